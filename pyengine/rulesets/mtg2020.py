"""``mtg-2020``: the Comprehensive Rules of January 2020, with damage assignment order.

From July 2009 to November 2024 the active player ordered each attacker's
blockers as blockers were declared (509.2), and the defending player each
blocker's attackers (509.3). A creature could then be assigned damage only if
every creature before it in that order was assigned lethal damage (510.1c–d).
That document knew no battles, no toxic and no trample over planeswalkers, and
numbered damage 119 and banding 702.21 (a keyword inserted in 2021, ward,
moved every keyword from banding on up by one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ..errors import Problem
from .base import CURRENT_RULES, Ruleset

if TYPE_CHECKING:
    from ..model import Recipients
    from ..machine import CombatMachine
    from ..board import Setup

#: Keywords numbered 702.21 and up in January 2020 sit one lower than today (ward came in 2021).
_SHIFTED = {
    "banding": "702.21", "rampage": "702.22", "flanking": "702.24", "shadow": "702.27", "horsemanship": "702.30",
    "fear": "702.35", "provoke": "702.38", "bushido": "702.44", "frenzy": "702.67", "persist": "702.78",
    "wither": "702.79", "exalted": "702.82", "infect": "702.89", "battle_cry": "702.90", "undying": "702.92",
    "dethrone": "702.104", "menace": "702.110", "skulk": "702.117", "melee": "702.120",
    "afflict": "702.129", "mentor": "702.133", "umbra_armor": "702.88", "ninjutsu": "702.48",
    "renown": "702.111", "changeling": "702.72", "afterlife": "702.134", "evolve": "702.99",
}

RULES_2020: dict[str, str] = CURRENT_RULES | {
    "menace": "702.110b",
    "fear": "702.35b",
    "shadow": "702.27b",
    "horsemanship": "702.30b",
    "skulk": "702.117b",
    "band-blocked": "702.21h",
    "band-divides-attacker": "702.21j",
    "band-divides-blocker": "702.21k",
    "noncombat-damage": "119.2",
    "damage-to-player": "119.3a",
    "infect-to-player": "119.3b",
    "damage-to-planeswalker": "119.3c",
    "counters-to-creature": "119.3d",
    "damage-to-creature": "119.3e",
    "lifelink": "119.3f",
    # Today's 120.9 ("that much" damage): damage was section 119 in the document this era's text comes from, and
    # today's subrule is not confirmed in it, so the section is cited.
    "that-much": "119",
    # Life was 118 and counters 121 (today 119 and 122).
    "life-change": "118.3",
    "own-lifegain-trigger": "118.9",
    "counters-put": "121.1a",
    "damage-order": "509.2",
    "damage-order-blocker": "509.3",
    "trample-attacking-planeswalker": "702.19d",
    "trample-no-blockers": "702.19c",
    "umbra-armor": "702.88a",
    "regenerate": "701",
    "regeneration-shield": "701",
    "ninjutsu": "702.48a",
    "ninjutsu-enters": "702.48c",
    # With the damage assignment order at 509.2-509.3 and priority at 509.4, the trigger conditions were 509.5.
    "own-block-trigger": "509.5a", "becomes-blocked-trigger": "509.5c", "blocked-by-creature-trigger": "509.5d",
    "blocks-creature-trigger": "509.5b",
}


class Magic2020(Ruleset):
    """Magic: The Gathering, Comprehensive Rules of 24 January 2020."""

    name: ClassVar[str] = "mtg-2020"
    title: ClassVar[str] = "the Magic rules of January 2020"
    era: ClassVar[str] = "Comprehensive Rules of 24 January 2020 (Theros Beyond Death), damage assignment order"
    has_damage_assignment_order: ClassVar[bool] = True
    permanent_types: ClassVar[frozenset[str]] = frozenset({"creature", "artifact", "enchantment", "planeswalker", "land"})
    counter_kinds: ClassVar[frozenset[str]] = frozenset({"+1/+1", "-1/-1"})
    has_enlist: ClassVar[bool] = False
    absent_keywords: ClassVar[frozenset[str]] = frozenset({"toxic", "trample_over_planeswalkers", "training",
                                                            "enlist", "mobilize", "ward", "ward_life"})
    
    rules: ClassVar[dict[str, str]] = RULES_2020
    #: 111.4 of January 2020: a token the ability does not name is named for its subtypes alone ("Spirit").
    token_name_word: ClassVar[str] = ""
    keyword_rules: ClassVar[dict[str, str]] = _SHIFTED

    def check_setup(self, setup: Setup) -> list[Problem]:
        """Besides the shared checks: each damage assignment order lists exactly the creatures it orders."""
        problems = super().check_setup(setup)
        # 702.21h: a creature blocking one creature of a band blocks every creature of it, and these blocks
        # are made as blockers are declared, before either order is announced (509.2-509.3).
        bands: dict[str, list[str]] = {}
        for attack in setup.attackers:
            if attack.band is not None:
                bands.setdefault(attack.band, []).append(attack.id)
        band_of = {member: members for members in bands.values() for member in members}
        blockers_of: dict[str, list[str]] = {}
        blocked_by_blocker: dict[str, list[str]] = {}
        for block in setup.blockers:
            blocked = blocked_by_blocker.setdefault(block.id, [])
            for declared in block.blocks:
                for attacker in [declared] + [m for m in band_of.get(declared, []) if m != declared]:
                    if attacker not in blocked:
                        blocked.append(attacker)
                        blockers_of.setdefault(attacker, []).append(block.id)
        for key, (order, path) in setup.damage_assignment_order.items():
            if key in blockers_of:
                expected, who, rule = blockers_of[key], "the creatures blocking", self.rule("damage-order")
            elif key in blocked_by_blocker:
                expected, who, rule = blocked_by_blocker[key], "the attackers blocked by", self.rule("damage-order-blocker")
            else:
                problems.append(Problem("invalid-scenario", f"{path}: {key!r} is neither a blocked attacker nor a "
                                        "blocker, so it has no damage assignment order", path, self.rule("damage-order")))
                continue
            if sorted(order) != sorted(expected) or len(set(order)) != len(order):
                problems.append(Problem(
                    "invalid-scenario",
                    f"{path} must order exactly {who} {key} ({', '.join(expected)}), each once; it lists "
                    f"{', '.join(order) or 'nothing'}", path, rule))
        return problems

    def order_recipients(self, combat: CombatMachine, source: str, candidates: list[str]) -> list[str]:
        """The announced damage assignment order, less creatures that left combat (509.2a)."""
        order = self.order_of(combat, source)
        if order is None:
            return candidates
        return [c for c in order if c in candidates] + [c for c in candidates if c not in order]

    def order_of(self, combat: CombatMachine, source: str) -> list[str] | None:
        entry = combat.setup.damage_assignment_order.get(source)
        return list(entry[0]) if entry is not None else None

    def check_division(self, combat: CombatMachine, source: str, recipients: Recipients,
                       division: dict[str, int], path: str) -> Problem | None:
        """510.1c–d: damage to a creature only once every creature before it in order has lethal damage.

        Banding lets the player who divides ignore the order (702.21j–k); damage assigned as though
        unblocked goes past the order altogether.
        """
        ordered = recipients.creatures
        if combat.chooser(source, recipients) != combat.permanents[source].controller:
            return super().check_division(combat, source, recipients, division, path)
        for i, creature in enumerate(ordered):
            if not division.get(creature):
                continue
            for earlier in ordered[:i]:
                need = combat.lethal(earlier, source, combat.ledger) or 0
                if division.get(earlier, 0) < need:
                    blocking = recipients.kind == "blocker"
                    return Problem(
                        "illegal-assignment",
                        f"{combat.name(source)} must assign lethal damage to {combat.name(earlier)} ({need}) before "
                        f"any to {combat.name(creature)}: the damage assignment order is "
                        f"{', '.join(combat.name(c) for c in ordered)}; {combat.name(earlier)} is assigned "
                        f"{division.get(earlier, 0)}",
                        f"{path}.division", self.rule("assign-blocker" if blocking else "assign-blocked"))
        return super().check_division(combat, source, recipients, division, path)
