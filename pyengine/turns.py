"""From one combat to the next turn's board: what lasts and what wears off.

:func:`next_turn` takes a scenario and the result of resolving it and returns
the board of the other player's next combat, as the ruleset says:

* Magic (mtg, mtg-2020, mtg-classic): permanents that left the battlefield are
  gone; tokens the combat created that are still on the battlefield are listed
  as permanents (their text, 111.3), but for those sacrificed at the beginning
  of the end step (mobilize, 702.181a); in the cleanup step damage is removed and "until end of turn" effects
  end (514.2), so pumps and granted or lost keywords end (the permanent keeps
  its own keywords and its counters); the new active player's permanents untap
  in their untap step (502.3) and nothing of theirs is summoning sick any
  more (302.6); the other player's stay as combat left them (tapped attackers
  stay tapped).
* Puzzle Quest: damage on creatures persists (the ruleset's ``damage_persists``
  switch); otherwise as Magic.
* Riftbound: damage is healed (140.3.b); units in the trash are gone; the
  battlefield keeps its controller and the players their points. (If the new
  active player holds it, that board is no combat: resolving it is refused
  under 438.1.a.1, since only a player contesting it attacks there.)

Declarations, divisions and actions are cleared: the next combat's choices are
the players' to make. A game that is over has no next turn.

With more than two players the next turn is the next player's in turn order
who is still in the game (players who left are dropped from the board with
what they owned, 800.4a); in Two-Headed Giant it is the other team's (805.1),
and both of its players untap. Commander damage tallies carry over (903.10a).

:func:`standoff` says when a game of combats has nothing left to fight with: a
player controls no creature (no unit, in Riftbound) on the battlefield, so it
can neither attack nor block, and the combats are over (play mode's versus
game ends there rather than go on with one side only taking hits).
"""

from __future__ import annotations

import copy
from typing import Any

from .errors import ScenarioError
from .board import Setup
from .parse import require_setup
from .rulesets import ruleset_for
from .text import and_list

#: Fields of the combat, not of the board: the next turn starts without them.
COMBAT_FIELDS = ("attackers", "blockers", "assignments", "damage_assignment_order", "actions", "trigger_order",
                 "trigger_targets")


def next_turn(scenario: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """The scenario of the next turn's combat (the other player active), from this one's result.

    :raises ScenarioError: when the scenario is invalid, the result is not its
        result, or the game is over.
    """
    setup = require_setup(scenario)
    if not isinstance(result, dict) or result.get("ok") is not True or "final" not in result:
        raise ScenarioError("invalid-scenario", "next_turn needs the result of resolving this scenario", "$.result")
    final = result["final"]
    final_players = final.get("players", {})
    lost = {pid for pid, p in final_players.items() if isinstance(p, dict) and p.get("lost")}
    if "winner" in final or final.get("winner") is not None or (len(setup.player_order) == 2 and lost):
        raise ScenarioError("invalid-scenario", "the game is over: there is no next turn", "$.result.final")
    rules = ruleset_for(setup)
    persists = bool(getattr(rules, "damage_persists", False))
    new_active = _next_active(setup, lost)
    active_team = {p for p in setup.player_order if setup.team_of(p) == setup.team_of(new_active)}
    board = {k: copy.deepcopy(v) for k, v in scenario.items() if k not in COMBAT_FIELDS}
    board["active_player"] = new_active
    board["players"] = [p for p in board["players"] if p.get("id") not in lost]  # 104.5: they left the game
    for player in board["players"]:
        state = final_players.get(player["id"], {})
        for key in ("life", "poison", "points"):
            if key in state and (key in player or state[key]):
                player[key] = state[key]
        # 903.10a: a tally names a commander on the board; one that left the battlefield (to the graveyard or
        # exile, on its way to the command zone, 903.9a, or out of the game) is not carried, nor is its tally.
        tallies = {c: n for c, n in (state.get("commander_damage") or {}).items()
                   if n and final["permanents"].get(c, {}).get("zone") == "battlefield"}
        if tallies:
            player["commander_damage"] = tallies
        else:
            player.pop("commander_damage", None)
    # A token the combat created (111.1) and left on the battlefield is a permanent of the board from now on, listed
    # as its text gives it (111.3), owned by its controller (111.2); one that left it has ceased to exist (111.7), and
    # so has one sacrificed at the beginning of this turn's end step (mobilize, 702.181a; 111.7).
    listed = {perm.get("id") for perm in board["permanents"] if isinstance(perm, dict)}
    board["permanents"] += [{"id": ident, "controller": state["controller"], **state["token"]}
                            for ident, state in final["permanents"].items()
                            if ident not in listed and isinstance(state.get("token"), dict)
                            and state.get("zone") == "battlefield" and state.get("controller") not in lost
                            and not state.get("sacrificed_at_end_step")]
    permanents = []
    for perm in board["permanents"]:
        state = final["permanents"].get(perm["id"], {})
        if state.get("zone") not in ("battlefield", "base"):
            continue  # gone: to the graveyard, exile, hand or trash
        if perm.get("controller") in lost and perm.get("control_effect"):
            # 800.4a: the control-changing effect ended as its controller left: it is its owner's again.
            perm["controller"] = perm.pop("owner")
            perm.pop("control_effect")
            perm.pop("sick", None)
        if "counters" in state:
            counters = {k: v for k, v in state["counters"].items() if v}
            if counters:
                perm["counters"] = counters
            else:
                perm.pop("counters", None)
        for key in ("loyalty", "defense"):
            if key in state:
                perm[key] = state[key]
        if persists and state.get("damage"):
            perm["damage"] = state["damage"]
        else:
            perm.pop("damage", None)  # cleanup (514.2) or healing (Riftbound 140.3.b)
        if "protector" in perm and not _protect(perm, setup, lost):
            continue  # 704.5w: no player can be chosen to protect it: to its owner's graveyard
        if perm.get("controller") in active_team:
            perm.pop("tapped", None)  # untap step (502.3)
            perm.pop("sick", None)  # controlled since the start of this new turn (302.6)
        elif state.get("tapped"):
            perm["tapped"] = True
        permanents.append(perm)
    board["permanents"] = permanents
    if "battlefield" in final and isinstance(board.get("battlefield"), dict):
        board["battlefield"]["controller"] = final["battlefield"].get("controller")
    return board


def _protect(perm: dict[str, Any], setup: Setup, lost: set[str]) -> bool:
    """Give a battle whose protector left the game (704.5w), or a Siege its own controller now protects (a
    control effect ended, 704.5x), a new protector once combat is over; return whether one could be chosen.
    Its controller chooses among its opponents still in the game (310.11a: a Siege's protector is an
    opponent of its controller): here the first of them in turn order after the controller, which the board
    may change. A battle that is no Siege is protected by its controller (310.8a)."""
    controller, protector = perm["controller"], perm["protector"]
    if protector not in lost and protector != controller:
        return True
    if not setup.permanents[perm["id"]].is_siege:
        perm["protector"] = controller
        return True
    order = setup.player_order
    seat = order.index(controller)
    after = order[seat + 1:] + order[:seat]
    candidates = [p for p in after if p not in lost and p in setup.opponents(controller)]
    if not candidates:
        return False
    perm["protector"] = candidates[0]
    return True


def _next_active(setup: Setup, lost: set[str]) -> str:
    """The next player in turn order still in the game (101.4, 800.4k); in Two-Headed Giant, of the other team."""
    order = setup.player_order
    start = order.index(setup.active_player)
    after = order[start + 1:] + order[:start + 1]
    team = setup.team_of(setup.active_player)
    for player in after:
        if player not in lost and (not setup.two_headed_giant or setup.team_of(player) != team):
            return str(player)
    return str(setup.defending_player)


def standoff(scenario: dict[str, Any]) -> dict[str, Any] | None:
    """Whether the board's combats are over: the players who control no creature (or unit) on the
    battlefield, so none that can attack or block, and who wins the game of combats (the one player
    with creatures left, or ``"draw"``); ``None`` while every player has one.

    Returns ``{"players": [ids], "winner": id | "draw", "message": str}``.

    :raises ScenarioError: when the scenario is invalid.
    """
    setup = require_setup(scenario)
    kind = ruleset_for(setup).default_type
    armed = {p.controller for p in setup.permanents.values()
             if p.on_battlefield and p.is_(kind) and not p.is_("battle")}
    empty = [pid for pid in setup.player_order if pid not in armed]
    left = [pid for pid in setup.player_order if pid in armed]
    if not empty or len(left) > 1:
        return None  # with two or more players armed, combats go on between them
    winner = left[0] if left else "draw"
    label = {pid: pid for pid in setup.player_order}
    label.update({p["id"]: p["name"] for p in scenario.get("players", [])
                  if isinstance(p, dict) and isinstance(p.get("name"), str) and p["name"] and p.get("id") in label})
    who = and_list([label[pid] for pid in empty])
    verb = "controls" if len(empty) == 1 else "control"
    ending = (f"no combat is left to fight: the game ends, won by {label[winner]}" if left
              else "no combat can change the board any more: the game is a draw")
    return {"players": empty, "winner": winner,
            "message": f"{who} {verb} no {kind} on the battlefield, so none that can attack or block; {ending}"}
