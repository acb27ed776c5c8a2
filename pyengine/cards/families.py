"""The backlog families of unmodelled lines (``python -m pyengine cards stats``): where in the rules each belongs."""

from __future__ import annotations

import re

from .hazards import SELF

_SELF = SELF

#: Where in the rules a line that we keep as unmodelled belongs, to group the backlog (cards stats).
UNMODELLED_FAMILIES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(p, re.IGNORECASE)) for name, p in (
        ("beginning of combat", r"^(?:[\w'-]+(?: [\w'-]+){0,3} — )?at the beginning of (?:each )?combat"),  # 207.2c
        ("attack trigger", rf"^whenever {_SELF} attacks|^whenever {_SELF} attacks or blocks|"
                           r"^whenever (?:a|another|one or more) creatures? you control attacks?"),
        ("block trigger", rf"^whenever {_SELF} blocks|^whenever {_SELF} becomes blocked|"
                          r"^whenever a creature blocks"),
        ("combat-damage trigger", r"deals combat damage"),
        ("dies trigger", r"\bdies\b"),
        ("anthem or lord", r"creatures (?:you control|your opponents control)? ?(?:get|have)|"
                           r"^other [^.]* (?:get|have)\b"),
        ("conditional static", r"^as long as|\bas long as\b"),
        ("characteristic-defining P/T", r"power and toughness are each equal|power is equal|toughness is equal"),
        ("evasion or blocking static", r"can't be blocked|can't block|can block"),
        ("protection from a quality", r"^protection from"),
        ("prevention or damage replacement", r"\bprevent\b|\bwould be dealt\b|\bdamage\b"),
    ))


def unmodelled_family(line: str) -> str:
    """The backlog family of an unmodelled line (``"attack trigger"``), ``"other"`` if none fits."""
    return next((name for name, pattern in UNMODELLED_FAMILIES if pattern.search(line)), "other")
