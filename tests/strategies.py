"""Hypothesis strategies: random *legal* ``mtg`` combat boards, and ways to break them.

:func:`mtg_boards` builds a scenario the engine must resolve: two players, 1–8
attackers of the active player (untapped, not summoning-sick unless they have
haste, no defender) attacking the defending player, one of their
planeswalkers or a battle they protect, sometimes in bands (702.22c), some
naming the creature they provoke or mentor; 0–3 blockers per attacker that
obey every evasion ability and blocking restriction (:data:`EVASION`,
:data:`BLOCKER_RESTRICTIONS`: flying/reach, fear, intimidate, shadow both
ways, horsemanship, skulk, daunt, unblockable, protection), menace,
``extra_blocks`` and provoke's requirement (509.1c); marked damage below
toughness (or any amount on an indestructible creature), counters, prevention
shields, artifact creatures, and optional actions after blocks and after the
first-strike step. Creatures carry any keywords of :data:`KEYWORDS` (every
one the engine knows, less what the ruleset's era lacks, :data:`ABSENT`).
``ruleset="mtg-2020"`` gives the same boards for that ruleset.

:func:`mutations` takes such a board and breaks it in one of the ways a user
can (a wrong type, a missing field, an unknown id or keyword, a duplicate id,
a field of another ruleset); it returns the broken scenario with what the
engine should say about it.

The keyword pool is :data:`KEYWORDS`; add to it as the engine learns more (see
its comment for the tables a new keyword may need).
Other strategies: :func:`divided_boards` (explicit divisions of combat damage,
510.1c–d), :func:`short_trample_boards` (divisions a rule forbids) and
:func:`illegal_declarations` (one illegal attack or block, evasion, provoke and
bands included).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from pyengine.keywords import keywords_with

ACTIVE = "alice"
DEFENDING = "bob"

#: Keywords the boards are drawn from; ``name:N`` gets a number 0..3: every keyword the engine knows
#: (``test_keyword_pool_is_every_keyword_the_engine_knows`` says when one is missing). Add to it as the
#: engine learns more; a keyword that limits blocks (as fear, shadow and skulk do) also needs its row in
#: :data:`EVASION` or :data:`BLOCKER_RESTRICTIONS`, and one the era lacks its entry in :data:`ABSENT`, so
#: that the boards stay legal; one that changes power before damage is in :data:`BEFORE_DAMAGE_KEYWORDS`
#: by its effect in :mod:`pyengine.keywords` (boards with explicit divisions leave those out).
KEYWORDS: list[str] = [
    "flying", "reach", "first_strike", "double_strike", "trample", "trample_over_planeswalkers",
    "deathtouch", "lifelink", "infect", "wither", "indestructible", "vigilance", "menace",
    "unblockable", "extra_blocks:N", "toxic:N", "haste",
    # Evasion and blocking restrictions.
    "fear", "intimidate", "shadow", "horsemanship", "skulk", "daunt",
    # Triggers when attackers and blockers are declared; provoke and mentor may name a creature.
    "bushido:N", "rampage:N", "flanking", "exalted", "battle_cry", "afflict:N", "melee", "training",
    "mentor", "battalion", "dethrone", "frenzy:N", "provoke", "renown:N",
    # Dying, bands and dividing damage; evolve counts the creatures undying and persist return.
    "undying", "persist", "evolve", "banding", "damage_as_though_unblocked",
    # Landwalk (no lands on these boards); enlist and ninjutsu do nothing without an attacker's ``enlist``
    # or a ``ninjutsu`` action.
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "enlist", "ninjutsu", "can_block_only_flying", "cant_block",
    # Every creature type (no lords on these boards: it changes nothing here).
    "changeling",
    # Targeting: what provoke and mentor may name (702.11b, 702.18a, 702.21a).
    "hexproof", "shroud", "ward", "ward_life:1",
]
#: Keywords only a non-attacking creature may carry.
NON_ATTACKER_KEYWORDS: list[str] = ["defender", "cant_attack"]
#: Keywords the random boards never carry: requirements (509.1c, 508.1d) and restrictions on the whole
#: declaration that these boards don't obey, ``landwalk:SUBTYPE`` (its subtype is no number), and
#: umbra armor, damage by toughness and exile instead, which the invariants here (lethal damage destroys, a creature
#: assigns its power) don't model, and afterlife and mobilize, whose tokens (111.1) are permanents the scenario doesn't
#: list (the invariants here read the scenario's permanents). The golden files under tests/scenarios/*/ cover each.
UNDRAWN_KEYWORDS: list[str] = ["landwalk", "lure", "must_be_blocked", "blocks_each_combat", "attacks_each_combat",
                               "min_blockers", "max_blockers", "umbra_armor", "damage_by_toughness", "exile_instead",
                               "afterlife", "mobilize"]
COLORS = ["white", "blue", "black", "red", "green"]
ACTION_KINDS = ["pump", "prevent", "grant", "lose", "remove", "remove-from-combat", "deal", "counters", "life"]
STRIKE_KEYWORDS = keywords_with("strike")


def keyword_text(template: str, number: int) -> str:
    """``"toxic:N"`` with 2 is ``"toxic:2"``; a plain keyword stays as it is."""
    return template[:-1] + str(number) if template.endswith(":N") else template


def keyword_name(text: str) -> str:
    return text.partition(":")[0]


def keyword_number(text: str) -> int:
    name, sep, number = text.partition(":")
    return int(number) if sep else 0


def keywords_from(pool: list[str]) -> st.SearchStrategy[str]:
    return st.builds(keyword_text, st.sampled_from(pool), st.integers(0, 3))


def keyword_lists(pool: list[str] | None = None, max_size: int | None = None) -> st.SearchStrategy[list[str]]:
    """Up to a quarter of the pool by default: as the pool grows, each keyword stays about as common on
    the boards (and so does each pair that meets in a fight, such as deathtouch and indestructible)."""
    pool = pool or KEYWORDS
    return st.lists(keywords_from(pool), max_size=len(pool) // 4 if max_size is None else max_size)


BOOLEANS = st.booleans()
#: What each ruleset's era lacks (left out of its boards): keywords and permanent types.
ABSENT: dict[str, frozenset[str]] = {
    "mtg": frozenset(),
    "mtg-2020": frozenset({"toxic", "trample_over_planeswalkers", "training", "battle", "enlist", "mobilize",
                          "ward", "ward_life"}),
}


def ruleset_keywords(ruleset: str, pool: list[str]) -> list[str]:
    return [k for k in pool if keyword_name(k) not in ABSENT[ruleset]]


ATTACKER_KEYWORD_LISTS = {r: keyword_lists(ruleset_keywords(r, KEYWORDS)) for r in ABSENT}
OTHER_KEYWORD_LISTS = {r: keyword_lists(ruleset_keywords(r, KEYWORDS + NON_ATTACKER_KEYWORDS)) for r in ABSENT}
ACTION_KEYWORDS = {r: keywords_from(ruleset_keywords(r, KEYWORDS)) for r in ABSENT}
COLOR_LISTS = st.lists(st.sampled_from(COLORS), unique=True, max_size=2)
PROTECTION_LISTS = st.lists(st.sampled_from(COLORS), unique=True, min_size=1, max_size=2)
COUNTER_KINDS = st.sampled_from(["none", "none", "+1/+1", "-1/-1"])


def has(perm: dict[str, Any], keyword: str) -> bool:
    return any(keyword_name(k) == keyword for k in perm.get("keywords", []))


def block_capacity(perm: dict[str, Any]) -> int:
    """How many attackers a creature may block (509.1a with ``extra_blocks:N``)."""
    return 1 + sum(keyword_number(k) for k in perm.get("keywords", []) if keyword_name(k) == "extra_blocks")


def power_now(perm: dict[str, Any]) -> int:
    counters = perm.get("counters", {})
    return perm["power"] + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)


def is_artifact(perm: dict[str, Any]) -> bool:
    return "artifact" in perm.get("types", [])


def colors_of(perm: dict[str, Any]) -> set[str]:
    return set(perm.get("colors", []))


#: Evasion: keyword of the attacker → may this creature (first argument) block it (second)?
#: Skulk compares powers as the board gives them. Attack triggers (exalted, battle cry, melee, training,
#: mentor, dethrone) only raise an attacker's power before blockers are declared, so a block allowed
#: here stays allowed; a block refused here may become allowed (see :func:`surely_unable_to_block`).
EVASION: dict[str, Any] = {
    "unblockable": lambda blocker, attacker: False,  # 509.1b
    "flying": lambda blocker, attacker: has(blocker, "flying") or has(blocker, "reach"),  # 702.9b
    "fear": lambda blocker, attacker: is_artifact(blocker) or "black" in colors_of(blocker),  # 702.36b
    "intimidate": lambda blocker, attacker: (is_artifact(blocker)  # 702.13b
                                             or bool(colors_of(blocker) & colors_of(attacker))),
    "shadow": lambda blocker, attacker: has(blocker, "shadow"),  # 702.28b
    "horsemanship": lambda blocker, attacker: has(blocker, "horsemanship"),  # 702.31b
    "skulk": lambda blocker, attacker: power_now(blocker) <= power_now(attacker),  # 702.118b
    "daunt": lambda blocker, attacker: power_now(blocker) > 2,  # 509.1b (card text)
}
#: Restrictions of the blocker: keyword of the blocker → may it (first argument) block this attacker?
BLOCKER_RESTRICTIONS: dict[str, Any] = {
    "shadow": lambda blocker, attacker: has(attacker, "shadow"),  # 702.28b: only creatures with shadow
    "can_block_only_flying": lambda blocker, attacker: has(attacker, "flying"),  # 509.1b (card text)
    "cant_block": lambda blocker, attacker: False,  # 509.1b (card text)
}


def may_block(blocker: dict[str, Any], attacker: dict[str, Any]) -> bool:
    """Whether ``blocker`` may block ``attacker`` (evasion, the blocker's restrictions, protection 702.16f),
    for sure whatever the attack triggers do; menace is checked on the whole attacker."""
    for keyword, allows in EVASION.items():
        if has(attacker, keyword) and not allows(blocker, attacker):
            return False
    for keyword, allows in BLOCKER_RESTRICTIONS.items():
        if has(blocker, keyword) and not allows(blocker, attacker):
            return False
    return not set(attacker.get("protection", [])) & colors_of(blocker)


def surely_unable_to_block(blocker: dict[str, Any], attacker: dict[str, Any]) -> bool:
    """Whether ``blocker`` can't block ``attacker`` however the attack triggers raise its power."""
    if not has(attacker, "skulk"):
        return not may_block(blocker, attacker)
    return not may_block(blocker, {**attacker, "keywords": [k for k in attacker["keywords"]
                                                            if keyword_name(k) != "skulk"]})


def toughness_now(perm: dict[str, Any]) -> int:
    counters = perm.get("counters", {})
    return perm["toughness"] + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)


@st.composite
def creatures(draw: st.DrawFn, ident: str, controller: str, keywords: list[str]) -> dict[str, Any]:
    """A creature that state-based actions would leave alone (toughness > 0, damage below it)."""
    toughness = draw(st.integers(1, 7))
    perm: dict[str, Any] = {"id": ident, "controller": controller,
                            "power": draw(st.integers(-1, 7)), "toughness": toughness}
    if draw(BOOLEANS):
        perm["name"] = f"Creature {ident}"
    if keywords:
        perm["keywords"] = keywords
    counter = draw(COUNTER_KINDS)
    if counter == "+1/+1":
        perm["counters"] = {"+1/+1": draw(st.integers(1, 2))}
    elif counter == "-1/-1" and toughness > 1:
        perm["counters"] = {"-1/-1": draw(st.integers(1, toughness - 1))}
    high = toughness_now(perm) - 1
    if has(perm, "indestructible"):
        high += 2  # 702.12b: lethal damage doesn't destroy it
    damage = draw(st.integers(0, high)) if draw(BOOLEANS) else 0
    if damage:
        perm["damage"] = damage
    colors = draw(COLOR_LISTS)
    if colors:
        perm["colors"] = colors
    if draw(st.integers(0, 3)) == 0:
        perm["protection"] = draw(PROTECTION_LISTS)
    if draw(st.integers(0, 3)) == 0:
        perm["prevent"] = draw(st.integers(1, 3))
    if draw(st.integers(0, 5)) == 0:
        perm["types"] = ["artifact", "creature"]  # fear and intimidate let artifact creatures block
    return perm


@st.composite
def fit_blocker(draw: st.DrawFn, blocker: dict[str, Any], attacker: dict[str, Any]) -> bool:
    """Change a new blocker so that it may block ``attacker`` (:func:`may_block`), the way a player picks
    a creature that can: reach or flying, shadow, horsemanship, an artifact or a color for fear and
    intimidate, a power for skulk and daunt, no color the attacker has protection from. ``False`` when
    no such creature fits (skulk and daunt on a creature of power 2 or less)."""
    keywords = [k for k in blocker.get("keywords", []) if keyword_name(k) != "shadow" or has(attacker, "shadow")]
    if has(attacker, "flying") and not any(keyword_name(k) in ("flying", "reach") for k in keywords):
        keywords.append(draw(st.sampled_from(["flying", "reach"])))
    for keyword in ("shadow", "horsemanship"):
        if has(attacker, keyword) and keyword not in keywords:
            keywords.append(keyword)
    if keywords:
        blocker["keywords"] = keywords
    else:
        blocker.pop("keywords", None)
    protected = set(attacker.get("protection", []))
    colors = [c for c in blocker.get("colors", []) if c not in protected]
    for keyword, color_choices in (("fear", ["black"]), ("intimidate", sorted(colors_of(attacker)))):
        if has(attacker, keyword) and not EVASION[keyword](blocker | {"colors": colors}, attacker):
            options = [c for c in color_choices if c not in protected]
            choice = draw(st.sampled_from(["artifact"] + options))
            if choice == "artifact":
                blocker["types"] = ["artifact", "creature"]
            else:
                colors.append(choice)
    if colors:
        blocker["colors"] = colors
    else:
        blocker.pop("colors", None)
    low, high = -1, 7
    if has(attacker, "daunt"):
        low = 3
    if has(attacker, "skulk"):
        high = min(high, power_now(attacker))
    if low > high:
        return False
    if not low <= power_now(blocker) <= high:
        blocker["power"] += draw(st.integers(low, high)) - power_now(blocker)
    return may_block(blocker, attacker)


@st.composite
def bands(draw: st.DrawFn, attackers: list[dict[str, Any]], declarations: list[dict[str, Any]]) -> None:
    """Sometimes one or two bands (702.22c): two or three attackers sharing a ``band`` name and a target,
    all but at most one with banding (given it where they lack it)."""
    free = list(range(len(attackers)))
    for n in range(2):
        if len(free) < 2 or draw(st.integers(0, 3)) != 0:
            return
        members = draw(st.lists(st.sampled_from(free), min_size=2, max_size=3, unique=True))
        without = draw(st.sampled_from([None] + members))
        for i in members:
            free.remove(i)
            declarations[i]["band"] = f"band{n}"
            declarations[i]["target"] = declarations[members[0]]["target"]
            if i != without and not has(attackers[i], "banding"):
                attackers[i]["keywords"] = attackers[i].get("keywords", []) + ["banding"]


@st.composite
def provocations(draw: st.DrawFn, attackers: list[dict[str, Any]], declarations: list[dict[str, Any]],
                 blockers: list[dict[str, Any]], blocks: dict[str, list[str]], others: list[dict[str, Any]]) -> None:
    """Sometimes an attacker with provoke names a creature of the defending player (702.39a), tapped or
    not. That creature untaps and must block it if able (509.1c): it then blocks it (a bystander becomes
    a blocker), or it is one that can't; a board where it would have to but may not (its blocks are used
    up, menace needs a second blocker, skulk after the attack triggers) names nobody."""
    named: set[str] = set()
    if draw(st.integers(0, 3)) == 0:  # more provokers than the keyword pool alone gives
        chosen = draw(st.sampled_from(attackers))
        chosen["keywords"] = chosen.get("keywords", []) + ["provoke"]
    for attacker, declaration in zip(attackers, declarations):
        if not has(attacker, "provoke") or not draw(BOOLEANS):
            continue
        blocked_by = [b for b in blockers if attacker["id"] in blocks[b["id"]]]
        creatures_there = [c for c in blockers + others if c["controller"] == DEFENDING
                           and "creature" in c.get("types", ["creature"]) and c["id"] not in named
                           and targetable(c)]
        if not creatures_there:
            continue
        provoked = draw(st.sampled_from(creatures_there))
        if provoked in blocked_by or surely_unable_to_block(provoked, attacker):
            pass
        elif not may_block(provoked, attacker) or (has(attacker, "menace") and not blocked_by):
            continue
        elif provoked in blockers:
            if len(blocks[provoked["id"]]) >= block_capacity(provoked):
                continue
            blocks[provoked["id"]].append(attacker["id"])
        else:
            others.remove(provoked)
            blockers.append(provoked)
            blocks[provoked["id"]] = [attacker["id"]]
        named.add(provoked["id"])
        declaration["provoke"] = provoked["id"]
        if draw(st.integers(0, 2)) == 0:
            provoked["tapped"] = True  # provoke untaps it before blockers are declared


def targetable(creature: dict[str, Any]) -> bool:
    """Whether provoke or mentor may surely name it: no protection (from the attacker's quality, 702.16b, which
    this keeps simple by leaving out any protection), shroud (702.18a), hexproof (702.11b) or ward (702.21a: provoke
    naming an opponent's ward creature is not modelled)."""
    return not creature.get("protection") and not any(has(creature, k) for k in ("shroud", "hexproof", "ward",
                                                                                 "ward_life"))


@st.composite
def mentorships(draw: st.DrawFn, attackers: list[dict[str, Any]], declarations: list[dict[str, Any]]) -> None:
    """Sometimes an attacker with mentor names the attacking creature with lesser power it mentors
    (702.134a); otherwise the engine picks the first."""
    if draw(st.integers(0, 3)) == 0:  # more mentors than the keyword pool alone gives
        chosen = draw(st.sampled_from(attackers))
        chosen["keywords"] = chosen.get("keywords", []) + ["mentor"]
    for attacker, declaration in zip(attackers, declarations):
        if not has(attacker, "mentor") or not draw(BOOLEANS):
            continue
        lesser = [a["id"] for a in attackers if a is not attacker and power_now(a) < power_now(attacker)
                  and targetable(a)]
        if lesser:
            declaration["mentor"] = draw(st.sampled_from(lesser))


@st.composite
def mtg_boards(draw: st.DrawFn, *, max_attackers: int = 8, actions: bool = True,
               ruleset: str = "mtg") -> dict[str, Any]:
    """A legal ``mtg`` scenario (see the module docstring); ``ruleset="mtg-2020"`` gives the same kind of
    board without what that era lacked (toxic, trample over planeswalkers, battles)."""
    players = [{"id": ACTIVE, "life": draw(st.integers(1, 30))},
               {"id": DEFENDING, "life": draw(st.integers(1, 30))}]
    for player in players:
        poison = draw(st.integers(0, 9))
        if poison or draw(BOOLEANS):
            player["poison"] = poison

    others: list[dict[str, Any]] = []
    targets = [DEFENDING]
    for i in range(draw(st.integers(0, 2))):
        walker = {"id": f"pw{i}", "controller": DEFENDING, "types": ["planeswalker"],
                  "loyalty": draw(st.integers(1, 6))}
        others.append(walker)
        targets.append(walker["id"])
    for i in range(draw(st.integers(0, 0 if "battle" in ABSENT[ruleset] else 2))):
        battle = {"id": f"battle{i}", "controller": ACTIVE, "types": ["battle"],
                  "defense": draw(st.integers(1, 6)), "protector": DEFENDING}
        others.append(battle)
        targets.append(battle["id"])

    attackers: list[dict[str, Any]] = []
    declarations: list[dict[str, Any]] = []
    for i in range(draw(st.integers(1, max_attackers))):
        creature = draw(creatures(f"a{i}", ACTIVE, draw(ATTACKER_KEYWORD_LISTS[ruleset])))
        if has(creature, "haste") and draw(BOOLEANS):
            creature["sick"] = True
        if draw(st.integers(0, 4)) == 0:
            creature["tapped"] = False
        attackers.append(creature)
        declarations.append({"id": creature["id"], "target": draw(st.sampled_from(targets))})
    draw(bands(attackers, declarations))

    blockers: list[dict[str, Any]] = []
    blocks: dict[str, list[str]] = {}
    for attacker in attackers:
        if has(attacker, "unblockable"):
            continue
        count = draw(st.integers(0, 3))
        if count == 1 and has(attacker, "menace"):
            count = draw(st.sampled_from([0, 2]))
        chosen: list[str] = []
        for _ in range(count):
            reusable = [b for b in blockers
                        if b["id"] not in chosen and len(blocks[b["id"]]) < block_capacity(b)
                        and may_block(b, attacker)]
            if reusable and draw(BOOLEANS):
                blocker = draw(st.sampled_from(reusable))
            else:
                blocker = draw(creatures(f"b{len(blockers)}", DEFENDING, draw(OTHER_KEYWORD_LISTS[ruleset])))
                if not draw(fit_blocker(blocker, attacker)):
                    continue
                blockers.append(blocker)
                blocks[blocker["id"]] = []
            blocks[blocker["id"]].append(attacker["id"])
            chosen.append(blocker["id"])
        if len(chosen) == 1 and has(attacker, "menace"):  # the second didn't fit: no block at all
            blocks[chosen[0]].remove(attacker["id"])

    # Bystanders: creatures that neither attack nor block.
    for i in range(draw(st.integers(0, 2))):
        side = draw(st.sampled_from([ACTIVE, DEFENDING]))
        creature = draw(creatures(f"c{i}", side, draw(OTHER_KEYWORD_LISTS[ruleset])))
        if draw(BOOLEANS):
            creature["tapped"] = True
        elif side == ACTIVE:
            creature["sick"] = True
        others.append(creature)

    draw(provocations(attackers, declarations, blockers, blocks, others))
    draw(mentorships(attackers, declarations))
    permanents = draw(st.permutations(attackers + blockers + others))
    scenario: dict[str, Any] = {"ruleset": ruleset, "players": players, "active_player": ACTIVE,
                                "permanents": permanents, "attackers": declarations}
    if draw(BOOLEANS):
        scenario = {"format": 1, **scenario}
    block_list = [{"id": b["id"], "blocks": blocks[b["id"]]} for b in blockers if blocks[b["id"]]]
    if block_list or draw(BOOLEANS):
        scenario["blockers"] = block_list
    if actions:
        action_list = draw(action_lists(scenario, ACTION_KEYWORDS[ruleset]))
        if action_list:
            scenario["actions"] = action_list
    return scenario


def first_striker(scenario: dict[str, Any]) -> str | None:
    """The first attacking or blocking creature with first or double strike that is sure to be there in
    the first-strike step, if any (a blocker that flanking may shrink is not sure)."""
    perms = {p["id"]: p for p in scenario["permanents"]}
    band_of: dict[str, list[str]] = {}
    for attack in scenario.get("attackers", []):
        if "band" in attack:
            band_of.setdefault(attack["band"], []).append(attack["id"])
    flanked: set[str] = set()
    for block in scenario.get("blockers", []):
        blocked = set(block["blocks"])
        for attack in scenario.get("attackers", []):
            if attack.get("band") is not None and blocked & set(band_of[attack["band"]]):
                blocked.add(attack["id"])  # 702.22h: blocking one blocks the band
        if any(has(perms[a], "flanking") for a in blocked) and not has(perms[block["id"]], "flanking"):
            flanked.add(block["id"])
    combatants = [a["id"] for a in scenario.get("attackers", [])] + [b["id"] for b in scenario.get("blockers", [])
                                                                      if b["id"] not in flanked]
    for ident in combatants:
        if any(has(perms[ident], k) for k in STRIKE_KEYWORDS):
            return ident
    return None


@st.composite
def action_lists(draw: st.DrawFn, scenario: dict[str, Any],
                 keywords: st.SearchStrategy[str] = ACTION_KEYWORDS["mtg"]) -> list[dict[str, Any]]:
    """0–4 actions. ``after-first-strike`` ones only when a first-strike step is sure to happen:
    some combatant has first or double strike and no ``after-blocks`` action touches it."""
    striker = first_striker(scenario)
    times = ["after-blocks"] + (["after-first-strike"] if striker else [])
    perms = scenario["permanents"]
    creature_ids = [p["id"] for p in perms if "types" not in p or "creature" in p["types"]]
    out = []
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.sampled_from(times))
        untouchable = {striker} if at == "after-blocks" else set()
        creature_pool = [c for c in creature_ids if c not in untouchable]
        perm_pool = [p["id"] for p in perms if p["id"] not in untouchable]
        damageable = perm_pool + [ACTIVE, DEFENDING]
        do = draw(st.sampled_from(ACTION_KINDS))
        action: dict[str, Any] = {"at": at, "do": do}
        if do == "pump":
            if not creature_pool:
                continue
            action.update(target=draw(st.sampled_from(creature_pool)),
                          power=draw(st.integers(-2, 3)), toughness=draw(st.integers(-2, 3)))
        elif do == "prevent":
            action.update(target=draw(st.sampled_from(damageable)), amount=draw(st.integers(0, 4)))
        elif do in ("grant", "lose"):
            if not perm_pool:
                continue
            pool = [c for c in creature_pool] or perm_pool
            action.update(target=draw(st.sampled_from(pool)), keyword=draw(keywords))
        elif do == "remove":
            if not perm_pool:
                continue
            action["target"] = draw(st.sampled_from(perm_pool))
            if draw(BOOLEANS):
                action["to"] = draw(st.sampled_from(["graveyard", "exile", "hand"]))
        elif do == "remove-from-combat":
            if not perm_pool:
                continue
            action["target"] = draw(st.sampled_from(perm_pool))
        elif do == "deal":
            action.update(source=draw(st.sampled_from([p["id"] for p in perms])),
                          target=draw(st.sampled_from(damageable)), amount=draw(st.integers(0, 5)))
        elif do == "counters":
            if not perm_pool:
                continue
            action.update(target=draw(st.sampled_from(perm_pool)), kind=draw(st.sampled_from(["+1/+1", "-1/-1"])),
                          amount=draw(st.integers(1, 3)))
        elif do == "life":
            action.update(target=draw(st.sampled_from([ACTIVE, DEFENDING])),
                          amount=draw(st.integers(-5, 5).filter(bool)))
        out.append(action)
    return out


# Breaking a board --------------------------------------------------------------------------

@dataclass
class Mutation:
    """A scenario broken in one way, and what the engine should report."""

    kind: str
    scenario: Any
    #: Codes of which at least one must be among the problems.
    codes: tuple[str, ...]
    #: A problem's path must start with this (``None``: any path starting with ``$``).
    path: str | None
    note: str = ""

    def __repr__(self) -> str:
        return f"Mutation({self.kind}: {self.note}; expect {self.codes} at {self.path})"


#: Fields of other rulesets an ``mtg`` scenario cannot have (a ``-empty``/``-zero`` variant gives the
#: field with an empty or zero value: the field is still there, and still refused).
OTHER_RULESET_FIELDS = ["damage_assignment_order", "damage_assignment_order-empty", "battlefield", "might",
                        "points", "points-zero", "slot", "disabled", "unit", "on-stack"]

#: Engine bugs the properties found, each with the xfail test in tests/test_regressions.py that pins it.
#: The strategies leave such a case out, or the property reads the result the engine's way while the
#: entry is here, so the property stays green; when the engine is fixed, the regression test XPASSes
#: (strict) and the entry comes out of this table.
KNOWN_ENGINE_BUGS: dict[str, str] = {}

#: Containers whose keys are data (ids, counter kinds), not field names: paths use ``['key']``.
MAP_FIELDS = {"counters", "division", "damage_assignment_order"}
JSON_VALUES: dict[str, Any] = {"string": "x", "integer": 7, "fraction": 1.5, "boolean": True, "null": None,
                               "list": [], "object": {}}


def json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "fraction"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    return "object"


def locations(data: Any, path: str = "$", parent_key: str | None = None) -> list[tuple[str, list[Any]]]:
    """Every value in the scenario: (its JSON path, the keys leading to it)."""
    out: list[tuple[str, list[Any]]] = []

    def walk(value: Any, path: str, keys: list[Any], key_of_container: str | None) -> None:
        out.append((path, keys))
        if isinstance(value, dict):
            for k, v in value.items():
                sub = f"{path}[{k!r}]" if key_of_container in MAP_FIELDS else f"{path}.{k}"
                walk(v, sub, keys + [k], k)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{path}[{i}]", keys + [i], None)

    walk(data, path, [], parent_key)
    return out


def set_at(data: Any, keys: list[Any], value: Any) -> Any:
    if not keys:
        return value
    target = data
    for k in keys[:-1]:
        target = target[k]
    target[keys[-1]] = value
    return data


def delete_at(data: Any, keys: list[Any]) -> Any:
    target = data
    for k in keys[:-1]:
        target = target[k]
    del target[keys[-1]]
    return data


def required_fields(scenario: dict[str, Any]) -> list[tuple[str, list[Any]]]:
    """(path, keys) of every field the format requires, as the board has them."""
    out: list[tuple[str, list[Any]]] = [(f"$.{k}", [k]) for k in ("ruleset", "players", "permanents",
                                                                  "active_player")]
    out += [(f"$.players[{i}].id", ["players", i, "id"]) for i in range(len(scenario["players"]))]
    for i, perm in enumerate(scenario["permanents"]):
        needed = ["id", "controller"]
        types = perm.get("types", ["creature"])
        if "creature" in types:
            needed += ["power", "toughness"]
        if "planeswalker" in types:
            needed.append("loyalty")
        if "battle" in types:
            needed += ["defense", "protector"]
        out += [(f"$.permanents[{i}].{k}", ["permanents", i, k]) for k in needed]
    for i in range(len(scenario.get("attackers", []))):
        out += [(f"$.attackers[{i}].{k}", ["attackers", i, k]) for k in ("id", "target")]
    for i in range(len(scenario.get("blockers", []))):
        out += [(f"$.blockers[{i}].{k}", ["blockers", i, k]) for k in ("id", "blocks")]
    required = {"pump": ("target",), "prevent": ("target", "amount"), "grant": ("target", "keyword"),
                "lose": ("target", "keyword"), "remove": ("target",), "remove-from-combat": ("target",),
                "deal": ("source", "target", "amount"), "counters": ("target", "kind", "amount"),
                "life": ("target", "amount")}
    for i, action in enumerate(scenario.get("actions", [])):
        out += [(f"$.actions[{i}].{k}", ["actions", i, k]) for k in ("at", "do") + required[action["do"]]]
    return out


def reference_fields(scenario: dict[str, Any]) -> list[tuple[str, list[Any]]]:
    """(path, keys) of every id reference in attackers, blockers, actions and controllers."""
    out: list[tuple[str, list[Any]]] = [("$.active_player", ["active_player"])]
    for i, perm in enumerate(scenario["permanents"]):
        out.append((f"$.permanents[{i}].controller", ["permanents", i, "controller"]))
    for i, attack in enumerate(scenario.get("attackers", [])):
        out += [(f"$.attackers[{i}].{k}", ["attackers", i, k]) for k in ("id", "target", "provoke", "mentor")
                if k in attack]
    for i, block in enumerate(scenario.get("blockers", [])):
        out.append((f"$.blockers[{i}].id", ["blockers", i, "id"]))
        out += [(f"$.blockers[{i}].blocks[{j}]", ["blockers", i, "blocks", j]) for j in range(len(block["blocks"]))]
    for i, action in enumerate(scenario.get("actions", [])):
        out += [(f"$.actions[{i}].{k}", ["actions", i, k]) for k in ("source", "target") if k in action]
    return out


@st.composite
def mutations(draw: st.DrawFn, boards: st.SearchStrategy[dict[str, Any]] | None = None) -> Mutation:
    """A legal board broken in one way (see :class:`Mutation`)."""
    board = draw(boards if boards is not None else mtg_boards())
    scenario = copy.deepcopy(board)
    kind = draw(st.sampled_from(["wrong-type", "missing-field", "unknown-id", "unknown-keyword", "duplicate-id",
                                 "other-ruleset"]))
    perms = scenario["permanents"]
    if kind == "wrong-type":
        path, keys = draw(st.sampled_from(locations(scenario)))
        old = scenario
        for k in keys:
            old = old[k]
        kinds = [k for k in JSON_VALUES if k != json_kind(old)
                 and not (path == "$.format" and f"format-{k}" in KNOWN_ENGINE_BUGS)]
        new_kind = draw(st.sampled_from(kinds))
        scenario = set_at(scenario, keys, copy.deepcopy(JSON_VALUES[new_kind]))
        return Mutation(kind, scenario, ("invalid-scenario",), path, f"{path} = {JSON_VALUES[new_kind]!r}")
    if kind == "missing-field":
        path, keys = draw(st.sampled_from(required_fields(scenario)))
        return Mutation(kind, delete_at(scenario, keys), ("invalid-scenario",), path, f"del {path}")
    if kind == "unknown-id":
        where = draw(st.sampled_from(["reference", "assignment-source", "assignment-recipient"]))
        if where == "reference":
            path, keys = draw(st.sampled_from(reference_fields(scenario)))
            return Mutation(kind, set_at(scenario, keys, "nobody"), ("unknown-id",), path, f"{path} = 'nobody'")
        attacker = draw(st.sampled_from(scenario["attackers"]))["id"]
        entry = ({"source": "nobody", "division": {DEFENDING: 1}} if where == "assignment-source"
                 else {"source": attacker, "division": {"nobody": 1}})
        scenario["assignments"] = [entry]
        path = "$.assignments[0].source" if where == "assignment-source" else "$.assignments[0].division['nobody']"
        return Mutation(kind, scenario, ("unknown-id",), path, f"assignment {entry}")
    if kind == "unknown-keyword":
        name = draw(st.sampled_from(["frobnicate", "flyin", "Flying", "first strike", "banana:2", "tank",
                                     "berserker"]))
        # Keywords of other games (Riftbound's tank, Puzzle Quest's berserker) may be called not-in-ruleset.
        codes = ("unknown-keyword",) if name not in ("tank", "berserker") else ("unknown-keyword", "not-in-ruleset")
        creature_ids = [i for i, p in enumerate(perms) if "creature" in p.get("types", ["creature"])]
        if draw(BOOLEANS):
            i = draw(st.sampled_from(creature_ids))
            perms[i].setdefault("keywords", []).append(name)
            path = f"$.permanents[{i}].keywords[{len(perms[i]['keywords']) - 1}]"
        else:
            actions = scenario.setdefault("actions", [])
            actions.append({"at": "after-blocks", "do": draw(st.sampled_from(["grant", "lose"])),
                            "target": perms[draw(st.sampled_from(creature_ids))]["id"], "keyword": name})
            path = f"$.actions[{len(actions) - 1}].keyword"
        return Mutation(kind, scenario, codes, path, f"keyword {name!r}")
    if kind == "duplicate-id":
        where = draw(st.sampled_from(["permanent", "player-permanent", "player", "attacker", "blocker"]))
        if where == "attacker" or (where == "blocker" and not scenario.get("blockers")):
            entry = draw(st.sampled_from(scenario["attackers"]))
            scenario["attackers"].append(dict(entry))
            return Mutation(kind, scenario, ("duplicate-id",), f"$.attackers[{len(scenario['attackers']) - 1}]",
                            f"attacker {entry['id']} twice")
        if where == "blocker":
            entry = draw(st.sampled_from(scenario["blockers"]))
            scenario["blockers"].append(copy.deepcopy(entry))
            return Mutation(kind, scenario, ("duplicate-id",), f"$.blockers[{len(scenario['blockers']) - 1}]",
                            f"blocker {entry['id']} twice")
        if where == "player":
            scenario["players"][1]["id"] = scenario["players"][0]["id"]
            return Mutation(kind, scenario, ("duplicate-id",), "$.players[1].id", "both players alice")
        if where == "player-permanent" or len(perms) < 2:
            i = draw(st.integers(0, len(perms) - 1))
            perms[i]["id"] = draw(st.sampled_from([ACTIVE, DEFENDING]))
            return Mutation(kind, scenario, ("duplicate-id",), f"$.permanents[{i}].id", f"permanent {i} named "
                                                                                      f"{perms[i]['id']}")
        i, j = draw(st.lists(st.integers(0, len(perms) - 1), min_size=2, max_size=2, unique=True))
        perms[j]["id"] = perms[i]["id"]
        return Mutation(kind, scenario, ("duplicate-id",), f"$.permanents[{max(i, j)}].id",
                        f"permanents {i} and {j} both {perms[i]['id']}")
    # A field of another ruleset.
    where = draw(st.sampled_from([w for w in OTHER_RULESET_FIELDS if w not in KNOWN_ENGINE_BUGS]))
    if where in ("damage_assignment_order", "damage_assignment_order-empty"):
        blocked = scenario.get("blockers", [])
        if where == "damage_assignment_order" and blocked:
            block = draw(st.sampled_from(blocked))
            scenario["damage_assignment_order"] = {block["blocks"][0]: [block["id"]]}
        elif where == "damage_assignment_order":
            attacker = scenario["attackers"][0]["id"]
            scenario["damage_assignment_order"] = {attacker: []}
        else:
            scenario["damage_assignment_order"] = {}
        return Mutation(kind, scenario, ("not-in-ruleset",), "$.damage_assignment_order",
                        f"damage_assignment_order {scenario['damage_assignment_order']}")
    if where == "battlefield":
        scenario["battlefield"] = draw(st.sampled_from([{"id": "bf"}, {"id": "bf", "controller": DEFENDING}]))
        return Mutation(kind, scenario, ("not-in-ruleset",), "$.battlefield", "battlefield")
    if where in ("might", "slot", "disabled"):
        i = draw(st.integers(0, len(perms) - 1))
        perms[i][where] = draw(st.booleans()) if where == "disabled" else draw(st.integers(1, 5))
        return Mutation(kind, scenario, ("not-in-ruleset",), f"$.permanents[{i}].{where}",
                        f"{where} {perms[i][where]} on {i}")
    if where in ("points", "points-zero"):
        i = draw(st.integers(0, 1))
        scenario["players"][i]["points"] = draw(st.integers(1, 5)) if where == "points" else 0
        return Mutation(kind, scenario, ("not-in-ruleset",), f"$.players[{i}].points",
                        f"points {scenario['players'][i]['points']}")
    if where == "unit":
        i = draw(st.integers(0, len(perms) - 1))
        perms[i]["types"] = ["unit"]
        return Mutation(kind, scenario, ("not-in-ruleset",), f"$.permanents[{i}].types", f"permanent {i} a unit")
    actions = scenario.setdefault("actions", [])
    actions.append({"at": "on-stack", "do": "pump", "target": scenario["attackers"][0]["id"], "power": 1})
    return Mutation(kind, scenario, ("not-in-ruleset",), f"$.actions[{len(actions) - 1}].at", "on-stack action")


# Explicit divisions --------------------------------------------------------------------------

def lethal_alone(blocker: dict[str, Any], source: dict[str, Any]) -> int:
    """Lethal damage from ``source`` to ``blocker`` counting nothing else assigned (702.19b, 702.2c)."""
    remaining = toughness_now(blocker) - blocker.get("damage", 0)
    if remaining <= 0:
        return 0
    return 1 if has(source, "deathtouch") else remaining


@st.composite
def splits(draw: st.DrawFn, total: int, parts: int) -> list[int]:
    """``total`` divided into ``parts`` whole amounts, 0 or more each, in any way at all."""
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=parts - 1, max_size=parts - 1)))
    bounds = [0] + cuts + [total]
    return [bounds[i + 1] - bounds[i] for i in range(parts)]


@dataclass
class DividedBoard:
    """A legal board without first strike or actions, with explicit divisions for some sources."""

    scenario: dict[str, Any]
    #: source → the division it was given.
    divisions: dict[str, dict[str, int]]


#: Keywords that change a creature's power or toughness, or end the game, before the first combat damage
#: is assigned (attack and block triggers), or add a first-strike step: boards with explicit divisions
#: leave them out, so that each source's power is what the board says: those of :mod:`pyengine.keywords`
#: whose effect says so (a new keyword of that kind needs only its effect there).
BEFORE_DAMAGE_KEYWORDS = keywords_with("strike", "attack-trigger", "combat-trigger")


def strip_before_damage(board: dict[str, Any]) -> dict[str, Any]:
    """The board without :data:`BEFORE_DAMAGE_KEYWORDS` (and so without ``mentor`` entries)."""
    board = copy.deepcopy(board)
    for perm in board["permanents"]:
        if "keywords" in perm:
            perm["keywords"] = [k for k in perm["keywords"] if keyword_name(k) not in BEFORE_DAMAGE_KEYWORDS]
    for attack in board["attackers"]:
        attack.pop("mentor", None)
    return board


def blockers_by_declaration(board: dict[str, Any]) -> dict[str, list[str]]:
    """Attacker → the creatures blocking it: those declared, and those blocking a creature of its band
    (702.22h)."""
    band = {a["id"]: a["band"] for a in board["attackers"] if "band" in a}
    out: dict[str, list[str]] = {a["id"]: [] for a in board["attackers"]}
    for block in board.get("blockers", []):
        bands = {band[a] for a in block["blocks"] if a in band}
        for attacker, blockers in out.items():
            if attacker in block["blocks"] or band.get(attacker) in bands:
                blockers.append(block["id"])
    return out


def attackers_by_declaration(board: dict[str, Any]) -> dict[str, list[str]]:
    """Blocker → the attackers it blocks (702.22h: every creature of a band it blocks one of)."""
    out: dict[str, list[str]] = {}
    for attacker, blockers in blockers_by_declaration(board).items():
        for blocker in blockers:
            out.setdefault(blocker, []).append(attacker)
    return out


@st.composite
def divided_boards(draw: st.DrawFn) -> DividedBoard:
    """510.1c–d: blocked attackers divide among their blockers in any way (tramplers give each blocker
    lethal damage before the rest goes to what they attack, unless a blocker has banding, 702.22j);
    blockers divide among their attackers. No first strike, no triggers that change power."""
    board = strip_before_damage(draw(mtg_boards(actions=False)))
    perms = {p["id"]: p for p in board["permanents"]}
    blockers_of = blockers_by_declaration(board)
    divisions: dict[str, dict[str, int]] = {}
    for attack in board["attackers"]:
        source = perms[attack["id"]]
        power, blockers = power_now(source), blockers_of[attack["id"]]
        if power <= 0 or not blockers or not draw(BOOLEANS):
            continue
        tramples = has(source, "trample") or has(source, "trample_over_planeswalkers")
        if tramples and not any(has(perms[b], "banding") for b in blockers) and draw(BOOLEANS):
            needs = [lethal_alone(perms[b], source) for b in blockers]
            if sum(needs) > power:
                continue
            extra = draw(splits(power - sum(needs), len(blockers) + 1))
            division = {b: need + more for b, need, more in zip(blockers, needs, extra)}
            division[attack["target"]] = extra[-1]
        else:
            division = dict(zip(blockers, draw(splits(power, len(blockers)))))
        divisions[attack["id"]] = division
    for blocker, attackers in attackers_by_declaration(board).items():
        power = power_now(perms[blocker])
        if power > 0 and draw(BOOLEANS):
            divisions[blocker] = dict(zip(attackers, draw(splits(power, len(attackers)))))
    board["assignments"] = [{"source": s, "division": d} for s, d in divisions.items()]
    if draw(BOOLEANS):
        for entry in board["assignments"]:
            entry["step"] = "regular"
    return DividedBoard(board, divisions)


@st.composite
def short_trample_boards(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    """A board where a trampler gives a blocker less than lethal damage yet some to what it attacks
    (702.19b forbids it), or a blocked creature without trample assigns to the player (510.1c); blocked
    by a creature with banding, neither may assign past its blockers (702.22j). No creature that may
    assign as though it weren't blocked."""
    board = strip_before_damage(draw(mtg_boards(actions=False)))
    perms = {p["id"]: p for p in board["permanents"]}
    blockers_of = blockers_by_declaration(board)
    blocks_count = {b: len(a) for b, a in attackers_by_declaration(board).items()}
    candidates = []
    for attack in board["attackers"]:
        source = perms[attack["id"]]
        power, blockers = power_now(source), blockers_of[attack["id"]]
        if power <= 0 or not blockers or has(source, "damage_as_though_unblocked"):
            continue
        banding = any(has(perms[b], "banding") for b in blockers)
        tramples = has(source, "trample") or has(source, "trample_over_planeswalkers")
        if not tramples:
            candidates.append((attack, {attack["target"]: power}, "702.22j" if banding else "510.1c"))
            continue
        for b in blockers:
            need = lethal_alone(perms[b], source)
            if blocks_count[b] == 1 and need >= 1:
                short = min(need - 1, power - 1)
                division = dict.fromkeys(blockers, 0)
                division[b] = short
                division[attack["target"]] = power - short
                candidates.append((attack, division, "702.22j" if banding else "702.19b"))
    if not candidates:
        from hypothesis import assume  # noqa: PLC0415

        assume(False)
    attack, division, rule = draw(st.sampled_from(candidates))
    board["assignments"] = [{"source": attack["id"], "division": division}]
    return board, rule


# Illegal declarations ----------------------------------------------------------------------------

@dataclass
class IllegalDeclaration:
    """A legal board plus one illegal attack or block, and the refusal it must get."""

    what: str
    scenario: dict[str, Any]
    code: str
    rule: str
    path: str


#: What is illegal → (code, rule). Rule numbers of the current Comprehensive Rules.
ILLEGAL_DECLARATIONS: dict[str, tuple[str, str]] = {
    "flying blocked by a creature without flying or reach": ("illegal-block", "702.9b"),
    "unblockable blocked": ("illegal-block", "509.1b"),
    "blocked by a creature of a color it has protection from": ("illegal-block", "702.16f"),
    "menace blocked by one creature": ("illegal-block", "702.111b"),
    "blocked by a tapped creature": ("illegal-block", "509.1a"),
    "a creature blocks more attackers than it may": ("illegal-block", "509.1a"),
    "the active player's creature blocks": ("illegal-block", "509.1a"),
    "a tapped creature attacks": ("illegal-attack", "508.1a"),
    "a summoning-sick creature without haste attacks": ("illegal-attack", "302.6"),
    "a creature with defender attacks": ("illegal-attack", "702.3b"),
    "the defending player's creature attacks": ("illegal-attack", "508.1a"),
    "a creature attacks its controller's own planeswalker": ("illegal-attack", "508.1b"),
    "fear blocked by a creature neither artifact nor black": ("illegal-block", "702.36b"),
    "intimidate blocked by a creature neither artifact nor sharing a color": ("illegal-block", "702.13b"),
    "shadow blocked by a creature without shadow": ("illegal-block", "702.28b"),
    "a creature with shadow blocks one without": ("illegal-block", "702.28b"),
    "horsemanship blocked by a creature without horsemanship": ("illegal-block", "702.31b"),
    "skulk blocked by a creature with greater power": ("illegal-block", "702.118b"),
    "daunt blocked by a creature with power 2 or less": ("illegal-block", "509.1b"),
    "a provoked creature able to block the provoker doesn't": ("illegal-block", "509.1c"),
    "provoke names a creature the defending player doesn't control": ("illegal-attack", "702.39a"),
    "a band with two creatures without banding": ("illegal-attack", "702.22c"),
    "a band of one creature": ("illegal-attack", "702.22c"),
    "a band attacking two things": ("illegal-attack", "702.22d"),
}
#: The new attacker's keyword (and colors) → the new blocker's fields, for the evasion cases.
EVASION_CASES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "fear": ({"keywords": ["fear"]}, {"colors": ["green"]}),
    "intimidate": ({"keywords": ["intimidate"], "colors": ["red"]}, {"colors": ["green"]}),
    "shadow": ({"keywords": ["shadow"]}, {}),
    "a creature with shadow": ({}, {"keywords": ["shadow"]}),
    "horsemanship": ({"keywords": ["horsemanship"]}, {}),
    # Attack triggers may raise the attacker's power (battle cry, mentor): far more than 1 it is.
    "skulk": ({"keywords": ["skulk"]}, {"power": 99}),
    "daunt": ({"keywords": ["daunt"], "power": 3}, {"power": 2}),
}


@st.composite
def illegal_declarations(draw: st.DrawFn, what: str | None = None) -> IllegalDeclaration:
    """A legal board with one new creature (or two) declared illegally; everything else stays legal.
    ``what`` picks the illegality (a key of :data:`ILLEGAL_DECLARATIONS`), otherwise any."""
    scenario = copy.deepcopy(draw(mtg_boards(actions=False)))
    what = what if what is not None else draw(st.sampled_from(sorted(ILLEGAL_DECLARATIONS)))
    code, rule = ILLEGAL_DECLARATIONS[what]
    perms, attackers = scenario["permanents"], scenario["attackers"]
    blockers = scenario.setdefault("blockers", [])

    def creature(ident: str, controller: str, **fields: Any) -> str:
        perms.insert(draw(st.integers(0, len(perms))), {"id": ident, "controller": controller, "power": 1,
                                                        "toughness": 1, **fields})
        return ident

    def attack(ident: str, target: str = DEFENDING) -> str:
        attackers.append({"id": ident, "target": target})
        return f"$.attackers[{len(attackers) - 1}]"

    def block(ident: str, *attacking: str) -> str:
        blockers.append({"id": ident, "blocks": list(attacking)})
        return f"$.blockers[{len(blockers) - 1}]"

    evasion = next((k for k in EVASION_CASES if what.startswith(k + " ")), None)
    if evasion is not None:
        attacker_fields, blocker_fields = EVASION_CASES[evasion]
        attacker = creature("x-att", ACTIVE, **attacker_fields)
        attack(attacker)
        path = block(creature("x-blk", DEFENDING, **blocker_fields), attacker) + ".blocks[0]"
    elif what.startswith("a provoked creature"):
        attack(creature("x-att", ACTIVE, keywords=["provoke"]))
        attackers[-1]["provoke"] = creature("x-blk", DEFENDING)
        path = "$.blockers"
    elif what.startswith("provoke names"):
        path = attack(creature("x-att", ACTIVE, keywords=["provoke"])) + ".provoke"
        attackers[-1]["provoke"] = creature("x-own", ACTIVE, tapped=True)
    elif what.startswith("a band"):
        first = creature("x-att", ACTIVE, **({"keywords": ["banding"]} if what != "a band with two creatures "
                                                                         "without banding" else {}))
        attack(first)
        attackers[-1]["band"] = "x-band"
        if what != "a band of one creature":
            target = DEFENDING
            if what == "a band attacking two things":
                perms.append({"id": "x-pw", "controller": DEFENDING, "types": ["planeswalker"], "loyalty": 3})
                target = "x-pw"
            attack(creature("x-att2", ACTIVE), target)
            attackers[-1]["band"] = "x-band"
        path = f"$.attackers[{len(attackers) - 1}].band"
    elif what.startswith("flying") or what.startswith("unblockable") or what.startswith("blocked by a creature of"):
        keyword = {"f": "flying", "u": "unblockable", "b": None}[what[0]]
        attacker = creature("x-att", ACTIVE, **({"keywords": [keyword]} if keyword else {"protection": ["red"]}))
        attack(attacker)
        path = block(creature("x-blk", DEFENDING, colors=["red"]), attacker) + ".blocks[0]"
    elif what.startswith("menace"):
        attacker = creature("x-att", ACTIVE, keywords=["menace"])
        attack(attacker)
        path = block(creature("x-blk", DEFENDING), attacker)
    elif what == "blocked by a tapped creature":
        attacker = creature("x-att", ACTIVE)
        attack(attacker)
        path = block(creature("x-blk", DEFENDING, tapped=True), attacker) + ".id"
    elif what.startswith("a creature blocks more"):
        extra = draw(st.integers(0, 2))
        first, second = creature("x-att", ACTIVE), creature("x-att2", ACTIVE)
        attack(first)
        attack(second)
        more = [creature(f"x-att{3 + i}", ACTIVE) for i in range(extra)]
        for ident in more:
            attack(ident)
        kw = {"keywords": [f"extra_blocks:{extra}"]} if extra else {}
        path = block(creature("x-blk", DEFENDING, **kw), first, second, *more) + ".blocks"
    elif what == "the active player's creature blocks":
        attacker = creature("x-att", ACTIVE)
        attack(attacker)
        path = block(creature("x-blk", ACTIVE), attacker) + ".id"
    elif what == "a tapped creature attacks":
        path = attack(creature("x-att", ACTIVE, tapped=True)) + ".id"
    elif what.startswith("a summoning-sick"):
        path = attack(creature("x-att", ACTIVE, sick=True)) + ".id"
    elif what.startswith("a creature with defender"):
        path = attack(creature("x-att", ACTIVE, keywords=["defender"])) + ".id"
    elif what == "the defending player's creature attacks":
        path = attack(creature("x-att", DEFENDING)) + ".id"
    else:
        perms.append({"id": "own-pw", "controller": ACTIVE, "types": ["planeswalker"], "loyalty": 3})
        path = attack(creature("x-att", ACTIVE), "own-pw") + ".target"
    return IllegalDeclaration(what, scenario, code, rule, path)
