"""The watched creature of a printed watcher's trigger condition: "another Zombie you control enters", "another
creature you control with power 2 or less enters", "a creature you control with toughness 4 or greater dies", "an
attacking creature dies", "a creature an opponent controls dies", "another black creature you control enters".

Each reads as an own trigger's ``on`` (603.6a, 603.10a) and its ``watches`` (the creature it triggers for, shaped as a
static's ``affects``, with power and toughness bounds: :mod:`pyengine.watch_filter`). "Another" leaves the creature
itself out; "a creature (you control) dies" counts it too (603.10a: it sees itself die). Only these exact forms are
read: one creature type or "creature", at most one colour, "attacking" or "blocking", one "with" (power, toughness
or a keyword the engine has). "Nontoken", "nonland", "creature or artifact", "a creature you control enters" (itself
entering, which the engine does not resolve as a watcher) and the like leave the line unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .creature_types import CREATURE_TYPES

_COLOR = r"white|blue|black|red|green"
_HEAD = re.compile(
    rf"^(?P<det>another|an?) (?:(?P<combat>attacking|blocking) )?(?:(?P<color>{_COLOR}) )?"
    r"(?P<noun>creature|[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)"
    r"(?P<whose> you control| an opponent controls)?"
    r"(?: with (?:(?P<stat>power|toughness) (?P<n>\d+) or (?P<dir>less|greater|more)|(?P<keyword>[a-z]+(?: [a-z]+)?)))?"
    r" (?P<verb>enters|dies)$")


def watched_event(text: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``{"on": …, "watches": {…}}`` of a watcher's printed trigger condition (without "whenever"), or ``None``
    when it is not exactly one of the forms read here.

    >>> watched_event("another Zombie you control enters", {})
    {'on': 'another-creature-you-control-enters', 'watches': {'subtypes': ['Zombie']}}
    >>> watched_event("a creature you control with toughness 4 or greater dies", {})
    {'on': 'a-creature-you-control-dies', 'watches': {'toughness': {'at_least': 4}}}
    >>> watched_event("an attacking creature dies", {})
    {'on': 'a-creature-dies', 'watches': {'combat': 'attacking'}}
    >>> watched_event("a creature you control enters", {}) is None
    True
    """
    found = _HEAD.match(text.strip())
    if found is None:
        return None
    det, verb, whose = found["det"], found["verb"], (found["whose"] or "").strip()
    another = det == "another"
    if verb == "enters":
        if not (another and whose == "you control"):  # the engine's enters watcher: another creature of yours
            return None
        on = "another-creature-you-control-enters"
    elif whose == "you control":
        on = "another-creature-you-control-dies" if another else "a-creature-you-control-dies"
    else:  # an opponent's creature is never the watcher itself: "another" or not, the same creatures
        on = "another-creature-dies" if another or whose else "a-creature-dies"
    watches: dict[str, Any] = {}
    if whose == "an opponent controls":
        watches["controller"] = "opponents"
    if found["noun"] != "creature":
        if found["noun"] not in CREATURE_TYPES:
            return None
        watches["subtypes"] = [found["noun"]]
    if found["combat"]:
        watches["combat"] = found["combat"]
    if found["color"]:
        watches["colors"] = [found["color"]]
    if found["stat"]:
        watches[found["stat"]] = {"at_most" if found["dir"] == "less" else "at_least": int(found["n"])}
    if found["keyword"]:
        keyword = keyword_names.get(found["keyword"])
        if keyword is None:
            return None
        watches["keywords"] = [keyword]
    return {"on": on, "watches": watches} if watches else {"on": on}
