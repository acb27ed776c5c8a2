"""Reading what a block trigger does to "that creature" (``triggers[i].that_creature``): the creature blocking it
(509.3d) or the creature it blocks (509.3b), named by the trigger, not targeted (115.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import THAT_CREATURE_FIELDS
from .model import TRIGGER_EVENTS
from .own_abilities import THAT_CREATURE_EVENTS, ThatCreature
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


def parse_that_creature(reader: Reader, entry: dict[str, Any], path: str, on: str | None,
                        ruleset: Ruleset | None) -> ThatCreature | None:
    """``that_creature``: ``{"damage", "power", "toughness"}``, only for a trigger of :data:`THAT_CREATURE_EVENTS`
    (refused otherwise, citing the era's number of 509.3d)."""
    if "that_creature" not in entry:
        return None
    obj, tpath = entry["that_creature"], f"{path}.that_creature"
    if not isinstance(obj, dict):
        reader.wrong_type(tpath, "an object", obj)
        return None
    before = len(reader.problems)
    reader.check_fields(obj, THAT_CREATURE_FIELDS, tpath, "a trigger's that_creature")
    that = ThatCreature(reader.integer(obj, "damage", tpath, default=0, minimum=0) or 0,
                        reader.integer(obj, "power", tpath, default=0) or 0,
                        reader.integer(obj, "toughness", tpath, default=0) or 0)
    if on is not None and on not in THAT_CREATURE_EVENTS:
        rule = ruleset.rule("blocked-by-creature-trigger") if ruleset is not None else "509.3d"
        reader.problem("invalid-scenario", f"{tpath}: only a trigger for each creature of a block has \"that "
                       f"creature\" ({', '.join(THAT_CREATURE_EVENTS)}; {rule}), not one that triggers "
                       f"{TRIGGER_EVENTS[on]}", tpath, rule)
        return None
    if that == ThatCreature() and len(reader.problems) == before:  # not again for a field already refused above
        reader.problem("invalid-scenario", f"{tpath} does nothing: give 'damage', 'power' or 'toughness'", tpath)
        return None
    return that
