// Combat Lab play mode (play.html): combat puzzles, games against the advisor,
// and Puzzle Quest's automatic battle. Every verdict, reply and event comes from
// the engine (CombatLab.call: check_puzzle, solve_puzzle, advise, resolve); the
// page only gathers choices and shows answers, always as text.
//
// Routes (the fragment): #puzzles (the list), #puzzle=<id>, #versus, #battle.
// Progress: localStorage "combatlab-play-v1" = {solved: {<id>: <ISO date>}}.
// For tests: window.CombatLabPlay = {state, board(), editor()}; body data-engine
// ("loading" | "ready" | "failed"), data-view, data-checked (a counter that goes
// up when a Check answer is on screen), data-hinted (likewise for hints).
//
// A puzzle's board is answered at first paint (issue 26): build.py ships the engine's check answer beside
// each puzzle (puzzles/<name>.answer.json: its options and result, stamped with the engine build and the
// board's hash), so the choices are offered before Python has loaded. The engine starts at once (its
// readers are here to play) or, when the connection asks to spare data, at the reader's first choice,
// Check or Hint; body data-engine is then "idle" until it is wanted.

import { CombatLab } from "../engine/combatlab.js";
import { rememberRuleset, rememberRulesets } from "../core/ruleset-facts.js";
import "../engine/sw-register.js";
import { el } from "../core/log.js";
import { createChoiceEditor, kindOf, playersOf } from "./play-choice.js";
import { createPlayBoard, playNameMap, renderResultLog } from "./play-board.js";
import { DIFFICULTY, choiceText, goalText } from "./play-text.js";
import { createVersus } from "./play-versus.js";
import { createBattle } from "./play-battle.js";
import { longCall } from "../engine/long-call.js";
import { explainRules } from "../core/rule-notes.js";
import { ENGINE_BUILD } from "../engine/build-id.js";
import { answerFor, readStamp, MAX_ANSWER_CHARS } from "../core/stored-answer.js";
import { sparesData } from "../engine/spare-data.js";
import { plainMessage } from "../core/widget-text.js";

const STORE = "combatlab-play-v1";
const $ = (id) => document.getElementById(id);

const state = {
  index: [], // [{id, title, ruleset, difficulty, side, file}]
  puzzles: new Map(), // id -> puzzle (loaded on demand)
  rulesets: new Map(), // id -> the engine's description
  current: null, // the open puzzle
  hintsShown: 0,
  checks: 0,
  hinted: 0,
};
let editor = null;
// Every rule chip explains itself on hover, focus and tap (a result log names its own ruleset).
explainRules(document, { ruleset: () => (state.current && state.current.ruleset) || null });
const puzzleBoard = createPlayBoard($("puzzle-board"), $("puzzle-board-text"), "Puzzle board");

export function announce(text) {
  const node = $("announcer");
  node.textContent = "";
  requestAnimationFrame(() => {
    node.textContent = text;
  });
}

// ------------------------------------------------------------------ engine

CombatLab.onProgress(({ stage, fraction, message }) => {
  if (stage === "failed") return;
  // The step in a span of its own: a phone's header shows the percentage only (play.css .engine-detail).
  if (document.body.dataset.engine !== "loading") return;
  $("engine-status").replaceChildren(`Loading the engine… ${Math.round((fraction || 0) * 100)}%`);
  if (message) $("engine-status").append(el("span", "engine-detail", ` ${message}`));
});
let engineStart = null;
/** The engine, started once, when the reader first wants it. */
function startEngine() {
  if (engineStart) return engineStart;
  document.body.dataset.engine = "loading";
  $("engine-status").textContent = "Loading the engine…";
  engineStart = CombatLab.start().then(async (info) => {
    const answer = await CombatLab.rulesets();
    for (const r of (answer && answer.rulesets) || []) state.rulesets.set(r.id, r);
    rememberRulesets((answer && answer.rulesets) || []);
    document.body.dataset.engine = "ready";
    $("engine-status").replaceChildren("Engine ready", el("span", "engine-version", ` (pyengine ${info.engineVersion})`));
    return info;
  }, (error) => {
    document.body.dataset.engine = "failed";
    $("engine-status").textContent = `The engine failed to load: ${error.message}`;
    throw error;
  });
  engineStart.catch(() => {});
  return engineStart;
}
/** The engine once it is ready; awaiting it (the games do) starts it. */
const engineReady = { then: (ok, failed) => startEngine().then(ok, failed), catch: (failed) => startEngine().catch(failed) };
// A puzzle's board carries the engine's stored answer (its options, checked ahead by the build), so reading
// play mode needs no Python: the engine starts at the reader's first choice, Check or hint, or when a game
// (versus, battle) begins, and not at load (issue 26).
document.body.dataset.engine = "idle";
$("engine-status").textContent = sparesData()
  ? "The engine loads at your first choice (saving data)."
  : "The engine loads at your first choice.";

// ------------------------------------------------------------------ progress

function loadProgress() {
  try {
    const data = JSON.parse(localStorage.getItem(STORE) || "{}");
    return data && typeof data.solved === "object" && data.solved ? data : { solved: {} };
  } catch {
    return { solved: {} };
  }
}

function markSolved(id) {
  const data = loadProgress();
  if (data.solved[id]) return;
  data.solved[id] = new Date().toISOString();
  try {
    localStorage.setItem(STORE, JSON.stringify(data));
  } catch {
    /* private mode: progress lasts for this visit only */
  }
}

// ------------------------------------------------------------------ puzzle list

/** play.html's inline copy of puzzles/index.json (build.py writes it, as data), or null. */
function inlineIndex() {
  const script = document.getElementById("puzzles-inline");
  if (!script) return null;
  try {
    const data = JSON.parse(script.textContent);
    return data && Array.isArray(data.puzzles) ? data : null;
  } catch {
    return null;
  }
}

async function loadIndex() {
  // The list comes with the page (issue 26: one round of requests fewer before a puzzle shows).
  let data = inlineIndex();
  if (!data) {
    const response = await fetch(new URL("puzzles/index.json", document.baseURI));
    if (!response.ok) throw new Error(`puzzles/index.json: HTTP ${response.status}`);
    data = await response.json();
  }
  state.index = (data.puzzles || []).slice(); // in the engine's order (build.py: pyengine.puzzles.catalogue_order)
  renderList();
}

function renderList() {
  const solved = loadProgress().solved;
  const items = state.index.map((entry) => {
    const item = el("li", "puzzle-item");
    const link = el("a", "puzzle-link");
    link.href = `#puzzle=${encodeURIComponent(entry.id)}`;
    link.dataset.id = entry.id;
    link.append(el("span", "puzzle-name", entry.title));
    const meta = el("span", "puzzle-tags");
    meta.append(el("span", `tag ruleset-${entry.ruleset}`, entry.ruleset));
    meta.append(el("span", `tag level-${entry.difficulty}`, DIFFICULTY[entry.difficulty] || String(entry.difficulty)));
    meta.append(el("span", "tag side", entry.side === "attacker" ? "attack" : "defend"));
    link.append(meta);
    const mark = el("span", solved[entry.id] ? "solved-mark done" : "solved-mark", solved[entry.id] ? "✓ solved" : "not solved yet");
    link.append(mark);
    item.append(link);
    return item;
  });
  $("puzzle-list").replaceChildren(...items);
  const count = state.index.filter((e) => solved[e.id]).length;
  $("progress-line").textContent = `${count} of ${state.index.length} solved.`;
}

// ------------------------------------------------------------------ one puzzle

async function getPuzzle(id) {
  if (state.puzzles.has(id)) return state.puzzles.get(id);
  const entry = state.index.find((e) => e.id === id);
  if (!entry) return null;
  const response = await fetch(new URL(`puzzles/${entry.file}`, document.baseURI));
  if (!response.ok) throw new Error(`${entry.file}: HTTP ${response.status}`);
  const puzzle = await response.json();
  state.puzzles.set(id, puzzle);
  return puzzle;
}

const stamps = new Map(); // puzzle id -> Promise of the engine's stored check answer for its board (or null)

/** The engine's check answer build.py stored beside a puzzle, if it is this build's and of this very board. */
function storedCheck(puzzle) {
  const entry = state.index.find((e) => e.id === puzzle.id);
  if (!entry || !ENGINE_BUILD) return Promise.resolve(null);
  if (!stamps.has(puzzle.id)) {
    const url = new URL(`puzzles/${entry.file.replace(/\.json$/, ".answer.json")}`, document.baseURI);
    stamps.set(puzzle.id, fetch(url).then(async (response) => {
      if (!response.ok) return null;
      const text = await response.text();
      return text.length > MAX_ANSWER_CHARS ? null : readStamp(text);
    }).catch(() => null));
  }
  return stamps.get(puzzle.id).then((stamp) => {
    const check = answerFor(stamp, puzzle.scenario, "check", ENGINE_BUILD);
    return check && check.options && check.options.ok === true ? check : null;
  });
}

/** The puzzle after `id` in the list's order that is not solved yet (from the start again), or null. */
function nextPuzzle(id) {
  const solved = loadProgress().solved;
  const at = state.index.findIndex((e) => e.id === id);
  const order = [...state.index.slice(at + 1), ...state.index.slice(0, Math.max(at, 0))];
  return order.find((e) => !solved[e.id] && e.id !== id) || null;
}

function shareUrl(id) {
  const url = new URL(document.location.href);
  url.hash = `puzzle=${encodeURIComponent(id)}`;
  return url.href;
}

async function openPuzzle(id) {
  const puzzle = await getPuzzle(id);
  if (!puzzle) {
    show("puzzles");
    announce(`There is no puzzle “${id}”.`);
    return;
  }
  state.current = puzzle;
  state.hintsShown = 0;
  show("puzzle");
  const nameOf = playNameMap(puzzle.scenario);
  const [me] = playersOf(puzzle);
  $("puzzle-title").textContent = puzzle.title;
  const solved = loadProgress().solved[puzzle.id];
  $("puzzle-meta").textContent = `${puzzle.ruleset} · ${DIFFICULTY[puzzle.difficulty] || ""} · you ${puzzle.side === "attacker" ? "attack" : "defend"}${me === "you" ? "" : ` as “${me}”`}${solved ? " · ✓ solved" : ""}`;
  $("puzzle-description").textContent = puzzle.description || "";
  $("puzzle-goal").textContent = puzzle.question ? `Question: ${puzzle.question}` : `Goal: ${goalText(puzzle.goal, nameOf, me)}.`;
  $("share-url").value = shareUrl(puzzle.id);
  $("verdict").replaceChildren();
  showBarVerdict(null);
  $("hints").replaceChildren();
  $("puzzle-log").replaceChildren(el("p", "placeholder", "Check your choice to see the engine's events, each with its rule."));
  document.title = `${puzzle.title} — Combat Lab`;
  puzzleBoard.board.skip();
  puzzleBoard.setViewer(me); // the player's own side at the bottom, also when defending
  puzzleBoard.show(puzzle.scenario);
  $("puzzle-controls").replaceChildren(el("p", "placeholder", "Waiting for the engine…"));
  // The board's options as the engine answered them ahead (no Python), else the engine's, once it is ready.
  const stored = await storedCheck(puzzle);
  if (!stored) await startEngine().catch(() => {});
  else rememberRuleset(stored.options.capabilities); // the ruleset's facts (slots, divisions…) with no engine
  if (state.current !== puzzle) return;
  const info = state.rulesets.get(puzzle.ruleset) || (stored && stored.options.capabilities);
  editor = createChoiceEditor($("puzzle-controls"), {
    puzzle,
    orders: Boolean(info && info.damage_assignment_order),
    // (the editor asks the options of the puzzle's own board, the one the stored answer was checked against)
    options: (scenario) => (stored && scenario === puzzle.scenario
      ? Promise.resolve(stored.options) : startEngine().then(() => CombatLab.call("options", scenario))),
    onChange: () => {
      startEngine(); // a choice made: its Check wants the engine
      redraw();
    },
    announce,
  });
  await editor.ready;
  redraw();
  document.body.dataset.puzzle = puzzle.id;
  document.body.dataset.puzzleAnswered = stored ? "stored" : "engine";
}

function redraw() {
  if (!editor || !state.current) return;
  puzzleBoard.board.skip();
  puzzleBoard.show(editor.scenario(), { slots: editor.slots() });
}

puzzleBoard.board.on("declare", (request) => editor && editor.declare(request));
puzzleBoard.board.on("undeclare", ({ id }) => editor && editor.undeclare(id));
puzzleBoard.board.on("announce", announce);

async function check() {
  const puzzle = state.current;
  if (!puzzle || !editor) return;
  const choice = editor.choice();
  const verdict = $("verdict");
  verdict.replaceChildren(el("p", "pending", "The engine is resolving your choice…"));
  $("check").disabled = true;
  let answer;
  try {
    await startEngine();
    answer = await CombatLab.call("check_puzzle", { puzzle, choice });
  } catch (error) {
    answer = { ok: false, error: { message: error.message } };
  } finally {
    $("check").disabled = false;
  }
  if (state.current !== puzzle) return;
  const log = $("puzzle-log");
  log.replaceChildren();
  if (!answer.ok) {
    // The refusal in words with its rule (a rule chip: its note on hover, focus and tap), never a $.-path.
    const error = answer.error || {};
    const refused = el("p", "verdict-bad", `The engine refused this choice: ${plainMessage(error.message || "no reason given", puzzle.scenario)}`);
    if (error.rule) refused.append(" ", el("span", "rule", error.rule));
    verdict.replaceChildren(refused);
  } else {
    const box = el("div", answer.solved ? "verdict-good" : "verdict-bad");
    box.append(el("p", "verdict-title", answer.solved ? "✓ Solved!" : "✗ Not solved"));
    const why = el("p", "verdict-why", plainMessage(answer.why, puzzle.scenario));
    // A choice the engine refused (an illegal division, block or attack) shows the rule it breaks.
    if (answer.error && answer.error.rule) why.append(" ", el("span", "rule", answer.error.rule));
    box.append(why);
    box.append(el("p", "verdict-choice", `Your choice: ${choiceText(choice, playNameMap(puzzle.scenario), puzzle)}.`));
    verdict.replaceChildren(box);
    if (answer.solved) {
      markSolved(puzzle.id);
      const next = nextPuzzle(puzzle.id);
      if (next) {
        const link = el("a", "next-puzzle", `Next puzzle: ${next.title}`);
        link.href = `#puzzle=${encodeURIComponent(next.id)}`;
        const line = el("p", "verdict-next");
        line.append(link);
        box.append(line);
      } else {
        box.append(el("p", "verdict-next", "That was the last puzzle: every one is solved."));
      }
      $("puzzle-meta").textContent = `${$("puzzle-meta").textContent.replace(/ · ✓ solved$/, "")} · ✓ solved`;
      renderList();
    }
    if (answer.result) renderResultLog(log, answer.result, puzzle.scenario);
    else log.append(el("p", "placeholder", "No combat happened: the engine refused the declarations (see the reason above)."));
  }
  // The outcome at once: the board after combat, no mid-combat frames; the replay is the player's to ask for.
  if (answer.ok && answer.result) {
    puzzleBoard.board.skip();
    puzzleBoard.playResult(puzzle.scenario, answer.result, { animate: false }).catch((error) => console.warn(error));
    const replay = el("button", "small replay", "Replay the combat");
    replay.type = "button";
    replay.addEventListener("click", () => {
      puzzleBoard.board.skip();
      puzzleBoard.playResult(puzzle.scenario, answer.result).catch(() => {});
    });
    verdict.firstChild.append(replay);
  }
  showBarVerdict(answer);
  announce(answer.ok ? `${answer.solved ? "Solved" : "Not solved"}. ${answer.why}` : "The engine refused this choice.");
  document.body.dataset.checked = String(++state.checks);
}

/** On a phone the action bar stays at the bottom of the screen: it repeats the verdict's title
 * there (visually only: the verdict itself is the status region screen readers hear). */
function showBarVerdict(answer) {
  const bar = $("bar-verdict");
  bar.className = answer && answer.ok ? (answer.solved ? "bar-verdict good" : "bar-verdict bad") : answer ? "bar-verdict bad" : "bar-verdict";
  bar.textContent = !answer ? "" : !answer.ok ? "✗ Refused" : answer.solved ? "✓ Solved" : "✗ Not solved";
}

async function hint() {
  const puzzle = state.current;
  if (!puzzle) return;
  const hints = puzzle.hints || [];
  const box = $("hints");
  if (state.hintsShown < hints.length) {
    box.append(el("p", "hint", `Hint ${state.hintsShown + 1} of ${hints.length}: ${hints[state.hintsShown]}`));
    state.hintsShown += 1;
    if (state.hintsShown === hints.length) $("hint").textContent = "Ask the advisor";
    document.body.dataset.hinted = String(++state.hinted);
    return;
  }
  $("hint").disabled = true;
  const waiting = el("p", "hint pending", "The advisor is thinking…");
  box.append(waiting);
  const nameOf = playNameMap(puzzle.scenario);
  const kind = kindOf(puzzle);
  try {
    await startEngine();
    const node = el("div", "hint advisor");
    let suggestion = null;
    if ((kind === "blocks" || kind === "attacks") && !(puzzle.options || []).length) {
      const advice = await longCall("advise", { scenario: puzzle.scenario, side: puzzle.side }, { into: box });
      if (advice.cancelled) {
        node.append(el("p", null, "You stopped the advisor's search."));
      } else if (advice.ok) {
        node.append(el("p", "advisor-explanation", `The advisor: ${advice.explanation}`));
        const key = kind === "blocks" ? "blockers" : "attackers";
        suggestion = { [key]: (advice.choice && advice.choice[key]) || [] };
      }
    }
    const solved = await CombatLab.call("solve_puzzle", { puzzle });
    if (solved.ok && solved.choice) {
      if (!suggestion || !(await CombatLab.call("check_puzzle", { puzzle, choice: suggestion })).solved) {
        node.append(el("p", null, `The advisor's advice alone does not meet this goal; a choice that does: ${choiceText(solved.choice, nameOf, puzzle)}.`));
        suggestion = solved.choice;
      } else if (!node.childNodes.length) {
        node.append(el("p", "advisor-explanation", `The engine's solution: ${choiceText(solved.choice, nameOf, puzzle)}.`));
      }
    } else if (!node.childNodes.length) {
      node.append(el("p", null, solved.ok ? "The engine finds no choice that meets this goal." : `The engine could not solve it: ${solved.error.message}`));
    }
    if (suggestion) {
      const use = el("button", "small", "Show this choice");
      use.type = "button";
      use.addEventListener("click", () => {
        editor.set(suggestion);
        announce(`The controls now show: ${choiceText(suggestion, nameOf, puzzle)}.`);
      });
      node.append(use);
    }
    waiting.replaceWith(node);
  } catch (error) {
    waiting.textContent = `The advisor is unavailable: ${error.message}`;
  } finally {
    $("hint").disabled = false;
    document.body.dataset.hinted = String(++state.hinted);
  }
}

$("check").addEventListener("click", check);
$("hint").addEventListener("click", hint);
$("reset-choice").addEventListener("click", async () => {
  if (!editor) return;
  await editor.reset();
  $("verdict").replaceChildren();
  showBarVerdict(null);
  announce("Your choice is cleared.");
});
$("share").addEventListener("click", async () => {
  const input = $("share-url");
  try {
    await navigator.clipboard.writeText(input.value);
    announce("Link copied.");
  } catch {
    input.focus();
    input.select();
    announce("Select the link and copy it.");
  }
});

// ------------------------------------------------------------------ routing

const versus = createVersus({ announce, engineReady });
const battle = createBattle({ announce, engineReady });

function show(name) {
  for (const view of ["puzzles", "puzzle", "versus", "battle"]) $(`${view}-view`).hidden = view !== name;
  for (const link of document.querySelectorAll(".mode-nav a[id]")) {
    const active = link.id === `nav-${name === "puzzle" ? "puzzles" : name}`;
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.body.dataset.view = name;
}

async function route() {
  let hash;
  try {
    hash = decodeURIComponent(document.location.hash.slice(1));
  } catch {
    hash = ""; // a malformed escape (#%E0%A4%A): the puzzle list, as for any unknown address
  }
  const focusMain = () => $("main").focus({ preventScroll: true });
  if (hash.startsWith("puzzle=")) {
    await openPuzzle(hash.slice("puzzle=".length));
  } else if (hash === "versus") {
    show("versus");
    document.title = "Against the advisor — Combat Lab";
    versus.open();
  } else if (hash === "battle") {
    show("battle");
    document.title = "Puzzle Quest battle — Combat Lab";
    battle.open();
  } else {
    show("puzzles");
    document.title = "Play — Combat Lab";
    renderList();
  }
  if (document.activeElement === document.body) focusMain();
}

window.addEventListener("hashchange", () => {
  route().catch((error) => console.warn(error));
});

// The view the address asks for is shown before the puzzle index arrives, so the list is never
// drawn first and then replaced (a layout shift) when the address names a puzzle or a game.
{
  const early = document.location.hash.slice(1);
  if (early.startsWith("puzzle=")) for (const view of document.querySelectorAll("main > .view")) view.hidden = true; // openPuzzle shows it filled in
  else show(["versus", "battle"].includes(early) ? early : "puzzles");
}

window.CombatLabPlay = { state, board: () => puzzleBoard.board, editor: () => editor, versus, battle };

loadIndex().then(route, (error) => {
  $("puzzle-list").replaceChildren(el("li", "placeholder", `The puzzles could not be loaded: ${error.message}`));
  route();
});
