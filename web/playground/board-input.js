// The board's input: a declaration dragged or keyed on the board (the engine's play answer makes the
// board, or refuses it and says why; a drop the engine's options already refuse is refused at once),
// taking one back, and picking or opening a card or a player.

import { el, ruleText } from "../core/log.js";
import { board, drawBoard } from "./board-view.js";
import { onAttackingSide, undeclare } from "./declarations.js";
import { announce, els } from "./elements.js";
import { playChoice } from "./engine-calls.js";
import { editorPanel, setupForm } from "./panels.js";
import { goToPhase } from "./playback.js";
import { app, commit, currentOptions, isPlayer, names, permanent, rulesetInfo } from "./state.js";
import { renderRefusal } from "./verdict.js";
import { possessive } from "../core/words.js";

/**
 * The engine's refusal of a drop that its options for this board already give, or null: the attacker's
 * refusal or its `refused_targets` entry for the target; the blocker's refusal or its `refused` entry
 * for the attacker. Null means ask play (a block the options list as legal may still be a "block
 * instead", and what the options don't name is play's to judge).
 */
function refusedByOptions(options, kind, from, to) {
  const reason = (entry) => ({ code: entry.code, message: entry.message, rule: entry.rule });
  if (kind === "attack") {
    const entry = (options.attacks || []).find((a) => a.id === from);
    if (!entry) return null;
    if (entry.can_attack === false && entry.refusal) return reason(entry.refusal);
    const refused = (entry.refused_targets || []).find((r) => r.id === to);
    return refused ? reason(refused) : null;
  }
  const entry = ((options.blocks && options.blocks.blockers) || []).find((b) => b.id === from);
  if (!entry) return null;
  if (entry.can_block === false && entry.refusal) return reason(entry.refusal);
  const refused = (entry.refused || []).find((r) => r.attacker === to);
  return refused ? reason(refused) : null;
}

/** What a declaration the engine made is called in the history and said to a screen reader. */
function madeText(answer, from, to, nameOf) {
  const [who, whom] = [nameOf(from), nameOf(to)];
  if (answer.made === "attack") return { label: `${who} attacks ${whom}`, said: `${who} attacks ${whom}.` };
  if (answer.made === "block-instead") {
    const before = (answer.replaced || []).map(nameOf).join(" and ");
    return { label: `${who} blocks ${whom} instead`, said: `${who} now blocks ${whom} instead of ${before}.` };
  }
  return { label: `${who} blocks ${whom}`, said: `${who} blocks ${whom}.` };
}

function showRefusal(problem, what, from) {
  app.refusal = { problem, what, ids: [from] };
  // How many declarations the engine has refused on this page: lets a test (or a tool) tell a new refusal
  // from one still shown of an earlier declaration.
  document.body.dataset.refusals = String(Number(document.body.dataset.refusals || 0) + 1);
  renderRefusal();
  drawBoard();
  announce(`Refused: ${what}. ${problem.message}${problem.rule ? ` (${ruleText(problem.rule)})` : ""}`);
}

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
  const attacking = options ? (options.attacks || []).some((a) => a.id === from) : onAttackingSide(source.controller);
  if (mode === "drag") kind = attacking ? "attack" : "block";
  const what = `${nameOf(from)} ${kind === "attack" ? "attacking" : "blocking"} ${nameOf(to)}`;
  if (kind === "block" && ((app.scenario.blockers || []).find((b) => b.id === from) || { blocks: [] }).blocks.includes(to)) {
    announce(`${nameOf(from)} already blocks ${nameOf(to)}.`);
    return;
  }
  // The engine's options for this board already refuse it: shown with their rule, no call.
  const known = options && refusedByOptions(options, kind, from, to);
  if (known) {
    showRefusal(known, what, from);
    return;
  }
  if (!app.engineReady) {
    els.verdict.className = "verdict-box waiting";
    els.verdict.replaceChildren(el("p", null, `Waiting for the engine to check ${what}…`));
    announce(`The engine is still loading; ${what} is checked as soon as it is ready.`);
  }
  const seq = app.seq;
  // The engine makes the board (an attacker stops blocking, 509.2's order, "block instead") or refuses it.
  const choice = kind === "attack" ? { attack: { id: from, target: to } } : { block: { id: from, attacker: to } };
  const answer = await playChoice(choice);
  if (seq !== app.seq) return;
  if (answer.ok) {
    const { label, said } = madeText(answer, from, to, nameOf);
    commit(answer.scenario, label);
    announce(said);
    return;
  }
  showRefusal(answer.error || { message: "The engine gave no answer." }, what, from);
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
    } else if (isPlayer(id)) announce(`${id}. Press E to edit ${possessive(id)} fields in the set-up.`);
  });
  board.on("announce", announce);
}
