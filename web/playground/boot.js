// index.html loads this beside engine/start-engine.js (which starts the engine worker the moment
// it arrives, one request away). It shows the engine's progress in the header's loader, and it
// loads the playground (app.js and the ~40 modules it imports) once the engine is ready, or has
// failed (the playground then says so).
//
// Why not sooner (issue 11): on two cores, Python's start takes them both (the worker, and V8
// compiling the runtime's hot code in the background), and the playground's first drawing is a
// few hundred milliseconds of main-thread work. Loaded as soon as the worker started, it delayed
// the first resolved combat by as much (cold 1.34x the bare Pyodide page against 1.16x, return
// visit 0.278x against 0.225x, side by side), while the verdict reached the board no sooner on a
// first visit: the board can do nothing before the engine answers, since every legal choice comes
// from it. Loading it during the worker's last stage instead changed nothing measurable. The
// page's markup and the loader show meanwhile, and its controls stay inert (app.js frees them).

import "../engine/start-engine.js";
import { CombatLab } from "../engine/combatlab.js";

const APP = new URL("./app.js", import.meta.url);

const $ = (id) => document.getElementById(id);
const loader = { box: $("loader"), message: $("load-message"), percent: $("load-percent"), bar: $("load-progress") };

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

function loadApp() {
  import(APP.href).catch((error) => {
    console.error("Combat Lab: the playground could not be loaded", error);
  });
}

CombatLab.onProgress(showProgress);
CombatLab.ready.then(loadApp, loadApp);
