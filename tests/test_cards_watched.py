"""Watchers that name the creature they watch become ``on`` and ``watches`` (cards/watched_heads.py); "this creature
or another …" reads as its own line and the watcher (cards/either_event.py); anything more stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.cards.classify import classify
from pyengine.engine import validate
from tests.test_cards import corpus_card

DRAIN = {"opponents_lose": 1, "gain_life": 1}


@pytest.mark.parametrize(("line", "triggers"), [
    ("Whenever another Zombie you control enters, put a +1/+1 counter on this creature.",
     [{"on": "another-creature-you-control-enters", "watches": {"subtypes": ["Zombie"]}, "counters": 1}]),
    ("Whenever another creature you control with power 2 or less enters, this creature gets +2/+0 until end of turn.",
     [{"on": "another-creature-you-control-enters", "watches": {"power": {"at_most": 2}}, "power": 2, "toughness": 0}]),
    ("Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.",
     [{"on": "a-creature-you-control-dies", "watches": {"toughness": {"at_least": 4}}, "gain_life": 4}]),
    ("Whenever an attacking creature dies, each opponent loses 1 life and you gain 1 life.",
     [{"on": "a-creature-dies", "watches": {"combat": "attacking"}, **DRAIN}]),
    ("Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature.",
     [{"on": "another-creature-dies", "watches": {"controller": "opponents"}, "counters": 1}]),
    ("Whenever another creature you control dies, put a +1/+1 counter on this creature.",
     [{"on": "another-creature-you-control-dies", "counters": 1}]),
    ("Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.",
     [{"on": "dies", **DRAIN}, {"on": "another-creature-you-control-dies", **DRAIN}]),
    ("Whenever another Elf you control enters, you gain 1 life.",
     [{"on": "another-creature-you-control-enters", "watches": {"subtypes": ["Elf"]}, "gain_life": 1}]),
    ("Whenever this creature or another creature you control enters, you gain 1 life.",  # its own entering: before
     [{"on": "another-creature-you-control-enters", "gain_life": 1}]),                   # the combat (603.6a)
    ("Whenever Cave People or another black creature you control enters, you gain 1 life.",
     [{"on": "another-creature-you-control-enters", "watches": {"colors": ["black"]}, "gain_life": 1}]),
])
def test_watched_creatures_become_watches(line: str, triggers: list[dict[str, Any]]) -> None:
    found = classify(corpus_card("Cave People", line))
    assert found["triggers"] == triggers and not found["unmodelled"]
    permanent = {"id": "c", "controller": "alice", "power": 2, "toughness": 2, "triggers": triggers}
    board = {"format": 1, "ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "active_player": "alice", "permanents": [permanent]}
    assert validate(board) == []  # the engine reads what the classifier writes


@pytest.mark.parametrize("line", [
    "Whenever another nontoken creature you control dies, you gain 1 life.",
    "Whenever a creature you control enters, you gain 1 life.",
    "Whenever another creature enters, you gain 1 life.",
    "Whenever another Zombie you control enters, you may put a +1/+1 counter on this creature.",
    "Whenever this creature or another Ally you control enters, you may put a +1/+1 counter on this creature.",
    "Whenever another creature you control with phasing enters, you gain 1 life.",
    "Whenever this creature or another creature you control dies, put a +1/+1 counter on this creature.",
    "Whenever another Land you control enters, you gain 1 life.",
])
def test_other_watchers_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("Cave People", line))
    assert not found["triggers"] and found["unmodelled"]
