"""Write the `puzzle-quest` golden files from hand-derived expectations, and compare them with the engine.

Every case states by hand, from the mtgpq wiki ("Combat Basics", "Abilities")
and the readings in docs/rulesets.md (## puzzle-quest), what must happen: the
slot order, who attacks, who blocks, every hit, the damage and its results,
every death and the final board. The helpers only spell those facts in the
result format's shapes (field names, and the wiki section each kind of event
cites); they never ask the engine. ``--compare`` shows where the engine
disagrees, so that each disagreement can be decided from the rules.

    python3 tests/golden/puzzle_quest.py            # write tests/scenarios/puzzle-quest/*.json
    python3 tests/golden/puzzle_quest.py --compare  # also show every disagreement

Conventions of the result format (mechanical, not rules): the step before
damage is ``slots`` (both sides' slot order, then the creatures that don't
attack); each attack is a step ``attack N: <id>`` with the attack, the block
(or why it is unblocked), then each hit: announced with a ``hit`` event when
the fight has first strike, a ``tramples`` event when damage goes past the
blocker, then damage source by source (attacker first), each followed by its
result, then deaths in scenario order.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, SCENARIOS, Cases, J, ev, refused  # noqa: E402,F401
from golden.builders import cre_kw as cre  # noqa: E402
from golden.builders import main as write  # noqa: E402

OUT = SCENARIOS / "puzzle-quest"

CB, AB = "PQ Combat Basics", "PQ Abilities"
SLOTS, ATTACKING, BLOCKING, OVERVIEW = f"{CB}: Creature slots", f"{CB}: Attacking", f"{CB}: Blocking", f"{CB}: Overview"
TRAMPLE, FIRST_STRIKE, DOUBLE_STRIKE = f"{CB}: Trample", f"{CB}: First Strike", f"{CB}: Double Strike"
BERSERKER, DEATHTOUCH, LIFELINK = f"{AB}: Berserker", f"{AB}: Deathtouch", f"{AB}: Lifelink"
WIKI = "mtgpq wiki 'Combat Basics' (rev. 13947, Nov 2019; 21558, Nov 2022)"
ABILITIES = "mtgpq wiki 'Abilities' (rev. 22358, Mar 2023; 22721, Aug 2023)"

# ---------------------------------------------------------------------------
# Scenario builders.


def scenario(permanents: list[J], alice: int = 20, bob: int = 20, **extra: Any) -> J:
    out: J = {"format": 1, "ruleset": "puzzle-quest",
              "players": [{"id": "alice", "life": alice}, {"id": "bob", "life": bob}],
              "active_player": "alice", "permanents": permanents}
    out.update(extra)
    return out


# ---------------------------------------------------------------------------
# Event and result builders: the format's shapes; the values are each case's own.


def slots(alice: list[str], bob: list[str], *events: J) -> list[J]:
    """The step before damage: both sides' slot order, then who doesn't attack."""
    return [{"name": "slots", "slots": {"alice": alice, "bob": bob},
             "events": [ev("slots", SLOTS, player="alice", order=alice), ev("slots", SLOTS, player="bob", order=bob),
                        *events]}]


def no_attack(ident: str, reason: str) -> J:
    return ev("does-not-attack", ATTACKING, id=ident, reason=reason)


def attack(n: int, ident: str, hits: list[tuple[str, J, str]], events: list[J]) -> J:
    """One attack; ``hits`` lists (source, division, hit) as assigned."""
    return {"name": f"attack {n}: {ident}",
            "assignments": [{"source": s, "division": d, "hit": h} for s, d, h in hits], "events": events}


def attacks(ident: str, target: str = "bob", berserker: bool = False) -> J:
    return ev("attacks", BERSERKER if berserker else ATTACKING, id=ident, target=target)


def blocks(blocker: str, attacker: str) -> J:
    return ev("blocks", BLOCKING, id=blocker, attackers=[attacker])


def unblocked(ident: str, reason: str) -> J:
    return ev("unblocked", BLOCKING, id=ident, reason=reason)


def hit(name: str, sources: list[str], double: bool = False) -> J:
    return ev("hit", DOUBLE_STRIKE if double else FIRST_STRIKE, hit=name, sources=sources)


def tramples(ident: str, blocker: str, left: int, amount: int) -> J:
    return ev("tramples", TRAMPLE, id=ident, blocker=blocker, toughness_left=left, amount=amount)


def to_creature(source: str, target: str, amount: int, total: int) -> list[J]:
    """Damage marked on a creature; ``total`` is its damage afterwards."""
    return [ev("damage", OVERVIEW, source=source, target=target, amount=amount, combat=True),
            ev("marked", OVERVIEW, id=target, amount=amount, damage=total)]


def to_walker(source: str, amount: int, now: int, player: str = "bob") -> list[J]:
    return [ev("damage", OVERVIEW, source=source, target=player, amount=amount, combat=True),
            ev("life", OVERVIEW, player=player, amount=-amount, life=now, source=source)]


def prevented(source: str, target: str, amount: int) -> J:
    return ev("damage", TRAMPLE, source=source, target=target, amount=0, combat=True, prevented=amount)


def dies(ident: str, reason: str = "lethal-damage") -> J:
    return ev("dies", DEATHTOUCH if reason == "deathtouch" else OVERVIEW, id=ident, to="graveyard", reason=reason)


def on(power: int, toughness: int, damage: int = 0) -> J:
    return {"zone": "battlefield", "damage": damage, "power": power, "toughness": toughness, "counters": {},
            "tapped": False}


def result(before: list[J], steps: list[J], permanents: J, after: tuple[list[str], list[str]], *,
           alice: int = 20, bob: int = 20, bob_lost: bool = False, winner: str | None = None) -> J:
    final: J = {"players": {"alice": {"life": alice, "poison": 0, "lost": False},
                            "bob": {"life": bob, "poison": 0, "lost": bob_lost}},
                "permanents": permanents, "slots": {"alice": after[0], "bob": after[1]}}
    if winner is not None:
        final["winner"] = winner
    return {"ok": True, "ruleset": "puzzle-quest", "before_damage": before, "steps": steps, "final": final}


# ---------------------------------------------------------------------------
# The cases.

CASES = Cases()
case = CASES.add


# --- The digest's worked examples P1–P7 --------------------------------------

case("trample-8-power-into-toughness-5-spills-3",
     "P1: an 8/8 trampler blocked by a 0/5 defender deals 5 to it and 3 to the planeswalker", "trample",
     f"{WIKI}, Trample: damage beyond the blocker's toughness goes to the planeswalker (its own example, 8 into "
     "toughness 5: 5 and 3). Overview: the blocker dies of its damage.",
     scenario([cre("crusher", "alice", 8, 8, "trample"), cre("wall", "bob", 0, 5, "defender")]),
     result(slots(["crusher"], ["wall"]),
            [attack(1, "crusher", [("crusher", {"wall": 5, "bob": 3}, "regular")],
                    [attacks("crusher"), blocks("wall", "crusher"), tramples("crusher", "wall", 5, 3),
                     *to_creature("crusher", "wall", 5, 5), *to_walker("crusher", 3, 17), dies("wall")])],
            {"crusher": on(8, 8), "wall": GY}, (["crusher"], []), bob=17))

case("blocking-menace-passes-a-lone-defender",
     "P2: a 4/4 with menace is not blocked when the defender has exactly one defending creature", "blocking",
     f"{WIKI}, Blocking: menace bypasses blocking if there is only one eligible defending creature.",
     scenario([cre("brute", "alice", 4, 4, "menace"), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["brute"], ["wall"]),
            [attack(1, "brute", [("brute", {"bob": 4}, "regular")],
                    [attacks("brute"), unblocked("brute", "menace"), *to_walker("brute", 4, 16)])],
            {"brute": on(4, 4), "wall": on(0, 4)}, (["brute"], ["wall"]), bob=16))

case("blocking-flyer-blocked-by-reach-not-by-a-ground-defender",
     "P3: a 3/3 flyer passes a 0/4 defender in slot 1 and is blocked by the 2/2 with reach in slot 2", "blocking",
     f"{WIKI}, Blocking: to block a flyer a defending creature needs reach, or flying with defender or "
     "vigilance; the first eligible one in slot order blocks. Overview: they trade damage.",
     scenario([cre("bird", "alice", 3, 3, "flying"), cre("wall", "bob", 0, 4, "defender"),
               cre("spider", "bob", 2, 2, "reach")]),
     result(slots(["bird"], ["wall", "spider"]),
            [attack(1, "bird", [("bird", {"spider": 3}, "regular"), ("spider", {"bird": 2}, "regular")],
                    [attacks("bird"), blocks("spider", "bird"), *to_creature("bird", "spider", 3, 3),
                     *to_creature("spider", "bird", 2, 2), dies("spider")])],
            {"bird": on(3, 3, 2), "wall": on(0, 4), "spider": GY}, (["bird"], ["wall"])))

case("first-strike-kills-the-blocker-before-its-deathtouch",
     "P4: a 3/2 first striker kills a 2/2 deathtouch defender, which never retaliates", "first-strike",
     f"{WIKI}, First Strike: first-strike damage comes first; a creature that dies then doesn't retaliate, so "
     "its deathtouch does nothing.",
     scenario([cre("knight", "alice", 3, 2, "first_strike"), cre("guard", "bob", 2, 2, "defender", "deathtouch")]),
     result(slots(["knight"], ["guard"]),
            [attack(1, "knight", [("knight", {"guard": 3}, "first-strike")],
                    [attacks("knight"), blocks("guard", "knight"), hit("first-strike", ["knight"]),
                     *to_creature("knight", "guard", 3, 3), dies("guard")])],
            {"knight": on(3, 2), "guard": GY}, (["knight"], [])))

case("attacking-a-creature-cast-this-turn-without-haste-does-not-attack",
     "P5: a 2/2 brought into play this turn without haste doesn't attack", "attacking",
     f"{WIKI}, Attacking: a creature brought into play this turn without haste doesn't attack.",
     scenario([cre("bear", "alice", 2, 2, sick=True), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["bear"], ["wall"], no_attack("bear", "entered-this-turn")), [],
            {"bear": on(2, 2), "wall": on(0, 4)}, (["bear"], ["wall"])))

case("blocking-one-defender-blocks-every-attack-while-it-lives",
     "P6: two 3/3 attackers meet the same 0/5 defender; damage stays, so the second attack kills it", "blocking",
     f"{WIKI}, Blocking: each attack is blocked by the first eligible defending creature. Readings (⚠, "
     "docs/rulesets.md): attacks resolve one at a time; nothing limits a defender to one block a turn; damage on "
     "creatures persists.",
     scenario([cre("a1", "alice", 3, 3), cre("a2", "alice", 3, 3), cre("wall", "bob", 0, 5, "defender")]),
     result(slots(["a1", "a2"], ["wall"]),
            [attack(1, "a1", [("a1", {"wall": 3}, "regular")],
                    [attacks("a1"), blocks("wall", "a1"), *to_creature("a1", "wall", 3, 3)]),
             attack(2, "a2", [("a2", {"wall": 3}, "regular")],
                    [attacks("a2"), blocks("wall", "a2"), *to_creature("a2", "wall", 3, 6), dies("wall")])],
            {"a1": on(3, 3), "a2": on(3, 3), "wall": GY}, (["a1", "a2"], [])))

case("double-strike-trample-hits-twice-past-the-blocker",
     "P7: a 4/4 double strike trampler blocked by a 0/3: 3 to it and 1 through, then all 4 through", "double-strike",
     f"{WIKI}, Double Strike: one attack, damage in the first-strike and the regular phase; trample applies to "
     "both even if the blocker died from the first. Reading (⚠): the dead blocker has no toughness left, so the "
     "whole second hit goes to the planeswalker.",
     scenario([cre("ds", "alice", 4, 4, "double_strike", "trample"), cre("wall", "bob", 0, 3, "defender")]),
     result(slots(["ds"], ["wall"]),
            [attack(1, "ds", [("ds", {"wall": 3, "bob": 1}, "first-strike"), ("ds", {"bob": 4}, "regular")],
                    [attacks("ds"), blocks("wall", "ds"), hit("first-strike", ["ds"], double=True),
                     tramples("ds", "wall", 3, 1), *to_creature("ds", "wall", 3, 3), *to_walker("ds", 1, 19),
                     dies("wall"), hit("regular", ["ds"], double=True), tramples("ds", "wall", 0, 4),
                     *to_walker("ds", 4, 15)])],
            {"ds": on(4, 4), "wall": GY}, (["ds"], []), bob=15))

# --- Trample ---------------------------------------------------------------

case("trample-spill-is-the-same-through-prevention",
     "Trample spills past the blocker's toughness even when the blocker prevents that damage", "trample",
     f"{WIKI}, Trample: true even if the blocker has Prevent Damage or other effects that keep it from taking "
     "damage. The 5 assigned to the wall are prevented; 3 still reach the planeswalker.",
     scenario([cre("crusher", "alice", 8, 8, "trample"), cre("wall", "bob", 0, 5, "defender", prevent=5)]),
     result(slots(["crusher"], ["wall"]),
            [attack(1, "crusher", [("crusher", {"wall": 5, "bob": 3}, "regular")],
                    [attacks("crusher"), blocks("wall", "crusher"), tramples("crusher", "wall", 5, 3),
                     prevented("crusher", "wall", 5), *to_walker("crusher", 3, 17)])],
            {"crusher": on(8, 8), "wall": on(0, 5)}, (["crusher"], ["wall"]), bob=17))

case("trample-counts-damage-already-on-the-blocker",
     "A 4/4 trampler against a 0/5 defender with 3 damage from an earlier turn: 2 to it, 2 through", "trample",
     f"{WIKI}, Trample. Readings (⚠, docs/rulesets.md): damage persists, and the toughness trample must get past "
     "is what is left of it (5 - 3 = 2).",
     scenario([cre("tramp", "alice", 4, 4, "trample"), cre("wall", "bob", 0, 5, "defender", damage=3)]),
     result(slots(["tramp"], ["wall"]),
            [attack(1, "tramp", [("tramp", {"wall": 2, "bob": 2}, "regular")],
                    [attacks("tramp"), blocks("wall", "tramp"), tramples("tramp", "wall", 2, 2),
                     *to_creature("tramp", "wall", 2, 5), *to_walker("tramp", 2, 18), dies("wall")])],
            {"tramp": on(4, 4), "wall": GY}, (["tramp"], []), bob=18))

# --- Creature slots ----------------------------------------------------------

case("creature-slots-defender-reach-and-vigilance-move-down",
     "Defender, reach and vigilance creatures move to the lowest slots; attacks follow the slot order",
     "creature-slots",
     f"{WIKI}, Creature slots: cast order, then a Defender creature moves to the lowest slot without a Defender, "
     "Reach to the lowest without Defender or Reach, Vigilance likewise; attacking and blocking follow slot "
     "order. Alice's vigilant 1/1, cast second, attacks first; both attacks meet the wall (slot 1).",
     scenario([cre("bear", "alice", 2, 2), cre("scout", "alice", 1, 1, "vigilance"),
               cre("ogre", "bob", 3, 3), cre("spider", "bob", 1, 3, "reach"), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["scout", "bear"], ["wall", "spider", "ogre"]),
            [attack(1, "scout", [("scout", {"wall": 1}, "regular")],
                    [attacks("scout"), blocks("wall", "scout"), *to_creature("scout", "wall", 1, 1)]),
             attack(2, "bear", [("bear", {"wall": 2}, "regular")],
                    [attacks("bear"), blocks("wall", "bear"), *to_creature("bear", "wall", 2, 3)])],
            {"bear": on(2, 2), "scout": on(1, 1), "ogre": on(3, 3), "spider": on(1, 3), "wall": on(0, 4, 3)},
            (["scout", "bear"], ["wall", "spider", "ogre"])))

case("creature-slots-slot-numbers-give-the-cast-order",
     "Given slot numbers, not the order of the list, are the cast order", "creature-slots",
     f"{WIKI}, Creature slots: creatures fill the slots in the order they are cast; attacks follow slot order.",
     scenario([cre("x", "alice", 1, 1, slot=2), cre("y", "alice", 2, 2, slot=1)]),
     result(slots(["y", "x"], []),
            [attack(1, "y", [("y", {"bob": 2}, "regular")],
                    [attacks("y"), unblocked("y", "no-blocker"), *to_walker("y", 2, 18)]),
             attack(2, "x", [("x", {"bob": 1}, "regular")],
                    [attacks("x"), unblocked("x", "no-blocker"), *to_walker("x", 1, 17)])],
            {"x": on(1, 1), "y": on(2, 2)}, (["y", "x"], []), bob=17))

case("creature-slots-a-creature-taken-by-a-control-change-fills-slot-4",
     "A fourth creature, taken by a control-changing effect, sits in slot 4 and attacks last", "creature-slots",
     f"{WIKI}, Creature slots: temporary effects which gain control of opposing creatures can use slots beyond 3.",
     scenario([cre("c1", "alice", 1, 1, slot=1), cre("c2", "alice", 1, 1, slot=2), cre("c3", "alice", 1, 1, slot=3),
               cre("taken", "alice", 2, 2, slot=4)]),
     result(slots(["c1", "c2", "c3", "taken"], []),
            [attack(n, c, [(c, {"bob": p}, "regular")],
                    [attacks(c), unblocked(c, "no-blocker"), *to_walker(c, p, life)])
             for n, c, p, life in ((1, "c1", 1, 19), (2, "c2", 1, 18), (3, "c3", 1, 17), (4, "taken", 2, 15))],
            {"c1": on(1, 1), "c2": on(1, 1), "c3": on(1, 1), "taken": on(2, 2)},
            (["c1", "c2", "c3", "taken"], []), bob=15))

case("creature-slots-a-fourth-creature-needs-a-slot-from-a-control-change",
     "Four creatures on one side without slot numbers are refused: a side has three slots", "creature-slots",
     f"{WIKI}, Creature slots: each player has three creature slots; more only from control-changing effects "
     "(which a creature shows by its slot, 4 or more).",
     scenario([cre(f"c{i}", "alice", 1, 1) for i in range(1, 5)]),
     refused("not-in-ruleset", SLOTS, "$.permanents[3]"))

# --- Attacking ---------------------------------------------------------------

case("creature-slots-bravery-moves-to-slot-1-in-its-controllers-combat",
     "A bravery 1/1 cast after a 2/2 attacks first; the 0/2 wall blocks both and dies to the second", "creature-slots",
     f"{WIKI}, Creature slots: Bravery moves the creature to slot 1 during combat on its controller's turn, and "
     "attacks follow slot order. The wall takes 1, then 2 (damage stays, reading ⚠) and dies: no damage reaches "
     "the planeswalker. After combat the hero is back in its cast slot.",
     scenario([cre("bear", "alice", 2, 2), cre("hero", "alice", 1, 1, "bravery"),
               cre("wall", "bob", 0, 2, "defender")]),
     result(slots(["hero", "bear"], ["wall"]),
            [attack(1, "hero", [("hero", {"wall": 1}, "regular")],
                    [attacks("hero"), blocks("wall", "hero"), *to_creature("hero", "wall", 1, 1)]),
             attack(2, "bear", [("bear", {"wall": 2}, "regular")],
                    [attacks("bear"), blocks("wall", "bear"), *to_creature("bear", "wall", 2, 3), dies("wall")])],
            {"bear": on(2, 2), "hero": on(1, 1), "wall": GY}, (["bear", "hero"], [])))

case("creature-slots-bravery-does-nothing-on-the-defending-side",
     "A defending bravery creature keeps its slot: the defender 0/3 cast second still blocks first", "creature-slots",
     f"{WIKI}, Creature slots: Bravery acts only during combat on its controller's turn; a Defender creature "
     "moves to the lowest slot, so the wall blocks the 2/2 and the reach 1/1 with bravery stays behind it.",
     scenario([cre("bear", "alice", 2, 2), cre("spider", "bob", 1, 1, "reach", "bravery"),
               cre("wall", "bob", 0, 3, "defender")]),
     result(slots(["bear"], ["wall", "spider"]),
            [attack(1, "bear", [("bear", {"wall": 2}, "regular")],
                    [attacks("bear"), blocks("wall", "bear"), *to_creature("bear", "wall", 2, 2)])],
            {"bear": on(2, 2), "spider": on(1, 1), "wall": on(0, 3, 2)}, (["bear"], ["wall", "spider"])))

case("attacking-haste-lets-a-creature-cast-this-turn-attack",
     "A 2/2 with haste brought into play this turn attacks", "attacking",
     f"{WIKI}, Attacking: only a creature brought into play this turn *without* haste stays home.",
     scenario([cre("raider", "alice", 2, 2, "haste", sick=True)]),
     result(slots(["raider"], []),
            [attack(1, "raider", [("raider", {"bob": 2}, "regular")],
                    [attacks("raider"), unblocked("raider", "no-blocker"), *to_walker("raider", 2, 18)])],
            {"raider": on(2, 2)}, (["raider"], []), bob=18))

case("attacking-disabled-creatures-neither-attack-nor-block",
     "A disabled attacker stays home and a disabled defender doesn't block", "attacking",
     f"{WIKI}, Attacking: a disabled creature doesn't attack; Blocking: defending creatures are non-disabled.",
     scenario([cre("bear", "alice", 2, 2, disabled=True), cre("ogre", "alice", 3, 3),
               cre("wall", "bob", 0, 4, "defender", disabled=True)]),
     result(slots(["bear", "ogre"], ["wall"], no_attack("bear", "disabled")),
            [attack(1, "ogre", [("ogre", {"bob": 3}, "regular")],
                    [attacks("ogre"), unblocked("ogre", "no-blocker"), *to_walker("ogre", 3, 17)])],
            {"bear": on(2, 2), "ogre": on(3, 3), "wall": on(0, 4)}, (["bear", "ogre"], ["wall"]), bob=17))

case("attacking-power-0-and-cant-attack-stay-home",
     "A creature with power 0 and one that can't attack don't attack", "attacking",
     f"{WIKI}, Attacking: a creature with the Can't Attack ability or a power of 0 doesn't attack.",
     scenario([cre("pacifist", "alice", 2, 2, "cant_attack"), cre("sprout", "alice", 0, 1)]),
     result(slots(["pacifist", "sprout"], [], no_attack("pacifist", "cant-attack"), no_attack("sprout", "no-power")),
            [], {"pacifist": on(2, 2), "sprout": on(0, 1)}, (["pacifist", "sprout"], [])))

case("attacking-a-defender-with-power-attacks",
     "A 2/4 Defender creature attacks: Defender is not a reason to stay home", "attacking",
     f"{WIKI}, Attacking: the creatures that don't attack are those cast this turn without haste, disabled, with "
     "Can't Attack or power 0. Reading (⚠, docs/rulesets.md): Defender is not among them.",
     scenario([cre("guardian", "alice", 2, 4, "defender")]),
     result(slots(["guardian"], []),
            [attack(1, "guardian", [("guardian", {"bob": 2}, "regular")],
                    [attacks("guardian"), unblocked("guardian", "no-blocker"), *to_walker("guardian", 2, 18)])],
            {"guardian": on(2, 4)}, (["guardian"], []), bob=18))

case("attacking-attackers-are-not-declared",
     "Declared attackers are refused: the game decides who attacks", "attacking",
     f"{WIKI}, Attacking: every creature that can attacks, automatically, in slot order.",
     scenario([cre("bear", "alice", 2, 2)], attackers=[{"id": "bear", "target": "bob"}]),
     refused("not-in-ruleset", ATTACKING, "$.attackers"))

# --- Blocking ----------------------------------------------------------------

case("blocking-a-damage-assignment-order-is-refused",
     "A damage assignment order is refused, citing the wiki's Blocking (one blocker per attack), not Magic's 510.1c",
     "blocking",
     f"{WIKI}, Blocking: each attack is blocked by one creature at most, so there is no order of blockers to give.",
     scenario([cre("bear", "alice", 2, 2), cre("wall", "bob", 0, 4, "defender")],
              damage_assignment_order={"bear": ["wall"]}),
     refused("not-in-ruleset", BLOCKING, "$.damage_assignment_order"))


case("blocking-only-defender-reach-or-vigilance-creatures-block",
     "A 4/4 without defender, reach or vigilance doesn't block a 2/2", "blocking",
     f"{WIKI}, Blocking: a defending creature is a non-disabled creature with Defender, Reach or Vigilance.",
     scenario([cre("bear", "alice", 2, 2), cre("other", "bob", 4, 4)]),
     result(slots(["bear"], ["other"]),
            [attack(1, "bear", [("bear", {"bob": 2}, "regular")],
                    [attacks("bear"), unblocked("bear", "no-blocker"), *to_walker("bear", 2, 18)])],
            {"bear": on(2, 2), "other": on(4, 4)}, (["bear"], ["other"]), bob=18))

case("blocking-menace-is-blocked-by-the-first-of-two-defenders",
     "With two defending creatures, a menace attacker is blocked by the first one only", "blocking",
     f"{WIKI}, Blocking: menace is blocked by the first defending creature when there is more than one.",
     scenario([cre("brute", "alice", 3, 3, "menace"), cre("w1", "bob", 0, 4, "defender"),
               cre("w2", "bob", 0, 4, "defender")]),
     result(slots(["brute"], ["w1", "w2"]),
            [attack(1, "brute", [("brute", {"w1": 3}, "regular")],
                    [attacks("brute"), blocks("w1", "brute"), *to_creature("brute", "w1", 3, 3)])],
            {"brute": on(3, 3), "w1": on(0, 4, 3), "w2": on(0, 4)}, (["brute"], ["w1", "w2"])))

case("blocking-unblockable-is-never-blocked",
     "An unblockable 2/1 passes a defender", "blocking",
     f"{WIKI}, Blocking: an unblockable creature bypasses all blockers.",
     scenario([cre("rogue", "alice", 2, 1, "unblockable"), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["rogue"], ["wall"]),
            [attack(1, "rogue", [("rogue", {"bob": 2}, "regular")],
                    [attacks("rogue"), unblocked("rogue", "unblockable"), *to_walker("rogue", 2, 18)])],
            {"rogue": on(2, 1), "wall": on(0, 4)}, (["rogue"], ["wall"]), bob=18))

case("blocking-a-flyer-with-flying-and-vigilance",
     "A flyer is blocked by a creature with flying and vigilance, not by one with flying alone", "blocking",
     f"{WIKI}, Blocking: flying needs reach, or flying together with defender or vigilance; a flyer without "
     "either is no defending creature at all. Creature slots: the vigilant hawk moves below the crow.",
     scenario([cre("bird", "alice", 2, 2, "flying"), cre("crow", "bob", 1, 1, "flying"),
               cre("hawk", "bob", 1, 1, "flying", "vigilance")]),
     result(slots(["bird"], ["hawk", "crow"]),
            [attack(1, "bird", [("bird", {"hawk": 2}, "regular"), ("hawk", {"bird": 1}, "regular")],
                    [attacks("bird"), blocks("hawk", "bird"), *to_creature("bird", "hawk", 2, 2),
                     *to_creature("hawk", "bird", 1, 1), dies("hawk")])],
            {"bird": on(2, 2, 1), "crow": on(1, 1), "hawk": GY}, (["bird"], ["crow"])))

# --- First strike, double strike ---------------------------------------------

case("first-strike-on-both-sides-hits-together",
     "A 2/2 first striker blocked by a 2/2 first-strike defender: both die in the first-strike hit",
     "first-strike",
     f"{WIKI}, First Strike. Reading (⚠, docs/rulesets.md): two first strikers deal their first-strike damage "
     "at once, as in Magic.",
     scenario([cre("knight", "alice", 2, 2, "first_strike"), cre("guard", "bob", 2, 2, "defender", "first_strike")]),
     result(slots(["knight"], ["guard"]),
            [attack(1, "knight", [("knight", {"guard": 2}, "first-strike"), ("guard", {"knight": 2}, "first-strike")],
                    [attacks("knight"), blocks("guard", "knight"), hit("first-strike", ["knight", "guard"]),
                     *to_creature("knight", "guard", 2, 2), *to_creature("guard", "knight", 2, 2),
                     dies("knight"), dies("guard")])],
            {"knight": GY, "guard": GY}, ([], [])))

case("double-strike-second-hit-is-lost-when-the-blocker-died",
     "A 3/3 double striker without trample kills a 0/2 blocker with its first hit; the second hit is lost",
     "double-strike",
     f"{WIKI}, Double Strike: one attack, two hits. Reading (⚠, docs/rulesets.md): without trample, a hit whose "
     "blocker already died deals nothing.",
     scenario([cre("ds", "alice", 3, 3, "double_strike"), cre("wall", "bob", 0, 2, "defender")]),
     result(slots(["ds"], ["wall"]),
            [attack(1, "ds", [("ds", {"wall": 3}, "first-strike")],
                    [attacks("ds"), blocks("wall", "ds"), hit("first-strike", ["ds"], double=True),
                     *to_creature("ds", "wall", 3, 3), dies("wall"), hit("regular", ["ds"], double=True),
                     ev("no-damage", DOUBLE_STRIKE, id="ds", reason="blocker-died")])],
            {"ds": on(3, 3), "wall": GY}, (["ds"], [])))

# --- Overview: damage that stays, the planeswalker's life ----------------------

case("overview-damage-from-an-earlier-turn-stays",
     "A 0/4 defender with 2 damage from an earlier turn dies to a 2/2", "overview",
     f"{WIKI}, Overview: blocked creatures trade damage. Reading (⚠, docs/rulesets.md): damage on creatures "
     "persists, so 2 + 2 reaches toughness 4.",
     scenario([cre("bear", "alice", 2, 2), cre("wall", "bob", 0, 4, "defender", damage=2)]),
     result(slots(["bear"], ["wall"]),
            [attack(1, "bear", [("bear", {"wall": 2}, "regular")],
                    [attacks("bear"), blocks("wall", "bear"), *to_creature("bear", "wall", 2, 4), dies("wall")])],
            {"bear": on(2, 2), "wall": GY}, (["bear"], [])))

case("overview-the-planeswalker-at-0-life-loses-and-combat-stops",
     "Three 2/2s attack a planeswalker at 3 life: the second attack ends the game, the third never comes",
     "overview",
     f"{WIKI}, Overview: an unblocked creature deals damage to the opposing planeswalker; attacks resolve one "
     "at a time (reading ⚠), and a planeswalker with no life left has lost.",
     scenario([cre("a1", "alice", 2, 2), cre("a2", "alice", 2, 2), cre("a3", "alice", 2, 2)], bob=3),
     result(slots(["a1", "a2", "a3"], []),
            [attack(1, "a1", [("a1", {"bob": 2}, "regular")],
                    [attacks("a1"), unblocked("a1", "no-blocker"), *to_walker("a1", 2, 1)]),
             attack(2, "a2", [("a2", {"bob": 2}, "regular")],
                    [attacks("a2"), unblocked("a2", "no-blocker"), *to_walker("a2", 2, -1),
                     ev("loses", OVERVIEW, player="bob", reason="life"), ev("game-over", OVERVIEW, winner="alice")])],
            {"a1": on(2, 2), "a2": on(2, 2), "a3": on(2, 2)}, (["a1", "a2", "a3"], []),
            bob=-1, bob_lost=True, winner="alice"))

case("overview-planeswalkers-are-players-not-permanents",
     "A planeswalker permanent is refused: the planeswalker is the player", "overview",
     f"{WIKI}, Overview: unblocked creatures damage the opposing planeswalker, whose life is the player's.",
     scenario([cre("bear", "alice", 2, 2), {"id": "pw", "controller": "bob", "types": ["planeswalker"],
                                              "loyalty": 4}]),
     refused("not-in-ruleset", None, "$.permanents[1].types[0]"))

case("overview-infect-is-no-puzzle-quest-keyword",
     "Infect is refused: it is a Magic keyword Puzzle Quest combat doesn't have", "overview",
     f"{WIKI} and {ABILITIES}: the combat abilities are flying, reach, first strike, double strike, trample, "
     "deathtouch, vigilance, menace, defender, haste, unblockable, berserker (lifelink and indestructible by "
     "reading); infect is not among them.",
     scenario([cre("rat", "alice", 1, 1, "infect")]),
     refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))

# --- Abilities -----------------------------------------------------------------

case("abilities-berserker-attacks-the-first-creature-it-can",
     "A 3/3 berserker attacks the first enemy creature that is not disabled and trades damage with it",
     "abilities-berserker",
     f"{ABILITIES}, Berserker: it attacks the first enemy creature it can instead of the planeswalker, ignoring "
     "disabled creatures. Reading (⚠, docs/rulesets.md): no defender intercepts it.",
     scenario([cre("brute", "alice", 3, 3, "berserker"), cre("sleeper", "bob", 1, 1, disabled=True),
               cre("bear", "bob", 2, 2)]),
     result(slots(["brute"], ["sleeper", "bear"]),
            [attack(1, "brute", [("brute", {"bear": 3}, "regular"), ("bear", {"brute": 2}, "regular")],
                    [attacks("brute", "bear", berserker=True), *to_creature("brute", "bear", 3, 3),
                     *to_creature("bear", "brute", 2, 2), dies("bear")])],
            {"brute": on(3, 3, 2), "sleeper": on(1, 1), "bear": GY}, (["brute"], ["sleeper"])))

case("abilities-berserker-with-menace-attacks-the-planeswalker",
     "A berserker with menace behaves as if it lacked berserker: menace passes a lone defender", "abilities-berserker",
     f"{ABILITIES}, Berserker (Mar/Aug 2023): a creature with both Berserker and Menace behaves as if it lacked "
     f"Berserker. {WIKI}, Blocking: menace bypasses a lone defending creature.",
     scenario([cre("brute", "alice", 3, 3, "berserker", "menace"), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["brute"], ["wall"]),
            [attack(1, "brute", [("brute", {"bob": 3}, "regular")],
                    [attacks("brute"), unblocked("brute", "menace"), *to_walker("brute", 3, 17)])],
            {"brute": on(3, 3), "wall": on(0, 4)}, (["brute"], ["wall"]), bob=17))

case("abilities-deathtouch-destroys-a-bigger-blocker",
     "A 1/1 deathtouch attacker destroys the 0/5 defender that blocks it", "abilities-deathtouch",
     f"{ABILITIES}, Deathtouch: combat damage it deals to a creature destroys that creature.",
     scenario([cre("viper", "alice", 1, 1, "deathtouch"), cre("wall", "bob", 0, 5, "defender")]),
     result(slots(["viper"], ["wall"]),
            [attack(1, "viper", [("viper", {"wall": 1}, "regular")],
                    [attacks("viper"), blocks("wall", "viper"), *to_creature("viper", "wall", 1, 1),
                     dies("wall", "deathtouch")])],
            {"viper": on(1, 1), "wall": GY}, (["viper"], [])))

case("abilities-lifelink-gains-life-with-the-damage",
     "A blocked 3/3 lifelinker gains its planeswalker 3 life", "abilities-lifelink",
     f"{ABILITIES}. Reading (⚠, docs/rulesets.md): lifelink works as in Magic, its planeswalker gaining the "
     "damage it deals, at once with it.",
     scenario([cre("healer", "alice", 3, 3, "lifelink"), cre("wall", "bob", 0, 4, "defender")]),
     result(slots(["healer"], ["wall"]),
            [attack(1, "healer", [("healer", {"wall": 3}, "regular")],
                    [attacks("healer"), blocks("wall", "healer"), *to_creature("healer", "wall", 3, 3),
                     ev("life", LIFELINK, player="alice", amount=3, life=23, source="healer")])],
            {"healer": on(3, 3), "wall": on(0, 4, 3)}, (["healer"], ["wall"]), alice=23))

case("abilities-indestructible-blocker-survives-lethal-damage",
     "A 0/2 indestructible defender takes 5 and stays", "abilities-indestructible",
     f"{ABILITIES}. Reading (⚠, docs/rulesets.md): indestructible works as in Magic; lethal damage doesn't "
     "destroy it.",
     scenario([cre("giant", "alice", 5, 5), cre("wall", "bob", 0, 2, "defender", "indestructible")]),
     result(slots(["giant"], ["wall"]),
            [attack(1, "giant", [("giant", {"wall": 5}, "regular")],
                    [attacks("giant"), blocks("wall", "giant"), *to_creature("giant", "wall", 5, 5)])],
            {"giant": on(5, 5), "wall": on(0, 2, 5)}, (["giant"], ["wall"])))


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=CASES, out=OUT, doc=__doc__)


if __name__ == "__main__":
    sys.exit(main())
