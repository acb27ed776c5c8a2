"""Converting a board between rulesets and games (pyengine.convert), written from the rules.

Riftbound: a unit's Might is both the damage it deals and the damage that
kills it (RB 140.2); players score points, not life (RB 444); a combat is at a
battlefield the attacker contests (RB 438.1.a.1), where every unit of the
active player attacks and every unit of the other defends (RB 438.1.a.3–4).
"""

from __future__ import annotations

import copy
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from strategies import mtg_boards

from pyengine import ScenarioError, convert, resolve, validate
from pyengine import bridge
from pyengine.bridge import call_data
from pyengine.cards import written_out
from pyengine.compare import adapt
from pyengine.convert import GAMES
from pyengine.rulesets import RULESETS

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "web" / "examples"


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


def gorger() -> dict[str, Any]:
    """Vastwood Gorger 5/6 attacks bob, blocked by Pride Guardian 0/3 (defender) and Llanowar Elves 1/1."""
    return example("gorger-current.json")


def by_id(scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in scenario["permanents"]}


def mentions_an_id(changes: list[str], ids: list[str]) -> list[str]:
    """Changes naming a card or battlefield by an id that differs from its name (case-sensitive, whole word)."""
    return [c for c in changes for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", c)]


# Magic → Riftbound

def test_creatures_become_units_with_their_power_as_might() -> None:
    out = convert(gorger(), "riftbound")
    board = out["scenario"]
    assert out["ok"] is True and out["ruleset"] == board["ruleset"] == "riftbound"
    units = by_id(board)
    assert {i: (u["types"], u["might"]) for i, u in units.items()} == {
        "gorger": (["unit"], 5), "guardian": (["unit"], 0), "elves": (["unit"], 1)}
    assert not any("power" in u or "toughness" in u for u in units.values())
    assert validate(board) == []


def test_players_score_points_and_a_battlefield_held_by_the_defender_is_made_up() -> None:
    board = convert(gorger(), "riftbound")["scenario"]
    assert board["players"] == [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}]
    assert board["battlefield"] == {"id": "battlefield", "name": "Battlefield", "controller": "bob"}
    for key in ("attackers", "blockers", "assignments"):
        assert key not in board


def test_the_converted_board_resolves_by_riftbound_rules() -> None:
    """Alice's 5 Might: lethal to Pride Guardian (Might 0: 1 damage), the rest to the Elves (439.1.d.3–4);
    bob's 1 Might can't kill the Gorger (Might 5). Only alice's unit remains: she conquers, 1 point (440.2, 442.1)."""
    result = resolve(convert(gorger(), "riftbound")["scenario"])
    final = result["final"]
    assert {i: p["zone"] for i, p in final["permanents"].items()} == {
        "gorger": "battlefield", "guardian": "trash", "elves": "trash"}
    assert final["players"]["alice"]["points"] == 1
    assert final["battlefield"]["controller"] == "alice"


def test_every_change_is_a_sentence_naming_cards_not_ids() -> None:
    changes = convert(gorger(), "riftbound")["changes"]
    text = " ".join(changes)
    assert mentions_an_id(changes, ["gorger", "guardian", "elves", "battlefield"]) == [
        c for c in changes if "at a battlefield" in c or "a battlefield," in c]  # "a battlefield" is a word, not an id
    for name in ("Vastwood Gorger", "Pride Guardian", "Llanowar Elves"):
        assert name in text
    assert "Might 5" in text and "140.2" in text
    assert any("defender" in c and "Pride Guardian" in c for c in changes)  # the dropped keyword, named
    assert any("points" in c and "life" in c for c in changes)
    # Players without a name are named as every page names them ("alice" -> "Alice"), both ways.
    back = convert(convert(gorger(), "riftbound")["scenario"], "mtg")["changes"]
    assert mentions_an_id(changes + back, ["alice", "bob"]) == [], changes + back
    assert any(c.startswith("Alice's attack") for c in changes) and any("Bob declares" in c for c in back)
    assert any("divisions" in c for c in changes)


def test_a_creature_that_did_not_attack_stays_home() -> None:
    scenario = gorger()
    scenario["permanents"].append({"id": "bear", "name": "Grizzly Bears", "controller": "alice", "power": 2,
                                   "toughness": 2})
    out = convert(scenario, "riftbound")
    assert "bear" not in by_id(out["scenario"])
    assert any("Grizzly Bears didn't attack" in c for c in out["changes"])
    assert validate(out["scenario"]) == []


def test_without_declared_attacks_every_creature_goes_to_the_battlefield() -> None:
    scenario = gorger()
    for key in ("attackers", "blockers", "assignments"):
        del scenario[key]
    board = convert(scenario, "riftbound")["scenario"]
    assert set(by_id(board)) == {"gorger", "guardian", "elves"}


def test_counters_count_in_might_and_magic_only_things_are_left_out_each_named() -> None:
    scenario = gorger()
    gorger_card = scenario["permanents"][0]
    gorger_card.update({"counters": {"+1/+1": 2, "-1/-1": 1}, "keywords": ["first_strike", "trample"],
                        "colors": ["green"], "regeneration_shields": 1})
    scenario["permanents"].append({"id": "jace", "name": "Jace", "controller": "bob", "types": ["planeswalker"],
                                   "loyalty": 3})
    out = convert(scenario, "riftbound")
    gorger_unit = by_id(out["scenario"])["gorger"]
    assert gorger_unit["might"] == 6  # 5 + 2 - 1 (122.1a)
    for field in ("counters", "keywords", "colors", "regeneration_shields"):
        assert field not in gorger_unit
    assert "jace" not in by_id(out["scenario"])
    text = "\n".join(out["changes"])
    assert "first strike and trample" in text
    assert "Jace (a planeswalker)" in text
    assert "colors" in text and "regeneration shields" in text
    assert validate(out["scenario"]) == []


def test_damage_that_would_already_kill_the_unit_is_left_out() -> None:
    scenario = gorger()
    scenario["permanents"][2].update({"power": 1, "toughness": 4, "damage": 2})  # 1/4 with 2 damage: Might 1
    scenario["permanents"][0]["damage"] = 3  # 5/6 with 3 damage: Might 5, keeps it
    out = convert(scenario, "riftbound")
    units = by_id(out["scenario"])
    assert "damage" not in units["elves"] and units["gorger"]["damage"] == 3
    assert any("322.2" in c and "Llanowar Elves" in c for c in out["changes"])
    assert validate(out["scenario"]) == []


def test_poison_and_actions_are_left_out_with_a_note() -> None:
    scenario = example("mogg-fanatic-current.json")
    scenario["players"][1]["poison"] = 3
    out = convert(scenario, "riftbound")
    assert "actions" not in out["scenario"]
    assert sum("action" in c and "left out" in c for c in out["changes"]) == len(scenario["actions"])
    assert any("3 poison" in c for c in out["changes"])
    assert validate(out["scenario"]) == []


# Riftbound → Magic

def test_units_become_creatures_with_might_as_power_and_toughness() -> None:
    out = convert(example("riftbound-tank.json"), "mtg")
    board = out["scenario"]
    assert {i: (p["types"], p["power"], p["toughness"]) for i, p in by_id(board).items()} == {
        "a1": (["creature"], 3, 3), "a2": (["creature"], 2, 2), "d1": (["creature"], 3, 3),
        "d2": (["creature"], 2, 2)}
    assert board["players"] == [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}]
    assert "battlefield" not in board
    assert board["attackers"] == [{"id": "a1", "target": "bob"}, {"id": "a2", "target": "bob"}]
    assert validate(board) == []
    assert resolve(board)["ok"] is True
    text = "\n".join(out["changes"])
    for dropped in ("assault 2", "shield 1", "tank"):
        assert dropped in text
    assert mentions_an_id(out["changes"], ["a1", "a2", "d1", "d2", "bf"]) == []


def test_a_unit_of_might_0_becomes_a_0_1_creature_and_a_tapped_one_stays_home() -> None:
    scenario = example("riftbound-tank.json")
    scenario["permanents"][1].update({"might": 0})
    scenario["permanents"][0]["tapped"] = True
    out = convert(scenario, "mtg")
    creatures = by_id(out["scenario"])
    assert (creatures["a2"]["power"], creatures["a2"]["toughness"]) == (0, 1)
    assert out["scenario"]["attackers"] == [{"id": "a2", "target": "bob"}]
    assert any("Assault Unit can't attack" in c and "508.1a" in c for c in out["changes"])
    assert any("704.5f" in c for c in out["changes"])


def test_the_round_trip_keeps_what_both_games_have() -> None:
    start = gorger()
    back = convert(convert(start, "riftbound")["scenario"], "mtg")["scenario"]
    assert back["ruleset"] == "mtg"
    kept = {(p["id"], p.get("name"), p["controller"], p["power"]) for p in back["permanents"]}
    given = [written_out(p) for p in start["permanents"]]  # the example names its cards: what they give
    assert kept == {(p["id"], p.get("name"), p["controller"], p["power"]) for p in given}
    assert back["attackers"] == start["attackers"]
    assert [p["life"] for p in back["players"]] == [20, 20]
    assert validate(back) == []


def test_to_puzzle_quest_the_game_decides_attacks() -> None:
    out = convert(example("riftbound-tank.json"), "puzzle-quest")
    assert "attackers" not in out["scenario"]
    assert validate(out["scenario"]) == []
    assert any("Puzzle Quest decides attacks" in c for c in out["changes"])


# Within Magic, and Magic ↔ Puzzle Quest

def test_within_magic_the_board_is_carried_over_as_compare_carries_it() -> None:
    scenario = example("mogg-fanatic-classic.json")
    out = convert(scenario, "mtg")
    board, notes = adapt(scenario, "mtg")
    assert out["scenario"] == board and out["changes"] == notes and notes


def test_magic_to_puzzle_quest_leaves_out_what_that_game_has_not() -> None:
    scenario = example("planeswalker-battle.json")
    out = convert(scenario, "puzzle-quest")
    problems = validate(out["scenario"])
    assert [p for p in problems if p["code"] == "not-in-ruleset"] == []
    assert any("planeswalker" in c for c in out["changes"])
    assert not any(c.startswith("puzzle-quest ") for c in out["changes"])  # the game's name, not its id


def test_puzzle_quest_to_magic_asks_for_the_attacks() -> None:
    out = convert(example("puzzle-quest-trample.json"), "mtg")
    assert validate(out["scenario"]) == []
    assert any("declare the attackers" in c for c in out["changes"])


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.json") if p.name != "index.json"))
@pytest.mark.parametrize("ruleset", ["mtg", "puzzle-quest", "riftbound"])
def test_every_example_converts_or_is_refused_with_a_reason(name: str, ruleset: str) -> None:
    scenario = example(name)
    try:
        out = convert(scenario, ruleset)
    except ScenarioError as exc:
        assert GAMES[scenario["ruleset"]] != GAMES[ruleset]
        assert exc.path in ("$.players", "$.variant") and "can't be carried over" in exc.message
        return
    if GAMES[scenario["ruleset"]] != GAMES[ruleset]:
        assert [p for p in validate(out["scenario"]) if p["code"] == "not-in-ruleset"] == []
    assert out["scenario"]["ruleset"] == ruleset
    assert convert(copy.deepcopy(out["scenario"]), ruleset)["changes"] == [] or GAMES[ruleset] == "Magic"


def test_every_ruleset_belongs_to_a_game() -> None:
    assert set(GAMES) == set(RULESETS)


# Refusals

@pytest.mark.parametrize(("change", "code", "path"), [
    (lambda s: s.update(permanents={"gorger": {}}), "invalid-scenario", "$.permanents"),
    (lambda s: s["permanents"].__setitem__(1, "Pride Guardian"), "invalid-scenario", "$.permanents[1]"),
    (lambda s: s["permanents"][0].update(power="5"), "invalid-scenario", "$.permanents[0].power"),
    (lambda s: s["players"].append({"id": "carol"}), "not-implemented", "$.players"),
    (lambda s: s.update(variant="commander"), "not-in-ruleset", "$.variant"),
])
def test_a_board_that_cannot_be_converted_is_refused_with_its_path(change: Any, code: str, path: str) -> None:
    scenario = gorger()
    change(scenario)
    with pytest.raises(ScenarioError) as caught:
        convert(scenario, "riftbound")
    assert (caught.value.code, caught.value.path) == (code, path)
    assert "Traceback" not in caught.value.message


def test_a_board_of_an_unknown_ruleset_is_put_under_the_new_one_as_it_is() -> None:
    scenario = {**gorger(), "ruleset": "mtg-2031"}
    out = convert(scenario, "mtg")
    assert out["scenario"] == {**scenario, "ruleset": "mtg"}
    assert len(out["changes"]) == 1 and "'mtg-2031'" in out["changes"][0] and "as it is" in out["changes"][0]
    assert validate(out["scenario"]) == []


def test_an_unknown_target_or_a_non_object_is_refused() -> None:
    with pytest.raises(ScenarioError) as caught:
        convert(gorger(), "chess")
    assert (caught.value.code, caught.value.path) == ("unknown-ruleset", "$.ruleset")
    with pytest.raises(ScenarioError) as caught:
        convert([], "mtg")
    assert caught.value.code == "invalid-scenario"


# Bridge and command line

def test_the_bridge_answers_convert_as_data() -> None:
    answer = call_data("convert", json.dumps({"scenario": gorger(), "ruleset": "riftbound"}))
    assert answer["ok"] is True and answer["scenario"]["ruleset"] == "riftbound" and answer["changes"]
    refused = call_data("convert", json.dumps({"scenario": gorger(), "ruleset": "go"}))
    assert refused["ok"] is False and refused["error"]["path"] == "$.ruleset"
    assert call_data("convert", "[]")["error"]["code"] == "invalid-scenario"


def test_the_command_line_converts_and_says_what_changed() -> None:
    run = subprocess.run([sys.executable, "-m", "pyengine", "convert", str(EXAMPLES / "gorger-current.json"),
                          "--to", "riftbound", "--text"], capture_output=True, text=True, cwd=ROOT, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("converted to riftbound:") and "Vastwood Gorger 5/6 → Might 5" in run.stdout
    run = subprocess.run([sys.executable, "-m", "pyengine", "convert", str(EXAMPLES / "gorger-current.json"),
                          "--to", "chess"], capture_output=True, text=True, cwd=ROOT, check=False)
    assert run.returncode == 2 and json.loads(run.stdout)["error"]["code"] == "unknown-ruleset"


def test_mutated_boards_get_answers_not_exceptions() -> None:
    """The golden boards, mutated at random (test_fuzz's mutations): convert answers every one with data."""
    from test_fuzz import SCENARIOS, check, mutate  # noqa: PLC0415

    for seed in range(400):
        rng = random.Random(seed)
        text = json.dumps({"scenario": mutate(rng.choice(SCENARIOS), rng), "ruleset": rng.choice(list(RULESETS))})
        check(bridge.call("convert", text))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mtg_boards())
def test_any_legal_magic_board_converts_to_riftbound_and_back_without_problems(board: dict[str, Any]) -> None:
    """Artifact creatures, protection, prevention, counters, planeswalkers, battles, bystanders, actions:
    whatever a legal Magic board holds, the converted board is one the engine accepts, both ways."""
    there = convert(board, "riftbound")
    assert validate(there["scenario"]) == [], there["changes"]
    attackers = {a["id"] for a in board["attackers"]}
    for unit in there["scenario"]["permanents"]:
        source = next(p for p in board["permanents"] if p["id"] == unit["id"])
        counters = source.get("counters", {})
        assert unit["might"] == source["power"] + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        assert unit["controller"] != board["active_player"] or unit["id"] in attackers
    back = convert(there["scenario"], "mtg")
    assert validate(back["scenario"]) == [], back["changes"]
    assert [p["power"] for p in back["scenario"]["permanents"]] == [u["might"] for u in there["scenario"]["permanents"]]
    assert resolve(back["scenario"])["ok"] is True
