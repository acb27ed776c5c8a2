"""Fast checks of the build output in static/ (no browser)."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import re
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).absolute().parents[1]


def load_build_module() -> ModuleType:
    """Import the repository's build.py (a script, not a package)."""
    if "combatlab_build" in sys.modules:
        return sys.modules["combatlab_build"]
    spec = importlib.util.spec_from_file_location("combatlab_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["combatlab_build"] = module
    spec.loader.exec_module(module)
    return module


build = load_build_module()
STATIC: Path = build.STATIC


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    """The build manifest, building static/ first when it is missing."""
    path = STATIC / build.MANIFEST_NAME
    if not path.exists():
        build.build()
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def static_files() -> set[str]:
    """Every file in static/ except the manifest, relative to static/."""
    return {
        p.relative_to(STATIC).as_posix()
        for p in STATIC.rglob("*")
        if p.is_file() and p.name != build.MANIFEST_NAME
    }


def test_manifest_lists_every_file_with_size_and_sha256(manifest: dict[str, Any]) -> None:
    assert set(manifest["files"]) == static_files()
    for rel, entry in manifest["files"].items():
        data = (STATIC / rel).read_bytes()
        assert entry["size"] == len(data), rel
        assert entry["sha256"] == hashlib.sha256(data).hexdigest(), rel
    expected = hashlib.sha256(json.dumps(manifest["files"], sort_keys=True).encode()).hexdigest()
    assert manifest["build_hash"] == expected


def test_manifest_names_the_wheels_and_first_visit(manifest: dict[str, Any]) -> None:
    assert manifest["engine_wheel"] in manifest["files"]
    assert manifest["micropip_wheel"] in manifest["files"]
    assert manifest["pyodide_version"] == build.PYODIDE_VERSION
    first = set(manifest["first_visit"]) - {build.MANIFEST_NAME}
    assert first <= set(manifest["files"])
    manifest_size = (STATIC / build.MANIFEST_NAME).stat().st_size
    assert manifest["first_visit_bytes"] == manifest_size + sum(
        manifest["files"][rel]["size"] for rel in first
    )


def test_static_holds_only_the_runtime_files_the_page_needs(manifest: dict[str, Any]) -> None:
    pyodide = {rel for rel in manifest["files"] if rel.startswith("pyodide/")}
    assert pyodide == {f"pyodide/{name}" for name in build.PYODIDE_FILES}
    web = {p.relative_to(build.WEB).as_posix() for p in build.WEB.rglob("*") if p.is_file()}
    assert web <= set(manifest["files"])


def wheel_members(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def pyc_for(module: str) -> str:
    """Where CPython 3.14 (Pyodide's Python) caches a module's bytecode (PEP 3147)."""
    folder, _, file = module.rpartition("/")
    return f"{folder}/__pycache__/{file[:-3]}.cpython-314.pyc".lstrip("/")


def check_is_the_wheel_plus_bytecode(served: Path, original: Path) -> None:
    """The wheel static/ serves is ``original`` byte for byte, plus a .pyc for Pyodide's Python (3.14)
    next to each module (hash-based and unchecked: PEP 552 flags 0b01), every file listed in RECORD
    with its true hash and size. (tests/test_pyodide_node.py checks that Pyodide loads them.)"""
    ours, theirs = wheel_members(served), wheel_members(original)
    record = next(name for name in theirs if name.endswith(".dist-info/RECORD"))
    added = {pyc_for(name) for name in theirs if name.endswith(".py")}
    assert added and set(ours) == set(theirs) | added
    assert all(ours[name] == data for name, data in theirs.items() if name != record)
    assert all(ours[name][4:8] == (0b01).to_bytes(4, "little") for name in added)
    rows = [row.split(",") for row in ours[record].decode().splitlines()]
    assert set(theirs[record].decode().splitlines()) <= {",".join(row) for row in rows}
    assert {row[0] for row in rows} == set(ours)
    for name, hash_, size in rows:
        if name != record:
            digest = base64.urlsafe_b64encode(hashlib.sha256(ours[name]).digest()).rstrip(b"=").decode()
            assert (hash_, size) == (f"sha256={digest}", str(len(ours[name]))), name


def test_micropip_wheel_is_the_pinned_one_plus_bytecode(manifest: dict[str, Any]) -> None:
    pinned = build.CACHE / build.MICROPIP_WHEEL  # verified against the pin by every build
    assert build.sha256_file(pinned) == build.MICROPIP_SHA256
    check_is_the_wheel_plus_bytecode(STATIC / manifest["micropip_wheel"], pinned)


def test_engine_wheel_is_flits_wheel_plus_bytecode(manifest: dict[str, Any]) -> None:
    check_is_the_wheel_plus_bytecode(STATIC / manifest["engine_wheel"], build.build_engine_wheel())


def strip_comments(text: str, suffix: str) -> str:
    """Remove comments from JS/CSS (/* */ and //) or HTML (<!-- -->) text."""
    if suffix == ".html":
        return re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(?m)(^|\s)//.*$", r"\1", text)


def test_our_pages_have_no_absolute_urls() -> None:
    offenders = []
    for path in sorted(build.WEB.rglob("*")):
        if path.suffix in {".html", ".js", ".mjs", ".css"}:
            code = strip_comments(path.read_text(encoding="utf-8"), path.suffix)
            for match in re.finditer(r"https?://|(?<![:\w])//[a-z0-9.-]+\.[a-z]{2,}", code, re.I):
                offenders.append(f"{path.relative_to(ROOT)}: {code[match.start():match.start() + 60]!r}")
    assert offenders == []


def test_pages_declare_the_csp_and_load_no_inline_script() -> None:
    for name in ("index.html", "bare.html"):
        html = (build.WEB / name).read_text(encoding="utf-8")
        assert f'http-equiv="Content-Security-Policy" content="{build.CSP}"' in html, name
        for tag in re.findall(r"<script\b[^>]*>", html):
            assert 'type="module"' in tag and "src=" in tag, (name, tag)
        assert not re.search(r"\son[a-z]+=", html), name  # no inline event handlers
    for path in build.WEB.rglob("*.js"):
        code = strip_comments(path.read_text(encoding="utf-8"), ".js")
        assert not re.search(r"\beval\(|new Function\(|\.innerHTML\b|insertAdjacentHTML", code), path


def test_engine_wheel_is_pure_python_and_typed(manifest: dict[str, Any]) -> None:
    wheel = STATIC / manifest["engine_wheel"]
    assert wheel.name.startswith("pyengine-")
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        wheel_meta = next(n for n in names if n.endswith(".dist-info/WHEEL"))
        tags = archive.read(wheel_meta).decode()
    assert "pyengine/py.typed" in names
    assert "pyengine/bridge.py" in names
    assert "Root-Is-Purelib: true" in tags
    assert not any(n.endswith((".so", ".pyd")) for n in names)
    # Bytecode only for Pyodide's Python, in the cache folders every other Python ignores.
    assert all(n.endswith(".cpython-314.pyc") and "/__pycache__/" in n for n in names if n.endswith(".pyc"))


def test_second_build_is_cached_and_changes_nothing(manifest: dict[str, Any]) -> None:
    before = (STATIC / build.MANIFEST_NAME).read_bytes()
    again = build.build()
    assert again["build_hash"] == manifest["build_hash"]
    assert (STATIC / build.MANIFEST_NAME).read_bytes() == before


def test_mediawiki_package_holds_the_extension_and_the_build(manifest: dict[str, Any], tmp_path: Path) -> None:
    """`build.py mediawiki --into DIR`: DIR/CombatLab is the extension with static/ inside it;
    a second run copies nothing and removes what is no longer part of it."""
    dest = build.package_mediawiki(tmp_path)
    assert dest == tmp_path / "CombatLab"
    extension = json.loads((dest / "extension.json").read_text(encoding="utf-8"))
    assert extension["name"] == "CombatLab" and extension["Hooks"]["ParserFirstCallInit"] == "main"
    assert (dest / "includes" / "CombatLabTag.php").is_file() and (dest / "i18n" / "en.json").is_file()
    for rel, entry in manifest["files"].items():
        assert (dest / "static" / rel).stat().st_size == entry["size"], rel
    assert (dest / "static" / manifest["engine_wheel"]).is_file()  # what $wgCombatLabPython runs
    (dest / "static" / "stale.js").write_text("old")
    build.package_mediawiki(tmp_path)
    assert not (dest / "static" / "stale.js").exists()
