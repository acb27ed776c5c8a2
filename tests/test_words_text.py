"""The engine's English: possessives right in its messages (pyengine/text.py's one helper for them)."""

from __future__ import annotations

import pytest

import pyengine
from pyengine.errors import ScenarioError
from pyengine.text import possessive


def test_possessive_of_a_name_ending_in_s_is_the_apostrophe_alone() -> None:
    assert possessive("Durkwood Boars") == "Durkwood Boars'"
    assert possessive("Serra Angel") == "Serra Angel's"
    assert possessive("CHRIS") == "CHRIS'"


def test_a_refusal_names_durkwood_boars_with_the_right_possessive() -> None:
    # Mentor (702.134a) targets another attacker with lesser power: the Boars' 4 is not less than its own 4.
    board = {
        "ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}], "active_player": "alice",
        "permanents": [
            {"id": "boars", "name": "Durkwood Boars", "controller": "alice", "power": 4, "toughness": 4,
             "keywords": ["mentor"]},
            {"id": "bull", "name": "Bull Cerodon", "controller": "alice", "power": 5, "toughness": 5},
            {"id": "elf", "name": "Llanowar Elves", "controller": "alice", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "boars", "target": "bob", "mentor": "bull"}, {"id": "bull", "target": "bob"},
                      {"id": "elf", "target": "bob"}],
    }
    with pytest.raises(ScenarioError) as caught:
        pyengine.resolve(board)
    assert "Durkwood Boars' 4" in caught.value.message
    assert "Boars's" not in caught.value.message
