"""Dividing combat damage (510.1): where a source's damage may go, what is lethal, the automatic division and
the checks of a division (510.1a–d, 702.19b–e, 702.2c, 702.22j–k).

Functions of the combat machine as it stands (:class:`pyengine.combat.Combat`, which keeps thin
methods of the same names for the rulesets' :class:`~pyengine.machine.CombatMachine` protocol); they
read the combat's state and change nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import Problem
from .model import Recipients
from .text import possessive

if TYPE_CHECKING:
    from .combat import Combat
    from .model import Ledger


def recipients(machine: Combat, source: str) -> Recipients:
    """Where a source's combat damage may go now (510.1b–d, 702.19)."""
    if source in machine.attacks:
        return _attacker_recipients(machine, source)
    attackers = [a for a in machine.blocks.get(source, []) if a in machine.attacks]
    if not attackers:
        return Recipients("none", why_none="assign-blocker")
    return Recipients("blocker", machine.rules.order_recipients(machine, source, attackers))


def _attacker_recipients(machine: Combat, source: str) -> Recipients:
    perm = machine.permanents[source]
    attack = machine.attacks[source]
    target = attack.target
    target_here = _target_still_attacked(machine, target)
    over_pw = perm.has("trample_over_planeswalkers")
    tramples = perm.tramples
    spill: str | None = None
    if over_pw and target in machine.permanents and machine.permanents[target].is_("planeswalker"):
        # 702.19c: its controller; once it is removed from combat, the defending player (702.19e), who stays
        # the player it was declared against if its controller changed (506.2).
        spill = attack.defending or machine.permanents[target].controller
    spill_here = spill is not None and not machine.players[spill].left
    reach = target if target_here else spill if spill_here else None  # 702.19e: to the controller
    # 800.4e: the player who left that this damage would otherwise be assigned to (the one attacked, or
    # with trample over planeswalkers the controller of the planeswalker that left with them, 702.19e).
    gone = (target if target in machine.players and not target_here
            else spill if spill is not None and not target_here and not spill_here else None)
    if not attack.blocked:
        if reach is None:
            return (Recipients("none", why_none="left-player-damage", left_player=gone) if gone is not None
                    else Recipients("none", why_none="attack-target-left"))
        return Recipients("unblocked", target=reach,
                          past_planeswalker=spill if target_here and reach != spill else None)
    blockers = [b for b in attack.blockers if b in machine.blocks]
    if perm.has("damage_as_though_unblocked") and reach is not None:
        # It may assign all its damage as though it weren't blocked (510.1c).
        return Recipients("blocked", machine.rules.order_recipients(machine, source, blockers), target=reach,
                          as_though_unblocked=True)
    if not blockers:
        if tramples and reach is not None:  # 702.19d
            return Recipients("unblocked", target=reach,
                              past_planeswalker=spill if target_here and reach != spill else None)
        if tramples and gone is not None:  # 702.19d would assign it all to a player who left (800.4e)
            return Recipients("none", why_none="left-player-damage", left_player=gone)
        return Recipients("none", why_none="assign-blocked")
    ordered = machine.rules.order_recipients(machine, source, blockers)
    if any(machine.permanents[b].has("banding") for b in blockers):
        # 702.22j: the defending player divides it among the creatures blocking it, trample or not.
        return Recipients("blocked", ordered)
    if tramples and reach is not None:
        return Recipients("blocked", ordered, target=reach,
                          past_planeswalker=spill if target_here and reach != spill else None)
    return Recipients("blocked", ordered)


def chooser(machine: Combat, source: str, recipients: Recipients) -> str:
    """Who divides a source's combat damage: its controller, except with banding (702.22j–k)."""
    perm = machine.permanents[source]
    if recipients.kind == "blocked" and any(machine.permanents[b].has("banding") for b in recipients.creatures):
        return machine.attacks[source].defending or machine.setup.defending_player
    if recipients.kind == "blocker" and any(machine.permanents[a].has("banding") for a in recipients.creatures):
        return machine.setup.active_player
    return perm.controller


def _target_still_attacked(machine: Combat, target: str) -> bool:
    if target in machine.players:
        return not machine.players[target].left  # 800.4e: no combat damage is assigned to a player who left
    perm = machine.permanents[target]
    return (perm.on_battlefield and (perm.is_("planeswalker") or perm.is_("battle"))
            and target not in machine.removed_targets)


def lethal(machine: Combat, recipient: str, source: str, ledger: Ledger, *, others_only: bool = True) -> int | None:
    """Damage a source must assign for it to count as lethal (702.19b, 702.2c), or ``None``.

    Counts damage already marked and damage other sources assign to it in
    this step; ignores prevention. A planeswalker's is its loyalty (702.19c).
    Players have no lethal amount (``None``).
    """
    perm = machine.permanents.get(recipient)
    if perm is None:
        return None
    assigned = ledger.by_others(recipient, source)
    if perm.is_("creature") or perm.is_("unit"):
        if machine.rules.deathtouch_is_lethal and any(
                amount and machine.permanents[s].has("deathtouch") for s, amount in assigned):
            return 0
        remaining = perm.toughness - perm.damage - sum(amount for _, amount in assigned)
        if remaining <= 0:
            return 0
        if machine.rules.deathtouch_is_lethal and machine.permanents[source].has("deathtouch"):
            return 1
        return remaining
    if perm.is_("planeswalker"):
        return max(0, perm.loyalty - sum(amount for _, amount in assigned))
    if perm.is_("battle"):
        return max(0, perm.defense - sum(amount for _, amount in assigned))
    return None


def combat_damage_amount(machine: Combat, source: str) -> int:
    """How much combat damage a source assigns: its power, or its toughness with
    ``damage_by_toughness`` (510.1a: "assigns combat damage equal to its toughness rather than its power")."""
    perm = machine.permanents[source]
    return perm.toughness if perm.has("damage_by_toughness") else perm.power


def automatic_division(machine: Combat, source: str, recipients: Recipients, ledger: Ledger) -> dict[str, int]:
    """The spec's automatic division: lethal to each in order, the rest past them or to the last."""
    left = max(0, combat_damage_amount(machine, source))
    division: dict[str, int] = {}
    if recipients.kind == "none" or left == 0:
        return division
    if recipients.as_though_unblocked and (not recipients.creatures or not machine.permanents[source].tramples):
        # Blocked: it deals its damage as though unblocked when nothing blocks it any more; otherwise
        # the automatic choice deals it to the blockers (explicit divisions may choose the player).
        if not recipients.creatures:
            return {recipients.target: left} if recipients.target else {}
        recipients = Recipients("blocked", recipients.creatures)
    for creature in recipients.creatures:
        give = min(left, lethal(machine, creature, source, ledger) or 0)
        division[creature] = give
        left -= give
    if left and recipients.target is not None:
        target = recipients.target
        if recipients.past_planeswalker is not None:  # 702.19c: the planeswalker first, then its controller
            give = min(left, lethal(machine, target, source, ledger) or 0)
            division[target] = give
            left -= give
            target = recipients.past_planeswalker
        division[target] = division.get(target, 0) + left
    elif left:
        last = recipients.creatures[-1]
        division[last] += left
    return {r: a for r, a in division.items() if a}


def check_division_shape(machine: Combat, source: str, recipients: Recipients, division: dict[str, int],
                         path: str) -> Problem | None:
    """The checks every ruleset shares: who may receive damage and how much there is (510.1a–d)."""
    name = machine.name(source)
    power = max(0, combat_damage_amount(machine, source))
    by_toughness = machine.permanents[source].has("damage_by_toughness")
    measure = "toughness" if by_toughness else "power"
    if power == 0:
        return Problem("illegal-assignment", f"{name} has {measure} {combat_damage_amount(machine, source)}, so it "
                       "assigns no combat damage and has no division to make", f"{path}.division",
                       machine.rules.rule("damage-by-toughness" if by_toughness else "assign-power"))
    if recipients.kind == "none":
        why = {"assign-blocker": f"{name} is blocking no attacker any more, so it assigns no combat damage",
               "assign-blocked": f"{name} is blocked and nothing blocks it any more, so without trample it "
                                 "assigns no combat damage",
               "attack-target-left": f"what {name} attacked has left combat, so it assigns no combat damage",
               "left-player-damage": f"{recipients.left_player or 'the player ' + name + ' attacks'}, to whom "
                                     f"{possessive(name)} combat damage would be assigned, has left the game, and combat "
                                     "damage isn't assigned to a player who left"}
        return Problem("illegal-assignment", why[recipients.why_none], f"{path}.division",
                       machine.rules.rule(recipients.why_none))
    allowed = recipients.all()
    for recipient, amount in division.items():
        if recipient not in allowed and amount:
            return Problem("illegal-assignment", _why_not_recipient(machine, source, recipients, recipient),
                           f"{path}.division[{recipient!r}]", _rule_not_recipient(machine, source, recipients))
    total = sum(division.values())
    if recipients.kind != "none" and total != power:
        return Problem("illegal-assignment",
                       f"{name} assigns combat damage equal to its {measure}, {power}; this division assigns "
                       f"{total}", f"{path}.division",
                       machine.rules.rule("damage-by-toughness" if by_toughness else "assign-power"))
    return None


def _why_not_recipient(machine: Combat, source: str, recipients: Recipients, recipient: str) -> str:
    name, other = machine.name(source), machine.name(recipient)
    if recipients.kind == "blocked" and chooser(machine, source, recipients) != machine.permanents[source].controller:
        return (f"{name} is blocked by a creature with banding: the defending player divides its damage "
                f"among the creatures blocking it, none to {other}")
    if recipients.kind == "blocker":
        return f"{name} is blocking, so it assigns its damage only to the attackers it blocks, not {other}"
    if recipients.kind == "blocked" and recipients.target is None:
        if _attacks_nothing(machine, source):
            return (f"what {name} attacked has left combat, so it attacks nothing: all its damage goes to its "
                    f"blockers, none to {other}")
        return f"{name} is blocked and has no trample: all its damage goes to its blockers, none to {other}"
    if recipients.kind == "unblocked":
        return f"{name} is unblocked: its damage goes to what it attacks, not {other}"
    attack = machine.attacks.get(source)
    if attack and attack.target in machine.permanents and recipient in machine.players:
        kind = "battle" if machine.permanents[attack.target].is_("battle") else "planeswalker"
        return (f"{name} is attacking a {kind}: trample lets its excess damage go to the {kind}, "
                f"not to {other}")
    return f"{other} can't be assigned combat damage from {name}"


def _attacks_nothing(machine: Combat, source: str) -> bool:
    """A trampler (or one that may assign as though it weren't blocked) whose planeswalker or battle was removed
    from combat: nothing is past its blockers (506.4c)."""
    attack, perm = machine.attacks.get(source), machine.permanents[source]
    return ((perm.tramples or perm.has("damage_as_though_unblocked")) and attack is not None
            and attack.target in machine.permanents
            and not machine.is_attacked(attack.target))


def _rule_not_recipient(machine: Combat, source: str, recipients: Recipients) -> str:
    if recipients.kind == "blocked" and chooser(machine, source, recipients) != machine.permanents[source].controller:
        return machine.rules.rule("band-divides-attacker")
    if recipients.kind == "blocker":
        return machine.rules.rule("assign-blocker")
    if recipients.kind == "unblocked":
        return machine.rules.rule("assign-unblocked")
    if recipients.kind == "blocked" and recipients.target is None and _attacks_nothing(machine, source):
        return machine.rules.rule("attack-target-left")
    attack = machine.attacks.get(source)
    if recipients.target is not None and attack and attack.target in machine.permanents:
        if machine.permanents[attack.target].is_("battle"):
            # 702.19b: the excess goes to "the player, planeswalker, or battle the creature is attacking"; 702.19c's
            # exception (and 702.19f) is for a creature attacking a planeswalker, so trample over planeswalkers
            # attacking a battle is plain trample.
            return machine.rules.rule("trample")
        return machine.rules.rule("trample-attacking-planeswalker")
    return machine.rules.rule("assign-blocked")


def check_trample(machine: Combat, source: str, recipients: Recipients, division: dict[str, int],
                  path: str, ledger: Ledger | None = None) -> Problem | None:
    """702.19b–c: damage past the blockers only once each has lethal damage assigned."""
    ledger = ledger if ledger is not None else machine._ledger
    if recipients.kind != "blocked" and recipients.past_planeswalker is None:
        return None
    name = machine.name(source)
    past = sum(a for r, a in division.items() if r not in recipients.creatures)
    if recipients.as_though_unblocked and past == sum(division.values()):
        return None  # all of it as though it weren't blocked
    if recipients.as_though_unblocked and past and not machine.permanents[source].tramples:
        return Problem("illegal-assignment",
                       f"{name} may assign all its damage as though it weren't blocked, or all of it to its "
                       "blockers, not part to each", f"{path}.division", machine.rules.rule("assign-blocked"))
    if past:
        for blocker in recipients.creatures:
            need = lethal(machine, blocker, source, ledger) or 0
            if division.get(blocker, 0) < need:
                return Problem(
                    "illegal-assignment",
                    f"{name} has trample, but {machine.name(blocker)} must be assigned lethal damage ({need}) "
                    f"before any damage goes past it; it is assigned {division.get(blocker, 0)}",
                    f"{path}.division", machine.rules.rule("trample"))
    controller = recipients.past_planeswalker
    if controller is not None and division.get(controller, 0) and recipients.target != controller:
        walker = recipients.target
        assert walker is not None
        need = lethal(machine, walker, source, ledger) or 0
        if division.get(walker, 0) < need:
            return Problem(
                "illegal-assignment",
                f"{name} has trample over planeswalkers, but {machine.name(walker)} must be assigned damage "
                f"equal to its loyalty ({need}) before any goes to {controller}",
                f"{path}.division", machine.rules.rule("trample-over-planeswalkers"))
    return None
