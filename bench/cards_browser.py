"""The card index in Chromium when the playground first needs it: bytes on the wire, fetch + parse time.

    .venv/bin/python bench/cards_browser.py              # 3 runs, each in a new Chromium with an empty profile
    .venv/bin/python bench/cards_browser.py --runs 5 --json

Needs a built static/ (``python3 build.py``), playwright from ``.venv`` and Debian's Chromium, as
bench/startup.py does (whose server, snapshot and profile helpers this uses: static/ copied, served from
127.0.0.1 with build.py's handler, the ``.br``/``.gz`` siblings with Content-Encoding).

Each run opens index.html with service workers blocked (the service worker precaches the whole build, the
index too, for offline use, in the background after start-up: not what is timed here); its default board
names no card, so nothing of the index is fetched (checked),
waits until the engine is ready and has checked the board, then times, in the page:

* the first ``CombatLab.call("cards", {"search": "serra"})``, what the card-name field asks when a person
  types: the worker fetches ``cards/index.json`` (the server's ``.br``), checks its sha256 against the build
  manifest, writes it into Pyodide's file system, and the engine reads and parses it and builds its name keys;
* a second search (the index in memory), and a ``card`` call (the answer the editor shows);

and reports the bytes the server sent for the index (its Content-Length: the compressed sibling it sent),
beside the index's sizes on disk (plain, gzip, brotli). Nothing here is a target: the figures go into
bench/README.md ("Cards").
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parent))
import startup  # noqa: E402

INDEX = "cards/index.json"
READY = ("() => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'"
         " && document.body.dataset.checked === String(CombatLabApp.state.seq)")
TIMED = """async () => {
  const time = async (name, payload) => {
    const started = performance.now();
    const answer = await CombatLab.call(name, payload);
    if (!answer || answer.ok !== true) throw new Error(JSON.stringify(answer));
    return performance.now() - started;
  };
  return {first: await time("cards", {search: "serra"}), second: await time("cards", {search: "vastwood"}),
          card: await time("card", {card: "Serra Angel"})};
}"""


def sizes(directory: Path) -> dict[str, int | None]:
    base = directory / INDEX
    return {kind: (path.stat().st_size if path.is_file() else None)
            for kind, path in (("raw", base), ("gzip", Path(f"{base}.gz")), ("brotli", Path(f"{base}.br")))}


def one_run(playwright: Any, server: startup.BenchServer, timeout_ms: int) -> dict[str, Any]:
    # Service workers blocked: the playground's service worker precaches the whole build for offline use,
    # the index too, in the background after start-up; what is timed here is the page's own first need.
    with startup.fresh_profile(playwright, headless=True, service_workers="block") as (context, _):
        page = context.new_page()
        page.goto(server.url + "index.html")
        page.wait_for_function(READY, timeout=timeout_ms, polling=50)
        before = [s for s in server.take_log() if s.path.lstrip("/") == INDEX]
        if before:
            raise RuntimeError("index.html fetched the card index for a board without card names")
        ms = page.evaluate(TIMED)
        sent = [s for s in server.take_log() if s.path.lstrip("/") == INDEX]
        return {**ms, "wire_bytes": sum(s.body_bytes for s in sent), "requests": len(sent)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="the figures as one JSON line at the end")
    parser.add_argument("--timeout", type=int, default=startup.LOAD_TIMEOUT_MS // 1000, help="seconds per page")
    args = parser.parse_args(argv)
    sync_playwright = startup.import_playwright()
    with startup.static_snapshot() as (directory, manifest):
        on_disk = sizes(directory)
        server = startup.BenchServer(directory)
        runs = []
        try:
            with sync_playwright() as playwright:
                for n in range(args.runs):
                    print(f"run {n + 1}/{args.runs}", file=sys.stderr)
                    runs.append(one_run(playwright, server, args.timeout * 1000))
        finally:
            server.close()
    median = {key: statistics.median(r[key] for r in runs) for key in ("first", "second", "card", "wire_bytes")}
    print(f"card index {INDEX} (build {str(manifest.get('build_hash', '?'))[:12]}): "
          + ", ".join(f"{kind} {size:,} bytes" for kind, size in on_disk.items() if size is not None))
    print(f"sent on the first search: {median['wire_bytes']:,.0f} bytes ({runs[0]['requests']} request)")
    print("first search (fetch, sha256, parse, name keys): "
          + ", ".join(f"{r['first']:.0f}" for r in runs) + f" ms (median {median['first']:.0f})")
    print("second search: " + ", ".join(f"{r['second']:.0f}" for r in runs) + " ms; "
          "card call: " + ", ".join(f"{r['card']:.0f}" for r in runs) + " ms")
    if args.json:
        print(json.dumps({"sizes": on_disk, "runs": runs, "median": median}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
