"""Reading an own trigger's life loss without a target (``triggers[i].loses``, 119.3): "defending player loses 1 life"
(506.2, 802.2a), "each player loses 3 life", "that creature's controller loses 1 life" (509.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import LOSES_FIELDS
from .model import LIFE_LOSERS, TRIGGER_EVENTS, LifeLoss
from .own_abilities import DAMAGE_EVENTS
from .parse_targets import ATTACKING_EVENTS
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset

#: The words ``gain_life`` may be instead of a number: "you gain that much life" (a damage trigger's, 120.9) and
#: "you gain life equal to the life lost this way" (119.3).
GAIN_WORDS = ("that much", "life lost")

#: The trigger events each loser needs: an attacking creature's defending player (802.2a), the creature that
#: blocks it (509.3d); ``None``: any event.
_EVENTS_OF: dict[str, tuple[str, ...] | None] = {
    "defending-player": ATTACKING_EVENTS, "each-player": None,
    "blocker-controller": ("becomes-blocked-by-a-creature",),
}
_RULE_OF = {"defending-player": "802.2a", "blocker-controller": "509.3d"}


def parse_loses(reader: Reader, entry: dict[str, Any], path: str, on: str | None) -> LifeLoss | None:
    """``loses``: ``{"who", "amount"}``, who one of :data:`~pyengine.model.LIFE_LOSERS`, amount 1 or more."""
    if "loses" not in entry:
        return None
    obj, lpath = entry["loses"], f"{path}.loses"
    if not isinstance(obj, dict):
        reader.wrong_type(lpath, "an object", obj)
        return None
    reader.check_fields(obj, LOSES_FIELDS, lpath, "a trigger's life loss")
    who = reader.string(obj, "who", lpath, required=True)
    amount = reader.integer(obj, "amount", lpath, required=True, minimum=1)
    if who is not None and who not in LIFE_LOSERS:
        reader.problem("invalid-scenario", f"{lpath}.who: {who!r} is not a player the engine lets a trigger name "
                       f"(who: {', '.join(LIFE_LOSERS)}; \"target player\" is a 'target')", f"{lpath}.who", "119.3")
        return None
    if who is None or amount is None:
        return None
    events = _EVENTS_OF[who]
    if events is not None and on is not None and on not in events:
        reader.problem("invalid-scenario", f"{lpath}.who: a trigger {TRIGGER_EVENTS[on]} has no "
                       f"{LIFE_LOSERS[who]}: only one that triggers {' or '.join(TRIGGER_EVENTS[e] for e in events)} "
                       f"({_RULE_OF[who]})", f"{lpath}.who", _RULE_OF[who])
    return LifeLoss(who, amount)


def parse_gain(reader: Reader, entry: dict[str, Any], path: str, on: str | None,
               ruleset: Ruleset | None) -> tuple[bool, int]:
    """``gain_life``: whether it is "that much" (a damage trigger's, 120.9), and the whole number it is otherwise (0
    for "that much" and "life lost", which :func:`~pyengine.parse_permanents.parse_triggers` checks)."""
    value = entry.get("gain_life")
    that_much = value == "that much"
    much = ruleset.rule("that-much") if ruleset is not None else "120.9"  # the era's number (119 in 2020)
    if that_much and on is not None and on not in DAMAGE_EVENTS:
        reader.problem("invalid-scenario", f"{path}.gain_life: \"that much\" is the damage of the event that "
                       f"triggered it ({much}): only a damage trigger ({', '.join(DAMAGE_EVENTS)}) has one, not one "
                       f"that triggers {TRIGGER_EVENTS[on]}", f"{path}.gain_life", much)
    if isinstance(value, str):
        if value not in GAIN_WORDS:
            reader.problem("invalid-scenario", f"{path}.gain_life must be a whole number, \"that much\" (a damage "
                           f"trigger's, {much}) or \"life lost\" (the life its losses took), not {value!r}",
                           f"{path}.gain_life")
        return that_much, 0
    return False, reader.integer(entry, "gain_life", path, default=0, minimum=0) or 0
