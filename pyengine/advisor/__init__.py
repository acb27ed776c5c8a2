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

The package, by concern: :mod:`~pyengine.advisor.scoring` (what a result is worth: the objective),
:mod:`~pyengine.advisor.divisions` (the attacker's divisions of damage),
:mod:`~pyengine.advisor.blocks` (the defender's search), :mod:`~pyengine.advisor.attacks` (the
attacker's search) and :mod:`~pyengine.advisor.answer` (:func:`advise` and its explanation).
"""

from __future__ import annotations

from .answer import advise, explain
from .attacks import AttackSearch
from .blocks import BlockSearch
from .fights import Fight
from .divisions import StepInfo, damage_order, first_strike_divisions, resolve_noting, step_divisions
from .scoring import KEYWORD_VALUE, Advisor, Outcome, Score, permanent_value

__all__ = [
    "KEYWORD_VALUE", "Advisor", "AttackSearch", "BlockSearch", "Fight", "Outcome", "Score", "StepInfo", "advise",
    "damage_order", "explain", "first_strike_divisions", "permanent_value", "resolve_noting", "step_divisions",
]
