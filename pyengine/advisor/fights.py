"""The pieces of the defender's search (:mod:`pyengine.advisor.blocks`): one fight's plans and their
outcomes, creatures that are alike, and a lazy product of choices."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..board import Setup
from .divisions import Division, StepInfo
from .scoring import Outcome


def lazy_product(makers: list[Callable[[], Iterator[tuple[str, ...]]]]) -> Iterator[tuple[tuple[str, ...], ...]]:
    """:func:`itertools.product` of iterables made afresh by ``makers``, never held in memory whole."""
    if not makers:
        yield ()
        return
    iterators = [makers[0]()]
    picked: list[tuple[str, ...]] = []
    while iterators:
        item = next(iterators[-1], None)
        if item is None:
            iterators.pop()
            if picked:
                picked.pop()
        elif len(iterators) == len(makers):
            yield (*picked, item)
        else:
            picked.append(item)
            iterators.append(makers[len(iterators)]())


def creature_classes(setup: Setup, ids: list[str]) -> list[list[str]]:
    """Creatures that are the same in every respect but id and name, grouped (in order)."""
    groups: dict[tuple[Any, ...], list[str]] = {}
    for ident in ids:
        p = setup.permanents[ident]
        key = (p.controller, tuple(sorted(p.types)), p.power, p.toughness, p.damage, tuple(sorted(p.counters.items())),
               tuple(sorted(p.keywords, key=str)), tuple(sorted(p.colors)), tuple(sorted(p.protection)), p.tapped,
               p.sick, p.prevent, p.base_power, p.base_toughness)
        groups.setdefault(key, []).append(ident)
    return list(groups.values())


def blockers_field(attackers: list[str], declaration: dict[str, list[str]]) -> list[dict[str, Any]]:
    """A scenario's ``blockers`` for a declaration (attacker → its blockers): each blocker once, listing the
    attackers it blocks in the attackers' order, blockers in the order they first appear."""
    blocks: dict[str, list[str]] = {}
    for attacker in attackers:
        for blocker in declaration.get(attacker, []):
            blocks.setdefault(blocker, []).append(attacker)
    return [{"id": b, "blocks": attacked} for b, attacked in blocks.items()]


@dataclass
class Plan:
    """How the attacker plays one fight: its blockers' order and its explicit divisions by step."""

    order: tuple[str, ...]
    divisions: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    def division(self, step: str) -> Division:
        return dict(next((d for s, d in self.divisions if s == step), ()))


@dataclass
class Played:
    """One plan of a fight, resolved."""

    plan: Plan
    outcome: Outcome
    #: What the attacker could divide at each of its damage steps.
    steps: list[StepInfo]
    #: The divisions the engine used for the attacker, by step.
    used: dict[str, Division]


@dataclass
class Fight:
    """A fight's summary for the combination search."""

    key: tuple[str, tuple[str, ...]]
    best: Played
    #: The defender's tail under the attacker's best plan, packed (see :func:`pack_score`).
    tail: int
    #: The most the attacker can make the defender lose: life by "pre", "first-strike", "regular"; poison.
    threat: tuple[int, int, int, int]
    threat_plans: tuple[Played, ...]
    #: False for a fight not resolved yet: its tail is then at least as good as the real one, and its
    #: threat no greater (see :meth:`BlockSearch.hopeful`).
    exact: bool = True
