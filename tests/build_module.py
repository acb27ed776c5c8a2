"""The repository's build.py, imported once for every test that drives it (it is a script, not a package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).absolute().parents[1]


def load_build_module() -> ModuleType:
    """Import build.py under one name (``combatlab_build``), so that every test shares its module state."""
    if "combatlab_build" in sys.modules:
        return sys.modules["combatlab_build"]
    spec = importlib.util.spec_from_file_location("combatlab_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["combatlab_build"] = module
    spec.loader.exec_module(module)
    return module
