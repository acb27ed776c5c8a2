// The playground's panels beside the board: the set-up form (setup-form.js), the card editor's frame
// (editor-panel.js) and the combat panel (combat.js), made once for the page.

import { CombatLab } from "../engine/combatlab.js";
import { board } from "./board-view.js";
import { createCombatPanel } from "./combat.js";
import { clearCombat, undeclare } from "./declarations.js";
import { createEditorPanel } from "./editor-panel.js";
import { $, announce, els } from "./elements.js";
import { createSetupForm } from "./setup-form.js";
import { withoutStaleDivisions } from "./edits.js";
import { answered, app, clone, commit, names, rulesetInfo, shownScenario } from "./state.js";
import { possessive } from "../core/words.js";
import { combatAnswers } from "./verdict.js";

// A set-up edit of a division's source or recipients makes the division stale: it is dropped in the
// same edit (the engine divides that damage again), and the verdict box says so (verdict.js).
function commitSetup(next, label) {
  const { scenario, dropped } = withoutStaleDivisions(app.scenario, next);
  const nameOf = names(); // the names before the edit: a recipient it removed is still named
  commit(scenario, label);
  if (!dropped.length) return;
  const what = dropped.map((a) => `${possessive(nameOf(a.source))} (${Object.entries(a.division).map(([id, n]) => `${n} to ${nameOf(id)}`).join(", ")})`);
  const text = `Dropped as stale (this edit changed a card ${dropped.length === 1 ? "it counts" : "they count"} on): `
    + `${what.join(" and ")}${dropped.length === 1 ? " division" : " divisions"}. The engine divides that damage again; Undo brings it back.`;
  app.divisionNote = { seq: app.seq, text };
  announce(text);
}

export const setupForm = createSetupForm($("setup"), {
  scenario: () => clone(app.scenario),
  commit: commitSetup,
  ruleset: () => rulesetInfo(),
  options: () => app.options,
  problems: () => app.problems,
  select: (id) => (id ? board.focus(id) : editorPanel.close()),
  openEditor: (from) => editorPanel.open({ from }),
  closeEditor: () => editorPanel.close(),
  editorGone: () => editorPanel.close({ returnFocus: false }),
  announce,
  // Cards by name: the engine's search and card answers (the worker loads the card index the first time),
  // and what its check of the board says each permanent's card is (card-faces.js).
  searchCards: (text, limit) => CombatLab.call("cards", { search: text, limit }),
  cardOf: (name) => CombatLab.call("card", { card: name }),
  cardEntry: (id) => {
    const permanent = app.scenario.permanents.find((p) => p.id === id);
    const entry = permanent && Object.hasOwn(app.cards, id) ? app.cards[id] : null;
    return entry && entry.named === permanent.card ? entry : null;
  },
  shownPermanent: (id) => clone(shownScenario().permanents.find((p) => p.id === id) || null),
});
export const editorPanel = createEditorPanel({
  editor: setupForm.editor, canvas: els.canvas, workspace: document.querySelector(".workspace"), focusFirstField: setupForm.focusFirstField,
});

const combatPanel = createCombatPanel($("combat"), {
  actionsHost: $("actions-host"),
  scenario: () => clone(app.scenario),
  commit,
  announce,
  engineReady: () => answered(),
  undeclare,
  clearCombat,
});

export function renderCombat() {
  combatPanel.render(combatAnswers());
}
