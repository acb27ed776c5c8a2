"""Golden scenario files: loading them, running them, and comparing results.

A golden file (``tests/scenarios/<ruleset>/<rule>-<what>.json``) holds::

    {"title": ..., "rule": "510.1c", "source": "where the expectation comes from",
     "scenario": {...a full scenario...},
     "expect": {...the whole expected result...}}

or, for a refusal, ``"expect": {"ok": false, "error": {"code", "rule", "path"}}``.
Results are compared in full; errors by their code, rule and path (never the
message). The expectations are worked out by hand from the Comprehensive Rules,
not copied from the engine (see ``tests/golden/mtg.py`` and the other generators
beside it, built on ``tests/golden/builders.py``).

This module reads only ``tests/scenarios``: the tests never look outside the
repository. It imports the engine only to run a scenario, so the generators
(which never ask the engine unless ``--compare``) can import the package.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).absolute().parent.parent / "scenarios"
REQUIRED_FIELDS = ("title", "rule", "source", "scenario", "expect")
ERROR_FIELDS = ("code", "rule", "path")


def golden_files() -> list[Path]:
    """Every golden file under ``tests/scenarios``, sorted."""
    return sorted(SCENARIOS.glob("**/*.json"))


def load(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


def run(scenario: dict[str, Any]) -> dict[str, Any]:
    """The engine's answer: the result, or ``{"ok": false, "error": {code, rule, path}}``."""
    import pyengine  # noqa: PLC0415 (only here: the generators import this package without the engine)

    try:
        return pyengine.resolve(scenario)
    except pyengine.ScenarioError as exc:
        return {"ok": False, "error": {"code": exc.code, "rule": exc.rule, "path": exc.path}}


def comparable(expect: dict[str, Any], actual: dict[str, Any]) -> dict[str, Any]:
    """What of ``actual`` is compared with ``expect``: all of a result; code, rule, path of an error."""
    if expect.get("ok") is False and actual.get("ok") is False:
        return {"ok": False, "error": {k: actual["error"].get(k) for k in ERROR_FIELDS}}
    return actual


def differences(expect: Any, actual: Any, path: str = "$") -> list[str]:
    """Every place where ``actual`` differs from ``expect``, one line each, by JSON path."""
    out: list[str] = []
    if isinstance(expect, dict) and isinstance(actual, dict):
        for key in expect:
            if key not in actual:
                out.append(f"{path}.{key}: missing (expected {json.dumps(expect[key])})")
            else:
                out.extend(differences(expect[key], actual[key], f"{path}.{key}"))
        for key in actual:
            if key not in expect:
                out.append(f"{path}.{key}: unexpected {json.dumps(actual[key])}")
    elif isinstance(expect, list) and isinstance(actual, list):
        for i, (e, a) in enumerate(zip(expect, actual)):
            out.extend(differences(e, a, f"{path}[{i}]"))
        for i in range(len(actual), len(expect)):
            out.append(f"{path}[{i}]: missing (expected {json.dumps(expect[i])})")
        for i in range(len(expect), len(actual)):
            out.append(f"{path}[{i}]: unexpected {json.dumps(actual[i])}")
    elif expect != actual or type(expect) is not type(actual):
        out.append(f"{path}: expected {json.dumps(expect)}, got {json.dumps(actual)}")
    return out


def report(name: str, expect: dict[str, Any], actual: dict[str, Any]) -> str:
    """A readable account of how a result differs from the expectation."""
    lines = [f"{name}: the engine's result differs from the expectation"]
    lines += ["  " + d for d in differences(expect, actual)]
    return "\n".join(lines)
