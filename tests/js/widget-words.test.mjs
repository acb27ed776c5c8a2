// The widget's words for a refusal (web/core/widget-text.js): every `$.`-path of an engine message said in
// words, the rule kept, possessives right. Run with `node --test tests/js/`.

import assert from "node:assert/strict";
import { test } from "node:test";

import { pathWords, plainMessage, refusalWords } from "../../web/core/widget-text.js";
import { possessive } from "../../web/core/words.js";

const board = {
  ruleset: "mtg",
  players: [{ id: "alice" }, { id: "bob", name: "Bob Ross" }],
  permanents: [
    { id: "gorger", name: "Vastwood Gorger", controller: "alice", power: 5, toughness: 6 },
    { id: "boars", name: "Durkwood Boars", controller: "bob", power: 4, toughness: 4 },
  ],
  attackers: [{ id: "gorger", target: "bob" }],
  assignments: [{ source: "gorger", division: { boars: 1 } }],
  actions: [{ at: "after-blocks", do: "grant", target: "gorger", keyword: "trample" }],
};

test("a name ending in s takes the apostrophe alone", () => {
  assert.equal(possessive("Durkwood Boars"), "Durkwood Boars'");
  assert.equal(possessive("Serra Angel"), "Serra Angel's");
});

test("paths in words: by the name of what they point at", () => {
  assert.equal(pathWords("$.permanents[1].power", board), "Durkwood Boars' power");
  assert.equal(pathWords("$.assignments[0].division", board), "Vastwood Gorger's division");
  assert.equal(pathWords("$.players[1].team", board), "Bob Ross' team");
  assert.equal(pathWords("$.format", board), "the board's format");
  assert.equal(pathWords("$.actions[0].at", board), "the first action's at");
  assert.equal(pathWords("$.permanents[9].keywords[0]", board), "the tenth permanent's keywords");
  assert.equal(pathWords("$", board), "the board");
});

test("no engine message keeps a $.-path, and a refusal keeps its rule", () => {
  for (const message of ["$.format must be 1", "$.players[1].team: teams share life", "x at $.assignments[0].division",
    "$ is a JSON object", "$.permanents[0].keywords[2]: unknown keyword 'zap'"]) {
    const plain = plainMessage(message, board);
    assert.doesNotMatch(plain, /\$/, plain);
  }
  const text = refusalWords({ code: "illegal-assignment", rule: "510.1a", path: "$.assignments[0].division",
    message: "Vastwood Gorger assigns combat damage equal to its power, 5; this division assigns 1" }, board);
  assert.equal(text, "Refused by rule 510.1a: Vastwood Gorger assigns combat damage equal to its power, 5; this division assigns 1");
  assert.doesNotMatch(text, /illegal-assignment|\$\./);
});

test("a zone is said in words, never as the engine's id (issue 27: 'left-the-game')", async () => {
  const { zoneWords, zonePlace } = await import("../../web/core/words.js");
  assert.equal(zoneWords("left-the-game"), "left the game");
  assert.equal(zoneWords("graveyard"), "graveyard");
  assert.equal(zonePlace("left-the-game"), "out of the game");
  assert.equal(zonePlace("exile"), "in exile");
  assert.equal(zonePlace("graveyard"), "in the graveyard");
  const { describeOutcome } = await import("../../web/core/widget-text.js");
  const scenario = { players: [{ id: "alice" }, { id: "bob" }], permanents: [{ id: "x", name: "Grizzly Bears", controller: "bob" }] };
  const text = describeOutcome({ ok: true, final: { permanents: { x: { zone: "left-the-game" } }, players: {} } }, scenario);
  assert.match(text, /Grizzly Bears \(left the game\)/);
  assert.doesNotMatch(text, /left-the-game/);
});

test("a keyword the engine quotes as the JSON spells it is said in words ('extra_blocks': issue 27)", () => {
  const plain = plainMessage("$.permanents[1].keywords[0]: 'extra_blocks' is not a keyword of Magic: The Gathering – Puzzle Quest", board);
  assert.equal(plain, "Durkwood Boars' keywords: 'extra blocks' is not a keyword of Magic: The Gathering – Puzzle Quest");
  assert.equal(plainMessage("unknown keyword 'first_strike:2'", board), "unknown keyword 'first strike 2'");
  assert.equal(plainMessage("unknown keyword 'zap'", board), "unknown keyword 'zap'");
});
