"""The batch call (issue 28): many boards in one process, each answer exactly what its call alone returns,
one bad board refused alone, and a time budget after which the boards left answer ``budget``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pyengine import answers, bridge, limits

ROOT = Path(__file__).absolute().parent.parent
EXAMPLES = sorted(p for p in (ROOT / "web" / "examples").glob("*.json") if p.name != "index.json")


def example(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "web" / "examples" / name).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def batch(payload: Any) -> dict[str, Any]:
    return json.loads(bridge.call("batch", json.dumps(payload)))  # type: ignore[no-any-return]


def test_each_answer_is_what_its_call_alone_returns() -> None:
    boards = [json.loads(p.read_text(encoding="utf-8")) for p in EXAMPLES]
    items = [{"call": call, "scenario": board} for board in boards for call in ("resolve", "check", "options")]
    items += [{"call": "compare", "scenario": boards[0], "rulesets": ["mtg", "mtg-2020"]}]
    out = batch({"boards": items})
    assert out["ok"] is True and out["engine"] == answers.engine_build() and "texts" not in out
    assert len(out["answers"]) == len(items)
    for item, answer in zip(items, out["answers"], strict=True):
        payload = item["scenario"] if item["call"] != "compare" else {k: v for k, v in item.items() if k != "call"}
        assert answer == json.loads(bridge.call(item["call"], json.dumps(payload))), item["call"]
    assert any(a["ok"] for a in out["answers"]) and len({json.dumps(a) for a in out["answers"]}) > 10


def test_one_bad_board_is_refused_alone() -> None:
    good = example("gorger-current.json")
    huge = dict(good, description="x" * (limits.MAX_INPUT_CHARS + 1))
    deep: Any = []
    for _ in range(limits.MAX_DEPTH + 1):
        deep = [deep]
    items = [{"call": "resolve", "scenario": good}, {"call": "resolve", "scenario": {"format": 1}},
             {"call": "no-such-call"}, 7, {"call": "batch", "boards": []}, {"call": "resolve"},
             {"call": "resolve", "scenario": huge}, {"call": "resolve", "scenario": dict(good, extra=deep)},
             {"call": "resolve", "scenario": good}]
    out = batch(items)  # the list of boards alone is a batch too
    alone = json.loads(bridge.call("resolve", json.dumps(good)))
    assert alone["ok"] is True
    got = out["answers"]
    assert got[0] == got[-1] == alone
    assert got[1] == json.loads(bridge.call("resolve", '{"format": 1}'))
    for index in (2, 3, 4):
        assert got[index]["ok"] is False and got[index]["error"]["code"] == "invalid-scenario"
        assert got[index]["error"]["path"] == "$.call", index
    assert got[5]["error"]["path"] == "$.scenario"
    assert got[6]["error"]["code"] == "too-large" and "MAX_INPUT_CHARS" in got[6]["error"]["message"]
    assert got[7] == json.loads(bridge.call("resolve", json.dumps(dict(good, extra=deep))))
    assert got[7]["error"]["code"] == "too-large"


def test_the_boards_left_after_the_time_budget_answer_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter(range(100))  # one second passes at each look at the clock
    monkeypatch.setattr(bridge.time, "perf_counter", lambda: float(next(clock)))
    good = example("gorger-current.json")
    out = batch({"boards": [{"call": "resolve", "scenario": good}] * 4, "max_seconds": 2.5})
    first, second, third, fourth = out["answers"]
    assert first == second == json.loads(bridge.call("resolve", json.dumps(good)))
    for index, answer in ((3, third), (4, fourth)):
        assert answer["ok"] is False and answer["error"]["code"] == "budget"
        assert f"before board {index} of 4" in answer["error"]["message"]
        assert "2.5 seconds" in answer["error"]["message"]


def test_an_advice_in_a_batch_spends_no_more_than_the_batch_has_left(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    row = bridge.CALLS["advise"]
    monkeypatch.setitem(bridge.CALLS, "advise", bridge.Call(lambda p: seen.append(p) or {"ok": True}, row.help,
                                                             row.reads))
    board = example("gorger-current.json")
    batch({"boards": [{"call": "advise", "scenario": board, "side": "defender"}], "max_seconds": 3})
    assert seen[0]["scenario"] == board and seen[0]["side"] == "defender" and 0 < seen[0]["max_seconds"] <= 3


def test_stamped_answers_and_texts() -> None:
    board = example("gorger-current.json")
    compared = example("mogg-fanatic-classic.json")
    out = batch({"boards": [{"call": "resolve", "scenario": board},
                            {"call": "compare", "scenario": compared, "rulesets": ["mtg", "mtg-classic"]},
                            {"call": "validate", "scenario": board}, {"call": "bad"}],
                 "stamp": True, "text": True})
    resolved, compare, validated, bad = out["answers"]
    assert resolved == answers.stamped("resolve", board, json.loads(bridge.call("resolve", json.dumps(board))))
    alone = bridge.call("compare", json.dumps({"scenario": compared, "rulesets": ["mtg", "mtg-classic"]}))
    assert compare == answers.stamped("compare", compared, json.loads(alone))
    assert validated["call"] == "validate" and validated["answer"]["ok"] is True
    assert "format" not in bad and bad["error"]["code"] == "invalid-scenario"  # no board: nothing to stamp
    texts = out["texts"]
    for text, (command, scenario, args) in zip(texts[:2], (("resolve", board, ()), ("compare", compared, (
            "--rulesets", "mtg,mtg-classic"))), strict=True):
        done = subprocess.run([sys.executable, "-m", "pyengine", command, "-", "--text", *args], cwd=ROOT,
                              input=json.dumps(scenario), capture_output=True, text=True, check=True)
        assert text + "\n" == done.stdout
    assert texts[2:] == [None, None]


@pytest.mark.parametrize("payload, path", [
    ({"boards": {}}, "$.boards"), ("nothing", "$.boards"), ({"boards": [], "max_seconds": 0}, "$.max_seconds"),
    ({"boards": [], "max_seconds": True}, "$.max_seconds"), ({"boards": [], "max_seconds": 601}, "$.max_seconds"),
    ({"boards": [], "stamp": "yes"}, "$.stamp"), ({"boards": [], "text": 1}, "$.text"),
])
def test_a_bad_batch_is_refused_naming_the_field(payload: Any, path: str) -> None:
    out = batch(payload)
    assert out["ok"] is False and out["error"]["path"] == path, out


def test_a_batch_is_bounded() -> None:
    out = batch([{"call": "resolve", "scenario": {}}] * (limits.MAX_BATCH_BOARDS + 1))
    assert out["error"]["code"] == "too-large" and "MAX_BATCH_BOARDS" in out["error"]["message"]
    out = json.loads(bridge.call("batch", " " * (limits.MAX_BATCH_CHARS + 1)))
    assert out["error"]["code"] == "too-large" and "MAX_BATCH_CHARS" in out["error"]["message"]
    # A batch is read with the room its wrapping needs, and no more than a board alone gets for itself.
    board: Any = {"format": 1}
    for _ in range(limits.MAX_DEPTH - 2):
        board = {"x": board}
    assert json.loads(bridge.call("resolve", json.dumps(board)))["error"]["code"] != "too-large"
    assert batch({"boards": [{"call": "resolve", "scenario": board}]})["answers"][0] == json.loads(
        bridge.call("resolve", json.dumps(board)))


def test_the_command_line_batch_prints_one_line_and_exits_0_even_when_a_board_is_refused() -> None:
    good = example("gorger-current.json")
    text = json.dumps([{"call": "resolve", "scenario": good}, {"call": "resolve", "scenario": {}}])
    done = subprocess.run([sys.executable, "-m", "pyengine", "batch", "-"], cwd=ROOT, input=text,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1
    out = json.loads(done.stdout)
    assert [a["ok"] for a in out["answers"]] == [True, False]
    long_batch = json.dumps([{"call": "resolve", "scenario": dict(good, description="x" * 4000)}] * 300)
    assert len(long_batch) > limits.MAX_INPUT_CHARS  # past one board's limit, within a batch's
    done = subprocess.run([sys.executable, "-m", "pyengine", "batch", "-"], cwd=ROOT, input=long_batch,
                          capture_output=True, text=True)
    assert done.returncode == 0 and len(json.loads(done.stdout)["answers"]) == 300
    done = subprocess.run([sys.executable, "-m", "pyengine", "batch", "-"], cwd=ROOT, input='{"boards": 1}',
                          capture_output=True, text=True)
    assert done.returncode == 2 and json.loads(done.stdout)["error"]["path"] == "$.boards"
