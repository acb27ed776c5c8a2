"""Anthems and lords read from a card's text become ``statics`` entries with ``affects`` (611.3a, 613.1), and
a board built from the cards' names gives their effect to the creatures the text names, and to no other."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import cards
from pyengine.cards.classify import MODELLED_KEYWORDS, classify, index_record
from pyengine.cards.creature_types import CREATURE_TYPES
from pyengine.cards.lords import lord_static, singular
from pyengine.render import labels_of, render_text
from tests.test_cards import corpus_card

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = json.loads((ROOT / "tests" / "card_fixture.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("line", "entry"), [
    ("Creatures you control get +1/+1.", {"affects": {"controller": "you"}, "power": 1, "toughness": 1}),
    ("Other creatures you control get +2/+2.",
     {"affects": {"controller": "you", "other": True}, "power": 2, "toughness": 2}),
    ("Other Merfolk get +1/+1 and have islandwalk.",   # every Merfolk, whoever controls it
     {"affects": {"subtypes": ["Merfolk"], "controller": "any", "other": True}, "power": 1, "toughness": 1,
      "keywords": ["islandwalk"]}),
    ("Other Goblins you control get +1/+1.",
     {"affects": {"subtypes": ["Goblin"], "controller": "you", "other": True}, "power": 1, "toughness": 1}),
    ("Creatures your opponents control get -1/-0.", {"affects": {"controller": "opponents"}, "power": -1,
                                                     "toughness": 0}),
    ("Each other creature you control with flying gets +1/+1.",
     {"affects": {"controller": "you", "other": True, "keywords": ["flying"]}, "power": 1, "toughness": 1}),
    ("Attacking creatures you control get +1/+0 and have trample.",
     {"affects": {"controller": "you", "combat": "attacking"}, "power": 1, "toughness": 0, "keywords": ["trample"]}),
    ("Other Wolves and Werewolves you control have trample.",
     {"affects": {"subtypes": ["Wolf", "Werewolf"], "controller": "you", "other": True}, "keywords": ["trample"]}),
    ("Other green creatures you control get +1/+1.",
     {"affects": {"colors": ["green"], "controller": "you", "other": True}, "power": 1, "toughness": 1}),
    ("Land creatures you control have vigilance.",
     {"affects": {"types": ["land"], "controller": "you"}, "keywords": ["vigilance"]}),
    ("All Sliver creatures get +1/+1.", {"affects": {"subtypes": ["Sliver"], "controller": "any"}, "power": 1,
                                         "toughness": 1}),
    ("During your turn, other creatures you control get +1/+0.",
     {"affects": {"controller": "you", "other": True}, "while": "your-turn", "power": 1, "toughness": 0}),
])
def test_anthems_and_lords_become_statics_with_affects(line: str, entry: dict[str, Any]) -> None:
    assert lord_static(line, MODELLED_KEYWORDS) == entry
    found = classify(corpus_card("Lord", line))
    assert found["statics"] == [entry] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Other creatures you control get +1/+1 for each artifact you control.",   # a count
    "Multicolored creatures you control get +1/+1.",                          # a colour count
    "Other white and blue creatures you control get +1/+1.",                  # two colours: read neither way
    "Creature tokens you control get +1/+1.",                                 # tokens
    "Nontoken creatures you control get +1/+1.",
    "Creatures you control have myriad.",                                     # a keyword the engine lacks
    "Creatures you control with power 2 or less get +1/+1.",
    "Each creature you control with a +1/+1 counter on it has trample.",
    "Other creatures you control get +1/+1 until end of turn.",               # not a static
    "As long as you control an artifact, creatures you control get +1/+1.",   # a condition the engine can't see
    "Enchantment creatures you control get +1/+1.",                           # only artifact and land are read
    "This creature has flying.",                                              # "This" is not a type either
])
def test_other_forms_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("Live", line))
    assert found["unmodelled"] == [line] and not found["statics"]


@pytest.mark.parametrize(("plural", "type_"), [
    ("Goblins", "Goblin"), ("Elves", "Elf"), ("Dwarves", "Dwarf"), ("Merfolk", "Merfolk"), ("Allies", "Ally"),
    ("Foxes", "Fox"), ("Mice", "Mouse"), ("Pegasi", "Pegasus"), ("Faeries", "Faerie"), ("Zombie", "Zombie"),
    ("Lands", None), ("White", None), ("This", None),
])
def test_a_plural_names_a_creature_type(plural: str, type_: str | None) -> None:
    assert singular(plural) == type_


def board(*permanents: dict[str, Any], attackers: list[str]) -> dict[str, Any]:
    return {"format": 1, "ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "active_player": "alice", "permanents": list(permanents),
            "attackers": [{"id": a, "target": "bob"} for a in attackers]}


def test_goblin_king_by_name_gives_the_goblin_mountainwalk_against_a_mountain() -> None:
    """611.3a, 702.14c: the Goblin is a 2/2 with mountainwalk and bob controls a Mountain: it can't be blocked."""
    named = board({"id": "king", "card": "Goblin King", "controller": "alice"},
                  {"id": "grunt", "name": "Goblin Grunt", "controller": "alice", "power": 1, "toughness": 1,
                   "subtypes": ["Goblin"]},
                  {"id": "bear", "card": "Grizzly Bears", "controller": "bob"},
                  {"id": "peak", "card": "Mountain", "controller": "bob"}, attackers=["grunt"])
    blocked = copy.deepcopy(named) | {"blockers": [{"id": "bear", "blocks": ["grunt"]}]}
    assert pyengine.validate(blocked)[0]["path"].startswith("$.blockers[0]")   # landwalk: can't be blocked
    result = pyengine.resolve(named)
    assert result["final"]["players"]["bob"]["life"] == 18
    assert result["final"]["permanents"]["king"]["power"] == 2                 # "other": not itself
    typed = copy.deepcopy(named)
    typed["permanents"][0] = {"id": "king", "name": "Goblin King", "controller": "alice", "power": 2,
                              "toughness": 2, "colors": ["red"], "subtypes": ["Goblin"],
                              "statics": [{"affects": {"controller": "any", "other": True, "subtypes": ["Goblin"]},
                                           "power": 1, "toughness": 1, "keywords": ["mountainwalk"]}]}
    assert pyengine.resolve(typed)["final"] == result["final"]


def test_the_fixtures_lords_are_in_the_index() -> None:
    names = {c["name"] for c in FIXTURE}
    assert {"Goblin King", "Lord of Atlantis", "Changeling Outcast"} <= names
    assert cards.card("Lord of Atlantis")["permanent"]["statics"] == [
        {"affects": {"controller": "any", "other": True, "subtypes": ["Merfolk"]}, "keywords": ["islandwalk"],
         "power": 1, "toughness": 1}]
    outcast = index_record(next(c for c in FIXTURE if c["name"] == "Changeling Outcast"))
    assert outcast is not None and "changeling" in outcast["keywords"] and "Changeling" not in outcast.get("unmodelled", ())


def test_every_lord_in_the_index_names_creature_types_and_resolves() -> None:
    """Each ``affects`` of the committed index names only creature types (205.3m), and each card with one is a
    permanent the engine takes (no problem but its unmodelled abilities' warnings)."""
    lords = [r for r in cards.load_index()["cards"] if any("affects" in s for s in r.get("statics", ()))]
    assert len(lords) > 300
    for record in lords:
        for static in record["statics"]:
            assert set(static.get("affects", {}).get("subtypes", ())) <= CREATURE_TYPES, record["name"]
        if record["kind"] != "creature" or not all(isinstance(record.get(k), int) for k in ("power", "toughness")):
            continue
        scenario = board({"id": "lord", "card": record["name"], "controller": "alice"}, attackers=[])
        assert pyengine.validate(scenario) == [], record["name"]


def test_an_enchantment_or_artifact_with_an_anthem_is_in_the_index_and_no_aura_or_equipment_is() -> None:
    """A noncreature anthem is never in combat but changes the creatures that are (611.3a, 613.4c): it can be
    named. An Aura or Equipment gives its bonus only to what it is attached to (303.4, 301.5), which the
    engine has no field for: it is not an anthem."""
    anthem = index_record(corpus_card("Glorious Anthem", "Creatures you control get +1/+1.", cost="{1}{W}{W}",
                                      types=("Enchantment",), subtypes=(), power=None, toughness=None, identity=("W",)))
    assert anthem is not None and anthem["kind"] == "enchantment" and anthem["types"] == ["enchantment"]
    assert anthem["statics"] == [{"affects": {"controller": "you"}, "power": 1, "toughness": 1}]
    coat = index_record(corpus_card("Coat of Arms", "Each creature gets +1/+1 for each other creature on the "
                                    "battlefield that shares at least one creature type with it.", cost="{5}",
                                    types=("Artifact",), subtypes=(), power=None, toughness=None, identity=()))
    assert coat is not None and coat["kind"] == "artifact" and len(coat["unmodelled"]) == 1
    for text, types in (("Enchanted creature gets +2/+2.", ("Enchantment",)),
                        ("Equipped creature gets +2/+2.\nEquip {2}", ("Artifact",)),
                        ("When this enchantment enters, draw a card.", ("Enchantment",))):
        assert index_record(corpus_card("Not an anthem", text, types=types, subtypes=(), power=None,
                                        toughness=None)) is None, text


def test_glorious_anthem_by_name_pumps_the_bears_for_as_long_as_it_applies() -> None:
    """611.3a: the 2/2 is a 3/3 while the anthem is on the battlefield, and says so, not "until end of turn"."""
    named = board({"id": "anthem", "card": "Glorious Anthem", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                  {"id": "giant", "card": "Hill Giant", "controller": "bob"}, attackers=["bears"])
    named["blockers"] = [{"id": "giant", "blocks": ["bears"]}]
    assert pyengine.validate(named) == []
    result = pyengine.resolve(named)
    assert result["final"]["permanents"]["giant"]["zone"] == "graveyard"   # 3 damage to the 3/3 Giant
    lines = render_text(result, labels_of(named), named).splitlines()
    pump = next(line for line in lines if "Grizzly Bears gets +1/+1" in line)
    assert "static ability" in pump and "end of turn" not in pump, pump
