"""What a permanent is: changeling (702.73a), protection from a quality (702.16a), "can't attack unless" a board
condition (508.1c), and power and toughness counted from the board (604.3, 613.4a); the engine's fields and the
classifier lines that become them. The combats themselves are golden files (tests/scenarios/characteristics)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import pyengine
from pyengine.cards.characteristics import is_every_creature_type
from pyengine.cards.classify import classify
from pyengine.creature_types import creature_type
from pyengine.model import Permanent
from tests.test_cards import corpus_card


def refusal(scenario: dict[str, Any]) -> tuple[str, str | None, str]:
    """The code, rule and path the engine refuses ``scenario`` with."""
    with pytest.raises(pyengine.ScenarioError) as caught:
        pyengine.resolve(scenario)
    return caught.value.code, caught.value.rule, caught.value.path


def board(*permanents: dict[str, Any], attackers: list[dict[str, Any]] | None = None,
          blockers: list[dict[str, Any]] | None = None, ruleset: str = "mtg") -> dict[str, Any]:
    out: dict[str, Any] = {"format": 1, "ruleset": ruleset, "players": [{"id": "alice"}, {"id": "bob"}],
                           "active_player": "alice", "permanents": list(permanents),
                           "attackers": attackers if attackers is not None else []}
    if blockers is not None:
        out["blockers"] = blockers
    return out


# -- changeling (702.73a, 205.3m) -------------------------------------------------------------------

def test_a_changeling_creature_has_every_creature_type_and_no_other_subtype() -> None:
    shifter = Permanent("s", "Shifter", "alice", frozenset({"creature"}), subtypes=frozenset({"Shapeshifter"}),
                        keywords=[("changeling", None)])
    assert shifter.has_subtype("Goblin") and shifter.has_subtype("elf") and shifter.has_subtype("Time Lord")
    assert not shifter.has_subtype("Island") and not shifter.has_subtype("Siege") and not shifter.has_subtype("Goblins")
    plain = Permanent("p", "Bear", "alice", frozenset({"creature"}), subtypes=frozenset({"Bear"}))
    assert plain.has_subtype("bear") and not plain.has_subtype("Goblin")
    # Not a creature (an uncrewed Vehicle, a land): no creature types at all (205.3d).
    idle = Permanent("v", "Vehicle", "alice", frozenset({"artifact"}), keywords=[("changeling", None)])
    assert not idle.has_subtype("Goblin")


def test_creature_type_names_the_types_of_205_3m() -> None:
    assert creature_type("goblin") == "Goblin" and creature_type("TIME LORD") == "Time Lord"
    assert creature_type("Goblins") is None and creature_type("Forest") is None


@pytest.mark.parametrize(("line", "expected"), [
    ("CARDNAME is every creature type.", True),
    ("This creature is every creature type.", True),
    ("CARDNAME is every creature type and every land type.", False),
    ("Target creature is every creature type until end of turn.", False),
])
def test_every_creature_type_lines(line: str, expected: bool) -> None:
    assert is_every_creature_type(line) is expected


def test_changeling_and_mistform_ultimus_become_the_changeling_keyword() -> None:
    found = classify(corpus_card("Woodland Changeling", "Changeling (This card is every creature type.)",
                                 keywords=("Changeling",), subtypes=("Shapeshifter",)))
    assert found["keywords"] == ["changeling"] and not found["unmodelled"]
    ultimus = classify(corpus_card("Mistform Ultimus", "Mistform Ultimus is every creature type (even if this "
                                   "card isn't on the battlefield).", subtypes=("Illusion",)))
    assert ultimus["keywords"] == ["changeling"] and not ultimus["unmodelled"]


def test_a_lord_pumps_a_changeling_of_its_controller_only() -> None:
    lord = {"id": "king", "controller": "alice", "power": 2, "toughness": 2, "subtypes": ["Goblin"],
            "statics": [{"affects": {"controller": "you", "other": True, "subtypes": ["Goblin"]}, "power": 1,
                         "toughness": 1}]}
    mine = {"id": "mine", "controller": "alice", "power": 1, "toughness": 1, "keywords": ["changeling"]}
    theirs = {"id": "theirs", "controller": "bob", "power": 1, "toughness": 1, "keywords": ["changeling"]}
    result = pyengine.resolve(board(lord, mine, theirs, attackers=[{"id": "mine", "target": "bob"}]))
    assert result["ok"], result
    final = result["final"]["permanents"]
    assert (final["mine"]["power"], final["theirs"]["power"]) == (2, 1)
    lost = copy.deepcopy(board(lord, mine, attackers=[{"id": "mine", "target": "bob"}]))
    lost["permanents"][1]["keywords"] = []
    assert pyengine.resolve(lost)["final"]["permanents"]["mine"]["power"] == 1


@pytest.mark.parametrize("ruleset", ["puzzle-quest"])
def test_changeling_is_magics(ruleset: str) -> None:
    scenario = board({"id": "a", "controller": "alice", "power": 1, "toughness": 1, "keywords": ["changeling"]},
                     ruleset=ruleset)
    assert refusal(scenario)[0] == "not-in-ruleset"
