"""What a triggered ability does, read as the board's actions can say it: the effect half of a choice trigger.

:mod:`pyengine.cards.choice_triggers` finds the triggers that only a player's act can fire (a spell cast, a land
entering, a card cycled or discarded, a permanent sacrificed); this module reads what such a trigger does, after its
condition's comma, and sorts the effect three ways:

* **stated** — every part of it is something a scenario's ``actions`` can say happened: power and toughness until
  end of turn (``pump``, 611.2a), a keyword that matters only as combat damage is assigned or dealt (``grant``), a
  fixed amount of damage from this permanent (``deal``, 120.2), +1/+1 or -1/-1 counters (``counters``, 122.1a),
  life gained or lost (``life``, 119.3), a permanent leaving the battlefield (``remove``: sacrificed 701.21a,
  destroyed 701.8a, exiled 701.13a, or returned to its owner's hand), a prevention shield (``prevent``, 615.7). Parts
  wholly outside the combat (below) may come with them. Each of these results can also stand on the board itself
  when the trigger resolved before the combat: the permanent's ``counters`` and ``damage``, the player's ``life``.
* **outside** — every part of it touches only what the engine does not track, so whether it triggered changes
  nothing the engine resolves (the reasoning of :mod:`pyengine.cards.inert` and :mod:`pyengine.cards.outside`):
  drawing, looting, scrying, surveilling and milling move cards between a library, a hand and a graveyard (121.1,
  701.9a, 701.22a, 701.25a, 701.17a); a Treasure, Clue or Food token is a noncreature artifact no board refers to
  (111.10); mana empties between steps and the engine tracks none (106.4); energy counters are a player's counters
  that nothing in combat damage reads (107.14, 122.1). Such a trigger is **irrelevant**, not a choice: no action
  would add anything to the board.
* anything else is **None**, and the line stays unmodelled: a creature token (a combatant the board can't add
  mid-combat, 111.1), "for each" something, a discard alone (it may be the board's ninja in hand, inert.py), an amount that depends on the spell or on "that much", a condition
  ("if", "unless", "instead"), a cost that is not mana ("you may pay 2 life", "you may sacrifice …"), a keyword
  that matters as attackers or blockers are declared (flying, menace…: an action comes after blocks at the
  earliest, 508.1, 509.1), tapping or untapping, "can't block", control, copies.

Each part must be one of the exact forms below, and the whole effect must be read: the forms are joined by
", then", "and" or a full stop. "You may" before a form is the player's choice again, which the actions say; "you may
pay {mana}. If you do," is a cost the engine doesn't track (601.2f, 106.4). "This ability triggers only once each
turn." limits how often the actions may say it triggered, and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .hazards import SELF
from .inert import INERT_CLAUSES
from .statics import _LIST  # one grammar of keyword lists for statics, lords and these effects

#: A number as printed: a digit or a word (never X, which the game sets).
_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_PUMP = r"[+-]\d+/[+-]\d+"
#: A creature a pump, a grant or counters may be for: this one, a target one, or every one its player controls.
_CREATURE = (rf"(?:{SELF}|(?:up to one |another )?target creature(?: you control| an opponent controls| you don't "
             r"control)?|(?:other )?creatures you control|each (?:other )?creature you control)")
#: What a fixed amount of damage from this permanent may be dealt to (each a ``deal`` action, 120.2). Not "each
#: player": the actions are carried out one at a time, with state-based actions after each, so two players both
#: dropping to 0 at once (a draw, 104.4a, 704.3) could not be said.
_RECIPIENT = (r"(?:any target|each opponent|that player|target (?:opponent|player|creature|planeswalker|"
              r"creature or planeswalker|player or planeswalker|opponent or planeswalker|creature or player|"
              r"creature an opponent controls|creature you don't control)|up to one target creature)")
_PLAYERS = r"(?:each opponent|each other player|target opponent|target player|that player|they)"  # not "each player": above
_MANA = r"(?:\{(?:\d+|[WUBRGCS]|[WUBRG2]/[WUBRGP])\})+"

#: The parts an action can say, each a whole clause (case ignored). ``keywords`` names keywords to check.
_STATED = tuple(re.compile(p, re.IGNORECASE) for p in (
    # 611.2a: until end of turn; a grant only of a keyword that matters as damage is dealt (choice_triggers).
    rf"{_CREATURE} gets? {_PUMP}(?: and gains? (?P<also>{_LIST}))? until end of turn",
    rf"{_CREATURE} gains? (?P<keywords>{_LIST}) until end of turn",
    rf"{SELF} deals? {_N} damage to {_RECIPIENT}",                                      # 120.2: a deal action
    rf"put {_N} [+-]1/[+-]1 counters? on {SELF} and it deals {_N} damage to {_RECIPIENT}",   # counters, deal
    rf"put {_N} [+-]1/[+-]1 counters? on {_CREATURE}",                                   # 122.1a, 122.6
    rf"(?:you )?gain {_N} life",                                                        # 119.3
    rf"(?:you )?lose {_N} life",
    rf"{_PLAYERS} loses? {_N} life",
    rf"sacrifice {SELF}",                                                               # 701.21a: remove
    rf"return {SELF} to its owner's hand",
    rf"(?:destroy|exile) target creature(?: an opponent controls| you don't control)?",  # 701.8a, 701.13a
    rf"return target creature(?: an opponent controls| you don't control)? to its owner's hand",
    rf"prevent the next {_N} damage that would be dealt to (?:{SELF}|any target|target creature|you) this turn",
))

#: The parts wholly outside what the engine tracks: :mod:`pyengine.cards.inert`'s clauses (draw, scry, surveil, mill,
#: the predefined noncreature tokens, energy), a loot (a discard after a draw: never the board's ninja in hand, which
#: inert.py keeps unmodelled alone), and mana (106.4).
_OUTSIDE = tuple(re.compile(p, re.IGNORECASE) for p in (
    *(pattern for pattern, _ in INERT_CLAUSES),
    rf"(?:you )?draw (?:a card|{_N} cards), then discard (?:a card|{_N} cards)",       # 121.1, 701.9a
    rf"add {_MANA}", r"add one mana of any color",                                       # 106.4
))

_JOIN = re.compile(r"(?:,? then |,? and |\. )", re.IGNORECASE)
_YOU_MAY = re.compile(r"you may (?:have )?", re.IGNORECASE)
_PAY = re.compile(rf"you may pay {_MANA}\. (?:if|when) you do, ", re.IGNORECASE)
_ONCE = re.compile(r"\. this ability triggers only once each turn\.?$", re.IGNORECASE)


def read_effect(effect: str, keyword_names: Mapping[str, str], damage_time: frozenset[str]) -> str | None:
    """``"stated"``, ``"outside"`` or None for the effect of a trigger (the text after its condition's comma).

    ``keyword_names`` maps a printed keyword to the engine's name, ``damage_time`` the engine's keywords a
    ``grant`` action can say.

    >>> from pyengine.cards.choice_triggers import DAMAGE_TIME_KEYWORDS as D
    >>> names = {"trample": "trample", "flying": "flying"}
    >>> read_effect("put a +1/+1 counter on this creature.", names, D)
    'stated'
    >>> read_effect("this creature deals 1 damage to each opponent and you gain 1 life.", names, D)
    'stated'
    >>> read_effect("scry 1.", names, D)
    'outside'
    >>> read_effect("create a 1/1 white Soldier creature token.", names, D) is None
    True
    >>> read_effect("target creature gains flying until end of turn.", names, D) is None
    True
    """
    text = _ONCE.sub("", effect.strip())
    text = _PAY.sub("", text, count=1)
    kinds = _parts(text.rstrip(". "), keyword_names, damage_time)
    if kinds is None:
        return None
    return "stated" if "stated" in kinds else "outside"


def _parts(text: str, keyword_names: Mapping[str, str], damage_time: frozenset[str]) -> list[str] | None:
    """The kind of each part of ``text``, read whole from left to right (the first reading that covers it)."""
    if not text:
        return None
    may = _YOU_MAY.match(text)
    body = text[may.end():] if may else text
    for kind, forms in (("stated", _STATED), ("outside", _OUTSIDE)):
        for form in forms:
            found = form.match(body)
            if found is None or not _grantable(found, keyword_names, damage_time):
                continue
            rest = body[found.end():]
            if not rest:
                return [kind]
            join = _JOIN.match(rest)
            if join is None:
                continue
            after = _parts(rest[join.end():], keyword_names, damage_time)
            if after is not None:
                return [kind] + after
    return None


def _grantable(found: re.Match[str], keyword_names: Mapping[str, str], damage_time: frozenset[str]) -> bool:
    """Whether every keyword the part gives is one a ``grant`` action can say (choice_triggers.DAMAGE_TIME_KEYWORDS)."""
    listed = found.groupdict().get("keywords") or found.groupdict().get("also")
    if not listed:
        return True
    names = [k.strip() for k in re.split(r", and |, | and ", listed.lower()) if k.strip()]
    return bool(names) and all(k in keyword_names and keyword_names[k] in damage_time for k in names)
