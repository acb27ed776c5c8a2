// When a <combat-lab> board first comes near the viewport: boards start the engine (and its
// ~13 MB runtime) only then, so a board far down a page the reader never scrolls to costs nothing.
//
//   whenVisible(element, callback)   calls back once the element is on screen or within
//                                    NEAR_PX of it (at once where IntersectionObserver is missing)
//   forget(element)                  drops a pending callback (the element left the page)

import { CombatLab } from "../engine/combatlab.js";

/** Within this distance of the viewport a board counts as coming into view. */
export const NEAR_PX = 300;

const waiting = new Map(); // element -> callback, until it first comes near the viewport
const observer =
  typeof IntersectionObserver === "function"
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const callback = waiting.get(entry.target);
            waiting.delete(entry.target);
            observer.unobserve(entry.target);
            if (callback) callback();
          }
        },
        { rootMargin: `${NEAR_PX}px 0px` },
      )
    : null;

/** Whether the element is on screen or within NEAR_PX of it now (costs one layout). */
function nearViewport(element) {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false; // not rendered (display: none)
  return rect.bottom >= -NEAR_PX && rect.top <= window.innerHeight + NEAR_PX;
}

const unchecked = new Map(); // element -> callback, until the batch below reads where it is

/** Reads where every board connected since the last batch is, all at once: one layout for the lot (a page
 * of 20 boards had forced 20 layouts, each board's drawing dirtying the next one's read). */
function checkWhereTheyAre() {
  const batch = [...unchecked];
  unchecked.clear();
  const started = CombatLab.started;
  const near = batch.map(([element]) => !started && nearViewport(element));
  batch.forEach(([element, callback], i) => {
    if (near[i]) queueMicrotask(callback);
    else {
      waiting.set(element, callback);
      observer.observe(element);
    }
  });
}

export function whenVisible(element, callback) {
  // Until the engine has started, a board already in view starts it at once: the observer says
  // so only after the next frame, which on a page of many boards comes once every board has been
  // drawn, and the runtime's download would wait for all of them.
  if (!observer) {
    queueMicrotask(callback);
    return;
  }
  if (!unchecked.size) queueMicrotask(checkWhereTheyAre);
  unchecked.set(element, callback);
}

export function forget(element) {
  if (!observer) return;
  unchecked.delete(element);
  waiting.delete(element);
  observer.unobserve(element);
}
