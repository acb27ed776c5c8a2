"""What each rule the engine cites means, in a sentence: the reader's side of "the rule behind every event".

Every event and refusal cites a rule by the numbering of its ruleset's own document (120.3e today,
119.3e in January 2020, G4.1d in the classic rules, 439.1.d.3 in Riftbound). :func:`rule_notes` gives,
for one ruleset, each number it can cite and a short explanation in Combat Lab's own words
(:mod:`pyengine.rule_texts`), and :data:`DOCUMENTS` names the document and where to read it in full.
The page shows the explanation on hover, focus and tap (``web/core/rule-notes.json``, written from
:func:`all_rule_notes`); a test fails when the engine can cite a number that has none.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from . import rule_texts
from .rulesets import RULESETS
from .rulesets.base import CURRENT_RULES, Ruleset

#: Each ruleset's rules document: its title and, where an official copy is online, its address.
DOCUMENTS: dict[str, dict[str, str | None]] = {
    "mtg": {"title": "Magic: The Gathering Comprehensive Rules (6 June 2025)",
            "url": "https://magic.wizards.com/en/rules"},
    "mtg-2020": {"title": "Magic: The Gathering Comprehensive Rules (January 2020)", "url": None},
    "mtg-classic": {"title": "Magic: The Gathering Comprehensive Rules (2003–2008 numbering)", "url": None},
    "puzzle-quest": {"title": "Magic: The Gathering – Puzzle Quest community wiki (Combat Basics, Abilities)",
                     "url": "https://wiki.mtgpq.info/wiki/Combat_Basics"},
    "riftbound": {"title": "Riftbound Core Rules (October 2025)",
                  "url": "https://riftbound.leagueoflegends.com/en-us/news/rules-and-releases/"
                         "gameplay-guide-core-rules"},
}

_NUMBERS: dict[str, tuple[dict[str, str], ...]] = {
    "mtg": (rule_texts.MAGIC_NUMBERS,),
    "mtg-2020": (rule_texts.MAGIC_2020_NUMBERS, rule_texts.MAGIC_NUMBERS),
    "mtg-classic": (rule_texts.CLASSIC_NUMBERS,),
    "puzzle-quest": (rule_texts.PUZZLE_QUEST_NUMBERS,),
    "riftbound": (rule_texts.RIFTBOUND_NUMBERS,),
}


def cited_numbers(ruleset: Ruleset) -> dict[str, list[str]]:
    """Every number the ruleset's tables can cite, with the topics (or ``keyword:NAME``) cited by it."""
    found: dict[str, list[str]] = {}
    # Its own table, and (for the Comprehensive Rules' eras) every topic it falls back on, each topic once.
    fallback = CURRENT_RULES if ruleset.cites_comprehensive_rules else {}
    for topic in dict.fromkeys([*ruleset.rules, *fallback]):
        found.setdefault(ruleset.rule(topic), []).append(topic)
    for keyword in ruleset.keywords:
        if keyword in ruleset.absent_keywords:
            continue
        base = ruleset.rule_for_keyword(keyword)
        found.setdefault(base, []).append(f"keyword:{keyword}")
        if ruleset.cites_comprehensive_rules and "." in base and base[-1].isdigit():
            # A triggered keyword's event cites its definition, subrule a (abilities.keyword_rule).
            found.setdefault(base + "a", []).append(f"keyword:{keyword}")
            for letter in rule_texts.KEYWORD_SUBRULES.get(keyword, {}):
                found.setdefault(base + letter, []).append(f"keyword:{keyword}:{letter}")
    return found


def _keyword_note(ruleset: Ruleset, keyword: str) -> str:
    label = keyword.replace("_", " ")
    return f"{label[:1].upper()}{label[1:]}: {ruleset.keyword_summary(keyword)}."


@lru_cache(maxsize=None)
def rule_notes(name: str) -> dict[str, str]:
    """Rule number → a sentence explaining it, for every number the ruleset ``name`` can cite.

    A number explained for the document itself wins; then the topic the number stands for in this
    ruleset's tables (explained once for every Magic era); then, for a keyword's own number, the
    keyword's summary. A number several topics share needs its own explanation.
    """
    ruleset = RULESETS[name]()
    notes: dict[str, str] = {}
    for table in reversed(_NUMBERS[name]):
        notes.update(table)
    for number, topics in cited_numbers(ruleset).items():
        if number in notes:
            continue
        texts = {rule_texts.MAGIC_TOPICS[t] for t in topics if t in rule_texts.MAGIC_TOPICS}
        texts |= {rule_texts.KEYWORD_SUBRULES[k][letter] for k, letter in
                  (t.split(":")[1:] for t in topics if t.count(":") == 2)}
        keywords = [t.removeprefix("keyword:") for t in topics if t.count(":") == 1 and t.startswith("keyword:")]
        if len(texts) == 1 and ruleset.cites_comprehensive_rules:
            notes[number] = texts.pop()
        elif len(keywords) == 1 and not texts:
            notes[number] = _keyword_note(ruleset, keywords[0])
        elif keywords and all("walk" in k for k in keywords):
            notes[number] = _keyword_note(ruleset, "landwalk" if "landwalk" in keywords else keywords[0])
    return dict(sorted(notes.items()))


def missing_notes(name: str) -> list[str]:
    """The numbers ruleset ``name`` can cite that have no explanation (the test keeps this empty)."""
    notes = rule_notes(name)
    return sorted(number for number in cited_numbers(RULESETS[name]()) if number not in notes)


def all_rule_notes() -> dict[str, Any]:
    """Every ruleset's document and explanations, as the page reads them (``web/core/rule-notes.json``)."""
    return {"format": 1, "rulesets": {name: {**DOCUMENTS[name], "notes": rule_notes(name)} for name in RULESETS}}
