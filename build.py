#!/usr/bin/env python3
"""Build, serve and test Combat Lab (standard library only, Python >= 3.11).

Subcommands::

    python3 build.py            # = build: assemble static/ (engine wheel + Pyodide + page)
    python3 build.py serve [--port N]   # build if needed, serve static/ on 127.0.0.1
    python3 build.py test [pytest args] # set up .venv, Chromium, MediaWiki + PHP; build; run pytest
    python3 build.py mediawiki [--into DIR]  # build; write the MediaWiki extension into DIR/CombatLab

``static/`` is pure build output: the files of ``web/``, the engine wheel, the
micropip wheel and the few Pyodide runtime files the page loads, addressed by
relative URLs only, so it works from any static server under any sub-path with
no network. ``static/build-manifest.json`` lists every file with its size and
sha256, the files a first visit of index.html loads, and the service worker's
cache version (also written into ``static/sw.js``). Every HTML page carries the
Content-Security-Policy ``<meta>`` tag (inserted when a page of web/ lacks it). Downloads are cached in ``.build-cache/`` and verified against pinned
hashes, and what the cache holds is checked again on every build (the extracted Pyodide files and
axe-core against their pinned sha256, compressed siblings by decoding them, stored zips against
their sources, the engine wheel against the tree): an edited copy is made again, never copied into
``static/``. A second build with nothing changed takes a few seconds at most.
"""

from __future__ import annotations

import argparse
import base64
import errno
import functools
import gzip
import hashlib
import http.server
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.parse
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).absolute().parent
CACHE = ROOT / ".build-cache"
STATIC = ROOT / "static"
WEB = ROOT / "web"
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements-test.txt"
REQUIREMENTS_STAMP = VENV / ".requirements-test.sha256"
MANIFEST_NAME = "build-manifest.json"
CHROMIUM = Path("/usr/bin/chromium")

PYODIDE_VERSION = "314.0.7"
# `npm view pyodide@314.0.7 dist.integrity`
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
# What pyodide.mjs really loads: itself, pyodide.asm.mjs (dynamic import),
# pyodide.asm.wasm, python_stdlib.zip and pyodide-lock.json (read at start-up).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# sha256 of each of those files as the pinned tarball holds them: the extracted copies in .build-cache
# are checked against these on every build (an edited one is extracted again from the tarball).
PYODIDE_FILE_SHA256 = {
    "pyodide.mjs": "6f1d60f7bf529beb300f0f47983c921d3982363640ba20af0e38efdddbc66109",
    "pyodide.asm.mjs": "f7cdc8ece80678ceb712f8e65ebe6d3a83203a180c399865f49612a051693635",
    "pyodide.asm.wasm": "cc36e3cab04fdfc9a63ff13eb52eae2b911bf46c025cc7b281f394bd3de1d5e6",
    "python_stdlib.zip": "fa1957e5777068fc4f7437f96d860ae2fbe9c19732ba06c84e004ec16dd7dd7a",
    "pyodide-lock.json": "5dc2fc119108bc148c7457dc86e7675b5c87e1cafd420b9c34c1eaef7b36c010",
}
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
# sha256 of the PyPI wheel (it differs from the pyodide-lock.json entry, so the
# page loads micropip by URL, never by name).
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"

# The page a first visit opens. The files it loads (first_visit in the manifest)
# are found by following its references: see first_visit_files().
FIRST_PAGE = "index.html"
# The engine worker loads these on top of what its code names literally.
ENGINE_WORKER = "engine/engine-worker.js"
# Files a module names with new URL(...) but fetches only when the reader first needs them, so a
# first visit does not load them (tests/browser/test_runtime.py holds this to the page's requests):
# the rule notes at the first rule chip used (core/rule-notes.js), the card index at the first board
# or search that names a card (engine/card-index.js).
FETCHED_ON_DEMAND = frozenset({"core/rule-notes.json", "cards/index.json"})

# The policy every page declares in a <meta> tag (the build inserts the tag into
# any page of web/ that lacks it and refuses a page that declares another one);
# the dev and test servers also send it as a header, so the module worker and
# the service worker run under it too. Hosts should send it as a header as well
# (README.md, "Hosting").
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "style-src 'self'; img-src 'self' data:; connect-src 'self'"
)
CSP_META = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'

# What lets a page of another origin use the site (README.md, "Hosting"): widget.js and the modules it
# imports are module scripts, which a browser loads from another origin only with
# Access-Control-Allow-Origin; the widget's stylesheet and rule notes are fetched with CORS too. The
# static files hold nothing private (no cookies are read, nothing is served per reader), so every file
# is open to every origin. Cross-Origin-Resource-Policy: cross-origin lets a page that isolates itself
# (Cross-Origin-Embedder-Policy: require-corp) still load them.
CROSS_ORIGIN_HEADERS = (
    ("Access-Control-Allow-Origin", "*"),
    ("Cross-Origin-Resource-Policy", "cross-origin"),
)

# The service worker: the build writes the cache version (a content hash of
# every other file of the build) into its VERSION line, so a new build is a new
# service worker script, which the browser installs; it then replaces the cache.
SERVICE_WORKER = "sw.js"
SW_VERSION_LINE = re.compile(r'^const VERSION = "[^"\n]*";$', re.M)
# ... and the sha256 of the manifest's file list but sw.js (files_sha256()), which the service worker
# checks the manifest it serves against, and so every file it serves from its cache (web/sw.js).
SW_FILES_LINE = re.compile(r'^const FILES_SHA256 = "[^"\n]*";$', re.M)
# Fixed zip timestamps: the same sources give a byte-identical engine wheel.
SOURCE_DATE_EPOCH = "315532800"


class BuildError(Exception):
    """A build step failed in a way the user can act on."""


def log(message: str) -> None:
    """Print one progress line, flushed at once (CI reads it live)."""
    print(message, flush=True)


def run(cmd: Sequence[str | Path], **kwargs: Any) -> None:
    """Run a command, echoing it first; raise BuildError when it fails."""
    log("  $ " + " ".join(str(c) for c in cmd))
    try:
        subprocess.run([str(c) for c in cmd], check=True, **kwargs)
    except FileNotFoundError as exc:
        raise BuildError(f"command not found: {cmd[0]}") from exc
    except subprocess.CalledProcessError as exc:
        raise BuildError(f"command failed with exit code {exc.returncode}: {cmd[0]}") from exc


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of a byte string."""
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's content."""
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def npm_integrity(path: Path) -> str:
    """The file's sha512 in npm's Subresource-Integrity form (``sha512-<base64>``)."""
    with path.open("rb") as handle:
        digest = hashlib.file_digest(handle, "sha512").digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def human_bytes(size: int) -> str:
    """A byte count for people: ``12,345,678 bytes (11.8 MiB)``."""
    return f"{size:,} bytes ({size / 2**20:.1f} MiB)"


# --------------------------------------------------------------------------
# .venv and tools


def venv_python() -> Path:
    """The project's virtual environment interpreter."""
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """Create ``.venv`` with ``python3 -m venv`` unless it already works."""
    python = venv_python()
    if not python.exists():
        log(f"setup: creating virtual environment {VENV.relative_to(ROOT)}/")
        run([sys.executable, "-m", "venv", VENV])
    return python


def requirement_entries() -> dict[str, str]:
    """requirements-test.txt's requirements, {normalized name: the whole entry, its hashes included,
    continuation lines joined}."""
    entries: dict[str, str] = {}
    logical = ""
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        part = re.sub(r"(^|\s)#.*$", "", line).strip()
        logical += " " + part.removesuffix("\\").strip()
        if part.endswith("\\"):
            continue
        if logical.strip():
            spec = logical.split()[0]
            entries[re.sub(r"[-_.]+", "_", spec.split("==")[0]).lower()] = logical.strip()
        logical = ""
    return entries


def requirement_pin(name: str) -> str:
    """The pinned requirement for ``name`` in requirements-test.txt (``name==version``)."""
    entry = requirement_entries().get(re.sub(r"[-_.]+", "_", name).lower(), "")
    spec = entry.split()[0] if entry else ""
    if "==" not in spec:
        raise BuildError(f"{REQUIREMENTS.name} pins no version of {name}")
    if "--hash=sha256:" not in entry:
        raise BuildError(f"{REQUIREMENTS.name} pins {spec} without its sha256 (--hash=sha256:...)")
    return spec


#: pip's hash-checking mode: every package must be pinned with its sha256, and installed from its
#: wheel (the hashes are those of the wheels; an sdist would be built, not checked).
PIP_HASHED = ("--require-hashes", "--only-binary=:all:")


def requirements_hash() -> str:
    """Hash of requirements-test.txt plus the interpreter that installs it."""
    text = REQUIREMENTS.read_bytes() + f"\n{sys.version}".encode()
    return sha256_bytes(text)


def ensure_test_requirements() -> None:
    """Install requirements-test.txt into .venv only when it changed."""
    python = ensure_venv()
    wanted = requirements_hash()
    if REQUIREMENTS_STAMP.exists() and REQUIREMENTS_STAMP.read_text().strip() == wanted:
        log(f"setup: test requirements up to date ({REQUIREMENTS.name} unchanged)")
        return
    log(f"setup: installing {REQUIREMENTS.name} into .venv (first time: about a minute)")
    run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *PIP_HASHED, "-r", REQUIREMENTS])
    REQUIREMENTS_STAMP.write_text(wanted + "\n")


def ensure_flit_core() -> Path:
    """Make sure .venv can import flit_core (the engine's build backend)."""
    python = ensure_venv()
    if not list(VENV.glob("lib/python3*/site-packages/flit_core/buildapi.py")):
        pin = requirement_pin("flit_core")
        log(f"setup: installing {pin} into .venv")
        with tempfile.TemporaryDirectory() as tmp:  # the one entry, with its hash (pip checks it)
            only = Path(tmp) / "flit-core.txt"
            only.write_text(requirement_entries()["flit_core"] + "\n", encoding="utf-8")
            run([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", *PIP_HASHED, "-r", only])
    return python


def ensure_chromium() -> None:
    """Install Debian's chromium when /usr/bin/chromium is missing."""
    if CHROMIUM.exists():
        log(f"setup: {CHROMIUM} present")
        return
    log(f"setup: {CHROMIUM} missing, installing Debian's chromium (apt-get, a minute or two)")
    sudo: list[str] = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run([*sudo, "apt-get", "update", "-qq"], env=env, stdin=subprocess.DEVNULL)
    run([*sudo, "apt-get", "install", "-y", "-qq", "chromium"], env=env, stdin=subprocess.DEVNULL)
    if not CHROMIUM.exists():
        raise BuildError(f"apt-get finished but {CHROMIUM} is still missing")


# Debian's MediaWiki 1.39 and the PHP it runs on, for tests/browser/test_mediawiki.py (a throwaway
# wiki on SQLite served by `php -S`; the packages' own Apache site is not used).
MEDIAWIKI_PACKAGES = ("mediawiki", "php-cli", "php-sqlite3", "php-intl", "php-mbstring", "php-xml")


def missing_debian_packages(names: Sequence[str]) -> list[str]:
    """The packages of ``names`` that dpkg does not list as installed (all of them without dpkg)."""
    query = ["dpkg-query", "--show", "--showformat=${Package} ${db:Status-Status}\n", *names]
    try:
        out = subprocess.run(query, capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout
    except FileNotFoundError:
        return list(names)
    installed = {line.split()[0] for line in out.splitlines() if line.endswith(" installed")}
    return [name for name in names if name not in installed]


def apt_install(packages: Sequence[str]) -> None:
    """``apt-get update`` then ``apt-get install`` the packages, waiting for a held dpkg lock."""
    sudo: list[str] = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    wait = ["-o", "DPkg::Lock::Timeout=600"]  # another install may hold the lock for a while
    run([*sudo, "apt-get", *wait, "update", "-qq"], env=env, stdin=subprocess.DEVNULL)
    run([*sudo, "apt-get", *wait, "install", "-y", "-qq", "--no-install-recommends", *packages],
        env=env, stdin=subprocess.DEVNULL)


def ensure_mediawiki() -> None:
    """Install Debian's MediaWiki and PHP packages (for the MediaWiki tests) only when one is missing."""
    missing = missing_debian_packages(MEDIAWIKI_PACKAGES)
    if not missing:
        log(f"setup: MediaWiki and PHP present ({', '.join(MEDIAWIKI_PACKAGES)})")
        return
    if not shutil.which("apt-get"):
        log(f"setup: no apt-get to install {', '.join(missing)}: the MediaWiki tests will be skipped")
        return
    log(f"setup: installing {', '.join(missing)} (apt-get, a minute or two)")
    apt_install(missing)
    still = missing_debian_packages(MEDIAWIKI_PACKAGES)
    if still:
        raise BuildError(f"apt-get finished but {', '.join(still)} is still not installed")


# --------------------------------------------------------------------------
# Inputs: engine wheel, Pyodide, micropip


def engine_sources() -> list[Path]:
    """Every file that goes into the engine wheel (for the wheel cache key)."""
    files = [ROOT / "pyproject.toml"]
    files += [p for p in (ROOT / "README.md", ROOT / "LICENSE") if p.exists()]
    package = ROOT / "pyengine"
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
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


#: How many entries a keyed cache folder (engine-wheel/, pyodide-bytecode/) keeps: the newest, so that
#: builds of several checkouts sharing one .build-cache (git worktrees) don't evict each other's.
CACHE_ENTRIES_KEPT = 12


def evict_old_entries(parent: Path, keep: Path) -> None:
    """Delete all but the newest :data:`CACHE_ENTRIES_KEPT` entries of a keyed cache folder (never ``keep``)."""
    if not parent.is_dir():
        return
    def age(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except FileNotFoundError:  # another build evicted it meanwhile
            return 0.0

    entries = sorted((p for p in parent.iterdir() if p != keep), key=age, reverse=True)
    for old in entries[CACHE_ENTRIES_KEPT - 1:]:
        shutil.rmtree(old, ignore_errors=True)


def build_engine_wheel() -> Path:
    """Build the pure-Python engine wheel with flit_core, cached by source hash."""
    if not (ROOT / "pyengine" / "__init__.py").exists():
        raise BuildError("pyengine/__init__.py is missing: there is no engine to build yet")
    key = engine_sources_key()
    outdir = CACHE / "engine-wheel" / key
    cached = sorted(outdir.glob("*.whl"))
    if len(cached) == 1:
        log(f"build: engine wheel {cached[0].name} (cached, sources unchanged)")
        return cached[0]
    python = ensure_flit_core()
    log("build: building the engine wheel with flit_core")
    evict_old_entries(CACHE / "engine-wheel", keep=outdir)
    shutil.rmtree(outdir, ignore_errors=True)
    outdir.mkdir(parents=True)
    code = "import sys; from flit_core.buildapi import build_wheel; print(build_wheel(sys.argv[1]))"
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH)
    run([python, "-c", code, outdir], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    wheels = sorted(outdir.glob("*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        raise BuildError(f"expected one py3-none-any wheel, got {[w.name for w in wheels]}")
    return wheels[0]


#: The card index (pyengine/cards/): in the engine's Python package, but not in the wheel the pages
#: load at start-up: it is served as static/cards/index.json (plain JSON, so that it gets the usual
#: .br and .gz siblings) and fetched only for a board that names a card (web/engine/engine-worker.js
#: puts it where pyengine.cards reads it).
CARD_INDEX_MEMBER = "pyengine/cards/index.json.gz"
CARD_INDEX = ROOT / CARD_INDEX_MEMBER
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

    build_id = answers.build_id_of(ROOT / "pyengine")
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


WIDGET_SHEET_MODULE = "widget/sheet-text.js"
WIDGET_SHEET_LINE = re.compile(r"^export const WIDGET_CSS = .*;$", re.M)


def stamp_widget_sheet(data: bytes, css: bytes) -> bytes:
    """web/widget/sheet-text.js with widget.css's text written into it (a JS string literal: JSON's is one),
    so the widget's styles come with its modules, not in one more request after them (issue 26)."""
    literal = json.dumps(css.decode("utf-8")).replace("<", "\\u003c").replace("\u2028", "\\u2028")
    text, count = WIDGET_SHEET_LINE.subn(lambda _: f"export const WIDGET_CSS = {literal};", data.decode("utf-8"))
    if count != 1:
        raise BuildError(f"web/{WIDGET_SHEET_MODULE} must have exactly one line `export const WIDGET_CSS = ...;`")
    return text.encode("utf-8")


#: The module scripts that esbuild bundles (issue 26), each into its own path, with every module it imports
#: (statically, or with import() of a fixed path) in it: a page's first paint waits for one request, not
#: for some 60 over a server's few connections. Every page's module script is one of these but bare.html's
#: (the bare Pyodide page, the benchmarks' yardstick, stays as it is). The modules stay in static/ too.
BUNDLED_ENTRIES = ("playground/boot.js", "play/play.js", "widget.js", "widget/embed.js", "widget/demo-page.js")
BUNDLER = ROOT / "tools" / "bundler"  # package.json and package-lock.json: esbuild, pinned with its integrity


def ensure_bundler() -> Path:
    """node_modules with the esbuild of tools/bundler/package-lock.json, ``npm ci``-ed into the cache once
    (npm checks every package against the lock file's integrity); quick when done."""
    lock = BUNDLER / "package-lock.json"
    folder = CACHE / f"bundler-{sha256_file(lock)[:12]}"
    modules = folder / "node_modules"
    if (folder / ".installed").is_file() and (modules / "esbuild" / "package.json").is_file():
        return modules
    log("setup: esbuild (npm ci, tools/bundler/package-lock.json, ~10 MB)")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy2(BUNDLER / name, folder / name)
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder,
        stdin=subprocess.DEVNULL)
    (folder / ".installed").write_text(lock.read_text(encoding="utf-8"), encoding="utf-8")
    return modules


def bundled_entries(plan: Mapping[str, Path], out: Mapping[str, bytes]) -> dict[str, bytes]:
    """BUNDLED_ENTRIES of the plan, each bundled from the JS that static/ serves (tools/bundle.mjs)."""
    entries = [rel for rel in BUNDLED_ENTRIES if rel in plan]
    if not entries:
        return {}
    modules = ensure_bundler()
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        src, dest = Path(tmp) / "src", Path(tmp) / "out"
        for rel, source in plan.items():
            if rel.endswith((".js", ".mjs")) and not rel.startswith("pyodide/"):
                target = src / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(out[rel] if rel in out else source.read_bytes())
        run(["node", ROOT / "tools" / "bundle.mjs", modules, src, dest, *entries], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL)
        return {rel: (dest / rel).read_bytes() for rel in entries}


def stamp_build_id_module(data: bytes, build_id: str) -> bytes:
    """web/engine/build-id.js with its ENGINE_BUILD line set to the engine's build id."""
    text, count = BUILD_ID_LINE.subn(f'export const ENGINE_BUILD = "{build_id}";', data.decode("utf-8"))
    if count != 1:
        raise BuildError(f'web/{BUILD_ID_MODULE} must have exactly one line `export const ENGINE_BUILD = "...";`')
    return text.encode("utf-8")


def rewritten_zip(source: Path, folder: str, compression: int,
                  copy: Callable[[zipfile.ZipFile, zipfile.ZipFile], None]) -> Path:
    """``source`` rewritten by ``copy`` (original, new archive) into ``.build-cache/<folder>/``, cached by the
    source's content: made once, atomically (a temporary name, then a rename)."""
    outdir = CACHE / folder / sha256_file(source)[:20]
    output = outdir / source.name
    if output.exists():
        return output
    outdir.mkdir(parents=True, exist_ok=True)
    tmp = outdir / f".{source.name}.tmp"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(tmp, "w", compression) as out:
        copy(original, out)
    os.replace(tmp, output)
    return output


def npm_pack_verified(package: str, version: str, integrity: str, size: str) -> Path:
    """``npm pack PACKAGE@VERSION`` into the cache, once; verify it against its pinned integrity.

    A tarball that does not match is moved aside (``.tgz.rejected``) and the build stops, so the
    next run fetches it again.
    """
    tarball = CACHE / f"{package}-{version}.tgz"
    if not tarball.exists():
        log(f"fetch: {package}@{version} from the npm registry (npm pack, {size})")
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            run(["npm", "pack", "--silent", f"{package}@{version}"], cwd=tmp,
                stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
            packed = Path(tmp) / tarball.name
            if not packed.exists():
                raise BuildError(f"npm pack did not produce {tarball.name}")
            os.replace(packed, tarball)
    actual = npm_integrity(tarball)
    if actual != integrity:
        bad = tarball.with_suffix(".tgz.rejected")
        os.replace(tarball, bad)
        raise BuildError(
            f"{tarball.name} does not match its pinned integrity:\n"
            f"  expected {integrity}\n  got      {actual}\n"
            f"Refusing to use it (moved to {bad.relative_to(ROOT)}); run the build again to re-fetch."
        )
    return tarball


def fetch_pyodide_tarball() -> Path:
    """``npm pack pyodide@VERSION`` into the cache, once; verify its integrity."""
    return npm_pack_verified("pyodide", PYODIDE_VERSION, PYODIDE_INTEGRITY, "~6 MB")


def pinned_mismatches(folder: Path, pins: Mapping[str, str]) -> list[str]:
    """The files of ``folder`` named in ``pins`` ({name: sha256}) that are missing or differ."""
    return [name for name, digest in pins.items() if not (folder / name).is_file() or sha256_file(folder / name) != digest]


def fetch_pyodide() -> Path:
    """The folder of verified Pyodide runtime files, extracted from the tarball when any is missing or
    does not match its pinned sha256 (checked on every build: the cache may have been edited)."""
    folder = CACHE / f"pyodide-{PYODIDE_VERSION}"
    bad = pinned_mismatches(folder, PYODIDE_FILE_SHA256)
    if not bad:
        log(f"fetch: pyodide {PYODIDE_VERSION} (cached, each file matches its pinned sha256)")
        return folder
    tarball = fetch_pyodide_tarball()
    log(f"fetch: extracting {len(PYODIDE_FILES)} runtime files from {tarball.name} "
        f"({', '.join(bad)} missing or not the pinned bytes)")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as archive:
        for name in PYODIDE_FILES:
            member = archive.extractfile(f"package/{name}")
            if member is None:
                raise BuildError(f"{tarball.name} has no package/{name}")
            (folder / name).write_bytes(member.read())
    bad = pinned_mismatches(folder, PYODIDE_FILE_SHA256)
    if bad:
        raise BuildError(f"{tarball.name} (integrity verified) holds {', '.join(bad)} with another sha256 than "
                         "PYODIDE_FILE_SHA256 pins: the pins in build.py do not belong to PYODIDE_VERSION")
    return folder


def fetch_micropip() -> Path:
    """``pip download`` the micropip wheel once; verify its pinned sha256 every build."""
    wheel = CACHE / MICROPIP_WHEEL
    if not wheel.exists():
        log(f"fetch: micropip {MICROPIP_VERSION} wheel from PyPI (pip download)")
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q",
                 "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
                 "-d", tmp, f"micropip=={MICROPIP_VERSION}"], stdin=subprocess.DEVNULL)
            os.replace(Path(tmp) / MICROPIP_WHEEL, wheel)
    else:
        log(f"fetch: micropip {MICROPIP_VERSION} (cached)")
    actual = sha256_file(wheel)
    if actual != MICROPIP_SHA256:
        wheel.unlink()
        raise BuildError(
            f"{MICROPIP_WHEEL} has sha256 {actual}, expected {MICROPIP_SHA256}: "
            "refusing it (deleted; run the build again to re-fetch)"
        )
    return wheel


# Bytecode for the browser's Python: tools/precompile_wheel.py, run inside
# Pyodide under Node (tools/pyodide_precompile.mjs).
PRECOMPILE_TOOLS = (ROOT / "tools" / "pyodide_precompile.mjs", ROOT / "tools" / "precompile_wheel.py")


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
    outdir = CACHE / "pyodide-bytecode" / digest.hexdigest()[:20]
    outputs = [outdir / wheel.name for wheel in wheels]
    if all(out.exists() for out in outputs):
        log(f"build: bytecode for Pyodide in {', '.join(w.name for w in wheels)} (cached)")
        return outputs
    log(f"build: compiling {', '.join(w.name for w in wheels)} for Pyodide's Python (Node)")
    evict_old_entries(CACHE / "pyodide-bytecode", keep=outdir)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        run(["node", PRECOMPILE_TOOLS[0], pyodide_dir, tmp, *wheels], stdin=subprocess.DEVNULL)
        # A build of another checkout sharing this cache may have cleared the folder meanwhile.
        outdir.mkdir(parents=True, exist_ok=True)
        for wheel in wheels:
            os.replace(Path(tmp) / wheel.name, outdir / wheel.name)
    return outputs


# --------------------------------------------------------------------------
# Compression on the wire
#
# Hosts send a file's precompressed sibling (".br", else ".gz") with Content-Encoding when the
# browser accepts it (build.py serve does; README.md "Hosting" says how elsewhere). The browser
# decodes it before anyone sees it, so the files, their sha256 in the manifest and the service
# worker's checks are unchanged. Zip files (the standard library, the wheels) are served with their
# members stored, not deflated: compressed as one stream, with a window across members, they shrink
# by a third more (python_stdlib.zip: 2.5 MB deflated, 1.6 MB as stored + brotli), and Python reads
# stored members without inflating them.

#: (Content-Encoding, file suffix), in the order the server prefers them.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
#: Files worth a compressed sibling: these types, at least this big, and saving at least a tenth.
COMPRESSIBLE = (".wasm", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".webmanifest", ".zip", ".whl", ".txt")
COMPRESS_MIN_BYTES = 1024
COMPRESS_MAX_RATIO = 0.9
BROTLI_TOOL = ROOT / "tools" / "brotli_compress.mjs"
#: The zip files the page loads, repacked with stored members (same members, same bytes).
STORED_ZIPS = ("python_stdlib.zip",)


def stored_zip(source: Path) -> Path:
    """``source`` (a zip or wheel) with every member stored uncompressed; cached by content.

    Names, order, timestamps, attributes and bytes of the members stay; only the compression
    method changes, so a wheel is the same wheel (RECORD hashes the members, not the archive).
    """
    def copy(original: zipfile.ZipFile, out: zipfile.ZipFile) -> None:
        for info in original.infolist():
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.external_attr, member.create_system = info.external_attr, info.create_system
            out.writestr(member, original.read(info), compress_type=zipfile.ZIP_STORED)

    output = rewritten_zip(source, "stored-zips", zipfile.ZIP_STORED, copy)
    if not same_members(source, output):  # checked on every build: the cached copy may have been edited
        log(f"build: the cached stored copy of {source.name} differs from it: making it again")
        output.unlink()
        output = rewritten_zip(source, "stored-zips", zipfile.ZIP_STORED, copy)
        if not same_members(source, output):
            raise BuildError(f"the stored copy of {source.name} does not hold its members")
    return output


def same_members(source: Path, copy: Path) -> bool:
    """Whether two zip files hold the same members, names and bytes, in the same order."""
    try:
        with zipfile.ZipFile(source) as a, zipfile.ZipFile(copy) as b:
            names = a.namelist()
            return names == b.namelist() and all(a.read(n) == b.read(n) for n in names)
    except (zipfile.BadZipFile, OSError, KeyError, ValueError):
        return False


def worth_compressing(rel: str, size: int) -> bool:
    """Whether a static/ file gets precompressed siblings (by type and size)."""
    return rel.endswith(COMPRESSIBLE) and size >= COMPRESS_MIN_BYTES


def compressed_copies(data_by_sha: Mapping[str, bytes]) -> dict[str, dict[str, Path]]:
    """{sha256: {suffix: cached compressed file}} for each content; compresses what is not cached.

    gzip (level 9, no timestamp: reproducible) in Python; brotli (quality 11) with Node's zlib,
    all missing ones in one run of tools/brotli_compress.mjs. Cached in .build-cache/compressed/
    by the content's sha256; entries no longer asked for are deleted.
    """
    folder = CACHE / "compressed"
    folder.mkdir(parents=True, exist_ok=True)
    out = {sha: {suffix: folder / f"{sha}{suffix}" for _, suffix in ENCODINGS} for sha in data_by_sha}
    # Cached siblings are checked on every build: each must decode to the content it is named after
    # (one that does not, edited or cut short, is deleted and made again).
    for path in undecodable_siblings({out[sha][suffix]: sha for sha in data_by_sha for suffix in (".gz", ".br")}):
        log(f"build: {path.name} in {folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder} does not "
            "decode to its content: compressing it again")
        path.unlink()
    for sha, data in data_by_sha.items():
        if not out[sha][".gz"].exists():
            write_atomic(out[sha][".gz"], gzip.compress(data, compresslevel=9, mtime=0))
    missing = {sha: data for sha, data in data_by_sha.items() if not out[sha][".br"].exists()}
    if missing:
        log(f"build: brotli-compressing {len(missing)} files with Node (the runtime takes a minute, once)")
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            for sha, data in missing.items():
                (Path(tmp) / f"{sha}.in").write_bytes(data)
            run(["node", BROTLI_TOOL, tmp], stdin=subprocess.DEVNULL)
            for sha in missing:
                os.replace(Path(tmp) / f"{sha}.br", out[sha][".br"])
    used = {path.name for paths in out.values() for path in paths.values()}
    for stale in folder.iterdir():
        if stale.name not in used:
            stale.unlink()
    return out


# Decodes each brotli file named on stdin (one path a line) and prints the sha256 of what it decodes
# to ("-" when it does not decode), one a line.
BROTLI_CHECK = (
    "const z=require('zlib'),f=require('fs'),c=require('crypto');"
    "const paths=f.readFileSync(0,'utf8').split('\\n').filter(Boolean);"
    "for(const p of paths){let d='-';try{d=c.createHash('sha256').update(z.brotliDecompressSync(f.readFileSync(p))).digest('hex')}catch{}"
    "process.stdout.write(d+'\\n')}"
)


def undecodable_siblings(expected: Mapping[Path, str]) -> list[Path]:
    """The existing compressed files among ``expected`` ({path: sha256 of its content}) that do not
    decode to that content: .gz by Python's gzip, .br by Node's zlib (all in one run)."""
    bad = []
    brotli = []
    for path, sha in expected.items():
        if not path.exists():
            continue
        if path.suffix == ".br":
            brotli.append(path)
            continue
        try:
            ok = sha256_bytes(gzip.decompress(path.read_bytes())) == sha
        except (OSError, EOFError, gzip.BadGzipFile):
            ok = False
        if not ok:
            bad.append(path)
    if brotli:
        found = subprocess.run(["node", "-e", BROTLI_CHECK], input="\n".join(map(str, brotli)), capture_output=True,
                               text=True, check=True).stdout.split()
        bad += [path for path, digest in zip(brotli, found, strict=True) if digest != expected[path]]
    return bad


def write_precompressed(rels: Iterable[str]) -> dict[str, dict[str, int]]:
    """Write the .br/.gz siblings of static/ files worth it; return {rel: {encoding: size}}.

    A sibling that saves less than a tenth is not written (the browser would gain nothing), and
    stale siblings are deleted, so static/ holds exactly the siblings of the current files.
    """
    contents = {rel: (STATIC / rel).read_bytes() for rel in rels}
    candidates = {rel: data for rel, data in contents.items() if worth_compressing(rel, len(data))}
    by_sha = {sha256_bytes(data): data for data in candidates.values()}
    copies = compressed_copies(by_sha)
    encodings: dict[str, dict[str, int]] = {}
    for rel, data in contents.items():
        cached = copies.get(sha256_bytes(data)) if rel in candidates else None
        for coding, suffix in ENCODINGS:
            dest = STATIC / (rel + suffix)
            size = cached[suffix].stat().st_size if cached else 0
            if cached and size <= COMPRESS_MAX_RATIO * len(data):
                if not same_file(cached[suffix], dest):
                    write_atomic(dest, cached[suffix].read_bytes())
                source_mtime = (STATIC / rel).stat().st_mtime_ns
                if dest.stat().st_mtime_ns < source_mtime:  # serve sends a sibling only if not older than its file
                    os.utime(dest, ns=(source_mtime, source_mtime))
                encodings.setdefault(rel, {})[coding] = size
            elif dest.exists():
                dest.unlink()
    return encodings


def wire_bytes(sizes: Mapping[str, int], encodings: Mapping[str, Mapping[str, int]], coding: str) -> int:
    """What files of these sizes cost on the wire when served with ``coding`` where there is a sibling."""
    return sum(encodings.get(rel, {}).get(coding, size) for rel, size in sizes.items())


# --------------------------------------------------------------------------
# Assembling static/


def web_files() -> dict[str, Path]:
    """The page files: everything under web/ except dotfiles, by relative path."""
    if not WEB.is_dir():
        raise BuildError("web/ is missing")
    return {
        p.relative_to(WEB).as_posix(): p
        for p in sorted(WEB.rglob("*"))
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(WEB).parts)
    }


def build_plan(engine_wheel: Path, pyodide_dir: Path, micropip: Path) -> dict[str, Path]:
    """Map every static/ path to the file it is copied from."""
    plan = web_files()
    plan.update({f"pyodide/{name}": pyodide_dir / name for name in PYODIDE_FILES})
    plan.update({f"pyodide/{name}": stored_zip(pyodide_dir / name) for name in STORED_ZIPS})
    plan[f"wheels/{micropip.name}"] = micropip
    plan[f"wheels/{engine_wheel.name}"] = engine_wheel
    if CARD_INDEX.exists():
        plan[STATIC_CARD_INDEX] = CARD_INDEX
    # The combat puzzles (play.html): puzzles/*.json as they are, and puzzles/index.json, generated
    # from them (id, title, ruleset, difficulty, side, file) by generated_files().
    plan.update({f"puzzles/{p.name}": p for p in sorted((ROOT / "puzzles").glob("*.json")) if p.name != "index.json"})
    plan["puzzles/index.json"] = ROOT / "puzzles"
    # Each example's and puzzle's stored answer (generated_files): its board checked by this very engine.
    plan.update({answer_file(rel): source for rel, source in list(plan.items()) if answered(rel)})
    if MANIFEST_NAME in plan:
        raise BuildError(f"web/{MANIFEST_NAME} would clash with the generated manifest")
    return plan


def same_file(source: Path, dest: Path) -> bool:
    """True when dest already holds source's bytes (size first, then content)."""
    if not dest.is_file() or dest.stat().st_size != source.stat().st_size:
        return False
    return dest.read_bytes() == source.read_bytes()


def with_csp_meta(rel: str, data: bytes) -> bytes:
    """An HTML page with the build's CSP <meta> tag: inserted after <meta charset> when missing.

    A page that declares any other Content-Security-Policy is refused: one policy for the site.
    """
    text = data.decode("utf-8")
    declared = re.findall(r"<meta\b[^>]*http-equiv=[\"']?content-security-policy[^>]*>", text, re.I)
    if declared:
        if declared != [CSP_META]:
            raise BuildError(
                f"web/{rel} declares a Content-Security-Policy other than build.py's CSP: "
                f"{declared[0][:120]!r}; drop the tag (the build inserts it) or use exactly\n  {CSP_META}"
            )
        return data
    charset = re.search(r"<meta\s+charset=[^>]*>", text, re.I)
    if charset is None:
        raise BuildError(f"web/{rel} has no <meta charset=...> to put the Content-Security-Policy after")
    return (text[: charset.end()] + "\n  " + CSP_META + text[charset.end():]).encode("utf-8")


def stamp_service_worker(data: bytes, version: str, files_sha256: str) -> bytes:
    """sw.js with its `const VERSION = "...";` line set to the build's cache version and its
    `const FILES_SHA256 = "...";` line to the sha256 of the manifest's file list (files_sha256())."""
    text = data.decode("utf-8")
    for line, name, value in ((SW_VERSION_LINE, "VERSION", version), (SW_FILES_LINE, "FILES_SHA256", files_sha256)):
        text, count = line.subn(f'const {name} = "{value}";', text)
        if count != 1:
            raise BuildError(f'web/{SERVICE_WORKER} must have exactly one line `const {name} = "...";` (found {count})')
    return text.encode("utf-8")


def answered(rel: str) -> bool:
    """Whether the build ships a stored answer for this static/ file: an example's or a puzzle's board."""
    folder, _, name = rel.partition("/")
    return (folder in ("examples", "puzzles") and "/" not in name and name.endswith(".json")
            and name != "index.json" and not name.endswith(".answer.json"))


def answer_file(rel: str) -> str:
    """Where a board's stored answer is shipped: beside it, ``<name>.answer.json``."""
    return rel.removesuffix(".json") + ".answer.json"


#: The call a shipped answer answers: check (problems, options and result), what the playground asks of a
#: board first; a widget shows its result, the same object resolve answers (docs/scenario-format.md).
SHIPPED_CALL = "check"


def stored_answer(rel: str, source: bytes) -> bytes:
    """The stamped answer of an example's board (the file as static/ serves it) or a puzzle's (its
    ``scenario``), as JSON."""
    from pyengine.bridge import call_data, to_json_text  # noqa: PLC0415 (the engine is imported only here)

    data = json.loads(source.decode("utf-8"))
    board = data.get("scenario") if rel.startswith("puzzles/") else data
    answer = call_data("answer", to_json_text({"call": SHIPPED_CALL, "scenario": board}))
    if answer.get("ok") is not True:
        raise BuildError(f"the engine could not answer {rel}: {answer.get('error')}")
    answer.pop("ok")
    return (to_json_text(answer) + "\n").encode("utf-8")


#: The pages whose <combat-lab> boards the build answers ahead (a data-answer child beside each board).
ANSWERED_PAGES = ("wiki-demo.html",)
COMBAT_LAB_TAG = re.compile(r"<combat-lab\b([^>]*)>(.*?)</combat-lab>", re.S)
BOARD_SCRIPT = re.compile(r'<script type="application/json">(.*?)</script>', re.S)
TAG_ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')


def script_safe_json(value: Any) -> str:
    """JSON to put inside a <script> element: no "<" (so no "</script>" nor "<!--"), no U+2028/2029."""
    from pyengine.bridge import to_json_text  # noqa: PLC0415 (the engine is imported only here)

    return (to_json_text(value).replace("<", "\\u003c").replace("\u2028", "\\u2028")
            .replace("\u2029", "\\u2029"))


def page_with_answers(rel: str, data: bytes, plan: Mapping[str, Path]) -> bytes:
    """A page with the engine's stamped answer written beside each of its <combat-lab> boards (issue 26): a
    compare board gets its compare answer, any other the check answer (its result, and play mode's options),
    each of the board as the widget holds it (given inline or by src, with the ruleset attribute applied)."""
    from pyengine.bridge import call_data  # noqa: PLC0415 (the engine is imported only here)

    def answered_tag(match: re.Match[str]) -> str:
        attributes = dict(TAG_ATTRIBUTE.findall(match.group(1)))
        inline = BOARD_SCRIPT.search(match.group(2))
        src = attributes.get("src", "")
        if inline:
            board = json.loads(inline.group(1))  # a script's text is raw: no entities
        elif src and src in plan:
            board = json.loads(plan[src].read_text(encoding="utf-8"))
        else:
            raise BuildError(f"web/{rel}: a <combat-lab> board that is neither inline nor a file of the build ({src!r})")
        if attributes.get("ruleset"):
            board["ruleset"] = attributes["ruleset"]
        request: dict[str, Any] = {"call": "check", "scenario": board}
        if attributes.get("compare"):
            request = {"call": "compare", "scenario": board,
                       "rulesets": list(dict.fromkeys(r.strip() for r in attributes["compare"].split(",")))}
        stamp = call_data("answer", json.dumps(request))
        if stamp.pop("ok", None) is not True:
            raise BuildError(f"web/{rel}: the engine could not answer a board: {stamp.get('error')}")
        script = f'<script type="application/json" data-answer>{script_safe_json(stamp)}</script>'
        return f"<combat-lab{match.group(1)}>{script}{match.group(2)}</combat-lab>"

    return COMBAT_LAB_TAG.sub(answered_tag, data.decode("utf-8")).encode("utf-8")


MODULE_SCRIPT = re.compile(r'<script\b[^>]*\btype="module"[^>]*\bsrc="([^"#?]+)"', re.I)
STATIC_IMPORT = re.compile(
    r"""(?:\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?|\bexport\s*[\w*{}\s,$]+?\s*from\s*)["']([^"']+)["']""")


def module_graph(entries: Iterable[str], plan: Mapping[str, Path]) -> list[str]:
    """Every module that the entry modules import statically, transitively, entries first (no workers:
    a worker's modules load in the worker, and no lazy import(), which loads on demand)."""
    order: list[str] = []
    todo = [rel for rel in entries if rel in plan]
    while todo:
        rel = todo.pop(0)
        if rel in order:
            continue
        order.append(rel)
        if rel in BUNDLED_ENTRIES:  # served bundled: it imports nothing
            continue
        code = strip_js_comments(plan[rel].read_text(encoding="utf-8"))
        for ref in STATIC_IMPORT.findall(code):
            if not re.match(r"^[a-z][a-z0-9+.-]*:|^/", ref, re.I):
                todo.append(posixpath.normpath(posixpath.join(posixpath.dirname(rel), ref)))
    return order


def page_with_preloads(rel: str, data: bytes, plan: Mapping[str, Path]) -> bytes:
    """A page with a <link rel="modulepreload"> for every module its module scripts load at once, before
    its first module script: the browser fetches the whole graph in parallel instead of one level of
    imports after another, and the page answers sooner (issue 26). A bundled entry (BUNDLED_ENTRIES)
    imports nothing, so a page of bundled entries needs none."""
    text = data.decode("utf-8")
    first = MODULE_SCRIPT.search(text)
    if first is None:
        return data
    entries = [posixpath.normpath(posixpath.join(posixpath.dirname(rel), src)) for src in MODULE_SCRIPT.findall(text)]
    already = set(re.findall(r'<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"', text))
    graph = [module for module in module_graph(entries, plan) if module not in entries]
    links = "".join(f'<link rel="modulepreload" href="{posixpath.relpath(module, posixpath.dirname(rel) or ".")}">\n  '
                    for module in graph if posixpath.relpath(module, posixpath.dirname(rel) or ".") not in already)
    if not links:
        return data
    start = text.rfind("\n", 0, first.start()) + 1
    return (text[:start] + "  " + links.rstrip() + "\n" + text[start:]).encode("utf-8")


#: The page whose first example (and the examples list, and its stored answer) the build writes inline.
INLINE_EXAMPLES_PAGE = "index.html"


#: The page that carries puzzles/index.json inline (play mode's list, read by play/play.js).
INLINE_PUZZLES_PAGE = "play.html"


def page_with_inline_data(rel: str, data: bytes, element_id: str, value: Any) -> bytes:
    """A page with ``value`` as a ``<script type="application/json" id=...>`` (data, never run) before its
    first module script, so its modules find it whatever the parser's progress."""
    tag = f'<script type="application/json" id="{element_id}">{script_safe_json(value)}</script>'
    text = data.decode("utf-8")
    first = MODULE_SCRIPT.search(text) or re.search(r"</head>", text)
    if first is None:
        raise BuildError(f"web/{rel} has no </head> to put its inline data before")
    start = text.rfind("\n", 0, first.start()) + 1
    return (text[:start] + "  " + tag + "\n" + text[start:]).encode("utf-8")


def page_with_inline_examples(data: bytes, out: Mapping[str, bytes], plan: Mapping[str, Path]) -> bytes:
    """index.html with examples/index.json, the first example's board and its stored answer inline, as data
    (``<script type="application/json" id="examples-inline">``, read by playground/examples.js), so its
    first answer needs no request after the modules (issue 26). Each is byte for byte the file static/
    serves, and the page checks the answer's build id and board hash as it checks a fetched one."""
    def served(rel: str) -> bytes:
        return out[rel] if rel in out else plan[rel].read_bytes()

    if "examples/index.json" not in out:
        return data
    index = json.loads(served("examples/index.json"))
    listed = index.get("examples") or []
    inline: dict[str, Any] = {"index": index}
    if listed:
        file = listed[0]["file"]
        answer = answer_file(f"examples/{file}")
        inline["first"] = {"file": file, "scenario": json.loads(served(f"examples/{file}")),
                           "answer": served(answer).decode("utf-8") if answer in out else None}
    return page_with_inline_data(INLINE_EXAMPLES_PAGE, data, "examples-inline", inline)


def generated_files(plan: Mapping[str, Path], build_id: str = "") -> dict[str, bytes]:
    """The files the build changes on the way into static/ (HTML pages get the CSP tag, the stored answers
    are the engine's, the build-id module names the engine build)."""
    out = {rel: with_csp_meta(rel, source.read_bytes()) for rel, source in plan.items() if rel.endswith(".html")}
    for rel in ANSWERED_PAGES:
        if rel in out:
            out[rel] = page_with_answers(rel, out[rel], plan)
    if BUILD_ID_MODULE in plan:
        out[BUILD_ID_MODULE] = stamp_build_id_module(plan[BUILD_ID_MODULE].read_bytes(),
                                                     build_id or source_build_id())
    if "puzzles/index.json" in plan:
        puzzles = [json.loads(source.read_text(encoding="utf-8")) | {"file": rel.removeprefix("puzzles/")}
                   for rel, source in plan.items() if rel.startswith("puzzles/") and answered(rel)]
        # Listed by game, Magic's rulesets first, in the engine's own order (pyengine.puzzles).
        from pyengine.puzzles import catalogue_order  # noqa: PLC0415 (the engine is imported only here)

        index = [{k: p.get(k) for k in ("id", "title", "ruleset", "difficulty", "side", "file")}
                 for p in catalogue_order(puzzles)]
        out["puzzles/index.json"] = (json.dumps({"format": 1, "puzzles": index}, indent=1) + "\n").encode()
    if "examples/index.json" in plan:
        out["examples/index.json"] = examples_index(plan)
        out.update(examples_written_out(plan))
    if STATIC_CARD_INDEX in plan:
        out[STATIC_CARD_INDEX] = gzip.decompress(plan[STATIC_CARD_INDEX].read_bytes())
    # Each answer is of the board exactly as static/ serves it (an example with its cards written out is
    # the board the page holds, so the page's hash of it matches the answer's).
    for rel, source in plan.items():
        if rel.endswith(".answer.json"):
            board = rel.removesuffix(".answer.json") + ".json"
            out[rel] = stored_answer(rel, out[board] if board in out else source.read_bytes())
    if WIDGET_SHEET_MODULE in plan and "widget.css" in plan:
        out[WIDGET_SHEET_MODULE] = stamp_widget_sheet(plan[WIDGET_SHEET_MODULE].read_bytes(),
                                                      plan["widget.css"].read_bytes())
    out.update(bundled_entries(plan, out))
    if INLINE_EXAMPLES_PAGE in out:
        out[INLINE_EXAMPLES_PAGE] = page_with_inline_examples(out[INLINE_EXAMPLES_PAGE], out, plan)
    if INLINE_PUZZLES_PAGE in out and "puzzles/index.json" in out:
        out[INLINE_PUZZLES_PAGE] = page_with_inline_data(
            INLINE_PUZZLES_PAGE, out[INLINE_PUZZLES_PAGE], "puzzles-inline", json.loads(out["puzzles/index.json"]))
    for rel in [rel for rel in out if rel.endswith(".html")]:
        out[rel] = page_with_preloads(rel, out[rel], plan)
    return out


def examples_index(plan: Mapping[str, Path]) -> bytes:
    """The playground's examples/index.json: web/examples/index.json's files, in its order, each with
    its title, description and ruleset, so the page lists the examples from this one file and fetches
    an example only when it loads it (its first visit fetches one example, not all of them).
    """
    source = plan["examples/index.json"]
    files = json.loads(source.read_text(encoding="utf-8")).get("examples")
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        raise BuildError('web/examples/index.json must be {"examples": ["file.json", ...]}')
    entries = []
    for file in files:
        path = plan.get(f"examples/{file}")
        if path is None:
            raise BuildError(f"web/examples/index.json lists {file!r}, which is not in web/examples/")
        scenario = json.loads(path.read_text(encoding="utf-8"))
        entries.append({"file": file, "title": scenario.get("title") or file,
                        "description": scenario.get("description") or "", "ruleset": scenario.get("ruleset")})
    return (json.dumps({"format": 2, "examples": entries}, indent=1) + "\n").encode()


def examples_written_out(plan: Mapping[str, Path]) -> dict[str, bytes]:
    """The playground's copy of each example that names cards (``"card": "Vastwood Gorger"``), with every
    card's fields written out (pyengine.cards.written_out): the page draws a board from its own fields
    before the engine runs, and a first visit must not download the card index (~0.5 MB) to show the
    first example. The engine reads both copies alike (tests/test_cards_surface.py holds them to it).
    """
    from pyengine.cards import written_out  # noqa: PLC0415 (the engine is imported only here)

    out = {}
    for rel, source in plan.items():
        if not rel.startswith("examples/") or rel == "examples/index.json" or not rel.endswith(".json"):
            continue
        scenario = json.loads(source.read_text(encoding="utf-8"))
        permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
        if not isinstance(permanents, list) or not any(isinstance(p, dict) and "card" in p for p in permanents):
            continue
        try:
            scenario["permanents"] = [written_out(p) if isinstance(p, dict) else p for p in permanents]
        except ValueError as exc:  # ScenarioError: an unknown card name
            raise BuildError(f"web/{rel}: {getattr(exc, 'message', exc)}") from None
        out[rel] = (json.dumps(scenario, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return out


def write_atomic(dest: Path, data: bytes) -> None:
    """Write a file through a temporary name, so a reader never sees half of it."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, dest)


def sync_static(plan: dict[str, Path], generated: Mapping[str, bytes] | None = None) -> int:
    """Copy changed files into static/, delete strays; return how many were copied.

    ``generated`` holds the content of the files the build rewrites (instead of
    their source's bytes); the service worker is written afterwards, by build().
    """
    generated = generated or {}
    copied = 0
    for rel, source in plan.items():
        dest = STATIC / rel
        if rel == SERVICE_WORKER:
            continue
        if rel in generated:
            if not dest.is_file() or dest.read_bytes() != generated[rel]:
                write_atomic(dest, generated[rel])
                copied += 1
        elif not same_file(source, dest):
            write_atomic(dest, source.read_bytes())
            copied += 1
    keep = set(plan) | {MANIFEST_NAME}
    keep |= {rel + suffix for rel in keep for _, suffix in ENCODINGS}  # write_precompressed's to keep or drop
    for path in sorted(STATIC.rglob("*"), reverse=True):
        rel = path.relative_to(STATIC).as_posix()
        if path.is_file() and rel not in keep:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def file_entries(paths: Iterable[str]) -> dict[str, dict[str, Any]]:
    """Size and sha256 of each static/ path."""
    return {
        rel: {"size": (STATIC / rel).stat().st_size, "sha256": sha256_file(STATIC / rel)}
        for rel in sorted(paths)
    }


def files_sha256(files: Mapping[str, Mapping[str, Any]]) -> str:
    """sha256 of a manifest's file list ({rel: {"size", "sha256"}}) but sw.js (which holds it), as
    ``json.dumps(..., sort_keys=True)``: web/sw.js serializes the manifest it serves the same way and
    serves nothing of a manifest whose digest is not the one stamped into it."""
    listed = {rel: {"sha256": entry["sha256"], "size": entry["size"]} for rel, entry in files.items() if rel != SERVICE_WORKER}
    return sha256_bytes(json.dumps(listed, sort_keys=True).encode())


def cache_version(plan: Iterable[str]) -> str:
    """The service worker's cache version: a hash of every file but sw.js (which holds it)."""
    return files_sha256(file_entries(rel for rel in plan if rel != SERVICE_WORKER))[:20]


def write_service_worker(plan: Mapping[str, Path], version: str) -> int:
    """Write static/sw.js stamped with the cache version; return 1 when it changed."""
    if SERVICE_WORKER not in plan:
        return 0
    digest = files_sha256(file_entries(rel for rel in plan if rel != SERVICE_WORKER))
    data = stamp_service_worker(plan[SERVICE_WORKER].read_bytes(), version, digest)
    dest = STATIC / SERVICE_WORKER
    if dest.is_file() and dest.read_bytes() == data:
        return 0
    write_atomic(dest, data)
    return 1


def strip_js_comments(code: str) -> str:
    """JavaScript without its comments (good enough for our own code: no "//" in strings)."""
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    return re.sub(r"(?m)(^|\s)//.*$", r"\1", code)


HTML_REFERENCE = re.compile(r"<(?:script|link|img)\b[^>]*?\b(?:src|href)=[\"']([^\"'#?]+)", re.I)
# Static imports and exports, and new URL("...", import.meta.url); not import("..."), which is lazy.
JS_REFERENCE = re.compile(
    r"""(?:\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?|\bexport\s*[\w*{}\s,$]+?\s*from\s*)["']([^"']+)["']"""
    r"""|\bnew\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url"""
)
# An import("...") at a module's top level (not indented: not inside a function) runs when the module
# does, as a static import would (engine-worker.js loads snapshot.js so, after the runtime's modules).
TOP_LEVEL_IMPORT = re.compile(
    r"""(?m)^(?:(?:const|let|var)\s+[\w{}\s,$]+?=\s*)?(?:await\s+)?import\(\s*["']([^"']+)["']\s*\)"""
)


def first_visit_files(files: Mapping[str, Any], engine_files: Iterable[str]) -> list[str]:
    """The static/ files a first visit of index.html loads, by following references.

    From index.html: its <script>, <link> and <img> URLs; from each script, its static
    imports and new URL(..., import.meta.url) (fetches, the worker; a folder's URL, ending
    in "/", counts every file in it); the engine worker also loads engine_files (Pyodide's
    runtime, the wheels); examples/index.json brings the first example it lists, which the
    playground shows, and its stored answer. A file in FETCHED_ON_DEMAND is not counted, nor
    is a lazy import("..."): what the page loads only on demand is not a first visit's. An
    import("...") at a module's top level runs with the module, and is counted.
    """
    seen: set[str] = set()
    inside: set[str] = set()  # modules read from a bundle (BUNDLED_ENTRIES): in it, not fetched themselves
    todo = [(FIRST_PAGE, False)] if FIRST_PAGE in files else []
    while todo:
        rel, bundled = todo.pop()
        if rel in (inside if bundled else seen):
            continue
        (inside if bundled else seen).add(rel)
        if rel == ENGINE_WORKER:
            todo.extend((name, False) for name in engine_files if name in files)
        # A bundle is read as its modules, each at its own path (web/'s source of the entry; static/'s copy
        # of the others): what they import is in the bundle, what they name with new URL() is fetched.
        path = WEB / rel if rel in BUNDLED_ENTRIES and not bundled else STATIC / rel
        within = bundled or rel in BUNDLED_ENTRIES
        if rel.endswith(".html"):
            refs = [(ref, False) for ref in HTML_REFERENCE.findall(path.read_text(encoding="utf-8"))]
        elif rel.endswith((".js", ".mjs")) and not rel.startswith("pyodide/"):
            code = strip_js_comments(path.read_text(encoding="utf-8"))
            refs = [(a, within) if a else (b, False) for a, b in JS_REFERENCE.findall(code)]
            refs += [(ref, within) for ref in TOP_LEVEL_IMPORT.findall(code)]
        else:
            continue
        for ref, in_bundle in refs:
            if re.match(r"^[a-z][a-z0-9+.-]*:|^/", ref, re.I):
                continue  # absolute URLs, data: and blob: are not files of the build
            target = posixpath.normpath(posixpath.join(posixpath.dirname(rel), ref))
            if target == SERVICE_WORKER or target.endswith(".webmanifest"):
                continue  # fetched by the browser for itself (registration, install), not by the page
            if ref.endswith("/"):  # a folder named in code: the page loads what is in it
                todo.extend((name, False) for name in files if name.startswith(target + "/"))
            elif target in files and target not in FETCHED_ON_DEMAND:
                todo.append((target, in_bundle))
    first_page = STATIC / FIRST_PAGE
    if first_page.exists() and 'id="examples-inline"' in first_page.read_text(encoding="utf-8"):
        # The page carries the list, the first board and its answer inline (page_with_inline_examples): the
        # playground reads them from there and fetches none of them.
        seen.discard("examples/index.json")
    if "examples/index.json" in seen:  # the playground shows the list's first example (playground/examples.js)
        listed = json.loads((STATIC / "examples" / "index.json").read_text(encoding="utf-8")).get("examples") or []
        first = listed[0]["file"] if listed and isinstance(listed[0], dict) else None
        if first and f"examples/{first}" in files:
            seen.add(f"examples/{first}")
            # and the engine's stored answer beside it, shown before the engine starts (issue 26)
            answer = f"examples/{first.removesuffix('.json')}.answer.json"
            if answer in files:
                seen.add(answer)
    return sorted(seen)


def make_manifest(
    plan: dict[str, Path], engine_wheel: Path, version: str = "",
    encodings: Mapping[str, Mapping[str, int]] | None = None, build_id: str = "",
) -> dict[str, Any]:
    """The build manifest (every file, sizes, hashes, one hash of the whole build).

    ``encodings`` ({rel: {"br": size, "gzip": size}}, the precompressed siblings) give
    ``first_visit_wire_bytes``: what a first visit moves when the host serves them.
    """
    encodings = encodings or {}
    files = file_entries(plan)
    build_hash = sha256_bytes(json.dumps(files, sort_keys=True).encode())
    # The engine worker's cold start: Pyodide's runtime and the engine wheel (micropip is loaded
    # only when a page asks to install more wheels, never to start).
    engine_files = [f"pyodide/{name}" for name in PYODIDE_FILES]
    engine_files += [f"wheels/{engine_wheel.name}"]
    first_visit = first_visit_files(files, engine_files)
    return {
        "format": 1,
        "build_hash": build_hash,
        "cache_version": version or cache_version(plan),
        "engine_wheel": f"wheels/{engine_wheel.name}",
        "engine_build": build_id or source_build_id(),
        "micropip_wheel": f"wheels/{MICROPIP_WHEEL}",
        "pyodide_version": PYODIDE_VERSION,
        "pyodide_index": "pyodide/",
        "first_visit": first_visit + [MANIFEST_NAME],
        "first_visit_bytes": sum(files[rel]["size"] for rel in first_visit),
        "first_visit_wire_bytes": {
            coding: wire_bytes({rel: files[rel]["size"] for rel in first_visit}, encodings, coding)
            for coding, _ in ENCODINGS
        },
        "encodings": {rel: dict(sizes) for rel, sizes in sorted(encodings.items())},
        "files": files,
    }


def encode_manifest(manifest: dict[str, Any]) -> bytes:
    """Serialize the manifest; first_visit_bytes also counts the manifest itself."""
    base = manifest["first_visit_bytes"]
    data = b""
    for _ in range(5):  # the count's digits change the size: settle in a few rounds
        data = (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode()
        if manifest["first_visit_bytes"] == base + len(data):
            break
        manifest["first_visit_bytes"] = base + len(data)
    return data


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
    tree = {p.relative_to(ROOT).as_posix(): p for p in (ROOT / "pyengine").rglob("*")
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
            shutil.rmtree(CACHE / folder, ignore_errors=True)
    raise AssertionError("unreachable")


def build() -> dict[str, Any]:
    """Assemble static/ from cached, verified inputs; return the manifest."""
    started = time.monotonic()
    build_id = source_build_id()
    pyodide_dir = fetch_pyodide()
    engine_wheel, micropip = engine_and_micropip_wheels(pyodide_dir, build_id)
    plan = build_plan(engine_wheel, pyodide_dir, micropip)
    STATIC.mkdir(exist_ok=True)
    copied = sync_static(plan, generated_files(plan, build_id))
    version = cache_version(plan)
    copied += write_service_worker(plan, version)
    encodings = write_precompressed(plan)
    manifest = make_manifest(plan, engine_wheel, version, encodings, build_id)
    data = encode_manifest(manifest)
    manifest_path = STATIC / MANIFEST_NAME
    if not manifest_path.exists() or manifest_path.read_bytes() != data:
        write_atomic(manifest_path, data)
    write_precompressed_manifest()
    total = len(data) + sum(entry["size"] for entry in manifest["files"].values())
    log(
        f"build: static/ ready: {len(plan) + 1} files, {human_bytes(total)}, "
        f"{copied} updated, build {manifest['build_hash'][:12]}, "
        f"{time.monotonic() - started:.2f} s"
    )
    log(f"build: a first visit downloads {human_bytes(manifest['first_visit_bytes'])}, "
        f"{human_bytes(manifest['first_visit_wire_bytes']['br'])} as brotli, "
        f"{human_bytes(manifest['first_visit_wire_bytes']['gzip'])} as gzip")
    return manifest


def write_precompressed_manifest() -> None:
    """The manifest's own gzip sibling (written last: the manifest lists the others' sizes, not its
    own; small, and new with every build, so gzip in Python rather than a run of Node for brotli)."""
    data = (STATIC / MANIFEST_NAME).read_bytes()
    encoded = gzip.compress(data, compresslevel=9, mtime=0)
    dest = STATIC / (MANIFEST_NAME + ".gz")
    if not dest.is_file() or dest.read_bytes() != encoded:
        write_atomic(dest, encoded)
    (STATIC / (MANIFEST_NAME + ".br")).unlink(missing_ok=True)


# --------------------------------------------------------------------------
# The MediaWiki extension

MEDIAWIKI_EXTENSION = ROOT / "mediawiki" / "CombatLab"


def sync_tree(files: Mapping[str, Path], dest: Path) -> int:
    """Make dest hold exactly these files (relative path -> source); return how many were copied."""
    copied = 0
    for rel, source in files.items():
        target = dest / rel
        if target.resolve() != source.resolve() and not same_file(source, target):
            write_atomic(target, source.read_bytes())
            copied += 1
    for path in sorted(dest.rglob("*"), reverse=True):
        rel = path.relative_to(dest).as_posix()
        if path.is_file() and rel not in files:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def package_mediawiki(into: Path) -> Path:
    """Build static/, then write the CombatLab extension into ``into/CombatLab``: its PHP,
    messages and extension.json, and static/ as its static/ folder, the default
    $wgCombatLabUrl ($wgExtensionAssetsPath/CombatLab/static/) and the engine its
    $wgCombatLabPython runs. Into ``mediawiki/`` (the default) it fills in
    mediawiki/CombatLab/static/ next to the sources. Run again to update; returns the folder.
    """
    build()
    dest = into / MEDIAWIKI_EXTENSION.name
    sources = {p.relative_to(MEDIAWIKI_EXTENSION).as_posix(): p for p in MEDIAWIKI_EXTENSION.rglob("*")
               if p.is_file() and "static" not in p.relative_to(MEDIAWIKI_EXTENSION).parts[:1]}
    built = {f"static/{p.relative_to(STATIC).as_posix()}": p for p in STATIC.rglob("*") if p.is_file()}
    copied = sync_tree(sources | built, dest)
    log(f"mediawiki: extension ready in {dest} ({len(sources)} extension files, {len(built)} built files, "
        f"{copied} updated); in LocalSettings.php: wfLoadExtension( 'CombatLab' );")
    return dest


# --------------------------------------------------------------------------
# Serving


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Serves static/ with the right types for .wasm/.mjs, the CSP, the cross-origin headers (another
    site's page may load the widget), and no caching surprises."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
        ".svg": "image/svg+xml",
        ".png": "image/png",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }
    quiet = False
    #: Seconds a connection may stay silent before it is closed, so that slow or idle clients can't hold
    #: the server's threads for ever.
    timeout = 30
    # Per request: the (Content-Encoding, suffix) being served, and whether the file has siblings.
    encoded: tuple[str, str] | None = None
    varies = False

    def accepted_encodings(self) -> set[str]:
        """The content codings the request's Accept-Encoding allows (q=0 excluded)."""
        accepted = set()
        for part in self.headers.get("Accept-Encoding", "").split(","):
            coding, *params = [piece.strip().lower() for piece in part.split(";")]
            if coding and not any(re.fullmatch(r"q=0(\.0*)?", param) for param in params):
                accepted.add(coding)
        return accepted

    def send_head(self) -> Any:
        """Serve a file's precompressed sibling (.br, else .gz) when the browser accepts it and it is not older
        than the file (a file edited by hand in static/ is sent as it is, never its stale sibling). A path that
        can't name a file (a NUL, a lone surrogate, bytes that aren't UTF-8) gets 400, not a traceback."""
        self.encoded, self.varies = None, False
        try:
            wanted = urllib.parse.unquote_to_bytes(self.path.split("?", 1)[0].split("#", 1)[0]).decode("utf-8")
            if "\x00" in wanted:
                raise ValueError("NUL in the path")
            path = super().translate_path(self.path)
            found = os.path.isfile(path)
        except (ValueError, UnicodeError):
            self.send_error(400, "Bad request path")
            return None
        if found:
            mtime = os.stat(path).st_mtime_ns
            present = [(coding, suffix) for coding, suffix in ENCODINGS if os.path.isfile(path + suffix)
                       and os.stat(path + suffix).st_mtime_ns >= mtime]
            self.varies = bool(present)
            accepted = self.accepted_encodings()
            self.encoded = next((pair for pair in present if pair[0] in accepted), None)
        return super().send_head()

    def translate_path(self, path: str) -> str:
        """The file to send: the chosen sibling when one was chosen."""
        real = super().translate_path(path)
        return real + self.encoded[1] if self.encoded else real

    def guess_type(self, path: Any) -> str:
        """The type of the file itself, not of its compressed sibling."""
        path = str(path)
        if self.encoded and path.endswith(self.encoded[1]):
            path = path[: -len(self.encoded[1])]
        return super().guess_type(path)

    def end_headers(self) -> None:
        """Add the security and cache headers (and the encoding, if any) to every response."""
        if self.encoded:
            self.send_header("Content-Encoding", self.encoded[0])
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-cache")
        for name, value in CROSS_ORIGIN_HEADERS:
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (stdlib name)
        """Log requests unless the server was made quiet (tests)."""
        if not self.quiet:
            super().log_message(format, *args)


class QuietStaticHandler(StaticHandler):
    """StaticHandler that does not log each request."""

    quiet = True


class StaticServer(http.server.ThreadingHTTPServer):
    """The threading server, quiet about browsers that hang up mid-response (a page closed or
    navigated away while files were in flight): that is the browser's choice, not an error. Its listen
    backlog holds a burst of connections (the standard library's 5 left 82 of 200 simultaneous
    requests waiting a minute); each connection has its own thread and times out when silent."""

    request_queue_size = 512

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    port: int = 0, quiet: bool = False, tries: int = 50, directory: Path = STATIC
) -> http.server.ThreadingHTTPServer:
    """Bind a server for directory (static/) on 127.0.0.1:port, or the next free port (0: any)."""
    handler_class = QuietStaticHandler if quiet else StaticHandler
    handler = functools.partial(handler_class, directory=str(directory))
    for candidate in range(port, port + tries) if port else [0]:
        try:
            return StaticServer(("127.0.0.1", candidate), handler)
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                raise
            log(f"serve: port {candidate} is busy, trying {candidate + 1}")
    raise BuildError(f"no free port in {port}..{port + tries - 1}")


def start_server_thread(
    quiet: bool = True, directory: Path = STATIC
) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve directory (static/) on a free port in a daemon thread; return the server and base URL."""
    server = make_server(0, quiet=quiet, directory=directory)
    thread = threading.Thread(target=server.serve_forever, name="static-server", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return server, f"http://{host!s}:{port}/"


def serve(port: int) -> int:
    """Build if needed, then serve static/ until interrupted."""
    build()
    server = make_server(port)
    host, bound = server.server_address[:2]
    log(f"serve: Combat Lab at http://{host!s}:{bound}/  (wiki demo: /wiki-demo.html, "
        "iframe embed: /embed.html, bare runtime page: /bare.html; Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        log("serve: stopped")
    finally:
        server.server_close()
    return 0


# --------------------------------------------------------------------------
# Testing


# axe-core, the accessibility checker tests/browser/test_accessibility.py injects into each page
# it visits (a test tool only: it never goes into static/).
AXE_CORE_VERSION = "4.14.1"
# `npm view axe-core@4.14.1 dist.integrity`
AXE_CORE_INTEGRITY = (
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ=="
)
# sha256 of package/axe.min.js in that tarball: the extracted copy is checked against it every time.
AXE_CORE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"


def fetch_axe_core() -> Path:
    """axe.min.js of the pinned axe-core, ``npm pack``-ed into the cache once and verified by integrity.

    Quick when done; the extracted script is checked against its pinned sha256 every time (an edited
    one is extracted again from the tarball, itself checked against its integrity).
    """
    folder = CACHE / f"axe-core-{AXE_CORE_VERSION}"
    script = folder / "axe.min.js"
    if not pinned_mismatches(folder, {script.name: AXE_CORE_SHA256}):
        log(f"setup: axe-core {AXE_CORE_VERSION} (cached, matches its pinned sha256)")
        return script
    tarball = npm_pack_verified("axe-core", AXE_CORE_VERSION, AXE_CORE_INTEGRITY, "~0.6 MB")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as archive:
        member = archive.extractfile("package/axe.min.js")
        if member is None:
            raise BuildError(f"{tarball.name} has no package/axe.min.js")
        script.write_bytes(member.read())
    if pinned_mismatches(folder, {script.name: AXE_CORE_SHA256}):
        raise BuildError(f"{tarball.name} (integrity verified) holds an axe.min.js whose sha256 is not AXE_CORE_SHA256")
    return script



def test(pytest_args: Sequence[str]) -> int:
    """Set up everything a fresh machine lacks, build, then run pytest over tests/."""
    started = time.monotonic()
    ensure_test_requirements()
    ensure_chromium()
    ensure_mediawiki()
    fetch_axe_core()
    build()
    log(f"test: set-up done in {time.monotonic() - started:.1f} s, running pytest")
    cmd = [str(venv_python()), "-m", "pytest", *pytest_args]
    log("  $ " + " ".join(cmd))
    return subprocess.call(cmd, cwd=ROOT, stdin=subprocess.DEVNULL)


def parse_args(argv: Sequence[str]) -> tuple[str, argparse.Namespace, list[str]]:
    """Split argv into the subcommand, its options and (for test) pytest's args."""
    if argv and argv[0] == "test":
        return "test", argparse.Namespace(), list(argv[1:])
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="assemble static/ (the default)")
    serve_parser = sub.add_parser("serve", help="build if needed and serve static/ on 127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000, help="first port to try (default 8000)")
    mediawiki_parser = sub.add_parser("mediawiki", help="build, then write the MediaWiki extension CombatLab "
                                      "with its static/ files into DIR/CombatLab")
    mediawiki_parser.add_argument("--into", type=Path, default=MEDIAWIKI_EXTENSION.parent, metavar="DIR",
                                  help="a wiki's extensions/ folder (default: mediawiki/, filling in "
                                  "mediawiki/CombatLab/static/)")
    sub.add_parser("test", help="set up .venv, Chromium, MediaWiki and PHP, build, run pytest [pytest args]")
    sub.add_parser("cards", help="regenerate pyengine/cards/index.json.gz from the pinned card corpus")
    args = parser.parse_args(argv)
    return args.command or "build", args, []


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: dispatch the subcommand; print BuildError plainly, exit 1."""
    command, args, rest = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if command == "serve":
            return serve(args.port)
        if command == "test":
            return test(rest)
        if command == "mediawiki":
            package_mediawiki(args.into)
            return 0
        if command == "cards":  # tools/card_index.py fetches the pinned corpus and writes the index
            return subprocess.call([sys.executable, str(ROOT / "tools" / "card_index.py")], stdin=subprocess.DEVNULL)
        build()
        return 0
    except BuildError as exc:
        print(f"build.py {command}: error: {exc}", file=sys.stderr, flush=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
