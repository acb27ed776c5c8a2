"""Reading an own attack trigger's count of the other attacking creatures (``triggers[i].for_each_attacker``):
"Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Aurochs".

It is shaped as a static's ``affects`` (:func:`pyengine.parse_affects.parse_affects`: ``subtypes``, ``keywords``,
``colors``, ``types``…) less ``controller``, ``other`` and ``combat``, which the count itself says: creatures other
than this one (``other``), attacking (506.4: declared or put onto the battlefield attacking, 508.4), whoever controls
them. ``{}`` counts every other attacking creature. Counted as the trigger resolves (608.2h) by
:func:`pyengine.attack_watchers.other_attackers`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .affects import Affects
from .fields import AFFECTS_FIELDS
from .model import TRIGGER_EVENTS
from .parse_affects import parse_affects
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset

#: The own trigger events that may count the other attacking creatures: the creature is attacking as it triggers.
COUNTING_EVENTS = ("attacks", "attacks-alone")


def parse_for_each_attacker(reader: Reader, entry: dict[str, Any], tpath: str, on: str | None,
                            ruleset: Ruleset | None) -> Affects | None:
    """``for_each_attacker``, or ``None`` (absent, or refused with the problem at its path)."""
    if "for_each_attacker" not in entry:
        return None
    path = f"{tpath}.for_each_attacker"
    affects = parse_affects(reader, entry, tpath, ruleset, key="for_each_attacker",
                            fields=AFFECTS_FIELDS - {"controller", "other", "combat"},
                            what="a trigger's for_each_attacker", default_controller="any")
    if on is not None and on not in COUNTING_EVENTS:
        reader.problem("invalid-scenario", f"{path}: only a trigger of its own creature attacking "
                       f"({', '.join(COUNTING_EVENTS)}) counts the other attacking creatures, not one that triggers "
                       f"{TRIGGER_EVENTS[on]}", path, "608.2h")
        return None
    return None if affects is None else replace(affects, other=True, combat="attacking")
