"""The combat advisor: the best legal blocks or attacks, found by exact search.

:func:`advise` answers "what should this side do in this combat?" by
resolving candidate declarations with the engine itself, never by a rule of
thumb. The objective, from the advised side's point of view, compared in this
order:

1. do not lose the game (and, for the attacker, win it if possible). Once the
   game is over nothing else counts: every way of losing scores the same, and
   so does every way of winning;
2. maximise the value of the opponent's permanents destroyed minus the value
   of one's own (see :func:`permanent_value`; a creature that shrinks, such as
   by wither, loses the difference);
3. lose as little life (then poison) as possible;
4. make the opponent lose as much life (then poison) as possible.

**The defender (blocks).** The attacker answers every block with its best
division of combat damage (and, in ``mtg-2020``, its best damage assignment
order). When each blocker blocks one attacker and nothing links the fights (no
banding, provoke, enlist, extra blocks, requirements such as lure, or scripted actions; no two attackers at one
planeswalker or battle; no toxic or infect attacker alongside an attack
trigger such as exalted or battle cry), the combat splits into independent
*fights* — one attacker and the creatures blocking it:

* a fight is resolved by the engine, many fights packed side by side into one
  scenario (their creatures renamed apart, both players' life raised so that
  nobody loses inside it; a fight that could give poison alone);
* the engine also reports, at each damage step, what the attacker may divide
  and among whom (its power then, the blockers still there, lethal damage for
  each); from that the advisor lists the attacker's divisions, merging those
  that cannot differ in their effect (damage below what kills a creature is
  the same as none once no later step of this attacker can add to it; damage
  past what kills it is the same as exactly that) and, when more damage can
  only hurt the defender more (no undying or persist, no prevention or
  protection in the fight), keeping only the divisions no other one beats on
  every creature and the player. A double striker's first step is searched by
  what it leads to: which creatures die in it, which by the end (what is left
  of the first step only prepays the second, see
  :func:`first_strike_divisions`), then the second step's divisions from the
  state that leaves (with wither, infect, prevention or indestructible
  blockers, every first-step division, each resolved, then the second step
  from the state the engine reports). In ``mtg-2020`` each division comes with
  a damage assignment order that allows it in both steps
  (:func:`damage_order`). Each listed division is resolved by the engine;
* for each fight the attacker's best division (by its own objective: value,
  then its life, then the defender's) and, separately, the most it can make
  the defender lose by each moment (before damage, first-strike, regular) and
  the most poison it can give. Fights add up as long as the game goes on, so
  a block declaration loses exactly when, at some moment, the fights' largest
  losses add up to the defender's life (or poison to 10); otherwise its score
  is the sum of the fights' scores under the attacker's best divisions;
* branch and bound over the combinations (each attacker takes a number of
  creatures of each kind from what is left; identical creatures are one
  kind), bounded by the best total the remaining attackers can reach with the
  creatures left (computed exactly, ignoring the game's end) and pruned by the
  smallest losses still to come. Fights of an attacker against at most two
  blockers are resolved first; a bigger fight counts, until it is resolved, as
  well as it possibly could for the defender (the attacker destroyed if the
  blockers could destroy it, nothing of theirs lost, their lifelink gaining all
  it can: :meth:`BlockSearch.hopeful`), and is resolved only when a combination
  among the best few needs it. The search ends when the best combinations hold
  only resolved fights: every other combination is then worth at most its
  optimistic value, no more than theirs. The best declarations are then
  resolved whole, with the attacker's divisions, for the answer.

Otherwise (linked fights) every declaration is resolved whole, with the
automatic divisions (the attacker's divisions are not searched there, so the
answer is exact only as far as those divisions are the attacker's best; the
answer's ``search.method`` is then ``"whole"`` and its explanation says so).

**The attacker (attacks).** Every set of attacks (each creature that can
attack: not at all, or at one player, planeswalker or battle) is answered by
the defender's best blocks, found as above; the best for the attacker wins.

Ties are broken by the order of search: two declarations with equal scores
are equally good by the objective.

**Limits.** Exact as above for independent fights (checked against brute force
in ``tests/test_advisor.py``). With linked fights the attacker's divisions are
the automatic ones, and the declarations are tried one at a time as they are
made; more than :data:`MAX_ATTACKS` attack declarations is refused
(``too-large``). Every search spends at most its budget of nodes and seconds
(:class:`~pyengine.limits.SearchBudget`: an engine resolution, a combination
visited and a declaration tried each count one node); past it the answer is
the best found so far, with ``search.complete`` false and the reason: the best
declarations resolved whole, the best combinations of resolved fights met, a
greedy one (each attacker, most dangerous first, takes the resolved fight that
costs the defender least life) and no blocks (no attack), each resolved whole. A blocker's own division (a creature blocking several attackers)
is always the automatic one. Only declarations and divisions are searched:
spells and abilities enter only as a scenario's ``actions`` (which link the
fights). When every block declaration loses the game, all score alike; the one
shown does best otherwise among the fights already resolved.
"""

from __future__ import annotations

import copy
import itertools
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .combat import Combat, GameOver, Ledger
from .declare import why_cannot_attack, why_cannot_be_attacked, why_cannot_block
from .engine import _checked_setup, resolve
from .errors import Problem, ScenarioError
from .limits import ADVISE_MAX_ATTACKERS, SearchBudget, SearchStopped, too_large
from .model import Permanent
from .parse import Setup, require_setup

#: Value of one instance of a keyword, in the units of :func:`permanent_value` (2 per point of power).
KEYWORD_VALUE: dict[str, int] = {
    "flying": 3, "first_strike": 3, "double_strike": 6, "deathtouch": 4, "lifelink": 3, "trample": 2,
    "indestructible": 6, "menace": 2, "infect": 3, "wither": 2, "reach": 1, "vigilance": 1, "haste": 1,
    "unblockable": 4, "toxic": 2, "trample_over_planeswalkers": 3, "undying": 4, "persist": 4,
    "umbra_armor": 4,
}
#: Value of what saves a creature once more: a shield counter (122.1c) lasts until used, a regeneration
#: shield (701.19a) only this turn; spending one is a loss the advisor counts, so it keeps them when it can.
SHIELD_COUNTER_VALUE = 4
REGENERATION_SHIELD_VALUE = 3
#: Requirements on the blocks (509.1c) tie each block to the others: the fights are then resolved whole.
REQUIREMENT_LINKS = ("lure", "must_be_blocked", "blocks_each_combat")
#: Attack triggers that look beyond their own creature: fights then keep the whole board.
ATTACK_LINKS = ("exalted", "battle_cry", "training", "mentor", "battalion", "melee", "dethrone")
#: Keywords that bring a creature back when it dies: killing it may not hurt its controller.
DEATH_LINKS = ("undying", "persist")
#: Added to both players' life inside a fight, so that nobody loses there (the engine's limit is 10**6).
LIFE_OFFSET = 500_000
#: How many of the best declarations are kept and resolved whole.
KEEP = 3
#: While fights wait to be resolved, this many more combinations are kept, and the waiting fights in
#: them are resolved together (fewer rounds of search).
LOOKAHEAD = 9
#: The most attack declarations the attacker's search tries.
MAX_ATTACKS = 4096
#: Fights packed into one scenario for the engine.
PACK = 24
#: Fights with at most this many blockers are resolved before the search; bigger ones when needed.
EAGER_BLOCKERS = 2
#: Radix of the packed score (each summed component stays far below half of it).
_RADIX = 1 << 40

MOMENTS = ("pre", "first-strike", "first-strike-triggers", "regular", "regular-triggers")
"""When life and poison change, in order; "…-triggers" is life gained by a triggered lifelink, which
resolves only after the step's state-based checks (classic rules)."""


def permanent_value(perm: Permanent) -> int:
    """What a permanent is worth to the advisor: 2×power + 2×toughness (both at least 0) plus its
    keywords (:data:`KEYWORD_VALUE`, 1 for any other); a planeswalker 4 + 2×loyalty; a battle 2×defense."""
    if perm.is_("creature"):
        value = 2 * max(0, perm.power) + 2 * max(0, perm.toughness)
        value += sum(KEYWORD_VALUE.get(name, 1) for name, _ in perm.keywords)
        value += SHIELD_COUNTER_VALUE * perm.counters.get("shield", 0)
        value += REGENERATION_SHIELD_VALUE * perm.regeneration_shields
        return value
    if perm.is_("planeswalker"):
        return 4 + 2 * perm.loyalty
    if perm.is_("battle"):
        return 2 * perm.defense
    return 0


@dataclass
class Outcome:
    """What a (part of a) combat does, summed so fights can be combined."""

    #: Value lost by each player's permanents.
    value_lost: dict[str, int] = field(default_factory=dict)
    #: Life change of each player in each moment (see :data:`MOMENTS`).
    life: dict[tuple[str, str], int] = field(default_factory=dict)
    poison: dict[tuple[str, str], int] = field(default_factory=dict)
    dies: list[str] = field(default_factory=list)
    #: Players the engine reports as having lost for a reason other than life or poison (21 commander
    #: damage, 704.6c): read from a whole board's result only.
    lost: frozenset[str] = frozenset()

    def add(self, other: Outcome) -> Outcome:
        out = Outcome(dict(self.value_lost), dict(self.life), dict(self.poison), self.dies + other.dies,
                      self.lost | other.lost)
        for player, amount in other.value_lost.items():
            out.value_lost[player] = out.value_lost.get(player, 0) + amount
        for key, amount in other.life.items():
            out.life[key] = out.life.get(key, 0) + amount
        for key, amount in other.poison.items():
            out.poison[key] = out.poison.get(key, 0) + amount
        return out


Score = tuple[int, int, int, int, int, int]


class Advisor:
    """One search: the board, the side advised, and what has been resolved so far."""

    def __init__(self, scenario: dict[str, Any], side: str, budget: SearchBudget | None = None) -> None:
        self.scenario = scenario
        self.side = side
        #: Nodes and seconds the search may spend (shared with the block searches an attack search runs).
        self.budget = budget if budget is not None else SearchBudget()
        #: The best declarations resolved whole so far, best first: what a stopped search answers with.
        self.best_so_far: list[tuple[Score, dict[str, Any]]] = []
        self.setup: Setup = require_setup(scenario)
        self.rules = self.setup.ruleset
        self.me = self.setup.defending_player if side == "defender" else self.setup.active_player
        self.opponent = self.setup.active_player if side == "defender" else self.setup.defending_player
        self.resolutions = 0
        self.candidates = 0
        self.fights_resolved = 0
        self.values = {p.id: permanent_value(p) for p in self.setup.permanents.values()}
        self.start_life = {pid: (p.life, p.poison) for pid, p in self.setup.players.items()}

    # Scoring.
    def score(self, outcome: Outcome, viewer: str) -> Score:
        """The objective as a tuple to maximise, for ``viewer``: result (1 win, 0 the game goes on, -1 lose
        or draw), then — only while the game goes on — value, own life and poison, the opponent's life and
        poison lost."""
        other = next(p for p in self.start_life if p != viewer)
        if self._loses(outcome, viewer):
            return (-1, 0, 0, 0, 0, 0)
        if self._loses(outcome, other):
            return (1, 0, 0, 0, 0, 0)
        return (0, *tail_of(outcome, viewer, other))

    def _loses(self, outcome: Outcome, player: str) -> bool:
        if player in outcome.lost:
            return True
        life, poison = self.start_life[player]
        for moment in MOMENTS:
            life += outcome.life.get((player, moment), 0)
            poison += outcome.poison.get((player, moment), 0)
            if life <= 0 or poison >= 10:
                return True
        return False

    def outcome_of(self, result: dict[str, Any], members: dict[str, str] | None = None) -> Outcome:
        """Read an engine result: value lost per player, life and poison per moment. With ``members``
        (id in the result → id on the board), only those permanents and the events they are the source of."""
        if members is None:
            members = {p: p for p in self.setup.permanents}
            whole = self.outcomes_of(result, [members], every_event=True)[0]
            whole.lost = frozenset(pid for pid, p in result["final"]["players"].items()
                                   if p.get("lost") and any(n >= 21 for n in p.get("commander_damage", {}).values()))
            return whole
        return self.outcomes_of(result, [members])[0]

    def outcomes_of(self, result: dict[str, Any], groups: list[dict[str, str]], *,
                    every_event: bool = False) -> list[Outcome]:
        """:meth:`outcome_of` for several groups of members of one result at once (fights side by side)."""
        outs = [Outcome() for _ in groups]
        final = result["final"]["permanents"]
        owner: dict[str, int] = {}
        for out, (g, members) in zip(outs, enumerate(groups)):
            for rid, pid in members.items():
                owner[rid] = g
                perm = self.setup.permanents[pid]
                state = final[rid]
                before = self.values[pid]
                after = 0
                if state.get("zone") == "battlefield":
                    after = _value_from_final(perm, state)
                else:
                    out.dies.append(pid)
                if before != after:
                    out.value_lost[perm.controller] = out.value_lost.get(perm.controller, 0) + before - after
        steps = [("pre", s) for s in result.get("before_damage", [])] + [(s["name"], s) for s in result["steps"]]
        triggered = self.rules.lifelink_is_triggered
        for name, step in steps:
            name = name if name in MOMENTS else "regular"
            for ev in step["events"]:
                kind = ev["type"]
                if kind != "life" and kind != "poison":
                    continue
                g = 0 if every_event else owner.get(ev.get("source"), -1)
                if g < 0:
                    continue
                out = outs[g]
                if kind == "life":
                    late = triggered and ev["amount"] > 0 and name != "pre"
                    key = (ev["player"], name + "-triggers" if late else name)
                    out.life[key] = out.life.get(key, 0) + ev["amount"]
                else:
                    key = (ev["player"], name)
                    out.poison[key] = out.poison.get(key, 0) + ev["amount"]
        return outs

    def run(self, scenario: dict[str, Any]) -> dict[str, Any] | None:
        """Resolve a candidate; ``None`` when the engine refuses it (an illegal declaration)."""
        self.resolutions += 1
        try:
            return resolve(scenario)
        except ScenarioError:
            return None

    def keep(self, score: Score, scenario: dict[str, Any], keep: int = KEEP) -> None:
        """Note a declaration resolved whole among the best so far."""
        self.best_so_far.append((score, scenario))
        self.best_so_far.sort(key=lambda t: t[0], reverse=True)
        del self.best_so_far[keep:]

    def stopped(self, plain: dict[str, Any]) -> list[tuple[Score, dict[str, Any]]]:
        """What a search stopped by its budget answers: the best declarations it resolved whole, and the
        ``plain`` one (no blocks, no attack) resolved now, best first."""
        answers = list(self.best_so_far)
        result = self.run(plain)
        if result is not None:
            answers.append((self.score(self.outcome_of(result), self.me), plain))
        answers.sort(key=lambda t: t[0], reverse=True)
        return answers[:KEEP]


def tail_of(outcome: Outcome, viewer: str, other: str) -> tuple[int, int, int, int, int]:
    """The objective after the result, for ``viewer``: value, own life and poison, the opponent's."""
    value = outcome.value_lost.get(other, 0) - outcome.value_lost.get(viewer, 0)
    own_life = own_poison = their_life = their_poison = 0
    for (player, _), amount in outcome.life.items():
        if player == viewer:
            own_life += amount
        elif player == other:
            their_life += amount
    for (player, _), amount in outcome.poison.items():
        if player == viewer:
            own_poison += amount
        elif player == other:
            their_poison += amount
    return (value, own_life, -own_poison, -their_life, their_poison)


def _pack_score(tail: tuple[int, ...]) -> int:
    """A tail as one integer whose order is the tuple's (lexicographic) order, and whose sums are sums."""
    out = 0
    for part in tail:
        out = out * _RADIX + part
    return out


def _value_from_final(perm: Permanent, state: dict[str, Any]) -> int:
    """A surviving permanent's value from its final state (its counters may have changed it)."""
    shadow = copy.copy(perm)
    if perm.is_("creature"):
        counters = state.get("counters", {})
        bonus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        shadow.pump_power = shadow.pump_toughness = 0
        shadow.counters = {"+1/+1": max(0, bonus), "-1/-1": max(0, -bonus), "shield": counters.get("shield", 0)}
        shadow.regeneration_shields = state.get("regeneration_shields", 0)
    if perm.is_("planeswalker"):
        shadow.loyalty = state.get("loyalty", perm.loyalty)
    if perm.is_("battle"):
        shadow.defense = state.get("defense", perm.defense)
    return permanent_value(shadow)


# What the engine tells about a damage step.
@dataclass
class StepInfo:
    """What an attacker may divide in one damage step, as the engine sees it when the step begins."""

    step: str
    power: int
    kind: str
    #: The creatures it divides among, in the engine's order (blockers still in combat).
    creatures: list[str]
    #: Lethal damage for each (510.1c, 702.2c), as the engine counts it for trample and order.
    lethal: dict[str, int]
    #: Damage from this source that destroys it now (None: it can't be destroyed by this damage).
    death_at: dict[str, int | None]
    #: Recipients whose damage may be prevented (prevention, protection) or that come back when they die.
    unusual: set[str]
    #: Its damage gives -1/-1 counters (wither, infect).
    shrink: bool
    #: What it may damage past its blockers: [target] or [planeswalker, its controller].
    targets: list[str]
    target_lethal: int
    trample: bool
    as_though: bool

    def has_choice(self) -> bool:
        return self.power > 0 and self.kind in ("blocked", "unblocked") and len(self.creatures) + len(self.targets) >= 2

    def renamed(self, back: dict[str, str]) -> StepInfo:
        def n(x: str) -> str:
            return back.get(x, x)
        return StepInfo(self.step, self.power, self.kind, [n(c) for c in self.creatures],
                        {n(c): v for c, v in self.lethal.items()}, {n(c): v for c, v in self.death_at.items()},
                        {n(c) for c in self.unusual}, self.shrink, [n(t) for t in self.targets], self.target_lethal,
                        self.trample, self.as_though)


def _step_info(combat: Combat, source: str, step: str) -> StepInfo:
    perm = combat.permanents[source]
    rec = combat.recipients(source)
    creatures = list(rec.creatures)
    reach = [t for t in (rec.target, rec.past_planeswalker) if t is not None]
    if rec.kind not in ("blocked", "unblocked") or len(creatures) + len(reach) < 2:
        # Nothing to divide: only its power counts (a double striker's second step).
        return StepInfo(step, max(0, combat.combat_damage_amount(source)), rec.kind, creatures, {}, {}, set(), False,
                        reach, 0, False, False)
    ledger = Ledger()
    shrink = perm.has("wither") or perm.has("infect")
    deathtouch = perm.has("deathtouch")
    lethal: dict[str, int] = {}
    death_at: dict[str, int | None] = {}
    unusual: set[str] = set()
    for c in creatures:
        other = combat.permanents[c]
        lethal[c] = combat.lethal(c, source, ledger) or 0
        if (other.prevent or other.protected_from(perm) or any(other.has(k) for k in DEATH_LINKS)
                or other.counters.get("shield") or other.regeneration_shields or other.has("umbra_armor")):
            unusual.add(c)
        if other.has("indestructible"):
            death_at[c] = max(1, other.toughness) if shrink else None
        elif deathtouch:
            death_at[c] = 1
        else:
            death_at[c] = max(1, other.toughness - other.damage)
    targets = [t for t in (rec.target, rec.past_planeswalker) if t is not None]
    for t in targets:
        holder = combat.players.get(t) or combat.permanents.get(t)
        if holder is not None and (holder.prevent or (isinstance(holder, Permanent) and holder.protected_from(perm))):
            unusual.add(t)
    target_lethal = 0
    if rec.past_planeswalker is not None and rec.target is not None and rec.target != rec.past_planeswalker:
        target_lethal = combat.lethal(rec.target, source, ledger) or 0
    return StepInfo(step, max(0, combat.combat_damage_amount(source)), rec.kind, creatures, lethal, death_at, unusual,
                    shrink, targets,
                    target_lethal, perm.has("trample") or perm.has("trample_over_planeswalkers"),
                    rec.as_though_unblocked)


class _Probe(Combat):
    """The engine's combat, noting what each attacker may divide as each damage step begins."""

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.captured: dict[tuple[str, str], StepInfo] = {}

    def damage_step(self, step: str, participants: list[str]) -> None:
        for source in participants:
            if source in self.attacks:
                self.captured[(source, step)] = _step_info(self, source, step)
        super().damage_step(step, participants)


def resolve_noting(scenario: dict[str, Any]) -> tuple[dict[str, Any], dict[tuple[str, str], StepInfo]]:
    """:func:`pyengine.resolve`, also returning what each attacker could divide at each damage step."""
    setup, problems = _checked_setup(scenario)
    if problems or setup is None:
        raise ScenarioError.from_problems(problems or [Problem("invalid-scenario", "unreadable scenario")])
    combat = _Probe(setup)
    try:
        setup.ruleset.run_combat(combat)
    except GameOver:
        pass
    result: dict[str, Any] = {"ok": True, "ruleset": setup.ruleset.name, "before_damage": combat.before_damage,
                              "steps": combat.steps, "final": setup.ruleset.final_state(combat)}
    return result, combat.captured


# The attacker's divisions.
Division = dict[str, int]


def step_divisions(info: StepInfo, *, final: bool, legal: Callable[[Division], bool]) -> list[Division]:
    """The divisions of one damage step worth trying (see the module docstring): legal ones (``legal``
    adds the ruleset's order rule), one for each distinct effect, and only the unbeaten ones when more
    damage can only do more harm."""
    power = info.power
    creatures = info.creatures
    targets = info.targets
    # Each creature's amounts, 0 to its bound (more is the same as the bound), and their effect classes.
    tables: list[list[int]] = []
    bounds: list[int] = []
    for c in creatures:
        lethal, death = info.lethal[c], info.death_at[c]
        if c in info.unusual:
            bound = power
            table = list(range(power + 1))
        elif not final or info.shrink:
            cap = death if death is not None else lethal
            bound = max(lethal, cap)
            table = [min(x, cap) for x in range(max(bound, power) + 1)]
        elif death is None:
            bound = lethal
            table = [0] * (max(bound, power) + 1)
        else:
            bound = max(lethal, death)
            table = [1 if x >= death else 0 for x in range(max(bound, power) + 1)]
        tables.append(table)
        bounds.append(bound)

    def trample_ok(division: Division, past: int) -> bool:
        if not past:
            return True
        if info.as_though and past == power:
            return True
        if info.as_though and not info.trample:
            return False
        if info.kind == "blocked" and any(division.get(c, 0) < info.lethal[c] for c in creatures):
            return False
        return not (len(targets) == 2 and division.get(targets[1], 0) and division.get(targets[0], 0) < info.target_lethal)

    found: dict[tuple[int, ...], Division] = {}

    def emit(amounts: list[int], to_targets: list[int]) -> None:
        signature = tuple([t[x] for t, x in zip(tables, amounts)] + to_targets)
        if signature in found:
            return
        division = {c: x for c, x in zip(creatures, amounts) if x}
        for t, x in zip(targets, to_targets):
            if x:
                division[t] = division.get(t, 0) + x
        if trample_ok(division, sum(to_targets)) and legal(division):
            found[signature] = division

    n = len(creatures)

    def walk(i: int, left: int, amounts: list[int]) -> None:
        if i < n:
            for x in range(min(bounds[i], left) + 1):
                amounts.append(x)
                walk(i + 1, left - x, amounts)
                amounts.pop()
            return
        if left == 0:
            emit(amounts, [0] * len(targets))
        if targets and (info.trample or info.kind == "unblocked"):
            if len(targets) == 1:
                if left:
                    emit(amounts, [left])
            else:
                for first in range(left + 1):
                    emit(amounts, [first, left - first])
        if left:
            for j in range(n):
                if amounts[j] >= bounds[j] and amounts[j] > 0:
                    more = list(amounts)
                    more[j] += left
                    emit(more, [0] * len(targets))
                    break

    walk(0, power, [])
    if info.as_though and targets:
        emit([0] * n, [power] + [0] * (len(targets) - 1))
    signatures = list(found)
    if not info.unusual:
        signatures = [s for s in signatures
                      if not any(o != s and all(a >= b for a, b in zip(o, s)) for o in signatures)]
    return [found[s] for s in signatures]


def first_strike_divisions(info: StepInfo, power2: int, *, ordered: bool) -> list[Division] | None:
    """A double striker's first-step divisions worth trying, by what they lead to, or ``None`` when this
    shortcut does not apply (wither or infect, prevention, protection, undying, indestructible, damage
    as though unblocked, trample over planeswalkers).

    Without those, a fight ends the same whenever the same creatures die in the first step (they deal
    no regular damage) and the same ones by the end: the rest of the first step's damage only
    prepays the second. So for each pair (dead after the first step ⊆ dead at the end) it can reach —
    the end within the second step's power ``power2`` once the first step's leftover is prepaid on
    them — one division: lethal damage to the first set, the leftover on the others of the second
    (in ``mtg-2020`` on one of them: the next in the damage assignment order), or past them all with
    trample. Only pairs no other pair contains on both counts are kept (more dead is never better for
    the defender here)."""
    creatures = info.creatures
    if info.shrink or info.unusual or info.as_though or len(info.targets) > 1:
        return None
    if any(info.death_at[c] is None for c in creatures):
        return None
    need = {c: max(1, int(info.death_at[c] or 0)) for c in creatures}
    power = info.power
    tramples = bool(info.targets) and info.trample
    found: dict[tuple[frozenset[str], frozenset[str]], Division] = {}
    for size in range(len(creatures) + 1):
        for first in itertools.combinations(creatures, size):
            spent = sum(need[c] for c in first)
            if spent > power:
                continue
            rest = [c for c in creatures if c not in first]
            if not rest:
                lethal = {c: max(need[c], info.lethal[c]) for c in creatures}
                if tramples and sum(lethal.values()) <= power:
                    division = dict(lethal)
                    if power > sum(lethal.values()):
                        division[info.targets[0]] = power - sum(lethal.values())
                    found[(frozenset(first), frozenset(first))] = division
                    continue
            for more in range(len(rest) + 1):
                for later in itertools.combinations(rest, more):
                    prepaid_on = [[c] for c in later] if ordered else [list(later)]
                    for targets in prepaid_on or [[]]:
                        division = {c: need[c] for c in first}
                        left = power - spent
                        prepaid = 0
                        for c in targets:
                            give = min(left, need[c] - 1)
                            if give:
                                division[c] = give
                                left -= give
                                prepaid += give
                        if sum(need[c] for c in later) - prepaid > power2:
                            continue  # the second step can't finish them
                        if left and first:
                            division[first[0]] += left
                            left = 0
                        if left and not (ordered and prepaid):
                            for c in rest:
                                if c in later or (ordered and c in division):
                                    continue
                                give = min(left, need[c] - 1 - division.get(c, 0))
                                if give > 0:
                                    division[c] = division.get(c, 0) + give
                                    left -= give
                                if ordered or not left:
                                    break
                        if left:
                            continue
                        found.setdefault((frozenset(first), frozenset(first) | frozenset(later)), division)
    pairs = list(found)
    kept = [p for p in pairs if not any(o != p and p[0] <= o[0] and p[1] <= o[1] for o in pairs)]
    return [found[p] for p in kept]


def damage_order(creatures: list[str], steps: list[tuple[Division, dict[str, int], list[str]]]) -> list[str] | None:
    """A damage assignment order (509.2) that allows each step's division, or ``None``: a creature may be
    assigned damage only once every creature before it (still in combat) is assigned lethal damage.

    Built greedily: a creature can come next when, in each step where it is still there and not assigned
    lethal damage, no creature left to place is assigned any (any order that works can be reached so)."""
    remaining = list(creatures)
    order: list[str] = []
    while remaining:
        for c in remaining:
            if all(division.get(c, 0) >= lethal.get(c, 0) or c not in alive
                   or not any(division.get(d, 0) for d in remaining if d != c and d in alive)
                   for division, lethal, alive in steps):
                order.append(c)
                remaining.remove(c)
                break
        else:
            return None
    return order


# The defender: blocks.
@dataclass
class Plan:
    """How the attacker plays one fight: its blockers' order and its explicit divisions by step."""

    order: tuple[str, ...]
    divisions: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    def division(self, step: str) -> Division:
        return dict(next((d for s, d in self.divisions if s == step), ()))


@dataclass
class Played:
    """One plan of a fight, resolved."""

    plan: Plan
    outcome: Outcome
    #: What the attacker could divide at each of its damage steps.
    steps: list[StepInfo]
    #: The divisions the engine used for the attacker, by step.
    used: dict[str, Division]


@dataclass
class Fight:
    """A fight's summary for the combination search."""

    key: tuple[str, tuple[str, ...]]
    best: Played
    #: The defender's tail under the attacker's best plan, packed (see :func:`_pack_score`).
    tail: int
    #: The most the attacker can make the defender lose: life by "pre", "first-strike", "regular"; poison.
    threat: tuple[int, int, int, int]
    threat_plans: tuple[Played, ...]
    #: False for a fight not resolved yet: its tail is then at least as good as the real one, and its
    #: threat no greater (see :meth:`BlockSearch.hopeful`).
    exact: bool = True


class BlockSearch(Advisor):
    """The best blocks for the defending player against the scenario's attackers."""

    def __init__(self, scenario: dict[str, Any], budget: SearchBudget | None = None) -> None:
        super().__init__(scenario, "defender", budget)
        self.base = {k: v for k, v in scenario.items()
                     if k not in ("blockers", "assignments", "damage_assignment_order")}
        self.raw = {p["id"]: p for p in scenario.get("permanents", []) if isinstance(p, dict)}
        self.attackers = [a.id for a in self.setup.attackers]
        if len(self.attackers) > ADVISE_MAX_ATTACKERS:
            raise too_large(f"the advisor searches blocks against at most {ADVISE_MAX_ATTACKERS} attackers, not "
                            f"{len(self.attackers)} (ADVISE_MAX_ATTACKERS)", "$.attackers")
        self.classes: list[list[str]] = []
        #: Each attacker's ways of being blocked: (creatures taken of each kind, fight key).
        self._options: dict[str, list[tuple[tuple[int, ...], tuple[str, tuple[str, ...]]]]] = {}
        #: The best combinations of resolved fights met so far (what a stopped search falls back on).
        self._exact_top: list[tuple[int, list[tuple[tuple[int, ...], Fight]]]] = []
        self.targets = {a.id: a.target for a in self.setup.attackers}
        defenders = [p for p in self.setup.permanents.values()
                     if p.controller == self.me and p.is_("creature") and not p.tapped]
        self.eligible = {a: [b.id for b in defenders if why_cannot_block(
            b, self.setup.permanents[a], self.targets[a], self.setup, self.rules) is None] for a in self.attackers}
        self.defenders = [b.id for b in defenders]
        self.fights: dict[tuple[str, tuple[str, ...]], Fight | None] = {}
        self._unhurt: set[tuple[str, tuple[str, ...]]] = set()
        self._hopeful: dict[tuple[str, tuple[str, ...]], Fight] = {}
        self._eager: set[str] | None = None
        #: Whether attack triggers look at other attackers or other permanents (exalted, battle cry, …):
        #: then each fight keeps the whole board; otherwise it holds only its own creatures.
        self.attackers_interact = any(p.has(k) for p in self.setup.permanents.values() for k in ATTACK_LINKS)
        self.method = "fights"

    def independent(self) -> bool:
        """Whether the combat splits into independent fights (see the module docstring)."""
        perms = self.setup.permanents.values()
        poisonous = any(self.setup.permanents[a].has("infect") or self.setup.permanents[a].has("toxic")
                        for a in self.attackers)
        # Two attackers at one planeswalker or battle share its loyalty or defense: what one fight
        # costs depends on the other, so the fights can't be scored apart.
        targets = [self.targets[a] for a in self.attackers if self.targets[a] in self.setup.permanents]
        shared_target = len(targets) != len(set(targets))
        # Commander damage (903.10a) adds up across fights by commander, not by moment: resolved whole.
        return not (self.scenario.get("actions") or any(a.provoke or a.band or a.enlist for a in self.setup.attackers)
                    or any(p.commander_damage for p in self.setup.players.values())
                    or any(p.commander for p in self.setup.permanents.values())
                    or any(p.has("extra_blocks") or p.has("banding") or any(p.has(k) for k in REQUIREMENT_LINKS)
                           for p in perms)
                    or (self.attackers_interact and poisonous) or shared_target)

    # Resolving fights, many at once.
    def _board(self, jobs: list[tuple[tuple[str, tuple[str, ...]], Plan]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
        """One scenario holding these fights side by side (each's creatures renamed apart), and for each
        fight the map from the scenario's ids back to the board's."""
        scenario = {k: v for k, v in self.base.items() if k not in ("permanents", "attackers")}
        whole = self.attackers_interact
        scenario["players"] = [dict(p, life=p.get("life", 20) + LIFE_OFFSET if whole else LIFE_OFFSET, poison=0)
                               for p in self.base["players"]]
        permanents: list[dict[str, Any]] = []
        attackers: list[dict[str, Any]] = []
        blockers: list[dict[str, Any]] = []
        assignments: list[dict[str, Any]] = []
        maps = []
        for j, ((attacker, _), plan) in enumerate(jobs):
            target = self.targets[attacker]
            members = [attacker, *plan.order] + ([target] if target in self.setup.permanents else [])
            name = {m: m if whole else f"{m}\x1f{j}" for m in members}
            maps.append({name[m]: m for m in members})
            if not whole:
                permanents += [dict(self.raw[m], id=name[m]) for m in members]
                attackers.append({"id": name[attacker], "target": name.get(target, target)})
            blockers += [{"id": name[b], "blocks": [name[attacker]]} for b in plan.order]
            assignments += [{"source": name[attacker], "step": step,
                             "division": {name.get(r, r): x for r, x in division}}
                            for step, division in plan.divisions]
        if whole:
            permanents, attackers = self.base["permanents"], self.base["attackers"]
        scenario.update(permanents=permanents, attackers=attackers, blockers=blockers)
        if assignments:
            scenario["assignments"] = assignments
        return scenario, maps

    def _play(self, jobs: list[tuple[tuple[str, tuple[str, ...]], Plan]]) -> list[Played | None]:
        """Resolve each fight with its plan (``None``: the engine refuses it)."""
        out: list[Played | None] = [None] * len(jobs)
        alone = self.attackers_interact
        groups: list[list[int]] = []
        shared: list[int] = []
        for i, ((attacker, blockers), _) in enumerate(jobs):
            perm = self.setup.permanents[attacker]
            reaches = not blockers or any(perm.has(k) for k in (
                "trample", "trample_over_planeswalkers", "damage_as_though_unblocked"))
            if alone or perm.has("toxic") or (perm.has("infect") and reaches):
                groups.append([i])  # poison can't be lifted out of reach: one fight per scenario
            else:
                shared.append(i)
        groups += [shared[k:k + PACK] for k in range(0, len(shared), PACK)]
        while groups:
            group = groups.pop()
            self.budget.spend()
            scenario, maps = self._board([jobs[i] for i in group])
            self.resolutions += 1
            try:
                result, captured = resolve_noting(scenario)
            except ScenarioError:
                if len(group) > 1:
                    groups += [[i] for i in group]
                continue
            self.fights_resolved += len(group)
            outcomes = self.outcomes_of(result, maps)
            by_source: dict[str, dict[str, Division]] = {}
            for step in result["steps"]:
                for a in step["assignments"]:
                    by_source.setdefault(a["source"], {})[step["name"]] = a["division"]
            for i, back, outcome in zip(group, maps, outcomes):
                (attacker, _), plan = jobs[i]
                ident = next(r for r, m in back.items() if m == attacker)
                steps = [captured[(ident, s)].renamed(back) for s in ("first-strike", "regular")
                         if (ident, s) in captured]
                used = {name: {back.get(r, r): x for r, x in division.items()}
                        for name, division in by_source.get(ident, {}).items()}
                out[i] = Played(plan, outcome, steps, used)
        return out

    def _legal(self, step_lethal: dict[str, int]) -> Callable[[Division], bool]:
        if not self.rules.has_damage_assignment_order:
            return lambda division: True
        return lambda division: sum(1 for c, x in division.items()
                                    if c in step_lethal and 0 < x < step_lethal[c]) <= 1

    def _order(self, blockers: tuple[str, ...], steps: list[tuple[Division, StepInfo]]) -> tuple[str, ...] | None:
        if not self.rules.has_damage_assignment_order:
            return blockers
        order = damage_order(list(blockers), [(d, info.lethal, info.creatures) for d, info in steps])
        return tuple(order) if order is not None else None

    def evaluate(self, keys: list[tuple[str, tuple[str, ...]]]) -> None:
        """Resolve every fight in ``keys`` under every plan worth trying, and summarise each."""
        keys = [k for k in dict.fromkeys(keys) if k not in self.fights]
        played: dict[tuple[str, tuple[str, ...]], list[Played]] = {k: [] for k in keys}
        probes = self._play([(k, Plan(k[1])) for k in keys])
        second: list[tuple[tuple[str, tuple[str, ...]], Plan]] = []
        probes2: list[tuple[tuple[str, tuple[str, ...]], Plan]] = []
        for key, probe in zip(keys, probes):
            if probe is None:
                continue
            played[key].append(probe)
            if len(probe.steps) == 1 and probe.steps[0].has_choice():
                info = probe.steps[0]
                auto = self._signature(info, probe.used.get(info.step, {}))
                for division in step_divisions(info, final=True, legal=self._legal(info.lethal)):
                    order = self._order(key[1], [(division, info)])
                    if order is not None and self._signature(info, division) != auto:
                        second.append((key, Plan(order, ((info.step, tuple(division.items())),))))
            elif len(probe.steps) == 2:
                first = probe.steps[0]
                if not first.has_choice():
                    probes2.append((key, Plan(probe.plan.order, ())))
                    continue
                firsts = first_strike_divisions(first, probe.steps[1].power, ordered=self.rules.has_damage_assignment_order)
                if firsts is not None:
                    second += [(key, plan) for plan in self._two_steps(key[1], first, probe.steps[1].power, firsts)]
                    continue
                for division in step_divisions(first, final=False, legal=self._legal(first.lethal)):
                    order = self._order(key[1], [(division, first)])
                    if order is not None:
                        probes2.append((key, Plan(order, ((first.step, tuple(division.items())),))))
        results = self._play(second + [p for p in probes2 if p[1].divisions])
        for (key, _), res in zip(second + [p for p in probes2 if p[1].divisions], results):
            if res is not None:
                played[key].append(res)
        third: list[tuple[tuple[str, tuple[str, ...]], Plan]] = []
        for key, plan in probes2:
            base = next((p for p in played[key] if p.plan == plan), None) if plan.divisions else played[key][0]
            if base is None or len(base.steps) < 2 or not base.steps[1].has_choice():
                continue
            first, info = base.steps
            division1 = base.used.get(first.step, {})
            auto = self._signature(info, base.used.get(info.step, {}))
            for division in step_divisions(info, final=True, legal=self._legal(info.lethal)):
                order = self._order(key[1], [(division1, first), (division, info)])
                if order is None or (self._signature(info, division) == auto and order == base.plan.order):
                    continue
                third.append((key, Plan(order, ((first.step, tuple(division1.items())),
                                                (info.step, tuple(division.items()))))))
        for (key, _), res in zip(third, self._play(third)):
            if res is not None:
                played[key].append(res)
        for key in keys:
            self.fights[key] = self._summarise(key, played[key]) if played[key] else None

    def _two_steps(self, blockers: tuple[str, ...], first: StepInfo, power2: int,
                   firsts: list[Division]) -> list[Plan]:
        """Whole plans for a double striker from its first-step divisions (see
        :func:`first_strike_divisions`): the second step as it will begin — the creatures not destroyed,
        lethal damage less what the first step marked, the same power — and its divisions; one plan for
        each outcome (dead after the first step, dead at the end, damage past them in each step), only
        those no other beats on every count."""
        plans: dict[tuple[frozenset[str], frozenset[str], int, int], Plan] = {}
        targets = first.targets
        for x1 in firsts:
            dead1 = frozenset(c for c in first.creatures if x1.get(c, 0) >= (first.death_at[c] or 0))
            alive = [c for c in first.creatures if c not in dead1]
            kind = "blocked" if alive else ("unblocked" if targets else "none")
            info = StepInfo("regular", power2, kind, alive, {c: max(0, first.lethal[c] - x1.get(c, 0)) for c in alive},
                            {c: (first.death_at[c] or 0) - x1.get(c, 0) for c in alive}, set(), False, list(targets),
                            0, first.trample, False)
            seconds: list[Division | None] = [None]
            if kind != "none" and power2 > 0:
                seconds = list(step_divisions(info, final=True, legal=self._legal(info.lethal)))
            past1 = sum(x1.get(t, 0) for t in targets)
            for x2 in seconds:
                steps = [(x1, first)] + ([(x2, info)] if x2 is not None else [])
                order = self._order(blockers, steps)
                if order is None:
                    continue
                dead = dead1 | frozenset(c for c in alive if x2 is not None and x2.get(c, 0) >= (info.death_at[c] or 0))
                past2 = sum(x2.get(t, 0) for t in targets) if x2 is not None else 0
                divisions: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ((first.step, tuple(x1.items())),)
                if x2 is not None:
                    divisions += (("regular", tuple(x2.items())),)
                plans.setdefault((dead1, dead, past1, past1 + past2), Plan(order, divisions))
        keys = list(plans)
        return [plans[k] for k in keys if not any(
            o != k and k[0] <= o[0] and k[1] <= o[1] and k[2] <= o[2] and k[3] <= o[3] for o in keys)]

    @staticmethod
    def _signature(info: StepInfo, division: Division) -> tuple[tuple[str, int], ...]:
        return tuple(sorted((r, x) for r, x in division.items() if x))

    def _summarise(self, key: tuple[str, tuple[str, ...]], plays: list[Played]) -> Fight:
        me, other = self.me, self.opponent
        best = max(plays, key=lambda p: tail_of(p.outcome, other, me))  # the attacker divides as suits it
        threats = []
        for p in plays:
            life = [p.outcome.life.get((me, m), 0) for m in MOMENTS]
            poison = sum(p.outcome.poison.get((me, m), 0) for m in MOMENTS)
            threats.append((-life[0], -sum(life[:2]), -sum(life[:4]), poison))
        picks = tuple(max(range(len(plays)), key=lambda i: threats[i][c]) for c in range(4))
        threat = tuple(threats[i][c] for c, i in enumerate(picks))
        return Fight(key, best, _pack_score(tail_of(best.outcome, me, other)), threat,  # type: ignore[arg-type]
                     tuple(plays[i] for i in picks))

    def _attacker_unhurt(self) -> bool:
        """The fights' sums hold only if the attacking player can't lose anything in them."""
        other = self.opponent
        for key, fight in self.fights.items():
            if fight is None or key in self._unhurt:
                continue
            self._unhurt.add(key)
            for p in (fight.best, *fight.threat_plans):
                if any(v < 0 for (pl, _), v in p.outcome.life.items() if pl == other) or any(
                        v for (pl, _), v in p.outcome.poison.items() if pl == other):
                    return False
        return True

    # Combining fights.
    def search(self) -> list[tuple[Score, dict[str, Any]]]:
        """The best block declarations, best first: (score, whole scenario with the attacker's plans).
        When the budget runs out first, the best found so far (see :meth:`Advisor.stopped`)."""
        try:
            return self._search()
        except SearchStopped:
            plain = copy.deepcopy(self.base)
            greedy = self._greedy()
            tops = [picks for _, picks in self._exact_top] + ([greedy] if greedy is not None else [])
            self.best_so_far += [(self.score(self.outcome_of(result), self.me), board) for board in (
                self._declaration(self.classes, picks) for picks in tops)
                if (result := self.run(board)) is not None]
            return self.stopped(plain)

    def _greedy(self) -> list[tuple[tuple[int, ...], Fight]] | None:
        """For a stopped search: the most threatening attacker first, each takes, among its fights
        resolved so far, the one that costs the defender least life (then the best for it) with the
        creatures still free; ``None`` when some attacker has no fight resolved."""
        resolved = {a: [(v, f) for v, key in opts if (f := self.fights.get(key)) is not None]
                    for a, opts in self._options.items()}
        if not self.classes or len(resolved) != len(self.attackers) or not all(resolved.values()):
            return None
        free = [list(c) for c in self.classes]
        picks: list[tuple[tuple[int, ...], Fight]] = []
        for attacker in sorted(self.attackers, key=lambda a: -max(f.threat[2] for _, f in resolved[a])):
            fits = [(v, f) for v, f in resolved[attacker] if all(
                n <= sum(m in self.eligible[attacker] for m in free[i]) for i, n in enumerate(v))]
            if not fits:
                return None
            vector, fight = min(fits, key=lambda o: (o[1].threat[2], o[1].threat[3], -o[1].tail))
            for i, n in enumerate(vector):
                for m in [m for m in free[i] if m in self.eligible[attacker]][:n]:
                    free[i].remove(m)
            picks.append((vector, fight))
        rank = {a: i for i, a in enumerate(self.attackers)}
        return sorted(picks, key=lambda p: rank[p[1].key[0]])

    def _search(self) -> list[tuple[Score, dict[str, Any]]]:
        if not self.independent():
            self.method = "whole"
            return self._exhaustive()
        classes = self.classes = _classes(self.setup, self.defenders)
        per_attacker = self._options
        for attacker in self.attackers:
            menace = self.setup.permanents[attacker].has("menace")
            members = [[m for m in c if m in self.eligible[attacker]] for c in classes]
            # Counted before they are built: a fight per way of choosing blockers.
            self.budget.spend(math.prod(len(m) + 1 for m in members))
            per_attacker[attacker] = []
            for vector in itertools.product(*(range(len(m) + 1) for m in members)):
                if menace and sum(vector) == 1:
                    continue  # 702.111b: never legal
                chosen = tuple(b for i, n in enumerate(vector) for b in members[i][:n])
                per_attacker[attacker].append((vector, (attacker, chosen)))
        # Fights of one blocker or none are resolved first; bigger ones only once a combination that
        # might be among the best needs them (until then they count as well as they possibly could).
        keys = [key for opts in per_attacker.values() for _, key in opts]
        self.evaluate([k for k in keys if len(k[1]) <= EAGER_BLOCKERS or not self._may_wait(k)])
        while True:
            if not self._attacker_unhurt():
                self.method = "whole"
                return self._exhaustive()
            options: dict[str, list[tuple[tuple[int, ...], Fight]]] = {a: [] for a in self.attackers}
            for a in self.attackers:
                for vector, key in per_attacker[a]:
                    fight = self.fights[key] if key in self.fights else self.hopeful(key)
                    if fight is not None:
                        options[a].append((vector, fight))
            found = self._combine(classes, options, safe=True, keep=KEEP + LOOKAHEAD)
            if found and all(f.exact for _, picks in found[:KEEP] for _, f in picks):
                found = found[:KEEP]  # the best are all resolved: the rest can only be worse
            if not found:
                # Every declaration loses the game, and all score alike: show, of the fights resolved so
                # far, the declaration that would do best otherwise.
                exact = {a: [(v, f) for v, f in opts if f.exact] for a, opts in options.items()}
                found = self._combine(classes, exact, safe=False)
            waiting = [f.key for _, picks in found for _, f in picks if not f.exact]
            if not waiting:
                break
            self.evaluate(waiting)
        boards = [(self._declaration(classes, picks), picks) for _, picks in found]
        answers = []
        for board, picks in boards:
            result = self.run(board)
            if result is not None:
                answers.append((self.score(self.outcome_of(result), self.me), board))
        answers.sort(key=lambda a: a[0], reverse=True)
        return answers

    #: Keywords whose triggers change power, toughness or life before damage, or bring a creature back:
    #: a fight with them is resolved at once, never guessed at.
    EAGER = DEATH_LINKS + ATTACK_LINKS + ("bushido", "rampage", "flanking", "frenzy", "afflict", "provoke")

    def _may_wait(self, key: tuple[str, tuple[str, ...]]) -> bool:
        if self._eager is None:
            self._eager = {p.id for p in self.setup.permanents.values() if any(p.has(k) for k in self.EAGER)}
        attacker, blockers = key
        return not self.attackers_interact and attacker not in self._eager and not any(
            b in self._eager for b in blockers)

    def hopeful(self, key: tuple[str, tuple[str, ...]]) -> Fight:
        """A fight not resolved yet, at its best for the defender: nothing of the defender's lost, the
        attacker destroyed if the blockers could destroy it (else shrunk as much as they could shrink
        it), the lifelink blockers gaining all they can, no damage to the defender."""
        found = self._hopeful.get(key)
        if found is not None:
            return found
        attacker, blockers = key
        perms = self.setup.permanents
        strikes = {b: max(0, perms[b].toughness if perms[b].has("damage_by_toughness") else perms[b].power)
                   * (2 if perms[b].has("double_strike") else 1) for b in blockers}
        gain = sum(strikes[b] * perms[b].count("lifelink") for b in blockers)
        a = perms[attacker]
        shrink = sum(strikes[b] for b in blockers if perms[b].has("wither") or perms[b].has("infect"))
        killable = shrink >= a.toughness or not a.has("indestructible") and (
            sum(strikes.values()) >= a.toughness - a.damage
            or any(perms[b].has("deathtouch") and strikes[b] for b in blockers))
        value = self.values[attacker] if killable else min(self.values[attacker], 4 * shrink)
        found = Fight(key, None, _pack_score((value, gain, 0, 0, 0)),  # type: ignore[arg-type]
                      (0, -gain, -gain, 0), (), exact=False)
        self._hopeful[key] = found
        return found

    def _combine(self, classes: list[list[str]], options: dict[str, list[tuple[tuple[int, ...], Fight]]],
                 *, safe: bool, keep: int = KEEP) -> list[tuple[int, list[tuple[tuple[int, ...], Fight]]]]:
        """Branch and bound: the ``keep`` best combinations (one option per attacker, within the
        creatures there are) that don't lose (``safe``), best first."""
        order = sorted(self.attackers, key=lambda a: len(options[a]))
        opts = [sorted(options[a], key=lambda o: o[1].tail, reverse=True) for a in order]
        if any(not o for o in opts):
            return []
        n = len(order)
        sizes = [len(c) for c in classes]
        life, poison = self.start_life[self.me]
        limits = (life, life, life, 10 - poison)
        best_rest = [0] * (n + 1)
        least_rest = [(0, 0, 0, 0)] * (n + 1)
        for i in range(n - 1, -1, -1):
            best_rest[i] = best_rest[i + 1] + opts[i][0][1].tail
            least_rest[i] = tuple(least_rest[i + 1][c] + min(f.threat[c] for _, f in opts[i])  # type: ignore[assignment]
                                  for c in range(4))
        top: list[tuple[int, list[tuple[tuple[int, ...], Fight]]]] = []
        chosen: list[tuple[tuple[int, ...], Fight]] = []
        # Creatures used per kind, packed 8 bits a kind with a guard bit: a kind over its size clears its guard.
        # When every kind has one creature, a plain bit mask.
        single = all(size == 1 for size in sizes)
        width = 1 if single else 8
        room = sum((128 + size) << (8 * k) for k, size in enumerate(sizes))
        guard = sum(128 << (8 * k) for k in range(len(sizes)))
        full = (1 << len(sizes)) - 1
        flat = [[(f.tail, sum(x << (width * k) for k, x in enumerate(v)), f.threat, v, f) for v, f in o] for o in opts]
        l0, l1, l2, l3 = limits

        bounds: dict[tuple[int, int], int] = {}
        exact_top = self._exact_top
        spend = self.budget.spend
        # Each attacker's best tail for each vector of creatures (the bound needs no more).
        best_of: list[dict[int, int]] = []
        for options_i in flat:
            table: dict[int, int] = {}
            for tail, packed, _, _, _ in options_i:
                if table.get(packed, tail - 1) < tail:
                    table[packed] = tail
            best_of.append(table)

        def bound(i: int, used: int) -> int:
            """The best total the attackers from ``i`` on can add, with what is left (threat ignored)."""
            if i == n:
                return 0
            key = (i, used)
            found = bounds.get(key)
            if found is None:
                table = best_of[i]
                if single:
                    free = full & ~used
                    spend(1 << bin(free).count("1"))  # the subsets of what is free, each looked up
                    sub = free
                    found = table[0] + bound(i + 1, used) if 0 in table else None
                    while sub:
                        tail = table.get(sub)
                        if tail is not None:
                            value = tail + bound(i + 1, used | sub)
                            if found is None or value > found:
                                found = value
                        sub = (sub - 1) & free
                else:
                    spend(len(table))
                    left = room - used
                    found = max(tail + bound(i + 1, used + packed) for packed, tail in table.items()
                                if (left - packed) & guard == guard)
                bounds[key] = found if found is not None else -(1 << 400)
            return bounds[key]


        def visit(i: int, acc: int, used: int, t0: int, t1: int, t2: int, t3: int) -> None:
            if i == n:
                self.candidates += 1
                top.append((acc, list(chosen)))
                top.sort(key=lambda t: t[0], reverse=True)
                del top[keep:]
                if safe and all(f.exact for _, f in chosen):
                    exact_top.append((acc, list(chosen)))
                    exact_top.sort(key=lambda t: t[0], reverse=True)
                    del exact_top[KEEP:]
                return
            spend(len(flat[i]))
            m0, m1, m2, m3 = least_rest[i + 1]
            for tail, packed, threat, vector, fight in flat[i]:
                if single:
                    if used & packed:
                        continue
                elif (room - used - packed) & guard != guard:
                    continue
                now = used + packed
                total = acc + tail
                if len(top) == keep and total + bound(i + 1, now) <= top[-1][0]:
                    continue
                n0, n1, n2, n3 = t0 + threat[0], t1 + threat[1], t2 + threat[2], t3 + threat[3]
                if safe and (n0 + m0 >= l0 or n1 + m1 >= l1 or n2 + m2 >= l2 or n3 + m3 >= l3):
                    continue
                chosen.append((vector, fight))
                visit(i + 1, total, now, n0, n1, n2, n3)
                chosen.pop()

        if max(sizes, default=0) > 120:
            raise ScenarioError("not-implemented", "more than 120 identical blockers", "$.permanents")
        visit(0, 0, 0, 0, 0, 0, 0)
        # Back to the scenario's order of attackers.
        rank = {a: i for i, a in enumerate(self.attackers)}
        return [(acc, sorted(picks, key=lambda p: rank[p[1].key[0]])) for acc, picks in top]

    def _declaration(self, classes: list[list[str]], picks: list[tuple[tuple[int, ...], Fight]]) -> dict[str, Any]:
        """The whole scenario of a combination: real creatures in place of each kind's first ones, the
        attacker's orders and divisions."""
        free = [list(c) for c in classes]
        placed: list[tuple[Fight, dict[str, str]]] = []
        for vector, fight in picks:
            attacker, reps = fight.key
            real: dict[str, str] = {}
            for i, n in enumerate(vector):
                picks_i = [m for m in free[i] if m in self.eligible[attacker]][:n]
                reps_i = [r for r in reps if r in classes[i]]
                for m in picks_i:
                    free[i].remove(m)
                real.update(zip(reps_i, picks_i))
            placed.append((fight, real))
        return self._whole(placed)

    def _whole(self, placed: list[tuple[Fight, dict[str, str]]]) -> dict[str, Any]:
        """The whole scenario of fights (each with its creatures' real ids): the attacker plays its best
        plans, or, when together they can make the defender lose, the plans that do."""
        blockers: list[dict[str, Any]] = []
        assignments: list[dict[str, Any]] = []
        life, poison = self.start_life[self.me]
        threat = [sum(f.threat[c] for f, _ in placed) for c in range(4)]
        limits = (life, life, life, 10 - poison)
        lost = next((c for c in range(4) if threat[c] >= limits[c]), None)
        for fight, real in placed:
            attacker = fight.key[0]
            played = fight.best if lost is None else fight.threat_plans[lost]
            blockers += [{"id": real.get(b, b), "blocks": [attacker]} for b in played.plan.order]
            assignments += [{"source": attacker, "step": step, "division": {real.get(r, r): x for r, x in division}}
                            for step, division in played.plan.divisions]
        scenario = copy.deepcopy(self.base)
        if blockers:
            scenario["blockers"] = blockers
        if assignments:
            scenario["assignments"] = assignments
        return scenario

    def reply(self, blockers: list[dict[str, Any]]) -> dict[str, Any]:
        """The whole scenario of these blocks with the attacker's best reply (its orders and divisions);
        with linked fights, or blocks the engine refuses, the blocks as they are (automatic divisions)."""
        plain = copy.deepcopy(self.base)
        if blockers:
            plain["blockers"] = copy.deepcopy(blockers)
        if not self.independent() or any(len(b.get("blocks", [])) != 1 for b in blockers):
            return plain
        mine: dict[str, list[str]] = {a: [] for a in self.attackers}
        for b in blockers:
            if b["blocks"][0] not in mine:
                return plain
            mine[b["blocks"][0]].append(b["id"])
        keys = [(a, tuple(bs)) for a, bs in mine.items()]
        try:
            self.evaluate(keys)
        except SearchStopped:
            return plain
        fights = [self.fights[k] for k in keys]
        if any(f is None for f in fights) or not self._attacker_unhurt():
            return plain
        return self._whole([(f, {}) for f in fights if f is not None])

    def _exhaustive(self) -> list[tuple[Score, dict[str, Any]]]:
        """Every declaration resolved whole (when fights are linked), with the automatic divisions, one at a
        time as they are made (never all built first), until the budget runs out."""
        perms = self.setup.permanents
        choices: list[Callable[[], Iterator[tuple[str, ...]]]] = []
        for b in self.defenders:
            most = min(1 + perms[b].amount("extra_blocks"), len(self.attackers))
            can = [a for a in self.attackers if b in self.eligible[a]]
            choices.append(lambda can=can, most=most: itertools.chain.from_iterable(  # type: ignore[misc]
                itertools.combinations(can, k) for k in range(most + 1)))
        for combo in _lazy_product(choices):
            self.budget.spend()
            declaration: dict[str, list[str]] = {}
            for b, blocked in zip(self.defenders, combo):
                for a in blocked:
                    declaration.setdefault(a, []).append(b)
            scenario = self.declaration_scenario(declaration)
            result = self.run(scenario)
            if result is None:
                continue
            self.candidates += 1
            self.keep(self.score(self.outcome_of(result), self.me), scenario)
        return self.best_so_far

    def declaration_scenario(self, declaration: dict[str, list[str]]) -> dict[str, Any]:
        scenario = copy.deepcopy(self.base)
        blocks: dict[str, list[str]] = {}
        ordered: list[str] = []
        for attacker in self.attackers:
            for b in declaration.get(attacker, []):
                if b not in blocks:
                    ordered.append(b)
                blocks.setdefault(b, []).append(attacker)
        if ordered:
            scenario["blockers"] = [{"id": b, "blocks": blocks[b]} for b in ordered]
        return scenario


def _lazy_product(makers: list[Callable[[], Iterator[tuple[str, ...]]]]) -> Iterator[tuple[tuple[str, ...], ...]]:
    """:func:`itertools.product` of iterables made afresh by ``makers``, never held in memory whole."""
    if not makers:
        yield ()
        return
    iterators = [makers[0]()]
    picked: list[tuple[str, ...]] = []
    while iterators:
        item = next(iterators[-1], None)
        if item is None:
            iterators.pop()
            if picked:
                picked.pop()
        elif len(iterators) == len(makers):
            yield (*picked, item)
        else:
            picked.append(item)
            iterators.append(makers[len(iterators)]())


def _classes(setup: Setup, ids: list[str]) -> list[list[str]]:
    """Creatures that are the same in every respect but id and name, grouped (in order)."""
    groups: dict[tuple[Any, ...], list[str]] = {}
    for ident in ids:
        p = setup.permanents[ident]
        key = (p.controller, tuple(sorted(p.types)), p.power, p.toughness, p.damage, tuple(sorted(p.counters.items())),
               tuple(sorted(p.keywords, key=str)), tuple(sorted(p.colors)), tuple(sorted(p.protection)), p.tapped,
               p.sick, p.prevent, p.base_power, p.base_toughness)
        groups.setdefault(key, []).append(ident)
    return list(groups.values())


# The attacker: attacks (and the divisions that follow the defender's best blocks).
class AttackSearch(Advisor):
    """The best attacks for the active player, each answered by the defender's best blocks."""

    def __init__(self, scenario: dict[str, Any], budget: SearchBudget | None = None) -> None:
        super().__init__(scenario, "attacker", budget)
        self.base = {k: v for k, v in scenario.items()
                     if k not in ("attackers", "blockers", "assignments", "damage_assignment_order")}
        mine = [p for p in self.setup.permanents.values() if p.controller == self.me and p.is_("creature")]
        targets = [self.opponent] + [p.id for p in self.setup.permanents.values()
                                     if (p.is_("planeswalker") or p.is_("battle"))
                                     and why_cannot_be_attacked(p.id, self.setup, self.rules) is None]
        self.choices = [(p.id, targets) for p in mine if why_cannot_attack(p, self.setup, self.rules) is None]

    def search(self) -> list[tuple[Score, dict[str, Any]]]:
        """The best attack declarations, best first; when the budget runs out first, the best so far."""
        try:
            return self._search()
        except SearchStopped:
            return self.stopped(dict(copy.deepcopy(self.base), attackers=[]))

    def _search(self) -> list[tuple[Score, dict[str, Any]]]:
        options = [[None] + list(targets) for _, targets in self.choices]
        total = 1
        for o in options:
            total *= len(o)
        if total > MAX_ATTACKS:
            raise too_large(f"{total} attack declarations are too many to search (at most {MAX_ATTACKS}: "
                            "MAX_ATTACKS)", "$.permanents")
        for combo in itertools.product(*options):
            self.budget.spend()
            attackers = [{"id": cid, "target": t} for (cid, _), t in zip(self.choices, combo) if t is not None]
            scenario = copy.deepcopy(self.base)
            scenario["attackers"] = attackers
            if attackers:
                try:
                    blocks = BlockSearch(scenario, self.budget)
                except ScenarioError:
                    continue
                found = blocks.search()
                if self.budget.reason is not None:
                    raise SearchStopped  # the defender's answer to this attack is not sure: not counted
                self.resolutions += blocks.resolutions
                self.fights_resolved += blocks.fights_resolved
                if not found:
                    continue
                declaration = found[0][1]
            else:
                declaration = scenario
            result = self.run(declaration)
            if result is None:
                continue
            self.candidates += 1
            self.keep(self.score(self.outcome_of(result), self.me), declaration, keep=2)
        return self.best_so_far


def advise(scenario: dict[str, Any], side: str, player: str | None = None, *,
           budget: SearchBudget | None = None) -> dict[str, Any]:
    """The best choice for ``side`` ("defender": blocks; "attacker": attacks and divisions).

    Returns ``{"ok": True, "side", "ruleset", "choice", "outcome", "score", "runner_up", "explanation",
    "search"}`` where ``choice`` holds the ``attackers``/``blockers``/``assignments`` to play, and
    ``outcome`` is the engine's result for it.

    With more than two players the advice is for one defending player at a time (802.4b: each
    defending player's blocks are judged apart): ``player`` names them (by default the first
    defending player attacked, in APNAP order). The defender is advised against the creatures
    attacking them, the attacker on attacks at that player alone; the other players' creatures and
    blocks stay as the scenario has them, and ``outcome`` is the whole board's result.

    The search spends at most ``budget`` (default: :class:`~pyengine.limits.SearchBudget`'s nodes and
    seconds); past it, it answers with the best found so far and ``search.complete`` is false, with the
    ``reason`` ("node-limit" or "time-limit").

    :raises ScenarioError: for an invalid scenario or side.
    """
    if side not in ("defender", "attacker"):
        raise ScenarioError("invalid-scenario", f"side must be 'defender' or 'attacker', not {side!r}", "$.side")
    setup = require_setup(scenario)
    if setup.multiplayer or player is not None:
        return _advise_one_defender(scenario, side, player, setup, budget)
    return _advise_two_players(scenario, side, setup, budget)


def _advise_one_defender(scenario: dict[str, Any], side: str, player: str | None, setup: Setup,
                         budget: SearchBudget | None) -> dict[str, Any]:
    """Advice on a board of more than two players: on the two-player board of the active player and one
    defending player, then played on the whole board (the others' blocks as declared)."""
    if setup.two_headed_giant:
        raise ScenarioError("not-implemented", "the advisor doesn't search a Two-Headed Giant team's combined "
                            "blocks or attacks yet (805.10b, 805.10d)", "$.variant", "805.10d")
    attacked = [p for p in setup.defending_players
                if any(setup.defender_of(a.target) == p for a in setup.attackers)]
    if player is None:
        choices = attacked if side == "defender" else setup.defending_players
        if not choices:
            raise ScenarioError("invalid-scenario", "to advise blocks, the scenario needs its attackers",
                                "$.attackers")
        player = choices[0]
    if player not in setup.defending_players:
        raise ScenarioError("invalid-scenario", f"{player!r} is not a defending player of this combat "
                            f"(defending players: {', '.join(setup.defending_players) or 'none'})", "$.player",
                            setup.ruleset.rule("attack-multiple"))
    if side == "defender" and player not in attacked:
        raise ScenarioError("invalid-scenario", f"nothing attacks {player}, {player}'s planeswalkers or battles "
                            f"{player} protects, so {player} has no blocks to make", "$.player",
                            setup.ruleset.rule("block-defending-player"))
    board = _two_player_board(scenario, setup, player, side)
    answer = _advise_two_players(board, side, require_setup(board), budget)
    whole = copy.deepcopy(scenario)
    choice = answer["choice"]
    if side == "defender":
        others = [b for b in scenario.get("blockers", []) if isinstance(b, dict)
                  and b.get("id") in setup.permanents and setup.permanents[b["id"]].controller != player]
        whole["blockers"] = others + choice["blockers"]
        if not whole["blockers"]:
            del whole["blockers"]
    else:
        whole["attackers"] = choice["attackers"]
        whole.pop("blockers", None)
    if choice.get("assignments"):
        whole["assignments"] = choice["assignments"]
    if choice.get("damage_assignment_order"):
        whole["damage_assignment_order"] = choice["damage_assignment_order"]
    try:
        outcome = resolve(whole)
    except ScenarioError as error:
        if error.code != "illegal-assignment" or "assignments" not in whole:
            raise
        # A division found on the two-player board may not fit the whole board: a trigger there may count the
        # players left out (dethrone's most life, 702.105a). The whole board then takes the automatic division.
        del whole["assignments"]
        choice["assignments"] = []
        outcome = resolve(whole)
    answer["outcome"] = outcome
    answer["player"] = player
    answer["explanation"] = (f"For {player} alone (802.4b: each defending player's blocks are judged apart; the "
                             "other players' creatures stay as they are). " + answer["explanation"])
    return answer


def _two_player_board(scenario: dict[str, Any], setup: Setup, player: str, side: str) -> dict[str, Any]:
    """The active player and ``player`` alone: their permanents, the attacks on ``player`` (defender side),
    and the choices that concern them."""
    two = {setup.active_player, player}
    kept_ids = {p.id for p in setup.permanents.values() if p.controller in two} | two
    board = {k: copy.deepcopy(v) for k, v in scenario.items()
             if k not in ("players", "permanents", "attackers", "blockers", "attack_option", "assignments",
                          "damage_assignment_order", "actions")}
    board["players"] = [copy.deepcopy(p) for p in scenario["players"] if p.get("id") in two]
    board["permanents"] = []
    for perm in scenario["permanents"]:
        if perm.get("id") in kept_ids:
            perm = copy.deepcopy(perm)
            if perm.get("owner") not in two:
                perm.pop("owner", None)
                perm.pop("control_effect", None)
            board["permanents"].append(perm)
    if side == "defender":
        board["attackers"] = [copy.deepcopy(a) for a in scenario.get("attackers", [])
                              if a.get("id") in kept_ids and setup.defender_of(a.get("target", "")) == player]
    for key in ("assignments", "actions"):
        entries = [copy.deepcopy(e) for e in scenario.get(key, []) if isinstance(e, dict) and all(
            v in kept_ids for f, v in e.items() if f in ("source", "target", "return", "ninja"))]
        if entries:
            board[key] = entries
    return board


def _advise_two_players(scenario: dict[str, Any], side: str, setup: Setup,
                        budget: SearchBudget | None = None) -> dict[str, Any]:
    """:func:`advise` on a board of two players."""
    if not setup.ruleset.players_declare:
        return {"ok": True, "side": side, "ruleset": setup.ruleset.name, "choice": None, "outcome": None,
                "score": None, "runner_up": None, "search": {"declarations": 0, "resolutions": 0},
                "explanation": f"In {setup.ruleset.title} the game decides who attacks and blocks: there is no "
                               "declaration to advise"
                               + (" (each player still divides its Might: give it in 'assignments')."
                                  if setup.ruleset.name == "riftbound" else ".")}
    started = time.perf_counter()
    budget = budget if budget is not None else SearchBudget()
    searcher: BlockSearch | AttackSearch
    if side == "defender":
        if not setup.attackers:
            raise ScenarioError("invalid-scenario", "to advise blocks, the scenario needs its attackers",
                                "$.attackers")
        searcher = BlockSearch(scenario, budget)
    else:
        searcher = AttackSearch(scenario, budget)
    chosen = searcher.search()
    if not chosen and budget.reason is not None:
        raise too_large(f"{budget.describe()} before it found a legal declaration", "$")
    if not chosen:
        raise ScenarioError("illegal-block" if side == "defender" else "illegal-attack",
                            "no legal declaration was found", "$")
    answers = []
    for mark, board in chosen:
        result = searcher.run(board)
        if result is None:
            continue
        assignments = [dict(a, step=s["name"]) for s in result["steps"] for a in s["assignments"]
                       if setup.permanents.get(a["source"]) and setup.permanents[a["source"]].controller
                       == setup.active_player]
        choice: dict[str, Any] = {
            "attackers": board.get("attackers", []), "blockers": board.get("blockers", []),
            "assignments": [{"source": a["source"], "step": a["step"], "division": a["division"]}
                            for a in assignments]}
        if setup.ruleset.has_damage_assignment_order:
            orders: dict[str, list[str]] = {}
            for b in board.get("blockers", []):
                for a in b["blocks"]:
                    orders.setdefault(a, []).append(b["id"])
            choice["damage_assignment_order"] = {a: o for a, o in orders.items() if len(o) > 1}
        answers.append((searcher.score(searcher.outcome_of(result), searcher.me), choice, result))
    answers.sort(key=lambda a: a[0], reverse=True)  # ranked by the whole combat, resolved
    best = answers[0]
    runner = answers[1] if len(answers) > 1 else None
    return {
        "ok": True, "side": side, "ruleset": setup.ruleset.name,
        "choice": best[1], "outcome": best[2], "score": _score_dict(best[0]),
        "runner_up": None if runner is None else {"choice": runner[1], "outcome": runner[2],
                                                  "score": _score_dict(runner[0])},
        "explanation": explain(searcher, best, runner) + (
            f" ({budget.describe().capitalize()}: this is the best found so far, not necessarily the best.)"
            if budget.reason is not None else ""),
        "search": {"declarations": searcher.candidates, "resolutions": searcher.resolutions,
                   "fights": searcher.fights_resolved,
                   "method": searcher.method if isinstance(searcher, BlockSearch) else "attacks",
                   "nodes": budget.nodes, "complete": budget.reason is None,
                   **({"reason": f"{budget.reason}-limit"} if budget.reason is not None else {}),
                   "ms": round((time.perf_counter() - started) * 1000, 1)},
    }


def _score_dict(mark: tuple[int, ...]) -> dict[str, Any]:
    result, value, own_life, own_poison, their_life, their_poison = mark
    return {"result": {1: "win", 0: "game goes on", -1: "lose"}[result], "value": value,
            "life_change": own_life, "poison_taken": -own_poison, "opponent_life_change": -their_life,
            "opponent_poison": their_poison}


def explain(searcher: Advisor, best: tuple[Any, ...], runner: tuple[Any, ...] | None) -> str:
    """A short account of why the choice beats the alternatives."""
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    mark, choice, result = best
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        what = "; ".join(blocks) if blocks else "no blocks"
    else:
        attacks = [f"{names[a['id']]} attacks {names.get(a['target'], a['target'])}" for a in choice["attackers"]]
        what = "; ".join(attacks) if attacks else "no attack"
    text = [f"Best: {what}. {_describe(searcher, mark, result)}"]
    if runner is None and searcher.budget.reason is not None:
        text.append("No other choice was resolved before the search stopped.")
    elif runner is None:
        text.append("It is the only legal choice.")
    elif runner is not None:
        rmark = runner[0]
        if rmark[0] != mark[0]:
            why = "it avoids losing the game" if mark[0] > rmark[0] else "it wins the game"
        elif rmark[1] != mark[1]:
            why = f"it comes out {mark[1] - rmark[1]} value points ahead in creatures destroyed"
        elif rmark[2] != mark[2]:
            why = f"it loses {mark[2] - rmark[2]} less life"
        elif rmark[3] != mark[3]:
            why = f"it takes {mark[3] - rmark[3]} fewer poison counters"
        elif rmark[4] != mark[4]:
            why = (f"the opponent loses {mark[4] - rmark[4]} more life" if mark[4] > rmark[4]
                   else f"the opponent loses {rmark[4] - mark[4]} less life")
        elif rmark[5] != mark[5]:
            why = f"the opponent gets {mark[5] - rmark[5]} more poison counters"
        elif mark[0] == -1 and searcher.budget.reason is not None:
            why = "every choice tried loses the game"
        elif mark[0] == -1:
            why = "every choice loses the game (the attacker's best reply is lethal whatever you do)"
        elif mark[0] == 1:
            why = "both win the game"
        else:
            why = "it is as good on every count and comes first"
        text.append(f"It beats the runner-up ({_what(searcher, runner[1], names)}) because {why}: "
                    f"{_describe(searcher, rmark, runner[2])}")
    if getattr(searcher, "method", None) == "whole":
        text.append("(The fights here are linked, so each declaration was resolved whole with the automatic "
                    "divisions: the attacker's own division choices were not searched.)")
    return " ".join(text)


def _what(searcher: Advisor, choice: dict[str, Any], names: dict[str, str]) -> str:
    if searcher.side == "defender":
        blocks = [f"{names[b['id']]} blocks {', '.join(names[a] for a in b['blocks'])}" for b in choice["blockers"]]
        return "; ".join(blocks) or "no blocks"
    return "; ".join(f"{names[a['id']]} attacks" for a in choice["attackers"]) or "no attack"


def _describe(searcher: Advisor, mark: tuple[int, ...], result: dict[str, Any]) -> str:
    names = {p.id: p.name for p in searcher.setup.permanents.values()}
    final = result["final"]["permanents"]
    gone = [pid for pid, state in final.items() if state.get("zone") != "battlefield"
            and searcher.setup.permanents[pid].zone == "battlefield"]
    mine = [names[p] for p in gone if searcher.setup.permanents[p].controller == searcher.me]
    theirs = [names[p] for p in gone if searcher.setup.permanents[p].controller != searcher.me]
    parts = []
    if mark[0] == -1:
        parts.append("you lose the game")
    elif mark[0] == 1:
        parts.append("you win the game")
    parts.append(f"it destroys {', '.join(theirs) or 'none of their permanents'} and costs you "
                 f"{', '.join(mine) or 'none of yours'}")
    if mark[2]:
        parts.append(f"you {'gain' if mark[2] > 0 else 'lose'} {abs(mark[2])} life")
    if mark[4]:
        parts.append(f"they {'lose' if mark[4] > 0 else 'gain'} {abs(mark[4])} life")
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
