"""The advisor within its budget: time and peak memory of ``advise`` on big boards (issue 28).

    python3 bench/advisor_budget.py                 # n = 10, 30, 100 a side, with and without keywords
    python3 bench/advisor_budget.py --sizes 10,100 --sides defender --json

Each case runs in a process of its own under ``/usr/bin/time -v``: n attackers of the active player
against n untapped creatures of the defender (bench/advisor.py's seeded boards; "keywords": 0-2
each, "none": the same creatures with none), ``pyengine.advise(board, side)`` with the default
budget (limits.ADVISE_MAX_SECONDS = 10 s, ADVISE_MAX_NODES, ADVISE_MAX_BUILT). Reported: the call's
wall-clock time (measured around the call in the child), the search's own ``ms``, nodes and why it
stopped, the whole process's wall-clock time (the Python start-up and the engine's import too) and
its peak resident memory (``Maximum resident set size``). The budget: the call within 1.2 times
ADVISE_MAX_SECONDS (12 s) and the process within 1.5 GB; a case past either is marked, and the
``target`` line says whether every case met it. The machine's load (os.getloadavg) is printed: on a
shared machine each figure is a ceiling, not a speed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).absolute().parent
ROOT = HERE.parent
TIME = Path("/usr/bin/time")
MAX_CALL_S = 1.2 * 10.0
MAX_RSS_BYTES = int(1.5 * 1024**3)

# The child: one advise call on one board, its own timing printed as JSON.
CHILD = r"""
import json, sys, time
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from advisor import board
import pyengine
n, keywords, side = int(sys.argv[3]), sys.argv[4] == "keywords", sys.argv[5]
scenario = board(n, 1)
if not keywords:
    for permanent in scenario["permanents"]:
        permanent["keywords"] = []
started = time.perf_counter()
try:
    answer = pyengine.advise(scenario, side)
    outcome = {"ok": True, "search": answer["search"]}
except pyengine.ScenarioError as error:  # refused before searching (too large): an answer too
    outcome = {"ok": False, "refused": error.code, "message": error.message[:120]}
outcome["call_s"] = time.perf_counter() - started
print(json.dumps(outcome))
"""


def measure(n: int, keywords: str, side: str) -> dict[str, Any]:
    """One case in its own process under /usr/bin/time -v."""
    run = subprocess.run([str(TIME), "-v", sys.executable, "-c", CHILD, str(HERE), str(ROOT), str(n), keywords, side],
                         capture_output=True, text=True, timeout=600, check=False)
    if run.returncode != 0:
        raise SystemExit(f"n={n} {keywords} {side}: exit {run.returncode}\n{run.stderr[-2000:]}")
    outcome: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr)
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", run.stderr)
    assert rss and wall, run.stderr
    hours, minutes, seconds = int(wall.group(1) or 0), int(wall.group(2)), float(wall.group(3))
    outcome.update(n=n, keywords=keywords, side=side, rss_bytes=int(rss.group(1)) * 1024,
                   process_s=hours * 3600 + minutes * 60 + seconds)
    outcome["within"] = outcome["call_s"] <= MAX_CALL_S and outcome["rss_bytes"] <= MAX_RSS_BYTES
    return outcome


def row(case: dict[str, Any]) -> str:
    search = case.get("search") or {}
    stop = ("complete" if search.get("complete") else search.get("reason", "?")) if case["ok"] else f"refused ({case['refused']})"
    return (f"| {case['n']} | {case['keywords']} | {case['side']} | {case['call_s']:.2f} s | "
            f"{search.get('ms', 0) / 1000:.2f} s | {search.get('nodes', 0):,} | {stop} | {case['process_s']:.2f} s | "
            f"{case['rss_bytes'] / 1024**2:,.0f} MB | {'yes' if case['within'] else '**no**'} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,30,100", help="creatures a side, comma-separated")
    parser.add_argument("--sides", default="defender,attacker", help="defender, attacker or both")
    parser.add_argument("--json", action="store_true", help="also print the cases as one JSON line at the end")
    args = parser.parse_args(argv)
    if not TIME.exists():
        raise SystemExit("needs /usr/bin/time (GNU time: apt-get install time)")
    cases = [measure(n, keywords, side) for side in args.sides.split(",") for n in map(int, args.sizes.split(","))
             for keywords in ("keywords", "none")]
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; budget: the call <= {MAX_CALL_S:g} s, "
          f"peak memory <= {MAX_RSS_BYTES / 1024**3:g} GB")
    print("| n a side | keywords | side | advise call | search ms | nodes | stopped | process | peak RSS | within |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for case in cases:
        print(row(case))
    met = all(case["within"] for case in cases)
    print(f"target: every call <= {MAX_CALL_S:g} s and <= {MAX_RSS_BYTES / 1024**3:g} GB: {'met' if met else 'MISSED'}")
    if args.json:
        print(json.dumps(cases))
    return 0


if __name__ == "__main__":
    sys.exit(main())
