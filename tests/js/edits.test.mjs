// The pure edits of a scenario (web/playground/edits.js), run with `node --test`:
// tests/test_edits_js.py runs this file, so `python3 build.py test` does too.

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  addPermanent,
  addPlayer,
  duplicatePermanent,
  removePermanent,
  removePlayer,
  withType,
  withVariant,
  withoutStaleDivisions,
} from "../../web/playground/edits.js";

/** Three players; alice attacks bob's and carol's side; bob blocks; every kind of reference to "bear". */
function board() {
  return {
    format: 1,
    ruleset: "mtg",
    active_player: "alice",
    players: [{ id: "alice" }, { id: "bob" }, { id: "carol" }],
    permanents: [
      { id: "bear", name: "Bear", controller: "alice", power: 2, toughness: 2 },
      { id: "ogre", name: "Ogre", controller: "alice", power: 3, toughness: 3 },
      { id: "wall", name: "Wall", controller: "bob", power: 0, toughness: 4 },
      { id: "elf", controller: "bob", power: 1, toughness: 1 },
      { id: "siege", controller: "carol", types: ["battle"], defense: 5, protector: "bob" },
    ],
    attackers: [
      { id: "bear", target: "bob" },
      { id: "ogre", target: "carol", enlist: "bear" },
    ],
    blockers: [
      { id: "wall", blocks: ["bear"] },
      { id: "elf", blocks: ["bear", "ogre"] },
    ],
    damage_assignment_order: { bear: ["wall", "elf"], ogre: ["elf"] },
    assignments: [{ source: "ogre", division: { elf: 3 } }, { source: "bear", division: { wall: 2 } }],
    actions: [{ type: "pump", target: "bear" }, { type: "pump", target: "ogre" }],
  };
}

test("removePermanent takes the permanent and every reference to it, and leaves the input alone", () => {
  const before = board();
  const s = removePermanent(before, "bear");
  assert.deepEqual(s.permanents.map((p) => p.id), ["ogre", "wall", "elf", "siege"]);
  assert.deepEqual(s.attackers, [{ id: "ogre", target: "carol" }]); // its attack and its enlisting go
  // wall blocked only the bear: it blocks nothing now and its entry goes; elf still blocks the ogre.
  assert.deepEqual(s.blockers, [{ id: "elf", blocks: ["ogre"] }]);
  assert.deepEqual(s.damage_assignment_order, { ogre: ["elf"] });
  assert.deepEqual(s.assignments, [{ source: "ogre", division: { elf: 3 } }]);
  assert.deepEqual(s.actions, [{ type: "pump", target: "ogre" }]);
  assert.deepEqual(before, board(), "the given scenario is unchanged");
});

test("removePermanent drops lists it empties and a commander's tally", () => {
  const s0 = board();
  s0.players[1].commander_damage = { ogre: 7 };
  const s = removePermanent(removePermanent(s0, "bear"), "ogre");
  for (const key of ["attackers", "blockers", "damage_assignment_order", "assignments", "actions"]) {
    assert.equal(key in s, false, key);
  }
  assert.equal("commander_damage" in s.players[1], false);
  // An id no permanent has: the same board back (a copy).
  const same = removePermanent(board(), "nobody");
  assert.deepEqual(same, board());
});

test("withVariant sets and clears a variant and takes off the fields only the old variant has", () => {
  const s0 = board();
  s0.players[0].commander_damage = { ogre: 3 };
  s0.permanents[0].commander = true;
  s0.attack_option = "left";
  const giant = withVariant(s0, "two-headed-giant");
  assert.equal(giant.variant, "two-headed-giant");
  assert.deepEqual(giant.players.map((p) => p.team), ["A", "A", "B"]); // the first half of the seats, then the rest
  assert.equal("attack_option" in giant, false);
  assert.equal("commander_damage" in giant.players[0], false);
  assert.equal("commander" in giant.permanents[0], false);
  const plain = withVariant(giant, "");
  assert.equal("variant" in plain, false);
  assert.deepEqual(plain.players.map((p) => "team" in p), [false, false, false]);
  // Commander keeps its own fields; a team someone already has is kept by Two-Headed Giant.
  assert.deepEqual(withVariant(s0, "commander").players[0].commander_damage, { ogre: 3 });
  const teamed = board();
  teamed.players[2].team = "A";
  assert.deepEqual(withVariant(teamed, "two-headed-giant").players.map((p) => p.team), ["A", "A", "A"]);
});

test("withVariant moves a life at the old starting life to the new variant's, and keeps any other", () => {
  const s0 = board();
  s0.players[0].life = 20;
  s0.players[1].life = 30;
  const commander = withVariant(s0, "commander", { startingLife: 20 });
  assert.equal("life" in commander.players[0], false); // 20 was the plain game's starting life: now Commander's
  assert.equal(commander.players[1].life, 30); // a life the board chose stays
  assert.equal(withVariant(s0, "commander").players[0].life, 20, "no starting life known: every life stays");
});

test("addPlayer seats a new player last under the first free id, on the smaller team", () => {
  const s = addPlayer(board());
  assert.deepEqual(s.players.at(-1), { id: "player4" });
  const taken = board();
  taken.permanents.push({ id: "player4", controller: "alice" });
  assert.equal(addPlayer(taken).players.at(-1).id, "player5", "an id a permanent has is taken too");
  const giant = withVariant(board(), "two-headed-giant"); // A, A, B
  assert.deepEqual(addPlayer(giant).players.at(-1), { id: "player4", team: "B" });
});

test("removePlayer takes their permanents, attacks at them and their part in the others", () => {
  const s0 = board();
  s0.permanents[2].owner = "bob";
  const s = removePlayer(s0, "bob");
  assert.deepEqual(s.players.map((p) => p.id), ["alice", "carol"]);
  assert.deepEqual(s.permanents.map((p) => p.id), ["bear", "ogre", "siege"]);
  assert.deepEqual(s.attackers, [{ id: "ogre", target: "carol", enlist: "bear" }]);
  assert.equal("blockers" in s, false);
  assert.equal(s.permanents[2].protector, "alice", "a battle bob protected: another player than its controller");
  // The active player removed: the first player left is active.
  assert.equal(removePlayer(board(), "alice").active_player, "bob");
});

test("addPermanent adds the ruleset's default type under the first free id", () => {
  const { scenario, permanent } = addPermanent(board(), "bob", null);
  assert.deepEqual(permanent, { id: "creature-1", name: "Creature 1", controller: "bob", power: 2, toughness: 2 });
  assert.deepEqual(scenario.permanents.at(-1), permanent);
  const riftbound = { default_type: "unit", fields: { permanent: ["might"] } };
  const unit = addPermanent(scenario, "alice", riftbound).permanent;
  assert.deepEqual(unit, { id: "unit-1", name: "Unit 1", controller: "alice", types: ["unit"], might: 2 });
  assert.equal(addPermanent(scenario, "bob", null).permanent.id, "creature-2", "creature-1 is taken");
  assert.equal(board().permanents.length, 5);
});

test("duplicatePermanent copies a permanent under the next free id and name", () => {
  const { scenario, permanent } = duplicatePermanent(board(), "bear");
  assert.deepEqual(permanent, { id: "bear-2", name: "Bear 2", controller: "alice", power: 2, toughness: 2 });
  assert.equal(scenario.permanents.length, 6);
  const again = duplicatePermanent(scenario, "bear").permanent;
  assert.equal(again.id, "bear-3");
  // No name: the copy has none either (the board shows its id).
  assert.equal("name" in duplicatePermanent(board(), "elf").permanent, false);
});

test("withType gives a type its starting fields and takes a lost type's fields off", () => {
  const s = board();
  const bear = s.permanents[0];
  const order = ["creature", "planeswalker", "battle", "unit"];
  const walker = withType(bear, s, "planeswalker", true, order);
  assert.deepEqual(walker.types, ["creature", "planeswalker"]);
  assert.equal(walker.loyalty, 3);
  const onlyWalker = withType(walker, s, "creature", false, order);
  assert.deepEqual(onlyWalker.types, ["planeswalker"]);
  assert.equal("power" in onlyWalker || "toughness" in onlyWalker, false);
  const battle = withType(onlyWalker, s, "battle", true, order);
  assert.deepEqual([battle.defense, battle.protector], [3, "bob"], "protected by a player other than its controller");
  // Back to a plain creature: `types` goes (creature is the default) and it starts at 2/2.
  const plain = withType(withType(withType(battle, s, "battle", false, order), s, "planeswalker", false, order), s, "creature", true, order);
  assert.deepEqual(plain, { id: "bear", name: "Bear", controller: "alice", power: 2, toughness: 2 });
  assert.deepEqual(bear, board().permanents[0], "the given permanent is unchanged");
});

/** A 7-power attacker blocked by two creatures, its damage divided 3 and 4. */
function divided() {
  return {
    format: 1,
    ruleset: "mtg",
    players: [{ id: "alice" }, { id: "bob" }],
    active_player: "alice",
    permanents: [
      { id: "baloth", controller: "alice", power: 7, toughness: 7 },
      { id: "ape", controller: "bob", power: 5, toughness: 5 },
      { id: "wall", controller: "bob", power: 0, toughness: 3 },
      { id: "elf", controller: "alice", power: 1, toughness: 1 },
    ],
    attackers: [{ id: "baloth", target: "bob" }],
    blockers: [{ id: "ape", blocks: ["baloth"] }, { id: "wall", blocks: ["baloth"] }],
    assignments: [{ source: "baloth", division: { ape: 4, wall: 3 } }],
  };
}

test("withoutStaleDivisions drops a division whose source or recipient an edit changed, and says which", () => {
  const before = divided();
  const weaker = structuredClone(before);
  weaker.permanents[0].power = 5;
  const { scenario, dropped } = withoutStaleDivisions(before, weaker);
  assert.deepEqual(dropped, before.assignments);
  assert.equal(scenario.assignments, undefined);
  assert.equal(scenario.permanents[0].power, 5);
  assert.deepEqual(weaker.assignments, before.assignments); // the given board is not changed
  const tougher = structuredClone(before);
  tougher.permanents[2].toughness = 6;
  assert.equal(withoutStaleDivisions(before, tougher).dropped.length, 1);
});

test("withoutStaleDivisions keeps a division when only a name or another card changed, or the edit made it", () => {
  const before = divided();
  const renamed = structuredClone(before);
  renamed.permanents[0].name = "Enormous Baloth";
  renamed.permanents[3].power = 3; // a card the division does not count on
  assert.deepEqual(withoutStaleDivisions(before, renamed), { scenario: renamed, dropped: [] });
  const redivided = structuredClone(before);
  redivided.permanents[0].power = 6;
  redivided.assignments = [{ source: "baloth", division: { ape: 3, wall: 3 } }];
  assert.deepEqual(withoutStaleDivisions(before, redivided).dropped, []);
});
