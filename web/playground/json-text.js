// The scenario's JSON text beside the board: it follows the board, and an edit of it that parses (and
// can be drawn) is applied to the board as one undoable edit, a moment after typing stops or at once
// when the page needs the board (flushJson).

import { ScenarioUrlError, parseScenarioText } from "../core/share.js";
import { els } from "./elements.js";
import { app, commit, undrawable } from "./state.js";

let jsonDirty = false;
let jsonTimer = 0;

export function renderJson() {
  if (jsonDirty && document.activeElement === els.json) return;
  els.json.value = JSON.stringify(app.scenario, null, 2);
  jsonDirty = false;
}

/** Apply the JSON text if it changed and parses; returns false when it does not parse. */
export function flushJson() {
  clearTimeout(jsonTimer);
  if (!jsonDirty) return true;
  let next;
  try {
    next = parseScenarioText(els.json.value);
    const why = undrawable(next);
    if (why) throw new ScenarioUrlError(`Not applied: the board cannot be drawn because ${why}.`);
  } catch (error) {
    els.jsonStatus.textContent = error.message;
    els.jsonStatus.className = "json-status bad";
    return false;
  }
  jsonDirty = false;
  els.jsonStatus.textContent = "Applied to the board.";
  els.jsonStatus.className = "json-status good";
  commit(next, "edit the JSON");
  return true;
}

export function installJsonText() {
  els.json.addEventListener("input", () => {
    jsonDirty = true;
    clearTimeout(jsonTimer);
    jsonTimer = setTimeout(() => {
      if (!flushJson()) jsonDirty = true;
    }, 600);
  });
  els.json.addEventListener("blur", () => {
    if (flushJson()) renderJson();
  });
}
