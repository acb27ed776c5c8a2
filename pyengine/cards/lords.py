"""Anthems and lords: a permanent's static abilities that give other creatures +N/+N or keywords, as the
permanent's ``statics`` entries with ``affects``.

"Creatures you control get +1/+1", "Other Merfolk get +1/+1 and have islandwalk", "Other Goblins you control
get +1/+1", "Creatures your opponents control get -1/-0", "Each other creature you control with flying gets
+1/+1", "Attacking creatures you control get +1/+0": a static ability (604.1) whose continuous effect applies to
every creature that matches, for as long as its source is on the battlefield (611.3a); +N/+N is layer 7c and a
keyword layer 6 (613.1f, 613.4c), and adding +N/+N needs no timestamps (613.7).

The creatures may be named by a colour ("green", "nonblack", "colorless", "multicolored": 105.1, 105.2), a supertype
("legendary", "snow": 205.4a), a card type ("artifact", "land"), creature types, keywords ("with flying") or the
counters on each ("Each creature you control with a +1/+1 counter on it has trample", "with three or more +1/+1
counters on them": 122.1a). Only the exact forms below are read: a count ("for each"), two colours, a token,
"nontoken", "nonlegendary", "snow and Zombie creatures" (either one: no filter says "or" across them), "with counters
on them" (of any kind, an oil counter too), a counter the engine doesn't keep, a condition other than "during your
turn", or a keyword the engine lacks leaves the line unmodelled.
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
#: "with a +1/+1 counter on it", "with +1/+1 counters on them", "with three or more +1/+1 counters on them",
#: "without a +1/+1 counter on it" (122.1a): counters of a kind the engine keeps on each creature it affects.
_COUNTED = (r"(?:with (?P<count>an?|one or more|two or more|three or more|four or more|five or more|[1-9] or more) "
            r"(?P<kind>\+1/\+1|-1/-1) counters? on (?:it|them)|with (?P<some>\+1/\+1|-1/-1) counters on them|"
            r"without an? (?P<none>\+1/\+1|-1/-1) counter on (?:it|them))")
_SUBJECT = (rf"(?P<all>[Aa]ll )?(?P<other>[Oo]ther |[Ee]ach other |[Aa]ll other )?(?P<each>[Ee]ach )?"
            rf"(?P<combat>[Aa]ttacking |[Bb]locking )?"
            rf"(?:(?P<colors>{_COLOR} )|(?P<noncolor>[Nn]on(?:white|blue|black|red|green) )|(?P<colorless>[Cc]olorless )|"
            rf"(?P<multicolored>[Mm]ulticolored ))?(?P<super>[Ll]egendary |[Ss]now )?(?P<cardtype>[Aa]rtifact |[Ll]and )?"
            rf"(?:(?P<creatures>[Cc]reatures?)|{_TYPES}(?: creatures?)?) "
            rf"(?P<whose>you control |your opponents control )?(?:with (?P<with>[a-z ]+?) |{_COUNTED} )?")
_EFFECT = rf"(?:gets? {_PUMP}(?: and ha(?:ve|s) (?P<also>{_LIST}))?|ha(?:ve|s) (?P<keywords>{_LIST}))"
_FORM = re.compile(rf"^(?P<turn>During your turn, |As long as it's your turn, )?{_SUBJECT}{_EFFECT}\.?$")
#: How many counters "with N or more" asks for.
_AT_LEAST = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


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
    if groups["noncolor"]:  # "nonblack": not black, whatever else it is (a colorless creature too, 105.2c)
        affects["not_colors"] = [groups["noncolor"].strip().lower()[3:]]
    if groups["colorless"]:  # 105.2c
        affects["colorless"] = True
    if groups["multicolored"]:  # 105.2b: two or more colours
        affects["multicolored"] = True
    if groups["super"]:  # 205.4a
        affects["supertypes"] = [groups["super"].strip().lower()]
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
    counted = _counters(groups)
    if counted is not None:
        affects["counters"] = counted
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


def _counters(groups: Mapping[str, str | None]) -> dict[str, Any] | None:
    """The ``affects.counters`` a line's "with a +1/+1 counter on it" names (122.1a), or ``None``."""
    if groups["kind"]:
        count = (groups["count"] or "a").split()[0].lower()
        return {"kind": groups["kind"], "at_least": int(count) if count.isdigit() else _AT_LEAST[count]}
    if groups["some"]:  # "with +1/+1 counters on them": one or more each
        return {"kind": groups["some"], "at_least": 1}
    if groups["none"]:  # "without a +1/+1 counter on it"
        return {"kind": groups["none"], "at_most": 0}
    return None
