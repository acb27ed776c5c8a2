"""Bundling with esbuild (issue 26): each page's module script and every module it imports, in one file,
so that a page's first paint waits for one request. The pinned esbuild is ``npm ci``-ed into
.build-cache once.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from . import base
from .base import evict_old_entries, log, run, sha256_file

#: The module scripts that esbuild bundles (issue 26), each into its own path, with every module it imports
#: (statically, or with import() of a fixed path) in it: a page's first paint waits for one request, not
#: for some 60 over a server's few connections. Every page's module script is one of these but bare.html's
#: (the bare Pyodide page, the benchmarks' yardstick, stays as it is). The modules stay in static/ too.
BUNDLED_ENTRIES = ("playground/boot.js", "play/play.js", "widget.js", "widget/embed.js", "widget/demo-page.js")
BUNDLER = base.ROOT / "tools" / "bundler"  # package.json and package-lock.json: esbuild, pinned with its integrity


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


def bundled_entries(plan: Mapping[str, Path], out: Mapping[str, bytes]) -> dict[str, bytes]:
    """BUNDLED_ENTRIES of the plan, each bundled from the JS that static/ serves (tools/bundle.mjs)."""
    entries = [rel for rel in BUNDLED_ENTRIES if rel in plan]
    if not entries:
        return {}
    modules = ensure_bundler()
    with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
        src, dest = Path(tmp) / "src", Path(tmp) / "out"
        for rel, source in plan.items():
            if rel.endswith((".js", ".mjs")) and not rel.startswith("pyodide/"):
                target = src / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(out[rel] if rel in out else source.read_bytes())
        run(["node", base.ROOT / "tools" / "bundle.mjs", modules, src, dest, *entries], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL)
        return {rel: (dest / rel).read_bytes() for rel in entries}
