"""One row per event type: pyengine/events.py's EVENT_TYPES against everything that reads or writes events.

(a) every event of every golden file has a registered type and fields that fit its row, and every type the
engine's source emits is registered; (b) web/core/words.js (the sentence), web/core/display.js (the display),
web/board/animation.js (the animation) and pyengine/render.py (the text) each handle every registered type or
list it as deliberately left to their default, and handle no type that isn't registered; (c) the docs' event
table names every registered type, and no other. The JS files are read as text: their dispatch keys are parsed
from the source (an object's keys, a switch's ``case "x":`` labels).
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pyengine.events import COMMON_FIELDS, EVENT_TYPES, check_event, event

ROOT = Path(__file__).absolute().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"
DOCS = ROOT / "docs" / "scenario-format.md"
REGISTERED = set(EVENT_TYPES)


# ------------------------------------------------------------------ (a) the golden files and the engine


def golden_events() -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, event) for every event of every golden file: its steps' and before_damage's."""
    for path in sorted(SCENARIOS.glob("**/*.json")):
        expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
        for key in ("before_damage", "steps"):
            for i, step in enumerate(expect.get(key, [])):
                for j, ev in enumerate(step.get("events", [])):
                    yield f"{path.relative_to(SCENARIOS)}: {key}[{i}].events[{j}]", ev


def test_every_golden_event_fits_its_row() -> None:
    problems = []
    count = 0
    for where, ev in golden_events():
        count += 1
        try:
            check_event(ev)
        except ValueError as exc:
            problems.append(f"{where}: {exc}")
    assert count > 3000
    assert problems == [], "\n".join(problems[:40])


def test_every_registered_type_is_in_some_golden_file() -> None:
    """No row for a type the engine never emits: each appears in a golden file."""
    seen = {ev["type"] for _, ev in golden_events()}
    assert sorted(REGISTERED - seen) == []


def _emitted_types() -> dict[str, str]:
    """Every event type written as a literal in the engine's source → where: the first argument of an
    ``emit(...)`` or ``event(...)`` call (either branch of ``a if c else b``) and the ``kind=`` of ``move(...)``."""
    found: dict[str, str] = {}

    def literals(node: ast.expr) -> list[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if isinstance(node, ast.IfExp):
            return literals(node.body) + literals(node.orelse)
        return []

    for path in sorted((ROOT / "pyengine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            args: list[ast.expr] = []
            if name in ("emit", "event") and node.args:
                args = [node.args[0]]
            elif name == "move":
                args = [k.value for k in node.keywords if k.arg == "kind"]
            for arg in args:
                for kind in literals(arg):
                    found.setdefault(kind, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_every_type_the_engine_emits_is_registered() -> None:
    emitted = _emitted_types()
    assert len(emitted) >= 45
    assert {k: v for k, v in emitted.items() if k not in REGISTERED} == {}
    # move()'s default kind, which no call spells out.
    assert "leaves" in REGISTERED


def test_every_row_is_well_formed() -> None:
    for name, row in EVENT_TYPES.items():
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", name), name
        fields = row.required + row.optional
        assert len(set(fields)) == len(fields), name
        assert not set(fields) & set(COMMON_FIELDS), name
        assert row.meaning.endswith("."), f"{name}: its meaning is a sentence"
        assert re.search(r"\([^)]+\)", row.meaning), f"{name}: its meaning cites its rule in brackets"


def test_event_refuses_what_is_not_in_its_row() -> None:
    from pyengine import events  # noqa: PLC0415

    assert events.CHECK_FIELDS, "tests/conftest.py turns on the field check for every event of every test"
    assert event("blocked", "509.1h", id="a") == {"type": "blocked", "id": "a", "rule": "509.1h"}
    assert event("unblocked", None, id="a", reason=None) == {"type": "unblocked", "id": "a"}  # None: left out
    with pytest.raises(ValueError, match="'no-such-event'"):
        event("no-such-event", "1.1", id="a")
    with pytest.raises(ValueError, match="'blocked'.*colour"):
        event("blocked", "509.1h", id="a", colour="red")
    with pytest.raises(ValueError, match="'marked'.*lacks damage"):
        event("marked", "120.3e", id="a", amount=2)
    with pytest.raises(ValueError, match="lacks id"):
        event("blocked", "509.1h", id=None)


# ------------------------------------------------------------------ (b) the files that read events


def _string_list(text: str, name: str) -> list[str] | None:
    """The strings of ``const NAME = [...]`` in JS source (comments dropped), or None if there's none."""
    match = re.search(rf"\bconst {name} = \[(.*?)\];", text, re.S)
    if match is None:
        return None
    body = re.sub(r"//[^\n]*", "", match.group(1))
    return re.findall(r'"([^"]+)"', body)


def _between(text: str, start: str, end: str) -> str:
    at = text.index(start)
    return text[at:text.index(end, at + len(start))]


def words_js() -> tuple[list[str], list[str]]:
    """words.js: the keys of its SENTENCES object (``attacks: (ev, …) =>``, ``"commander-damage": (ev, …)``)."""
    text = (ROOT / "web" / "core" / "words.js").read_text(encoding="utf-8")
    body = _between(text, "const SENTENCES = {", "\n};")
    keys = [m.group(2) for m in re.finditer(r'^  ("?)([\w-]+)\1: \(ev\b', body, re.M)]
    return keys, _string_list(text, "IGNORED_EVENTS") or []


def view_js() -> tuple[list[str], list[str]]:
    """display.js (the display state view.js re-exports): the ``case "x":`` labels of applyEvent's switch, and its IGNORED_EVENTS."""
    text = (ROOT / "web" / "core" / "display.js").read_text(encoding="utf-8")
    body = _between(text, "export function applyEvent(", "\n}\n")
    ignored = _string_list(text, "IGNORED_EVENTS")
    assert ignored is not None, "web/core/display.js has no IGNORED_EVENTS"
    return re.findall(r'\bcase "([^"]+)":', body), ignored


def animation_js() -> tuple[list[str], list[str]]:
    """animation.js: the ``case "x":`` labels of effectsFor's switch, and PULSED_EVENTS (its default's)."""
    text = (ROOT / "web" / "board" / "animation.js").read_text(encoding="utf-8")
    body = _between(text, "function effectsFor(", "\n  }\n")
    pulsed = _string_list(text, "PULSED_EVENTS")
    assert pulsed is not None, "web/board/animation.js has no PULSED_EVENTS"
    return re.findall(r'\bcase "([^"]+)":', body), pulsed


def render_py() -> tuple[list[str], list[str]]:
    """render.py: the types describe_event and _other_event test ``kind`` against (``kind == "x"``,
    ``kind in ("x", "y")``), and its IGNORED_EVENTS if it has one."""
    tree = ast.parse((ROOT / "pyengine" / "render.py").read_text(encoding="utf-8"))
    kinds: list[str] = []
    ignored: list[str] = []
    for func in tree.body:
        if isinstance(func, ast.Assign) and any(getattr(t, "id", None) == "IGNORED_EVENTS" for t in func.targets):
            ignored = list(ast.literal_eval(func.value))
        if not (isinstance(func, ast.FunctionDef) and func.name in ("describe_event", "_other_event")):
            continue
        for node in ast.walk(func):
            if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "kind":
                for op, right in zip(node.ops, node.comparators):
                    if isinstance(op, (ast.Eq, ast.In)):
                        values = right.elts if isinstance(right, (ast.Tuple, ast.List, ast.Set)) else [right]
                        kinds.extend(v.value for v in values if isinstance(v, ast.Constant))
    return kinds, ignored


READERS = {
    "web/core/words.js": words_js,
    "web/core/display.js": view_js,
    "web/board/animation.js": animation_js,
    "pyengine/render.py": render_py,
}


@pytest.mark.parametrize("reader", list(READERS), ids=list(READERS))
def test_each_reader_covers_every_type(reader: str) -> None:
    handled, ignored = READERS[reader]()
    assert len(handled) >= 10, f"{reader}: the dispatch keys weren't found (has it changed shape?)"
    assert len(set(ignored)) == len(ignored), f"{reader} lists a type twice"
    both = sorted(set(handled) & set(ignored))
    assert both == [], f"{reader} both handles and ignores {both}"
    unknown = sorted((set(handled) | set(ignored)) - REGISTERED)
    assert unknown == [], f"{reader} handles or ignores {unknown}, which EVENT_TYPES doesn't register"
    missing = sorted(REGISTERED - set(handled) - set(ignored))
    assert missing == [], f"{reader} neither handles nor deliberately ignores {missing}"


def test_render_has_a_sentence_for_every_type() -> None:
    """Not only named: every type's text in render.py is its own, never the generic ``type: field=value``."""
    from pyengine.render import describe_event

    seen: set[str] = set()
    for _, ev in golden_events():
        if ev["type"] in seen:
            continue
        seen.add(ev["type"])
        text = describe_event(ev)
        assert not text.startswith(f"{ev['type']}: "), text
        assert "None" not in text, text


# ------------------------------------------------------------------ (c) the docs


def documented_types() -> list[str]:
    """The types named in the first column of the docs' event table (``| type | fields | meaning |``)."""
    text = DOCS.read_text(encoding="utf-8")
    table = _between(text, "| type | fields | meaning |", "\n\n")
    names: list[str] = []
    for line in table.splitlines()[2:]:
        names.extend(re.findall(r"`([^`]+)`", line.split("|")[1]))
    return names


def test_the_docs_name_every_type() -> None:
    names = documented_types()
    assert sorted(REGISTERED - set(names)) == [], "docs/scenario-format.md's event table lacks these"
    assert sorted(set(names) - REGISTERED) == [], "docs/scenario-format.md's event table names unregistered types"
