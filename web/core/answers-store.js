// The reader's answers store: the engine answers this browser computed, kept so that a board answered
// once is answered at once on every later visit, online or offline, without Python. Cache Storage,
// one cache per engine build ("combat-lab-answers-<build id>": an answer depends only on the engine
// build and the board, so every install on the origin shares it), each answer a stamped answer
// (stored-answer.js) under a URL naming its board hash and call. Bounded: at most MAX_ANSWERS
// answers, the oldest dropped first. The answers of an engine build no install of this origin names
// any more are deleted: each install (its site root) writes the build it serves into the
// "combat-lab-answers-builds" cache, and a build that none lists is gone.
//
// Nothing here is trusted more than a stored answer shipped with a page: what is read back is checked
// again (answerFor: this build, this very board) before it is shown.

import { ENGINE_BUILD } from "../engine/build-id.js";
import { answerFor, boardHash, readStamp } from "./stored-answer.js";

export const ANSWERS_PREFIX = "combat-lab-answers-";
export const BUILDS_CACHE = "combat-lab-answers-builds";
/** The most answers kept (a board's answer is a few KB to a few tens of KB). */
export const MAX_ANSWERS = 400;

const SITE = new URL("../", import.meta.url); // this install's site root (this module is in core/)
const available = () => Boolean(ENGINE_BUILD) && typeof caches !== "undefined" && typeof caches.open === "function";
const keyFor = (hash, call) => new URL(`./.combat-lab-answers/${hash}/${call}`, SITE).href;

let opening = null;

/** This build's cache, after the caches of builds that are gone were deleted (once per page). */
function open() {
  opening ??= (async () => {
    const builds = await caches.open(BUILDS_CACHE);
    await builds.put(SITE.href, new Response(ENGINE_BUILD, { headers: { "content-type": "text/plain" } }));
    const named = new Set([ENGINE_BUILD]);
    for (const request of await builds.keys()) {
      const response = await builds.match(request);
      if (response) named.add((await response.text()).trim());
    }
    for (const name of await caches.keys()) {
      if (name.startsWith(ANSWERS_PREFIX) && name !== BUILDS_CACHE && !named.has(name.slice(ANSWERS_PREFIX.length))) {
        await caches.delete(name);
      }
    }
    return caches.open(`${ANSWERS_PREFIX}${ENGINE_BUILD}`);
  })();
  return opening;
}

/** The engine's answer to `call` on `board` if this browser stored one for this build, else null. */
export async function recall(call, board) {
  if (!available()) return null;
  try {
    const cache = await open();
    const response = await cache.match(keyFor(boardHash(board), call));
    if (!response) return null;
    return answerFor(readStamp(await response.text()), board, call, ENGINE_BUILD);
  } catch {
    return null; // no storage (a private window, a quota): the engine answers, as without a store
  }
}

/** Keeps the engine's `answer` to `call` on `board` (never throws; an answer that can't be kept is not). */
export async function remember(call, board, answer) {
  if (!available()) return;
  try {
    const hash = boardHash(board);
    const stamp = { format: 1, engine: ENGINE_BUILD, board: hash, call, answer };
    const cache = await open();
    await cache.put(keyFor(hash, call), new Response(JSON.stringify(stamp), { headers: { "content-type": "application/json" } }));
    const keys = await cache.keys(); // in the order they were put: the oldest first
    for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS))) await cache.delete(request);
  } catch {
    // storage full or refused: the next visit asks the engine again
  }
}
