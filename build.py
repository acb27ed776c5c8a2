#!/usr/bin/env python3
"""Build, serve and test Combat Lab (standard library only, Python >= 3.11).

Subcommands::

    python3 build.py            # = build: assemble static/ (engine wheel + Pyodide + page)
    python3 build.py serve [--port N]   # build if needed, serve static/ on 127.0.0.1
    python3 build.py test [pytest args] # set up .venv, Chromium, MediaWiki + PHP; build; run pytest
    python3 build.py mediawiki [--into DIR]  # build; write the MediaWiki extension into DIR/CombatLab
    python3 build.py cards      # regenerate pyengine/cards/index.json.gz from the pinned card corpus

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

The work is done by the modules of ``buildtools/`` (its docstring lists them, in layers). This file is
the command line, and it re-exports the names that tests/, bench/ and tools/ use as ``build.X``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).absolute().parent
if str(ROOT) not in sys.path:  # loaded by its path (the tests, bench/): buildtools/ and pyengine/ sit beside it
    sys.path.insert(0, str(ROOT))

# The names other code uses as build.X (tests/, bench/, tools/), and what the command line runs.
from buildtools import base  # noqa: E402 (after the path above)
from buildtools.assemble import build  # noqa: E402
from buildtools.base import CACHE, STATIC, WEB, BuildError, sha256_bytes, sha256_file, pinned_mismatches  # noqa: E402
from buildtools.bundling import BUNDLED_ENTRIES  # noqa: E402
from buildtools.compression import COMPRESS_MAX_RATIO, compressed_copies, same_members, stored_zip  # noqa: E402
from buildtools.contract import CSP, CSP_META, ENCODINGS, MANIFEST_NAME, SERVICE_WORKER  # noqa: E402
from buildtools.fetch import (  # noqa: E402
    AXE_CORE_SHA256, AXE_CORE_VERSION, MICROPIP_SHA256, MICROPIP_WHEEL, PYODIDE_FILE_SHA256, PYODIDE_FILES,
    PYODIDE_VERSION, fetch_axe_core, fetch_pyodide,
)
from buildtools.manifest import files_sha256, stamp_service_worker  # noqa: E402
from buildtools.mediawiki import MEDIAWIKI_EXTENSION, package_mediawiki  # noqa: E402
from buildtools.pages import examples_index, examples_written_out, with_csp_meta  # noqa: E402
from buildtools.provision import PIP_HASHED, requirement_entries, requirement_pin  # noqa: E402
from buildtools.serving import StaticHandler, serve, start_server_thread  # noqa: E402
from buildtools.stored_answers import BOARD_SCRIPT, COMBAT_LAB_TAG, TAG_ATTRIBUTE, answer_file, page_with_answers  # noqa: E402
from buildtools.testing import run_tests  # noqa: E402
from buildtools.wheels import (  # noqa: E402
    BUILD_ID_MEMBER, BUILD_ID_MODULE, CARD_INDEX, CARD_INDEX_MEMBER, STATIC_CARD_INDEX, build_engine_wheel,
    engine_wheel_problems, source_build_id, stamp_build_id_module, with_build_id, without_card_index,
)

__all__ = [
    "AXE_CORE_SHA256", "AXE_CORE_VERSION", "BOARD_SCRIPT", "BUILD_ID_MEMBER", "BUILD_ID_MODULE", "BUNDLED_ENTRIES",
    "CACHE", "CARD_INDEX", "CARD_INDEX_MEMBER", "COMBAT_LAB_TAG", "COMPRESS_MAX_RATIO", "CSP", "CSP_META",
    "ENCODINGS", "MANIFEST_NAME", "MEDIAWIKI_EXTENSION", "MICROPIP_SHA256", "MICROPIP_WHEEL", "PIP_HASHED",
    "PYODIDE_FILES", "PYODIDE_FILE_SHA256", "PYODIDE_VERSION", "ROOT", "SERVICE_WORKER", "STATIC",
    "STATIC_CARD_INDEX", "TAG_ATTRIBUTE", "WEB", "BuildError", "StaticHandler", "answer_file", "base", "build",
    "build_engine_wheel", "compressed_copies", "engine_wheel_problems", "examples_index", "examples_written_out",
    "fetch_axe_core", "fetch_pyodide", "files_sha256", "main", "package_mediawiki", "page_with_answers",
    "parse_args", "pinned_mismatches", "requirement_entries", "requirement_pin", "same_members", "serve",
    "sha256_bytes", "sha256_file", "source_build_id", "stamp_build_id_module", "stamp_service_worker",
    "start_server_thread", "stored_zip", "with_build_id", "with_csp_meta", "without_card_index",
]


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
            return run_tests(rest)
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
