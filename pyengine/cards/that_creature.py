"""A creature's own block triggers that act on "that creature": the ``that_creature`` of a ``triggers`` entry.

"Whenever this creature becomes blocked by a creature, this creature deals 1 damage to that creature" triggers once
for each creature blocking it (509.3d); "Whenever this creature blocks or becomes blocked by a creature, …" also once
for each creature it blocks (509.3b), and "that creature" is then the attacker. "…, that creature gets -1/-1 until
end of turn" is the other effect read. Only these exact forms: a kind of creature ("a non-Wall creature"), a
delayed effect ("at end of combat"), "destroy", a second effect or any other clause leaves the line unmodelled.
"""

from __future__ import annotations

import re
from typing import Any

_SELF = r"(?:this creature|CARDNAME)"
_IT = rf"(?:it|{_SELF})"
_EVENTS = {"becomes blocked by a creature": "becomes-blocked-by-a-creature",
           "blocks or becomes blocked by a creature": "blocks-or-becomes-blocked-by-a-creature"}
_HEAD = rf"^whenever {_SELF} (?P<event>{'|'.join(map(re.escape, _EVENTS))}), "
_N = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_FORMS = tuple(re.compile(_HEAD + p + r"\.?$", re.IGNORECASE) for p in (
    rf"{_IT} deals (?P<damage>\d+|one|two|three|four|five) damage to that creature",   # 120.2
    r"that creature gets (?P<power>[+-]\d+)/(?P<toughness>[+-]\d+) until end of turn",
))


def that_creature_trigger(line: str) -> dict[str, Any] | None:
    """The ``triggers`` entry with a ``that_creature`` a line is, or ``None`` when it is not exactly one of these forms.

    >>> that_creature_trigger("Whenever this creature becomes blocked by a creature, this creature deals 1 damage to "
    ...                       "that creature.")
    {'on': 'becomes-blocked-by-a-creature', 'that_creature': {'damage': 1}}
    >>> that_creature_trigger("Whenever this creature blocks or becomes blocked by a creature, that creature gets "
    ...                       "+1/+1 until end of turn.")
    {'on': 'blocks-or-becomes-blocked-by-a-creature', 'that_creature': {'power': 1, 'toughness': 1}}
    >>> that_creature_trigger("Whenever this creature becomes blocked by a non-Wall creature, destroy that creature "
    ...                       "at end of combat.") is None
    True
    >>> that_creature_trigger("Whenever this creature becomes blocked by a creature, that creature gets +0/+0 until end "
    ...                       "of turn.") is None
    True
    """
    found = next((m for m in (form.match(line.strip()) for form in _FORMS) if m), None)
    if found is None:
        return None
    groups = found.groupdict()
    that: dict[str, int] = {}
    if groups.get("damage") is not None:
        text = groups["damage"].lower()
        that["damage"] = _N[text] if text in _N else int(text)
        if not that["damage"]:
            return None
    else:
        that["power"], that["toughness"] = int(groups["power"]), int(groups["toughness"])
        if not that["power"] and not that["toughness"]:
            return None  # "+0/+0" does nothing: the scenario refuses such an entry
    return {"on": _EVENTS[groups["event"].lower()], "that_creature": that}
