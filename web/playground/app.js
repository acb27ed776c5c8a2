// Combat Lab playground. It shows what the engine answers and never decides a
// rule itself: legality, divisions, deaths and life all come from pyengine
// through window.CombatLab. Scenario text is rendered with textContent or
// canvas fillText, never as HTML.
//
// The page's state is one object, `app` (below). Every edit builds a new
// scenario and goes through commit(): it is pushed on the undo history, drawn,
// and checked by the engine in the background (validate, then a preview
// resolve whose deaths are marked on the board).

import { CombatLab } from "../engine/combatlab.js";
import { rememberRulesets, rulesetFacts } from "../core/ruleset-facts.js";
import { createBoard } from "../board/board.js";
import { createHistory } from "./history.js";
import { createSetupForm, removePermanent } from "./setup-form.js";
import { createCombatPanel, problemText } from "./combat.js";
import { renderCompare } from "./compare.js";
import { exampleScenario, fetchExampleList, firstExample } from "./examples.js";
import { createEditorPanel } from "./editor-panel.js";
import { installKeys } from "./keys.js";
import { revealCurrentStep } from "./step-view.js";
import { convertBoard, createSwitchNotice, noticeKey } from "./ruleset-switch.js";
import { el, renderLog, phasesOf, highlightPhase, ruleText } from "../core/log.js";
import {
  applyEvent, applyFinal, boardTextNodes, buildView, cloneDisplay, describeBoard, initialDisplay, legalTargets, nameMap,
  sidesOf,
} from "../core/view.js";
import { MAX_ENCODED_LENGTH, ScenarioUrlError, compactHashFor, parseScenarioText, scenarioFromAnyHash } from "../core/share.js";
import "../engine/sw-register.js";

const $ = (id) => document.getElementById(id);

/** Everything the page knows; the DOM and the board are drawn from it. */
const app = {
  scenario: null, // the board being edited: a scenario in the JSON contract (replaced on every edit, never mutated)
  history: null, // undo/redo snapshots (history.js)
  examples: [], // [{file, title, description, ruleset}] from examples/index.json; an example's board is fetched when loaded
  example: null, // file name of the example the board started from (for Reset)
  rulesets: [], // the engine's ruleset descriptions (keywords, types, moments); [] until it answers
  engineReady: false, // CombatLab.ready resolved
  engineError: null, // Error when the engine failed to load
  seq: 0, // bumped on every scenario change: answers for an older board are dropped
  problems: null, // the engine's validate answer for the board (null: not checked yet)
  preview: null, // the engine's resolve answer for the board (background preview)
  options: null, // the engine's options answer for the board ({capabilities, game}: starting life, roles, teams)
  refusal: null, // the last declaration the engine refused: {problem, what}
  result: null, // the resolve answer being stepped through (null until asked)
  resultSeq: -1, // seq of the board `result` belongs to
  phases: [], // steps of `result` (log.js phasesOf)
  displays: [], // board display state after each phase (0 = set-up)
  frames: [], // per phase: [{event, display}] after each event, for the animation
  phase: 0, // the step being shown (0 = set-up, phases.length = end of combat)
  playing: false, // an animation is running
  hashSynced: false, // the URL hash follows the board (after the first edit, a share, or a link)
  compareSeq: -1, // seq of the board the compare view shows
};

const els = {
  status: $("engine-status"),
  loader: $("loader"),
  banner: $("banner"),
  bannerText: $("banner-text"),
  example: $("example"),
  ruleset: $("ruleset"),
  rulesetBadge: $("ruleset-badge"),
  blurb: $("example-blurb"),
  undo: $("undo"),
  redo: $("redo"),
  reset: $("reset"),
  share: $("share"),
  shareBox: $("share-box"),
  shareUrl: $("share-url"),
  shareStatus: $("share-status"),
  exportButton: $("export"),
  importFile: $("import-file"),
  canvas: $("board"),
  boardHelp: $("board-help"),
  description: $("board-description"),
  refusal: $("refusal"),
  verdict: $("engine-verdict"),
  stepReset: $("step-reset"),
  stepBack: $("step-back"),
  stepNext: $("step-next"),
  play: $("play"),
  resolve: $("resolve"),
  stepLabel: $("step-label"),
  stepTrack: $("step-track"),
  logBefore: $("log-before"),
  result: $("result"),
  resultBadge: $("result-badge"),
  final: $("final"),
  compareRun: $("compare-run"),
  compareNote: $("compare-note"),
  compare: $("compare"),
  json: $("scenario"),
  jsonStatus: $("json-status"),
  announcer: $("announcer"),
  buildInfo: $("build-info"),
};
// Switching the ruleset converts the board with the engine (another game's board too: creatures
// become units, power Might, …) as one undoable edit; the "What changed" notice lists the changes.
const switchNotice = createSwitchNotice(els.ruleset.closest("nav, section, form") || els.ruleset, { announce, focusAfter: els.ruleset });

// A board when the examples can't be read; its ruleset is the engine's first, once the engine answers.
const FALLBACK = {
  format: 1,
  players: [{ id: "alice", life: 20 }, { id: "bob", life: 20 }],
  active_player: "alice",
  permanents: [],
};

// ------------------------------------------------------------------ small helpers

function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

function rulesetInfo(id = app.scenario && app.scenario.ruleset) {
  return app.rulesets.find((r) => r.id === id) || null;
}

function names() {
  return nameMap(app.scenario);
}

function announce(text) {
  els.announcer.textContent = "";
  requestAnimationFrame(() => {
    els.announcer.textContent = text;
  });
}

function showBanner(text) {
  els.bannerText.textContent = text;
  els.banner.hidden = false;
}

/** Resolves once the engine is ready (rejects if it failed to load). */
function engine() {
  return CombatLab.ready;
}

/** A bridge answer that is not a problem list, as a problem list. */
function asProblems(answer) {
  if (Array.isArray(answer)) return answer;
  if (answer && answer.error) return [answer.error];
  return [{ code: "engine", message: "The engine gave no answer." }];
}

/** Permanent ids that a problem's JSON path points at. */
function idsOfPath(path, scenario) {
  const ids = [];
  if (typeof path !== "string") return ids;
  const m = /^\$\.(permanents|attackers|blockers|assignments|actions)\[(\d+)\]/.exec(path);
  if (!m) return ids;
  const entry = (scenario[m[1]] || [])[Number(m[2])];
  if (!entry) return ids;
  if (m[1] === "assignments") ids.push(entry.source);
  else if (m[1] === "actions") ids.push(entry.target);
  else ids.push(entry.id);
  return ids.filter(Boolean);
}

/**
 * Why a scenario cannot be drawn (the board and the form need players and
 * permanents with ids), or null. This is about shape only: the engine judges
 * everything else, and a drawable but invalid board shows the engine's refusals.
 */
function undrawable(s) {
  const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const listOf = (v, ok) => Array.isArray(v) && v.every(ok);
  const withId = (v) => isObject(v) && typeof v.id === "string" && v.id.length > 0;
  if (!isObject(s)) return "a scenario is a JSON object";
  if (typeof s.ruleset !== "string") return "it names no ruleset ($.ruleset)";
  if (!listOf(s.players, withId) || !s.players.length) return "$.players must be a list of players, each with an id";
  if (!listOf(s.permanents, withId)) return "$.permanents must be a list of permanents, each with an id";
  for (const [i, p] of s.permanents.entries()) {
    for (const key of ["keywords", "colors", "protection", "types"]) {
      if (p[key] !== undefined && !Array.isArray(p[key])) return `$.permanents[${i}].${key} must be a list`;
    }
    if (p.counters !== undefined && !isObject(p.counters)) return `$.permanents[${i}].counters must be an object`;
  }
  for (const key of ["attackers", "blockers", "assignments", "actions"]) {
    if (s[key] !== undefined && !listOf(s[key], isObject)) return `$.${key} must be a list of objects`;
  }
  if (s.blockers && !s.blockers.every((b) => Array.isArray(b.blocks))) return "every blocker needs a list of the attackers it blocks ($.blockers[].blocks)";
  if (s.assignments && !s.assignments.every((a) => isObject(a.division))) return "every division needs a division object ($.assignments[].division)";
  if (s.damage_assignment_order !== undefined && !(isObject(s.damage_assignment_order) && Object.values(s.damage_assignment_order).every(Array.isArray))) {
    return "$.damage_assignment_order must map ids to lists";
  }
  if (s.battlefield !== undefined && !isObject(s.battlefield)) return "$.battlefield must be an object";
  return null;
}

// ------------------------------------------------------------------ board

const board = createBoard(els.canvas, { label: "Combat board" });
window.CombatLabBoard = board;

function previewDeaths() {
  const dying = new Set();
  if (app.preview && app.preview.ok && app.preview.final) {
    for (const [id, p] of Object.entries(app.preview.final.permanents || {})) if (p.zone !== "battlefield") dying.add(id);
  }
  return dying;
}

function previewSlots() {
  const result = app.result && app.resultSeq === app.seq ? app.result : app.preview;
  if (!result || !result.ok) return null;
  const slots = (result.before_damage || []).find((s) => s.name === "slots");
  return slots ? slots.slots : null;
}

function viewFor(display, { setup }) {
  const problems = new Set();
  for (const problem of app.problems || []) for (const id of idsOfPath(problem.path, app.scenario)) problems.add(id);
  if (app.refusal && setup) for (const id of app.refusal.ids || []) problems.add(id);
  return buildView(app.scenario, display, {
    ruleset: app.scenario.ruleset,
    facts: rulesetFacts(app.scenario.ruleset),
    dying: setup ? previewDeaths() : new Set(),
    problems: setup ? problems : new Set(),
    slots: previewSlots(),
    legalTargets: setup ? legalTargets(currentOptions()) : null,
  });
}

function drawBoard() {
  const setup = app.phase === 0 || !app.displays.length;
  const display = setup ? initialDisplay(app.scenario) : app.displays[app.phase];
  const view = viewFor(display, { setup });
  board.set(view);
  describe(view);
}

/** The canvas's text alternative: a visually hidden description, rewritten on every change. */
function describe(view) {
  const intro = `Combat board, ruleset ${app.scenario.ruleset}${app.phase ? `, ${els.stepLabel.textContent}` : ", set-up"}.`;
  els.description.replaceChildren(...boardTextNodes(intro, describeBoard(view, names())));
}

// ------------------------------------------------------------------ editing

function commit(next, label = "edit") {
  if (app.history.push(next, label)) {
    app.refusal = null;
    setScenario(next);
    app.hashSynced = true;
    scheduleHash();
  }
}

/** Show a scenario: reset the step-by-step view, redraw everything, ask the engine. */
function setScenario(next, { keepRefusal = false } = {}) {
  app.scenario = next;
  app.seq += 1;
  // A newer board supersedes every engine call about the older one (a long one is stopped).
  if (app.calls) app.calls.abort();
  app.calls = new AbortController();
  saveBoard();
  app.problems = null;
  app.preview = null;
  if (!keepRefusal) app.refusal = null;
  stopPlayback();
  app.result = null;
  app.phases = [];
  app.displays = [];
  app.frames = [];
  app.phase = 0;
  renderSoon();
  scheduleCheck();
}

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

function renderCombat() {
  combatPanel.render({
    scenario: app.scenario,
    info: rulesetInfo(),
    nameOf: names(),
    preview: app.preview,
    options: currentOptions(),
    problems: app.engineReady ? app.problems : null,
  });
}

const setupForm = createSetupForm($("setup"), {
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
const editorPanel = createEditorPanel({
  editor: setupForm.editor, canvas: els.canvas, workspace: document.querySelector(".workspace"), focusFirstField: setupForm.focusFirstField,
});

const combatPanel = createCombatPanel($("combat"), {
  actionsHost: $("actions-host"),
  scenario: () => clone(app.scenario),
  commit,
  announce,
  engineReady: () => app.engineReady,
  undeclare,
  clearCombat,
});

function undo() {
  const previous = app.history.undo();
  if (!previous) return;
  setScenario(previous);
  scheduleHash();
  announce(`Undone. ${app.history.canUndo() ? "" : "Nothing more to undo."}`);
}

function redo() {
  const next = app.history.redo();
  if (!next) return;
  setScenario(next);
  scheduleHash();
  announce("Redone.");
}

// ------------------------------------------------------------------ engine checks

let checkTimer = 0;
function scheduleCheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 90);
}

async function check() {
  clearTimeout(checkTimer); // asked for directly: a check still scheduled would only repeat it
  if (!app.engineReady) return;
  const seq = app.seq;
  const scenario = app.scenario;
  const { signal } = app.calls;
  let problems;
  try {
    problems = asProblems(await CombatLab.validate(scenario, { signal }));
  } catch (error) {
    problems = [{ code: "engine", message: error.message }];
  }
  if (seq !== app.seq || signal.aborted) return;
  app.problems = problems;
  const known = JSON.stringify(app.options && [app.options.capabilities, app.options.game]);
  try {
    // Who attacks, who defends, teams and starting life: the engine's facts, not the form's guess (800-810, 903.7).
    const answer = await CombatLab.call("options", scenario, { signal });
    if (seq !== app.seq || signal.aborted) return;
    app.options = answer && answer.ok ? answer : withoutGame(app.options);
    app.optionsSeq = seq; // the options of this very board: legal targets, divisions and their totals
  } catch {
    if (seq !== app.seq || signal.aborted) return;
    app.options = withoutGame(app.options);
  }
  // Redrawn only when the facts changed, so that a field being typed in keeps its text.
  if (JSON.stringify(app.options && [app.options.capabilities, app.options.game]) !== known) setupForm.render();
  else setupForm.showProblems(problems);
  if (!problems.length) {
    try {
      const preview = await CombatLab.resolve(scenario, { signal });
      if (seq !== app.seq || signal.aborted) return;
      app.preview = preview;
    } catch (error) {
      if (seq !== app.seq) return;
      app.preview = { ok: false, error: { code: "engine", message: error.message } };
    }
  }
  renderVerdict();
  renderCombat();
  renderRefusal();
  if (app.phase === 0) drawBoard();
  document.body.dataset.checked = String(seq);
}

/** An older options answer without its facts about the board (they may be wrong now); its ruleset's capabilities stay. */
/** The engine's options answer for the board on screen, or null while it is being asked (never an older board's). */
function currentOptions() {
  return app.options && app.optionsSeq === app.seq && app.options.ok ? app.options : null;
}

function withoutGame(answer) {
  return answer ? { capabilities: answer.capabilities, game: null } : null;
}

function renderVerdict() {
  const box = els.verdict;
  const nodes = [];
  box.className = "verdict-box";
  if (app.engineError) {
    box.classList.add("bad");
    nodes.push(el("p", null, "The engine could not load, so the board cannot be checked or resolved."));
  } else if (!app.engineReady) {
    box.classList.add("waiting");
    nodes.push(el("p", null, "The engine is loading: set up the board meanwhile; it is checked as soon as Python is ready."));
  } else if (app.problems === null) {
    box.classList.add("waiting");
    nodes.push(el("p", null, "Checking the board with the engine…"));
  } else if (app.problems.length) {
    box.classList.add("bad");
    nodes.push(el("p", "verdict-title", `The engine refuses this board (${app.problems.length} problem${app.problems.length === 1 ? "" : "s"}):`));
    const list = el("ul", "problems");
    for (const problem of app.problems) {
      const item = el("li", "problem");
      item.append(el("span", "problem-text", problem.message || problem.code));
      if (problem.rule) item.append(el("span", "rule", ruleText(problem.rule)));
      if (problem.path) item.append(el("code", "problem-path", problem.path));
      list.append(item);
    }
    nodes.push(list);
  } else {
    box.classList.add("good");
    const nameOf = names();
    const deaths = [...previewDeaths()].map(nameOf);
    nodes.push(el("p", "verdict-title", "✓ The engine accepts this board."));
    if (app.preview && app.preview.ok) {
      const parts = [];
      if (deaths.length) parts.push(`${listText(deaths)} would ${deaths.length === 1 ? "leave" : "leave"} the battlefield`);
      for (const [id, p] of Object.entries(app.preview.final.players || {})) {
        const start = (app.scenario.players.find((x) => x.id === id) || {});
        if (p.life !== undefined && p.life !== (start.life ?? 20)) parts.push(`${nameOf(id)} would go to ${p.life} life`);
        if (p.poison && p.poison !== (start.poison ?? 0)) parts.push(`${nameOf(id)} would have ${p.poison} poison`);
        if (p.points !== undefined && p.points !== (start.points ?? 0)) parts.push(`${nameOf(id)} would have ${p.points} point${p.points === 1 ? "" : "s"}`);
        if (p.lost) parts.push(`${nameOf(id)} would lose the game`);
      }
      nodes.push(el("p", "preview-note", parts.length ? `Preview if resolved now: ${parts.join("; ")}.` : "Preview if resolved now: nothing dies and no life changes."));
    }
  }
  box.replaceChildren(...nodes);
}

function listText(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function renderRefusal() {
  if (!app.refusal) {
    els.refusal.hidden = true;
    els.refusal.replaceChildren();
    return;
  }
  const { problem, what } = app.refusal;
  els.refusal.hidden = false;
  const nodes = [el("p", "refusal-title", `Refused: ${what}`)];
  const line = el("p", "refusal-reason");
  line.append(el("span", null, problem.message || problem.code));
  if (problem.rule) line.append(el("span", "rule", ruleText(problem.rule)));
  nodes.push(line);
  els.refusal.replaceChildren(...nodes);
}

// ------------------------------------------------------------------ declarations

function isPlayer(id) {
  return app.scenario.players.some((p) => p.id === id);
}

function permanent(id, scenario = app.scenario) {
  return scenario.permanents.find((p) => p.id === id) || null;
}

/** Keep the damage assignment order and explicit divisions in step with a changed block. */
function tidyAfterBlock(next, attackerIds, blockerId) {
  if (next.assignments) {
    next.assignments = next.assignments.filter((a) => !attackerIds.includes(a.source) && a.source !== blockerId);
    if (!next.assignments.length) delete next.assignments;
  }
  if (next.damage_assignment_order) {
    const orders = next.damage_assignment_order;
    for (const attacker of Object.keys(orders)) {
      const blockers = (next.blockers || []).filter((b) => (b.blocks || []).includes(attacker)).map((b) => b.id);
      const blocker = (next.blockers || []).find((b) => b.id === attacker);
      if (blocker) {
        orders[attacker] = orders[attacker].filter((id) => blocker.blocks.includes(id));
        for (const id of blocker.blocks) if (!orders[attacker].includes(id)) orders[attacker].push(id);
      } else if (permanent(attacker, next)) {
        orders[attacker] = orders[attacker].filter((id) => blockers.includes(id));
        for (const id of blockers) if (!orders[attacker].includes(id)) orders[attacker].push(id);
      }
      if (orders[attacker].length < 2) delete orders[attacker];
    }
    if (!Object.keys(orders).length) delete next.damage_assignment_order;
  }
  return next;
}

/** The engine's refusal of a tentative board: a new illegal-attack/illegal-block problem, or null. */
async function refusalOf(next) {
  const before = new Set((app.problems || []).map((p) => `${p.code}|${p.path}|${p.message}`));
  const problems = asProblems(await CombatLab.validate(next));
  return problems.find(
    (p) => ["illegal-attack", "illegal-block", "not-in-ruleset"].includes(p.code) && !before.has(`${p.code}|${p.path}|${p.message}`),
  ) || null;
}

/** Whether a player attacks this combat: the active player, or (Two-Headed Giant, 805.10a) their teammate. */
function onAttackingSide(player) {
  const s = app.scenario;
  if (player === s.active_player) return true;
  if (s.variant !== "two-headed-giant") return false;
  const teamOf = (id) => ((s.players || []).find((p) => p && p.id === id) || {}).team;
  return teamOf(player) !== undefined && teamOf(player) === teamOf(s.active_player);
}

async function declare({ mode, from, to }) {
  const nameOf = names();
  const info = rulesetInfo();
  if (app.phase !== 0) goToPhase(0);
  if (info && !info.declares) {
    announce(`${info.title}: the engine decides who attacks and who blocks.`);
    app.refusal = { problem: { message: `${info.title} has no declared attackers or blockers: the engine decides them.` }, what: "declarations", ids: [] };
    renderRefusal();
    return;
  }
  const source = permanent(from);
  if (!source) {
    announce("Only a card can attack or block.");
    return;
  }
  let kind = mode;
  // A drag attacks with a creature of the attacking side (the engine's options list those: 805.10a's team
  // too), else blocks; until the engine has answered, by the scenario's active player.
  const options = currentOptions();
  const attacking = options && options.ok ? (options.attacks || []).some((a) => a.id === from) : onAttackingSide(source.controller);
  if (mode === "drag") kind = attacking ? "attack" : "block";
  const base = clone(app.scenario);
  const candidates = [];
  let what;
  if (kind === "attack") {
    what = `${nameOf(from)} attacking ${nameOf(to)}`;
    const next = clone(base);
    const attackers = (next.attackers || []).filter((a) => a.id !== from);
    const previous = (base.attackers || []).find((a) => a.id === from);
    attackers.push({ ...(previous || {}), id: from, target: to });
    next.attackers = attackers;
    // A creature that attacks no longer blocks.
    if (next.blockers) {
      next.blockers = next.blockers.filter((b) => b.id !== from);
      if (!next.blockers.length) delete next.blockers;
    }
    if (next.assignments) {
      next.assignments = next.assignments.filter((a) => a.source !== from);
      if (!next.assignments.length) delete next.assignments;
    }
    candidates.push({ next, label: `${nameOf(from)} attacks ${nameOf(to)}`, said: `${nameOf(from)} attacks ${nameOf(to)}.` });
  } else {
    what = `${nameOf(from)} blocking ${nameOf(to)}`;
    const existing = (base.blockers || []).find((b) => b.id === from);
    if (existing && (existing.blocks || []).includes(to)) {
      announce(`${nameOf(from)} already blocks ${nameOf(to)}.`);
      return;
    }
    const add = clone(base);
    add.blockers = (add.blockers || []).filter((b) => b.id !== from);
    add.blockers.push({ id: from, blocks: [...((existing && existing.blocks) || []), to] });
    add.attackers = (add.attackers || []).filter((a) => a.id !== from);
    if (!add.attackers.length) delete add.attackers;
    candidates.push({ next: tidyAfterBlock(add, [to, ...((existing && existing.blocks) || [])], from), label: `${nameOf(from)} blocks ${nameOf(to)}`, said: `${nameOf(from)} blocks ${nameOf(to)}.` });
    if (existing && existing.blocks.length) {
      // If it cannot block one more, perhaps it switches: the engine judges both.
      const swap = clone(base);
      swap.blockers = swap.blockers.map((b) => (b.id === from ? { ...b, blocks: [to] } : b));
      candidates.push({
        next: tidyAfterBlock(swap, [to, ...existing.blocks], from),
        label: `${nameOf(from)} blocks ${nameOf(to)} instead`,
        said: `${nameOf(from)} now blocks ${nameOf(to)} instead of ${existing.blocks.map(nameOf).join(" and ")}.`,
      });
    }
  }
  if (!app.engineReady) {
    els.verdict.className = "verdict-box waiting";
    els.verdict.replaceChildren(el("p", null, `Waiting for the engine to check ${what}…`));
    announce(`The engine is still loading; ${what} is checked as soon as it is ready.`);
  }
  const seq = app.seq;
  // The first refusal's reason (the plain attempt, not the switch) is the one shown.
  let refusal = null;
  try {
    await engine();
    for (const candidate of candidates) {
      const answer = await refusalOf(candidate.next);
      if (seq !== app.seq) return;
      if (!answer) {
        commit(candidate.next, candidate.label);
        announce(candidate.said);
        return;
      }
      refusal = refusal || answer;
    }
  } catch (error) {
    refusal = { message: `The engine is not available: ${error.message}` };
  }
  app.refusal = { problem: refusal, what, ids: [from] };
  renderRefusal();
  drawBoard();
  announce(`Refused: ${what}. ${refusal.message}${refusal.rule ? ` (${ruleText(refusal.rule)})` : ""}`);
}

function undeclare(id) {
  const nameOf = names();
  const s = clone(app.scenario);
  const wasAttacking = (s.attackers || []).some((a) => a.id === id);
  const wasBlocking = (s.blockers || []).some((b) => b.id === id);
  if (!wasAttacking && !wasBlocking) {
    announce(`${nameOf(id)} is neither attacking nor blocking.`);
    return;
  }
  const touched = [id];
  if (s.attackers) s.attackers = s.attackers.filter((a) => a.id !== id);
  if (s.blockers) {
    const mine = s.blockers.find((b) => b.id === id);
    if (mine) touched.push(...mine.blocks);
    s.blockers = s.blockers.filter((b) => b.id !== id);
    for (const b of s.blockers) {
      if ((b.blocks || []).includes(id)) touched.push(b.id);
      b.blocks = (b.blocks || []).filter((x) => x !== id);
    }
    s.blockers = s.blockers.filter((b) => b.blocks.length);
  }
  for (const key of ["attackers", "blockers"]) if (s[key] && !s[key].length) delete s[key];
  tidyAfterBlock(s, touched, id);
  commit(s, `take back ${nameOf(id)}'s ${wasAttacking ? "attack" : "block"}`);
  announce(`${nameOf(id)} no longer ${wasAttacking ? "attacks" : "blocks"}.`);
}

function clearCombat() {
  const s = clone(app.scenario);
  for (const key of ["attackers", "blockers", "damage_assignment_order", "assignments", "trigger_order"]) delete s[key];
  commit(s, "clear the declarations");
  announce("All declarations cleared.");
}

board.on("declare", (request) => {
  declare(request);
});
board.on("undeclare", ({ id }) => undeclare(id));
// How the board was last used: a click on a card opens its editor beside the board with the focus in it
// (pointerup: a press focuses the canvas, which picks its first card, and that is no click); arrow keys
// only pick the card (an open editor follows); E (or Enter, or a double click) opens it.
let boardInput = null;
for (const [type, how] of [["pointerup", () => "pointer"], ["keydown", (event) => event.key]]) {
  els.canvas.addEventListener(type, (event) => { boardInput = how(event); }, true); // before the board's own
  els.canvas.addEventListener(type, () => { boardInput = null; }); // after it: a script's board.focus() is no click
}
board.on("select", ({ id }) => {
  const how = boardInput;
  if (!permanent(id)) return;
  setupForm.select(id);
  if (how === "pointer") editorPanel.open({ from: els.canvas, card: () => board.cardRect(id) });
});
board.on("activate", ({ id }) => {
  const how = boardInput;
  if (permanent(id)) {
    setupForm.select(id);
    editorPanel.open({ from: els.canvas, card: () => board.cardRect(id) });
  } else if (isPlayer(id) && how !== "Enter") {
    // E on a player's bar: that player's own fields in the set-up (Enter leaves the focus on the board).
    const input = document.querySelector(`#setup .player-box[data-player="${CSS.escape(id)}"] input`);
    if (input) input.focus();
  } else if (isPlayer(id)) announce(`${id}. Press E to edit ${id}'s fields in the set-up.`);
});
board.on("announce", announce);

// ------------------------------------------------------------------ step by step

function stopPlayback() {
  if (app.playing) board.skip();
  app.playing = false;
  document.body.dataset.playback = "idle";
}

/** Events turned into pictures between two pauses that let the page answer clicks. */
const FRAMES_PER_SLICE = 100;
/** A step with more events than this is not animated event by event (it jumps to its end). */
const MAX_ANIMATED_EVENTS = 300;

/** Resolve the board (once per board) and prepare its steps; null when the engine refuses it. */
async function ensureResult() {
  if (app.result && app.resultSeq === app.seq) return app.result.ok ? app.result : null;
  flushJson();
  const seq = app.seq;
  els.stepLabel.textContent = app.engineReady ? "Resolving…" : "Waiting for the engine to load…";
  let result;
  try {
    await engine();
    if (seq !== app.seq) return null;
    result = await CombatLab.resolve(app.scenario, { signal: app.calls.signal });
  } catch (error) {
    result = { ok: false, error: { code: "engine unavailable", message: error.message } };
  }
  if (seq !== app.seq || result.cancelled) return null;
  if (!result.ok) {
    app.result = result;
    app.resultSeq = seq;
    renderLogError(result.error || {});
    renderPlayback();
    return null;
  }
  const nameOf = names();
  const facts = rulesetFacts(app.scenario.ruleset);
  const phases = phasesOf(result, nameOf);
  let display = initialDisplay(app.scenario);
  const displays = [cloneDisplay(display)];
  const allFrames = [[]];
  // A picture per event: thousands of events are drawn in slices, so the page answers in between.
  let work = 0;
  for (const [index, phase] of phases.entries()) {
    if (facts.oneAttackStep(phase.name)) {
      display.combat = { attacks: {}, blocks: {} };
    }
    const frames = [];
    // A step of more events than anyone watches one by one is shown at its end, without a picture each.
    const animated = phase.events.length <= MAX_ANIMATED_EVENTS;
    for (const ev of phase.events) {
      applyEvent(display, ev);
      if (animated) frames.push({ event: ev, display: cloneDisplay(display) });
      if (++work % FRAMES_PER_SLICE === 0) {
        await new Promise((resume) => setTimeout(resume, 0));
        if (seq !== app.seq) return null;
      }
    }
    if (index === phases.length - 1) {
      applyFinal(display, result.final);
      if (frames.length) frames[frames.length - 1].display = cloneDisplay(display);
    }
    allFrames.push(frames);
    displays.push(cloneDisplay(display));
  }
  if (!phases.length) {
    applyFinal(display, result.final);
    displays[0] = cloneDisplay(display);
  }
  app.result = result;
  app.resultSeq = seq;
  app.phases = phases;
  app.displays = displays;
  app.frames = allFrames;
  renderLog(app.phases, nameOf, { before: els.logBefore, damage: els.result });
  renderFinal(result);
  els.resultBadge.hidden = false;
  els.resultBadge.textContent = `resolved · ${result.ruleset}`;
  els.resultBadge.className = "badge badge-ok";
  renderStepTrack();
  return result;
}

async function goToPhase(index, { animate = false } = {}) {
  const last = app.phases.length;
  const target = Math.max(0, Math.min(index, last));
  stopPlayback();
  if (animate && target === app.phase + 1 && app.frames[target] && app.frames[target].length) {
    app.playing = true;
    document.body.dataset.playback = "playing";
    const from = app.phase;
    app.phase = target;
    highlight();
    renderPlayback();
    const frames = app.frames[target].map((f) => ({ event: f.event, view: viewFor(f.display, { setup: false }) }));
    // Start from the previous step's picture.
    board.set(viewFor(app.displays[from], { setup: from === 0 }));
    const finished = await board.play(frames);
    if (!finished || app.phase !== target) return;
    app.playing = false;
    document.body.dataset.playback = "idle";
  } else {
    app.phase = target;
    highlight();
    renderPlayback();
  }
  drawBoard();
  // The final state is shown once the combat is over, not while stepping towards it.
  els.final.hidden = !(app.phase === last && last > 0);
}

function highlight() {
  highlightPhase([els.logBefore, els.result], app.phase);
  revealCurrentStep($("log-scroll"));
  for (const item of els.stepTrack.children) {
    const n = Number(item.dataset.phase);
    item.classList.toggle("current", n === app.phase);
    item.classList.toggle("done", n < app.phase);
    if (n === app.phase) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
}

function renderStepTrack() {
  const items = [];
  const setup = el("li", "track-item", "Set-up");
  setup.dataset.phase = "0";
  items.push(setup);
  app.phases.forEach((phase, index) => {
    const item = el("li", "track-item", phase.title);
    item.dataset.phase = String(index + 1);
    items.push(item);
  });
  els.stepTrack.replaceChildren(...items);
  highlight();
}

function renderPlayback() {
  const resolved = app.result && app.resultSeq === app.seq && app.result.ok;
  const last = resolved ? app.phases.length : 0;
  els.stepReset.disabled = app.phase === 0;
  els.stepBack.disabled = app.phase === 0;
  els.stepNext.disabled = resolved && app.phase >= last;
  els.resolve.disabled = resolved && app.phase >= last && last > 0;
  els.play.disabled = resolved && app.phase >= last;
  if (!resolved) {
    els.stepLabel.textContent = "Set-up";
    if (app.result && app.resultSeq === app.seq && !app.result.ok) els.stepLabel.textContent = "Refused by the engine";
    els.stepTrack.replaceChildren();
    return;
  }
  if (app.phase === 0) els.stepLabel.textContent = "Set-up";
  else {
    const phase = app.phases[app.phase - 1];
    els.stepLabel.textContent = `Step ${app.phase} of ${last}: ${phase.title}${app.phase === last ? " — end of combat" : ""}`;
  }
}

function renderLogPlaceholder() {
  els.logBefore.replaceChildren();
  els.result.replaceChildren(
    el("p", "placeholder", "Press Next step or Resolve all: every event of the combat appears here as a sentence, with the rule that decides it."),
  );
  els.final.replaceChildren();
  els.final.hidden = true;
  els.resultBadge.hidden = true;
  els.stepTrack.replaceChildren();
}

function renderLogError(error) {
  els.logBefore.replaceChildren();
  const box = el("div", "error-box");
  box.setAttribute("role", "alert");
  box.append(el("p", "error-title", "The engine refused this combat"));
  box.append(el("p", "error-message", error.message || ""));
  const meta = el("dl", "error-meta");
  for (const [key, label] of [["rule", "rule"], ["path", "where"], ["code", "code"]]) {
    if (error[key]) {
      meta.append(el("dt", null, label));
      meta.append(el("dd", key === "rule" ? null : "error-code", error[key]));
    }
  }
  if (meta.children.length) box.append(meta);
  els.result.replaceChildren(box);
  els.final.replaceChildren();
  els.resultBadge.hidden = false;
  els.resultBadge.textContent = "Refused";
  els.resultBadge.className = "badge badge-error";
}

function renderFinal(result) {
  const nameOf = names();
  const final = result.final || {};
  const nodes = [el("h3", null, "After combat")];
  const list = el("ul", "final-list");
  for (const player of app.scenario.players) {
    const end = (final.players || {})[player.id] || {};
    const parts = [];
    if (end.points !== undefined) parts.push(`${end.points} point${end.points === 1 ? "" : "s"} (was ${player.points ?? 0})`);
    if (end.life !== undefined) parts.push(`life ${player.life ?? 20} → ${end.life}`);
    if (end.poison) parts.push(`poison ${player.poison ?? 0} → ${end.poison}`);
    if (end.lost) parts.push("lost the game");
    const item = el("li", `final-player${end.lost ? " lost" : ""}`);
    item.append(el("strong", null, `${player.id}: `), el("span", null, parts.join(", ")));
    list.append(item);
  }
  for (const [id, p] of Object.entries(final.permanents || {})) {
    const item = el("li", p.zone === "battlefield" ? "final-survivor" : "final-dead");
    let text;
    if (p.zone !== "battlefield") text = `went to the ${p.zone}`;
    else {
      const bits = ["survives"];
      if (p.damage) bits.push(`${p.damage} damage marked`);
      if (p.loyalty !== undefined) bits.push(`loyalty ${p.loyalty}`);
      if (p.defense !== undefined) bits.push(`defense ${p.defense}`);
      if (p.power !== undefined) bits.push(`${p.power}/${p.toughness}`);
      if (p.might !== undefined) bits.push(`Might ${p.might}`);
      text = bits.join(", ");
    }
    item.append(el("strong", null, `${nameOf(id)}: `), el("span", null, text));
    list.append(item);
  }
  nodes.push(list);
  if (final.winner) nodes.push(el("p", "winner", final.winner === "draw" ? "The game is a draw." : `${nameOf(final.winner)} wins the game.`));
  if (final.battlefield) {
    const bf = final.battlefield;
    nodes.push(el("p", "winner", `Battlefield ${bf.id}: ${bf.controller ? `held by ${bf.controller}` : "uncontrolled"}${bf.conquered ? " (conquered)" : ""}.`));
  }
  els.final.replaceChildren(...nodes);
}

async function nextStep() {
  const result = await ensureResult();
  if (!result) {
    announce("The engine refuses this board; see the event log for why.");
    return;
  }
  if (app.phase >= app.phases.length) return;
  await goToPhase(app.phase + 1, { animate: true });
  announce(els.stepLabel.textContent);
}

async function previousStep() {
  if (app.phase === 0) return;
  await goToPhase(app.phase - 1);
  announce(els.stepLabel.textContent);
}

async function resolveAll() {
  const result = await ensureResult();
  if (!result) {
    announce("The engine refuses this board; see the event log for why.");
    return;
  }
  await goToPhase(app.phases.length);
  announce(`${els.stepLabel.textContent}. ${els.final.textContent}`);
}

async function playAll() {
  const result = await ensureResult();
  if (!result) return;
  if (app.phase >= app.phases.length) await goToPhase(0);
  while (app.phase < app.phases.length) {
    const before = app.phase;
    await goToPhase(app.phase + 1, { animate: true });
    if (app.phase !== before + 1 || !app.result) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

els.stepNext.addEventListener("click", nextStep);
els.stepBack.addEventListener("click", previousStep);
els.stepReset.addEventListener("click", () => goToPhase(0));
els.resolve.addEventListener("click", resolveAll);
els.play.addEventListener("click", playAll);

// ------------------------------------------------------------------ compare

els.compareRun.addEventListener("click", async () => {
  flushJson();
  const seq = app.seq;
  els.compare.classList.remove("stale");
  els.compare.replaceChildren(el("p", "note", app.engineReady ? "Comparing…" : "Waiting for the engine to load…"));
  let answer;
  try {
    await engine();
    answer = await CombatLab.compare(app.scenario, null, { signal: app.calls.signal });
  } catch (error) {
    answer = { ok: false, error: { code: "engine unavailable", message: error.message } };
  }
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

// ------------------------------------------------------------------ scenario JSON text

let jsonDirty = false;
let jsonTimer = 0;

function renderJson() {
  if (jsonDirty && document.activeElement === els.json) return;
  els.json.value = JSON.stringify(app.scenario, null, 2);
  jsonDirty = false;
}

/** Apply the JSON text if it changed and parses; returns false when it does not parse. */
function flushJson() {
  clearTimeout(jsonTimer);
  if (!jsonDirty) return true;
  let next;
  try {
    next = parseScenarioText(els.json.value);
    const why = undrawable(next);
    if (why) throw new ScenarioUrlError(`Not applied: the board cannot be drawn because ${why}.`);
  } catch (error) {
    els.jsonStatus.textContent = error.message;
    els.jsonStatus.className = "json-status bad";
    return false;
  }
  jsonDirty = false;
  els.jsonStatus.textContent = "Applied to the board.";
  els.jsonStatus.className = "json-status good";
  commit(next, "edit the JSON");
  return true;
}

els.json.addEventListener("input", () => {
  jsonDirty = true;
  clearTimeout(jsonTimer);
  jsonTimer = setTimeout(() => {
    if (!flushJson()) jsonDirty = true;
  }, 600);
});
els.json.addEventListener("blur", () => {
  if (flushJson()) renderJson();
});

// ------------------------------------------------------------------ share, import, export

// The board in this browser (localStorage): saved on every change and when the page is hidden, so
// that a reload, even right after an edit or an import, shows it again. `hash` is the address the
// board was saved under: a reload at that address shows the saved board (newer than the link, whose
// update waits a moment), another link shows that link's board.
const SAVED_BOARD = "combat-lab:board";

function saveBoard() {
  if (!app.scenario) return;
  try {
    localStorage.setItem(SAVED_BOARD, JSON.stringify({ hash: location.hash, scenario: app.scenario }));
  } catch {
    // Storage full or disabled (private mode): the link still carries the board.
  }
}

function savedBoard() {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_BOARD) || "null");
    if (!saved || typeof saved.hash !== "string") return null;
    const scenario = parseScenarioText(JSON.stringify(saved.scenario));
    return undrawable(scenario) ? null : { hash: saved.hash, scenario };
  } catch {
    return null;
  }
}

window.addEventListener("pagehide", () => {
  flushJson();
  saveBoard();
});

let hashTimer = 0;
let tooLongNoted = false;
function scheduleHash() {
  if (!app.hashSynced) return;
  clearTimeout(hashTimer);
  hashTimer = setTimeout(syncHash, 250);
}

/** The address follows the board; a board too large for a link is said so now, not when reopened. */
async function syncHash() {
  const scenario = app.scenario;
  const hash = await compactHashFor(scenario);
  if (scenario !== app.scenario) return;
  if (hash.length - 3 > MAX_ENCODED_LENGTH) {
    if (!tooLongNoted) {
      showBanner(tooLongForLink(hash));
      tooLongNoted = true;
    }
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  } else {
    tooLongNoted = false;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }
  saveBoard();
}

function tooLongForLink(hash) {
  return `This board is too large for a share link (${(hash.length - 3).toLocaleString("en")} characters; at most ` +
    `${MAX_ENCODED_LENGTH.toLocaleString("en")}). It is kept in this browser; use Export to share it as a file.`;
}

async function shareUrl() {
  const url = new URL(location.href);
  url.hash = (await compactHashFor(app.scenario)).slice(1);
  return url.href;
}

els.share.addEventListener("click", async () => {
  flushJson();
  app.hashSynced = true;
  els.shareUrl.value = ""; // until the link of this board is ready (compressing takes a moment)
  const url = await shareUrl();
  if (new URL(url).hash.length - 3 > MAX_ENCODED_LENGTH) {
    els.shareBox.hidden = false;
    els.shareUrl.value = "";
    els.shareStatus.textContent = tooLongForLink(new URL(url).hash);
    announce(els.shareStatus.textContent);
    return;
  }
  history.replaceState(null, "", new URL(url).hash);
  saveBoard();
  els.shareBox.hidden = false;
  els.shareUrl.value = url;
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch {
    copied = false;
  }
  els.shareStatus.textContent = copied ? "Copied to the clipboard." : "Select the link and copy it.";
  els.shareUrl.focus();
  els.shareUrl.select();
  announce(copied ? "Share link copied to the clipboard." : "Share link ready: it is selected, copy it.");
});

// The Embed box: the snippets for the board (element, iframe, MediaWiki wikitext), from embed-snippets.js (loaded on first use).
const embedButton = $("embed");
const embedBox = $("embed-box");
async function renderEmbed() {
  if (embedBox.hidden) return;
  const status = $("embed-status");
  try {
    const { widgetSnippet, iframeSnippet, wikitextSnippet } = await import("../core/embed-snippets.js");
    const options = { mode: "step" };
    $("embed-widget").value = widgetSnippet(app.scenario, options);
    $("embed-iframe").value = iframeSnippet(app.scenario, options);
    $("embed-wikitext").value = wikitextSnippet(app.scenario, options);
    status.textContent = "The snippets carry the whole board; they follow every edit.";
  } catch (error) {
    status.textContent = `No snippet for this board: ${error.reason || error.message}`;
  }
}
embedButton.addEventListener("click", () => {
  flushJson();
  embedBox.hidden = !embedBox.hidden;
  embedButton.setAttribute("aria-expanded", String(!embedBox.hidden));
  if (!embedBox.hidden) {
    renderEmbed().then(() => {
      const box = $("embed-widget");
      box.focus();
      box.setSelectionRange(0, 0);
      box.scrollTop = 0;
    });
  }
});

/** Load a scenario from outside (example, file, link) as one undoable edit. */
function loadScenario(scenario, label, { example = null } = {}) {
  app.example = example;
  if (!app.history) {
    app.history = createHistory(scenario);
    setScenario(scenario);
    return;
  }
  app.history.push(scenario, label);
  setScenario(scenario);
  if (app.hashSynced) scheduleHash();
}

async function loadFromHash({ initial = false } = {}) {
  let scenario;
  try {
    scenario = await scenarioFromAnyHash(location.hash);
    const why = scenario && undrawable(scenario);
    if (why) throw new ScenarioUrlError(`the board cannot be drawn because ${why}.`);
  } catch (error) {
    const reason = error instanceof ScenarioUrlError ? error.reason : error.message;
    const instead = initial ? (savedBoard() ? "your last board" : "an example") : "the board as it was";
    showBanner(`This share link could not be opened: ${reason} The page shows ${instead} instead.`);
    return initial ? null : undefined;
  }
  if (!scenario) return null;
  if (!initial && app.scenario && JSON.stringify(scenario) === JSON.stringify(app.scenario)) return scenario;
  app.hashSynced = true;
  loadScenario(scenario, "open a share link");
  els.example.value = "";
  announce("Board loaded from the link.");
  return scenario;
}

window.addEventListener("hashchange", () => loadFromHash());

els.exportButton.addEventListener("click", () => {
  flushJson();
  const text = `${JSON.stringify(app.scenario, null, 2)}\n`;
  const blob = new Blob([text], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  const base = String(app.scenario.title || app.example || app.scenario.ruleset || "scenario")
    .toLowerCase().replace(/\.json$/, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "scenario";
  link.href = url;
  link.download = `combat-lab-${base}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  announce(`Exported ${link.download}.`);
});

async function importChosenFile() {
  const file = els.importFile.files && els.importFile.files[0];
  if (!file) return;
  try {
    if (file.size > 1_000_000) throw new ScenarioUrlError(`This file is too large (${file.size.toLocaleString("en")} bytes).`);
    const scenario = parseScenarioText(await file.text());
    const why = undrawable(scenario);
    if (why) throw new ScenarioUrlError(`the board cannot be drawn because ${why}.`);
    els.banner.hidden = true;
    loadScenario(scenario, `import ${file.name}`);
    els.example.value = "";
    announce(`Imported ${file.name}.`);
  } catch (error) {
    showBanner(`${file.name} could not be imported: ${error.reason || error.message}`);
  } finally {
    els.importFile.value = "";
  }
}
els.importFile.addEventListener("change", importChosenFile);
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
  try {
    scenario = await exampleScenario(file);
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
els.reset.addEventListener("click", () => {
  const file = app.example || (app.examples[0] && app.examples[0].file);
  if (file) loadExample(file);
});

els.ruleset.addEventListener("change", async () => {
  const ruleset = els.ruleset.value;
  const before = app.scenario;
  const checked = document.body.dataset.checked;
  const seq = app.seq;
  delete document.body.dataset.checked; // the board is about to change: not checked until it has
  const titleOf = (id) => (rulesetInfo(id) ? rulesetInfo(id).title : id);
  await engine().catch(() => null);
  const answer = await convertBoard(CombatLab, before, ruleset);
  if (app.scenario !== before) return; // the board changed while the engine answered
  if (!answer.ok) {
    els.ruleset.value = before.ruleset;
    if (checked !== undefined) document.body.dataset.checked = checked;
    switchNotice.refused({ from: titleOf(before.ruleset), to: titleOf(ruleset), error: answer.error, key: noticeKey(before, app.example) });
    announce(`The board can't move to ${ruleset}: ${answer.error.message}. It stays under ${before.ruleset}.`);
    return;
  }
  commit(answer.scenario, `switch to ${ruleset}`);
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
  try {
    const answer = await CombatLab.rulesets();
    app.rulesets = (answer && Array.isArray(answer.rulesets) ? answer.rulesets : []).filter((r) => r && r.id);
    rememberRulesets(app.rulesets);
  } catch (error) {
    console.warn("Combat Lab: could not list the rulesets", error);
  }
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

async function start() {
  document.body.dataset.playback = "idle";
  const examples = loadExamples();
  // The playground needs the engine at once (widgets on other pages start it lazily).
  const ready = typeof CombatLab.start === "function" ? CombatLab.start() : CombatLab.ready;
  ready.then(onEngineReady, onEngineFailed);
  await examples;
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
  problemText,
});

start();
