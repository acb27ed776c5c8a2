"""Reading an own trigger's one target (``triggers[i].target``, 115.1d) and the targets a scenario names for them
(``trigger_targets``, 603.3d): their shapes here; whether a named target is legal is asked as the trigger is put on
the stack (:mod:`pyengine.trigger_targets`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import TARGET_CHOICE_FIELDS, TRIGGER_TARGET_FIELDS
from .model import PLAYER_TARGET_KINDS, TARGET_KINDS, TRIGGER_EVENTS, Permanent, TargetChoice, TriggerTarget
from .parse_characteristics import parse_keyword_entry
from .reader import Reader
from .text import possessive

if TYPE_CHECKING:
    from .rulesets.base import Ruleset

#: The trigger events whose creature is attacking as it triggers: it has a "defending player" (508.5, 802.2a).
ATTACKING_EVENTS = ("attacks", "attacks-alone", "becomes-blocked", "becomes-blocked-by-a-creature")


def parse_trigger_target(reader: Reader, entry: dict[str, Any], path: str, on: str | None,
                         ruleset: Ruleset | None) -> TriggerTarget | None:
    """``target``: ``{"what", "power", "toughness", "keywords", "counters", "tap", "cant_block", "damage", "loses"}``;
    a player target (``player``, ``opponent``) only loses life (``loses``, 119.3)."""
    if "target" not in entry:
        return None
    obj, tpath = entry["target"], f"{path}.target"
    if not isinstance(obj, dict):
        reader.wrong_type(tpath, "an object", obj)
        return None
    reader.check_fields(obj, TRIGGER_TARGET_FIELDS, tpath, "a trigger's target")
    what = reader.string(obj, "what", tpath)
    if what is not None and what not in TARGET_KINDS:
        reader.problem("invalid-scenario", f"{tpath}.what: {what!r} is not something the engine lets a trigger "
                       f"target (kinds: {', '.join(TARGET_KINDS)})", f"{tpath}.what", "115.1d")
        return None
    keywords = [k for kw, kpath in reader.string_list(obj, "keywords", tpath)
                if (k := parse_keyword_entry(reader, kw, kpath, ruleset)) is not None]
    target = TriggerTarget(
        what or "", reader.integer(obj, "power", tpath) or 0, reader.integer(obj, "toughness", tpath) or 0,
        tuple(keywords), reader.integer(obj, "counters", tpath, minimum=0) or 0, reader.boolean(obj, "tap", tpath),
        reader.boolean(obj, "cant_block", tpath), reader.integer(obj, "damage", tpath, minimum=0) or 0,
        reader.integer(obj, "loses", tpath, minimum=0) or 0)
    if what is None:
        return None
    others = [f for f in ("power", "toughness", "keywords", "counters", "tap", "cant_block") if obj.get(f)]
    if what in PLAYER_TARGET_KINDS:
        extra = [f for f in others + ["damage"] if obj.get(f)]
        if extra or not target.loses:
            field = extra[0] if extra else "loses"
            reader.problem("invalid-scenario", f"{tpath}.{field}: {TARGET_KINDS[what]!r} is a player (115.1d): such a "
                           "trigger only makes that player lose life ('loses', a whole number of 1 or more, 119.3)",
                           f"{tpath}.{field}", "115.1d")
        return target
    if target.loses:
        reader.problem("invalid-scenario", f"{tpath}.loses: only a player loses life (119.3): give 'what' "
                       f"{' or '.join(repr(k) for k in PLAYER_TARGET_KINDS)}", f"{tpath}.loses", "119.3")
    if what == "any" and others:
        reader.problem("invalid-scenario", f"{tpath}.{others[0]}: \"any target\" may be a player, a planeswalker or "
                       "a battle (115.4): such a trigger only deals damage ('damage')", f"{tpath}.{others[0]}", "115.4")
    elif not others and not target.damage:
        reader.problem("invalid-scenario", f"{tpath} needs an effect: 'power', 'toughness', 'keywords', 'counters', "
                       "'tap', 'cant_block' or 'damage'", tpath)
    if what == "creature-defending-player-controls" and on is not None and on not in ATTACKING_EVENTS:
        reader.problem("invalid-scenario", f"{tpath}.what: a trigger {TRIGGER_EVENTS[on]} has no defending player: "
                       f"only an attacking creature's does ({', '.join(ATTACKING_EVENTS)}; 802.2a)",
                       f"{tpath}.what", "802.2a")
    return target


def parse_trigger_targets(reader: Reader, data: dict[str, Any], permanents: dict[str, Permanent],
                          players: set[str]) -> list[TargetChoice]:
    """``trigger_targets``: ``[{"source": id, "trigger": index, "target": id}, ...]``, each trigger named once."""
    out: list[TargetChoice] = []
    seen: set[tuple[str, int]] = set()
    for obj, path in reader.object_list(data, "trigger_targets"):
        reader.check_fields(obj, TARGET_CHOICE_FIELDS, path, "a trigger_targets entry")
        source = reader.string(obj, "source", path)
        index = reader.integer(obj, "trigger", path, minimum=0)
        target = reader.string(obj, "target", path)
        if source is None or index is None or target is None:
            continue
        if source not in permanents:
            reader.problem("unknown-id", f"{path}.source: {source!r} is no permanent of the scenario (triggered "
                           "abilities are a permanent's)", f"{path}.source")
            continue
        if target not in permanents and target not in players:
            reader.problem("unknown-id", f"{path}.target: {target!r} is no player or permanent of the scenario",
                           f"{path}.target")
            continue
        triggers = permanents[source].triggers
        if index >= len(triggers) or triggers[index].target is None:
            reader.problem("invalid-scenario", f"{path}.trigger: {possessive(permanents[source].name)} triggers[{index}] "
                           "is no trigger with a target", f"{path}.trigger", "115.1d")
            continue
        if (source, index) in seen:
            reader.problem("invalid-scenario", f"{path}: {permanents[source].name}'s triggers[{index}] is named twice",
                           path)
            continue
        seen.add((source, index))
        pays_ward = reader.boolean(obj, "pays_ward", path) if "pays_ward" in obj else None
        out.append(TargetChoice(source, index, target, path, pays_ward))
    return out
