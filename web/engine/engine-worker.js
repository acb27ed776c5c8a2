// Combat Lab engine worker (a module worker: new Worker(url, {type: "module"})).
//
// Two ways to start, both from this origin only (nothing from a CDN):
//
//   cold:     loadPyodide({packages: [engine wheel]}): the wheel named in
//             ./build-manifest.json downloads while the runtime boots, and
//             Pyodide installs it. micropip is not on this path (see "install").
//   snapshot: a return visit restores Python's memory as it was once the engine
//             was imported (loadPyodide({_loadSnapshot})), skipping Python's
//             start-up and every import; see snapshot.js for how a snapshot is
//             taken in this browser, stored under the build hash, checked, and
//             refused (then the start is a cold one) on any mismatch or damage,
//             and its engine checked against the build's wheel (checkRestoredEngine).
//             The snapshot is read, and the runtime's files requested and its
//             WebAssembly compiled, from this worker's first moments ("An early
//             start" below).
//
// Pyodide's snapshot options are experimental (underscore names): every step is
// checked, and any failure falls back to the cold start.
//
// Page -> worker:  {id, name, payload}   name: a bridge call (NAMES) or "install"
// Worker -> page:  {type: "progress", stage, fraction, message, until, estimateMs}
//                      until/estimateMs: where the bar may creep to while this
//                      stage lasts, and about how long it takes (the page moves
//                      the bar while Python starts and this thread is busy)
//                  {type: "ready", info}
//                  {type: "failed", stage, message}          (loading failed; final)
//                  {type: "snapshot", saved, bytes, ms, reason}  (after a cold start)
//                  {type: "response", id, ok: true, json}    json: the bridge's JSON string
//                  {type: "response", id, ok: false, error}  error: why the call never reached the engine
//
// Only JSON strings cross between Python and JavaScript; every PyProxy this
// worker receives is destroyed.

// snapshot.js is imported with the runtime's modules, not before them: a static import would be
// fetched (one more round trip) before this worker's first line runs and asks for the runtime.
// Named by new URL(..., import.meta.url), so build.py counts it in a first visit's files.
const snapshots = import(new URL("./snapshot.js", import.meta.url).href);
// The same for the wheel's installer (a cold start writes the engine wheel's files with it).
const wheelInstall = import(new URL("./wheel-install.js", import.meta.url).href);

// The site root: this worker lives in engine/, Pyodide, the wheels and the manifest at the root.
const SITE_ROOT = new URL("../", self.location.href).href;
const here = (path) => new URL(path, SITE_ROOT).href;
const INDEX_URL = here("./pyodide/");

// Progress only ever moves forward (but once: back to the start when a refused snapshot gives
// way to a cold start): stage milestones and downloaded files.
let shown = 0;
function progress(stage, fraction, message, until = fraction, estimateMs = 0) {
  shown = Math.max(shown, fraction);
  self.postMessage({ type: "progress", stage, fraction: shown, message, until: Math.max(shown, until), estimateMs });
}

let stage = "start";
// Milliseconds since the worker started at which each stage began (reported in
// info.stages, so that a slow start-up can be read stage by stage).
const stageStarts = [];
function enter(name, fraction, message, until = fraction, estimateMs = 0) {
  stage = name;
  stageStarts.push([message, performance.now()]);
  progress(name, fraction, message, until, estimateMs);
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

// Files that came back with an HTTP error, for error messages: every fetch of this worker (its
// own and Pyodide's) is watched, since a failed download often shows only as a later error
// ("Program terminated"), and resource timing may list it only after that.
const failedDownloads = new Set();
const fetchOriginal = self.fetch.bind(self);
self.fetch = async (...args) => {
  const response = await fetchOriginal(...args);
  if (!response.ok) {
    const base = SITE_ROOT;
    failedDownloads.add(`${response.url.replace(base, "")}: HTTP ${response.status}`);
  }
  return response;
};
const httpErrors = () => [...failedDownloads];

// --------------------------------------------------------------------------
// An early start for the runtime, on a return visit. Pyodide asks for its WebAssembly, its standard
// library and its lock file only once pyodide.mjs and pyodide.asm.mjs (1.2 MB of JavaScript) have
// loaded and run, and compiles the WebAssembly only then. When a saved Python is found (and so the
// files come from this browser's caches, the compiled WebAssembly from the browser's code cache),
// they are requested at once instead, and the WebAssembly compiled as it streams in, while those
// modules load; Pyodide's own requests for these URLs are then handed the early ones (each once),
// and its WebAssembly.instantiateStreaming the early compiled module. On a first visit everything
// is downloaded and compiled anew, and doing it early only competes with the JavaScript for the CPU
// (measured: slower), so Pyodide's own order is kept. Should the early compile fail, Pyodide's
// instantiation fetches and compiles the file itself, and fails (or not) as it would have.
const RUNTIME_WASM = `${INDEX_URL}pyodide.asm.wasm`;
// This worker's own requests (still watched for HTTP errors), past the hand-out below.
const fetchWatched = self.fetch;
const earlyResponses = new Map();
let earlyModule = null;
function startRuntimeEarly() {
  if (earlyModule) return;
  for (const name of ["python_stdlib.zip", "pyodide-lock.json"]) {
    const response = fetchWatched(`${INDEX_URL}${name}`);
    response.catch(() => {}); // Pyodide's own request reports it
    earlyResponses.set(`${INDEX_URL}${name}`, response);
  }
  earlyModule = WebAssembly.compileStreaming(fetchWatched(RUNTIME_WASM));
  earlyModule.catch(() => {});
}
// Stands for the WebAssembly's response in Pyodide's hands: the early module is used instead.
const wasmStandIns = new WeakSet();
let wasmHandedOut = false;
let runtimeCompile = "pyodide";
// Pyodide's requests: the early ones handed out (each once), the others passed on.
self.fetch = (resource, options) => {
  const url = String(resource instanceof Request ? resource.url : resource);
  const plain = !options || Object.keys(options).length === 0;
  if (plain && url === RUNTIME_WASM && earlyModule && !wasmHandedOut) {
    wasmHandedOut = true;
    const standIn = new Response(null);
    wasmStandIns.add(standIn);
    return Promise.resolve(standIn);
  }
  if (plain && earlyResponses.has(url)) {
    const early = earlyResponses.get(url);
    earlyResponses.delete(url);
    return early;
  }
  return fetchWatched(resource, options);
};
const instantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (!wasmStandIns.has(response)) return instantiateStreaming(response, imports);
  let module;
  try {
    module = await earlyModule;
  } catch {
    return instantiateStreaming(fetchWatched(RUNTIME_WASM), imports);
  }
  runtimeCompile = "early";
  const instance = await WebAssembly.instantiate(module, imports);
  return { module, instance };
};

// Reads a stored snapshot {response, meta} (snapshot.js readSnapshot), noting when the reading began.
function startReading(snapshotModule, stored) {
  return { ...snapshotModule.readSnapshot(stored), startedAt: performance.now() };
}

// This folder's stored snapshot is looked up, and its reading begun, from the start: before the
// build manifest, which says whether it is this build's (load() checks that and its headers, and
// stops the reading of one that is not). Finding one also starts the runtime early (above): a
// snapshot of an older build (the first visit after an update) starts a cold start so, which is
// as correct, if not as quick. {key, response, stored, read}, {key, response, refused}, or null.
const earlySnapshot = snapshots.then(async (snapshotModule) => {
  const found = await snapshotModule.findFolderSnapshot(snapshotModule.snapshotFolder());
  if (!found) return null;
  startRuntimeEarly();
  const meta = snapshotModule.snapshotMeta(found.response.headers);
  if (meta.refused) return { ...found, refused: meta.refused };
  const stored = { response: found.response, meta };
  return { ...found, stored, read: startReading(snapshotModule, stored) };
}).catch(() => null);

// The bar's plan for a start, as fractions of the whole: the downloads (by
// file, weighted by size), then compiling the WebAssembly that is left once
// the last byte is in, then Python's start-up (the engine wheel is installed
// in it), then the engine's import. The estimates (ms, on a 2-core laptop) only
// pace the bar inside a stage; the stages themselves are real events.
const COLD = {
  download: [0.05, 0.55],
  compile: [0.55, 0.62, 800],
  python: [0.62, 0.92, 2500],
  engine: [0.92, 0.98, 300],
};
const RESTORE = {
  read: [0.05, 0.4, 400],
  python: [0.4, 0.9, 300],
  engine: [0.9, 0.98, 50],
};

// Reports each finished download of a runtime file (the files the cold start
// needs, with the manifest's sizes); once the WebAssembly is in and Python has
// not started yet, the wait is for the rest of its compilation.
function watchDownloads(manifest, engineWheel) {
  if (typeof PerformanceObserver === "undefined") return () => {};
  const base = SITE_ROOT;
  const sizes = new Map();
  for (const rel of [...(manifest.first_visit || []), engineWheel]) {
    const entry = manifest.files && manifest.files[rel];
    if (entry && (rel.startsWith("pyodide/") || rel === engineWheel)) sizes.set(base + rel, entry.size);
  }
  const wasm = base + "pyodide/pyodide.asm.wasm";
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  const done = new Set();
  let loaded = 0;
  const [from, to] = COLD.download;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name.split("?")[0];
      if (!sizes.has(url) || done.has(url)) continue;
      done.add(url);
      loaded += sizes.get(url);
      if (stage !== "download") continue;
      if (url === wasm) {
        // The WebAssembly compiles as it streams in; what is left once it is all here is the
        // rest of its compilation (the other files may still be arriving meanwhile).
        enter("compile", COLD.compile[0], "Compiling the Python runtime", COLD.compile[1], COLD.compile[2]);
      } else {
        progress(stage, from + ((to - from) * loaded) / total,
          `Downloading the Python runtime (${done.size} of ${sizes.size} files)`);
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
  if (!response.ok) throw new Error(`build-manifest.json: HTTP ${response.status}`);
  const manifest = await response.json();
  for (const key of ["engine_wheel", "micropip_wheel", "build_hash"]) {
    if (typeof manifest[key] !== "string") throw new Error(`build-manifest.json has no ${key}`);
  }
  return manifest;
}

// Destroys a PyProxy (anything with destroy()); other values pass.
function destroyIfProxy(value) {
  if (value && typeof value.destroy === "function") value.destroy();
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

// loadPyodide with this worker's streams, failing (not hanging) when the wasm fails, or when
// `abandon` (a promise that only ever rejects) says to stop waiting for this runtime.
async function startPyodide(loadPyodide, options, abandon = new Promise(() => {})) {
  const wasm = trapWasmFailure();
  try {
    return await Promise.race([
      loadPyodide({
        indexURL: INDEX_URL,
        stdout: (line) => console.log(`[python] ${line}`),
        stderr: (line) => console.warn(`[python] ${line}`),
        ...options,
      }),
      wasm.failure,
      abandon,
    ]);
  } finally {
    wasm.restore();
  }
}

// Every module of the engine but its command line, and the standard modules its functions import
// when first used (pyengine/preload.py): what a snapshot must hold, since a restored runtime has
// the modules in memory but not the wheel's files.
const IMPORT_ENGINE = "import pyengine.preload; pyengine.preload.import_everything()";

// The bridge's call function and the engine's version, from a runtime that has the engine.
function bindEngine(pyodide) {
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
  const engineVersion = String(pyodide.runPython("import pyengine; pyengine.__version__"));
  return { call, engineVersion };
}

// `wheel`: the engine wheel's checked bytes (snapshot.js fetchEngineWheel), downloading since the
// worker read the build manifest; written into site-packages by wheel-install.js, not by Pyodide's
// package loader, whose Python would compile tarfile and importlib.metadata from source first.
async function coldStart(loadPyodide, manifest, wheel) {
  enter("download", COLD.download[0], "Downloading the Python runtime");
  const stopWatching = watchDownloads(manifest, manifest.engine_wheel);
  let pyodide;
  try {
    pyodide = await startPyodide(loadPyodide, {
      // Lets this runtime's memory be saved once the engine is imported.
      _makeSnapshot: true,
      // Called once the WebAssembly is instantiated, just before Python starts.
      fsInit: () => enter("python", COLD.python[0], "Starting Python", COLD.python[1], COLD.python[2]),
    });
  } finally {
    stopWatching();
  }
  enter("engine", COLD.engine[0], "Loading the combat engine", COLD.engine[1], COLD.engine[2]);
  try {
    const { installStoredWheel } = await wheelInstall;
    installStoredWheel(pyodide, await wheel);
    return { pyodide, ...bindEngine(pyodide) };
  } catch (error) {
    throw new Error(`the engine wheel ${manifest.engine_wheel} did not load: ${error && error.message || error}`);
  }
}

// `wheel`: the engine wheel's checked bytes (snapshot.js fetchEngineWheel), which the restored engine
// must match (snapshot.js checkRestoredEngine: else the snapshot is refused).
async function restoreStart(loadPyodide, stored, read, wheel, snapshotModule) {
  enter("restore", RESTORE.read[0], "Reading the saved Python from this browser", RESTORE.read[1], RESTORE.read[2]);
  // The snapshot has been read (and checked) since this worker's first moments, while the runtime
  // downloads and compiles: loadPyodide gets the buffer now, and fsInit, which Pyodide awaits after
  // compiling and before it restores the memory, waits for the check. A snapshot that fails it is
  // never restored: fsInit then never returns (that runtime is abandoned) and the start fails over
  // to a cold one.
  const { memory } = read;
  const checked = read.checked.then(() => {
    stored.readMs = Math.round(performance.now() - read.startedAt);
  });
  checked.catch(() => {});
  let refuse;
  const refused = new Promise((_, reject) => {
    refuse = reject;
  });
  const pyodide = await startPyodide(loadPyodide, {
    _loadSnapshot: memory,
    fsInit: async () => {
      try {
        await checked;
      } catch (error) {
        refuse(error);
        await new Promise(() => {});
      }
      enter("python", RESTORE.python[0], "Starting Python (from the saved copy)", RESTORE.python[1], RESTORE.python[2]);
    },
  }, refused);
  enter("engine", RESTORE.engine[0], "Checking the combat engine", RESTORE.engine[1], RESTORE.engine[2]);
  snapshotModule.checkRestoredEngine(pyodide, await wheel);
  const engine = bindEngine(pyodide);
  if (engine.engineVersion !== stored.meta.engineVersion) {
    throw new Error(`the restored engine is ${engine.engineVersion}, the snapshot says ${stored.meta.engineVersion}`);
  }
  // A call all the way through (the bridge parses the JSON, the engine checks the board and
  // answers in JSON): a snapshot that restores but cannot answer is refused. An empty board is the
  // cheapest such call (under a millisecond; the list of rulesets takes ten).
  const answer = JSON.parse(engine.call("validate", "{}"));
  if (!answer || answer.ok !== false || !Array.isArray(answer.problems)
    || !answer.problems.some((problem) => problem && problem.code === "invalid-scenario")) {
    throw new Error("the restored engine does not answer");
  }
  return { pyodide, ...engine };
}

async function load() {
  const started = performance.now();
  enter("runtime", 0.02, "Loading the Python runtime");
  // The runtime modules and the manifest load in parallel. loadPyodide imports pyodide.asm.mjs
  // (1.2 MB) by the same URL later: started now, it is already there (or on its way) by then.
  import("../pyodide/pyodide.asm.mjs").catch(() => {}); // a failure shows again in loadPyodide's own import
  const manifestLoaded = fetchManifest();
  const [{ loadPyodide }, manifest, early, snapshotModule] = await Promise.all([
    import("../pyodide/pyodide.mjs"),
    manifestLoaded,
    earlySnapshot,
    snapshots,
  ]);
  // By its plain URL: Pyodide takes a wheel only by a URL that ends in ".whl".
  const engineUrl = here(manifest.engine_wheel);
  // The engine wheel, checked against the manifest: a cold start installs it, a restore checks
  // its engine against it. It downloads while the runtime loads (or the snapshot is read).
  const wheel = snapshotModule.fetchEngineWheel(manifest, engineUrl);
  wheel.catch(() => {}); // awaited by the start that needs it
  const environment = snapshotModule.describeSnapshotEnvironment(manifest);
  let stored = null;
  let read = null;
  if (early && early.key === environment.key) {
    // The snapshot read from the start is this build's, if its headers say so.
    const why = early.refused || snapshotModule.environmentMismatch(early.response.headers, environment);
    if (why) {
      early.read?.cancel();
      stored = { refused: why };
    } else {
      ({ stored, read } = early);
    }
  } else {
    early?.read?.cancel(); // none, or another build's (replaced once this start saves its own)
    stored = await snapshotModule.findSnapshot(environment).catch((error) => ({ refused: error.message }));
    if (stored && !stored.refused) read = startReading(snapshotModule, stored);
  }
  let snapshot = { status: "none" };
  let runtime = null;
  if (stored && stored.refused) {
    snapshot = { status: "refused", reason: stored.refused };
    await snapshotModule.dropSnapshot(environment);
  } else if (stored) {
    try {
      runtime = await restoreStart(loadPyodide, stored, read, wheel, snapshotModule);
      // readMs: until it was read and checked (while the runtime downloads and compiles).
      snapshot = { status: "restored", bytes: stored.meta.bytes, readMs: stored.readMs };
    } catch (error) {
      const reason = String(error && error.message ? error.message : error);
      console.warn(`Combat Lab: the saved Python was refused, starting afresh (${reason})`);
      snapshot = { status: "refused", reason };
      await snapshotModule.dropSnapshot(environment);
      shown = 0; // the bar starts over with the cold start: it must not claim the restore's progress
    }
  }
  if (runtime === null) {
    runtime = await coldStart(loadPyodide, manifest, wheel);
  }
  const end = performance.now();
  return {
    ...runtime,
    manifest,
    environment,
    cold: snapshot.status !== "restored",
    info: {
      pyodideVersion: runtime.pyodide.version,
      engineVersion: runtime.engineVersion,
      engineWheel: manifest.engine_wheel,
      buildHash: manifest.build_hash,
      start: snapshot.status === "restored" ? "snapshot" : "cold",
      runtimeCompile,
      snapshot,
      loadMs: Math.round(end - started),
      stages: stageDurations(end),
    },
  };
}

// --------------------------------------------------------------------------
// The snapshot of a cold start: taken once the worker has been idle for a
// moment (never between a request and its answer), so that it costs the first
// answers nothing; then compressed and stored in the background.

const SNAPSHOT_IDLE_MS = 400;
let idleTimer = 0;
let snapshotPending = false;
// Set when something ran in this runtime that a snapshot cannot hold (micropip).
let snapshotBlocked = "";

function scheduleSnapshot(runtime) {
  if (!snapshotPending) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    snapshotPending = false;
    takeSnapshot(runtime).then(
      (report) => self.postMessage({ type: "snapshot", ...report }),
      (error) => self.postMessage({ type: "snapshot", saved: false, reason: String(error && error.message || error) }),
    );
  }, SNAPSHOT_IDLE_MS);
}

async function takeSnapshot(runtime) {
  if (snapshotBlocked) return { saved: false, reason: snapshotBlocked };
  const started = performance.now();
  const { pyodide } = runtime;
  pyodide.runPython(IMPORT_ENGINE);
  // Pyodide refuses a snapshot while its record of loaded packages is not empty
  // (the record is held on the Python side); the packages themselves stay.
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  let memory;
  try {
    memory = pyodide.makeMemorySnapshot();
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
  const taken = performance.now();
  const { saveSnapshot } = await snapshots;
  const bytes = await saveSnapshot(runtime.environment, memory, { engineVersion: runtime.engineVersion });
  return { saved: true, bytes, memoryBytes: memory.length, takeMs: Math.round(taken - started),
    ms: Math.round(performance.now() - started) };
}

// --------------------------------------------------------------------------
// Requests

const NAMES = new Set(["answer", "resolve", "validate", "options", "check", "play", "compare", "adapt", "convert", "rulesets", "advise", "check_puzzle", "solve_puzzle", "next_turn", "card", "cards", "batch"]);

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

// "install": extra wheels of this origin, by micropip, loaded on first use
// (never on the start-up's path). payload: {"wheels": ["relative/url.whl", ...]}.
async function install(runtime, { id, payload }) {
  try {
    const wheels = JSON.parse(payload).wheels;
    if (!Array.isArray(wheels) || !wheels.every((w) => typeof w === "string")) {
      throw new Error('install: payload.wheels must be a list of wheel URLs');
    }
    const urls = wheels.map((w) => here(w));
    const foreign = urls.find((url) => new URL(url).origin !== self.location.origin);
    if (foreign) throw new Error(`install: ${foreign} is not on this site`);
    snapshotBlocked = "micropip ran in this runtime";
    const { pyodide } = runtime;
    if (!pyodide.loadedPackages.micropip) {
      await pyodide.loadPackage(here(runtime.manifest.micropip_wheel), { messageCallback: () => {} });
    }
    const micropip = pyodide.pyimport("micropip");
    try {
      const pending = micropip.install(urls);
      try {
        destroyIfProxy(await pending);
      } finally {
        destroyIfProxy(pending);
      }
    } finally {
      micropip.destroy();
    }
    return { type: "response", id, ok: true, json: JSON.stringify({ ok: true, installed: wheels }) };
  } catch (error) {
    return { type: "response", id, ok: false, error: String(error && error.message ? error.message : error) };
  }
}

const runtimePromise = load().then(
  (runtime) => {
    progress("ready", 1, "Ready");
    self.postMessage({ type: "ready", info: runtime.info });
    snapshotPending = runtime.cold;
    scheduleSnapshot(runtime);
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
  clearTimeout(idleTimer);
  if (typeof request.payload === "string" && (request.name === "cards" || request.payload.includes('"card"'))) {
    await import(here("engine/card-index.js"))
      .then((cards) => cards.ensureCardIndex(runtime, here, () => { snapshotBlocked = "the card index is in memory"; }))
      .catch((error) => console.warn(`Combat Lab: the card index did not load: ${error && error.message ? error.message : error}`));
  }
  self.postMessage(request.name === "install" ? await install(runtime, request) : answer(runtime, request));
  scheduleSnapshot(runtime);
});
