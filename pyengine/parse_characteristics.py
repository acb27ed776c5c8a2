"""A permanent's printed characteristics that read the board: ``attack_unless`` ("This creature can't attack
unless defending player controls an Island", 508.1c) and ``counted_pt`` ("Its power and toughness are each
equal to the number of creatures you control", 604.3, 208.2a), both naming permanents with a board filter; and
``cant_be_blocked_by`` ("This creature can't be blocked by Walls", 509.1b), naming the creatures that can't block it;
and the conditions of a static besides its ``while`` and ``if`` (``life``, ``poison``, ``counters``, ``stated``, and
the permanent's ``conditions``: :mod:`pyengine.conditions`).

A bad entry is refused with ``invalid-scenario`` (or ``unknown-keyword``) at its path, naming the field and the
rule; nothing is guessed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .conditions import COUNTED_KINDS, PLAYER_COUNT_WHO, Bounds, CounterCount, PlayerCount, StatedCondition
from .fields import (BLOCKER_FILTER_FIELDS, COLORS, COUNTED_PT_FIELDS, COUNTED_PT_OF, COUNTER_COUNT_FIELDS, FILTER_FIELDS,
                     PLAYER_COUNT_FIELDS, STATED_FIELDS)
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
                 rule: str, at_least: bool, at_most: bool = False) -> BoardFilter | None:
    """A board filter (:class:`~pyengine.model.BoardFilter`) at ``path``, or ``None`` when refused (the problems
    are reported). ``controllers``: whose permanents it may name; ``at_least``: whether it may ask for several;
    ``at_most``: whether it may ask for at most some ("no creatures": a static's ``if``)."""
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(FILTER_FIELDS))})", value)
        return None
    before = len(reader.problems)
    allowed = FILTER_FIELDS - ({"at_least"} if not at_least else set()) - ({"at_most"} if not at_most else set())
    reader.check_fields(value, allowed, path, "a board filter")
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
    # "No creatures" is at most 0 (a static's ``if``, 611.3a); with at_most given, at_least is 0 unless it says.
    most = reader.integer(value, "at_most", path, default=None, minimum=0) if "at_most" in value else None
    least = reader.integer(value, "at_least", path, default=1 if most is None else 0,
                           minimum=1 if most is None else 0) if at_least else 1
    least = 1 if least is None else least
    for key, n in (("at_least", least), ("at_most", most)):
        if n is not None and n > MAX_NUMBER:
            reader.problem("too-large", f"{path}.{key} is at most {MAX_NUMBER:,} (MAX_NUMBER)", f"{path}.{key}")
    if most is not None and least > most:
        reader.problem("invalid-scenario", f"{path}: at_least {least} is more than at_most {most}", f"{path}.at_most", rule)
    if len(reader.problems) > before:
        return None
    return BoardFilter(controller, tuple(types), subtypes, tuple(colors), tuple(keywords), other, least, most)


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


def parse_colors(reader: Reader, value: Any, path: str, key: str = "colors") -> list[str]:
    """A filter's ``colors`` (a board filter's, an anthem's ``affects``; ``key``: its ``not_colors``): each one of
    the five colours (105.1)."""
    colors = []
    for color, cpath in reader.string_list(value, key, path):
        if color not in COLORS:
            reader.problem("invalid-scenario", f"{cpath}: {color!r} is not a colour ({', '.join(COLORS)})", cpath, "105.1")
        colors.append(color)
    return colors


def parse_bounds(reader: Reader, value: dict[str, Any], path: str) -> Bounds | None:
    """``at_least`` and/or ``at_most`` (one at least), or ``None`` with the problem reported."""
    least = reader.integer(value, "at_least", path, default=None, minimum=0) if "at_least" in value else None
    most = reader.integer(value, "at_most", path, default=None, minimum=0) if "at_most" in value else None
    if least is None and most is None:
        reader.problem("invalid-scenario", f"{path}: give at_least or at_most (or both)", f"{path}.at_least", "611.3a")
        return None
    if least is not None and most is not None and least > most:
        reader.problem("invalid-scenario", f"{path}: at_least {least} is more than at_most {most}", f"{path}.at_most",
                       "611.3a")
        return None
    return Bounds(least, most)


def parse_player_count(reader: Reader, entry: dict[str, Any], key: str, spath: str) -> PlayerCount | None:
    """A static's ``life`` or ``poison`` (``{"player": "you", "at_least": 30}``, 119, 122.1f), or ``None``."""
    path = f"{spath}.{key}"
    value = entry[key]
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(PLAYER_COUNT_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, PLAYER_COUNT_FIELDS, path, f"a static's {key}")
    who = reader.string(value, "player", path, required=False, default="you") or "you"
    if who not in PLAYER_COUNT_WHO:
        reader.problem("invalid-scenario", f"{path}.player: {who!r} is not whose {key} a static can read "
                       f"({', '.join(PLAYER_COUNT_WHO)})", f"{path}.player", "611.3a")
    bounds = parse_bounds(reader, value, path)
    return PlayerCount(who, bounds) if bounds is not None and len(reader.problems) == before else None


def parse_counter_count(reader: Reader, entry: dict[str, Any], spath: str,
                        what: str = "a static's counters") -> CounterCount | None:
    """A static's ``counters`` (``{"kind": "+1/+1", "at_least": 1}``: counters on the permanent itself, 122.1a), or
    an ``affects``' (counters on each creature it affects)."""
    path = f"{spath}.counters"
    value = entry["counters"]
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(COUNTER_COUNT_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, COUNTER_COUNT_FIELDS, path, what)
    kind = reader.string(value, "kind", path, required=False, default="+1/+1") or "+1/+1"
    if kind not in COUNTED_KINDS:
        reader.problem("invalid-scenario", f"{path}.kind: {kind!r} is not a kind of counter the engine keeps "
                       f"({', '.join(COUNTED_KINDS)})", f"{path}.kind", "122.1a")
    bounds = parse_bounds(reader, value, path)
    return CounterCount(kind, bounds) if bounds is not None and len(reader.problems) == before else None


#: How a stated condition's id is written: lower-case words joined by hyphens ("threshold", "descend-4").
STATED_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def parse_stated(reader: Reader, entry: dict[str, Any], spath: str) -> StatedCondition | None:
    """A static's ``stated`` (``{"id": "threshold", "text": "there are seven or more cards in your graveyard"}``):
    a condition only the board can state, answered by the permanent's ``conditions``."""
    path = f"{spath}.stated"
    value = entry["stated"]
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(STATED_FIELDS))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, STATED_FIELDS, path, "a stated condition")
    ident = reader.string(value, "id", path)
    text = reader.string(value, "text", path)
    if ident is not None and (len(ident) > MAX_ID_LENGTH or not STATED_ID.match(ident)):
        reader.problem("invalid-scenario", f"{path}.id: {ident!r} is not an id of lower-case words joined by hyphens "
                       f"(as \"threshold\", \"descend-4\"), at most {MAX_ID_LENGTH} characters", f"{path}.id")
    if text is not None and len(text) > MAX_TEXT_LENGTH:
        reader.problem("too-large", f"{path}.text has at most {MAX_TEXT_LENGTH} characters", f"{path}.text")
    if ident is None or text is None or len(reader.problems) > before:
        return None
    return StatedCondition(ident, text)


#: The longest id and text a stated condition may have.
MAX_ID_LENGTH, MAX_TEXT_LENGTH = 60, 300


def parse_conditions(reader: Reader, obj: dict[str, Any], path: str) -> dict[str, bool]:
    """A permanent's ``conditions``: what the board states of the conditions its statics read and the engine can't
    see (``{"threshold": true}``)."""
    if "conditions" not in obj:
        return {}
    value = obj["conditions"]
    if not isinstance(value, dict):
        reader.wrong_type(f"{path}.conditions", "an object of true or false by condition id ({\"threshold\": true})",
                          value)
        return {}
    out = {}
    for key, holds in value.items():
        if not isinstance(holds, bool):
            reader.wrong_type(f"{path}.conditions[{key!r}]", "true or false", holds)
        else:
            out[str(key)] = holds
    return out
