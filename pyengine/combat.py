"""The combat machine: one combat, from declarations to the last damage step.

:class:`Combat` holds the working state (players, permanents, who attacks and
blocks what) and the event log. Rulesets drive it through hooks (see
:mod:`pyengine.rulesets.base`); the machine owns what every ruleset shares:
assigning and dividing damage, dealing it, its results (CR 120.3), state-based
actions (CR 704) and the end of the game (CR 104).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import abilities, damage, dealing, life, ninjutsu, watchers
from .blocks import block_problems
from .declare import attack_problems
from .errors import Problem, ScenarioError
from .events import Event, event
from .limits import MAX_EVENTS, too_large
from .machine import CombatObserver
from .model import BATTLEFIELD, Action, Attack, Ledger, PendingTrigger, Permanent, Player, Recipients

if TYPE_CHECKING:
    from .rulesets.base import Ruleset
    from .board import Setup

FIRST_STRIKE = "first-strike"
REGULAR = "regular"


class Combat:
    """One combat phase being resolved (the working state and the event log)."""

    def __init__(self, setup: Setup, rules: Ruleset, observer: CombatObserver | None = None) -> None:
        self.setup = setup
        #: What watches the combat as it runs (:func:`pyengine.engine.run`): nothing, by default.
        self.observer = observer if observer is not None else CombatObserver()
        self.rules = rules
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
        #: Triggered abilities waiting to be put on the stack: (kind, source, subject, amount, controller).
        self.pending_triggers: list[PendingTrigger] = []
        self._ledger = Ledger()
        #: While state-based actions move permanents all at once (704.3), the statics are refreshed after them.
        self.holding_statics = False
        self.declaring = 0  # how many attackers are declared at once (508.1), while they are recorded
        self._explicit = {(a.source, a.step): a for a in setup.assignments}
        self._explicit_used: set[tuple[str, str | None]] = set()
        #: Permanents whose shield counter was spent on the damage being dealt now (122.1c).
        self._shield_counter_used: set[str] = set()
        #: Cards the scenario lists in hand, and those of them that have entered the battlefield since (702.49c).
        self._started_in_hand = {ident for ident, perm in setup.permanents.items() if perm.zone == "hand"}
        self.entered: set[str] = set()
        #: Attacked planeswalkers and battles removed from combat (506.4): their attackers attack nothing (506.4c).
        self.removed_targets: set[str] = set()
        #: Attackers removed from combat, still on the battlefield: the defending player each was attacking, whom
        #: its "defending player" still means (802.2a).
        self.attacked_before: dict[str, str | None] = {}

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
                            "keyword instances trigger at once, or triggers trigger each other without end (a life gain whose "
                            "trigger gains life: a loop no player can stop, 104.4b); take some away", "$.permanents")
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
        return perm.is_siege

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
        self.announce_statics()
        problems = attack_problems(self.setup, self.rules)
        if problems:  # list the blocks' problems too, as they stand before any trigger
            raise ScenarioError.from_problems(problems + block_problems(self.setup, self.rules, before_triggers=True))
        self.declaring = len(self.setup.attackers)  # declared at once (508.1): none is "attacking alone" meanwhile
        for attack in self.setup.attackers:
            creature = self.permanents[attack.id]
            self.attacks[attack.id] = Attack(attack.target, self.setup.defender_of(attack.target))
            tapped = not creature.has("vigilance")
            if tapped:
                creature.tapped = True
            self.emit("attacks", self.rules.rule("attack-taps") if tapped else None,
                      id=attack.id, target=attack.target, tapped=tapped)
            self.refresh_statics(attack.id)
        for attack in self.setup.attackers:  # 702.154a, 508.1g: enlisting is a cost paid as attackers are declared
            if attack.enlist is not None:
                self.permanents[attack.enlist].tapped = True
                self.emit("enlists", self.rules.rule("enlist"), id=attack.id, creature=attack.enlist)
                self.refresh_statics(attack.enlist)  # tapped: "as long as it's untapped" (611.3a)
        self.declaring = 0
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
        for blocker in self.blocks:
            self.refresh_statics(blocker)
        abilities.block_triggers(self)

    # Actions.
    def run_actions(self, at: str, step: str | None = None) -> None:
        """The scenario's actions at this moment, in order, each followed by state-based actions."""
        for action in self.setup.actions:
            if action.at != at or (step is not None and (action.step or REGULAR) != step):
                continue
            self.perform(action)
            dealing.settle(self)

    def perform(self, action: Action) -> None:
        """Carry out one action (pump, remove, deal, …); a target that left makes it do nothing (608.2b)."""
        if action.do == "ninjutsu":
            self.ninjutsu(action)
            return
        target = action.get("target")
        perm = self.permanents.get(target) if isinstance(target, str) else None
        needs_battlefield = action.do != "prevent" or perm is not None
        if perm is not None and needs_battlefield and not perm.on_battlefield:
            if perm.id in self._started_in_hand and perm.id not in self.entered:
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
                self.refresh_statics(perm.id)  # no longer attacking or blocking (611.3a)
        elif action.do == "deal":
            self._deal_noncombat(action)
        elif action.do in ("counters", "life"):
            life.counters_or_life(self, action, perm)
        elif action.do == "regenerate":
            self._require_permanent(perm, action)
            assert perm is not None
            perm.regeneration_shields += 1
            self.emit("regeneration-shield", self.rules.rule("regeneration-shield"), id=perm.id,
                      shields=perm.regeneration_shields)

    def ninjutsu(self, action: Action) -> None:
        ninjutsu.ninjutsu(self, action)

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
        dealing.deal_simultaneously(self, [(source.id, [(target, action.get("amount"))])], combat=False)

    # Leaving combat and the battlefield.
    def remove_from_combat(self, ident: str) -> None:
        """It stops attacking or blocking (506.4); blocked attackers stay blocked (509.1h). An attacked
        planeswalker or battle stops being attacked; its attackers go on attacking nothing (506.4c)."""
        if self.is_attacked(ident):
            self.removed_targets.add(ident)
        if ident in self.attacks:
            self.attacked_before[ident] = self.attacks[ident].defending  # 802.2a
            del self.attacks[ident]
            for attackers in self.blocks.values():
                if ident in attackers:
                    attackers.remove(ident)
        if ident in self.blocks:
            del self.blocks[ident]
            for attack in self.attacks.values():
                if ident in attack.blockers:
                    attack.blockers.remove(ident)

    def refresh_statics(self, ident: str | None = None) -> None:
        """The statics as they apply now (611.3a), after something changed about ``ident`` (or anything): whose turn, who
        attacks and blocks, what is on the battlefield…; what changed is logged as ``pump``, ``gains``, ``loses-keyword``."""
        refreshed = self.setup.refresh_statics(self.attacks, self.blocks, self.declaring or None, self.attacked_before)
        for changed, power, toughness, gained, lost in refreshed:
            self._static_events(changed, power, toughness, gained, lost)
        for changed, power, toughness in self.setup.refresh_counted():  # 604.3: a count of what is there now
            self.emit("power-toughness", self.rules.rule("counted-pt"), id=changed, power=power, toughness=toughness)

    def announce_statics(self) -> None:
        """The conditional statics that apply as combat begins ("during your turn", 611.3a), and the power and
        toughness an ability counts from the board (604.3), as events."""
        for ident, perm in self.permanents.items():
            if perm.counted_pt is not None and perm.on_battlefield:
                self.emit("power-toughness", self.rules.rule("counted-pt"), id=ident, power=perm.power,
                          toughness=perm.toughness)
        for ident, perm in self.permanents.items():
            if perm.statics_on and perm.on_battlefield:
                power, toughness, keywords = perm.statics_in_effect()
                self._static_events(ident, power, toughness, keywords, [])

    def _static_events(self, ident: str, power: int, toughness: int, gained: list[str], lost: list[str]) -> None:
        rule = self.rules.rule("static-ability")
        if power or toughness:
            self.emit("pump", rule, id=ident, power=power, toughness=toughness)
        for keyword in gained:
            self.emit("gains", rule, id=ident, keyword=keyword)
        for keyword in lost:
            self.emit("loses-keyword", rule, id=ident, keyword=keyword)

    def move(self, perm: Permanent, zone: str, *, reason: str, rule: str, kind: str = "leaves") -> None:
        """Move a permanent off the battlefield; it keeps its last characteristics (LKI). One that would be put into a
        graveyard and has ``exile_instead`` ("If this creature would die, exile it instead", a replacement effect,
        614.1a) is exiled: it never dies (700.4), so nothing triggers on its death."""
        if zone == "graveyard" and perm.has("exile_instead"):
            zone, kind = "exile", "leaves"
        in_combat = (set(self.attacks), set(self.blocks))  # as it last existed (603.10a)
        self.remove_from_combat(perm.id)
        self.attacked_before.pop(perm.id, None)  # a new object if it returns (400.7)
        perm.zone = zone
        perm.deathtouched = False
        self.emit(kind, rule, id=perm.id, to=zone, reason=reason)
        if not self.holding_statics:  # state-based actions refresh them once all are performed (704.3)
            self.refresh_statics()  # its statics' effects on other creatures end as it leaves (611.3a)
        if zone == "graveyard" and perm.is_("creature"):
            abilities.death_triggers(self, [perm])
            if not self.holding_statics:  # state-based actions: all at once, after they are performed (603.10a)
                watchers.creatures_died(self, [perm], [p for p in self.permanents.values() if p.on_battlefield],
                                        in_combat=in_combat)

    def damage_step(self, step: str, participants: list[str]) -> None:
        """Assign every participant's combat damage (510.1), check it as a whole, then deal it."""
        self.observer.damage_step_begins(self, step, participants)
        record = self.begin(step, damage_step=True)
        order = [c for c in self.attacks if c in participants] + [c for c in self.blocks if c in participants]
        self._ledger = ledger = Ledger()
        chosen: list[tuple[str, Recipients, dict[str, int], str]] = []
        assignments: list[tuple[str, list[tuple[str, int]]]] = []
        for source in order:
            recipients = damage.recipients(self, source)
            if recipients.why_none == "left-player-damage" and damage.combat_damage_amount(self, source) > 0:
                self.emit("not-assigned", self.rules.rule("left-player-damage"), source=source,
                          target=recipients.left_player or self.attacks[source].target)
            self.dividing(step, source, recipients, ledger)
            explicit = self._explicit_for(source, step)
            if explicit is not None:
                division = dict(explicit.division)
                problem = damage.check_division_shape(self, source, recipients, division, explicit.path)
                if problem is not None:
                    raise ScenarioError.from_problems([problem])
                chosen.append((source, recipients, division, explicit.path))
            else:
                division = damage.automatic_division(self, source, recipients, ledger)
            ledger.add(source, division)
            if any(division.values()):
                self.assigned_in.setdefault(step, set()).add(source)
                pairs = [(r, a) for r, a in division.items()]
                assignments.append((source, pairs))
                entry: dict[str, Any] = {"source": source, "division": {r: a for r, a in pairs}}
                chooser = damage.chooser(self, source, recipients)
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
    def stacking(self, moment: str, triggers: list[tuple[str, str, str, str | None]]) -> None:
        """Simultaneous triggers go on the stack: ``(controller, source, ability, for)``, as created (603.3b)."""
        self.observer.stacking(self, moment, triggers)

    def targeting(self, source: str, trigger: int, targets: list[str]) -> None:
        """A permanent's own trigger chooses its target among ``targets`` as it is stacked (603.3d)."""
        self.observer.targeting(self, source, trigger, targets)

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

    # What the machine protocol names of dividing and dealing damage: :mod:`pyengine.damage`, :mod:`pyengine.dealing`.
    def recipients(self, source: str) -> Recipients:
        return damage.recipients(self, source)

    def chooser(self, source: str, recipients: Recipients) -> str:
        return damage.chooser(self, source, recipients)

    def lethal(self, recipient: str, source: str, ledger: Ledger, *, others_only: bool = True) -> int | None:
        return damage.lethal(self, recipient, source, ledger, others_only=others_only)

    def combat_damage_amount(self, source: str) -> int:
        return damage.combat_damage_amount(self, source)

    def automatic_division(self, source: str, recipients: Recipients, ledger: Ledger) -> dict[str, int]:
        return damage.automatic_division(self, source, recipients, ledger)

    def check_division_shape(self, source: str, recipients: Recipients, division: dict[str, int],
                             path: str) -> Problem | None:
        return damage.check_division_shape(self, source, recipients, division, path)

    def check_trample(self, source: str, recipients: Recipients, division: dict[str, int], path: str,
                      ledger: Ledger | None = None) -> Problem | None:
        return damage.check_trample(self, source, recipients, division, path, ledger)

    def deal_simultaneously(self, assignments: list[tuple[str, list[tuple[str, int]]]], *, combat: bool,
                            as_assigned: dict[str, int] | None = None) -> None:
        dealing.deal_simultaneously(self, assignments, combat=combat, as_assigned=as_assigned)

    def queue_trigger(self, kind: str, source: str, subject: str, amount: int = 0) -> None:
        dealing.queue_trigger(self, kind, source, subject, amount)

    def settle(self) -> None:
        dealing.settle(self)

    def lose_life(self, player: Player, amount: int, source: str, rule: str) -> None:
        life.lose_life(self, player, amount, source, rule)

    def gain_life(self, player_id: str, amount: int, source: str, rule: str) -> None:
        life.gain_life(self, player_id, amount, source, rule)

    def check_state_based_actions(self) -> None:
        dealing.check_state_based_actions(self)

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
        # A token the combat created (111.1) gives its text; one that left the battlefield ceases to exist (111.7).
        made = {"token": dict(perm.token)} if perm.token is not None else {}
        if not perm.on_battlefield:
            return {"zone": perm.zone, **made}
        state: dict[str, Any] = {"zone": BATTLEFIELD, "controller": perm.controller, **made}
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
        if perm.renowned:
            state["renowned"] = True  # 702.112b: a designation it keeps while on the battlefield
        if perm.sacrificed_at_end_step:
            state["sacrificed_at_end_step"] = True  # mobilize (702.181a): at the next end step, after this combat
        return state
