"""What an own trigger does to the players' life (119.3) as it resolves: "each opponent loses 1 life", "defending
player loses 1 life" (506.2, 802.2a), "each player loses 3 life", "that creature's controller loses 1 life" (509.3d),
"target opponent loses 2 life" (115.1d), then "you gain N life", "that much" (120.9) or "life equal to the life lost
this way". Life lost is not damage (120.3): no lifelink, infect or prevention. A player who has left the game
loses and gains nothing (800.4a); in Two-Headed Giant each player loses or gains it individually and the team's
total changes (810.9). Whoever reaches 0 life loses at the next check of state-based actions (704.5a), the caller's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .trigger_targets import PLAYER, Aim

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .model import CardTrigger, Player


def trigger_life(combat: CombatMachine, source: str, controller: str, trigger: CardTrigger, rule: str, *,
                 that_much: int = 0, defending: str | None = None, by: str | None = None,
                 aim: Aim | None = None) -> None:
    """The losses in the card's order, each its event, then the gain of its controller (603.3a: ``controller``).
    ``defending``: the source's defending player as it was declared an attacker (802.2a: the player it attacked, or
    the planeswalker's controller or the battle's protector then, though it has left combat or the planeswalker has
    changed controller since); ``by``: the blocker
    of a "becomes blocked by a creature" trigger; ``aim``: its target, legal still (the caller's to check, 608.2b)."""
    losses: list[tuple[Player, int]] = []
    if trigger.opponents_lose:
        losses += [(combat.players[p], trigger.opponents_lose) for p in combat.setup.opponents(controller)]
    if trigger.loses is not None:
        losses += [(combat.players[p], trigger.loses.amount) for p in _named(combat, trigger.loses.who, defending, by)]
    if aim is not None and aim.incarnation == PLAYER and trigger.target is not None and trigger.target.loses:
        losses.append((combat.players[aim.target], trigger.target.loses))
    lost = 0
    for player, amount in losses:
        if not (player.lost or player.left):
            combat.lose_life(player, amount, source, rule)
            lost += amount
    gain = that_much if trigger.gain_that_much else lost if trigger.gain_life_lost else trigger.gain_life
    if gain and not (combat.players[controller].lost or combat.players[controller].left):
        combat.gain_life(controller, gain, source, rule)


def _named(combat: CombatMachine, who: str, defending: str | None, by: str | None) -> list[str]:
    """The players ``who`` names: every player in APNAP order (101.4), the defending player (802.2a), the
    blocker's controller (as it last existed, if it has left the battlefield: 608.2h)."""
    if who == "each-player":
        return sorted(combat.setup.player_order, key=combat.setup.apnap_rank)
    if who == "defending-player":
        return [defending] if defending is not None else []
    return [combat.permanents[by].controller] if by is not None and by in combat.permanents else []
