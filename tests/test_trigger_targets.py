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


def events(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for part in result["before_damage"] + result["steps"] for e in part["events"]]


@pytest.mark.parametrize(("ruleset", "keyword", "rule"), [
    ("mtg", "hexproof", "702.11b"), ("mtg-2020", "hexproof", "702.11b"), ("mtg", "shroud", "702.18a"),
    ("mtg-2020", "shroud", "702.18a"), ("mtg-classic", "shroud", "502")])
def test_options_never_offer_a_hexproof_or_shroud_creature_and_naming_one_is_refused(ruleset: str, keyword: str,
                                                                                      rule: str) -> None:
    """702.11b, 702.18a: an opponent's trigger can't target them; the engine's choice skips them (603.3d)."""
    shielded = board(ruleset)
    shielded["permanents"][1]["keywords"] = [keyword]
    answer = pyengine.options(shielded)
    assert answer["trigger_targets"][0]["targets"] == ["v"]
    taps = [e["id"] for e in events(pyengine.resolve(shielded)) if e["type"] == "taps"]
    assert taps == ["v"]
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve({**shielded, "trigger_targets": [{"source": "k", "target": "w"}]})
    assert (refused.value.path, refused.value.rule) == ("$.trigger_targets[0].target", rule)
    assert f"w has {keyword}" in refused.value.message


def test_a_target_that_gains_shroud_before_the_trigger_resolves_makes_it_do_nothing() -> None:
    """608.2b: alice's two attack triggers go on the stack together, both targets chosen then (603.3d); the ally's
    own "it gains shroud" resolves first, so the captain's pump finds its target illegal and does nothing."""
    scenario = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
                "permanents": [
                    {"id": "cap", "controller": "a", "power": 2, "toughness": 2, "triggers": [
                        {"on": "attacks", "target": {"what": "another-creature-you-control", "power": 1,
                                                     "toughness": 1}}]},
                    {"id": "ally", "controller": "a", "power": 2, "toughness": 2,
                     "triggers": [{"on": "attacks", "keywords": ["shroud"]}]}],
                "attackers": [{"id": "cap", "target": "b"}, {"id": "ally", "target": "b"}],
                "trigger_order": [{"source": "ally", "ability": "triggers"}, {"source": "cap", "ability": "triggers"}]}
    result = pyengine.resolve(scenario)
    kinds = [(e["type"], e.get("id") or e.get("target")) for e in events(result)
             if e["type"] in ("gains", "fizzles", "pump")]
    assert kinds == [("gains", "ally"), ("fizzles", "ally")]
    assert result["final"]["players"]["b"]["life"] == 16


def test_provoke_and_mentor_cant_target_shroud_or_an_opponents_hexproof() -> None:
    """702.39a provoke and 702.134a mentor target: 702.18a, 702.11b forbid it, as for own triggers."""
    provoker = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
                "permanents": [{"id": "p", "controller": "a", "power": 2, "toughness": 2, "keywords": ["provoke"]},
                               {"id": "h", "controller": "b", "power": 1, "toughness": 1, "keywords": ["hexproof"]},
                               {"id": "x", "controller": "b", "power": 1, "toughness": 1}],
                "attackers": [{"id": "p", "target": "b", "provoke": "h"}]}
    problems = pyengine.validate(provoker)
    assert ("$.attackers[0].provoke", "702.11b") in [(p["path"], p["rule"]) for p in problems]
    assert next(a for a in pyengine.options({**provoker, "attackers": [{"id": "p", "target": "b"}]})["attacks"]
                if a["id"] == "p")["provoke"] == ["x"]
    mentor = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
              "permanents": [{"id": "m", "controller": "a", "power": 3, "toughness": 3, "keywords": ["mentor"]},
                             {"id": "s", "controller": "a", "power": 1, "toughness": 1, "keywords": ["shroud"]},
                             {"id": "t", "controller": "a", "power": 1, "toughness": 1, "keywords": ["hexproof"]}],
              "attackers": [{"id": "m", "target": "b", "mentor": "s"}, {"id": "s", "target": "b"},
                            {"id": "t", "target": "b"}]}
    assert [(p["path"], p["rule"]) for p in pyengine.validate(mentor)] == [("$.attackers[0].mentor", "702.18a")]
    del mentor["attackers"][0]["mentor"]
    counters = [e for e in events(pyengine.resolve(mentor)) if e["type"] == "counters"]
    assert [e["id"] for e in counters] == ["t"]  # its own hexproof creature is a legal target; shroud's isn't


def test_options_list_an_opponents_ward_creature_after_the_engines_choice() -> None:
    """702.21a: a ward creature is a legal target, never the engine's choice: options list it last."""
    warded = board()
    warded["permanents"][1]["keywords"] = ["ward"]
    assert pyengine.options(warded)["trigger_targets"][0]["targets"] == ["v", "w"]


def test_pays_ward_is_refused_where_no_ward_triggers_and_life_beyond_ones_total() -> None:
    """702.21a: only an opponent's ward triggers; 119.4: no paying more life than one has."""
    plain = board(trigger_targets=[{"source": "k", "target": "w", "pays_ward": True}])
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(plain)
    assert (refused.value.path, refused.value.rule) == ("$.trigger_targets[0].pays_ward", "702.21a")
    poor = board(trigger_targets=[{"source": "k", "target": "w", "pays_ward": True}])
    poor["permanents"][1]["keywords"] = ["ward_life:3"]
    poor["players"][0]["life"] = 2
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(poor)
    assert (refused.value.code, refused.value.rule) == ("invalid-scenario", "119.4")
    poor["players"][0]["life"] = 3  # down to 0: not modelled
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(poor)
    assert refused.value.code == "not-implemented"


def test_a_dies_trigger_countered_by_ward_does_nothing_and_its_life_neither() -> None:
    """603.3, 702.21a: a trigger that waited for the stack (a dies trigger) is countered by ward: no damage, no life."""
    scenario = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
                "permanents": [{"id": "k", "controller": "a", "power": 1, "toughness": 1, "triggers": [
                    {"on": "dies", "gain_life": 3, "target": {"what": "any", "damage": 2}}]},
                    {"id": "w", "controller": "b", "power": 2, "toughness": 2, "keywords": ["ward_life:2"]}],
                "attackers": [{"id": "k", "target": "b"}], "blockers": [{"id": "w", "blocks": ["k"]}],
                "trigger_targets": [{"source": "k", "target": "w", "pays_ward": False}]}
    result = pyengine.resolve(scenario)
    kinds = [e["type"] for e in events(result) if e["type"] in ("trigger", "countered", "life", "damage")]
    assert kinds[-2:] == ["trigger", "countered"]
    assert result["final"]["players"]["a"]["life"] == 20 and result["final"]["permanents"]["w"]["damage"] == 1
    scenario["trigger_targets"][0]["pays_ward"] = True
    paid = pyengine.resolve(scenario)
    assert paid["final"]["players"]["a"]["life"] == 21  # paid 2, gained 3
    assert paid["final"]["permanents"]["w"]["zone"] == "graveyard"  # 1 combat damage + 2 from the trigger


def test_provoke_naming_an_opponents_ward_creature_is_not_implemented() -> None:
    """702.21a: ward's payment for provoke is not modelled: refused, and options don't offer it."""
    provoker = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
                "permanents": [{"id": "p", "controller": "a", "power": 2, "toughness": 2, "keywords": ["provoke"]},
                               {"id": "h", "controller": "b", "power": 1, "toughness": 1, "keywords": ["ward"]},
                               {"id": "x", "controller": "b", "power": 1, "toughness": 1}],
                "attackers": [{"id": "p", "target": "b", "provoke": "h"}]}
    problems = pyengine.validate(provoker)
    assert ("not-implemented", "$.attackers[0].provoke", "702.21a") in [(p["code"], p["path"], p["rule"])
                                                                        for p in problems]
    assert next(a for a in pyengine.options({**provoker, "attackers": [{"id": "p", "target": "b"}]})["attacks"]
                if a["id"] == "p")["provoke"] == ["x"]
