"""What the build writes into the pages and the page data of web/ on their way into static/: the CSP
<meta> tag, the data a page carries inline (the playground's examples, play mode's puzzle list), the
widget's style sheet as a module, and the playground's examples list and boards with their cards
written out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .base import BuildError
from .contract import CSP_META
from .stored_answers import answer_file, script_safe_json


def with_csp_meta(rel: str, data: bytes) -> bytes:
    """An HTML page with the build's CSP <meta> tag: inserted after <meta charset> when missing.

    A page that declares any other Content-Security-Policy is refused: one policy for the site.
    """
    text = data.decode("utf-8")
    declared = re.findall(r"<meta\b[^>]*http-equiv=[\"']?content-security-policy[^>]*>", text, re.I)
    if declared:
        if declared != [CSP_META]:
            raise BuildError(
                f"web/{rel} declares a Content-Security-Policy other than build.py's CSP: "
                f"{declared[0][:120]!r}; drop the tag (the build inserts it) or use exactly\n  {CSP_META}"
            )
        return data
    charset = re.search(r"<meta\s+charset=[^>]*>", text, re.I)
    if charset is None:
        raise BuildError(f"web/{rel} has no <meta charset=...> to put the Content-Security-Policy after")
    return (text[: charset.end()] + "\n  " + CSP_META + text[charset.end():]).encode("utf-8")


#: A page's module script: its inline data goes before the first one.
MODULE_SCRIPT = re.compile(r'<script\b[^>]*\btype="module"[^>]*\bsrc="([^"#?]+)"', re.I)

#: The page whose first example (and the examples list, and its stored answer) the build writes inline.
INLINE_EXAMPLES_PAGE = "index.html"

#: The page that carries puzzles/index.json inline (play mode's list, read by play/play.js).
INLINE_PUZZLES_PAGE = "play.html"


def page_with_inline_data(rel: str, data: bytes, element_id: str, value: Any) -> bytes:
    """A page with ``value`` as a ``<script type="application/json" id=...>`` (data, never run) before its
    first module script, so its modules find it whatever the parser's progress."""
    tag = f'<script type="application/json" id="{element_id}">{script_safe_json(value)}</script>'
    text = data.decode("utf-8")
    first = MODULE_SCRIPT.search(text) or re.search(r"</head>", text)
    if first is None:
        raise BuildError(f"web/{rel} has no </head> to put its inline data before")
    start = text.rfind("\n", 0, first.start()) + 1
    return (text[:start] + "  " + tag + "\n" + text[start:]).encode("utf-8")


def page_with_inline_examples(data: bytes, out: Mapping[str, bytes], plan: Mapping[str, Path]) -> bytes:
    """index.html with examples/index.json, the first example's board and its stored answer inline, as data
    (``<script type="application/json" id="examples-inline">``, read by playground/examples.js), so its
    first answer needs no request after the modules (issue 26). Each is byte for byte the file static/
    serves, and the page checks the answer's build id and board hash as it checks a fetched one."""
    def served(rel: str) -> bytes:
        return out[rel] if rel in out else plan[rel].read_bytes()

    if "examples/index.json" not in out:
        return data
    index = json.loads(served("examples/index.json"))
    listed = index.get("examples") or []
    inline: dict[str, Any] = {"index": index}
    if listed:
        file = listed[0]["file"]
        answer = answer_file(f"examples/{file}")
        inline["first"] = {"file": file, "scenario": json.loads(served(f"examples/{file}")),
                           "answer": served(answer).decode("utf-8") if answer in out else None}
    return page_with_inline_data(INLINE_EXAMPLES_PAGE, data, "examples-inline", inline)


WIDGET_SHEET_MODULE = "widget/sheet-text.js"
WIDGET_SHEET_LINE = re.compile(r"^export const WIDGET_CSS = .*;$", re.M)


def stamp_widget_sheet(data: bytes, css: bytes) -> bytes:
    """web/widget/sheet-text.js with widget.css's text written into it (a JS string literal: JSON's is one),
    so the widget's styles come with its modules, not in one more request after them (issue 26)."""
    literal = json.dumps(css.decode("utf-8")).replace("<", "\\u003c").replace("\u2028", "\\u2028")
    text, count = WIDGET_SHEET_LINE.subn(lambda _: f"export const WIDGET_CSS = {literal};", data.decode("utf-8"))
    if count != 1:
        raise BuildError(f"web/{WIDGET_SHEET_MODULE} must have exactly one line `export const WIDGET_CSS = ...;`")
    return text.encode("utf-8")


def examples_index(plan: Mapping[str, Path]) -> bytes:
    """The playground's examples/index.json: web/examples/index.json's files, in its order, each with
    its title, description and ruleset, so the page lists the examples from this one file and fetches
    an example only when it loads it (its first visit fetches one example, not all of them).
    """
    source = plan["examples/index.json"]
    files = json.loads(source.read_text(encoding="utf-8")).get("examples")
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        raise BuildError('web/examples/index.json must be {"examples": ["file.json", ...]}')
    entries = []
    for file in files:
        path = plan.get(f"examples/{file}")
        if path is None:
            raise BuildError(f"web/examples/index.json lists {file!r}, which is not in web/examples/")
        scenario = json.loads(path.read_text(encoding="utf-8"))
        entries.append({"file": file, "title": scenario.get("title") or file,
                        "description": scenario.get("description") or "", "ruleset": scenario.get("ruleset")})
    return (json.dumps({"format": 2, "examples": entries}, indent=1) + "\n").encode()


def examples_written_out(plan: Mapping[str, Path]) -> dict[str, bytes]:
    """The playground's copy of each example that names cards (``"card": "Vastwood Gorger"``), with every
    card's fields written out (pyengine.cards.written_out): the page draws a board from its own fields
    before the engine runs, and a first visit must not download the card index (~0.5 MB) to show the
    first example. The engine reads both copies alike (tests/test_cards_surface.py holds them to it).
    """
    from pyengine.cards import written_out  # noqa: PLC0415 (the engine is imported only here)

    out = {}
    for rel, source in plan.items():
        if not rel.startswith("examples/") or rel == "examples/index.json" or not rel.endswith(".json"):
            continue
        scenario = json.loads(source.read_text(encoding="utf-8"))
        permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
        if not isinstance(permanents, list) or not any(isinstance(p, dict) and "card" in p for p in permanents):
            continue
        try:
            scenario["permanents"] = [written_out(p) if isinstance(p, dict) else p for p in permanents]
        except ValueError as exc:  # ScenarioError: an unknown card name
            raise BuildError(f"web/{rel}: {getattr(exc, 'message', exc)}") from None
        out[rel] = (json.dumps(scenario, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return out
