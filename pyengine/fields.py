"""The scenario format's fields and enumerations (docs/scenario-format.md): what a scenario may say.

The lowest layer of the engine: plain constants, read by the parser, by each ruleset's capabilities
and by the options a user interface asks for.
"""

from __future__ import annotations

#: The game variants a scenario may name (903 Commander, 810 Two-Headed Giant).
COMMANDER, TWO_HEADED_GIANT = "commander", "two-headed-giant"

#: Top-level fields the engine ignores: descriptions for people and tools.
METADATA_FIELDS = frozenset({"title", "description", "source", "note", "tags", "expect", "goal", "hint"})
TOP_LEVEL_FIELDS = frozenset({
    "format", "ruleset", "players", "active_player", "permanents", "attackers", "blockers",
    "damage_assignment_order", "assignments", "actions", "battlefield", "trigger_order", "attack_option",
    "variant", "trigger_targets",
}) | METADATA_FIELDS
PLAYER_FIELDS = frozenset({"id", "name", "life", "poison", "points", "team", "commander_damage"})
#: The fields of an ``attackers`` entry.
ATTACKER_FIELDS = frozenset({"id", "target", "provoke", "mentor", "band", "enlist"})
PERMANENT_FIELDS = frozenset({
    "id", "name", "controller", "types", "power", "toughness", "might", "damage", "counters",
    "loyalty", "defense", "protector", "keywords", "colors", "protection", "tapped", "sick",
    "prevent", "slot", "disabled", "subtypes", "regeneration_shields", "zone", "commander", "owner",
    "control_effect", "card", "triggers", "renowned", "statics", "attack_unless", "counted_pt", "cant_be_blocked_by",
    "can_be_blocked_only_by", "cant_block_creatures", "conditions", "supertypes",
})
#: The fields of a board filter: an ``attack_unless`` entry (508.1c), a ``counted_pt.count`` (604.3).
FILTER_FIELDS = frozenset({"controller", "types", "subtypes", "colors", "keywords", "other", "at_least", "at_most"})
#: The fields of a ``cant_be_blocked_by`` entry: the creatures that can't block it (509.1b).
BLOCKER_FILTER_FIELDS = frozenset({"types", "subtypes", "colors", "keywords", "power_at_least", "power_at_most",
                                   "power_vs_its"})
#: The fields of ``counted_pt``: which of power and toughness, the count, a number added (604.3, 613.4a).
COUNTED_PT_FIELDS = frozenset({"of", "count", "plus"})
#: What ``counted_pt.of`` may say.
COUNTED_PT_OF = ("power-and-toughness", "power", "toughness")
#: The fields of a ``triggers`` entry: a permanent's own attack or block trigger (603.2, 508.3a, 509.3a–d).
TRIGGER_FIELDS = frozenset({"on", "power", "toughness", "keywords", "counters", "for_each_blocker", "for_each_attacker",
                            "gain_life",
                            "opponents_lose", "create", "target", "that_creature", "loses",
                            "watches"})
#: The fields of a trigger's ``that_creature``: what a block trigger does to the other creature (509.3b, 509.3d).
THAT_CREATURE_FIELDS = frozenset({"damage", "power", "toughness"})
#: The fields of a trigger's ``loses``: who loses life, and how much (119.3).
LOSES_FIELDS = frozenset({"who", "amount"})
#: The fields of a trigger's ``create``: the creature tokens it creates (111.1, 111.3).
CREATE_FIELDS = frozenset({"count", "power", "toughness", "colors", "types", "subtypes", "keywords", "tapped",
                           "attacking"})
#: The fields of a trigger's ``target``: what it may target and what it does to it (115.1d, 603.3d).
TRIGGER_TARGET_FIELDS = frozenset({"what", "power", "toughness", "keywords", "counters", "tap", "cant_block", "damage",
                                   "loses"})
#: The fields of a ``trigger_targets`` entry: the trigger (its permanent, its index in ``triggers``) and its target.
TARGET_CHOICE_FIELDS = frozenset({"source", "trigger", "target", "pays_ward"})
#: The fields of a ``statics`` entry: a permanent's own static ability that applies while a condition holds (611.3a).
STATIC_FIELDS = frozenset({"while", "power", "toughness", "keywords", "affects", "if", "for_each", "life", "poison",
                           "counters", "stated"})
#: The fields of a static's ``life`` or ``poison``: whose, and the bounds (611.3a; pyengine/conditions.py).
PLAYER_COUNT_FIELDS = frozenset({"player", "at_least", "at_most"})
#: The fields of a static's ``counters``: the kind of counter on the permanent itself, and the bounds (122.1a).
COUNTER_COUNT_FIELDS = frozenset({"kind", "at_least", "at_most"})
#: The fields of a static's ``stated``: a condition the board states in the permanent's ``conditions``.
STATED_FIELDS = frozenset({"id", "text"})
#: The fields of a static's ``affects``: which creatures an anthem or lord gives its effect to (611.3a, 613.1).
AFFECTS_FIELDS = frozenset({"controller", "other", "subtypes", "keywords", "combat", "colors", "types", "counters",
                            "colorless", "multicolored", "not_colors", "supertypes"})
#: The fields of a trigger's ``watches``: an ``affects`` describing the watched creature, and its power and toughness
#: bounds ("with power 2 or less", 208.1).
WATCHES_FIELDS = AFFECTS_FIELDS | {"power", "toughness"}
#: The card types an ``affects`` may ask for besides creature (``"artifact creatures you control"``).
AFFECTS_TYPES = ("artifact", "land")
#: How many players a game may have (the seating is the order of ``players``, 101.4).
MIN_PLAYERS, MAX_PLAYERS = 2, 8
#: Multiplayer attack options (802: attack multiple players; 803: attack left or right).
ATTACK_OPTIONS = ("multiple", "left", "right")
VARIANTS = (COMMANDER, TWO_HEADED_GIANT)
COLORS = ("white", "blue", "black", "red", "green")
#: The supertypes a permanent may have (205.4a; ongoing is only a scheme's, never a permanent's).
SUPERTYPES = ("basic", "legendary", "snow", "world")
COUNTER_KINDS = ("+1/+1", "-1/-1", "shield")
#: The counters a ``counters`` action puts (122.1a): the two that change power and toughness.
ACTION_COUNTER_KINDS = ("+1/+1", "-1/-1")
#: What protection may be from besides a color or a creature type (702.16a, 702.16j): a card type (the
#: permanents of that type), the number of its colours (105.2), or everything.
PROTECTION_QUALITIES = ("creatures", "artifacts", "enchantments", "lands", "planeswalkers", "multicolored",
                        "monocolored", "colorless", "everything")
#: Where a permanent of the scenario may start: on the battlefield, or in its owner's hand (a ninja, 702.49a).
START_ZONES = ("battlefield", "hand")
ZONES_TO = ("graveyard", "exile", "hand")
DAMAGE_STEPS = ("first-strike", "regular")
ACTION_KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # do: (required fields, optional fields) besides "at", "do" and "step"
    "pump": (("target",), ("power", "toughness")),
    "remove": (("target",), ("to",)),
    "remove-from-combat": (("target",), ()),
    "prevent": (("target", "amount"), ()),
    "grant": (("target", "keyword"), ()),
    "lose": (("target", "keyword"), ()),
    "deal": (("source", "target", "amount"), ()),
    "counters": (("target", "kind", "amount"), ()),
    "life": (("target", "amount"), ("source",)),
    "regenerate": (("target",), ()),
    "ninjutsu": (("return", "ninja"), ()),
}
