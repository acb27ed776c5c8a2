"""The division as a lesson (issue 27), at a laptop's 1280x800 and a phone's 390x844.

- The combat panel (the order, the divisions, the declarations) is never a short inner scroll over a long
  panel at 1280x800: it fits beside the log (scrollHeight <= clientHeight) or, taller than the column, is
  as tall as it is and the page scrolls (the board beside it staying in view; the log a bar that opens
  it); the verdict box is never cut.
- Each recipient shows the lethal amount the engine's `options` give it.
- Under mtg-2020 the damage assignment order is numbered on the board (from the engine's order), reordered
  by Alt+Arrow, by its buttons and by a drag, each through the engine's play call; a 510.1c refusal points
  at the order (it says so, and "Show the order" focuses the marked order).
- The animation of a step is planned to end at most 0.6 s after the step's text shows (the measured time
  is printed, not asserted: it depends on the machine).

Every expectation about the rules is the engine's own answer (CPython's pyengine), never a value by hand.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_playground import EXAMPLES, Playground, open_playground, ready_for_a_test

from pyengine import bridge

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = [pytest.param(LAPTOP, id="1280x800"), pytest.param(PHONE, id="390x844")]
SHOTS = Path(os.environ.get("COMBATLAB_SHOTS", "/tmp/combatlab-shots"))


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.fixture(scope="module")
def lesson_page(browser: Any, base_url: str) -> Iterator[Playground]:
    context, playground = open_playground(browser, base_url)
    try:
        yield playground
    finally:
        context.close()


@pytest.fixture
def lab(lesson_page: Playground) -> Playground:
    lesson_page.page.keyboard.press("Escape")
    return ready_for_a_test(lesson_page)


def show(lab: Playground, file: str, size: dict[str, int]) -> None:
    lab.page.set_viewport_size(size)
    lab.load_example(file)
    lab.page.evaluate("() => { CombatLabBoard.skip(); window.scrollTo(0, 0); }")
    lab.page.wait_for_timeout(100)  # the column is fitted on the next frame


def options_of(scenario: dict[str, Any]) -> dict[str, Any]:
    return bridge.call_data("options", json.dumps(scenario))


def examples_with_divisions() -> list[str]:
    files = json.loads((EXAMPLES / "index.json").read_text(encoding="utf-8"))["examples"]
    out = []
    for file in files:
        board = json.loads((EXAMPLES / file).read_text(encoding="utf-8"))
        divisions = options_of(board).get("divisions") or []
        if any(d["assigns"] and len({r["id"] for r in d["recipients"]} | set((d.get("past") or {}).get("to") or [])) >= 2
               for d in divisions):
            out.append(file)
    return out


DIVIDED = examples_with_divisions()


def test_examples_with_divisions_are_found() -> None:
    assert "gorger.json" in DIVIDED and "enormous-baloth.json" in DIVIDED, DIVIDED


@pytest.mark.parametrize("file", DIVIDED)
def test_the_combat_panel_fits_or_makes_the_page_scroll_at_1280x800(lab: Playground, file: str) -> None:
    show(lab, file, LAPTOP)
    page = lab.page
    got = page.evaluate("""() => {
      const col = document.querySelector('.side-col'), panel = document.querySelector('.combat-panel');
      const verdict = document.getElementById('engine-verdict'), log = document.querySelector('.log-panel');
      const r = (n) => n.getBoundingClientRect();
      return {mode: col.dataset.combat, sh: panel.scrollHeight, ch: panel.clientHeight, col: r(col).height,
              panelTop: r(panel).top, panelBottom: r(panel).bottom, logHeight: r(log).height,
              verdictSh: verdict.scrollHeight, verdictCh: verdict.clientHeight, scrollY: window.scrollY,
              page: document.documentElement.scrollHeight, board: r(document.querySelector('.board-panel')),
              divisions: document.querySelectorAll('.division').length};
    }""")
    assert got["divisions"] >= 1, got
    assert got["scrollY"] == 0, got
    assert got["verdictSh"] <= got["verdictCh"] + 1, got  # the verdict line is never cut
    assert got["sh"] <= got["ch"] + 1, got  # never an inner scroll shorter than the panel's content
    assert got["board"]["bottom"] <= LAPTOP["height"], got  # the board and its step bar on the first screen
    if got["mode"] == "fit":
        assert got["panelBottom"] <= LAPTOP["height"], got
    else:  # taller than the column: the page scrolls to the panel's end, the board still in view beside it
        assert got["mode"] == "tall", got
        assert got["page"] > LAPTOP["height"] and page.is_visible("#show-log"), got
        # Scrolled to the panel's end (the set-up and the JSON follow below the board and the column).
        page.evaluate("() => window.scrollBy(0, document.querySelector('.combat-panel').getBoundingClientRect().bottom"
                      " - window.innerHeight + 8)")
        end = page.evaluate("""() => ({panel: document.querySelector('.combat-panel').getBoundingClientRect().bottom,
                                      board: document.querySelector('.board-panel').getBoundingClientRect().toJSON()})""")
        assert end["panel"] <= LAPTOP["height"], end  # the panel's end is reached by the page's own scroll
        assert end["board"]["top"] >= 0 and end["board"]["bottom"] <= LAPTOP["height"], end  # the board in view
        page.evaluate("() => window.scrollTo(0, 0)")
    # Each division's own verdict is within the panel (no part of it cut off by an inner scroll).
    first = page.locator(".division .verdict").first.bounding_box()
    assert first and first["y"] + first["height"] <= got["panelBottom"] + 1, (first, got)


@pytest.mark.parametrize("file", ["gorger.json", "riftbound-tank.json", "two-headed-giant-trample.json",
                                  "deathtouch-trample.json"])
def test_a_panel_a_little_over_the_column_keeps_every_control_on_the_first_screen(lab: Playground, file: str) -> None:
    """The examples whose panel is a little taller than the column (the first one among them) made the page
    scroll about 60 px at 1280x800, the declarations' last button under the fold: every control of the
    verdict, the log's bar and the combat panel is whole on the first screen, with the board."""
    show(lab, file, LAPTOP)
    below = lab.page.evaluate("""() => [...document.querySelectorAll(
        '.side-col button, .side-col input, .side-col select, .side-col .verdict, .side-col .order-item')]
      .filter((n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden')
      .filter((n) => n.getBoundingClientRect().bottom > window.innerHeight)
      .map((n) => (n.id || n.textContent.trim().slice(0, 30)) + ' @' + Math.round(n.getBoundingClientRect().bottom))""")
    assert below == [], below


def test_a_tall_panel_gives_way_to_the_log_when_the_combat_is_stepped_and_comes_back(lab: Playground) -> None:
    show(lab, "enormous-baloth.json", LAPTOP)
    page = lab.page
    assert page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "tall"
    page.click("#show-log")
    assert page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "log"
    assert page.is_visible("#log-scroll") and not page.is_visible(".division")
    page.click("#show-combat")
    assert page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "tall"
    lab.resolve_all()
    assert page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "log"
    assert page.is_visible("#result .event")
    page.click("#step-reset")
    lab.at_phase(0)
    assert page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "tall"
    shot(page, "division-tall-panel-1280x800")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("file", ["gorger.json", "planeswalker-battle.json", "riftbound-tank.json"])
def test_each_recipient_shows_its_lethal_amount_from_the_engines_options(lab: Playground, file: str,
                                                                         size: dict[str, int]) -> None:
    show(lab, file, size)
    page = lab.page
    divisions = [d for d in options_of(lab.scenario())["divisions"] if d["assigns"]]
    seen = 0
    for d in divisions:
        box = page.locator(f'.division[data-source="{d["source"]}"]')
        if not box.count():
            continue
        for r in d["recipients"]:
            row = box.locator(f'input[data-recipient="{r["id"]}"]')
            if not row.count():
                continue
            described = row.first.get_attribute("aria-describedby")
            if r["lethal"] is None:
                assert described is None, r
                continue
            text = page.locator(f"#{described}").first.text_content()
            assert text == (f"lethal {r['lethal']}" if r["lethal"] > 0 else "has lethal"), (r, text)
            assert page.locator(f"#{described}").first.is_visible()
            seen += 1
    assert seen >= 1, divisions
    shot(page, f"lethal-{file.removesuffix('.json')}-{size['width']}x{size['height']}")


def order_numbers(lab: Playground) -> dict[str, int]:
    arrows = lab.page.evaluate("() => CombatLabBoard.snapshot().arrows")
    return {a["from"]: a["order"] for a in arrows if a.get("order") and a.get("orderSource") == "gorger"}


@pytest.mark.parametrize("size", SIZES)
def test_the_2020_order_is_drawn_on_the_board_and_reordered_by_keys_buttons_and_drag(lab: Playground,
                                                                                    size: dict[str, int]) -> None:
    show(lab, "gorger.json", size)
    page = lab.page
    engine_order = options_of(lab.scenario())["divisions"][0]["order"]["ids"]
    assert order_numbers(lab) == {ident: i + 1 for i, ident in enumerate(engine_order)}
    assert "damage assignment order: 1 " in (page.text_content("#board-description") or "")
    # Every play call the page sends the engine's worker (combatlab.js posts {id, name, payload}).
    page.evaluate("""() => { window.__plays = []; if (window.__playsWrapped) return; window.__playsWrapped = true;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        if (message && message.name === 'play') window.__plays.push(JSON.parse(message.payload).choice);
        return post.call(this, message, ...rest); }; }""")
    # Keys: the second creature, focused, Alt+ArrowUp makes it first.
    second = page.locator(f'.order-box[data-source="gorger"] li[data-id="{engine_order[1]}"]')
    second.focus()
    seq = page.evaluate("() => CombatLabApp.state.seq")
    page.keyboard.press("Alt+ArrowUp")
    page.wait_for_function("seq => CombatLabApp.state.seq !== seq", arg=seq)
    lab.settle()
    flipped = [engine_order[1], engine_order[0]]
    assert lab.scenario()["damage_assignment_order"]["gorger"] == flipped
    assert options_of(lab.scenario())["divisions"][0]["order"]["ids"] == flipped
    assert order_numbers(lab) == {ident: i + 1 for i, ident in enumerate(flipped)}
    assert page.evaluate("() => document.activeElement.dataset.id") == engine_order[1]  # the focus follows it
    # Buttons: "Later" on the (new) first puts it back.
    page.locator(f'.order-box[data-source="gorger"] [data-order="gorger|{engine_order[1]}|down"]').click()
    page.wait_for_function("ids => JSON.stringify(CombatLabApp.scenario().damage_assignment_order.gorger) === JSON.stringify(ids)",
                           arg=engine_order)
    lab.settle()
    # Drag: the second creature dropped on the first.
    items = page.locator('.order-box[data-source="gorger"] li')
    a, b = items.nth(1).bounding_box(), items.nth(0).bounding_box()
    assert a and b
    page.mouse.move(a["x"] + 20, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + 20, b["y"] + b["height"] / 2, steps=5)
    page.mouse.up()
    page.wait_for_function("ids => JSON.stringify(CombatLabApp.scenario().damage_assignment_order.gorger) === JSON.stringify(ids)",
                           arg=flipped)
    lab.settle()
    plays = page.evaluate("() => window.__plays")
    assert [p["order"]["ids"] for p in plays if "order" in p] == [flipped, engine_order, flipped], plays
    shot(page, f"order-{size['width']}x{size['height']}")


@pytest.mark.parametrize("size", SIZES)
def test_a_510_1c_refusal_points_at_the_order(lab: Playground, size: dict[str, int]) -> None:
    show(lab, "gorger.json", size)
    page = lab.page
    order = options_of(lab.scenario())["divisions"][0]["order"]["ids"]
    lethal = {r["id"]: r["lethal"] for r in options_of(lab.scenario())["divisions"][0]["recipients"]}
    # Less than lethal to the first, the rest to the second: refused by the order.
    lab.set_division("gorger", {order[0]: lethal[order[0]] - 1})
    expected = [p for p in bridge.call_data("validate", json.dumps(lab.scenario()))["problems"]]
    assert expected and expected[0]["rule"] == "510.1c", expected
    box = page.locator('.division[data-source="gorger"]')
    assert "510.1c" in (box.locator(".verdict.illegal").text_content() or "")
    hint = box.locator(".order-hint")
    assert "damage assignment order" in (hint.text_content() or "")
    assert page.locator('.order-box[data-source="gorger"].marked').count() == 1
    arrows = page.evaluate("() => CombatLabBoard.snapshot().arrows")
    assert all(a.get("orderMarked") for a in arrows if a.get("orderSource") == "gorger")
    hint.get_by_role("button", name="Show the order").click()
    assert page.evaluate("() => document.activeElement.closest('.order-box')?.dataset.source") == "gorger"
    shot(page, f"order-refusal-{size['width']}x{size['height']}")


@pytest.mark.parametrize("size", SIZES)
def test_a_steps_animation_is_planned_to_end_within_0_6_s_of_its_text(lab: Playground, size: dict[str, int]) -> None:
    show(lab, "enormous-baloth.json", size)
    page = lab.page
    measured = []
    for index in range(1, 4):
        page.evaluate("""() => { window.__shown = null; const track = document.getElementById('step-label');
          const seen = new MutationObserver(() => { if (window.__shown === null) window.__shown = performance.now(); });
          seen.observe(track, {childList: true, characterData: true, subtree: true}); window.__seen = seen; }""")
        started = time.monotonic()
        page.click("#step-next")
        lab.at_phase(index)
        got = page.evaluate("""() => { window.__seen.disconnect();
          return {shown: window.__shown, now: performance.now(), planned: Number(document.body.dataset.animationPlanned),
                  plan: CombatLabBoard.lastPlan()}; }""")
        assert got["plan"] and got["plan"]["planned"] <= 600, got
        assert got["planned"] <= 600, got
        measured.append((round((got["now"] - (got["shown"] or got["now"])) / 1000, 3), round(time.monotonic() - started, 3),
                         round(got["plan"]["natural"] / 1000, 3)))
    print(f"\n{size['width']}x{size['height']}: step settled after its text (s), click to idle (s), unshortened plan (s):",
          measured)


def test_reduced_motion_plans_no_animation(browser: Any, base_url: str) -> None:
    context, lab = open_playground(browser, base_url, reduced_motion="reduce")
    try:
        lab.load_example("double-strike-trample.json")
        lab.page.click("#step-next")
        lab.at_phase(1)
        assert lab.page.evaluate("() => CombatLabBoard.lastPlan().planned") == 0
    finally:
        context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_versus_combat_is_planned_to_settle_within_0_6_s_of_its_verdict(browser: Any, base_url: str,
                                                                          size: dict[str, int]) -> None:
    context = browser.new_context(viewport=size)
    try:
        page = context.new_page()
        page.goto(base_url + "play.html#versus")
        page.wait_for_function("() => document.body.dataset.turn === '1' && document.body.dataset.phase === 'declare'",
                               timeout=120_000)
        selects = page.locator("#versus-controls select")
        for i in range(selects.count()):
            selects.nth(i).select_option("them")
        page.get_by_role("button", name="Declare attacks").click()
        page.wait_for_function("() => document.body.dataset.phase === 'divide'", timeout=60_000)
        page.evaluate("""() => { window.__said = null; delete document.body.dataset.animationPlanned;
          new MutationObserver(() => { if (window.__said === null && /Combat resolved/.test(
            document.getElementById('versus-status').textContent)) window.__said = performance.now(); })
          .observe(document.getElementById('versus-status'), {childList: true, characterData: true, subtree: true}); }""")
        page.get_by_role("button", name="Resolve combat").click()
        page.wait_for_function("() => document.body.dataset.animationPlanned !== undefined", timeout=60_000)
        got = page.evaluate("""() => ({planned: Number(document.body.dataset.animationPlanned), said: window.__said,
          now: performance.now(), plan: CombatLabPlay.versus.board().lastPlan()})""")
        assert got["said"] is not None, got  # the verdict was shown before the board settled
        assert got["planned"] <= 600 and got["plan"]["planned"] <= 600, got
        print(f"\nversus {size['width']}x{size['height']}: board settled {round((got['now'] - got['said']) / 1000, 3)} s "
              f"after the verdict (unshortened plan {round(got['plan']['natural'] / 1000, 3)} s)")
    finally:
        context.close()
