// The board's input: a declaration dragged or keyed on the board (the engine judges it before it is
// made; a refused one says why), taking one back, and picking or opening a card or a player.

import { el, ruleText } from "../core/log.js";
import { board, drawBoard } from "./board-view.js";
import { onAttackingSide, tidyAfterBlock, undeclare } from "./declarations.js";
import { announce, els } from "./elements.js";
import { engine, refusalOf } from "./engine-calls.js";
import { editorPanel, setupForm } from "./panels.js";
import { goToPhase } from "./playback.js";
import { app, clone, commit, currentOptions, isPlayer, names, permanent, rulesetInfo } from "./state.js";
import { renderRefusal } from "./verdict.js";

export async function declare({ mode, from, to }) {
  const nameOf = names();
  const info = rulesetInfo();
  if (app.phase !== 0) goToPhase(0);
  if (info && !info.declares) {
    announce(`${info.title}: the engine decides who attacks and who blocks.`);
    app.refusal = { problem: { message: `${info.title} has no declared attackers or blockers: the engine decides them.` }, what: "declarations", ids: [] };
    renderRefusal();
    return;
  }
  const source = permanent(from);
  if (!source) {
    announce("Only a card can attack or block.");
    return;
  }
  let kind = mode;
  // A drag attacks with a creature of the attacking side (the engine's options list those: 805.10a's team
  // too), else blocks; until the engine has answered, by the scenario's active player.
  const options = currentOptions();
  const attacking = options && options.ok ? (options.attacks || []).some((a) => a.id === from) : onAttackingSide(source.controller);
  if (mode === "drag") kind = attacking ? "attack" : "block";
  const base = clone(app.scenario);
  const candidates = [];
  let what;
  if (kind === "attack") {
    what = `${nameOf(from)} attacking ${nameOf(to)}`;
    const next = clone(base);
    const attackers = (next.attackers || []).filter((a) => a.id !== from);
    const previous = (base.attackers || []).find((a) => a.id === from);
    attackers.push({ ...(previous || {}), id: from, target: to });
    next.attackers = attackers;
    // A creature that attacks no longer blocks.
    if (next.blockers) {
      next.blockers = next.blockers.filter((b) => b.id !== from);
      if (!next.blockers.length) delete next.blockers;
    }
    if (next.assignments) {
      next.assignments = next.assignments.filter((a) => a.source !== from);
      if (!next.assignments.length) delete next.assignments;
    }
    candidates.push({ next, label: `${nameOf(from)} attacks ${nameOf(to)}`, said: `${nameOf(from)} attacks ${nameOf(to)}.` });
  } else {
    what = `${nameOf(from)} blocking ${nameOf(to)}`;
    const existing = (base.blockers || []).find((b) => b.id === from);
    if (existing && (existing.blocks || []).includes(to)) {
      announce(`${nameOf(from)} already blocks ${nameOf(to)}.`);
      return;
    }
    const add = clone(base);
    add.blockers = (add.blockers || []).filter((b) => b.id !== from);
    add.blockers.push({ id: from, blocks: [...((existing && existing.blocks) || []), to] });
    add.attackers = (add.attackers || []).filter((a) => a.id !== from);
    if (!add.attackers.length) delete add.attackers;
    candidates.push({ next: tidyAfterBlock(add, [to, ...((existing && existing.blocks) || [])], from), label: `${nameOf(from)} blocks ${nameOf(to)}`, said: `${nameOf(from)} blocks ${nameOf(to)}.` });
    if (existing && existing.blocks.length) {
      // If it cannot block one more, perhaps it switches: the engine judges both.
      const swap = clone(base);
      swap.blockers = swap.blockers.map((b) => (b.id === from ? { ...b, blocks: [to] } : b));
      candidates.push({
        next: tidyAfterBlock(swap, [to, ...existing.blocks], from),
        label: `${nameOf(from)} blocks ${nameOf(to)} instead`,
        said: `${nameOf(from)} now blocks ${nameOf(to)} instead of ${existing.blocks.map(nameOf).join(" and ")}.`,
      });
    }
  }
  if (!app.engineReady) {
    els.verdict.className = "verdict-box waiting";
    els.verdict.replaceChildren(el("p", null, `Waiting for the engine to check ${what}…`));
    announce(`The engine is still loading; ${what} is checked as soon as it is ready.`);
  }
  const seq = app.seq;
  // The first refusal's reason (the plain attempt, not the switch) is the one shown.
  let refusal = null;
  try {
    await engine();
    for (const candidate of candidates) {
      const answer = await refusalOf(candidate.next);
      if (seq !== app.seq) return;
      if (!answer) {
        commit(candidate.next, candidate.label);
        announce(candidate.said);
        return;
      }
      refusal = refusal || answer;
    }
  } catch (error) {
    refusal = { message: `The engine is not available: ${error.message}` };
  }
  app.refusal = { problem: refusal, what, ids: [from] };
  renderRefusal();
  drawBoard();
  announce(`Refused: ${what}. ${refusal.message}${refusal.rule ? ` (${ruleText(refusal.rule)})` : ""}`);
}

export function installBoardInput() {
  board.on("declare", (request) => {
    declare(request);
  });
  board.on("undeclare", ({ id }) => undeclare(id));
  // How the board was last used: a click on a card opens its editor beside the board with the focus in it
  // (pointerup: a press focuses the canvas, which picks its first card, and that is no click); arrow keys
  // only pick the card (an open editor follows); E (or Enter, or a double click) opens it.
  let boardInput = null;
  for (const [type, how] of [["pointerup", () => "pointer"], ["keydown", (event) => event.key]]) {
    els.canvas.addEventListener(type, (event) => { boardInput = how(event); }, true); // before the board's own
    els.canvas.addEventListener(type, () => { boardInput = null; }); // after it: a script's board.focus() is no click
  }
  board.on("select", ({ id }) => {
    const how = boardInput;
    if (!permanent(id)) return;
    setupForm.select(id);
    if (how === "pointer") editorPanel.open({ from: els.canvas, card: () => board.cardRect(id) });
  });
  board.on("activate", ({ id }) => {
    const how = boardInput;
    if (permanent(id)) {
      setupForm.select(id);
      editorPanel.open({ from: els.canvas, card: () => board.cardRect(id) });
    } else if (isPlayer(id) && how !== "Enter") {
      // E on a player's bar: that player's own fields in the set-up (Enter leaves the focus on the board).
      const input = document.querySelector(`#setup .player-box[data-player="${CSS.escape(id)}"] input`);
      if (input) input.focus();
    } else if (isPlayer(id)) announce(`${id}. Press E to edit ${id}'s fields in the set-up.`);
  });
  board.on("announce", announce);
}
