"""The MediaWiki extension (mediawiki/CombatLab) in a real MediaWiki 1.39: Debian's package,
installed throwaway with SQLite in a temporary folder (wikikit.py), pages saved with
maintenance/edit.php, read by Chromium and, without JavaScript, by urllib."""

from __future__ import annotations

import html
import json
import re
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import LOAD_TIMEOUT_MS, ROOT
from playwright.sync_api import expect
from pyengine import answers, bridge
from widgetkit import CSP_WATCH, GORGER, bears, gorger, scroll_through
from wikikit import ThrowawayWiki, group_alive, heavy_board, php_available

pytestmark = pytest.mark.browser

WIDGET_SCRIPT = '<script type="module" src="/extensions/CombatLab/static/widget.js"></script>'
STATES = "() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.state || '')"

TRAMPLE = bears(5, 5, title="Trample over a bear")
HOSTILE_NAME = "</script><script>window.__pwned = 1</script>"
HOSTILE_TITLE = "\"'><img src=x onerror=\"window.__pwned = 2\">"
# Legal under today's rules, refused under mtg-2020's damage assignment order (510.1c).
THEN_AND_NOW = {key: value for key, value in gorger(ruleset="mtg").items() if key != "damage_assignment_order"}
THEN_AND_NOW["assignments"] = [{"source": "gorger", "division": {"guardian": 2, "elves": 3}}]
FLYING_BLOCKED = {
    "format": 1, "ruleset": "mtg",
    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}], "active_player": "alice",
    "permanents": [
        {"id": "bird", "name": "Birds of Paradise", "controller": "alice", "power": 0, "toughness": 1,
         "keywords": ["flying"]},
        {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
    ],
    "attackers": [{"id": "bird", "target": "bob"}],
    "blockers": [{"id": "bear", "blocks": ["bird"]}],
}


def tag(board: Any = None, body: str | None = None, **attrs: str) -> str:
    """A <combatlab> tag as an author writes it: the board as indented JSON, or src=."""
    attributes = "".join(f' {name}="{value}"' for name, value in attrs.items())
    if board is None and body is None:
        return f"<combatlab{attributes} />"
    text = body if body is not None else json.dumps(board, indent=1, ensure_ascii=False)
    return f"<combatlab{attributes}>\n{text}\n</combatlab>"


ARTICLE = "\n\n".join([
    "Combat damage, '''step by step'''.",
    "== Dividing damage ==",
    tag(GORGER, mode="step"),
    "== Trample ==",
    tag(src="Trample", height="460"),
    "== Then and now ==",
    tag(THEN_AND_NOW, compare="mtg,mtg-2020"),
    "== A broken board ==",
    tag(body='{"format": 1, "ruleset": "mtg",'),
    "The end.",
])

# Each bad tag and the words its error box must hold.
BAD_TAGS = [
    (tag(body='{"format": 1,\n "ruleset": "mtg",\n}'), "not valid JSON: Expecting property name enclosed in double quotes: line 3 column 1"),
    (tag(GORGER, ruleset="no-such-rules"), "unknown ruleset 'no-such-rules'"),
    (tag(FLYING_BLOCKED), "Birds of Paradise has flying: only a creature with flying or reach can block it, "
                          "and Grizzly Bears has neither (rule 702.9b)"),
    # The engine's message names the field by its JSON path: the box says it in words (BoardText::pathWords).
    (tag(gorger(permanents=[dict(GORGER["permanents"][0], power="x"), *GORGER["permanents"][1:]])),
     "the rules engine refuses this board: Vastwood Gorger's power must be an integer, not a string"),
    (tag(gorger(description="x" * 200_001)), "the board is too large (200,"),
    (tag(body="[" * 40 + "]" * 40), "nested too deeply (more than 32 levels)"),
    (tag(gorger(permanents=[{"id": f"p{i}", "controller": "bob", "power": 1, "toughness": 1} for i in range(301)])),
     "the board has 301 permanents; a page shows at most 300"),
    (tag(GORGER, colour="red"), 'unknown attribute "colour"; the attributes are src, mode, ruleset, compare, height'),
    (tag(GORGER, mode="slideshow"), 'mode must be view, step or play, not "slideshow"'),
    (tag(src="https://evil.example/board.json"), 'not a URL: "https://evil.example/board.json"'),
    (tag(src="//evil.example/board.json"), 'not a URL: "//evil.example/board.json"'),
    (tag(src="javascript:alert(1)"), 'not a URL: "javascript:alert(1)"'),
    (tag(src="wikipedia:Trample"), 'not of another wiki: "wikipedia:Trample"'),
    (tag(src="No such board"), 'the board page "CombatLab:No such board" does not exist'),
    (tag(src=":Main Page"), 'the page "Main Page" is not a JSON page (its content model is wikitext)'),
    (tag(), "no board"),
    (tag(GORGER, src="Trample"), "not both"),
]

HOSTILE = "\n\n".join([
    tag(gorger(title=HOSTILE_TITLE, permanents=[dict(GORGER["permanents"][0], name=HOSTILE_NAME),
                                                *GORGER["permanents"][1:]])),
    """<combatlab mode='x" onmouseover="window.__pwned = 3'>{"format": 1}</combatlab>""",
    tag(GORGER, height="javascript:alert(1)"),
])


@pytest.fixture(scope="session")
def wiki() -> Iterator[ThrowawayWiki]:
    """The throwaway wiki with the pages of these tests (installed once, in seconds), served
    until the session ends."""
    reason = php_available()
    if reason:
        pytest.skip(reason)
    python = shutil.which("python3") or sys.executable
    wiki = ThrowawayWiki.install(
        # COMBATLAB_TEST_PYTHON, for one maintenance script: another interpreter, or "" for none.
        f"$wgCombatLabPython = getenv( 'COMBATLAB_TEST_PYTHON' ) === false ? {json.dumps(python)}"
        " : ( getenv( 'COMBATLAB_TEST_PYTHON' ) ?: false );\n"
        # COMBATLAB_TEST_MAX_BOARDS, for one maintenance script: another per-page budget.
        "$wgCombatLabMaxBoards = (int)( getenv( 'COMBATLAB_TEST_MAX_BOARDS' ) ?: 50 );"
    )
    try:
        wiki.edit("CombatLab:Trample", json.dumps(TRAMPLE, indent=1))
        wiki.edit("Wiki article", ARTICLE)
        wiki.edit("Bad boards", "\n\n".join(f"Case {i}:\n{text}" for i, (text, _) in enumerate(BAD_TAGS)))
        wiki.edit("Hostile", HOSTILE)
        yield wiki
    finally:
        wiki.close()
        assert not wiki.root.exists()
        assert wiki.server is None or not group_alive(wiki.server.pid)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1100, "height": 800}, service_workers="block")
    context.add_init_script(CSP_WATCH)
    page = context.new_page()
    page.failed_requests = []  # type: ignore[attr-defined]
    page.on("response", lambda r: r.status >= 400 and page.failed_requests.append(f"{r.status} {r.url}"))
    try:
        yield page
    finally:
        context.close()


def wait_boards(page: Any) -> list[str]:
    """Bring each board into view; wait until every one has resolved, been refused or failed."""
    scroll_through(page)
    page.wait_for_function(f"() => ({STATES})().every((s) => ['ready', 'refused', 'failed'].includes(s))",
                           timeout=LOAD_TIMEOUT_MS)
    return page.evaluate(STATES)  # type: ignore[no-any-return]


def engine_text(command: str, board: Any, *args: str) -> str:
    """What `python -m pyengine COMMAND - --text` says of a board (the wiki's engine is the same)."""
    done = subprocess.run([sys.executable, "-m", "pyengine", command, "-", "--text", *args], cwd=ROOT,
                          input=json.dumps(board), capture_output=True, text=True, check=True)
    return done.stdout


# MediaWiki's own file lock manager, with php -S serving requests in parallel, may find a lock file
# another request already removed: a warning from core about its lock directory, not from this extension.
CORE_LOCK_RACE = re.compile(r"PHP Warning:  unlink\(\S*/locks/\S*\.lock\): No such file or directory in "
                            r"\S*/includes/libs/lockmanager/FSLockManager\.php")


def php_problems(wiki: ThrowawayWiki) -> list[str]:
    """PHP's warnings, notices and errors from the server's log, and what the extension logged
    (but for the interpreter that test_without_python... breaks on purpose)."""
    return [line for line in wiki.logs().splitlines()
            if re.search(r"PHP (Warning|Notice|Deprecated|Fatal|Parse error)|Exception", line)
            and not CORE_LOCK_RACE.search(line)] + [
        line for line in wiki.channel_log().splitlines() if line.strip() and "/nonexistent/" not in line]


def test_three_boards_answered_by_the_wikis_engine_and_a_broken_one_boxed(wiki: ThrowawayWiki, page: Any) -> None:
    page.goto(wiki.url("Wiki article"))
    assert wait_boards(page) == ["ready", "ready", "ready"]
    # Each board carries the answer the wiki's engine gave at parse time (issue 26): no worker, no Python.
    assert page.evaluate("() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.answered)") \
        == ["stored"] * 3
    assert page.workers == [] and page.evaluate("() => window.CombatLab.started") is False
    assert page.locator("combat-lab .title").nth(1).text_content() == TRAMPLE["title"]
    # The src board is the page CombatLab:Trample: the widget drew its cards.
    trample = page.locator("combat-lab").nth(1)
    assert trample.locator('.card[data-id="a"]').count() == 1
    assert trample.evaluate("(w) => w.scenario") == TRAMPLE
    # The compare board resolved under both rulesets; the division is illegal under mtg-2020 (510.1c).
    compare = page.locator("combat-lab").nth(2)
    assert compare.get_attribute("compare") == "mtg,mtg-2020"
    assert "510.1c" in compare.locator(".frame").text_content()
    # The broken tag is an error box in the article, between the other sections.
    box = page.locator(".mw-parser-output .combatlab-error")
    expect(box).to_have_count(1)
    assert "Combat Lab: the rules engine refuses this board: the scenario is not valid JSON" in box.text_content()
    assert page.evaluate("window.__csp") == []
    assert not [url for url in page.failed_requests if "/extensions/CombatLab/" in url]
    assert page.locator('script[src$="/extensions/CombatLab/static/widget.js"]').count() == 1
    assert php_problems(wiki) == []


def test_step_mode_steps(wiki: ThrowawayWiki, page: Any) -> None:
    page.goto(wiki.url("Wiki article"))
    wait_boards(page)
    widget = page.locator("combat-lab").first
    assert widget.get_attribute("mode") == "step"
    answer = json.loads(bridge.call("resolve", json.dumps(GORGER)))
    events = [e for step in answer["before_damage"] + answer["steps"] for e in step["events"]]
    assert "Before combat" in widget.locator(".position").text_content()
    next_button = widget.get_by_role("button", name="Next event")
    for index in (1, 2, 3):
        next_button.click()
        expect(widget.locator(".position")).to_have_text(re.compile(f"^Event {index} of {len(events)}"))
        assert widget.locator(".ev.current .rule").text_content() == (events[index - 1].get("rule") or "—")
    widget.get_by_role("button", name="Jump to the end").click()
    expect(widget.locator(".position")).to_have_text(re.compile(f"^Event {len(events)} of {len(events)}"))
    expect(next_button).to_be_disabled()


def test_the_html_without_javascript_holds_the_board_and_the_outcome(wiki: ThrowawayWiki) -> None:
    text = wiki.fetch("Wiki article")
    assert text.count(WIDGET_SCRIPT) == 1  # one module script for the three boards
    assert text.count("<combat-lab") == 3
    # The board in words...
    assert ("<p>Vastwood Gorger (5/6) attacks bob and is blocked by Pride Guardian (0/3, defender)"
            " and Llanowar Elves (1/1).</p>") in text
    assert "<p>Attacker 5/5 (5/5, trample) attacks bob and is blocked by Grizzly Bears (2/2).</p>" in text
    # ...and the outcome, every line of the engine's own account, for each board.
    for board, command, args in ((GORGER, "resolve", ()), (TRAMPLE, "resolve", ()),
                                 (THEN_AND_NOW, "compare", ("--rulesets", "mtg,mtg-2020"))):
        for line in engine_text(command, board, *args).splitlines():
            if line.startswith(("ruleset: ", "-- ")):  # said in the description; step titles: below
                continue
            words = re.sub(r"^(?:\s+|\* |=== )|(?: ===)$", "", line)
            assert html.escape(words, quote=False) in text, (command, line)
    for title in ("Declare blockers", "Combat damage", "After combat"):
        assert f'<p class="combatlab-step">{title}</p>' in text
    # The src board links to its page, which is a dependency of the article (as a template is).
    assert 'title="CombatLab:Trample">CombatLab:Trample</a>' in text


def test_editing_the_board_page_updates_the_article(wiki: ThrowawayWiki) -> None:
    wiki.edit("CombatLab:Trample", json.dumps(bears(7, 7, title="A bigger trampler"), indent=1))
    wiki.php("runJobs.php")  # the template-links update that touches the article
    try:
        assert "Attacker 7/7 (7/7, trample) attacks bob" in wiki.fetch("Wiki article")
    finally:
        wiki.edit("CombatLab:Trample", json.dumps(TRAMPLE, indent=1))
        wiki.php("runJobs.php")


def test_bad_input_gets_an_error_box_each(wiki: ThrowawayWiki) -> None:
    text = wiki.fetch("Bad boards")
    boxes = re.findall(r'<div class="mw-message-box-error combatlab-error mw-message-box"><span>(.*?)</span></div>',
                       text, re.S)
    assert len(boxes) == len(BAD_TAGS), boxes
    for box, (_, expected) in zip(boxes, BAD_TAGS, strict=True):
        assert box.startswith("Combat Lab: ")
        assert html.escape(expected, quote=False) in box, (expected, box)
        assert "$." not in box and not box.rstrip(".").endswith("]"), box  # said in words, no `at $.path` tail
    assert "<combat-lab" not in text and WIDGET_SCRIPT not in text
    assert "Category:Pages_with_Combat_Lab_errors" in text  # the tracking category
    assert php_problems(wiki) == []


def test_hostile_text_stays_text(wiki: ThrowawayWiki, page: Any) -> None:
    text = wiki.fetch("Hostile")
    assert "window.__pwned" in text  # there, but only as escaped text:
    assert "<script>window.__pwned" not in text and "<img src=x" not in text
    page.goto(wiki.url("Hostile"))
    assert wait_boards(page) == ["ready"]
    assert page.evaluate("window.__pwned") is None
    assert page.locator("[onmouseover], [onerror]").count() == 0
    widget = page.locator("combat-lab")
    assert widget.locator('.card[data-id="gorger"] .name').text_content() == HOSTILE_NAME
    assert widget.locator(".title").text_content() == HOSTILE_TITLE
    boxes = page.locator(".combatlab-error").all_text_contents()
    assert boxes == ['Combat Lab: mode must be view, step or play, not "x" onmouseover="window.__pwned = 3".',
                     'Combat Lab: height must be a number of pixels (such as 480) or a CSS length '
                     '(such as 30rem), not "javascript:alert(1)".']


def test_boards_work_under_a_policy_that_allows_only_the_wikis_own_files(wiki: ThrowawayWiki, page: Any) -> None:
    """No inline script, scripts and connections only to the wiki's origin: MediaWiki's own inline
    start-up scripts are blocked, Combat Lab's boards are not."""
    response = page.goto(wiki.url("Wiki article", csp="1"))
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert wait_boards(page) == ["ready", "ready", "ready"]
    violations = page.evaluate("window.__csp")
    assert violations, "the policy was not in force"  # MediaWiki's inline scripts
    assert [v for v in violations if "/extensions/CombatLab/" in v] == []


def parse(wiki: ThrowawayWiki, wikitext: str, python: str | None = None) -> str:
    """maintenance/parse.php's HTML for the wikitext (no parser cache), with another $wgCombatLabPython."""
    env = wiki.env if python is None else dict(wiki.env, COMBATLAB_TEST_PYTHON=python)
    return subprocess.run(["php", str(wiki.dir / "maintenance" / "parse.php"), "--title", "Parse test"],
                          input=wikitext, env=env, cwd=wiki.dir, capture_output=True, text=True, check=True).stdout


FIVE_BOARDS = "\n\n".join([
    "Five boards, read only.",
    tag(gorger(title="Five boards: step"), mode="step"),
    tag(src="Trample", height="460"),
    tag(THEN_AND_NOW, compare="mtg,mtg-2020"),
    tag(bears(4, 3, title="Five boards: bears")),
    tag(bears(2, 2, title="Five boards: a trade"), height="420"),
])
PYTHON_FILES = re.compile(r"/extensions/CombatLab/static/(pyodide|wheels|cards)/")


@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["1280x800", "390x844"])
def test_an_article_with_five_boards_is_answered_before_any_python(wiki: ThrowawayWiki, browser: Any,
                                                                    size: dict[str, int]) -> None:
    """With $wgCombatLabPython, the parse embeds the engine's stamped answer beside each board (parser-cached):
    all five show their outcome at first paint, no engine worker starts and the server's log holds no request
    for a Python file; the same page without its answers (an engine build other than the page's) still works."""
    wiki.edit("Five boards", FIVE_BOARDS)
    context = browser.new_context(viewport=size, service_workers="block")
    context.add_init_script(CSP_WATCH)
    page = context.new_page()
    before = len(wiki.logs())
    try:
        page.goto(wiki.url("Five boards"))
        # Every board answered, the ones below the fold too, without being scrolled to.
        page.wait_for_function("() => [...document.querySelectorAll('combat-lab')]"
                               ".filter((w) => w.dataset.answered).length === 5", timeout=LOAD_TIMEOUT_MS)
        assert page.evaluate("() => [...document.querySelectorAll('combat-lab')].map((w) => w.dataset.answered)") \
            == ["stored"] * 5
        assert page.evaluate(STATES) == ["ready"] * 5
        compare = page.locator("combat-lab").nth(2)
        assert "510.1c" in compare.locator(".frame").text_content()
        life = bridge.call_data("resolve", json.dumps(bears(4, 3)))["final"]["players"]["bob"]["life"]
        assert f"{life} life" in page.locator("combat-lab").nth(3).locator(".frame").text_content()
        scroll_through(page)
        page.wait_for_timeout(300)
        assert page.workers == [] and page.evaluate("() => window.CombatLab.started") is False
        assert page.evaluate("window.__csp") == []
        requests = wiki.logs()[before:]
        assert "/extensions/CombatLab/static/widget.js" in requests
        assert not PYTHON_FILES.search(requests), [line for line in requests.splitlines() if PYTHON_FILES.search(line)]
    finally:
        context.close()


def test_without_python_the_page_holds_the_description_alone(wiki: ThrowawayWiki) -> None:
    assert "combatlab-outcome" in parse(wiki, tag(GORGER))
    fresh = gorger(title=f"Never resolved before {secrets.token_hex(8)}")  # no cached answer to fall back on
    for python in ("", "/nonexistent/python3"):
        out = parse(wiki, tag(fresh), python)
        assert "<combat-lab>" in out and "Vastwood Gorger (5/6) attacks bob" in out
        assert "combatlab-outcome" not in out and "[510.2]" not in out and "error" not in out
        assert "data-answer" not in out and "combatlab-budget" not in out
    # An interpreter that cannot be run is the wiki's problem, not the author's: logged, not shown.
    assert "/nonexistent/python3 -m pyengine failed with exit code" in wiki.channel_log()



def test_a_board_written_with_card_names_its_cards_without_javascript(wiki: ThrowawayWiki) -> None:
    """A board of card names (as web/examples/gorger.json is written): the description names each permanent
    by its card, and the engine's account ends with what the cards print that it leaves out."""
    board = json.loads((ROOT / "web" / "examples" / "gorger.json").read_text(encoding="utf-8"))
    assert all("card" in p and "name" not in p for p in board["permanents"])
    # A Rotlung Reanimator beside the combat: its token-making dies trigger is what the engine leaves out.
    board["permanents"].append({"id": "reanimator", "card": "Rotlung Reanimator", "controller": "bob"})
    out = parse(wiki, tag(board))
    assert ("<p>Vastwood Gorger attacks bob and is blocked by Pride Guardian and Llanowar Elves.</p>") in out
    assert "bob gains 3 life (now 23)" in out  # Pride Guardian's own block trigger (509.5a in the 2020 rules)
    assert '<p class="combatlab-step">What the cards print that Combat Lab leaves out</p>' in out
    assert ("<li>Combat Lab does not model: Whenever this creature or another Cleric dies, create a 2/2 black Zombie"
            " creature token. (Rotlung Reanimator)</li>") in out
    for line in engine_text("resolve", board).splitlines():
        if not line.startswith(("ruleset: ", "-- ")):
            assert html.escape(line.strip(), quote=False) in out, line
    assert php_problems(wiki) == []


def test_the_playgrounds_embed_box_writes_wikitext_that_renders(wiki: ThrowawayWiki, page: Any) -> None:
    """The playground, served from the extension's own static/ folder: its Embed box's wikitext,
    saved in a page, is the same board; a name that tries to close the tag stays a name."""
    page.goto(wiki.server_url + "/extensions/CombatLab/static/index.html")
    page.wait_for_function("() => document.body.dataset.app === 'ready'", timeout=LOAD_TIMEOUT_MS)
    page.click("#embed")
    page.wait_for_function("() => document.getElementById('embed-wikitext').value.startsWith('<combatlab')")
    snippet = page.input_value("#embed-wikitext")
    assert snippet.startswith('<combatlab mode="step">\n{') and snippet.endswith("\n</combatlab>")
    scenario = page.evaluate("() => CombatLabApp.scenario()")
    hostile = gorger(title="</combatlab><script>window.__pwned = 4</script>")
    hostile_snippet = page.evaluate(
        "async (s) => (await import('./core/embed-snippets.js')).wikitextSnippet(s, {compare: 'mtg,mtg-2020'})", hostile)
    assert "</combatlab><script>" not in hostile_snippet
    wiki.edit("From the playground", f"A board from the playground:\n\n{snippet}\n\nAnd another:\n\n{hostile_snippet}")
    page.goto(wiki.url("From the playground"))
    assert wait_boards(page) == ["ready", "ready"]
    boards = page.locator("combat-lab")
    assert boards.nth(0).evaluate("(w) => w.scenario") == scenario
    assert boards.nth(0).get_attribute("mode") == "step"
    assert boards.nth(1).evaluate("(w) => w.scenario") == hostile
    assert boards.nth(1).locator(".title").text_content() == hostile["title"]
    assert page.evaluate("window.__pwned") is None


# One engine process per page, its budget, the cache, the bounded words, the stamped answer (issues 26, 28)

ANSWER_SCRIPT = re.compile(r'<script type="application/json" data-answer="">(.*?)</script>', re.S)


def counting_python(tmp_path: Path) -> tuple[str, Path]:
    """An interpreter for $wgCombatLabPython that writes a line for each time it is started."""
    log = tmp_path / "engine-runs.log"
    script = tmp_path / "python3"
    script.write_text(f"#!/bin/sh\necho \"$*\" >> {log}\nexec {shutil.which('python3') or sys.executable} \"$@\"\n")
    script.chmod(0o755)
    return str(script), log


def runs(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


def wheel_engine(wiki: ThrowawayWiki) -> str:
    """The build id of the engine the wiki runs (the extension's bundled wheel)."""
    wheel = next((wiki.dir / "extensions" / "CombatLab" / "static" / "wheels").glob("pyengine-*.whl"))
    done = subprocess.run([sys.executable, "-P", "-c", "import pyengine.answers as a; print(a.engine_build())"],
                          env={"PYTHONPATH": str(wheel), "PATH": "/usr/bin:/bin"}, cwd=wiki.root,
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def unique_boards(count: int) -> list[dict[str, Any]]:
    """Boards no test has resolved before (a fresh title each), so that no cached answer serves them."""
    nonce = secrets.token_hex(6)
    return [bears(2 + i % 5, 2 + i % 3, title=f"Board {i} of {nonce}") for i in range(count)]


def test_a_page_of_many_boards_starts_the_engine_once_within_its_budget(wiki: ThrowawayWiki, tmp_path: Path) -> None:
    python, log = counting_python(tmp_path)
    boards = unique_boards(53)
    author = '<script type="application/json" data-answer>{"format": 1, "answer": {"ok": true}}</script>'
    text = author + "\n\n" + "\n\n".join(tag(board) for board in boards)
    out = parse(wiki, text, python)
    assert runs(log) == ["-P -m pyengine batch -"]  # one engine process for the whole page
    assert out.count("<combat-lab>") == 53
    # The first 50 boards (the default budget) hold the engine's own stamped answer beside the board...
    stamps = [json.loads(found) for found in ANSWER_SCRIPT.findall(out)]
    assert len(stamps) == 50
    engine = wheel_engine(wiki)
    for board, stamp in zip(boards, stamps, strict=False):
        assert stamp == {"format": 1, "engine": engine, "board": answers.board_hash(board), "call": "resolve",
                         "answer": bridge.call_data("resolve", json.dumps(board))}
    # ... right after the board's own script, inside its element.
    widgets = re.findall(r"<combat-lab>(.*?)</combat-lab>", out, re.S)
    for board, widget in zip(boards, widgets, strict=True):
        first = re.match(r'<script type="application/json">(.*?)</script>', widget, re.S)
        assert first and json.loads(first.group(1)) == board
    assert all(widget[widget.index("</script>") + 9:].startswith('<script type="application/json" data-answer')
               for widget in widgets[:50])
    # The author's own "answer" stays text, never a script.
    assert html.escape(author, quote=False) in out and out.count('data-answer=""') == 50
    # The three boards past the budget: their board, their words, and a sentence instead of the outcome.
    for widget in widgets[50:]:
        assert "data-answer" not in widget and "combatlab-outcome" not in widget
        assert "Grizzly Bears (2/2)" in widget and "its outcome is computed in your browser" in widget
    assert out.count("combatlab-budget") == 3 and out.count("combatlab-outcome") == 50

    # The same boards on another page: answered from the cache, no engine process at all.
    again = parse(wiki, "Another page, the same boards.\n\n" + "\n\n".join(tag(board) for board in boards[:50]),
                  python)
    assert runs(log) == ["-P -m pyengine batch -"]
    assert [json.loads(found) for found in ANSWER_SCRIPT.findall(again)] == stamps
    # Served: the boards past the budget are counted as expensive parser work (the limit report).
    wiki.edit("Many boards", text)
    served = wiki.fetch("Many boards")
    assert served.count('data-answer=""') == 50 and served.count("combatlab-budget") == 3
    assert "Expensive parser function count: 3/" in served


def test_a_wiki_sets_its_own_budget(wiki: ThrowawayWiki) -> None:
    boards = unique_boards(3)
    env = dict(wiki.env, COMBATLAB_TEST_MAX_BOARDS="1")
    out = subprocess.run(["php", str(wiki.dir / "maintenance" / "parse.php"), "--title", "Budget of one"],
                         input="\n\n".join(tag(board) for board in [*boards, boards[0]]), env=env, cwd=wiki.dir,
                         capture_output=True, text=True, check=True).stdout
    # The second copy of the first board is past the budget too, though its answer is at hand.
    assert out.count("combatlab-budget") == 3 and out.count('data-answer=""') == 1
    assert json.loads(ANSWER_SCRIPT.findall(out)[0])["board"] == answers.board_hash(boards[0])


def test_the_words_without_javascript_stay_short_however_big_the_boards(wiki: ThrowawayWiki) -> None:
    board = heavy_board(f"Heavy {secrets.token_hex(4)}")
    assert 9_000 < len(json.dumps(board)) < 12_000
    rulesets = "mtg,mtg-2020,mtg-classic"
    full = engine_text("compare", board, "--rulesets", rulesets)
    events = len(re.findall(r"^(?:\s+|\* )\S", full, re.M))
    assert events > 3 * 40  # long enough to be cut
    boards = [dict(board, title=f"{board['title']} #{i}") for i in range(10)]
    out = parse(wiki, "\n\n".join(tag(b, compare=rulesets) for b in boards))
    words = re.findall(r'<div class="combatlab-outcome">(.*?)</div>', out, re.S)
    assert len(words) == 10
    for outcome in words:
        sections = outcome.split('<p class="combatlab-ruleset">')
        assert len(sections) == 1 + 3 + 1  # the heading, each ruleset, the differences
        assert all(section.count("<li>") <= 40 for section in sections)
        more = re.search(r'<p class="combatlab-more">… ([\d,]+) more events: the full account is computed in your '
                         r'browser\.</p>', outcome)
        assert more and int(more.group(1).replace(",", "")) + outcome.count("<li>") == events
        assert len(outcome) < 20_000
    # The whole page, the stamped answers included, stays far under MediaWiki's 2 MB post-expand limit.
    text_only = ANSWER_SCRIPT.sub("", out)
    assert len(text_only.encode()) < 500_000 and len(out.encode()) < 2_000_000 + len(text_only.encode())
    for stamp in map(json.loads, ANSWER_SCRIPT.findall(out)):
        assert stamp["call"] == "compare" and stamp["answer"]["rulesets"] == rulesets.split(",")


def test_boards_the_engine_had_no_time_for_say_so_and_are_not_cached(wiki: ThrowawayWiki, tmp_path: Path) -> None:
    """The engine's own time budget spent at once (the batch's max_seconds made tiny by the interpreter
    set as $wgCombatLabPython): every board keeps its words and says the browser computes it."""
    hurried = tmp_path / "python3"
    hurried.write_text(f"#!{sys.executable}\n"
                       "import json, sys\nfrom pyengine import bridge\n"
                       "request = json.load(sys.stdin)\nrequest['max_seconds'] = 1e-9\n"
                       "print(bridge.call('batch', json.dumps(request)))\n")
    hurried.chmod(0o755)
    boards = unique_boards(3)
    text = "\n\n".join(tag(board) for board in boards)
    out = parse(wiki, text, str(hurried))
    assert out.count("<combat-lab>") == 3 and out.count("combatlab-budget") == 3
    assert "data-answer" not in out and "combatlab-outcome" not in out and "combatlab-error" not in out
    assert "Grizzly Bears (2/2)" in out
    out = parse(wiki, text)  # nothing was cached: the real engine answers them now
    assert out.count('data-answer=""') == 3 and "combatlab-budget" not in out
