"""Reading a static's ``affects`` (which creatures an anthem or lord gives its effect to: 611.3a, 613.1) and a
permanent's ``supertypes`` (205.4a), which ``affects.supertypes`` looks for.

A bad field is refused with ``invalid-scenario`` (or ``unknown-keyword``) at its path, naming the rule: an unknown
field, whose creatures, attacking or blocking, a colour, a card type, a supertype, the counters it counts, and a
filter no creature could fit ("colorless" creatures of a colour, "nonblack" black creatures).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .affects import AFFECTS_COMBAT, AFFECTS_CONTROLLERS, Affects
from .fields import AFFECTS_FIELDS, AFFECTS_TYPES, SUPERTYPES
from .parse_characteristics import parse_colors, parse_counter_count, parse_keyword_entry
from .reader import Reader

if TYPE_CHECKING:
    from .rulesets.base import Ruleset


def parse_supertypes(reader: Reader, obj: dict[str, Any], path: str) -> list[str]:
    """``supertypes`` (a permanent's, or an ``affects``'): each one of :data:`~pyengine.fields.SUPERTYPES`, in
    lower case as ``types`` are written (205.4a)."""
    out = []
    for supertype, spath in reader.string_list(obj, "supertypes", path):
        if supertype.lower() == "ongoing":  # a supertype (205.4a), but only a scheme's (205.4h): never a permanent's
            reader.problem("invalid-scenario", f"{spath}: 'ongoing' is a scheme's supertype (205.4h), which no "
                           f"permanent or creature has ({', '.join(SUPERTYPES)})", spath, "205.4a")
        elif supertype not in SUPERTYPES:
            hint = f"; did you mean {supertype.lower()!r}?" if supertype.lower() in SUPERTYPES else ""
            reader.problem("invalid-scenario", f"{spath}: {supertype!r} is not a supertype ({', '.join(SUPERTYPES)})"
                           f"{hint}", spath, "205.4a")
        else:
            out.append(supertype)
    return out


def parse_affects(reader: Reader, entry: dict[str, Any], spath: str, ruleset: Ruleset | None, *,
                  key: str = "affects", fields: frozenset[str] = AFFECTS_FIELDS, what: str = "a static's affects",
                  default_controller: str = "you") -> Affects | None:
    """A static's ``affects``: which creatures get its effect (611.3a, 613.1), or ``None`` (refused, with the
    problem at its path). A trigger's ``watches`` is read by the same parts (``key``, its ``fields``, its ``what`` in
    messages and whose creatures it names by default: :mod:`pyengine.parse_watch_filter`)."""
    path = f"{spath}.{key}"
    value = entry[key]
    if not isinstance(value, dict):
        reader.wrong_type(path, f"an object ({', '.join(sorted(fields))})", value)
        return None
    before = len(reader.problems)
    reader.check_fields(value, fields, path, what)
    controller = reader.string(value, "controller", path, required=False, default=default_controller) or \
        default_controller
    if controller not in AFFECTS_CONTROLLERS:
        reader.problem("invalid-scenario", f"{path}.controller: {controller!r} is not whose creatures a static can "
                       f"affect ({', '.join(AFFECTS_CONTROLLERS)})", f"{path}.controller", "611.3a")
    combat = reader.string(value, "combat", path, required=False)
    if combat is not None and combat not in AFFECTS_COMBAT:
        reader.problem("invalid-scenario", f"{path}.combat: {combat!r} is not attacking or blocking (506.4)",
                       f"{path}.combat", "506.4")
    subtypes = tuple(t for t, _ in reader.string_list(value, "subtypes", path))
    keywords = []
    for kw, kpath in reader.string_list(value, "keywords", path):
        parsed = parse_keyword_entry(reader, kw, kpath, ruleset, bare_name=True)
        if parsed is not None:
            keywords.append(parsed[0])
    other = reader.boolean(value, "other", path)
    types = []
    for card_type, tpath in reader.string_list(value, "types", path):
        if card_type not in AFFECTS_TYPES:
            reader.problem("invalid-scenario", f"{tpath}: {card_type!r} is not a card type an anthem's creatures may "
                           f"also have ({', '.join(AFFECTS_TYPES)})", tpath, "205.2a")
        types.append(card_type)
    counters = parse_counter_count(reader, value, path, "an affects' counters") if "counters" in value else None
    supertypes = parse_supertypes(reader, value, path)
    colors, colorless, multicolored, not_colors = _color_parts(reader, value, path)
    if len(reader.problems) > before:
        return None
    return Affects(controller, other, subtypes, tuple(keywords), combat, tuple(colors), tuple(types), counters,
                   colorless, multicolored, tuple(not_colors), tuple(supertypes))


def _color_parts(reader: Reader, value: dict[str, Any], path: str) -> tuple[list[str], bool, bool, list[str]]:
    """``colors`` (any of them), ``colorless`` (none, 105.2c), ``multicolored`` (two or more, 105.2b) and
    ``not_colors`` (none of them: "nonblack"); a combination no creature can fit is refused."""
    colors = parse_colors(reader, value, path)
    not_colors = parse_colors(reader, value, path, "not_colors")
    colorless = reader.boolean(value, "colorless", path)
    multicolored = reader.boolean(value, "multicolored", path)
    if colorless and (colors or multicolored):
        reader.problem("invalid-scenario", f"{path}.colorless: a colorless creature has no colour, so no creature is "
                       f"both colorless and {'multicolored' if multicolored else 'of its colors'}",
                       f"{path}.colorless", "105.2c")
    if colors and set(colors) <= set(not_colors):
        reader.problem("invalid-scenario", f"{path}.not_colors: every colour of colors is in not_colors too, so no "
                       "creature fits (\"green nonblack\" names a green creature that isn't black)",
                       f"{path}.not_colors", "105.1")
    return colors, colorless, multicolored, not_colors
