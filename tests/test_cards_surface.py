"""Cards on the engine's surface: validate's and check's warnings and the text's card lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine.bridge import call_data
from pyengine.engine import warnings
from pyengine.play import check

ROOT = Path(__file__).resolve().parent.parent


def board(*permanents: dict[str, Any], ruleset: str = "mtg") -> dict[str, Any]:
    """Alice's first permanent attacks Bob; each of Bob's blocks it."""
    blockers = [{"id": p["id"], "blocks": [permanents[0]["id"]]} for p in permanents[1:] if p["controller"] == "bob"]
    return {"format": 1, "ruleset": ruleset, "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": list(permanents), "attackers": [{"id": permanents[0]["id"], "target": "bob"}],
            "blockers": blockers}


GORGER = {"id": "gorger", "card": "Vastwood Gorger", "controller": "alice"}
GUARDIAN = {"id": "guardian", "card": "Pride Guardian", "controller": "bob"}  # "Whenever this creature blocks..."
KNIGHT = {"id": "knight", "card": "Knight of Grace", "controller": "bob"}  # hexproof from black, an "as long as"
FANATIC = {"id": "fanatic", "card": "Mogg Fanatic", "controller": "bob"}  # an activated ability: a choice


# -- warnings ----------------------------------------------------------------------------------------

def test_each_unmodelled_ability_of_a_card_is_a_warning_naming_its_permanent_and_card() -> None:
    scenario = board(GORGER, GUARDIAN, KNIGHT)
    expected = [{"code": "unmodelled-ability", "message": f"Combat Lab does not model: {line}",
                 "path": f"$.permanents[{i}]", "card": name}
                for i, name in ((1, "Pride Guardian"), (2, "Knight of Grace"))
                for line in pyengine.card(name)["unmodelled"]]
    assert len(expected) == 3  # one line of the Guardian's, two of the Knight's
    assert warnings(scenario) == expected
    assert expected[0]["message"] == "Combat Lab does not model: Whenever this creature blocks, you gain 3 life."


def test_warnings_never_make_ok_false_nor_refuse_the_board() -> None:
    scenario = board(GORGER, GUARDIAN)
    answer = call_data("validate", json.dumps(scenario))
    assert answer["ok"] is True and answer["problems"] == [] and len(answer["warnings"]) == 1
    checked = check(scenario)
    assert checked["ok"] is True and checked["warnings"] == answer["warnings"]
    assert checked["result"] == pyengine.resolve(scenario)


def test_a_board_with_problems_still_has_its_warnings_and_check_reports_validates() -> None:
    scenario = board(GORGER, GUARDIAN)
    scenario["attackers"][0]["target"] = "nobody"
    answer = call_data("validate", json.dumps(scenario))
    assert answer["ok"] is False and answer["problems"] and answer["warnings"] == warnings(scenario) != []
    checked = check(scenario)
    assert checked["ok"] is False and checked["problems"] == answer["problems"]
    assert checked["warnings"] == answer["warnings"]


def test_two_permanents_of_one_card_each_have_their_warning() -> None:
    second = dict(GUARDIAN, id="guardian2")
    assert [w["path"] for w in warnings(board(GORGER, GUARDIAN, second))] == ["$.permanents[1]", "$.permanents[2]"]


def test_no_warnings_key_without_cards_and_none_for_a_refused_card_or_ruleset() -> None:
    typed = json.loads((ROOT / "web" / "examples" / "gorger.json").read_text(encoding="utf-8"))
    assert call_data("validate", json.dumps(typed)) == {"ok": True, "problems": []}
    assert "warnings" not in check(typed)
    unknown = board(GORGER, dict(GUARDIAN, card="Pride Guardien"))
    assert warnings(unknown) == [] and call_data("validate", json.dumps(unknown))["problems"][0]["code"] == "unknown-card"
    puzzle = board(GORGER, GUARDIAN, ruleset="puzzle-quest")
    assert warnings(puzzle) == [] and not call_data("validate", json.dumps(puzzle))["ok"]
    assert warnings("not a board") == warnings({"ruleset": "mtg", "permanents": "none"}) == []


def test_a_choice_is_not_a_warning() -> None:
    assert pyengine.card("Mogg Fanatic")["choices"] and warnings(board(GORGER, FANATIC)) == []


# -- the text ------------------------------------------------------------------------------------------

def run_cli(*args: str, stdin: str) -> str:
    done = subprocess.run([sys.executable, "-m", "pyengine", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, check=False, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_resolve_text_ends_with_what_the_cards_leave_out() -> None:
    scenario = board(GORGER, GUARDIAN, FANATIC)
    lines = run_cli("resolve", "-", "--text", stdin=json.dumps(scenario)).rstrip("\n").split("\n")
    cards_at = lines.index("-- cards --")
    assert lines.index("-- final --") < cards_at
    said = lines[cards_at + 1:]
    assert said[0] == "  Combat Lab does not model: Whenever this creature blocks, you gain 3 life. (Pride Guardian)"
    assert said[1].startswith("  A player's choice, made only where the board's actions say so: Sacrifice this "
                              "creature: It deals 1 damage to any target. (Mogg Fanatic)")
    assert said[1].endswith('add the matching action to "actions"') and len(said) == 2
    # check --text reads as the result, with the same lines; validate --text says the warnings.
    assert run_cli("check", "-", "--text", stdin=json.dumps(scenario)).rstrip("\n").split("\n")[-2:] == said
    validated = run_cli("validate", "-", "--text", stdin=json.dumps(scenario)).split("\n")
    assert validated[1] == ("warning at $.permanents[1] (Pride Guardian): Combat Lab does not model: Whenever this "
                            "creature blocks, you gain 3 life.")


def test_a_board_without_cards_has_no_cards_section() -> None:
    text = run_cli("resolve", "-", "--text", stdin=(ROOT / "web" / "examples" / "gorger.json").read_text(encoding="utf-8"))
    assert "-- cards --" not in text and "does not model" not in text
