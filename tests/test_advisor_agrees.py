"""The advisor never contradicts the engine: what it recommends, resolve accepts and resolves as it says.

Generated boards of two to four players, with the keywords that change who may block (flying, reach,
skulk, menace, provoke), attack triggers (battle cry, exalted), battles and planeswalkers.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pyengine

ATTACKER_KEYWORDS = ["flying", "skulk", "menace", "battle_cry", "exalted", "first_strike", "trample", "provoke"]
BLOCKER_KEYWORDS = ["flying", "reach", "first_strike", "deathtouch"]


@st.composite
def boards(draw: st.DrawFn) -> dict[str, Any]:
    """A Magic board with its attacks declared and no blocks yet."""
    players = ["alice", "bob", "carol", "dave"][:draw(st.integers(2, 4))]
    opponents = players[1:]
    permanents: list[dict[str, Any]] = []
    targets: list[tuple[str, str]] = [(p, p) for p in opponents]  # (target, its defending player)
    for i, owner in enumerate(opponents):
        if draw(st.booleans()):
            permanents.append({"id": f"pw{i}", "controller": owner, "types": ["planeswalker"],
                               "loyalty": draw(st.integers(1, 5))})
            targets.append((f"pw{i}", owner))
        if draw(st.integers(0, 3)) == 0:  # a Siege: its controller chose an opponent of theirs to protect it
            controller = draw(st.sampled_from(players))
            protectors = [p for p in opponents if p != controller]
            if protectors:
                protector = draw(st.sampled_from(protectors))
                permanents.append({"id": f"siege{i}", "controller": controller, "types": ["battle"],
                                   "defense": draw(st.integers(1, 5)), "protector": protector})
                targets.append((f"siege{i}", protector))
        for j in range(draw(st.integers(0, 2))):
            permanents.append({"id": f"d{i}{j}", "controller": owner, "power": draw(st.integers(0, 4)),
                               "toughness": draw(st.integers(1, 4)), "tapped": draw(st.integers(0, 2)) == 0,
                               "keywords": draw(st.lists(st.sampled_from(BLOCKER_KEYWORDS), max_size=2, unique=True))})
    attackers = []
    for k in range(draw(st.integers(1, 3))):
        ident = f"a{k}"
        keywords = draw(st.lists(st.sampled_from(ATTACKER_KEYWORDS), max_size=2, unique=True))
        target, defender = draw(st.sampled_from(targets))
        entry: dict[str, Any] = {"id": ident, "target": target}
        if "provoke" in keywords:
            theirs = [p["id"] for p in permanents if p["controller"] == defender and "power" in p]
            if theirs:
                entry["provoke"] = draw(st.sampled_from(theirs))
            else:
                keywords.remove("provoke")
        permanents.append({"id": ident, "controller": "alice", "power": draw(st.integers(1, 5)),
                           "toughness": draw(st.integers(1, 5)), "keywords": keywords})
        attackers.append(entry)
    return {"format": 1, "ruleset": draw(st.sampled_from(["mtg", "mtg-2020"])) if not any(
                p.get("types") == ["battle"] for p in permanents) else "mtg",
            "active_player": "alice", "players": [{"id": p, "life": draw(st.integers(1, 20))} for p in players],
            "permanents": permanents, "attackers": attackers}


def _with_choice(board: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    whole = copy.deepcopy(board)
    choice = answer["choice"]
    if choice.get("blockers"):
        whole["blockers"] = choice["blockers"]
    for key in ("assignments", "damage_assignment_order"):
        if choice.get(key):
            whole[key] = choice[key]
    return whole


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(boards())
def test_the_advisors_blocks_are_legal_and_resolve_as_it_says(board: dict[str, Any]) -> None:
    if any(p["code"] != "illegal-block" for p in pyengine.validate(copy.deepcopy(board))):
        return  # an attack the rules refuse: nothing to advise (unmet block requirements are the advisor's to meet)
    try:
        answer = pyengine.advise(copy.deepcopy(board), "defender", budget=pyengine.SearchBudget(2000, 5.0))
    except pyengine.ScenarioError as error:
        assert error.code != "unknown-id", error  # resolve and options accept the board: so must advise
        if error.code == "illegal-block":  # "no legal declaration": options must know of none either
            with pytest.raises(pyengine.ScenarioError):
                pyengine.resolve(copy.deepcopy(board))
            most = (pyengine.options(copy.deepcopy(board)).get("blocks") or {}).get("obeying_most") or {}
            # With more players the whole board keeps the other players' blocks as declared, which may be what
            # the engine refuses; on two players, the blocks options says obey the most must be refused too.
            if most and len(board["players"]) == 2:
                with pytest.raises(pyengine.ScenarioError):
                    pyengine.resolve(dict(copy.deepcopy(board), blockers=[
                        {"id": b, "blocks": list(a)} for b, a in most.items()]))
        return
    assert answer["ok"] is True
    if answer.get("choice") is None:
        return
    whole = _with_choice(board, answer)
    resolved = pyengine.resolve(copy.deepcopy(whole))  # raises if the advice were illegal
    if "outcome" in answer and answer["outcome"] is not None and not answer.get("player"):
        assert answer["outcome"]["final"] == resolved["final"]


def test_a_creature_provoke_untaps_may_block_as_the_advisor_sees_it() -> None:
    """702.39a: provoke untaps the creature and it blocks if able; the advisor judges after the trigger."""
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice",
             "players": [{"id": "alice"}, {"id": "bob", "life": 3}],
             "permanents": [{"id": "ox", "controller": "alice", "power": 3, "toughness": 3, "keywords": ["provoke"]},
                            {"id": "wall", "controller": "bob", "power": 0, "toughness": 4, "tapped": True}],
             "attackers": [{"id": "ox", "target": "bob", "provoke": "wall"}]}
    answer = pyengine.advise(board, "defender")
    assert answer["choice"]["blockers"] == [{"id": "wall", "blocks": ["ox"]}]
    assert pyengine.resolve(_with_choice(board, answer))["final"]["players"]["bob"]["life"] == 3


def test_skulk_is_judged_after_battle_cry() -> None:
    """702.118b after 702.91a: battle cry makes the 2/2 skulker a 3/2, so a power-3 creature may block it."""
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice",
             "players": [{"id": "alice"}, {"id": "bob", "life": 3}],
             "permanents": [{"id": "sneak", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["skulk"]},
                            {"id": "crier", "controller": "alice", "power": 1, "toughness": 1,
                             "keywords": ["battle_cry"]},
                            {"id": "bear", "controller": "bob", "power": 3, "toughness": 3}],
             "attackers": [{"id": "sneak", "target": "bob"}, {"id": "crier", "target": "bob"}]}
    answer = pyengine.advise(board, "defender")
    assert answer["choice"]["blockers"] == [{"id": "bear", "blocks": ["sneak"]}]
    assert pyengine.resolve(_with_choice(board, answer))["final"]["players"]["bob"]["lost"] is False


@pytest.mark.parametrize("side", ["defender", "attacker"])
def test_a_battle_one_opponent_controls_and_another_protects(side: str) -> None:
    board = {"format": 1, "ruleset": "mtg", "active_player": "alice",
             "players": [{"id": "alice"}, {"id": "bob"}, {"id": "carol"}],
             "permanents": [{"id": "bear", "controller": "alice", "power": 2, "toughness": 2},
                            {"id": "siege", "controller": "bob", "types": ["battle"], "defense": 3, "protector": "carol"},
                            {"id": "cub", "controller": "carol", "power": 2, "toughness": 2}],
             "attackers": [{"id": "bear", "target": "siege"}]}
    assert pyengine.resolve(copy.deepcopy(board))["ok"] and pyengine.options(copy.deepcopy(board))["ok"]
    for player in ("bob", "carol") if side == "attacker" else ("carol",):
        answer = pyengine.advise(copy.deepcopy(board), side, player)
        assert answer["ok"] and answer["player"] == player
