// Play mode's choices: a form of the blocks and damage divisions the engine's options allow on this
// board; the reader's choices go back to the element (element.js), which resolves them.

import { namer } from "../core/widget-text.js";
import { el, isObject, list } from "./dom.js";

/**
 * Blocks and damage divisions the reader may change: those the engine's options (`legal`) allow.
 * changed: the board shown has the reader's choices (Back to the original board is offered);
 * choose(next): resolve `next` (the scenario with the choices), or the original board (null).
 */
export function choicesForm(scenario, legal, { changed, choose }) {
  const form = el("form", "choices");
  form.append(el("h4", null, "Your choices"));
  const name = namer(scenario);
  const attackers = list(scenario.attackers).filter(isObject);
  if (!attackers.length) {
    form.append(el("p", "note", "This ruleset decides attacks and blocks itself: open the board in the playground to change it."));
    return form;
  }
  const attackerIds = new Set(attackers.map((a) => String(a.id)));
  const blocks = new Map(list(scenario.blockers).filter(isObject).map((b) => [String(b.id), list(b.blocks).map(String)]));
  const ok = isObject(legal) && legal.ok === true;
  if (!ok) form.append(el("p", "note", "The engine lists the choices once it can read this board."));
  // Each creature that may block, with the attackers it may block (the engine's options).
  const candidates = ok ? list(legal.blocks && legal.blocks.blockers).filter((b) => isObject(b) && b.can_block) : [];
  const selects = [];
  for (const p of candidates) {
    const row = el("div", "choice");
    const label = el("label");
    label.append(el("span", null, name(p.id)));
    const select = el("select");
    select.dataset.blocker = String(p.id);
    const none = el("option", null, "does not block");
    none.value = "";
    select.append(none);
    for (const a of list(p.attackers).map(String)) {
      const option = el("option", null, `blocks ${name(a)}`);
      option.value = a;
      select.append(option);
    }
    const current = blocks.get(String(p.id)) || [];
    select.value = current.length === 1 ? current[0] : "";
    if (current.length > 1) {
      const option = el("option", null, `blocks ${current.map(name).join(" and ")}`);
      option.value = `*${current.join(",")}`;
      select.append(option);
      select.value = option.value;
    }
    label.append(select);
    row.append(label);
    form.append(row);
    selects.push(select);
  }

  // Divisions: an attacker with two or more recipients (blockers, or what its damage may reach past
  // them), as the engine's options give them for this board: its first damage step's division.
  const inputs = [];
  const steps = new Map(); // attacker id -> the step of the division shown, when it deals damage in two
  const offered = new Map(); // attacker id -> {recipients, division}
  const divisions = ok ? list(legal.divisions).filter((d) => isObject(d) && d.assigns) : [];
  for (const d of divisions) {
    const id = String(d.source);
    if (!attackerIds.has(id) || offered.has(id)) continue;
    const recipients = [...new Set([...list(d.recipients).map((r) => String(r.id)), ...list(d.past && d.past.to).map(String)])];
    offered.set(id, { recipients, division: isObject(d.division) ? d.division : {} });
    if (divisions.filter((e) => String(e.source) === id).length > 1) steps.set(id, d.step);
  }
  for (const a of attackers) {
    const id = String(a.id);
    const offer = offered.get(id);
    if (!offer || offer.recipients.length < 2) continue;
    // What the reader typed (the scenario's own division, refused or not) wins over the engine's offer:
    // a refused division comes back as it was typed, not reset to the engine's default.
    const own = list(scenario.assignments).find((x) => isObject(x) && String(x.source) === id && isObject(x.division)
      && (!steps.has(id) || x.step === undefined || x.step === steps.get(id)));
    const division = own ? own.division : offer.division;
    const row = el("div", "choice");
    row.append(el("span", null, `${name(id)} divides:`));
    const recipients = offer.recipients;
    for (const target of recipients) {
      const label = el("label");
      label.append(el("span", null, name(target)));
      const input = el("input");
      input.type = "number";
      input.min = "0";
      input.max = "999";
      input.step = "1";
      input.value = String(division[target] ?? 0);
      input.dataset.source = id;
      input.dataset.target = target;
      label.append(input);
      row.append(label);
      inputs.push(input);
    }
    if (recipients.length) form.append(row);
  }
  if (!selects.length && !inputs.length) {
    form.append(el("p", "note", "Nothing to choose on this board."));
    return form;
  }
  const actions = el("div", "controls");
  const go = el("button", "primary", "Resolve with my choices");
  go.type = "submit";
  const reset = el("button", null, "Back to the original board");
  reset.type = "button";
  reset.disabled = !changed;
  actions.append(go, reset);
  form.append(actions);
  let blocksChanged = false;
  for (const select of selects) select.addEventListener("change", () => {
    blocksChanged = true;
    for (const input of inputs) input.disabled = true; // a new block means a new division
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const next = structuredClone(scenario);
    if (selects.length) {
      next.blockers = selects
        .filter((s) => s.value)
        .map((s) => ({ id: s.dataset.blocker, blocks: s.value.startsWith("*") ? s.value.slice(1).split(",") : [s.value] }));
    }
    if (blocksChanged) {
      delete next.assignments;
      delete next.damage_assignment_order;
    } else if (inputs.length) {
      const bySource = new Map();
      for (const input of inputs) {
        if (!bySource.has(input.dataset.source)) bySource.set(input.dataset.source, {});
        bySource.get(input.dataset.source)[input.dataset.target] = Math.trunc(Number(input.value) || 0);
      }
      const kept = list(next.assignments).filter((a) => !(isObject(a) && bySource.has(String(a.source))));
      next.assignments = [
        ...kept,
        ...[...bySource].map(([source, division]) =>
          steps.has(source) ? { source, step: steps.get(source), division } : { source, division }),
      ];
    }
    choose(next);
  });
  reset.addEventListener("click", () => {
    choose(null);
  });
  return form;
}
