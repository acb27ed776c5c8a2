"""The event log: every event of a combat is a plain JSON object.

Events carry ids, never display text meant as HTML, and (where one applies)
the ``rule`` behind them. The builders here keep their shapes in one place:
:data:`EVENT_TYPES` has one row per event type the engine emits (its fields and
what it means), and :func:`event` refuses a type or a field that isn't there.
"""

from __future__ import annotations

import os

from typing import Any, NamedTuple

Event = dict[str, Any]


class EventType(NamedTuple):
    """One row of :data:`EVENT_TYPES`: the fields an event of the type always has, the ones it may have,
    and what it means (with the rule it usually cites: the ``mtg`` ruleset's number unless it says which)."""

    required: tuple[str, ...]
    optional: tuple[str, ...]
    meaning: str


#: Fields every event may have besides its own: ``type``, and ``rule`` where a rule decides it.
COMMON_FIELDS = ("type", "rule")

#: Every event type the engine emits → its fields and meaning. The golden files, the docs (docs/scenario-format.md),
#: web/core/words.js, web/core/view.js, web/board/animation.js and pyengine/render.py are checked against it
#: (tests/test_event_types.py).
EVENT_TYPES: dict[str, EventType] = {
    # Declarations (before combat damage).
    "attacks": EventType(
        ("id", "target"), ("tapped", "might"),
        "A creature is declared as an attacker of target and taps unless it has vigilance (508.1f); Riftbound's "
        "attacking unit carries its might (438.1.a.3); Puzzle Quest's creature attacks from its slot."),
    "enlists": EventType(
        ("id", "creature"), (),
        "The attacker id enlists creature, which taps as the attack's cost (702.154a); a trigger and pump follow."),
    "blocks": EventType(
        ("id", "attackers"), ("band",),
        "A creature is declared as a blocker of attackers (509.1a); band: it blocks one more of a band it "
        "blocked (702.22h)."),
    "blocked": EventType(
        ("id",), (),
        "An attacker is blocked: it stays blocked even if its blockers leave (509.1h)."),
    "unblocked": EventType(
        ("id",), ("reason",),
        "An attacker is unblocked (509.1h); Puzzle Quest gives the reason (no blocker in its slot, …)."),
    "defends": EventType(
        ("id", "battlefield", "might"), (),
        "Riftbound: a unit defends the battlefield with its might (438.1.a.4)."),
    "slots": EventType(
        ("player", "order"), (),
        "Puzzle Quest: a player's creatures in slot order, which decides who attacks and blocks whom (Creature "
        "slots)."),
    "does-not-attack": EventType(
        ("id", "reason"), (),
        "Puzzle Quest: a creature in an attacking slot does not attack, for reason (Attacking)."),
    # The scenario's actions.
    "pump": EventType(
        ("id", "power", "toughness"), (),
        "A creature gets +power/+toughness until end of turn, from an action (611.2a) or a trigger (bushido, "
        "rampage, flanking …, 702.45a; its own triggers, 508.3a); or while its own conditional static applies "
        "(611.3a), or as an anthem or lord starts or stops applying to it (the net change: -1/-1 may be a "
        "\"nonblack creatures get -1/-1\" starting as well as a +1/+1 anthem ending)."),
    "power-toughness": EventType(
        ("id", "power", "toughness"), (),
        "A creature whose power and/or toughness an ability sets to a number of permanents (\"equal to the number "
        "of creatures you control\", 604.3, layer 7a: 613.4a) has now this power and toughness: as combat begins, "
        "and again each time that number changes (a creature it counts dies, 704.5f then sees the new toughness)."),
    "gains": EventType(
        ("id", "keyword"), (),
        "A permanent gains a keyword until end of turn, from a grant action (611.2a) or its own trigger (508.3a); "
        "or while its own conditional static applies (611.3a)."),
    "loses-keyword": EventType(
        ("id", "keyword"), (),
        "A permanent loses a keyword until end of turn, from a lose action (611.2a); or one its own conditional "
        "static gave it, as the static stops applying (611.3a)."),
    "shield": EventType(
        ("id", "amount"), (),
        "A prevent action: the next amount damage that would be dealt to id (a permanent or player) is "
        "prevented (615.1)."),
    "regeneration-shield": EventType(
        ("id", "shields"), (),
        "A regenerate action gives a permanent a regeneration shield; shields is how many it has now (701.19a)."),
    "removed-from-combat": EventType(
        ("id",), (),
        "A permanent stops attacking or blocking, by an action or when its controller leaves the game (506.4)."),
    "fizzles": EventType(
        ("action", "target"), (),
        "An action (or a mentor trigger) does nothing: its target is gone or no longer legal (608.2b)."),
    "countered": EventType(
        ("source", "ability", "by"), (),
        "A triggered ability of source is countered by the ward of by (702.21a): its controller did not pay the "
        "ward cost, so it does nothing."),
    "untaps": EventType(
        ("id",), (),
        "Provoke untaps the creature it targets (702.39a)."),
    "taps": EventType(
        ("id",), (),
        "A permanent's own trigger taps the creature it targets (701.26a); a tapped creature can't block "
        "(509.1a)."),
    "enters": EventType(
        ("id", "tapped"), ("attacking", "blocked", "target"),
        "Ninjutsu puts the card onto the battlefield tapped and attacking, unblocked (702.49c); when what it would "
        "attack is gone it enters not attacking, and target names that (506.3c, 508.4a)."),
    # Combat damage.
    "damage-on-stack": EventType(
        ("assignments",), (),
        "Classic rules: the combat damage assignments go on the stack, where players may act (310.1 in "
        "mtg-classic)."),
    "stack-resolves": EventType(
        (), (),
        "Classic rules: the combat damage on the stack resolves and is dealt (310.4 in mtg-classic)."),
    "hit": EventType(
        ("hit", "sources"), (),
        "Puzzle Quest: a first-strike or regular hit of one fight, by sources (First Strike, Double Strike)."),
    "tramples": EventType(
        ("id", "blocker", "toughness_left", "amount"), (),
        "Puzzle Quest: an attacker with trample deals blocker's toughness_left to it and amount past it (Trample)."),
    "no-damage": EventType(
        ("id", "reason"), (),
        "Puzzle Quest: a creature deals no damage in this hit, for reason (Double Strike)."),
    "no-combat-damage": EventType(
        ("reason",), (),
        "Riftbound: no combat damage step happens, for reason (439.1.a)."),
    "might": EventType(
        ("id", "amount", "might"), (),
        "Riftbound: a unit's Might changes by amount (assault, shield …) to might (723.1.c)."),
    "stunned": EventType(
        ("id", "might", "contributes"), (),
        "Riftbound: a stunned unit contributes only contributes of its might to the total (410.1.b)."),
    "might-total": EventType(
        ("player", "might"), (),
        "Riftbound: a player's units' total Might, the damage they deal as one (439.1.b, 439.1.c)."),
    "not-assigned": EventType(
        ("source", "target"), (),
        "An attacker assigns no combat damage: target, the player it would be assigned to, left the game (800.4e)."),
    "damage": EventType(
        ("source", "target", "amount", "combat"), ("prevented", "note", "sources"),
        "source deals amount damage (combat or not) to target, after prevented was prevented (510.2, 120.2); note "
        "explains damage not dealt; Riftbound's source is a player and sources its units (439.1.e)."),
    "marked": EventType(
        ("id", "amount", "damage"), (),
        "Damage is marked on a creature: damage is its total now (120.3e)."),
    "life": EventType(
        ("player", "amount", "life"), ("source", "team"),
        "A player's life changes by amount (signed: damage, lifelink, a life action) to life (120.3a, 120.3f, "
        "119.3: source is the action's, when it names one); Two-Headed Giant's team shares it (810.9)."),
    "poison": EventType(
        ("player", "amount", "poison", "source"), ("team",),
        "A player gets amount poison counters, to poison, from infect (120.3b) or toxic (120.3g); a team shares "
        "them (810.10)."),
    "commander-damage": EventType(
        ("player", "source", "amount", "total"), (),
        "Combat damage a commander dealt a player, added to that player's tally total (903.10a)."),
    "counters": EventType(
        ("id", "kind", "amount"), (),
        "A permanent gets (or loses, amount < 0) counters of kind: -1/-1 from wither or infect (120.3d), +1/+1 "
        "from a trigger, either kind from a counters action (122.1a), annihilation (704.5q), a shield counter spent "
        "(122.1c)."),
    "loyalty": EventType(
        ("id", "amount", "loyalty"), (),
        "Damage removes loyalty counters from a planeswalker: amount (negative), loyalty left (120.3c)."),
    "defense": EventType(
        ("id", "amount", "defense"), (),
        "Damage removes defense counters from a battle: amount (negative), defense left (120.3h)."),
    # Triggers and replacements.
    "trigger": EventType(
        ("source", "ability"), ("target", "note", "chosen"),
        "A triggered ability of source triggers (for target): keyword triggers (702.45a bushido, exalted, "
        "flanking …), classic lifelink and deathtouch (502 in mtg-classic), battalion, Siege, Riftbound's "
        "deathknell."),
    "regenerates": EventType(
        ("id", "instead_of", "shields"), ("removed_from_combat",),
        "A permanent that would be destroyed (instead_of) regenerates: damage removed, tapped, removed from "
        "combat; shields left (701.19a)."),
    "umbra-armor": EventType(
        ("id", "instead_of", "auras"), (),
        "A permanent that would be destroyed (instead_of) loses its damage and an Aura with umbra armor is "
        "destroyed instead; auras left (702.89a)."),
    "returns": EventType(
        ("id", "counters"), ("controller",),
        "Undying or persist returns a creature as a new object with counters (702.93a, 702.79a), under its "
        "owner's control (controller) when that isn't who controlled it."),
    "token": EventType(
        ("id", "source", "controller", "name", "types", "subtypes", "power", "toughness"),
        ("colors", "keywords", "tapped", "attacking"),
        "A triggered ability of source creates a creature token, a new permanent id under controller's control (its "
        "owner, 111.2), with exactly the characteristics listed (111.3), named for its creature types (111.4), not "
        "blocking; tapped if the ability says so (216.1 in mtg-classic); attacking the player, planeswalker or battle "
        "named if the ability puts it onto the battlefield attacking (508.4), else not attacking."),
    # Leaving the battlefield, the game, and the end.
    "dies": EventType(
        ("id", "to", "reason"), (),
        "A creature or planeswalker is put into the graveyard (to) for reason: state-based actions (704.5g, "
        "704.5h …); Riftbound's unit is killed to its trash (322.2)."),
    "leaves": EventType(
        ("id", "to", "reason"), (),
        "Any other move off the battlefield, to a zone: removal (506.4), ninjutsu's return to hand (702.49a), a "
        "defeated battle (310.11b), its owner leaving the game (800.4a)."),
    "recalled": EventType(
        ("id", "to", "reason"), (),
        "Riftbound: an attacking unit is recalled to its base when defenders remain (440.1.a.2)."),
    "healed": EventType(
        ("id",), (),
        "Its damage is removed: Riftbound's combat cleanup (440.1.a.1), Puzzle Quest's end of turn."),
    "control": EventType(
        ("id", "controller", "reason"), (),
        "A permanent goes back to its owner, controller: the effect that gave control ended when that player "
        "left the game (800.4a)."),
    "loses": EventType(
        ("player", "reason"), (),
        "A player loses the game, for reason: life, poison, commander damage (704.5a, 704.5c, 704.6a–c)."),
    "leaves-game": EventType(
        ("player",), (),
        "A player who lost leaves a game that goes on for the others (104.5, 800.4)."),
    "game-over": EventType(
        (), ("winner", "draw"),
        "The game ends at once: winner wins, or draw (104.2a, 104.4a)."),
    # Riftbound's battlefield and score.
    "establishes-control": EventType(
        ("player", "battlefield"), (),
        "Riftbound: a player whose units remain establishes control of the battlefield (440.2)."),
    "conquers": EventType(
        ("player", "battlefield"), (),
        "Riftbound: a player conquers the battlefield (442.1)."),
    "uncontrolled": EventType(
        ("battlefield",), (),
        "Riftbound: no units remain, and the battlefield is uncontrolled (322.4)."),
    "points": EventType(
        ("player", "amount", "points"), (),
        "Riftbound: a player scores amount points, to points (444.1)."),
    "draws": EventType(
        ("player", "cards"), (),
        "Riftbound: a player who would score the final point conquering draws cards instead (444.1.b.2)."),
}

#: Check every event's fields against its row as it is made: ``PYENGINE_CHECK_EVENTS=1`` (tests/conftest.py
#: sets it, so every event of every test is checked; a reader's engine skips the cost, about 5 % of a combat).
CHECK_FIELDS = os.environ.get("PYENGINE_CHECK_EVENTS") == "1"

_ALLOWED: dict[str, frozenset[str]] = {
    name: frozenset(row.required + row.optional + COMMON_FIELDS) for name, row in EVENT_TYPES.items()}
_REQUIRED: dict[str, frozenset[str]] = {name: frozenset(row.required) for name, row in EVENT_TYPES.items()}


def check_event(ev: Event) -> None:
    """Whether an event fits its row of :data:`EVENT_TYPES`.

    :raises ValueError: an unregistered type, a required field missing, or a field its row doesn't list.
    """
    kind = ev.get("type")
    allowed = _ALLOWED.get(kind) if isinstance(kind, str) else None
    if allowed is not None and ev.keys() <= allowed and _REQUIRED[str(kind)] <= ev.keys():
        return  # the usual case, in two set comparisons: every engine event fits its row
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        raise ValueError(f"event type {kind!r} is not in EVENT_TYPES (pyengine/events.py)")
    row = EVENT_TYPES[kind]
    missing = [f for f in row.required if f not in ev]
    if missing:
        raise ValueError(f"a {kind!r} event lacks {', '.join(missing)} (EVENT_TYPES, pyengine/events.py)")
    extra = sorted(set(ev) - _ALLOWED[kind])
    if extra:
        raise ValueError(f"a {kind!r} event has {', '.join(extra)}, which its row of EVENT_TYPES "
                         "(pyengine/events.py) doesn't list")


def event(event_type: str, rule: str | None = None, /, **fields: Any) -> Event:
    """An event of type ``event_type`` with its fields (those that are None left out), and its rule last.

    The type is always checked (one lookup: this is the engine's hottest path); the fields too
    (:func:`check_event`) when :data:`CHECK_FIELDS` is on, as it is for the whole test suite.

    :raises ValueError: the type isn't in :data:`EVENT_TYPES` (an engine bug, never the user's input).
    """
    if event_type not in EVENT_TYPES:
        raise ValueError(f"event type {event_type!r} is not in EVENT_TYPES (pyengine/events.py)")
    out: Event = {"type": event_type}
    out.update({k: v for k, v in fields.items() if v is not None})
    if rule is not None:
        out["rule"] = rule
    if CHECK_FIELDS:
        check_event(out)
    return out
