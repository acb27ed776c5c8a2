"""The built engine wheel, run inside Pyodide under Node, answers as CPython does."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.build_module import load_build_module

ROOT = Path(__file__).absolute().parents[1]
GORGER = ROOT / "tests" / "card_twins" / "gorger.json"  # typed by hand: the browser's wheel has no card index

# Loads static/pyodide/ and installs the engine wheel exactly as the page's cold start does
# (web/engine/wheel-install.js writes its stored members into site-packages), loads micropip
# by path as the page does when it needs it; answers one bridge call per line of stdin:
# {"name", "payload"} -> the bridge's JSON string.
NODE_SCRIPT = r"""
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const staticDir = process.argv[2];
const { installStoredWheel } = await import(pathToFileURL(`${staticDir}/engine/wheel-install.js`).href);
const BYTECODE_REPORT = `
import importlib.util, json, os, sys
import micropip.package_manager, pyengine.combat
def report(module):
    cached = module.__cached__
    header = open(cached, "rb").read(8) if os.path.exists(cached) else b""
    return {"cached": os.path.basename(cached), "exists": bool(header),
            "magic_matches": header[:4] == importlib.util.MAGIC_NUMBER,
            "flags": int.from_bytes(header[4:8], "little") if header else None}
json.dumps({m.__name__: report(m) for m in (pyengine.combat, micropip.package_manager)})
`;
const manifest = JSON.parse(readFileSync(`${staticDir}/build-manifest.json`, "utf8"));
const { loadPyodide } = await import(pathToFileURL(`${staticDir}/pyodide/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${staticDir}/pyodide/`,
  stdout: (line) => console.error(`[python] ${line}`),
  stderr: (line) => console.error(`[python] ${line}`),
});
await pyodide.loadPackage(`${staticDir}/${manifest.micropip_wheel}`);
if (!pyodide.loadedPackages.micropip) throw new Error("micropip did not load");
installStoredWheel(pyodide, new Uint8Array(readFileSync(`${staticDir}/${manifest.engine_wheel}`)));
const bridge = pyodide.pyimport("pyengine.bridge");
const call = bridge.call.copy();
bridge.destroy();
// First line: the bytecode the modules were loaded from (build.py compiles it for this Python).
console.log(pyodide.runPython(BYTECODE_REPORT));
for await (const line of createInterface({ input: process.stdin })) {
  const { name, payload } = JSON.parse(line);
  console.log(call(name, JSON.stringify(payload)));
}
"""


build = load_build_module()


def run_in_node(tmp_path: Path, calls: list[tuple[str, Any]]) -> tuple[dict[str, Any], list[Any]]:
    """Answer bridge calls with the engine running in Pyodide under Node; also say, for two modules,
    which bytecode file they were loaded with."""
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
    bytecode, *answers = (json.loads(line) for line in done.stdout.splitlines())
    return bytecode, answers


def test_wheel_in_pyodide_under_node_matches_cpython(tmp_path: Path) -> None:
    import pyengine
    from pyengine import bridge

    gorger = json.loads(GORGER.read_text(encoding="utf-8"))
    bad = dict(gorger, ruleset="no-such-ruleset")
    _, (good_answer, bad_answer, options_answer) = run_in_node(
        tmp_path, [("resolve", gorger), ("resolve", bad), ("options", gorger)])
    assert good_answer == json.loads(json.dumps(pyengine.resolve(json.loads(GORGER.read_text()))))
    assert options_answer == json.loads(bridge.call("options", json.dumps(gorger)))
    assert bad_answer == json.loads(bridge.call("resolve", json.dumps(bad)))
    assert bad_answer["ok"] is False and bad_answer["error"]["code"] == "unknown-ruleset"


def test_the_wheels_bring_bytecode_for_pyodides_python(tmp_path: Path) -> None:
    """build.py compiles the engine's and micropip's modules for Pyodide's Python, so the page's start-up
    does not: the installed modules come with a .pyc of this interpreter's magic number, hash-based and
    unchecked (PEP 552 flags 0b01), which Python loads without looking at the source."""
    report, _ = run_in_node(tmp_path, [])
    for module in ("pyengine.combat", "micropip.package_manager"):
        assert report[module]["cached"].endswith(".cpython-314.pyc"), report
        assert report[module] | {"cached": None} == {"cached": None, "exists": True, "magic_matches": True,
                                                     "flags": 0b01}, report
