"""A creature's own attack and block triggers that change only itself: the permanent's ``triggers`` field.

"Whenever this creature attacks, it gets +2/+0 and gains first strike until end of turn" is a triggered
ability (603.2) that triggers as attackers are declared (508.1m, 508.3a) and changes only the creature
itself; the engine resolves it from the permanent's ``triggers`` (:class:`pyengine.model.CardTrigger`). So is
"Whenever this creature attacks, each opponent loses 1 life and you gain 1 life" (119.3: the players' life, which
the engine tracks; it happens even if the creature has left, 113.7a), and "When this creature dies, you gain 2 life"
(700.4, 603.6c: only a life effect, since the creature is in a graveyard as it resolves). Who loses the life may be
each opponent, the defending player (an attacking creature's only, 802.2a), each player (two players reaching 0 at once
is a draw, 104.4a), the blocking creature's controller ("becomes blocked by a creature", 509.3d) or a target player or
opponent (115.1d, 603.3d); "You gain life equal to the life lost this way" becomes ``gain_life: "life lost"``. And "Whenever another
creature you control enters, this creature gets +1/+1 until end of turn" (603.6a; Alliance is an ability word, 207.2c:
the classifier drops it). The engine resolves the last for each creature it puts onto the battlefield (ninjutsu,
undying, persist, a token one of these triggers creates); a creature a player puts there mid-combat (flash, a token
of a spell) is the board's actions' to state, as for a choice trigger (pyengine/cards/choice_triggers.py). "When this
creature dies, create a 1/1 white Spirit creature token with flying" and the like (111.1) become a ``create``
(pyengine/cards/token_lines.py).
"Whenever you gain life, put a +1/+1 counter on this creature"
(119.9) triggers on lifelink (702.15b), the own triggers' gains and the board's ``life`` actions; "Whenever another
creature (you control) dies, …" (603.6c, 603.10a) on every creature the engine puts into a graveyard, and on the
board's ``remove`` actions: neither is a choice, since the engine itself makes them happen. The watched creature
may be named ("another Zombie you control enters", "a creature you control with toughness 4 or greater dies", "an
attacking creature dies", "a creature an opponent controls dies"): cards/watched_heads.py reads it into ``on`` and
``watches``; "this creature or another …" is read as two lines (cards/either_event.py).
"Whenever this creature is dealt damage, put a +1/+1 counter on it" (enrage, an ability word), "whenever it deals
(combat) damage (to a creature), …" (120.4b, 603.2c, 510.3a) read as the other own triggers do, and "…, you gain that
much life" becomes ``gain_life: "that much"`` (120.9: the damage of that event); other amounts ("that many") do not.
"Whenever this creature attacks alone" (506.5) reads as "attacks"; the attack triggers of other creatures ("whenever
another creature / a Minotaur you control attacks (alone), it …", 508.3a) are read by pyengine/cards/attack_watchers.py.
Only the exact forms below are read; anything more in the line (a target, "you may", an "if", a count
of other creatures) leaves it unmodelled. The printed text of rampage (702.23a) becomes the keyword.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .attack_watchers import attack_watcher_head
from .creature_types import creature_type
from .statics import engine_keywords
from .token_lines import CREATE, token_entry
from .watched_heads import watched_event

_SELF = r"(?:this creature|this vehicle|CARDNAME)"
_IT = rf"(?:it|{_SELF})"
#: The trigger conditions, as printed, and the scenario's name for each (508.3a, 509.3a–d).
EVENTS = {
    "attacks": "attacks", "attacks alone": "attacks-alone", "blocks": "blocks", "becomes blocked": "becomes-blocked",
    "becomes blocked by a creature": "becomes-blocked-by-a-creature", "attacks or blocks": "attacks-or-blocks",
    "blocks or becomes blocked": "blocks-or-becomes-blocked",
    "deals combat damage to a player": "deals-combat-damage-to-a-player",
    # Damage (120.4b, 603.2c, 510.3a): once per damage event; "to a creature" once for each creature dealt damage.
    "is dealt damage": "is-dealt-damage", "deals damage": "deals-damage", "deals combat damage": "deals-combat-damage",
    "deals combat damage to a creature": "deals-combat-damage-to-a-creature",
}
_EVENT = "|".join(sorted(map(re.escape, EVENTS), key=len, reverse=True))
#: The damage events, whose amount is "that much" (120.9).
_DAMAGE_EVENT = "is dealt damage|deals combat damage to a creature|deals combat damage|deals damage"
_KEYWORD = r"[a-z][a-z ]*?"
_KEYWORDS = rf"(?P<keywords>{_KEYWORD}(?:(?:, | and |, and ){_KEYWORD})*)"
_PUMP = r"(?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)"
_HEAD = rf"^whenever {_SELF} (?P<event>{_EVENT}), "
#: The players' life (119.3): "each opponent loses 1 life and you gain 1 life", in that order, or one of them.
#: Events of other objects (603.6a, 603.6c, 603.10a) and of the players' life (119.9): the effect changes this creature
#: (never "it": the newcomer, the creature that died) or the players' life.
#: The watched creature ("another Zombie you control enters", "a creature you control dies") is read by
#: cards/watched_heads.py into ``on`` and ``watches``.
_WATCHED = {"you gain life": "you-gain-life"}
_ENTERS = r"^whenever (?P<event>you gain life|(?:another|an?) [A-Za-z0-9 -]+? (?:enters|dies)), "
#: Who loses it (119.3): each opponent, the defending player (802.2a), each player, the blocking creature's controller
#: (509.3d), a target player or opponent (115.1d); "you gain life equal to the life lost this way" after it.
_LOSERS = {"each opponent": None, "defending player": "defending-player", "each player": "each-player",
           "that creature's controller": "blocker-controller", "target player": "player", "target opponent": "opponent"}
_LOSER = "(?P<loser>" + "|".join(map(re.escape, _LOSERS)) + ")"
_LIFE = (rf"(?:{_LOSER} loses (?P<lose>\d+) life(?: and you gain (?P<gain>\d+) life"
         r"|(?P<lost>\. you gain life equal to the life lost this way))?|you gain (?P<gain2>\d+) life)")
#: The players a trigger event names (802.2a, 509.3d): only an attacking creature's has a defending player.
_NAMED_BY = {"defending-player": ("attacks", "becomes-blocked", "becomes-blocked-by-a-creature"),
             "blocker-controller": ("becomes-blocked-by-a-creature",)}
_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"{_HEAD}{_IT} gets {_PUMP}(?: and gains {_KEYWORDS})? until end of turn"
    r"(?P<each> for each creature blocking it)?(?P<beyond> beyond the first)?"
    r"(?: for each other attacking (?P<attacking>[a-z][a-z' -]*?))?\.?$",
    rf"{_HEAD}{_IT} gains {_KEYWORDS} until end of turn\.?$",
    rf"{_HEAD}put (?P<counters>a|one|two|three|\d+) \+1/\+1 counters? on {_IT}\.?$",
    rf"{_HEAD}{_LIFE}\.?$",
    # "Whenever this creature deals damage, you gain that much life" (120.9: the damage of that event).
    rf"^whenever {_SELF} (?P<event>{_DAMAGE_EVENT}), you gain (?P<that_much>that much) life\.?$",
    # "When this creature dies" (700.4, 603.6c): only the players' life, which it changes from the graveyard (113.7a).
    rf"^when {_SELF} (?P<event>dies), {_LIFE}\.?$",
    # "Whenever another creature you control enters" (603.6a), "whenever you gain life" (119.9), "whenever another
    # creature (you control) dies" (603.6c), changing this creature (never "it") or the players' life.
    rf"{_ENTERS}{_SELF} gets {_PUMP}(?: and gains {_KEYWORDS})? until end of turn\.?$",
    rf"{_ENTERS}{_SELF} gains {_KEYWORDS} until end of turn\.?$",
    rf"{_ENTERS}put (?P<counters>a|one|two|three|\d+) \+1/\+1 counters? on {_SELF}\.?$",
    rf"{_ENTERS}{_LIFE}\.?$",
    # 111.1: "create a 1/1 white Spirit creature token with flying" as it attacks, blocks, deals combat damage to a
    # player or dies (cards/token_lines.py; never as another creature enters: each token would trigger it again).
    rf"{_HEAD}{CREATE}\.?$",
    rf"^when {_SELF} (?P<event>dies), {CREATE}\.?$",
))
#: The trigger conditions of the forms that are not "whenever this creature …".
_OTHER_EVENTS = {"dies": "dies", **_WATCHED}
_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3}


def own_trigger(line: str, keyword_names: Mapping[str, str]) -> dict[str, Any] | str | None:
    """The ``triggers`` entry a line is (``{"on": "attacks", "power": 2, …}``), ``"rampage:N"`` for rampage's
    own text, or ``None`` when the line is not exactly one of these forms.

    ``keyword_names`` maps printed keyword names to the engine's (a gained keyword the engine lacks leaves
    the line unmodelled).
    """
    watcher = attack_watcher_head(line, keyword_names)  # "whenever a Minotaur you control attacks, it …" (508.3a)
    if watcher is not None:
        effect = own_trigger(watcher[2], keyword_names)  # its effect, read as the attack trigger's of "it"
        if not isinstance(effect, dict) or "create" in effect or "for_each_attacker" in effect:
            return None
        return {**effect, "on": watcher[0], **({"watches": watcher[1]} if watcher[1] else {})}
    found = next((m for m in (form.match(line.strip()) for form in _FORMS) if m), None)
    if found is None:
        return None
    groups = found.groupdict()
    event = groups["event"].lower()
    entry: dict[str, Any] = {"on": _OTHER_EVENTS.get(event) or EVENTS.get(event)}
    if entry["on"] is None:  # a watched creature (603.6a, 603.10a): cards/watched_heads.py
        watched = watched_event(groups["event"], keyword_names)
        if watched is None:
            return None
        entry = watched
    on = entry["on"]
    if groups.get("power") is not None:
        power, toughness = int(groups["power"]), int(groups["toughness"])
        if groups.get("beyond"):  # 702.23a: rampage N, exactly as its reminder text reads
            if on == "becomes-blocked" and groups.get("each") and power == toughness > 0 and not groups["keywords"]:
                return f"rampage:{power}"
            return None
        if groups.get("each"):
            if on not in ("becomes-blocked", "blocks-or-becomes-blocked"):
                return None
            entry["for_each_blocker"] = True
        entry["power"], entry["toughness"] = power, toughness
    if groups.get("attacking"):  # "for each other attacking Aurochs": counted as it resolves (608.2h)
        counted = groups["attacking"]
        kind = None if counted.lower() == "creature" else creature_type(counted)
        if on not in ("attacks", "attacks-alone") or (kind is None and counted.lower() != "creature"):
            return None
        entry["for_each_attacker"] = {"subtypes": [kind]} if kind else {}
    if groups.get("lose") is not None:
        loser, amount = _LOSERS[groups["loser"].lower()], int(groups["lose"])
        if loser is None:
            entry["opponents_lose"] = amount
        elif loser in ("player", "opponent"):  # a player target, chosen as it is put on the stack (603.3d)
            entry["target"] = {"what": loser, "loses": amount}
        elif on not in _NAMED_BY.get(loser, (on,)):
            return None
        else:
            entry["loses"] = {"who": loser, "amount": amount}
        if groups.get("lost"):
            entry["gain_life"] = "life lost"
    if (groups.get("gain") or groups.get("gain2")) is not None:
        entry["gain_life"] = int(groups.get("gain") or groups.get("gain2") or 0)
    if groups.get("that_much"):
        entry["gain_life"] = "that much"
    if groups.get("counters") is not None:
        text = groups["counters"].lower()
        entry["counters"] = _COUNT[text] if text in _COUNT else int(text)
    if groups.get("subtypes") is not None:
        token = token_entry(groups, keyword_names)
        if token is None or (token.get("attacking") and on != "attacks"):  # 508.4: an attack trigger's token only
            return None
        entry["create"] = token
    if groups.get("keywords"):
        keywords = engine_keywords(groups["keywords"], keyword_names)
        if keywords is None:
            return None
        entry["keywords"] = keywords
    return entry
