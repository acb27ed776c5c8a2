"""JavaScript never decides a rule: no ruleset id and no keyword name is spelled in web/'s JavaScript.

What a page shows or asks about a ruleset or a keyword comes from the engine (the ``rulesets`` call's
capabilities, ``options``, the results). The forbidden words are read from the engine itself, so a new
ruleset or keyword is covered the day it is added. A keyword name that is also a word of the scenario
format (an event type or reason, a field, an action, a side: ``shield`` events, an attacker's
``enlist``, the ``defender`` side, a creature that dies by ``deathtouch``) is that word, not the keyword, and may appear.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from pyengine.keywords import MAGIC_KEYWORDS, PUZZLE_QUEST_KEYWORDS, RIFTBOUND_KEYWORDS
from pyengine.fields import (
    ACTION_KINDS, ATTACKER_FIELDS, COUNTER_KINDS, PERMANENT_FIELDS, PLAYER_FIELDS, TOP_LEVEL_FIELDS,
)
from pyengine.puzzles import SIDES
from pyengine.rulesets import ALIASES, RULESETS

ROOT = Path(__file__).absolute().parent.parent
WEB = ROOT / "web"
#: A comment (outside strings) or a string literal; comments are dropped, strings kept.
TOKENS = re.compile(r"""("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|(//[^\n]*|/\*[\s\S]*?\*/)""")


def event_words() -> set[str]:
    """Every event type and every reason an event gives (``"reason": "deathtouch"``) in the golden files."""
    types: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key in ("type", "reason"):
                if isinstance(value.get(key), str):
                    types.add(value[key])
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in (ROOT / "tests" / "scenarios").glob("**/*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")).get("expect"))
    return types


FORMAT_WORDS = (event_words() | PERMANENT_FIELDS | PLAYER_FIELDS | TOP_LEVEL_FIELDS | ATTACKER_FIELDS
                | set(ACTION_KINDS) | set(COUNTER_KINDS) | set(SIDES))
KEYWORDS = (set(MAGIC_KEYWORDS) | set(PUZZLE_QUEST_KEYWORDS) | set(RIFTBOUND_KEYWORDS)) - FORMAT_WORDS
RULESET_IDS = set(RULESETS) | set(ALIASES)


def without_comments(text: str) -> str:
    return TOKENS.sub(lambda m: m.group(1) or ("\n" * m.group(2).count("\n")), text)


def spelled(text: str, words: set[str]) -> list[tuple[int, str]]:
    """(line, word) for each of ``words`` in ``text``, as a whole word (``-`` and ``_`` join words)."""
    pattern = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True))
                         + r")(?![\w-])")
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in pattern.finditer(text)]


def js_files() -> list[Path]:
    return sorted(WEB.glob("**/*.js"))


def test_the_forbidden_words_come_from_the_engine() -> None:
    assert {"mtg", "mtg-2020", "riftbound"} <= RULESET_IDS
    assert {"trample", "flying", "landwalk", "tank", "berserker"} <= KEYWORDS
    # Event types and fields named like keywords stay allowed: they are the format's own words.
    assert {"shield", "enlist", "defender", "ninjutsu"} <= FORMAT_WORDS
    assert spelled('if (k === "trample") x = "first_strike";', KEYWORDS) == [(1, "trample"), (1, "first_strike")]
    assert spelled(without_comments('// a comment about "trample"\nconst url = "https://x.example/";'), KEYWORDS) == []
    assert spelled(without_comments('// "riftbound"\nconst a = "riftbound";'), RULESET_IDS) == [(2, "riftbound")]


@pytest.mark.parametrize("path", js_files(), ids=lambda p: str(p.relative_to(WEB)))
def test_no_ruleset_id_or_keyword_name_in_javascript(path: Path) -> None:
    code = without_comments(path.read_text(encoding="utf-8"))
    found = [f"line {line}: {word}" for line, word in spelled(code, RULESET_IDS | KEYWORDS)]
    assert not found, f"{path.relative_to(ROOT)} decides by ruleset or keyword: ask the engine instead ({found})"
