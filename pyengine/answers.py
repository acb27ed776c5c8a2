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

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

# hashlib and importlib.resources are imported where they are used: the browser compiles every
# standard module it imports from source, and the first answer needs neither (pyengine/preload.py).

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
    import hashlib  # noqa: PLC0415

    return hashlib.sha256(canonical_json(board).encode("utf-8", "surrogatepass")).hexdigest()


def engine_files(package: Path) -> list[Path]:
    """The files whose bytes decide the engine's answers: every module and the card index."""
    return [Path(str(entry)) for _, entry in _engine_entries(package)]


def _engine_entries(package: Traversable) -> list[tuple[str, Traversable]]:
    """Every module and card index of ``package`` (a folder, or a wheel's folder read through its importer)
    by its path inside the package, in that path's order."""
    found: list[tuple[str, Traversable]] = []
    folders: list[tuple[str, Traversable]] = [("", package)]
    while folders:
        prefix, folder = folders.pop()
        for entry in folder.iterdir():
            name = prefix + entry.name
            if entry.is_dir():
                if entry.name != "__pycache__":
                    folders.append((name + "/", entry))
            elif name.endswith((".py", ".json.gz")):
                found.append((name, entry))
    return sorted(found)


def build_id_of(package: Path | Traversable) -> str:
    """The build id of the engine's source files in ``package`` (what ``build.py`` writes into the wheel)."""
    import hashlib  # noqa: PLC0415

    digest = hashlib.sha256()
    for name, entry in _engine_entries(package):
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(entry.read_bytes()).hexdigest().encode("ascii") + b"\n")
    return digest.hexdigest()[:BUILD_ID_DIGITS]


@lru_cache(maxsize=1)
def engine_build() -> str:
    """This engine's build id: the one written into its wheel, or else worked out from its files.

    The package is read through its importer, so that an engine imported from a wheel on ``PYTHONPATH``
    (a zip, as the MediaWiki extension runs it) names its own files, not an empty folder.
    """
    from importlib import resources  # noqa: PLC0415

    package = resources.files(__package__ or "pyengine")
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
