"""The analysis board's refusals in words (issue 27), at 1280x800 and 390x844: every problem the engine finds,
every refusal of a resolve, is said as the widget says it (web/core/widget-text.js, through the playground's
problem-words.js): the field by the name of what it belongs to, the rule beside it, and no `$.`-path or
`[code at $.path]` tail anywhere the page shows text (the verdict, a division's verdict, the set-up's field
notes, the log's refusal, the ruleset switch's notice, compare).

The refusals themselves are the engine's (CPython's pyengine for the same board): the test checks that what
it names by path is named in words on the page.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from boardkit import SIZES, boards, load_board, path_tails, shot, size_id  # noqa: F401  (boards: a fixture)
from test_playground import EXAMPLES, Playground

import pyengine

pytestmark = pytest.mark.browser


def example(file: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / file).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def bad_power() -> dict[str, Any]:
    """The Gorger board with a power that is not a number: refused at $.permanents[0].power."""
    board = example("gorger.json")
    board["permanents"] = copy.deepcopy(board["permanents"])
    gorger = next(p for p in board["permanents"] if p["id"] == "gorger")
    gorger.pop("card", None)
    gorger.update(name="Vastwood Gorger", power="x", toughness=6)
    return board


def bad_division() -> dict[str, Any]:
    """The Gorger board under mtg-2020 with a division the damage assignment order forbids (510.1c)."""
    board = example("gorger.json")
    assert board["ruleset"] == "mtg-2020"
    board["assignments"] = [{"source": "gorger", "step": "regular", "division": {"guardian": 1, "elves": 4}}]
    return board


def engine_problems(board: dict[str, Any]) -> list[dict[str, Any]]:
    return json.loads(json.dumps(pyengine.validate(copy.deepcopy(board))))  # type: ignore[no-any-return]


@pytest.mark.parametrize("size", SIZES)
def test_a_bad_field_is_named_in_words_in_the_verdict_and_beside_the_field(boards: Any, size: dict[str, int]) -> None:
    lab: Playground = boards.at(size)
    board = bad_power()
    problems = engine_problems(board)
    assert any(p["path"] == "$.permanents[0].power" and "$." in p["message"] for p in problems), problems
    load_board(lab, board)
    page = lab.page
    verdict = page.text_content("#engine-verdict") or ""
    assert "The engine refuses this board" in verdict, verdict
    assert "Vastwood Gorger's power" in verdict, verdict  # the path in words
    assert path_tails(page) == [], path_tails(page)
    # The field it is about says so beside it, once its editor is open, in the same words.
    page.evaluate("() => document.getElementById('setup').scrollIntoView()")
    page.locator('[data-path="$.permanents[0].power"]').first.wait_for(state="attached")
    assert path_tails(page) == []
    # Resolving it anyway: the log's refusal is in words too, what it is about named, no code or path shown.
    page.click("#resolve")
    page.wait_for_selector("#result .error-box", timeout=30_000)
    box = page.text_content("#result .error-box") or ""
    assert "Vastwood Gorger's power" in box and "invalid-scenario" not in box, box
    assert path_tails(page) == [], path_tails(page)
    shot(page, f"problem-words-field-{size_id(size)}")


@pytest.mark.parametrize("size", SIZES)
def test_an_illegal_division_is_refused_in_words_with_its_rule(boards: Any, size: dict[str, int]) -> None:
    lab: Playground = boards.at(size)
    board = bad_division()
    [problem] = [p for p in engine_problems(board) if p["code"] == "illegal-assignment"]
    assert problem["rule"] == "510.1c" and problem["path"] == "$.assignments[0].division"
    load_board(lab, board)
    page = lab.page
    division = page.locator('.division[data-source="gorger"] .verdict')
    text = division.text_content() or ""
    assert text.startswith("Illegal: ") and problem["message"] in text and "510.1c" in text, text
    verdict = page.text_content("#engine-verdict") or ""
    assert problem["message"] in verdict and "illegal-assignment" not in verdict, verdict
    page.click("#resolve")
    page.wait_for_selector("#result .error-box", timeout=30_000)
    box = page.locator("#result .error-box")
    assert box.get_attribute("data-code") == "illegal-assignment"  # for scripts, not as its text
    words = box.text_content() or ""
    assert "Vastwood Gorger's division" in words and "510.1c" in words, words
    assert "illegal-assignment" not in words, words
    assert path_tails(page) == [], path_tails(page)
    page.locator("#result .error-box").scroll_into_view_if_needed()
    shot(page, f"problem-words-division-{size_id(size)}")


@pytest.mark.parametrize("size", SIZES)
def test_compares_skipped_and_refused_rulesets_are_said_in_words_with_a_rule_chip(boards: Any, size: dict[str, int]) -> None:
    """Compare's notes ("Skipped", "Refused") say why a ruleset was left out in words: the engine's reason for
    the Baloth board under puzzle-quest names a keyword at `$.permanents[3].keywords[0]`, shown as the
    permanent's name; its rule, where the engine gives one, is a chip that explains itself."""
    lab: Playground = boards.at(size)
    load_board(lab, example("enormous-baloth.json"))
    board = lab.scenario()  # its cards as the page has them (named, with their keywords)
    answer = json.loads(json.dumps(pyengine.compare(copy.deepcopy(board))))
    notes = {**answer.get("skipped", {}),
             **{r: res["error"] for r, res in answer["results"].items() if res.get("ok") is False}}
    assert any("$." in (e.get("message") or "") for e in notes.values()), notes  # the engine names a path
    page = lab.page
    page.click("#compare-run")
    page.wait_for_selector("#compare .compare-table", timeout=60_000)
    items = page.evaluate("""() => [...document.querySelectorAll('#compare .compare-notes li[data-ruleset]')].map((li) =>
      ({ruleset: li.dataset.ruleset, text: li.textContent, path: li.dataset.path || null,
        chips: [...li.querySelectorAll('.rule')].map((c) => ({text: c.textContent, explained: c.classList.contains('rule-explained')}))}))""")
    assert sorted(i["ruleset"] for i in items) == sorted(notes), items
    for item in items:
        error = notes[item["ruleset"]]
        assert item["path"] == error.get("path"), item
        if error.get("rule"):
            assert item["chips"] == [{"text": f"rule {error['rule']}", "explained": True}], item
    said = {i["ruleset"]: i["text"] for i in items}
    skipped_at_a_keyword = [r for r, e in notes.items() if "$.permanents[3]" in (e.get("message") or "")]
    names = [p.get("name") for p in board["permanents"]]
    for ruleset in skipped_at_a_keyword:
        assert (names[3] or "") in said[ruleset], said[ruleset]
    page.locator("#compare .compare-notes").last.scroll_into_view_if_needed()
    assert path_tails(page) == [], path_tails(page)
    shot(page, f"problem-words-compare-{size_id(size)}")


def test_the_message_words_are_the_widgets(boards: Any) -> None:
    """The playground's words for a path are the widget's (one module): the same sentence from both."""
    from boardkit import LAPTOP

    lab: Playground = boards.at(LAPTOP)
    board = bad_power()
    [problem] = [p for p in engine_problems(board) if p["path"] == "$.permanents[0].power"]
    load_board(lab, board)
    ours = lab.page.evaluate("p => CombatLabApp.problemText(p)", problem)
    widgets = lab.page.evaluate("""async ([p, s]) => {
      const words = await import('./core/widget-text.js');
      return words.plainMessage(p.message, s);
    }""", [problem, board])
    assert ours.startswith(widgets), (ours, widgets)
    assert "$." not in ours
