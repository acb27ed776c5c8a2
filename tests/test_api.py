"""The Python API: ``pyengine.validate``, ``ScenarioError``, the JSON bridge, and the docstrings' examples."""

from __future__ import annotations

import copy
import doctest
import importlib
import json
import pkgutil
from typing import Any

import pytest

import pyengine
from pyengine import ERROR_CODES, ScenarioError, bridge


def board() -> dict[str, Any]:
    """A 3/3 flyer and a 2/2 attack; the 2/2 is blocked by a 1/1."""
    return {
        "ruleset": "mtg", "active_player": "alice",
        "players": [{"id": "alice"}, {"id": "bob", "life": 10}],
        "permanents": [
            {"id": "drake", "controller": "alice", "power": 3, "toughness": 3, "keywords": ["flying"]},
            {"id": "bear", "controller": "alice", "power": 2, "toughness": 2},
            {"id": "elf", "controller": "bob", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "drake", "target": "bob"}, {"id": "bear", "target": "bob"}],
        "blockers": [{"id": "elf", "blocks": ["bear"]}],
    }


def refused(scenario: Any) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        pyengine.resolve(scenario)
    return info.value


# validate ---------------------------------------------------------------------------------------

def test_validate_a_valid_scenario_is_empty() -> None:
    assert pyengine.validate(board()) == []


def test_validate_lists_every_problem_with_code_message_path_rule() -> None:
    scenario = board()
    scenario["players"][1]["life"] = 2.5
    scenario["permanents"][0]["keywords"].append("swimming")
    scenario["permanents"][2]["controller"] = "carol"
    scenario["attackers"].append({"id": "bear", "target": "bob"})
    problems = pyengine.validate(scenario)
    for problem in problems:
        assert set(problem) == {"code", "message", "path", "rule"}
        assert problem["code"] in ERROR_CODES and problem["message"] and problem["path"].startswith("$")
    found = {(p["code"], p["path"]) for p in problems}
    assert {("invalid-scenario", "$.players[1].life"), ("unknown-keyword", "$.permanents[0].keywords[1]"),
            ("unknown-id", "$.permanents[2].controller"), ("duplicate-id", "$.attackers[2].id")} <= found


def test_validate_lists_every_illegal_block_at_once() -> None:
    scenario = board()
    scenario["permanents"].append({"id": "wall", "controller": "bob", "power": 0, "toughness": 4, "tapped": True})
    scenario["blockers"] += [{"id": "wall", "blocks": ["bear"]}]
    scenario["blockers"][0]["blocks"] = ["drake"]
    problems = pyengine.validate(scenario)
    assert {(p["code"], p["path"], p["rule"]) for p in problems} == {
        ("illegal-block", "$.blockers[0].blocks[0]", "702.9b"),
        ("illegal-block", "$.blockers[1].id", "509.1a"),
    }


def test_validate_lists_field_problems_and_board_state_problems_together() -> None:
    scenario = board()
    scenario["permanents"][0]["keywords"].append("swimming")  # a shape problem
    scenario["permanents"][1]["toughness"] = 0  # a board that 704.5f would already have changed
    scenario["players"][1]["points"] = 3  # a field of another ruleset
    found = {(p["code"], p["path"], p["rule"]) for p in pyengine.validate(scenario)}
    assert found == {
        ("unknown-keyword", "$.permanents[0].keywords[1]", None),
        ("invalid-scenario", "$.permanents[1].toughness", "704.5f"),
        ("not-in-ruleset", "$.players[1].points", None),
    }


def test_validate_lists_board_state_problems_and_illegal_declarations_together() -> None:
    scenario = board()
    scenario["players"][0]["life"] = 0  # 704.5a
    scenario["blockers"][0]["blocks"] = ["drake"]  # the elf can't block a flyer (702.9b)
    found = {(p["code"], p["path"], p["rule"]) for p in pyengine.validate(scenario)}
    assert found == {
        ("invalid-scenario", "$.players[0].life", "704.5a"),
        ("illegal-block", "$.blockers[0].blocks[0]", "702.9b"),
    }


def test_validate_leaves_out_what_could_follow_from_a_board_that_did_not_parse() -> None:
    # The attacker's only unit names an unknown controller: "alice has no unit, so no combat"
    # would only follow from that typo, so it is left out; d1's own lethal damage is listed.
    scenario = {"ruleset": "riftbound", "active_player": "alice",
                "players": [{"id": "alice"}, {"id": "bob"}],
                "permanents": [{"id": "a1", "controller": "alicia", "might": 2},
                               {"id": "d1", "controller": "bob", "might": 1, "damage": 1}]}
    found = {(p["code"], p["path"]) for p in pyengine.validate(scenario)}
    assert found == {("unknown-id", "$.permanents[0].controller"), ("invalid-scenario", "$.permanents[1].damage")}


def test_validate_finds_an_illegal_division_by_resolving() -> None:
    scenario = {**board(), "assignments": [{"source": "bear", "division": {"elf": 1, "bob": 1}}]}
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["rule"]) for p in problems] == [("illegal-assignment", "510.1c")]


@pytest.mark.parametrize("garbage", [None, [], "scenario", 42, 1.5, True, {}, {"ruleset": None}])
def test_validate_never_raises_on_garbage(garbage: Any) -> None:
    problems = pyengine.validate(garbage)
    assert problems and all(p["path"].startswith("$") for p in problems)


def test_validate_does_not_change_its_input() -> None:
    scenario = {**board(), "assignments": [{"source": "bear", "division": {"elf": 2}}]}
    before = copy.deepcopy(scenario)
    pyengine.validate(scenario)
    pyengine.resolve(scenario)
    assert scenario == before


# ScenarioError ----------------------------------------------------------------------------------

def test_scenario_error_carries_code_message_path_rule() -> None:
    scenario = board()
    scenario["blockers"][0]["blocks"] = ["drake"]
    err = refused(scenario)
    assert isinstance(err, ValueError)
    assert err.code == "illegal-block"
    assert err.path == "$.blockers[0].blocks[0]"
    assert err.rule == "702.9b"
    assert "flying" in err.message and str(err) == err.message
    assert err.to_dict() == {"code": err.code, "message": err.message, "path": err.path, "rule": err.rule}
    assert [p.to_dict() for p in err.problems] == pyengine.validate(scenario)
    assert "illegal-block" in repr(err)


def test_scenario_error_without_a_rule_has_rule_none() -> None:
    err = refused({**board(), "ruleset": "chess"})
    assert (err.code, err.path, err.rule) == ("unknown-ruleset", "$.ruleset", None)


@pytest.mark.parametrize("garbage", [None, [], "x", 3, {"ruleset": "mtg"}])
def test_resolve_refuses_garbage_with_scenario_error(garbage: Any) -> None:
    err = refused(garbage)
    assert err.code == "invalid-scenario" and err.path.startswith("$")


def test_every_error_code_is_documented() -> None:
    assert set(ERROR_CODES) == {
        "invalid-scenario", "unknown-ruleset", "unknown-keyword", "unknown-id", "unknown-card", "duplicate-id", "illegal-attack",
        "illegal-block", "illegal-assignment", "not-in-ruleset", "not-implemented", "internal-error", "too-large",
        "budget"}
    with pytest.raises(AssertionError):
        ScenarioError("no-such-code", "x")


# The bridge -------------------------------------------------------------------------------------

def answer(name: str, payload: Any) -> dict[str, Any]:
    """Call the bridge; it must return a JSON string whatever it is given."""
    out = bridge.call(name, payload)
    assert isinstance(out, str)
    data = json.loads(out)
    assert isinstance(data, dict) and isinstance(data["ok"], bool)
    if data["ok"] is False and "error" in data:
        error = data["error"]
        assert set(error) == {"code", "message", "path", "rule"}
        assert error["code"] in ERROR_CODES and error["path"].startswith("$")
    return data


def test_bridge_resolve_is_resolve() -> None:
    assert answer("resolve", json.dumps(board())) == pyengine.resolve(board())


def test_bridge_validate() -> None:
    assert answer("validate", json.dumps(board())) == {"ok": True, "problems": []}
    data = answer("validate", json.dumps({**board(), "ruleset": "nope"}))
    assert data["ok"] is False and data["problems"][0]["code"] == "unknown-ruleset"


def test_bridge_rulesets_lists_mtg() -> None:
    data = answer("rulesets", "")
    assert "mtg" in [r["id"] for r in data["rulesets"]]


def test_bridge_refusal_is_the_scenario_error() -> None:
    scenario = board()
    scenario["blockers"][0]["blocks"] = ["drake"]
    err = refused(scenario)
    assert answer("resolve", json.dumps(scenario)) == {"ok": False, "error": err.to_dict()}


GARBAGE = {
    "not json": "not json",
    "empty": "",
    "a list": "[1, 2, 3]",
    "a string": '"mtg"',
    "null": "null",
    "truncated": '{"ruleset": "mtg", "players": [',
    "nested lists 100000 deep": "[" * 100_000 + "]" * 100_000,
    "nested objects 100000 deep": '{"a":' * 100_000 + "1" + "}" * 100_000,
    "nested inside a field": '{"ruleset": "mtg", "players": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "huge integer": "9" * 100_000,
    "huge integer in a field": '{"ruleset": "mtg", "players": [{"id": "a", "life": ' + "9" * 5000 + "}]}",
    "big integer in a field": json.dumps({**board(), "players": [{"id": "alice", "life": 10**30}, {"id": "bob"}]}),
    "huge power": json.dumps({**board(), "permanents": [{**board()["permanents"][0], "power": 10**18}]}),
    "overflowing float": "1e999999",
    "NaN life": '{"ruleset": "mtg", "players": [{"id": "a", "life": NaN}]}',
    "Infinity power": json.dumps(board()).replace('"power": 3', '"power": Infinity'),
    "negative zero toughness": json.dumps(board()).replace('"toughness": 3', '"toughness": -0.0'),
    "control characters": '{"ruleset": "mtg\\u0000\\u001b"}',
    "a keyword number with 5000 digits": json.dumps(board()).replace('"flying"', '"toxic:' + "9" * 5000 + '"'),
    "duplicate keys": '{"ruleset": "mtg", "ruleset": "nope"}',
    "a player attacking, with provoke": json.dumps({
        **board(), "attackers": [{"id": "bob", "target": "bob", "provoke": "elf"}], "blockers": []}),
    "permanents null": json.dumps({**board(), "permanents": None}),
    "a permanent id that is a list": json.dumps({**board(), "permanents": [{**board()["permanents"][0], "id": []}]}),
    "blockers null with an on-stack action": json.dumps({
        **board(), "ruleset": "mtg-classic", "blockers": None,
        "actions": [{"at": "on-stack", "do": "remove", "target": "bear", "to": "hand"}]}),
    "keywords null with an on-stack action": json.dumps({
        **board(), "ruleset": "mtg-classic", "permanents": [{**board()["permanents"][0], "keywords": None}],
        "actions": [{"at": "on-stack", "do": "remove", "target": "drake", "to": "hand"}]}),
    "a battlefield controller that is a list": json.dumps({
        "ruleset": "riftbound", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "permanents": [{"id": "u1", "controller": "alice", "might": 3}, {"id": "u2", "controller": "bob", "might": 2}],
        "battlefield": {"id": "bf", "controller": []}}),
}


@pytest.mark.parametrize("name", ["resolve", "validate", "compare"])
@pytest.mark.parametrize("case", list(GARBAGE))
def test_bridge_never_raises_on_garbage(name: str, case: str) -> None:
    payload = GARBAGE[case]
    if name == "compare":  # compare takes {"scenario", "rulesets"}: the garbage goes in the scenario
        payload = '{"scenario": ' + payload + "}" if payload.strip() else payload
    data = answer(name, payload)
    if name == "compare" and data["ok"]:  # a ruleset may take the board (Puzzle Quest drops declarations)
        for result in data["results"].values():
            assert result["ok"] is True or set(result["error"]) == {"code", "message", "path", "rule"}
        assert any(result["ok"] is False for result in data["results"].values())
    else:
        assert data["ok"] is False


@pytest.mark.parametrize("payload", [None, "null", "{}"])
def test_bridge_unknown_call_is_an_error_not_an_exception(payload: Any) -> None:
    data = answer("explode", payload)
    assert data["ok"] is False and data["error"]["code"] == "invalid-scenario"


# Doctests ---------------------------------------------------------------------------------------

MODULES = sorted(info.name for info in pkgutil.walk_packages(pyengine.__path__, "pyengine.")
                 if info.name != "pyengine.__main__")


@pytest.mark.parametrize("module_name", ["pyengine", *MODULES])
def test_doctests(module_name: str) -> None:
    module = importlib.import_module(module_name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failed == 0, f"{failed} doctest(s) of {module_name} failed (run pytest --doctest-modules pyengine)"


def test_there_are_doctests() -> None:
    finder = doctest.DocTestFinder()
    examples = sum(len(test.examples) for name in ["pyengine", *MODULES]
                   for test in finder.find(importlib.import_module(name)))
    assert examples >= 3


def test_bridge_adapt_carries_a_board_over_as_compare_does() -> None:
    scenario = {**board(), "ruleset": "mtg-2020", "damage_assignment_order": {"bear": ["elf"]}}
    data = answer("adapt", json.dumps({"scenario": scenario, "ruleset": "mtg"}))
    assert data["scenario"] == {k: v for k, v in scenario.items() if k != "damage_assignment_order"} | {"ruleset": "mtg"}
    assert data["notes"] == ["mtg has no damage assignment order: the order was left out"]
    refused_ruleset = answer("adapt", json.dumps({"scenario": scenario, "ruleset": "chess"}))
    assert refused_ruleset["error"]["code"] == "unknown-ruleset" and refused_ruleset["error"]["path"] == "$.ruleset"
    assert answer("adapt", "[]")["error"]["code"] == "invalid-scenario"


def test_validate_names_the_requirement_that_could_have_been_obeyed() -> None:
    """509.1c: lure asks every creature able to block to do so; the problem names the one that could."""
    scenario = {"format": 1, "ruleset": "mtg", "active_player": "alice",
                "players": [{"id": "alice"}, {"id": "bob"}],
                "permanents": [{"id": "beast", "name": "Lure Beast", "controller": "alice", "power": 3,
                                "toughness": 3, "keywords": ["lure"]},
                               {"id": "a", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
                               {"id": "g", "name": "Goblin Raider", "controller": "bob", "power": 2, "toughness": 2,
                                "keywords": ["cant_block"]}],
                "attackers": [{"id": "beast", "target": "bob"}]}
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["rule"], p["path"]) for p in problems] == [("illegal-block", "509.1c", "$.blockers")]
    assert "Grizzly Bears can without breaking a restriction" in problems[0]["message"]
    assert "Goblin Raider" not in problems[0]["message"]  # it can't block: no requirement of it can be obeyed
