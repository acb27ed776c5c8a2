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
