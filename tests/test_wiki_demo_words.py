"""The wiki demo's article says what its boards hold (issue 27: 'The article calls Hill Giant a 5/5'): every
creature the prose names with its power and toughness, "Spined Wurm (5/4)", is a permanent of a board on that
page with that name, power and toughness, as the engine reads the board."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

import pyengine

WEB = Path(__file__).resolve().parents[1] / "web"
DEMO = WEB / "wiki-demo.html"

#: A name in capitals then its stats in brackets: "Vastwood Gorger (5/6)", "Colossal Dreadmaw (6/6, trample)".
NAMED_STATS = re.compile(r"((?:[A-Z][a-z']+ (?:(?:of|the) )?)*[A-Z][a-z']+) \((\d+)/(\d+)\b")


def boards_of_the_page(text: str) -> list[dict[str, Any]]:
    """Each <combat-lab>'s board: its inline JSON, or the file its src names."""
    boards = []
    for attrs, body in re.findall(r"<combat-lab([^>]*)>(.*?)</combat-lab>", text, re.S):
        src = re.search(r'\bsrc="([^"]+)"', attrs)
        if src:
            boards.append(json.loads((WEB / src.group(1)).read_text(encoding="utf-8")))
        else:
            inline = re.search(r'<script type="application/json">(.*?)</script>', body, re.S)
            assert inline, attrs
            boards.append(json.loads(inline.group(1)))
    return boards


def prose(text: str) -> str:
    """The article's words: tags, scripts and the boards' JSON left out."""
    text = re.sub(r"<script\b.*?</script>", " ", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def wrong_claims(text: str) -> list[tuple[str, str, str]]:
    """Each "Name (P/T" of the prose that no permanent of the page's boards has (name, power, toughness)."""
    stats: dict[str, set[tuple[int, int]]] = {}
    for board in boards_of_the_page(text):
        assert pyengine.validate(board) == [], board.get("title")
        for permanent in board["permanents"]:
            if "power" in permanent:
                stats.setdefault(permanent.get("name") or permanent["id"], set()).add(
                    (permanent["power"], permanent["toughness"]))
    return [(name, power, toughness) for name, power, toughness in NAMED_STATS.findall(prose(text))
            if (int(power), int(toughness)) not in stats.get(name, set())]


def test_every_creature_the_article_names_with_its_stats_is_on_a_board_so() -> None:
    text = DEMO.read_text(encoding="utf-8")
    assert len(boards_of_the_page(text)) >= 4
    assert len(NAMED_STATS.findall(prose(text))) >= 10
    assert wrong_claims(text) == []


@pytest.mark.parametrize(("said", "claim"), [("Spined Wurm (5/4)", "Spined Wurm (5/5)"),
                                              ("Wall of Wood (0/3)", "Wall of Wood (0/4)")])
def test_a_wrong_claim_is_caught(said: str, claim: str) -> None:
    """The check fails on a stat the boards do not give (as the old 'Hill Giant (5/5)' was)."""
    text = DEMO.read_text(encoding="utf-8")
    assert said in prose(text)
    assert (claim.split(" (")[0], *claim.split("(")[1].rstrip(")").split("/")) in wrong_claims(text.replace(said, claim))
