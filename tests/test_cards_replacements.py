"""A creature's own "If this creature would die, exile it instead" (a replacement effect, 614.1a) becomes the keyword
``exile_instead``: lethal damage or a removal to the graveyard exiles it, and it never dies (700.4)."""

from __future__ import annotations

import pytest

import pyengine
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card


@pytest.mark.parametrize("line", [
    "If this creature would die, exile it instead.",
    "If Archive Haunt would be put into a graveyard from anywhere, exile it instead.",
])
def test_exile_instead_is_modelled(line: str) -> None:
    found = classify(corpus_card("Archive Haunt", line))
    assert found["keywords"] == ["exile_instead"] and found["unmodelled"] == []


def test_shuffled_into_the_library_instead_stays_unmodelled() -> None:
    line = ("If Blightsteel Colossus would be put into a graveyard from anywhere, reveal Blightsteel Colossus and "
            "shuffle it into its owner's library instead.")
    assert classify(corpus_card("Blightsteel Colossus", line))["unmodelled"] == [line]


def test_a_removal_to_the_graveyard_exiles_it() -> None:
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "permanents": [{"id": "x", "controller": "alice", "power": 2, "toughness": 2,
                             "keywords": ["exile_instead", "persist"]}],
             "attackers": [{"id": "x", "target": "bob"}],
             "actions": [{"at": "after-blocks", "do": "remove", "target": "x", "to": "graveyard"}]}
    result = pyengine.resolve(board)
    assert result["final"]["permanents"]["x"] == {"zone": "exile"}  # and persist did not return it
