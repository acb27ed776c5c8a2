"""Minimal failing examples of engine bugs found by the property tests.

Each test states what the format or the rules require. While the engine got
it wrong the test was marked ``xfail(strict=True)`` (and listed in
``KNOWN_ENGINE_BUGS`` in tests/strategies.py, which keeps the mutation
property from generating that case); the fixed ones stay here as regressions.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import bridge

ROOT = Path(__file__).absolute().parents[1]


def bear_attacks() -> dict[str, Any]:
    """The smallest legal mtg board: a 2/2 attacks."""
    return {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
            "permanents": [{"id": "bear", "controller": "alice", "power": 2, "toughness": 2}],
            "attackers": [{"id": "bear", "target": "bob"}]}


def refused(scenario: dict[str, Any]) -> pyengine.ScenarioError:
    with pytest.raises(pyengine.ScenarioError) as info:
        pyengine.resolve(scenario)
    return info.value


def test_empty_damage_assignment_order_is_refused_in_mtg() -> None:
    # Spec (scenario-format.md, damage_assignment_order): "In every other ruleset it is refused
    # (code: not-in-ruleset)". The field is given; that it names no attacker does not make it mtg's.
    err = refused({**bear_attacks(), "damage_assignment_order": {}})
    assert (err.code, err.path) == ("not-in-ruleset", "$.damage_assignment_order")


def test_points_zero_is_refused_in_mtg() -> None:
    # Spec: "Riftbound players may carry points"; a field the ruleset cannot have is not-in-ruleset.
    scenario = bear_attacks()
    scenario["players"][1]["points"] = 0
    err = refused(scenario)
    assert (err.code, err.path) == ("not-in-ruleset", "$.players[1].points")


@pytest.mark.parametrize("field, value", [("slot", 1), ("disabled", True)])
def test_puzzle_quest_fields_are_refused_in_mtg(field: str, value: Any) -> None:
    # Spec: slot and disabled are puzzle-quest fields; error codes: "not-in-ruleset (a field or action
    # the ruleset cannot have)".
    scenario = bear_attacks()
    scenario["permanents"][0][field] = value
    err = refused(scenario)
    assert (err.code, err.path) == ("not-in-ruleset", f"$.permanents[0].{field}")


@pytest.mark.parametrize("value", [True, 1.0])
def test_format_true_is_refused(value: Any) -> None:
    # Spec: "format": 1; a wrong type is invalid-scenario with the path of the field.
    err = refused({"format": value, **bear_attacks()})
    assert (err.code, err.path) == ("invalid-scenario", "$.format")


SURROGATE_SCENARIOS = {
    # Bad input: an unknown top-level field whose name is a lone surrogate; the path carries it raw.
    "unknown field": '{"ruleset": "mtg", "\\ud800": 1}',
    # A valid board whose player id is a lone surrogate: the result carries it raw.
    "player id": json.dumps({**bear_attacks(), "players": [{"id": "alice"}, {"id": "\ud800"}]}).replace(
        '"bob"', '"\\ud800"'),
}


@pytest.mark.parametrize("name", list(SURROGATE_SCENARIOS))
def test_cli_answers_input_with_lone_surrogate_without_traceback(name: str) -> None:
    # JSON allows the escape "\ud800" (RFC 8259 §7); the spec: "It never prints a Python traceback for
    # bad input", and exit 0 (resolved) or 2 (refused).
    proc = subprocess.run([sys.executable, "-m", "pyengine", "resolve", "-"], input=SURROGATE_SCENARIOS[name],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert "Traceback" not in proc.stderr + proc.stdout
    assert proc.returncode in (0, 2)
    json.loads(proc.stdout)


def test_bridge_answer_is_utf8_text() -> None:
    answer = bridge.call("resolve", SURROGATE_SCENARIOS["unknown field"])
    answer.encode("utf-8")
    assert json.loads(answer)["ok"] is False


@pytest.mark.parametrize("keyword", ["toxic:" + "9" * 4000, "extra_blocks:10000000"])
def test_keyword_number_beyond_the_limit_is_refused(keyword: str) -> None:
    # parse.py: MAX_NUMBER = 10**6, "bigger ones are refused, not slowly resolved"; life, power,
    # counters and amounts are all refused past it. toxic:<4000 digits> is accepted and the result
    # carries a 4000-digit poison count, which JavaScript's JSON.parse reads as Infinity.
    scenario = bear_attacks()
    scenario["permanents"][0]["keywords"] = [keyword]
    err = refused(scenario)
    assert (err.code, err.path) == ("invalid-scenario", "$.permanents[0].keywords[0]")


def _combat(permanents: list[dict[str, Any]], attackers: list[dict[str, Any]],
            blockers: list[dict[str, Any]]) -> dict[str, Any]:
    return {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
            "permanents": permanents, "attackers": attackers, "blockers": blockers}


@pytest.mark.parametrize("ability, counters, blocker_power", [
    # Undying with a +1/+1 counter, given three -1/-1 counters by wither: toughness 0. 704.5f (dies) and
    # 704.5q (a +1/+1 and a -1/-1 counter removed) are performed simultaneously (704.3), so it dies with
    # its +1/+1 counter and undying doesn't return it (702.93a: "if it had no +1/+1 counters on it").
    ("undying", {"+1/+1": 1}, 3),
    # Persist with two +1/+1 counters (4/4): a -1/-1 counter from wither and 3 marked damage. It dies
    # with a -1/-1 counter on it, so persist doesn't return it (702.79a; Kitchen Finks ruling: "persist
    # checks the creature's existence just before it leaves the battlefield, and it still has all those
    # counters on it at that point").
    ("persist", {"+1/+1": 2}, 1),
])
def test_undying_looks_at_the_counters_it_died_with(ability: str, counters: dict[str, int],
                                                     blocker_power: int) -> None:
    blockers = [{"id": "ram", "controller": "bob", "power": blocker_power, "toughness": 9, "keywords": ["wither"]}]
    if ability == "persist":
        blockers.append({"id": "ogre", "controller": "bob", "power": 3, "toughness": 9})
    scenario = _combat(
        [{"id": "geist", "controller": "alice", "power": 2, "toughness": 2, "keywords": [ability],
          "counters": counters}] + blockers,
        [{"id": "geist", "target": "bob"}], [{"id": b["id"], "blocks": ["geist"]} for b in blockers])
    result = pyengine.resolve(scenario)
    events = [ev for step in result["steps"] for ev in step["events"]]
    assert any(ev["type"] == "dies" and ev["id"] == "geist" for ev in events)
    assert not [ev for ev in events if ev["type"] in ("trigger", "returns") and ev.get("ability", ability) == ability]
    assert result["final"]["permanents"]["geist"] == {"zone": "graveyard"}


def test_flanking_triggers_for_every_blocker_as_blockers_are_declared() -> None:
    # 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1
    # until end of turn." A 0/1 blocks two attackers with flanking: both abilities trigger as blockers are
    # declared (509.1i); the first kills it, the second then resolves and does nothing. The engine logs
    # only the first (with one attacker of two flanking instances it logs both: the golden file
    # 702.25b-flanking-twice-blocker-dies-between-triggers).
    scenario = _combat(
        [{"id": "knight1", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["flanking"]},
         {"id": "knight2", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["flanking"]},
         {"id": "wall", "controller": "bob", "power": 0, "toughness": 1, "keywords": ["extra_blocks:1"]}],
        [{"id": "knight1", "target": "bob"}, {"id": "knight2", "target": "bob"}],
        [{"id": "wall", "blocks": ["knight1", "knight2"]}])
    result = pyengine.resolve(scenario)
    triggers = [(ev["source"], ev["target"]) for step in result["before_damage"] for ev in step["events"]
                if ev["type"] == "trigger" and ev["ability"] == "flanking"]
    assert triggers == [("knight1", "wall"), ("knight2", "wall")]


def test_flanking_does_nothing_to_a_blocker_that_died_and_returned() -> None:
    # A 1/1 with undying blocks a knight with two instances of flanking; both trigger as blockers are
    # declared (702.25a, 702.25b). The first makes it 0/0: it dies (704.5f), undying returns it with a
    # +1/+1 counter (702.93a) before the second resolves. That is a new object, not the blocking creature
    # (400.7), so the second gives nothing: it stays a 2/2. The engine shrinks it to 1/1.
    scenario = _combat(
        [{"id": "knight", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["flanking", "flanking"]},
         {"id": "geist", "controller": "bob", "power": 1, "toughness": 1, "keywords": ["undying"]}],
        [{"id": "knight", "target": "bob"}], [{"id": "geist", "blocks": ["knight"]}])
    result = pyengine.resolve(scenario)
    pumps = [ev["id"] for step in result["before_damage"] for ev in step["events"] if ev["type"] == "pump"]
    assert pumps == ["geist"]
    geist = result["final"]["permanents"]["geist"]
    assert (geist["zone"], geist["power"], geist["toughness"]) == ("battlefield", 2, 2)


def test_a_number_out_of_range_is_named_by_its_value() -> None:
    # A negative count is a whole number, just not one the field takes: the message says which.
    scenario = bear_attacks()
    scenario["permanents"][0]["counters"] = {"+1/+1": -1}
    err = refused(scenario)
    assert err.path == "$.permanents[0].counters['+1/+1']"
    assert err.message.endswith("0 or more, not -1"), err.message


def test_trample_attacking_a_battle_is_refused_in_the_battles_words() -> None:
    # 702.19: a trampler attacking a battle assigns its excess to the battle, never to the player.
    scenario = bear_attacks()
    scenario["permanents"] = [
        {"id": "rhino", "controller": "alice", "power": 5, "toughness": 5, "keywords": ["trample"]},
        {"id": "siege", "controller": "alice", "types": ["battle"], "defense": 3, "protector": "bob"},
        {"id": "elf", "controller": "bob", "power": 1, "toughness": 1}]
    scenario["attackers"] = [{"id": "rhino", "target": "siege"}]
    scenario["blockers"] = [{"id": "elf", "blocks": ["rhino"]}]
    scenario["assignments"] = [{"source": "rhino", "division": {"elf": 1, "siege": 2, "bob": 2}}]
    err = refused(scenario)
    assert (err.code, err.path) == ("illegal-assignment", "$.assignments[0].division['bob']")
    assert "attacking a battle" in err.message and "to the battle" in err.message, err.message


def test_a_trigger_of_a_player_who_left_the_game_ceases_to_exist() -> None:
    # 800.4a: when a player leaves the game, the objects they control on the stack that aren't cards cease to
    # exist. alice's "whenever it becomes blocked, each opponent loses 2 life" and bob's "whenever it blocks, each
    # opponent loses 1 life" trigger together; bob's resolves first (APNAP, 101.4) and alice, at 1, loses and
    # leaves (704.5a, 800.4): her trigger never resolves, so bob stays at 20 and carol at 19.
    scenario = {
        "format": 1, "ruleset": "mtg", "active_player": "alice",
        "players": [{"id": "alice", "life": 1}, {"id": "bob"}, {"id": "carol"}],
        "permanents": [
            {"id": "x", "controller": "alice", "power": 2, "toughness": 2,
             "triggers": [{"on": "becomes-blocked", "opponents_lose": 2}]},
            {"id": "y", "controller": "bob", "power": 1, "toughness": 1,
             "triggers": [{"on": "blocks", "opponents_lose": 1}]}],
        "attackers": [{"id": "x", "target": "bob"}],
        "blockers": [{"id": "y", "blocks": ["x"]}],
    }
    result = pyengine.resolve(scenario)
    players = result["final"]["players"]
    assert (players["alice"]["lost"], players["bob"]["life"], players["carol"]["life"]) == (True, 20, 19)
    sources = [ev.get("source") for step in result["before_damage"] for ev in step["events"] if ev["type"] == "trigger"]
    assert sources == ["y"]


def test_a_refused_that_creature_field_is_not_also_said_to_do_nothing() -> None:
    # validate lists every problem once: "damage": -1 is refused at its own path, and the that_creature it was in
    # is not then reported a second time as one that "does nothing" (the refused field was read as 0).
    scenario = bear_attacks()
    scenario["permanents"][0]["triggers"] = [{"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": -1}}]
    problems = pyengine.validate(scenario)
    assert [p["path"] for p in problems] == ["$.permanents[0].triggers[0].that_creature.damage"], problems
