"""What a ruleset has, for a user interface to ask instead of comparing ruleset ids (``capabilities``).

Read from the ruleset's own declarations (:class:`pyengine.rulesets.base.Ruleset`'s class attributes)
and the scenario format's field tables (:mod:`pyengine.fields`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..fields import (
    ATTACK_OPTIONS,
    COMMANDER,
    METADATA_FIELDS,
    PERMANENT_FIELDS,
    PLAYER_FIELDS,
    TOP_LEVEL_FIELDS,
    TWO_HEADED_GIANT,
    VARIANTS,
)
from ..keywords import LANDWALK
from ..model import (
    COMMANDER_LIFE,
    EXTRA_MEMBER_LIFE,
    EXTRA_MEMBER_POISON,
    POISON_LIMIT,
    STARTING_LIFE,
    TEAM_LIFE,
    TEAM_POISON,
)

if TYPE_CHECKING:
    from .base import Ruleset


def capabilities(rules: Ruleset) -> dict[str, Any]:
    """What the ruleset has, for a user interface to ask instead of comparing ruleset ids."""
    declares = rules.players_declare
    decisions = (["attacks", "blocks"] if declares else []) + (["divisions"] if rules.division_source else [])
    scenario_fields = set(TOP_LEVEL_FIELDS - METADATA_FIELDS)
    absent = {
        "damage_assignment_order": not rules.has_damage_assignment_order,
        "attackers": not declares, "blockers": not declares,
        "assignments": rules.division_source is None,
        "actions": not rules.action_times,
        "battlefield": not rules.at_a_battlefield,
        "trigger_order": not rules.orders_triggers,
        "trigger_targets": not rules.orders_triggers,
        "attack_option": rules.multiplayer_refusal is not None,
    }
    variants = [v for v in VARIANTS if v not in rules.refused_variants]
    absent["variant"] = not variants
    scenario_fields -= {name for name, gone in absent.items() if gone}
    types = rules.permanent_types
    permanent_fields = set(PERMANENT_FIELDS) - set(rules.refused_permanent_fields) - set(rules.absent_unit_fields)
    player_fields = set(PLAYER_FIELDS) - set(rules.refused_player_fields)
    if COMMANDER not in variants:  # 903: commanders and commander damage (an owner is any ruleset's, 800.4a)
        permanent_fields.discard("commander")
        player_fields.discard("commander_damage")
    if TWO_HEADED_GIANT not in variants:  # 810: teams
        player_fields.discard("team")
    for name, needs in (("might", "unit"), ("loyalty", "planeswalker"), ("defense", "battle"),
                        ("protector", "battle")):
        if needs not in types:
            permanent_fields.discard(name)
    if "creature" not in types:
        permanent_fields -= {"power", "toughness"}
    if not rules.cards_by_name:  # a real card by name is a Magic card (pyengine.cards)
        permanent_fields.discard("card")
    return {
        "id": rules.name,
        "title": rules.title,
        "era": rules.era,
        "decisions": decisions,
        "steps": list(rules.steps),
        "division_source": rules.division_source,
        "damage_assignment_order": rules.has_damage_assignment_order,
        "combat_damage_on_stack": "on-stack" in rules.action_times,
        "deathtouch_is_lethal": rules.deathtouch_is_lethal,
        "action_times": sorted(rules.action_times),
        "counters": sorted(rules.counter_kinds),
        "enlist": rules.has_enlist,
        "max_players": rules.max_players,
        "variants": variants,
        "games": games(variants, has_life="life" in player_fields, max_players=rules.max_players,
                       numbered_like_magic=rules.cites_comprehensive_rules),
        "attack_options": list(ATTACK_OPTIONS) if rules.multiplayer_refusal is None else [],
        "graveyard": rules.graveyard_name,
        "permanent_types": sorted(types),
        "default_type": rules.default_type,
        "fields": {"scenario": sorted(scenario_fields), "player": sorted(player_fields),
                   "permanent": sorted(permanent_fields)},
        "keywords": [_keyword(rules, name) for name in rules.keywords
                     if name not in rules.absent_keywords and name not in rules.unimplemented_keywords],
    }


def _keyword(rules: Ruleset, name: str) -> dict[str, Any]:
    spec = rules.keywords[name]
    label = name.replace("_", " ")
    parameter = "number" if spec.numbered else "land subtype" if name == LANDWALK else None
    suffix = {"number": " {n}", "land subtype": " {subtype}", None: ""}[parameter]
    # In a sentence: "toxic 2"; a landwalk of a land subtype is "[type]walk" (702.14a: "desertwalk").
    phrase = "{subtype}walk" if parameter == "land subtype" else label + suffix
    return {"name": name, "numbered": spec.numbered, "parameter": parameter, "rule": rules.rule_for_keyword(name),
            "summary": rules.keyword_summary(name), "label": label, "badge": label[:1].upper() + label[1:] + suffix,
            "phrase": phrase}


#: The games a board may be (``variant``): their titles and rules, for a user interface to name them.
GAME_TITLES = {None: ("Two or more players", "103.4"), COMMANDER: ("Commander", "903"),
               TWO_HEADED_GIANT: ("Two-Headed Giant", "810")}


def games(variants: list[str], *, has_life: bool, max_players: int,
          numbered_like_magic: bool = True) -> list[dict[str, Any]]:
    """Each game the ruleset plays (no ``variant``, then each variant it has): title, rule, the life each
    player (in Two-Headed Giant, each team) starts at when the scenario gives none and the poison that makes
    them lose; a team of more than two starts with ``extra_member_life`` more per further member and loses
    at ``extra_member_poison`` more (103.4, 104.3d, 810.4, 810.11, 903.7). A ruleset without life totals
    (Riftbound scores points) has no starting life. A game whose rules are not the Comprehensive Rules'
    (Riftbound, Puzzle Quest) cites no Magic rule for its players: ``rule`` is ``None``."""
    out = []
    for variant in [None, *variants]:
        title, magic_rule = GAME_TITLES[variant]
        rule = magic_rule if numbered_like_magic else None
        if variant is None and max_players == 2:
            title = "Two players"
        entry: dict[str, Any] = {"id": variant, "title": title, "rule": rule,
                                 "starting_life": STARTING_LIFE if has_life else None,
                                 "poison_limit": POISON_LIMIT if has_life else None}
        if variant == COMMANDER:
            entry["starting_life"] = COMMANDER_LIFE
        if variant == TWO_HEADED_GIANT:
            entry.update(starting_life=TEAM_LIFE, poison_limit=TEAM_POISON, team_size=2,
                         extra_member_life=EXTRA_MEMBER_LIFE, extra_member_poison=EXTRA_MEMBER_POISON)
        out.append(entry)
    return out
