// The one event vocabulary: each engine event as its sentence, each step's title, the words for a
// keyword and a rule. The playground, play mode, the widget and the iframe all read events through
// this module, so that one event reads the same everywhere (tests/test_event_words.py feeds it every
// event type of the golden files). Plain strings only, no DOM: callers set them with textContent.
// Nothing here decides a rule; every sentence rewords what the engine answered.

import { keywordSpec } from "./ruleset-facts.js";

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
  if (Object.hasOwn(STEP_TITLES, String(name))) return STEP_TITLES[name];
  const attack = /^attack (\d+): (.*)$/.exec(String(name ?? ""));
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
  "no-defense": "no defense counters left",
  defeated: "defeated: a Siege's own trigger exiles it",
  removed: "removed by an action",
  life: "0 or less life",
  poison: "10 or more poison counters",
};

function reason(text) {
  if (!text) return "";
  return REASONS[text] || String(text).replace(/-/g, " ");
}

// "Durkwood Boars'", "Serra Angel's": a name's possessive (a name ending in s takes only the apostrophe).
/** A zone as words, never its id: "graveyard", "exile", "left the game" (the engine's "left-the-game", 800.4a). */
export function zoneWords(zone) {
  return String(zone ?? "").replace(/-/g, " ");
}

/** Where a card is, as a phrase: "in the graveyard", "in exile", "out of the game" (it left with its owner). */
export function zonePlace(zone) {
  if (zone === "left-the-game") return "out of the game";
  if (zone === "exile") return "in exile";
  return `in the ${zoneWords(zone)}`;
}

export function possessive(name) {
  const text = String(name);
  return /s$/i.test(text) ? `${text}'` : `${text}'s`;
}

/** A static ability's effect (611.3a; 418 in the 2003–2009 rules) lasts as long as the ability applies, not the
 * turn: the engine's event says so by the rule it cites (pyengine/render.py's STATIC_RULES). */
const STATIC_RULES = new Set(["611.3a", "418"]);
const fromStatic = (ev) => STATIC_RULES.has(ev.rule);

function plural(n, word) {
  return `${n} ${word}${Math.abs(n) === 1 ? "" : "s"}`;
}

function list(ids, nameOf) {
  const names = (Array.isArray(ids) ? ids : []).map(nameOf);
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
  if (ev === null || typeof ev !== "object" || Array.isArray(ev)) return String(ev);
  return sentence(eventText(ev, nameOf));
}

/** Each event type's sentence, without its rule: `(ev, n, amount)`, `n` naming an id. */
const SENTENCES = {
  attacks: (ev, n, amount) => {
    let text = `${n(ev.id)} attacks ${n(ev.target)}`;
    if (ev.might !== undefined) text += ` with ${ev.might} Might`;
    if (ev.tapped) text += " and becomes tapped";
    return `${text}.`;
  },
  blocks: (ev, n, amount) =>
    `${n(ev.id)} blocks ${list(ev.attackers, n)}${ev.band ? " (as a band)" : ""}.`,
  blocked: (ev, n, amount) =>
    `${n(ev.id)} is blocked.`,
  unblocked: (ev, n, amount) =>
    `${n(ev.id)} is unblocked.`,
  damage: (ev, n, amount) => {
    const who = ev.sources && ev.sources.length ? `${possessive(n(ev.source))} units (${list(ev.sources, n)})` : n(ev.source);
    const verb = ev.sources && ev.sources.length ? "deal" : "deals";
    if (!amount && ev.note) return `${who} ${verb} no damage to ${n(ev.target)}: ${ev.note}.`;
    let text = `${who} ${verb} ${amount} ${ev.combat ? "combat " : ""}damage to ${n(ev.target)}`;
    if (ev.prevented) text += ` (${ev.prevented} prevented)`;
    if (ev.note) text += ` (${ev.note})`;
    return `${text}.`;
  },
  marked: (ev, n, amount) =>
    `${n(ev.id)} now has ${ev.damage} damage marked on it.`,
  life: (ev, n, amount) => {
    const now = ev.team ? `team ${ev.team} now has ${ev.life}` : `now ${ev.life}`;
    return `${n(ev.player)} ${amount >= 0 ? "gains" : "loses"} ${Math.abs(amount)} life (${now}).`;
  },
  poison: (ev, n, amount) => {
    const now = ev.team ? `team ${ev.team} now has ${ev.poison}` : `now ${ev.poison}`;
    return `${n(ev.player)} gets ${plural(amount, "poison counter")} (${now}).`;
  },
  "commander-damage": (ev, n, amount) =>
    `${n(ev.player)} has now been dealt ${ev.total} combat damage by the commander ${n(ev.source)} (21 loses).`,
  "leaves-game": (ev, n, amount) =>
    `${n(ev.player)} leaves the game; the others play on.`,
  "not-assigned": (ev, n, amount) =>
    `${n(ev.source)} assigns no combat damage: ${n(ev.target)}, the player it would be assigned to, has left the game.`,
  counters: (ev, n, amount) => {
    return amount >= 0
      ? `${n(ev.id)} gets ${plural(amount, `${ev.kind} counter`)}.`
      : `${n(ev.id)} loses ${plural(-amount, `${ev.kind} counter`)}.`;
  },
  loyalty: (ev, n, amount) =>
    `${n(ev.id)} loses ${-amount} loyalty (now ${ev.loyalty}).`,
  defense: (ev, n, amount) =>
    `${n(ev.id)} loses ${plural(-amount, "defense counter")} (now ${ev.defense}).`,
  dies: (ev, n, amount) =>
    `${n(ev.id)} dies (${reason(ev.reason)}) and goes to the ${ev.to || "graveyard"}.`,
  leaves: (ev, n, amount) => {
    if (ev.to === "left-the-game") return `${n(ev.id)} leaves the game with its owner.`;
    return `${n(ev.id)} leaves the battlefield for the ${ev.to}${ev.reason ? ` (${reason(ev.reason)})` : ""}.`;
  },
  loses: (ev, n, amount) =>
    `${n(ev.player)} loses the game (${reason(ev.reason)}).`,
  "game-over": (ev, n, amount) =>
    ev.draw ? "The game is a draw." : `The game is over: ${n(ev.winner)} wins.`,
  pump: (ev, n, amount) => {
    const sign = (v) => (v >= 0 ? `+${v}` : `${v}`);
    const gets = `${n(ev.id)} gets ${sign(ev.power ?? 0)}/${sign(ev.toughness ?? 0)}`;
    if (!fromStatic(ev)) return `${gets} until end of turn.`;
    // The net change of what the statics give it: -1/-1 may be "nonblack creatures get -1/-1" starting to apply
    // as well as a +1/+1 anthem ending, so the sign does not say which (611.3a).
    return `${gets} as a static ability starts or stops applying to it, for as long as it applies.`;
  },
  "power-toughness": (ev, n, amount) =>
    `${n(ev.id)} is ${ev.power}/${ev.toughness}: its power and toughness count permanents on the battlefield.`,
  gains: (ev, n, amount) =>
    fromStatic(ev) ? `${n(ev.id)} has ${keywordLabel(ev.keyword)} while a static ability applies.`
      : `${n(ev.id)} gains ${keywordLabel(ev.keyword)} until end of turn.`,
  "loses-keyword": (ev, n, amount) =>
    fromStatic(ev) ? `${n(ev.id)} loses ${keywordLabel(ev.keyword)}: the static ability that gave it stops applying.`
      : `${n(ev.id)} loses ${keywordLabel(ev.keyword)} until end of turn.`,
  shield: (ev, n, amount) =>
    `The next ${amount} damage that would be dealt to ${n(ev.id)} will be prevented.`,
  control: (ev, n, amount) =>
    `${n(ev.id)} goes back to ${n(ev.controller)}, its owner: the effect that gave its controller control ended when that player left the game.`,
  "removed-from-combat": (ev, n, amount) =>
    `${n(ev.id)} is removed from combat.`,
  countered: (ev, n, amount) =>
    `${possessive(n(ev.source))} ability is countered by ${possessive(n(ev.by))} ability, whose cost was not paid: it does nothing.`,
  fizzles: (ev, n, amount) =>
    `The ${ev.action} action on ${n(ev.target)} does nothing: its target has left the battlefield.`,
  "damage-on-stack": (ev, n, amount) => {
    const parts = (Array.isArray(ev.assignments) ? ev.assignments : []).map((a) => describeAssignment(a || {}, n));
    return `Combat damage goes on the stack${parts.length ? `: ${parts.join("; ")}` : ""}.`;
  },
  "stack-resolves": (ev, n, amount) =>
    "The combat damage on the stack resolves.",
  trigger: (ev, n, amount) => {
    // an own trigger (ability "triggers") is just "its ability": the note says which
    const named = !ev.ability || ev.ability === "triggers" ? "" : `${keywordLabel(ev.ability)} `;
    let text = `${possessive(n(ev.source))} ${named}ability triggers`;
    if (ev.target) text += ` for ${n(ev.target)}`;
    if (ev.chosen) text += ` (chosen: ${Array.isArray(ev.chosen) ? list(ev.chosen, n) : n(ev.chosen)})`;
    if (ev.note) text += ` (${ev.note})`;
    return `${text}.`;
  },
  slots: (ev, n, amount) =>
    `${possessive(n(ev.player))} creatures in slot order: ${list(ev.order, n) || "none"}.`,
  "does-not-attack": (ev, n, amount) =>
    `${n(ev.id)} does not attack (${reason(ev.reason)}).`,
  tramples: (ev, n, amount) =>
    `${n(ev.id)} tramples over ${n(ev.blocker)}: ${ev.toughness_left} to the blocker, ${amount} through.`,
  hit: (ev, n, amount) =>
    `${stepTitle(ev.hit)} hit: ${list(ev.sources, n)}.`,
  "no-damage": (ev, n, amount) =>
    `${n(ev.id)} deals no damage (${reason(ev.reason)}).`,
  "no-combat-damage": (ev, n, amount) =>
    `No combat damage is dealt (${reason(ev.reason)}).`,
  defends: (ev, n, amount) =>
    `${n(ev.id)} defends ${n(ev.battlefield)} with ${ev.might} Might.`,
  might: (ev, n, amount) =>
    `${n(ev.id)} gets ${amount >= 0 ? "+" : ""}${amount} Might (now ${ev.might}).`,
  "might-total": (ev, n, amount) =>
    `${possessive(n(ev.player))} units have ${ev.might} Might in total.`,
  stunned: (ev, n, amount) =>
    `${n(ev.id)} is stunned: it adds ${ev.contributes} of its ${ev.might} Might.`,
  healed: (ev, n, amount) =>
    `${n(ev.id)} is healed: its damage is removed.`,
  recalled: (ev, n, amount) =>
    `${n(ev.id)} is recalled to its ${ev.to}${ev.reason ? ` (${reason(ev.reason)})` : ""}.`,
  "establishes-control": (ev, n, amount) =>
    `${n(ev.player)} establishes control of ${n(ev.battlefield)}.`,
  conquers: (ev, n, amount) =>
    `${n(ev.player)} conquers ${n(ev.battlefield)}.`,
  uncontrolled: (ev, n, amount) =>
    `${n(ev.battlefield)} is now uncontrolled.`,
  points: (ev, n, amount) =>
    `${n(ev.player)} scores ${plural(amount, "point")} (now ${ev.points}).`,
  draws: (ev, n, amount) =>
    `${n(ev.player)} draws ${plural(ev.cards ?? 1, "card")}.`,
  untaps: (ev, n, amount) =>
    `${n(ev.id)} untaps.`,
  taps: (ev, n, amount) =>
    `${n(ev.id)} taps.`,
  "regeneration-shield": (ev, n, amount) =>
    `${n(ev.id)} gets a regeneration shield (${plural(ev.shields ?? 1, "shield")} now).`,
  regenerates: (ev, n, amount) => {
    let text = `${n(ev.id)} would be destroyed (${reason(ev.instead_of)}) and regenerates instead: its damage is removed and it becomes tapped`;
    if (ev.removed_from_combat) text += ", and it is removed from combat";
    return `${text}.`;
  },
  "umbra-armor": (ev, n, amount) =>
    `${n(ev.id)} would be destroyed (${reason(ev.instead_of)}); instead its damage is removed and an Aura with umbra armor is destroyed (${plural(ev.auras ?? 0, "Aura")} left).`,
  enlists: (ev, n, amount) =>
    `${n(ev.id)} enlists ${n(ev.creature)}, which becomes tapped.`,
  enters: (ev, n, amount) => {
    if (ev.attacking == null) {
      return `${n(ev.id)} enters the battlefield tapped but not attacking: ${n(ev.target)}, what it would attack, is no longer in the game or in combat.`;
    }
    return `${n(ev.id)} enters the battlefield tapped and attacking ${n(ev.attacking)}, unblocked.`;
  },
  token: (ev, n, amount) => {
    const colors = (ev.colors || []).join(" and ") || "colorless";
    const keywords = (ev.keywords || []).map(keywordLabel).join(", ");
    const body = `${ev.power}/${ev.toughness} ${colors} ${(ev.subtypes || []).join(" ")} ${(ev.types || []).join(" ")} token`;
    const entering = ev.attacking ? `${ev.tapped ? " tapped and" : ""} attacking ${n(ev.attacking)}` : ev.tapped ? " tapped" : "";
    return `${n(ev.source)} creates ${n(ev.id)}${entering}, a ${body}${keywords ? ` with ${keywords}` : ""}, under ${possessive(n(ev.controller))} control.`;
  },
  returns: (ev, n, amount) => {
    const counters = Object.entries(ev.counters || {}).map(([k, v]) => `${v} ${k}`).join(", ");
    const under = ev.controller ? ` under ${possessive(n(ev.controller))} control (its owner's)` : "";
    return `${n(ev.id)} returns to the battlefield${under}${counters ? ` with ${counters} counter${counters.startsWith("1 ") ? "" : "s"}` : ""}.`;
  },
};

/** Whether the vocabulary has a sentence of its own for an event type (else a generic one). */
export function hasSentence(type) {
  return Object.hasOwn(SENTENCES, String(type));
}

function eventText(ev, nameOf) {
  const n = (id) => nameOf(id);
  const amount = ev.amount ?? 0;
  const say = Object.hasOwn(SENTENCES, ev.type) ? SENTENCES[ev.type] : null;
  if (say) return say(ev, n, amount);
  const details = Object.entries(ev)
    .filter(([k]) => k !== "type" && k !== "rule")
    .map(([k, v]) => `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : n(v)}`)
    .join(", ");
  const title = String(ev.type || "event").replace(/-/g, " ");
  return `${title.charAt(0).toUpperCase() + title.slice(1)}${details ? `: ${details}` : ""}.`;
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

// ------------------------------------------------------------------ names

const hasText = (value) => typeof value === "string" && value.trim() !== "";

/** A player as every page names them: the scenario's `name`, else the id with a capital first letter
 * ("bob" -> "Bob"). One rule for the board, the log, the board's text alternative and the widget. */
export function playerName(player) {
  if (!player || typeof player !== "object") return String(player ?? "");
  if (hasText(player.name)) return player.name.trim();
  const id = String(player.id ?? "");
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** The word for what a permanent is, for one without a name ("creature", "unit", "planeswalker" …). */
function kindWord(permanent) {
  const types = Array.isArray(permanent.types) && permanent.types.length ? permanent.types.map(String) : ["creature"];
  for (const kind of ["planeswalker", "battle", "unit", "creature"]) if (types.includes(kind)) return kind;
  return types[0] || "permanent";
}

/**
 * id -> the name shown to people, for a scenario's players (playerName), permanents (their `name`, else the
 * `card` they are given by; one with neither is its controller's "Bob's creature", numbered when Bob has
 * several) and battlefield
 * (its `name`, else "the battlefield"). Never an internal id where the scenario gives anything better.
 */
export function displayNames(scenario) {
  const names = new Map();
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (!isObj(scenario)) return names;
  const players = Array.isArray(scenario.players) ? scenario.players.filter((p) => isObj(p) && p.id !== undefined) : [];
  for (const player of players) names.set(String(player.id), playerName(player));
  const perms = Array.isArray(scenario.permanents) ? scenario.permanents.filter((p) => isObj(p) && p.id !== undefined) : [];
  const unnamed = new Map(); // "controller|kind" -> [ids]
  for (const permanent of perms) {
    if (hasText(permanent.name)) names.set(String(permanent.id), permanent.name);
    else if (hasText(permanent.card)) names.set(String(permanent.id), permanent.card); // "card": "Serra Angel"
    else {
      const key = `${permanent.controller}|${kindWord(permanent)}`;
      if (!unnamed.has(key)) unnamed.set(key, []);
      unnamed.get(key).push(permanent);
    }
  }
  for (const group of unnamed.values()) {
    group.forEach((permanent, i) => {
      const owner = names.get(String(permanent.controller));
      const base = owner ? `${possessive(owner)} ${kindWord(permanent)}` : `Unnamed ${kindWord(permanent)}`;
      names.set(String(permanent.id), group.length > 1 ? `${base} ${i + 1}` : base);
    });
  }
  const bf = scenario.battlefield;
  if (isObj(bf)) names.set(String(bf.id ?? "battlefield"), hasText(bf.name) ? bf.name : "the battlefield");
  return names;
}
