"""riftbound: the readings left open, their other side, and what the golden files don't show.

Outcomes are worked out by hand from the Riftbound Core Rules (2025-10) and
docs/rulesets.md (## riftbound).
"""

from __future__ import annotations

from typing import Any

import pytest
from golden import SCENARIOS, golden_files, load

import pyengine
from pyengine.rulesets.riftbound import Riftbound


def unit(ident: str, controller: str, might: int, *keywords: str, **fields: Any) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "types": ["unit"], "might": might, "keywords": list(keywords),
            **fields}


def board(*permanents: dict[str, Any], holder: str | None = "bob", alice: int = 0, **extra: Any) -> dict[str, Any]:
    return {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": alice}, {"id": "bob"}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": holder},
            "permanents": list(permanents), **extra}


def divisions(result: dict[str, Any]) -> dict[str, dict[str, int]]:
    return {a["source"]: a["division"] for a in result["steps"][0]["assignments"]}


def test_enough_riftbound_golden_files() -> None:
    files = [p for p in golden_files() if p.parent == SCENARIOS / "riftbound"]
    assert len(files) >= 20, f"only {len(files)} golden files for riftbound"
    for path in files:
        assert load(path)["scenario"]["ruleset"] == "riftbound", path.name


MARKED = board(unit("a1", "alice", 2), unit("hurt", "bob", 3, damage=2), unit("whole", "bob", 3))


def test_marked_damage_lowers_lethal() -> None:
    # ⚠ chosen reading: 'hurt' needs 1 more (3 - 2), so the second point goes to 'whole'.
    assert divisions(pyengine.resolve(MARKED))["alice"] == {"hurt": 1, "whole": 1}


def test_marked_damage_not_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    # The other reading: lethal for 'hurt' is its full 3, so both points stay on it (it dies all the same).
    monkeypatch.setattr(Riftbound, "marked_damage_lowers_lethal", False)
    result = pyengine.resolve(MARKED)
    assert divisions(result)["alice"] == {"hurt": 2}
    assert result["final"]["permanents"]["hurt"] == {"zone": "trash"}


def test_marked_damage_still_has_to_be_lethal_in_a_division(monkeypatch: pytest.MonkeyPatch) -> None:
    # Under the chosen reading 2 on 'hurt' is over-assignment while 'whole' could take damage (439.1.d.4).
    scenario = dict(MARKED, assignments=[{"source": "alice", "division": {"hurt": 2}}])
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(scenario)
    assert err.value.rule == "439.1.d.4"
    monkeypatch.setattr(Riftbound, "marked_damage_lowers_lethal", False)
    assert pyengine.resolve(scenario)["ok"]


TANK_AND_LAST = board(unit("a1", "alice", 3), unit("v", "bob", 2), unit("cait", "bob", 2, "assigned_last", "tank"))


def test_automatic_division_takes_tank_over_last() -> None:
    assert divisions(pyengine.resolve(TANK_AND_LAST))["alice"] == {"cait": 2, "v": 1}


def test_automatic_division_can_take_last_over_tank(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Riftbound, "automatic_prefers_tank", False)
    assert divisions(pyengine.resolve(TANK_AND_LAST))["alice"] == {"v": 2, "cait": 1}


FINAL_POINT = board(unit("a1", "alice", 3), unit("d1", "bob", 1), alice=7)


def test_a_lone_battlefield_conquer_scores_the_final_point_and_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    # With one battlefield in play, alice has scored every battlefield this turn (444.1.b.2): the point, and 8 wins.
    monkeypatch.setattr(Riftbound, "battlefields_in_play", 1)
    result = pyengine.resolve(FINAL_POINT)
    assert result["final"]["players"]["alice"] == {"points": 8}
    assert result["final"]["winner"] == "alice"
    assert result["steps"][-1]["events"][-1] == {"type": "game-over", "winner": "alice", "rule": "445"}


def test_every_problem_is_listed_at_once() -> None:
    scenario = board(unit("a1", "alice", 2, counters={"+1/+1": 1}), unit("d1", "bob", 2, damage=2),
                     blockers=[{"id": "d1", "blocks": ["a1"]}], damage_assignment_order={"a1": ["d1"]},
                     assignments=[{"source": "d1", "step": "regular", "division": {"a1": 2}}])
    problems = [(p["code"], p["path"], p["rule"]) for p in pyengine.validate(scenario)]
    assert problems == [
        ("not-in-ruleset", "$.damage_assignment_order", "439.1.d"),
        ("not-in-ruleset", "$.blockers", "438.1.a.3"),
        ("not-in-ruleset", "$.permanents[0].counters", None),
        ("invalid-scenario", "$.permanents[1].damage", "322.2"),
        ("invalid-scenario", "$.assignments[0].source", "439.1.d"),
        ("invalid-scenario", "$.assignments[0].step", "439.1.d"),
    ]


def test_no_attacking_unit_is_no_combat() -> None:
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(board(unit("d1", "bob", 2)))
    assert (err.value.code, err.value.rule) == ("invalid-scenario", "438.1.a.1")


def test_a_division_without_a_damage_step_is_refused() -> None:
    scenario = board(unit("a1", "alice", 2), assignments=[{"source": "alice", "division": {}}])
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(scenario)
    assert (err.value.code, err.value.rule, err.value.path) == ("illegal-assignment", "439.1.a", "$.assignments[0].source")


def test_a_game_already_won_is_refused() -> None:
    problems = pyengine.validate(board(unit("a1", "alice", 2), alice=8))
    assert [(p["code"], p["rule"]) for p in problems] == [("invalid-scenario", "322.1")]


def test_actions_have_no_moment() -> None:
    scenario = board(unit("a1", "alice", 2), actions=[{"at": "after-blocks", "do": "pump", "target": "a1",
                                                        "power": 1, "toughness": 1}])
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(scenario)
    assert (err.value.code, err.value.path) == ("not-in-ruleset", "$.actions[0].at")


def test_no_damage_can_be_dealt_when_every_enemy_is_exempt() -> None:
    # 439.1.d.9: no unit can be dealt damage, so nothing is assigned; the exempt unit holds the battlefield.
    result = pyengine.resolve(board(unit("a1", "alice", 2), unit("kayn", "bob", 3, "cant_be_damaged")))
    assert divisions(result) == {"bob": {"a1": 3}}
    assert result["final"]["permanents"]["a1"] == {"zone": "trash"}
    assert result["final"]["battlefield"] == {"id": "bf", "controller": "bob", "conquered": False}


def test_battlefield_defaults_to_uncontrolled() -> None:
    scenario = board(unit("a1", "alice", 2))
    del scenario["battlefield"]
    result = pyengine.resolve(scenario)
    assert result["final"]["battlefield"] == {"id": "battlefield", "controller": "alice", "conquered": True}
    assert result["final"]["players"]["alice"] == {"points": 1}


def test_riftbound_board_fits_only_riftbound() -> None:
    out = pyengine.compare(board(unit("a1", "alice", 2), unit("d1", "bob", 1)))
    assert out["rulesets"] == ["riftbound"]
    assert set(out["skipped"]) == {"mtg", "mtg-2020", "mtg-classic", "puzzle-quest"}
    assert all(e["code"] == "not-in-ruleset" for e in out["skipped"].values())


def test_cli_text_shows_points_and_might(tmp_path: Any) -> None:
    import json  # noqa: PLC0415
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    path = Path(tmp_path) / "rb.json"
    path.write_text(json.dumps(board(unit("a1", "alice", 3, "assault:1"), unit("d1", "bob", 2))), encoding="utf-8")
    root = Path(__file__).absolute().parent.parent
    proc = subprocess.run([sys.executable, "-m", "pyengine", "resolve", "--text", str(path)], cwd=root,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "alice: 1 points" in proc.stdout
    assert "a1: battlefield, might 3, damage 0" in proc.stdout
