"""Combat's triggered abilities: what happens when creatures attack, block or die.

Each keyword is one small function, registered in a table by the moment it
triggers. The combat machine calls :func:`attack_triggers` once attackers are
declared (508.1m), :func:`block_triggers` once blockers are (509.1i), and
:func:`death_triggers` after creatures die. Each instance of a keyword
triggers separately, as a :class:`Pending` trigger whose targets and
conditions are fixed as it triggers (603.3d); then they resolve in stack
order (:func:`stack_order`): the other player's before the active player's
(101.4), and each player's in the order the scenario's ``trigger_order``
chooses (603.3b), otherwise in the order the creatures were declared and their
keywords listed. Each trigger is an event with its rule, then its effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from .attack_watchers import other_attackers, own_attack_triggers, watcher_triggers
from .errors import Problem
from .model import AFTERLIFE_SPIRIT, MOBILIZE_WARRIOR, TRIGGER_EVENTS
from .targeting import why_untargetable
from .that_creature import affect_that_creature
from .tokens import create_tokens
from .trigger_life import trigger_life
from .trigger_targets import Aim, aim_waiting as aim_waiting, choose_aim, is_still_legal, resolve_aim, split_subject
from .watch_filter import watched

if TYPE_CHECKING:
    from .board import Setup
    from .machine import CombatMachine
    from .model import Attack, CardTrigger, Permanent
    from .rulesets.base import Ruleset


def keyword_rule(combat: CombatMachine, ability: str) -> str:
    """The rule that defines a triggered keyword: its subrule a, where the ruleset numbers it."""
    base = combat.rules.rule_for_keyword(ability)
    return base + "a" if "." in base and base[-1].isdigit() else base


def _trigger(combat: CombatMachine, source: Permanent, ability: str, **fields: object) -> None:
    combat.emit("trigger", keyword_rule(combat, ability), source=source.id, ability=ability, **fields)


def _pump(combat: CombatMachine, perm: Permanent, power: int, toughness: int, ability: str) -> None:
    """The trigger's effect, then state-based actions before the next trigger resolves (117.5, 704.3)."""
    perm.pump_power += power
    perm.pump_toughness += toughness
    combat.emit("pump", keyword_rule(combat, ability), id=perm.id, power=power, toughness=toughness)
    combat.settle()


def _counter(combat: CombatMachine, perm: Permanent, kind: str, ability: str) -> None:
    perm.counters[kind] = perm.counters.get(kind, 0) + 1
    combat.emit("counters", keyword_rule(combat, ability), id=perm.id, kind=kind, amount=1)
    combat.settle()


# Putting simultaneous triggers on the stack (603.3b).
@dataclass
class Pending:
    """A triggered ability waiting to be put on the stack: whose it is, and what it does as it resolves.

    Its targets and the conditions it checks as it triggers are fixed when it is created (603.3d). ``subject``: the
    creature this instance is for, where one ability triggers once for each of several (a ``trigger_order`` ``for``).
    """

    controller: str
    source: str
    ability: str
    resolve: Callable[[], None]
    subject: str | None = None


def stack_order(combat: CombatMachine, pending: list[Pending]) -> list[Pending]:
    """The order in which simultaneous triggers resolve (101.4, 603.3b).

    The active player's go on the stack first, then each other player's in turn order (APNAP), so the
    last player's resolve first and the active player's last; each player puts
    theirs on in the order they choose: the scenario's ``trigger_order`` (the ones it names resolve
    first, in its order), otherwise the order they were created in (creatures as declared, keywords
    as listed). In Two-Headed Giant a team orders all its players' triggers together (805.7): the ones
    ``trigger_order`` names first, whichever teammate controls them.
    """
    setup = combat.setup
    return sorted(pending, key=lambda t: (-setup.stacking_group(t.controller),
                                          trigger_rank(combat, t.source, t.ability, t.subject),
                                          -setup.apnap_rank(t.controller)))


def trigger_rank(combat: CombatMachine, source: str, ability: str, subject: str | None = None) -> int:
    """Where the scenario's ``trigger_order`` puts a trigger among its player's: its index, or after them all. An
    entry naming this instance (``for`` its ``subject``) comes before one naming every instance of the ability."""
    order = combat.setup.trigger_order
    named = [(choice.subject is None, i) for i, choice in enumerate(order) if choice.source == source
             and choice.ability == ability and choice.subject in (None, subject)]
    return min(named)[1] if named else len(order)


def _resolve_all(combat: CombatMachine, moment: str, pending: list[Pending]) -> None:
    combat.stacking(moment, [(t.controller, t.source, t.ability, t.subject) for t in pending])
    for trigger in stack_order(combat, pending):
        if combat.players[trigger.controller].left:
            continue  # 800.4a: a player who left the game takes their abilities on the stack with them
        trigger.resolve()


def _pending(creature: Permanent, ability: str, resolve: Callable[[], None], subject: str | None = None) -> Pending:
    return Pending(creature.controller, creature.id, ability, resolve, subject)


# When attackers are declared (508.1m).
def _exalted(combat: CombatMachine) -> list[Pending]:
    """702.83: a creature attacking alone gets +1/+1 for each exalted instance its controller has; if it has left
    the battlefield (or left and came back, a new object, 400.7) when an instance resolves, that one does nothing."""
    if len(combat.attacks) != 1:
        return []
    (alone,) = combat.attacks
    # "Whenever a creature you control attacks alone": in Two-Headed Giant the lone attacker may be the
    # active player's teammate's, and only that player's exalted instances trigger (805.10a).
    controller = combat.permanents[alone].controller
    incarnation = combat.permanents[alone].incarnation  # "that creature": the object that attacked (400.7)
    out = []
    for perm in list(combat.permanents.values()):
        if perm.on_battlefield and perm.controller == controller:
            for _ in range(perm.count("exalted")):
                def exalt(perm: Permanent = perm) -> None:
                    _trigger(combat, perm, "exalted", target=alone)
                    it = combat.permanents[alone]
                    if it.is_still(incarnation):  # gone, or a new object: nothing
                        _pump(combat, it, 1, 1, "exalted")
                out.append(_pending(perm, "exalted", exalt))
    return out


def _per_attacker(combat: CombatMachine) -> list[Pending]:
    """Battle cry, melee, training, mentor, dethrone, battalion, provoke: per attacker, per instance."""
    attackers = [combat.permanents[a] for a in combat.attacks]
    powers = {a.id: a.power for a in attackers}  # trigger conditions are checked as attackers are declared
    most_life = max(p.life for p in combat.players.values())
    declarations = {a.id: a for a in combat.setup.attackers}
    # 702.121a: +1/+1 per opponent "you" (the melee creature's controller: in Two-Headed Giant, not the
    # teammate) attacked with a creature (a player, not a planeswalker or battle).
    attacked_by: dict[str, set[str]] = {}
    for ident, attack in combat.attacks.items():
        if attack.target in combat.players:
            attacked_by.setdefault(combat.permanents[ident].controller, set()).add(attack.target)
    out: list[Pending] = []
    for creature in attackers:
        def battle_cry(creature: Permanent = creature) -> None:
            # 702.91a: each other creature attacking as it resolves (608.2h), a token that entered attacking too (508.4).
            _trigger(combat, creature, "battle_cry")
            for other in [combat.permanents[a] for a in combat.attacks]:
                if other.id != creature.id and other.on_battlefield:
                    _pump(combat, other, 1, 0, "battle_cry")

        def melee(creature: Permanent = creature, incarnation: int = creature.incarnation) -> None:
            _trigger(combat, creature, "melee")
            opponents_attacked = len(attacked_by.get(creature.controller, ()))
            if opponents_attacked and creature.is_still(incarnation):
                _pump(combat, creature, opponents_attacked, opponents_attacked, "melee")

        def counter(creature: Permanent = creature, ability: str = "", incarnation: int = creature.incarnation) -> None:
            _trigger(combat, creature, ability)
            if creature.is_still(incarnation):
                _counter(combat, creature, "+1/+1", ability)

        def battalion(creature: Permanent = creature) -> None:
            combat.emit("trigger", combat.rules.rule("battalion"), source=creature.id, ability="battalion",
                        note="its effect is the card's: add it as an action")

        out += [_pending(creature, "battle_cry", battle_cry) for _ in range(creature.count("battle_cry"))]
        out += [_pending(creature, "melee", melee) for _ in range(creature.count("melee"))]
        if creature.has("training") and any(powers[o.id] > powers[creature.id] for o in attackers):
            out += [_pending(creature, "training", partial(counter, creature, "training"))
                    for _ in range(creature.count("training"))]
        if creature.has("mentor"):
            out += _mentor(combat, creature, declarations[creature.id].mentor, attackers, powers)
        attacked = combat.attacks[creature.id].target
        # 702.105a: it attacks the player with the most life or tied for most life.
        if creature.has("dethrone") and attacked in combat.players and combat.players[attacked].life >= most_life:
            out += [_pending(creature, "dethrone", partial(counter, creature, "dethrone"))
                    for _ in range(creature.count("dethrone"))]
        if creature.has("battalion") and len(attackers) >= 3:
            out += [_pending(creature, "battalion", battalion) for _ in range(creature.count("battalion"))]
        provoked = declarations[creature.id].provoke
        if provoked is not None and creature.has("provoke"):
            def provoke(creature: Permanent = creature, provoked: str = provoked) -> None:
                _trigger(combat, creature, "provoke", target=provoked)
                target = combat.permanents[provoked]
                if target.tapped:
                    target.tapped = False
                    combat.emit("untaps", keyword_rule(combat, "provoke"), id=target.id)
            out.append(_pending(creature, "provoke", provoke))
    return out


def _mentor(combat: CombatMachine, creature: Permanent, named: str | None, attackers: list[Permanent],
            powers: dict[str, int]) -> list[Pending]:
    """702.134a: target attacking creature with lesser power gets a +1/+1 counter (named, or the first one).

    The target is chosen as the trigger is put on the stack, with the powers of that moment (603.3d),
    before the other attack triggers resolve: a named one was checked then (:func:`declare.mentor_targets`),
    and with no legal target the trigger is removed from the stack. The target must still have lesser
    power when the trigger resolves, or the trigger does nothing (608.2b).
    """
    out = []
    for _ in range(creature.count("mentor")):
        candidates = [a for a in attackers if a.id != creature.id and powers[a.id] < powers[creature.id]
                      and why_untargetable(a, creature, creature.controller, combat.setup, combat.rules) is None]
        target = next((a for a in candidates if a.id == named), None) if named else next(iter(candidates), None)
        if target is None:
            continue

        def mentor(target: Permanent = target, incarnation: int = target.incarnation) -> None:
            _trigger(combat, creature, "mentor", target=target.id, chosen=None if named else "automatic")
            if (target.is_still(incarnation) and target.power < creature.power  # 608.2b: still a legal target
                    and why_untargetable(target, creature, creature.controller, combat.setup, combat.rules) is None):
                _counter(combat, target, "+1/+1", "mentor")
            else:
                combat.emit("fizzles", combat.rules.rule("fizzles"), action="mentor", target=target.id)
        out.append(_pending(creature, "mentor", mentor))
    return out


def _enlist(combat: CombatMachine) -> list[Pending]:
    """702.154a: when an attacker enlisted a creature, it gets +X/+0 until end of turn, X that creature's power
    as the trigger resolves (as it last existed if it left, 608.2h); a negative power adds +0/+0 (107.1b:
    a calculation that yields a negative number uses zero unless the effect sets or doubles)."""
    out = []
    for declared in combat.setup.attackers:
        if declared.enlist is None or declared.id not in combat.attacks:
            continue
        attacker, enlisted = combat.permanents[declared.id], combat.permanents[declared.enlist]

        def enlist(attacker: Permanent = attacker, enlisted: Permanent = enlisted,
                   incarnation: int = attacker.incarnation) -> None:
            _trigger(combat, attacker, "enlist", target=enlisted.id)
            if attacker.is_still(incarnation):
                _pump(combat, attacker, max(0, enlisted.power), 0, "enlist")
        out.append(_pending(attacker, "enlist", enlist))
    return out


def _own_attack_triggers(combat: CombatMachine) -> list[Pending]:
    """A creature's own "whenever this creature attacks" triggers (``triggers``), for each declared attacker only
    (508.3a: not one put onto the battlefield attacking), and "whenever it attacks alone" for a lone one (506.5);
    then the attack triggers of other creatures ("whenever another creature you control attacks", "… a creature you
    control attacks alone"), each once for each declared attacker it watches (508.3a), its effect on that attacker."""
    declared = list(combat.attacks)
    own = [pending for creature, i in own_attack_triggers(declared, combat.permanents)
           for pending in aimed_trigger(combat, creature, i, _ATTACK_MEANINGS[creature.triggers[i].on])]

    def fits(perm: Permanent, trigger: CardTrigger, attacker: Permanent) -> bool:
        return watched(combat, trigger.watches, perm, attacker)  # "whenever a Minotaur you control attacks"
    return own + [own_trigger(combat, perm, perm.triggers[i], _ATTACK_MEANINGS[perm.triggers[i].on], subject=attacker)
                  for perm, i, attacker in watcher_triggers(declared, combat.permanents.values(), fits)]


#: The rule meaning of each attack trigger condition.
_ATTACK_MEANINGS = {"attacks": "own-attack-trigger", "attacks-or-blocks": "own-attack-trigger",
                    "attacks-alone": "attacks-alone-trigger", "another-creature-you-control-attacks": "attack-watcher-trigger",
                    "a-creature-you-control-attacks": "attack-watcher-trigger",
                    "a-creature-you-control-attacks-alone": "attacks-alone-trigger"}


def _mobilize(combat: CombatMachine) -> list[Pending]:
    """702.181a: each instance of mobilize N of a declared attacker creates N 1/1 red Warrior creature tokens that
    enter tapped and attacking (508.4), sacrificed at the beginning of the next end step, after this combat."""
    out = []
    for a in combat.attacks:
        creature = combat.permanents[a]
        attacked = combat.attacks[a].target
        for n in _instances(creature, "mobilize"):
            def mobilize(creature: Permanent = creature, n: int = n, attacked: str = attacked) -> None:
                _trigger(combat, creature, "mobilize")
                for token in create_tokens(combat, creature, MOBILIZE_WARRIOR, creature.controller, count=n,
                                           attacked=attacked):
                    token.sacrificed_at_end_step = True
                    enter_triggers(combat, token)
                combat.settle()
            out.append(_pending(creature, "mobilize", mobilize))
    return out


ATTACK_TRIGGERS: list[Callable[[CombatMachine], list[Pending]]] = [_exalted, _per_attacker, _enlist,
                                                                    _own_attack_triggers, _mobilize]


def attack_triggers(combat: CombatMachine) -> None:
    """Resolve the abilities that trigger on attackers being declared (508.1m, 508.2a), in stack order."""
    _resolve_all(combat, "declare-attackers", [trigger for collect in ATTACK_TRIGGERS for trigger in collect(combat)])
    combat.settle()


# When blockers are declared (509.1i).
def block_triggers(combat: CombatMachine) -> None:
    """Bushido, rampage, flanking, afflict and frenzy, resolved after blockers are declared (509.2a)."""
    # Everything triggers as blockers are declared (509.1i), before any of it resolves: flanking
    # triggers for every blocker without flanking then, even one another trigger kills first.
    # Each trigger remembers the object it was about: one that died and returned is new (400.7).
    flanked = {a: [(b, combat.permanents[b].incarnation) for b in attack.blockers
                   if not combat.permanents[b].has("flanking")]
               for a, attack in combat.attacks.items()}
    pending: list[Pending] = []
    for blocker_id in list(combat.blocks):
        pending += _bushido(combat, combat.permanents[blocker_id])
    for attacker_id, attack in list(combat.attacks.items()):
        attacker = combat.permanents[attacker_id]
        if not attack.blocked:
            for n in _instances(attacker, "frenzy"):
                def frenzy(attacker: Permanent = attacker, n: int = n) -> None:
                    _trigger(combat, attacker, "frenzy")
                    _pump(combat, attacker, n, 0, "frenzy")
                pending.append(_pending(attacker, "frenzy", frenzy))
            continue
        pending += _bushido(combat, attacker)
        for n in _instances(attacker, "rampage"):
            def rampage(attacker: Permanent = attacker, attack: Attack = attack, n: int = n) -> None:
                _trigger(combat, attacker, "rampage")
                beyond = max(0, len(attack.blockers) - 1)  # 702.23b: counted as the ability resolves
                if beyond:
                    _pump(combat, attacker, n * beyond, n * beyond, "rampage")
            pending.append(_pending(attacker, "rampage", rampage))
        # 702.25a: each instance triggers for each blocker without flanking as blockers are declared;
        # a blocker gone by the time a trigger resolves gets nothing, even if it came back (400.7).
        for _ in range(attacker.count("flanking")):
            for blocker_id, incarnation in flanked.get(attacker_id, []):
                def flanking(attacker: Permanent = attacker, blocker_id: str = blocker_id,
                             incarnation: int = incarnation) -> None:
                    blocker = combat.permanents[blocker_id]
                    _trigger(combat, attacker, "flanking", target=blocker_id)
                    if blocker.is_still(incarnation):
                        _pump(combat, blocker, -1, -1, "flanking")
                pending.append(_pending(attacker, "flanking", flanking, blocker_id))
        for n in _instances(attacker, "afflict"):
            def afflict(attacker: Permanent = attacker, attack: Attack = attack, n: int = n) -> None:
                _trigger(combat, attacker, "afflict")
                # 802.2a: the defending player is the one this creature attacks.
                defending = combat.setup.defender_of(attack.target)
                player = combat.players[defending or combat.setup.defending_player]
                combat.lose_life(player, n, attacker.id, keyword_rule(combat, "afflict"))
                combat.settle()
            pending.append(_pending(attacker, "afflict", afflict))
    _resolve_all(combat, "declare-blockers", pending + _own_block_triggers(combat))
    combat.settle()


def _own_block_triggers(combat: CombatMachine) -> list[Pending]:
    """A creature's own block triggers (``triggers``): "blocks" once each combat however many it blocks (509.3a),
    "becomes blocked" once however many block it (509.3c), "becomes blocked by a creature" once for each
    blocker (509.3d), "blocks or becomes blocked by a creature" once for each creature it blocks (509.3b) or that
    blocks it; these two remember that creature, the object it is as it triggers (400.7)."""
    out: list[Pending] = []
    for blocker_id in combat.blocks:
        blocker = combat.permanents[blocker_id]
        out += [p for i, t in enumerate(blocker.triggers) if t.on in ("blocks", "attacks-or-blocks", "blocks-or-becomes-blocked")
                for p in aimed_trigger(combat, blocker, i, "own-block-trigger")]
        out += [p for i, t in enumerate(blocker.triggers) if t.on == "blocks-or-becomes-blocked-by-a-creature"
                for attacker in combat.blocks[blocker_id]  # 509.3b: once for each creature it blocks
                for p in aimed_trigger(combat, blocker, i, "blocks-creature-trigger", by=attacker)]
    for attacker_id, attack in combat.attacks.items():
        if not attack.blocked:
            continue
        attacker = combat.permanents[attacker_id]
        for i, trigger in enumerate(attacker.triggers):
            if trigger.on in ("becomes-blocked", "blocks-or-becomes-blocked"):
                out += aimed_trigger(combat, attacker, i, "becomes-blocked-trigger")
            elif trigger.on in ("becomes-blocked-by-a-creature", "blocks-or-becomes-blocked-by-a-creature"):
                out += [p for blocker in attack.blockers
                        for p in aimed_trigger(combat, attacker, i, "blocked-by-creature-trigger", by=blocker)]
    return out


#: The rule meaning of a waiting own trigger (one put on the stack the next time a player would receive priority,
#: 603.3), by its trigger condition.
_WAITING_MEANINGS = {"deals-combat-damage-to-a-player": "own-damage-trigger", "dies": "own-dies-trigger",
                     "another-creature-you-control-enters": "own-enters-trigger",
                     "you-gain-life": "own-lifegain-trigger", "another-creature-you-control-dies": "own-another-dies-trigger",
                     "another-creature-dies": "own-another-dies-trigger",
                     "a-creature-you-control-dies": "own-another-dies-trigger", "a-creature-dies": "own-another-dies-trigger",
                     "is-dealt-damage": "own-dealt-damage-trigger",
                     "deals-damage": "own-deals-damage-trigger", "deals-combat-damage": "own-damage-trigger",
                     "deals-combat-damage-to-a-creature": "own-damage-trigger"}


#: The waiting triggers :func:`resolve_waiting` resolves, by kind: a permanent's own (``triggers``) and afterlife.
WAITING_KINDS = frozenset({"triggers", "afterlife"})


def resolve_waiting(combat: CombatMachine, kind: str, source: str, subject: str, controller: str,
                    amount: int = 0) -> None:
    """A waiting own trigger (:func:`waiting_trigger`, ``amount`` its event's damage) or afterlife trigger resolves. Afterlife N (702.135a): its
    controller (the permanent's as it died, 603.3a) creates N 1/1 white and black Spirit creature tokens with
    flying, though the permanent is gone (113.7a); each instance triggers separately (702.135b)."""
    creature = combat.permanents[source]
    if kind == "afterlife":
        _trigger(combat, creature, "afterlife")
        for token in create_tokens(combat, creature, AFTERLIFE_SPIRIT, controller, count=int(subject)):
            enter_triggers(combat, token)
        return
    waiting_trigger(combat, creature, subject, controller, amount)


def aimed_trigger(combat: CombatMachine, creature: Permanent, index: int, meaning: str,
                  by: str | None = None) -> list[Pending]:
    """An own trigger put on the stack as it triggers: with a target, chosen now (603.3d), or none when it has no
    legal target and is removed from the stack."""
    trigger = creature.triggers[index]
    aim = choose_aim(combat, creature, index, creature.controller) if trigger.target is not None else None
    if trigger.target is not None and aim is None:
        return []
    return [own_trigger(combat, creature, trigger, meaning, by, aim=aim)]


def waiting_trigger(combat: CombatMachine, creature: Permanent, subject: str, controller: str, amount: int = 0) -> None:
    """A creature's own trigger that waited for the stack resolves: "whenever it deals combat damage to a player"
    (510.3a) or "when it dies" (700.4, 603.6c: it looks back in time, 603.10a, and resolves though its source is in
    the graveyard, 113.7a). It triggered by the object ``incarnation`` names, controlled then by ``controller``
    (603.3a: an undying creature that returned first is under its owner's control now); the caller resolves the
    waiting triggers. ``amount``: the damage of the event that triggered a damage trigger ("that much", 120.9)."""
    index, incarnation, aim = split_subject(subject)  # the target it was put on the stack with (aim_waiting)
    trigger = creature.triggers[index]
    own_trigger(combat, creature, trigger, _WAITING_MEANINGS[trigger.on], settle=False, incarnation=incarnation,
                controller=controller, aim=aim, that_much=amount).resolve()


def own_trigger(combat: CombatMachine, creature: Permanent, trigger: CardTrigger, meaning: str,
                by: str | None = None, *, settle: bool = True, incarnation: int | None = None,
                controller: str | None = None, aim: Aim | None = None, that_much: int = 0,
                subject: Permanent | None = None) -> Pending:
    """One of a creature's own triggers: it gets +power/+toughness, counters and keywords until end of turn.

    It affects the object that triggered it only: if that creature has left the battlefield (or left and
    come back, a new object, 400.7) when the trigger resolves, the trigger does nothing. "For each creature
    blocking it" counts the creatures still blocking it as the trigger resolves (608.2h), none if it was
    removed from combat (506.4). Its life effects are its controller's: the player who controlled the creature as
    it triggered (603.3a), ``controller`` when that may have changed since. ``subject``: the creature another's
    trigger changes ("whenever another creature you control attacks, it gets +0/+1": the attacker, as the object it
    was as it triggered, 400.7), whether or not the trigger's own source is still there (113.7a).
    """
    it = subject if subject is not None else creature
    if incarnation is None:
        incarnation = it.incarnation
    rule = combat.rules.rule(meaning)
    who = controller if controller is not None else creature.controller
    attack = combat.attacks.get(creature.id)
    attacked = attack.target if attack is not None else None  # as it triggers
    # Its defending player as it was declared (802.2a): it stays so if a planeswalker changes controller since.
    defending = (attack.defending or combat.setup.defender_of(attack.target)) if attack is not None else None
    that_object = combat.permanents[by].incarnation if by is not None else 0  # "that creature", as it triggers

    def resolve() -> None:
        fields = ({"target": aim.target, "chosen": "automatic" if aim.automatic else None} if aim
                  else {"target": subject.id if subject is not None else by})
        combat.emit("trigger", rule, source=creature.id, ability=OWN_TRIGGER, note=TRIGGER_EVENTS[trigger.on],
                    **{k: v for k, v in fields.items() if v is not None})
        if aim is not None and trigger.target is not None and not is_still_legal(combat, creature, trigger.target,
                                                                                 aim, who):
            combat.emit("fizzles", combat.rules.rule("fizzles"), action="triggers", target=aim.target)
            if settle:  # 608.2b: its one target is illegal, so it does nothing at all
                combat.settle()
            return
        # The life it changes names no object: it happens though the creature is gone (113.7a).
        trigger_life(combat, creature.id, who, trigger, rule, that_much=that_much, defending=defending, by=by,
                     aim=aim)
        if trigger.create is not None:  # so are the tokens it creates, under its controller's control (111.2)
            for token in create_tokens(combat, creature, trigger.create, who, attacked=attacked):
                enter_triggers(combat, token)  # 603.6a: they wait for the stack; on it above the rest (603.3b)
        if aim is not None and trigger.target is not None:
            resolve_aim(combat, creature, trigger.target, aim, who, rule)
        if by is not None and trigger.that_creature is not None:  # that object, whether or not its source is there
            affect_that_creature(combat, creature, trigger.that_creature, by, that_object)
        if not it.is_still(incarnation):
            if settle and (trigger.gain_life or trigger.gain_that_much or trigger.opponents_lose or trigger.create
                           or trigger.loses is not None or aim is not None or trigger.that_creature is not None):
                combat.settle()
            return
        times = 1
        if trigger.for_each_blocker:
            attack = combat.attacks.get(it.id)
            times = len(attack.blockers) if attack is not None else 0
        elif trigger.for_each_attacker is not None:  # "for each other attacking Goblin", as it resolves (608.2h)
            times = other_attackers(combat, it, trigger.for_each_attacker)
        until_end_of_turn = combat.rules.rule("until-end-of-turn")
        if times and (trigger.power or trigger.toughness):
            it.pump_power += trigger.power * times
            it.pump_toughness += trigger.toughness * times
            combat.emit("pump", until_end_of_turn, id=it.id, power=trigger.power * times,
                        toughness=trigger.toughness * times)
        if trigger.counters:
            it.counters["+1/+1"] = it.counters.get("+1/+1", 0) + trigger.counters
            combat.emit("counters", rule, id=it.id, kind="+1/+1", amount=trigger.counters)
        for name, number in trigger.keywords:
            it.grant(name, number)
            combat.emit("gains", until_end_of_turn, id=it.id, keyword=name if number is None else f"{name}:{number}")
        if settle:
            combat.settle()
    return _pending(creature, OWN_TRIGGER, resolve, subject.id if subject is not None else by)


#: The ``ability`` of a permanent's own triggers (``triggers``) in events and ``trigger_order``.
OWN_TRIGGER = "triggers"


def _bushido(combat: CombatMachine, creature: Permanent) -> list[Pending]:
    """702.45: whenever it blocks or becomes blocked, +N/+N (once per combat, per instance)."""
    out = []
    for n in _instances(creature, "bushido"):
        def bushido(n: int = n) -> None:
            _trigger(combat, creature, "bushido")
            _pump(combat, creature, n, n, "bushido")
        out.append(_pending(creature, "bushido", bushido))
    return out


def _instances(perm: Permanent, keyword: str) -> list[int]:
    return [number or 0 for name, number in perm.keywords if name == keyword]


# When creatures die.
def death_triggers(combat: CombatMachine, died: list[Permanent]) -> None:
    """Undying (702.93) and persist (702.79): return it with a counter if it had none of that kind; afterlife
    (702.135a: "when this permanent is put into a graveyard from the battlefield", Spirit tokens); then its own
    "when it dies" triggers (``triggers``, 700.4, 603.6c), which look back in time at the creature as it last
    existed on the battlefield (603.10a): its abilities and its controller then (603.3a). All of them wait for the
    stack until the next time a player would receive priority, after state-based actions (603.3)."""
    for perm in died:
        if perm.zone != "graveyard":
            continue
        for ability, kind in (("undying", "+1/+1"), ("persist", "-1/-1")):
            if perm.has(ability) and not perm.counters.get(kind):
                combat.queue_trigger(ability, perm.id, kind)
        for n in _instances(perm, "afterlife"):  # 702.135b: each instance triggers separately
            combat.queue_trigger("afterlife", perm.id, str(n))
        for index, trigger in enumerate(perm.triggers):
            if trigger.on == "dies":
                combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm))


def enter_triggers(combat: CombatMachine, entered: Permanent) -> None:
    """A creature the engine put onto the battlefield (ninjutsu, 702.49c; undying, 702.93a; persist, 702.79a; a token
    a trigger created, 111.1): every other creature on the battlefield its controller controls with "whenever another
    creature you control enters" triggers (603.6a), once for each such ability, and each instance of evolve whose
    intervening "if" holds as it triggers (702.100a, 603.4); they wait for the stack like the dies triggers (603.3)."""
    for perm in list(combat.permanents.values()):
        if perm.id == entered.id or not perm.on_battlefield or perm.controller != entered.controller:
            continue
        for index, trigger in enumerate(perm.triggers):
            if trigger.on == "another-creature-you-control-enters" and watched(combat, trigger.watches, perm, entered):
                combat.queue_trigger(OWN_TRIGGER, perm.id, own_trigger_subject(index, perm))
        if evolves(entered, perm):
            for _ in range(perm.count("evolve")):  # each instance triggers separately (702.100d)
                combat.queue_trigger("evolve", perm.id, f"{perm.incarnation}:{entered.id}")


def evolves(entered: Permanent, perm: Permanent) -> bool:
    """702.100a: the creature that entered has greater power and/or greater toughness than this one (702.100c: a
    noncreature permanent has neither)."""
    return entered.is_("creature") and perm.is_("creature") and (
        entered.power > perm.power or entered.toughness > perm.toughness)


def own_trigger_subject(index: int, perm: Permanent) -> str:
    """How a waiting own trigger names itself: its index in ``triggers`` and the object that triggered it (400.7),
    ``"0:1"``; read back by :func:`~pyengine.trigger_targets.split_subject`. (Its controller as it triggered, 603.3a,
    waits beside it.)"""
    return f"{index}:{perm.incarnation}"
