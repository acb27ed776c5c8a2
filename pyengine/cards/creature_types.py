"""The creature types (205.3m), as the card classifier reads them: the engine's own list
(:mod:`pyengine.creature_types`), which protection and changeling read too, and the singular of a type
as a card prints it in the plural (lords, board filters and block restrictions read it)."""

from __future__ import annotations

from ..creature_types import CREATURE_TYPES, TWO_WORD_TYPES, creature_type

__all__ = ["CREATURE_TYPES", "TWO_WORD_TYPES", "creature_type", "singular"]

#: Plurals not made by adding "s", "es", or "ies" for "y", or "ves" for "f".
_IRREGULAR = {"Mice": "Mouse", "Oxen": "Ox", "Cyclopes": "Cyclops", "Homunculi": "Homunculus", "Fungi": "Fungus",
              "Pegasi": "Pegasus", "Octopi": "Octopus"}


def singular(word: str) -> str | None:
    """The creature type (205.3m) a printed plural names (``"Goblins"`` → ``"Goblin"``, ``"Elves"`` → ``"Elf"``,
    ``"Merfolk"`` → ``"Merfolk"``), or ``None`` for a word that names none (``"Lands"``, ``"White"``)."""
    candidates = [word, _IRREGULAR.get(word, "")]
    if word.endswith("s"):
        candidates += [word[:-1], word[:-2], word[:-3] + "y", word[:-3] + "f", word[:-3] + "fe"]
    return next((c for c in candidates if c in CREATURE_TYPES), None)
