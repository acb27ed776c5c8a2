"""Answers at first paint (issue 26): a <combat-lab> element with a stored answer for this engine build and
this very board shows it at once, with no engine worker and no Python file requested (the server's own log
says so); a stale answer (another build), an answer for another board and a hostile one are not used or are
shown as text only, and the engine answers; the reader's answers store answers a board seen before when
Python can't be had. Plain HTML pages served from memory beside static/, Chromium, at both sizes."""

from __future__ import annotations

import copy
import html
import http.server
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, build, serving
from widgetkit import GORGER, page_html, script_json, scroll_through

from pyengine import answers
from pyengine.bridge import call_data

SIZES = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]
PYTHON_FILES = ("pyodide/", "wheels/", "cards/")


class LoggingHandler(http.server.SimpleHTTPRequestHandler):
    """static/ as files, the test's pages from memory, and every request path in a log (the server's own)."""

    pages: dict[str, str] = {}
    log: list[str] = []
    lock = threading.Lock()

    def do_GET(self) -> None:  # noqa: N802 (the stdlib's name)
        path = self.path.split("?", 1)[0]
        with self.lock:
            self.log.append(path)
        if path in self.pages:
            data = self.pages[path].encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Security-Policy", build.CSP)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def site(manifest: dict[str, Any]) -> Iterator[str]:
    assert manifest["engine_build"] == answers.engine_build(), "static/ is not built from these sources"
    extensions = {**build.StaticHandler.extensions_map}
    handler = type("Handler", (LoggingHandler,), {"extensions_map": extensions, "pages": {}, "log": []})
    with serving(handler=handler) as url:
        yield url


def add_page(site: str, name: str, body: str) -> str:
    handler = _handler()
    handler.pages[f"/{name}"] = page_html(body)
    return site + name


def _handler() -> Any:
    return next(c for c in LoggingHandler.__subclasses__() if c.__name__ == "Handler" and c.pages is not None)


def served(path_prefixes: tuple[str, ...]) -> list[str]:
    return [p for p in _handler().log if p.lstrip("/").startswith(path_prefixes)]


def stamp(scenario: Any, call: str = "resolve", **over: Any) -> dict[str, Any]:
    """The engine's stamped answer for a board (as build.py and the wiki make it), with fields changed."""
    payload = json.dumps({"call": call, "scenario": scenario})
    out = call_data("answer", payload)
    out.pop("ok")
    out.update(over)
    return out


def widget(board: Any, answer: Any = None, **attrs: str) -> str:
    attributes = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    stored = "" if answer is None else f'<script type="application/json" data-answer>{script_json(answer)}</script>'
    return (f'<combat-lab{attributes}><script type="application/json">{script_json(board)}</script>{stored}'
            "<p>Fallback.</p></combat-lab>")


def board(life: int = 20, **changes: Any) -> dict[str, Any]:
    scenario = copy.deepcopy(GORGER)
    scenario["players"][1]["life"] = life
    scenario.update(changes)
    return scenario


def answered(page: Any, count: int, timeout: int = LOAD_TIMEOUT_MS) -> list[str]:
    """Each widget's data-answered ("stored" or "engine") once all of them have an answer on screen."""
    page.wait_for_function(
        "(n) => [...document.querySelectorAll('combat-lab')].filter((w) => w.dataset.answered).length === n",
        arg=count, timeout=timeout)
    return page.evaluate("() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.answered)")


def frame_text(page: Any, index: int) -> str:
    return page.evaluate("(i) => document.querySelectorAll('combat-lab')[i].shadowRoot.querySelector('.frame')"
                         ".textContent", index)


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_stored_answers_show_at_first_paint_without_python(browser: Any, site: str, size: dict[str, int]) -> None:
    boards = [board(life) for life in (20, 7, 3, 12, 1)]
    name = f"five-{size['width']}.html"
    # Play mode offers the engine's choices, so its stored answer is a check (options and result), as build.py
    # ships; the others a resolve, as the wiki embeds.
    body = "".join(f"<h2>Board {i}</h2>{widget(b, stamp(b, 'check' if mode == 'play' else 'resolve'), mode=mode)}"
                   "<div style='height:900px'></div>"
                   for i, (b, mode) in enumerate(zip(boards, ["view", "step", "view", "play", "view"], strict=True)))
    url = add_page(site, name, body)
    context = browser.new_context(viewport=size, service_workers="block")
    page = context.new_page()
    before = len(_handler().log)
    page.goto(url)
    # All five, the last far below the fold, answered with no engine started.
    assert answered(page, 5) == ["stored"] * 5
    assert page.evaluate("() => window.CombatLab.started") is False
    for index, scenario in enumerate(boards):
        result = call_data("resolve", json.dumps(scenario))
        text = frame_text(page, index)
        assert "Resolved by the rules engine (mtg-2020)" in text
        assert f'{result["final"]["players"]["bob"]["life"]} life' in text
    # Step mode walks the stored events with Back/Next, still with no engine.
    step = page.locator("combat-lab").nth(1)
    step.scroll_into_view_if_needed()
    nxt = step.locator(".step-nav button", has_text="Next")
    if nxt.count():
        nxt.first.click()
    assert page.evaluate("() => window.CombatLab.started") is False
    page.wait_for_timeout(300)
    log = _handler().log[before:]
    assert f"/{name}" in log
    assert not [p for p in log if p.lstrip("/").startswith(PYTHON_FILES)], log
    context.close()


def test_a_stale_or_other_boards_answer_is_ignored_and_the_engine_answers(browser: Any, site: str) -> None:
    good = board(9)
    stale = stamp(good, engine="0" * answers.BUILD_ID_DIGITS)
    other = stamp(board(10))  # a true answer, but for another board (an edited one)
    forged = stamp(good)
    forged["answer"]["final"]["players"]["bob"]["life"] = 1234
    forged_board = stamp(good, board=answers.board_hash(board(10)))  # its hash edited to another board's
    url = add_page(site, "stale.html", widget(good, stale) + widget(good, other) + widget(board(10), forged)
                   + widget(good, forged_board))
    context = browser.new_context(viewport=SIZES[0], service_workers="block")
    page = context.new_page()
    page.goto(url)
    scroll_through(page)
    states = answered(page, 4)
    assert states[0] == "engine" and states[1] == "engine" and states[3] == "engine"
    assert states[2] == "engine", "an answer whose board hash is not the board's is not used"
    assert "1234" not in frame_text(page, 2)
    assert served(("pyodide/",))
    context.close()


def test_a_hostile_stored_answer_is_shown_as_text_or_refused(browser: Any, site: str) -> None:
    scenario = board(5)
    hostile = stamp(scenario)
    markup = '<img src=x onerror="window.__pwned=1"><b>bold</b>'
    hostile["answer"]["ruleset"] = markup
    for step in hostile["answer"]["steps"]:
        for event in step["events"]:
            if "target" in event:
                event["target"] = markup
    huge = stamp(board(6))
    huge["answer"]["steps"][0]["events"] = huge["answer"]["steps"][0]["events"] * 6000
    url = add_page(site, "hostile.html", widget(scenario, hostile, mode="step") + widget(board(6), huge))
    context = browser.new_context(viewport=SIZES[1], service_workers="block")
    page = context.new_page()
    page.goto(url)
    scroll_through(page)
    states = answered(page, 2)
    assert states == ["stored", "engine"], "past the engine's event limit, no engine's answer: refused"
    assert markup in frame_text(page, 0)
    assert page.evaluate("() => document.querySelectorAll('combat-lab')[0].shadowRoot.querySelectorAll('img, b')"
                         ".length") == 0
    assert page.evaluate("() => window.__pwned") is None
    context.close()


def test_the_readers_store_answers_a_board_seen_before_without_python(browser: Any, site: str) -> None:
    scenario = board(4, title="Seen before")
    url = add_page(site, "seen.html", widget(scenario))
    context = browser.new_context(viewport=SIZES[0], service_workers="block")
    page = context.new_page()
    page.goto(url)
    assert answered(page, 1) == ["engine"]
    page.wait_for_function("async () => (await caches.keys()).some((n) => n.startsWith('combat-lab-answers-'))")
    page.wait_for_timeout(200)
    page.close()
    again = context.new_page()
    for prefix in PYTHON_FILES:  # Python's files are cut off: only the store can answer
        again.route(f"**/{prefix}**", lambda route: route.abort())
    again.goto(url)
    assert answered(again, 1) == ["stored"]
    assert "Resolved by the rules engine" in frame_text(again, 0)
    names = again.evaluate("async () => await caches.keys()")
    assert f"combat-lab-answers-{answers.engine_build()}" in names
    context.close()


SAVE_DATA = "Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true, effectiveType: '4g'})});"


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_the_playground_with_save_data_answers_and_steps_without_python_until_an_edit(
        browser: Any, site: str, size: dict[str, int]) -> None:
    context = browser.new_context(viewport=size, service_workers="block")
    context.add_init_script(SAVE_DATA)
    page = context.new_page()
    before = len(_handler().log)
    page.goto(site + "index.html")
    page.wait_for_function("() => document.body.dataset.answered === 'stored'", timeout=LOAD_TIMEOUT_MS)
    assert "The engine accepts this board" in page.text_content("#engine-verdict")
    # The step-by-step view and the event log work on the stored result, with no engine.
    page.click("#step-next")
    page.wait_for_function("() => document.getElementById('step-label').textContent !== 'Set-up'")
    page.wait_for_function("() => document.getElementById('log-scroll').textContent.includes('damage')")
    page.click("#step-back")
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.CombatLab.started") is False
    assert not [p for p in _handler().log[before:] if p.lstrip("/").startswith(PYTHON_FILES)]
    # The first edit wants the engine: Python loads and the engine answers the new board.
    edited = board(3)
    page.evaluate("(s) => window.CombatLabApp.load(s)", edited)
    page.wait_for_function("() => document.body.dataset.answered === 'engine'", timeout=LOAD_TIMEOUT_MS)
    assert [p for p in _handler().log[before:] if p.lstrip("/").startswith("pyodide/")]
    context.close()


def test_the_embed_boxs_snippet_answers_at_first_paint_and_works_without_its_answer(browser: Any, site: str) -> None:
    context = browser.new_context(viewport=SIZES[0], service_workers="block")
    page = context.new_page()
    page.goto(site + "index.html")
    page.wait_for_function("() => document.body.dataset.answered", timeout=LOAD_TIMEOUT_MS)
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-box').dataset.answer === 'yes'")
    snippet = page.input_value("#embed-widget")
    status = page.text_content("#embed-status") or ""
    assert "also carries the engine's answer" in status and answers.engine_build()[:8] in status
    board_json = page.evaluate("() => JSON.stringify(window.CombatLabApp.scenario())")
    context.close()
    assert "data-answer" in snippet
    # The snippet's answer is the engine's own for that board.
    stored = json.loads(snippet.split("data-answer>", 1)[1].split("</script>", 1)[0])
    assert stored == stamp(json.loads(board_json))
    # On a plain page: answered at first paint, no Python.
    handler = _handler()
    handler.pages["/snippet.html"] = page_html(snippet.split("\n", 1)[1])
    fresh = browser.new_context(viewport=SIZES[1], service_workers="block")
    reader = fresh.new_page()
    before = len(handler.log)
    reader.goto(site + "snippet.html")
    assert answered(reader, 1) == ["stored"]
    reader.wait_for_timeout(300)
    assert not [p for p in handler.log[before:] if p.lstrip("/").startswith(PYTHON_FILES)]
    # Without its answer, the same snippet still works: the engine answers.
    without = "\n".join(line for line in snippet.split("\n")[1:] if "data-answer" not in line)
    handler.pages["/snippet-bare.html"] = page_html(without)
    reader.goto(site + "snippet-bare.html")
    scroll_through(reader)
    assert answered(reader, 1) == ["engine"]
    fresh.close()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_the_wiki_demo_is_answered_at_first_paint_without_python(browser: Any, site: str, size: dict[str, int]) -> None:
    """wiki-demo.html as build.py ships it: each of its five boards (inline or by src, compared, stepped or
    played) carries the engine's stamped answer, so all five are answered with no engine worker and the
    server's log holds no request for a Python file."""
    context = browser.new_context(viewport=size, service_workers="block")
    page = context.new_page()
    before = len(_handler().log)
    page.goto(site + "wiki-demo.html")
    assert answered(page, 5) == ["stored"] * 5
    assert page.evaluate("() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.state)") \
        == ["ready"] * 5
    # The compare board's answer names the rule the 2020 rules refuse the division by; the play board offers
    # the engine's choices from its stored options.
    assert "510.1c" in frame_text(page, 0)
    assert page.evaluate("() => document.querySelectorAll('combat-lab')[4].shadowRoot.querySelector('form, fieldset')"
                         " !== null")
    scroll_through(page)
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.CombatLab.started") is False and page.workers == []
    log = _handler().log[before:]
    assert "/wiki-demo.html" in log and "/wiki/trample.json" in log
    assert not [p for p in log if p.lstrip("/").startswith(PYTHON_FILES)], log
    context.close()


def test_play_mode_offers_a_puzzles_choices_from_its_stored_answer_while_python_is_cut(browser: Any, site: str) -> None:
    """play.html opens a puzzle with the engine's options shipped beside it: its choices are offered though
    Python can't load at all (every Python file refused), the same choices the engine's options give."""
    context = browser.new_context(viewport=SIZES[0], service_workers="block")
    page = context.new_page()
    for prefix in PYTHON_FILES:
        page.route(f"**/{prefix}**", lambda route: route.abort())
    page.goto(site + "play.html#puzzle=hold-the-line")
    page.wait_for_function("() => document.body.dataset.puzzle === 'hold-the-line'"
                           " && document.querySelector('#puzzle-controls fieldset')", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("() => document.body.dataset.puzzleAnswered") == "stored"
    controls = page.text_content("#puzzle-controls") or ""
    assert "could not answer" not in controls
    puzzle = json.loads((build.STATIC / "puzzles" / "hold-the-line.json").read_text(encoding="utf-8"))
    names = {p["id"]: p["name"] for p in puzzle["scenario"]["permanents"]}
    options = call_data("options", json.dumps(puzzle["scenario"]))
    for blocker in options["blocks"]["blockers"]:
        assert names[blocker["id"]] in controls
    context.close()


@pytest.mark.parametrize("save_data", [False, True], ids=["online", "save-data"])
@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_play_mode_waits_for_the_first_choice(browser: Any, site: str, size: dict[str, int], save_data: bool) -> None:
    """play.html requests no Python file while the puzzle list and a puzzle are read (sparing data or not: a
    puzzle carries its stored answer); the reader's first choice starts the engine, and Check answers it."""
    context = browser.new_context(viewport=size, service_workers="block")
    if save_data:
        context.add_init_script(SAVE_DATA)
    page = context.new_page()
    before = len(_handler().log)
    page.goto(site + "play.html")
    page.wait_for_function("() => document.querySelector('#puzzle-list a[data-id]')", timeout=LOAD_TIMEOUT_MS)
    page.evaluate("() => { document.location.hash = 'puzzle=hold-the-line'; }")
    page.wait_for_function("() => document.body.dataset.puzzle === 'hold-the-line'", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("() => document.body.dataset.engine") == "idle"
    status = page.text_content("#engine-status") or ""
    assert "loads at your first choice" in status and ("saving data" in status) == save_data
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.CombatLab.started") is False
    assert not [p for p in _handler().log[before:] if p.lstrip("/").startswith(PYTHON_FILES)]
    puzzle = json.loads((build.STATIC / "puzzles" / "hold-the-line.json").read_text(encoding="utf-8"))
    page.evaluate("(choice) => window.CombatLabPlay.editor().set(choice)", puzzle["solution"])
    page.wait_for_function("() => document.body.dataset.engine === 'ready'", timeout=LOAD_TIMEOUT_MS)
    page.click("#check")
    page.wait_for_function("() => Number(document.body.dataset.checked || 0) > 0", timeout=LOAD_TIMEOUT_MS)
    assert "Solved" in (page.text_content("#verdict") or "")
    assert [p for p in _handler().log[before:] if p.lstrip("/").startswith("pyodide/")]
    context.close()
