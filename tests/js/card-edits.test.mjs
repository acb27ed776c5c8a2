// Cards by name in the playground's pure modules, run with `node --test` (tests/test_edits_js.py runs it):
// the edits that give and take a card (web/playground/card-edits.js) and the board as drawn with the engine's
// answer about each card (web/core/card-faces.js). The answers below have the shape of the engine's `card`
// call (pyengine.cards.card) and of check's `cards`.

import assert from "node:assert/strict";
import { test } from "node:test";

import { withCards } from "../../web/core/card-faces.js";
import { addCard, cardId, withCard, withoutCard } from "../../web/playground/card-edits.js";

const ANGEL = {
  ok: true, card: "Serra Angel", kind: "creature", type_line: "Creature — Angel",
  permanent: { name: "Serra Angel", types: ["creature"], power: 4, toughness: 4, colors: ["white"], keywords: ["flying", "vigilance"], subtypes: ["Angel"] },
  unmodelled: [], choices: [],
};
const GUARDIAN = {
  card: "Pride Guardian", kind: "creature", type_line: "Creature — Cat Monk",
  permanent: { name: "Pride Guardian", types: ["creature"], power: 0, toughness: 3, colors: ["white"], keywords: ["defender"], subtypes: ["Cat", "Monk"] },
  unmodelled: ["Whenever this creature blocks, you gain 3 life."], choices: [],
};

test("picking a card takes off the permanent's copies of the card's fields and names it, unless a person named it", () => {
  const fresh = { id: "creature-3", name: "Creature 3", controller: "alice", power: 2, toughness: 2, damage: 1 };
  const angel = withCard(fresh, ANGEL);
  assert.deepEqual(angel, { id: "creature-3", name: "Serra Angel", controller: "alice", damage: 1, card: "Serra Angel" });
  assert.equal(fresh.power, 2, "the permanent given is not changed");
  const named = withCard({ id: "x", name: "Big Bird", controller: "bob", keywords: ["reach"] }, ANGEL);
  assert.equal(named.name, "Big Bird");
  assert.equal(named.keywords, undefined);
  // Another card in place of the first: the first card's name was not a person's.
  const guardian = withCard(angel, GUARDIAN, { named: "Serra Angel", ...ANGEL });
  assert.equal(guardian.name, "Pride Guardian");
  assert.equal(guardian.card, "Pride Guardian");
});

test("clearing a card keeps what it gave, hand-typed, with the permanent's own fields winning", () => {
  const pumped = { id: "angel", card: "Serra Angel", controller: "alice", power: 6 };
  const plain = withoutCard(pumped, ANGEL);
  assert.equal(plain.card, undefined);
  assert.equal(plain.power, 6);
  assert.equal(plain.toughness, 4);
  assert.deepEqual(plain.keywords, ["flying", "vigilance"]);
  assert.deepEqual(withoutCard(pumped, null), { id: "angel", controller: "alice", power: 6 });
});

test("a card added by name gets a new id from its name, free among players' and permanents'", () => {
  const scenario = { players: [{ id: "alice" }, { id: "bob" }], permanents: [{ id: "serra-angel", controller: "alice" }] };
  assert.equal(cardId(scenario, "Éowyn, Lady of Rohan"), "eowyn-lady-of-rohan");
  assert.equal(cardId(scenario, "Delver of Secrets // Insectile Aberration"), "delver-of-secrets");
  assert.equal(cardId({ players: [{ id: "bob" }], permanents: [] }, "Bob"), "bob-2");
  const { scenario: next, permanent } = addCard(scenario, "bob", "Serra Angel");
  assert.deepEqual(permanent, { id: "serra-angel-2", card: "Serra Angel", controller: "bob" });
  assert.equal(next.permanents.length, 2);
  assert.equal(scenario.permanents.length, 1, "the scenario given is not changed");
});

test("the board as drawn: the card's fields under the permanent's own, its type line, what is not modelled", () => {
  const scenario = {
    ruleset: "mtg", players: [{ id: "a" }, { id: "b" }],
    permanents: [
      { id: "angel", card: "serra angel", controller: "a", power: 6 },
      { id: "guard", card: "Pride Guardian", controller: "b", types: ["creature", "artifact"] },
      { id: "stale", card: "Llanowar Elves", controller: "b" },
      { id: "bear", name: "Bear", controller: "b", power: 2, toughness: 2 },
    ],
  };
  const cards = {
    angel: { named: "serra angel", ...ANGEL },
    guard: { named: "Pride Guardian", ...GUARDIAN },
    stale: { named: "Llanowar Elf", ...GUARDIAN }, // an answer about the name before the last edit
  };
  const shown = withCards(scenario, cards);
  const [angel, guard, stale, bear] = shown.permanents;
  assert.equal(angel.power, 6);
  assert.equal(angel.toughness, 4);
  assert.equal(angel.name, "Serra Angel");
  assert.equal(angel.type_line, "Creature — Angel");
  assert.deepEqual(guard.types, ["creature", "artifact"]);
  assert.equal(guard.type_line, undefined, "its own types: the type line is drawn from them");
  assert.deepEqual(guard.unmodelled, GUARDIAN.unmodelled);
  assert.equal(stale, scenario.permanents[2]);
  assert.equal(bear, scenario.permanents[3]);
  assert.equal(scenario.permanents[0].type_line, undefined, "the scenario given is not changed");
  assert.equal(withCards(scenario, {}), scenario);
});
