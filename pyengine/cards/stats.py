"""How much of the card index Combat Lab models: ``python -m pyengine cards stats``."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from . import load_index
from .families import unmodelled_family


def pattern_of(line: str, name: str) -> str:
    """An unmodelled line as a pattern: the card's name as CARDNAME, numbers as N."""
    for face in name.split(" // "):
        line = line.replace(face, "CARDNAME")
    line = re.sub(r"[+-]?\d+/[+-]?\d+", "+N/+N", line)
    return re.sub(r"\b\d+\b", "N", line)


def coverage(top: int = 20) -> dict[str, Any]:
    """Cards by kind; creatures with nothing unmodelled; the commonest unmodelled patterns and families."""
    records = load_index()["cards"]
    kinds = Counter(r["kind"] for r in records)
    creatures = [r for r in records if r["kind"] == "creature"]
    full = sum(1 for r in creatures if not r.get("unmodelled"))
    patterns: Counter[str] = Counter()
    families: Counter[str] = Counter()
    for record in creatures:
        for line in record.get("unmodelled", ()):
            patterns[pattern_of(line, record["name"])] += 1
            families[unmodelled_family(line)] += 1
    return {
        "cards": len(records),
        "kinds": dict(sorted(kinds.items())),
        "creatures": len(creatures),
        "creatures_fully_modelled": full,
        "creatures_fully_modelled_share": round(full / len(creatures), 4) if creatures else 0.0,
        "creatures_with_choices": sum(1 for r in creatures if r.get("choices")),
        # fully modelled once the board gives their counters (X, kicker, bloodthirst: cards/entry_counters.py)
        "creatures_with_entry_counters": sum(1 for r in creatures if r.get("entry_counters")),
        "unmodelled_families": dict(families.most_common()),
        "top_unmodelled_patterns": [{"pattern": p, "cards": n} for p, n in patterns.most_common(top)],
        "source": load_index()["source"],
    }


def coverage_text(stats: dict[str, Any]) -> str:
    """The coverage figures as a short report."""
    lines = [f"{stats['cards']:,} cards in the index: "
             + ", ".join(f"{n:,} {kind}" for kind, n in stats["kinds"].items()),
             f"creatures with no unmodelled combat-relevant ability: {stats['creatures_fully_modelled']:,} of "
             f"{stats['creatures']:,} ({stats['creatures_fully_modelled_share']:.1%})",
             f"creatures with counters they entered with that the board gives (X, kicker, bloodthirst…): "
             f"{stats['creatures_with_entry_counters']:,}; with a player's choice the board's actions say: "
             f"{stats['creatures_with_choices']:,}",
             "unmodelled abilities by family:"]
    lines += [f"  {n:>6,}  {family}" for family, n in stats["unmodelled_families"].items()]
    lines.append("commonest unmodelled patterns:")
    lines += [f"  {row['cards']:>6,}  {row['pattern']}" for row in stats["top_unmodelled_patterns"]]
    return "\n".join(lines)
