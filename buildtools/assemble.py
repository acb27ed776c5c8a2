"""Assembling static/: the plan (every file of static/ and what it is made from), the files the build
rewrites on the way, and build(), which puts it all together from cached, verified inputs.
"""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import base
from .base import BuildError, human_bytes, log, same_file, write_atomic
from .bundling import bundled_entries
from .compression import STORED_ZIPS, stored_zip, write_precompressed, write_precompressed_manifest
from .contract import ENCODINGS, MANIFEST_NAME, SERVICE_WORKER
from .fetch import PYODIDE_FILES, fetch_pyodide
from .manifest import cache_version, encode_manifest, make_manifest, write_service_worker
from .pages import (INLINE_EXAMPLES_PAGE, INLINE_PUZZLES_PAGE, WIDGET_SHEET_MODULE, examples_index,
                    examples_written_out, page_with_inline_data, page_with_inline_examples, stamp_widget_sheet,
                    with_csp_meta)
from .stored_answers import ANSWERED_PAGES, answer_file, answered, page_with_answers, stored_answer
from .wheels import (BUILD_ID_MODULE, CARD_INDEX, STATIC_CARD_INDEX, engine_and_micropip_wheels, source_build_id,
                     stamp_build_id_module)


def web_files() -> dict[str, Path]:
    """The page files: everything under web/ except dotfiles, by relative path."""
    if not base.WEB.is_dir():
        raise BuildError("web/ is missing")
    return {
        p.relative_to(base.WEB).as_posix(): p
        for p in sorted(base.WEB.rglob("*"))
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(base.WEB).parts)
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
    plan.update({f"puzzles/{p.name}": p for p in sorted((base.ROOT / "puzzles").glob("*.json")) if p.name != "index.json"})
    plan["puzzles/index.json"] = base.ROOT / "puzzles"
    # Each example's and puzzle's stored answer (generated_files): its board checked by this very engine.
    plan.update({answer_file(rel): source for rel, source in list(plan.items()) if answered(rel)})
    if MANIFEST_NAME in plan:
        raise BuildError(f"web/{MANIFEST_NAME} would clash with the generated manifest")
    return plan


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
    return out


def sync_static(plan: dict[str, Path], generated: Mapping[str, bytes] | None = None) -> int:
    """Copy changed files into static/, delete strays; return how many were copied.

    ``generated`` holds the content of the files the build rewrites (instead of
    their source's bytes); the service worker is written afterwards, by build().
    """
    generated = generated or {}
    copied = 0
    for rel, source in plan.items():
        dest = base.STATIC / rel
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
    for path in sorted(base.STATIC.rglob("*"), reverse=True):
        rel = path.relative_to(base.STATIC).as_posix()
        if path.is_file() and rel not in keep:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def build() -> dict[str, Any]:
    """Assemble static/ from cached, verified inputs; return the manifest."""
    started = time.monotonic()
    build_id = source_build_id()
    pyodide_dir = fetch_pyodide()
    engine_wheel, micropip = engine_and_micropip_wheels(pyodide_dir, build_id)
    plan = build_plan(engine_wheel, pyodide_dir, micropip)
    base.STATIC.mkdir(exist_ok=True)
    copied = sync_static(plan, generated_files(plan, build_id))
    version = cache_version(plan)
    copied += write_service_worker(plan, version)
    encodings = write_precompressed(plan)
    manifest = make_manifest(plan, engine_wheel, version, encodings, build_id)
    data = encode_manifest(manifest)
    manifest_path = base.STATIC / MANIFEST_NAME
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
