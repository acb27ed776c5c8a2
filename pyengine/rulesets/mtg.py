"""``mtg``: the current Comprehensive Rules (no damage assignment order).

Since November 2024 a blocked creature divides its combat damage among its
blockers as its controller chooses (510.1c), a blocker among the attackers it
blocks (510.1d); only trample needs lethal damage on every blocker first
(702.19b). The base :class:`~pyengine.rulesets.base.Ruleset` is exactly this,
so the class only names it.
"""

from __future__ import annotations

from typing import ClassVar

from .base import Ruleset


class ModernMagic(Ruleset):
    """Magic: The Gathering, current Comprehensive Rules."""

    name: ClassVar[str] = "mtg"
    title: ClassVar[str] = "current Magic rules"
    era: ClassVar[str] = "Comprehensive Rules since November 2024 (Foundations)"
    
