// A typed division keeps its total (web/core/balance.js, the analysis board's and play mode's division
// fields), run with `node --test tests/js/`. Arithmetic only: the engine judges whether it is legal.

import assert from "node:assert/strict";
import { test } from "node:test";

import { balanceDivision } from "../../web/core/balance.js";

test("a raised amount is taken from the others, last first", () => {
  assert.deepEqual(balanceDivision({ a: 2, b: 2, c: 2 }, "a", 5, 6), { a: 5, b: 1, c: 0 });
});

test("a lowered amount goes to the last other recipient", () => {
  assert.deepEqual(balanceDivision({ a: 4, b: 2 }, "a", 1, 6), { a: 1, b: 5 });
});

test("the typed amount is kept up to the total and never below 0", () => {
  assert.deepEqual(balanceDivision({ a: 3, b: 3 }, "b", 9, 6), { a: 0, b: 6 });
  assert.deepEqual(balanceDivision({ a: 3, b: 3 }, "b", -2, 6), { a: 6, b: 0 });
});

test("the other recipients are left unchanged when the total already matches", () => {
  assert.deepEqual(balanceDivision({ a: 1, b: 2, c: 3 }, "b", 2, 6), { a: 1, b: 2, c: 3 });
});
