"""What a permanent is: changeling (702.73a), protection from a quality (702.16a), "can't attack unless" a board
condition (508.1c), and power and toughness counted from the board (604.3, 613.4a); the engine's fields and the
classifier lines that become them. The combats themselves are golden files (tests/scenarios/characteristics)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import pyengine
from pyengine.cards.characteristics import is_every_creature_type, protection_qualities
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
                        keywords=[("changeling", None)], printed_keywords=[("changeling", None)])
    assert shifter.has_subtype("Goblin") and shifter.has_subtype("elf") and shifter.has_subtype("Time Lord")
    assert not shifter.has_subtype("Island") and not shifter.has_subtype("Siege") and not shifter.has_subtype("Goblins")
    plain = Permanent("p", "Bear", "alice", frozenset({"creature"}), subtypes=frozenset({"Bear"}))
    assert plain.has_subtype("bear") and not plain.has_subtype("Goblin")
    # Not a creature (an uncrewed Vehicle, a land): no creature types at all (205.3d).
    idle = Permanent("v", "Vehicle", "alice", frozenset({"artifact"}), keywords=[("changeling", None)],
                     printed_keywords=[("changeling", None)])
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


def test_changeling_applies_in_layer_4_before_abilities_are_lost_or_gained() -> None:
    """613.1d, 613.1f, 613.3: losing changeling (layer 6) doesn't take the creature types it gave (layer 4), and
    gaining it during combat gives none (Dress Down's ruling: a changeling that loses all abilities is still
    every creature type)."""
    lord = {"id": "king", "controller": "alice", "power": 2, "toughness": 2,
            "statics": [{"affects": {"controller": "you", "other": True, "subtypes": ["Goblin"]}, "power": 1,
                         "toughness": 1}]}
    mine = {"id": "mine", "controller": "alice", "power": 1, "toughness": 1, "keywords": ["changeling"]}
    lose = board(lord, mine, attackers=[{"id": "mine", "target": "bob"}])
    lose["actions"] = [{"at": "after-blocks", "do": "lose", "target": "mine", "keyword": "changeling"}]
    assert pyengine.resolve(lose)["final"]["permanents"]["mine"]["power"] == 2
    gain = board(lord, {**mine, "keywords": []}, attackers=[{"id": "mine", "target": "bob"}])
    gain["actions"] = [{"at": "after-blocks", "do": "grant", "target": "mine", "keyword": "changeling"}]
    assert pyengine.resolve(gain)["final"]["permanents"]["mine"]["power"] == 1


@pytest.mark.parametrize("ruleset", ["puzzle-quest"])
def test_changeling_is_magics(ruleset: str) -> None:
    scenario = board({"id": "a", "controller": "alice", "power": 1, "toughness": 1, "keywords": ["changeling"]},
                     ruleset=ruleset)
    assert refusal(scenario)[0] == "not-in-ruleset"


# -- protection from a quality (702.16a) ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("protection from artifacts", ["artifacts"]),
    ("protection from multicolored", ["multicolored"]),
    ("protection from monocolored", ["monocolored"]),
    ("protection from goblins", ["Goblin"]),
    ("protection from elves", ["Elf"]),
    ("protection from vampires, from werewolves, and from zombies", ["Vampire", "Werewolf", "Zombie"]),
    ("protection from planeswalkers and from wizards", ["planeswalkers", "Wizard"]),
    ("protection from black and from creatures", ["black", "creatures"]),
    ("protection from instants", None),
    ("protection from non-spirit creatures", None),
    ("protection from the chosen color", None),
    ("protection from snow", None),
    ("protection from spirits and from arcane", None),
    ("protection from enemy-colored multicolored", None),
])
def test_protection_qualities_as_printed(text: str, expected: list[str] | None) -> None:
    assert protection_qualities(text) == expected


def creature(ident: str, **fields: Any) -> Permanent:
    return Permanent(ident, ident, "alice", frozenset(fields.pop("types", {"creature"})), **fields)


@pytest.mark.parametrize(("quality", "source", "has"), [
    ("Goblin", creature("g", subtypes=frozenset({"Goblin"})), True),
    ("Goblin", creature("c", keywords=[("changeling", None)], printed_keywords=[("changeling", None)]), True),
    ("Goblin", creature("e", subtypes=frozenset({"Elf"})), False),
    ("artifacts", creature("a", types={"artifact", "creature"}), True),
    ("artifacts", creature("b"), False),
    ("multicolored", creature("m", colors=frozenset({"red", "green"})), True),
    ("multicolored", creature("r", colors=frozenset({"red"})), False),
    ("monocolored", creature("r", colors=frozenset({"red"})), True),
    ("colorless", creature("x"), True),
    ("colorless", creature("r", colors=frozenset({"red"})), False),
    ("red", creature("r", colors=frozenset({"red"})), True),
    ("everything", creature("x"), True),
])
def test_a_source_has_the_quality_protection_names(quality: str, source: Permanent, has: bool) -> None:
    holder = creature("h", protection=frozenset({quality}))
    assert source.has_quality(quality) is has and holder.protected_from(source) is has


def test_protection_from_monocolored_lets_a_gold_creature_block() -> None:
    scenario = board({"id": "k", "controller": "alice", "power": 2, "toughness": 2, "protection": ["monocolored"]},
                     {"id": "g", "controller": "bob", "power": 1, "toughness": 1, "colors": ["red", "green"]},
                     {"id": "r", "controller": "bob", "power": 1, "toughness": 1, "colors": ["red"]},
                     attackers=[{"id": "k", "target": "bob"}], blockers=[{"id": "g", "blocks": ["k"]}])
    assert pyengine.resolve(scenario)["ok"]
    scenario["blockers"] = [{"id": "r", "blocks": ["k"]}]
    assert refusal(scenario) == ("illegal-block", "702.16f", "$.blockers[0].blocks[0]")


@pytest.mark.parametrize(("given", "kept"), [(["goblin"], ["Goblin"]), (["time lord"], ["Time Lord"])])
def test_a_creature_type_is_kept_as_205_3m_spells_it(given: list[str], kept: list[str]) -> None:
    from pyengine.engine import checked_setup  # noqa: PLC0415
    setup = checked_setup(board({"id": "k", "controller": "alice", "power": 2, "toughness": 2, "protection": given}))
    assert sorted(setup.permanents["k"].protection) == kept


def test_an_unknown_quality_names_the_singular() -> None:
    scenario = board({"id": "k", "controller": "alice", "power": 2, "toughness": 2, "protection": ["Elves"]})
    with pytest.raises(pyengine.ScenarioError) as caught:
        pyengine.resolve(scenario)
    assert "'Elf'" in str(caught.value) and caught.value.rule == "702.16a"


# -- "can't attack unless" (508.1c) ---------------------------------------------------------------------

ISLAND = {"controller": "defending", "subtypes": ["Island"]}


def serpent(**fields: Any) -> dict[str, Any]:
    return {"id": "s", "name": "Sea Serpent", "controller": "alice", "power": 5, "toughness": 5,
            "attack_unless": [ISLAND], **fields}


def island(ident: str, controller: str) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "types": ["land"], "subtypes": ["Island"]}


def test_options_offer_only_the_players_who_control_an_island() -> None:
    three = board(serpent(), island("i", "carol"))
    three["players"].append({"id": "carol"})
    attacks = pyengine.options(three)["attacks"]
    entry = next(a for a in attacks if a["id"] == "s")
    assert entry["can_attack"] and entry["targets"] == ["carol"]
    refused = {r["id"]: r for r in entry["refused_targets"]}
    assert refused["bob"]["rule"] == "508.1c" and "Island" in refused["bob"]["message"]
    three["attackers"] = [{"id": "s", "target": "bob"}]
    assert refusal(three) == ("illegal-attack", "508.1c", "$.attackers[0].target")
    three["attackers"] = [{"id": "s", "target": "carol"}]
    assert pyengine.resolve(three)["final"]["players"]["carol"]["life"] == 15


def test_a_planeswalkers_controller_is_the_defending_player() -> None:
    walker = {"id": "w", "controller": "bob", "types": ["planeswalker"], "loyalty": 3}
    scenario = board(serpent(), walker, island("i", "bob"), attackers=[{"id": "s", "target": "w"}])
    assert pyengine.resolve(scenario)["final"]["permanents"]["w"]["zone"] == "graveyard"


def test_a_condition_about_its_controller_decides_whether_it_can_attack_at_all() -> None:
    golem = {"id": "g", "controller": "alice", "power": 3, "toughness": 3, "types": ["artifact", "creature"],
             "attack_unless": [{"controller": "you", "types": ["artifact"], "other": True, "at_least": 2}]}
    relic = {"id": "r1", "controller": "alice", "types": ["artifact"]}
    entry = pyengine.options(board(golem, relic))["attacks"][0]
    assert not entry["can_attack"] and entry["refusal"]["rule"] == "508.1c"
    entry = pyengine.options(board(golem, relic, {**relic, "id": "r2"}))["attacks"][0]
    assert entry["can_attack"] and entry["targets"] == ["bob"]


def test_the_advisor_never_attacks_against_the_restriction() -> None:
    from pyengine.advisor.attacks import AttackSearch  # noqa: PLC0415
    search = AttackSearch(board(serpent()))
    assert search.choices == [("s", [])]


@pytest.mark.parametrize(("value", "path"), [
    ([{"controller": "everyone"}], "$.permanents[0].attack_unless[0].controller"),
    ([{"types": ["spell"]}], "$.permanents[0].attack_unless[0].types[0]"),
    ([{"colour": "blue"}], "$.permanents[0].attack_unless[0].colour"),
    ("Island", "$.permanents[0].attack_unless"),
    ([{"at_least": 0}], "$.permanents[0].attack_unless[0].at_least"),
])
def test_a_bad_condition_is_refused_at_its_path(value: Any, path: str) -> None:
    code, _, where = refusal(board(serpent(attack_unless=value)))
    assert (code, where) in {("invalid-scenario", path), ("invalid-type", path)}, (code, where)


def test_a_bad_keyword_in_a_condition_is_unknown() -> None:
    code, _, path = refusal(board(serpent(attack_unless=[{"keywords": ["flyin"]}])))
    assert (code, path) == ("unknown-keyword", "$.permanents[0].attack_unless[0].keywords[0]")


@pytest.mark.parametrize("ruleset", ["puzzle-quest"])
def test_attack_unless_is_magics(ruleset: str) -> None:
    pq = board({"id": "a", "controller": "alice", "power": 1, "toughness": 1, "attack_unless": [ISLAND]},
               ruleset=ruleset)
    assert refusal(pq)[0] == "not-in-ruleset"


@pytest.mark.parametrize(("line", "entry"), [
    ("This creature can't attack unless defending player controls an Island.", ISLAND),
    ("Zhou Yu can't attack unless defending player controls an Island.", ISLAND),
    ("This creature can't attack unless defending player controls a Swamp.",
     {"controller": "defending", "subtypes": ["Swamp"]}),
    ("This creature can't attack unless you control another artifact.",
     {"controller": "you", "other": True, "types": ["artifact"]}),
    ("This creature can't attack unless defending player controls a creature with flying.",
     {"controller": "defending", "keywords": ["flying"], "types": ["creature"]}),
    ("This creature can't attack unless defending player controls a blue permanent.",
     {"controller": "defending", "colors": ["blue"]}),
    ("Gadrak can't attack unless you control four or more artifacts.",
     {"controller": "you", "at_least": 4, "types": ["artifact"]}),
    ("This creature can't attack unless there are five or more Islands on the battlefield.",
     {"controller": "any", "at_least": 5, "subtypes": ["Island"]}),
])
def test_the_classifier_reads_the_conditions_the_board_shows(line: str, entry: dict[str, Any]) -> None:
    name = line.split(" can't")[0] if not line.startswith("This") else "Live"
    found = classify(corpus_card(name, line))
    assert found["attack_unless"] == [entry] and not found["unmodelled"]


@pytest.mark.parametrize("line", [
    "This creature can't attack unless you've cast a creature spell this turn.",
    "This creature can't attack unless you control more creatures than defending player.",
    "This creature can't attack unless defending player controls a snow land.",
    "This creature can't attack unless there are seven or more cards in your graveyard.",
    "This creature can't attack unless you sacrifice a land.",
    "This creature can't attack or block unless you control another Giant.",
    "This creature can't attack unless defending player is poisoned.",
])
def test_conditions_the_board_cant_show_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("Live", line))
    assert found["unmodelled"] == [line] and not found["attack_unless"]


def test_a_card_by_name_carries_its_condition() -> None:
    from pyengine.cards.classify import index_record  # noqa: PLC0415
    from pyengine.cards import permanent_fields  # noqa: PLC0415
    record = index_record(corpus_card("Sea Serpent", "This creature can't attack unless defending player controls "
                                      "an Island.", power="5", toughness="5"))
    assert record is not None and permanent_fields(record)["attack_unless"] == [ISLAND]


# -- power and toughness counted from the board (604.3, 613.4a) ------------------------------------------

def crusader(**fields: Any) -> dict[str, Any]:
    return {"id": "c", "name": "Crusader of Odric", "controller": "alice",
            "counted_pt": {"count": {"controller": "you", "types": ["creature"]}}, **fields}


def bear(ident: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": ident, "controller": controller, "power": 2, "toughness": 2}


def test_the_count_is_the_base_that_counters_and_anthems_add_to() -> None:
    from pyengine.engine import checked_setup  # noqa: PLC0415
    lord = {**bear("lord"), "statics": [{"affects": {"controller": "you", "other": True}, "power": 1, "toughness": 1}]}
    setup = checked_setup(board(crusader(counters={"+1/+1": 1}), bear("b"), lord, bear("x", "bob")))
    perm = setup.permanents["c"]
    assert (perm.base_power, perm.power, perm.toughness) == (3, 5, 5)  # 3 creatures; +1 counter; +1 lord


@pytest.mark.parametrize(("count", "expected"), [
    ({"controller": "you", "types": ["land"]}, 2),
    ({"controller": "you", "subtypes": ["Forest"]}, 1),
    ({"controller": "opponents", "types": ["land"]}, 1),
    ({"controller": "any", "types": ["land"]}, 3),
    ({"controller": "any", "types": ["creature"], "colors": ["green"]}, 1),
])
def test_what_a_count_counts(count: dict[str, Any], expected: int) -> None:
    from pyengine.engine import checked_setup  # noqa: PLC0415
    lands = [{"id": i, "controller": c, "types": ["land"], "subtypes": [t]}
             for i, c, t in (("f", "alice", "Forest"), ("m", "alice", "Mountain"), ("s", "bob", "Swamp"))]
    elf = {**bear("elf", "bob"), "colors": ["green"]}
    setup = checked_setup(board(crusader(counted_pt={"of": "power", "count": count}, toughness=4), *lands, elf))
    assert (setup.permanents["c"].power, setup.permanents["c"].toughness) == (expected, 4)


def test_plus_and_toughness_alone() -> None:
    from pyengine.engine import checked_setup  # noqa: PLC0415
    wall = crusader(power=0, counted_pt={"of": "toughness", "plus": 1, "count": {"controller": "any",
                                                                                 "types": ["creature"]}})
    setup = checked_setup(board(wall, bear("b", "bob")))
    assert (setup.permanents["c"].power, setup.permanents["c"].toughness) == (0, 3)


@pytest.mark.parametrize(("fields", "path"), [
    ({"power": 3}, "$.permanents[0].power"),
    ({"counted_pt": {"of": "both", "count": {}}}, "$.permanents[0].counted_pt.of"),
    ({"counted_pt": {"count": {"controller": "defending"}}}, "$.permanents[0].counted_pt.count.controller"),
    ({"counted_pt": {"count": {"at_least": 2}}}, "$.permanents[0].counted_pt.count.at_least"),
    ({"counted_pt": {}}, "$.permanents[0].counted_pt.count"),
    ({"counted_pt": {"count": {}, "size": 1}}, "$.permanents[0].counted_pt.size"),
])
def test_a_bad_count_is_refused_at_its_path(fields: dict[str, Any], path: str) -> None:
    code, _, where = refusal(board(crusader(**fields)))
    assert (code, where) == ("invalid-scenario", path)


def test_counted_pt_is_magics() -> None:
    assert refusal(board(crusader(), ruleset="puzzle-quest"))[0] == "not-in-ruleset"


@pytest.mark.parametrize(("line", "entry"), [
    ("This creature's power and toughness are each equal to the number of creatures you control.",
     {"of": "power-and-toughness", "count": {"controller": "you", "types": ["creature"]}}),
    ("Nightmare's power and toughness are each equal to the number of Swamps you control.",
     {"of": "power-and-toughness", "count": {"controller": "you", "subtypes": ["Swamp"]}}),
    ("This creature's power is equal to the number of artifacts you control.",
     {"of": "power", "count": {"controller": "you", "types": ["artifact"]}}),
    ("This creature's power is equal to the number of Rats you control.",
     {"of": "power", "count": {"controller": "you", "subtypes": ["Rat"]}}),
    ("This creature's toughness is equal to 1 plus the number of green creatures on the battlefield.",
     {"of": "toughness", "count": {"controller": "any", "colors": ["green"], "types": ["creature"]}, "plus": 1}),
])
def test_the_classifier_reads_counts_of_permanents(line: str, entry: dict[str, Any]) -> None:
    name = "Nightmare" if line.startswith("Nightmare") else "Live"
    found = classify(corpus_card(name, line, power="*", toughness="*"))
    assert found["counted_pt"] == entry and not found["unmodelled"]


@pytest.mark.parametrize("line", [
    "This creature's power and toughness are each equal to the number of cards in your hand.",
    "This creature's power and toughness are each equal to the number of creature cards in your graveyard.",
    "This creature's power and toughness are each equal to your life total.",
    "This creature's power and toughness are each equal to the number of non-Wall creatures you control.",
    "This creature's power and toughness are each equal to twice the number of creatures you control.",
    "This creature's power is equal to the number of colorless creatures you control.",
])
def test_counts_the_board_cant_make_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("Live", line, power="*", toughness="*"))
    assert found["unmodelled"] == [line] and "counted_pt" not in found


def test_a_card_by_name_counts_and_the_boards_number_wins() -> None:
    from pyengine.cards import permanent_fields  # noqa: PLC0415
    from pyengine.cards.classify import index_record  # noqa: PLC0415
    record = index_record(corpus_card("Crusader of Odric", "Crusader of Odric's power and toughness are each equal "
                                      "to the number of creatures you control.", power="*", toughness="*"))
    assert record is not None
    fields = permanent_fields(record)
    assert "power" not in fields and "toughness" not in fields and fields["counted_pt"]["count"]["types"] == ["creature"]


def test_a_board_naming_the_card_counts_unless_it_gives_a_number(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyengine import cards  # noqa: PLC0415
    from pyengine.cards.classify import index_record  # noqa: PLC0415
    record = index_record(corpus_card("Crusader of Odric", "Crusader of Odric's power and toughness are each equal "
                                      "to the number of creatures you control.", power="*", toughness="*"))
    monkeypatch.setattr(cards, "find", lambda name, path="$.card": record)
    named = board({"id": "c", "card": "Crusader of Odric", "controller": "alice"}, bear("b"),
                  attackers=[{"id": "c", "target": "bob"}])
    assert pyengine.resolve(named)["final"]["players"]["bob"]["life"] == 18
    named["permanents"][0]["power"] = 5  # the board's number wins; the card's other number is its * again
    assert refusal(named) == ("invalid-scenario", "604.3", "$.permanents[0].toughness")
    named["permanents"][0]["toughness"] = 5
    assert pyengine.resolve(named)["final"]["players"]["bob"]["life"] == 15


def test_a_card_that_counts_warns_that_the_board_must_list_what_it_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    """604.3: Crusader of Odric counts its controller's creatures. A board often lists only the creatures in
    combat, so the card is warned (never refused): list every one, or give the number; a board that gives
    both stats is not warned."""
    from pyengine import cards  # noqa: PLC0415
    from pyengine.cards.classify import index_record  # noqa: PLC0415
    record = index_record(corpus_card("Crusader of Odric", "Crusader of Odric's power and toughness are each equal "
                                      "to the number of creatures you control.", power="*", toughness="*"))
    monkeypatch.setattr(cards, "find", lambda name, path="$.card": record)
    named = board({"id": "c", "card": "Crusader of Odric", "controller": "alice"}, bear("b"),
                  attackers=[{"id": "c", "target": "bob"}])
    from pyengine.engine import warnings  # noqa: PLC0415
    assert pyengine.validate(named) == []
    (warning,) = [w for w in warnings(named) if w["code"] == "counted-pt"]
    assert warning["path"] == "$.permanents[0]" and warning["card"] == "Crusader of Odric"
    assert "its controller's creatures on the battlefield (604.3)" in warning["message"]
    assert "list every one" in warning["message"]
    named["permanents"][0].update(power=4, toughness=4)
    assert [w for w in warnings(named) if w["code"] == "counted-pt"] == []


def test_every_index_card_with_these_fields_is_a_permanent_the_engine_takes() -> None:
    """Each card of the committed index with ``counted_pt``, ``attack_unless``, ``changeling`` or protection from
    a quality other than a colour names fields the engine accepts: alone on a board it attacks or is refused
    only by what it says (a restriction), never for a bad field."""
    from pyengine import cards  # noqa: PLC0415
    colors = {"white", "blue", "black", "red", "green"}
    chosen = [r for r in cards.load_index()["cards"] if r["kind"] in ("creature", "vehicle") and (
        r.get("counted_pt") or r.get("attack_unless") or "changeling" in r.get("keywords", ())
        or set(r.get("protection", ())) - colors)]
    assert len(chosen) > 150
    for record in chosen:
        scenario = board({"id": "x", "card": record["name"], "controller": "alice", "sick": True}, island("i", "bob"))
        of = (record.get("counted_pt") or {}).get("of", "none")
        for field in ("power", "toughness"):  # a * the count doesn't set: the board gives it
            if isinstance(record.get(field), str) and of not in (field, "power-and-toughness"):
                scenario["permanents"][0][field] = 1
        problems = pyengine.validate(scenario)
        if record.get("counted_pt") or record.get("toughness") == 0:  # a count of 0, a printed 0/0 (704.5f)
            problems = [p for p in problems if p["rule"] != "704.5f"]
        assert problems == [], (record["name"], problems)
