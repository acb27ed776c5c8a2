"""``options`` agrees with ``validate`` and ``resolve`` on random legal boards (see tests/strategies.py).

Every choice ``options`` offers, declared alone, is accepted; every choice it
refuses, declared alone, is refused with the same code and rule at the place
the refusal names. Attacks, blocks and damage divisions each get a property,
under ``mtg`` and ``mtg-2020``.
"""

from __future__ import annotations

import copy
import json
import os
from typing import Any

from hypothesis import given, note, settings
from hypothesis import strategies as st
from strategies import DEFENDING, mtg_boards

import pyengine

SCALE = int(os.environ.get("HYPOTHESIS_SCALE", "1"))
RULESETS = st.sampled_from(["mtg", "mtg-2020"])


def examples(n: int) -> settings:
    return settings(max_examples=n * SCALE, deadline=None)


def bare(board: dict[str, Any], **declared: Any) -> dict[str, Any]:
    """The board with no choices made, then ``declared`` (attackers, blockers, assignments)."""
    out = {k: v for k, v in copy.deepcopy(board).items()
           if k not in ("attackers", "blockers", "assignments", "actions", "damage_assignment_order")}
    out.update(declared)
    return out


def problems_at(scenario: dict[str, Any], *paths: str) -> list[dict[str, Any]]:
    return [p for p in pyengine.validate(scenario) if p["path"] in paths]


def same_refusal(problems: list[dict[str, Any]], refusal: dict[str, Any]) -> bool:
    return any(p["code"] == refusal["code"] and p["rule"] == refusal["rule"] for p in problems)


@st.composite
def boards(draw: st.DrawFn, **kwargs: Any) -> dict[str, Any]:
    board: dict[str, Any] = draw(mtg_boards(ruleset=draw(RULESETS), **{"actions": False, **kwargs}))
    note(json.dumps(board))
    return board


@examples(40)
@given(boards())
def test_every_offered_attack_is_accepted_and_every_refused_one_refused(board: dict[str, Any]) -> None:
    offered = pyengine.options(bare(board))["attacks"]
    assert offered, "the active player always has a creature on these boards"
    for entry in offered:
        ident = entry["id"]
        if not entry["can_attack"]:
            scenario = bare(board, attackers=[{"id": ident, "target": DEFENDING}])
            assert same_refusal(problems_at(scenario, "$.attackers[0].id"), entry["refusal"]), (ident, entry)
            continue
        for target in entry["targets"]:
            assert pyengine.validate(bare(board, attackers=[{"id": ident, "target": target}])) == [], (ident, target)
        for refused in entry["refused_targets"]:
            scenario = bare(board, attackers=[{"id": ident, "target": refused["id"]}])
            assert same_refusal(problems_at(scenario, "$.attackers[0].target"), refused), (ident, refused)


@examples(40)
@given(boards())
def test_every_offered_block_is_accepted_and_every_refused_one_refused(board: dict[str, Any]) -> None:
    attackers = board["attackers"]
    answer = pyengine.options(bare(board, attackers=attackers))
    offer = answer["blocks"]
    if offer is None:  # an attack trigger ended the game
        assert any(s["events"][-1]["type"] == "game-over" for s in pyengine.resolve(bare(board, attackers=attackers))
                   ["before_damage"])
        return
    needs_more = {a["id"]: a["min_rule"] for a in offer["attackers"] if a["min_blockers"] > 1}
    requirement_rules = {must["rule"] for b in offer["blockers"] for must in b["must"]}
    for entry in offer["blockers"]:
        ident = entry["id"]
        if not entry["can_block"]:
            scenario = bare(board, attackers=attackers, blockers=[{"id": ident, "blocks": [attackers[0]["id"]]}])
            assert same_refusal(problems_at(scenario, "$.blockers[0].id"), entry["refusal"]), (ident, entry)
            continue
        for attacker in entry["attackers"]:
            scenario = bare(board, attackers=attackers, blockers=[{"id": ident, "blocks": [attacker]}])
            problems = pyengine.validate(scenario)
            for problem in problems:
                # Only the whole-declaration rules options announced may still refuse it alone:
                # menace's second blocker and another provoked creature's requirement.
                assert problem["code"] == "illegal-block", (ident, attacker, problem)
                assert problem["rule"] in {needs_more.get(attacker)} | requirement_rules, (ident, attacker, problem)
        for refused in entry["refused"]:
            scenario = bare(board, attackers=attackers, blockers=[{"id": ident, "blocks": [refused["attacker"]]}])
            assert same_refusal(problems_at(scenario, "$.blockers[0].blocks[0]"), refused), (ident, refused)


@examples(30)
@given(boards(), st.data())
def test_the_declaration_obeying_the_most_requirements_is_accepted(board: dict[str, Any], data: st.DataObject) -> None:
    """509.1c: the blocks ``options`` names as obeying the most requirements are a legal declaration, refused
    for no requirement (lure, must be blocked and blocks each combat added to random creatures)."""
    board = copy.deepcopy(board)
    attacking = {a["id"] for a in board["attackers"]}
    for perm in board["permanents"]:
        if "power" not in perm:
            continue
        pool = ["lure", "must_be_blocked"] if perm["id"] in attacking else ["blocks_each_combat"]
        extra = data.draw(st.sampled_from([None, None, *pool]))
        if extra is not None:
            perm["keywords"] = [*perm.get("keywords", []), extra]
    note(json.dumps(board))
    answer = pyengine.options(bare(board, attackers=board["attackers"]))
    offer = answer["blocks"]
    if offer is None:  # an attack trigger ended the game
        return
    if not offer["requirements"]:
        assert (offer["most_requirements"], offer["obeying_most"]) == (0, {})
        return
    blockers = [{"id": b, "blocks": attackers} for b, attackers in offer["obeying_most"].items()]
    assert pyengine.validate(bare(board, attackers=board["attackers"], blockers=blockers)) == [], blockers


def lethal_first(offer: dict[str, Any]) -> dict[str, int]:
    """Lethal damage to each creature in the listed order, the rest past them (or on the last)."""
    left, division = offer["power"], {}
    creatures = [r for r in offer["recipients"] if r["kind"] == "creature"]
    past = offer["past"]["to"] if offer["past"] else []
    if offer["past"] and offer["past"]["all_or_none"]:
        return {past[0]: left}
    for recipient in creatures:
        give = min(left, recipient["lethal"] or 0)
        division[recipient["id"]] = give
        left -= give
    if left and past:
        walker = next((r for r in offer["recipients"] if r["id"] == past[0]), None)
        if len(past) > 1 and walker is not None and walker["lethal"] is not None:
            give = min(left, walker["lethal"])
            division[past[0]] = give
            left -= give
            division[past[1]] = left
        else:
            division[past[0]] = left
    elif left:
        division[creatures[-1]["id"]] += left
    return division


@examples(40)
@given(boards(actions=True))
def test_every_offered_division_is_accepted_and_every_refused_one_refused(board: dict[str, Any]) -> None:
    declared = {k: board[k] for k in ("attackers", "blockers", "actions") if k in board}
    answer = pyengine.options(bare(board, **declared))
    for offer in answer["divisions"] or []:
        assert offer["division"] == offer["automatic"], offer  # the scenario gives none
        where = {"source": offer["source"], "step": offer["step"]}
        if not offer["assigns"]:
            scenario = bare(board, **declared, assignments=[{**where, "division": {DEFENDING: 1}}])
            assert same_refusal(problems_at(scenario, "$.assignments[0].division"), offer["refusal"]), offer
            continue
        for division in (offer["automatic"], lethal_first(offer)):
            scenario = bare(board, **declared, assignments=[{**where, "division": division}])
            assert pyengine.validate(scenario) == [], (offer, division)


@examples(30)
@given(boards())
def test_every_offered_trigger_order_is_accepted_and_followed(board: dict[str, Any]) -> None:
    declared = {k: board[k] for k in ("attackers", "blockers") if k in board}
    for offer in pyengine.options(bare(board, **declared))["triggers"]:
        order = list(reversed(offer["triggers"]))
        scenario = bare(board, **declared, trigger_order=order)
        assert pyengine.validate(scenario) == [], (offer, order)
        steps = pyengine.resolve(scenario)["before_damage"]
        step = next(s for s in steps if s["name"] == offer["moment"])
        wanted = [(t["source"], t["ability"]) for t in order]
        seen = [(e["source"], e["ability"]) for e in step["events"]
                if e["type"] == "trigger" and (e["source"], e["ability"]) in wanted]
        firsts = [pair for i, pair in enumerate(seen) if pair not in seen[:i]]
        if any(e["type"] == "game-over" for e in step["events"]):
            wanted = wanted[:len(firsts)]  # a trigger ended the game (104.2a): the ones after it never resolve
        assert firsts == wanted, (offer, seen)
