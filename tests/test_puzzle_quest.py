"""puzzle-quest: each reading of what the wiki leaves open, and its other reading, one switch at a time.

The golden files (tests/scenarios/puzzle-quest) pin the chosen readings; here
each switch of :class:`~pyengine.rulesets.puzzle_quest.PuzzleQuest` is turned
the other way on a board where that matters, and the outcome worked out by hand
(docs/rulesets.md, ## puzzle-quest) is checked.
"""

from __future__ import annotations

from typing import Any

import pytest
from golden import SCENARIOS, golden_files, load

import pyengine
from pyengine.rulesets import describe_rulesets
from pyengine.rulesets.puzzle_quest import PuzzleQuest


def cre(ident: str, controller: str, power: int, toughness: int, *keywords: str, **fields: Any) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "power": power, "toughness": toughness,
            "keywords": list(keywords), **fields}


def board(*permanents: dict[str, Any], bob: int = 20) -> dict[str, Any]:
    return {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice"}, {"id": "bob", "life": bob}],
            "active_player": "alice", "permanents": list(permanents)}


def final(scenario: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = pyengine.resolve(scenario)["final"]
    return out


TWO_ON_A_WALL = board(cre("a1", "alice", 3, 3), cre("a2", "alice", 3, 3), cre("wall", "bob", 0, 3, "defender"))
BIG_WALL = board(cre("a1", "alice", 3, 3), cre("a2", "alice", 3, 3), cre("wall", "bob", 0, 7, "defender"))


def test_enough_puzzle_quest_golden_files() -> None:
    files = [p for p in golden_files() if p.parent == SCENARIOS / "puzzle-quest"]
    assert len(files) >= 20, f"only {len(files)} golden files for puzzle-quest"
    for path in files:
        assert load(path)["scenario"]["ruleset"] == "puzzle-quest", path.name


# Each switch turned the other way: (switch, value, board, what the other reading gives, by hand).
OTHER_READINGS = [
    # Defender creatures never attack: the 2/4 defender stays home, bob keeps 20.
    ("defenders_attack", False, board(cre("guardian", "alice", 2, 4, "defender")),
     lambda f: f["players"]["bob"]["life"] == 20),
    # Blockers picked as combat begins: the wall dies to the first 3/3; the second attack is still "blocked" by
    # it, finds it dead, and (without trample) deals nothing. One at a time, it would be unblocked: bob 17.
    ("attacks_one_at_a_time", False, TWO_ON_A_WALL,
     lambda f: f["players"]["bob"]["life"] == 20 and f["permanents"]["wall"]["zone"] == "graveyard"),
    # One block a turn: the 0/7 wall blocks the first 3/3 only; the second hits bob.
    ("blocker_blocks_every_attack", False, BIG_WALL,
     lambda f: f["players"]["bob"]["life"] == 17 and f["permanents"]["wall"]["damage"] == 3),
    # Whole toughness for trample: 4 power against a 0/5 with 3 damage all goes to it (and kills it).
    ("trample_counts_marked_damage", False,
     board(cre("t", "alice", 4, 4, "trample"), cre("wall", "bob", 0, 5, "defender", damage=3)),
     lambda f: f["players"]["bob"]["life"] == 20 and f["permanents"]["wall"]["zone"] == "graveyard"),
    # A double strike hit that finds its blocker dead goes to the planeswalker: 3 to bob.
    ("hit_without_blocker_is_lost", False,
     board(cre("ds", "alice", 3, 3, "double_strike"), cre("wall", "bob", 0, 2, "defender")),
     lambda f: f["players"]["bob"]["life"] == 17),
    # Damage wears off at the end of the turn: the 0/7 wall ends with none.
    ("damage_persists", False, BIG_WALL, lambda f: f["permanents"]["wall"]["damage"] == 0),
    # The attacker's first strike first: the blocking first striker dies before it hits back.
    ("first_strikers_hit_together", False,
     board(cre("k", "alice", 2, 2, "first_strike"), cre("g", "bob", 2, 2, "defender", "first_strike")),
     lambda f: f["permanents"]["k"].get("damage") == 0 and f["permanents"]["g"]["zone"] == "graveyard"),
    # A flying berserker attacks the wall (first creature) but the reach spider intercepts it.
    ("berserker_can_be_blocked", True,
     board(cre("b", "alice", 3, 3, "berserker", "flying"), cre("wall", "bob", 0, 4, "defender"),
           cre("spider", "bob", 2, 2, "reach")),
     lambda f: f["permanents"]["spider"]["zone"] == "graveyard" and f["permanents"]["wall"]["damage"] == 0),
]


@pytest.mark.parametrize("switch, value, scenario, check", OTHER_READINGS, ids=[r[0] for r in OTHER_READINGS])
def test_other_reading(monkeypatch: pytest.MonkeyPatch, switch: str, value: bool, scenario: dict[str, Any],
                       check: Any) -> None:
    chosen = final(scenario)
    monkeypatch.setattr(PuzzleQuest, switch, value)
    other = final(scenario)
    assert check(other), other
    assert not check(chosen), f"the chosen reading of {switch} gives the same outcome here: {chosen}"


def test_chosen_readings_are_the_digests() -> None:
    assert PuzzleQuest.defenders_attack and PuzzleQuest.attacks_one_at_a_time
    assert PuzzleQuest.blocker_blocks_every_attack and PuzzleQuest.trample_counts_marked_damage
    assert PuzzleQuest.hit_without_blocker_is_lost and PuzzleQuest.damage_persists
    assert PuzzleQuest.first_strikers_hit_together and not PuzzleQuest.berserker_can_be_blocked
    assert PuzzleQuest.has_lifelink and PuzzleQuest.has_indestructible


@pytest.mark.parametrize("switch, keyword", [("has_lifelink", "lifelink"), ("has_indestructible", "indestructible")])
def test_keyword_switched_off_is_refused(monkeypatch: pytest.MonkeyPatch, switch: str, keyword: str) -> None:
    monkeypatch.setattr(PuzzleQuest, switch, False)
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(board(cre("x", "alice", 1, 1, keyword)))
    assert (err.value.code, err.value.path) == ("not-in-ruleset", "$.permanents[0].keywords[0]")


def test_damage_wearing_off_is_an_end_of_turn_step(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PuzzleQuest, "damage_persists", False)
    steps = pyengine.resolve(BIG_WALL)["steps"]
    assert [s["name"] for s in steps] == ["attack 1: a1", "attack 2: a2", "end of turn"]
    assert steps[-1]["events"] == [{"type": "healed", "id": "wall", "rule": "PQ Combat Basics: Overview"}]


def test_every_problem_is_listed_at_once() -> None:
    scenario = board(*(cre(f"c{i}", "alice", 1, 1) for i in range(4)), cre("w", "bob", 0, 1, tapped=True))
    scenario["blockers"] = [{"id": "w", "blocks": ["c0"]}]
    problems = pyengine.validate(scenario)
    assert [(p["code"], p["path"]) for p in problems] == [
        ("not-in-ruleset", "$.blockers"), ("not-in-ruleset", "$.permanents[4].tapped"),
        ("not-in-ruleset", "$.permanents[3]")]


def test_mixed_and_duplicate_slots_are_refused() -> None:
    mixed = board(cre("x", "alice", 1, 1, slot=1), cre("y", "alice", 1, 1))
    twice = board(cre("x", "alice", 1, 1, slot=1), cre("y", "alice", 1, 1, slot=1))
    assert [(p["code"], p["path"]) for p in pyengine.validate(mixed)] == [("invalid-scenario", "$.permanents[1].slot")]
    assert [(p["code"], p["path"]) for p in pyengine.validate(twice)] == [("invalid-scenario", "$.permanents[1].slot")]


def test_unknown_keyword_is_named() -> None:
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(board(cre("x", "alice", 1, 1, "tank")))
    assert err.value.code == "unknown-keyword"
    assert "'tank'" in err.value.message


def test_actions_have_no_moment() -> None:
    scenario = board(cre("x", "alice", 1, 1))
    scenario["actions"] = [{"at": "after-blocks", "do": "pump", "target": "x", "power": 1}]
    with pytest.raises(pyengine.ScenarioError) as err:
        pyengine.resolve(scenario)
    assert (err.value.code, err.value.path) == ("not-in-ruleset", "$.actions[0].at")


def test_puzzle_quest_board_fits_no_declaring_ruleset() -> None:
    out = pyengine.compare(board(cre("x", "alice", 2, 2)))
    assert out["rulesets"] == ["puzzle-quest"]
    assert {r: e["path"] for r, e in out["skipped"].items()} == {
        "mtg": "$.attackers", "mtg-2020": "$.attackers", "mtg-classic": "$.attackers", "riftbound": "$.permanents"}


def test_magic_divisions_are_left_out_for_puzzle_quest() -> None:
    scenario = {"format": 1, "ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
                "permanents": [cre("x", "alice", 2, 2), cre("w", "bob", 0, 3, "defender")],
                "attackers": [{"id": "x", "target": "bob"}], "blockers": [{"id": "w", "blocks": ["x"]}],
                "assignments": [{"source": "x", "division": {"w": 2}}]}
    out = pyengine.compare(scenario, rulesets=["mtg", "puzzle-quest"])
    assert out["adapted"]["puzzle-quest"] == [
        "puzzle-quest decides attacks and blocks itself: the declared attackers and blockers were left out",
        "puzzle-quest divides combat damage itself: the divisions were left out"]
    assert out["results"]["puzzle-quest"]["final"]["permanents"]["w"]["damage"] == 2
    assert out["differences"] == [] or all(d["kind"] != "refused" for d in out["differences"])


def test_described_with_its_keywords() -> None:
    described = {r["id"]: r for r in describe_rulesets()}
    pq = described["puzzle-quest"]
    assert pq["declares"] is False and pq["action_times"] == []
    rules = {k["name"]: k["rule"] for k in pq["keywords"]}
    assert rules["berserker"] == "PQ Abilities: Berserker" and rules["trample"] == "PQ Combat Basics: Trample"
