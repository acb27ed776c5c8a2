"""Triggers that fire only on a player's own choice: casting a spell, a land entering. They are **choices**.

Prowess (702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn"),
"Whenever you cast an instant or sorcery spell, this creature gets +1/+0 until end of turn" and landfall
("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn"; landfall is
an ability word, with no rules meaning of its own, 207.2c) are triggered abilities (603.2) whose trigger
event is a player's own act: casting a spell (601.2), or a land entering, which is playing a land (305.1)
or a spell or ability putting one onto the battlefield. Nothing the engine itself resolves during combat
casts a spell or puts a land onto the battlefield, so such a trigger fires only where the board's
``actions`` say that something happened, exactly like an activated ability (602): the card keeps the line
in its ``choices``, and a ``pump`` action (``"power": 1, "toughness": 1``) or a ``grant`` action (a
keyword until end of turn) on the creature says that it triggered and resolved.

Only the exact forms below are read: the creature itself "gets +N/+N" and/or "gains KEYWORD" (a keyword
the engine models, so that a ``grant`` action can say it) "until end of turn". Anything else in such a
trigger (a counter, damage, life, "you may", an intervening "if", another creature, an amount that
depends on the spell) leaves the line unmodelled. Extort (702.101a) drains life as a spell is cast: no
action sets a player's life, so it stays unmodelled too.

A permanent's own "When this creature is turned face up, …" (morph, megamorph, disguise: 702.37e, 702.168d,
708.8) is a choice too, whatever its effect. A board that names the card has it face up: it was either turned face
up before the board (the board shows the result, as it shows an enters trigger's, 603.6a) or is turned face up
during the combat, which only its controller does, as a special action any time they have priority (116.2b,
702.37e), like activating an ability (602); the board's ``actions`` say what the trigger did. Nothing the engine
resolves turns a permanent face down or face up. Another permanent turned face up ("Whenever a permanent you
control is turned face up") is not this form, and stays unmodelled; so does one whose effect is still running this
turn with no field on the board ("… all damage that would be dealt to it this turn is dealt to target creature
instead", "target creature can't block this turn": turned face up in the main phase, it reaches the combat, 611.2a;
cards/hazards.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .hazards import SELF

_IT = rf"(?:it|{SELF})"
_KEYWORD = r"[a-z][a-z ]*?"
_LIST = rf"{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*"
_PUMP = r"[+-]\d+/[+-]\d+"
#: What the creature gets: a fixed pump, a keyword, or both, until end of turn (514.2).
_EFFECT = rf"{_IT} (?:gets {_PUMP}(?: and gains (?P<also>{_LIST}))?|gains (?P<keywords>{_LIST})) until end of turn\.?$"
#: The spell, as the trigger condition describes it: no clause of its own (no "if", no "that"-effect).
_SPELL = (r"(?:a|an|your (?:first|second) )(?![^,]*\bif\b)[^.:\"]*?\bspell(?: that targets " + SELF + r")?"
          r"(?: each turn)?")
_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^whenever you cast(?: or copy)? {_SPELL}, {_EFFECT}",      # 601.2i: it becomes cast; 707.10: a copy
    rf"^whenever a land you control enters, {_EFFECT}",           # 305.1, 603.6a
    rf"^whenever a land enters(?: the battlefield)? under your control, {_EFFECT}",
))

#: Keywords a trigger may grant and still be a choice: each matters only when combat damage is assigned or
#: dealt (510.1, 510.2, 702.2b, 702.7b, 702.4b, 702.15b, 702.19b, 702.12b, 702.80c, 702.90b), so a ``grant``
#: action after blocks gives the same combat as the keyword since the main phase. A keyword that matters as
#: attackers or blockers are declared (flying, fear, intimidate, landwalk, vigilance, battle cry, haste, menace…:
#: 508.1, 509.1) can't be said by an action, which comes after blocks at the earliest: such a line stays
#: unmodelled, for the board to give the keyword in the permanent's own ``keywords``.
DAMAGE_TIME_KEYWORDS = frozenset({"first_strike", "double_strike", "trample", "deathtouch", "lifelink",
                                  "indestructible", "infect", "wither"})

#: Keywords whose whole ability is such a trigger (702.108a prowess).
CHOICE_KEYWORDS = frozenset({"prowess"})


def is_choice_trigger(line: str, keyword_names: Mapping[str, str]) -> bool:
    """Whether ``line`` (ability word removed, the card's name as CARDNAME) is a trigger on casting a spell or a
    land entering that only pumps this creature or gives it keywords the engine models until end of turn.

    >>> names = {"flying": "flying", "trample": "trample"}
    >>> is_choice_trigger("Landfall — Whenever a land you control enters, this creature gains flying until end of turn.", names)
    False
    >>> is_choice_trigger("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.", names)
    True
    >>> is_choice_trigger("Whenever a land you control enters, CARDNAME gets +2/+2 and gains trample until end of turn.", names)
    True
    >>> is_choice_trigger("Whenever you cast a noncreature spell, put a +1/+1 counter on this creature.", names)
    False
    """
    found = next((m for m in (form.match(line.strip()) for form in _FORMS) if m), None)
    if found is None:
        return False
    listed = found.group("keywords") or found.group("also")
    if listed:
        names = [k.strip() for k in re.split(r", and |, | and ", listed.lower()) if k.strip()]
        if not names or any(k not in keyword_names or keyword_names[k] not in DAMAGE_TIME_KEYWORDS for k in names):
            return False
    return True


#: Its own trigger on being turned face up (708.8), with no second condition ("enters or is turned face up").
_FACE_UP = re.compile(rf"^when(?:ever)? {SELF} is turned face up, ", re.IGNORECASE)


def is_face_up_trigger(line: str) -> bool:
    """Whether ``line`` (ability word removed, the card's name as CARDNAME) is the permanent's own trigger on being
    turned face up, which fires only on its controller's special action (116.2b, 702.37e): a choice.

    >>> is_face_up_trigger("When this creature is turned face up, target creature gets -3/-3 until end of turn.")
    True
    >>> is_face_up_trigger("Whenever a permanent you control is turned face up, draw a card.")
    False
    """
    return _FACE_UP.match(line.strip()) is not None


def turned_face_up_choice(printed: str) -> bool:
    """Whether a card's choice (as printed) is its trigger on being turned face up: worded "if it was turned face
    up", not "if it was activated".

    >>> turned_face_up_choice("When Den Protector is turned face up, return target card to your hand.")
    True
    """
    return re.match(r"^(?:[^—:{]* — )?when\b[^,:{]* is turned face up, ", printed.strip(), re.IGNORECASE) is not None


def triggers_on_a_choice(printed: str) -> bool:
    """Whether a card's choice (as printed) is a trigger on a spell cast or a land entering, not an activated
    ability: it is worded "if it triggered", not "if it was activated".

    >>> triggers_on_a_choice("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.")
    True
    >>> triggers_on_a_choice("{R}: This creature gets +1/+0 until end of turn.")
    False
    """
    return printed.strip().lower() in CHOICE_KEYWORDS or re.match(r"^(?:[^—:{]* — )?whenever\b", printed.strip(),
                                                                   re.IGNORECASE) is not None
