"""Printed lines about what a card *is* that the engine models as fields of the permanent: changeling and
"is every creature type" (702.73a, 205.3m), protection from a quality (702.16a), "can't attack unless" a
board condition (508.1c), and power and toughness that count permanents (604.3, 208.2a, 613.4a).

Each function reads one whole line (reminder text removed, the card's name written CARDNAME) and returns what
the line becomes, or ``None`` when it is not exactly one of the forms read here, so that it stays unmodelled.
"""

from __future__ import annotations

import re

from .hazards import SELF

#: "Mistform Ultimus is every creature type (even if this card isn't on the battlefield)." (the reminder removed):
#: the older printing of what changeling means (702.73a).
_EVERY_TYPE = re.compile(rf"^{SELF} is every creature type\.?$", re.IGNORECASE)


def is_every_creature_type(line: str) -> bool:
    """Whether the line says the card is every creature type, as changeling does (702.73a)."""
    return _EVERY_TYPE.match(line.strip()) is not None
