"""Hostile or huge boards: every entry point does bounded work and answers without a traceback.

Big inputs are made here, never stored. The limits are in ``pyengine/limits.py`` and documented in
docs/scenario-format.md ("Limits").
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import bridge, limits
from pyengine.advisor import advise
from pyengine.errors import ERROR_CODES, ScenarioError
from pyengine.limits import SearchBudget

ROOT = Path(__file__).absolute().parents[1]


def army(attackers: int, defenders: int, *, attacker_keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    """Attackers of varied sizes at the defending player, and varied untapped defenders."""
    perms = [{"id": f"a{i}", "controller": "a", "power": 2 + i % 4, "toughness": 1 + i % 5,
              "keywords": list(attacker_keywords)} for i in range(attackers)]
    perms += [{"id": f"d{i}", "controller": "b", "power": 1 + i % 5, "toughness": 2 + i % 3} for i in range(defenders)]
    return {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}], "permanents": perms,
            "attackers": [{"id": f"a{i}", "target": "b"} for i in range(attackers)]}


def refused(scenario: Any) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        pyengine.resolve(scenario)
    return info.value


# Keyword copies, keyword instances, events --------------------------------------------------------

def test_keyword_copies_past_the_limit_are_refused_naming_the_limit_and_field() -> None:
    scenario = army(1, 0)
    scenario["permanents"][0]["keywords"] = ["exalted"] * (limits.MAX_KEYWORD_COPIES + 1)
    err = refused(scenario)
    assert (err.code, err.path) == ("too-large", "$.permanents[0].keywords")
    assert "MAX_KEYWORD_COPIES" in err.message and "'exalted'" in err.message


def test_keyword_copies_at_the_limit_resolve() -> None:
    scenario = army(1, 0)
    scenario["permanents"][0]["keywords"] = ["exalted"] * limits.MAX_KEYWORD_COPIES
    result = pyengine.resolve(scenario)
    # Exalted: each instance triggers for a creature attacking alone (702.83a).
    assert result["final"]["players"]["b"]["life"] == 20 - (2 + limits.MAX_KEYWORD_COPIES)


def test_keywords_on_the_whole_board_are_bounded() -> None:
    scenario = army(0, 0)
    scenario.pop("attackers")
    per = limits.MAX_KEYWORD_COPIES
    count = limits.MAX_KEYWORD_INSTANCES // per + 1
    scenario["permanents"] = [{"id": f"p{i}", "controller": "a", "power": 1, "toughness": 1,
                               "keywords": ["exalted"] * per} for i in range(count)]
    err = refused(scenario)
    assert (err.code, err.path) == ("too-large", "$.permanents") and "MAX_KEYWORD_INSTANCES" in err.message


def test_a_board_making_too_many_events_is_refused_quickly() -> None:
    # The reported share link: battle cry copies beside many attackers (each copy pumps every other one).
    scenario = army(120, 0)
    scenario["permanents"][0]["keywords"] = ["battle_cry"] * limits.MAX_KEYWORD_COPIES
    started = time.perf_counter()
    err = refused(scenario)
    assert (err.code, err.path) == ("too-large", "$.permanents") and "MAX_EVENTS" in err.message
    assert time.perf_counter() - started < 20  # a sanity ceiling, not a benchmark (bench/ measures speed)


def test_validate_lists_at_most_max_problems_and_says_how_many_more() -> None:
    scenario = army(0, 0)
    scenario["permanents"] = [{"id": f"p{i}", "controller": "nobody", "power": 1, "toughness": 1} for i in range(500)]
    problems = pyengine.validate(scenario)
    assert len(problems) == limits.MAX_PROBLEMS + 1
    assert problems[-1]["code"] == "too-large" and "400 more" in problems[-1]["message"]


def test_a_list_longer_than_max_items_is_refused_before_it_is_read() -> None:
    scenario = army(1, 1)
    scenario["blockers"] = [{"id": "d0", "blocks": ["a0"] * 1_000_000}]
    started = time.perf_counter()
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["path"]) for p in problems] == [("too-large", "$.blockers[0].blocks")]
    assert time.perf_counter() - started < 5


# Nesting, numbers and text ------------------------------------------------------------------------

def deep(levels: int) -> str:
    return '{"ruleset": "mtg", "title": ' + "[" * levels + "]" * levels + "}"


@pytest.mark.parametrize("call", ["resolve", "validate", "compare", "advise"])
def test_deep_nesting_is_refused_by_every_bridge_call(call: str) -> None:
    text = deep(100_000)
    payload = text if call in ("resolve", "validate") else json.dumps({"scenario": "x"})[:-5] + text + "}"
    answer = bridge.call_data(call, payload)
    error = answer["error"] if "error" in answer else answer["problems"][0]
    assert error["code"] == "too-large" and "MAX_DEPTH" in error["message"]


@pytest.mark.parametrize("entry", ["resolve", "validate", "compare", "advise"])
def test_deep_nesting_from_python_is_refused_by_every_entry_point(entry: str) -> None:
    data: Any = []
    for _ in range(5000):
        data = [data]
    scenario = dict(army(1, 1), title=data)
    if entry == "validate":
        assert [p["code"] for p in pyengine.validate(scenario)] == ["too-large"]
        return
    call = {"resolve": pyengine.resolve, "compare": pyengine.compare,
            "advise": lambda s: pyengine.advise(s, "defender")}[entry]
    with pytest.raises(ScenarioError) as info:
        call(scenario)
    assert info.value.code == "too-large" and info.value.path.startswith("$.title[0]")


def test_deep_nesting_from_python_names_the_path() -> None:
    data: Any = []
    for _ in range(100):
        data = [data]
    err = refused({"ruleset": "mtg", "title": data})
    assert err.code == "too-large" and err.path.startswith("$.title[0][0]")


@pytest.mark.parametrize(("text", "words"), [
    ('{"ruleset": "mtg", "players": ' + "9" * 4400 + "}", "4,400 digits"),
    ('{"ruleset": "mtg", "players": NaN}', "NaN is not a number JSON allows"),
    ('{"ruleset": "mtg", "players": -Infinity}', "-Infinity is not a number JSON allows"),
])
def test_numbers_json_does_not_allow_are_named_plainly(text: str, words: str) -> None:
    error = bridge.call_data("resolve", text)["error"]
    assert error["code"] == "invalid-scenario" and words in error["message"]
    assert "set_int_max_str_digits" not in error["message"]


@pytest.mark.parametrize(("value", "words"), [
    (3.0, "not 3.0 (write a whole number without a decimal point: 3)"),
    (float("nan"), "not NaN"), (float("inf"), "not Infinity"), (2.5, "a number with a fraction (2.5)")])
def test_a_number_not_whole_says_what_it_is(value: float, words: str) -> None:
    scenario = army(1, 0)
    scenario["permanents"][0]["power"] = value
    err = refused(scenario)
    assert err.path == "$.permanents[0].power" and words in err.message


def test_format_true_says_a_boolean() -> None:
    err = refused(dict(army(1, 0), format=True))
    assert err.path == "$.format" and err.message.endswith("not a boolean")


def test_a_byte_order_mark_is_skipped() -> None:
    answer = bridge.call_data("resolve", "\ufeff" + json.dumps(army(1, 0)))
    assert answer["ok"] is True


# Every CLI command, hostile files ----------------------------------------------------------------

def surrogate_board() -> str:
    scenario = army(1, 1)
    scenario["permanents"][0]["name"] = "Bear\ud800"
    scenario["permanents"][1]["name"] = "\udc00Wall"
    return json.dumps(scenario)  # ensure_ascii: the lone surrogates travel as \\ud800 escapes


HOSTILE_FILES = {"deep": deep(5000), "surrogate": surrogate_board(), "bom": "\ufeff" + json.dumps(army(1, 1)),
                 "digits": json.dumps(army(1, 1)).replace('"power": 2', '"power": ' + "9" * 4400, 1)}


@pytest.mark.parametrize("command", ["resolve", "validate", "compare", "advise"])
@pytest.mark.parametrize("text_flag", [False, True])
@pytest.mark.parametrize("kind", list(HOSTILE_FILES))
def test_every_cli_command_answers_hostile_files_without_traceback(tmp_path: Path, command: str, text_flag: bool,
                                                                    kind: str) -> None:
    path = tmp_path / "board.json"
    path.write_text(HOSTILE_FILES[kind], encoding="utf-8")
    args = [sys.executable, "-m", "pyengine", command, str(path)] + (["--text"] if text_flag else [])
    proc = subprocess.run(args, capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={"PYTHONIOENCODING": "utf-8", "PATH": "/usr/bin:/bin"})
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    assert proc.returncode in (0, 2) and proc.stdout.strip()
    if kind in ("deep", "digits"):
        assert proc.returncode == 2
        assert ("too-large" if kind == "deep" else "4,400 digits") in proc.stdout
    if kind == "bom":
        assert proc.returncode == 0
    if kind == "surrogate" and text_flag and command == "resolve":
        assert "Bear\\ud800" in proc.stdout


# The advisor's budget ----------------------------------------------------------------------------

def test_the_advisor_counts_before_it_builds_extra_blocks_of_a_million() -> None:
    # Thirty attackers and one blocker that may block all of them: 2**30 declarations, none built ahead.
    scenario = army(30, 1)
    scenario["permanents"][-1]["keywords"] = ["extra_blocks:1000000"]
    tracemalloc.start()
    try:
        answer = advise(scenario, "defender", budget=SearchBudget(nodes=40))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 2**20, f"peak {peak / 2**20:.0f} MB"
    assert answer["search"]["complete"] is False and answer["search"]["reason"] == "node-limit"
    assert answer["search"]["nodes"] <= 41
    assert "best found so far" in answer["explanation"]
    assert answer["choice"]["blockers"] is not None


def test_the_advisor_stops_at_its_time_budget_with_the_best_so_far() -> None:
    # Twelve attackers against twelve different blockers: far beyond a second of search.
    budget = SearchBudget(seconds=0.5)
    started = time.perf_counter()
    tracemalloc.start()
    try:
        answer = advise(army(12, 12), "defender", budget=budget)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    elapsed = time.perf_counter() - started
    assert answer["ok"] is True and answer["search"]["complete"] is False
    assert answer["search"]["reason"] == "time-limit"
    assert elapsed < 0.5 + 5, elapsed  # the budget, plus resolving the few declarations kept
    assert peak < 256 * 2**20, f"peak {peak / 2**20:.0f} MB"
    # What it answers is legal: the engine resolves it.
    assert pyengine.resolve(dict(army(12, 12), blockers=answer["choice"]["blockers"]))["ok"] is True


def test_the_advisor_counts_the_fights_it_would_hold_before_building_them() -> None:
    # Thirty attackers against thirty blockers of fifteen kinds (two of each): 3**15 ways to block
    # each attacker, far more than the advisor may hold at once (ADVISE_MAX_BUILT). It stops before
    # building them (issue 28: boards like this ran for minutes and grew by gigabytes).
    scenario = army(30, 30)
    tracemalloc.start()
    try:
        answer = advise(scenario, "defender")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 2**20, f"peak {peak / 2**20:.0f} MB"
    assert answer["search"]["complete"] is False and answer["search"]["reason"] == "size-limit"
    assert f"{limits.ADVISE_MAX_BUILT:,} candidate fights" in answer["explanation"]
    assert pyengine.resolve(dict(scenario, blockers=answer["choice"]["blockers"]))["ok"] is True


def test_the_advisor_reads_the_clock_while_it_builds_the_fights_it_counted() -> None:
    # The same board with room for every fight: building them is itself past a short time budget.
    scenario = army(30, 30)
    tracemalloc.start()
    try:
        answer = advise(scenario, "defender", budget=SearchBudget(seconds=0.2, built=10**9))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert answer["search"]["complete"] is False and answer["search"]["reason"] == "time-limit"
    assert peak < 512 * 2**20, f"peak {peak / 2**20:.0f} MB"
    assert pyengine.resolve(dict(scenario, blockers=answer["choice"]["blockers"]))["ok"] is True


def test_a_stopped_search_still_answers_with_blocks_that_survive() -> None:
    # Twelve attackers with 42 power at a defender on 20 life: no blocks loses. Stopped after the
    # fights are resolved but before the combinations are searched, the advisor combines what it has
    # (each attacker, most dangerous first, takes the resolved fight that costs least life).
    answer = advise(army(12, 12), "defender", budget=SearchBudget(nodes=60_000, seconds=600))
    assert answer["search"]["complete"] is False and answer["search"]["reason"] == "node-limit"
    assert answer["score"]["result"] == "game goes on" and answer["choice"]["blockers"]


def test_the_attackers_search_stops_at_its_budget_too() -> None:
    scenario = army(8, 8)
    scenario["attackers"] = []
    answer = advise(scenario, "attacker", budget=SearchBudget(nodes=2000))
    assert answer["search"]["complete"] is False and answer["search"]["reason"] == "node-limit"


def test_a_finished_search_says_it_is_complete() -> None:
    answer = advise(army(2, 2), "defender")
    assert answer["search"]["complete"] is True and "reason" not in answer["search"]


def test_the_bridge_takes_max_seconds_and_refuses_a_bad_one() -> None:
    ok = bridge.call_data("advise", json.dumps({"scenario": army(2, 2), "max_seconds": 5}))
    assert ok["ok"] is True
    bad = bridge.call_data("advise", json.dumps({"scenario": army(2, 2), "max_seconds": -1}))
    assert (bad["error"]["code"], bad["error"]["path"]) == ("invalid-scenario", "$.max_seconds")


def test_the_cli_takes_max_seconds(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    scenario = army(12, 12)
    path.write_text(json.dumps(scenario), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "pyengine", "advise", str(path), "--max-seconds", "0.3"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    answer = json.loads(proc.stdout)
    assert proc.returncode == 0 and answer["search"]["complete"] is False
    assert answer["search"]["reason"] == "time-limit"


def test_too_large_is_a_documented_error_code() -> None:
    assert "too-large" in ERROR_CODES
    docs = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    for name in ("MAX_INPUT_CHARS", "MAX_DEPTH", "MAX_ITEMS", "MAX_DIGITS", "MAX_KEYWORD_COPIES",
                 "MAX_KEYWORD_INSTANCES", "MAX_EVENTS", "MAX_PROBLEMS", "MAX_PERMANENTS", "MAX_NUMBER"):
        assert f"`{name}`" in docs, name
