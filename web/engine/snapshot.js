// Python memory snapshots in this browser's Cache Storage, for the engine worker.
//
// After a cold start, the worker saves Pyodide's memory (pyodide.makeMemorySnapshot(),
// about 31 MB) once the engine is imported. A return visit restores it instead of
// starting Python and importing the engine. It is not compressed (decompressing
// 31 MB, gzip: 7 MB, costs more CPU than reading it, on the same two cores that
// compile the WebAssembly meanwhile), but its 4 KiB pages of zeros (about 45 %)
// are left out (format 4: a bitmap of the pages kept, then those pages), which
// nearly halves what is read and hashed. It is read while the runtime loads and
// compiles, from the worker's first moments (readSnapshot), each 1 MiB block
// hashed and its pages put in place as soon as it is in (readInto).
//
// One entry per build folder, in the cache snapshotCache() ("combat-lab-python-<scope tag>"), at the URL
// ./python-snapshot/<build hash>; the response's headers say what it is. A
// snapshot is used only when every one of them matches this page (format, build
// hash, Pyodide version, browser) and its bytes match their length and the
// sha256 of each block;
// Pyodide itself checks its own build id. Those checks only say the bytes are
// undamaged (the page computed the hashes itself): once restored, the engine is
// checked against the build's engine wheel (checkRestoredEngine, at the end of
// this file). Anything else is refused (and deleted),
// and the worker starts Python afresh. Snapshots are made in the browser that
// uses them, never shipped: one made under Node or another browser is not safe.

/**
 * FNV-1a (64 bits) of a URL, its first 12 hex digits: the tag of a scope in cache names (sw.js has
 * the same function; tests/js/cache_names.test.mjs checks that they agree).
 */
export function scopeTag(url) {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < url.length; i++) {
    hash ^= BigInt(url.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0").slice(0, 12);
}

/** The site root of this page (the service worker's scope): the engine worker lives in engine/. */
const siteRoot = () => new URL("../", self.location.href).href;

/** The cache of this scope's saved Python (one per build folder, so that /a/ and /b/ keep their own). */
export const snapshotCache = () => `combat-lab-python-${scopeTag(siteRoot())}`;
// 1: gzip-compressed; 2: the memory as it is; 3: format 4 with one sha256 of the whole (all refused
// now, as any other format). 4: sparse: a bitmap of the memory's PAGE-byte pages, then the pages
// that are not all zeros; one sha256 per BLOCK bytes of that, so that each block is checked as soon as
// it is read.
const FORMAT = "4";
const PAGE = 4096;
const BLOCK = 1024 * 1024;
const FIELDS = {
  format: "X-Snapshot-Format",
  buildHash: "X-Build-Hash",
  pyodideVersion: "X-Pyodide-Version",
  userAgent: "X-User-Agent",
};

// WebAssembly's 32-bit memory: no snapshot of Pyodide's memory can be larger.
const MAX_MEMORY_BYTES = 4 * 1024 ** 3;

const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The folder (a URL ending in "/") under which this page's snapshots are stored, one per build. */
export function snapshotFolder() {
  return new URL("python-snapshot/", siteRoot()).href;
}

/** What a snapshot for this page must have been made with, and where it lives. */
export function describeSnapshotEnvironment(manifest) {
  const folder = snapshotFolder();
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
  return caches.open(snapshotCache());
}

/**
 * The snapshot stored under `folder`, found before the build manifest (which says which build this
 * page is) has arrived, so that reading it can begin at once: {key, response}, or null when there
 * is none, or storage is off. saveSnapshot keeps one entry per folder; should there be several (two
 * tabs of different builds saving at once), which one is this build's is not known yet: null, and
 * the worker looks it up by its key once the manifest is in (findSnapshot).
 */
export async function findFolderSnapshot(folder) {
  const cache = await openCache();
  if (cache === null) return null;
  const keys = (await cache.keys()).filter((request) => request.url.startsWith(folder));
  if (keys.length !== 1) return null;
  const response = await cache.match(keys[0]);
  return response ? { key: keys[0].url, response } : null;
}

/**
 * Why a stored snapshot's headers (a Headers) do not fit this environment (format, build hash,
 * Pyodide version, browser), or null when they do.
 */
export function environmentMismatch(headers, environment) {
  for (const [field, header] of Object.entries(FIELDS)) {
    const saved = headers.get(header);
    if (saved !== environment[field]) {
      return `the saved Python is for ${header} ${JSON.stringify(saved)}, `
        + `this page has ${JSON.stringify(environment[field])}`;
    }
  }
  return null;
}

/**
 * What a stored snapshot's headers (a Headers) say of its bytes, {memoryBytes, bytes, blockBytes,
 * blockSha256: [hex, ...], engineVersion}, or {refused: why} when they do not say it validly.
 */
export function snapshotMeta(headers) {
  const meta = {
    memoryBytes: Number(headers.get("X-Memory-Bytes")),
    bytes: Number(headers.get("X-Stored-Bytes")),
    blockBytes: Number(headers.get("X-Block-Bytes")),
    blockSha256: (headers.get("X-Block-Sha256") || "").split(","),
    engineVersion: headers.get("X-Engine-Version") || "",
  };
  const sizes = Number.isSafeInteger(meta.memoryBytes) && meta.memoryBytes > 0 && meta.memoryBytes <= MAX_MEMORY_BYTES
    && Number.isSafeInteger(meta.bytes) && meta.bytes > 0 && meta.bytes <= bitmapBytes(meta.memoryBytes) + meta.memoryBytes
    && Number.isSafeInteger(meta.blockBytes) && meta.blockBytes > 0;
  const digests = sizes && meta.blockSha256.length === Math.ceil(meta.bytes / meta.blockBytes)
    && meta.blockSha256.every((digest) => /^[0-9a-f]{64}$/.test(digest));
  if (!digests || !meta.engineVersion) {
    return { refused: "the saved Python has no valid sha256, size or engine version" };
  }
  return meta;
}

/**
 * The stored snapshot for this environment, by its key: null when there is none, {refused: why}
 * when the entry is for something else, else {response, meta}. Reads headers only; readSnapshot
 * checks the bytes.
 */
export async function findSnapshot(environment) {
  const cache = await openCache();
  if (cache === null) return null;
  const response = await cache.match(environment.key);
  if (!response) return null;
  const why = environmentMismatch(response.headers, environment);
  if (why) return { refused: why };
  const meta = snapshotMeta(response.headers);
  return meta.refused ? meta : { response, meta };
}

/**
 * Puts the pages of a stored body (format 4: page map, then the pages kept) in place in `memory`
 * as the body arrives: place(available) places every page whose bytes are all among the first
 * `available`; end() says where the pages ended, or throws when the map asks for more pages than
 * the body holds.
 */
function pagePlacer(body, memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const map = bitmapBytes(memory.length);
  let page = 0;
  let at = map;
  return {
    place(available) {
      if (available < map) return;
      for (; page < pages; page++) {
        if (!(body[page >> 3] & (1 << (page & 7)))) continue;
        const start = page * PAGE;
        const length = Math.min(PAGE, memory.length - start);
        if (at + length > available) return;
        memory.set(body.subarray(at, at + length), start);
        at += length;
      }
    },
    end() {
      if (page < pages) throw new Error("the saved Python's pages do not match its page map");
      return at;
    },
  };
}

/**
 * Reads a stored snapshot {response, meta} into `memory`: each BLOCK of the stored bytes is hashed
 * as soon as it is in, and the pages it completes are put in place, so that little is left to do
 * once the last byte is read. Resolves with `memory` once every byte is in, each block matches its
 * stored sha256 and the pages fill the body exactly; rejects on any mismatch, a short or long body,
 * a read error, or `stopped()` turning true (the reading was called off). Until then `memory` is
 * not a snapshot.
 */
export async function readInto(stored, memory, stopped = () => false) {
  const { bytes, blockBytes, blockSha256 } = stored.meta;
  const body = new Uint8Array(bytes);
  const placer = pagePlacer(body, memory);
  const digests = [];
  const reader = stored.response.body.getReader();
  let offset = 0;
  let hashed = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || stopped()) break;
    if (offset + value.length > body.length) {
      reader.cancel().catch(() => {});
      throw new Error(`the saved Python is longer than the ${body.length} bytes it claims`);
    }
    body.set(value, offset);
    offset += value.length;
    for (; hashed + blockBytes <= offset || (offset === bytes && hashed < offset); hashed = Math.min(hashed + blockBytes, bytes)) {
      const digest = crypto.subtle.digest("SHA-256", body.subarray(hashed, Math.min(hashed + blockBytes, bytes)));
      digest.catch(() => {}); // awaited below; a failure before then must not be reported twice
      digests.push(digest);
    }
    placer.place(offset);
  }
  if (stopped()) {
    reader.cancel().catch(() => {});
    throw new Error("the reading of the saved Python was stopped");
  }
  if (offset !== body.length) {
    throw new Error(`the saved Python is ${offset} bytes, expected ${body.length}`);
  }
  const found = (await Promise.all(digests)).map(toHex);
  const bad = found.findIndex((digest, block) => digest !== blockSha256[block]);
  if (bad >= 0) {
    throw new Error(`the saved Python is damaged (block ${bad}: sha256 ${found[bad].slice(0, 12)}, expected ${blockSha256[bad].slice(0, 12)})`);
  }
  if (placer.end() !== body.length) throw new Error("the saved Python's pages do not match its page map");
  return memory;
}

/**
 * Reads a stored snapshot ({response, meta}) into a buffer of the size its headers announce, in
 * the background: {memory, checked, cancel}. loadPyodide needs only the buffer's size to set up
 * Python's memory, and its bytes only once the WebAssembly is compiled, so the worker hands it the
 * buffer at once and the reading goes on meanwhile. `checked` resolves once the bytes are all in
 * place and checked (readInto); it rejects as readInto does. Until it resolves the buffer is not a
 * snapshot and must not be restored.
 */
export function readSnapshot(stored) {
  const memory = new Uint8Array(stored.meta.memoryBytes);
  let cancelled = false;
  const checked = readInto(stored, memory, () => cancelled);
  checked.catch(() => {}); // the worker observes it; an early failure must not be reported as unhandled
  // Stops the reading (a snapshot found early that turns out not to be this build's).
  const cancel = () => {
    cancelled = true;
  };
  return { memory, checked, cancel };
}

/** Bytes of the bitmap of a memory of `size` bytes: one bit per PAGE-byte page (the last may be short). */
function bitmapBytes(size) {
  return Math.ceil(Math.ceil(size / PAGE) / 8);
}

/** Format 4's body: the bitmap of the pages that are not all zeros, then those pages, in order. */
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

/** Stores a memory snapshot for this environment; drops older ones of this folder. */
export async function saveSnapshot(environment, memory, { engineVersion }) {
  const cache = await openCache();
  if (cache === null) throw new Error("Cache Storage is not available here");
  const body = packPages(memory);
  const blocks = [];
  for (let at = 0; at < body.length; at += BLOCK) blocks.push(body.subarray(at, Math.min(at + BLOCK, body.length)));
  const digests = await Promise.all(blocks.map((block) => crypto.subtle.digest("SHA-256", block)));
  const headers = new Headers({
    "Content-Type": "application/octet-stream",
    "X-Memory-Bytes": String(memory.length),
    "X-Stored-Bytes": String(body.length),
    "X-Page-Bytes": String(PAGE),
    "X-Block-Bytes": String(BLOCK),
    "X-Block-Sha256": digests.map(toHex).join(","),
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

// --------------------------------------------------------------------------
// A restored Python's engine, checked against the build. The snapshot's own block sha256s are
// computed by the page that saved it, so they say only that the bytes were not damaged: anyone who
// can write this origin's Cache Storage could edit the engine in them and recompute the hashes. What
// the build vouches for is the engine wheel, whose sha256 is in the build manifest (the service
// worker serves only a manifest that hashes to the FILES_SHA256 stamped into sw.js, and only files
// that match it), and the wheel holds each module's bytecode for this very Python. So after a
// restore, the wheel is fetched and checked against the manifest, and every function of every engine
// module the snapshot holds (its code: bytecode, constants, names, nested functions) must be the
// code the wheel's bytecode defines under that function's name and line; a snapshot whose engine
// differs is refused (the page starts afresh). Nothing is imported or written: the check costs a
// read of the wheel's bytecode, not an import. README.md "Security" says what this leaves open.

// Python: the engine modules whose functions are not the wheel's (JSON), from the wheel's bytes.
const CHECK_ENGINE = `
def _combat_lab_check_engine(wheel):
    import functools, io, marshal, sys, types, zipfile
    def defined(code, found):
        found[(code.co_qualname, code.co_firstlineno)] = code
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                defined(const, found)
        return found
    def functions(module):
        seen, todo = set(), list(vars(module).values())
        while todo:
            obj = todo.pop()
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            if isinstance(obj, types.FunctionType):
                if obj.__module__ == module.__name__:
                    yield obj
                    todo.extend(obj.__defaults__ or ())
            elif isinstance(obj, (staticmethod, classmethod)):
                todo.append(obj.__func__)
            elif isinstance(obj, property):
                todo.extend(f for f in (obj.fget, obj.fset, obj.fdel) if f is not None)
            elif isinstance(obj, functools.partial):
                todo.append(obj.func)
            elif isinstance(obj, type):
                if obj.__module__ == module.__name__:
                    todo.extend(vars(obj).values())
            elif callable(obj) and isinstance(getattr(obj, "__wrapped__", None), types.FunctionType):
                todo.append(obj.__wrapped__)
    tag = sys.implementation.cache_tag
    names = sorted(n for n in sys.modules if n == "pyengine" or n.startswith("pyengine."))
    differ = [] if names else ["pyengine"]
    with zipfile.ZipFile(io.BytesIO(wheel.to_bytes())) as archive:
        members = set(archive.namelist())
        for name in names:
            module = sys.modules[name]
            path = name.replace(".", "/")
            folder, _, file = (path + "/__init__" if f"{path}/__init__.py" in members else path).rpartition("/")
            pyc = f"{folder}/__pycache__/{file}.{tag}.pyc"
            if pyc not in members:
                differ.append(name)
                continue
            codes = defined(marshal.loads(archive.read(pyc)[16:]), {})
            source = getattr(module, "__file__", None)
            for function in functions(module):
                code = function.__code__
                if code.co_filename != source:
                    continue  # made at run time (a dataclass's __init__...), not defined in the file
                if codes.get((code.co_qualname, code.co_firstlineno)) != code:
                    differ.append(name)
                    break
    return __import__("json").dumps(differ)
`;

/** The engine wheel's bytes, fetched and checked against the build manifest's sha256 (rejects otherwise). */
export async function fetchEngineWheel(manifest, url) {
  const entry = manifest.files && manifest.files[manifest.engine_wheel];
  if (!entry || typeof entry.sha256 !== "string") throw new Error(`the build manifest has no sha256 for ${manifest.engine_wheel}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${manifest.engine_wheel}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const digest = toHex(await crypto.subtle.digest("SHA-256", bytes));
  if (digest !== entry.sha256) throw new Error(`${manifest.engine_wheel} is not this build's (sha256 ${digest.slice(0, 12)})`);
  return bytes;
}

/**
 * Throws when a restored runtime's engine is not the checked wheel's (fetchEngineWheel's bytes):
 * then the snapshot must be refused.
 */
export function checkRestoredEngine(pyodide, wheel) {
  pyodide.runPython(CHECK_ENGINE);
  const check = pyodide.globals.get("_combat_lab_check_engine");
  let differ;
  try {
    differ = JSON.parse(check(wheel));
  } finally {
    check.destroy();
    pyodide.runPython("del _combat_lab_check_engine");
  }
  if (differ.length) {
    const named = differ.slice(0, 3).join(", ") + (differ.length > 3 ? `, and ${differ.length - 3} more` : "");
    throw new Error(`the saved Python's engine is not this build's engine wheel (${named} differ)`);
  }
}
