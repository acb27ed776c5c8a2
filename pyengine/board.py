"""The board as parsed: :class:`Setup`, everything a scenario says, as the combat machine starts from it.

:func:`pyengine.parse.parse_scenario` builds it after checking the scenario's shape; the machine
(:mod:`pyengine.combat`) and the ruleset's hooks read it. It is plain data: its ``ruleset`` is the id of the
ruleset that read it (:func:`pyengine.rulesets.ruleset_for` gives the ruleset). With it, the facts that follow
from who plays: the life a player starts at and the poison a team loses at (103.4, 810.4, 810.11, 903.7).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .fields import COMMANDER, TWO_HEADED_GIANT
from .model import (
    Action,
    Affects,
    Attack,
    BoardFilter,
    CardStatic,
    StaticKey,
    AssignmentChoice,
    AttackDeclaration,
    BlockDeclaration,
    COMMANDER_LIFE,
    EXTRA_MEMBER_LIFE,
    EXTRA_MEMBER_POISON,
    Permanent,
    Player,
    STARTING_LIFE,
    TEAM_LIFE,
    TEAM_POISON,
    TargetChoice,
    TriggerChoice,
)


@dataclass
class Setup:
    """A parsed scenario whose shape is valid (its rules are checked later)."""

    #: The id of the ruleset that read the scenario (:func:`pyengine.rulesets.ruleset_for`).
    ruleset: str
    players: dict[str, Player]
    player_order: list[str]
    active_player: str
    permanents: dict[str, Permanent]
    attackers: list[AttackDeclaration] = field(default_factory=list)
    blockers: list[BlockDeclaration] = field(default_factory=list)
    damage_assignment_order: dict[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    assignments: list[AssignmentChoice] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    battlefield: dict[str, Any] | None = None
    #: The order the scenario chooses for simultaneous triggers of one player (603.3b).
    trigger_order: list[TriggerChoice] = field(default_factory=list)
    #: The targets the scenario names for permanents' own triggers (603.3d): ``trigger_targets``.
    trigger_targets: list[TargetChoice] = field(default_factory=list)
    #: Which top-level fields the scenario gave (a ruleset may refuse some).
    given: frozenset[str] = frozenset()
    #: The scenario as given, for rulesets that refuse fields whatever their value.
    raw: dict[str, Any] = field(default_factory=dict)
    #: ``commander``, ``two-headed-giant`` or ``None`` (a plain game).
    variant: str | None = None
    #: ``multiple`` (802), ``left`` or ``right`` (803): whom the active player may attack.
    attack_option: str = "multiple"

    @property
    def multiplayer(self) -> bool:
        """A game that began with more than two players (100.1b)."""
        return len(self.player_order) > 2

    @property
    def two_headed_giant(self) -> bool:
        return self.variant == TWO_HEADED_GIANT

    def is_turn_of(self, player: str) -> bool:
        """Whether it is ``player``'s turn: the active player's, or in Two-Headed Giant the active team's (810.2, 805.4a)."""
        if player == self.active_player:
            return True
        return self.two_headed_giant and self.team_of(player) == self.team_of(self.active_player)

    def static_conditions(self, perm: Permanent, attacking: Mapping[str, Attack], blocking: Collection[str],
                          attackers: int | None = None) -> frozenset[str]:
        """The conditions of :data:`~pyengine.model.STATIC_CONDITIONS` that hold for ``perm`` now: ``attacking`` holds
        each attacking creature's attack (the player it attacks); ``attackers`` is how many creatures attack (all those
        declared, while the declaration is being recorded: they are declared at once, 508.1)."""
        alone = perm.id in attacking and (len(attacking) if attackers is None else attackers) == 1  # 506.5
        return frozenset(c for c, holds in (("your-turn", self.is_turn_of(perm.controller)), ("always", True),
                                             ("attacking", perm.id in attacking), ("blocking", perm.id in blocking),
                                             ("attacking-alone", alone), ("tapped", perm.tapped),
                                             ("untapped", not perm.tapped)) if holds)

    def static_holds(self, static: CardStatic, src: Permanent, attacking: Mapping[str, Attack],
                     blocking: Collection[str], attackers: int | None = None,
                     attacked_before: Mapping[str, str | None] | None = None) -> bool:
        """Whether every condition of ``static`` holds for its source now (611.3a): its ``while``, its ``if``, a
        player's life or poison, counters on the source, and what the board states (``conditions``).
        ``attacked_before``: the player each creature removed from combat was attacking (802.2a)."""
        if static.condition not in self.static_conditions(src, attacking, blocking, attackers):
            return False
        defending = self.defending_of(src, attacking, attacked_before)
        if static.board is not None and not self.board_holds(static.board, src, defending):
            return False
        for count, of in ((static.life, "life"), (static.poison, "poison")):
            if count is not None and not any(count.bounds.holds(getattr(self.players[p], of))
                                             for p in self._whose(count.who, src, defending)):
                return False
        if static.counters is not None and not static.counters.bounds.holds(src.counters.get(static.counters.kind, 0)):
            return False
        return static.stated is None or src.conditions.get(static.stated.id, False)

    def defending_of(self, perm: Permanent, attacking: Mapping[str, Attack],
                     attacked_before: Mapping[str, str | None] | None = None) -> str | None:
        """The defending player an ability of ``perm`` means (506.2, 802.2a): for an attacking creature, the player it
        attacks (or the planeswalker's controller, the battle's protector); for one removed from combat, the player it
        was attacking before (802.2a: ``attacked_before``); for any other, the one defending player when there is one;
        ``None`` when several players defend and it attacks none of them."""
        if perm.id in attacking:
            return attacking[perm.id].defending
        if attacked_before is not None and perm.id in attacked_before:
            return attacked_before[perm.id]
        defending = self.defending_players
        return defending[0] if len(defending) == 1 else None

    def _whose(self, who: str, src: Permanent, defending: str | None) -> list[str]:
        """The players whose life or poison a :class:`~pyengine.conditions.PlayerCount` reads (one must fit): the
        source's controller, each opponent still in the game (800.4a), or the defending player."""
        if who == "you":
            return [src.controller] if src.controller in self.players else []
        if who == "defending":
            return [defending] if defending in self.players else []
        return [p for p in self.opponents(src.controller) if p in self.players and not self.players[p].left]

    def board_holds(self, condition: BoardFilter, holder: Permanent, defending: str | None) -> bool:
        """Whether the permanents ``condition`` names, seen from ``holder``, are as many as it asks (``at_least``,
        ``at_most``); for ``an-opponent``, one opponent's alone must be ("an opponent controls no creatures")."""
        def fits(n: int) -> bool:
            return n >= condition.at_least and (condition.at_most is None or n <= condition.at_most)
        if condition.controller == "defending" and defending is None:  # no one: "controls no creatures" is no more
            return False                                                 # true than "controls an artifact" (802.2a)
        if condition.controller == "an-opponent":
            return any(fits(len(self.matching(replace(condition, controller="defending"), holder, p)))
                       for p in self._whose("an-opponent", holder, defending))
        return fits(len(self.matching(condition, holder, defending)))

    def affected(self, affects: Affects, source: Permanent, perm: Permanent, attacking: Collection[str],
                 blocking: Collection[str]) -> bool:
        """Whether a static of ``source`` with ``affects`` gives its effect to ``perm`` now (611.3a, 613.1)."""
        if not perm.is_("creature") or (affects.other and perm is source):
            return False
        if affects.controller == "you" and perm.controller != source.controller:
            return False
        if affects.controller == "opponents" and perm.controller not in self.opponents(source.controller):
            return False
        if affects.subtypes and not any(perm.has_subtype(t) for t in affects.subtypes):
            return False
        if affects.combat is not None and perm.id not in (attacking if affects.combat == "attacking" else blocking):
            return False
        if not affects.colors_fit(perm.colors) or not all(perm.is_(t) for t in affects.types):
            return False
        if not all(s in perm.supertypes for s in affects.supertypes):  # "legendary creatures" (205.4a)
            return False
        counted = affects.counters  # "with a +1/+1 counter on it" (122.1a): as the counters are now (704.5q)
        if counted is not None and not counted.bounds.holds(perm.counters.get(counted.kind, 0)):
            return False
        return all(perm.has(k) for k in affects.keywords)

    def matching(self, condition: BoardFilter, holder: Permanent, defending: str | None = None) -> list[Permanent]:
        """The permanents on the battlefield that ``condition`` names, seen from ``holder``: "an Island defending
        player controls" (``defending``: the player ``holder`` would attack, 508.1c), "creatures you control"."""
        if condition.controller == "defending":
            controllers: set[str] | None = {defending} if defending is not None else set()
        elif condition.controller == "you":
            controllers = {holder.controller}
        elif condition.controller == "opponents":
            controllers = set(self.opponents(holder.controller))
        else:
            controllers = None
        return [p for p in self.permanents.values()
                if p.on_battlefield and (controllers is None or p.controller in controllers)
                and not (condition.other and p is holder) and all(p.is_(t) for t in condition.types)
                and (not condition.subtypes or any(p.has_subtype(t) for t in condition.subtypes))
                and (not condition.colors or bool(p.colors & set(condition.colors)))
                and all(p.has(k) for k in condition.keywords)]

    def refresh_counted(self) -> list[tuple[str, int, int]]:
        """Set the power and toughness that a characteristic-defining ability counts from the board (604.3, layer
        7a: 613.4a) to what it counts now, for every permanent on the battlefield with ``counted_pt``; return
        ``(id, power, toughness)`` for each whose power or toughness changed. One that has left the battlefield
        keeps its last characteristics (608.2h)."""
        changed = []
        for perm in self.permanents.values():
            counted = perm.counted_pt
            if counted is None or not perm.on_battlefield:
                continue
            n = len(self.matching(counted.count, perm)) + counted.plus
            before = (perm.base_power, perm.base_toughness)
            if counted.power:
                perm.base_power = n
            if counted.toughness:
                perm.base_toughness = n
            if (perm.base_power, perm.base_toughness) != before:
                changed.append((perm.id, perm.power, perm.toughness))
        return changed

    def statics_now(self, attacking: Mapping[str, Attack], blocking: Collection[str], attackers: int | None = None,
                    attacked_before: Mapping[str, str | None] | None = None) -> dict[str, dict[StaticKey, CardStatic]]:
        """For each permanent on the battlefield, the statics whose effect it has now: its own whose condition
        holds, and those of every permanent on the battlefield whose ``affects`` it matches (611.3a: a static
        ability's effect applies while its source is on the battlefield and its condition holds, "as long as you
        control a Forest" too)."""
        sources = [(src, i, static) for src in self.permanents.values() if src.statics and src.on_battlefield
                   for i, static in enumerate(src.statics)
                   if self.static_holds(static, src, attacking, blocking, attackers, attacked_before)]
        sources = [(src, i, self._counted(static, src)) for src, i, static in sources]
        return {perm.id: {(src.id, src.incarnation, i): static for src, i, static in sources
                          if (perm is src if static.affects is None
                              else self.affected(static.affects, src, perm, attacking, blocking))}
                for perm in self.permanents.values() if perm.on_battlefield}

    def _counted(self, static: CardStatic, source: Permanent) -> CardStatic:
        """A static whose size is a count ("+1/+0 for each artifact you control", 613.4c) as big as it is now."""
        if static.for_each is None:
            return static
        n = len(self.matching(static.for_each, source))
        return replace(static, power=static.power * n, toughness=static.toughness * n)

    def refresh_statics(self, attacking: Mapping[str, Attack], blocking: Collection[str], attackers: int | None = None,
                        attacked_before: Mapping[str, str | None] | None = None,
                        ) -> list[tuple[str, int, int, list[str], list[str]]]:
        """Give every permanent on the battlefield the statics' effects as they apply now, and return what changed
        for each: ``(id, power, toughness, keywords gained, keywords lost)``. A keyword one static grants can
        decide what another affects ("creatures with flying"): keyword grants (layer 6) are applied before the
        filters that read them are checked again, a few rounds at most (613.8 dependencies are not modelled)."""
        changes: dict[str, tuple[int, int, list[str], list[str]]] = {}
        if not any(perm.statics or perm.statics_on for perm in self.permanents.values()):
            return []
        for _ in range(4):
            changed = False
            for ident, now in self.statics_now(attacking, blocking, attackers, attacked_before).items():
                power, toughness, gained, lost = self.permanents[ident].apply_statics(now)
                if power or toughness or gained or lost:
                    changed = True
                    before = changes.get(ident, (0, 0, [], []))
                    changes[ident] = (before[0] + power, before[1] + toughness, before[2] + gained, before[3] + lost)
            if not changed:
                break
        return [(ident, *change) for ident, change in changes.items() if any(change)]

    def team_of(self, player: str) -> str:
        """The player's team (Two-Headed Giant), or the player alone."""
        found = self.players.get(player)
        return found.team if found is not None and found.team is not None else player

    def opponents(self, player: str) -> list[str]:
        """The player's opponents in turn order (in Two-Headed Giant, the other team's players, 810.8a)."""
        team = self.team_of(player)
        return [p for p in self.player_order if self.team_of(p) != team]

    def seat_beside(self, player: str, side: str) -> str:
        """The player seated immediately to the left (next in turn order, 101.4) or to the right."""
        order = self.player_order
        step = 1 if side == "left" else -1
        return order[(order.index(player) + step) % len(order)]

    @property
    def defending_players(self) -> list[str]:
        """The players the active player may attack, who declare blockers, in APNAP order (802.2, 803.1, 805.10a).

        With attack left or right, only an opponent in the seat beside the active player, if that
        seat holds an opponent (803.1a–b); otherwise every opponent.
        """
        active = self.active_player
        if active not in self.players:
            return []
        if self.attack_option in ("left", "right") and not self.two_headed_giant:
            beside = self.seat_beside(active, self.attack_option)
            return [beside] if beside in self.opponents(active) else []
        order = self.player_order
        start = order.index(active)
        seated = order[start:] + order[:start]
        return [p for p in seated if p in self.opponents(active)]

    @property
    def defending_player(self) -> str:
        """The defending player of a two-player game; in a larger one, the first in APNAP order."""
        defending = self.defending_players
        if defending:
            return defending[0]
        return next(p for p in self.player_order if p != self.active_player)

    def defender_of(self, target: str) -> str | None:
        """The defending player an attack on ``target`` concerns (802.2a): the player, the planeswalker's
        controller, or the battle's protector."""
        if target in self.players:
            return target
        perm = self.permanents.get(target)
        if perm is None:
            return None
        if perm.is_("battle"):
            return perm.protector
        return perm.controller

    def apnap_rank(self, player: str) -> int:
        """The player's place in APNAP order (101.4): the active player 0, then in turn order. In Two-Headed
        Giant every player of the active team comes before the other team's (805.6, 805.7), wherever they sit."""
        order = self.player_order
        if player not in order or self.active_player not in order:
            return 2 * len(order)
        seat = (order.index(player) - order.index(self.active_player)) % len(order)
        if self.two_headed_giant and self.team_of(player) != self.team_of(self.active_player):
            return seat + len(order)
        return seat

    def stacking_group(self, player: str) -> int:
        """Whose simultaneous triggers go on the stack as one group, in APNAP order (101.4): each player's
        apart; in Two-Headed Giant each team's, in an order the team chooses across its players (805.7)."""
        if self.two_headed_giant:
            return min(self.apnap_rank(p) for p in self.player_order if self.team_of(p) == self.team_of(player))
        return self.apnap_rank(player)


def team_poison_limit(setup: Setup) -> int:
    """Poison counters that make a team lose: 15 for a team of two, 5 more per further member (810.11)."""
    size = max((sum(1 for p in setup.players.values() if p.team == t) for t in {p.team for p in setup.players.values()}),
               default=2)
    return TEAM_POISON + EXTRA_MEMBER_POISON * (size - 2)


def starting_life(setup: Setup) -> int:
    """The life a player (in Two-Headed Giant, a team) starts at when the scenario gives none: 40 in Commander
    (903.7), 30 for a team of two plus 15 per further member (810.4, 810.11), else 20 (103.4)."""
    if setup.variant == COMMANDER:
        return COMMANDER_LIFE
    if setup.two_headed_giant:
        size = max((len([p for p in setup.player_order if setup.team_of(p) == setup.team_of(q)])
                    for q in setup.player_order), default=2)
        return TEAM_LIFE + EXTRA_MEMBER_LIFE * (max(size, 2) - 2)
    return STARTING_LIFE
