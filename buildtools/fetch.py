"""The pinned downloads: Pyodide's runtime files and axe-core from the npm registry (``npm pack``, checked
against their integrity), micropip's wheel from PyPI (``pip download``, checked against its sha256).
Each is fetched into .build-cache once, and what the cache holds is checked again every time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from . import base
from .base import BuildError, log, npm_integrity, pinned_mismatches, run, sha256_file

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

# axe-core, the accessibility checker tests/browser/test_accessibility.py injects into each page
# it visits (a test tool only: it never goes into static/).
AXE_CORE_VERSION = "4.14.1"

# `npm view axe-core@4.14.1 dist.integrity`
AXE_CORE_INTEGRITY = (
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ=="
)

# sha256 of package/axe.min.js in that tarball: the extracted copy is checked against it every time.
AXE_CORE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"


def npm_pack_verified(package: str, version: str, integrity: str, size: str) -> Path:
    """``npm pack PACKAGE@VERSION`` into the cache, once; verify it against its pinned integrity.

    A tarball that does not match is moved aside (``.tgz.rejected``) and the build stops, so the
    next run fetches it again.
    """
    tarball = base.CACHE / f"{package}-{version}.tgz"
    if not tarball.exists():
        log(f"fetch: {package}@{version} from the npm registry (npm pack, {size})")
        base.CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
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
            f"Refusing to use it (moved to {bad.relative_to(base.ROOT)}); run the build again to re-fetch."
        )
    return tarball


def fetch_pyodide_tarball() -> Path:
    """``npm pack pyodide@VERSION`` into the cache, once; verify its integrity."""
    return npm_pack_verified("pyodide", PYODIDE_VERSION, PYODIDE_INTEGRITY, "~6 MB")


def fetch_pyodide() -> Path:
    """The folder of verified Pyodide runtime files, extracted from the tarball when any is missing or
    does not match its pinned sha256 (checked on every build: the cache may have been edited)."""
    folder = base.CACHE / f"pyodide-{PYODIDE_VERSION}"
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
                         "PYODIDE_FILE_SHA256 pins: the pins in buildtools/fetch.py do not belong to PYODIDE_VERSION")
    return folder


def fetch_micropip() -> Path:
    """``pip download`` the micropip wheel once; verify its pinned sha256 every build."""
    wheel = base.CACHE / MICROPIP_WHEEL
    if not wheel.exists():
        log(f"fetch: micropip {MICROPIP_VERSION} wheel from PyPI (pip download)")
        base.CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
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


def fetch_axe_core() -> Path:
    """axe.min.js of the pinned axe-core, ``npm pack``-ed into the cache once and verified by integrity.

    Quick when done; the extracted script is checked against its pinned sha256 every time (an edited
    one is extracted again from the tarball, itself checked against its integrity).
    """
    folder = base.CACHE / f"axe-core-{AXE_CORE_VERSION}"
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
