"""Reading a trigger's ``watches``: which creature a watching trigger looks at ("Whenever another Zombie you control
enters", "Whenever a creature you control with toughness 4 or greater dies"), shaped as a static's ``affects``
(:func:`pyengine.parse_affects.parse_affects`) with ``power`` and ``toughness`` bounds (208.1). Matched by
:func:`pyengine.watch_filter.watched` (the module layers keep the reading here, above the machine that matches).

A bad field is refused with ``invalid-scenario`` at its path, as an ``affects``' is: an unknown field, a colour, a
card type, a supertype, bounds with neither ``at_least`` nor ``at_most`` or ``at_least`` above ``at_most``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .affects import Watches
from .conditions import Bounds
from .fields import WATCHES_FIELDS
from .model import TRIGGER_EVENTS
from .own_abilities import WATCHING_EVENTS
from .parse_affects import parse_affects
from .parse_characteristics import parse_bounds
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


def parse_watches(reader: Reader, entry: dict[str, Any], spath: str, ruleset: Ruleset | None) -> Watches | None:
    """``entry["watches"]``: the watched creature (its ``controller`` is ``any`` unless given: the trigger's event
    says whose creatures it watches), or ``None`` (refused, with the problem at ``{spath}.watches``)."""
    value = entry["watches"]
    before = len(reader.problems)
    affects = parse_affects(reader, entry, spath, ruleset, key="watches", fields=WATCHES_FIELDS,
                            what="a trigger's watches", default_controller="any")
    if not isinstance(value, dict):
        return None
    bounds: dict[str, Bounds | None] = {}
    for key in ("power", "toughness"):
        bounds[key] = None
        if key in value:
            path = f"{spath}.watches.{key}"
            if not isinstance(value[key], dict):
                reader.wrong_type(path, "an object (at_least, at_most)", value[key])
                continue
            reader.check_fields(value[key], frozenset({"at_least", "at_most"}), path, f"a watches' {key}")
            bounds[key] = parse_bounds(reader, value[key], path, "603.2")  # no creature could trigger it
    if affects is None or len(reader.problems) > before:
        return None
    return Watches(affects, bounds["power"], bounds["toughness"])


def parse_trigger_watches(reader: Reader, entry: dict[str, Any], tpath: str, on: str | None,
                          ruleset: Ruleset | None) -> Watches | None:
    """An own trigger's ``watches``, or ``None``: only a trigger that watches another creature
    (:data:`~pyengine.own_abilities.WATCHING_EVENTS`) has one, and one naming creatures its event never sees
    (an opponent's, for "another creature you control") is refused: it could never trigger."""
    if "watches" not in entry:
        return None
    watches = parse_watches(reader, entry, tpath, ruleset)
    if on is not None and on not in WATCHING_EVENTS:
        reader.problem("invalid-scenario", f"{tpath}.watches: only a trigger that watches another creature enter, "
                       f"die or attack ({', '.join(WATCHING_EVENTS)}) has a watched creature, not one that triggers "
                       f"{TRIGGER_EVENTS[on]}", f"{tpath}.watches", "603.2")
        return None
    if watches is not None and on is not None and "you-control" in on and watches.affects.controller == "opponents":
        reader.problem("invalid-scenario", f"{tpath}.watches.controller: {on!r} watches its controller's creatures "
                       "only, so an opponent's creature never triggers it", f"{tpath}.watches.controller", "603.2")
        return None
    return watches
