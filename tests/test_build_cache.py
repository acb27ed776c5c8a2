"""The build's keyed caches in .build-cache: the esbuild bundles (cached by what they are made of, checked on
every build) and the eviction of old entries. Each test works on a temporary cache, never the shared one."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NoReturn

import pytest

from tests.build_module import load_build_module  # build.py loaded once, under one name

build = load_build_module()

ENTRIES = ("widget.js",)


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setattr(build.base, "CACHE", cache)
    return cache


def a_plan(tmp_path: Path) -> dict[str, Path]:
    """A plan of three modules (one of them the widget.js entry) and a page."""
    files = {"widget.js": 'import "./widget/widget.js";\n', "widget/widget.js": "export const a = 1;\n",
             "engine/engine-worker.js": "self.x = 1;\n", "index.html": "<!doctype html>\n"}
    plan = {}
    for rel, text in files.items():
        path = tmp_path / "web" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        plan[rel] = path
    return plan


def test_the_bundles_key_is_what_they_are_made_of(tmp_path: Path) -> None:
    from buildtools import bundling  # noqa: PLC0415 (build.py put buildtools/ on the path)

    plan = a_plan(tmp_path)
    sources = bundling.bundle_sources(plan, {})
    assert sorted(sources) == ["engine/engine-worker.js", "widget.js", "widget/widget.js"]  # modules only
    key = bundling.bundles_key(ENTRIES, sources)
    assert bundling.bundles_key(ENTRIES, bundling.bundle_sources(plan, {})) == key  # the same inputs: the same key
    stamped = bundling.bundle_sources(plan, {"widget/widget.js": b"export const a = 2;\n"})  # as static/ serves it
    assert bundling.bundles_key(ENTRIES, stamped) != key
    assert bundling.bundles_key((*ENTRIES, "widget/widget.js"), sources) != key
    assert bundling.bundles_key(ENTRIES, sources | {"engine/engine-worker.js": b"self.x = 2;\n"}) != key


def test_cached_bundles_are_used_and_checked(tmp_path: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A build whose modules are unchanged takes the bundles from the cache (no esbuild); a cached bundle edited
    since it was made is made again."""
    from buildtools import bundling  # noqa: PLC0415

    plan = a_plan(tmp_path)
    folder = own_cache / "bundles" / bundling.bundles_key(ENTRIES, bundling.bundle_sources(plan, {}))
    folder.mkdir(parents=True)
    bundle = b"const a=1;\n"
    (folder / "widget.js").write_bytes(bundle)
    (folder / bundling.BUNDLES_RECORD).write_text(json.dumps({"widget.js": build.sha256_bytes(bundle)}))

    def no_esbuild(*_: Any) -> NoReturn:
        raise AssertionError("esbuild ran although the bundles are cached")

    monkeypatch.setattr(bundling, "ensure_bundler", no_esbuild)
    monkeypatch.setattr(bundling, "run", no_esbuild)
    assert bundling.bundled_entries(plan, {}) == {"widget.js": bundle}
    (folder / "widget.js").write_bytes(b"const a=2;\n")  # edited in the cache
    assert bundling.cached_bundles(folder, ENTRIES) is None
    with pytest.raises(AssertionError, match="esbuild ran"):
        bundling.bundled_entries(plan, {})


def test_eviction_keeps_the_newest_entries_of_a_pattern(own_cache: Path) -> None:
    """ensure_bundler evicts old bundler-* folders from .build-cache itself, and touches nothing else there."""
    kept = build.base.CACHE_ENTRIES_KEPT
    for number in range(kept + 3):
        folder = own_cache / f"bundler-{number:02}"
        folder.mkdir()
        os.utime(folder, (1_000_000 + number, 1_000_000 + number))
    (own_cache / "engine-wheel").mkdir()
    os.utime(own_cache / "engine-wheel", (0, 0))  # older than them all, but not a bundler
    keep = own_cache / "bundler-00"  # the oldest, but the one in use
    build.base.evict_old_entries(own_cache, keep=keep, pattern="bundler-*")
    left = sorted(p.name for p in own_cache.iterdir())
    assert left == ["bundler-00", *(f"bundler-{n:02}" for n in range(4, kept + 3)), "engine-wheel"]
