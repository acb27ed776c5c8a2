"""Browser-test fixtures: static/ served on 127.0.0.1, Debian's Chromium via pytest-playwright."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT, LabPage, build, serving, watch

CHROMIUM = Path("/usr/bin/chromium")
#: The Gorger example as it was typed by hand before web/examples/gorger.json named its cards (the same
#: board: tests/test_cards_surface.py), so that a test of the page that is not about cards loads no card index.
GORGER = ROOT / "tests" / "card_twins" / "gorger.json"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip browser tests (with the reason) when Chromium is not installed."""
    if CHROMIUM.exists():
        return
    skip = pytest.mark.skip(reason=f"{CHROMIUM} missing: `python3 build.py test` installs it")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def manifest() -> dict[str, Any]:
    """static/build-manifest.json, building static/ first if it is missing."""
    path = build.STATIC / build.MANIFEST_NAME
    if not path.exists():
        build.build()
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.fixture(scope="session")
def base_url(manifest: dict[str, Any]) -> Iterator[str]:
    """static/ served by http.server on 127.0.0.1 (a free port) in a thread, for the whole session: every
    browser test that loads static/ from its usual place shares this one server (labkit.serving).

    Overrides pytest-base-url's fixture of the same name, so page.goto("bare.html") works.
    """
    with serving() as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's Chromium (playwright cannot download its own browsers here)."""
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    }


@pytest.fixture(scope="session")
def gorger() -> dict[str, Any]:
    """The Vastwood Gorger example scenario from the spec (the page's default), its fields typed by hand."""
    return json.loads(GORGER.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def lab(browser: Any, base_url: str) -> Iterator[LabPage]:
    """index.html loaded in a fresh context, after window.CombatLab.ready resolved."""
    context = browser.new_context()
    page = context.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "index.html")
    # The board too (data-app), not only the engine: the tests click Resolve on the default board,
    # and the examples it comes from are fetched alongside the engine, not before it.
    page.wait_for_function(
        "() => document.body.dataset.app === 'ready' && ['ready', 'failed'].includes(document.body.dataset.engine)",
        timeout=LOAD_TIMEOUT_MS,
    )
    status = page.text_content("#engine-status")
    assert page.evaluate("() => document.body.dataset.engine") == "ready", (status, log)
    info = page.evaluate("() => window.CombatLab.ready")
    try:
        yield LabPage(page, log, info)
    finally:
        context.close()
