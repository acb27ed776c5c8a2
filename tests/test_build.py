"""Fast checks of the build output in static/ (no browser)."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import os
import re
import subprocess
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.build_module import load_build_module

ROOT = Path(__file__).absolute().parents[1]


build = load_build_module()
STATIC: Path = build.STATIC


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    """The build manifest, building static/ first when it is missing."""
    path = STATIC / build.MANIFEST_NAME
    if not path.exists():
        build.build()
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


SIBLING_SUFFIXES = tuple(suffix for _, suffix in build.ENCODINGS)


def static_files() -> set[str]:
    """Every file in static/ except the manifest and the precompressed siblings, relative to static/."""
    return {
        p.relative_to(STATIC).as_posix()
        for p in STATIC.rglob("*")
        if p.is_file() and p.name != build.MANIFEST_NAME and not p.name.endswith(SIBLING_SUFFIXES)
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


def test_examples_index_lists_each_example_with_its_title(manifest: dict[str, Any]) -> None:
    """static/examples/index.json: web/examples/index.json's order, each example's file, title,
    description and ruleset, so the playground lists them from one file (issue 11)."""
    web = ROOT / "web" / "examples"
    files = json.loads((web / "index.json").read_text(encoding="utf-8"))["examples"]
    built = json.loads((STATIC / "examples" / "index.json").read_text(encoding="utf-8"))
    assert [entry["file"] for entry in built["examples"]] == files
    for entry in built["examples"]:
        scenario = json.loads((web / entry["file"]).read_text(encoding="utf-8"))
        assert entry == {"file": entry["file"], "title": scenario["title"],
                         "description": scenario.get("description", ""), "ruleset": scenario["ruleset"]}
    assert manifest["files"]["examples/index.json"]["size"] == (STATIC / "examples" / "index.json").stat().st_size


def test_index_html_carries_the_first_example_and_its_answer_as_data(manifest: dict[str, Any]) -> None:
    """index.html holds examples/index.json, the first example and its stored answer inline, each exactly the
    file static/ serves (issue 26: the first answer needs no request after the modules), as inert data."""
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    tags = re.findall(r'<script type="application/json" id="examples-inline">(.*?)</script>', html, re.S)
    assert len(tags) == 1
    assert "<" not in tags[0]
    inline = json.loads(tags[0])
    served = json.loads((STATIC / "examples" / "index.json").read_text(encoding="utf-8"))
    assert inline["index"] == served
    first = served["examples"][0]["file"]
    assert inline["first"]["file"] == first
    assert inline["first"]["scenario"] == json.loads((STATIC / "examples" / first).read_text(encoding="utf-8"))
    answer = (STATIC / "examples" / first.replace(".json", ".answer.json")).read_text(encoding="utf-8")
    assert inline["first"]["answer"] == answer
    # before the module scripts: the playground reads it when its modules run, whatever the parser's progress
    assert html.index('id="examples-inline"') < html.index('<script type="module"')


def test_play_html_carries_the_puzzle_list_as_data(manifest: dict[str, Any]) -> None:
    """play.html holds puzzles/index.json inline, equal to the file static/ serves (issue 26)."""
    html = (STATIC / "play.html").read_text(encoding="utf-8")
    tags = re.findall(r'<script type="application/json" id="puzzles-inline">(.*?)</script>', html, re.S)
    assert len(tags) == 1 and "<" not in tags[0]
    assert json.loads(tags[0]) == json.loads((STATIC / "puzzles" / "index.json").read_text(encoding="utf-8"))
    assert html.index('id="puzzles-inline"') < html.index('<script type="module"')


def _relative_imports(rel: str) -> list[str]:
    """The modules a served JS file imports or re-exports from, statically or with import() of a fixed path."""
    code = strip_comments((STATIC / rel).read_text(encoding="utf-8"), ".js")
    refs = re.findall(r"""(?:^|;|\n|\})\s*(?:import|export)\b[^"';]*?["'](\.{1,2}/[^"']+)["']""", code)
    refs += re.findall(r"""\bimport\(\s*["'](\.{1,2}/[^"']+)["']""", code)
    return [os.path.normpath(os.path.join(os.path.dirname(rel), ref)) for ref in refs]


@pytest.mark.parametrize("page", ["index.html", "play.html", "wiki-demo.html", "embed.html"])
def test_each_page_loads_one_bundled_module_that_imports_nothing(manifest: dict[str, Any], page: str) -> None:
    """Each page's one module script is a bundle (build.py BUNDLED_ENTRIES, esbuild) holding its whole graph:
    its first paint waits for one request, not one per module and level (issue 26); no modulepreload is left
    over to fetch a module the bundle already holds."""
    html = (STATIC / page).read_text(encoding="utf-8")
    entries = re.findall(r'<script type="module"[^>]*src="([^"]+)"', html)
    assert len(entries) == 1 and entries[0] in build.BUNDLED_ENTRIES
    assert "modulepreload" not in html
    assert _relative_imports(entries[0]) == []
    if page == "index.html":  # the playground, app.js and all it imports, the Embed box's lazy snippets too
        bundle = (STATIC / entries[0]).read_text(encoding="utf-8")
        assert "function renderEmbed" in bundle and "function widgetSnippet" in bundle


@pytest.mark.parametrize("entry", ["playground/boot.js", "play/play.js", "widget.js", "widget/embed.js",
                                   "widget/demo-page.js"])
def test_a_bundled_module_keeps_its_own_url_for_what_it_loads(manifest: dict[str, Any], entry: str) -> None:
    """In a bundle, every module's import.meta.url is its own path resolved against the bundle's URL, so each
    URL it makes (the engine worker, rule-notes.json, the site root) names a file static/ serves."""
    bundle = (STATIC / entry).read_text(encoding="utf-8")
    owns = re.findall(r'new URL\("([^"]+)",import\.meta\.url\)', bundle)
    assert owns, "no module of the bundle uses import.meta.url"
    for own in owns:
        assert (STATIC / os.path.normpath(os.path.join(os.path.dirname(entry), own))).is_file(), own
    assert "import.meta.url" not in bundle.replace("import.meta.url)", "")  # none left as the bundle's own


def test_widget_js_is_served_whole_under_its_url(manifest: dict[str, Any]) -> None:
    """static/widget.js, the URL wikis and pages of any site load, holds the widget itself: it defines the
    <combat-lab> element with no request after it (issue 26)."""
    bundle = (STATIC / "widget.js").read_text(encoding="utf-8")
    assert _relative_imports("widget.js") == []
    assert 'customElements.define("combat-lab"' in bundle or "customElements.define(" in bundle


def test_examples_index_refuses_a_missing_example(tmp_path: Path) -> None:
    (tmp_path / "index.json").write_text('{"examples": ["nowhere.json"]}', encoding="utf-8")
    with pytest.raises(build.BuildError, match="nowhere.json"):
        build.examples_index({"examples/index.json": tmp_path / "index.json"})


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
    """flit's wheel with the engine's build id (pyengine/BUILD_ID, issue 26), less the card index, plus bytecode."""
    flits = build.with_build_id(build.build_engine_wheel(), build.source_build_id())
    check_is_the_wheel_plus_bytecode(STATIC / manifest["engine_wheel"], build.without_card_index(flits))


def test_the_card_index_is_served_beside_the_wheel_not_in_it(manifest: dict[str, Any]) -> None:
    """A board with no card name downloads no card index: the wheel the page loads leaves it out."""
    with zipfile.ZipFile(STATIC / manifest["engine_wheel"]) as wheel:
        names = wheel.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        assert build.CARD_INDEX_MEMBER not in names and build.CARD_INDEX_MEMBER not in wheel.read(record).decode()
    served = json.loads((STATIC / build.STATIC_CARD_INDEX).read_bytes())
    assert served == json.loads(gzip.decompress(build.CARD_INDEX.read_bytes()))
    assert build.STATIC_CARD_INDEX not in manifest["first_visit"]


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


# ---------------------------------------------------------------- compression on the wire


def brotli_decode(data: bytes) -> bytes:
    """Brotli-decode with Node's zlib (Python's standard library has no brotli)."""
    code = "const z=require('zlib');const c=[];process.stdin.on('data',d=>c.push(d));" \
        "process.stdin.on('end',()=>process.stdout.write(z.brotliDecompressSync(Buffer.concat(c))));"
    return subprocess.run(["node", "-e", code], input=data, capture_output=True, check=True).stdout


def test_precompressed_siblings_decode_to_the_files(manifest: dict[str, Any]) -> None:
    """Every .gz and .br beside a file decodes to that file byte for byte, and the manifest lists them."""
    siblings = sorted(p for p in STATIC.rglob("*") if p.name.endswith(SIBLING_SUFFIXES))
    assert siblings
    for path in siblings:
        rel = path.relative_to(STATIC).as_posix()
        original = (STATIC / rel.rsplit(".", 1)[0]).read_bytes()
        encoded = path.read_bytes()
        if rel.endswith(".gz"):
            assert gzip.decompress(encoded) == original, rel
        assert len(encoded) <= build.COMPRESS_MAX_RATIO * len(original), rel
    coding_of = {suffix: coding for coding, suffix in build.ENCODINGS}
    listed = {(rel, coding) for rel, sizes in manifest["encodings"].items() for coding in sizes}
    found = {(rel[: -len(path.suffix)], coding_of[path.suffix])
             for path in siblings if path.name != build.MANIFEST_NAME + ".gz"
             for rel in [path.relative_to(STATIC).as_posix()]}
    assert listed == found  # the manifest's own .gz is not in it (written after it)
    for rel, sizes in manifest["encodings"].items():
        assert sizes == {coding: (STATIC / (rel + suffix)).stat().st_size for coding, suffix in build.ENCODINGS
                         if (STATIC / (rel + suffix)).exists()}, rel


def test_brotli_siblings_decode_to_the_files(manifest: dict[str, Any]) -> None:
    for rel in ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", manifest["engine_wheel"], "index.html"]:
        assert brotli_decode((STATIC / (rel + ".br")).read_bytes()) == (STATIC / rel).read_bytes(), rel


def test_first_visit_is_under_six_megabytes_on_the_wire(manifest: dict[str, Any]) -> None:
    """What index.html's first visit moves when the host sends the brotli siblings (build.py serve does)."""
    assert manifest["first_visit_wire_bytes"]["br"] <= 6_000_000, manifest["first_visit_wire_bytes"]
    # and the big files are all compressed
    for rel in ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide.asm.mjs", manifest["engine_wheel"]]:
        assert set(manifest["encodings"][rel]) == {"br", "gzip"}, rel


def test_zips_are_stored_so_the_wire_compression_sees_their_text(manifest: dict[str, Any]) -> None:
    """python_stdlib.zip is Pyodide's with the same members, stored: as one brotli stream it is a third smaller."""
    pyodide_dir = build.fetch_pyodide()
    with zipfile.ZipFile(pyodide_dir / "python_stdlib.zip") as original, \
            zipfile.ZipFile(STATIC / "pyodide" / "python_stdlib.zip") as served:
        assert [i.filename for i in served.infolist()] == [i.filename for i in original.infolist()]
        assert all(i.compress_type == zipfile.ZIP_STORED for i in served.infolist())
        for info in original.infolist():
            assert served.read(info.filename) == original.read(info), info.filename
    for rel in (manifest["engine_wheel"], manifest["micropip_wheel"]):
        with zipfile.ZipFile(STATIC / rel) as wheel:
            assert all(i.compress_type == zipfile.ZIP_STORED for i in wheel.infolist()), rel


def test_compressed_copies_are_cached_by_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build.base, "CACHE", tmp_path)
    data = b"combat damage " * 1000
    first = build.compressed_copies({build.sha256_bytes(data): data})
    paths = first[build.sha256_bytes(data)]
    stamps = {suffix: path.stat().st_mtime_ns for suffix, path in paths.items()}
    assert gzip.decompress(paths[".gz"].read_bytes()) == data
    assert brotli_decode(paths[".br"].read_bytes()) == data
    again = build.compressed_copies({build.sha256_bytes(data): data})
    assert {suffix: path.stat().st_mtime_ns for suffix, path in again[build.sha256_bytes(data)].items()} == stamps
    build.compressed_copies({})  # nothing asked for: the cache is emptied
    assert list((tmp_path / "compressed").iterdir()) == []


def fetch(url: str, accept: str | None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept is not None else {})
    with urllib.request.urlopen(request) as response:
        return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()


@pytest.fixture(scope="module")
def server_url(manifest: dict[str, Any]) -> Iterator[str]:
    server, url = build.start_server_thread(quiet=True)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("rel", ["pyodide/pyodide.asm.wasm", "index.html", "engine/engine-worker.js"])
def test_serve_sends_the_sibling_the_browser_accepts(server_url: str, rel: str) -> None:
    raw = (STATIC / rel).read_bytes()
    plain_type = build.StaticHandler.extensions_map["." + rel.rsplit(".", 1)[1]]
    for accept, coding in [("gzip, deflate, br, zstd", "br"), ("gzip", "gzip"), ("br;q=0, gzip", "gzip"),
                           (None, None), ("identity", None)]:
        status, headers, body = fetch(server_url + rel, accept)
        assert status == 200
        assert headers.get("content-encoding") == coding, accept
        assert headers["content-type"] == plain_type
        assert headers["vary"] == "Accept-Encoding"
        assert int(headers["content-length"]) == len(body)
        decoded = {"br": brotli_decode, "gzip": gzip.decompress, None: lambda b: b}[coding](body)
        assert decoded == raw, (rel, accept)


def test_serve_lets_pages_of_other_origins_load_the_widget(server_url: str, manifest: dict[str, Any]) -> None:
    """widget.js, the modules it imports, embed-resizer.js, the stylesheet and rule notes the widget fetches,
    and the engine's worker, wheel and runtime files: each sent with Access-Control-Allow-Origin (a module
    script of another origin is refused without it) and Cross-Origin-Resource-Policy: cross-origin (a page
    with Cross-Origin-Embedder-Policy: require-corp may still load it), asked with a foreign Origin."""
    wheel = next(rel for rel in manifest["files"] if rel.startswith("wheels/pyengine-"))
    files = ["widget.js", "widget/widget.js", "widget/element.js", "embed-resizer.js", "widget.css",
             "core/rule-notes.json", "engine/combatlab.js", "engine/engine-worker.js", "embed.html",
             "build-manifest.json", "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", wheel]
    for rel in files:
        request = urllib.request.Request(server_url + rel, headers={"Origin": "http://wiki.example", "Accept-Encoding": "br"})
        with urllib.request.urlopen(request) as response:
            headers = {k.lower(): v for k, v in response.headers.items()}
        assert headers.get("access-control-allow-origin") == "*", rel
        assert headers.get("cross-origin-resource-policy") == "cross-origin", rel


def test_serve_sends_small_files_as_they_are(server_url: str) -> None:
    status, headers, body = fetch(server_url + "favicon.svg", "gzip, br")
    assert status == 200 and "content-encoding" not in headers and "vary" not in headers
    assert body == (STATIC / "favicon.svg").read_bytes()


@pytest.mark.parametrize("raw_path", ["/index%00.html", "/%ED%A0%80", "/%FF%FE.html", "/a\x00b"])
def test_serve_answers_a_path_that_names_no_file_with_400(server_url: str, raw_path: str) -> None:
    """A NUL, a lone surrogate or bytes that aren't UTF-8 in the path: 400, the connection answered."""
    import socket
    from urllib.parse import urlsplit

    host, port = urlsplit(server_url).hostname, urlsplit(server_url).port
    with socket.create_connection((host, port), timeout=10) as conn:
        conn.sendall(b"GET " + raw_path.encode("latin-1") + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        reply = b""
        while chunk := conn.recv(65536):
            reply += chunk
    assert reply.startswith(b"HTTP/1.0 400") or reply.startswith(b"HTTP/1.1 400"), reply[:80]


def test_serve_never_sends_a_sibling_older_than_its_file(tmp_path: Path) -> None:
    """A file edited by hand in static/ (its .br and .gz now stale) is sent as it is."""
    (tmp_path / "app.css").write_text("body { color: red; }" * 200, encoding="utf-8")
    (tmp_path / "app.css.br").write_bytes(b"stale")
    (tmp_path / "app.css.gz").write_bytes(gzip.compress(b"stale"))
    old = (tmp_path / "app.css").stat().st_mtime_ns - 10**9
    for suffix in (".br", ".gz"):
        os.utime(tmp_path / f"app.css{suffix}", ns=(old, old))
    server, url = build.start_server_thread(quiet=True, directory=tmp_path)
    try:
        status, headers, body = fetch(url + "app.css", "gzip, br")
    finally:
        server.shutdown()
        server.server_close()
    assert status == 200 and "content-encoding" not in headers
    assert body == (tmp_path / "app.css").read_bytes()


def test_serve_answers_every_one_of_400_simultaneous_requests(server_url: str) -> None:
    """The listen backlog and a thread per connection: a burst of 400 connections is answered, none hangs."""
    import concurrent.futures

    def one(_: int) -> int:
        with urllib.request.urlopen(server_url + "favicon.svg", timeout=30) as response:
            response.read()
            return response.status

    with concurrent.futures.ThreadPoolExecutor(max_workers=400) as pool:
        statuses = list(pool.map(one, range(400)))
    assert statuses == [200] * 400


# ---------------------------------------------------------------- the cache is checked on every build
# Each test works on a temporary cache (never the shared .build-cache, which others build from).


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setattr(build.base, "CACHE", cache)
    return cache


def test_an_edited_pyodide_file_in_the_cache_is_extracted_again(own_cache: Path) -> None:
    shared = ROOT / ".build-cache"
    tarball = f"pyodide-{build.PYODIDE_VERSION}.tgz"
    if not (shared / tarball).exists():
        pytest.skip("no Pyodide tarball in .build-cache yet (run the build once)")
    (own_cache / tarball).write_bytes((shared / tarball).read_bytes())
    folder = build.fetch_pyodide()  # extracted from the (integrity-checked) tarball
    assert build.pinned_mismatches(folder, build.PYODIDE_FILE_SHA256) == []
    for name in ("pyodide.asm.mjs", "python_stdlib.zip"):
        edited = folder / name
        edited.write_bytes(edited.read_bytes() + b"\n// edited\n")
        assert build.pinned_mismatches(folder, build.PYODIDE_FILE_SHA256) == [name]
        assert build.fetch_pyodide() == folder
        assert build.sha256_file(edited) == build.PYODIDE_FILE_SHA256[name]


def test_an_edited_axe_core_in_the_cache_is_extracted_again(own_cache: Path) -> None:
    shared = ROOT / ".build-cache"
    tarball = f"axe-core-{build.AXE_CORE_VERSION}.tgz"
    if not (shared / tarball).exists():
        pytest.skip("no axe-core tarball in .build-cache yet (the accessibility test fetches it)")
    (own_cache / tarball).write_bytes((shared / tarball).read_bytes())
    script = build.fetch_axe_core()
    script.write_text("window.axe = { run: async () => ({ violations: [] }) };")  # a checker that finds nothing
    assert build.fetch_axe_core() == script
    assert build.sha256_file(script) == build.AXE_CORE_SHA256


def test_an_edited_compressed_sibling_in_the_cache_is_made_again(own_cache: Path) -> None:
    data = b"Combat Lab " * 500
    sha = build.sha256_bytes(data)
    copies = build.compressed_copies({sha: data})[sha]
    assert gzip.decompress(copies[".gz"].read_bytes()) == data and brotli_decode(copies[".br"].read_bytes()) == data
    copies[".gz"].write_bytes(gzip.compress(b"another file"))
    copies[".br"].write_bytes(copies[".br"].read_bytes()[:-5])  # cut short
    again = build.compressed_copies({sha: data})[sha]
    assert gzip.decompress(again[".gz"].read_bytes()) == data and brotli_decode(again[".br"].read_bytes()) == data


def test_an_edited_stored_zip_in_the_cache_is_made_again(own_cache: Path, tmp_path: Path) -> None:
    source = tmp_path / "lib.zip"
    with zipfile.ZipFile(source, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("a.py", "print('a')\n" * 50)
        archive.writestr("b/c.py", "print('c')\n" * 50)
    stored = build.stored_zip(source)
    assert build.same_members(source, stored)
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as archive:  # same names, other bytes
        archive.writestr("a.py", "print('edited')\n")
        archive.writestr("b/c.py", "print('c')\n" * 50)
    assert not build.same_members(source, stored)
    assert build.same_members(source, build.stored_zip(source))


def test_an_engine_wheel_not_made_from_the_tree_is_refused(manifest: dict[str, Any], tmp_path: Path) -> None:
    wheel = STATIC / manifest["engine_wheel"]
    build_id = manifest["engine_build"]
    assert build.engine_wheel_problems(wheel, build_id) == []
    assert build.engine_wheel_problems(wheel, "0" * 20) == [f"{build.BUILD_ID_MEMBER} does not name the build {'0' * 20}"]

    def edited(change: Any) -> Path:
        out = tmp_path / f"edited-{len(list(tmp_path.iterdir()))}.whl"
        with zipfile.ZipFile(wheel) as original, zipfile.ZipFile(out, "w") as copy:
            for info in original.infolist():
                copy.writestr(info, change(info.filename, original.read(info)))
        return out

    source = edited(lambda name, data: data.replace(b"def ", b"def  ", 1) if name == "pyengine/combat.py" else data)
    assert "pyengine/combat.py is not the tree's file" in build.engine_wheel_problems(source, build_id)
    pyc = next(n for n in zipfile.ZipFile(wheel).namelist() if n.startswith("pyengine/__pycache__/combat."))
    header = edited(lambda name, data: data[:8] + bytes(8) + data[16:] if name == pyc else data)
    assert f"{pyc} was not compiled from its source member" in build.engine_wheel_problems(header, build_id)
    record = edited(lambda name, data: data + b"\n" if name == "pyengine/bridge.py" else data)
    problems = build.engine_wheel_problems(record, build_id)
    assert "pyengine/bridge.py is not the tree's file" in problems and "pyengine/bridge.py does not match RECORD" in problems


def test_every_test_requirement_is_pinned_with_its_hash() -> None:
    """requirements-test.txt is installed in pip's hash-checking mode: every package (the tools and
    what they depend on) pinned to one version with the sha256 of its wheel."""
    entries = build.requirement_entries()
    assert {"flit_core", "pytest", "hypothesis", "mypy", "playwright", "pytest_playwright"} <= set(entries)
    for name, entry in entries.items():
        spec, *options = entry.split()
        assert re.fullmatch(r"[A-Za-z0-9_.-]+==[A-Za-z0-9_.+-]+", spec), entry
        assert options and all(re.fullmatch(r"--hash=sha256:[0-9a-f]{64}", o) for o in options), entry
    assert build.PIP_HASHED == ("--require-hashes", "--only-binary=:all:")
    assert build.requirement_pin("flit_core") == entries["flit_core"].split()[0]
