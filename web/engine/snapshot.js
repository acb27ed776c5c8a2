// Python memory snapshots in this browser's Cache Storage, for the engine worker.
//
// After a cold start, the worker saves Pyodide's memory (pyodide.makeMemorySnapshot(),
// about 31 MB) once the engine is imported. A return visit restores it instead of
// starting Python and importing the engine. It is not compressed (decompressing
// 31 MB, gzip: 7 MB, costs more CPU than reading it, on the same two cores that
// compile the WebAssembly meanwhile), but its 4 KiB pages of zeros (about 45 %)
// are left out (format 3: a bitmap of the pages kept, then those pages), which
// nearly halves what is read and hashed; and it is read while the runtime
// compiles (readSnapshot).
//
// One entry per build folder, in the cache SNAPSHOT_CACHE, at the URL
// ./python-snapshot/<build hash>; the response's headers say what it is. A
// snapshot is used only when every one of them matches this page (format, build
// hash, Pyodide version, browser) and its bytes match their sha256 and length;
// Pyodide itself checks its own build id. Anything else is refused (and deleted),
// and the worker starts Python afresh. Snapshots are made in the browser that
// uses them, never shipped: one made under Node or another browser is not safe.

export const SNAPSHOT_CACHE = "combat-lab-python-snapshots";
// 1: gzip-compressed; 2: the memory as it is (both refused now, as any other format).
// 3: sparse: a bitmap of the memory's PAGE-byte pages, then the pages that are not all zeros.
const FORMAT = "3";
const PAGE = 4096;
const FIELDS = {
  format: "X-Snapshot-Format",
  buildHash: "X-Build-Hash",
  pyodideVersion: "X-Pyodide-Version",
  userAgent: "X-User-Agent",
};

// WebAssembly's 32-bit memory: no snapshot of Pyodide's memory can be larger.
const MAX_MEMORY_BYTES = 4 * 1024 ** 3;

const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** What a snapshot for this page must have been made with, and where it lives. */
export function describeSnapshotEnvironment(manifest) {
  const folder = new URL("../python-snapshot/", self.location.href).href;
  return {
    folder,
    key: folder + manifest.build_hash,
    format: FORMAT,
    buildHash: manifest.build_hash,
    pyodideVersion: String(manifest.pyodide_version),
    userAgent: String(self.navigator && self.navigator.userAgent),
  };
}

async function openCache() {
  if (typeof caches === "undefined") return null; // not a secure context, or storage is off
  return caches.open(SNAPSHOT_CACHE);
}

/**
 * The stored snapshot for this environment: null when there is none, {refused: why} when the
 * entry is for something else, else {response, meta}. Reads headers only; readSnapshot checks
 * the bytes.
 */
export async function findSnapshot(environment) {
  const cache = await openCache();
  if (cache === null) return null;
  const response = await cache.match(environment.key);
  if (!response) return null;
  for (const [field, header] of Object.entries(FIELDS)) {
    const saved = response.headers.get(header);
    if (saved !== environment[field]) {
      return { refused: `the saved Python is for ${header} ${JSON.stringify(saved)}, `
        + `this page has ${JSON.stringify(environment[field])}` };
    }
  }
  const meta = {
    sha256: response.headers.get("X-Sha256") || "",
    memoryBytes: Number(response.headers.get("X-Memory-Bytes")),
    bytes: Number(response.headers.get("X-Stored-Bytes")),
    engineVersion: response.headers.get("X-Engine-Version") || "",
  };
  if (!/^[0-9a-f]{64}$/.test(meta.sha256) || !Number.isSafeInteger(meta.memoryBytes) || !(meta.memoryBytes > 0)
    || meta.memoryBytes > MAX_MEMORY_BYTES || !Number.isSafeInteger(meta.bytes) || !(meta.bytes > 0)
    || meta.bytes > bitmapBytes(meta.memoryBytes) + meta.memoryBytes || !meta.engineVersion) {
    return { refused: "the saved Python has no valid sha256, size or engine version" };
  }
  return { response, meta };
}

/**
 * Reads a stored snapshot into a buffer of the size its headers announce, in the background:
 * {memory, checked}. loadPyodide needs only the buffer's size to set up Python's memory, and
 * its bytes only once the WebAssembly is compiled, so the worker hands it the buffer at once and
 * the reading goes on while the runtime compiles (the two used to take turns). `checked`
 * resolves once every byte is in and matches the stored sha256 and size; it rejects on any
 * mismatch, a short or long body, or a read error. Until it resolves the buffer is not a
 * snapshot and must not be restored.
 */
export function readSnapshot(stored) {
  const memory = new Uint8Array(stored.meta.memoryBytes);
  const checked = (async () => {
    const body = new Uint8Array(stored.meta.bytes);
    const reader = stored.response.body.getReader();
    let offset = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (offset + value.length > body.length) {
        reader.cancel().catch(() => {});
        throw new Error(`the saved Python is longer than the ${body.length} bytes it claims`);
      }
      body.set(value, offset);
      offset += value.length;
    }
    if (offset !== body.length) {
      throw new Error(`the saved Python is ${offset} bytes, expected ${body.length}`);
    }
    const digest = toHex(await crypto.subtle.digest("SHA-256", body));
    if (digest !== stored.meta.sha256) {
      throw new Error(`the saved Python is damaged (sha256 ${digest.slice(0, 12)}, expected ${stored.meta.sha256.slice(0, 12)})`);
    }
    unpackPages(body, memory);
    return memory;
  })();
  checked.catch(() => {}); // the worker observes it; an early failure must not be reported as unhandled
  return { memory, checked };
}

/** Bytes of the bitmap of a memory of `size` bytes: one bit per PAGE-byte page (the last may be short). */
function bitmapBytes(size) {
  return Math.ceil(Math.ceil(size / PAGE) / 8);
}

/** Format 3: the bitmap of the pages that are not all zeros, then those pages, in order. */
function packPages(memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const bitmap = new Uint8Array(bitmapBytes(memory.length));
  const words = memory.length % 4 === 0 && memory.byteOffset % 4 === 0
    ? new Uint32Array(memory.buffer, memory.byteOffset, memory.length / 4) : null;
  let kept = 0;
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, memory.length);
    let zero = true;
    if (words) {
      for (let i = start / 4; i < end / 4; i++) if (words[i] !== 0) { zero = false; break; }
    } else {
      for (let i = start; i < end; i++) if (memory[i] !== 0) { zero = false; break; }
    }
    if (!zero) {
      bitmap[page >> 3] |= 1 << (page & 7);
      kept += end - start;
    }
  }
  const body = new Uint8Array(bitmap.length + kept);
  body.set(bitmap);
  let at = bitmap.length;
  for (let page = 0; page < pages; page++) {
    if (!(bitmap[page >> 3] & (1 << (page & 7)))) continue;
    const chunk = memory.subarray(page * PAGE, Math.min((page + 1) * PAGE, memory.length));
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/** Puts packPages' pages back in place in `memory` (zeros elsewhere); throws if they do not fit. */
function unpackPages(body, memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const bitmap = body.subarray(0, bitmapBytes(memory.length));
  let at = bitmap.length;
  for (let page = 0; page < pages; page++) {
    if (!(bitmap[page >> 3] & (1 << (page & 7)))) continue;
    const start = page * PAGE;
    const length = Math.min(PAGE, memory.length - start);
    if (at + length > body.length) throw new Error("the saved Python's pages do not match its page map");
    memory.set(body.subarray(at, at + length), start);
    at += length;
  }
  if (at !== body.length) throw new Error("the saved Python's pages do not match its page map");
}

/** Stores a memory snapshot for this environment; drops older ones of this folder. */
export async function saveSnapshot(environment, memory, { engineVersion }) {
  const cache = await openCache();
  if (cache === null) throw new Error("Cache Storage is not available here");
  const body = packPages(memory);
  const headers = new Headers({
    "Content-Type": "application/octet-stream",
    "X-Sha256": toHex(await crypto.subtle.digest("SHA-256", body)),
    "X-Memory-Bytes": String(memory.length),
    "X-Stored-Bytes": String(body.length),
    "X-Page-Bytes": String(PAGE),
    "X-Engine-Version": engineVersion,
  });
  for (const [field, header] of Object.entries(FIELDS)) headers.set(header, environment[field]);
  await cache.put(environment.key, new Response(body, { headers }));
  for (const request of await cache.keys()) {
    if (request.url.startsWith(environment.folder) && request.url !== environment.key) await cache.delete(request);
  }
  return body.length;
}

/** Deletes this environment's stored snapshot (a refused one), quietly. */
export async function dropSnapshot(environment) {
  try {
    const cache = await openCache();
    if (cache !== null) await cache.delete(environment.key);
  } catch {
    // Nothing stored, or storage is unavailable: nothing to drop.
  }
}
