"""The files a first visit of index.html loads, found by following the references of the pages and
modules static/ serves (the manifest's ``first_visit``).
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable, Mapping
from typing import Any

from . import base
from .bundling import BUNDLED_ENTRIES
from .contract import SERVICE_WORKER

# The page a first visit opens. The files it loads (first_visit in the manifest)
# are found by following its references: see first_visit_files().
FIRST_PAGE = "index.html"

# The engine worker loads these on top of what its code names literally.
ENGINE_WORKER = "engine/engine-worker.js"

# Files a module names with new URL(...) but fetches only when the reader first needs them, so a
# first visit does not load them (tests/browser/test_runtime.py holds this to the page's requests):
# the rule notes at the first rule chip used (core/rule-notes.js), the card index at the first board
# or search that names a card (engine/card-index.js).
FETCHED_ON_DEMAND = frozenset({"core/rule-notes.json", "cards/index.json"})


def strip_js_comments(code: str) -> str:
    """JavaScript without its comments (good enough for our own code: no "//" in strings)."""
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    return re.sub(r"(?m)(^|\s)//.*$", r"\1", code)


HTML_REFERENCE = re.compile(r"<(?:script|link|img)\b[^>]*?\b(?:src|href)=[\"']([^\"'#?]+)", re.I)

# Static imports and exports, and new URL("...", import.meta.url); not import("..."), which is lazy.
JS_REFERENCE = re.compile(
    r"""(?:\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?|\bexport\s*[\w*{}\s,$]+?\s*from\s*)["']([^"']+)["']"""
    r"""|\bnew\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url"""
)

# An import("...") at a module's top level (not indented: not inside a function) runs when the module
# does, as a static import would (engine-worker.js loads snapshot.js so, after the runtime's modules).
TOP_LEVEL_IMPORT = re.compile(
    r"""(?m)^(?:(?:const|let|var)\s+[\w{}\s,$]+?=\s*)?(?:await\s+)?import\(\s*["']([^"']+)["']\s*\)"""
)


def first_visit_files(files: Mapping[str, Any], engine_files: Iterable[str]) -> list[str]:
    """The static/ files a first visit of index.html loads, by following references.

    From index.html: its <script>, <link> and <img> URLs; from each script, its static
    imports and new URL(..., import.meta.url) (fetches, the worker; a folder's URL, ending
    in "/", counts every file in it); the engine worker also loads engine_files (Pyodide's
    runtime, the wheels); examples/index.json brings the first example it lists, which the
    playground shows, and its stored answer. A file in FETCHED_ON_DEMAND is not counted, nor
    is a lazy import("..."): what the page loads only on demand is not a first visit's. An
    import("...") at a module's top level runs with the module, and is counted.
    """
    seen: set[str] = set()
    inside: set[str] = set()  # modules read from a bundle (BUNDLED_ENTRIES): in it, not fetched themselves
    todo = [(FIRST_PAGE, False)] if FIRST_PAGE in files else []
    while todo:
        rel, bundled = todo.pop()
        if rel in (inside if bundled else seen):
            continue
        (inside if bundled else seen).add(rel)
        if rel == ENGINE_WORKER:
            todo.extend((name, False) for name in engine_files if name in files)
        # A bundle is read as its modules, each at its own path (web/'s source of the entry; static/'s copy
        # of the others): what they import is in the bundle, what they name with new URL() is fetched.
        path = base.WEB / rel if rel in BUNDLED_ENTRIES and not bundled else base.STATIC / rel
        within = bundled or rel in BUNDLED_ENTRIES
        if rel.endswith(".html"):
            refs = [(ref, False) for ref in HTML_REFERENCE.findall(path.read_text(encoding="utf-8"))]
        elif rel.endswith((".js", ".mjs")) and not rel.startswith("pyodide/"):
            code = strip_js_comments(path.read_text(encoding="utf-8"))
            refs = [(a, within) if a else (b, False) for a, b in JS_REFERENCE.findall(code)]
            refs += [(ref, within) for ref in TOP_LEVEL_IMPORT.findall(code)]
        else:
            continue
        for ref, in_bundle in refs:
            if re.match(r"^[a-z][a-z0-9+.-]*:|^/", ref, re.I):
                continue  # absolute URLs, data: and blob: are not files of the build
            target = posixpath.normpath(posixpath.join(posixpath.dirname(rel), ref))
            if target == SERVICE_WORKER or target.endswith(".webmanifest"):
                continue  # fetched by the browser for itself (registration, install), not by the page
            if ref.endswith("/"):  # a folder named in code: the page loads what is in it
                todo.extend((name, False) for name in files if name.startswith(target + "/"))
            elif target in files and target not in FETCHED_ON_DEMAND:
                todo.append((target, in_bundle))
    first_page = base.STATIC / FIRST_PAGE
    if first_page.exists() and 'id="examples-inline"' in first_page.read_text(encoding="utf-8"):
        # The page carries the list, the first board and its answer inline (page_with_inline_examples): the
        # playground reads them from there and fetches none of them.
        seen.discard("examples/index.json")
    if "examples/index.json" in seen:  # the playground shows the list's first example (playground/examples.js)
        listed = json.loads((base.STATIC / "examples" / "index.json").read_text(encoding="utf-8")).get("examples") or []
        first = listed[0]["file"] if listed and isinstance(listed[0], dict) else None
        if first and f"examples/{first}" in files:
            seen.add(f"examples/{first}")
            # and the engine's stored answer beside it, shown before the engine starts (issue 26)
            answer = f"examples/{first.removesuffix('.json')}.answer.json"
            if answer in files:
                seen.add(answer)
    return sorted(seen)
