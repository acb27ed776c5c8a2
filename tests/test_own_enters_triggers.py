"""A creature's own "whenever another creature you control enters" triggers (``triggers`` with ``"on":
"another-creature-you-control-enters"``, 603.6a): they trigger for each creature the engine puts onto the battlefield
under the same player's control (ninjutsu, undying, persist) and wait for the stack (603.3); one that triggers while
other triggers wait goes on the stack above them (603.3b)."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card
from tests.test_own_dies_triggers import _board, _cre, _events, _life

ON = "another-creature-you-control-enters"
WELCOME = {"on": ON, "gain_life": 1}


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever another creature you control enters, you gain 1 life.", WELCOME),                 # Dazzling Angel
    ("Whenever another creature you control enters, this creature gets +1/+1 until end of turn.",  # Griffin Protector
     {"on": ON, "power": 1, "toughness": 1}),
    ("Alliance — Whenever another creature you control enters, put a +1/+1 counter on this creature.",
     {"on": ON, "counters": 1}),                                                                   # Celebrity Fencer
    ("Whenever another creature you control enters, Kruin Striker gets +1/+0 and gains trample until end of turn.",
     {"on": ON, "power": 1, "toughness": 0, "keywords": ["trample"]}),
    ("Whenever another creature you control enters, each opponent loses 1 life.", {"on": ON, "opponents_lose": 1}),
])
def test_enters_triggers_become_the_triggers_field(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("Kruin Striker", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever another creature you control enters, it gets +1/+1 until end of turn.",        # "it" is the newcomer
    "Whenever another nontoken creature you control enters, you gain 1 life.",
    "Whenever another creature enters, you gain 1 life.",                                    # anyone's
    "Whenever another creature you control enters, up to one target creature gets +1/+1 until end of turn.",
    "Whenever another creature you control enters, you may gain 1 life.",
    "Whenever another creature you control enters, you gain 1 life and get {E}.",
    "Whenever another creature you control enters, this creature deals 1 damage to each opponent.",
    "Whenever another creature you control enters, double this creature's power until end of turn.",
])
def test_other_enters_lines_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]


def _ninja_board(*permanents: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return _board([_cre("rogue", "alice", 1, 1), _cre("ninja", "alice", 3, 2, zone="hand", keywords=["ninjutsu"]),
                   *permanents], [("rogue", "bob")],
                  actions=[{"at": "after-blocks", "do": "ninjutsu", "return": "rogue", "ninja": "ninja"}], **extra)


def test_a_ninja_entering_triggers_each_instance_of_its_controllers_creatures() -> None:
    result = pyengine.resolve(_ninja_board(_cre("angel", "alice", 2, 3, triggers=[WELCOME, WELCOME]),
                                           _cre("theirs", "bob", 2, 3, triggers=[WELCOME])))
    triggers = [(e["source"], e["rule"]) for e in _events(result) if e["type"] == "trigger"]
    assert triggers == [("angel", "603.6a"), ("angel", "603.6a")]  # not bob's: not a creature he controls
    assert _life(result) == {"alice": 22, "bob": 17}


def test_a_ninja_that_enters_not_attacking_still_enters() -> None:
    """506.3c, 508.4a: the player it would attack has left; it enters all the same, and the ability triggers."""
    board = _board([_cre("rogue", "alice", 1, 1), _cre("ninja", "alice", 3, 2, zone="hand", keywords=["ninjutsu"]),
                    _cre("angel", "alice", 2, 3, triggers=[WELCOME]), _cre("hitter", "alice", 5, 5,
                                                                           keywords=["first_strike"])],
                   [("rogue", "bob"), ("hitter", "bob")], players=("alice", "bob", "carol"), life={"bob": 5},
                   actions=[{"at": "after-first-strike", "do": "ninjutsu", "return": "rogue", "ninja": "ninja"}])
    result = pyengine.resolve(board)
    enters = next(e for e in _events(result) if e["type"] == "enters")
    assert enters.get("attacking") is None
    assert _life(result)["alice"] == 21


def test_an_undying_creature_stolen_returns_to_its_owner_and_triggers_his_creatures() -> None:
    """702.93a: it returns under its owner's control: bob's creature with the ability triggers, alice's doesn't."""
    result = pyengine.resolve(_board([_cre("wolf", "alice", 1, 1, owner="bob", control_effect=True,
                                           keywords=["undying"]),
                                      _cre("angel", "alice", 2, 3, triggers=[WELCOME]),
                                      _cre("cleric", "bob", 1, 3, triggers=[WELCOME]), _cre("bear", "bob", 2, 2)],
                                     [("wolf", "bob")], [("bear", "wolf")]))
    assert [e["source"] for e in _events(result) if e["type"] == "trigger"] == ["wolf", "cleric"]
    assert _life(result) == {"alice": 20, "bob": 21}


def test_persist_return_pumps_a_creature_still_in_combat_before_the_next_step() -> None:
    """The persist creature dies in the first-strike step; its return pumps the other attacker before regular
    damage (+2/+2 until end of turn), so the 2/2 survives the 3/3 blocker and kills it."""
    result = pyengine.resolve(_board([_cre("elder", "alice", 2, 2, keywords=["persist", "first_strike"]),
                                      _cre("gnarr", "alice", 2, 2, triggers=[{"on": ON, "power": 2, "toughness": 2}]),
                                      _cre("bear", "bob", 2, 2, keywords=["first_strike"]), _cre("ogre", "bob", 3, 3)],
                                     [("elder", "bob"), ("gnarr", "bob")], [("bear", "elder"), ("ogre", "gnarr")]))
    final = result["final"]["permanents"]
    assert final["gnarr"]["zone"] == "battlefield" and (final["gnarr"]["power"], final["gnarr"]["toughness"]) == (4, 4)
    assert final["ogre"]["zone"] == "graveyard" and final["elder"]["counters"] == {"-1/-1": 1}


def test_a_pump_for_a_creature_that_left_does_nothing_and_trigger_order_orders_them() -> None:
    """Two of alice's triggers wait together (undying and the Gnarr's); trigger_order names the Gnarr's first."""
    board = _board([_cre("w1", "alice", 1, 1, keywords=["undying"]), _cre("w2", "alice", 1, 1, keywords=["undying"]),
                    _cre("angel", "alice", 2, 3, triggers=[WELCOME]), _cre("b1", "bob", 2, 2), _cre("b2", "bob", 2, 2)],
                   [("w1", "bob"), ("w2", "bob")], [("b1", "w1"), ("b2", "w2")],
                   trigger_order=[{"source": "w2", "ability": "undying"}])
    result = pyengine.resolve(board)
    order = [(e["type"], e.get("source") or e.get("id")) for e in _events(result) if e["type"] in ("trigger", "returns")]
    assert order == [("trigger", "w2"), ("returns", "w2"), ("trigger", "angel"),
                     ("trigger", "w1"), ("returns", "w1"), ("trigger", "angel")]
    assert _life(result)["alice"] == 22


def test_for_each_blocker_is_refused_on_an_enters_trigger() -> None:
    with pytest.raises(pyengine.ScenarioError) as refused:
        pyengine.resolve(_board([_cre("x", "alice", 2, 2, triggers=[{"on": ON, "power": 1, "for_each_blocker": True}])],
                                [("x", "bob")]))
    assert (refused.value.path, refused.value.rule) == ("$.permanents[0].triggers[0].for_each_blocker", "509.3c")
