// Play against the advisor (play.html#versus). You are "you", the advisor is
// "them"; turns alternate. When you attack, the advisor blocks (advise, side
// "defender") and you divide your damage; when you defend, the advisor attacks
// (advise, side "attacker"), you block, and its divisions are the engine's best
// reply to your blocks (check_puzzle on a defender's puzzle: BlockSearch.reply).
//
// Difficulty (the only randomness, all in the page; every declaration it makes
// is one the engine accepts, or it falls back to the advisor's):
//   exact   the advisor's best choice, always;
//   medium  1 time in 3 the advisor's runner-up (when it has one), else its best;
//   easy    1 time in 2 a random declaration from the engine's options (each
//           creature that may block blocks one of the attackers it may block, or
//           none / each that may attack attacks with even odds), if the engine's
//           validate finds no problem with it; otherwise the runner-up, else the best.
//
// Between turns the engine builds the next board (play-turns.js: next_turn).

import { CombatLab } from "../engine/combatlab.js";
import { el, sentence } from "../core/log.js";
import { createChoiceEditor } from "./play-choice.js";
import { createPlayBoard, loadBoard, playNameMap, renderResultLog } from "./play-board.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { choiceText } from "./play-text.js";
import { gameOver, nextTurn } from "./play-turns.js";
import { longCall } from "../engine/long-call.js";

/** Names in this game's sentences: "you", and "the advisor" for "them". */
const versusNames = (scenario) => playNameMap(scenario, { them: "the advisor" });

const $ = (id) => document.getElementById(id);
const clone = (value) => JSON.parse(JSON.stringify(value));

/** The game's first board (boards/versus.json, data) under `ruleset`, "you" active when attacking. */
export async function startBoard(ruleset, role) {
  const board = await loadBoard("versus");
  return { ...board, ruleset, active_player: role === "attacker" ? "you" : "them" };
}

export function createVersus({ announce, engineReady, random = Math.random }) {
  // "you" always at the bottom, attacking or blocking (by default the attacker is).
  const pb = createPlayBoard($("versus-board"), $("versus-board-text"), "Game board", { viewer: "you", nameMap: versusNames });
  const game = {
    scenario: null, // the board at the start of this turn (no declarations)
    turn: 0,
    phase: "idle", // "declare" | "divide" | "resolved" | "over"
    editor: null,
    combat: null, // the scenario being fought this turn (with declarations)
    note: "", // where this turn's board came from (the engine's next_turn)
    added: 0,
  };
  let opened = false;

  // Declarations by dragging on the board (or its keyboard equivalent), as on the puzzle board,
  // while the controls ask for them; the editor refuses what is not yours to declare.
  pb.board.on("declare", (request) => {
    if (game.editor && game.phase === "declare") game.editor.declare(request);
  });
  pb.board.on("undeclare", ({ id }) => {
    if (game.editor && game.phase === "declare") game.editor.undeclare(id);
  });
  pb.board.on("announce", announce);

  const you = () => game.scenario.active_player === "you";
  const status = (text) => {
    $("versus-status").replaceChildren(el("p", null, text));
    announce(text);
  };

  function setActions(buttons) {
    $("versus-actions").replaceChildren(...buttons.map(([label, handler, primary]) => {
      const button = el("button", primary ? "primary" : null, label);
      button.type = "button";
      button.addEventListener("click", async () => {
        for (const b of $("versus-actions").querySelectorAll("button")) b.disabled = true;
        try {
          await handler();
        } catch (error) {
          status(`Something went wrong: ${error.message}`);
          console.warn(error);
        }
        for (const b of $("versus-actions").querySelectorAll("button")) b.disabled = false;
      });
      return button;
    }));
  }

  function puzzleFor(scenario, side) {
    return { id: "versus", title: "Against the advisor", ruleset: scenario.ruleset, side, goal: { type: "survive" }, scenario };
  }

  function orders(ruleset) {
    return rulesetFacts(ruleset).damageOrder;
  }

  function turnLine() {
    $("versus-turn").replaceChildren(`Turn ${game.turn}: ${you() ? "you attack" : "the advisor attacks, you block"}.`);
    if (game.note) $("versus-turn").append(" ", el("span", "page-built", game.note));
    document.body.dataset.turn = String(game.turn);
  }

  async function newGame() {
    game.scenario = await startBoard($("versus-ruleset").value, $("versus-role").value);
    game.turn = 0;
    game.note = "";
    $("versus-log").replaceChildren(el("p", "placeholder", "Each combat's events appear here, with their rules."));
    startTurn();
  }

  async function startTurn() {
    game.turn += 1;
    game.phase = "declare";
    game.combat = null;
    turnLine();
    pb.board.skip();
    pb.show(game.scenario, { caption: `turn ${game.turn}` });
    $("versus-controls").replaceChildren(el("p", "placeholder", "Waiting for the engine…"));
    setActions([]);
    await engineReady;
    if (you()) {
      game.editor = createChoiceEditor($("versus-controls"), {
        puzzle: puzzleFor(game.scenario, "attacker"), options: (s) => CombatLab.call("options", s), onChange: redraw, announce,
      });
      await game.editor.ready;
      setActions([["Declare attacks", declareAttacks, true]]);
      status("Your turn: declare your attackers (drag to “them”, or use the lists), then Declare attacks.");
    } else {
      await advisorAttacks();
    }
    $("add-box").hidden = false; // shown below the filled-in controls, never pushed down by them (layout shift)
    document.body.dataset.phase = game.phase;
  }

  function redraw() {
    if (!game.editor) return;
    pb.board.skip();
    pb.show(game.editor.scenario(), { caption: `turn ${game.turn}` });
  }

  /** The advisor's declaration at this level: {choice, how}. */
  async function pick(advice, key, scenario, randomDeclaration) {
    const best = { choice: (advice.choice && advice.choice[key]) || [], how: "its best" };
    const runner = advice.runner_up && advice.runner_up.choice ? { choice: advice.runner_up.choice[key] || [], how: "its runner-up" } : null;
    const level = $("versus-level").value;
    const roll = random();
    if (level === "medium" && roll < 1 / 3 && runner) return runner;
    if (level === "easy") {
      if (roll < 1 / 2) {
        // Drawn from the engine's options for this board: only what it allows is ever tried.
        const legal = await CombatLab.call("options", scenario);
        const declared = legal && legal.ok ? randomDeclaration(legal) : [];
        const problems = await CombatLab.validate({ ...scenario, [key]: declared });
        if (Array.isArray(problems) && !problems.length) return { choice: declared, how: "a random legal one" };
      }
      return runner || best;
    }
    return best;
  }

  async function declareAttacks() {
    const attackers = game.editor.choice().attackers || [];
    if (!attackers.length) {
      status("You do not attack this turn.");
      logText(`Turn ${game.turn}: you do not attack.`);
      game.combat = clone(game.scenario);
      return endTurn(await CombatLab.resolve(game.combat));
    }
    const scenario = { ...clone(game.scenario), attackers };
    const problems = await CombatLab.validate(scenario);
    if (Array.isArray(problems) && problems.length) {
      status(`The engine refuses these attacks: ${problems.map((p) => p.message).join("; ")}`);
      return;
    }
    const advice = await longCall("advise", { scenario, side: "defender" }, { into: $("versus-status") });
    if (advice.cancelled) {
      status("You stopped the advisor's search: change your attacks or declare them again.");
      return;
    }
    if (!advice.ok) {
      status(`The advisor could not answer: ${advice.error.message}`);
      return;
    }
    const picked = await pick(advice, "blockers", scenario, (legal) => ((legal.blocks || {}).blockers || [])
      .filter((b) => b.can_block)
      .flatMap((b) => {
        const target = b.attackers[Math.floor(random() * (b.attackers.length + 1))];
        return target ? [{ id: b.id, blocks: [target] }] : [];
      }));
    game.combat = { ...scenario, ...(picked.choice.length ? { blockers: picked.choice } : {}) };
    const nameOf = versusNames(scenario);
    const blocks = choiceText({ blockers: picked.choice }, nameOf);
    game.phase = "divide";
    document.body.dataset.phase = game.phase;
    game.editor = createChoiceEditor($("versus-controls"), {
      puzzle: puzzleFor(game.combat, "attacker"), orders: orders(scenario.ruleset), options: (s) => CombatLab.call("options", s),
      onChange: () => {}, announce,
    });
    await game.editor.ready;
    pb.show(game.combat, { caption: `turn ${game.turn}, blocks declared` });
    setActions([["Resolve combat", resolveMine, true]]);
    status(`The advisor blocks (${picked.how}): ${blocks}. Divide your damage if you like, then Resolve combat.`);
  }

  async function resolveMine() {
    const answer = await CombatLab.call("check_puzzle", { puzzle: puzzleFor(game.combat, "attacker"), choice: game.editor.choice() });
    await finish(answer, "you attack");
  }

  async function advisorAttacks() {
    const advice = await longCall("advise", { scenario: game.scenario, side: "attacker" },
      { into: $("versus-status") });
    if (advice.cancelled) {
      status("You stopped the advisor's search: it does not attack this turn.");
      logText(`Turn ${game.turn}: the advisor does not attack (its search was stopped).`);
      game.editor = null;
      $("versus-controls").replaceChildren();
      game.combat = clone(game.scenario);
      return endTurn(await CombatLab.resolve(game.combat));
    }
    if (!advice.ok) {
      status(`The advisor could not answer: ${advice.error.message}`);
      return;
    }
    const defender = game.scenario.players.find((p) => p.id !== game.scenario.active_player).id;
    const picked = await pick(advice, "attackers", game.scenario, (legal) => (legal.attacks || [])
      .filter((a) => a.can_attack && a.targets.length && random() < 0.5)
      .map((a) => ({ id: a.id, target: a.targets.includes(defender) ? defender : a.targets[0] })));
    const nameOf = versusNames(game.scenario);
    if (!picked.choice.length) {
      status(`The advisor does not attack (${picked.how}).`);
      logText(`Turn ${game.turn}: the advisor does not attack.`);
      game.editor = null;
      $("versus-controls").replaceChildren();
      game.combat = clone(game.scenario);
      return endTurn(await CombatLab.resolve(game.combat));
    }
    game.combat = { ...clone(game.scenario), attackers: picked.choice };
    game.editor = createChoiceEditor($("versus-controls"), {
      puzzle: puzzleFor(game.combat, "defender"), options: (s) => CombatLab.call("options", s), onChange: redraw, announce,
    });
    await game.editor.ready;
    redraw();
    setActions([["Declare blocks", resolveBlocks, true]]);
    status(`The advisor attacks (${picked.how}): ${choiceText({ attackers: picked.choice }, nameOf)}. Declare your blockers (drag onto an attacker, or use the lists), then Declare blocks.`);
  }

  async function resolveBlocks() {
    const answer = await CombatLab.call("check_puzzle", { puzzle: puzzleFor(game.combat, "defender"), choice: game.editor.choice() });
    await finish(answer, "the advisor attacks");
  }

  async function finish(answer, what) {
    if (!answer.ok) {
      status(`The engine refused: ${answer.error.message}`);
      return;
    }
    if (!answer.result) {
      status(`The engine refused: ${answer.why}`);
      return;
    }
    const result = answer.result;
    for (const old of $("versus-log").querySelectorAll(".placeholder")) old.remove();
    renderResultLog($("versus-log"), result, game.combat, `Turn ${game.turn}: ${what}`, versusNames(game.combat));
    game.phase = "resolved";
    document.body.dataset.phase = game.phase;
    $("versus-controls").replaceChildren();
    setActions([]);
    const names = versusNames(game.combat);
    const life = Object.entries(result.final.players || {}).map(([id, p]) => `${names(id)} ${id === "you" ? "have" : "has"} ${p.life ?? p.points} life`).join(", ");
    status(`Combat resolved: ${life}.`);
    pb.playResult(game.combat, result, { since: performance.now() }).catch(() => {});
    return endTurn(result);
  }

  /** The game is over (`text` says why): only a new game is offered, and no creature can be added any more. */
  function endGame(text) {
    game.phase = "over";
    document.body.dataset.phase = game.phase;
    status(`Game over: ${text}`);
    logText(`Game over: ${text}`);
    setActions([["New game", newGame, true]]);
    $("add-box").hidden = true; // no next declaration to add a creature before
  }

  async function endTurn(result) {
    const over = gameOver(result && result.ok ? result.final : null, versusNames(game.scenario));
    if (over) {
      endGame(over.text);
      return;
    }
    game.phase = "resolved";
    document.body.dataset.phase = game.phase;
    game.next = await nextTurn(CombatLab.call, game.combat || game.scenario, result);
    if (game.next.standoff) {
      // The engine says the combats are over: a player has no creature left that can attack or block.
      const { players, winner } = game.next.standoff;
      const n = versusNames(game.next.scenario);
      const singular = players.length === 1 && players[0] !== "you";
      const won = winner === "draw" ? "the game is a draw" : winner === "you" ? "you win the game" : `${n(winner)} wins the game`;
      endGame(sentence(`${players.map(n).join(" and ")} ${singular ? "has" : "have"} no creature left that can attack or block, so the combats are over: ${won}.`));
      return;
    }
    setActions([["Next turn", () => {
      game.scenario = game.next.scenario;
      game.note = game.next.note;
      return startTurn();
    }, true]]);
  }

  function logText(text) {
    $("versus-log").append(el("p", "log-note", text));
  }

  $("versus-new").addEventListener("click", newGame);
  $("add-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (game.phase !== "declare" || !game.scenario) {
      status("Creatures can be added at the start of a turn, before anything is declared.");
      return;
    }
    const permanent = {
      id: `new${++game.added}`,
      name: String(data.get("name") || "Creature").slice(0, 40),
      controller: data.get("controller") === "them" ? "them" : "you",
      power: Math.max(0, Number(data.get("power")) || 0),
      toughness: Math.max(1, Number(data.get("toughness")) || 1),
    };
    const keywords = String(data.get("keywords") || "").split(/[,\s]+/).map((k) => k.trim().toLowerCase()).filter(Boolean);
    if (keywords.length) permanent.keywords = keywords;
    const next = clone(game.scenario);
    next.permanents.push(permanent);
    CombatLab.validate(next).then((problems) => {
      if (Array.isArray(problems) && problems.length) {
        status(`The engine refuses that creature: ${problems.map((p) => p.message).join("; ")}`);
        return;
      }
      game.scenario = next;
      game.turn -= 1;
      status(`${permanent.name} (${permanent.power}/${permanent.toughness}) joins ${permanent.controller === "you" ? "your" : "the advisor's"} side.`);
      startTurn();
    });
  });

  return {
    game,
    board: () => pb.board,
    editor: () => game.editor,
    open() {
      if (!opened) {
        opened = true;
        newGame();
      }
    },
    newGame,
  };
}
