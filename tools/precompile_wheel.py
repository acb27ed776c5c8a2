"""Add bytecode for Pyodide's Python to pure-Python wheels (run inside Pyodide).

    node tools/pyodide_precompile.mjs PYODIDE_DIR OUT_DIR WHEEL [WHEEL ...]

The page installs its wheels with micropip, and Python then compiles every
module it imports from source: in WebAssembly that is a fifth of a second of
the start-up. Pyodide's own packages ship compiled for that reason. This adds,
for each ``.py`` file of a wheel, ``__pycache__/NAME.cpython-3XX.pyc`` as
compiled by this very interpreter (hash-based and unchecked, PEP 552, so the
extraction time of the files does not matter), and lists the new files in
``RECORD``. Every original member stays byte for byte, so the wheel is still
the same pure-Python ``py3-none-any`` wheel for any other Python, which never
reads another version's cache files.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import os
import py_compile
import sys
import tempfile
import zipfile

#: The date of every added member (zip's earliest), so the output is reproducible.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (PEP 376 / the wheel spec): path, urlsafe base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compiled(name: str, source: bytes) -> bytes:
    """The unchecked hash-based .pyc of one module, compiled by this interpreter."""
    with tempfile.TemporaryDirectory() as tmp:
        source_path = os.path.join(tmp, "module.py")
        with open(source_path, "wb") as handle:
            handle.write(source)
        cfile = os.path.join(tmp, "module.pyc")
        py_compile.compile(source_path, cfile=cfile, dfile=name, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        with open(cfile, "rb") as handle:
            return handle.read()


def precompile(source_wheel: str, output_wheel: str) -> int:
    """Write ``output_wheel``: ``source_wheel`` plus bytecode; return how many modules were compiled."""
    with zipfile.ZipFile(source_wheel) as wheel:
        members = [(info, wheel.read(info)) for info in wheel.infolist()]
    records = [info.filename for info, _ in members if info.filename.endswith(".dist-info/RECORD")]
    if len(records) != 1:
        raise SystemExit(f"{source_wheel}: expected one .dist-info/RECORD, found {len(records)}")
    added = [(importlib.util.cache_from_source(info.filename), compiled(info.filename, data))
             for info, data in members if info.filename.endswith(".py")]
    with zipfile.ZipFile(output_wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for info, data in members:
            if info.filename == records[0]:
                rows = data.decode("utf-8").splitlines()
                rows[-1:-1] = [record_line(name, pyc) for name, pyc in added]  # RECORD's own row stays last
                data = ("\n".join(rows) + "\n").encode("utf-8")
            out.writestr(info, data)
        for name, pyc in added:
            out.writestr(zipfile.ZipInfo(name, ZIP_EPOCH), pyc, zipfile.ZIP_DEFLATED)
    return len(added)


def main(argv: list[str]) -> None:
    out_dir, wheels = argv[0], argv[1:]
    for wheel in wheels:
        count = precompile(wheel, os.path.join(out_dir, os.path.basename(wheel)))
        print(f"{os.path.basename(wheel)}: {count} modules compiled by Python {sys.version.split()[0]}")


if __name__ == "__main__":
    main(sys.argv[1:])
