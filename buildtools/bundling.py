"""Bundling with esbuild (issue 26): each page's module script and every module it imports, in one file,
so that a page's first paint waits for one request. The pinned esbuild is ``npm ci``-ed into
.build-cache once; the bundles are cached there by a hash of what they are made of.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from . import base
from .base import evict_old_entries, log, run, sha256_bytes, sha256_file

#: The module scripts that esbuild bundles (issue 26), each into its own path, with every module it imports
#: (statically, or with import() of a fixed path) in it: a page's first paint waits for one request, not
#: for some 60 over a server's few connections. Every page's module script is one of these but bare.html's
#: (the bare Pyodide page, the benchmarks' yardstick, stays as it is). The modules stay in static/ too.
BUNDLED_ENTRIES = ("playground/boot.js", "play/play.js", "widget.js", "widget/embed.js", "widget/demo-page.js")
BUNDLER = base.ROOT / "tools" / "bundler"  # package.json and package-lock.json: esbuild, pinned with its integrity
BUNDLE_TOOL = base.ROOT / "tools" / "bundle.mjs"
#: The file beside the cached bundles that records each one's sha256 ({entry: sha256}).
BUNDLES_RECORD = "bundles.json"


def ensure_bundler() -> Path:
    """node_modules with the esbuild of tools/bundler/package-lock.json, ``npm ci``-ed into the cache once
    (npm checks every package against the lock file's integrity); quick when done."""
    lock = BUNDLER / "package-lock.json"
    folder = base.CACHE / f"bundler-{sha256_file(lock)[:12]}"
    modules = folder / "node_modules"
    if (folder / ".installed").is_file() and (modules / "esbuild" / "package.json").is_file():
        return modules
    log("setup: esbuild (npm ci, tools/bundler/package-lock.json, ~10 MB)")
    evict_old_entries(base.CACHE, keep=folder, pattern="bundler-*")  # the esbuilds of older lock files
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy2(BUNDLER / name, folder / name)
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder,
        stdin=subprocess.DEVNULL)
    (folder / ".installed").write_text(lock.read_text(encoding="utf-8"), encoding="utf-8")
    return modules


def bundle_sources(plan: Mapping[str, Path], out: Mapping[str, bytes]) -> dict[str, bytes]:
    """What the bundler reads: every module static/ serves but Pyodide's, as static/ serves it (``out`` holds
    the files the build rewrites: the build id and the widget sheet are stamped), by its path."""
    return {rel: out[rel] if rel in out else source.read_bytes() for rel, source in sorted(plan.items())
            if rel.endswith((".js", ".mjs")) and not rel.startswith("pyodide/")}


def bundles_key(entries: Sequence[str], sources: Mapping[str, bytes]) -> str:
    """One hash of all that the bundles are made of: the entries, every module the bundler may read (a change
    to any of them, bundled or not, bundles again: simpler than following imports, and never stale),
    tools/bundle.mjs, and esbuild as tools/bundler pins it."""
    digest = hashlib.sha256("\0".join(entries).encode() + b"\n")
    for path in (BUNDLE_TOOL, BUNDLER / "package.json", BUNDLER / "package-lock.json"):
        digest.update(path.name.encode() + b"\0" + sha256_file(path).encode() + b"\n")
    for rel, data in sources.items():
        digest.update(rel.encode() + b"\0" + sha256_bytes(data).encode() + b"\n")
    return digest.hexdigest()[:20]


def cached_bundles(folder: Path, entries: Sequence[str]) -> dict[str, bytes] | None:
    """The bundles of ``entries`` kept in ``folder``, or None when any is missing or is not the bytes its record
    (BUNDLES_RECORD: {entry: sha256}, written with them) names: checked on every build, the cache may have
    been edited."""
    try:
        record = json.loads((folder / BUNDLES_RECORD).read_text(encoding="utf-8"))
        bundles = {rel: (folder / rel).read_bytes() for rel in entries}
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or set(record) != set(entries):
        return None
    if any(sha256_bytes(data) != record[rel] for rel, data in bundles.items()):
        log(f"build: the cached bundles in {folder.name} are not the ones made: bundling again")
        return None
    return bundles


def bundled_entries(plan: Mapping[str, Path], out: Mapping[str, bytes]) -> dict[str, bytes]:
    """BUNDLED_ENTRIES of the plan, each bundled from the JS that static/ serves (tools/bundle.mjs); cached in
    .build-cache/bundles/ by a hash of what they are made of (bundles_key), so a build with no module
    changed runs no esbuild."""
    entries = [rel for rel in BUNDLED_ENTRIES if rel in plan]
    if not entries:
        return {}
    sources = bundle_sources(plan, out)
    folder = base.CACHE / "bundles" / bundles_key(entries, sources)
    cached = cached_bundles(folder, entries)
    if cached is not None:
        log(f"build: bundles {', '.join(entries)} (cached, modules unchanged)")
        return cached
    modules = ensure_bundler()
    log(f"build: bundling {', '.join(entries)} with esbuild")
    evict_old_entries(base.CACHE / "bundles", keep=folder)
    with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
        src, dest = Path(tmp) / "src", Path(tmp) / "out"
        for rel, data in sources.items():
            target = src / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        run(["node", BUNDLE_TOOL, modules, src, dest, *entries], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        bundles = {rel: (dest / rel).read_bytes() for rel in entries}
        record = {rel: sha256_bytes(data) for rel, data in bundles.items()}
        (dest / BUNDLES_RECORD).write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        # Made whole in the temporary folder, then renamed into place: a reader never sees half of it.
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.replace(dest, folder)
        except OSError:  # another build sharing this cache put the same bundles there meanwhile
            pass
    return bundles
