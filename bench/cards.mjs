// The card index when a board first names a card: its bytes on the wire and the time Pyodide takes to
// read it (bench/README.md, "Cards"). Runs Pyodide under Node on the built static/:
//
//     node bench/cards.mjs [STATIC_DIR]
//
// Prints the index's size (plain, gzip and brotli siblings), then, in a fresh runtime with the engine's
// wheel, the time of the first card lookup (reading and parsing the index) and of a second one.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const staticDir = path.resolve(process.argv[2] || "static");
const manifest = JSON.parse(fs.readFileSync(path.join(staticDir, "build-manifest.json"), "utf8"));
const index = path.join(staticDir, "cards", "index.json");
const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);
console.log(`card index: ${size(index)} bytes, ${size(index + ".gz")} gzip, ${size(index + ".br")} brotli`);

const pyodideDir = path.join(staticDir, "pyodide");
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
await pyodide.loadPackage(path.join(staticDir, manifest.engine_wheel));
pyodide.runPython("import pyengine, pyengine.bridge");
pyodide.FS.writeFile("/tmp/cards.json", fs.readFileSync(index));
pyodide.runPython('import os; os.environ["PYENGINE_CARD_INDEX"] = "/tmp/cards.json"');
for (const label of ["first lookup (reads the index)", "second lookup"]) {
  const started = performance.now();
  const answer = JSON.parse(pyodide.runPython('pyengine.bridge.call("card", \'{"card": "Serra Angel"}\')'));
  const ms = performance.now() - started;
  if (answer.ok !== true) throw new Error(JSON.stringify(answer));
  console.log(`${label}: ${ms.toFixed(0)} ms`);
}
