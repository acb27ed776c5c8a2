"""One event vocabulary: web/core/words.js has a sentence for every event type the golden files hold, and the
playground, play mode, the widget and the iframe all read events through it (run with Node)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).absolute().parent.parent
RUNNER = ROOT / "tests" / "js" / "event_words.mjs"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")


def golden_results() -> list[dict[str, Any]]:
    out = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("**/*.json")):
        expect = json.loads(path.read_text(encoding="utf-8")).get("expect")
        if isinstance(expect, dict) and expect.get("ok"):
            out.append(expect)
    return out


def golden_events_and_steps() -> tuple[list[dict[str, Any]], list[str]]:
    """Every event of every golden result, and every step name, each kind of event a few times."""
    events: list[dict[str, Any]] = []
    steps: set[str] = set()
    seen: dict[str, int] = {}
    for result in golden_results():
        for step in result.get("before_damage", []) + result.get("steps", []):
            steps.add(step["name"])
            for ev in step.get("events", []):
                seen[ev["type"]] = seen.get(ev["type"], 0) + 1
                if seen[ev["type"]] <= 25:
                    events.append(ev)
    return events, sorted(steps)


@pytest.fixture(scope="module")
def answer() -> dict[str, Any]:
    events, steps = golden_events_and_steps()
    assert NODE is not None
    run = subprocess.run([NODE, str(RUNNER)], input=json.dumps({"events": events, "steps": steps}),
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    data: dict[str, Any] = json.loads(run.stdout)
    return data


def test_every_event_type_of_the_golden_files_has_its_sentence(answer: dict[str, Any]) -> None:
    types = {ev["type"] for ev in golden_events_and_steps()[0]}
    assert len(types) >= 40
    missing = sorted({e["type"] for e in answer["events"] if not e["known"]})
    assert missing == [], f"web/core/words.js has no sentence for {missing}"


def test_every_sentence_reads_whole(answer: dict[str, Any]) -> None:
    for event in answer["events"]:
        text = event["text"]
        assert text and text[0].isupper() and text.endswith("."), event
        assert not any(bad in text for bad in ("undefined", "NaN", "[object", "null")), event


def test_every_step_has_a_title(answer: dict[str, Any]) -> None:
    names = golden_events_and_steps()[1]
    for name, title in zip(names, answer["steps"]):
        assert title and title[0].isupper() and "undefined" not in title, (name, title)
    titles = dict(zip(names, answer["steps"]))
    assert titles["regular"] == "Regular combat damage"


def test_every_page_reads_events_through_the_one_vocabulary(answer: dict[str, Any]) -> None:
    assert answer["shared"] == {"log": True, "widget": True}


def test_possessives_of_names_ending_in_s_take_only_the_apostrophe() -> None:
    """Issue 27: "Durkwood Boars's" read wrong; a name ending in s takes the apostrophe alone."""
    assert NODE is not None
    script = ("import('./web/core/words.js').then((w) => console.log(JSON.stringify([w.possessive('Durkwood Boars'), "
              "w.possessive('Serra Angel'), w.describeEvent({type: 'trigger', source: 'b', ability: 'bushido'}, "
              "() => 'Durkwood Boars')])))")
    run = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True, text=True, cwd=ROOT,
                         timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == ["Durkwood Boars'", "Serra Angel's", "Durkwood Boars' bushido ability triggers."]
