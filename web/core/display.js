// The display state: the board's numbers from a scenario, then as the engine's events change them, then the
// engine's `final`. Nothing here decides a rule: the state copies the values the events report (life, damage,
// loyalty, zone …); what it knows itself is a player's starting life when the scenario gives none and what a +1/+1
// or -1/-1 counter adds to power and toughness (a returned creature's are its printed ones with its new counter).
// view.js re-exports these and draws the board from the state.

/** A player's life when the scenario gives none: 40 in Commander (903.7); in Two-Headed Giant the team's: a
 * teammate's given life (810.4), else 30 for a team of two plus 15 per further member (810.11); else 20.
 * Only what the scenario implies (the one place web/ writes these numbers): the engine's events say the rest. */
export function startingLife(scenario, player) {
  if (player.life !== undefined) return player.life;
  if (scenario.variant === "commander") return 40;
  if (scenario.variant === "two-headed-giant") {
    const team = (scenario.players || []).filter((q) => q && q.team === player.team);
    const mate = team.find((q) => q !== player && q.life !== undefined);
    return mate ? mate.life : 30 + 15 * Math.max(0, team.length - 2);
  }
  return 20;
}

/** What +1/+1 and -1/-1 counters add to power and toughness (122.1a, 704.5q's pairs add nothing). */
function counterBonus(counters) {
  let bonus = 0;
  for (const [kind, n] of Object.entries(counters || {})) {
    if (typeof n !== "number") continue;
    if (kind === "+1/+1") bonus += n;
    else if (kind === "-1/-1") bonus -= n;
  }
  return bonus;
}

/** A number plus a bonus; anything else (a power the scenario leaves out) as it is. */
const plus = (value, bonus) => (typeof value === "number" ? value + bonus : value);

/** A token's text (111.3) as a `token` event or the final state's `token` gives it. */
function textOf(ev) {
  const text = { name: ev.name, types: ev.types, subtypes: ev.subtypes, power: ev.power, toughness: ev.toughness };
  if (ev.colors) text.colors = ev.colors;
  if (ev.keywords) text.keywords = ev.keywords;
  return text;
}

/** The display entry of a token that has just been created: its printed numbers, no damage or counters. */
function tokenPerm(controller, text, tapped) {
  return {
    zone: "battlefield", controller, damage: 0, power: text.power, toughness: text.toughness,
    printed: { power: text.power, toughness: text.toughness }, counters: {}, tapped, gained: [], lost: [],
    token: { ...text },
  };
}

/** The permanents the board draws: the scenario's, then the tokens the display state holds (a token exists only
 * once the event that creates it has been applied, or in the final state), each as a scenario would list it. */
export function shownPermanents(scenario, display) {
  const listed = (scenario.permanents || []).filter((p) => p && p.id);
  const known = new Set(listed.map((p) => String(p.id)));
  const tokens = Object.entries(display.perms || {})
    .filter(([id, d]) => d && d.token && !known.has(id))
    .map(([id, d]) => ({ id, controller: d.controller, token: true, ...d.token }));
  return [...listed, ...tokens];
}

/** The board's numbers before anything happens: straight from the scenario. */
export function initialDisplay(scenario) {
  // Keyed by the scenario's ids, whatever they are ("__proto__" too): objects without a prototype.
  const players = Object.create(null);
  for (const p of scenario.players || []) {
    if (!p || !p.id) continue;
    let poison = p.poison ?? 0;
    if (scenario.variant === "two-headed-giant" && p.poison === undefined) {
      const mate = (scenario.players || []).find((q) => q && q !== p && q.team === p.team && q.poison !== undefined);
      if (mate) poison = mate.poison;
    }
    players[p.id] = {
      life: startingLife(scenario, p), poison, points: p.points ?? 0, lost: false,
      team: p.team ?? null, commander_damage: { ...(p.commander_damage || {}) },
    };
  }
  const perms = Object.create(null);
  for (const p of scenario.permanents || []) {
    if (!p || !p.id) continue;
    // The scenario's power and toughness are printed (its counters come on top); `printed` is what a card that
    // returns as a new object (400.7) starts from.
    const bonus = counterBonus(p.counters);
    perms[p.id] = {
      zone: p.zone === "hand" ? "hand" : "battlefield",
      controller: p.controller,
      damage: p.damage ?? 0,
      power: plus(p.power, bonus),
      toughness: plus(p.toughness, bonus),
      printed: { power: p.power, toughness: p.toughness },
      might: p.might, // a unit's Might; `showdown`: its Might in the showdown, as the showdown's events say
      loyalty: p.loyalty,
      defense: p.defense,
      counters: { ...(p.counters || {}) },
      tapped: Boolean(p.tapped),
      gained: [],
      lost: [],
    };
  }
  return {
    players,
    perms,
    battlefield: scenario.battlefield ? { ...scenario.battlefield, conquered: false } : null,
    combat: null, // null: show the scenario's declarations; else {attacks: {id: target}, blocks: {id: [ids]}}
    winner: null,
  };
}

/** The Might a unit's card shows: its Might in the showdown while the showdown's events have given one, else its own. */
export function shownMight(perm) {
  return perm.showdown ?? perm.might;
}

export function cloneDisplay(display) {
  return JSON.parse(JSON.stringify(display));
}

function combatOf(display) {
  if (!display.combat) display.combat = { attacks: {}, blocks: {} };
  return display.combat;
}

/** The event types the display deliberately leaves alone (tests/test_event_types.py reads this list). */
export const IGNORED_EVENTS = [
  // What they report, the events after them carry as numbers (marked, life, poison, loyalty, defense, dies …).
  "damage", "damage-on-stack", "stack-resolves", "hit", "tramples", "trigger",
  // Nothing on the board shows them.
  "blocked", "unblocked", "does-not-attack", "no-damage", "no-combat-damage", "not-assigned", "fizzles", "countered",
  "might-total", "draws",
  // Shown another way: slot badges come from the step's `slots` record (buildView's extra.slots).
  "slots",
  // Not modelled yet: the board shows the scenario's shields and controllers, not these changes.
  "shield", "regeneration-shield", "control",
];

/** Apply one engine event to the display state (copying the values it reports). */
export function applyEvent(display, ev) {
  const perm = ev.id !== undefined ? display.perms[ev.id] : null;
  const player = ev.player !== undefined ? display.players[ev.player] : null;
  switch (ev.type) {
    case "attacks":
      combatOf(display).attacks[ev.id] = ev.target;
      if (perm && ev.tapped) perm.tapped = true;
      if (perm && ev.might !== undefined) perm.showdown = ev.might;
      break;
    case "blocks":
      combatOf(display).blocks[ev.id] = [...(ev.attackers || [])];
      break;
    case "defends":
    case "stunned":
      if (perm && ev.might !== undefined) perm.showdown = ev.might;
      break;
    case "removed-from-combat":
      if (display.combat) {
        delete display.combat.attacks[ev.id];
        delete display.combat.blocks[ev.id];
      }
      break;
    case "marked":
      if (perm) perm.damage = ev.damage;
      break;
    case "healed":
      if (perm) perm.damage = 0;
      break;
    case "life":
    case "poison": {
      // Two-Headed Giant: the event's team shares the total (810.9, 810.10).
      const key = ev.type;
      const holders = ev.team ? Object.values(display.players).filter((q) => q.team === ev.team) : [player];
      for (const holder of holders) if (holder) holder[key] = ev[key];
      break;
    }
    case "commander-damage":
      if (player) player.commander_damage = { ...(player.commander_damage || {}), [ev.source]: ev.total };
      break;
    case "leaves-game":
      if (player) {
        player.lost = true;
        player.left = true;
      }
      break;
    case "points":
      if (player) player.points = ev.points;
      break;
    case "loses":
      if (player) player.lost = true;
      break;
    case "game-over":
      display.winner = ev.winner || "draw";
      break;
    case "loyalty":
      if (perm) perm.loyalty = ev.loyalty;
      break;
    case "defense":
      if (perm) perm.defense = ev.defense;
      break;
    case "might":
      // Riftbound's showdown (Assault, Shield: 723.1.c, 730.1.c): the unit's Might in this combat, which the
      // board shows until the engine's final; the unit's own Might (`might`, what final reports) is unchanged.
      if (perm) perm.showdown = ev.might;
      break;
    case "counters":
      // A kind "A and B" is `amount` of each (704.5q's pairs: "+1/+1 and -1/-1", amount -N).
      if (perm) {
        for (const kind of String(ev.kind).split(" and ")) {
          perm.counters[kind] = (perm.counters[kind] || 0) + ev.amount;
          if (!perm.counters[kind]) delete perm.counters[kind];
          const bonus = counterBonus({ [kind]: ev.amount });
          perm.power = plus(perm.power, bonus);
          perm.toughness = plus(perm.toughness, bonus);
        }
      }
      break;
    case "pump":
      if (perm) {
        if (typeof perm.power === "number") perm.power += ev.power || 0;
        if (typeof perm.toughness === "number") perm.toughness += ev.toughness || 0;
      }
      break;
    case "power-toughness":
      // 604.3: an ability counts permanents for its power and toughness; the event carries them whole.
      if (perm) {
        perm.power = ev.power;
        perm.toughness = ev.toughness;
      }
      break;
    case "gains":
      if (perm) perm.gained.push(ev.keyword);
      break;
    case "loses-keyword":
      if (perm) perm.lost.push(ev.keyword);
      break;
    case "untaps":
      if (perm) perm.tapped = false;
      break;
    case "taps":
      if (perm) perm.tapped = true;
      break;
    case "regenerates":
      // 701.19a: damage removed, tapped, out of combat.
      if (perm) {
        perm.damage = 0;
        perm.tapped = true;
      }
      if (display.combat && ev.removed_from_combat) {
        delete display.combat.attacks[ev.id];
        delete display.combat.blocks[ev.id];
      }
      break;
    case "umbra-armor":
      if (perm) perm.damage = 0;
      break;
    case "enlists": {
      const enlisted = display.perms[ev.creature];
      if (enlisted) enlisted.tapped = true;
      break;
    }
    case "enters":
      // Ninjutsu: onto the battlefield tapped and attacking.
      if (perm) {
        perm.zone = "battlefield";
        perm.tapped = Boolean(ev.tapped);
      }
      if (ev.attacking) combatOf(display).attacks[ev.id] = ev.attacking;
      break;
    case "dies":
    case "leaves":
    case "recalled":
      if (perm) perm.zone = ev.to || "graveyard";
      if (display.combat && ev.reason === "ninjutsu") delete display.combat.attacks[ev.id];
      break;
    case "token":
      // A token a trigger creates (111.1): a new permanent, its text as the event lists it (111.3), on its
      // controller's side, untapped unless the event says so, in no combat unless it enters attacking (508.4):
      // then it is drawn with the attackers, attacking what the event names.
      display.perms[ev.id] = tokenPerm(ev.controller, textOf(ev), Boolean(ev.tapped));
      if (ev.attacking) combatOf(display).attacks[ev.id] = ev.attacking;
      break;
    case "returns":
      // Undying, persist: a new object (400.7): untapped, no damage, only the event's counters, its printed
      // power and toughness with them, no keywords gained or lost, not in combat; `controller` if it changed.
      if (perm) {
        const printed = perm.printed || {};
        const bonus = counterBonus(ev.counters);
        Object.assign(perm, {
          zone: "battlefield", damage: 0, tapped: false, counters: { ...(ev.counters || {}) },
          power: plus(printed.power, bonus), toughness: plus(printed.toughness, bonus), gained: [], lost: [],
        });
        if (ev.controller) perm.controller = ev.controller;
      }
      if (display.combat) {
        delete display.combat.attacks[ev.id];
        delete display.combat.blocks[ev.id];
      }
      break;
    case "establishes-control":
    case "conquers":
      if (display.battlefield) {
        display.battlefield.controller = ev.player;
        if (ev.type === "conquers") display.battlefield.conquered = true;
      }
      break;
    case "uncontrolled":
      if (display.battlefield) delete display.battlefield.controller;
      break;
    default:
      break;
  }
  return display;
}

/** The display state at the end: the engine's `final`, over what the events built. */
export function applyFinal(display, final) {
  if (!final) return display;
  for (const [id, p] of Object.entries(final.players || {})) {
    const mine = display.players[id] || (display.players[id] = {});
    for (const key of ["life", "poison", "points", "lost"]) if (p[key] !== undefined) mine[key] = p[key];
    if (p.commander_damage) mine.commander_damage = { ...p.commander_damage };
    if (p.left_game) mine.left = true;
  }
  for (const [id, p] of Object.entries(final.permanents || {})) {
    // A token the combat created (`token`: its text) that the events did not show: it is drawn from the final state.
    if (!display.perms[id] && p.token) display.perms[id] = tokenPerm(p.controller, p.token, Boolean(p.tapped));
    const mine = display.perms[id];
    if (!mine) continue;
    mine.zone = p.zone;
    for (const key of ["controller", "damage", "power", "toughness", "might", "loyalty", "defense", "tapped"]) {
      if (p[key] !== undefined) mine[key] = p[key];
    }
    delete mine.showdown; // the final state is after combat: its Might is the unit's
    if (p.counters) mine.counters = { ...p.counters };
  }
  if (final.battlefield && display.battlefield) Object.assign(display.battlefield, final.battlefield);
  if (final.winner) display.winner = final.winner;
  return display;
}
