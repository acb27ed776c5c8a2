// Combat Lab's service worker: after one visit, every page of the build (the
// playground, the widgets, the wiki demo, the iframe embed) works offline.
//
// VERSION is written by build.py: a content hash of every other file of the
// build (also in build-manifest.json as "cache_version"). A new build is a new
// sw.js, so the browser installs it: install downloads every file the manifest
// lists into the cache "combat-lab-<VERSION>", checking each one's sha256 (a
// half-updated server fails the install and the old version keeps working);
// activate deletes every other Combat Lab cache (but the engine worker's saved
// Python). Requests are answered from the cache first (the cache holds exactly
// one build, so files never mix), then from the network. Only this build's own files under this folder are touched.
//
// Registered by sw-register.js (a classic script, so every browser with service
// workers can run it).

const VERSION = "development";
const PREFIX = "combat-lab-";
const CACHE = `${PREFIX}${VERSION}`;
const MANIFEST = "build-manifest.json";
const SCOPE = new URL("./", self.location.href);
const PARALLEL = 6;
// The engine worker's saved Python (snapshot.js): its own cache, kept across builds (each entry
// names its build, and the worker replaces it), so not one of the caches activate deletes.
const SNAPSHOTS = "combat-lab-python-snapshots";
// The reader's stored engine answers (core/answers-store.js): shared by every install on the origin and
// bounded by that store itself, never deleted here.
const ANSWERS = "combat-lab-answers-";

// The build's cache, opened once per service worker start (not once per request).
let opened = null;
const openCache = () => (opened ??= caches.open(CACHE));

const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

// Files are revalidated (a 304 reuses what the page already downloaded); the manifest,
// small and the one file that says which build this is, is always fetched afresh.
async function fetchChecked(rel, expected) {
  const cache = rel === MANIFEST ? "no-store" : "no-cache";
  const response = await fetch(new Request(new URL(rel, SCOPE), { cache, credentials: "same-origin" }));
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  if (expected) {
    const digest = toHex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
    if (digest !== expected) throw new Error(`${rel}: the server sent another build's file (sha256 ${digest.slice(0, 12)})`);
  }
  return response;
}

async function precache() {
  if (VERSION === "development") throw new Error("sw.js was not built: run python3 build.py");
  const manifestResponse = await fetchChecked(MANIFEST, null);
  const manifest = await manifestResponse.clone().json();
  if (manifest.cache_version !== VERSION) {
    throw new Error(`build-manifest.json is for build ${manifest.cache_version}, this service worker for ${VERSION}`);
  }
  const cache = await caches.open(CACHE);
  const files = Object.entries(manifest.files || {});
  let next = 0;
  async function lane() {
    while (next < files.length) {
      const [rel, entry] = files[next++];
      const url = new URL(rel, SCOPE).href;
      if (await cache.match(url)) continue; // a retried install keeps what it already has
      await cache.put(url, await fetchChecked(rel, entry.sha256));
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  await cache.put(new URL(MANIFEST, SCOPE).href, manifestResponse);
  if (manifest.files["index.html"]) {
    await cache.put(SCOPE.href, await cache.match(new URL("index.html", SCOPE).href));
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    precache().then(
      () => self.skipWaiting(),
      async (error) => {
        await caches.delete(CACHE);
        throw error;
      },
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE && name !== SNAPSHOTS && !name.startsWith(ANSWERS)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  event.respondWith(
    (async () => {
      const cache = await openCache();
      // A query string (a cache buster) names the same file: the cache holds one build.
      const url = new URL(request.url);
      url.hash = "";
      url.search = "";
      const hit = await cache.match(url.href);
      if (hit) return hit;
      return fetch(request);
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "combat-lab:version" && event.source) {
    event.source.postMessage({ type: "combat-lab:version", version: VERSION, cache: CACHE });
  }
});
