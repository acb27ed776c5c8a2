"""A permanent's printed characteristics that read the board: ``attack_unless`` ("This creature can't attack
unless defending player controls an Island", 508.1c) and ``counted_pt`` ("Its power and toughness are each
equal to the number of creatures you control", 604.3, 208.2a), both naming permanents with a board filter; and
``cant_be_blocked_by`` ("This creature can't be blocked by Walls", 509.1b), naming the creatures that can't block it.

A bad entry is refused with ``invalid-scenario`` (or ``unknown-keyword``) at its path, naming the field and the
rule; nothing is guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import BLOCKER_FILTER_FIELDS, COLORS, COUNTED_PT_FIELDS, COUNTED_PT_OF, FILTER_FIELDS
from .keywords import keyword_family, parse_keyword
from .limits import MAX_NUMBER
from .model import FILTER_CONTROLLERS, FILTER_TYPES, POWER_VS_ITS, BlockerFilter, BoardFilter, CountedPT
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


#: The most own triggers, statics or attack conditions one permanent may have (a printed card has at most a few).
MAX_TRIGGERS = 8


def parse_keyword_entry(reader: Reader, text: str, path: str, ruleset: Ruleset | None,
                   *, bare_name: bool = False) -> tuple[str, int | None] | None:
    """A keyword as written (``name`` or ``name:N``); ``bare_name`` lets a numbered one be named
    without its number (losing a keyword loses every instance of it, whatever its N)."""
    try:
        name, number = parse_keyword(text)
    except ValueError:
        reader.problem("invalid-scenario", f"{path}: {text!r} is not 'name' or 'name:N' with a whole number N", path)
        return None
    if number is not None and abs(number) > MAX_NUMBER:
        reader.problem("invalid-scenario", f"{path}: {name}:{number} is out of range (at most {MAX_NUMBER})", path)
        return None
    if ruleset is None:
        return name, number
    spec = ruleset.keywords.get(keyword_family(name))
    named_only = bare_name and number is None and spec is not None and spec.numbered
    problem = ruleset.keyword_problem(name, 1 if named_only else number, path)
    if problem is not None:
        reader.problems.append(problem)
        return None
    if number is None and spec is not None and not named_only:
        number = spec.omitted_number
    return name, number



def parse_filter(reader: Reader, value: Any, path: str, ruleset: Ruleset | None, *, controllers: tuple[str, ...],
                 rule: str, at_least: bool) -> BoardFilter | None:
    """A board filter (:class:`~pyengine.model.BoardFilter`) at ``path``, or ``None`` when refused (the problems
    are reported). ``controllers``: whose permanents it may name; ``at_least``: whether it may ask for several."""
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(FILTER_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, FILTER_FIELDS if at_least else FILTER_FIELDS - {"at_least"}, path, "a board filter")
    controller = reader.string(value, "controller", path, required=False, default=controllers[0]) or controllers[0]
    if controller not in controllers:
        reader.problem("invalid-scenario", f"{path}.controller: {controller!r} is not whose permanents it can name "
                       f"({', '.join(controllers)})", f"{path}.controller", rule)
    types = []
    for card_type, tpath in reader.string_list(value, "types", path):
        if card_type not in FILTER_TYPES:
            reader.problem("invalid-scenario", f"{tpath}: {card_type!r} is not a card type ({', '.join(FILTER_TYPES)})",
                           tpath, "205.2a")
        types.append(card_type)
    colors = parse_colors(reader, value, path)
    keywords = []
    for kw, kpath in reader.string_list(value, "keywords", path):
        parsed = parse_keyword_entry(reader, kw, kpath, ruleset, bare_name=True)
        if parsed is not None:
            keywords.append(parsed[0])
    subtypes = tuple(t for t, _ in reader.string_list(value, "subtypes", path))
    other = reader.boolean(value, "other", path)
    least = reader.integer(value, "at_least", path, default=1, minimum=1) or 1 if at_least else 1
    if least > MAX_NUMBER:
        reader.problem("too-large", f"{path}.at_least is at most {MAX_NUMBER:,} (MAX_NUMBER)", f"{path}.at_least")
    if len(reader.problems) > before:
        return None
    return BoardFilter(controller, tuple(types), subtypes, tuple(colors), tuple(keywords), other, least)


def parse_attack_unless(reader: Reader, obj: dict[str, Any], path: str,
                        ruleset: Ruleset | None) -> tuple[BoardFilter, ...]:
    """``attack_unless``: the conditions without which the creature can't attack (508.1c), each a board filter
    that must find at least ``at_least`` permanents (whose: ``defending``, the player it would attack, by default)."""
    if "attack_unless" not in obj:
        return ()
    value = obj["attack_unless"]
    if not isinstance(value, list):
        reader.wrong_type(f"{path}.attack_unless", "a list of board filters", value)
        return ()
    if len(value) > MAX_TRIGGERS:
        reader.problem("too-large", f"{path}.attack_unless lists {len(value)} conditions; a permanent has at most "
                       f"{MAX_TRIGGERS} (MAX_TRIGGERS)", f"{path}.attack_unless")
        return ()
    found = [parse_filter(reader, entry, f"{path}.attack_unless[{i}]", ruleset, controllers=FILTER_CONTROLLERS,
                          rule="508.1c", at_least=True) for i, entry in enumerate(value)]
    return tuple(f for f in found if f is not None)


def parse_cant_be_blocked_by(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None,
                             key: str = "cant_be_blocked_by") -> tuple[BlockerFilter, ...]:
    """``cant_be_blocked_by``: the creatures that can't block it (a restriction, 509.1b), each a
    :class:`~pyengine.model.BlockerFilter`: card types, subtypes, colours, keywords and power that a blocker has.
    The same for ``can_be_blocked_only_by`` (the creatures that alone can block it) and ``cant_block_creatures``
    (the attackers it can't block)."""
    if key not in obj:
        return ()
    value = obj[key]
    if not isinstance(value, list):
        reader.wrong_type(f"{path}.{key}", "a list of blocker filters", value)
        return ()
    if len(value) > MAX_TRIGGERS:
        reader.problem("too-large", f"{path}.{key} lists {len(value)} filters; a permanent has at most {MAX_TRIGGERS} "
                       "(MAX_TRIGGERS)", f"{path}.{key}")
        return ()
    found = [_blocker_filter(reader, entry, f"{path}.{key}[{i}]", ruleset) for i, entry in enumerate(value)]
    return tuple(f for f in found if f is not None)


def _blocker_filter(reader: Reader, value: Any, path: str, ruleset: Ruleset | None) -> BlockerFilter | None:
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(BLOCKER_FILTER_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, BLOCKER_FILTER_FIELDS, path, "a blocker filter")
    if not value:
        reader.problem("invalid-scenario", f"{path}: an empty filter names every creature; say \"unblockable\" in "
                       "keywords for a creature that can't be blocked", path, "509.1b")
    general = parse_filter(reader, {k: v for k, v in value.items() if k in ("types", "subtypes", "colors", "keywords")},
                           path, ruleset, controllers=("any",), rule="509.1b", at_least=False)
    least = reader.integer(value, "power_at_least", path, default=None)
    most = reader.integer(value, "power_at_most", path, default=None)
    versus = reader.string(value, "power_vs_its", path, required=False)
    if versus is not None and versus not in POWER_VS_ITS:
        reader.problem("invalid-scenario", f"{path}.power_vs_its: {versus!r} is not how a blocker's power compares with "
                       f"the attacker's ({', '.join(POWER_VS_ITS)})", f"{path}.power_vs_its", "509.1b")
    if general is None or len(reader.problems) > before:
        return None
    return BlockerFilter(general.types, general.subtypes, general.colors, general.keywords, least, most, versus)


def parse_counted_pt(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None) -> CountedPT | None:
    """``counted_pt``: power and/or toughness set to a count of permanents on the battlefield (604.3, 613.4a)."""
    if "counted_pt" not in obj:
        return None
    cpath = f"{path}.counted_pt"
    value = obj["counted_pt"]
    if not isinstance(value, dict):
        reader.wrong_type(cpath, f"an object ({', '.join(sorted(COUNTED_PT_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, COUNTED_PT_FIELDS, cpath, "counted power and toughness")
    of = reader.string(value, "of", cpath, required=False, default=COUNTED_PT_OF[0]) or COUNTED_PT_OF[0]
    if of not in COUNTED_PT_OF:
        reader.problem("invalid-scenario", f"{cpath}.of: {of!r} is not what a count can set ({', '.join(COUNTED_PT_OF)})",
                       f"{cpath}.of", "604.3")
    plus = reader.integer(value, "plus", cpath, default=0) or 0
    if "count" not in value:
        reader.problem("invalid-scenario", f"{cpath}.count is required: the permanents it counts", f"{cpath}.count",
                       "604.3")
        return None
    count = parse_filter(reader, value["count"], f"{cpath}.count", ruleset, controllers=("you", "opponents", "any"),
                         rule="604.3", at_least=False)
    if count is None or len(reader.problems) > before:
        return None
    return CountedPT(of != "toughness", of != "power", count, plus)


def parse_colors(reader: Reader, value: Any, path: str) -> list[str]:
    """A filter's ``colors`` (a board filter's, an anthem's ``affects``): each one of the five colours (105.1)."""
    colors = []
    for color, cpath in reader.string_list(value, "colors", path):
        if color not in COLORS:
            reader.problem("invalid-scenario", f"{cpath}: {color!r} is not a colour ({', '.join(COLORS)})", cpath, "105.1")
        colors.append(color)
    return colors
