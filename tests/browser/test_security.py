"""Scenario text is only ever text: HTML and script in names, ids and titles execute nothing
in the widget (inline JSON and src), the iframe embed, a share URL, the playground's import
and the embed snippets.

The Content-Security-Policy would block an injected inline handler anyway, so these pages
are served here WITHOUT it (meta tag and header stripped): an injection would really run
and set window.__pwned. test_csp.py checks the policy itself.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, watch
from widgetkit import encode, page_html, serve_page, wait_widgets, widget_html

pytestmark = pytest.mark.browser

PAYLOADS = [
    '<img src=x onerror="window.__pwned=1">',
    "</script><script>window.__pwned=2</script>",
    '"><svg onload="window.__pwned=3"></svg>',
    "<iframe srcdoc=\"<script>parent.__pwned=4</script>\"></iframe>",
    "<style>*{display:none!important}</style><b onmouseover=window.__pwned=5>hover</b>",
]
NAME = " ".join(PAYLOADS)

# Every element of the page, in shadow roots and same-origin frames too, carrying an on* handler
# or created from a payload.
INJECTED = """() => {
  const bad = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) if (/^on/i.test(name)) bad.push(`${el.localName}[${name}]`);
      if (el.localName === 'img' && el.getAttribute('src') === 'x') bad.push('img');
      if (el.hasAttribute('srcdoc')) bad.push(`${el.localName}[srcdoc]`);
      if (['style', 'svg', 'b'].includes(el.localName)) bad.push(el.localName);
      if (el.localName === 'script' && el.type !== 'application/json' && el.textContent.includes('__pwned')) bad.push('script');
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return bad;
}"""


def evil_scenario() -> dict[str, Any]:
    """A legal board whose every free text holds the payloads (ids stay ids the engine accepts)."""
    return {
        "format": 1,
        "ruleset": "mtg",
        "title": NAME,
        "description": NAME,
        "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "active_player": "alice",
        "permanents": [
            {"id": "gorger", "name": NAME, "controller": "alice", "power": 5, "toughness": 6},
            {"id": "elves", "name": "</script><img src=x onerror=window.__pwned=6>", "controller": "bob",
             "power": 1, "toughness": 1},
        ],
        "attackers": [{"id": "gorger", "target": "bob"}],
        "blockers": [{"id": "elves", "blocks": ["gorger"]}],
    }


def evil_ids() -> dict[str, Any]:
    """The payloads as ids and as an unknown keyword: the engine refuses the board, quoting them."""
    scenario = evil_scenario()
    scenario["permanents"][1]["id"] = PAYLOADS[0]
    scenario["blockers"] = [{"id": PAYLOADS[0], "blocks": ["gorger"]}]
    scenario["permanents"][0]["keywords"] = [PAYLOADS[2]]
    return scenario


def strip_csp(route: Any) -> None:
    """Serve the build's HTML without its Content-Security-Policy (header and meta tag)."""
    response = route.fetch()
    body = response.text()
    body = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", body)
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-security-policy"}
    route.fulfill(response=response, body=body, headers=headers)


@pytest.fixture(scope="module")
def context(browser: Any, base_url: str) -> Any:
    context = browser.new_context(viewport={"width": 1000, "height": 900}, service_workers="block")
    context.route(re.compile(re.escape(base_url) + r"[^?#]*\.html(?:[?#].*)?$"), strip_csp)
    yield context
    context.close()


@pytest.fixture
def page(context: Any) -> Any:
    page = context.new_page()
    yield page
    page.close()


def assert_inert(page: Any) -> None:
    page.wait_for_timeout(300)  # let image errors and onload handlers fire, were there any
    for frame in page.frames:
        if frame.url.startswith("http"):
            assert frame.evaluate("() => window.__pwned") is None, frame.url
            assert frame.evaluate(INJECTED) == [], frame.url


def test_the_policy_is_really_stripped_here(page: Any, base_url: str) -> None:
    """The control: without the CSP, an injected handler would run on these pages."""
    page.goto(base_url + "embed.html")
    page.evaluate("() => { const i = new Image(); i.onerror = () => { window.__control = 1 }; document.body.append(i);"
                  " document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=\"window.__control = 2\">'); }")
    page.wait_for_function("() => window.__control === 2")


def test_widget_inline_json(page: Any, base_url: str) -> None:
    body = widget_html(evil_scenario(), mode="step") + widget_html(evil_ids()) + widget_html(evil_scenario(), mode="play")
    serve_page(page, base_url + "xss-inline.html", page_html(body, csp_meta=False), csp=False)
    page.goto(base_url + "xss-inline.html")
    assert wait_widgets(page) == ["ready", "refused", "ready"]
    first = page.locator("combat-lab").nth(0)
    assert first.locator(".title").text_content() == NAME
    assert first.locator('.card[data-id="gorger"] .name').text_content() == NAME
    first.get_by_role("button", name="Jump to the end").click()
    refusal = page.locator("combat-lab").nth(1).locator(".refusal").text_content()
    assert PAYLOADS[2] in refusal or PAYLOADS[0] in refusal
    assert_inert(page)


def test_widget_src(page: Any, base_url: str) -> None:
    serve_page(page, base_url + "xss.json", json.dumps(evil_scenario()), content_type="application/json", csp=False)
    serve_page(page, base_url + "xss-ids.json", json.dumps(evil_ids()), content_type="application/json", csp=False)
    body = '<combat-lab src="xss.json" compare="mtg,mtg-2020"></combat-lab><combat-lab src="xss-ids.json"></combat-lab>'
    serve_page(page, base_url + "xss-src.html", page_html(body, csp_meta=False), csp=False)
    page.goto(base_url + "xss-src.html")
    assert wait_widgets(page) == ["ready", "refused"]
    assert NAME in page.locator("combat-lab").nth(0).locator(".log").first.text_content()
    assert_inert(page)


def goto_embed(page: Any, url: str) -> None:
    """Open embed.html at `url` and wait until its widget has resolved or been refused. The page
    may be embed.html already: a new fragment alone is no new document, embed.js swaps the widget
    on hashchange, which may come after goto returns; the widget shown before must not count."""
    page.evaluate("() => document.querySelectorAll('combat-lab').forEach((w) => { w.__before = true; })")
    page.goto(url)
    page.wait_for_function(
        "() => { const w = document.querySelector('combat-lab');"
        " return !!w && !w.__before && ['ready', 'refused'].includes(w.dataset.state); }",
        timeout=LOAD_TIMEOUT_MS,
    )


def test_iframe_fragment(page: Any, base_url: str) -> None:
    for scenario in (evil_scenario(), evil_ids()):
        goto_embed(page, f"{base_url}embed.html#s={encode(scenario)}&mode=play&id={encode(PAYLOADS[0])}")
        assert_inert(page)
    # Payloads in the other parameters are only ever attribute values checked against a pattern.
    goto_embed(page, f"{base_url}embed.html#s={encode(evil_scenario())}&mode=%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D7%3E"
               f"&compare=%22%3E%3Csvg%20onload%3Dwindow.__pwned%3D8%3E")
    assert_inert(page)


def wait_for_board(page: Any, scenario: dict[str, Any]) -> None:
    """Wait until the playground shows `scenario` and the engine has checked it (its verdict,
    quoting the payloads, is on the page). The second share link below is a new fragment of the
    same page: its hashchange may come after goto returns, and the engine is ready already."""
    page.wait_for_function(
        "(s) => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'"
        " && JSON.stringify(CombatLabApp.scenario()) === JSON.stringify(s)"
        " && document.body.dataset.checked === String(CombatLabApp.state.seq)",
        arg=scenario,
        timeout=LOAD_TIMEOUT_MS,
    )


def test_share_url_in_the_playground(page: Any, base_url: str) -> None:
    log = watch(page, base_url)
    page.goto(f"{base_url}index.html#s={encode(evil_scenario())}")
    page.wait_for_function("() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS)
    wait_for_board(page, evil_scenario())
    page.wait_for_timeout(500)
    assert_inert(page)
    page.goto(f"{base_url}index.html#s={encode(evil_ids())}")
    page.wait_for_function("() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS)
    wait_for_board(page, evil_ids())
    page.wait_for_timeout(500)
    assert_inert(page)
    assert [e for e in log.console_errors if "__pwned" in e] == []


def test_playground_import(page: Any, base_url: str, tmp_path: Path) -> None:
    page.goto(f"{base_url}index.html")
    page.wait_for_function("() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS)
    fields = page.locator('input[type="file"]')
    if fields.count() == 0:
        pytest.skip("the playground has no file import")
    for index, scenario in enumerate((evil_scenario(), evil_ids())):
        path = tmp_path / f"evil-{index}.json"
        path.write_text(json.dumps(scenario), encoding="utf-8")
        fields.first.set_input_files(str(path))
        wait_for_board(page, scenario)  # the file is read asynchronously, then checked
        page.wait_for_timeout(1000)
        assert_inert(page)


def test_embed_snippets_escape_everything(page: Any, base_url: str) -> None:
    page.goto(base_url + "embed.html")
    evil = copy.deepcopy(evil_scenario())
    snippets = page.evaluate(
        "async (s) => { const m = await import('./core/embed-snippets.js');"
        " return [m.widgetSnippet(s, {mode: 'step', fallback: s.title}), m.iframeSnippet(s, {title: s.title})]; }",
        evil,
    )
    widget, iframe = snippets
    # Nothing in the widget snippet can close its <script> element or open a tag.
    json_part = widget.split('<script type="application/json">')[1].split("</script>")[0]
    assert "<" not in json_part and ">" not in json_part
    assert widget.count("</script>") == 2 and widget.count("<script") == 2
    assert "<img" not in widget and "<svg" not in widget and "<iframe" not in widget
    assert iframe.count("<iframe") == 1 and "<img" not in iframe
    serve_page(page, base_url + "xss-snippet.html", page_html(widget, csp_meta=False), csp=False)
    page.goto(base_url + "xss-snippet.html")
    assert wait_widgets(page) == ["ready"]
    assert page.locator("combat-lab .title").text_content() == NAME
    assert page.evaluate("() => document.querySelector('combat-lab').scenario") == evil
    assert_inert(page)
