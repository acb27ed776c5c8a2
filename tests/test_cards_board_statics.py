"""A creature's own static with a board condition ("This creature gets +1/+2 as long as you control a Forest",
611.3a) becomes a ``statics`` entry with ``if``, a board filter; a condition the filter can't say stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.cards.classify import classify
from pyengine.engine import board_condition_warnings
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("name", "line", "expected"), [
    ("Kird Ape", "This creature gets +1/+2 as long as you control a Forest.",
     {"while": "always", "if": {"controller": "you", "subtypes": ["Forest"]}, "power": 1, "toughness": 2}),
    ("Ardent Recruit", "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",
     {"while": "always", "if": {"controller": "you", "at_least": 3, "types": ["artifact"]}, "power": 2, "toughness": 2}),
    ("Auriok Sunchaser", "Metalcraft — As long as you control three or more artifacts, this creature gets +2/+2 and "
     "has flying.", {"while": "always", "if": {"controller": "you", "at_least": 3, "types": ["artifact"]},
                     "power": 2, "toughness": 2, "keywords": ["flying"]}),
    ("Ballynock Cohort", "This creature gets +1/+1 as long as you control another white creature.",
     {"while": "always", "if": {"controller": "you", "other": True, "colors": ["white"], "types": ["creature"]},
      "power": 1, "toughness": 1}),
    ("Aeronaut Tinkerer", "This creature has flying as long as you control an artifact.",
     {"while": "always", "if": {"controller": "you", "types": ["artifact"]}, "keywords": ["flying"]}),
    ("Expedition Champion", "This creature gets +2/+0 as long as you control another Warrior.",
     {"while": "always", "if": {"controller": "you", "other": True, "subtypes": ["Warrior"]}, "power": 2,
      "toughness": 0}),
])
def test_a_board_condition_is_modelled(name: str, line: str, expected: dict[str, Any]) -> None:
    found = classify(corpus_card(name, line))
    assert found["unmodelled"] == [] and found["statics"] == [expected]


@pytest.mark.parametrize("line", [
    "This creature gets +2/+0 as long as you control an Angrath planeswalker.",     # a planeswalker's name
    "This creature has lifelink as long as you control a white or black permanent.",
    "This creature gets +1/+1 as long as an opponent controls a nontoken white permanent.",
    "This creature gets +10/+10 as long as you control ten or more lands.",
    "This creature has annihilator 2 as long as you control another artifact creature.",  # not an engine keyword
    "As long as you control a Desert or there is a Desert card in your graveyard, this creature gets +1/+0 and has "
    "trample.",
])
def test_what_the_board_cant_say_stays_unmodelled(line: str) -> None:
    assert classify(corpus_card("Kird Ape", line))["unmodelled"] == [line]


@pytest.mark.parametrize(("name", "line", "expected"), [
    ("Nim Shrieker", "This creature gets +1/+0 for each artifact you control.",
     {"controller": "you", "types": ["artifact"]}),
    ("Rat Colony", "This creature gets +1/+0 for each other Rat you control.",
     {"controller": "you", "other": True, "subtypes": ["Rat"]}),
    ("Crusading Knight", "This creature gets +1/+1 for each Swamp your opponents control.",
     {"controller": "opponents", "subtypes": ["Swamp"]}),
    ("Mogg Squad", "This creature gets -1/-1 for each other creature on the battlefield.",
     {"controller": "any", "other": True, "types": ["creature"]}),
])
def test_a_count_of_permanents_is_for_each(name: str, line: str, expected: dict[str, Any]) -> None:
    """613.4c: a +N/+N for each permanent of a kind, counted from the board (``for_each``)."""
    found = classify(corpus_card(name, line))
    assert found["unmodelled"] == [] and found["statics"][0]["for_each"] == expected


@pytest.mark.parametrize("line", [
    "This creature gets +1/+1 for each card in your hand.",
    "This creature gets +1/+1 for each Aura attached to it.",
    "This creature gets +1/+1 for each color among permanents you control.",
    "This creature gets +1/+0 for each basic Island you control.",
])
def test_a_count_the_board_cant_hold_stays_unmodelled(line: str) -> None:
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


def test_for_each_with_keywords_is_refused() -> None:
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "permanents": [{"id": "x", "controller": "alice", "power": 1, "toughness": 1, "statics": [
                 {"while": "always", "for_each": {"types": ["artifact"]}, "keywords": ["flying"]}]}]}
    problems = pyengine.validate(board)
    assert any(p["path"] == "$.permanents[0].statics[0].for_each" for p in problems)


@pytest.mark.parametrize(("line", "expected"), [
    ("This creature has first strike as long as it's attacking.", {"while": "attacking", "keywords": ["first_strike"]}),
    ("This creature gets +2/+2 as long as it's attacking.", {"while": "attacking", "power": 2, "toughness": 2}),
    ("This creature has flying as long as it's blocking.", {"while": "blocking", "keywords": ["flying"]}),
])
def test_a_condition_written_after_the_effect(line: str, expected: dict[str, Any]) -> None:
    """Blood Petal Celebrant: the same static as "As long as this creature is attacking, it has first strike" (611.3a)."""
    found = classify(corpus_card("Blood Petal Celebrant", line))
    assert found["unmodelled"] == [] and found["statics"] == [expected]


def _board(*lands: dict[str, Any]) -> dict[str, Any]:
    return {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": [{"id": "ape", "card": "Kird Ape", "controller": "alice"}, *lands],
            "attackers": [{"id": "ape", "target": "bob"}]}


def test_a_card_by_name_gets_its_bonus_from_the_lands_the_board_lists() -> None:
    """Kird Ape (the committed index): with alice's Forest it deals 2, without it 1; the board is warned that the
    engine looks only at the permanents it lists."""
    forest = {"id": "wood", "controller": "alice", "types": ["land"], "subtypes": ["Forest"]}
    assert pyengine.resolve(_board(forest))["final"]["players"]["bob"]["life"] == 18
    assert pyengine.resolve(_board())["final"]["players"]["bob"]["life"] == 19
    warned = board_condition_warnings(_board())
    assert [w["code"] for w in warned] == ["board-condition"] and "Forest" in warned[0]["message"]
    given = _board()
    given["permanents"][0]["statics"] = []
    assert board_condition_warnings(given) == []
