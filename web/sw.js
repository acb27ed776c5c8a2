// Combat Lab's service worker: after one visit, every page of the build (the
// playground, the widgets, the wiki demo, the iframe embed) works offline.
//
// VERSION and FILES_SHA256 are written by build.py: VERSION names the build (a
// content hash of every other file, also in build-manifest.json as
// "cache_version"), FILES_SHA256 is the sha256 of the manifest's file list (every
// file's size and sha256, but sw.js's). A new build is a new sw.js, so the browser
// installs it: install downloads every file the manifest lists (but the ON_DEMAND
// ones and Python's, cached at their first use) into this build's cache, checking each one's sha256 (a half-updated server fails the install and
// the old version keeps working); activate deletes this scope's older builds'
// caches. Requests are answered from the cache first (the cache holds exactly one
// build, so files never mix), then from the network.
//
// What the cache holds is checked again each time it is served: Cache Storage can
// be written by any script of this origin (one XSS anywhere on it, a wiki on the
// same host), so a file edited there must not become the build for good. sw.js
// itself is the anchor: the browser keeps it apart from Cache Storage and fetches
// it afresh from the server. A manifest whose file list does not hash to
// FILES_SHA256 is never served nor trusted, and a cached file whose sha256 is not
// the manifest's is dropped and fetched again from the server (checked), or
// refused (503) when the network is gone. So the engine worker can trust the
// manifest and the engine wheel it gets (snapshot.js checks a restored Python's
// engine against that wheel).
//
// Cache names (one origin may hold several builds side by side, /a/ and /b/):
//   combat-lab-files-<scope tag>-<VERSION>  this build's files; <scope tag> is a
//       short hash of this service worker's scope URL, so activate deletes only
//       the older builds of its own scope;
//   combat-lab-python-<scope tag>           the engine worker's saved Python
//       (snapshot.js, which computes the same tag), kept across builds;
//   combat-lab-answers-<engine build id>    stored engine answers, shared by every
//       scope: never deleted here (their store bounds itself).
// Caches named otherwise (an older sw.js's "combat-lab-<VERSION>") are not
// known to be this scope's and are left alone.
//
// Registered by sw-register.js (a classic script, so every browser with service
// workers can run it).

const VERSION = "development";
const FILES_SHA256 = "development";
const MANIFEST = "build-manifest.json";
const SCOPE = new URL("./", self.location.href);
const PARALLEL = 6;

// FNV-1a (64 bits) of the scope's URL, the first 12 hex digits: the same function as snapshot.js's
// scopeTag (tests/js/cache_names.test.mjs checks that they agree).
function scopeTag(url) {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < url.length; i++) {
    hash ^= BigInt(url.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0").slice(0, 12);
}

const FILES_PREFIX = `combat-lab-files-${scopeTag(SCOPE.href)}-`;
const CACHE = `${FILES_PREFIX}${VERSION}`;

// Files of the build not downloaded at install but on first use, then cached and checked as the others:
// the card index (~0.5 MB) is read only for a board that names a card, and a reader whose boards name
// none must never download it (issue 25). Offline, a card board works once the index was used online.
const ON_DEMAND = new Set(["cards/index.json"]);
// Python's runtime and the wheels (~13 MB) likewise (issue 26): a page whose boards all carry the engine's
// answers is only read and must never download Python. Install caches them all only when this browser
// already has Python's files (the page that registered this service worker started the engine:
// sw-register.js waits for it, so they are in the HTTP cache and revalidate with a 304); otherwise none,
// and the engine's first start caches the ones it loads.
const PYTHON = /^(pyodide|wheels)\//;
const onDemand = (rel) => ON_DEMAND.has(rel) || PYTHON.test(rel);

// Whether this browser's HTTP cache holds `rel` already (a same-origin request that never goes out).
async function alreadyHere(rel) {
  try {
    const response = await fetch(new Request(new URL(rel, SCOPE), { cache: "only-if-cached", mode: "same-origin", credentials: "same-origin" }));
    return response.ok;
  } catch {
    return false;
  }
}

// The build's cache, opened once per service worker start (not once per request).
let opened = null;
const openCache = () => (opened ??= caches.open(CACHE));

const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (buffer) => toHex(await crypto.subtle.digest("SHA-256", buffer));

// The manifest's file list as build.py's files_sha256 serializes it (Python's json.dumps with
// sort_keys: ", " and ": " separators, non-ASCII as \uXXXX), then its sha256.
function filesDigest(files) {
  const ascii = (text) => JSON.stringify(text).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const rows = Object.keys(files).filter((rel) => rel !== "sw.js").sort().map((rel) => {
    const { sha256: digest, size } = files[rel] || {};
    if (typeof digest !== "string" || !Number.isSafeInteger(size)) throw new Error(`build-manifest.json: files.${rel} has no sha256 and size`);
    return `${ascii(rel)}: {"sha256": ${ascii(digest)}, "size": ${size}}`;
  });
  return sha256(new TextEncoder().encode(`{${rows.join(", ")}}`));
}

// A manifest (its bytes) this service worker vouches for: its file list hashes to FILES_SHA256 and
// it names this build. Throws otherwise.
async function checkedManifest(buffer) {
  let manifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new Error("build-manifest.json is not JSON");
  }
  if (!manifest || typeof manifest.files !== "object" || manifest.files === null) throw new Error("build-manifest.json has no files");
  if (manifest.cache_version !== VERSION) {
    throw new Error(`build-manifest.json is for build ${manifest.cache_version}, this service worker for ${VERSION}`);
  }
  const digest = await filesDigest(manifest.files);
  if (digest !== FILES_SHA256) throw new Error(`build-manifest.json's file list is not this build's (sha256 ${digest.slice(0, 12)})`);
  return manifest;
}

// Files are revalidated (a 304 reuses what the page already downloaded); the manifest,
// small and the one file that says which build this is, is always fetched afresh.
async function fetchChecked(rel, expected) {
  const cache = rel === MANIFEST ? "no-store" : "no-cache";
  const response = await fetch(new Request(new URL(rel, SCOPE), { cache, credentials: "same-origin" }));
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  if (expected) {
    const digest = await sha256(await response.clone().arrayBuffer());
    if (digest !== expected) throw new Error(`${rel}: the server sent another build's file (sha256 ${digest.slice(0, 12)})`);
  }
  return response;
}

async function precache() {
  if (VERSION === "development") throw new Error("sw.js was not built: run python3 build.py");
  const manifestResponse = await fetchChecked(MANIFEST, null);
  const manifest = await checkedManifest(await manifestResponse.clone().arrayBuffer());
  const cache = await caches.open(CACHE);
  const files = Object.entries(manifest.files || {}).filter(([rel]) => !ON_DEMAND.has(rel));
  let python = false; // whether the page that registered this service worker loaded Python
  for (const [rel] of files) if (PYTHON.test(rel) && !python) python = await alreadyHere(rel);
  let next = 0;
  async function lane() {
    while (next < files.length) {
      const [rel, entry] = files[next++];
      const url = new URL(rel, SCOPE).href;
      const kept = await cache.match(url); // a retried install keeps what it already has (if it is right)
      if (kept && (await sha256(await kept.arrayBuffer())) === entry.sha256) continue;
      if (PYTHON.test(rel) && !python) continue; // cached at its first use
      await cache.put(url, await fetchChecked(rel, entry.sha256));
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  await cache.put(new URL(MANIFEST, SCOPE).href, manifestResponse);
  if (manifest.files["index.html"]) {
    await cache.put(SCOPE.href, await cache.match(new URL("index.html", SCOPE).href));
  }
  trusted = Promise.resolve(manifest.files);
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
        if (name.startsWith(FILES_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// The file list of the manifest this service worker vouches for (checkedManifest), {rel: {sha256,
// size}}: the cached one, else the server's (then cached); null when neither checks. Read once per
// service worker start.
let trusted = null;
function trustedFiles() {
  trusted ??= (async () => {
    const cache = await openCache();
    const key = new URL(MANIFEST, SCOPE).href;
    const stored = await cache.match(key);
    try {
      if (stored) return (await checkedManifest(await stored.arrayBuffer())).files;
    } catch (error) {
      console.warn(`Combat Lab: the cached ${error.message}; fetching it again`);
    }
    try {
      const fresh = await fetchChecked(MANIFEST, null);
      const { files } = await checkedManifest(await fresh.clone().arrayBuffer());
      await cache.put(key, fresh);
      return files;
    } catch {
      return null;
    }
  })();
  return trusted;
}

// Whether `body` is this build's `rel` (the manifest: checkedManifest; any other file: its sha256 is
// the trusted manifest's).
async function vouched(rel, body) {
  if (rel === MANIFEST) return checkedManifest(body).then(() => true, () => false);
  const files = await trustedFiles();
  const expected = files && files[rel] && files[rel].sha256;
  return Boolean(expected) && (await sha256(body)) === expected;
}

// A cached response, rebuilt from the bytes that were checked.
function rebuilt(response, body) {
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding"); // the cache holds the decoded bytes
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

// The cached copy of `rel` ("" is the folder's own URL, index.html), when it is this build's; else
// the server's (checked, and cached in its place); else a 503 that says why. Not cached: the network.
async function served(request, rel, event) {
  const cache = await openCache();
  const key = rel === "" ? SCOPE.href : new URL(rel, SCOPE).href;
  const hit = await cache.match(key);
  if (!hit && PYTHON.test(rel)) return streamedOnDemand(request, rel, key, event);
  if (!hit) return onDemand(rel) ? fetchedOnDemand(request, rel, key) : fetch(request);
  const name = rel === "" ? "index.html" : rel;
  const body = await hit.arrayBuffer();
  if (await vouched(name, body)) return rebuilt(hit, body);
  await cache.delete(key);
  try {
    const files = name === MANIFEST ? null : await trustedFiles();
    const expected = files && files[name] && files[name].sha256;
    if (name !== MANIFEST && !expected) throw new Error(`${name} is not in a manifest this service worker vouches for`);
    const fresh = await fetchChecked(name, expected);
    if (name === MANIFEST) {
      await checkedManifest(await fresh.clone().arrayBuffer());
      trusted = null;
    }
    await cache.put(key, fresh.clone());
    return fresh;
  } catch (error) {
    console.warn(`Combat Lab: the cached ${name} is not this build's (${error.message})`);
    return new Response(`Combat Lab: the cached ${name} is not this build's and the server has no good copy (${error.message})\n`,
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

// An ON_DEMAND file at its first use: the server's copy, checked against the trusted manifest, then
// cached (so it is served offline from then on); the network's answer as it is when no manifest checks.
async function fetchedOnDemand(request, rel, key) {
  const files = await trustedFiles();
  const expected = files && files[rel] && files[rel].sha256;
  if (!expected) return fetch(request);
  try {
    const fresh = await fetchChecked(rel, expected);
    await (await openCache()).put(key, fresh.clone());
    return fresh;
  } catch (error) {
    return new Response(`Combat Lab: ${rel} could not be fetched (${error.message})\n`,
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

// A Python file at its first use: the network's response at once (the runtime compiles as it streams in,
// as it does with no service worker), and a copy cached once its bytes are checked against the manifest.
async function streamedOnDemand(request, rel, key, event) {
  const response = await fetch(request);
  if (response.ok && response.status === 200) {
    const copy = response.clone();
    event.waitUntil((async () => {
      const files = await trustedFiles();
      const expected = files && files[rel] && files[rel].sha256;
      const body = await copy.arrayBuffer();
      if (expected && (await sha256(body)) === expected) await (await openCache()).put(key, rebuilt(copy, body));
    })().catch(() => {}));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  // A query string (a cache buster) names the same file: the cache holds one build.
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  event.respondWith(served(request, url.href.slice(SCOPE.href.length), event));
});

// Python's files, for a browser whose page started the engine (sw-register.js asks): each one not cached
// yet, checked against the trusted manifest (a revalidation: the page has just downloaded them).
async function keepPython() {
  const files = await trustedFiles();
  if (!files) return;
  const cache = await openCache();
  for (const [rel, entry] of Object.entries(files)) {
    if (!PYTHON.test(rel)) continue;
    const key = new URL(rel, SCOPE).href;
    if (await cache.match(key)) continue;
    await cache.put(key, await fetchChecked(rel, entry.sha256));
  }
}

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "combat-lab:keep-python") {
    event.waitUntil(keepPython().catch((error) => console.warn(`Combat Lab: Python's files were not kept (${error.message})`)));
    return;
  }
  if (event.data && event.data.type === "combat-lab:version" && event.source) {
    event.source.postMessage({ type: "combat-lab:version", version: VERSION, cache: CACHE });
  }
});
