"""The command line as a user runs it: ``python -m pyengine ...`` from the repository root."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pyengine import ERROR_CODES

ROOT = Path(__file__).absolute().parents[1]


def board() -> dict[str, Any]:
    """Vastwood Gorger (5/6) blocked by Pride Guardian (0/3) and Llanowar Elves (1/1); a 2/2 unblocked."""
    return {
        "format": 1, "ruleset": "mtg", "active_player": "alice",
        "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "permanents": [
            {"id": "gorger", "name": "Vastwood Gorger", "controller": "alice", "power": 5, "toughness": 6},
            {"id": "bear", "name": "Grizzly Bears", "controller": "alice", "power": 2, "toughness": 2},
            {"id": "guardian", "name": "Pride Guardian", "controller": "bob", "power": 0, "toughness": 3,
             "keywords": ["defender"]},
            {"id": "elves", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "gorger", "target": "bob"}, {"id": "bear", "target": "bob"}],
        "blockers": [{"id": "guardian", "blocks": ["gorger"]}, {"id": "elves", "blocks": ["gorger"]}],
    }


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "pyengine", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert "Traceback" not in proc.stdout and "Traceback" not in proc.stderr, proc.stderr
    return proc


def write(tmp_path: Path, data: Any, name: str = "scenario.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def refusal(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    """The error of a refused scenario: exit 2, ``{"ok": false, "error": {code, message, path, rule}}``."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    answer = json.loads(proc.stdout)
    assert answer["ok"] is False
    error = answer["error"]
    assert set(error) == {"code", "message", "path", "rule"}
    assert error["code"] in ERROR_CODES and error["message"] and error["path"].startswith("$")
    return error  # type: ignore[no-any-return]


def test_resolve_file_prints_the_result(tmp_path: Path) -> None:
    proc = run("resolve", write(tmp_path, board()))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["ok"] is True and result["ruleset"] == "mtg"
    assert [step["name"] for step in result["steps"]] == ["regular"]
    assert result["final"]["players"]["bob"] == {"life": 18, "poison": 0, "lost": False}
    assert result["final"]["permanents"]["guardian"] == {"zone": "graveyard"}
    assert result["final"]["permanents"]["gorger"]["damage"] == 1


def test_resolve_dash_reads_standard_input(tmp_path: Path) -> None:
    from_file = run("resolve", write(tmp_path, board()))
    from_stdin = run("resolve", "-", stdin=json.dumps(board()))
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert json.loads(from_stdin.stdout) == json.loads(from_file.stdout)


def test_the_same_file_gives_the_same_output(tmp_path: Path) -> None:
    path = write(tmp_path, board())
    assert run("resolve", path).stdout == run("resolve", path).stdout


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2, 3]", '{"ruleset": "mtg",}', "\x00\x01"])
def test_bad_json_is_refused(tmp_path: Path, text: str) -> None:
    error = refusal(run("resolve", write(tmp_path, text)))
    assert (error["code"], error["path"]) == ("invalid-scenario", "$")


def test_bad_json_on_standard_input_is_refused() -> None:
    error = refusal(run("resolve", "-", stdin="{oops"))
    assert error["code"] == "invalid-scenario"


def test_missing_file_is_refused(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-board.json"
    error = refusal(run("resolve", str(missing)))
    assert error["code"] == "invalid-scenario"
    assert "no-such-board.json" in error["message"]


def test_a_directory_or_binary_file_is_refused(tmp_path: Path) -> None:
    refusal(run("resolve", str(tmp_path)))
    binary = tmp_path / "board.json"
    binary.write_bytes(b"\xff\xfe\x00{")
    refusal(run("resolve", str(binary)))


def test_unknown_ruleset_is_refused(tmp_path: Path) -> None:
    error = refusal(run("resolve", write(tmp_path, {**board(), "ruleset": "hearthstone"})))
    assert (error["code"], error["path"]) == ("unknown-ruleset", "$.ruleset")
    assert "hearthstone" in error["message"]


def test_illegal_block_is_refused_with_its_rule(tmp_path: Path) -> None:
    scenario = board()
    scenario["permanents"][1]["keywords"] = ["flying"]               # the bear flies
    scenario["blockers"][1] = {"id": "elves", "blocks": ["bear"]}     # the elves have no reach
    error = refusal(run("resolve", write(tmp_path, scenario)))
    assert error["code"] == "illegal-block"
    assert error["rule"] == "702.9b"
    assert error["path"] == "$.blockers[1].blocks[0]"


def test_illegal_assignment_is_refused_with_its_rule(tmp_path: Path) -> None:
    scenario = {**board(), "assignments": [{"source": "gorger", "division": {"guardian": 3, "bob": 2}}]}
    error = refusal(run("resolve", write(tmp_path, scenario)))
    assert (error["code"], error["rule"]) == ("illegal-assignment", "510.1c")
    assert error["path"].startswith("$.assignments[0]")


def test_validate_lists_several_problems_at_once(tmp_path: Path) -> None:
    scenario = board()
    scenario["players"][0]["life"] = "twenty"                      # wrong type
    scenario["permanents"][0]["keywords"] = ["flyng"]              # unknown keyword
    scenario["attackers"][1]["target"] = "carol"                   # unknown id
    del scenario["permanents"][3]["toughness"]                     # missing field
    proc = run("validate", write(tmp_path, scenario))
    assert proc.returncode == 2
    answer = json.loads(proc.stdout)
    assert answer["ok"] is False
    found = {(p["code"], p["path"]) for p in answer["problems"]}
    assert {("invalid-scenario", "$.players[0].life"), ("unknown-keyword", "$.permanents[0].keywords[0]"),
            ("unknown-id", "$.attackers[1].target"), ("invalid-scenario", "$.permanents[3].toughness")} <= found
    for problem in answer["problems"]:
        assert set(problem) == {"code", "message", "path", "rule"}


def test_validate_a_valid_scenario_exits_0(tmp_path: Path) -> None:
    proc = run("validate", write(tmp_path, board()))
    assert proc.returncode == 0, proc.stdout
    assert json.loads(proc.stdout) == {"ok": True, "problems": []}


def test_validate_reads_standard_input_too() -> None:
    proc = run("validate", "-", stdin="[]")
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["problems"][0]["path"] == "$"


def test_help_names_the_commands_and_every_error_code() -> None:
    proc = run("--help")
    assert proc.returncode == 0
    for word in ("resolve", "validate", *ERROR_CODES):
        assert word in proc.stdout, word


def test_help_of_resolve_mentions_standard_input_and_text() -> None:
    proc = run("resolve", "--help")
    assert proc.returncode == 0
    assert "--text" in proc.stdout and "standard input" in proc.stdout


def test_no_command_or_missing_file_argument_is_a_usage_error() -> None:
    for args in ((), ("resolve",), ("frobnicate",)):
        proc = run(*args)
        assert proc.returncode == 2, args


def test_text_prints_a_readable_account(tmp_path: Path) -> None:
    proc = run("resolve", "--text", write(tmp_path, board()))
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    with pytest.raises(ValueError):
        json.loads(text)
    assert "ruleset: mtg" in text
    # Permanents by their names; the players here have none, so their ids.
    assert "Vastwood Gorger deals 3 combat damage to Pride Guardian [510.2]" in text
    assert "Grizzly Bears deals 2 combat damage to bob" in text
    assert "Pride Guardian blocks Vastwood Gorger [509.1a]" in text
    assert "Pride Guardian dies (lethal damage) [704.5g]" in text
    assert "bob: life 18, poison 0" in text
    assert "Pride Guardian: graveyard" in text


def test_text_tells_apart_permanents_that_share_a_name(tmp_path: Path) -> None:
    scenario = board()
    scenario["players"][1]["name"] = "Bob"
    scenario["permanents"][0]["name"] = "Grizzly Bears"  # two Grizzly Bears: gorger and bear
    proc = run("resolve", "--text", write(tmp_path, scenario))
    assert proc.returncode == 0, proc.stderr
    assert "Grizzly Bears (gorger) deals 3 combat damage to Pride Guardian" in proc.stdout
    assert "Grizzly Bears (bear) deals 2 combat damage to Bob" in proc.stdout
    assert "Bob: life 18, poison 0" in proc.stdout


def test_text_of_compare_names_permanents_too(tmp_path: Path) -> None:
    proc = run("compare", "--text", write(tmp_path, board()))
    assert proc.returncode == 0, proc.stderr
    assert "=== mtg ===" in proc.stdout and "Vastwood Gorger deals" in proc.stdout


def test_text_with_a_refused_scenario_still_exits_2(tmp_path: Path) -> None:
    proc = run("resolve", "--text", write(tmp_path, {**board(), "ruleset": "nope"}))
    assert proc.returncode == 2
    assert "unknown-ruleset" in proc.stdout


def test_reading_is_bounded_an_endless_input_is_refused_at_once() -> None:
    """At most the text limit (plus a byte-order mark and one more) is read: /dev/zero is too-large, quickly."""
    import resource
    import time

    started = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "pyengine", "resolve", "/dev/zero"], capture_output=True, text=True,
                         timeout=60, check=False, cwd=ROOT,
                         preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)))
    assert run.returncode == 2, run.stderr
    assert json.loads(run.stdout)["error"]["code"] == "too-large"
    assert time.monotonic() - started < 30


def test_the_commands_are_the_bridge_call_tables_command_line_rows() -> None:
    """Adding an engine call is one row of pyengine.bridge.CALLS: the command line and --help follow it."""
    from pyengine import bridge  # noqa: PLC0415

    proc = run("--help")
    offered = [name for name, row in bridge.CALLS.items() if row.reads is not None]
    assert "{" + ",".join(offered) + "}" in proc.stdout.replace("\n", "").replace(" ", "")
    for name in offered:
        assert f"  {bridge.CALLS[name].usage}" in proc.stdout, name
        assert run(name, "--help").returncode == 0, name
    for name in set(bridge.CALLS) - set(offered):
        assert run(name, "--help").returncode == 2, name  # the browser's only
