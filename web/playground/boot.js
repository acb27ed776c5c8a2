// index.html loads this beside engine/start-engine.js (which starts the engine worker the moment
// it arrives, one request away): it loads the playground (app.js and the modules it imports)
// once the worker runs and asks for Python's runtime, or after
// APP_AT_THE_LATEST_MS, whichever comes first. Loaded together, the playground's ~40 modules
// and the worker's files compete for the connections and the main thread, and the runtime's
// download (the start-up's critical path) began 200-300 ms later than on the bare Pyodide
// page (issue 11); the page's markup, the loader and its progress bar show meanwhile.

import "../engine/start-engine.js";
import { CombatLab } from "../engine/combatlab.js";

const APP = new URL("./app.js", import.meta.url);
const APP_AT_THE_LATEST_MS = 500;

let loading = null;
function loadApp() {
  loading ??= import(APP.href).catch((error) => {
    console.error("Combat Lab: the playground could not be loaded", error);
  });
  return loading;
}

// The latest update is replayed at once ("start"): wait for the worker's own first word.
const stop = CombatLab.onProgress(({ stage }) => {
  if (stage === "start") return;
  queueMicrotask(() => stop());
  loadApp();
});
setTimeout(loadApp, APP_AT_THE_LATEST_MS);
