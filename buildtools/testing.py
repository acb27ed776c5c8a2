"""``build.py test``: set up what a fresh machine lacks, build, then run pytest over tests/.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Sequence

from . import base
from .assemble import build
from .base import log
from .fetch import fetch_axe_core
from .provision import ensure_chromium, ensure_mediawiki, ensure_test_requirements, venv_python


def run_tests(pytest_args: Sequence[str]) -> int:
    """Set up everything a fresh machine lacks, build, then run pytest over tests/."""
    started = time.monotonic()
    ensure_test_requirements()
    ensure_chromium()
    ensure_mediawiki()
    fetch_axe_core()
    build()
    log(f"test: set-up done in {time.monotonic() - started:.1f} s, running pytest")
    cmd = [str(venv_python()), "-m", "pytest", *pytest_args]
    log("  $ " + " ".join(cmd))
    return subprocess.call(cmd, cwd=base.ROOT, stdin=subprocess.DEVNULL)
