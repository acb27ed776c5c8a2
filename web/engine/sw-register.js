// Import once on any Combat Lab page (import "./sw-register.js") to make the
// build work offline after this visit and the playground installable:
//
//   - registers sw.js (scope: the folder of the build) once the page has loaded
//     and, when the engine is loading, after it has loaded, so the service
//     worker's download of the build finds the runtime in the HTTP cache
//     instead of downloading 13 MB twice;
//   - then, once it controls the page, prepares the next visit (combatlab.js warmUpNextVisit);
//   - adds <link rel="manifest" href="manifest.webmanifest"> if the page has none.
//
// Exports `serviceWorkerReady`: a promise of the active registration (null where
// service workers are unavailable: file://, private modes, old browsers).

import { CombatLab, warmUpNextVisit } from "./combatlab.js";

const SCRIPT = new URL("../sw.js", import.meta.url);
const MANIFEST = new URL("../manifest.webmanifest", import.meta.url);

function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST.href;
  document.head.append(link);
}

function loaded() {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
}

async function register() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  await loaded();
  if (CombatLab.started) await CombatLab.ready.catch(() => {});
  try {
    await navigator.serviceWorker.register(SCRIPT.href, { scope: new URL("../", import.meta.url).href });
    return await navigator.serviceWorker.ready;
  } catch (error) {
    console.warn(`Combat Lab: offline use is unavailable (${error.message})`);
    return null;
  }
}

// Resolves once the service worker controls this page (it claims it on activation).
function controlled() {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
}

// Once the build is in the service worker's cache and the engine of this page has started (and so
// may have saved Python's memory), the next visit is prepared while the page is idle.
async function prepareNextVisit(registration) {
  if (!registration || !CombatLab.started) return;
  await controlled();
  await new Promise((resolve) => (self.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 200)));
  await warmUpNextVisit();
}

// Once this page's engine is loaded, the service worker is asked to keep Python's files too: it caches
// them only for a browser that started the engine (a page that is only read never downloads Python,
// issue 26); they are in the HTTP cache by then, so each is a revalidation.
function keepPythonOnceStarted(registration) {
  if (!registration) return;
  let asked = false;
  const unsubscribe = CombatLab.onProgress(() => {
    if (asked || !CombatLab.started) return;
    asked = true;
    queueMicrotask(() => unsubscribe());
    CombatLab.ready.then(() => {
      const worker = registration.active || navigator.serviceWorker.controller;
      if (worker) worker.postMessage({ type: "combat-lab:keep-python" });
    }, () => {});
  });
}

linkManifest();
export const serviceWorkerReady = register();
serviceWorkerReady.then(keepPythonOnceStarted).catch(() => {});
serviceWorkerReady.then(prepareNextVisit).catch(() => {});
