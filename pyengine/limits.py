"""How much work one call may ask for: every limit of the engine, in one place.

A hostile or careless board must never exhaust the reader's machine, so
everything that makes work grow is bounded, and a board past a bound is
refused up front with a ``too-large`` error that names the limit and the JSON
path of the field, never slowly resolved (docs/scenario-format.md, "Limits"):

* the text (:data:`MAX_INPUT_CHARS`), its nesting (:data:`MAX_DEPTH`), any one
  list or object (:data:`MAX_ITEMS`), any one number (:data:`MAX_DIGITS`);
* the board: permanents (:data:`MAX_PERMANENTS`), copies of one keyword on one
  permanent (:data:`MAX_KEYWORD_COPIES`), keyword instances on the whole board
  (:data:`MAX_KEYWORD_INSTANCES`);
* the result: events in one resolution (:data:`MAX_EVENTS`), problems listed
  by ``validate`` (:data:`MAX_PROBLEMS`);
* the advisor: search nodes and seconds (:class:`SearchBudget`), after which it
  answers with the best found so far, marked ``search.complete: false``.

:func:`load_json` reads scenario text for every entry point that takes text
(the command line, the browser bridge): a byte-order mark is skipped, and
NaN, Infinity and over-long numbers are refused with a plain message.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

from .errors import Problem, ScenarioError

T = TypeVar("T")

#: Longest scenario text read (characters): a board is a few kilobytes; a Commander table tens.
MAX_INPUT_CHARS = 1_000_000
#: Deepest nesting of lists and objects: a scenario is four levels deep, a golden file nine.
MAX_DEPTH = 32
#: Most entries in any one list or object (a scenario's lists are at most as long as its board).
MAX_ITEMS = 2000
#: Most permanents on one board.
MAX_PERMANENTS = 2000
#: Largest number (in absolute value) in any numeric field: life, power, counters, amounts.
MAX_NUMBER = 10**6
#: Most digits of a number in the text (anything longer is refused before it is converted).
MAX_DIGITS = 40
#: Most copies of one keyword on one permanent (each copy triggers or counts on its own, 702.xx).
MAX_KEYWORD_COPIES = 100
#: Most keyword instances on the whole board.
MAX_KEYWORD_INSTANCES = 10_000
#: Most creature tokens one triggered ability creates ("create N …", afterlife N: 111.1, 702.135a).
MAX_TOKENS = 20
#: Most events one resolution may make (a board past it is refused, not resolved slowly).
MAX_EVENTS = 10_000
#: Most problems ``validate`` lists (a last one says how many more there were).
MAX_PROBLEMS = 100
#: The advisor's default budget: search nodes (engine resolutions, combinations visited,
#: declarations tried) and wall-clock seconds.
ADVISE_MAX_NODES = 50_000_000
ADVISE_MAX_SECONDS = 10.0
#: Most attackers the advisor searches blocks against (each is one level of its search).
ADVISE_MAX_ATTACKERS = 100
#: A batch (many boards in one call, as a wiki page asks): most boards, most characters of its text (each
#: board within it is held to :data:`MAX_INPUT_CHARS` on its own), and the default and largest number of
#: seconds it may spend before the boards left answer ``budget``.
MAX_BATCH_BOARDS = 1000
MAX_BATCH_CHARS = 20_000_000
BATCH_MAX_SECONDS = 30.0
BATCH_SECONDS_LIMIT = 600.0
#: Most candidate fights (an attacker and a choice of blockers) the advisor holds in memory at once:
#: counted before they are built, so that a search stays within its memory budget (1.5 GB) as its
#: node count keeps it within its time; past it the search stops (``size``) with the best so far.
ADVISE_MAX_BUILT = 400_000


def too_large(message: str, path: str = "$") -> ScenarioError:
    """The refusal of input past one of the limits above."""
    return ScenarioError("too-large", message, path)


class _Refused(ValueError):
    """A number or constant the scenario text may not hold (raised inside :func:`json.loads`)."""


def _read_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"a number with {len(text.lstrip('-')):,} digits is far too long (numbers in a scenario "
                       f"have at most {MAX_DIGITS} digits; the engine takes values up to {MAX_NUMBER:,})")
    return int(text)


def _read_float(text: str) -> float:
    if len(text) > MAX_DIGITS * 2:
        raise _Refused(f"a number written with {len(text):,} characters is far too long")
    return float(text)


def _read_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows (RFC 8259 §6); write a whole number")


def load_json(text: str, max_chars: int = MAX_INPUT_CHARS, check: bool = True) -> Any:
    """Scenario text to data, or :class:`ScenarioError` saying plainly what is wrong. A batch's text may
    be longer (``max_chars``) and is not held to :func:`check_size` as a whole (``check=False``): each
    board in it is checked on its own, so that one board past a limit is refused alone.

    >>> load_json('\\ufeff{"format": 1}')
    {'format': 1}
    """
    if text.startswith("\ufeff"):  # a byte-order mark some editors write first
        text = text[1:]
    if len(text) > max_chars:
        name = "MAX_INPUT_CHARS" if max_chars == MAX_INPUT_CHARS else "MAX_BATCH_CHARS"
        raise too_large(f"the scenario is more than {max_chars:,} characters long; the engine reads at "
                        f"most {max_chars:,} ({name})")
    try:
        data = json.loads(text, parse_int=_read_int, parse_float=_read_float, parse_constant=_read_constant)
    except _Refused as exc:
        raise ScenarioError("invalid-scenario", f"the scenario is not valid: {exc}") from None
    except RecursionError:
        raise too_large(f"the scenario is nested more than {MAX_DEPTH} levels deep (MAX_DEPTH)") from None
    except ValueError as exc:
        raise ScenarioError("invalid-scenario", f"the scenario is not valid JSON: {exc}") from None
    if check:
        check_size(data)
    return data


def check_size(data: Any) -> None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` or with a list or object longer than
    :data:`MAX_ITEMS`, naming the path; iterative, so any depth is safe to check."""
    stack: list[tuple[Any, str, int]] = [(data, "$", 0)]
    while stack:
        value, path, depth = stack.pop()
        if not isinstance(value, (dict, list)):
            continue
        if depth >= MAX_DEPTH:
            raise too_large(f"the scenario is nested more than {MAX_DEPTH} levels deep (MAX_DEPTH)", path)
        if len(value) > MAX_ITEMS:
            raise too_large(f"{path} has {len(value):,} entries; at most {MAX_ITEMS:,} are read (MAX_ITEMS)", path)
        items: Iterator[tuple[str, Any]] = (
            ((f"{path}.{k}" if _plain(k) else f"{path}[{k!r}]"), v) for k, v in value.items()
        ) if isinstance(value, dict) else ((f"{path}[{i}]", v) for i, v in enumerate(value))
        stack.extend((v, p, depth + 1) for p, v in items)


def _plain(key: Any) -> bool:
    return isinstance(key, str) and key.isidentifier() and key.isascii()


def size_problems(data: Any) -> list[Problem]:
    """:func:`check_size` as a list of problems (empty when the data is within the limits)."""
    try:
        check_size(data)
    except ScenarioError as exc:
        return exc.problems
    return []


def capped(problems: list[Problem]) -> list[Problem]:
    """At most :data:`MAX_PROBLEMS` problems, the last saying how many more were found."""
    if len(problems) <= MAX_PROBLEMS:
        return problems
    more = len(problems) - MAX_PROBLEMS
    return problems[:MAX_PROBLEMS] + [Problem("too-large", f"… and {more:,} more problems (only the first "
                                              f"{MAX_PROBLEMS} are listed: MAX_PROBLEMS)", "$")]


class SearchStopped(Exception):
    """The advisor's budget is spent: the search answers with the best it has found."""


class SearchBudget:
    """How many search nodes and seconds the advisor may spend before it stops.

    :meth:`spend` counts nodes (one engine resolution, one combination visited,
    one declaration tried) and raises :class:`SearchStopped` once either limit
    is passed; :attr:`reason` then says which.
    """

    def __init__(self, nodes: int = ADVISE_MAX_NODES, seconds: float = ADVISE_MAX_SECONDS,
                 built: int = ADVISE_MAX_BUILT) -> None:
        self.max_nodes = nodes
        self.max_seconds = seconds
        self.max_built = built
        self.nodes = 0
        self.built = 0
        self.started = time.perf_counter()
        self.reason: str | None = None

    def spend(self, nodes: int = 1) -> None:
        """Count ``nodes`` more; raise :class:`SearchStopped` past the budget."""
        self.nodes += nodes
        if self.nodes > self.max_nodes:
            self.reason = "node"
            raise SearchStopped
        if time.perf_counter() - self.started > self.max_seconds:
            self.reason = "time"
            raise SearchStopped

    def check_time(self) -> None:
        """Raise :class:`SearchStopped` past the time limit (for loops that build what they count)."""
        if time.perf_counter() - self.started > self.max_seconds:
            self.reason = "time"
            raise SearchStopped

    def ticking(self, items: Iterable[T]) -> Iterator[T]:
        """``items``, reading the clock (:meth:`check_time`) every 1,024 of them."""
        for seen, item in enumerate(items):
            if not seen & 1023:
                self.check_time()
            yield item

    def build(self, count: int) -> None:
        """Count ``count`` candidates about to be held in memory, before they are built; raise
        :class:`SearchStopped` when that would pass :data:`ADVISE_MAX_BUILT`."""
        self.built += count
        if self.built > self.max_built:
            self.reason = "size"
            raise SearchStopped

    def describe(self) -> str:
        """Why the search stopped, in a sentence."""
        if self.reason == "node":
            return f"the search stopped at its limit of {self.max_nodes:,} nodes"
        if self.reason == "size":
            return f"the search stopped at its limit of {self.max_built:,} candidate fights held at once"
        return f"the search stopped at its time limit of {self.max_seconds:g} seconds"
