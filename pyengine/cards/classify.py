"""From a printed card to the fields of a permanent: what Combat Lab models of it, and what it does not.

Run at build time over the card corpus (``tools/card_index.py``) and in the tests over a
hand-made fixture; the engine at run time reads only the result (:mod:`pyengine.cards`).

Every line of a card's rules text ends in exactly one of three places:

* **modelled** — it becomes one of the engine's own fields: a keyword with its number
  (``bushido:2``, ``toxic:2``, ``landwalk:Desert``), a protection, or a printed static the
  engine models (``cant_block``, ``lure``, ``min_blockers:2``, ``damage_by_toughness``…);
* **irrelevant** — it cannot change combat damage or its outcome once the board is set up:
  an enters-the-battlefield trigger, a beginning-of-combat trigger (it resolved before attackers were declared:
  :mod:`pyengine.cards.before_attacks`), a mana ability, cycling, flash, upkeep triggers…;
* **unmodelled** — it may change combat and the engine has no field for it (an attack
  trigger, an anthem, an "as long as" static, a combat-damage trigger, a dies trigger…).
  It is kept, word for word, so that the board can say "Combat Lab does not model: …".

Activated abilities (``{R}: this creature gets +1/+0``) are a player's choice: the board's
``actions`` say whether one was used, so they are kept as **choices**, not silently dropped; so are
triggers that only a player's act fires (a spell cast, a land entering, a card cycled or discarded, a permanent
sacrificed: prowess, landfall, :mod:`pyengine.cards.choice_triggers`) whose effect the actions can state (a pump,
damage, counters, life…); one whose whole effect is outside what the engine tracks (draw, scry) is irrelevant. Counters it entered with that depend on how it entered (X, kicker,
bloodthirst) are the board's to state: **entry_counters** (:mod:`pyengine.cards.entry_counters`).

When a line is not recognised it is **unmodelled**: a wrong "irrelevant" would be a silent guess.

A triggered ability that triggers during the combat damage step (a dies trigger, a combat-damage trigger)
and is not modelled stays **unmodelled**, never irrelevant: it is put on the stack after that step's
state-based actions (510.3a, 603.3) and resolves before any later combat damage (a first-strike step is
followed by the regular one, 510.4), and even after the last step it changes the final board. The engine
does not record such a trigger as waiting: the board is resolved without it, so the answer is exact up to
the moment the trigger would be put on the stack and not after, and the warning ("Combat Lab does not model:
<the ability>") says which ability is missing. Nothing claims its effect was applied.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from typing import Any

from .after_entering import follows_entering
from .before_attacks import at_beginning_of_combat, resolved_before_attacks
from .block_restrictions import block_restriction
from .choice_triggers import CHOICE_KEYWORDS, choice_trigger, is_face_up_trigger
from .entry_counters import is_entry_counters
from .characteristics import attack_condition, counted_pt, is_every_creature_type, protection_qualities
from .colors import printed_colors
from .creature_types import creature_type
from .either_event import split_either_event
from .families import unmodelled_family as unmodelled_family
from .hazards import SELF, reaches_combat
from .inert import is_inert_trigger
from .levels import at_level, level_heading
from .lords import lord_static
from .outside import (ROLL_RESULT, is_attached_only, is_costed_keyword, is_outside,
                      is_outside_keyword)
from .statics import counted_static, own_static
from .target_triggers import targeted_trigger
from .that_creature import that_creature_trigger
from .triggers import own_trigger


#: Keyword abilities (702) the engine models, by their printed name; the value is the engine's name.
MODELLED_KEYWORDS = {
    "flying": "flying", "reach": "reach", "first strike": "first_strike", "double strike": "double_strike",
    "trample": "trample", "deathtouch": "deathtouch", "lifelink": "lifelink", "infect": "infect",
    "wither": "wither", "indestructible": "indestructible", "vigilance": "vigilance", "menace": "menace",
    "defender": "defender", "haste": "haste", "fear": "fear", "intimidate": "intimidate",
    "shadow": "shadow", "horsemanship": "horsemanship", "skulk": "skulk", "banding": "banding",
    "flanking": "flanking", "exalted": "exalted", "battle cry": "battle_cry", "melee": "melee",
    "training": "training", "mentor": "mentor", "dethrone": "dethrone", "provoke": "provoke",
    "undying": "undying", "persist": "persist", "enlist": "enlist", "evolve": "evolve",
    "islandwalk": "islandwalk", "swampwalk": "swampwalk", "forestwalk": "forestwalk",
    "mountainwalk": "mountainwalk", "plainswalk": "plainswalk", "changeling": "changeling",
    "hexproof": "hexproof", "shroud": "shroud",  # what an own trigger, provoke or mentor may target (702.11b, 702.18a)
}
#: Keywords written with a number (``Bushido 2``): printed name → engine name.
NUMBERED_KEYWORDS = {"bushido": "bushido", "rampage": "rampage", "toxic": "toxic", "afflict": "afflict",
                     "frenzy": "frenzy", "renown": "renown", "afterlife": "afterlife", "mobilize": "mobilize"}
#: Keywords written with a cost, where the engine has the keyword without the cost (ninjutsu's cost is
#: paid outside the combat the scenario describes).
COSTED_KEYWORDS = {"ninjutsu": "ninjutsu"}

#: Keyword abilities that cannot change combat damage or its result once the board is set up:
#: casting and costs (flash, convoke, kicker…), other zones (cycling, unearth…), and abilities that work outside the combat damage step. Not here: what puts counters on
#: it as it enters (modular, graft, sunburst, riot, unleash…, 614.1c; riot and unleash: the board's, entry_counters), what makes attacking tokens (myriad:
#: copies; mobilize N is modelled), activated abilities (exhaust, boast: a player's choice), and prototype (702.160a: cast prototyped,
#: it is another size and colour, which the board must give).
IRRELEVANT_KEYWORDS = frozenset({
    "flash", "cycling", "kicker", "multikicker", "convoke", "delve",
    "affinity", "evoke", "echo", "cumulative upkeep", "morph", "megamorph", "disguise", "unearth",
    "partner", "partner with", "devoid", "suspend", "madness", "flashback", "dash",
    "embalm", "eternalize", "encore", "blitz", "escape", "emerge",
    "improvise", "offering", "outlast", "plainscycling", "islandcycling", "swampcycling",
    "mountaincycling", "forestcycling", "landcycling", "typecycling", "basic landcycling",
    "transfigure", "transmute", "reinforce", "commander ninjutsu", "sneak", "bestow",
    "mutate", "reconfigure", "squad", "casualty", "bargain", "craft",
    "disturb", "daybound", "nightbound", "foretell", "cleave", "aftermath", "buyback",
    "entwine", "fuse", "overload", "replicate", "retrace", "splice", "spectacle", "surge",
    "jump-start", "champion", "hideaway", "living weapon", "soulbond", "split second",
    "storm", "cascade", "discover", "ravenous", "plot", "warp", "gift", "impending", "station",
    "choose a background", "friends forever", "doctor's companion", "offspring", "freerunning",
    "spree", "tiered", "harmonize", "scavenge", "recover", "forecast",
    "aura swap", "fortify", "equip", "saddle", "level up", "miracle", "awaken",
    "conspire", "epic", "haunt", "ripple", "vanishing", "fading",
    "dredge", "transform",
})

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF = SELF  # how a card's text names itself (cards/hazards.py), one pattern for the lines and their hazards

#: Printed statics the engine models, recognised in the rules text (each a whole line).
STATIC_PATTERNS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(rf"^{pattern}\.?$", re.IGNORECASE), keywords) for pattern, keywords in (
        (rf"{_SELF} can't block", ("cant_block",)),
        (rf"{_SELF} can't attack", ("cant_attack",)),
        (rf"{_SELF} can't attack or block", ("cant_attack", "cant_block")),
        (rf"{_SELF} can't block and can't be blocked", ("cant_block", "unblockable")),
        # 614.1a: a replacement effect; it never dies (700.4). ("… shuffle it into its owner's library instead" is not.)
        (rf"if {_SELF} would (?:die|be put into a graveyard from anywhere), exile it instead", ("exile_instead",)),
        (rf"{_SELF} can't be blocked", ("unblockable",)),
        (rf"{_SELF} can block only creatures with flying", ("can_block_only_flying",)),
        (rf"{_SELF} can block an additional creature each combat", ("extra_blocks:1",)),
        (rf"{_SELF} can't be blocked except by two or more creatures", ("min_blockers:2",)),
        (rf"{_SELF} can't be blocked except by three or more creatures", ("min_blockers:3",)),
        (rf"{_SELF} can't be blocked by more than one creature", ("max_blockers:1",)),
        (rf"all creatures able to block {_SELF} do so", ("lure",)),
        (rf"{_SELF} must be blocked if able", ("must_be_blocked",)),
        (rf"{_SELF} attacks each combat if able", ("attacks_each_combat",)),
        (rf"{_SELF} blocks each combat if able", ("blocks_each_combat",)),
        (rf"{_SELF} attacks or blocks each combat if able", ("attacks_each_combat", "blocks_each_combat")),
        (rf"{_SELF} can't be blocked by creatures with power 2 or less", ("daunt",)),
        (rf"{_SELF} assigns combat damage equal to its toughness rather than its power",
         ("damage_by_toughness",)),
        (rf"you may have {_SELF} assign its combat damage as though it weren't blocked",
         ("damage_as_though_unblocked",)),
    ))
_NUMBER_WORDS = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_EXTRA_BLOCKS = re.compile(rf"^{_SELF} can block (an|a|one|two|three|four) additional creatures?"
                           r"(?: each combat)?\.?$", re.IGNORECASE)

#: A mana ability's cost as printed: ``{T}: Add …``, ``{T}, Pay 1 life: Add …`` (605.1a).
_MANA_HEAD = r"^\{T\}(?:, [^:]*)?: add\b"

#: Lines that cannot change combat damage once the board is set up, by how they begin or what they are.
IRRELEVANT_LINES: tuple[re.Pattern[str], ...] = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"^when(?:ever)? {_SELF} enters\b(?! or)",             # enters-the-battlefield triggers (603.6a)
    rf"^{_SELF} enters (?:tapped|with|the battlefield)",     # replacement effects as it enters (614.1c)
    r"^as (?:this creature|this permanent|this land|CARDNAME) enters\b(?!.*\b(?:counters?|power|toughness|copy|becomes)\b)",
    _MANA_HEAD, r"^add\b",                                   # mana abilities (605)
    r"^this spell can't be countered", r"^this spell costs\b", r"^you may cast\b",
    r"^at the beginning of (?:your|each|each player's|each opponent's) (?:upkeep|end step|draw step)",
    r"^at the beginning of the end step", r"^at the beginning of your precombat main phase",
    # (A trigger on casting, drawing or a land entering can fire during combat, as the board's actions go,
    # so "whenever you cast …", "whenever you draw …" and landfall stay unmodelled, except those that only pump
    # the creature itself, which are choices: cards/choice_triggers.py.)
    r"^you may look at the top card of your library", r"^when you cast this spell\b", r"^when you cycle\b",
    rf"^{_SELF} doesn't untap during", r"^you may choose not to untap\b",   # the untap step (502.3)
    r"^affinity for\b", r"^exploit$", r"^soulshift \d+$", r"^ascend$",
    rf"^{_SELF} enters prepared", r"^start your engines!$",
    # Deck building, the draft, casting and lands: nothing of a combat already under way.
    r"^draft this card face up", r"^a deck can have any number of cards named", r"^you have no maximum hand size",
    r"^you may play an additional land", r"^you may play lands from your graveyard",
    r"^play with the top card of your library revealed", r"^as an additional cost to cast this spell",
    r"^(?:instant and sorcery|creature|noncreature|artifact) spells you cast cost\b",
    r"^partner\s*—", r"^specialize\b",
    r"^assist$", r"^starting intensity \d+$",
    r"^if it's neither day nor night, it becomes day as",
    r"^—$",
))



def rules_lines(card: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The card's rules text a line each, reminder text removed: ``(line with its name written
    CARDNAME, line as printed)``."""
    text = card.get("text") or ""
    names = [n for n in str(card.get("name", "")).split(" // ") if n]
    lines = []
    for raw in text.split("\n"):
        line = printed = _REMINDER.sub("", raw).strip()
        for name in names:
            after = r"(?<!attacking )" if creature_type(name) == name else ""  # Aurochs' "other attacking Aurochs"
            line = re.sub(rf"(?<!\w){after}{re.escape(name)}(?!\w)", "CARDNAME", line)
            short = name.split(",")[0]
            if "," in name and len(short) > 3:
                line = re.sub(rf"\b{re.escape(short)}\b", "CARDNAME", line)
        if line:
            lines.append((line, printed))
    return lines


def _keyword_items(line: str) -> list[str] | None:
    """``"Flying, vigilance"`` → ``["flying", "vigilance"]`` when every part is a keyword, else ``None``."""
    parts = [p.strip() for p in re.split(r"[,;] ?", line) if p.strip()]
    if not parts:
        return None
    items = []
    for part in parts:
        low = part.lower().rstrip(".")
        head = re.split(r"[ —]+(?=[{\d X])", low)[0].strip()
        if (low in MODELLED_KEYWORDS or head in NUMBERED_KEYWORDS or head in COSTED_KEYWORDS
                or head in IRRELEVANT_KEYWORDS or low.startswith("protection from")
                or re.fullmatch(r"(?:legendary |nonbasic |snow )?[a-z]+walk", low) is not None or low.startswith("ward")
                or low.startswith("hexproof from ") or head == "crew" or is_outside_keyword(low) or low in CHOICE_KEYWORDS):
            items.append(low)
        else:
            return None
    return items


def classify(card: Mapping[str, Any]) -> dict[str, Any]:
    """Sort a card's rules text into keywords, protection, choices, irrelevant and unmodelled lines."""
    keywords: list[str] = []
    protection: list[str] = []
    choices: list[str] = []
    unmodelled: list[str] = []
    triggers: list[dict[str, Any]] = []
    statics: list[dict[str, Any]] = []
    counters: dict[str, int] = {}
    entry: list[str] = []  # counters it entered with that the board states (cards/entry_counters.py)
    resolved_before: list[str] = []  # triggers that resolved before attackers were declared (cards/before_attacks.py)
    board: dict[str, Any] = {"attack_unless": [], "cant_be_blocked_by": [], "can_be_blocked_only_by": [],  # 508.1c, 509.1b:
                             "cant_block_creatures": []}  # cards/characteristics.py, block_restrictions.py
    irrelevant = 0
    # Persist and undying return it to the battlefield during the combat the engine resolves, ninjutsu puts
    # it there attacking: an enters trigger of such a card can fire mid-combat (603.6a).
    reenters = bool({k.lower() for k in card.get("keywords") or ()} & ENTERS_IN_COMBAT)
    printed_keywords = [str(k).lower() for k in card.get("keywords") or ()]
    last = ""  # where the line before went: a modal bullet ("• Draw a card.") goes with its ability
    head = ""  # the line the bullets that follow belong to
    levels: list[tuple[str, list[str]]] = []  # what a leveler or a Class has only at a level (cards/levels.py)
    lines = rules_lines(card)
    for index, (line, printed) in enumerate(lines):
        heading = level_heading(line)
        if heading is not None or levels:  # a level's striation runs to the next level or the end (711.2, 716.2a)
            if heading is not None:
                levels.append((heading, []))
            else:
                levels[-1][1].append(printed)
            continue
        if (line.startswith("•") or ROLL_RESULT.match(line)) and last:
            if last == "irrelevant" and _CHOOSE_AS_ENTERS.match(head):  # a mode it keeps (Believe, Doubt)
                unmodelled.append(printed)
            elif last == "before":  # a mode of a beginning-of-combat trigger: said with it
                resolved_before.append(printed)
                irrelevant += 1
            elif last == "irrelevant":
                irrelevant += 1
            else:
                (choices if last == "choices" else unmodelled).append(printed)
            continue
        head = line
        line = _ABILITY_WORD.sub("", line)  # "Landfall — Whenever …": the ability word has no rules meaning (207.2c)
        parts = split_either_event(line)  # "whenever it enters or attacks, …": two events, one effect (603.2)
        if parts is not None:
            modes = [text for text, _ in itertools.takewhile(lambda pair: pair[0].startswith("•"), lines[index + 1:])]
            read = [classify({**card, "text": "\n".join([part, *modes]), "name": ""}) for part in parts]
            if all(not (r["unmodelled"] or r["choices"] or r["before_attacks"] or r["entry_counters"]) for r in read):
                for r in read:
                    keywords += r["keywords"]
                    triggers += r["triggers"]
                    statics += r["statics"]
                modelled = any(r["keywords"] or r["triggers"] or r["statics"] for r in read)
                irrelevant += 0 if modelled else 1
                last = "modelled" if modelled else "irrelevant"
            else:
                unmodelled.append(printed)
                last = "unmodelled"
            continue
        # cards/triggers.py, target_triggers.py, that_creature.py: its own attack, block, damage, dies or enters trigger
        trigger = own_trigger(line, MODELLED_KEYWORDS) or targeted_trigger(line, MODELLED_KEYWORDS) or that_creature_trigger(line)
        if trigger is not None:
            (keywords.append(trigger) if isinstance(trigger, str) else triggers.append(trigger))
            last = "modelled"
            continue
        static = own_static(line, MODELLED_KEYWORDS) or counted_static(line) or lord_static(line, MODELLED_KEYWORDS)
        if static is not None:
            statics.append(static)
            last = "modelled"
            continue
        on_a_choice = choice_trigger(line, MODELLED_KEYWORDS)  # a player's act fires it (cards/choice_triggers.py)
        if on_a_choice == "choice" or (is_face_up_trigger(line) and not reaches_combat(line)):
            choices.append(printed)
            last = "choices"
            continue
        if on_a_choice == "irrelevant":  # its whole effect is outside what the engine tracks (draw, scry, mana)
            irrelevant += 1
            last = "irrelevant"
            continue
        restriction = block_restriction(line, MODELLED_KEYWORDS)  # "can't be blocked by Walls" (509.1b)
        if restriction is not None and not (restriction[0] == "can_be_blocked_only_by" and board[restriction[0]]):
            board[restriction[0]] += restriction[1] if isinstance(restriction[1], list) else [restriction[1]]
            last = "modelled"
            continue
        condition = attack_condition(line)  # "can't attack unless defending player controls an Island" (508.1c)
        counted = counted_pt(line) if condition is None and not board.get("counted_pt") else None  # 604.3
        if condition is not None or counted is not None:
            (board["attack_unless"].append(condition) if condition is not None else board.update(counted_pt=counted))
            last = "modelled"
            continue
        if at_beginning_of_combat(line):  # resolved before attackers were declared (cards/before_attacks.py)
            modes = [text for text, _ in itertools.takewhile(lambda pair: pair[0].startswith("•"), lines[index + 1:])]
            if resolved_before_attacks(line, modes, MODELLED_KEYWORDS, ()):  # a ward grant: not modelled (702.21a)
                resolved_before.append(printed)  # irrelevant to the engine, but the board must show what it did: said
                irrelevant += 1
                last = "before"
            else:
                unmodelled.append(printed)
                last = "unmodelled"
            continue
        if reaches_combat(line):  # looks irrelevant, but reaches into the combat (cards/hazards.py)
            unmodelled.append(printed)
            last = "unmodelled"
            continue
        grafted = re.fullmatch(r"(?:modular|graft) (\d+)", line, re.IGNORECASE)
        if grafted:  # 702.43a, 702.58a: it enters with N +1/+1 counters; the trigger that moves them is not modelled
            counters["+1/+1"] = counters.get("+1/+1", 0) + int(grafted.group(1))
            unmodelled.append(printed)
            last = "unmodelled"
            continue
        if re.fullmatch(r"riot", line, re.IGNORECASE):  # 702.136a: a +1/+1 counter as it enters, or else haste
            entry.append(printed)  # the board says which: its counters ({"+1/+1": 1}, or {} and the keyword haste)
            last = "modelled"
            continue
        if re.fullmatch(r"unleash", line, re.IGNORECASE):  # 702.98a: two static abilities
            entry.append(printed)  # whether it entered with the +1/+1 counter is the board's to say (its counters)
            statics.append({"while": "always", "counters": {"kind": "+1/+1", "at_least": 1}, "keywords": ["cant_block"]})
            last = "modelled"
            continue
        entering = _enters_with(line)
        if not entering and not reenters and is_entry_counters(line, "Creature" in (card.get("types") or ())):
            entry.append(printed)  # X, kicker, bloodthirst…: how many counters it entered with is the board's to say
            last = "modelled"
            continue
        if entering is not None:  # "enters with N +1/+1 counters" (614.1c): the counters it has (122.6)
            counters.update(entering) if entering else unmodelled.append(printed)
            last = "modelled" if entering else "unmodelled"
            continue
        if reenters and _ENTERS_TRIGGER.match(line) and not is_inert_trigger(line):
            unmodelled.append(printed)
            last = "unmodelled"
            continue
        if (is_attached_only(line, printed_keywords) or follows_entering(line, reenters)  # outside.py, after_entering.py
                or is_costed_keyword(line, printed_keywords, IRRELEVANT_KEYWORDS)):
            last = "irrelevant"
            irrelevant += 1
            continue
        before = (len(keywords), len(protection), len(choices), len(unmodelled))
        _classify_line(line, printed, keywords, protection, choices, unmodelled)
        after = (len(keywords), len(protection), len(choices), len(unmodelled))
        if after[3] > before[3]:
            last = "unmodelled"
        elif after[2] > before[2]:
            last = "choices"
        elif after[:2] > before[:2]:
            last = "modelled"
        else:
            last = "irrelevant"
            irrelevant += 1
    unmodelled.extend(at_level(heading, lines) for heading, lines in levels if lines)
    return {"keywords": keywords, "protection": protection, "choices": choices, "counters": counters,
            "entry_counters": entry, "before_attacks": resolved_before, "unmodelled": unmodelled, "irrelevant": irrelevant, "triggers": triggers,
            "statics": statics, **board}


#: Keywords that put the card onto the battlefield during the combat the engine resolves.
ENTERS_IN_COMBAT = frozenset({"persist", "undying", "ninjutsu"})
_ENTERS_TRIGGER = re.compile(rf"^when(?:ever)? {_SELF} enters\b(?! or)", re.IGNORECASE)
_ENTERS_WITH = re.compile(rf"^{_SELF} enters (?:the battlefield )?with (.*?)\.?$", re.IGNORECASE)
_FIXED_COUNTERS = re.compile(r"^(an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+) ([+-]1/[+-]1) "
                             r"counters? on (?:it|him|her)$", re.IGNORECASE)
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}


def _enters_with(line: str) -> dict[str, int] | None:
    """A line "This creature enters with …" that changes combat (614.1c): ``{"+1/+1": N}`` for a fixed number
    of +1/+1 or -1/-1 counters, ``{}`` for one not modelled (a number the game sets, a shield or an
    indestructible counter, 122.1), ``None`` for any other line (an oil counter has no rules of its own)."""
    match = _ENTERS_WITH.match(line)
    if match is None:
        return None
    what = match.group(1)
    fixed = _FIXED_COUNTERS.match(what)
    if fixed:
        word = fixed.group(1).lower()
        return {fixed.group(2): int(word) if word.isdigit() else _COUNT_WORDS[word]}
    if re.search(r"[+-](?:\d+|X)/[+-](?:\d+|X)|\bX\b|shield|indestructible|flying|first strike|deathtouch|lifelink|"
                 r"menace|trample|hexproof|reach|vigilance|counters? of|that many|a number of", what, re.IGNORECASE):
        return {}
    return None


#: "As this creature enters, choose Believe or Doubt." with a bullet for each: the bullet is an ability it keeps.
_CHOOSE_AS_ENTERS = re.compile(r"^as [^,]* enters, choose\b", re.IGNORECASE)
#: (Not "Solved —" or "Max speed —": keyword abilities whose lines apply only once the Case is solved or at max
#: speed, 702.169b, 702.178a; nor "Stage 2 —": a line a four-faced card has only at that stage; nor "Fall —": a line
#: The Underworld Fantasy Queen has only in that season, a state it changes between.)
_ABILITY_WORD = re.compile(r"^(?!Solved —|Max speed —|Stage \d+ —|(?:Spring|Summer|Fall|Winter) —)(?:[A-Z][\w'-]*(?: [\w'-]+){0,3}) — (?=[A-Z])")


def _classify_line(line: str, printed: str, keywords: list[str], protection: list[str], choices: list[str],
                   unmodelled: list[str]) -> None:
    """Put one line (not a bullet) where it belongs; an irrelevant line is put nowhere."""
    items = _keyword_items(line)
    if items is not None:
        for item in items:
            engine = _engine_keyword(item)
            if engine is not None:
                keywords.append(engine)
            elif item.startswith("protection from") and (colors := protection_qualities(item)) is not None:
                protection.extend(colors)
            elif _keyword_head(item) == "crew" or item in CHOICE_KEYWORDS:  # crewed before combat, or the board's
                choices.append(item[0].upper() + item[1:])  # choice; prowess triggers on a spell cast (702.108a)
            elif _keyword_head(item) in IRRELEVANT_KEYWORDS or is_outside_keyword(item):
                pass
            else:  # a whole line that is one keyword keeps its printed words ("Ward—Pay 3 life")
                unmodelled.append(printed.rstrip(".") if len(items) == 1 else item[0].upper() + item[1:])
        return
    static = next((kws for pattern, kws in STATIC_PATTERNS if pattern.match(line)), None)
    if static is None and is_every_creature_type(line):  # Mistform Ultimus: changeling before the word (702.73a)
        static = ("changeling",)
    if static is not None:
        keywords.extend(static)
        return
    extra = _EXTRA_BLOCKS.match(line)
    if extra:
        keywords.append(f"extra_blocks:{_NUMBER_WORDS[extra.group(1).lower()]}")
        return
    if (re.match(_MANA_HEAD, line, re.IGNORECASE) or _is_mana_ability(line)) and _MANA_SIDE_EFFECT.search(line):
        choices.append(printed)  # a mana ability that also costs life, sacrifices or deals damage (605.1a, 605.3a)
        return
    if _LOYALTY.match(line):  # activated only as a sorcery (606.3): before the combat, unless it lasts past the turn
        if _LASTING.search(line):
            unmodelled.append(printed)
        return
    if any(pattern.search(line) for pattern in IRRELEVANT_LINES) or is_inert_trigger(line) or is_outside(line):
        return
    if re.match(r"^[^\"]*\{[^}]*\}[^:\"]*:|^[^\"]*\b(?:sacrifice|discard|pay|exile|tap|remove)\b[^:\"]*:",
                line, re.IGNORECASE) and not _is_mana_ability(line):
        choices.append(printed)
        return
    if _is_mana_ability(line):
        return
    unmodelled.append(printed)


#: A mana ability that does more than make mana: the board's life, permanents or counters change with it.
_MANA_SIDE_EFFECT = re.compile(r"\bsacrifice|\blife\b|\bdamage\b|\bremove\b|\bcounters?\b|\bdestroy", re.IGNORECASE)
#: A planeswalker's loyalty ability (606.1); one whose effect outlasts the turn it was activated in stays unmodelled.
_LOYALTY = re.compile(r"^\[[+−-]?(?:\d+|X)\]:")
_LASTING = re.compile(r"\bemblem\b|\bthis turn\b|\bthe next time\b|\bfor as long as\b|\buntil your next turn\b|"
                      r"\bwhenever\b|\bat the beginning\b|\bdelayed\b", re.IGNORECASE)


def _is_mana_ability(line: str) -> bool:
    """Its own mana ability (605.1a): ``{T}: Add {G}.``, not one it grants in quotation marks (113.2c)."""
    cost, sep, effect = line.partition(":")
    if '"' in cost:
        return False
    return bool(sep) and effect.strip().lower().startswith("add ") and "target" not in effect.lower()


def _keyword_head(item: str) -> str:
    return re.split(r"[ —]+(?=[{\d X])", item)[0].strip()


def _engine_keyword(item: str) -> str | None:
    """The engine's keyword for one printed keyword (``"bushido 2"`` → ``"bushido:2"``), or ``None``."""
    if item in MODELLED_KEYWORDS:
        return MODELLED_KEYWORDS[item]
    head = _keyword_head(item)
    number = item[len(head):].strip().lstrip("—").strip()
    if head in NUMBERED_KEYWORDS and number.isdigit():
        return f"{NUMBERED_KEYWORDS[head]}:{int(number)}"
    if head in COSTED_KEYWORDS:
        return COSTED_KEYWORDS[head]
    if item == "enlist":
        return "enlist"
    if re.fullmatch(r"ward \{\d+\}", item):  # 702.21a: a mana cost, which the engine does not track
        return "ward"
    life = re.fullmatch(r"ward—pay (\d+) life", item)  # 702.21a, 119.4; other ward costs stay unmodelled
    if life:
        return f"ward_life:{int(life.group(1))}"
    walk = re.fullmatch(r"([a-z]+)walk", item)
    if walk and walk.group(1).capitalize() in LAND_TYPES and walk.group(1) not in ("island", "swamp", "forest",
                                                                                    "mountain", "plains"):
        return f"landwalk:{walk.group(1).capitalize()}"
    return None


#: The land types (205.3i): landwalk names one of them (702.14a; "Planeswalkerwalk" names none).
LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
                        "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})

#: The card types that can be on a board in combat, and the engine's name for each.
ENGINE_TYPES = {"Creature": "creature", "Artifact": "artifact", "Enchantment": "enchantment",
                "Planeswalker": "planeswalker", "Battle": "battle", "Land": "land"}


def card_kind(card: Mapping[str, Any]) -> str | None:
    """``creature``, ``vehicle``, ``planeswalker``, ``battle`` or ``land``, or ``None`` (no combat role)."""
    types = set(card.get("types") or ())
    if "Creature" in types:
        return "creature"
    if "Vehicle" in (card.get("subtypes") or ()) and card.get("power") is not None:
        return "vehicle"
    for kind in ("Planeswalker", "Battle", "Land"):
        if kind in types:
            return kind.lower()
    return None


def _stat(value: Any) -> int | str | None:
    """A printed power, toughness or loyalty: an integer, or the printed text (``"*"``, ``"1+*"``)."""
    if value is None:
        return None
    text = str(value).strip()
    return int(text) if re.fullmatch(r"-?\d+", text) else text


#: An unmodelled line that gives creatures power, toughness or abilities ("Each creature gets +1/+1 for each …").
_GRANT_TO_CREATURES = re.compile(r"^(?!enchanted|equipped|fortified|target)(?:each|all|attacking|blocking|[a-z]+) ?(?:other )?creatures?\b[^.]*?"
                                 r"\b(?:gets?|have|has) (?:[+-]\d|[+-]X|flying|first strike|trample|haste)", re.IGNORECASE)


#: The noncreature card types that can carry an anthem.
ANTHEM_TYPES = frozenset({"Enchantment", "Artifact"})


def _anthem_kind(card: Mapping[str, Any], found: Mapping[str, Any]) -> str | None:
    """``enchantment`` or ``artifact`` for a noncreature enchantment or artifact with an anthem ("Creatures you
    control get +1/+1", 611.3a, 613.4c): never in combat itself, but it changes the creatures that are; ``None``
    for any other card. An anthem the engine cannot model still names the card, so that the board says so."""
    types = set(card.get("types") or ())
    if "Creature" in types or not types & ANTHEM_TYPES:
        return None
    anthem = any("affects" in static for static in found["statics"]) or any(
        unmodelled_family(line) == "anthem or lord" or _GRANT_TO_CREATURES.search(line) for line in found["unmodelled"])
    return ("enchantment" if "Enchantment" in types else "artifact") if anthem else None


def index_record(card: Mapping[str, Any], front: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """The card index's record of one corpus card, or ``None`` when it has no place in combat."""
    kind = card_kind(card)
    found = classify(card) if kind is not None or set(card.get("types") or ()) & ANTHEM_TYPES else {}
    kind = kind or _anthem_kind(card, found)
    if kind is None:
        return None
    record: dict[str, Any] = {"name": card["name"], "kind": kind, "type_line": card.get("type") or ""}
    types = [ENGINE_TYPES[t] for t in card.get("types") or () if t in ENGINE_TYPES]
    if kind == "vehicle":  # on a board in combat, a Vehicle has been crewed: an artifact creature (301.7b)
        types = ["artifact", "creature"]
    record["types"] = types
    if kind in ("creature", "vehicle"):
        record["power"] = _stat(card.get("power"))
        record["toughness"] = _stat(card.get("toughness"))
    if kind == "planeswalker":
        record["loyalty"] = _stat(card.get("loyalty"))
    subtypes = list(card.get("subtypes") or ())
    if subtypes and kind == "land":  # a land's types matter for landwalk (702.14c); the rest are in type_line
        record["subtypes"] = subtypes
    colors = printed_colors(card, front)
    if colors:
        record["colors"] = colors
    for key in ("keywords", "protection", "choices", "counters", "entry_counters", "before_attacks", "unmodelled",
                "triggers", "statics",
                "attack_unless", "counted_pt", "cant_be_blocked_by", "can_be_blocked_only_by", "cant_block_creatures"):
        if found.get(key):
            record[key] = _unique(found[key]) if key == "protection" else found[key]
    if found["irrelevant"]:
        record["irrelevant"] = found["irrelevant"]
    return record


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
