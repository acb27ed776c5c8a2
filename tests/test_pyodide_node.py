"""The built engine wheel, run inside Pyodide under Node, answers as CPython does."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).absolute().parents[1]
GORGER = ROOT / "web" / "examples" / "gorger.json"

# Loads static/pyodide/ exactly as the page does (micropip by path, then
# micropip.install of the engine wheel by file: URL); answers one bridge call
# per line of stdin: {"name", "payload"} -> the bridge's JSON string.
NODE_SCRIPT = r"""
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const staticDir = process.argv[2];
const manifest = JSON.parse(readFileSync(`${staticDir}/build-manifest.json`, "utf8"));
const { loadPyodide } = await import(pathToFileURL(`${staticDir}/pyodide/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${staticDir}/pyodide/`,
  stdout: (line) => console.error(`[python] ${line}`),
  stderr: (line) => console.error(`[python] ${line}`),
});
await pyodide.loadPackage(`${staticDir}/${manifest.micropip_wheel}`);
if (!pyodide.loadedPackages.micropip) throw new Error("micropip did not load");
const micropip = pyodide.pyimport("micropip");
await micropip.install(pathToFileURL(`${staticDir}/${manifest.engine_wheel}`).href);
micropip.destroy();
const bridge = pyodide.pyimport("pyengine.bridge");
const call = bridge.call.copy();
bridge.destroy();
for await (const line of createInterface({ input: process.stdin })) {
  const { name, payload } = JSON.parse(line);
  console.log(call(name, JSON.stringify(payload)));
}
"""


def load_build_module() -> ModuleType:
    """Import the repository's build.py (a script, not a package)."""
    if "combatlab_build" in sys.modules:
        return sys.modules["combatlab_build"]
    spec = importlib.util.spec_from_file_location("combatlab_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["combatlab_build"] = module
    spec.loader.exec_module(module)
    return module


build = load_build_module()


def run_in_node(tmp_path: Path, calls: list[tuple[str, Any]]) -> list[Any]:
    """Answer bridge calls with the engine running in Pyodide under Node."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    if not (build.STATIC / build.MANIFEST_NAME).exists():
        build.build()
    script = tmp_path / "run-engine.mjs"
    script.write_text(NODE_SCRIPT, encoding="utf-8")
    stdin = "".join(json.dumps({"name": name, "payload": payload}) + "\n" for name, payload in calls)
    done = subprocess.run(
        [node, str(script), str(build.STATIC)],
        input=stdin, capture_output=True, text=True, timeout=180, check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_wheel_in_pyodide_under_node_matches_cpython(tmp_path: Path) -> None:
    import pyengine
    from pyengine import bridge

    gorger = json.loads(GORGER.read_text(encoding="utf-8"))
    bad = dict(gorger, ruleset="no-such-ruleset")
    good_answer, bad_answer = run_in_node(tmp_path, [("resolve", gorger), ("resolve", bad)])
    assert good_answer == json.loads(json.dumps(pyengine.resolve(json.loads(GORGER.read_text()))))
    assert bad_answer == json.loads(bridge.call("resolve", json.dumps(bad)))
    assert bad_answer["ok"] is False and bad_answer["error"]["code"] == "unknown-ruleset"
