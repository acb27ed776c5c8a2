"""A trigger at the beginning of combat: it resolved before the board's attackers were declared, like an enters trigger.

The beginning of combat step comes first in the combat phase (506.1): abilities that trigger "at the beginning of
combat" trigger as it begins (500.6, 603.2b) and are put on the stack before the active player gets priority in it
(507.2, 117.5), and it ends only when the stack is empty and all players pass (500.2). The declare attackers step
follows (508), and the engine starts there: a board, with its attackers declared or about to be, is after the
step. The same holds in every Magic ruleset the engine has: the 1999–2009 rules had the same five steps (the
combat phase's beginning of combat step came with the Sixth Edition rules). A board with its attackers declared is therefore after every such
trigger of this combat has resolved, whoever controls it ("at the beginning of combat on your turn", "at the
beginning of each combat"): what it did is on the board already, the creature's power and keywords, the counters,
the tokens, the damage and life, exactly as an enters trigger's result is (603.6a; :mod:`pyengine.cards.classify`).
Nothing during the combat fires it again: a creature put onto the battlefield attacking by ninjutsu (702.49c), or
returned by persist or undying (702.79a, 702.93a), arrives after the step, so the line is **irrelevant**.

It stays **unmodelled** when what it did still acts later in the combat and the board has no field for it (611.2a:
an effect "this combat" or "this turn"):

* a requirement or a restriction on attacking or blocking ("attacks this combat if able", "can't block this
  combat", goad 701.15a): the board's declarations would be checked without it (508.1c–d, 509.1b–c);
* a prevention or a replacement ("the next time … would deal combat damage … prevent that damage", 615);
* a delayed or granted trigger ("whenever this creature blocks … this combat", a quoted ability, 603.7); a
  reflexive trigger ("When you do, …", 603.12) resolves in the same step and is read as part of the ability;
* a copy effect or a switch of power and toughness (707.2, 613.4d): the permanent is not its printed self, and a
  later pump goes into its layer beneath the switch (613.4c, 613.4d);
* a keyword granted until end of turn or of combat that the engine does not model ("gains firebending 1"), which the
  board can't give, or a land made a creature by earthbend (a keyword action newer than the June 2025 rules: the land gets a
  trigger that returns it to the battlefield when it dies, which can fire in the combat);
* an effect that lasts while its source stays (610.3) or a second trigger condition (603.2), as for any line
  (:mod:`pyengine.cards.hazards`);
* an effect on how the declarations are checked ("can attack this turn as though it didn't have defender",
  508.1c, 702.3b): the board's attack would be checked against the printed defender;
* a loss of abilities ("loses all abilities", "loses defender" until end of turn, 613.1f): the board can leave an
  ability out of the creature's own fields, but a static ability elsewhere (a lord's, 611.3a) would give it again,
  where the loss, later in timestamp order, removes it (613.7);
* a spell cast as it resolves ("you may cast a spell … from your graveyard", discover, 608.2g, 701.57a): any
  spell, a prevention or a restriction "this turn" among them (a Fog), whose effect the board doesn't hold;
* the Ring tempting its controller (701.54a, 701.54c): the Ring's abilities on the Ring-bearer ("can't be blocked
  by creatures with greater power", "whenever your Ring-bearer deals combat damage to a player") act in the combat
  and the board has no Ring-bearer;
* a counter that acts as a replacement effect the board doesn't keep (a finality counter, 122.1h: it is exiled
  instead of dying in the combat);
* mana added to a pool ("add {R}"): under the current rules it empties as the step ends (500.4), but under the
  1999–2009 rules a pool emptied only as a phase ended, so the mana lasted through the combat and an unspent one
  cost its player 1 life as the combat phase ended (mana burn, removed in 2009).

A modal trigger ("At the beginning of combat on your turn, choose one —") is read with its modes (700.2): one mode
with such an effect keeps the whole ability unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .hazards import reaches_combat

#: The trigger condition (500.6, 603.2b): of each combat, or of the combat of one player's turn.
_AT_BEGINNING_OF_COMBAT = re.compile(r"^at the beginning of (?:each )?combat(?: on [a-z' ]*?turns?)?, ",
                                     re.IGNORECASE)

#: What still acts later in this combat with no field on the board (the module's list).
_STILL_ACTING = re.compile(
    r"\bthis combat\b|\bif able\b|\bcan't\b|\bprevent|\bwould\b|\bwhenever\b|\bwhen\b|\bthe next time\b|"
    r"\bcop(?:y|ies)\b|\bgoad|\bswitch|\"|\bfor as long as\b|\bleaves the battlefield\b|"
    r"\b(?:and|or) (?:when|whenever|at)\b|\bearthbend|"
    r"\bas though\b|"                                                      # 508.1c, 702.3b: the declarations' checks
    r"\blos(?:es?|ing) (?!(?:\d+|x|that much|half|the game|life|a flip|the flip|flips)\b)|"  # 613.1f, 613.7: an ability lost
    r"\b(?:may|and|then) cast\b|(?:^|[.,] )cast (?:it|that|them|the copy|copies)\b|\bwithout paying\b|"
    r"\bdiscover\b|\bcascade\b|"                                         # 608.2g, 701.57a: a spell cast
    r"\bthe ring tempts\b|\bfinality counter|"                            # 701.54c; 122.1h
    r"\badd \{|\badd [a-z ]*\bmana\b", re.IGNORECASE)                     # mana burn (1999-2009)

#: A reflexive trigger (603.12): it triggers and resolves in the same step, before attackers are declared.
_REFLEXIVE = re.compile(r"\bwhen you do, ", re.IGNORECASE)

#: A keyword grant until the end of the turn or of the combat (611.2a), and the keywords it names.
_GRANT = re.compile(r"\bgains? (?!control\b)(?:your choice of )?(?P<keywords>[a-z][a-z0-9 ,]*?) until end of (?:turn|combat)",
                    re.IGNORECASE)


def at_beginning_of_combat(line: str) -> bool:
    """Whether ``line`` (ability word removed, the card's name as CARDNAME) triggers at the beginning of combat.

    >>> at_beginning_of_combat("At the beginning of combat on your turn, put a +1/+1 counter on target creature.")
    True
    >>> at_beginning_of_combat("At the beginning of each combat, this creature gets +1/+0 until end of turn.")
    True
    >>> at_beginning_of_combat("Whenever this creature attacks, it gets +1/+0 until end of turn.")
    False
    """
    return _AT_BEGINNING_OF_COMBAT.match(line.strip()) is not None


def resolved_before_attacks(line: str, modes: Iterable[str], known_keywords: Mapping[str, str],
                            target_only_keywords: Iterable[str]) -> bool:
    """Whether a beginning-of-combat trigger (``line``, with the ``modes`` that follow it) is irrelevant: it
    resolved before attackers were declared and nothing of it still acts in the combat (the module's list).

    ``known_keywords`` are the printed keywords the engine models, ``target_only_keywords`` those that only limit
    targeting (hexproof, shroud, ward), which a grant may give too.

    >>> known = {"flying": "flying", "trample": "trample", "lifelink": "lifelink", "haste": "haste"}
    >>> resolved_before_attacks("At the beginning of combat on your turn, target creature you control gets +1/+1 "
    ...                         "and gains trample until end of turn.", [], known, ["hexproof"])
    True
    >>> resolved_before_attacks("At the beginning of each combat, up to one target creature can't block this combat.",
    ...                         [], known, ["hexproof"])
    False
    >>> resolved_before_attacks("At the beginning of combat on your turn, creatures you control gain firebending 1 "
    ...                         "until end of turn.", [], known, ["hexproof"])
    False
    >>> resolved_before_attacks("At the beginning of combat on your turn, choose one —",
    ...                         ["• Put a +1/+1 counter on this creature.", "• Target creature can't block this turn."],
    ...                         known, ["hexproof"])
    False
    """
    texts = [_REFLEXIVE.sub("", text) for text in (line, *modes)]
    if not at_beginning_of_combat(line) or reaches_combat(line):
        return False
    if any(_STILL_ACTING.search(text) for text in texts):
        return False
    allowed = {k.lower() for k in known_keywords} | {k.lower() for k in target_only_keywords}
    for text in texts:
        for grant in _GRANT.finditer(text):
            names = [k.strip() for k in re.split(r",? and |,? or |, ", grant.group("keywords").lower()) if k.strip()]
            if not names or any(name not in allowed for name in names):
                return False
    return True
