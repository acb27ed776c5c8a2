"""``trigger_order`` (603.3b): a player's simultaneous triggers resolve in the order the scenario chooses.

The golden files ``tests/scenarios/keywords/603.3b-*`` show attack triggers (mentor before battle cry, and
the default order); these tests cover the other moments and the refusals.
"""

from __future__ import annotations

from typing import Any

import pytest

import pyengine


def board(**extra: Any) -> dict[str, Any]:
    """Two attackers with undying, each blocked and killed by a 3/3."""
    scenario = {"ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                "permanents": [{"id": "u1", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["undying"]},
                               {"id": "u2", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["undying"]},
                               {"id": "b1", "controller": "bob", "power": 3, "toughness": 3},
                               {"id": "b2", "controller": "bob", "power": 3, "toughness": 3}],
                "attackers": [{"id": "u1", "target": "bob"}, {"id": "u2", "target": "bob"}],
                "blockers": [{"id": "b1", "blocks": ["u1"]}, {"id": "b2", "blocks": ["u2"]}]}
    scenario.update(extra)
    return scenario


def triggers(result: dict[str, Any]) -> list[str]:
    return [e["source"] for step in result["before_damage"] + result["steps"] for e in step["events"]
            if e["type"] == "trigger"]


def test_death_triggers_follow_the_chosen_order() -> None:
    assert triggers(pyengine.resolve(board())) == ["u1", "u2"]
    chosen = pyengine.resolve(board(trigger_order=[{"source": "u2", "ability": "undying"}]))
    assert triggers(chosen) == ["u2", "u1"]
    assert chosen["final"] == pyengine.resolve(board())["final"]


def test_each_player_orders_only_their_own_triggers() -> None:
    """APNAP (101.4) first: bob's bushido resolves before alice's rampage whatever alice's order says."""
    scenario = {"ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                "permanents": [{"id": "r", "controller": "alice", "power": 3, "toughness": 3,
                                "keywords": ["rampage:1", "bushido:1"]},
                               {"id": "s", "controller": "bob", "power": 1, "toughness": 1, "keywords": ["bushido:1"]},
                               {"id": "t", "controller": "bob", "power": 1, "toughness": 1}],
                "attackers": [{"id": "r", "target": "bob"}],
                "blockers": [{"id": "s", "blocks": ["r"]}, {"id": "t", "blocks": ["r"]}]}
    names = [(e["source"], e["ability"]) for e in pyengine.resolve(scenario)["before_damage"][1]["events"]
             if e["type"] == "trigger"]
    assert names == [("s", "bushido"), ("r", "bushido"), ("r", "rampage")]
    scenario["trigger_order"] = [{"source": "r", "ability": "rampage"}, {"source": "s", "ability": "bushido"}]
    names = [(e["source"], e["ability"]) for e in pyengine.resolve(scenario)["before_damage"][1]["events"]
             if e["type"] == "trigger"]
    assert names == [("s", "bushido"), ("r", "rampage"), ("r", "bushido")]


def test_a_trigger_gained_by_an_action_may_be_ordered() -> None:
    scenario = board(actions=[{"at": "after-blocks", "do": "grant", "target": "b1", "keyword": "persist"}],
                     trigger_order=[{"source": "b1", "ability": "persist"}])
    assert pyengine.validate(scenario) == []


@pytest.mark.parametrize(("order", "code", "path"), [
    ([{"source": "u1", "ability": "flying"}], "invalid-scenario", "$.trigger_order[0].ability"),
    ([{"source": "u1", "ability": "persist"}], "invalid-scenario", "$.trigger_order[0].source"),
    ([{"source": "nobody", "ability": "undying"}], "unknown-id", "$.trigger_order[0].source"),
    ([{"source": "bob", "ability": "undying"}], "unknown-id", "$.trigger_order[0].source"),
    ([{"source": "u1", "ability": "undying"}, {"source": "u1", "ability": "undying"}], "invalid-scenario",
     "$.trigger_order[1]"),
    ([{"source": "u1"}], "invalid-scenario", "$.trigger_order[0].ability"),
    ([{"source": "u1", "ability": "undying", "when": 1}], "invalid-scenario", "$.trigger_order[0].when"),
    ({"u1": "undying"}, "invalid-scenario", "$.trigger_order"),
])
def test_a_bad_entry_is_refused_with_its_path(order: Any, code: str, path: str) -> None:
    problems = pyengine.validate(board(trigger_order=order))
    assert (code, path) in [(p["code"], p["path"]) for p in problems], problems


def test_rulesets_without_a_stack_refuse_it() -> None:
    quest = {"ruleset": "puzzle-quest", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "permanents": [{"id": "k", "controller": "alice", "power": 2, "toughness": 2}],
             "trigger_order": []}
    rift = {"ruleset": "riftbound", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": [{"id": "k", "controller": "alice", "might": 2}], "trigger_order": []}
    for scenario in (quest, rift):
        assert [(p["code"], p["path"]) for p in pyengine.validate(scenario)] == [("not-in-ruleset", "$.trigger_order")]


def test_compare_and_next_turn_leave_it_out_where_it_has_no_meaning() -> None:
    from pyengine.compare import adapt  # noqa: PLC0415
    from pyengine.turns import next_turn  # noqa: PLC0415

    scenario = board(trigger_order=[{"source": "u2", "ability": "undying"}])
    kept, _ = adapt(scenario, "mtg-2020")
    assert kept["trigger_order"] == scenario["trigger_order"]
    quest = {**scenario, "permanents": [{k: v for k, v in p.items() if k != "keywords"}
                                        for p in scenario["permanents"]]}
    dropped, notes = adapt(quest, "puzzle-quest")
    assert "trigger_order" not in dropped and any("trigger order" in n for n in notes)
    assert "trigger_order" not in next_turn(scenario, pyengine.resolve(scenario))


def test_enlist_is_ordered_with_the_other_attack_triggers() -> None:
    """Enlist's +X/+0 is a triggered ability (702.154a) that goes on the stack with battle cry (603.3b)."""
    scenario = {"ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                "permanents": [{"id": "e", "controller": "alice", "power": 2, "toughness": 2,
                                "keywords": ["enlist", "battle_cry"]},
                               {"id": "o", "controller": "alice", "power": 1, "toughness": 1},
                               {"id": "h", "controller": "alice", "power": 3, "toughness": 3}],
                "attackers": [{"id": "e", "target": "bob", "enlist": "h"}, {"id": "o", "target": "bob"}]}

    def attack_triggers(result: dict[str, Any]) -> list[tuple[str, str]]:
        return [(e["source"], e["ability"]) for e in result["before_damage"][0]["events"] if e["type"] == "trigger"]

    assert attack_triggers(pyengine.resolve(scenario)) == [("e", "battle_cry"), ("e", "enlist")]
    offer = pyengine.options(scenario)["triggers"]
    assert [(t["source"], t["ability"]) for t in offer[0]["triggers"]] == [("e", "battle_cry"), ("e", "enlist")]
    chosen = {**scenario, "trigger_order": [{"source": "e", "ability": "enlist"}]}
    result = pyengine.resolve(chosen)
    assert attack_triggers(result) == [("e", "enlist"), ("e", "battle_cry")]
    assert result["final"]["permanents"]["e"]["power"] == 5 and result["final"]["players"]["bob"]["life"] == 13


def test_three_players_triggers_resolve_in_reverse_apnap_order() -> None:
    """101.4: the active player puts their triggers on the stack first, then each other player in turn order,
    so the last player's resolve first and the active player's last."""
    scenario = {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
                "permanents": [{"id": "x", "controller": "a", "power": 2, "toughness": 2, "keywords": ["bushido:1"]},
                               {"id": "y", "controller": "a", "power": 2, "toughness": 2},
                               {"id": "bb", "controller": "b", "power": 1, "toughness": 1, "keywords": ["bushido:1"]},
                               {"id": "cc", "controller": "c", "power": 1, "toughness": 1, "keywords": ["bushido:1"]}],
                "attackers": [{"id": "x", "target": "b"}, {"id": "y", "target": "c"}],
                "blockers": [{"id": "bb", "blocks": ["x"]}, {"id": "cc", "blocks": ["y"]}]}
    events = pyengine.resolve(scenario)["before_damage"][1]["events"]
    assert [e["source"] for e in events if e["type"] == "trigger"] == ["cc", "bb", "x"]


def test_a_two_headed_giant_team_orders_its_players_triggers_together() -> None:
    """805.7: the active team puts all the triggers any of its players controls on the stack in the order it
    chooses: options offers one order for the team, and every permutation of it is followed."""
    scenario = {"ruleset": "mtg", "variant": "two-headed-giant", "active_player": "a1",
                "players": [{"id": p, "team": p[0].upper()} for p in ("a1", "a2", "b1", "b2")],
                "permanents": [{"id": "m", "controller": "a1", "power": 3, "toughness": 3, "keywords": ["mentor"]},
                               {"id": "d", "controller": "a2", "power": 2, "toughness": 2, "keywords": ["dethrone"]}],
                "attackers": [{"id": "m", "target": "b2", "mentor": "d"}, {"id": "d", "target": "b1"}]}
    (offer,) = pyengine.options(scenario)["triggers"]
    assert offer["player"] == "a1" and offer["triggers"] == [{"source": "d", "ability": "dethrone"},
                                                            {"source": "m", "ability": "mentor"}]
    for order, power in ((offer["triggers"], 3), (offer["triggers"][::-1], 4)):
        result = pyengine.resolve({**scenario, "trigger_order": order})
        assert [e["source"] for e in result["before_damage"][0]["events"] if e["type"] == "trigger"] == [
            t["source"] for t in order]
        assert result["final"]["permanents"]["d"]["power"] == power
