"""Counters a creature entered with that depend on how it entered (X, kicker, bloodthirst…, 614.1c, 614.12):
the card keeps the line in ``entry_counters``, the board gives the permanent's ``counters``, and until it
does ``validate``, ``check`` and the text say "<the line>: give its counters" (never a silent X = 0)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import pyengine
from pyengine.bridge import call_data
from pyengine.cards import stats  # imported before any test patches the index: it binds the real load_index
from pyengine.cards.classify import classify, index_record
from pyengine.cards.entry_counters import is_entry_counters
from pyengine.cli import _card_text
from pyengine.engine import GIVE_COUNTERS, warnings
from pyengine.play import check
from pyengine.render import card_lines
from tests.test_cards import corpus_card
from tests.test_cards_choices import board, fixture_index  # noqa: F401 (a pytest fixture, used by name)


@pytest.mark.parametrize("line", [
    "This creature enters with X +1/+1 counters on it.",                       # 107.3m: the X that was paid
    "Ochre Jelly enters with X +1/+1 counters on it.",
    "This creature enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.",
    "This creature enters with twice X +1/+1 counters on it.",
    "If this creature was kicked, it enters with two +1/+1 counters on it.",   # 702.33d
    "If this creature was kicked with its {1}{G} kicker, it enters with a +1/+1 counter on it.",
    "This creature enters with a +1/+1 counter on it for each time it was kicked.",   # multikicker
    "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.",
    "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.",
    "This creature enters with a number of +1/+1 counters on it equal to the number of creatures that died this turn.",
    "Bloodthirst 2",                                                           # 702.54a
    "Bloodthirst X",                                                           # 702.54b
    "Sunburst",                                                                # 702.44a, a creature
    "Devour 2", "Devour artifact 1",                                           # 702.82a
    "Amplify 1",                                                               # 702.38a
    "Tribute 3",                                                               # 702.104a
    "Fabricate 2",                                                             # 702.123a: counters or Servos
    "Megamorph {2}{R}",                                                        # 702.37b: a counter if turned up for it
])
def test_counters_set_by_how_it_entered_are_the_boards_to_give(line: str) -> None:
    card = corpus_card("Jelly" if "Ochre" not in line else "Ochre Jelly", line, keywords=(line.split()[0],))
    found = classify(card)
    assert found["entry_counters"] == [line] and found["unmodelled"] == [] and found["counters"] == {}
    record = index_record(card)
    assert record is not None and record["entry_counters"] == [line] and "unmodelled" not in record


@pytest.mark.parametrize("line", [
    "If this creature was kicked, it enters with three +1/+1 counters on it and with trample.",   # a keyword too
    "This creature enters with a shield counter on it.",                       # 122.1c: not a P/T counter
    "This creature enters with X +1/+0 counters on it.",
    "This creature enters with your choice of a deathtouch counter or a lifelink counter on it.",
    "As this creature enters, roll a six-sided die. This creature enters with a number of +1/+1 counters on it "
    "equal to the result.",                                                    # a second sentence
    "You may have this creature enter as a copy of any creature on the battlefield, except it enters with X "
    "additional +1/+1 counters on it.",                                        # 707.2: a copy
    "Each other creature you control enters with an additional +1/+1 counter on it.",   # others entering
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("Jelly", line, keywords=(line,) if " " not in line else ()))
    assert found["entry_counters"] == [] and found["unmodelled"] == [line]


def test_sunburst_on_a_noncreature_gives_charge_counters_and_stays_unmodelled() -> None:
    """702.44a: an object entering as a noncreature gets charge counters, which change no combat of a Vehicle."""
    assert not is_entry_counters("Sunburst", creature=False)
    found = classify(corpus_card("Engine", "Sunburst\nCrew 1", types=("Artifact",), subtypes=("Vehicle",)))
    assert found["entry_counters"] == [] and found["unmodelled"] == ["Sunburst"]


def test_a_creature_that_can_enter_during_the_combat_keeps_the_line_unmodelled() -> None:
    """Persist returns it during the combat the engine resolves (702.79a), with X = 0 (107.3m) and bloodthirst
    counting this combat's damage: the engine does not apply the line as it returns."""
    for line in ("This creature enters with X +1/+1 counters on it.", "Bloodthirst 1"):
        found = classify(corpus_card("Finks", f"{line}\nPersist", keywords=("Persist",)))
        assert found["unmodelled"] == [line] and found["entry_counters"] == []


def test_a_fixed_number_is_still_the_cards_own_counters_and_the_rest_of_the_card_stays_honest() -> None:
    """A fixed number is the card's ``counters`` (614.1c, nothing to give); modular's are, but its dies trigger
    that moves them (702.43a) stays unmodelled."""
    fixed = classify(corpus_card("Floodchaser", "This creature enters with six +1/+1 counters on it."))
    assert fixed["counters"] == {"+1/+1": 6} and fixed["entry_counters"] == []
    him = classify(corpus_card("The Duke", "The Duke enters with a +1/+1 counter on him."))   # 201.5: its name
    assert him["counters"] == {"+1/+1": 1} and him["entry_counters"] == [] and him["unmodelled"] == []
    modular = classify(corpus_card("Arcbound", "Modular 2", keywords=("Modular",)))
    assert modular["counters"] == {"+1/+1": 2} and modular["unmodelled"] == ["Modular 2"]
    both = classify(corpus_card("Drake", "Kicker {4}\nFlying\nIf this creature was kicked, it enters with two "
                                "+1/+1 counters on it.\nWhenever this creature blocks, create a 1/1 white Soldier creature token."))
    assert both["keywords"] == ["flying"] and len(both["entry_counters"]) == 1
    assert both["unmodelled"] == [] and both["triggers"] == [  # a token it creates (111.1): cards/token_lines.py
        {"on": "blocks", "create": {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Soldier"]}}]


# -- the board ---------------------------------------------------------------------------------------

ENDLESS = {"id": "endless", "card": "Endless One", "controller": "alice"}       # 0/0, X counters
MINOTAURS = {"id": "minotaurs", "card": "Gorehorn Minotaurs", "controller": "alice"}   # 3/3, bloodthirst 2
DRAKE = {"id": "drake", "card": "Academy Drake", "controller": "bob"}           # 2/2 flying, kicker: two
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}


def test_a_board_that_does_not_give_the_counters_is_warned_at_its_counters(fixture_index: Any) -> None:
    scenario = board(MINOTAURS, DRAKE)
    assert warnings(scenario) == [
        {"code": "entry-counters", "message": "Bloodthirst 2" + GIVE_COUNTERS, "path": "$.permanents[0].counters",
         "card": "Gorehorn Minotaurs"},
        {"code": "entry-counters", "message": "If this creature was kicked, it enters with two +1/+1 counters on it"
         + GIVE_COUNTERS, "path": "$.permanents[1].counters", "card": "Academy Drake"}]
    assert GIVE_COUNTERS.startswith(": give its counters")
    answer = call_data("validate", json.dumps(scenario))
    assert answer["ok"] is True and answer["warnings"] == warnings(scenario)
    assert check(scenario)["warnings"] == answer["warnings"]


def test_given_counters_silence_the_warning_and_are_the_permanents(fixture_index: Any) -> None:
    """Bloodthirst paid: the 3/3 Minotaurs entered with two +1/+1 counters, a 5/5 (122.1a); the kicked Drake
    with two, a 4/4, which the 5/5 still kills. ``{}`` says none: the Minotaurs a 3/3 that the unkicked 2/2 Drake
    deals 2 to."""
    kicked = board(dict(MINOTAURS, counters={"+1/+1": 2}), dict(DRAKE, counters={"+1/+1": 2}))
    assert warnings(kicked) == []
    final = pyengine.resolve(kicked)["final"]["permanents"]
    assert (final["minotaurs"]["power"], final["minotaurs"]["toughness"]) == (5, 5)
    assert final["drake"]["zone"] == "graveyard" and final["minotaurs"]["zone"] == "battlefield"
    unkicked = board(dict(MINOTAURS, counters={}), dict(DRAKE, counters={}))
    assert warnings(unkicked) == []
    final = pyengine.resolve(unkicked)["final"]["permanents"]
    assert (final["minotaurs"]["power"], final["minotaurs"]["toughness"], final["minotaurs"]["damage"]) == (3, 3, 2)
    assert final["drake"]["zone"] == "graveyard"


def test_an_x_creature_without_its_counters_is_a_0_0_the_board_must_fix(fixture_index: Any) -> None:
    """Endless One is printed 0/0: a board that does not give its counters has a 0/0 on it, which state-based
    actions would already have put into the graveyard (704.5f): refused, with the warning saying what to give.
    With three counters it is a 3/3 (X = 3)."""
    bare = board(ENDLESS, BEARS)
    answer = call_data("validate", json.dumps(bare))
    assert answer["ok"] is False and [w["code"] for w in answer["warnings"]] == ["entry-counters"]
    given = board(dict(ENDLESS, counters={"+1/+1": 3}), BEARS)
    assert warnings(given) == []
    final = pyengine.resolve(given)["final"]["permanents"]
    assert (final["endless"]["power"], final["endless"]["toughness"], final["endless"]["zone"]) == (3, 3, "battlefield")
    assert final["bears"]["zone"] == "graveyard"


def test_the_text_and_the_card_say_it(fixture_index: Any) -> None:
    assert card_lines(board(MINOTAURS, BEARS)) == [f"Bloodthirst 2{GIVE_COUNTERS} (Gorehorn Minotaurs)"]
    assert card_lines(board(dict(MINOTAURS, counters={}), BEARS)) == []
    answer = pyengine.card("Gorehorn Minotaurs")
    assert answer["entry_counters"] == ["Bloodthirst 2"] and answer["unmodelled"] == []
    assert "counters" not in answer["permanent"]
    assert "counters it entered with (give its counters): Bloodthirst 2" in _card_text(answer).split("\n")


def test_coverage_counts_them_as_modelled_and_says_how_many_wait_on_the_board(
        fixture_index: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fixture's X, bloodthirst and kicker creatures have nothing unmodelled: each is fully modelled once its
    board gives its counters, and ``cards stats`` says how many such creatures there are."""
    monkeypatch.setattr(stats, "load_index", lambda: fixture_index)
    figures = stats.coverage()
    names = {"Endless One", "Gorehorn Minotaurs", "Academy Drake"}
    assert figures["creatures_with_entry_counters"] == len(names)
    assert all(not r.get("unmodelled") for r in fixture_index["cards"] if r["name"] in names)
    assert "the board gives (X, kicker, bloodthirst…): 3;" in stats.coverage_text(figures)


def test_megamorph_is_a_counter_the_board_gives_not_irrelevant() -> None:
    # 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid":
    # a board that names Atarka Efreet has it face up, a 5/1 or (turned up for {2}{R}) a 6/2. Like backup,
    # the counter is the board's to give, never silently left off as an irrelevant keyword.
    card = corpus_card("Atarka Efreet", "Megamorph {2}{R}", keywords=("Megamorph",))
    found = classify(card)
    assert found["entry_counters"] == ["Megamorph {2}{R}"] and found["irrelevant"] == 0
    assert classify(corpus_card("Jelly", "Morph {2}{R}", keywords=("Morph",)))["entry_counters"] == []


def test_unleash_is_a_counter_the_board_gives_and_cant_block_while_it_has_one() -> None:
    """702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" (the board's to say: its
    counters) and "This permanent can't block as long as it has a +1/+1 counter on it" (a static, 611.3a)."""
    card = classify(corpus_card("Rakdos", "Unleash (You may have this creature enter with a +1/+1 counter on it. "
                                "It can't block as long as it has a +1/+1 counter on it.)", keywords=("Unleash",)))
    assert card["entry_counters"] == ["Unleash"] and card["unmodelled"] == []
    assert card["statics"] == [{"while": "always", "counters": {"kind": "+1/+1", "at_least": 1}, "keywords": ["cant_block"]}]
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "permanents": [{"id": "bear", "name": "Bear", "controller": "alice", "power": 2, "toughness": 2},
                            {"id": "cackler", "card": "Rakdos Cackler", "controller": "bob", "counters": {"+1/+1": 1}}],
             "attackers": [{"id": "bear", "target": "bob"}], "blockers": [{"id": "cackler", "blocks": ["bear"]}]}
    with pytest.raises(pyengine.errors.ScenarioError) as refused:
        pyengine.resolve(board)
    assert refused.value.code == "illegal-block" and "can't block" in str(refused.value)
    board["permanents"][1]["counters"] = {}  # it entered without the counter: it may block
    held = pyengine.resolve(board)
    assert held["ok"] is True and held["final"]["permanents"]["cackler"]["zone"] == "graveyard"


def test_riot_is_a_counter_or_haste_the_board_gives() -> None:
    """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
    haste." Which one is a fact of the game: the board gives its counters ({} and the keyword haste if it chose
    haste); until it does, validate warns, and the plain card has neither."""
    card = classify(corpus_card("Zhur-Taa Goblin", "Riot (This creature enters with your choice of a +1/+1 counter "
                                "or haste.)", keywords=("Riot",)))
    assert card["entry_counters"] == ["Riot"] and card["unmodelled"] == [] and card["counters"] == {}
    assert card["keywords"] == []
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "permanents": [{"id": "goblin", "card": "Zhur-Taa Goblin", "controller": "alice"}],
             "attackers": [{"id": "goblin", "target": "bob"}]}
    assert [w["code"] for w in pyengine.engine.warnings(board)] == ["entry-counters"]
    board["permanents"][0]["counters"] = {"+1/+1": 1}
    assert pyengine.engine.warnings(board) == []
    assert pyengine.resolve(board)["final"]["players"]["bob"]["life"] == 17
    board["permanents"][0].update(counters={}, keywords=["haste"], sick=True)
    assert pyengine.resolve(board)["final"]["players"]["bob"]["life"] == 18
