"""Ninjutsu (702.49), the special action a board's ``actions`` take: an unblocked attacker returns to its owner's
hand and a ninja card from that hand enters the battlefield tapped and attacking what it attacked.

A function of the combat machine (:class:`pyengine.combat.Combat` keeps a thin method of the same name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import enter_triggers
from .errors import ScenarioError
from .model import BATTLEFIELD, Action, Attack
from .tokens import can_enter_attacking

if TYPE_CHECKING:
    from .combat import Combat


def ninjutsu(machine: Combat, action: Action) -> None:
    """702.49a, c: return an unblocked attacker to its owner's hand; the ninja enters tapped and attacking
    what it attacked, unblocked (it was never declared as an attacker, so attack triggers don't see it)."""
    returned, ninja_id = action.get("return"), action.get("ninja")
    path, rule = action.path, machine.rules.rule("ninjutsu")
    ninja = machine.permanents.get(ninja_id)
    attacker = machine.permanents.get(returned)
    if ninja is None or ninja.zone != "hand":
        where = ("a player" if ninja is None else "on the battlefield, not in hand" if ninja.on_battlefield
                 else f"in its owner's {ninja.zone}, not in hand")
        raise ScenarioError("invalid-scenario", f"{path}.ninja: ninjutsu puts a card from its owner's hand onto "
                            f"the battlefield, and {machine.name(ninja_id)} is {where}", f"{path}.ninja", rule)
    if not ninja.is_("creature"):
        raise ScenarioError("invalid-scenario", f"{path}.ninja: {ninja.name} is not a creature card",
                            f"{path}.ninja", rule)
    if not ninja.has("ninjutsu"):
        raise ScenarioError("invalid-scenario", f"{path}.ninja: {ninja.name} has no ninjutsu; only a card with "
                            "the ability can be put onto the battlefield this way", f"{path}.ninja", rule)
    if attacker is None or returned not in machine.attacks:
        raise ScenarioError("illegal-attack", f"{path}.return: ninjutsu returns an attacking creature, and "
                            f"{machine.name(returned)} is not attacking", f"{path}.return", rule)
    attack = machine.attacks[returned]
    if attack.blocked:
        raise ScenarioError("illegal-attack", f"{path}.return: {attacker.name} is blocked; ninjutsu returns an "
                            "unblocked attacker", f"{path}.return", rule)
    if attacker.controller != ninja.controller:
        raise ScenarioError("illegal-attack", f"{path}.return: {attacker.name} is controlled by "
                            f"{attacker.controller}, not by {ninja.controller} whose {ninja.name} it is; "
                            "ninjutsu returns an attacker its player controls",
                            f"{path}.return", rule)
    target = attack.target
    machine.move(attacker, "hand", reason="ninjutsu", rule=rule)
    ninja.zone = BATTLEFIELD
    machine.entered.add(ninja.id)
    ninja.tapped = True
    ninja.sick = True
    if not can_enter_attacking(machine, target):
        # 506.3c, 508.4a: it attacks what the returned creature attacked; a player who left the game, or a
        # planeswalker or battle no longer in combat, can't be: it enters, but never as an attacking creature.
        machine.emit("enters", machine.rules.rule("enters-not-attacking"), id=ninja.id, tapped=True, attacking=None,
                  target=target)
        machine.refresh_statics(ninja.id)  # the statics apply the moment it is there (603.6b): evolve sees them
        enter_triggers(machine, ninja)
        return
    machine.attacks[ninja.id] = Attack(target, machine.setup.defender_of(target))
    machine.emit("enters", machine.rules.rule("ninjutsu-enters"), id=ninja.id, tapped=True, attacking=target,
              blocked=False)
    machine.refresh_statics(ninja.id)
    enter_triggers(machine, ninja)
