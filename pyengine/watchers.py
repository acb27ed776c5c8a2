"""Abilities that watch other events: "whenever you gain life" (119.9), "whenever another creature (you control)
dies" (603.6c, 603.10a), evolve (702.100), which watches creatures enter, and a permanent's own damage triggers
("whenever it is dealt damage", "whenever it deals (combat) damage", 120.4b, 603.2c).

Each triggers as the event happens and waits, like the dies and enters triggers of :mod:`pyengine.abilities`, until
the next time a player would receive priority (603.3): the machine's ``settle`` puts it on the stack after
state-based actions, and one that triggers as another resolves goes on the stack above the rest (603.3b). A loop
(a life gain whose trigger gains life) is bounded by the events a resolution may make (``MAX_EVENTS``).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from .abilities import OWN_TRIGGER, evolves, keyword_rule, own_trigger_subject
from .watch_filter import watched

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .model import Permanent

#: The dies triggers of other creatures, and whether the creature that died must be its controller's.
DIES_WATCHERS = {"another-creature-you-control-dies": True, "another-creature-dies": False}


def life_gained(combat: CombatMachine, player: str) -> None:
    """One life gain event of ``player`` (a positive amount; 119.9): each "whenever you gain life" ability of a
    permanent on the battlefield that player controls triggers once. "You" is the ability's controller: in
    Two-Headed Giant a teammate's gain is not "you" gaining life, though the team's total changes (810.9)."""
    for perm in list(combat.permanents.values()):
        if perm.on_battlefield and perm.controller == player:
            for index, trigger in enumerate(perm.triggers):
                if trigger.on == "you-gain-life":
                    combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm))


#: One damage event (510.2, 120.4): each source, whether it is still the object that was to deal it (its abilities
#: trigger), and what it dealt to each recipient (0: prevented, or not dealt).
DamageEvent = list[tuple[str, bool, list[tuple[str, int]]]]


def damage_dealt(combat: CombatMachine, event: DamageEvent, *, is_combat: bool) -> None:
    """The damage dealt at once (510.2; one source's noncombat damage) triggers, as it is dealt (120.4b): "whenever
    it is dealt damage" once for each permanent dealt damage, however many sources dealt it (603.2c, 700.1: one
    event); "whenever it deals damage" and "… deals combat damage" once for each source that dealt any; "… deals
    combat damage to a creature" once for each creature it dealt damage to (603.2c: one event, many occurrences).
    Damage all prevented is none (120.8, 603.2h); a source that left the battlefield has no abilities that trigger.
    Each waits with its event's damage ("that much", 120.9): dealt to it, by it, or by it to that creature."""
    hit: dict[str, int] = {}
    for source, present, dealt in event:
        for recipient, amount in dealt:
            if amount > 0 and recipient in combat.permanents:
                hit[recipient] = hit.get(recipient, 0) + amount
        perm, total = combat.permanents[source], sum(amount for _, amount in dealt if amount > 0)
        if not present or not total:
            continue
        creatures = [amount for r, amount in dealt if amount > 0 and r in combat.permanents
                     and combat.permanents[r].is_("creature")] if is_combat else []
        for index, trigger in enumerate(perm.triggers):
            amounts = {"deals-damage": [total], "deals-combat-damage": [total] if is_combat else [],
                       "deals-combat-damage-to-a-creature": creatures}.get(trigger.on, [])
            for amount in amounts:
                combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm), amount)
    for recipient, amount in hit.items():
        perm = combat.permanents[recipient]
        for index, trigger in enumerate(perm.triggers):
            if trigger.on == "is-dealt-damage" and perm.on_battlefield:
                combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm), amount)


def creatures_died(combat: CombatMachine, died: list[Permanent], watchers: list[Permanent], *,
                   in_combat: tuple[Collection[str], Collection[str]] | None = None) -> None:
    """Creatures put into a graveyard from the battlefield at once (700.4): each "whenever another creature (you
    control) dies" ability of ``watchers`` — the permanents on the battlefield just before, the ones that died with
    them included: leaves-the-battlefield abilities look back in time (603.10a) — triggers once for each creature
    other than its own that fits, "you control" and its ``watches`` ("another Zombie", "an attacking creature") read
    of both as they last existed (603.3a, 603.10a); ``in_combat``: the attacking and blocking creatures just before."""
    for dead in died:
        for perm in watchers:
            if perm.id == dead.id:
                continue
            for index, trigger in enumerate(perm.triggers):
                yours = DIES_WATCHERS.get(trigger.on)
                if yours is None or (yours and perm.controller != dead.controller):
                    continue
                if watched(combat, trigger.watches, perm, dead, in_combat=in_combat):
                    combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm))


def evolve_resolves(combat: CombatMachine, source: str, subject: str) -> None:
    """An evolve trigger resolves: it checks the intervening "if" again (603.4), the creature that entered as it is
    now or, if it has left the battlefield, as it last existed (608.2h); if it no longer holds the trigger does
    nothing. A creature that left the battlefield (or came back, a new object, 400.7) gets no counter."""
    perm = combat.permanents[source]
    incarnation, entered_id = subject.split(":", 1)
    entered = combat.permanents[entered_id]
    rule = keyword_rule(combat, "evolve")
    if not evolves(entered, perm):
        combat.emit("trigger", rule, source=source, ability="evolve", target=entered_id,
                    note="neither its power nor its toughness is greater now: the trigger does nothing (603.4)")
        return
    combat.emit("trigger", rule, source=source, ability="evolve", target=entered_id)
    if perm.on_battlefield and str(perm.incarnation) == incarnation:
        perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + 1
        combat.emit("counters", rule, id=source, kind="+1/+1", amount=1)
