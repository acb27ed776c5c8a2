"""The engine's entry points: parse, check, resolve on the combat machine."""

from __future__ import annotations

from typing import Any

from .combat import Combat, GameOver
from .errors import Problem, ScenarioError
from .parse import Setup, parse_scenario


def _checked_setup(scenario: Any) -> tuple[Setup | None, list[Problem]]:
    setup, problems = parse_scenario(scenario)
    if setup is not None and not problems:
        problems = setup.ruleset.check_setup(setup)
    return setup, problems


def resolve(scenario: dict[str, Any]) -> dict[str, Any]:
    """Resolve one combat: every damage event and the final state.

    >>> result = resolve({"ruleset": "mtg", "active_player": "a",
    ...     "players": [{"id": "a"}, {"id": "b"}],
    ...     "permanents": [{"id": "bear", "controller": "a", "power": 2, "toughness": 2}],
    ...     "attackers": [{"id": "bear", "target": "b"}]})
    >>> result["final"]["players"]["b"]["life"]
    18

    :raises ScenarioError: for invalid input or an illegal choice (its ``code``,
        ``message``, ``path`` and ``rule`` say what and why).
    """
    setup, problems = _checked_setup(scenario)
    if problems or setup is None:
        raise ScenarioError.from_problems(problems or [Problem("invalid-scenario", "unreadable scenario")])
    combat = Combat(setup)
    try:
        setup.ruleset.run_combat(combat)
    except GameOver:
        pass
    result: dict[str, Any] = {"ok": True, "ruleset": setup.ruleset.name}
    result["before_damage"] = combat.before_damage
    result["steps"] = combat.steps
    result["final"] = setup.ruleset.final_state(combat)
    return result


def validate(scenario: Any) -> list[dict[str, Any]]:
    """Every problem in a scenario at once (an empty list when it resolves).

    Shape problems, unknown ids and keywords, fields the ruleset cannot have,
    and illegal attacks and blocks are all listed together; an illegal damage
    division is found by resolving, so it is listed when nothing else is wrong.
    """
    setup, problems = _checked_setup(scenario)
    if problems:
        return [p.to_dict() for p in problems]
    try:
        resolve(scenario)
    except ScenarioError as exc:
        return [p.to_dict() for p in exc.problems]
    return []
