"""The browser bridge: JSON strings in, JSON strings out, never an exception.

Pyodide calls :func:`call` from the page's worker, so that no Python object
crosses into JavaScript. Every answer is ``{"ok": true, ...}`` or
``{"ok": false, "error": {"code", "message", "path", "rule"}}``, exactly as the
command line prints it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import engine
from .answers import stamped
from .errors import ScenarioError
from .limits import (ADVISE_MAX_SECONDS, BATCH_MAX_SECONDS, BATCH_SECONDS_LIMIT, MAX_BATCH_BOARDS, MAX_BATCH_CHARS,
                     MAX_INPUT_CHARS, SearchBudget, check_size, load_json)


def _rulesets(_: Any) -> dict[str, Any]:
    from .rulesets import describe_rulesets  # noqa: PLC0415

    return {"ok": True, "rulesets": describe_rulesets()}


def _validate(scenario: Any) -> dict[str, Any]:
    problems = engine.validate(scenario)
    warnings = engine.warnings(scenario)  # only when there are any: a board without cards answers as before
    return {"ok": not problems, "problems": problems, **({"warnings": warnings} if warnings else {})}


def _compare(payload: Any) -> dict[str, Any]:
    from .compare import compare  # noqa: PLC0415

    if isinstance(payload, dict) and "scenario" in payload:
        return compare(payload["scenario"], payload.get("rulesets"))
    return compare(payload, None)


def _adapt(payload: Any) -> dict[str, Any]:
    """The board carried over to another ruleset, as compare carries it, with a note per change."""
    from .compare import adapt  # noqa: PLC0415
    from .rulesets import RULESETS  # noqa: PLC0415

    if not isinstance(payload, dict) or not isinstance(payload.get("scenario"), dict):
        raise ScenarioError("invalid-scenario", "adapt takes {\"scenario\": {...}, \"ruleset\": \"mtg\"}", "$")
    ruleset = payload.get("ruleset")
    if ruleset not in RULESETS:
        raise ScenarioError("unknown-ruleset", f"unknown ruleset {ruleset!r}; the rulesets are {', '.join(RULESETS)}",
                            "$.ruleset")
    scenario, notes = adapt(payload["scenario"], ruleset)
    return {"ok": True, "scenario": scenario, "notes": notes}


def _convert(payload: Any) -> dict[str, Any]:
    """The board converted to another ruleset (another game if need be), with a sentence per change."""
    from .convert import convert  # noqa: PLC0415

    if not isinstance(payload, dict) or not isinstance(payload.get("scenario"), dict):
        raise ScenarioError("invalid-scenario", "convert takes {\"scenario\": {...}, \"ruleset\": \"riftbound\"}",
                            "$.scenario")
    return convert(payload["scenario"], payload.get("ruleset"))


def _advise(payload: Any) -> dict[str, Any]:
    from .advisor import advise  # noqa: PLC0415

    if not isinstance(payload, dict) or "scenario" not in payload:
        raise ScenarioError("invalid-scenario", "advise takes {\"scenario\": {...}, \"side\": \"defender\" or "
                            "\"attacker\"}", "$")
    player = payload.get("player")
    if player is not None and not isinstance(player, str):
        raise ScenarioError("invalid-scenario", "advise's \"player\" names a defending player (an id)", "$.player")
    budget = SearchBudget()
    seconds = payload.get("max_seconds")
    if seconds is not None:
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= 600:
            raise ScenarioError("invalid-scenario", "max_seconds must be a number of seconds from 0 to 600",
                                "$.max_seconds")
        budget.max_seconds = float(seconds)
    return advise(payload["scenario"], payload.get("side", "defender"), player, budget=budget)


def _check_puzzle(payload: Any) -> dict[str, Any]:
    from .puzzles import check  # noqa: PLC0415

    if not isinstance(payload, dict) or "puzzle" not in payload:
        raise ScenarioError("invalid-scenario", "check_puzzle takes {\"puzzle\": {...}, \"choice\": {...}}", "$")
    return check(payload["puzzle"], payload.get("choice", {}))


def _solve_puzzle(payload: Any) -> dict[str, Any]:
    from .puzzles import solve, validate  # noqa: PLC0415

    puzzle = payload.get("puzzle") if isinstance(payload, dict) else None
    validate(puzzle)
    assert isinstance(puzzle, dict)
    return {"ok": True, "choice": solve(puzzle)}


def _options(scenario: Any) -> dict[str, Any]:
    from .options import options  # noqa: PLC0415

    return options(scenario)


def _next_turn(payload: Any) -> dict[str, Any]:
    from .turns import next_turn, standoff  # noqa: PLC0415

    if not isinstance(payload, dict) or "scenario" not in payload or "result" not in payload:
        raise ScenarioError("invalid-scenario", "next_turn takes {\"scenario\": {...}, \"result\": {...}}", "$")
    board = next_turn(payload["scenario"], payload["result"])
    # The combats are over when a player has no creature left that can attack or block (turns.standoff).
    return {"ok": True, "scenario": board, "standoff": standoff(board)}


def _check(scenario: Any) -> dict[str, Any]:
    """A board's problems, options and result from one parse and one combat run (what a page asks per board)."""
    from .play import check  # noqa: PLC0415

    return check(scenario)


def _play(payload: Any) -> dict[str, Any]:
    """The board a declaration, a take-back or a division makes, or its refusal."""
    from .play import play  # noqa: PLC0415

    if not isinstance(payload, dict) or "scenario" not in payload or "choice" not in payload:
        raise ScenarioError("invalid-scenario", "play takes {\"scenario\": {...}, \"choice\": {...}}", "$")
    return play(payload["scenario"], payload["choice"])


def _card(payload: Any) -> dict[str, Any]:
    """The permanent a card gives: ``{"card": "Serra Angel"}``."""
    from .cards import card  # noqa: PLC0415

    if not isinstance(payload, dict) or not isinstance(payload.get("card"), str):
        raise ScenarioError("invalid-scenario", "card takes {\"card\": \"Serra Angel\"}", "$.card")
    return {"ok": True, **card(payload["card"])}


def _cards(payload: Any) -> dict[str, Any]:
    """Cards whose names contain a text (``{"search": "angel"}``), or the index's coverage (``{"stats": true}``)."""
    from .cards import SEARCH_LIMIT, search  # noqa: PLC0415
    from .cards.stats import coverage  # noqa: PLC0415

    if isinstance(payload, dict) and payload.get("stats") is True:
        return {"ok": True, **coverage()}
    if not isinstance(payload, dict) or not isinstance(payload.get("search"), str):
        raise ScenarioError("invalid-scenario", "cards takes {\"search\": \"angel\"} or {\"stats\": true}", "$.search")
    limit = payload.get("limit", SEARCH_LIMIT)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 100:
        raise ScenarioError("invalid-scenario", "cards' limit is a whole number from 1 to 100", "$.limit")
    return {"ok": True, "cards": search(payload["search"], limit)}


#: The calls whose text output (``--text``) a batch can add beside their answers, as the wiki shows them.
TEXT_CALLS = ("resolve", "compare")


def _batch(payload: Any) -> dict[str, Any]:
    """Many calls in one (a wiki page's boards in one process): each answer exactly what its call alone
    returns, in order; a board that is refused is refused alone; boards left once ``max_seconds`` are spent
    answer ``budget`` without being run (docs/scenario-format.md, "Batch")."""
    from .answers import engine_build  # noqa: PLC0415

    boards, max_seconds, stamp, text = _batch_request(payload)
    started = time.perf_counter()
    answers: list[dict[str, Any]] = []
    texts: list[str | None] = []
    for index, item in enumerate(boards):
        left = max_seconds - (time.perf_counter() - started)
        if left <= 0:
            answer = _error("budget", f"the batch spent its budget of {max_seconds:g} seconds before board "
                            f"{index + 1} of {len(boards)}: it was not resolved (ask for it on its own)")
            name, board = None, None
        else:
            name, board, answer = _batch_answer(item, left)
        answers.append(stamped(name, board, answer) if stamp and name is not None else answer)
        if text:
            texts.append(_text(name, board, answer))
    out: dict[str, Any] = {"ok": True, "engine": engine_build(), "answers": answers}
    if text:
        out["texts"] = texts
    return out


def _batch_request(payload: Any) -> tuple[list[Any], float, bool, bool]:
    """A batch's boards, seconds, and whether to stamp its answers and add their text; or its refusal."""
    request = {"boards": payload} if isinstance(payload, list) else payload
    if not isinstance(request, dict) or not isinstance(request.get("boards"), list):
        raise ScenarioError("invalid-scenario", "batch takes {\"boards\": [{\"call\": \"resolve\", \"scenario\": "
                            "{...}}, ...]} (or the list of boards alone)", "$.boards")
    boards = request["boards"]
    if len(boards) > MAX_BATCH_BOARDS:
        raise ScenarioError("too-large", f"a batch of {len(boards):,} boards is too many; a batch takes at most "
                            f"{MAX_BATCH_BOARDS:,} (MAX_BATCH_BOARDS)", "$.boards")
    seconds = request.get("max_seconds", BATCH_MAX_SECONDS)
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= BATCH_SECONDS_LIMIT:
        raise ScenarioError("invalid-scenario", f"max_seconds must be a number of seconds from 0 to "
                            f"{BATCH_SECONDS_LIMIT:g}", "$.max_seconds")
    flags = []
    for flag in ("stamp", "text"):
        value = request.get(flag, False)
        if not isinstance(value, bool):
            raise ScenarioError("invalid-scenario", f"{flag} is true or false", f"$.{flag}")
        flags.append(value)
    return boards, float(seconds), flags[0], flags[1]


def _batch_answer(item: Any, seconds_left: float) -> tuple[str | None, Any, dict[str, Any]]:
    """One board of a batch: its call's name, its board and its answer (a refusal of its own if it is bad)."""
    name = item.get("call") if isinstance(item, dict) else None
    row = CALLS.get(name) if isinstance(name, str) else None
    if row is None or name == "batch" or row.reads in ("nothing", "own"):
        calls = ", ".join(n for n, r in CALLS.items() if n != "batch" and r.reads not in ("nothing", "own"))
        return None, None, _error("invalid-scenario", "each board of a batch is {\"call\": NAME, \"scenario\": "
                                  f"{{...}}, options}}, NAME one of {calls}", "$.call")
    assert isinstance(item, dict) and isinstance(name, str)
    if row.reads == "file":
        if "scenario" not in item:
            return name, None, _error("invalid-scenario", f"{name} in a batch takes {{\"call\": \"{name}\", "
                                      "\"scenario\": {...}}", "$.scenario")
        payload = item["scenario"]
    else:
        payload = {key: value for key, value in item.items() if key != "call"}
        if name == "advise":  # the advisor's own budget, within what the batch has left
            given = payload.get("max_seconds", ADVISE_MAX_SECONDS)
            if isinstance(given, (int, float)) and not isinstance(given, bool) and given > seconds_left:
                payload["max_seconds"] = seconds_left
    board = item.get("scenario", payload)
    try:  # each board within the limits of a call of its own
        if len(to_json_text(payload)) > MAX_INPUT_CHARS:
            return name, board, _error("too-large", f"the scenario is more than {MAX_INPUT_CHARS:,} characters "
                                       f"long; the engine reads at most {MAX_INPUT_CHARS:,} (MAX_INPUT_CHARS)")
        check_size(payload)
    except ScenarioError as exc:
        return name, board, {"ok": False, "error": exc.to_dict()}
    return name, board, _answer(row, payload)


def _text(name: str | None, board: Any, answer: dict[str, Any]) -> str | None:
    """What ``NAME - --text`` prints for a resolved or compared board (None for another call or a refusal)."""
    if name not in TEXT_CALLS or answer.get("ok") is False:
        return None
    from .render import labels_of, render_text  # noqa: PLC0415

    return render_text(answer, labels_of(board), board if name == "resolve" else None)


#: The calls whose answers can be stored with their board (``answer``): they answer a board alone.
ANSWERABLE = ("resolve", "compare", "check")


def _stamped_answer(payload: Any) -> dict[str, Any]:
    """One call's answer stamped with the engine's build id and the board's hash (a stored answer).

    ``{"call": "resolve"|"compare"|"check", "scenario": {...}}`` (compare also takes ``"rulesets"``) gives
    ``{"ok": true, "format": 1, "engine", "board", "call", "answer"}``: ``answer`` is exactly what the call
    answers (a refusal too), ``board`` the hash of ``scenario`` (:func:`pyengine.answers.board_hash`).
    """
    if not isinstance(payload, dict) or payload.get("call") not in ANSWERABLE:
        raise ScenarioError("invalid-scenario", f"answer takes {{\"call\": {' or '.join(map(repr, ANSWERABLE))}, "
                            "\"scenario\": {...}}", "$.call")
    if "scenario" not in payload:
        raise ScenarioError("invalid-scenario", "answer needs the board as \"scenario\"", "$.scenario")
    name, scenario = payload["call"], payload["scenario"]
    if name == "compare":
        inner: Any = {"scenario": scenario, **({"rulesets": payload["rulesets"]} if "rulesets" in payload else {})}
    else:
        inner = scenario
    answer = call_data(name, to_json_text(inner))
    return {"ok": True, **stamped(name, scenario, answer)}


@dataclass(frozen=True)
class Option:
    """An option of a command: ``--flag VALUE`` puts VALUE in the call's payload under ``key``."""

    flag: str
    key: str
    help: str
    metavar: str | None = None
    required: bool = False
    choices: tuple[str, ...] | None = None
    default: Any = None
    #: ``float`` for a number; ``list`` for comma-separated ids.
    kind: str = "text"


@dataclass(frozen=True)
class Call:
    """One engine call: what answers it, and how the command line offers it (``python -m pyengine NAME``).

    ``reads`` says what the command line reads: ``"file"`` (a scenario FILE is the payload), ``"batch"`` (a
    FILE of many boards is the payload, up to ``max_chars``), ``"scenario"``
    (a scenario FILE goes under ``"scenario"``, with the options), ``"name"`` (a NAME goes under
    ``name_key``), ``"nothing"``, ``"own"`` (the command has its own arguments, :mod:`pyengine.cli`), or
    ``None``: the call is the browser's only. ``usage`` and ``details`` are its lines in ``--help``, and
    ``more_usage`` any further ``(usage, details)`` a command with subcommands has.
    """

    handler: Callable[[Any], dict[str, Any]]
    help: str
    reads: str | None = "file"
    usage: str = ""
    details: str = ""
    options: tuple[Option, ...] = ()
    name_key: str = ""
    more_usage: tuple[tuple[str, str], ...] = ()
    #: The most characters of text the call reads, and whether the whole text is held to the size limits
    #: (a batch holds many boards, each checked on its own).
    max_chars: int = MAX_INPUT_CHARS
    checked: bool = True


#: Every engine call, in the order ``--help`` lists them: adding a call is one row here (and its docs).
CALLS: dict[str, Call] = {
    "resolve": Call(engine.resolve, "resolve a scenario", usage="resolve FILE", details=(
        "resolve the combat; prints the result JSON and exits 0. On invalid input or an illegal choice it "
        "prints {\"ok\": false, \"error\": {\"code\", \"message\", \"path\", \"rule\"}} and exits 2. FILE may "
        "be - for standard input.")),
    "validate": Call(_validate, "list every problem of a scenario", usage="validate FILE", details=(
        "list every problem of the scenario at once: {\"ok\": true|false, \"problems\": [...]}; exits 0 when "
        "there are none, 2 otherwise.")),
    "options": Call(_options, "every legal choice of the next decisions, and every refusal", usage="options FILE",
                    details=("every legal choice of the next decisions on the board as declared so far (attacks, "
                             "blocks, damage divisions), each refusal with its code, rule and reason, and the "
                             "ruleset's capabilities; exits 0, or 2 for a malformed scenario.")),
    "check": Call(_check, "a board's problems, options and result, from one combat run", usage="check FILE",
                  details=("the board's problems (as validate), options (as options) and result (as resolve) "
                           "from one parse and one combat run, as a page asks: {\"ok\", \"problems\", "
                           "\"options\", \"result\"}; exits 0 when there are no problems, 2 otherwise.")),
    "compare": Call(_compare, "resolve a scenario under several rulesets", reads="scenario", usage="compare FILE",
                    details=("resolve the same board under each ruleset it fits and name the differences "
                             "(--rulesets mtg,mtg-2020 to choose); exits 0, or 2 when no ruleset resolves it."),
                    options=(Option("--rulesets", "rulesets", "comma-separated ruleset ids (default: every one "
                                    "that fits)", kind="list"),)),
    "answer": Call(_stamped_answer, "a call's answer stamped with the engine build and the board's hash", reads="own",
                   usage="answer CALL FILE", details=(
                       "resolve, compare or check the board and print the answer with what it is the answer to: "
                       "{\"ok\": true, \"format\": 1, \"engine\": build id, \"board\": the board's sha256, "
                       "\"call\", \"answer\"}, a stored answer a page shows without Python "
                       "(docs/scenario-format.md, \"Stored answers\"); exits 0 when the answer is not a refusal, "
                       "2 otherwise.")),
    "adapt": Call(_adapt, "the board carried over to another ruleset, as compare carries it", reads=None),
    "convert": Call(_convert, "carry a scenario over to another ruleset, saying what changed", reads="scenario",
                    usage="convert FILE --to RULESET", details=(
                        "the board carried over to another ruleset, another game if need be (Magic creatures "
                        "become Riftbound units, power becomes Might, a battlefield is made up, ...): {\"ok\": "
                        "true, \"ruleset\", \"scenario\", \"changes\": [...]}, one sentence per change; --text "
                        "prints the changes. Exits 0, or 2 when the board can't be carried over."),
                    options=(Option("--to", "ruleset", "the ruleset to convert to", metavar="RULESET",
                                    required=True),)),
    "rulesets": Call(_rulesets, "list the rulesets and their keywords", reads="nothing", usage="rulesets",
                     details="list the rulesets and the keywords each one knows."),
    "advise": Call(_advise, "the best blocks or attacks for one side", reads="scenario", usage="advise FILE",
                   details=("the best blocks (--side defender) or attacks and divisions (--side attacker), found "
                            "by exact search with the engine, with the outcome, the runner-up and why; exits 0 or "
                            "2. A search past its budget (--max-seconds, default 10) answers with the best found so "
                            "far, \"complete\": false."),
                   options=(Option("--side", "side", "whose choice to advise (default: defender)",
                                   choices=("defender", "attacker"), default="defender"),
                            Option("--player", "player", "with more than two players: the defending player to "
                                   "advise, or to attack (default: the first one attacked, in turn order)"),
                            Option("--max-seconds", "max_seconds", "stop the search after N seconds with the best "
                                   "found so far (default: 10)", metavar="N", kind="float"))),
    "check_puzzle": Call(_check_puzzle, "whether a choice solves a puzzle", reads=None),
    "solve_puzzle": Call(_solve_puzzle, "a puzzle's solution", reads=None),
    "next_turn": Call(_next_turn, "the board of the next turn after a result", reads=None),
    "play": Call(_play, "the board a declaration, take-back or division makes", reads=None),
    "card": Call(_card, "the permanent a real card gives", reads="name", name_key="card", usage="card NAME",
                 details=("the permanent a real card gives (JSON, as a scenario's permanent writes it), with what "
                          "of it Combat Lab does not model; --text prints it as a card. Exits 2 for an unknown "
                          "name, naming the nearest.")),
    "cards": Call(_cards, "search the card index, or how much of it the engine models", reads="own",
                  usage="cards search TEXT", details=(
                      "the cards whose names contain TEXT (case, accents and punctuation ignored), names that "
                      "start with it first."),
                  more_usage=(("cards stats", "how much of the card index the engine models: cards by kind, the "
                               "share of creatures with nothing unmodelled, and the commonest unmodelled "
                               "abilities."),)),
    "batch": Call(_batch, "many calls in one: each board's answer, in order",
                  reads="batch", usage="batch FILE", details=(
                      "many calls in one process, as a wiki page asks: FILE holds {\"boards\": [{\"call\": "
                      "\"resolve\", \"scenario\": {...}}, ...], \"max_seconds\": N}; prints {\"ok\": true, "
                      "\"engine\", \"answers\": [...]}, each answer exactly what its call alone returns; boards "
                      "left when the time budget is spent answer with the error code budget. Exits 0, or 2 when "
                      "the batch itself is refused."),
                  max_chars=MAX_BATCH_CHARS, checked=False),
}


def call(name: str, payload_json: str) -> str:
    """Run one engine call on a JSON payload and return the JSON answer.

    >>> call("resolve", "not json")[:60]
    '{"ok": false, "error": {"code": "invalid-scenario", "message'
    """
    return to_json_text(call_data(name, payload_json))


def to_json_text(answer: Any, indent: int | None = None) -> str:
    """JSON text that is valid UTF-8: lone surrogates from ``\\ud800`` escapes stay escaped."""
    text = json.dumps(answer, ensure_ascii=False, indent=indent)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(answer, ensure_ascii=True, indent=indent)
    return text


def call_data(name: str, payload_json: str) -> dict[str, Any]:
    """:func:`call`, returning the answer as data."""
    row = CALLS.get(name)
    if row is None:
        return _error("invalid-scenario", f"unknown call {name!r} (calls: {', '.join(CALLS)})")
    try:
        payload = load_json(payload_json, row.max_chars, row.checked) if payload_json else None
    except ScenarioError as exc:
        return {"ok": False, "error": exc.to_dict()}
    return _answer(row, payload)


def _answer(row: Call, payload: Any) -> dict[str, Any]:
    """The call's answer to a payload already read, or its refusal: never an exception."""
    try:
        return row.handler(payload)
    except ScenarioError as exc:
        return {"ok": False, "error": exc.to_dict()}
    except RecursionError:
        return _error("too-large", "the scenario is nested too deeply")
    except MemoryError:
        return _error("too-large", "the scenario needs more memory than this machine has")
    except Exception as exc:  # noqa: BLE001 (a reader sees a refusal, never a traceback with file paths)
        return _error("internal-error", f"the engine failed on this board ({type(exc).__name__}); this is a bug "
                      "in Combat Lab, not in the board: please report it with the board")


def _error(code: str, message: str, path: str = "$") -> dict[str, Any]:
    return {"ok": False, "error": {"code": code, "message": message, "path": path, "rule": None}}
