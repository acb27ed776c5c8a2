"""The MediaWiki extension: build static/, then write mediawiki/CombatLab with its static/ folder into a
wiki's extensions/ folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from . import base
from .assemble import build
from .base import log, same_file, write_atomic

MEDIAWIKI_EXTENSION = base.ROOT / "mediawiki" / "CombatLab"


def sync_tree(files: Mapping[str, Path], dest: Path) -> int:
    """Make dest hold exactly these files (relative path -> source); return how many were copied."""
    copied = 0
    for rel, source in files.items():
        target = dest / rel
        if target.resolve() != source.resolve() and not same_file(source, target):
            write_atomic(target, source.read_bytes())
            copied += 1
    for path in sorted(dest.rglob("*"), reverse=True):
        rel = path.relative_to(dest).as_posix()
        if path.is_file() and rel not in files:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return copied


def package_mediawiki(into: Path) -> Path:
    """Build static/, then write the CombatLab extension into ``into/CombatLab``: its PHP,
    messages and extension.json, and static/ as its static/ folder, the default
    $wgCombatLabUrl ($wgExtensionAssetsPath/CombatLab/static/) and the engine its
    $wgCombatLabPython runs. Into ``mediawiki/`` (the default) it fills in
    mediawiki/CombatLab/static/ next to the sources. Run again to update; returns the folder.
    """
    build()
    dest = into / MEDIAWIKI_EXTENSION.name
    sources = {p.relative_to(MEDIAWIKI_EXTENSION).as_posix(): p for p in MEDIAWIKI_EXTENSION.rglob("*")
               if p.is_file() and "static" not in p.relative_to(MEDIAWIKI_EXTENSION).parts[:1]}
    built = {f"static/{p.relative_to(base.STATIC).as_posix()}": p for p in base.STATIC.rglob("*") if p.is_file()}
    copied = sync_tree(sources | built, dest)
    log(f"mediawiki: extension ready in {dest} ({len(sources)} extension files, {len(built)} built files, "
        f"{copied} updated); in LocalSettings.php: wfLoadExtension( 'CombatLab' );")
    return dest
