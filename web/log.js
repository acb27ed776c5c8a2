// The event log: every engine event as a plain sentence with its rule, grouped
// by step. Sentences only reword what the engine answered; names come from the
// scenario and are always set with textContent.

import { keywordSpec } from "./ruleset-facts.js";

/** Creates an element with a class and text (never HTML). */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

const STEP_TITLES = {
  "declare-attackers": "Declare attackers",
  "declare-blockers": "Declare blockers",
  "first-strike": "First-strike combat damage",
  regular: "Regular combat damage",
  slots: "Creature slots",
  showdown: "Showdown",
  "combat damage": "Combat damage",
  "combat cleanup": "Combat cleanup",
};

/** A readable title for a step name ("attack 1: crusher" keeps its number, the id becomes a name). */
export function stepTitle(name, nameOf = (id) => id) {
  if (STEP_TITLES[name]) return STEP_TITLES[name];
  const attack = /^attack (\d+): (.*)$/.exec(name || "");
  if (attack) return `Attack ${attack[1]}: ${nameOf(attack[2])}`;
  const text = String(name || "step").replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const REASONS = {
  "lethal-damage": "lethal damage",
  deathtouch: "damage from a source with deathtouch",
  "zero-toughness": "toughness 0 or less",
  "zero-loyalty": "no loyalty left",
  "zero-defense": "no defense left",
  removed: "removed by an action",
  life: "0 or less life",
  poison: "10 or more poison counters",
};

function reason(text) {
  if (!text) return "";
  return REASONS[text] || String(text).replace(/-/g, " ");
}

function plural(n, word) {
  return `${n} ${word}${Math.abs(n) === 1 ? "" : "s"}`;
}

function list(ids, nameOf) {
  const names = (ids || []).map(nameOf);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "Vastwood Gorger assigns 3 to Pride Guardian and 2 to Llanowar Elves". */
export function describeAssignment(assignment, nameOf) {
  const parts = Object.entries(assignment.division || {}).map(([id, n]) => `${n} to ${nameOf(id)}`);
  const how = parts.length ? parts.join(", ") : "nothing";
  return `${nameOf(assignment.source)} assigns ${how}`;
}

// A sentence whose subject is the reader ("you", play mode's player id) takes the second person:
// "you loses 2 life" -> "You lose 2 life", "you's creatures" -> "Your creatures".
const SECOND_PERSON = {
  loses: "lose", gains: "gain", gets: "get", establishes: "establish", conquers: "conquer", scores: "score",
  draws: "draw", wins: "win", attacks: "attack", has: "have", is: "are", deals: "deal", assigns: "assign",
  blocks: "block", divides: "divide", chooses: "choose", takes: "take",
};

/** The sentence with a capital first letter, and in the second person when its subject is "you". */
export function sentence(text) {
  const you = /^you('s)? (\S+)/i.exec(text);
  if (you) {
    if (you[1]) return `Your ${text.slice(you[0].length - you[2].length)}`;
    const verb = SECOND_PERSON[you[2]];
    if (verb) return `You ${verb}${text.slice(you[0].length)}`;
    return `You${text.slice(3)}`;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One event as a plain sentence (without its rule). */
export function describeEvent(ev, nameOf = (id) => id) {
  return sentence(eventText(ev, nameOf));
}

function eventText(ev, nameOf) {
  const n = (id) => nameOf(id);
  const amount = ev.amount ?? 0;
  switch (ev.type) {
    case "attacks": {
      let text = `${n(ev.id)} attacks ${n(ev.target)}`;
      if (ev.might !== undefined) text += ` with ${ev.might} Might`;
      if (ev.tapped) text += " and becomes tapped";
      return `${text}.`;
    }
    case "blocks":
      return `${n(ev.id)} blocks ${list(ev.attackers, n)}${ev.band ? " (as a band)" : ""}.`;
    case "blocked":
      return `${n(ev.id)} is blocked.`;
    case "unblocked":
      return `${n(ev.id)} is unblocked.`;
    case "damage": {
      const who = ev.sources && ev.sources.length ? `${n(ev.source)}'s units (${list(ev.sources, n)})` : n(ev.source);
      const verb = ev.sources && ev.sources.length ? "deal" : "deals";
      if (!amount && ev.note) return `${who} ${verb} no damage to ${n(ev.target)}: ${ev.note}.`;
      let text = `${who} ${verb} ${amount} ${ev.combat ? "combat " : ""}damage to ${n(ev.target)}`;
      if (ev.prevented) text += ` (${ev.prevented} prevented)`;
      if (ev.note) text += ` (${ev.note})`;
      return `${text}.`;
    }
    case "marked":
      return `${n(ev.id)} now has ${ev.damage} damage marked on it.`;
    case "life": {
      const now = ev.team ? `team ${ev.team} now has ${ev.life}` : `now ${ev.life}`;
      return `${n(ev.player)} ${amount >= 0 ? "gains" : "loses"} ${Math.abs(amount)} life (${now}).`;
    }
    case "poison": {
      const now = ev.team ? `team ${ev.team} now has ${ev.poison}` : `now ${ev.poison}`;
      return `${n(ev.player)} gets ${plural(amount, "poison counter")} (${now}).`;
    }
    case "commander-damage":
      return `${n(ev.player)} has now been dealt ${ev.total} combat damage by the commander ${n(ev.source)} (21 loses).`;
    case "leaves-game":
      return `${n(ev.player)} leaves the game; the others play on.`;
    case "not-assigned":
      return `${n(ev.source)} assigns no combat damage: ${n(ev.target)}, the player it attacks, has left the game.`;
    case "counters":
      return amount >= 0
        ? `${n(ev.id)} gets ${plural(amount, `${ev.kind} counter`)}.`
        : `${n(ev.id)} loses ${plural(-amount, `${ev.kind} counter`)}.`;
    case "loyalty":
      return `${n(ev.id)} loses ${-amount} loyalty (now ${ev.loyalty}).`;
    case "defense":
      return `${n(ev.id)} loses ${plural(-amount, "defense counter")} (now ${ev.defense}).`;
    case "dies":
      return `${n(ev.id)} dies (${reason(ev.reason)}) and goes to the ${ev.to || "graveyard"}.`;
    case "leaves":
      if (ev.to === "left-the-game") return `${n(ev.id)} leaves the game with its owner.`;
      return `${n(ev.id)} leaves the battlefield for the ${ev.to}${ev.reason ? ` (${reason(ev.reason)})` : ""}.`;
    case "loses":
      return `${n(ev.player)} loses the game (${reason(ev.reason)}).`;
    case "game-over":
      return ev.draw ? "The game is a draw." : `The game is over: ${n(ev.winner)} wins.`;
    case "pump": {
      const sign = (v) => (v >= 0 ? `+${v}` : `${v}`);
      return `${n(ev.id)} gets ${sign(ev.power ?? 0)}/${sign(ev.toughness ?? 0)} until end of turn.`;
    }
    case "gains":
      return `${n(ev.id)} gains ${keywordLabel(ev.keyword)} until end of turn.`;
    case "loses-keyword":
      return `${n(ev.id)} loses ${keywordLabel(ev.keyword)} until end of turn.`;
    case "shield":
      return `The next ${amount} damage that would be dealt to ${n(ev.id)} will be prevented.`;
    case "removed-from-combat":
      return `${n(ev.id)} is removed from combat.`;
    case "fizzles":
      return `The ${ev.action} action on ${n(ev.target)} does nothing: its target has left the battlefield.`;
    case "damage-on-stack": {
      const parts = (ev.assignments || []).map((a) => describeAssignment(a, n));
      return `Combat damage goes on the stack${parts.length ? `: ${parts.join("; ")}` : ""}.`;
    }
    case "stack-resolves":
      return "The combat damage on the stack resolves.";
    case "trigger": {
      let text = `${n(ev.source)}'s ${keywordLabel(ev.ability || "ability")} ability triggers`;
      if (ev.target) text += ` for ${n(ev.target)}`;
      if (ev.chosen) text += ` (chosen: ${Array.isArray(ev.chosen) ? list(ev.chosen, n) : n(ev.chosen)})`;
      if (ev.note) text += ` (${ev.note})`;
      return `${text}.`;
    }
    case "slots":
      return `${n(ev.player)}'s creatures in slot order: ${list(ev.order, n) || "none"}.`;
    case "does-not-attack":
      return `${n(ev.id)} does not attack (${reason(ev.reason)}).`;
    case "tramples":
      return `${n(ev.id)} tramples over ${n(ev.blocker)}: ${ev.toughness_left} to the blocker, ${amount} through.`;
    case "hit":
      return `${stepTitle(ev.hit)} hit: ${list(ev.sources, n)}.`;
    case "no-damage":
      return `${n(ev.id)} deals no damage (${reason(ev.reason)}).`;
    case "no-combat-damage":
      return `No combat damage is dealt (${reason(ev.reason)}).`;
    case "defends":
      return `${n(ev.id)} defends ${n(ev.battlefield)} with ${ev.might} Might.`;
    case "might":
      return `${n(ev.id)} gets ${amount >= 0 ? "+" : ""}${amount} Might (now ${ev.might}).`;
    case "might-total":
      return `${n(ev.player)}'s units have ${ev.might} Might in total.`;
    case "stunned":
      return `${n(ev.id)} is stunned: it adds ${ev.contributes} of its ${ev.might} Might.`;
    case "healed":
      return `${n(ev.id)} is healed: its damage is removed.`;
    case "recalled":
      return `${n(ev.id)} is recalled to its ${ev.to}${ev.reason ? ` (${reason(ev.reason)})` : ""}.`;
    case "establishes-control":
      return `${n(ev.player)} establishes control of ${n(ev.battlefield)}.`;
    case "conquers":
      return `${n(ev.player)} conquers ${n(ev.battlefield)}.`;
    case "uncontrolled":
      return `${n(ev.battlefield)} is now uncontrolled.`;
    case "points":
      return `${n(ev.player)} scores ${plural(amount, "point")} (now ${ev.points}).`;
    case "draws":
      return `${n(ev.player)} draws ${plural(ev.cards ?? 1, "card")}.`;
    case "untaps":
      return `${n(ev.id)} untaps.`;
    case "regeneration-shield":
      return `${n(ev.id)} gets a regeneration shield (${plural(ev.shields ?? 1, "shield")} now).`;
    case "regenerates": {
      let text = `${n(ev.id)} would be destroyed (${reason(ev.instead_of)}) and regenerates instead: its damage is removed and it becomes tapped`;
      if (ev.removed_from_combat) text += ", and it is removed from combat";
      return `${text}.`;
    }
    case "umbra-armor":
      return `${n(ev.id)} would be destroyed (${reason(ev.instead_of)}); instead its damage is removed and an Aura with umbra armor is destroyed (${plural(ev.auras ?? 0, "Aura")} left).`;
    case "enlists":
      return `${n(ev.id)} enlists ${n(ev.creature)}, which becomes tapped.`;
    case "enters":
      return `${n(ev.id)} enters the battlefield tapped and attacking ${n(ev.attacking)}, unblocked.`;
    case "returns": {
      const counters = Object.entries(ev.counters || {}).map(([k, v]) => `${v} ${k}`).join(", ");
      return `${n(ev.id)} returns to the battlefield${counters ? ` with ${counters} counter${counters.startsWith("1 ") ? "" : "s"}` : ""}.`;
    }
    default: {
      const details = Object.entries(ev)
        .filter(([k]) => k !== "type" && k !== "rule")
        .map(([k, v]) => `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : n(v)}`)
        .join(", ");
      const title = String(ev.type || "event").replace(/-/g, " ");
      return `${title.charAt(0).toUpperCase() + title.slice(1)}${details ? `: ${details}` : ""}.`;
    }
  }
}

/** A keyword as a scenario writes it, in words, from the engine's keyword table (its `phrase`):
 * "first_strike" -> "first strike", "assault:2" -> "assault 2", a landwalk "NAME:Swamp" -> "swampwalk". */
export function keywordLabel(keyword) {
  const text = String(keyword ?? "");
  const cut = text.indexOf(":");
  const name = cut < 0 ? text : text.slice(0, cut);
  const value = cut < 0 ? "" : text.slice(cut + 1);
  const spec = keywordSpec(name);
  if (!spec || !spec.phrase) return text.replace(/_/g, " ").replace(":", " ");
  return spec.phrase.replace("{n}", value).replace("{subtype}", value.toLowerCase()).trim();
}

/** The rule chip's text: "rule 510.1c", or a dash when no rule decides the event. */
export function ruleText(rule) {
  return rule ? `rule ${rule}` : "—";
}

function eventRow(ev, nameOf, isDamageStep) {
  // Rows of the damage steps carry the class "event"; the declarations before damage use "decl-event".
  const item = el("li", `log-row ${isDamageStep ? "event" : "decl-event"} event-${String(ev.type).replace(/[^a-z0-9-]/gi, "")}`);
  item.dataset.type = ev.type;
  item.append(el("span", "event-text", describeEvent(ev, nameOf)));
  item.append(el("span", ev.rule ? "rule" : "rule rule-none", ruleText(ev.rule)));
  return item;
}

/**
 * Phases of a result for step-by-step play: the steps before damage, then the
 * damage steps, in the engine's order. Each: {name, title, events, assignments, damage}.
 */
export function phasesOf(result, nameOf) {
  const phases = [];
  for (const step of result.before_damage || []) {
    phases.push({ name: step.name, title: stepTitle(step.name, nameOf), events: step.events || [], damage: false, step });
  }
  for (const step of result.steps || []) {
    const events = step.events || [];
    const title = stepTitle(step.name, nameOf);
    const split = events.findIndex((ev) => ev.type === "stack-resolves");
    if (split > 0) {
      // Classic rules: damage is put on the stack (players may act), then the stack resolves.
      phases.push({
        name: step.name, title: `${title}: damage on the stack`, events: events.slice(0, split),
        assignments: step.assignments || [], damage: true, step,
      });
      phases.push({ name: step.name, title: `${title}: the stack resolves`, events: events.slice(split), damage: true, step });
      continue;
    }
    phases.push({ name: step.name, title, events, assignments: step.assignments || [], damage: true, step });
  }
  return phases;
}

// A long log (thousands of events) lists the first rows of each step; a button lists the next ones
// (a page of rows at a time), so the page never lays out ten thousand rows at once.
const FIRST_ROWS = 200;
const MORE_ROWS = 500;

/**
 * Fill the two log lists: `before` gets the declaration steps, `damage` the
 * combat damage steps. Every group is a <section data-phase="N"> (N from 1).
 */
export function renderLog(phases, nameOf, { before, damage }) {
  const beforeNodes = [];
  const damageNodes = [];
  phases.forEach((phase, index) => {
    const group = el("section", "log-step");
    group.dataset.phase = String(index + 1);
    const head = el("h3", "log-step-title");
    head.append(el("span", "log-step-number", String(index + 1)));
    head.append(el("span", null, phase.title));
    group.append(head);
    if (phase.assignments && phase.assignments.length) {
      const p = el("p", "assignment");
      p.textContent = `Divisions: ${phase.assignments.map((a) => describeAssignment(a, nameOf)).join("; ")}.`;
      group.append(p);
    }
    const items = el("ol", "events");
    for (const ev of phase.events.slice(0, FIRST_ROWS)) items.append(eventRow(ev, nameOf, phase.damage));
    if (phase.events.length > FIRST_ROWS) items.append(moreRows(phase, nameOf, FIRST_ROWS));
    if (!phase.events.length) items.append(el("li", "log-row log-empty", "Nothing happens in this step."));
    group.append(items);
    (phase.damage ? damageNodes : beforeNodes).push(group);
  });
  before.replaceChildren(...beforeNodes);
  damage.replaceChildren(...damageNodes);
  if (!damageNodes.length) damage.append(el("p", "placeholder", "No combat damage step happens."));
}

/** The row that lists the events of a step from `at` on, a page at a time. */
function moreRows(phase, nameOf, at) {
  const row = el("li", "log-row log-more");
  const left = phase.events.length - at;
  const button = el("button", "small", `Show ${Math.min(MORE_ROWS, left).toLocaleString("en")} more of ` +
    `${left.toLocaleString("en")} events`);
  button.type = "button";
  button.addEventListener("click", () => {
    const end = Math.min(at + MORE_ROWS, phase.events.length);
    const rows = document.createDocumentFragment();
    for (let i = at; i < end; i++) rows.append(eventRow(phase.events[i], nameOf, phase.damage));
    if (end < phase.events.length) rows.append(moreRows(phase, nameOf, end));
    row.replaceWith(rows);
  });
  row.append(button);
  return row;
}

/** Mark the group of the current phase (0 = set-up, nothing highlighted). */
export function highlightPhase(containers, index) {
  for (const container of containers) {
    for (const group of container.querySelectorAll(".log-step")) {
      const n = Number(group.dataset.phase);
      group.classList.toggle("current", n === index);
      group.classList.toggle("done", n < index);
      group.classList.toggle("upcoming", n > index);
      if (n === index) group.setAttribute("aria-current", "step");
      else group.removeAttribute("aria-current");
    }
  }
}
