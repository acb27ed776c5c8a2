"""Switching the playground's ruleset to another game, and the compare table on a phone.

At 1280×800 and 390×844: a Magic board moved to Riftbound is converted by the
engine (creatures become units, power becomes Might, a battlefield is made up),
the page lists what changed in a dismissible notice, the engine accepts the
board (no red problems), no internal id shows in the page's text, Undo takes
the switch back in one step, and moving back to Magic converts again. On a
phone, a ruleset that refuses the board keeps a readable column in the compare
table: no cell is squeezed to a character per line.

Every expectation about the board is the engine's own answer (CPython's
pyengine.convert for the same scenario).
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_playground import Playground, open_playground

from pyengine import bridge

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
#: Screenshots to look at (outside the worktree; pytest-playwright empties test-results/ at each run).
SHOTS = Path(tempfile.gettempdir()) / "combat-lab-screenshots" / "ruleset-switch"
#: The Gorger board's ids that differ from its names: none may show in the page's text.
IDS = ("gorger", "guardian", "elves", "alice", "bob")  # players too: "Alice", never "alice"
#: The page's visible text, without the scenario JSON editor (the raw format, where ids belong).
VISIBLE_TEXT = """() => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!host || host.closest('textarea, script, style, [hidden], #json-panel, .json-panel')) continue;
    const style = getComputedStyle(host);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    parts.push(node.textContent);
  }
  return parts.join(' ');
}"""


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request: Any, browser: Any, base_url: str) -> Iterator[tuple[str, Playground]]:
    """A playground page of its own at each size."""
    context, playground = open_playground(browser, base_url, viewport=SIZES[request.param])
    try:
        yield request.param, playground
    finally:
        context.close()


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def switch(lab: Playground, ruleset: str) -> None:
    page = lab.page
    page.select_option("#ruleset", ruleset)
    page.wait_for_function("r => CombatLabApp.scenario().ruleset === r", arg=ruleset, timeout=60_000)
    page.wait_for_selector("#switch-notice:not([hidden])", timeout=30_000)
    lab.settle()


def moved(converted: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """The engine's converted board as the page keeps it: its title and description say it is no longer the
    example as written (board-title.js movedBoard; as written again under the ruleset they were written for)."""
    board = dict(converted)
    to, back = board["ruleset"], board["ruleset"] == written["ruleset"]
    if written.get("title"):
        board["title"] = written["title"] if back else f"{written['title']} (now under {to})"
    if written.get("description"):
        board["description"] = (written["description"] if back
                                else f"Written for {written['ruleset']}; now under {to}. {written['description']}")
    return board


def notice_items(page: Any) -> list[str]:
    return [t.strip() for t in page.locator("#switch-notice li").all_text_contents()]


def ids_in(text: str) -> list[str]:
    return [i for i in IDS if re.search(rf"(?<![\w-]){i}(?![\w-])", text)]


def test_magic_board_to_riftbound_and_back(sized: tuple[str, Playground]) -> None:
    size, lab = sized
    page = lab.page
    lab.load_example("gorger-current.json")
    magic = lab.scenario()
    to_riftbound = bridge.call_data("convert", json.dumps({"scenario": magic, "ruleset": "riftbound"}))

    switch(lab, "riftbound")
    assert lab.scenario() == moved(to_riftbound["scenario"], magic)
    assert notice_items(page) == to_riftbound["changes"]
    notice = page.locator("#switch-notice")
    assert notice.is_visible()
    assert "What changed" in (notice.text_content() or "")
    assert "Vastwood Gorger 5/6 → Might 5" in " ".join(notice_items(page))
    # The notice is on screen where the user just acted (under the toolbar), not somewhere below.
    box = notice.bounding_box()
    assert box is not None and box["y"] < SIZES[size]["height"] and box["width"] <= SIZES[size]["width"]
    # The engine accepts the converted board: no red problems.
    assert page.evaluate("() => CombatLabApp.state.problems") == []
    assert page.locator("#engine-verdict .problem").count() == 0
    assert page.locator("#engine-verdict.good, #engine-verdict .verdict-title").count() >= 1
    # No internal id anywhere in the visible text: the notice, the board's text, the set-up.
    text = page.evaluate(VISIBLE_TEXT)
    assert "Vastwood Gorger" in text and "Might 5" in text  # the text read is the page's own
    assert ids_in(text) == [], text
    assert "Battlefield battlefield" not in text and "Battlefield bf" not in text
    # The canvas draws the battlefield by its name, never its id.
    assert page.evaluate("() => CombatLabBoard.snapshot().battlefield.label") == "Battlefield"
    shot(page, f"ruleset-switch-riftbound-{size}")

    # Undo is one step: the Magic board exactly as it was, and the notice goes with the switch.
    page.click("#undo")
    page.wait_for_function("() => CombatLabApp.scenario().ruleset === 'mtg'", timeout=30_000)
    lab.settle()
    assert lab.scenario() == magic
    assert page.locator("#switch-notice").is_hidden()

    # Redo, then back to Magic: converted again, the attack declared, no problems.
    page.click("#redo")
    page.wait_for_function("() => CombatLabApp.scenario().ruleset === 'riftbound'", timeout=30_000)
    lab.settle()
    back = bridge.call_data("convert", json.dumps({"scenario": lab.scenario(), "ruleset": "mtg"}))
    switch(lab, "mtg")
    assert lab.scenario() == moved(back["scenario"], magic)
    assert lab.scenario()["attackers"] == magic["attackers"]
    assert [(p["name"], p["power"]) for p in lab.scenario()["permanents"]] == [
        (p["name"], p["power"]) for p in magic["permanents"]]
    assert notice_items(page) == back["changes"]
    assert page.evaluate("() => CombatLabApp.state.problems") == []
    assert ids_in(page.evaluate(VISIBLE_TEXT)) == []
    shot(page, f"ruleset-switch-back-{size}")

    # Dismiss closes the notice and gives the focus back to the Ruleset select.
    page.get_by_role("button", name="Dismiss", exact=True).click()
    assert page.locator("#switch-notice").is_hidden()
    assert page.evaluate("() => document.activeElement && document.activeElement.id") == "ruleset"


def test_a_board_the_other_game_cannot_hold_stays_with_the_reason(sized: tuple[str, Playground]) -> None:
    """Three players can't move to Riftbound (one-on-one showdowns): the board stays, the notice says why."""
    _, lab = sized
    page = lab.page
    lab.load_example("attack-two-players-one-blocks.json")
    before = lab.scenario()
    page.select_option("#ruleset", "riftbound")
    page.wait_for_selector("#switch-notice.refused:not([hidden])", timeout=30_000)
    assert lab.scenario() == before
    assert page.eval_on_selector("#ruleset", "s => s.value") == before["ruleset"]
    text = page.text_content("#switch-notice") or ""
    assert "can't move to Riftbound" in text and "this board has 3" in text
    assert "$." not in text
    page.get_by_role("button", name="Dismiss", exact=True).click()


def test_compare_table_on_a_phone_keeps_words_whole(sized: tuple[str, Playground]) -> None:
    """mtg-2020 refuses the Gorger's 2/3 division (510.1c): its column still has room for words."""
    size, lab = sized
    page = lab.page
    lab.load_example("gorger-current.json")
    page.click("#compare-run")
    page.wait_for_selector("#compare .compare-table", timeout=60_000)
    assert page.locator("#compare td.refused-cell").count() == 1
    cells = page.evaluate("""() => [...document.querySelectorAll('#compare th, #compare td')].map(c => {
      const r = c.getBoundingClientRect();
      const style = getComputedStyle(c);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
      const words = c.textContent.trim().split(/\\s+/).filter(Boolean);
      const longest = Math.max(0, ...words.map(w => w.length));
      return {text: c.textContent.trim(), width: r.width, height: r.height, line, longest,
              rowspan: c.rowSpan || 1};
    })""")
    assert cells
    for cell in cells:
        if not cell["text"]:
            continue
        assert cell["width"] >= 60, cell
        # One character per line would make a cell about as tall as its longest word is long.
        if cell["rowspan"] == 1 and cell["longest"] >= 6:
            assert cell["height"] < cell["line"] * cell["longest"] * 0.6, cell
    refused = page.locator("#compare td.refused-cell")
    box = refused.bounding_box()
    assert box is not None and box["width"] >= 90
    page.locator("#compare").scroll_into_view_if_needed()
    shot(page, f"compare-{size}")
