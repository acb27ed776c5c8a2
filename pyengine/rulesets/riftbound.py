"""``riftbound``: Riftbound — units pool their Might in one combat at one battlefield.

A scenario is one combat (Riftbound Core Rules 437–440, "Last Updated
2025-10"; rule numbers as in that file). Every unit of the active player is an
attacker, every unit of the other player a defender (438.1.a.3–4). In the
*showdown* step Assault and Shield add Might (723, 730). In the *combat damage*
step each side sums its Might — a stunned unit adds none (410.1.b) — and
assigns it among the enemy units, attacker first (439.1.b–d): lethal damage in
full on one unit before any on the next (439.1.d.3), no unit more than lethal
unless it is the last (439.1.d.4), Tank units first and units "assigned last"
last (439.1.d.5, 731), units that can't be dealt damage skipped (439.1.d.9);
then everything is dealt at once (439.1.e). The *combat cleanup* (440, 322)
kills units whose damage reaches their Might (to the trash), clears all
damage, recalls the attackers to their base if a defender remains, and lets
the player whose units remain establish control of the battlefield, which is
a Conquer worth a point (440.2, 442.1, 444.1).

Players have no life: ``final`` reports their ``points`` and the battlefield
(``{id, controller, conquered}``). What the rules leave open is one class
variable each, below, explained in ``docs/rulesets.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import Problem, ScenarioError
from ..keywords import RIFTBOUND_KEYWORDS, KeywordSpec
from ..model import BATTLEFIELD, Ledger, Recipients
from .base import Ruleset

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..machine import CombatMachine
    from ..board import Setup
    from ..model import AssignmentChoice, Permanent

TRASH = "trash"
BASE = "base"

#: Riftbound Core Rules numbers, by meaning.
RB_RULES: dict[str, str] = {
    "combat": "434",
    "contested-by": "438.1.a.1",
    "attacker": "438.1.a.3",
    "defender": "438.1.a.4",
    "assault": "723.1.c",
    "shield": "730.1.c",
    "stunned": "410.1.b",
    "no-damage-step": "439.1.a",
    "attacker-might": "439.1.b",
    "defender-might": "439.1.c",
    "assign": "439.1.d",
    "lethal-first": "439.1.d.3",
    "no-excess": "439.1.d.4",
    "priority": "439.1.d.5",
    "cant-be-damaged": "439.1.d.9",
    "deal": "439.1.e",
    "marked": "404.1.b",
    "kill": "322.2",
    "deathknell": "724.1.c",
    "heal": "440.1.a.1",
    "recall": "440.1.a.2",
    "control": "440.2",
    "conquer": "442.1",
    "point": "444.1",
    "final-point": "444.1.b.2",
    "win": "445",
    "victory-check": "322.1",
    "uncontrolled": "322.4",
}

#: Assignment priority tiers (439.1.d.5): Tank first, then the rest, then units assigned last.
FIRST, NORMAL, LAST = 0, 1, 2
#: The keyword that adds Might in each showdown role: Assault while attacking (723.1.c), Shield while
#: defending (730.1.c).
ROLE_KEYWORD = {"attacker": "assault", "defender": "shield"}


@dataclass
class Battlefield:
    """The battlefield the combat is at, as the cleanup leaves it."""

    id: str
    controller: str | None
    conquered: bool = False


class Riftbound(Ruleset):
    """Riftbound Core Rules: one combat at one battlefield, Might pooled per side."""

    name: ClassVar[str] = "riftbound"
    title: ClassVar[str] = "Riftbound"
    game: ClassVar[str] = "Riftbound"
    cards_by_name: ClassVar[bool] = False
    era: ClassVar[str] = "Riftbound Core Rules, last updated 2025-10"
    keywords: ClassVar[dict[str, KeywordSpec]] = RIFTBOUND_KEYWORDS
    action_times: ClassVar[frozenset[str]] = frozenset()
    permanent_types: ClassVar[frozenset[str]] = frozenset({"unit"})
    default_type: ClassVar[str] = "unit"
    players_declare: ClassVar[bool] = False
    division_source: ClassVar[str | None] = "player"
    graveyard_name: ClassVar[str] = TRASH
    orders_triggers: ClassVar[bool] = False
    at_a_battlefield: ClassVar[bool] = True
    absent_unit_fields: ClassVar[tuple[str, ...]] = ("counters", "protection", "prevent", "slot", "disabled",
                                                     "colors")
    steps: ClassVar[tuple[str, ...]] = ("showdown", "combat damage", "combat cleanup")
    counter_kinds: ClassVar[frozenset[str]] = frozenset({"+1/+1", "-1/-1"})
    has_enlist: ClassVar[bool] = False
    cites_comprehensive_rules: ClassVar[bool] = False
    rules: ClassVar[dict[str, str]] = RB_RULES
    #: Points that win a 1v1 game (458.3).
    victory_score: ClassVar[int] = 8
    #: Battlefields in a 1v1 game (458.4). A scenario shows one; the engine takes it that no other
    #: was scored this turn, so a Conquer can't score the final point (444.1.b.2).
    battlefields_in_play: ClassVar[int] = 2
    #: ⚠ Damage already marked on a unit lowers the damage that is lethal for it when combat damage is
    #: assigned (the rules don't say; community rulings do). ``False``: lethal is always its full Might.
    marked_damage_lowers_lethal: ClassVar[bool] = True
    #: A unit with both Tank and "assigned last" obeys one of them, the assigner's pick (439.1.d.7);
    #: the automatic division picks Tank (``True``) or last (``False``).
    automatic_prefers_tank: ClassVar[bool] = True

    #: Riftbound players score points (444); they have no life total and no poison counters.
    refused_permanent_fields: ClassVar[dict[str, str]] = (Ruleset.refused_permanent_fields
                                                          | Ruleset.MAGIC_ONLY_PERMANENT_FIELDS)
    refused_player_fields: ClassVar[dict[str, str]] = {
        "life": "players have a life total in Magic and Puzzle Quest (Riftbound players score points)",
        "poison": "players get poison counters in Magic",
    }

    max_players: ClassVar[int] = 2
    multiplayer_refusal: ClassVar[tuple[str, str] | None] = (
        "not-implemented", "the engine resolves Riftbound's one-on-one showdowns only (a unit of one player "
        "against the other's): $.players lists exactly two")
    refused_variants: ClassVar[dict[str, tuple[str, str, str | None]]] = {
        v: ("not-in-ruleset", f"Riftbound has no {v} variant (it is a Magic format)", None)
        for v in ("commander", "two-headed-giant")}

    def __init__(self) -> None:
        #: Who is attacking and defending (438.1.a), cleared by the combat cleanup (440.1.a.3).
        self.roles: dict[str, str] = {}
        self.battlefield = Battlefield("battlefield", None)

    # Checking a scenario.
    def check_setup(self, setup: Setup) -> list[Problem]:
        """Fields Riftbound has no use for, units already dead, a game already won, and who assigns."""
        problems = self.refused_fields(setup, "permanents", self.refused_permanent_fields)
        problems += self.refused_fields(setup, "players", self.refused_player_fields)
        problems += self.trigger_order_problems(setup)
        problems += self.multiplayer_problems(setup)
        if "damage_assignment_order" in setup.given:
            problems.append(Problem("not-in-ruleset", "Riftbound has no damage assignment order: each player "
                                    "divides its Might as it assigns", "$.damage_assignment_order",
                                    self.rule("assign")))
        for key in ("attackers", "blockers"):
            if key in setup.given:
                problems.append(Problem(
                    "not-in-ruleset", "in Riftbound every unit of the active player at the battlefield attacks "
                    f"and every unit of the other player defends: leave out {key!r}", f"$.{key}",
                    self.rule("attacker")))
        for i, pid in enumerate(setup.player_order):
            player = setup.players[pid]
            if player.points >= self.victory_score:
                problems.append(Problem("invalid-scenario", f"{pid} has {player.points} points and would already "
                                        f"have won ({self.victory_score} win)", f"$.players[{i}].points",
                                        self.rule("victory-check")))
        for i, perm in enumerate(setup.permanents.values()):
            problems += self._unit_problems(perm, f"$.permanents[{i}]", setup.active_player)
        held_by = (setup.battlefield or {}).get("controller")
        if held_by is not None and held_by == setup.active_player:
            problems.append(Problem("invalid-scenario", f"{held_by} already controls the battlefield, so it can't "
                                    "be the attacker there: the attacker is the player who contested a battlefield "
                                    "it doesn't control (make the other player active, or the battlefield "
                                    "uncontrolled)", "$.battlefield.controller", self.rule("contested-by")))
        if not any(p.controller == setup.active_player for p in setup.permanents.values()):
            problems.append(Problem("invalid-scenario", f"the attacker, {setup.active_player}, has no unit at the "
                                    "battlefield, so there is no combat", "$.permanents", self.rule("contested-by")))
        return problems + self._assignment_problems(setup)

    def _unit_problems(self, perm: Permanent, path: str, attacker: str) -> list[Problem]:
        problems = []
        for field in self.absent_unit_fields:
            if getattr(perm, field):
                problems.append(Problem("not-in-ruleset", f"{path}.{field}: Riftbound units have no {field}",
                                        f"{path}.{field}"))
        # Damage marked during the showdown is measured against the Might the unit has there, with
        # Assault while it attacks and Shield while it defends (438.1.a.3-4, 723.1.d.1, 730.1.d.1).
        role = "attacker" if perm.controller == attacker else "defender"
        keyword = ROLE_KEYWORD[role]
        bonus, might = perm.amount(keyword), self.might_as(perm, role)
        if perm.damage and perm.damage >= might:
            with_bonus = f" ({perm.toughness} and {keyword.capitalize()} {bonus})" if bonus else ""
            problems.append(Problem("invalid-scenario", f"{perm.name} has {perm.damage} damage marked on Might "
                                    f"{might}{with_bonus} and would already have been killed", f"{path}.damage",
                                    self.rule("kill")))
        return problems

    def _assignment_problems(self, setup: Setup) -> list[Problem]:
        problems = []
        seen: set[str] = set()
        for choice in setup.assignments:
            if choice.source not in setup.players:
                problems.append(Problem(
                    "invalid-scenario", f"in Riftbound each player assigns its summed Might as one pool: the "
                    f"source is a player id, not {choice.source!r}", f"{choice.path}.source", self.rule("assign")))
            elif choice.source in seen:
                problems.append(Problem("invalid-scenario", f"{choice.source} has two divisions; it assigns once",
                                        f"{choice.path}.source", self.rule("assign")))
            if choice.step is not None:
                problems.append(Problem("invalid-scenario", "Riftbound combat has one damage step: leave out 'step'",
                                        f"{choice.path}.step", self.rule("assign")))
            seen.add(choice.source)
        return problems

    # Might.
    def might(self, perm: Permanent) -> int:
        """A unit's Might now: Assault while attacking, Shield while defending, never below 0 (140.2.b)."""
        return self.might_as(perm, self.roles.get(perm.id))

    @staticmethod
    def might_as(perm: Permanent, role: str | None) -> int:
        """A unit's Might in a showdown role (``None``: outside combat), never below 0 (140.2.b)."""
        bonus = perm.amount(ROLE_KEYWORD[role]) if role in ROLE_KEYWORD else 0
        return max(0, perm.toughness + bonus)

    def contribution(self, perm: Permanent) -> int:
        """What a unit adds to its side's combat damage: its Might, or nothing while stunned (410.1.b)."""
        return 0 if perm.has("stunned") else self.might(perm)

    def lethal(self, perm: Permanent) -> int | None:
        """Nonzero damage that reaches its Might (439.1.d.2); ``None`` if it can't be dealt damage (439.1.d.9)."""
        if perm.has("cant_be_damaged"):
            return None
        marked = perm.damage if self.marked_damage_lowers_lethal else 0
        return max(1, self.might(perm) - marked)

    @staticmethod
    def tiers(perm: Permanent) -> frozenset[int]:
        """The assignment priorities it may take (439.1.d.5–7): Tank first, "assigned last" last, or either."""
        tiers = {FIRST} if perm.has("tank") else set()
        if perm.has("assigned_last"):
            tiers.add(LAST)
        return frozenset(tiers or {NORMAL})

    # The combat.
    def run_combat(self, combat: CombatMachine) -> None:
        """Showdown, combat damage (if both sides are there), combat cleanup."""
        setup = combat.setup
        field = setup.battlefield or {"id": "battlefield", "controller": None}
        self.battlefield = Battlefield(field["id"], field["controller"])
        attacker, defender = setup.active_player, setup.defending_player
        combat.begin("showdown", damage_step=False)
        for perm in self.units(combat):
            role = "attacker" if perm.controller == attacker else "defender"
            self.roles[perm.id] = role
            if role == "attacker":
                combat.emit("attacks", self.rule(role), id=perm.id, target=self.battlefield.id, might=self.might(perm))
            else:
                combat.emit("defends", self.rule(role), id=perm.id, battlefield=self.battlefield.id,
                            might=self.might(perm))
            bonus = perm.amount(ROLE_KEYWORD[role])
            if bonus:
                combat.emit("might", self.rule(ROLE_KEYWORD[role]), id=perm.id, amount=bonus, might=self.might(perm))
            if perm.has("stunned"):
                combat.emit("stunned", self.rule("stunned"), id=perm.id, might=self.might(perm), contributes=0)
        if self.units(combat, attacker) and self.units(combat, defender):
            self.combat_damage(combat)
        else:
            combat.emit("no-combat-damage", self.rule("no-damage-step"), reason="no defending units")
            if setup.assignments:
                raise ScenarioError("illegal-assignment", "no combat damage step happens (no unit defends), so "
                                    "nobody assigns combat damage", f"{setup.assignments[0].path}.source",
                                    self.rule("no-damage-step"))
        self.combat_cleanup(combat)

    def units(self, combat: CombatMachine, player: str | None = None) -> list[Permanent]:
        """The units at the battlefield (of one player), in the scenario's order."""
        return [p for p in combat.permanents.values()
                if p.on_battlefield and (player is None or p.controller == player)]

    def combat_damage(self, combat: CombatMachine) -> None:
        """Sum each side's Might, assign it (attacker first, 439.1.d), then deal it all at once (439.1.e)."""
        record = combat.begin("combat damage", damage_step=True)
        setup = combat.setup
        explicit = {choice.source: choice for choice in setup.assignments}
        pools: list[tuple[str, list[Permanent], dict[str, int]]] = []
        for player, other in ((setup.active_player, setup.defending_player),
                              (setup.defending_player, setup.active_player)):
            own, enemy = self.units(combat, player), self.units(combat, other)
            total = sum(self.contribution(u) for u in own)
            combat.emit("might-total", self.rule("attacker-might" if player == setup.active_player
                                                 else "defender-might"), player=player, might=total)
            combat.dividing("combat damage", player, Recipients("pool", [u.id for u in enemy]), Ledger())
            choice = explicit.get(player)
            if choice is None:
                division = self.automatic_division(enemy, total)
            else:
                division = {r: a for r, a in choice.division}
                problem = self.check_pool_division(combat, choice, player, other, enemy, total, division)
                if problem is not None:
                    raise ScenarioError.from_problems([problem])
            division = {r: a for r, a in division.items() if a}
            if division:
                record["assignments"].append({"source": player, "division": division})
            pools.append((player, [u for u in own if self.contribution(u)], division))
        for player, sources, division in pools:
            for unit, amount in division.items():
                self.deal(combat, player, sources, combat.permanents[unit], amount)

    def automatic_division(self, enemy: list[Permanent], total: int) -> dict[str, int]:
        """Lethal damage to each unit in priority order (Tank, the rest, assigned last; then the
        scenario's order), the rest on the last one reached (439.1.d.3–6, 439.1.d.9)."""
        prefer = FIRST if self.automatic_prefers_tank else LAST
        eligible = [u for u in enemy if self.lethal(u) is not None]
        order = sorted(eligible, key=lambda u: prefer if prefer in self.tiers(u) else min(self.tiers(u)))
        left, division = total, {}
        for unit in order:
            give = min(left, self.lethal(unit) or 0)
            division[unit.id] = give
            left -= give
        if left and order:
            division[order[-1].id] += left
        return division

    def check_pool_division(self, combat: CombatMachine, choice: AssignmentChoice, player: str, other: str,
                            enemy: list[Permanent], total: int, division: dict[str, int]) -> Problem | None:
        """Whether an explicit division obeys 439.1.d: the other player's units only, the whole summed
        Might, lethal in full before the next unit, the excess on the last unit only (one that can come
        last), Tank and "last" obeyed."""
        path = f"{choice.path}.division"
        units = {u.id: u for u in enemy}
        for unit, amount in division.items():
            if unit not in units:
                return Problem("illegal-assignment", f"{combat.name(unit)} is not a unit of {other} at the "
                               f"battlefield: {player} assigns damage among {other}'s units", f"{path}[{unit!r}]",
                               self.rule("assign"))
            if amount and units[unit].has("cant_be_damaged"):
                return Problem("illegal-assignment", f"{combat.name(unit)} can't be dealt damage, so no damage is "
                               "assigned to it", f"{path}[{unit!r}]", self.rule("cant-be-damaged"))
        eligible = [u for u in enemy if self.lethal(u) is not None]
        need = total if eligible else 0
        if sum(division.values()) != need:
            return Problem("illegal-assignment", f"{player} assigns damage equal to its summed Might, {need}; this "
                           f"division assigns {sum(division.values())}", path, self.rule("assign"))
        lethal = {u.id: self.lethal(u) or 0 for u in eligible}
        given = {u.id: division.get(u.id, 0) for u in eligible}
        full = [u for u in eligible if given[u.id] >= lethal[u.id]]
        partial = [u for u in eligible if 0 < given[u.id] < lethal[u.id]]
        empty = [u for u in eligible if not given[u.id]]
        if len(partial) > 1:
            a, b = partial[0], partial[1]
            return Problem("illegal-assignment", f"{a.name} ({given[a.id]} of {lethal[a.id]}) and {b.name} "
                           f"({given[b.id]} of {lethal[b.id]}) are both assigned less than lethal damage: a unit "
                           "must be assigned lethal damage in full before any goes to another", path,
                           self.rule("lethal-first"))
        over = [u for u in full if given[u.id] > lethal[u.id]]
        if over and (partial or empty):
            u, v = over[0], (partial or empty)[0]
            return Problem("illegal-assignment", f"{u.name} is assigned {given[u.id]}, more than lethal "
                           f"({lethal[u.id]}), while {v.name} could still be assigned damage", path,
                           self.rule("no-excess"))
        # 439.1.d.4: each unit in turn gets exactly lethal; all the rest goes on the final unit reached.
        # So one unit at most takes more than lethal, and it must be one that can come last.
        if len(over) > 1:
            u, v = over[0], over[1]
            return Problem("illegal-assignment", f"{u.name} ({given[u.id]} of {lethal[u.id]}) and {v.name} "
                           f"({given[v.id]} of {lethal[v.id]}) are both assigned more than lethal damage: only "
                           "the last unit assigned damage takes the rest", path, self.rule("no-excess"))
        if over and not _orderable([[u for u in full if u is not over[0]], over, []], self.tiers):
            u = over[0]
            return Problem("illegal-assignment", f"{u.name} is assigned {given[u.id]}, more than lethal "
                           f"({lethal[u.id]}), but it can't be the last unit assigned damage (Tank units come "
                           "first, units assigned last come last): only the last one takes the rest", path,
                           self.rule("no-excess"))
        if not _orderable([full, partial, empty], self.tiers):
            return Problem("illegal-assignment", "Tank units must be assigned lethal damage before the others and "
                           "units assigned last come last; this division gives lethal damage to "
                           f"{_names(full)}, some to {_names(partial)} and none to {_names(empty)}", path,
                           self.rule("priority"))
        return None

    def offer_division(self, combat: CombatMachine, step: str, source: str, recipients: Recipients,
                       ledger: Ledger) -> dict[str, Any]:
        """A player's pool (439.1.d): the other side's units, lethal for each, its priority tier, the
        automatic division; lethal in full before the next unit, the rest on the last one reached."""
        own = self.units(combat, source)
        enemy = [combat.permanents[u] for u in recipients.creatures]
        total = sum(self.contribution(u) for u in own)
        tier_names = {FIRST: "first", NORMAL: "normal", LAST: "last"}
        listed = [{"id": u.id, "kind": "unit", "lethal": self.lethal(u),
                   "priority": sorted(tier_names[t] for t in self.tiers(u)),
                   "can_be_damaged": self.lethal(u) is not None} for u in enemy]
        return {"source": source, "step": step, "chooser": source, "power": total, "assigns": bool(total),
                "refusal": None, "kind": recipients.kind, "recipients": listed, "past": None, "order": None,
                "rules": {"lethal_first": self.rule("lethal-first"), "excess_on_last": self.rule("no-excess"),
                          "priority": self.rule("priority"), "cant_be_damaged": self.rule("cant-be-damaged")},
                "automatic": {r: a for r, a in self.automatic_division(enemy, total).items() if a}}

    def deal(self, combat: CombatMachine, player: str, sources: list[Permanent], unit: Permanent, amount: int) -> None:
        """Mark assigned damage on a unit (439.1.e, 404.1.b); its source is the other side's units (404.6.c)."""
        combat.emit("damage", self.rule("deal"), source=player, sources=[s.id for s in sources], target=unit.id,
                    amount=amount, combat=True)
        unit.damage += amount
        combat.emit("marked", self.rule("marked"), id=unit.id, amount=amount, damage=unit.damage)

    def combat_cleanup(self, combat: CombatMachine) -> None:
        """440.1: kill units with lethal damage (322.2), clear damage, recall attackers if a defender
        remains, remove designations; then control and scoring (440.2)."""
        record = combat.begin("combat cleanup", damage_step=True)
        del record["assignments"]
        for perm in [u for u in self.units(combat) if u.damage and u.damage >= self.might(u)]:
            combat.move(perm, TRASH, reason="lethal-damage", rule=self.rule("kill"), kind="dies")
            for _ in range(perm.count("deathknell")):
                combat.emit("trigger", self.rule("deathknell"), source=perm.id, ability="deathknell")
        for perm in self.units(combat):
            if perm.damage:
                perm.damage = 0
                combat.emit("healed", self.rule("heal"), id=perm.id)
        attacker = combat.setup.active_player
        if self.units(combat, combat.setup.defending_player):
            for perm in self.units(combat, attacker):
                combat.move(perm, BASE, reason="defenders-remain", rule=self.rule("recall"), kind="recalled")
        self.roles.clear()
        remaining = {u.controller for u in self.units(combat)}
        field = self.battlefield
        if remaining:
            (holder,) = remaining
            if field.controller != holder:
                field.controller = holder
                combat.emit("establishes-control", self.rule("control"), player=holder, battlefield=field.id)
                self.conquer(combat, holder)
        elif field.controller is not None:
            field.controller = None
            combat.emit("uncontrolled", self.rule("uncontrolled"), battlefield=field.id)

    def conquer(self, combat: CombatMachine, player: str) -> None:
        """A Conquer scores a point (442.1, 444.1), but the final point only if every battlefield was
        scored this turn (444.1.b.2); the victory score wins (445)."""
        self.battlefield.conquered = True
        holder = combat.players[player]
        combat.emit("conquers", self.rule("conquer"), player=player, battlefield=self.battlefield.id)
        if holder.points == self.victory_score - 1 and self.battlefields_in_play > 1:
            combat.emit("draws", self.rule("final-point"), player=player, cards=1)
            return
        holder.points += 1
        combat.emit("points", self.rule("point"), player=player, amount=1, points=holder.points)
        if holder.points >= self.victory_score:
            combat.over, combat.winner = True, player
            combat.emit("game-over", self.rule("win"), winner=player)

    def final_state(self, combat: CombatMachine) -> dict[str, Any]:
        """Players' points, every unit (zone; at the battlefield or in base its damage and Might), and the
        battlefield's controller."""
        permanents: dict[str, dict[str, Any]] = {}
        for perm in combat.permanents.values():
            state: dict[str, Any] = {"zone": perm.zone}
            if perm.zone in (BATTLEFIELD, BASE):
                state.update(controller=perm.controller, damage=perm.damage, might=self.might(perm))
            permanents[perm.id] = state
        out: dict[str, Any] = {
            "players": {p.id: {"points": p.points} for p in combat.players.values()},
            "permanents": permanents,
            "battlefield": {"id": self.battlefield.id, "controller": self.battlefield.controller,
                            "conquered": self.battlefield.conquered},
        }
        if combat.over:
            out["winner"] = combat.winner
        return out


def _orderable(groups: list[list[Permanent]], tiers: Callable[[Permanent], frozenset[int]]) -> bool:
    """Whether the groups (lethal in full, then some, then none) can follow one after another in
    priority order, each unit taking one of its tiers (439.1.d.5–8)."""
    for low in (FIRST, NORMAL, LAST):
        for high in range(low, LAST + 1):
            bounds = ((FIRST, low), (low, high), (high, LAST))
            if all(any(lo <= t <= hi for t in tiers(u)) for (lo, hi), group in zip(bounds, groups) for u in group):
                return True
    return False


def _names(units: list[Permanent]) -> str:
    return ", ".join(u.name for u in units) or "no unit"
