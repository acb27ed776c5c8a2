// A board's title and description after a ruleset switch (web/playground/board-title.js movedBoard), run with
// `node --test` (tests/test_web_modules.py runs every file here).

import assert from "node:assert/strict";
import { test } from "node:test";

import { movedBoard } from "../../web/playground/board-title.js";

const example = {
  ruleset: "mtg-2020",
  title: "Vastwood Gorger, 2020 rules (CR 510.1c)",
  description: "A 5/6 blocked by a 0/3 and a 1/1 under the damage assignment order.",
};
const moved = (before, to) => movedBoard(before, { ...before, ruleset: to });

test("a moved example says what it was written for and what it is under now", () => {
  const once = moved(example, "mtg");
  assert.equal(once.title, "Vastwood Gorger, 2020 rules (CR 510.1c) (now under mtg)");
  assert.equal(once.description, `Written for mtg-2020; now under mtg. ${example.description}`);
  assert.equal(once.ruleset, "mtg");
});

test("moved on again, the words are not stacked and still name the ruleset they were written for", () => {
  const twice = moved(moved(example, "mtg"), "mtg-classic");
  assert.equal(twice.title, "Vastwood Gorger, 2020 rules (CR 510.1c) (now under mtg-classic)");
  assert.equal(twice.description, `Written for mtg-2020; now under mtg-classic. ${example.description}`);
});

test("moved back to the ruleset they were written for, they are as written", () => {
  const back = moved(moved(moved(example, "mtg"), "mtg-classic"), "mtg-2020");
  assert.equal(back.title, example.title);
  assert.equal(back.description, example.description);
});

test("a board with no title or description gets none", () => {
  const bare = moved({ ruleset: "mtg" }, "riftbound");
  assert.equal(bare.title, undefined);
  assert.equal(bare.description, undefined);
});
