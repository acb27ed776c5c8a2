"""The attacker's search: every set of attacks, each answered by the defender's best blocks."""

from __future__ import annotations

import copy
import itertools
from typing import Any

from ..declare import why_cannot_attack, why_cannot_attack_target, why_cannot_be_attacked
from ..errors import ScenarioError
from ..limits import SearchBudget, SearchStopped, too_large
from .blocks import BlockSearch
from .scoring import Advisor, MAX_ATTACKS, Score


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
        self.choices = [(p.id, [t for t in targets if why_cannot_attack_target(p, t, self.setup, self.rules) is None])
                        for p in mine if why_cannot_attack(p, self.setup, self.rules) is None]

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
