"""The creature types (205.3m), as the card classifier reads them: the engine's own list
(:mod:`pyengine.creature_types`), which protection and changeling read too."""

from __future__ import annotations

from ..creature_types import CREATURE_TYPES, TWO_WORD_TYPES, creature_type

__all__ = ["CREATURE_TYPES", "TWO_WORD_TYPES", "creature_type"]
