"""Cards by name in the browser: the card index is fetched only for a board that names a card."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from labkit import LabPage

pytestmark = pytest.mark.browser

CARD_INDEX = "cards/index.json"


def by_name(gorger: dict[str, Any]) -> dict[str, Any]:
    """The spec's Gorger board with every permanent given by its card's name alone."""
    board = copy.deepcopy(gorger)
    board["permanents"] = [{"id": p["id"], "card": p["name"], "controller": p["controller"]}
                           for p in gorger["permanents"]]
    return board


def test_a_board_without_cards_never_fetches_the_card_index(lab: LabPage, gorger: dict[str, Any]) -> None:
    assert lab.page.evaluate("s => CombatLab.resolve(s)", gorger)["ok"] is True
    assert CARD_INDEX not in lab.log.paths()


def test_a_board_of_card_names_resolves_in_the_browser_as_in_cpython(lab: LabPage, gorger: dict[str, Any]) -> None:
    import pyengine

    board = by_name(gorger)
    in_browser = lab.page.evaluate("s => CombatLab.resolve(s)", board)
    assert in_browser["ok"] is True, in_browser
    assert in_browser == json.loads(json.dumps(pyengine.resolve(copy.deepcopy(board))))
    assert CARD_INDEX in lab.log.paths()
    unknown = lab.page.evaluate("s => CombatLab.validate(s)", dict(board, permanents=[
        dict(board["permanents"][0], card="Vastwood Gorgr"), *board["permanents"][1:]]))
    assert any(p["code"] == "unknown-card" and "Vastwood Gorger" in p["message"] for p in unknown)
    assert lab.log.console_errors == []


@pytest.mark.parametrize("mode", ["view", "play"])
def test_the_widget_resolves_a_board_of_card_names(browser: Any, base_url: str, gorger: dict[str, Any],
                                                   mode: str) -> None:
    """A <combat-lab> board written with card names (its view and its play mode) is resolved by the engine as
    CPython resolves it: the same events, the card index fetched for it."""
    import pyengine
    from labkit import watch
    from widgetkit import page_html, serve_page, wait_widgets, widget_html

    board = by_name(gorger)
    context = browser.new_context(viewport={"width": 1100, "height": 800}, service_workers="block")
    try:
        page = context.new_page()
        log = watch(page, base_url)
        serve_page(page, base_url + f"cards-{mode}.html", page_html(widget_html(board, mode=mode)))
        page.goto(base_url + f"cards-{mode}.html")
        assert wait_widgets(page) == ["ready"]
        expected = pyengine.resolve(copy.deepcopy(board))
        assert expected == pyengine.resolve(copy.deepcopy(gorger))  # the names give the hand-typed board
        events = [e for step in expected["before_damage"] + expected["steps"] for e in step["events"]]
        widget = page.locator("combat-lab")
        assert widget.locator(".ev .rule").all_text_contents() == [e.get("rule") or "—" for e in events]
        assert CARD_INDEX in log.paths()
        assert log.console_errors == []
    finally:
        context.close()
