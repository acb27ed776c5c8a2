"""An own trigger's one target (``triggers[i].target``): chosen as the trigger is put on the stack, checked again as
it resolves, and what the trigger does to it.

The trigger's controller chooses the target as it puts the trigger on the stack (115.1d, 603.3d): the one the
scenario's ``trigger_targets`` names, which must be legal then, or else the engine's choice, the first legal one
(logged ``chosen: "automatic"``, as mentor's). With no legal target the trigger is removed from the stack (603.3d).
As it resolves, a target that is gone or no longer fits makes it do nothing (608.2b: ``fizzles``). Damage is dealt
by the trigger's source, as it last existed if it has left the battlefield (113.7a, 608.2h): its deathtouch,
lifelink, infect and wither apply (702.2b, 702.15b, 702.90b, 702.80a). A creature with shroud (702.18a), with
hexproof against an opponent's trigger (702.11b) or with protection from the source's quality (702.16b) is never
a legal target (:mod:`pyengine.targeting`). A target with ward (702.21a) is legal, but the trigger is countered
unless its controller pays (:mod:`pyengine.ward`): the engine never chooses an opponent's permanent with ward.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import ScenarioError
from .model import PLAYER_TARGET_KINDS, TARGET_KINDS, TRIGGER_EVENTS
from .targeting import why_untargetable
from .ward import resolve_ward, wards_against

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .model import Permanent, TriggerTarget

#: A player as a target has no incarnation (400.7 is about objects).
PLAYER = -1


@dataclass(frozen=True)
class Aim:
    """The target a trigger was put on the stack with: its id, whether the engine chose it, and the object it was
    then (a permanent that left and came back is a new object, 400.7; ``PLAYER`` for a player)."""

    target: str
    automatic: bool
    incarnation: int


def why_not_target(combat: CombatMachine, source: Permanent, target: TriggerTarget, controller: str,
                   ident: str) -> tuple[str, str] | None:
    """Why ``ident`` is not a legal target for the trigger (a message and the rule), or ``None`` when it is."""
    rules = combat.rules
    kind = TARGET_KINDS[target.what].replace("target ", "")
    words = kind if kind.startswith("another") else f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"
    player = combat.players.get(ident)
    if player is not None:
        if target.what not in ("any",) + PLAYER_TARGET_KINDS:
            return f"{ident} is a player, not {words}", rules.rule("target-criteria")
        if player.lost or player.left:
            return f"{ident} has left the game", rules.rule("leaves-game")
        if target.what == "opponent" and ident not in combat.setup.opponents(controller):
            return f"{ident} is not an opponent of {controller}", rules.rule("target-criteria")
        return None
    perm = combat.permanents[ident]
    if target.what in PLAYER_TARGET_KINDS:
        return f"{perm.name} is a permanent, not {words}", rules.rule("target-criteria")
    if not perm.on_battlefield:
        return f"{perm.name} is not on the battlefield", rules.rule("target-criteria")
    kinds = ("creature", "planeswalker", "battle") if rules.name != "mtg-classic" else ("creature",)
    if target.what == "any":
        if not any(perm.is_(k) for k in kinds):
            return f"{perm.name} is not a creature, player, planeswalker or battle", rules.rule("any-target")
    elif not perm.is_("creature"):
        return f"{perm.name} is not a creature", rules.rule("target-criteria")
    elif not _fits(combat, source, target.what, controller, perm):
        return f"{perm.name} is not {words}", rules.rule("target-criteria")
    return why_untargetable(perm, source, controller, combat.setup, rules)  # 702.18a, 702.11b, 702.16b


def _fits(combat: CombatMachine, source: Permanent, what: str, controller: str, perm: Permanent) -> bool:
    """Whether a creature on the battlefield fits the trigger's "target [something]" (115.1d)."""
    if what.startswith("another") and perm.id == source.id:
        return False
    if what.endswith("you-control"):
        return perm.controller == controller
    if what == "creature-an-opponent-controls":
        return perm.controller in combat.setup.opponents(controller)
    if what == "creature-defending-player-controls":
        attack = combat.attacks.get(source.id)  # 802.2a: the player it attacks (or whose planeswalker or battle)
        return attack is not None and perm.controller == attack.defending
    if what.endswith("attacking-creature"):
        return perm.id in combat.attacks
    if what == "artifact-creature":
        return perm.is_("artifact")
    return True


def legal_targets(combat: CombatMachine, source: Permanent, target: TriggerTarget, controller: str) -> list[str]:
    """Every legal target, the engine's choice first: the first in scenario order (permanents, then players in turn
    order) of the other players' for a harmful effect (damage, tap, can't block, a minus), else of its controller's;
    a permanent whose ward it would trigger (702.21a) after the others of its side, never the engine's choice."""
    candidates = list(combat.permanents) + list(combat.setup.player_order)
    legal = [i for i in candidates if why_not_target(combat, source, target, controller, i) is None]

    def owner(ident: str) -> str:
        return ident if ident in combat.players else combat.permanents[ident].controller
    return sorted(legal, key=lambda i: ((owner(i) == controller) == target.harmful, _warded(combat, i, controller)))


def choose_aim(combat: CombatMachine, source: Permanent, index: int, controller: str) -> Aim | None:
    """As the trigger is put on the stack: its target (603.3d), or ``None`` when it has no legal target and is
    removed from the stack (logged as a ``trigger`` event citing 603.3d).

    :raises ScenarioError: when the scenario names an illegal target for it.
    """
    trigger = source.triggers[index]
    target = trigger.target
    assert target is not None
    legal = legal_targets(combat, source, target, controller)
    combat.targeting(source.id, index, legal)
    named = next((c for c in combat.setup.trigger_targets if (c.source, c.trigger) == (source.id, index)), None)
    if named is not None:
        if not legal:
            raise ScenarioError("invalid-scenario", f"{named.path}.target: {source.name}'s trigger has no legal "
                                f"target ({TARGET_KINDS[target.what]}) as it is put on the stack, so it is removed "
                                "from the stack: leave out this entry", f"{named.path}.target",
                                combat.rules.rule("trigger-target"))
        why = why_not_target(combat, source, target, controller, named.target)
        if why is not None:
            choices = ", ".join(combat.name(i) for i in legal)
            raise ScenarioError("invalid-scenario", f"{named.path}.target: {source.name}'s trigger needs "
                                f"{TARGET_KINDS[target.what]}, chosen as it is put on the stack; {why[0]}: choose "
                                f"{choices}",
                                f"{named.path}.target", why[1])
        if _warded(combat, named.target, controller):
            if not resolve_ward(combat, source, named, controller):
                return None
        elif named.pays_ward is not None:
            raise ScenarioError("invalid-scenario", f"{named.path}.pays_ward: {combat.name(named.target)} has no ward "
                                f"that {source.name}'s trigger would trigger (an opponent's ability, 702.21a): leave "
                                "out 'pays_ward'", f"{named.path}.pays_ward", combat.rules.rule("ward"))
        return _aim(combat, named.target, automatic=False)
    unwarded = [i for i in legal if not _warded(combat, i, controller)]
    if legal and not unwarded:  # 702.21a: paying is a choice the engine does not make
        choices = ", ".join(combat.name(i) for i in legal)
        raise ScenarioError("invalid-scenario", f"$.trigger_targets: {source.name}'s trigger's only legal targets "
                            f"({choices}) have ward: name one with a trigger_targets entry (source {source.id!r}, "
                            f"trigger {index}) saying whether {controller} pays the ward cost ('pays_ward')",
                            "$.trigger_targets", combat.rules.rule("ward"))
    legal = unwarded
    if not legal:
        combat.emit("trigger", combat.rules.rule("trigger-target"), source=source.id, ability="triggers",
                    note=f"{TRIGGER_EVENTS[trigger.on]}: no legal target ({TARGET_KINDS[target.what]}), removed "
                         "from the stack")
        return None
    return _aim(combat, legal[0], automatic=True)


def _warded(combat: CombatMachine, ident: str, controller: str) -> bool:
    """Whether targeting ``ident`` with an ability ``controller`` controls triggers a ward (702.21a)."""
    perm = combat.permanents.get(ident)
    return perm is not None and ident not in combat.players and wards_against(perm, controller, combat.setup)


def _aim(combat: CombatMachine, ident: str, *, automatic: bool) -> Aim:
    perm = combat.permanents.get(ident)
    return Aim(ident, automatic, PLAYER if perm is None or ident in combat.players else perm.incarnation)


def is_still_legal(combat: CombatMachine, source: Permanent, target: TriggerTarget, aim: Aim, controller: str) -> bool:
    """Whether the target is still legal as the trigger resolves (608.2b): the same object (400.7), still fitting."""
    perm = combat.permanents.get(aim.target) if aim.incarnation != PLAYER else None
    if perm is not None and perm.incarnation != aim.incarnation:
        return False
    return why_not_target(combat, source, target, controller, aim.target) is None


def resolve_aim(combat: CombatMachine, source: Permanent, target: TriggerTarget, aim: Aim, controller: str,
                rule: str) -> None:
    """What the trigger does to its target as it resolves, if the target is still legal (608.2b); state-based
    actions are the caller's to check, once the whole trigger has resolved (704.3)."""
    perm = combat.permanents.get(aim.target) if aim.incarnation != PLAYER else None
    if not is_still_legal(combat, source, target, aim, controller):
        combat.emit("fizzles", combat.rules.rule("fizzles"), action="triggers", target=aim.target)
        return
    if target.damage:  # the source deals it, as it last existed if it left (113.7a, 608.2h)
        combat.deal_simultaneously([(source.id, [(aim.target, target.damage)])], combat=False)
    if perm is None or not perm.on_battlefield:
        return
    until_end_of_turn = combat.rules.rule("until-end-of-turn")
    if target.counters:
        perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + target.counters
        combat.emit("counters", rule, id=perm.id, kind="+1/+1", amount=target.counters)
    if target.power or target.toughness:
        perm.pump_power += target.power
        perm.pump_toughness += target.toughness
        combat.emit("pump", until_end_of_turn, id=perm.id, power=target.power, toughness=target.toughness)
    for name, number in target.keywords + ((("cant_block", None),) if target.cant_block else ()):
        perm.grant(name, number)
        combat.emit("gains", until_end_of_turn, id=perm.id, keyword=name if number is None else f"{name}:{number}")
    if target.tap and not perm.tapped:  # 701.26a: only an untapped permanent can be tapped
        perm.tapped = True
        combat.emit("taps", rule, id=perm.id)


def aimed_subject(subject: str, aim: Aim) -> str:
    """A waiting own trigger's subject (``"index:incarnation"``) with the target it was put on the stack with."""
    return f"{subject}:{int(aim.automatic)}:{aim.incarnation}:{aim.target}"


def split_subject(subject: str) -> tuple[int, int, Aim | None]:
    """The index, incarnation and target (if it was aimed) a waiting own trigger's subject holds."""
    parts = subject.split(":", 4)
    aim = Aim(parts[4], parts[2] == "1", int(parts[3])) if len(parts) == 5 else None
    return int(parts[0]), int(parts[1]), aim


def aim_waiting(combat: CombatMachine, stacked: list[tuple[str, str, str, int, str]]) -> list[tuple[str, str, str, int, str]]:
    """Triggers that waited for the stack go on it (603.3): each own trigger with a target chooses it now, or is
    removed from the stack (603.3d); the others pass unchanged."""
    out = []
    for kind, source, subject, amount, controller in stacked:
        perm = combat.permanents.get(source)
        if kind == "triggers" and perm is not None and subject.count(":") == 1:
            index, _, _ = split_subject(subject)
            player = combat.players.get(controller)
            if perm.triggers[index].target is not None and not (player is not None and player.left):
                aim = choose_aim(combat, perm, index, controller)
                if aim is None:
                    continue
                subject = aimed_subject(subject, aim)
        out.append((kind, source, subject, amount, controller))
    return out
