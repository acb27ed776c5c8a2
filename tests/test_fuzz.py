"""Mutated golden scenarios: every engine call answers with data, never an exception.

Each golden file's scenario (unwrapped from ``"scenario"``) is mutated at random but reproducibly
(a fixed seed per case): a value replaced by something of another type or out of range, a field
dropped or added, an entry duplicated, a name made of a lone surrogate, a deep list. The bridge
(what the CLI and the browser call) must answer each with ``{"ok": true, ...}`` or a documented
error code. The normal suite runs a few hundred cases; ``COMBAT_LAB_FUZZ=20000 pytest
tests/test_fuzz.py`` runs a longer campaign.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from golden import golden_files, load
from pyengine import bridge
from pyengine.errors import ERROR_CODES

CASES = int(os.environ.get("COMBAT_LAB_FUZZ", "300"))
SCENARIOS = [load(path)["scenario"] for path in golden_files()]
JUNK: list[Any] = [None, True, 0, -1, 3.0, 2.5, 10**7, -(10**7), "", "x", "\ud800", "exalted", [], {}, ["x"],
                   {"id": "x"}, [[[[[[]]]]]], "flying:-1", "rampage:1000001", "a" * 300]


def places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``data``."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += places(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += places(value, (*path, i))
    return out


def mutate(scenario: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One to three random changes to a copy of ``scenario``."""
    data = copy.deepcopy(scenario)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(places(data)[1:] or [()])
        if not path:
            continue
        *parent_path, key = path
        parent = data
        for step in parent_path:
            parent = parent[step]
        move = rng.random()
        if move < 0.5:
            parent[key] = copy.deepcopy(rng.choice(JUNK))
        elif move < 0.65 and isinstance(parent, dict):
            del parent[key]
        elif move < 0.8 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif move < 0.9 and isinstance(parent, dict):
            parent[rng.choice(["extra", "\udc00", "keywords", "blocks", "id"])] = copy.deepcopy(rng.choice(JUNK))
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = rng.choice([parent[key] + 1, -parent[key], 10**6, 10**6 + 1])
        else:
            parent[key] = copy.deepcopy(rng.choice(JUNK))
    return data


def check(answer_text: str) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(answer_text)
    assert answer["ok"] in (True, False)
    if answer["ok"] is False:
        errors = [answer["error"]] if "error" in answer else answer["problems"]
        assert errors and all(e["code"] in ERROR_CODES for e in errors), errors
    return answer


def run_case(seed: int) -> None:
    rng = random.Random(seed)
    scenario = mutate(rng.choice(SCENARIOS), rng)
    text = json.dumps(scenario)
    check(bridge.call("resolve", text))
    check(bridge.call("validate", text))
    if seed % 10 == 0:
        check(bridge.call("compare", json.dumps({"scenario": scenario})))
    if seed % 10 == 5:
        check(bridge.call("advise", json.dumps({"scenario": scenario, "side": rng.choice(["defender", "attacker"]),
                                                "max_seconds": 2})))


@pytest.mark.parametrize("block", range(10))
def test_mutated_golden_scenarios_get_answers_not_exceptions(block: int) -> None:
    for seed in range(block, CASES, 10):
        run_case(seed)


# -- type swaps on every field of the contract (issue 28: a player id that is a list reached a reader as a
# traceback) -----------------------------------------------------------------------------------------------

SWAPS: list[Any] = [None, True, 0, 1.5, "x", [], [1], {}, {"a": 1}]


def _field_paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _field_paths(value, prefix + (key,))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield from _field_paths(value, prefix + (index,))


def _swapped(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    out = copy.deepcopy(obj)
    holder = out
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return out


def test_every_field_swapped_for_every_json_type_is_answered_never_raised() -> None:
    """Each field of 40 golden boards (every ruleset's) replaced by each JSON type in turn: every entry point
    of the bridge (what the worker, the CLI and the wiki call) answers with a result or a refusal."""
    call_data = bridge.call_data
    files = random.Random(28).sample(golden_files(), 40)
    calls = 0
    for path in files:
        scenario = load(path)["scenario"]
        for field in _field_paths(scenario):
            for value in SWAPS:
                text = json.dumps(_swapped(scenario, field, value))
                for name in ("resolve", "validate", "options", "compare"):
                    answer = call_data(name, text)
                    codes = [p["code"] for p in answer.get("problems", [])] + [answer.get("error", {}).get("code")]
                    assert answer.get("ok") in (True, False) and "internal-error" not in codes, (
                        name, path.name, field, value, answer)
                    calls += 1
                answer = call_data("convert", json.dumps({"scenario": json.loads(text), "ruleset": "mtg"}))
                assert answer.get("ok") is True or answer.get("error", {}).get("code") != "internal-error", (
                    path.name, field)
    assert calls > 10_000
