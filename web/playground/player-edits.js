// Edits of a scenario's players as whole-scenario changes (the set-up form commits them):
// a variant switched, a player added or removed with every reference to them.

import { removePermanent } from "./setup-form.js";

/** The scenario under another variant: fields only that variant has are taken off (the engine refuses them). */
export function withVariant(scenario, variant) {
  const s = structuredClone(scenario);
  if (variant) s.variant = variant;
  else delete s.variant;
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
