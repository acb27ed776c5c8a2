"""`build.py serve` under a burst of simultaneous requests (loopback only, bounded).

    python3 bench/serve_burst.py [--requests 400] [--file favicon.svg]

Serves static/ with build.py's own server in this process, opens REQUESTS connections at once (one
thread each) and prints how many were answered and the latency percentiles.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import statistics
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import build  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--file", default="favicon.svg")
    args = parser.parse_args()
    server, url = build.start_server_thread(quiet=True)

    def one(_: int) -> tuple[int, float]:
        started = time.perf_counter()
        with urllib.request.urlopen(url + args.file, timeout=60) as response:
            response.read()
            return response.status, time.perf_counter() - started

    try:
        started = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.requests) as pool:
            results = list(pool.map(one, range(min(args.requests, 2000))))
        total = time.perf_counter() - started
    finally:
        server.shutdown()
        server.server_close()
    latencies = sorted(t for _, t in results)
    ok = sum(1 for status, _ in results if status == 200)
    q = statistics.quantiles(latencies, n=100)
    print(f"{ok}/{len(results)} answered in {total:.2f} s; p50 {q[49] * 1000:.0f} ms, p99 {q[98] * 1000:.0f} ms, "
          f"max {latencies[-1] * 1000:.0f} ms")
    return 0 if ok == len(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
