"""The engine's entry points: parse, check, resolve on the combat machine."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import cards
from .combat import Combat
from .conditions import may_change_in_combat
from .dealing import GameOver
from .blocks import block_problems
from .declare import attack_problems
from .errors import Problem, ScenarioError
from .limits import capped
from .machine import CombatObserver
from .board import Setup
from .parse import parse_scenario
from .rulesets import find_ruleset, ruleset_for

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


def _checked_setup(scenario: Any) -> tuple[Setup | None, list[Problem]]:
    setup, problems = parse_scenario(scenario)
    if setup is not None and not problems:
        problems = ruleset_for(setup).check_setup(setup)
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
    return run(checked_setup(scenario))


def checked_setup(scenario: Any) -> Setup:
    """The board of a scenario whose shape and board the ruleset accept (as :func:`resolve` reads it).

    :raises ScenarioError: with every problem found, as :func:`resolve` raises it.
    """
    setup, problems = _checked_setup(scenario)
    if problems or setup is None:
        raise ScenarioError.from_problems(problems or [Problem("invalid-scenario", "unreadable scenario")])
    return setup


def run(setup: Setup, ruleset: Ruleset | None = None, observer: CombatObserver | None = None) -> dict[str, Any]:
    """The one way a combat is run: the board on the combat machine under its ruleset, and the result.

    ``ruleset`` is the one that read the board (``setup.ruleset``'s) unless given; ``observer`` watches the
    combat as it runs (:class:`~pyengine.machine.CombatObserver`: :func:`pyengine.options` and the advisor
    note what it offers) without changing it. The result is :func:`resolve`'s: ``before_damage``, the
    damage ``steps`` with their events, and the ``final`` state; a game that ends stops the combat (104.2a).

    :raises ScenarioError: for a choice the rules refuse as the combat reaches it (a division, 510.1c–d).
    """
    rules = ruleset if ruleset is not None else ruleset_for(setup)
    combat = Combat(setup, rules, observer)
    try:
        rules.run_combat(combat)
    except GameOver:
        pass
    return {"ok": True, "ruleset": rules.name, "before_damage": combat.before_damage, "steps": combat.steps,
            "final": rules.final_state(combat)}


def validate(scenario: Any) -> list[dict[str, Any]]:
    """Every problem in a scenario at once (an empty list when it resolves).

    Shape problems, unknown ids and keywords, fields the ruleset cannot have,
    a board that state-based actions would already have changed, and illegal
    attacks and blocks are all listed together; an illegal damage division is
    found by resolving, so it is listed when nothing else is wrong. At most
    :data:`~pyengine.limits.MAX_PROBLEMS` are listed, the last saying how many more there were.
    """
    return [p.to_dict() for p in capped(_problems(scenario))]


#: How a warning about a card's unmodelled ability begins (the rest is the ability as printed).
NOT_MODELLED = "Combat Lab does not model: "


def board_cards(scenario: Any) -> list[tuple[int, dict[str, Any]]]:
    """``(i, record)`` for each permanent of ``scenario`` given by a card (``"card": "Serra Angel"``) that the
    card index has, on a board whose ruleset takes cards by name; none on any other board."""
    if not isinstance(scenario, dict) or not isinstance(scenario.get("ruleset"), str):
        return []
    ruleset = find_ruleset(scenario["ruleset"])
    if ruleset is None or not ruleset.cards_by_name:
        return []
    return cards.on_board(scenario.get("permanents"))


def warnings(scenario: Any) -> list[dict[str, Any]]:
    """What a board's cards print that Combat Lab does not model, one warning per ability:
    ``{"code": "unmodelled-ability", "message": "Combat Lab does not model: <the ability>", "path":
    "$.permanents[i]", "card": <name>}``.

    A warning never refuses a board: the engine resolves the board without the ability (an attack
    trigger, an anthem, a combat-damage trigger...), and the warning says so, so that nothing a card
    prints is dropped silently. A player's choice (an activated ability, prowess, landfall) is not a warning:
    the board's ``actions`` say whether it was used. After them, the ``entry-counters`` warnings
    (:func:`entry_counter_warnings`). Empty for a board with no card, or one the index lacks (``unknown-card``
    is validate's problem).
    """
    found = [{"code": "unmodelled-ability", "message": NOT_MODELLED + line, "path": f"$.permanents[{i}]",
              "card": record["name"]}
             for i, record in board_cards(scenario) for line in record.get("unmodelled", ())]
    return (found + entry_counter_warnings(scenario) + counted_pt_warnings(scenario) + board_condition_warnings(scenario)
            + stated_condition_warnings(scenario))


def stated_condition_warnings(scenario: Any) -> list[dict[str, Any]]:
    """``{"code": "stated-condition", "path": "$.permanents[i].conditions", ...}`` for each static ability of a
    permanent (its own ``statics`` or its card's) whose condition only the board can state (``stated``: threshold,
    the city's blessing…, :mod:`pyengine.conditions`): when the permanent's ``conditions`` does not give it, the
    engine takes it as not holding and says so here, naming what to give; when it does and the combat itself can
    change it (a creature card put into a graveyard), that the engine holds it as stated for the whole combat."""
    permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
    if not isinstance(permanents, list):
        return []
    records = dict(board_cards(scenario))
    out = []
    for i, given in enumerate(permanents):
        if not isinstance(given, dict):
            continue
        statics = given.get("statics", records.get(i, {}).get("statics", ()))
        conditions: dict[str, Any] = given["conditions"] if isinstance(given.get("conditions"), dict) else {}
        name = str(given.get("name") or records.get(i, {}).get("name", "") or given.get("id", f"permanent {i}"))
        for static in statics if isinstance(statics, list) else ():
            stated = static.get("stated") if isinstance(static, dict) else None
            if not isinstance(stated, dict) or not isinstance(stated.get("id"), str):
                continue
            ident, text = stated["id"], str(stated.get("text", stated["id"]))
            change = may_change_in_combat(text)
            if ident not in conditions:
                message = (f"{name}: one of its abilities applies only as long as {text}, which Combat Lab can't see: give "
                           f"\"conditions\": {{\"{ident}\": true}} (or false); until then it is taken as not holding (611.3a)")
            elif change is not None:
                message = (f"{name}: \"{ident}\" ({text}) is held as the board states it ({str(conditions[ident]).lower()}) "
                           f"for the whole combat: Combat Lab does not follow {change}")
            else:
                continue
            out.append({"code": "stated-condition", "path": f"$.permanents[{i}].conditions", "card": name,
                        "message": message})
    return out


def board_condition_warnings(scenario: Any) -> list[dict[str, Any]]:
    """``{"code": "board-condition", ...}`` for each permanent given by a card with a static ability that applies
    only while some permanents are on the battlefield ("as long as you control a Forest", 611.3a: a ``statics``
    entry with ``if``) or counts them ("+1/+0 for each artifact you control": ``for_each``) and that does not give
    its ``statics`` itself: the engine looks at the permanents the board
    lists, so a board that leaves the lands out gets the creature without its bonus. The warning names them."""
    permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
    out = []
    for i, record in board_cards(scenario):
        given = permanents[i] if isinstance(permanents, list) and isinstance(permanents[i], dict) else {}
        if "statics" in given:
            continue
        for static in record.get("statics", ()):
            for key in ("if", "for_each"):
                what = static.get(key) if isinstance(static, dict) else None
                if not isinstance(what, dict):
                    continue
                kinds = " or ".join([*what.get("colors", ()), *what.get("subtypes", ()), *what.get("types", ())]) or "permanent"
                many = int(what.get("at_least", 1))
                some = f"{many} or more {kinds}s" if many > 1 else f"{'an' if kinds[0] in 'aeiouAEIOU' else 'a'} {kinds}"
                controller = str(what.get("controller", "you"))
                whose = {"you": "its controller controls", "opponents": "its controller's opponents control",
                         "an-opponent": "one of its controller's opponents controls",
                         "defending": "the defending player controls"}.get(controller, "")
                if what.get("at_most") == 0:  # "as long as your opponents control no creatures"
                    some = f"no {kinds}s"
                how = ((f"applies only while {whose} {some}" if whose else f"applies only while there is {some} on the "
                        "battlefield") if key == "if" else
                       f"counts the {kinds}s {whose}" if whose else f"counts the {kinds}s on the battlefield")
                out.append({"code": "board-condition", "path": f"$.permanents[{i}]", "card": record["name"],
                            "message": f"{record['name']}: one of its abilities {how} (611.3a): Combat Lab looks at the "
                                       "permanents the board lists, so list every one"})
    return out


#: The stats a counted_pt sets, in words.
_COUNTED_STATS = {"power-and-toughness": "power and toughness", "power": "power", "toughness": "toughness"}


def counted_pt_warnings(scenario: Any) -> list[dict[str, Any]]:
    """``{"code": "counted-pt", ...}`` for each permanent given by a card whose power or toughness is a count of
    permanents (604.3: Crusader of Odric) and that does not give that stat itself: the engine counts the
    permanents the board lists, so a board that leaves some out (the lands, the creatures not in combat) gets a
    smaller creature. The warning says what is counted, so that the user lists them or gives the number."""
    permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
    out = []
    for i, record in board_cards(scenario):
        counted = record.get("counted_pt")
        given = permanents[i] if isinstance(permanents, list) and isinstance(permanents[i], dict) else {}
        if not isinstance(counted, dict) or "counted_pt" in given:
            continue
        stats = _COUNTED_STATS.get(str(counted.get("of")), "power and toughness")
        if all(stat in given for stat in stats.split(" and ")):
            continue
        count = counted.get("count")
        what: dict[str, Any] = count if isinstance(count, dict) else {}
        kinds = " or ".join([*what.get("subtypes", ()), *what.get("types", ())]) or "permanent"
        whose = {"you": "its controller's", "opponents": "its controller's opponents'", "any": "every player's"}.get(
            str(what.get("controller", "you")), "")
        out.append({"code": "counted-pt", "path": f"$.permanents[{i}]", "card": record["name"],
                    "message": f"{record['name']}: its {stats} count {whose} {kinds}s on the battlefield (604.3): Combat Lab counts "
                               f"those the board lists, so list every one, or give its {stats} yourself"})
    return out


#: How a warning about counters the board must give ends (the line as printed comes first).
GIVE_COUNTERS = ": give its counters (how many it entered with is a fact of the game, not of the card)"


def entry_counter_warnings(scenario: Any) -> list[dict[str, Any]]:
    """``{"code": "entry-counters", "message": "<the line>: give its counters …", "path":
    "$.permanents[i].counters", "card": <name>}`` for each line of a card that sets how many counters it
    entered with (X, kicker, bloodthirst, 614.1c; :mod:`pyengine.cards.entry_counters`) on a permanent that
    does not give its own ``counters``: the engine never guesses that X was 0. ``"counters": {}`` says it has
    none, and silences the warning."""
    permanents = scenario.get("permanents") if isinstance(scenario, dict) else None
    return [{"code": "entry-counters", "message": line.rstrip(". ") + GIVE_COUNTERS, "path": f"$.permanents[{i}].counters",
             "card": record["name"]}
            for i, record in board_cards(scenario) if isinstance(permanents, list) and "counters" not in permanents[i]
            for line in record.get("entry_counters", ())]


def _problems(scenario: Any) -> list[Problem]:
    setup, problems = parse_scenario(scenario)
    if setup is None or not setup.ruleset:
        return problems
    shape_ok = not problems
    rules = ruleset_for(setup)
    board_problems = _best_effort(lambda: rules.check_setup(setup))
    if not shape_ok:
        # On a board that didn't fully parse, only the problems of one player's or permanent's own
        # fields are sure; the rest could follow from what was left out.
        board_problems = [p for p in board_problems if _ENTRY_FIELD.match(p.path)]
    problems = problems + board_problems
    if shape_ok and problems and rules.players_declare:
        # The declarations as they stand before any attack trigger (as resolving lists them too).
        problems += _best_effort(lambda: attack_problems(setup, rules) + block_problems(setup, rules, before_triggers=True))
    if problems:
        return _unique(problems)
    try:
        resolve(scenario)
    except ScenarioError as exc:
        return exc.problems
    return []


_ENTRY_FIELD = re.compile(r"^\$\.(players|permanents)\[\d+\]\.")


def _best_effort(check: Callable[[], list[Problem]]) -> list[Problem]:
    """Problems a later check finds on a board with problems already; none if it can't run on it."""
    try:
        return check()
    except Exception:  # noqa: BLE001 - a board that failed earlier checks may lack what this one reads
        return []


def _unique(problems: list[Problem]) -> list[Problem]:
    seen: set[tuple[str, str, str]] = set()
    out = []
    for problem in problems:
        key = (problem.code, problem.path, problem.message)
        if key not in seen:
            seen.add(key)
            out.append(problem)
    return out
