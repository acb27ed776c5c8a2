"""Resolve one board under several rulesets and name what differs.

The same play is carried over between the Magic rulesets: a damage
assignment order is used only where it exists, and an action taken "with
damage on the stack" (``on-stack``, classic rules) is taken at the moment
that play has in the other rulesets: in the declare blockers step before
damage, or after the first-strike step. A Magic board carried over to
Puzzle Quest, whose game decides attacks, blocks and divisions itself, loses
its declared attackers, blockers and divisions. Every such adaptation is
listed in ``adapted``, so nothing is silently changed.

A board fits only the rulesets whose boards are made of the same things
(creatures in Magic and Puzzle Quest, units in Riftbound), and a board that
leaves the attacks to the game fits no ruleset where players declare them
unless it declares some; the others are listed in ``skipped``.
"""

from __future__ import annotations

import copy
from typing import Any

from .engine import resolve
from .errors import ScenarioError
from .limits import check_size
from .text import MOMENT_WORDS, and_list, words
from .rulesets import RULESETS, find_ruleset

#: Codes meaning "this board does not fit that ruleset", as opposed to an illegal play in it.
DOES_NOT_FIT = frozenset({"not-in-ruleset", "unknown-keyword", "not-implemented"})


def adapt(scenario: dict[str, Any], ruleset: str) -> tuple[dict[str, Any], list[str]]:
    """The scenario carried over to ``ruleset``, and a note for each change made."""
    out = copy.deepcopy(scenario)
    notes: list[str] = []
    out["ruleset"] = ruleset
    target = find_ruleset(ruleset)
    if target is None:
        return out, notes
    source = find_ruleset(scenario["ruleset"]) if isinstance(scenario.get("ruleset"), str) else None
    if not target.players_declare and (source is None or source.players_declare):
        declared = [key for key in ("attackers", "blockers") if key in out]
        for key in declared:
            del out[key]
        if declared:
            notes.append(f"{ruleset} decides attacks and blocks itself: the declared {' and '.join(declared)} "
                         "were left out")
        if "assignments" in out:
            del out["assignments"]
            notes.append(f"{ruleset} divides combat damage itself: the divisions were left out")
    if "damage_assignment_order" in out and not target.has_damage_assignment_order:
        del out["damage_assignment_order"]
        notes.append(f"{ruleset} has no damage assignment order: the order was left out")
    if "trigger_order" in out and not target.orders_triggers:
        del out["trigger_order"]
        notes.append(f"{ruleset} has no triggers for players to order: the trigger order was left out")
    if "trigger_targets" in out and not target.orders_triggers:
        del out["trigger_targets"]
        notes.append(f"{ruleset} has no triggers for players to target with: the trigger targets were left out")
    actions = out.get("actions")
    if isinstance(actions, list) and "on-stack" not in target.action_times:
        for action in actions:
            if isinstance(action, dict) and action.get("at") == "on-stack":
                step = action.pop("step", "regular")
                first_strike = _has_first_strike_step(scenario)
                action["at"] = "after-first-strike" if step == "regular" and first_strike else "after-blocks"
                notes.append(f"{ruleset} has no combat damage on the stack: the {words(str(action.get('do')))} action "
                             f"taken {MOMENT_WORDS['on-stack']} is taken {MOMENT_WORDS[action['at']]} instead, "
                             "before that damage is assigned")
    return out, notes


def misfit(scenario: dict[str, Any], ruleset: str) -> dict[str, Any] | None:
    """Why the board doesn't fit ``ruleset`` at all (as an error's fields), or ``None``.

    Boards are made of creatures (Magic, Puzzle Quest) or of units (Riftbound):
    a board fits only rulesets of its own kind. A board that leaves attacks to
    the game (Puzzle Quest) and declares none fits no ruleset where players
    declare them: nothing would attack there. A board of more players, or of a
    variant, than the ruleset's game has doesn't fit it either.
    """
    source = find_ruleset(scenario["ruleset"]) if isinstance(scenario.get("ruleset"), str) else None
    target = find_ruleset(ruleset)
    if target is None:
        return None
    players = scenario.get("players")
    if isinstance(players, list) and len(players) > 2 and target.multiplayer_refusal is not None:
        code, why = target.multiplayer_refusal
        return {"code": code, "rule": None, "path": "$.players", "message": f"{why}; this board has {len(players)}"}
    variant = scenario.get("variant")
    if isinstance(variant, str) and variant in target.refused_variants:
        code, why, rule = target.refused_variants[variant]
        return {"code": code, "rule": rule, "path": "$.variant", "message": why}
    if source is None:
        return None
    if source.default_type != target.default_type:
        return {"code": "not-in-ruleset", "rule": None, "path": "$.permanents",
                "message": f"a {source.name} board is made of {source.default_type}s and {ruleset} has "
                           f"{target.default_type}s: the board doesn't fit it as it is (convert carries it "
                           "over, creatures to units and back)"}
    if not source.players_declare and target.players_declare and not scenario.get("attackers"):
        return {"code": "not-in-ruleset", "rule": None, "path": "$.attackers",
                "message": f"the board leaves attacks and blocks to the game ({source.name}); in {ruleset} "
                           "players declare them, and it declares none"}
    return None


def _entries(scenario: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """The objects listed under ``key`` that have a string id (the scenario may not be valid yet)."""
    value = scenario.get(key)
    return [e for e in value if isinstance(e, dict) and isinstance(e.get("id"), str)] if isinstance(value, list) else []


STRIKES_FIRST = ("first_strike", "double_strike")


def _has_first_strike_step(scenario: dict[str, Any]) -> bool:
    """Whether a combatant has first or double strike as damage begins (510.4): printed, then
    gained or lost through the scenario's ``after-blocks`` actions."""
    permanents = {p["id"]: p for p in _entries(scenario, "permanents")}
    combatants = [e["id"] for e in _entries(scenario, "attackers") + _entries(scenario, "blockers")]
    strikes: dict[str, set[str]] = {}
    for ident in combatants:
        keywords = (permanents.get(ident) or {}).get("keywords")
        strikes[ident] = {kw for kw in keywords if kw in STRIKES_FIRST} if isinstance(keywords, list) else set()
    actions = scenario.get("actions")
    for action in actions if isinstance(actions, list) else []:
        if not (isinstance(action, dict) and action.get("at") == "after-blocks" and action.get("target") in strikes):
            continue
        if action.get("keyword") in STRIKES_FIRST and action.get("do") == "grant":
            strikes[action["target"]].add(action["keyword"])
        elif action.get("keyword") in STRIKES_FIRST and action.get("do") == "lose":
            strikes[action["target"]].discard(action["keyword"])
        elif action.get("do") in ("remove", "remove-from-combat"):
            strikes[action["target"]].clear()
    return any(strikes.values())


def compare(scenario: dict[str, Any], rulesets: list[str] | None = None) -> dict[str, Any]:
    """Resolve the board under each ruleset (default: every one it fits) and list the differences.

    Returns ``{"ok": True, "rulesets": [...], "results": {id: result}, "adapted": {id: [notes]},
    "skipped": {id: error}, "differences": [...]}``. A ruleset in which the
    play is illegal keeps its error as its result (that is a difference too).

    :raises ScenarioError: when ``rulesets`` names an unknown ruleset, or the
        board fits none of them.
    """
    if not isinstance(scenario, dict):
        raise ScenarioError("invalid-scenario", "a scenario is a JSON object", "$")
    check_size(scenario)  # before anything copies it (a deep copy of deep nesting would overflow)
    explicit = rulesets is not None
    if rulesets is None:
        rulesets = list(RULESETS)
    if not isinstance(rulesets, list) or not all(isinstance(r, str) for r in rulesets):
        raise ScenarioError("invalid-scenario", "rulesets must be a list of ruleset ids", "$.rulesets")
    for name in rulesets:
        if name not in RULESETS:
            raise ScenarioError("unknown-ruleset", f"unknown ruleset {name!r}; the rulesets are "
                                f"{', '.join(RULESETS)}", "$.rulesets")
    results: dict[str, Any] = {}
    adapted: dict[str, list[str]] = {}
    skipped: dict[str, Any] = {}
    for name in rulesets:
        reason = None if explicit else misfit(scenario, name)
        if reason is not None:
            skipped[name] = reason
            continue
        board, notes = adapt(scenario, name)
        try:
            results[name] = resolve(board)
        except ScenarioError as exc:
            if exc.code in DOES_NOT_FIT and not explicit:
                skipped[name] = exc.to_dict()
                continue
            results[name] = {"ok": False, "ruleset": name, "error": exc.to_dict()}
        if notes:
            adapted[name] = notes
    if not results:
        first = next(iter(skipped.values()))
        raise ScenarioError(first["code"], "the board fits none of the rulesets: " + first["message"],
                            first["path"], first["rule"])
    if not any(result.get("ok") for result in results.values()):
        # Nothing to compare: the same refusal everywhere reads better as one error.
        name, refused = next(iter(results.items()))
        error = refused["error"]
        others = "" if len(results) == 1 else f" (and every other ruleset refuses it: {', '.join(list(results)[1:])})"
        raise ScenarioError(error["code"], f"{name} refuses this board: {error['message']}{others}",
                            error["path"], error["rule"])
    return {"ok": True, "rulesets": list(results), "results": results, "adapted": adapted, "skipped": skipped,
            "differences": differences(results, scenario)}


def differences(results: dict[str, Any], scenario: dict[str, Any]) -> list[dict[str, Any]]:
    """What differs between the results: refusals, zones, damage, life and the rest, each named."""
    names = {p["id"]: p.get("name") or p["id"] for p in _entries(scenario, "permanents")}
    names.update({p["id"]: p.get("name") or p["id"] for p in _entries(scenario, "players")})
    out: list[dict[str, Any]] = []
    refused = {rs: r["error"] for rs, r in results.items() if not r.get("ok")}
    if refused and len(refused) < len(results):
        for rs, error in refused.items():
            out.append({"kind": "refused", "ruleset": rs, "error": error,
                        "summary": f"refused under {rs} ({error.get('rule') or error['code']}): {error['message']}"})
    finals = {rs: r["final"] for rs, r in results.items() if r.get("ok")}
    if len(finals) < 2:
        return out
    winners = {rs: final.get("winner") for rs, final in finals.items()}
    if len({repr(w) for w in winners.values()}) > 1:
        out.append({"kind": "game", "field": "winner", "values": winners, "summary": f"winner: {_spread({rs: names.get(w, w) if isinstance(w, str) else w for rs, w in winners.items()})}"})
    for kind in ("players", "permanents", "teams"):  # teams: Two-Headed Giant's shared life and poison
        ids: list[str] = []
        for final in finals.values():
            ids.extend(i for i in final.get(kind, {}) if i not in ids)
        for ident in ids:
            fields: list[str] = []
            for final in finals.values():
                fields.extend(f for f in final.get(kind, {}).get(ident, {}) if f not in fields)
            zones = {rs: final.get(kind, {}).get(ident, {}).get("zone") for rs, final in finals.items()}
            if len(set(zones.values())) > 1:
                fields = ["zone"]  # where it ended up says it all; its stats elsewhere are noise
            for field in fields:
                values = {rs: final.get(kind, {}).get(ident, {}).get(field) for rs, final in finals.items()}
                if len({repr(v) for v in values.values()}) > 1:
                    label = names.get(ident, ident)
                    shown = {rs: words(v) if field == "zone" and isinstance(v, str) else v for rs, v in values.items()}
                    out.append({"kind": kind[:-1], "id": ident, "field": field, "values": values,
                                "summary": f"{label} {words(field)}: {_spread(shown)}"})
    return out


def _spread(values: dict[str, Any]) -> str:
    """"2 under mtg and mtg-2020; 0 under mtg-classic": each value once, with the rulesets that give it."""
    groups: dict[str, list[str]] = {}
    for ruleset, value in values.items():
        groups.setdefault(_show(value), []).append(ruleset)
    return "; ".join(f"{shown} under {and_list(rulesets)}" for shown, rulesets in groups.items())


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
    return "none" if value is None else str(value)
