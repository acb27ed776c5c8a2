// Combat Lab page API: one engine worker shared by everything on the page.
//
//   import { CombatLab } from "./combatlab.js";   // also set as window.CombatLab
//
// Importing this module costs nothing: the worker (and the ~13 MB runtime it
// loads) starts on first use. CombatLab.start(), reading CombatLab.ready, or any
// call (resolve, validate, compare, rulesets, call) starts it; onProgress and
// CombatLab.started do not. Every widget and page script on a page shares the
// one worker.
//
//   CombatLab.start()               starts the engine if it is not started yet; returns CombatLab.ready.
//   CombatLab.started               true once the engine was started (never starts it).
//   CombatLab.ready                 Promise<info>: resolves once Python and the engine are loaded
//                                   (info: {pyodideVersion, engineVersion, engineWheel, buildHash, loadMs,
//                                   stages: {stage: ms, ...} in order, start: "cold" | "snapshot",
//                                   snapshot: {status: "none" | "restored" | "refused", reason},
//                                   runtimeCompile: "early" (a return visit compiled the WebAssembly
//                                   from the worker's first moments) | "pyodide"});
//                                   rejects with an Error if loading failed.
//   CombatLab.resolve(scenario)     Promise<result>: exactly what `python -m pyengine resolve` prints:
//                                   the result object ({ok: true, ruleset, steps, final}) or, for an
//                                   invalid scenario or illegal choice, {ok: false, error: {code,
//                                   message, path, rule}}. Engine errors RESOLVE (check `ok`).
//   CombatLab.validate(scenario)    Promise<problems>: the array pyengine.validate returns (every
//                                   problem: {code, message, path, rule}; [] when valid). If the
//                                   bridge answers without a problem list, that answer ({ok: false,
//                                   error}) is passed through.
//   CombatLab.compare(scenario, rulesets = null)
//                                   Promise<result>: pyengine.compare's result ({ok: true, ...}) or
//                                   {ok: false, error}.
//   CombatLab.convert(scenario, ruleset)
//                                   Promise<result>: pyengine.convert's answer ({ok: true, ruleset,
//                                   scenario, changes: [sentences]}: the board carried over to another
//                                   ruleset or game) or {ok: false, error}.
//   CombatLab.rulesets()            Promise<result>: the bridge's "rulesets" answer ({ok: true, ...}).
//   CombatLab.onProgress(cb)        cb({stage, fraction, message}) for every loading step (the latest
//                                   one is replayed at once); returns a function that unsubscribes.
//                                   While a stage lasts, the fraction creeps towards the stage's end
//                                   by the worker's estimate of its length (never reaching it).
//   CombatLab.snapshot              null, or what the worker said after a cold start about saving
//                                   Python's memory for the next visit: {saved, bytes, ms, reason}.
//   CombatLab.nextVisit             null, or what the warm-up for the next visit did once it is over
//                                   (warmUpNextVisit; pages with the service worker): {warmed, start,
//                                   ms} or {warmed: false, reason}.
//   CombatLab.call(name, payload, {signal, stopAfterMs} = {})
//                                   Promise<object>: the raw bridge answer, parsed. Names: resolve,
//                                   validate, options (every legal choice of the next decisions,
//                                   docs/scenario-format.md "Options"), compare, rulesets, adapt ({scenario, ruleset} -> {ok,
//                                   scenario, notes}: the board carried over as compare carries it),
//                                   advise, check_puzzle, solve_puzzle, next_turn; and install
//                                   ({wheels: [URLs of this site]} -> {ok, installed}: more wheels, by
//                                   micropip, which loads then; a runtime where it ran saves no snapshot).
//   CombatLab.cancel()              stops the call the engine is working on now (the worker is
//                                   ended and a new one started: only that really stops Python) and
//                                   answers it as cancelled; calls still waiting go on in the new one.
//                                   Returns whether a call was stopped.
//   CombatLab.busy                  true while the engine works on a call.
//
// Cancelling: an aborted AbortSignal given as {signal} (resolve, validate,
// compare and call take it) answers that call at once with CANCELLED:
// {ok: false, cancelled: true, error: {code: "cancelled", message, path: "$", rule: null}}.
// A call still waiting is simply dropped; the call being worked on is stopped
// by restarting the worker once it has run stopAfterMs (default CANCEL_AFTER_MS;
// 0 for a Cancel button: stop at once); a quicker one is left to finish, its
// answer thrown away. Calls go to the worker one at a time; the others wait
// here, in order, where a cancelled one is simply dropped.
//
// Promises REJECT only when the engine cannot be reached at all (the runtime
// failed to load, the worker crashed): never for a bad scenario. The page never
// decides a rule: every answer comes from pyengine, unchanged.

let worker = null;
/** True once the page asked for the engine (the first worker was started). */
let started = false;
/** True once the current worker said it is ready (a call sent before then is still loading Python). */
let workerReady = false;

/** Running longer than this, an aborted call is stopped by restarting the worker. */
export const CANCEL_AFTER_MS = 1000;

/** The answer to a cancelled call. */
export const CANCELLED = Object.freeze({
  ok: false,
  cancelled: true,
  error: Object.freeze({ code: "cancelled", message: "cancelled", path: "$", rule: null }),
});

// Calls waiting to be sent (FIFO), and the one the worker is working on.
const queue = [];
let running = null;
const listeners = new Set();
let nextId = 1;
let lastProgress = { stage: "start", fraction: 0, message: "Starting" };
let settleReady;
let failure = null;
let snapshot = null;
let creepTimer = 0;
// Resolves with the worker's word on saving Python's memory (only a cold start saves one).
let reportSnapshot;
const snapshotReport = new Promise((resolve) => {
  reportSnapshot = resolve;
});
// What the warm-up for the next visit did (warmUpNextVisit), once it is over.
let nextVisit = null;
let warmingUp = null;

const ready = new Promise((resolve, reject) => {
  settleReady = { resolve, reject };
});
// Keep an unobserved rejection from being reported as an error twice.
ready.catch(() => {});

function fail(error) {
  if (failure) return;
  failure = error;
  settleReady.reject(error);
  for (const entry of [...(running ? [running] : []), ...queue.splice(0)]) entry.reject(error);
  running = null;
}

/** Sends the next waiting call when the worker is free. */
function pump() {
  if (running || failure || !worker) return;
  const entry = queue.shift();
  if (!entry) return;
  running = entry;
  entry.sentAt = performance.now();
  worker.postMessage({ id: entry.id, name: entry.name, payload: entry.json });
}

/** Ends the worker and starts another; the call it was working on is answered as cancelled. */
function restart() {
  const stopped = running;
  running = null;
  if (worker) {
    worker.removeEventListener("message", onMessage);
    worker.removeEventListener("error", onError);
    worker.terminate();
  }
  worker = null;
  workerReady = false;
  if (stopped) stopped.settle(CANCELLED);
  spawn();
  pump();
  return Boolean(stopped);
}

/** CombatLab.cancel(): stop the call being worked on (see the header). */
function cancel() {
  if (!running || !worker) return false;
  if (!workerReady) {
    running.settle(CANCELLED); // still loading Python: nothing to stop, the answer will be thrown away
    return true;
  }
  return restart();
}

function emitProgress(update) {
  lastProgress = update;
  for (const callback of listeners) {
    try {
      callback(update);
    } catch (error) {
      console.error(error);
    }
  }
}

// A stage's progress, then (while the stage lasts and the worker may be too busy starting Python to
// say more) a bar that creeps towards the stage's end: 63 % of the way after the estimate, never all.
function stageProgress({ stage, fraction, message, until, estimateMs }) {
  clearInterval(creepTimer);
  emitProgress({ stage, fraction, message });
  if (!(estimateMs > 0 && until > fraction)) return;
  const since = performance.now();
  let percent = Math.round(fraction * 100);
  creepTimer = setInterval(() => {
    const share = 1 - Math.exp(-(performance.now() - since) / estimateMs);
    const next = fraction + (until - fraction) * share;
    if (Math.round(next * 100) === percent) return; // nothing a bar in whole percents would show
    percent = Math.round(next * 100);
    emitProgress({ stage, fraction: next, message });
  }, 200);
}

function onMessage(event) {
  const message = event.data;
  switch (message.type) {
    case "progress":
      stageProgress(message);
      break;
    case "ready":
      workerReady = true;
      clearInterval(creepTimer);
      settleReady.resolve(message.info);
      break;
    case "snapshot":
      snapshot = Object.freeze({ saved: message.saved, bytes: message.bytes, ms: message.ms, reason: message.reason });
      reportSnapshot(snapshot);
      break;
    case "failed":
      clearInterval(creepTimer);
      emitProgress({ stage: "failed", fraction: lastProgress.fraction, message: message.message });
      fail(new Error(`Combat Lab engine failed to load (${message.stage}): ${message.message}`));
      break;
    case "response": {
      const entry = running;
      if (!entry || entry.id !== message.id) break;
      running = null;
      pump();
      if (!message.ok) {
        entry.reject(new Error(`Combat Lab: ${message.error}`));
        break;
      }
      try {
        entry.settle(JSON.parse(message.json));
      } catch (error) {
        entry.reject(new Error(`Combat Lab: the engine answered with invalid JSON: ${error.message}`));
      }
      break;
    }
    default:
      break;
  }
}

function onError(event) {
  event.preventDefault();
  clearInterval(creepTimer);
  const detail = event.message || "the worker script could not be loaded";
  emitProgress({ stage: "failed", fraction: lastProgress.fraction, message: detail });
  fail(new Error(`Combat Lab engine worker error: ${detail}`));
}

function spawn() {
  try {
    worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
  } catch (error) {
    emitProgress({ stage: "failed", fraction: 0, message: String(error.message || error) });
    fail(new Error(`Combat Lab engine worker error: ${error.message || error}`));
  }
}

/** Starts the worker (once); returns the ready promise. */
function start() {
  if (worker === null && failure === null && !started) {
    started = true;
    spawn();
  }
  return ready;
}

/** Sends one bridge call; resolves with the parsed JSON answer (CANCELLED once its signal aborts). */
function call(name, payload, { signal, stopAfterMs = CANCEL_AFTER_MS } = {}) {
  start();
  if (failure) return Promise.reject(failure);
  if (signal && signal.aborted) return Promise.resolve(CANCELLED);
  let json;
  try {
    json = JSON.stringify(payload === undefined ? null : payload);
  } catch (error) {
    return Promise.reject(error);
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    let done = false;
    const onAbort = () => abort(entry);
    const finish = (fn) => (value) => {
      if (done) return;
      done = true;
      if (signal) signal.removeEventListener("abort", onAbort);
      fn(value);
    };
    const entry = { id, name, json, settle: finish(resolve), reject: finish(reject), sentAt: 0, stopAfterMs };
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
    queue.push(entry);
    pump();
  });
}

/** An aborted call: dropped while waiting; while running, stopped (or, when quick, left to finish). */
function abort(entry) {
  const waiting = queue.indexOf(entry);
  if (waiting >= 0) queue.splice(waiting, 1);
  else if (entry === running && workerReady && performance.now() - entry.sentAt >= entry.stopAfterMs) {
    restart();
    return;
  }
  entry.settle(CANCELLED);
}

// The warm-up worker stays this long once it is ready: V8 writes the WebAssembly's compiled code to
// the browser's code cache once no new optimised code has appeared for 2 s.
const WARM_UP_KEEP_MS = 2500;
const WARM_UP_TIMEOUT_MS = 60000;

/**
 * Prepares the next visit while this page is idle; called (by sw-register.js) once the service
 * worker controls the page, i.e. holds this build and answers its requests. After a cold start
 * whose Python memory was saved, a second engine worker starts from the service worker's copy: it
 * restores that snapshot (which checks it: a bad one is replaced by a good one), answers once, and
 * is ended. The browser compiles the runtime's WebAssembly and JavaScript from that copy and keeps
 * the compiled code (Chromium's code cache, which it fills only for code that has run), so the next
 * visit neither compiles them again nor starts by running them slowly. Runs at most once per page;
 * nothing is done after a restored start (that visit saved nothing new). Resolves with
 * CombatLab.nextVisit: {warmed, start, ms} or {warmed: false, reason}.
 */
export function warmUpNextVisit() {
  warmingUp ??= snapshotReport.then(async (report) => {
    if (!report.saved) return { warmed: false, reason: `no snapshot was saved (${report.reason})` };
    const started = performance.now();
    const helper = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module", name: "combat-lab-warm-up" });
    try {
      const info = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("the warm-up did not finish")), WARM_UP_TIMEOUT_MS);
        helper.addEventListener("message", ({ data }) => {
          if (data.type === "ready") resolve(data.info);
          if (data.type === "failed") reject(new Error(data.message));
          if (data.type === "ready" || data.type === "failed") clearTimeout(timer);
        });
        helper.addEventListener("error", (event) => {
          event.preventDefault();
          clearTimeout(timer);
          reject(new Error(event.message || "the warm-up worker did not start"));
        });
      });
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_KEEP_MS));
      return { warmed: info.start === "snapshot", start: info.start, ms: Math.round(performance.now() - started) };
    } catch (error) {
      return { warmed: false, reason: String(error && error.message ? error.message : error) };
    } finally {
      helper.terminate();
    }
  }).then((result) => {
    nextVisit = Object.freeze(result);
    return nextVisit;
  });
  return warmingUp;
}

/** Unwraps a list-valued answer ({ok, problems: [...]}); a call-level error passes through. */
function listOf(answer, key) {
  if (answer && Array.isArray(answer[key])) return answer[key];
  return answer;
}

const thisCopy = Object.freeze({
  /** Reading it starts the engine, so pages written before the lazy start keep working. */
  get ready() {
    return start();
  },
  get started() {
    return started || failure !== null;
  },
  get busy() {
    return running !== null;
  },
  get snapshot() {
    return snapshot;
  },
  get nextVisit() {
    return nextVisit;
  },
  start,
  cancel,
  resolve: (scenario, options) => call("resolve", scenario, options),
  validate: (scenario, options) => call("validate", scenario, options).then((answer) => listOf(answer, "problems")),
  compare: (scenario, rulesets = null, options) => call("compare", { scenario, rulesets }, options),
  convert: (scenario, ruleset, options) => call("convert", { scenario, ruleset }, options),
  rulesets: () => call("rulesets", {}),
  onProgress(callback) {
    listeners.add(callback);
    callback(lastProgress);
    return () => listeners.delete(callback);
  },
  call,
});

/**
 * One engine per page. A page holds a second copy of this module when it loads two bundles (build.py
 * bundles each page's modules into one file) or a bundle and a module of web/ itself: that copy answers
 * through the first one's engine, so the page never starts two workers, and a cancel, `busy` or a
 * progress listener means the one engine whichever copy is asked.
 */
export const CombatLab = isCombatLab(window.CombatLab) ? window.CombatLab : thisCopy;
window.CombatLab = CombatLab;

function isCombatLab(value) {
  return value !== null && typeof value === "object" && Object.isFrozen(value) && typeof value.call === "function"
    && typeof value.start === "function" && typeof value.onProgress === "function";
}
