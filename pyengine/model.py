"""The objects of a combat: players and permanents, and the choices made.

These are the engine's working state. :mod:`pyengine.parse` builds them (and
the :class:`pyengine.board.Setup` that holds them all) from a scenario after checking its shape; the combat
machine changes them as damage is dealt. Here too are the facts of life totals (103.4, 810.4, 903.7). A permanent that leaves the battlefield keeps the characteristics it
last had there (last-known information, CR 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any

from .affects import AFFECTS_COMBAT as AFFECTS_COMBAT, AFFECTS_CONTROLLERS as AFFECTS_CONTROLLERS  # re-exported
from .affects import Affects as Affects  # re-exported
from .conditions import CounterCount, PlayerCount, StatedCondition
from .own_abilities import STATIC_CONDITIONS as STATIC_CONDITIONS, CardTrigger as CardTrigger  # re-exported
from .own_abilities import AFTERLIFE_SPIRIT as AFTERLIFE_SPIRIT, CardToken as CardToken  # re-exported
from .own_abilities import MOBILIZE_WARRIOR as MOBILIZE_WARRIOR  # re-exported
from .own_abilities import TARGET_KINDS as TARGET_KINDS, TargetChoice as TargetChoice, TriggerTarget as TriggerTarget
from .own_abilities import LIFE_LOSERS as LIFE_LOSERS, PLAYER_TARGET_KINDS as PLAYER_TARGET_KINDS  # re-exported
from .own_abilities import LifeLoss as LifeLoss  # re-exported
from .creature_types import creature_type

BATTLEFIELD = "battlefield"

#: A triggered ability waiting for the stack: (kind, source, subject, amount, controller), its controller the
#: player who controlled its source as it triggered (603.3a).
PendingTrigger = tuple[str, str, str, int, str]

#: 103.4: a player starts at 20 life (when the scenario gives none).
STARTING_LIFE = 20
#: 104.3d: a player with ten or more poison counters loses the game.
POISON_LIMIT = 10
#: 903.7: each player of a Commander game starts at 40 life.
COMMANDER_LIFE = 40
#: 810.4, 810.11: a team of two starts at 30 life and loses at 15 poison; each further member adds 15 and 5.
TEAM_LIFE, TEAM_POISON, EXTRA_MEMBER_LIFE, EXTRA_MEMBER_POISON = 30, 15, 15, 5


@dataclass
class Player:
    """A player: life, poison counters, and (Riftbound) points."""

    id: str
    life: int = 20
    poison: int = 0
    points: int = 0
    lost: bool = False
    #: Unused prevention shield ("prevent the next N damage", CR 615.7).
    prevent: int = 0
    #: Two-Headed Giant (810): the team whose life and poison the player shares.
    team: str | None = None
    #: Commander (903.10a): combat damage dealt to this player by each commander this game, by permanent id.
    commander_damage: dict[str, int] = field(default_factory=dict)
    #: Left the game (104.5, 800.4): a multiplayer game goes on without the player.
    left: bool = False


#: When a permanent's own triggered ability (``triggers``) triggers: the trigger conditions of 508.3a and
#: 509.3a–d, by the scenario's name for each.
TRIGGER_EVENTS: dict[str, str] = {
    "attacks": "whenever it attacks",                                      # 508.3a
    "blocks": "whenever it blocks",                                        # 509.3a: once, however many it blocks
    "becomes-blocked": "whenever it becomes blocked",                      # 509.3c: once, however many block it
    "becomes-blocked-by-a-creature": "whenever it becomes blocked by a creature",  # 509.3d: once per blocker
    "attacks-or-blocks": "whenever it attacks or blocks",
    "attacks-alone": "whenever it attacks alone",                          # 506.5: the only creature declared
    # 508.3a: once for each declared attacker it watches (never one put onto the battlefield attacking, 508.4)
    "another-creature-you-control-attacks": "whenever another creature you control attacks",
    "a-creature-you-control-attacks": "whenever a creature you control attacks",
    "a-creature-you-control-attacks-alone": "whenever a creature you control attacks alone",  # 506.5
    "blocks-or-becomes-blocked": "whenever it blocks or becomes blocked",
    # 509.3b once for each creature it blocks, 509.3d once for each creature blocking it
    "blocks-or-becomes-blocked-by-a-creature": "whenever it blocks or becomes blocked by a creature",
    "deals-combat-damage-to-a-player": "whenever it deals combat damage to a player",  # 510.3a: before priority
    "dies": "when it dies",  # 700.4, 603.6c: put into a graveyard from the battlefield; it looks back (603.10a)
    # 603.6a: as another creature enters under its controller's control (one the engine puts onto the battlefield)
    "another-creature-you-control-enters": "whenever another creature you control enters",
    # 119.9: whenever a source causes its controller to gain life (one event per source; a gain of 0 is none)
    "you-gain-life": "whenever you gain life",
    # 603.6c, 603.10a: leaves-the-battlefield abilities that look back in time (creatures dying at once see each other)
    "another-creature-you-control-dies": "whenever another creature you control dies",
    "another-creature-dies": "whenever another creature dies",
    # The same, the creature itself included (603.10a: it sees itself die, as a "when it dies" trigger does).
    "a-creature-you-control-dies": "whenever a creature you control dies",
    "a-creature-dies": "whenever a creature dies",
    # Damage (120.4b: abilities that trigger on damage being dealt trigger as it is dealt and wait for the stack).
    # 603.2c, 700.1: all the damage dealt at once (510.2) is one event for "is dealt damage" and "deals damage", and
    # one occurrence for each creature dealt damage for "deals combat damage to a creature"; 0 dealt is none (120.8).
    "is-dealt-damage": "whenever it is dealt damage",
    "deals-damage": "whenever it deals damage",
    "deals-combat-damage": "whenever it deals combat damage",
    "deals-combat-damage-to-a-creature": "whenever it deals combat damage to a creature",
}


#: Which static ability gives an effect to a permanent: (its source's id, the source's incarnation (a source that
#: returned is a new object, 400.7), the static's index in the source's ``statics``).
StaticKey = tuple[str, int, int]


#: Whose permanents a :class:`BoardFilter` looks at, seen from the permanent that has it: the player it would
#: attack (``defending``, 508.1c, 802.2a), its controller, its controller's opponents, or anyone's.
FILTER_CONTROLLERS = ("defending", "you", "opponents", "any")
#: The card types a :class:`BoardFilter` may ask for.
FILTER_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")


@dataclass(frozen=True)
class BoardFilter:
    """Permanents on the battlefield a printed condition or count names: "defending player controls an Island"
    is ``controller="defending", subtypes=("Island",)``; "the number of creatures you control" is
    ``controller="you", types=("creature",)`` (``attack_unless`` entries, 508.1c; ``counted_pt.count``, 604.3)."""

    #: One of :data:`FILTER_CONTROLLERS`.
    controller: str = "you"
    #: Every one of these card types.
    types: tuple[str, ...] = ()
    #: Any of these subtypes (a changeling has every creature type, 702.73a).
    subtypes: tuple[str, ...] = ()
    #: Any of these colours.
    colors: tuple[str, ...] = ()
    #: Every one of these keywords.
    keywords: tuple[str, ...] = ()
    #: Not the permanent that has the condition or the count ("another artifact").
    other: bool = False
    #: ``attack_unless``: at least this many must match ("four or more artifacts").
    at_least: int = 1
    #: A static's ``if``: at most this many may match ("as long as your opponents control no creatures": 0).
    at_most: int | None = None


#: How a blocker's power is compared with the attacker's in a :class:`BlockerFilter` ("power less than this
#: creature's power", "greater power").
POWER_VS_ITS = ("less", "greater")


@dataclass(frozen=True)
class BlockerFilter:
    """Creatures that can't block a permanent (a restriction, 509.1b): "This creature can't be blocked by Walls"
    is ``subtypes=("Wall",)``, "by blue creatures" ``colors=("blue",)``, "by artifact creatures"
    ``types=("artifact",)``, "by creatures with flying" ``keywords=("flying",)``, "by creatures with power 3 or
    greater" ``power_at_least=3``, "Creatures with power less than this creature's power can't block it"
    ``power_vs_its="less"``. A creature can't block it when it fits every part the filter gives (``cant_be_blocked_by``
    entries)."""

    #: Every one of these card types.
    types: tuple[str, ...] = ()
    #: Any of these subtypes (a changeling has every creature type, 702.73a).
    subtypes: tuple[str, ...] = ()
    #: Any of these colours.
    colors: tuple[str, ...] = ()
    #: Every one of these keywords.
    keywords: tuple[str, ...] = ()
    #: Its power is at least this.
    power_at_least: int | None = None
    #: Its power is at most this.
    power_at_most: int | None = None
    #: Its power is ``less`` than, or ``greater`` than, the attacker's (:data:`POWER_VS_ITS`).
    power_vs_its: str | None = None

    def fits(self, blocker: Permanent, attacker: Permanent) -> bool:
        """Whether ``blocker`` is one of the creatures that can't block ``attacker``, as the blockers are declared."""
        power = blocker.power
        return (all(blocker.is_(t) for t in self.types)
                and (not self.subtypes or any(blocker.has_subtype(t) for t in self.subtypes))
                and (not self.colors or bool(blocker.colors & set(self.colors)))
                and all(blocker.has(k) for k in self.keywords)
                and (self.power_at_least is None or power >= self.power_at_least)
                and (self.power_at_most is None or power <= self.power_at_most)
                and (self.power_vs_its != "less" or power < attacker.power)
                and (self.power_vs_its != "greater" or power > attacker.power))


@dataclass(frozen=True)
class CountedPT:
    """Power and/or toughness that a characteristic-defining ability sets to a count of permanents (604.3, 208.2a,
    layer 7a: 613.4a): "its power and toughness are each equal to the number of creatures you control"."""

    #: Which it sets: ``power``, ``toughness`` or both.
    power: bool
    toughness: bool
    count: BoardFilter
    #: Added to the count ("1 plus the number of …").
    plus: int = 0


@dataclass(frozen=True)
class CardStatic:
    """A permanent's static ability that applies while a condition holds (``statics``): its own ("During your
    turn, this creature has first strike", "As long as it is attacking, it gets +2/+0"), or, with
    :attr:`affects`, other creatures' too ("Other Goblins you control get +1/+1": an anthem or lord)."""

    #: One of :data:`STATIC_CONDITIONS` (the scenario's ``while``), about the source.
    condition: str
    power: int = 0
    toughness: int = 0
    keywords: tuple[tuple[str, int | None], ...] = ()
    #: The creatures it affects; ``None``: the permanent itself.
    affects: Affects | None = None
    #: "Gets +1/+0 for each artifact you control" (611.3a, 613.4c): its power and toughness are multiplied by how many
    #: permanents this filter names, seen from its source, counted again whenever that changes; ``None``: once.
    for_each: BoardFilter | None = None
    #: "As long as you control a Forest" (611.3a): it applies only while the board holds at least
    #: ``board.at_least`` permanents this filter names, seen from its source (the scenario's ``if``); ``None``: always.
    board: BoardFilter | None = None
    #: "As long as you have 30 or more life" (119), "… an opponent has three or more poison counters" (122.1f), "… it
    #: has a +1/+1 counter on it" (122.1a), a condition only the board states (:mod:`pyengine.conditions`).
    life: PlayerCount | None = None
    poison: PlayerCount | None = None
    counters: CounterCount | None = None
    stated: StatedCondition | None = None


#: Protection from a card type: the quality the permanent's type is (702.16a).
_CARD_TYPE_QUALITIES = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
                        "lands": "land", "planeswalkers": "planeswalker"}
#: Protection from the number of an object's colours (105.2: multicolored is two or more, monocolored exactly one).
_COLOR_COUNTS: dict[str, Callable[[int], bool]] = {"multicolored": lambda n: n >= 2, "monocolored": lambda n: n == 1,
                                                   "colorless": lambda n: n == 0}


@dataclass
class Permanent:
    """A permanent on the battlefield (or one that was: see :attr:`zone`)."""

    id: str
    name: str
    controller: str
    types: frozenset[str]
    base_power: int = 0
    base_toughness: int = 0
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    loyalty: int = 0
    defense: int = 0
    protector: str | None = None
    #: Keyword instances in timestamp order: ``(name, number or None)``.
    keywords: list[tuple[str, int | None]] = field(default_factory=list)
    colors: frozenset[str] = frozenset()
    #: The qualities it has protection from (702.16a): colours, creature types (as ``Goblin``), and the other
    #: qualities of :data:`pyengine.fields.PROTECTION_QUALITIES` (``creatures``, ``artifacts``, ``everything``…).
    protection: frozenset[str] = frozenset()
    #: Subtypes (a land's ``Island``, ``Desert``: what landwalk looks for, 702.14c).
    subtypes: frozenset[str] = frozenset()
    #: Supertypes (``legendary``, ``snow``…, 205.4a): what an anthem's ``affects.supertypes`` looks for.
    supertypes: frozenset[str] = frozenset()
    #: "This creature can't attack unless …" (508.1c): each condition must hold for it to attack.
    attack_unless: tuple[BoardFilter, ...] = ()
    #: "This creature can't be blocked by Walls" (509.1b): creatures that can't block it.
    cant_be_blocked_by: tuple[BlockerFilter, ...] = ()
    #: "This creature can't be blocked except by creatures with flying" (509.1b): only a creature that fits one of
    #: these can block it; empty: any.
    can_be_blocked_only_by: tuple[BlockerFilter, ...] = ()
    #: "This creature can't block creatures with power 2 or greater" (509.1b): the attackers it can't block, each
    #: filter read of the attacker (its power compared with this creature's, for ``power_vs_its``).
    cant_block_creatures: tuple[BlockerFilter, ...] = ()
    #: Its power and/or toughness are a count of permanents (604.3, 613.4a); ``None``: printed numbers.
    counted_pt: CountedPT | None = None
    #: Regeneration shields (701.19a): the next N times it would be destroyed this turn, it regenerates.
    regeneration_shields: int = 0
    tapped: bool = False
    sick: bool = False
    #: Unused prevention shield ("prevent the next N damage", CR 615.7).
    prevent: int = 0
    slot: int = 0
    disabled: bool = False
    zone: str = BATTLEFIELD
    #: Commander (903.3): this permanent is a player's commander.
    commander: bool = False
    #: Its owner (800.4a: it leaves the game with them); ``None``: its controller.
    owner: str | None = None
    #: Its controller has it through a control-changing effect, which ends if that player leaves the game
    #: (800.4a: it goes back to its owner); otherwise a controller who leaves takes it to exile.
    control_effect: bool = False
    #: Power and toughness added until end of turn (pump actions, triggers).
    pump_power: int = 0
    pump_toughness: int = 0
    #: Dealt damage by a source with deathtouch since the last check (CR 704.5h).
    deathtouched: bool = False
    #: Renowned (702.112b): a renown ability of it has resolved, or the scenario says so (``renowned``).
    renowned: bool = False
    #: Its own triggered abilities that pump or grant it keywords as it attacks or blocks (``triggers``).
    triggers: tuple[CardTrigger, ...] = ()
    #: What the board states of the conditions its statics read and the engine can't see (``conditions``:
    #: ``{"threshold": True}``); a condition it does not give is taken as not holding.
    conditions: dict[str, bool] = field(default_factory=dict)
    #: Its own conditional statics (``statics``), which of them apply now, and what they add (611.3a).
    statics: tuple[CardStatic, ...] = ()
    #: The statics (its own and other permanents') whose effect it has now, by :data:`StaticKey`.
    statics_on: dict[StaticKey, CardStatic] = field(default_factory=dict)
    static_power: int = 0
    static_toughness: int = 0
    #: The keywords it has on its own (what it returns with after undying or persist, 400.7).
    printed_keywords: list[tuple[str, int | None]] = field(default_factory=list)
    #: A token the combat created (111.1): its text as a scenario's permanent gives it (111.3: the characteristics the
    #: ability defined), which the final state reports; ``None``: a permanent the scenario lists.
    token: dict[str, Any] | None = None
    #: A token sacrificed at the beginning of the next end step (mobilize, 702.181a): after the combat.
    sacrificed_at_end_step: bool = False
    #: How many times it has returned to the battlefield (undying, persist): each return is a
    #: new object (400.7), which abilities aimed at the old one don't affect.
    incarnation: int = 0
    _names_cache: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    _names_list: object = field(default=None, repr=False, compare=False)
    _names_len: int = field(default=-1, repr=False, compare=False)

    # Characteristics.
    @property
    def power(self) -> int:
        """Current power: printed, plus counters, plus until-end-of-turn effects."""
        return self.base_power + self.counter_bonus + self.pump_power + self.static_power

    @property
    def toughness(self) -> int:
        """Current toughness (for a Riftbound unit, its Might)."""
        counters = self.counters
        if not counters:
            return self.base_toughness + self.pump_toughness + self.static_toughness
        return (self.base_toughness + counters.get("+1/+1", 0) - counters.get("-1/-1", 0) + self.pump_toughness
                + self.static_toughness)

    @property
    def counter_bonus(self) -> int:
        counters = self.counters
        return counters.get("+1/+1", 0) - counters.get("-1/-1", 0) if counters else 0

    @property
    def owned_by(self) -> str:
        """The player who owns it (its controller unless the scenario names an owner)."""
        return self.owner or self.controller

    def is_(self, card_type: str) -> bool:
        """Whether the permanent has the card type (``creature``, ``planeswalker``, …)."""
        return card_type in self.types

    @property
    def on_battlefield(self) -> bool:
        return self.zone == BATTLEFIELD

    @property
    def is_siege(self) -> bool:
        """Every battle printed so far is a Siege (310.11): a battle is one unless its subtypes say otherwise."""
        return self.is_("battle") and (not self.subtypes or self.has_subtype("Siege"))

    # Keywords.
    def _names(self) -> dict[str, int]:
        """Instances per keyword name, cached while :attr:`keywords` is the same list of the same length."""
        keywords = self.keywords
        if self._names_list is not keywords or self._names_len != len(keywords):
            names: dict[str, int] = {}
            for name, _ in keywords:
                names[name] = names.get(name, 0) + 1
            self._names_cache, self._names_list, self._names_len = names, keywords, len(keywords)
        return self._names_cache

    @property
    def tramples(self) -> bool:
        """Trample or trample over planeswalkers: it may assign damage past its blockers (702.19b, 702.19e)."""
        return self.has("trample") or self.has("trample_over_planeswalkers")

    def is_still(self, incarnation: int) -> bool:
        """On the battlefield as the object ``incarnation`` names (400.7: gone, or back as a new object, it is not)."""
        return self.on_battlefield and self.incarnation == incarnation

    def has(self, keyword: str) -> bool:
        """Whether it has at least one instance of the keyword."""
        keywords = self.keywords
        if self._names_list is keywords and self._names_len == len(keywords):
            return keyword in self._names_cache
        return keyword in self._names()

    def count(self, keyword: str) -> int:
        """How many instances of the keyword it has (each triggers separately)."""
        return self._names().get(keyword, 0)

    def amount(self, keyword: str) -> int:
        """The total N of a numbered keyword (``toxic:1`` twice is toxic 2)."""
        return sum(number or 0 for name, number in self.keywords if name == keyword)

    def grant(self, keyword: str, number: int | None = None) -> None:
        """Gain one instance of a keyword (until end of turn)."""
        self.keywords.append((keyword, number))

    def lose(self, keyword: str, number: int | None = None) -> None:
        """Lose every instance of a keyword (until end of turn), or with ``number`` the one instance
        ``keyword:number`` (a creature with toxic 1 and toxic 2 that loses toxic 1 keeps toxic 2)."""
        if number is None:
            self.keywords = [(name, n) for name, n in self.keywords if name != keyword]
        elif (keyword, number) in self.keywords:
            kept = list(self.keywords)
            kept.remove((keyword, number))
            self.keywords = kept

    def apply_statics(self, now: dict[StaticKey, CardStatic]) -> tuple[int, int, list[str], list[str]]:
        """The statics whose effect it has now, its own and other permanents' (611.3a: not locked in).

        Only those that changed are touched: one that keeps applying keeps its effect, so a keyword it grants
        and a later effect removed stays removed (613.7: the later timestamp wins). One that stops applying
        takes back its power, toughness and one instance of each keyword it granted (layer 7c, layer 6).
        Returns what changed: (power, toughness, keywords gained, keywords lost), keywords as written.
        """
        # A static whose size is a count ("+1/+0 for each artifact you control") changes in place as the count does.
        resized = sorted(k for k in now.keys() & self.statics_on.keys() if now[k] != self.statics_on[k])
        if now.keys() == self.statics_on.keys() and not resized:
            return 0, 0, [], []
        keywords = list(self.keywords)
        power, toughness = self.static_power, self.static_toughness
        gained: list[tuple[str, int | None]] = []
        lost: list[tuple[str, int | None]] = []
        for key in sorted(self.statics_on.keys() - now.keys()):
            static = self.statics_on[key]
            self.static_power -= static.power
            self.static_toughness -= static.toughness
            for instance in static.keywords:
                if instance in keywords:
                    keywords.remove(instance)
                    lost.append(instance)
        for key in resized:
            self.static_power += now[key].power - self.statics_on[key].power
            self.static_toughness += now[key].toughness - self.statics_on[key].toughness
        for key in sorted(now.keys() - self.statics_on.keys()):
            static = now[key]
            self.static_power += static.power
            self.static_toughness += static.toughness
            keywords.extend(static.keywords)
            gained.extend(static.keywords)
        self.keywords = keywords
        self.statics_on = dict(now)
        written = [name if n is None else f"{name}:{n}" for name, n in gained], \
            [name if n is None else f"{name}:{n}" for name, n in lost]
        return self.static_power - power, self.static_toughness - toughness, written[0], written[1]

    def statics_in_effect(self) -> tuple[int, int, list[str]]:
        """What the statics that apply to it now add: (power, toughness, keywords as written)."""
        keywords = [name if n is None else f"{name}:{n}" for key in sorted(self.statics_on)
                    for name, n in self.statics_on[key].keywords]
        return self.static_power, self.static_toughness, keywords

    def keyword_strings(self) -> list[str]:
        return [name if n is None else f"{name}:{n}" for name, n in self.keywords]

    def has_subtype(self, subtype: str) -> bool:
        """Whether it has the subtype (``Island``), however its case is written; a changeling has every creature
        type (702.73a: "this object is every creature type"), and no other subtype it isn't given.

        Changeling is read from the creature's own abilities: as a characteristic-defining ability it applies in
        layer 4, before abilities are added or removed in layer 6 (613.1d, 613.1f, 613.3), so a creature that loses
        changeling keeps every creature type, and one that gains it during the combat gets none from it."""
        wanted = subtype.casefold()
        if any(s.casefold() == wanted for s in self.subtypes):
            return True
        return (self.is_("creature") and any(name == "changeling" for name, _ in self.printed_keywords)
                and creature_type(subtype) is not None)

    def has_quality(self, quality: str) -> bool:
        """Whether it has the quality a protection names (702.16a): a colour of it, a card type (``creatures``,
        ``artifacts``…: it is a permanent of that type), ``multicolored`` / ``monocolored`` / ``colorless``
        (two or more colours, exactly one, none: 105.2), a creature type (its subtype, so a changeling has every
        one, 702.73a), or ``everything`` (702.16j)."""
        if quality == "everything":
            return True
        if quality in _CARD_TYPE_QUALITIES:
            return self.is_(_CARD_TYPE_QUALITIES[quality])
        if quality in _COLOR_COUNTS:
            return _COLOR_COUNTS[quality](len(self.colors))
        return quality in self.colors or (quality[:1].isupper() and self.has_subtype(quality))

    def protection_from(self, source: Permanent) -> str | None:
        """The quality of ``source`` it has protection from (702.16), the first in alphabetical order, or ``None``."""
        return next((q for q in sorted(self.protection) if source.has_quality(q)), None)

    def protected_from(self, source: Permanent) -> bool:
        """Whether it has protection from that source (702.16e: damage from it is prevented)."""
        return bool(self.protection) and self.protection_from(source) is not None

    def lethal_damage(self) -> int:
        """Damage still needed to be lethal (CR 120.6): toughness minus marked damage."""
        return max(0, self.toughness - self.damage)


@dataclass(frozen=True)
class AttackDeclaration:
    """One attacking creature and what it attacks (CR 508.1)."""

    id: str
    target: str
    path: str
    provoke: str | None = None
    mentor: str | None = None
    #: Banding (702.22c): attackers sharing a band name attack as one band.
    band: str | None = None
    #: Enlist (702.154a): the creature it taps as it attacks.
    enlist: str | None = None


@dataclass(frozen=True)
class BlockDeclaration:
    """One blocking creature and the attackers it blocks (CR 509.1)."""

    id: str
    blocks: tuple[str, ...]
    path: str


@dataclass(frozen=True)
class AssignmentChoice:
    """An explicit division of one source's combat damage in one step."""

    source: str
    step: str | None
    division: tuple[tuple[str, int], ...]
    path: str


@dataclass(frozen=True)
class TriggerChoice:
    """A triggered ability whose place on the stack the scenario chooses (603.3b): ``trigger_order``.

    ``subject`` (its ``for``): the one instance of it that is for this creature (the blocker, the attacker it blocks,
    the watched attacker); ``None`` names every instance of the ability at once."""

    source: str
    ability: str
    path: str
    subject: str | None = None


@dataclass(frozen=True)
class Action:
    """Something that happens during combat (pump, remove, deal, …)."""

    at: str
    do: str
    fields: dict[str, Any]
    path: str
    step: str | None = None

    def get(self, key: str) -> Any:
        return self.fields.get(key)


# In combat: an attack, where a source's damage may go, and what a step has assigned (506–510).
@dataclass
class Attack:
    """An attacking creature in combat (CR 508)."""

    target: str
    #: The defending player this attack concerns, as it was declared (506.2, 802.2a): the player, the
    #: planeswalker's controller or the battle's protector. It stays so if the planeswalker changes controller.
    defending: str | None = None
    #: Blocked status (CR 509.1h): stays blocked even if every blocker leaves.
    blocked: bool = False
    #: The creatures blocking it, in the order they were declared.
    blockers: list[str] = field(default_factory=list)


@dataclass
class Recipients:
    """Where one source's combat damage may go in this step."""

    #: ``unblocked``, ``blocked``, ``blocker``, or ``none`` (it assigns no combat damage).
    kind: str
    #: The creatures it must divide among (its blockers, or the attackers it blocks), in order.
    creatures: list[str] = field(default_factory=list)
    #: The player, planeswalker or battle it may damage past them (trample / unblocked).
    target: str | None = None
    #: Trample over planeswalkers: the attacked planeswalker's controller.
    past_planeswalker: str | None = None
    #: Why it assigns no damage (rule meaning), for ``kind == "none"``.
    why_none: str = ""
    #: It may assign all its damage to ``target`` as though it weren't blocked.
    as_though_unblocked: bool = False
    #: For ``why_none == "left-player-damage"``: the player who left that the damage would go to (800.4e).
    left_player: str | None = None

    def all(self) -> list[str]:
        out = list(self.creatures)
        if self.target is not None:
            out.append(self.target)
        if self.past_planeswalker is not None:
            out.append(self.past_planeswalker)
        return out


@dataclass
class Ledger:
    """Combat damage assigned so far in one step: recipient → [(source, amount)]."""

    entries: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    def add(self, source: str, division: dict[str, int]) -> None:
        for recipient, amount in division.items():
            if amount:
                self.entries.setdefault(recipient, []).append((source, amount))

    def by_others(self, recipient: str, source: str) -> list[tuple[str, int]]:
        return [(s, a) for s, a in self.entries.get(recipient, []) if s != source]
