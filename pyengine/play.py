"""The page's two questions: what does this board give (``check``), and what board does a choice make (``play``).

A user interface asks :func:`check` once per board: the problems (as :func:`pyengine.validate` lists
them), the options (as :func:`pyengine.options` answers) and the result (as :func:`pyengine.resolve`
returns it), from one parse and one combat run. It asks :func:`play` for each declaration, take-back or
division the user makes: the engine makes the next board with the consequences the rules give (an
attacker stops blocking, the damage assignment order follows the blocks, 509.2; divisions of sources
whose blocks changed no longer apply) or refuses the choice with its rule, so that the interface never
builds a board itself.
"""

from __future__ import annotations

import copy
from typing import Any

from . import cards
from .blocks import too_few_blockers
from .engine import validate, warnings
from .errors import ScenarioError
from .options import options_and_result
from .parse import parse_scenario
from .rulesets import find_ruleset, ruleset_for

#: The codes of a refused choice (the other problems of a board are the board's, not the choice's).
CHOICE_CODES = ("illegal-attack", "illegal-block", "not-in-ruleset", "illegal-assignment")
CHOICES = ("attack", "block", "undeclare", "divide", "order")


def check(scenario: Any) -> dict[str, Any]:
    """``{"ok", "problems", "warnings", "options", "result", "cards"}`` for one board: ``ok`` when nothing is
    wrong; ``warnings`` (there only when a card on the board prints what the engine does not model, or a static's
    condition only the board can state is left unanswered, :func:`~pyengine.engine.warnings`) never makes it false; ``options`` is ``None`` when the board cannot
    be read at all, ``result`` when any problem remains; ``cards`` is :func:`cards_named`'s answer."""
    unmodelled = warnings(scenario)  # the key only when there are any: a board without them answers as before
    said = {"warnings": unmodelled} if unmodelled else {}
    named = cards_named(scenario)
    try:
        answer, result = options_and_result(scenario)
    except ScenarioError as exc:  # unreadable: every problem, as validate lists them
        return {"ok": False, "problems": validate(scenario) or [p.to_dict() for p in exc.problems], **said,
                "options": None, "result": None, "cards": named}
    # A refused board is parsed once more, for every problem at once (the run stops at the first stage refused).
    problems = [] if result is not None else validate(scenario) or answer["problems"]
    return {"ok": not problems, "problems": problems, **said, "options": answer, "result": result, "cards": named}


def cards_named(scenario: Any) -> dict[str, dict[str, Any]]:
    """The card each permanent names, by the permanent's id: ``{"named"`` (the name as the permanent writes
    it), and :func:`pyengine.cards.card`'s answer (``card``, ``kind``, ``type_line``, ``permanent``: the
    fields the card gives, ``unmodelled``, ``choices``)``}``, so that a page draws a card by name without
    card data of its own. A permanent's own fields win over its card's (the parse merges them so); a name
    the index does not hold, a ruleset without Magic cards and a permanent with no id are left out (the
    board's problems name them). A board that names no card never reads the card index.
    """
    if not isinstance(scenario, dict) or not isinstance(scenario.get("permanents"), list):
        return {}
    name = scenario.get("ruleset")
    ruleset = find_ruleset(name) if isinstance(name, str) else None
    if ruleset is not None and not ruleset.cards_by_name:
        return {}
    named: dict[str, dict[str, Any]] = {}
    for permanent in scenario["permanents"]:
        if not isinstance(permanent, dict) or not isinstance(permanent.get("id"), str):
            continue
        name = permanent.get("card")
        if not isinstance(name, str):
            continue
        try:
            named[permanent["id"]] = {"named": name, **cards.card(name)}
        except ScenarioError:  # unknown or malformed: the board's problems say so
            continue
    return named


def play(scenario: Any, choice: Any) -> dict[str, Any]:
    """The board a choice makes, ``{"ok": true, "scenario", "made", "replaced", "pending"}``, or its refusal
    (``{"ok": false, "error"}`` with the rule).

    ``choice`` is one of ``{"attack": {"id", "target"}}``, ``{"block": {"id", "attacker"}}`` (a creature that
    cannot block one more attacker blocks this one instead, if that is legal: ``made`` is then
    ``"block-instead"`` and ``replaced`` lists the attackers it stopped blocking), ``{"undeclare": {"id"}}``
    ``{"divide": {"source", "step", "division"}}`` (``step`` as in ``assignments``) and ``{"order": {"source",
    "ids"}}``: a damage assignment order (``mtg-2020``, 509.2-509.3), which drops the source's divisions (they
    were made for the order before, 510.1c); a ruleset without the order refuses it (``not-in-ruleset``).

    Declarations are made one creature at a time, and the rules judge the whole declaration (508.1d,
    509.1c): what a further declaration can still give (a menace attacker's second blocker, 702.111b; a
    requirement, 508.1d, 509.1c) never refuses a choice; the board is made and ``pending`` lists it (the
    board's ``check`` lists it as a problem until it is met). Anything else the choice breaks refuses it.

    :raises ScenarioError: for a board the engine can't read, or a choice that is not one of those.
    """
    if not isinstance(scenario, dict):
        raise ScenarioError("invalid-scenario", "play takes {\"scenario\": {...}, \"choice\": {...}}", "$.scenario")
    kind, fields = _read_choice(choice)
    _, unreadable = parse_scenario(scenario)
    if unreadable:  # a choice is made on a board the engine reads, or not at all
        raise ScenarioError.from_problems(unreadable)
    if kind == "undeclare":
        board = _undeclared(scenario, fields["id"])
        return {"ok": True, "scenario": board, "made": "undeclare", "replaced": [],
                "pending": _pending(board, validate(board))}
    refusal = None
    known: set[tuple[str, str, str]] | None = None
    for made, board, replaced in _candidates(scenario, kind, fields):
        problems = validate(board)
        if problems and known is None:  # the board's own problems before the choice are not the choice's
            known = {_key(p) for p in validate(scenario)}
        fresh = [p for p in problems if _key(p) not in (known or set())]
        later = {_key(p) for p in _pending(board, problems)} if fresh else set()
        if all(_key(p) in later for p in fresh):
            return {"ok": True, "scenario": board, "made": made, "replaced": replaced,
                    "pending": [p for p in problems if _key(p) in later]}
        refusal = refusal or next(p for p in fresh if _key(p) not in later)
    assert refusal is not None
    return {"ok": False, "error": refusal}


def _key(problem: dict[str, Any]) -> tuple[str, str, str]:
    return problem["code"], problem["path"], problem["message"]


def _pending(board: dict[str, Any], problems: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the board's declarations still need that a further declaration can give, of its ``problems``
    (as validate lists them): attackers blocked by fewer creatures than they need (menace, 702.111b;
    509.1b), and the requirements a declaration must obey as a whole (508.1d, 509.1c)."""
    setup, unreadable = parse_scenario(board)
    if setup is None or unreadable:
        return []
    rules = ruleset_for(setup)
    attacking = {a.id for a in setup.attackers}
    blocked_by: dict[str, list[str]] = {}
    for block in setup.blockers:
        for attacker in block.blocks:
            if attacker in attacking and block.id in setup.permanents:
                blocked_by.setdefault(attacker, []).append(block.id)
    short = [p.to_dict() for p in too_few_blockers(setup, rules, blocked_by)]
    whole = {rules.rule("block-requirement"), rules.rule("attack-requirement")}
    return short + [p for p in problems if p["rule"] in whole and p["code"] in CHOICE_CODES and p not in short]


def _read_choice(choice: Any) -> tuple[str, dict[str, Any]]:
    if not isinstance(choice, dict) or len(choice) != 1 or next(iter(choice)) not in CHOICES:
        raise ScenarioError("invalid-scenario", "a choice is one of {\"attack\": {\"id\", \"target\"}}, {\"block\": "
                            "{\"id\", \"attacker\"}}, {\"undeclare\": {\"id\"}}, {\"divide\": {\"source\", \"step\", "
                            "\"division\"}} or {\"order\": {\"source\", \"ids\"}}", "$.choice")
    kind, fields = next(iter(choice.items()))
    needed = {"attack": ("id", "target"), "block": ("id", "attacker"), "undeclare": ("id",),
              "divide": ("source", "division"), "order": ("source", "ids")}[kind]
    if not isinstance(fields, dict):
        raise ScenarioError("invalid-scenario", f"$.choice.{kind} must be an object with {', '.join(needed)}",
                            f"$.choice.{kind}")
    for key in needed:
        if key == "division":
            ok = isinstance(fields.get(key), dict) and all(
                isinstance(k, str) and type(v) is int for k, v in fields[key].items())
        elif key == "ids":
            ok = isinstance(fields.get(key), list) and all(isinstance(i, str) for i in fields[key])
        else:
            ok = isinstance(fields.get(key), str)
        if not ok:
            kind_of = {"division": "an object of recipient → amount", "ids": "a list of ids"}.get(key, "an id")
            raise ScenarioError("invalid-scenario", f"$.choice.{kind}.{key} must be {kind_of}",
                                f"$.choice.{kind}.{key}")
    step = fields.get("step")
    if kind == "divide" and step is not None and not isinstance(step, str):
        raise ScenarioError("invalid-scenario", "$.choice.divide.step is a step's name or null",
                            "$.choice.divide.step")
    return kind, fields


def _entries(board: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = board.get(key)
    return [e for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def _candidates(scenario: dict[str, Any], kind: str,
                fields: dict[str, Any]) -> list[tuple[str, dict[str, Any], list[str]]]:
    """The boards the choice may make, the plain one first."""
    if kind == "divide":
        board = copy.deepcopy(scenario)
        step = fields.get("step")
        _drop(board, "assignments", lambda a: a.get("source") == fields["source"] and a.get("step") == step)
        entry: dict[str, Any] = {"source": fields["source"], "division": dict(fields["division"])}
        if step is not None:
            entry["step"] = step
        board["assignments"] = _entries(board, "assignments") + [entry]
        return [("divide", board, [])]
    if kind == "order":  # 509.2-509.3: the new order; a division made for the old one goes (510.1c)
        board = copy.deepcopy(scenario)
        orders = board.get("damage_assignment_order")
        board["damage_assignment_order"] = {**(orders if isinstance(orders, dict) else {}),
                                            fields["source"]: list(fields["ids"])}
        _drop(board, "assignments", lambda a: a.get("source") == fields["source"])
        return [("order", board, [])]
    ident: str = fields["id"]
    if kind == "attack":
        board = copy.deepcopy(scenario)
        previous = next((a for a in _entries(scenario, "attackers") if a.get("id") == ident), {})
        board["attackers"] = [a for a in _entries(board, "attackers") if a.get("id") != ident] + [
            {**previous, "id": ident, "target": fields["target"]}]
        mine = next((b for b in _entries(board, "blockers") if b.get("id") == ident), {})
        touched = [ident, *(a for a in mine.get("blocks", []) if isinstance(a, str))]
        _drop(board, "blockers", lambda b: b.get("id") == ident)  # a creature that attacks doesn't block
        if previous and previous.get("target") != fields["target"]:  # blocks made against the old attack go
            for blocker in _entries(board, "blockers"):
                if ident in blocker.get("blocks", []):
                    touched.append(str(blocker.get("id")))
                    blocker["blocks"] = [a for a in blocker["blocks"] if a != ident]
            _drop(board, "blockers", lambda b: not b.get("blocks"))
        return [("attack", _tidied(board, touched, ident), [])]
    attacker: str = fields["attacker"]
    existing = next((b for b in _entries(scenario, "blockers") if b.get("id") == ident), None)
    blocking = [a for a in (existing or {}).get("blocks", []) if isinstance(a, str)]
    if attacker in blocking:
        raise ScenarioError("invalid-scenario", f"{ident} already blocks {attacker}", "$.choice.block.attacker")
    board = copy.deepcopy(scenario)
    board["blockers"] = [b for b in _entries(board, "blockers") if b.get("id") != ident] + [
        {"id": ident, "blocks": [*blocking, attacker]}]
    _drop(board, "attackers", lambda a: a.get("id") == ident)  # a creature that blocks doesn't attack
    out: list[tuple[str, dict[str, Any], list[str]]] = [("block", _tidied(board, [attacker, *blocking], ident), [])]
    if blocking:  # if it can't block one more, perhaps it blocks this one instead
        swap = copy.deepcopy(scenario)
        swap["blockers"] = [{**b, "blocks": [attacker]} if b.get("id") == ident else b
                            for b in _entries(swap, "blockers")]
        out.append(("block-instead", _tidied(swap, [attacker, *blocking], ident), blocking))
    return out


def _drop(board: dict[str, Any], key: str, gone: Any) -> None:
    """Remove the entries of a list field that ``gone`` picks, and the field once it is empty."""
    if key not in board:
        return
    kept = [e for e in _entries(board, key) if not gone(e)]
    if kept:
        board[key] = kept
    else:
        del board[key]


def _undeclared(scenario: dict[str, Any], ident: str) -> dict[str, Any]:
    """The board without ``ident``'s attack or block; the blocks of what it fought with go with it."""
    attacking = any(a.get("id") == ident for a in _entries(scenario, "attackers"))
    mine = next((b for b in _entries(scenario, "blockers") if b.get("id") == ident), None)
    if not attacking and mine is None:
        raise ScenarioError("invalid-scenario", f"{ident} is neither attacking nor blocking", "$.choice.undeclare.id")
    board = copy.deepcopy(scenario)
    touched = [ident] + ([a for a in mine.get("blocks", []) if isinstance(a, str)] if mine else [])
    _drop(board, "attackers", lambda a: a.get("id") == ident)
    if "blockers" in board:
        for blocker in _entries(board, "blockers"):
            if ident in blocker.get("blocks", []):
                touched.append(str(blocker.get("id")))
                blocker["blocks"] = [a for a in blocker["blocks"] if a != ident]
        _drop(board, "blockers", lambda b: b.get("id") == ident or not b.get("blocks"))
    return _tidied(board, touched, ident)


def _tidied(board: dict[str, Any], attackers: list[str], blocker: str) -> dict[str, Any]:
    """The divisions of the sources whose blocks changed no longer apply (510.1); each damage assignment
    order keeps the creatures still blocking (or blocked), in its order, with the new ones after (509.2)."""
    _drop(board, "assignments", lambda a: a.get("source") in attackers or a.get("source") == blocker)
    orders = board.get("damage_assignment_order")
    if isinstance(orders, dict):
        blockers = _entries(board, "blockers")
        ids = {p.get("id") for p in _entries(board, "permanents")}
        for ident in list(orders):
            if not isinstance(orders[ident], list):
                continue
            as_blocker = next((b for b in blockers if b.get("id") == ident), None)
            if as_blocker is not None:
                fighting = [a for a in as_blocker.get("blocks", []) if isinstance(a, str)]
            elif ident in ids:
                fighting = [str(b.get("id")) for b in blockers if ident in b.get("blocks", [])]
            else:
                continue
            order = [i for i in orders[ident] if i in fighting]
            order += [i for i in fighting if i not in order]
            if len(order) < 2:
                del orders[ident]
            else:
                orders[ident] = order
        if not orders:
            del board["damage_assignment_order"]
    return board
