"""Rule numbers a reader can read (issue 27): a rule chip explains itself on hover, focus and tap.

The explanation is the engine's (pyengine.rule_notes, shipped as core/rule-notes.json), looked up in
the chip's ruleset; the page decides nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS
from widgetkit import gorger, page_html, serve_page, wait_widgets, widget_html

from pyengine.rule_notes import DOCUMENTS, rule_notes

pytestmark = pytest.mark.browser

SIZES = [(1280, 800), (390, 844)]


def open_playground(browser: Any, base_url: str, width: int, height: int, touch: bool = False) -> Any:
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                  service_workers="block")
    page = context.new_page()
    page.goto(base_url + "index.html")
    page.wait_for_function("() => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'",
                           timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("() => document.body.dataset.checked === String(CombatLabApp.state.seq)", timeout=30_000)
    return page


def first_chip(page: Any) -> Any:
    """The first rule chip of the event log, once the board is resolved (Resolve all)."""
    page.get_by_role("button", name="Resolve all").click()
    page.wait_for_function("() => document.body.dataset.playback === 'idle'", timeout=30_000)
    chip = page.locator(".log-row .rule.rule-explained").filter(visible=True).first
    chip.wait_for(timeout=30_000)
    return chip


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_hover_and_focus_explain_a_rule_of_the_boards_ruleset(browser: Any, base_url: str, width: int,
                                                               height: int) -> None:
    page = open_playground(browser, base_url, width, height)
    try:
        ruleset = page.evaluate("() => CombatLabApp.scenario().ruleset")
        chip = first_chip(page)
        chip.scroll_into_view_if_needed()
        number = chip.text_content().removeprefix("rule ").strip()
        tip = page.locator(".rule-tip")
        chip.hover()
        tip.wait_for(state="visible", timeout=10_000)
        assert tip.text_content().startswith(f"{number}: {rule_notes(ruleset)[number]}")
        assert chip.get_attribute("aria-describedby") == tip.get_attribute("id")
        box = tip.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        page.mouse.move(1, 1)
        tip.wait_for(state="hidden", timeout=5_000)
        # The keyboard: focus shows it, Escape hides it.
        chip.focus()
        tip.wait_for(state="visible", timeout=5_000)
        page.keyboard.press("Escape")
        tip.wait_for(state="hidden", timeout=5_000)
        assert chip.get_attribute("aria-describedby") is None
    finally:
        page.context.close()


def test_a_tap_explains_and_links_to_the_full_rules(browser: Any, base_url: str) -> None:
    page = open_playground(browser, base_url, 390, 844, touch=True)
    try:
        page.evaluate("() => CombatLabApp.state")  # the page is live
        chip = first_chip(page)
        chip.scroll_into_view_if_needed()
        chip.tap()
        tip = page.locator(".rule-tip")
        tip.wait_for(state="visible", timeout=10_000)
        ruleset = page.evaluate("() => CombatLabApp.scenario().ruleset")
        # The era's rules document named, linked where the engine knows an official copy online.
        document = DOCUMENTS[ruleset]
        assert str(document["title"]) in (tip.text_content() or "")
        link = tip.locator("a")
        if document["url"]:
            assert link.get_attribute("href") == document["url"]
        else:
            assert link.count() == 0
        chip.tap()  # a second tap closes it
        tip.wait_for(state="hidden", timeout=5_000)
        # The current rules have an official copy online: the bubble links to it.
        page.evaluate("() => window.scrollTo(0, 0)")
        page.select_option("#example", "gorger-current.json")
        page.wait_for_function("() => CombatLabApp.state.example === 'gorger-current.json'"
                               " && document.body.dataset.checked === String(CombatLabApp.state.seq)", timeout=30_000)
        assert page.evaluate("() => CombatLabApp.scenario().ruleset") == "mtg"
        chip = first_chip(page)
        chip.scroll_into_view_if_needed()
        chip.tap()
        tip.wait_for(state="visible", timeout=10_000)
        assert tip.locator("a").get_attribute("href") == DOCUMENTS["mtg"]["url"] == "https://magic.wizards.com/en/rules"
    finally:
        page.context.close()


def test_a_widget_explains_its_rules_in_its_own_ruleset(browser: Any, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 1100, "height": 800}, service_workers="block")
    page = context.new_page()
    try:
        scenario = gorger(title="Gorger")  # the January 2020 rules: damage is rule 119 there
        scenario["ruleset"] = "mtg-2020"
        serve_page(page, base_url + "notes.html", page_html(widget_html(scenario)))
        page.goto(base_url + "notes.html")
        assert wait_widgets(page) == ["ready"]
        widget = page.locator("combat-lab")
        chip = widget.locator(".ev .rule.rule-explained").filter(visible=True).first
        number = chip.text_content().strip()
        chip.hover()
        tip = widget.locator(".rule-tip")
        tip.wait_for(state="visible", timeout=10_000)
        assert tip.text_content().startswith(f"{number}: {rule_notes('mtg-2020')[number]}")
        assert "January 2020" in tip.text_content()
    finally:
        context.close()
