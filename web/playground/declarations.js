// Edits of the declarations that need no engine answer: taking an attack or a block back, clearing
// them all, keeping the damage assignment order and the divisions in step with a changed block, and
// whose side a player is on before the engine has said. Declaring (the engine judges it) is board-input.js's.

import { announce } from "./elements.js";
import { app, clone, commit, names, permanent } from "./state.js";

/** Keep the damage assignment order and explicit divisions in step with a changed block. */
export function tidyAfterBlock(next, attackerIds, blockerId) {
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
/** Whether a player attacks this combat: the active player, or (Two-Headed Giant, 805.10a) their teammate. */
export function onAttackingSide(player) {
  const s = app.scenario;
  if (player === s.active_player) return true;
  if (s.variant !== "two-headed-giant") return false;
  const teamOf = (id) => ((s.players || []).find((p) => p && p.id === id) || {}).team;
  return teamOf(player) !== undefined && teamOf(player) === teamOf(s.active_player);
}

export function undeclare(id) {
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

export function clearCombat() {
  const s = clone(app.scenario);
  for (const key of ["attackers", "blockers", "damage_assignment_order", "assignments", "trigger_order"]) delete s[key];
  commit(s, "clear the declarations");
  announce("All declarations cleared.");
}
