"""A creature's own static abilities that apply only during its controller's turn or while it attacks or
blocks: the permanent's ``statics`` field.

"During your turn, this creature has first strike", "As long as it's your turn, this creature gets +2/+0",
"As long as this creature is attacking, it gets +1/+1": a static ability whose effect is not locked in
(611.3a): the engine applies it while the board's active player, or the declarations, make its condition
true. Only the exact forms below are read; any other condition or effect leaves the line unmodelled.

"This creature gets +1/+2 as long as you control a Forest", "As long as you control three or more artifacts, this
creature gets +2/+2 and has flying" (metalcraft is an ability word, 207.2c), "… as long as an opponent controls an
Island": the same, with the condition a board filter (``if``) that must find the permanents on the battlefield as
the board lists them, checked again whenever what is there changes (611.3a). A condition the board filter can't say
(a planeswalker of a name, a graveyard, "multicolored", "ten or more") leaves the line unmodelled.

"This creature gets +1/+0 for each artifact you control" (613.4c, layer 7c: not a characteristic-defining ability)
is an ``always`` static whose +N/+N is multiplied by a count of permanents (``for_each``, a board filter), counted
again whenever what is on the battlefield changes. Only a count of permanents the board can list: "for each card in
your hand", "for each Aura attached to it", "for each color among" stay unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .characteristics import permanents_filter

_SELF = r"(?:this creature|this vehicle|CARDNAME)"
_IT = rf"(?:it|{_SELF})"
_KEYWORD = r"[a-z][a-z ]*?"
_LIST = rf"{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*"
_PUMP = r"(?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)"
_EFFECT = rf"(?:gets {_PUMP}(?: and has (?P<also>{_LIST}))?|has (?P<keywords>{_LIST}))"
_FORMS = tuple((re.compile(p, re.IGNORECASE), condition) for p, condition in (
    (rf"^during your turn, {_SELF} {_EFFECT}\.?$", "your-turn"),
    (rf"^as long as it's your turn, {_SELF} {_EFFECT}\.?$", "your-turn"),
    (rf"^as long as {_SELF} is attacking, {_IT} {_EFFECT}\.?$", "attacking"),
    (rf"^as long as {_SELF} is blocking, {_IT} {_EFFECT}\.?$", "blocking"),
    # The condition written after the effect: "This creature has first strike as long as it's attacking."
    (rf"^{_SELF} {_EFFECT} as long as (?:it's|it is) attacking\.?$", "attacking"),
    (rf"^{_SELF} {_EFFECT} as long as (?:it's|it is) blocking\.?$", "blocking"),
    (rf"^{_SELF} {_EFFECT} (?:during your turn|as long as it's your turn)\.?$", "your-turn"),
))


_WHO = r"(?P<who>you control|an opponent controls) (?P<what>[^,.]+?)"
_BOARD_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^{_SELF} {_EFFECT} as long as {_WHO}\.?$",
    rf"^as long as {_WHO}, {_SELF} {_EFFECT}\.?$",
))


_FOR_EACH = re.compile(rf"^{_SELF} gets {_PUMP} for each (?P<what>[^,.]+?) "
                       r"(?P<whose>you control|your opponents control|on the battlefield)\.?$", re.IGNORECASE)
_WHOSE = {"you control": "you", "your opponents control": "opponents", "on the battlefield": "any"}


def counted_static(line: str) -> dict[str, Any] | None:
    """"This creature gets +1/+0 for each artifact you control." as a ``statics`` entry with ``for_each``, or ``None``.

    >>> counted_static("This creature gets +2/+0 for each other Goblin you control.")
    {'while': 'always', 'for_each': {'controller': 'you', 'other': True, 'subtypes': ['Goblin']}, 'power': 2, 'toughness': 0}
    >>> counted_static("This creature gets +1/+1 for each card in your hand.") is None
    True
    """
    found = _FOR_EACH.match(line.strip())
    if found is None:
        return None
    what = found.group("what").strip()
    count = permanents_filter(f"another {what[6:]}" if what.lower().startswith("other ") else f"a {what}")
    if count is None or "at_least" in count:
        return None
    return {"while": "always", "for_each": {"controller": _WHOSE[found.group("whose").lower()], **count},
            "power": int(found.group("power")), "toughness": int(found.group("toughness"))}


def own_static(line: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``statics`` entry a line is (``{"while": "your-turn", "keywords": ["first_strike"]}``), or ``None``.

    ``keyword_names`` maps printed keyword names to the engine's (a keyword the engine lacks leaves the line
    unmodelled).
    """
    forms = [(form, condition, None) for form, condition in _FORMS] + [(form, "always", "if") for form in _BOARD_FORMS]
    for form, condition, board in forms:
        found = form.match(line.strip())
        if found is None:
            continue
        entry: dict[str, Any] = {"while": condition}
        if board is not None:  # "as long as you control a Forest" (611.3a): a board filter
            what = permanents_filter(found.group("what").strip())
            if what is None:
                return None
            entry["if"] = {"controller": "you" if found.group("who").lower() == "you control" else "opponents", **what}
        if found.group("power") is not None:
            entry["power"], entry["toughness"] = int(found.group("power")), int(found.group("toughness"))
        listed = found.group("keywords") or found.group("also")
        if listed:
            names = [k.strip() for k in re.split(r", and |, | and ", listed.lower()) if k.strip()]
            if not names or any(k not in keyword_names for k in names):
                return None
            entry["keywords"] = [keyword_names[k] for k in names]
        return entry
    return None
