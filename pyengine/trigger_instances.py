"""The one instance of a triggered ability a ``trigger_order`` entry names with ``for`` (603.3b).

Some abilities of one permanent trigger once for each of several creatures at the same moment, and the instances
differ by that creature: "whenever this creature becomes blocked by a creature" once for each blocker (509.3d),
"whenever it blocks or becomes blocked by a creature" also once for each attacker it blocks (509.3b), an attack
watcher ("whenever another creature you control attacks") once for each attacker it watches (508.3a), and flanking
once for each blocker without flanking (702.25a). Their controller orders them as they choose (603.3b), so an entry
may name one of them by the creature it is for. The other triggered keywords' instances of one permanent are alike
(exalted, battle cry, bushido, …: one effect; mentor's all target the one creature its attack names; provoke and
enlist trigger once): ``for`` names none of them.

Which creatures an instance may be for is read from the declarations (``attackers``, ``blockers``), a band's included:
a creature blocking one creature of a band blocks every creature of it (702.22h), so it triggers for each, and each
becomes blocked by it. A watcher whose ``watches`` filter leaves out a declared attacker has no instance for it, and
its entry orders nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import Problem

if TYPE_CHECKING:
    from .board import Setup
    from .model import TriggerChoice

#: Own trigger conditions with one instance for each creature blocking their creature (509.3d).
BY_EACH_BLOCKER = frozenset({"becomes-blocked-by-a-creature", "blocks-or-becomes-blocked-by-a-creature"})
#: ... for each attacker their creature blocks (509.3b).
BY_EACH_BLOCKED = frozenset({"blocks-or-becomes-blocked-by-a-creature"})
#: ... for each attacker of their controller's they watch (508.3a; "attacks alone": the one, 506.5): "another" leaves
#: their own creature out.
BY_EACH_ATTACKER = {"another-creature-you-control-attacks": False, "a-creature-you-control-attacks": True,
                    "a-creature-you-control-attacks-alone": True}


def blocked_by(setup: Setup) -> dict[str, set[str]]:
    """The attackers each declared blocker blocks: those its ``blocks`` names and the other creatures of their bands
    (702.22h)."""
    bands: dict[str, set[str]] = {}
    for declared in setup.attackers:
        if declared.band is not None:
            bands.setdefault(declared.band, set()).add(declared.id)
    band_of = {a.id: bands[a.band] for a in setup.attackers if a.band is not None}
    return {b.id: set(b.blocks).union(*(band_of.get(a, set()) for a in b.blocks)) for b in setup.blockers}


def possible_subjects(setup: Setup, source: str, ability: str) -> set[str] | None:
    """The creatures ``source``'s ``ability`` may trigger for, each once, as declared; ``None`` where its instances
    are not told apart by a creature."""
    perm = setup.permanents[source]
    blocks = blocked_by(setup)
    blockers = {b for b, attackers in blocks.items() if source in attackers}
    if ability == "flanking":  # 702.25a: for each creature without flanking that blocks it
        return {b for b in blockers if not setup.permanents[b].has("flanking")}
    if ability != "triggers":
        return None
    out: set[str] = set()
    for trigger in perm.triggers:
        if trigger.on in BY_EACH_BLOCKER:
            out |= blockers
        if trigger.on in BY_EACH_BLOCKED:
            out |= blocks.get(source, set())
        if trigger.on in BY_EACH_ATTACKER and (trigger.on != "a-creature-you-control-attacks-alone"
                                               or len(setup.attackers) == 1):  # 506.5: the only one declared
            out |= {a.id for a in setup.attackers if setup.permanents[a.id].controller == perm.controller
                    and (a.id != source or BY_EACH_ATTACKER[trigger.on])}
    return out


def instance_problem(setup: Setup, choice: TriggerChoice, rule: str) -> Problem | None:
    """A ``for`` naming an instance that does not exist (603.3b), at ``…for``; ``None`` when it may exist."""
    if choice.subject is None:
        return None
    perm = setup.permanents[choice.source]
    what = choice.ability.replace("_", " ")
    possible = possible_subjects(setup, choice.source, choice.ability)
    if possible is None:
        return Problem("invalid-scenario", f"{choice.path}.for: the instances of {perm.name}'s {what} are not for "
                       "different creatures (only flanking and own triggers that trigger for each blocker, each "
                       "creature blocked or each attacker watched are): leave out 'for'", f"{choice.path}.for", rule)
    if choice.subject not in possible:
        have = ", ".join(sorted(possible)) or "none"
        return Problem("invalid-scenario", f"{choice.path}.for: {perm.name}'s {what} has no instance for "
                       f"{choice.subject!r} as the creatures are declared (it triggers for: {have})",
                       f"{choice.path}.for", rule)
    return None
