// What a page needs to know about a ruleset, read from the engine's capabilities
// (the "rulesets" call: each ruleset's `capabilities`, docs/scenario-format.md
// "Options"). Pages ask these questions ("does it have slots?", "what is its
// graveyard called?", "who divides damage?") and never compare ruleset ids:
// tests/test_web_rules.py fails on a ruleset id or keyword name in web/'s JS.
//
//   rememberRulesets(list)     the engine's descriptions (CombatLab.rulesets().rulesets)
//   rememberRuleset(info)      one description carried by a stored answer (its options' capabilities)
//   rulesetInfo(id)            the engine's description of `id` (or of the default ruleset), or null
//   rulesetFacts(id)           the questions below, answered from that description
//   gameFacts(id, variant)     the engine's facts about a game (no variant, or a variant) under that ruleset
//   playsInTeams(id, variant)  whether that game's players play in teams (the facts give a team size)
//   onRulesetsKnown(fn)        fn() once the descriptions arrive (boards drawn before redraw)

const known = new Map();
let fallbackId = null;
const listeners = new Set();

export function rememberRulesets(list) {
  for (const info of list || []) {
    if (!info || !info.id) continue;
    known.set(info.id, info);
    if (fallbackId === null || info.default) fallbackId = info.id;
  }
  for (const fn of [...listeners]) fn();
}

/**
 * One ruleset's description that came with a stored answer (its options' `capabilities`, the same
 * description the "rulesets" call gives), so a page reads it before the engine has started. It does not
 * replace what the engine said, nor choose the default ruleset unless the description says it is one.
 */
export function rememberRuleset(info) {
  if (!info || !info.id || known.has(info.id)) return;
  known.set(info.id, info);
  if (info.default) fallbackId = info.id;
  for (const fn of [...listeners]) fn();
}

export function onRulesetsKnown(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function rulesetInfo(id) {
  if (id !== undefined && id !== null && id !== "") return known.get(String(id)) || null;
  return known.get(fallbackId) || null;
}

/** The questions a page asks about a ruleset. Before the engine has answered, a board with declarations. */
export function rulesetFacts(id) {
  const info = rulesetInfo(id);
  const fields = (info && info.fields) || { scenario: [], player: [], permanent: [] };
  const decisions = info ? info.decisions || [] : ["attacks", "blocks", "divisions"];
  return {
    known: Boolean(info),
    /** Players declare attackers and blockers (else the game decides them). */
    declares: decisions.includes("attacks"),
    /** Someone chooses a division of combat damage; `divisionSource`: "creature" | "player" | null. */
    divides: decisions.includes("divisions"),
    divisionSource: info ? info.division_source ?? null : "creature",
    /** Creatures stand in numbered slots (the `slot` field). */
    slots: fields.permanent.includes("slot"),
    /** Combat happens at a battlefield the scenario may describe. */
    battlefield: fields.scenario.includes("battlefield"),
    /** Players score points (and have no life total). */
    points: fields.player.includes("points"),
    life: !info || fields.player.includes("life"),
    poison: !info || fields.player.includes("poison"),
    damageOrder: Boolean(info && info.damage_assignment_order),
    /** What the zone of destroyed permanents is called ("graveyard", "trash"). */
    graveyard: (info && info.graveyard) || "graveyard",
    /** The step names of a result, in order ("attack N: ID": N a number, ID a permanent's id). */
    steps: (info && info.steps) || [],
    /** Whether a result's step is one attacker's own combat (a step per attacker, as "attack N: ID"). */
    oneAttackStep: (name) => ((info && info.steps) || []).some((p) => p.includes("ID") && stepMatches(name, p)),
  };
}

/**
 * The engine's facts about the game a scenario plays (its `games` entry for `variant`, null or absent for
 * none): {id, title, rule, starting_life, poison_limit, and for a game of teams team_size,
 * extra_member_life, extra_member_poison}; null before the engine has described the ruleset.
 */
export function gameFacts(id, variant) {
  const info = rulesetInfo(id);
  return ((info && info.games) || []).find((g) => g.id === (variant ?? null)) || null;
}

/** Whether a game's players play in teams that attack together and share life (810, 805.10a), as the engine says. */
export function playsInTeams(id, variant) {
  const game = gameFacts(id, variant);
  return Boolean(game && game.team_size);
}

/** The engine's keyword table entry for `name` (any ruleset that has it), or null. */
export function keywordSpec(name, id) {
  const own = rulesetInfo(id);
  for (const info of own ? [own, ...known.values()] : known.values()) {
    const spec = (info.keywords || []).find((k) => k.name === name);
    if (spec) return spec;
  }
  return null;
}

/** A card's badge for a keyword as a scenario writes it ("toxic:2" -> "Toxic 2"), from the engine's table. */
export function keywordBadge(keyword, id) {
  const text = String(keyword ?? "");
  const cut = text.indexOf(":");
  const name = cut < 0 ? text : text.slice(0, cut);
  const value = cut < 0 ? "" : text.slice(cut + 1);
  const spec = keywordSpec(name, id);
  const words = spec
    ? spec.badge.replace("{n}", value).replace("{subtype}", value).trim()
    : `${name.replace(/_/g, " ")} ${value}`.trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a result's step called `name` is one of the ruleset's repeated steps (`pattern` with N and ID). */
export function stepMatches(name, pattern) {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("N", "\\d+").replace("ID", ".+");
  return new RegExp(`^${escaped}$`).test(name);
}
