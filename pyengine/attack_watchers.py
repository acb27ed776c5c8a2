"""Attack triggers of other creatures and of a creature attacking alone: which abilities trigger as attackers are
declared (508.1m).

"Whenever another creature you control attacks, it gets +0/+1 until end of turn", "Whenever a Minotaur you control
attacks, …" and "Whenever a creature you control attacks alone, it gains lifelink until end of turn" are abilities of
a permanent that watch the attackers (``triggers[i].on``: :data:`WATCHER_EVENTS`); "Whenever this creature attacks
alone" (``attacks-alone``) is the creature's own. A "whenever [a creature] attacks" ability triggers once for each
creature declared as an attacker that fits it (508.3a), never for one put onto the battlefield attacking (508.4: it
never "attacked"); a creature attacks alone if it is the only creature declared as an attacker in the declare
attackers step (506.5, 702.83b), so of two declared attackers neither attacked alone, whatever tokens enter attacking
later. The effect is the watched creature's ("it": the attacker), or the players' life; the caller
(:func:`pyengine.abilities.attack_triggers`) puts them on the stack with the other attack triggers (603.3b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .affects import Affects
    from .machine import CombatMachine
    from .model import CardTrigger, Permanent

#: The attack triggers of other creatures, and whether each needs its creature to attack alone (506.5) and to be
#: another than its own source ("another creature").
WATCHER_EVENTS: dict[str, tuple[bool, bool]] = {
    "another-creature-you-control-attacks": (False, True),
    "a-creature-you-control-attacks": (False, False),
    "a-creature-you-control-attacks-alone": (True, False),
}
#: The own attack triggers: "whenever it attacks" (508.3a) and "whenever it attacks alone" (506.5).
OWN_ATTACK_EVENTS = ("attacks", "attacks-or-blocks", "attacks-alone")

def attacked_alone(declared: list[str]) -> str | None:
    """The creature that attacked alone, if exactly one creature was declared as an attacker (506.5)."""
    return declared[0] if len(declared) == 1 else None


def own_attack_triggers(declared: list[str], permanents: dict[str, Permanent]) -> list[tuple[Permanent, int]]:
    """Each declared attacker's own attack triggers, by (creature, index in ``triggers``): "whenever it attacks"
    for every declared attacker (508.3a), "whenever it attacks alone" only for a lone one (506.5)."""
    alone = attacked_alone(declared)
    return [(permanents[a], i) for a in declared for i, trigger in enumerate(permanents[a].triggers)
            if trigger.on in ("attacks", "attacks-or-blocks") or (trigger.on == "attacks-alone" and a == alone)]


def watcher_triggers(declared: list[str], permanents: Iterable[Permanent],
                     fits: Callable[[Permanent, CardTrigger, Permanent], bool]) -> list[tuple[Permanent, int, Permanent]]:
    """The attack watchers that trigger, by (source, index in ``triggers``, the attacker it watched): each watcher of
    a permanent on the battlefield triggers once for each declared attacker its controller controls that fits it
    (508.3a): another than the source for "another creature", the lone attacker for "attacks alone" (506.5), and the
    trigger's filter (``fits``). Sources in the order of the board, attackers in the order declared."""
    alone = attacked_alone(declared)
    sources = [perm for perm in permanents if perm.on_battlefield]
    by_id = {perm.id: perm for perm in sources}
    out: list[tuple[Permanent, int, Permanent]] = []
    for perm in sources:
        for index, trigger in enumerate(perm.triggers):
            if trigger.on not in WATCHER_EVENTS:
                continue
            needs_alone, another = WATCHER_EVENTS[trigger.on]
            for attacker_id in declared:
                attacker = by_id.get(attacker_id)
                if (attacker is None or attacker.controller != perm.controller or (another and attacker.id == perm.id)
                        or (needs_alone and attacker_id != alone) or not fits(perm, trigger, attacker)):
                    continue
                out.append((perm, index, attacker))
    return out


def other_attackers(combat: CombatMachine, source: Permanent, fits: Affects) -> int:
    """"For each other attacking Aurochs": the creatures attacking now (608.2h: as the trigger resolves), other than
    ``source``, that fit — a creature put onto the battlefield attacking is attacking (508.4), one removed from combat
    is not (506.4)."""
    return sum(1 for ident in combat.attacks if combat.permanents[ident].on_battlefield
               and combat.setup.affected(fits, source, combat.permanents[ident], combat.attacks, combat.blocks))
