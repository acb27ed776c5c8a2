"""Combat Lab's rules engine: trading-card-game combat damage, resolved by the rules.

>>> import pyengine
>>> sorted(pyengine.RULESETS)[:1]
['mtg']

The whole API is :func:`resolve`, :func:`validate`, :func:`options`, :func:`compare`, :func:`convert`,
:func:`advise` (with its :class:`SearchBudget`), :func:`card` and :class:`ScenarioError`;
the scenario and result format is ``docs/scenario-format.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import card
from .compare import compare
from .convert import convert
from .engine import resolve, validate
from .options import options
from .errors import ERROR_CODES, Problem, ScenarioError
from .limits import SearchBudget
from .rulesets import RULESETS, find_ruleset

__version__ = "0.1.0"

__all__ = ["ERROR_CODES", "advise", "RULESETS", "Problem", "ScenarioError", "SearchBudget", "card", "compare", "convert", "find_ruleset",
           "options", "resolve", "validate", "__version__"]

if TYPE_CHECKING:
    from .advisor import advise
else:
    def __getattr__(name: str) -> Any:
        """``advise`` is imported on first use: the advisor is the largest module, and the
        browser's start-up (which compiles every module it imports) does without it."""
        if name == "advise":
            from .advisor import advise  # noqa: PLC0415

            globals()["advise"] = advise
            return advise
        raise AttributeError(f"module 'pyengine' has no attribute {name!r}")
