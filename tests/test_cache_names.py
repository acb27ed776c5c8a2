"""The service worker's anchors and cache names, checked under Node without a browser: sw.js hashes a
manifest's file list exactly as build.py does (so it vouches for this build's manifest and no other),
and sw.js, snapshot.js and the tests' helper give a scope the same tag (tests/browser/labkit.py)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).absolute().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from labkit import build, scope_tag  # noqa: E402  (the browser tests' helpers, no browser needed)

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")

# sw.js is a classic script for a service worker: its functions are taken out and run on their own.
SW_FUNCTIONS = r"""
const source = require("fs").readFileSync(process.argv[1], "utf8");
const take = (name) => source.slice(source.indexOf(`function ${name}(`), source.indexOf("\n}\n", source.indexOf(`function ${name}(`)) + 2);
const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (buffer) => toHex(await crypto.subtle.digest("SHA-256", buffer));
eval(take("scopeTag") + take("filesDigest"));
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
(async () => {
  const digests = [];
  for (const files of input.files) digests.push(await filesDigest(files));
  const snapshot = await import(require("url").pathToFileURL(process.argv[2]).href);
  console.log(JSON.stringify({ digests, sw: input.urls.map(scopeTag), snapshot: input.urls.map(snapshot.scopeTag) }));
})();
"""


def run_sw(files: list[dict[str, Any]], urls: list[str]) -> dict[str, Any]:
    assert NODE is not None
    run = subprocess.run([NODE, "-e", SW_FUNCTIONS, str(build.WEB / "sw.js"), str(build.WEB / "engine" / "snapshot.js")],
                         input=json.dumps({"files": files, "urls": urls}), capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)  # type: ignore[no-any-return]


def test_the_service_worker_hashes_a_file_list_as_the_build_does() -> None:
    built = json.loads((build.STATIC / build.MANIFEST_NAME).read_text(encoding="utf-8")) if (
        build.STATIC / build.MANIFEST_NAME).exists() else None
    lists = [
        {"a.js": {"size": 3, "sha256": "ab" * 32}, "sw.js": {"size": 1, "sha256": "00" * 32}},
        {"d\u00e9j\u00e0/\u2603.json": {"sha256": "cd" * 32, "size": 12}, "Z.css": {"sha256": "ef" * 32, "size": 0}},
    ]
    if built:
        lists.append(built["files"])
    found = run_sw(lists, [])["digests"]
    assert found == [build.files_sha256(files) for files in lists]
    assert found[0] != found[1]
    if built:
        stamped = re.search(r'^const FILES_SHA256 = "([0-9a-f]{64})";$', (build.STATIC / "sw.js").read_text(), re.M)
        assert stamped and stamped.group(1) == found[2]
        assert built["cache_version"] == found[2][:20]


def test_sw_js_snapshot_js_and_the_tests_tag_a_scope_alike() -> None:
    urls = ["http://127.0.0.1:8000/", "http://127.0.0.1:8000/a/", "http://127.0.0.1:8000/b/", "https://wiki.example/w/\u00e9/"]
    tags = run_sw([], urls)
    assert tags["sw"] == tags["snapshot"] == [scope_tag(url) for url in urls]
    assert len(set(tags["sw"])) == len(urls) and all(re.fullmatch(r"[0-9a-f]{12}", tag) for tag in tags["sw"])
