"""Reading what a block trigger does to "that creature" (``triggers[i].that_creature``): the creature blocking it
(509.3d) or the creature it blocks (509.3b), named by the trigger, not targeted (115.1)."""

from __future__ import annotations

from typing import Any

from .fields import THAT_CREATURE_FIELDS
from .model import TRIGGER_EVENTS
from .own_abilities import THAT_CREATURE_EVENTS, ThatCreature
from .reader import Reader


def parse_that_creature(reader: Reader, entry: dict[str, Any], path: str, on: str | None) -> ThatCreature | None:
    """``that_creature``: ``{"damage", "power", "toughness"}``, only for a trigger of :data:`THAT_CREATURE_EVENTS`."""
    if "that_creature" not in entry:
        return None
    obj, tpath = entry["that_creature"], f"{path}.that_creature"
    if not isinstance(obj, dict):
        reader.wrong_type(tpath, "an object", obj)
        return None
    reader.check_fields(obj, THAT_CREATURE_FIELDS, tpath, "a trigger's that_creature")
    that = ThatCreature(reader.integer(obj, "damage", tpath, default=0, minimum=0) or 0,
                        reader.integer(obj, "power", tpath, default=0) or 0,
                        reader.integer(obj, "toughness", tpath, default=0) or 0)
    if on is not None and on not in THAT_CREATURE_EVENTS:
        reader.problem("invalid-scenario", f"{tpath}: only a trigger for each creature of a block has \"that "
                       f"creature\" ({', '.join(THAT_CREATURE_EVENTS)}; 509.3b, 509.3d), not one that triggers "
                       f"{TRIGGER_EVENTS[on]}", tpath, "509.3d")
        return None
    if that == ThatCreature():
        reader.problem("invalid-scenario", f"{tpath} does nothing: give 'damage', 'power' or 'toughness'", tpath)
        return None
    return that
