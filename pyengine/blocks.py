"""Declaring blockers (509.1): is the declaration legal, and what do its requirements ask?

:func:`block_problems` runs the checks of :mod:`pyengine.declare` over the whole declaration (each
blocker may block, each block is allowed, menace, "can't be blocked except by N or more" and "by more than N") and then
weighs the requirements (509.1c: provoke, lure, "blocks each combat if able", "must be blocked"): a
declaration must obey as many of them as any legal declaration could. :func:`most_requirements_obeyed`
finds that number within :data:`REQUIREMENT_SEARCH_BUDGET`.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from .declare import _count, _why_cannot_block, _why_cannot_block_attacker, defends_against, max_blockers, min_blockers
from .errors import Problem
from .text import and_list

if TYPE_CHECKING:
    from .board import Setup
    from .model import Permanent
    from .rulesets.base import Ruleset


def block_problems(setup: Setup, rules: Ruleset, *, before_triggers: bool = False) -> list[Problem]:
    """Every reason the declared blocks are illegal (CR 509.1), menace included. ``before_triggers``: as the
    declarations stand before the attack triggers resolve, when a token that will enter attacking (508.4) is not on
    the battlefield yet: a block of it is checked once it is."""
    problems = []
    # 506.4, 509.1a: an attacker that left the battlefield before blocks (a token of 0 toughness, 704.5f; one an
    # attack trigger destroyed) is no longer attacking, so it can't be blocked.
    attacking = {a.id: a for a in setup.attackers
                 if a.id not in setup.permanents or setup.permanents[a.id].on_battlefield}
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
            if attack is None and attacker_id not in setup.permanents:
                if not before_triggers:  # parse let it through as a token's id: no attack trigger made that token
                    problems.append(Problem(
                        "illegal-block", f"{attacker_id!r} is no token the attack triggers put onto the battlefield "
                        "attacking (508.4), so nothing of that id is attacking", path, rules.rule("block-side")))
                continue
            if attack is None:
                name = setup.permanents[attacker_id].name
                problems.append(Problem("illegal-block", f"{name} is not attacking, so it can't be blocked",
                                        path, rules.rule("block-side")))
                continue
            attacker = setup.permanents[attacker_id]
            why = _why_cannot_block_attacker(blocker, attacker, attack.target, setup, rules)
            if why is not None:
                problems.append(Problem("illegal-block", why[0], path, why[1]))
                continue
            blocked_by.setdefault(attacker_id, []).append(block.id)
    problems += too_few_blockers(setup, rules, blocked_by) + too_many_blockers(setup, rules, blocked_by)
    # 509.1c: requirements are weighed only after the restrictions (509.1b), which a legal declaration never
    # breaks whatever the requirements ask; so a restriction broken is the first problem reported.
    problems.extend(block_requirement_problems(setup, rules, blocked_by))
    return problems


def too_few_blockers(setup: Setup, rules: Ruleset, blocked_by: dict[str, list[str]]) -> list[Problem]:
    """Attackers blocked by fewer creatures than they need: menace's two (702.111b), "can't be blocked except
    by N or more" (509.1b). A declaration made one blocker at a time has these on the way to a legal one."""
    problems = []
    for attacker_id, blockers in blocked_by.items():
        attacker = setup.permanents[attacker_id]
        need = min_blockers(attacker)
        if len(blockers) >= need:
            continue
        names = and_list([setup.permanents[b].name for b in blockers])
        path = next(b.path for b in setup.blockers if b.id == blockers[-1])
        if attacker.has("menace") and need == 2:
            problems.append(Problem(
                "illegal-block", f"{attacker.name} has menace: it can't be blocked except by two or more "
                                 f"creatures, and only {names} blocks it", path, rules.rule("menace")))
        else:
            problems.append(Problem(
                "illegal-block", f"{attacker.name} can't be blocked except by {need} or more creatures, and "
                                 f"{names} {'blocks' if len(blockers) == 1 else 'block'} it", path,
                rules.rule("block-restriction")))
    return problems


def _most(attacker: Permanent, otherwise: int) -> int:
    most = max_blockers(attacker)
    return otherwise if most is None else most


def too_many_blockers(setup: Setup, rules: Ruleset, blocked_by: dict[str, list[str]]) -> list[Problem]:
    """Attackers blocked by more creatures than they may be: "can't be blocked by more than one creature" (509.1b)."""
    problems = []
    for attacker_id, blockers in blocked_by.items():
        attacker = setup.permanents[attacker_id]
        most = max_blockers(attacker)
        if most is None or len(blockers) <= most:
            continue
        names = and_list([setup.permanents[b].name for b in blockers])
        path = next(b.path for b in setup.blockers if b.id == blockers[most])
        problems.append(Problem(
            "illegal-block", f"{attacker.name} can't be blocked by more than {_count(most, 'creature')}, and {names} "
                             "block it", path, rules.rule("block-restriction")))
    return problems


@dataclass(frozen=True)
class BlockRequirement:
    """One requirement on the declared blocks (509.1c): what obeys it, and how to say it.

    With ``blocker`` and ``attacker`` it is obeyed when that creature blocks that attacker
    (provoke, lure); with only ``blocker``, when the creature blocks at all (blocks each combat);
    with only ``attacker``, when anything blocks it (must be blocked).
    """

    text: str
    blocker: str | None
    attacker: str | None
    #: What makes it: ``provoke``, ``lure``, ``must_be_blocked`` or ``blocks_each_combat``.
    kind: str

    def obeyed(self, blocks: dict[str, tuple[str, ...]]) -> bool:
        if self.blocker is not None:
            chosen = blocks.get(self.blocker, ())
            return bool(chosen) if self.attacker is None else self.attacker in chosen
        return any(self.attacker in chosen for chosen in blocks.values())


def block_requirements(setup: Setup) -> list[BlockRequirement]:
    """Every requirement on the defending player's blocks, in attacker order (509.1c)."""
    candidates = [p for p in setup.permanents.values()
                  if p.controller in setup.defending_players and p.is_("creature") and p.on_battlefield]
    out = []
    for attack in setup.attackers:
        attacker = setup.permanents.get(attack.id)
        if attacker is None:
            continue
        defenders = [d for d in candidates if defends_against(setup, d.controller, attack.target)]
        if attack.provoke is not None and attacker.has("provoke") and attack.provoke in setup.permanents:
            provoked = setup.permanents[attack.provoke]
            out.append(BlockRequirement(f"{attacker.name} provoked {provoked.name}: it must block "
                                        f"{attacker.name} if able, and it can", provoked.id, attacker.id, "provoke"))
        if attacker.has("lure"):
            out += [BlockRequirement(f"{attacker.name} has lure: every creature able to block it must, and "
                                     f"{d.name} can", d.id, attacker.id, "lure") for d in defenders]
        if attacker.has("must_be_blocked"):
            out.append(BlockRequirement(f"{attacker.name} must be blocked if able, and it can be", None, attacker.id,
                                        "must_be_blocked"))
    out += [BlockRequirement(f"{d.name} blocks each combat if able, and it can", d.id, None, "blocks_each_combat")
            for d in candidates if d.has("blocks_each_combat")]
    return out


#: How many block declarations the search for the most requirements obeyable looks at, at most.
REQUIREMENT_SEARCH_BUDGET = 200_000


def block_requirement_problems(setup: Setup, rules: Ruleset, blocked_by: dict[str, list[str]]) -> list[Problem]:
    """509.1c: the blocks must obey as many requirements as any legal declaration could.

    Requirements come from provoke, lure, "must be blocked if able" and "blocks each combat if
    able". The most that can be obeyed without breaking a restriction (who may block what, how
    many each may block, menace and "N or more creatures") is found by searching the block
    declarations of the creatures those requirements concern; when the declared blocks obey
    fewer, the problem names a requirement that the better declaration obeys. Before 2009 a
    requirement that could be met only by making other creatures block too was not counted
    (:attr:`~pyengine.rulesets.base.Ruleset.requirements_recruit_other_blockers`). The search
    stops after :data:`REQUIREMENT_SEARCH_BUDGET` declarations; a declaration no better one was
    found for by then is accepted (boards of that size are far beyond what the search meets on
    real boards, where it takes milliseconds).
    """
    declared: dict[str, tuple[str, ...]] = {}
    for attacker, blockers in blocked_by.items():
        for blocker in blockers:
            declared[blocker] = declared.get(blocker, ()) + (attacker,)
    problems = []
    for players, requirements in requirements_by_defender(setup):  # 802.4, 802.4b: each apart, in APNAP order
        problems += _requirement_problems(setup, rules, requirements, declared, players)
    return problems


def requirements_by_defender(setup: Setup) -> list[tuple[frozenset[str], list[BlockRequirement]]]:
    """The requirements grouped by the defending player (in Two-Headed Giant, team) whose blocks they concern."""
    groups: dict[str, list[BlockRequirement]] = {}
    attacked = {a.id: a.target for a in setup.attackers}
    for requirement in block_requirements(setup):
        if requirement.blocker is not None:
            player = setup.permanents[requirement.blocker].controller
        else:
            player = setup.defender_of(attacked.get(requirement.attacker or "", "")) or ""
        groups.setdefault(setup.team_of(player), []).append(requirement)
    ordered = sorted(groups.items(), key=lambda item: min(
        (setup.apnap_rank(p) for p in setup.player_order if setup.team_of(p) == item[0]), default=0))
    return [(frozenset(p for p in setup.player_order if setup.team_of(p) == team), reqs) for team, reqs in ordered]


def _requirement_problems(setup: Setup, rules: Ruleset, requirements: list[BlockRequirement],
                          declared: dict[str, tuple[str, ...]], players: frozenset[str]) -> list[Problem]:
    """One defending player's (or team's) blocks against the most requirements they could obey (509.1c)."""
    obeyed = sum(r.obeyed(declared) for r in requirements)
    better = _declaration_obeying_more(setup, rules, requirements, obeyed, declared, players)
    if better is None:
        return []
    most = sum(r.obeyed(better) for r in requirements)
    missed = next(r for r in requirements if r.obeyed(better) and not r.obeyed(declared))
    how = _describe_blocks(setup, better)
    path = next((b.path for b in setup.blockers if b.id == missed.blocker), "$.blockers")
    why = (f"{missed.text} without breaking a restriction. These blocks obey {_count(obeyed, 'requirement')}; "
           f"{how} would obey {most} (as many as possible must be)")
    return [Problem("illegal-block", why, path, rules.rule("block-requirement"))]


def most_requirements_obeyed(setup: Setup, rules: Ruleset, requirements: list[BlockRequirement],
                             players: frozenset[str] | None = None) -> tuple[int, dict[str, tuple[str, ...]]]:
    """The most of ``requirements`` a legal block declaration (by ``players``' creatures, when given) obeys,
    and one declaration obeying that many (509.1c; the search of :func:`block_requirement_problems`, asked
    again until it finds nothing better)."""
    best: dict[str, tuple[str, ...]] = {}
    most = 0
    while (better := _declaration_obeying_more(setup, rules, requirements, most, best, players)) is not None:
        best, most = better, sum(r.obeyed(better) for r in requirements)
    return most, best


def _describe_blocks(setup: Setup, blocks: dict[str, tuple[str, ...]]) -> str:
    parts = [f"{setup.permanents[b].name} blocking {and_list([setup.permanents[a].name for a in attackers])}"
             for b, attackers in blocks.items() if attackers]
    return and_list(parts) if parts else "blocking nothing"


def _declaration_obeying_more(setup: Setup, rules: Ruleset, requirements: list[BlockRequirement],
                              target: int, declared: dict[str, tuple[str, ...]],
                              players: frozenset[str] | None = None) -> dict[str, tuple[str, ...]] | None:
    """A legal block declaration obeying more than ``target`` requirements, or ``None`` (509.1c); with
    ``players``, a declaration by those defending players' creatures only (802.4b).

    Each creature tries its declared block first, so the declaration found differs from the
    declared one as little as the search order allows (the problem then names the change to make).
    """
    targets = {a.id: a.target for a in setup.attackers if a.id in setup.permanents}
    wanted = {r.attacker for r in requirements if r.attacker is not None}
    if any(r.attacker is None for r in requirements):
        wanted = set(targets)
    if not rules.requirements_recruit_other_blockers:
        # 500.5 (before 2009): a requirement met only by other creatures joining the block doesn't count.
        wanted = {a for a in wanted if min_blockers(setup.permanents[a]) == 1}
    options: list[tuple[str, list[tuple[str, ...]], int]] = []
    for defender in setup.permanents.values():
        if players is not None and defender.controller not in players:
            continue
        if _why_cannot_block(defender, setup, rules) is not None:
            continue
        able = [a for a in targets if a in wanted and _why_cannot_block_attacker(
            defender, setup.permanents[a], targets[a], setup, rules) is None]
        if not able:
            continue
        room = 1 + defender.amount("extra_blocks")
        choices: list[tuple[str, ...]] = [()]
        for size in range(1, min(room, len(able)) + 1):
            choices += list(combinations(able, size))
        choices.reverse()  # the most blocked first, after the declared block
        as_declared = declared.get(defender.id, ())
        if as_declared in choices:
            choices.remove(as_declared)
            choices.insert(0, as_declared)
        # The most this creature's block can add: one requirement per attacker it blocks (provoke, lure),
        # blocking at all (blocks each combat), and the attackers that must be blocked it can block.
        own = sum(1 for r in requirements if r.blocker == defender.id and r.attacker in able)
        anything = any(r.blocker == defender.id and r.attacker is None for r in requirements)
        blocked = sum(1 for r in requirements if r.blocker is None and r.attacker in able)
        gain = min(room, own) + int(anything) + min(room, blocked)
        options.append((defender.id, choices, gain))
    remaining = [0] * (len(options) + 1)
    for i in range(len(options) - 1, -1, -1):
        remaining[i] = remaining[i + 1] + options[i][2]
    chosen: dict[str, tuple[str, ...]] = {}
    budget = [REQUIREMENT_SEARCH_BUDGET]

    def legal() -> bool:
        counts: dict[str, int] = {}
        for attackers in chosen.values():
            for a in attackers:
                counts[a] = counts.get(a, 0) + 1
        return all(min_blockers(setup.permanents[a]) <= n and n <= _most(setup.permanents[a], n)
                   for a, n in counts.items())

    def search(i: int) -> dict[str, tuple[str, ...]] | None:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        if sum(r.obeyed(chosen) for r in requirements) + remaining[i] <= target:
            return None
        if i == len(options):
            return dict(chosen) if legal() else None
        defender, choices, _ = options[i]
        for choice in choices:
            chosen[defender] = choice
            found = search(i + 1)
            if found is not None:
                return found
        del chosen[defender]
        return None

    return search(0)
