"""The playground's Embed box (issue 27), at 1280x800 and 390x844: the reader chooses what readers can do
(view, step, play), rulesets to compare and a height; the three snippets follow the choices; a live
preview (embed.html in the box) shows the board as configured, answered from the engine's answers this
page computed (no second engine for view, step or a comparison); Escape and Close close it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import ROOT
from test_playground import Playground, open_playground

pytestmark = pytest.mark.browser

SIZES = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]
SHOTS = ROOT / "test-results" / "embed-box"


@pytest.fixture(params=SIZES, ids=["1280x800", "390x844"])
def lab(request: Any, browser: Any, base_url: str) -> Iterator[Playground]:
    context, playground = open_playground(browser, base_url, viewport=request.param)
    try:
        playground.load_example("lifelink-race.json")
        yield playground
    finally:
        context.close()


def preview_frame(page: Any) -> Any:
    handle = page.query_selector("#embed-preview")
    frame = handle.content_frame() if handle else None
    assert frame is not None
    return frame


def preview_widget(page: Any, expected_url_part: str) -> Any:
    """The preview's frame once it shows `expected_url_part` in its address and its widget has answered."""
    page.wait_for_function(
        "(part) => (document.getElementById('embed-preview').src || '').includes(part)", arg=expected_url_part,
        timeout=20_000,
    )
    frame = preview_frame(page)
    frame.wait_for_function(
        "(part) => location.href.includes(part) && ['ready', 'refused'].includes(document.querySelector('combat-lab')?.dataset.state)",
        arg=expected_url_part, timeout=60_000,
    )
    return frame


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    width = page.viewport_size["width"]
    page.screenshot(path=str(SHOTS / f"{name}-{width}.png"))


def test_the_embed_box_configures_the_snippets_and_previews_the_board(lab: Playground) -> None:
    page = lab.page
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-box').dataset.answer === 'yes'", timeout=20_000)
    # The default: step mode, no comparison, no fixed height; the preview is that board, answered at once.
    widget = page.input_value("#embed-widget")
    assert '<combat-lab mode="step">' in widget and "data-answer" in widget
    assert "mode=step" in page.input_value("#embed-iframe")
    frame = preview_widget(page, "mode=step")
    assert frame.evaluate("() => document.querySelector('combat-lab').dataset.answered") == "stored"
    assert frame.evaluate("() => document.querySelector('combat-lab').getAttribute('mode')") == "step"
    title = frame.evaluate("() => document.querySelector('combat-lab').shadowRoot.querySelector('.title').textContent")
    assert title == lab.scenario()["title"]
    # The preview takes its board's height (its resize messages), not the iframe's first 460 px.
    page.wait_for_function(
        "() => { const f = document.getElementById('embed-preview'); const d = f.contentDocument;"
        " return d && Math.abs(f.getBoundingClientRect().height - 2 - d.getElementById('embed').getBoundingClientRect().height) <= 2; }",
        timeout=20_000,
    )
    shot(page, "step")

    # View mode: no mode attribute (view is the widget's default), the preview follows.
    page.get_by_label("View: the board and how combat ends").check()
    page.wait_for_function("() => !document.getElementById('embed-widget').value.includes('mode=')")
    assert "<combat-lab>" in page.input_value("#embed-widget")
    frame = preview_widget(page, "#s=")
    frame.wait_for_function("() => !document.querySelector('combat-lab').hasAttribute('mode')")
    frame.wait_for_function("() => document.querySelector('combat-lab').dataset.answered === 'stored'")
    assert frame.evaluate("() => document.querySelector('combat-lab').shadowRoot.querySelector('.outcome') !== null")

    # A fixed height: in all three snippets, and in the preview's widget.
    page.fill("#embed-height", "520")
    page.wait_for_function("() => document.getElementById('embed-widget').value.includes('height=\"520\"')")
    assert 'height="520"' in page.input_value("#embed-iframe") and "height=520" in page.input_value("#embed-iframe")
    assert 'height="520"' in page.input_value("#embed-wikitext")
    frame = preview_widget(page, "height=520")
    frame.wait_for_function("() => document.querySelector('combat-lab').getAttribute('height') === '520'")
    frame.wait_for_function(
        "() => Math.round(document.querySelector('combat-lab').shadowRoot.querySelector('.frame').getBoundingClientRect().height) === 520"
    )

    # Compare two rulesets: the comparison takes the place of the mode; the widget's snippet carries the
    # engine's compare answer; the preview shows the comparison from it (this page's answer, no new engine).
    page.fill("#embed-height", "")
    ids = page.evaluate("() => [...document.querySelectorAll('#embed-compare-list input')].map((i) => i.value)")
    board_ruleset = lab.scenario()["ruleset"]
    others = [i for i in ids if i != board_ruleset]
    assert board_ruleset in ids and others
    page.check(f'#embed-compare-list input[value="{board_ruleset}"]')
    assert "Tick one more" in (page.text_content("#embed-compare-note") or "")
    assert "compare=" not in page.input_value("#embed-widget")
    page.check(f'#embed-compare-list input[value="{others[0]}"]')
    pair = ",".join([board_ruleset, others[0]])
    page.wait_for_function(
        "(pair) => document.getElementById('embed-widget').value.includes(`compare=\"${pair}\"`)"
        " && document.getElementById('embed-box').dataset.answer === 'yes'",
        arg=pair, timeout=30_000,
    )
    assert page.is_disabled('input[name="embed-mode"][value="step"]')
    widget = page.input_value("#embed-widget")
    stamp = json.loads(widget.split("data-answer>", 1)[1].split("</script>", 1)[0])
    assert stamp["call"] == "compare"
    assert sorted([*stamp["answer"]["results"], *stamp["answer"].get("skipped", {})]) == sorted([board_ruleset, others[0]])
    assert f"compare={pair.replace(',', '%2C')}" in page.input_value("#embed-iframe")
    assert f'compare="{pair}"' in page.input_value("#embed-wikitext")
    frame = preview_widget(page, "compare=")
    frame.wait_for_function("() => document.querySelector('combat-lab').dataset.answered === 'stored'", timeout=20_000)
    assert frame.evaluate("() => window.CombatLab.started") is False  # the preview started no engine of its own
    shot(page, "compare")

    # The box says whether this site lets other sites load the widget (build.py serve sends the header).
    page.wait_for_function("() => document.getElementById('embed-box').dataset.crossOrigin === 'yes'")
    assert "Access-Control-Allow-Origin: *" in (page.text_content("#embed-origin-note") or "")

    # Escape closes it (and gives the focus back to the Embed button when it was inside).
    page.focus("#embed-widget")
    page.keyboard.press("Escape")
    assert page.is_hidden("#embed-box")
    assert page.evaluate("() => document.activeElement.id") == "embed"
    assert page.get_attribute("#embed", "aria-expanded") == "false"
    page.click("#embed")
    page.wait_for_selector("#embed-box", state="visible")
    page.click("#embed-close")
    assert page.is_hidden("#embed-box")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= page.viewport_size["width"]


def test_the_embed_box_fits_the_window(lab: Playground) -> None:
    page = lab.page
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-box').dataset.answer === 'yes'", timeout=20_000)
    box = page.evaluate("() => { const r = document.getElementById('embed-box').getBoundingClientRect(); return [r.left, r.right, r.bottom]; }")
    size = page.viewport_size
    assert box[0] >= 0 and box[1] <= size["width"] and box[2] <= size["height"], box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= size["width"]
    # Every control of the box can be reached: it scrolls inside itself when taller than the window.
    page.locator("#embed-preview").scroll_into_view_if_needed()
    assert page.locator("#embed-preview").is_visible()
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
