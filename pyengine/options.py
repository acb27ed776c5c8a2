"""What the next decisions of a combat allow: every legal choice, and every refusal with its rule.

:func:`options` answers for the board as declared so far, asking the very
predicates that :func:`pyengine.resolve` and :func:`pyengine.validate` use
(:mod:`pyengine.declare` for attacks and blocks, the combat machine and the
ruleset's hooks for damage divisions), so it can never disagree with them:

* ``attacks``: for each creature of the active player, whether it may attack
  (508.1a) and, if so, every player, planeswalker and battle it may attack
  (508.1b), with the refusal of each one it may not, the creatures it may
  enlist (702.154a) and whether it must attack (508.1d);
* ``blocks``: once attackers are declared, for each creature of the defending
  player, the attackers it may block (509.1a–b) as the board stands after the
  attack triggers, how many it may block, and the requirements it must obey;
  and the declaration's requirements (provoke, lure, must be blocked, blocks
  each combat) with the most of them a legal declaration obeys (509.1c);
* ``divisions``: once blocks are declared, for each source that divides combat
  damage in each damage step the combat reaches, its recipients, the damage
  that is lethal for each (702.19b, 702.2c, 510.1c under a damage assignment
  order), where damage past them may go (trample, 702.19b–c) and the division
  the engine makes when the scenario gives none;
* ``capabilities``: what the ruleset has (decisions, steps, fields, damage
  assignment order, damage on the stack, action moments, players, variants,
  attack options, keywords with their display text), so that a user interface
  never compares ruleset ids or keyword names;
* ``game``: who plays this board (seating, active and defending players,
  variant, attack option, teams: 800–810).

The scenario format's "Options" section describes every field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import trigger_rank
from .blocks import BlockRequirement, most_requirements_obeyed, requirements_by_defender
from .declare import (
    enlist_candidates,
    mentor_targets,
    max_blockers,
    min_blockers,
    why_blocker_cannot_block,
    why_cannot_attack,
    why_cannot_attack_target,
    why_cannot_be_attacked,
    why_cannot_block_attacker,
)
from .engine import run, validate
from .errors import Problem, ScenarioError
from .machine import CombatObserver
from .board import starting_life
from .parse import parse_scenario
from .rulesets import ruleset_for
from .targeting import why_untargetable
from .ward import wards_against
from .rulesets.capabilities import capabilities
from .rulesets.division import magic_division
from .text import and_list, possessive

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .board import Setup
    from .model import Ledger, Permanent, Recipients
    from .rulesets.base import Ruleset


def options(scenario: Any) -> dict[str, Any]:
    """Every legal choice of the next decisions, and every refusal with its code, rule and reason.

    >>> answer = options({"ruleset": "mtg", "active_player": "a",
    ...     "players": [{"id": "a"}, {"id": "b"}],
    ...     "permanents": [{"id": "bear", "controller": "a", "power": 2, "toughness": 2}]})
    >>> answer["next"], answer["attacks"][0]["targets"]
    ('attacks', ['b'])

    :raises ScenarioError: when the scenario's shape is invalid (as :func:`pyengine.resolve` would).
    """
    return options_and_result(scenario)[0]


def options_and_result(scenario: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """:func:`options`, and the result the same combat run gave (:func:`pyengine.resolve`'s answer), or
    ``None`` when the board or a choice in it is refused: one parse and one combat run for both.

    :raises ScenarioError: when the scenario's shape is invalid.
    """
    setup, problems = parse_scenario(scenario)
    if problems or setup is None:
        raise ScenarioError.from_problems(problems or [Problem("invalid-scenario", "unreadable scenario")])
    rules = ruleset_for(setup)
    answer: dict[str, Any] = {
        "ok": True,
        "ruleset": rules.name,
        "capabilities": capabilities(rules),
        "game": game_facts(setup),
        "next": _next_decision(setup),
        "attacks": attack_options(setup) if rules.players_declare else [],
        "blocks": None,
        "divisions": None,
        "triggers": [],
        "trigger_targets": [],
        "problems": [],
    }
    if rules.check_setup(setup):  # the board itself is refused: list every problem as validate does
        answer["problems"] = validate(scenario)
        return answer, None
    watcher = _Watcher()
    result = None
    try:
        result = run(setup, rules, watcher)
    except ScenarioError as exc:
        answer["problems"] = [p.to_dict() for p in exc.problems]
    _note_divisions_used(watcher, refused=bool(answer["problems"]))
    answer["blocks"] = watcher.block_offer
    answer["divisions"] = watcher.division_offers if watcher.reached_damage else None
    answer["triggers"] = watcher.trigger_offers
    answer["trigger_targets"] = watcher.target_offers
    return answer, result


def _note_divisions_used(watcher: _Watcher, *, refused: bool) -> None:
    """Each offer's ``division``: the one the combat used (the scenario's, or the automatic one), as its
    step's ``assignments`` list it; ``None`` when the combat was refused before it was made."""
    for offer in watcher.division_offers:
        record = next((r for r in watcher.steps if r["name"] == offer["step"]), None)
        used = next((a for a in (record or {}).get("assignments", []) if a["source"] == offer["source"]), None)
        if used is not None:
            offer["division"] = dict(used["division"])
        else:
            offer["division"] = None if refused and offer["assigns"] else {}


def game_facts(setup: Setup) -> dict[str, Any]:
    """Who plays this board: seating, the defending players, teams and variant (800–810), for an interface
    to draw the table without working out the rules itself."""
    teams: dict[str, list[str]] = {}
    for player in setup.player_order:
        teams.setdefault(setup.team_of(player), []).append(player)
    return {"players": list(setup.player_order), "active_player": setup.active_player,
            "defending_players": setup.defending_players, "multiplayer": setup.multiplayer,
            "variant": setup.variant, "attack_option": setup.attack_option,
            "teams": teams if setup.two_headed_giant else None,
            "starting_life": starting_life(setup),
            "life": {player: setup.players[player].life for player in setup.player_order}}


def _next_decision(setup: Setup) -> str | None:
    """The first decision the scenario has not made yet: attacks, then blocks, then divisions."""
    rules = ruleset_for(setup)
    if rules.players_declare:
        if "attackers" not in setup.given:
            return "attacks"
        if not setup.attackers:
            return None  # 508.8: no attackers, no blocks and no combat damage
        if "blockers" not in setup.given:
            return "blocks"
    return "divisions" if rules.division_source is not None else None


# Attacks (508.1).
def attack_options(setup: Setup) -> list[dict[str, Any]]:
    """For each creature of the active player: may it attack, and whom (508.1a–b)."""
    rules = ruleset_for(setup)
    declared = {a.id: a for a in setup.attackers}
    candidates = list(setup.player_order) + [p.id for p in setup.permanents.values()
                                             if p.is_("planeswalker") or p.is_("battle")]
    out = []
    for creature in setup.permanents.values():
        # 805.10a: in Two-Headed Giant each player of the active team attacks.
        attacking_team = setup.team_of(creature.controller) == setup.team_of(setup.active_player)
        if not attacking_team or not creature.is_("creature") or creature.is_("battle"):
            continue
        entry: dict[str, Any] = {"id": creature.id}
        why = why_cannot_attack(creature, setup, rules)
        if why is not None:
            entry.update(can_attack=False, refusal=_refusal("illegal-attack", why), targets=[], refused_targets=[])
            out.append(entry)
            continue
        targets, refused = [], []
        for target in candidates:
            if target == creature.id:
                continue
            why = why_cannot_be_attacked(target, setup, rules) or why_cannot_attack_target(creature, target, setup, rules)
            if why is None:
                targets.append(target)
            else:
                refused.append({"id": target} | _refusal("illegal-attack", why))
        entry.update(can_attack=True, refusal=None, targets=targets, refused_targets=refused)
        if creature.has("provoke"):
            # 702.39a: a creature the defending player controls: the player it attacks, once declared (802.2a).
            attacked = setup.defender_of(declared[creature.id].target) if creature.id in declared else None
            defending = [attacked] if attacked is not None else setup.defending_players
            entry["provoke"] = [p.id for p in setup.permanents.values()  # 702.18a, 702.11b, 702.16b: it can target
                                if p.controller in defending and p.is_("creature")
                                and why_untargetable(p, creature, creature.controller, setup, rules) is None
                                and not wards_against(p, creature.controller, setup)]  # 702.21a: not modelled
        if creature.has("mentor") and creature.id in declared:
            entry["mentor"] = mentor_targets(creature, setup, rules)
        if creature.has("enlist") and rules.has_enlist:
            entry["enlist"] = enlist_candidates(creature, setup)
        if creature.has("attacks_each_combat"):
            entry["must_attack"] = {"rule": rules.rule("attack-requirement"),
                                    "message": f"{creature.name} attacks each combat if able, and it can"}
        out.append(entry)
    return out


# Blocks (509.1), asked as the combat machine is about to declare them.
def block_options(combat: CombatMachine) -> dict[str, Any]:
    """For each creature of the defending player: which declared attackers it may block, how many,
    and what it must block (509.1a–c), on the board as the attack triggers left it; and the
    declaration's requirements (509.1c) with the most of them a legal declaration obeys."""
    setup, rules = combat.setup, combat.rules
    defending = setup.defending_players  # 802.4a: each blocks with their own creatures, in APNAP order
    obeyable: list[BlockRequirement] = []
    owner: dict[int, str] = {}
    by_player: dict[str, int] = {}
    example: dict[str, tuple[str, ...]] = {}
    for players, requirements in requirements_by_defender(setup):  # 802.4b: each defending player's apart
        group = [r for r in requirements if most_requirements_obeyed(setup, rules, [r], players)[0]]
        if not group:
            continue
        key = setup.team_of(next(p for p in setup.player_order if p in players))
        most, blocks = most_requirements_obeyed(setup, rules, group, players)
        by_player[key] = most
        example.update(blocks)
        owner.update((id(r), key) for r in group)
        obeyable += group
    attackers = []
    for attack in setup.attackers:
        perm = setup.permanents[attack.id]
        need = min_blockers(perm)
        rule = None if need == 1 else rules.rule("menace" if perm.has("menace") and need == 2 else "block-restriction")
        limit = max_blockers(perm)  # "can't be blocked by more than N creatures" (509.1b); None: no limit
        attackers.append({"id": attack.id, "target": attack.target, "min_blockers": need, "min_rule": rule,
                          "max_blockers": limit, "max_rule": None if limit is None else rules.rule("block-restriction")})
    blockers = []
    for blocker in setup.permanents.values():
        if blocker.controller not in defending or not blocker.is_("creature") or blocker.is_("battle"):
            continue
        entry: dict[str, Any] = {"id": blocker.id}
        why = why_blocker_cannot_block(blocker, setup, rules)
        if why is not None:
            entry.update(can_block=False, refusal=_refusal("illegal-block", why), max=0, max_rule=None,
                         attackers=[], refused=[], must=[])
            blockers.append(entry)
            continue
        legal, refused = [], []
        for attack in setup.attackers:
            why = why_cannot_block_attacker(blocker, setup.permanents[attack.id], attack.target, setup, rules)
            if why is None:
                legal.append(attack.id)
            else:
                refused.append({"attacker": attack.id} | _refusal("illegal-block", why))
        room = 1 + blocker.amount("extra_blocks")
        entry.update(can_block=True, refusal=None, max=room, max_rule=rules.rule("block-count"), attackers=legal,
                     refused=refused, must=_musts(combat, blocker, room, legal, obeyable))
        blockers.append(entry)
    return {"attackers": attackers, "blockers": blockers,
            "requirements": [{"kind": r.kind, "blocker": r.blocker, "attacker": r.attacker, "player": owner[id(r)],
                              "rule": rules.rule("block-requirement"), "message": r.text} for r in obeyable],
            "most_requirements": sum(by_player.values()), "most_by_player": by_player,
            "obeying_most": {b: list(a) for b, a in example.items() if a}}


def _musts(combat: CombatMachine, blocker: Permanent, room: int, legal: list[str],
           obeyable: list[BlockRequirement]) -> list[dict[str, Any]]:
    """509.1c, this creature's own requirements that a legal declaration can obey: the attackers it must block
    (provoke, lure: as many as it can, ``count``), and blocking at all (blocks each combat: one of ``legal``)."""
    rule = combat.rules.rule("block-requirement")
    mine = [r for r in obeyable if r.blocker == blocker.id]
    out = []
    named = [r.attacker for r in mine if r.attacker is not None]
    if named:
        count = min(len(named), room)
        names = and_list([combat.name(a) for a in named])
        why = {r.kind.replace("_", " ") for r in mine if r.attacker is not None}
        whom = names if len(named) == 1 else f"{count} of {names} (as many as it can)"
        out.append({"attackers": named, "count": count, "rule": rule,
                    "message": f"{' and '.join(sorted(why))}: {blocker.name} must block {whom} if able"})
    if any(r.attacker is None for r in mine):
        out.append({"attackers": legal, "count": 1, "rule": rule,
                    "message": f"{blocker.name} blocks each combat if able: it must block one of them"})
    return out


class _Watcher(CombatObserver):
    """Notes the choices the combat is offered on the way, as the engine resolves it as usual."""

    def __init__(self) -> None:
        self.block_offer: dict[str, Any] | None = None
        self.division_offers: list[dict[str, Any]] = []
        self.reached_damage = False
        self.trigger_offers: list[dict[str, Any]] = []
        self.target_offers: list[dict[str, Any]] = []
        #: The result's damage steps as the combat builds them (a refused combat keeps those it reached).
        self.steps: list[dict[str, Any]] = []

    def stacking(self, combat: CombatMachine, moment: str, triggers: list[tuple[str, str, str, str | None]]) -> None:
        """603.3b: where a player has two or more different triggers at once, the order is theirs to choose;
        in Two-Headed Giant a team orders all its players' together (805.7): one offer, named for the
        teammate first in APNAP order. Where one ability of one permanent triggers for several creatures (a
        blocker each, a watched attacker each), each instance is listed with ``for`` that creature."""
        setup = combat.setup
        groups: dict[int, list[str]] = {}
        for player in setup.player_order:
            groups.setdefault(setup.stacking_group(player), []).append(player)
        subjects: dict[tuple[str, str], set[str | None]] = {}
        for _, source, ability, subject in triggers:
            subjects.setdefault((source, ability), set()).add(subject)
        for members in groups.values():
            mine: list[tuple[str, str, str, str | None]] = []
            for controller, source, ability, subject in triggers:
                named = subject if len(subjects[(source, ability)]) > 1 else None
                if controller in members and all((source, ability, named) != t[1:] for t in mine):
                    mine.append((controller, source, ability, named))
            if len(mine) > 1:
                order = sorted(mine, key=lambda t: (trigger_rank(combat, t[1], t[2], t[3]), -setup.apnap_rank(t[0])))
                self.trigger_offers.append({
                    "moment": moment, "player": min(members, key=setup.apnap_rank),
                    "rule": combat.rules.rule("trigger-order"),
                    "triggers": [{"source": source, "ability": ability, **({"for": subject} if subject else {})}
                                 for _, source, ability, subject in order]})

    def targeting(self, combat: CombatMachine, source: str, trigger: int, targets: list[str]) -> None:
        """603.3d: an own trigger's legal targets as it is put on the stack, the engine's choice first (each time
        it triggers: a trigger of each blocker, or one that triggers again, is offered again)."""
        self.target_offers.append({"source": source, "trigger": trigger, "targets": targets,
                                   "rule": combat.rules.rule("trigger-target")})

    def declaring_blocks(self, combat: CombatMachine) -> None:
        if combat.setup.attackers:  # 508.8: with no attackers there are no blocks to declare
            self.block_offer = block_options(combat)

    def dividing(self, combat: CombatMachine, step: str, source: str, recipients: Recipients,
                 ledger: Ledger) -> None:
        self.reached_damage = True
        self.steps = combat.steps
        self.division_offers.append(combat.rules.offer_division(combat, step, source, recipients, ledger))

    def divided(self, combat: CombatMachine, step: str, ledger: Ledger) -> None:
        """Lethal amounts count what every other source of the step assigns (702.19b), once all have."""
        for offer in self.division_offers:
            if offer["step"] != step or not offer.get("assigns") or offer["source"] not in combat.permanents:
                continue
            for recipient in offer["recipients"]:
                if recipient["lethal"] is not None:
                    recipient["lethal"] = combat.lethal(recipient["id"], offer["source"], ledger)


def _refusal(code: str, why: tuple[str, str]) -> dict[str, Any]:
    return {"code": code, "message": why[0], "rule": why[1]}


# The answer in words (``python -m pyengine options FILE --text``).
def options_text(answer: dict[str, Any], labels: dict[str, str] | None = None) -> str:
    """The answer of :func:`options` as lines for people: each choice, each refusal with its rule."""
    labels = labels or {}

    def name(ident: str) -> str:
        return labels.get(ident, ident)

    def names(idents: list[str]) -> str:
        return ", ".join(name(i) for i in idents) or "nothing"

    def why(refusal: dict[str, Any]) -> str:
        return f"{refusal['message']} [{refusal['rule']}]" if refusal.get("rule") else refusal["message"]

    caps = answer["capabilities"]
    lines = [f"{caps['title']}: decisions {', '.join(caps['decisions']) or 'none (the game decides)'}; "
             f"next: {answer['next'] or 'none'}"]
    game = answer["game"]
    if game["multiplayer"]:
        teams = "; teams " + ", ".join(f"{t}: {names(m)}" for t, m in game["teams"].items()) if game["teams"] else ""
        lines.append(f"players {names(game['players'])} ({game['variant'] or 'multiplayer'}, attack "
                     f"{game['attack_option']}); active {name(game['active_player'])}, defending "
                     f"{names(game['defending_players'])}{teams}")
    if answer["attacks"]:
        lines.append("attacks:")
        for entry in answer["attacks"]:
            if not entry["can_attack"]:
                lines.append(f"  {name(entry['id'])} can't attack: {why(entry['refusal'])}")
                continue
            lines.append(f"  {name(entry['id'])} may attack {names(entry['targets'])}")
            for refused in entry["refused_targets"]:
                lines.append(f"    not {name(refused['id'])}: {why(refused)}")
            for key in ("provoke", "mentor", "enlist"):
                if key in entry:
                    lines.append(f"    {key} may name {names(entry[key])}")
            if "must_attack" in entry:
                lines.append(f"    must attack: {why(entry['must_attack'])}")
    if answer["blocks"] is not None:
        lines.append("blocks:" if answer["blocks"]["blockers"] else "blocks: no creature of the defending player")
        for attacker in answer["blocks"]["attackers"]:
            if attacker["min_blockers"] > 1:
                lines.append(f"  {name(attacker['id'])} needs {attacker['min_blockers']} or more blockers "
                             f"[{attacker['min_rule']}]")
            if attacker["max_blockers"] is not None:
                lines.append(f"  {name(attacker['id'])} can't be blocked by more than {attacker['max_blockers']} "
                             f"[{attacker['max_rule']}]")
        for entry in answer["blocks"]["blockers"]:
            if not entry["can_block"]:
                lines.append(f"  {name(entry['id'])} can't block: {why(entry['refusal'])}")
                continue
            lines.append(f"  {name(entry['id'])} may block {names(entry['attackers'])} "
                         f"(at most {entry['max']}) [{entry['max_rule']}]")
            for refused in entry["refused"]:
                lines.append(f"    not {name(refused['attacker'])}: {why(refused)}")
            for must in entry["must"]:
                lines.append(f"    must: {must['message']} [{must['rule']}]")
        if answer["blocks"]["requirements"]:
            example = "; ".join(f"{name(b)} blocking {names(a)}" for b, a in answer["blocks"]["obeying_most"].items())
            lines.append(f"  requirements: a legal declaration obeys at most {answer['blocks']['most_requirements']} "
                         f"of {len(answer['blocks']['requirements'])} (for example {example}), and the blocks must "
                         f"obey that many [{answer['blocks']['requirements'][0]['rule']}]")
            lines += [f"    {r['message']}" for r in answer["blocks"]["requirements"]]
    for offer in answer["divisions"] or []:
        head = f"{offer['step']}: {name(offer['source'])}"
        if not offer["assigns"]:
            lines.append(f"{head} divides nothing: {why(offer['refusal'])}" if offer["refusal"]
                         else f"{head} divides nothing")
            continue
        lethal = ", ".join(f"{name(r['id'])}" + (f" (lethal {r['lethal']})" if r["lethal"] is not None else "")
                           for r in offer["recipients"])
        lines.append(f"{head} divides {offer['power']} (chosen by {name(offer['chooser'])}) among {lethal}")
        if offer["order"]:
            lines.append(f"    in order {names(offer['order']['ids'])}: lethal to each before the next "
                         f"[{offer['order']['rule']}]")
        if offer["past"]:
            where = "all of it to" if offer["kind"] == "unblocked" else "past its blockers to"
            if offer["past"]["all_or_none"]:
                where = "all of it (or none) as though unblocked to"
            lines.append(f"    {where} {names(offer['past']['to'])} [{offer['past']['rule']}]")
            if offer["past"]["over_planeswalker_rule"]:
                lines.append(f"    past the planeswalker's loyalty to its controller "
                             f"[{offer['past']['over_planeswalker_rule']}]")
        auto = ", ".join(f"{name(r)} {a}" for r, a in offer["automatic"].items()) or "nothing"
        lines.append(f"    automatic: {auto}")
        if offer.get("division") not in (None, offer["automatic"]):
            used = ", ".join(f"{name(r)} {a}" for r, a in offer["division"].items()) or "nothing"
            lines.append(f"    the scenario's: {used}")
    for offer in answer["triggers"]:
        listed = ", then ".join(f"{possessive(name(t['source']))} {t['ability'].replace('_', ' ')}"
                                + (f" for {name(t['for'])}" if "for" in t else "") for t in offer["triggers"])
        lines.append(f"{offer['moment']}: {name(offer['player'])} orders their triggers (trigger_order); "
                     f"now {listed} [{offer['rule']}]")
    for offer in answer.get("trigger_targets", []):
        lines.append(f"{possessive(name(offer['source']))} triggers[{offer['trigger']}] may target "
                     f"{names(offer['targets'])} (trigger_targets) [{offer['rule']}]")
    for problem in answer["problems"]:
        rule = f" [{problem['rule']}]" if problem.get("rule") else ""
        lines.append(f"problem: {problem['code']} at {problem['path']}: {problem['message']}{rule}")
    return "\n".join(lines)
