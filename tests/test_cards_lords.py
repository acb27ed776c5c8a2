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
from pyengine.errors import ScenarioError
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
    # Counters on each creature (122.1a): checked again as they are put on or removed (704.5q).
    ("Each creature you control with a +1/+1 counter on it has trample.",
     {"affects": {"controller": "you", "counters": {"kind": "+1/+1", "at_least": 1}}, "keywords": ["trample"]}),
    ("Each other creature you control with a +1/+1 counter on it has deathtouch.",
     {"affects": {"controller": "you", "other": True, "counters": {"kind": "+1/+1", "at_least": 1}},
      "keywords": ["deathtouch"]}),
    ("Creatures you control with +1/+1 counters on them have trample.",
     {"affects": {"controller": "you", "counters": {"kind": "+1/+1", "at_least": 1}}, "keywords": ["trample"]}),
    ("Creatures you control with three or more +1/+1 counters on them have haste.",
     {"affects": {"controller": "you", "counters": {"kind": "+1/+1", "at_least": 3}}, "keywords": ["haste"]}),
    ("During your turn, creatures you control with +1/+1 counters on them have first strike.",
     {"affects": {"controller": "you", "counters": {"kind": "+1/+1", "at_least": 1}}, "while": "your-turn",
      "keywords": ["first_strike"]}),
    ("Each other Merfolk you control with a +1/+1 counter on it has flying.",
     {"affects": {"subtypes": ["Merfolk"], "controller": "you", "other": True,
                  "counters": {"kind": "+1/+1", "at_least": 1}}, "keywords": ["flying"]}),
    # Colourless, multicoloured and "non-" a colour (105.2a-c).
    ("Other colorless creatures you control get +1/+1.",
     {"affects": {"colorless": True, "controller": "you", "other": True}, "power": 1, "toughness": 1}),
    ("Multicolored creatures you control have deathtouch.",
     {"affects": {"multicolored": True, "controller": "you"}, "keywords": ["deathtouch"]}),
    ("Nonblack creatures get -1/-1.", {"affects": {"not_colors": ["black"], "controller": "any"}, "power": -1,
                                       "toughness": -1}),
    ("Other nonblack creatures you control get +1/+1.",
     {"affects": {"not_colors": ["black"], "controller": "you", "other": True}, "power": 1, "toughness": 1}),
    # Supertypes (205.4a).
    ("Other legendary creatures you control get +1/+1 and have indestructible.",
     {"affects": {"supertypes": ["legendary"], "controller": "you", "other": True}, "power": 1, "toughness": 1,
      "keywords": ["indestructible"]}),
    ("Legendary Humans you control have indestructible.",
     {"affects": {"subtypes": ["Human"], "supertypes": ["legendary"], "controller": "you"},
      "keywords": ["indestructible"]}),
    ("Snow creatures you control get +1/+1.", {"affects": {"supertypes": ["snow"], "controller": "you"}, "power": 1,
                                               "toughness": 1}),
    ("Each artifact creature you control has melee, trample, and haste.",   # "each": itself too
     {"affects": {"types": ["artifact"], "controller": "you"}, "keywords": ["melee", "trample", "haste"]}),
])
def test_anthems_and_lords_become_statics_with_affects(line: str, entry: dict[str, Any]) -> None:
    assert lord_static(line, MODELLED_KEYWORDS) == entry
    found = classify(corpus_card("Lord", line))
    assert found["statics"] == [entry] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Other creatures you control get +1/+1 for each artifact you control.",   # a count
    "Each other multicolored creature you control gets +1/+1 for each of its colors.",   # a colour count
    "Other white and blue creatures you control get +1/+1.",                  # two colours: read neither way
    "Creature tokens you control get +1/+1.",                                 # tokens
    "Nontoken creatures you control get +1/+1.",
    "Nonlegendary creatures you control get +1/+1.",                          # no "non-" a supertype
    "Other snow and Zombie creatures you control get +1/+1.",                 # snow OR Zombie: no union
    "Other tapped legendary creatures you control have indestructible.",      # tapped: no such filter
    "Creatures you control have myriad.",                                     # a keyword the engine lacks
    "Creatures you control with power 2 or less get +1/+1.",
    "Creatures you control with counters on them have trample.",              # any kind: an oil counter too
    "Creatures you control with oil counters on them get +1/+1.",             # a kind the engine doesn't keep
    "Each creature you control with a level counter on it gets +2/+2.",
    "Each creature you control with a +1/+1 counter on it can't be blocked by more than one creature.",
    "Each creature you control with a +1/+1 counter on it can block an additional creature each combat.",
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
        if record["toughness"] + record.get("counters", {}).get("+1/+1", 0) <= 0:
            continue  # a 0/0 whose "enters with" counters the index could not read (A-Hagra Constrictor)
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


# -- filters a printed line names: counters (122.1a), colours (105.2), supertypes (205.4a) --------------------------

def test_a_cards_supertypes_come_from_its_type_line() -> None:
    """205.4a: the supertypes are printed before the card types; a double-faced card is its front face (712.8a)."""
    assert cards.card("Narfi, Betrayer King")["permanent"]["supertypes"] == ["legendary", "snow"]
    assert cards.card("Snow-Covered Forest")["permanent"]["supertypes"] == ["basic", "snow"]
    assert cards.card("Esika, God of the Tree")["permanent"]["supertypes"] == ["legendary"]
    assert "supertypes" not in cards.card("Grizzly Bears")["permanent"]


def test_a_plus_one_counter_put_on_after_blocks_gives_trample_before_damage() -> None:
    """611.3a, 122.1a: Duskshell Crawler gives trample to each creature alice controls with a +1/+1 counter. The Bears
    get one after blocks, so they have trample (a 3/3) as damage is assigned: 1 to the 1/1 Elves, 2 to bob. Without
    the counter the same division is refused (702.19b: no trample, all of it to the blocker)."""
    named = board({"id": "crawler", "card": "Duskshell Crawler", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                  {"id": "elves", "card": "Llanowar Elves", "controller": "bob"}, attackers=["bears"])
    named["blockers"] = [{"id": "elves", "blocks": ["bears"]}]
    named["assignments"] = [{"source": "bears", "division": {"elves": 1, "bob": 2}}]
    plain = copy.deepcopy(named)
    named["actions"] = [{"at": "after-blocks", "do": "counters", "target": "bears", "kind": "+1/+1", "amount": 1}]
    result = pyengine.resolve(named)
    assert result["final"]["players"]["bob"]["life"] == 18
    assert result["final"]["permanents"]["elves"]["zone"] == "graveyard"
    events = [e for step in result["before_damage"] for e in step["events"]]
    counters = next(i for i, e in enumerate(events) if e["type"] == "counters")
    assert events[counters + 1] == {"type": "gains", "id": "bears", "keyword": "trample", "rule": "611.3a"}
    plain["assignments"] = [{"source": "bears", "division": {"elves": 1, "bob": 1}}]
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(plain)
    assert refused.value.code == "illegal-assignment"


def test_a_plus_one_counter_annihilated_in_the_first_strike_step_takes_trample_away() -> None:
    """704.5q, 611.3a: the 3/3 Bears (a 2/2 with a +1/+1 counter) have trample from Duskshell Crawler. The first
    striker with wither puts a -1/-1 counter on them; the state-based actions remove the pair, so the Bears have no
    +1/+1 counter and lose trample before the regular step: their 2 damage all goes to the 1/1 blocker."""
    named = board({"id": "crawler", "card": "Duskshell Crawler", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "counters": {"+1/+1": 1}},
                  {"id": "stinger", "name": "Stinger", "controller": "bob", "power": 1, "toughness": 1,
                   "keywords": ["first_strike", "wither"]}, attackers=["bears"])
    named["blockers"] = [{"id": "stinger", "blocks": ["bears"]}]
    result = pyengine.resolve(named)
    first = next(step for step in result["steps"] if step["name"] == "first-strike")["events"]
    assert first[-2:] == [{"type": "counters", "id": "bears", "kind": "+1/+1 and -1/-1", "amount": -1, "rule": "704.5q"},
                          {"type": "loses-keyword", "id": "bears", "keyword": "trample", "rule": "611.3a"}]
    assert result["final"]["players"]["bob"]["life"] == 20
    assert result["final"]["permanents"]["bears"]["counters"] == {}
    named["assignments"] = [{"source": "bears", "division": {"stinger": 1, "bob": 1}}]
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(named)
    assert refused.value.code == "illegal-assignment"


def test_abzan_falconer_gives_flying_only_to_a_creature_with_a_counter() -> None:
    """702.9b: the Bears with a +1/+1 counter have flying, so the Hill Giant can't block them; the Falconer itself has
    no counter and can be blocked."""
    named = board({"id": "falconer", "card": "Abzan Falconer", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "counters": {"+1/+1": 1}},
                  {"id": "giant", "card": "Hill Giant", "controller": "bob"}, attackers=["bears", "falconer"])
    named["blockers"] = [{"id": "giant", "blocks": ["bears"]}]
    assert pyengine.validate(named)[0]["path"] == "$.blockers[0].blocks[0]"
    named["blockers"] = [{"id": "giant", "blocks": ["falconer"]}]
    assert pyengine.validate(named) == []
    assert pyengine.resolve(named)["final"]["players"]["bob"]["life"] == 17


def test_arvad_pumps_only_the_other_legendary_creatures() -> None:
    """205.4a, 611.3a: Isamaru is legendary and gets +2/+2 (4 damage); the Bears are not; Arvad is not "other"."""
    named = board({"id": "arvad", "card": "Arvad the Cursed", "controller": "alice"},
                  {"id": "isamaru", "card": "Isamaru, Hound of Konda", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                  attackers=["arvad", "isamaru", "bears"])
    result = pyengine.resolve(named)
    assert [result["final"]["permanents"][i]["power"] for i in ("arvad", "isamaru", "bears")] == [3, 4, 2]
    assert result["final"]["players"]["bob"]["life"] == 11
    named["permanents"][1]["supertypes"] = []   # the board's own field wins: not legendary
    assert pyengine.resolve(named)["final"]["players"]["bob"]["life"] == 13


def test_colorless_and_nonblack_lords_read_the_creatures_colours() -> None:
    """105.2c: Kozilek, the Broken Reality gives the colourless Ornithopter +3/+2, not the green Bears. Ascendant
    Evincar's nonblack creatures get -1/-1 (bob's green Bears, a 1/1) while its other black creatures get +1/+1
    (alice's Gutter Skulk, a 3/3), so the Skulk kills the Bears and survives."""
    named = board({"id": "kozilek", "card": "Kozilek, the Broken Reality", "controller": "alice"},
                  {"id": "thopter", "card": "Ornithopter", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}, attackers=["thopter", "bears"])
    result = pyengine.resolve(named)
    assert (result["final"]["permanents"]["thopter"]["power"], result["final"]["permanents"]["thopter"]["toughness"]) == (3, 4)
    assert result["final"]["players"]["bob"]["life"] == 15
    named = board({"id": "evincar", "card": "Ascendant Evincar", "controller": "alice"},
                  {"id": "skulk", "card": "Gutter Skulk", "controller": "alice"},
                  {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}, attackers=["skulk"])
    named["blockers"] = [{"id": "bears", "blocks": ["skulk"]}]
    final = pyengine.resolve(named)["final"]["permanents"]
    assert final["bears"]["zone"] == "graveyard" and (final["skulk"]["power"], final["skulk"]["damage"]) == (3, 1)
    assert (final["evincar"]["power"], final["evincar"]["toughness"]) == (3, 3)


@pytest.mark.parametrize(("affects", "path", "rule"), [
    ({"colorless": True, "colors": ["red"]}, "affects.colorless", "105.2c"),
    ({"colorless": True, "multicolored": True}, "affects.colorless", "105.2c"),
    ({"not_colors": ["purple"]}, "affects.not_colors[0]", "105.1"),
    ({"colors": ["black"], "not_colors": ["black"]}, "affects.not_colors", "105.1"),
    ({"supertypes": ["Legendary"]}, "affects.supertypes[0]", "205.4a"),
    ({"counters": {"kind": "oil", "at_least": 1}}, "affects.counters.kind", "122.1a"),
    ({"counters": {"kind": "+1/+1"}}, "affects.counters.at_least", "611.3a"),
    ({"counters": {"kind": "+1/+1", "at_least": 1, "on": "it"}}, "affects.counters.on", None),
])
def test_a_bad_filter_is_refused_at_its_path(affects: dict[str, Any], path: str, rule: str | None) -> None:
    scenario = board({"id": "lord", "name": "Lord", "controller": "alice", "power": 1, "toughness": 1,
                      "statics": [{"affects": affects, "power": 1}]}, attackers=[])
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["path"], p["rule"]) for p in problems] == [
        ("invalid-scenario", f"$.permanents[0].statics[0].{path}", rule)]


def test_a_negative_lord_starting_to_apply_is_not_told_as_one_stopping() -> None:
    """611.3a: "Nonblack creatures get -1/-1" applies from the start, and a -1/-1 counter put on a creature makes
    "creatures your opponents control with a -1/-1 counter on them get -1/-1" start to apply: a static ``pump`` is
    the net change, whose sign does not say whether an effect starts or stops, so the text says neither alone."""
    scenario = board({"id": "evincar", "card": "Ascendant Evincar", "controller": "alice"},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}, attackers=["bears"])
    text = render_text(pyengine.resolve(scenario), labels_of(scenario))
    assert ": a static ability stops applying" not in text
    assert "Grizzly Bears gets -1/-1 as a static ability starts or stops applying to it" in text


def test_ongoing_is_a_schemes_supertype_not_a_permanents() -> None:
    """205.4a lists ongoing among the supertypes; only a scheme has it (205.4h), so a permanent's is refused without
    saying that ongoing is no supertype."""
    scenario = board({"id": "bears", "name": "Bears", "controller": "alice", "power": 2, "toughness": 2,
                      "supertypes": ["ongoing"]}, attackers=[])
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["path"], p["rule"]) for p in problems] == [
        ("invalid-scenario", "$.permanents[0].supertypes[0]", "205.4a")]
    assert "scheme" in problems[0]["message"] and "is not a supertype" not in problems[0]["message"]
