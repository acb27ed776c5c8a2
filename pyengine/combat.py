"""The combat machine: one combat, from declarations to the last damage step.

:class:`Combat` holds the working state (players, permanents, who attacks and
blocks what) and the event log. Rulesets drive it through hooks (see
:mod:`pyengine.rulesets.base`); the machine owns what every ruleset shares:
assigning and dividing damage, dealing it, its results (CR 120.3), state-based
actions (CR 704) and the end of the game (CR 104).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import abilities
from .declare import attack_problems, block_problems
from .errors import Problem, ScenarioError
from .events import Event, event
from .limits import MAX_EVENTS, too_large
from .machine import CombatObserver
from .board import team_poison_limit
from .model import BATTLEFIELD, Action, Attack, Ledger, Permanent, Player, Recipients

if TYPE_CHECKING:
    from .board import Setup

FIRST_STRIKE = "first-strike"
#: Where the objects of a player who left the game go (800.4a).
LEFT_THE_GAME = "left-the-game"
REGULAR = "regular"


class GameOver(Exception):
    """Raised inside the machine when a player has lost: nothing more happens (CR 104.2a)."""


class Combat:
    """One combat phase being resolved (the working state and the event log)."""

    def __init__(self, setup: Setup, observer: CombatObserver | None = None) -> None:
        self.setup = setup
        #: What watches the combat as it runs (:func:`pyengine.engine.run`): nothing, by default.
        self.observer = observer if observer is not None else CombatObserver()
        self.rules = setup.ruleset
        self.players: dict[str, Player] = setup.players
        self.permanents: dict[str, Permanent] = setup.permanents
        self.attacks: dict[str, Attack] = {}
        #: Blocker → the attackers it blocks, in order.
        self.blocks: dict[str, list[str]] = {}
        self.before_damage: list[dict[str, Any]] = []
        self.steps: list[dict[str, Any]] = []
        self.events: list[Event] = []
        #: Events made so far, in every step (bounded by :data:`~pyengine.limits.MAX_EVENTS`).
        self.event_count = 0
        self.over = False
        self.winner: str | None = None
        #: Sources that assigned combat damage, by step name.
        self.assigned_in: dict[str, set[str]] = {}
        #: Triggered abilities waiting to be put on the stack (older rulesets): (kind, source, subject, amount).
        self.pending_triggers: list[tuple[str, str, str, int]] = []
        self._ledger = Ledger()
        self._explicit = {(a.source, a.step): a for a in setup.assignments}
        self._explicit_used: set[tuple[str, str | None]] = set()
        #: Permanents whose shield counter was spent on the damage being dealt now (122.1c).
        self._shield_counter_used: set[str] = set()
        #: Cards the scenario lists in hand, and those of them that have entered the battlefield since (702.49c).
        self._started_in_hand = {ident for ident, perm in setup.permanents.items() if perm.zone == "hand"}
        self._entered: set[str] = set()
        #: Attacked planeswalkers and battles removed from combat (506.4): their attackers attack nothing (506.4c).
        self.removed_targets: set[str] = set()

    @property
    def ledger(self) -> Ledger:
        """Combat damage assigned so far in the current damage step (510.1)."""
        return self._ledger

    # The event log.
    def begin(self, name: str, *, damage_step: bool) -> dict[str, Any]:
        """Start a new step of the log (a combat damage step or one before damage)."""
        record: dict[str, Any] = {"name": name}
        if damage_step:
            record["assignments"] = []
            self.steps.append(record)
        else:
            self.before_damage.append(record)
        record["events"] = self.events = []
        return record

    def emit(self, event_type: str, rule: str | None = None, /, **fields: Any) -> Event:
        """Append an event to the current step and return it.

        :raises ScenarioError: ``too-large`` past :data:`~pyengine.limits.MAX_EVENTS` events.
        """
        self.event_count += 1
        if self.event_count > MAX_EVENTS:
            raise too_large(f"resolving this board makes more than {MAX_EVENTS:,} events (MAX_EVENTS): too many "
                            "keyword instances trigger at once; take some away", "$.permanents")
        ev = event(event_type, rule, **fields)
        self.events.append(ev)
        return ev

    # Looking things up.
    def is_player(self, ident: str) -> bool:
        return ident in self.players

    def in_combat(self, ident: str) -> bool:
        """Whether a permanent is attacking or blocking (CR 506.4)."""
        return ident in self.attacks or ident in self.blocks

    @staticmethod
    def is_siege(perm: Permanent) -> bool:
        """Every battle printed so far is a Siege (310.11): a battle is one unless its subtypes say otherwise."""
        return perm.is_("battle") and (not perm.subtypes or perm.has_subtype("Siege"))

    def is_attacked(self, ident: str) -> bool:
        """Whether a planeswalker or battle is being attacked: some attacker attacks it and it has not been
        removed from combat (506.4)."""
        return ident not in self.removed_targets and any(a.target == ident for a in self.attacks.values())

    def name(self, ident: str) -> str:
        perm = self.permanents.get(ident)
        return perm.name if perm is not None else ident

    # The combat of the Magic rulesets (CR 506–511).
    def run_magic_combat(self) -> None:
        """Declare attackers and blockers, let actions happen, then deal damage in one or two steps."""
        self.declare_attackers()
        self.declare_blockers()
        self.run_actions("after-blocks")
        if not self.setup.attackers:
            return  # CR 508.8: with no attackers, no blockers and no damage steps.
        self.run_damage_steps()

    def run_damage_steps(self) -> None:
        """One combat damage step, or two when a combatant has first or double strike (510.4)."""
        combatants = list(self.attacks) + list(self.blocks)
        strikers = [c for c in combatants if self._strikes_first(c)]
        if strikers:
            self.damage_step(FIRST_STRIKE, strikers)
            self.run_actions("after-first-strike")
            self.damage_step(REGULAR, self.rules.second_step_participants(self, strikers))
        else:
            self._refuse_unreached("after-first-strike")
            self._refuse_unreached("on-stack", FIRST_STRIKE)
            self.damage_step(REGULAR, combatants)
        self._refuse_unused_assignments()

    def _strikes_first(self, ident: str) -> bool:
        perm = self.permanents[ident]
        return perm.has("first_strike") or perm.has("double_strike")

    # Declarations.
    def declare_attackers(self) -> None:
        """Check the declared attacks as a whole (508.1), then tap and record the attackers."""
        self.begin("declare-attackers", damage_step=False)
        problems = attack_problems(self.setup, self.rules)
        if problems:  # list the blocks' problems too, as they stand before any trigger
            raise ScenarioError.from_problems(problems + block_problems(self.setup, self.rules))
        for attack in self.setup.attackers:
            creature = self.permanents[attack.id]
            self.attacks[attack.id] = Attack(attack.target, self.setup.defender_of(attack.target))
            tapped = not creature.has("vigilance")
            if tapped:
                creature.tapped = True
            self.emit("attacks", self.rules.rule("attack-taps") if tapped else None,
                      id=attack.id, target=attack.target, tapped=tapped)
        for attack in self.setup.attackers:  # 702.154a, 508.1g: enlisting is a cost paid as attackers are declared
            if attack.enlist is not None:
                self.permanents[attack.enlist].tapped = True
                self.emit("enlists", self.rules.rule("enlist"), id=attack.id, creature=attack.enlist)
        abilities.attack_triggers(self)

    def declare_blockers(self) -> None:
        """Record the blocks (509.1g) and which attackers became blocked (509.1h)."""
        self.observer.declaring_blocks(self)
        self.begin("declare-blockers", damage_step=False)
        problems = block_problems(self.setup, self.rules)  # after attack triggers (skulk, provoke)
        if problems:
            raise ScenarioError.from_problems(problems)
        bands: dict[str, list[str]] = {}
        for declared in self.setup.attackers:
            if declared.band is not None:
                bands.setdefault(declared.band, []).append(declared.id)
        band_of = {member: members for members in bands.values() for member in members}
        # 802.4: each defending player declares their blocks in APNAP order (a stable sort: two players unchanged).
        in_apnap_order = sorted(self.setup.blockers,
                                key=lambda b: self.setup.apnap_rank(self.permanents[b.id].controller))
        for block in in_apnap_order:
            self.blocks[block.id] = list(block.blocks)
            for attacker in block.blocks:
                self.attacks[attacker].blockers.append(block.id)
                self.attacks[attacker].blocked = True
            self.emit("blocks", self.rules.rule("block-side"), id=block.id, attackers=list(block.blocks))
            # 702.22h: blocking one creature of a band blocks every creature of it.
            for attacker in block.blocks:
                for member in band_of.get(attacker, []):
                    if member not in self.blocks[block.id]:
                        self.blocks[block.id].append(member)
                        self.attacks[member].blockers.append(block.id)
                        self.attacks[member].blocked = True
                        self.emit("blocks", self.rules.rule("band-blocked"), id=block.id,
                                  attackers=[member], band=True)
        for attacker, attack in self.attacks.items():
            self.emit("blocked" if attack.blocked else "unblocked", self.rules.rule("blocked"), id=attacker)
        abilities.block_triggers(self)

    # Actions.
    def run_actions(self, at: str, step: str | None = None) -> None:
        """The scenario's actions at this moment, in order, each followed by state-based actions."""
        for action in self.setup.actions:
            if action.at != at or (step is not None and (action.step or REGULAR) != step):
                continue
            self.perform(action)
            self.settle()

    def perform(self, action: Action) -> None:
        """Carry out one action (pump, remove, deal, …); a target that left makes it do nothing (608.2b)."""
        if action.do == "ninjutsu":
            self.ninjutsu(action)
            return
        target = action.get("target")
        perm = self.permanents.get(target) if isinstance(target, str) else None
        needs_battlefield = action.do != "prevent" or perm is not None
        if perm is not None and needs_battlefield and not perm.on_battlefield:
            if perm.id in self._started_in_hand and perm.id not in self._entered:
                raise ScenarioError("invalid-scenario", f"{action.path}.target: {perm.name} is a card in its owner's "
                                    f"hand that hasn't been on the battlefield; {action.do!r} acts on a permanent "
                                    "(110.1)", f"{action.path}.target", "110.1")
            self.emit("fizzles", self.rules.rule("fizzles"), action=action.do, target=target)
            return
        if action.do == "pump":
            self._require_creature(perm, action)
            assert perm is not None
            perm.pump_power += action.get("power")
            perm.pump_toughness += action.get("toughness")
            self.emit("pump", self.rules.rule("until-end-of-turn"), id=perm.id, power=action.get("power"),
                      toughness=action.get("toughness"))
        elif action.do in ("grant", "lose"):
            self._require_permanent(perm, action)
            assert perm is not None
            name, number = action.get("keyword")
            if action.do == "grant":
                perm.grant(name, number)
            else:
                perm.lose(name, number)
            self.emit("gains" if action.do == "grant" else "loses-keyword", self.rules.rule("until-end-of-turn"),
                      id=perm.id, keyword=name if number is None else f"{name}:{number}")
        elif action.do == "prevent":
            holder: Player | Permanent | None = self.players.get(target) or perm
            assert holder is not None
            holder.prevent += action.get("amount")
            self.emit("shield", self.rules.rule("prevention"), id=target, amount=action.get("amount"))
        elif action.do == "remove":
            self._require_permanent(perm, action)
            assert perm is not None
            self.move(perm, action.get("to"), reason="removed", rule=self.rules.rule("leaves-combat"))
        elif action.do == "remove-from-combat":
            self._require_permanent(perm, action)
            assert perm is not None
            # An attacker or blocker stops attacking or blocking; an attacked planeswalker or battle stops being
            # attacked, and its attackers attack nothing (506.4, 506.4c).
            if self.in_combat(perm.id) or self.is_attacked(perm.id):
                self.remove_from_combat(perm.id)
                self.emit("removed-from-combat", self.rules.rule("leaves-combat"), id=perm.id)
        elif action.do == "deal":
            self._deal_noncombat(action)
        elif action.do == "regenerate":
            self._require_permanent(perm, action)
            assert perm is not None
            perm.regeneration_shields += 1
            self.emit("regeneration-shield", self.rules.rule("regeneration-shield"), id=perm.id,
                      shields=perm.regeneration_shields)

    def ninjutsu(self, action: Action) -> None:
        """702.49a, c: return an unblocked attacker to its owner's hand; the ninja enters tapped and attacking
        what it attacked, unblocked (it was never declared as an attacker, so attack triggers don't see it)."""
        returned, ninja_id = action.get("return"), action.get("ninja")
        path, rule = action.path, self.rules.rule("ninjutsu")
        ninja = self.permanents.get(ninja_id)
        attacker = self.permanents.get(returned)
        if ninja is None or ninja.zone != "hand":
            where = ("a player" if ninja is None else "on the battlefield, not in hand" if ninja.on_battlefield
                     else f"in its owner's {ninja.zone}, not in hand")
            raise ScenarioError("invalid-scenario", f"{path}.ninja: ninjutsu puts a card from its owner's hand onto "
                                f"the battlefield, and {self.name(ninja_id)} is {where}", f"{path}.ninja", rule)
        if not ninja.is_("creature"):
            raise ScenarioError("invalid-scenario", f"{path}.ninja: {ninja.name} is not a creature card",
                                f"{path}.ninja", rule)
        if not ninja.has("ninjutsu"):
            raise ScenarioError("invalid-scenario", f"{path}.ninja: {ninja.name} has no ninjutsu; only a card with "
                                "the ability can be put onto the battlefield this way", f"{path}.ninja", rule)
        if attacker is None or returned not in self.attacks:
            raise ScenarioError("illegal-attack", f"{path}.return: ninjutsu returns an attacking creature, and "
                                f"{self.name(returned)} is not attacking", f"{path}.return", rule)
        attack = self.attacks[returned]
        if attack.blocked:
            raise ScenarioError("illegal-attack", f"{path}.return: {attacker.name} is blocked; ninjutsu returns an "
                                "unblocked attacker", f"{path}.return", rule)
        if attacker.controller != ninja.controller:
            raise ScenarioError("illegal-attack", f"{path}.return: {attacker.name} is controlled by "
                                f"{attacker.controller}, not by {ninja.controller} whose {ninja.name} it is; "
                                "ninjutsu returns an attacker its player controls",
                                f"{path}.return", rule)
        target = attack.target
        self.move(attacker, "hand", reason="ninjutsu", rule=rule)
        ninja.zone = BATTLEFIELD
        self._entered.add(ninja.id)
        ninja.tapped = True
        ninja.sick = True
        if not self._can_enter_attacking(target):
            # 506.3c, 508.4a: it attacks what the returned creature attacked; a player who left the game, or a
            # planeswalker or battle no longer in combat, can't be: it enters, but never as an attacking creature.
            self.emit("enters", self.rules.rule("enters-not-attacking"), id=ninja.id, tapped=True, attacking=None,
                      target=target)
            return
        self.attacks[ninja.id] = Attack(target, self.setup.defender_of(target))
        self.emit("enters", self.rules.rule("ninjutsu-enters"), id=ninja.id, tapped=True, attacking=target,
                  blocked=False)

    def _can_enter_attacking(self, target: str) -> bool:
        """508.4a: whether a creature put onto the battlefield attacking ``target`` is attacking: a player still in
        the game, a planeswalker a defending player still in it controls, or a battle such a player protects."""
        if target in self.players:
            return not self.players[target].left
        perm = self.permanents[target]
        holder = perm.controller if perm.is_("planeswalker") else perm.protector if perm.is_("battle") else None
        return (perm.on_battlefield and holder is not None and holder in self.players
                and not self.players[holder].left)

    def _require_permanent(self, perm: Permanent | None, action: Action) -> None:
        if perm is None:
            raise ScenarioError("invalid-scenario", f"{action.path}.target must be a permanent for {action.do!r}",
                                f"{action.path}.target")

    def _require_creature(self, perm: Permanent | None, action: Action) -> None:
        self._require_permanent(perm, action)
        assert perm is not None
        if not (perm.is_("creature") or perm.is_("unit")):
            raise ScenarioError("invalid-scenario", f"{action.path}.target: {perm.name} is not a creature",
                                f"{action.path}.target")

    def _deal_noncombat(self, action: Action) -> None:
        source = self.permanents.get(action.get("source"))
        if source is None:
            raise ScenarioError("invalid-scenario", f"{action.path}.source: damage comes from a permanent "
                                "(an object), not a player", f"{action.path}.source", "120.1")
        target = action.get("target")
        perm = self.permanents.get(target)
        if perm is not None and not (perm.is_("creature") or perm.is_("planeswalker") or perm.is_("battle")
                                     or perm.is_("unit")):
            raise ScenarioError("invalid-scenario", f"{action.path}.target: {perm.name} can't be dealt damage",
                                f"{action.path}.target", "120.1")
        # A source that left the battlefield deals damage as it last existed (608.2h).
        self.deal_simultaneously([(source.id, [(target, action.get("amount"))])], combat=False)

    # Leaving combat and the battlefield.
    def remove_from_combat(self, ident: str) -> None:
        """It stops attacking or blocking (506.4); blocked attackers stay blocked (509.1h). An attacked
        planeswalker or battle stops being attacked; its attackers go on attacking nothing (506.4c)."""
        if self.is_attacked(ident):
            self.removed_targets.add(ident)
        if ident in self.attacks:
            del self.attacks[ident]
            for attackers in self.blocks.values():
                if ident in attackers:
                    attackers.remove(ident)
        if ident in self.blocks:
            del self.blocks[ident]
            for attack in self.attacks.values():
                if ident in attack.blockers:
                    attack.blockers.remove(ident)

    def move(self, perm: Permanent, zone: str, *, reason: str, rule: str, kind: str = "leaves") -> None:
        """Move a permanent off the battlefield; it keeps its last characteristics (LKI)."""
        self.remove_from_combat(perm.id)
        perm.zone = zone
        perm.deathtouched = False
        self.emit(kind, rule, id=perm.id, to=zone, reason=reason)
        if zone == "graveyard" and perm.is_("creature"):
            abilities.death_triggers(self, [perm])

    # Dividing combat damage (510.1).
    def recipients(self, source: str) -> Recipients:
        """Where a source's combat damage may go now (510.1b–d, 702.19)."""
        if source in self.attacks:
            return self._attacker_recipients(source)
        attackers = [a for a in self.blocks.get(source, []) if a in self.attacks]
        if not attackers:
            return Recipients("none", why_none="assign-blocker")
        return Recipients("blocker", self.rules.order_recipients(self, source, attackers))

    def _attacker_recipients(self, source: str) -> Recipients:
        perm = self.permanents[source]
        attack = self.attacks[source]
        target = attack.target
        target_here = self._target_still_attacked(target)
        over_pw = perm.has("trample_over_planeswalkers")
        tramples = perm.tramples
        spill: str | None = None
        if over_pw and target in self.permanents and self.permanents[target].is_("planeswalker"):
            # 702.19c: its controller; once it is removed from combat, the defending player (702.19e), who stays
            # the player it was declared against if its controller changed (506.2).
            spill = attack.defending or self.permanents[target].controller
        spill_here = spill is not None and not self.players[spill].left
        reach = target if target_here else spill if spill_here else None  # 702.19e: to the controller
        # 800.4e: the player who left that this damage would otherwise be assigned to (the one attacked, or
        # with trample over planeswalkers the controller of the planeswalker that left with them, 702.19e).
        gone = (target if target in self.players and not target_here
                else spill if spill is not None and not target_here and not spill_here else None)
        if not attack.blocked:
            if reach is None:
                return (Recipients("none", why_none="left-player-damage", left_player=gone) if gone is not None
                        else Recipients("none", why_none="attack-target-left"))
            return Recipients("unblocked", target=reach,
                              past_planeswalker=spill if target_here and reach != spill else None)
        blockers = [b for b in attack.blockers if b in self.blocks]
        if perm.has("damage_as_though_unblocked") and reach is not None:
            # It may assign all its damage as though it weren't blocked (510.1c).
            return Recipients("blocked", self.rules.order_recipients(self, source, blockers), target=reach,
                              as_though_unblocked=True)
        if not blockers:
            if tramples and reach is not None:  # 702.19d
                return Recipients("unblocked", target=reach,
                                  past_planeswalker=spill if target_here and reach != spill else None)
            if tramples and gone is not None:  # 702.19d would assign it all to a player who left (800.4e)
                return Recipients("none", why_none="left-player-damage", left_player=gone)
            return Recipients("none", why_none="assign-blocked")
        ordered = self.rules.order_recipients(self, source, blockers)
        if any(self.permanents[b].has("banding") for b in blockers):
            # 702.22j: the defending player divides it among the creatures blocking it, trample or not.
            return Recipients("blocked", ordered)
        if tramples and reach is not None:
            return Recipients("blocked", ordered, target=reach,
                              past_planeswalker=spill if target_here and reach != spill else None)
        return Recipients("blocked", ordered)

    def chooser(self, source: str, recipients: Recipients) -> str:
        """Who divides a source's combat damage: its controller, except with banding (702.22j–k)."""
        perm = self.permanents[source]
        if recipients.kind == "blocked" and any(self.permanents[b].has("banding") for b in recipients.creatures):
            return self.attacks[source].defending or self.setup.defending_player
        if recipients.kind == "blocker" and any(self.permanents[a].has("banding") for a in recipients.creatures):
            return self.setup.active_player
        return perm.controller

    def _target_still_attacked(self, target: str) -> bool:
        if target in self.players:
            return not self.players[target].left  # 800.4e: no combat damage is assigned to a player who left
        perm = self.permanents[target]
        return (perm.on_battlefield and (perm.is_("planeswalker") or perm.is_("battle"))
                and target not in self.removed_targets)

    def lethal(self, recipient: str, source: str, ledger: Ledger, *, others_only: bool = True) -> int | None:
        """Damage a source must assign for it to count as lethal (702.19b, 702.2c), or ``None``.

        Counts damage already marked and damage other sources assign to it in
        this step; ignores prevention. A planeswalker's is its loyalty (702.19c).
        Players have no lethal amount (``None``).
        """
        perm = self.permanents.get(recipient)
        if perm is None:
            return None
        assigned = ledger.by_others(recipient, source)
        if perm.is_("creature") or perm.is_("unit"):
            if self.rules.deathtouch_is_lethal and any(
                    amount and self.permanents[s].has("deathtouch") for s, amount in assigned):
                return 0
            remaining = perm.toughness - perm.damage - sum(amount for _, amount in assigned)
            if remaining <= 0:
                return 0
            if self.rules.deathtouch_is_lethal and self.permanents[source].has("deathtouch"):
                return 1
            return remaining
        if perm.is_("planeswalker"):
            return max(0, perm.loyalty - sum(amount for _, amount in assigned))
        if perm.is_("battle"):
            return max(0, perm.defense - sum(amount for _, amount in assigned))
        return None

    def combat_damage_amount(self, source: str) -> int:
        """How much combat damage a source assigns: its power, or its toughness with
        ``damage_by_toughness`` (510.1a: "assigns combat damage equal to its toughness rather than its power")."""
        perm = self.permanents[source]
        return perm.toughness if perm.has("damage_by_toughness") else perm.power

    def automatic_division(self, source: str, recipients: Recipients, ledger: Ledger) -> dict[str, int]:
        """The spec's automatic division: lethal to each in order, the rest past them or to the last."""
        left = max(0, self.combat_damage_amount(source))
        division: dict[str, int] = {}
        if recipients.kind == "none" or left == 0:
            return division
        if recipients.as_though_unblocked and (not recipients.creatures or not self.permanents[source].tramples):
            # Blocked: it deals its damage as though unblocked when nothing blocks it any more; otherwise
            # the automatic choice deals it to the blockers (explicit divisions may choose the player).
            if not recipients.creatures:
                return {recipients.target: left} if recipients.target else {}
            recipients = Recipients("blocked", recipients.creatures)
        for creature in recipients.creatures:
            give = min(left, self.lethal(creature, source, ledger) or 0)
            division[creature] = give
            left -= give
        if left and recipients.target is not None:
            target = recipients.target
            if recipients.past_planeswalker is not None:  # 702.19c: the planeswalker first, then its controller
                give = min(left, self.lethal(target, source, ledger) or 0)
                division[target] = give
                left -= give
                target = recipients.past_planeswalker
            division[target] = division.get(target, 0) + left
        elif left:
            last = recipients.creatures[-1]
            division[last] += left
        return {r: a for r, a in division.items() if a}

    def check_division_shape(self, source: str, recipients: Recipients, division: dict[str, int],
                             path: str) -> Problem | None:
        """The checks every ruleset shares: who may receive damage and how much there is (510.1a–d)."""
        name = self.name(source)
        power = max(0, self.combat_damage_amount(source))
        by_toughness = self.permanents[source].has("damage_by_toughness")
        measure = "toughness" if by_toughness else "power"
        if power == 0:
            return Problem("illegal-assignment", f"{name} has {measure} {self.combat_damage_amount(source)}, so it "
                           "assigns no combat damage and has no division to make", f"{path}.division",
                           self.rules.rule("damage-by-toughness" if by_toughness else "assign-power"))
        if recipients.kind == "none":
            why = {"assign-blocker": f"{name} is blocking no attacker any more, so it assigns no combat damage",
                   "assign-blocked": f"{name} is blocked and nothing blocks it any more, so without trample it "
                                     "assigns no combat damage",
                   "attack-target-left": f"what {name} attacked has left combat, so it assigns no combat damage",
                   "left-player-damage": f"{recipients.left_player or 'the player ' + name + ' attacks'}, to whom "
                                         f"{name}'s combat damage would be assigned, has left the game, and combat "
                                         "damage isn't assigned to a player who left"}
            return Problem("illegal-assignment", why[recipients.why_none], f"{path}.division",
                           self.rules.rule(recipients.why_none))
        allowed = recipients.all()
        for recipient, amount in division.items():
            if recipient not in allowed and amount:
                return Problem("illegal-assignment", self._why_not_recipient(source, recipients, recipient),
                               f"{path}.division[{recipient!r}]", self._rule_not_recipient(source, recipients))
        total = sum(division.values())
        if recipients.kind != "none" and total != power:
            return Problem("illegal-assignment",
                           f"{name} assigns combat damage equal to its {measure}, {power}; this division assigns "
                           f"{total}", f"{path}.division",
                           self.rules.rule("damage-by-toughness" if by_toughness else "assign-power"))
        return None

    def _why_not_recipient(self, source: str, recipients: Recipients, recipient: str) -> str:
        name, other = self.name(source), self.name(recipient)
        if recipients.kind == "blocked" and self.chooser(source, recipients) != self.permanents[source].controller:
            return (f"{name} is blocked by a creature with banding: the defending player divides its damage "
                    f"among the creatures blocking it, none to {other}")
        if recipients.kind == "blocker":
            return f"{name} is blocking, so it assigns its damage only to the attackers it blocks, not {other}"
        if recipients.kind == "blocked" and recipients.target is None:
            return f"{name} is blocked and has no trample: all its damage goes to its blockers, none to {other}"
        if recipients.kind == "unblocked":
            return f"{name} is unblocked: its damage goes to what it attacks, not {other}"
        attack = self.attacks.get(source)
        if attack and attack.target in self.permanents and recipient in self.players:
            kind = "battle" if self.permanents[attack.target].is_("battle") else "planeswalker"
            return (f"{name} is attacking a {kind}: trample lets its excess damage go to the {kind}, "
                    f"not to {other}")
        return f"{other} can't be assigned combat damage from {name}"

    def _rule_not_recipient(self, source: str, recipients: Recipients) -> str:
        if recipients.kind == "blocked" and self.chooser(source, recipients) != self.permanents[source].controller:
            return self.rules.rule("band-divides-attacker")
        if recipients.kind == "blocker":
            return self.rules.rule("assign-blocker")
        if recipients.kind == "unblocked":
            return self.rules.rule("assign-unblocked")
        attack = self.attacks.get(source)
        if recipients.target is not None and attack and attack.target in self.permanents:
            return self.rules.rule("trample-attacking-planeswalker")
        return self.rules.rule("assign-blocked")

    def check_trample(self, source: str, recipients: Recipients, division: dict[str, int],
                      path: str, ledger: Ledger | None = None) -> Problem | None:
        """702.19b–c: damage past the blockers only once each has lethal damage assigned."""
        ledger = ledger if ledger is not None else self._ledger
        if recipients.kind != "blocked" and recipients.past_planeswalker is None:
            return None
        name = self.name(source)
        past = sum(a for r, a in division.items() if r not in recipients.creatures)
        if recipients.as_though_unblocked and past == sum(division.values()):
            return None  # all of it as though it weren't blocked
        if recipients.as_though_unblocked and past and not self.permanents[source].tramples:
            return Problem("illegal-assignment",
                           f"{name} may assign all its damage as though it weren't blocked, or all of it to its "
                           "blockers, not part to each", f"{path}.division", self.rules.rule("assign-blocked"))
        if past:
            for blocker in recipients.creatures:
                need = self.lethal(blocker, source, ledger) or 0
                if division.get(blocker, 0) < need:
                    return Problem(
                        "illegal-assignment",
                        f"{name} has trample, but {self.name(blocker)} must be assigned lethal damage ({need}) "
                        f"before any damage goes past it; it is assigned {division.get(blocker, 0)}",
                        f"{path}.division", self.rules.rule("trample"))
        controller = recipients.past_planeswalker
        if controller is not None and division.get(controller, 0) and recipients.target != controller:
            walker = recipients.target
            assert walker is not None
            need = self.lethal(walker, source, ledger) or 0
            if division.get(walker, 0) < need:
                return Problem(
                    "illegal-assignment",
                    f"{name} has trample over planeswalkers, but {self.name(walker)} must be assigned damage "
                    f"equal to its loyalty ({need}) before any goes to {controller}",
                    f"{path}.division", self.rules.rule("trample-over-planeswalkers"))
        return None

    def damage_step(self, step: str, participants: list[str]) -> None:
        """Assign every participant's combat damage (510.1), check it as a whole, then deal it."""
        self.observer.damage_step_begins(self, step, participants)
        record = self.begin(step, damage_step=True)
        order = [c for c in self.attacks if c in participants] + [c for c in self.blocks if c in participants]
        self._ledger = ledger = Ledger()
        chosen: list[tuple[str, Recipients, dict[str, int], str]] = []
        assignments: list[tuple[str, list[tuple[str, int]]]] = []
        for source in order:
            recipients = self.recipients(source)
            if recipients.why_none == "left-player-damage" and self.combat_damage_amount(source) > 0:
                self.emit("not-assigned", self.rules.rule("left-player-damage"), source=source,
                          target=recipients.left_player or self.attacks[source].target)
            self.dividing(step, source, recipients, ledger)
            explicit = self._explicit_for(source, step)
            if explicit is not None:
                division = dict(explicit.division)
                problem = self.check_division_shape(source, recipients, division, explicit.path)
                if problem is not None:
                    raise ScenarioError.from_problems([problem])
                chosen.append((source, recipients, division, explicit.path))
            else:
                division = self.automatic_division(source, recipients, ledger)
            ledger.add(source, division)
            if any(division.values()):
                self.assigned_in.setdefault(step, set()).add(source)
                pairs = [(r, a) for r, a in division.items()]
                assignments.append((source, pairs))
                entry: dict[str, Any] = {"source": source, "division": {r: a for r, a in pairs}}
                chooser = self.chooser(source, recipients)
                if chooser != self.permanents[source].controller:
                    entry["chosen_by"] = chooser
                    entry["rule"] = self.rules.rule("band-divides-attacker" if source in self.attacks
                                                    else "band-divides-blocker")
                record["assignments"].append(entry)
        self.divided(step, ledger)
        # 510.1e: the players' assignments are checked as a whole.
        for source, recipients, division, path in chosen:
            problem = self.rules.check_division(self, source, recipients, division, path)
            if problem is not None:
                raise ScenarioError.from_problems([problem])
        self.rules.deal_combat_damage(self, step, [(s, [(r, a) for r, a in pairs if a]) for s, pairs in assignments])

    # Observing the choices (no-ops here; :mod:`pyengine.options` listens).
    def stacking(self, moment: str, triggers: list[tuple[str, str, str]]) -> None:
        """Simultaneous triggers go on the stack: ``(controller, source, ability)``, as created (603.3b)."""
        self.observer.stacking(self, moment, triggers)

    def dividing(self, step: str, source: str, recipients: Recipients, ledger: Ledger) -> None:
        """A source's combat damage is about to be divided, with what earlier sources assigned."""
        self.observer.dividing(self, step, source, recipients, ledger)

    def divided(self, step: str, ledger: Ledger) -> None:
        """Every source of the step has divided, before the divisions are checked (510.1e)."""
        self.observer.divided(self, step, ledger)

    def _explicit_for(self, source: str, step: str) -> Any:
        for key in ((source, step), (source, None)):
            choice = self._explicit.get(key)
            if choice is not None and key not in self._explicit_used:
                self._explicit_used.add(key)
                return choice
        return None

    def _refuse_unused_assignments(self) -> None:
        for key, choice in self._explicit.items():
            if key not in self._explicit_used:
                source, step = key
                used = sorted(s for (src, s) in self._explicit_used if src == source and s)
                if step is None and used:
                    raise ScenarioError(
                        "illegal-assignment",
                        f"{self.name(source)} has a division for the {' and '.join(used)} damage step, and this one "
                        "without a 'step' has no other step to apply to: it deals combat damage in no other step",
                        f"{choice.path}.source", self.rules.rule("first-strike-step"))
                when = f"the {step} damage step" if step else "any combat damage step"
                raise ScenarioError(
                    "illegal-assignment",
                    f"{self.name(source)} assigns no combat damage in {when}, so it has no division to make "
                    "(it is not in combat then, or has no first or double strike for the first-strike step)",
                    f"{choice.path}.source", self.rules.rule("first-strike-step" if step == FIRST_STRIKE
                                                             else "leaves-combat"))

    def _refuse_unreached(self, at: str, step: str | None = None) -> None:
        for action in self.setup.actions:
            if action.at == at and (step is None or action.step == step):
                raise ScenarioError(
                    "invalid-scenario",
                    f"{action.path}.at: there is no first-strike damage step in this combat (no attacking or "
                    "blocking creature has first strike or double strike), so nothing happens "
                    + ("'after-first-strike'" if at == "after-first-strike" else "'on-stack' in the first-strike step"),
                    f"{action.path}.at", self.rules.rule("first-strike-step"))

    # Dealing damage and its results (120).
    def deal_simultaneously(self, assignments: list[tuple[str, list[tuple[str, int]]]], *, combat: bool) -> None:
        """Deal every source's damage at once (510.2); lifelink gains come with it (120.3f)."""
        shielded = self._share_shields(assignments)
        self._shield_counter_used = set()
        for source, pairs in assignments:
            gained = sum(self.deal_damage(source, recipient, amount, combat=combat,
                                          prevent=shielded.get((source, recipient)))
                         for recipient, amount in pairs)
            perm = self.permanents[source]
            if gained and perm.has("lifelink"):
                if self.rules.lifelink_is_triggered:
                    if perm.on_battlefield:  # an ability of a permanent that left play doesn't trigger
                        self.pending_triggers.extend(("lifelink", source, perm.controller, gained)
                                                     for _ in range(perm.count("lifelink")))
                else:
                    self.gain_life(perm.controller, gained, source, self.rules.rule("lifelink"))

    def _share_shields(self, assignments: list[tuple[str, list[tuple[str, int]]]]) -> dict[tuple[str, str], int]:
        """How a prevention shield is shared among sources that damage its holder at once (615.7).

        The holder's controller chooses which damage the shield prevents; the engine chooses for
        them, the most harmful first: for a creature, damage from a source with deathtouch, then
        with infect or wither; for a player, damage from a source with infect, then toxic, then
        lifelink; otherwise in the order the sources deal damage. Returns the amount prevented
        per (source, recipient) for every recipient hit by two or more sources.
        """
        hits: dict[str, list[tuple[str, int]]] = {}
        for source, pairs in assignments:
            for recipient, amount in pairs:
                if amount > 0:
                    hits.setdefault(recipient, []).append((source, amount))
        shares: dict[tuple[str, str], int] = {}
        for recipient, sources in hits.items():
            holder = self.players.get(recipient) or self.permanents.get(recipient)
            if holder is None or not holder.prevent or len(sources) < 2:
                continue
            left = holder.prevent
            for source, amount in sorted(sources, key=lambda hit: self._harm_rank(hit[0], holder)):
                src = self.permanents[source]
                if isinstance(holder, Permanent) and holder.protected_from(src):
                    continue  # protection prevents it all without using the shield
                shares[(source, recipient)] = min(left, amount)
                left -= shares[(source, recipient)]
        return shares

    def _harm_rank(self, source: str, holder: Player | Permanent) -> int:
        """How early a shield on ``holder`` prevents ``source``'s damage (lower: sooner)."""
        src = self.permanents[source]
        if isinstance(holder, Player):
            marks = ("infect", "toxic", "lifelink")
        else:
            marks = ("deathtouch", "infect", "wither")
        return next((rank for rank, keyword in enumerate(marks) if src.has(keyword)), len(marks))

    def deal_damage(self, source: str, recipient: str, amount: int, *, combat: bool,
                    prevent: int | None = None) -> int:
        """Deal damage from one source to one recipient; return how much was dealt (not prevented).

        ``prevent``: how much of it the recipient's shield prevents, when the shield was shared out
        among several sources at once (:meth:`_share_shields`); otherwise the shield takes what it can.
        """
        src = self.permanents[source]
        holder: Player | Permanent = self.players[recipient] if recipient in self.players else self.permanents[recipient]
        if isinstance(holder, Permanent) and not holder.on_battlefield:
            self.emit("damage", self.rules.rule("recipient-left"), source=source, target=recipient, amount=0,
                      combat=combat, note="not dealt: it left the battlefield")
            return 0
        prevented = 0
        rule = self.rules.rule("combat-damage" if combat else "noncombat-damage")
        if isinstance(holder, Permanent) and holder.protected_from(src):
            prevented, rule = amount, self.rules.rule("protection-damage")
        elif holder.prevent:
            prevented = min(holder.prevent, amount if prevent is None else prevent)
            holder.prevent -= prevented
            rule = self.rules.rule("prevention-shield")
        counter_spent = False
        if isinstance(holder, Permanent) and amount > prevented and (
                holder.counters.get("shield") or holder.id in self._shield_counter_used):
            # 122.1c: a shield counter prevents the damage and one counter is removed; damage dealt at
            # once by several sources is one event, so one counter covers all of it (and what a
            # prevention shield left over, which the engine spends first: it lapses at end of turn).
            counter_spent = holder.id not in self._shield_counter_used
            self._shield_counter_used.add(holder.id)
            prevented, rule = amount, self.rules.rule("shield-counter")
        dealt = amount - prevented
        self.emit("damage", rule, source=source, target=recipient, amount=dealt, combat=combat,
                  prevented=prevented or None)
        if counter_spent:
            assert isinstance(holder, Permanent)
            self.remove_counter(holder, "shield", self.rules.rule("shield-counter"))
        if dealt > 0:
            self.damage_results(src, holder, dealt, combat=combat)
        return dealt

    def damage_results(self, src: Permanent, holder: Player | Permanent, dealt: int, *, combat: bool) -> None:
        """What dealt damage does to a player or permanent (120.3a–h)."""
        if isinstance(holder, Player):
            if src.has("infect"):
                self.add_poison(holder, dealt, self.rules.rule("infect-to-player"), src.id)
            else:
                self.lose_life(holder, dealt, src.id, self.rules.rule("damage-to-player"))
            if combat and src.commander and self.setup.variant == "commander":
                # 903.10a: combat damage a commander deals a player counts toward 21, infect damage too.
                holder.commander_damage[src.id] = holder.commander_damage.get(src.id, 0) + dealt
                self.emit("commander-damage", self.rules.rule("commander-damage"), player=holder.id, source=src.id,
                          amount=dealt, total=holder.commander_damage[src.id])
            toxic = src.amount("toxic")
            if combat and toxic:
                self.add_poison(holder, toxic, self.rules.rule("toxic"), src.id)
            return
        if holder.is_("planeswalker"):
            removed = min(dealt, holder.loyalty)
            holder.loyalty -= removed
            self.emit("loyalty", self.rules.rule("damage-to-planeswalker"), id=holder.id, amount=-removed,
                      loyalty=holder.loyalty)
        if holder.is_("battle"):
            removed = min(dealt, holder.defense)
            holder.defense -= removed
            self.emit("defense", self.rules.rule("damage-to-battle"), id=holder.id, amount=-removed,
                      defense=holder.defense)
            if removed and holder.defense == 0 and self.is_siege(holder):
                self.queue_trigger("siege", holder.id, holder.id)  # its last defense counter is gone (310.11b)
        if holder.is_("creature") or holder.is_("unit"):
            if src.has("wither") or src.has("infect"):
                holder.counters["-1/-1"] = holder.counters.get("-1/-1", 0) + dealt
                self.emit("counters", self.rules.rule("counters-to-creature"), id=holder.id, kind="-1/-1",
                          amount=dealt)
            else:
                holder.damage += dealt
                self.emit("marked", self.rules.rule("damage-to-creature"), id=holder.id, amount=dealt,
                          damage=holder.damage)
            if src.has("deathtouch"):
                self.mark_deathtouch(holder, src)

    def remove_counter(self, perm: Permanent, kind: str, rule: str) -> None:
        """Remove one counter of a kind (a shield counter spent, 122.1c)."""
        perm.counters[kind] -= 1
        if not perm.counters[kind]:
            del perm.counters[kind]
        self.emit("counters", rule, id=perm.id, kind=kind, amount=-1)

    def destroy(self, perm: Permanent, reason: str, rule: str) -> None:
        """Destroy a permanent (704.5g–h, a deathtouch trigger), unless a replacement effect saves it.

        Its controller chooses among the effects that apply (616.1); the engine uses a regeneration
        shield first (it lapses at end of turn anyway, 701.19a), then an Aura with umbra armor
        (702.89a). A shield counter replaces only destruction by an effect (122.1c), and the
        state-based actions that destroy here are not effects, so it doesn't apply.
        """
        if perm.regeneration_shields:
            perm.regeneration_shields -= 1
            self.regenerate(perm, reason)
        elif perm.amount("umbra_armor"):
            self._umbra_armor(perm, reason)
        else:
            self.move(perm, "graveyard", reason=reason, rule=rule, kind="dies")

    def regenerate(self, perm: Permanent, reason: str) -> None:
        """701.19a: instead of being destroyed, all damage is removed, it taps, and it leaves combat (506.4)."""
        in_combat = self.in_combat(perm.id)
        perm.damage = 0
        perm.deathtouched = False
        perm.tapped = True
        if in_combat:
            self.remove_from_combat(perm.id)
        self.emit("regenerates", self.rules.rule("regenerate"), id=perm.id, instead_of=reason,
                  removed_from_combat=in_combat or None, shields=perm.regeneration_shields)

    def _umbra_armor(self, perm: Permanent, reason: str) -> None:
        """702.89a: instead of being destroyed, all damage is removed and one Aura with umbra armor is destroyed."""
        perm.damage = 0
        perm.deathtouched = False
        index = next(i for i, (name, n) in enumerate(perm.keywords) if name == "umbra_armor" and n)
        name, n = perm.keywords[index]
        kept = list(perm.keywords)
        if n is not None and n > 1:
            kept[index] = (name, n - 1)
        else:
            del kept[index]
        perm.keywords = kept
        self.emit("umbra-armor", self.rules.rule("umbra-armor"), id=perm.id, instead_of=reason,
                  auras=perm.amount("umbra_armor"))

    def _return_with_counter(self, ident: str, ability: str, kind: str) -> None:
        """Undying / persist: it returns to the battlefield as a new object with the counter (702.93a, 702.79a)."""
        perm = self.permanents[ident]
        rule = abilities.keyword_rule(self, ability)
        self.emit("trigger", rule, source=ident, ability=ability)
        if perm.zone != "graveyard":
            return
        perm.zone = BATTLEFIELD
        owner = perm.owned_by  # under its owner's control (702.93a, 702.79a), whoever controlled it before
        changed = perm.controller != owner
        perm.controller, perm.control_effect = owner, False
        perm.incarnation += 1
        perm.damage = perm.pump_power = perm.pump_toughness = perm.prevent = 0
        perm.counters = {kind: 1}
        perm.keywords = list(perm.printed_keywords)
        perm.tapped = perm.deathtouched = False
        self.emit("returns", rule, id=ident, counters=dict(perm.counters), controller=owner if changed else None)

    def mark_deathtouch(self, creature: Permanent, source: Permanent) -> None:
        """Remember deathtouch damage for the next state-based check (704.5h), or trigger (older rules)."""
        if self.rules.deathtouch_is_triggered:
            if source.on_battlefield:  # an ability of a permanent that left play doesn't trigger
                self.pending_triggers.extend(("deathtouch", source.id, creature.id, 0)
                                             for _ in range(source.count("deathtouch")))
        else:
            creature.deathtouched = True

    def queue_trigger(self, kind: str, source: str, subject: str, amount: int = 0) -> None:
        """A triggered ability waits to be put on the stack the next time a player would get priority."""
        self.pending_triggers.append((kind, source, subject, amount))

    def settle(self) -> None:
        """State-based actions, then waiting triggered abilities, each followed by state-based actions (117.5)."""
        self.check_state_based_actions()
        self.resolve_triggers()

    def resolve_triggers(self) -> None:
        """Put waiting triggered abilities on the stack and resolve them, each followed by state-based actions."""
        # APNAP (101.4): the active player's triggers go on the stack first, then the others' in turn order;
        # each player's in the order the scenario chooses (603.3b).
        self.pending_triggers.sort(key=lambda t: (-self.setup.apnap_rank(self.permanents[t[1]].controller),
                                                  abilities.trigger_rank(self, t[1], t[0])))
        while self.pending_triggers:
            kind, source, subject, amount = self.pending_triggers.pop(0)
            controller = self.players.get(self.permanents[source].controller)
            if controller is not None and controller.left:
                continue  # 800.4d: a player who left the game puts no triggered ability on the stack
            if kind in ("undying", "persist"):
                self._return_with_counter(source, kind, subject)
            elif kind == "siege":
                self._siege_defeated(source)
            elif kind == "lifelink":
                self.emit("trigger", self.rules.rule("lifelink"), source=source, ability="lifelink")
                self.gain_life(subject, amount, source, self.rules.rule("lifelink"))
            elif kind == "deathtouch":
                self.emit("trigger", self.rules.rule("deathtouch-trigger"), source=source, ability="deathtouch",
                          target=subject)
                victim = self.permanents[subject]
                if victim.on_battlefield and not victim.has("indestructible"):
                    self.destroy(victim, "deathtouch", self.rules.rule("deathtouch-trigger"))
            self.check_state_based_actions()

    def teammates(self, player: Player) -> list[Player]:
        """The players sharing ``player``'s life and poison: the team in Two-Headed Giant (810.9–810.10), else
        the player alone."""
        if not self.setup.two_headed_giant or player.team is None:
            return [player]
        return [p for p in self.players.values() if p.team == player.team]

    def _team_field(self, player: Player) -> dict[str, Any]:
        return {"team": player.team} if self.setup.two_headed_giant and player.team is not None else {}

    def add_poison(self, player: Player, amount: int, rule: str, source: str) -> None:
        """Poison counters: a Two-Headed Giant team shares them (810.10)."""
        for member in self.teammates(player):
            member.poison += amount
        self.emit("poison", rule, player=player.id, amount=amount, poison=player.poison, source=source,
                  **self._team_field(player))

    def lose_life(self, player: Player, amount: int, source: str, rule: str) -> None:
        """Life lost (damage, afflict): applied to a Two-Headed Giant team's shared life total (810.9)."""
        for member in self.teammates(player):
            member.life -= amount
        self.emit("life", rule, player=player.id, amount=-amount, life=player.life, source=source,
                  **self._team_field(player))

    def gain_life(self, player_id: str, amount: int, source: str, rule: str) -> None:
        player = self.players[player_id]
        for member in self.teammates(player):
            member.life += amount
        self.emit("life", rule, player=player_id, amount=amount, life=player.life, source=source,
                  **self._team_field(player))

    # State-based actions (704).
    def check_state_based_actions(self) -> None:
        """Perform state-based actions, all at once, until none apply (704.3); a loss ends the game."""
        while True:
            losers = self._players_who_lose()
            deaths = self._permanents_that_go()
            annihilate = [p for p in self.permanents.values()
                          if p.on_battlefield and p.counters.get("+1/+1") and p.counters.get("-1/-1")]
            for perm in self.permanents.values():
                perm.deathtouched = False
            if not (losers or deaths or annihilate):
                return
            dying = {perm.id for perm, _, _ in deaths}
            for perm in annihilate:
                if perm.id in dying:
                    continue  # all at once: what dies keeps the counters it died with (undying, persist)
                n = min(perm.counters["+1/+1"], perm.counters["-1/-1"])
                for kind in ("+1/+1", "-1/-1"):
                    perm.counters[kind] -= n
                    if not perm.counters[kind]:
                        del perm.counters[kind]
                self.emit("counters", self.rules.rule("sba-counters"), id=perm.id, kind="+1/+1 and -1/-1",
                          amount=-n)
            for perm, reason, meaning in deaths:
                if reason in ("lethal-damage", "deathtouch"):  # destroyed (704.5g–h): replacements may apply
                    self.destroy(perm, reason, self.rules.rule(meaning))
                    continue
                self.move(perm, "graveyard", reason=reason, rule=self.rules.rule(meaning),
                          kind="dies" if perm.is_("creature") or perm.is_("planeswalker") else "leaves")
            for player, reason, meaning in losers:
                player.lost = True
                self.emit("loses", self.rules.rule(meaning), player=player.id, reason=reason)
            if losers:
                self.players_leave([player for player, _, _ in losers])

    def _players_who_lose(self) -> list[tuple[Player, str, str]]:
        """Players who lose by a state-based action (704.5a, 704.5c; 704.6a–c in the variants)."""
        out: list[tuple[Player, str, str]] = []
        team_game = self.setup.two_headed_giant
        poison_limit = team_poison_limit(self.setup) if team_game else 10
        for player in self.players.values():
            if player.lost:
                continue
            if player.life <= 0:
                out.append((player, "life", "sba-team-life" if team_game else "sba-life"))
            elif player.poison >= poison_limit:
                out.append((player, "poison", "sba-team-poison" if team_game else "sba-poison"))
            elif any(taken >= 21 for taken in player.commander_damage.values()):
                out.append((player, "commander-damage", "sba-commander"))
        if team_game:  # 810.8a: if either player on a team loses, the team loses
            losing = {p.team for p, _, _ in out}
            for player in self.players.values():
                if player.team in losing and not player.lost and all(p is not player for p, _, _ in out):
                    out.append((player, "team", "team-loses"))
        return out

    def players_leave(self, losers: list[Player]) -> None:
        """Players who lost leave the game (104.5). With one player or team left, or none, the game ends
        (104.2a, 104.4a); otherwise it goes on for the others (800.4): what the leavers own leaves the
        game, and what they control that others own is exiled (800.4a), leaving combat (506.4)."""
        standing = {self.setup.team_of(p.id) for p in self.players.values() if not p.lost}
        if len(standing) <= 1:
            self.end_game()
        for player in losers:
            player.left = True
            self.emit("leaves-game", self.rules.rule("player-leaves"), player=player.id)
        rule = self.rules.rule("leaves-game")
        leaving = {p.id for p in losers}
        for perm in self.permanents.values():
            if perm.zone != LEFT_THE_GAME and perm.owned_by in leaving:  # in every zone (800.4a)
                self.move(perm, LEFT_THE_GAME, reason="owner-left-game", rule=rule)
        for perm in self.permanents.values():
            if perm.zone == BATTLEFIELD and perm.controller in leaving and perm.control_effect:
                # The effects that gave the leaver control end first: it goes back to its owner and, having
                # changed controller, leaves combat (506.4), an attacked planeswalker or battle too (506.4c).
                was_in_combat = self.in_combat(perm.id) or self.is_attacked(perm.id)
                self.remove_from_combat(perm.id)
                perm.controller = perm.owned_by
                self.emit("control", rule, id=perm.id, controller=perm.controller, reason="controller-left-game")
                if was_in_combat:
                    self.emit("removed-from-combat", self.rules.rule("leaves-combat"), id=perm.id)
        for perm in self.permanents.values():
            if perm.zone == BATTLEFIELD and perm.controller in leaving:
                self.move(perm, "exile", reason="controller-left-game", rule=rule)

    def _permanents_that_go(self) -> list[tuple[Permanent, str, str]]:
        out = []
        for perm in self.permanents.values():
            if perm.zone != BATTLEFIELD:
                continue
            types = perm.types
            if "creature" in types:
                toughness = perm.toughness
                if toughness <= 0:
                    out.append((perm, "zero-toughness", "sba-toughness"))
                    continue
                if (perm.damage >= toughness or perm.deathtouched) and not perm.has("indestructible"):
                    if perm.damage >= toughness:
                        out.append((perm, "lethal-damage", "sba-lethal"))
                        continue
                    if perm.deathtouched:
                        out.append((perm, "deathtouch", "sba-deathtouch"))
                        continue
            if "planeswalker" in types and perm.loyalty <= 0:
                out.append((perm, "no-loyalty", "sba-loyalty"))
            elif "battle" in types and perm.defense <= 0 and not self._siege_trigger_waits(perm.id):
                out.append((perm, "no-defense", "sba-defense"))
        return out

    def _siege_trigger_waits(self, ident: str) -> bool:
        """704.5v: a battle with 0 defense stays while it is the source of a trigger not yet resolved (a Siege's own)."""
        return any(kind == "siege" and source == ident for kind, source, _, _ in self.pending_triggers)

    def _siege_defeated(self, ident: str) -> None:
        """310.11b: a Siege's intrinsic trigger exiles it; then its controller may cast it transformed, which
        happens after combat damage (the result stops at the exile)."""
        rule = self.rules.rule("siege-defeated")
        self.emit("trigger", rule, source=ident, ability="siege",
                  note="its last defense counter was removed: it is exiled, then its controller may cast it "
                       "transformed without paying its mana cost")
        perm = self.permanents[ident]
        if perm.on_battlefield:
            self.move(perm, "exile", reason="defeated", rule=rule)

    def end_game(self) -> None:
        """One player (or team) is left and wins (104.2a); none left is a draw (104.4a). A Two-Headed Giant
        game is won by a team: ``winner`` names it."""
        standing = sorted({self.setup.team_of(p.id) for p in self.players.values() if not p.lost},
                          key=lambda t: self.setup.apnap_rank(next(p for p in self.setup.player_order
                                                                   if self.setup.team_of(p) == t)))
        self.over = True
        self.winner = standing[0] if len(standing) == 1 else None
        if self.winner is not None:
            self.emit("game-over", self.rules.rule("game-over"), winner=self.winner)
        else:
            self.emit("game-over", self.rules.rule("draw"), winner=None, draw=True)
        raise GameOver

    # The result.
    def final_state(self) -> dict[str, Any]:
        """Every player and permanent as they stand at the end of combat (before cleanup)."""
        players: dict[str, dict[str, Any]] = {
            p.id: {"life": p.life, "poison": p.poison, "lost": p.lost} for p in self.players.values()}
        variant = self.setup.variant
        for p in self.players.values():
            if variant == "commander":
                players[p.id]["commander_damage"] = dict(p.commander_damage)
            if variant == "two-headed-giant":
                players[p.id]["team"] = p.team
            if p.left:
                players[p.id]["left_game"] = True
        permanents: dict[str, dict[str, Any]] = {}
        for perm in self.permanents.values():
            permanents[perm.id] = self.permanent_state(perm)
        out: dict[str, Any] = {"players": players, "permanents": permanents}
        if variant == "two-headed-giant":  # 810.4, 810.10: each team's shared life and poison
            teams: dict[str, dict[str, Any]] = {}
            for p in self.players.values():
                if p.team is not None and p.team not in teams:
                    teams[p.team] = {"players": [q.id for q in self.players.values() if q.team == p.team],
                                     "life": p.life, "poison": p.poison, "lost": p.lost}
            out["teams"] = teams
        if self.over:
            out["winner"] = self.winner
        return out

    def permanent_state(self, perm: Permanent) -> dict[str, Any]:
        if not perm.on_battlefield:
            return {"zone": perm.zone}
        state: dict[str, Any] = {"zone": BATTLEFIELD, "controller": perm.controller}
        if perm.is_("creature"):
            state.update(damage=perm.damage, power=perm.power, toughness=perm.toughness)
        state["counters"] = dict(perm.counters)
        if perm.regeneration_shields:
            state["regeneration_shields"] = perm.regeneration_shields  # unused shields last until end of turn
        if perm.is_("planeswalker"):
            state["loyalty"] = perm.loyalty
        if perm.is_("battle"):
            state["defense"] = perm.defense
        state["tapped"] = perm.tapped
        return state
