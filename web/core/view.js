// From a scenario (and the engine's events) to what the board draws, and to the
// text that describes the board to a screen reader. Nothing here decides a
// rule: the display state (display.js, re-exported here) only copies the values
// the engine's events report (life, damage, loyalty, zone …), and the final state
// is the engine's `final`.

import { el } from "./log.js";
import { keywordBadge, rulesetFacts } from "./ruleset-facts.js";
import { displayNames, zonePlace } from "./words.js";

export const COLOR_NAMES = ["white", "blue", "black", "red", "green"];

export function typesOf(permanent) {
  return Array.isArray(permanent.types) && permanent.types.length ? permanent.types : ["creature"];
}

/** id -> the name people see (words.js's displayNames: player names, permanent names, "Bob's creature",
 * "the battlefield"); an id the scenario does not know is shown as it is. */
export function nameMap(scenario) {
  const names = displayNames(scenario);
  return (id) => (names.has(String(id)) ? names.get(String(id)) : String(id));
}

/** The active (attacking) player's id: the scenario's, or its first player's. */
export function activeOf(scenario) {
  const ids = (scenario.players || []).map((p) => p && p.id).filter(Boolean);
  return ids.includes(scenario.active_player) ? scenario.active_player : ids[0];
}

/**
 * Which player is drawn at the bottom and which at the top. The bottom is the
 * active player unless `viewer` names another player of the scenario: play mode
 * passes the human's id so that players see themselves at the bottom whichever
 * side they take. Only where things are drawn: who attacks is still the scenario's.
 */
export function sidesOf(scenario, viewer = null) {
  const ids = (scenario.players || []).map((p) => p && p.id).filter(Boolean);
  const bottom = viewer && ids.includes(viewer) ? viewer : activeOf(scenario);
  // The others in seating order from the bottom player's left: the next in turn order first (101.4).
  const at = ids.indexOf(bottom);
  const seats = at < 0 ? ids.filter((id) => id !== bottom) : [...ids.slice(at + 1), ...ids.slice(0, at)];
  const top = seats[0] || null;
  return { top, bottom, seats };
}

/** The player an attack on `target` is aimed at (802.2a): the player, the planeswalker's controller, the
 * battle's protector. */
export function defenderOf(scenario, target) {
  if ((scenario.players || []).some((p) => p && p.id === target)) return target;
  const perm = (scenario.permanents || []).find((p) => p && p.id === target);
  if (!perm) return null;
  return typesOf(perm).includes("battle") ? perm.protector ?? null : perm.controller;
}

// ------------------------------------------------------------------ display state

import { shownMight, shownPermanents } from "./display.js";

export { IGNORED_EVENTS, applyEvent, applyFinal, cloneDisplay, initialDisplay, shownMight, shownPermanents } from "./display.js";

// ------------------------------------------------------------------ board view

function kindOf(types) {
  if (types.includes("planeswalker")) return "planeswalker";
  if (types.includes("battle")) return "battle";
  if (types.includes("unit")) return "unit";
  if (types.includes("creature")) return "creature";
  if (types.includes("land")) return "land";
  if (types.includes("enchantment") && !types.includes("artifact")) return "enchantment";
  return "artifact";
}

/** "Creature — Elf Warrior", "Battle — Siege", "Unit": the types, then the subtypes after a dash (205.1a); a
 * card by name's printed type line ("Legendary Creature — Angel", card-faces.js) as it is. */
function typeLine(permanent, types) {
  if (typeof permanent.type_line === "string" && permanent.type_line.trim()) return permanent.type_line;
  const line = types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join(" ");
  const subtypes = Array.isArray(permanent.subtypes) ? permanent.subtypes.filter(Boolean) : [];
  return subtypes.length ? `${line} — ${subtypes.join(" ")}` : line;
}

function statOf(kind, d) {
  if (kind === "creature") {
    if (d.power === undefined && d.toughness === undefined) return null;
    return { label: "", value: `${d.power ?? "?"}/${d.toughness ?? "?"}` };
  }
  if (kind === "unit") {
    const might = shownMight(d);
    return { label: "Might", value: might ?? "?", ...(might !== d.might ? { changed: true } : {}) };
  }
  if (kind === "planeswalker") return { label: "Loyalty", value: d.loyalty ?? "?" };
  if (kind === "battle") return { label: "Defense", value: d.defense ?? "?" };
  return null;
}

/**
 * The board view (see board.js) for a scenario and a display state.
 * extra: {ruleset, facts (ruleset-facts.js's rulesetFacts: what the ruleset has), dying: Set, problems: Set, slots: {player: [ids]}, showDeclarations,
 *         viewer: the player id drawn at the bottom (default: the active player, see sidesOf),
 *         nameOf: id -> the name shown (default: nameMap(scenario))}
 * A player's `role` is the scenario's ("active" attacks), never their position on the board.
 */
export function buildView(scenario, display, extra = {}) {
  const nameOf = extra.nameOf || nameMap(scenario);
  const sides = sidesOf(scenario, extra.viewer);
  const { bottom } = sides;
  const teamOf = (id) => ((scenario.players || []).find((p) => p && p.id === id) || {}).team ?? id;
  // Two-Headed Giant: the bottom player's teammate sits with them (810.3); the seats are the other team.
  const mates = scenario.variant === "two-headed-giant" ? sides.seats.filter((id) => teamOf(id) === teamOf(bottom)) : [];
  const seats = sides.seats.filter((id) => !mates.includes(id));
  const top = seats[0] || null;
  const seated = seats.length > 1; // three or more players: one column per seat
  const active = activeOf(scenario);
  const activeSide = active === top ? "top" : "bottom";
  const attacking = (id) => id === active || (scenario.variant === "two-headed-giant" && teamOf(id) === teamOf(active));
  const facts = extra.facts || rulesetFacts(scenario.ruleset);
  const cards = [];
  const attacks = new Map();
  const blocks = new Map();
  if (display.combat) {
    for (const [id, target] of Object.entries(display.combat.attacks)) attacks.set(id, target);
    for (const [id, ids] of Object.entries(display.combat.blocks)) blocks.set(id, ids);
  } else if (facts.declares) {
    for (const a of scenario.attackers || []) if (a && a.id) attacks.set(a.id, a.target);
    for (const b of scenario.blockers || []) if (b && b.id) blocks.set(b.id, Array.isArray(b.blocks) ? b.blocks : []);
  }
  const slotIndex = new Map();
  if (facts.slots) {
    const slots = extra.slots || {};
    for (const [, ids] of Object.entries(slots)) ids.forEach((id, i) => slotIndex.set(id, i + 1));
  }
  const perms = shownPermanents(scenario, display); // the scenario's, and the tokens created so far (111.1)
  for (const permanent of perms) {
    const d = display.perms[permanent.id] || {};
    const types = typesOf(permanent);
    const cardKind = kindOf(types);
    const protector = permanent.protector;
    // Battles are drawn on their protector's side: that is the side that defends them.
    let owner = cardKind === "battle" && protector ? protector : d.controller ?? permanent.controller;
    if (mates.includes(owner)) owner = bottom;
    const side = seated ? (owner === bottom ? "bottom" : "top") : owner === top ? "top" : "bottom";
    const seat = seated && side === "top" ? Math.max(0, seats.indexOf(owner)) : undefined;
    const keywords = [];
    const lost = new Set(d.lost || []);
    for (const k of [...(permanent.keywords || []), ...(d.gained || [])]) {
      if (lost.has(k)) continue;
      keywords.push(keywordBadge(k, scenario.ruleset));
    }
    const tags = [];
    if (attacks.has(permanent.id) && !facts.battlefield) tags.push(`→ ${nameOf(attacks.get(permanent.id))}`);
    if (d.tapped) tags.push("Tapped");
    if (permanent.commander) tags.push("Commander");
    if (permanent.token === true) tags.push("Token"); // created in this combat (111.1)
    if (permanent.sick) tags.push("Sick");
    if (permanent.disabled) tags.push("Disabled");
    if (permanent.prevent) tags.push(`Shield ${permanent.prevent}`);
    if (permanent.regeneration_shields) tags.push(`Regenerate ×${permanent.regeneration_shields}`);
    if (cardKind === "battle" && permanent.protector) tags.push(`Protector ${nameOf(permanent.protector)}`);
    for (const color of permanent.protection || []) tags.push(`Pro ${color}`);
    // A card by name's abilities that Combat Lab does not model (card-faces.js): the editor lists them.
    if (Array.isArray(permanent.unmodelled) && permanent.unmodelled.length) tags.push(`${permanent.unmodelled.length} not modelled`);
    const counters = Object.entries(d.counters || {})
      .filter(([, n]) => n)
      .map(([k, n]) => `${k} ×${n}`);
    const stat = statOf(cardKind, d);
    if (stat && cardKind === "creature" && (d.power !== permanent.power || d.toughness !== permanent.toughness)) stat.changed = true;
    let badge = null;
    if (facts.slots && slotIndex.has(permanent.id)) badge = `Slot ${slotIndex.get(permanent.id)}`;
    else if (facts.slots && permanent.slot !== undefined) badge = `Slot ${permanent.slot}`;
    if (badge) tags.unshift(badge);
    cards.push({
      id: permanent.id,
      name: permanent.token === true && permanent.name ? permanent.name : nameOf(permanent.id), // 111.4: its own
      side,
      ...(seat !== undefined ? { seat } : {}),
      player: owner,
      defender: attacks.has(permanent.id) ? defenderOf(scenario, attacks.get(permanent.id)) : null,
      kind: cardKind,
      typeLine: typeLine(permanent, types),
      stat,
      damage: d.damage || 0,
      counters,
      keywords,
      tags,
      colors: permanent.colors || [],
      zone: d.zone || "battlefield",
      tapped: Boolean(d.tapped),
      attacking: attacks.has(permanent.id),
      blocking: blocks.has(permanent.id),
      dying: Boolean(extra.dying && extra.dying.has(permanent.id)),
      problem: Boolean(extra.problems && extra.problems.has(permanent.id)),
      badge,
    });
  }
  // Planeswalkers and battles first on each side, then the rest in scenario order (or slot order).
  const rank = (card) => (card.kind === "planeswalker" || card.kind === "battle" ? 0 : 1);
  cards.sort((a, b) => {
    if (a.side !== b.side) return a.side === "top" ? -1 : 1;
    if (facts.slots) {
      const sa = slotIndex.get(a.id) ?? 99;
      const sb = slotIndex.get(b.id) ?? 99;
      if (sa !== sb) return sa - sb;
    }
    return rank(a) - rank(b);
  });
  const arrows = [];
  const onBoard = (id) => !display.perms[id] || display.perms[id].zone === "battlefield";
  for (const [id, target] of attacks) {
    if (onBoard(id)) arrows.push({ from: id, to: target, kind: "attack" });
  }
  for (const [id, ids] of blocks) {
    for (const attacker of ids) if (onBoard(id) && onBoard(attacker)) arrows.push({ from: id, to: attacker, kind: "block" });
  }
  const graveyards = { top: 0, bottom: 0 };
  for (const card of cards) {
    if (card.zone === "battlefield") continue;
    graveyards[card.side] += 1;
    graveyards[`player:${card.player}`] = (graveyards[`player:${card.player}`] || 0) + 1;
  }
  const poisonLimit = scenario.variant === "two-headed-giant" ? 15 : 10;
  const playerView = (id, role, sideKey) => {
    if (!id) return null;
    const p = display.players[id] || {};
    const stats = [];
    if (facts.points) stats.push({ label: "Points", value: p.points ?? 0, key: "points" });
    if (facts.life) {
      stats.push({ label: "Life", value: p.life ?? 20, key: "life", tone: (p.life ?? 20) <= 0 ? "bad" : null });
      if (facts.poison && (facts.declares || p.poison)) stats.push({ label: "Poison", value: p.poison ?? 0, key: "poison", tone: (p.poison ?? 0) >= poisonLimit ? "bad" : null });
      // Commander damage (903.10a): every tally, by commander.
      for (const [commander, taken] of Object.entries(p.commander_damage || {})) {
        const short = String(nameOf(commander)).split(/[\s,]+/)[0].slice(0, 10);
        stats.push({ label: `Cmd ${short}`, value: taken, key: `commander:${commander}`,
          tone: taken >= 21 ? "bad" : null, commander });
      }
    }
    const team = p.team ? ` · team ${p.team}` : "";
    const together = id === bottom && mates.length ? ` & ${mates.map(nameOf).join(" & ")}` : "";
    return {
      id, label: `${nameOf(id)}${together}${team}`, role, stats, lost: Boolean(p.lost), left: Boolean(p.left),
      graveyard: seated ? graveyards[`player:${id}`] || 0 : graveyards[sideKey],
      graveyardLabel: facts.graveyard.charAt(0).toUpperCase() + facts.graveyard.slice(1),
    };
  };
  let battlefield = null;
  if (facts.battlefield) {
    const bf = display.battlefield || scenario.battlefield || { id: "battlefield" };
    const id = bf.id || "battlefield";
    battlefield = {
      id,
      // Its name, else "Battlefield": never its id.
      label: typeof bf.name === "string" && bf.name.trim() ? bf.name : "Battlefield",
      holder: bf.controller ? `held by ${nameOf(bf.controller)}${bf.conquered ? " (conquered)" : ""}` : "uncontrolled",
    };
    for (const card of cards) {
      // The active player's units are drawn heading for the battlefield (their side may be the top: see viewer).
      if (card.side === activeSide && card.kind === "unit" && display.combat === null && onBoard(card.id)) {
        arrows.push({ from: card.id, to: id, kind: "attack" });
        card.attacking = true;
      }
    }
  }
  return {
    ruleset: extra.ruleset || scenario.ruleset,
    players: {
      top: playerView(top, attacking(top) ? "active" : "defending", "top"),
      bottom: playerView(bottom, attacking(bottom) ? "active" : "defending", "bottom"),
      ...(seated ? { seats: seats.map((id) => playerView(id, attacking(id) ? "active" : "defending", "top")) } : {}),
    },
    battlefield,
    cards,
    arrows,
    winner: display.winner,
    // The engine's preview of this very board was read for `dying` (so a card not in it survives).
    previewed: Boolean(extra.previewed),
    ...(extra.legalTargets ? { legalTargets: extra.legalTargets } : {}),
  };
}

/**
 * What a focused card is, for a screen reader (the live region and the canvas's accessible name): its
 * name, its power and toughness (or Might, loyalty, defense), damage marked, whom it attacks or blocks,
 * and what the engine's preview says of it (it would die, or survive, if combat resolved now), or
 * where it is once it left the battlefield. "" for an id that is no card of the view.
 */
export function focusedCardText(view, id) {
  const card = view && view.cards.find((c) => c.id === id);
  if (!card) return "";
  const players = [view.players.top, view.players.bottom, ...(view.players.seats || [])].filter(Boolean);
  const nameOf = (target) => (view.cards.find((c) => c.id === target) || {}).name
    || (players.find((p) => p.id === target) || {}).label
    || (view.battlefield && view.battlefield.id === target ? view.battlefield.label : String(target));
  const parts = [card.name];
  if (card.stat) parts.push(card.stat.label ? `${card.stat.label} ${card.stat.value}` : String(card.stat.value));
  if (card.damage) parts.push(`${card.damage} damage marked`);
  const attacks = view.arrows.filter((a) => a.from === card.id && a.kind === "attack").map((a) => nameOf(a.to));
  const blocks = view.arrows.filter((a) => a.from === card.id && a.kind === "block").map((a) => nameOf(a.to));
  if (attacks.length) parts.push(`attacking ${attacks.join(" and ")}`);
  if (blocks.length) parts.push(`blocking ${blocks.join(" and ")}`);
  const blockedBy = view.arrows.filter((a) => a.to === card.id && a.kind === "block").map((a) => nameOf(a.from));
  if (blockedBy.length) parts.push(`blocked by ${blockedBy.join(" and ")}`);
  if (card.zone !== "battlefield") parts.push(zonePlace(card.zone));
  else if (card.dying) parts.push("would die if combat resolved now");
  else if (view.previewed) parts.push("would survive combat");
  return `${parts.join(", ")}.`;
}

/** What each creature may attack or block, from the engine's options answer: {id: [ids]} (or null). */
export function legalTargets(options) {
  if (!options || !options.ok) return null;
  const out = {};
  for (const a of options.attacks || []) if (a.can_attack) out[a.id] = a.targets.slice();
  for (const b of (options.blocks && options.blocks.blockers) || []) if (b.can_block) out[b.id] = b.attackers.slice();
  return out;
}

/** Lines that describe the board in words (for the canvas's text alternative). */
export function describeBoard(view, nameOf) {
  const lines = [];
  if (!view) return lines;
  const playerLine = (player, heading) => {
    if (!player) return;
    const stats = player.stats.map((s) => (s.commander ? `${s.value} commander damage from ${nameOf(s.commander)}`
      : `${s.label.toLowerCase()} ${s.value}`)).join(", ");
    const gone = player.left ? ", has lost and left the game" : player.lost ? ", has lost the game" : "";
    lines.push({ heading: true, text: `${heading}: ${player.label} (${stats}${gone})` });
  };
  const cardLine = (card) => {
    const parts = [card.name];
    if (card.typeLine) parts.push(card.typeLine);
    if (card.stat) parts.push(card.stat.label ? `${card.stat.label.toLowerCase()} ${card.stat.value}` : card.stat.value);
    if (card.keywords.length) parts.push(card.keywords.join(", ").toLowerCase());
    if (card.damage) parts.push(`${card.damage} damage marked`);
    if (card.counters.length) parts.push(`counters ${card.counters.join(", ")}`);
    // Tags as words ("tapped", "protector Bob"): only their first letter lowered, never a name in them.
    for (const tag of card.tags) if (!tag.startsWith("→") && tag !== card.badge) parts.push(tag.charAt(0).toLowerCase() + tag.slice(1));
    if (card.badge) parts.push(card.badge.charAt(0).toLowerCase() + card.badge.slice(1));
    if (card.zone !== "battlefield") parts.push(zonePlace(card.zone));
    for (const arrow of view.arrows) {
      if (arrow.from !== card.id) continue;
      parts.push(`${arrow.kind === "attack" ? "attacking" : "blocking"} ${nameOf(arrow.to)}`);
    }
    if (card.dying) parts.push("would die if combat resolved now");
    if (card.problem) parts.push("the engine reports a problem with it");
    return parts.join(", ");
  };
  // Top to bottom as drawn, each player named by role: the bottom is not always the attacker (see sidesOf).
  const heading = (player) => (player && player.role === "active" ? "Attacking player" : "Defending player");
  if (view.players.seats) {
    // Three or more players: each seat in turn, from the bottom player's left.
    view.players.seats.forEach((player, seat) => {
      playerLine(player, heading(player));
      for (const card of view.cards.filter((c) => c.side === "top" && c.seat === seat)) lines.push({ text: cardLine(card) });
    });
  } else {
    playerLine(view.players.top, heading(view.players.top));
    for (const card of view.cards.filter((c) => c.side === "top")) lines.push({ text: cardLine(card) });
  }
  if (view.battlefield) lines.push({ heading: true, text: `${view.battlefield.label}, ${view.battlefield.holder}` });
  playerLine(view.players.bottom, heading(view.players.bottom));
  for (const card of view.cards.filter((c) => c.side === "bottom")) lines.push({ text: cardLine(card) });
  if (view.winner) lines.push({ heading: true, text: view.winner === "draw" ? "The game is a draw." : `${nameOf(view.winner)} has won the game.` });
  return lines;
}

/** The board's text alternative as DOM nodes: an introduction, then each heading of
 * describeBoard's lines as a paragraph followed by a list of the lines under it. */
export function boardTextNodes(intro, lines) {
  const nodes = [el("p", null, intro)];
  let list = null;
  for (const line of lines) {
    if (line.heading) {
      nodes.push(el("p", null, line.text));
      list = el("ul");
      nodes.push(list);
    } else if (list) list.append(el("li", null, line.text));
  }
  return nodes;
}
