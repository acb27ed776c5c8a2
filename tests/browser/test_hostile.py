"""Hostile or huge boards in the browser: the page never freezes, engine calls can be cancelled,
and the user's board is never lost (compact share links, saved on edit and on pagehide).

Big boards are made here, never stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, watch
from test_playground import Playground, open_playground
from widgetkit import encode

from pyengine import limits

pytestmark = pytest.mark.browser

# A long search: twelve attackers against twelve different blockers, seconds of work in Python.
LONG_ADVICE = {
    "ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
    "permanents": [{"id": f"a{i}", "controller": "a", "power": 2 + i % 4, "toughness": 1 + i % 5} for i in range(12)]
    + [{"id": f"d{i}", "controller": "b", "power": 1 + i % 5, "toughness": 2 + i % 3} for i in range(12)],
    "attackers": [{"id": f"a{i}", "target": "b"} for i in range(12)],
}

# What a click waits at most while the engine works (the work runs in the worker).
MAX_CLICK_MS = 200
# How long drawing may hold the page at once (generous for a loaded CI machine; far from a freeze).
MAX_BLOCKED_MS = 1000

# Clicks a probe button every 20 ms from the moment the button `id` is clicked while the engine works
# on it; answers the longest wait for a click to be handled.
CLICKS_WHILE_BUSY = """async (id) => {
  const probe = document.createElement('button');
  document.body.append(probe);
  const waits = [];
  document.getElementById(id).click();
  for (let i = 0; i < 100 && !CombatLab.busy; i++) await new Promise((r) => setTimeout(r, 5));
  for (let i = 0; i < 500 && CombatLab.busy; i++) {
    const at = performance.now();
    await new Promise((r) => { probe.addEventListener('click', r, { once: true }); setTimeout(() => probe.click(), 0); });
    if (CombatLab.busy) waits.push(performance.now() - at);  // not the moment the answer is read
    await new Promise((r) => setTimeout(r, 20));
  }
  probe.remove();
  return { longest: Math.max(0, ...waits), clicks: waits.length };
}"""

# Counts the longest gap between ticks of a 20 ms timer: what a click would have waited.
WATCH_GAPS = """
window.__gap = 0;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  window.__gap = Math.max(window.__gap, now - last - 20);
  last = now;
}, 20);
"""


def battle_cry_board(copies: int, attackers: int) -> dict[str, Any]:
    """The reported share link: one creature with many battle cries beside many attackers."""
    perms = [{"id": f"g{i}", "name": f"Goblin {i}", "controller": "a", "power": 1, "toughness": 1}
             for i in range(attackers)]
    perms[0]["keywords"] = ["battle_cry"] * copies
    return {"format": 1, "ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
            "permanents": perms, "attackers": [{"id": p["id"], "target": "b"} for p in perms]}


def cjk_board() -> dict[str, Any]:
    """A board the editor accepts whose plain link is past the limit: 300 long CJK names."""
    words = ["火焰", "精灵", "龙王", "守护者", "森林", "巨人", "暗影", "骑士", "风暴", "法师"]
    perms = [{"id": f"c{i}", "name": "".join(words[(i + k) % 10] for k in range(70)) + str(i),
              "controller": "a" if i % 2 else "b", "power": 1 + i % 3, "toughness": 2} for i in range(300)]
    return {"format": 1, "ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
            "permanents": perms, "attackers": [{"id": "c1", "target": "b"}]}


@pytest.fixture
def fresh(browser: Any, base_url: str) -> Iterator[Playground]:
    context, playground = open_playground(browser, base_url)
    try:
        yield playground
    finally:
        context.close()


def test_a_cancelled_advise_stops_and_the_next_call_is_answered(fresh: Playground) -> None:
    page = fresh.page
    answers = page.evaluate("""async (scenario) => {
      const controller = new AbortController();
      const started = performance.now();
      const advice = CombatLab.call("advise", { scenario, side: "defender", max_seconds: 120 },
                                    { signal: controller.signal });
      // A resolve queued behind the running advise.
      const queued = CombatLab.resolve(scenario);
      await new Promise((r) => setTimeout(r, 1500));  // past CANCEL_AFTER_MS: a long call
      const busy = CombatLab.busy;
      controller.abort();
      const cancelled = await advice;
      const cancelledAfter = performance.now() - started;
      const resolved = await queued;
      return { busy, cancelled, cancelledAfter, resolvedOk: resolved.ok, busyAfter: CombatLab.busy };
    }""", LONG_ADVICE)
    assert answers["busy"] is True
    assert answers["cancelled"]["cancelled"] is True and answers["cancelled"]["error"]["code"] == "cancelled"
    assert answers["cancelledAfter"] < 5_000  # answered at once, not after the search
    assert answers["resolvedOk"] is True  # the queued call went on in the new worker
    assert answers["busyAfter"] is False
    # The engine works on after the restart.
    assert page.evaluate("(s) => CombatLab.resolve(s).then((r) => r.ok)", LONG_ADVICE) is True
    assert fresh.log.console_errors == []


def test_cancel_answers_the_running_call_only(fresh: Playground) -> None:
    page = fresh.page
    result = page.evaluate("""async (scenario) => {
      const advice = CombatLab.call("advise", { scenario, side: "defender", max_seconds: 120 });
      await new Promise((r) => setTimeout(r, 500));
      const stopped = CombatLab.cancel();
      return { stopped, advice: await advice, idle: CombatLab.cancel() };
    }""", LONG_ADVICE)
    assert result["stopped"] is True and result["advice"]["error"]["code"] == "cancelled"
    assert result["idle"] is False  # nothing left to stop


def test_the_advisor_shows_progress_and_cancel_on_play_page(browser: Any, base_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    log = watch(page, base_url)
    try:
        page.goto(base_url + "play.html#versus")
        page.wait_for_function("() => window.CombatLab && CombatLab.started", timeout=LOAD_TIMEOUT_MS)
        page.evaluate("() => CombatLab.ready")
        # The versus game asks the engine for its first turn's options: let it finish, so that the engine
        # is the test's alone.
        page.wait_for_selector("#versus-actions button", timeout=60_000)
        page.wait_for_function("() => !CombatLab.busy", timeout=60_000)
        # The page's own helper, as the versus game and the hints use it.
        page.evaluate("""async (scenario) => {
          const { longCall } = await import('./engine/long-call.js');
          const box = document.createElement('div'); box.id = 'test-box'; document.body.append(box);
          window.__advice = longCall('advise', { scenario, side: 'defender', max_seconds: 120 }, { into: box });
        }""", LONG_ADVICE)
        page.wait_for_selector("#test-box .long-call-cancel", timeout=10_000)
        assert "thinking" in (page.text_content("#test-box .long-call") or "")
        page.click("#test-box .long-call-cancel")
        answer = page.evaluate("() => window.__advice")
        assert answer["cancelled"] is True
        # The search really stopped: the engine is free for the next call at once.
        assert page.evaluate("() => CombatLab.busy") is False
        assert page.query_selector("#test-box .long-call") is None
        assert log.console_errors == []
    finally:
        context.close()


def test_the_events_link_is_refused_and_the_page_stays_responsive(browser: Any, base_url: str) -> None:
    # The reported 100,000-event link (1,000 battle cries beside 100 attackers): refused up front.
    fragment = "#s=" + encode(battle_cry_board(1000, 100))
    context = browser.new_context()
    page = context.new_page()
    log = watch(page, base_url)
    try:
        page.goto(base_url + "index.html" + fragment)
        page.wait_for_function("() => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'",
                               timeout=LOAD_TIMEOUT_MS)
        page.wait_for_function("() => document.body.dataset.checked === String(CombatLabApp.state.seq)",
                               timeout=60_000)
        assert "MAX_KEYWORD_COPIES" in (page.text_content("#engine-verdict") or "")
        page.evaluate(CLICKS_WHILE_BUSY, "resolve")  # refused at once: little to wait for
        page.wait_for_function("() => (document.getElementById('result').textContent || '').includes('MAX_KEYWORD_COPIES')")
        assert log.console_errors == []
    finally:
        context.close()


def test_a_board_near_the_event_limit_keeps_the_page_responsive(fresh: Playground) -> None:
    page = fresh.page
    page.evaluate("(s) => CombatLabApp.load(s)", battle_cry_board(limits.MAX_KEYWORD_COPIES, 90))
    fresh.settle()
    page.evaluate(WATCH_GAPS)
    # While the engine compares the board under each ruleset that fits it (thousands of events each), clicks
    # are answered at once. (Resolve all asks the engine nothing: it shows the result the board's check has.)
    clicks = page.evaluate(CLICKS_WHILE_BUSY, "compare-run")
    assert clicks["clicks"] >= 1 and clicks["longest"] < MAX_CLICK_MS, clicks
    page.click("#resolve")
    page.wait_for_function("() => document.body.dataset.playback === 'idle' && CombatLabApp.state.result",
                           timeout=60_000)
    # Then the log and the pictures are drawn without one long freeze.
    page.evaluate("() => { window.__gap = 0; }")
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.__gap") < MAX_BLOCKED_MS
    assert page.locator("#result .log-more button, #log-before .log-more button").count() >= 1
    assert fresh.log.console_errors == []


def test_the_cjk_board_shares_and_reopens(fresh: Playground, browser: Any, base_url: str) -> None:
    board = cjk_board()
    assert len("#s=" + encode(board)) > 200_000  # the plain link the page used to refuse
    page = fresh.page
    page.evaluate("(s) => CombatLabApp.load(s)", board)
    fresh.settle()
    page.click("#share")
    page.wait_for_function("() => document.getElementById('share-url').value !== ''")
    url = page.input_value("#share-url")
    assert "#z=" in url and len(url) < 200_000
    context, other = open_playground(browser, base_url, url[len(base_url):])
    try:
        assert other.scenario() == fresh.scenario()
        assert other.log.console_errors == []
    finally:
        context.close()


def test_an_old_plain_link_still_opens(browser: Any, base_url: str, gorger: dict[str, Any]) -> None:
    context, lab = open_playground(browser, base_url, "index.html#s=" + encode(gorger))
    try:
        assert lab.scenario() == gorger
    finally:
        context.close()


def test_a_board_edited_just_before_a_reload_comes_back(fresh: Playground) -> None:
    page = fresh.page
    first = fresh.scenario()["permanents"][0]["id"]
    page.evaluate("(id) => CombatLabApp.removePermanent(id)", first)
    edited = fresh.scenario()
    page.reload()  # at once: the link's update waits a moment, the saved board does not
    page.wait_for_function("() => document.body.dataset.app === 'ready'", timeout=LOAD_TIMEOUT_MS)
    assert fresh.scenario() == edited


def test_an_imported_board_survives_a_reload(fresh: Playground, tmp_path: Any) -> None:
    page = fresh.page
    board = battle_cry_board(1, 3)
    board["title"] = "Imported"
    path = tmp_path / "imported.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    page.set_input_files("#import-file", str(path))
    page.wait_for_function("() => CombatLabApp.scenario().title === 'Imported'")
    page.reload()
    page.wait_for_function("() => document.body.dataset.app === 'ready'", timeout=LOAD_TIMEOUT_MS)
    assert fresh.scenario() == board


def test_a_malformed_escape_in_play_address_logs_no_error(browser: Any, base_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    log = watch(page, base_url)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(base_url + "play.html#%E0%A4%A")
        page.wait_for_function("() => document.body.dataset.view === 'puzzles'", timeout=30_000)
        assert errors == [] and log.console_errors == []
    finally:
        context.close()


def test_the_playground_loads_without_console_errors(fresh: Playground) -> None:
    fresh.page.wait_for_timeout(300)  # a few frames of layout (the board's ResizeObserver)
    assert fresh.log.console_errors == []
