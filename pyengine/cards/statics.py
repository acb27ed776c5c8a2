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
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

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
))


_WHO = r"(?P<who>you control|an opponent controls) (?P<what>[^,.]+?)"
_BOARD_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^{_SELF} {_EFFECT} as long as {_WHO}\.?$",
    rf"^as long as {_WHO}, {_SELF} {_EFFECT}\.?$",
))


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
            from .characteristics import permanents_filter  # (characteristics imports lords, which imports this)
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
