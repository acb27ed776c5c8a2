"""The base ruleset: Magic's combat, as every Magic ruleset shares it.

A ruleset is a small class the combat machine (:mod:`pyengine.combat`) asks
questions of. Subclasses change the game by overriding, at the least:

* the class variables: :attr:`name`, :attr:`title`, :attr:`keywords` (what the
  ruleset knows), :attr:`absent_keywords` (what its era did not have),
  :attr:`action_times`, :attr:`permanent_types`, and :attr:`rules` (the rule
  numbers events cite, by meaning);
* :meth:`check_setup` for fields and cards the ruleset cannot have;
* :meth:`check_division` for how a source may divide its combat damage;
* :meth:`order_recipients` for who is listed first when damage is divided;
* :meth:`deal_combat_damage` for how a damage step deals what was assigned
  (at once, or through the stack);
* :meth:`final_state` for what the result reports at the end;
* :meth:`run_combat` for a ruleset whose combat is not Magic's declare-then-deal
  sequence at all (Puzzle Quest, Riftbound).

Everything else (parsing, the event log, damage results, state-based actions,
the final state) is the machine's, shared by all. A hook receives the machine as
a :class:`~pyengine.machine.CombatMachine`: the written contract of what a
ruleset may use of it (``mypy --strict`` refuses anything else, private state
included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import Problem
from ..keywords import LANDWALK, MAGIC_KEYWORDS, KeywordSpec, keyword_family

from ..board import team_poison_limit
from ..trigger_instances import instance_problem
from .division import magic_division

if TYPE_CHECKING:
    from ..machine import CombatMachine
    from ..board import Setup
    from ..model import Ledger, Recipients

#: The triggered keyword abilities whose order a scenario may choose (``trigger_order``, 603.3b);
#: lifelink and deathtouch too where the ruleset makes them triggers (before M10).
TRIGGERED = frozenset({"exalted", "battle_cry", "melee", "training", "mentor", "dethrone", "battalion", "provoke",
                       "enlist", "bushido", "rampage", "flanking", "afflict", "frenzy", "undying", "persist",
                       "renown", "afterlife", "evolve", "mobilize"})


def triggered_keywords(rules: "Ruleset") -> frozenset[str]:
    """The keywords of ``rules`` that are triggered abilities the engine puts on the stack."""
    extra = {name for name, triggered in (("lifelink", rules.lifelink_is_triggered),
                                          ("deathtouch", rules.deathtouch_is_triggered)) if triggered}
    return frozenset(k for k in TRIGGERED | extra if k in rules.keywords and k not in rules.absent_keywords)


#: Rule numbers of the current Comprehensive Rules, by what they decide.
CURRENT_RULES: dict[str, str] = {
    # Declaring attackers (508) and blockers (509).
    "attack-controller": "508.1a",
    "attack-creature": "508.1a",
    "attack-untapped": "508.1a",
    "attack-sick": "302.6",
    "attack-defender": "702.3b",
    "attack-target": "508.1b",
    "attack-battle-protector": "310.8b",
    "attack-taps": "508.1f",
    "block-controller": "509.1a",
    "block-creature": "509.1a",
    "block-untapped": "509.1a",
    "block-side": "509.1a",
    "block-count": "509.1a",
    "blocked": "509.1h",
    "unblockable": "509.1b",
    "flying": "702.9b",
    "menace": "702.111b",
    "protection-block": "702.16f",
    "block-requirement": "509.1c",
    "block-restriction": "509.1b",
    "attack-restriction": "508.1c",
    "attack-requirement": "508.1d",
    "landwalk": "702.14c",
    "enlist": "702.154a",
    "enlist-itself": "702.154c",
    "ninjutsu": "702.49a",
    "ninjutsu-enters": "702.49c",
    "enters-not-attacking": "508.4a",
    "enters-attacking": "508.4",
    "fear": "702.36b",
    "intimidate": "702.13b",
    "shadow": "702.28b",
    "horsemanship": "702.31b",
    "skulk": "702.118b",
    "daunt": "509.1b",
    "battalion": "207.2c",
    "band-blocked": "702.22h",
    "band-divides-attacker": "702.22j",
    "band-divides-blocker": "702.22k",
    # Assigning combat damage (510.1) and keywords that change it.
    "assign-power": "510.1a",
    "assign-unblocked": "510.1b",
    "assign-blocked": "510.1c",
    "assign-blocker": "510.1d",
    "assign-whole": "510.1e",
    "first-strike-step": "510.4",
    "first-strike": "702.7b",
    "double-strike": "702.4b",
    "trample": "702.19b",
    "trample-over-planeswalkers": "702.19c",
    "trample-no-blockers": "702.19d",
    "trample-planeswalker-left": "702.19e",
    "trample-attacking-planeswalker": "702.19f",
    "deathtouch-lethal": "702.2c",
    "attack-target-left": "506.4c",
    # Dealing combat damage (510.2) and its results (120.3).
    "combat-damage": "510.2",
    "noncombat-damage": "120.2",
    "damage-to-player": "120.3a",
    "infect-to-player": "120.3b",
    "damage-to-planeswalker": "120.3c",
    "counters-to-creature": "120.3d",
    "damage-to-creature": "120.3e",
    "lifelink": "120.3f",
    "toxic": "120.3g",
    "damage-to-battle": "120.3h",
    "prevention-shield": "615.7",
    "protection-damage": "702.16e",
    # State-based actions (704.5) and the end of the game (104).
    "sba-life": "704.5a",
    "sba-poison": "704.5c",
    "sba-toughness": "704.5f",
    "sba-lethal": "704.5g",
    "sba-deathtouch": "704.5h",
    "sba-loyalty": "704.5i",
    "sba-counters": "704.5q",
    "sba-defense": "704.5v",
    "sba-siege-protector": "704.5x",
    "sba-protector": "310.10",
    "siege-defeated": "310.11b",
    "game-over": "104.2a",
    "draw": "104.4a",
    # Things that happen during combat.
    "leaves-combat": "506.4",
    "recipient-left": "506.4",
    "fizzles": "608.2b",
    "trigger-target": "603.3d",
    "target-criteria": "115.1d",    # a targeted triggered ability's "target [something]": chosen as it is stacked
    "any-target": "115.4",          # "any target": a creature, player, planeswalker or battle
    "protection-target": "702.16b", # can't be the target of abilities from a source with the quality
    "hexproof-target": "702.11b",   # can't be the target of spells or abilities its controller's opponents control
    "shroud-target": "702.18a",     # can't be the target of spells or abilities
    "ward": "702.21a",              # counter an opponent's ability that targets it unless they pay the cost
    "pay-life": "119.4",            # paying life is losing that much, only with at least that much life
    "trigger-order": "603.3b",
    # A permanent's own attack and block triggers (``triggers``), by their trigger condition.
    "own-attack-trigger": "508.3a", "own-block-trigger": "509.3a", "becomes-blocked-trigger": "509.3c",
    "blocked-by-creature-trigger": "509.3d", "blocks-creature-trigger": "509.3b", "own-damage-trigger": "510.3a",
    # "Whenever another creature you control attacks" (508.3a: once for each declared attacker it watches) and "whenever
    # it / a creature you control attacks alone" (506.5: the only creature declared as an attacker).
    "attack-watcher-trigger": "508.3a", "attacks-alone-trigger": "506.5",
    # "When it dies" (700.4): a leaves-the-battlefield ability (603.6c), looking back in time (603.10a).
    "own-dies-trigger": "603.6c",
    # "Whenever another creature you control enters": an enters-the-battlefield ability (603.6a).
    "own-enters-trigger": "603.6a",
    # A token a trigger creates (111.1): its creator owns it and it enters under that player's control (111.2).
    "token-created": "111.2",
    # "Whenever you gain life": whenever a source causes its controller to gain life (119.9).
    "own-lifegain-trigger": "119.9",
    # "Whenever another creature (you control) dies": a leaves-the-battlefield ability (603.6c) that looks back in
    # time (603.10a), so creatures that die at once see each other die.
    "own-another-dies-trigger": "603.10a",
    # "Whenever it is dealt damage", "whenever it deals damage": once each time the event occurs (603.2c), all the damage
    # dealt at once being one event (510.2, 700.1); the combat damage triggers cite 510.3a ("own-damage-trigger").
    "own-dealt-damage-trigger": "603.2c", "own-deals-damage-trigger": "603.2c",
    # "You gain that much life": the damage of the event that triggered it, only the named sources' (120.9).
    "that-much": "120.9",
    # A permanent's own conditional static (``statics``): its effect applies while its condition holds.
    "static-ability": "611.3a",
    # Power and toughness a characteristic-defining ability counts from the board (604.3; layer 7a, 613.4a).
    "counted-pt": "604.3",
    "until-end-of-turn": "611.2a",
    "deathtouch-trigger": "702.2b",
    "regenerate": "701.19a",
    "regeneration-shield": "701.19a",
    "umbra-armor": "702.89a",
    "shield-counter": "122.1c",
    "damage-by-toughness": "510.1a",
    "prevention": "615.1",
    # The ``counters`` and ``life`` actions: counters put on a permanent (122.1a), life gained or lost (119.3).
    "counters-put": "122.1a",
    "life-change": "119.3",
    # Multiplayer (800–805) and the variants (810 Two-Headed Giant, 903 Commander).
    "attack-multiple": "802.3",
    "attack-left": "803.1a",
    "attack-right": "803.1b",
    "block-defending-player": "802.4a",
    "block-defending-team": "805.10d",
    "defending-player-of-attacker": "802.2a",
    "player-leaves": "104.5",
    "leaves-game": "800.4a",
    "left-player-damage": "800.4e",
    "team-loses": "810.8a",
    "sba-team-life": "704.6a",
    "sba-team-poison": "704.6b",
    "sba-commander": "704.6c",
    "commander-damage": "903.10a",
    "team-attacks": "805.10b",
}


class Ruleset:
    """Magic's combat: the hooks every Magic ruleset starts from."""

    #: The id a scenario names in ``ruleset``.
    name: ClassVar[str] = ""
    #: One line for people.
    title: ClassVar[str] = ""
    #: The game it is a ruleset of: a board converts within a game by adapting it, between games by
    #: rebuilding it (:func:`pyengine.convert`).
    game: ClassVar[str] = "Magic"
    #: Whether a permanent may be given by a Magic card's name (``card``, :mod:`pyengine.cards`).
    cards_by_name: ClassVar[bool] = True
    #: The keywords the ruleset understands, by name.
    keywords: ClassVar[dict[str, KeywordSpec]] = MAGIC_KEYWORDS
    #: Known keywords that did not exist in this ruleset's era (``not-in-ruleset``).
    absent_keywords: ClassVar[frozenset[str]] = frozenset()
    #: Keywords of the format the engine does not resolve yet (``not-implemented``).
    unimplemented_keywords: ClassVar[frozenset[str]] = frozenset()
    #: When ``actions`` may happen.
    action_times: ClassVar[frozenset[str]] = frozenset({"after-blocks", "after-first-strike"})
    #: Whether its rules are numbered as Magic's Comprehensive Rules are (Puzzle Quest cites a wiki's
    #: sections, Riftbound its own Core Rules), so that a Magic rule may be cited for what it shares.
    cites_comprehensive_rules: ClassVar[bool] = True
    #: The card types a permanent may have.
    permanent_types: ClassVar[frozenset[str]] = frozenset({"creature", "artifact", "enchantment", "planeswalker", "battle", "land"})
    #: The kinds of counter a permanent may have (shield counters: 122.1c, since 2022).
    counter_kinds: ClassVar[frozenset[str]] = frozenset({"+1/+1", "-1/-1", "shield"})
    #: Whether attackers may enlist (702.154, since 2022).
    has_enlist: ClassVar[bool] = True
    #: The type of a permanent whose ``types`` is left out.
    default_type: ClassVar[str] = "creature"
    #: Whether players declare attackers and blockers (``False``: the game does).
    players_declare: ClassVar[bool] = True
    #: Whether the scenario may give a damage assignment order (CR 509.2, 2009–2024).
    has_damage_assignment_order: ClassVar[bool] = False
    #: Whether nonzero deathtouch damage counts as lethal when dividing (CR 702.2c).
    deathtouch_is_lethal: ClassVar[bool] = True
    #: 509.1c: a requirement counts as obeyable if other creatures could join the block to meet a
    #: restriction (menace); before 2009, 500.5 let the defender ignore such options.
    requirements_recruit_other_blockers: ClassVar[bool] = True
    #: Lifelink and deathtouch as triggered abilities that resolve after state-based checks (before M10).
    lifelink_is_triggered: ClassVar[bool] = False
    deathtouch_is_triggered: ClassVar[bool] = False
    #: Whether players order their simultaneous triggered abilities (``trigger_order``, 603.3b).
    orders_triggers: ClassVar[bool] = True
    #: Who divides combat damage in an ``assignments`` entry: each ``creature`` (Magic), each ``player``
    #: (a pool, Riftbound), or ``None`` (the game divides it, Puzzle Quest).
    division_source: ClassVar[str | None] = "creature"
    #: Whether combat happens at a battlefield the scenario may describe (``battlefield``, Riftbound).
    at_a_battlefield: ClassVar[bool] = False
    #: What the game calls the zone a destroyed permanent goes to (Magic's graveyard, 404; Riftbound's trash).
    graveyard_name: ClassVar[str] = "graveyard"
    #: Permanent fields its permanents never have, whatever their value.
    absent_unit_fields: ClassVar[tuple[str, ...]] = ()
    #: The steps of the result, in order (``before_damage`` then ``steps``); ``N`` and ``ID`` stand
    #: for a number and a permanent's id.
    steps: ClassVar[tuple[str, ...]] = ("declare-attackers", "declare-blockers", "first-strike", "regular")
    #: Rule numbers events and refusals cite, by meaning.
    rules: ClassVar[dict[str, str]] = CURRENT_RULES
    #: The era, named in the docs and in ``describe()``.
    era: ClassVar[str] = ""
    #: What follows a token's subtypes in its name when the ability names none (111.4: "Spirit Token"; before the
    #: rules added the word, the subtypes alone).
    token_name_word: ClassVar[str] = " Token"
    #: How many players a game may have (Magic: any number, 2–8 here; 800.1).
    max_players: ClassVar[int] = 8
    #: Why more than two players are refused, as (code, reason), when the ruleset refuses them.
    multiplayer_refusal: ClassVar[tuple[str, str] | None] = None
    #: Variants the ruleset refuses: variant → (code, reason, rule or None).
    refused_variants: ClassVar[dict[str, tuple[str, str, str | None]]] = {}

    def rule(self, meaning: str) -> str:
        """The rule number this ruleset cites for ``meaning`` (see :data:`CURRENT_RULES`)."""
        return self.rules.get(meaning) or CURRENT_RULES[meaning]

    def rule_for_keyword(self, keyword: str) -> str:
        """The rule number of a keyword ability in this ruleset's document."""
        keyword = keyword_family(keyword)
        return self.keyword_rules.get(keyword) or self.keywords[keyword].rule

    #: Keyword rule numbers that differ from the current ones (older documents).
    keyword_rules: ClassVar[dict[str, str]] = {}
    #: What a keyword does where the ruleset's document differs from its summary (older documents).
    keyword_summaries: ClassVar[dict[str, str]] = {}

    def keyword_summary(self, keyword: str) -> str:
        """What a keyword does in this ruleset, in a few words."""
        return self.keyword_summaries.get(keyword) or self.keywords[keyword].summary

    # Hooks: checking a scenario.
    def keyword_problem(self, name: str, number: int | None, path: str) -> Problem | None:
        """The problem with a keyword written in a scenario, or ``None`` when it is fine."""
        written, name = name, keyword_family(name)
        spec = self.keywords.get(name)
        if name == LANDWALK and written == name:
            return Problem("invalid-scenario", f"{path}: 'landwalk' needs a land subtype, as in 'landwalk:Desert' "
                           "(or islandwalk, swampwalk, forestwalk, mountainwalk, plainswalk)", path)
        if spec is None:
            if name in MAGIC_KEYWORDS or name in self.absent_keywords:
                return Problem("not-in-ruleset", f"{path}: {name!r} is not a keyword of {self.title}", path)
            return Problem("unknown-keyword", f"{path}: unknown keyword {name!r} for {self.title}", path)
        if name in self.absent_keywords:
            return Problem("not-in-ruleset", f"{path}: {name!r} did not exist in {self.title}", path)
        if name in self.unimplemented_keywords:
            return Problem("not-implemented", f"{path}: the engine does not resolve {name!r} yet", path,
                           spec.rule)
        if spec.numbered and number is None and spec.omitted_number is None:
            return Problem("invalid-scenario", f"{path}: {name!r} needs a number, as in '{name}:1'", path)
        if not spec.numbered and number is not None:
            return Problem("invalid-scenario", f"{path}: {name!r} takes no number", path)
        if number is not None and number < 0:
            return Problem("invalid-scenario", f"{path}: {name}:{number} needs a number of 0 or more", path)
        return None

    def check_setup(self, setup: Setup) -> list[Problem]:
        """Problems with fields this ruleset cannot have (beyond the shared shape checks)."""
        problems: list[Problem] = []
        if "damage_assignment_order" in setup.given and not self.has_damage_assignment_order:
            problems.append(Problem(
                "not-in-ruleset",
                f"{self.title} has no damage assignment order (it existed from July 2009 to "
                "November 2024: use the ruleset 'mtg-2020')", "$.damage_assignment_order", self.rule("assign-blocked")))
        if setup.battlefield is not None and not self.at_a_battlefield:
            problems.append(Problem("not-in-ruleset", "only Riftbound combat happens at a battlefield",
                                    "$.battlefield"))
        problems += self.refused_fields(setup, "players", self.refused_player_fields)
        problems += self.refused_fields(setup, "permanents", self.refused_permanent_fields)
        problems += self.trigger_order_problems(setup)
        if not self.has_enlist:
            problems += [Problem("not-in-ruleset", f"enlist (702.154) dates from 2022, after {self.title}",
                                 f"{attack.path}.enlist") for attack in setup.attackers if attack.enlist is not None]
        problems += self.multiplayer_problems(setup)
        return problems + self.state_problems(setup) + self.duplicate_division_problems(setup)

    def trigger_order_problems(self, setup: Setup) -> list[Problem]:
        """``trigger_order`` only where players order their triggers, naming triggers that exist (603.3b); and
        ``trigger_targets`` only there (603.3d)."""
        if not self.orders_triggers:
            what = {"trigger_order": "order", "trigger_targets": "target with"}
            return [Problem("not-in-ruleset", f"{self.title} puts no triggered abilities on a stack for players to "
                            f"{what[field]}: leave out '{field}'", f"$.{field}") for field in what if field in setup.given]
        if "trigger_order" not in setup.given:
            return []
        problems = []
        known = triggered_keywords(self) | {"triggers"}
        granted = {(a.get("target"), a.get("keyword")[0]) for a in setup.actions
                   if a.do == "grant" and a.get("keyword") is not None}
        for choice in setup.trigger_order:
            perm = setup.permanents[choice.source]
            if choice.ability not in known:
                problems.append(Problem("invalid-scenario", f"{choice.path}.ability: {choice.ability!r} is not a "
                                        f"triggered ability of {self.title} (triggered: {', '.join(sorted(known))})",
                                        f"{choice.path}.ability", self.rule("trigger-order")))
            elif choice.ability == "triggers" and not perm.triggers:
                problems.append(Problem("invalid-scenario", f"{choice.path}: {perm.name} has no triggers of its "
                                        "own (its 'triggers' field) to order", f"{choice.path}.source",
                                        self.rule("trigger-order")))
            elif (choice.ability != "triggers" and not perm.has(choice.ability)
                  and (choice.source, choice.ability) not in granted):
                problems.append(Problem("invalid-scenario", f"{choice.path}: {perm.name} has no "
                                        f"{choice.ability.replace('_', ' ')} (nor gains it by an action), so it has "
                                        "no such trigger to order", f"{choice.path}.source",
                                        self.rule("trigger-order")))
            else:
                problems += [p for p in [instance_problem(setup, choice, self.rule("trigger-order"))] if p]
        return problems

    def multiplayer_problems(self, setup: Setup) -> list[Problem]:
        """More players than the ruleset's game has, a variant it lacks, and commander tallies that name no
        commander."""
        problems = []
        if len(setup.player_order) > 2 and self.multiplayer_refusal is not None:
            code, why = self.multiplayer_refusal
            problems.append(Problem(code, f"{why}; this board has {len(setup.player_order)} players", "$.players"))
        if setup.variant in self.refused_variants:
            code, why, rule = self.refused_variants[setup.variant]
            problems.append(Problem(code, why, "$.variant", rule))
        if "attack_option" in setup.given and self.multiplayer_refusal is not None:
            problems.append(Problem("not-in-ruleset", f"{self.title} has no multiplayer attack options",
                                    "$.attack_option"))
        for i, pid in enumerate(setup.player_order):
            for key in setup.players[pid].commander_damage:
                perm = setup.permanents.get(key)
                if perm is None or not perm.commander:
                    problems.append(Problem("invalid-scenario", f"$.players[{i}].commander_damage: {key!r} is not a "
                                            "permanent of the board with \"commander\": true",
                                            f"$.players[{i}].commander_damage[{key!r}]", self.rule("commander-damage")))
        return problems

    def duplicate_division_problems(self, setup: Setup) -> list[Problem]:
        """A source gets one explicit division per damage step (510.1): a second one is refused, not dropped."""
        problems = []
        seen: set[tuple[str, str | None]] = set()
        for choice in setup.assignments:
            key = (choice.source, choice.step)
            if key in seen:
                when = f"the {choice.step} damage step" if choice.step else "its first damage step (no 'step' given)"
                problems.append(Problem("invalid-scenario", f"a second division for {choice.source} in {when}; "
                                        "give one division per source and step", f"{choice.path}.source",
                                        self.rule("assign-power")))
            seen.add(key)
        return problems

    #: Fields of players and permanents that belong to other rulesets (``not-in-ruleset`` whatever their value).
    refused_player_fields: ClassVar[dict[str, str]] = {"points": "only Riftbound players have points"}
    refused_permanent_fields: ClassVar[dict[str, str]] = {
        "slot": "only Puzzle Quest places creatures in slots",
        "disabled": "only Puzzle Quest disables creatures",
    }
    #: Permanent fields of the Magic rulesets only (refused by Puzzle Quest and Riftbound).
    MAGIC_ONLY_PERMANENT_FIELDS: ClassVar[dict[str, str]] = {
        "regeneration_shields": "regeneration (701.19) is a Magic rule",
        "subtypes": "land subtypes and landwalk (702.14) are Magic's",
        "supertypes": "supertypes (legendary, snow…, 205.4a) are Magic's",
        "zone": "a card waiting in hand to enter combat (ninjutsu, 702.49) is Magic's",
        "triggers": "a creature's own attack and block triggers (603.2, 508.3a, 509.3a–d) are Magic's",
        "renowned": "renown (702.112) is Magic's",
        "statics": "a creature's own conditional static abilities (611.3a) are Magic's",
        "conditions": "what the board states of a static ability's condition (611.3a) is Magic's",
        "attack_unless": "a creature's printed attack restrictions (508.1c) are Magic's",
        "counted_pt": "power and toughness an ability counts from the board (604.3) are Magic's",
        "cant_be_blocked_by": "a creature's printed block restrictions (509.1b) are Magic's",
        "can_be_blocked_only_by": "a creature's printed block restrictions (509.1b) are Magic's",
        "cant_block_creatures": "a creature's printed block restrictions (509.1b) are Magic's",
    }

    def refused_fields(self, setup: Setup, kind: str, refused: dict[str, str]) -> list[Problem]:
        """A ``not-in-ruleset`` problem for each given field of ``refused``."""
        problems = []
        entries = setup.raw.get(kind)
        for i, entry in enumerate(entries if isinstance(entries, list) else []):
            for key, why in refused.items():
                if isinstance(entry, dict) and key in entry:
                    problems.append(Problem("not-in-ruleset", f"{why}, not {self.title}", f"$.{kind}[{i}].{key}"))
        return problems

    def state_problems(self, setup: Setup) -> list[Problem]:
        """A board that state-based actions would already have changed is refused (704.3)."""
        problems = []
        team_game = setup.two_headed_giant
        for i, pid in enumerate(setup.player_order):
            player = setup.players[pid]
            if player.life <= 0:
                who = f"{pid}'s team has" if team_game else f"{pid} has"
                problems.append(Problem("invalid-scenario", f"{who} {player.life} life and would already have "
                                        "lost the game", f"$.players[{i}].life",
                                        self.rule("sba-team-life" if team_game else "sba-life")))
            for commander, taken in player.commander_damage.items():
                if taken >= 21:
                    problems.append(Problem("invalid-scenario", f"{pid} has been dealt {taken} combat damage by "
                                            f"{commander} and would already have lost the game",
                                            f"$.players[{i}].commander_damage[{commander!r}]", self.rule("sba-commander")))
            if team_game:
                if player.poison >= team_poison_limit(setup):
                    problems.append(Problem("invalid-scenario", f"{pid}'s team has {player.poison} poison counters "
                                            "and would already have lost the game", f"$.players[{i}].poison",
                                            self.rule("sba-team-poison")))
            elif player.poison >= 10:
                problems.append(Problem("invalid-scenario", f"{pid} has {player.poison} poison counters and would "
                                        "already have lost the game", f"$.players[{i}].poison", self.rule("sba-poison")))
        for i, perm in enumerate(setup.permanents.values()):
            path = f"$.permanents[{i}]"
            if not perm.on_battlefield:
                continue  # a card in hand: state-based actions look only at the battlefield
            if perm.is_("creature"):
                if perm.toughness <= 0:
                    problems.append(Problem("invalid-scenario", f"{perm.name} has toughness {perm.toughness} and "
                                            "would already be in the graveyard", f"{path}.toughness",
                                            self.rule("sba-toughness")))
                elif perm.damage >= perm.toughness and not perm.has("indestructible"):
                    problems.append(Problem("invalid-scenario", f"{perm.name} has lethal damage marked "
                                            f"({perm.damage} on toughness {perm.toughness}) and would already have "
                                            "been destroyed", f"{path}.damage", self.rule("sba-lethal")))
            if perm.is_("planeswalker") and perm.loyalty <= 0:
                problems.append(Problem("invalid-scenario", f"{perm.name} has no loyalty and would already be in the "
                                        "graveyard", f"{path}.loyalty", self.rule("sba-loyalty")))
            if perm.is_("battle") and perm.defense <= 0:
                problems.append(Problem("invalid-scenario", f"{perm.name} has no defense counters and would already "
                                        "be in the graveyard", f"{path}.defense", self.rule("sba-defense")))
            if perm.is_siege and perm.protector is not None and perm.controller in setup.players:
                # 310.11a: only an opponent of a Siege's controller can be its protector. Its controller would
                # already have chosen an opponent: 704.5x (itself), 310.10 (a Two-Headed Giant teammate).
                if perm.protector == perm.controller:
                    problems.append(Problem("invalid-scenario", f"{perm.name} is a Siege protected by its own "
                                            f"controller {perm.controller}, who would already have chosen an "
                                            "opponent to protect it", f"{path}.protector",
                                            self.rule("sba-siege-protector")))
                elif setup.team_of(perm.protector) == setup.team_of(perm.controller):
                    problems.append(Problem("invalid-scenario", f"{perm.name} is a Siege protected by "
                                            f"{perm.protector}, a teammate of its controller {perm.controller}: "
                                            "only an opponent can protect a Siege (310.11a), so "
                                            f"{perm.controller} would already have chosen an opponent",
                                            f"{path}.protector", self.rule("sba-protector")))
            if perm.counters.get("+1/+1") and perm.counters.get("-1/-1"):
                problems.append(Problem("invalid-scenario", f"{perm.name} has both +1/+1 and -1/-1 counters, which "
                                        "would already have been removed in pairs", f"{path}.counters",
                                        self.rule("sba-counters")))
        return problems

    # Hooks: dividing combat damage.
    def order_recipients(self, combat: CombatMachine, source: str, candidates: list[str]) -> list[str]:
        """The order in which a source's recipients are listed (the blockers' declared order)."""
        return candidates

    def check_division(self, combat: CombatMachine, source: str, recipients: Recipients,
                       division: dict[str, int], path: str) -> Problem | None:
        """Whether a division of a source's combat damage is legal (510.1c–d, 702.19b).

        The current rules let a blocked creature divide its damage among its
        blockers in any way at all (510.1c), and a blocker among the attackers
        it blocks (510.1d); only trample asks for lethal damage first.
        """
        return combat.check_trample(source, recipients, division, path)

    def offer_division(self, combat: CombatMachine, step: str, source: str, recipients: Recipients,
                       ledger: Ledger) -> dict[str, Any]:
        """What a source may do as it divides its combat damage in a step (for :func:`pyengine.options`)."""
        return magic_division(combat, step, source, recipients, ledger)

    def second_step_participants(self, combat: CombatMachine, strikers: list[str]) -> list[str]:
        """Who assigns damage in the second step (702.7b): those that had neither first strike
        nor double strike as the first step began, and those that have double strike now
        (702.4c–d, 702.7c), if still in combat."""
        return [c for c in list(combat.attacks) + list(combat.blocks)
                if c not in strikers or combat.permanents[c].has("double_strike")]

    # Hooks: dealing combat damage.
    def deal_combat_damage(self, combat: CombatMachine, step: str,
                           assignments: list[tuple[str, list[tuple[str, int]]]]) -> None:
        """Deal a step's assigned combat damage: all at once (510.2), then state-based actions."""
        combat.deal_simultaneously(assignments, combat=True)
        combat.settle()

    def final_state(self, combat: CombatMachine) -> dict[str, Any]:
        """The result's ``final``: every player and permanent as combat leaves them."""
        return combat.final_state()

    def run_combat(self, combat: CombatMachine) -> None:
        """The whole combat, from declarations to the last damage step (506–511)."""
        combat.run_magic_combat()
