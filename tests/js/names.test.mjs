// The one naming rule of every page (web/core/words.js displayNames), for permanents given by a card
// ("card": "Serra Angel"), run with `node --test`: tests/test_cards_surface.py runs this file.

import assert from "node:assert/strict";
import { test } from "node:test";

import { displayNames } from "../../web/core/words.js";

const board = (...permanents) => ({
  ruleset: "mtg",
  players: [{ id: "alice" }, { id: "bob" }],
  permanents,
});

test("a permanent given by a card is called by its card's name, unless it has its own", () => {
  const names = displayNames(board(
    { id: "angel", card: "Serra Angel", controller: "alice" },
    { id: "pet", card: "Grizzly Bears", name: "Fluffy", controller: "bob" },
    { id: "x", controller: "bob", power: 1, toughness: 1 },
  ));
  assert.equal(names.get("angel"), "Serra Angel");
  assert.equal(names.get("pet"), "Fluffy");
  assert.equal(names.get("x"), "Bob's creature");
});

test("a card that is not a name is not one", () => {
  const names = displayNames(board({ id: "odd", card: ["Serra Angel"], controller: "alice" }, { id: "blank", card: " ", controller: "alice" }));
  assert.equal(names.get("odd"), "Alice's creature 1");
  assert.equal(names.get("blank"), "Alice's creature 2");
});
