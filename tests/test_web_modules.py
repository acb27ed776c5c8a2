"""Every JavaScript module of web/ parses as a module (a duplicate import or a stray brace stops a whole page
from loading, with nothing but a console error), and every `node --test` file in tests/js passes: the ones
that no other test runs (tests/js/balance.test.mjs) are run here too."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).absolute().parent.parent
NODE = shutil.which("node")
#: Not modules: the service worker is a classic script.
CLASSIC_SCRIPTS = {"sw.js"}

pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node.js (build.py installs it for the browser tests)")


def web_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "web").rglob("*.js") if p.name not in CLASSIC_SCRIPTS)


def test_there_are_web_modules_to_check() -> None:
    assert len(web_modules()) > 50


@pytest.mark.parametrize("module", web_modules(), ids=lambda p: str(p.relative_to(ROOT / "web")))
def test_every_web_module_parses(module: Path) -> None:
    assert NODE is not None
    run = subprocess.run([NODE, "--experimental-default-type=module", "--check", str(module)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr


def test_every_node_test_file_passes() -> None:
    assert NODE is not None
    files = sorted(str(p) for p in (ROOT / "tests" / "js").glob("*.test.mjs"))
    assert files
    run = subprocess.run([NODE, "--test", *files], capture_output=True, text=True, cwd=ROOT, timeout=300,
                         check=False)
    assert run.returncode == 0, f"{run.stdout[-4000:]}\n{run.stderr[-2000:]}"
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout, run.stdout[-2000:]
