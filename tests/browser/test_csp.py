"""The strict Content-Security-Policy: every built page declares it, the build enforces it,
and every page loads and resolves under it (sent as a header too) with no violation."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT, build, watch
from widgetkit import CSP_WATCH, encode, gorger, wait_widgets

STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'"


def test_the_policy_is_strict() -> None:
    assert build.CSP.startswith(STRICT)
    assert "unsafe-inline" not in build.CSP and "'unsafe-eval'" not in build.CSP
    assert "style-src 'self'" in build.CSP


def test_every_built_page_declares_the_policy(manifest: dict[str, Any]) -> None:
    pages = [rel for rel in manifest["files"] if rel.endswith(".html")]
    assert {"index.html", "wiki-demo.html", "embed.html", "bare.html"} <= set(pages)
    for rel in pages:
        text = (build.STATIC / rel).read_text(encoding="utf-8")
        assert text.count("Content-Security-Policy") == 1, rel
        assert build.CSP_META in text, rel
        assert text.index(build.CSP_META) < text.index("<script"), rel  # declared before any script
        for tag in re.findall(r"<script\b[^>]*>", text):
            assert 'type="module"' in tag and "src=" in tag or 'type="application/json"' in tag, (rel, tag)
        assert not re.search(r"<[a-z]+\b[^>]*\son[a-z]+\s*=", text), rel  # no inline handlers
        assert not re.search(r"<style\b|\sstyle=", text), rel  # no inline styles either


def test_the_build_inserts_a_missing_tag_and_refuses_another_policy() -> None:
    page = b'<!doctype html>\n<html><head><meta charset="utf-8"><title>t</title></head></html>'
    inserted = build.with_csp_meta("new.html", page).decode()
    assert inserted.index('<meta charset="utf-8">') < inserted.index(build.CSP_META) < inserted.index("<title>")
    assert build.with_csp_meta("same.html", inserted.encode()) == inserted.encode()
    loose = page.replace(b"<title>", b'<meta http-equiv="Content-Security-Policy" content="default-src *"><title>')
    with pytest.raises(build.BuildError, match="other than build.py's CSP"):
        build.with_csp_meta("loose.html", loose)
    with pytest.raises(build.BuildError, match="meta charset"):
        build.with_csp_meta("bare.html", b"<html><head></head></html>")


def test_hosting_docs_give_the_same_policy() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert build.CSP in readme


def test_server_sends_the_policy_header(base_url: str) -> None:
    from urllib.request import urlopen

    for rel in ("index.html", "wiki-demo.html", "embed.html", "engine/engine-worker.js", "sw.js"):
        with urlopen(base_url + rel) as response:  # noqa: S310 (our own 127.0.0.1 server)
            assert response.headers["Content-Security-Policy"] == build.CSP, rel
    with urlopen(base_url + "pyodide/pyodide.asm.wasm") as response:  # noqa: S310
        assert response.headers["Content-Type"] == "application/wasm"
    with urlopen(base_url + "manifest.webmanifest") as response:  # noqa: S310
        assert response.headers["Content-Type"] == "application/manifest+json"


@pytest.fixture
def strict(browser: Any) -> Any:
    """A fresh context that records CSP violations (documents) and console errors (workers too)."""
    context = browser.new_context()
    context.add_init_script(CSP_WATCH)
    yield context
    context.close()


def csp_errors(log: Any) -> list[str]:
    return [e for e in log.console_errors if "Content Security Policy" in e or "Content-Security-Policy" in e]


@pytest.mark.browser
def test_violations_are_seen_here(strict: Any, base_url: str) -> None:
    """The control: an inline script on these pages is blocked and reported."""
    page = strict.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "embed.html")
    try:
        page.add_script_tag(content="window.__inline = 1")
    except Exception:  # noqa: BLE001, S110 (Playwright may report the refusal as an error)
        pass
    assert page.evaluate("() => window.__inline") is None
    page.wait_for_function("() => window.__csp.length > 0")
    assert "script-src" in page.evaluate("window.__csp")[0]
    assert csp_errors(log)


@pytest.mark.browser
def test_playground_under_the_policy(strict: Any, base_url: str) -> None:
    page = strict.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "index.html")
    page.wait_for_function("() => ['ready', 'failed'].includes(document.body.dataset.engine)", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("() => document.body.dataset.engine") == "ready"
    result = page.evaluate("(s) => CombatLab.resolve(s)", gorger())
    assert result["ok"] is True
    page.wait_for_timeout(500)
    assert page.evaluate("window.__csp") == []
    assert csp_errors(log) == [] and log.console_errors == []


@pytest.mark.browser
def test_wiki_demo_under_the_policy(strict: Any, base_url: str) -> None:
    page = strict.new_page()
    log = watch(page, base_url)
    page.goto(base_url + "wiki-demo.html")
    assert set(wait_widgets(page)) == {"ready"}
    # Step and play through the widgets: their interactions run under the policy too.
    step = page.locator('combat-lab[mode="step"]').first
    step.get_by_role("button", name="Next event").click()
    step.get_by_role("button", name="Jump to the end").click()
    play = page.locator('combat-lab[mode="play"]').first
    play.get_by_role("button", name="Resolve with my choices").click()
    page.wait_for_timeout(500)
    assert page.evaluate("window.__csp") == []
    assert csp_errors(log) == [] and log.console_errors == []


@pytest.mark.browser
def test_embed_under_the_policy(strict: Any, base_url: str) -> None:
    page = strict.new_page()
    log = watch(page, base_url)
    page.goto(f"{base_url}embed.html#s={encode(gorger())}&compare=mtg,mtg-2020,mtg-classic")
    page.wait_for_function("() => document.querySelector('combat-lab')?.dataset.state === 'ready'", timeout=LOAD_TIMEOUT_MS)
    assert page.locator("combat-lab .column").count() == 3
    page.wait_for_timeout(300)
    assert page.evaluate("window.__csp") == []
    assert csp_errors(log) == [] and log.console_errors == []


def test_our_code_has_no_eval_and_no_html_sinks() -> None:
    sinks = re.compile(r"\beval\(|new Function\(|\.innerHTML\b|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(|setTimeout\(\s*[\"'`]")
    mine = ["widget.js", "widget/widget.js", "widget/element.js", "widget/board.js", "widget/choices.js", "widget/dom.js",
            "widget/visibility.js", "core/widget-text.js", "widget/embed.js", "embed-resizer.js",
            "core/embed-snippets.js", "core/stored-answer.js", "core/answers-store.js", "engine/build-id.js", "sw.js",
            "engine/sw-register.js",
            "engine/combatlab.js", "core/share.js",
            "playground/app.js", "playground/state.js", "playground/elements.js", "playground/board-view.js",
            "playground/verdict.js", "playground/declarations.js", "playground/panels.js", "playground/json-text.js",
            "playground/engine-calls.js", "playground/playback.js", "playground/share.js", "playground/board-input.js"]
    for name in mine:
        code = (Path(build.WEB) / name).read_text(encoding="utf-8")
        code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
        code = re.sub(r"(?m)(^|\s)//.*$", r"\1", code)
        assert not sinks.search(code), name
