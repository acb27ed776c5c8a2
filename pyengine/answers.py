"""What makes a stored answer trustworthy: the engine's build id and the board's hash.

The engine is deterministic: one board under one engine build always gives the same answer. So
an answer can be computed once (by ``build.py``, the MediaWiki extension, or the reader's own
browser) and shown later without running Python, provided the board and the engine are the ones
it was computed for. Two identities make that check:

* :func:`engine_build` names the engine's code and data: a hash over every module and the card
  index, so any change to what the engine could answer gives a new id. ``build.py`` writes it into
  the wheel (``pyengine/BUILD_ID``) and into ``build-manifest.json``, so that a page knows it
  without starting Python; a source checkout works it out from its files.
* :func:`board_hash` names the board: the sha256 of its canonical JSON (keys sorted, no spaces,
  UTF-8), which the page can compute in JavaScript the same way (``JSON.stringify`` with sorted
  keys).

A stored answer is :func:`stamped`: ``{"format": 1, "engine": …, "board": …, "call": …, "answer": …}``.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

#: The format of a stamped answer.
ANSWER_FORMAT = 1
#: The file in the package that holds the build id of a built wheel.
BUILD_ID_FILE = "BUILD_ID"
#: How many hex digits of the hash make the id (80 bits: no collision between builds in practice).
BUILD_ID_DIGITS = 20


def canonical_json(value: Any) -> str:
    """The one text of a JSON value: keys sorted, no spaces, non-ASCII kept as it is.

    >>> canonical_json({"b": [1, "é"], "a": None})
    '{"a":null,"b":[1,"é"]}'
    """
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def board_hash(board: Any) -> str:
    """The sha256 (hex) of a board's canonical JSON, UTF-8 encoded."""
    return hashlib.sha256(canonical_json(board).encode("utf-8", "surrogatepass")).hexdigest()


def engine_files(package: Path) -> list[Path]:
    """The files whose bytes decide the engine's answers: every module and the card index."""
    files = [p for p in package.rglob("*.py") if "__pycache__" not in p.parts]
    files += [p for p in package.rglob("*.json.gz") if "__pycache__" not in p.parts]
    return sorted(files, key=lambda p: p.relative_to(package).as_posix())


def build_id_of(package: Path) -> str:
    """The build id of the engine's source files in ``package`` (what ``build.py`` writes into the wheel)."""
    digest = hashlib.sha256()
    for path in engine_files(package):
        digest.update(path.relative_to(package).as_posix().encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).hexdigest().encode("ascii") + b"\n")
    return digest.hexdigest()[:BUILD_ID_DIGITS]


@lru_cache(maxsize=1)
def engine_build() -> str:
    """This engine's build id: the one written into its wheel, or else worked out from its source files."""
    package = Path(__file__).resolve().parent
    written = package / BUILD_ID_FILE
    if written.is_file():
        text = written.read_text(encoding="ascii").strip()
        if text:
            return text
    return build_id_of(package)


def stamped(call: str, board: Any, answer: dict[str, Any]) -> dict[str, Any]:
    """An answer with what it is the answer to: the engine build, the board's hash and the call."""
    return {"format": ANSWER_FORMAT, "engine": engine_build(), "board": board_hash(board), "call": call,
            "answer": answer}
