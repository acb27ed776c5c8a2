"""Combat's triggered abilities: what happens when creatures attack, block or die.

Each keyword is one small function, registered in a table by the moment it
triggers. The combat machine calls :func:`attack_triggers` once attackers are
declared (508.1m), :func:`block_triggers` once blockers are (509.1i), and
:func:`death_triggers` after creatures die. Each instance of a keyword
triggers separately; the active player would order them, and the engine
resolves them in the order the creatures were declared and their keywords
listed. Each trigger is an event with its rule, then its effect.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .combat import Combat
    from .model import Permanent


def keyword_rule(combat: Combat, ability: str) -> str:
    """The rule that defines a triggered keyword: its subrule a, where the ruleset numbers it."""
    base = combat.rules.rule_for_keyword(ability)
    return base + "a" if "." in base and base[-1].isdigit() else base


def _trigger(combat: Combat, source: Permanent, ability: str, **fields: object) -> None:
    combat.emit("trigger", keyword_rule(combat, ability), source=source.id, ability=ability, **fields)


def _pump(combat: Combat, perm: Permanent, power: int, toughness: int, ability: str) -> None:
    """The trigger's effect, then state-based actions before the next trigger resolves (117.5, 704.3)."""
    perm.pump_power += power
    perm.pump_toughness += toughness
    combat.emit("pump", keyword_rule(combat, ability), id=perm.id, power=power, toughness=toughness)
    combat.settle()


def _counter(combat: Combat, perm: Permanent, kind: str, ability: str) -> None:
    perm.counters[kind] = perm.counters.get(kind, 0) + 1
    combat.emit("counters", keyword_rule(combat, ability), id=perm.id, kind=kind, amount=1)
    combat.settle()


# When attackers are declared (508.1m).
def _exalted(combat: Combat) -> None:
    """702.83: a creature attacking alone gets +1/+1 for each exalted instance its controller has."""
    if len(combat.attacks) != 1:
        return
    (alone,) = combat.attacks
    for perm in list(combat.permanents.values()):
        if perm.on_battlefield and perm.controller == combat.setup.active_player:
            for _ in range(perm.count("exalted")):
                _trigger(combat, perm, "exalted", target=alone)
                _pump(combat, combat.permanents[alone], 1, 1, "exalted")


def _per_attacker(combat: Combat) -> None:
    """Battle cry, melee, training, mentor, dethrone, battalion, provoke: per attacker, per instance."""
    attackers = [combat.permanents[a] for a in combat.attacks]
    powers = {a.id: a.power for a in attackers}  # trigger conditions are checked as attackers are declared
    most_life = max(p.life for p in combat.players.values())
    declarations = {a.id: a for a in combat.setup.attackers}
    for creature in attackers:
        for _ in range(creature.count("battle_cry")):
            _trigger(combat, creature, "battle_cry")
            for other in attackers:
                if other.id != creature.id and other.on_battlefield:
                    _pump(combat, other, 1, 0, "battle_cry")
        # 702.121a: +1/+1 per opponent attacked with a creature (a player, not a planeswalker or battle).
        opponents_attacked = len({combat.attacks[a].target for a in combat.attacks if combat.attacks[a].target in
                                  combat.players})
        for _ in range(creature.count("melee")):
            _trigger(combat, creature, "melee")
            if opponents_attacked:
                _pump(combat, creature, opponents_attacked, opponents_attacked, "melee")
        if creature.has("training") and any(powers[o.id] > powers[creature.id] for o in attackers):
            for _ in range(creature.count("training")):
                _trigger(combat, creature, "training")
                _counter(combat, creature, "+1/+1", "training")
        if creature.has("mentor"):
            _mentor(combat, creature, declarations[creature.id].mentor, attackers, powers)
        attacked = combat.attacks[creature.id].target
        # 702.105a: it attacks the player with the most life or tied for most life.
        if creature.has("dethrone") and attacked in combat.players and combat.players[attacked].life >= most_life:
            for _ in range(creature.count("dethrone")):
                _trigger(combat, creature, "dethrone")
                _counter(combat, creature, "+1/+1", "dethrone")
        if creature.has("battalion") and len(attackers) >= 3:
            for _ in range(creature.count("battalion")):
                combat.emit("trigger", combat.rules.rule("battalion"), source=creature.id, ability="battalion",
                            note="its effect is the card's: add it as an action")
        provoked = declarations[creature.id].provoke
        if provoked is not None and creature.has("provoke"):
            _trigger(combat, creature, "provoke", target=provoked)
            target = combat.permanents[provoked]
            if target.tapped:
                target.tapped = False
                combat.emit("untaps", keyword_rule(combat, "provoke"), id=target.id)


def _mentor(combat: Combat, creature: Permanent, named: str | None, attackers: list[Permanent],
            powers: dict[str, int]) -> None:
    """702.134a: target attacking creature with lesser power gets a +1/+1 counter (named, or the first one).

    The target is chosen as the trigger is put on the stack, with the powers of that moment (603.3d),
    before the other attack triggers resolve; it must still have lesser power when the trigger
    resolves, or the trigger does nothing (608.2b).
    """
    for _ in range(creature.count("mentor")):
        candidates = [a for a in attackers if a.id != creature.id and powers[a.id] < powers[creature.id]]
        if named:
            target = next((a for a in candidates if a.id == named), None)
        else:
            target = candidates[0] if candidates else None
        if target is None:
            if named:
                _trigger(combat, creature, "mentor", target=named)
                combat.emit("fizzles", combat.rules.rule("fizzles"), action="mentor", target=named)
            continue
        _trigger(combat, creature, "mentor", target=target.id, chosen=None if named else "automatic")
        if target.on_battlefield and target.power < creature.power:
            _counter(combat, target, "+1/+1", "mentor")
        else:
            combat.emit("fizzles", combat.rules.rule("fizzles"), action="mentor", target=target.id)


def _enlist(combat: Combat) -> None:
    """702.154a: when an attacker enlisted a creature, it gets +X/+0 until end of turn, X that creature's power
    as the trigger resolves (as it last existed if it left, 608.2h)."""
    for declared in combat.setup.attackers:
        if declared.enlist is None or declared.id not in combat.attacks:
            continue
        attacker, enlisted = combat.permanents[declared.id], combat.permanents[declared.enlist]
        _trigger(combat, attacker, "enlist", target=enlisted.id)
        if attacker.on_battlefield:
            _pump(combat, attacker, enlisted.power, 0, "enlist")


ATTACK_TRIGGERS: list[Callable[[Combat], None]] = [_exalted, _per_attacker, _enlist]


def attack_triggers(combat: Combat) -> None:
    """Resolve the abilities that trigger on attackers being declared (508.1m, 508.2a)."""
    for trigger in ATTACK_TRIGGERS:
        trigger(combat)
    combat.settle()


# When blockers are declared (509.1i).
def block_triggers(combat: Combat) -> None:
    """Bushido, rampage, flanking, afflict and frenzy, resolved after blockers are declared (509.2a)."""
    # Everything triggers as blockers are declared (509.1i), before any of it resolves: flanking
    # triggers for every blocker without flanking then, even one another trigger kills first.
    # Each trigger remembers the object it was about: one that died and returned is new (400.7).
    flanked = {a: [(b, combat.permanents[b].incarnation) for b in attack.blockers
                   if not combat.permanents[b].has("flanking")]
               for a, attack in combat.attacks.items()}
    for blocker_id in list(combat.blocks):
        blocker = combat.permanents[blocker_id]
        _bushido(combat, blocker)
    for attacker_id, attack in list(combat.attacks.items()):
        attacker = combat.permanents[attacker_id]
        if not attack.blocked:
            for n in _instances(attacker, "frenzy"):
                _trigger(combat, attacker, "frenzy")
                _pump(combat, attacker, n, 0, "frenzy")
            continue
        _bushido(combat, attacker)
        for n in _instances(attacker, "rampage"):
            _trigger(combat, attacker, "rampage")
            beyond = max(0, len(attack.blockers) - 1)  # 702.23b: counted as the ability resolves
            if beyond:
                _pump(combat, attacker, n * beyond, n * beyond, "rampage")
        # 702.25a: each instance triggers for each blocker without flanking as blockers are declared;
        # a blocker gone by the time a trigger resolves gets nothing, even if it came back (400.7).
        for _ in range(attacker.count("flanking")):
            for blocker_id, incarnation in flanked.get(attacker_id, []):
                blocker = combat.permanents[blocker_id]
                _trigger(combat, attacker, "flanking", target=blocker_id)
                if blocker.on_battlefield and blocker.incarnation == incarnation:
                    _pump(combat, blocker, -1, -1, "flanking")
        for n in _instances(attacker, "afflict"):
            _trigger(combat, attacker, "afflict")
            # 802.2a: the defending player is the one this creature attacks.
            defending = combat.setup.defender_of(attack.target)
            player = combat.players[defending or combat.setup.defending_player]
            combat.lose_life(player, n, attacker.id, keyword_rule(combat, "afflict"))
            combat.settle()
    combat.settle()


def _bushido(combat: Combat, creature: Permanent) -> None:
    """702.45: whenever it blocks or becomes blocked, +N/+N (once per combat, per instance)."""
    for n in _instances(creature, "bushido"):
        _trigger(combat, creature, "bushido")
        _pump(combat, creature, n, n, "bushido")


def _instances(perm: Permanent, keyword: str) -> list[int]:
    return [number or 0 for name, number in perm.keywords if name == keyword]


# When creatures die.
def death_triggers(combat: Combat, died: list[Permanent]) -> None:
    """Undying (702.93) and persist (702.79): return it with a counter if it had none of that kind."""
    for perm in died:
        for ability, kind in (("undying", "+1/+1"), ("persist", "-1/-1")):
            if perm.has(ability) and not perm.counters.get(kind) and perm.zone == "graveyard":
                combat.queue_trigger(ability, perm.id, kind)
