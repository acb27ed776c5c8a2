"""What a ruleset may use of the combat machine: the contract between :mod:`pyengine.combat` and
:mod:`pyengine.rulesets`.

Every hook of :class:`~pyengine.rulesets.base.Ruleset` receives the machine typed as
:class:`CombatMachine`, so ``mypy --strict`` refuses a ruleset that reaches for anything else (a
private attribute, a helper the machine keeps to itself). A new ruleset reads the combat's state
(``setup``, ``players``, ``permanents``, who attacks and blocks), writes the log (:meth:`begin`,
:meth:`emit`), asks the machine the questions every ruleset shares (recipients' lethal damage, who
divides, the automatic division, the shared division checks) and lets it carry out what every
ruleset shares (dealing damage and its results, moving permanents, state-based actions, triggers,
the final state). What it changes on a permanent or player is the game's state, which the machine
reads back; anything more a ruleset needs belongs here first, as a public member of the machine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .errors import Problem
    from .events import Event
    from .board import Setup
    from .model import Attack, Ledger, Permanent, Player, Recipients
    from .rulesets.base import Ruleset


class CombatMachine(Protocol):
    """The members of :class:`pyengine.combat.Combat` a ruleset may use, and nothing else."""

    # The combat's state.
    #: The parsed scenario (its declarations, divisions, actions and ``trigger_order``).
    setup: Setup
    #: The ruleset resolving this combat.
    rules: Ruleset
    players: dict[str, Player]
    #: Every permanent, on the battlefield or not (a permanent that left keeps its last characteristics).
    permanents: dict[str, Permanent]
    #: Attacking creature → its attack (target, blocked status, blockers).
    attacks: dict[str, Attack]
    #: Blocking creature → the attackers it blocks, in order.
    blocks: dict[str, list[str]]
    #: The result's damage steps so far.
    steps: list[dict[str, Any]]
    #: Whether the game ended, and who won (``None`` for a draw).
    over: bool
    winner: str | None
    #: Sources that assigned combat damage, by step name.
    assigned_in: dict[str, set[str]]

    @property
    def ledger(self) -> Ledger:
        """Combat damage assigned so far in the current damage step."""

    # The log.
    def begin(self, name: str, *, damage_step: bool) -> dict[str, Any]:
        """Start a new step of the result."""

    def emit(self, event_type: str, rule: str | None = None, /, **fields: Any) -> Event:
        """Append an event, with the rule behind it, to the current step."""

    def name(self, ident: str) -> str:
        """A permanent's name (a player's id), for messages."""

    # Magic's combat, as the machine runs it.
    def run_magic_combat(self) -> None:
        """Declarations, actions and the damage steps of Magic (506–511)."""

    def run_actions(self, at: str, step: str | None = None) -> None:
        """The scenario's actions at one moment."""

    # Dividing combat damage (510.1).
    def recipients(self, source: str) -> Recipients:
        """Where a source's combat damage may go in this step (its blockers, what it attacks, 510.1a–d)."""

    def combat_damage_amount(self, source: str) -> int:
        """How much combat damage a source assigns: its power, or its toughness where a rule says so (510.1a)."""

    def lethal(self, recipient: str, source: str, ledger: Ledger, *, others_only: bool = True) -> int | None:
        """The damage from ``source`` that is lethal for ``recipient`` (702.19b, 702.2c)."""

    def chooser(self, source: str, recipients: Recipients) -> str:
        """Who divides a source's combat damage."""

    def automatic_division(self, source: str, recipients: Recipients, ledger: Ledger) -> dict[str, int]:
        """The division the engine makes when the scenario gives none."""

    def check_division_shape(self, source: str, recipients: Recipients, division: dict[str, int],
                             path: str) -> Problem | None:
        """The division checks every ruleset shares (510.1a–d)."""

    def check_trample(self, source: str, recipients: Recipients, division: dict[str, int], path: str,
                      ledger: Ledger | None = None) -> Problem | None:
        """Trample's lethal-damage-first check (702.19b–c)."""

    def dividing(self, step: str, source: str, recipients: Recipients, ledger: Ledger) -> None:
        """Tell the observer (:class:`CombatObserver`) that a source is about to divide its damage."""

    # Dealing damage and its results.
    def deal_simultaneously(self, assignments: list[tuple[str, list[tuple[str, int]]]], *, combat: bool,
                            as_assigned: dict[str, int] | None = None) -> None:
        """Deal every source's damage at once, with its results (120.3). ``as_assigned``: each permanent's
        incarnation when the damage was assigned; one that has changed is another object now (400.7)."""

    def move(self, perm: Permanent, zone: str, *, reason: str, rule: str, kind: str = "leaves") -> None:
        """Move a permanent off the battlefield."""

    def settle(self) -> None:
        """State-based actions, then waiting triggers (117.5)."""

    def refresh_statics(self, ident: str | None = None) -> None:
        """The statics as they apply now (611.3a), after something changed about ``ident`` (or anything)."""

    def check_state_based_actions(self) -> None:
        """State-based actions until none apply (704.3)."""

    def lose_life(self, player: Player, amount: int, source: str, rule: str) -> None:
        """A player loses life (not damage: afflict, 702.130a), with its event."""

    def gain_life(self, player_id: str, amount: int, source: str, rule: str) -> None:
        """A player gains life (not lifelink's: a trigger's "you gain N life", 119.3), with its event."""

    def stacking(self, moment: str, triggers: list[tuple[str, str, str, str | None]]) -> None:
        """Tell observers that triggers go on the stack at once (603.3b): ``(controller, source, ability, for)``."""

    def targeting(self, source: str, trigger: int, targets: list[str]) -> None:
        """Tell observers the legal targets of a permanent's own trigger (``triggers[trigger]``) as it is stacked."""

    def queue_trigger(self, kind: str, source: str, subject: str, amount: int = 0) -> None:
        """A triggered ability waits for the stack."""

    def final_state(self) -> dict[str, Any]:
        """Every player and permanent as combat leaves them."""


class CombatObserver:
    """What watches a combat as the machine runs it: :func:`pyengine.engine.run`'s ``observer``.

    :func:`pyengine.options` notes the choices the combat offers on the way (the blocks, the trigger
    orders, each division) and the advisor what each attacker may divide; neither changes the
    combat, so the answer they watch is the one :func:`pyengine.resolve` gives. Each method is
    called with the machine at that moment and does nothing unless overridden.
    """

    def declaring_blocks(self, combat: CombatMachine) -> None:
        """Blockers are about to be declared (509.1), after the attack triggers have resolved."""

    def stacking(self, combat: CombatMachine, moment: str, triggers: list[tuple[str, str, str, str | None]]) -> None:
        """Simultaneous triggers go on the stack (603.3b): ``(controller, source, ability, for)``, as created."""

    def targeting(self, combat: CombatMachine, source: str, trigger: int, targets: list[str]) -> None:
        """A permanent's own trigger (its ``triggers[trigger]``) chooses its target among ``targets`` (603.3d)."""

    def damage_step_begins(self, combat: CombatMachine, step: str, participants: list[str]) -> None:
        """A combat damage step begins (510.1), before any of ``participants`` assigns its damage."""

    def dividing(self, combat: CombatMachine, step: str, source: str, recipients: Recipients,
                 ledger: Ledger) -> None:
        """A source is about to divide its combat damage, with what earlier sources of the step assigned."""

    def divided(self, combat: CombatMachine, step: str, ledger: Ledger) -> None:
        """Every source of the step has divided, before the divisions are checked as a whole (510.1e)."""
