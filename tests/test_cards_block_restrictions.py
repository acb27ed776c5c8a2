"""A creature's own "can't be blocked by …" (a restriction, 509.1b) becomes its ``cant_be_blocked_by``; the engine
refuses a block by a creature that fits it. Real cards' lines; anything more in the line stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.cards.classify import classify
from pyengine.errors import ScenarioError
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("name", "line", "expected"), [
    ("Bog Rats", "This creature can't be blocked by Walls.", {"subtypes": ["Wall"]}),
    ("Rampart Smasher", "This creature can't be blocked by Knights or Walls.", {"subtypes": ["Knight", "Wall"]}),
    ("Ox Drover", "This creature can't be blocked by Oxen.", {"subtypes": ["Ox"]}),
    ("Stromkirk Noble", "Stromkirk Noble can't be blocked by Humans.", {"subtypes": ["Human"]}),
    ("Fylamarid", "This creature can't be blocked by blue creatures.", {"colors": ["blue"]}),
    ("Sacred Knight", "This creature can't be blocked by black and/or red creatures.", {"colors": ["black", "red"]}),
    ("Argothian Pixies", "This creature can't be blocked by artifact creatures.", {"types": ["artifact"]}),
    ("Stone Spirit", "This creature can't be blocked by creatures with flying.", {"keywords": ["flying"]}),
    ("Taoist Mystic", "This creature can't be blocked by creatures with horsemanship.", {"keywords": ["horsemanship"]}),
    ("Amrou Kithkin", "This creature can't be blocked by creatures with power 3 or greater.", {"power_at_least": 3}),
    ("War-Name Aspirant", "This creature can't be blocked by creatures with power 1 or less.", {"power_at_most": 1}),
    ("Battering Wurm", "Creatures with power less than this creature's power can't block it.", {"power_vs_its": "less"}),
    ("Prehistoric Pet", "This creature can't be blocked by creatures with greater power.", {"power_vs_its": "greater"}),
    ("Daxos, Blessed by the Sun", "Daxos can't be blocked by creatures with power 3 or greater.", {"power_at_least": 3}),
])
def test_cant_be_blocked_by_is_modelled(name: str, line: str, expected: dict[str, Any]) -> None:
    found = classify(corpus_card(name, line))
    assert found["unmodelled"] == [] and found["cant_be_blocked_by"] == [expected]


@pytest.mark.parametrize("line", [
    "This creature can't be blocked by creatures with power 2 or greater as long as defending player controls a "
    "snow land.",                                                              # a condition
    "This creature can't be blocked by creature tokens.",                      # tokens: no field
    "This creature can't be blocked by non-Wall creatures.",
    "This creature can't be blocked by Eldrazi Scions.",                       # two types at once
    "Phoebe can't be blocked by creatures with flavor text.",
    "This creature can't be blocked by creatures the monarch controls.",
    "CARDNAME can't be blocked by creatures with toughness 3 or greater.",
    "Juggernauts you control can't be blocked by Walls.",                      # other creatures: a lord
    "Each creature you control with power 4 or greater can't be blocked by more than one creature.",  # others
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("Phoebe", line))
    assert found["unmodelled"] == [line] and not found["cant_be_blocked_by"]


def test_more_than_one_creature_is_max_blockers() -> None:
    """Charging Rhino: a restriction on how many creatures may block it (509.1b)."""
    found = classify(corpus_card("Charging Rhino", "This creature can't be blocked by more than one creature."))
    assert found["keywords"] == ["max_blockers:1"] and found["unmodelled"] == []


@pytest.mark.parametrize(("name", "line", "field", "expected"), [
    ("Treetop Rangers", "This creature can't be blocked except by creatures with flying.", "can_be_blocked_only_by",
     [{"keywords": ["flying"]}]),
    ("Orchard Spirit", "This creature can't be blocked except by creatures with flying or reach.",
     "can_be_blocked_only_by", [{"keywords": ["flying"]}, {"keywords": ["reach"]}]),
    ("Amrou Seekers", "This creature can't be blocked except by artifact creatures and/or white creatures.",
     "can_be_blocked_only_by", [{"types": ["artifact"]}, {"colors": ["white"]}]),
    ("Elven Riders", "This creature can't be blocked except by Walls and/or creatures with flying.",
     "can_be_blocked_only_by", [{"subtypes": ["Wall"]}, {"keywords": ["flying"]}]),
    ("Brassclaw Orcs", "This creature can't block creatures with power 2 or greater.", "cant_block_creatures",
     [{"power_at_least": 2}]),
    ("Cyclops Tyrant", "This creature can't block creatures with power 2 or less.", "cant_block_creatures",
     [{"power_at_most": 2}]),
    ("Spitfire Handler", "This creature can't block creatures with power greater than this creature's power.",
     "cant_block_creatures", [{"power_vs_its": "greater"}]),
])
def test_only_by_and_cant_block_are_modelled(name: str, line: str, field: str, expected: list[dict[str, Any]]) -> None:
    """509.1b: "can't be blocked except by" (the blocker must fit one filter) and "can't block" (the attacker)."""
    found = classify(corpus_card(name, line))
    assert found["unmodelled"] == [] and found[field] == expected


@pytest.mark.parametrize("line", [
    "This creature can't be blocked except by creatures with greater power.",   # no such card: a comparison stays out
    "This creature can't be blocked except by legendary creatures.",
    "This creature can't block creatures with power 3 or greater unless you pay {1}.",
])
def test_other_only_by_and_cant_block_lines_stay_unmodelled(line: str) -> None:
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


def test_cant_block_and_cant_be_blocked() -> None:
    found = classify(corpus_card("Changeling Outcast", "This creature can't block and can't be blocked."))
    assert found["keywords"] == ["cant_block", "unblockable"] and found["unmodelled"] == []


def test_power_two_or_less_stays_daunt() -> None:
    found = classify(corpus_card("Chomping Kavu", "This creature can't be blocked by creatures with power 2 or less."))
    assert found["keywords"] == ["daunt"] and not found["cant_be_blocked_by"]


def _board(blocker: dict[str, Any]) -> dict[str, Any]:
    return {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": [{"id": "rats", "card": "Bog Rats", "controller": "alice"}, blocker],
            "attackers": [{"id": "rats", "target": "bob"}], "blockers": [{"id": blocker["id"], "blocks": ["rats"]}]}


def test_a_card_by_name_refuses_the_block_it_forbids() -> None:
    """Bog Rats (the committed index): a Wall's block is refused, a Bear's is not."""
    with pytest.raises(ScenarioError, match="can't be blocked by Wall creatures"):
        pyengine.resolve(_board({"id": "wall", "controller": "bob", "power": 0, "toughness": 8, "subtypes": ["Wall"]}))
    fine = pyengine.resolve(_board({"id": "bear", "controller": "bob", "power": 2, "toughness": 2}))
    assert fine["ok"] is True and fine["final"]["permanents"]["rats"]["zone"] == "graveyard"
