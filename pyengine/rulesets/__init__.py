"""The rulesets: one combat machine, five sets of hooks.

Resolve a user-facing name with :func:`find_ruleset`; :data:`RULESETS` lists
them all by id. Each is a subclass of :class:`~pyengine.rulesets.base.Ruleset`
(see its docstring for the hooks a ruleset may override).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Ruleset
from .capabilities import capabilities
from .classic import ClassicMagic
from .mtg import ModernMagic
from .mtg2020 import Magic2020
from .puzzle_quest import PuzzleQuest
from .riftbound import Riftbound

if TYPE_CHECKING:
    from ..board import Setup

RULESETS: dict[str, type[Ruleset]] = {
    cls.name: cls for cls in (ModernMagic, Magic2020, ClassicMagic, PuzzleQuest, Riftbound)
}

#: Rulesets of the product that this version does not resolve yet (``not-implemented``).
PLANNED: dict[str, str] = {}

#: Other spellings people use for the same rulesets.
ALIASES: dict[str, str] = {}


def ruleset_for(setup: Setup) -> Ruleset:
    """The ruleset that read a board (a new one: a ruleset keeps nothing of one combat for the next)."""
    return RULESETS[setup.ruleset]()


def find_ruleset(name: str) -> Ruleset | None:
    """The ruleset called ``name`` (an id of :data:`RULESETS` or an alias), or ``None``."""
    cls = RULESETS.get(ALIASES.get(name, name))
    return cls() if cls is not None else None


__all__ = ["RULESETS", "Ruleset", "find_ruleset", "ruleset_for"]


def describe_rulesets() -> list[dict[str, object]]:
    """What each ruleset is and has (for UIs and ``--help``): its :func:`~pyengine.options.capabilities`
    (the keyword table with badges and summaries, decisions, fields, steps…), with ``declares`` and
    ``types`` as before."""
    out: list[dict[str, object]] = []
    for cls in RULESETS.values():
        rules = cls()
        caps = capabilities(rules)
        out.append({**caps, "declares": cls.players_declare, "types": caps["permanent_types"]})
    return out
