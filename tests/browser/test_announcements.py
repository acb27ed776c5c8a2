"""What a screen reader hears on the playground (issue 27), at 1280x800 and 390x844: a focused card says
its name, power and toughness, whom it attacks or blocks and whether the engine's preview has it die (in
the live region and in the canvas's accessible name); `]` and `[` say what the step did, in the event
log's words; Undo and Redo say what they undid or redid."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_playground import Playground, open_playground

pytestmark = pytest.mark.browser

SIZES = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]

# Serra Angel (4/4 flier, vigilance) attacks; Hill Giant (3/3) blocks it and dies; Grizzly Bears stands by.
BOARD: dict[str, Any] = {
    "format": 1,
    "ruleset": "mtg",
    "title": "Angel against Giant",
    "players": [{"id": "alice", "name": "Alice", "life": 20}, {"id": "bob", "name": "Bob", "life": 20}],
    "active_player": "alice",
    "permanents": [
        {"id": "angel", "name": "Serra Angel", "controller": "alice", "power": 4, "toughness": 4,
         "keywords": ["flying", "vigilance"]},
        {"id": "giant", "name": "Hill Giant", "controller": "bob", "power": 3, "toughness": 3, "keywords": ["reach"]},
        {"id": "bears", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
    ],
    "attackers": [{"id": "angel", "target": "bob"}],
    "blockers": [{"id": "giant", "blocks": ["angel"]}],
}


@pytest.fixture(params=SIZES, ids=["1280x800", "390x844"])
def lab(request: Any, browser: Any, base_url: str) -> Iterator[Playground]:
    context, playground = open_playground(browser, base_url, viewport=request.param)
    try:
        playground.page.evaluate("(s) => CombatLabApp.load(s)", BOARD)
        playground.settle()
        yield playground
    finally:
        context.close()


def announced(page: Any, expected: str, timeout: int = 10_000) -> str:
    """The live region's text once it contains `expected` (it is emptied, then set on the next frame)."""
    page.wait_for_function(
        "(t) => (document.getElementById('announcer').textContent || '').includes(t)", arg=expected, timeout=timeout
    )
    return page.text_content("#announcer") or ""


def canvas_name(page: Any) -> str:
    return page.get_attribute("#board", "aria-label") or ""


def focus_card(lab: Playground, card_id: str) -> str:
    """Focus the canvas and move with the arrow keys until `card_id` has the focus; the live region's text."""
    page = lab.page
    page.focus("#board")
    for _ in range(12):
        if page.evaluate("() => CombatLabBoard.snapshot().focus") == card_id:
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("() => CombatLabBoard.snapshot().focus") == card_id
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")  # announced afresh on arriving
    return page.text_content("#announcer") or ""


def test_a_focused_card_says_its_power_toughness_combat_and_fate(lab: Playground) -> None:
    page = lab.page
    focus_card(lab, "giant")
    said = announced(page, "Hill Giant")
    assert "Hill Giant, 3/3, blocking Serra Angel, would die if combat resolved now" in said, said
    assert "Hill Giant, 3/3, blocking Serra Angel, would die" in canvas_name(page)
    assert canvas_name(page).startswith("Combat board: ")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    focus_card(lab, "angel")
    said = announced(page, "Serra Angel")
    assert "Serra Angel, 4/4, attacking Bob, blocked by Hill Giant, would survive combat" in said, said
    assert "Serra Angel, 4/4, attacking Bob" in canvas_name(page)
    focus_card(lab, "bears")
    said = announced(page, "Grizzly Bears")
    assert "Grizzly Bears, 2/2, would survive combat" in said and "blocking" not in said, said
    # The board changes under the focus (the Giant grows to 3/5): its name follows the engine's new answer.
    focus_card(lab, "giant")
    tougher = {**BOARD, "permanents": [dict(p, toughness=5) if p["id"] == "giant" else p for p in BOARD["permanents"]]}
    page.evaluate("(s) => CombatLabApp.load(s)", tougher)
    lab.settle()
    assert page.evaluate("() => CombatLabBoard.snapshot().focus") == "giant"
    page.wait_for_function(
        "() => (document.getElementById('board').getAttribute('aria-label') || '')"
        ".endsWith('Hill Giant, 3/5, blocking Serra Angel, would survive combat')",
        timeout=10_000,
    )


def test_step_keys_say_what_the_step_did_in_the_engines_words(lab: Playground) -> None:
    page = lab.page
    result = page.evaluate("(s) => CombatLab.resolve(s)", BOARD)
    assert result["ok"] is True
    page.focus("#board")
    page.keyboard.press("]")
    lab.at_phase(1)
    said = announced(page, "Step 1")
    page.wait_for_function("() => CombatLabApp.state.phases.length > 0")
    steps = page.evaluate("() => CombatLabApp.state.phases.length")
    # Walk to the damage step: its words are the log's, not only its name.
    for phase in range(2, steps + 1):
        page.keyboard.press("]")
        lab.at_phase(phase)
    said = announced(page, f"Step {steps} of {steps}")
    log = page.text_content(f'#result [data-phase="{steps}"]') or ""
    assert "Serra Angel deals 4 combat damage to Hill Giant." in said, said
    assert "Serra Angel deals 4 combat damage to Hill Giant" in log  # the same words as the event log
    assert "Hill Giant deals 3 combat damage to Serra Angel." in said, said
    assert "Hill Giant dies" in said, said
    page.keyboard.press("[")
    lab.at_phase(steps - 1)
    said = announced(page, f"Step {steps - 1} of {steps}")
    assert said.count(".") >= 2, said  # the label, then at least one sentence of what the step did


def test_undo_and_redo_say_what_they_undid(lab: Playground) -> None:
    page = lab.page
    page.evaluate("(s) => CombatLabApp.load(s)", {**BOARD, "blockers": []})
    lab.settle()
    # Hill Giant (reach) blocks Serra Angel, by the keyboard: B on the Giant, Enter on the Angel.
    focus_card(lab, "giant")
    page.keyboard.press("b")
    announced(page, "Block with Hill Giant")
    for _ in range(6):
        if page.evaluate("() => CombatLabBoard.snapshot().focus") == "angel":
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    announced(page, "Hill Giant blocks Serra Angel.")
    lab.settle()
    page.click("#undo")
    said = announced(page, "Undone")
    assert said.startswith("Undone: Hill Giant blocks Serra Angel."), said
    lab.settle()
    assert lab.scenario()["blockers"] == []
    page.click("#redo")
    said = announced(page, "Redone")
    assert said == "Redone: Hill Giant blocks Serra Angel.", said
