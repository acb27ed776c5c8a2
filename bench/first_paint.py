"""bench/startup.py's cases for answers at first paint (issue 26), side by side with its other cases.

* playground-first: ``index.html`` cold (a fresh profile) until the playground shows its first example's
  answer (``data-answered`` on the body: "stored" when the answer build.py shipped beside the example was
  used, before any engine worker), and whether Python was requested by then.
* answered-5 / answered-20: a page of 5 or 20 ``<combat-lab>`` boards, each with its stored answer as a
  ``data-answer`` child (what the MediaWiki extension embeds; computed here by this checkout's engine,
  which must be the build's), until every board shows its answer; the bytes the server sent and how many
  Python files (``pyodide/``, ``wheels/``, ``cards/``) were requested. answered-5 then edits its first
  board (a new scenario, no stored answer) and times the engine's answer from the edit: the first edit
  after a read-only visit, Python's cold start included.

The "before" figures are the same run's cases without stored answers: ``full``'s playground verdict and
``widgets-1``/``widgets-20`` (boards that only the engine answers).
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).absolute().parent.parent
ANSWERED_COUNTS = (5, 20)
PYTHON_PREFIXES = ("/pyodide/", "/wheels/", "/cards/")
# The targets (#26), ratios of medians from the same run (the yardstick: bare's cold 1+1).
TARGETS = {
    "first_answer": 0.1,      # first answer visible, cold (playground; 20 boards all) / bare cold
    "first_edit": 1.1,        # the first edit's answer after a read-only visit, from the edit / bare cold
}
TARGET_READ_ONLY_BYTES = 300_000

PLAYGROUND_INIT = """
(() => {
  const bench = (window.__first = { answeredAt: null, how: null, workerAt: null });
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) { super(...args); bench.workerAt ??= performance.now(); }
  };
  new MutationObserver((_, observer) => {
    if (document.body && document.body.dataset.answered) {
      bench.answeredAt = performance.now();
      bench.how = document.body.dataset.answered;
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-answered"] });
})();
"""
PLAYGROUND_DONE = "() => window.__first && window.__first.answeredAt !== null"
ANSWERED_INIT = """
(() => {
  const bench = (window.__answered = { allAt: null, how: [] });
  const check = () => {
    const boards = [...document.querySelectorAll("combat-lab")];
    if (bench.allAt === null && boards.length && boards.every((b) => b.dataset.answered)) {
      bench.allAt = performance.now();
      bench.how = boards.map((b) => b.dataset.answered);
      bench.started = Boolean(window.CombatLab && window.CombatLab.started);
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-answered"] });
})();
"""
ANSWERED_DONE = "() => window.__answered && window.__answered.allAt !== null"
# The first board edited (its defender's life changed): a board with no stored answer, the engine asked.
EDIT = """(board) => new Promise((resolve) => {
  const element = document.querySelector("combat-lab");
  const started = performance.now();
  new MutationObserver((_, observer) => {
    if (element.dataset.answered === "engine" && element.dataset.state === "ready") {
      observer.disconnect();
      resolve({ ms: performance.now() - started, state: element.dataset.state });
    }
  }).observe(element, { attributes: true });
  element.scenario = board;
})"""


def stamped_answer(example_json: str, engine_build: str) -> str:
    """The example's stored answer by this checkout's engine, as JSON safe inside a <script> element."""
    sys.path.insert(0, str(ROOT))
    from pyengine.answers import engine_build as ours  # noqa: PLC0415
    from pyengine.bridge import call_data  # noqa: PLC0415

    if ours() != engine_build:
        raise SystemExit(f"this checkout's engine ({ours()}) is not the build's ({engine_build}): rebuild static/")
    answer = call_data("answer", json.dumps({"call": "resolve", "scenario": json.loads(example_json)}))
    answer.pop("ok")
    text = json.dumps(answer, ensure_ascii=False)
    for char in "<>&":
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text


def answered_page(count: int, example_json: str, answer_json: str) -> bytes:
    """A wiki-like page of ``count`` boards, each with its stored answer (served at /__bench__/)."""
    board = (f'<combat-lab><script type="application/json">{example_json}</script>'
             f'<script type="application/json" data-answer>{answer_json}</script>'
             f"<p>{html.escape('The board, in words, for readers without JavaScript.')}</p></combat-lab>\n")
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>bench: '
        f'{count} answered boards</title><script type="module" src="../widget.js"></script></head>\n'
        f"<body><main>\n{board * count}</main></body></html>\n"
    ).encode()


def routes(example_json: str, manifest: dict[str, Any]) -> dict[str, tuple[bytes, str]]:
    """The in-memory pages these cases load."""
    answer_json = stamped_answer(example_json, manifest.get("engine_build", ""))
    return {f"/__bench__/answered-{n}.html": (answered_page(n, example_json, answer_json), "text/html; charset=utf-8")
            for n in ANSWERED_COUNTS}


def python_requests(served: list[Any]) -> int:
    return sum(1 for s in served if s.path.startswith(PYTHON_PREFIXES))


def case_playground_first(bench: Any) -> Any:
    def run(playwright: Any, server: Any, example_json: str, timeout_ms: int, headless: bool) -> dict:
        with bench.fresh_profile(playwright, headless) as (context, _):
            server.take_log()
            page = bench.timed_page(context, server, server.url + "index.html", PLAYGROUND_INIT, PLAYGROUND_DONE,
                                    timeout_ms)
            first = page.evaluate("() => window.__first")
            served = server.take_log()
            return {"ms": first["answeredAt"], "how": first["how"],
                    "worker_before": first["workerAt"] is not None and first["workerAt"] < first["answeredAt"],
                    "python_requests": python_requests(served), "bytes": bench.bytes_sent(served)}
    return run


def case_answered(bench: Any, count: int) -> Any:
    def run(playwright: Any, server: Any, example_json: str, timeout_ms: int, headless: bool) -> dict:
        with bench.fresh_profile(playwright, headless) as (context, _):
            server.take_log()
            page = bench.timed_page(context, server, server.url + f"__bench__/answered-{count}.html", ANSWERED_INIT,
                                    ANSWERED_DONE, timeout_ms)
            done = page.evaluate("() => window.__answered")
            page.wait_for_timeout(500)  # anything still loading after the answers would show here
            served = server.take_log()
            result = {"ms": done["allAt"], "stored": done["how"].count("stored"), "engine_started": done["started"],
                      "python_requests": python_requests(served), "bytes": bench.bytes_sent(served)}
            if count == ANSWERED_COUNTS[0]:
                board = json.loads(example_json)
                board["players"][-1]["life"] = 13  # an edited board: no stored answer, the engine answers it
                edit = page.evaluate(EDIT, board)
                result["edit_ms"] = edit["ms"]
            return result
    return run


FIRST_BOARD_INIT = """
(() => {
  const bench = (window.__firstBoard = { at: null, how: null });
  new MutationObserver((_, observer) => {
    const board = document.querySelector("combat-lab");
    if (board && board.dataset.answered) {
      bench.at = performance.now();
      bench.how = board.dataset.answered;
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-answered"] });
})();
"""
FIRST_BOARD_DONE = "() => window.__firstBoard && window.__firstBoard.at !== null"


def case_wiki_demo_first(bench: Any) -> Any:
    """wiki-demo.html cold until its first board shows its answer (build.py writes each board's stamped answer
    beside it); then, once all five are answered, the bytes sent and the Python files requested."""
    def run(playwright: Any, server: Any, example_json: str, timeout_ms: int, headless: bool) -> dict:
        with bench.fresh_profile(playwright, headless) as (context, _):
            server.take_log()
            page = bench.timed_page(context, server, server.url + "wiki-demo.html", FIRST_BOARD_INIT, FIRST_BOARD_DONE,
                                    timeout_ms)
            first = page.evaluate("() => window.__firstBoard")
            page.wait_for_function("() => [...document.querySelectorAll('combat-lab')].every((b) => b.dataset.answered)",
                                   timeout=timeout_ms)
            page.wait_for_timeout(500)
            served = server.take_log()
            return {"ms": first["at"], "how": first["how"], "python_requests": python_requests(served),
                    "bytes": bench.bytes_sent(served)}
    return run


def cases(bench: Any) -> dict[str, Any]:
    return {"playground-first": case_playground_first(bench), "wiki-demo-first": case_wiki_demo_first(bench),
            **{f"answered-{n}": case_answered(bench, n) for n in ANSWERED_COUNTS}}


def report_rows(results: dict[str, list[dict[str, Any]]], bare_med: float, med: Any, verdict: Any,
                before: dict[str, float]) -> tuple[list[tuple[str, ...]], dict[str, Any]]:
    """The report's rows for these cases, and their figures for --json."""
    first = [r["ms"] for r in results["playground-first"]]
    many = {n: [r["ms"] for r in results[f"answered-{n}"]] for n in ANSWERED_COUNTS}
    edit = [r["edit_ms"] for r in results[f"answered-{ANSWERED_COUNTS[0]}"]]
    read_bytes = med([r["bytes"] for r in results[f"answered-{ANSWERED_COUNTS[0]}"]])
    python = max(r["python_requests"] for n in ANSWERED_COUNTS for r in results[f"answered-{n}"])
    how = sorted({r["how"] for r in results["playground-first"]})
    wiki = [r["ms"] for r in results["wiki-demo-first"]]
    ratios = {"playground_first": med(first) / bare_med, "answered_20": med(many[ANSWERED_COUNTS[-1]]) / bare_med,
              "wiki_demo_first": med(wiki) / bare_med, "first_edit": med(edit) / bare_med}
    rows = [
        ("playground: first answer, cold, ms", f"{med(first):.0f}",
         f"answer {'/'.join(how)}; before (the engine's verdict, cold): {before['playground']:.0f} ms", ""),
        ("  ratio to bare cold", f"{ratios['playground_first']:.3f}", "",
         verdict("first_answer", ratios["playground_first"])),
        ("wiki-demo.html: first board answered, cold, ms", f"{med(wiki):.0f}",
         f"answer {'/'.join(sorted({r['how'] for r in results['wiki-demo-first']}))}; all five: "
         f"{med([r['bytes'] for r in results['wiki-demo-first']]):,.0f} bytes, "
         f"{max(r['python_requests'] for r in results['wiki-demo-first'])} Python files", ""),
        ("  ratio to bare cold", f"{ratios['wiki_demo_first']:.3f}", "", verdict("first_answer", ratios["wiki_demo_first"])),
        *[(f"{n} answered boards, all shown, ms", f"{med(many[n]):.0f}",
           f"before (the engine answers): {before.get(f'widgets_{n}', float('nan')):.0f} ms" if f"widgets_{n}" in before
           else "", "") for n in ANSWERED_COUNTS],
        (f"  {ANSWERED_COUNTS[-1]} boards: ratio to bare cold", f"{ratios['answered_20']:.3f}", "",
         verdict("first_answer", ratios["answered_20"])),
        (f"read-only visit, {ANSWERED_COUNTS[0]} boards: bytes", f"{read_bytes:,.0f}",
         f"sent by the server; before: {before['first_visit_bytes']:,.0f}",
         f"<= {TARGET_READ_ONLY_BYTES:,}: {'met' if read_bytes <= TARGET_READ_ONLY_BYTES else 'MISSED'}"),
        ("read-only visits: Python files requested", f"{python}", "most in any run (server log)",
         "0: met" if python == 0 else "0: MISSED"),
        ("first edit after a read-only visit, ms", f"{med(edit):.0f}", "from the edit to the engine's answer", ""),
        ("  ratio to bare cold", f"{ratios['first_edit']:.3f}", "", verdict("first_edit", ratios["first_edit"])),
    ]
    return rows, {"ratios": ratios, "ms": {"playground_first": first, "wiki_demo_first": wiki,
                                           **{f"answered_{n}": v for n, v in many.items()},
                                           "first_edit": edit},
                  "read_only_bytes": read_bytes, "python_requests": python, "targets": TARGETS}
