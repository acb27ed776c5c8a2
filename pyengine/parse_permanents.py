"""Reading a scenario's ``permanents``: each permanent's shape, its card (``card``), keywords and state.

Part of :func:`pyengine.parse.parse_scenario`; the rules that concern a permanent on a board (is this
state possible?) are the ruleset's, checked later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import cards
from .errors import ScenarioError
from .fields import (COLORS, COUNTER_KINDS, PERMANENT_FIELDS, PROTECTION_QUALITIES, START_ZONES, STATIC_FIELDS,
                     TRIGGER_FIELDS)
from .creature_types import creature_type
from .limits import MAX_KEYWORD_COPIES, MAX_KEYWORD_INSTANCES, MAX_NUMBER, MAX_PERMANENTS
from .model import STATIC_CONDITIONS, TRIGGER_EVENTS, CardStatic, CardTrigger, Permanent, Player
from .attack_watchers import WATCHER_EVENTS
from .own_abilities import DAMAGE_EVENTS
from .conditions import STATIC_IF_CONTROLLERS
from .parse_affects import parse_affects, parse_supertypes
from .parse_tokens import check_afterlife, parse_create
from .parse_characteristics import (MAX_TRIGGERS, parse_attack_unless, parse_cant_be_blocked_by, parse_conditions,
                                    parse_counted_pt, parse_counter_count, parse_filter, parse_keyword_entry,
                                    parse_player_count, parse_stated)
from .parse_life import parse_gain, parse_loses
from .parse_targets import parse_trigger_target
from .parse_that import parse_that_creature
from .parse_watch_filter import parse_trigger_watches
from .parse_attack_count import parse_for_each_attacker
from .reader import Reader
from .rulesets import RULESETS
from .text import possessive

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


def parse_permanents(reader: Reader, data: dict[str, Any], players: dict[str, Player],
                      ruleset: Ruleset | None) -> dict[str, Permanent]:
    permanents: dict[str, Permanent] = {}
    entries = reader.object_list(data, "permanents", required=True)
    if len(entries) > MAX_PERMANENTS:
        reader.problem("too-large",
                       f"$.permanents lists {len(entries)} permanents; the engine takes at most {MAX_PERMANENTS} "
                       "(MAX_PERMANENTS)", "$.permanents")
        return permanents
    instances = sum(len(obj["keywords"]) for obj, _ in entries if isinstance(obj.get("keywords"), list))
    if instances > MAX_KEYWORD_INSTANCES:
        reader.problem("too-large", f"$.permanents hold {instances:,} keywords in all; the engine takes at most "
                       f"{MAX_KEYWORD_INSTANCES:,} on one board (MAX_KEYWORD_INSTANCES)", "$.permanents")
        return permanents
    for obj, path in entries:
        perm = _parse_permanent(reader, obj, path, players, ruleset)
        if perm is None:
            continue
        if perm.id in permanents or perm.id in players:
            reader.problem("duplicate-id", f"the id {perm.id!r} is used twice", f"{path}.id")
            continue
        permanents[perm.id] = perm
    return permanents


def _with_card(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None) -> dict[str, Any] | None:
    """The permanent with its card's fields filled in (the permanent's own fields win), or ``None``.

    A refused card (unknown, or a ``*`` it does not say) is reported and the permanent kept with
    stand-in stats, so that what refers to it is not refused as well."""
    if ruleset is not None and not ruleset.cards_by_name:
        reader.problem("not-in-ruleset", f"{path}.card: the {ruleset.name} ruleset has no Magic cards; "
                       f"cards by name are for {', '.join(sorted(n for n, c in RULESETS.items() if c.cards_by_name))}", f"{path}.card")
        return None
    try:
        record = cards.find(obj["card"], f"{path}.card")
    except ScenarioError as error:  # refused; the permanent stays on the board so that nothing else is
        reader.problem(error.code, error.message, error.path, error.rule)
        return {"power": 1, "toughness": 1, **obj}
    merged = {**cards.permanent_fields(record), **obj}
    covers = [key for key in ("power", "toughness")
              if record.get("counted_pt", {}).get("of", "power-and-toughness") in (key, "power-and-toughness")]
    if "counted_pt" in merged and "counted_pt" not in obj and any(key in obj for key in covers):
        # The board's own number wins over the card's count (604.3); what the count set is the card's * again.
        del merged["counted_pt"]
        for key in covers:
            merged.setdefault(key, record.get(key))
    for key in ("power", "toughness", "loyalty"):
        printed = merged.get(key)
        if isinstance(printed, str) and "*" in printed:  # a characteristic-defining ability (604.3)
            reader.problem("invalid-scenario", f"{path}.{key}: {possessive(record['name'])} {key} is {printed!r}, "
                           f"set by an ability as the game goes (rule 604.3); give {path}.{key} as a number",
                           f"{path}.{key}", "604.3")
            merged[key] = 1  # a stand-in, so that no state-based action is reported as well
        elif isinstance(printed, str):  # an Un-card's "3.5" or "+1"
            reader.problem("invalid-scenario", f"{path}.{key}: {possessive(record['name'])} printed {key} is {printed!r}, "
                           f"not a whole number; give {path}.{key} as one", f"{path}.{key}")
            merged[key] = 1  # a stand-in, so that no state-based action is reported as well
    return merged


def _parse_permanent(reader: Reader, obj: dict[str, Any], path: str, players: dict[str, Player],
                     ruleset: Ruleset | None) -> Permanent | None:
    reader.check_fields(obj, PERMANENT_FIELDS, path, "a permanent")
    if "card" in obj:
        with_card = _with_card(reader, obj, path, ruleset)
        if with_card is None:
            return None
        obj = with_card
    pid = reader.string(obj, "id", path)
    name = reader.string(obj, "name", path, required=False, default=pid)
    controller = reader.string(obj, "controller", path)
    if controller is not None and players and controller not in players:
        reader.problem("unknown-id", f"{path}.controller {controller!r} is not a player", f"{path}.controller")

    allowed_types = ruleset.permanent_types if ruleset else frozenset({"creature", "artifact", "planeswalker", "battle", "unit"})
    default_types = [ruleset.default_type] if ruleset else ["creature"]
    types: list[str] = []
    if "types" in obj:
        for t, tpath in reader.string_list(obj, "types", path):
            if t not in allowed_types:
                code = ("not-in-ruleset" if t in {"creature", "artifact", "enchantment", "planeswalker", "battle", "unit", "land"}
                        else "invalid-scenario")
                reader.problem(code, f"{tpath}: {t!r} is not a permanent type of this ruleset "
                                     f"(types: {', '.join(sorted(allowed_types))})", tpath)
            else:
                types.append(t)
        if not types and isinstance(obj.get("types"), list) and not obj["types"]:
            reader.problem("invalid-scenario", f"{path}.types must name at least one type", f"{path}.types")
    else:
        types = default_types
    type_set = frozenset(types)

    perm = Permanent(id=pid or "", name=name or pid or "", controller=controller or "", types=type_set)
    is_body = "creature" in type_set or "unit" in type_set
    if "unit" in type_set:
        might = reader.integer(obj, "might", path, required=True, default=0, what=" (a unit's Might)")
        perm.base_power = perm.base_toughness = might or 0
    elif "might" in obj:
        reader.problem("not-in-ruleset", f"{path}.might: only Riftbound units have Might", f"{path}.might")
    perm.counted_pt = parse_counted_pt(reader, obj, path, ruleset)
    if "creature" in type_set:
        counted = perm.counted_pt
        for key, set_by_count in (("power", counted is not None and counted.power),
                                  ("toughness", counted is not None and counted.toughness)):
            if set_by_count and key in obj:  # 604.3: the ability says what it is; one number can't be both
                reader.problem("invalid-scenario", f"{path}.{key}: its {key} is set by {path}.counted_pt (604.3); "
                               f"give one of them", f"{path}.{key}", "604.3")
            value = 0 if set_by_count else reader.integer(obj, key, path, required=True, default=0,
                                                          what=" (a creature)") or 0
            setattr(perm, f"base_{key}", value)
    elif "counted_pt" in obj:
        reader.problem("invalid-scenario", f"{path}.counted_pt: only creatures have power and toughness",
                       f"{path}.counted_pt", "208.1")
    else:
        for key in ("power", "toughness"):
            if key in obj:
                reader.problem("invalid-scenario", f"{path}.{key}: only creatures have {key}", f"{path}.{key}")
    perm.damage = reader.integer(obj, "damage", path, default=0, minimum=0) or 0
    if perm.damage and not is_body:
        reader.problem("invalid-scenario", f"{path}.damage: only creatures have damage marked", f"{path}.damage")
    if "planeswalker" in type_set:
        perm.loyalty = reader.integer(obj, "loyalty", path, required=True, default=1, minimum=0,
                                      what=" (a planeswalker)") or 0
    elif "loyalty" in obj:
        reader.problem("invalid-scenario", f"{path}.loyalty: only planeswalkers have loyalty", f"{path}.loyalty")
    if "battle" in type_set:
        # 310.4c: a battle's defense is the number of defense counters on it; 310.8, 704.5w: it has a protector.
        defense, why = obj.get("defense"), "a battle's defense is the number of defense counters on it"
        if "defense" not in obj:
            reader.problem("invalid-scenario", f"{path} needs the field 'defense' ({why})", f"{path}.defense", "310.4c")
        elif isinstance(defense, int) and not isinstance(defense, bool) and defense < 0:
            reader.problem("invalid-scenario", f"{path}.defense must be at least 0, not {defense} ({why})",
                           f"{path}.defense", "310.4c")
        else:
            perm.defense = reader.integer(obj, "defense", path, default=1) or 0
        if "protector" not in obj:
            reader.problem("invalid-scenario", f"{path} needs the field 'protector': each battle has a player "
                           "designated as its protector (310.8), and its controller would already have chosen one "
                           "for a battle with none", f"{path}.protector", "704.5w")
        else:
            perm.protector = reader.string(obj, "protector", path)
        if perm.protector is not None and players and perm.protector not in players:
            reader.problem("unknown-id", f"{path}.protector {perm.protector!r} is not a player", f"{path}.protector")
    else:
        for key in ("defense", "protector"):
            if key in obj and "battle" not in allowed_types:  # as the battle type itself is refused
                reader.problem("not-in-ruleset", f"{path}.{key}: only battles have a {key}, and this ruleset has "
                               "none", f"{path}.{key}")
            elif key in obj:
                reader.problem("invalid-scenario", f"{path}.{key}: only battles have a {key}", f"{path}.{key}")

    counters = obj.get("counters", {})
    if not isinstance(counters, dict):
        reader.wrong_type(f"{path}.counters", "an object such as {\"+1/+1\": 2}", counters)
    else:
        for kind, n in counters.items():
            cpath = f"{path}.counters[{kind!r}]"
            if kind not in COUNTER_KINDS:
                reader.problem("invalid-scenario", f"{cpath}: unknown counter kind {kind!r} "
                                                   f"(kinds: {', '.join(COUNTER_KINDS)})", cpath)
            elif ruleset is not None and kind not in ruleset.counter_kinds:
                reader.problem("not-in-ruleset", f"{cpath}: {kind} counters are not part of {ruleset.title}", cpath,
                               "122.1c" if kind == "shield" else None)
            elif not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > MAX_NUMBER:
                reader.wrong_type(cpath, "a whole number of counters, 0 or more", n)
            elif n:
                perm.counters[kind] = n

    copies: dict[str, int] = {}
    for kw, kpath in reader.string_list(obj, "keywords", path):
        parsed = parse_keyword_entry(reader, kw, kpath, ruleset)
        if parsed is None:
            continue
        copies[parsed[0]] = copies.get(parsed[0], 0) + 1
        if copies[parsed[0]] == MAX_KEYWORD_COPIES + 1:
            reader.problem("too-large", f"{path}.keywords holds more than {MAX_KEYWORD_COPIES} copies of "
                           f"{parsed[0]!r}; the engine takes at most {MAX_KEYWORD_COPIES} of one keyword on one "
                           "permanent (MAX_KEYWORD_COPIES)", f"{path}.keywords")
        if copies[parsed[0]] <= MAX_KEYWORD_COPIES:
            perm.grant(*parsed)

    check_afterlife(reader, perm, path)
    perm.triggers = parse_triggers(reader, obj, path, ruleset)
    perm.statics = parse_statics(reader, obj, path, ruleset)
    perm.conditions = parse_conditions(reader, obj, path)
    stated = {static.stated.id for static in perm.statics if static.stated is not None}
    for key in perm.conditions.keys() - stated:  # a typo would otherwise leave a condition silently unanswered
        reader.problem("invalid-scenario", f"{path}.conditions[{key!r}]: no static ability of this permanent reads a "
                       f"condition {key!r} (" + (f"its statics read: {', '.join(sorted(stated))}" if stated else
                                                 "its statics read none the board states") + ")",
                       f"{path}.conditions", "611.3a")
    perm.attack_unless = parse_attack_unless(reader, obj, path, ruleset)
    perm.cant_be_blocked_by = parse_cant_be_blocked_by(reader, obj, path, ruleset)
    perm.can_be_blocked_only_by = parse_cant_be_blocked_by(reader, obj, path, ruleset, "can_be_blocked_only_by")
    perm.cant_block_creatures = parse_cant_be_blocked_by(reader, obj, path, ruleset, "cant_block_creatures")

    colors = []
    for c, cpath in reader.string_list(obj, "colors", path):
        if c not in COLORS:
            reader.problem("invalid-scenario", f"{cpath}: unknown color {c!r} (colors: {', '.join(COLORS)})", cpath)
        else:
            colors.append(c)
    perm.colors = frozenset(colors)
    prot = []
    for c, cpath in reader.string_list(obj, "protection", path):
        quality = protection_quality(c)
        if quality is None:
            reader.problem("invalid-scenario", unknown_quality(c, cpath), cpath, "702.16a")
        else:
            prot.append(quality)
    perm.protection = frozenset(prot)
    perm.subtypes = frozenset(t for t, _ in reader.string_list(obj, "subtypes", path))
    perm.supertypes = frozenset(parse_supertypes(reader, obj, path))  # legendary, snow… (205.4a)
    perm.regeneration_shields = reader.integer(obj, "regeneration_shields", path, default=0, minimum=0) or 0
    perm.commander = reader.boolean(obj, "commander", path)
    owner = reader.string(obj, "owner", path, required=False)
    if owner is not None and players and owner not in players:
        reader.problem("unknown-id", f"{path}.owner {owner!r} is not a player", f"{path}.owner")
    perm.owner = owner if owner in players else None
    perm.control_effect = reader.boolean(obj, "control_effect", path)
    perm.renowned = reader.boolean(obj, "renowned", path)
    if perm.control_effect and (perm.owner is None or perm.owner == perm.controller):
        reader.problem("invalid-scenario", f"{path}.control_effect: only a permanent controlled by a player other "
                       "than its owner can be under a control-changing effect; give its 'owner'",
                       f"{path}.control_effect", "800.4a")
    zone = reader.string(obj, "zone", path, required=False, default="battlefield")
    if zone not in START_ZONES:
        reader.problem("invalid-scenario", f"{path}.zone must be 'battlefield' or 'hand' (a card that may enter "
                                           f"during combat, such as a ninja), not {zone!r}", f"{path}.zone")
    elif zone == "hand":
        perm.zone = "hand"
    perm.printed_keywords = list(perm.keywords)
    if zone == "hand":
        _refuse_battlefield_state_in_hand(reader, obj, path)
    perm.tapped = reader.boolean(obj, "tapped", path)
    perm.sick = reader.boolean(obj, "sick", path)
    perm.disabled = reader.boolean(obj, "disabled", path)
    perm.prevent = reader.integer(obj, "prevent", path, default=0, minimum=0) or 0
    slot = reader.integer(obj, "slot", path, default=None, minimum=1)
    perm.slot = slot or 0
    if pid is None:
        return None
    return perm


#: What only a permanent has (110.5 status, 120.3e marked damage, 122 counters, 701.19a shields, 615 prevention
#: shields): a card in hand has none, and the permanent it becomes on entering is a new object (400.7).
_BATTLEFIELD_STATE = {"tapped": False, "damage": 0, "counters": {}, "regeneration_shields": 0, "prevent": 0,
                      "renowned": False}
_STATE_WORDS = {"tapped": "tapped status", "damage": "marked damage", "prevent": "prevention shield",
                "renowned": "renowned designation (702.112b)"}


def _refuse_battlefield_state_in_hand(reader: Reader, obj: dict[str, Any], path: str) -> None:
    """400.7: a card in its owner's hand is not a permanent; it enters as a new object, untapped unless the
    effect says otherwise, with no damage, counters or shields, so a scenario can't give it any."""
    for field, nothing in _BATTLEFIELD_STATE.items():
        if field in obj and obj[field] != nothing:
            reader.problem("invalid-scenario", f"{path}.{field}: a card in hand ({path}.zone) is not a permanent and "
                                               f"has no {_STATE_WORDS.get(field, field.replace('_', ' '))}; it enters the battlefield as a new "
                                               "object (400.7)", f"{path}.{field}", "400.7")




def parse_triggers(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None) -> tuple[CardTrigger, ...]:
    """``triggers``: the permanent's own triggered abilities that pump it, give it counters or keywords as it
    attacks, blocks or becomes blocked (603.2, 508.3a, 509.3a–d), or change the players' life, also when it dies
    (700.4, 603.6c), or create creature tokens (111.1); each a ``{"on", "power", "toughness",
    "keywords", "counters", "for_each_blocker", "gain_life", "opponents_lose", "loses", "create", "target"}`` object. (A
    ruleset without them
    refuses the field.)"""
    out: list[CardTrigger] = []
    entries = reader.object_list(obj, "triggers", path=path)
    if len(entries) > MAX_TRIGGERS:
        reader.problem("too-large", f"{path}.triggers lists {len(entries)} triggers; a permanent has at most "
                       f"{MAX_TRIGGERS} (MAX_TRIGGERS)", f"{path}.triggers")
        return ()
    for entry, tpath in entries:
        reader.check_fields(entry, TRIGGER_FIELDS, tpath, "a trigger")
        on = reader.string(entry, "on", tpath)
        if on is not None and on not in TRIGGER_EVENTS:
            reader.problem("invalid-scenario", f"{tpath}.on: {on!r} is not a trigger event the engine resolves "
                           f"(events: {', '.join(TRIGGER_EVENTS)})", f"{tpath}.on", "603.2")
            on = None
        power = reader.integer(entry, "power", tpath, default=0) or 0
        toughness = reader.integer(entry, "toughness", tpath, default=0) or 0
        counters = reader.integer(entry, "counters", tpath, default=0, minimum=0) or 0
        # "you gain N life" (119.3); a damage trigger's "you gain that much life" (120.9); "life lost" (119.3)
        that_much, gain = parse_gain(reader, entry, tpath, on, ruleset)
        lose = reader.integer(entry, "opponents_lose", tpath, default=0, minimum=0) or 0  # "each opponent loses N life"
        each = reader.boolean(entry, "for_each_blocker", tpath)
        if each and on is not None and on not in ("becomes-blocked", "blocks-or-becomes-blocked"):
            reader.problem("invalid-scenario", f"{tpath}.for_each_blocker: only a \"becomes blocked\" trigger counts "
                           f"the creatures blocking it (509.3c), not one that triggers {TRIGGER_EVENTS[on]}",
                           f"{tpath}.for_each_blocker", "509.3c")
        keywords = []
        for kw, kpath in reader.string_list(entry, "keywords", tpath):
            parsed = parse_keyword_entry(reader, kw, kpath, ruleset)
            if parsed is not None:
                keywords.append(parsed)
        changes = {"power": power, "toughness": toughness, "keywords": keywords, "counters": counters}
        for field in [f for f, value in changes.items() if value] if on == "dies" else []:
            reader.problem("invalid-scenario", f"{tpath}.{field}: a \"when it dies\" trigger resolves with the "
                           "creature in a graveyard, a new object if it returns (700.4, 400.7): it changes only the "
                           "players' life ('gain_life', 'opponents_lose') and creates tokens ('create')",
                           f"{tpath}.{field}", "400.7")
        create = parse_create(reader, entry, tpath, on, ruleset)  # creature tokens (111.1): pyengine/parse_tokens.py
        target = parse_trigger_target(reader, entry, tpath, on, ruleset)
        watcher = WATCHER_EVENTS.get(on or "") and TRIGGER_EVENTS[on or ""]
        for field in [f for f in ("target", "create") if f in entry] if watcher else []:
            reader.problem("invalid-scenario", f"{tpath}.{field}: a trigger {watcher} changes the attacker "
                           "it watched ('power', 'toughness', 'keywords', 'counters') or the players' life "
                           "('gain_life', 'opponents_lose'), nothing else (508.3a)", f"{tpath}.{field}", "508.3a")
        watches = parse_trigger_watches(reader, entry, tpath, on, ruleset)  # "another Zombie you control"
        attackers = parse_for_each_attacker(reader, entry, tpath, on, ruleset)  # "for each other attacking Goblin"
        that = parse_that_creature(reader, entry, tpath, on, ruleset)  # the other creature of the block (509.3b, 509.3d)
        loses = parse_loses(reader, entry, tpath, on)  # "defending player loses 1 life" (119.3): parse_life.py
        life_lost = entry.get("gain_life") == "life lost"
        if life_lost and not (lose or loses or (target is not None and target.loses)):
            reader.problem("invalid-scenario", f"{tpath}.gain_life: \"life lost\" is the life this trigger makes "
                           "players lose: give 'opponents_lose', 'loses' or a target that 'loses' life",
                           f"{tpath}.gain_life", "119.3")
        if on is not None:
            out.append(CardTrigger(on, power, toughness, tuple(keywords), counters, each, gain, lose, create=create,
                                   target=target, gain_that_much=that_much, that_creature=that, loses=loses,
                                   gain_life_lost=life_lost, watches=watches,
                                   for_each_attacker=attackers))
    return tuple(out)


def parse_statics(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None) -> tuple[CardStatic, ...]:
    """``statics``: the permanent's own static abilities that apply only while a condition holds (611.3a), each
    a ``{"while", "power", "toughness", "keywords", "affects", "if", "for_each", "life", "poison", "counters",
    "stated"}`` object. (A ruleset without them refuses the
    field.)"""
    out: list[CardStatic] = []
    entries = reader.object_list(obj, "statics", path=path)
    if len(entries) > MAX_TRIGGERS:
        reader.problem("too-large", f"{path}.statics lists {len(entries)} statics; a permanent has at most "
                       f"{MAX_TRIGGERS} (MAX_TRIGGERS)", f"{path}.statics")
        return ()
    for entry, spath in entries:
        reader.check_fields(entry, STATIC_FIELDS, spath, "a static ability")
        affects = parse_affects(reader, entry, spath, ruleset) if "affects" in entry else None
        # An anthem or lord ("creatures you control get +1/+1") applies at all times unless it says otherwise.
        # So does a static with another condition ("if", "life"…): "while" is then what it adds, if anything.
        conditioned = any(key in entry for key in ("affects", "if", "life", "poison", "counters", "stated"))
        condition = reader.string(entry, "while", spath, required=not conditioned, default="always")
        if condition is not None and condition not in STATIC_CONDITIONS:
            reader.problem("invalid-scenario", f"{spath}.while: {condition!r} is not a condition the engine follows "
                           f"(conditions: {', '.join(STATIC_CONDITIONS)})", f"{spath}.while", "611.3a")
            condition = None
        power = reader.integer(entry, "power", spath, default=0) or 0
        toughness = reader.integer(entry, "toughness", spath, default=0) or 0
        keywords = []
        for kw, kpath in reader.string_list(entry, "keywords", spath):
            parsed = parse_keyword_entry(reader, kw, kpath, ruleset)
            if parsed is not None:
                keywords.append(parsed)
        # "As long as you control a Forest": a board filter that must find enough permanents (611.3a).
        board = parse_filter(reader, entry["if"], f"{spath}.if", ruleset, controllers=STATIC_IF_CONTROLLERS,
                             rule="611.3a", at_least=True, at_most=True) if "if" in entry else None
        # "As long as you have 30 or more life", "… it has a +1/+1 counter on it", "… threshold" (611.3a).
        life, poison = (parse_player_count(reader, entry, key, spath) if key in entry else None
                        for key in ("life", "poison"))
        counters = parse_counter_count(reader, entry, spath) if "counters" in entry else None
        stated = parse_stated(reader, entry, spath) if "stated" in entry else None
        # "+1/+0 for each artifact you control" (613.4c): a board filter that counts (not "at_least").
        each = parse_filter(reader, entry["for_each"], f"{spath}.for_each", ruleset,
                            controllers=("you", "opponents", "any"), rule="611.3a", at_least=False) if "for_each" in entry else None
        if each is not None and keywords:
            reader.problem("invalid-scenario", f"{spath}.for_each counts a +N/+N only; give keywords in another static",
                           f"{spath}.for_each", "611.3a")
        if (condition is not None and ("affects" not in entry or affects is not None) and ("if" not in entry or board)
                and ("for_each" not in entry or (each and not keywords))
                and all(key not in entry or got is not None for key, got in (("life", life), ("poison", poison),
                                                                             ("counters", counters), ("stated", stated)))):
            out.append(CardStatic(condition, power, toughness, tuple(keywords), affects, for_each=each, board=board,
                                  life=life, poison=poison, counters=counters, stated=stated))
    return tuple(out)


def protection_quality(text: str) -> str | None:
    """The quality ``text`` names for ``protection`` (702.16a), as the engine keeps it: a colour or one of
    :data:`PROTECTION_QUALITIES` (lower case), or a creature type as 205.3m spells it (``"goblin"`` →
    ``"Goblin"``); ``None`` for anything else."""
    if text in COLORS or text in PROTECTION_QUALITIES:
        return text
    return creature_type(text)


def unknown_quality(text: str, path: str) -> str:
    """Why ``protection`` can't be from ``text``, with the nearest quality it may mean."""
    singular = next((t for t in (text[:-1], text[:-2], text[:-3] + "f", text[:-3] + "y") if creature_type(t)), None)
    hint = (f"; a creature type is named in the singular: {creature_type(singular)!r}" if singular
            else f"; did you mean {text.lower()!r}?" if protection_quality(text.lower()) else "")
    return (f"{path}: protection from {text!r} is not a quality the engine knows: a color ({', '.join(COLORS)}), "
            f"{', '.join(PROTECTION_QUALITIES)}, or a creature type (205.3m){hint}")
