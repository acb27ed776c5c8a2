"""Cards on the engine's surface: validate's and check's warnings, the text's card lines, the examples
written with ``card`` (each resolves exactly as its hand-typed twin in tests/card_twins/), and the
boards written out for readers that cannot look cards up (another game, the playground's copy)."""

from __future__ import annotations

import copy
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import cards
from pyengine.bridge import call_data
from pyengine.engine import warnings
from pyengine.play import check

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "web" / "examples"
TWINS = ROOT / "tests" / "card_twins"
REWRITTEN = sorted(p.name for p in TWINS.glob("*.json"))


def board(*permanents: dict[str, Any], ruleset: str = "mtg") -> dict[str, Any]:
    """Alice's first permanent attacks Bob; each of Bob's blocks it."""
    blockers = [{"id": p["id"], "blocks": [permanents[0]["id"]]} for p in permanents[1:] if p["controller"] == "bob"]
    return {"format": 1, "ruleset": ruleset, "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": list(permanents), "attackers": [{"id": permanents[0]["id"], "target": "bob"}],
            "blockers": blockers}


GORGER = {"id": "gorger", "card": "Vastwood Gorger", "controller": "alice"}
GUARDIAN = {"id": "guardian", "card": "Pride Guardian", "controller": "bob"}  # "Whenever this creature blocks..."
KNIGHT = {"id": "knight", "card": "Knight of Grace", "controller": "bob"}  # hexproof from black, an "as long as"
WALKER = {"id": "walker", "card": "Frost Walker", "controller": "bob"}  # "When … becomes the target …, sacrifice it."
WALKER_LINE = "When this creature becomes the target of a spell or ability, sacrifice it."
FANATIC = {"id": "fanatic", "card": "Mogg Fanatic", "controller": "bob"}  # an activated ability: a choice


# -- warnings ----------------------------------------------------------------------------------------

def test_each_unmodelled_ability_of_a_card_is_a_warning_naming_its_permanent_and_card() -> None:
    scenario = board(GORGER, WALKER, KNIGHT)
    expected = [{"code": "unmodelled-ability", "message": f"Combat Lab does not model: {line}",
                 "path": f"$.permanents[{i}]", "card": name}
                for i, name in ((1, "Frost Walker"), (2, "Knight of Grace"))
                for line in pyengine.card(name)["unmodelled"]]
    # One line of the Walker's, two of the Knight's (its hexproof from black too: an opponent's own trigger from a
    # black source can't target it, 702.11d, which the engine does not model). (Pride Guardian's "Whenever this
    # creature blocks, you gain 3 life" is its own trigger now, modelled: no warning.)
    assert len(expected) == 3
    assert warnings(scenario) == expected
    assert expected[0]["message"] == f"Combat Lab does not model: {WALKER_LINE}"
    assert warnings(board(GORGER, GUARDIAN)) == []


def test_warnings_never_make_ok_false_nor_refuse_the_board() -> None:
    scenario = board(GORGER, WALKER)
    answer = call_data("validate", json.dumps(scenario))
    assert answer["ok"] is True and answer["problems"] == [] and len(answer["warnings"]) == 1
    checked = check(scenario)
    assert checked["ok"] is True and checked["warnings"] == answer["warnings"]
    assert checked["result"] == pyengine.resolve(scenario)


def test_a_board_with_problems_still_has_its_warnings_and_check_reports_validates() -> None:
    scenario = board(GORGER, WALKER)
    scenario["attackers"][0]["target"] = "nobody"
    answer = call_data("validate", json.dumps(scenario))
    assert answer["ok"] is False and answer["problems"] and answer["warnings"] == warnings(scenario) != []
    checked = check(scenario)
    assert checked["ok"] is False and checked["problems"] == answer["problems"]
    assert checked["warnings"] == answer["warnings"]


def test_two_permanents_of_one_card_each_have_their_warning() -> None:
    second = dict(WALKER, id="walker2")
    assert [w["path"] for w in warnings(board(GORGER, WALKER, second))] == ["$.permanents[1]", "$.permanents[2]"]


def test_no_warnings_key_without_cards_and_none_for_a_refused_card_or_ruleset() -> None:
    typed = json.loads((TWINS / "gorger.json").read_text(encoding="utf-8"))
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
    scenario = board(GORGER, WALKER, FANATIC)
    lines = run_cli("resolve", "-", "--text", stdin=json.dumps(scenario)).rstrip("\n").split("\n")
    cards_at = lines.index("-- cards --")
    assert lines.index("-- final --") < cards_at
    said = lines[cards_at + 1:]
    assert said[0] == f"  Combat Lab does not model: {WALKER_LINE} (Frost Walker)"
    assert said[1].startswith("  A player's choice, made only where the board's actions say so: Sacrifice this "
                              "creature: It deals 1 damage to any target. (Mogg Fanatic)")
    assert said[1].endswith('add the matching action to "actions"') and len(said) == 2
    # check --text reads as the result, with the same lines; validate --text says the warnings.
    assert run_cli("check", "-", "--text", stdin=json.dumps(scenario)).rstrip("\n").split("\n")[-2:] == said
    validated = run_cli("validate", "-", "--text", stdin=json.dumps(scenario)).split("\n")
    assert validated[1] == f"warning at $.permanents[1] (Frost Walker): Combat Lab does not model: {WALKER_LINE}"


def test_a_board_without_cards_has_no_cards_section() -> None:
    text = run_cli("resolve", "-", "--text", stdin=(TWINS / "gorger.json").read_text(encoding="utf-8"))
    assert "-- cards --" not in text and "does not model" not in text


# -- the examples written with card --------------------------------------------------------------------

def answers(path: Path) -> dict[str, bytes]:
    """``python -m pyengine resolve`` and ``options``: their bytes."""
    return {command: subprocess.run([sys.executable, "-m", "pyengine", command, str(path)], capture_output=True,
                                    cwd=ROOT, check=True, timeout=120).stdout for command in ("resolve", "options")}


def test_the_rewritten_examples_are_the_cr_510_ones_and_at_least_six_more() -> None:
    assert {"gorger.json", "gorger-current.json", "enormous-baloth.json", "mogg-fanatic-current.json"} <= set(REWRITTEN)
    assert len(REWRITTEN) >= 10
    listed = json.loads((EXAMPLES / "index.json").read_text(encoding="utf-8"))["examples"]
    assert set(REWRITTEN) <= set(listed)


@pytest.mark.parametrize("name", REWRITTEN)
def test_a_rewritten_example_resolves_byte_for_byte_as_its_hand_typed_twin(name: str) -> None:
    example = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    twin = json.loads((TWINS / name).read_text(encoding="utf-8"))
    assert any("card" in p for p in example["permanents"]) and not any("card" in p for p in twin["permanents"])
    assert (example["title"], example["description"]) == (twin["title"], twin["description"])
    assert [p["id"] for p in example["permanents"]] == [p["id"] for p in twin["permanents"]]
    by_name, by_hand = answers(EXAMPLES / name), answers(TWINS / name)
    assert json.loads(by_name["resolve"])["ok"] is True
    assert by_name == by_hand
    checked, typed = check(example), check(twin)
    assert checked.pop("warnings", []) == warnings(example)
    # check names each permanent's card (the typed twin names none); the rest is the same answer
    named, none = checked.pop("cards"), typed.pop("cards")
    assert none == {} and sorted(named) == sorted(p["id"] for p in example["permanents"] if "card" in p)
    assert all(named[p["id"]]["named"] == p["card"] for p in example["permanents"] if "card" in p)
    assert checked == typed


@pytest.mark.parametrize("name", REWRITTEN)
def test_a_rewritten_example_written_out_is_the_same_board(name: str) -> None:
    example = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    out = copy.deepcopy(example)
    out["permanents"] = [cards.written_out(p) for p in example["permanents"]]
    assert not any("card" in p for p in out["permanents"])
    assert pyengine.resolve(out) == pyengine.resolve(example)
    assert all(p["id"] == q["id"] and list(p)[:2] == ["id", "name"] for p, q in zip(out["permanents"],
                                                                                    example["permanents"]))


def test_written_out_keeps_the_permanents_own_fields_and_refuses_an_unknown_name() -> None:
    pumped = cards.written_out({"id": "elves", "card": "Llanowar Elves", "controller": "bob", "power": 3})
    assert pumped == {"id": "elves", "name": "Llanowar Elves", "types": ["creature"], "power": 3, "toughness": 1,
                      "colors": ["green"], "subtypes": ["Elf", "Druid"], "controller": "bob"}
    plain = {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}
    assert cards.written_out(plain) == plain
    with pytest.raises(pyengine.ScenarioError) as caught:
        cards.written_out({"id": "x", "card": "Llanowar Elvs"}, "$.permanents[3].card")
    assert (caught.value.code, caught.value.path) == ("unknown-card", "$.permanents[3].card")


def test_converting_a_board_of_cards_to_another_game_reads_what_the_cards_give() -> None:
    out = pyengine.convert(board(GORGER, GUARDIAN), "riftbound")["scenario"]
    assert {p["id"]: (p.get("name"), p["might"]) for p in out["permanents"]} == {
        "gorger": ("Vastwood Gorger", 5), "guardian": ("Pride Guardian", 0)}
    assert not any("card" in p for p in out["permanents"])
    with pytest.raises(pyengine.ScenarioError) as caught:
        pyengine.convert(board(GORGER, dict(GUARDIAN, card="Pride Guardien")), "riftbound")
    assert (caught.value.code, caught.value.path) == ("unknown-card", "$.permanents[1].card")


def _build() -> Any:
    spec = importlib.util.spec_from_file_location("combatlab_build_cards", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_playgrounds_copy_of_an_example_has_its_cards_written_out(tmp_path: Path) -> None:
    build = _build()
    plan = {f"examples/{name}": EXAMPLES / name for name in REWRITTEN}
    plan["examples/plain.json"] = TWINS / "gorger.json"
    out = build.examples_written_out(plan)
    assert set(out) == {f"examples/{name}" for name in REWRITTEN}  # a board without cards is copied as it is
    for name in REWRITTEN:
        served = json.loads(out[f"examples/{name}"])
        assert not any("card" in p for p in served["permanents"])
        assert pyengine.resolve(served) == pyengine.resolve(json.loads((TWINS / name).read_text(encoding="utf-8")))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(board(GORGER, dict(GUARDIAN, card="Pride Guardien"))), encoding="utf-8")
    with pytest.raises(build.BuildError, match=r"web/examples/bad.json: no card named 'Pride Guardien'"):
        build.examples_written_out({"examples/bad.json": bad})


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (build.py installs it for the browser tests)")
def test_the_pages_name_a_permanent_by_its_card() -> None:
    """tests/js/names.test.mjs: web/core/words.js's displayNames calls a permanent by its card's name."""
    run = subprocess.run(["node", "--test", str(ROOT / "tests" / "js" / "names.test.mjs")], capture_output=True,
                         text=True, cwd=ROOT, timeout=120, check=False)
    assert run.returncode == 0 and "# fail 0" in run.stdout and "# pass 0" not in run.stdout, run.stdout + run.stderr
