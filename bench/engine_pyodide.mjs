// Pyodide harness for bench/engine_pyodide.py: one file, two runtimes.
//
// It loads static/pyodide/ with loadPyodide({indexURL}), loads the micropip
// wheel from static/wheels/ by URL (as the page does), micropip-installs the
// engine wheel named in static/build-manifest.json, runs the Python timing code
// it is given (which defines step(request_json) -> response_json), then answers
// requests one at a time, so that the driver can take turns between runtimes.
// Only JSON strings cross between JavaScript and Python; timing is done in
// Python (time.perf_counter), by the same code that times CPython.
//
//   Node 20:  node bench/engine_pyodide.mjs STATIC_DIR CODE_FILE
//             stdout: one line {ok, load_ms, pyodide_version, node_version} (or {ok: false, error}),
//             then for each line of stdin (a request) one line (the answer).
//   Chromium: new Worker(url, {type: "module"}); it posts {started: true};
//             post {init: {staticUrl, code}} -> it posts {ok, load_ms, pyodide_version} (or {ok: false, error});
//             post {request: "<json>"} -> it posts {response: "<json>"} (or {error}).

const isNode = typeof process !== "undefined" && Boolean(process.versions && process.versions.node);

// where: {indexURL, moduleUrl (pyodide.mjs), micropipUrl, engineUrl}.
async function loadEngine(where, code) {
  const started = performance.now();
  const { loadPyodide } = await import(where.moduleUrl);
  const pyodide = await loadPyodide({
    indexURL: where.indexURL,
    stdout: (line) => console.error(`[python] ${line}`),
    stderr: (line) => console.error(`[python] ${line}`),
  });
  await pyodide.loadPackage(where.micropipUrl, { messageCallback: () => {} });
  if (!pyodide.loadedPackages.micropip) throw new Error(`micropip did not load from ${where.micropipUrl}`);
  const micropip = pyodide.pyimport("micropip");
  try {
    const pending = micropip.install(where.engineUrl);
    const done = await pending;
    if (done && typeof done.destroy === "function") done.destroy();
    if (typeof pending.destroy === "function") pending.destroy();
  } finally {
    micropip.destroy();
  }
  const loadMs = performance.now() - started;
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(code, { globals: namespace });
  const step = namespace.get("step");
  namespace.destroy();
  return { pyodide, step, loadMs: Math.round(loadMs) };
}

function describe(error) {
  return String(error && error.stack ? error.stack : error);
}

if (isNode) {
  const { pathToFileURL } = await import("node:url");
  const { readFileSync } = await import("node:fs");
  const { resolve } = await import("node:path");
  const { createInterface } = await import("node:readline");
  const [staticDir, codeFile] = process.argv.slice(2);
  if (!staticDir || !codeFile) {
    console.error("usage: node bench/engine_pyodide.mjs STATIC_DIR CODE_FILE");
    process.exit(2);
  }
  const dir = resolve(staticDir);
  let engine;
  try {
    const manifest = JSON.parse(readFileSync(`${dir}/build-manifest.json`, "utf8"));
    // As tests/test_pyodide_node.py does: paths for indexURL and loadPackage,
    // a file: URL for micropip.install.
    engine = await loadEngine({
      indexURL: `${dir}/pyodide/`,
      moduleUrl: pathToFileURL(`${dir}/pyodide/pyodide.mjs`).href,
      micropipUrl: `${dir}/${manifest.micropip_wheel}`,
      engineUrl: pathToFileURL(`${dir}/${manifest.engine_wheel}`).href,
    }, readFileSync(codeFile, "utf8"));
  } catch (error) {
    process.stdout.write(JSON.stringify({ ok: false, error: describe(error) }) + "\n");
    process.exit(1);
  }
  process.stdout.write(JSON.stringify({
    ok: true, load_ms: engine.loadMs, pyodide_version: engine.pyodide.version, node_version: process.version,
  }) + "\n");
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    process.stdout.write(engine.step(line) + "\n");
  }
} else {
  let engine = null;
  self.addEventListener("message", async (event) => {
    const { init, request } = event.data;
    if (init) {
      try {
        const { staticUrl, code } = init;
        const response = await fetch(new URL("build-manifest.json", staticUrl), { cache: "no-cache" });
        if (!response.ok) throw new Error(`build-manifest.json: HTTP ${response.status}`);
        const manifest = await response.json();
        engine = await loadEngine({
          indexURL: new URL("pyodide/", staticUrl).href,
          moduleUrl: new URL("pyodide/pyodide.mjs", staticUrl).href,
          micropipUrl: new URL(manifest.micropip_wheel, staticUrl).href,
          engineUrl: new URL(manifest.engine_wheel, staticUrl).href,
        }, code);
        self.postMessage({ ok: true, load_ms: engine.loadMs, pyodide_version: engine.pyodide.version });
      } catch (error) {
        self.postMessage({ ok: false, error: describe(error) });
      }
      return;
    }
    try {
      self.postMessage({ response: engine.step(request) });
    } catch (error) {
      self.postMessage({ error: describe(error) });
    }
  });
  self.postMessage({ started: true });
}
