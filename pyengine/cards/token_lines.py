"""The printed form of "create N P/T COLOUR SUBTYPE creature tokens [with KEYWORDS]": a trigger's ``create`` (111.1).

Only a token whose every characteristic the line states and the engine represents is read (111.3): a count (a
word or a number, not "X" or "for each"), power and toughness, its colours (or colorless), its creature types (each
one of 205.3m's), artifact or enchantment before "creature" if it says so, and keywords the engine knows ("with
flying and vigilance"), and "that's (tapped and) attacking" / "that are (tapped and) attacking" after them (508.4: it
enters attacking; the caller reads it on an attack trigger only). Anything more — a quoted ability ("with
\\"This token can't block.\\""), a copy, "attacking that player", "for each …", a name, a legendary token, a noncreature
token — leaves the line unmodelled (the predefined noncreature
tokens, Treasure and the like, are irrelevant lines: cards/inert.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..creature_types import creature_type
from .statics import engine_keywords

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_COLOR = r"(?:white|blue|black|red|green)"
_KEYWORD = r"[a-z][a-z ]*?"
#: The effect, as printed (after the trigger condition and its comma).
CREATE = (rf"create (?P<count>{'|'.join(_WORDS)}|\d+) (?P<tapped>tapped )?(?P<tp>\d+)/(?P<tt>\d+) "
          rf"(?P<colors>colorless|{_COLOR}(?:(?:, | and |, and ){_COLOR})*) "
          r"(?P<subtypes>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*?) (?P<types>(?:artifact |enchantment )?)creature "
          rf"(?P<plural>tokens?)(?: with (?P<tkeywords>{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*))?"
          r"(?: (?P<that>that's|that are) (?P<entering>tapped and attacking|attacking))?")


def token_entry(groups: Mapping[str, Any], keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``create`` of a line :data:`CREATE` matched, or ``None`` when the engine can't represent the token."""
    written = groups["count"].lower()
    count = int(written) if written.isdigit() else _WORDS[written]
    if not 1 <= count <= 20 or (groups["plural"].lower() == "token") != (count == 1):
        return None
    words = groups["subtypes"].split()  # the forms read case-blind: a creature type is printed capitalised
    subtypes = [creature_type(word) if word[:1].isupper() else None for word in words]
    if not subtypes or any(s is None for s in subtypes):
        return None
    entry: dict[str, Any] = {"power": int(groups["tp"]), "toughness": int(groups["tt"])}
    if count != 1:
        entry["count"] = count
    colors = [] if groups["colors"] == "colorless" else re.split(r", and |, | and ", groups["colors"])
    if colors:
        entry["colors"] = colors
    if groups["types"]:
        entry["types"] = [groups["types"].strip(), "creature"]
    entry["subtypes"] = subtypes
    if groups.get("tkeywords"):
        keywords = engine_keywords(groups["tkeywords"], keyword_names)
        if keywords is None:
            return None
        entry["keywords"] = keywords
    if groups.get("that") is not None:  # 508.4: "that's tapped and attacking" (one token), "that are …" (more)
        if (groups["that"].lower() == "that's") != (count == 1) or groups["tapped"]:
            return None
        if groups["entering"].lower().startswith("tapped"):
            entry["tapped"] = True
        entry["attacking"] = True
    if groups["tapped"]:
        entry["tapped"] = True
    return entry
