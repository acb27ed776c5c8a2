// Combat Lab engine worker (a module worker: new Worker(url, {type: "module"})).
//
// Loads Pyodide from ./pyodide/, micropip from ./wheels/ (by URL: its hash
// differs from Pyodide's lock file, so never by name), then micropip-installs
// the engine wheel named in ./build-manifest.json. Everything comes from this
// origin; nothing is fetched from a CDN.
//
// Page -> worker:  {id, name, payload}   name: "resolve" | "validate" | "options" | "compare" | "rulesets" | ...
// Worker -> page:  {type: "progress", stage, fraction, message}
//                  {type: "ready", info}
//                  {type: "failed", stage, message}          (loading failed; final)
//                  {type: "response", id, ok: true, json}    json: the bridge's JSON string
//                  {type: "response", id, ok: false, error}  error: why the call never reached the engine
//
// Only JSON strings cross between Python and JavaScript; every PyProxy this
// worker receives is destroyed.

const here = (path) => new URL(path, self.location.href).href;
const INDEX_URL = here("./pyodide/");

// Progress only ever moves forward: stage milestones and downloaded bytes
// (measured with resource timing against the manifest's file sizes).
let shown = 0;
function progress(stage, fraction, message) {
  shown = Math.max(shown, fraction);
  self.postMessage({ type: "progress", stage, fraction: shown, message });
}

let stage = "start";
// Milliseconds since the worker started at which each stage began (reported in
// info.stages, so that a slow start-up can be read stage by stage).
const stageStarts = [];
function enter(name, fraction, message) {
  stage = name;
  stageStarts.push([message, performance.now()]);
  progress(name, fraction, message);
}

// {stage message: ms spent in it}, in order, from the recorded stage starts.
function stageDurations(end) {
  const durations = {};
  stageStarts.forEach(([message, at], i) => {
    const next = i + 1 < stageStarts.length ? stageStarts[i + 1][1] : end;
    durations[message] = Math.round(next - at);
  });
  return durations;
}

const MB = (bytes) => (bytes / 1e6).toFixed(1);

// Files that came back with an HTTP error (resource timing), for error messages.
function httpErrors() {
  const base = new URL("./", self.location.href).href;
  try {
    return [...new Set(performance.getEntriesByType("resource")
      .filter((entry) => entry.responseStatus >= 400)
      .map((entry) => `${entry.name.replace(base, "")}: HTTP ${entry.responseStatus}`))];
  } catch {
    return [];
  }
}

// Reports each finished download of a file the manifest lists, as bytes of
// the worker's total, mapped onto [from, to] of the bar; notes HTTP errors.
function watchDownloads(manifest, from, to) {
  if (typeof PerformanceObserver === "undefined") return () => {};
  const base = new URL("./", self.location.href).href;
  const sizes = new Map();
  for (const rel of manifest.first_visit || []) {
    const entry = manifest.files && manifest.files[rel];
    if (entry && (rel.startsWith("pyodide/") || rel === manifest.micropip_wheel)) sizes.set(base + rel, entry.size);
  }
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const done = new Set();
  let loaded = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name.split("?")[0];
      if (!sizes.has(url) || done.has(url)) continue;
      done.add(url);
      loaded += sizes.get(url);
      if (stage === "runtime") {
        const message = loaded < total
          ? `Downloading the Python runtime (${MB(loaded)} of ${MB(total)} MB)`
          : "Starting Python";
        progress(stage, from + ((to - from) * loaded) / total, message);
      }
    }
  });
  try {
    observer.observe({ type: "resource", buffered: true });
  } catch {
    return () => {};
  }
  return () => observer.disconnect();
}

async function fetchManifest() {
  const response = await fetch(here("./build-manifest.json"), { cache: "no-cache" });
  if (!response.ok) {
    throw new Error(`build-manifest.json: HTTP ${response.status}`);
  }
  const manifest = await response.json();
  for (const key of ["engine_wheel", "micropip_wheel", "build_hash"]) {
    if (typeof manifest[key] !== "string") {
      throw new Error(`build-manifest.json has no ${key}`);
    }
  }
  return manifest;
}

// Calls a Python callable and destroys whatever PyProxy it hands back.
function destroyIfProxy(value) {
  if (value && typeof value.destroy === "function") {
    value.destroy();
  }
}

async function installEngine(pyodide, engineUrl) {
  const micropip = pyodide.pyimport("micropip");
  try {
    const pending = micropip.install(engineUrl);
    try {
      destroyIfProxy(await pending);
    } finally {
      destroyIfProxy(pending);
    }
  } finally {
    micropip.destroy();
  }
}

// Pyodide 314 catches a failed WebAssembly instantiation (for example an HTTP
// error for pyodide.asm.wasm), only warns about it and never settles
// loadPyodide. Watch for that warning so the load fails instead of hanging.
function trapWasmFailure() {
  const warn = console.warn;
  let failed = false;
  let rejectLoad;
  const failure = new Promise((_, reject) => {
    rejectLoad = reject;
  });
  console.warn = (...args) => {
    warn.apply(console, args);
    if (args[0] === "wasm instantiation failed!") {
      failed = true;
    } else if (failed) {
      rejectLoad(new Error(`pyodide.asm.wasm could not be instantiated: ${args.map(String).join(" ")}`));
    }
  };
  return { failure, restore: () => { console.warn = warn; } };
}

async function load() {
  const started = performance.now();
  enter("runtime", 0.02, "Loading the Python runtime");
  // The runtime module and the manifest load in parallel.
  const [{ loadPyodide }, manifest] = await Promise.all([
    import("./pyodide/pyodide.mjs"),
    fetchManifest(),
  ]);
  const micropipUrl = here(manifest.micropip_wheel);
  const engineUrl = here(`${manifest.engine_wheel}?v=${manifest.build_hash.slice(0, 16)}`);

  enter("runtime", 0.05, "Downloading and starting the Python runtime");
  const stopWatching = watchDownloads(manifest, 0.05, 0.85);
  const packageErrors = [];
  const wasm = trapWasmFailure();
  let pyodide;
  try {
    // `packages` downloads micropip while the runtime boots. Failures there are
    // reported only through console output, so loadedPackages is checked below.
    pyodide = await Promise.race([
      loadPyodide({
        indexURL: INDEX_URL,
        packages: [micropipUrl],
        stdout: (line) => console.log(`[python] ${line}`),
        stderr: (line) => {
          packageErrors.push(line);
          console.warn(`[python] ${line}`);
        },
      }),
      wasm.failure,
    ]);
  } finally {
    wasm.restore();
    stopWatching();
  }
  if (!pyodide.loadedPackages.micropip) {
    enter("micropip", 0.85, "Loading micropip");
    await pyodide.loadPackage(micropipUrl, {
      messageCallback: () => {},
      errorCallback: (message) => packageErrors.push(message),
    });
  }
  if (!pyodide.loadedPackages.micropip) {
    const reasons = [...new Set(packageErrors)].join(" ");
    throw new Error(`micropip did not load from ${micropipUrl}: ${reasons || "no reason given"}`);
  }

  enter("engine", 0.88, "Installing the combat engine");
  await installEngine(pyodide, engineUrl);

  enter("engine", 0.95, "Importing the combat engine");
  const bridge = pyodide.pyimport("pyengine.bridge");
  let call;
  try {
    // An attribute proxy is borrowed from its module's proxy: copy it so it
    // outlives the module proxy (and is kept for the worker's lifetime).
    call = bridge.call.copy();
  } finally {
    bridge.destroy();
  }
  // The package's own __version__ (the wheel's version; importlib.metadata would
  // scan site-packages, a tenth of a second at start-up).
  const engineVersion = pyodide.runPython("import pyengine; pyengine.__version__");
  const end = performance.now();
  return {
    pyodide,
    call,
    info: {
      pyodideVersion: pyodide.version,
      engineVersion: String(engineVersion),
      engineWheel: manifest.engine_wheel,
      buildHash: manifest.build_hash,
      loadMs: Math.round(end - started),
      stages: stageDurations(end),
    },
  };
}

const NAMES = new Set(["resolve", "validate", "options", "compare", "adapt", "rulesets", "advise", "check_puzzle", "solve_puzzle", "next_turn"]);

function answer(runtime, { id, name, payload }) {
  if (!NAMES.has(name)) {
    return { type: "response", id, ok: false, error: `unknown call ${JSON.stringify(name)}` };
  }
  if (typeof payload !== "string") {
    return { type: "response", id, ok: false, error: "payload must be a JSON string" };
  }
  let result;
  try {
    result = runtime.call(name, payload);
    if (typeof result !== "string") {
      throw new Error(`pyengine.bridge.call returned ${typeof result}, not a JSON string`);
    }
    return { type: "response", id, ok: true, json: result };
  } catch (error) {
    return { type: "response", id, ok: false, error: String(error && error.message ? error.message : error) };
  } finally {
    destroyIfProxy(result);
  }
}

const runtimePromise = load().then(
  (runtime) => {
    progress("ready", 1, "Ready");
    self.postMessage({ type: "ready", info: runtime.info });
    return runtime;
  },
  (error) => {
    let message = String(error && error.message ? error.message : error);
    const failedFiles = httpErrors();
    if (failedFiles.length) message += ` (failed downloads: ${failedFiles.join(", ")})`;
    console.error(`Combat Lab: loading failed at stage "${stage}": ${message}`);
    self.postMessage({ type: "failed", stage, message });
    return null;
  },
);

self.addEventListener("message", async (event) => {
  const request = event.data || {};
  const runtime = await runtimePromise;
  if (runtime === null) {
    self.postMessage({ type: "response", id: request.id, ok: false, error: "the engine failed to load" });
    return;
  }
  self.postMessage(answer(runtime, request));
});
