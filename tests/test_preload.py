"""pyengine.preload: the first answer imports only what it needs; a snapshot gets everything.

The browser's engine worker answers first, then calls ``import_everything`` before it saves
Python's memory (web/engine/engine-worker.js). Two promises make that right: every standard
module an engine function imports on first use is in ``STANDARD_ON_DEMAND`` (or a restored
engine would compile it later, from files a restored runtime no longer has), and the first
answer does not import them (or the lazy import bought nothing).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pyengine
from pyengine import preload

ROOT = Path(__file__).absolute().parent.parent
PACKAGE = ROOT / "pyengine"
BOARD = {"ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
         "active_player": "alice",
         "permanents": [{"id": "bear", "controller": "alice", "power": 2, "toughness": 2},
                        {"id": "wall", "controller": "bob", "power": 0, "toughness": 4}],
         "attackers": [{"id": "bear", "target": "bob"}], "blockers": [{"id": "wall", "blocks": ["bear"]}]}


def function_level_imports() -> dict[str, list[str]]:
    """Standard modules imported inside an engine function (not under TYPE_CHECKING), by module path."""
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    # "from importlib import resources" imports importlib.resources (a name or a module)
                    names = [f"{node.module}.{alias.name}" for alias in node.names]
                else:
                    continue
                for name in names:
                    if name.split(".")[0] != "pyengine":
                        found.setdefault(name, []).append(path.relative_to(ROOT).as_posix())
    return found


def test_every_standard_module_imported_on_demand_is_preloaded() -> None:
    # cli.py runs only on a command line, never in the browser's worker.
    lazy = {name: where for name, where in function_level_imports().items()
            if any(not place.endswith(("cli.py", "__main__.py")) for place in where)}
    assert lazy, "the scan found no function-level import at all"
    missing = {name: where for name, where in lazy.items()
               if not any(name == pre or name.startswith(pre + ".") for pre in preload.STANDARD_ON_DEMAND)
               and name.rpartition(".")[0] not in preload.STANDARD_ON_DEMAND}
    assert not missing, f"add these to pyengine.preload.STANDARD_ON_DEMAND (or import them at module level): {missing}"


def test_import_everything_imports_every_engine_module() -> None:
    names = preload.import_everything()
    on_disk = {".".join(("pyengine", *p.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
               for p in PACKAGE.rglob("*.py")} - {"pyengine", "pyengine.__main__"}
    assert set(names) == on_disk
    assert all(name in sys.modules for name in [*names, *preload.STANDARD_ON_DEMAND])


def test_the_first_answer_imports_no_standard_module_on_demand() -> None:
    code = (
        "import json, sys\n"
        "before = set(sys.modules)\n"
        "import pyengine.bridge\n"
        f"answer = json.loads(pyengine.bridge.call('resolve', {json.dumps(json.dumps(BOARD))}))\n"
        "from pyengine.preload import STANDARD_ON_DEMAND\n"
        "print(json.dumps({'ok': answer.get('ok'), 'events': sum(len(step['events']) for step in answer.get('steps', [])),\n"
        "                  'imported': sorted(m for m in STANDARD_ON_DEMAND if m in sys.modules and m not in before)}))\n"
    )
    # -S -I: no site-packages start-up imports; the engine from this tree.
    run = subprocess.run([sys.executable, "-I", "-S", "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + code],
                         capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["ok"] is True and seen["events"] > 0, seen
    assert seen["imported"] == [], f"the first answer imported {seen['imported']}: import them where they are used"


def test_a_card_name_still_works_after_the_lazy_imports() -> None:
    # gzip is imported inside load_index, difflib inside suggestions ("did you mean").
    card = pyengine.card("Serra Angel")
    assert (card["permanent"]["power"], card["permanent"]["toughness"]) == (4, 4)
    try:
        pyengine.card("Sera Angle")
    except pyengine.ScenarioError as error:
        assert "Serra Angel" in str(error)
    else:
        raise AssertionError("an unknown card name was not refused")
