// The playground's canvas board (board/board.js) and the view of the board it is given: the set-up
// with the engine's verdict marked on it (problems, preview deaths, legal targets), or a step of the
// resolved combat; and the canvas's text alternative.

import { createBoard } from "../board/board.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { possessive } from "../core/words.js";
import { boardTextNodes, buildView, describeBoard, initialDisplay, legalTargets } from "../core/view.js";
import { els } from "./elements.js";
import { ordersOf } from "./order-panel.js";
import { app, currentOptions, idsOfPath, names, previewDeaths, previewSlots, shownScenario } from "./state.js";

export const board = createBoard(els.canvas, { label: "Combat board" });
window.CombatLabBoard = board;

export function viewFor(display, { setup }) {
  const problems = new Set();
  for (const problem of app.problems || []) for (const id of idsOfPath(problem.path, app.scenario)) problems.add(id);
  if (app.refusal && setup) for (const id of app.refusal.ids || []) problems.add(id);
  const view = buildView(shownScenario(), display, {
    ruleset: app.scenario.ruleset,
    facts: rulesetFacts(app.scenario.ruleset),
    dying: setup ? previewDeaths() : new Set(),
    previewed: setup && Boolean(app.preview && app.preview.ok && app.previewSeq === app.seq),
    problems: setup ? problems : new Set(),
    slots: previewSlots(),
    legalTargets: setup ? legalTargets(currentOptions()) : null,
  });
  if (setup) numberOrders(view);
  return view;
}

/**
 * The damage assignment order on the board (mtg-2020, 509.2): each block link of an ordered source gets its
 * creature's number in the engine's order (its options' `order.ids`), at the ordered creature's end; marked
 * while a division of that source is refused under it (510.1c–d, combat.js points at the same order).
 */
function numberOrders(view) {
  const orders = ordersOf(app.scenario, currentOptions());
  if (!orders.size) return;
  const refused = new Set();
  for (const problem of app.problems || []) {
    const at = /^\$\.assignments\[(\d+)\]/.exec(problem.path || "");
    const entry = at && (app.scenario.assignments || [])[Number(at[1])];
    if (entry && /^510\.1[cd]/.test(problem.rule || "")) refused.add(entry.source);
  }
  for (const arrow of view.arrows || []) {
    if (arrow.kind !== "block") continue;
    // A block link runs from the blocker to the attacker: an attacker's order numbers its blockers.
    for (const [source, ids, at] of [[arrow.to, orders.get(arrow.to), "from"], [arrow.from, orders.get(arrow.from), "to"]]) {
      if (!ids) continue;
      const i = ids.indexOf(at === "from" ? arrow.from : arrow.to);
      if (i < 0) continue;
      Object.assign(arrow, { order: i + 1, orderSource: source, orderAt: at, orderMarked: refused.has(source) });
      break;
    }
  }
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
  const nameOf = names();
  const nodes = boardTextNodes(intro, describeBoard(view, nameOf));
  const said = new Map();
  for (const arrow of view.arrows || []) {
    if (!arrow.order) continue;
    if (!said.has(arrow.orderSource)) said.set(arrow.orderSource, []);
    said.get(arrow.orderSource)[arrow.order - 1] = nameOf(arrow.orderAt === "from" ? arrow.from : arrow.to);
  }
  for (const [source, ids] of said) {
    const p = document.createElement("p");
    p.textContent = `${possessive(nameOf(source))} damage assignment order: ${ids.filter(Boolean).map((n, i) => `${i + 1} ${n}`).join(", ")}.`;
    nodes.push(p);
  }
  els.description.replaceChildren(...nodes);
}
