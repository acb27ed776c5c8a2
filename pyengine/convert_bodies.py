"""The board of one game rebuilt for another: creatures and units, life and points, the battlefield.

:mod:`pyengine.convert` explains the mapping and is the entry point; this
module does the work on a copy of the scenario, writing one sentence per
change into :attr:`Board.changes`.
"""

from __future__ import annotations

import re
from typing import Any

from .engine import validate
from .errors import ScenarioError
from .keywords import parse_keyword
from .model import STARTING_LIFE
from .text import and_list, possessive
from .rulesets import RULESETS
from .rulesets.base import Ruleset

#: The game each ruleset belongs to (its ``game``): a board changes only when it moves to another game.
GAMES: dict[str, str] = {name: cls.game for name, cls in RULESETS.items()}
#: What a field of a permanent or player is called in a sentence.
FIELD_WORDS: dict[str, str] = {
    "counters": "counters", "protection": "protection", "prevent": "prevention shield", "colors": "colors",
    "slot": "slot", "disabled": "disabled state", "regeneration_shields": "regeneration shields",
    "subtypes": "land types", "supertypes": "supertypes", "life": "life", "poison": "poison counters", "points": "points",
    "commander_damage": "commander damage", "team": "team", "commander": "commander status",
    "toughness": "toughness", "power": "power", "might": "Might", "damage": "damage",
}
#: Top-level fields a board of the other game may carry: what they are called, and why they go ({game}).
TOP_FIELDS: dict[str, tuple[str, str]] = {
    "damage_assignment_order": ("damage assignment order", "{game} has no damage assignment order"),
    "assignments": ("damage divisions", "{game} divides combat damage differently (divide it again on the board)"),
    "trigger_order": ("trigger order", "the triggers to order are not the same in {game}"),
    "trigger_targets": ("trigger targets", "the triggers to target with are not the same in {game}"),
    "attack_option": ("multiplayer attack option", "{game} has no such option"),
    "variant": ("variant", "{game} has no such variant"),
}
#: Fields the conversion itself sets: never swept away.
KEPT_FIELDS = frozenset({"id", "name", "controller", "types", "power", "toughness", "might"})
#: Where the engine found a field the target ruleset refuses: ``$.permanents[2].colors``, ``…keywords[1]``.
PROBLEM_PATH = re.compile(r"^\$\.(permanents|players)\[(\d+)\]\.(\w+)(?:\[(\d+)\]|\['([^']*)'\])?$")
#: At most how many times the engine is asked again what it still refuses (each time drops one or more).
SWEEPS = 50


def keyword_words(keyword: str) -> str:
    """``"first_strike"`` → ``"first strike"``, ``"assault:2"`` → ``"assault 2"``."""
    return keyword.replace("_", " ").replace(":", " ")


def _a(noun: str) -> str:
    """"an artifact", "a planeswalker"."""
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def _were(items: list[Any]) -> str:
    return "was" if len(items) == 1 else "were"


def _show_value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} ×{v}" for k, v in value.items())
    if isinstance(value, list):
        return and_list([str(v) for v in value])
    return str(value)


class Board:
    """A copy of the scenario on its way from ``source`` to ``target``, and the changes made so far."""

    def __init__(self, out: dict[str, Any], source: Ruleset, target: Ruleset, changes: list[str]) -> None:
        self.out = out
        out["ruleset"] = target.name
        self.source = source
        self.target = target
        self.changes = changes
        self.game = GAMES[target.name]

    # The board's parts.
    def check_entries(self) -> None:
        """Players and permanents are lists of objects with string ids, or the conversion stops there."""
        for key in ("players", "permanents"):
            entries = self.out.get(key, [])
            if not isinstance(entries, list):
                raise ScenarioError("invalid-scenario", f"{key} must be a list of objects to convert the board",
                                    f"$.{key}")
            for i, entry in enumerate(entries):
                if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
                    raise ScenarioError("invalid-scenario", f"each of {key} must be an object with a string id "
                                        "to convert the board", f"$.{key}[{i}]")
        for i, perm in enumerate(self.out.get("permanents", [])):
            path = f"$.permanents[{i}]"
            for stat in ("power", "toughness", "might", "damage"):
                value = perm.get(stat)
                if stat in perm and (not isinstance(value, int) or isinstance(value, bool)):
                    raise ScenarioError("invalid-scenario", f"{possessive(self.label(perm['id']))} {FIELD_WORDS[stat]} must "
                                        "be a whole number to convert the board", f"{path}.{stat}")
            for key in ("types", "keywords"):
                value = perm.get(key)
                if key in perm and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                    raise ScenarioError("invalid-scenario", f"{possessive(self.label(perm['id']))} {key} must be a list of "
                                        "words to convert the board", f"{path}.{key}")

    @property
    def players(self) -> list[dict[str, Any]]:
        players: list[dict[str, Any]] = self.out.setdefault("players", [])
        return players

    @property
    def permanents(self) -> list[dict[str, Any]]:
        permanents: list[dict[str, Any]] = self.out.setdefault("permanents", [])
        return permanents

    def label(self, ident: str) -> str:
        """A permanent's or player's name. A player without one is named as every page names it:
        its id with a capital first letter ("bob" -> "Bob"); a permanent without one, by its id."""
        for entry in self.players + self.permanents:
            if entry.get("id") == ident and isinstance(entry.get("name"), str) and entry["name"].strip():
                return str(entry["name"]).strip()
        if any(player.get("id") == ident for player in self.players):
            return ident[:1].upper() + ident[1:]
        return ident

    def labels(self, idents: list[str]) -> str:
        return and_list([self.label(i) for i in idents])

    @property
    def active(self) -> str | None:
        active = self.out.get("active_player")
        if isinstance(active, str):
            return active
        return self.players[0]["id"] if self.players else None

    @property
    def defending(self) -> str | None:
        others = [p["id"] for p in self.players if p["id"] != self.active]
        return others[0] if others else None

    def remove(self, keep: list[dict[str, Any]]) -> None:
        self.out["permanents"] = keep

    def drop_foreign_permanents(self, body: str) -> None:
        """Permanents the target game can't hold are left out: a card in hand (ninjutsu is Magic's), a
        planeswalker, battle or land where the game has none. ``body`` is the source game's body type,
        which the caller turns into the target's."""
        allowed = set(self.target.permanent_types) | {body}
        keep, other = [], []
        for perm in self.permanents:
            types = perm.get("types")
            foreign = [str(t) for t in types if t not in allowed] if isinstance(types, list) else []
            if perm.get("zone") == "hand" and "zone" in self.target.refused_permanent_fields:
                other.append(f"{self.label(perm['id'])} (in its owner's hand)")
            elif foreign and isinstance(types, list) and body in types:  # an artifact creature: still a body
                perm["types"] = [t for t in types if t not in foreign]
                self.changes.append(f"{self.label(perm['id'])} is no longer {_a(and_list(foreign))}: "
                                    f"{self.game} has no such type")
                keep.append(perm)
            elif foreign:
                other.append(f"{self.label(perm['id'])} ({_a(and_list(foreign))})")
            else:
                keep.append(perm)
        if other:
            kinds = and_list(sorted(self.target.permanent_types))
            self.changes.append(f"{and_list(other)} {_were(other)} left out: a {self.game} board has {kinds} "
                                "cards only, on the battlefield")
        self.remove(keep)

    def fit_slots(self) -> None:
        """Puzzle Quest has three creature slots a side (PQ Combat Basics: Creature slots): the creatures
        past them are left out, the first ones (in cast order, the board's order) kept."""
        slots = getattr(self.target, "slots_per_side", None)
        if not isinstance(slots, int):
            return
        seen: dict[str, int] = {}
        keep: list[dict[str, Any]] = []
        over: list[dict[str, Any]] = []
        for perm in self.permanents:
            side = str(perm.get("controller"))
            seen[side] = seen.get(side, 0) + 1
            (keep if seen[side] <= slots else over).append(perm)
        if over:
            self.changes.append(f"{self.labels([p['id'] for p in over])} {_were(over)} left out: {self.game} has "
                                f"{slots} creature slots a side, filled in the board's order (Combat Basics: "
                                "Creature slots)")
            self.remove(keep)

    def drop_top_fields(self) -> None:
        """Top-level choices of the other game (divisions, orders, variant) are left out, each with a note."""
        for key, (words, why) in TOP_FIELDS.items():
            if key in self.out:
                del self.out[key]
                self.changes.append(f"The {words} {'were' if words.endswith('s') else 'was'} left out: "
                                    + why.format(game=self.game))
        self.drop_actions()

    def drop_actions(self) -> None:
        """Actions during combat are Magic's (Riftbound's showdown spells are not modelled, Puzzle Quest has none)."""
        actions = self.out.pop("actions", None)
        for action in actions if isinstance(actions, list) else []:
            if isinstance(action, dict):
                target = action.get("target")
                on = f" on {self.label(target)}" if isinstance(target, str) else ""
                self.changes.append(f"The {action.get('do', '')} action{on} was left out: {self.game} "
                                    "spells and abilities during combat are not modelled here (give their effect "
                                    "as the card's stats instead)")

    def drop_unknown_keywords(self) -> None:
        """Keywords the target game doesn't have are left out, one sentence per card naming them."""
        for perm in self.permanents:
            keywords = perm.get("keywords")
            if not isinstance(keywords, list):
                continue
            kept: list[Any] = []
            lost: list[Any] = []
            for keyword in keywords:
                try:
                    name = parse_keyword(keyword)[0] if isinstance(keyword, str) else ""
                except ValueError:
                    name = ""
                (kept if name in self.target.keywords else lost).append(keyword)
            if lost:
                perm["keywords"] = kept
                if not kept:
                    del perm["keywords"]
                words = and_list([keyword_words(str(k)) for k in lost])
                self.changes.append(f"{self.label(perm['id'])} lost {words}: {self.game} has no such "
                                    f"keyword{'s' if len(lost) > 1 else ''}")

    def drop_refused_fields(self) -> None:
        """Fields the target refuses (as the engine reports them, ``not-in-ruleset``) are left out, each named."""
        for _ in range(SWEEPS):
            dropped = False
            for problem in validate(self.out):
                match = PROBLEM_PATH.match(problem["path"] or "")
                if problem["code"] != "not-in-ruleset" or match is None:
                    continue
                kind, index, field, item, counter = match.groups()
                entries = self.out.get(kind)
                if not isinstance(entries, list) or int(index) >= len(entries):
                    continue
                entry = entries[int(index)]
                if field not in entry or field in KEPT_FIELDS:
                    continue
                reason = re.sub(r"^\$[^ ]*: ", "", problem["message"])
                name = self.label(entry["id"])
                if field == "keywords" and item is not None and isinstance(entry[field], list):
                    if int(item) >= len(entry[field]):
                        continue
                    lost = entry[field].pop(int(item))
                    self.changes.append(f"{name} lost {keyword_words(str(lost))}: {reason}")
                    dropped = True
                    break  # the later keywords' paths moved: ask the engine again
                if field == "counters" and counter is not None and isinstance(entry[field], dict):
                    entry[field].pop(counter, None)
                    self.changes.append(f"{possessive(name)} {counter} counters were left out: {reason}")
                else:
                    value = entry.pop(field)
                    words = FIELD_WORDS.get(field, field.replace("_", " "))
                    verb = "were" if words.endswith("s") else "was"
                    self.changes.append(f"{possessive(name)} {words} ({_show_value(value)}) {verb} left out: {reason}")
                dropped = True
            if not dropped:
                return


def _is_body(perm: dict[str, Any], body: str) -> bool:
    types = perm.get("types")
    return body in types if isinstance(types, list) else True  # no types: the game's default, a body


def _power(perm: dict[str, Any]) -> int:
    """Power with its +1/+1 and -1/-1 counters (122.1a), which Riftbound units can't carry."""
    counters = perm.get("counters")
    counters = counters if isinstance(counters, dict) else {}
    plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
    plus = plus if isinstance(plus, int) else 0
    minus = minus if isinstance(minus, int) else 0
    power = perm.get("power", 0)
    return (power if isinstance(power, int) else 0) + plus - minus


def to_units(board: Board) -> None:
    """A Magic or Puzzle Quest board rebuilt as a Riftbound combat at one battlefield (RB 140, 438, 444)."""
    active, defending = board.active, board.defending
    attackers = board.out.pop("attackers", None)
    blockers = board.out.pop("blockers", None)
    attacking = [a["id"] for a in attackers if isinstance(a, dict) and isinstance(a.get("id"), str)] \
        if isinstance(attackers, list) else []
    board.drop_foreign_permanents("creature")
    keep, home = [], []
    for perm in board.permanents:
        if attacking and perm.get("controller") == active and perm["id"] not in attacking:
            home.append(board.label(perm["id"]))
        else:
            keep.append(perm)
    board.remove(keep)
    if attacking:
        stay = f"; {and_list(home)} didn't attack, so {'it stays' if len(home) == 1 else 'they stay'} " \
               "home (left out)" if home else ""
        board.changes.append(f"{possessive(board.label(active or ''))} attack became a showdown at a battlefield: every unit "
                             f"of {board.label(active or '')} there attacks and every unit of "
                             f"{board.label(defending or '')} defends (438.1.a.3–4){stay}")
    if isinstance(blockers, list) and blockers:
        board.changes.append("Riftbound has no blocks: the declared blocks were left out, and every defending unit "
                             "takes part (438.1.a.4)")
    mights = []
    for perm in keep:
        power, toughness = _power(perm), perm.get("toughness")
        perm.pop("power", None)
        perm.pop("toughness", None)
        perm["types"] = ["unit"]
        perm["might"] = power
        counters = perm.pop("counters", None)
        counted = " (counters included)" if isinstance(counters, dict) and any(
            counters.get(k) for k in ("+1/+1", "-1/-1")) else ""
        if isinstance(counters, dict) and counters.get("shield"):
            board.changes.append(f"{possessive(board.label(perm['id']))} shield counter was left out: Riftbound units "
                                 "have no counters")
        was = f"{power if not counted else perm['might']}/{toughness}" if toughness is not None else str(power)
        mights.append(f"{board.label(perm['id'])} {was} → Might {power}{counted}")
        damage = perm.get("damage")
        if isinstance(damage, int) and damage > 0 and damage >= max(0, power):
            del perm["damage"]
            board.changes.append(f"{possessive(board.label(perm['id']))} {damage} damage was left out: it reaches its "
                                 f"Might of {power}, so the unit would already have been killed (322.2)")
    if mights:
        board.changes.append("The creatures became units, each with its power as Might (a unit's Might is both "
                             f"the damage it deals and the damage that kills it, 140.2): {'; '.join(mights)}")
    _players_to_points(board)
    _make_battlefield(board, defending)
    board.drop_top_fields()
    board.drop_unknown_keywords()
    board.drop_refused_fields()


def _players_to_points(board: Board) -> None:
    lives = []
    for player in board.players:
        life = player.pop("life", None)
        if life is not None:
            lives.append(f"{board.label(player['id'])} {life}")
        poison = player.pop("poison", None)
        if poison:
            board.changes.append(f"{possessive(board.label(player['id']))} {poison} poison counters were left out: "
                                 "Riftbound has no poison")
        player.setdefault("points", 0)
    was = f" (their life, {and_list(lives)}, was left out)" if lives else ""
    board.changes.append(f"Riftbound players score points and have no life total (444): "
                         f"{board.labels([p['id'] for p in board.players])} start at 0 points{was}")


def _make_battlefield(board: Board, defending: str | None) -> None:
    """The battlefield the combat is at (RB 438.1.a.1): held by the defending player, contested by the attacker."""
    if isinstance(board.out.get("battlefield"), dict):
        return
    ids = {e["id"] for e in board.players + board.permanents}
    ident = "battlefield"
    while ident in ids:
        ident += "-1"
    board.out["battlefield"] = {"id": ident, "name": "Battlefield", "controller": defending}
    held = f", held by {board.label(defending)}," if defending else ""
    board.changes.append(f"The combat now happens at a battlefield{held} which "
                         f"{possessive(board.label(board.active or ''))} units contest (438.1.a.1); conquering it scores "
                         "a point (442.1)")


def to_creatures(board: Board) -> None:
    """A Riftbound board rebuilt as a Magic (or Puzzle Quest) combat: units become creatures (140.2, 302)."""
    active, defending = board.active, board.defending
    stats = []
    for perm in board.permanents:
        if not _is_body(perm, "unit"):
            continue
        might = perm.pop("might", 0)
        perm["types"] = ["creature"]
        perm["power"], perm["toughness"] = might, max(1, might)
        note = " (a 0/0 creature would die at once, 704.5f)" if might < 1 else ""
        stats.append(f"{board.label(perm['id'])} Might {might} → {might}/{max(1, might)}{note}")
        damage = perm.get("damage")
        if isinstance(damage, int) and damage >= max(1, might):
            del perm["damage"]
            board.changes.append(f"{possessive(board.label(perm['id']))} {damage} damage was left out: it is lethal for a "
                                 f"{might}/{max(1, might)} creature (704.5g)")
    if stats:
        board.changes.append("The units became creatures, each with its Might as power and toughness (Might is "
                             f"both the damage a unit deals and the damage that kills it, 140.2): {'; '.join(stats)}")
    points = []
    for player in board.players:
        scored = player.pop("points", None)
        if scored:
            points.append(f"{board.label(player['id'])} {scored}")
        player["life"] = STARTING_LIFE
    was = f" (their points, {and_list(points)}, were left out)" if points else ""
    board.changes.append(f"{board.game} players have life, not points: "
                         f"{board.labels([p['id'] for p in board.players])} start at {STARTING_LIFE} life"
                         f"{' (103.4)' if board.game == 'Magic' else ''}{was}")
    field = board.out.pop("battlefield", None)
    if field is not None:
        board.changes.append(f"{board.game} has no battlefields to conquer: the battlefield was left out")
    board.drop_top_fields()
    board.drop_unknown_keywords()
    if board.target.players_declare:
        _declare_attacks(board, active, defending)
    else:
        board.changes.append(f"{board.game} decides attacks and blocks itself, as Riftbound does")
        board.fit_slots()
    board.drop_refused_fields()


def _declare_attacks(board: Board, active: str | None, defending: str | None) -> None:
    """Every unit of the active player attacked the battlefield; in Magic it attacks the other player (508.1)."""
    if active is None or defending is None:
        return
    ready, kept_home = [], []
    for perm in board.permanents:
        if perm.get("controller") != active:
            continue
        if perm.get("tapped") or perm.get("sick"):
            kept_home.append(perm["id"])
        else:
            ready.append(perm["id"])
    if ready:
        board.out["attackers"] = [{"id": ident, "target": defending} for ident in ready]
        verb = "attacks" if len(ready) == 1 else "attack"
        board.changes.append(f"{board.labels(ready)} {verb} {board.label(defending)} (508.1): every unit of "
                             f"{board.label(active)} at the battlefield was attacking there")
    if kept_home:
        board.changes.append(f"{board.labels(kept_home)} can't attack in {board.game}: "
                             f"{'it is' if len(kept_home) == 1 else 'they are'} tapped or came under "
                             f"{possessive(board.label(active))} control this turn (508.1a, 302.6)")
    board.changes.append(f"{board.game} has blocks and Riftbound hasn't: {board.label(defending)} declares "
                         "blockers on the board (509.1); none are declared yet")
