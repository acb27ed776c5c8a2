"""A trigger that follows the permanent's own entering: like an enters trigger, honestly "irrelevant".

An enters-the-battlefield trigger is irrelevant because the board is set up after the permanent entered: what the
trigger did is on the board already (603.6a; cards/classify.py). "When this creature exploits a creature, …" comes
only from that same entering: a creature "exploits a creature" only as its own exploit trigger resolves (702.110b),
and exploit is "When this creature enters, you may sacrifice a creature" (702.110a). (Backup N, 702.165a, is an
enters trigger too, but it may have put its counters on the creature itself: cards/entry_counters.py.)

Only the permanent's own ability is read: "Whenever a creature you control exploits a creature" can fire on a ninja
with exploit entering during the combat (702.49a), and stays unmodelled. A card that can itself enter during the
combat the engine resolves (persist, undying, ninjutsu: ``reenters``) keeps the line unmodelled, as it keeps its
enters triggers. The caveats of :mod:`pyengine.cards.hazards` apply: an effect still running this turn with no field
on the board (a prevention, a restriction) keeps an exploit trigger unmodelled.
"""

from __future__ import annotations

import re

from .hazards import SELF

#: Its own exploit trigger (702.110b).
_EXPLOITS = re.compile(rf"^when(?:ever)? {SELF} exploits a creature, ", re.IGNORECASE)


def follows_entering(line: str, reenters: bool) -> bool:
    """Whether ``line`` (the card's name as CARDNAME, reminder text removed) is the permanent's own exploit trigger,
    on a card that can't enter during the combat: irrelevant, as its enters triggers are.

    >>> follows_entering("When CARDNAME exploits a creature, target creature gets -3/-3 until end of turn.", False)
    True
    >>> follows_entering("Whenever a creature you control exploits a creature, draw a card.", False)
    False
    >>> follows_entering("When CARDNAME exploits a creature, draw a card.", True)
    False
    """
    return not reenters and _EXPLOITS.match(line.strip()) is not None
