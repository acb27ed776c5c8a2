"""static/ as a host would serve it: `python3 -m http.server` under a sub-path (no CSP
header, the stdlib's types), and widget.js loaded by a page of another origin."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, build, serving, watch
from widgetkit import PagesServer, gorger, script_json, scroll_through

pytestmark = pytest.mark.browser


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def plain_server(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """`python3 -m http.server` serving a folder where static/ sits at /wiki/tools/combat-lab/."""
    root = tmp_path_factory.mktemp("host")
    (root / "wiki" / "tools").mkdir(parents=True)
    (root / "wiki" / "tools" / "combat-lab").symlink_to(build.STATIC, target_is_directory=True)
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(root)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/wiki/tools/combat-lab/"
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.1)
    yield url
    process.terminate()
    process.wait(timeout=10)


@pytest.mark.parametrize("page_name", ["wiki-demo.html", "index.html"])
def test_plain_http_server_under_a_sub_path(browser: Any, plain_server: str, page_name: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        log = watch(page, plain_server)
        page.goto(plain_server + page_name)
        if page_name == "index.html":
            page.wait_for_function("() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS)
            assert page.evaluate("() => document.body.dataset.engine") == "ready"
            assert page.evaluate("(s) => CombatLab.resolve(s)", gorger())["ok"] is True
        else:
            scroll_through(page)
            page.wait_for_function(
                "() => [...document.querySelectorAll('combat-lab')].every((w) => w.dataset.state === 'ready')",
                timeout=LOAD_TIMEOUT_MS,
            )
        assert log.console_errors == [] and log.failed == [] and log.foreign_requests() == []
        assert all("/wiki/tools/combat-lab/" in url for url in log.requests if url.startswith("http"))
    finally:
        context.close()


COUNT_WORKERS = """
window.__workersStarted = 0;
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) { super(...args); window.__workersStarted += 1; }
};
"""


def test_widget_from_another_origin_shows_the_board_through_the_iframe(browser: Any) -> None:
    # static/ on a second origin, by the build's own server: it sends Access-Control-Allow-Origin (build.py serve).
    with serving() as lab:
        widget_across_origins(browser, lab)


def widget_across_origins(browser: Any, lab: str) -> None:
    wiki = PagesServer()
    context = browser.new_context()
    try:
        scenario = gorger(title="Across origins")
        wiki.add("/article.html", (
            "<!doctype html><meta charset=\"utf-8\"><title>A wiki</title>"
            f"<script type=\"module\" src=\"{lab}widget.js\"></script>"
            f"<h1>Article</h1><combat-lab mode=\"step\"><script type=\"application/json\">{script_json(scenario)}</script>"
            "<p>The Gorger kills both blockers.</p></combat-lab>"
        ))
        page = context.new_page()
        # Count the workers each document starts. (page.workers is no use here:
        # Chromium also lists the workers of a same-process iframe.)
        page.add_init_script(COUNT_WORKERS)
        page.goto(wiki.origin + "/article.html")
        page.wait_for_function("() => document.querySelector('combat-lab')?.shadowRoot?.querySelector('iframe')")
        frame = None
        for _ in range(100):
            frames = [f for f in page.frames if f.url.startswith(lab + "embed.html#s=")]
            if frames:
                frame = frames[0]
                break
            page.wait_for_timeout(100)
        assert frame is not None, [f.url for f in page.frames]
        assert "mode=step" in frame.url and "origin=" in frame.url
        frame.wait_for_function("() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS)
        assert frame.locator("combat-lab .title").text_content() == "Across origins"
        # No engine in the wiki's page: the frame runs it.
        assert frame.evaluate("() => window.__workersStarted") == 1
        # Only the frame shows: the element's own board, title and credit are hidden, not drawn twice.
        shown = page.evaluate(
            "() => ['.head', '.board', '.foot'].map((s) => getComputedStyle("
            "document.querySelector('combat-lab').shadowRoot.querySelector(s)).display)"
        )
        assert shown == ["none", "none", "none"], shown
        assert page.evaluate("() => window.__workersStarted") == 0
        # The element sizes its iframe from the frame's resize messages.
        page.wait_for_function(
            "() => document.querySelector('combat-lab').shadowRoot.querySelector('iframe').getBoundingClientRect().height > 400"
        )
    finally:
        context.close()
        wiki.close()
