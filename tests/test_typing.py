"""The engine's typed contracts hold: ``mypy --strict pyengine`` is clean.

Among them the ruleset contract: every hook of a ruleset receives the combat machine as a
:class:`pyengine.machine.CombatMachine`, so a ruleset that reaches for the machine's private state
(or anything the contract doesn't list) fails here, not in review.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent


def test_mypy_strict_is_clean() -> None:
    pytest.importorskip("mypy")
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "pyengine"], cwd=ROOT, capture_output=True,
                         text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
