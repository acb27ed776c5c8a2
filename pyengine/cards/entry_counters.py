"""Counters a creature entered with that depend on how it entered: the board states them.

"This creature enters with X +1/+1 counters on it" (X is what was paid, 107.3), bloodthirst (702.54a: if an
opponent was dealt damage this turn), kicker ("If this creature was kicked, it enters with two +1/+1
counters on it", 702.33), converge, sunburst (702.44a), devour (702.82a), amplify (702.38a), tribute
(702.104a), fabricate (702.123a) and backup (702.165a): each sets the number of +1/+1 (or -1/-1) counters the permanent has
as it enters (614.1c, 614.12; fabricate and backup as their enters triggers resolve, 603.6a: fabricate's on it or
on Servos, backup's on it or on another creature, which then also has the abilities printed below backup until end
of turn, as the board gives that creature), and nothing more. Megamorph (702.37b) is the same fact of how it got
here: a +1/+1 counter "as this permanent is turned face up, if its megamorph cost was paid"; a board that names the
card has it face up, turned up for its megamorph cost or not (or cast face up, with no counter). On a board
the permanent has already entered: the number is a fact of the game the board describes, which the card
cannot tell. So such a line is neither modelled nor guessed (never a silent X = 0): the card keeps it in
``entry_counters``, and until the permanent gives its own ``counters`` (``{}`` for none) ``validate`` and
the card editor say "<the line>: give its counters". Once the board gives them, the line is modelled:
counters are the engine's own field (122.1a, 122.6).

Only +1/+1 and -1/-1 counters, and only lines that do nothing else: a keyword counter, a shield, "and
with flying", a second sentence, a copy or other creatures entering leave the line unmodelled (as does
evolve, 702.100a, which triggers on another creature entering, and a creature that enters during the
combat the engine resolves: ninjutsu, persist, undying).
"""

from __future__ import annotations

import re

from .hazards import SELF

_IT = rf"(?:it|him|her|{SELF})"
_AMOUNT = r"(?:X|twice X|an?|one|two|three|four|five|six|seven|\d+|a number of)"
#: "[If it was kicked, ]this creature enters with N +1/+1 counters on it[ for each …| if …| equal to …]".
_LINE = re.compile(
    rf"^(?:if {_IT} was kicked(?: with its \{{[^}}]*\}}(?:\{{[^}}]*\}})* kicker)?, )?{_IT} enters (?:the battlefield )?with "
    rf"{_AMOUNT} (?:additional )?[+-]1/[+-]1 counters? on {_IT}"
    r"(?P<rest>(?: for each [^.]*| if [^.]*| equal to [^.]*|, where X is [^.]*)?)\.?$", re.IGNORECASE)
#: Words in what counts the counters that would be an effect of their own (a copy, another kind of counter).
_MORE = re.compile(r"\band with\b|\bcounter of\b|\bcopy\b|\bshield\b|\bflying\b|\bdeathtouch\b|\blifelink\b",
                   re.IGNORECASE)
#: The keywords whose whole rules text is such a line (the number after them, if any, is the card's).
KEYWORDS = frozenset({"bloodthirst", "devour", "amplify", "tribute", "fabricate", "sunburst", "backup", "megamorph"})
_KEYWORD = re.compile(r"^(?P<head>bloodthirst|devour(?: artifact| land| food)?|amplify|tribute|fabricate|sunburst)"
                      r"(?: (?:\d+|X))?$|^(?P<backup>backup) \d+(?:, backup \d+)*$"
                      r"|^(?P<megamorph>megamorph)(?: (?:\{[^}]*\})+|—.+)$", re.IGNORECASE)


def is_entry_counters(line: str, creature: bool) -> bool:
    """Whether ``line`` (ability word removed, the card's name as CARDNAME) only sets how many +1/+1 or -1/-1
    counters the permanent entered with (see the module). ``creature``: the card is a creature card (sunburst
    gives a noncreature charge counters, 702.44a).

    >>> is_entry_counters("This creature enters with X +1/+1 counters on it.", True)
    True
    >>> is_entry_counters("If this creature was kicked, it enters with two +1/+1 counters on it.", True)
    True
    >>> is_entry_counters("Bloodthirst 2", True)
    True
    >>> is_entry_counters("Backup 1, backup 1, backup 1", True)
    True
    >>> is_entry_counters("Megamorph {2}{R}", True)
    True
    >>> is_entry_counters("If this creature was kicked, it enters with two +1/+1 counters on it and with flying.", True)
    False
    """
    text = line.strip()
    keyword = _KEYWORD.match(text)
    if keyword:
        return creature or (keyword.group("head") or "").lower() != "sunburst"
    found = _LINE.match(text)
    return found is not None and not _MORE.search(text)
