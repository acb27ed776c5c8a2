"""What a block trigger does to "that creature" (``triggers[i].that_creature``): "Whenever this creature becomes
blocked by a creature, this creature deals 1 damage to that creature", "Whenever this creature blocks or becomes
blocked by a creature, that creature gets +1/+1 until end of turn".

"That creature" is the creature whose block made it trigger: the creature blocking it (509.3d, once for each) or,
for a blocker, the creature it blocks (509.3b, once for each). The trigger names that object and does not target it
(115.1: no "target"), so hexproof, shroud and ward do not stop it; protection still prevents the damage of a source
of its quality (702.16e). As the trigger resolves, the effect reaches that object only while it is on the
battlefield as the same object (400.7: one that left and came back is new); it need not still be in combat (506.4).
The damage is dealt by the trigger's source, as it last existed if it has left the battlefield (608.2h, 113.7a); it
is not combat damage (120.2), so its deathtouch, lifelink, infect and wither apply (120.3, 702.2b, 702.15b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .model import Permanent
    from .own_abilities import ThatCreature


def affect_that_creature(combat: CombatMachine, source: Permanent, that: ThatCreature, ident: str,
                         incarnation: int) -> None:
    """The effect on ``ident`` (the object ``incarnation`` names) as the trigger resolves: the damage, then the pump;
    state-based actions are the caller's to check, once the whole trigger has resolved (704.3)."""
    perm = combat.permanents[ident]
    if not perm.is_still(incarnation):
        return  # 400.7: that object is gone
    if that.damage:
        combat.deal_simultaneously([(source.id, [(ident, that.damage)])], combat=False)
    if (that.power or that.toughness) and perm.is_still(incarnation):
        perm.pump_power += that.power
        perm.pump_toughness += that.toughness
        combat.emit("pump", combat.rules.rule("until-end-of-turn"), id=perm.id, power=that.power,
                    toughness=that.toughness)
