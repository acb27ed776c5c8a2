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
from hypothesis import strategies as st
from strategies import (
    ABSENT,
    ACTIVE,
    BLOCKER_RESTRICTIONS,
    DEFENDING,
    EVASION,
    ILLEGAL_DECLARATIONS,
    KEYWORDS,
    NON_ATTACKER_KEYWORDS,
    UNDRAWN_KEYWORDS,
    Mutation,
    blockers_by_declaration,
    divided_boards,
    illegal_declarations,
    keyword_name,
    mtg_boards,
    mutations,
    power_now,
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
    replay = Replay(board)
    for ev in replay.events(result):
        yield ev, replay.keywords


#: Triggered abilities that put a +1/+1 counter: on the trigger's ``source`` or on its ``target``.
COUNTER_TRIGGERS = {"training": "source", "dethrone": "source", "mentor": "target", "renown": "source", "evolve": "source"}
#: What undying and persist return a creature with (702.93a, 702.79a).
RETURN_COUNTERS = {"undying": "+1/+1", "persist": "-1/-1"}
ANNIHILATION = "+1/+1 and -1/-1"
#: Events of dealing damage and its results (120.3), before state-based actions are checked.
DAMAGE_RESULTS = {"damage", "marked", "counters", "life", "poison", "loyalty", "defense"}


def is_sba_event(ev: dict[str, Any]) -> bool:
    """An event of state-based actions (704): they happen together, as one event (704.3)."""
    return (ev["type"] in ("dies", "loses", "game-over") or (ev["type"] == "leaves" and ev.get("reason") != "removed")
            or (ev["type"] == "counters" and ev["kind"] == ANNIHILATION))


class Replay:
    """The permanents as the event log changes them, worked out from the scenario and the log's basic
    events (damage, keywords gained and lost, pumps, trigger counters, undying and persist returns),
    never from the totals the engine reports. :meth:`events` yields each event with the state as it is
    when the event happens, then applies it; it checks on the way that every counter comes from damage,
    a trigger or 704.5q, and that a creature returns only from undying or persist."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.board = board
        self.perms = {p["id"]: p for p in board["permanents"]}
        self.printed = {i: [keyword_name(k) for k in p.get("keywords", [])] for i, p in self.perms.items()}
        self.keywords = {i: list(kws) for i, kws in self.printed.items()}
        self.damage = {i: p.get("damage", 0) for i, p in self.perms.items()}
        self.counters = {i: Counter(p.get("counters", {})) for i, p in self.perms.items()}
        self.pumped = {i: [0, 0] for i in self.perms}
        self.here = dict.fromkeys(self.perms, True)
        #: Counters as each permanent had them just before this round of state-based actions.
        self.before_sba: dict[str, Counter[str]] = {}
        self.returned: set[str] = set()
        self.prev: dict[str, Any] = {"type": None}

    def power(self, ident: str) -> int:
        counters = self.counters[ident]
        return self.perms[ident]["power"] + counters["+1/+1"] - counters["-1/-1"] + self.pumped[ident][0]

    def toughness(self, ident: str) -> int:
        counters = self.counters[ident]
        return self.perms[ident]["toughness"] + counters["+1/+1"] - counters["-1/-1"] + self.pumped[ident][1]

    def last_counters(self, ident: str) -> Counter[str]:
        """Its counters as it last existed on the battlefield (LKI), at the event that moves it."""
        return self.before_sba.get(ident, self.counters[ident])

    def events(self, result: dict[str, Any]) -> Iterator[dict[str, Any]]:
        for ev in all_events(result):
            yield ev
            self.apply(ev)

    def apply(self, ev: dict[str, Any]) -> None:
        """The state after ``ev`` (events must come in the log's order)."""
        prev, self.prev = self.prev, ev
        kind = ev["type"]
        if not is_sba_event(ev):
            self.before_sba = {}
        if kind == "gains":
            self.keywords[ev["id"]].append(keyword_name(ev["keyword"]))
        elif kind == "loses-keyword":
            name = keyword_name(ev["keyword"])
            self.keywords[ev["id"]] = [k for k in self.keywords[ev["id"]] if k != name]
        elif kind == "pump":
            self.pumped[ev["id"]][0] += ev["power"]
            self.pumped[ev["id"]][1] += ev["toughness"]
        elif kind == "damage" and ev["amount"] > 0 and ev["target"] in self.perms:
            if "creature" in self.perms[ev["target"]].get("types", ["creature"]):
                if {"wither", "infect"} & set(self.keywords[ev["source"]]):
                    self.counters[ev["target"]]["-1/-1"] += ev["amount"]  # 120.3d
                else:
                    self.damage[ev["target"]] += ev["amount"]  # 120.3e
        elif kind == "counters":
            ident = ev["id"]
            if ev["kind"] == ANNIHILATION:  # 704.5q
                self.before_sba.setdefault(ident, Counter(self.counters[ident]))
                n = min(self.counters[ident]["+1/+1"], self.counters[ident]["-1/-1"])
                assert n > 0 and ev["amount"] == -n, (ev, self.counters[ident])
                self.counters[ident] -= Counter({"+1/+1": n, "-1/-1": n})
            elif ev.get("rule") in ("122.1a", "121.1a"):  # a counters action (122.1a; 121.1a in 2020): what it names,
                # even right after a trigger that put none (renown 0, 702.112a: it becomes renowned with no counter)
                assert ev["kind"] in ("+1/+1", "-1/-1") and ev["amount"] >= 1, ev
                self.counters[ident][ev["kind"]] += ev["amount"]
            elif prev["type"] == "trigger" and prev["ability"] in COUNTER_TRIGGERS:
                # one counter, or renown N's N (702.112a)
                assert ev["kind"] == "+1/+1" and (ev["amount"] == 1 or prev["ability"] == "renown"), ev
                assert ident == prev.get(COUNTER_TRIGGERS[prev["ability"]]), (prev, ev)
                self.counters[ident]["+1/+1"] += ev["amount"]
            else:
                assert (prev["type"], prev.get("target"), ev["kind"]) == ("damage", ident, "-1/-1"), \
                    f"counters on {ident} from neither damage, a trigger nor 704.5q: {ev} after {prev}"
        elif kind in ("dies", "leaves"):
            self.here[ev["id"]] = False
        elif kind == "returns":
            ident = ev["id"]
            assert (prev["type"], prev.get("source")) == ("trigger", ident), f"{ident} returns without a trigger"
            counter = RETURN_COUNTERS[prev["ability"]]
            assert ev["counters"] == {counter: 1}, ev
            assert not self.here[ident], f"{ident} returns from the battlefield"
            # A new object (400.7): its own keywords, no damage, no pumps, the one counter.
            self.here[ident] = True
            self.keywords[ident] = list(self.printed[ident])
            self.damage[ident] = 0
            self.counters[ident] = Counter({counter: 1})
            self.pumped[ident] = [0, 0]
            self.returned.add(ident)


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


# 2. Combat damage: each source assigns its power to whom it may, the right player divides, -------
#    and what is dealt is what was assigned less what was prevented

class InCombat:
    """Who attacks what and who blocks whom, from the log: ``attacks`` and ``blocks`` events (a blocker
    of one creature of a band blocks them all, 702.22h), less creatures that leave combat (506.4) or the
    battlefield (an undying creature comes back as a new object, out of combat, 400.7)."""

    def __init__(self) -> None:
        self.target: dict[str, str] = {}
        self.blocking: dict[str, list[str]] = {}

    def apply(self, ev: dict[str, Any]) -> None:
        if ev["type"] == "attacks":
            self.target[ev["id"]] = ev["target"]
        elif ev["type"] == "blocks":
            self.blocking.setdefault(ev["id"], []).extend(ev["attackers"])
        elif ev["type"] in ("dies", "leaves", "removed-from-combat"):
            self.target.pop(ev["id"], None)
            self.blocking.pop(ev["id"], None)
            for attackers in self.blocking.values():
                while ev["id"] in attackers:
                    attackers.remove(ev["id"])

    def blockers_of(self, attacker: str) -> list[str]:
        return [b for b, attackers in self.blocking.items() if attacker in attackers]


def check_combat_damage_dealt_is_assigned_minus_prevented(board: dict[str, Any], result: dict[str, Any]) -> None:
    """510.1a: each source assigns damage equal to its power; 510.1b–d: an unblocked attacker to what it
    attacks, a blocked one to its blockers (and with trample, what it attacks; past a planeswalker its
    controller, 702.19c), a blocker to the attackers it blocks; 702.22j–k: with a creature with banding
    on the other side, the other player divides (``chosen_by``); 510.2: what is dealt is what was
    assigned, less what was prevented."""
    replay, combat = Replay(board), InCombat()
    walker_controller = {p["id"]: p["controller"] for p in board["permanents"] if "planeswalker" in p.get("types", [])}
    for step in result.get("before_damage", []):
        for ev in step["events"]:
            assert not (ev["type"] == "damage" and ev.get("combat")), "combat damage before any combat damage step"
            replay.apply(ev)
            combat.apply(ev)
    for step in result["steps"]:
        # What was assigned: each division of the step, per (source, recipient).
        assigned: Counter[tuple[str, str]] = Counter()
        for entry in step["assignments"]:
            source = entry["source"]
            for recipient, amount in entry["division"].items():
                assert isinstance(amount, int) and amount >= 0
                assigned[source, recipient] += amount
            assert sum(entry["division"].values()) == max(0, replay.power(source)), (step["name"], entry)
            recipients = {r for r, a in entry["division"].items() if a}
            if source in combat.target:
                blockers = combat.blockers_of(source)
                target = combat.target[source]
                allowed = set(blockers) | {target} | ({walker_controller[target]} if target in walker_controller else set())
                assert recipients <= allowed, (step["name"], entry, blockers)
                banding = any("banding" in replay.keywords[b] for b in blockers)
                assert entry.get("chosen_by") == (DEFENDING if banding else None), (step["name"], entry)
            else:
                assert source in combat.blocking, f"{source} assigns combat damage and is not in combat"
                attackers = [a for a in combat.blocking[source] if a in combat.target]
                assert recipients <= set(attackers), (step["name"], entry, attackers)
                banding = any("banding" in replay.keywords[a] for a in attackers)
                assert entry.get("chosen_by") == (ACTIVE if banding else None), (step["name"], entry)
        dealt: Counter[tuple[str, str]] = Counter()
        prevented: Counter[tuple[str, str]] = Counter()
        for ev in step["events"]:
            replay.apply(ev)
            combat.apply(ev)
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
    """704.5f–g: state-based actions put every creature with toughness 0 or less, or with lethal damage
    unless indestructible, into the graveyard as soon as they are checked: after each batch of damage,
    each action and each trigger (117.5), so none is left when anything else happens; and a creature dies
    for that reason only when it is so. A creature that undying or persist returned is a new object: the
    damage counted is what it was dealt since (it comes back with none), the keywords its own."""
    replay = Replay(board)
    creatures = [p["id"] for p in board["permanents"] if "creature" in p.get("types", ["creature"])]

    def lethal(ident: str) -> str | None:
        if replay.toughness(ident) <= 0:
            return "zero-toughness"
        if replay.damage[ident] >= replay.toughness(ident) and "indestructible" not in replay.keywords[ident]:
            return "lethal-damage"
        return None

    def settled(when: str) -> None:
        for ident in creatures:
            assert not (replay.here[ident] and lethal(ident)), (
                f"{ident} ({replay.damage[ident]} damage, toughness {replay.toughness(ident)}) is still there "
                f"{when} (704.5f–g)")

    for step in result.get("before_damage", []) + result["steps"]:
        settled(f"as {step['name']} begins")
        for ev in step["events"]:
            if ev["type"] not in DAMAGE_RESULTS and not is_sba_event(ev):
                settled(f"at {ev}")
            if ev["type"] == "dies" and ev["reason"] in ("zero-toughness", "lethal-damage"):
                assert lethal(ev["id"]) == ev["reason"], (ev, replay.damage[ev["id"]], replay.toughness(ev["id"]))
            replay.apply(ev)
    for ident, state in result["final"]["permanents"].items():
        if state["zone"] != "battlefield" or "toughness" not in state:
            continue
        assert (state["damage"], state["toughness"]) == (replay.damage[ident], replay.toughness(ident)), ident
        assert not lethal(ident), f"{ident} has {state['damage']} damage on toughness {state['toughness']} and stays"


@examples(100)
@given(mtg_boards())
def test_no_creature_with_lethal_damage_survives(board: dict[str, Any]) -> None:
    check_no_creature_with_lethal_damage_survives(board, resolve_noted(board))


def check_deathtouch_damage_destroys(board: dict[str, Any], result: dict[str, Any]) -> None:
    """704.5h: a creature dealt damage by a deathtouch source is destroyed by the next state-based actions
    unless indestructible (it leaves the battlefield; undying or persist may bring back a new object);
    one dies of deathtouch only after deathtouch damage."""
    doomed: set[str] = set()
    creatures = {p["id"] for p in board["permanents"] if "creature" in p.get("types", ["creature"])}
    touched: set[str] = set()
    replay = Replay(board)
    keywords = replay.keywords
    for step in result.get("before_damage", []) + result["steps"]:
        assert not doomed, f"{doomed} were dealt deathtouch damage and stay into {step['name']}"
        for ev in step["events"]:
            if ev["type"] not in DAMAGE_RESULTS and not is_sba_event(ev):
                # State-based actions come right after the damage (704.3), before anything else happens.
                assert not doomed, f"{doomed} were dealt deathtouch damage and stay until {ev}"
            if (ev["type"] == "damage" and ev["amount"] > 0 and ev["target"] in creatures
                    and "deathtouch" in keywords[ev["source"]]):
                touched.add(ev["target"])
                if "indestructible" not in keywords[ev["target"]]:
                    doomed.add(ev["target"])
            if ev["type"] == "dies" and ev.get("reason") == "deathtouch":
                assert ev["id"] in touched, f"{ev['id']} dies of deathtouch without deathtouch damage"
                assert "indestructible" not in keywords[ev["id"]], f"indestructible {ev['id']} dies of deathtouch"
            if ev["type"] in ("dies", "leaves"):
                doomed.discard(ev["id"])
            if ev["type"] == "returns":
                touched.discard(ev["id"])
            replay.apply(ev)
    assert not doomed, f"{doomed} were dealt deathtouch damage and stay"


@examples(80)
@given(mtg_boards())
def test_deathtouch_damage_destroys(board: dict[str, Any]) -> None:
    check_deathtouch_damage_destroys(board, resolve_noted(board))


# 4. Life: damage, lifelink and afflict -----------------------------------------------------------

#: The rule an afflict trigger cites (702.130a; 702.129a in January 2020).
AFFLICT_RULE = {"mtg": "702.130a", "mtg-2020": "702.129a"}


def check_life_change_is_damage_lifelink_and_afflict(board: dict[str, Any], result: dict[str, Any]) -> None:
    """120.3a: damage to a player (without infect) is life lost; 120.3f: lifelink gains what is dealt;
    702.130a: an attacker with afflict N that becomes blocked makes the defending player lose N, once per
    instance (all of it unless the game ends first, 104.2a)."""
    controller = {p["id"]: p["controller"] for p in board["permanents"]}
    start = {p["id"]: p.get("life", 20) for p in board["players"]}
    expected = dict.fromkeys(start, 0)
    afflicted: Counter[str] = Counter()
    blocked: set[str] = set()
    # 119.3: a life action changes its player's life by its amount, in the board's order (the game may end first).
    life_actions = iter([(a["target"], a["amount"]) for a in board.get("actions", []) if a["do"] == "life"])
    for ev, keywords in replay_keywords(board, result):
        if ev["type"] == "blocked":
            blocked.add(ev["id"])
        if ev["type"] == "life" and ev["rule"] in ("119.3", "118.3"):  # 118.3 in the rules of 2020
            assert (ev["player"], ev["amount"]) == next(life_actions), ev
            expected[ev["player"]] += ev["amount"]
        if ev["type"] == "life" and ev["rule"] == AFFLICT_RULE[board["ruleset"]]:
            assert ev["player"] == DEFENDING and ev["amount"] <= 0, ev
            expected[ev["player"]] += ev["amount"]
            afflicted[ev["source"]] -= ev["amount"]
        if ev["type"] != "damage" or ev["amount"] <= 0:
            continue
        source = keywords[ev["source"]]
        if ev["target"] in start and "infect" not in source:
            expected[ev["target"]] -= ev["amount"]  # 120.3a
        if "lifelink" in source:
            expected[controller[ev["source"]]] += ev["amount"]  # 120.3f
    for player, life in start.items():
        assert result["final"]["players"][player]["life"] - life == expected[player], player
    over_before_damage = any(ev["type"] == "game-over" for step in result["before_damage"] for ev in step["events"])
    perms = {p["id"]: p for p in board["permanents"]}
    for attack in board["attackers"]:
        ident = attack["id"]
        afflict = sum(int(k.partition(":")[2]) for k in perms[ident].get("keywords", []) if keyword_name(k) == "afflict")
        due = afflict if ident in blocked else 0
        if over_before_damage:
            assert afflicted[ident] <= due, (ident, afflicted[ident], due)
        else:
            assert afflicted[ident] == due, (ident, afflicted[ident], due)
    assert set(afflicted) <= {a["id"] for a in board["attackers"]}, afflicted


@examples(100)
@given(mtg_boards())
def test_life_change_is_damage_lifelink_and_afflict(board: dict[str, Any]) -> None:
    check_life_change_is_damage_lifelink_and_afflict(board, resolve_noted(board))


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
        if ev["type"] == "returns":  # a new object with its own keywords (400.7)
            granted[ev["id"]], lost[ev["id"]] = [], set()
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
    defense; training, dethrone and mentor put +1/+1 counters, 704.5q removes pairs of counters, undying and
    persist return a new object with one counter and no damage; whatever is left on the battlefield shows
    exactly that, with its power and toughness (pumps included)."""
    perms = {p["id"]: p for p in board["permanents"]}
    replay = Replay(board)
    marked: Counter[str] = Counter()
    for ev in replay.events(result):
        if ev["type"] == "damage" and ev["amount"] > 0 and ev["target"] in perms:
            marked[ev["target"]] += ev["amount"]
    removed = {ev["id"] for ev in all_events(result) if ev["type"] == "leaves" and ev.get("reason") == "removed"}
    for ident, state in result["final"]["permanents"].items():
        perm = perms[ident]
        types = perm.get("types", ["creature"])
        assert (state["zone"] == "battlefield") == replay.here[ident], f"{ident} moved without an event"
        if state["zone"] != "battlefield":
            if "creature" not in types and ident not in removed:
                counter = perm.get("loyalty", perm.get("defense"))
                assert counter - marked[ident] <= 0, f"{ident} left with loyalty/defense"
            continue
        if "creature" in types:
            assert state["damage"] == replay.damage[ident], ident
            assert state["counters"] == {k: n for k, n in replay.counters[ident].items() if n}, ident
            assert (state["power"], state["toughness"]) == (replay.power(ident), replay.toughness(ident)), ident
            assert not (state["counters"].get("+1/+1") and state["counters"].get("-1/-1")), "704.5q"
        if "planeswalker" in types:
            assert state["loyalty"] == perm["loyalty"] - marked[ident] > 0, ident
        if "battle" in types:
            # 704.5v: a Siege (a battle its protector doesn't control) left with 0 defense stays while its own
            # trigger waits (310.11b); when the game ends first (104.2a), it is still there.
            left = max(0, perm["defense"] - marked[ident])  # 120.3h: no fewer than 0 defense counters
            ended = any(ev["type"] == "game-over" for ev in all_events(result))
            siege = perm.get("protector") != perm.get("controller")
            assert state["defense"] == left and (left > 0 or (siege and ended)), ident


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

@pytest.mark.parametrize("what", sorted(ILLEGAL_DECLARATIONS))
@examples(4)
@given(data=st.data())
def test_illegal_declaration_is_refused_with_its_rule(what: str, data: st.DataObject) -> None:
    case = data.draw(illegal_declarations(what))
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
    615.7: otherwise a shield prevents the next N damage that would be dealt to it. Combat damage is
    dealt at once (510.2): a shield hit by several sources in one step prevents min(shield, their
    total), shared out as its controller chooses, so at most one of them is partly prevented."""
    perms = {p["id"]: p for p in board["permanents"]}
    shield = Counter({p["id"]: p.get("prevent", 0) for p in board["permanents"]})

    def protected(ev: dict[str, Any]) -> bool:
        target = perms.get(ev["target"])
        return target is not None and bool(set(target.get("protection", [])) & set(perms[ev["source"]].get("colors", [])))

    for phase in result.get("before_damage", []) + result["steps"]:
        batch_done = False
        for ev in phase["events"]:
            if ev["type"] == "shield":
                shield[ev["id"]] += ev["amount"]
            if ev["type"] == "returns":
                shield[ev["id"]] = 0  # a new object: no shield (400.7)
            if ev["type"] != "damage":
                continue
            total, prevented = ev["amount"] + ev.get("prevented", 0), ev.get("prevented", 0)
            if protected(ev):
                assert (ev["amount"], prevented) == (0, total), ev
                continue
            if not ev.get("combat"):
                assert prevented == min(shield[ev["target"]], total), (ev, shield[ev["target"]])
                shield[ev["target"]] -= prevented
                continue
            if batch_done:
                continue
            batch_done = True
            batch = [e for e in phase["events"] if e["type"] == "damage" and e.get("combat") and not protected(e)]
            for target in {e["target"] for e in batch}:
                hits = [e for e in batch if e["target"] == target]
                totals = [e["amount"] + e.get("prevented", 0) for e in hits]
                shares = [e.get("prevented", 0) for e in hits]
                assert sum(shares) == min(shield[target], sum(totals)), (hits, shield[target])
                assert sum(1 for share, total in zip(shares, totals) if 0 < share < total) <= 1, hits
                shield[target] -= sum(shares)


@examples(80)
@given(mtg_boards())
def test_protection_and_prevention_shields(board: dict[str, Any]) -> None:
    check_protection_and_prevention_shields(board, resolve_noted(board))


# Triggered abilities: which trigger, with what effect; undying and persist --------------------------

#: Keywords that trigger when attackers are declared (508.1m) and when blockers are (509.1i).
ATTACK_TRIGGERS = {"exalted", "battle_cry", "melee", "training", "mentor", "dethrone", "battalion", "provoke"}
BLOCK_TRIGGERS = {"bushido", "frenzy", "rampage", "flanking", "afflict"}


def instances(perm: dict[str, Any], name: str) -> list[int]:
    """The numbers of each instance of a keyword (0 for one without a number)."""
    return [int(k.partition(":")[2] or 0) for k in perm.get("keywords", []) if keyword_name(k) == name]


def expected_triggers(board: dict[str, Any]) -> tuple[Counter[tuple[str, str, str | None]],
                                                      Counter[tuple[str, str, str | None]]]:
    """(ability, source, target) of every trigger as attackers are declared, then as blockers are, by the
    rules (a mentor without a named creature may find no target, so it is left to the caller)."""
    perms = {p["id"]: p for p in board["permanents"]}
    attacks = board["attackers"]
    attackers = [perms[a["id"]] for a in attacks]
    life = {p["id"]: p.get("life", 20) for p in board["players"]}
    attack: Counter[tuple[str, str, str | None]] = Counter()
    if len(attacks) == 1:  # 702.83a: attacks alone; every instance among the permanents its controller has
        for perm in board["permanents"]:
            if perm["controller"] == ACTIVE:
                attack["exalted", perm["id"], attacks[0]["id"]] += len(instances(perm, "exalted"))
    for declared, perm in zip(attacks, attackers):
        ident = perm["id"]
        for name in ("battle_cry", "melee"):  # 702.91a, 702.121a: whenever it attacks
            attack[name, ident, None] += len(instances(perm, name))
        if any(power_now(other) > power_now(perm) for other in attackers):  # 702.149a
            attack["training", ident, None] += len(instances(perm, "training"))
        if declared["target"] == DEFENDING and life[DEFENDING] >= max(life.values()):  # 702.105a
            attack["dethrone", ident, None] += len(instances(perm, "dethrone"))
        if len(attacks) >= 3:  # 207.2c battalion: it and at least two others attack
            attack["battalion", ident, None] += len(instances(perm, "battalion"))
        if "provoke" in declared:  # 702.39a: "you may"; naming a creature is choosing to
            attack["provoke", ident, declared["provoke"]] += 1
        if "mentor" in declared:  # 702.134a: its target, each instance
            attack["mentor", ident, declared["mentor"]] += len(instances(perm, "mentor"))
    block: Counter[tuple[str, str, str | None]] = Counter()
    blockers_of = blockers_by_declaration(board)
    for declared in board.get("blockers", []):  # 702.45a: whenever it blocks (once, however many)
        block["bushido", declared["id"], None] += len(instances(perms[declared["id"]], "bushido"))
    for perm in attackers:
        ident, blockers = perm["id"], blockers_of[perm["id"]]
        if not blockers:  # 702.68a: attacks and isn't blocked
            block["frenzy", ident, None] += len(instances(perm, "frenzy"))
            continue
        for name in ("bushido", "rampage", "afflict"):  # whenever it becomes blocked
            block[name, ident, None] += len(instances(perm, name))
        for blocker in blockers:  # 702.25a: whenever a creature without flanking blocks it
            if not instances(perms[blocker], "flanking"):
                block["flanking", ident, blocker] += len(instances(perm, "flanking"))
    return +attack, +block


def check_triggers_fire_as_the_rules_say(board: dict[str, Any], result: dict[str, Any]) -> None:
    """Attack and block triggers: exactly those the rules make trigger, each instance once, in the step
    they trigger in (all of them unless the game ends first); becoming blocked (509.1h, 702.22h); and
    their effects: +1/+1 to the creature attacking alone per exalted, +1/+0 to each other attacker per
    battle cry, +1/+1 per opponent attacked for melee, +N/+N bushido, +N/+0 frenzy, +N/+N per blocker
    beyond the first for rampage (counted as it resolves, 702.23b), -1/-1 to the flanked blocker if it is
    still there, a mentor's counter only on an attacker of lesser power. (Counters are counted by the
    damage-results property, afflict's life loss by the life property.)"""
    perms = {p["id"]: p for p in board["permanents"]}
    expected = dict(zip(("declare-attackers", "declare-blockers"), expected_triggers(board)))
    blockers_of = blockers_by_declaration(board)
    named_mentor = {a["id"] for a in board["attackers"] if "mentor" in a}
    over = any(ev["type"] == "game-over" for step in result["before_damage"] for ev in step["events"])
    opponents_attacked = int(any(a["target"] == DEFENDING for a in board["attackers"]))
    expected_pumps: Counter[tuple[str, str, int, int]] = Counter()
    for (ability, source, _), n in expected["declare-blockers"].items():
        if ability in ("bushido", "frenzy"):
            expected_pumps.update((ability, source, k, k if ability == "bushido" else 0)
                                  for k in instances(perms[source], ability))
    actual_pumps: Counter[tuple[str, str, int, int]] = Counter()
    replay = Replay(board)
    trigger: dict[str, Any] = {"type": None}
    rampaged: Counter[str] = Counter()
    gone: set[str] = set()
    action_pumps = [(a["target"], a["power"], a["toughness"]) for a in board.get("actions", [])
                    if a["do"] == "pump" and a["at"] == "after-blocks"]
    for step in result["before_damage"]:
        names = ATTACK_TRIGGERS if step["name"] == "declare-attackers" else BLOCK_TRIGGERS
        actual: Counter[tuple[str, str, str | None]] = Counter()
        for ev in step["events"]:
            if ev["type"] == "trigger" and ev["ability"] in ATTACK_TRIGGERS | BLOCK_TRIGGERS:
                trigger = ev
                source, ability, target = ev["source"], ev["ability"], ev.get("target")
                assert ability in names, f"{ability} triggers in {step['name']}"
                if ability == "mentor" and source not in named_mentor:  # the first with lesser power, if any
                    assert target in blockers_of and target != source, ev
                    assert ev.get("chosen") == "automatic", ev
                else:
                    actual[ability, source, target] += 1
                attacking = [a for a in blockers_of if a not in gone]
                if ability == "exalted":
                    expected_pumps[ability, target, 1, 1] += 1
                elif ability == "battle_cry":
                    expected_pumps.update((ability, other, 1, 0) for other in attacking if other != source)
                elif ability == "melee" and opponents_attacked:
                    expected_pumps[ability, source, opponents_attacked, opponents_attacked] += 1
                elif ability == "rampage":  # each instance in turn
                    n = instances(perms[source], "rampage")[rampaged[source]]
                    rampaged[source] += 1
                    beyond = len([b for b in blockers_of[source] if b not in gone]) - 1
                    if beyond > 0:
                        expected_pumps[ability, source, n * beyond, n * beyond] += 1
                elif ability == "flanking" and target not in gone:  # not a new object (400.7)
                    expected_pumps[ability, target, -1, -1] += 1
            elif ev["type"] == "pump" and trigger["type"] and ev["rule"] == trigger["rule"]:
                actual_pumps[trigger["ability"], ev["id"], ev["power"], ev["toughness"]] += 1
            elif ev["type"] == "pump":  # otherwise one of the board's pump actions after blocks, in order
                pump = (ev["id"], ev["power"], ev["toughness"])
                assert pump in action_pumps, f"a pump from no trigger and no action: {ev}"
                del action_pumps[:action_pumps.index(pump) + 1]
            elif ev["type"] == "counters" and replay.prev is trigger and trigger["ability"] == "mentor":
                assert replay.power(ev["id"]) < replay.power(trigger["source"]), ("mentor", ev)
            elif ev["type"] in ("dies", "leaves", "removed-from-combat"):
                gone.add(ev["id"])  # out of combat for good: what comes back is a new object (400.7)
            replay.apply(ev)
        if step["name"] in expected:
            want = expected[step["name"]]
            if over:
                assert not actual - want, (step["name"], actual - want)
            else:
                assert actual == want, (step["name"], actual - want, want - actual)
        if step["name"] == "declare-blockers":  # 509.1h; 702.22h: blocking one of a band blocks them all
            status = {ev["id"]: ev["type"] for ev in step["events"] if ev["type"] in ("blocked", "unblocked")}
            assert status == {a: "blocked" if b else "unblocked" for a, b in blockers_of.items()}, status
    if over:
        assert not actual_pumps - expected_pumps, actual_pumps - expected_pumps
    else:
        assert actual_pumps == expected_pumps, (actual_pumps - expected_pumps, expected_pumps - actual_pumps)
    # 702.39a: the provoked creature untaps (and blocking doesn't tap it, 509.1); still there, it is untapped.
    for declared in board["attackers"]:
        state = result["final"]["permanents"].get(declared.get("provoke", ""))
        if state is not None and state["zone"] == "battlefield":
            assert not state["tapped"], f"{declared['provoke']} was provoked and stays tapped"


@examples(80)
@given(mtg_boards())
def test_triggers_fire_as_the_rules_say(board: dict[str, Any]) -> None:
    check_triggers_fire_as_the_rules_say(board, resolve_noted(board))


def check_undying_and_persist_return(board: dict[str, Any], result: dict[str, Any]) -> None:
    """702.93a, 702.79a: a creature with undying that dies (to the graveyard from the battlefield, 700.4)
    without a +1/+1 counter as it last existed (its counters before the state-based actions that kill it
    remove any, 704.3), or with persist without a -1/-1 counter, returns once, unless the game ends first;
    no other does. It is a new object (400.7): out of combat, it deals and is assigned no more combat
    damage, and stays untapped."""
    creatures = {p["id"] for p in board["permanents"] if "creature" in p.get("types", ["creature"])}
    replay = Replay(board)
    due: dict[str, bool] = {}
    back: set[str] = set()
    for step in result.get("before_damage", []) + result["steps"]:
        for entry in step.get("assignments", []):
            assert entry["source"] not in back and not set(entry["division"]) & back, (step["name"], entry)
        for ev in step["events"]:
            if ev["type"] in ("dies", "leaves") and ev.get("to") == "graveyard" and ev["id"] in creatures:
                had, keywords = replay.last_counters(ev["id"]), replay.keywords[ev["id"]]
                due[ev["id"]] = (("undying" in keywords and not had["+1/+1"])
                                 or ("persist" in keywords and not had["-1/-1"]))
                back.discard(ev["id"])
            elif ev["type"] == "returns":
                assert due.pop(ev["id"], False), f"{ev['id']} returns, and neither undying nor persist returns it"
                back.add(ev["id"])
            elif ev["type"] == "game-over":
                due.clear()  # triggers waiting to resolve never do (104.2a)
            replay.apply(ev)
    assert not [i for i, returns in due.items() if returns], f"{due} should have returned"
    for ident in back:
        state = result["final"]["permanents"][ident]
        assert state["zone"] != "battlefield" or not state["tapped"], f"{ident} returned tapped"


@examples(80)
@given(mtg_boards())
def test_undying_and_persist_return(board: dict[str, Any]) -> None:
    check_undying_and_persist_return(board, resolve_noted(board))


# The keyword pool is every keyword the engine knows -------------------------------------------------

def test_keyword_pool_is_every_keyword_the_engine_knows() -> None:
    """A keyword the engine learns joins the random boards: add it to ``KEYWORDS`` in tests/strategies.py
    (with its blocking rule in ``EVASION`` or ``BLOCKER_RESTRICTIONS`` if it limits blocks, in
    ``BEFORE_DAMAGE_KEYWORDS`` if it changes power before damage, and in ``ABSENT`` for eras without it)."""
    from pyengine.keywords import MAGIC_KEYWORDS  # noqa: PLC0415
    from pyengine.rulesets import find_ruleset  # noqa: PLC0415

    pool = [keyword_name(k) for k in KEYWORDS + NON_ATTACKER_KEYWORDS + UNDRAWN_KEYWORDS]
    assert sorted(pool) == sorted(MAGIC_KEYWORDS), "tests/strategies.py KEYWORDS differs from the engine's keywords"
    assert set(EVASION) | set(BLOCKER_RESTRICTIONS) <= set(pool)
    for ruleset, absent in ABSENT.items():
        rules = find_ruleset(ruleset)
        assert rules is not None
        assert absent - {"battle"} == rules.absent_keywords, ruleset


# The same invariants on mtg-2020 boards (damage assignment order by default) --------------------

@examples(100)
@given(mtg_boards(ruleset="mtg-2020"))
def test_mtg_2020_boards_keep_the_same_invariants(board: dict[str, Any]) -> None:
    result = resolve_noted(board)
    assert result["ruleset"] == "mtg-2020"
    for check in (check_same_result, check_combat_damage_dealt_is_assigned_minus_prevented,
                  check_no_creature_with_lethal_damage_survives, check_deathtouch_damage_destroys,
                  check_life_change_is_damage_lifelink_and_afflict, check_poison_is_infect_and_toxic,
                  check_automatic_division_given_explicitly_is_the_same, check_damage_results_on_permanents,
                  check_protection_and_prevention_shields, check_triggers_fire_as_the_rules_say,
                  check_undying_and_persist_return):
        check(board, result)
