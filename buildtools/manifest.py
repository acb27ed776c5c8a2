"""static/build-manifest.json (every file with its size and sha256, the files a first visit loads, what
they cost on the wire) and the service worker stamped with the build's cache version.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from . import base
from .base import BuildError, sha256_bytes, sha256_file, write_atomic
from .compression import wire_bytes
from .contract import ENCODINGS, MANIFEST_NAME, SERVICE_WORKER
from .fetch import MICROPIP_WHEEL, PYODIDE_FILES, PYODIDE_VERSION
from .first_visit import first_visit_files
from .wheels import source_build_id

#: The service worker's line that the build writes the cache version into (a content hash of every other
#: file of the build, so a new build is a new service worker script, which the browser installs) ...
SW_VERSION_LINE = re.compile(r'^const VERSION = "[^"\n]*";$', re.M)
#: ... and its line for the sha256 of the manifest's file list but sw.js (files_sha256()), which the service
#: worker checks the manifest it serves against, and so every file it serves from its cache (web/sw.js).
SW_FILES_LINE = re.compile(r'^const FILES_SHA256 = "[^"\n]*";$', re.M)


def stamp_service_worker(data: bytes, version: str, files_sha256: str) -> bytes:
    """sw.js with its `const VERSION = "...";` line set to the build's cache version and its
    `const FILES_SHA256 = "...";` line to the sha256 of the manifest's file list (files_sha256())."""
    text = data.decode("utf-8")
    for line, name, value in ((SW_VERSION_LINE, "VERSION", version), (SW_FILES_LINE, "FILES_SHA256", files_sha256)):
        text, count = line.subn(f'const {name} = "{value}";', text)
        if count != 1:
            raise BuildError(f'web/{SERVICE_WORKER} must have exactly one line `const {name} = "...";` (found {count})')
    return text.encode("utf-8")


def file_entries(paths: Iterable[str]) -> dict[str, dict[str, Any]]:
    """Size and sha256 of each static/ path."""
    return {
        rel: {"size": (base.STATIC / rel).stat().st_size, "sha256": sha256_file(base.STATIC / rel)}
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
    dest = base.STATIC / SERVICE_WORKER
    if dest.is_file() and dest.read_bytes() == data:
        return 0
    write_atomic(dest, data)
    return 1


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
