"""The iframe embed (embed.html): renders a board from its fragment, sizes itself through
postMessage, ignores messages of the wrong shape or origin; embed-resizer.js on the parent."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

import pytest
from labkit import LOAD_TIMEOUT_MS, build
from widgetkit import CSP_WATCH, PagesServer, encode, gorger

pytestmark = pytest.mark.browser

RECORD_MESSAGES = """
window.__messages = [];
window.addEventListener('message', (e) => {
  window.__messages.push({origin: e.origin, data: e.data, fromFrame: e.source !== window});
});
"""


def parent_html(iframe_src: str, height: int = 150, extra: str = "") -> str:
    return (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>A wiki page</title>"
        "<script type=\"module\" src=\"embed-resizer.js\"></script></head><body>"
        "<h1>An article</h1><p>Some text before the board.</p>"
        f"<iframe id=\"board\" src=\"{iframe_src}\" title=\"Combat Lab\" width=\"100%\" height=\"{height}\""
        " sandbox=\"allow-scripts allow-same-origin allow-popups\"></iframe>"
        f"{extra}<p>Some text after the board.</p></body></html>"
    )


@pytest.fixture(scope="module")
def context(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": 900, "height": 800}, service_workers="block")
    context.add_init_script(CSP_WATCH)
    context.add_init_script(RECORD_MESSAGES)
    yield context
    context.close()


@pytest.fixture(scope="module")
def site() -> Any:
    """The embedding wiki: another origin (port) on 127.0.0.1, serving embed-resizer.js itself."""
    server = PagesServer()
    server.add("/embed-resizer.js", (build.STATIC / "embed-resizer.js").read_text(encoding="utf-8"), "text/javascript")
    yield server
    server.close()


@pytest.fixture
def wiki(context: Any) -> Any:
    page = context.new_page()
    yield page
    page.close()


def embed_frame(page: Any) -> Any:
    page.wait_for_function("() => document.getElementById('board').contentWindow !== null")
    for _ in range(100):
        frames = [f for f in page.frames if "/embed.html" in f.url]
        if frames:
            return frames[0]
        page.wait_for_timeout(100)
    raise AssertionError([f.url for f in page.frames])


def wait_state(frame: Any, states: tuple[str, ...] = ("ready",)) -> str:
    frame.wait_for_function(
        f"() => {{ const w = document.querySelector('combat-lab'); return w && {json.dumps(list(states))}.includes(w.dataset.state); }}",
        timeout=LOAD_TIMEOUT_MS,
    )
    return frame.evaluate("() => document.querySelector('combat-lab').dataset.state")  # type: ignore[no-any-return]


def resizes(page: Any) -> list[dict[str, Any]]:
    return [m["data"] for m in page.evaluate("window.__messages") if isinstance(m["data"], dict)
            and m["data"].get("type") == "combat-lab:resize"]


# The iframe has the height of the latest resize message the frame sent.
LATEST_APPLIED = (
    "() => { const sizes = window.__messages.filter((m) => m.data && m.data.type === 'combat-lab:resize');"
    " return sizes.length > 0 && document.getElementById('board').clientHeight"
    " === Math.ceil(sizes[sizes.length - 1].data.height); }"
)


def settled_heights(wiki: Any, frame: Any, timeout_s: float = 30) -> tuple[int, int]:
    """Wait until the frame's resize messages have settled, and return (the iframe's height, the
    frame content's height). Settled: the iframe has the latest height the frame sent, and the
    content still has that height, so no newer message is on its way (resizing the iframe can
    reflow the frame, a scroll bar gone, and so send another message after the one applied)."""
    deadline = time.monotonic() + timeout_s
    while True:
        wiki.wait_for_function(LATEST_APPLIED)
        last = wiki.evaluate("document.getElementById('board').clientHeight")
        content = frame.evaluate("() => Math.ceil(document.getElementById('embed').getBoundingClientRect().height)")
        if content == last or time.monotonic() > deadline:
            return last, content
        wiki.wait_for_timeout(100)


def test_iframe_renders_and_resizes(wiki: Any, site: Any, base_url: str) -> None:
    src = f"{base_url}embed.html#s={encode(gorger(title='Embedded Gorger'))}&mode=step&origin={site.origin}&id=fig-1"
    site.add("/article.html", parent_html(src))
    wiki.goto(f"{site.origin}/article.html")
    frame = embed_frame(wiki)
    assert wait_state(frame) == "ready"
    assert frame.locator("combat-lab .title").text_content() == "Embedded Gorger"
    assert frame.locator("combat-lab").get_attribute("mode") == "step"
    frame.get_by_role("button", name="Next event").click()
    # The parent received resize messages from the frame, with our id, from the embed's origin.
    wiki.wait_for_function("() => window.__messages.some((m) => m.data && m.data.type === 'combat-lab:resize' && m.data.height > 300)")
    messages = [m for m in wiki.evaluate("window.__messages") if m["data"].get("type") == "combat-lab:resize"]
    assert all(m["origin"] == base_url.rstrip("/") and m["fromFrame"] for m in messages)
    assert all(m["data"]["id"] == "fig-1" for m in messages)
    # embed-resizer.js applies the latest height: the iframe grew from 150 px to the board's height. (Read
    # the latest inside the wait: the frame may still be sending new heights as the step's log grows,
    # and each resize of the iframe may make it send one more.)
    last, content = settled_heights(wiki, frame)
    assert content == last and last > 300
    assert frame.evaluate("() => document.documentElement.scrollHeight <= innerHeight + 1")
    assert frame.evaluate("window.__csp") == []
    # Content that grows is reported again.
    before = len(resizes(wiki))
    frame.evaluate("() => { const p = document.createElement('p'); p.textContent = 'x'; p.className = 'grow';"
                   " for (let i = 0; i < 10; i++) document.getElementById('embed').append(p.cloneNode(true)); }")
    wiki.wait_for_function(f"() => window.__messages.filter((m) => m.data && m.data.type === 'combat-lab:resize').length > {before}")
    assert resizes(wiki)[-1]["height"] > last


def test_iframe_ignores_messages_of_the_wrong_shape(wiki: Any, site: Any, base_url: str) -> None:
    src = f"{base_url}embed.html#s={encode(gorger())}&origin={site.origin}&id=fig-2"
    site.add("/shapes.html", parent_html(src))
    wiki.goto(f"{site.origin}/shapes.html")
    frame = embed_frame(wiki)
    wait_state(frame)
    settled_heights(wiki, frame)  # no resize message of the frame's own still to come
    wiki.wait_for_timeout(300)
    before = len(resizes(wiki))
    ignored = frame.evaluate("() => Number(document.body.dataset.ignoredMessages || 0)")
    bad = ["combat-lab:request-resize", ["combat-lab:request-resize"], None, 42,
           {"type": "combat-lab:resize", "height": 1}, {"type": "combat-lab:evil"}, {"kind": "combat-lab:request-resize"}]
    wiki.evaluate(
        "([bad, target]) => { const w = document.getElementById('board').contentWindow;"
        " for (const m of bad) w.postMessage(m, target); }", [bad, base_url.rstrip("/")]
    )
    frame.wait_for_function(f"() => Number(document.body.dataset.ignoredMessages || 0) >= {ignored + len(bad)}")
    wiki.wait_for_timeout(300)
    assert len(resizes(wiki)) == before
    # The one request of the right shape, from the configured origin, is answered.
    wiki.evaluate("(target) => document.getElementById('board').contentWindow.postMessage("
                  "{type: 'combat-lab:request-resize'}, target)", base_url.rstrip("/"))
    wiki.wait_for_function(f"() => window.__messages.filter((m) => m.data && m.data.type === 'combat-lab:resize').length > {before}")


def test_iframe_talks_only_to_the_configured_origin(wiki: Any, site: Any, base_url: str) -> None:
    """Configured for another origin, the frame ignores this page's requests and sends it nothing."""
    src = f"{base_url}embed.html#s={encode(gorger())}&origin=http://127.0.0.1:7"
    site.add("/other.html", parent_html(src))
    wiki.goto(f"{site.origin}/other.html")
    frame = embed_frame(wiki)
    wait_state(frame)
    # Count from here: embed-resizer.js's own request on start-up may have been ignored already.
    ignored = frame.evaluate("() => Number(document.body.dataset.ignoredMessages || 0)")
    wiki.evaluate("(target) => document.getElementById('board').contentWindow.postMessage("
                  "{type: 'combat-lab:request-resize'}, target)", base_url.rstrip("/"))
    frame.wait_for_function(f"() => Number(document.body.dataset.ignoredMessages || 0) >= {ignored + 1}")
    wiki.wait_for_timeout(500)
    assert resizes(wiki) == []
    assert wiki.evaluate("() => document.getElementById('board').clientHeight") == 150


def test_resizer_ignores_messages_not_from_its_frames(wiki: Any, site: Any, base_url: str) -> None:
    src = f"{base_url}embed.html#s={encode(gorger())}"
    site.add("/forged.html", parent_html(src))
    wiki.goto(f"{site.origin}/forged.html")
    frame = embed_frame(wiki)
    wait_state(frame)
    wiki.wait_for_function("() => document.getElementById('board').dataset.combatLabHeight !== undefined")
    height, _ = settled_heights(wiki, frame)  # the frame's own resizes are over: none changes it below
    # The page itself (or any other window) posting a resize changes nothing.
    wiki.evaluate("() => window.postMessage({type: 'combat-lab:resize', height: 5000}, '*')")
    wiki.wait_for_timeout(300)
    assert wiki.evaluate("() => document.getElementById('board').clientHeight") == height


@pytest.mark.parametrize(
    ("fragment", "expected"),
    [("", "has no board"), ("#s=%%%", "damaged"), ("#s=bm90IGpzb24", "not valid JSON"), ("#s=WzEsMl0", "JSON object")],
)
def test_embed_explains_a_bad_fragment(context: Any, base_url: str, fragment: str, expected: str) -> None:
    page = context.new_page()
    try:
        page.goto(f"{base_url}embed.html{fragment}")
        page.wait_for_function("() => document.body.dataset.state === 'refused'")
        assert expected in page.locator("[role=alert]").text_content()
    finally:
        page.close()


def test_iframe_snippet_renders(wiki: Any, site: Any, base_url: str) -> None:
    """embed-snippets.js's iframe snippet, pasted into a wiki page, shows the board at its height."""
    helper = wiki.context.new_page()
    try:
        helper.goto(f"{base_url}embed.html")
        snippet = helper.evaluate(
            "async ([s, origin]) => (await import('./core/embed-snippets.js')).iframeSnippet(s, {mode: 'view', origin, id: 'snip'})",
            [gorger(title="Snippet board"), site.origin],
        )
    finally:
        helper.close()
    assert snippet.startswith(f'<iframe src="{base_url}embed.html#s=')
    assert f"&amp;origin={quote(site.origin, safe='')}&amp;id=snip" in snippet
    assert f'<script src="{base_url}embed-resizer.js" async></script>' in snippet  # classic: no CORS needed
    page_body = snippet.replace(f"{base_url}embed-resizer.js", "embed-resizer.js")  # served by the wiki itself
    site.add("/snippet.html", f"<!doctype html><title>t</title><p>Before.</p>{page_body}")
    wiki.goto(f"{site.origin}/snippet.html")
    frame = embed_frame_any(wiki)
    assert wait_state(frame) == "ready"
    assert frame.locator("combat-lab .title").text_content() == "Snippet board"
    wiki.wait_for_function("() => document.querySelector('iframe').getBoundingClientRect().height > 300")


def embed_frame_any(page: Any) -> Any:
    for _ in range(100):
        frames = [f for f in page.frames if "/embed.html" in f.url]
        if frames:
            return frames[0]
        page.wait_for_timeout(100)
    raise AssertionError([f.url for f in page.frames])
