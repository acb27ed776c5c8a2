"""Printed lines about what a card *is* that the engine models as fields of the permanent: changeling and
"is every creature type" (702.73a, 205.3m), protection from a quality (702.16a), "can't attack unless" a
board condition (508.1c), and power and toughness that count permanents (604.3, 208.2a, 613.4a).

Each function reads one whole line (reminder text removed, the card's name written CARDNAME) and returns what
the line becomes, or ``None`` when it is not exactly one of the forms read here, so that it stays unmodelled.
"""

from __future__ import annotations

import re

from .hazards import SELF
from .lords import singular

#: "Mistform Ultimus is every creature type (even if this card isn't on the battlefield)." (the reminder removed):
#: the older printing of what changeling means (702.73a).
_EVERY_TYPE = re.compile(rf"^{SELF} is every creature type\.?$", re.IGNORECASE)


def is_every_creature_type(line: str) -> bool:
    """Whether the line says the card is every creature type, as changeling does (702.73a)."""
    return _EVERY_TYPE.match(line.strip()) is not None


#: Protection from a card type or from how many colours (702.16a, 105.2), as printed → the engine's quality.
_QUALITIES = {"creatures": "creatures", "everything": "everything", "artifacts": "artifacts",
              "enchantments": "enchantments", "lands": "lands", "planeswalkers": "planeswalkers",
              "multicolored": "multicolored", "monocolored": "monocolored", "colorless": "colorless"}
_COLORS = ("white", "blue", "black", "red", "green")


def protection_qualities(text: str) -> list[str] | None:
    """``"protection from white and from Goblins"`` → ``["white", "Goblin"]`` (702.16a, g): colours, the qualities
    the engine knows (``artifacts``, ``multicolored``…) and creature types in the singular (205.3m); ``None`` when
    one part is a quality the board can't show (instants, "the chosen color", "non-Spirit creatures", snow)."""
    rest = text[len("protection from"):].strip() if text.lower().startswith("protection from") else ""
    found: list[str] = []
    for part in re.split(r",? and from |, from | and |, ", rest):
        part = part.strip().removeprefix("from ").strip().rstrip(".")
        low = part.lower()
        if low in _COLORS or low in _QUALITIES:
            found.append(_QUALITIES.get(low, low))
        elif low == "all colors":
            found.extend(_COLORS)
        elif (kind := singular(part[:1].upper() + part[1:])) is not None and part.endswith(("s", "folk")):
            found.append(kind)
        else:
            return None
    return found or None
