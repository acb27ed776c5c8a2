"""The playground as an analysis board (issue 14), at a laptop's 1280x800 and a phone's 390x844:
the board, the step bar, the damage division and the event log on one screen; a card's editor
opening beside it (a bottom sheet on a phone); a point of damage moved in one action with the
total kept; the engine's fix offered for an illegal division; no layout shift while the page
loads; and the keys (Ctrl+Z, Enter, E, Escape) behaving as a person expects.

Every expectation about the rules is the engine's own answer (CPython pyengine for the same
scenario), never a value written into the test by hand where the engine can say it.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from test_playground import EXAMPLES, Playground, open_playground, ready_for_a_test

import pyengine
from pyengine import bridge

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = [pytest.param(LAPTOP, id="1280x800"), pytest.param(PHONE, id="390x844")]

# Layout shift counted as Chrome's CLS counts it: shifts without a recent input, from the first paint.
LAYOUT_SHIFT = """
window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
}).observe({ type: "layout-shift", buffered: true });
"""


@pytest.fixture(scope="module")
def board_page(browser: Any, base_url: str) -> Iterator[Playground]:
    """One playground page for this module's tests; each test sets its viewport and board."""
    context, playground = open_playground(browser, base_url)
    try:
        yield playground
    finally:
        context.close()


@pytest.fixture
def lab(board_page: Playground) -> Playground:
    board_page.page.keyboard.press("Escape")  # an editor left open by an earlier test
    return ready_for_a_test(board_page)


#: The examples as the playground is served them (static/: a card named by an example has its fields
#: written out, build.py's examples_written_out), the boards these tests read fields of.
SERVED = EXAMPLES.parent.parent / "static" / "examples"


def gorger() -> dict[str, Any]:
    return json.loads((SERVED / "gorger.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def load(lab: Playground, scenario: dict[str, Any], size: dict[str, int]) -> None:
    """Show a scenario at a viewport size, scrolled to the top, once the engine has checked it."""
    lab.page.set_viewport_size(size)
    lab.page.evaluate("s => CombatLabApp.load(s)", scenario)
    lab.settle()
    lab.page.evaluate("() => window.scrollTo(0, 0)")


def inside(box: dict[str, float] | None, size: dict[str, int]) -> bool:
    return box is not None and box["x"] >= 0 and box["y"] >= 0 \
        and box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5


def engine_options(scenario: dict[str, Any]) -> dict[str, Any]:
    return bridge.call_data("options", json.dumps(scenario))


def division_of(lab: Playground, source: str) -> dict[str, int]:
    entry = next(a for a in lab.scenario().get("assignments", []) if a["source"] == source)
    return entry["division"]  # type: ignore[no-any-return]


# --------------------------------------------------------------------------- one screen


def test_board_step_bar_division_and_log_are_on_one_laptop_screen(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    # The set-up: the division (with its order, mtg-2020) and the log's head are on the screen. A combat panel
    # that cannot fit beside the log is as tall as it is and the page scrolls (issue 27), the log's bar above
    # it, one click away.
    for selector in ['.division[data-source="gorger"] .verdict', ".log-panel", "#engine-verdict"]:
        box = page.locator(selector).bounding_box()
        assert inside(box, LAPTOP), (selector, box)
    lab.resolve_all()
    assert page.evaluate("() => window.scrollY") == 0
    # Stepped through: the log is shown (a panel of its own when both cannot fit), the division one click away.
    both = page.evaluate("() => document.querySelector('.side-col').dataset.combat") == "fit"
    for selector in ["#board", "#step-back", "#step-next", "#play", "#resolve", "#step-label",
                     '.division[data-source="gorger"]' if both else "#show-combat", ".log-panel", "#engine-verdict"]:
        box = page.locator(selector).bounding_box()
        assert inside(box, LAPTOP), (selector, box)
    board, bar = page.locator("#board").bounding_box(), page.locator(".playback").bounding_box()
    assert board and bar and board["y"] + board["height"] <= bar["y"] + 0.5, (board, bar)  # the bar covers none of it
    # The step shown is in view in the log's own panel (which scrolls to it; the page does not scroll).
    scroller = page.locator("#log-scroll").bounding_box()
    current = page.locator(".log-step.current").bounding_box()
    assert scroller and current and scroller["y"] - 1 <= current["y"] < scroller["y"] + scroller["height"], (scroller, current)
    page.click("#step-reset")
    page.click("#step-next")
    lab.at_phase(1)
    current = page.locator(".log-step.current").bounding_box()
    assert current and scroller["y"] - 1 <= current["y"] < scroller["y"] + scroller["height"], (scroller, current)
    assert page.evaluate("() => window.scrollY") == 0
    lab.resolve_all()
    page.screenshot(path=str(lab_shot("resolved-1280x800")))


def test_on_a_phone_the_step_bar_stays_in_reach_down_to_the_log(lab: Playground) -> None:
    load(lab, gorger(), PHONE)
    page = lab.page
    assert inside(page.locator("#board").bounding_box(), PHONE)
    board, bar = page.locator("#board").bounding_box(), page.locator(".playback").bounding_box()
    assert board and bar and board["y"] + board["height"] <= bar["y"] + 0.5, (board, bar)
    page.locator(".log-panel").scroll_into_view_if_needed()
    for selector in ["#step-back", "#step-next", "#resolve"]:
        assert inside(page.locator(selector).bounding_box(), PHONE), selector
    page.click("#resolve")  # reachable: the bar is on top of the page, not under it
    page.wait_for_selector("#result .log-row", timeout=30_000)
    lab.idle()
    assert inside(page.locator("#step-next").bounding_box(), PHONE)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    # The bar hides nothing: its background is solid behind its step name too, and at the end of the page
    # the page's last line (the footer) sits above it.
    assert page.evaluate("() => getComputedStyle(document.querySelector('.playback')).backgroundColor") == "rgb(255, 255, 255)"
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    footer, bar = page.locator(".site-footer").bounding_box(), page.locator(".playback").bounding_box()
    label = page.locator("#step-label").bounding_box()
    assert footer and bar and label and footer["y"] + footer["height"] <= bar["y"] + 0.5, (footer, bar)
    assert bar["y"] <= label["y"] and label["y"] + label["height"] <= bar["y"] + bar["height"] + 0.5, (label, bar)
    page.screenshot(path=str(lab_shot("resolved-390x844")))


# --------------------------------------------------------------------------- the card editor


@pytest.mark.parametrize("size", SIZES)
def test_clicking_a_card_opens_its_editor_in_view_and_escape_returns_to_the_board(lab: Playground, size: dict[str, int]) -> None:
    load(lab, gorger(), size)
    page = lab.page
    rect = page.evaluate("id => CombatLabBoard.cardRect(id)", "gorger")
    page.mouse.click(rect["cx"], rect["cy"])
    page.wait_for_function("() => document.body.dataset.editor === 'open'")
    editor = page.locator("#card-editor")
    assert editor.get_by_role("heading").text_content() == "Edit Vastwood Gorger"
    assert inside(editor.bounding_box(), size), editor.bounding_box()
    page.wait_for_function("() => document.getElementById('card-editor').contains(document.activeElement)")
    # The card stays in sight beside (laptop) or above (phone) the editor; on a phone the sheet
    # scrolls the card above it, which may still be under way when the focus lands.
    if size is PHONE:
        page.wait_for_function(
            """id => { const c = CombatLabBoard.cardRect(id);
                       const e = document.getElementById('card-editor').getBoundingClientRect();
                       return c.y >= 0 && c.y + c.height <= e.y + 1; }""", arg="gorger")
    card = page.evaluate("id => CombatLabBoard.cardRect(id)", "gorger")
    box = editor.bounding_box()
    assert box is not None
    if size is PHONE:
        assert card["y"] >= 0 and card["y"] + card["height"] <= box["y"] + 1, (card, box)
    else:
        assert card["x"] + card["width"] <= box["x"], (card, box)
    page.screenshot(path=str(lab_shot(f"editor-{size['width']}")))
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.body.dataset.editor === 'closed'")
    assert page.evaluate("() => document.activeElement.id") == "board"
    assert not editor.is_visible()


def test_keyboard_e_opens_the_editor_and_enter_on_a_player_keeps_the_focus_on_the_board(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    page.focus("#board")
    page.evaluate("() => CombatLabBoard.focus('bob')")
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.id") == "board"
    assert page.evaluate("() => document.body.dataset.editor") == "closed"
    page.evaluate("() => CombatLabBoard.focus('gorger')")
    page.keyboard.press("e")
    page.wait_for_function("() => document.getElementById('card-editor').contains(document.activeElement)")
    assert page.evaluate("() => document.activeElement.name") == "name"
    page.keyboard.press("Escape")
    assert page.evaluate("() => document.activeElement.id") == "board"


def test_the_whole_set_up_stays_a_form_and_its_list_opens_the_editor(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    chip = page.locator('#setup .perm-chip[data-id="elves"]')
    chip.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.body.dataset.editor === 'open'")
    assert inside(page.locator("#card-editor").bounding_box(), LAPTOP)
    assert page.evaluate("() => document.activeElement.name") == "name"
    assert page.input_value('#card-editor input[name="name"]') == "Llanowar Elves"
    page.keyboard.press("Escape")
    # Back to the list's button it came from.
    assert page.evaluate("() => document.activeElement.dataset.id") == "elves"
    assert page.locator('#setup .player-box[data-player="bob"] input[name="life"]').count() == 1


# --------------------------------------------------------------------------- division


def test_a_point_moves_between_blockers_in_one_action_and_an_illegal_division_offers_the_engines_fix(lab: Playground) -> None:
    scenario = gorger()  # mtg-2020: 3 to the first blocker in order, 2 to the next (510.1c)
    load(lab, scenario, LAPTOP)
    page = lab.page
    power = next(p["power"] for p in scenario["permanents"] if p["id"] == "gorger")
    before = division_of(lab, "gorger")
    seq = page.evaluate("() => CombatLabApp.state.seq")
    box = page.locator('.division[data-source="gorger"]')
    box.get_by_role("button", name="+1 to Llanowar Elves").click()
    lab.settle()
    after = division_of(lab, "gorger")
    assert page.evaluate("() => CombatLabApp.state.seq") == seq + 1  # one edit
    assert sum(after.values()) == sum(before.values()) == power
    assert after == {"guardian": before["guardian"] - 1, "elves": before["elves"] + 1}
    # The engine refuses 2/3 under the damage assignment order; the page says why and offers its division.
    moved = copy.deepcopy(scenario)
    moved["assignments"][0]["division"] = after
    problems = pyengine.validate(moved)
    assert problems and problems[0]["rule"]
    verdict = box.locator(".verdict")
    assert "Illegal" in (verdict.text_content() or "") and problems[0]["rule"] in (verdict.text_content() or "")
    fix = box.get_by_role("button", name="Use the engine's division")
    automatic = next(d for d in engine_options(moved)["divisions"] if d["source"] == "gorger")["automatic"]
    fix.click()
    lab.settle()
    assert division_of(lab, "gorger") == automatic
    assert page.evaluate("() => document.activeElement.dataset.recipient") == "guardian"  # focus kept in the division
    assert pyengine.validate(lab.scenario()) == []
    assert "Legal" in (box.locator(".verdict").text_content() or "")


def test_moving_points_under_todays_rules_never_shows_illegal_between_clicks(lab: Playground) -> None:
    scenario = json.loads((SERVED / "gorger-current.json").read_text(encoding="utf-8"))
    load(lab, scenario, LAPTOP)
    page = lab.page
    start = scenario["assignments"][0]["division"]  # today's rules: any split among the blockers (510.1c)
    assert start["guardian"] >= 2
    page.evaluate("""() => {
      window.__sawIllegal = false;
      new MutationObserver(() => {
        if (document.querySelector('.division .verdict.illegal')) window.__sawIllegal = true;
      }).observe(document.getElementById('combat'), { subtree: true, childList: true, attributes: true });
    }""")
    box = page.locator('.division[data-source="gorger"]')
    for _ in range(2):
        box.get_by_role("button", name="−1 from Pride Guardian").click()
        lab.settle()
    division = division_of(lab, "gorger")
    assert division == {"guardian": start["guardian"] - 2, "elves": start["elves"] + 2}
    assert sum(division.values()) == sum(start.values())
    assert pyengine.validate(lab.scenario()) == []  # the engine's answer: any split among blockers (510.1c)
    assert page.evaluate("() => window.__sawIllegal") is False


def test_a_typed_division_number_keeps_the_total(lab: Playground) -> None:
    scenario = json.loads((SERVED / "gorger-current.json").read_text(encoding="utf-8"))
    load(lab, scenario, LAPTOP)
    total = next(d for d in engine_options(scenario)["divisions"] if d["source"] == "gorger")["power"]
    lab.set_division("gorger", {"elves": 4})
    assert division_of(lab, "gorger") == {"guardian": total - 4, "elves": 4}


# --------------------------------------------------------------------------- layout shift


@pytest.mark.parametrize("size", SIZES)
def test_layout_shift_from_navigation_to_the_first_resolved_combat_stays_below_0_05(browser: Any, base_url: str, size: dict[str, int]) -> None:
    context = browser.new_context(viewport=size)
    try:
        context.add_init_script(LAYOUT_SHIFT)
        page = context.new_page()
        page.goto(base_url + "index.html")
        page.wait_for_function(
            "() => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'"
            " && document.body.dataset.checked === String(CombatLabApp.state.seq)",
            timeout=120_000,
        )
        page.click("#resolve")
        page.wait_for_selector("#result .log-row", timeout=30_000)
        page.wait_for_function("() => document.body.dataset.playback === 'idle'")
        shift = page.evaluate("() => window.__layoutShift")
        assert shift < 0.05, shift
    finally:
        context.close()


# --------------------------------------------------------------------------- keys and fields


def test_ctrl_z_in_a_field_undoes_the_typing_first_then_the_boards_last_edit(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    page.click('#setup .perm-chip[data-id="gorger"]')
    power = page.locator('#card-editor input[name="power"]')
    power.click()
    page.keyboard.press("Control+a")
    page.keyboard.type("7")
    seq = page.evaluate("() => CombatLabApp.state.seq")
    page.keyboard.press("Control+z")
    assert power.input_value() == "5"  # the field's own undo
    assert page.evaluate("() => CombatLabApp.state.seq") == seq  # the board's history untouched
    page.keyboard.press("Control+a")
    page.keyboard.type("7")
    page.keyboard.press("Tab")
    lab.settle()
    assert next(p for p in lab.scenario()["permanents"] if p["id"] == "gorger")["power"] == 7
    assert page.evaluate("() => document.activeElement.name") == "toughness"
    page.keyboard.press("Control+z")  # nothing typed here: the board's last edit is undone
    lab.settle()
    assert next(p for p in lab.scenario()["permanents"] if p["id"] == "gorger")["power"] == 5
    assert page.input_value('#card-editor input[name="power"]') == "5"
    assert page.evaluate("() => document.activeElement.name") == "toughness"


def test_an_empty_or_negative_power_shows_the_engines_answer_next_to_the_field(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    page.click('#setup .perm-chip[data-id="gorger"]')
    # The editor is open and has put the focus in its first field (a moment after it opens) before
    # the test types: else that focus may land after the typing and blur the field mid-edit.
    page.wait_for_function("() => document.body.dataset.editor === 'open'"
                           " && document.getElementById('card-editor').contains(document.activeElement)")
    page.fill('#card-editor input[name="power"]', "")
    page.press('#card-editor input[name="power"]', "Tab")
    lab.settle()
    scenario = lab.scenario()
    assert "power" not in next(p for p in scenario["permanents"] if p["id"] == "gorger")
    # The explicit division was made for the old power: this edit drops it as stale (issue 27), and says so.
    assert all(a["source"] != "gorger" for a in scenario.get("assignments", []))
    assert "Dropped as stale" in (page.locator("#engine-verdict").text_content() or "")
    problem = next(p for p in pyengine.validate(scenario) if p["path"] == "$.permanents[0].power")
    power = page.locator('#card-editor input[name="power"]')
    assert power.input_value() == ""
    assert power.get_attribute("aria-invalid") == "true"
    error = page.locator("#" + (power.get_attribute("aria-describedby") or "").split()[-1])
    text = error.text_content() or ""
    assert text.startswith("Power:") and problem["message"].split(" ", 1)[1] in text
    # A negative power is a power (107.1b): kept.
    page.fill('#card-editor input[name="power"]', "-2")
    page.press('#card-editor input[name="power"]', "Tab")
    lab.settle()
    scenario = lab.scenario()
    assert next(p for p in scenario["permanents"] if p["id"] == "gorger")["power"] == -2
    assert power.input_value() == "-2" and power.get_attribute("aria-invalid") is None
    assert all(a["source"] != "gorger" for a in scenario.get("assignments", []))
    assert "Dropped as stale" not in (page.locator("#engine-verdict").text_content() or "")  # said once, by the edit that dropped it


def test_accessible_names_contain_the_visible_text(lab: Playground) -> None:
    load(lab, gorger(), LAPTOP)
    page = lab.page
    page.click('#setup .perm-chip[data-id="gorger"]')
    mismatches = page.evaluate("""() => [...document.querySelectorAll('button, [role=button], a[href], label.file-button')]
      .filter((node) => node.offsetParent !== null && node.hasAttribute('aria-label'))
      .map((node) => [node.getAttribute('aria-label'), node.textContent.replace(/\\s+/g, ' ').trim()])
      .filter(([name, text]) => /[\\p{L}\\p{N}]/u.test(text) && !name.toLowerCase().includes(text.toLowerCase()))""")
    # (A symbol alone, such as ↑ or ×, is no text a voice command would say: 2.5.3 is about words.)
    assert mismatches == []
    undo = page.locator(".decl.attack button")
    assert (undo.text_content() or "").strip() == "Undo"
    assert "Undo" in (undo.get_attribute("aria-label") or "Undo")


def lab_shot(name: str) -> Any:
    """Where a screenshot of a state goes (for a person to look at; nothing compares it)."""
    from labkit import ROOT

    folder = ROOT / ".build-cache" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{name}.png"
