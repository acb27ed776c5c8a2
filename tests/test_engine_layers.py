"""pyengine/ is in layers, and imports only go down (the twin of test_web_layout.py).

    0  answers, creature_types, errors, events, fields, keywords, limits, text plain facts: no engine imports but each other
    1  model, cards                                      players, permanents, the attack, the life facts; card data
    2  machine, rulesets/*, targeting, trigger_instances, ward  the machine's protocol, and each ruleset's hooks and facts
    3  declare, blocks, abilities, tokens, trigger_targets, watchers, watch_filter   legal declarations, triggered abilities, tokens, targets
    4  combat, damage, dealing, life, ninjutsu           the combat machine, dividing and dealing damage, life
    5  parse, parse_permanents, parse_watch_filter, reader                   a scenario into a Setup
    6  engine                                            one way to run a combat: run(), resolve(), validate()
    7  options, compare, convert, turns, render, rule_notes, advisor/*, puzzles   what is built on the engine
    8  bridge, cli, preload, __init__, __main__          the ways in (preload: all of it, for a snapshot)

A module may import from its own layer and the layers below, never from one above. The test reads
every import statement of every module, at module level, inside functions and under
``if TYPE_CHECKING:``; a function-level import is allowed only in the ways in (layer 8), where it keeps
start-up light; and no two modules may import each other in a circle at run time, even within a layer.
Type-only imports may point sideways within a layer: the machine, its input and the ruleset's hooks
name each other in their signatures (``Setup.ruleset``, ``Ruleset.run_combat(machine)``), as
python-chess's board and variants do, but none of them runs.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
PACKAGE = ROOT / "pyengine"

LAYERS: list[set[str]] = [
    {"answers", "creature_types", "errors", "events", "fields", "keywords", "limits", "rule_texts", "text"},
    {"model", "own_abilities", "conditions", "affects", "cards", "cards.conditions", "cards.after_entering", "cards.attack_watchers", "cards.block_restrictions", "cards.characteristics", "cards.choice_triggers", "cards.before_attacks", "cards.classify", "cards.colors", "cards.creature_types", "cards.either_event", "cards.entry_counters", "cards.faces", "cards.families", "cards.hazards", "cards.inert", "cards.levels", "cards.lords", "cards.outside", "cards.stats", "cards.statics", "cards.target_triggers", "cards.that_creature", "cards.token_lines", "cards.trigger_effects", "cards.triggers", "cards.watched_heads"},
    {"board", "machine", "rulesets", "rulesets.*", "targeting", "trigger_instances", "ward"},
    {"declare", "blocks", "abilities", "attack_watchers", "tokens", "trigger_life", "trigger_targets", "that_creature", "watchers", "watch_filter"},
    {"combat", "damage", "dealing", "life", "ninjutsu"},
    {"parse", "parse_affects", "parse_characteristics", "parse_life", "parse_permanents", "parse_targets", "parse_that", "parse_tokens", "parse_attack_count", "parse_watch_filter", "reader"},
    {"engine"},
    {"options", "play", "compare", "convert", "convert_bodies", "turns", "render", "rule_notes", "advisor", "advisor.*",
     "puzzles"},
    {"bridge", "cli", "preload", "", "__main__"},
]
#: The most lines a module may have: past it, split it along its seams (no exceptions).
MAX_LINES = 600
#: Where a function-level import may be (to keep start-up light: the ways in).
LAZY_IMPORTS_ALLOWED = {"bridge", "cli", "", "__main__"}


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name below ``pyengine`` (``""`` is the package itself)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


MODULES = modules()


def layer_of(name: str) -> int:
    for number, members in enumerate(LAYERS):
        if name in members or any(m.endswith(".*") and name.startswith(m[:-1]) for m in members):
            return number
    raise AssertionError(f"pyengine/{name or '__init__'} is in no layer: add it to LAYERS in {__file__}")


def imports(name: str) -> list[tuple[str, int, bool, bool]]:
    """``(module, line, at module level, type-only)`` for each pyengine module that ``name`` imports."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    package = [p for p in package if p]
    type_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(n) for n in ast.walk(node))
    top_level = {id(n) for n in tree.body} | type_only
    found = []
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
                stem = ".".join(base + ([node.module] if node.module else []))
            elif node.module and (node.module == "pyengine" or node.module.startswith("pyengine.")):
                stem = node.module.removeprefix("pyengine").lstrip(".")
            else:
                continue
            for alias in node.names:
                full = f"{stem}.{alias.name}" if stem else alias.name
                targets.append(full if full in MODULES else stem)
        elif isinstance(node, ast.Import):
            targets = [a.name.removeprefix("pyengine").lstrip(".") for a in node.names
                       if a.name == "pyengine" or a.name.startswith("pyengine.")]
        for target in targets:
            if target in MODULES and target != name:
                found.append((target, node.lineno, id(node) in top_level, id(node) in type_only))
    return found


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_go_down(name: str) -> None:
    mine = layer_of(name)
    upward = [f"line {line}: {target} (layer {layer_of(target)})" for target, line, _, _ in imports(name)
              if layer_of(target) > mine]
    assert not upward, f"pyengine/{name or '__init__'} (layer {mine}) imports up: {'; '.join(upward)}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_function_level_imports_only_in_the_ways_in(name: str) -> None:
    if name in LAZY_IMPORTS_ALLOWED:
        return
    lazy = [f"line {line}: {target}" for target, line, top, _ in imports(name) if not top]
    assert not lazy, (f"pyengine/{name or '__init__'} imports inside a function ({'; '.join(lazy)}): import at the "
                      "top, and if that makes a circle, move the fact to the layer it belongs to")


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle() -> None:
    graph = {name: {target for target, _, _, type_only in imports(name) if not type_only} for name in MODULES}
    assert circles(graph) == [], f"modules that import each other in a circle: {circles(graph)}"


def test_the_checks_catch_what_they_look_for() -> None:
    """The circle finder finds a circle, and every module is in a layer."""
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
    for name in MODULES:
        layer_of(name)


def test_one_way_to_run_a_combat() -> None:
    """Nothing subclasses the combat machine outside its module: options and the advisor watch
    :func:`pyengine.engine.run` through a :class:`~pyengine.machine.CombatObserver` instead, and only
    ``engine.run`` makes a machine."""
    subclasses, machines = [], []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and name != "combat":
                subclasses += [f"{name}.{node.name}" for base in node.bases if ast.unparse(base).endswith("Combat")]
            if isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "Combat" and name != "engine":
                machines.append(f"{name} line {node.lineno}")
    assert subclasses == [], f"subclasses of Combat outside pyengine/combat.py: {subclasses}"
    assert machines == [], f"combat machines made outside engine.run: {machines}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_past_the_line_ceiling(name: str) -> None:
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"pyengine/{MODULES[name].relative_to(PACKAGE)} has {lines} lines (at most {MAX_LINES}): split it"


def test_setup_is_plain_data() -> None:
    """The parsed board holds data only: its fields are of built-in types and the model's data classes (its
    ruleset is an id: pyengine.rulesets.ruleset_for gives the ruleset), never a ruleset or a machine."""
    import dataclasses  # noqa: PLC0415
    import re  # noqa: PLC0415

    from pyengine import model  # noqa: PLC0415
    from pyengine.board import Setup  # noqa: PLC0415

    plain = {"str", "int", "bool", "None", "dict", "list", "tuple", "frozenset", "set", "Any"}
    plain |= {name for name, value in vars(model).items() if dataclasses.is_dataclass(value)}
    for item in dataclasses.fields(Setup):
        names = set(re.findall(r"[A-Za-z_]\w*", str(item.type)))
        assert names <= plain, f"Setup.{item.name}: {item.type} is not plain data ({names - plain})"
