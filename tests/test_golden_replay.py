"""The golden files' events replayed through web/core/view.js end in each file's final state (run with Node).

``tests/js/golden_replay.test.mjs`` (``node --test``) starts each result's board from the scenario
(``initialDisplay``), applies every event (``applyEvent``) and compares the display with ``expect.final``:
life, poison, points, losses, zones, damage, power and toughness, Might, loyalty, defense, tapped, counters,
the battlefield and the winner. Its ``GAPS`` lists what view.js doesn't model yet, field by field.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
RUNNER = ROOT / "tests" / "js" / "golden_replay.test.mjs"
SCENARIOS = ROOT / "tests" / "scenarios"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")


def node_test(env_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    assert NODE is not None
    env = None if env_dir is None else {**os.environ, "GOLDEN_DIR": str(env_dir)}
    return subprocess.run([NODE, "--test", str(RUNNER)], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=False, env=env)


def test_every_golden_replay_ends_in_its_final_state() -> None:
    run = node_test()
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "# fail 0" in run.stdout


def test_a_wrong_final_state_fails_the_replay(tmp_path: Path) -> None:
    """The check can fail: one life total changed in a copy of a golden file."""
    name = "510.1b-unblocked-to-player.json"
    data = json.loads((SCENARIOS / "mtg" / name).read_text(encoding="utf-8"))
    assert data["expect"]["final"]["players"]["bob"]["life"] == 18
    data["expect"]["final"]["players"]["bob"]["life"] = 17
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / name).write_text(json.dumps(data), encoding="utf-8")
    run = node_test(tmp_path)
    assert run.returncode != 0, run.stdout
    assert "players.bob.life: final 17, replay 18" in run.stdout
