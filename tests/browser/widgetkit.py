"""Helpers for the widget, embed, offline, security and CSP browser tests."""

from __future__ import annotations

import base64
import copy
import html
import json
from typing import Any

from labkit import LOAD_TIMEOUT_MS, build

# Records CSP violations (document and workers report to the page's console too).
CSP_WATCH = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""

# Every widget of a page, including those inside shadow roots of other widgets.
WIDGET_STATES = "() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.state || '')"
DONE = ("ready", "refused", "failed")

GORGER: dict[str, Any] = {
    "format": 1,
    "ruleset": "mtg-2020",
    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
    "active_player": "alice",
    "permanents": [
        {"id": "gorger", "name": "Vastwood Gorger", "controller": "alice", "power": 5, "toughness": 6},
        {"id": "guardian", "name": "Pride Guardian", "controller": "bob", "power": 0, "toughness": 3,
         "keywords": ["defender"]},
        {"id": "elves", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1},
    ],
    "attackers": [{"id": "gorger", "target": "bob"}],
    "blockers": [{"id": "guardian", "blocks": ["gorger"]}, {"id": "elves", "blocks": ["gorger"]}],
    "damage_assignment_order": {"gorger": ["guardian", "elves"]},
    "assignments": [{"source": "gorger", "division": {"guardian": 3, "elves": 2}}],
}


def gorger(**changes: Any) -> dict[str, Any]:
    """A fresh copy of the Gorger board with top-level fields changed."""
    scenario = copy.deepcopy(GORGER)
    scenario.update(changes)
    return scenario


def bears(power: int, toughness: int, ruleset: str = "mtg", title: str = "") -> dict[str, Any]:
    """A small board: an attacker of the given size blocked by Grizzly Bears."""
    scenario: dict[str, Any] = {
        "format": 1,
        "ruleset": ruleset,
        "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "active_player": "alice",
        "permanents": [
            {"id": "a", "name": f"Attacker {power}/{toughness}", "controller": "alice",
             "power": power, "toughness": toughness, "keywords": ["trample"]},
            {"id": "b", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
        ],
        "attackers": [{"id": "a", "target": "bob"}],
        "blockers": [{"id": "b", "blocks": ["a"]}],
    }
    if title:
        scenario["title"] = title
    return scenario


def encode(scenario: Any) -> str:
    """share.js's encoding: base64url of the UTF-8 JSON, without padding."""
    data = json.dumps(scenario, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def script_json(scenario: Any) -> str:
    """JSON safe inside <script type="application/json"> (what embed-snippets.js writes)."""
    text = json.dumps(scenario, indent=1)
    for char in "<>&":
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text


def widget_html(scenario: Any, fallback: str = "", **attrs: str) -> str:
    """One <combat-lab> element with inline JSON and a fallback paragraph."""
    attributes = "".join(f' {name}="{html.escape(value)}"' for name, value in attrs.items())
    return (
        f"<combat-lab{attributes}>\n<script type=\"application/json\">{script_json(scenario)}</script>\n"
        f"<p class=\"fallback-text\">{html.escape(fallback)}</p>\n</combat-lab>"
    )


def page_html(body: str, head: str = "", title: str = "Widget test", csp_meta: bool = True) -> str:
    """A page of the build's kind: CSP meta, widget.js as a module, no inline script."""
    meta = build.CSP_META if csp_meta else ""
    return (
        f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">{meta}"
        f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>{html.escape(title)}</title>{head}"
        f"<script type=\"module\" src=\"widget.js\"></script></head><body>{body}</body></html>"
    )


def serve_page(page: Any, url: str, body: str, content_type: str = "text/html; charset=utf-8",
               csp: bool = True) -> None:
    """Answer `url` with `body` for this page (a page that does not exist in static/)."""
    headers = {"Content-Security-Policy": build.CSP} if csp else {}

    def handler(route: Any) -> None:
        route.fulfill(status=200, body=body, content_type=content_type, headers=headers)

    page.route(url, handler)


def wait_widgets(page: Any, timeout: int = LOAD_TIMEOUT_MS) -> list[str]:
    """Bring every widget into view, then wait until each has resolved, been refused or failed."""
    page.wait_for_function("() => document.readyState !== 'loading'")
    scroll_through(page)
    page.wait_for_function(
        f"() => ({WIDGET_STATES})().every((s) => {json.dumps(list(DONE))}.includes(s))", timeout=timeout
    )
    return page.evaluate(WIDGET_STATES)  # type: ignore[no-any-return]


def scroll_through(page: Any) -> None:
    """Bring every widget into view once, top to bottom (plain scrollIntoView: widgets that
    resolve meanwhile change height, and Playwright's scrolling waits for a stable layout),
    each until it has noticed (its state is past "waiting"): a loaded machine may render no
    frame while a widget is in view, and its IntersectionObserver would never see it."""
    count = page.locator("combat-lab").count()
    for index in range(count):
        page.evaluate("(i) => document.querySelectorAll('combat-lab')[i].scrollIntoView({block: 'center'})", index)
        page.wait_for_function(
            "(i) => !['', 'waiting'].includes(document.querySelectorAll('combat-lab')[i].dataset.state || '')",
            arg=index, timeout=LOAD_TIMEOUT_MS,
        )


def shadow_text(page: Any, index: int = 0, selector: str = ".frame") -> str:
    """Text of an element inside the shadow root of the index-th widget."""
    return page.evaluate(  # type: ignore[no-any-return]
        "([i, sel]) => { const el = document.querySelectorAll('combat-lab')[i].shadowRoot.querySelector(sel);"
        " return el ? el.textContent : null; }",
        [index, selector],
    )


class PagesServer:
    """Another origin on 127.0.0.1 (its own port) serving pages from memory, with no CSP:
    the "wiki" that embeds Combat Lab. A routed page would count as a public address and
    Chromium's local network access checks would block its iframe to 127.0.0.1."""

    def __init__(self) -> None:
        import http.server
        import threading

        self.pages: dict[str, tuple[str, str]] = {}
        pages = self.pages

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the stdlib's name)
                found = pages.get(self.path.split("?")[0])
                body, kind = found if found else ("not found", "text/plain")
                data = body.encode("utf-8")
                self.send_response(200 if found else 404)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def add(self, path: str, body: str, kind: str = "text/html; charset=utf-8") -> str:
        """Serve body at path; return its URL."""
        self.pages[path] = (body, kind)
        return self.origin + path

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
