// Puzzle Quest's automatic battle (play.html#battle): two boards, turn by turn.
// Each turn the engine resolves the board with the active side attacking (every
// creature in slot order, as Puzzle Quest's combat says); then the other side
// becomes active on the next turn's board (play-turns.js: the engine's next_turn,
// where damage stays, as Puzzle Quest keeps it). Stops when a player
// loses, a side has no creatures left, or after MAX_TURNS.

import { CombatLab } from "../engine/combatlab.js";
import { el } from "../core/log.js";
import { createPlayBoard, loadBoard, playNameMap, playerSays, renderResultLog } from "./play-board.js";
import { gameOver, nextTurn } from "./play-turns.js";

const $ = (id) => document.getElementById(id);
const MAX_TURNS = 12;

/** The battle's first board (boards/battle.json: data, read by the engine like any scenario). */
export function battleBoard() {
  return loadBoard("battle");
}

export function createBattle({ announce, engineReady }) {
  const pb = createPlayBoard($("battle-board"), $("battle-board-text"), "Battle board", { viewer: "you" });
  const battle = { scenario: null, turn: 0, over: false, busy: false };
  let opened = false;

  // The board is read from boards/battle.json: a step waits for it.
  let resetting = null;
  function reset() {
    resetting = resetBoard();
    return resetting;
  }

  async function resetBoard() {
    battle.scenario = await battleBoard();
    battle.turn = 0;
    battle.over = false;
    $("battle-log").replaceChildren();
    pb.board.skip();
    pb.show(battle.scenario, { caption: "before the first turn" });
    line("Turn 1 next: you attack first.");
    setButtons();
  }

  function line(text, note = "") {
    $("battle-turn").replaceChildren(text);
    if (note) $("battle-turn").append(" ", el("span", "page-built", note));
  }

  function setButtons() {
    $("battle-next").disabled = battle.over || battle.busy;
    $("battle-all").disabled = battle.over || battle.busy;
  }

  async function step({ animate = true } = {}) {
    if (resetting) await resetting;
    if (battle.over || battle.busy || !battle.scenario) return;
    battle.busy = true;
    setButtons();
    try {
      await engineReady;
      battle.turn += 1;
      const scenario = battle.scenario;
      const result = await CombatLab.resolve(scenario);
      if (!result.ok) {
        line(`The engine refused turn ${battle.turn}: ${result.error.message}`);
        battle.over = true;
        return;
      }
      const nameOf = playNameMap(scenario);
      renderResultLog($("battle-log"), result, scenario, `Turn ${battle.turn}: ${playerSays(nameOf, scenario.active_player, "attacks")}`);
      const done = pb.playResult(scenario, result, { animate });
      const over = gameOver(result.final, nameOf);
      const built = over ? null : await nextTurn(CombatLab.call, scenario, result);
      const next = built ? built.scenario : { ...scenario, permanents: [] };
      const sides = new Set(next.permanents.map((p) => p.controller));
      if (over) {
        battle.over = true;
        line(`Turn ${battle.turn}: ${over.text}`);
      } else if (sides.size < 2) {
        battle.over = true;
        line(`Turn ${battle.turn}: ${sides.size ? `only ${nameOf([...sides][0])} ${[...sides][0] === "you" ? "have" : "has"} creatures left` : "no creatures are left"}; the battle ends.`);
      } else if (battle.turn >= MAX_TURNS) {
        battle.over = true;
        line(`The battle stops after ${MAX_TURNS} turns.`);
      } else {
        line(`Turn ${battle.turn} done (${nameOf(scenario.active_player)} attacked). Next: ${playerSays(nameOf, next.active_player, "attacks")}.`, built.note);
      }
      announce($("battle-turn").textContent);
      await done;
      if (!battle.over) {
        battle.scenario = next;
        pb.board.skip();
        pb.show(next, { caption: `turn ${battle.turn + 1}, ${playerSays(nameOf, next.active_player, "attacks").toLowerCase()}` });
      }
      document.body.dataset.battleTurn = String(battle.turn);
    } finally {
      battle.busy = false;
      setButtons();
    }
  }

  $("battle-next").addEventListener("click", () => step());
  $("battle-all").addEventListener("click", async () => {
    while (!battle.over) {
      await step({ animate: false });
      if (battle.busy) break;
    }
  });
  $("battle-reset").addEventListener("click", reset);

  return {
    battle,
    board: () => pb.board,
    open() {
      if (!opened) {
        opened = true;
        reset();
      }
    },
    step,
  };
}
