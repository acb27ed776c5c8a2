// Runs tools/precompile_wheel.py inside Pyodide under Node, on host files.
//
//   node tools/pyodide_precompile.mjs PYODIDE_DIR OUT_DIR WHEEL [WHEEL ...]
//
// Writes OUT_DIR/<name of each WHEEL>: the wheel with bytecode compiled by Pyodide's Python.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, outDir, ...wheels] = process.argv.slice(2).map((p) => path.resolve(p));
if (!pyodideDir || !outDir || wheels.length === 0) {
  console.error("usage: node tools/pyodide_precompile.mjs PYODIDE_DIR OUT_DIR WHEEL [WHEEL ...]");
  process.exit(2);
}
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "precompile_wheel.py");
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
// Inputs and outputs go through Pyodide's in-memory file system.
pyodide.FS.mkdirTree("/wheels/in");
pyodide.FS.mkdirTree("/wheels/out");
for (const wheel of wheels) {
  pyodide.FS.writeFile(`/wheels/in/${path.basename(wheel)}`, fs.readFileSync(wheel));
}
pyodide.globals.set("ARGV", pyodide.toPy([script, "/wheels/out", ...wheels.map((w) => `/wheels/in/${path.basename(w)}`)]));
pyodide.globals.set("SOURCE", fs.readFileSync(script, "utf8"));
try {
  pyodide.runPython(`
import sys
sys.argv = list(ARGV)
exec(compile(SOURCE, sys.argv[0], "exec"), {"__name__": "__main__", "__file__": sys.argv[0]})
`);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });
for (const wheel of wheels) {
  const name = path.basename(wheel);
  fs.writeFileSync(path.join(outDir, name), pyodide.FS.readFile(`/wheels/out/${name}`));
}
