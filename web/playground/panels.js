// The playground's panels beside the board: the set-up form (setup-form.js), the card editor's frame
// (editor-panel.js) and the combat panel (combat.js), made once for the page.

import { board } from "./board-view.js";
import { createCombatPanel } from "./combat.js";
import { clearCombat, undeclare } from "./declarations.js";
import { createEditorPanel } from "./editor-panel.js";
import { $, announce, els } from "./elements.js";
import { createSetupForm } from "./setup-form.js";
import { answered, app, clone, commit, rulesetInfo } from "./state.js";
import { combatAnswers } from "./verdict.js";

export const setupForm = createSetupForm($("setup"), {
  scenario: () => clone(app.scenario),
  commit,
  ruleset: () => rulesetInfo(),
  options: () => app.options,
  problems: () => app.problems,
  select: (id) => (id ? board.focus(id) : editorPanel.close()),
  openEditor: (from) => editorPanel.open({ from }),
  closeEditor: () => editorPanel.close(),
  editorGone: () => editorPanel.close({ returnFocus: false }),
  announce,
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
