"""One trigger printed with two trigger events: "Whenever this creature enters or attacks, …", "When this creature
enters or dies, …", "Whenever this creature attacks or dies, …".

Such a line is one triggered ability whose trigger condition is met by either event (603.2: "whenever [trigger
condition], [effect]"; each event triggers it once). It has the same effect whichever event triggered it, so it
reads as two lines, each with one event: "When this creature enters, …" and "Whenever this creature attacks, …".
The classifier reads each (pyengine/cards/classify.py) and the line is as good as the worse of the two: modelled or
irrelevant only when both are, and then the engine fields both give (an attack trigger's pump, a dies trigger's
life); otherwise the whole printed line stays unmodelled. The enters part is judged as any enters trigger is: it
resolved before the combat and the board shows what it did (603.6a), unless its effect still acts in the combat
(cards/hazards.py) or the card can enter during the combat (undying, persist, ninjutsu).

"Whenever this creature or another Ally you control enters, …", "Whenever this creature or another creature you
control dies, …" (Zulaport Cutthroat) are one ability whose condition either event meets (603.2), so they read as the
creature's own line and a watcher of the others: "When this creature dies, …" and "Whenever another creature you
control dies, …" (cards/watched_heads.py). Each death meets one of the two conditions, never both ("another" is not
the creature itself), so one death triggers once, as the printed ability does.

Not split: "enters or leaves the battlefield" (leaving is more than dying: exile, a hand, 603.6c; the engine has no
such trigger), nor a trigger of another creature with two events ("whenever a Squirrel you control enters or dies").
"""

from __future__ import annotations

import re

_SELF = r"(?:this creature|CARDNAME)"
#: The two events, and the one-event heads they read as.
_SPLITS = {
    "enters or attacks": ("When {self} enters, ", "Whenever {self} attacks, "),
    "enters or dies": ("When {self} enters, ", "When {self} dies, "),
    "attacks or dies": ("Whenever {self} attacks, ", "When {self} dies, "),
}
_EITHER = re.compile(rf"^when(?:ever)? (?P<self>{_SELF}) (?P<events>{'|'.join(_SPLITS)}), (?P<effect>.+)$",
                     re.IGNORECASE)


#: "Whenever this creature or another Zombie you control enters/dies, …": its own event, and the others'.
_OR_ANOTHER = re.compile(rf"^when(?:ever)? (?P<self>{_SELF}) or (?P<other>another [^,]+? (?P<event>enters|dies)), "
                         r"(?P<effect>.+)$", re.IGNORECASE)


def split_either_event(line: str) -> list[str] | None:
    """The two one-event lines a two-event trigger of the permanent itself reads as, or None.

    >>> split_either_event("Whenever CARDNAME enters or attacks, draw a card, then discard a card.")
    ['When CARDNAME enters, draw a card, then discard a card.', 'Whenever CARDNAME attacks, draw a card, then discard a card.']
    >>> split_either_event("When this creature enters or dies, you gain 2 life.")
    ['When this creature enters, you gain 2 life.', 'When this creature dies, you gain 2 life.']
    >>> split_either_event("When this creature enters or leaves the battlefield, you gain 2 life.") is None
    True
    >>> split_either_event("Whenever CARDNAME or another Ally you control enters, you gain 1 life.")
    ['When CARDNAME enters, you gain 1 life.', 'Whenever another Ally you control enters, you gain 1 life.']
    """
    other = _OR_ANOTHER.match(line.strip())
    if other is not None:
        return [f"When {other['self']} {other['event'].lower()}, {other['effect']}",
                f"Whenever {other['other']}, {other['effect']}"]
    found = _EITHER.match(line.strip())
    if found is None:
        return None
    heads = _SPLITS[found.group("events").lower()]
    return [head.format(self=found.group("self")) + found.group("effect") for head in heads]
