"""A creature's own attack and block triggers become its ``triggers``; anything more stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.cards.classify import classify, index_record
from pyengine import cards
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever this creature attacks, it gets +2/+0 until end of turn.", {"on": "attacks", "power": 2, "toughness": 0}),
    ("Whenever Cave People attacks, it gets +1/-2 until end of turn.", {"on": "attacks", "power": 1, "toughness": -2}),
    ("Whenever this creature blocks, it gets +1/+1 and gains first strike until end of turn.",
     {"on": "blocks", "power": 1, "toughness": 1, "keywords": ["first_strike"]}),
    ("Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
     {"on": "becomes-blocked", "for_each_blocker": True, "power": 1, "toughness": 1}),
    ("Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn.",
     {"on": "becomes-blocked-by-a-creature", "power": 1, "toughness": 1}),
    ("Whenever this creature blocks or becomes blocked, it gets -1/+2 until end of turn.",
     {"on": "blocks-or-becomes-blocked", "power": -1, "toughness": 2}),
    ("Whenever this creature attacks, it gains flying and trample until end of turn.",
     {"on": "attacks", "keywords": ["flying", "trample"]}),
    ("Whenever this Vehicle attacks, put a +1/+1 counter on it.", {"on": "attacks", "counters": 1}),
])
def test_own_triggers_become_the_triggers_field(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("Cave People", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == [] and found["keywords"] == []


def test_rampages_own_text_is_rampage_and_a_card_record_carries_its_triggers() -> None:
    text = "Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it " \
           "beyond the first."
    assert classify(corpus_card("R", text))["keywords"] == ["rampage:2"]
    record = index_record(corpus_card("Wolves", "Whenever this creature attacks, it gets +2/+0 until end of turn."))
    assert record is not None and record["triggers"] == [{"on": "attacks", "power": 2, "toughness": 0}]
    assert cards.permanent_fields(record)["triggers"] == record["triggers"]


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Goblin.",
    "Whenever this creature attacks, it gets +1/+1 until end of turn for each creature blocking it.",  # never blocked yet
    "Whenever this creature attacks, target creature gets +2/+2 until end of turn.",
    "Whenever this creature attacks, you may pay {1}. If you do, it gets +2/+0 until end of turn.",
    "Whenever this creature attacks, it gains protection from red until end of turn.",  # not an engine keyword
    "Whenever this creature blocks a creature with flying, this creature gets +2/+0 until end of turn.",
    "Whenever this creature becomes blocked, it gets -2/-1 until end of turn for each creature blocking it beyond "
    "the first.",                                                                       # not rampage's +N/+N
    "Whenever this creature attacks while saddled, it gets +1/+2 until end of turn.",
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]
