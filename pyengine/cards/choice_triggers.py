"""Triggers that fire only on a player's act (a spell cast, a land entering, a card cycled, a permanent sacrificed…).

Prowess (702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn"), magecraft,
heroic, landfall (ability words, with no rules meaning of their own, 207.2c) and the like are triggered abilities
(603.2) whose trigger event is something a player does, and which nothing the engine itself resolves during combat
can do. The events read here, each a whole condition:

* a spell cast or copied — by you, an opponent or any player ("whenever you cast a noncreature spell", "whenever
  you cast or copy an instant or sorcery spell", "whenever an opponent casts a spell", heroic's "whenever you cast
  a spell that targets this creature"): a spell becomes cast when its player finishes casting it (601.2i), a copy
  is put on the stack by the effect that copies it (707.10); the engine casts nothing;
* a land entering, or played ("whenever a land you control enters", "whenever a land enters under your control",
  "whenever you play a land"): a player plays a land in a main phase (305.1), or a spell or ability puts one onto
  the battlefield; the engine puts no land onto the battlefield;
* a card cycled ("whenever you cycle a card"): cycling is an activated ability from the hand (702.29a);
* a permanent sacrificed ("whenever you sacrifice a creature"): only its controller sacrifices, as a cost or an
  effect (701.21a), and the engine sacrifices nothing: the board's ``remove`` action says a sacrifice happened;
* an ability activated (602.2: the engine's own abilities are triggered, not activated), mana expended (700.14), a
  die rolled or a coin flipped (706.1, 705.1), a card foretold (702.143a: a special action from the hand).

Not among them, because the engine itself can make them happen during combat: a creature entering (undying and
persist return creatures, ninjutsu puts one onto the battlefield: 702.93a, 702.79a, 702.49c), a creature dying,
damage being dealt, a player gaining life (lifelink, 702.15b), a permanent becoming the target of an ability
(provoke's trigger targets, 702.39a), an enchantment entering (a bestow creature returned by undying). Nor a card
drawn or discarded, a scry or a surveil (121.1, 701.9a, 701.22a, 701.25a): a dies or combat-damage trigger that
does one of them is irrelevant to the engine (:mod:`pyengine.cards.inert`), so it resolves unseen, by no player's
choice ("Whenever this creature deals damage to an opponent, draw a card" fires "whenever you draw a card", and
"that player discards a card" fires "whenever an opponent discards a card"), and no action can say what followed
the last combat damage step: such a trigger is irrelevant when its own effect is outside what the engine tracks,
and otherwise stays unmodelled (``_SILENT_EVENTS``).

Such a trigger fires only where the board's ``actions`` say that something happened, exactly like an activated
ability (602): the card keeps the line in its ``choices``, when what it does is something the actions can state
(a ``pump``, a ``grant``, ``deal``, ``counters``, ``life``, ``remove``, ``prevent``:
:mod:`pyengine.cards.trigger_effects`), and the actions say that it triggered and resolved. One whose whole effect
is outside what the engine tracks (draw a card, scry 1, add {R}) is **irrelevant**: whether it triggered, no action
would change the board. Anything else (a token, "for each", an amount that depends on the spell, an intervening
"if", a cost that is not mana, a keyword that counts as blockers are declared) leaves the line unmodelled.
Extort (702.101a: "whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you gain
life equal to the total life lost this way") is such a choice too: ``life`` actions say it, one for each opponent
and one for you.

A land creature (Dryad Arbor) returned by undying or persist is a land entering that the engine resolves; no such
creature has either keyword printed, and a board that gives it one warns nothing of its landfall: a known gap.

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

from .hazards import SELF, reaches_combat
from .trigger_effects import read_effect

#: The spell, as the trigger condition describes it, up to the condition's comma: any spell it names ("an instant or
#: sorcery spell", "a spell with mana value 4 or greater", "a spell that targets this creature", "your second spell
#: each turn") is still cast by a player; no intervening "if" (603.4), which the effect reader refuses anyway.
_SPELL = r"(?:a|an|your (?:first|second|third) )(?![^,]*\bif\b)[^.:,\"]*?(?:, [^.:,\"]*?)*?\bspells?\b[^.:,\"]*"
_WHO = r"(?:you|an opponent|a player|another player)"
_SOME = r"(?:a|an|another|one or more)"
#: Each trigger condition only a player's act can meet (the module's list), up to its comma.
_EVENTS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^whenever {_WHO} casts?(?: or cop(?:y|ies))? {_SPELL}, ",            # 601.2i: it becomes cast; 707.10
    rf"^whenever you copy {_SPELL}, ",                                       # 707.10
    r"^whenever (?:a land|one or more lands) (?:you control|an opponent controls) enters?(?: during your turn)?, ",
    r"^whenever (?:a land|one or more lands) enters?(?: the battlefield)?(?: under (?:your|an opponent's) control)?"
    r"(?: during your turn)?, ",                                             # 305.1, 603.6a
    rf"^whenever {_WHO} plays? a land, ",                                    # 305.1
    rf"^whenever {_WHO} cycles? {_SOME} (?:[a-z]+ )?cards?, ",               # 702.29a
    rf"^whenever {_WHO} sacrifices? {_SOME} [a-z' ]+?, ",                    # 701.21a
    r"^whenever you activate (?:a|an) [^,]*?\babilit(?:y|ies)\b[^,]*, ",       # 602.2
    r"^whenever you expend \d+, ",                                           # 700.14
    r"^whenever you (?:roll (?:one or more dice|a die|a \d+ or higher on a die|your (?:first|second|third) die each "
    r"turn)|flip (?:a coin|one or more coins)|win a coin flip), ",          # 706.1, 705.1
    r"^whenever you foretell a card, ",                                      # 702.143a: a special action
))
#: Acts that a trigger the engine counts irrelevant can perform too, with nothing on the board to say so: a dies or
#: combat-damage trigger that draws, loots, scries or surveils, or makes the damaged player discard (inert.py:
#: Thieving Magpie's "Whenever this creature deals damage to an opponent, draw a card") is resolved by no one's
#: choice once the creature dies or deals the damage (603.2, 603.3), and its draw fires "whenever you draw a card"
#: (121.1), its discard "whenever an opponent discards a card" (701.9a). A trigger on one of them is irrelevant when
#: its own effect is outside what the engine tracks, and otherwise unmodelled, never a choice: no action states
#: a trigger after the last combat damage step, and none should be needed where no player chose anything.
_SILENT_EVENTS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^whenever {_WHO} (?:discards?|cycles? or discards?) {_SOME} (?:[a-z]+ )?cards?, ",  # 701.9a
    r"^whenever you draw (?:a card|one or more cards|your (?:first|second|third) card each turn), ",  # 121.1
    r"^whenever you (?:scry|surveil), ",                                     # 701.22a, 701.25a
))

#: Keywords a trigger may grant and still be a choice: each matters only when combat damage is assigned or
#: dealt (510.1, 510.2, 702.2b, 702.7b, 702.4b, 702.15b, 702.19b, 702.12b, 702.80c, 702.90b), so a ``grant``
#: action after blocks gives the same combat as the keyword since the main phase. A keyword that matters as
#: attackers or blockers are declared (flying, fear, intimidate, landwalk, vigilance, battle cry, haste, menace…:
#: 508.1, 509.1) can't be said by an action, which comes after blocks at the earliest: such a line stays
#: unmodelled, for the board to give the keyword in the permanent's own ``keywords``.
DAMAGE_TIME_KEYWORDS = frozenset({"first_strike", "double_strike", "trample", "deathtouch", "lifelink",
                                  "indestructible", "infect", "wither"})

#: Keywords whose whole ability is such a trigger (702.108a prowess, 702.101a extort).
CHOICE_KEYWORDS = frozenset({"prowess", "extort"})


def choice_trigger(line: str, keyword_names: Mapping[str, str]) -> str | None:
    """``"choice"`` when ``line`` (ability word removed, the card's name as CARDNAME) is a trigger on a player's act
    whose effect the board's actions can state, ``"irrelevant"`` when that effect is wholly outside what the engine
    tracks, None otherwise (the line is for the other readers, or unmodelled).

    >>> names = {"flying": "flying", "trample": "trample"}
    >>> choice_trigger("Whenever you cast a noncreature spell, put a +1/+1 counter on this creature.", names)
    'choice'
    >>> choice_trigger("Whenever you cycle or discard a card, scry 1.", names)
    'irrelevant'
    >>> choice_trigger("Whenever another creature you control enters, put a +1/+1 counter on this creature.", names)
    """
    text = line.strip()
    if reaches_combat(text):
        return None
    found = next((m for m in (event.match(text) for event in _EVENTS) if m), None)
    silent = next((m for m in (event.match(text) for event in _SILENT_EVENTS) if m), None)
    found = found or silent
    if found is None or re.search(r"\bif\b", found.group(0), re.IGNORECASE):  # an intervening "if" (603.4)
        return None
    effect = read_effect(text[found.end():], keyword_names, DAMAGE_TIME_KEYWORDS)
    if silent is not None:  # an irrelevant dies or damage trigger may have drawn, scried or discarded
        return "irrelevant" if effect == "outside" else None
    return {"stated": "choice", "outside": "irrelevant"}.get(effect or "")


def is_choice_trigger(line: str, keyword_names: Mapping[str, str]) -> bool:
    """Whether ``line`` is a trigger on a player's act that the board's actions state (:func:`choice_trigger`).

    >>> names = {"flying": "flying", "trample": "trample"}
    >>> is_choice_trigger("Landfall — Whenever a land you control enters, this creature gains flying until end of turn.", names)
    False
    >>> is_choice_trigger("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.", names)
    True
    >>> is_choice_trigger("Whenever a land you control enters, CARDNAME gets +2/+2 and gains trample until end of turn.", names)
    True
    """
    return choice_trigger(line, keyword_names) == "choice"


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
    """Whether a card's choice (as printed) is a trigger on a player's act (a spell cast, a land entering…), not an
    activated ability: it is worded "if it triggered", not "if it was activated".

    >>> triggers_on_a_choice("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.")
    True
    >>> triggers_on_a_choice("{R}: This creature gets +1/+0 until end of turn.")
    False
    """
    return printed.strip().lower() in CHOICE_KEYWORDS or re.match(r"^(?:[^—:{]* — )?whenever\b", printed.strip(),
                                                                   re.IGNORECASE) is not None
