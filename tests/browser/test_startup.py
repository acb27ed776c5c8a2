"""Start-up: a cold start says what it is doing; a return visit restores Python from the snapshot
this browser saved (the worker's `start` flag says which path it took); a snapshot of another
build, a damaged one or one Pyodide cannot use is refused and the page starts afresh; a second
engine worker on the same page (a restart) restores too; compressed serving changes no byte."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, build, snapshot_cache, watch

pytestmark = pytest.mark.browser

# Every progress update the page's listeners see, recorded from the start: the recorder subscribes
# the moment combatlab.js sets window.CombatLab, so it hears each update before the page does.
RECORD_PROGRESS = """
window.__progress = [];
let lab;
Object.defineProperty(window, "CombatLab", {
  configurable: true,
  enumerable: true,
  get() { return lab; },
  set(value) {
    lab = value;
    if (!value || !value.onProgress) return;
    // Listening starts no engine (reading value.ready would): the page starts it when it wants it.
    value.onProgress((update) => {
      window.__progress.push({ ...update, at: performance.now() });
      if (update.stage === "ready") window.__readyAt ??= performance.now();
    });
  },
});
"""

# Rewrites the one stored snapshot: "other-build" claims another build; "damaged" flips a byte of
# the stored bytes; "truncated" drops its last 64 KiB (the headers still claim the full size, as
# after a write cut short); "not-a-snapshot" is a well-formed entry (sha256s, sizes, page map) whose
# pages are all zeros, which only Pyodide itself can refuse; "engine-edited" alters the engine itself
# as someone who can write this origin's Cache Storage could: a string constant of one of its
# functions (the message validate gives for a missing field) is edited in Python's memory, and every
# block's sha256 recomputed, so that the snapshot's own checks all pass.
ENGINE_TEXT = "the scenario needs the field "
EDITED_TEXT = "the scenario lacks the field "
TAMPER = """async ([cacheName, mode, text, edited]) => {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  if (keys.length !== 1) throw new Error(`expected one saved snapshot, found ${keys.length}`);
  const stored = await cache.match(keys[0]);
  const headers = new Headers(stored.headers);
  let body = new Uint8Array(await stored.arrayBuffer());
  if (mode === "other-build") headers.set("X-Build-Hash", "0".repeat(64));
  if (mode === "damaged") body[body.length >> 1] ^= 0xff;
  if (mode === "truncated") body = body.slice(0, body.length - 65536);
  let edits = 0;
  if (mode === "engine-edited") {
    const from = new TextEncoder().encode(text);
    const to = new TextEncoder().encode(edited);
    for (let at = body.indexOf(from[0]); at >= 0; at = body.indexOf(from[0], at + 1)) {
      if (from.every((byte, i) => body[at + i] === byte)) {
        body.set(to, at);
        edits++;
      }
    }
  }
  if (mode === "not-a-snapshot") {
    // The page map kept (a well-formed entry), every page in it zeros.
    const pages = Math.ceil(Number(headers.get("X-Memory-Bytes")) / Number(headers.get("X-Page-Bytes")));
    body = body.slice();
    body.fill(0, Math.ceil(pages / 8));
  }
  if (mode === "not-a-snapshot" || mode === "engine-edited") {
    // Every block's sha256 right again.
    const blockBytes = Number(headers.get("X-Block-Bytes"));
    const digests = [];
    for (let at = 0; at < body.length; at += blockBytes) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body.subarray(at, at + blockBytes)));
      digests.push([...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
    }
    headers.set("X-Block-Sha256", digests.join(","));
  }
  await cache.put(keys[0], new Response(body, { headers }));
  return edits;
}"""

SAVED = "() => CombatLab.snapshot"


@pytest.fixture(scope="module")
def context(browser: Any) -> Iterator[Any]:
    """One browser context for the module: its Cache Storage is the 'return visit' state."""
    context = browser.new_context()
    context.add_init_script(RECORD_PROGRESS)
    yield context
    context.close()


def open_page(context: Any, base_url: str) -> tuple[Any, dict[str, Any], Any]:
    """index.html until CombatLab.ready; returns the page, the ready info and the page log."""
    page = context.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "index.html")
    info = page.evaluate("() => CombatLab.ready")
    return page, info, log


def wait_saved(page: Any) -> dict[str, Any]:
    page.wait_for_function(f"() => ({SAVED})() !== null", timeout=LOAD_TIMEOUT_MS)
    saved: dict[str, Any] = page.evaluate(SAVED)
    return saved


def ensure_saved(context: Any, base_url: str) -> None:
    """Make sure this context has a saved snapshot (a cold visit saves one) whatever ran before."""
    page = context.new_page()
    page.goto(base_url + "bare.html")  # same origin, no engine: a page to reach the cache from
    count = page.evaluate("async (name) => (await (await caches.open(name)).keys()).length", snapshot_cache(base_url))
    page.close()
    if count == 0:
        page, info, _ = open_page(context, base_url)
        assert info["start"] == "cold" and wait_saved(page)["saved"] is True
        page.close()


def cpython(name: str, payload: Any) -> Any:
    from pyengine import bridge

    return json.loads(bridge.call(name, json.dumps(payload)))


def check_answers(page: Any, gorger: dict[str, Any]) -> None:
    """The engine answers as CPython does, whichever way it started."""
    assert page.evaluate("s => CombatLab.resolve(s)", gorger) == cpython("resolve", copy.deepcopy(gorger))
    assert page.evaluate("s => CombatLab.call('validate', s)", gorger) == cpython("validate", gorger)
    assert page.evaluate("s => CombatLab.compare(s)", gorger) == cpython("compare", {"scenario": gorger, "rulesets": None})
    assert page.evaluate("() => CombatLab.rulesets()") == cpython("rulesets", {})


def test_cold_start_then_return_visit_restores_the_snapshot(
    context: Any, base_url: str, manifest: dict[str, Any], gorger: dict[str, Any]
) -> None:
    page, info, log = open_page(context, base_url)
    assert info["start"] == "cold" and info["snapshot"] == {"status": "none"}, info
    assert info["runtimeCompile"] == "pyodide", info  # a first visit keeps Pyodide's own order
    saved = wait_saved(page)
    assert saved["saved"] is True and 1_000_000 < saved["bytes"] < 100_000_000, saved
    # Honest progress: it says when Python is starting, and the bar moved while it did.
    progress = page.evaluate("() => window.__progress")
    messages = [update["message"] for update in progress]
    assert "Starting Python" in messages, messages
    fractions = [update["fraction"] for update in progress]
    assert fractions == sorted(fractions) and fractions[-1] == 1
    starting = [update["fraction"] for update in progress if update["message"] == "Starting Python"]
    if info["stages"]["Starting Python"] > 1000:  # the bar creeps (every 200 ms) while Python starts
        assert len(set(starting)) > 2, starting
    assert log.console_errors == []
    page.close()

    page, info, log = open_page(context, base_url)
    assert info["start"] == "snapshot", info
    # The WebAssembly was compiled from the worker's first moments, and Pyodide used that module.
    assert info["runtimeCompile"] == "early", info
    assert info["snapshot"]["status"] == "restored" and info["snapshot"]["bytes"] == saved["bytes"]
    assert info["snapshot"]["readMs"] >= 0
    assert info["buildHash"] == manifest["build_hash"]
    assert list(info["stages"]) == [
        "Loading the Python runtime", "Reading the saved Python from this browser",
        "Starting Python (from the saved copy)", "Checking the combat engine",
    ]
    check_answers(page, gorger)
    # Modules the first answers never needed were imported before the snapshot was taken.
    advice = page.evaluate("s => CombatLab.call('advise', {scenario: s, side: 'defender'})", gorger)
    expected = cpython("advise", {"scenario": gorger, "side": "defender"})
    for answer in (advice, expected):  # how long the search took differs, of course
        answer["search"] = {k: v for k, v in answer["search"].items() if not k.endswith("ms")}
    assert advice == expected
    # Nothing new is saved after a restore; the engine wheel was fetched once, to check the restored
    # engine against it (snapshot.js checkRestoredEngine).
    page.wait_for_timeout(1000)
    assert page.evaluate(SAVED) is None
    assert [url for url in log.requests if url.endswith(manifest["engine_wheel"])] == [base_url + manifest["engine_wheel"]]
    assert log.console_errors == [] and log.failed == []
    page.close()


# What the loader said, in order, until the engine was in (boot.js shows the progress itself), whether
# the page's controls were inert until the playground was in, and when the first engine worker was made.
RECORD_LOADER = """
window.__loaderSaid = [];
window.__controlsLive = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) {
    super(...args);
    window.__workerAt ??= performance.now();
  }
};
new MutationObserver(() => {
  if (document.body && document.body.dataset.answered && window.__answeredAt === undefined) {
    window.__answeredAt = performance.now();
    window.__firstAnswer = document.body.dataset.answered;
  }
  const message = document.getElementById("load-message");
  if (!message || document.body.dataset.engine) return;
  const text = message.textContent;
  if (window.__loaderSaid.at(-1) !== text) window.__loaderSaid.push(text);
  if (document.body.dataset.app === "ready") return;
  for (const controls of document.querySelectorAll(".toolbar, .playback")) {
    if (!controls.inert) window.__controlsLive.push(text);
  }
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""

PLAYGROUND_TIMING = r"""() => {
  const app = performance.getEntriesByName(new URL("playground/boot.js", location.href).href)[0];
  return { appRequested: app ? app.startTime : null, engineReady: window.__readyAt ?? null,
           answered: window.__answeredAt ?? null, firstAnswer: window.__firstAnswer ?? null,
           worker: window.__workerAt ?? null,
           // what the page fetched from examples/ before its first answer, and which of web/'s modules it
           // asked for one by one (the playground is one bundle, boot.js: none)
           examplesBefore: performance.getEntriesByType("resource")
             .filter((e) => e.name.includes("/examples/") && e.startTime < (window.__answeredAt ?? Infinity))
             .map((e) => e.name),
           modulesAsked: performance.getEntriesByType("resource")
             .filter((e) => /\/(core|board|playground|engine)\/[^/]+\.js$/.test(e.name) && !e.name.endsWith("/playground/boot.js")
                             && !e.name.endsWith("/engine/engine-worker.js"))
             .map((e) => e.name) };
}"""


def test_the_playground_answers_its_first_example_before_the_engine_starts(browser: Any, base_url: str) -> None:
    """The first example comes with its stored answer (issue 26): boot.js loads the playground at once, the
    board is answered before any engine worker exists, and the engine starts right after, on a first
    visit and on a return visit alike; boot.js shows the engine's progress meanwhile."""
    context = browser.new_context()
    context.add_init_script(RECORD_PROGRESS)
    context.add_init_script(RECORD_LOADER)
    try:
        for visit in ("cold", "snapshot"):
            page = context.new_page()
            log = watch(page, base_url)
            page.goto(base_url + "index.html")
            # The page starts the engine itself (reading CombatLab.ready would start it sooner).
            page.wait_for_function("() => document.body.dataset.checked !== undefined", timeout=LOAD_TIMEOUT_MS)
            info = page.evaluate("() => CombatLab.ready")
            assert info["start"] == visit, info
            timing = page.evaluate(PLAYGROUND_TIMING)
            assert timing["engineReady"] is not None and timing["appRequested"] is not None, timing
            assert timing["firstAnswer"] == "stored", timing
            if visit == "cold":
                # index.html carries the examples list, the first board and its answer (build.py), and
                # the playground is one bundle: no request waits on another's imports.
                assert timing["examplesBefore"] == [], timing
                assert timing["modulesAsked"] == [], timing
            assert timing["worker"] is not None and timing["answered"] < timing["worker"], timing
            assert timing["appRequested"] < timing["engineReady"], timing
            said = page.evaluate("() => window.__loaderSaid")
            starting = "Starting Python" if visit == "cold" else "Starting Python (from the saved copy)"
            assert starting in said, said
            # The controls could do nothing before the playground: inert until then, free after.
            assert page.evaluate("() => window.__controlsLive") == []
            assert page.evaluate("() => [...document.querySelectorAll('.toolbar, .playback')].map((c) => c.inert)") \
                == [False, False]
            if visit == "cold":
                wait_saved(page)
            assert log.console_errors == [] and log.failed == []
            page.close()
    finally:
        context.close()


def test_a_restarted_worker_on_the_same_page_restores_too(context: Any, base_url: str) -> None:
    ensure_saved(context, base_url)
    page, info, _ = open_page(context, base_url)
    assert info["start"] == "snapshot"
    second = page.evaluate("""() => new Promise((resolve) => {
        const worker = new Worker(new URL('engine/engine-worker.js', location.href), {type: 'module'});
        worker.onmessage = (event) => {
          if (event.data.type === 'ready' || event.data.type === 'failed') { worker.terminate(); resolve(event.data); }
        };
    })""")
    assert second["type"] == "ready" and second["info"]["start"] == "snapshot", second
    page.close()


@pytest.mark.parametrize(
    ("mode", "reason"),
    [
        ("other-build", "X-Build-Hash"),
        ("damaged", "damaged"),
        ("truncated", "expected"),
        ("not-a-snapshot", ""),  # Pyodide's own words (its magic number check)
    ],
)
def test_a_bad_snapshot_is_refused_and_the_page_starts_afresh(
    context: Any, base_url: str, gorger: dict[str, Any], mode: str, reason: str
) -> None:
    ensure_saved(context, base_url)
    page = context.new_page()
    page.goto(base_url + "bare.html")
    page.evaluate(TAMPER, [snapshot_cache(base_url), mode, "", ""])
    page.close()

    page, info, log = open_page(context, base_url)
    assert info["start"] == "cold", info
    assert info["snapshot"]["status"] == "refused" and reason in info["snapshot"]["reason"], info
    check_answers(page, gorger)
    # The refused snapshot was thrown away and a good one saved in its place: the next visit restores.
    assert wait_saved(page)["saved"] is True
    assert log.failed == []
    page.close()
    page, info, _ = open_page(context, base_url)
    assert info["start"] == "snapshot", info
    page.close()


def test_a_snapshot_whose_engine_was_edited_is_refused_and_the_page_starts_afresh(
    context: Any, base_url: str, gorger: dict[str, Any]
) -> None:
    """The snapshot's block sha256s are the page's own: edited bytes with the hashes recomputed pass
    them. The restored engine is checked against the build's engine wheel (its sha256 in the
    manifest the service worker vouches for): an engine that differs is refused, the page starts
    cold, and answers as the build's engine does, not as the edited one would."""
    ensure_saved(context, base_url)
    page = context.new_page()
    page.goto(base_url + "bare.html")
    edits = page.evaluate(TAMPER, [snapshot_cache(base_url), "engine-edited", ENGINE_TEXT, EDITED_TEXT])
    page.close()
    assert edits >= 1  # the engine's text really is in the snapshot, and was edited

    page, info, log = open_page(context, base_url)
    assert info["start"] == "cold", info
    assert info["snapshot"]["status"] == "refused", info
    assert "not this build's engine wheel" in info["snapshot"]["reason"] and "pyengine.reader" in info["snapshot"]["reason"], info
    problems = page.evaluate("() => CombatLab.call('validate', {})")["problems"]
    assert any(ENGINE_TEXT in p["message"] for p in problems) and not any(EDITED_TEXT in p["message"] for p in problems)
    check_answers(page, gorger)
    # The refused snapshot was replaced by a good one: the next visit restores, and its engine passes.
    assert wait_saved(page)["saved"] is True
    assert log.failed == []
    page.close()
    page, info, _ = open_page(context, base_url)
    assert info["start"] == "snapshot", info
    page.close()


# The saved Python's entries: their keys (URLs) and the build hash each claims.
SAVED_ENTRIES = """async (name) => {
  const cache = await caches.open(name);
  return Promise.all((await cache.keys()).map(async (r) => [r.url, (await cache.match(r)).headers.get('X-Build-Hash')]));
}"""
# Moves the one saved entry to another build's key (as an older build of this folder left it).
AS_OLDER_BUILD = """async (name) => {
  const cache = await caches.open(name);
  const [key] = await cache.keys();
  const older = key.url.replace(/[0-9a-f]{64}$/, 'f'.repeat(64));
  const stored = await cache.match(key);
  const headers = new Headers(stored.headers);
  headers.set('X-Build-Hash', 'f'.repeat(64));
  await cache.put(older, new Response(await stored.arrayBuffer(), { headers }));
  await cache.delete(key);
  return older;
}"""


def test_an_older_builds_snapshot_is_never_read_and_is_replaced(
    context: Any, base_url: str, manifest: dict[str, Any], gorger: dict[str, Any]
) -> None:
    """The worker finds the folder's one entry before the manifest says which build the page is:
    one of another build is not restored (it is not even refused: there is none for this build),
    the page starts cold, and the snapshot it saves replaces the older one."""
    ensure_saved(context, base_url)
    page = context.new_page()
    page.goto(base_url + "bare.html")
    older = page.evaluate(AS_OLDER_BUILD, snapshot_cache(base_url))
    page.close()

    page, info, log = open_page(context, base_url)
    assert info["start"] == "cold" and info["snapshot"] == {"status": "none"}, info
    check_answers(page, gorger)
    assert wait_saved(page)["saved"] is True
    entries = page.evaluate(SAVED_ENTRIES, snapshot_cache(base_url))
    assert [hash_ for _, hash_ in entries] == [manifest["build_hash"]] and older not in dict(entries), entries
    assert log.console_errors == []
    page.close()


def test_a_first_visit_warms_up_the_next_one(browser: Any, base_url: str, gorger: dict[str, Any]) -> None:
    """After a cold start under the service worker, a second engine worker restores the saved Python
    from the service worker's copy (checking it, and letting the browser keep the compiled runtime),
    then ends; the next visit restores with the early compile. A restored start warms up nothing."""
    context = browser.new_context()
    try:
        page, info, log = open_page(context, base_url)
        assert info["start"] == "cold"
        page.wait_for_function("() => CombatLab.nextVisit !== null", timeout=LOAD_TIMEOUT_MS)
        warm = page.evaluate("() => CombatLab.nextVisit")
        assert warm["warmed"] is True and warm["start"] == "snapshot" and warm["ms"] > 0, warm
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")
        assert log.console_errors == []
        page.close()

        page, info, log = open_page(context, base_url)
        assert info["start"] == "snapshot" and info["runtimeCompile"] == "early", info
        check_answers(page, gorger)
        page.wait_for_timeout(4000)  # the service worker controls this page from its start
        assert page.evaluate("() => CombatLab.nextVisit") is None
        assert log.console_errors == [] and log.failed == []
        page.close()
    finally:
        context.close()


def test_compressed_serving_changes_no_byte(browser: Any, base_url: str, manifest: dict[str, Any]) -> None:
    """The browser gets the brotli siblings (Content-Encoding: br) and decodes them to the very
    files the manifest hashes (test_identity_serving_...: without compression, the same bytes)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base_url + "bare.html")
        check = """async (rels) => {
          const out = {};
          for (const rel of rels) {
            const response = await fetch(rel);
            const body = await response.arrayBuffer();
            const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
            out[rel] = { encoding: response.headers.get("Content-Encoding"),
                         sha256: [...digest].map((b) => b.toString(16).padStart(2, "0")).join(""),
                         size: body.byteLength };
          }
          return out;
        }"""
        rels = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide.asm.mjs",
                manifest["engine_wheel"], "engine/engine-worker.js", "index.html"]
        fetched = page.evaluate(check, rels)
        for rel in rels:
            entry = manifest["files"][rel]
            assert fetched[rel] == {"encoding": "br", "sha256": entry["sha256"], "size": entry["size"]}, rel
        # What went over the wire for the runtime was the brotli sibling's size, not the file's.
        wire = page.evaluate("""() => performance.getEntriesByType('resource')
            .filter((e) => e.name.endsWith('pyodide.asm.wasm')).map((e) => e.encodedBodySize)""")
        assert wire and wire[0] == manifest["encodings"]["pyodide/pyodide.asm.wasm"]["br"]
    finally:
        context.close()


def test_identity_serving_sends_the_files_as_they_are(base_url: str, manifest: dict[str, Any]) -> None:
    import urllib.request

    for rel in ["pyodide/pyodide.asm.wasm", manifest["engine_wheel"]]:
        request = urllib.request.Request(base_url + rel, headers={"Accept-Encoding": "identity"})
        with urllib.request.urlopen(request) as response:
            assert response.headers.get("Content-Encoding") is None
            assert build.sha256_bytes(response.read()) == manifest["files"][rel]["sha256"], rel


def test_micropip_installs_wheels_on_demand_and_then_no_snapshot_is_taken(
    browser: Any, base_url: str, manifest: dict[str, Any]
) -> None:
    """micropip is off the start-up's path (never requested to start) but installs wheels when asked;
    a runtime where it ran cannot be snapshotted (Pyodide refuses), so the worker does not try."""
    context = browser.new_context()
    try:
        page = context.new_page()
        log = watch(page, base_url)
        page.goto(base_url + "index.html")
        answer = page.evaluate(
            "(wheel) => CombatLab.ready.then(() => CombatLab.call('install', {wheels: [wheel]}))",
            manifest["engine_wheel"],  # already installed: micropip has nothing to do but say so
        )
        assert answer == {"ok": True, "installed": [manifest["engine_wheel"]]}
        assert manifest["micropip_wheel"] in log.paths()
        refused = page.evaluate(
            "() => CombatLab.call('install', {wheels: ['https://example.invalid/x-1-py3-none-any.whl']})"
            ".then(() => 'installed', (e) => e.message)"
        )
        assert "is not on this site" in refused
        saved = wait_saved(page)
        assert saved["saved"] is False and "micropip" in saved["reason"], saved
        assert page.evaluate("(s) => CombatLab.resolve(s).then((a) => a.ok)", {"format": 1}) is False
    finally:
        context.close()
