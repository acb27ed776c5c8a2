"""The puzzles in puzzles/: each is valid, solvable, its own solution solves it, and it is a real puzzle
(some legal choice fails); and the goals and checks of pyengine.puzzles on their own."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from pyengine import puzzles
from pyengine.errors import ScenarioError

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted((ROOT / "puzzles").glob("*.json"))
PUZZLES = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in FILES}


def test_there_are_enough_puzzles_across_the_rulesets() -> None:
    assert len(PUZZLES) >= 20
    rulesets = {p["ruleset"] for p in PUZZLES.values()}
    assert rulesets == {"mtg", "mtg-2020", "mtg-classic", "puzzle-quest", "riftbound"}
    assert {p["side"] for p in PUZZLES.values()} == {"attacker", "defender"}
    assert {p["difficulty"] for p in PUZZLES.values()} == {1, 2, 3}
    kinds = {puzzles.kind_of(p) for p in PUZZLES.values()}
    assert kinds == {"blocks", "attacks", "divisions", "pool", "slots", "question"}


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_puzzle_is_valid_and_named_by_its_file(name: str) -> None:
    puzzle = PUZZLES[name]
    puzzles.validate(puzzle)
    assert puzzle["id"] == name
    assert puzzle["hints"] and puzzle["title"]
    assert set(puzzle["solution"]) <= puzzles.ALLOWED[puzzles.kind_of(puzzle)]


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_intended_solution_meets_the_goal(name: str) -> None:
    puzzle = PUZZLES[name]
    answer = puzzles.check(puzzle, puzzle["solution"])
    assert answer["ok"] and answer["solved"], answer["why"]
    assert answer["result"]["ok"]


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_puzzle_is_solvable(name: str) -> None:
    puzzle = PUZZLES[name]
    found = puzzles.solve(puzzle)
    assert found is not None
    assert puzzles.check(puzzle, found)["solved"]


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_puzzle_is_a_real_puzzle(name: str) -> None:
    """Doing nothing (no blocks, no attack, the automatic division, the default slots, a wrong answer)
    fails, and so does some other legal choice."""
    puzzle = PUZZLES[name]
    if puzzles.kind_of(puzzle) == "question":
        wrong = [a["id"] for a in puzzle["answers"] if a["id"] != puzzle["solution"]["answer"]]
        assert all(not puzzles.check(puzzle, {"answer": w})["solved"] for w in wrong)
        return
    nothing = puzzles.check(puzzle, {})
    assert nothing["ok"] and not nothing["solved"], nothing["why"]
    legal_failures = 0
    for choice in puzzles.choices(puzzle):
        answer = puzzles.check(puzzle, choice)
        if answer["result"] is not None and not answer["solved"]:
            legal_failures += 1
            break
    assert legal_failures


# Choices are checked.
DEFENDER = PUZZLES["hold-the-line"]
ATTACKER = PUZZLES["alpha-strike"]
DIVISION = PUZZLES["split-the-damage"]


@pytest.mark.parametrize("puzzle,choice,path", [
    (DEFENDER, {"attackers": [{"id": "boar", "target": "you"}]}, "$.choice"),
    (DEFENDER, {"blockers": [{"id": "boar", "blocks": ["bat"]}]}, "$.choice.blockers[0].id"),
    (DEFENDER, {"assignments": []}, "$.choice"),
    (DEFENDER, {"blockers": "wall"}, "$.choice.blockers"),
    (DEFENDER, ["wall"], "$.choice"),
    (ATTACKER, {"attackers": [{"id": "guard", "target": "you"}]}, "$.choice.attackers[0].id"),
    (ATTACKER, {"blockers": [{"id": "guard", "blocks": ["raider"]}]}, "$.choice"),
    (DIVISION, {"assignments": [{"source": "goblin", "division": {"serpent": 2}}]}, "$.choice.assignments[0].source"),
    (DIVISION, {"blockers": []}, "$.choice"),
    (DIVISION, {"actions": ["sac-on-stack"]}, "$.choice.actions"),
    (PUZZLES["pq-cast-order"], {"slots": {"warden": 1}}, "$.choice.slots"),
    (PUZZLES["rb-pick-your-targets"], {"assignments": [{"source": "them", "division": {"lancer3": 3}}]},
     "$.choice.assignments[0].source"),
    (PUZZLES["pq-berserker"], {"answer": "maybe"}, "$.choice.answer"),
])
def test_a_choice_fills_in_only_the_sides_own_part(puzzle: dict[str, Any], choice: Any, path: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        puzzles.check(puzzle, choice)
    assert caught.value.code == "invalid-scenario" and caught.value.path == path


def test_an_illegal_declaration_is_not_solved() -> None:
    # The Old Stone Wall can't block the flying Dusk Bat: the engine refuses, the check says why.
    answer = puzzles.check(DEFENDER, {"blockers": [{"id": "wall", "blocks": ["bat"]}]})
    assert answer["ok"] and not answer["solved"] and answer["why"].startswith("illegal:")
    assert answer["error"]["rule"] == "702.9b"


def test_the_attacker_replies_with_its_best_division() -> None:
    # Blocking the Gate Brute with the Shield Bearer and a Recruit: the Brute kills the Bearer (3), not the Recruit.
    puzzle = PUZZLES["menace-at-the-gate"]
    answer = puzzles.check(puzzle, {"blockers": [{"id": "bearer", "blocks": ["brute"]}, {"id": "m1", "blocks": ["brute"]}]})
    final = answer["result"]["final"]
    assert final["permanents"]["bearer"]["zone"] == "graveyard"
    assert final["permanents"]["m1"]["zone"] == "battlefield" and answer["solved"]  # the Scout leaves you at 2


def test_the_defender_blocks_as_well_as_it_can() -> None:
    # Attacking with two of three is never lethal once the Town Guard and the Watch Hound block well.
    for pair in (("raider", "ironbrute"), ("raider", "twins"), ("ironbrute", "twins")):
        choice = {"attackers": [{"id": a, "target": "them"} for a in pair]}
        assert not puzzles.check(ATTACKER, choice)["solved"]


def test_options_are_played_in_order_and_at_most_once() -> None:
    puzzle = PUZZLES["damage-on-the-stack"]
    assert puzzles.check(puzzle, {"actions": ["sac-on-stack"]})["solved"]
    assert not puzzles.check(puzzle, {"actions": ["sac-before"]})["solved"]
    with pytest.raises(ScenarioError):
        puzzles.check(puzzle, {"actions": ["sac-on-stack", "sac-on-stack"]})


# Goals.
RESULT = {"final": {"players": {"you": {"life": 5, "lost": False}, "them": {"life": 0, "lost": True}},
                    "permanents": {"x": {"zone": "graveyard"}, "y": {"zone": "battlefield"}},
                    "battlefield": {"controller": "you"}}}


@pytest.mark.parametrize("goal,met", [
    ({"type": "win"}, True),
    ({"type": "survive"}, True),
    ({"type": "destroy", "ids": ["x"]}, True),
    ({"type": "destroy", "ids": ["y"]}, False),
    ({"type": "destroy", "ids": ["x"], "keep": ["y"]}, True),
    ({"type": "destroy", "keep": ["x"]}, False),
    ({"type": "life_at_least", "player": "you", "life": 5}, True),
    ({"type": "life_at_least", "player": "you", "life": 6}, False),
    ({"type": "life_at_most", "player": "them", "life": 0}, True),
    ({"type": "control", "player": "you"}, True),
    ({"type": "control", "player": "them"}, False),
    ({"all": [{"type": "win"}, {"type": "destroy", "ids": ["x"]}]}, True),
    ({"all": [{"type": "win"}, {"type": "destroy", "ids": ["y"]}]}, False),
    ({"any": [{"type": "destroy", "ids": ["y"]}, {"type": "survive"}]}, True),
    ({"any": [{"type": "destroy", "ids": ["y"]}, {"type": "control", "player": "them"}]}, False),
])
def test_goals(goal: dict[str, Any], met: bool) -> None:
    puzzles.check_goal_shape(goal)
    ok, why = puzzles.goal_met(goal, RESULT, "you", "them")
    assert ok is met and why


def test_the_opponents_view_of_the_same_result() -> None:
    assert not puzzles.goal_met({"type": "win"}, RESULT, "them", "you")[0]
    assert not puzzles.goal_met({"type": "survive"}, RESULT, "them", "you")[0]


@pytest.mark.parametrize("goal", [
    None, [], {"type": "checkmate"}, {"type": "destroy"}, {"type": "destroy", "ids": "x"},
    {"type": "life_at_least", "player": "you"}, {"type": "win", "ids": ["x"]}, {"all": []},
    {"all": [{"type": "win"}], "type": "win"}, {"any": [{"type": "nope"}]},
])
def test_bad_goals_are_refused(goal: Any) -> None:
    with pytest.raises(ScenarioError):
        puzzles.check_goal_shape(goal)


@pytest.mark.parametrize("change,path", [
    (lambda p: p.pop("goal"), "$.goal"),
    (lambda p: p.update(side="observer"), "$.side"),
    (lambda p: p.update(difficulty=4), "$.difficulty"),
    (lambda p: p.update(ruleset="mtg-2020"), "$.scenario.ruleset"),
    (lambda p: p.update(hints="try harder"), "$.hints"),
    (lambda p: p.update(secret=1), "$"),
    (lambda p: p["scenario"].update(blockers=[{"id": "wall", "blocks": ["boar"]}]), "$.scenario.blockers"),
])
def test_bad_puzzles_are_refused(change: Any, path: str) -> None:
    puzzle = copy.deepcopy(DEFENDER)
    puzzle["scenario"].pop("blockers", None)
    change(puzzle)
    if path == "$.scenario.blockers":
        puzzle["side"] = "attacker"
        puzzle["scenario"].pop("attackers")
    with pytest.raises(ScenarioError) as caught:
        puzzles.validate(puzzle)
    assert caught.value.path == path


def test_a_defenders_puzzle_needs_the_attacks() -> None:
    puzzle = copy.deepcopy(DEFENDER)
    puzzle["scenario"].pop("attackers")
    with pytest.raises(ScenarioError) as caught:
        puzzles.validate(puzzle)
    assert caught.value.path == "$.scenario.attackers"


def test_an_unsolvable_puzzle_has_no_solution() -> None:
    puzzle = copy.deepcopy(DEFENDER)
    puzzle["scenario"]["players"][0]["life"] = 1
    puzzle["goal"] = {"type": "destroy", "ids": ["boar"]}  # nothing of theirs can kill a 3/3
    assert puzzles.solve(puzzle) is None


def test_a_division_past_the_planeswalker_to_its_controller_is_a_choice() -> None:
    """The divisions tried are the engine's options: trample over planeswalkers reaches the controller
    (702.19c), so the only winning division, 3 / 4 / 2, is found."""
    puzzle = {
        "id": "over-the-walker", "title": "Over the walker", "ruleset": "mtg", "side": "attacker",
        "goal": {"type": "win"}, "hints": ["702.19c"], "difficulty": 1,
        "scenario": {"ruleset": "mtg", "active_player": "you",
                     "players": [{"id": "you", "life": 20}, {"id": "them", "life": 2}],
                     "permanents": [{"id": "wurm", "controller": "you", "power": 9, "toughness": 9,
                                     "keywords": ["trample_over_planeswalkers"]},
                                    {"id": "jace", "controller": "them", "types": ["planeswalker"], "loyalty": 4},
                                    {"id": "guard", "controller": "them", "power": 3, "toughness": 3}],
                     "attackers": [{"id": "wurm", "target": "jace"}],
                     "blockers": [{"id": "guard", "blocks": ["wurm"]}]},
        "solution": {"assignments": [{"source": "wurm", "division": {"guard": 3, "jace": 4, "them": 2}}]},
    }
    found = puzzles.solve(puzzle)
    assert found is not None
    assert found["assignments"] == [{"source": "wurm", "step": "regular",
                                     "division": {"guard": 3, "jace": 4, "them": 2}}]


def test_catalogue_order_lists_magic_first_in_the_engines_ruleset_order() -> None:
    """Play mode's list: by ruleset in RULESETS order (the current Magic rules first), then the
    easiest first, then by title; an unknown ruleset last."""
    entries = [
        {"id": "a", "ruleset": "riftbound", "difficulty": 1, "title": "A"},
        {"id": "b", "ruleset": "puzzle-quest", "difficulty": 1, "title": "B"},
        {"id": "c", "ruleset": "mtg-classic", "difficulty": 1, "title": "C"},
        {"id": "d", "ruleset": "mtg", "difficulty": 2, "title": "D"},
        {"id": "e", "ruleset": "mtg", "difficulty": 1, "title": "Z"},
        {"id": "f", "ruleset": "mtg", "difficulty": 1, "title": "Y"},
        {"id": "g", "ruleset": "mtg-2020", "difficulty": 3, "title": "G"},
        {"id": "h", "ruleset": "no-such-game", "difficulty": 1, "title": "H"},
    ]
    ordered = [e["id"] for e in puzzles.catalogue_order(entries)]
    assert ordered == ["f", "e", "d", "g", "c", "b", "a", "h"]
    # The repository's puzzles: every Magic one before any other game's.
    files = [json.loads(p.read_text(encoding="utf-8")) for p in (Path(__file__).parent.parent / "puzzles").glob("*.json")]
    games = [p["ruleset"].startswith("mtg") for p in puzzles.catalogue_order(files)]
    assert games == sorted(games, reverse=True) and games[0]
