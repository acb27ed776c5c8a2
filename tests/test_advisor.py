"""The advisor against brute force, and its interfaces (API, errors, explanation, CLI, bridge).

Brute force here knows nothing of the advisor's search: for the defender it
tries every assignment of each potential blocker to no attacker or one
attacker (the engine refuses the illegal ones), and answers each with the
attacker's best reply over *all* legal divisions of its damage: every
composition of its power among its blockers (and, with trample, the player)
in each damage step it deals damage in, and in mtg-2020 every damage
assignment order. Both sides are scored with the advisor's objective
(:meth:`pyengine.advisor.Advisor.score`). The advisor must reach the best
score, and its answer must be worth that score when the attacker replies as
well as it can.
"""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import advisor, bridge
from pyengine.errors import ScenarioError

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = ["flying", "reach", "first_strike", "double_strike", "deathtouch", "trample", "lifelink", "menace",
            "indestructible", "wither", "infect", "vigilance"]
RULESETS = ["mtg", "mtg-2020", "mtg-classic"]


# Boards.
def creature(rng: random.Random, ident: str, controller: str, ruleset: str, attacker: bool) -> dict[str, Any]:
    pool = [k for k in KEYWORDS if not (ruleset == "mtg-classic" and k == "infect")]
    keywords = sorted(rng.sample(pool, rng.choice([0, 1, 1, 2, 2, 3])))
    power = rng.randint(1 if attacker else 0, 3 if "double_strike" in keywords else 4)
    return {"id": ident, "name": ident.upper(), "controller": controller, "power": power,
            "toughness": rng.randint(1, 4), "keywords": keywords}


def random_board(seed: int, ruleset: str, attackers: int, blockers: int) -> dict[str, Any]:
    rng = random.Random(seed)
    perms = [creature(rng, f"a{i}", "alice", ruleset, True) for i in range(attackers)]
    perms += [creature(rng, f"b{i}", "bob", ruleset, False) for i in range(blockers)]
    return {"format": 1, "ruleset": ruleset, "active_player": "alice",
            "players": [{"id": "alice", "life": rng.randint(1, 20)}, {"id": "bob", "life": rng.randint(1, 12),
                                                                         "poison": rng.choice([0, 0, 5, 8])}],
            "permanents": perms, "attackers": [{"id": f"a{i}", "target": "bob"} for i in range(attackers)]}


# Brute force.
@lru_cache(maxsize=None)
def _resolve(text: str) -> dict[str, Any] | None:
    try:
        return pyengine.resolve(json.loads(text))
    except ScenarioError:
        return None


def run(scenario: dict[str, Any]) -> dict[str, Any] | None:
    return _resolve(json.dumps(scenario, sort_keys=True))


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` whole numbers, 0 or more, in order."""
    if parts == 0:
        return [()] if total == 0 else []
    if parts == 1:
        return [(total,)]
    return [(x, *rest) for x in range(total + 1) for rest in compositions(total - x, parts - 1)]


def attacker_plans(scenario: dict[str, Any], attacker: str, blockers: list[str]) -> list[dict[str, Any]]:
    """Every explicit way for one attacker to divide its damage: ``{"order", "assignments"}`` each."""
    perm = next(p for p in scenario["permanents"] if p["id"] == attacker)
    tramples = "trample" in perm.get("keywords", [])
    if len(blockers) < 2 and not tramples:
        return [{"order": None, "assignments": []}]
    orders = (list(itertools.permutations(blockers)) if scenario["ruleset"] == "mtg-2020" and len(blockers) > 1
              else [None])
    player = scenario["players"][1]["id"]
    plans = []
    for order in orders:
        base = dict(scenario)
        if order is not None:
            base["damage_assignment_order"] = {attacker: list(order)}
        auto = run(base)
        if auto is None:
            continue
        steps = [s["name"] for s in auto["steps"] if any(a["source"] == attacker for a in s["assignments"])]
        if not steps:
            plans.append({"order": order, "assignments": []})
            continue
        first = steps[0]
        step_result = next(s for s in auto["steps"] if s["name"] == first)
        power = sum(next(a for a in step_result["assignments"] if a["source"] == attacker)["division"].values())
        recipients = list(blockers) + ([player] if tramples else [])
        for amounts in compositions(power, len(recipients)):
            one = [{"source": attacker, "step": first, "division": dict(zip(recipients, amounts))}]
            if first == "regular" or "double_strike" not in perm.get("keywords", []):
                plans.append({"order": order, "assignments": one})
                continue
            # Double strike: the second step's division, among the blockers still there.
            probe = run(dict(base, assignments=one))
            if probe is None:
                continue
            regular = next((s for s in probe["steps"] if s["name"] == "regular"), None)
            mine = regular and next((a for a in regular["assignments"] if a["source"] == attacker), None)
            if not mine:
                plans.append({"order": order, "assignments": one})
                continue
            dead = {e["id"] for s in probe["steps"] if s["name"] == "first-strike" for e in s["events"]
                    if e["type"] in ("dies", "leaves")}
            second = [b for b in blockers if b not in dead] + ([player] if tramples else [])
            for more in compositions(sum(mine["division"].values()), len(second)):
                plans.append({"order": order, "assignments": one + [
                    {"source": attacker, "step": "regular", "division": dict(zip(second, more))}]})
    return plans


def attacker_reply(searcher: advisor.Advisor, scenario: dict[str, Any]) -> tuple[tuple[int, ...], dict] | None:
    """The attacker's best reply to a block declaration: (defender's score, resolved board), or None
    when the declaration is illegal."""
    if run(scenario) is None:
        return None
    blocked: dict[str, list[str]] = {}
    for b in scenario.get("blockers", []):
        for a in b["blocks"]:
            blocked.setdefault(a, []).append(b["id"])
    per_attacker = [attacker_plans(scenario, a, bs) for a, bs in blocked.items()]
    best = None
    for combo in itertools.product(*per_attacker):
        board = dict(scenario)
        orders = {a: list(p["order"]) for a, p in zip(blocked, combo) if p["order"] is not None}
        if orders:
            board["damage_assignment_order"] = orders
        assignments = [x for p in combo for x in p["assignments"]]
        if assignments:
            board["assignments"] = assignments
        result = run(board)
        if result is None:
            continue
        outcome = searcher.outcome_of(result)
        mark = searcher.score(outcome, searcher.setup.active_player)
        if best is None or mark > best[0]:
            best = (mark, searcher.score(outcome, searcher.setup.defending_player), board)
    assert best is not None, "a legal declaration has a legal division"
    return best[1], best[2]


def brute_blocks(scenario: dict[str, Any]) -> tuple[tuple[int, ...], dict[str, Any]]:
    """The defender's best score over every block declaration, each answered by the attacker's best reply."""
    searcher = advisor.Advisor(scenario, "defender")
    attackers = [a["id"] for a in scenario["attackers"]]
    defenders = [p["id"] for p in scenario["permanents"] if p["controller"] == searcher.me]
    best = None
    for combo in itertools.product([None, *attackers], repeat=len(defenders)):
        board = dict(scenario)
        blocks = [{"id": b, "blocks": [a]} for b, a in zip(defenders, combo) if a is not None]
        if blocks:
            board["blockers"] = blocks
        reply = attacker_reply(searcher, board)
        if reply is not None and (best is None or reply[0] > best[0]):
            best = reply
    assert best is not None
    return best


def value_of_blocks(scenario: dict[str, Any], blockers: list[dict[str, Any]]) -> tuple[int, ...]:
    """What a block declaration is worth to the defender when the attacker replies as well as it can."""
    searcher = advisor.Advisor(scenario, "defender")
    board = dict(scenario)
    if blockers:
        board["blockers"] = [{"id": b["id"], "blocks": b["blocks"]} for b in blockers]
    reply = attacker_reply(searcher, board)
    assert reply is not None, "the advisor's blocks are legal"
    return reply[0]


def as_tuple(score: dict[str, Any]) -> tuple[int, ...]:
    result = {"win": 1, "game goes on": 0, "lose": -1}[score["result"]]
    return (result, score["value"], score["life_change"], -score["poison_taken"], -score["opponent_life_change"],
            score["opponent_poison"])


CASES = [(seed, ruleset, 1 + seed % 3, 1 + (seed // 3) % 3) for ruleset in RULESETS for seed in range(36)]


@pytest.mark.parametrize("seed,ruleset,attackers,blockers", CASES)
def test_blocks_match_brute_force(seed: int, ruleset: str, attackers: int, blockers: int) -> None:
    scenario = random_board(seed * 7919 + RULESETS.index(ruleset), ruleset, attackers, blockers)
    best, _ = brute_blocks(scenario)
    answer = pyengine.advise(scenario, "defender")
    chosen = value_of_blocks(scenario, answer["choice"]["blockers"])
    assert chosen == best, (json.dumps(scenario), answer["choice"], answer["score"])
    assert as_tuple(answer["score"]) == best, (json.dumps(scenario), answer["choice"])


def brute_attacks(scenario: dict[str, Any]) -> tuple[int, ...]:
    """The attacker's best score over every set of attacks at the defending player, each answered by the
    defender's best blocks (brute force) and the attacker's best divisions."""
    searcher = advisor.Advisor(scenario, "attacker")
    mine = [p["id"] for p in scenario["permanents"] if p["controller"] == searcher.me]
    best = None
    for combo in itertools.product([False, True], repeat=len(mine)):
        board = {k: v for k, v in scenario.items() if k != "attackers"}
        board["attackers"] = [{"id": a, "target": searcher.opponent} for a, on in zip(mine, combo) if on]
        if run(board) is None:
            continue
        if board["attackers"]:
            _, board = brute_blocks(board)
        result = run(board)
        assert result is not None
        mark = searcher.score(searcher.outcome_of(result), searcher.me)
        best = mark if best is None or mark > best else best
    assert best is not None
    return best


ATTACK_CASES = [(seed, ruleset) for ruleset in RULESETS for seed in range(8)]


@pytest.mark.parametrize("seed,ruleset", ATTACK_CASES)
def test_attacks_match_brute_force(seed: int, ruleset: str) -> None:
    scenario = random_board(seed * 104729 + 3 + RULESETS.index(ruleset), ruleset, 1 + seed % 2, 1 + (seed // 2) % 2)
    answer = pyengine.advise(scenario, "attacker")
    assert as_tuple(answer["score"]) == brute_attacks(scenario), json.dumps(scenario)


# Known boards (regressions and worked examples).
def board(ruleset: str, perms: list[dict[str, Any]], attackers: list[str], *, life: int = 20,
          poison: int = 0) -> dict[str, Any]:
    return {"format": 1, "ruleset": ruleset, "active_player": "alice",
            "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": life, "poison": poison}],
            "permanents": [dict(p, controller=p.get("controller", "bob")) for p in perms],
            "attackers": [{"id": a, "target": "bob"} for a in attackers]}


def test_the_attacker_kills_the_most_valuable_blockers_it_can() -> None:
    # A 4/4 double-blocked by a 3/3 flyer and a 1/1: lethal to the flyer first, not the automatic order.
    scenario = board("mtg-2020", [
        {"id": "giant", "controller": "alice", "power": 4, "toughness": 4},
        {"id": "token", "power": 1, "toughness": 1},
        {"id": "hawk", "power": 3, "toughness": 3, "keywords": ["flying"]},
    ], ["giant"])
    blocks = {"blockers": [{"id": "token", "blocks": ["giant"]}, {"id": "hawk", "blocks": ["giant"]}]}
    assert value_of_blocks(scenario, blocks["blockers"]) < brute_blocks(scenario)[0]
    answer = pyengine.advise(scenario, "defender")
    assert as_tuple(answer["score"]) == brute_blocks(scenario)[0]


def test_double_strike_division_over_two_steps() -> None:
    # 2/2 double strike, trample vs 1/1 and 2/2 blockers: 1 to the 1/1 and 1 prepaid on the 2/2 first.
    scenario = board("mtg", [
        {"id": "knight", "controller": "alice", "power": 2, "toughness": 2,
         "keywords": ["double_strike", "trample"]},
        {"id": "squire", "power": 1, "toughness": 1},
        {"id": "guard", "power": 2, "toughness": 2},
    ], ["knight"], life=3)
    best, reply = brute_blocks(scenario)
    answer = pyengine.advise(scenario, "defender")
    assert as_tuple(answer["score"]) == best
    assert value_of_blocks(scenario, answer["choice"]["blockers"]) == best


def test_regression_wither_first_strike_division() -> None:
    # The first advisor answered every block with lethal damage in a few orders only; against this 3/3
    # with first strike and wither it chose blocks worth -12 where not blocking loses only 3 life.
    scenario = board("mtg-classic", [
        {"id": "a0", "controller": "alice", "power": 3, "toughness": 3, "keywords": ["first_strike", "wither"]},
        {"id": "b0", "power": 1, "toughness": 3},
        {"id": "b1", "power": 2, "toughness": 4, "keywords": ["first_strike"]},
        {"id": "b2", "power": 2, "toughness": 3, "keywords": ["indestructible"]},
    ], ["a0"], life=16)
    best, _ = brute_blocks(scenario)
    assert best == (0, 0, -3, 0, 0, 0)
    answer = pyengine.advise(scenario, "defender")
    assert as_tuple(answer["score"]) == best
    assert value_of_blocks(scenario, answer["choice"]["blockers"]) == best


def test_unavoidable_loss_scores_every_declaration_alike() -> None:
    scenario = board("mtg", [
        {"id": "x", "controller": "alice", "power": 5, "toughness": 5, "keywords": ["flying"]},
        {"id": "y", "power": 1, "toughness": 1},
    ], ["x"], life=4)
    answer = pyengine.advise(scenario, "defender")
    assert answer["score"]["result"] == "lose"
    assert "you lose the game" in answer["explanation"].lower()


def test_wins_when_trample_is_lethal() -> None:
    scenario = board("mtg", [
        {"id": "rhino", "controller": "alice", "power": 6, "toughness": 4, "keywords": ["trample"]},
        {"id": "wall", "power": 0, "toughness": 4},
    ], ["rhino"], life=2)
    answer = pyengine.advise(scenario, "attacker")
    assert answer["score"]["result"] == "win"
    assert answer["choice"]["attackers"] == [{"id": "rhino", "target": "bob"}]


# Interfaces.
SIMPLE = board("mtg", [
    {"id": "ogre", "name": "Hill Ogre", "controller": "alice", "power": 3, "toughness": 3},
    {"id": "wall", "name": "Stone Wall", "power": 0, "toughness": 4},
    {"id": "elf", "name": "Little Elf", "power": 1, "toughness": 1},
], ["ogre"])


def test_explanation_names_the_choice_and_the_runner_up() -> None:
    answer = pyengine.advise(SIMPLE, "defender")
    assert answer["choice"]["blockers"] == [{"id": "wall", "blocks": ["ogre"]}]
    text = answer["explanation"]
    assert text.startswith("Best: Stone Wall blocks Hill Ogre.")
    assert "runner-up" in text and answer["runner_up"] is not None
    runner = answer["runner_up"]["choice"]["blockers"]
    named = "; ".join(f"{ {'wall': 'Stone Wall', 'elf': 'Little Elf'}[b['id']]} blocks Hill Ogre" for b in runner)
    assert f"runner-up ({named or 'no blocks'})" in text
    assert answer["search"]["method"] == "fights" and answer["search"]["declarations"] >= 2


def test_attacker_explanation() -> None:
    answer = pyengine.advise(SIMPLE, "attacker")
    assert answer["side"] == "attacker" and answer["explanation"].startswith("Best: ")
    assert answer["search"]["method"] == "attacks"


def test_side_is_checked() -> None:
    for side in ("blocker", "", None, 3):
        with pytest.raises(ScenarioError) as caught:
            pyengine.advise(SIMPLE, side)  # type: ignore[arg-type]
        assert caught.value.code == "invalid-scenario" and caught.value.path == "$.side"


def test_defender_needs_attackers_and_a_valid_scenario() -> None:
    with pytest.raises(ScenarioError) as caught:
        pyengine.advise(dict(SIMPLE, attackers=[]), "defender")
    assert caught.value.path == "$.attackers"
    with pytest.raises(ScenarioError) as caught:
        pyengine.advise(dict(SIMPLE, ruleset="chess"), "defender")
    assert caught.value.code == "unknown-ruleset"


def test_puzzle_quest_has_no_choice_to_advise() -> None:
    path = ROOT / "tests/scenarios/puzzle-quest/abilities-berserker-attacks-the-first-creature-it-can.json"
    scenario = json.loads(path.read_text())["scenario"]
    for side in ("defender", "attacker"):
        answer = pyengine.advise(scenario, side)
        assert answer["ok"] and answer["choice"] is None and "there is no declaration to advise" in answer["explanation"]


def test_linked_fights_are_searched_whole() -> None:
    scenario = board("mtg", [
        {"id": "ogre", "controller": "alice", "power": 3, "toughness": 3},
        {"id": "bear", "controller": "alice", "power": 2, "toughness": 2},
        {"id": "hydra", "power": 2, "toughness": 6, "keywords": ["extra_blocks:1"]},
    ], ["ogre", "bear"])
    answer = pyengine.advise(scenario, "defender")
    assert answer["search"]["method"] == "whole"
    (block,) = answer["choice"]["blockers"]
    assert "bear" in block["blocks"] and answer["score"]["value"] == 2 * 2 + 2 * 2
    assert answer["score"]["life_change"] == (-3 if block["blocks"] == ["bear"] else 0)


def test_a_fight_keeps_the_lands_an_attack_restriction_reads() -> None:
    """508.1c: Sea Serpent "can't attack unless defending player controls an Island". Bob has one, so the attack
    is legal, and the advice must try it: a fight resolved on its own creatures alone would lose the Island
    and find the attack refused (a judge's review found "no attack: the only legal choice")."""
    scenario = board("mtg", [
        {"id": "serpent", "controller": "alice", "power": 5, "toughness": 5,
         "attack_unless": [{"controller": "defending", "subtypes": ["Island"]}]},
        {"id": "island", "types": ["land"], "subtypes": ["Island"]},
        {"id": "giant", "power": 3, "toughness": 3},
    ], [])
    answer = pyengine.advise(scenario, "attacker")
    assert answer["ok"] and answer["choice"]["attackers"] == [{"id": "serpent", "target": "bob"}], answer["explanation"]
    del scenario["permanents"][1]  # no Island: the restriction holds, and not attacking is the only choice
    answer = pyengine.advise(scenario, "attacker")
    assert answer["ok"] and not answer["choice"]["attackers"], answer["explanation"]


def test_a_fight_keeps_a_lord_that_pumps_its_creatures() -> None:
    """613.4c: a lord's +1/+1 applies in every fight it reaches. Bob's 3/3 Goblin is pumped to 4/4 by his Goblin
    King, which blocks nothing: blocking Alice's 4/4 with it trades, and that is the best block (on the
    fighters alone the Goblin would be a 3/3 that just dies)."""
    scenario = board("mtg", [
        {"id": "ogre", "controller": "alice", "power": 4, "toughness": 4},
        {"id": "goblin", "power": 3, "toughness": 3, "subtypes": ["Goblin"]},
        {"id": "king", "power": 2, "toughness": 2, "subtypes": ["Goblin"], "keywords": ["defender"],
         "statics": [{"while": "always", "power": 1, "toughness": 1,
                      "affects": {"controller": "you", "subtypes": ["Goblin"], "other": True}}]},
    ], ["ogre"], life=30)
    answer = pyengine.advise(scenario, "defender")
    assert answer["ok"], answer
    resolved = pyengine.resolve(dict(scenario, blockers=[{"id": "goblin", "blocks": ["ogre"]}]))
    assert resolved["final"]["permanents"]["ogre"]["zone"] == "graveyard"  # the pumped Goblin trades
    assert {"id": "goblin", "blocks": ["ogre"]} in answer["choice"]["blockers"], answer["explanation"]


def test_bridge_call() -> None:
    answer = json.loads(bridge.call("advise", json.dumps({"scenario": SIMPLE, "side": "defender"})))
    assert answer["ok"] and answer["choice"]["blockers"] == [{"id": "wall", "blocks": ["ogre"]}]
    wrong = json.loads(bridge.call("advise", json.dumps({"scenario": SIMPLE, "side": "sideways"})))
    assert wrong["ok"] is False and wrong["error"]["code"] == "invalid-scenario"
    missing = json.loads(bridge.call("advise", json.dumps(SIMPLE)))
    assert missing["ok"] is False


def test_cli_advise(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(SIMPLE))
    done = subprocess.run([sys.executable, "-m", "pyengine", "advise", str(path), "--side", "defender"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["ok"] and answer["choice"]["blockers"] == [{"id": "wall", "blocks": ["ogre"]}]
    text = subprocess.run([sys.executable, "-m", "pyengine", "advise", str(path), "--side", "attacker", "--text"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert text.returncode == 0 and text.stdout.startswith("Best: ") and "runner-up" in text.stdout
    bad = subprocess.run([sys.executable, "-m", "pyengine", "advise", str(tmp_path / "none.json")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_two_attackers_at_one_planeswalker_are_scored_together() -> None:
    # The planeswalker (loyalty 3) is lost to a0 whatever happens; charging it to each attacker's fight
    # made "no blocks" look twice as bad. By hand: no blocks loses only it (-10); double-blocking a1
    # with d0 and d1 also loses both blockers for a1 (-13).
    board = {"format": 1, "ruleset": "mtg-classic", "active_player": "A",
             "players": [{"id": "A", "life": 5}, {"id": "D", "life": 8}],
             "permanents": [
                 {"id": "a0", "controller": "A", "power": 4, "toughness": 3, "keywords": ["flanking"], "colors": ["green"]},
                 {"id": "a1", "controller": "A", "power": 3, "toughness": 3, "colors": ["red"]},
                 {"id": "d0", "controller": "D", "power": 1, "toughness": 2, "keywords": ["vigilance"], "colors": ["green"]},
                 {"id": "d1", "controller": "D", "power": 2, "toughness": 1, "keywords": ["menace"], "colors": ["red"],
                  "protection": ["green"]},
                 {"id": "pw", "controller": "D", "types": ["planeswalker"], "loyalty": 3}],
             "attackers": [{"id": "a0", "target": "pw"}, {"id": "a1", "target": "pw"}]}
    answer = pyengine.advise(board, "defender")
    assert answer["choice"]["blockers"] == [] and answer["score"]["value"] == -10
    assert answer["search"]["method"] == "whole" and "automatic divisions" in answer["explanation"]


def test_an_exalted_creature_does_not_charge_a_shared_planeswalker_to_every_fight() -> None:
    # The Walker (loyalty 1) survives only if both attackers are blocked: the Wall takes the Raider,
    # the first-striking deathtouch Viper kills the Tormentor before it deals damage.
    board = {"format": 1, "ruleset": "mtg", "active_player": "A",
             "players": [{"id": "A", "life": 20}, {"id": "D", "life": 20}],
             "permanents": [
                 {"id": "a0", "name": "Raider", "controller": "A", "power": 3, "toughness": 3},
                 {"id": "a1", "name": "Tormentor", "controller": "A", "power": 2, "toughness": 4, "keywords": ["afflict:1"]},
                 {"id": "wall", "name": "Wall", "controller": "D", "power": 0, "toughness": 5},
                 {"id": "viper", "name": "Viper", "controller": "D", "power": 1, "toughness": 1,
                  "keywords": ["deathtouch", "first_strike"]},
                 {"id": "herald", "name": "Herald", "controller": "D", "power": 1, "toughness": 1, "keywords": ["exalted"]},
                 {"id": "pw", "name": "Walker", "controller": "D", "types": ["planeswalker"], "loyalty": 1}],
             "attackers": [{"id": "a0", "target": "pw"}, {"id": "a1", "target": "pw"}]}
    answer = pyengine.advise(board, "defender")
    assert sorted((b["id"], b["blocks"][0]) for b in answer["choice"]["blockers"]) == [("viper", "a1"), ("wall", "a0")]
    assert answer["outcome"]["final"]["permanents"]["pw"]["zone"] == "battlefield"


def test_the_explanation_says_when_the_opponent_gains_life() -> None:
    board = {"format": 1, "ruleset": "mtg", "active_player": "A",
             "players": [{"id": "A", "life": 20}, {"id": "D", "life": 20}],
             "permanents": [{"id": "a0", "controller": "A", "power": 2, "toughness": 2, "keywords": ["flying", "lifelink"]},
                            {"id": "d0", "controller": "D", "power": 1, "toughness": 1}],
             "attackers": [{"id": "a0", "target": "D"}]}
    explanation = pyengine.advise(board, "defender")["explanation"]
    assert "they gain 2 life" in explanation and "lose -" not in explanation


def test_a_shield_counter_is_worth_keeping() -> None:
    # A 1/1 attacks; both a 2/2 with a shield counter and a plain 3/3 kill it while surviving. Blocking with
    # the 2/2 spends its counter (122.1c: the 1 damage is prevented and a counter removed); the 3/3 loses
    # nothing, so it is the better block (listed first, it would also win a tie: the shield must count).
    scenario = board("mtg", [
        {"id": "rat", "controller": "alice", "power": 1, "toughness": 1},
        {"id": "ox", "power": 3, "toughness": 3},
        {"id": "guard", "power": 2, "toughness": 2, "counters": {"shield": 1}},
    ], ["rat"])
    answer = pyengine.advise(scenario, "defender")
    assert answer["choice"]["blockers"] == [{"id": "ox", "blocks": ["rat"]}]


def test_a_regeneration_shield_is_worth_keeping() -> None:
    # The same with a regeneration shield: the 1/1 Skeletons blocking would regenerate (701.19a) and spend
    # the shield; the 3/3 kills the 1/1 and keeps everything.
    scenario = board("mtg", [
        {"id": "rat", "controller": "alice", "power": 2, "toughness": 1},
        {"id": "ox", "power": 3, "toughness": 3},
        {"id": "skel", "power": 1, "toughness": 1, "regeneration_shields": 1},
    ], ["rat"])
    answer = pyengine.advise(scenario, "defender")
    assert answer["choice"]["blockers"] == [{"id": "ox", "blocks": ["rat"]}]


def test_lure_links_the_fights_and_only_legal_blocks_are_advised() -> None:
    # Both 2/2s are able to block the lure 3/3 (509.1c), so any advice must block with both.
    scenario = board("mtg", [
        {"id": "beast", "controller": "alice", "power": 3, "toughness": 3, "keywords": ["lure"]},
        {"id": "a", "power": 2, "toughness": 2},
        {"id": "b", "power": 2, "toughness": 2},
    ], ["beast"])
    answer = pyengine.advise(scenario, "defender")
    assert sorted(b["id"] for b in answer["choice"]["blockers"]) == ["a", "b"]


def test_damage_by_toughness_is_what_the_attacker_divides() -> None:
    # A 1/6 trampler assigning damage by its toughness (510.1a) against a 2/2 and a 3/3: the advisor's answer
    # agrees with brute force over every block (its divisions total 6, its toughness).
    scenario = board("mtg", [
        {"id": "tree", "controller": "alice", "power": 1, "toughness": 6,
         "keywords": ["damage_by_toughness", "trample"]},
        {"id": "bear", "power": 2, "toughness": 2},
        {"id": "ox", "power": 3, "toughness": 3},
    ], ["tree"])
    best, _ = brute_blocks(scenario)
    answer = pyengine.advise(scenario, "defender")
    assert as_tuple(answer["score"]) == best
