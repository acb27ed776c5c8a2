// The next turn's board. nextTurn() asks the engine (the bridge's "next_turn"
// call: cleanup, untap, persistent damage as the ruleset says); only when the
// engine cannot answer (an older build without the call) is the board built BY
// THE PAGE from the engine's `final` (nextTurnScenario, below), and it is then
// labelled as such wherever it is shown.
//
// What the page's fallback does (and only this): the other player becomes the active player;
// permanents that left the battlefield are gone; life, poison and points come
// from `final`; counters come from `final`; power and toughness go back to the
// scenario's printed values (until-end-of-turn changes end). Damage: Magic
// removes it in the cleanup step (rule 514.2), Riftbound heals it at the end
// of combat, Puzzle Quest keeps it (from `final`). The new active player's
// permanents untap (its untap step, rule 502.3); the other player's stay as
// `final` says (a creature that attacked stays tapped through the
// opponent's turn). The declarations, divisions and actions are cleared.
import { sentence } from "./log.js";


export const NEXT_TURN_NOTE =
  "Next turn built by the page from the engine's final state (no engine call for it yet): " +
  "the other player is active, damage removed (Magic, Riftbound) or kept (Puzzle Quest), " +
  "until-end-of-turn effects ended, the new active player's permanents untapped.";

export function nextTurnScenario(scenario, final) {
  const next = JSON.parse(JSON.stringify(scenario));
  const ids = (next.players || []).map((p) => p.id);
  const active = ids.find((id) => id !== scenario.active_player) || scenario.active_player;
  next.active_player = active;
  for (const key of ["attackers", "blockers", "assignments", "damage_assignment_order", "actions", "trigger_order"]) delete next[key];
  const players = (final && final.players) || {};
  for (const p of next.players) {
    const f = players[p.id];
    if (!f) continue;
    for (const key of ["life", "poison", "points"]) if (f[key] !== undefined && (key !== "poison" || f[key])) p[key] = f[key];
  }
  const perms = (final && final.permanents) || {};
  const keepDamage = scenario.ruleset === "puzzle-quest";
  next.permanents = next.permanents.filter((p) => !perms[p.id] || perms[p.id].zone === "battlefield").map((p) => {
    const f = perms[p.id] || {};
    const out = { ...p };
    delete out.damage;
    if (keepDamage && f.damage) out.damage = f.damage;
    if (f.counters && Object.keys(f.counters).length) out.counters = { ...f.counters };
    else delete out.counters;
    if (out.controller === active) delete out.tapped;
    else if (f.tapped) out.tapped = true;
    else delete out.tapped;
    delete out.sick;
    return out;
  });
  if (final && final.battlefield && next.battlefield) {
    if (final.battlefield.controller) next.battlefield.controller = final.battlefield.controller;
    else delete next.battlefield.controller;
  }
  return next;
}

/** Whether the game is over after `final`, and who won: null | {winner, text} (names from `nameOf`). */
export function gameOver(final, nameOf = (id) => id) {
  if (!final) return null;
  const lost = Object.entries(final.players || {}).filter(([, p]) => p.lost).map(([id]) => id);
  if (final.winner) return { winner: final.winner, text: final.winner === "draw" ? "The game is a draw." : sentence(`${nameOf(final.winner)} wins the game.`) };
  if (!lost.length) return null;
  const all = Object.keys(final.players || {});
  const winners = all.filter((id) => !lost.includes(id));
  return winners.length === 1
    ? { winner: winners[0], text: sentence(`${nameOf(winners[0])} wins the game (${lost.map(nameOf).join(", ")} lost).`) }
    : { winner: "draw", text: "Everyone lost: a draw." };
}

export const ENGINE_NEXT_NOTE = "Next turn's board from the engine (next_turn: damage, effects and untapping as the ruleset says).";

/** The next turn's board: {scenario, byEngine, note}. `call` is CombatLab.call. */
export async function nextTurn(call, scenario, result) {
  try {
    const answer = await call("next_turn", { scenario, result });
    if (answer && answer.ok && answer.scenario) return { scenario: answer.scenario, byEngine: true, note: ENGINE_NEXT_NOTE };
  } catch {
    /* the engine has no next_turn call: fall back to the page's board */
  }
  return { scenario: nextTurnScenario(scenario, result && result.final), byEngine: false, note: NEXT_TURN_NOTE };
}
