"""Lines whose whole ability works outside the combat a board describes: honestly "irrelevant".

Found by auditing the lines :mod:`pyengine.cards.classify` left as "other" (issue 25): each group below
names what the ability touches and the rule that puts it outside combat damage. The engine resolves a
combat from the declare attackers step to the end of the combat damage step (506.1, 510): it tracks the
players' life and poison, and the permanents on the battlefield; it does not track mana (106.4), costs
(601.2f), the library, hand or graveyard contents, deck building, or the steps before and after combat.
The board's own ``actions`` stand for every spell and ability used during combat, whatever it cost.

An ability is irrelevant here only when nothing it can do is something the engine tracks. A line that
can change combat damage, its assignment, who is in combat, the players' life, or what dies during the
combat damage step (510, 511, 704) is not listed, and stays unmodelled: a wrong "irrelevant" is a bug.
"""

from __future__ import annotations

import re

_SELF = r"(?:this creature|this permanent|this vehicle|CARDNAME)"
_COST = r"(?:\{[^}]+\})+"

#: Each pattern (a whole line, case ignored) and why it is irrelevant.
OUTSIDE_LINES: tuple[tuple[str, str], ...] = (
    # 601.2f: a cost change changes what is paid, not what the spell or ability does; the board's actions
    # are taken as done, with no mana tracked (106.4).
    # (Nothing else may be in the sentence: "creatures you control have first strike and equip abilities …
    # cost {1} less" is an anthem first.)
    (rf"^(?!.*\b(?:have|has|gets?|gains?|loses?|can't|deals?|and (?:each|you|target))\b)[^.:]*\b(?:spells?|abilities|ability)\b[^.:]*\bcosts? {_COST} (?:less|more) to (?:cast|activate)"
     r"(?:, where X is [^.]+)?\.?$", "cost change (601.2f)"),
    (rf"^if [^,]+, this spell costs\b[^.]*\.?$", "cost change (601.2f)"),
    # "Equip costs you pay cost {1} less", "Dash costs you pay cost {2} less", "Blitz costs you pay cost {1} less for
    # each …": what a keyword's cost is (601.2f), nothing the ability does.
    (rf"^(?:equip|dash|blitz|ninjutsu|cycling|kicker|flashback|unearth|embalm|eternalize|encore) costs you pay cost "
     rf"{_COST} (?:less|more)\b[^.]*\.?$", "cost change (601.2f)"),
    # 118.9: an alternative cost, and restrictions on how this card is cast: it is on the battlefield already.
    (r"^you may pay [^.]+ rather than pay this spell's mana cost\.?"
     r"(?: spend only mana produced by [^.]+ to cast (?:it|this spell) this way\.)?$", "alternative cost (118.9)"),
    (r"^spend only mana produced by [^.]+ to cast this spell\.?$", "casting this card (601.2)"),
    (r"^cast this spell only\b[^.]*\.?$", "casting this card (601.3)"),
    (r"^escape—[^.]+\.?$", "escape: casting from a graveyard (702.138a)"),
    # 614.1c: how this permanent enters; it is on the battlefield already, as the board gives it.
    (rf"^if [^,]+ to cast (?:this spell|it)[^,]*, {_SELF} enters with\b[^.]*\.?$", "as it enters (614.1c)"),
    (rf"^{_SELF} escapes with\b[^.]*\.?$", "as it enters (614.1c, 702.138c)"),
    (rf"^{_SELF} enters turned on\.?$", "as it enters (614.1c)"),
    # 100.2a, 903.3: deck building, the companion and the draft happen before the game.
    (r"^your starting deck\b[^.]*\.?$", "deck building (702.139a)"),
    (r"^during deckbuilding\b", "deck building (100.2a)"),
    (r"^reveal this card as you draft it\b", "the draft (905)"),
    # 402.2: hand size matters in the cleanup step (514.1), after combat.
    (r"^(?:each opponent's|your) maximum hand size is (?:reduced|increased) by [^.]+\.?$", "hand size (402.2)"),
    # 305.1: a land is played in a main phase with an empty stack, never during combat.
    (r"^you may play lands from the top of your library\.?$", "playing lands (305.1)"),
    # 504.1: the draw step is before combat.
    (r"^skip your draw step\.?$", "the draw step (504.1)"),
    # 106.4: mana empties between steps; the engine tracks no mana.
    (r"^you don't lose unspent [a-z ]*mana as steps and phases end\.?$", "mana (106.4)"),
    # 401.2, 406.3: looking at a library or exiled cards is information, not an effect on the board.
    (r"^(?:any time, )?you may look at (?:the top card of your library|cards exiled with [^.]+)\b[^.]*\.?$",
     "looking at cards (401.2, 406.3)"),
    (r"^(?:players|each player) plays? with the top card of their librar(?:y|ies) revealed\.?$",
     "a revealed library (401.2)"),
    # 702.29, 702.94, 702.85: cycling, miracle and foretell work from the hand; none is a combat action
    # (a card in hand with ninjutsu is not listed: that one matters, 702.49a).
    (r"^(?:each|nonland|each nonland|each historic|each creature|each nonland creature) cards? in your hand"
     r"(?: without [a-z]+)? ha(?:s|ve) (?:\w*cycling|miracle|foretell)\b[^.]*\.?"
     r"(?: its foretell cost is [^.]+\.)?$", "an ability of cards in hand (702.29, 702.94, 702.143)"),
    # 407.1: ante is played for before the game; this line is about the deck before the game begins.
    (r"^remove this card from your deck before playing if you're not playing for ante\.?$", "ante (407.1)"),
    # 702.143a: foretelling is a special action that exiles a card from its owner's hand: a hand, not the board.
    (rf"^foretelling cards from your hand costs {_COST} less(?: and can be done on any player's turn)?\.?$",
     "foretell (702.143a)"),
    # 701.6a: whether a spell is countered decides whether it resolves, which the board's actions say.
    (r"^(?:creature |noncreature |instant and sorcery )?spells you control can't be countered\.?$",
     "countering (701.6a)"),
    # 702.122a: crew is a cost (tapping untapped creatures with total power N): a Vehicle on the board is crewed.
    (rf"^{_SELF} crews vehicles as though its power were \d+ greater\.?$", "crew's cost (702.122a)"),
    # 502.3: the untap step is before combat.
    (rf"^untap (?:{_SELF}|all (?:creatures|permanents) you control) during each other player's untap step\.?$",
     "the untap step (502.3)"),
    # 605.1a: mana abilities make mana, which the engine does not track (106.4).
    (r"^lands you control have \"\{t\}: add [^\"]*\.\"\.?$", "mana abilities (605.1a, 106.4)"),
    # 505.1, 514: a main phase is not part of combat; one before it has happened as the board shows, one
    # after it comes after the combat damage step.
    (r"^at the beginning of (?:your|each|each player's) (?:first|second|precombat|postcombat) main phase\b",
     "a main phase (505.1)"),
)

#: Keyword abilities (702) whose every use is outside combat damage, by their printed name.
OUTSIDE_KEYWORDS: dict[str, str] = {
    "phasing": "phasing happens only in the untap step (702.26a, 502.1)",
    "double team": "conjures a duplicate into its owner's hand (Alchemy): a hand, not the board",
    "ingest": "exiles the top card of the damaged player's library (702.115a): a library",
    "firebending": "adds {R} as it attacks (mana, 106.4: the engine tracks no mana)",
    "prowl": "an alternative cost (702.76a)", "web-slinging": "an alternative cost",
    "mayhem": "casting from a graveyard", "more than meets the eye": "an alternative cost (702.162a)",
    "augment": "combining from the hand (Unstable; not in the comprehensive rules)", "ready to run": "deck building (two commanders)",
    "legacy": "deck building", "companion": "deck building (702.139a)",
}

_OUTSIDE = tuple(re.compile(pattern, re.IGNORECASE) for pattern, _ in OUTSIDE_LINES)
#: A die roll's result line ("10—19 | Scry 2."): part of the ability on the line before it (706.2).
ROLL_RESULT = re.compile(r"^\d+(?:[—–-]\d+)? \| ")


def is_outside(line: str) -> bool:
    """Whether a line (its name written CARDNAME, reminder text removed) is one of :data:`OUTSIDE_LINES`.

    >>> is_outside("Dragon spells you cast cost {1} less to cast.")
    True
    >>> is_outside("Skip your draw step.")
    True
    >>> is_outside("Creatures you control get +1/+1.")
    False
    """
    return any(pattern.match(line.strip()) for pattern in _OUTSIDE)


def is_outside_keyword(item: str) -> bool:
    """Whether one printed keyword (``"firebending 2"``, ``"prowl {2}{b}"``, ``"partner with X"``) is used only
    outside combat damage."""
    head = re.split(r" (?=[{\d])|—", item.lower())[0].strip()
    return (head in OUTSIDE_KEYWORDS  # not "hexproof from [quality]" (702.11d): an opponent's trigger may target
            or item.lower().startswith("partner with "))  # deck building, and a search as it enters (702.124)


#: A creature card that can also be attached to another creature: while it is this card's creature on the
#: board, what it gives the creature it would be attached to does nothing. A bestowed Aura is an Aura, not
#: a creature (702.103b), and an Equipment attached by reconfigure stops being a creature (702.151b); an
#: Aura or Equipment that is a creature can't be attached (303.4d, 301.5c). As attached, the card is not a
#: creature of the board (the board gives what it grants on the creature it is attached to).
_ATTACHED = {"bestow": re.compile(r"^enchanted creature\b", re.IGNORECASE),
             "reconfigure": re.compile(r"^equipped creature\b", re.IGNORECASE)}


def is_attached_only(line: str, keywords: list[str]) -> bool:
    """Whether a line of a creature card with bestow or reconfigure speaks only of the creature it would be
    attached to (``"Enchanted creature gets +1/+1"`` on a card with bestow)."""
    return any(k in _ATTACHED and _ATTACHED[k].match(line.strip()) for k in keywords)


#: A keyword ability whose cost is not mana, written after a dash (702.1: "Morph—Reveal a blue card in your hand",
#: "Cumulative upkeep—Pay 1 life", "Kicker—Pay 3 life"), or a variant's words before its cost ("Emerge from artifact
#: {5}{B}{B}", "Craft with six artifacts {4}").
_COSTED = re.compile(r"^(?P<head>[a-z][a-z' ]*?)(?:—(?=\S)|(?= from [a-z ]+ \{)|(?= with [a-z ]+ \{))", re.IGNORECASE)


def is_costed_keyword(line: str, printed_keywords: list[str], irrelevant: frozenset[str]) -> bool:
    """Whether a line is one of the card's own keywords (it is in the card's keyword list, so not an ability word)
    that is irrelevant (``irrelevant``: :data:`pyengine.cards.classify.IRRELEVANT_KEYWORDS`) with a cost that is not
    mana: the cost changes how it is paid, not what it does (601.2f, 702.1).

    >>> is_costed_keyword("Morph—Reveal a blue card in your hand.", ["morph"], frozenset({"morph"}))
    True
    >>> is_costed_keyword("Landfall — Whenever a land you control enters, draw a card.", ["landfall"], frozenset())
    False
    """
    found = _COSTED.match(line.strip())
    if found is None:
        return False
    head = found.group("head").strip().lower()
    return head in irrelevant and head in printed_keywords
