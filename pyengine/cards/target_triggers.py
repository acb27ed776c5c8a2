"""A creature's own triggers with one target: the ``target`` of a ``triggers`` entry (115.1d, 603.3d).

"Whenever this creature attacks, tap target creature defending player controls", "…, target creature can't block
this turn", "…, another target creature you control gets +1/+1 until end of turn", "When this creature dies, it deals
2 damage to any target", "When this creature dies, put a +1/+1 counter on target creature you control": the trigger
conditions of :mod:`pyengine.cards.triggers` (attacks, blocks, becomes blocked, deals combat damage to a player, is dealt
damage, deals (combat) damage (to a creature), dies, another creature you control enters) with one of these exact effects on one target of one of these exact kinds. The
engine chooses the target as the trigger is put on the stack unless the board's ``trigger_targets`` names it.
Anything more — "you may", "up to one", "without flying", "you don't control", a second target, "that player
controls", "for each" — leaves the line unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .statics import engine_keywords
from .triggers import EVENTS

_SELF = r"(?:this creature|this vehicle|CARDNAME)"
_IT = rf"(?:it|{_SELF})"
#: The trigger conditions, as printed, and the scenario's name for each: the own triggers' (cards/triggers.py, 508.3a,
#: 509.3a–d, 510.3a) but "becomes blocked by a creature", which this reader does not take; dies and enters below.
_EVENTS = {printed: on for printed, on in EVENTS.items() if printed != "becomes blocked by a creature"}
_EVENT = "|".join(sorted(map(re.escape, _EVENTS), key=len, reverse=True))
_HEAD = (rf"^(?:whenever {_SELF} (?P<event>{_EVENT})|when {_SELF} (?P<dies>dies)"
         r"|whenever (?P<enters>another creature you control enters)), ")
#: "target [something]" as printed → the scenario's ``target.what`` (longest first).
_KINDS = {
    "another target attacking creature": "another-attacking-creature",
    "another target creature you control": "another-creature-you-control",
    "target creature defending player controls": "creature-defending-player-controls",
    "target creature an opponent controls": "creature-an-opponent-controls",
    "target creature you control": "creature-you-control",
    "target attacking creature": "attacking-creature",
    "target artifact creature": "artifact-creature",
    "another target creature": "another-creature",
    "target creature": "creature",
}
_TARGET = "(?P<target>" + "|".join(map(re.escape, _KINDS)) + ")"
_KEYWORD = r"[a-z][a-z ]*?"
_KEYWORDS = rf"(?P<keywords>{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*)"
_N = r"(?P<n>a|an|one|two|three|four|five|\d+)"
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_EFFECTS = tuple(re.compile(_HEAD + p + r"\.?$", re.IGNORECASE) for p in (
    rf"tap {_TARGET}",                                                                    # 701.26a, 509.1a
    rf"{_TARGET} can't block this turn",                                                  # 509.1b
    rf"{_TARGET} gets (?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)(?: and gains {_KEYWORDS})? until end of turn",
    rf"{_TARGET} gains {_KEYWORDS} until end of turn",
    rf"put {_N} \+1/\+1 counters? on {_TARGET}",                                         # 122.1a
    rf"{_IT} deals {_N} damage to (?:(?P<any>any target)|{_TARGET})",                    # 120.2, 115.4
))
#: The kind that names the defending player: only a creature attacking as it triggers has one (802.2a).
_ATTACKING = ("attacks", "becomes-blocked")


def targeted_trigger(line: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``triggers`` entry with a ``target`` a line is, or ``None`` when it is not exactly one of these forms.

    >>> targeted_trigger("Whenever this creature attacks, tap target creature defending player controls.", {})
    {'on': 'attacks', 'target': {'what': 'creature-defending-player-controls', 'tap': True}}
    >>> targeted_trigger("When this creature dies, it deals 2 damage to any target.", {})
    {'on': 'dies', 'target': {'what': 'any', 'damage': 2}}
    >>> targeted_trigger("Whenever this creature attacks, you may tap target creature.", {}) is None
    True
    """
    found = next((m for m in (form.match(line.strip()) for form in _EFFECTS) if m), None)
    if found is None:
        return None
    groups = found.groupdict()
    on = ("dies" if groups["dies"] else "another-creature-you-control-enters" if groups["enters"]
          else _EVENTS[groups["event"].lower()])
    what = "any" if groups.get("any") else _KINDS[groups["target"].lower()]
    if what == "creature-defending-player-controls" and on not in _ATTACKING:
        return None
    target: dict[str, Any] = {"what": what}
    text = found.group(0).lower().split(", ", 1)[1]  # the effect, after the trigger condition
    if groups.get("power") is not None:
        target["power"], target["toughness"] = int(groups["power"]), int(groups["toughness"])
    if groups.get("keywords"):
        keywords = engine_keywords(groups["keywords"], keyword_names)
        if keywords is None:
            return None
        target["keywords"] = keywords
    number = groups.get("n")
    amount = (_COUNT.get(number.lower()) or int(number)) if number else 0
    if " damage to " in text:
        target["damage"] = amount
    elif number:
        target["counters"] = amount
    if text.startswith("tap "):
        target["tap"] = True
    if "can't block this turn" in text:
        target["cant_block"] = True
    return {"on": on, "target": target}
