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
//                                   snapshot: {status: "none" | "restored" | "refused", reason}});
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
//   CombatLab.rulesets()            Promise<result>: the bridge's "rulesets" answer ({ok: true, ...}).
//   CombatLab.onProgress(cb)        cb({stage, fraction, message}) for every loading step (the latest
//                                   one is replayed at once); returns a function that unsubscribes.
//                                   While a stage lasts, the fraction creeps towards the stage's end
//                                   by the worker's estimate of its length (never reaching it).
//   CombatLab.snapshot              null, or what the worker said after a cold start about saving
//                                   Python's memory for the next visit: {saved, bytes, ms, reason}.
//   CombatLab.call(name, payload)   Promise<object>: the raw bridge answer, parsed. Names: resolve,
//                                   validate, compare, rulesets, adapt ({scenario, ruleset} -> {ok,
//                                   scenario, notes}: the board carried over as compare carries it),
//                                   advise, check_puzzle, solve_puzzle, next_turn; and install
//                                   ({wheels: [URLs of this site]} -> {ok, installed}: more wheels, by
//                                   micropip, which loads then; a runtime where it ran saves no snapshot).
//
// Promises REJECT only when the engine cannot be reached at all (the runtime
// failed to load, the worker crashed): never for a bad scenario. The page never
// decides a rule: every answer comes from pyengine, unchanged.

let worker = null;

const pending = new Map();
const listeners = new Set();
let nextId = 1;
let lastProgress = { stage: "start", fraction: 0, message: "Starting" };
let settleReady;
let failure = null;
let snapshot = null;
let creepTimer = 0;

const ready = new Promise((resolve, reject) => {
  settleReady = { resolve, reject };
});
// Keep an unobserved rejection from being reported as an error twice.
ready.catch(() => {});

function fail(error) {
  if (failure) return;
  failure = error;
  settleReady.reject(error);
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
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
      clearInterval(creepTimer);
      settleReady.resolve(message.info);
      break;
    case "snapshot":
      snapshot = Object.freeze({ saved: message.saved, bytes: message.bytes, ms: message.ms, reason: message.reason });
      break;
    case "failed":
      clearInterval(creepTimer);
      emitProgress({ stage: "failed", fraction: lastProgress.fraction, message: message.message });
      fail(new Error(`Combat Lab engine failed to load (${message.stage}): ${message.message}`));
      break;
    case "response": {
      const entry = pending.get(message.id);
      if (!entry) break;
      pending.delete(message.id);
      if (!message.ok) {
        entry.reject(new Error(`Combat Lab: ${message.error}`));
        break;
      }
      try {
        entry.resolve(JSON.parse(message.json));
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

/** Starts the worker (once); returns the ready promise. */
function start() {
  if (worker === null && failure === null) {
    try {
      worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
    } catch (error) {
      emitProgress({ stage: "failed", fraction: 0, message: String(error.message || error) });
      fail(new Error(`Combat Lab engine worker error: ${error.message || error}`));
    }
  }
  return ready;
}

/** Sends one bridge call; resolves with the parsed JSON answer. */
function call(name, payload) {
  start();
  if (failure) return Promise.reject(failure);
  let json;
  try {
    json = JSON.stringify(payload === undefined ? null : payload);
  } catch (error) {
    return Promise.reject(error);
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, name, payload: json });
  });
}

/** Unwraps a list-valued answer ({ok, problems: [...]}); a call-level error passes through. */
function listOf(answer, key) {
  if (answer && Array.isArray(answer[key])) return answer[key];
  return answer;
}

export const CombatLab = Object.freeze({
  /** Reading it starts the engine, so pages written before the lazy start keep working. */
  get ready() {
    return start();
  },
  get started() {
    return worker !== null || failure !== null;
  },
  get snapshot() {
    return snapshot;
  },
  start,
  resolve: (scenario) => call("resolve", scenario),
  validate: (scenario) => call("validate", scenario).then((answer) => listOf(answer, "problems")),
  compare: (scenario, rulesets = null) => call("compare", { scenario, rulesets }),
  rulesets: () => call("rulesets", {}),
  onProgress(callback) {
    listeners.add(callback);
    callback(lastProgress);
    return () => listeners.delete(callback);
  },
  call,
});

window.CombatLab = CombatLab;
