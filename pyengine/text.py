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


def possessive(name: str) -> str:
    """A name's possessive: "Serra Angel's", and "Durkwood Boars'" (a name ending in s takes the apostrophe alone).

    >>> possessive("Durkwood Boars"), possessive("Serra Angel")
    ("Durkwood Boars'", "Serra Angel's")
    """
    return f"{name}'" if name.lower().endswith("s") else f"{name}'s"


#: The moments of combat a scenario's action may name (docs/scenario-format.md, actions), in words.
MOMENT_WORDS = {
    "after-blocks": "in the declare blockers step, once blockers are declared (509)",
    "after-first-strike": "after the first-strike combat damage step (510.4)",
    "on-stack": "with combat damage on the stack",
}


def words(ident: str) -> str:
    """An id in words: ``"remove-from-combat"`` -> ``"remove from combat"``, ``"first_strike"`` -> ``"first strike"``."""
    return ident.replace("-", " ").replace("_", " ")
