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
from .conditions import condition_fields

_SELF = r"(?:this creature|this vehicle|CARDNAME)"
_IT = rf"(?:it|{_SELF})"
_KEYWORD = r"[a-z][a-z ]*?"
_LIST = rf"{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*"
_PUMP = r"(?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)"


def engine_keywords(listed: str, keyword_names: Mapping[str, str]) -> list[str] | None:
    """A printed keyword list (:data:`_LIST`: "flying, first strike and trample") as the engine's keyword names, or
    None when it is empty or names a keyword the engine lacks (the line then stays unmodelled)."""
    names = [k.strip() for k in re.split(r", and |, | and ", listed.lower()) if k.strip()]
    if not names or any(k not in keyword_names for k in names):
        return None
    return [keyword_names[k] for k in names]
#: "… and can't block", "… and can't be blocked" (509.1a, 509.1b): restrictions the engine keeps as keywords.
_CANT = r"can't block|can't be blocked"
_EFFECT = (rf"(?:gets {_PUMP}(?: and has (?P<also>{_LIST}))?(?: and (?P<cant>{_CANT}))?|"
           rf"has (?P<keywords>{_LIST})(?: and (?P<cant2>{_CANT}))?|(?P<only>{_CANT}))")
_RESTRICTIONS = {"can't block": "cant_block", "can't be blocked": "unblockable"}
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


#: Any other condition, after the effect or before it (read by :func:`pyengine.cards.conditions.condition_fields`).
_GENERAL_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^{_SELF} {_EFFECT} as long as (?P<condition>[^,]+?)\.?$",
    rf"^as long as (?P<condition>[^,]+), {_IT} {_EFFECT}\.?$",
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
    unmodelled). A condition other than whose turn, attacking or blocking is read by
    :func:`~pyengine.cards.conditions.condition_fields` (611.3a).

    >>> own_static("This creature can't be blocked as long as defending player controls an artifact.", {})
    {'while': 'always', 'if': {'controller': 'defending', 'types': ['artifact']}, 'keywords': ['unblockable']}
    """
    line = line.strip()
    for form, condition in _FORMS:
        found = form.match(line)
        if found is not None:
            return _with_effect({"while": condition}, found, keyword_names)
    for form in _GENERAL_FORMS:
        found = form.match(line)
        if found is not None:
            fields = condition_fields(found.group("condition"))
            return None if fields is None else _with_effect({"while": "always", **fields}, found, keyword_names)
    return None


def _with_effect(entry: dict[str, Any], found: re.Match[str], keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """``entry`` with the effect the line gives: +N/+N, keywords, "can't block" or "can't be blocked"."""
    if found.group("power") is not None:
        entry["power"], entry["toughness"] = int(found.group("power")), int(found.group("toughness"))
    listed = found.group("keywords") or found.group("also")
    keywords: list[str] = []
    if listed:
        read = engine_keywords(listed, keyword_names)
        if read is None:
            return None
        keywords = read
    restriction = found.group("cant") or found.group("cant2") or found.group("only")
    if restriction:
        keywords.append(_RESTRICTIONS[restriction.lower()])
    if keywords:
        entry["keywords"] = keywords
    return entry
