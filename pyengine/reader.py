"""Reading a scenario's JSON: each field checked for its type, each problem recorded with its path.

:class:`Reader` is what :mod:`pyengine.parse` and :mod:`pyengine.parse_permanents` read with: every
problem is kept (not raised), so that ``validate`` can list them all at once.
"""

from __future__ import annotations

from typing import Any

from .errors import Problem
from .fields import METADATA_FIELDS
from .limits import MAX_NUMBER


def type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        if value != value:
            return "NaN (not a number)"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        if value.is_integer() and abs(value) < 1e16:
            return f"{value!r} (write a whole number without a decimal point: {int(value)})"
        return f"a number with a fraction ({value!r})"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class Reader:
    """Collects problems while reading typed fields out of JSON data."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def problem(self, code: str, message: str, path: str, rule: str | None = None) -> None:
        self.problems.append(Problem(code, message, path, rule))

    def wrong_type(self, path: str, expected: str, value: Any) -> None:
        # A whole number of the right type but out of range is named by its value ("not -1").
        shown = (str(value) if isinstance(value, int) and not isinstance(value, bool)
                 else "an empty string" if value == "" else type_name(value))
        self.problem("invalid-scenario", f"{path} must be {expected}, not {shown}", path)

    def check_fields(self, obj: dict[str, Any], allowed: frozenset[str], path: str, what: str) -> None:
        for key in obj:
            if key not in allowed:
                known = ", ".join(sorted(allowed - METADATA_FIELDS if path == "$" else allowed))
                self.problem("invalid-scenario", f"{what} has no field {key!r} (fields: {known})",
                             f"{path}.{key}")

    def string(self, obj: dict[str, Any], key: str, path: str, *, required: bool = True,
               default: str | None = None) -> str | None:
        if key not in obj:
            if required:
                where = "the scenario" if path == "$" else path
                self.problem("invalid-scenario", f"{where} needs the field {key!r}", f"{path}.{key}")
            return default
        value = obj[key]
        if not isinstance(value, str) or not value:
            self.wrong_type(f"{path}.{key}", "a non-empty string", value)
            return default
        return value

    def integer(self, obj: dict[str, Any], key: str, path: str, *, default: int | None = 0,
                minimum: int | None = None, required: bool = False, what: str = "") -> int | None:
        if key not in obj:
            if required:
                self.problem("invalid-scenario", f"{path} needs the field {key!r}{what}", f"{path}.{key}")
            return default
        value = obj[key]
        if not isinstance(value, int) or isinstance(value, bool):
            self.wrong_type(f"{path}.{key}", "an integer", value)
            return default
        if abs(value) > MAX_NUMBER:
            self.problem("invalid-scenario", f"{path}.{key} is out of range (at most {MAX_NUMBER})",
                         f"{path}.{key}")
            return default
        if minimum is not None and value < minimum:
            self.problem("invalid-scenario", f"{path}.{key} must be at least {minimum}, not {value}",
                         f"{path}.{key}")
            return default
        return value

    def boolean(self, obj: dict[str, Any], key: str, path: str) -> bool:
        value = obj.get(key, False)
        if not isinstance(value, bool):
            self.wrong_type(f"{path}.{key}", "true or false", value)
            return False
        return value

    def string_list(self, obj: dict[str, Any], key: str, path: str) -> list[tuple[str, str]]:
        """A list of strings, each with its own path."""
        value = obj.get(key, [])
        if not isinstance(value, list):
            self.wrong_type(f"{path}.{key}", "a list of strings", value)
            return []
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, str) or not item:
                self.wrong_type(f"{path}.{key}[{i}]", "a non-empty string", item)
            else:
                out.append((item, f"{path}.{key}[{i}]"))
        return out

    def object_list(self, data: dict[str, Any], key: str, *, required: bool = False,
                    path: str = "$") -> list[tuple[dict[str, Any], str]]:
        """A list of objects, each with its own path (``path`` is where ``data`` is: the scenario by default)."""
        if key not in data:
            if required:
                self.problem("invalid-scenario", f"the scenario needs the field {key!r}", f"{path}.{key}")
            return []
        value = data[key]
        if not isinstance(value, list):
            self.wrong_type(f"{path}.{key}", "a list", value)
            return []
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                self.wrong_type(f"{path}.{key}[{i}]", "an object", item)
            else:
                out.append((item, f"{path}.{key}[{i}]"))
        return out
