"""Benchmark start-up in headless Chromium: index.html's first resolved combat against the bare runtime page.

    .venv/bin/python bench/startup.py            # 7 runs of each page, alternating, plus a warm-up pair
    .venv/bin/python bench/startup.py --runs 3   # quicker
    .venv/bin/python bench/startup.py --json     # the figures as JSON too (one line, last)

Needs a built static/ (``python3 build.py``), playwright from ``.venv`` and
Debian's Chromium (``/usr/bin/chromium``), launched as the browser tests launch
it. static/ is copied to a temporary snapshot first (other people rebuild
static/ while this runs) and served from 127.0.0.1 by a threading http.server
with build.py's handler (MIME types, CSP, ``Cache-Control: no-cache``).

What is timed, from navigation start (``performance.now()`` in the page, whose
origin is the navigation's start):

* full: ``index.html`` until the first ``CombatLab.resolve(example)`` is
  answered. An init script catches ``window.CombatLab`` as combatlab.js sets
  it, and calls ``resolve`` on the page's example (examples/gorger.json) as
  soon as ``CombatLab.ready`` resolves: the engine wheel installed by micropip
  from static/, the first combat resolved by the worker, the answer back in
  the page.
* bare: ``bare.html`` until its worker has loaded Pyodide (no packages) and
  posted ``1+1`` (``window.bareResult.ms``, taken by bare.js the same way).

Runs alternate bare/full, each in a fresh browser context (an empty HTTP
cache). The ratio is median(full) / median(bare); the target is at most 1.25.
Then, in the same context, a second visit of the same page (a new tab, HTTP
cache warm: every file is revalidated, ``Cache-Control: no-cache``), and
whether a service worker controls the page. Bytes: the response bodies that
the page and its workers received (playwright's request sizes), and the server's
count, against build-manifest.json's ``first_visit_bytes``.
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
TARGET_RATIO = 1.25
LOAD_TIMEOUT_MS = 180_000

# Catches window.CombatLab as combatlab.js sets it; resolves the example as soon
# as the engine is ready. %s is the example scenario (JSON).
FULL_INIT_SCRIPT = """
(() => {
  const bench = (window.__bench = { apiAt: null, readyAt: null, resolvedAt: null });
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
      bench.steps = answer && Array.isArray(answer.steps) ? answer.steps.length : null;
    }).catch((error) => { bench.error = String(error && error.message ? error.message : error); });
  };
  Object.defineProperty(window, "CombatLab", {
    configurable: true,
    enumerable: true,
    get() { return lab; },
    set(value) { lab = value; hook(value); },
  });
  // Should the page define window.CombatLab another way, find it by polling.
  const poll = setInterval(() => {
    if (bench.apiAt !== null) clearInterval(poll);
    else if (window.CombatLab) { bench.polled = true; hook(window.CombatLab); }
  }, 5);
})();
"""

FULL_DONE = "() => window.__bench && (window.__bench.resolvedAt !== null || 'error' in window.__bench)"
BARE_DONE = "() => document.body && ['done', 'failed'].includes(document.body.dataset.status)"
SERVICE_WORKER = (
    "async () => 'serviceWorker' in navigator ? {controlled: navigator.serviceWorker.controller !== null,"
    " registrations: (await navigator.serviceWorker.getRegistrations()).length} : null"
)


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


@dataclass
class Visit:
    """One page visit."""

    page: str
    ms: float
    details: dict[str, Any]
    bytes_seen: int
    requests_seen: int
    server_bytes: int
    server_statuses: dict[str, int]
    unseen: list[str]
    seen_paths: dict[str, int]
    served_paths: dict[str, int]


class Recorder:
    """What a browser context's pages and workers received (requestfinished / requestfailed)."""

    def __init__(self, context: Any) -> None:
        self.finished: list[Any] = []
        self.failed: list[str] = []
        context.on("requestfinished", lambda request: self.finished.append(request))
        context.on("requestfailed", lambda request: self.failed.append(f"{request.url}: {request.failure}"))

    def take(self) -> tuple[int, int, dict[str, int]]:
        """(body bytes, request count, body bytes by path) since the last call."""
        total, paths = 0, {}
        for request in self.finished:
            try:
                size = max(0, request.sizes().get("responseBodySize", 0))
            except Exception:  # noqa: BLE001 (a request of a closed page)
                size = 0
            total += size
            path = urlsplit(request.url).path
            paths[path] = paths.get(path, 0) + size
        count = len(self.finished)
        self.finished = []
        return total, count, paths


def visit(context: Any, recorder: Recorder, server: BenchServer, page_name: str, example_json: str,
          timeout_ms: int, profile: str | None = None) -> Visit:
    """Open ``page_name`` (full: index.html, bare: bare.html) in a new tab; time it; close the tab.

    With ``profile`` (the browser's own profile folder), also the CPU seconds that
    browser used meanwhile (all its processes and threads)."""
    server.take_log()
    ticks = cpu_ticks()
    page = context.new_page()
    cpu_before = tree_cpu_seconds(profile) if profile else None
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        if page_name == "full":
            page.add_init_script(FULL_INIT_SCRIPT % example_json)
            page.goto(server.url + "index.html", wait_until="commit")
            page.wait_for_function(FULL_DONE, timeout=timeout_ms, polling=50)
            bench = page.evaluate("() => window.__bench")
            if "error" in bench or not bench.get("ok"):
                raise RuntimeError(f"index.html: the first resolve failed: {bench.get('error', bench)} {errors}")
            ms = float(bench["resolvedAt"])
            details = {"api_ms": bench["apiAt"], "ready_ms": bench["readyAt"],
                       "resolve_ms": bench["resolvedAt"] - bench["readyAt"],
                       "worker_load_ms": bench["info"].get("loadMs"), "build_hash": bench["info"].get("buildHash"),
                       "stages": bench["info"].get("stages") or {},
                       "steps": bench.get("steps")}
        else:
            page.goto(server.url + "bare.html", wait_until="commit")
            page.wait_for_function(BARE_DONE, timeout=timeout_ms, polling=50)
            result = page.evaluate("() => window.bareResult")
            if "error" in result or result.get("value") != 2:
                raise RuntimeError(f"bare.html failed: {result} {errors}")
            ms = float(page.evaluate("() => window.bareResult.ms"))
            details = {"worker_load_ms": result.get("loadMs")}
        details["service_worker"] = page.evaluate(SERVICE_WORKER)
        details["service_workers_in_context"] = len(context.service_workers)
        nav = page.evaluate("() => { const n = performance.getEntriesByType('navigation')[0];"
                            " return n ? {responseEnd: n.responseEnd, domContentLoaded: n.domContentLoadedEventEnd,"
                            " load: n.loadEventEnd} : null; }")
        details["navigation"] = nav
        details["machine_busy"] = busy_between(ticks, cpu_ticks())
        cpu_after = tree_cpu_seconds(profile) if profile else None
        details["browser_cpu_s"] = cpu_after - cpu_before if cpu_before is not None and cpu_after is not None \
            else None
        seen_bytes, seen_count, seen_paths = recorder.take()  # sizes() needs the page still open
    finally:
        page.close()
    served = server.take_log()
    statuses: dict[str, int] = {}
    for entry in served:
        statuses[str(entry.status)] = statuses.get(str(entry.status), 0) + 1
    unseen = sorted({s.path for s in served} - set(seen_paths))
    served_paths: dict[str, int] = {}
    for entry in served:
        served_paths[entry.path] = served_paths.get(entry.path, 0) + entry.body_bytes
    return Visit(page_name, ms, details, seen_bytes, seen_count, sum(s.body_bytes for s in served), statuses,
                 unseen, seen_paths, served_paths)


@contextmanager
def fresh_context(playwright: Any, browser: Any, headless: bool) -> Iterator[tuple[Any, str | None]]:
    """A browser context with an empty cache, and its own profile folder (None for --incognito).

    With ``browser`` (--incognito): ``browser.new_context()``, an off-the-record
    context whose HTTP cache lives in memory. Chromium's in-memory cache does
    not keep an entry as large as pyodide.asm.wasm (9.6 MB), so a second visit
    downloads it again there. Without (the default): a new Chromium with a new,
    empty profile folder (``launch_persistent_context``), whose disk cache keeps
    every file, as a visitor's browser does.
    """
    if browser is not None:
        context = browser.new_context()
        try:
            yield context, None
        finally:
            context.close()
        return
    with tempfile.TemporaryDirectory(prefix="combatlab-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=headless)
        try:
            yield context, profile
        finally:
            context.close()


def one_run(playwright: Any, browser: Any, server: BenchServer, page_name: str, example_json: str,
            timeout_ms: int, headless: bool = True) -> tuple[Visit, Visit]:
    """A fresh context (empty cache): the first visit, then a second visit in a new tab."""
    with fresh_context(playwright, browser, headless) as (context, profile):
        recorder = Recorder(context)
        first = visit(context, recorder, server, page_name, example_json, timeout_ms, profile)
        second = visit(context, recorder, server, page_name, example_json, timeout_ms, profile)
        if recorder.failed:
            raise RuntimeError(f"{page_name}: failed requests: {recorder.failed[:5]}")
    return first, second


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7, help="measured runs of each page (default 7)")
    parser.add_argument("--warmup", type=int, default=1, help="unmeasured bare+full pairs first (default 1)")
    parser.add_argument("--static", type=Path, default=STATIC, help="the built static/ folder")
    parser.add_argument("--no-copy", action="store_true", help="serve static/ itself, not a snapshot")
    parser.add_argument("--incognito", action="store_true",
                        help="fresh contexts of one browser (in-memory cache) instead of a new profile each run")
    parser.add_argument("--headed", action="store_true", help="show the browser (needs a display)")
    parser.add_argument("--timeout", type=float, default=LOAD_TIMEOUT_MS / 1000, help="seconds per visit")
    parser.add_argument("--quiet", type=float, default=0.25, metavar="FRACTION",
                        help="before each run, wait until the machine is at most this busy (default 0.25)")
    parser.add_argument("--quiet-wait", type=float, default=30, metavar="S",
                        help="wait at most this long for that, then run anyway (default 30; 0: never wait)")
    parser.add_argument("--nice", type=int, default=0, metavar="N",
                        help="run this benchmark and everything it starts at niceness N (e.g. -10 as root, so "
                             "that other work on a busy machine disturbs it less; default 0: unchanged)")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = parser.parse_args(argv)
    if args.nice:
        os.nice(args.nice)  # inherited by the browser, node and the CPython subprocess
    timeout_ms = int(args.timeout * 1000)
    sync_playwright = import_playwright()

    with static_snapshot(args.static, copy=not args.no_copy) as (directory, manifest):
        example_path = directory / EXAMPLE
        example = json.loads(example_path.read_text(encoding="utf-8")) if example_path.exists() else FALLBACK_EXAMPLE
        example_json = json.dumps(example)
        server = BenchServer(directory)
        load_before = os.getloadavg()
        results: dict[str, list[tuple[Visit, Visit]]] = {"bare": [], "full": []}
        quiet_seen: list[float] = []
        try:
            with sync_playwright() as playwright:
                browser = launch_chromium(playwright, headless=not args.headed) if args.incognito else None
                version = browser.version if browser is not None else chromium_version()
                try:
                    for i in range(args.warmup + args.runs):
                        order = ("bare", "full") if i % 2 == 0 else ("full", "bare")
                        for name in order:
                            idle_busy = wait_for_quiet(args.quiet, args.quiet_wait)
                            if idle_busy is not None:
                                quiet_seen.append(idle_busy)
                            run = one_run(playwright, browser, server, name, example_json, timeout_ms,
                                          headless=not args.headed)
                            if i >= args.warmup:
                                results[name].append(run)
                            label = "warm-up" if i < args.warmup else f"run {i - args.warmup + 1}/{args.runs}"
                            busy = run[0].details.get("machine_busy")
                            cpu = run[0].details.get("browser_cpu_s")
                            print(f"  {label:>9} {name}: {run[0].ms:7.0f} ms, second visit "
                                  f"{run[1].ms:7.0f} ms (machine {fmt_pct(idle_busy)} busy before, "
                                  f"{fmt_pct(busy)} during; browser CPU "
                                  f"{'?' if cpu is None else f'{cpu:.1f}'} s)", file=sys.stderr, flush=True)
                finally:
                    if browser is not None:
                        browser.close()
        finally:
            server.close()
        load_after = os.getloadavg()

    first = {name: [r[0].ms for r in runs] for name, runs in results.items()}
    second = {name: [r[1].ms for r in runs if r[1]] for name, runs in results.items()}
    ratio = med(first["full"]) / med(first["bare"])
    ratio2 = med(second["full"]) / med(second["bare"])
    # Each run's bare and full are neighbours in time: the median of their ratios resists drift.
    paired = [f / b for f, b in zip(first["full"], first["bare"])]
    busy_during = [v[0].details["machine_busy"] for runs in results.values() for v in runs
                   if v[0].details.get("machine_busy") is not None]
    # CPU seconds the browser used (all processes and threads): what other work on the machine
    # changes least (it stretches wall time by taking turns, not this).
    cpu = {name: [v[0].details["browser_cpu_s"] for v in runs if v[0].details.get("browser_cpu_s") is not None]
           for name, runs in results.items()}
    cpu_ratio = med(cpu["full"]) / med(cpu["bare"]) if cpu["full"] and cpu["bare"] else None
    full_runs = [r[0] for r in results["full"]]
    bare_runs = [r[0] for r in results["bare"]]
    full_second = [r[1] for r in results["full"] if r[1]]
    ready = [v.details["ready_ms"] for v in full_runs]
    first_resolve = [v.details["resolve_ms"] for v in full_runs]
    worker_full = [v.details["worker_load_ms"] for v in full_runs]
    worker_bare = [v.details["worker_load_ms"] for v in bare_runs]
    # The worker's own stages (info.stages: ms in each, in order), median over the full runs.
    stage_names = list(dict.fromkeys(name for v in full_runs for name in v.details.get("stages", {})))
    stage_rows = [(f"    {name}, ms", f"{med([v.details['stages'].get(name, 0) for v in full_runs]):.0f}",
                   "median, info.stages", "") for name in stage_names]
    bytes_full = med([v.bytes_seen for v in full_runs])
    bytes_bare = med([v.bytes_seen for v in bare_runs])
    server_full = med([v.server_bytes for v in full_runs])
    bytes_second = med([v.bytes_seen for v in full_second])
    server_second = med([v.server_bytes for v in full_second])
    statuses_second = full_second[0].server_statuses if full_second else {}
    sw = [v.details["service_worker"] for v in full_runs + full_second]
    sw_present = any(s and (s.get("controlled") or s.get("registrations")) for s in sw) or any(
        v.details["service_workers_in_context"] for v in full_runs + full_second)
    manifest_bytes = manifest.get("first_visit_bytes")
    unseen = sorted({p for v in full_runs for p in v.unseen})
    # Which files make the differences: page vs server vs manifest (first full run).
    listed = {"/" + rel for rel in manifest.get("first_visit", [])}
    served = full_runs[0].served_paths if full_runs else {}
    seen = full_runs[0].seen_paths if full_runs else {}
    not_requested = sorted(listed - set(served))
    not_listed = sorted(set(served) - listed)
    body_not_seen = sorted(p for p, n in served.items() if n and seen.get(p, 0) < n)

    def spread(values: list[float], digits: int = 0) -> str:
        return f"min {min(values):.{digits}f}, max {max(values):.{digits}f}" if values else ""

    print(f"Combat Lab start-up benchmark: Chromium {version} (headless), build {manifest['build_hash'][:12]}, "
          f"Pyodide {manifest.get('pyodide_version')}, {args.runs} runs each (+{args.warmup} warm-up), "
          f"alternating, "
          f"{'fresh incognito context (in-memory cache)' if args.incognito else 'fresh profile (disk cache)'} each")
    print(f"server: {server.handler_name} over a snapshot of {args.static}; load average "
          f"{load_before[0]:.2f} before, {load_after[0]:.2f} after; {platform.machine()}, {os.cpu_count()} CPUs; "
          f"niceness {os.nice(0)}")
    print(f"machine busy (all CPUs) just before each run, this benchmark idle: median {fmt_pct(med(quiet_seen))} "
          f"(max {fmt_pct(max(quiet_seen) if quiet_seen else None)}; waited for <= {args.quiet:.0%}, at most "
          f"{args.quiet_wait:g} s); during first visits, this benchmark included: median {fmt_pct(med(busy_during))}")
    rows = [
        ("bare: Pyodide + 1+1, ms", f"{med(first['bare']):.0f}", f"median ({spread(first['bare'])})", ""),
        ("full: first resolve, ms", f"{med(first['full']):.0f}", f"median ({spread(first['full'])})", ""),
        ("ratio full/bare", f"{ratio:.3f}", "median / median",
         f"<= {TARGET_RATIO}: {'met' if ratio <= TARGET_RATIO else 'MISSED'}"),
        ("ratio of the minimums", f"{min(first['full']) / min(first['bare']):.3f}",
         "min / min: the least disturbed runs", ""),
        ("ratio, median of pairs", f"{med(paired):.3f}", f"each run's full / bare ({spread(paired, 2)})", ""),
        ("browser CPU, bare, s", f"{med(cpu['bare']):.2f}" if cpu["bare"] else "-",
         "median; all the browser's processes", ""),
        ("browser CPU, full, s", f"{med(cpu['full']):.2f}" if cpu["full"] else "-",
         "median; all the browser's processes", ""),
        ("browser CPU ratio", f"{cpu_ratio:.3f}" if cpu_ratio else "-", "median / median: load-resistant", ""),
        ("  full: CombatLab.ready, ms", f"{med(ready):.0f}", "median, from navigation start", ""),
        ("  full: first resolve call, ms", f"{med(first_resolve):.1f}", "median, ready -> answer", ""),
        ("  worker load (full), ms", f"{med(worker_full):.0f}", "median, info.loadMs", ""),
        *stage_rows,
        ("  worker load (bare), ms", f"{med(worker_bare):.0f}", "median, bareResult.loadMs", ""),
        ("second visit bare, ms", f"{med(second['bare']):.0f}", f"median ({spread(second['bare'])})", ""),
        ("second visit full, ms", f"{med(second['full']):.0f}", f"median ({spread(second['full'])})", ""),
        ("second visit ratio", f"{ratio2:.3f}", "same context, HTTP cache warm", ""),
        ("first visit bytes (page)", f"{bytes_full:,.0f}", "response bodies seen by page + workers", ""),
        ("first visit bytes (server)", f"{server_full:,.0f}", "Content-Length of the 200s sent", ""),
        ("manifest first_visit_bytes", f"{manifest_bytes:,}", "static/build-manifest.json",
         f"page/manifest {bytes_full / manifest_bytes:.4f}" if manifest_bytes else ""),
        ("bare first visit bytes", f"{bytes_bare:,.0f}", "response bodies seen by page + worker", ""),
        ("second visit bytes (page)", f"{bytes_second:,.0f}",
         "statuses " + ", ".join(f"{k}: {v}" for k, v in sorted(statuses_second.items())), ""),
        ("second visit bytes (server)", f"{server_second:,.0f}", "bodies sent (304s carry none)", ""),
        ("service worker", "yes" if sw_present else "no", "controller / registrations / context", ""),
    ]
    print(table(rows, ("measure", "value", "how", "target")))
    if unseen:
        print(f"note: served but not seen by playwright's request events: {', '.join(unseen)}")
    if not_requested:
        print(f"note: in the manifest's first_visit but not requested by index.html: {', '.join(not_requested)}")
    if not_listed:
        print(f"note: requested by index.html but not in the manifest's first_visit: {', '.join(not_listed)}")
    if body_not_seen:
        print(f"note: served bodies that playwright reports smaller or not at all: {', '.join(body_not_seen)}")
    if args.json:
        print(json.dumps({
            "chromium": version, "build_hash": manifest["build_hash"], "runs": args.runs, "warmup": args.warmup,
            "bare_ms": first["bare"], "full_ms": first["full"],
            "median_bare_ms": round(med(first["bare"]), 1), "median_full_ms": round(med(first["full"]), 1),
            "ratio": round(ratio, 4), "target_ratio": TARGET_RATIO, "met": ratio <= TARGET_RATIO,
            "min_ratio": round(min(first["full"]) / min(first["bare"]), 4),
            "browser_cpu_s": cpu, "browser_cpu_ratio": round(cpu_ratio, 4) if cpu_ratio else None,
            "paired_ratios": [round(r, 4) for r in paired], "median_paired_ratio": round(med(paired), 4),
            "machine_busy_before_runs": quiet_seen, "machine_busy_during_first_visits": busy_during,
            "median_ready_ms": round(med(ready), 1), "median_first_resolve_call_ms": round(med(first_resolve), 2),
            "median_worker_load_ms": {"full": med(worker_full), "bare": med(worker_bare)},
            "second_visit_bare_ms": second["bare"], "second_visit_full_ms": second["full"],
            "median_second_visit_ms": {"bare": round(med(second["bare"]), 1), "full": round(med(second["full"]), 1)},
            "second_visit_ratio": round(ratio2, 4), "service_worker": sw_present,
            "first_visit_bytes_page": bytes_full, "first_visit_bytes_server": server_full,
            "manifest_first_visit_bytes": manifest_bytes, "bare_first_visit_bytes_page": bytes_bare,
            "second_visit_bytes_page": bytes_second, "second_visit_bytes_server": server_second,
            "second_visit_statuses": statuses_second, "served_not_seen": unseen,
            "manifest_not_requested": not_requested, "requested_not_in_manifest": not_listed,
            "body_not_seen_by_page": body_not_seen,
            "loadavg": [load_before[0], load_after[0]],
            "context": "incognito" if args.incognito else "fresh-profile", "niceness": os.nice(0),
        }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
