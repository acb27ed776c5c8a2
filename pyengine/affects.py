"""Which creatures an anthem or lord gives its effect to: a static's ``affects`` (611.3a, 613.1).

"Other Merfolk you control get +1/+1", "Each creature you control with a +1/+1 counter on it has trample",
"Other colorless creatures you control get +1/+1", "Other nonblack creatures you control get +1/+1", "Other
legendary creatures you control get +2/+2": each part the printed line names is a field of :class:`Affects`, and a
creature gets the effect only while it fits every one of them. A static ability's effect is not locked in (611.3a):
which creatures fit is checked again whenever what a filter reads may have changed (a creature declared an
attacker, a counter put on it or removed, 704.5q), and the creature gains or loses the effect at once.
:meth:`pyengine.board.Setup.affected` reads it of a permanent.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from .conditions import Bounds, CounterCount

#: Whose creatures a static with ``affects`` gives its effect to (the scenario's ``affects.controller``).
AFFECTS_CONTROLLERS = ("you", "opponents", "any")
#: Which of them: those attacking or those blocking (``affects.combat``).
AFFECTS_COMBAT = ("attacking", "blocking")


@dataclass(frozen=True)
class Affects:
    """Which creatures a static ability of a permanent gives its effect to (``affects``, 611.3a, 613.1):
    "Other Merfolk you control get +1/+1" is ``controller="you", other=True, subtypes=("Merfolk",)``."""

    #: One of :data:`AFFECTS_CONTROLLERS`, seen from the static's source's controller.
    controller: str = "you"
    #: "Other": not the source itself.
    other: bool = False
    #: Any of these creature types ("Goblins and Orcs"); empty: any creature.
    subtypes: tuple[str, ...] = ()
    #: Every one of these keywords ("with flying").
    keywords: tuple[str, ...] = ()
    #: ``attacking`` or ``blocking`` (one of :data:`AFFECTS_COMBAT`), or any creature.
    combat: str | None = None
    #: Any of these colours ("green creatures"); empty: any colour or none.
    colors: tuple[str, ...] = ()
    #: Every one of these card types besides creature ("artifact creatures", "land creatures").
    types: tuple[str, ...] = ()
    #: "With a +1/+1 counter on it" (122.1a): counters of a kind on the creature within bounds; ``None``: any.
    counters: CounterCount | None = None
    #: "Colorless creatures" (105.2c: no colour at all).
    colorless: bool = False
    #: "Multicolored creatures" (105.2b: two or more colours).
    multicolored: bool = False
    #: None of these colours ("nonblack creatures"); a colorless creature is none of them.
    not_colors: tuple[str, ...] = ()
    #: Every one of these supertypes ("legendary creatures", "snow creatures", 205.4a).
    supertypes: tuple[str, ...] = ()

    def colors_fit(self, colors: Collection[str]) -> bool:
        """Whether a creature of ``colors`` fits the colour parts (``colors``, ``colorless``, ``multicolored``,
        ``not_colors``; 105.1, 105.2).

        >>> Affects(not_colors=("black",)).colors_fit(()), Affects(colorless=True).colors_fit(("red",))
        (True, False)
        """
        if self.colors and not set(colors) & set(self.colors):
            return False
        if (self.colorless and colors) or (self.multicolored and len(set(colors)) < 2):
            return False
        return not set(colors) & set(self.not_colors)


@dataclass(frozen=True)
class Watches:
    """Which creature a watching trigger looks at (a trigger's ``watches``): "Whenever another Zombie you control
    enters" is ``Affects(subtypes=("Zombie",))`` on ``another-creature-you-control-enters``; "… creature you control
    with power 2 or less …" adds ``power=Bounds(at_most=2)``. The creature fits if it fits :attr:`affects` (every
    part of a static's ``affects``, read of the watched creature instead of the affected one) and the bounds; a dies
    watcher reads it as it last existed on the battlefield (603.10a). :func:`pyengine.watch_filter.watched` reads it."""

    #: The parts shared with a static's ``affects`` (its ``controller`` defaults to ``any`` here: the trigger's
    #: ``on`` already says whose creatures it watches).
    affects: Affects
    #: "With power 2 or less" (208.1): the creature's power within bounds; ``None``: any.
    power: Bounds | None = None
    #: "With toughness 4 or greater" (208.1): its toughness within bounds; ``None``: any.
    toughness: Bounds | None = None
