"""The identities of a stored answer: the engine's build id and the board's hash (pyengine/answers.py)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from pyengine import answers

PACKAGE = Path(answers.__file__).resolve().parent


def test_board_hash_ignores_key_order_and_spacing() -> None:
    one = {"format": 1, "players": [{"id": "a", "life": 20}], "name": "Éowyn"}
    two = {"name": "Éowyn", "players": [{"life": 20, "id": "a"}], "format": 1}
    assert answers.board_hash(one) == answers.board_hash(two)
    text = '{"format":1,"name":"Éowyn","players":[{"id":"a","life":20}]}'
    assert answers.board_hash(one) == hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_board_hash_changes_with_any_value() -> None:
    assert answers.board_hash({"life": 20}) != answers.board_hash({"life": 21})
    assert answers.board_hash([1, 2]) != answers.board_hash([2, 1])


def test_build_id_follows_every_engine_file(tmp_path: Path) -> None:
    copy = tmp_path / "pyengine"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", answers.BUILD_ID_FILE))
    before = answers.build_id_of(copy)
    assert before == answers.build_id_of(copy)
    assert len(before) == answers.BUILD_ID_DIGITS
    (copy / "rulesets" / "base.py").write_text((copy / "rulesets" / "base.py").read_text() + "\n# x\n")
    assert answers.build_id_of(copy) != before
    (copy / "rulesets" / "base.py").write_text((PACKAGE / "rulesets" / "base.py").read_text())
    assert answers.build_id_of(copy) == before
    with open(copy / "cards" / "index.json.gz", "ab") as index:
        index.write(b"\0")
    assert answers.build_id_of(copy) != before


def test_stamped_names_engine_board_and_call() -> None:
    board = {"format": 1}
    stamp = answers.stamped("resolve", board, {"ok": True})
    assert stamp == {"format": 1, "engine": answers.engine_build(), "board": answers.board_hash(board),
                     "call": "resolve", "answer": {"ok": True}}


def _zipped_engine(tmp_path: Path, build_id: str | None) -> Path:
    """The package as a wheel holds it: a zip of its files (no bytecode), with a BUILD_ID or without."""
    wheel = tmp_path / "pyengine-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path in sorted(PACKAGE.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.name != answers.BUILD_ID_FILE:
                archive.write(path, f"pyengine/{path.relative_to(PACKAGE).as_posix()}")
        if build_id is not None:
            archive.writestr(f"pyengine/{answers.BUILD_ID_FILE}", build_id + "\n")
    return wheel


def _build_id_from(wheel: Path) -> str:
    done = subprocess.run([sys.executable, "-P", "-c", "import pyengine, pyengine.answers as a; "
                           "print(pyengine.__file__); print(a.engine_build())"],
                          env=dict(os.environ, PYTHONPATH=str(wheel)), cwd=wheel.parent,
                          capture_output=True, text=True, check=True)
    where, build_id = done.stdout.split()
    assert where.startswith(str(wheel))  # imported from the zip, not from a checkout
    return build_id


def test_an_engine_imported_from_a_wheel_names_its_own_files(tmp_path: Path) -> None:
    """A wheel on PYTHONPATH is a zip: the build id is read through the importer, never of an empty folder."""
    assert _build_id_from(_zipped_engine(tmp_path, None)) == answers.build_id_of(PACKAGE)
    empty = hashlib.sha256().hexdigest()[:answers.BUILD_ID_DIGITS]
    assert answers.build_id_of(PACKAGE) != empty


def test_an_engine_imported_from_a_wheel_reads_its_build_id_file(tmp_path: Path) -> None:
    assert _build_id_from(_zipped_engine(tmp_path, "0123456789abcdef0123")) == "0123456789abcdef0123"
