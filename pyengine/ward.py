"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
that spell or ability unless that player pays [cost]." Modelled for the engine's own triggers with a target
(``triggers[i].target``, :mod:`pyengine.trigger_targets`); provoke refuses a target with ward (not modelled).

``ward`` is a ward with a mana cost (mana is not tracked: paying it changes nothing the engine shows);
``ward_life:N`` is "Ward—Pay N life" (119.4: paying life is losing that much). The ward trigger is put on the stack
the next time a player would receive priority, above the targeting trigger and every trigger put on the stack with
it (603.3), so it resolves before any of them: unless the trigger's controller pays (the scenario's
``trigger_targets`` entry says ``pays_ward``; never guessed), the targeting trigger is countered and does nothing
at all (its life effects neither). The engine's automatic choice never picks an opponent's permanent with ward.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import ScenarioError

if TYPE_CHECKING:
    from .board import Setup
    from .machine import CombatMachine
    from .model import Permanent, TargetChoice

#: The keywords that are ward abilities: a mana cost, and "Pay N life".
WARD_KEYWORDS = ("ward", "ward_life")


def ward_instances(perm: Permanent) -> list[int | None]:
    """Each ward ability of ``perm``: ``None`` for a mana cost, N for "Pay N life" (each triggers on its own)."""
    return [number if name == "ward_life" else None for name, number in perm.keywords if name in WARD_KEYWORDS]


def wards_against(perm: Permanent, controller: str, setup: Setup) -> bool:
    """Whether targeting ``perm`` with an ability ``controller`` controls triggers its ward (an opponent's, 702.21a)."""
    return bool(ward_instances(perm)) and controller in setup.opponents(perm.controller)


def ward_cost(perm: Permanent) -> str:
    """The ward costs of ``perm`` in words ("{N}", "pay 3 life")."""
    return " and ".join("its mana cost" if n is None else f"pay {n} life" for n in ward_instances(perm))


def resolve_ward(combat: CombatMachine, source: Permanent, named: TargetChoice, controller: str) -> bool:
    """The ward triggers of the permanent ``named`` targets resolve, before the targeting trigger (603.3): each is
    paid (``pays_ward``: true) or the targeting trigger is countered. Returns whether it stays on the stack.

    :raises ScenarioError: when ``pays_ward`` is missing, or the life can't be paid (119.4).
    """
    perm = combat.permanents[named.target]
    rule = combat.rules.rule("ward")
    if named.pays_ward is None:
        raise ScenarioError("invalid-scenario", f"{named.path}: {perm.name} has ward ({ward_cost(perm)}): "
                            f"{source.name}'s trigger targeting it is countered unless {controller} pays; say "
                            "whether they do with 'pays_ward': true or false", f"{named.path}.pays_ward", rule)
    player = combat.players[controller]
    for life in ward_instances(perm):
        if not named.pays_ward:
            combat.emit("trigger", rule, source=perm.id, ability="ward",
                        note=f"{source.name}'s trigger targets it: {controller} does not pay")
            combat.emit("countered", rule, source=source.id, ability="triggers", by=perm.id)
            return False
        if life is not None and player.life < life:
            raise ScenarioError("invalid-scenario", f"{named.path}.pays_ward: {controller} has {player.life} life and "
                                f"can't pay {life} life for ward (119.4)", f"{named.path}.pays_ward",
                                combat.rules.rule("pay-life"))
        if life is not None and player.life == life:
            raise ScenarioError("not-implemented", f"{named.path}.pays_ward: paying {life} life for ward would leave "
                                f"{controller} at 0 life: paying one's last life (which 119.4 allows) is not modelled",
                                f"{named.path}.pays_ward", combat.rules.rule("pay-life"))
        paid = "the mana cost (mana is not tracked)" if life is None else f"{life} life"
        combat.emit("trigger", rule, source=perm.id, ability="ward",
                    note=f"{source.name}'s trigger targets it: {controller} pays {paid}")
        if life:  # 119.4b: paying 0 life changes nothing: no life event (a gain or loss is never 0, 119.9)
            combat.lose_life(player, life, perm.id, combat.rules.rule("pay-life"))
    return True
