// A static ability's effect is worded as lasting while it applies, an action's or a trigger's until end of
// turn (611.3a vs 611.2a; 418 vs 418.3 in the 2003-2009 rules). Run with `node --test tests/js/`.

import assert from "node:assert/strict";
import { test } from "node:test";

import { describeEvent as eventText } from "../../web/core/words.js";

const names = (id) => ({ bears: "Grizzly Bears" })[id] ?? id;

test("an anthem's +1/+1 is not until end of turn", () => {
  const text = eventText({ type: "pump", id: "bears", power: 1, toughness: 1, rule: "611.3a" }, names);
  assert.equal(text, "Grizzly Bears gets +1/+1 as a static ability starts or stops applying to it, for as long as it applies.");
  assert.doesNotMatch(text, /end of turn/);
  assert.equal(eventText({ type: "pump", id: "bears", power: -1, toughness: -1, rule: "418" }, names),
    "Grizzly Bears gets -1/-1 as a static ability starts or stops applying to it, for as long as it applies.");
});

test("a keyword from a static ability is had while it applies, and lost as it stops", () => {
  assert.equal(eventText({ type: "gains", id: "bears", keyword: "flying", rule: "611.3a" }, names),
    "Grizzly Bears has flying while a static ability applies.");
  assert.match(eventText({ type: "loses-keyword", id: "bears", keyword: "flying", rule: "611.3a" }, names),
    /the static ability that gave it stops applying/);
});

test("an action's pump still lasts until end of turn", () => {
  assert.equal(eventText({ type: "pump", id: "bears", power: 3, toughness: 3, rule: "611.2a" }, names),
    "Grizzly Bears gets +3/+3 until end of turn.");
  assert.equal(eventText({ type: "gains", id: "bears", keyword: "trample", rule: "418.3" }, names),
    "Grizzly Bears gains trample until end of turn.");
});
