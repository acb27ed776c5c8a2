"""A creature's own restriction on which creatures can block it, or which it can block: the permanent's
``cant_be_blocked_by``, ``can_be_blocked_only_by`` and ``cant_block_creatures`` fields.

"This creature can't be blocked by Walls", "… by blue creatures", "… by artifact creatures", "… by creatures with
flying", "… by creatures with power 3 or greater", "Creatures with power less than this creature's power can't
block it": a restriction on the declaration of blockers (509.1b), checked as blockers are declared. Each becomes a
blocker filter (:class:`pyengine.model.BlockerFilter`). Only the exact forms below are read: a condition ("as long
as defending player controls a snow land"), tokens, "non-Wall creatures", "creatures with abilities", a keyword
the engine lacks or a creature type it doesn't know leaves the line unmodelled. "Power 2 or less" is daunt, a keyword
of its own (STATIC_PATTERNS in cards/classify.py).

"This creature can't be blocked except by creatures with flying or reach" (by "black creatures", by "artifact
creatures and/or white creatures") is ``can_be_blocked_only_by``: a blocker must fit one of its filters (509.1b).
"This creature can't block creatures with power 2 or greater" (or "with power greater than this creature's power")
is ``cant_block_creatures``, filters read of the attacker (509.1b).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .hazards import SELF
from .creature_types import singular

_COLORS = ("white", "blue", "black", "red", "green")
_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^{SELF} can't be blocked by (?P<what>[^.]+?)\.?$",
    rf"^creatures with power (?P<vs>less|greater) than {SELF}'s power can't block (?:it|{SELF})\.?$",
))
_POWER = re.compile(r"^creatures with power (?P<n>\d+) or (?P<how>greater|less)$", re.IGNORECASE)


def blocker_filter(line: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``cant_be_blocked_by`` entry a line is (``{"subtypes": ["Wall"]}``), or ``None``.

    ``keyword_names`` maps printed keyword names to the engine's ("creatures with flying").

    >>> names = {"flying": "flying"}
    >>> blocker_filter("This creature can't be blocked by Walls.", names)
    {'subtypes': ['Wall']}
    >>> blocker_filter("CARDNAME can't be blocked by black and/or red creatures.", names)
    {'colors': ['black', 'red']}
    >>> blocker_filter("Creatures with power less than this creature's power can't block it.", names)
    {'power_vs_its': 'less'}
    >>> blocker_filter("This creature can't be blocked by creatures with power 2 or greater as long as defending "
    ...                "player controls a snow land.", names) is None
    True
    """
    found = next((m for m in (form.match(line.strip()) for form in _FORMS) if m), None)
    if found is None:
        return None
    if found.groupdict().get("vs"):
        return {"power_vs_its": found.group("vs").lower()}
    return _creatures(found.group("what").strip(), keyword_names)


_ONLY_BY = re.compile(rf"^{SELF} can't be blocked except by (?P<what>[^.]+?)\.?$", re.IGNORECASE)
_CANT_BLOCK = re.compile(rf"^{SELF} can't block (?P<what>creatures with power (?:\d+ or (?:greater|less)|greater than "
                         rf"{SELF}'s power))\.?$", re.IGNORECASE)


def block_restriction(line: str, keyword_names: Mapping[str, str]) -> tuple[str, Any] | None:
    """The field a block restriction line is, and its value: ``("cant_be_blocked_by", {…})``,
    ``("can_be_blocked_only_by", [{…}, …])`` or ``("cant_block_creatures", {…})``; ``None`` for any other line.

    >>> block_restriction("This creature can't be blocked except by creatures with flying or reach.", {"flying": "flying", "reach": "reach"})
    ('can_be_blocked_only_by', [{'keywords': ['flying']}, {'keywords': ['reach']}])
    >>> block_restriction("This creature can't block creatures with power 2 or greater.", {})
    ('cant_block_creatures', {'power_at_least': 2})
    """
    found = blocker_filter(line, keyword_names)
    if found is not None:
        return "cant_be_blocked_by", found
    only = _ONLY_BY.match(line.strip())
    if only:
        what = only.group("what").strip()
        keywords = re.fullmatch(r"creatures with ([a-z]+) or ([a-z]+)", what, re.IGNORECASE)
        parts = [f"creatures with {k}" for k in keywords.groups()] if keywords else re.split(r" and/or | or ", what)
        filters = [_creatures(part.strip(), keyword_names) for part in parts]
        if filters and all(f is not None and "power_vs_its" not in f for f in filters):
            return "can_be_blocked_only_by", filters
        return None
    cant = _CANT_BLOCK.match(line.strip())
    if cant:
        power = _POWER.match(cant.group("what"))
        if power is None:  # "creatures with power greater than this creature's power"
            return "cant_block_creatures", {"power_vs_its": "greater"}
        key = "power_at_least" if power.group("how").lower() == "greater" else "power_at_most"
        return "cant_block_creatures", {key: int(power.group("n"))}
    return None


def _creatures(what: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """"Walls", "Knights or Walls", "blue creatures", "black and/or red creatures", "artifact creatures",
    "creatures with flying", "creatures with power 3 or greater", "creatures with greater power"."""
    low = what.lower()
    power = _POWER.match(what)
    if power:
        n, how = int(power.group("n")), power.group("how").lower()
        if how == "less" and n == 2:
            return None  # daunt, the keyword (509.1b)
        return {"power_at_least" if how == "greater" else "power_at_most": n}
    if low == "creatures with greater power":
        return {"power_vs_its": "greater"}
    if low == "artifact creatures":
        return {"types": ["artifact"]}
    with_keyword = re.fullmatch(r"creatures with ([a-z ]+)", low)
    if with_keyword:
        name = with_keyword.group(1)
        return {"keywords": [keyword_names[name]]} if name in keyword_names else None
    colors = re.fullmatch(r"([a-z]+)(?:,? (?:and/or|or) ([a-z]+))? creatures", low)
    if colors and all(c in _COLORS for c in colors.groups() if c):
        return {"colors": [c for c in colors.groups() if c]}
    kinds = [singular(word.strip()) for word in re.split(r",? or ", what)]
    if kinds and all(kinds) and all(word[:1].isupper() for word in re.split(r",? or ", what)):
        return {"subtypes": [k for k in kinds if k]}
    return None
