"""``mtg-classic``: Magic from Sixth Edition (1999) to Magic 2010 (July 2009).

Combat damage used the stack: all of it was assigned at once and put on the
stack as one object (old 310.1); players could then act (``actions`` at
``on-stack``); when it resolved, every assignment was dealt as made, even by a
creature that had left play, and none to a creature that had (310.4a–c).
Division among blockers was free (310.2c), trample still asked lethal damage
on every blocker first (502.9). Lifelink and deathtouch were triggered
abilities that resolved after state-based effects (M10 rules changes §6–7).
Rule numbers are those of the 2003–2008 Comprehensive Rules; where the digest
could not confirm a subrule letter (state-based effects, 420.5), the rule is
cited without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .base import CURRENT_RULES, Ruleset

if TYPE_CHECKING:
    from ..machine import CombatMachine

RULES_CLASSIC: dict[str, str] = CURRENT_RULES | {
    "attack-controller": "308.2", "attack-creature": "308.2", "attack-untapped": "308.2", "attack-sick": "212.3d",
    "attack-defender": "502.22", "attack-target": "308.2", "attack-taps": "308.2",
    "block-controller": "309.2", "block-creature": "309.2", "block-untapped": "309.2", "block-side": "309.2",
    "block-count": "309.2", "blocked": "309.2", "unblockable": "309.2", "block-requirement": "309.2",
    "flying": "502.4b", "menace": "309.2", "protection-block": "502.7",
    "daunt": "309.2", "fear": "502", "horsemanship": "502", "shadow": "502.8b", "intimidate": "502", "skulk": "502",
    "band-blocked": "502.10e", "band-divides-attacker": "502.10h", "band-divides-blocker": "502.10h",
    "assign-power": "310.2a", "assign-unblocked": "310.2b", "assign-blocked": "310.2c", "assign-blocker": "310.2d",
    "assign-whole": "310.1", "first-strike-step": "502.2b", "first-strike": "502.2b", "double-strike": "502.28",
    "trample": "502.9b", "trample-no-blockers": "502.9c", "trample-attacking-planeswalker": "502.9b",
    "attack-target-left": "310.2b",
    "combat-damage": "310.4", "damage-on-stack": "310.1", "noncombat-damage": "G4.1",
    "damage-to-player": "215.2", "infect-to-player": "215.2", "damage-to-planeswalker": "G4.1c",
    "counters-to-creature": "502", "damage-to-creature": "G4.1d", "lifelink": "502.68",
    "deathtouch-trigger": "502.63", "prevention-shield": "419.7", "protection-damage": "502.7",
    "sba-life": "420.5", "sba-poison": "420.5", "sba-toughness": "420.5", "sba-lethal": "420.5",
    "sba-deathtouch": "420.5", "sba-loyalty": "420.5", "sba-counters": "420.5", "sba-defense": "420.5",
    "sba-siege-protector": "420.5", "sba-protector": "420.5",
    "game-over": "102.2", "recipient-left": "310.4c", "draw": "102.5", "leaves-combat": "306.4", "fizzles": "413.2a",
    "until-end-of-turn": "418.3", "prevention": "419.7",
    # Simultaneous triggered abilities: each player, in APNAP order, puts those they control on the stack in any order
    # they choose: 410.5 in the rules of 2004-2009 (today's 603.3b; the 1999 text's number unconfirmed).
    "trigger-order": "410.5",
    # Attack and block triggers trigger as attackers (308) and blockers (309) are declared; subrules not confirmed.
    "own-attack-trigger": "308", "own-block-trigger": "309", "becomes-blocked-trigger": "309",
    "blocked-by-creature-trigger": "309", "blocks-creature-trigger": "309",
    "own-damage-trigger": "310", "attack-watcher-trigger": "308",
    # "Attacks alone" (exalted, October 2008): a trigger of attackers being declared, 308 (subrule not confirmed).
    "attacks-alone-trigger": "308", "static-ability": "418", "counted-pt": "418",
    # "When it is put into a graveyard from play" (the word "dies" dates from 2011), "whenever another creature comes
    # into play under your control": leaves-play (410.10c) and comes-into-play (410.10a) abilities, the zone-change
    # triggers of 410.10 (the Comprehensive Rules of October 2006; leaves-play abilities look back in time, 410.10d).
    "own-dies-trigger": "410.10c", "own-enters-trigger": "410.10a",
    # 216.1: a token is controlled by whoever put it into play and owned by the controller of the ability that created
    # it (the Comprehensive Rules of 2003–2008, "Tokens").
    "token-created": "216.1",
    # "Whenever another creature is put into a graveyard from play" looks back in time (410.10d); "whenever you gain
    # life" is a triggered ability of 410 (its subrule not confirmed: the digest has no pre-2009 text of today's 119.9).
    "own-another-dies-trigger": "410.10d", "own-lifegain-trigger": "410",
    # "Whenever it is dealt damage", "whenever it deals damage": triggered abilities of 410 (subrules not confirmed);
    # combat damage is dealt as it resolves from the stack (310.4), and they trigger then.
    "own-dealt-damage-trigger": "410", "own-deals-damage-trigger": "410",
    # "That much" damage (today's 120.9): the 2003–2008 rules' damage entry (the glossary's), no subrule of its own.
    "that-much": "G4.1",
    # A triggered ability's targets are chosen as it is put on the stack, and with none legal it is removed (410:
    # "Handling Triggered Abilities"; subrules not confirmed); "target creature or player" (no "any target" yet).
    "trigger-target": "410", "target-criteria": "410", "any-target": "410", "protection-target": "502.7",
    # Shroud (Mirrodin, 2003) was a 502 keyword; its subrule number was not confirmed (hexproof came in 2011).
    "shroud-target": "502", "hexproof-target": "502",  # never cited: the keyword is refused in this era
    "ward": "502", "pay-life": "502",  # never cited: ward (2021) is refused in this era
    "block-restriction": "309.2", "attack-restriction": "308.2", "attack-requirement": "308.2",
    "landwalk": "502.6", "regenerate": "419.6b", "regeneration-shield": "419.6b", "damage-by-toughness": "310.2a",
    "ninjutsu": "502", "ninjutsu-enters": "502", "enters-not-attacking": "502",
    # "Put into play attacking": 308.4 in the rules of October 2007 (306.1 cites it); the earlier subrule unconfirmed.
    "enters-attacking": "308",
    # Section 6, "Multiplayer Rules", from the Comprehensive Rules of August 2005 (subrules not confirmed).
    "attack-multiple": "602", "attack-left": "604", "attack-right": "604", "block-defending-player": "602",
    "defending-player-of-attacker": "602", "player-leaves": "600.4", "leaves-game": "600.4a",
    "left-player-damage": "600.4a",
}


class ClassicMagic(Ruleset):
    """Magic: The Gathering, 1999–2009: combat damage on the stack."""

    name: ClassVar[str] = "mtg-classic"
    title: ClassVar[str] = "the classic Magic rules (1999–2009, damage on the stack)"
    era: ClassVar[str] = "Sixth Edition (April 1999) to the Magic 2010 rules (July 2009): combat damage uses the stack"
    action_times: ClassVar[frozenset[str]] = frozenset({"after-blocks", "on-stack", "after-first-strike"})
    permanent_types: ClassVar[frozenset[str]] = frozenset({"creature", "artifact", "enchantment", "planeswalker", "land"})
    counter_kinds: ClassVar[frozenset[str]] = frozenset({"+1/+1", "-1/-1"})
    has_enlist: ClassVar[bool] = False
    absent_keywords: ClassVar[frozenset[str]] = frozenset({
        "infect", "toxic", "trample_over_planeswalkers", "daunt", "training", "afflict", "melee", "mentor",
        "intimidate", "umbra_armor", "enlist",
        "battalion", "dethrone", "battle_cry", "undying", "skulk", "renown", "afterlife", "evolve", "mobilize", "hexproof",
        "ward", "ward_life",
    })
    #: 216.1a: a creature token the ability does not name is named for its creature types ("Goblin Scout").
    token_name_word: ClassVar[str] = ""
    refused_variants: ClassVar[dict[str, tuple[str, str, str | None]]] = {
        "commander": ("not-in-ruleset", "Commander entered the Comprehensive Rules in 2011 (903), after the classic "
                      "rules (1999–2009): use 'mtg' or 'mtg-2020'", None),
        "two-headed-giant": ("not-in-ruleset", "Two-Headed Giant is not resolved under the classic rules: it entered "
                             "the Comprehensive Rules only in 2005 and its rules (the team's life total, how creatures "
                             "attack the team) were revised within the era, so no one set of rules fits these years; "
                             "use 'mtg' or 'mtg-2020'", None),
    }
    refused_permanent_fields: ClassVar[dict[str, str]] = Ruleset.refused_permanent_fields | {
        "renowned": "renown (702.112) dates from Magic Origins (2015), after the classic rules (1999–2009)"}
    deathtouch_is_lethal: ClassVar[bool] = False
    requirements_recruit_other_blockers: ClassVar[bool] = False
    lifelink_is_triggered: ClassVar[bool] = True
    deathtouch_is_triggered: ClassVar[bool] = True
    rules: ClassVar[dict[str, str]] = RULES_CLASSIC
    keyword_rules: ClassVar[dict[str, str]] = {
        "first_strike": "502.2", "flanking": "502.3", "flying": "502.4", "haste": "502.5", "protection": "502.7",
        "trample": "502.9", "banding": "502.10", "shadow": "502.8", "rampage": "502.12", "bushido": "502.38",
        "islandwalk": "502.6", "swampwalk": "502.6", "forestwalk": "502.6", "mountainwalk": "502.6",
        "plainswalk": "502.6", "landwalk": "502.6",
        "double_strike": "502.28", "deathtouch": "502.63",
        "lifelink": "502.68",
    }

    #: 502.63 and 502.68 were triggered abilities (M10 rules changes §6–7): no lethal 1, life gained after the
    #: state-based effects.
    keyword_summaries: ClassVar[dict[str, str]] = {
        "deathtouch": "a triggered ability: whenever it deals damage to a creature, destroy that creature; it "
                      "resolves after state-based effects and changes nothing in dividing damage",
        "lifelink": "a triggered ability: whenever it deals damage, its controller gains that much life, after "
                    "state-based effects",
    }

    def rule_for_keyword(self, keyword: str) -> str:
        """The 2003–2008 keyword number where the digest confirmed it, otherwise the keyword section, 502."""
        return self.keyword_rules.get(keyword, "502")

    def second_step_participants(self, combat: CombatMachine, strikers: list[str]) -> list[str]:
        """502.2b: surviving combatants that didn't assign combat damage in the first step, plus double strikers."""
        assigned = combat.assigned_in.get("first-strike", set())
        return [c for c in list(combat.attacks) + list(combat.blocks)
                if c not in assigned or combat.permanents[c].has("double_strike")]

    def deal_combat_damage(self, combat: CombatMachine, step: str,
                           assignments: list[tuple[str, list[tuple[str, int]]]]) -> None:
        """Put the assignments on the stack (310.1), let players act, then deal them all as assigned (310.4)."""
        combat.emit("damage-on-stack", self.rule("damage-on-stack"),
                    assignments=[{"source": s, "division": dict(pairs)} for s, pairs in assignments])
        # The objects the damage was assigned by and to: one that leaves play and comes back (persist) is new.
        as_assigned = {ident: combat.permanents[ident].incarnation for source, pairs in assignments
                       for ident in [source, *(r for r, _ in pairs)] if ident in combat.permanents}
        combat.run_actions("on-stack", step)
        combat.emit("stack-resolves", self.rule("combat-damage"))
        # 310.4a–b: dealt even by a source that left play, as it last existed; 310.4c: not to one that left.
        combat.deal_simultaneously(assignments, combat=True, as_assigned=as_assigned)
        combat.settle()
