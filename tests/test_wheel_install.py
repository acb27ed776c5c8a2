"""web/engine/wheel-install.js reads a stored zip as Python's zipfile writes it, and refuses the rest.

The page's cold start writes the engine wheel's members into Pyodide's site-packages with it
(instead of Pyodide's package loader); checked here under Node against zipfile, member by member."""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
MODULE = ROOT / "web" / "engine" / "wheel-install.js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")

# Reads a zip from stdin; prints [[name, sha256], ...] or {"error": message}.
READ = r"""
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
const { storedZipMembers } = await import(pathToFileURL(process.argv[2]).href);
try {
  const members = storedZipMembers(new Uint8Array(readFileSync(0)));
  console.log(JSON.stringify(members.map(({ name, data }) => [name, createHash("sha256").update(data).digest("hex")])));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
}
"""


def read_in_node(archive: bytes, tmp_path: Path) -> object:
    assert NODE is not None
    script = tmp_path / "read.mjs"
    script.write_text(READ, encoding="utf-8")
    run = subprocess.run([NODE, str(script), str(MODULE)], input=archive, capture_output=True, timeout=60, check=True)
    return json.loads(run.stdout)


def zip_of(members: dict[str, bytes], compression: int = zipfile.ZIP_STORED, comment: bytes = b"") -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
        archive.comment = comment
    return buffer.getvalue()


def test_every_file_of_a_stored_zip_in_order(tmp_path: Path) -> None:
    members = {"pkg/__init__.py": b"", "pkg/__pycache__/m.cpython-314.pyc": bytes(range(256)) * 40,
               "pkg/d\u00e9j\u00e0.py": "x = '\u2603'\n".encode(), "pkg-0.1.dist-info/RECORD": b"a,b,c\n"}
    expected = [[name, hashlib.sha256(data).hexdigest()] for name, data in members.items()]
    assert read_in_node(zip_of(members), tmp_path) == expected
    # an archive comment after the end record does not hide it
    assert read_in_node(zip_of(members, comment=b"built by Combat Lab"), tmp_path) == expected


def test_the_built_engine_wheel_reads_as_zipfile_reads_it(tmp_path: Path) -> None:
    manifest = ROOT / "static" / "build-manifest.json"
    if not manifest.exists():
        pytest.skip("static/ is not built (python3 build.py)")
    wheel = (ROOT / "static" / json.loads(manifest.read_text(encoding="utf-8"))["engine_wheel"]).read_bytes()
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        expected = [[info.filename, hashlib.sha256(archive.read(info)).hexdigest()]
                    for info in archive.infolist() if not info.is_dir()]
    assert read_in_node(wheel, tmp_path) == expected


@pytest.mark.parametrize(("archive", "refusal"), [
    (zip_of({"pkg/m.py": b"x = 1\n" * 100}, zipfile.ZIP_DEFLATED), "is compressed"),
    (zip_of({"../evil.py": b""}), "not a relative path"),
    (zip_of({"/etc/evil.py": b""}), "not a relative path"),
    (zip_of({"pkg/./m.py": b""}), "not a relative path"),
    (b"PK\x03\x04 not really a zip", "not a zip archive"),
    (zip_of({"pkg/m.py": b"x" * 1000})[:-200], "not a zip archive"),
])
def test_what_is_not_a_stored_zip_is_refused(archive: bytes, refusal: str, tmp_path: Path) -> None:
    answer = read_in_node(archive, tmp_path)
    assert isinstance(answer, dict) and refusal in answer["error"], answer
