"""Benchmark the engine in CPython: resolutions per second over a fixed corpus, and big boards.

    python3 bench/engine.py             # the full run (about half a minute)
    python3 bench/engine.py --quick     # fewer rounds and repeats
    python3 bench/engine.py --json      # the figures as JSON too

It also times ``pyengine.options`` (every legal choice of the next decisions) over the same boards.

Standard library only. The corpus is ``bench/corpus.py``'s: 1,000 legal mtg
boards (1–20 attackers, 0–3 blockers each, mixed keywords) from a fixed seed,
plus one 20-vs-20 and one 40-vs-40 board, and a board of block requirements (four
attackers with lure, twelve creatures that must block them: the 509.1c search). The
target: a 20-vs-20 board in under 2 ms in CPython.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).absolute().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import corpus  # noqa: E402

import pyengine  # noqa: E402

TARGET_20_MS = 2.0


def check_corpus(boards: list[dict[str, Any]]) -> int:
    """Resolve each board once (a warm-up); return how many the engine refused (should be none)."""
    refused = 0
    for board in boards:
        try:
            pyengine.resolve(board)
        except pyengine.ScenarioError:
            refused += 1
    return refused


def corpus_rate(boards: list[dict[str, Any]], rounds: int,
                call: Any = pyengine.resolve) -> tuple[float, list[float]]:
    """Best-of-``rounds`` calls per second over the whole corpus (``resolve``, or ``options``), and every
    round's time (s)."""
    resolve = call
    times = []
    for _ in range(rounds):
        gc.collect()
        start = time.perf_counter()
        for board in boards:
            try:
                resolve(board)
            except pyengine.ScenarioError:
                pass
        times.append(time.perf_counter() - start)
    return len(boards) / min(times), times


def board_ms(board: dict[str, Any], repeats: int, call: Any = pyengine.resolve) -> tuple[float, float]:
    """Median and minimum time of one resolution (or ``call``), in ms."""
    resolve = call
    resolve(board)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        resolve(board)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, min(times) * 1000


def lure_board(attackers: int = 4, defenders: int = 12) -> dict[str, Any]:
    """Attackers with lure, every defending creature blocking one of them (509.1c obeyed in full)."""
    perms = [{"id": f"a{i}", "controller": "alice", "power": 3, "toughness": 3, "keywords": ["lure"]}
             for i in range(attackers)]
    perms += [{"id": f"d{i}", "controller": "bob", "power": 1, "toughness": 1} for i in range(defenders)]
    return {"format": 1, "ruleset": "mtg", "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "permanents": perms, "attackers": [{"id": f"a{i}", "target": "bob"} for i in range(attackers)],
            "blockers": [{"id": f"d{i}", "blocks": [f"a{i % attackers}"]} for i in range(defenders)]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="2 rounds, 21 repeats")
    parser.add_argument("--rounds", type=int, default=5, help="rounds over the corpus (best is kept)")
    parser.add_argument("--repeats", type=int, default=101, help="repeats of each big board (median is kept)")
    parser.add_argument("--seed", type=int, default=corpus.SEED)
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = parser.parse_args(argv)
    rounds, repeats = (2, 21) if args.quick else (args.rounds, args.repeats)

    boards = corpus.corpus(args.seed)
    attackers = [len(b["attackers"]) for b in boards]
    refused = check_corpus(boards)
    rate, times = corpus_rate(boards, rounds)
    big = {n: corpus.n_vs_n(n, args.seed) for n in (20, 40)}
    figures = {n: board_ms(board, repeats) for n, board in big.items()}
    median20 = figures[20][0]
    options_rate, _ = corpus_rate(boards, rounds, pyengine.options)
    options20 = board_ms(big[20], repeats, pyengine.options)
    lure = board_ms(lure_board(), repeats)

    impl = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Combat Lab engine benchmark: pyengine {pyengine.__version__}, {impl}, {platform.machine()}")
    print(f"corpus: {len(boards)} legal mtg boards (seed {args.seed}), {min(attackers)}-{max(attackers)} attackers "
          f"(mean {statistics.mean(attackers):.1f}), 0-3 blockers each; refused: {refused}")
    rows = [
        ("corpus, resolutions/s", f"{rate:,.0f}", f"best of {rounds} rounds", ""),
        ("corpus, ms per board", f"{1000 / rate:.3f}", f"rounds {', '.join(f'{t:.2f}s' for t in times)}", ""),
        ("20-vs-20 board, ms", f"{median20:.3f}", f"median of {repeats} (min {figures[20][1]:.3f})",
         f"< {TARGET_20_MS:g} ms: {'met' if median20 < TARGET_20_MS else 'MISSED'}"),
        ("40-vs-40 board, ms", f"{figures[40][0]:.3f}", f"median of {repeats} (min {figures[40][1]:.3f})", ""),
        ("4 lure vs 12 blockers, ms", f"{lure[0]:.3f}", f"median of {repeats} (min {lure[1]:.3f})", ""),
        ("corpus, options/s", f"{options_rate:,.0f}", f"best of {rounds} rounds (every choice, one resolve)", ""),
        ("20-vs-20 options, ms", f"{options20[0]:.3f}", f"median of {repeats} (min {options20[1]:.3f})", ""),
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    print("  ".join(h.ljust(w) for h, w in zip(("measure", "value", "how", "target"), widths)).rstrip())
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join([row[0].ljust(widths[0]), row[1].rjust(widths[1]), row[2].ljust(widths[2]), row[3]]).rstrip())
    if args.json:
        print(json.dumps({"implementation": impl, "boards": len(boards), "refused": refused,
                          "resolutions_per_second": round(rate, 1), "ms_20_vs_20": round(median20, 4),
                          "ms_40_vs_40": round(figures[40][0], 4), "ms_lure_4_vs_12": round(lure[0], 4),
                          "target_ms_20_vs_20": TARGET_20_MS,
                          "options_per_second": round(options_rate, 1), "options_ms_20_vs_20": round(options20[0], 4)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
