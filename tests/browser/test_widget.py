"""The <combat-lab> widget: lazy loading, one shared runtime, its modes, isolation, fallback."""

from __future__ import annotations

import copy
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, watch
from playwright.sync_api import expect
from widgetkit import (
    CSP_WATCH,
    WIDGET_STATES,
    bears,
    gorger,
    page_html,
    scroll_through,
    serve_page,
    wait_widgets,
    widget_html,
)

pytestmark = pytest.mark.browser


def cpython(name: str, payload: Any) -> Any:
    """The engine's answer in CPython (what the widget must show)."""
    from pyengine import bridge

    return json.loads(bridge.call(name, json.dumps(payload)))


@pytest.fixture(scope="module")
def shared(browser: Any) -> Any:
    """One context for the module's tests: its HTTP cache spares re-downloading the runtime."""
    context = browser.new_context(viewport={"width": 1100, "height": 800}, service_workers="block")
    context.add_init_script(CSP_WATCH)
    yield context
    context.close()


@pytest.fixture
def page(shared: Any) -> Any:
    """A fresh page (so a fresh engine worker), recording CSP violations."""
    page = shared.new_page()
    yield page
    page.close()


@pytest.fixture
def fresh_page(browser: Any) -> Any:
    """A page in a fresh context: nothing cached, as on a reader's first visit."""
    context = browser.new_context(viewport={"width": 1100, "height": 800}, service_workers="block")
    context.add_init_script(CSP_WATCH)
    yield context.new_page()
    context.close()


def events_of(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for step in result.get("before_damage", []) + result["steps"] for e in step["events"]]


def renderer_rss_bytes(browser: Any) -> int | None:
    """Resident memory of the busiest renderer process (the page, its worker and Pyodide's heap)."""
    try:
        cdp = browser.new_browser_cdp_session()
        processes = cdp.send("SystemInfo.getProcessInfo")["processInfo"]
        cdp.detach()
    except Exception:  # noqa: BLE001 (a measurement, not a check)
        return None
    renderers = sorted((p for p in processes if p["type"] == "renderer"), key=lambda p: -p["cpuTime"])
    for process in renderers[:1]:
        try:
            status = Path(f"/proc/{process['id']}/status").read_text()
        except OSError:
            return None
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return None


def worker_heap(browser: Any) -> dict[str, int] | None:
    """Runtime.getHeapUsage of the page's engine worker, through the browser's CDP session."""
    cdp = browser.new_browser_cdp_session()
    try:
        targets = cdp.send("Target.getTargets")["targetInfos"]
        workers = [t for t in targets if t["type"] == "worker"]
        if not workers:
            return None
        answers: list[str] = []
        cdp.on("Target.receivedMessageFromTarget", lambda event: answers.append(event["message"]))
        session = cdp.send("Target.attachToTarget", {"targetId": workers[0]["targetId"], "flatten": False})
        cdp.send("Target.sendMessageToTarget", {
            "sessionId": session["sessionId"],
            "message": json.dumps({"id": 7, "method": "Runtime.getHeapUsage"}),
        })
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            for raw in answers:
                message = json.loads(raw)
                if message.get("id") == 7:
                    return message.get("result")  # type: ignore[no-any-return]
            cdp.send("Target.getTargets")  # lets the event loop deliver messages
            time.sleep(0.05)
        return None
    except Exception:  # noqa: BLE001 (a measurement, not a check)
        return None
    finally:
        cdp.detach()


def count_worker_targets(browser: Any) -> int:
    cdp = browser.new_browser_cdp_session()
    try:
        return sum(1 for t in cdp.send("Target.getTargets")["targetInfos"] if t["type"] == "worker")
    finally:
        cdp.detach()


def twenty_boards() -> list[str]:
    boards = []
    for index in range(20):
        if index % 4 == 0:
            scenario = gorger(title=f"Board {index + 1}: the Gorger, 2020 rules")
        elif index % 4 == 1:
            scenario = gorger(ruleset="mtg", title=f"Board {index + 1}: the Gorger, current rules")
            del scenario["damage_assignment_order"]
        else:
            scenario = bears(2 + index, 2 + index, title=f"Board {index + 1}: a {2 + index}/{2 + index} trampler")
        mode = ["view", "step", "view", "play"][index % 4]
        boards.append(widget_html(scenario, f"Fallback text of board {index + 1}.", mode=mode))
    return boards


def test_twenty_widgets_share_one_runtime(browser: Any, base_url: str, fresh_page: Any) -> None:
    """20 widgets on a page: nothing loads until one is visible; then one worker serves them all."""
    page = fresh_page
    body = "<h1>Twenty boards</h1>" + "<p>Between two boards.</p>".join(twenty_boards())
    serve_page(page, base_url + "twenty.html", page_html(body, title="Twenty boards"))
    log = watch(page, base_url)
    started = time.monotonic()
    page.goto(base_url + "twenty.html")
    page.wait_for_function(f"() => ({WIDGET_STATES})().every((s) => s !== '')")
    # Every widget already shows its board and a description, from the JSON alone.
    assert page.locator("combat-lab .card").count() >= 20 * 2
    assert page.locator("combat-lab .describe li").count() >= 20
    # The first board is in view and starts the engine; the last one, far below, waits.
    page.wait_for_function(f"() => ({WIDGET_STATES})()[0] !== 'waiting'")
    assert page.evaluate(WIDGET_STATES)[-1] == "waiting"
    scroll_through(page)
    states = wait_widgets(page)
    elapsed = time.monotonic() - started
    assert states == ["ready"] * 20, states
    assert len(page.workers) == 1, [w.url for w in page.workers]
    assert count_worker_targets(browser) == 1
    # Pyodide's runtime was fetched once, not once per widget.
    wasm = [url for url in log.requests if url.endswith("pyodide.asm.wasm")]
    assert len(wasm) == 1, wasm
    # Each widget lists the engine's events with their rules.
    first = cpython("resolve", gorger())
    rules = page.locator("combat-lab").nth(0).locator(".ev .rule").all_text_contents()
    assert rules == [e.get("rule") or "—" for e in events_of(first)]
    assert log.console_errors == [] and log.failed == [] and log.foreign_requests() == []
    assert page.evaluate("window.__csp") == []

    info = page.evaluate("() => CombatLab.ready")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    heap = worker_heap(browser)
    rss = renderer_rss_bytes(browser)
    mb = lambda n: f"{n / 2**20:.1f} MiB" if n is not None else "n/a"  # noqa: E731
    print(
        f"\n[20 widgets] all rendered in {elapsed:.2f} s after navigation "
        f"(engine load {info['loadMs'] / 1000:.2f} s); workers: {len(page.workers)}; "
        f"page JS heap {mb(metrics.get('JSHeapUsedSize'))} (performance.memory "
        f"{mb(page.evaluate('() => performance.memory && performance.memory.usedJSHeapSize'))}); "
        f"engine worker JS heap {mb(heap and heap.get('usedSize'))}; "
        f"renderer process RSS {mb(rss)}"
    )


def test_runtime_loads_only_when_a_widget_comes_into_view(base_url: str, fresh_page: Any) -> None:
    page = fresh_page
    body = '<h1>Far below</h1><div class="spacer"></div>' + widget_html(gorger(), "The Gorger kills both blockers.")
    serve_page(page, base_url + "spacer.css", ".spacer { height: 4000px; }", content_type="text/css")
    serve_page(page, base_url + "below.html", page_html(body, head='<link rel="stylesheet" href="spacer.css">'))
    log = watch(page, base_url)
    page.goto(base_url + "below.html")
    page.wait_for_function(f"() => ({WIDGET_STATES})()[0] === 'waiting'")
    page.wait_for_timeout(1000)
    assert page.workers == []
    assert not any("pyodide" in url or "engine-worker" in url for url in log.requests)
    assert page.evaluate("() => CombatLab.started") is False
    # Before the engine: the board from the JSON, its description and the author's text.
    widget = page.locator("combat-lab")
    assert widget.locator(".card").count() == 3
    assert "Vastwood Gorger (5/6) attacks Bob and is blocked by" in widget.locator(".describe").text_content()
    assert widget.locator("p.fallback-text").is_visible()
    assert "comes into view" in widget.locator(".status").text_content()
    widget.scroll_into_view_if_needed()
    assert wait_widgets(page) == ["ready"]
    assert len(page.workers) == 1
    assert not widget.locator("p.fallback-text").is_visible()


def test_view_mode_shows_the_result_with_rule_numbers(base_url: str, page: Any) -> None:
    scenario = gorger(title="Gorger")
    serve_page(page, base_url + "view.html", page_html(widget_html(scenario)))
    page.goto(base_url + "view.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    expected = cpython("resolve", scenario)
    texts = widget.locator(".ev .text").all_text_contents()
    assert len(texts) == len(events_of(expected))
    assert "Vastwood Gorger deals 3 combat damage to Pride Guardian." in texts  # as on every page (words.js)
    assert widget.locator(".ev .rule").all_text_contents() == [e.get("rule") or "—" for e in events_of(expected)]
    outcome = widget.locator(".outcome").first.text_content()
    assert "Pride Guardian (graveyard)" in outcome and "Llanowar Elves (graveyard)" in outcome
    # The board shows the final state: both blockers gone, the Gorger with 1 damage.
    assert widget.locator('.card[data-id="guardian"]').get_attribute("class").count("gone") == 1
    assert "1 damage" in widget.locator('.card[data-id="gorger"] .dmg').text_content()
    assert widget.locator(".title").text_content() == "Gorger"
    assert page.evaluate("window.__csp") == []


def test_step_mode_walks_through_every_event(base_url: str, page: Any) -> None:
    scenario = gorger()
    serve_page(page, base_url + "step.html", page_html(widget_html(scenario, mode="step")))
    page.goto(base_url + "step.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    events = events_of(cpython("resolve", scenario))
    assert "Before combat" in widget.locator(".position").text_content()
    assert widget.locator(".ev.future").count() == len(events)
    next_button = widget.get_by_role("button", name="Next event")
    for index, event in enumerate(events, start=1):
        next_button.click()
        # Each click redraws the widget: wait for this event's view before reading the rest of it.
        expect(widget.locator(".position")).to_have_text(re.compile("^" + re.escape(f"Event {index} of {len(events)}")))
        current = widget.locator(".ev.current")
        assert current.count() == 1
        assert current.locator(".rule").text_content() == (event.get("rule") or "—")
        if event["type"] == "marked":
            card = widget.locator(f'.card[data-id="{event["id"]}"] .dmg')
            assert card.text_content() == f"{event['damage']} damage"
    expect(next_button).to_be_disabled()
    assert widget.locator('.card[data-id="elves"]').get_attribute("class").count("gone") == 1
    widget.get_by_role("button", name="Back to the start").click()
    expect(widget.locator(".card.gone")).to_have_count(0)
    widget.get_by_role("button", name="Jump to the end").click()
    expect(widget.locator(".card.gone")).to_have_count(2)


def test_play_mode_resolves_the_readers_division(base_url: str, page: Any) -> None:
    scenario = gorger(ruleset="mtg")
    del scenario["damage_assignment_order"]
    del scenario["assignments"]
    serve_page(page, base_url + "play.html", page_html(widget_html(scenario, mode="play")))
    page.goto(base_url + "play.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    inputs = widget.locator('.choices input[type="number"]')
    assert inputs.count() == 2
    # 1 to the Guardian, 4 to the Elves: legal today; the Guardian survives.
    widget.locator('input[data-target="guardian"]').fill("1")
    widget.locator('input[data-target="elves"]').fill("4")
    widget.get_by_role("button", name="Resolve with my choices").click()
    page.wait_for_function(
        "() => document.querySelector('combat-lab').shadowRoot.querySelector('.outcome')?.textContent.includes('Pride Guardian (1 damage)')"
    )
    # 1 + 1 is not the Gorger's power: the engine refuses, with its rule.
    widget.locator('input[data-target="elves"]').fill("1")
    widget.get_by_role("button", name="Resolve with my choices").click()
    refusal = widget.locator(".refusal")
    refusal.wait_for()
    expected = cpython("resolve", {**scenario, "assignments": [{"source": "gorger", "division": {"guardian": 1, "elves": 1}}]})
    assert expected["ok"] is False
    assert expected["error"]["rule"] in refusal.text_content()
    widget.get_by_role("button", name="Back to the original board").click()
    page.wait_for_function("() => !document.querySelector('combat-lab').shadowRoot.querySelector('.refusal')")
    # Blocks can change too: the Elves stop blocking, so the Gorger deals all 5 to the Guardian.
    widget.locator('select[data-blocker="elves"]').select_option("")
    widget.get_by_role("button", name="Resolve with my choices").click()
    page.wait_for_function(
        "() => [...document.querySelector('combat-lab').shadowRoot.querySelectorAll('.ev .text')]"
        ".some((e) => e.textContent === 'Vastwood Gorger deals 5 combat damage to Pride Guardian.')"
    )
    link = widget.get_by_role("link", name="Open in the playground")
    assert link.get_attribute("href").startswith(base_url + "index.html#s=")


def test_compare_shows_each_ruleset_side_by_side(base_url: str, page: Any) -> None:
    scenario = gorger(ruleset="mtg")
    del scenario["damage_assignment_order"]
    scenario["assignments"] = [{"source": "gorger", "division": {"guardian": 2, "elves": 3}}]
    serve_page(page, base_url + "compare.html", page_html(widget_html(scenario, compare="mtg, mtg-2020,bogus!")))
    page.goto(base_url + "compare.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    columns = widget.locator(".column")
    assert columns.count() == 2
    assert columns.nth(0).get_attribute("data-ruleset") == "mtg"
    assert "Llanowar Elves (graveyard)" in columns.nth(0).locator(".outcome").text_content()
    refused = columns.nth(1).locator(".outcome").text_content()
    assert "510.1c" in refused and refused.startswith("Refused")
    expected = cpython("compare", {"scenario": scenario, "rulesets": ["mtg", "mtg-2020"]})
    summaries = widget.locator(".differences li").all_text_contents()
    # The engine's summaries; a refusal in words, with its rule (issue 27: no code, no `$.`-path)
    def in_words(d: dict[str, Any]) -> str:
        if d.get("kind") != "refused":
            return d["summary"]
        rule = f" (rule {d['error']['rule']})" if d["error"].get("rule") else ""
        return f"Refused under {d['ruleset']}{rule}: {d['error']['message']}"
    assert summaries == [in_words(d) for d in expected["differences"]]
    assert summaries[0].startswith("Refused under mtg-2020 (rule 510.1c): Vastwood Gorger must assign lethal damage")


def test_ruleset_attribute_overrides_the_scenario(base_url: str, page: Any) -> None:
    scenario = gorger()  # mtg-2020, with a damage assignment order: refused under mtg
    serve_page(page, base_url + "override.html", page_html(widget_html(scenario, ruleset="mtg")))
    page.goto(base_url + "override.html")
    assert wait_widgets(page) == ["refused"]
    widget = page.locator("combat-lab")
    expected = cpython("resolve", {**scenario, "ruleset": "mtg"})
    assert expected["ok"] is False
    assert expected["error"]["message"] in widget.locator(".refusal").text_content()
    assert widget.locator(".badge").first.text_content() == "mtg"
    page.evaluate("() => document.querySelector('combat-lab').setAttribute('ruleset', 'mtg-2020')")
    page.wait_for_function("() => document.querySelector('combat-lab').dataset.state === 'ready'")


def test_src_attribute_loads_the_scenario(base_url: str, page: Any) -> None:
    body = (
        '<combat-lab src="wiki/trample.json" mode="view"><p>Trample.</p></combat-lab>'
        '<combat-lab src="no-such-board.json"><p>Missing board.</p></combat-lab>'
        '<combat-lab src="javascript:alert(1)"><p>Not a URL for boards.</p></combat-lab>'
    )
    serve_page(page, base_url + "src.html", page_html(body))
    page.goto(base_url + "src.html")
    states = wait_widgets(page)
    assert states == ["ready", "refused", "refused"], states
    widgets = page.locator("combat-lab")
    assert "Colossal Dreadmaw deals 4 combat damage to Bob" in widgets.nth(0).locator(".log").last.text_content()
    assert "HTTP 404" in widgets.nth(1).locator(".refusal").text_content()
    # A missing file is not a refused board: the status says the file could not be loaded.
    assert "could not be loaded" in widgets.nth(1).locator(".status").text_content()
    assert "refused" not in widgets.nth(1).locator(".status").text_content()
    assert "http or https" in widgets.nth(2).locator(".refusal").text_content()
    # A refused board still shows the author's fallback text.
    assert widgets.nth(1).locator("p").first.is_visible()


def test_host_css_and_widget_css_stay_apart(base_url: str, page: Any) -> None:
    hostile = (
        "<style>* { color: rgb(255, 0, 0) !important; font-family: 'Comic Sans MS' !important;"
        " line-height: 5 !important; text-transform: uppercase !important; }"
        " li { display: none !important; } .card { display: none !important; }"
        " button { visibility: hidden !important; }</style>"
    )
    body = '<div class="card" id="host-card">a host element called .card</div>' + widget_html(gorger(), mode="step")
    serve_page(page, base_url + "hostile.html", page_html(body, head=hostile, csp_meta=False), csp=False)
    page.goto(base_url + "hostile.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    card = widget.locator('.card[data-id="gorger"]')
    assert card.is_visible()
    style = card.evaluate("(e) => { const s = getComputedStyle(e); return [s.color, s.textTransform, s.display]; }")
    assert style == ["rgb(27, 34, 51)", "none", "grid"], style
    assert widget.get_by_role("button", name="Next event").is_visible()
    # The widget's .card rules do not reach the host page's own .card.
    host_radius = page.evaluate("() => getComputedStyle(document.getElementById('host-card')).borderTopLeftRadius")
    assert host_radius == "0px"


def test_without_javascript_the_fallback_text_shows(browser: Any, base_url: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(base_url + "wiki-demo.html")
        first = page.locator("combat-lab").first
        assert "Vastwood Gorger (5/6) is blocked by" in first.inner_text()
        assert '"format"' not in first.inner_text()  # the JSON stays hidden
        assert page.locator("combat-lab").count() >= 4
    finally:
        context.close()


def test_height_attribute_fixes_the_height(base_url: str, page: Any) -> None:
    serve_page(page, base_url + "height.html", page_html(widget_html(gorger(), mode="step", height="320")))
    page.goto(base_url + "height.html")
    assert wait_widgets(page) == ["ready"]
    widget = page.locator("combat-lab")
    box = widget.bounding_box()
    assert abs(box["height"] - 320) <= 2, box
    # What doesn't fit scrolls inside the widget, and the step controls stay reachable and work.
    scrolls = page.evaluate(
        "() => { const f = document.querySelector('combat-lab').shadowRoot.querySelector('.frame');"
        " return f.scrollHeight > f.clientHeight && getComputedStyle(f).overflowY === 'auto'; }"
    )
    assert scrolls
    next_button = widget.get_by_role("button", name="Next event")
    next_button.click()  # Playwright scrolls it into view inside the frame first
    expect(widget.locator(".position")).to_have_text(re.compile(r"^Event 1 of \d+"))
    # Screen readers hear the step just taken (the status line), not the whole log again.
    expect(widget.locator(".status")).to_have_text(re.compile(r"^Event 1 of \d+ · .+: .+"))
    assert widget.locator(".result").get_attribute("aria-live") is None
    assert widget.locator(".ev.current").get_attribute("aria-current") == "step"


def test_phone_width_has_no_horizontal_overflow(browser: Any, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(base_url + "wiki-demo.html")
        scroll_through(page)
        assert set(wait_widgets(page)) == {"ready"}
        overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0
        for widget in page.locator("combat-lab").all():
            box = widget.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    finally:
        context.close()


def test_scenario_property_and_snippets(base_url: str, page: Any) -> None:
    """embed-snippets.js writes a widget snippet that renders as the same board."""
    scenario = copy.deepcopy(gorger(title="From a snippet"))
    serve_page(page, base_url + "blank.html", page_html("<main></main>"))
    page.goto(base_url + "blank.html")
    snippet = page.evaluate(
        "async (s) => (await import('./core/embed-snippets.js')).widgetSnippet(s, {mode: 'step'})", scenario
    )
    assert snippet.startswith(f'<script type="module" src="{base_url}widget.js"></script>\n<combat-lab mode="step">')
    assert "Vastwood Gorger (5/6) attacks Bob" in snippet  # the no-JavaScript fallback
    serve_page(page, base_url + "snippet.html", page_html(snippet))
    page.goto(base_url + "snippet.html")
    assert wait_widgets(page) == ["ready"]
    assert page.locator("combat-lab .title").text_content() == "From a snippet"
    copy_back = page.evaluate("() => document.querySelector('combat-lab').scenario")
    assert copy_back == scenario


def test_scenario_set_before_the_element_is_defined(base_url: str, page: Any) -> None:
    """A script may set .scenario before widget.js has run: the element still takes it."""
    html = page_html("<main></main>").replace('<script type="module" src="widget.js"></script>', "")
    serve_page(page, base_url + "early.html", html)
    page.goto(base_url + "early.html")
    page.evaluate(
        "async (s) => { const w = document.createElement('combat-lab'); w.scenario = s;"
        " document.querySelector('main').append(w); await import('./widget.js'); }",
        gorger(title="Set early"),
    )
    assert wait_widgets(page) == ["ready"]
    assert page.locator("combat-lab .title").text_content() == "Set early"


def test_widget_tells_regeneration_and_steps_a_ninja_in_from_hand(base_url: str, page: Any) -> None:
    """The widget's sentences for the events of issue 15 (view mode), and its board event by event (step
    mode): the ninja starts in hand, enters when the engine says so, and the returned rogue goes to hand."""
    root = Path(__file__).absolute().parent.parent.parent / "web" / "examples"
    regen = json.loads((root / "regeneration-classic.json").read_text())
    ninja = json.loads((root / "ninjutsu-first-strike.json").read_text())
    body = widget_html(regen, mode="view") + widget_html(ninja, mode="step")
    serve_page(page, base_url + "mechanics.html", page_html(body))
    page.goto(base_url + "mechanics.html")
    assert wait_widgets(page) == ["ready", "ready"]
    first, second = page.locator("combat-lab").nth(0), page.locator("combat-lab").nth(1)
    texts = first.locator(".ev .text").all_text_contents()
    assert len(texts) == len(events_of(cpython("resolve", regen)))
    assert any(t.startswith("River Boa would be destroyed") and "regenerates instead" in t for t in texts)
    assert "gone" not in (first.locator('.card[data-id="boa"]').get_attribute("class") or "")
    events = events_of(cpython("resolve", ninja))
    enters = next(i for i, e in enumerate(events, start=1) if e["type"] == "enters")
    card = second.locator('.card[data-id="ninja"]')
    assert "gone" in (card.get_attribute("class") or "") and "hand" in (card.text_content() or "")
    next_button = second.get_by_role("button", name="Next event")
    for index in range(1, enters + 1):
        next_button.click()
        expect(second.locator(".position")).to_have_text(re.compile("^" + re.escape(f"Event {index} of {len(events)}")))
    assert "Ninja of the Deep Hours enters the battlefield tapped and attacking" in (second.locator(".ev.current .text").text_content() or "")
    assert "gone" not in (card.get_attribute("class") or "")
    assert "hand" in (second.locator('.card[data-id="rogue"]').text_content() or "")
    assert page.evaluate("window.__csp") == []
