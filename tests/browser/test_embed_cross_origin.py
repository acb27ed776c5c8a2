"""The Embed box's snippets on a page of another origin (issue 27), at 1280x800 and 390x844.

From `build.py serve` (its handler: Access-Control-Allow-Origin on every file) the widget snippet loads,
the element defines itself and answers (through the iframe form: a Worker must be same-origin), and the
iframe snippet is sized to its board by embed-resizer.js. From a plain static server that sends no CORS
header (`python3 -m http.server`), widget.js is refused: the snippet's fallback then shows a visible line
saying the interactive board did not load and why, with a link to the board's iframe form; the iframe
snippet still works and is still resized (embed-resizer.js is a classic script, which needs no CORS).
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT, build
from test_playground import open_playground
from widgetkit import PagesServer, gorger

pytestmark = pytest.mark.browser

SIZES = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]
SHOTS = ROOT / "test-results" / "embed-cross-origin"
NOTE = "[slot=combat-lab-not-loaded]"


@pytest.fixture(scope="module")
def wiki() -> Iterator[PagesServer]:
    """The embedding site: another origin (its own port on 127.0.0.1)."""
    server = PagesServer()
    yield server
    server.close()


@pytest.fixture(scope="module")
def plain_server() -> Iterator[str]:
    """static/ served by `python3 -m http.server`: no Access-Control-Allow-Origin on anything."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    process = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(build.STATIC)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}/"
    process.terminate()
    process.wait(timeout=10)


def article(widget: str, iframe: str) -> str:
    return (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>A wiki article</title></head>"
        f"<body><h1>An article</h1><p>The widget:</p>{widget}<p>The iframe:</p>{iframe}<p>The end.</p></body></html>"
    )


def snippet_iframe(page: Any) -> Any:
    """The iframe snippet's frame, brought into view (it loads lazily, as the snippet says)."""
    page.evaluate("() => document.querySelector('body > iframe').scrollIntoView({block: 'center'})")
    frame = page.query_selector("body > iframe").content_frame()
    assert frame is not None
    return frame


def resized(page: Any) -> None:
    """The iframe snippet has its board's height (not the 460 px it starts with)."""
    page.wait_for_function(
        "() => { const f = document.querySelector('body > iframe'); const h = Number(f.dataset.combatLabHeight || 0);"
        " return h > 0 && Math.abs(f.getBoundingClientRect().height - h) <= 1; }",
        timeout=LOAD_TIMEOUT_MS,
    )
    frame = snippet_iframe(page)
    content = frame.evaluate("() => Math.ceil(document.getElementById('embed').getBoundingClientRect().height)")
    height = page.evaluate("() => document.querySelector('body > iframe').getBoundingClientRect().height")
    assert abs(height - content) <= 2 and height != 460, (height, content)


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_the_embed_boxs_snippets_answer_on_another_origin(browser: Any, base_url: str, wiki: PagesServer, size: Any) -> None:
    context, lab = open_playground(browser, base_url, viewport=size)
    try:
        lab.load_example("lifelink-race.json")
        page = lab.page
        page.click("#embed")
        page.wait_for_function("() => document.getElementById('embed-box').dataset.answer === 'yes'", timeout=20_000)
        widget, iframe = page.input_value("#embed-widget"), page.input_value("#embed-iframe")
        title = lab.scenario()["title"]
    finally:
        context.close()
    assert widget.startswith(f'<script type="module" src="{base_url}widget.js">')
    path = f"/served-{size['width']}.html"
    wiki.add(path, article(widget, iframe))
    reader_context = browser.new_context(viewport=size)
    try:
        reader = reader_context.new_page()
        errors: list[str] = []
        reader.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        reader.goto(wiki.origin + path)
        # widget.js loaded from the other origin (CORS): the element is defined; the not-loaded line is hidden.
        reader.wait_for_function("() => customElements.get('combat-lab') !== undefined", timeout=LOAD_TIMEOUT_MS)
        assert reader.locator(NOTE).count() == 1 and not reader.locator(NOTE).is_visible()
        # The element shows its board through the iframe form, which answers.
        handle = reader.wait_for_function(
            "() => document.querySelector('combat-lab').shadowRoot.querySelector('iframe')", timeout=LOAD_TIMEOUT_MS
        ).as_element()
        frame = handle.content_frame()
        frame.wait_for_function("() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS)
        assert frame.locator("combat-lab .title").text_content() == title
        # The iframe snippet answers too, and takes its board's height.
        snippet_iframe(reader).wait_for_function(
            "() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS
        )
        resized(reader)
        assert not [e for e in errors if "CORS" in e or "blocked" in e], errors
        SHOTS.mkdir(parents=True, exist_ok=True)
        handle.scroll_into_view_if_needed()
        frame.wait_for_function("() => document.querySelector('combat-lab')?.dataset.state === 'ready'")
        reader.wait_for_timeout(300)
        reader.screenshot(path=str(SHOTS / f"cors-{size['width']}.png"))
    finally:
        reader_context.close()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "390x844"])
def test_without_cors_the_widget_says_it_did_not_load_and_the_iframe_still_works(
    browser: Any, plain_server: str, wiki: PagesServer, size: Any
) -> None:
    helper_context = browser.new_context()
    try:
        helper = helper_context.new_page()
        helper.goto(plain_server + "embed.html")
        board = gorger(title="Refused widget")
        widget, iframe = helper.evaluate(
            "async (s) => { const m = await import('./core/embed-snippets.js');"
            " return [m.widgetSnippet(s, {mode: 'step'}), m.iframeSnippet(s, {mode: 'step'})]; }",
            board,
        )
    finally:
        helper_context.close()
    path = f"/plain-{size['width']}.html"
    wiki.add(path, article(widget, iframe))
    reader_context = browser.new_context(viewport=size)
    try:
        reader = reader_context.new_page()
        reader.goto(wiki.origin + path)
        # widget.js is refused (no Access-Control-Allow-Origin): the element never defines itself, and its
        # fallback says so, visibly, with a link to the board's iframe form on the Combat Lab site.
        note = reader.locator(NOTE)
        note.wait_for(state="visible", timeout=LOAD_TIMEOUT_MS)
        reader.wait_for_timeout(500)
        assert reader.evaluate("() => customElements.get('combat-lab')") is None
        text = note.text_content() or ""
        assert "The interactive board has not loaded" in text and "Access-Control-Allow-Origin" in text, text
        assert plain_server.rstrip("/").split("//")[1] in text  # it names the site widget.js comes from
        link = note.locator("a")
        assert link.text_content() == "Open the board on Combat Lab"
        assert (link.get_attribute("href") or "").startswith(plain_server + "embed.html#s=")
        box = note.bounding_box()
        assert box and box["width"] > 100 and box["height"] > 10
        # The board in words is there as well (the author's fallback).
        assert "Vastwood Gorger" in (reader.text_content("combat-lab") or "")
        # The iframe snippet works from the same host: embed-resizer.js is a classic script (no CORS needed).
        snippet_iframe(reader).wait_for_function(
            "() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS
        )
        resized(reader)
        assert reader.evaluate("() => document.documentElement.scrollWidth") <= size["width"]
        SHOTS.mkdir(parents=True, exist_ok=True)
        reader.screenshot(path=str(SHOTS / f"plain-{size['width']}.png"), full_page=True)
        # The link opens the board in its iframe form, which answers.
        embed = reader_context.new_page()
        embed.goto(link.get_attribute("href") or "")
        embed.wait_for_function("() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS)
        assert embed.locator("combat-lab .title").text_content() == "Refused widget"
    finally:
        reader_context.close()
