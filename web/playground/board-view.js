// The playground's canvas board (board/board.js) and the view of the board it is given: the set-up
// with the engine's verdict marked on it (problems, preview deaths, legal targets), or a step of the
// resolved combat; and the canvas's text alternative.

import { createBoard } from "../board/board.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { boardTextNodes, buildView, describeBoard, initialDisplay, legalTargets } from "../core/view.js";
import { els } from "./elements.js";
import { app, currentOptions, idsOfPath, names, previewDeaths, previewSlots, shownScenario } from "./state.js";

export const board = createBoard(els.canvas, { label: "Combat board" });
window.CombatLabBoard = board;

export function viewFor(display, { setup }) {
  const problems = new Set();
  for (const problem of app.problems || []) for (const id of idsOfPath(problem.path, app.scenario)) problems.add(id);
  if (app.refusal && setup) for (const id of app.refusal.ids || []) problems.add(id);
  return buildView(shownScenario(), display, {
    ruleset: app.scenario.ruleset,
    facts: rulesetFacts(app.scenario.ruleset),
    dying: setup ? previewDeaths() : new Set(),
    previewed: setup && Boolean(app.preview && app.preview.ok && app.previewSeq === app.seq),
    problems: setup ? problems : new Set(),
    slots: previewSlots(),
    legalTargets: setup ? legalTargets(currentOptions()) : null,
  });
}

export function drawBoard() {
  const setup = app.phase === 0 || !app.displays.length;
  const display = setup ? initialDisplay(shownScenario()) : app.displays[app.phase];
  const view = viewFor(display, { setup });
  board.set(view);
  describe(view);
}

/** The canvas's text alternative: a visually hidden description, rewritten on every change. */
function describe(view) {
  const intro = `Combat board, ruleset ${app.scenario.ruleset}${app.phase ? `, ${els.stepLabel.textContent}` : ", set-up"}.`;
  els.description.replaceChildren(...boardTextNodes(intro, describeBoard(view, names())));
}
