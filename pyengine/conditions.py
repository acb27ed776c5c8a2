"""The conditions a permanent's own static ability may carry besides ``while`` and ``if`` (611.3a): a player's life
or poison counters (``life``, ``poison``), counters on the permanent itself (``counters``), and a condition only the
board can state (``stated``: threshold, delirium, the city's blessing…), which the permanent answers in its own
``conditions`` field.

A static ability's effect is not locked in (611.3a): the engine checks these conditions again whenever what they
read changes (a player's life as combat damage is dealt, a counter put on the creature, the creature tapping as it
attacks), so a creature that gets +2/+2 "as long as you have 30 or more life" loses it in the regular damage step
once its controller has dropped below 30 in the first-strike step (510.4).

A ``stated`` condition reads what the engine does not keep: the cards in a graveyard or a hand, what happened
earlier in the turn, a designation (the city's blessing, 702.131c; the monarch, 723.1). The board says whether it
holds (``"conditions": {"threshold": true}``); the engine holds it as stated for the whole combat and never guesses:
when the board does not say, it is taken as not holding and validate warns, naming the field to give
(:func:`pyengine.engine.stated_condition_warnings`).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Whose life or poison a :class:`PlayerCount` reads, seen from the static's source: its controller ("you"), some
#: one of its controller's opponents ("an opponent"), or the defending player (506.2, 802.2a).
PLAYER_COUNT_WHO = ("you", "an-opponent", "defending")

#: The counters a :class:`CounterCount` may count: the kinds the engine keeps on a permanent.
COUNTED_KINDS = ("+1/+1", "-1/-1", "shield")


@dataclass(frozen=True)
class Bounds:
    """``at_least`` and/or ``at_most`` a number (both inclusive); ``None``: no bound on that side."""

    at_least: int | None = None
    at_most: int | None = None

    def holds(self, n: int) -> bool:
        """Whether ``n`` is within the bounds.

        >>> Bounds(at_least=30).holds(30), Bounds(at_most=10).holds(11)
        (True, False)
        """
        return (self.at_least is None or n >= self.at_least) and (self.at_most is None or n <= self.at_most)

    def words(self) -> str:
        """The bounds as a card prints them ("30 or more", "10 or less")."""
        if self.at_least is not None and self.at_most is not None:
            return f"{self.at_least} to {self.at_most}" if self.at_least != self.at_most else f"exactly {self.at_least}"
        return f"{self.at_least} or more" if self.at_least is not None else f"{self.at_most} or less"


@dataclass(frozen=True)
class PlayerCount:
    """"As long as you have 30 or more life", "as long as an opponent has 10 or less life", "as long as an opponent
    has three or more poison counters": a number a player has, within bounds (119, 122.1f)."""

    #: One of :data:`PLAYER_COUNT_WHO`.
    who: str
    bounds: Bounds


@dataclass(frozen=True)
class CounterCount:
    """"As long as it has a +1/+1 counter on it", "… four or more +1/+1 counters on it": counters of one kind on the
    permanent that has the ability (122.1)."""

    #: One of :data:`COUNTED_KINDS`.
    kind: str
    bounds: Bounds


@dataclass(frozen=True)
class StatedCondition:
    """A condition the board states (``stated``): ``id`` names it in the permanent's ``conditions``; ``text`` is what
    it says, as the card prints it ("there are seven or more cards in your graveyard")."""

    id: str
    text: str

#: Whose permanents a static's ``if`` may look at, seen from its source: its controller's, its controller's opponents'
#: together ("your opponents control no creatures"), some one opponent's ("an opponent controls two or more
#: artifacts"), anyone's, or the defending player's (506.2, 802.2a: for an attacking creature, the player it attacks).
STATIC_IF_CONTROLLERS = ("you", "opponents", "an-opponent", "any", "defending")


def may_change_in_combat(text: str) -> str | None:
    """What during a combat can change a stated condition the engine holds as the board states it, in words, or
    ``None``: a creature that dies puts a card into its owner's graveyard (threshold, delirium, descend); combat damage
    to the monarch makes another player the monarch (723.2); ninjutsu moves cards to and from a hand; a permanent
    entering (ninjutsu) or a spell cast (an action) changes what happened this turn.

    >>> may_change_in_combat("there are seven or more cards in your graveyard")
    'a creature card put into a graveyard as a creature dies during this combat'
    """
    low = text.lower()
    if "graveyard" in low:
        return "a creature card put into a graveyard as a creature dies during this combat"
    if "in hand" in low:
        return "ninjutsu, which returns an attacker to its owner's hand and puts the ninja onto the battlefield"
    if "monarch" in low:
        return "combat damage dealt to the monarch, which makes that creature's controller the monarch (723.2)"
    if "entered the battlefield" in low:
        return "a permanent that enters during this combat (ninjutsu)"
    if "cast" in low:
        return "a spell cast during this combat"
    return None
