"""buildtools/ (the build behind build.py) is in layers, imports only go down, and no module is long (the
twin of test_engine_layers.py, for the build).

The layers are those of buildtools/__init__.py's docstring. A module imports only from layers strictly
below its own, never sideways, so there is no circle to look for; build.py, the command line, is above
them all, and no module of buildtools imports it. The engine is imported only inside functions (a build
asks it for answers; ``build.py serve`` and ``--help`` don't load it). And every ``build.X`` that tests/,
bench/ and tools/ use is still a name of build.py.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
PACKAGE = ROOT / "buildtools"

LAYERS: list[set[str]] = [
    {"base", "contract"},
    {"provision", "fetch", "compression", "bundling", "stored_answers"},
    {"wheels", "pages", "first_visit"},
    {"manifest"},
    {"assemble"},
    {"serving", "mediawiki", "testing"},
]
#: The most lines a module of the build may have, build.py included: past it, split it along its seams.
MAX_LINES = 600

MODULES = {path.stem: path for path in sorted(PACKAGE.glob("*.py")) if path.stem != "__init__"}


def layer_of(name: str) -> int:
    for number, members in enumerate(LAYERS):
        if name in members:
            return number
    raise AssertionError(f"buildtools/{name}.py is in no layer: add it to LAYERS in {__file__}")


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """``(module, line, at module level)`` for each module that the file imports, by its full dotted name
    (``buildtools.base``, ``pyengine.bridge``, ``json``); a relative import is of buildtools."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top_level = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            stem = ("buildtools" + ("." + node.module if node.module else "")) if node.level else (node.module or "")
            for alias in node.names:
                full = f"{stem}.{alias.name}"
                found.append((full if full.removeprefix("buildtools.") in MODULES else stem, node.lineno,
                              id(node) in top_level))
        elif isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, id(node) in top_level) for alias in node.names]
    return found


def test_every_module_is_in_a_layer() -> None:
    assert MODULES, "buildtools/ has no modules"
    for name in MODULES:
        layer_of(name)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_go_down(name: str) -> None:
    mine = layer_of(name)
    wrong = []
    for target, line, _ in imports(MODULES[name]):
        if target == "build" or target.startswith("build."):
            wrong.append(f"line {line}: build.py (the command line is above every module)")
        elif target.startswith("buildtools.") and layer_of(target.removeprefix("buildtools.")) >= mine:
            wrong.append(f"line {line}: {target} (layer {layer_of(target.removeprefix('buildtools.'))})")
        elif target == "buildtools":
            wrong.append(f"line {line}: the package itself (import the module that holds the name)")
    assert not wrong, f"buildtools/{name}.py (layer {mine}) imports sideways or up: {'; '.join(wrong)}"


@pytest.mark.parametrize("path", [*MODULES.values(), PACKAGE / "__init__.py", ROOT / "build.py"],
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_the_engine_is_imported_only_inside_functions(path: Path) -> None:
    eager = [f"line {line}: {target}" for target, line, top in imports(path)
             if top and (target == "pyengine" or target.startswith("pyengine."))]
    assert not eager, f"{path.relative_to(ROOT)} imports the engine when it is loaded: {'; '.join(eager)}"


def test_the_package_itself_imports_nothing() -> None:
    """``import buildtools.x`` loads x and what it needs, nothing more."""
    assert imports(PACKAGE / "__init__.py") == []


@pytest.mark.parametrize("path", [*MODULES.values(), ROOT / "build.py"],
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_module_past_the_line_ceiling(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines (at most {MAX_LINES}): split it"


def test_build_py_still_has_every_name_others_use() -> None:
    """tests/, bench/ and tools/ load build.py and use its names as ``build.X``: it re-exports each."""
    spec = importlib.util.spec_from_file_location("combatlab_build_layers", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["combatlab_build_layers"] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules["combatlab_build_layers"]
    used = set()
    for folder in ("tests", "bench", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            if path == Path(__file__).absolute():
                continue
            used |= set(re.findall(r"\bbuild\.([A-Za-z_]\w*)", path.read_text(encoding="utf-8")))
    used.discard("py")  # "build.py" in prose
    assert used, "no build.X found: the pattern no longer matches how tests use build.py"
    assert sorted(name for name in used if not hasattr(module, name)) == []
