// index.html loads this beside engine/start-engine.js (which starts the engine worker the moment
// it arrives, one request away). It shows the engine's progress in the header's loader, and it
// loads the playground (app.js and the ~40 modules it imports) only once Python is running: when
// the worker reaches its last stage ("engine": installing and importing the combat engine on a
// first visit, checking it after a restore), or is ready, or has failed.
//
// Why not sooner (issue 11): on two cores, Python's start takes them both (the worker, and V8
// compiling the runtime's hot code in the background), and the playground's first drawing is a
// few hundred milliseconds of main-thread work. Loaded as soon as the worker started, it
// delayed the first resolved combat by as much (1.19x the bare Pyodide page, cold, against
// 1.06x), and on a return visit it slowed the snapshot's restore (0.254x against 0.211x), while
// the verdict reached the board no sooner: the board can do nothing before the engine answers,
// since every legal choice comes from it. The page's markup and the loader show meanwhile.

import "../engine/start-engine.js";
import { CombatLab } from "../engine/combatlab.js";

const APP = new URL("./app.js", import.meta.url);
// The worker's stage from which the playground loads (engine-worker.js enter()).
const APP_STAGE = "engine";
// Load it anyway if the worker has not said a word by then (a worker that cannot even start
// fails on its own; this is for one that is merely slow to begin).
const APP_AT_THE_LATEST_MS = 500;

const $ = (id) => document.getElementById(id);
const loader = { box: $("loader"), message: $("load-message"), percent: $("load-percent"), bar: $("load-progress") };

let loading = null;
function loadApp() {
  loading ??= import(APP.href).catch((error) => {
    console.error("Combat Lab: the playground could not be loaded", error);
  });
  return loading;
}

/** The header's loader: the stage's message and a bar in whole percents (combatlab.js creeps it). */
function showProgress({ stage, fraction, message }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction || 0)) * 100);
  loader.bar.value = percent / 100;
  loader.percent.textContent = `${percent}%`;
  loader.message.textContent = message || stage;
  if (stage === "failed") {
    loader.box.classList.add("failed");
    loader.percent.textContent = "failed";
  }
}

let spoke = false;
// The latest update is replayed at once ("start"); the worker's own words follow.
CombatLab.onProgress((update) => {
  showProgress(update);
  if (update.stage !== "start") spoke = true;
  if (update.stage === APP_STAGE || update.stage === "failed") loadApp();
});
CombatLab.ready.then(loadApp, loadApp);
setTimeout(() => {
  if (!spoke) loadApp();
}, APP_AT_THE_LATEST_MS);
