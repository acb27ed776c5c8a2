// The next turn's board comes from the engine (the bridge's "next_turn" call:
// cleanup, untap and persistent damage as the ruleset says); the page never
// builds it itself. gameOver() reads who won from the engine's `final`.
import { sentence } from "../core/log.js";

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

/** Said under the turn line: in words, never the bridge's call name. */
export const ENGINE_NEXT_NOTE = "This board comes from the engine: it carried the last combat over, with damage, end-of-turn effects and untapping as the rules of this game say.";

/**
 * The next turn's board: {scenario, note, standoff}. `standoff` is the engine's word that the combats are
 * over (a player has no creature left that can attack or block): null, or {players, winner, message}.
 * `call` is CombatLab.call; an engine refusal throws its message.
 */
export async function nextTurn(call, scenario, result) {
  const answer = await call("next_turn", { scenario, result });
  if (answer && answer.ok && answer.scenario) {
    return { scenario: answer.scenario, note: ENGINE_NEXT_NOTE, standoff: answer.standoff || null };
  }
  throw new Error((answer && answer.error && answer.error.message) || "the engine gave no next turn");
}
