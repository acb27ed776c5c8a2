"""Reading a trigger's ``create``: the creature tokens a permanent's own triggered ability creates (111.1).

Part of :func:`pyengine.parse_permanents.parse_triggers`. The ability defines every characteristic the token has
(111.3): its power and toughness, colours, card types (a creature, or an artifact or enchantment creature), creature
types and the keywords the ruleset knows; its name is its creature types' (111.4). Afterlife N (702.135a) is the
keyword's; :func:`check_afterlife` bounds its N as ``create`` bounds its count.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .creature_types import creature_type
from .fields import COLORS, CREATE_FIELDS
from .limits import MAX_TOKENS
from .model import AFTERLIFE_SPIRIT, MOBILIZE_WARRIOR, TRIGGER_EVENTS, AttackDeclaration, CardToken, Permanent
from .parse_characteristics import parse_keyword_entry
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset

#: The card types a created token may have besides ``creature`` (an artifact or enchantment creature token).
TOKEN_TYPES = ("artifact", "enchantment", "creature")


def parse_create(reader: Reader, entry: dict[str, Any], tpath: str, on: str | None,
                 ruleset: Ruleset | None) -> CardToken | None:
    """The ``create`` of a ``triggers`` entry at ``tpath``, or ``None`` (none given, or refused: the problems are
    reported, each naming its path)."""
    if "create" not in entry:
        return None
    path = f"{tpath}.create"
    value = entry["create"]
    if not isinstance(value, dict):
        reader.wrong_type(path, "an object such as {\"power\": 1, \"toughness\": 1, \"subtypes\": [\"Spirit\"]}", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, CREATE_FIELDS, path, "a token")
    if on == "another-creature-you-control-enters":
        # The creature token enters under its controller's control and triggers the ability again, without end: a
        # loop of mandatory actions, which makes the game a draw (104.4b); the engine resolves no such loop.
        reader.problem("invalid-scenario", f"{path}: a creature token created by a \"whenever another creature you "
                       "control enters\" trigger enters under its controller's control and triggers it again, without "
                       "end (a mandatory loop: the game is a draw, 104.4b); the engine resolves no such loop",
                       path, "104.4b")
    count = reader.integer(value, "count", path, default=1, minimum=1) or 0
    if count > MAX_TOKENS:
        reader.problem("too-large", f"{path}.count: {count} tokens; one ability creates at most {MAX_TOKENS} here "
                       "(MAX_TOKENS)", f"{path}.count")
    power = reader.integer(value, "power", path, required=True, what=" (the token's power, 111.3)") or 0
    toughness = reader.integer(value, "toughness", path, required=True, what=" (the token's toughness, 111.3)") or 0
    colors = []
    for color, cpath in reader.string_list(value, "colors", path):
        if color not in COLORS:
            reader.problem("invalid-scenario", f"{cpath}: unknown color {color!r} (colors: {', '.join(COLORS)})", cpath)
        elif color not in colors:
            colors.append(color)
    types = ["creature"]
    if "types" in value:
        types = []
        for kind, kpath in reader.string_list(value, "types", path):
            allowed = [t for t in TOKEN_TYPES if ruleset is None or t in ruleset.permanent_types]
            if kind not in allowed:
                reader.problem("invalid-scenario", f"{kpath}: {kind!r} is not a card type of a creature token the "
                               f"engine creates (types: {', '.join(allowed)})", kpath, "111.3")
            elif kind not in types:
                types.append(kind)
        if "creature" not in types and isinstance(value.get("types"), list):
            reader.problem("invalid-scenario", f"{path}.types: the engine creates creature tokens only; list "
                           "'creature' (and 'artifact' or 'enchantment' for an artifact or enchantment creature)",
                           f"{path}.types", "111.3")
    subtypes = []
    for name, spath in reader.string_list(value, "subtypes", path):
        subtype = creature_type(name)
        if subtype is None:
            reader.problem("invalid-scenario", f"{spath}: {name!r} is not a creature type (205.3m)", spath, "205.3m")
        elif subtype not in subtypes:
            subtypes.append(subtype)
    if not subtypes and not any(p.path.startswith(f"{path}.subtypes[") for p in reader.problems[before:]):
        reader.problem("invalid-scenario", f"{path} needs 'subtypes': the token's name is its creature types' (111.4), "
                       "as in [\"Spirit\"]", f"{path}.subtypes", "111.4")
    keywords = []
    for text, kpath in reader.string_list(value, "keywords", path):
        parsed = parse_keyword_entry(reader, text, kpath, ruleset)
        if parsed is not None:
            keywords.append(parsed)
    # A token with afterlife N creates N more as it dies (702.135a): its instances together create at most MAX_TOKENS,
    # or one trigger's tokens could create without bound (a token with afterlife:1000000 under a -1/-1 effect).
    spirits = sum(number or 0 for name, number in keywords if name == "afterlife")
    if spirits > MAX_TOKENS:
        reader.problem("too-large", f"{path}.keywords: the token's afterlife creates {spirits} tokens as it dies; its "
                       f"afterlife creates at most {MAX_TOKENS} here (MAX_TOKENS)", f"{path}.keywords")
    tapped = reader.boolean(value, "tapped", path)
    attacking = reader.boolean(value, "attacking", path)
    if attacking and on is not None and on != "attacks":
        # 508.4: put onto the battlefield attacking; the engine does it as an attack trigger resolves, in the declare
        # attackers step before blockers are declared, so that the token can be blocked (509.1a).
        reader.problem("invalid-scenario", f"{path}.attacking: only a \"whenever this creature attacks\" trigger "
                       "('on': 'attacks') creates a token that enters attacking here: it resolves in the declare "
                       "attackers step, before blockers are declared; not one that triggers "
                       f"{TRIGGER_EVENTS[on]}", f"{path}.attacking",
                       ruleset.rule("enters-attacking") if ruleset is not None else "508.4")
    if len(reader.problems) > before:
        return None
    return CardToken(count, power, toughness, tuple(colors), tuple(t for t in TOKEN_TYPES if t in types),
                     tuple(subtypes), tuple(keywords), tapped, attacking)


def check_afterlife(reader: Reader, perm: Permanent, path: str) -> None:
    """Afterlife N (702.135a) and mobilize N (702.181a) create N tokens: at most
    :data:`~pyengine.limits.MAX_TOKENS` for one instance."""
    for name, number in perm.keywords:
        if name in ("afterlife", "mobilize") and (number or 0) > MAX_TOKENS:
            reader.problem("too-large", f"{path}.keywords: {name}:{number} creates {number} tokens; one ability "
                           f"creates at most {MAX_TOKENS} here (MAX_TOKENS)", f"{path}.keywords")


def attacking_token_ids(permanents: dict[str, Permanent], attackers: list[AttackDeclaration],
                        taken: set[str]) -> set[str]:
    """The ids the tokens that enter attacking (508.4) may have, for the board's ``blockers`` to name.

    The attack triggers of the declared attackers (508.3a) create their tokens as they resolve, each id the token's
    creature types and "Token", numbered from the second on, skipping ``taken`` (:func:`pyengine.tokens.token_id`).
    Which trigger resolves first is the players' order (603.3b), and a token of the same creature types that another
    ability creates before blockers are declared takes its number too (a creature an attack trigger kills and whose
    dies trigger or afterlife creates a token, 603.3b: that trigger resolves first): every id up to as many as those
    abilities can create is listed for a creature type of which one token enters attacking. The combat checks the
    blocks again once the tokens exist (509.1).
    """
    made: dict[str, int] = {}
    attacking: set[str] = set()

    def add(token: CardToken, times: int = 1) -> None:
        base = " ".join(token.subtypes) + " Token"
        made[base] = made.get(base, 0) + token.count * times
        if token.attacking:
            attacking.add(base)

    declared = [permanents[a.id] for a in attackers if a.id in permanents]
    granted = [n or 0 for perm in permanents.values() for static in perm.statics if static.affects is not None
               for k, n in static.keywords if k == "mobilize"]  # mobilize a lord grants (702.181a)
    for perm in declared:  # the declared attackers' attack triggers (508.3a), mobilize (702.181a)
        for trigger in perm.triggers:
            if trigger.on in ("attacks", "attacks-or-blocks") and trigger.create is not None:
                add(trigger.create)
        for n in [n or 0 for k, n in perm.keywords if k == "mobilize"] + granted:
            add(replace_count(MOBILIZE_WARRIOR, n))
    # Tokens other abilities may create in the declare attackers step, before blockers are declared: a creature's
    # dies trigger and afterlife (once more if undying or persist returns it, 400.7), and the triggers that can
    # trigger once for each creature that dies or each life gain.
    deaths = max(1, len(permanents))
    for perm in permanents.values():
        lives = 1 + perm.count("undying") + perm.count("persist")
        for trigger in perm.triggers:
            if trigger.create is None:
                continue
            if trigger.on == "dies":
                add(trigger.create, lives)
            elif trigger.on in ("another-creature-you-control-dies", "another-creature-dies", "you-gain-life",
                                "a-creature-you-control-dies", "a-creature-dies"):
                add(trigger.create, deaths)
        for n in [n or 0 for k, n in perm.keywords if k == "afterlife"]:
            add(replace_count(AFTERLIFE_SPIRIT, n), lives)
    out: set[str] = set()
    for base in attacking:
        ident, n, left = base, 1, made[base]
        while left:
            if ident not in taken:
                out.add(ident)
                left -= 1
            n += 1
            ident = f"{base} {n}"
    return out


def replace_count(token: CardToken, count: int) -> CardToken:
    """``token`` created ``count`` times (mobilize N, afterlife N: the keyword's number)."""
    return dataclasses.replace(token, count=count)
