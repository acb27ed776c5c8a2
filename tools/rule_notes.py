"""Write ``web/core/rule-notes.json``: every rule the engine can cite, explained (pyengine/rule_notes.py).

Run ``python3 tools/rule_notes.py`` after changing pyengine/rule_texts.py or a ruleset's rule table;
tests/test_rule_notes.py checks that the committed file is what this writes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.rule_notes import all_rule_notes  # noqa: E402 (after the path is set)

TARGET = ROOT / "web" / "core" / "rule-notes.json"


def text() -> str:
    """The file's text: the notes as JSON, one ruleset's key per line group, ending in a newline."""
    return json.dumps(all_rule_notes(), ensure_ascii=False, indent=1) + "\n"


if __name__ == "__main__":
    TARGET.write_text(text(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
