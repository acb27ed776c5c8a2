"""Cards by name in the playground (issue 25), at 1280×800 and at a 390×844 phone with touch: the card editor's
card-name combobox (type, Up/Down, Enter; a tap on a phone; the ARIA 1.2 combobox pattern), what the editor
shows of a card, its fields still editable over the card's, clearing it, "Add a card by name" in each
player's row, the board drawing the card's printed type line, a board built only from names resolving as the
hand-typed one (CR 510.1c's Vastwood Gorger), and a board without card names never fetching the card index.

Every expectation about a card is the engine's own answer (CPython's pyengine for the same name or board).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_accessibility import assert_accessible, axe_script  # noqa: F401  (axe_script: a fixture)
from test_playground import Playground, cpython, open_playground, ready_for_a_test

import pyengine
import pyengine.engine
from pyengine.cards import search

pytestmark = pytest.mark.browser

CARD_INDEX = "cards/index.json"
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = [pytest.param("laptop", id="1280x800"), pytest.param("phone", id="390x844")]
CONTEXTS = {"laptop": {"viewport": LAPTOP}, "phone": {"viewport": PHONE, "has_touch": True, "is_mobile": True}}


def one_creature() -> dict[str, Any]:
    return {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": [{"id": "creature-1", "name": "Creature 1", "controller": "alice", "power": 2, "toughness": 2}]}


@pytest.fixture(scope="module")
def pages(browser: Any, base_url: str) -> Iterator[dict[str, Playground]]:
    """One playground page per size (the phone's with touch), opened when a test first needs it."""
    opened: dict[str, tuple[Any, Playground]] = {}

    class Pages(dict):  # type: ignore[type-arg]
        def __missing__(self, size: str) -> Playground:
            opened[size] = open_playground(browser, base_url, **CONTEXTS[size])
            self[size] = opened[size][1]
            return self[size]

    try:
        yield Pages()
    finally:
        for context, _ in opened.values():
            context.close()


@pytest.fixture
def lab(pages: dict[str, Playground], request: pytest.FixtureRequest) -> Playground:
    playground = pages[request.param]
    playground.page.keyboard.press("Escape")  # an editor left open by an earlier test
    return ready_for_a_test(playground)


def show(lab: Playground, scenario: dict[str, Any]) -> None:
    lab.page.evaluate("s => CombatLabApp.load(s)", scenario)
    lab.settle()
    lab.page.evaluate("() => window.scrollTo(0, 0)")


def open_editor(lab: Playground, pid: str) -> Any:
    """Open a permanent's editor from the set-up list; the editor's card-name combobox."""
    lab.page.locator(f'#setup .perm-chip[data-id="{pid}"]').click()
    lab.page.wait_for_selector("#card-editor.open")
    combo = lab.page.locator('#card-editor input[name="card"]')
    combo.wait_for()
    return combo


def suggestions(lab: Playground, combo: Any) -> list[str]:
    """The names the list shows once it shows the matches of the text in the field."""
    lab.page.wait_for_function(
        "input => { const status = input.parentElement.querySelector('.card-picker-status');"
        " return status.textContent.includes(`“${input.value.trim()}”`) && input.getAttribute('aria-expanded') === 'true'; }",
        arg=combo.element_handle())
    listbox = lab.page.locator(f'#{combo.get_attribute("aria-controls")}')
    return listbox.locator('[role="option"] .card-option-name').all_text_contents()  # type: ignore[no-any-return]


def engine_names(text: str) -> list[str]:
    return [c["name"] for c in search(text, 8)]


def board_card(lab: Playground, pid: str) -> dict[str, Any]:
    return lab.cards()[pid]


def card_shown(lab: Playground, pid: str, name: str) -> None:
    """Wait until the board draws `pid` as the card `name` (the engine's check named it)."""
    lab.settle()
    lab.page.wait_for_function("([id, name]) => (CombatLabApp.state.cards[id] || {}).card === name", arg=[pid, name])
    lab.settle()


@pytest.mark.parametrize("lab", SIZES, indirect=True)
def test_the_card_field_is_an_aria_combobox_driven_by_the_keyboard(lab: Playground) -> None:
    page = lab.page
    show(lab, one_creature())
    combo = open_editor(lab, "creature-1")
    assert combo.get_attribute("role") == "combobox"
    assert combo.get_attribute("aria-expanded") == "false"
    assert combo.get_attribute("aria-autocomplete") == "list"
    combo.focus()
    page.keyboard.type("serra")
    shown = suggestions(lab, combo)
    assert shown == engine_names("serra")  # the engine's matches, in the engine's order
    assert combo.get_attribute("aria-expanded") == "true"
    listbox = page.locator(f'#{combo.get_attribute("aria-controls")}')
    assert listbox.get_attribute("role") == "listbox"
    status = page.locator('#card-editor .card-picker-status')
    assert status.get_attribute("aria-live") == "polite"
    assert status.text_content().startswith(f"{len(shown)} or more cards match “serra”")
    assert combo.get_attribute("aria-activedescendant") is None
    for _ in range(shown.index("Serra Angel") + 1):
        page.keyboard.press("ArrowDown")
    active = combo.get_attribute("aria-activedescendant")
    assert page.locator(f"#{active}").get_attribute("aria-selected") == "true"
    assert page.locator(f"#{active} .card-option-name").text_content() == "Serra Angel"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    card_shown(lab, "creature-1", "Serra Angel")
    angel = pyengine.card("Serra Angel")
    # The card's fields are its card's now; the name the form made up is the card's.
    assert lab.scenario()["permanents"] == [{"id": "creature-1", "name": "Serra Angel", "controller": "alice", "card": "Serra Angel"}]
    drawn = board_card(lab, "creature-1")
    assert drawn["typeLine"] == angel["type_line"] == "Creature — Angel"
    assert drawn["stat"]["value"] == f"{angel['permanent']['power']}/{angel['permanent']['toughness']}"
    summary = page.locator("#card-editor .card-summary").text_content()
    assert summary == f"Serra Angel: {angel['type_line']} · 4/4 · {', '.join(angel['permanent']['keywords'])}"
    assert page.locator('#card-editor input[name="power"]').get_attribute("placeholder") == "4"
    assert page.evaluate("() => document.activeElement.name") == "card"  # the focus stays on the field
    # Escape closes the list, and only the list: the editor stays open.
    page.keyboard.press("Control+A")
    page.keyboard.type("llanowar el")
    assert suggestions(lab, combo) == engine_names("llanowar el")
    page.keyboard.press("Escape")
    assert page.locator('#card-editor input[name="card"]').get_attribute("aria-expanded") == "false"
    assert page.locator("#card-editor.open").count() == 1
    assert lab.log.console_errors == []


@pytest.mark.parametrize("lab", SIZES, indirect=True)
def test_a_cards_fields_stay_editable_and_the_card_can_be_cleared(lab: Playground) -> None:
    page = lab.page
    board = one_creature()
    board["permanents"][0] = {"id": "angel", "card": "Serra Angel", "controller": "alice"}
    board["attackers"] = [{"id": "angel", "target": "bob"}]
    show(lab, board)
    card_shown(lab, "angel", "Serra Angel")
    open_editor(lab, "angel")
    power = page.locator('#card-editor input[name="power"]')
    power.fill("6")
    power.press("Tab")
    lab.settle()
    assert lab.scenario()["permanents"][0] == {"id": "angel", "card": "Serra Angel", "controller": "alice", "power": 6}
    assert board_card(lab, "angel")["stat"]["value"] == "6/4"
    # The pumped Angel deals 6 (an explicit field wins over the card), as CPython's engine says.
    assert page.evaluate("() => CombatLabApp.state.preview") == cpython(lab.scenario())
    assert cpython(lab.scenario())["final"]["players"]["bob"]["life"] == 14
    page.locator("#card-editor .card-clear").click()
    lab.settle()
    cleared = lab.scenario()["permanents"][0]
    assert "card" not in cleared and cleared["power"] == 6 and cleared["toughness"] == 4
    assert cleared["keywords"] == ["flying", "vigilance"]  # what the card gave stays, hand-typed
    assert board_card(lab, "angel")["stat"]["value"] == "6/4"
    assert page.locator('#card-editor input[name="card"]').input_value() == ""
    assert lab.log.console_errors == []


def test_a_suggestion_is_tapped_on_a_phone(pages: dict[str, Playground]) -> None:
    lab = ready_for_a_test(pages["phone"])
    lab.page.keyboard.press("Escape")
    show(lab, one_creature())
    combo = open_editor(lab, "creature-1")
    combo.tap()
    lab.page.keyboard.type("vastwood g")
    assert suggestions(lab, combo) == engine_names("vastwood g")
    option = lab.page.locator('[role="option"]', has_text="Vastwood Gorger")
    box = option.bounding_box()
    assert box is not None and box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    option.tap()
    card_shown(lab, "creature-1", "Vastwood Gorger")
    assert board_card(lab, "creature-1")["typeLine"] == "Creature — Wurm"
    assert lab.log.console_errors == []


@pytest.mark.parametrize("lab", SIZES, indirect=True)
def test_a_board_of_names_resolves_as_the_hand_typed_gorger(lab: Playground, gorger: dict[str, Any]) -> None:
    """CR 510.1c's example built with "Add a card by name" in each player's row: the same combat as typed."""
    page = lab.page
    empty = copy.deepcopy(gorger)
    for key in ("permanents", "attackers", "blockers", "damage_assignment_order", "assignments"):
        empty.pop(key)
    empty["permanents"] = []
    show(lab, empty)
    made = {}
    for player, name in (("alice", "Vastwood Gorger"), ("bob", "Pride Guardian"), ("bob", "Llanowar Elves")):
        page.keyboard.press("Escape")
        adder = page.locator(f'#setup input[name="add-card:{player}"]')
        adder.click()
        adder.fill(name[:8])
        assert name in suggestions(lab, adder)
        page.locator('#setup .add-card [role="option"]', has_text=name).first.click()
        lab.settle()
        made[name] = lab.scenario()["permanents"][-1]["id"]
        assert page.locator("#card-editor.open").count() == 1  # the new card's editor opens
    ids = {"gorger": made["Vastwood Gorger"], "guardian": made["Pride Guardian"], "elves": made["Llanowar Elves"]}
    by_name = lab.scenario()
    assert by_name["permanents"] == [{"id": ids[p["id"]], "card": p["name"], "controller": p["controller"]}
                                     for p in gorger["permanents"]]
    by_name["attackers"] = [{"id": ids["gorger"], "target": "bob"}]
    by_name["blockers"] = [{"id": ids[b["id"]], "blocks": [ids["gorger"]]} for b in gorger["blockers"]]
    by_name["damage_assignment_order"] = {ids["gorger"]: [ids["guardian"], ids["elves"]]}
    by_name["assignments"] = [{"source": ids["gorger"], "step": "regular", "division": {ids["guardian"]: 3, ids["elves"]: 2}}]
    # The hand-typed board: the spec's permanents (names, stats, keywords) under the same ids.
    typed = {**copy.deepcopy(by_name), "permanents": [{**p, "id": ids[p["id"]]} for p in gorger["permanents"]]}
    page.keyboard.press("Escape")
    show(lab, by_name)
    card_shown(lab, ids["elves"], "Llanowar Elves")
    preview = page.evaluate("() => CombatLabApp.state.preview")
    assert preview["ok"] is True
    assert preview == cpython(typed)  # exactly the hand-typed board's combat
    drawn = {pid: board_card(lab, pid) for pid in ids.values()}
    assert [drawn[ids[k]]["typeLine"] for k in ("gorger", "guardian", "elves")] == [
        pyengine.card(n)["type_line"] for n in ("Vastwood Gorger", "Pride Guardian", "Llanowar Elves")]
    assert drawn[ids["gorger"]]["stat"]["value"] == "5/6"
    assert drawn[ids["guardian"]]["name"] == "Pride Guardian"
    # Pride Guardian's "Whenever this creature blocks, you gain 3 life" is its own trigger (509.3a): modelled, so
    # neither the board nor the editor has anything to say it leaves out.
    assert pyengine.card("Pride Guardian")["permanent"]["triggers"] == [{"on": "blocks", "gain_life": 3}]
    assert not any("not modelled" in tag for tag in drawn[ids["guardian"]]["tags"])
    open_editor(lab, ids["guardian"])
    assert page.locator("#card-editor .card-unmodelled li").count() == 0
    assert lab.log.console_errors == []


@pytest.mark.parametrize("lab", SIZES[:1], indirect=True)
def test_the_editor_says_the_counters_to_give_and_the_players_choices(lab: Playground) -> None:
    """Bloodthirst 2 (702.54a) sets the counters the Minotaurs entered with: the editor says to give them, as
    validate's warning does, until the permanent gives its own counters. Prowess (702.108a) is a player's
    choice, listed as one. Rotlung Reanimator's token-making dies trigger is not modelled: the board and the
    editor say so, word for word. Luminarch Aspirant's beginning-of-combat trigger resolved before attackers
    were declared (507.1): the editor says so, for the board to show its counter."""
    page = lab.page
    board = one_creature()
    board["permanents"] = [{"id": "minotaurs", "card": "Gorehorn Minotaurs", "controller": "alice"},
                           {"id": "spear", "card": "Monastery Swiftspear", "controller": "bob"},
                           {"id": "reanimator", "card": "Rotlung Reanimator", "controller": "bob"},
                           {"id": "aspirant", "card": "Luminarch Aspirant", "controller": "alice"}]
    show(lab, board)
    card_shown(lab, "reanimator", "Rotlung Reanimator")
    left_out = pyengine.card("Rotlung Reanimator")["unmodelled"]
    assert left_out and f"{len(left_out)} not modelled" in board_card(lab, "reanimator")["tags"]
    open_editor(lab, "reanimator")
    assert page.locator("#card-editor .card-unmodelled li").all_text_contents() == [
        f"Combat Lab does not model: {line}" for line in left_out]
    page.keyboard.press("Escape")
    card_shown(lab, "minotaurs", "Gorehorn Minotaurs")
    open_editor(lab, "minotaurs")
    warned = [w["message"] for w in pyengine.engine.warnings(board) if w["code"] == "entry-counters"]
    assert warned and page.locator("#card-editor .card-entry-counters li").all_text_contents() == warned
    page.keyboard.press("Escape")
    open_editor(lab, "spear")
    assert page.locator("#card-editor .card-choices li").all_text_contents() == [
        f"A player's choice (add the matching action if it happened): {line}"
        for line in pyengine.card("Monastery Swiftspear")["choices"]]
    assert page.locator("#card-editor .card-before-attacks").count() == 0
    page.keyboard.press("Escape")
    card_shown(lab, "aspirant", "Luminarch Aspirant")
    open_editor(lab, "aspirant")
    before = pyengine.card("Luminarch Aspirant")["before_attacks"]
    assert before and page.locator("#card-editor .card-before-attacks li").all_text_contents() == [
        f"Resolved before attackers are declared (show what it did on the board): {line}" for line in before]
    page.keyboard.press("Escape")
    board["permanents"][0]["counters"] = {"+1/+1": 2}
    show(lab, board)
    card_shown(lab, "minotaurs", "Gorehorn Minotaurs")
    open_editor(lab, "minotaurs")
    assert page.locator("#card-editor .card-entry-counters").count() == 0
    assert board_card(lab, "minotaurs")["stat"]["value"] == "5/5"
    page.keyboard.press("Escape")
    assert lab.log.console_errors == []


@pytest.mark.parametrize("lab", SIZES, indirect=True)
def test_a_condition_only_the_board_can_state_is_a_checkbox_in_the_editor(lab: Playground) -> None:
    """Anurid Barkripper's threshold (+2/+2 "as long as there are seven or more cards in your graveyard", 611.3a):
    the engine can't see a graveyard, so the editor asks; until the board says, it is taken as not holding (the
    engine's warning), and ticking the box gives the permanent ``conditions`` and the engine's 4-damage combat."""
    page = lab.page
    board = one_creature()
    board["permanents"] = [{"id": "frog", "card": "Anurid Barkripper", "controller": "alice"}]
    board["attackers"] = [{"id": "frog", "target": "bob"}]
    show(lab, board)
    card_shown(lab, "frog", "Anurid Barkripper")
    stated = pyengine.card("Anurid Barkripper")["permanent"]["statics"][0]["stated"]
    assert [w["code"] for w in pyengine.engine.warnings(board)].count("stated-condition") == 1
    open_editor(lab, "frog")
    box = page.locator(f'#card-editor input[name="condition:{stated["id"]}"]')
    assert box.is_checked() is False
    row = page.locator("#card-editor .card-stated-row").first
    assert stated["text"][1:] in row.text_content() and "taken as not holding" in row.text_content()
    height = row.bounding_box()["height"]
    assert height >= 44  # a touch target on a phone too
    if page.viewport_size["width"] < 500:
        box.tap()
    else:
        box.check()
    lab.settle()
    ticked = lab.scenario()
    assert ticked["permanents"][0]["conditions"] == {stated["id"]: True}
    preview = page.evaluate("() => CombatLabApp.state.preview")
    assert preview == cpython(ticked) and preview["ok"] is True
    assert preview["final"]["players"]["bob"]["life"] == 16  # a 4/4 with threshold
    # Given, the engine's warning only says it holds the stated answer for the whole combat (a creature dying
    # would put a card into a graveyard, which it does not follow).
    assert all("held as the board states it" in w["message"]
               for w in pyengine.engine.warnings(ticked) if w["code"] == "stated-condition")
    box = page.locator(f'#card-editor input[name="condition:{stated["id"]}"]')
    assert box.is_checked() is True
    box.uncheck()  # cleared: the board says it does not hold
    lab.settle()
    assert lab.scenario()["permanents"][0]["conditions"] == {stated["id"]: False}
    assert page.evaluate("() => CombatLabApp.state.preview")["final"]["players"]["bob"]["life"] == 18
    page.keyboard.press("Escape")
    assert lab.log.console_errors == []


def test_a_board_without_card_names_never_fetches_the_card_index(browser: Any, base_url: str) -> None:
    context, lab = open_playground(browser, base_url, viewport=LAPTOP)
    try:
        open_editor(lab, "gorger")  # the default board, its editor and its card-name field shown
        power = lab.page.locator('#card-editor input[name="power"]')
        power.fill("7")
        power.press("Tab")
        lab.settle()
        lab.resolve_all()
        assert lab.page.locator("#setup .add-card").count() == 2
        assert CARD_INDEX not in lab.log.paths()
        # The first search fetches it.
        combo = lab.page.locator('#card-editor input[name="card"]')
        combo.fill("vastwood gorger")
        assert "Vastwood Gorger" in suggestions(lab, combo)
        assert CARD_INDEX in lab.log.paths()
    finally:
        context.close()


@pytest.mark.parametrize("size", ["laptop", "phone"])
def test_no_serious_axe_violation_with_the_list_open(browser: Any, base_url: str, axe_script: Path, size: str) -> None:
    context, lab = open_playground(browser, base_url, bypass_csp=True, **CONTEXTS[size])
    try:
        show(lab, one_creature())
        combo = open_editor(lab, "creature-1")
        combo.click()
        lab.page.keyboard.type("angel")
        suggestions(lab, combo)
        lab.page.keyboard.press("ArrowDown")
        assert_accessible(lab.page, axe_script, f"card list open ({size})")
        adder = lab.page.locator('#setup input[name="add-card:bob"]')
        lab.page.keyboard.press("Escape")
        lab.page.keyboard.press("Escape")
        adder.click()
        adder.fill("elves")
        suggestions(lab, adder)
        assert_accessible(lab.page, axe_script, f"add-a-card list open ({size})")
    finally:
        context.close()
