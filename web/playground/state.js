// The playground's state: one object, `app`, which the DOM and the board are drawn from; what it
// says about the board (names, the engine's last answers about it); and the changes of the board.
// Every edit builds a new scenario and goes through commit(): it is pushed on the undo history,
// drawn, and checked by the engine in the background (one check call: its problems, options and the
// resolved combat, whose deaths are marked on the board).
//
// A change of the board sets going parts of the page that import this module (saving and sharing
// it, playback, drawing, the engine's check): app.js connects them with connectState().

import { withCards } from "../core/card-faces.js";
import { nameMap } from "../core/view.js";
import { announce } from "./elements.js";
import { createHistory } from "./history.js";

/** Everything the page knows; the DOM and the board are drawn from it. */
export const app = {
  scenario: null, // the board being edited: a scenario in the JSON contract (replaced on every edit, never mutated)
  history: null, // undo/redo snapshots (history.js)
  examples: [], // [{file, title, description, ruleset}] from examples/index.json; an example's board is fetched when loaded
  example: null, // file name of the example the board started from (for Reset)
  rulesets: [], // the engine's ruleset descriptions (keywords, types, moments); [] until it answers
  engineReady: false, // CombatLab.ready resolved
  engineError: null, // Error when the engine failed to load
  seq: 0, // bumped on every scenario change: answers for an older board are dropped
  problems: null, // the engine's validate answer for the board (null: not checked yet)
  preview: null, // the result of the engine's check of the board (as resolve gives it): the preview, and what Play steps through
  previewSeq: -1, // seq of the board `preview` belongs to
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
  stamps: [], // stored answers that came with boards (an example's examples/<name>.answer.json), unchecked
  storedSeq: -1, // seq of the board answered by a stored answer (the engine's, computed ahead), before the engine ran
  wantEngine: () => {}, // starts the engine if it is not started yet (app.js)
  divisionNote: null, // {seq, text}: the damage divisions the edit that made board `seq` dropped as stale (panels.js)
  cards: {}, // the engine's check answer's `cards`: the card each permanent names, by id (card-faces.js)
};

/** Whether the board shown has the engine's answer: from the engine now, or stored for this very board. */
export function answered() {
  return app.engineReady || app.storedSeq === app.seq;
}

// A board when the examples can't be read; its ruleset is the engine's first, once the engine answers.
export const FALLBACK = {
  format: 1,
  players: [{ id: "alice" }, { id: "bob" }], // life: the engine's starting life
  active_player: "alice",
  permanents: [],
};

export function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

export function rulesetInfo(id = app.scenario && app.scenario.ruleset) {
  return app.rulesets.find((r) => r.id === id) || null;
}

export function names() {
  return nameMap(shownScenario());
}

let shownFor = { scenario: null, cards: null, shown: null };
/** The board as drawn: its cards by name with the fields the engine says they give (card-faces.js). */
export function shownScenario() {
  if (shownFor.scenario !== app.scenario || shownFor.cards !== app.cards) {
    shownFor = { scenario: app.scenario, cards: app.cards, shown: withCards(app.scenario, app.cards) };
  }
  return shownFor.shown;
}

/** Permanent ids that a problem's JSON path points at. */
export function idsOfPath(path, scenario) {
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
export function undrawable(s) {
  const ordinalWord = (i) => ["first", "second", "third"][i] || `number ${i + 1}`;
  const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const listOf = (v, ok) => Array.isArray(v) && v.every(ok);
  const withId = (v) => isObject(v) && typeof v.id === "string" && v.id.length > 0;
  if (!isObject(s)) return "a scenario is a JSON object";
  if (typeof s.ruleset !== "string") return "it names no ruleset (the board's ruleset field)";
  if (!listOf(s.players, withId) || !s.players.length) return "the board's players must be a list of players, each with an id";
  if (!listOf(s.permanents, withId)) return "the board's permanents must be a list of permanents, each with an id";
  for (const [i, p] of s.permanents.entries()) {
    for (const key of ["keywords", "colors", "protection", "types"]) {
      if (p[key] !== undefined && !Array.isArray(p[key])) return `the ${ordinalWord(i)} permanent's ${key} must be a list`;
    }
    if (p.counters !== undefined && !isObject(p.counters)) return `the ${ordinalWord(i)} permanent's counters must be an object`;
  }
  for (const key of ["attackers", "blockers", "assignments", "actions"]) {
    if (s[key] !== undefined && !listOf(s[key], isObject)) return `the board's ${key} must be a list of objects`;
  }
  if (s.blockers && !s.blockers.every((b) => Array.isArray(b.blocks))) return "every blocker needs a list of the attackers it blocks (its blocks field)";
  if (s.assignments && !s.assignments.every((a) => isObject(a.division))) return "every division needs a division object (its division field)";
  if (s.damage_assignment_order !== undefined && !(isObject(s.damage_assignment_order) && Object.values(s.damage_assignment_order).every(Array.isArray))) {
    return "the board's damage assignment order must map ids to lists";
  }
  if (s.battlefield !== undefined && !isObject(s.battlefield)) return "the board's battlefield must be an object";
  return null;
}

export function previewDeaths() {
  const dying = new Set();
  if (app.preview && app.preview.ok && app.preview.final) {
    for (const [id, p] of Object.entries(app.preview.final.permanents || {})) if (p.zone !== "battlefield") dying.add(id);
  }
  return dying;
}

export function previewSlots() {
  const result = app.result && app.resultSeq === app.seq ? app.result : app.preview;
  if (!result || !result.ok) return null;
  const slots = (result.before_damage || []).find((s) => s.name === "slots");
  return slots ? slots.slots : null;
}

/** The engine's options answer for the board on screen, or null while it is being asked (never an older board's). */
export function currentOptions() {
  return app.options && app.optionsSeq === app.seq && app.options.ok ? app.options : null;
}

/** An older options answer without its facts about the board (they may be wrong now); its ruleset's capabilities stay. */
export function withoutGame(answer) {
  return answer ? { capabilities: answer.capabilities, game: null } : null;
}

export function isPlayer(id) {
  return app.scenario.players.some((p) => p.id === id);
}

export function permanent(id, scenario = app.scenario) {
  return scenario.permanents.find((p) => p.id === id) || null;
}

// ------------------------------------------------------------------ changes of the board

/** The parts a board change sets going: {boardChanged (keep it in this browser, close the share box), stopPlayback, renderSoon, scheduleCheck, scheduleHash},
 * and the engine's play call (engine-calls.js playChoice) for the edits made here and in declarations.js. */
let page = null;

export function connectState(parts) {
  page = parts;
}

/** The board a choice makes, the engine's play answer (engine-calls.js playChoice, connected by app.js). */
export function play(choice) {
  return page.play(choice);
}

export function commit(next, label = "edit") {
  if (app.history.push(next, label)) {
    app.refusal = null;
    setScenario(next);
    app.hashSynced = true;
    page.scheduleHash();
  }
}

/** Show a scenario: reset the step-by-step view, redraw everything, ask the engine. */
export function setScenario(next, { keepRefusal = false } = {}) {
  app.scenario = next;
  app.seq += 1;
  // A newer board supersedes every engine call about the older one (a long one is stopped).
  if (app.calls) app.calls.abort();
  app.calls = new AbortController();
  page.boardChanged();
  app.problems = null;
  app.preview = null;
  if (!keepRefusal) app.refusal = null;
  page.stopPlayback();
  app.result = null;
  app.phases = [];
  app.displays = [];
  app.frames = [];
  app.phase = 0;
  page.renderSoon();
  page.scheduleCheck();
}

/** An edit's label as a sentence's end ("Grizzly Bears blocks Serra Angel."), for Undo and Redo to say. */
const labelled = (label) => (label ? `: ${label}${/[.!?]$/.test(label) ? "" : "."}` : ".");

export function undo() {
  const label = app.history.undoLabel();
  const previous = app.history.undo();
  if (!previous) return;
  setScenario(previous);
  page.scheduleHash();
  announce(`Undone${labelled(label)}${app.history.canUndo() ? "" : " Nothing more to undo."}`);
}

export function redo() {
  const label = app.history.redoLabel();
  const next = app.history.redo();
  if (!next) return;
  setScenario(next);
  page.scheduleHash();
  announce(`Redone${labelled(label)}`);
}

/** Load a scenario from outside (example, file, link) as one undoable edit. */
export function loadScenario(scenario, label, { example = null } = {}) {
  app.example = example;
  if (!app.history) {
    app.history = createHistory(scenario);
    setScenario(scenario);
    return;
  }
  app.history.push(scenario, label);
  setScenario(scenario);
  if (app.hashSynced) page.scheduleHash();
}
