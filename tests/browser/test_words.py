"""The words a reader sees (issue 27): widget refusals in words with their rule (no `[code at $.path]`),
play mode keeping what was typed, keyword chips never cut, only the totals that changed, compare on a
phone inside the viewport, and play.html's Next puzzle, balanced divisions, refusal rule, tab row and
the end of a versus game the engine calls. Each at 1280×800 and 390×844, against the real page.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT, PageLog, watch
from widgetkit import CSP_WATCH, encode, gorger, page_html, scroll_through, serve_page, wait_widgets, widget_html

from pyengine import bridge

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
#: Screenshots for a person to look at (outside the worktree: pytest-playwright empties test-results/).
SHOTS = Path(tempfile.gettempdir()) / "combat-lab-screenshots" / "words"
EXAMPLES = sorted(p for p in (ROOT / "web" / "examples").glob("*.json") if p.name != "index.json")

#: Every text of every widget a reader can see or hear: its shadow root's text, titles and labels.
WIDGET_WORDS = """() => [...document.querySelectorAll('combat-lab')].map((w) => {
  const root = w.shadowRoot;
  const parts = [root.textContent];
  for (const node of root.querySelectorAll('[title], [aria-label]')) {
    parts.push(node.getAttribute('title') || '', node.getAttribute('aria-label') || '');
  }
  return parts.join(' | ');
})"""


def engine(name: str, payload: Any) -> dict[str, Any]:
    return bridge.call_data(name, json.dumps(payload))


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request: Any, browser: Any) -> Iterator[tuple[str, Any]]:
    """A context at each size (service workers blocked: routed files are what the page gets)."""
    context = browser.new_context(viewport=SIZES[request.param], service_workers="block")
    context.add_init_script(CSP_WATCH)
    try:
        yield request.param, context
    finally:
        context.close()


@pytest.fixture
def page(sized: tuple[str, Any]) -> Iterator[Any]:
    page = sized[1].new_page()
    yield page
    page.close()


# ------------------------------------------------------------------ widgets


def refused_boards() -> list[tuple[dict[str, Any], dict[str, str]]]:
    """Boards the engine refuses (an illegal division, a bad field), a compare with a refusal, a play board."""
    division = gorger(ruleset="mtg")
    del division["damage_assignment_order"]
    division["assignments"] = [{"source": "gorger", "division": {"guardian": 1, "elves": 1}}]
    field = gorger(ruleset="mtg")
    del field["damage_assignment_order"], field["assignments"]
    field["permanents"][1]["keywords"] = ["defender", "zap"]
    compare = gorger(ruleset="mtg")
    del compare["damage_assignment_order"]
    compare["assignments"] = [{"source": "gorger", "division": {"guardian": 2, "elves": 3}}]  # 510.1c in 2020
    play = gorger(ruleset="mtg")
    del play["damage_assignment_order"], play["assignments"]
    newer = gorger(ruleset="mtg")  # a keyword the January 2020 rules did not have: refused there at its path
    del newer["damage_assignment_order"], newer["assignments"]
    newer["permanents"][0]["keywords"] = ["toxic:1"]
    return [(division, {}), (field, {}), (compare, {"compare": "mtg,mtg-2020"}), (play, {"mode": "play"}),
            (newer, {"compare": "mtg,mtg-2020"})]


def test_widget_refusals_are_words_with_their_rule_and_play_keeps_what_was_typed(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    boards = refused_boards()
    body = "\n".join(widget_html(scenario, **attrs) for scenario, attrs in boards)
    serve_page(page, base_url + "words-refusals.html", page_html(body))
    page.goto(base_url + "words-refusals.html")
    assert wait_widgets(page) == ["refused", "refused", "ready", "ready", "ready"]
    widgets = page.locator("combat-lab")
    expected = engine("resolve", boards[0][0])
    assert expected["ok"] is False and expected["error"]["path"].startswith("$.")
    first = widgets.nth(0).locator(".refusal").text_content() or ""
    assert f"rule {expected['error']['rule']}" in first and expected["error"]["message"] in first
    bad_field = engine("resolve", boards[1][0])["error"]
    second = widgets.nth(1).locator(".refusal").text_content() or ""
    assert "$." in bad_field["message"] or bad_field["path"].startswith("$.")
    assert "Pride Guardian" in second  # the field said by the name of what it belongs to
    compared = widgets.nth(2).locator(".column").nth(1).locator(".outcome").text_content() or ""
    assert compared.startswith("Refused by rule 510.1c")
    # Play mode: a division the engine refuses comes back as the reader typed it, with the rule.
    play = widgets.nth(3)
    play.locator('input[data-target="guardian"]').fill("1")
    play.locator('input[data-target="elves"]').fill("1")
    play.get_by_role("button", name="Resolve with my choices").click()
    play.locator(".refusal").wait_for()
    assert "rule 510.1a" in (play.locator(".refusal").text_content() or "")
    assert play.locator('input[data-target="guardian"]').input_value() == "1"
    assert play.locator('input[data-target="elves"]').input_value() == "1"
    # A ruleset's refusal among compare's differences: in words, with its rule (the engine's summary quotes
    # "refused under mtg-2020 (not-in-ruleset): $.permanents[0].keywords[0]: …").
    [refusal] = [d for d in engine("compare", {"scenario": boards[4][0], "rulesets": ["mtg", "mtg-2020"]})["differences"]
                 if d["kind"] == "refused"]
    assert "$." in refusal["summary"], refusal
    differs = widgets.nth(4).locator(".differences li").all_text_contents()
    said = [t for t in differs if t.startswith("Refused under mtg-2020")]
    assert len(said) == 1 and "Vastwood Gorger" in said[0], differs
    for text in page.evaluate(WIDGET_WORDS):
        assert "$." not in text and "$[" not in text, text
        assert not re.search(r"\[[a-z-]+ at ", text), text
        assert "illegal-assignment" not in text and "unknown-keyword" not in text, text
    play.scroll_into_view_if_needed()
    shot(page, f"widget-refusals-{size}")


def test_keyword_chips_show_every_keyword_whole_in_every_example(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    boards = [json.loads(path.read_text(encoding="utf-8")) for path in EXAMPLES]
    body = "\n".join(widget_html(board) for board in boards)
    serve_page(page, base_url + "words-chips.html", page_html(body))
    page.goto(base_url + "words-chips.html")
    # The cards are drawn from the board itself as each widget comes into view.
    page.wait_for_function("() => document.readyState !== 'loading'")
    scroll_through(page)
    page.wait_for_function(
        "n => [...document.querySelectorAll('combat-lab')].filter((w) => w.shadowRoot"
        " && w.shadowRoot.querySelector('.card')).length === n", arg=len(boards), timeout=LOAD_TIMEOUT_MS)
    chips = page.evaluate("""() => [...document.querySelectorAll('combat-lab')].flatMap((w, board) =>
      [...w.shadowRoot.querySelectorAll('.card')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.kw > span')].map((chip) => {
          const r = chip.getBoundingClientRect();
          return {board, card: card.querySelector('.name').textContent, text: chip.textContent,
                  title: card.title, label: card.getAttribute('aria-label'),
                  clipped: chip.scrollWidth > chip.clientWidth + 1 || r.right > box.right + 0.5 || r.left < box.left - 0.5,
                  ellipsis: getComputedStyle(chip).textOverflow === 'ellipsis'
                    || getComputedStyle(chip.parentElement).textOverflow === 'ellipsis'};
        });
      }))""")
    assert len({c["board"] for c in chips}) >= 5, "the examples show keywords"
    assert any(c["text"] == "trample" for c in chips)
    for chip in chips:
        assert not chip["clipped"] and not chip["ellipsis"], chip
        assert "…" not in chip["text"], chip
        # The full name in the tooltip and the text alternative too.
        assert chip["text"] in chip["title"] and chip["text"] in chip["label"], chip
    page.locator("combat-lab").nth(0).scroll_into_view_if_needed()
    shot(page, f"widget-chips-{size}")


# ------------------------------------------------------------------ the analysis board


def test_compare_and_after_combat_list_only_totals_that_changed_inside_the_viewport(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    board = json.loads((ROOT / "web" / "examples" / "gorger-current.json").read_text(encoding="utf-8"))
    board["players"][0]["name"] = "Alice Liddell"
    log = watch(page, base_url)
    page.goto(base_url + "index.html#s=" + encode(board))
    page.wait_for_function(
        "() => document.body.dataset.app === 'ready' && ['ready', 'failed'].includes(document.body.dataset.engine)",
        timeout=LOAD_TIMEOUT_MS)
    page.click("#resolve")
    page.wait_for_function("() => document.querySelector('.final-list')", timeout=60_000)
    final = page.locator(".final-list").text_content() or ""
    assert not re.search(r"(\d+) → \1\b", final), final
    result = engine("resolve", board)
    for player in board["players"]:
        end = result["final"]["players"][player["id"]]
        if end.get("life") == player.get("life", 20) and not end.get("lost"):
            assert (player.get("name") or player["id"]) not in final  # nothing changed: not listed
    page.click("#compare-run")
    page.wait_for_selector("#compare .compare-table", timeout=60_000)
    compared = engine("compare", {"scenario": board})
    differing = {(d["id"], d["field"]) for d in compared["differences"] if d["kind"] == "player"}
    rows = page.evaluate("""() => [...document.querySelectorAll('#compare tbody tr')].map((tr) =>
      ({head: tr.querySelector('th').textContent, cells: [...tr.querySelectorAll('td')].map((td) => td.textContent)}))""")
    totals = [r for r in rows if re.search(r": (life|poison|points|lost the game)$", r["head"])]
    assert len(totals) == len(differing)
    text = page.text_content("#compare") or ""
    assert "alice" not in text  # players by name
    # On a phone the page never grows wider than the viewport (the hidden "(differs)" stay in the scroller).
    page.locator("#compare").scroll_into_view_if_needed()
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], widths
    shot(page, f"compare-{size}")
    assert log.console_errors == []


# ------------------------------------------------------------------ play.html


def open_play(page: Any, base_url: str, fragment: str = "") -> PageLog:
    log = watch(page, base_url)
    page.goto(base_url + "play.html" + fragment)
    # A game (versus) starts the engine as it opens; a puzzle or the list waits for the first choice.
    wanted = ["ready"] if fragment == "#versus" else ["idle", "ready"]
    page.wait_for_function("wanted => wanted.includes(document.body.dataset.engine)", arg=wanted, timeout=LOAD_TIMEOUT_MS)
    return log


def open_puzzle(page: Any, base_url: str, pid: str) -> dict[str, Any]:
    page.goto(base_url + f"play.html#puzzle={pid}")
    page.wait_for_function(
        "id => document.body.dataset.puzzle === id && document.querySelector('#puzzle-controls fieldset')",
        arg=pid, timeout=60_000)
    return json.loads((ROOT / "puzzles" / f"{pid}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def check(page: Any) -> str:
    before = page.evaluate("() => Number(document.body.dataset.checked || 0)")
    page.click("#check")
    page.wait_for_function("n => Number(document.body.dataset.checked || 0) > n", arg=before, timeout=60_000)
    return page.text_content("#verdict") or ""


def test_play_tab_row_is_whole_and_a_solved_puzzle_offers_the_next(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    log = open_play(page, base_url)
    tabs = page.evaluate("""() => [...document.querySelectorAll('.mode-nav a')].map((a) => {
      const r = a.getBoundingClientRect(); return {text: a.textContent, left: r.left, right: r.right}; })""")
    width = page.evaluate("() => window.innerWidth")
    assert len(tabs) == 4
    for tab in tabs:
        assert tab["left"] >= 0 and tab["right"] <= width, tab
    shot(page, f"play-tabs-{size}")
    puzzle = open_puzzle(page, base_url, "hold-the-line")
    page.evaluate("choice => CombatLabPlay.editor().set(choice)", puzzle["solution"])
    verdict = check(page)
    assert "Solved" in verdict
    order = [e["id"] for e in page.evaluate("() => CombatLabPlay.state.index")]
    following = order[order.index("hold-the-line") + 1]
    link = page.locator("#verdict a.next-puzzle")
    assert following in (link.get_attribute("href") or "")
    shot(page, f"play-next-{size}")
    link.click()
    page.wait_for_function("id => document.body.dataset.puzzle === id", arg=following, timeout=60_000)
    assert log.console_errors == []


def test_play_divisions_balance_and_a_refusal_shows_its_rule(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    open_play(page, base_url)
    puzzle = open_puzzle(page, base_url, "split-the-damage")
    inputs = page.locator("#puzzle-controls .division-group input[type=number]")
    assert inputs.count() == 3
    total = puzzle["scenario"]["permanents"][0]["power"]

    def values() -> list[int]:
        return [int(inputs.nth(i).input_value()) for i in range(inputs.count())]

    assert sum(values()) == total
    # Typing keeps the total: the difference comes from the others.
    inputs.nth(0).fill(str(total))
    inputs.nth(0).press("Tab")
    page.wait_for_function(
        "n => Number(document.querySelector('#puzzle-controls .division-group input').value) === n", arg=total)
    assert values()[0] == total and sum(values()) == total
    assert f"{total} of {total} assigned" in (page.text_content("#puzzle-controls .division-sum") or "")
    # A choice the engine refuses shows the rule it breaks (here 510.1a: the whole power is assigned).
    source = puzzle["scenario"]["permanents"][0]["id"]
    bad = {"assignments": [{"source": source, "division": {"goblin": 1, "rat": 0, "wall": 0}}]}
    refused = engine("check_puzzle", {"puzzle": puzzle, "choice": bad})
    assert refused["error"]["rule"] == "510.1a"
    page.evaluate("choice => CombatLabPlay.editor().set(choice)", bad)
    verdict = check(page)
    assert "Not solved" in verdict
    assert page.locator("#verdict .verdict-why .rule").text_content() == "510.1a"
    assert "$." not in verdict
    shot(page, f"play-division-{size}")


def test_versus_ends_when_the_engine_says_a_player_has_no_creature_left(
        base_url: str, sized: tuple[str, Any], page: Any) -> None:
    size, _ = sized
    board = json.loads((ROOT / "web" / "boards" / "versus.json").read_text(encoding="utf-8"))
    board["permanents"] = [p for p in board["permanents"] if p["controller"] == "you"]

    def handler(route: Any) -> None:
        route.fulfill(status=200, body=json.dumps(board), content_type="application/json")

    page.route(base_url + "boards/versus.json", handler)
    log = open_play(page, base_url, "#versus")
    page.wait_for_function("() => document.body.dataset.turn === '1' && document.body.dataset.phase === 'declare'",
                           timeout=60_000)
    selects = page.locator("#versus-controls select")
    for i in range(selects.count()):
        selects.nth(i).select_option("them")
    page.get_by_role("button", name="Declare attacks").click()
    page.wait_for_function("() => document.body.dataset.phase === 'divide'", timeout=60_000)
    combat = page.evaluate("() => CombatLabPlay.versus.game.combat")
    page.get_by_role("button", name="Resolve combat").click()
    page.wait_for_function("() => document.body.dataset.phase === 'over'", timeout=60_000)
    result = engine("resolve", combat)
    standoff = engine("next_turn", {"scenario": combat, "result": result})["standoff"]
    assert standoff == {**standoff, "players": ["them"], "winner": "you"}
    status = page.text_content("#versus-status") or ""
    assert "no creature left that can attack or block" in status and "you win" in status
    assert page.locator("#versus-actions button").all_text_contents() == ["New game"]  # no "Next turn"
    assert page.locator("#add-box").is_hidden()  # no "before the next declaration" once the game is over
    shot(page, f"versus-over-{size}")
    assert log.console_errors == []
