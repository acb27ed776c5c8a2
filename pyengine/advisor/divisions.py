"""The attacker's divisions of combat damage: what the engine says each attacker may divide at each
damage step (:class:`StepInfo`), and the divisions worth trying (510.1c-d, 702.19b, 702.2c)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import checked_setup, run
from ..machine import CombatObserver
from ..model import Ledger, Permanent
from .scoring import DEATH_LINKS

if TYPE_CHECKING:
    from ..machine import CombatMachine


# What the engine tells about a damage step.
@dataclass
class StepInfo:
    """What an attacker may divide in one damage step, as the engine sees it when the step begins."""

    step: str
    power: int
    kind: str
    #: The creatures it divides among, in the engine's order (blockers still in combat).
    creatures: list[str]
    #: Lethal damage for each (510.1c, 702.2c), as the engine counts it for trample and order.
    lethal: dict[str, int]
    #: Damage from this source that destroys it now (None: it can't be destroyed by this damage).
    death_at: dict[str, int | None]
    #: Recipients whose damage may be prevented (prevention, protection) or that come back when they die.
    unusual: set[str]
    #: Its damage gives -1/-1 counters (wither, infect).
    shrink: bool
    #: What it may damage past its blockers: [target] or [planeswalker, its controller].
    targets: list[str]
    target_lethal: int
    trample: bool
    as_though: bool

    def has_choice(self) -> bool:
        return self.power > 0 and self.kind in ("blocked", "unblocked") and len(self.creatures) + len(self.targets) >= 2

    def renamed(self, back: dict[str, str]) -> StepInfo:
        def n(x: str) -> str:
            return back.get(x, x)
        return StepInfo(self.step, self.power, self.kind, [n(c) for c in self.creatures],
                        {n(c): v for c, v in self.lethal.items()}, {n(c): v for c, v in self.death_at.items()},
                        {n(c) for c in self.unusual}, self.shrink, [n(t) for t in self.targets], self.target_lethal,
                        self.trample, self.as_though)


def _step_info(combat: CombatMachine, source: str, step: str) -> StepInfo:
    perm = combat.permanents[source]
    rec = combat.recipients(source)
    creatures = list(rec.creatures)
    reach = [t for t in (rec.target, rec.past_planeswalker) if t is not None]
    if rec.kind not in ("blocked", "unblocked") or len(creatures) + len(reach) < 2:
        # Nothing to divide: only its power counts (a double striker's second step).
        return StepInfo(step, max(0, combat.combat_damage_amount(source)), rec.kind, creatures, {}, {}, set(), False,
                        reach, 0, False, False)
    ledger = Ledger()
    shrink = perm.has("wither") or perm.has("infect")
    deathtouch = perm.has("deathtouch")
    lethal: dict[str, int] = {}
    death_at: dict[str, int | None] = {}
    unusual: set[str] = set()
    for c in creatures:
        other = combat.permanents[c]
        lethal[c] = combat.lethal(c, source, ledger) or 0
        if (other.prevent or other.protected_from(perm) or any(other.has(k) for k in DEATH_LINKS)
                or other.counters.get("shield") or other.regeneration_shields or other.has("umbra_armor")):
            unusual.add(c)
        if other.has("indestructible"):
            death_at[c] = max(1, other.toughness) if shrink else None
        elif deathtouch:
            death_at[c] = 1
        else:
            death_at[c] = max(1, other.toughness - other.damage)
    targets = [t for t in (rec.target, rec.past_planeswalker) if t is not None]
    for t in targets:
        holder = combat.players.get(t) or combat.permanents.get(t)
        if holder is not None and (holder.prevent or (isinstance(holder, Permanent) and holder.protected_from(perm))):
            unusual.add(t)
    target_lethal = 0
    if rec.past_planeswalker is not None and rec.target is not None and rec.target != rec.past_planeswalker:
        target_lethal = combat.lethal(rec.target, source, ledger) or 0
    return StepInfo(step, max(0, combat.combat_damage_amount(source)), rec.kind, creatures, lethal, death_at, unusual,
                    shrink, targets,
                    target_lethal, perm.tramples,
                    rec.as_though_unblocked)


class _Probe(CombatObserver):
    """Notes what each attacker may divide as each damage step begins."""

    def __init__(self) -> None:
        self.captured: dict[tuple[str, str], StepInfo] = {}

    def damage_step_begins(self, combat: CombatMachine, step: str, participants: list[str]) -> None:
        for source in participants:
            if source in combat.attacks:
                self.captured[(source, step)] = _step_info(combat, source, step)


def resolve_noting(scenario: dict[str, Any]) -> tuple[dict[str, Any], dict[tuple[str, str], StepInfo]]:
    """:func:`pyengine.resolve`, also returning what each attacker could divide at each damage step."""
    probe = _Probe()
    result = run(checked_setup(scenario), observer=probe)
    return result, probe.captured


# The attacker's divisions.
Division = dict[str, int]


def step_divisions(info: StepInfo, *, final: bool, legal: Callable[[Division], bool]) -> list[Division]:
    """The divisions of one damage step worth trying (see the module docstring): legal ones (``legal``
    adds the ruleset's order rule), one for each distinct effect, and only the unbeaten ones when more
    damage can only do more harm."""
    power = info.power
    creatures = info.creatures
    targets = info.targets
    # Each creature's amounts, 0 to its bound (more is the same as the bound), and their effect classes.
    tables: list[list[int]] = []
    bounds: list[int] = []
    for c in creatures:
        lethal, death = info.lethal[c], info.death_at[c]
        if c in info.unusual:
            bound = power
            table = list(range(power + 1))
        elif not final or info.shrink:
            cap = death if death is not None else lethal
            bound = max(lethal, cap)
            table = [min(x, cap) for x in range(max(bound, power) + 1)]
        elif death is None:
            bound = lethal
            table = [0] * (max(bound, power) + 1)
        else:
            bound = max(lethal, death)
            table = [1 if x >= death else 0 for x in range(max(bound, power) + 1)]
        tables.append(table)
        bounds.append(bound)

    def trample_ok(division: Division, past: int) -> bool:
        if not past:
            return True
        if info.as_though and past == power:
            return True
        if info.as_though and not info.trample:
            return False
        if info.kind == "blocked" and any(division.get(c, 0) < info.lethal[c] for c in creatures):
            return False
        return not (len(targets) == 2 and division.get(targets[1], 0) and division.get(targets[0], 0) < info.target_lethal)

    found: dict[tuple[int, ...], Division] = {}

    def emit(amounts: list[int], to_targets: list[int]) -> None:
        signature = tuple([t[x] for t, x in zip(tables, amounts)] + to_targets)
        if signature in found:
            return
        division = {c: x for c, x in zip(creatures, amounts) if x}
        for t, x in zip(targets, to_targets):
            if x:
                division[t] = division.get(t, 0) + x
        if trample_ok(division, sum(to_targets)) and legal(division):
            found[signature] = division

    n = len(creatures)

    def walk(i: int, left: int, amounts: list[int]) -> None:
        if i < n:
            for x in range(min(bounds[i], left) + 1):
                amounts.append(x)
                walk(i + 1, left - x, amounts)
                amounts.pop()
            return
        if left == 0:
            emit(amounts, [0] * len(targets))
        if targets and (info.trample or info.kind == "unblocked"):
            if len(targets) == 1:
                if left:
                    emit(amounts, [left])
            else:
                for first in range(left + 1):
                    emit(amounts, [first, left - first])
        if left:
            for j in range(n):
                if amounts[j] >= bounds[j] and amounts[j] > 0:
                    more = list(amounts)
                    more[j] += left
                    emit(more, [0] * len(targets))
                    break

    walk(0, power, [])
    if info.as_though and targets:
        emit([0] * n, [power] + [0] * (len(targets) - 1))
    signatures = list(found)
    if not info.unusual:
        signatures = [s for s in signatures
                      if not any(o != s and all(a >= b for a, b in zip(o, s)) for o in signatures)]
    return [found[s] for s in signatures]


def first_strike_divisions(info: StepInfo, power2: int, *, ordered: bool) -> list[Division] | None:
    """A double striker's first-step divisions worth trying, by what they lead to, or ``None`` when this
    shortcut does not apply (wither or infect, prevention, protection, undying, indestructible, damage
    as though unblocked, trample over planeswalkers).

    Without those, a fight ends the same whenever the same creatures die in the first step (they deal
    no regular damage) and the same ones by the end: the rest of the first step's damage only
    prepays the second. So for each pair (dead after the first step ⊆ dead at the end) it can reach —
    the end within the second step's power ``power2`` once the first step's leftover is prepaid on
    them — one division: lethal damage to the first set, the leftover on the others of the second
    (in ``mtg-2020`` on one of them: the next in the damage assignment order), or past them all with
    trample. Only pairs no other pair contains on both counts are kept (more dead is never better for
    the defender here)."""
    creatures = info.creatures
    if info.shrink or info.unusual or info.as_though or len(info.targets) > 1:
        return None
    if any(info.death_at[c] is None for c in creatures):
        return None
    need = {c: max(1, int(info.death_at[c] or 0)) for c in creatures}
    power = info.power
    tramples = bool(info.targets) and info.trample
    found: dict[tuple[frozenset[str], frozenset[str]], Division] = {}
    for size in range(len(creatures) + 1):
        for first in itertools.combinations(creatures, size):
            spent = sum(need[c] for c in first)
            if spent > power:
                continue
            rest = [c for c in creatures if c not in first]
            if not rest:
                lethal = {c: max(need[c], info.lethal[c]) for c in creatures}
                if tramples and sum(lethal.values()) <= power:
                    division = dict(lethal)
                    if power > sum(lethal.values()):
                        division[info.targets[0]] = power - sum(lethal.values())
                    found[(frozenset(first), frozenset(first))] = division
                    continue
            for more in range(len(rest) + 1):
                for later in itertools.combinations(rest, more):
                    prepaid_on = [[c] for c in later] if ordered else [list(later)]
                    for targets in prepaid_on or [[]]:
                        division = {c: need[c] for c in first}
                        left = power - spent
                        prepaid = 0
                        for c in targets:
                            give = min(left, need[c] - 1)
                            if give:
                                division[c] = give
                                left -= give
                                prepaid += give
                        if sum(need[c] for c in later) - prepaid > power2:
                            continue  # the second step can't finish them
                        if left and first:
                            division[first[0]] += left
                            left = 0
                        if left and not (ordered and prepaid):
                            for c in rest:
                                if c in later or (ordered and c in division):
                                    continue
                                give = min(left, need[c] - 1 - division.get(c, 0))
                                if give > 0:
                                    division[c] = division.get(c, 0) + give
                                    left -= give
                                if ordered or not left:
                                    break
                        if left:
                            continue
                        found.setdefault((frozenset(first), frozenset(first) | frozenset(later)), division)
    pairs = list(found)
    kept = [p for p in pairs if not any(o != p and p[0] <= o[0] and p[1] <= o[1] for o in pairs)]
    return [found[p] for p in kept]


def damage_order(creatures: list[str], steps: list[tuple[Division, dict[str, int], list[str]]]) -> list[str] | None:
    """A damage assignment order (509.2) that allows each step's division, or ``None``: a creature may be
    assigned damage only once every creature before it (still in combat) is assigned lethal damage.

    Built greedily: a creature can come next when, in each step where it is still there and not assigned
    lethal damage, no creature left to place is assigned any (any order that works can be reached so)."""
    remaining = list(creatures)
    order: list[str] = []
    while remaining:
        for c in remaining:
            if all(division.get(c, 0) >= lethal.get(c, 0) or c not in alive
                   or not any(division.get(d, 0) for d in remaining if d != c and d in alive)
                   for division, lethal, alive in steps):
                order.append(c)
                remaining.remove(c)
                break
        else:
            return None
    return order
