"""Serving static/ on 127.0.0.1: the handler (types, the CSP and cross-origin headers, the precompressed
siblings), the server, a server in a thread for the tests, and ``build.py serve``.
"""

from __future__ import annotations

import errno
import functools
import http.server
import os
import re
import sys
import threading
import urllib.parse
from pathlib import Path
from typing import Any

from . import base
from .assemble import build
from .base import BuildError, log
from .contract import CSP, ENCODINGS

# What lets a page of another origin use the site (README.md, "Hosting"): widget.js and the modules it
# imports are module scripts, which a browser loads from another origin only with
# Access-Control-Allow-Origin; the widget's stylesheet and rule notes are fetched with CORS too. The
# static files hold nothing private (no cookies are read, nothing is served per reader), so every file
# is open to every origin. Cross-Origin-Resource-Policy: cross-origin lets a page that isolates itself
# (Cross-Origin-Embedder-Policy: require-corp) still load them.
CROSS_ORIGIN_HEADERS = (
    ("Access-Control-Allow-Origin", "*"),
    ("Cross-Origin-Resource-Policy", "cross-origin"),
)


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """Serves static/ with the right types for .wasm/.mjs, the CSP, the cross-origin headers (another
    site's page may load the widget), and no caching surprises."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
        ".svg": "image/svg+xml",
        ".png": "image/png",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }
    quiet = False
    #: Seconds a connection may stay silent before it is closed, so that slow or idle clients can't hold
    #: the server's threads for ever.
    timeout = 30
    # Per request: the (Content-Encoding, suffix) being served, and whether the file has siblings.
    encoded: tuple[str, str] | None = None
    varies = False

    def accepted_encodings(self) -> set[str]:
        """The content codings the request's Accept-Encoding allows (q=0 excluded)."""
        accepted = set()
        for part in self.headers.get("Accept-Encoding", "").split(","):
            coding, *params = [piece.strip().lower() for piece in part.split(";")]
            if coding and not any(re.fullmatch(r"q=0(\.0*)?", param) for param in params):
                accepted.add(coding)
        return accepted

    def send_head(self) -> Any:
        """Serve a file's precompressed sibling (.br, else .gz) when the browser accepts it and it is not older
        than the file (a file edited by hand in static/ is sent as it is, never its stale sibling). A path that
        can't name a file (a NUL, a lone surrogate, bytes that aren't UTF-8) gets 400, not a traceback."""
        self.encoded, self.varies = None, False
        try:
            wanted = urllib.parse.unquote_to_bytes(self.path.split("?", 1)[0].split("#", 1)[0]).decode("utf-8")
            if "\x00" in wanted:
                raise ValueError("NUL in the path")
            path = super().translate_path(self.path)
            found = os.path.isfile(path)
        except (ValueError, UnicodeError):
            self.send_error(400, "Bad request path")
            return None
        if found:
            mtime = os.stat(path).st_mtime_ns
            present = [(coding, suffix) for coding, suffix in ENCODINGS if os.path.isfile(path + suffix)
                       and os.stat(path + suffix).st_mtime_ns >= mtime]
            self.varies = bool(present)
            accepted = self.accepted_encodings()
            self.encoded = next((pair for pair in present if pair[0] in accepted), None)
        return super().send_head()

    def translate_path(self, path: str) -> str:
        """The file to send: the chosen sibling when one was chosen."""
        real = super().translate_path(path)
        return real + self.encoded[1] if self.encoded else real

    def guess_type(self, path: Any) -> str:
        """The type of the file itself, not of its compressed sibling."""
        path = str(path)
        if self.encoded and path.endswith(self.encoded[1]):
            path = path[: -len(self.encoded[1])]
        return super().guess_type(path)

    def end_headers(self) -> None:
        """Add the security and cache headers (and the encoding, if any) to every response."""
        if self.encoded:
            self.send_header("Content-Encoding", self.encoded[0])
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-cache")
        for name, value in CROSS_ORIGIN_HEADERS:
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (stdlib name)
        """Log requests unless the server was made quiet (tests)."""
        if not self.quiet:
            super().log_message(format, *args)


class QuietStaticHandler(StaticHandler):
    """StaticHandler that does not log each request."""

    quiet = True


class StaticServer(http.server.ThreadingHTTPServer):
    """The threading server, quiet about browsers that hang up mid-response (a page closed or
    navigated away while files were in flight): that is the browser's choice, not an error. Its listen
    backlog holds a burst of connections (the standard library's 5 left 82 of 200 simultaneous
    requests waiting a minute); each connection has its own thread and times out when silent."""

    request_queue_size = 512

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    port: int = 0, quiet: bool = False, tries: int = 50, directory: Path = base.STATIC
) -> http.server.ThreadingHTTPServer:
    """Bind a server for directory (static/) on 127.0.0.1:port, or the next free port (0: any)."""
    handler_class = QuietStaticHandler if quiet else StaticHandler
    handler = functools.partial(handler_class, directory=str(directory))
    for candidate in range(port, port + tries) if port else [0]:
        try:
            return StaticServer(("127.0.0.1", candidate), handler)
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                raise
            log(f"serve: port {candidate} is busy, trying {candidate + 1}")
    raise BuildError(f"no free port in {port}..{port + tries - 1}")


def start_server_thread(
    quiet: bool = True, directory: Path = base.STATIC
) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve directory (static/) on a free port in a daemon thread; return the server and base URL."""
    server = make_server(0, quiet=quiet, directory=directory)
    thread = threading.Thread(target=server.serve_forever, name="static-server", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return server, f"http://{host!s}:{port}/"


def serve(port: int) -> int:
    """Build if needed, then serve static/ until interrupted."""
    build()
    server = make_server(port)
    host, bound = server.server_address[:2]
    log(f"serve: Combat Lab at http://{host!s}:{bound}/  (wiki demo: /wiki-demo.html, "
        "iframe embed: /embed.html, bare runtime page: /bare.html; Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        log("serve: stopped")
    finally:
        server.server_close()
    return 0
