"""Declaring attackers (CR 508.1) and blockers (CR 509.1): is the declaration legal?

Each check is a small named predicate; :func:`attack_problems` (and
:func:`pyengine.blocks.block_problems`) run them all over the whole declaration and return every
problem, each with the rule that forbids it. Evasion abilities are rows of
:data:`EVASION` (what may block an attacker with the keyword).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import Problem
from .keywords import landwalk_subtype
from .targeting import why_untargetable
from .ward import wards_against
from .text import and_list, possessive

if TYPE_CHECKING:
    from .board import Setup
    from .model import BlockerFilter, BoardFilter, Permanent
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
    "can_block_only_flying": (lambda attacker, blocker: attacker.has("flying"), "block-restriction",
                              "{b} can block only creatures with flying, and {a} has no flying"),
}


def _landwalk(attacker: Permanent, defending: str, setup: Setup) -> tuple[str, str] | None:
    """702.14c: the attacker's landwalk keyword and a land of that subtype the defending player controls."""
    for keyword, _ in attacker.keywords:
        subtype = landwalk_subtype(keyword)
        if subtype is None:
            continue
        land = next((p for p in setup.permanents.values() if p.controller == defending and p.on_battlefield
                     and p.is_("land") and p.has_subtype(subtype)), None)
        if land is not None:
            return keyword, land.name
    return None


def min_blockers(attacker: Permanent) -> int:
    """How many creatures must block it, if any do (702.111b menace: 2; "can't be blocked except by N or more")."""
    need = max((n or 0 for k, n in attacker.keywords if k == "min_blockers"), default=1)
    return max(2 if attacker.has("menace") else 1, need)


def max_blockers(attacker: Permanent) -> int | None:
    """How many creatures may block it at most ("can't be blocked by more than one creature", 509.1b), or ``None``."""
    return min((n for k, n in attacker.keywords if k == "max_blockers" and n is not None), default=None)


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
        why = _why_cannot_be_attacked(attack.target, setup, rules) or _why_cannot_attack_target(
            creature, attack.target, setup, rules)
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
            # 802.2a: "the defending player" of an attacking creature is the one it attacks.
            if (provoked.controller != setup.defender_of(attack.target) or not provoked.is_("creature")
                    or not provoked.on_battlefield):
                problems.append(Problem("illegal-attack", f"provoke targets a creature the defending player controls; "
                                        f"{provoked.name} is not one", f"{attack.path}.provoke",
                                        rules.rule_for_keyword("provoke") + "a"))
            elif (why := why_untargetable(provoked, creature, creature.controller, setup, rules)) is not None:
                problems.append(Problem("illegal-attack", f"provoke can't target {provoked.name}: {why[0]}",
                                        f"{attack.path}.provoke", why[1]))
            elif wards_against(provoked, creature.controller, setup):  # 702.21a: its payment is not modelled
                problems.append(Problem("not-implemented", f"provoke targeting {provoked.name}, which has ward, is not "
                                        "modelled: ward would counter provoke unless its controller paid (702.21a)",
                                        f"{attack.path}.provoke", rules.rule("ward")))
    return problems + band_problems(setup, rules) + enlist_problems(setup, rules) + attack_requirement_problems(
        setup, rules)


def enlist_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """702.154a: an attacker may tap one untapped creature its controller controls that isn't attacking and
    has haste or has been under their control since the turn began; no creature is enlisted twice, and
    none by itself (702.154c)."""
    problems = []
    enlisted: set[str] = set()
    for attack in setup.attackers:
        attacker = setup.permanents.get(attack.id)
        if attack.enlist is None or attacker is None:
            continue
        if not attacker.has("enlist"):
            problems.append(Problem("invalid-scenario", f"{attacker.name} has no enlist to enlist a creature with",
                                    f"{attack.path}.enlist", rules.rule("enlist")))
            continue
        why = _why_cannot_enlist(attacker, attack.enlist, setup, enlisted)
        if why is not None:
            rule = rules.rule("enlist-itself" if attack.enlist == attacker.id else "enlist")
            problems.append(Problem("illegal-attack", why, f"{attack.path}.enlist", rule))
        enlisted.add(attack.enlist)
    return problems


def _why_cannot_enlist(attacker: Permanent, enlist: str, setup: Setup, enlisted: set[str]) -> str | None:
    helper = setup.permanents.get(enlist)
    if helper is None:
        return f"{enlist!r} is a player: an attacker enlists a creature"
    if helper.id == attacker.id:
        return f"{attacker.name} can't enlist itself"
    if not helper.is_("creature") or not helper.on_battlefield:
        return f"{helper.name} is not a creature on the battlefield, so it can't be enlisted"
    if helper.controller != attacker.controller:
        return f"{helper.name} is controlled by {helper.controller}, not by {attacker.controller} who attacks"
    if any(a.id == helper.id for a in setup.attackers):
        return f"{helper.name} is attacking; only a creature chosen not to attack can be enlisted"
    if helper.tapped:
        return f"{helper.name} is tapped; enlisting taps an untapped creature"
    if helper.sick and not helper.has("haste"):
        return (f"{helper.name} has summoning sickness (it hasn't been under {possessive(helper.controller)} control since "
                "the turn began) and no haste, so it can't be enlisted")
    if helper.id in enlisted:
        return f"{helper.name} is already enlisted by another attacker; it can be tapped only once"
    return None


def enlist_candidates(attacker: Permanent, setup: Setup) -> list[str]:
    """702.154a: the creatures ``attacker`` may enlist, as its attack is declared: its controller's other
    untapped creatures that aren't attacking, with haste or under their control since the turn began."""
    return [p.id for p in setup.permanents.values()
            if p.id != attacker.id and _why_cannot_enlist(attacker, p.id, setup, set()) is None]


def attack_requirement_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """508.1d: each creature that attacks each combat if able must attack, unless a restriction stops it.

    The engine knows no restriction that ties one creature's attack to another's, so each such
    requirement can be obeyed on its own and the maximum is every one whose creature can attack.
    """
    attacking = {a.id for a in setup.attackers}
    enlisted = {a.enlist for a in setup.attackers if a.enlist is not None}
    problems = []
    for creature in setup.permanents.values():
        # 805.10a: in Two-Headed Giant each player of the active team attacks.
        if (creature.has("attacks_each_combat") and setup.team_of(creature.controller) == setup.team_of(
                setup.active_player) and creature.id not in attacking and _why_cannot_attack(creature, setup, rules) is None
                and _may_attack_someone(creature, setup, rules)):
            tapped_for = " (enlisting it instead doesn't excuse it)" if creature.id in enlisted else ""
            problems.append(Problem(
                "illegal-attack", f"{creature.name} attacks each combat if able, and it is able: the declaration "
                f"could obey that requirement without breaking a restriction{tapped_for}", "$.attackers",
                rules.rule("attack-requirement")))
    return problems


def _may_attack_someone(creature: Permanent, setup: Setup, rules: Ruleset) -> bool:
    """Whether some player, planeswalker or battle may be attacked by it (a restriction that names the defending
    player, 508.1c, may leave none: then "attacks each combat if able" asks nothing, 508.1d)."""
    if not creature.attack_unless:
        return True
    targets = list(setup.player_order) + [p.id for p in setup.permanents.values() if p.is_("planeswalker") or p.is_("battle")]
    return any(_why_cannot_be_attacked(t, setup, rules) is None and _why_cannot_attack_target(creature, t, setup, rules)
               is None for t in targets)


def mentor_targets(creature: Permanent, setup: Setup, rules: Ruleset) -> list[str]:
    """702.134a: what a mentor trigger may target, chosen as it is put on the stack (603.3d), which is as
    attackers are declared: every other attacking creature with lesser power than the mentor's that it can target
    (not one with shroud or protection from the mentor's quality, 702.18a, 702.16b)."""
    return [a.id for a in setup.attackers
            if a.id != creature.id and a.id in setup.permanents and setup.permanents[a.id].is_("creature")
            and setup.permanents[a.id].power < creature.power
            and why_untargetable(setup.permanents[a.id], creature, creature.controller, setup, rules) is None]


def _why_not_mentor_target(creature: Permanent, named: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """A named mentor target must be legal as the trigger is put on the stack (603.3d, 702.134a)."""
    legal = mentor_targets(creature, setup, rules)
    if named in legal:
        return None
    name = creature.name
    if not legal:
        return (f"no other attacking creature has less power than {name} ({creature.power}), so its mentor trigger "
                "has no legal target and is removed from the stack: leave out 'mentor'", rules.rule("trigger-target"))
    other = setup.permanents.get(named)
    blocked = why_untargetable(other, creature, creature.controller, setup, rules) if other is not None else None
    if other is None or named not in {a.id for a in setup.attackers} or named == creature.id:
        what = f"{other.name if other is not None else named} is not another attacking creature"
    elif blocked is not None and other.power < creature.power:
        return f"mentor can't target {other.name}: {blocked[0]}", blocked[1]
    else:
        what = f"{other.name} has power {other.power}, not less than {possessive(name)} {creature.power}"
    choices = and_list([setup.permanents[i].name for i in legal]).replace(" and ", " or ")
    return (f"mentor must target another attacking creature with lesser power when there is one (the target is "
            f"chosen as the trigger is put on the stack); {what}: choose {choices}",
            rules.rule_for_keyword("mentor") + "a")


def band_problems(setup: Setup, rules: Ruleset) -> list[Problem]:
    """702.22c: a band is creatures with banding and at most one without; 702.22d: all attacking the same thing
    (802.3b: in a multiplayer game, never different players)."""
    bands: dict[str, list[tuple[Permanent, str, str]]] = {}
    for attack in setup.attackers:
        if attack.band is not None and attack.id in setup.permanents:
            bands.setdefault(attack.band, []).append((setup.permanents[attack.id], attack.target, attack.path))
    problems = []
    rule = rules.rule_for_keyword("banding") + "c"
    # 702.22d (702.21d in 2020); the classic document's letters for it are unconfirmed: its declaration rule.
    same_target = rules.rule_for_keyword("banding") + ("d" if rules.cites_comprehensive_rules else "c")
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
                                    "or battle; a band attacks one", path, same_target))
    return problems


def _why_cannot_attack(creature: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    name = creature.name
    if setup.two_headed_giant and setup.team_of(creature.controller) == setup.team_of(setup.active_player):
        pass  # 805.10a: each player on the active team is an attacking player
    elif creature.controller != setup.active_player:
        return (f"{name} is controlled by {creature.controller}; only the active player "
                f"({setup.active_player}) declares attackers", rules.rule("attack-controller"))
    if not creature.is_("creature") or creature.is_("battle"):
        what = "a battle" if creature.is_("creature") else "not a creature"  # 508.1a: "can't also be battles"
        return f"{name} is {what}, so it can't attack", rules.rule("attack-creature")
    if not creature.on_battlefield:
        return f"{name} is in its owner's {creature.zone}, not on the battlefield, so it can't attack", rules.rule(
            "attack-creature")
    if creature.tapped:
        return f"{name} is tapped, so it can't attack", rules.rule("attack-untapped")
    if creature.sick and not creature.has("haste"):
        return (f"{name} has summoning sickness (it hasn't been under its controller's control "
                "since the turn began) and no haste", rules.rule("attack-sick"))
    if creature.has("defender"):
        return f"{name} has defender, so it can't attack", rules.rule("attack-defender")
    if creature.has("cant_attack"):
        return f"{name} can't attack (a restriction)", rules.rule("attack-restriction")
    for condition in creature.attack_unless:  # those that don't depend on whom it attacks
        found = len(setup.matching(condition, creature)) if condition.controller != "defending" else 0
        if condition.controller != "defending" and found < condition.at_least:
            there = "there is none" if not found else f"there {'is' if found == 1 else 'are'} only {found}"
            return (f"{name} can't attack unless {condition_text(condition, creature, setup)}, and {there} "
                    "(a restriction)", rules.rule("attack-restriction"))
    return None


def _why_cannot_attack_target(creature: Permanent, target: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """508.1c: a restriction "can't attack unless defending player controls …" is checked against the player
    this attack concerns (the player, a planeswalker's controller or a battle's protector, 802.2a)."""
    defending = setup.defender_of(target)
    for condition in creature.attack_unless:
        if condition.controller == "defending" and len(setup.matching(condition, creature, defending)) < condition.at_least:
            return (f"{creature.name} can't attack unless {condition_text(condition, creature, setup, defending)}, "
                    f"and {defending or 'no player'} does not (a restriction)", rules.rule("attack-restriction"))
    return None


def condition_text(condition: BoardFilter, holder: Permanent, setup: Setup, defending: str | None = None) -> str:
    """A board filter in words: "the defending player (bob) controls an Island"."""
    what = list(condition.types) or ([" or ".join(condition.subtypes)] if condition.subtypes else ["permanent"])
    noun = " ".join(([" or ".join(condition.colors)] if condition.colors else []) + what)
    if condition.subtypes and condition.types:
        noun += f" of subtype {' or '.join(condition.subtypes)}"
    if condition.keywords:
        noun += f" with {and_list(list(condition.keywords))}"
    many = f"{condition.at_least} or more {noun}s" if condition.at_least > 1 else (
        f"{'another' if condition.other else 'an' if noun[0] in 'aeiouAEIOU' else 'a'} {noun}")
    if condition.controller == "any":  # every player's together ("five or more Islands on the battlefield")
        return f"there {'are' if condition.at_least > 1 else 'is'} {many} on the battlefield"
    whose = {"defending": f"the defending player ({defending or 'none'})", "you": holder.controller,
             "opponents": f"an opponent of {holder.controller}"}[condition.controller]
    return f"{whose} controls {many}"


def _why_cannot_be_attacked(target: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    active = setup.active_player
    defender = setup.defender_of(target)
    if target in setup.players:
        if target == active:
            others = setup.defending_players
            choice = " or ".join(others) if len(others) <= 2 else ", ".join(others[:-1]) + " or " + others[-1]
            return (f"a player can't attack themselves; attack {choice or 'an opponent'}",
                    rules.rule("attack-target"))
        if setup.team_of(target) == setup.team_of(active):
            return (f"{target} is on {possessive(active)} team; the active team attacks the other team's players, "
                    "planeswalkers and battles", rules.rule("team-attacks"))
        return _why_not_defending(target, target, setup, rules)
    perm = setup.permanents[target]
    if not perm.on_battlefield:
        return (f"{perm.name} is in its owner's {perm.zone}, not on the battlefield, so it can't be attacked",
                rules.rule("attack-target"))
    if perm.is_("planeswalker"):
        if perm.controller == active:
            return (f"{perm.name} is the active player's own planeswalker; only an opponent's "
                    "planeswalker can be attacked", rules.rule("attack-target"))
        if setup.team_of(perm.controller) == setup.team_of(active):
            return (f"{perm.name} is controlled by {perm.controller}, on {possessive(active)} team; the active team attacks "
                    "the other team's players, planeswalkers and battles", rules.rule("team-attacks"))
        return _why_not_defending(perm.name, perm.controller, setup, rules)
    if perm.is_("battle"):
        if perm.protector == active:
            return (f"{perm.name} is protected by {active}, who can't attack it", rules.rule("attack-battle-protector"))
        if perm.protector is not None and setup.team_of(perm.protector) == setup.team_of(active):
            # 310.8b: a battle can be attacked only by a player for whom its protector is a defending player.
            return (f"{perm.name} is protected by {perm.protector}, on {possessive(active)} team; the active team attacks "
                    "the other team's players, planeswalkers and battles", rules.rule("team-attacks"))
        if defender is not None and defender in setup.players:
            return _why_not_defending(perm.name, defender, setup, rules)
        return None
    return (f"{perm.name} can't be attacked: a creature attacks a player, a planeswalker or a battle",
            rules.rule("attack-target"))


def _why_not_defending(what: str, player: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """803.1a–b: with attack left or right, only the opponent beside the active player (and what they control
    or protect) can be attacked."""
    if player in setup.defending_players or setup.attack_option not in ("left", "right"):
        return None
    side, active = setup.attack_option, setup.active_player
    beside = setup.seat_beside(active, side)
    if beside in setup.opponents(active):
        allowed = f"only {beside}, seated to {possessive(active)} {side}, and their planeswalkers and battles can be attacked"
    else:
        allowed = f"{possessive(active)} nearest opponent to the {side} is more than one seat away, so {active} can't attack"
    whose = "" if what == player else f" ({possessive(player)})"
    return f"{what}{whose} can't be attacked: with attack {side}, {allowed}", rules.rule(f"attack-{side}")


def _why_cannot_block(blocker: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    defending = setup.defending_players
    if blocker.controller not in defending:
        if len(setup.player_order) == 2:
            return (f"{blocker.name} is controlled by {blocker.controller}; only the defending player "
                    f"({setup.defending_player}) declares blockers", rules.rule("block-controller"))
        who = f"the defending players ({and_list(defending)})" if len(defending) > 1 else (
            f"the defending player ({defending[0]})" if defending else "a defending player")
        return (f"{blocker.name} is controlled by {blocker.controller}, who is not a defending player; only "
                f"{who} declare blockers, each with creatures they control",
                rules.rule("block-defending-player" if not setup.two_headed_giant else "block-defending-team"))
    if not blocker.is_("creature") or blocker.is_("battle"):
        what = "a battle" if blocker.is_("creature") else "not a creature"  # 509.1a: "can't also be battles"
        return f"{blocker.name} is {what}, so it can't block", rules.rule("block-creature")
    if not blocker.on_battlefield:
        return (f"{blocker.name} is in its owner's {blocker.zone}, not on the battlefield, so it can't block",
                rules.rule("block-creature"))
    if blocker.tapped:
        return f"{blocker.name} is tapped, so it can't block", rules.rule("block-untapped")
    if blocker.has("cant_block"):
        return f"{blocker.name} can't block (a restriction)", rules.rule("block-restriction")
    return None


def _why_cannot_block_attacker(blocker: Permanent, attacker: Permanent, target: str, setup: Setup,
                               rules: Ruleset) -> tuple[str, str] | None:
    blocking_player = blocker.controller
    defending = setup.defender_of(target) or blocking_player  # 802.2a: the player this attacker attacks
    if not defends_against(setup, blocking_player, target):
        if setup.two_headed_giant:
            return (f"{attacker.name} is not attacking {possessive(blocking_player)} team (a player of it, a planeswalker one "
                    f"of them controls or a battle one of them protects), so {blocker.name} can't block it",
                    rules.rule("block-defending-team"))
        rule = rules.rule("block-defending-player" if setup.multiplayer else "block-side")
        return (f"{attacker.name} is not attacking {blocking_player}, a planeswalker {blocking_player} controls or a "
                f"battle {blocking_player} protects, so {blocker.name} can't block it", rule)
    for table, holder in ((EVASION, attacker), (BLOCKER_RESTRICTIONS, blocker)):
        for keyword, (may_block, meaning, why) in table.items():
            if holder.has(keyword) and not may_block(attacker, blocker):
                text = why.format(a=attacker.name, b=blocker.name, ap=attacker.power, bp=blocker.power)
                return text, rules.rule(meaning)
    for restriction in attacker.cant_be_blocked_by:  # 509.1b: "This creature can't be blocked by Walls"
        if restriction.fits(blocker, attacker):
            return (f"{attacker.name} can't be blocked by {blockers_text(restriction, attacker)}, and {blocker.name} "
                    "is one (a restriction)", rules.rule("block-restriction"))
    if attacker.can_be_blocked_only_by and not any(f.fits(blocker, attacker) for f in attacker.can_be_blocked_only_by):
        only = " or ".join(blockers_text(f, attacker) for f in attacker.can_be_blocked_only_by)
        return (f"{attacker.name} can't be blocked except by {only}, and {blocker.name} is none of them (a restriction)",
                rules.rule("block-restriction"))
    for restriction in blocker.cant_block_creatures:  # 509.1b: "This creature can't block creatures with power 2 or greater"
        if restriction.fits(attacker, blocker):
            return (f"{blocker.name} can't block {blockers_text(restriction, blocker)}, and {attacker.name} is one "
                    "(a restriction)", rules.rule("block-restriction"))
    landwalk = _landwalk(attacker, defending, setup)
    if landwalk is not None:
        subtype = landwalk_subtype(landwalk[0]) or ""
        article = "an" if subtype[:1].lower() in "aeiou" else "a"
        return (f"{attacker.name} has {landwalk[0]} and {defending} controls {landwalk[1]}, {article} {subtype}, "
                "so it can't be blocked", rules.rule("landwalk"))
    sweeping = attacker.protection & {"creatures", "everything"}
    if sweeping:  # 702.16f, 702.16j: no creature can block it
        return (f"{attacker.name} has protection from {min(sweeping)}, so no creature can block it, "
                f"{blocker.name} included", rules.rule("protection-block"))
    shared = attacker.protection & blocker.colors
    if shared:
        return (f"{attacker.name} has protection from {', '.join(sorted(shared))}, so the "
                f"{'/'.join(sorted(shared))} {blocker.name} can't block it", rules.rule("protection-block"))
    quality = attacker.protection_from(blocker)  # 702.16f: a creature type (a changeling has each), artifacts…
    if quality is not None:
        return (f"{attacker.name} has protection from {_quality_name(quality)}, and {blocker.name} is "
                f"{_quality_name(quality, one=True)}, so it can't block it", rules.rule("protection-block"))
    return None


def blockers_text(restriction: BlockerFilter, attacker: Permanent) -> str:
    """The creatures a :class:`~pyengine.model.BlockerFilter` names, in words: "blue Wall creatures with flying"."""
    words = ([" or ".join(restriction.colors)] * bool(restriction.colors) + list(restriction.types)
             + [" or ".join(restriction.subtypes)] * bool(restriction.subtypes))
    noun = " ".join(words + ["creatures"])
    power = []
    if restriction.power_at_least is not None:
        power.append(f"power {restriction.power_at_least} or greater")
    if restriction.power_at_most is not None:
        power.append(f"power {restriction.power_at_most} or less")
    if restriction.power_vs_its is not None:
        power.append(f"power {restriction.power_vs_its} than its own ({attacker.power})"
                     if restriction.power_vs_its == "less" else f"greater power than its own ({attacker.power})")
    withs = list(restriction.keywords) + [" and ".join(power)] * bool(power)
    return noun + (f" with {and_list(withs)}" if withs else "")


def _quality_name(quality: str, one: bool = False) -> str:
    """A protection quality in words: ``Goblin`` is "Goblins" (or "a Goblin"), ``artifacts`` "artifacts" (or
    "an artifact"), ``multicolored`` "multicolored" (or "multicolored")."""
    if quality[:1].isupper():
        return (f"{'an' if quality[0] in 'AEIOU' else 'a'} {quality}" if one else
                f"{quality}s" if not quality.endswith(("s", "folk")) else quality)
    if quality.endswith("s") and one:
        return f"{'an' if quality[0] in 'aeiou' else 'a'} {quality[:-1]}"
    return quality


def defends_against(setup: Setup, player: str, target: str) -> bool:
    """Whether ``player``'s creatures may block a creature attacking ``target`` (509.1a, 802.4a): it attacks
    that player, a planeswalker they control or a battle they protect; in Two-Headed Giant, anything of
    their team (805.10d)."""
    defender = setup.defender_of(target)
    if defender is None:
        return False
    if setup.two_headed_giant:
        return setup.team_of(defender) == setup.team_of(player)
    return defender == player


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def why_cannot_attack(creature: Permanent, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature can't attack (message, rule), or ``None`` (the advisor's question)."""
    return _why_cannot_attack(creature, setup, rules)


def why_cannot_attack_target(creature: Permanent, target: str, setup: Setup, rules: Ruleset) -> tuple[str, str] | None:
    """Why this creature, able to attack, can't attack that player, planeswalker or battle (508.1c), or ``None``."""
    return _why_cannot_attack_target(creature, target, setup, rules)


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
