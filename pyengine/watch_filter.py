"""Whether a watching trigger's creature fits its ``watches`` ("Whenever another Zombie you control enters", "…
creature you control with power 2 or less enters", "Whenever an attacking creature dies"): the parts of a static's
``affects`` (:meth:`pyengine.board.Setup.affected`, 611.3a) read of the creature that entered or died, and its
power and toughness bounds (208.1). A dies watcher reads the creature as it last existed on the battlefield
(603.10a: leaves-the-battlefield abilities look back in time): its controller, types, colours, counters, power and
toughness with the effects it had, and whether it was attacking or blocking, which the caller gives
(``in_combat``), since leaving the battlefield removed it from combat (506.4). The scenario's ``watches`` is read
by :func:`pyengine.parse_watch_filter.parse_watches`.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from .affects import Watches as Watches  # re-exported
from .board import Setup

if TYPE_CHECKING:
    from .machine import CombatMachine
    from .model import Permanent


def watched(combat_or_board: CombatMachine | Setup, watches: Watches | None, source: Permanent, creature: Permanent,
            *, in_combat: tuple[Collection[str], Collection[str]] | None = None) -> bool:
    """Whether ``creature`` fits ``watches`` of a trigger of ``source`` (``None``: any creature does). ``in_combat``
    is ``(attacking, blocking)`` ids as the creature last existed (603.10a); by default the combat's attackers and
    blockers now (none on a board before combat)."""
    if watches is None:
        return True
    board = combat_or_board if isinstance(combat_or_board, Setup) else combat_or_board.setup
    if in_combat is None:
        in_combat = ((), ()) if isinstance(combat_or_board, Setup) else (combat_or_board.attacks,
                                                                          combat_or_board.blocks)
    attacking, blocking = in_combat
    if not board.affected(watches.affects, source, creature, attacking, blocking):
        return False
    if watches.power is not None and not watches.power.holds(creature.power):
        return False
    return watches.toughness is None or watches.toughness.holds(creature.toughness)
