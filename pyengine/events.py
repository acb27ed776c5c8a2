"""The event log: every event of a combat is a plain JSON object.

Events carry ids, never display text meant as HTML, and (where one applies)
the ``rule`` behind them. The builders here keep their shapes in one place.
"""

from __future__ import annotations

from typing import Any

Event = dict[str, Any]


def event(event_type: str, rule: str | None = None, /, **fields: Any) -> Event:
    """An event of type ``event_type`` with its fields, and its rule last."""
    out: Event = {"type": event_type}
    out.update({k: v for k, v in fields.items() if v is not None})
    if rule is not None:
        out["rule"] = rule
    return out
