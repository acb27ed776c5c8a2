"""The advisor's answer: :func:`advise` (two players, or one defending player of many at a time) and
the explanation of the best declaration against the runner-up."""

from __future__ import annotations

import copy
import time
from typing import Any

from ..engine import resolve
from ..errors import ScenarioError
from ..limits import SearchBudget, too_large
from ..board import Setup
from ..parse import require_setup
from ..rulesets import ruleset_for
from .attacks import AttackSearch
from .blocks import BlockSearch
from .scoring import Advisor


def advise(scenario: dict[str, Any], side: str, player: str | None = None, *,
           budget: SearchBudget | None = None) -> dict[str, Any]:
    """The best choice for ``side`` ("defender": blocks; "attacker": attacks and divisions).

    Returns ``{"ok": True, "side", "ruleset", "choice", "outcome", "score", "runner_up", "explanation",
    "search"}`` where ``choice`` holds the ``attackers``/``blockers``/``assignments`` to play, and
    ``outcome`` is the engine's result for it.

    With more than two players the advice is for one defending player at a time (802.4b: each
    defending player's blocks are judged apart): ``player`` names them (by default the first
    defending player attacked, in APNAP order). The defender is advised against the creatures
    attacking them, the attacker on attacks at that player alone; the other players' creatures and
    blocks stay as the scenario has them, and ``outcome`` is the whole board's result.

    The search spends at most ``budget`` (default: :class:`~pyengine.limits.SearchBudget`'s nodes and
    seconds); past it, it answers with the best found so far and ``search.complete`` is false, with the
    ``reason`` ("node-limit", "time-limit" or "size-limit": more candidate fights than it may hold).

    :raises ScenarioError: for an invalid scenario or side.
    """
    if side not in ("defender", "attacker"):
        raise ScenarioError("invalid-scenario", f"side must be 'defender' or 'attacker', not {side!r}", "$.side")
    setup = require_setup(scenario)
    if setup.multiplayer or player is not None:
        return _advise_one_defender(scenario, side, player, setup, budget)
    return _advise_two_players(scenario, side, setup, budget)


def _advise_one_defender(scenario: dict[str, Any], side: str, player: str | None, setup: Setup,
                         budget: SearchBudget | None) -> dict[str, Any]:
    """Advice on a board of more than two players: on the two-player board of the active player and one
    defending player, then played on the whole board (the others' blocks as declared)."""
    if setup.two_headed_giant:
        raise ScenarioError("not-implemented", "the advisor doesn't search a Two-Headed Giant team's combined "
                            "blocks or attacks yet (805.10b, 805.10d)", "$.variant", "805.10d")
    attacked = [p for p in setup.defending_players
                if any(setup.defender_of(a.target) == p for a in setup.attackers)]
    if player is None:
        choices = attacked if side == "defender" else setup.defending_players
        if not choices:
            raise ScenarioError("invalid-scenario", "to advise blocks, the scenario needs its attackers",
                                "$.attackers")
        player = choices[0]
    if player not in setup.defending_players:
        raise ScenarioError("invalid-scenario", f"{player!r} is not a defending player of this combat "
                            f"(defending players: {', '.join(setup.defending_players) or 'none'})", "$.player",
                            ruleset_for(setup).rule("attack-multiple"))
    if side == "defender" and player not in attacked:
        raise ScenarioError("invalid-scenario", f"nothing attacks {player}, {player}'s planeswalkers or battles "
                            f"{player} protects, so {player} has no blocks to make", "$.player",
                            ruleset_for(setup).rule("block-defending-player"))
    board = _two_player_board(scenario, setup, player, side)
    answer = _advise_two_players(board, side, require_setup(board), budget)
    whole = copy.deepcopy(scenario)
    choice = answer["choice"]
    if side == "defender":
        others = [b for b in scenario.get("blockers", []) if isinstance(b, dict)
                  and b.get("id") in setup.permanents and setup.permanents[b["id"]].controller != player]
        whole["blockers"] = others + choice["blockers"]
        if not whole["blockers"]:
            del whole["blockers"]
    else:
        whole["attackers"] = choice["attackers"]
        whole.pop("blockers", None)
    if choice.get("assignments"):
        whole["assignments"] = choice["assignments"]
    if choice.get("damage_assignment_order"):
        whole["damage_assignment_order"] = choice["damage_assignment_order"]
    try:
        outcome = resolve(whole)
    except ScenarioError as error:
        if error.code != "illegal-assignment" or "assignments" not in whole:
            raise
        # A division found on the two-player board may not fit the whole board: a trigger there may count the
        # players left out (dethrone's most life, 702.105a). The whole board then takes the automatic division.
        del whole["assignments"]
        choice["assignments"] = []
        outcome = resolve(whole)
    answer["outcome"] = outcome
    answer["player"] = player
    answer["explanation"] = (f"For {player} alone (802.4b: each defending player's blocks are judged apart; the "
                             "other players' creatures stay as they are). " + answer["explanation"])
    return answer


def _two_player_board(scenario: dict[str, Any], setup: Setup, player: str, side: str) -> dict[str, Any]:
    """The active player and ``player`` alone: their permanents, the attacks on ``player`` (defender side),
    and the choices that concern them."""
    two = {setup.active_player, player}
    # A battle one of them protects stays, whoever controls it (310.8: its protector defends it); on the
    # two-player board the active player stands in for a third controller (a Siege may be attacked by its own
    # controller, 310.8b), and the whole board is resolved as it is afterwards.
    protected = {p.id for p in setup.permanents.values() if p.is_("battle") and p.protector in two}
    # A battle protected by a third player can't be attacked or defended on their board: it is left out.
    kept_ids = {p.id for p in setup.permanents.values()
                if p.controller in two and not p.is_("battle")} | protected | two
    board = {k: copy.deepcopy(v) for k, v in scenario.items()
             if k not in ("players", "permanents", "attackers", "blockers", "attack_option", "assignments",
                          "damage_assignment_order", "actions")}
    board["players"] = [copy.deepcopy(p) for p in scenario["players"] if p.get("id") in two]
    board["permanents"] = []
    for perm in scenario["permanents"]:
        if perm.get("id") in kept_ids:
            perm = copy.deepcopy(perm)
            if perm.get("owner") not in two:
                perm.pop("owner", None)
                perm.pop("control_effect", None)
            if perm.get("controller") not in two:
                perm["controller"] = setup.active_player
            board["permanents"].append(perm)
    if side == "defender":
        board["attackers"] = [copy.deepcopy(a) for a in scenario.get("attackers", [])
                              if a.get("id") in kept_ids and setup.defender_of(a.get("target", "")) == player]
    for key in ("assignments", "actions"):
        entries = [copy.deepcopy(e) for e in scenario.get(key, []) if isinstance(e, dict) and all(
            v in kept_ids for f, v in e.items() if f in ("source", "target", "return", "ninja"))]
        if entries:
            board[key] = entries
    return board


def _advise_two_players(scenario: dict[str, Any], side: str, setup: Setup,
                        budget: SearchBudget | None = None) -> dict[str, Any]:
    """:func:`advise` on a board of two players."""
    rules = ruleset_for(setup)
    if not rules.players_declare:
        return {"ok": True, "side": side, "ruleset": rules.name, "choice": None, "outcome": None,
                "score": None, "runner_up": None, "search": {"declarations": 0, "resolutions": 0},
                "explanation": f"In {rules.title} the game decides who attacks and blocks: there is no "
                               "declaration to advise"
                               + (" (each player still divides its Might: give it in 'assignments')."
                                  if rules.division_source == "player" else ".")}
    started = time.perf_counter()
    budget = budget if budget is not None else SearchBudget()
    searcher: BlockSearch | AttackSearch
    if side == "defender":
        if not setup.attackers:
            raise ScenarioError("invalid-scenario", "to advise blocks, the scenario needs its attackers",
                                "$.attackers")
        searcher = BlockSearch(scenario, budget)
    else:
        searcher = AttackSearch(scenario, budget)
    chosen = searcher.search()
    if not chosen and budget.reason is not None:
        raise too_large(f"{budget.describe()} before it found a legal declaration", "$")
    if not chosen:
        raise ScenarioError("illegal-block" if side == "defender" else "illegal-attack",
                            "no legal declaration was found", "$")
    answers = []
    for mark, board in chosen:
        result = searcher.run(board)
        if result is None:
            continue
        assignments = [dict(a, step=s["name"]) for s in result["steps"] for a in s["assignments"]
                       if setup.permanents.get(a["source"]) and setup.permanents[a["source"]].controller
                       == setup.active_player]
        choice: dict[str, Any] = {
            "attackers": board.get("attackers", []), "blockers": board.get("blockers", []),
            "assignments": [{"source": a["source"], "step": a["step"], "division": a["division"]}
                            for a in assignments]}
        if rules.has_damage_assignment_order:
            orders: dict[str, list[str]] = {}
            for b in board.get("blockers", []):
                for a in b["blocks"]:
                    orders.setdefault(a, []).append(b["id"])
            choice["damage_assignment_order"] = {a: o for a, o in orders.items() if len(o) > 1}
        answers.append((searcher.score(searcher.outcome_of(result), searcher.me), choice, result))
    answers.sort(key=lambda a: a[0], reverse=True)  # ranked by the whole combat, resolved
    best = answers[0]
    runner = answers[1] if len(answers) > 1 else None
    return {
        "ok": True, "side": side, "ruleset": rules.name,
        "choice": best[1], "outcome": best[2], "score": _score_dict(best[0]),
        "runner_up": None if runner is None else {"choice": runner[1], "outcome": runner[2],
                                                  "score": _score_dict(runner[0])},
        "explanation": explain(searcher, best, runner) + (
            f" ({budget.describe().capitalize()}: this is the best found so far, not necessarily the best.)"
            if budget.reason is not None else ""),
        "search": {"declarations": searcher.candidates, "resolutions": searcher.resolutions,
                   "fights": searcher.fights_resolved,
                   "method": searcher.method if isinstance(searcher, BlockSearch) else "attacks",
                   "nodes": budget.nodes, "complete": budget.reason is None,
                   **({"reason": f"{budget.reason}-limit"} if budget.reason is not None else {}),
                   "ms": round((time.perf_counter() - started) * 1000, 1)},
    }


def _score_dict(mark: tuple[int, ...]) -> dict[str, Any]:
    result, value, own_life, own_poison, their_life, their_poison = mark
    return {"result": {1: "win", 0: "game goes on", -1: "lose"}[result], "value": value,
            "life_change": own_life, "poison_taken": -own_poison, "opponent_life_change": -their_life,
            "opponent_poison": their_poison}


def explain(searcher: Advisor, best: tuple[Any, ...], runner: tuple[Any, ...] | None) -> str:
    """A short account of why the choice beats the alternatives."""
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    mark, choice, result = best
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        what = "; ".join(blocks) if blocks else "no blocks"
    else:
        attacks = [f"{names[a['id']]} attacks {names.get(a['target'], a['target'])}" for a in choice["attackers"]]
        what = "; ".join(attacks) if attacks else "no attack"
    text = [f"Best: {what}. {_describe(searcher, mark, result)}"]
    if runner is None and searcher.budget.reason is not None:
        text.append("No other choice was resolved before the search stopped.")
    elif runner is None:
        text.append("It is the only legal choice.")
    elif runner is not None:
        rmark = runner[0]
        if rmark[0] != mark[0]:
            why = "it avoids losing the game" if mark[0] > rmark[0] else "it wins the game"
        elif rmark[1] != mark[1]:
            why = f"it comes out {mark[1] - rmark[1]} value points ahead in creatures destroyed"
        elif rmark[2] != mark[2]:
            why = f"it loses {mark[2] - rmark[2]} less life"
        elif rmark[3] != mark[3]:
            why = f"it takes {mark[3] - rmark[3]} fewer poison counters"
        elif rmark[4] != mark[4]:
            why = (f"the opponent loses {mark[4] - rmark[4]} more life" if mark[4] > rmark[4]
                   else f"the opponent loses {rmark[4] - mark[4]} less life")
        elif rmark[5] != mark[5]:
            why = f"the opponent gets {mark[5] - rmark[5]} more poison counters"
        elif mark[0] == -1 and searcher.budget.reason is not None:
            why = "every choice tried loses the game"
        elif mark[0] == -1:
            why = "every choice loses the game (the attacker's best reply is lethal whatever you do)"
        elif mark[0] == 1:
            why = "both win the game"
        else:
            why = "it is as good on every count and comes first"
        text.append(f"It beats the runner-up ({_what(searcher, runner[1], names)}) because {why}: "
                    f"{_describe(searcher, rmark, runner[2])}")
    if getattr(searcher, "method", None) == "whole":
        text.append("(The fights here are linked, so each declaration was resolved whole with the automatic "
                    "divisions: the attacker's own division choices were not searched.)")
    return " ".join(text)


def _what(searcher: Advisor, choice: dict[str, Any], names: dict[str, str]) -> str:
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        return "; ".join(blocks) or "no blocks"
    return "; ".join(f"{names[a['id']]} attacks" for a in choice["attackers"]) or "no attack"


def _describe(searcher: Advisor, mark: tuple[int, ...], result: dict[str, Any]) -> str:
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    final = result["final"]["permanents"]
    gone = [pid for pid, state in final.items() if state.get("zone") != "battlefield"
            and searcher.setup.permanents[pid].zone == "battlefield"]
    mine = [names[p] for p in gone if searcher.setup.permanents[p].controller == searcher.me]
    theirs = [names[p] for p in gone if searcher.setup.permanents[p].controller != searcher.me]
    parts = []
    if mark[0] == -1:
        parts.append("you lose the game")
    elif mark[0] == 1:
        parts.append("you win the game")
    parts.append(f"it destroys {', '.join(theirs) or 'none of their permanents'} and costs you "
                 f"{', '.join(mine) or 'none of yours'}")
    if mark[2]:
        parts.append(f"you {'gain' if mark[2] > 0 else 'lose'} {abs(mark[2])} life")
    if mark[4]:
        parts.append(f"they {'lose' if mark[4] > 0 else 'gain'} {abs(mark[4])} life")
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
