"""``puzzle-quest``: Magic: The Gathering – Puzzle Quest, where the game fights the combat itself.

Each side has three creature slots, filled in cast order; Defender, Reach and
Vigilance creatures move down (mtgpq wiki "Combat Basics", *Creature slots*).
Every creature of the active player attacks in slot order unless it entered
this turn without haste, is disabled, can't attack, or has power 0
(*Attacking*). Each attack is blocked by the first eligible defending creature
(non-disabled, with Defender, Reach or Vigilance), one blocker at most; flying,
menace and unblockable change who may block (*Blocking*). A blocked attacker and
its blocker trade damage; an unblocked attacker hits the defending planeswalker,
whose life is the defending player's ``life``. Trample spills past the
blocker's toughness even through prevention, first strike kills before
retaliation, double strike hits twice (*Trample*, *First Strike*, *Double
Strike*). Berserker attacks a creature instead (wiki "Abilities").

The game has no numbered rules: events cite the wiki page and section, as
``"PQ Combat Basics: Trample"``. What the wiki leaves open (⚠ in the rules
digest, §4) is decided by one class variable each, below; ``docs/rulesets.md``
explains every choice.

Each attack is one step of the result (``"attack 1: drake"``); the step before
damage (``"slots"``) and ``final["slots"]`` give both sides' slot order before
and after combat. Damage is dealt, and creatures die, through the combat
machine, as in Magic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import Problem
from ..keywords import PQ_ABILITIES, PQ_COMBAT_BASICS, PUZZLE_QUEST_KEYWORDS, KeywordSpec
from .base import Ruleset

if TYPE_CHECKING:
    from ..machine import CombatMachine
    from ..board import Setup
    from ..model import Permanent

FIRST_STRIKE = "first-strike"
REGULAR = "regular"

#: Wiki sections cited, by meaning (the machine's meanings included, so no Magic rule number shows).
PQ_RULES: dict[str, str] = {
    "slots": f"{PQ_COMBAT_BASICS}: Creature slots",
    "attack": f"{PQ_COMBAT_BASICS}: Attacking",
    "block": f"{PQ_COMBAT_BASICS}: Blocking",
    # One blocker per attack: no damage assignment order to give (refused citing Blocking, not Magic's 510.1c).
    "assign-blocked": f"{PQ_COMBAT_BASICS}: Blocking",
    "berserker": f"{PQ_ABILITIES}: Berserker",
    "trample": f"{PQ_COMBAT_BASICS}: Trample",
    "first-strike": f"{PQ_COMBAT_BASICS}: First Strike",
    "double-strike": f"{PQ_COMBAT_BASICS}: Double Strike",
    "combat-damage": f"{PQ_COMBAT_BASICS}: Overview",
    "damage-to-player": f"{PQ_COMBAT_BASICS}: Overview",
    "damage-to-creature": f"{PQ_COMBAT_BASICS}: Overview",
    "prevention-shield": f"{PQ_COMBAT_BASICS}: Trample",
    "lifelink": f"{PQ_ABILITIES}: Lifelink",
    "sba-lethal": f"{PQ_COMBAT_BASICS}: Overview",
    "sba-toughness": f"{PQ_COMBAT_BASICS}: Overview",
    "sba-deathtouch": f"{PQ_ABILITIES}: Deathtouch",
    "sba-life": f"{PQ_COMBAT_BASICS}: Overview",
    "game-over": f"{PQ_COMBAT_BASICS}: Overview",
    "draw": f"{PQ_COMBAT_BASICS}: Overview",
    "end-of-turn": f"{PQ_COMBAT_BASICS}: Overview",
}


class PuzzleQuest(Ruleset):
    """Magic: The Gathering – Puzzle Quest: slots, automatic attacks and blocks."""

    name: ClassVar[str] = "puzzle-quest"
    title: ClassVar[str] = "Magic: The Gathering – Puzzle Quest"
    game: ClassVar[str] = "Puzzle Quest"
    cards_by_name: ClassVar[bool] = False
    era: ClassVar[str] = "mtgpq wiki 'Combat Basics' (2019–2022) and 'Abilities' (2019–2023)"
    keywords: ClassVar[dict[str, KeywordSpec]] = PUZZLE_QUEST_KEYWORDS
    action_times: ClassVar[frozenset[str]] = frozenset()
    permanent_types: ClassVar[frozenset[str]] = frozenset({"creature", "artifact"})
    players_declare: ClassVar[bool] = False
    division_source: ClassVar[str | None] = None
    orders_triggers: ClassVar[bool] = False
    steps: ClassVar[tuple[str, ...]] = ("slots", "attack N: ID", "end of turn")
    counter_kinds: ClassVar[frozenset[str]] = frozenset({"+1/+1", "-1/-1"})
    has_enlist: ClassVar[bool] = False
    cites_comprehensive_rules: ClassVar[bool] = False
    rules: ClassVar[dict[str, str]] = PQ_RULES
    #: Creature slots a side has; more only through control-changing effects.
    slots_per_side: ClassVar[int] = 3

    # The readings of what the wiki leaves open (rules digest §4, ⚠), one switch each.

    #: ⚠ Defender creatures attack when their power is above 0: the wiki's list of creatures that
    #: don't attack has no Defender. ``False``: Defender creatures never attack, as in Magic.
    defenders_attack: ClassVar[bool] = True
    #: ⚠ Attacks resolve one at a time, deaths included, and each attack finds its blocker on the
    #: board as the previous one left it. ``False``: every attack's blocker is picked from the board
    #: as combat begins (a blocker killed by an earlier attack then leaves its attack unblocked
    #: by nobody, see :attr:`hit_without_blocker_is_lost`).
    attacks_one_at_a_time: ClassVar[bool] = True
    #: ⚠ Nothing limits a defending creature to one block a turn: the first eligible defender blocks
    #: every attack while it survives. ``False``: each defending creature blocks one attack a turn.
    blocker_blocks_every_attack: ClassVar[bool] = True
    #: ⚠ The "toughness" trample must get past is the blocker's remaining toughness (toughness minus
    #: damage marked). ``False``: its whole toughness, whatever damage it has.
    trample_counts_marked_damage: ClassVar[bool] = True
    #: ⚠ A hit that finds its blocker already dead (the second hit of double strike) has no
    #: toughness to get past: with trample all of it goes to the planeswalker (wiki), without
    #: trample it is lost. ``False``: without trample it goes to the planeswalker too.
    hit_without_blocker_is_lost: ClassVar[bool] = True
    #: ⚠ Damage on creatures persists: nothing heals at the end of the turn, so ``final`` keeps
    #: it and a scenario's ``damage`` may come from earlier turns. ``False``: it wears off at the
    #: end of the turn (an "end of turn" step heals the survivors).
    damage_persists: ClassVar[bool] = True
    #: ⚠ When both creatures of a fight have first strike (or double strike), their first-strike
    #: damage is dealt at once, as in Magic. ``False``: the attacker's first, the blocker's after,
    #: if it survives.
    first_strikers_hit_together: ClassVar[bool] = True
    #: ⚠ Whether defending creatures can intercept a Berserker is undocumented. ``False``: a
    #: Berserker fights the creature it attacks and no defender blocks it. ``True``: the first
    #: eligible defender blocks it as it would block any attack.
    berserker_can_be_blocked: ClassVar[bool] = False
    #: ⚠ Lifelink, not described on the pages read, works as in Magic: its planeswalker gains life
    #: equal to the damage dealt, at once with it. ``False``: the keyword is refused.
    has_lifelink: ClassVar[bool] = True
    #: ⚠ Indestructible, not described on the pages read, works as in Magic: lethal damage and
    #: deathtouch don't destroy it. ``False``: the keyword is refused.
    has_indestructible: ClassVar[bool] = True

    def keyword_problem(self, name: str, number: int | None, path: str) -> Problem | None:
        """Besides the shared checks: lifelink and indestructible only while their switch is on."""
        if (name == "lifelink" and not self.has_lifelink) or (name == "indestructible" and not self.has_indestructible):
            return Problem("not-in-ruleset", f"{path}: {name!r} is not a keyword of {self.title} "
                           "(see docs/rulesets.md)", path)
        return super().keyword_problem(name, number, path)

    # Checking a scenario.
    refused_permanent_fields: ClassVar[dict[str, str]] = Ruleset.MAGIC_ONLY_PERMANENT_FIELDS
    max_players: ClassVar[int] = 2
    multiplayer_refusal: ClassVar[tuple[str, str] | None] = (
        "not-in-ruleset", "a Puzzle Quest battle is one planeswalker against another: $.players lists exactly two")
    refused_variants: ClassVar[dict[str, tuple[str, str, str | None]]] = {
        v: ("not-in-ruleset", f"Puzzle Quest has no {v} variant (it is a Magic format)", None)
        for v in ("commander", "two-headed-giant")}

    def check_setup(self, setup: Setup) -> list[Problem]:
        """Besides the shared checks: no declarations or divisions, no tapping, three slots a side."""
        problems = super().check_setup(setup)
        for key, meaning in (("attackers", "attack"), ("blockers", "block"), ("assignments", "block")):
            if key in setup.given:
                problems.append(Problem(
                    "not-in-ruleset", f"{self.title} decides attacks, blocks and how damage is divided itself: "
                    f"leave out {key!r}", f"$.{key}", self.rule(meaning)))
        for i, pid in enumerate(setup.player_order):
            if setup.players[pid].poison:
                problems.append(Problem("not-in-ruleset", f"planeswalkers get no poison counters in {self.title}",
                                        f"$.players[{i}].poison"))
        for i, perm in enumerate(setup.permanents.values()):
            if perm.tapped:
                problems.append(Problem("not-in-ruleset", f"creatures don't tap in {self.title}",
                                        f"$.permanents[{i}].tapped"))
            if perm.protection:
                problems.append(Problem("not-in-ruleset", f"protection from colors is not an ability of "
                                        f"{self.title}", f"$.permanents[{i}].protection"))
        return problems + self.slot_problems(setup)

    def slot_problems(self, setup: Setup) -> list[Problem]:
        """Each side's ``slot`` numbers are given for all its creatures or none, each once, and a side
        has more creatures than slots only when the extra ones sit in slots above three."""
        problems = []
        index = {pid: i for i, pid in enumerate(setup.permanents)}
        for player in setup.player_order:
            mine = [p for p in setup.permanents.values() if p.controller == player and p.is_("creature")]
            slotted = [p for p in mine if p.slot]
            if slotted and len(slotted) != len(mine):
                missing = next(p for p in mine if not p.slot)
                problems.append(Problem(
                    "invalid-scenario", f"give every creature of {player} a slot, or none of them (then the "
                    f"order of $.permanents is the cast order): {missing.name} has none",
                    f"$.permanents[{index[missing.id]}].slot", self.rule("slots")))
                continue
            seen: dict[int, str] = {}
            for perm in slotted:
                if perm.slot in seen:
                    problems.append(Problem(
                        "invalid-scenario", f"{perm.name} and {seen[perm.slot]} are both in slot {perm.slot}",
                        f"$.permanents[{index[perm.id]}].slot", self.rule("slots")))
                seen.setdefault(perm.slot, perm.name)
            capacity = max([self.slots_per_side] + [p.slot for p in slotted])
            if len(mine) > capacity:
                extra = mine[capacity]
                problems.append(Problem(
                    "not-in-ruleset", f"{player} has {len(mine)} creatures and {self.slots_per_side} creature "
                    "slots; more slots come only from control-changing effects: give a creature taken that way "
                    f"its slot (4 or more)", f"$.permanents[{index[extra.id]}]", self.rule("slots")))
        return problems

    # The board.
    def slot_order(self, combat: CombatMachine, player: str, *, in_combat: bool = True) -> list[str]:
        """A side's creatures from slot 1 up: cast order, then Defender, Reach and Vigilance creatures
        moved down, each to the lowest slot not holding one that ranks before it; during combat on
        its controller's turn a Bravery creature moves to slot 1 (⚠ several: in that order)."""
        mine = [p for p in combat.permanents.values()
                if p.on_battlefield and p.is_("creature") and p.controller == player]
        cast = sorted(mine, key=lambda p: p.slot)  # stable: without slots, the scenario's order
        order = sorted(cast, key=_slot_rank)
        if in_combat and player == combat.setup.active_player:
            order = sorted(order, key=lambda p: not p.has("bravery"))
        return [p.id for p in order]

    def slots(self, combat: CombatMachine, *, in_combat: bool = True) -> dict[str, list[str]]:
        """Both sides' slot order (during combat, or after it: Bravery's move lasts the combat)."""
        return {pid: self.slot_order(combat, pid, in_combat=in_combat) for pid in combat.setup.player_order}

    def why_not_attacking(self, perm: Permanent) -> str | None:
        """Why a creature of the active player doesn't attack (wiki *Attacking*), or ``None``."""
        if perm.disabled:
            return "disabled"
        if perm.has("cant_attack"):
            return "cant-attack"
        if perm.sick and not perm.has("haste"):
            return "entered-this-turn"
        if perm.power <= 0:
            return "no-power"
        if perm.has("defender") and not self.defenders_attack:
            return "defender"
        return None

    def is_defending_creature(self, perm: Permanent) -> bool:
        """A creature that blocks (wiki *Blocking*): not disabled, with Defender, Reach or Vigilance."""
        return (perm.on_battlefield and not perm.disabled
                and (perm.has("defender") or perm.has("reach") or perm.has("vigilance")))

    def can_block(self, blocker: Permanent, attacker: Permanent) -> bool:
        """Flying is blocked only by Reach, or by Flying with Defender or Vigilance."""
        if attacker.has("flying"):
            return blocker.has("reach") or (blocker.has("flying")
                                            and (blocker.has("defender") or blocker.has("vigilance")))
        return True

    # The combat.
    def run_combat(self, combat: CombatMachine) -> None:
        """Show the slots, find the attackers, then resolve each attack in slot order."""
        setup = combat.setup
        record = combat.begin("slots", damage_step=False)
        record["slots"] = self.slots(combat)
        for pid, order in record["slots"].items():
            combat.emit("slots", self.rule("slots"), player=pid, order=order)
        attackers = []
        for ident in record["slots"][setup.active_player]:
            why = self.why_not_attacking(combat.permanents[ident])
            if why is None:
                attackers.append(ident)
            else:
                combat.emit("does-not-attack", self.rule("attack"), id=ident, reason=why)
        blocked_once: set[str] = set()
        chosen: dict[str, tuple[str | None, str, str | None]] = {}
        if not self.attacks_one_at_a_time:
            chosen = {a: self.opponent(combat, a, blocked_once) for a in attackers}
        for n, attacker in enumerate(attackers, 1):
            combat.begin(f"attack {n}: {attacker}", damage_step=True)
            target, how, blocker = chosen.get(attacker) or self.opponent(combat, attacker, blocked_once)
            self.announce(combat, attacker, target, how, blocker)
            self.fight(combat, attacker, blocker)
        if not self.damage_persists:
            self.end_of_turn(combat)

    def opponent(self, combat: CombatMachine, attacker: str, blocked_once: set[str]) -> tuple[str | None, str, str | None]:
        """What an attack meets: ``(creature it attacks or None, how, the creature it fights or None)``.

        ``how`` is ``berserker``, ``blocked``, or why it is unblocked (``unblockable``,
        ``menace``, ``no-blocker``).
        """
        perm = combat.permanents[attacker]
        defending = combat.setup.defending_player
        order = [combat.permanents[c] for c in self.slot_order(combat, defending)]
        target = None
        if perm.has("berserker") and not perm.has("menace"):  # PQ Abilities: menace cancels berserker
            target = next((c.id for c in order if not c.disabled), None)
            if target is not None and not self.berserker_can_be_blocked:
                return target, "berserker", target
        if perm.has("unblockable"):
            return target, "unblockable", target
        eligible = [c.id for c in order if self.is_defending_creature(c) and self.can_block(c, perm)
                    and (self.blocker_blocks_every_attack or c.id not in blocked_once)]
        if perm.has("menace") and len(eligible) == 1:
            return target, "menace", target
        if not eligible:
            return target, "no-blocker", target
        blocked_once.add(eligible[0])
        return target, "blocked", eligible[0]

    def announce(self, combat: CombatMachine, attacker: str, target: str | None, how: str, blocker: str | None) -> None:
        """The attack, then its block (or why it goes unblocked)."""
        if target is not None:
            combat.emit("attacks", self.rule("berserker"), id=attacker, target=target)
        else:
            combat.emit("attacks", self.rule("attack"), id=attacker, target=combat.setup.defending_player)
        if how == "blocked":
            assert blocker is not None
            combat.emit("blocks", self.rule("block"), id=blocker, attackers=[attacker])
        elif how != "berserker":
            combat.emit("unblocked", self.rule("block"), id=attacker, reason=how)

    def fight(self, combat: CombatMachine, attacker: str, opponent: str | None) -> None:
        """The hits of one attack: first strike (and double strike) first, then the rest that survive."""
        fighters = [attacker] if opponent is None else [attacker, opponent]
        strikers = [c for c in fighters if _strikes_first(combat.permanents[c])]
        if not strikers:
            self.hit(combat, REGULAR, fighters, attacker, opponent)
            return
        together = self.first_strikers_hit_together or len(strikers) == 1
        for group in [strikers] if together else [[c] for c in strikers]:  # the attacker's first
            self.hit(combat, FIRST_STRIKE, group, attacker, opponent, announce=True)
        second = [c for c in fighters if c not in strikers or combat.permanents[c].has("double_strike")]
        if second:
            self.hit(combat, REGULAR, second, attacker, opponent, announce=True)

    def hit(self, combat: CombatMachine, hit: str, sources: list[str], attacker: str, opponent: str | None,
            *, announce: bool = False) -> None:
        """One hit: the surviving sources deal their damage at once, then creatures die, the
        planeswalker may lose. In a fight with first strike, each hit is announced."""
        sources = [s for s in sources if combat.permanents[s].on_battlefield]  # the dead don't retaliate
        if announce and sources:
            double = any(combat.permanents[s].has("double_strike") for s in sources)
            combat.emit("hit", self.rule("double-strike" if double else "first-strike"), hit=hit, sources=sources)
        assignments: list[tuple[str, list[tuple[str, int]]]] = []
        for source in sources:
            perm = combat.permanents[source]
            if perm.power <= 0:
                continue
            if source == attacker:
                division = self.attacker_division(combat, attacker, opponent)
            else:
                division = {attacker: perm.power} if combat.permanents[attacker].on_battlefield else {}
            if division:
                assignments.append((source, list(division.items())))
                combat.steps[-1]["assignments"].append({"source": source, "division": division, "hit": hit})
        if assignments:
            combat.deal_simultaneously(assignments, combat=True)
            combat.check_state_based_actions()

    def attacker_division(self, combat: CombatMachine, attacker: str, opponent: str | None) -> dict[str, int]:
        """Where an attacker's power goes: the planeswalker if unopposed; else the creature it fights,
        trample spilling what that creature's toughness leaves (prevention doesn't count)."""
        perm = combat.permanents[attacker]
        walker = combat.setup.defending_player
        power = perm.power
        if opponent is None:
            return {walker: power}
        other = combat.permanents[opponent]
        if not other.on_battlefield:
            if perm.has("trample"):
                combat.emit("tramples", self.rule("trample"), id=attacker, blocker=opponent, toughness_left=0,
                            amount=power)
            elif self.hit_without_blocker_is_lost:
                combat.emit("no-damage", self.rule("double-strike"), id=attacker, reason="blocker-died")
                return {}
            return {walker: power}
        if not perm.has("trample"):
            return {opponent: power}
        left = max(0, other.toughness - (other.damage if self.trample_counts_marked_damage else 0))
        division = {opponent: min(power, left), walker: power - min(power, left)}
        if division[walker]:
            combat.emit("tramples", self.rule("trample"), id=attacker, blocker=opponent, toughness_left=left,
                        amount=division[walker])
        return {r: a for r, a in division.items() if a}

    def end_of_turn(self, combat: CombatMachine) -> None:
        """Damage wears off (only when :attr:`damage_persists` is off)."""
        record = combat.begin("end of turn", damage_step=True)
        del record["assignments"]
        for perm in combat.permanents.values():
            if perm.on_battlefield and perm.damage:
                perm.damage = 0
                combat.emit("healed", self.rule("end-of-turn"), id=perm.id)

    def final_state(self, combat: CombatMachine) -> dict[str, Any]:
        """The machine's final state, with both sides' slot order after combat."""
        out = combat.final_state()
        out["slots"] = self.slots(combat, in_combat=False)
        return out


def _slot_rank(perm: Permanent) -> int:
    """Defender creatures first, then Reach, then Vigilance, then the rest (wiki *Creature slots*)."""
    for rank, keyword in enumerate(("defender", "reach", "vigilance")):
        if perm.has(keyword):
            return rank
    return 3


def _strikes_first(perm: Permanent) -> bool:
    return perm.has("first_strike") or perm.has("double_strike")
