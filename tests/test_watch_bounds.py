"""A trigger's ``watches`` bounds (power, toughness): a bad bound is one problem at its path, and the refusals of the
bounds as a whole cite the trigger condition (603.2), not a static's rule (611.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.engine import validate


def _board(bounds: Any) -> dict[str, Any]:
    trigger = {"on": "a-creature-dies", "gain_life": 1, "watches": {"power": bounds}}
    return {"format": 1, "ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "active_player": "alice",
            "permanents": [{"id": "w", "controller": "alice", "power": 1, "toughness": 1, "triggers": [trigger]}]}


PATH = "$.permanents[0].triggers[0].watches.power"


@pytest.mark.parametrize(("bounds", "path", "rule"), [
    ({"at_least": -1}, f"{PATH}.at_least", None),      # below 0: that bound's problem, not "give at_least" too
    ({"at_most": "2"}, f"{PATH}.at_most", None),
    ({}, f"{PATH}.at_least", "603.2"),
    ({"at_least": 3, "at_most": 1}, f"{PATH}.at_most", "603.2"),
])
def test_a_bad_bound_is_one_problem(bounds: Any, path: str, rule: str | None) -> None:
    problems = validate(_board(bounds))
    assert [(p["path"], p["rule"]) for p in problems] == [(path, rule)]


def test_a_statics_counter_bounds_still_cite_611_3a() -> None:
    board = _board({"at_least": 1})
    board["permanents"][0]["statics"] = [{"affects": {"counters": {"kind": "+1/+1"}}, "power": 1}]
    assert [p["rule"] for p in validate(board)] == ["611.3a"]
