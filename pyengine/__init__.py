"""Combat Lab's rules engine: trading-card-game combat damage, resolved by the rules.

>>> import pyengine
>>> sorted(pyengine.RULESETS)[:1]
['mtg']

The whole API is :func:`resolve`, :func:`validate`, :func:`compare`, :func:`advise` and
:class:`ScenarioError`;
the scenario and result format is ``docs/scenario-format.md``.
"""

from __future__ import annotations

from .advisor import advise
from .compare import compare
from .engine import resolve, validate
from .errors import ERROR_CODES, Problem, ScenarioError
from .rulesets import RULESETS, find_ruleset

__version__ = "0.1.0"

__all__ = ["ERROR_CODES", "advise", "RULESETS", "Problem", "ScenarioError", "compare", "find_ruleset", "resolve", "validate",
           "__version__"]
