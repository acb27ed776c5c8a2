"""An example's title after a ruleset switch (issue 27), at 1280x800 and 390x844: an example's title and
description were written for its own ruleset ("Vastwood Gorger, 2020 rules (CR 510.1c)": "under the damage
assignment order"), so once the engine has moved the board to another ruleset the page no longer names it
as that example: the Example select says "This board: … (now under mtg)", About this board and the Embed
box's heading and iframe title say so too, and its description is led by what it was written for. Moved
back, or undone, it is the example as written again.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from boardkit import SIZES, boards, shot, size_id  # noqa: F401  (boards: a fixture)
from test_playground import EXAMPLES, Playground
from test_ruleset_switch import switch

pytestmark = pytest.mark.browser

GORGER = json.loads((EXAMPLES / "gorger.json").read_text(encoding="utf-8"))


def names_of_the_board(page: Any) -> dict[str, Any]:
    return page.evaluate("""() => ({
      select: document.getElementById('example').value,
      option: document.getElementById('example').selectedOptions[0].textContent,
      about: document.getElementById('about-title').textContent,
      blurb: document.getElementById('example-blurb').textContent,
      title: CombatLabApp.scenario().title, description: CombatLabApp.scenario().description,
    })""")


@pytest.mark.parametrize("size", SIZES)
def test_a_switched_example_is_no_longer_named_as_the_example(boards: Any, size: dict[str, int]) -> None:
    lab: Playground = boards.at(size)
    page = lab.page
    lab.load_example("gorger.json")
    assert GORGER["ruleset"] == "mtg-2020" and "2020" in GORGER["title"]
    before = names_of_the_board(page)
    assert before["select"] == "gorger.json" and GORGER["title"] in before["about"], before

    switch(lab, "mtg")
    moved = names_of_the_board(page)
    title = f"{GORGER['title']} (now under mtg)"
    assert moved["title"] == title, moved
    assert moved["select"] == "" and moved["option"] == f"This board: {title}", moved
    assert title in moved["about"], moved
    assert moved["description"].startswith("Written for mtg-2020; now under mtg. "), moved
    assert moved["description"].endswith(GORGER["description"]), moved
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-iframe').value !== ''")
    assert title in (page.text_content("#embed-heading") or "")
    snippet = page.input_value("#embed-iframe")
    assert f'title="Combat Lab: {title}"' in snippet, snippet
    page.keyboard.press("Escape")
    assert page.is_hidden("#embed-box")
    page.locator("#switch-notice").scroll_into_view_if_needed()
    shot(page, f"switch-title-{size_id(size)}")

    # Moved on again: still written for mtg-2020, now under the third ruleset (not stacked).
    switch(lab, "mtg-classic")
    again = names_of_the_board(page)
    assert again["title"] == f"{GORGER['title']} (now under mtg-classic)", again
    assert again["description"].startswith("Written for mtg-2020; now under mtg-classic. "), again
    # Back to the ruleset it was written for: the example as written, named by the select again.
    switch(lab, "mtg-2020")
    back = names_of_the_board(page)
    assert back["title"] == GORGER["title"] and back["description"] == GORGER["description"], back
    assert back["select"] == "gorger.json", back
