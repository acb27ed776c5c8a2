"""Triggered abilities whose whole effect changes nothing Combat Lab tracks: honestly "irrelevant".

The engine's state is the players' life and poison counters, and the permanents on the board: their
zones, damage, counters and characteristics (``docs/scenario-format.md``, "Cards"). It has no
library, no hand (except a ninja waiting for ninjutsu, 702.49a), no graveyard contents, no mana pool
and no noncreature tokens. A triggered ability (603.1) every one of whose effects is in
:data:`INERT_CLAUSES` cannot change combat damage or the final state, whatever triggers it, so its
line is irrelevant. Anything else in the effect, or any text the grammar below does not read whole,
keeps the line unmodelled: a wrong "irrelevant" is a silent guess (issue 25).

Caveat: the engine has no library, so drawing from an empty library (a loss at the next state-based
check, 704.5b) is outside any board; so is a card that counts cards in hand or graveyard.
"""

from __future__ import annotations

import re

_N = r"(?:a|an|one|two|three|four|five|six|seven|X|\d+|that many)"
_CARDS = rf"(?:a card|{_N} cards)"
#: A player that draws or mills; none of them changes anything but a library, a hand or a graveyard.
_PLAYER = r"(?:you |each player |target player |that player |its controller |defending player |you and that player each )?"

#: Each clause an inert effect may be made of, with why it changes nothing the engine tracks.
INERT_CLAUSES: tuple[tuple[str, str], ...] = (
    # 121.1: drawing moves a card from the library to the hand; neither is on a board. "For each …" and
    # "equal to …" only count how many.
    (rf"{_PLAYER}(?:may )?draws? (?:{_CARDS}|cards equal to [^,.]+)(?: for each [^,.]+)?", "draw (121.1)"),
    # 701.22a, 701.25a: scry and surveil only reorder the library or move cards to the graveyard.
    (rf"(?:you )?(?:may )?(?:scry|surveil) (?:\d+|X)", "scry (701.22a), surveil (701.25a)"),
    # 701.17a: milling moves cards from a library to a graveyard.
    (rf"{_PLAYER}(?:may )?mills? {_CARDS}", "mill (701.17a)"),
    (rf"you may have target player mill {_CARDS}", "mill (701.17a)"),
    # 111.10: Treasure, Clue, Food, Blood, Map and Gold tokens are noncreature artifacts: not combatants,
    # and the engine lists no noncreature permanent that nothing on the board refers to.
    (rf"(?:you )?create {_N} (?:tapped )?(?:Treasure|Clue|Food|Blood|Map|Gold) tokens?",
     "predefined noncreature tokens (111.10a–s)"),
    # 701.16a: investigate creates a Clue.
    (r"investigate(?: twice| that many times)?", "investigate (701.16a)"),
    # 107.14, 122.1: energy and experience counters are on a player, and no combat rule reads them (a card
    # that reads them has its own line, unmodelled).
    (r"you get (?:\{E\})+|you get that many \{E\}|you get an experience counter", "energy, experience (107.14)"),
    # 701.23: searching a library for a card and putting it into the hand touches only library and hand.
    (r"you may search your library for [^,.]+, reveal it, put it into your hand, then shuffle",
     "tutor to hand (701.23)"),
)

#: Whole effects built from a discard: discarding (701.9) moves a card from a hand to a graveyard. A
#: forced discard is refused where it might be the board's ninja in hand (the attacking player's,
#: 702.49a): only a discard after drawing (a card other than the ninja can go), an optional one, or
#: the defending or damaged player's (never the attacking player, whose ninja it would be).
_DISCARDS: tuple[str, ...] = (
    rf"(?:you )?may discard {_CARDS}\. if you do, DRAW",                # optional, then a draw
    rf"DRAW, then discard {_CARDS}",                                   # loot: draw first (701.9b: you choose)
    rf"you may draw {_CARDS}\. if you do, discard {_CARDS}",
    rf"defending player discards {_CARDS}(?: at random)?",             # the defending player (506.2)
)
#: The damaged player's discard ("that player"), only after combat damage to a player or an opponent.
_DAMAGED_DISCARD = rf"that player discards {_CARDS}(?: at random)?"
_DAMAGES_A_PLAYER = re.compile(r"deals combat damage to (?:a player|an opponent)\b", re.IGNORECASE)

_CLAUSE = "(?:" + "|".join(f"(?:{pattern})" for pattern, _ in INERT_CLAUSES) + ")"
_DRAW = INERT_CLAUSES[0][0]
#: Several clauses as one effect: "scry 1, then draw a card", "investigate. This ability triggers …".
_JOINED = rf"{_CLAUSE}(?:(?:, then | and |\. ){_CLAUSE})*"
#: A mana or energy payment the effect asks for (mana and energy are not tracked, 106.4, 107.14).
_PAY = r"(?:you may pay (?:\{[^}]+\})+\. if you do, )?"
#: What may stand around the effect: an intervening "if" (603.4) only decides whether the inert effect
#: happens; "triggers only once each turn" only limits how often.
_IF = r"(?:if [^,.]+, )?"
_ONCE = r"(?:\. this ability triggers only once each turn)?"


def _effect(body: str) -> re.Pattern[str]:
    return re.compile(rf"^{_IF}{_PAY}(?:{body}){_ONCE}\.?$", re.IGNORECASE)


_EFFECTS = [_effect(_JOINED)] + [_effect(p.replace("DRAW", f"(?:{_DRAW})")) for p in _DISCARDS]
_DAMAGED_EFFECT = _effect(_DAMAGED_DISCARD)
#: A triggered ability (603.1): its condition up to the first comma, then its effect.
_TRIGGER = re.compile(r"^(?:when|whenever|at) (?P<condition>[^,]+), (?P<effect>.+)$", re.IGNORECASE)


def is_inert_trigger(line: str) -> bool:
    """Whether a triggered ability's whole effect is one the engine cannot see (:data:`INERT_CLAUSES`).

    >>> is_inert_trigger("When this creature dies, draw a card.")
    True
    >>> is_inert_trigger("Whenever this creature attacks, scry 1, then draw a card.")
    True
    >>> is_inert_trigger("When this creature dies, you gain 2 life and draw a card.")
    False
    """
    found = _TRIGGER.match(line.strip())
    if found is None:
        return False
    effect = found.group("effect").strip()
    if any(pattern.match(effect) for pattern in _EFFECTS):
        return True
    return bool(_DAMAGES_A_PLAYER.search(found.group("condition")) and _DAMAGED_EFFECT.match(effect))
