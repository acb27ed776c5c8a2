"""The defender's search: the best legal blocks, by fights resolved by the engine and branch and
bound over their combinations (see :mod:`pyengine.advisor`)."""

from __future__ import annotations

import copy
import itertools
import math
from collections.abc import Callable, Iterator
from typing import Any

from ..options import options
from ..errors import ScenarioError
from ..limits import ADVISE_MAX_ATTACKERS, SearchBudget, SearchStopped, too_large
from .fights import Fight, Plan, Played, blockers_field, creature_classes, lazy_product
from .divisions import Division, StepInfo, damage_order, first_strike_divisions, resolve_noting, step_divisions
from .scoring import (
    EAGER_BLOCKERS, EAGER_KEYWORDS, KEEP, LIFE_OFFSET, LOOKAHEAD, MOMENTS, PACK,
    REQUIREMENT_LINKS, Advisor, Outcome, Score, fights_read_the_board, pack_score, tail_of,
)


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
        # Who may block what, as the engine judges it once the attack triggers have resolved (a creature untapped
        # by provoke may block, 702.39a; skulk compares power after battle cry and exalted, 702.118b): the
        # block offer of options(), which watches the combat itself, so advice never contradicts resolve.
        offer = options(copy.deepcopy(self.base)).get("blocks") or {}
        able = [b for b in offer.get("blockers", []) if b.get("can_block") and b.get("id") in self.setup.permanents
                and self.setup.permanents[b["id"]].controller == self.me]
        self.eligible = {a: [b["id"] for b in able if a in b.get("attackers", ())] for a in self.attackers}
        self.defenders = [b["id"] for b in able]
        self.fights: dict[tuple[str, tuple[str, ...]], Fight | None] = {}
        self._unhurt: set[tuple[str, tuple[str, ...]]] = set()
        self._hopeful: dict[tuple[str, tuple[str, ...]], Fight] = {}
        self._eager: set[str] | None = None
        #: Whether a fight depends on more than its own creatures (scoring.fights_read_the_board): then each
        #: fight keeps the whole board; otherwise it holds only its own creatures.
        self.attackers_interact = fights_read_the_board(self.setup)
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
        return Fight(key, best, pack_score(tail_of(best.outcome, me, other)), threat,  # type: ignore[arg-type]
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
        classes = self.classes = creature_classes(self.setup, self.defenders)
        per_attacker = self._options
        for attacker in self.attackers:
            menace = self.setup.permanents[attacker].has("menace")
            members = [[m for m in c if m in self.eligible[attacker]] for c in classes]
            # Counted before they are built (nodes, what is held at once), then built reading the clock.
            self.budget.spend(count := math.prod(len(m) + 1 for m in members))
            self.budget.build(count)
            per_attacker[attacker] = []
            for vector in self.budget.ticking(itertools.product(*(range(len(m) + 1) for m in members))):
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
                for vector, key in self.budget.ticking(per_attacker[a]):
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

    def _may_wait(self, key: tuple[str, tuple[str, ...]]) -> bool:
        if self._eager is None:
            self._eager = {p.id for p in self.setup.permanents.values() if any(p.has(k) for k in EAGER_KEYWORDS)}
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
        found = Fight(key, None, pack_score((value, gain, 0, 0, 0)),  # type: ignore[arg-type]
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
        for combo in lazy_product(choices):
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
        if blockers := blockers_field(self.attackers, declaration):
            scenario["blockers"] = blockers
        return scenario
