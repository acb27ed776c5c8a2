// Installing the engine wheel into a fresh Pyodide from JavaScript.
//
// loadPyodide({packages: [wheel]}) and pyodide.loadPackage unpack a wheel with Python
// (pyodide/_package_loader.py: a temporary file, shutil.unpack_archive, and imports of
// tarfile and importlib.metadata), and in WebAssembly Python compiles each of those standard
// modules from source: a few hundred milliseconds of a cold start spent before the engine's
// first import. The build writes the engine wheel with every member stored, not deflated
// (buildtools/wheels.py stored_zip), so its files are byte ranges of the wheel: this module
// reads the zip's central directory (APPNOTE.TXT 4.3) and writes each file into
// site-packages with Emscripten's file system, as an installer would. The bytes are the
// wheel the build manifest vouches for (snapshot.js fetchEngineWheel checks its sha256).

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;

/**
 * The files of a zip whose members are all stored: [{name, data}] with `data` a view into
 * `bytes`, in the central directory's order (folders, whose names end in "/", left out).
 * Throws on anything else: a deflated member, a path that leaves the folder it is unpacked
 * into, a ZIP64 or damaged archive.
 */
export function storedZipMembers(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record is the last 22 bytes, unless an archive comment (at most 65,535 bytes) follows it.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive (no end of central directory)");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new Error("a ZIP64 archive (not written by the build)");
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const members = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_FILE_HEADER) {
      throw new Error(`damaged zip archive (central directory entry ${i})`);
    }
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    const parts = name.split("/");
    if (name.startsWith("/") || name.includes("\\") || parts.some((part) => part === ".." || part === ".")) {
      throw new Error(`the archive's member ${JSON.stringify(name)} is not a relative path inside it`);
    }
    if (name.endsWith("/")) continue;
    if (method !== STORED || compressed !== size) {
      throw new Error(`the archive's member ${name} is compressed (the build stores every member)`);
    }
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_FILE_HEADER) {
      throw new Error(`damaged zip archive (local header of ${name})`);
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + size > bytes.length) throw new Error(`damaged zip archive (${name} is cut short)`);
    members.push({ name, data: bytes.subarray(start, start + size) });
  }
  return members;
}

/** Writes the wheel's files into the runtime's site-packages; returns how many files it wrote. */
export function installStoredWheel(pyodide, bytes) {
  const members = storedZipMembers(bytes);
  const sitePackages = String(pyodide.runPython("import site; site.getsitepackages()[0]"));
  const { FS } = pyodide;
  const made = new Set();
  for (const { name, data } of members) {
    const slash = name.lastIndexOf("/");
    if (slash > 0) {
      const folder = `${sitePackages}/${name.slice(0, slash)}`;
      if (!made.has(folder)) {
        FS.mkdirTree(folder);
        made.add(folder);
      }
    }
    FS.writeFile(`${sitePackages}/${name}`, data);
  }
  // Python caches each folder's listing: a folder it looked into before the install is read again.
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  return members.length;
}
