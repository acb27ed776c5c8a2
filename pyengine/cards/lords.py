"""Anthems and lords: a permanent's static abilities that give other creatures +N/+N or keywords, as the
permanent's ``statics`` entries with ``affects``.

"Creatures you control get +1/+1", "Other Merfolk get +1/+1 and have islandwalk", "Other Goblins you control
get +1/+1", "Creatures your opponents control get -1/-0", "Each other creature you control with flying gets
+1/+1", "Attacking creatures you control get +1/+0": a static ability (604.1) whose continuous effect applies to
every creature that matches, for as long as its source is on the battlefield (611.3a); +N/+N is layer 7c and a
keyword layer 6 (613.1f, 613.4c), and adding +N/+N needs no timestamps (613.7). Only the exact forms below are
read: a count ("for each"), a colour, a token, "nontoken", a condition other than "during your turn", or a
keyword the engine lacks leaves the line unmodelled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .creature_types import singular
from .statics import _LIST, _PUMP  # one grammar of keyword lists and +N/+N pumps for own statics and lords
#: Creature types as printed in the plural ("Goblins", "Elves", "Merfolk"), one or a list of them.
_TYPE = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?"
_TYPES = rf"(?P<types>{_TYPE}(?:(?:, and |, | and | or ){_TYPE})*)"
_COLOR = r"(?:[Ww]hite|[Bb]lue|[Bb]lack|[Rr]ed|[Gg]reen)"
_SUBJECT = (rf"(?P<all>[Aa]ll )?(?P<other>[Oo]ther |[Ee]ach other |[Aa]ll other )?(?P<combat>[Aa]ttacking |[Bb]locking )?"
            rf"(?P<colors>{_COLOR} )?(?P<cardtype>[Aa]rtifact |[Ll]and )?"
            rf"(?:(?P<creatures>[Cc]reatures?)|{_TYPES}(?: creatures?)?) "
            r"(?P<whose>you control |your opponents control )?(?:with (?P<with>[a-z ]+?) )?")
_EFFECT = rf"(?:gets? {_PUMP}(?: and ha(?:ve|s) (?P<also>{_LIST}))?|ha(?:ve|s) (?P<keywords>{_LIST}))"
_FORM = re.compile(rf"^(?P<turn>During your turn, |As long as it's your turn, )?{_SUBJECT}{_EFFECT}\.?$")

def lord_static(line: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | None:
    """The ``statics`` entry an anthem or lord line is (``{"affects": {...}, "power": 1, "toughness": 1}``), or
    ``None`` when the line is not exactly one of the forms this module reads."""
    found = _FORM.match(line.strip())
    if found is None:
        return None
    groups = found.groupdict()
    affects: dict[str, Any] = {}
    if groups["types"]:
        names = [singular(t) for t in re.split(r", and |, | and | or ", groups["types"])]
        if not names or any(n is None for n in names):
            return None
        affects["subtypes"] = names
    elif not groups["creatures"]:
        return None
    if groups["colors"]:
        affects["colors"] = [groups["colors"].strip().lower()]
    if groups["cardtype"]:
        affects["types"] = [groups["cardtype"].strip().lower()]
    whose = (groups["whose"] or "").strip()
    # "Other Merfolk get +1/+1" is every Merfolk, whoever controls it; "creatures get" alone is every creature.
    affects["controller"] = {"you control": "you", "your opponents control": "opponents", "": "any"}[whose]
    if groups["other"]:
        affects["other"] = True
    if groups["combat"]:
        affects["combat"] = groups["combat"].strip().lower()
    if groups["with"]:
        with_keywords = [k.strip() for k in re.split(r", and |, | and ", groups["with"]) if k.strip()]
        if " or " in groups["with"] or any(k not in keyword_names for k in with_keywords):
            return None
        affects["keywords"] = [keyword_names[k] for k in with_keywords]
    entry: dict[str, Any] = {"affects": affects}
    if groups["turn"]:
        entry["while"] = "your-turn"
    if groups["power"] is not None:
        entry["power"], entry["toughness"] = int(groups["power"]), int(groups["toughness"])
    listed = groups["keywords"] or groups["also"]
    if listed:
        names_ = [k.strip() for k in re.split(r", and |, | and ", listed) if k.strip()]
        if not names_ or any(k not in keyword_names for k in names_):
            return None
        entry["keywords"] = [keyword_names[k] for k in names_]
    return entry
