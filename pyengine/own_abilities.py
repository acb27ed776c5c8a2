"""A permanent's own printed abilities as the engine holds them: its triggered abilities that change only itself,
the players' life or create creature tokens (``triggers``: :class:`CardTrigger`, 603.2; :class:`CardToken`, 111) and the moments its conditional static abilities
apply (``statics``' ``while``: :data:`STATIC_CONDITIONS`, 611.3a). :mod:`pyengine.model` re-exports both."""

from __future__ import annotations

from dataclasses import dataclass

from .affects import Affects, Watches


#: What an own trigger may target (``triggers[i].target.what``), in the card's words (115.1d; "any target", 115.4).
TARGET_KINDS: dict[str, str] = {
    "creature": "target creature",
    "another-creature": "another target creature",
    "creature-an-opponent-controls": "target creature an opponent controls",
    "creature-defending-player-controls": "target creature defending player controls",  # 508.5, 802.2a
    "creature-you-control": "target creature you control",
    "another-creature-you-control": "another target creature you control",
    "attacking-creature": "target attacking creature",
    "another-attacking-creature": "another target attacking creature",
    "artifact-creature": "target artifact creature",
    "any": "any target",  # 115.4: a creature, player, planeswalker or battle
    "player": "target player",  # 115.1d: a player target (its hexproof is not modelled)
    "opponent": "target opponent",  # an opponent of the trigger's controller (102.2, 102.3)
}

#: The kinds that name a player, never a permanent: their only effect is ``loses`` (119.3).
PLAYER_TARGET_KINDS = ("player", "opponent")


@dataclass(frozen=True)
class TriggerTarget:
    """The one target of an own trigger and what the trigger does to it as it resolves (608.2b: nothing, if it
    is no longer a legal target): +power/+toughness and keywords until end of turn, +1/+1 counters, tap it, "it
    can't block this turn", N damage dealt by the trigger's source (as it last existed if it left, 608.2h); a
    player target (:data:`PLAYER_TARGET_KINDS`) loses N life (119.3)."""

    #: One of :data:`TARGET_KINDS`.
    what: str
    power: int = 0
    toughness: int = 0
    keywords: tuple[tuple[str, int | None], ...] = ()
    counters: int = 0
    tap: bool = False
    cant_block: bool = False
    damage: int = 0
    #: "Target player loses N life": the player target loses N life (119.3; not damage, 120.3).
    loses: int = 0

    @property
    def harmful(self) -> bool:
        """Whether the effect is one a player aims at the opponents' things (the engine's automatic choice)."""
        return bool(self.damage or self.tap or self.cant_block or self.loses or self.power < 0 or self.toughness < 0)


#: Who loses life in an own trigger's ``loses`` (119.3), without a target: the scenario's name and the card's words.
LIFE_LOSERS: dict[str, str] = {
    "defending-player": "defending player",  # 506.2, 802.2a: the player it attacks (or whose planeswalker or battle)
    "each-player": "each player",  # every player still in the game (800.4a)
    "blocker-controller": "that creature's controller",  # the blocking creature's, for "becomes blocked by a creature"
}


@dataclass(frozen=True)
class LifeLoss:
    """"Defending player loses 1 life", "each player loses 3 life": who (one of :data:`LIFE_LOSERS`) and how much."""

    who: str
    amount: int


@dataclass(frozen=True)
class TargetChoice:
    """The target the scenario names for a permanent's own trigger (``trigger_targets``, 603.3d)."""

    source: str
    #: The trigger's index in the source's ``triggers``.
    trigger: int
    target: str
    path: str
    #: Whether the trigger's controller pays the cost of the target's ward (702.21a); ``None`` when not said.
    pays_ward: bool | None = None


@dataclass(frozen=True)
class CardToken:
    """Creature tokens a triggered ability creates (111.1): "create two 1/1 white Spirit creature tokens with flying"
    is ``count=2, power=1, toughness=1, colors=("white",), subtypes=("Spirit",), keywords=(("flying", None),)``.
    The ability defines every characteristic the token has (111.3); its name is its subtypes' (111.4)."""

    count: int
    power: int
    toughness: int
    colors: tuple[str, ...] = ()
    #: Its card types: ``("creature",)``, ``("artifact", "creature")`` (an artifact creature token)…
    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[tuple[str, int | None], ...] = ()
    #: "Create a tapped 1/1 …": it enters tapped.
    tapped: bool = False
    #: "… that's (tapped and) attacking" (508.4): it enters attacking (an attack trigger's token only).
    attacking: bool = False


#: Afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
#: black Spirit creature tokens with flying" (one token per instance's N; its count is the keyword's number).
AFTERLIFE_SPIRIT = CardToken(1, 1, 1, ("white", "black"), ("creature",), ("Spirit",), (("flying", None),))
#: Mobilize N (702.181a): "create N 1/1 red Warrior creature tokens. Those tokens enter tapped and attacking" (its
#: count is the keyword's number).
MOBILIZE_WARRIOR = CardToken(1, 1, 1, ("red",), ("creature",), ("Warrior",), (), tapped=True, attacking=True)


@dataclass(frozen=True)
class CardTrigger:
    """A permanent's own triggered ability that changes only itself until end of turn (``triggers``):
    "Whenever this creature attacks, it gets +2/+0 and gains first strike until end of turn", or the players' life:
    "Whenever this creature attacks, each opponent loses 1 life and you gain 1 life", also as it dies: "When this
    creature dies, you gain 3 life" (``on: "dies"``, 700.4: only life, as its creature is in a graveyard)."""

    #: One of :data:`TRIGGER_EVENTS`.
    on: str
    power: int = 0
    toughness: int = 0
    #: Keyword instances it gains until end of turn.
    keywords: tuple[tuple[str, int | None], ...] = ()
    #: +1/+1 counters put on it.
    counters: int = 0
    #: "… for each creature blocking it": power and toughness times the blockers as it resolves (608.2h).
    for_each_blocker: bool = False
    #: "You gain N life": its controller gains N life as it resolves (119.3; 113.7a: whether or not it is still there).
    gain_life: int = 0
    #: "Each opponent loses N life": each of its controller's opponents loses N life as it resolves (119.3, 113.7a).
    opponents_lose: int = 0
    #: "Create a 1/1 white Spirit creature token with flying": tokens its controller creates as it resolves (111.2;
    #: 113.7a: whether or not its source is still there); ``None``: none.
    create: CardToken | None = None
    #: "… target creature …": the one thing it targets and what it does to it (115.1d, 603.3d), or ``None``.
    target: TriggerTarget | None = None
    #: "You gain that much life" (``gain_life: "that much"``): the damage of the event that triggered it (120.9: only
    #: the damage of the sources it names), for a damage trigger (:data:`DAMAGE_EVENTS`).
    gain_that_much: bool = False
    #: "… this creature deals 1 damage to that creature": what it does to the other creature of the block that
    #: triggered it (a block trigger of :data:`THAT_CREATURE_EVENTS`), or ``None``.
    that_creature: ThatCreature | None = None
    #: "Defending player loses N life", "each player loses N life"…: players who lose life as it resolves (119.3).
    loses: LifeLoss | None = None
    #: "You gain life equal to the life lost this way" (``gain_life: "life lost"``): the life its losses took, every
    #: player's counted (810.9: in Two-Headed Giant each player loses it individually).
    gain_life_lost: bool = False
    #: "Whenever another Zombie you control enters": which creature a watcher (:data:`WATCHING_EVENTS`) triggers
    #: for, besides what its ``on`` says; ``None``: any (:func:`pyengine.watch_filter.watched`).
    watches: Watches | None = None
    #: "… for each other attacking Aurochs": power and toughness times the other creatures attacking as it resolves
    #: (608.2h) that fit this (``other``, ``attacking``, anyone's); ``None``: no such count.
    for_each_attacker: Affects | None = None


@dataclass(frozen=True)
class ThatCreature:
    """What a block trigger does to "that creature", the creature blocking it or the one it blocks (509.3b, 509.3d):
    N damage dealt by the trigger's source (as it last existed if it left, 608.2h; not combat damage, 120.2), then
    +power/+toughness until end of turn. It names that object, not a target (115.1): it does nothing if the object
    has left the battlefield (or left and came back, a new object, 400.7)."""

    damage: int = 0
    power: int = 0
    toughness: int = 0


#: The trigger events that have "that creature" (:class:`ThatCreature`): the creature blocking it (509.3d) or, for a
#: blocker, the creature it blocks (509.3b).
THAT_CREATURE_EVENTS = ("becomes-blocked-by-a-creature", "blocks-or-becomes-blocked-by-a-creature")


#: The trigger events that watch another creature enter, die or attack, which a ``watches`` may narrow (603.6a,
#: 603.10a, 508.3a, 506.5).
WATCHING_EVENTS = ("another-creature-you-control-enters", "another-creature-you-control-dies", "another-creature-dies",
                   "a-creature-you-control-dies", "a-creature-dies", "another-creature-you-control-attacks",
                   "a-creature-you-control-attacks", "a-creature-you-control-attacks-alone")


#: The trigger events whose event has an amount of damage ("that much", 120.9): the damage dealt to it, by it, or by
#: it to that creature.
DAMAGE_EVENTS = ("is-dealt-damage", "deals-damage", "deals-combat-damage", "deals-combat-damage-to-a-creature")


#: When a permanent's own conditional static ability (``statics``) applies (611.3a: checked at every moment).
STATIC_CONDITIONS: dict[str, str] = {
    "your-turn": "during your turn",                 # its controller is the active player (or on the active team)
    "attacking": "as long as it is attacking",       # from its declaration (508.1k) until it leaves combat (506.4)
    "blocking": "as long as it is blocking",         # from its declaration (509.1g) until it leaves combat (506.4)
    "attacking-alone": "as long as it is attacking alone",  # attacking, and no other creature is (506.5)
    "tapped": "as long as it is tapped",             # as it attacks without vigilance it taps (508.1f)
    "untapped": "as long as it is untapped",
    "always": "at all times",                        # while it is on the battlefield (611.3a, 604.1)
}
