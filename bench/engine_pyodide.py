"""Benchmark the engine in Pyodide (Node 20 and Chromium) against CPython, side by side in one run.

    .venv/bin/python bench/engine_pyodide.py             # 3 rounds over the corpus, 51 repeats of the big boards
    .venv/bin/python bench/engine_pyodide.py --quick     # 1 round, 15 repeats
    .venv/bin/python bench/engine_pyodide.py --json      # the figures as JSON too (one line, last)
    .venv/bin/python bench/engine_pyodide.py --only cpython,node   # a subset of the runtimes

The same Python timing code (TIMING_CODE below) times the same engine wheel
(static/'s, named in build-manifest.json) on the same corpus (bench/corpus.py's
1,000 legal mtg boards, plus its 20-vs-20 and 40-vs-40 boards) in each runtime:

* cpython: a subprocess of this Python (``-I``) with only the wheel on sys.path
  (zipimport: exactly the code that Pyodide installs).
* node: ``node bench/engine_pyodide.mjs``: Pyodide from static/pyodide/,
  micropip from static/wheels/, ``micropip.install`` of the engine wheel (as
  tests/test_pyodide_node.py does), then the timing code.
* chromium-worker: the same bench/engine_pyodide.mjs as a module worker in
  headless Chromium (Debian's, launched as the browser tests launch it). A bench
  page may not go into static/, so the bench's own server answers
  /__bench__/blank.html and /__bench__/engine_pyodide.mjs beside a snapshot of
  static/: same origin, same CSP and the same files as the page's worker.
* chromium-page: index.html itself: ``CombatLab.call("resolve", board)`` in a
  loop, timed in the page with performance.now(): what a visitor's click costs,
  with JSON.stringify, postMessage to the engine worker, the bridge's
  json.loads/json.dumps, postMessage back and JSON.parse. Also the messaging
  alone: calls the worker refuses before reaching Python.

All runtimes are loaded first; then they take turns, one request at a time
(never two runtimes working at once): round r of the corpus in each runtime,
starting with a different runtime each round, then the big boards in chunks the
same way. Slow drift in the machine's load (other work on a 2-core machine)
falls on every runtime alike, so the ratios are side by side.

Measures: corpus resolutions per second with ``pyengine.resolve(dict)`` (best
of the rounds, as bench/engine.py) and with ``pyengine.bridge.call("resolve",
json_text)`` (what the page's worker runs); the 20-vs-20 and 40-vs-40 boards,
median of the repeats. Ratios are CPython's rate over the runtime's (target
<= 2.5); one 20-vs-20 board in Chromium: target < 16 ms (median).

Timer: time.perf_counter, which in Pyodide is performance.now(). Chromium
coarsens that to 100 us in a context that is not cross-origin isolated (as
here), so each big board is also given as the mean of 20 in a row timed as one
piece ("batch").
"""

from __future__ import annotations

import argparse
import contextlib
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
from pathlib import Path
from typing import Any

HERE = Path(__file__).absolute().parent
sys.path[:0] = [str(HERE)]

import corpus  # noqa: E402
import startup  # noqa: E402

HARNESS = HERE / "engine_pyodide.mjs"
TARGET_RATIO = 2.5
TARGET_20_MS_CHROMIUM = 16.0
RUNTIMES = ("cpython", "node", "chromium-worker", "chromium-page")

# Run as is in every runtime: defines step(request_json) -> response_json, which
# dispatches {"fn": "setup" | "corpus_round" | "big", "args": [...]}.
TIMING_CODE = r"""
import gc
import json
import platform
import statistics
import sys
import time

_state = {}


def _clock_resolution():
    # The smallest step time.perf_counter takes (Chromium coarsens performance.now()).
    clock = time.perf_counter
    steps = []
    for _ in range(200):
        start = clock()
        now = clock()
        while now == start:
            now = clock()
        steps.append(now - start)
    return min(steps)


def setup(data):
    import pyengine
    from pyengine import bridge

    scenario_error = pyengine.ScenarioError

    def resolve(board):
        try:
            return pyengine.resolve(board)
        except scenario_error:
            return None

    def call(text):
        return bridge.call("resolve", text)

    boards = data["corpus"]
    texts = [json.dumps(board) for board in boards]
    big = data["boards"]
    _state.update(resolve=resolve, call=call, boards=boards, texts=texts, big=big,
                  big_texts={name: json.dumps(board) for name, board in big.items()})
    started = time.perf_counter()
    refused = sum(resolve(board) is None for board in boards)  # also the warm-up
    warmup_s = time.perf_counter() - started
    not_ok = sum(not json.loads(call(text))["ok"] for text in texts)
    return {"python": sys.version.split()[0], "implementation": platform.python_implementation(),
            "platform": sys.platform, "engine_version": getattr(pyengine, "__version__", "?"),
            "engine_file": getattr(pyengine, "__file__", "?"), "boards": len(boards), "refused": refused,
            "not_ok": not_ok, "warmup_s": warmup_s, "clock_resolution_us": _clock_resolution() * 1e6}


def _function(kind):
    return _state["resolve"] if kind == "resolve" else _state["call"]


def corpus_round(kind):
    function = _function(kind)
    items = _state["boards"] if kind == "resolve" else _state["texts"]
    gc.collect()
    start = time.perf_counter()
    for item in items:
        function(item)
    return {"s": time.perf_counter() - start}


def big(name, kind, repeats, batch):
    function = _function(kind)
    item = _state["big"][name] if kind == "resolve" else _state["big_texts"][name]
    function(item)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function(item)
        times.append((time.perf_counter() - start) * 1000)
    batch_mean = None
    if batch:
        start = time.perf_counter()
        for _ in range(batch):
            function(item)
        batch_mean = (time.perf_counter() - start) * 1000 / batch
    return {"times_ms": times, "batch_mean_ms": batch_mean}


_CALLS = {"setup": setup, "corpus_round": corpus_round, "big": big}


def step(request_json):
    request = json.loads(request_json)
    return json.dumps(_CALLS[request["fn"]](*request.get("args", [])))
"""

# CPython: only the engine wheel on sys.path (-I: no cwd, no user site, no PYTHON* variables).
CPYTHON_DRIVER = r"""
import json, sys
wheel, code_file = sys.argv[1], sys.argv[2]
sys.path[:0] = [wheel]
namespace = {}
exec(open(code_file, encoding="utf-8").read(), namespace)
print(json.dumps({"ok": True}), flush=True)
for line in sys.stdin:
    if line.strip():
        print(namespace["step"](line), flush=True)
"""

# A module worker running bench/engine_pyodide.mjs; window.__benchRequest(text) -> answer text.
WORKER_START = r"""
async ({harness, staticUrl, code}) => {
  const worker = new Worker(harness, {type: "module"});
  const waiting = [];
  const next = () => new Promise((resolve, reject) => waiting.push({resolve, reject}));
  worker.addEventListener("message", (event) => waiting.shift().resolve(event.data));
  worker.addEventListener("error", (event) => {
    for (const w of waiting.splice(0)) w.reject(new Error(event.message || "worker error"));
  });
  const started = next();
  await started;
  const loaded = next();
  worker.postMessage({init: {staticUrl, code}});
  const answer = await loaded;
  window.__benchRequest = async (request) => {
    const reply = next();
    worker.postMessage({request});
    const data = await reply;
    if (data.error) throw new Error(data.error);
    return data.response;
  };
  return answer;
}
"""

# index.html's own API, timed in the page (performance.now()).
PAGE_SETUP = r"""
async (data) => {
  await window.CombatLab.ready;
  window.__data = data;
  const call = (board) => window.CombatLab.call("resolve", board);
  let notOk = 0;
  for (const board of data.corpus) if (!(await call(board)).ok) notOk += 1;   // also the warm-up
  return {boards: data.corpus.length, not_ok: notOk, refused: 0, user_agent: navigator.userAgent};
}
"""
PAGE_ROUND = r"""
async () => {
  const call = (board) => window.CombatLab.call("resolve", board);
  const start = performance.now();
  for (const board of window.__data.corpus) await call(board);
  return {s: (performance.now() - start) / 1000};
}
"""
PAGE_BIG = r"""
async ([name, repeats, batch]) => {
  const board = window.__data.boards[name];
  const call = () => window.CombatLab.call("resolve", board);
  await call();
  const times = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  let batchMean = null;
  if (batch) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) await call();
    batchMean = (performance.now() - start) / batch;
  }
  return {times_ms: times, batch_mean_ms: batchMean};
}
"""
# The messaging alone: calls that the worker refuses before Python (an unknown name).
PAGE_ECHO = r"""
async (count) => {
  const start = performance.now();
  for (let i = 0; i < count; i++) await window.CombatLab.call("no-such-call", null).catch(() => null);
  return {mean_ms: (performance.now() - start) / count};
}
"""

BLANK_PAGE = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>engine bench</title></head>
<body><p>Combat Lab engine benchmark harness (served by bench/engine_pyodide.py, not part of static/).</p></body></html>
"""


class Runtime:
    """One loaded runtime that answers timing requests one at a time."""

    name = ""
    label = ""
    kinds: tuple[str, ...] = ("resolve", "bridge")
    load_ms: float | None = None

    def request(self, fn: str, *args: Any) -> Any:
        raise NotImplementedError

    def cpu_seconds(self) -> float | None:
        """CPU seconds (user + system, every thread) the runtime's process(es) used so far, if known."""
        return None

    def close(self) -> None:
        pass


class ProcessRuntime(Runtime):
    """A subprocess answering one JSON line per request line (CPython, Node)."""

    def __init__(self, name: str, label: str, cmd: list[str], timeout: float) -> None:
        self.name, self.label, self.timeout = name, label, timeout
        self.stderr = tempfile.TemporaryFile("w+", encoding="utf-8")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                     text=True, cwd=tempfile.gettempdir())
        hello = self._read()
        if not hello.get("ok"):
            raise RuntimeError(f"{name} failed to load: {hello.get('error')}")
        self.hello = hello
        self.load_ms = hello.get("load_ms")

    def _read(self) -> Any:
        timer = threading.Timer(self.timeout, self.proc.kill)
        timer.start()
        try:
            line = self.proc.stdout.readline() if self.proc.stdout else ""
        finally:
            timer.cancel()
        if not line:
            self.stderr.seek(0)
            raise RuntimeError(f"{self.name} stopped (exit {self.proc.poll()}): {self.stderr.read()[-2000:]}")
        return json.loads(line)

    def request(self, fn: str, *args: Any) -> Any:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"fn": fn, "args": list(args)}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def cpu_seconds(self) -> float | None:
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.stderr.close()


class ChromiumRuntime(Runtime):
    """A tab of the bench's Chromium (one browser, its own profile folder, for both Chromium runtimes)."""

    def __init__(self, context: Any, profile: str, version: str) -> None:
        self.profile, self.version = profile, version
        self.page = context.new_page()

    def cpu_seconds(self) -> float | None:
        # The whole browser: while one runtime works the others wait, so this is that runtime's.
        return startup.tree_cpu_seconds(self.profile)

    def close(self) -> None:
        self.page.close()


class WorkerRuntime(ChromiumRuntime):
    """bench/engine_pyodide.mjs as a module worker in a Chromium tab (a blank bench page)."""

    name = "chromium-worker"

    def __init__(self, context: Any, profile: str, version: str, server: startup.BenchServer, code: str) -> None:
        super().__init__(context, profile, version)
        page = self.page
        page.goto(server.url + "__bench__/blank.html")
        hello = page.evaluate(WORKER_START, {"harness": server.url + "__bench__/engine_pyodide.mjs",
                                             "staticUrl": server.url, "code": code})
        if not hello.get("ok"):
            raise RuntimeError(f"chromium worker failed to load: {hello.get('error')}")
        self.load_ms = hello.get("load_ms")
        self.label = f"Pyodide {hello.get('pyodide_version')} in Chromium {version} (module worker)"

    def request(self, fn: str, *args: Any) -> Any:
        return json.loads(self.page.evaluate("(text) => window.__benchRequest(text)",
                                             json.dumps({"fn": fn, "args": list(args)})))


class PageRuntime(ChromiumRuntime):
    """index.html's CombatLab.call, timed in the page: the engine worker as a visitor's click reaches it."""

    name = "chromium-page"
    kinds = ("bridge",)

    def __init__(self, context: Any, profile: str, version: str, server: startup.BenchServer,
                 timeout_ms: int) -> None:
        super().__init__(context, profile, version)
        page = self.page
        page.goto(server.url + "index.html")
        page.wait_for_function("() => window.CombatLab !== undefined", timeout=timeout_ms)
        info = page.evaluate("() => window.CombatLab.ready")
        self.load_ms = info.get("loadMs")
        self.label = f"index.html CombatLab.call in Chromium {version} (page -> engine worker -> page)"

    def request(self, fn: str, *args: Any) -> Any:
        if fn == "setup":
            return self.page.evaluate(PAGE_SETUP, args[0])
        if fn == "corpus_round":
            return self.page.evaluate(PAGE_ROUND)
        if fn == "big":
            name, _kind, repeats, batch = args
            return self.page.evaluate(PAGE_BIG, [name, repeats, batch])
        if fn == "echo":
            return self.page.evaluate(PAGE_ECHO, args[0])
        raise ValueError(fn)


def rotated(items: list[Any], by: int) -> list[Any]:
    """items, starting at index ``by`` (so each runtime takes its turn first)."""
    by %= max(1, len(items))
    return items[by:] + items[:by]


def measure(runtimes: list[Runtime], data: dict[str, Any], rounds: int, repeats: int,
            batch: int, quiet: float, quiet_wait: float) -> tuple[dict[str, dict[str, Any]], dict[str, list[float]]]:
    """Set every runtime up, then take turns: corpus rounds, then the big boards in chunks.

    Before each round (every runtime idle) wait up to ``quiet_wait`` s for the
    machine to be at most ``quiet`` busy; returns the figures and the machine's
    busy fractions before and during the rounds.
    """
    out: dict[str, dict[str, Any]] = {}
    machine: dict[str, list[float]] = {"before_rounds": [], "during_rounds": []}
    for runtime in runtimes:
        started = time.monotonic()
        info = runtime.request("setup", data)
        out[runtime.name] = {"info": info, "rounds": {kind: [] for kind in runtime.kinds},
                             "cpu_rounds": {kind: [] for kind in runtime.kinds},
                             "big": {name: {kind: {"times_ms": [], "batch_mean_ms": None} for kind in runtime.kinds}
                                     for name in data["boards"]}}
        print(f"  {runtime.name}: set up (warm-up over the corpus) in {time.monotonic() - started:.0f} s",
              file=sys.stderr, flush=True)
    for r in range(rounds):
        before = startup.wait_for_quiet(quiet, quiet_wait)
        if before is not None:
            machine["before_rounds"].append(before)
        ticks = startup.cpu_ticks()
        for kind in ("resolve", "bridge"):
            for runtime in rotated(runtimes, r):
                if kind in runtime.kinds:
                    cpu_before = runtime.cpu_seconds()
                    out[runtime.name]["rounds"][kind].append(runtime.request("corpus_round", kind)["s"])
                    cpu_after = runtime.cpu_seconds()
                    if cpu_before is not None and cpu_after is not None:
                        out[runtime.name]["cpu_rounds"][kind].append(cpu_after - cpu_before)
        during = startup.busy_between(ticks, startup.cpu_ticks())
        if during is not None:
            machine["during_rounds"].append(during)
        print(f"  round {r + 1}/{rounds} (machine {startup.fmt_pct(before)} busy before, "
              f"{startup.fmt_pct(during)} during): " + ", ".join(
            f"{name} {' / '.join(f'{v[-1]:.2f}' for v in o['rounds'].values())} s" for name, o in out.items()),
            file=sys.stderr, flush=True)
    chunks = max(1, min(rounds, repeats))
    for name in data["boards"]:
        for c in range(chunks):
            count = repeats // chunks + (1 if c < repeats % chunks else 0)
            last = c == chunks - 1
            for runtime in rotated(runtimes, c):
                for kind in runtime.kinds:
                    answer = runtime.request("big", name, kind, count, batch if last else 0)
                    entry = out[runtime.name]["big"][name][kind]
                    entry["times_ms"] += answer["times_ms"]
                    if last:
                        entry["batch_mean_ms"] = answer["batch_mean_ms"]
    for runtime in runtimes:
        if isinstance(runtime, PageRuntime):
            out[runtime.name]["echo_ms"] = runtime.request("echo", 200)["mean_ms"]
    return out, machine


def fmt(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def summarize(name: str, runtime: Runtime, measured: dict[str, Any]) -> dict[str, Any]:
    """The figures of one runtime: best-round rates, big-board medians."""
    info = measured["info"]
    boards = info["boards"]
    rounds = measured["rounds"]

    def rate(kind: str, which: dict[str, list[float]] = rounds) -> float | None:
        times = which.get(kind)
        return boards / min(times) if times and min(times) > 0 else None

    def board(board_name: str, kind: str, key: str) -> float | None:
        entry = measured["big"][board_name].get(kind)
        if not entry or not entry["times_ms"]:
            return None
        return statistics.median(entry["times_ms"]) if key == "median" else entry["batch_mean_ms"]

    kind = "resolve" if "resolve" in runtime.kinds else "bridge"
    return {
        "runtime": runtime.label, "python": info.get("python"), "load_ms": runtime.load_ms,
        "clock_resolution_us": info.get("clock_resolution_us"), "engine_file": info.get("engine_file"),
        "refused": info.get("refused", 0), "not_ok": info.get("not_ok", 0), "warmup_s": info.get("warmup_s"),
        "resolve_per_s": rate("resolve"), "bridge_per_s": rate("bridge"),
        "resolve_per_cpu_s": rate("resolve", measured["cpu_rounds"]),
        "bridge_per_cpu_s": rate("bridge", measured["cpu_rounds"]),
        "round_s": rounds, "cpu_round_s": measured["cpu_rounds"],
        "ms_20_vs_20": board("20-vs-20", kind, "median"), "batch_20_vs_20": board("20-vs-20", kind, "batch"),
        "bridge_ms_20_vs_20": board("20-vs-20", "bridge", "median"),
        "ms_40_vs_40": board("40-vs-40", kind, "median"),
        "messaging_ms": measured.get("echo_ms"),
        "big_times_ms": {f"{board_name} {k}": [round(t, 3) for t in entry["times_ms"]]
                         for board_name, kinds in measured["big"].items() for k, entry in kinds.items()},
    }


def print_report(figures: dict[str, dict[str, Any]], header_lines: list[str]) -> list[str]:
    """The table and the verdicts; returns the verdict lines."""
    for line in header_lines:
        print(line)
    for name, f in figures.items():
        extra = ""
        if f.get("python"):
            extra = f" (Python {f['python']}, clock step {f['clock_resolution_us']:.1f} us"
            extra += f", load {f['load_ms']:,.0f} ms)" if f.get("load_ms") is not None else ")"
        print(f"  {name}: {f['runtime']}{extra}")
    header = ("runtime", "resolve/s", "x CPython", "bridge/s", "x CPython", "CPU x res", "CPU x bri",
              "20v20 ms", "batch ms", "40v40 ms")
    rows = [(name, fmt(f["resolve_per_s"]), fmt(f.get("ratio_resolve"), 2), fmt(f["bridge_per_s"]),
             fmt(f.get("ratio_bridge"), 2), fmt(f.get("cpu_ratio_resolve"), 2), fmt(f.get("cpu_ratio_bridge"), 2),
             fmt(f["ms_20_vs_20"], 2), fmt(f["batch_20_vs_20"], 2), fmt(f["ms_40_vs_40"], 2))
            for name, f in figures.items()]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    print("  ".join(h.rjust(w) if i else h.ljust(w) for i, (h, w) in enumerate(zip(header, widths))))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))))
    print("resolve/s: pyengine.resolve(dict) over the corpus, best round; bridge/s: bridge.call('resolve', json) "
          "(chromium-page: CombatLab.call from index.html, worker messaging and JSON in the page included); "
          "x CPython: CPython's rate / this rate; CPU x res, CPU x bri: the same ratios of CPU time (the process, all its threads; Chromium: the whole browser) instead of wall time, best round each; 20v20, 40v40: median ms of one resolve (chromium-page: of one "
          "CombatLab.call); batch: mean of 20 in a row, timed as one piece")
    verdicts = []
    worst = [f["ratio_resolve"] for n, f in figures.items() if n in ("node", "chromium-worker")
             and f.get("ratio_resolve") is not None]
    if worst:
        verdicts.append(f"Pyodide/CPython <= {TARGET_RATIO}x (resolve rate): worst {max(worst):.2f}x, "
                        f"{'met' if max(worst) <= TARGET_RATIO else 'MISSED'}"
                        + (f" (Chromium worker {figures['chromium-worker']['ratio_resolve']:.2f}x)"
                           if figures.get("chromium-worker", {}).get("ratio_resolve") else ""))
    if "chromium-worker" in figures:
        ms = figures["chromium-worker"]["ms_20_vs_20"]
        line = (f"one 20-vs-20 board in Chromium < {TARGET_20_MS_CHROMIUM:g} ms: {ms:.2f} ms in the worker, "
                f"{'met' if ms < TARGET_20_MS_CHROMIUM else 'MISSED'}")
        if "chromium-page" in figures:
            line += f"; {figures['chromium-page']['ms_20_vs_20']:.2f} ms through CombatLab.call"
        verdicts.append(line)
    if figures.get("chromium-page", {}).get("messaging_ms") is not None:
        verdicts.append(f"index.html messaging alone (a call the worker refuses before Python): "
                        f"{figures['chromium-page']['messaging_ms']:.3f} ms per call")
    for line in verdicts:
        print("target: " + line)
    problems = [f"{n}: {f['refused']} refused, {f['not_ok']} not ok" for n, f in figures.items()
                if f["refused"] or f["not_ok"]]
    if problems:
        print("WARNING: the corpus is not all legal here: " + "; ".join(problems))
    return verdicts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="1 round, 15 repeats")
    parser.add_argument("--rounds", type=int, default=3, help="rounds over the corpus per runtime (best is kept)")
    parser.add_argument("--repeats", type=int, default=51, help="repeats of each big board (median is kept)")
    parser.add_argument("--seed", type=int, default=corpus.SEED)
    parser.add_argument("--size", type=int, default=corpus.SIZE, help="boards in the corpus")
    parser.add_argument("--only", default=",".join(RUNTIMES), help=f"comma-separated subset of {','.join(RUNTIMES)}")
    parser.add_argument("--static", type=Path, default=startup.STATIC, help="the built static/ folder")
    parser.add_argument("--timeout", type=float, default=600, help="seconds for one request to a runtime")
    parser.add_argument("--quiet", type=float, default=0.25, metavar="FRACTION",
                        help="before each round, wait until the machine is at most this busy (default 0.25)")
    parser.add_argument("--quiet-wait", type=float, default=30, metavar="S",
                        help="wait at most this long for that, then run anyway (default 30; 0: never wait)")
    parser.add_argument("--nice", type=int, default=0, metavar="N",
                        help="run this benchmark and everything it starts at niceness N (e.g. -10 as root, so "
                             "that other work on a busy machine disturbs it less; default 0: unchanged)")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = parser.parse_args(argv)
    if args.nice:
        os.nice(args.nice)  # inherited by the browser, node and the CPython subprocess
    which = [name for name in RUNTIMES if name in args.only.split(",")]
    if not which:
        parser.error(f"--only: none of {', '.join(RUNTIMES)}")
    rounds, repeats = (1, 15) if args.quick else (args.rounds, args.repeats)
    batch = 20
    data = {"corpus": corpus.corpus(args.seed, args.size),
            "boards": {"20-vs-20": corpus.n_vs_n(20, args.seed), "40-vs-40": corpus.n_vs_n(40, args.seed)}}
    load_before = os.getloadavg()
    runtimes: list[Runtime] = []
    chromium_version = None

    with contextlib.ExitStack() as stack:
        static, manifest = stack.enter_context(startup.static_snapshot(args.static))
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="combatlab-bench-")))
        code_file = tmp / "timing.py"
        code_file.write_text(TIMING_CODE, encoding="utf-8")
        for name in which:  # load one at a time: loading is not what is measured
            started = time.monotonic()
            if name == "cpython":
                runtimes.append(ProcessRuntime(
                    name, f"CPython {platform.python_version()} ({sys.executable}), the wheel by zipimport",
                    [sys.executable, "-I", "-c", CPYTHON_DRIVER, str(static / manifest["engine_wheel"]),
                     str(code_file)], args.timeout))
            elif name == "node":
                node = shutil.which("node")
                if node is None:
                    raise SystemExit("node is not installed (or use --only without node)")
                runtime = ProcessRuntime(name, "", [node, str(HARNESS), str(static), str(code_file)], args.timeout)
                runtime.label = (f"Pyodide {runtime.hello.get('pyodide_version')} on Node "
                                 f"{runtime.hello.get('node_version')}")
                runtimes.append(runtime)
            else:
                if chromium_version is None:
                    playwright = stack.enter_context(startup.import_playwright()())
                    server = startup.BenchServer(static, routes={
                        "/__bench__/blank.html": (BLANK_PAGE, "text/html; charset=utf-8"),
                        "/__bench__/engine_pyodide.mjs": (HARNESS.read_bytes(), "text/javascript"),
                    })
                    stack.callback(server.close)
                    # One Chromium with a profile folder of its own: its processes carry the folder's
                    # name on their command lines, so its CPU time can be read from /proc.
                    profile = stack.enter_context(tempfile.TemporaryDirectory(prefix="combatlab-profile-"))
                    if not startup.CHROMIUM.exists():
                        raise SystemExit(f"{startup.CHROMIUM} is missing: `python3 build.py test` installs it")
                    context = playwright.chromium.launch_persistent_context(
                        profile, executable_path=str(startup.CHROMIUM), args=startup.CHROMIUM_ARGS, headless=True)
                    stack.callback(context.close)
                    context.set_default_timeout(args.timeout * 1000)
                    chromium_version = startup.chromium_version()
                if name == "chromium-worker":
                    runtimes.append(WorkerRuntime(context, profile, chromium_version, server, TIMING_CODE))
                else:
                    runtimes.append(PageRuntime(context, profile, chromium_version, server,
                                                int(args.timeout * 1000)))
            stack.callback(runtimes[-1].close)
            print(f"  {name}: loaded in {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
        measured, machine = measure(runtimes, data, rounds, repeats, batch, args.quiet, args.quiet_wait)
        figures = {runtime.name: summarize(runtime.name, runtime, measured[runtime.name]) for runtime in runtimes}
    load_after = os.getloadavg()

    base = figures.get("cpython")
    for name, f in figures.items():
        if base and name != "cpython":
            f["ratio_resolve"] = base["resolve_per_s"] / f["resolve_per_s"] if f["resolve_per_s"] else None
            f["ratio_bridge"] = base["bridge_per_s"] / f["bridge_per_s"] if f["bridge_per_s"] else None
            for kind in ("resolve", "bridge"):
                mine, theirs = f[f"{kind}_per_cpu_s"], base[f"{kind}_per_cpu_s"]
                f[f"cpu_ratio_{kind}"] = theirs / mine if mine and theirs else None
    header_lines = [
        f"Combat Lab engine benchmark in Pyodide: build {manifest['build_hash'][:12]} ({manifest['engine_wheel']}), "
        f"{args.size} mtg boards (seed {args.seed}); {rounds} round(s) per runtime, taking turns, best kept; "
        f"big boards: median of {repeats}",
        f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {platform.machine()}, "
        f"{os.cpu_count()} CPUs; machine busy (all CPUs) before rounds "
        f"{', '.join(startup.fmt_pct(b) for b in machine['before_rounds']) or '?'}, during rounds "
        f"{', '.join(startup.fmt_pct(b) for b in machine['during_rounds']) or '?'} (one runtime at work is "
        f"{1 / (os.cpu_count() or 1):.0%} or a bit more); niceness {os.nice(0)}",
    ]
    verdicts = print_report(figures, header_lines)
    if args.json:
        print(json.dumps({"build_hash": manifest["build_hash"], "engine_wheel": manifest["engine_wheel"],
                          "boards": args.size, "seed": args.seed, "rounds": rounds, "repeats": repeats,
                          "figures": figures, "verdicts": verdicts, "target_ratio": TARGET_RATIO,
                          "target_ms_20_vs_20_chromium": TARGET_20_MS_CHROMIUM,
                          "loadavg": [load_before[0], load_after[0]], "machine_busy": machine,
                          "niceness": os.nice(0)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
