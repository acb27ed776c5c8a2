"""web/ is in rooms that show the architecture, and imports only go one way.

    engine/  the worker, the bridge client (combatlab.js), the snapshot, service worker registration
    core/    words, ruleset facts, the display model (display.js, view.js), board text, share encoding
    board/   the canvas board: layout, drawing, input, animation
    playground/, play/, widget/   the pages' own code (the widget uses only engine/ and core/)

A room may import from its own room and from the rooms below it, never from one above or beside
it. The root holds only the entries whose URLs pages, wikis and old links use (widget.js, a
thin re-export; embed-resizer.js, whole, with no imports, since a wiki may copy it alone to its own
server; sw.js, which must stay at the root for its scope).
No two files import each other, even by a longer way round (a circle of imports: each file then
runs before the other is ready, and no file of the circle is the lower one).
The test reads every import and export-from statement, every import("..."), every
new URL("...", import.meta.url) and every new Worker(...) of every JS file.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
WEB = ROOT / "web"

# Each room and the rooms it may import from (besides itself).
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "core": {"engine"},
    "board": {"engine", "core"},
    "playground": {"engine", "core", "board"},
    "play": {"engine", "core", "board"},
    "widget": {"engine", "core"},
}
# The root entries, the room each belongs to (it may point only into that room), and why it is at the root.
ROOT_ENTRIES: dict[str, str] = {
    "widget.js": "widget",  # the URL wikis and pages load the widget from
    "embed-resizer.js": "widget",  # the URL iframe embed snippets name; whole, as wikis copy it alone
    "sw.js": "engine",  # the service worker: its scope is the folder it is served from, the site root
}
RUNTIME = "pyodide/"  # the Pyodide runtime, which build.py puts next to the pages
MAX_LINES = 600
# Files still over MAX_LINES, each with the ceiling it may not grow past (to be split, then removed here).
OVER_LIMIT: dict[str, int] = {}

REFERENCE = re.compile(
    r"""\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']"""  # import x from "..." / import "..."
    r"""|\bexport\s*[\w*{}\s,$]+?\s*from\s*["']([^"']+)["']"""  # export {x} from "..."
    r"""|\bimport\(\s*["']([^"']+)["']"""  # import("...")
    r"""|\bnew\s+URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url"""  # new URL("...", import.meta.url)
    r"""|\bnew\s+Worker\(\s*(?:new\s+URL\(\s*)?["'`]([^"'`]+)["'`]"""  # new Worker("...") / new Worker(new URL("...
)


def strip_comments(code: str) -> str:
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    return re.sub(r"(?m)(^|\s)//.*$", r"\1", code)


def js_files() -> list[str]:
    return sorted(str(p.relative_to(WEB).as_posix()) for p in WEB.rglob("*.js"))


def room_of(rel: str) -> str:
    """The room a web/-relative path is in (a root entry's own room; "" for any other root file)."""
    return rel.split("/", 1)[0] if "/" in rel else ROOT_ENTRIES.get(rel, "")


def references(rel: str) -> list[str]:
    """The web/-relative paths a JS file names (relative specifiers only)."""
    code = strip_comments((WEB / rel).read_text(encoding="utf-8"))
    out = []
    for groups in REFERENCE.findall(code):
        ref = next(g for g in groups if g)
        if not ref.startswith(".") or "${" in ref:
            continue  # absolute URLs, bare names and computed names (data: boards/${name}.json) are not modules
        out.append(posixpath.normpath(posixpath.join(posixpath.dirname(rel), ref)))
    return out


def test_the_parser_reads_every_kind_of_reference(tmp_path: Path) -> None:
    code = """import { a } from "./a.js";\nimport "../engine/b.js";\nexport * from "./c.js";
const d = await import("./d.js");\nnew URL("../e/", import.meta.url);\nnew Worker(new URL("./f.js", import.meta.url));
// import "./not-me.js";\n"""
    found = [next(g for g in groups if g) for groups in REFERENCE.findall(strip_comments(code))]
    assert found == ["./a.js", "../engine/b.js", "./c.js", "./d.js", "../e/", "./f.js"]


def test_every_js_file_is_in_a_room_or_a_named_root_entry() -> None:
    homeless = [rel for rel in js_files() if room_of(rel) not in ALLOWED]
    assert homeless == [], f"not in a room ({', '.join(ALLOWED)}) and not a root entry: {homeless}"


def test_every_room_exists() -> None:
    assert sorted(room for room in ALLOWED if (WEB / room).is_dir()) == sorted(ALLOWED)


@pytest.mark.parametrize("rel", js_files())
def test_imports_go_only_down(rel: str) -> None:
    room = room_of(rel)
    allowed = {room} if rel in ROOT_ENTRIES else ALLOWED[room] | {room}
    wrong = []
    for target in references(rel):
        if target.startswith(RUNTIME) or not target.endswith((".js", ".mjs")):
            continue  # the runtime and data (examples/, boards/): not modules of web/
        if room_of(target) not in allowed:
            wrong.append(target)
    assert wrong == [], f"web/{rel} ({room or 'root'}) may import only from {sorted(allowed)}, not {wrong}"


@pytest.mark.parametrize("rel", js_files())
def test_every_reference_names_a_file_that_exists(rel: str) -> None:
    # Files the build adds (the Pyodide runtime) are outside web/.
    missing = [t for t in references(rel) if not t.startswith(RUNTIME) and not (WEB / t).exists()]
    assert missing == [], f"web/{rel} names files web/ does not have: {missing}"


@pytest.mark.parametrize("rel", js_files())
def test_no_js_file_is_longer_than_the_limit(rel: str) -> None:
    lines = len((WEB / rel).read_text(encoding="utf-8").splitlines())
    limit = OVER_LIMIT.get(rel, MAX_LINES)
    assert lines <= limit, f"web/{rel} has {lines} lines (at most {limit})"


def test_the_over_limit_list_holds_only_files_still_over_it() -> None:
    stale = [rel for rel in OVER_LIMIT
             if not (WEB / rel).exists() or len((WEB / rel).read_text(encoding="utf-8").splitlines()) <= MAX_LINES]
    assert stale == [], f"split or gone, remove from OVER_LIMIT: {stale}"


def import_graph() -> dict[str, list[str]]:
    """Each web/ JS file and the web/ JS files it names (the runtime and data left out)."""
    files = set(js_files())
    return {rel: sorted({t for t in references(rel) if t in files}) for rel in sorted(files)}


def find_circle(graph: dict[str, list[str]]) -> list[str]:
    """A circle of imports in graph (its files in import order, the first one again at the end), or []."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str]:
        path.append(node)
        on_path.add(node)
        for target in graph.get(node, []):
            if target in on_path:
                return path[path.index(target):] + [target]
            if target not in done:
                circle = visit(target)
                if circle:
                    return circle
        path.pop()
        on_path.discard(node)
        done.add(node)
        return []

    for start in sorted(graph):
        if start not in done:
            circle = visit(start)
            if circle:
                return circle
    return []


def test_find_circle_finds_a_circle_and_only_one() -> None:
    assert find_circle({"a.js": ["b.js"], "b.js": ["c.js"], "c.js": []}) == []
    assert find_circle({"a.js": ["b.js", "c.js"], "b.js": ["c.js"], "c.js": []}) == []  # a diamond is no circle
    assert find_circle({"a.js": ["b.js"], "b.js": ["c.js"], "c.js": ["b.js"]}) == ["b.js", "c.js", "b.js"]
    assert find_circle({"x.js": ["x.js"]}) == ["x.js", "x.js"]


def test_no_import_circle() -> None:
    """No web/ JS file imports itself through others (setup-form.js and player-edits.js once did)."""
    circle = find_circle(import_graph())
    assert circle == [], "web/ JS files import each other in a circle: " + " -> ".join(f"web/{rel}" for rel in circle)


def test_the_iframe_resizer_stands_alone() -> None:
    """A wiki may serve its own copy of embed-resizer.js: it imports nothing."""
    assert references("embed-resizer.js") == []


def test_the_root_entries_keep_their_urls() -> None:
    """The URLs wikis, embed snippets and old share links use are files at the root of web/."""
    for name in ("index.html", "play.html", "embed.html", "wiki-demo.html", "bare.html", "widget.js",
                 "embed-resizer.js", "sw.js", "manifest.webmanifest"):
        assert (WEB / name).is_file(), name
