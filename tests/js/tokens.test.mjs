// A creature token a trigger creates (111.1) exists only from its `token` event on (or in the final state): the
// board draws it after that event, in its controller's row, with the text the event gives it.
//
//     node --test tests/js/tokens.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { applyEvent, applyFinal, buildView, cloneDisplay, initialDisplay } from "../../web/core/view.js";
import { describeEvent } from "../../web/core/words.js";

const scenario = {
  ruleset: "mtg",
  active_player: "alice",
  players: [{ id: "alice" }, { id: "bob" }],
  permanents: [
    { id: "traveler", name: "Doomed Traveler", controller: "alice", power: 1, toughness: 1 },
    { id: "bear", name: "Grizzly Bears", controller: "bob", power: 2, toughness: 2 },
  ],
  attackers: [{ id: "traveler", target: "bob" }],
  blockers: [{ id: "bear", blocks: ["traveler"] }],
};
const created = {
  type: "token", id: "Spirit Token", source: "traveler", controller: "alice", name: "Spirit Token",
  types: ["creature"], subtypes: ["Spirit"], power: 1, toughness: 1, colors: ["white"], keywords: ["flying"],
  rule: "111.2",
};

const card = (view, id) => view.cards.find((c) => c.id === id);

test("a token is not drawn before the event that creates it", () => {
  const view = buildView(scenario, initialDisplay(scenario));
  assert.equal(card(view, "Spirit Token"), undefined);
});

test("after its token event the token is drawn in its controller's row, with its text", () => {
  const display = applyEvent(initialDisplay(scenario), created);
  const view = buildView(scenario, display);
  const spirit = card(view, "Spirit Token");
  assert.ok(spirit, "the token is drawn");
  assert.equal(spirit.player, "alice");
  assert.equal(spirit.side, card(view, "traveler").side, "on its controller's side");
  assert.notEqual(spirit.side, card(view, "bear").side);
  assert.equal(spirit.name, "Spirit Token");
  assert.equal(spirit.typeLine, "Creature — Spirit");
  assert.deepEqual(spirit.stat, { label: "", value: "1/1" });
  assert.deepEqual(spirit.colors, ["white"]);
  assert.equal(spirit.keywords.length, 1);
  assert.ok(spirit.tags.includes("Token"));
  assert.equal(spirit.zone, "battlefield");
  assert.equal(spirit.attacking, false);
  assert.equal(spirit.blocking, false);
  assert.equal(spirit.tapped, false);
});

test("an anthem's pump after the token event changes the token's numbers", () => {
  const display = applyEvent(initialDisplay(scenario), created);
  applyEvent(display, { type: "pump", id: "Spirit Token", power: 1, toughness: 1, rule: "611.3a" });
  const spirit = card(buildView(scenario, cloneDisplay(display)), "Spirit Token");
  assert.equal(spirit.stat.value, "2/2");
  assert.equal(spirit.stat.changed, true);
});

test("a token only the final state gives is drawn from it", () => {
  const final = {
    players: { alice: { life: 20, poison: 0, lost: false }, bob: { life: 20, poison: 0, lost: false } },
    permanents: {
      traveler: { zone: "graveyard" },
      bear: { zone: "battlefield", controller: "bob", damage: 1, power: 2, toughness: 2, counters: {}, tapped: false },
      "Spirit Token": {
        zone: "battlefield", controller: "alice", damage: 0, power: 1, toughness: 1, counters: {}, tapped: false,
        token: { name: "Spirit Token", types: ["creature"], subtypes: ["Spirit"], power: 1, toughness: 1, colors: ["white"] },
      },
    },
  };
  const view = buildView(scenario, applyFinal(initialDisplay(scenario), final));
  const spirit = card(view, "Spirit Token");
  assert.ok(spirit);
  assert.equal(spirit.player, "alice");
  assert.equal(card(view, "traveler").zone, "graveyard");
});

test("the log says who creates what", () => {
  const names = (id) => ({ traveler: "Doomed Traveler", alice: "Alice" })[id] ?? id;
  const text = describeEvent(created, names);
  assert.match(text, /Doomed Traveler creates Spirit Token, a 1\/1 white Spirit creature token with flying, under Alice's control\./);
});

test("a token is drawn with its own name (111.4), whatever its id", () => {
  const classic = { ...scenario, ruleset: "mtg-classic" };
  const display = applyEvent(initialDisplay(classic), { ...created, name: "Spirit", rule: "216.1" });
  assert.equal(card(buildView(classic, display), "Spirit Token").name, "Spirit");
});

test("a token that enters tapped and attacking is drawn with the attackers, and its blocker too", () => {
  const board = { ...scenario, blockers: [{ id: "bear", blocks: ["Soldier Token"] }] };
  const soldier = {
    type: "token", id: "Soldier Token", source: "traveler", controller: "alice", name: "Soldier Token",
    types: ["creature"], subtypes: ["Soldier"], power: 1, toughness: 1, colors: ["white"], tapped: true,
    attacking: "bob", rule: "111.2",
  };
  let display = applyEvent(initialDisplay(board), { type: "attacks", id: "traveler", target: "bob", tapped: true, rule: "508.1f" });
  display = applyEvent(display, soldier);
  display = applyEvent(display, { type: "blocks", id: "bear", attackers: ["Soldier Token"], rule: "509.1a" });
  const view = buildView(board, display);
  const token = card(view, "Soldier Token");
  assert.ok(token, "the token is drawn");
  assert.equal(token.attacking, true);
  assert.equal(token.tapped, true);
  assert.equal(token.defender, "bob");
  assert.equal(token.side, card(view, "traveler").side);
  assert.equal(card(view, "traveler").attacking, true, "the declared attacker still attacks");
  assert.equal(card(view, "bear").blocking, true);
  const names = (id) => ({ traveler: "Doomed Traveler", alice: "Alice", bob: "Bob" })[id] ?? id;
  assert.match(describeEvent(soldier, names), /creates Soldier Token tapped and attacking Bob, a 1\/1 white Soldier creature token/);
});
