"""The combat advisor: the best legal blocks or attacks, found by exact search.

:func:`advise` answers "what should this side do in this combat?" by
resolving candidate declarations with the engine itself, never by a rule of
thumb. The objective, from the advised side's point of view, compared in this
order:

1. do not lose the game (and, for the attacker, win it if possible);
2. maximise the value of the opponent's permanents destroyed minus the value
   of one's own (see :func:`permanent_value`; a creature that shrinks, such as
   by wither, loses the difference);
3. lose as little life (then poison) as possible;
4. make the opponent lose as much life (then poison) as possible.

Blocks are searched exactly: every legal way to assign the defending
creatures to attackers is scored. When each blocker blocks one attacker and
nothing links the fights (no banding, provoke, extra blocks or scripted
actions), the combat splits into independent fights — one attacker and its
blockers — which are resolved once each by the engine (memoised, identical
creatures treated as one, branch and bound over their combinations, and the
game-loss check made on the summed life totals step by step); the winning
declaration is then resolved whole. Otherwise every declaration is resolved
whole. The attacker answers every block with its best division: for each set
of blockers its power can kill, lethal damage to that set first.
"""

from __future__ import annotations

import copy
import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from .declare import why_cannot_attack, why_cannot_be_attacked, why_cannot_block
from .engine import resolve
from .errors import ScenarioError
from .model import Permanent
from .parse import Setup, require_setup

#: Value of one instance of a keyword, in the units of :func:`permanent_value` (2 per point of power).
KEYWORD_VALUE: dict[str, int] = {
    "flying": 3, "first_strike": 3, "double_strike": 6, "deathtouch": 4, "lifelink": 3, "trample": 2,
    "indestructible": 6, "menace": 2, "infect": 3, "wither": 2, "reach": 1, "vigilance": 1, "haste": 1,
    "unblockable": 4, "toxic": 2, "trample_over_planeswalkers": 3, "undying": 4, "persist": 4,
}
#: Attack triggers that look beyond their own creature: fights then keep the whole board.
ATTACK_LINKS = ("exalted", "battle_cry", "training", "mentor", "battalion", "melee", "dethrone")
#: Players' life is worth at most this much to the search before it is infinite (a loss).
HUGE_LIFE = 10**6
#: How many of the best combinations of fights are resolved whole to confirm the winner: the sum of
#: fights is exact unless the game ends part-way through combat (then later fights don't happen).
KEEP = 8
#: The most declarations the exhaustive search resolves before it gives up.
MAX_EXHAUSTIVE = 50_000


def permanent_value(perm: Permanent) -> int:
    """What a permanent is worth to the advisor: 2×power + 2×toughness (both at least 0) plus its
    keywords (:data:`KEYWORD_VALUE`, 1 for any other); a planeswalker 4 + 2×loyalty; a battle 2×defense."""
    if perm.is_("creature"):
        value = 2 * max(0, perm.power) + 2 * max(0, perm.toughness)
        value += sum(KEYWORD_VALUE.get(name, 1) for name, _ in perm.keywords)
        return value
    if perm.is_("planeswalker"):
        return 4 + 2 * perm.loyalty
    if perm.is_("battle"):
        return 2 * perm.defense
    return 0


@dataclass
class Outcome:
    """What a (part of a) combat does, summed so fights can be combined."""

    #: Value lost by each player's permanents.
    value_lost: dict[str, int] = field(default_factory=dict)
    #: Life change of each player in each moment: "pre" (before damage), "first-strike", "regular".
    life: dict[tuple[str, str], int] = field(default_factory=dict)
    poison: dict[tuple[str, str], int] = field(default_factory=dict)
    dies: list[str] = field(default_factory=list)

    def add(self, other: Outcome) -> Outcome:
        out = Outcome(dict(self.value_lost), dict(self.life), dict(self.poison), self.dies + other.dies)
        for player, amount in other.value_lost.items():
            out.value_lost[player] = out.value_lost.get(player, 0) + amount
        for key, amount in other.life.items():
            out.life[key] = out.life.get(key, 0) + amount
        for key, amount in other.poison.items():
            out.poison[key] = out.poison.get(key, 0) + amount
        return out


#: When life and poison change, in order; "…-triggers" is life gained by a triggered lifelink, which
#: resolves only after the step's state-based checks (classic rules).
MOMENTS = ("pre", "first-strike", "first-strike-triggers", "regular", "regular-triggers")


class Advisor:
    """One search: the board, the side advised, and what has been resolved so far."""

    def __init__(self, scenario: dict[str, Any], side: str) -> None:
        self.scenario = scenario
        self.side = side
        self.setup: Setup = require_setup(scenario)
        self.rules = self.setup.ruleset
        self.me = self.setup.defending_player if side == "defender" else self.setup.active_player
        self.opponent = self.setup.active_player if side == "defender" else self.setup.defending_player
        self.resolutions = 0
        self.candidates = 0
        self.values = {p.id: permanent_value(p) for p in self.setup.permanents.values()}
        self.start_life = {pid: (p.life, p.poison) for pid, p in self.setup.players.items()}

    # Scoring.
    def score(self, outcome: Outcome, viewer: str) -> tuple[int, int, int, int, int, int]:
        """The objective as a tuple to maximise, for ``viewer``: result, value, own life and poison,
        the opponent's life and poison lost."""
        other = next(p for p in self.start_life if p != viewer)
        lost = {pid: self._loses(outcome, pid) for pid in self.start_life}
        result = -1 if lost[viewer] else (1 if lost[other] else 0)
        value = outcome.value_lost.get(other, 0) - outcome.value_lost.get(viewer, 0)
        own_life = sum(outcome.life.get((viewer, m), 0) for m in MOMENTS)
        own_poison = sum(outcome.poison.get((viewer, m), 0) for m in MOMENTS)
        their_life = sum(outcome.life.get((other, m), 0) for m in MOMENTS)
        their_poison = sum(outcome.poison.get((other, m), 0) for m in MOMENTS)
        return (result, value, own_life, -own_poison, -their_life, their_poison)

    def _loses(self, outcome: Outcome, player: str) -> bool:
        life, poison = self.start_life[player]
        for moment in MOMENTS:
            life += outcome.life.get((player, moment), 0)
            poison += outcome.poison.get((player, moment), 0)
            if life <= 0 or poison >= 10:
                return True
        return False

    def outcome_of(self, result: dict[str, Any], members: set[str] | None = None) -> Outcome:
        """Read an engine result: value lost per player, life and poison per moment (only events whose
        source is one of ``members`` when given)."""
        out = Outcome()
        final = result["final"]["permanents"]
        for pid, perm in self.setup.permanents.items():
            if members is not None and pid not in members:
                continue
            state = final[pid]
            before = self.values[pid]
            after = 0
            if state.get("zone") == "battlefield":
                after = _value_from_final(perm, state)
            if state.get("zone") != "battlefield":
                out.dies.append(pid)
            if before != after:
                out.value_lost[perm.controller] = out.value_lost.get(perm.controller, 0) + before - after
        steps = [("pre", s) for s in result.get("before_damage", [])] + [(s["name"], s) for s in result["steps"]]
        triggered = self.rules.lifelink_is_triggered
        for name, step in steps:
            name = name if name in MOMENTS else "regular"
            for ev in step["events"]:
                if members is not None and ev.get("source") not in members:
                    continue
                if ev["type"] == "life":
                    late = triggered and ev["amount"] > 0 and name != "pre"
                    key = (ev["player"], name + "-triggers" if late else name)
                    out.life[key] = out.life.get(key, 0) + ev["amount"]
                elif ev["type"] == "poison":
                    key = (ev["player"], name)
                    out.poison[key] = out.poison.get(key, 0) + ev["amount"]
        return out

    def run(self, scenario: dict[str, Any]) -> dict[str, Any] | None:
        """Resolve a candidate; ``None`` when the engine refuses it (an illegal declaration)."""
        self.resolutions += 1
        try:
            return resolve(scenario)
        except ScenarioError:
            return None


def _value_from_final(perm: Permanent, state: dict[str, Any]) -> int:
    """A surviving permanent's value from its final state (its counters may have changed it)."""
    shadow = copy.copy(perm)
    if perm.is_("creature"):
        counters = state.get("counters", {})
        bonus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        shadow.pump_power = shadow.pump_toughness = 0
        shadow.counters = {"+1/+1": max(0, bonus), "-1/-1": max(0, -bonus)}
    if perm.is_("planeswalker"):
        shadow.loyalty = state.get("loyalty", perm.loyalty)
    if perm.is_("battle"):
        shadow.defense = state.get("defense", perm.defense)
    return permanent_value(shadow)


# The defender: blocks.
class BlockSearch(Advisor):
    """The best blocks for the defending player against the scenario's attackers."""

    def __init__(self, scenario: dict[str, Any]) -> None:
        super().__init__(scenario, "defender")
        self.base = {k: v for k, v in scenario.items()
                     if k not in ("blockers", "assignments", "damage_assignment_order")}
        self.attackers = [a.id for a in self.setup.attackers]
        targets = {a.id: a.target for a in self.setup.attackers}
        defenders = [p for p in self.setup.permanents.values()
                     if p.controller == self.me and p.is_("creature") and not p.tapped]
        self.eligible = {a: [b.id for b in defenders
                             if why_cannot_block(b, self.setup.permanents[a], targets[a], self.setup, self.rules) is None]
                         for a in self.attackers}
        self.defenders = [b.id for b in defenders]
        self._fights: dict[tuple[str, tuple[str, ...]], tuple[Outcome, list[str]] | None] = {}
        #: Explicit divisions that beat every order (classic deathtouch), by fight.
        self._division_of: dict[tuple[str, frozenset[str]], dict[str, int]] = {}
        #: Whether attack triggers look at other attackers or other permanents (exalted, battle cry, …):
        #: then each fight keeps the whole board; otherwise it holds only its own creatures.
        self.attackers_interact = any(p.has(k) for p in self.setup.permanents.values() for k in ATTACK_LINKS)

    def independent(self) -> bool:
        """Whether the combat splits into independent fights (see the module docstring)."""
        perms = self.setup.permanents.values()
        return not (self.scenario.get("actions") or any(a.provoke or a.band for a in self.setup.attackers)
                    or any(p.has("extra_blocks") or p.has("banding") for p in perms))

    # One fight: an attacker and the creatures blocking it.
    def fight(self, attacker: str, blockers: tuple[str, ...]) -> tuple[Outcome, list[str]] | None:
        """The fight's outcome under the attacker's best division, and the blockers' order for it."""
        key = (attacker, blockers)
        if key not in self._fights:
            self._fights[key] = self._resolve_fight(attacker, blockers)
        return self._fights[key]

    def _fight_scenario(self, attacker: str, order: tuple[str, ...]) -> dict[str, Any]:
        """The board of one fight: nobody can lose inside it, and only what can matter is on it.

        The scenario's own objects are shared, not copied: resolving never changes its input."""
        scenario = dict(self.base)
        scenario["players"] = [dict(p, life=HUGE_LIFE, poison=0) for p in self.base["players"]]
        if not self.attackers_interact:
            keep = {attacker, *order}
            scenario["attackers"] = [a for a in scenario["attackers"] if a["id"] == attacker]
            keep.add(scenario["attackers"][0]["target"])
            scenario["permanents"] = [p for p in scenario["permanents"] if p.get("id") in keep]
        scenario["blockers"] = [{"id": b, "blocks": [attacker]} for b in order]
        return scenario

    def _divisions(self, attacker: str, blockers: tuple[str, ...]) -> list[dict[str, int]]:
        """Explicit divisions to try besides the orders: where deathtouch kills with any damage but the
        automatic division still gives lethal damage (classic rules), 1 to each of a set of blockers."""
        perm = self.setup.permanents[attacker]
        if self.rules.deathtouch_is_lethal or not perm.has("deathtouch") or len(blockers) < 2:
            return []
        power = max(0, perm.power)
        by_value = sorted(blockers, key=lambda b: -self.values[b])
        out = []
        for size in range(min(power, len(blockers)), 1, -1):
            for kill in itertools.combinations(by_value, size):
                division = {b: 1 for b in kill}
                division[kill[0]] += power - size
                out.append(division)
        return out[:12]

    def _resolve_fight(self, attacker: str, blockers: tuple[str, ...]) -> tuple[Outcome, list[str]] | None:
        members = {attacker, *blockers}
        target = next(a.target for a in self.setup.attackers if a.id == attacker)
        if target in self.setup.permanents:
            members.add(target)
        best: tuple[tuple[int, ...], Outcome, list[str]] | None = None
        for order in self._orders(attacker, blockers):
            result = self.run(self._fight_scenario(attacker, order))
            if result is None:
                return None  # illegal (the engine said so: e.g. menace, or skulk after a trigger)
            outcome = self.outcome_of(result, members)
            mark = self.score(outcome, self.opponent)  # the attacker divides as suits it best
            if best is None or mark > best[0]:
                best = (mark, outcome, list(order))
            if (all(b in outcome.dies for b in blockers) and attacker not in outcome.dies) or not any(
                    a["source"] == attacker for step in result["steps"] for a in step["assignments"]):
                break  # every blocker dies and it lives, or it dealt no damage: no division does better
        assert best is not None
        for division in self._divisions(attacker, blockers):
            scenario = self._fight_scenario(attacker, tuple(best[2]))
            scenario["assignments"] = [{"source": attacker, "division": division}]
            result = self.run(scenario)
            if result is not None:
                outcome = self.outcome_of(result, members)
                mark = self.score(outcome, self.opponent)
                if mark > best[0]:
                    best = (mark, outcome, list(best[2]))
                    self._division_of[(attacker, frozenset(blockers))] = division
        return best[1], best[2]

    def _orders(self, attacker: str, blockers: tuple[str, ...]) -> list[tuple[str, ...]]:
        """The attacker's candidate divisions: lethal damage first to each maximal set it can kill."""
        if len(blockers) < 2:
            return [blockers]
        perms = self.setup.permanents
        double = perms[attacker].has("double_strike")
        power = max(0, perms[attacker].power) * (2 if double else 1)
        deathtouch = perms[attacker].has("deathtouch") and self.rules.deathtouch_is_lethal
        need = {b: 1 if deathtouch else max(0, perms[b].toughness - perms[b].damage) for b in blockers}
        by_value = sorted(blockers, key=lambda b: (-self.values[b], blockers.index(b)))
        # Each maximal set of blockers it can kill, most valuable first; what dies decides the fight.
        kill_sets: list[tuple[str, ...]] = []
        for size in range(len(blockers), 0, -1):
            for kill in itertools.combinations(by_value, size):
                if sum(need[b] for b in kill) <= power and not any(set(kill) <= set(k) for k in kill_sets):
                    kill_sets.append(kill)
        if perms[attacker].has("wither") or perms[attacker].has("infect"):
            # -1/-1 counters shrink survivors for good: where the damage lands matters, not only who dies.
            return list(itertools.permutations(by_value))[:24]
        # With double strike the first step kills a prefix of the order: which one first matters too.
        firsts = [p for kill in kill_sets for p in (itertools.permutations(kill) if double else [kill])]
        orders = [first + tuple(b for b in by_value if b not in first) for first in firsts]
        return list(dict.fromkeys(orders))[:24] or [tuple(by_value)]

    # Combining fights.
    def search(self) -> list[tuple[tuple[int, ...], dict[str, list[str]]]]:
        """The two best block declarations (score, attacker → its blockers in order)."""
        if not self.independent():
            return self._exhaustive()
        classes = _classes(self.setup, self.defenders)
        class_of = {b: i for i, members in enumerate(classes) for b in members}
        options: dict[str, list[tuple[tuple[int, ...], Outcome]]] = {}
        for attacker in self.attackers:
            per_class = [sum(1 for b in self.eligible[attacker] if class_of[b] == i) for i in range(len(classes))]
            vectors = list(itertools.product(*(range(n + 1) for n in per_class)))
            options[attacker] = []
            for vector in vectors:
                chosen = tuple(b for i, n in enumerate(vector)
                               for b in [m for m in classes[i] if m in self.eligible[attacker]][:n])
                fought = self.fight(attacker, chosen)
                if fought is not None:
                    options[attacker].append((vector, fought[0]))
        top: list[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = []
        sizes = [len(c) for c in classes]
        order: list[str] = self.attackers
        me, other = self.me, self.opponent
        # Each option as a flat vector: value gained, then my life and poison per moment, then the
        # opponent's life and poison in all (fights add up; see the module docstring).
        k = len(MOMENTS)
        flat = {a: [(vector, (o.value_lost.get(other, 0) - o.value_lost.get(me, 0),
                              *(o.life.get((me, m), 0) for m in MOMENTS), *(o.poison.get((me, m), 0) for m in MOMENTS),
                              sum(o.life.get((other, m), 0) for m in MOMENTS),
                              sum(o.poison.get((other, m), 0) for m in MOMENTS)))
                    for vector, o in options[a]] for a in order}
        life0, poison0 = self.start_life[me]
        # Optimistic bounds per attacker for pruning: the best value and the least loss of any option.
        best_value = [max(v[0] for _, v in flat[a]) for a in order]
        least = [[max(v[1 + m] for _, v in flat[a]) for m in range(k)] for a in order]
        rest_value = [sum(best_value[i:]) for i in range(len(order) + 1)]
        rest_life = [[sum(least[j][m] for j in range(i, len(order))) for m in range(k)] for i in range(len(order) + 1)]

        def mark_of(acc: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
            life, poison, alive = life0, poison0, True
            for m in range(k):
                life += acc[1 + m]
                poison += acc[1 + k + m]
                if life <= 0 or poison >= 10:
                    alive = False
                    break
            return (0 if alive else -1, acc[0], sum(acc[1:1 + k]), -sum(acc[1 + k:1 + 2 * k]), -acc[-2], acc[-1])

        def visit(index: int, used: list[int], acc: tuple[int, ...], chosen: tuple[tuple[int, ...], ...]) -> None:
            """Depth first over attackers: each takes a count of blockers per class from what is left."""
            if index == len(order):
                self.candidates += 1
                top.append((mark_of(acc), chosen))
                top.sort(key=lambda t: t[0], reverse=True)
                del top[KEEP:]
                return
            if len(top) == KEEP:
                life, alive = life0, 0
                for m in range(k):
                    life += acc[1 + m] + rest_life[index][m]
                    if life <= 0:
                        alive = -1
                        break
                if (alive, acc[0] + rest_value[index]) < top[-1][0][:2]:
                    return
            for vector, values in flat[order[index]]:
                if any(used[i] + n > sizes[i] for i, n in enumerate(vector)):
                    continue
                visit(index + 1, [u + n for u, n in zip(used, vector)],
                      tuple(a + b for a, b in zip(acc, values)), chosen + (vector,))

        visit(0, [0] * len(classes), (0,) * (3 + 2 * k), ())
        out = []
        for mark, counts in top:
            declaration: dict[str, list[str]] = {}
            free = [list(c) for c in classes]
            for attacker, vector in zip(order, counts):
                picked: list[str] = []
                for i, n in enumerate(vector):
                    picks = [m for m in free[i] if m in self.eligible[attacker]][:n]
                    for m in picks:
                        free[i].remove(m)
                    picked.extend(picks)
                if picked:
                    fought = self.fight(attacker, tuple(picked)) if len(picked) > 1 else None
                    declaration[attacker] = fought[1] if fought else picked
            out.append((mark, declaration))
        return out

    def _exhaustive(self) -> list[tuple[tuple[int, ...], dict[str, list[str]]]]:
        """Every declaration resolved whole (when fights are linked)."""
        perms = self.setup.permanents
        choices = []
        for b in self.defenders:
            most = 1 + perms[b].amount("extra_blocks")
            can = [a for a in self.attackers if b in self.eligible[a]]
            mine = [()] + [c for k in range(1, most + 1) for c in itertools.combinations(can, k)]
            choices.append(mine)
        total = 1
        for c in choices:
            total *= len(c)
        if total > MAX_EXHAUSTIVE:
            raise ScenarioError("not-implemented", f"{total} block declarations are too many to search whole "
                                "(banding, provoke, extra blocks or actions link the fights)", "$.blockers")
        top: list[tuple[tuple[int, ...], dict[str, list[str]]]] = []
        for combo in itertools.product(*choices):
            declaration: dict[str, list[str]] = {}
            for b, blocked in zip(self.defenders, combo):
                for a in blocked:
                    declaration.setdefault(a, []).append(b)
            result = self.run(self.declaration_scenario(declaration))
            if result is None:
                continue
            self.candidates += 1
            top.append((self.score(self.outcome_of(result), self.me), declaration))
            top.sort(key=lambda t: t[0], reverse=True)
            del top[KEEP:]
        return top

    def declaration_scenario(self, declaration: dict[str, list[str]]) -> dict[str, Any]:
        scenario = copy.deepcopy(self.base)
        blocks: dict[str, list[str]] = {}
        ordered: list[str] = []
        for attacker in self.attackers:
            for b in declaration.get(attacker, []):
                if b not in blocks:
                    ordered.append(b)
                blocks.setdefault(b, []).append(attacker)
        if ordered:
            scenario["blockers"] = [{"id": b, "blocks": blocks[b]} for b in ordered]
        divisions = [{"source": a, "division": self._division_of[(a, frozenset(chosen))]}
                     for a, chosen in declaration.items() if (a, frozenset(chosen)) in self._division_of]
        if divisions:
            scenario["assignments"] = divisions
        return scenario


def _classes(setup: Setup, ids: list[str]) -> list[list[str]]:
    """Creatures that are the same in every respect but id and name, grouped (in order)."""
    groups: dict[tuple[Any, ...], list[str]] = {}
    for ident in ids:
        p = setup.permanents[ident]
        key = (p.controller, tuple(sorted(p.types)), p.power, p.toughness, p.damage, tuple(sorted(p.counters.items())),
               tuple(sorted(p.keywords, key=str)), tuple(sorted(p.colors)), tuple(sorted(p.protection)), p.tapped,
               p.sick, p.prevent)
        groups.setdefault(key, []).append(ident)
    return list(groups.values())


# The attacker: attacks (and the divisions that follow the defender's best blocks).
class AttackSearch(Advisor):
    """The best attacks for the active player, each answered by the defender's best blocks."""

    def __init__(self, scenario: dict[str, Any]) -> None:
        super().__init__(scenario, "attacker")
        self.base = {k: v for k, v in scenario.items()
                     if k not in ("attackers", "blockers", "assignments", "damage_assignment_order")}
        mine = [p for p in self.setup.permanents.values() if p.controller == self.me and p.is_("creature")]
        targets = [self.opponent] + [p.id for p in self.setup.permanents.values()
                                     if (p.is_("planeswalker") or p.is_("battle"))
                                     and why_cannot_be_attacked(p.id, self.setup, self.rules) is None]
        self.choices = [(p.id, targets) for p in mine if why_cannot_attack(p, self.setup, self.rules) is None]

    def search(self) -> list[tuple[tuple[int, ...], dict[str, Any]]]:
        top: list[tuple[tuple[int, ...], dict[str, Any]]] = []
        options = [[None] + list(targets) for _, targets in self.choices]
        total = 1
        for o in options:
            total *= len(o)
        if total > 4096:
            raise ScenarioError("not-implemented", f"{total} attack declarations are too many to search "
                                "(at most 12 possible attackers with one target each)", "$.permanents")
        for combo in itertools.product(*options):
            attackers = [{"id": cid, "target": t} for (cid, _), t in zip(self.choices, combo) if t is not None]
            scenario = copy.deepcopy(self.base)
            scenario["attackers"] = attackers
            if attackers:
                blocks = BlockSearch(scenario)
                found = blocks.search()
                self.resolutions += blocks.resolutions
                if not found:
                    continue
                declaration = blocks.declaration_scenario(found[0][1])
            else:
                declaration = scenario
            result = self.run(declaration)
            if result is None:
                continue
            self.candidates += 1
            top.append((self.score(self.outcome_of(result), self.me), declaration))
            top.sort(key=lambda t: t[0], reverse=True)
            del top[2:]
        return top


def advise(scenario: dict[str, Any], side: str) -> dict[str, Any]:
    """The best choice for ``side`` ("defender": blocks; "attacker": attacks and divisions).

    Returns ``{"ok": True, "side", "ruleset", "choice", "outcome", "score", "runner_up", "explanation",
    "search"}`` where ``choice`` holds the ``attackers``/``blockers``/``assignments`` to play, and
    ``outcome`` is the engine's result for it.

    :raises ScenarioError: for an invalid scenario or side.
    """
    if side not in ("defender", "attacker"):
        raise ScenarioError("invalid-scenario", f"side must be 'defender' or 'attacker', not {side!r}", "$.side")
    setup = require_setup(scenario)
    if not setup.ruleset.players_declare:
        return {"ok": True, "side": side, "ruleset": setup.ruleset.name, "choice": None, "outcome": None,
                "runner_up": None, "search": {"declarations": 0, "resolutions": 0},
                "explanation": f"In {setup.ruleset.title} the game decides attacks, blocks and damage itself: "
                               "there is no combat choice to advise."}
    started = time.perf_counter()
    searcher: BlockSearch | AttackSearch
    if side == "defender":
        if not setup.attackers:
            raise ScenarioError("invalid-scenario", "to advise blocks, the scenario needs its attackers",
                                "$.attackers")
        searcher = BlockSearch(scenario)
        found = searcher.search()
        chosen = [(mark, searcher.declaration_scenario(decl)) for mark, decl in found]
    else:
        searcher = AttackSearch(scenario)
        chosen = searcher.search()
    if not chosen:
        raise ScenarioError("illegal-block" if side == "defender" else "illegal-attack",
                            "no legal declaration was found", "$")
    answers = []
    for mark, board in chosen:
        result = searcher.run(board)
        if result is None:
            continue
        assignments = [dict(a, step=s["name"]) for s in result["steps"] for a in s["assignments"]
                       if setup.permanents.get(a["source"]) and setup.permanents[a["source"]].controller
                       == setup.active_player]
        choice = {"attackers": board.get("attackers", []), "blockers": board.get("blockers", []),
                  "assignments": [{"source": a["source"], "step": a["step"], "division": a["division"]}
                                  for a in assignments]}
        answers.append((searcher.score(searcher.outcome_of(result), searcher.me), choice, result))
    answers.sort(key=lambda a: a[0], reverse=True)  # ranked by the whole combat, resolved
    best = answers[0]
    runner = answers[1] if len(answers) > 1 else None
    return {
        "ok": True, "side": side, "ruleset": setup.ruleset.name,
        "choice": best[1], "outcome": best[2], "score": _score_dict(best[0]),
        "runner_up": None if runner is None else {"choice": runner[1], "outcome": runner[2],
                                                  "score": _score_dict(runner[0])},
        "explanation": explain(searcher, best, runner),
        "search": {"declarations": searcher.candidates, "resolutions": searcher.resolutions,
                   "method": "fights" if isinstance(searcher, BlockSearch) and searcher.independent() else "whole",
                   "ms": round((time.perf_counter() - started) * 1000, 1)},
    }


def _score_dict(mark: tuple[int, ...]) -> dict[str, Any]:
    result, value, own_life, own_poison, their_life, their_poison = mark
    return {"result": {1: "win", 0: "game goes on", -1: "lose"}[result], "value": value,
            "life_change": own_life, "poison_taken": -own_poison, "opponent_life_change": -their_life,
            "opponent_poison": their_poison}


def explain(searcher: Advisor, best: tuple[Any, ...], runner: tuple[Any, ...] | None) -> str:
    """A short account of why the choice beats the alternatives."""
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    mark, choice, result = best
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        what = "; ".join(blocks) if blocks else "no blocks"
    else:
        attacks = [f"{names[a['id']]} attacks {names.get(a['target'], a['target'])}" for a in choice["attackers"]]
        what = "; ".join(attacks) if attacks else "no attack"
    text = [f"Best: {what}. {_describe(searcher, mark, result)}"]
    if runner is None:
        text.append("It is the only legal choice.")
    else:
        rmark = runner[0]
        if rmark[0] != mark[0]:
            why = "it avoids losing the game" if mark[0] > rmark[0] else "it wins the game"
        elif rmark[1] != mark[1]:
            why = f"it comes out {mark[1] - rmark[1]} value points ahead in creatures destroyed"
        elif rmark[2] != mark[2]:
            why = f"it loses {mark[2] - rmark[2]} less life"
        elif rmark[3] != mark[3]:
            why = f"it takes {mark[3] - rmark[3]} fewer poison counters"
        elif rmark[4] != mark[4]:
            why = f"the opponent loses {mark[4] - rmark[4]} more life"
        elif rmark[5] != mark[5]:
            why = f"the opponent gets {mark[5] - rmark[5]} more poison counters"
        else:
            why = "it is as good on every count and comes first"
        text.append(f"It beats the runner-up ({_what(searcher, runner[1], names)}) because {why}: "
                    f"{_describe(searcher, rmark, runner[2])}")
    return " ".join(text)


def _what(searcher: Advisor, choice: dict[str, Any], names: dict[str, str]) -> str:
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        return "; ".join(blocks) or "no blocks"
    return "; ".join(f"{names[a['id']]} attacks" for a in choice["attackers"]) or "no attack"


def _describe(searcher: Advisor, mark: tuple[int, ...], result: dict[str, Any]) -> str:
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    final = result["final"]["permanents"]
    gone = [pid for pid, state in final.items() if state.get("zone") != "battlefield"
            and searcher.setup.permanents[pid].zone == "battlefield"]
    mine = [names[p] for p in gone if searcher.setup.permanents[p].controller == searcher.me]
    theirs = [names[p] for p in gone if searcher.setup.permanents[p].controller != searcher.me]
    parts = []
    if mark[0] == -1:
        parts.append("you lose the game")
    elif mark[0] == 1:
        parts.append("you win the game")
    parts.append(f"it destroys {', '.join(theirs) or 'none of their permanents'} and costs you "
                 f"{', '.join(mine) or 'none of yours'}")
    if mark[2]:
        parts.append(f"you {'gain' if mark[2] > 0 else 'lose'} {abs(mark[2])} life")
    if mark[4]:
        parts.append(f"they lose {mark[4]} life")
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
