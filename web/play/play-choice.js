// The controls for the choice a puzzle asks (see pyengine/puzzles.py): blocks,
// attacks, divisions (with a damage assignment order where the ruleset has one),
// a player's pool of damage, slots, a question's answer, and the puzzle's options.
//
//   const editor = createChoiceEditor(root, { puzzle, orders, options, onChange, announce });
//   await editor.ready            the controls are drawn (divisions ask the engine first)
//   editor.choice()               what check_puzzle takes
//   editor.set(choice)            show this choice (e.g. the advisor's)
//   editor.declare({from, to})    a declaration from the board (drag or keyboard)
//   editor.undeclare(id)
//   editor.scenario()             the puzzle's board with the choice's declarations (for drawing)
//   editor.slots()                Puzzle Quest: {player: [ids in slot order]} or null
//
// Nothing here decides a rule: the controls only gather what the player means;
// which declarations and divisions are legal is the engine's answer to Check.
// `options` is (scenario) => CombatLab.call("options", scenario): the division controls
// show the engine's divisions (docs/scenario-format.md "Options": which sources deal
// damage in which step, how much, to whom, and its automatic division).

import { el } from "../core/log.js";
import { typesOf } from "../core/view.js";
import { playNameMap } from "./play-board.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { balanceDivision } from "../core/balance.js";
import { possessive } from "../core/words.js";

/** What the player chooses (asked of the ruleset's capabilities as pyengine.puzzles.kind_of does). */
export function kindOf(puzzle) {
  const facts = rulesetFacts(puzzle.ruleset);
  if (puzzle.question) return "question";
  if (facts.known && !facts.declares && facts.divisionSource === null) return "slots";
  if (facts.divisionSource === "player") return "pool";
  if (puzzle.side === "defender") return "blocks";
  return (puzzle.scenario.attackers || []).length ? "divisions" : "attacks";
}

/** The player ids of a puzzle: [me, opponent]. */
export function playersOf(puzzle) {
  const s = puzzle.scenario;
  const ids = (s.players || []).map((p) => p.id);
  const active = s.active_player || ids[0];
  const other = ids.find((id) => id !== active);
  return puzzle.side === "attacker" ? [active, other] : [other, active];
}

const clone = (value) => JSON.parse(JSON.stringify(value));
let uid = 0;

export function createChoiceEditor(root, { puzzle, orders = false, options, onChange = () => {}, announce = () => {} }) {
  const kind = kindOf(puzzle);
  const scenario = puzzle.scenario;
  const nameOf = playNameMap(scenario);
  const [me, opponent] = playersOf(puzzle);
  const perms = (scenario.permanents || []).filter((p) => p && p.id);
  const mine = perms.filter((p) => p.controller === me);
  const isCreature = (p) => typesOf(p).includes("creature");
  const prefix = `choice${++uid}`;
  let state = emptyState();
  let divisionSources = []; // [{source, step, total, recipients}]
  let blocked = {}; // attacker id -> blocker ids (divisions, mtg-2020 order)
  let note = "";
  // The engine's options for this board (attacks: targets per creature; blocks: attackers per blocker).
  let legal = { attacks: new Map(), blocks: new Map() };

  function emptyState() {
    return { blockers: [], attackers: [], assignments: {}, touched: false, order: {}, slots: null, answer: null, actions: [] };
  }

  // ---------------------------------------------------------------- engine-derived set-up

  async function prepare() {
    if (kind === "slots") {
      const creatures = mine.filter(isCreature);
      state.slots = creatures.slice().sort((a, b) => (a.slot ?? 99) - (b.slot ?? 99)).map((p) => p.id);
    }
    if (kind === "attacks" || kind === "blocks") {
      const answer = await options(scenario);
      if (!answer || !answer.ok) {
        note = `The engine could not answer for this board: ${answer && answer.error ? answer.error.message : "no answer"}`;
        return;
      }
      legal = {
        attacks: new Map((answer.attacks || []).map((a) => [a.id, a])),
        blocks: new Map(((answer.blocks || {}).blockers || []).map((b) => [b.id, b])),
      };
      return;
    }
    if (kind !== "divisions" && kind !== "pool") return;
    for (const b of scenario.blockers || []) for (const a of b.blocks || []) (blocked[a] = blocked[a] || []).push(b.id);
    const answer = await options(scenario);
    if (!answer || !answer.ok) {
      note = `The engine could not answer for this board: ${answer && answer.error ? answer.error.message : "no answer"}`;
      return;
    }
    // The engine's divisions for the board as it is: one per source and damage step that this player divides.
    for (const d of answer.divisions || []) {
      if (d.chooser !== me || !d.assigns) continue;
      const recipients = [...new Set([...d.recipients.map((r) => r.id), ...((d.past && d.past.to) || [])])];
      const step = kind === "pool" ? "" : d.step;
      divisionSources.push({ source: d.source, step, total: d.power, recipients });
      state.assignments[key(d.source, step)] = Object.fromEntries(recipients.map((r) => [r, (d.division || {})[r] || 0]));
    }
    const sources = new Set(divisionSources.map((d) => d.source));
    for (const [attacker, ids] of Object.entries(blocked)) if (ids.length > 1 && sources.has(attacker)) state.order[attacker] = ids.slice();
  }

  function key(source, step) {
    return `${source}|${step}`;
  }

  // ---------------------------------------------------------------- the choice

  function choice() {
    const out = {};
    if (kind === "blocks") out.blockers = clone(state.blockers);
    if (kind === "attacks") out.attackers = clone(state.attackers);
    if ((kind === "divisions" && state.touched) || kind === "pool") {
      out.assignments = divisionSources.map((s) => {
        const division = {};
        for (const [r, n] of Object.entries(state.assignments[key(s.source, s.step)] || {})) if (n) division[r] = n;
        return s.step ? { source: s.source, step: s.step, division } : { source: s.source, division };
      });
    }
    if (kind === "divisions" && orders && Object.keys(state.order).length) out.damage_assignment_order = clone(state.order);
    if (kind === "slots") out.slots = Object.fromEntries(state.slots.map((id, i) => [id, slotNumbers()[i]]));
    if (kind === "question") out.answer = state.answer;
    if (kind !== "slots" && kind !== "question" && state.actions.length) out.actions = state.actions.slice();
    return out;
  }

  function slotNumbers() {
    const creatures = mine.filter(isCreature);
    return creatures.map((p, i) => p.slot ?? i + 1).sort((a, b) => a - b);
  }

  function set(next) {
    if (!next) return;
    if (next.blockers) state.blockers = clone(next.blockers);
    if (next.attackers) state.attackers = clone(next.attackers);
    if (next.assignments) {
      state.touched = true;
      for (const a of next.assignments) {
        const match = divisionSources.find((s) => s.source === a.source && (!a.step || !s.step || s.step === a.step));
        if (!match) continue;
        const k = key(match.source, match.step);
        state.assignments[k] = Object.fromEntries(match.recipients.map((r) => [r, (a.division || {})[r] || 0]));
      }
    }
    if (next.damage_assignment_order) state.order = clone(next.damage_assignment_order);
    if (next.slots) state.slots = Object.entries(next.slots).sort((x, y) => x[1] - y[1]).map(([id]) => id);
    if (next.answer) state.answer = next.answer;
    state.actions = next.actions ? next.actions.slice() : [];
    render();
    onChange();
  }

  function reset() {
    state = emptyState();
    divisionSources = [];
    blocked = {};
    note = "";
    return prepare().then(() => {
      render();
      onChange();
    });
  }

  // ---------------------------------------------------------------- board declarations

  const attackerIds = () => new Set((scenario.attackers || []).map((a) => a.id));
  /** What the engine lets `id` attack, and why not the rest. */
  const targetsOf = (id) => (legal.attacks.get(id) || {}).targets || [];
  const blockableBy = (id) => (legal.blocks.get(id) || {}).attackers || [];
  /** The engine's reason why `id` can't attack `to` (or can't attack at all), if it gave one. */
  function whyNot(entry, other, key) {
    if (!entry) return "";
    if (entry.refusal) return entry.refusal.message;
    const refused = (entry[key] || []).find((r) => r.id === other || r.attacker === other);
    return refused ? refused.message : "";
  }

  function declare({ from, to }) {
    const mineIds = new Set(mine.filter(isCreature).map((p) => p.id));
    if (kind === "blocks") {
      let [blocker, attacker] = [from, to];
      if (!mineIds.has(blocker) && mineIds.has(to)) [blocker, attacker] = [to, from];
      if (!mineIds.has(blocker) || !attackerIds().has(attacker)) {
        announce("To block, point from one of your creatures to an attacking creature.");
        return;
      }
      if (!blockableBy(blocker).includes(attacker)) {
        announce(whyNot(legal.blocks.get(blocker), attacker, "refused") || `${nameOf(blocker)} can't block ${nameOf(attacker)}.`);
        return;
      }
      setBlock(blocker, attacker);
      announce(`${nameOf(blocker)} blocks ${nameOf(attacker)}.`);
    } else if (kind === "attacks") {
      if (!mineIds.has(from)) {
        announce(`To attack, point from one of your creatures to ${nameOf(opponent)} or a planeswalker or battle.`);
        return;
      }
      if (!targetsOf(from).includes(to)) {
        announce(whyNot(legal.attacks.get(from), to, "refused_targets") || `${nameOf(from)} can't attack ${nameOf(to)}.`);
        return;
      }
      setAttack(from, to);
      announce(`${nameOf(from)} attacks ${nameOf(to)}.`);
    } else {
      announce("This puzzle asks no declarations: use the controls beside the board.");
      return;
    }
    render();
    onChange();
  }

  function undeclare(id) {
    const before = state.blockers.length + state.attackers.length;
    state.blockers = state.blockers.filter((b) => b.id !== id);
    state.attackers = state.attackers.filter((a) => a.id !== id);
    if (state.blockers.length + state.attackers.length !== before) {
      announce(`${nameOf(id)} no longer ${kind === "blocks" ? "blocks" : "attacks"}.`);
      render();
      onChange();
    }
  }

  function setBlock(blocker, attacker) {
    state.blockers = state.blockers.filter((b) => b.id !== blocker);
    if (attacker) state.blockers.push({ id: blocker, blocks: [attacker] });
  }

  function setAttack(creature, target) {
    state.attackers = state.attackers.filter((a) => a.id !== creature);
    if (target) state.attackers.push({ id: creature, target });
  }

  /** The board to draw: the puzzle's scenario with the declarations made so far. */
  function boardScenario() {
    const s = clone(scenario);
    if (kind === "blocks") s.blockers = clone(state.blockers);
    if (kind === "attacks") s.attackers = clone(state.attackers);
    return s;
  }

  // ---------------------------------------------------------------- controls

  function field(labelText, control) {
    const wrap = el("div", "choice-field");
    const label = el("label", null, labelText);
    label.htmlFor = control.id;
    wrap.append(label, control);
    return wrap;
  }

  function select(id, options, value, onPick) {
    const node = document.createElement("select");
    node.id = id;
    for (const [v, text] of options) {
      const option = el("option", null, text);
      option.value = v;
      option.selected = v === (value || "");
      node.append(option);
    }
    node.addEventListener("change", () => onPick(node.value || null));
    return node;
  }

  function moveButtons(list, index, idPart, label, onMove) {
    // Visible words (the arrows hidden from speech): a voice-control user says what they see,
    // and the accessible name ("Move … earlier") contains it.
    const worded = (arrow, word) => {
      const b = el("button", "small");
      const mark = el("span", null, arrow);
      mark.setAttribute("aria-hidden", "true");
      b.append(mark, ` ${word}`);
      return b;
    };
    const up = worded("↑", "earlier");
    up.type = "button";
    up.id = `${prefix}-up-${idPart}`.replace(/[^\w-]/g, "_");
    up.setAttribute("aria-label", `Move ${label} earlier`);
    up.disabled = index === 0;
    up.addEventListener("click", () => onMove(-1));
    const down = worded("↓", "later");
    down.type = "button";
    down.id = `${prefix}-down-${idPart}`.replace(/[^\w-]/g, "_");
    down.setAttribute("aria-label", `Move ${label} later`);
    down.disabled = index === list.length - 1;
    down.addEventListener("click", () => onMove(1));
    return [up, down];
  }

  function render() {
    const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.id : null;
    const nodes = [];
    if (note) nodes.push(el("p", "choice-note", note));
    if (kind === "blocks") nodes.push(renderBlocks());
    if (kind === "attacks") nodes.push(renderAttacks());
    if (kind === "divisions" || kind === "pool") nodes.push(renderDivisions());
    if (kind === "slots") nodes.push(renderSlots());
    if (kind === "question") nodes.push(renderQuestion());
    if ((puzzle.options || []).length && kind !== "slots" && kind !== "question") nodes.push(renderOptions());
    root.replaceChildren(...nodes);
    if (focused) {
      const again = document.getElementById(focused);
      if (again && !again.disabled) again.focus();
    }
  }

  function fieldset(legend, hint) {
    const box = el("fieldset", "choice-group");
    box.append(el("legend", null, legend));
    if (hint) box.append(el("p", "choice-hint", hint));
    return box;
  }

  function renderBlocks() {
    const box = fieldset("Your blocks", "Drag from your creature to an attacker on the board, or select a creature and press B, then choose the attacker and press Enter. Delete takes a block back. Or use the lists:");
    for (const p of mine.filter(isCreature)) {
      const attackers = blockableBy(p.id).map((a) => [a, `blocks ${nameOf(a)}`]);
      const current = state.blockers.find((b) => b.id === p.id);
      const control = select(`${prefix}-block-${p.id}`, [["", "does not block"], ...attackers], current ? current.blocks[0] : "", (v) => {
        setBlock(p.id, v);
        render();
        onChange();
      });
      const entry = legal.blocks.get(p.id);
      if (!entry || !entry.can_block) control.disabled = true;
      if (entry && entry.refusal) control.title = entry.refusal.message;
      box.append(field(`${p.name || p.id}${p.tapped ? " (tapped)" : ""}`, control));
    }
    return box;
  }

  function renderAttacks() {
    const box = fieldset("Your attacks", "Drag from your creature to the opponent (or a planeswalker or battle), or select a creature and press A, then choose the target and press Enter. Delete takes an attack back. Or use the lists:");
    for (const p of mine.filter(isCreature)) {
      const targets = targetsOf(p.id).map((id) => [id, `attacks ${nameOf(id)}`]);
      const current = state.attackers.find((a) => a.id === p.id);
      const control = select(`${prefix}-attack-${p.id}`, [["", "does not attack"], ...targets], current ? current.target : "", (v) => {
        setAttack(p.id, v);
        render();
        onChange();
      });
      const entry = legal.attacks.get(p.id);
      if (!entry || !entry.can_attack) control.disabled = true;
      if (entry && entry.refusal) control.title = entry.refusal.message;
      box.append(field(`${p.name || p.id}${p.tapped ? " (tapped)" : ""}`, control));
    }
    return box;
  }

  function renderDivisions() {
    const box = fieldset(kind === "pool" ? "Divide your Might" : "Divide your damage",
      kind === "pool"
        ? "Your units' Might is one pool: assign it among the opposing units."
        : "How much damage each of your creatures assigns to what it fights. The engine says whether a division is legal when you check.");
    if (orders) {
      for (const [attacker, ids] of Object.entries(state.order)) {
        const group = el("div", "order-group");
        group.append(el("p", "choice-sub", `${nameOf(attacker)}: damage assignment order`));
        const listNode = el("ol", "order-list");
        ids.forEach((id, index) => {
          const item = el("li", null);
          item.append(el("span", null, nameOf(id)));
          item.append(...moveButtons(ids, index, `${id}-in-${attacker}`, `${nameOf(id)} in ${possessive(nameOf(attacker))} order`, (delta) => {
            const next = ids.slice();
            const [moved] = next.splice(index, 1);
            next.splice(index + delta, 0, moved);
            state.order[attacker] = next;
            announce(`${nameOf(moved)} is now number ${index + delta + 1} in ${possessive(nameOf(attacker))} order.`);
            render();
            onChange();
          }));
          listNode.append(item);
        });
        group.append(listNode);
        box.append(group);
      }
    }
    for (const s of divisionSources) {
      const group = el("div", "division-group");
      const values = state.assignments[key(s.source, s.step)] || {};
      const used = Object.values(values).reduce((x, y) => x + (Number(y) || 0), 0);
      const title = kind === "pool" ? `Your Might: ${s.total}` : `${nameOf(s.source)}${divisionSources.filter((d) => d.source === s.source).length > 1 ? ` (${s.step.replace(/-/g, " ")} damage)` : ""}: ${s.total} damage`;
      group.append(el("p", "choice-sub", title));
      for (const r of s.recipients) {
        const input = document.createElement("input");
        input.type = "number";
        input.min = "0";
        input.max = String(s.total);
        input.step = "1";
        input.id = `${prefix}-div-${s.source}-${s.step}-${r}`.replace(/[^\w-]/g, "_");
        input.value = String(values[r] || 0);
        input.addEventListener("change", () => {
          // The total stays the source's damage as the reader types (as on the analysis board): the
          // difference comes from, or goes to, the other recipients, last first.
          const n = Math.max(0, Math.floor(Number(input.value) || 0));
          state.assignments[key(s.source, s.step)] = balanceDivision(values, r, n, s.total);
          state.touched = true;
          render();
          onChange();
        });
        group.append(field(`to ${nameOf(r)}`, input));
      }
      const sum = el("p", used === s.total ? "division-sum" : "division-sum off", `${used} of ${s.total} assigned`);
      sum.setAttribute("aria-live", "polite");
      group.append(sum);
      box.append(group);
    }
    if (!divisionSources.length && !note) box.append(el("p", "choice-hint", "None of your creatures has damage to divide."));
    return box;
  }

  function renderSlots() {
    const box = fieldset("Your cast order", "Slot 1 attacks first. Move a creature earlier or later:");
    const listNode = el("ol", "order-list");
    state.slots.forEach((id, index) => {
      const item = el("li", null);
      item.append(el("span", null, nameOf(id)));
      item.append(...moveButtons(state.slots, index, id, nameOf(id), (delta) => {
        const next = state.slots.slice();
        const [moved] = next.splice(index, 1);
        next.splice(index + delta, 0, moved);
        state.slots = next;
        announce(`${nameOf(moved)} is now in slot ${index + delta + 1}.`);
        render();
        onChange();
      }));
      listNode.append(item);
    });
    box.append(listNode);
    return box;
  }

  function renderQuestion() {
    const box = fieldset("Your answer", puzzle.question);
    for (const answer of puzzle.answers || []) {
      const row = el("div", "choice-radio");
      const input = document.createElement("input");
      input.type = "radio";
      input.name = `${prefix}-answer`;
      input.id = `${prefix}-answer-${answer.id}`;
      input.value = answer.id;
      input.checked = state.answer === answer.id;
      input.addEventListener("change", () => {
        state.answer = answer.id;
        onChange();
      });
      const label = el("label", null, answer.text);
      label.htmlFor = input.id;
      row.append(input, label);
      box.append(row);
    }
    return box;
  }

  function renderOptions() {
    const box = fieldset("Your tricks", "Play these too (in the order you tick them):");
    for (const option of puzzle.options) {
      const row = el("div", "choice-radio");
      const input = document.createElement("input");
      input.type = "checkbox";
      input.id = `${prefix}-option-${option.id}`;
      input.checked = state.actions.includes(option.id);
      input.addEventListener("change", () => {
        state.actions = state.actions.filter((id) => id !== option.id);
        if (input.checked) state.actions.push(option.id);
        onChange();
      });
      const label = el("label", null, option.text);
      label.htmlFor = input.id;
      row.append(input, label);
      box.append(row);
    }
    return box;
  }

  const ready = prepare().then(render, (error) => {
    note = `The engine is unavailable: ${error.message}`;
    render();
  });

  return {
    kind,
    me,
    opponent,
    ready,
    choice,
    set,
    reset,
    declare,
    undeclare,
    scenario: boardScenario,
    slots: () => (kind === "slots" ? { [me]: state.slots.slice() } : null),
  };
}
