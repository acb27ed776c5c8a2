"""The one error type of the engine, and its stable codes.

Every problem with a scenario, from a wrong type to an illegal block, is a
:class:`ScenarioError` carrying a stable ``code`` (see :data:`ERROR_CODES`), a
plain-language ``message``, the JSON ``path`` of the offending field and, where
a rule forbids the choice, the ``rule`` number.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Every error code, with the one-line meaning shown in ``--help`` and docs.
ERROR_CODES: dict[str, str] = {
    "invalid-scenario": "wrong shape or type; `path` says where",
    "unknown-ruleset": "the `ruleset` is not one the engine knows",
    "unknown-keyword": "a keyword the ruleset does not know",
    "unknown-id": "a reference to no player or permanent",
    "unknown-card": "a `card` name the card index does not have; the message names the nearest",
    "duplicate-id": "two players or permanents share an id",
    "illegal-attack": "a rule forbids this attack",
    "illegal-block": "a rule forbids this block",
    "illegal-assignment": "a rule forbids this division of combat damage",
    "not-in-ruleset": "a field, keyword or action the ruleset cannot have",
    "not-implemented": "valid input the engine does not handle yet",
    "internal-error": "a fault of the engine, not of the board: it is refused rather than answered wrongly (report it)",
    "too-large": "past one of the engine's limits (docs/scenario-format.md, Limits); `path` says where",
    "budget": "a batch spent its time budget before this board: it was not resolved (ask for it alone)",
}


@dataclass(frozen=True)
class Problem:
    """One problem found in a scenario (what :func:`pyengine.validate` lists)."""

    code: str
    message: str
    path: str = "$"
    rule: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``{"code", "message", "path", "rule"}``."""
        return {"code": self.code, "message": self.message, "path": self.path, "rule": self.rule}


class ScenarioError(ValueError):
    """Invalid input or an illegal choice.

    :ivar code: one of :data:`ERROR_CODES`.
    :ivar message: what is wrong, in plain language.
    :ivar path: JSON path of the offending field, e.g. ``$.blockers[1].blocks[0]``.
    :ivar rule: the rule number that forbids the choice, or ``None``.
    :ivar problems: every problem found (the first is this error's own).
    """

    def __init__(self, code: str, message: str, path: str = "$", rule: str | None = None,
                 problems: list[Problem] | None = None) -> None:
        assert code in ERROR_CODES, code
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.rule = rule
        self.problems = problems if problems is not None else [Problem(code, message, path, rule)]

    @classmethod
    def from_problems(cls, problems: list[Problem]) -> ScenarioError:
        """The error for a non-empty list of problems: the first one leads."""
        first = problems[0]
        return cls(first.code, first.message, first.path, first.rule, problems=list(problems))

    def to_dict(self) -> dict[str, Any]:
        """The JSON form used by the CLI and the browser bridge."""
        return {"code": self.code, "message": self.message, "path": self.path, "rule": self.rule}

    def __repr__(self) -> str:
        return f"ScenarioError({self.code!r}, {self.message!r}, path={self.path!r}, rule={self.rule!r})"
