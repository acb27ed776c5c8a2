// An engine call that may take long (the advisor's search): after a moment it
// shows how long it has been working and a Cancel button, which stops the work
// (CombatLab restarts its worker) and answers the call with CANCELLED
// ({ok: false, cancelled: true, error: {code: "cancelled", ...}}).
//
//   longCall(name, payload, {into, label}) -> Promise<answer>
//
// `into` is the element the progress line is appended to while the call runs.

import { CombatLab } from "./combatlab.js";

/** Shown only for calls slower than this (most advice takes a few milliseconds). */
const SHOW_AFTER_MS = 400;

export function longCall(name, payload, { into, label = "The advisor is thinking" } = {}) {
  const controller = new AbortController();
  const line = document.createElement("p");
  line.className = "long-call";
  const text = document.createElement("span");
  text.setAttribute("role", "status");
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "long-call-cancel";
  cancel.textContent = "Cancel";
  cancel.addEventListener("click", () => controller.abort());
  line.append(text, " ", cancel);
  const started = performance.now();
  const tick = () => {
    text.textContent = `${label}… ${Math.floor((performance.now() - started) / 1000)} s`;
  };
  let interval = 0;
  const shown = setTimeout(() => {
    tick();
    if (into) into.append(line);
    interval = setInterval(tick, 1000);
  }, SHOW_AFTER_MS);
  // The reader asked to stop: the work stops at once, however short it has run.
  return CombatLab.call(name, payload, { signal: controller.signal, stopAfterMs: 0 }).finally(() => {
    clearTimeout(shown);
    clearInterval(interval);
    line.remove();
  });
}
