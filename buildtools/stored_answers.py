"""The engine's answers the build ships: a stored answer beside each example's and puzzle's board
(``<name>.answer.json``), and one inside each <combat-lab> board of the pages in ANSWERED_PAGES, so a
page shows its first answer before the engine starts (issue 26). The engine is imported only inside
these functions, when the build runs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .base import BuildError


def answered(rel: str) -> bool:
    """Whether the build ships a stored answer for this static/ file: an example's or a puzzle's board."""
    folder, _, name = rel.partition("/")
    return (folder in ("examples", "puzzles") and "/" not in name and name.endswith(".json")
            and name != "index.json" and not name.endswith(".answer.json"))


def answer_file(rel: str) -> str:
    """Where a board's stored answer is shipped: beside it, ``<name>.answer.json``."""
    return rel.removesuffix(".json") + ".answer.json"


#: The call a shipped answer answers: check (problems, options and result), what the playground asks of a
#: board first; a widget shows its result, the same object resolve answers (docs/scenario-format.md).
SHIPPED_CALL = "check"


def stored_answer(rel: str, source: bytes) -> bytes:
    """The stamped answer of an example's board (the file as static/ serves it) or a puzzle's (its
    ``scenario``), as JSON."""
    from pyengine.bridge import call_data, to_json_text  # noqa: PLC0415 (the engine is imported only here)

    data = json.loads(source.decode("utf-8"))
    board = data.get("scenario") if rel.startswith("puzzles/") else data
    answer = call_data("answer", to_json_text({"call": SHIPPED_CALL, "scenario": board}))
    if answer.get("ok") is not True:
        raise BuildError(f"the engine could not answer {rel}: {answer.get('error')}")
    answer.pop("ok")
    return (to_json_text(answer) + "\n").encode("utf-8")


#: The pages whose <combat-lab> boards the build answers ahead (a data-answer child beside each board).
ANSWERED_PAGES = ("wiki-demo.html",)
COMBAT_LAB_TAG = re.compile(r"<combat-lab\b([^>]*)>(.*?)</combat-lab>", re.S)
BOARD_SCRIPT = re.compile(r'<script type="application/json">(.*?)</script>', re.S)
TAG_ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')


def script_safe_json(value: Any) -> str:
    """JSON to put inside a <script> element: no "<" (so no "</script>" nor "<!--"), no U+2028/2029."""
    from pyengine.bridge import to_json_text  # noqa: PLC0415 (the engine is imported only here)

    return (to_json_text(value).replace("<", "\\u003c").replace("\u2028", "\\u2028")
            .replace("\u2029", "\\u2029"))


def page_with_answers(rel: str, data: bytes, plan: Mapping[str, Path]) -> bytes:
    """A page with the engine's stamped answer written beside each of its <combat-lab> boards (issue 26): a
    compare board gets its compare answer, any other the check answer (its result, and play mode's options),
    each of the board as the widget holds it (given inline or by src, with the ruleset attribute applied)."""
    from pyengine.bridge import call_data  # noqa: PLC0415 (the engine is imported only here)

    def answered_tag(match: re.Match[str]) -> str:
        attributes = dict(TAG_ATTRIBUTE.findall(match.group(1)))
        inline = BOARD_SCRIPT.search(match.group(2))
        src = attributes.get("src", "")
        if inline:
            board = json.loads(inline.group(1))  # a script's text is raw: no entities
        elif src and src in plan:
            board = json.loads(plan[src].read_text(encoding="utf-8"))
        else:
            raise BuildError(f"web/{rel}: a <combat-lab> board that is neither inline nor a file of the build ({src!r})")
        if attributes.get("ruleset"):
            board["ruleset"] = attributes["ruleset"]
        request: dict[str, Any] = {"call": "check", "scenario": board}
        if attributes.get("compare"):
            request = {"call": "compare", "scenario": board,
                       "rulesets": list(dict.fromkeys(r.strip() for r in attributes["compare"].split(",")))}
        stamp = call_data("answer", json.dumps(request))
        if stamp.pop("ok", None) is not True:
            raise BuildError(f"web/{rel}: the engine could not answer a board: {stamp.get('error')}")
        script = f'<script type="application/json" data-answer>{script_safe_json(stamp)}</script>'
        return f"<combat-lab{match.group(1)}>{script}{match.group(2)}</combat-lab>"

    return COMBAT_LAB_TAG.sub(answered_tag, data.decode("utf-8")).encode("utf-8")
