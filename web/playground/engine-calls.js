// Every call the playground makes to the engine (window.CombatLab, engine/combatlab.js), and where
// its answers go: the background check of the board (validate, options, a preview resolve), the
// engine's judgement of a tentative declaration, the resolve that is stepped through, the comparison
// across rulesets, the conversion to another ruleset, the list of rulesets, and starting the engine.
// The answers are kept in `app` (state.js); the callers draw them.

import { rememberRulesets } from "../core/ruleset-facts.js";
import { CombatLab } from "../engine/combatlab.js";
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

export async function check() {
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

// ------------------------------------------------------------------ asked by the page

/** The engine's refusal of a tentative board: a new illegal-attack/illegal-block problem, or null. */
export async function refusalOf(next) {
  const before = new Set((app.problems || []).map((p) => `${p.code}|${p.path}|${p.message}`));
  const problems = asProblems(await CombatLab.validate(next));
  return problems.find(
    (p) => ["illegal-attack", "illegal-block", "not-in-ruleset"].includes(p.code) && !before.has(`${p.code}|${p.path}|${p.message}`),
  ) || null;
}

/**
 * The engine's resolve answer for the board of `seq`, to be stepped through; null when the board
 * changed meanwhile or the call was cancelled. An engine that cannot be reached is an answer too.
 */
export async function resolveCombat(seq) {
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
