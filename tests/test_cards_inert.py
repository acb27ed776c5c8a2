"""Triggered abilities whose whole effect the engine cannot see are irrelevant; anything more stays unmodelled."""

from __future__ import annotations

import pytest

from pyengine.cards.classify import classify
from pyengine.cards.inert import is_inert_trigger
from tests.test_cards import corpus_card


@pytest.mark.parametrize("line", [
    "When this creature dies, draw a card.",
    "Whenever this creature deals combat damage to a player, you may draw a card.",
    "Whenever this creature attacks, scry 2.",
    "Whenever this creature blocks, surveil 1.",
    "When this creature dies, create a Treasure token.",
    "Whenever this creature attacks, investigate. This ability triggers only once each turn.",
    "Whenever this creature attacks, draw a card, then discard a card.",
    "Whenever this creature attacks, you may discard a card. If you do, draw a card.",
    "Whenever this creature deals combat damage to a player, that player discards a card.",
    "Whenever this creature attacks, defending player discards a card at random.",
    "Whenever this creature deals combat damage to a player, you get {E}{E}.",
    "When this creature dies, you may pay {2}. If you do, draw a card.",
    "Whenever this creature attacks, if you control an artifact, draw a card.",
    "Whenever this creature becomes blocked, scry 1, then draw a card.",
    "At the beginning of combat on your turn, target player mills two cards.",
])
def test_inert_effects_are_irrelevant_whatever_triggers_them(line: str) -> None:
    assert is_inert_trigger(line)
    found = classify(corpus_card("Inert", line))
    assert found["unmodelled"] == [] and found["irrelevant"] == 1


@pytest.mark.parametrize("line", [
    "When this creature dies, you gain 2 life and draw a card.",           # life is tracked
    "Whenever this creature attacks, you draw a card and you lose 1 life.",
    "Whenever this creature attacks, put a +1/+1 counter on it, then scry 1.",  # a counter
    "Whenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking that "
    "player.",  # in combat
    "Whenever this creature attacks, discard a card.",                      # forced: it may be the ninja
    "Whenever this creature blocks, each opponent discards a card.",         # the attacker's hand: the ninja
    "Whenever this creature attacks, that player discards a card.",          # no damaged player named
    "Whenever this creature attacks, draw a card, then you may put a land card from your hand onto the "
    "battlefield.",
    "Whenever this creature attacks, you may pay 2 life. If you do, draw a card.",
    "Whenever this creature attacks, you may sacrifice another creature. If you do, draw a card.",
    "When this creature dies, return it to its owner's hand.",
    "Whenever this creature attacks, tap target creature, then scry 1.",
    "Draw a card.",                                                         # not a trigger
])
def test_any_other_effect_keeps_the_line_unmodelled(line: str) -> None:
    assert not is_inert_trigger(line)
    assert classify(corpus_card("Live", line))["unmodelled"] == [line]
