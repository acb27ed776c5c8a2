"""Lines that begin like an irrelevant ability but can still change the combat: they stay unmodelled.

The classifier files an enters-the-battlefield trigger as irrelevant because the board is set up after the
permanent entered (603.6a), and a "when you cast this spell" trigger because the spell was cast before. Some
such lines reach past that moment, and each of these keeps the line unmodelled, whatever pattern would
call it irrelevant (found in a judge's review of the index):

* a second trigger condition joined to the first ("When you cast this spell and whenever this creature
  attacks, …", "When this creature enters or leaves the battlefield"): each condition triggers on its own (603.2),
  and the second can be an attack or a death in this combat ("enters or attacks", "enters or dies" and "attacks or
  dies" are read part by part first: cards/either_event.py);
* an effect that lasts while its source stays ("… until this creature leaves the battlefield", "for as long
  as you control this creature"): if the source leaves in the first-strike damage step, a stolen creature
  goes back and is removed from combat, an exiled one returns (610.3, 611.2b, 506.4);
* an effect that is still running this turn that the board has no field for (from an enters trigger, an exploit
  trigger, which follows entering: cards/after_entering.py, or a "turned face up" trigger, which may have resolved
  in a main phase before the combat: cards/choice_triggers.py): a prevention, a restriction, a
  life floor, a delayed trigger, an attack requirement or a player's protection "this turn", "the next time" or
  "until your next turn" (611.2a; a creature with flash can enter during combat, 702.8a), and goad and detain
  (701.15a, 701.35a: until your next turn, it attacks each combat if able, or can't attack or block);
* a copy as it enters ("you may have this creature enter as a copy of …", 707.2, 614.1c): it has the copied
  card's characteristics, not its printed ones;
* what an enters trigger leaves behind with no field on the board (``LINGERING``): the Ring tempting you, a
  finality counter, a loss of all abilities, "as though it didn't have defender", a spell cast as it resolves.
"""

from __future__ import annotations

import re

#: How a card's text names the permanent itself (201.5: "this creature", the card's own name as CARDNAME).
SELF = r"(?:this creature|this permanent|this vehicle|this land|this artifact|this enchantment|this battle|this Siege|CARDNAME)"

#: What an enters trigger (or one that follows entering) can leave behind that still acts in the combat, with no
#: field on the board (found in a judge's review of the beginning-of-combat lines, cards/before_attacks.py): the Ring
#: tempting its controller (701.54a, 701.54c: the Ring-bearer's abilities act in combat), a finality counter (122.1h:
#: a replacement effect as it would die), a loss of all abilities (613.1f: a lord's grant later in timestamp order
#: than the loss stays lost, 613.7), "as though it didn't have defender" (508.1c, 702.3b), and a spell cast as it
#: resolves, discover or cascade (608.2g, 701.57a, 702.85a: any spell, a prevention or a restriction among them).
LINGERING = (r"\bthe ring tempts\b|\bfinality counter|\blos(?:e|es) all abilities\b|\bas though it (?:didn't|did not) "
             r"have defender\b|\b(?:may|then) cast\b|(?:^|[.,] )cast (?:it|that|the copy|copies|a copy)\b|\bwithout paying\b|"
             r"\bdiscover \d|\bcascade\b")

#: How long an effect an enters trigger starts still runs in this combat (611.2a): "this turn", "until end of turn",
#: "the next time", and "until your next turn" (detain, goad, Kardur's and Forbidding Spirit's attack rules: a judge's
#: review found these filed as irrelevant), "until the end of your next turn".
_STILL_RUNNING = r"(?:this turn|until end of turn|the next time|until (?:the end of )?your next turn)"
#: What such an effect does that the board has no field for: a prevention, a restriction or requirement on attacking
#: or blocking, damage, life, a delayed trigger, protection (702.16).
_NO_FIELD = r"(?:prevent|can't|damage|life|whenever|when|protection|attacks? each combat)"

HAZARDS: tuple[re.Pattern[str], ...] = tuple(re.compile(p, re.IGNORECASE) for p in (
    r"^when(?:ever)? [^,]*\b(?:and|or) (?:when|whenever|at)\b",                    # 603.2: two conditions
    rf"^when(?:ever)? {SELF} enters or\b",
    rf"until {SELF} leaves the battlefield|for as long as (?:you control {SELF}|{SELF} remains on the battlefield)",  # 610.3
    rf"^when(?:ever)? {SELF} (?:enters|exploits a creature|is turned face up)\b.*\b{_STILL_RUNNING}\b.*\b{_NO_FIELD}\b",  # 611.2a
    rf"^when(?:ever)? {SELF} (?:enters|exploits a creature|is turned face up)\b.*\b{_NO_FIELD}\b.*\b{_STILL_RUNNING}\b",
    rf"^when(?:ever)? {SELF} (?:enters|exploits a creature|is turned face up)\b.*\b(?:goads?|detains?)\b",  # 701.15a, 701.35a
    r"\benters? as a copy\b|\benter the battlefield as a copy\b",                  # 707.2
    rf"^when(?:ever)? {SELF} (?:enters|exploits a creature|is turned face up)\b.*(?:{LINGERING})",
))


def reaches_combat(line: str) -> bool:
    """Whether a line that may look irrelevant can change the combat (see the module's list).

    >>> reaches_combat("When you cast this spell and whenever this creature attacks, draw a card.")
    True
    >>> reaches_combat("When this creature enters, gain control of target creature for as long as you control this creature.")
    True
    >>> reaches_combat("When this creature enters, draw a card.")
    False
    """
    return any(pattern.search(line) for pattern in HAZARDS)
