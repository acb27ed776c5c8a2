#!/usr/bin/env python3
"""Two or more builds of static/ side by side: startup.py's `full` case on each, in turns.

    .venv/bin/python bench/startup_ab.py --builds /tmp/before/static,static --rounds 6

Each round times the bare page once (the yardstick, from the first build), then each build's
cold visit, return visit (after the warm-up) and offline visit in a fresh profile, the builds'
order alternating from round to round. It prints each round, then each build's medians and
their ratios to the bare page's median: a change is judged against the build before it in the
same run, on the same machine state, which startup.py's separate runs cannot do (their medians
move by 10 % from one run to the next on a shared 2-core machine). Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import startup  # noqa: E402  (this folder's module)

VISITS = ("cold", "return", "offline")
# When the playground itself first shows the verdict on its board (data-checked), beside each
# visit's first resolved combat: a change must not buy the one with the other.
SHOWN = ("cold", "return")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--builds", required=True, help="static/ folders, comma-separated (each a built static/)")
    parser.add_argument("--rounds", type=int, default=6, help="rounds (default 6)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a visit may take (default 120)")
    args = parser.parse_args()
    builds = [Path(folder) for folder in args.builds.split(",") if folder]
    if len(builds) < 2:
        parser.error("--builds needs two folders or more")
    timeout_ms = int(args.timeout * 1000)
    sync_playwright = startup.import_playwright()
    with sync_playwright() as playwright, ExitStack() as stack:
        servers, examples = [], []
        for folder in builds:
            directory, _ = stack.enter_context(startup.static_snapshot(folder))
            examples.append(startup.example_of(directory))
            servers.append(startup.BenchServer(directory))
        bare: list[float] = []
        times: list[dict[str, list[float]]] = [{visit: [] for visit in VISITS} for _ in builds]
        shown: list[dict[str, list[float]]] = [{visit: [] for visit in SHOWN} for _ in builds]
        for round_ in range(args.rounds):
            startup.wait_for_quiet(0.25, 30)
            bare.append(startup.case_bare(playwright, servers[0], examples[0], timeout_ms, True)["ms"])
            order = list(range(len(builds)))
            for index in order if round_ % 2 == 0 else reversed(order):
                startup.wait_for_quiet(0.25, 30)
                result = startup.case_full(playwright, servers[index], examples[index], timeout_ms, True)
                for visit in VISITS:
                    times[index][visit].append(result[visit]["ms"])
                for visit in SHOWN:
                    shown[index][visit].append(result[visit]["shown_ms"])
            print(f"round {round_ + 1}: bare {bare[-1]:.0f} ms; " + "; ".join(
                f"{builds[i]}: " + ", ".join(f"{visit} {times[i][visit][-1]:.0f}" for visit in VISITS)
                for i in range(len(builds))), file=sys.stderr, flush=True)
        base = statistics.median(bare)
        print(f"bare (Pyodide + 1+1, cold): median {base:.0f} ms of {len(bare)}")
        for folder, measured, shown_at in zip(builds, times, shown):
            medians = {visit: statistics.median(values) for visit, values in measured.items()}
            print(f"{folder}: " + ", ".join(f"{visit} {ms:.0f} ms ({ms / base:.3f})" for visit, ms in medians.items())
                  + "; the playground shows the verdict: " + ", ".join(
                      f"{visit} {statistics.median(values):.0f} ms" for visit, values in shown_at.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
