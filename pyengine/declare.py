"""Declaring attackers (CR 508.1) and blockers (CR 509.1): is the declaration legal?

Each check is a small named predicate; :func:`attack_problems` and
:func:`block_problems` run them all over the whole declaration and return every
problem, each with the rule that forbids it. Evasion abilities are rows of
:data:`EVASION` (what may block an attacker with the keyword).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import Problem
from .render import and_list

if TYPE_CHECKING:
    from .model import Permanent, Setup
    from .rulesets.base import Ruleset

#: Evasion: keyword of the attacker → (may this creature block it?, rule meaning, why not).
EVASION: dict[str, tuple[Callable[[Permanent, Permanent], bool], str, str]] = {
    "unblockable": (lambda attacker, blocker: False, "unblockable", "{a} can't be blocked"),
    "flying": (lambda attacker, blocker: blocker.has("flying") or blocker.has("reach"), "flying",
               "{a} has flying: only a creature with flying or reach can block it, and {b} has neither"),
    "fear": (lambda attacker, blocker: blocker.is_("artifact") or "black" in blocker.colors, "fear",
             "{a} has fear: only artifact and/or black creatures can block it, and {b} is neither"),
    "intimidate": (lambda attacker, blocker: blocker.is_("artifact") or bool(attacker.colors & blocker.colors),
                   "intimidate", "{a} has intimidate: only artifact creatures and creatures sharing a color with "
                                 "it can block it, and {b} is neither"),
    "shadow": (lambda attacker, blocker: blocker.has("shadow"), "shadow",
               "{a} has shadow: only creatures with shadow can block it, and {b} has none"),
    "horsemanship": (lambda attacker, blocker: blocker.has("horsemanship"), "horsemanship",
                     "{a} has horsemanship: only creatures with horsemanship can block it"),
    "skulk": (lambda attacker, blocker: blocker.power <= attacker.power, "skulk",
              "{a} has skulk: creatures with greater power ({b} has {bp}, {a} {ap}) can't block it"),
    "daunt": (lambda attacker, blocker: blocker.power > 2, "daunt",
              "{a} has daunt: creatures with power 2 or less can't block it, and {b} has power {bp}"),
}

#: Restrictions carried by the blocker: keyword of the blocker → (may it block this attacker?, rule, why not).
BLOCKER_RESTRICTIONS: dict[str, tuple[Callable[[Permanent, Permanent], bool], str, str]] = {
    "shadow": (lambda attacker, blocker: attacker.has("shadow"), "shadow",
               "{b} has shadow: it can block only creatures with shadow, and {a} has none"),
}


def attack_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """Every reason the declared attacks are illegal (CR 508.1)."""
    problems = []
    for attack in setup.attackers:
        creature = setup.permanents.get(attack.id)
        if creature is None:
            problems.append(Problem("illegal-attack", f"{attack.id!r} is a player: only creatures attack",
                                    f"{attack.path}.id", rules.rule("attack-creature")))
            continue
        why = _why_cannot_attack(creature, setup, rules)
        if why is not None:
            problems.append(Problem("illegal-attack", why[0], f"{attack.path}.id", why[1]))
        why = _why_cannot_be_attacked(attack.target, setup, rules)
        if why is not None:
            problems.append(Problem("illegal-attack", why[0], f"{attack.path}.target", why[1]))
        if attack.provoke is not None and creature.has("provoke") is False:
            problems.append(Problem("invalid-scenario", f"{creature.name} has no provoke to name a creature with",
                                    f"{attack.path}.provoke"))
        if attack.mentor is not None and not creature.has("mentor"):
            problems.append(Problem("invalid-scenario", f"{creature.name} has no mentor to name a creature with",
                                    f"{attack.path}.mentor"))
        if attack.mentor is not None and creature.has("mentor"):
            why = _why_not_mentor_target(creature, attack.mentor, setup, rules)
            if why is not None:
                problems.append(Problem("illegal-attack", why[0], f"{attack.path}.mentor", why[1]))
        if attack.provoke is not None and attack.provoke in setup.permanents:
            provoked = setup.permanents[attack.provoke]
            if provoked.controller != setup.defending_player or not provoked.is_("creature"):
                problems.append(Problem("illegal-attack", f"provoke targets a creature the defending player controls; "
                                        f"{provoked.name} is not one", f"{attack.path}.provoke",
                                        rules.rule_for_keyword("provoke") + "a"))
    return problems + band_problems(setup, rules)


def mentor_targets(creature: Permanent, setup: Setup) -> list[str]:
    """702.134a: what a mentor trigger may target, chosen as it is put on the stack (603.3d), which is as
    attackers are declared: every other attacking creature with lesser power than the mentor's."""
    return [a.id for a in setup.attackers
            if a.id != creature.id and a.id in setup.permanents and setup.permanents[a.id].is_("creature")
            and setup.permanents[a.id].power < creature.power]


def _why_not_mentor_target(creature: Permanent, named: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """A named mentor target must be legal as the trigger is put on the stack (603.3d, 702.134a)."""
    legal = mentor_targets(creature, setup)
    if named in legal:
        return None
    name = creature.name
    if not legal:
        return (f"no other attacking creature has less power than {name} ({creature.power}), so its mentor trigger "
                "has no legal target and is removed from the stack: leave out 'mentor'", rules.rule("trigger-target"))
    other = setup.permanents.get(named)
    if other is None or named not in {a.id for a in setup.attackers} or named == creature.id:
        what = f"{other.name if other is not None else named} is not another attacking creature"
    else:
        what = f"{other.name} has power {other.power}, not less than {name}'s {creature.power}"
    choices = and_list([setup.permanents[i].name for i in legal]).replace(" and ", " or ")
    return (f"mentor must target another attacking creature with lesser power when there is one (the target is "
            f"chosen as the trigger is put on the stack); {what}: choose {choices}",
            rules.rule_for_keyword("mentor") + "a")


def band_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """702.22c: a band is creatures with banding and at most one without, all attacking the same thing."""
    bands: dict[str, list[tuple[Permanent, str, str]]] = {}
    for attack in setup.attackers:
        if attack.band is not None and attack.id in setup.permanents:
            bands.setdefault(attack.band, []).append((setup.permanents[attack.id], attack.target, attack.path))
    problems = []
    rule = rules.rule_for_keyword("banding") + "c"
    for name, members in bands.items():
        path = f"{members[-1][2]}.band"
        without = [m.name for m, _, _ in members if not m.has("banding")]
        if len(members) < 2:
            problems.append(Problem("illegal-attack", f"the band {name!r} has one creature; a band needs two or more",
                                    path, rule))
        elif len(without) > 1:
            problems.append(Problem("illegal-attack", f"the band {name!r} has {len(without)} creatures without banding "
                                    f"({', '.join(without)}); at most one may lack it", path, rule))
        elif len({t for _, t, _ in members}) > 1:
            problems.append(Problem("illegal-attack", f"the band {name!r} attacks more than one player, planeswalker "
                                    "or battle; a band attacks one", path, rule))
    return problems


def _why_cannot_attack(creature: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    name = creature.name
    if creature.controller != setup.active_player:
        return (f"{name} is controlled by {creature.controller}; only the active player "
                f"({setup.active_player}) declares attackers", rules.rule("attack-controller"))
    if not creature.is_("creature") or creature.is_("battle"):
        return f"{name} is not a creature, so it can't attack", rules.rule("attack-creature")
    if creature.tapped:
        return f"{name} is tapped, so it can't attack", rules.rule("attack-untapped")
    if creature.sick and not creature.has("haste"):
        return (f"{name} has summoning sickness (it hasn't been under its controller's control "
                "since the turn began) and no haste", rules.rule("attack-sick"))
    if creature.has("defender"):
        return f"{name} has defender, so it can't attack", rules.rule("attack-defender")
    return None


def _why_cannot_be_attacked(target: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    active = setup.active_player
    if target in setup.players:
        if target == active:
            return f"a player can't attack themselves; attack {setup.defending_player}", rules.rule("attack-target")
        return None
    perm = setup.permanents[target]
    if perm.is_("planeswalker"):
        if perm.controller == active:
            return (f"{perm.name} is the active player's own planeswalker; only an opponent's "
                    "planeswalker can be attacked", rules.rule("attack-target"))
        return None
    if perm.is_("battle"):
        if perm.protector == active:
            return (f"{perm.name} is protected by {active}, who can't attack it", rules.rule("attack-battle-protector"))
        return None
    return (f"{perm.name} can't be attacked: a creature attacks a player, a planeswalker or a battle",
            rules.rule("attack-target"))


def block_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """Every reason the declared blocks are illegal (CR 509.1), menace included."""
    problems = []
    attacking = {a.id: a for a in setup.attackers}
    blocked_by: dict[str, list[str]] = {}
    for block in setup.blockers:
        blocker = setup.permanents.get(block.id)
        if blocker is None:
            problems.append(Problem("illegal-block", f"{block.id!r} is a player: only creatures block",
                                    f"{block.path}.id", rules.rule("block-creature")))
            continue
        why = _why_cannot_block(blocker, setup, rules)
        if why is not None:
            problems.append(Problem("illegal-block", why[0], f"{block.path}.id", why[1]))
            continue
        allowed = 1 + blocker.amount("extra_blocks")
        if len(block.blocks) > allowed:
            problems.append(Problem(
                "illegal-block", f"{blocker.name} can block {_count(allowed, 'creature')}, not {len(block.blocks)}",
                f"{block.path}.blocks", rules.rule("block-count")))
        for i, attacker_id in enumerate(block.blocks):
            path = f"{block.path}.blocks[{i}]"
            attack = attacking.get(attacker_id)
            if attack is None:
                name = setup.permanents[attacker_id].name if attacker_id in setup.permanents else attacker_id
                problems.append(Problem("illegal-block", f"{name} is not attacking, so it can't be blocked",
                                        path, rules.rule("block-side")))
                continue
            attacker = setup.permanents[attacker_id]
            why = _why_cannot_block_attacker(blocker, attacker, attack.target, setup, rules)
            if why is not None:
                problems.append(Problem("illegal-block", why[0], path, why[1]))
                continue
            blocked_by.setdefault(attacker_id, []).append(block.id)
    problems.extend(_requirement_problems(setup, rules, blocked_by))
    for attacker_id, blockers in blocked_by.items():
        attacker = setup.permanents[attacker_id]
        if attacker.has("menace") and len(blockers) == 1:
            problems.append(Problem(
                "illegal-block", f"{attacker.name} has menace: it can't be blocked except by two or more "
                                 f"creatures, and only {setup.permanents[blockers[0]].name} blocks it",
                next(b.path for b in setup.blockers if b.id == blockers[0]), rules.rule("menace")))
    return problems


def _requirement_problems(setup: Setup, rules: Ruleset, blocked_by: dict[str, list[str]]) -> list[Problem]:
    """509.1c: a provoked creature must block the provoker if it can (provoke, 702.39).

    The declaration must obey as many of these requirements as it can without breaking a
    restriction. Each provoked creature's requirements are counted on their own: it can obey
    one per creature it may block (1, or more with ``extra_blocks``), so two attackers
    provoking the same creature ask it to block one of them, either one.
    """
    problems = []
    for provoked_id, provokers in obeyable_requirements(setup, rules).items():
        provoked = setup.permanents[provoked_id]
        possible = min(len(provokers), 1 + provoked.amount("extra_blocks"))
        obeyed = sum(1 for provoker in provokers if provoked_id in blocked_by.get(provoker.id, ()))
        if obeyed >= possible:
            continue
        path = next((b.path for b in setup.blockers if b.id == provoked_id), "$.blockers")
        if len(provokers) == 1:
            why = (f"{provokers[0].name} provoked {provoked.name}: it must block {provokers[0].name} if able, "
                   "and it can")
        else:
            names = and_list([p.name for p in provokers])
            how_many = "one of them" if possible == 1 else f"{possible} of them"
            why = (f"{names} provoked {provoked.name}: it must block {how_many} if able (as many as it can), "
                   f"and it blocks {obeyed}")
        problems.append(Problem("illegal-block", why, path, rules.rule("block-requirement")))
    return problems


def obeyable_requirements(setup: Setup, rules: Ruleset) -> dict[str, list[Permanent]]:
    """Provoked creature → the provokers it could block without breaking a restriction (509.1c)."""
    obeyable: dict[str, list[Permanent]] = {}
    for attack in setup.attackers:
        if attack.provoke is None or attack.provoke not in setup.permanents or attack.id not in setup.permanents:
            continue
        provoker, provoked = setup.permanents[attack.id], setup.permanents[attack.provoke]
        if _can_obey_provoke(provoker, provoked, attack.target, setup, rules):
            obeyable.setdefault(provoked.id, []).append(provoker)
    return obeyable


def _can_obey_provoke(provoker: Permanent, provoked: Permanent, target: str, setup: Setup, rules: Ruleset) -> bool:
    """Whether the provoked creature could block its provoker without breaking a restriction."""
    if _why_cannot_block(provoked, setup, rules) is not None:
        return False
    if _why_cannot_block_attacker(provoked, provoker, target, setup, rules) is not None:
        return False
    if provoker.has("menace") and not rules.requirements_recruit_other_blockers:
        return False  # 500.5 (before 2009): options that need another creature to block aren't considered
    if provoker.has("menace") and not any(
            other.id != provoked.id and _why_cannot_block(other, setup, rules) is None
            and _why_cannot_block_attacker(other, provoker, target, setup, rules) is None
            for other in setup.permanents.values()):
        return False  # it could block only alone, which menace forbids
    return True


def _why_cannot_block(blocker: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    if blocker.controller != setup.defending_player:
        return (f"{blocker.name} is controlled by {blocker.controller}; only the defending player "
                f"({setup.defending_player}) declares blockers", rules.rule("block-controller"))
    if not blocker.is_("creature") or blocker.is_("battle"):
        return f"{blocker.name} is not a creature, so it can't block", rules.rule("block-creature")
    if blocker.tapped:
        return f"{blocker.name} is tapped, so it can't block", rules.rule("block-untapped")
    return None


def _why_cannot_block_attacker(blocker: Permanent, attacker: Permanent, target: str, setup: Setup,
                               rules: Ruleset) -> tuple[str, str] | None:
    defending = blocker.controller
    target_perm = setup.permanents.get(target)
    if target_perm is None:
        attacks_defender = target == defending
    elif target_perm.is_("battle"):
        attacks_defender = target_perm.protector == defending
    else:
        attacks_defender = target_perm.controller == defending
    if not attacks_defender:
        return (f"{attacker.name} is not attacking {defending}, a planeswalker {defending} controls or a "
                f"battle {defending} protects, so {blocker.name} can't block it", rules.rule("block-side"))
    for table, holder in ((EVASION, attacker), (BLOCKER_RESTRICTIONS, blocker)):
        for keyword, (may_block, meaning, why) in table.items():
            if holder.has(keyword) and not may_block(attacker, blocker):
                text = why.format(a=attacker.name, b=blocker.name, ap=attacker.power, bp=blocker.power)
                return text, rules.rule(meaning)
    shared = attacker.protection & blocker.colors
    if shared:
        return (f"{attacker.name} has protection from {', '.join(sorted(shared))}, so the "
                f"{'/'.join(sorted(shared))} {blocker.name} can't block it", rules.rule("protection-block"))
    return None


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def why_cannot_attack(creature: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature can't attack (message, rule), or ``None`` (the advisor's question)."""
    return _why_cannot_attack(creature, setup, rules)


def why_cannot_be_attacked(target: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """Why this player or permanent can't be attacked (message, rule), or ``None``."""
    return _why_cannot_be_attacked(target, setup, rules)


def why_cannot_block(blocker: Permanent, attacker: Permanent, target: str, setup: Setup,
                     rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature can't block that attacker on its own (message, rule), or ``None``."""
    return _why_cannot_block(blocker, setup, rules) or _why_cannot_block_attacker(blocker, attacker, target,
                                                                                  setup, rules)


def why_blocker_cannot_block(blocker: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature can't block at all (message, rule), or ``None``."""
    return _why_cannot_block(blocker, setup, rules)


def why_cannot_block_attacker(blocker: Permanent, attacker: Permanent, target: str, setup: Setup,
                              rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature, able to block, can't block that attacker (message, rule), or ``None``."""
    return _why_cannot_block_attacker(blocker, attacker, target, setup, rules)
