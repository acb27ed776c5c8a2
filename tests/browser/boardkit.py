"""Shared set-up of the analysis-board browser tests (issue 27): the one static/ the session builds and serves
(conftest's ``manifest`` and ``base_url``), the one browser pytest-playwright launches, and the playground
opened once per module at each of the two sizes every point of the issue is checked at, a laptop's 1280x800
and a phone's 390x844.

A test module takes the ``boards`` fixture (import it: ``from boardkit import boards  # noqa: F401``) and asks
``boards.at(size)`` for the playground at that size, ready for a test (no animation running, no banner, an
empty console log); the page of each size is opened at its first use and closed when the module ends.
The helpers read what a reader sees: every text of the page, shadow roots (widgets) included, and whether
the page grew wider than its viewport.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_playground import Playground, open_playground, ready_for_a_test

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = [pytest.param(LAPTOP, id="1280x800"), pytest.param(PHONE, id="390x844")]
SHOTS = Path(os.environ.get("COMBATLAB_SHOTS", "/tmp/combatlab-shots"))

#: What no text of a page may show: a JSON path of the scenario ("$.assignments[0].division"), or an engine
#: error's code and path as a tail ("[illegal-assignment at $.assignments[0].division]").
PATH_TAIL = re.compile(r"\$\.[A-Za-z_\[]|\$\[|\[[a-z-]+ at \$")

#: Every text node a reader can see, the open shadow roots of widgets included, one string per node.
VISIBLE_TEXTS = """() => {
  const out = [];
  const walk = (root) => {
    const tree = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = tree.currentNode; node; node = tree.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.shadowRoot) walk(node.shadowRoot);
        continue;
      }
      const text = node.textContent.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'TEMPLATE', 'TEXTAREA'].includes(parent.tagName)) continue;
      if (parent.closest('[hidden]') || !parent.getClientRects().length) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      out.push(text);
    }
  };
  walk(document.body);
  // What a tooltip or a screen reader says too: titles, labels and the canvas's accessible name.
  for (const node of document.querySelectorAll('[title], [aria-label]')) {
    for (const attr of ['title', 'aria-label']) if (node.getAttribute(attr)) out.push(node.getAttribute(attr));
  }
  return out;
}"""


def shot(page: Any, name: str) -> Path:
    """A screenshot of the viewport in SHOTS (to be looked at: the report says what it showed)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def size_id(size: dict[str, int]) -> str:
    return f"{size['width']}x{size['height']}"


def visible_texts(page: Any) -> list[str]:
    return page.evaluate(VISIBLE_TEXTS)  # type: ignore[no-any-return]


def path_tails(page: Any) -> list[str]:
    """The texts of the page that show a JSON path or a `[code at $.path]` tail (none is the aim)."""
    return [text for text in visible_texts(page) if PATH_TAIL.search(text)]


def page_width(page: Any) -> dict[str, int]:
    """How wide the page is against its viewport (the layout never grows wider than the viewport)."""
    return page.evaluate(  # type: ignore[no-any-return]
        "() => ({scroll: document.documentElement.scrollWidth, viewport: window.innerWidth})")


def load_board(lab: Playground, scenario: dict[str, Any]) -> None:
    """Put a board on the page as a reader's file or link would (CombatLabApp.load), and wait for the engine."""
    seq = lab.page.evaluate("() => CombatLabApp.state.seq")
    lab.page.evaluate("s => CombatLabApp.load(s)", scenario)
    lab.page.wait_for_function("seq => CombatLabApp.state.seq !== seq", arg=seq, timeout=10_000)
    lab.settle()


class BoardPages:
    """The playground at each size, opened at its first use (one context per size, kept for the module)."""

    def __init__(self, browser: Any, base_url: str, init_script: str | None = None, **context_args: Any) -> None:
        self.browser = browser
        self.base_url = base_url
        self.init_script = init_script
        self.context_args = context_args
        self.opened: dict[str, tuple[Any, Playground]] = {}

    def at(self, size: dict[str, int]) -> Playground:
        key = size_id(size)
        if key not in self.opened:
            self.opened[key] = open_playground(self.browser, self.base_url, init_script=self.init_script, viewport=size,
                                               **self.context_args)
        lab = self.opened[key][1]
        lab.page.keyboard.press("Escape")
        lab.page.evaluate("() => window.scrollTo(0, 0)")
        return ready_for_a_test(lab)

    def close(self) -> None:
        for context, _ in self.opened.values():
            context.close()
        self.opened.clear()


@pytest.fixture(scope="module")
def boards(browser: Any, base_url: str) -> Iterator[BoardPages]:
    """The playground at 1280x800 and 390x844 for a test module (BoardPages.at)."""
    pages = BoardPages(browser, base_url)
    try:
        yield pages
    finally:
        pages.close()
