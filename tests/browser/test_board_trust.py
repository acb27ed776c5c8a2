"""A board a judge can trust (issue 27), at a laptop's 1280x800 and a phone's 390x844: every sentence the
page shows is true of the board on screen.

- The share box: it closes on Escape, on a click outside it, on a second click of Share and on any edit
  of the board (its link would be of the board before); it covers no control; the link made after an
  edit, opened in a fresh browser context, shows the same board.

Every expectation about the rules is the engine's own answer, never a value written in by hand.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_playground import Playground, open_playground, ready_for_a_test

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = [pytest.param(LAPTOP, id="1280x800"), pytest.param(PHONE, id="390x844")]

# Screenshots for a person to look at (nothing compares them); outside the shared build cache.
SHOTS = Path(os.environ.get("COMBATLAB_SHOTS", "/tmp/combatlab-shots"))


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.fixture(scope="module")
def trust_page(browser: Any, base_url: str) -> Iterator[Playground]:
    context, playground = open_playground(browser, base_url)
    try:
        yield playground
    finally:
        context.close()


@pytest.fixture
def lab(trust_page: Playground) -> Playground:
    trust_page.page.keyboard.press("Escape")  # a box or an editor left open by an earlier test
    return ready_for_a_test(trust_page)


def show_example(lab: Playground, file: str, size: dict[str, int]) -> None:
    lab.page.set_viewport_size(size)
    lab.load_example(file)
    lab.page.evaluate("() => window.scrollTo(0, 0)")


# --------------------------------------------------------------------------- the share box

# Every visible control of the page outside the share box whose rectangle the box's rectangle overlaps.
COVERED_CONTROLS = """
() => {
  const box = document.getElementById("share-box").getBoundingClientRect();
  const covered = [];
  for (const control of document.querySelectorAll("button, input, select, textarea, canvas, summary, a[href], label.file-button")) {
    if (control.closest("#share-box") || control.closest("[hidden]")) continue;
    const r = control.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(control).visibility === "hidden") continue;
    if (r.left < box.right - 0.5 && box.left < r.right - 0.5 && r.top < box.bottom - 0.5 && box.top < r.bottom - 0.5) {
      covered.push(control.id || control.textContent.trim().slice(0, 30) || control.tagName);
    }
  }
  return covered;
}
"""


def open_share(lab: Playground) -> str:
    page = lab.page
    page.click("#share")
    page.wait_for_function("() => document.getElementById('share-url').value !== ''")
    assert page.is_visible("#share-box")
    assert page.get_attribute("#share", "aria-expanded") == "true"
    return page.input_value("#share-url")


def share_closed(lab: Playground) -> bool:
    return bool(lab.page.evaluate(
        "() => document.getElementById('share-box').hidden && document.getElementById('share').getAttribute('aria-expanded') === 'false'"
    ))


@pytest.mark.parametrize("size", SIZES)
def test_the_share_box_covers_no_control_and_closes_on_escape_outside_click_and_second_click(
    lab: Playground, size: dict[str, int]
) -> None:
    page = lab.page
    show_example(lab, "enormous-baloth.json", size)
    open_share(lab)
    assert page.evaluate(COVERED_CONTROLS) == []
    shot(page, f"share-open-{size['width']}")
    page.keyboard.press("Escape")
    assert share_closed(lab)
    assert page.evaluate("() => document.activeElement.id") == "share"  # the focus goes back where it came from
    open_share(lab)
    page.click("#share")  # a second click closes it
    assert share_closed(lab)
    open_share(lab)
    page.click(".site-header h1")  # a click anywhere outside it
    assert share_closed(lab)
    open_share(lab)
    page.click("#share-url")  # a click inside it keeps it
    assert not share_closed(lab)
    page.keyboard.press("Escape")
    assert share_closed(lab)
    assert lab.log.console_errors == []


@pytest.mark.parametrize("size", SIZES)
def test_an_edit_closes_the_share_box_and_the_new_link_opens_the_edited_board(
    lab: Playground, browser: Any, base_url: str, size: dict[str, int]
) -> None:
    page = lab.page
    show_example(lab, "enormous-baloth.json", size)
    before = open_share(lab)
    page.fill('#setup input[name="life"] >> nth=1', "7")
    page.press('#setup input[name="life"] >> nth=1', "Tab")
    lab.settle()
    assert lab.scenario()["players"][1]["life"] == 7
    assert share_closed(lab)  # its link was of the board before the edit
    edited = open_share(lab)
    assert edited != before
    page.evaluate("() => document.getElementById('board').focus()")  # no click: only the undo closes it
    page.keyboard.press("Control+z")
    lab.settle()
    assert lab.scenario()["players"][1].get("life") != 7
    assert share_closed(lab)  # an undo is a change of the board too
    assert open_share(lab) == before  # the same board, the same link
    page.evaluate("() => document.getElementById('board').focus()")
    page.keyboard.press("Control+Shift+z")
    lab.settle()
    assert share_closed(lab)
    assert open_share(lab) == edited
    scenario = lab.scenario()
    context, other = open_playground(browser, base_url, edited[len(base_url):], viewport=size)
    try:
        assert other.scenario() == scenario
        assert other.scenario()["players"][1]["life"] == 7
        assert other.cards() == lab.cards()
        assert other.log.console_errors == []
    finally:
        context.close()
    page.keyboard.press("Escape")
    assert share_closed(lab)
