// Words for the <combat-lab> widget, the iframe embed and the embed snippets:
// a scenario's board described in sentences (before the engine has answered,
// and as the no-JavaScript fallback of a snippet), each engine event as a
// sentence (words.js's, as on every page), and the outcome read off the engine's `final`. Plain strings only:
// callers set them with textContent. Nothing here decides a rule; every event
// and every outcome comes from the engine's answer, reworded.

import { startingLife } from "./display.js";
import { describeEvent, displayNames, possessive, stepTitle, zoneWords } from "./words.js";

// Events and step titles read as everywhere else (words.js: the one event vocabulary).
export { describeEvent, stepTitle };

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);

/** id -> display name: words.js's displayNames, the one naming rule of every page (a player's name, else
 * the id with a capital; a permanent's name, else "Bob's creature"; "the battlefield"). */
export function namesOf(scenario) {
  return displayNames(scenario);
}

/** A function id -> name that falls back to the id itself. */
export function namer(scenario) {
  const names = namesOf(scenario);
  return (id) => (names.has(String(id)) ? names.get(String(id)) : String(id));
}

/** "a, b and c". */
export function joinWords(words) {
  const items = words.filter((w) => w !== "" && w !== undefined && w !== null).map(String);
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const plural = (n, word) => `${n} ${word}${Math.abs(n) === 1 ? "" : "s"}`;
const words = (text) => String(text ?? "").replace(/[_-]+/g, " ");

/** "5/6", "Might 3", "loyalty 4" or "" for a permanent of a scenario. */
export function statLine(permanent) {
  if (!isObject(permanent)) return "";
  if (permanent.might !== undefined) return `Might ${permanent.might}`;
  if (permanent.power !== undefined || permanent.toughness !== undefined) {
    return `${permanent.power ?? "?"}/${permanent.toughness ?? "?"}`;
  }
  if (permanent.loyalty !== undefined) return `loyalty ${permanent.loyalty}`;
  if (permanent.defense !== undefined) return `defense ${permanent.defense}`;
  return "";
}

/** Keywords as words: "first strike", "extra blocks 1". */
export function keywordWords(permanent) {
  return list(isObject(permanent) ? permanent.keywords : []).map((k) => words(k).replace(/:/g, " "));
}

function permanentPhrase(permanent, name) {
  const stat = statLine(permanent);
  const extras = [stat, ...keywordWords(permanent)];
  if (Number(permanent.damage) > 0) extras.push(`${permanent.damage} damage marked`);
  const shown = extras.filter(Boolean);
  return shown.length ? `${name} (${shown.join(", ")})` : name;
}

/**
 * The board in a few sentences, from the scenario alone (no engine): who attacks what,
 * who blocks, the divisions chosen, the actions. Returns an array of sentences.
 */
export function describeBoard(scenario, { ruleset } = {}) {
  if (!isObject(scenario)) return ["This is not a scenario."];
  const name = namer(scenario);
  const phraseOf = (permanent) => permanentPhrase(permanent, name(permanent.id));
  const byId = new Map();
  for (const permanent of list(scenario.permanents)) {
    if (isObject(permanent) && permanent.id !== undefined) byId.set(String(permanent.id), permanent);
  }
  const phrase = (id) => (byId.has(String(id)) ? phraseOf(byId.get(String(id))) : name(id));
  const sentences = [];
  const rules = ruleset || scenario.ruleset;
  const players = list(scenario.players).filter(isObject);
  if (players.length) {
    const who = players.map((p) => {
      const bits = [];
      if (p.points !== undefined) bits.push(plural(Number(p.points) || 0, "point"));
      else bits.push(`${startingLife(scenario, p)} life`);
      if (Number(p.poison) > 0) bits.push(plural(Number(p.poison), "poison counter"));
      if (p.team !== undefined) bits.push(`team ${p.team}`);
      for (const [commander, taken] of Object.entries(isObject(p.commander_damage) ? p.commander_damage : {})) {
        bits.push(`${taken} commander damage from ${name(commander)}`);
      }
      return `${name(p.id)} (${bits.join(", ")})`;
    });
    sentences.push(`Players: ${joinWords(who)}${rules ? `; rules: ${rules}` : ""}.`);
  }
  const attackers = list(scenario.attackers).filter(isObject);
  const blockers = list(scenario.blockers).filter(isObject);
  if (attackers.length) {
    for (const attacker of attackers) {
      const blockedBy = blockers
        .filter((b) => list(b.blocks).map(String).includes(String(attacker.id)))
        .map((b) => phrase(b.id));
      let text = `${phrase(attacker.id)} attacks ${name(attacker.target)}`;
      text += blockedBy.length ? ` and is blocked by ${joinWords(blockedBy)}.` : " and is not blocked.";
      sentences.push(text);
    }
  } else {
    // Rulesets that decide attacks themselves (puzzle-quest, riftbound): list each side.
    const active = scenario.active_player;
    for (const player of players) {
      const own = list(scenario.permanents).filter((p) => isObject(p) && String(p.controller) === String(player.id));
      if (!own.length) continue;
      const role = active === undefined ? "" : String(player.id) === String(active) ? " (attacking)" : " (defending)";
      sentences.push(`${name(player.id)}${role}: ${joinWords(own.map(phraseOf))}.`);
    }
  }
  const order = isObject(scenario.damage_assignment_order) ? scenario.damage_assignment_order : {};
  for (const [source, targets] of Object.entries(order)) {
    sentences.push(`${name(source)} orders its blockers: ${list(targets).map(name).join(", then ")}.`);
  }
  for (const assignment of list(scenario.assignments).filter(isObject)) {
    const parts = Object.entries(isObject(assignment.division) ? assignment.division : {}).map(
      ([id, amount]) => `${amount} to ${name(id)}`,
    );
    const step = assignment.step ? ` in the ${words(assignment.step)} step` : "";
    sentences.push(`${name(assignment.source)} divides its damage${step}: ${joinWords(parts)}.`);
  }
  for (const action of list(scenario.actions).filter(isObject)) {
    sentences.push(describeAction(action, name));
  }
  return sentences;
}

const MOMENTS = {
  "after-blocks": "After blockers are declared",
  "after-first-strike": "After first-strike damage",
  "on-stack": "With combat damage on the stack",
};

function describeAction(action, name) {
  const when = MOMENTS[action.at] || words(action.at || "During combat");
  let what;
  switch (action.do) {
    case "pump":
      what = `${name(action.target)} gets ${signed(action.power)}/${signed(action.toughness)}`;
      break;
    case "remove":
      what = `${name(action.target)} leaves the battlefield (to ${action.to || "the graveyard"})`;
      break;
    case "remove-from-combat":
      what = `${name(action.target)} is removed from combat`;
      break;
    case "prevent":
      what = `the next ${action.amount} damage to ${name(action.target)} is prevented`;
      break;
    case "grant":
      what = `${name(action.target)} gains ${words(action.keyword)}`;
      break;
    case "lose":
      what = `${name(action.target)} loses ${words(action.keyword)}`;
      break;
    case "deal":
      what = `${name(action.source)} deals ${action.amount} damage to ${name(action.target)}`;
      break;
    case "counters":
      what = `${name(action.target)} gets ${action.amount} ${action.kind} counter${action.amount === 1 ? "" : "s"}`;
      break;
    case "life":
      what = `${name(action.target)} ${action.amount >= 0 ? "gains" : "loses"} ${Math.abs(action.amount)} life`;
      break;
    case "regenerate":
      what = `${name(action.target)} gets a regeneration shield`;
      break;
    case "ninjutsu":
      what = `ninjutsu returns ${name(action.return)} to its owner's hand and puts ${name(action.ninja)} onto the battlefield attacking`;
      break;
    default:
      what = `${words(action.do)}${action.target !== undefined ? ` ${name(action.target)}` : ""}`;
  }
  return `${when}, ${what}.`;
}

function signed(n) {
  const value = Number(n) || 0;
  return value >= 0 ? `+${value}` : String(value);
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const ordinal = (i) => ORDINALS[i] || `number ${i + 1}`;
// A list of the scenario's and what one of its entries is called, for the fields with no id of their own.
const ENTRY_WORDS = { assignments: "division", actions: "action", trigger_order: "trigger order", trigger_targets: "trigger target", attackers: "attack", blockers: "block" };

/**
 * A JSON path of the scenario in words: "$.permanents[2].power" -> "Grizzly Bears' power",
 * "$.assignments[0].division" -> "Vastwood Gorger's division", "$.format" -> "the board's format".
 * A reader never sees a `$.`-path: the engine's messages name the field they refuse by its path.
 */
export function pathWords(path, scenario) {
  const keys = [...String(path).matchAll(/\.([A-Za-z_]\w*)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
  if (!keys.length) return "the board";
  const name = namer(scenario);
  const [top, index, ...rest] = keys;
  const entries = isObject(scenario) ? scenario[top] : undefined;
  const entry = typeof index === "number" && Array.isArray(entries) ? entries[index] : undefined;
  const tail = (from) => from.filter((k) => typeof k === "string").map(words).join(" ");
  let subject;
  if (isObject(entry) && (entry.id !== undefined || entry.source !== undefined) && top !== "actions") {
    const who = name(entry.id !== undefined ? entry.id : entry.source);
    const what = ENTRY_WORDS[top];
    subject = what ? `${possessive(who)} ${what}` : who;
  } else if (typeof index === "number") {
    subject = `the ${ordinal(index)} ${ENTRY_WORDS[top] || words(top).replace(/s$/, "")}`;
  } else {
    return `the board's ${tail(keys)}`;
  }
  const more = tail(rest);
  const field = more === "division" && subject.endsWith(" division") ? "" : more;
  return field ? `${possessive(subject)} ${field}` : subject;
}

/** An engine message with every `$.`-path in it said in words (pathWords); its first letter kept as written. */
export function plainMessage(message, scenario) {
  return String(message ?? "")
    .replace(/\$((?:\.[A-Za-z_]\w*|\[\d+\])+)(:?)/g, (_, path, colon) => `${pathWords(`$${path}`, scenario)}${colon}`)
    .replace(/(^|\s)\$(?=[\s:]|$)/g, "$1the board")
    // a keyword or field the engine quotes as the JSON spells it ('extra_blocks'), in words ('extra blocks')
    .replace(/'([a-z]+(?:_[a-z]+)+)((?::[^']*)?)'/g, (_, id, rest) => `'${id.replace(/_/g, " ")}${rest.replace(":", " ")}'`)
    .replace(/^the /, "The ");
}

/** A refusal in words: "Refused by rule 510.1a: <the engine's message, its paths in words>". */
export function refusalWords(error, scenario) {
  const e = isObject(error) ? error : {};
  const text = e.message ? plainMessage(e.message, scenario) : (e.code ? words(e.code) : "the engine refused this board");
  return `Refused${e.rule ? ` by rule ${e.rule}` : ""}: ${text}`;
}

/**
 * The outcome in one or two sentences, read off a resolve answer's `final`
 * against the scenario's starting board.
 */
export function describeOutcome(result, scenario) {
  if (!isObject(result)) return "";
  if (result.ok === false) {
    return refusalWords(result.error, scenario);
  }
  const name = namer(scenario);
  const final = isObject(result.final) ? result.final : {};
  const start = new Map(list(scenario && scenario.players).filter(isObject).map((p) => [String(p.id), p]));
  const gone = [];
  const hurt = [];
  for (const [id, state] of Object.entries(isObject(final.permanents) ? final.permanents : {})) {
    if (!isObject(state)) continue;
    if (state.zone && state.zone !== "battlefield") gone.push(`${name(id)} (${zoneWords(state.zone)})`);
    else if (Number(state.damage) > 0) hurt.push(`${name(id)} (${state.damage} damage)`);
  }
  const players = [];
  for (const [id, state] of Object.entries(isObject(final.players) ? final.players : {})) {
    if (!isObject(state)) continue;
    const before = start.get(id) || {};
    if (state.points !== undefined) {
      if (Number(state.points) !== Number(before.points || 0)) players.push(`${name(id)} has ${plural(state.points, "point")}`);
      continue;
    }
    const bits = [];
    if (state.life !== undefined && Number(state.life) !== Number(startingLife(scenario, before))) bits.push(`${state.life} life`);
    if (Number(state.poison) > 0 && Number(state.poison) !== Number(before.poison || 0)) bits.push(plural(state.poison, "poison counter"));
    if (bits.length) players.push(`${name(id)} is at ${joinWords(bits)}`);
    if (state.lost) players.push(`${name(id)} has lost the game`);
  }
  const parts = [];
  if (gone.length) parts.push(`Off the battlefield: ${joinWords(gone)}.`);
  if (hurt.length) parts.push(`Still standing with damage: ${joinWords(hurt)}.`);
  if (players.length) parts.push(`${joinWords(players)}.`.replace(/^./, (c) => c.toUpperCase()));
  if (final.winner !== undefined) parts.push(`${name(final.winner)} wins.`);
  return parts.join(" ") || "Nothing changes.";
}
