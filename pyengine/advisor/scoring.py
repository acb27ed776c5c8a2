"""Scoring a combat for the advisor: what permanents are worth, what a result costs each player,
and the objective compared in order (see :mod:`pyengine.advisor`)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..engine import resolve
from ..errors import ScenarioError
from ..limits import SearchBudget
from ..keywords import keywords_with
from ..model import Permanent
from ..board import Setup
from ..parse import require_setup
from ..rulesets import ruleset_for


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
REQUIREMENT_LINKS = keywords_with("block-requirement")
#: Attack triggers that look beyond their own creature: fights then keep the whole board.
ATTACK_LINKS = keywords_with("attack-trigger")
#: Keywords that bring a creature back when it dies: killing it may not hurt its controller.
DEATH_LINKS = keywords_with("returns")
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

#: Keywords whose triggers change power, toughness or life before damage, or bring a creature back:
#: a fight with them is resolved at once, never guessed at.
EAGER_KEYWORDS = keywords_with("returns", "attack-trigger", "combat-trigger", "forces-block")

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
        self.rules = ruleset_for(self.setup)
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


def pack_score(tail: tuple[int, ...]) -> int:
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


def fights_read_the_board(setup: Setup) -> bool:
    """Whether a fight's outcome depends on more than its own creatures: attack triggers that look at other
    attackers or permanents (exalted, battle cry, …), a static that affects other creatures (an anthem or lord,
    613.4c), an attack restriction that reads the board ("can't attack unless defending player controls an
    Island", 508.1c) or a power or toughness that counts permanents (604.3)."""
    return any(any(p.has(k) for k in ATTACK_LINKS) or p.attack_unless or p.counted_pt is not None
               or any(static.affects is not None for static in p.statics)
               for p in setup.permanents.values())
