"""Attack triggers of other creatures, as printed: "Whenever another creature you control attacks, it gets +0/+1 until
end of turn", "Whenever a Minotaur you control attacks, …", "Whenever a creature you control with trample attacks,
…", "Whenever a Vampire you control attacks, each opponent loses 1 life and you gain 1 life", "Whenever a creature
you control attacks alone, it gains lifelink until end of turn".

Each triggers once for each creature declared as an attacker that fits (508.3a; "attacks alone": the only one
declared, 506.5) and its effect changes that attacker ("it", "that creature") or the players' life: the engine's
attack watchers (``triggers[i].on``: ``another-creature-you-control-attacks``, ``a-creature-you-control-attacks``,
``a-creature-you-control-attacks-alone``; pyengine/attack_watchers.py) with a ``watches`` for the watched creature
(its creature types, colour or keyword). :func:`attack_watcher_head` reads the head only and gives the effect as the
own attack trigger's line ("Whenever this creature attacks, it gets +0/+1 until end of turn"), which
:mod:`pyengine.cards.triggers` reads as it reads its own; an effect that names this creature (not the attacker), a
target, a token or anything more leaves the line unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .creature_types import creature_type

_COLORS = ("white", "blue", "black", "red", "green")
_HEAD = re.compile(
    r"^whenever (?P<article>another|an|a) (?:(?P<color>white|blue|black|red|green) )?(?P<what>[a-z][a-z' -]*?) you "
    r"control(?: with (?P<keyword>[a-z][a-z ]*?))? attacks(?P<alone> alone)?, (?P<effect>.+)$", re.IGNORECASE)
#: The effects on the attacker, or on the players' life, as an own attack trigger prints them (cards/triggers.py).
_EFFECT = re.compile(r"^(?:(?:it|that creature) (?:gets|gains) |put (?:a|one|two|three|\d+) \+1/\+1 counters? on "
                     r"(?:it|that creature)\.?$|each opponent loses \d+ life|you gain \d+ life)", re.IGNORECASE)


def attack_watcher_head(line: str, keyword_names: Mapping[str, str]) -> tuple[str, dict[str, Any], str] | None:
    """``(on, watches, own line)`` for an attack watcher's line, or None: its trigger event, the ``watches`` of the
    creature it watches (``{}``: any creature the event names), and its effect written as an own attack trigger's.

    >>> attack_watcher_head("Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn.", {})
    ('a-creature-you-control-attacks', {'subtypes': ['Minotaur']}, 'Whenever this creature attacks, it gets +2/+0 until end of turn.')
    >>> attack_watcher_head("Whenever another creature you control attacks alone, it gets +1/+1 until end of turn.", {})
    """
    found = _HEAD.match(line.strip())
    if found is None:
        return None
    effect = found.group("effect")
    if not _EFFECT.match(effect) or re.search(r"\b(?:this creature|CARDNAME)\b", effect):
        return None
    another, alone = found.group("article").lower() == "another", bool(found.group("alone"))
    if another and alone:  # no such event: "another creature … attacks alone" is printed on no card the engine reads
        return None
    watches: dict[str, Any] = {}
    what = found.group("what")
    if what.lower() != "creature":
        names = [creature_type(name) for name in re.split(r" or |, or |, ", what)]
        if not names or None in names:
            return None
        watches["subtypes"] = [name for name in names if name is not None]
    if found.group("color"):
        if "subtypes" in watches:
            return None
        watches["colors"] = [found.group("color").lower()]
    if found.group("keyword"):
        keyword = keyword_names.get(found.group("keyword").lower())
        if keyword is None or "subtypes" in watches:
            return None
        watches["keywords"] = [keyword]
    on = ("another-creature-you-control-attacks" if another else
          "a-creature-you-control-attacks-alone" if alone else "a-creature-you-control-attacks")
    own = re.sub(r"\bthat creature\b", "it", effect, flags=re.IGNORECASE)
    return on, watches, f"Whenever this creature attacks, {own}"
