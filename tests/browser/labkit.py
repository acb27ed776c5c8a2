"""Helpers shared by the browser tests: the static server, what a page did on the network and the console."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.build_module import load_build_module

ROOT = Path(__file__).absolute().parents[2]

# Loading Pyodide on a 2-core CI machine takes a few seconds; allow plenty.
LOAD_TIMEOUT_MS = 120_000


build = load_build_module()


def scope_tag(url: str) -> str:
    """The tag of a service worker scope in cache names: FNV-1a (64 bits) of the URL's UTF-16 code
    units, its first 12 hex digits (web/sw.js and web/engine/snapshot.js scopeTag)."""
    value = 0xCBF29CE484222325
    units = url.encode("utf-16-le")
    for i in range(0, len(units), 2):
        value = ((value ^ int.from_bytes(units[i:i + 2], "little")) * 0x100000001B3) % 2**64
    return f"{value:016x}"[:12]


def snapshot_cache(site_url: str) -> str:
    """The cache of the saved Python of the build served at site_url (its service worker's scope)."""
    return f"combat-lab-python-{scope_tag(site_url)}"


def files_cache(site_url: str, version: str) -> str:
    """The service worker's cache of the build `version` served at site_url."""
    return f"combat-lab-files-{scope_tag(site_url)}-{version}"


@contextmanager
def serving(directory: Path | None = None, handler: Any = None) -> Iterator[str]:
    """``directory`` (static/) served on 127.0.0.1, on a free port, in a thread, until the block ends: its URL.

    The one way the browser tests serve files: conftest's session-wide ``base_url`` (static/ itself, by the
    build's server), and the tests that need static/ elsewhere (a sub-path, a folder missing a file) or from
    another handler (``handler``: a ``SimpleHTTPRequestHandler`` subclass, on a plain ``ThreadingHTTPServer``,
    e.g. one that adds CORS headers for a second origin).
    """
    directory = build.STATIC if directory is None else directory
    if handler is None:
        server, url = build.start_server_thread(quiet=True, directory=directory)
    else:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class PageLog:
    """Everything a page did on the network and the console."""

    base_url: str
    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)

    def foreign_requests(self) -> list[str]:
        """Requests that went anywhere but the local static server."""
        local = urlsplit(self.base_url).netloc
        return [
            url for url in self.requests
            if not url.startswith(("data:", "blob:")) and urlsplit(url).netloc != local
        ]

    def paths(self) -> set[str]:
        """static/-relative paths of the local requests (without query strings)."""
        prefix = urlsplit(self.base_url).path
        return {
            urlsplit(url).path[len(prefix):]
            for url in self.requests
            if urlsplit(url).netloc == urlsplit(self.base_url).netloc
        }


#: Chromium's word for a request the page itself cancelled, as every request still in
#: flight is when a test navigates (goto, reload) -- a favicon, typically. It is not a
#: failure of the site: a missing file is an HTTP 404, recorded from the response.
CANCELLED_BY_NAVIGATION = "net::ERR_ABORTED"


def _record_failure(log: PageLog, request: Any) -> None:
    if request.failure != CANCELLED_BY_NAVIGATION:
        log.failed.append(f"{request.url}: {request.failure}")


def watch(page: Any, base_url: str) -> PageLog:
    """Record a page's requests, failed requests, HTTP errors and console errors."""
    log = PageLog(base_url)
    page.on("request", lambda request: log.requests.append(request.url))
    page.on("requestfailed", lambda request: _record_failure(log, request))
    page.on(
        "response",
        lambda response: log.failed.append(f"{response.url}: HTTP {response.status}")
        if response.status >= 400 else None,
    )
    page.on(
        "console",
        lambda message: log.console_errors.append(message.text) if message.type == "error" else None,
    )
    page.on("pageerror", lambda error: log.console_errors.append(f"page error: {error}"))
    return log


@dataclass
class LabPage:
    """The playground page, loaded once, with the log of what it did."""

    page: Any
    log: PageLog
    ready_info: dict[str, Any]
