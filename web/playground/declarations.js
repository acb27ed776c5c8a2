// Edits of the declarations besides declaring (board-input.js's): taking an attack or a block back (the
// engine's play answer makes the board, with 509.2's orders and the divisions in step), clearing them
// all, and whose side a player is on before the engine has said.

import { playsInTeams } from "../core/ruleset-facts.js";
import { possessive } from "../core/words.js";
import { announce } from "./elements.js";
import { app, clone, commit, names, play } from "./state.js";
import { problemWords } from "./problem-words.js";

/** Whether a player attacks this combat: the active player, or in a game of teams (the engine's games facts:
 * Two-Headed Giant, 805.10a) their teammate. Only until the engine's options for the board have answered. */
export function onAttackingSide(player) {
  const s = app.scenario;
  if (player === s.active_player) return true;
  if (!playsInTeams(s.ruleset, s.variant)) return false;
  const teamOf = (id) => ((s.players || []).find((p) => p && p.id === id) || {}).team;
  return teamOf(player) !== undefined && teamOf(player) === teamOf(s.active_player);
}

/** Take back an attack or a block: the engine's play answer makes the board (the blocks of a taken-back
 * attacker go with it, 509.2's orders and the divisions that no longer apply follow). */
export async function undeclare(id) {
  const nameOf = names();
  const s = app.scenario;
  const wasAttacking = (s.attackers || []).some((a) => a.id === id);
  const wasBlocking = (s.blockers || []).some((b) => b.id === id);
  if (!wasAttacking && !wasBlocking) {
    announce(`${nameOf(id)} is neither attacking nor blocking.`);
    return;
  }
  const seq = app.seq;
  const answer = await play({ undeclare: { id } });
  if (seq !== app.seq) return;
  if (!answer.ok) {
    const problem = answer.error || {};
    announce(`${possessive(nameOf(id))} ${wasAttacking ? "attack" : "block"} was not taken back: ${problemWords(problem, app.scenario)}${problem.rule ? ` (rule ${problem.rule})` : ""}`);
    return;
  }
  commit(answer.scenario, `take back ${possessive(nameOf(id))} ${wasAttacking ? "attack" : "block"}`);
  announce(`${nameOf(id)} no longer ${wasAttacking ? "attacks" : "blocks"}.`);
}

/** A damage assignment order (mtg-2020, 509.2): the engine's play answer makes the board (the source's division,
 * made for the old order, goes: 510.1c). True when made; a refusal is announced with its rule. */
export async function reorder(source, ids) {
  const nameOf = names();
  const seq = app.seq;
  const answer = await play({ order: { source, ids } });
  if (seq !== app.seq) return false;
  if (!answer.ok) {
    const problem = answer.error || {};
    announce(`${possessive(nameOf(source))} order was not changed: ${problemWords(problem, app.scenario)}${problem.rule ? ` (rule ${problem.rule})` : ""}`);
    return false;
  }
  commit(answer.scenario, `order of ${nameOf(source)}`);
  return true;
}

export function clearCombat() {
  const s = clone(app.scenario);
  for (const key of ["attackers", "blockers", "damage_assignment_order", "assignments", "trigger_order", "trigger_targets"]) delete s[key];
  commit(s, "clear the declarations");
  announce("All declarations cleared.");
}
