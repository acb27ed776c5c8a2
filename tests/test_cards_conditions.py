"""Conditional statics ("as long as …", 611.3a) beyond whose turn and attacking or blocking: what the engine follows
itself (a player's life or poison, counters on the creature, tapped, attacking alone, the defending player's or one
opponent's permanents, "no creatures"), and what only the board can state (``stated``, answered by ``conditions``).
Each form is read from a card's line; what is not exactly one of them stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.cards.classify import classify
from pyengine.engine import stated_condition_warnings
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("line", "expected"), [
    ("This creature gets +2/+2 as long as you have 30 or more life.",
     {"while": "always", "life": {"player": "you", "at_least": 30}, "power": 2, "toughness": 2}),
    ("As long as you have 25 or more life, this creature has double strike.",
     {"while": "always", "life": {"player": "you", "at_least": 25}, "keywords": ["double_strike"]}),
    ("This creature has haste as long as an opponent has 10 or less life.",
     {"while": "always", "life": {"player": "an-opponent", "at_most": 10}, "keywords": ["haste"]}),
    ("Corrupted — As long as an opponent has three or more poison counters, this creature has double strike.",
     {"while": "always", "poison": {"player": "an-opponent", "at_least": 3}, "keywords": ["double_strike"]}),
    ("This creature has infect as long as an opponent is poisoned.",
     {"while": "always", "poison": {"player": "an-opponent", "at_least": 1}, "keywords": ["infect"]}),
    ("This creature gets +0/+3 as long as it's untapped.", {"while": "untapped", "power": 0, "toughness": 3}),
    ("As long as this creature is untapped, it gets +0/+2.", {"while": "untapped", "power": 0, "toughness": 2}),
    ("This creature can't be blocked as long as it's attacking alone.",
     {"while": "attacking-alone", "keywords": ["unblockable"]}),
    ("This creature has trample as long as it has a +1/+1 counter on it.",
     {"while": "always", "counters": {"kind": "+1/+1", "at_least": 1}, "keywords": ["trample"]}),
    ("As long as this creature has four or more +1/+1 counters on it, it has flying and vigilance.",
     {"while": "always", "counters": {"kind": "+1/+1", "at_least": 4}, "keywords": ["flying", "vigilance"]}),
    ("This creature can't be blocked as long as defending player controls an artifact.",
     {"while": "always", "if": {"controller": "defending", "types": ["artifact"]}, "keywords": ["unblockable"]}),
    ("As long as your opponents control no creatures, this creature has indestructible.",
     {"while": "always", "if": {"controller": "opponents", "types": ["creature"], "at_most": 0},
      "keywords": ["indestructible"]}),
    ("This creature has lifelink and haste as long as an opponent controls no creatures.",
     {"while": "always", "if": {"controller": "an-opponent", "types": ["creature"], "at_most": 0},
      "keywords": ["lifelink", "haste"]}),
    ("This creature gets +3/+3 as long as no opponent controls a creature.",
     {"while": "always", "if": {"controller": "opponents", "types": ["creature"], "at_most": 0}, "power": 3,
      "toughness": 3}),
])
def test_a_condition_the_engine_follows(line: str, expected: dict[str, Any]) -> None:
    found = classify(corpus_card("Test Creature", line))
    assert found["unmodelled"] == [] and found["statics"] == [expected]


@pytest.mark.parametrize(("line", "ident", "effect"), [
    ("Threshold — This creature gets +2/+2 as long as there are seven or more cards in your graveyard.", "threshold",
     {"power": 2, "toughness": 2}),
    ("Threshold — As long as there are seven or more cards in your graveyard, this creature gets +3/+3 and can't "
     "block.", "threshold", {"power": 3, "toughness": 3, "keywords": ["cant_block"]}),
    ("Delirium — This creature gets +1/+1 and has trample as long as there are four or more card types among cards in "
     "your graveyard.", "delirium", {"power": 1, "toughness": 1, "keywords": ["trample"]}),
    ("Descend 4 — This creature gets +3/+0 as long as there are four or more permanent cards in your graveyard.",
     "descend-4", {"power": 3, "toughness": 0}),
    ("Hellbent — This creature has shadow as long as you have no cards in hand.", "hellbent", {"keywords": ["shadow"]}),
    ("This creature gets +2/+2 as long as you have the city's blessing.", "citys-blessing",
     {"power": 2, "toughness": 2}),
    ("This creature gets +2/+0 as long as you've cast two or more spells this turn.",
     "youve-cast-two-or-more-spells-this-turn", {"power": 2, "toughness": 0}),
])
def test_a_condition_only_the_board_can_state(line: str, ident: str, effect: dict[str, Any]) -> None:
    """The ability word, where there is one, names it (207.2c); the words are kept as the card prints them."""
    found = classify(corpus_card("Test Creature", line))
    assert found["unmodelled"] == [] and len(found["statics"]) == 1
    static = found["statics"][0]
    assert static["stated"]["id"] == ident and static["stated"]["text"] in line
    assert {k: v for k, v in static.items() if k not in ("while", "stated")} == effect


@pytest.mark.parametrize("line", [
    "As long as you have 30 or more life and an opponent has 10 or less life, this creature gets +6/+6 and has flying.",
    "CARDNAME has indestructible as long as it has a divinity counter on it.",    # a counter the engine doesn't keep
    "This creature gets +3/+3 as long as it has three or more oil counters on it.",
    "This creature has trample as long as it has two or fewer oil counters on it. Otherwise, it has hexproof.",
    "As long as this creature is equipped, it gets +2/+2.",                        # what is attached: not a field
    "This creature gets +2/+0 as long as you gained life this turn.",               # lifelink in combat changes it
    "This creature gets +2/+2 as long as you control no untapped lands.",           # "untapped" is no board filter
    "This creature can't be blocked as long as defending player controls an untapped land.",
    "This creature gets +1/+1 as long as your opponents control three or more creatures.",  # together or each?
    "This creature can't be blocked as long as defending player controls the most creatures or is tied for the most.",
    "As long as there are five or more mana values among cards in your graveyard, this creature gets +2/+2 and has "
    "\"{T}: Draw a card.\"",                                                        # a granted ability
    "As long as it's your turn and you control an Army, this creature is an artifact creature.",
])
def test_what_is_not_exactly_a_form_stays_unmodelled(line: str) -> None:
    assert classify(corpus_card("Test Creature", line))["unmodelled"] == [line]


# -- the engine ---------------------------------------------------------------------------------------------------

def _board(permanents: list[dict[str, Any]], attackers: list[tuple[str, str]], blockers: list[tuple[str, str]] = (),
           players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"format": 1, "ruleset": "mtg", "active_player": "alice",
            "players": players or [{"id": "alice"}, {"id": "bob"}], "permanents": permanents,
            "attackers": [{"id": a, "target": t} for a, t in attackers],
            "blockers": [{"id": b, "blocks": [a]} for b, a in blockers]}


def _cre(ident: str, controller: str, power: int, toughness: int, **fields: Any) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "power": power, "toughness": toughness, **fields}


def test_611_3a_an_opponents_life_rechecked_between_first_strike_and_regular_damage() -> None:
    """510.4, 611.3a: bob drops to 10 in the first-strike step; from then on alice's cullblade is a 4/3."""
    cullblade = _cre("cull", "alice", 2, 2, statics=[{"life": {"player": "an-opponent", "at_most": 10}, "power": 2,
                                                      "toughness": 1}])
    board = _board([_cre("fencer", "alice", 2, 2, keywords=["first_strike"]), cullblade],
                   [("fencer", "bob"), ("cull", "bob")], players=[{"id": "alice"}, {"id": "bob", "life": 12}])
    result = pyengine.resolve(board)
    assert result["final"]["players"]["bob"]["life"] == 6
    regular = result["steps"][0]["events"]
    assert {"type": "pump", "rule": "611.3a", "id": "cull", "power": 2, "toughness": 1} in regular


def test_506_5_attacking_alone_only_when_no_other_creature_attacks() -> None:
    prowler = _cre("prowler", "alice", 1, 1, statics=[{"while": "attacking-alone", "keywords": ["unblockable"]}])
    wall = _cre("wall", "bob", 0, 4)
    alone = _board([prowler, wall], [("prowler", "bob")])
    assert any(p["path"].startswith("$.blockers") for p in pyengine.validate(alone | {
        "blockers": [{"id": "wall", "blocks": ["prowler"]}]}))
    together = _board([prowler, wall, _cre("bear", "alice", 2, 2)], [("prowler", "bob"), ("bear", "bob")],
                      [("wall", "prowler")])
    assert pyengine.validate(together) == []
    events = [e["type"] for step in pyengine.resolve(together)["before_damage"] for e in step["events"]]
    assert "gains" not in events and "loses-keyword" not in events  # never alone, not even for a moment


def test_802_2a_defending_player_is_the_one_it_attacks() -> None:
    """Multiplayer: "defending player controls an artifact" reads the player the creature attacks."""
    beebles = _cre("beebles", "alice", 1, 1, statics=[{"if": {"controller": "defending", "types": ["artifact"]},
                                                       "keywords": ["unblockable"]}])
    players = [{"id": "alice"}, {"id": "bob"}, {"id": "carol"}]
    orb = {"id": "orb", "controller": "carol", "types": ["artifact"]}
    on_carol = _board([beebles, orb, _cre("wall", "carol", 0, 4)], [("beebles", "carol")], [("wall", "beebles")],
                      players)
    assert pyengine.validate(on_carol) != []
    on_bob = _board([beebles, orb, _cre("wall", "bob", 0, 4)], [("beebles", "bob")], [("wall", "beebles")], players)
    assert pyengine.validate(on_bob) == []


def test_802_2a_defending_player_of_an_attacker_removed_from_combat() -> None:
    """802.2a: once the creature is no longer attacking, "defending player" is the player it was attacking before it
    was removed from combat. alice attacks bob (who controls an artifact) and carol at once, so two players defend:
    the 2/1 that gets +0/+2 "as long as defending player controls an artifact" keeps it after it is removed from
    combat, and survives the 2 damage the first striker dealt it."""
    x = _cre("x", "alice", 2, 1, statics=[{"if": {"controller": "defending", "types": ["artifact"]}, "toughness": 2}])
    players = [{"id": "alice"}, {"id": "bob"}, {"id": "carol"}]
    board = _board([x, _cre("y", "alice", 1, 1), _cre("fencer", "bob", 2, 2, keywords=["first_strike"]),
                    {"id": "orb", "controller": "bob", "types": ["artifact"]}],
                   [("x", "bob"), ("y", "carol")], [("fencer", "x")], players)
    board["actions"] = [{"at": "after-first-strike", "do": "remove-from-combat", "target": "x"}]
    result = pyengine.resolve(board)
    assert result["final"]["permanents"]["x"]["zone"] == "battlefield"
    assert (result["final"]["permanents"]["x"]["toughness"], result["final"]["permanents"]["x"]["damage"]) == (3, 2)


def test_defending_player_controls_no_creatures_needs_a_defending_player() -> None:
    """506.2, 802.2a: a creature that is not attacking means by "defending player" the one defending player; with two
    (alice attacks bob and carol) it means no one, so "as long as defending player controls no creatures" does not
    hold, as "… controls an artifact" does not (it held, none of no one's creatures being found)."""
    lonely = _cre("c", "alice", 1, 1, statics=[{"if": {"controller": "defending", "types": ["creature"], "at_most": 0},
                                                "power": 2, "toughness": 2}])
    three = _board([lonely, _cre("a", "alice", 1, 1), _cre("b", "alice", 1, 1)], [("a", "bob"), ("b", "carol")],
                   players=[{"id": "alice"}, {"id": "bob"}, {"id": "carol"}])
    assert pyengine.resolve(three)["final"]["permanents"]["c"]["power"] == 1
    two = _board([lonely, _cre("a", "alice", 1, 1)], [("a", "bob")])  # bob, the one defending player, has none
    assert pyengine.resolve(two)["final"]["permanents"]["c"]["power"] == 3


def test_an_opponent_controls_no_creatures_is_one_opponent() -> None:
    """"An opponent controls no creatures": carol has none, so it holds though bob has one; "your opponents control
    no creatures" does not."""
    players = [{"id": "alice"}, {"id": "bob"}, {"id": "carol"}]
    def power(controller: str) -> int:
        rankle = _cre("rankle", "alice", 3, 3, statics=[{"if": {"controller": controller, "types": ["creature"],
                                                                "at_most": 0}, "power": 1, "toughness": 0}])
        result = pyengine.resolve(_board([rankle, _cre("bear", "bob", 2, 2)], [("rankle", "carol")], players=players))
        return 20 - result["final"]["players"]["carol"]["life"]
    assert power("an-opponent") == 4 and power("opponents") == 3


def test_counters_on_it_and_untapped() -> None:
    pup = _cre("pup", "alice", 1, 1, counters={"+1/+1": 1},
               statics=[{"counters": {"kind": "+1/+1", "at_least": 1}, "keywords": ["trample"]}])
    tortoise = _cre("tortoise", "alice", 1, 1, statics=[{"while": "untapped", "toughness": 3}])
    result = pyengine.resolve(_board([pup, tortoise, _cre("chump", "bob", 1, 1)], [("pup", "bob"), ("tortoise", "bob")],
                                     [("chump", "pup")]))
    assert result["final"]["players"]["bob"]["life"] == 20 - 1 - 1  # pup tramples 1 over; the tortoise is 1/1 now
    assert result["final"]["permanents"]["tortoise"]["toughness"] == 1


def test_a_stated_condition_holds_only_where_the_board_says_so() -> None:
    threshold = {"stated": {"id": "threshold", "text": "there are seven or more cards in your graveyard"}, "power": 2,
                 "toughness": 2}
    def damage(**fields: Any) -> int:
        board = _board([_cre("barkripper", "alice", 2, 2, statics=[threshold], **fields)], [("barkripper", "bob")])
        return 20 - pyengine.resolve(board)["final"]["players"]["bob"]["life"]
    assert damage() == 2 and damage(conditions={"threshold": False}) == 2 and damage(conditions={"threshold": True}) == 4
    silent = _board([_cre("barkripper", "alice", 2, 2, statics=[threshold])], [("barkripper", "bob")])
    warned = stated_condition_warnings(silent)
    assert [w["path"] for w in warned] == ["$.permanents[0].conditions"]
    assert '"conditions": {"threshold": true}' in warned[0]["message"] and "not holding" in warned[0]["message"]


@pytest.mark.parametrize(("fields", "path"), [
    ({"conditions": {"treshold": True}}, "$.permanents[0].conditions"),
    ({"conditions": {"threshold": "yes"}}, "$.permanents[0].conditions['threshold']"),
    ({"statics": [{"stated": {"id": "Threshold!", "text": "x"}}]}, "$.permanents[0].statics[0].stated.id"),
    ({"statics": [{"life": {"player": "me", "at_least": 3}}]}, "$.permanents[0].statics[0].life.player"),
    ({"statics": [{"life": {"player": "you"}}]}, "$.permanents[0].statics[0].life.at_least"),
    ({"statics": [{"counters": {"kind": "divinity", "at_least": 1}}]}, "$.permanents[0].statics[0].counters.kind"),
    ({"statics": [{"while": "sleeping"}]}, "$.permanents[0].statics[0].while"),
])
def test_a_bad_condition_is_refused_at_its_path(fields: dict[str, Any], path: str) -> None:
    base = {"statics": [{"stated": {"id": "threshold", "text": "seven cards"}, "power": 1}]}
    board = _board([_cre("x", "alice", 1, 1, **(base | fields))], [])
    assert path in [p["path"] for p in pyengine.validate(board)]


def test_a_card_by_name_is_warned_until_the_board_states_it() -> None:
    board = _board([{"id": "m", "card": "Mystic Crusader", "controller": "alice"}], [("m", "bob")])
    assert [w["code"] for w in pyengine.engine.warnings(board)] == ["stated-condition"]
    assert pyengine.resolve(board)["final"]["players"]["bob"]["life"] == 18
    board["permanents"][0]["conditions"] = {"threshold": True}
    assert pyengine.resolve(board)["final"]["players"]["bob"]["life"] == 17
