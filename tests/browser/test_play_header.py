"""play.html's header at 1280x800 and 390x844 (issue 27): the engine's status line is never cut (no ellipsis:
"The engine loads at yo…" at 390 px) and keeps its box while its text changes (no layout shift: the
longest text it shows, the download's progress, fits the room kept for it), and the tab row shows every
tab whole inside the viewport. On each of play mode's views.
"""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import SIZES, page_width, shot, size_id

pytestmark = pytest.mark.browser

#: The status line's texts as web/play/play.js writes them (text, and the loading step in its own span):
#: at load, while the engine loads (the longest), ready.
STATUS_TEXTS = [
    ("The engine loads at your first choice (saving data).", ""),
    ("Loading the engine… 99%", " Downloading the Python runtime (12 of 12 files)"),
    ("Loading the engine… 100%", " Compiling the Python runtime"),
    ("Engine ready", ""),
]
SET_STATUS = """([text, detail]) => {
  const status = document.getElementById('engine-status');
  status.replaceChildren(text);
  if (detail) { const span = document.createElement('span'); span.className = 'engine-detail'; span.textContent = detail;
                status.append(span); }
}"""

HEADER = """() => {
  const status = document.getElementById('engine-status'), header = document.querySelector('.site-header');
  const tabs = [...document.querySelectorAll('.mode-nav a')].map((a) => {
    const r = a.getBoundingClientRect();
    return {text: a.textContent, left: r.left, right: r.right, cut: a.scrollWidth > a.clientWidth + 1};
  });
  const s = getComputedStyle(status);
  return {cut: status.scrollWidth > status.clientWidth + 1 || status.scrollHeight > status.clientHeight + 1,
          ellipsis: s.textOverflow === 'ellipsis' && s.overflow !== 'visible' && status.scrollWidth > status.clientWidth,
          right: status.getBoundingClientRect().right, header: header.getBoundingClientRect().height,
          text: status.textContent, tabs, width: innerWidth};
}"""


@pytest.mark.parametrize("view", ["#puzzles", "#versus", "#battle"])
@pytest.mark.parametrize("size", SIZES)
def test_the_status_line_and_the_tabs_are_whole(browser: Any, base_url: str, size: dict[str, int], view: str) -> None:
    context = browser.new_context(viewport=size)
    try:
        page = context.new_page()
        page.goto(base_url + "play.html" + view)
        page.wait_for_function("() => document.getElementById('engine-status').textContent.trim() !== ''")
        first = page.evaluate(HEADER)
        assert not first["cut"] and not first["ellipsis"], first
        assert first["right"] <= first["width"], first
        for tab in first["tabs"]:
            assert not tab["cut"] and tab["left"] >= 0 and tab["right"] <= first["width"], (tab, first)
        width = page_width(page)
        assert width["scroll"] <= width["viewport"], width
        shot(page, f"play-header-{view[1:]}-{size_id(size)}")
        # Each text the status shows fits its box, which stays as it is (the header does not move the page).
        for text in STATUS_TEXTS:
            page.evaluate(SET_STATUS, list(text))
            got = page.evaluate(HEADER)
            assert not got["cut"] and not got["ellipsis"], got
            assert abs(got["header"] - first["header"]) < 1, (text, got["header"], first["header"])
        if size["width"] < 600:  # a phone's header stays compact: the puzzle's Check below it on the first screen
            assert first["header"] <= 120, first
    finally:
        context.close()
