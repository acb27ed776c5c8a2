"""A creature's own restriction on which creatures can block it: the permanent's ``cant_be_blocked_by`` field.

"This creature can't be blocked by Walls", "… by blue creatures", "… by artifact creatures", "… by creatures with
flying", "… by creatures with power 3 or greater", "Creatures with power less than this creature's power can't
block it": a restriction on the declaration of blockers (509.1b), checked as blockers are declared. Each becomes a
blocker filter (:class:`pyengine.model.BlockerFilter`). Only the exact forms below are read: a condition ("as long
as defending player controls a snow land"), tokens, "non-Wall creatures", "creatures with abilities", a keyword
the engine lacks or a creature type it doesn't know leaves the line unmodelled. "Power 2 or less" is daunt, a keyword
of its own (STATIC_PATTERNS in cards/classify.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .hazards import SELF
from .lords import singular

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
