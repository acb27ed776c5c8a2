"""The playground's pure edits of a scenario (web/playground/edits.js): tests/js/edits.test.mjs checks each with
`node --test`; this runs it (as test_event_words.py runs tests/js/event_words.mjs)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
RUNNER = ROOT / "tests" / "js" / "edits.test.mjs"
#: The pure modules of cards by name (web/playground/card-edits.js, web/core/card-faces.js).
CARD_RUNNER = ROOT / "tests" / "js" / "card-edits.test.mjs"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")


def test_every_edit_of_edits_js_does_what_it_says() -> None:
    assert NODE is not None
    run = subprocess.run([NODE, "--test", str(RUNNER)], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         check=False)
    assert run.returncode == 0, f"{run.stdout}\n{run.stderr}"
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout, run.stdout


def test_every_edit_of_card_edits_js_does_what_it_says() -> None:
    assert NODE is not None
    run = subprocess.run([NODE, "--test", str(CARD_RUNNER)], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         check=False)
    assert run.returncode == 0, f"{run.stdout}\n{run.stderr}"
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout, run.stdout
