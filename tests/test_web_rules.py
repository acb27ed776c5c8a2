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
    ACTION_KINDS, ATTACKER_FIELDS, COUNTER_KINDS, PERMANENT_FIELDS, PLAYER_FIELDS, TOP_LEVEL_FIELDS, VARIANTS,
)
from pyengine.puzzles import SIDES
from pyengine.rulesets import ALIASES, RULESETS, describe_rulesets

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


# ---------------------------------------------------------------------------- games: variants and starting life

#: Every starting-life number of the engine's games (``starting_life``, ``extra_member_life``: 103.4, 903.7,
#: 810.4, 810.11), read from the engine's capabilities as a page reads them.
STARTING_LIFE = {str(g[key]) for info in describe_rulesets() for g in info["games"]
                 for key in ("starting_life", "extra_member_life") if isinstance(g.get(key), int)}
#: A variant's id as a scenario writes it. ``commander`` is also a permanent's field (903.3's flag), which
#: a page may name: as a variant it is forbidden where a ``variant`` is compared with it.
ONLY_VARIANT_IDS = set(VARIANTS) - FORMAT_WORDS
VARIANT_LITERAL = re.compile(r"""(["'`])(%s)\1""" % "|".join(map(re.escape, sorted(ONLY_VARIANT_IDS))))
VARIANT_COMPARED = re.compile(r"""variant\s*[!=]==?\s*(["'`])(%s)\1|(["'`])(%s)\3\s*[!=]==?\s*[\w.]*variant"""
                              % (("|".join(map(re.escape, VARIANTS)),) * 2))
LIFE_NUMBER = re.compile(r"(?<![\w.])(%s)(?![\w.])" % "|".join(sorted(STARTING_LIFE)))

#: The files that still spell a variant or a starting life, and why (what remains of issue 24's games work).
GAME_FACTS_ALLOWED = {
    # Widgets draw a board before the engine loads and never ask the rulesets call: the starting life,
    # a team's shared poison and the Two-Headed Giant seating are known here before any engine answer.
    "core/display.js": "starting life and a team's poison before (or without) the engine's games facts",
    "core/view.js": "Two-Headed Giant seating and the poison limit on widgets, drawn without the rulesets call",
    # The fields only one variant has, taken off or guessed when the variant changes: the engine's
    # capabilities don't say which fields belong to which variant.
    "playground/edits.js": "the fields a variant change takes off or adds (commander, commander_damage, team)",
    "playground/card-editor.js": "the commander flag offered only in a Commander game",
    "playground/setup-form.js": "the commanders listed only in a Commander game",
}


def game_facts_spelled(code: str) -> list[str]:
    found = []
    for number, line in enumerate(code.split("\n"), 1):
        for m in VARIANT_LITERAL.finditer(line):
            found.append(f"line {number}: {m.group(2)}")
        for m in VARIANT_COMPARED.finditer(line):
            found.append(f"line {number}: variant {m.group(2) or m.group(4)}")
        if re.search(r"life", line, re.I) and LIFE_NUMBER.search(line):
            found.append(f"line {number}: life {LIFE_NUMBER.search(line).group(1)}")  # type: ignore[union-attr]
    return found


def test_game_facts_spelled_finds_variants_and_starting_life() -> None:
    assert {"20", "40", "30"} <= STARTING_LIFE and "two-headed-giant" in ONLY_VARIANT_IDS
    assert game_facts_spelled('if (s.variant === "commander") x = 1;') == ["line 1: variant commander"]
    assert game_facts_spelled('const n = { "two-headed-giant": 1 };') == ["line 1: two-headed-giant"]
    assert game_facts_spelled('p.life ?? 20') == ["line 1: life 20"]
    assert game_facts_spelled('p.commander = true;\nconst width = 40;\nlife.x = 2.5;') == []


@pytest.mark.parametrize("path", js_files(), ids=lambda p: str(p.relative_to(WEB)))
def test_no_variant_id_or_starting_life_in_javascript(path: Path) -> None:
    """A game's title, rule, starting life and teams are the engine's (capabilities' ``games``, options'
    ``game``): no variant id and no starting-life number beside "life" in web/'s JS, but for GAME_FACTS_ALLOWED."""
    rel = str(path.relative_to(WEB))
    found = game_facts_spelled(without_comments(path.read_text(encoding="utf-8")))
    if rel in GAME_FACTS_ALLOWED:
        assert found, f"{rel} no longer spells a game fact: take it off GAME_FACTS_ALLOWED"
        return
    assert not found, f"{path.relative_to(ROOT)} spells a game's facts: ask the engine (games, game) instead ({found})"
