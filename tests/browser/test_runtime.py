"""The engine in Chromium, through Pyodide, answers exactly as CPython does."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from labkit import LOAD_TIMEOUT_MS, LabPage, build, serving, watch

pytestmark = pytest.mark.browser


def cpython_bridge(name: str, payload: Any) -> Any:
    """What pyengine.bridge answers in CPython for the same call, parsed."""
    from pyengine import bridge

    return json.loads(bridge.call(name, json.dumps(payload)))


def as_json(value: Any) -> Any:
    """A value as it looks after a JSON round trip (what crosses into the browser)."""
    return json.loads(json.dumps(value))


def test_page_loads_without_errors(lab: LabPage, manifest: dict[str, Any]) -> None:
    assert lab.ready_info["engineWheel"] == manifest["engine_wheel"]
    assert lab.ready_info["buildHash"] == manifest["build_hash"]
    assert lab.ready_info["pyodideVersion"] == manifest["pyodide_version"]
    # The start-up, stage by stage (bench/startup.py reports these): every stage, and no more than the whole.
    stages = lab.ready_info["stages"]
    assert lab.ready_info["start"] == "cold"  # a fresh context: nothing saved yet
    # "Compiling" shows only when the download ends before Python starts; the engine wheel is
    # installed while Python starts (loadPyodide's packages), so there is no stage of its own.
    assert [s for s in stages if s != "Compiling the Python runtime"] == [
        "Loading the Python runtime", "Downloading the Python runtime", "Starting Python", "Loading the combat engine"
    ], stages
    assert all(ms >= 0 for ms in stages.values())
    assert sum(stages.values()) <= lab.ready_info["loadMs"] + len(stages)  # each rounded
    assert lab.log.console_errors == []
    assert lab.log.failed == []
    assert lab.page.title() == "Combat Lab"
    assert lab.page.is_hidden("#loader")


def test_resolve_matches_cpython(lab: LabPage, gorger: dict[str, Any]) -> None:
    import pyengine

    in_browser = lab.page.evaluate("s => CombatLab.resolve(s)", gorger)
    assert in_browser["ok"] is True
    assert in_browser == as_json(pyengine.resolve(copy.deepcopy(gorger)))
    assert in_browser == cpython_bridge("resolve", gorger)


def test_invalid_scenario_resolves_with_the_error(lab: LabPage, gorger: dict[str, Any]) -> None:
    bad = dict(gorger, ruleset="no-such-ruleset")
    in_browser = lab.page.evaluate("s => CombatLab.resolve(s)", bad)
    assert in_browser["ok"] is False
    assert in_browser["error"]["code"] == "unknown-ruleset"
    assert {"code", "message", "path"} <= set(in_browser["error"])
    assert in_browser == cpython_bridge("resolve", bad)


def test_wrong_shape_resolves_with_invalid_scenario(lab: LabPage) -> None:
    in_browser = lab.page.evaluate("() => CombatLab.resolve([1, 2, 3])")
    assert in_browser["ok"] is False
    assert in_browser["error"]["code"] == "invalid-scenario"
    assert in_browser == cpython_bridge("resolve", [1, 2, 3])


def test_validate_matches_cpython(lab: LabPage, gorger: dict[str, Any]) -> None:
    import pyengine

    bad = dict(gorger, ruleset="no-such-ruleset")
    assert lab.page.evaluate("s => CombatLab.validate(s)", gorger) == as_json(
        pyengine.validate(copy.deepcopy(gorger))
    )
    problems = lab.page.evaluate("s => CombatLab.validate(s)", bad)
    assert problems == as_json(pyengine.validate(copy.deepcopy(bad)))
    assert [p["code"] for p in problems] == ["unknown-ruleset"]


def test_rulesets_and_compare_match_cpython(lab: LabPage, gorger: dict[str, Any]) -> None:
    rulesets = lab.page.evaluate("() => CombatLab.rulesets()")
    assert rulesets["ok"] is True
    assert rulesets == cpython_bridge("rulesets", {})
    compared = lab.page.evaluate("s => CombatLab.compare(s, ['mtg', 'mtg-2020'])", gorger)
    assert compared == cpython_bridge("compare", {"scenario": gorger, "rulesets": ["mtg", "mtg-2020"]})


def test_options_call_matches_cpython(lab: LabPage, gorger: dict[str, Any]) -> None:
    """The worker forwards the bridge call ``options`` (every legal choice of the next decisions)."""
    answer = lab.page.evaluate("s => CombatLab.call('options', s)", gorger)
    assert answer["ok"] is True and answer["divisions"]
    assert answer == cpython_bridge("options", gorger)


def test_everything_comes_from_static(lab: LabPage, manifest: dict[str, Any]) -> None:
    assert lab.log.foreign_requests() == []
    requested = lab.log.paths()
    assert manifest["engine_wheel"] in requested
    assert manifest["micropip_wheel"] not in requested  # micropip is for later installs, not the start
    # The page loads exactly the files the build counts as a first visit.
    assert requested - {""} == set(manifest["first_visit"])


def test_playground_renders_the_event_log(lab: LabPage, gorger: dict[str, Any]) -> None:
    page = lab.page
    result = page.evaluate("s => CombatLab.resolve(s)", gorger)
    assert result["ok"] is True, result
    page.click("#resolve")
    page.wait_for_selector("#result .event, #result .error-box", timeout=30_000)
    events = [event for step in result["steps"] for event in step["events"]]
    items = page.locator("#result .event")
    assert items.count() == len(events)
    for index, event in enumerate(events):
        rule = items.nth(index).locator(".rule").text_content()
        assert rule == (f"rule {event['rule']}" if event.get("rule") else "—")
    assert "Vastwood Gorger" in (page.text_content("#result") or "")
    assert page.get_attribute("#result", "aria-live") == "polite"
    assert lab.log.console_errors == []


def test_scenario_text_is_never_html(lab: LabPage, gorger: dict[str, Any]) -> None:
    page = lab.page
    scenario = copy.deepcopy(gorger)
    scenario["permanents"][0]["name"] = "<img src=x id=injected> Gorger"
    page.fill("#scenario", json.dumps(scenario))
    page.click("#resolve")
    # The previous test's events are still in #result until the edited board (applied when the
    # text field loses focus) is resolved: wait for the result of this board, not any result.
    page.wait_for_function(
        """(name) => { const app = CombatLabApp.state;
            return CombatLabApp.scenario().permanents[0].name === name && app.resultSeq === app.seq
              && document.querySelector('#result .event, #result .error-box') !== null; }""",
        arg=scenario["permanents"][0]["name"],
        timeout=30_000,
    )
    assert page.locator("#injected").count() == 0
    page.click("#reset")


def test_bare_page_reports_two(browser: Any, base_url: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        log = watch(page, base_url)
        page.goto(base_url + "bare.html")
        page.wait_for_function("() => document.body.dataset.status !== 'loading'", timeout=LOAD_TIMEOUT_MS)
        result = page.evaluate("() => window.bareResult")
        assert result.get("value") == 2, result
        assert result["ms"] > 0
        assert page.text_content("#result") == "2"
        assert log.console_errors == [] and log.failed == [] and log.foreign_requests() == []
    finally:
        context.close()


def test_works_under_a_sub_path(browser: Any, manifest: dict[str, Any], tmp_path: Path) -> None:
    """static/ served as /some/sub/path/ by another server: relative URLs only."""
    (tmp_path / "some" / "sub").mkdir(parents=True)
    (tmp_path / "some" / "sub" / "path").symlink_to(build.STATIC, target_is_directory=True)
    with serving(tmp_path) as root_url:
        sub_path_page(browser, root_url)


def sub_path_page(browser: Any, root_url: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        url = root_url + "some/sub/path/"
        log = watch(page, url)
        page.goto(url)
        page.wait_for_function(
            "() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS
        )
        assert page.evaluate("() => document.body.dataset.engine") == "ready", page.text_content("#result")
        answer = page.evaluate("() => CombatLab.resolve({format: 1})")
        assert answer["ok"] is False
        assert log.console_errors == [] and log.failed == [] and log.foreign_requests() == []
        assert all(path.startswith("/some/sub/path/") for path in map(lambda u: urlsplit(u).path, log.requests))
    finally:
        context.close()


@pytest.mark.parametrize(
    "missing", ["engine_wheel", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"]
)
def test_a_missing_file_fails_clearly(browser: Any, manifest: dict[str, Any], tmp_path: Path, missing: str) -> None:
    """Loading errors reject CombatLab.ready with a message and show on the page: no hang."""
    gone = manifest.get(missing, missing)
    for rel in [*manifest["files"], build.MANIFEST_NAME]:
        if rel != gone:
            (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / rel).symlink_to(build.STATIC / rel)
    with serving(tmp_path) as url:
        fails_clearly(browser, url, gone)


def fails_clearly(browser: Any, url: str, gone: str) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        error = page.evaluate("() => CombatLab.ready.then(() => 'resolved', (e) => e.message)")
        assert error.startswith("Combat Lab engine failed to load"), error
        assert Path(gone).name in error
        # The playground's modules load once the engine is ready or has failed (playground/boot.js):
        # the page shows the failure once they are in.
        page.wait_for_function("() => document.body.dataset.engine !== undefined", timeout=LOAD_TIMEOUT_MS)
        assert page.evaluate("() => document.body.dataset.engine") == "failed"
        assert "failed" in (page.text_content("#engine-status") or "")
        answer = page.evaluate("() => CombatLab.resolve({}).then(() => 'resolved', (e) => e.message)")
        assert answer.startswith("Combat Lab engine failed to load"), answer
    finally:
        context.close()
