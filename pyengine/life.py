"""Life and poison (119, 122.1f): gained, lost, shared by a Two-Headed Giant team (810.9–810.10); the ``counters``
and ``life`` actions; and the abilities a life gain triggers ("whenever you gain life", 119.9).

Functions of the combat machine, as in :mod:`pyengine.dealing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import watchers
from .errors import ScenarioError
from .model import Action, Permanent, Player

if TYPE_CHECKING:
    from .combat import Combat


def teammates(machine: Combat, player: Player) -> list[Player]:
    """The players sharing ``player``'s life and poison: the team in Two-Headed Giant (810.9–810.10), else
    the player alone."""
    if not machine.setup.two_headed_giant or player.team is None:
        return [player]
    return [p for p in machine.players.values() if p.team == player.team]


def _team_field(machine: Combat, player: Player) -> dict[str, Any]:
    return {"team": player.team} if machine.setup.two_headed_giant and player.team is not None else {}


def add_poison(machine: Combat, player: Player, amount: int, rule: str, source: str) -> None:
    """Poison counters: a Two-Headed Giant team shares them (810.10)."""
    for member in teammates(machine, player):
        member.poison += amount
    machine.emit("poison", rule, player=player.id, amount=amount, poison=player.poison, source=source,
              **_team_field(machine, player))


def lose_life(machine: Combat, player: Player, amount: int, source: str | None, rule: str) -> None:
    """Life lost (damage, afflict, a `life` action): applied to a Two-Headed Giant team's shared life total (810.9)."""
    for member in teammates(machine, player):
        member.life -= amount
    machine.emit("life", rule, player=player.id, amount=-amount, life=player.life, source=source,
              **_team_field(machine, player))


def gain_life(machine: Combat, player_id: str, amount: int, source: str | None, rule: str) -> None:
    """Life gained (lifelink, a trigger, a `life` action): one life gain event, which its player's "whenever you gain
    life" abilities see (119.9: a gain of 0 is none); in Two-Headed Giant the player gains it, the team's total
    changes (810.9)."""
    player = machine.players[player_id]
    for member in teammates(machine, player):
        member.life += amount
    machine.emit("life", rule, player=player_id, amount=amount, life=player.life, source=source,
              **_team_field(machine, player))
    if amount > 0:
        watchers.life_gained(machine, player_id)


def counters_or_life(machine: Combat, action: Action, perm: Permanent | None) -> None:
    """The ``counters`` and ``life`` actions, each followed by state-based actions (the caller's ``settle``).

    ``counters``: +1/+1 or -1/-1 counters are put on a permanent (122.1a, 122.6); they are not damage, and a pair
    of the two kinds is removed at the next check (704.5q), a creature left at toughness 0 or less dies (704.5f).
    ``life``: a player gains (amount > 0) or loses (amount < 0) life (119.3); life lost is not damage (no lifelink,
    no prevention: 119.2 is damage's own way to lose life), a Two-Headed Giant team shares it (810.9), and a player
    at 0 or less life loses at the next check (704.5a). Poison is untouched.
    """
    if action.do == "counters":
        if perm is None:
            raise ScenarioError("invalid-scenario", f"{action.path}.target must be a permanent for 'counters' (122.1a)",
                                f"{action.path}.target", machine.rules.rule("counters-put"))
        kind, amount = action.get("kind"), action.get("amount")
        perm.counters[kind] = perm.counters.get(kind, 0) + amount
        machine.emit("counters", machine.rules.rule("counters-put"), id=perm.id, kind=kind, amount=amount)
        return
    player = machine.players[action.get("target")]
    if player.left:  # a player who left the game has no life total in it (800.4a)
        machine.emit("fizzles", machine.rules.rule("fizzles"), action=action.do, target=player.id)
        return
    amount, rule = action.get("amount"), machine.rules.rule("life-change")
    if amount > 0:
        gain_life(machine, player.id, amount, action.get("source"), rule)
    else:
        lose_life(machine, player, -amount, action.get("source"), rule)
