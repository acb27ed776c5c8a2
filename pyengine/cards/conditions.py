"""The condition of an "as long as" static ability (611.3a), as a card prints it, read into the fields of a
``statics`` entry (:mod:`pyengine.conditions`).

:func:`condition_fields` reads one condition ("you have 30 or more life", "it's untapped", "it has a +1/+1 counter on
it", "defending player controls an artifact", "your opponents control no creatures", "there are seven or more cards
in your graveyard") and returns the fields it becomes, or ``None`` when it is not exactly one of the forms read here,
so that the line stays unmodelled. Two kinds:

* what the engine follows itself, rechecked whenever it changes: ``while`` (``tapped``, ``untapped``, ``attacking
  alone``: 506.5), ``life`` and ``poison`` (119, 122.1f), ``counters`` on the creature (122.1a: only the kinds the
  engine keeps, so a divinity or oil counter stays unmodelled), ``if`` (a board filter: the defending player's
  permanents, 506.2 and 802.2a; one opponent's; "no creatures");
* what only the board can say, because the engine keeps no graveyard, hand or history of the turn (threshold,
  delirium, descend, hellbent, the city's blessing 702.131c, the monarch 723.1, "you've cast two or more spells this
  turn"): ``stated``, an id and the words, which the permanent answers in its ``conditions``. The id is the ability
  word where the card has one (207.2c: it has no rules meaning, but it names the condition), else the words
  themselves, hyphenated.

Not read: what this combat itself can make true ("you gained life this turn": lifelink; "an opponent lost life this
turn"), which a stated answer would freeze; two conditions joined ("you have 30 or more life and an opponent has 10 or less life"), "exactly",
a counter the engine doesn't keep, a count of what the board doesn't list ("creatures with different powers"), and a
designation of the creature itself that a board can't give (monstrous, equipped, enchanted: left for their own
fields).
"""

from __future__ import annotations

import re
from typing import Any

from .characteristics import permanents_filter
from .hazards import SELF

_IT = rf"(?:it|{SELF}|he|she)"
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)"


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word.lower()]


_WHILE = re.compile(rf"^(?:it's|it is|{SELF} is) (untapped|tapped|attacking alone|attacking|blocking)$", re.IGNORECASE)
_COUNTERS = re.compile(rf"^{_IT} has (?:(an?)|{_N} or more) ([+-]1/[+-]1|shield) counters? on (?:it|him|her)$",
                       re.IGNORECASE)
_LIFE = re.compile(rf"^(you|an opponent|defending player) ha(?:s|ve) {_N} or (more|greater|less|fewer) life$",
                   re.IGNORECASE)
_POISON = re.compile(rf"^an opponent (?:has {_N} or more poison counters|(is poisoned))$", re.IGNORECASE)
_CONTROLS = re.compile(r"^(you control|an opponent controls|defending player controls|your opponents control|"
                       r"no opponent controls) (.+)$", re.IGNORECASE)
_PLAYERS = {"you control": "you", "an opponent controls": "an-opponent", "defending player controls": "defending",
            "your opponents control": "opponents", "no opponent controls": "opponents"}

#: Conditions only the board can state, each with the id it goes by (the ability word, 207.2c), or ``None`` for one
#: named by its own words. Only whole conditions: nothing here joins what the engine follows with what it can't.
_STATED: tuple[tuple[re.Pattern[str], str | None], ...] = tuple((re.compile(p, re.IGNORECASE), ident) for p, ident in (
    (r"^there are seven or more cards in your graveyard$", "threshold"),
    (r"^seven or more cards are in your graveyard$", "threshold"),
    (r"^there are four or more card types among cards in your graveyard$", "delirium"),
    (r"^there are four or more permanent cards in your graveyard$", "descend-4"),
    (r"^there are eight or more permanent cards in your graveyard$", "descend-8"),
    (r"^you have no cards in hand$", "hellbent"),
    (r"^you have the city's blessing$", "citys-blessing"),
    (r"^you're the monarch$|^you are the monarch$", "monarch"),
    (r"^two or more nonland permanents entered the battlefield under your control this turn$", "celebration"),
    (r"^you've completed a dungeon$", None),
    # The cards in a graveyard or a hand (hidden from the engine, or kept by no field).
    (r"^there (?:are|is) (?:no|\w+ or more) [\w -]*?cards? in (?:your|a single) graveyard$", None),
    (r"^there's an? [\w-]+ card in your graveyard$", None),
    (r"^(?:an?|two or more|three or more|four or more) [\w -]+? cards? (?:is|are) in your graveyard$", None),
    (r"^an opponent has \w+ or more cards in their graveyard$", None),
    (r"^(?:you|an opponent) ha(?:s|ve) (?:no|one or fewer|\w+ or more) cards in hand$", None),
    # What happened earlier this turn.
    (r"^you've (?:cast|drawn) (?:two|three) or more (?:spells|cards) this turn$", None),
    (r"^you've cast an? (?:instant or sorcery|noncreature) spell this turn$", None),
    (r"^(?:another creature|an artifact|a land|another [A-Z][a-z]+) entered the battlefield under your control "
     r"this turn$", None),
))


def stated_id(words: str) -> str:
    """The id of a condition named by its own words: lower case, hyphenated, at most 60 characters.

    >>> stated_id("you've cast two or more spells this turn")
    'youve-cast-two-or-more-spells-this-turn'
    """
    return re.sub(r"[^a-z0-9]+", "-", words.lower().replace("'", "")).strip("-")[:60].strip("-")


def condition_fields(condition: str) -> dict[str, Any] | None:
    """The ``statics`` fields one printed condition becomes (``{"while": "untapped"}``, ``{"life": {...}}``,
    ``{"if": {...}}``, ``{"stated": {...}}``), or ``None``.

    >>> condition_fields("you have 30 or more life")
    {'life': {'player': 'you', 'at_least': 30}}
    >>> condition_fields("your opponents control no creatures")
    {'if': {'controller': 'opponents', 'types': ['creature'], 'at_most': 0}}
    >>> condition_fields("there are seven or more cards in your graveyard")
    {'stated': {'id': 'threshold', 'text': 'there are seven or more cards in your graveyard'}}
    >>> condition_fields("you have 30 or more life and an opponent has 10 or less life") is None
    True
    """
    text = condition.strip().rstrip(".")
    found = _WHILE.match(text)
    if found:
        return {"while": found.group(1).lower().replace(" ", "-")}
    found = _COUNTERS.match(text)
    if found:
        return {"counters": {"kind": found.group(3), "at_least": 1 if found.group(1) else _number(found.group(2))}}
    found = _LIFE.match(text)
    if found:
        bound = "at_least" if found.group(3).lower() in ("more", "greater") else "at_most"
        who = {"you": "you", "an opponent": "an-opponent", "defending player": "defending"}[found.group(1).lower()]
        return {"life": {"player": who, bound: _number(found.group(2))}}
    found = _POISON.match(text)
    if found:
        return {"poison": {"player": "an-opponent", "at_least": 1 if found.group(2) else _number(found.group(1))}}
    found = _CONTROLS.match(text)
    if found:
        return _board(_PLAYERS[found.group(1).lower()], found.group(1).lower(), found.group(2).strip())
    for pattern, ident in _STATED:
        if pattern.match(text):
            return {"stated": {"id": ident or stated_id(text), "text": text}}
    return None


def _board(controller: str, said: str, what: str) -> dict[str, Any] | None:
    """``if``: "an artifact", "three or more Gates", "no creatures" (at most 0) of ``controller``'s permanents."""
    if said == "no opponent controls":  # "no opponent controls a creature": your opponents control none
        found = permanents_filter(what)
        return None if found is None or "at_least" in found else {"if": {"controller": controller, **found, "at_most": 0}}
    if what.lower().startswith("no "):
        found = permanents_filter(f"two or more {what[3:]}")  # the plural noun, as "two or more Forests" reads it
        if found is None:
            return None
        found.pop("at_least", None)
        return {"if": {"controller": controller, **found, "at_most": 0}}
    if controller == "opponents":  # "your opponents control three or more …": together or each? Not read.
        return None
    found = permanents_filter(what)
    return None if found is None else {"if": {"controller": controller, **found}}
