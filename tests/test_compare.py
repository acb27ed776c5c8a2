"""Comparing one board under several rulesets: ``pyengine.compare`` and ``python -m pyengine compare``.

Each expectation below is worked out from the rules, not copied from the engine:

* the Mogg Fanatic board (CR 510.2 example): under the current rules the Fanatic
  is sacrificed before damage, so the Goblin Piker deals and is dealt nothing and
  the Squadron Hawk dies before it can hit; with combat damage on the stack
  (mtg-classic, old 310.4a-c) the Hawk's 1 and the Fanatic's 1 are still dealt,
  so the defender ends at 19 and the Piker dies;
* Vastwood Gorger dividing 2/3 between Pride Guardian (first) and Llanowar
  Elves: free division in mtg (510.1c today) and mtg-classic (old 310.2c), illegal
  under the damage assignment order of mtg-2020 (510.1c of 2020);
* a battle (2023) exists only in the current rules.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import ScenarioError

ROOT = Path(__file__).absolute().parent.parent
MAGIC = ["mtg", "mtg-2020", "mtg-classic"]


def players(bob_life: int = 20) -> list[dict[str, Any]]:
    return [{"id": "alice", "life": 20}, {"id": "bob", "life": bob_life}]


def fanatic_board() -> dict[str, Any]:
    """CR 510.2's board, played the classic way: with damage on the stack, sacrifice the Fanatic to ping the Hawk."""
    return {
        "format": 1, "ruleset": "mtg-classic", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "hawk", "name": "Squadron Hawk", "controller": "alice", "power": 1, "toughness": 1,
             "keywords": ["flying"]},
            {"id": "piker", "name": "Goblin Piker", "controller": "alice", "power": 2, "toughness": 1},
            {"id": "fanatic", "name": "Mogg Fanatic", "controller": "bob", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "hawk", "target": "bob"}, {"id": "piker", "target": "bob"}],
        "blockers": [{"id": "fanatic", "blocks": ["piker"]}],
        "actions": [
            {"at": "on-stack", "do": "remove", "target": "fanatic", "to": "graveyard"},
            {"at": "on-stack", "do": "deal", "source": "fanatic", "target": "hawk", "amount": 1},
        ],
    }


def gorger_board() -> dict[str, Any]:
    """Vastwood Gorger 5/6, order Pride Guardian 0/3 then Llanowar Elves 1/1, dividing 2/3."""
    return {
        "format": 1, "ruleset": "mtg-2020", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "gorger", "name": "Vastwood Gorger", "controller": "alice", "power": 5, "toughness": 6},
            {"id": "guardian", "name": "Pride Guardian", "controller": "bob", "power": 0, "toughness": 3,
             "keywords": ["defender"]},
            {"id": "elves", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "gorger", "target": "bob"}],
        "blockers": [{"id": "guardian", "blocks": ["gorger"]}, {"id": "elves", "blocks": ["gorger"]}],
        "damage_assignment_order": {"gorger": ["guardian", "elves"]},
        "assignments": [{"source": "gorger", "division": {"guardian": 2, "elves": 3}}],
    }


def battle_board() -> dict[str, Any]:
    """A 2/2 attacks a battle (defense 3) that bob protects: only the current rules have battles (310)."""
    return {
        "format": 1, "ruleset": "mtg", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "bear", "name": "Grizzly Bears", "controller": "alice", "power": 2, "toughness": 2},
            {"id": "siege", "name": "Invasion of Tarkir", "controller": "alice", "types": ["battle"],
             "defense": 3, "protector": "bob"},
        ],
        "attackers": [{"id": "bear", "target": "siege"}],
    }


def plain_board() -> dict[str, Any]:
    """Nothing era-dependent: an unblocked 2/2, and a 3/3 blocked by a 1/1."""
    return {
        "format": 1, "ruleset": "mtg", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "bear", "name": "Grizzly Bears", "controller": "alice", "power": 2, "toughness": 2},
            {"id": "giant", "name": "Hill Giant", "controller": "alice", "power": 3, "toughness": 3},
            {"id": "elves", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "bear", "target": "bob"}, {"id": "giant", "target": "bob"}],
        "blockers": [{"id": "elves", "blocks": ["giant"]}],
    }


def adaptable_board() -> dict[str, Any]:
    """A classic board with an order-dependent double block, first strike and two plays made with damage on the stack."""
    return {
        "format": 1, "ruleset": "mtg-2020", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "knight", "name": "White Knight", "controller": "alice", "power": 3, "toughness": 3,
             "keywords": ["first_strike"]},
            {"id": "p", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
            {"id": "q", "name": "Runeclaw Bear", "controller": "bob", "power": 2, "toughness": 2},
        ],
        "attackers": [{"id": "knight", "target": "bob"}],
        "blockers": [{"id": "p", "blocks": ["knight"]}, {"id": "q", "blocks": ["knight"]}],
        "damage_assignment_order": {"knight": ["q", "p"]},
        "actions": [
            {"at": "on-stack", "step": "first-strike", "do": "pump", "target": "q", "power": 0, "toughness": 2},
            {"at": "on-stack", "do": "prevent", "target": "knight", "amount": 1},
        ],
    }


def by_key(differences: list[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, Any]]:
    """The differences keyed by (kind, id or ruleset, field)."""
    return {(d["kind"], d.get("id") or d.get("ruleset"), d.get("field", "")): d for d in differences}


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pyengine", *args], capture_output=True, text=True, cwd=ROOT,
                          input=stdin, timeout=120, check=False)


def write(tmp_path: Path, name: str, scenario: dict[str, Any]) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return path


# --- The Python API ---------------------------------------------------------------------------------------


def test_mogg_fanatic_board_differs_between_mtg_and_classic() -> None:
    # 510.2 today vs old 310.4a-c: bob 20 vs 19, the Piker survives vs dies; the Hawk and the Fanatic die in both.
    out = pyengine.compare(fanatic_board(), rulesets=["mtg", "mtg-classic"])
    assert out["ok"] is True
    assert out["rulesets"] == ["mtg", "mtg-classic"]
    assert out["skipped"] == {}
    mtg, classic = out["results"]["mtg"], out["results"]["mtg-classic"]
    assert mtg["ok"] and classic["ok"]
    assert mtg["final"]["players"]["bob"]["life"] == 20
    assert classic["final"]["players"]["bob"]["life"] == 19
    assert mtg["final"]["permanents"]["piker"]["zone"] == "battlefield"
    assert classic["final"]["permanents"]["piker"]["zone"] == "graveyard"
    diffs = by_key(out["differences"])
    assert set(diffs) == {("player", "bob", "life"), ("permanent", "piker", "zone")}
    assert diffs[("player", "bob", "life")]["values"] == {"mtg": 20, "mtg-classic": 19}
    assert diffs[("permanent", "piker", "zone")]["values"] == {"mtg": "battlefield", "mtg-classic": "graveyard"}
    assert all(d["summary"] for d in out["differences"])


def test_mogg_fanatic_board_under_the_three_magic_rulesets() -> None:
    # mtg-2020 has no damage on the stack either: it sides with mtg.
    out = pyengine.compare(fanatic_board(), rulesets=MAGIC)
    diffs = by_key(out["differences"])
    assert diffs[("player", "bob", "life")]["values"] == {"mtg": 20, "mtg-2020": 20, "mtg-classic": 19}
    assert diffs[("permanent", "piker", "zone")]["values"] == {
        "mtg": "battlefield", "mtg-2020": "battlefield", "mtg-classic": "graveyard"}


def test_gorger_2_3_is_refused_only_under_mtg_2020() -> None:
    # Free division in mtg (510.1c) and mtg-classic (310.2c); lethal damage in order under mtg-2020 (510.1c of 2020).
    out = pyengine.compare(gorger_board(), rulesets=MAGIC)
    results = out["results"]
    assert results["mtg"]["ok"] is True and results["mtg-classic"]["ok"] is True
    assert results["mtg-2020"]["ok"] is False
    assert results["mtg-2020"]["error"]["code"] == "illegal-assignment"
    assert results["mtg-2020"]["error"]["rule"] == "510.1c"
    for ruleset in ("mtg", "mtg-classic"):
        final = results[ruleset]["final"]["permanents"]
        assert final["guardian"]["zone"] == "battlefield" and final["guardian"]["damage"] == 2
        assert final["elves"]["zone"] == "graveyard"
        assert final["gorger"]["damage"] == 1
    refused = [d for d in out["differences"] if d["kind"] == "refused"]
    assert len(refused) == 1
    assert refused[0]["ruleset"] == "mtg-2020"
    assert refused[0]["error"]["rule"] == "510.1c"
    assert refused[0]["error"]["code"] == "illegal-assignment"
    # mtg and mtg-classic agree on everything else.
    assert [d for d in out["differences"] if d["kind"] != "refused"] == []


def test_battle_board_skips_the_older_rulesets() -> None:
    out = pyengine.compare(battle_board())
    assert out["ok"] is True
    assert out["results"]["mtg"]["ok"] is True
    assert out["results"]["mtg"]["final"]["permanents"]["siege"]["defense"] == 1
    for ruleset in ("mtg-2020", "mtg-classic"):
        assert ruleset not in out["results"]
        assert out["skipped"][ruleset]["code"] == "not-in-ruleset"
    assert "mtg" not in out["skipped"]


def test_unknown_ruleset_is_refused() -> None:
    with pytest.raises(ScenarioError) as err:
        pyengine.compare(plain_board(), rulesets=["mtg", "magic-1993"])
    assert err.value.code == "unknown-ruleset"
    assert err.value.path == "$.rulesets"


def test_identical_outcomes_have_no_differences() -> None:
    out = pyengine.compare(plain_board(), rulesets=MAGIC)
    assert out["rulesets"] == MAGIC
    assert all(result["ok"] for result in out["results"].values())
    assert out["differences"] == []
    assert out["adapted"] == {}
    assert out["skipped"] == {}
    finals = [out["results"][r]["final"] for r in MAGIC]
    assert finals[0] == finals[1] == finals[2]
    assert finals[0]["players"]["bob"]["life"] == 18


def test_every_adaptation_is_listed() -> None:
    board = adaptable_board()
    before = copy.deepcopy(board)
    out = pyengine.compare(board, rulesets=MAGIC)
    assert board == before, "compare must not change the caller's scenario"
    adapted = out["adapted"]
    # mtg: no order (left out) and no damage on the stack (both plays moved).
    assert len(adapted["mtg"]) == 3
    assert sum("damage assignment order" in note for note in adapted["mtg"]) == 1
    # mtg-2020 keeps its order; both plays moved.
    assert len(adapted["mtg-2020"]) == 2
    assert not any("damage assignment order" in note for note in adapted["mtg-2020"])
    for ruleset in ("mtg", "mtg-2020"):
        moved = [note for note in adapted[ruleset] if "with combat damage on the stack" in note]
        assert len(moved) == 2
        assert any("pump" in note and "declare blockers step" in note for note in moved)
        assert any("prevent" in note and "after the first-strike combat damage step" in note for note in moved)
        # The ruleset's words for the moments, never the scenario's ids for them.
        assert not any(ident in note for note in moved for ident in ("'on-stack'", "after-blocks", "after-first-strike"))
    # mtg-classic keeps the plays where they were, but has no order.
    assert len(adapted["mtg-classic"]) == 1
    assert "damage assignment order" in adapted["mtg-classic"][0]
    # The adapted plays really happen at their new moments: the pump before any damage is assigned.
    mtg = out["results"]["mtg"]
    pumps = [ev for step in mtg["before_damage"] for ev in step["events"] if ev["type"] == "pump"]
    assert [ev["id"] for ev in pumps] == ["q"]


def test_every_adaptation_is_listed_for_the_fanatic_board() -> None:
    out = pyengine.compare(fanatic_board(), rulesets=MAGIC)
    for ruleset in ("mtg", "mtg-2020"):
        notes = out["adapted"][ruleset]
        assert len(notes) == 2
        assert any("remove" in note for note in notes) and any("deal" in note for note in notes)
        assert all("declare blockers step" in note for note in notes)
    assert "mtg-classic" not in out["adapted"]


def test_magic_board_is_skipped_by_riftbound_and_carried_to_puzzle_quest() -> None:
    # A Magic board has creatures, a Riftbound board units: it doesn't fit riftbound at all. Puzzle Quest decides
    # attacks and blocks itself, so the board is carried over without its declarations, and says so.
    out = pyengine.compare(plain_board())
    assert out["skipped"]["riftbound"]["code"] == "not-in-ruleset"
    assert "riftbound" not in out["results"]
    assert not [d for d in out["differences"] if d["kind"] == "refused"]
    assert out["adapted"]["puzzle-quest"] == [
        "puzzle-quest decides attacks and blocks itself: the declared attackers and blockers were left out"]
    # Both 2/2 and 3/3 attack on their own; the 1/1 has no defender, reach or vigilance, so it doesn't block.
    pq = out["results"]["puzzle-quest"]
    assert pq["final"]["players"]["bob"]["life"] == 15
    assert pq["final"]["permanents"]["elves"]["zone"] == "battlefield"


# --- The command line --------------------------------------------------------------------------------------


def test_cli_compare_prints_json(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "fanatic.json", fanatic_board())), "--rulesets", "mtg,mtg-classic")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    assert out["ok"] is True
    assert out["rulesets"] == ["mtg", "mtg-classic"]
    assert set(out) >= {"results", "adapted", "skipped", "differences"}
    diffs = by_key(out["differences"])
    assert diffs[("player", "bob", "life")]["values"] == {"mtg": 20, "mtg-classic": 19}
    assert diffs[("permanent", "piker", "zone")]["values"] == {"mtg": "battlefield", "mtg-classic": "graveyard"}


def test_cli_compare_rulesets_option_chooses_the_rulesets(tmp_path: Path) -> None:
    path = write(tmp_path, "gorger.json", gorger_board())
    proc = cli("compare", str(path), "--rulesets", "mtg-2020,mtg-classic")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["rulesets"] == ["mtg-2020", "mtg-classic"]
    assert out["results"]["mtg-2020"]["error"]["rule"] == "510.1c"
    assert [d["ruleset"] for d in out["differences"] if d["kind"] == "refused"] == ["mtg-2020"]


def test_cli_compare_reads_standard_input() -> None:
    proc = cli("compare", "-", "--rulesets", "mtg,mtg-classic", stdin=json.dumps(fanatic_board()))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["rulesets"] == ["mtg", "mtg-classic"]


def test_cli_compare_skips_without_crashing(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "battle.json", battle_board())))
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    assert out["results"]["mtg"]["ok"] is True
    assert {"mtg-2020", "mtg-classic"} <= set(out["skipped"])


def test_cli_compare_unknown_ruleset_exits_2(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "plain.json", plain_board())), "--rulesets", "mtg,magic-1993")
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    assert out["ok"] is False
    assert out["error"]["code"] == "unknown-ruleset"


def test_cli_compare_text(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "fanatic.json", fanatic_board())), "--rulesets", "mtg,mtg-classic",
               "--text")
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert "=== mtg ===" in text and "=== mtg-classic ===" in text
    assert "bob life: 20 under mtg; 19 under mtg-classic" in text
    assert "Goblin Piker zone: battlefield under mtg; graveyard under mtg-classic" in text
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)


def test_cli_compare_text_refusal_and_identical(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "gorger.json", gorger_board())), "--rulesets", ",".join(MAGIC), "--text")
    assert proc.returncode == 0, proc.stderr
    assert "refused under mtg-2020 (510.1c)" in proc.stdout
    proc = cli("compare", str(write(tmp_path, "plain.json", plain_board())), "--rulesets", ",".join(MAGIC), "--text")
    assert proc.returncode == 0, proc.stderr
    assert "\n* " not in proc.stdout


def test_cli_compare_text_shows_adaptations_and_skipped(tmp_path: Path) -> None:
    proc = cli("compare", str(write(tmp_path, "fanatic.json", fanatic_board())), "--rulesets", "mtg,mtg-classic",
               "--text")
    out = pyengine.compare(fanatic_board(), rulesets=["mtg", "mtg-classic"])
    for note in out["adapted"]["mtg"]:
        assert note in proc.stdout
    proc = cli("compare", str(write(tmp_path, "battle.json", battle_board())), "--text")
    assert "mtg-2020" in proc.stdout and "mtg-classic" in proc.stdout


def stacked_removal_board(action: dict[str, Any], printed: list[str]) -> dict[str, Any]:
    """A 3/3 blocked by a 2/4; after blocks it gains or loses first strike; with its regular damage
    on the stack the blocker is removed from combat (classic): the stack still deals it (old 310.4)."""
    return {
        "ruleset": "mtg-classic", "players": players(), "active_player": "alice",
        "permanents": [{"id": "a", "controller": "alice", "power": 3, "toughness": 3, "keywords": printed},
                       {"id": "b", "controller": "bob", "power": 2, "toughness": 4}],
        "attackers": [{"id": "a", "target": "bob"}], "blockers": [{"id": "b", "blocks": ["a"]}],
        "actions": [action, {"at": "on-stack", "step": "regular", "do": "remove-from-combat", "target": "b"}],
    }


def test_first_strike_gained_after_blocks_moves_a_regular_step_action_after_first_strike() -> None:
    # A first-strike step happens (510.4): the regular step's stacked removal comes after it, so under
    # the current rules the first striker's 3 still hit the blocker, which never hits back.
    board = stacked_removal_board({"at": "after-blocks", "do": "grant", "target": "a", "keyword": "first_strike"}, [])
    answer = pyengine.compare(board, MAGIC)
    for rs in ("mtg", "mtg-2020"):
        assert "after the first-strike combat damage step" in answer["adapted"][rs][0]
        assert answer["results"][rs]["final"]["permanents"]["b"]["damage"] == 3
    assert [(d["id"], d["field"]) for d in answer["differences"]] == [("a", "damage")]


def test_first_strike_lost_after_blocks_moves_a_regular_step_action_after_blocks() -> None:
    # No first-strike step: the removal comes before any damage, and both current rulesets resolve it.
    board = stacked_removal_board({"at": "after-blocks", "do": "lose", "target": "a", "keyword": "first_strike"},
                                  ["first_strike"])
    answer = pyengine.compare(board, MAGIC)
    for rs in ("mtg", "mtg-2020"):
        assert "declare blockers step" in answer["adapted"][rs][0]
        assert answer["results"][rs]["ok"] is True
    assert {(d["id"], d["field"]) for d in answer["differences"]} == {("a", "damage"), ("b", "damage")}


def test_a_different_winner_is_a_difference() -> None:
    # Bob at 3 takes 3 from an unblocked attacker while his lifelink blocker deals 3. Today the life
    # is gained with the damage (120.3f, 510.2): Bob ends at 3. In the classic era lifelink triggered
    # (502.68): state-based effects see Bob at 0 first, and Alice wins.
    board = {"ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 3}],
             "active_player": "alice",
             "permanents": [{"id": "a1", "controller": "alice", "power": 3, "toughness": 3},
                            {"id": "a2", "controller": "alice", "power": 2, "toughness": 2},
                            {"id": "b", "controller": "bob", "power": 3, "toughness": 3, "keywords": ["lifelink"]}],
             "attackers": [{"id": "a1", "target": "bob"}, {"id": "a2", "target": "bob"}],
             "blockers": [{"id": "b", "blocks": ["a2"]}]}
    answer = pyengine.compare(board, MAGIC)
    game = [d for d in answer["differences"] if d["kind"] == "game"]
    assert game == [{"kind": "game", "field": "winner", "values": {"mtg": None, "mtg-2020": None, "mtg-classic": "alice"},
                     "summary": "winner: none under mtg and mtg-2020; alice under mtg-classic"}]
    named = copy.deepcopy(board)
    named["players"][0]["name"] = "Alice Liddell"
    summaries = [d["summary"] for d in pyengine.compare(named, MAGIC)["differences"] if d["kind"] == "game"]
    assert summaries == ["winner: none under mtg and mtg-2020; Alice Liddell under mtg-classic"]


# Mechanics real cards print (issue 15) ------------------------------------------------------------------

def regeneration_board() -> dict[str, Any]:
    """A 1/1 deathtouch attacker blocked by a 1/1 with one regeneration shield."""
    return {
        "format": 1, "ruleset": "mtg", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "rats", "controller": "alice", "power": 1, "toughness": 1, "keywords": ["deathtouch"]},
            {"id": "skel", "name": "Drudge Skeletons", "controller": "bob", "power": 1, "toughness": 1,
             "regeneration_shields": 1},
        ],
        "attackers": [{"id": "rats", "target": "bob"}],
        "blockers": [{"id": "skel", "blocks": ["rats"]}],
    }


def test_one_regeneration_shield_against_deathtouch_was_not_enough_before_m10() -> None:
    """Today 704.5h destroys once and one shield (701.19a) saves it; before M10 deathtouch was a trigger that
    destroyed it again after the lethal-damage state-based effect used the shield (M10 rules changes §6)."""
    out = pyengine.compare(regeneration_board(), MAGIC)
    zones = {rs: out["results"][rs]["final"]["permanents"]["skel"]["zone"] for rs in MAGIC}
    assert zones == {"mtg": "battlefield", "mtg-2020": "battlefield", "mtg-classic": "graveyard"}
    assert any(d["kind"] == "permanent" and d["id"] == "skel" and d["field"] == "zone" for d in out["differences"])


def test_shield_counters_skip_the_rulesets_before_2022() -> None:
    board = regeneration_board()
    board["permanents"][1].pop("regeneration_shields")
    board["permanents"][1]["counters"] = {"shield": 1}
    out = pyengine.compare(board)
    assert out["rulesets"] == ["mtg"]
    assert {"mtg-2020", "mtg-classic"} <= set(out["skipped"])
    assert out["skipped"]["mtg-2020"]["path"] == "$.permanents[1].counters['shield']"


def test_ninjutsu_with_damage_on_the_stack_moves_before_damage_elsewhere() -> None:
    """Classic: the returned creature's stacked damage is still dealt (old 310.4a) and the ninja deals none;
    today ninjutsu happens after blocks, so only the ninja deals damage."""
    board = {
        "format": 1, "ruleset": "mtg-classic", "players": players(), "active_player": "alice",
        "permanents": [
            {"id": "rogue", "controller": "alice", "power": 2, "toughness": 2},
            {"id": "ninja", "controller": "alice", "power": 3, "toughness": 2, "zone": "hand",
             "keywords": ["ninjutsu"]},
        ],
        "attackers": [{"id": "rogue", "target": "bob"}],
        "actions": [{"at": "on-stack", "do": "ninjutsu", "return": "rogue", "ninja": "ninja"}],
    }
    out = pyengine.compare(board, MAGIC)
    life = {rs: out["results"][rs]["final"]["players"]["bob"]["life"] for rs in MAGIC}
    assert life == {"mtg": 17, "mtg-2020": 17, "mtg-classic": 18}
    assert any("ninjutsu" in note for note in out["adapted"]["mtg"])
