// The combat panel: the declarations (with buttons to take one back), the
// damage assignment order (mtg-2020), the damage divisions with the engine's
// live verdict, and the list of actions. Which recipients a division offers is
// a convenience; whether a division is legal is always the engine's answer.

import { el, keywordLabel, ruleText } from "../core/log.js";
import { typesOf } from "../core/view.js";
import { focusKey, restoreFocus } from "./focus.js";
import { createOrderPanel } from "./order-panel.js";
import { balanceDivision } from "../core/balance.js";
import { possessive } from "../core/words.js";
import { problemWords } from "./problem-words.js";

const ACTION_KINDS = [
  ["pump", "pump (+N/+N until end of turn)"],
  ["remove", "remove (destroy, sacrifice, bounce)"],
  ["remove-from-combat", "remove from combat"],
  ["prevent", "prevent the next N damage"],
  ["grant", "grant a keyword"],
  ["lose", "make it lose a keyword"],
  ["deal", "deal noncombat damage"],
  ["counters", "put +1/+1 or -1/-1 counters"],
  ["life", "a player gains or loses life"],
  ["regenerate", "regenerate (a regeneration shield)"],
  ["ninjutsu", "ninjutsu (swap an unblocked attacker for a card in hand)"],
];
const MOMENTS = {
  "after-blocks": "after blockers are declared",
  "after-first-strike": "after first-strike damage",
  "on-stack": "with combat damage on the stack",
};

function button(text, className, label) {
  const node = el("button", className, text);
  node.type = "button";
  if (label) node.setAttribute("aria-label", label);
  return node;
}

/** A problem list entry: its message in words (problem-words.js) and its rule, for a verdict line. */
export function problemText(problem, scenario) {
  return `${problemWords(problem, scenario)}${problem.rule ? ` (${ruleText(problem.rule)})` : ""}`;
}

export function createCombatPanel(root, app) {
  const declBox = el("div", "declarations");
  const orderBox = el("div", "orders");
  const divisionBox = el("div", "divisions");
  const actionBox = el("div", "actions-editor");
  // The divisions first: beside the board, they are what a person changes between two resolves.
  // Actions during combat are set-up, with the set-up form when the page gives them a place.
  // Under a damage assignment order (mtg-2020) the order comes first: it decides which division is legal.
  root.append(orderBox, divisionBox, declBox);
  const orders = createOrderPanel(orderBox, app);
  (app.actionsHost || root).append(actionBox);

  // ---------------------------------------------------------------- declarations

  function renderDeclarations(scenario, info, nameOf) {
    const set = el("fieldset", "decl-fieldset");
    set.append(el("legend", null, "Declarations"));
    if (info && !info.declares) {
      set.append(el("p", "note", `${info.title}: the engine decides who attacks and who blocks; nothing is declared.`));
      declBox.replaceChildren(set);
      return;
    }
    const items = el("ul", "decl-list");
    for (const attacker of scenario.attackers || []) {
      const item = el("li", "decl attack");
      item.append(el("span", "decl-text", `${nameOf(attacker.id)} attacks ${nameOf(attacker.target)}`));
      const remove = button("Undo", "small", `Undo ${possessive(nameOf(attacker.id))} attack`);
      remove.addEventListener("click", () => app.undeclare(attacker.id));
      item.append(remove);
      items.append(item);
    }
    for (const blocker of scenario.blockers || []) {
      const item = el("li", "decl block");
      item.append(el("span", "decl-text", `${nameOf(blocker.id)} blocks ${(blocker.blocks || []).map(nameOf).join(" and ")}`));
      const remove = button("Undo", "small", `Undo ${possessive(nameOf(blocker.id))} block`);
      remove.addEventListener("click", () => app.undeclare(blocker.id));
      item.append(remove);
      items.append(item);
    }
    if (!items.children.length) {
      set.append(el("p", "note", "No attackers yet. Drag a creature onto the defending player, a planeswalker or a battle — or select it on the board and press A."));
    } else set.append(items);
    const clear = button("Clear all declarations", "small", null);
    clear.disabled = !items.children.length;
    clear.addEventListener("click", () => app.clearCombat());
    set.append(clear);
    declBox.replaceChildren(set);
  }

  // ---------------------------------------------------------------- divisions

  /**
   * The divisions to offer, from the engine's options for the board as it is now: each source that
   * assigns damage to two or more recipients (its blockers, or what its excess may reach past them,
   * 702.19b-c), or that the scenario already divides, once per damage step it deals damage in. Its
   * total is its power now and its values the engine's automatic division: never an older board's.
   */
  function offers(scenario, options) {
    const divisions = ((options && options.divisions) || []).filter((d) => d.assigns);
    const stepsOf = (source) => [...new Set(divisions.filter((d) => d.source === source).map((d) => d.step))];
    const out = [];
    for (const d of divisions) {
      const recipients = [...new Set([...d.recipients.map((r) => r.id), ...((d.past && d.past.to) || [])])];
      const divided = (scenario.assignments || []).some((a) => a.source === d.source);
      if (recipients.length < 2 && !divided) continue;
      const steps = stepsOf(d.source);
      // What is lethal for each recipient from this source (the engine's `lethal`; null for a player).
      const lethal = Object.fromEntries(d.recipients.map((r) => [r.id, r.lethal]));
      out.push({ source: d.source, step: steps.length > 1 ? d.step : null, steps: steps.length > 1 ? steps : [null],
        recipients, total: d.power, automatic: d.automatic || {}, lethal, order: d.order || null });
    }
    // A division the scenario gives that the engine lists no options for (the board is refused before
    // damage): shown as written, with no total (the engine has none for this board).
    for (const a of scenario.assignments || []) {
      if (!a || out.some((o) => o.source === a.source)) continue;
      out.push({ source: a.source, step: a.step || null, steps: [a.step || null],
        recipients: Object.keys(a.division || {}), total: null, automatic: {}, lethal: {}, order: null });
    }
    return out;
  }

  /** Index of the explicit division for (source, step); a division without a step is for the first step. */
  function explicitIndex(scenario, source, step, steps) {
    return (scenario.assignments || []).findIndex(
      (a) => a.source === source && (step === null || (a.step ? a.step === step : step === steps[0])),
    );
  }

  function renderDivisions(scenario, info, nameOf, options, problems) {
    const set = el("fieldset", "division-fieldset");
    set.append(el("legend", null, "Damage division"));
    if (info && !(info.decisions || []).includes("divisions")) {
      set.append(el("p", "note", `${info.title} divides combat damage automatically.`));
      divisionBox.replaceChildren(set);
      return;
    }
    const list = offers(scenario, options);
    if (!options) {
      set.append(el("p", "note", "The divisions appear once the engine has read this board."));
    } else if (!list.length) {
      set.append(el("p", "note", "A creature with several recipients (two or more blockers, or damage that may go past its blocker) gets a division control here."));
    }
    for (const offer of list) set.append(divisionControl(scenario, offer, nameOf, problems));
    divisionBox.replaceChildren(set);
  }

  function divisionControl(scenario, { source, step, steps, recipients, total, automatic, lethal, order }, nameOf, problems) {
    const index = explicitIndex(scenario, source, step, steps);
    const explicit = index >= 0 ? scenario.assignments[index] : null;
    const values = {};
    for (const id of recipients) values[id] = explicit ? explicit.division[id] ?? 0 : automatic[id] ?? 0;
    for (const id of Object.keys(explicit ? explicit.division : {})) if (!(id in values)) values[id] = explicit.division[id];
    const box = el("div", `division ${explicit ? "explicit" : "automatic"}`);
    box.dataset.source = source;
    if (step) box.dataset.step = step;
    const titleId = `division-${source}-${step || "any"}`.replace(/[^a-zA-Z0-9_-]/g, "_");
    const who = scenario.players.some((p) => p.id === source) ? `${possessive(nameOf(source))} units` : nameOf(source);
    const title = el("p", "division-title", `${who}${step ? ` — ${step} step` : ""}`);
    title.id = titleId;
    // One line: whose damage, how much of it is assigned, and the way back to the engine's own division.
    const head = el("div", "division-head");
    head.append(title);
    box.append(head);
    box.setAttribute("role", "group");
    box.setAttribute("aria-labelledby", titleId);
    const rows = el("div", "division-rows");
    const commitValues = (changed) => {
      const next = app.scenario();
      const assignments = (next.assignments || []).filter((_, i) => i !== index);
      const entry = { source };
      if (step) entry.step = step;
      entry.division = { ...changed };
      assignments.push(entry);
      next.assignments = assignments;
      app.commit(next, `divide ${possessive(nameOf(source))} damage`);
    };
    const ids = Object.keys(values);
    // With the engine's total (the power now), a point moves from one recipient to another in one
    // action and the total stays; without it (the engine has no options for this board) each
    // number changes alone. Whether the division is legal is the engine's verdict below.
    const balanced = total !== null;
    const giveTo = (i) => ids[i + 1 < ids.length ? i + 1 : i - 1];
    const takeFrom = (i) => [...ids.slice(i + 1), ...ids.slice(0, i).reverse()].find((other) => values[other] > 0);
    ids.forEach((id, i) => {
      const row = el("div", "division-row");
      const inputId = `${titleId}-${id}`.replace(/[^a-zA-Z0-9_-]/g, "_");
      const label = el("label", null, `to ${nameOf(id)}`);
      label.htmlFor = inputId;
      const input = el("input");
      input.type = "number";
      input.min = "0";
      if (balanced) input.max = String(Math.max(0, total));
      input.step = "1";
      input.inputMode = "numeric";
      input.id = inputId;
      input.name = `division:${source}:${step || ""}:${id}`;
      input.defaultValue = String(values[id]);
      input.dataset.recipient = id;
      const donor = takeFrom(i);
      const taker = giveTo(i);
      const minus = button("−1", "small move-button stepper",
        balanced && taker ? `−1 from ${nameOf(id)}, to ${nameOf(taker)}` : `−1 to ${nameOf(id)}`);
      const plus = button("+1", "small move-button stepper",
        balanced && donor ? `+1 to ${nameOf(id)}, from ${nameOf(donor)}` : `+1 to ${nameOf(id)}`);
      minus.dataset.stepper = `${source}|${step || ""}|${id}|minus`;
      plus.dataset.stepper = `${source}|${step || ""}|${id}|plus`;
      minus.disabled = values[id] <= 0 || (balanced && !taker);
      plus.disabled = balanced && !donor;
      const move = (from, to, said) => {
        const next = { ...values, [from]: values[from] - 1, [to]: values[to] + 1 };
        commitValues(next);
        app.announce(`${said} ${ids.map((x) => `${nameOf(x)} ${next[x]}`).join(", ")}.`);
      };
      minus.addEventListener("click", () => {
        if (balanced) move(id, taker, `One point moved from ${nameOf(id)} to ${nameOf(taker)}:`);
        else commitValues({ ...values, [id]: Math.max(0, values[id] - 1) });
      });
      plus.addEventListener("click", () => {
        if (balanced) move(donor, id, `One point moved from ${nameOf(donor)} to ${nameOf(id)}:`);
        else commitValues({ ...values, [id]: values[id] + 1 });
      });
      input.addEventListener("change", () => {
        const n = Number.parseInt(input.value, 10);
        const wanted = Math.max(0, Number.isFinite(n) ? n : 0);
        if (!balanced) {
          commitValues({ ...values, [id]: wanted });
          return;
        }
        // A typed number keeps the total: the difference comes from (or goes to) the others, last first.
        commitValues(balanceDivision(values, id, wanted, total));
      });
      const said = el("span", "division-who");
      if (order && order.ids.includes(id)) said.append(el("span", "order-number", String(order.ids.indexOf(id) + 1)));
      said.append(label);
      // The engine's lethal damage for this recipient from this source (702.2c, 704.5g; a planeswalker's loyalty).
      if (lethal && typeof lethal[id] === "number") {
        const note = el("span", "lethal", lethal[id] > 0 ? `lethal ${lethal[id]}` : "has lethal");
        note.id = `${inputId}-lethal`;
        note.title = lethal[id] > 0 ? `${lethal[id]} damage from ${nameOf(source)} is lethal for ${nameOf(id)} (the engine's count)`
          : `${nameOf(id)} already has lethal damage`;
        input.setAttribute("aria-describedby", note.id);
        said.append(note);
      }
      row.append(said, minus, input, plus);
      rows.append(row);
    });
    box.append(rows);
    const assigned = Object.values(values).reduce((a, b) => a + b, 0);
    head.append(el("span", "division-total", total !== null ? `${assigned} of ${total} assigned` : `${assigned} assigned`));
    const automaticButton = button("Automatic", "small");
    automaticButton.title = `Let the engine divide ${possessive(nameOf(source))} damage`;
    automaticButton.disabled = !explicit;
    automaticButton.addEventListener("click", () => {
      const next = app.scenario();
      next.assignments = (next.assignments || []).filter((_, i) => i !== index);
      if (!next.assignments.length) delete next.assignments;
      app.commit(next, `automatic division for ${nameOf(source)}`);
      app.announce(`${possessive(nameOf(source))} damage is divided automatically by the engine.`);
    });
    head.append(automaticButton);
    // The engine's verdict on this division.
    const verdict = el("p", "verdict");
    verdict.setAttribute("role", "status");
    const mine = explicit
      ? (problems || []).filter((p) => typeof p.path === "string" && p.path.startsWith(`$.assignments[${index}]`))
      : [];
    if (!app.engineReady()) {
      verdict.textContent = "The engine checks this division once it has loaded.";
      verdict.classList.add("waiting");
    } else if (problems === null) {
      verdict.textContent = "Checking…";
      verdict.classList.add("waiting");
    } else if (mine.length) {
      verdict.classList.add("illegal");
      verdict.textContent = `Illegal: ${mine.map((p) => problemText(p, scenario)).join(" ")}`;
      box.append(verdict);
      // Under a damage assignment order (the engine's options say so) a 510.1c refusal is the order's: point at it.
      if (order && mine.some((p) => /^510\.1[cd]/.test(p.rule || ""))) {
        const hint = el("p", "order-hint", `The damage assignment order decides this: lethal damage to ${order.ids.map(nameOf).join(", then ")}, in that order. Change the order (numbered on the board) or the numbers.`);
        const show = button("Show the order", "small order-link");
        show.addEventListener("click", () => orders.point(source));
        hint.append(" ", show);
        box.append(hint);
        orders.mark(source);
      }
      box.append(fixOffer(source, index, automatic, nameOf));
      return box;
    } else if (explicit && problems.length) {
      // The engine refused the board for another reason, so it never got to judge this division.
      verdict.classList.add("waiting");
      verdict.textContent = "Not checked yet: the engine refuses the board for another reason (see above).";
    } else if (explicit) {
      verdict.classList.add("legal");
      verdict.textContent = "Legal: the engine accepts this division.";
    } else {
      verdict.classList.add("auto");
      verdict.textContent = "Automatic: the engine's own division (change a number to choose yours).";
    }
    box.append(verdict);
    return box;
  }

  /** The engine's own division for the source, offered as the fix of an illegal one (one click). */
  function fixOffer(source, index, automatic, nameOf) {
    const row = el("div", "division-fix");
    const legal = Object.entries(automatic || {});
    const text = legal.length ? `Use the engine's division: ${legal.map(([id, n]) => `${n} to ${nameOf(id)}`).join(", ")}` : "Let the engine divide";
    const fix = button(text, "small primary fix-division");
    fix.addEventListener("click", () => {
      const next = app.scenario();
      const rest = (next.assignments || []).filter((_, i) => i !== index);
      if (legal.length) {
        const entry = { ...next.assignments[index], division: Object.fromEntries(legal) };
        next.assignments = [...rest, entry];
      } else if (rest.length) next.assignments = rest;
      else delete next.assignments;
      app.commit(next, `the engine's division for ${nameOf(source)}`);
      // The button goes with the illegal division: the focus stays in this division (its first number).
      setTimeout(() => {
        const field = divisionBox.querySelector(`.division[data-source="${CSS.escape(source)}"] input`);
        if (field) field.focus();
      }, 0);
      app.announce(`${possessive(nameOf(source))} damage: ${legal.length ? legal.map(([id, n]) => `${n} to ${nameOf(id)}`).join(", ") : "divided by the engine"}. The engine checks it.`);
    });
    row.append(fix);
    return row;
  }

  // ---------------------------------------------------------------- actions

  function renderActions(scenario, info, nameOf) {
    const set = el("fieldset", "actions-fieldset");
    set.append(el("legend", null, "Actions during combat"));
    const moments = (info && info.action_times) || [];
    if (!moments.length && !(scenario.actions || []).length) {
      set.append(el("p", "note", `${info ? info.title : "This ruleset"} has no moment for actions during combat.`));
      actionBox.replaceChildren(set);
      return;
    }
    const permanents = scenario.permanents.map((p) => [p.id, p.name || p.id]);
    const players = scenario.players.map((p) => [p.id, `${p.id} (player)`]);
    const keywords = ((info && info.keywords) || []).map((k) => [k.numbered ? `${k.name}:1` : k.name, keywordLabel(k.name) + (k.numbered ? " 1" : "")]);
    const list = el("ol", "action-list");
    (scenario.actions || []).forEach((action, index) => {
      const item = el("li", "action-item");
      const group = el("fieldset", "action-set");
      group.append(el("legend", null, `Action ${index + 1}`));
      const row = el("div", "field-row");
      const update = (change, label) => {
        const next = app.scenario();
        next.actions[index] = change({ ...next.actions[index] });
        app.commit(next, label);
      };
      const selectField = (labelText, key, options, value, onChange) => {
        const wrap = el("div", "field");
        const id = `action-${index}-${key}`;
        const label = el("label", null, labelText);
        label.htmlFor = id;
        const node = el("select");
        node.id = id;
        node.name = `action-${index}-${key}`;
        for (const [v, text] of options) {
          const option = el("option", null, text);
          option.value = v;
          node.append(option);
        }
        if (!options.some(([v]) => v === value) && value !== undefined) {
          const option = el("option", null, `${value} (not in this ruleset)`);
          option.value = value;
          node.append(option);
        }
        node.value = value ?? "";
        node.addEventListener("change", () => onChange(node.value));
        wrap.append(label, node);
        row.append(wrap);
      };
      const numberField = (labelText, key, value) => {
        const wrap = el("div", "field");
        const id = `action-${index}-${key}`;
        const label = el("label", null, labelText);
        label.htmlFor = id;
        const input = el("input");
        input.type = "number";
        input.step = "1";
        input.id = id;
        input.name = id;
        input.defaultValue = String(value ?? 0);
        input.addEventListener("change", () => update((a) => ({ ...a, [key]: Number.parseInt(input.value, 10) || 0 }), `action ${key}`));
        wrap.append(label, input);
        row.append(wrap);
      };
      selectField("When", "at", moments.map((m) => [m, `${m} — ${MOMENTS[m] || m}`]), action.at, (v) => update((a) => {
        const b = { ...a, at: v };
        if (v !== "on-stack") delete b.step;
        return b;
      }, "action moment"));
      if (action.at === "on-stack") {
        selectField("Damage step", "step", [["regular", "regular"], ["first-strike", "first-strike"]], action.step || "regular", (v) => update((a) => {
          const b = { ...a };
          if (v === "regular") delete b.step;
          else b.step = v;
          return b;
        }, "action step"));
      }
      selectField("Do", "do", ACTION_KINDS, action.do, (v) => update((a) => freshAction(a.at, v, a.target || (permanents[0] || [])[0], info), "action kind"));
      if (action.do === "deal") {
        selectField("Source", "source", permanents, action.source, (v) => update((a) => ({ ...a, source: v }), "action source"));
      }
      const targets = action.do === "life" ? players
        : action.do === "prevent" || action.do === "deal" ? [...permanents, ...players] : permanents;
      if (action.do === "ninjutsu") {
        const attackers = (scenario.attackers || []).map((a) => [a.id, nameOf(a.id)]);
        const inHand = scenario.permanents.filter((p) => p.zone === "hand").map((p) => [p.id, p.name || p.id]);
        selectField("Return (unblocked attacker)", "return", attackers, action.return, (v) => update((a) => ({ ...a, return: v }), "ninjutsu: returned attacker"));
        selectField("Ninja (card in hand)", "ninja", inHand, action.ninja, (v) => update((a) => ({ ...a, ninja: v }), "ninjutsu: ninja"));
      } else {
        selectField("Target", "target", targets, action.target, (v) => update((a) => ({ ...a, target: v }), "action target"));
      }
      if (action.do === "pump") {
        numberField("Power +", "power", action.power);
        numberField("Toughness +", "toughness", action.toughness);
      }
      if (action.do === "remove") {
        selectField("To", "to", [["graveyard", "graveyard"], ["exile", "exile"], ["hand", "hand"]], action.to || "graveyard", (v) => update((a) => ({ ...a, to: v }), "action zone"));
      }
      if (action.do === "counters") {
        selectField("Kind", "kind", [["+1/+1", "+1/+1"], ["-1/-1", "-1/-1"]], action.kind || "+1/+1", (v) => update((a) => ({ ...a, kind: v }), "action counter kind"));
      }
      if (action.do === "prevent" || action.do === "deal" || action.do === "counters") numberField("Amount", "amount", action.amount);
      if (action.do === "life") numberField("Life (+ gains, - loses)", "amount", action.amount);
      if (action.do === "grant" || action.do === "lose") {
        selectField("Keyword", "keyword", keywords, action.keyword, (v) => update((a) => ({ ...a, keyword: v }), "action keyword"));
      }
      group.append(row);
      const buttons = el("div", "form-buttons");
      const up = button("Earlier", "small", `Move action ${index + 1} earlier`);
      up.disabled = index === 0;
      up.addEventListener("click", () => {
        const next = app.scenario();
        const [moved] = next.actions.splice(index, 1);
        next.actions.splice(index - 1, 0, moved);
        app.commit(next, "reorder actions");
      });
      const remove = button("Remove", "small danger", `Remove action ${index + 1}`);
      remove.addEventListener("click", () => {
        const next = app.scenario();
        next.actions.splice(index, 1);
        if (!next.actions.length) delete next.actions;
        app.commit(next, "remove action");
        app.announce(`Action ${index + 1} removed.`);
      });
      buttons.append(up, remove);
      group.append(buttons);
      item.append(group);
      list.append(item);
    });
    if (list.children.length) set.append(list);
    const add = button("+ Add action", "small add-action");
    add.disabled = !moments.length || !scenario.permanents.length;
    add.addEventListener("click", () => {
      const next = app.scenario();
      const target = (next.blockers && next.blockers[0] && next.blockers[0].id) || (next.permanents[0] || {}).id;
      next.actions = [...(next.actions || []), freshAction(moments[0], "pump", target, info)];
      app.commit(next, "add action");
      setTimeout(() => {
        const selects = actionBox.querySelectorAll('select[name$="-do"]');
        if (selects.length) selects[selects.length - 1].focus();
      }, 0);
    });
    set.append(add);
    actionBox.replaceChildren(set);
  }

  function freshAction(at, kind, target, info) {
    switch (kind) {
      case "pump":
        return { at, do: "pump", target, power: 3, toughness: 3 };
      case "remove":
        return { at, do: "remove", target, to: "graveyard" };
      case "remove-from-combat":
        return { at, do: "remove-from-combat", target };
      case "prevent":
        return { at, do: "prevent", target, amount: 2 };
      case "grant":
      case "lose": {
        const first = ((info && info.keywords) || [])[0];
        return { at, do: kind, target, keyword: first ? first.name : "" };
      }
      case "deal":
        return { at, do: "deal", source: target, target, amount: 1 };
      case "counters":
        return { at, do: "counters", target, kind: "+1/+1", amount: 1 };
      case "life": {
        const player = (app.scenario().players || [])[0];
        return { at, do: "life", target: player ? player.id : target, amount: 1 };
      }
      case "ninjutsu": {
        const scenario = app.scenario();
        const attacker = ((scenario.attackers || [])[0] || {}).id;
        const ninja = (scenario.permanents.find((p) => p.zone === "hand") || {}).id;
        return { at, do: "ninjutsu", return: attacker || target, ninja: ninja || target };
      }
      default:
        return { at, do: kind, target };
    }
  }

  /** Each order just above its source's division (the order decides which division is legal, 510.1c); the
   * orders of sources with no division offered stay in the order's own fieldset. */
  function placeOrders() {
    const set = orderBox.querySelector(".order-fieldset");
    const divisions = divisionBox.querySelector(".division-fieldset");
    if (!set || !divisions) return;
    let moved = 0;
    for (const box of [...set.querySelectorAll(".order-box")]) {
      const division = divisionBox.querySelector(`.division[data-source="${CSS.escape(box.dataset.source)}"]`);
      if (!division) continue;
      division.before(box);
      moved += 1;
    }
    if (!moved) return;
    divisions.querySelector("legend").textContent = "Damage assignment order and division";
    const help = set.querySelector(".order-help");
    if (help) divisions.querySelector("legend").after(help);
    if (!set.querySelector(".order-box")) orderBox.replaceChildren();
  }

  function render({ scenario, info, nameOf, options, problems }) {
    const restore = focusKey(root);
    renderDeclarations(scenario, info, nameOf);
    orders.unmark();
    renderDivisions(scenario, info, nameOf, options, problems);
    orders.render(scenario, info, nameOf, options);
    placeOrders();
    renderActions(scenario, info, nameOf);
    restoreFocus(root, restore);
  }

  return { render, forget: () => {}, orderMarked: () => orders.marked() };
}
