"""Every rule the engine can cite has a short explanation, for every ruleset (issue 27: rule numbers you can read)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest

from pyengine import bridge
from pyengine.rule_notes import DOCUMENTS, all_rule_notes, cited_numbers, missing_notes, rule_notes
from pyengine.rulesets import RULESETS

ROOT = Path(__file__).absolute().parent.parent
RULE_LITERAL = re.compile(r"^(?:\d{3}(?:\.\d+[a-z]?)?|G4\.\d[a-z]?|PQ [A-Z][\w ]+: [\w ]+)$")


def rules_in(value: Any) -> set[str]:
    """Every ``rule`` (or list of ``rules``) anywhere in an engine answer."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("rule", "rules") and isinstance(item, str) and item:
                found.add(item)
            elif key == "rules" and isinstance(item, list):
                found |= {r for r in item if isinstance(r, str) and r}
            else:
                found |= rules_in(item)
    elif isinstance(value, list):
        for item in value:
            found |= rules_in(item)
    return found


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_number_a_ruleset_can_cite_is_explained(name: str) -> None:
    assert missing_notes(name) == []
    assert cited_numbers(RULESETS[name]())  # the tables are read (a ruleset citing nothing would pass vacuously)


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_rule_in_the_golden_results_is_explained(name: str) -> None:
    """The rules the golden files' expected results cite, and those the engine cites resolving their boards."""
    notes = rule_notes(name)
    cited: set[str] = set()
    for path in sorted((ROOT / "tests" / "scenarios").rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        scenario = case.get("scenario") if isinstance(case, dict) else None
        if not isinstance(scenario, dict) or scenario.get("ruleset") != name:
            continue
        cited |= rules_in(case.get("expect"))
        cited |= rules_in(json.loads(bridge.call("check", json.dumps(scenario))))
    assert len(cited) >= 10
    assert sorted(cited - set(notes)) == []


def test_every_rule_the_examples_and_puzzles_cite_is_explained() -> None:
    boards = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "web" / "examples").glob("*.json"))
              if p.name != "index.json"]
    boards += [json.loads(p.read_text(encoding="utf-8")).get("scenario") for p in sorted((ROOT / "puzzles").glob("*.json"))]
    checked = 0
    for board in boards:
        if not isinstance(board, dict) or board.get("ruleset") not in RULESETS:
            continue
        answer = json.loads(bridge.call("compare", json.dumps(board)))
        for ruleset, result in (answer.get("results") or {}).items():
            assert sorted(rules_in(result) - set(rule_notes(ruleset))) == [], ruleset
            checked += 1
    assert checked >= 20


def test_every_rule_literal_in_the_engine_is_explained_somewhere() -> None:
    """A number written in the engine's code (not in a ruleset's table) is explained for some ruleset."""
    explained = set().union(*(rule_notes(name) for name in RULESETS))
    literals = set()
    for path in (ROOT / "pyengine").rglob("*.py"):
        if path.name in ("rule_texts.py", "rule_notes.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_LITERAL.match(node.value):
                literals.add(node.value)
    assert len(literals) > 50
    assert sorted(literals - explained) == []


def test_notes_are_sentences_and_documents_are_named() -> None:
    for name in RULESETS:
        assert DOCUMENTS[name]["title"]
        for number, note in rule_notes(name).items():
            assert note[:1].isupper() and note.endswith("."), (name, number, note)
            assert 20 <= len(note) <= 240, (name, number, note)


def test_an_era_explains_its_own_numbers() -> None:
    """Banding's damage rule is 702.22j today and 702.21j in January 2020; damage is 120 today, 119 then."""
    assert "defending player" in rule_notes("mtg")["702.22j"]
    assert "defending player" in rule_notes("mtg-2020")["702.21j"]
    assert "Rampage" in rule_notes("mtg-2020")["702.22"]
    assert "marked" in rule_notes("mtg")["120.3e"] and "marked" in rule_notes("mtg-2020")["119.3e"]
    assert "damage assignment order" in rule_notes("mtg-2020")["510.1c"]
    assert "damage assignment order" not in rule_notes("mtg")["510.1c"]
    assert "stack" in rule_notes("mtg-classic")["310.1"]


def test_the_pages_copy_is_current() -> None:
    """web/core/rule-notes.json is what tools/rule_notes.py writes (run it after changing the notes)."""
    committed = json.loads((ROOT / "web" / "core" / "rule-notes.json").read_text(encoding="utf-8"))
    assert committed == all_rule_notes()
