"""Parse a scenario (plain JSON data) into the engine's objects, checking its shape.

:func:`parse_scenario` walks the whole scenario and records every problem it
finds (wrong type, missing field, unknown id, duplicate id, unknown keyword,
a field the ruleset cannot have) before giving up, so that ``validate`` can
list them all at once. Rules questions (is this block legal?) are asked later,
by the ruleset, on the parsed :class:`~pyengine.model.Setup` (importable from
here too, as it was).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import Problem, ScenarioError
from .fields import (
    COMMANDER,
    TWO_HEADED_GIANT,
    ACTION_COUNTER_KINDS,
    ACTION_KINDS,
    ATTACKER_FIELDS,
    ATTACK_OPTIONS,
    DAMAGE_STEPS,
    MAX_PLAYERS,
    METADATA_FIELDS,
    MIN_PLAYERS,
    PLAYER_FIELDS,
    TOP_LEVEL_FIELDS,
    VARIANTS,
    ZONES_TO,
)
from .limits import MAX_NUMBER, size_problems
from .model import (
    COMMANDER_LIFE,
    EXTRA_MEMBER_LIFE,
    STARTING_LIFE,
    TEAM_LIFE,
    Action,
    AssignmentChoice,
    AttackDeclaration,
    BlockDeclaration,
    Player,
    TriggerChoice,
)
from .board import Setup
from .parse_characteristics import parse_keyword_entry
from .parse_permanents import parse_permanents
from .parse_targets import parse_trigger_targets
from .parse_tokens import attacking_token_ids
from .reader import Reader, type_name
from .rulesets import PLANNED, RULESETS, find_ruleset
from .text import possessive

if TYPE_CHECKING:
    from .rulesets.base import Ruleset

__all__ = ["Setup", "parse_scenario", "require_setup"]


def parse_scenario(data: Any) -> tuple[Setup | None, list[Problem]]:
    """Parse and shape-check a scenario; return the setup (if usable) and every problem."""

    reader = Reader()
    too_big = size_problems(data)
    if too_big:
        return None, too_big
    if not isinstance(data, dict):
        reader.wrong_type("$", "a JSON object (a scenario)", data)
        return None, reader.problems
    reader.check_fields(data, TOP_LEVEL_FIELDS, "$", "a scenario")
    if "format" in data and (data["format"] != 1 or type(data["format"]) is not int):
        shown = data["format"] if type(data["format"]) is int else type_name(data["format"])
        reader.problem("invalid-scenario", f"$.format must be 1 (this engine reads format 1), not {shown}",
                       "$.format")

    ruleset = None
    name = reader.string(data, "ruleset", "$")
    if name is not None:
        ruleset = find_ruleset(name)
        if ruleset is None and name in PLANNED:
            reader.problem("not-implemented", f"the ruleset {name!r} ({PLANNED[name]}) is not resolved by this "
                           "version of the engine yet", "$.ruleset")
        elif ruleset is None:
            reader.problem("unknown-ruleset",
                           f"unknown ruleset {name!r}; the rulesets are {', '.join(RULESETS)}", "$.ruleset")

    players, order = _parse_players(reader, data)
    active = reader.string(data, "active_player", "$")
    if active is not None and players and active not in players:
        reader.problem("unknown-id", f"$.active_player {active!r} is not a player", "$.active_player")
    permanents = parse_permanents(reader, data, players, ruleset)
    ids = set(players) | set(permanents)

    setup = Setup(ruleset=ruleset.name if ruleset is not None else "", players=players, player_order=order,
                  active_player=active or "", permanents=permanents,
                  given=frozenset(k for k in data if k not in METADATA_FIELDS), raw=data)
    setup.attackers = _parse_attackers(reader, data, ids)
    # A block may name a token an attack trigger puts onto the battlefield attacking (508.4), by the id it will have.
    tokens = attacking_token_ids(permanents, setup.attackers, ids)
    setup.blockers = _parse_blockers(reader, data, ids, tokens)
    # The attacking player's damage assignment order and division of such a token (509.2 of 2020, 510.1c).
    setup.damage_assignment_order = _parse_orders(reader, data, ids | tokens)
    setup.assignments = _parse_assignments(reader, data, ids | tokens)
    setup.actions = _parse_actions(reader, data, ids, ruleset, set(players))
    setup.battlefield = _parse_battlefield(reader, data, players)
    setup.trigger_order = _parse_trigger_order(reader, data, set(permanents))
    setup.trigger_targets = parse_trigger_targets(reader, data, permanents, set(players))
    _parse_variant(reader, data, setup)
    setup.refresh_counted()  # power and toughness counted from the board (604.3), before any other effect (613.4a)
    setup.refresh_statics({}, ())  # "during your turn", anthems and lords hold from the start (611.3a)
    if ruleset is None or reader.problems:
        return (setup if ruleset is not None else None), reader.problems
    return setup, reader.problems


def _parse_players(reader: Reader, data: dict[str, Any]) -> tuple[dict[str, Player], list[str]]:
    players: dict[str, Player] = {}
    order: list[str] = []
    entries = reader.object_list(data, "players", required=True)
    for obj, path in entries:
        reader.check_fields(obj, PLAYER_FIELDS, path, "a player")
        pid = reader.string(obj, "id", path)
        life = reader.integer(obj, "life", path, default=STARTING_LIFE)
        poison = reader.integer(obj, "poison", path, default=0, minimum=0)
        points = reader.integer(obj, "points", path, default=0, minimum=0)
        team = reader.string(obj, "team", path, required=False)
        tallies = _parse_commander_damage(reader, obj, path)
        if pid is None:
            continue
        if pid in players:
            reader.problem("duplicate-id", f"two players have the id {pid!r}", f"{path}.id")
            continue
        players[pid] = Player(pid, life=life or 0, poison=poison or 0, points=points or 0, team=team,
                              commander_damage=tallies)
        order.append(pid)
    count = len(data["players"]) if isinstance(data.get("players"), list) else None
    if count is not None and not MIN_PLAYERS <= count <= MAX_PLAYERS:
        reader.problem("invalid-scenario",
                       f"$.players must list {MIN_PLAYERS} to {MAX_PLAYERS} players in turn order, not {count}",
                       "$.players")
    return players, order


def _parse_commander_damage(reader: Reader, obj: dict[str, Any], path: str) -> dict[str, int]:
    """A player's ``commander_damage``: combat damage taken from each commander so far (903.10a)."""
    value = obj.get("commander_damage", {})
    cpath = f"{path}.commander_damage"
    if not isinstance(value, dict):
        reader.wrong_type(cpath, "an object mapping commander ids to damage taken", value)
        return {}
    out = {}
    for key, amount in value.items():
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0 or amount > MAX_NUMBER:
            reader.wrong_type(f"{cpath}[{key!r}]", "a whole amount of damage, 0 or more", amount)
        else:
            out[key] = amount
    return out


def _parse_variant(reader: Reader, data: dict[str, Any], setup: Setup) -> None:
    """``variant`` and ``attack_option`` (802, 803, 810, 903), and what each player's fields must agree on."""
    variant = reader.string(data, "variant", "$", required=False)
    if variant is not None and variant not in VARIANTS:
        reader.problem("invalid-scenario", f"$.variant must be {' or '.join(map(repr, VARIANTS))} (or left out "
                       f"for a plain game), not {variant!r}", "$.variant")
        variant = None
    setup.variant = variant
    option = reader.string(data, "attack_option", "$", required=False, default="multiple")
    if option not in ATTACK_OPTIONS:
        reader.problem("invalid-scenario", f"$.attack_option must be {', '.join(map(repr, ATTACK_OPTIONS))}, "
                       f"not {option!r}", "$.attack_option")
        option = "multiple"
    setup.attack_option = option or "multiple"
    if variant == TWO_HEADED_GIANT and option in ("left", "right"):
        reader.problem("invalid-scenario", f"$.attack_option: Two-Headed Giant uses the shared team turns option, "
                       f"where the active team attacks the other team (805.10a), not attack {option}",
                       "$.attack_option", "805.10a")
    entries: list[Any] = data["players"] if isinstance(data.get("players"), list) else []
    if variant == TWO_HEADED_GIANT:
        _two_headed_giant_teams(reader, setup, entries)
    elif variant == COMMANDER:
        for entry in entries:  # 903.7: each player starts at 40 life
            if (isinstance(entry, dict) and "life" not in entry and isinstance(entry.get("id"), str)
                    and entry["id"] in setup.players):
                setup.players[entry["id"]].life = COMMANDER_LIFE
    if variant != TWO_HEADED_GIANT:
        for i, entry in enumerate(entries):
            if isinstance(entry, dict) and "team" in entry:
                reader.problem("invalid-scenario", f"$.players[{i}].team: teams share life and poison only in "
                               "Two-Headed Giant (\"variant\": \"two-headed-giant\")", f"$.players[{i}].team", "810.4")
    if variant != COMMANDER:
        for i, entry in enumerate(entries):
            if isinstance(entry, dict) and "commander_damage" in entry:
                reader.problem("invalid-scenario", f"$.players[{i}].commander_damage: commander damage counts only "
                               "in a Commander game (\"variant\": \"commander\")", f"$.players[{i}].commander_damage",
                               "903.10a")
        permanents: list[Any] = data["permanents"] if isinstance(data.get("permanents"), list) else []
        for i, entry in enumerate(permanents):
            if isinstance(entry, dict) and entry.get("commander") is True:
                reader.problem("invalid-scenario", f"$.permanents[{i}].commander: a commander belongs to a Commander "
                               "game (\"variant\": \"commander\")", f"$.permanents[{i}].commander", "903.3")


def _two_headed_giant_teams(reader: Reader, setup: Setup, entries: list[Any]) -> None:
    """810.1, 810.11: two teams of equal size (two or more players); each shares one life total and poison."""
    members: dict[str, list[tuple[int, Player]]] = {}
    for i, entry in enumerate(entries):
        pid = entry.get("id") if isinstance(entry, dict) else None
        player = setup.players.get(pid) if isinstance(pid, str) else None
        if player is None:
            continue
        if player.team is None:
            reader.problem("invalid-scenario", f"$.players[{i}] needs the field 'team': every player of a "
                           "Two-Headed Giant game is on a team", f"$.players[{i}].team", "810.1")
            continue
        members.setdefault(player.team, []).append((i, player))
    if not members:
        return
    clashes = [t for t in members if t in setup.players or t in setup.permanents]
    if clashes:
        # final.winner names the winning team: a team id that is also a player's or a permanent's would be ambiguous.
        i = next(i for i, (_, p) in enumerate(setup.players.items()) if p.team == clashes[0])
        reader.problem("invalid-scenario", f"$.players[{i}].team: the team {clashes[0]!r} has the id of a player or "
                       "a permanent; give teams ids of their own", f"$.players[{i}].team")
        return
    sizes = {len(m) for m in members.values()}
    if len(members) != 2 or len(sizes) != 1 or min(sizes) < 2:
        shown = ", ".join(f"{t} ({len(m)})" for t, m in members.items())
        reader.problem("invalid-scenario", f"$.players: Two-Headed Giant is played by two teams of two (or of the "
                       f"same larger size); these teams are {shown}", "$.players", "810.1")
        return
    size = sizes.pop()
    for team, team_members in members.items():
        for kind, start in (("life", TEAM_LIFE + EXTRA_MEMBER_LIFE * (size - 2)), ("poison", 0)):
            # A value of the wrong type was refused where it was read (the player's own field): not counted here.
            given = [(i, entries[i][kind]) for i, _ in team_members
                     if kind in entries[i] and type(entries[i][kind]) is int]
            values = {v for _, v in given}
            if len(values) > 1:
                reader.problem("invalid-scenario", f"$.players[{given[-1][0]}].{kind}: the players of team {team!r} "
                               f"share one {kind} total (810.9, 810.10) and are given {' and '.join(map(str, sorted(values, key=str)))}",
                               f"$.players[{given[-1][0]}].{kind}", "810.4" if kind == "life" else "810.10")
                continue
            value = given[0][1] if given and isinstance(given[0][1], int) else start
            for _, player in team_members:
                setattr(player, kind, value)


def _reference(reader: Reader, obj: dict[str, Any], key: str, path: str, ids: set[str],
               *, required: bool = True) -> str | None:
    ref = reader.string(obj, key, path, required=required)
    if ref is not None and ref not in ids:
        reader.problem("unknown-id", f"{path}.{key}: {ref!r} is no player or permanent of the scenario", f"{path}.{key}")
        return None
    return ref


def _parse_attackers(reader: Reader, data: dict[str, Any], ids: set[str]) -> list[AttackDeclaration]:
    out = []
    seen: set[str] = set()
    for obj, path in reader.object_list(data, "attackers"):
        reader.check_fields(obj, ATTACKER_FIELDS, path, "an attacker")
        aid = _reference(reader, obj, "id", path, ids)
        target = _reference(reader, obj, "target", path, ids)
        provoke = _reference(reader, obj, "provoke", path, ids, required=False)
        mentor = _reference(reader, obj, "mentor", path, ids, required=False)
        band = reader.string(obj, "band", path, required=False)
        enlist = _reference(reader, obj, "enlist", path, ids, required=False)
        if aid is not None and aid in seen:
            reader.problem("duplicate-id", f"{path}.id: {aid!r} is declared as an attacker twice", f"{path}.id",
                           "508.1a")
            continue
        if aid is not None and target is not None:
            seen.add(aid)
            out.append(AttackDeclaration(aid, target, path, provoke, mentor, band, enlist))
    return out


def _parse_blockers(reader: Reader, data: dict[str, Any], ids: set[str], tokens: set[str]) -> list[BlockDeclaration]:
    """The blocks; ``tokens``: the ids of the tokens the attack triggers put onto the battlefield attacking."""
    out = []
    seen: set[str] = set()
    for obj, path in reader.object_list(data, "blockers"):
        reader.check_fields(obj, frozenset({"id", "blocks"}), path, "a blocker")
        bid = _reference(reader, obj, "id", path, ids)
        if "blocks" not in obj:
            reader.problem("invalid-scenario", f"{path} needs the field 'blocks' (a list of attacker ids)",
                           f"{path}.blocks")
            continue
        blocks = []
        for ref, rpath in reader.string_list(obj, "blocks", path):
            if ref not in ids and ref not in tokens:
                made = f" nor a token an attack trigger puts onto the battlefield attacking ({', '.join(sorted(tokens))})"
                reader.problem("unknown-id", f"{rpath}: {ref!r} is no permanent of the scenario"
                               f"{made if tokens else ''}", rpath)
            elif ref in blocks:
                reader.problem("invalid-scenario", f"{rpath}: {ref!r} is listed twice", rpath)
            else:
                blocks.append(ref)
        if isinstance(obj.get("blocks"), list) and not obj["blocks"]:
            reader.problem("invalid-scenario", f"{path}.blocks must name at least one attacker", f"{path}.blocks")
        if bid is not None and bid in seen:
            reader.problem("duplicate-id", f"{path}.id: {bid!r} is declared as a blocker twice", f"{path}.id",
                           "509.1a")
            continue
        if bid is not None and blocks:
            seen.add(bid)
            out.append(BlockDeclaration(bid, tuple(blocks), path))
    return out


def _parse_orders(reader: Reader, data: dict[str, Any], ids: set[str]) -> dict[str, tuple[tuple[str, ...], str]]:
    value = data.get("damage_assignment_order", {})
    out: dict[str, tuple[tuple[str, ...], str]] = {}
    if not isinstance(value, dict):
        reader.wrong_type("$.damage_assignment_order", "an object mapping ids to lists of ids", value)
        return out
    for key, order in value.items():
        path = f"$.damage_assignment_order[{key!r}]"
        if key not in ids:
            reader.problem("unknown-id", f"{path}: {key!r} is no permanent of the scenario", path)
            continue
        if not isinstance(order, list):
            reader.wrong_type(path, "a list of ids", order)
            continue
        refs = []
        for i, ref in enumerate(order):
            rpath = f"{path}[{i}]"
            if not isinstance(ref, str):
                reader.wrong_type(rpath, "an id (a string)", ref)
            elif ref not in ids:
                reader.problem("unknown-id", f"{rpath}: {ref!r} is no permanent of the scenario", rpath)
            else:
                refs.append(ref)
        out[key] = (tuple(refs), path)
    return out


def _parse_assignments(reader: Reader, data: dict[str, Any], ids: set[str]) -> list[AssignmentChoice]:
    out = []
    for obj, path in reader.object_list(data, "assignments"):
        reader.check_fields(obj, frozenset({"source", "step", "division"}), path, "an assignment")
        source = _reference(reader, obj, "source", path, ids)
        step = reader.string(obj, "step", path, required=False)
        if step is not None and step not in DAMAGE_STEPS:
            reader.problem("invalid-scenario", f"{path}.step must be 'first-strike' or 'regular', not {step!r}",
                           f"{path}.step")
            continue
        division = obj.get("division")
        if not isinstance(division, dict):
            if "division" not in obj:
                reader.problem("invalid-scenario", f"{path} needs the field 'division'", f"{path}.division")
            else:
                reader.wrong_type(f"{path}.division", "an object mapping recipient ids to amounts", division)
            continue
        pairs = []
        for ref, amount in division.items():
            dpath = f"{path}.division[{ref!r}]"
            if ref not in ids:
                reader.problem("unknown-id", f"{dpath}: {ref!r} is no player or permanent of the scenario", dpath)
            elif not isinstance(amount, int) or isinstance(amount, bool) or amount < 0 or amount > MAX_NUMBER:
                reader.wrong_type(dpath, "a whole amount of damage, 0 or more", amount)
            else:
                pairs.append((ref, amount))
        if source is not None:
            out.append(AssignmentChoice(source, step, tuple(pairs), path))
    return out


def _parse_actions(reader: Reader, data: dict[str, Any], ids: set[str], ruleset: Ruleset | None,
                   players: set[str]) -> list[Action]:
    out = []
    for obj, path in reader.object_list(data, "actions"):
        at = reader.string(obj, "at", path)
        do = reader.string(obj, "do", path)
        if do is not None and do not in ACTION_KINDS:
            reader.problem("invalid-scenario", f"{path}.do: unknown action {do!r} "
                                               f"(actions: {', '.join(ACTION_KINDS)})", f"{path}.do")
            continue
        if at is not None and ruleset is not None and at not in ruleset.action_times:
            known = {"after-blocks", "after-first-strike", "on-stack"}
            code = "not-in-ruleset" if at in known else "invalid-scenario"
            why = ""
            rule = None
            if at == "on-stack" and ruleset.players_declare:
                why = "; combat damage doesn't use the stack, no player acts between assigning and dealing it"
                rule = ruleset.rule("combat-damage")
            reader.problem(code, f"{path}.at: {at!r} is not a moment of {possessive(ruleset.title)} combat{why} "
                                 f"(moments: {', '.join(sorted(ruleset.action_times)) or 'none'})", f"{path}.at", rule)
            continue
        if do is None or at is None:
            continue
        required, optional = ACTION_KINDS[do]
        reader.check_fields(obj, frozenset(("at", "do", "step") + required + optional), path, f"a {do!r} action")
        fields: dict[str, Any] = {}
        for key in required:
            if key in ("target", "source", "return", "ninja"):
                fields[key] = _reference(reader, obj, key, path, ids)
            elif key == "amount" and do in ("counters", "life"):
                fields[key] = _counters_or_life_amount(reader, obj, do, path, ruleset)
            elif key == "amount":
                fields[key] = reader.integer(obj, key, path, required=True, default=None, minimum=0)
            elif key == "kind":
                fields[key] = _counter_kind(reader, obj, path, ruleset)
            elif key == "keyword":
                text = reader.string(obj, key, path)
                fields[key] = (parse_keyword_entry(reader, text, f"{path}.keyword", ruleset, bare_name=do == "lose")
                               if text else None)
        if do == "pump":
            if "power" not in obj and "toughness" not in obj:
                reader.problem("invalid-scenario", f"{path}: a 'pump' action needs power, toughness or both "
                                                   "(the amounts to add, such as power 3 and toughness 3)", path)
            fields["power"] = reader.integer(obj, "power", path, default=0)
            fields["toughness"] = reader.integer(obj, "toughness", path, default=0)
        if do in ("counters", "life"):
            fields.update(_counters_or_life_target(reader, obj, do, path, ids, players, ruleset, fields))
        if do == "remove":
            to = reader.string(obj, "to", path, required=False, default="graveyard")
            if to not in ZONES_TO:
                reader.problem("invalid-scenario", f"{path}.to: {to!r} is not a zone to remove to "
                                                   f"({', '.join(ZONES_TO)})", f"{path}.to")
            fields["to"] = to
        step = reader.string(obj, "step", path, required=False)
        if step is not None and at != "on-stack":
            reader.problem("invalid-scenario", f"{path}.step: only 'on-stack' actions name a damage step",
                           f"{path}.step")
        if step is not None and step not in DAMAGE_STEPS:
            reader.problem("invalid-scenario", f"{path}.step must be 'first-strike' or 'regular', not {step!r}",
                           f"{path}.step")
        if any(v is None for k, v in fields.items() if k in required):
            continue
        out.append(Action(at, do, fields, path, step))
    return out


def _rule(ruleset: Ruleset | None, topic: str) -> str | None:
    return ruleset.rule(topic) if ruleset is not None else None


def _cited(ruleset: Ruleset | None, topic: str) -> str:
    """The rule as the message says it, in the ruleset's own numbering: " (122.1a)"."""
    return f" ({ruleset.rule(topic)})" if ruleset is not None else ""


def _counter_kind(reader: Reader, obj: dict[str, Any], path: str, ruleset: Ruleset | None) -> str | None:
    """A ``counters`` action's ``kind``: +1/+1 or -1/-1, the counters that change power and toughness (122.1a)."""
    kind = reader.string(obj, "kind", path)
    if kind is not None and kind not in ACTION_COUNTER_KINDS:
        reader.problem("invalid-scenario", f"{path}.kind: a 'counters' action puts +1/+1 or -1/-1 counters"
                       f"{_cited(ruleset, 'counters-put')}, not {kind!r}", f"{path}.kind", _rule(ruleset, "counters-put"))
        return None
    return kind


def _counters_or_life_amount(reader: Reader, obj: dict[str, Any], do: str, path: str,
                             ruleset: Ruleset | None) -> int | None:
    """How many counters a ``counters`` action puts (1 or more), or the life a ``life`` action gains (a positive
    amount) or loses (a negative one); a player who gains or loses 0 life has no life event (119.9)."""
    amount = reader.integer(obj, "amount", path, required=True, default=None)
    if amount is None:
        return None
    if do == "counters" and amount < 1:
        reader.problem("invalid-scenario", f"{path}.amount: a 'counters' action puts 1 or more counters, not {amount}"
                       f"{_cited(ruleset, 'counters-put')}", f"{path}.amount", _rule(ruleset, "counters-put"))
        return None
    if do == "life" and amount == 0:
        reader.problem("invalid-scenario", f"{path}.amount: a 'life' action gains life (a positive amount) or loses it "
                       f"(a negative one); 0 life is neither gained nor lost{_cited(ruleset, 'life-change')}", f"{path}.amount",
                       _rule(ruleset, "life-change"))
        return None
    return amount


def _counters_or_life_target(reader: Reader, obj: dict[str, Any], do: str, path: str, ids: set[str],
                             players: set[str], ruleset: Ruleset | None, fields: dict[str, Any]) -> dict[str, Any]:
    """A ``counters`` action's target is a permanent (122.1a), a ``life`` action's a player (119.3); a ``life``
    action may name the permanent whose ability it was (``source``)."""
    target = fields.get("target")
    if do == "counters" and target in players:
        reader.problem("invalid-scenario", f"{path}.target: {target!r} is a player; a 'counters' action puts +1/+1 or "
                       f"-1/-1 counters on a permanent{_cited(ruleset, 'counters-put')}", f"{path}.target", _rule(ruleset, "counters-put"))
        return {"target": None}
    if do == "counters":
        return {}
    if target is not None and target not in players:
        reader.problem("invalid-scenario", f"{path}.target: {target!r} is a permanent; a 'life' action changes a "
                       f"player's life total{_cited(ruleset, 'life-change')}", f"{path}.target", _rule(ruleset, "life-change"))
        return {"target": None}
    source = _reference(reader, obj, "source", path, ids, required=False)
    if source is not None and source in players:
        reader.problem("invalid-scenario", f"{path}.source: {source!r} is a player; a 'life' action's source is the "
                       f"permanent whose ability made the player gain or lose life{_cited(ruleset, 'life-change')}", f"{path}.source",
                       _rule(ruleset, "life-change"))
        source = None
    return {"source": source}


def _parse_battlefield(reader: Reader, data: dict[str, Any], players: dict[str, Player]) -> dict[str, Any] | None:
    if "battlefield" not in data:
        return None
    value = data["battlefield"]
    if not isinstance(value, dict):
        reader.wrong_type("$.battlefield", "an object such as {\"id\": \"bf\", \"controller\": \"bob\"}", value)
        return None
    reader.check_fields(value, frozenset({"id", "name", "controller"}), "$.battlefield", "a battlefield")
    bid = reader.string(value, "id", "$.battlefield", required=False, default="battlefield")
    name = reader.string(value, "name", "$.battlefield", required=False, default=bid)
    controller = value.get("controller")
    if controller is not None and not isinstance(controller, str):
        reader.wrong_type("$.battlefield.controller", "a player id (a string)", controller)
        controller = None
    elif controller is not None and controller not in players:
        reader.problem("unknown-id", f"$.battlefield.controller {controller!r} is not a player",
                       "$.battlefield.controller")
        controller = None
    return {"id": bid, "name": name, "controller": controller}


def _parse_trigger_order(reader: Reader, data: dict[str, Any], permanents: set[str]) -> list[TriggerChoice]:
    """``trigger_order``: ``[{"source": id, "ability": keyword, "for"?: id}, ...]``, each trigger (or each instance,
    ``for``) named once (603.3b)."""
    out: list[TriggerChoice] = []
    seen: set[tuple[str, str, str | None]] = set()
    for obj, path in reader.object_list(data, "trigger_order"):
        reader.check_fields(obj, frozenset({"source", "ability", "for"}), path, "a trigger_order entry")
        source = reader.string(obj, "source", path)
        ability = reader.string(obj, "ability", path)
        subject = reader.string(obj, "for", path, required=False, default=None)
        if source is not None and source not in permanents:
            reader.problem("unknown-id", f"{path}.source: {source!r} is no permanent of the scenario (triggered "
                           "abilities are a permanent's)", f"{path}.source")
            continue
        if subject is not None and subject not in permanents:
            reader.problem("unknown-id", f"{path}.for: {subject!r} is no permanent of the scenario (an instance is "
                           "for a creature)", f"{path}.for")
            continue
        if source is None or ability is None:
            continue
        if (source, ability, subject) in seen:
            instance = "" if subject is None else f" for {subject}"
            reader.problem("invalid-scenario", f"{path}: {possessive(source)} {ability}{instance} is listed twice", path)
            continue
        seen.add((source, ability, subject))
        out.append(TriggerChoice(source, ability, path, subject))
    return out


def require_setup(data: Any) -> Setup:
    """Parse a scenario or raise :class:`ScenarioError` with every problem found."""
    setup, problems = parse_scenario(data)
    if problems or setup is None:
        raise ScenarioError.from_problems(problems or [Problem("invalid-scenario", "unreadable scenario")])
    return setup
