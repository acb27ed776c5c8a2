"""The build's ground floor: the project's folders, how the build reports and runs commands, and the
small file, hash and cache helpers every step uses (standard library only).

The other modules read the folders as ``CACHE``, ``base.STATIC``, ... when they run, never copied
with ``from .base import CACHE``, so that a test can point the whole build at a temporary cache
(``monkeypatch.setattr(build.base, "CACHE", tmp)``).
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import zipfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).absolute().parent.parent
CACHE = ROOT / ".build-cache"
STATIC = ROOT / "static"
WEB = ROOT / "web"


class BuildError(Exception):
    """A build step failed in a way the user can act on."""


def log(message: str) -> None:
    """Print one progress line, flushed at once (CI reads it live)."""
    print(message, flush=True)


def run(cmd: Sequence[str | Path], **kwargs: Any) -> None:
    """Run a command, echoing it first; raise BuildError when it fails."""
    log("  $ " + " ".join(str(c) for c in cmd))
    try:
        subprocess.run([str(c) for c in cmd], check=True, **kwargs)
    except FileNotFoundError as exc:
        raise BuildError(f"command not found: {cmd[0]}") from exc
    except subprocess.CalledProcessError as exc:
        raise BuildError(f"command failed with exit code {exc.returncode}: {cmd[0]}") from exc


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of a byte string."""
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's content."""
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def npm_integrity(path: Path) -> str:
    """The file's sha512 in npm's Subresource-Integrity form (``sha512-<base64>``)."""
    with path.open("rb") as handle:
        digest = hashlib.file_digest(handle, "sha512").digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def human_bytes(size: int) -> str:
    """A byte count for people: ``12,345,678 bytes (11.8 MiB)``."""
    return f"{size:,} bytes ({size / 2**20:.1f} MiB)"


def write_atomic(dest: Path, data: bytes) -> None:
    """Write a file through a temporary name, so a reader never sees half of it."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, dest)


def same_file(source: Path, dest: Path) -> bool:
    """True when dest already holds source's bytes (size first, then content)."""
    if not dest.is_file() or dest.stat().st_size != source.stat().st_size:
        return False
    return dest.read_bytes() == source.read_bytes()


def pinned_mismatches(folder: Path, pins: Mapping[str, str]) -> list[str]:
    """The files of ``folder`` named in ``pins`` ({name: sha256}) that are missing or differ."""
    return [name for name, digest in pins.items() if not (folder / name).is_file() or sha256_file(folder / name) != digest]


def rewritten_zip(source: Path, folder: str, compression: int,
                  copy: Callable[[zipfile.ZipFile, zipfile.ZipFile], None]) -> Path:
    """``source`` rewritten by ``copy`` (original, new archive) into ``.build-cache/<folder>/``, cached by the
    source's content: made once, atomically (a temporary name, then a rename)."""
    outdir = CACHE / folder / sha256_file(source)[:20]
    output = outdir / source.name
    if output.exists():
        return output
    outdir.mkdir(parents=True, exist_ok=True)
    tmp = outdir / f".{source.name}.tmp"
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(tmp, "w", compression) as out:
        copy(original, out)
    os.replace(tmp, output)
    return output


#: How many entries a keyed cache folder (engine-wheel/, pyodide-bytecode/, bundles/, the bundler-* folders)
#: keeps: the newest, so that builds of several checkouts sharing one .build-cache (git worktrees) don't evict
#: each other's.
CACHE_ENTRIES_KEPT = 12


def evict_old_entries(parent: Path, keep: Path, pattern: str = "*") -> None:
    """Delete all but the newest :data:`CACHE_ENTRIES_KEPT` entries of a keyed cache folder (never ``keep``):
    the entries of ``parent`` whose names match ``pattern`` (all of them by default)."""
    if not parent.is_dir():
        return
    def age(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except FileNotFoundError:  # another build evicted it meanwhile
            return 0.0

    entries = sorted((p for p in parent.glob(pattern) if p != keep), key=age, reverse=True)
    for old in entries[CACHE_ENTRIES_KEPT - 1:]:
        shutil.rmtree(old, ignore_errors=True)
