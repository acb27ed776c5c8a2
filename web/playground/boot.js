// index.html loads this. It shows the engine's progress in the header's loader, and it loads the
// playground (app.js and the ~40 modules it imports) at once: the first example comes with the
// engine's answer, stored by build.py for this engine build (docs/scenario-format.md, "Stored
// answers"), so the board is answered at first paint without Python (issue 26). app.js starts the
// engine right after that first paint (its readers are here to edit), or, when the connection asks
// to spare data, at the first edit.
//
// Before (issue 11) the playground waited for the engine, since on two cores its first drawing slowed
// Python's start (cold 1.34x the bare Pyodide page against 1.16x): now the drawing comes first and
// Python after it, one after the other, instead of both at once.

import { CombatLab } from "../engine/combatlab.js";

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
  import("./app.js").catch((error) => {
    console.error("Combat Lab: the playground could not be loaded", error);
  });
}

CombatLab.onProgress(showProgress);
loadApp();
