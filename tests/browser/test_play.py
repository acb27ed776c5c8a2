"""play.html as a player uses it: a puzzle played to the end with the pointer and with the keyboard,
progress that survives a reload, hints ending in the advisor's explanation, a game against the advisor
with its next turn, Puzzle Quest's automatic battle; no console errors.

Every expectation about the rules is the engine's own answer (CPython pyengine for the same input).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT, PageLog, watch

from pyengine import bridge
from pyengine.puzzles import catalogue_order

pytestmark = pytest.mark.browser

PUZZLES = ROOT / "puzzles"
SHOTS = ROOT / "test-results" / "screenshots"
SHOTS.mkdir(parents=True, exist_ok=True)


def puzzle(name: str) -> dict[str, Any]:
    return json.loads((PUZZLES / f"{name}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def engine(name: str, payload: Any) -> dict[str, Any]:
    return bridge.call_data(name, json.dumps(payload))


@pytest.fixture()
def play(browser: Any, base_url: str) -> Iterator[tuple[Any, PageLog]]:
    """play.html in a fresh context (fresh localStorage), the puzzle list shown; the engine starts at the
    first choice (test_first_paint checks that it does not start before)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "play.html")
    page.wait_for_function("() => document.querySelector('#puzzle-list a[data-id]')", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("() => document.body.dataset.engine") == "idle", log
    try:
        yield page, log
    finally:
        context.close()


def open_puzzle(page: Any, pid: str) -> None:
    page.wait_for_function(
        "id => document.body.dataset.puzzle === id && document.querySelector('#puzzle-controls fieldset')",
        arg=pid, timeout=60_000,
    )


def drag(page: Any, source: str, target: str, board: str = "CombatLabPlay.board()") -> None:
    """A real pointer drag on the canvas, from one card's centre to another's (board: a JS expression)."""
    a = page.evaluate(f"id => {board}.cardRect(id)", source)
    b = page.evaluate(f"id => {board}.cardRect(id)", target)
    page.mouse.move(a["cx"], a["cy"])
    page.mouse.down()
    for i in range(1, 9):
        page.mouse.move(a["cx"] + (b["cx"] - a["cx"]) * i / 8, a["cy"] + (b["cy"] - a["cy"]) * i / 8)
    page.mouse.up()


def check(page: Any) -> str:
    before = page.evaluate("() => Number(document.body.dataset.checked || 0)")
    page.click("#check")
    page.wait_for_function("n => Number(document.body.dataset.checked || 0) > n", arg=before, timeout=60_000)
    return page.text_content("#verdict") or ""


def test_puzzle_index_is_built_from_the_puzzle_files(manifest: dict[str, Any]) -> None:
    index = json.loads((ROOT / "static" / "puzzles" / "index.json").read_text(encoding="utf-8"))
    files = sorted(PUZZLES.glob("*.json"))
    # Every puzzle file, listed in the engine's catalogue order (Magic's rulesets first).
    entries = [json.loads(f.read_text()) for f in files]
    assert [p["id"] for p in index["puzzles"]] == [p["id"] for p in catalogue_order(entries)]
    for entry in index["puzzles"]:
        assert f"puzzles/{entry['file']}" in manifest["files"]
    assert "play.html" in manifest["files"] and "puzzles/index.json" in manifest["files"]


def test_a_puzzle_played_to_the_end_with_the_pointer(play: tuple[Any, PageLog], base_url: str) -> None:
    page, log = play
    p = puzzle("hold-the-line")
    page.wait_for_selector("a[data-id='hold-the-line']")
    assert "not solved yet" in page.text_content("a[data-id='hold-the-line']")
    page.click("a[data-id='hold-the-line']")
    open_puzzle(page, "hold-the-line")
    assert "Survive" in page.text_content("#puzzle-description")
    # The intended solution, declared by dragging on the canvas.
    for block in p["solution"]["blockers"]:
        drag(page, block["id"], block["blocks"][0])
    arrows = page.evaluate("() => CombatLabPlay.board().snapshot().arrows")
    assert {(a["from"], a["to"]) for a in arrows if a["kind"] == "block"} == {("wall", "boar"), ("archer", "bat")}
    assert page.evaluate("() => CombatLabPlay.editor().choice()") == p["solution"]
    verdict = check(page)
    expected = engine("check_puzzle", {"puzzle": p, "choice": p["solution"]})
    assert expected["solved"] and "Solved" in verdict and expected["why"] in verdict
    # The event log, with the rules.
    assert "rule 509.1a" in page.text_content("#puzzle-log")
    assert page.locator("#puzzle-log .log-step").count() == len(expected["result"]["before_damage"]) + len(expected["result"]["steps"])
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('combatlab-play-v1'))")
    assert "hold-the-line" in stored["solved"]
    # Progress survives a reload.
    page.goto(base_url + "play.html#puzzles")
    page.reload()
    page.wait_for_selector("a[data-id='hold-the-line'] .solved-mark.done")
    assert "✓ solved" in page.text_content("a[data-id='hold-the-line']")
    assert "1 of" in page.text_content("#progress-line")
    # A wrong answer is not solved, and says why (the engine's words).
    page.goto(base_url + "play.html#puzzle=hold-the-line")
    open_puzzle(page, "hold-the-line")
    wrong = engine("check_puzzle", {"puzzle": p, "choice": {"blockers": []}})
    verdict = check(page)
    assert "Not solved" in verdict and wrong["why"] in verdict
    assert log.console_errors == [] and log.failed == []


def test_a_puzzle_played_with_the_keyboard(play: tuple[Any, PageLog], base_url: str) -> None:
    page, log = play
    p = puzzle("guard-the-planeswalker")
    page.goto(base_url + "play.html#puzzle=guard-the-planeswalker")
    open_puzzle(page, "guard-the-planeswalker")
    page.focus("#puzzle-board")
    blocker, attacker = p["solution"]["blockers"][0]["id"], p["solution"]["blockers"][0]["blocks"][0]
    for _ in range(20):
        if page.evaluate("() => CombatLabPlay.board().focused()") == blocker:
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("b")
    for _ in range(20):
        if page.evaluate("() => CombatLabPlay.board().focused()") == attacker:
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert page.evaluate("() => CombatLabPlay.editor().choice()") == p["solution"]
    # Check by keyboard too.
    page.focus("#check")
    before = page.evaluate("() => Number(document.body.dataset.checked || 0)")
    page.keyboard.press("Enter")
    page.wait_for_function("n => Number(document.body.dataset.checked || 0) > n", arg=before, timeout=60_000)
    assert "Solved" in page.text_content("#verdict")
    assert log.console_errors == []


def test_controls_for_every_kind_of_puzzle_reach_the_solution(play: tuple[Any, PageLog], base_url: str) -> None:
    """Slots, a question, divisions with mtg-2020's order, Riftbound's division, options: the
    solution set through the page's editor is the one check_puzzle accepts."""
    page, log = play
    for pid in ("pq-cast-order", "classic-trample-question", "order-matters", "double-strike-order",
                "rb-pick-your-targets", "damage-on-the-stack", "split-the-damage"):
        p = puzzle(pid)
        page.goto(f"{base_url}play.html#puzzle={pid}")
        open_puzzle(page, pid)
        page.evaluate("choice => CombatLabPlay.editor().set(choice)", p["solution"])
        verdict = check(page)
        assert "Solved" in verdict, (pid, verdict, page.evaluate("() => CombatLabPlay.editor().choice()"))
    assert log.console_errors == []


def test_slots_by_the_keyboard(play: tuple[Any, PageLog], base_url: str) -> None:
    page, _ = play
    page.goto(base_url + "play.html#puzzle=pq-cast-order")
    open_puzzle(page, "pq-cast-order")
    page.get_by_role("button", name="Move Glass Brute earlier").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("() => CombatLabPlay.editor().choice()") == puzzle("pq-cast-order")["solution"]
    assert "Solved" in check(page)


def test_hints_end_with_the_advisors_explanation(play: tuple[Any, PageLog], base_url: str) -> None:
    page, log = play
    p = puzzle("hold-the-line")
    page.goto(base_url + "play.html#puzzle=hold-the-line")
    open_puzzle(page, "hold-the-line")
    for i, text in enumerate(p["hints"]):
        page.click("#hint")
        page.wait_for_function("n => Number(document.body.dataset.hinted || 0) >= n", arg=i + 1)
        assert text in page.text_content("#hints")
    page.click("#hint")
    page.wait_for_selector("#hints .advisor-explanation", timeout=60_000)
    advice = engine("advise", {"scenario": p["scenario"], "side": p["side"]})
    assert advice["explanation"] in page.text_content("#hints")
    page.click("#hints button")
    assert page.evaluate("() => CombatLabPlay.editor().choice()") == {"blockers": advice["choice"]["blockers"]}
    assert log.console_errors == []


def test_a_turn_against_the_advisor_and_the_next_turn(play: tuple[Any, PageLog], base_url: str) -> None:
    page, log = play
    page.goto(base_url + "play.html#versus")
    page.wait_for_function("() => document.body.dataset.turn === '1' && document.body.dataset.phase === 'declare'",
                           timeout=60_000)
    start = page.evaluate("() => CombatLabPlay.versus.game.scenario")
    assert start["active_player"] == "you"
    # Attack with everything, through the lists.
    selects = page.locator("#versus-controls select")
    for i in range(selects.count()):
        selects.nth(i).select_option("them")
    page.get_by_role("button", name="Declare attacks").click()
    page.wait_for_function("() => document.body.dataset.phase === 'divide'", timeout=60_000)
    combat = page.evaluate("() => CombatLabPlay.versus.game.combat")
    attacked = {**start, "attackers": combat["attackers"]}
    advice = engine("advise", {"scenario": attacked, "side": "defender"})
    assert combat.get("blockers", []) == advice["choice"]["blockers"]  # "exact": the advisor's best blocks
    page.get_by_role("button", name="Resolve combat").click()
    page.wait_for_function("() => ['resolved', 'over'].includes(document.body.dataset.phase)", timeout=60_000)
    assert "Turn 1: you attack" in page.text_content("#versus-log")
    expected = engine("check_puzzle", {"puzzle": {"id": "versus", "title": "t", "ruleset": start["ruleset"], "side": "attacker",
                                                  "goal": {"type": "survive"}, "scenario": combat}, "choice": {}})
    final_life = expected["result"]["final"]["players"]["them"]["life"]
    assert f"the advisor has {final_life} life" in page.text_content("#versus-status")
    # The log speaks to the player: "You", "the advisor", never the ids "you"/"them" as names.
    log_text = page.text_content("#versus-log") or ""
    assert "them" not in log_text.replace("them.", "") and "you loses" not in log_text.lower()
    page.get_by_role("button", name="Next turn").click()
    page.wait_for_function("() => document.body.dataset.turn === '2'", timeout=60_000)
    page.wait_for_function("() => document.querySelector('#versus-actions button')", timeout=60_000)
    nxt = page.evaluate("() => CombatLabPlay.versus.game.scenario")
    assert nxt["active_player"] == "them"
    # The next turn's board is the engine's (next_turn), not the page's.
    assert nxt == engine("next_turn", {"scenario": combat, "result": expected["result"]})["scenario"]
    assert all(not p.get("damage") for p in nxt["permanents"])
    assert "from the engine" in page.text_content("#versus-turn")
    assert_no_internal_text(page)
    # The advisor attacks this turn, and "you" are still drawn at the bottom (as the defender).
    snapshot = page.evaluate("() => CombatLabPlay.versus.board().snapshot()")
    assert snapshot["players"]["bottom"]["id"] == "you" and snapshot["players"]["bottom"]["role"] == "defending"
    assert snapshot["players"]["top"]["id"] == "them" and snapshot["players"]["top"]["role"] == "active"
    assert log.console_errors == []


def halves(page: Any, canvas: str, board: str) -> tuple[float, dict[str, float]]:
    """The canvas's middle and every card's centre height, in viewport pixels."""
    box = page.locator(canvas).bounding_box()
    ids = page.evaluate(f"() => {board}.snapshot().cards.map(c => c.id)")
    return box["y"] + box["height"] / 2, {i: page.evaluate(f"id => {board}.cardRect(id)", i)["cy"] for i in ids}


def test_defending_against_the_advisor_you_are_drawn_at_the_bottom(play: tuple[Any, PageLog], base_url: str) -> None:
    """The human defends: their creatures in the bottom half, the advisor's on top, the roles
    (and the text alternative) still the scenario's, and a block declared by dragging."""
    page, log = play
    # "medium" with every roll 0: the advisor's runner-up attack (its best is not to attack at all).
    page.add_init_script("Math.random = () => 0;")
    page.goto(base_url + "play.html#versus")
    page.reload()  # the fixture's page is play.html already: a new fragment alone runs no init script
    page.wait_for_function("() => document.body.dataset.turn === '1' && document.body.dataset.phase === 'declare'",
                           timeout=60_000)
    page.select_option("#versus-role", "defender")
    page.select_option("#versus-level", "medium")
    page.click("#versus-new")
    page.wait_for_function("() => CombatLabPlay.versus.game.combat && CombatLabPlay.versus.game.combat.attackers"
                           " && document.querySelector('#versus-controls fieldset')", timeout=60_000)
    start = page.evaluate("() => CombatLabPlay.versus.game.scenario")
    assert start["active_player"] == "them"
    advice = engine("advise", {"scenario": start, "side": "attacker"})
    combat = page.evaluate("() => CombatLabPlay.versus.game.combat")
    assert combat["attackers"] == advice["runner_up"]["choice"]["attackers"]
    board = "CombatLabPlay.versus.board()"
    snapshot = page.evaluate(f"() => {board}.snapshot()")
    assert snapshot["players"]["bottom"]["id"] == "you" and snapshot["players"]["bottom"]["role"] == "defending"
    assert snapshot["players"]["top"]["id"] == "them" and snapshot["players"]["top"]["role"] == "active"
    controller = {p["id"]: p["controller"] for p in start["permanents"]}
    assert {c["id"]: c["side"] for c in snapshot["cards"]} == {i: "bottom" if c == "you" else "top" for i, c in controller.items()}
    page.locator("#versus-board").scroll_into_view_if_needed()
    middle, heights = halves(page, "#versus-board", board)
    assert all((heights[i] > middle) == (c == "you") for i, c in controller.items()), (middle, heights)
    # The text alternative names the attacker and the defender by role, top to bottom as drawn.
    text = page.text_content("#versus-board-text") or ""
    # Play mode's players are named as its sentences name them, never by their ids ("them").
    assert text.index("Attacking player: Advisor") < text.index("Defending player: You"), text
    assert "Them" not in text, text
    bars = [t["text"] for t in page.evaluate(f"() => {board}.layoutForTests()")["texts"] if t["role"] == "name"]
    assert "Advisor" in bars and "You" in bars and "Them" not in bars, bars
    # A block by dragging one of your creatures onto the attacker.
    attacker = combat["attackers"][0]["id"]
    drag(page, "giant", attacker, board)
    assert page.evaluate("() => CombatLabPlay.versus.editor().choice()") == {"blockers": [{"id": "giant", "blocks": [attacker]}]}
    arrows = page.evaluate(f"() => {board}.snapshot().arrows")
    assert ("giant", attacker) in {(a["from"], a["to"]) for a in arrows if a["kind"] == "block"}
    page.get_by_role("button", name="Declare blocks").click()
    page.wait_for_function("() => ['resolved', 'over'].includes(document.body.dataset.phase)", timeout=60_000)
    expected = engine("check_puzzle", {"puzzle": {"id": "versus", "title": "t", "ruleset": start["ruleset"], "side": "defender",
                                                  "goal": {"type": "survive"}, "scenario": combat},
                                       "choice": {"blockers": [{"id": "giant", "blocks": [attacker]}]}})
    assert f"you have {expected['result']['final']['players']['you']['life']} life" in page.text_content("#versus-status")
    assert page.evaluate(f"() => {board}.snapshot().players.bottom.id") == "you"
    assert log.console_errors == []


def test_a_defenders_puzzle_is_drawn_from_the_defenders_side(play: tuple[Any, PageLog], base_url: str) -> None:
    """A puzzle whose side is the defender puts that player at the bottom; an attacker's puzzle
    keeps the attacker (the active player) there, as the playground does."""
    page, log = play
    for pid in ("block-under-the-order", "alpha-strike"):
        p = puzzle(pid)
        s = p["scenario"]
        active = s["active_player"]
        other = next(pl["id"] for pl in s["players"] if pl["id"] != active)
        me, them = (other, active) if p["side"] == "defender" else (active, other)
        page.goto(f"{base_url}play.html#puzzle={pid}")
        open_puzzle(page, pid)
        snapshot = page.evaluate("() => CombatLabPlay.board().snapshot()")
        assert snapshot["players"]["bottom"]["id"] == me and snapshot["players"]["top"]["id"] == them, pid
        assert snapshot["players"]["top" if p["side"] == "defender" else "bottom"]["role"] == "active", pid
        page.locator("#puzzle-board").scroll_into_view_if_needed()
        middle, heights = halves(page, "#puzzle-board", "CombatLabPlay.board()")
        owner = {q["id"]: q.get("protector") if "battle" in q.get("types", []) else q["controller"] for q in s["permanents"]}
        assert all((heights[i] > middle) == (owner[i] == me) for i in heights), (pid, middle, heights)
        text = page.text_content("#puzzle-board-text") or ""
        # Play mode's players by name, never by id: "You" and "Opponent" (not "Them").
        named = {"you": "You", "them": "Opponent"}
        assert f"Attacking player: {named[active]}" in text and f"Defending player: {named[other]}" in text, text
        bars = [t["text"] for t in page.evaluate("() => CombatLabPlay.board().layoutForTests()")["texts"] if t["role"] == "name"]
        assert "Opponent" in bars and "You" in bars and "Them" not in bars, bars
    # Blocking by dragging in the flipped board: the solution of the defender's puzzle.
    p = puzzle("block-under-the-order")
    page.goto(f"{base_url}play.html#puzzle={p['id']}")
    open_puzzle(page, p["id"])
    page.locator("#puzzle-board").scroll_into_view_if_needed()
    for block in p["solution"]["blockers"]:
        drag(page, block["id"], block["blocks"][0])
    assert page.evaluate("() => CombatLabPlay.editor().choice()") == {"blockers": p["solution"]["blockers"]}
    assert "Solved" in check(page)
    assert log.console_errors == []


def test_puzzle_quest_battle_turn_by_turn(play: tuple[Any, PageLog], base_url: str) -> None:
    page, log = play
    page.goto(base_url + "play.html#battle")
    # A new fragment on the same page: the hashchange that opens the battle may come after goto
    # returns, so wait for the battle itself (#battle-next is enabled once it exists).
    page.wait_for_function("() => document.body.dataset.view === 'battle' && CombatLabPlay.battle.battle.scenario"
                           " && !document.querySelector('#battle-next').disabled")
    board = page.evaluate("() => CombatLabPlay.battle.battle.scenario")
    page.click("#battle-next")
    page.wait_for_function("() => document.body.dataset.battleTurn === '1'", timeout=60_000)
    first = engine("resolve", board)
    assert first["ok"]
    assert "Turn 1: You attack" in page.text_content("#battle-log")
    assert page.evaluate("() => CombatLabPlay.battle.battle.scenario.active_player") == "them"
    # You stay at the bottom of the board whoever attacks.
    assert page.evaluate("() => CombatLabPlay.battle.board().snapshot().players.bottom.id") == "you"
    page.click("#battle-all")
    page.wait_for_function("() => document.querySelector('#battle-next').disabled && !CombatLabPlay.battle.battle.busy",
                           timeout=120_000)
    assert page.locator("#battle-log .result-log").count() >= 2
    assert log.console_errors == []


def test_a_board_shown_during_an_animation_is_not_overwritten_by_its_end(play: tuple[Any, PageLog], base_url: str) -> None:
    """skip() then show() a new board while a combat plays: the old combat's final state must not
    be drawn over it when the animation ends (play.js, play-versus.js and play-battle.js all do this)."""
    page, log = play
    first = puzzle("hold-the-line")["scenario"]
    second = puzzle("guard-the-planeswalker")["scenario"]
    result = engine("resolve", first)
    assert result["ok"]
    drawn = page.evaluate(
        """async ([first, second, result]) => {
          const { createPlayBoard } = await import("./play/play-board.js");
          const canvas = document.createElement("canvas");
          const text = document.createElement("div");
          document.body.append(canvas, text);
          const pb = createPlayBoard(canvas, text, "Test board");
          const playing = pb.playResult(first, result);
          await new Promise((r) => setTimeout(r, 50));
          pb.board.skip();
          pb.show(second);
          await playing;
          const ids = pb.board.snapshot().cards.map((c) => c.id);
          pb.board.destroy();
          canvas.remove();
          text.remove();
          return ids;
        }""",
        [first, second, result],
    )
    assert sorted(drawn) == sorted(p["id"] for p in second["permanents"])
    assert log.console_errors == []


# --------------------------------------------------------------------------- order, phones, steadiness

SNAKE_CASE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def assert_no_internal_text(page: Any) -> None:
    """No bridge call names or other snake_case ids in what the page shows (body.innerText)."""
    shown = page.evaluate("() => document.body.innerText")
    assert "next_turn" not in shown
    assert not SNAKE_CASE.findall(shown), SNAKE_CASE.findall(shown)


def test_magic_puzzles_are_listed_first_in_the_engines_ruleset_order(play: tuple[Any, PageLog]) -> None:
    page, log = play
    page.wait_for_selector("#puzzle-list a[data-id]")
    listed = page.evaluate("() => [...document.querySelectorAll('#puzzle-list a[data-id]')].map(a => a.dataset.id)")
    ruleset_of = {p["id"]: p["ruleset"] for p in map(lambda f: json.loads(f.read_text()), PUZZLES.glob("*.json"))}
    engine_order = [r["id"] for r in engine("rulesets", {})["rulesets"]]
    ranks = [engine_order.index(ruleset_of[pid]) for pid in listed]
    assert sorted(listed) == sorted(ruleset_of)
    assert ranks == sorted(ranks), [ruleset_of[pid] for pid in listed]  # grouped by game, in the engine's order
    assert ruleset_of[listed[0]] == engine_order[0] == "mtg"  # the current Magic rules come first
    magic = {"mtg", "mtg-2020", "mtg-classic"}
    first_other = next(i for i, pid in enumerate(listed) if ruleset_of[pid] not in magic)
    assert all(ruleset_of[pid] in magic for pid in listed[:first_other])
    assert not any(ruleset_of[pid] in magic for pid in listed[first_other:])
    assert log.console_errors == []


@pytest.fixture()
def phone(browser: Any, base_url: str) -> Iterator[tuple[Any, PageLog]]:
    """A 390×844 phone (touch), layout shifts recorded from navigation on (window.__shift)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.add_init_script(SHIFT_WATCH)
    log = watch(page, base_url)
    try:
        yield page, log
    finally:
        context.close()


# Sums layout shifts not caused by input (the CLS definition), from the start of navigation.
SHIFT_WATCH = """
window.__shift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
}).observe({type: "layout-shift", buffered: true});
"""


def test_a_puzzle_on_a_phone_shows_check_and_the_result_at_once(phone: tuple[Any, PageLog], base_url: str) -> None:
    page, log = phone
    p = puzzle("hold-the-line")
    page.goto(base_url + "play.html#puzzle=hold-the-line")
    page.wait_for_function("() => document.body.dataset.engine !== 'loading'", timeout=LOAD_TIMEOUT_MS)
    open_puzzle(page, "hold-the-line")
    # A compact header, and Check on screen without scrolling.
    header = page.locator(".site-header").bounding_box()
    assert header["height"] <= 120, header
    assert page.evaluate("() => window.scrollY") == 0
    box = page.locator("#check").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(SHOTS / "play-puzzle-phone.png"))
    # Declare the solution through the controls, then Check: the board shows the end of combat at once.
    page.evaluate("choice => CombatLabPlay.editor().set(choice)", p["solution"])
    expected = engine("check_puzzle", {"puzzle": p, "choice": p["solution"]})
    verdict = check(page)
    assert "Solved" in verdict
    final = expected["result"]["final"]
    cards = {c["id"]: c for c in page.evaluate("() => CombatLabPlay.board().snapshot().cards")}
    bottom = page.evaluate("() => CombatLabPlay.board().snapshot().players.bottom")
    for pid, state in final["permanents"].items():
        gone = state["zone"] != "battlefield"
        assert (cards[pid]["zone"] != "battlefield") == gone, (pid, cards[pid], state)
        if not gone:
            assert (cards[pid].get("damage") or 0) == state["damage"], (pid, cards[pid], state)
    life = [str(stat["value"]) for stat in bottom["stats"] if "life" in str(stat["label"]).lower()]
    assert life == [str(final["players"]["you"]["life"])], bottom["stats"]
    # The verdict's title in the phone's action bar, beside Check; the replay on request.
    assert "Solved" in page.text_content("#bar-verdict")
    assert page.locator("#bar-verdict").is_visible()
    assert page.get_by_role("button", name="Replay the combat").is_visible()
    page.screenshot(path=str(SHOTS / "play-puzzle-phone-checked.png"))
    assert_no_internal_text(page)
    assert log.console_errors == []


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["laptop", "phone"])
@pytest.mark.parametrize("fragment", ["#puzzles", "#puzzle=hold-the-line", "#versus", "#battle"])
def test_play_mode_does_not_jump_while_it_loads(browser: Any, base_url: str, fragment: str,
                                                size: tuple[int, int]) -> None:
    """Layout shift (CLS, PerformanceObserver 'layout-shift', buffered) from navigation until the
    engine is ready and the view is filled in: below 0.05."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.add_init_script(SHIFT_WATCH)
    watch(page, base_url)
    try:
        page.goto(base_url + "play.html" + fragment)
        page.wait_for_function("() => document.body.dataset.engine !== 'loading'", timeout=LOAD_TIMEOUT_MS)
        filled = {
            "#puzzles": "() => document.querySelector('#puzzle-list a[data-id]')",
            "#puzzle=hold-the-line": "() => document.querySelector('#puzzle-controls fieldset')",
            "#versus": "() => document.querySelector('#versus-actions button')",
            "#battle": "() => !document.querySelector('#battle-next').disabled",
        }[fragment]
        page.wait_for_function(filled, timeout=60_000)
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shift = page.evaluate("() => window.__shift")
        assert shift < 0.05, f"{fragment} at {size}: layout shift {shift:.3f}"
        assert_no_internal_text(page)
    finally:
        context.close()
