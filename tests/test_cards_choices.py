"""Triggers that only a player's act fires (a spell cast, a land entering, a card cycled or sacrificed,
603.2) are choices when the board's actions can state their effect: prowess (702.108a), landfall (an ability word,
207.2c), heroic, magecraft, extort (702.101a)… The card keeps them in ``choices``; a ``pump``, ``grant``, ``deal``,
``counters``, ``life``, ``remove`` or ``prevent`` action says that one triggered. One whose whole effect is outside
what the engine tracks (draw, scry, mana) is irrelevant; anything else stays unmodelled.

The boards here read the index made from tests/card_fixture.json (no download, and independent of the
committed index).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import cards
from pyengine.cards.choice_triggers import is_choice_trigger, triggers_on_a_choice
from pyengine.cards.classify import MODELLED_KEYWORDS, classify
from pyengine.cli import _card_text
from pyengine.engine import warnings
from pyengine.render import card_lines
from tests.test_cards import corpus_card
from tests.test_cards_index import FIXTURE, TOOL

ROOT = Path(__file__).resolve().parent.parent


def _clear() -> None:
    for cached in (cards._by_key, cards._normalised_names):  # built from load_index, once
        cached.cache_clear()


@pytest.fixture
def fixture_index(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """The card index made from tests/card_fixture.json, in place of the committed one."""
    index: dict[str, Any] = TOOL.build_index(FIXTURE)
    _clear()
    monkeypatch.setattr(cards, "load_index", lambda: index)
    yield index
    _clear()


def board(*permanents: dict[str, Any], actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Alice's first permanent attacks Bob; each of Bob's blocks it."""
    blockers = [{"id": p["id"], "blocks": [permanents[0]["id"]]} for p in permanents[1:] if p["controller"] == "bob"]
    return {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": list(permanents), "attackers": [{"id": permanents[0]["id"], "target": "bob"}],
            "blockers": blockers, **({"actions": actions} if actions else {})}


# -- the classifier ------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Prowess",                                                                            # 702.108a
    "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",  # its text, written out
    "Whenever you cast an instant or sorcery spell, this creature gets +2/+0 until end of turn.",
    "Whenever you cast an instant, sorcery, or Wizard spell, this creature gets +1/+1 until end of turn.",
    "Whenever you cast a Spirit or Arcane spell, this creature gets +1/+1 until end of turn.",
    "Whenever you cast your first instant or sorcery spell each turn, this creature gets +1/+1 until end of turn.",
    "Whenever you cast a spell, this creature gains first strike until end of turn.",    # a grant action
    "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.",   # 207.2c
    "Landfall — Whenever a land you control enters, this creature gains trample until end of turn.",
    "Whenever a land enters the battlefield under your control, CARDNAME gets +1/+1 until end of turn.",
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, this creature gets +1/+1 until end of turn.",
    "Heroic — Whenever you cast a spell that targets this creature, this creature gets +1/+1 and gains "
    "deathtouch until end of turn.",
    # Other players' acts: nothing the engine resolves casts a spell or puts a land onto the battlefield either.
    "Whenever an opponent casts a spell, this creature gets +1/+1 until end of turn.",
    "Whenever a player casts a spell, you may put a +1/+1 counter on this creature.",          # 122.1a: counters
    "Whenever an opponent casts a spell, this creature deals 1 damage to that player.",        # 120.2: deal
    "Whenever a land enters, this creature gets +1/+1 until end of turn.",
    # Effects the counters, life, deal, remove and prevent actions state.
    "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature.",
    "Whenever you cast an instant or sorcery spell, put two +1/+1 counters on CARDNAME.",
    "Whenever you cast an instant or sorcery spell, put a -1/-1 counter on target creature.",
    "Whenever you cast a noncreature spell, this creature deals 1 damage to each opponent.",
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, this creature deals 1 damage to any target.",
    "Landfall — Whenever a land you control enters, you gain 1 life.",
    "Whenever you cast an instant or sorcery spell, each opponent loses 1 life and you gain 1 life.",
    "Whenever you cast a noncreature spell, creatures you control get +1/+1 until end of turn.",  # a pump each
    "Whenever you cast an instant or sorcery spell, target creature gets +1/+1 until end of turn.",
    "Landfall — Whenever a land you control enters, you may have target creature get -2/-2 until end of turn.",
    "Landfall — Whenever a land you control enters, you may have this creature get +2/+2 until end of turn.",
    "Whenever you cast a spell, you may return this creature to its owner's hand.",             # remove
    "Whenever you cast a noncreature spell, prevent the next 1 damage that would be dealt to this creature this turn.",
    "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on this creature.",
    # Other acts: cycling (702.29a), sacrificing (701.21a: the remove action says it).
    "Whenever you cycle a card, this creature gets +1/+1 until end of turn.",
    "Whenever a player cycles a card, target creature an opponent controls gets -1/-1 until end of turn.",
    "Whenever you sacrifice a creature, put a +1/+1 counter on this creature.",
    "Whenever you sacrifice another permanent, this creature deals 1 damage to each opponent. This ability triggers "
    "only once each turn.",
    # A part outside the engine rides along; a mana payment is a cost the engine doesn't track (106.4, 601.2f).
    "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature, then scry 1.",
    "Whenever you cast an instant or sorcery spell, put a +1/+1 counter on this creature, then create a Clue token.",
    "Whenever you cast a noncreature spell, you may pay {1}. If you do, target opponent loses 2 life and you gain "
    "2 life.",
    "Extort",                                                           # 702.101a: life actions, each opponent's
])
def test_a_trigger_on_a_players_act_whose_effect_the_actions_state_is_a_choice(line: str) -> None:
    """603.2: it triggers only when a player casts a spell (601.2i), a land enters, a card is cycled or discarded or
    a permanent sacrificed, which the engine never does by itself: the board's actions say whether it happened."""
    keyword = (line,) if line in ("Prowess", "Extort") else ()
    found = classify(corpus_card("Lynx", line.replace("CARDNAME", "Lynx"), keywords=keyword))
    assert found["choices"] == [line.replace("CARDNAME", "Lynx")], line
    assert found["unmodelled"] == [] and found["irrelevant"] == 0 and found["keywords"] == []


def test_prowess_in_a_keyword_line_goes_with_the_modelled_keywords() -> None:
    found = classify(corpus_card("Spear", "Flying, prowess", keywords=("Flying", "Prowess")))
    assert found["keywords"] == ["flying"] and found["choices"] == ["Prowess"] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever you cast a noncreature spell, if it's your turn, this creature gets +1/+1 until end of turn.",  # 603.4
    "Whenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of turn, where X is that "
    "spell's mana value.",
    "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn and can't be blocked this turn.",
    "Whenever you cast a noncreature spell, this creature gains hexproof until end of turn.",  # no grant of it
    # A keyword that counts as attackers or blockers are declared (508.1, 509.1) can't come from an action,
    # which is after blocks at the earliest: the board gives it in keywords (Fledgling Griffin, the Duos).
    "Landfall — Whenever a land you control enters, this creature gains flying until end of turn.",
    "Whenever you cast a spell, this creature gains fear until end of turn.",
    "Heroic — Whenever you cast a spell that targets this creature, this creature gets +1/+1 and gains "
    "intimidate until end of turn.",
    "Whenever you cast a spell, this creature gets +1/+1 and gains forestwalk until end of turn.",
    "Whenever you cast a spell, this creature gains vigilance until end of turn.",
    "Whenever you cast a spell, target creature gains flying until end of turn.",
    # A creature token is a combatant the board can't add mid-combat (111.1); a lone discard may be the ninja in hand.
    "Whenever you cast a noncreature spell, create a 1/1 white Soldier creature token.",
    "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature and create a 1/1 Spirit creature "
    "token.",
    "Whenever you cast a spell, discard a card.",
    # An amount set by the game, a count, or a condition.
    "Whenever you cast an instant or sorcery spell, this creature deals damage equal to that spell's mana value to "
    "any target.",
    "Whenever you discard one or more cards, put that many +1/+1 counters on this creature.",
    "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature for each opponent you have.",
    "Whenever an opponent casts a spell, if it's not their turn, this creature deals 1 damage to them.",
    "Whenever you cast a noncreature spell, you gain life equal to this creature's power.",
    # A cost that is not mana, and effects no action states.
    "Whenever you cast a spell, you may pay 2 life. If you do, put a +1/+1 counter on this creature.",
    "Whenever you cast a spell, you may sacrifice a creature. If you do, this creature deals 2 damage to any target.",
    "Whenever you cast a noncreature spell, untap this creature.",
    "Whenever you cast a noncreature spell, put a ki counter on this creature.",
    "Whenever you cast a noncreature spell, remove a -1/-1 counter from this creature.",
    "Whenever you cast a spell, target creature an opponent controls can't block this turn.",
    "Whenever you cast a spell, gain control of target creature until end of turn.",
    "Whenever you cast a noncreature spell, it deals 1 damage to each opponent.",              # "it": which?
    # Events the engine itself can cause during combat: a creature entering (undying, persist, ninjutsu), life
    # gained (lifelink), becoming a target (provoke), dying. (Its own forms the engine resolves become its
    # ``triggers``: tests/test_own_enters_triggers.py.)
    "Whenever another creature you control enters, remove a -1/-1 counter from this creature.",
    "Whenever you gain life, put a +1/+1 counter on target creature you control.",
    "Whenever this creature becomes the target of a spell or ability, put a +1/+1 counter on it.",
    "Whenever another creature dies, you may gain 1 life.",
    "Constellation — Whenever an enchantment you control enters, this creature gets +1/+1 until end of turn.",
    # A card drawn or discarded, a scry or a surveil: an irrelevant dies or combat-damage trigger (Thieving Magpie's
    # draw, the damaged player's discard: cards/inert.py) does them unseen, by no one's choice (603.2, 121.1,
    # 701.9a), after the last combat damage step too, where no action can say what followed.
    "Whenever you draw a card, each opponent loses 1 life.",
    "Whenever you draw your second card each turn, put a +1/+1 counter on this creature.",
    "Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn.",
    "Whenever you discard a card, target creature an opponent controls gets -1/-1 until end of turn.",
    "Whenever an opponent discards a card, that player loses 2 life.",
    "Whenever you scry, this creature gets +2/+0 and gains first strike until end of turn.",
    "Whenever you surveil, put a +1/+1 counter on this creature.",
    # Each player at once: the actions are one at a time, with state-based actions after each, so two players
    # dropping to 0 together (a draw, 104.4a, 704.3) could not be said.
    "Whenever you cast a noncreature spell, each player loses 1 life.",
    "Whenever you cast a spell, this creature deals 1 damage to each player.",
    # Two conditions: the second may be an attack in this combat (603.2, cards/hazards.py).
    "Whenever you cast a spell and whenever this creature attacks, put a +1/+1 counter on this creature.",
])
def test_anything_more_in_such_a_trigger_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("Lynx", line))
    assert found["unmodelled"] == [line] and found["choices"] == [] and found["irrelevant"] == 0


@pytest.mark.parametrize("line", [
    "Whenever you cast a noncreature spell, scry 1.",                               # 701.22a: a library
    "Whenever you cycle or discard a card, draw a card, then discard a card.",      # 121.1, 701.9a: a hand
    "Landfall — Whenever a land you control enters, add {G}.",                      # 106.4: mana
    "Whenever you cast an instant or sorcery spell, you get {E}.",                  # 107.14: energy
    "Whenever you sacrifice a Food, you may pay {1}. If you do, surveil 1.",        # 701.25a
    "Whenever an opponent casts a spell, you may draw a card.",
    "Whenever you draw a card, scry 1.",                                            # whatever drew it
    "Whenever you discard a card, add {R}.",
    "Whenever you cast a noncreature spell, create a Treasure token.",              # 111.10: no board reads it
])
def test_a_trigger_on_a_players_act_with_an_effect_outside_combat_is_irrelevant(line: str) -> None:
    """No action would change the board: whether it triggered, the engine resolves the same combat."""
    found = classify(corpus_card("Lynx", line))
    assert found["irrelevant"] == 1 and found["choices"] == [] and found["unmodelled"] == []


def test_a_gained_keyword_must_be_one_a_grant_action_can_give() -> None:
    line = "Whenever you cast a noncreature spell, this creature gains {} until end of turn."
    assert is_choice_trigger(line.format("first strike and trample"), MODELLED_KEYWORDS)
    assert not is_choice_trigger(line.format("first strike and shroud"), MODELLED_KEYWORDS)


@pytest.mark.parametrize(("line", "triggered"), [
    ("Prowess", True),
    ("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.", True),
    ("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.", True),
    ("{R}: This creature gets +1/+0 until end of turn.", False),
    ("Sacrifice this creature: It deals 1 damage to any target.", False),
    ("Crew 3", False),
    ("Boast — {1}{R}: This creature deals 1 damage to any target.", False),
])
def test_a_choice_is_worded_as_triggered_or_as_activated(line: str, triggered: bool) -> None:
    assert triggers_on_a_choice(line) is triggered


# -- the board ---------------------------------------------------------------------------------------

SPEAR = {"id": "spear", "card": "Monastery Swiftspear", "controller": "alice"}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}
LYNX = {"id": "lynx", "card": "Steppe Lynx", "controller": "alice"}


def test_the_fixtures_prowess_and_landfall_cards_are_choices_with_nothing_unmodelled(fixture_index: Any) -> None:
    spear = pyengine.card("Monastery Swiftspear")
    assert spear["choices"] == ["Prowess"] and spear["unmodelled"] == [] and spear["permanent"]["keywords"] == ["haste"]
    lynx = pyengine.card("Steppe Lynx")
    assert lynx["choices"] == ["Landfall — Whenever a land you control enters, this creature gets +2/+2 until end "
                               "of turn."] and lynx["unmodelled"] == []


def test_prowess_is_no_warning_and_the_board_without_a_spell_resolves_unpumped(fixture_index: Any) -> None:
    """No action: no noncreature spell was cast. The 1/2 Swiftspear and the 2/2 Bears trade damage; the
    Swiftspear dies (704.5g) and the Bears survive."""
    scenario = board(SPEAR, BEARS)
    assert warnings(scenario) == []
    final = pyengine.resolve(scenario)["final"]["permanents"]
    assert final["spear"]["zone"] == "graveyard" and final["bears"]["zone"] == "battlefield"


def test_prowess_that_triggered_is_a_pump_action(fixture_index: Any) -> None:
    """A noncreature spell cast after blocks: prowess's +1/+1 until end of turn (702.108a, 611.2a) is the pump
    action; the 2/3 Swiftspear survives the Bears' 2 damage and kills them. The same board typed by hand (no
    card) gives the same result: the card adds nothing the action does not say."""
    pump = [{"at": "after-blocks", "do": "pump", "target": "spear", "power": 1, "toughness": 1}]
    named = pyengine.resolve(board(SPEAR, BEARS, actions=pump))
    final = named["final"]["permanents"]
    assert final["spear"] == {"zone": "battlefield", "controller": "alice", "damage": 2, "power": 2, "toughness": 3,
                              "counters": {}, "tapped": True}
    assert final["bears"]["zone"] == "graveyard"
    typed = board({"id": "spear", "name": "Monastery Swiftspear", "controller": "alice", "types": ["creature"],
                   "subtypes": ["Human", "Monk"], "colors": ["red"], "power": 1, "toughness": 2, "keywords": ["haste"]},
                  {"id": "bears", "name": "Grizzly Bears", "controller": "bob", "types": ["creature"],
                   "subtypes": ["Bear"], "colors": ["green"], "power": 2, "toughness": 2}, actions=pump)
    assert pyengine.resolve(typed) == named


def test_landfall_with_two_lands_is_two_pumps(fixture_index: Any) -> None:
    """Each land entering triggers landfall once (603.2c): two pumps of +2/+2 make the 0/1 Lynx a 4/5."""
    pump = {"at": "after-blocks", "do": "pump", "target": "lynx", "power": 2, "toughness": 2}
    final = pyengine.resolve(board(LYNX, BEARS, actions=[pump, pump]))["final"]["permanents"]
    assert (final["lynx"]["power"], final["lynx"]["toughness"], final["lynx"]["zone"]) == (4, 5, "battlefield")
    assert final["bears"]["zone"] == "graveyard"


def test_the_text_says_what_to_do_if_it_triggered(fixture_index: Any) -> None:
    said = card_lines(board(SPEAR, BEARS))
    assert said == ["A player's choice, made only where the board's actions say so: Prowess (Monastery Swiftspear); "
                    "if it triggered (a spell cast, a land entered, a card cycled, a permanent "
                    "sacrificed…), add the matching actions (a pump, a grant, deal, counters, life, remove, prevent) to \"actions\""]


def test_the_card_text_lists_prowess_as_a_choice(fixture_index: Any) -> None:
    text = _card_text(pyengine.card("Monastery Swiftspear"))
    assert "a player's choice (give it as an action): Prowess" in text.split("\n")
    assert "does not model" not in text
    assert json.loads(json.dumps(pyengine.card("Monastery Swiftspear")))["entry_counters"] == []


def test_the_actions_state_what_such_a_trigger_did() -> None:
    """Vivi Ornitier's "whenever you cast a noncreature spell, put a +1/+1 counter on Vivi Ornitier and it deals 1
    damage to each opponent" (a counters and a deal action, 122.1a, 120.2) and extort's "each opponent loses 1 life and
    you gain life equal to the total life lost" (a life action each, 702.101a, 119.3), cast after blocks: the 0/3
    becomes a 1/4 that survives the Bears' 2, bob loses 1 to the damage and 1 to extort, alice gains 1."""
    vivi = {"id": "vivi", "name": "Vivi Ornitier", "controller": "alice", "types": ["creature"], "power": 0,
            "toughness": 3}
    syndic = {"id": "syndic", "name": "Syndic of Tithes", "controller": "alice", "types": ["creature"], "power": 2,
              "toughness": 2}
    bears = {"id": "bears", "name": "Grizzly Bears", "controller": "bob", "types": ["creature"], "power": 2,
             "toughness": 2}
    actions = [{"at": "after-blocks", "do": "counters", "target": "vivi", "kind": "+1/+1", "amount": 1},
               {"at": "after-blocks", "do": "deal", "source": "vivi", "target": "bob", "amount": 1},
               {"at": "after-blocks", "do": "life", "target": "bob", "amount": -1, "source": "syndic"},
               {"at": "after-blocks", "do": "life", "target": "alice", "amount": 1, "source": "syndic"}]
    final = pyengine.resolve(board(vivi, bears, syndic, actions=actions))["final"]
    assert final["permanents"]["vivi"] == {"zone": "battlefield", "controller": "alice", "damage": 2, "power": 1,
                                           "toughness": 4, "counters": {"+1/+1": 1}, "tapped": True}
    assert final["permanents"]["bears"]["damage"] == 1
    assert (final["players"]["alice"]["life"], final["players"]["bob"]["life"]) == (21, 18)


def test_a_draw_trigger_is_no_choice_when_a_damage_trigger_draws() -> None:
    """603.2, 121.1: Thieving Magpie's "Whenever this creature deals damage to an opponent, draw a card" (irrelevant to
    the engine, cards/inert.py) draws a card after its combat damage, by no one's choice, and that draw triggers
    Niv-Mizzet, Parun's "Whenever you draw a card, Niv-Mizzet deals 1 damage to any target": with bob at 1 after
    the Magpie's damage, he would lose (704.5a). No action can say it (none comes after the regular damage step),
    so the line is not a choice: the board warns that it is not modelled."""
    niv = pyengine.card("Niv-Mizzet, Parun")
    line = "Whenever you draw a card, Niv-Mizzet deals 1 damage to any target."
    assert line in niv["unmodelled"] and line not in niv["choices"]
    scenario = {"format": 1, "ruleset": "mtg", "active_player": "alice",
                "players": [{"id": "alice"}, {"id": "bob", "life": 2}],
                "permanents": [{"id": "niv", "card": "Niv-Mizzet, Parun", "controller": "alice"},
                               {"id": "magpie", "card": "Thieving Magpie", "controller": "alice"}],
                "attackers": [{"id": "magpie", "target": "bob"}]}
    assert card_lines(scenario) == [f"Combat Lab does not model: {line} (Niv-Mizzet, Parun)"]
