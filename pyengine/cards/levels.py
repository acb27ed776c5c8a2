"""Abilities that a leveler or a Class has only at some level: never part of the card as it enters.

A leveler's text box is split by level symbols (711.2): "LEVEL 2-6 / 3/3 / First strike" means that *as long
as* it has two to six level counters it is a 3/3 with first strike (711.2a, 711.2b); with fewer it has its
printed power and toughness and none of those abilities (711.5). A Class's level bar ("{1}{R}: Level 2",
716.2a) likewise gives the lines after it only while the Class is at that level or higher (716.3: only the
lines before the first bar are there at all times).

The engine has no level counters and no class levels, so a line inside a level's striation is neither one
of the card's own keywords nor irrelevant: it stays **unmodelled**, written with its level ("LEVEL 2-6: 3/3;
First strike"), so that the board says which abilities and which power and toughness it would have at that
level and the user can give them (``power``, ``toughness``, ``keywords``). Level up itself (702.87a) and a
class level bar are activated only as a sorcery: never during the combat the engine resolves.
"""

from __future__ import annotations

import re

#: A leveler's level symbol as the corpus prints it (711.2): ``LEVEL 2-6``, ``LEVEL 7+``.
_LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
#: A Class's level bar (716.2a): ``{1}{R}: Level 2``.
_CLASS_BAR = re.compile(r"^(?:\{[^}]+\})+: Level (\d+)$")


def level_heading(line: str) -> str | None:
    """The level a line opens (``"LEVEL 2-6"``, ``"Level 2"``), or ``None`` for any other line.

    >>> level_heading("LEVEL 7+"), level_heading("{2}{R}: Level 3"), level_heading("First strike")
    ('LEVEL 7+', 'Level 3', None)
    """
    line = line.strip()
    if _LEVEL_SYMBOL.match(line):
        return line
    bar = _CLASS_BAR.match(line)
    return f"Level {bar.group(1)}" if bar else None


def at_level(heading: str, lines: list[str]) -> str:
    """One unmodelled entry for what a level gives: ``"LEVEL 2-6: 3/3; First strike"``."""
    return f"{heading}: {'; '.join(lines)}"
