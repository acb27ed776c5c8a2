// Combat Lab playground. It shows what the engine answers and never decides a
// rule itself: legality, divisions, deaths and life all come from pyengine
// through window.CombatLab. Scenario text is rendered with textContent or
// canvas fillText, never as HTML.
//
// This is the page's entry: it wires its parts together and starts the page.
// The page's state is one object, `app` (state.js). Every edit builds a new
// scenario and goes through commit(): it is pushed on the undo history, drawn,
// and checked by the engine in the background (one check call: problems,
// options and the resolved combat, whose deaths are marked on the board); a
// declaration is the engine's play answer. Every engine call is in
// engine-calls.js; stepping through a resolved combat is playback.js's; the
// verdict, refusal and banner text verdict.js's; the share link, the Embed box,
// Export and Import share.js's.

import { sparesData } from "../engine/spare-data.js";
import { el } from "../core/log.js";
import { sidesOf } from "../core/view.js";
import { createHistory } from "./history.js";
import { removePermanent } from "./setup-form.js";
import { problemText } from "./combat.js";
import { renderCompare } from "./compare.js";
import { exampleScenario, exampleStamp, fetchExampleList, firstExample } from "./examples.js";
import { installKeys } from "./keys.js";
import { noticeKey } from "./ruleset-switch.js";
import { $, announce, els, switchNotice } from "./elements.js";
import {
  FALLBACK, app, clone, commit, connectState, loadScenario, names, redo, rulesetInfo, setScenario, undo, undrawable,
} from "./state.js";
import { drawBoard } from "./board-view.js";
import { renderRefusal, renderVerdict } from "./verdict.js";
import { renderCombat, setupForm } from "./panels.js";
import { check, compareRulesets, convertRuleset, loadRulesets, playChoice, scheduleCheck, startEngine } from "./engine-calls.js";
import { flushJson, installJsonText, renderJson } from "./json-text.js";
import {
  installPlayback, nextStep, previousStep, renderLogError, renderLogPlaceholder, renderPlayback, stopPlayback,
} from "./playback.js";
import { createBoardTitle, movedBoard, newBoard } from "./board-title.js";
import { problemWords } from "./problem-words.js";
import { boardChanged, importChosenFile, installShare, loadFromHash, savedBoard, scheduleHash } from "./share.js";
import { installEmbed, renderEmbed } from "./embed-box.js";
import { installBoardInput } from "./board-input.js";
import { explainRules } from "../core/rule-notes.js";
import "../engine/sw-register.js";

// A board change sets these going (state.js's setScenario, commit, undo, redo, loadScenario); play is
// the engine's answer to a take-back (declarations.js, which engine-calls.js's panels import).
connectState({ boardChanged, stopPlayback, renderSoon, scheduleCheck, scheduleHash, play: playChoice });
// Every rule chip explains itself on hover, focus and tap, in the board's ruleset (a compare column: its own).
explainRules(document, { ruleset: () => (app.scenario && app.scenario.ruleset) || null });

// ------------------------------------------------------------------ drawing the page

/**
 * Redraw after the current event: a field's `change` fires while Tab moves the
 * focus, so the DOM is rebuilt only once the focus has landed (and is restored).
 */
let renderPending = false;
function renderSoon() {
  if (renderPending) return;
  renderPending = true;
  setTimeout(() => {
    renderPending = false;
    renderAll();
  }, 0);
}

function renderAll() {
  const s = app.scenario;
  switchNotice.sync(noticeKey(s, app.example)); // "What changed" lasts while the board is the converted one
  if ([...els.ruleset.options].some((o) => o.value === s.ruleset)) els.ruleset.value = s.ruleset;
  else {
    const option = el("option", null, `${s.ruleset} (unknown)`);
    option.value = s.ruleset;
    els.ruleset.append(option);
    els.ruleset.value = s.ruleset;
  }
  const info = rulesetInfo();
  els.rulesetBadge.textContent = info ? info.title : s.ruleset;
  const decides = info && !info.declares;
  els.boardHelp.replaceChildren(
    el("strong", null, decides ? `${info.title}: ` : "Mouse or touch: "),
    decides
      ? "the engine decides who attacks and who blocks. Step through the combat below, or edit the creatures and their slots in the set-up."
      : "drag a creature onto a defending player, a planeswalker or a battle to attack; drag a defender onto an attacker to block. ",
    ...(decides ? [] : [
      el("strong", null, "Keyboard: "),
      "arrow keys pick a card, ", el("kbd", null, "A"), " attack, ", el("kbd", null, "B"),
      " block, then arrows and ", el("kbd", null, "Enter"), " choose the target; ", el("kbd", null, "Delete"),
      " takes a declaration back; ", el("kbd", null, "E"), " edits the card.",
    ]),
  );
  // An example's text explains it under its own ruleset: say so once the board is under another.
  const example = app.examples.find((e) => e.file === app.example);
  const elsewhere = example && s.description && s.description === example.description
    && example.ruleset && example.ruleset !== s.ruleset;
  els.blurb.textContent = `${elsewhere ? `Written for ${example.ruleset}: ` : ""}${s.description || ""}`;
  els.blurb.hidden = !s.description;
  els.undo.disabled = !app.history.canUndo();
  els.redo.disabled = !app.history.canRedo();
  els.undo.title = app.history.canUndo() ? `Undo ${app.history.undoLabel()} (Ctrl+Z)` : "Undo (Ctrl+Z)";
  els.redo.title = app.history.canRedo() ? `Redo ${app.history.redoLabel()} (Ctrl+Shift+Z)` : "Redo (Ctrl+Shift+Z)";
  renderBoardTitle();
  setupForm.render();
  renderCombat();
  renderVerdict();
  renderRefusal();
  renderLogPlaceholder();
  renderPlayback();
  renderJson();
  drawBoard();
  renderEmbed();
  if (app.compareSeq !== -1 && app.compareSeq !== app.seq) {
    els.compareNote.textContent = "The board changed since this comparison: compare again to update it.";
    els.compare.classList.add("stale");
  }
}

// ------------------------------------------------------------------ board input, step by step, JSON text

installBoardInput();
installPlayback();

// ------------------------------------------------------------------ compare

els.compareRun.addEventListener("click", async () => {
  flushJson();
  const seq = app.seq;
  els.compare.classList.remove("stale");
  els.compare.replaceChildren(el("p", "note", app.engineReady ? "Comparing…" : "Waiting for the engine to load…"));
  const answer = await compareRulesets();
  if (seq !== app.seq) {
    els.compare.replaceChildren(el("p", "note", "The board changed while comparing: compare again."));
    return;
  }
  app.compareSeq = seq;
  els.compareNote.textContent = "The same board under each ruleset that fits it; rows that differ are highlighted.";
  renderCompare(els.compare, answer, app.scenario, names());
  const n = answer && answer.ok ? (answer.differences || []).length : 0;
  announce(answer && answer.ok ? `Compared ${Object.keys(answer.results).length} rulesets: ${n} difference${n === 1 ? "" : "s"}.` : "The engine could not compare this board.");
});

installJsonText();

// ------------------------------------------------------------------ share, import, export

installShare();
installEmbed();
// A file set before this module loaded (by a script: the toolbar is inert until then); start() keeps it.
if (els.importFile.files && els.importFile.files.length) importChosenFile();

$("banner-close").addEventListener("click", () => {
  els.banner.hidden = true;
});

// ------------------------------------------------------------------ examples and ruleset

async function loadExamples() {
  app.examples = await fetchExampleList();
  els.example.replaceChildren();
  const none = el("option", null, "Choose an example…");
  none.value = "";
  els.example.append(none);
  for (const example of app.examples) {
    const option = el("option", null, example.title);
    option.value = example.file;
    els.example.append(option);
  }
}

let exampleWanted = null; // the example last asked for: an older one that arrives later is dropped
async function loadExample(file) {
  const example = app.examples.find((e) => e.file === file);
  if (!example) return;
  exampleWanted = file;
  let scenario;
  const stamp = exampleStamp(file); // its stored answer, fetched beside it
  try {
    scenario = await exampleScenario(file);
    await keepStamp(stamp);
  } catch (error) {
    if (exampleWanted !== file) return;
    announce(`The example ${example.title} could not be loaded: ${error.message}.`);
    els.example.value = app.example || "";
    return;
  }
  if (exampleWanted !== file) return;
  loadScenario(clone(scenario), `load ${example.title}`, { example: file });
  els.example.value = file;
  announce(`Example loaded: ${example.title}.`);
}

els.example.addEventListener("change", () => {
  if (els.example.value) loadExample(els.example.value);
});
// The board's title and description in the set-up, shown wherever the page names the board; New board.
const renderBoardTitle = createBoardTitle({
  host: $("board-meta"), select: els.example, about: $("about-title"), embedHeading: $("embed-heading"),
  scenario: () => app.scenario, examples: () => app.examples, example: () => app.example, commit,
  onNew: () => {
    flushJson();
    commit(newBoard(app.scenario), "new board");
    app.example = null;
    announce(`New board: empty, under ${app.scenario.ruleset}, with ${app.scenario.players.length} players. Add cards in the set-up.`);
  },
});
els.reset.addEventListener("click", () => {
  const file = app.example || (app.examples[0] && app.examples[0].file);
  if (file) loadExample(file);
});

els.ruleset.addEventListener("change", async () => {
  const ruleset = els.ruleset.value;
  // The board's own ruleset again (a change event a script or an assistive tool fires): nothing moves, so no
  // notice either (it said "Now under … Undo takes it back to …" the same rules, and waited for a check that never came).
  if (ruleset === app.scenario.ruleset) return;
  const before = app.scenario;
  const checked = document.body.dataset.checked;
  const seq = app.seq;
  delete document.body.dataset.checked; // the board is about to change: not checked until it has
  const titleOf = (id) => (rulesetInfo(id) ? rulesetInfo(id).title : id);
  const answer = await convertRuleset(before, ruleset);
  if (app.scenario !== before) return; // the board changed while the engine answered
  if (!answer.ok) {
    els.ruleset.value = before.ruleset;
    if (checked !== undefined) document.body.dataset.checked = checked;
    switchNotice.refused({ from: titleOf(before.ruleset), to: titleOf(ruleset), error: answer.error, key: noticeKey(before, app.example) });
    announce(`The board can't move to ${ruleset}: ${problemWords(answer.error, before)}. It stays under ${before.ruleset}.`);
    return;
  }
  // Its title and description say it is no longer the example as written (board-title.js movedBoard).
  commit(movedBoard(before, answer.scenario), `switch to ${ruleset}`);
  if (app.seq === seq && checked !== undefined) document.body.dataset.checked = checked; // nothing changed
  switchNotice.show({ from: titleOf(before.ruleset), to: titleOf(ruleset), changes: answer.changes, key: noticeKey(app.scenario, app.example) });
  announce(`Ruleset ${ruleset}. ${answer.changes.length} change${answer.changes.length === 1 ? "" : "s"}, listed under What changed. The engine checks the board.`);
});

function fillRulesets() {
  if (!app.rulesets.length) return;
  const current = app.scenario ? app.scenario.ruleset : null;
  els.ruleset.replaceChildren(
    ...app.rulesets.map((r) => {
      const option = el("option", null, `${r.id} — ${r.title}`);
      option.value = r.id;
      return option;
    }),
  );
  if (current) els.ruleset.value = current;
}

// ------------------------------------------------------------------ keyboard shortcuts (keys.js)

installKeys({ undo, redo, nextStep, previousStep, canUndo: () => app.history.canUndo(), canRedo: () => app.history.canRedo(), buttons: els });

// ------------------------------------------------------------------ engine loading

// The loader's progress is boot.js's: it shows it from the first word, before this module loads.

async function onEngineReady(info) {
  await loadRulesets();
  app.engineReady = true;
  document.body.dataset.engine = "ready";
  els.loader.hidden = true;
  els.status.textContent = `Engine ready · pyengine ${info.engineVersion}`;
  els.status.classList.add("ready");
  els.buildInfo.textContent =
    `pyengine ${info.engineVersion} on Pyodide ${info.pyodideVersion} · build ${String(info.buildHash).slice(0, 12)} · loaded in ${(info.loadMs / 1000).toFixed(1)} s · nothing leaves this page`;
  fillRulesets();
  if (app.scenario && !app.scenario.ruleset && app.rulesets.length) {
    setScenario({ ...app.scenario, ruleset: app.rulesets[0].id });
  }
  if (app.scenario) {
    renderAll();
    check(); // at once: the pause that gathers a user's edits has nothing to gather here
  }
}

function onEngineFailed(error) {
  app.engineError = error;
  document.body.dataset.engine = "failed";
  els.status.textContent = "Engine failed to load";
  els.status.classList.add("failed");
  if (app.scenario) renderVerdict();
  renderLogError({ code: "engine failed to load", message: error.message });
}

/** A stored answer that came with an example, kept for check() (which uses it only for that very board). */
async function keepStamp(promise) {
  const stamp = await promise;
  if (stamp && !app.stamps.includes(stamp)) app.stamps = [...app.stamps.slice(-19), stamp];
}

let engineStarted = false;
/** Starts the engine (once): at the first edit, or after the first answer is on screen. */
function wantEngine() {
  if (engineStarted) return;
  engineStarted = true;
  startEngine().then(onEngineReady, onEngineFailed);
}
app.wantEngine = wantEngine;


async function start() {
  document.body.dataset.playback = "idle";
  const examples = loadExamples();
  await examples;
  // The first example's stored answer comes with it: the board is answered at first paint, without Python.
  if (app.examples.length) exampleStamp(app.examples[0].file);
  const saved = savedBoard();
  // The board saved at this very address is the newest (edited or imported after the link was made).
  const fromLink = saved && saved.hash === location.hash ? null : location.hash ? await loadFromHash({ initial: true }) : null;
  // A board the reader loaded while this start waited (a file imported as the page loaded) stays.
  if (app.scenario && !fromLink) return finishStart();
  if (!fromLink && saved) {
    app.example = null;
    app.history = createHistory(saved.scenario);
    setScenario(saved.scenario);
    els.example.value = "";
  } else if (!fromLink) {
    const first = await firstExample(app.examples); // {file, scenario}, or null: the fallback board
    if (first) await keepStamp(exampleStamp(first.file));
    if (app.scenario) return finishStart(); // loaded meanwhile: it stays (above)
    const scenario = clone(first ? first.scenario : FALLBACK);
    app.example = first ? first.file : null;
    app.history = createHistory(scenario);
    setScenario(scenario);
    if (first) els.example.value = first.file;
  }
  finishStart();
}

function finishStart() {
  // Inert in the page's markup until now: before this module they could do nothing.
  for (const controls of document.querySelectorAll(".toolbar, .playback")) controls.inert = false;
  document.body.dataset.app = "ready";
  // Loaded once the engine is ready (boot.js), the playground has it before its first board: that
  // board is checked at once, as onEngineReady does for a board that came first.
  if (app.engineReady && app.scenario) check();
  // Before the engine, the board's stored answer at once; then, its readers being here to edit, the
  // engine starts right after that first paint, unless the connection asks to spare data: then at the
  // first edit (or at once when the board came without an answer: check() wants the engine).
  const first = app.engineReady || !app.scenario ? null : check();
  Promise.resolve(first).then(() => {
    if (!sparesData()) requestAnimationFrame(() => setTimeout(wantEngine, 0));
  });
}

// For tests and the console: the scenario on the board and a way to load one.
window.CombatLabApp = Object.freeze({
  scenario: () => clone(app.scenario),
  load: (scenario) => {
    const why = undrawable(scenario);
    if (why) throw new Error(`the board cannot be drawn because ${why}`);
    loadScenario(clone(scenario), "load");
  },
  state: app,
  sides: () => sidesOf(app.scenario),
  removePermanent: (id) => commit(removePermanent(app.scenario, id), `remove ${id}`),
  problemText: (problem) => problemText(problem, app.scenario),
});

start();
