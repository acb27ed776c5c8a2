"""Compression on the wire.

Hosts send a file's precompressed sibling (".br", else ".gz") with Content-Encoding when the browser
accepts it (build.py serve does; README.md "Hosting" says how elsewhere). The browser decodes it before
anyone sees it, so the files, their sha256 in the manifest and the service worker's checks are
unchanged. Zip files (the standard library, the wheels) are served with their members stored, not
deflated: compressed as one stream, with a window across members, they shrink by a third more
(python_stdlib.zip: 2.5 MB deflated, 1.6 MB as stored + brotli), and Python reads stored members
without inflating them.
"""

from __future__ import annotations

import gzip
import os
import subprocess
import tempfile
import zipfile
from collections.abc import Iterable, Mapping
from pathlib import Path

from . import base
from .base import BuildError, log, rewritten_zip, run, same_file, sha256_bytes, write_atomic
from .contract import ENCODINGS, MANIFEST_NAME

#: Files worth a compressed sibling: these types, at least this big, and saving at least a tenth.
COMPRESSIBLE = (".wasm", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".webmanifest", ".zip", ".whl", ".txt")
COMPRESS_MIN_BYTES = 1024
COMPRESS_MAX_RATIO = 0.9
BROTLI_TOOL = base.ROOT / "tools" / "brotli_compress.mjs"

#: The zip files the page loads, repacked with stored members (same members, same bytes).
STORED_ZIPS = ("python_stdlib.zip",)


def stored_zip(source: Path) -> Path:
    """``source`` (a zip or wheel) with every member stored uncompressed; cached by content.

    Names, order, timestamps, attributes and bytes of the members stay; only the compression
    method changes, so a wheel is the same wheel (RECORD hashes the members, not the archive).
    """
    def copy(original: zipfile.ZipFile, out: zipfile.ZipFile) -> None:
        for info in original.infolist():
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.external_attr, member.create_system = info.external_attr, info.create_system
            out.writestr(member, original.read(info), compress_type=zipfile.ZIP_STORED)

    output = rewritten_zip(source, "stored-zips", zipfile.ZIP_STORED, copy)
    if not same_members(source, output):  # checked on every build: the cached copy may have been edited
        log(f"build: the cached stored copy of {source.name} differs from it: making it again")
        output.unlink()
        output = rewritten_zip(source, "stored-zips", zipfile.ZIP_STORED, copy)
        if not same_members(source, output):
            raise BuildError(f"the stored copy of {source.name} does not hold its members")
    return output


def same_members(source: Path, copy: Path) -> bool:
    """Whether two zip files hold the same members, names and bytes, in the same order."""
    try:
        with zipfile.ZipFile(source) as a, zipfile.ZipFile(copy) as b:
            names = a.namelist()
            return names == b.namelist() and all(a.read(n) == b.read(n) for n in names)
    except (zipfile.BadZipFile, OSError, KeyError, ValueError):
        return False


def worth_compressing(rel: str, size: int) -> bool:
    """Whether a static/ file gets precompressed siblings (by type and size)."""
    return rel.endswith(COMPRESSIBLE) and size >= COMPRESS_MIN_BYTES


def compressed_copies(data_by_sha: Mapping[str, bytes]) -> dict[str, dict[str, Path]]:
    """{sha256: {suffix: cached compressed file}} for each content; compresses what is not cached.

    gzip (level 9, no timestamp: reproducible) in Python; brotli (quality 11) with Node's zlib,
    all missing ones in one run of tools/brotli_compress.mjs. Cached in .build-cache/compressed/
    by the content's sha256; entries no longer asked for are deleted.
    """
    folder = base.CACHE / "compressed"
    folder.mkdir(parents=True, exist_ok=True)
    out = {sha: {suffix: folder / f"{sha}{suffix}" for _, suffix in ENCODINGS} for sha in data_by_sha}
    # Cached siblings are checked on every build: each must decode to the content it is named after
    # (one that does not, edited or cut short, is deleted and made again).
    for path in undecodable_siblings({out[sha][suffix]: sha for sha in data_by_sha for suffix in (".gz", ".br")}):
        log(f"build: {path.name} in {folder.relative_to(base.ROOT) if folder.is_relative_to(base.ROOT) else folder} does not "
            "decode to its content: compressing it again")
        path.unlink()
    for sha, data in data_by_sha.items():
        if not out[sha][".gz"].exists():
            write_atomic(out[sha][".gz"], gzip.compress(data, compresslevel=9, mtime=0))
    missing = {sha: data for sha, data in data_by_sha.items() if not out[sha][".br"].exists()}
    if missing:
        log(f"build: brotli-compressing {len(missing)} files with Node (the runtime takes a minute, once)")
        with tempfile.TemporaryDirectory(dir=base.CACHE) as tmp:
            for sha, data in missing.items():
                (Path(tmp) / f"{sha}.in").write_bytes(data)
            run(["node", BROTLI_TOOL, tmp], stdin=subprocess.DEVNULL)
            for sha in missing:
                os.replace(Path(tmp) / f"{sha}.br", out[sha][".br"])
    used = {path.name for paths in out.values() for path in paths.values()}
    for stale in folder.iterdir():
        if stale.name not in used:
            stale.unlink()
    return out


# Decodes each brotli file named on stdin (one path a line) and prints the sha256 of what it decodes
# to ("-" when it does not decode), one a line.
BROTLI_CHECK = (
    "const z=require('zlib'),f=require('fs'),c=require('crypto');"
    "const paths=f.readFileSync(0,'utf8').split('\\n').filter(Boolean);"
    "for(const p of paths){let d='-';try{d=c.createHash('sha256').update(z.brotliDecompressSync(f.readFileSync(p))).digest('hex')}catch{}"
    "process.stdout.write(d+'\\n')}"
)


def undecodable_siblings(expected: Mapping[Path, str]) -> list[Path]:
    """The existing compressed files among ``expected`` ({path: sha256 of its content}) that do not
    decode to that content: .gz by Python's gzip, .br by Node's zlib (all in one run)."""
    bad = []
    brotli = []
    for path, sha in expected.items():
        if not path.exists():
            continue
        if path.suffix == ".br":
            brotli.append(path)
            continue
        try:
            ok = sha256_bytes(gzip.decompress(path.read_bytes())) == sha
        except (OSError, EOFError, gzip.BadGzipFile):
            ok = False
        if not ok:
            bad.append(path)
    if brotli:
        found = subprocess.run(["node", "-e", BROTLI_CHECK], input="\n".join(map(str, brotli)), capture_output=True,
                               text=True, check=True).stdout.split()
        bad += [path for path, digest in zip(brotli, found, strict=True) if digest != expected[path]]
    return bad


def write_precompressed(rels: Iterable[str]) -> dict[str, dict[str, int]]:
    """Write the .br/.gz siblings of static/ files worth it; return {rel: {encoding: size}}.

    A sibling that saves less than a tenth is not written (the browser would gain nothing), and
    stale siblings are deleted, so static/ holds exactly the siblings of the current files.
    """
    contents = {rel: (base.STATIC / rel).read_bytes() for rel in rels}
    candidates = {rel: data for rel, data in contents.items() if worth_compressing(rel, len(data))}
    by_sha = {sha256_bytes(data): data for data in candidates.values()}
    copies = compressed_copies(by_sha)
    encodings: dict[str, dict[str, int]] = {}
    for rel, data in contents.items():
        cached = copies.get(sha256_bytes(data)) if rel in candidates else None
        for coding, suffix in ENCODINGS:
            dest = base.STATIC / (rel + suffix)
            size = cached[suffix].stat().st_size if cached else 0
            if cached and size <= COMPRESS_MAX_RATIO * len(data):
                if not same_file(cached[suffix], dest):
                    write_atomic(dest, cached[suffix].read_bytes())
                source_mtime = (base.STATIC / rel).stat().st_mtime_ns
                if dest.stat().st_mtime_ns < source_mtime:  # serve sends a sibling only if not older than its file
                    os.utime(dest, ns=(source_mtime, source_mtime))
                encodings.setdefault(rel, {})[coding] = size
            elif dest.exists():
                dest.unlink()
    return encodings


def write_precompressed_manifest() -> None:
    """The manifest's own gzip sibling (written last: the manifest lists the others' sizes, not its
    own; small, and new with every build, so gzip in Python rather than a run of Node for brotli)."""
    data = (base.STATIC / MANIFEST_NAME).read_bytes()
    encoded = gzip.compress(data, compresslevel=9, mtime=0)
    dest = base.STATIC / (MANIFEST_NAME + ".gz")
    if not dest.is_file() or dest.read_bytes() != encoded:
        write_atomic(dest, encoded)
    (base.STATIC / (MANIFEST_NAME + ".br")).unlink(missing_ok=True)


def wire_bytes(sizes: Mapping[str, int], encodings: Mapping[str, Mapping[str, int]], coding: str) -> int:
    """What files of these sizes cost on the wire when served with ``coding`` where there is a sibling."""
    return sum(encodings.get(rel, {}).get(coding, size) for rel, size in sizes.items())
