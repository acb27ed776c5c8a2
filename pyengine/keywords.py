"""Keyword abilities: their names, whether they take a number, and their rules.

A scenario writes a keyword as ``"name"`` or, with a number, ``"name:N"``
(``"extra_blocks:1"``, ``"toxic:2"``). Each ruleset says which keywords it
knows (see :mod:`pyengine.rulesets`); everything else is refused with
``unknown-keyword``, never ignored.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class KeywordSpec:
    """What the engine knows of one keyword ability."""

    name: str
    #: ``True`` for keywords written ``name:N``.
    numbered: bool
    #: The current Comprehensive Rules number (the ruleset may cite another).
    rule: str
    #: One line for the UI and the docs.
    summary: str
    #: The number a numbered keyword has when it is written without one, if its rules give one
    #: (Riftbound's Assault and Shield: "If X is omitted, it is presumed to be 1"); ``None``: required.
    omitted_number: int | None = None
    #: What kind of thing it does to a combat, one of :data:`EFFECTS` (``""``: none of those), from
    #: which the advisor's and the tests' lists of keywords derive (:func:`keywords_with`).
    effect: str = ""


#: The kinds of :attr:`KeywordSpec.effect`, and what a keyword of each kind does.
EFFECTS: dict[str, str] = {
    "strike": "adds a first-strike combat damage step (510.4)",
    "attack-trigger": "an attack trigger that looks at or changes other creatures or players (603.2)",
    "combat-trigger": "a trigger as blockers are declared that changes power, toughness or life before damage",
    "forces-block": "untaps a creature and makes it block (509.1c)",
    "returns": "a creature that dies with it comes back (603.6c): killing it may not cost its controller",
    "block-requirement": "a requirement on the blocks (509.1c) that ties each block to the others",
}


def _specs(*rows: tuple[str, bool, str, str] | tuple[str, bool, str, str, str]) -> dict[str, KeywordSpec]:
    return {row[0]: KeywordSpec(row[0], row[1], row[2], row[3], effect=row[4] if len(row) > 4 else "")
            for row in rows}


#: The combat keywords of Magic, as the scenario format names them.
MAGIC_KEYWORDS: dict[str, KeywordSpec] = _specs(
    ("flying", False, "702.9", "can be blocked only by creatures with flying or reach"),
    ("reach", False, "702.17", "can block creatures with flying"),
    ("first_strike", False, "702.7", "deals combat damage in the first-strike step", "strike"),
    ("double_strike", False, "702.4", "deals combat damage in both damage steps", "strike"),
    ("trample", False, "702.19", "excess damage beyond lethal to blockers goes to what it attacks"),
    ("trample_over_planeswalkers", False, "702.19c",
     "trample that also goes past an attacked planeswalker to its controller"),
    ("deathtouch", False, "702.2", "any damage it deals to a creature destroys it; 1 is lethal"),
    ("lifelink", False, "702.15", "damage it deals also gains its controller that much life"),
    ("infect", False, "702.90", "deals damage as -1/-1 counters to creatures and poison to players"),
    ("wither", False, "702.80", "deals damage to creatures as -1/-1 counters"),
    ("indestructible", False, "702.12", "not destroyed by lethal damage or deathtouch"),
    ("vigilance", False, "702.20", "attacking doesn't cause it to tap"),
    ("menace", False, "702.111", "can't be blocked except by two or more creatures"),
    ("defender", False, "702.3", "can't attack"),
    ("haste", False, "702.10", "can attack the turn it comes under your control"),
    ("unblockable", False, "509.1b", "can't be blocked"),
    ("extra_blocks", True, "509.1a", "can block N additional creatures"),
    ("toxic", True, "702.164", "combat damage to a player also gives N poison counters"),
    # The wider set of combat keyword abilities (issue: every combat keyword).
    ("fear", False, "702.36", "can be blocked only by artifact and/or black creatures"),
    ("intimidate", False, "702.13",
     "can be blocked only by artifact creatures and creatures sharing a color"),
    ("shadow", False, "702.28", "can block or be blocked only by creatures with shadow"),
    ("horsemanship", False, "702.31", "can be blocked only by creatures with horsemanship"),
    ("skulk", False, "702.118", "can't be blocked by creatures with greater power"),
    ("daunt", False, "509.1b", "can't be blocked by creatures with power 2 or less (card text, a restriction)"),
    ("banding", False, "702.22", "attacks in bands; who divides combat damage"),
    ("bushido", True, "702.45", "+N/+N when it blocks or becomes blocked", "combat-trigger"),
    ("rampage", True, "702.23", "+N/+N for each blocker beyond the first", "combat-trigger"),
    ("flanking", False, "702.25", "a blocker without flanking gets -1/-1", "combat-trigger"),
    ("exalted", False, "702.83", "a creature attacking alone gets +1/+1 per instance", "attack-trigger"),
    ("battle_cry", False, "702.91", "other attacking creatures get +1/+0", "attack-trigger"),
    ("afflict", True, "702.130", "when blocked, the defending player loses N life", "combat-trigger"),
    ("melee", False, "702.121", "+1/+1 for each opponent attacked", "attack-trigger"),
    ("training", False, "702.149", "attacks with a greater-power creature: +1/+1 counter", "attack-trigger"),
    ("mentor", False, "702.134", "puts a +1/+1 counter on an attacker with lesser power", "attack-trigger"),
    ("battalion", False, "207.2c", "an ability word: triggers when it and at least two others attack",
     "attack-trigger"),
    ("dethrone", False, "702.105", "+1/+1 counter when attacking the player with the most life", "attack-trigger"),
    ("frenzy", True, "702.68", "+N/+0 when it attacks and isn't blocked", "combat-trigger"),
    ("renown", True, "702.112", "combat damage to a player: N +1/+1 counters, once (it becomes renowned)"),
    ("provoke", False, "702.39", "the named creature untaps and blocks it if able", "forces-block"),
    ("undying", False, "702.93", "returns with a +1/+1 counter if it had none", "returns"),
    ("persist", False, "702.79", "returns with a -1/-1 counter if it had none", "returns"),
    ("afterlife", True, "702.135", "when it dies, create N 1/1 white and black Spirit creature tokens with flying"),
    ("evolve", False, "702.100", "a +1/+1 counter when a creature you control with greater power or toughness enters"),
    ("mobilize", True, "702.181", "when it attacks, N 1/1 red Warrior tokens enter tapped and attacking",
     "attack-trigger"),
    ("damage_as_though_unblocked", False, "510.1c",
     "may assign its combat damage as though it weren't blocked"),
    # What real cards print about combat (issue 15): replacement effects, landwalk, restrictions, requirements.
    ("umbra_armor", True, "702.89", "N Auras with umbra armor: each saves it from being destroyed once"),
    ("islandwalk", False, "702.14", "can't be blocked while the defending player controls an Island"),
    ("swampwalk", False, "702.14", "can't be blocked while the defending player controls a Swamp"),
    ("forestwalk", False, "702.14", "can't be blocked while the defending player controls a Forest"),
    ("mountainwalk", False, "702.14", "can't be blocked while the defending player controls a Mountain"),
    ("plainswalk", False, "702.14", "can't be blocked while the defending player controls a Plains"),
    ("landwalk", False, "702.14",
     "landwalk:SUBTYPE: can't be blocked while the defending player controls a land of that subtype"),
    ("cant_block", False, "509.1b", "can't block (card text, a restriction)"),
    ("cant_attack", False, "508.1c", "can't attack (card text, a restriction)"),
    ("can_block_only_flying", False, "509.1b", "can block only creatures with flying (a restriction)"),
    ("min_blockers", True, "509.1b", "can't be blocked except by N or more creatures (a restriction)"),
    ("max_blockers", True, "509.1b", "can't be blocked by more than N creatures (a restriction)"),
    ("exile_instead", False, "614.1a",
     "if it would be put into a graveyard, it is exiled instead (a replacement effect: it never dies)"),
    ("lure", False, "509.1c", "all creatures able to block it do so (a requirement)", "block-requirement"),
    ("must_be_blocked", False, "509.1c", "must be blocked if able (a requirement)", "block-requirement"),
    ("attacks_each_combat", False, "508.1d", "attacks each combat if able (a requirement)"),
    ("blocks_each_combat", False, "509.1c", "blocks each combat if able (a requirement)", "block-requirement"),
    ("enlist", False, "702.154", "as it attacks, tap a non-attacking creature: +X/+0, X its power (attacker field)"),
    ("ninjutsu", False, "702.49", "return an unblocked attacker to hand: this card enters tapped and attacking"),
    ("damage_by_toughness", False, "510.1a", "assigns combat damage equal to its toughness rather than its power"),
    ("changeling", False, "702.73", "it is every creature type (a lord's \"other Goblins\", protection from Goblins)"),
    # Targeting (own triggers with a target, provoke, mentor): what an ability may not target (115.1d, 603.3d).
    ("hexproof", False, "702.11", "can't be the target of spells or abilities an opponent controls"),
    ("shroud", False, "702.18", "can't be the target of spells or abilities"),
    ("ward", False, "702.21", "an opponent's trigger targeting it is countered unless they pay its mana cost"),
    ("ward_life", True, "702.21", "Ward—Pay N life: an opponent's trigger targeting it is countered unless they "
     "pay N life"),
)

#: Landwalk keywords and the land subtype each looks for (702.14c); ``landwalk:SUBTYPE`` names its own.
LANDWALK_SUBTYPES: dict[str, str] = {
    "islandwalk": "Island", "swampwalk": "Swamp", "forestwalk": "Forest", "mountainwalk": "Mountain",
    "plainswalk": "Plains",
}
#: The keyword written ``landwalk:SUBTYPE`` (its "number" is a land subtype, kept in the keyword's name).
LANDWALK = "landwalk"


def keyword_family(name: str) -> str:
    """The keyword a stored name belongs to: ``"landwalk:Desert"`` is a ``landwalk``, anything else itself."""
    return LANDWALK if name.startswith(LANDWALK + ":") else name


def landwalk_subtype(name: str) -> str | None:
    """The land subtype a landwalk keyword looks for (``"swampwalk"`` → ``"Swamp"``), or ``None``."""
    if name.startswith(LANDWALK + ":"):
        return name[len(LANDWALK) + 1:]
    return LANDWALK_SUBTYPES.get(name)


#: Puzzle Quest cites the community wiki's sections (the game has no numbered rules).
PQ_COMBAT_BASICS = "PQ Combat Basics"
PQ_ABILITIES = "PQ Abilities"

#: The combat keywords of Magic: The Gathering – Puzzle Quest (mtgpq wiki "Combat Basics", "Abilities").
PUZZLE_QUEST_KEYWORDS: dict[str, KeywordSpec] = _specs(
    ("flying", False, f"{PQ_COMBAT_BASICS}: Blocking",
     "blocked only by a defending creature with reach, or with flying and defender or vigilance"),
    ("reach", False, f"{PQ_COMBAT_BASICS}: Creature slots", "moves down the slots and blocks, flyers too"),
    ("first_strike", False, f"{PQ_COMBAT_BASICS}: First Strike",
     "deals its damage first; the other creature retaliates only if it survives"),
    ("double_strike", False, f"{PQ_COMBAT_BASICS}: Double Strike",
     "one attack, two hits (first strike, then regular); trample applies to both"),
    ("trample", False, f"{PQ_COMBAT_BASICS}: Trample",
     "damage beyond the blocker's toughness goes to the planeswalker, even through prevention"),
    ("deathtouch", False, f"{PQ_ABILITIES}: Deathtouch", "combat damage it deals to a creature destroys it"),
    ("lifelink", False, f"{PQ_ABILITIES}: Lifelink", "damage it deals also gains its planeswalker that much life"),
    ("indestructible", False, f"{PQ_ABILITIES}: Indestructible", "not destroyed by damage or deathtouch"),
    ("vigilance", False, f"{PQ_COMBAT_BASICS}: Creature slots", "moves down the slots and blocks"),
    ("bravery", False, f"{PQ_COMBAT_BASICS}: Creature slots",
     "moves to slot 1 during combat on its controller's turn, so it attacks first"),
    ("menace", False, f"{PQ_COMBAT_BASICS}: Blocking", "not blocked while only one defending creature could"),
    ("defender", False, f"{PQ_COMBAT_BASICS}: Creature slots",
     "moves to the lowest slot and blocks; it still attacks if its power is above 0"),
    ("haste", False, f"{PQ_COMBAT_BASICS}: Attacking", "attacks the turn it was brought into play"),
    ("unblockable", False, f"{PQ_COMBAT_BASICS}: Blocking", "never blocked"),
    ("cant_attack", False, f"{PQ_COMBAT_BASICS}: Attacking", "never attacks"),
    ("berserker", False, f"{PQ_ABILITIES}: Berserker",
     "attacks the first enemy creature it can instead of the planeswalker (not with menace)"),
)

#: The combat keywords of Riftbound (Riftbound Core Rules, 2025-10; numbered as in that file).
RIFTBOUND_KEYWORDS: dict[str, KeywordSpec] = _specs(
    ("tank", False, "731", "must be assigned lethal combat damage before its side's units without tank"),
    ("assault", True, "723", "+N Might while it is an attacker (written without N: 1, 723.1.b.3)"),
    ("shield", True, "730", "+N Might while it is a defender (written without N: 1, 730.1.b.3)"),
    ("stunned", False, "410", "adds no Might to its side, but still needs its full Might in damage to die"),
    ("assigned_last", False, "439.1.d.5", "must be assigned combat damage last (card text)"),
    ("cant_be_damaged", False, "439.1.d.9", "can't be dealt damage: skipped when combat damage is assigned"),
    ("deathknell", False, "724", "triggers when it dies (no combat effect)"),
    # Keywords a unit in combat may have that change nothing in it (rules digest 5.4).
    ("accelerate", False, "721", "may enter ready as it is played (no function on the board, 721.3)"),
    ("deflect", True, "725", "opponents' spells and abilities that choose it cost N more Power (no combat effect)"),
    ("ganking", False, "726", "may move from battlefield to battlefield (no combat effect)"),
    ("temporary", False, "732", "killed at its controller's Beginning Phase (no combat effect)"),
)
# "If X is omitted, it is presumed to be 1" (723.1.b.3, 725.1.b.3, 730.1.b.3).
for _name in ("assault", "deflect", "shield"):
    RIFTBOUND_KEYWORDS[_name] = replace(RIFTBOUND_KEYWORDS[_name], omitted_number=1)


def keywords_with(*effects: str, table: dict[str, KeywordSpec] = MAGIC_KEYWORDS) -> tuple[str, ...]:
    """The keywords of ``table`` whose :attr:`~KeywordSpec.effect` is one of ``effects``, in table order.

    >>> keywords_with("strike")
    ('first_strike', 'double_strike')
    """
    unknown = [e for e in effects if e not in EFFECTS]
    if unknown:
        raise ValueError(f"no keyword effect {unknown[0]!r}; the effects are {', '.join(EFFECTS)}")
    return tuple(name for name, spec in table.items() if spec.effect in effects)


def parse_keyword(text: str) -> tuple[str, int | None]:
    """Split ``"name:N"`` into ``("name", N)``; ``"name"`` gives ``("name", None)``.

    >>> parse_keyword("extra_blocks:2")
    ('extra_blocks', 2)
    >>> parse_keyword("flying")
    ('flying', None)

    :raises ValueError: when the number part is not a whole number.
    """
    name, sep, number = text.partition(":")
    if not sep:
        return name, None
    if name == LANDWALK:  # landwalk:Desert: the land subtype is part of the keyword's name
        if not number.strip():
            raise ValueError("landwalk needs a land subtype, as in 'landwalk:Desert'")
        return f"{LANDWALK}:{number.strip()}", None
    if not number.strip().lstrip("-").isdigit() or len(number) > 12:
        raise ValueError(f"{number!r} is not a whole number")
    return name, int(number)
