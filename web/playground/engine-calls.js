// Every call the playground makes to the engine (window.CombatLab, engine/combatlab.js), and where
// its answers go: the background check of the board (check: its problems, options and result from one
// combat run), the board a declaration, take-back or division makes (play), the resolve that is stepped
// through (the check's result when it has one), the comparison across rulesets, the conversion to
// another ruleset, the list of rulesets, and starting the engine.
// The answers are kept in `app` (state.js); the callers draw them.

import { rememberRulesets } from "../core/ruleset-facts.js";
import { recall, remember } from "../core/answers-store.js";
import { answerFor } from "../core/stored-answer.js";
import { CombatLab } from "../engine/combatlab.js";
import { ENGINE_BUILD } from "../engine/build-id.js";
import { drawBoard } from "./board-view.js";
import { renderCombat, setupForm } from "./panels.js";
import { convertBoard } from "./ruleset-switch.js";
import { app, withoutGame } from "./state.js";
import { renderRefusal, renderVerdict } from "./verdict.js";

/** Resolves once the engine is ready (rejects if it failed to load). */
export function engine() {
  return CombatLab.ready;
}

/** A bridge answer that is not a problem list, as a problem list. */
function asProblems(answer) {
  if (Array.isArray(answer)) return answer;
  if (answer && answer.error) return [answer.error];
  return [{ code: "engine", message: "The engine gave no answer." }];
}

/** Start the engine: the playground needs it at once (widgets on other pages start it lazily). */
export function startEngine() {
  return typeof CombatLab.start === "function" ? CombatLab.start() : CombatLab.ready;
}

// ------------------------------------------------------------------ the background check of the board

let checkTimer = 0;
export function scheduleCheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 90);
}

/** The engine's check answer stored for this very board (one that came with it, or this browser's), or null. */
async function storedCheck(scenario) {
  for (const stamp of app.stamps) {
    const answer = answerFor(stamp, scenario, "check", ENGINE_BUILD);
    if (answer) return answer;
  }
  return recall("check", scenario);
}

export async function check() {
  clearTimeout(checkTimer); // asked for directly: a check still scheduled would only repeat it
  const seq = app.seq;
  const scenario = app.scenario;
  if (!app.engineReady) {
    // Before the engine: a stored answer for this very board is shown at once (no Python); without
    // one, the engine is wanted now (the board was edited, or no answer came with it).
    const stored = scenario ? await storedCheck(scenario) : null;
    if (seq !== app.seq || app.engineReady) return;
    if (!stored) {
      app.wantEngine();
      return;
    }
    app.storedSeq = seq;
    showCheck(stored, seq);
    document.body.dataset.answered = "stored";
    return;
  }
  const { signal } = app.calls;
  // One call, one parse and one combat run: the problems (as validate lists them), the options (who
  // attacks, who defends, teams and starting life: the engine's facts, not the form's guess, 800-810,
  // 903.7) and the result (as resolve gives it; null while any problem remains).
  let answer;
  try {
    answer = await CombatLab.call("check", scenario, { signal });
  } catch (error) {
    answer = { ok: false, error: { code: "engine", message: error.message } };
  }
  if (seq !== app.seq || signal.aborted) return;
  if (answer && answer.ok !== undefined && Array.isArray(answer.problems)) remember("check", scenario, answer);
  showCheck(answer, seq);
  document.body.dataset.answered = "engine";
  document.body.dataset.checked = String(seq);
}

/** Shows the engine's check answer for the board of `seq`: its problems, options and preview. */
function showCheck(answer, seq) {
  const known = JSON.stringify(app.options && [app.options.capabilities, app.options.game]);
  const problems = answer && Array.isArray(answer.problems) ? answer.problems : asProblems(answer);
  app.problems = problems;
  const options = answer && answer.options;
  app.options = options && options.ok ? options : withoutGame(app.options);
  app.optionsSeq = seq; // the options of this very board: legal targets, divisions and their totals
  // The card each permanent names (card-faces.js): the board draws it, the editor shows what it gives.
  const knownCards = JSON.stringify(app.cards);
  app.cards = answer && answer.cards && typeof answer.cards === "object" ? answer.cards : {};
  // The combat as resolved now (the preview, and what Play steps through): only a board with no problem has one.
  if (!problems.length && answer && answer.result) {
    app.preview = answer.result;
    app.previewSeq = seq;
  }
  // Redrawn only when the facts changed, so that a field being typed in keeps its text.
  if (JSON.stringify(app.options && [app.options.capabilities, app.options.game]) !== known
    || JSON.stringify(app.cards) !== knownCards) setupForm.render();
  else setupForm.showProblems(problems);
  renderVerdict();
  renderCombat();
  renderRefusal();
  if (app.phase === 0) drawBoard();
  document.dispatchEvent(new CustomEvent("combat-lab:checked"));
}

// ------------------------------------------------------------------ asked by the page

/**
 * The board a declaration, take-back or division makes (the engine's play answer): {ok: true, scenario,
 * made, replaced} or {ok: false, error} with its rule. The engine applies the consequences (an attacker
 * stops blocking, 509.2's order follows the blocks, divisions that no longer apply go, "block instead").
 * An engine that cannot be reached is a refusal too.
 */
export async function playChoice(choice) {
  try {
    await engine();
    const answer = await CombatLab.call("play", { scenario: app.scenario, choice });
    if (answer && (answer.ok || answer.error)) return answer;
    return { ok: false, error: { code: "engine", message: "The engine gave no answer." } };
  } catch (error) {
    return { ok: false, error: { code: "engine", message: `The engine is not available: ${error.message}` } };
  }
}

/**
 * The engine's resolve answer for the board of `seq`, to be stepped through; null when the board
 * changed meanwhile or the call was cancelled. An engine that cannot be reached is an answer too.
 * The check of this very board already resolved it (app.preview): that answer is reused, not asked again.
 */
export async function resolveCombat(seq) {
  if (seq === app.seq && app.previewSeq === seq && app.preview && app.preview.ok) return app.preview;
  let result;
  try {
    await engine();
    if (seq !== app.seq) return null;
    result = await CombatLab.resolve(app.scenario, { signal: app.calls.signal });
  } catch (error) {
    result = { ok: false, error: { code: "engine unavailable", message: error.message } };
  }
  if (seq !== app.seq || result.cancelled) return null;
  return result;
}

/** The board under each ruleset that fits it (the engine's compare answer). */
export async function compareRulesets() {
  let answer;
  try {
    await engine();
    answer = await CombatLab.compare(app.scenario, null, { signal: app.calls.signal });
  } catch (error) {
    answer = { ok: false, error: { code: "engine unavailable", message: error.message } };
  }
  return answer;
}

/** The board carried over to another ruleset, once the engine has loaded (or failed to): ruleset-switch.js's convertBoard. */
export async function convertRuleset(scenario, ruleset) {
  await engine().catch(() => null);
  return convertBoard(CombatLab, scenario, ruleset);
}

/** The engine's rulesets (keywords, types, moments), kept in app.rulesets and for ruleset-facts.js. */
export async function loadRulesets() {
  try {
    const answer = await CombatLab.rulesets();
    app.rulesets = (answer && Array.isArray(answer.rulesets) ? answer.rulesets : []).filter((r) => r && r.id);
    rememberRulesets(app.rulesets);
  } catch (error) {
    console.warn("Combat Lab: could not list the rulesets", error);
  }
}
