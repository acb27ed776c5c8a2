"""Stored answers (issue 26): the build id in the wheel and the manifest, the bridge's and the command line's
``answer``, the answers build.py ships beside every example and puzzle, and the board hash worked out in
JavaScript (web/core/stored-answer.js) exactly as Python's (pyengine/answers.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from pyengine import answers
from pyengine.bridge import call_data
from test_build import STATIC, build, manifest  # noqa: F401 (the fixture that builds static/)

ROOT = Path(__file__).absolute().parents[1]
NODE = shutil.which("node")


def bridge(name: str, payload: Any) -> dict[str, Any]:
    return call_data(name, json.dumps(payload))


def test_the_wheel_the_manifest_and_the_pages_name_the_sources_build_id(manifest: dict[str, Any]) -> None:
    expected = answers.build_id_of(ROOT / "pyengine")
    with zipfile.ZipFile(STATIC / manifest["engine_wheel"]) as wheel:
        assert wheel.read("pyengine/BUILD_ID").decode("ascii").strip() == expected
        record = wheel.read(next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))).decode()
        assert "pyengine/BUILD_ID,sha256=" in record
    assert manifest["engine_build"] == expected
    module = (STATIC / build.BUILD_ID_MODULE).read_text(encoding="utf-8")
    assert f'export const ENGINE_BUILD = "{expected}";' in module
    assert 'export const ENGINE_BUILD = "";' in (ROOT / "web" / build.BUILD_ID_MODULE).read_text(encoding="utf-8")


def test_the_build_id_module_must_have_its_line() -> None:
    with pytest.raises(build.BuildError, match="ENGINE_BUILD"):
        build.stamp_build_id_module(b"export const OTHER = 1;\n", "abc")


def shipped() -> list[tuple[str, Any]]:
    """Every example's and puzzle's board, by its static/ path, as static/ serves it (an example that names
    cards is served with their fields written out: that is the board the playground holds and hashes)."""
    boards = [(f"examples/{p.name}", json.loads((STATIC / "examples" / p.name).read_text(encoding="utf-8")))
              for p in sorted((ROOT / "web" / "examples").glob("*.json")) if p.name != "index.json"]
    boards += [(f"puzzles/{p.name}", json.loads(p.read_text(encoding="utf-8"))["scenario"])
               for p in sorted((ROOT / "puzzles").glob("*.json")) if p.name != "index.json"]
    return boards


def test_every_example_and_puzzle_ships_the_engines_own_answer(manifest: dict[str, Any]) -> None:  # noqa: F811
    boards = shipped()
    assert len(boards) > 30
    for rel, board in boards:
        stamp = json.loads((STATIC / build.answer_file(rel)).read_text(encoding="utf-8"))
        assert stamp["format"] == 1 and stamp["engine"] == manifest["engine_build"], rel
        assert stamp["board"] == answers.board_hash(board), rel
        assert stamp["call"] == "check", rel
        assert stamp["answer"] == bridge("check", board), rel
        if stamp["answer"]["result"] is not None:  # what a widget shows: exactly resolve's answer
            assert stamp["answer"]["result"] == bridge("resolve", board), rel
        assert build.answer_file(rel) in manifest["files"]
    assert sum(json.loads((STATIC / build.answer_file(r)).read_text())["answer"]["result"] is not None
               for r, _ in boards) > 20


def test_the_wiki_demos_boards_carry_the_engines_own_answers(manifest: dict[str, Any]) -> None:  # noqa: F811
    """static/wiki-demo.html: beside each board, inline or by src, the engine's stamped answer to it (a compare
    board its compare, any other its check, whose result is resolve's answer); web/wiki-demo.html has none."""
    page = (STATIC / "wiki-demo.html").read_text(encoding="utf-8")
    tags = build.COMBAT_LAB_TAG.findall(page)
    assert len(tags) == 5 and "data-answer" not in (ROOT / "web" / "wiki-demo.html").read_text(encoding="utf-8")
    for attributes, body in tags:
        attrs = dict(build.TAG_ATTRIBUTE.findall(attributes))
        inline = build.BOARD_SCRIPT.search(body)
        board = json.loads(inline.group(1)) if inline else json.loads((STATIC / attrs["src"]).read_text("utf-8"))
        stored = body.split("<script type=\"application/json\" data-answer>", 1)[1].split("</script>", 1)[0]
        assert "<" not in stored
        stamp = json.loads(stored)
        assert stamp["engine"] == manifest["engine_build"] and stamp["board"] == answers.board_hash(board)
        if "compare" in attrs:
            rulesets = attrs["compare"].split(",")
            assert stamp["call"] == "compare"
            assert stamp["answer"] == bridge("compare", {"scenario": board, "rulesets": rulesets})
        else:
            assert stamp["call"] == "check" and stamp["answer"]["result"] == bridge("resolve", board)


def test_a_page_board_the_build_cannot_find_is_refused() -> None:
    page = b'<combat-lab src="wiki/nowhere.json"><p>Words.</p></combat-lab>'
    with pytest.raises(build.BuildError, match="nowhere.json"):
        build.page_with_answers("page.html", page, {})


def test_answer_stamps_any_answer_even_a_refusal() -> None:
    board = json.loads((ROOT / "web" / "examples" / "gorger.json").read_text(encoding="utf-8"))
    stamp = bridge("answer", {"call": "resolve", "scenario": board})
    assert stamp == {"ok": True, **answers.stamped("resolve", board, bridge("resolve", board))}
    compared = bridge("answer", {"call": "compare", "scenario": board, "rulesets": ["mtg", "mtg-2020"]})
    assert compared["answer"] == bridge("compare", {"scenario": board, "rulesets": ["mtg", "mtg-2020"]})
    refused = bridge("answer", {"call": "resolve", "scenario": {"format": 1}})
    assert refused["ok"] is True and refused["answer"]["ok"] is False
    assert refused["board"] == answers.board_hash({"format": 1})


@pytest.mark.parametrize(("payload", "path"), [({"call": "advise", "scenario": {}}, "$.call"),
                                              ({"scenario": {}}, "$.call"), ({"call": "resolve"}, "$.scenario"),
                                              ([1], "$.call")])
def test_answer_refuses_a_bad_request_naming_the_field(payload: Any, path: str) -> None:
    refused = bridge("answer", payload)
    assert refused["ok"] is False and refused["error"]["path"] == path, refused


def test_the_command_line_prints_a_stamped_answer(tmp_path: Path) -> None:
    example = ROOT / "web" / "examples" / "gorger.json"
    run = subprocess.run([sys.executable, "-m", "pyengine", "answer", "resolve", str(example)], capture_output=True,
                         text=True, cwd=ROOT, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    board = json.loads(example.read_text(encoding="utf-8"))
    assert json.loads(run.stdout) == {"ok": True, **answers.stamped("resolve", board, bridge("resolve", board))}
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1}', encoding="utf-8")
    refused = subprocess.run([sys.executable, "-m", "pyengine", "answer", "check", str(bad)], capture_output=True,
                             text=True, cwd=ROOT, timeout=120, check=False)
    assert refused.returncode == 2 and json.loads(refused.stdout)["answer"]["ok"] is False
    wrong = subprocess.run([sys.executable, "-m", "pyengine", "answer", "advise", str(bad)], capture_output=True,
                           text=True, cwd=ROOT, timeout=120, check=False)
    assert wrong.returncode == 2 and "invalid choice" in wrong.stderr


#: Boards whose canonical JSON is easy to get wrong: non-ASCII, escapes, astral keys, nesting, numbers.
TRICKY = [
    '{"format": 1, "name": "Éowyn, 💀 \\u2028 Ω"}',
    '{"b": 1, "a": {"d": [1, {"z": null, "y": true}], "c": false}}',
    '{"\\uffff": 1, "\\ud83d\\ude00": 2, "a": 3, "\\u00e9": 4, "B": 5}',
    '{"text": "quote \\" backslash \\\\ tab \\t nl \\n cr \\r bs \\b ff \\f nul \\u0000 us \\u001f del \\u007f"}',
    '{"lone": "\\ud800", "low": "\\udc00x"}',
    '{"n": [0, -0, 7, -12, 0.5, -2.25, 1e-05, 0.0001, 1.5e-7, 123456789012345.6, 1e16, 1.5e300, 9007199254740991]}',
    '{"deep": [[[[[[{"k": [[], {}]}]]]]]], "empty": "", "list": []}',
    '{"__proto__": {"x": 1}, "constructor": 2}',
]


@pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")
def test_javascript_hashes_a_board_as_python_does() -> None:
    assert NODE is not None
    examples = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "web" / "examples").glob("*.json"))]
    texts = TRICKY + examples
    run = subprocess.run([NODE, str(ROOT / "tests" / "js" / "stored_answer_hash.mjs")], input=json.dumps(texts),
                         capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    hashes = run.stdout.splitlines()
    assert len(hashes) == len(texts)
    for text, got in zip(texts, hashes, strict=True):
        assert got == answers.board_hash(json.loads(text)), text


@pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")
def test_stored_answer_js_unit_tests_pass() -> None:
    assert NODE is not None
    run = subprocess.run([NODE, "--test", str(ROOT / "tests" / "js" / "stored_answer.test.mjs")], capture_output=True,
                         text=True, cwd=ROOT, timeout=120, check=False)
    assert run.returncode == 0 and "# fail 0" in run.stdout, run.stdout + run.stderr
