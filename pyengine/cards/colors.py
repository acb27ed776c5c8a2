"""A printed card's colours (105.2, 202.2): from its mana cost, its colour identity standing in for a colour
indicator the corpus does not keep, and a back face's own indicator (712.8e)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .faces import BACK_FACE_COLORS

#: Mana symbols and the colour each stands for (105.1, 202.2).
COLOR_OF_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_ORDER = ("white", "blue", "black", "red", "green")

_SYMBOL = re.compile(r"\{([^}]*)\}")


def printed_colors(card: Mapping[str, Any], front: Mapping[str, Any] | None = None) -> list[str]:
    """A card's colours (105.2, 202.2): from its mana cost; devoid makes it colourless (702.114a).

    A card with no mana cost takes its colour indicator (202.2e, 204.2), which the corpus does not keep:
    its colour identity stands in for it, but a land without a mana cost is colourless (its identity
    comes from mana symbols in its text, 903.4). A back face is the colour of its own indicator, not its
    front's (712.8e; see :mod:`pyengine.cards.faces`).
    """
    keywords = {k.lower() for k in card.get("keywords") or ()}
    if "devoid" in keywords:
        return []
    cost = card.get("manaCost") or ""
    found = {COLOR_OF_SYMBOL[ch] for symbol in _SYMBOL.findall(cost) for ch in symbol.split("/")
             if ch in COLOR_OF_SYMBOL}
    if not cost:
        if front is not None:
            return _back_face_colors(card, front)
        types = set(card.get("types") or ())
        if "Land" in types and "Creature" not in types:
            return []
        found = {COLOR_OF_SYMBOL[c] for c in card.get("colorIdentity") or () if c in COLOR_OF_SYMBOL}
    return [c for c in COLOR_ORDER if c in found]


def _back_face_colors(card: Mapping[str, Any], front: Mapping[str, Any]) -> list[str]:
    """A back face's colour indicator (712.8e, 204.2): as checked by hand (``BACK_FACE_COLORS``), else its
    front's colours and each colour of the identity that no mana symbol of either face explains (903.4d)."""
    if card.get("name") in BACK_FACE_COLORS:
        return list(BACK_FACE_COLORS[str(card["name"])])
    symbols = " ".join(str(face.get(key) or "") for face in (front, card) for key in ("manaCost", "text"))
    explained = {COLOR_OF_SYMBOL[ch] for symbol in _SYMBOL.findall(symbols) for ch in symbol.split("/")
                 if ch in COLOR_OF_SYMBOL}
    found = set(printed_colors(front)) | {COLOR_OF_SYMBOL[c] for c in card.get("colorIdentity") or ()
                                         if c in COLOR_OF_SYMBOL and COLOR_OF_SYMBOL[c] not in explained}
    return [c for c in COLOR_ORDER if c in found]
