"""An own trigger's one target (triggers[i].target, trigger_targets): the card lines read, the refusals, options."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.errors import ScenarioError
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("line", "entry"), [
    ("Whenever this creature attacks, tap target creature defending player controls.",
     {"on": "attacks", "target": {"what": "creature-defending-player-controls", "tap": True}}),
    ("Whenever this creature attacks, target creature can't block this turn.",
     {"on": "attacks", "target": {"what": "creature", "cant_block": True}}),
    ("Whenever this creature attacks, target creature gets +2/+2 until end of turn.",
     {"on": "attacks", "target": {"what": "creature", "power": 2, "toughness": 2}}),
    ("Whenever this creature attacks, another target attacking creature gains flying until end of turn.",
     {"on": "attacks", "target": {"what": "another-attacking-creature", "keywords": ["flying"]}}),
    ("When this creature dies, it deals 2 damage to any target.",
     {"on": "dies", "target": {"what": "any", "damage": 2}}),
    ("When this creature dies, put a +1/+1 counter on target creature you control.",
     {"on": "dies", "target": {"what": "creature-you-control", "counters": 1}}),
    ("Whenever this creature deals combat damage to a player, put a +1/+1 counter on target creature.",
     {"on": "deals-combat-damage-to-a-player", "target": {"what": "creature", "counters": 1}}),
])
def test_a_targeted_trigger_is_read(line: str, entry: dict[str, Any]) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [entry] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, you may tap target creature.",
    "Whenever this creature attacks, target attacking creature without flying gains flying until end of turn.",
    "Whenever this creature attacks, tap target creature you don't control.",
    "When this creature dies, tap target creature defending player controls.",  # no defending player then
    "Whenever this creature blocks, tap target creature defending player controls.",
    "Whenever this creature attacks, up to one target creature can't block this turn.",
    "When this creature enters, target creature can't block this turn.",
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]


def board(ruleset: str = "mtg", **extra: Any) -> dict[str, Any]:
    return {"ruleset": ruleset, "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
            "permanents": [{"id": "k", "controller": "a", "power": 2, "toughness": 2, "triggers": [
                {"on": "attacks", "target": {"what": "creature-defending-player-controls", "tap": True}}]},
                {"id": "w", "controller": "b", "power": 1, "toughness": 4},
                {"id": "v", "controller": "b", "power": 1, "toughness": 1}],
            "attackers": [{"id": "k", "target": "b"}], **extra}


def test_options_offer_the_legal_targets_and_a_named_illegal_one_is_refused() -> None:
    answer = pyengine.options(board())
    assert answer["trigger_targets"] == [{"source": "k", "trigger": 0, "targets": ["w", "v"], "rule": "603.3d"}]
    w = next(b for b in answer["blocks"]["blockers"] if b["id"] == "w")
    assert not w["can_block"] and w["refusal"]["rule"] == "509.1a"  # tapped by the attack trigger (the first legal)
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(board(trigger_targets=[{"source": "k", "target": "k"}]))
    assert (refused.value.path, refused.value.rule) == ("$.trigger_targets[0].target", "115.1d")
    assert "k is not a creature defending player controls: choose w, v" in refused.value.message


def test_a_trigger_without_a_target_is_refused_as_named_and_puzzle_quest_refuses_the_field() -> None:
    plain = board()
    plain["permanents"][0]["triggers"] = [{"on": "attacks", "power": 1}]
    plain["trigger_targets"] = [{"source": "k", "target": "w"}]
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(plain)
    assert refused.value.path == "$.trigger_targets[0].trigger"
    pq = pyengine.validate({"ruleset": "puzzle-quest", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
                            "permanents": [], "trigger_targets": []})
    assert any(p["code"] == "not-in-ruleset" and p["path"] == "$.trigger_targets" for p in pq)


def test_any_target_takes_damage_only() -> None:
    bad = board()
    bad["permanents"][0]["triggers"] = [{"on": "dies", "target": {"what": "any", "tap": True}}]
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(bad)
    assert refused.value.rule == "115.4"
