"""A creature's own exploit trigger (702.110a-b) comes only from its own entering: irrelevant, as an enters trigger
is (603.6a), except on a card that can enter during the combat (persist, undying, ninjutsu). Backup (702.165a) is an
enters trigger that may have put its counters on the creature itself: the board gives them (entry_counters). Its own
"When this creature is turned face up" trigger (116.2b, 702.37e, 708.8) is a player's choice."""

from __future__ import annotations

import pytest

from pyengine.cards.classify import classify
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("text", "line"), [
    ("Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, it "
     "gains the following abilities until end of turn.)\nFlying, first strike, lifelink", "Backup 1"),   # Boon-Bringer Valkyrie
    ("Backup 1, backup 1, backup 1\nTrample", "Backup 1, backup 1, backup 1"),                         # Conclave Sledge-Captain
])
def test_backup_is_counters_it_may_have_entered_with(text: str, line: str) -> None:
    """702.165a: its counters went on it or on another creature (which the board gives with its abilities): the
    board states this one's counters, as for fabricate (702.123a)."""
    found = classify(corpus_card("Boon-Bringer Valkyrie", text, keywords=("Backup", "Flying")))
    assert found["unmodelled"] == [] and found["entry_counters"] == [line] and found["counters"] == {}


@pytest.mark.parametrize(("name", "text", "keywords"), [
    ("Silumgar Butcher", "Exploit (When this creature enters, you may sacrifice a creature.)\nWhen this creature "
     "exploits a creature, target creature gets -3/-3 until end of turn.", ("Exploit",)),
    ("Sidisi, Undead Vizier", "Deathtouch\nExploit\nWhen Sidisi exploits a creature, you may search your library for "
     "a card, put it into your hand, then shuffle.", ("Deathtouch", "Exploit")),
    ("Qarsi Sadist", "Exploit\nWhen this creature exploits a creature, target opponent loses 2 life and you gain 2 "
     "life.", ("Exploit",)),
])
def test_its_own_exploit_trigger_is_irrelevant(name: str, text: str, keywords: tuple[str, ...]) -> None:
    found = classify(corpus_card(name, text, keywords=keywords))
    assert found["unmodelled"] == []
    assert found["irrelevant"] >= 1


@pytest.mark.parametrize("text", [
    # Another creature exploiting: a ninja with exploit can enter during the combat (702.49a).
    "Whenever a creature you control exploits a nontoken creature, create a 2/2 black Zombie creature token.",
    # An effect still running this turn with no field on the board (611.2a, cards/hazards.py).
    "Exploit\nWhen this creature exploits a creature, target creature can't block this turn.",
])
def test_what_can_reach_the_combat_stays_unmodelled(text: str) -> None:
    assert classify(corpus_card("Skull Skaab", text, keywords=("Exploit",)))["unmodelled"]


@pytest.mark.parametrize("text", ["Backup 1\nUndying", "Exploit\nWhen this creature exploits a creature, draw a card and "
                                                        "you lose 1 life.\nPersist"])
def test_a_card_that_can_enter_during_the_combat_keeps_them_unmodelled(text: str) -> None:
    """Undying and persist return it during the combat damage step (702.93a, 702.79a): its enters trigger, and the
    exploit trigger that follows it, then fire (603.6a)."""
    assert classify(corpus_card("X", text, keywords=("Backup", "Exploit", "Undying", "Persist")))["unmodelled"]


@pytest.mark.parametrize("line", [
    "When Hystrodon is turned face up, draw a card.",
    "When this creature is turned face up, target creature gets -3/-3 until end of turn.",   # Skinthinner-like
    "When this creature is turned face up, put a +1/+1 counter on each other Dragon creature you control.",
    "When this creature is turned face up, target opponent loses 3 life and you gain 3 life.",
])
def test_its_own_turned_face_up_trigger_is_a_choice(line: str) -> None:
    """702.37e: only its controller turns it face up, any time they have priority, like activating an ability."""
    found = classify(corpus_card("Hystrodon", f"Trample\n{line}\nMorph {{1}}{{G}}{{G}}", keywords=("Morph", "Trample")))
    assert found["unmodelled"] == [] and found["choices"] == [line]


def test_another_permanent_turned_face_up_stays_unmodelled() -> None:
    line = "Whenever you turn a permanent face up, you may have it get +2/+2 until end of turn."  # Trail of Mystery
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


@pytest.mark.parametrize("line", [
    "When this creature is turned face up, all damage that would be dealt to it this turn is dealt to target "
    "creature instead.",                                                                      # Karona's Zealot
    "When this creature is turned face up, target creature can't block this turn.",           # Horde Ambusher
])
def test_a_face_up_trigger_still_running_this_turn_stays_unmodelled(line: str) -> None:
    """611.2a: turned face up in the main phase, its effect lasts into the combat with no field on the board."""
    found = classify(corpus_card("Karona's Zealot", f"{line}\nMorph {{3}}{{W}}{{W}}", keywords=("Morph",)))
    assert found["unmodelled"] == [line] and found["choices"] == []
