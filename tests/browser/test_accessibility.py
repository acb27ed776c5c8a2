"""axe-core (the npm registry's, pinned and verified by build.py) on every page and main state, at a
1280×800 laptop and a 390×844 phone: no serious or critical violation anywhere.

The checker is injected from .build-cache (build.fetch_axe_core(): npm pack once, then quick) into a
context that bypasses the page's Content-Security-Policy (it refuses any script not served by the
site), so what is checked is the real page, CSP and all, otherwise untouched. Failures list each
violation readably: rule, impact, help text and the offending elements with axe's own summary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, build, watch
from widgetkit import encode, gorger, wait_widgets

pytestmark = pytest.mark.browser

SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
BLOCKING = ("serious", "critical")


@pytest.fixture(scope="session")
def axe_script() -> Path:
    """axe.min.js of the pinned axe-core (fetched into .build-cache once, integrity checked)."""
    return build.fetch_axe_core()  # type: ignore[no-any-return]


@pytest.fixture(params=list(SIZES))
def size(request: pytest.FixtureRequest) -> str:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture()
def page(browser: Any, base_url: str, size: str) -> Iterator[Any]:
    """A fresh page at the size under test; the CSP is bypassed only so axe can be injected."""
    context = browser.new_context(viewport=SIZES[size], bypass_csp=True)
    page = context.new_page()
    watch(page, base_url)
    try:
        yield page
    finally:
        context.close()


def describe(violations: list[dict[str, Any]]) -> str:
    """One paragraph per violation: rule id, impact, what it asks, where, and axe's own words."""
    lines: list[str] = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} element(s))")
        for node in v["nodes"][:6]:
            target = " >> ".join(" ".join(t) if isinstance(t, list) else str(t) for t in node["target"])
            summary = " ".join((node.get("failureSummary") or "").split())
            lines.append(f"    at {target}\n       {node['html'][:160]}\n       {summary[:300]}")
        if len(v["nodes"]) > 6:
            lines.append(f"    … and {len(v['nodes']) - 6} more")
    return "\n".join(lines)


def axe_violations(page: Any, axe_script: Path) -> list[dict[str, Any]]:
    """Run axe-core on the whole page (shadow roots and same-origin frames included)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(axe_script))
    results = page.evaluate(
        "async () => { const r = await axe.run(document, {resultTypes: ['violations']});"
        " return r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.map((n) => ({target: n.target, html: n.html, failureSummary: n.failureSummary}))})); }"
    )
    return results  # type: ignore[no-any-return]


def assert_accessible(page: Any, axe_script: Path, where: str) -> None:
    """0 serious or critical violations; the message lists them readably, with the page state."""
    found = [v for v in axe_violations(page, axe_script) if v["impact"] in BLOCKING]
    assert not found, f"{where}: {len(found)} serious/critical axe-core violation(s)\n{describe(found)}"


# --------------------------------------------------------------------------- the playground


def playground_ready(page: Any, base_url: str, fragment: str = "") -> None:
    page.goto(base_url + "index.html" + fragment)
    page.wait_for_function(
        "() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS
    )
    assert page.evaluate("() => document.body.dataset.engine") == "ready"
    page.wait_for_selector("#board")


def settle(page: Any) -> None:
    """No animation running (the playground's playback flag, when it has one), then a frame."""
    page.wait_for_function(
        "() => !document.body.dataset.playback || document.body.dataset.playback === 'idle'", timeout=30_000
    )
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def test_playground_engine_ready(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    playground_ready(page, base_url)
    settle(page)
    assert_accessible(page, axe_script, f"index.html, engine ready, {size}")


def test_playground_after_resolving_a_combat(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    playground_ready(page, base_url)
    page.click("#resolve")
    settle(page)
    page.wait_for_function("() => document.body.innerText.includes('rule 510')", timeout=30_000)
    assert_accessible(page, axe_script, f"index.html, combat resolved, {size}")


def test_playground_after_a_step(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    playground_ready(page, base_url)
    page.click("#step-next")
    settle(page)
    assert_accessible(page, axe_script, f"index.html, one step taken, {size}")


def test_playground_editor_open(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    """A click on a card opens its editor (wherever the layout puts it)."""
    playground_ready(page, base_url)
    page.locator("#board").scroll_into_view_if_needed()
    rect = page.evaluate("() => CombatLabBoard.cardRect('gorger')")
    assert rect is not None
    page.mouse.click(rect["cx"], rect["cy"])
    settle(page)
    assert_accessible(page, axe_script, f"index.html, Vastwood Gorger's editor open, {size}")


def test_playground_embed_box_open(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    """The Embed box open, with two rulesets compared: its settings, snippets and preview (a same-origin frame)."""
    playground_ready(page, base_url)
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-box').dataset.answer === 'yes'", timeout=30_000)
    boxes = page.locator("#embed-compare-list input")
    boxes.nth(0).check()
    boxes.nth(1).check()
    page.wait_for_function("() => document.getElementById('embed-preview').src.includes('compare=')")
    page.frame_locator("#embed-preview").locator("combat-lab[data-state=ready]").wait_for(timeout=LOAD_TIMEOUT_MS)
    settle(page)
    assert_accessible(page, axe_script, f"index.html, Embed box open, {size}")


def test_playground_refusal_shown(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    """A shared board the engine refuses (a Defender attacking, rule 702.3b): its refusal on screen."""
    refused = gorger(attackers=[{"id": "guardian", "target": "alice"}], active_player="bob",
                     blockers=[], damage_assignment_order={}, assignments=[])
    playground_ready(page, base_url, "#s=" + encode(refused))
    page.wait_for_function("() => /702\\.3b|Refused|refuses/.test(document.body.innerText)", timeout=30_000)
    settle(page)
    assert_accessible(page, axe_script, f"index.html, a refusal shown, {size}")


# --------------------------------------------------------------------------- play mode


def play_ready(page: Any, base_url: str, fragment: str) -> None:
    page.goto(base_url + "play.html" + fragment)
    # A game (versus) starts the engine as it opens; the puzzles and the battle wait for the first choice.
    wanted = ["ready"] if fragment == "#versus" else ["idle", "ready"]
    page.wait_for_function("wanted => wanted.includes(document.body.dataset.engine)", arg=wanted,
                           timeout=LOAD_TIMEOUT_MS)


def test_play_puzzle_list(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    play_ready(page, base_url, "#puzzles")
    page.wait_for_selector("#puzzle-list a[data-id]")
    assert_accessible(page, axe_script, f"play.html#puzzles, {size}")


def test_play_puzzle_open_and_checked(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    play_ready(page, base_url, "#puzzle=hold-the-line")
    page.wait_for_selector("#puzzle-controls fieldset")
    assert_accessible(page, axe_script, f"play.html, puzzle open, {size}")
    page.click("#check")
    page.wait_for_function("() => Number(document.body.dataset.checked || 0) > 0", timeout=60_000)
    page.click("#hint")
    page.wait_for_selector("#hints .hint")
    assert_accessible(page, axe_script, f"play.html, puzzle checked and a hint shown, {size}")


def test_play_versus(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    play_ready(page, base_url, "#versus")
    page.wait_for_selector("#versus-actions button")
    assert_accessible(page, axe_script, f"play.html#versus, {size}")


def test_play_battle(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    play_ready(page, base_url, "#battle")
    page.wait_for_selector("#battle-next:not([disabled])", timeout=60_000)
    page.click("#battle-next")
    page.wait_for_function("() => document.querySelector('#battle-log').textContent.trim() !== ''", timeout=60_000)
    assert_accessible(page, axe_script, f"play.html#battle after a turn, {size}")


# --------------------------------------------------------------------------- widgets


def test_wiki_demo_with_every_widget_mode(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    page.goto(base_url + "wiki-demo.html")
    states = wait_widgets(page)
    assert states and all(s == "ready" for s in states), states
    assert_accessible(page, axe_script, f"wiki-demo.html, every widget resolved, {size}")


Embed = Callable[[str], str]


@pytest.mark.parametrize(
    "fragment",
    [
        "#s=" + encode(gorger()) + "&mode=step",
        "#s=" + encode(gorger()) + "&compare=mtg,mtg-2020,mtg-classic",
        "#s=" + encode(gorger(blockers=[{"id": "guardian", "blocks": ["nobody"]}])),
    ],
    ids=["step", "compare", "refused"],
)
def test_embed_iframe_page(page: Any, base_url: str, axe_script: Path, size: str, fragment: str) -> None:
    page.goto(base_url + "embed.html" + fragment)
    states = wait_widgets(page)
    assert states and states[0] in ("ready", "refused"), states
    assert_accessible(page, axe_script, f"embed.html ({fragment.split('&')[-1][:30]}), {size}")


def test_bare_runtime_page(page: Any, base_url: str, axe_script: Path, size: str) -> None:
    page.goto(base_url + "bare.html")
    page.wait_for_function("() => document.body.dataset.status !== 'loading'", timeout=LOAD_TIMEOUT_MS)
    assert_accessible(page, axe_script, f"bare.html, {size}")
