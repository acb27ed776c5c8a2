"""The wheels static/ serves: the engine's, built from pyengine/ with flit_core (cached by a hash of its
sources), stamped with the engine's build id and without the card index (served beside it), and
micropip's; both with bytecode for Pyodide's Python and their members stored, and checked on every
build.

What goes into the engine wheel is pyproject.toml, README.md, LICENSE and pyengine/ (engine_sources);
the build id is a hash of pyengine/'s modules and card index (pyengine.answers.build_id_of): neither
reads build.py or buildtools/.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path

from . import base
from .base import BuildError, evict_old_entries, log, rewritten_zip, run
from .compression import stored_zip
from .fetch import PYODIDE_INTEGRITY, fetch_micropip
from .provision import ensure_flit_core, requirement_pin

# Fixed zip timestamps: the same sources give a byte-identical engine wheel.
SOURCE_DATE_EPOCH = "315532800"


def engine_sources() -> list[Path]:
    """Every file that goes into the engine wheel (for the wheel cache key)."""
    files = [base.ROOT / "pyproject.toml"]
    files += [p for p in (base.ROOT / "README.md", base.ROOT / "LICENSE") if p.exists()]
    package = base.ROOT / "pyengine"
    files += sorted(
        p
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".pyc", ".pyo"}
    )
    return files


def engine_sources_key() -> str:
    """One hash of the engine sources and the pinned build backend."""
    digest = hashlib.sha256(requirement_pin("flit_core").encode())
    for path in engine_sources():
        digest.update(str(path.relative_to(base.ROOT)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def build_engine_wheel() -> Path:
    """Build the pure-Python engine wheel with flit_core, cached by source hash."""
    if not (base.ROOT / "pyengine" / "__init__.py").exists():
        raise BuildError("pyengine/__init__.py is missing: there is no engine to build yet")
    key = engine_sources_key()
    outdir = base.CACHE / "engine-wheel" / key
    cached = sorted(outdir.glob("*.whl"))
    if len(cached) == 1:
        log(f"build: engine wheel {cached[0].name} (cached, sources unchanged)")
        return cached[0]
    python = ensure_flit_core()
    log("build: building the engine wheel with flit_core")
    evict_old_entries(base.CACHE / "engine-wheel", keep=outdir)
    shutil.rmtree(outdir, ignore_errors=True)
    outdir.mkdir(parents=True)
    code = "import sys; from flit_core.buildapi import build_wheel; print(build_wheel(sys.argv[1]))"
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH)
    run([python, "-c", code, outdir], cwd=base.ROOT, env=env, stdout=subprocess.DEVNULL)
    wheels = sorted(outdir.glob("*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        raise BuildError(f"expected one py3-none-any wheel, got {[w.name for w in wheels]}")
    return wheels[0]


#: The card index (pyengine/cards/): in the engine's Python package, but not in the wheel the pages
#: load at start-up: it is served as static/cards/index.json (plain JSON, so that it gets the usual
#: .br and .gz siblings) and fetched only for a board that names a card (web/engine/engine-worker.js
#: puts it where pyengine.cards reads it).
CARD_INDEX_MEMBER = "pyengine/cards/index.json.gz"
CARD_INDEX = base.ROOT / CARD_INDEX_MEMBER
STATIC_CARD_INDEX = "cards/index.json"


def without_card_index(wheel: Path) -> Path:
    """``wheel`` without the card index (and its RECORD row); cached by content."""
    record_row = CARD_INDEX_MEMBER.encode() + b","

    def copy(original: zipfile.ZipFile, out: zipfile.ZipFile) -> None:
        for info in original.infolist():
            if info.filename == CARD_INDEX_MEMBER:
                continue
            data = original.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data = b"".join(line for line in data.splitlines(keepends=True) if not line.startswith(record_row))
            out.writestr(info, data)

    return rewritten_zip(wheel, "wheel-without-cards", zipfile.ZIP_DEFLATED, copy)


#: Where the wheel carries the engine's build id (pyengine.answers.BUILD_ID_FILE), and the module the pages
#: import it from without Python: web/engine/build-id.js, whose one ENGINE_BUILD line the build stamps.
BUILD_ID_MEMBER = "pyengine/BUILD_ID"
BUILD_ID_MODULE = "engine/build-id.js"
BUILD_ID_LINE = re.compile(r'^export const ENGINE_BUILD = "[^"\n]*";$', re.M)


def source_build_id() -> str:
    """The engine's build id from its source files (pyengine.answers.build_id_of); the engine imported here
    must be this very source, or the answers the build ships would name another build."""
    from pyengine import answers  # noqa: PLC0415 (the engine is imported only here)

    build_id = answers.build_id_of(base.ROOT / "pyengine")
    if answers.engine_build() != build_id:
        raise BuildError(f"the engine imported by build.py ({answers.__file__}) is not the source in pyengine/: "
                         "run build.py from the project's root")
    return build_id


def with_build_id(wheel: Path, build_id: str) -> Path:
    """``wheel`` with ``pyengine/BUILD_ID`` (the build id, and its RECORD row); cached by content and id."""
    data = build_id.encode("ascii") + b"\n"
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    row = f"{BUILD_ID_MEMBER},sha256={digest},{len(data)}\n".encode()

    def copy(original: zipfile.ZipFile, out: zipfile.ZipFile) -> None:
        for info in original.infolist():
            if info.filename == BUILD_ID_MEMBER:
                continue
            member = original.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                member = row + member
            elif info.filename == "pyengine/__init__.py":
                stamp = zipfile.ZipInfo(BUILD_ID_MEMBER, info.date_time)
                stamp.external_attr, stamp.compress_type = info.external_attr, info.compress_type
                out.writestr(stamp, data)
            out.writestr(info, member)

    return rewritten_zip(wheel, f"wheel-build-id/{build_id}", zipfile.ZIP_DEFLATED, copy)


def stamp_build_id_module(data: bytes, build_id: str) -> bytes:
    """web/engine/build-id.js with its ENGINE_BUILD line set to the engine's build id."""
    text, count = BUILD_ID_LINE.subn(f'export const ENGINE_BUILD = "{build_id}";', data.decode("utf-8"))
    if count != 1:
        raise BuildError(f'web/{BUILD_ID_MODULE} must have exactly one line `export const ENGINE_BUILD = "...";`')
    return text.encode("utf-8")


# Bytecode for the browser's Python: tools/precompile_wheel.py, run inside
# Pyodide under Node (tools/pyodide_precompile.mjs).
PRECOMPILE_TOOLS = (base.ROOT / "tools" / "pyodide_precompile.mjs", base.ROOT / "tools" / "precompile_wheel.py")


def precompile_wheels(wheels: Sequence[Path], pyodide_dir: Path) -> list[Path]:
    """The wheels as the page installs them: each with its modules' bytecode for Pyodide's Python.

    Python compiles what it imports from source, and in WebAssembly the engine's and micropip's
    modules take a fifth of a second to compile: compiled once here instead (as Pyodide's own
    packages are), the start-up does without it. Every original member stays byte for byte;
    the tools' docstring says what is added. Cached by the inputs' hashes.
    """
    digest = hashlib.sha256(PYODIDE_INTEGRITY.encode())
    for path in [*wheels, *PRECOMPILE_TOOLS]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    outdir = base.CACHE / "pyodide-bytecode" / digest.hexdigest()[:20]
    outputs = [outdir / wheel.name for wheel in wheels]
    if all(out.exists() for out in outputs):
        log(f"build: bytecode for Pyodide in {', '.join(w.name for w in wheels)} (cached)")
        return outputs
    log(f"build: compiling {', '.join(w.name for w in wheels)} for Pyodide's Python (Node)")
    evict_old_entries(base.CACHE / "pyodide-bytecode", keep=outdir)
    with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
        run(["node", PRECOMPILE_TOOLS[0], pyodide_dir, tmp, *wheels], stdin=subprocess.DEVNULL)
        # A build of another checkout sharing this cache may have cleared the folder meanwhile.
        outdir.mkdir(parents=True, exist_ok=True)
        for wheel in wheels:
            os.replace(Path(tmp) / wheel.name, outdir / wheel.name)
    return outputs


def engine_wheel_problems(wheel: Path, build_id: str) -> list[str]:
    """What in the engine wheel as it goes into static/ is not made from this tree (empty: all is).

    Every ``pyengine/`` source member must be the tree's file byte for byte (and every file of the
    package but the card index a member); RECORD must list every member with its sha256; each
    ``__pycache__`` bytecode file must belong to a source member (PEP 552 hash-based: the header holds
    the hash of the source it was compiled from, by the Python its magic number names); ``pyengine/BUILD_ID``,
    the one member the build adds, must name ``build_id``."""
    import _imp  # noqa: PLC0415 (CPython's: the source hash of a hash-based .pyc)

    problems = []
    with zipfile.ZipFile(wheel) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    tree = {p.relative_to(base.ROOT).as_posix(): p for p in (base.ROOT / "pyengine").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".pyc", ".pyo"}}
    tree.pop(CARD_INDEX_MEMBER, None)
    if members.pop(BUILD_ID_MEMBER, None) != build_id.encode("ascii") + b"\n":
        problems.append(f"{BUILD_ID_MEMBER} does not name the build {build_id}")
    for rel, path in tree.items():
        if members.get(rel) != path.read_bytes():
            problems.append(f"{rel} is not the tree's file")
    records = [name for name in members if name.endswith(".dist-info/RECORD")]
    rows = {}
    if len(records) == 1:
        for line in members[records[0]].decode().splitlines():
            name, _, rest = line.partition(",")
            rows[name] = rest.partition(",")[0]
    for name, data in members.items():
        if name.startswith("pyengine/") and "__pycache__" not in name and name not in tree:
            problems.append(f"{name} is not a file of the tree")
        if name not in records:
            digest = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            if rows.get(name) != digest:
                problems.append(f"{name} does not match RECORD")
        if name.endswith(".pyc"):
            folder, _, file = name.rpartition("/__pycache__/")
            source = members.get(f"{folder}/{file.split('.')[0]}.py", b"")
            flags = int.from_bytes(data[4:8], "little")
            if not flags & 1 or data[8:16] != _imp.source_hash(int.from_bytes(data[:4], "little"), source):
                problems.append(f"{name} was not compiled from its source member")
    return problems


def engine_and_micropip_wheels(pyodide_dir: Path, build_id: str) -> tuple[Path, Path]:
    """The engine and micropip wheels as static/ gets them (bytecode added, members stored), each
    checked on every build: micropip against its pinned sha256 (fetch_micropip), the engine wheel
    against the tree (engine_wheel_problems). An engine wheel the cache made wrong is made again,
    once, from scratch; wrong again, the build fails."""
    for attempt in range(2):
        engine_wheel = without_card_index(with_build_id(build_engine_wheel(), build_id))
        micropip = fetch_micropip()
        engine_wheel, micropip = precompile_wheels([engine_wheel, micropip], pyodide_dir)
        engine_wheel, micropip = stored_zip(engine_wheel), stored_zip(micropip)
        problems = engine_wheel_problems(engine_wheel, build_id)
        if not problems:
            return engine_wheel, micropip
        if attempt:
            raise BuildError(f"the engine wheel made from this tree is wrong: {'; '.join(problems[:5])}")
        log(f"build: the cached engine wheel is not made from this tree ({'; '.join(problems[:3])}): making it again")
        for folder in ("engine-wheel", "wheel-without-cards", "pyodide-bytecode", "stored-zips"):
            shutil.rmtree(base.CACHE / folder, ignore_errors=True)
    raise AssertionError("unreachable")
