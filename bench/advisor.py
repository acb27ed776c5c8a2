"""Benchmark the combat advisor: exact best blocks for n attackers against n potential blockers.

    python3 bench/advisor.py                    # CPython and Pyodide on Node, n = 2..8, 3 boards each
    python3 bench/advisor.py --chromium         # also Pyodide in headless Chromium (a module worker)
    python3 bench/advisor.py --only cpython     # CPython alone (no wheel, no Node)
    python3 bench/advisor.py --sizes 2-6 --boards 5 --repeats 3 --json

Boards (seeded, the same in every runtime): n attackers of the active player
against n untapped creatures of the defender, power 1-5, toughness 1-5, 0-2
keywords each from flying, reach, first strike, double strike, deathtouch,
trample, lifelink, menace, indestructible, wither, infect and vigilance; the
defender at 20 life; ruleset ``mtg``.

What is timed: ``pyengine.advise(board, "defender")`` — the whole search, from
the scenario to the exact answer with its explanation — by the same Python
timing code in each runtime, one runtime after the other:

* cpython: a subprocess of this Python with only the engine wheel on sys.path;
* node: bench/engine_pyodide.mjs (Pyodide from static/pyodide/, micropip from
  static/wheels/, the engine wheel by micropip.install);
* chromium (``--chromium``): the same harness as a module worker in Debian's
  headless Chromium, served from 127.0.0.1 (as bench/engine_pyodide.py does).

The engine wheel is built from the working tree (build.py's
``build_engine_wheel``, cached by source hash), so the advisor measured is the
one in pyengine/, not the one static/ was last built with; the Pyodide runtimes
get a temporary static folder holding links to static/pyodide and the micropip
wheel, the new wheel and a manifest naming both.

Reported per n: the search's size (fights resolved by the engine, candidate
declarations scored, engine runs), the time to the exact answer (median over
repeats, then the median and the worst over the boards), and positions per
second (fights resolved per second of search). Beside wall-clock time, the CPU
time of the runtime's process(es) per call (Chromium: the bench browser's
processes), which a busy machine disturbs less. The target: 6 vs 6 in under
1 s in Pyodide in Chromium (Node is the proxy).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).absolute().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT)]

KEYWORDS = ["flying", "reach", "first_strike", "double_strike", "deathtouch", "trample", "lifelink", "menace",
            "indestructible", "wither", "infect", "vigilance"]
SEED = 20240607
TARGET_MS = 1000.0

TIMING_CODE = r"""
import json
import statistics
import sys
import time

_state = {}


def setup(data):
    import pyengine
    _state["boards"] = data["boards"]
    started = time.perf_counter()
    pyengine.advise(data["warmup"], "defender")
    return {"python": sys.version.split()[0], "engine_file": getattr(pyengine, "__file__", "?"),
            "warmup_ms": (time.perf_counter() - started) * 1000}


def run(name, repeats):
    import pyengine
    board = _state["boards"][name]
    times = []
    answer = None
    for _ in range(repeats):
        started = time.perf_counter()
        # The exact search, however long it takes (the default budget stops it at 10 s).
        answer = pyengine.advise(board, "defender", budget=pyengine.SearchBudget(nodes=10**15, seconds=10**9))
        times.append((time.perf_counter() - started) * 1000)
    search = answer["search"]
    return {"times_ms": times, "fights": search.get("fights"), "declarations": search["declarations"],
            "resolutions": search["resolutions"], "score": answer["score"],
            "blockers": answer["choice"]["blockers"]}


_CALLS = {"setup": setup, "run": run}


def step(request_json):
    request = json.loads(request_json)
    return json.dumps(_CALLS[request["fn"]](*request.get("args", [])))
"""


def board(n: int, seed: int) -> dict[str, Any]:
    """n attackers against n potential blockers (see the module docstring)."""
    rng = random.Random(seed * 1000 + n)

    def creature(ident: str, controller: str) -> dict[str, Any]:
        return {"id": ident, "name": ident.upper(), "controller": controller, "power": rng.randint(1, 5),
                "toughness": rng.randint(1, 5), "keywords": sorted(rng.sample(KEYWORDS, rng.choice([0, 1, 1, 2])))}

    perms = [creature(f"a{i}", "alice") for i in range(n)] + [creature(f"b{i}", "bob") for i in range(n)]
    return {"format": 1, "ruleset": "mtg", "active_player": "alice",
            "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}], "permanents": perms,
            "attackers": [{"id": f"a{i}", "target": "bob"} for i in range(n)]}


def sizes(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


@contextlib.contextmanager
def wheel_static(stack: contextlib.ExitStack) -> Any:
    """A temporary static folder: static/pyodide, the micropip wheel, and a fresh engine wheel."""
    import build  # noqa: PLC0415 (the repository's build.py)

    wheel = build.build_engine_wheel()
    source = ROOT / "static"
    manifest = json.loads((source / "build-manifest.json").read_text())
    tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="combatlab-advisor-bench-")))
    (tmp / "wheels").mkdir()
    (tmp / "pyodide").symlink_to(source / "pyodide")
    micropip = manifest["micropip_wheel"]
    (tmp / micropip).symlink_to(source / micropip)
    shutil.copy(wheel, tmp / "wheels" / wheel.name)
    (tmp / "build-manifest.json").write_text(json.dumps(
        {"engine_wheel": f"wheels/{wheel.name}", "micropip_wheel": micropip, "build_hash": "advisor-bench"}))
    yield tmp, wheel


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="2-8", help="n, or a range such as 2-8")
    parser.add_argument("--boards", type=int, default=3, help="boards per n")
    parser.add_argument("--repeats", type=int, default=3, help="advise calls per board (median kept)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--only", default="cpython,node", help="comma-separated: cpython, node, chromium")
    parser.add_argument("--chromium", action="store_true", help="also Pyodide in headless Chromium")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds for one request to a runtime")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = parser.parse_args(argv)
    which = [w for w in ("cpython", "node", "chromium") if w in args.only.split(",") or (w == "chromium"
                                                                                         and args.chromium)]
    ns = sizes(args.sizes)
    boards = {f"{n}:{k}": board(n, args.seed + k) for n in ns for k in range(args.boards)}
    data = {"boards": boards, "warmup": board(3, args.seed + 99)}

    import engine_pyodide as ep  # noqa: PLC0415 (bench/engine_pyodide.py: the runtimes)
    import startup  # noqa: PLC0415

    figures: dict[str, dict[str, Any]] = {}
    labels: dict[str, str] = {}
    load_before = os.getloadavg()
    with contextlib.ExitStack() as stack:
        static, wheel = stack.enter_context(wheel_static(stack))
        code_file = static / "timing.py"
        code_file.write_text(TIMING_CODE, encoding="utf-8")
        runtimes: list[Any] = []
        for name in which:
            started = time.monotonic()
            runtime: Any
            if name == "cpython":
                runtime = ep.ProcessRuntime(name, f"CPython {platform.python_version()}, the wheel by zipimport",
                                            [sys.executable, "-I", "-c", ep.CPYTHON_DRIVER, str(wheel),
                                             str(code_file)], args.timeout)
            elif name == "node":
                node = shutil.which("node")
                if node is None:
                    raise SystemExit("node is not installed (use --only cpython)")
                runtime = ep.ProcessRuntime(name, "", [node, str(ep.HARNESS), str(static), str(code_file)],
                                            args.timeout)
                runtime.label = (f"Pyodide {runtime.hello.get('pyodide_version')} on Node "
                                 f"{runtime.hello.get('node_version')}")
            else:
                playwright = stack.enter_context(startup.import_playwright()())
                server = startup.BenchServer(static, routes={
                    "/__bench__/blank.html": (ep.BLANK_PAGE, "text/html; charset=utf-8"),
                    "/__bench__/engine_pyodide.mjs": (ep.HARNESS.read_bytes(), "text/javascript"),
                })
                stack.callback(server.close)
                profile = stack.enter_context(tempfile.TemporaryDirectory(prefix="combatlab-profile-"))
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=str(startup.CHROMIUM), args=startup.CHROMIUM_ARGS, headless=True)
                stack.callback(context.close)
                context.set_default_timeout(args.timeout * 1000)
                runtime = ep.WorkerRuntime(context, profile, startup.chromium_version(), server, TIMING_CODE)
            stack.callback(runtime.close)
            info = runtime.request("setup", data)
            labels[runtime.name] = runtime.label
            print(f"  {name}: loaded in {time.monotonic() - started:.1f} s ({info['python']}, warm-up "
                  f"{info['warmup_ms']:.0f} ms)", file=sys.stderr, flush=True)
            runtimes.append(runtime)
        # Board by board, each runtime in turn (so that load on the machine falls on all alike).
        for key in boards:
            for runtime in runtimes:
                cpu_before = runtime.cpu_seconds()
                out = runtime.request("run", key, args.repeats)
                cpu_after = runtime.cpu_seconds()
                out["cpu_ms"] = (None if cpu_before is None or cpu_after is None
                                 else (cpu_after - cpu_before) * 1000 / args.repeats)
                figures.setdefault(runtime.name, {})[key] = out
                cpu = f", {out['cpu_ms']:.0f} ms CPU" if out["cpu_ms"] is not None else ""
                print(f"  {runtime.name} {key}: {statistics.median(out['times_ms']):.0f} ms{cpu}", file=sys.stderr,
                      flush=True)
        which = [runtime.name for runtime in runtimes]
    load_after = os.getloadavg()

    # Every runtime must find the same answer.
    for key in boards:
        scores = {json.dumps(f[key]["score"], sort_keys=True) for f in figures.values()}
        if len(scores) != 1:
            raise SystemExit(f"runtimes disagree on {key}: {scores}")

    rows = []
    summary: dict[str, Any] = {}
    for n in ns:
        keys = [k for k in boards if k.startswith(f"{n}:")]
        first = figures[which[0]]
        row: dict[str, Any] = {"n": n, "fights": statistics.median(first[k]["fights"] for k in keys),
                               "declarations": statistics.median(first[k]["declarations"] for k in keys),
                               "engine_runs": statistics.median(first[k]["resolutions"] for k in keys)}
        for name in which:
            per_board = [statistics.median(figures[name][k]["times_ms"]) for k in keys]
            row[f"{name}_ms"] = statistics.median(per_board)
            row[f"{name}_worst_ms"] = max(per_board)
            fights = sum(figures[name][k]["fights"] for k in keys)
            row[f"{name}_fights_per_s"] = fights / (sum(per_board) / 1000) if sum(per_board) else None
            cpu_ms = [figures[name][k]["cpu_ms"] for k in keys]
            known = [c for c in cpu_ms if c is not None]
            row[f"{name}_cpu_ms"] = statistics.median(known) if len(known) == len(cpu_ms) else None
            row[f"{name}_worst_cpu_ms"] = max(known) if len(known) == len(cpu_ms) else None
        rows.append(row)
        summary[str(n)] = row
    header = (["n", "fights", "decls", "runs"] + [f"{w} ms (worst)" for w in which]
              + [f"{w} cpu ms (worst)" for w in which] + [f"{w} fights/s" for w in which])
    if "cpython" in which:
        header += [f"{w}/cpython" for w in which if w != "cpython"]
    lines = []
    for row in rows:
        cells = [str(row["n"]), f"{row['fights']:.0f}", f"{row['declarations']:.0f}", f"{row['engine_runs']:.0f}"]
        cells += [f"{row[f'{w}_ms']:.0f} ({row[f'{w}_worst_ms']:.0f})" for w in which]
        cells += [f"{row[f'{w}_cpu_ms']:.0f} ({row[f'{w}_worst_cpu_ms']:.0f})" if row[f"{w}_cpu_ms"] is not None
                  else "?" for w in which]
        cells += [f"{row[f'{w}_fights_per_s']:.0f}" for w in which]
        if "cpython" in which:
            cells += [f"{row[f'{w}_ms'] / row['cpython_ms']:.2f}" for w in which if w != "cpython"]
        lines.append(cells)
    widths = [max(len(h), *(len(c[i]) for c in lines)) for i, h in enumerate(header)]
    print(f"Combat Lab advisor benchmark: exact best blocks, n attackers vs n potential blockers, "
          f"{args.boards} boards per n (seed {args.seed}), median of {args.repeats} calls per board")
    for name in which:
        print(f"  {name}: {labels[name]}")
    print(f"  load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {os.cpu_count()} CPUs")
    print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
    for cells in lines:
        print("  ".join(c.rjust(w) for c, w in zip(cells, widths)))
    for name in which:
        if name != "cpython" and "6" in summary:  # node, chromium-worker
            ms = summary["6"][f"{name}_ms"]
            worst = summary["6"][f"{name}_worst_ms"]
            verdict = "meets" if worst < TARGET_MS else "misses"
            cpu = summary["6"][f"{name}_worst_cpu_ms"]
            cpu_text = f" (worst CPU time {cpu:.0f} ms)" if cpu is not None else ""
            print(f"  6 vs 6 in {name}: median {ms:.0f} ms, worst {worst:.0f} ms{cpu_text}: {verdict} the "
                  f"{TARGET_MS:.0f} ms target (wall clock)")
    if args.json:
        print(json.dumps({"seed": args.seed, "boards": args.boards, "repeats": args.repeats, "runtimes": labels,
                          "rows": rows, "loadavg": [load_before[0], load_after[0]]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
