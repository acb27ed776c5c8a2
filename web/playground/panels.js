// The playground's panels beside the board: the set-up form (setup-form.js), the card editor's frame
// (editor-panel.js) and the combat panel (combat.js), made once for the page.

import { CombatLab } from "../engine/combatlab.js";
import { board } from "./board-view.js";
import { createCombatPanel } from "./combat.js";
import { clearCombat, reorder, undeclare } from "./declarations.js";
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
  reorder,
  clearCombat,
});

export function renderCombat() {
  combatPanel.render(combatAnswers());
  fitSideColumn();
}

// ------------------------------------------------------------------ one screen (1200×700 and up)
// The combat panel (the order, the divisions, the declarations) is as tall as it is; when that leaves the
// log less than its least, the panel is as tall as it is all the same and the page scrolls (data-combat=
// "tall"; the board beside it sticky, as tall as it was): the log shrinks to its head (a button opens it),
// and it is the log's turn once the combat is stepped through (then a button brings the panel back).
// Never a short inner scroll over a long panel: the test is the panel's scrollHeight against its height.
const oneScreen = window.matchMedia("(min-width: 1200px) and (min-height: 700px)");
const sideCol = document.querySelector(".side-col");
const combatBox = document.querySelector(".combat-panel");
const boardPanel = document.querySelector(".board-panel");
let wanted = "combat"; // which panel the reader (or the step shown) asks for when both cannot fit

let fittedSeq = -1;

function fitSideColumn() {
  if (!sideCol || !combatBox) return;
  if (!oneScreen.matches) {
    delete sideCol.dataset.combat;
    return;
  }
  // Fitted once the engine itself has answered for the board (its divisions and the controls it makes live
  // are what takes the room; a stored answer draws a shorter panel, 422 px against 571 for the first board):
  // until then the column stays as it is (index.html starts it as a full panel, as the first board needs),
  // so that it does not jump twice. A new board is the panel's again (its set-up is what the reader edits).
  if (!app.engineReady || !answered() || app.problems === null) return;
  if (app.seq !== fittedSeq) {
    fittedSeq = app.seq;
    wanted = app.phase > 0 ? "log" : "combat";
  }
  const scrolled = window.scrollY; // measured on one screen, which a scrolled page is not: scrolled back after
  sideCol.dataset.combat = "fit";
  // It fits when neither the panel nor the verdict (or the refusal) above it is cut by the column's room: a
  // verdict's last line, a refusal's rule chip, a stale division's note are never left under an inner scroll.
  const whole = (node) => !node || node.hidden || node.scrollHeight <= node.clientHeight + 1;
  const fits = whole(combatBox) && whole($("engine-verdict")) && whole($("refusal"));
  // The board keeps the height it has on one screen when the page scrolls (its top on the page, less
  // the page's scroll: measured while the column fits).
  if (boardPanel) {
    const top = boardPanel.getBoundingClientRect().top + window.scrollY;
    document.documentElement.style.setProperty("--board-top", `${top}px`); // exact: the board's size is the same in both
  }
  sideCol.dataset.combat = fits ? "fit" : wanted === "log" ? "log" : "tall";
  if (window.scrollY !== scrolled) window.scrollTo(window.scrollX, scrolled);
}

function show(which) {
  wanted = which;
  fitSideColumn();
  const target = which === "log" ? $("log-scroll") : combatBox.querySelector("#combat input, #combat button, #combat [tabindex]");
  if (target) target.focus();
}
$("show-log").addEventListener("click", () => show("log"));
$("show-combat").addEventListener("click", () => show("combat"));
// The step shown picks the panel: the set-up is the division's, a step of the combat the log's.
document.addEventListener("combat-lab:phase", (event) => {
  const next = event.detail.phase > 0 ? "log" : "combat";
  if (next === wanted) return;
  wanted = next;
  fitSideColumn();
});
// Resolving a refused board shows the log (it says why).
document.addEventListener("combat-lab:show-log", () => {
  wanted = "log";
  fitSideColumn();
});
// A refusal that points at the order (order-panel.js) brings the panel back.
document.addEventListener("combat-lab:show-combat", () => {
  wanted = "combat";
  fitSideColumn();
});
oneScreen.addEventListener("change", fitSideColumn);
// What the column holds besides the panel (the verdict, a refusal) changes its room: fitted again.
if (window.ResizeObserver) {
  const again = new ResizeObserver(() => requestAnimationFrame(fitSideColumn));
  for (const id of ["engine-verdict", "refusal", "combat"]) again.observe($(id));
}
window.addEventListener("resize", () => requestAnimationFrame(fitSideColumn));
