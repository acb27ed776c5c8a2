// Pure edits of a scenario (no DOM): each takes a scenario object and returns a new one (a copy; the
// given scenario is never changed). The set-up form (setup-form.js, card-editor.js) commits them;
// tests/js/edits.test.mjs runs them under Node. It imports nothing (view.js, which has typesOf, draws too).

/** A permanent's types: its `types`, or a creature (the format's default; as view.js's typesOf). */
const typesOf = (permanent) => (Array.isArray(permanent.types) && permanent.types.length ? permanent.types : ["creature"]);

/** The scenario without a permanent and without every reference to it. */
export function removePermanent(scenario, id) {
  const s = structuredClone(scenario);
  s.permanents = s.permanents.filter((p) => p.id !== id);
  for (const p of s.players || []) {
    if (p.commander_damage && id in p.commander_damage) {
      delete p.commander_damage[id];
      if (!Object.keys(p.commander_damage).length) delete p.commander_damage;
    }
  }
  if (s.attackers) {
    s.attackers = s.attackers.filter((a) => a.id !== id && a.target !== id);
    for (const a of s.attackers) {
      for (const key of ["provoke", "mentor", "enlist"]) if (a[key] === id) delete a[key];
    }
    if (!s.attackers.length) delete s.attackers;
  }
  if (s.blockers) {
    s.blockers = s.blockers.filter((b) => b.id !== id);
    for (const b of s.blockers) b.blocks = (b.blocks || []).filter((x) => x !== id);
    s.blockers = s.blockers.filter((b) => b.blocks.length);
    if (!s.blockers.length) delete s.blockers;
  }
  if (s.damage_assignment_order) {
    delete s.damage_assignment_order[id];
    for (const key of Object.keys(s.damage_assignment_order)) {
      s.damage_assignment_order[key] = s.damage_assignment_order[key].filter((x) => x !== id);
      if (!s.damage_assignment_order[key].length) delete s.damage_assignment_order[key];
    }
    if (!Object.keys(s.damage_assignment_order).length) delete s.damage_assignment_order;
  }
  if (s.assignments) {
    s.assignments = s.assignments.filter((a) => a.source !== id && !(a.division && id in a.division));
    if (!s.assignments.length) delete s.assignments;
  }
  if (s.actions) {
    s.actions = s.actions.filter((a) => a.target !== id && a.source !== id && a.return !== id && a.ninja !== id);
    if (!s.actions.length) delete s.actions;
  }
  return s;
}

/**
 * The scenario under another variant: fields only that variant has are taken off (the engine refuses them).
 * `startingLife`, the engine's starting life under the variant left (its `game.starting_life`): a player whose
 * life is just that starts at the new variant's starting life instead (103.4, 903.7, 810.4), as a player
 * the board gives no life does, not at the old one (a Commander board of 20, 20 and 40).
 */
export function withVariant(scenario, variant, { startingLife } = {}) {
  const s = structuredClone(scenario);
  if (variant) s.variant = variant;
  else delete s.variant;
  if (Number.isInteger(startingLife)) for (const p of s.players) if (p.life === startingLife) delete p.life;
  if (variant !== "commander") {
    for (const p of s.players) delete p.commander_damage;
    for (const p of s.permanents) delete p.commander;
  }
  if (variant !== "two-headed-giant") for (const p of s.players) delete p.team;
  else {
    delete s.attack_option;
    // A first guess the person can change: the first half of the seats one team, the rest the other.
    s.players.forEach((p, i) => { if (!p.team) p.team = i < s.players.length / 2 ? "A" : "B"; });
  }
  return s;
}

/** The scenario with one more player, seated last (on the smaller team in Two-Headed Giant). */
export function addPlayer(scenario) {
  const s = structuredClone(scenario);
  const taken = new Set([...s.players.map((p) => p.id), ...s.permanents.map((p) => p.id)]);
  let n = s.players.length + 1;
  while (taken.has(`player${n}`)) n += 1;
  const player = { id: `player${n}` };
  if (s.variant === "two-headed-giant") {
    const count = (t) => s.players.filter((p) => p.team === t).length;
    const teams = [...new Set(s.players.map((p) => p.team).filter(Boolean))];
    player.team = teams.sort((a, b) => count(a) - count(b))[0] || "A";
  }
  s.players.push(player);
  return s;
}

/** The scenario without a player, their permanents and every reference to them. */
export function removePlayer(scenario, id) {
  let s = structuredClone(scenario);
  for (const p of s.permanents.filter((q) => q.controller === id)) s = removePermanent(s, p.id);
  s.players = s.players.filter((p) => p.id !== id);
  if (s.active_player === id) s.active_player = s.players[0].id;
  if (s.attackers) {
    s.attackers = s.attackers.filter((a) => a.target !== id);
    if (!s.attackers.length) delete s.attackers;
  }
  for (const p of s.permanents) {
    if (p.owner === id) delete p.owner;
    if (p.protector === id) p.protector = s.players.find((q) => q.id !== p.controller)?.id || s.players[0].id;
  }
  return s;
}

/**
 * The scenario with a new permanent for `controller`: the ruleset's default type (`info.default_type`,
 * from its capabilities) with its stat fields, under the first free id. Returns {scenario, permanent}.
 */
export function addPermanent(scenario, controller, info) {
  const s = structuredClone(scenario);
  const taken = new Set([...s.players.map((p) => p.id), ...s.permanents.map((p) => p.id)]);
  const base = (info && info.default_type) || "creature";
  const fields = (info && info.fields && info.fields.permanent) || ["power", "toughness"];
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  const id = `${base}-${n}`;
  const permanent = { id, name: `${base.charAt(0).toUpperCase()}${base.slice(1)} ${n}`, controller };
  if (base !== "creature") permanent.types = [base];
  if (fields.includes("might")) permanent.might = 2;
  else Object.assign(permanent, { power: 2, toughness: 2 });
  s.permanents.push(permanent);
  return { scenario: s, permanent };
}

/** The scenario with a copy of a permanent under the first free id (`<id>-2`, …). Returns {scenario, permanent}. */
export function duplicatePermanent(scenario, id) {
  const s = structuredClone(scenario);
  const source = s.permanents.find((p) => p.id === id);
  const taken = new Set([...s.players.map((p) => p.id), ...s.permanents.map((p) => p.id)]);
  let n = 2;
  while (taken.has(`${source.id}-${n}`)) n += 1;
  const copy = { ...structuredClone(source), id: `${source.id}-${n}` };
  if (source.name) copy.name = `${source.name} ${n}`;
  s.permanents.push(copy);
  return { scenario: s, permanent: copy };
}

/**
 * A permanent (a copy) with `type` given (`on`) or taken away, its types listed in `order`; fields of a
 * type it no longer has go, and a new type starts with a value to edit. `scenario` names a battle's
 * first protector (a player other than its controller).
 */
export function withType(permanent, scenario, type, on, order) {
  const p = structuredClone(permanent);
  const now = new Set(typesOf(p));
  if (on) now.add(type);
  else now.delete(type);
  const list = order.filter((t) => now.has(t));
  if (list.length === 1 && list[0] === "creature") delete p.types;
  else p.types = list;
  if (!now.has("creature")) {
    delete p.power;
    delete p.toughness;
  } else if (p.power === undefined) {
    p.power = p.might ?? 2;
    p.toughness = p.might ?? 2;
  }
  if (!now.has("unit")) delete p.might;
  else if (p.might === undefined) p.might = p.power ?? 2;
  if (!now.has("planeswalker")) delete p.loyalty;
  else if (p.loyalty === undefined) p.loyalty = 3;
  if (!now.has("battle")) {
    delete p.protector;
    delete p.defense;
  } else if (p.defense === undefined) {
    p.defense = 3;
    p.protector = (scenario.players.find((pl) => pl.id !== p.controller) || scenario.players[0]).id;
  }
  return p;
}

/**
 * The board after a set-up edit of permanents, without the explicit damage divisions the edit made stale:
 * a division (`assignments`) was made for its source's damage and its recipients as they were, so an
 * edit of the source or of a recipient (their stats, counters, keywords, types: anything but the name)
 * or a recipient gone takes the division out, and the engine divides that damage again (510.1). A
 * division the edit itself changed stays. Returns {scenario, dropped: [the dropped assignments]}.
 */
export function withoutStaleDivisions(before, next) {
  const list = next.assignments;
  if (!Array.isArray(list) || !list.length) return { scenario: next, dropped: [] };
  const shape = (scenario, id) => {
    const p = (scenario.permanents || []).find((x) => x.id === id);
    if (!p) return null;
    const { name, ...rest } = p;
    return JSON.stringify(rest);
  };
  const old = new Map((before.assignments || []).map((a) => [JSON.stringify(a), a]));
  const dropped = [];
  const kept = list.filter((a) => {
    if (!old.has(JSON.stringify(a))) return true; // made or changed by this edit
    const ids = [a.source, ...Object.keys(a.division || {})];
    const stale = ids.some((id) => {
      const was = shape(before, id);
      const now = shape(next, id);
      return was !== null && was !== now; // a permanent edited or gone (a player recipient is never stale here)
    });
    if (stale) dropped.push(a);
    return !stale;
  });
  if (!dropped.length) return { scenario: next, dropped };
  const s = structuredClone(next);
  if (kept.length) s.assignments = kept;
  else delete s.assignments;
  return { scenario: s, dropped };
}
