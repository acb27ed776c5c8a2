"""Benchmark start-up in headless Chromium, against the bare Pyodide page, all ratios from one run.

    .venv/bin/python bench/startup.py            # 5 runs of every case, rotating, plus a warm-up round
    .venv/bin/python bench/startup.py --runs 3 --warmup 0
    .venv/bin/python bench/startup.py --json     # the figures as JSON too (one line, last)

Needs a built static/ (``python3 build.py``), playwright from ``.venv`` and
Debian's Chromium (``/usr/bin/chromium``), launched as the browser tests launch
it. static/ (with its precompressed siblings) is copied to a temporary folder
first (other people rebuild static/ while this runs) and served from 127.0.0.1
by a threading http.server with build.py's handler (MIME types, CSP,
``Cache-Control: no-cache``, the ``.br``/``.gz`` siblings with
Content-Encoding, as ``build.py serve`` does).

Every case runs in a new Chromium with a new, empty profile folder (a first-time
visitor's disk cache and storage), and the cases take turns, so drift in the
machine's load falls on all of them alike. Times are from navigation start
(``performance.now()`` in the page):

* bare: ``bare.html`` until its worker has loaded Pyodide (no packages) and
  posted ``1+1``: the yardstick of every ratio.
* cold: ``index.html`` until the first ``CombatLab.resolve(example)`` is
  answered (an init script calls it as soon as ``CombatLab.ready`` resolves).
  Then, untimed, the benchmark waits for the worker to save its snapshot and
  for the service worker to take control, as a visitor's browser would do
  while they read.
* return: the same profile, a new tab, the same page: the service worker
  answers, Python is restored from the snapshot (``info.start`` says which way
  the worker started).
* offline: the same profile again, with the network cut (the context offline,
  and the server refusing anything that still reaches it).
* return, HTTP cache only: a profile whose service workers are blocked: the
  cold visit, the snapshot saved, then the return visit from the HTTP cache
  (every file revalidated: ``no-cache``, 304s). The service worker's return
  must not be slower than this.
* widgets 1 / 20: a page with one ``<combat-lab>`` board, and one with 20 (the
  page's example each), until every board shows its resolved combat. The
  viewport is a laptop's (1280 x 900); as the page loads, an init script scrolls
  through it once, as a reader would, so that every board comes into view (a
  board starts when it first comes near the viewport) and back to the top.

Bytes are what the server sent (the Content-Length of its 200s: the compressed
size where a sibling was sent): a first visit until the first resolved combat,
then the service worker's download of the rest of the build; the return visit.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import importlib.util
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import first_paint  # bench/first_paint.py: the cases of answers at first paint (issue 26)

HERE = Path(__file__).absolute().parent
ROOT = HERE.parent
STATIC = ROOT / "static"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
EXAMPLE = "examples/gorger.json"
# Resolved when static/ has no examples/gorger.json: one 2/2 attacking, unblocked.
FALLBACK_EXAMPLE = {"format": 1, "ruleset": "mtg", "active_player": "alice",
                    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                    "permanents": [{"id": "bear", "controller": "alice", "power": 2, "toughness": 2}],
                    "attackers": [{"id": "bear", "target": "bob"}]}
LOAD_TIMEOUT_MS = 180_000
# The targets (#11), each a ratio of medians from the same run.
TARGETS = {
    "cold": 1.05,            # first resolved combat / bare cold start
    "return": 0.25,          # return visit / bare cold start
    "offline": 0.25,         # offline return visit / bare cold start
    "sw_vs_http": 1.0,       # return via the service worker / return via the HTTP cache
    "widgets": 1.15,         # 20 boards all resolved / one board resolved
}
TARGET_FIRST_VISIT_BYTES = 6_000_000
WIDGET_COUNTS = (1, 20)

# Catches window.CombatLab as combatlab.js sets it; resolves the example as soon
# as the engine is ready. %s is the example scenario (JSON).
FULL_INIT_SCRIPT = """
(() => {
  const bench = (window.__bench = { apiAt: null, readyAt: null, resolvedAt: null, shownAt: null });
  // When the playground first shows the engine's verdict on its board (app.js sets data-checked).
  new MutationObserver((_, observer) => {
    if (document.body && document.body.dataset.checked !== undefined) {
      bench.shownAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-checked"] });
  let lab;
  const hook = (value) => {
    if (bench.apiAt !== null || !value || !value.ready) return;
    bench.apiAt = performance.now();
    value.ready.then(async (info) => {
      bench.readyAt = performance.now();
      bench.info = info;
      const answer = await value.resolve(%s);
      bench.resolvedAt = performance.now();
      bench.ok = answer && answer.ok === true;
    }).catch((error) => { bench.error = String(error && error.message ? error.message : error); });
  };
  Object.defineProperty(window, "CombatLab", {
    configurable: true,
    enumerable: true,
    get() { return lab; },
    set(value) { lab = value; hook(value); },
  });
})();
"""
FULL_DONE = "() => window.__bench && (window.__bench.resolvedAt !== null || 'error' in window.__bench)"
BARE_DONE = "() => document.body && ['done', 'failed'].includes(document.body.dataset.status)"
# After the first resolve: the snapshot saved (or refused), the service worker in control and, after
# a saved snapshot, the warm-up for the next visit over (as while a reader reads the page).
SETTLED = """async (timeoutMs) => {
  const deadline = performance.now() + timeoutMs;
  const sleep = () => new Promise((r) => setTimeout(r, 100));
  while (window.CombatLab.snapshot === null && performance.now() < deadline) await sleep();
  let controlled = null;
  if ("serviceWorker" in navigator && !navigator.serviceWorker.controller) {
    const blocked = (await navigator.serviceWorker.getRegistrations()).length === 0;
    while (!navigator.serviceWorker.controller && performance.now() < deadline) {
      await sleep();
      if (blocked && !(await navigator.serviceWorker.getRegistrations()).length && performance.now() > deadline - timeoutMs + 5000) break;
    }
  }
  controlled = "serviceWorker" in navigator ? navigator.serviceWorker.controller !== null : null;
  // The warm-up for the next visit (combatlab.js warmUpNextVisit), after a saved snapshot under a service worker.
  if (controlled && window.CombatLab.snapshot && window.CombatLab.snapshot.saved) {
    while (window.CombatLab.nextVisit === null && performance.now() < deadline) await sleep();
  }
  return { snapshot: window.CombatLab.snapshot, controlled, nextVisit: window.CombatLab.nextVisit };
}"""
# Times the moment every <combat-lab> on the page shows a resolved board.
WIDGETS_INIT_SCRIPT = """
(() => {
  window.__widgets = { allAt: null, readyAt: null, firstAt: null };
  const poll = setInterval(() => {
    if (!window.CombatLab || !window.CombatLab.started) return;
    clearInterval(poll);
    window.CombatLab.ready.then(() => { window.__widgets.readyAt = performance.now(); });
  }, 5);
  const check = () => {
    const boards0 = [...document.querySelectorAll("combat-lab")];
    if (window.__widgets.firstAt === null && boards0.some((b) => b.dataset.state === "ready")) {
      window.__widgets.firstAt = performance.now();
    }
    const boards = [...document.querySelectorAll("combat-lab")];
    if (window.__widgets.allAt === null && boards.length && boards.every((b) => b.dataset.state === "ready")) {
      window.__widgets.allAt = performance.now();
    }
    const failed = boards.find((b) => ["failed", "refused"].includes(b.dataset.state));
    if (failed) window.__widgets.error = failed.dataset.state;
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
  // A reader scrolling through the article at once: every board comes into view (a board starts
  // when it first comes near the viewport, and then stays started), and the page ends at the top.
  document.addEventListener("DOMContentLoaded", async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const board of document.querySelectorAll("combat-lab")) {
      board.scrollIntoView({ block: "center" });
      await frame();
    }
    scrollTo(0, 0);
  });
})();
"""
WIDGETS_DONE = "() => window.__widgets && (window.__widgets.allAt !== null || 'error' in window.__widgets)"


def widgets_page(count: int, example_json: str) -> bytes:
    """A wiki-like page with ``count`` boards of the example, served at /__bench__/ (same origin)."""
    board = f'<combat-lab><script type="application/json">{example_json}</script></combat-lab>\n'
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>bench: '
        f'{count} boards</title><script type="module" src="../widget.js"></script></head>\n'
        f"<body><main>\n{board * count}</main></body></html>\n"
    ).encode()


# --------------------------------------------------------------------------
# The server: build.py's handler over a snapshot of static/, with a request log


def load_build_module() -> ModuleType | None:
    """The repository's build.py as a module (as the tests load it), or None if it cannot be imported."""
    if "combatlab_build" in sys.modules:
        return sys.modules["combatlab_build"]
    spec = importlib.util.spec_from_file_location("combatlab_build", ROOT / "build.py")
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules["combatlab_build"] = module
    try:
        spec.loader.exec_module(module)
    except Exception:  # noqa: BLE001 (someone is editing build.py: serve with the fallback handler)
        del sys.modules["combatlab_build"]
        return None
    return module


class FallbackHandler(http.server.SimpleHTTPRequestHandler):
    """Used only when build.py's StaticHandler cannot be imported: the same MIME types and headers."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".css": "text/css", ".html": "text/html; charset=utf-8",
        ".svg": "image/svg+xml", ".whl": "application/zip", ".zip": "application/zip",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()


def base_handler() -> tuple[type[http.server.SimpleHTTPRequestHandler], str]:
    """build.py's StaticHandler (what `build.py serve` and the tests use), else the fallback."""
    build = load_build_module()
    handler = getattr(build, "StaticHandler", None) if build else None
    if isinstance(handler, type) and issubclass(handler, http.server.SimpleHTTPRequestHandler):
        return handler, "build.py StaticHandler"
    return FallbackHandler, "fallback handler (build.py not importable)"


@dataclass
class Served:
    """One response the server sent."""

    path: str
    status: int
    body_bytes: int


@dataclass
class BenchServer:
    """static/ (a snapshot) on 127.0.0.1 in a thread; extra in-memory routes under /__bench__/."""

    directory: Path
    routes: dict[str, tuple[bytes, str]] = field(default_factory=dict)
    log: list[Served] = field(default_factory=list)
    url: str = ""
    handler_name: str = ""
    # "The network is cut": every request that still reaches the server is refused (and logged, 503).
    offline: bool = False

    def __post_init__(self) -> None:
        base, self.handler_name = base_handler()
        server = self

        class Handler(base):  # type: ignore[misc, valid-type]
            quiet = True

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass

            def send_response(self, code: int, message: str | None = None) -> None:
                self._bench_status = code
                self._bench_length = 0
                super().send_response(code, message)

            def send_header(self, keyword: str, value: str) -> None:
                if keyword.lower() == "content-length":
                    self._bench_length = int(value)
                super().send_header(keyword, value)

            def end_headers(self) -> None:
                super().end_headers()
                status = getattr(self, "_bench_status", 0)
                body = self._bench_length if status == 200 and self.command == "GET" else 0
                server.log.append(Served(urlsplit(self.path).path, status, body))

            def send_head(self) -> Any:
                if server.offline:
                    self.send_error(503, "offline")
                    return None
                route = server.routes.get(urlsplit(self.path).path)
                if route is None:
                    return super().send_head()
                data, content_type = route
                self.send_response(200)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                import io  # noqa: PLC0415

                return io.BytesIO(data)

        handler = functools.partial(Handler, directory=str(self.directory))
        self._httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="bench-server", daemon=True)
        self._thread.start()
        host, port = self._httpd.server_address[:2]
        self.url = f"http://{host!s}:{port}/"

    def take_log(self) -> list[Served]:
        """The responses since the last call, and a fresh log."""
        taken, self.log = self.log, []
        return taken

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@contextmanager
def static_snapshot(source: Path = STATIC, copy: bool = True) -> Iterator[tuple[Path, dict[str, Any]]]:
    """A private copy of static/ (checked against its manifest) and the manifest."""
    manifest_path = source / "build-manifest.json"
    if not manifest_path.exists():
        raise SystemExit(f"{manifest_path} is missing: run `python3 build.py` first")
    if not copy:
        yield source, json.loads(manifest_path.read_text(encoding="utf-8"))
        return
    with tempfile.TemporaryDirectory(prefix="combatlab-bench-") as tmp:
        target = Path(tmp) / "static"
        for _ in range(5):  # a build may be writing static/ right now: copy until it is consistent
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target)
            manifest = json.loads((target / "build-manifest.json").read_text(encoding="utf-8"))
            bad = [rel for rel, entry in manifest["files"].items()
                   if not (target / rel).is_file() or (target / rel).stat().st_size != entry["size"]]
            if not bad:
                break
            time.sleep(2)
        else:
            raise SystemExit(f"static/ does not match its manifest ({', '.join(bad[:5])}): rebuild it")
        yield target, manifest


def launch_chromium(playwright: Any, headless: bool = True) -> Any:
    """Debian's Chromium, launched as tests/browser/conftest.py launches it."""
    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing: `python3 build.py test` installs it")
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=headless)


def chromium_version() -> str:
    """``/usr/bin/chromium --version``'s number (a persistent context has no Browser to ask)."""
    try:
        out = subprocess.run([str(CHROMIUM), "--version"], capture_output=True, text=True, timeout=30,
                             check=False).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "?"
    words = [w for w in out.split() if w[:1].isdigit()]
    return words[0] if words else "?"


def example_of(directory: Path) -> str:
    """The example every case resolves, as JSON: the build's EXAMPLE, else FALLBACK_EXAMPLE."""
    path = directory / EXAMPLE
    return json.dumps(json.loads(path.read_text(encoding="utf-8")) if path.exists() else FALLBACK_EXAMPLE)


def import_playwright() -> Any:
    """playwright.sync_api, with a useful message when this is not .venv's Python."""
    try:
        from playwright.sync_api import sync_playwright  # noqa: PLC0415
    except ImportError:
        venv = ROOT / ".venv" / "bin" / "python"
        raise SystemExit(f"playwright is not importable: run with {venv} (`python3 build.py test --co -q` "
                         "creates .venv)") from None
    return sync_playwright


# --------------------------------------------------------------------------
# How busy the machine is (other people's builds and tests share its 2 cores)


def cpu_ticks() -> tuple[int, int]:
    """(busy, total) jiffies of all CPUs since boot, from /proc/stat (0, 0 where there is none)."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0, 0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return sum(fields) - idle, sum(fields)


def busy_between(before: tuple[int, int], after: tuple[int, int]) -> float | None:
    """The fraction of all CPUs busy between two cpu_ticks() (None without /proc/stat)."""
    total = after[1] - before[1]
    return (after[0] - before[0]) / total if total > 0 else None


def wait_for_quiet(threshold: float, timeout: float, sample: float = 1.0) -> float | None:
    """Wait (up to ``timeout`` s) until the machine is less than ``threshold`` busy over ``sample`` s,
    while this benchmark does nothing; return the last busy fraction seen."""
    deadline = time.monotonic() + timeout
    while True:
        before = cpu_ticks()
        time.sleep(sample)
        busy = busy_between(before, cpu_ticks())
        if busy is None or busy <= threshold or time.monotonic() >= deadline:
            return busy


def tree_cpu_seconds(marker: str) -> float | None:
    """CPU seconds (user + system) used so far by the processes whose command line holds ``marker``
    (a Chromium's profile folder: every process of that browser carries it); None without /proc."""
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total, found = 0, False
    needle = marker.encode()
    for entry in Path("/proc").iterdir() if Path("/proc").is_dir() else []:
        if not entry.name.isdigit():
            continue
        try:
            if needle not in (entry / "cmdline").read_bytes():
                continue
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
        found = True
    return total / tick if found else None


# --------------------------------------------------------------------------
# Visits


def bytes_sent(served: list[Served]) -> int:
    return sum(s.body_bytes for s in served)


def statuses(served: list[Served]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for entry in served:
        counts[str(entry.status)] = counts.get(str(entry.status), 0) + 1
    return counts


def timed_page(context: Any, server: BenchServer, url: str, init_script: str | None, done: str,
               timeout_ms: int) -> Any:
    page = context.new_page()
    if init_script:
        page.add_init_script(init_script)
    page.goto(url, wait_until="commit")
    page.wait_for_function(done, timeout=timeout_ms, polling=50)
    return page


def full_visit(context: Any, server: BenchServer, example_json: str, timeout_ms: int) -> dict[str, Any]:
    """index.html until the first resolved combat: ms, the worker's info, what the server sent."""
    server.take_log()
    page = timed_page(context, server, server.url + "index.html", FULL_INIT_SCRIPT % example_json, FULL_DONE,
                      timeout_ms)
    bench = page.evaluate("() => window.__bench")
    if "error" in bench or not bench.get("ok"):
        raise RuntimeError(f"index.html: the first resolve failed: {bench.get('error', bench)}")
    # Untimed: until the playground shows the engine's verdict on its board too (reported beside).
    page.wait_for_function("() => window.__bench.shownAt !== null", timeout=timeout_ms, polling=50)
    bench = page.evaluate("() => window.__bench")
    served = server.take_log()
    return {"page": page, "ms": bench["resolvedAt"], "ready_ms": bench["readyAt"], "shown_ms": bench["shownAt"],
            "info": bench["info"],
            "bytes": bytes_sent(served), "statuses": statuses(served)}


def settle(page: Any, server: BenchServer, timeout_ms: int) -> dict[str, Any]:
    """Wait (untimed) for the snapshot to be saved and the service worker to take control."""
    state = page.evaluate(SETTLED, timeout_ms)
    served = server.take_log()
    return {**state, "bytes": bytes_sent(served)}


@contextmanager
def fresh_profile(playwright: Any, headless: bool, service_workers: str = "allow") -> Iterator[tuple[Any, str]]:
    """A new Chromium with a new, empty profile folder (its processes carry the folder's name)."""
    with tempfile.TemporaryDirectory(prefix="combatlab-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=headless,
            service_workers=service_workers, viewport={"width": 1280, "height": 900})
        try:
            yield context, profile
        finally:
            context.close()


def case_bare(playwright: Any, server: BenchServer, example_json: str, timeout_ms: int, headless: bool) -> dict:
    with fresh_profile(playwright, headless) as (context, profile):
        cpu = tree_cpu_seconds(profile)
        server.take_log()
        page = timed_page(context, server, server.url + "bare.html", None, BARE_DONE, timeout_ms)
        result = page.evaluate("() => window.bareResult")
        if "error" in result or result.get("value") != 2:
            raise RuntimeError(f"bare.html failed: {result}")
        after = tree_cpu_seconds(profile)
        return {"ms": result["ms"], "bytes": bytes_sent(server.take_log()),
                "cpu_s": after - cpu if cpu is not None and after is not None else None}


def case_full(playwright: Any, server: BenchServer, example_json: str, timeout_ms: int, headless: bool) -> dict:
    """Cold visit, return visit (service worker + snapshot), offline return visit."""
    with fresh_profile(playwright, headless) as (context, profile):
        cpu = tree_cpu_seconds(profile)
        cold = full_visit(context, server, example_json, timeout_ms)
        after = tree_cpu_seconds(profile)
        settled = settle(cold.pop("page"), server, timeout_ms)
        before_back = tree_cpu_seconds(profile)
        back = full_visit(context, server, example_json, timeout_ms)
        after_back = tree_cpu_seconds(profile)
        back["cpu_s"] = after_back - before_back if before_back is not None and after_back is not None else None
        back.pop("page").close()
        server.offline = True
        context.set_offline(True)
        try:
            offline = full_visit(context, server, example_json, timeout_ms)
            offline.pop("page").close()
        finally:
            context.set_offline(False)
            server.offline = False
        cold["cpu_s"] = after - cpu if cpu is not None and after is not None else None
        return {"cold": cold, "settled": settled, "return": back, "offline": offline}


def case_http_cache(playwright: Any, server: BenchServer, example_json: str, timeout_ms: int,
                    headless: bool) -> dict:
    """Service workers blocked: the cold visit, the snapshot saved, the return from the HTTP cache."""
    with fresh_profile(playwright, headless, service_workers="block") as (context, _):
        cold = full_visit(context, server, example_json, timeout_ms)
        settle(cold.pop("page"), server, timeout_ms)
        back = full_visit(context, server, example_json, timeout_ms)
        back.pop("page").close()
        return {"cold": cold, "return": back}


def case_widgets(count: int) -> Any:
    def run(playwright: Any, server: BenchServer, example_json: str, timeout_ms: int, headless: bool) -> dict:
        with fresh_profile(playwright, headless) as (context, profile):
            cpu = tree_cpu_seconds(profile)
            page = context.new_page()  # a laptop's viewport: the init script scrolls every board into view
            page.add_init_script(WIDGETS_INIT_SCRIPT)
            server.take_log()
            page.goto(server.url + f"__bench__/widgets-{count}.html", wait_until="commit")
            page.wait_for_function(WIDGETS_DONE, timeout=timeout_ms, polling=50)
            boards = page.evaluate("() => document.querySelectorAll('combat-lab').length")
            if boards != count:
                raise RuntimeError(f"widgets page: {boards} boards, expected {count}")
            times = page.evaluate("() => window.__widgets")
            if "error" in times:
                raise RuntimeError(f"widgets page: a board ended {times['error']}")
            after = tree_cpu_seconds(profile)
            return {"ms": times["allAt"], "ready_ms": times["readyAt"], "first_ms": times["firstAt"],
                    "bytes": bytes_sent(server.take_log()),
                    "cpu_s": after - cpu if cpu is not None and after is not None else None}
    return run


CASES = {"bare": case_bare, "full": case_full, "http-cache": case_http_cache,
         **{f"widgets-{n}": case_widgets(n) for n in WIDGET_COUNTS},
         **first_paint.cases(sys.modules[__name__])}


# --------------------------------------------------------------------------
# Report


def fmt_pct(value: float | None) -> str:
    return "?" if value is None else f"{value:.0%}"


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def table(rows: list[tuple[str, ...]], header: tuple[str, ...]) -> str:
    """A plain text table, numbers right-aligned in column 2."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip(), "  ".join("-" * w for w in widths)]
    for row in rows:
        cells = [row[0].ljust(widths[0]), row[1].rjust(widths[1]), *(c.ljust(w) for c, w in zip(row[2:], widths[2:]))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def verdict(name: str, value: float) -> str:
    if name not in TARGETS:
        target = first_paint.TARGETS[name]
        return f"<= {target}: {'met' if value <= target else 'MISSED'}"
    target = TARGETS[name]
    return f"<= {target}: {'met' if value <= target else 'MISSED'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="measured runs of every case (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="unmeasured rounds first (default 1)")
    parser.add_argument("--static", type=Path, default=STATIC, help="the built static/ folder")
    parser.add_argument("--no-copy", action="store_true", help="serve static/ itself, not a copy")
    parser.add_argument("--headed", action="store_true", help="show the browser (needs a display)")
    parser.add_argument("--timeout", type=float, default=LOAD_TIMEOUT_MS / 1000, help="seconds per visit")
    parser.add_argument("--quiet", type=float, default=0.25, metavar="FRACTION",
                        help="before each case, wait until the machine is at most this busy (default 0.25)")
    parser.add_argument("--quiet-wait", type=float, default=30, metavar="S",
                        help="wait at most this long for that, then run anyway (default 30; 0: never wait)")
    parser.add_argument("--nice", type=int, default=0, metavar="N",
                        help="run this benchmark and everything it starts at niceness N (default 0: unchanged)")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    parser.add_argument("--cases", default=",".join(CASES), help=f"a subset to run (default: {','.join(CASES)}); "
                        "the report needs them all, so a subset prints each case's figures only")
    args = parser.parse_args(argv)
    if args.nice:
        os.nice(args.nice)
    timeout_ms = int(args.timeout * 1000)
    chosen = [name.strip() for name in args.cases.split(",") if name.strip()]
    unknown = sorted(set(chosen) - set(CASES))
    if unknown:
        parser.error(f"unknown cases: {', '.join(unknown)} (known: {', '.join(CASES)})")
    sync_playwright = import_playwright()
    headless = not args.headed

    with static_snapshot(args.static, copy=not args.no_copy) as (directory, manifest):
        example_json = example_of(directory)
        server = BenchServer(directory)
        for count in WIDGET_COUNTS:
            server.routes[f"/__bench__/widgets-{count}.html"] = (widgets_page(count, example_json),
                                                                  "text/html; charset=utf-8")
        server.routes.update(first_paint.routes(example_json, manifest))
        load_before = os.getloadavg()
        results: dict[str, list[dict[str, Any]]] = {name: [] for name in CASES}
        quiet_seen: list[float] = []
        names = chosen
        try:
            with sync_playwright() as playwright:
                for i in range(args.warmup + args.runs):
                    order = names[i % len(names):] + names[: i % len(names)]
                    label = "warm-up" if i < args.warmup else f"run {i - args.warmup + 1}/{args.runs}"
                    for name in order:
                        idle_busy = wait_for_quiet(args.quiet, args.quiet_wait)
                        if idle_busy is not None:
                            quiet_seen.append(idle_busy)
                        ticks = cpu_ticks()
                        result = CASES[name](playwright, server, example_json, timeout_ms, headless)
                        result["machine_busy"] = busy_between(ticks, cpu_ticks())
                        if i >= args.warmup:
                            results[name].append(result)
                        shown = {k: round(v["ms"]) if isinstance(v, dict) and "ms" in v else None
                                 for k, v in result.items() if isinstance(v, dict) and "ms" in v}
                        print(f"  {label:>9} {name}: {shown or round(result['ms'])} ms "
                              f"(machine {fmt_pct(idle_busy)} busy before, {fmt_pct(result['machine_busy'])} during)",
                              file=sys.stderr, flush=True)
        finally:
            server.close()
        load_after = os.getloadavg()

    if set(chosen) != set(CASES):
        for name in chosen:
            for result in results[name]:
                print(name, json.dumps({k: ({kk: vv for kk, vv in v.items() if kk != "page"} if isinstance(v, dict) else v)
                                        for k, v in result.items()}))
        return 0
    bare = [r["ms"] for r in results["bare"]]
    full = results["full"]
    cold = [r["cold"]["ms"] for r in full]
    back = [r["return"]["ms"] for r in full]
    offline = [r["offline"]["ms"] for r in full]
    http_back = [r["return"]["ms"] for r in results["http-cache"]]
    widgets = {n: [r["ms"] for r in results[f"widgets-{n}"]] for n in WIDGET_COUNTS}
    bare_med = med(bare)
    ratios = {
        "cold": med(cold) / bare_med,
        "return": med(back) / bare_med,
        "offline": med(offline) / bare_med,
        "sw_vs_http": med(back) / med(http_back),
        "widgets": med(widgets[WIDGET_COUNTS[-1]]) / med(widgets[WIDGET_COUNTS[0]]),
    }
    paired_cold = med([c / b for c, b in zip(cold, bare)])
    cpu = {
        "bare": [r["cpu_s"] for r in results["bare"] if r.get("cpu_s") is not None],
        "cold": [r["cold"]["cpu_s"] for r in full if r["cold"].get("cpu_s") is not None],
        "return": [r["return"]["cpu_s"] for r in full if r["return"].get("cpu_s") is not None],
        **{f"widgets-{n}": [r["cpu_s"] for r in results[f"widgets-{n}"] if r.get("cpu_s") is not None]
           for n in WIDGET_COUNTS},
    }

    def cpu_ratio(name: str) -> float | None:
        top, bottom = (cpu[f"widgets-{WIDGET_COUNTS[-1]}"], cpu[f"widgets-{WIDGET_COUNTS[0]}"]) \
            if name == "widgets" else (cpu[name], cpu["bare"])
        return med(top) / med(bottom) if top and bottom and med(bottom) > 0 else None

    def ratio_text(value: float | None) -> str:
        return "-" if value is None else f"{value:.3f}"
    starts = {"return": [r["return"]["info"].get("start") for r in full],
              "offline": [r["offline"]["info"].get("start") for r in full],
              "http-cache return": [r["return"]["info"].get("start") for r in results["http-cache"]]}
    first_bytes = med([r["cold"]["bytes"] for r in full])
    sw_bytes = med([r["settled"]["bytes"] for r in full])
    return_bytes = med([r["return"]["bytes"] for r in full])
    offline_bytes = med([r["offline"]["bytes"] for r in full])
    http_return_bytes = med([r["return"]["bytes"] for r in results["http-cache"]])
    snapshot_bytes = med([r["settled"]["snapshot"]["bytes"] for r in full if r["settled"].get("snapshot")
                          and r["settled"]["snapshot"].get("saved")])
    stage_sets = {
        "cold": [r["cold"]["info"].get("stages", {}) for r in full],
        "return": [r["return"]["info"].get("stages", {}) for r in full],
    }
    stage_rows = []
    for visit_name, stage_list in stage_sets.items():
        for stage in dict.fromkeys(name for stages in stage_list for name in stages):
            stage_rows.append((f"    {visit_name}: {stage}, ms", f"{med([s.get(stage, 0) for s in stage_list]):.0f}",
                               "median, the worker's info.stages", ""))
    busy_during = [r["machine_busy"] for runs in results.values() for r in runs if r.get("machine_busy") is not None]

    def spread(values: list[float]) -> str:
        return f"median (min {min(values):.0f}, max {max(values):.0f})" if values else ""

    print(f"Combat Lab start-up benchmark: Chromium {chromium_version()} (headless), build "
          f"{manifest['build_hash'][:12]}, Pyodide {manifest.get('pyodide_version')}, {args.runs} runs of each "
          f"case (+{args.warmup} warm-up), rotating, a fresh profile each")
    print(f"server: {server.handler_name} over a copy of {args.static}; load average {load_before[0]:.2f} before, "
          f"{load_after[0]:.2f} after; {platform.machine()}, {os.cpu_count()} CPUs; niceness {os.nice(0)}")
    print(f"machine busy (all CPUs) just before each case, this benchmark idle: median {fmt_pct(med(quiet_seen))}; "
          f"during the cases, this benchmark included: median {fmt_pct(med(busy_during))}")
    rows = [
        ("bare: Pyodide + 1+1 (cold), ms", f"{bare_med:.0f}", spread(bare), ""),
        ("cold: first resolved combat, ms", f"{med(cold):.0f}", spread(cold), ""),
        ("return visit, ms", f"{med(back):.0f}", spread(back) + f"; start: {'/'.join(sorted(set(map(str, starts['return']))))}", ""),
        ("offline return visit, ms", f"{med(offline):.0f}", spread(offline) + f"; start: {'/'.join(sorted(set(map(str, starts['offline']))))}", ""),
        ("return, HTTP cache only, ms", f"{med(http_back):.0f}", spread(http_back) + f"; start: {'/'.join(sorted(set(map(str, starts['http-cache return']))))}", ""),
        (f"{WIDGET_COUNTS[0]} board resolved, ms", f"{med(widgets[WIDGET_COUNTS[0]]):.0f}", spread(widgets[WIDGET_COUNTS[0]]), ""),
        (f"{WIDGET_COUNTS[-1]} boards resolved, ms", f"{med(widgets[WIDGET_COUNTS[-1]]):.0f}", spread(widgets[WIDGET_COUNTS[-1]]), ""),
        ("cold ratio", f"{ratios['cold']:.3f}", f"cold / bare (median of pairs {paired_cold:.3f})", verdict("cold", ratios["cold"])),
        ("return-visit ratio", f"{ratios['return']:.3f}", "return / bare cold", verdict("return", ratios["return"])),
        ("offline ratio", f"{ratios['offline']:.3f}", "offline return / bare cold", verdict("offline", ratios["offline"])),
        ("service worker / HTTP cache", f"{ratios['sw_vs_http']:.3f}", "return visit, both", verdict("sw_vs_http", ratios["sw_vs_http"])),
        ("20 boards / 1 board", f"{ratios['widgets']:.3f}", "all resolved", verdict("widgets", ratios["widgets"])),
        ("browser CPU: cold / bare", ratio_text(cpu_ratio("cold")), "median CPU s of all the browser's "
         "processes: what other work on the machine disturbs least", ""),
        ("browser CPU: return / bare", ratio_text(cpu_ratio("return")), "the same", ""),
        ("browser CPU: 20 boards / 1", ratio_text(cpu_ratio("widgets")), "the same", ""),
        ("first visit bytes, to 1st combat", f"{first_bytes:,.0f}", "sent by the server (compressed)",
         f"<= {TARGET_FIRST_VISIT_BYTES:,}: {'met' if first_bytes <= TARGET_FIRST_VISIT_BYTES else 'MISSED'}"),
        ("  + service worker's copy", f"{sw_bytes:,.0f}", "the rest of the build, after", ""),
        ("  manifest: first visit", f"{manifest.get('first_visit_bytes', 0):,}",
         "uncompressed; as brotli: " + f"{manifest.get('first_visit_wire_bytes', {}).get('br', 0):,}", ""),
        ("return visit bytes", f"{return_bytes:,.0f}", "sent by the server", ""),
        ("offline visit bytes", f"{offline_bytes:,.0f}", "reached the server", ""),
        ("return bytes, HTTP cache only", f"{http_return_bytes:,.0f}", "sent by the server (304s: none)", ""),
        ("snapshot stored", f"{snapshot_bytes:,.0f}", "in Cache Storage", ""),
        ("  cold: CombatLab.ready, ms", f"{med([r['cold']['ready_ms'] for r in full]):.0f}", "median", ""),
        ("  return: CombatLab.ready, ms", f"{med([r['return']['ready_ms'] for r in full]):.0f}", "median", ""),
        ("  cold: the playground shows the verdict, ms", f"{med([r['cold']['shown_ms'] for r in full]):.0f}",
         "median; its own validate, options and resolve after CombatLab.ready", ""),
        ("  return: the playground shows the verdict, ms", f"{med([r['return']['shown_ms'] for r in full]):.0f}",
         "median; the same", ""),
        *stage_rows,
        ("    return: snapshot read + checked, ms",
         f"{med([r['return']['info'].get('snapshot', {}).get('readMs') or 0 for r in full]):.0f}",
         "median; meanwhile the runtime loads", ""),
    ]
    paint_rows, paint = first_paint.report_rows(results, bare_med, med, verdict, {
        "playground": med([r["cold"]["shown_ms"] for r in full]), "first_visit_bytes": first_bytes,
        **{f"widgets_{n}": med(widgets[n]) for n in WIDGET_COUNTS}})
    rows += [("answers at first paint (issue 26)", "", "", ""), *paint_rows]
    print(table(rows, ("measure", "value", "how", "target")))
    if args.json:
        print(json.dumps({
            "chromium": chromium_version(), "build_hash": manifest["build_hash"], "runs": args.runs,
            "warmup": args.warmup, "ratios": {k: round(v, 4) for k, v in ratios.items()}, "targets": TARGETS,
            "median_paired_cold_ratio": round(paired_cold, 4), "browser_cpu_s": cpu,
            "browser_cpu_ratios": {k: cpu_ratio(k) for k in ("cold", "return", "widgets")},
            "ms": {"bare": bare, "cold": cold, "return": back, "offline": offline, "http_cache_return": http_back,
                   **{f"widgets_{n}": v for n, v in widgets.items()}},
            "starts": starts,
            "bytes": {"first_visit_to_first_combat": first_bytes, "service_worker_copy": sw_bytes,
                      "return_visit": return_bytes, "offline_visit": offline_bytes,
                      "http_cache_return": http_return_bytes, "snapshot": snapshot_bytes,
                      "manifest_first_visit": manifest.get("first_visit_bytes"),
                      "manifest_first_visit_wire": manifest.get("first_visit_wire_bytes")},
            "stages": stage_sets,
            "machine_busy_before": quiet_seen, "machine_busy_during": busy_during,
            "loadavg": [load_before[0], load_after[0]], "niceness": os.nice(0), "first_paint": paint,
        }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
