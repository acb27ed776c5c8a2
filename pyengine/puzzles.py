"""Combat puzzles: a board, a side to play, a goal the engine checks.

A puzzle (``puzzles/*.json``) is::

    {"id", "title", "ruleset", "side": "attacker" | "defender", "goal": {...},
     "scenario": {...}, "solution": {...}, "hints": [...], "difficulty": 1-3,
     "options": [{"id", "text", "actions": [...]}],        (optional: tricks the player may add)
     "question": "...", "answers": [{"id", "text", "goal"}]} (puzzle-quest: predict the outcome)

What the player chooses (a *choice*) depends on the board:

* ``defender``: ``blockers`` (the scenario holds the attacks). The attacker
  then divides its damage as suits it best (:meth:`pyengine.advisor.BlockSearch.reply`).
* ``attacker`` with no ``attackers`` in the scenario: ``attackers``. The
  defender then blocks as the advisor would (its best blocks) and the attacker
  divides as suits it best.
* ``attacker`` with ``attackers`` (and ``blockers``) in the scenario:
  ``assignments`` (divisions of its creatures' damage) and, in ``mtg-2020``,
  ``damage_assignment_order``.
* ``riftbound``: ``assignments`` whose ``source`` is the side's player.
* ``puzzle-quest``: ``slots`` (own creature id → slot number: the cast order)
  or, for a question, ``answer`` (an answer's id).
* with ``options``: ``actions``, a list of option ids, played in that order.

Goals: ``{"type": "win"}`` (the opponent loses), ``{"type": "survive"}``,
``{"type": "destroy", "ids": [...], "keep": [...]}`` (each of ``ids`` leaves
the battlefield, each of ``keep`` stays), ``{"type": "life_at_least",
"player", "life"}`` and ``life_at_most``, ``{"type": "control", "player"}`` (Riftbound: holds the
battlefield after combat), and ``{"all": [...]}`` / ``{"any": [...]}``.

:func:`check` plays a choice and says whether it meets the goal;
:func:`solve` finds a choice that does (the advisor's first, then every legal
choice in turn); :func:`choices` lists the legal choices; :func:`catalogue_order` is the order
play mode lists puzzles in (Magic's first).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator
from typing import Any

from .advisor import BlockSearch, advise
from .engine import resolve
from .errors import ScenarioError
from .options import options as engine_options
from .parse import require_setup
from .rulesets import RULESETS, find_ruleset, ruleset_for
from .text import possessive

SIDES = ("attacker", "defender")
GOAL_TYPES = ("win", "survive", "destroy", "life_at_least", "life_at_most", "control")
PUZZLE_FIELDS = frozenset({"id", "title", "ruleset", "side", "goal", "scenario", "solution", "hints", "difficulty",
                           "options", "question", "answers", "description"})
#: The most choices :func:`choices` lists for one puzzle.
MAX_CHOICES = 20_000


def catalogue_order(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Puzzles (or their index entries) in the order play mode lists them.

    By game, in the engine's order of :data:`~pyengine.rulesets.RULESETS`: the Magic
    rulesets first (the current Comprehensive Rules, then the 2020 and classic ones), then
    Puzzle Quest and Riftbound; within a ruleset easiest first, then by title. A ruleset the
    engine does not know comes last (validate() refuses such a puzzle anyway).
    """
    rank = {name: index for index, name in enumerate(RULESETS)}

    def key(entry: dict[str, Any]) -> tuple[int, int, str]:
        difficulty = entry.get("difficulty")
        return (rank.get(str(entry.get("ruleset")), len(rank)),
                difficulty if isinstance(difficulty, int) else 99, str(entry.get("title", "")))

    return sorted(entries, key=key)


def _fail(message: str, path: str) -> ScenarioError:
    return ScenarioError("invalid-scenario", message, path)


# Goals.
def check_goal_shape(goal: Any, path: str = "$.goal") -> None:
    """Raise :class:`ScenarioError` unless ``goal`` is a goal (see the module docstring)."""
    if not isinstance(goal, dict):
        raise _fail(f"{path} must be an object", path)
    for combo in ("all", "any"):
        if combo in goal:
            parts = goal[combo]
            if set(goal) != {combo} or not isinstance(parts, list) or not parts:
                raise _fail(f"{path}.{combo} must be the goal's only field, a non-empty list of goals", path)
            for i, part in enumerate(parts):
                check_goal_shape(part, f"{path}.{combo}[{i}]")
            return
    kind = goal.get("type")
    if kind not in GOAL_TYPES:
        raise _fail(f"{path}.type must be one of {', '.join(GOAL_TYPES)}, or use all/any; not {kind!r}",
                    f"{path}.type")
    fields = {"win": set(), "survive": set(), "destroy": {"ids", "keep"}, "life_at_least": {"player", "life"},
              "life_at_most": {"player", "life"}, "control": {"player"}}[kind]
    extra = set(goal) - fields - {"type"}
    if extra:
        raise _fail(f"{path}: unknown field(s) {', '.join(sorted(extra))} for a {kind!r} goal", path)
    if kind == "destroy":
        for key in ("ids", "keep"):
            value = goal.get(key, [])
            if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
                raise _fail(f"{path}.{key} must be a list of permanent ids", f"{path}.{key}")
        if not goal.get("ids") and not goal.get("keep"):
            raise _fail(f"{path}: a destroy goal names ids to destroy or to keep", path)
    if kind in ("life_at_least", "life_at_most") and (not isinstance(goal.get("player"), str) or not isinstance(goal.get("life"), int)):
        raise _fail(f"{path} needs player (an id) and life (a whole number)", path)
    if kind == "control" and not isinstance(goal.get("player"), str):
        raise _fail(f"{path}.player must be a player id", f"{path}.player")


def goal_met(goal: dict[str, Any], result: dict[str, Any], me: str, opponent: str,
             names: dict[str, str] | None = None) -> tuple[bool, str]:
    """Whether an engine result meets the goal for player ``me``, and why (one sentence; permanents by
    their ``names`` when given)."""
    names = names or {}
    if "all" in goal or "any" in goal:
        parts = [goal_met(g, result, me, opponent, names) for g in goal.get("all", goal.get("any", []))]
        if "all" in goal:
            failed = [why for ok, why in parts if not ok]
            return (not failed, "; ".join(failed) if failed else "; ".join(why for _, why in parts))
        passed = [why for ok, why in parts if ok]
        return (bool(passed), "; ".join(passed) if passed else "; ".join(why for _, why in parts))
    final = result["final"]
    players = final.get("players", {})
    perms = final.get("permanents", {})
    kind = goal["type"]
    if kind == "win":
        lost = players.get(opponent, {}).get("lost", False) and not players.get(me, {}).get("lost", False)
        return lost, f"{opponent} loses the game" if lost else f"{opponent} is still in the game"
    if kind == "survive":
        alive = not players.get(me, {}).get("lost", False)
        return alive, "you survive" if alive else "you lose the game"
    if kind == "life_at_least":
        life = players.get(goal["player"], {}).get("life")
        ok = life is not None and life >= goal["life"]
        return ok, f"{goal['player']} ends at {life} life (the goal: at least {goal['life']})"
    if kind == "life_at_most":
        life = players.get(goal["player"], {}).get("life")
        ok = life is not None and life <= goal["life"]
        return ok, f"{goal['player']} ends at {life} life (the goal: at most {goal['life']})"
    if kind == "control":
        holder = (final.get("battlefield") or {}).get("controller")
        return holder == goal["player"], f"the battlefield is held by {holder or 'nobody'}"
    gone = [i for i in goal.get("ids", []) if perms.get(i, {}).get("zone") != "battlefield"]
    standing = [i for i in goal.get("ids", []) if i not in gone]
    lost_ones = [i for i in goal.get("keep", []) if perms.get(i, {}).get("zone") != "battlefield"]

    def said(ids: list[str]) -> str:
        return ", ".join(names.get(i, i) for i in ids)

    if standing or lost_ones:
        why = []
        if standing:
            why.append(f"{said(standing)} still on the battlefield")
        if lost_ones:
            why.append(f"{said(lost_ones)} lost")
        return False, "; ".join(why)
    return True, f"{said(gone) or 'nothing'} destroyed" + (f", {said(goal['keep'])} kept" if goal.get("keep") else "")


# Puzzles and choices.
def kind_of(puzzle: dict[str, Any]) -> str:
    """What the player chooses: blocks, attacks, divisions, pool (a player's pool of damage, Riftbound),
    slots (the cast order, Puzzle Quest) or question; asked of the ruleset, not of its name."""
    rules = find_ruleset(puzzle["ruleset"])
    if "question" in puzzle:
        return "question"
    if rules is not None and not rules.players_declare and rules.division_source is None:
        return "slots"
    if rules is not None and rules.division_source == "player":
        return "pool"
    if puzzle["side"] == "defender":
        return "blocks"
    return "divisions" if puzzle["scenario"].get("attackers") else "attacks"


ALLOWED = {"blocks": {"blockers", "actions"}, "attacks": {"attackers", "actions"},
           "divisions": {"assignments", "damage_assignment_order", "actions"}, "pool": {"assignments", "actions"},
           "slots": {"slots"}, "question": {"answer"}}


def validate(puzzle: Any) -> None:
    """Raise :class:`ScenarioError` unless ``puzzle`` is a well-formed puzzle whose board the engine reads."""
    if not isinstance(puzzle, dict):
        raise _fail("a puzzle is a JSON object", "$")
    extra = set(puzzle) - PUZZLE_FIELDS
    if extra:
        raise _fail(f"unknown puzzle field(s): {', '.join(sorted(extra))}", "$")
    for key in ("id", "title", "ruleset", "side", "goal", "scenario"):
        if key not in puzzle:
            raise _fail(f"a puzzle needs {key!r}", f"$.{key}")
    if puzzle["side"] not in SIDES:
        raise _fail(f"side must be 'attacker' or 'defender', not {puzzle['side']!r}", "$.side")
    scenario = puzzle["scenario"]
    if not isinstance(scenario, dict) or scenario.get("ruleset") != puzzle["ruleset"]:
        raise _fail("the scenario's ruleset must be the puzzle's", "$.scenario.ruleset")
    setup = require_setup(scenario)
    if puzzle.get("difficulty", 1) not in (1, 2, 3):
        raise _fail("difficulty is 1, 2 or 3", "$.difficulty")
    if not isinstance(puzzle.get("hints", []), list) or not all(isinstance(h, str) for h in puzzle.get("hints", [])):
        raise _fail("hints is a list of strings", "$.hints")
    kind = kind_of(puzzle)
    if kind == "question":
        answers = puzzle.get("answers")
        if not isinstance(answers, list) or len(answers) < 2:
            raise _fail("a question needs at least two answers", "$.answers")
        for i, answer in enumerate(answers):
            if not isinstance(answer, dict) or not {"id", "text", "goal"} <= set(answer):
                raise _fail("each answer is {id, text, goal}", f"$.answers[{i}]")
            check_goal_shape(answer["goal"], f"$.answers[{i}].goal")
    else:
        check_goal_shape(puzzle["goal"])
    if kind == "blocks" and not setup.attackers:
        raise _fail("a defender's puzzle gives the attacks", "$.scenario.attackers")
    if kind not in ("divisions", "blocks", "question") and setup.blockers:
        raise _fail("the blocks are the defender's choice, not part of the board", "$.scenario.blockers")
    if kind in ("blocks", "attacks") and (setup.assignments or setup.damage_assignment_order):
        raise _fail("divisions follow the blocks: the board can't fix them", "$.scenario.assignments")
    if kind in ("divisions", "pool") and setup.assignments:
        raise _fail("the divisions are the player's choice, not part of the board", "$.scenario.assignments")
    for i, option in enumerate(puzzle.get("options", [])):
        if not isinstance(option, dict) or not {"id", "text", "actions"} <= set(option) or not isinstance(
                option["actions"], list):
            raise _fail("each option is {id, text, actions: [...]}", f"$.options[{i}]")


def _players(puzzle: dict[str, Any]) -> tuple[str, str]:
    setup = require_setup(puzzle["scenario"])
    active, defending = setup.active_player, setup.defending_player
    return (active, defending) if puzzle["side"] == "attacker" else (defending, active)


def board_for(puzzle: dict[str, Any], choice: Any) -> dict[str, Any]:
    """The scenario to resolve for a choice (the opponent's replies included), after checking that the
    choice fills in only the side's own declarations or divisions."""
    validate(puzzle)
    if not isinstance(choice, dict):
        raise _fail("a choice is a JSON object", "$.choice")
    kind = kind_of(puzzle)
    extra = set(choice) - ALLOWED[kind]
    if extra:
        raise _fail(f"this puzzle's choice may hold only {', '.join(sorted(ALLOWED[kind]))}; not "
                    f"{', '.join(sorted(extra))} (that is not the {possessive(puzzle['side'])} to choose)", "$.choice")
    scenario: dict[str, Any] = copy.deepcopy(puzzle["scenario"])
    setup = require_setup(scenario)
    me, _ = _players(puzzle)
    mine = {p.id for p in setup.permanents.values() if p.controller == me}
    if "actions" in choice:
        options = {o["id"]: o for o in puzzle.get("options", [])}
        picked = choice["actions"]
        if not isinstance(picked, list) or any(p not in options for p in picked) or len(set(picked)) != len(picked):
            raise _fail(f"actions lists option ids, each at most once ({', '.join(options) or 'none here'})",
                        "$.choice.actions")
        scenario["actions"] = scenario.get("actions", []) + [a for p in picked for a in options[p]["actions"]]
    if kind == "blocks":
        blockers = choice.get("blockers", [])
        _own_list(blockers, "id", mine, "$.choice.blockers", "block with")
        scenario.pop("blockers", None)
        return BlockSearch(scenario).reply(copy.deepcopy(blockers))
    if kind == "attacks":
        attackers = choice.get("attackers", [])
        _own_list(attackers, "id", mine, "$.choice.attackers", "attack with")
        scenario["attackers"] = copy.deepcopy(attackers)
        if not attackers or not any(p.controller != me and p.is_("creature") for p in setup.permanents.values()):
            return scenario
        try:
            answer = advise(scenario, "defender")
        except ScenarioError:
            return scenario  # the attacks are illegal: resolving says why
        board: dict[str, Any] = copy.deepcopy(scenario)
        board.update({k: v for k, v in answer["choice"].items() if v})
        return board
    if kind in ("divisions", "pool"):
        assignments = choice.get("assignments", [])
        sources = {me} if kind == "pool" else mine
        _own_list(assignments, "source", sources, "$.choice.assignments", "divide the damage of")
        if assignments:
            scenario["assignments"] = copy.deepcopy(assignments)
        order = choice.get("damage_assignment_order")
        if order is not None:
            if not isinstance(order, dict) or any(k not in mine for k in order):
                raise _fail("damage_assignment_order orders the blockers of your own attackers",
                            "$.choice.damage_assignment_order")
            scenario["damage_assignment_order"] = copy.deepcopy(order)
        return scenario
    if kind == "slots":
        slots = choice.get("slots", {})
        if not isinstance(slots, dict) or any(k not in mine for k in slots):
            raise _fail("slots maps your own creatures to slot numbers", "$.choice.slots")
        for perm in scenario["permanents"]:
            if perm["id"] in slots:
                perm["slot"] = slots[perm["id"]]
        return scenario
    return scenario  # a question: the board as it is


def _own_list(items: Any, key: str, mine: set[str], path: str, verb: str) -> None:
    if not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
        raise _fail(f"{path} must be a list of objects", path)
    for i, item in enumerate(items):
        if item.get(key) not in mine:
            raise _fail(f"{path}[{i}].{key}: you can only {verb} what is yours, not {item.get(key)!r}",
                        f"{path}[{i}].{key}")


def check(puzzle: dict[str, Any], choice: Any) -> dict[str, Any]:
    """Play ``choice`` in ``puzzle``: ``{"ok": True, "solved", "why", "result"}``.

    :raises ScenarioError: for an invalid puzzle, or a choice that is not the player's to make.
    An illegal declaration or division (the engine refuses it) is not solved; ``why`` says why.
    """
    board = board_for(puzzle, choice)
    try:
        result = resolve(board)
    except ScenarioError as exc:
        return {"ok": True, "solved": False, "why": f"illegal: {exc.message}", "result": None,
                "error": exc.to_dict()}
    me, opponent = _players(puzzle)
    names: dict[str, str] = {p["id"]: str(p.get("name", p["id"])) for p in puzzle["scenario"].get("permanents", [])
             if isinstance(p, dict) and "id" in p}
    if kind_of(puzzle) == "question":
        answers = {a["id"]: a for a in puzzle["answers"]}
        picked = choice.get("answer")
        if picked not in answers:
            raise _fail(f"answer must be one of {', '.join(answers)}", "$.choice.answer")
        true = [a["id"] for a in puzzle["answers"] if goal_met(a["goal"], result, me, opponent, names)[0]]
        ok = picked in true
        why = (f"right: {answers[picked]['text']}" if ok else
               f"not so: the engine says {', '.join(answers[t]['text'] for t in true) or 'none of these'}")
        return {"ok": True, "solved": ok, "why": why, "result": result}
    solved, why = goal_met(puzzle["goal"], result, me, opponent, names)
    return {"ok": True, "solved": solved, "why": ("Solved: " if solved else "Not yet: ") + why, "result": result}


def choices(puzzle: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every choice the player could make (legal or not: :func:`check` says), simplest first."""
    validate(puzzle)
    kind = kind_of(puzzle)
    scenario = puzzle["scenario"]
    setup = require_setup(scenario)
    me, _ = _players(puzzle)
    mine = [p for p in setup.permanents.values() if p.controller == me]
    options = [o["id"] for o in puzzle.get("options", [])]
    action_lists = [list(p) for k in range(len(options) + 1) for c in itertools.combinations(options, k)
                    for p in itertools.permutations(c)]
    count = 0

    def emit(base: dict[str, Any]) -> Iterator[dict[str, Any]]:
        nonlocal count
        for actions in action_lists:
            count += 1
            if count > MAX_CHOICES:
                raise ScenarioError("not-implemented", f"more than {MAX_CHOICES} choices to try", "$")
            yield dict(base, actions=actions) if actions else dict(base)

    if kind == "question":
        for answer in puzzle["answers"]:
            yield {"answer": answer["id"]}
        return
    if kind == "slots":
        creatures = [p.id for p in mine if p.is_("creature")]
        slots = sorted(p.slot or i + 1 for i, p in enumerate(mine) if p.is_("creature"))
        for perm in itertools.permutations(slots):
            yield {"slots": dict(zip(creatures, perm))}
        return
    if kind == "blocks":
        attackers = [a.id for a in setup.attackers]
        defenders = [p.id for p in mine if p.is_("creature") and not p.tapped]
        for combo in itertools.product([None, *attackers], repeat=len(defenders)):
            yield from emit({"blockers": [{"id": b, "blocks": [a]} for b, a in zip(defenders, combo) if a]})
        return
    if kind == "attacks":
        targets = [setup.defending_player] + [p.id for p in setup.permanents.values()
                                              if p.controller != me and (p.is_("planeswalker") or p.is_("battle"))]
        creatures = [p.id for p in mine if p.is_("creature") and not p.tapped]
        for combo in itertools.product([None, *targets], repeat=len(creatures)):
            yield from emit({"attackers": [{"id": c, "target": t} for c, t in zip(creatures, combo) if t]})
        return
    # Divisions: every composition of each source's damage among what the engine's options say it may
    # damage (trample past a planeswalker included, 702.19c), per step, for the sources this side divides.
    sources = [(offer["source"], "" if kind == "pool" else offer["step"],
                [r["id"] for r in offer["recipients"] if r.get("can_be_damaged", True)], offer["power"])
               for offer in engine_options(board_for(puzzle, {}))["divisions"] or []
               if offer["assigns"] and offer["chooser"] == me]
    per_source = [[dict({"source": s, "division": {r: x for r, x in zip(rs, amounts) if x}}, **({"step": st} if st else {}))
                   for amounts in _compositions(total, len(rs))] for s, st, rs, total in sources]
    orders: list[dict[str, list[str]] | None] = [None]
    if ruleset_for(setup).has_damage_assignment_order:
        blocked: dict[str, list[str]] = {}
        for b in setup.blockers:
            for a in b.blocks:
                blocked.setdefault(a, []).append(b.id)
        multi = {a: bs for a, bs in blocked.items() if len(bs) > 1}
        orders = [dict(zip(multi, perms)) or None for perms in itertools.product(
            *(list(map(list, itertools.permutations(bs))) for bs in multi.values()))]
    for order in orders:
        for picked in itertools.product(*per_source):
            base: dict[str, Any] = {"assignments": [c for c in picked if c["division"]] or list(picked)}
            if kind == "pool":
                base = {"assignments": list(picked)}
            if order:
                base["damage_assignment_order"] = order
            yield from emit(base)


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 0:
        return [()] if total == 0 else []
    if parts == 1:
        return [(total,)]
    return [(x, *rest) for x in range(total + 1) for rest in _compositions(total - x, parts - 1)]


def solve(puzzle: dict[str, Any]) -> dict[str, Any] | None:
    """A choice that meets the puzzle's goal, or ``None``: the advisor's choice first, then every choice."""
    validate(puzzle)
    kind = kind_of(puzzle)
    tried = []
    if kind in ("blocks", "attacks") and not puzzle.get("options"):
        try:
            answer = advise(puzzle["scenario"], puzzle["side"])
        except ScenarioError:
            answer = None
        if answer and answer.get("choice"):
            key = "blockers" if kind == "blocks" else "attackers"
            tried.append({key: answer["choice"][key]})
    for choice in itertools.chain(tried, choices(puzzle)):
        if check(puzzle, choice)["solved"]:
            return choice
    return None
