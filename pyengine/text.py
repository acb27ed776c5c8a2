"""Small pieces of English the engine's messages share (refusals, notes, rendered text)."""

from __future__ import annotations


def and_list(names: list[str], empty: str = "none") -> str:
    """"a", "a and b", "a, b and c" (``empty`` for none).

    >>> and_list(["Hill Giant", "Grizzly Bears", "Serra Angel"])
    'Hill Giant, Grizzly Bears and Serra Angel'
    """
    if len(names) <= 1:
        return names[0] if names else empty
    return f"{', '.join(names[:-1])} and {names[-1]}"
