"""Printed lines about what a card *is* that the engine models as fields of the permanent: changeling and
"is every creature type" (702.73a, 205.3m), protection from a quality (702.16a), "can't attack unless" a
board condition (508.1c), and power and toughness that count permanents (604.3, 208.2a, 613.4a).

Each function reads one whole line (reminder text removed, the card's name written CARDNAME) and returns what
the line becomes, or ``None`` when it is not exactly one of the forms read here, so that it stays unmodelled.
"""

from __future__ import annotations

import re

from .hazards import SELF
from .creature_types import singular

#: "Mistform Ultimus is every creature type (even if this card isn't on the battlefield)." (the reminder removed):
#: the older printing of what changeling means (702.73a).
_EVERY_TYPE = re.compile(rf"^{SELF} is every creature type\.?$", re.IGNORECASE)


def is_every_creature_type(line: str) -> bool:
    """Whether the line says the card is every creature type, as changeling does (702.73a)."""
    return _EVERY_TYPE.match(line.strip()) is not None


#: Protection from a card type or from how many colours (702.16a, 105.2), as printed → the engine's quality.
_QUALITIES = {"creatures": "creatures", "everything": "everything", "artifacts": "artifacts",
              "enchantments": "enchantments", "lands": "lands", "planeswalkers": "planeswalkers",
              "multicolored": "multicolored", "monocolored": "monocolored", "colorless": "colorless"}
_COLORS = ("white", "blue", "black", "red", "green")


def protection_qualities(text: str) -> list[str] | None:
    """``"protection from white and from Goblins"`` → ``["white", "Goblin"]`` (702.16a, g): colours, the qualities
    the engine knows (``artifacts``, ``multicolored``…) and creature types in the singular (205.3m); ``None`` when
    one part is a quality the board can't show (instants, "the chosen color", "non-Spirit creatures", snow)."""
    rest = text[len("protection from"):].strip() if text.lower().startswith("protection from") else ""
    found: list[str] = []
    for part in re.split(r",? and from |, from | and |, ", rest):
        part = part.strip().removeprefix("from ").strip().rstrip(".")
        low = part.lower()
        if low in _COLORS or low in _QUALITIES:
            found.append(_QUALITIES.get(low, low))
        elif low == "all colors":
            found.extend(_COLORS)
        elif (kind := singular(part[:1].upper() + part[1:])) is not None and part.endswith(("s", "folk")):
            found.append(kind)
        else:
            return None
    return found or None


#: The land types a basic land has (205.3i): "defending player controls an Island".
_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_CARD_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker")
_ATTACK_UNLESS = re.compile(rf"^{SELF} can't attack unless (?:(?P<who>defending player|you) controls? (?P<what>.+?)|"
                            r"there (?:is|are) (?P<there>.+?) on the battlefield)\.?$", re.IGNORECASE)


def _permanents(what: str) -> dict[str, object] | None:
    """"an Island", "another artifact", "a creature with flying", "a blue permanent", "four or more artifacts",
    "a Knight or a Soldier" as a board filter's fields (without its controller), or ``None``."""
    entry: dict[str, object] = {}
    many = re.match(r"^(two|three|four|five|six|seven) or more (.+)$", what)
    if many:
        entry["at_least"] = _NUMBERS[many.group(1)]
        what = many.group(2)
        plural = True
    else:
        article = re.match(r"^(an?|another) (.+)$", what)
        if article is None:
            return None
        if article.group(1) == "another":
            entry["other"] = True
        what = article.group(2)
        plural = False
    keyword = re.match(r"^(.+?) with (flying)$", what)
    if keyword:
        entry["keywords"] = [keyword.group(2)]
        what = keyword.group(1)
    color = re.match(r"^(white|blue|black|red|green) (.+)$", what)
    if color:
        entry["colors"] = [color.group(1)]
        what = color.group(2)
    noun = what[:-1] if plural and what.endswith("s") else what
    if noun in _CARD_TYPES:
        entry["types"] = [noun]
    elif noun in _BASIC or noun.rstrip("s") in _BASIC and plural or (plural and what in _BASIC):
        entry["subtypes"] = [what if what in _BASIC else noun]
    elif noun == "permanent" and ("colors" in entry or "keywords" in entry):
        pass
    elif plural:  # "Rats", "Elves": a creature type in the plural (205.3m)
        kind = singular(what)
        if kind is None:
            return None
        entry["subtypes"] = [kind]
    else:
        names = re.split(r" or an? ", noun)
        if not all(singular(n) == n for n in names):
            return None
        entry["subtypes"] = names
    return entry


def permanents_filter(what: str) -> dict[str, object] | None:
    """A board filter's fields (without its controller) for the permanents a card names: "a Forest", "another
    white creature", "three or more artifacts" (:func:`_permanents`), or ``None``."""
    return _permanents(what)


def attack_condition(line: str) -> dict[str, object] | None:
    """"This creature can't attack unless defending player controls an Island." as an ``attack_unless`` entry
    (``{"controller": "defending", "subtypes": ["Island"]}``, 508.1c), or ``None`` for any other line (a
    condition the board can't show: spells cast this turn, cards in a graveyard, paying a cost)."""
    found = _ATTACK_UNLESS.match(line.strip())
    if found is None:
        return None
    who = (found.group("who") or "").lower()
    entry = _permanents(found.group("what") or found.group("there") or "")
    if entry is None:
        return None
    controller = {"defending player": "defending", "you": "you", "": "any"}[who]
    return {"controller": controller, **entry}


_COUNTED = re.compile(rf"^{SELF}'s (?P<of>power and toughness are each|power is|toughness is) equal to "
                      r"(?:(?P<plus>\d+) plus )?the number of (?P<what>.+?) (?P<whose>you control|your opponents control|"
                      r"on the battlefield)\.?$", re.IGNORECASE)
_OF = {"power and toughness are each": "power-and-toughness", "power is": "power", "toughness is": "toughness"}


def counted_pt(line: str) -> dict[str, object] | None:
    """"This creature's power and toughness are each equal to the number of creatures you control." as a
    ``counted_pt`` (``{"of": "power-and-toughness", "count": {"controller": "you", "types": ["creature"]}}``,
    604.3, 208.2a), or ``None``: a count of what the board doesn't hold (cards in hand or in a graveyard, life,
    card types among cards) stays unmodelled, and the card keeps its ``*``."""
    found = _COUNTED.match(line.strip())
    if found is None:
        return None
    what = found.group("what")
    entry = _permanents(f"two or more {what}")  # the plural noun, as "two or more Forests" reads it
    if entry is None:
        return None
    entry.pop("at_least", None)
    whose = {"you control": "you", "your opponents control": "opponents", "on the battlefield": "any"}
    out: dict[str, object] = {"of": _OF[found.group("of").lower()],
                              "count": {"controller": whose[found.group("whose").lower()], **entry}}
    if found.group("plus"):
        out["plus"] = int(found.group("plus"))
    return out
