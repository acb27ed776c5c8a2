"""Properties of the engine over random legal ``mtg`` boards (see tests/strategies.py).

Each property is checked against what the scenario says and what the result's
event log says, never against the engine's own internals.
"""

from __future__ import annotations

import copy
import json
import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, note, settings
from strategies import (
    Mutation,
    divided_boards,
    illegal_declarations,
    keyword_name,
    mtg_boards,
    mutations,
    short_trample_boards,
)

import pyengine
from pyengine import bridge

SCALE = int(os.environ.get("HYPOTHESIS_SCALE", "1"))


def examples(n: int) -> settings:
    return settings(max_examples=n * SCALE)


def resolve_noted(board: dict[str, Any]) -> dict[str, Any]:
    note(json.dumps(board))
    result = pyengine.resolve(board)
    note(json.dumps(result))
    return result


def all_events(result: dict[str, Any]) -> list[dict[str, Any]]:
    """Every event of the combat, in the order it happened."""
    return [ev for step in result.get("before_damage", []) + result["steps"] for ev in step["events"]]


def replay_keywords(board: dict[str, Any], result: dict[str, Any]) -> Iterator[tuple[dict[str, Any],
                                                                                      dict[str, list[str]]]]:
    """Each event with every permanent's keyword names as they are when it happens."""
    keywords = {p["id"]: [keyword_name(k) for k in p.get("keywords", [])] for p in board["permanents"]}
    for ev in all_events(result):
        yield ev, keywords
        if ev["type"] == "gains":
            keywords[ev["id"]].append(keyword_name(ev["keyword"]))
        elif ev["type"] == "loses-keyword":
            name = keyword_name(ev["keyword"])
            keywords[ev["id"]] = [k for k in keywords[ev["id"]] if k != name]


def toxic_of(board: dict[str, Any], grants: list[str], ident: str) -> int:
    perm = next(p for p in board["permanents"] if p["id"] == ident)
    texts = list(perm.get("keywords", [])) + grants
    return sum(int(k.partition(":")[2]) for k in texts if keyword_name(k) == "toxic")


# 1. Determinism -----------------------------------------------------------------------------

def check_same_result(board: dict[str, Any], result: dict[str, Any]) -> None:
    before = copy.deepcopy(board)
    assert pyengine.resolve(board) == result
    assert pyengine.resolve(copy.deepcopy(board)) == result
    assert board == before, "resolve changed its input"
    # The result is plain JSON, and the bridge gives exactly the same answer.
    assert json.loads(json.dumps(result)) == result
    assert json.loads(bridge.call("resolve", json.dumps(board))) == result
    assert pyengine.validate(board) == []


@examples(60)
@given(mtg_boards())
def test_same_input_same_result(board: dict[str, Any]) -> None:
    before = copy.deepcopy(board)
    result = resolve_noted(board)
    assert board == before, "resolve changed its input"
    check_same_result(board, result)


# 2. Combat damage dealt = assigned - prevented ----------------------------------------------

def check_combat_damage_dealt_is_assigned_minus_prevented(board: dict[str, Any], result: dict[str, Any]) -> None:
    for step in result.get("before_damage", []):
        assert not [ev for ev in step["events"] if ev["type"] == "damage" and ev.get("combat")], \
            "combat damage before any combat damage step"
    for step in result["steps"]:
        # What was assigned: each division of the step, per (source, recipient).
        assigned: Counter[tuple[str, str]] = Counter()
        for entry in step["assignments"]:
            for recipient, amount in entry["division"].items():
                assert isinstance(amount, int) and amount >= 0
                assigned[entry["source"], recipient] += amount
        dealt: Counter[tuple[str, str]] = Counter()
        prevented: Counter[tuple[str, str]] = Counter()
        for ev in step["events"]:
            if ev["type"] == "damage" and ev.get("combat"):
                assert ev["amount"] >= 0 and ev.get("prevented", 0) >= 0
                dealt[ev["source"], ev["target"]] += ev["amount"]
                prevented[ev["source"], ev["target"]] += ev.get("prevented", 0)
        assert sum(dealt.values()) == sum(assigned.values()) - sum(prevented.values()), step["name"]
        for pair in set(assigned) | set(dealt):
            assert dealt[pair] + prevented[pair] == assigned[pair], (step["name"], pair)


@examples(100)
@given(mtg_boards())
def test_combat_damage_dealt_is_assigned_minus_prevented(board: dict[str, Any]) -> None:
    check_combat_damage_dealt_is_assigned_minus_prevented(board, resolve_noted(board))


# 3. Nothing with lethal damage survives ------------------------------------------------------

def check_no_creature_with_lethal_damage_survives(board: dict[str, Any], result: dict[str, Any]) -> None:
    keywords: dict[str, list[str]] = {}
    for _, keywords in replay_keywords(board, result):
        pass
    for ident, state in result["final"]["permanents"].items():
        if state["zone"] != "battlefield" or "toughness" not in state:
            continue
        assert state["toughness"] > 0, f"{ident} has toughness {state['toughness']} and stays (704.5f)"
        if state["damage"] >= state["toughness"]:
            assert "indestructible" in keywords[ident], \
                f"{ident} has {state['damage']} damage on toughness {state['toughness']} and stays (704.5g)"


@examples(100)
@given(mtg_boards())
def test_no_creature_with_lethal_damage_survives(board: dict[str, Any]) -> None:
    check_no_creature_with_lethal_damage_survives(board, resolve_noted(board))


def check_deathtouch_damage_destroys(board: dict[str, Any], result: dict[str, Any]) -> None:
    """704.5h: a creature dealt damage by a deathtouch source is destroyed unless indestructible."""
    doomed: set[str] = set()
    creatures = {p["id"] for p in board["permanents"] if "creature" in p.get("types", ["creature"])}
    touched: set[str] = set()
    for ev, keywords in replay_keywords(board, result):
        if (ev["type"] == "damage" and ev["amount"] > 0 and ev["target"] in creatures
                and "deathtouch" in keywords[ev["source"]]):
            touched.add(ev["target"])
            if "indestructible" not in keywords[ev["target"]]:
                doomed.add(ev["target"])
        if ev["type"] == "dies" and ev.get("reason") == "deathtouch":
            assert ev["id"] in touched, f"{ev['id']} dies of deathtouch without deathtouch damage"
            assert "indestructible" not in keywords[ev["id"]], f"indestructible {ev['id']} dies of deathtouch"
    for ident in doomed:
        assert result["final"]["permanents"][ident]["zone"] != "battlefield", \
            f"{ident} was dealt deathtouch damage and stays"


@examples(80)
@given(mtg_boards())
def test_deathtouch_damage_destroys(board: dict[str, Any]) -> None:
    check_deathtouch_damage_destroys(board, resolve_noted(board))


# 4. Life: damage and lifelink ------------------------------------------------------------------

def check_life_change_is_damage_and_lifelink(board: dict[str, Any], result: dict[str, Any]) -> None:
    controller = {p["id"]: p["controller"] for p in board["permanents"]}
    start = {p["id"]: p.get("life", 20) for p in board["players"]}
    expected = dict.fromkeys(start, 0)
    for ev, keywords in replay_keywords(board, result):
        if ev["type"] != "damage" or ev["amount"] <= 0:
            continue
        source = keywords[ev["source"]]
        if ev["target"] in start and "infect" not in source:
            expected[ev["target"]] -= ev["amount"]  # 120.3a
        if "lifelink" in source:
            expected[controller[ev["source"]]] += ev["amount"]  # 120.3f
    for player, life in start.items():
        assert result["final"]["players"][player]["life"] - life == expected[player], player


@examples(100)
@given(mtg_boards())
def test_life_change_is_damage_and_lifelink(board: dict[str, Any]) -> None:
    check_life_change_is_damage_and_lifelink(board, resolve_noted(board))


def check_poison_is_infect_and_toxic(board: dict[str, Any], result: dict[str, Any]) -> None:
    """120.3b: infect damage to a player is poison; 120.3g: toxic N adds N on combat damage to a player."""
    start = {p["id"]: p.get("poison", 0) for p in board["players"]}
    expected = dict.fromkeys(start, 0)
    granted: dict[str, list[str]] = {p["id"]: [] for p in board["permanents"]}
    lost: dict[str, set[str]] = {p["id"]: set() for p in board["permanents"]}
    for ev, keywords in replay_keywords(board, result):
        if ev["type"] == "gains":
            granted[ev["id"]].append(ev["keyword"])
        if ev["type"] == "loses-keyword":
            name = keyword_name(ev["keyword"])
            granted[ev["id"]] = [k for k in granted[ev["id"]] if keyword_name(k) != name]
            lost[ev["id"]].add(name)
        if ev["type"] != "damage" or ev["amount"] <= 0 or ev["target"] not in start:
            continue
        if "infect" in keywords[ev["source"]]:
            expected[ev["target"]] += ev["amount"]
        if ev.get("combat") and "toxic" not in lost[ev["source"]]:
            expected[ev["target"]] += toxic_of(board, granted[ev["source"]], ev["source"])
    for player, poison in start.items():
        assert result["final"]["players"][player]["poison"] - poison == expected[player], player


@examples(80)
@given(mtg_boards())
def test_poison_is_infect_and_toxic(board: dict[str, Any]) -> None:
    check_poison_is_infect_and_toxic(board, resolve_noted(board))


# Explicit divisions equal to the automatic ones change nothing -------------------------------

def check_automatic_division_given_explicitly_is_the_same(board: dict[str, Any], result: dict[str, Any]) -> None:
    explicit = [{"source": entry["source"], "step": step["name"], "division": entry["division"]}
                for step in result["steps"] for entry in step["assignments"]]
    if not explicit:
        return
    again = pyengine.resolve({**board, "assignments": explicit})
    assert again["steps"] == result["steps"]
    assert again["final"] == result["final"]


@examples(50)
@given(mtg_boards())
def test_automatic_division_given_explicitly_is_the_same(board: dict[str, Any]) -> None:
    check_automatic_division_given_explicitly_is_the_same(board, resolve_noted(board))


# 5. Broken scenarios: ScenarioError with a path, never another exception --------------------

def check_refused(mutation: Mutation) -> None:
    note(repr(mutation))
    note(json.dumps(mutation.scenario))
    with pytest.raises(pyengine.ScenarioError) as info:
        pyengine.resolve(mutation.scenario)
    err = info.value
    assert err.code in pyengine.ERROR_CODES
    assert isinstance(err.message, str) and err.message
    assert isinstance(err.path, str) and err.path.startswith("$")
    assert err.rule is None or isinstance(err.rule, str)
    problems = pyengine.validate(mutation.scenario)
    assert problems, "validate finds nothing wrong"
    for problem in problems:
        assert set(problem) == {"code", "message", "path", "rule"}
        assert problem["code"] in pyengine.ERROR_CODES and problem["path"].startswith("$")
    codes = {p["code"] for p in problems}
    assert codes & set(mutation.codes), f"expected one of {mutation.codes}, got {problems}"
    if mutation.path is not None:
        assert any(p["path"].startswith(mutation.path) for p in problems if p["code"] in mutation.codes), \
            f"no {mutation.codes} problem at {mutation.path}: {problems}"
    answer = json.loads(bridge.call("resolve", json.dumps(mutation.scenario)))
    assert answer == {"ok": False, "error": err.to_dict()}


@examples(200)
@given(mutations())
def test_every_mutation_is_refused_with_a_path(mutation: Mutation) -> None:
    check_refused(mutation)


# 510.1c–d: any division among blockers; trample needs lethal first ----------------------------

@examples(80)
@given(divided_boards())
def test_any_division_among_blockers_is_used_as_given(divided: Any) -> None:
    result = resolve_noted(divided.scenario)
    used = {entry["source"]: {r: a for r, a in entry["division"].items() if a}
            for step in result["steps"] for entry in step["assignments"]}
    for source, division in divided.divisions.items():
        assert used.get(source, {}) == {r: a for r, a in division.items() if a}, source


@examples(60)
@given(short_trample_boards())
def test_division_past_blockers_short_of_lethal_is_refused(case: tuple[dict[str, Any], str]) -> None:
    board, rule = case
    note(json.dumps(board))
    with pytest.raises(pyengine.ScenarioError) as info:
        pyengine.resolve(board)
    assert (info.value.code, info.value.rule) == ("illegal-assignment", rule), info.value
    assert info.value.path.startswith("$.assignments[0]")


# Damage results on permanents: marked damage, -1/-1 counters, loyalty, defense ----------------

def check_damage_results_on_permanents(board: dict[str, Any], result: dict[str, Any]) -> None:
    """120.3c–e, h: damage is marked, or becomes -1/-1 counters (wither, infect), or removes loyalty or
    defense; whatever is left on the battlefield shows exactly that."""
    perms = {p["id"]: p for p in board["permanents"]}
    marked: Counter[str] = Counter()
    withered: Counter[str] = Counter()
    for ev, keywords in replay_keywords(board, result):
        if ev["type"] != "damage" or ev["amount"] <= 0 or ev["target"] not in perms:
            continue
        if "wither" in keywords[ev["source"]] or "infect" in keywords[ev["source"]]:
            withered[ev["target"]] += ev["amount"]
        else:
            marked[ev["target"]] += ev["amount"]
    removed = {ev["id"] for ev in all_events(result) if ev["type"] == "leaves" and ev.get("reason") == "removed"}
    for ident, state in result["final"]["permanents"].items():
        perm = perms[ident]
        types = perm.get("types", ["creature"])
        if state["zone"] != "battlefield":
            if "creature" not in types and ident not in removed:
                counter = perm.get("loyalty", perm.get("defense"))
                assert counter - marked[ident] - withered[ident] <= 0, f"{ident} left with loyalty/defense"
            continue
        if "creature" in types:
            assert state["damage"] == perm.get("damage", 0) + marked[ident], ident
            counters = perm.get("counters", {})
            net = counters.get("+1/+1", 0) - counters.get("-1/-1", 0) - withered[ident]
            final = state["counters"].get("+1/+1", 0) - state["counters"].get("-1/-1", 0)
            assert final == net, ident
            assert not (state["counters"].get("+1/+1") and state["counters"].get("-1/-1")), "704.5q"
        if "planeswalker" in types:
            assert state["loyalty"] == perm["loyalty"] - marked[ident] - withered[ident] > 0, ident
        if "battle" in types:
            assert state["defense"] == perm["defense"] - marked[ident] - withered[ident] > 0, ident


@examples(80)
@given(mtg_boards())
def test_damage_results_on_permanents(board: dict[str, Any]) -> None:
    check_damage_results_on_permanents(board, resolve_noted(board))


# The benchmark's corpus (bench/corpus.py) is legal too -----------------------------------------

def test_benchmark_corpus_is_legal() -> None:
    import importlib.util  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    spec = importlib.util.spec_from_file_location("bench_corpus", Path(__file__).absolute().parents[1] / "bench"
                                                  / "corpus.py")
    assert spec is not None and spec.loader is not None
    corpus = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(corpus)
    boards = corpus.corpus(size=200)
    assert boards == corpus.corpus(size=200), "the corpus is not the same for the same seed"
    for board in boards + [corpus.n_vs_n(20), corpus.n_vs_n(40)]:
        assert pyengine.validate(board) == [], json.dumps(board)


# Illegal declarations are refused with their rule ----------------------------------------------

@examples(100)
@given(illegal_declarations())
def test_illegal_declaration_is_refused_with_its_rule(case: Any) -> None:
    note(case.what)
    note(json.dumps(case.scenario))
    with pytest.raises(pyengine.ScenarioError) as info:
        pyengine.resolve(case.scenario)
    problems = pyengine.validate(case.scenario)
    assert [p for p in problems if (p["code"], p["rule"]) == (case.code, case.rule)
            and p["path"].startswith(case.path)], (case.what, case.path, problems)
    assert (info.value.code, info.value.rule) == (case.code, case.rule), info.value
    assert info.value.path.startswith(case.path)


# Prevention: protection prevents all, shields prevent the next N -------------------------------

def check_protection_and_prevention_shields(board: dict[str, Any], result: dict[str, Any]) -> None:
    """702.16e: damage from a source of a color the permanent has protection from is prevented;
    615.7: otherwise a shield prevents the next N damage that would be dealt to it."""
    perms = {p["id"]: p for p in board["permanents"]}
    shield = Counter({p["id"]: p.get("prevent", 0) for p in board["permanents"]})
    for ev in all_events(result):
        if ev["type"] == "shield":
            shield[ev["id"]] += ev["amount"]
        if ev["type"] != "damage":
            continue
        total, prevented = ev["amount"] + ev.get("prevented", 0), ev.get("prevented", 0)
        target = perms.get(ev["target"])
        if target is not None and set(target.get("protection", [])) & set(perms[ev["source"]].get("colors", [])):
            assert (ev["amount"], prevented) == (0, total), ev
            continue
        assert prevented == min(shield[ev["target"]], total), (ev, shield[ev["target"]])
        shield[ev["target"]] -= prevented



@examples(80)
@given(mtg_boards())
def test_protection_and_prevention_shields(board: dict[str, Any]) -> None:
    check_protection_and_prevention_shields(board, resolve_noted(board))


# The same invariants on mtg-2020 boards (damage assignment order by default) --------------------

@examples(100)
@given(mtg_boards(ruleset="mtg-2020"))
def test_mtg_2020_boards_keep_the_same_invariants(board: dict[str, Any]) -> None:
    result = resolve_noted(board)
    assert result["ruleset"] == "mtg-2020"
    for check in (check_same_result, check_combat_damage_dealt_is_assigned_minus_prevented,
                  check_no_creature_with_lethal_damage_survives, check_deathtouch_damage_destroys,
                  check_life_change_is_damage_and_lifelink, check_poison_is_infect_and_toxic,
                  check_automatic_division_given_explicitly_is_the_same, check_damage_results_on_permanents,
                  check_protection_and_prevention_shields):
        check(board, result)
