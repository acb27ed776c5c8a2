"""Write the `mtg` golden files from hand-derived expectations, and compare them with the engine.

Every case below states, by hand and from the Comprehensive Rules, what must
happen: who deals how much to whom, each result (life, poison, counters,
loyalty, defense, marked damage), every state-based action and the final
board. The helpers only spell those facts in the result format's shapes (an
event's field names and the rule each kind of event cites); they never ask the
engine. The engine is consulted only by ``--compare``, which prints where it
disagrees, so that each disagreement can be decided from the rules.

    python3 tests/golden/mtg.py            # write tests/scenarios/mtg/*.json
    python3 tests/golden/mtg.py --compare  # also show every disagreement with the engine
    python3 tests/golden/mtg.py --compare --only 702.19b

The builders shared with the other rulesets' generators are in ``tests/golden/builders.py``; the
event builders below are the current rules' own (each cites its rule of the 2025 document).

Conventions of the result format (mechanical, not rules): combat damage is
listed source by source (attackers in declared order, then blockers in
declared order), each damage event followed by its result; a source's lifelink
gain follows its damage; simultaneous state-based actions are listed counters
first, then permanents in scenario order, then players.
"""


from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import (AB, AFS, EXILED, GY, SCENARIOS, Cases, Era, J, act, attacked, battle,  # noqa: E402,F401
                             battle_on, cre, declared, division, ev, on, pw_on, refused, scenario,
                             siege_defeated, walker, zone)
from golden.builders import main as write  # noqa: E402

OUT = SCENARIOS / "mtg"

#: The rule each shared builder's event cites (the current Comprehensive Rules).
RULES = {"mtg": {"attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2",
                 "marked": "120.3e", "life": "120.3a"}}
MTG = Era("mtg", RULES)
attacks, blocks, blocked, unblocked = MTG.attacks, MTG.blocks, MTG.blocked, MTG.unblocked
regular, first, result = MTG.regular, MTG.first, MTG.result

# ---------------------------------------------------------------------------
# Event builders: the format's shapes; the values are the case's own.


def damage(source: str, target: str, amount: int, *, combat: bool = True, prevented: int = 0,
           by: str = "shield") -> J:
    rule = "510.2" if combat else "120.2"
    if prevented:
        rule = {"shield": "615.7", "protection": "702.16e"}[by]
    return ev("damage", rule, source=source, target=target, amount=amount, combat=combat,
              prevented=prevented or None)


def marked(ident: str, amount: int, total: int) -> J:
    return ev("marked", "120.3e", id=ident, amount=amount, damage=total)


def minus_counters(ident: str, amount: int) -> J:
    return ev("counters", "120.3d", id=ident, kind="-1/-1", amount=amount)


def annihilate(ident: str, pairs: int) -> J:
    return ev("counters", "704.5q", id=ident, kind="+1/+1 and -1/-1", amount=-pairs)


def life(player: str, amount: int, now: int, source: str) -> J:
    return ev("life", "120.3a", player=player, amount=amount, life=now, source=source)


def gain(player: str, amount: int, now: int, source: str) -> J:
    return ev("life", "120.3f", player=player, amount=amount, life=now, source=source)


def poison(player: str, amount: int, now: int, source: str, *, toxic: bool = False) -> J:
    return ev("poison", "120.3g" if toxic else "120.3b", player=player, amount=amount, poison=now, source=source)


def loyalty(ident: str, amount: int, now: int) -> J:
    return ev("loyalty", "120.3c", id=ident, amount=amount, loyalty=now)


def defense(ident: str, amount: int, now: int) -> J:
    return ev("defense", "120.3h", id=ident, amount=amount, defense=now)


DEATHS = {"lethal-damage": "704.5g", "deathtouch": "704.5h", "zero-toughness": "704.5f",
          "no-loyalty": "704.5i"}


def dies(ident: str, reason: str = "lethal-damage") -> J:
    return ev("dies", DEATHS[reason], id=ident, to="graveyard", reason=reason)


def battle_leaves(ident: str) -> J:
    """A battle that is not a Siege, with defense 0: to its owner's graveyard (704.5v)."""
    return ev("leaves", "704.5v", id=ident, to="graveyard", reason="no-defense")


def leaves(ident: str, to: str) -> J:
    return ev("leaves", "506.4", id=ident, to=to, reason="removed")


def loses(player: str, reason: str) -> J:
    return ev("loses", {"life": "704.5a", "poison": "704.5c"}[reason], player=player, reason=reason)


def game_over(winner: str) -> J:
    return ev("game-over", "104.2a", winner=winner)


def pumped(ident: str, power: int, toughness: int) -> J:
    return ev("pump", "611.2a", id=ident, power=power, toughness=toughness)


def gains(ident: str, keyword: str) -> J:
    return ev("gains", "611.2a", id=ident, keyword=keyword)


def loses_keyword(ident: str, keyword: str) -> J:
    return ev("loses-keyword", "611.2a", id=ident, keyword=keyword)


def shield(ident: str, amount: int) -> J:
    return ev("shield", "615.1", id=ident, amount=amount)


def fizzles(action: str, target: str) -> J:
    return ev("fizzles", "608.2b", action=action, target=target)


def removed_from_combat(ident: str) -> J:
    return ev("removed-from-combat", "506.4", id=ident)


# Composites: damage and its result (120.3).
def hit(source: str, creature: str, amount: int, total: int, **kw: Any) -> list[J]:
    """Damage marked on a creature (120.3e); ``total`` is its marked damage afterwards."""
    return [damage(source, creature, amount, **kw), marked(creature, amount, total)]


def hit_player(source: str, player: str, amount: int, now: int, **kw: Any) -> list[J]:
    return [damage(source, player, amount, **kw), life(player, -amount, now, source)]


def hit_walker(source: str, pw: str, amount: int, now: int, removed: int | None = None) -> list[J]:
    return [damage(source, pw, amount), loyalty(pw, -(amount if removed is None else removed), now)]


# ---------------------------------------------------------------------------
# The cases.

CASES = Cases()
case = CASES.add


# --- Unblocked damage (510.1b) ------------------------------------------------

case("510.1b-unblocked-to-player", "An unblocked 2/2 deals its 2 damage to the player it attacks", "510.1b",
     "CR 510.1b: an unblocked creature assigns its combat damage to the player it's attacking; "
     "120.3a: damage to a player makes them lose that much life.",
     scenario([cre("bears", "alice", 2, 2, "Grizzly Bears")], [("bears", "bob")]),
     result(declared([attacks("bears", "bob")], [unblocked("bears")]),
            [regular([("bears", {"bob": 2})], hit_player("bears", "bob", 2, 18))],
            {"bears": attacked(2, 2)}, bob=(18, 0, False)))

# --- 510.1c: the CR example, 4/3 Elvish Regrower blocked by 2/3 Vampire Spawn and 1/1 Helpful Hunter -----

REGROWER = [cre("regrower", "alice", 4, 3, "Elvish Regrower"), cre("spawn", "bob", 2, 3, "Vampire Spawn"),
            cre("hunter", "bob", 1, 1, "Helpful Hunter")]
REGROWER_BEFORE = declared([attacks("regrower", "bob")],
                           [blocks("spawn", "regrower"), blocks("hunter", "regrower"), blocked("regrower")])
REGROWER_SRC = ("CR 510.1c and its example: Elvish Regrower (4/3) blocked by Vampire Spawn (2/3) and Helpful "
                "Hunter (1/1) may assign all 4 to the Hunter, 1 to the Spawn and 3 to the Hunter, 2 to each, 3 to "
                "the Spawn and 1 to the Hunter, or all 4 to the Spawn. The blockers deal 2+1=3 to the Regrower "
                "(lethal for toughness 3, 704.5g).")


def regrower_case(spawn: int, hunter: int) -> None:
    events = []
    if spawn:
        events += hit("regrower", "spawn", spawn, spawn)
    if hunter:
        events += hit("regrower", "hunter", hunter, hunter)
    events += hit("spawn", "regrower", 2, 2) + hit("hunter", "regrower", 1, 3)
    events.append(dies("regrower"))
    if spawn >= 3:
        events.append(dies("spawn"))
    if hunter >= 1:
        events.append(dies("hunter"))
    div: J = {"spawn": spawn, "hunter": hunter}
    perms = {"regrower": GY,
             "spawn": GY if spawn >= 3 else on(2, 3, spawn),
             "hunter": GY if hunter >= 1 else on(1, 1, 0)}
    case(f"510.1c-free-division-{spawn}-{hunter}",
         f"Elvish Regrower divides its 4 damage {spawn} to the Spawn, {hunter} to the Hunter", "510.1c",
         REGROWER_SRC,
         scenario(REGROWER, [("regrower", "bob")], [("spawn", ["regrower"]), ("hunter", ["regrower"])],
                  assignments=[division("regrower", div)]),
         result(REGROWER_BEFORE,
                [regular([("regrower", div), ("spawn", {"regrower": 2}), ("hunter", {"regrower": 1})], events)],
                perms))


for s_, h_ in ((0, 4), (1, 3), (2, 2), (3, 1), (4, 0)):
    regrower_case(s_, h_)

case("510.1c-automatic-division-lethal-in-listed-order",
     "Without a chosen division the Regrower gives lethal damage to each blocker in listed order", "510.1c",
     REGROWER_SRC + " The format's automatic division: lethal to each recipient in listed order (3 to the Spawn), "
     "the rest to the last (1 to the Hunter).",
     scenario(REGROWER, [("regrower", "bob")], [("spawn", ["regrower"]), ("hunter", ["regrower"])]),
     result(REGROWER_BEFORE,
            [regular([("regrower", {"spawn": 3, "hunter": 1}), ("spawn", {"regrower": 2}),
                      ("hunter", {"regrower": 1})],
                     hit("regrower", "spawn", 3, 3) + hit("regrower", "hunter", 1, 1)
                     + hit("spawn", "regrower", 2, 2) + hit("hunter", "regrower", 1, 3)
                     + [dies("regrower"), dies("spawn"), dies("hunter")])],
            {"regrower": GY, "spawn": GY, "hunter": GY}))

case("510.1c-no-lethal-needed-5-5-splits-2-3",
     "A 5/5 without trample may split 2/3 between a 3/3 and a 4/4: neither blocker dies", "510.1c",
     "CR 510.1c (since November 2024): two or more blockers, the damage is divided as its controller chooses; "
     "no lethal damage is needed on any of them. The blockers deal 3+4=7 to the 5/5 (704.5g).",
     scenario([cre("wurm", "alice", 5, 5, "Craw Wurm"), cre("a", "bob", 3, 3), cre("b", "bob", 4, 4)],
              [("wurm", "bob")], [("a", ["wurm"]), ("b", ["wurm"])],
              assignments=[division("wurm", {"a": 2, "b": 3})]),
     result(declared([attacks("wurm", "bob")], [blocks("a", "wurm"), blocks("b", "wurm"), blocked("wurm")]),
            [regular([("wurm", {"a": 2, "b": 3}), ("a", {"wurm": 3}), ("b", {"wurm": 4})],
                     hit("wurm", "a", 2, 2) + hit("wurm", "b", 3, 3) + hit("a", "wurm", 3, 3)
                     + hit("b", "wurm", 4, 7) + [dies("wurm")])],
            {"wurm": GY, "a": on(3, 3, 2), "b": on(4, 4, 3)}))

case("510.1c-blocker-exiled-attacker-deals-nothing",
     "A blocked 3/3 whose only blocker is exiled assigns no combat damage", "510.1c",
     "CR 510.1c: if no creatures are currently blocking it, a blocked creature assigns no combat damage; "
     "509.1h: it stays blocked. The exiled blocker left combat (506.4).",
     scenario([cre("ogre", "alice", 3, 3), cre("wall", "bob", 2, 2)], [("ogre", "bob")], [("wall", ["ogre"])],
              actions=[act(AB, "remove", target="wall", to="exile")]),
     result(declared([attacks("ogre", "bob")], [blocks("wall", "ogre"), blocked("ogre"), leaves("wall", "exile")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "wall": zone("exile")}))

# --- 510.1d: a blocker dividing among attackers ------------------------------------------------------------

BRIGADE = [cre("x", "alice", 2, 2), cre("y", "alice", 2, 2),
           cre("brigade", "bob", 3, 5, "Foriysian Brigade", keywords=["extra_blocks:1"])]
BRIGADE_BEFORE = declared([attacks("x", "bob"), attacks("y", "bob")],
                          [blocks("brigade", "x", "y"), blocked("x"), blocked("y")])

case("510.1d-blocker-divides-freely",
     "A 3/5 blocking two 2/2s divides its 3 damage 1/2 as its controller chooses", "510.1d",
     "CR 510.1d: a creature blocking two or more creatures assigns its damage divided as its controller chooses "
     "among them (no lethal damage needed on the first). 1 to x (survives), 2 to y (704.5g); the blocker takes "
     "2+2=4 < 5.",
     scenario(BRIGADE, [("x", "bob"), ("y", "bob")], [("brigade", ["x", "y"])],
              assignments=[division("brigade", {"x": 1, "y": 2})]),
     result(BRIGADE_BEFORE,
            [regular([("x", {"brigade": 2}), ("y", {"brigade": 2}), ("brigade", {"x": 1, "y": 2})],
                     hit("x", "brigade", 2, 2) + hit("y", "brigade", 2, 4) + hit("brigade", "x", 1, 1)
                     + hit("brigade", "y", 2, 2) + [dies("y")])],
            {"x": attacked(2, 2, 1), "y": GY, "brigade": on(3, 5, 4)}))

case("510.1d-blocker-automatic-division",
     "Without a chosen division, the 3/5 gives lethal damage to the first attacker and the rest to the last",
     "510.1d",
     "CR 510.1d (free division) with the format's automatic division: 2 (lethal) to x, the remaining 1 to y. "
     "x dies (704.5g), y keeps 1 damage.",
     scenario(BRIGADE, [("x", "bob"), ("y", "bob")], [("brigade", ["x", "y"])]),
     result(BRIGADE_BEFORE,
            [regular([("x", {"brigade": 2}), ("y", {"brigade": 2}), ("brigade", {"x": 2, "y": 1})],
                     hit("x", "brigade", 2, 2) + hit("y", "brigade", 2, 4) + hit("brigade", "x", 2, 2)
                     + hit("brigade", "y", 1, 1) + [dies("x")])],
            {"x": GY, "y": attacked(2, 2, 1), "brigade": on(3, 5, 4)}))

# --- 510.1a: power 0 or less ------------------------------------------------------------------------------

case("510.1a-no-damage-from-power-zero-or-less",
     "A 2/2 given -3/-0 (power -1) and a 0/4 wall blocking it assign no combat damage", "510.1a",
     "CR 510.1a: creatures that would assign 0 or less damage don't assign combat damage at all.",
     scenario([cre("bears", "alice", 2, 2, "Grizzly Bears"), cre("wall", "bob", 0, 4, "Wall of Wood",
                                                                  keywords=["defender"])],
              [("bears", "bob")], [("wall", ["bears"])],
              actions=[act(AB, "pump", target="bears", power=-3, toughness=0)]),
     result(declared([attacks("bears", "bob")], [blocks("wall", "bears"), blocked("bears"),
                                                  pumped("bears", -3, 0)]),
            [regular([], [])],
            {"bears": attacked(-1, 2), "wall": on(0, 4)}))

# --- Planeswalkers (120.3c, 704.5i, 506.4c) ---------------------------------------------------------------------

case("120.3c-planeswalker-loses-loyalty", "A 2/2 attacking a loyalty-5 planeswalker removes 2 loyalty", "120.3c",
     "CR 510.1b: an unblocked creature assigns its damage to the planeswalker it attacks; 120.3c: damage to a "
     "planeswalker removes that many loyalty counters.",
     scenario([cre("bears", "alice", 2, 2), walker("jace", "bob", 5, "Jace")], [("bears", "jace")]),
     result(declared([attacks("bears", "jace")], [unblocked("bears")]),
            [regular([("bears", {"jace": 2})], hit_walker("bears", "jace", 2, 3))],
            {"bears": attacked(2, 2), "jace": pw_on(3)}))

case("704.5i-planeswalker-zero-loyalty",
     "A loyalty-3 planeswalker dealt 3 goes to the graveyard; its controller blocks the other attacker",
     "704.5i",
     "CR 120.3c (loyalty removed), 704.5i (a planeswalker with loyalty 0 is put into the graveyard); 509.1a: the "
     "defending player may block a creature attacking a planeswalker they control. The 2/2s trade (704.5g).",
     scenario([cre("a", "alice", 3, 3), cre("b", "alice", 2, 2), cre("guard", "bob", 2, 2),
               walker("jace", "bob", 3, "Jace")],
              [("a", "jace"), ("b", "jace")], [("guard", ["b"])]),
     result(declared([attacks("a", "jace"), attacks("b", "jace")], [blocks("guard", "b"), unblocked("a"),
                                                                     blocked("b")]),
            [regular([("a", {"jace": 3}), ("b", {"guard": 2}), ("guard", {"b": 2})],
                     hit_walker("a", "jace", 3, 0) + hit("b", "guard", 2, 2) + hit("guard", "b", 2, 2)
                     + [dies("b"), dies("guard"), dies("jace", "no-loyalty")])],
            {"a": attacked(3, 3), "b": GY, "guard": GY, "jace": GY}))

PW_LEFT = [cre("ogre", "alice", 3, 3), walker("jace", "bob", 4, "Jace")]

case("506.4c-planeswalker-left-attacker-deals-nothing",
     "An unblocked 3/3 whose planeswalker left the battlefield deals no combat damage", "506.4c",
     "CR 506.4c: a creature attacking a planeswalker that left combat continues to attack but, unblocked, "
     "deals no combat damage; 510.1b: it isn't attacking anything, so it assigns none (not even to the player).",
     scenario(PW_LEFT, [("ogre", "jace")], actions=[act(AB, "remove", target="jace", to="graveyard")]),
     result(declared([attacks("ogre", "jace")], [unblocked("ogre"), leaves("jace", "graveyard")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "jace": GY}))

case("506.4c-planeswalker-left-division-refused",
     "Assigning the 3/3's damage to the player after its planeswalker left is refused", "506.4c",
     "CR 506.4c / 510.1b: the attacker assigns no combat damage, so any division of it is illegal.",
     scenario(PW_LEFT, [("ogre", "jace")], actions=[act(AB, "remove", target="jace", to="graveyard")],
              assignments=[division("ogre", {"bob": 3})]),
     refused("illegal-assignment", "506.4c", "$.assignments[0].division"))

# --- Battles (310, 120.3h, 704.5v) ------------------------------------------------------------------------------

case("120.3h-battle-loses-defense", "A 2/2 attacking a defense-5 battle removes 2 defense counters", "120.3h",
     "CR 508.1b: a battle an opponent protects can be attacked; 120.3h: damage to a battle removes that many "
     "defense counters.",
     scenario([cre("bears", "alice", 2, 2), battle("siege", "alice", 5, "bob", "Invasion of Ergamon")],
              [("bears", "siege")]),
     result(declared([attacks("bears", "siege")], [unblocked("bears")]),
            [regular([("bears", {"siege": 2})], [damage("bears", "siege", 2), defense("siege", -2, 3)])],
            {"bears": attacked(2, 2), "siege": battle_on(3)}))

case("704.5v-battle-zero-defense-protector-blocks",
     "A defense-3 Siege dealt 3 is defeated and exiled by its own trigger; its protector blocks the other attacker",
     "704.5v",
     "CR 120.3h; 704.5v: a battle with defense 0 goes to the graveyard only if it isn't the source of a trigger "
     "still waiting, and a Siege's own 310.11b trigger ('when the last defense counter is removed, exile it, then "
     "you may cast it transformed') is: the state-based actions kill the protector's 1/1 (704.5g) and leave the "
     "Siege, then the trigger exiles it (the transformed cast comes after combat). 310.8c: the battle's protector "
     "may block creatures attacking it. The 2/2 keeps 1 damage.",
     scenario([cre("a", "alice", 3, 3), cre("b", "alice", 2, 2), cre("guard", "bob", 1, 1),
               battle("siege", "alice", 3, "bob", "Invasion of Ergamon")],
              [("a", "siege"), ("b", "siege")], [("guard", ["b"])]),
     result(declared([attacks("a", "siege"), attacks("b", "siege")],
                     [blocks("guard", "b"), unblocked("a"), blocked("b")]),
            [regular([("a", {"siege": 3}), ("b", {"guard": 2}), ("guard", {"b": 1})],
                     [damage("a", "siege", 3), defense("siege", -3, 0)] + hit("b", "guard", 2, 2)
                     + hit("guard", "b", 1, 1) + [dies("guard"), *siege_defeated("siege")])],
            {"a": attacked(3, 3), "b": attacked(2, 2, 1), "guard": GY, "siege": EXILED}))

case("704.5v-battle-that-is-no-siege-goes-to-the-graveyard",
     "A battle of another battle type (none printed yet) with defense 0 goes to the graveyard", "704.5v",
     "CR 704.5v: a battle with defense 0 that isn't the source of a waiting trigger is put into its owner's "
     "graveyard. Only Sieges have the 310.11b trigger (310.11); a battle whose subtypes don't include Siege has "
     "none, so the state-based action applies.",
     scenario([cre("bears", "alice", 2, 2),
               {**battle("relic", "alice", 2, "bob", "Hypothetical Battle"), "subtypes": ["Expedition"]}],
              [("bears", "relic")]),
     result(declared([attacks("bears", "relic")], [unblocked("bears")]),
            [regular([("bears", {"relic": 2})], [damage("bears", "relic", 2), defense("relic", -2, 0),
                                                  battle_leaves("relic")])],
            {"bears": attacked(2, 2), "relic": GY}))

case("704.5x-siege-protected-by-its-own-controller-refused",
     "A Siege its own controller protects is refused: that player would already have chosen an opponent", "704.5x",
     "CR 310.11a: only an opponent of a Siege's controller can be its protector; 704.5x: if a Siege's controller is "
     "also its protector, that player chooses an opponent to become its protector (a state-based action). bob's "
     "Siege protected by bob would already be protected by alice, who couldn't attack it (310.8b): the board is "
     "one the state-based actions would already have changed.",
     scenario([cre("bears", "alice", 2, 2), battle("siege", "bob", 4, "bob", "Invasion of Ergamon")],
              [("bears", "siege")]),
     refused("invalid-scenario", "704.5x", "$.permanents[1].protector"))

case("704.5w-battle-without-protector-refused", "A battle given no protector is refused, naming the field",
     "704.5w",
     "CR 310.8: each battle has a player designated as its protector (310.8a, 310.11a: chosen as it enters); "
     "704.5w: a battle with none that no creature attacks gets one its controller chooses, a state-based action "
     "that would already have acted. The board can't leave it out, and the engine doesn't guess one.",
     scenario([cre("bears", "alice", 2, 2),
               {"id": "siege", "controller": "alice", "types": ["battle"], "defense": 4}], [("bears", "bob")]),
     refused("invalid-scenario", "704.5w", "$.permanents[1].protector"))

case("310.4c-battle-negative-defense-refused", "A battle with defense -1 is refused, naming the field", "310.4c",
     "CR 310.4c: a battle's defense is the number of defense counters on it, never less than 0 (704.5v: at 0 it "
     "would already be gone).",
     scenario([cre("bears", "alice", 2, 2), battle("siege", "alice", -1, "bob")], [("bears", "siege")]),
     refused("invalid-scenario", "310.4c", "$.permanents[1].defense"))

case("506.4c-trampler-whose-siege-was-defeated-assigns-nothing-past-its-blocker",
     "A first striker defeats the Siege; the blocked trampler attacking it can send nothing past its blocker",
     "506.4c",
     "CR 310.11b: the Siege that lost its last defense counter in the first-strike damage step is exiled by its own "
     "trigger before the regular step; 506.4c: its attackers go on attacking nothing. 702.19b lets a trampler's "
     "excess go only to what it attacks, so the 4/4 must assign all 4 to the 0/2 blocking it: a division giving 2 to "
     "the exiled Siege is refused.",
     scenario([cre("fs", "alice", 1, 1, keywords=["first_strike"]), cre("rhino", "alice", 4, 4, keywords=["trample"]),
               cre("wall", "bob", 0, 2), battle("siege", "alice", 1, "bob", "Invasion of Ergamon")],
              [("fs", "siege"), ("rhino", "siege")], [("wall", ["rhino"])],
              assignments=[division("rhino", {"wall": 2, "siege": 2}, "regular")]),
     refused("illegal-assignment", "506.4c", "$.assignments[0].division['siege']"))

case("310.8b-protector-cannot-attack-battle", "A battle's protector can't attack it", "310.8b",
     "CR 310.8b: a battle can be attacked only by a player for whom its protector is a defending player, so "
     "its protector (alice) can't attack it.",
     scenario([cre("bears", "alice", 2, 2), battle("siege", "bob", 4, "alice")], [("bears", "siege")]),
     refused("illegal-attack", "310.8b", "$.attackers[0].target"))

case("509.1a-only-protector-blocks-battle-attacker",
     "The battle's controller (the attacking player) can't block a creature attacking it", "509.1a",
     "CR 509.1a: only the defending player declares blockers; 310.8c: only the battle's protector (bob) may "
     "block creatures attacking it, creatures of other players can't. alice's creature can't block the creature "
     "attacking the battle she controls (509.1a is the first rule it breaks).",
     scenario([cre("bears", "alice", 2, 2), cre("elf", "alice", 1, 1), battle("siege", "alice", 4, "bob")],
              [("bears", "siege")], [("elf", ["bears"])]),
     refused("illegal-block", "509.1a", "$.blockers[0].id"))

# --- Trample (702.19) ---------------------------------------------------------------------------------------------

case("702.19b-trample-excess-to-player", "A 5/5 trampler blocked by a 2/2: 2 to the blocker, 3 to the player",
     "702.19b",
     "CR 702.19b: lethal damage to every blocker first, the excess to the player (automatic division: lethal to "
     "the blocker, the rest to the player). The 2/2 dies (704.5g).",
     scenario([cre("rhino", "alice", 5, 5, "Rhino", keywords=["trample"]), cre("bears", "bob", 2, 2)],
              [("rhino", "bob")], [("bears", ["rhino"])]),
     result(declared([attacks("rhino", "bob")], [blocks("bears", "rhino"), blocked("rhino")]),
            [regular([("rhino", {"bears": 2, "bob": 3}), ("bears", {"rhino": 2})],
                     hit("rhino", "bears", 2, 2) + hit_player("rhino", "bob", 3, 17) + hit("bears", "rhino", 2, 2)
                     + [dies("bears")])],
            {"rhino": attacked(5, 5, 2), "bears": GY}, bob=(17, 0, False)))

case("702.19b-trample-marked-damage-counts",
     "A 3/3 with 2 damage already marked needs only 1 more: the 4/4 trampler puts 3 on the player", "702.19b",
     "CR 702.19b: when checking for lethal damage, damage already marked on the blocker counts (3 - 2 = 1).",
     scenario([cre("rhino", "alice", 4, 4, keywords=["trample"]), cre("ogre", "bob", 3, 3, damage=2)],
              [("rhino", "bob")], [("ogre", ["rhino"])], assignments=[division("rhino", {"ogre": 1, "bob": 3})]),
     result(declared([attacks("rhino", "bob")], [blocks("ogre", "rhino"), blocked("rhino")]),
            [regular([("rhino", {"ogre": 1, "bob": 3}), ("ogre", {"rhino": 3})],
                     hit("rhino", "ogre", 1, 3) + hit_player("rhino", "bob", 3, 17) + hit("ogre", "rhino", 3, 3)
                     + [dies("ogre")])],
            {"rhino": attacked(4, 4, 3), "ogre": GY}, bob=(17, 0, False)))

case("702.19b-example-1-other-attacker-damage-counts",
     "CR 702.19b example 1: a 2/2 blocking a 1/1 and a 3/3 trampler; 1+1 to the blocker, 2 to the player",
     "702.19b",
     "CR 702.19b example 1: a 2/2 that can block an additional creature blocks a 1/1 and a 3/3 with trample; "
     "the active player may assign 1 from the 1/1 and 1 from the 3/3 to the blocker and 2 to the defending "
     "player (damage from other creatures assigned in the same step counts toward lethal). The blocker divides "
     "its 2 as 1/1 (510.1d): the 1/1 and the blocker die, the trampler keeps 1 damage.",
     scenario([cre("x", "alice", 1, 1), cre("t", "alice", 3, 3, keywords=["trample"]),
               cre("blocker", "bob", 2, 2, keywords=["extra_blocks:1"])],
              [("x", "bob"), ("t", "bob")], [("blocker", ["x", "t"])],
              assignments=[division("t", {"blocker": 1, "bob": 2}), division("blocker", {"x": 1, "t": 1})]),
     result(declared([attacks("x", "bob"), attacks("t", "bob")],
                     [blocks("blocker", "x", "t"), blocked("x"), blocked("t")]),
            [regular([("x", {"blocker": 1}), ("t", {"blocker": 1, "bob": 2}), ("blocker", {"x": 1, "t": 1})],
                     hit("x", "blocker", 1, 1) + hit("t", "blocker", 1, 2) + hit_player("t", "bob", 2, 18)
                     + hit("blocker", "x", 1, 1) + hit("blocker", "t", 1, 1) + [dies("x"), dies("blocker")])],
            {"x": GY, "t": attacked(3, 3, 1), "blocker": GY}, bob=(18, 0, False)))

case("702.19b-example-2-protection-ignored-for-lethal",
     "CR 702.19b example 2: a green 6/6 trampler must assign 2 to a pro-green 2/2; that damage is prevented",
     "702.19b",
     "CR 702.19b example 2: the attacker must assign at least 2 to the 2/2 with protection from green, even "
     "though it will be prevented (702.16e); the rest may go to the player. 2 to the blocker, 4 to the player.",
     scenario([cre("dreadmaw", "alice", 6, 6, "Colossal Dreadmaw", keywords=["trample"], colors=["green"]),
               cre("knight", "bob", 2, 2, "Pro-Green Knight", protection=["green"])],
              [("dreadmaw", "bob")], [("knight", ["dreadmaw"])],
              assignments=[division("dreadmaw", {"knight": 2, "bob": 4})]),
     result(declared([attacks("dreadmaw", "bob")], [blocks("knight", "dreadmaw"), blocked("dreadmaw")]),
            [regular([("dreadmaw", {"knight": 2, "bob": 4}), ("knight", {"dreadmaw": 2})],
                     [damage("dreadmaw", "knight", 0, prevented=2, by="protection")]
                     + hit_player("dreadmaw", "bob", 4, 16) + hit("knight", "dreadmaw", 2, 2))],
            {"dreadmaw": attacked(6, 6, 2), "knight": on(2, 2)}, bob=(16, 0, False)))

case("702.19b-prevention-shield-ignored-for-lethal",
     "A 2/2 shielded from the next 2 damage still needs 2 assigned before the 4/4 trampler reaches the player",
     "702.19b",
     "CR 702.19b: effects that change the damage actually dealt (a prevention shield, 615.7) are ignored when "
     "checking lethal damage. Automatic division: 2 to the blocker (prevented), 2 to the player.",
     scenario([cre("rhino", "alice", 4, 4, keywords=["trample"]), cre("bears", "bob", 2, 2)],
              [("rhino", "bob")], [("bears", ["rhino"])], actions=[act(AB, "prevent", target="bears", amount=2)]),
     result(declared([attacks("rhino", "bob")], [blocks("bears", "rhino"), blocked("rhino"), shield("bears", 2)]),
            [regular([("rhino", {"bears": 2, "bob": 2}), ("bears", {"rhino": 2})],
                     [damage("rhino", "bears", 0, prevented=2)] + hit_player("rhino", "bob", 2, 18)
                     + hit("bears", "rhino", 2, 2))],
            {"rhino": attacked(4, 4, 2), "bears": on(2, 2)}, bob=(18, 0, False)))

case("702.19b-trample-pumped-blocker",
     "A blocker given +2/+2 after blocks needs 4: the 5/5 trampler has only 1 left for the player", "702.19b",
     "CR 702.19b: lethal damage is judged on the blocker's toughness when damage is assigned (a 4/4 after the "
     "pump). Automatic division: 4 to it, 1 to the player; it dies (704.5g).",
     scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("bears", "bob", 2, 2)],
              [("rhino", "bob")], [("bears", ["rhino"])],
              actions=[act(AB, "pump", target="bears", power=2, toughness=2)]),
     result(declared([attacks("rhino", "bob")], [blocks("bears", "rhino"), blocked("rhino"),
                                                  pumped("bears", 2, 2)]),
            [regular([("rhino", {"bears": 4, "bob": 1}), ("bears", {"rhino": 4})],
                     hit("rhino", "bears", 4, 4) + hit_player("rhino", "bob", 1, 19) + hit("bears", "rhino", 4, 4)
                     + [dies("bears")])],
            {"rhino": attacked(5, 5, 4), "bears": GY}, bob=(19, 0, False)))

case("702.19b-trample-without-lethal-refused",
     "A 5/5 trampler can't put damage on the player before the 3/3 blocker has lethal damage", "702.19b",
     "CR 702.19b: without lethal damage assigned to every blocker, no damage can be assigned to the player "
     "(2 < 3).",
     scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("ogre", "bob", 3, 3)],
              [("rhino", "bob")], [("ogre", ["rhino"])], assignments=[division("rhino", {"ogre": 2, "bob": 3})]),
     refused("illegal-assignment", "702.19b", "$.assignments[0].division"))

case("702.19b-deathtouch-trample-one-per-blocker",
     "A 5/5 deathtouch trampler blocked by a 4/4 and a 3/3: 1 each is lethal, 3 to the player", "702.19b",
     "CR 702.2c: any nonzero damage from a deathtouch source counts as lethal for assignment; 702.19b: the rest "
     "tramples over. Both blockers are destroyed (704.5h); they deal 4+3=7 to the 5/5 (704.5g).",
     scenario([cre("wurm", "alice", 5, 5, keywords=["deathtouch", "trample"]), cre("a", "bob", 4, 4),
               cre("b", "bob", 3, 3)],
              [("wurm", "bob")], [("a", ["wurm"]), ("b", ["wurm"])]),
     result(declared([attacks("wurm", "bob")], [blocks("a", "wurm"), blocks("b", "wurm"), blocked("wurm")]),
            [regular([("wurm", {"a": 1, "b": 1, "bob": 3}), ("a", {"wurm": 4}), ("b", {"wurm": 3})],
                     hit("wurm", "a", 1, 1) + hit("wurm", "b", 1, 1) + hit_player("wurm", "bob", 3, 17)
                     + hit("a", "wurm", 4, 4) + hit("b", "wurm", 3, 7)
                     + [dies("wurm"), dies("a", "deathtouch"), dies("b", "deathtouch")])],
            {"wurm": GY, "a": GY, "b": GY}, bob=(17, 0, False)))

case("702.19b-deathtouch-from-other-attacker-counts",
     "A deathtouch 1/1's damage to a shared blocker is lethal: the 4/4 trampler may put all 4 on the player",
     "702.19b",
     "CR 702.19b (damage from other creatures assigned in the same step counts) with 702.2c (nonzero deathtouch "
     "damage is lethal). The 5/5 blocker divides 1 to the 1/1 and 4 to the trampler (automatic: lethal in "
     "order, the rest to the last); it is destroyed by deathtouch (704.5h), both attackers by damage (704.5g).",
     scenario([cre("x", "alice", 1, 1, keywords=["deathtouch"]), cre("t", "alice", 4, 4, keywords=["trample"]),
               cre("giant", "bob", 5, 5, keywords=["extra_blocks:1"])],
              [("x", "bob"), ("t", "bob")], [("giant", ["x", "t"])],
              assignments=[division("t", {"bob": 4})]),
     result(declared([attacks("x", "bob"), attacks("t", "bob")],
                     [blocks("giant", "x", "t"), blocked("x"), blocked("t")]),
            [regular([("x", {"giant": 1}), ("t", {"bob": 4}), ("giant", {"x": 1, "t": 4})],
                     hit("x", "giant", 1, 1) + hit_player("t", "bob", 4, 16) + hit("giant", "x", 1, 1)
                     + hit("giant", "t", 4, 4) + [dies("x"), dies("t"), dies("giant", "deathtouch")])],
            {"x": GY, "t": GY, "giant": GY}, bob=(16, 0, False)))

case("702.19d-trample-blocker-returned-to-hand",
     "A 4/4 trampler whose only blocker was returned to hand assigns all its damage to the player", "702.19d",
     "CR 702.19d: a blocked trampler with no creatures blocking it when damage is assigned assigns all its "
     "damage to the player it attacks.",
     scenario([cre("rhino", "alice", 4, 4, keywords=["trample"]), cre("bears", "bob", 2, 2)],
              [("rhino", "bob")], [("bears", ["rhino"])], actions=[act(AB, "remove", target="bears", to="hand")]),
     result(declared([attacks("rhino", "bob")], [blocks("bears", "rhino"), blocked("rhino"),
                                                  leaves("bears", "hand")]),
            [regular([("rhino", {"bob": 4})], hit_player("rhino", "bob", 4, 16))],
            {"rhino": attacked(4, 4), "bears": zone("hand")}, bob=(16, 0, False)))

case("702.19a-trample-lost-after-blocks",
     "A 5/5 that loses trample after blocks puts all 5 on its 2/2 blocker", "702.19a",
     "CR 702.19a/510.1c: without trample a blocked creature assigns all its damage to its blocker; none to the "
     "player.",
     scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("bears", "bob", 2, 2)],
              [("rhino", "bob")], [("bears", ["rhino"])], actions=[act(AB, "lose", target="rhino",
                                                                       keyword="trample")]),
     result(declared([attacks("rhino", "bob")], [blocks("bears", "rhino"), blocked("rhino"),
                                                  loses_keyword("rhino", "trample")]),
            [regular([("rhino", {"bears": 5}), ("bears", {"rhino": 2})],
                     hit("rhino", "bears", 5, 5) + hit("bears", "rhino", 2, 2) + [dies("bears")])],
            {"rhino": attacked(5, 5, 2), "bears": GY}))

TRAMPLE_PW = [cre("dreadmaw", "alice", 6, 6, "Colossal Dreadmaw", keywords=["trample"]), cre("bears", "bob", 2, 2),
              walker("jace", "bob", 3, "Jace")]

case("702.19f-trample-attacking-planeswalker-no-spill",
     "A 6/6 trampler attacking a loyalty-3 planeswalker: 2 to the blocker, 4 to the planeswalker, none to the player",
     "702.19f",
     "CR 702.19b (excess goes to the planeswalker it attacks) and 702.19f (plain trample attacking a "
     "planeswalker never assigns damage to the player). 120.3c: only 3 loyalty counters can be removed; "
     "704.5i and 704.5g.",
     scenario(TRAMPLE_PW, [("dreadmaw", "jace")], [("bears", ["dreadmaw"])]),
     result(declared([attacks("dreadmaw", "jace")], [blocks("bears", "dreadmaw"), blocked("dreadmaw")]),
            [regular([("dreadmaw", {"bears": 2, "jace": 4}), ("bears", {"dreadmaw": 2})],
                     hit("dreadmaw", "bears", 2, 2) + hit_walker("dreadmaw", "jace", 4, 0, removed=3)
                     + hit("bears", "dreadmaw", 2, 2) + [dies("bears"), dies("jace", "no-loyalty")])],
            {"dreadmaw": attacked(6, 6, 2), "bears": GY, "jace": GY}))

case("702.19f-trample-attacking-planeswalker-player-refused",
     "Trample damage can't go past an attacked planeswalker to its controller", "702.19f",
     "CR 702.19f: a creature with trample (not trample over planeswalkers) attacking a planeswalker can't "
     "assign combat damage to the defending player.",
     scenario(TRAMPLE_PW, [("dreadmaw", "jace")], [("bears", ["dreadmaw"])],
              assignments=[division("dreadmaw", {"bears": 2, "jace": 3, "bob": 1})]),
     refused("illegal-assignment", "702.19f", "$.assignments[0].division['bob']"))

TOP = ["trample_over_planeswalkers"]
BEAR = cre("bears", "alice", 2, 2, "Grizzly Bears")

case("702.19c-example-trample-over-planeswalkers",
     "CR 702.19c example: a 1/1 and a 7/7 with trample over planeswalkers attack a loyalty-3 planeswalker",
     "702.19c",
     "CR 702.19c example: the active player may assign 1 from the 1/1 and 2 from the 7/7 to the planeswalker "
     "(lethal counting the other attacker's damage) and 5 to its controller. Loyalty 0: 704.5i.",
     scenario([cre("x", "alice", 1, 1), cre("y", "alice", 7, 7, keywords=TOP), walker("jace", "bob", 3, "Jace")],
              [("x", "jace"), ("y", "jace")], assignments=[division("y", {"jace": 2, "bob": 5})]),
     result(declared([attacks("x", "jace"), attacks("y", "jace")], [unblocked("x"), unblocked("y")]),
            [regular([("x", {"jace": 1}), ("y", {"jace": 2, "bob": 5})],
                     hit_walker("x", "jace", 1, 2) + hit_walker("y", "jace", 2, 0)
                     + hit_player("y", "bob", 5, 15) + [dies("jace", "no-loyalty")])],
            {"x": attacked(1, 1), "y": attacked(7, 7), "jace": GY}, bob=(15, 0, False)))

case("702.19c-trample-over-planeswalkers-automatic",
     "A blocked 7/7 with trample over planeswalkers: 2 to the blocker, 3 to the planeswalker, 2 to its controller",
     "702.19c",
     "CR 702.19c: lethal to the blockers, then damage equal to the planeswalker's loyalty, then the rest to its "
     "controller (the format's automatic division). 704.5g, 704.5i.",
     scenario([cre("y", "alice", 7, 7, keywords=TOP), cre("bears", "bob", 2, 2), walker("jace", "bob", 3, "Jace")],
              [("y", "jace")], [("bears", ["y"])]),
     result(declared([attacks("y", "jace")], [blocks("bears", "y"), blocked("y")]),
            [regular([("y", {"bears": 2, "jace": 3, "bob": 2}), ("bears", {"y": 2})],
                     hit("y", "bears", 2, 2) + hit_walker("y", "jace", 3, 0) + hit_player("y", "bob", 2, 18)
                     + hit("bears", "y", 2, 2) + [dies("bears"), dies("jace", "no-loyalty")])],
            {"y": attacked(7, 7, 2), "bears": GY, "jace": GY}, bob=(18, 0, False)))

case("702.19c-planeswalker-needs-its-loyalty-first",
     "Alone, the 7/7 can't give the loyalty-3 planeswalker only 2 and its controller 5", "702.19c",
     "CR 702.19c: damage goes to the planeswalker's controller only once the planeswalker is assigned damage "
     "equal to its loyalty (here no other attacker helps: 2 < 3).",
     scenario([cre("y", "alice", 7, 7, keywords=TOP), walker("jace", "bob", 3, "Jace")], [("y", "jace")],
              assignments=[division("y", {"jace": 2, "bob": 5})]),
     refused("illegal-assignment", "702.19c", "$.assignments[0].division"))

case("702.19e-trample-over-planeswalkers-planeswalker-left",
     "The planeswalker a 5/5 with trample over planeswalkers attacks is exiled: all 5 go to its controller",
     "702.19e",
     "CR 702.19e (with 506.4c): if the planeswalker attacked by a creature with trample over planeswalkers has "
     "left combat, its damage is assigned to that planeswalker's controller.",
     scenario([cre("y", "alice", 5, 5, keywords=TOP), walker("jace", "bob", 4, "Jace")], [("y", "jace")],
              actions=[act(AB, "remove", target="jace", to="exile")]),
     result(declared([attacks("y", "jace")], [unblocked("y"), leaves("jace", "exile")]),
            [regular([("y", {"bob": 5})], hit_player("y", "bob", 5, 15))],
            {"y": attacked(5, 5), "jace": zone("exile")}, bob=(15, 0, False)))

# --- First strike and double strike (510.4, 702.4, 702.7) ---------------------------------------------------------

case("510.4-first-strike-kills-blocker", "A 2/2 first striker kills its 2/2 blocker, which deals no damage",
     "510.4",
     "CR 510.4 / 702.7b: only first strikers deal damage in the first step; the blocker dies (704.5g) before the "
     "regular step, where the first striker deals nothing more.",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("bears", "bob", 2, 2)],
              [("knight", "bob")], [("bears", ["knight"])]),
     result(declared([attacks("knight", "bob")], [blocks("bears", "knight"), blocked("knight")]),
            [first([("knight", {"bears": 2})], hit("knight", "bears", 2, 2) + [dies("bears")]),
             regular([], [])],
            {"knight": attacked(2, 2), "bears": GY}))

case("510.4-killed-in-first-strike-step-deals-nothing",
     "A 3/3 killed by a first-striking 3/2 blocker never deals its regular damage", "510.4",
     "CR 510.4: the regular step is only for remaining attackers and blockers; the 3/3 died (704.5g) in the first "
     "step.",
     scenario([cre("ogre", "alice", 3, 3), cre("lancer", "bob", 3, 2, keywords=["first_strike"])],
              [("ogre", "bob")], [("lancer", ["ogre"])]),
     result(declared([attacks("ogre", "bob")], [blocks("lancer", "ogre"), blocked("ogre")]),
            [first([("lancer", {"ogre": 3})], hit("lancer", "ogre", 3, 3) + [dies("ogre")]),
             regular([], [])],
            {"ogre": GY, "lancer": on(3, 2)}))

case("702.4b-double-strike-2-2-vs-3-3", "A 2/2 double striker blocked by a 3/3: both die in the regular step",
     "702.4b",
     "CR 702.4b / 510.4: the double striker deals 2 in each step (2, then 4 total on the 3/3: 704.5g); the 3/3 "
     "deals its 3 in the regular step, killing the 2/2.",
     scenario([cre("ds", "alice", 2, 2, keywords=["double_strike"]), cre("ogre", "bob", 3, 3)],
              [("ds", "bob")], [("ogre", ["ds"])]),
     result(declared([attacks("ds", "bob")], [blocks("ogre", "ds"), blocked("ds")]),
            [first([("ds", {"ogre": 2})], hit("ds", "ogre", 2, 2)),
             regular([("ds", {"ogre": 2}), ("ogre", {"ds": 3})],
                     hit("ds", "ogre", 2, 4) + hit("ogre", "ds", 3, 3) + [dies("ds"), dies("ogre")])],
            {"ds": GY, "ogre": GY}))

case("702.19d-double-strike-trample-blocker-died",
     "A 4/4 double strike trampler kills its 2/2 blocker in the first step, then deals all 4 to the player",
     "702.19d",
     "CR 702.19b (first step: 2 lethal to the blocker, 2 to the player), 704.5g, then 702.19d (blocked, no "
     "blockers left: all damage to the player) in the regular step: 2 + 4 = 6.",
     scenario([cre("ds", "alice", 4, 4, keywords=["double_strike", "trample"]), cre("bears", "bob", 2, 2)],
              [("ds", "bob")], [("bears", ["ds"])]),
     result(declared([attacks("ds", "bob")], [blocks("bears", "ds"), blocked("ds")]),
            [first([("ds", {"bears": 2, "bob": 2})],
                   hit("ds", "bears", 2, 2) + hit_player("ds", "bob", 2, 18) + [dies("bears")]),
             regular([("ds", {"bob": 4})], hit_player("ds", "bob", 4, 14))],
            {"ds": attacked(4, 4), "bears": GY}, bob=(14, 0, False)))

case("702.4c-double-strike-removed-after-first-step",
     "A double striker that loses double strike after the first step deals no regular damage", "702.4c",
     "CR 702.4c: removing double strike during the first combat damage step stops the creature from assigning "
     "combat damage in the second step.",
     scenario([cre("ds", "alice", 2, 2, keywords=["double_strike"])], [("ds", "bob")],
              actions=[act(AFS, "lose", target="ds", keyword="double_strike")]),
     result(declared([attacks("ds", "bob")], [unblocked("ds")]),
            [first([("ds", {"bob": 2})], hit_player("ds", "bob", 2, 18) + [loses_keyword("ds", "double_strike")]),
             regular([], [])],
            {"ds": attacked(2, 2)}, bob=(18, 0, False)))

case("702.4d-double-strike-granted-to-first-striker",
     "A first striker given double strike after the first step deals damage again", "702.4d",
     "CR 702.4d: giving double strike to a creature with first strike after it has dealt combat damage in the "
     "first step lets it assign combat damage in the second step too (2 + 2).",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"])], [("knight", "bob")],
              actions=[act(AFS, "grant", target="knight", keyword="double_strike")]),
     result(declared([attacks("knight", "bob")], [unblocked("knight")]),
            [first([("knight", {"bob": 2})],
                   hit_player("knight", "bob", 2, 18) + [gains("knight", "double_strike")]),
             regular([("knight", {"bob": 2})], hit_player("knight", "bob", 2, 16))],
            {"knight": attacked(2, 2)}, bob=(16, 0, False)))

case("702.7c-first-strike-granted-after-first-step",
     "A creature given first strike after the first step still deals its regular damage", "702.7c",
     "CR 702.7c: giving first strike to a creature without it after first-strike damage was dealt won't prevent "
     "it from dealing combat damage in the second step (510.4: it had neither keyword as the first step began).",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("ogre", "alice", 3, 3)],
              [("knight", "bob"), ("ogre", "bob")],
              actions=[act(AFS, "grant", target="ogre", keyword="first_strike")]),
     result(declared([attacks("knight", "bob"), attacks("ogre", "bob")], [unblocked("knight"), unblocked("ogre")]),
            [first([("knight", {"bob": 2})],
                   hit_player("knight", "bob", 2, 18) + [gains("ogre", "first_strike")]),
             regular([("ogre", {"bob": 3})], hit_player("ogre", "bob", 3, 15))],
            {"knight": attacked(2, 2), "ogre": attacked(3, 3)}, bob=(15, 0, False)))

case("702.7c-first-strike-removed-after-first-step",
     "A first striker that loses first strike after the first step doesn't deal damage again", "702.7c",
     "CR 702.7c: removing first strike from a creature after it dealt first-strike damage doesn't let it assign "
     "combat damage in the second step (it has no double strike). The other attacker deals its regular 3.",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("ogre", "alice", 3, 3)],
              [("knight", "bob"), ("ogre", "bob")],
              actions=[act(AFS, "lose", target="knight", keyword="first_strike")]),
     result(declared([attacks("knight", "bob"), attacks("ogre", "bob")], [unblocked("knight"), unblocked("ogre")]),
            [first([("knight", {"bob": 2})],
                   hit_player("knight", "bob", 2, 18) + [loses_keyword("knight", "first_strike")]),
             regular([("ogre", {"bob": 3})], hit_player("ogre", "bob", 3, 15))],
            {"knight": attacked(2, 2), "ogre": attacked(3, 3)}, bob=(15, 0, False)))

case("615.7-shield-used-up-by-first-strike-damage",
     "A prevent-2 shield absorbs the double striker's first hit; the second hit is dealt", "615.7",
     "CR 615.7: a shield preventing the next 2 damage is used up by the first-strike damage (702.4b); the "
     "regular-step 2 is dealt. The 3/3 blocker survives with 2; it deals 3 to the 2/2 (704.5g).",
     scenario([cre("ds", "alice", 2, 2, keywords=["double_strike"]), cre("ogre", "bob", 3, 3, prevent=2)],
              [("ds", "bob")], [("ogre", ["ds"])]),
     result(declared([attacks("ds", "bob")], [blocks("ogre", "ds"), blocked("ds")]),
            [first([("ds", {"ogre": 2})], [damage("ds", "ogre", 0, prevented=2)]),
             regular([("ds", {"ogre": 2}), ("ogre", {"ds": 3})],
                     hit("ds", "ogre", 2, 2) + hit("ogre", "ds", 3, 3) + [dies("ds")])],
            {"ds": GY, "ogre": on(3, 3, 2)}))

# --- The end of the game (104, 704.5a, 704.5c) -------------------------------------------------------------------

case("104.2a-loss-in-first-strike-step-ends-game",
     "A player at 2 life dies to first-strike damage: the game ends, there is no regular step", "104.2a",
     "CR 704.5a: 0 life loses; 104.2a: in a two-player game the other player wins at once, so the 3/3's regular "
     "damage never happens.",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("ogre", "alice", 3, 3)],
              [("knight", "bob"), ("ogre", "bob")], bob=2),
     result(declared([attacks("knight", "bob"), attacks("ogre", "bob")], [unblocked("knight"), unblocked("ogre")]),
            [first([("knight", {"bob": 2})],
                   hit_player("knight", "bob", 2, 0) + [loses("bob", "life"), game_over("alice")])],
            {"knight": attacked(2, 2), "ogre": attacked(3, 3)}, bob=(0, 0, True), winner="alice"))

case("704.5a-player-at-zero-life-loses", "A player at 3 life dealt 3 loses the game", "704.5a",
     "CR 120.3a (life loss), 704.5a (0 or less life: the player loses), 104.2a (the opponent wins).",
     scenario([cre("ogre", "alice", 3, 3)], [("ogre", "bob")], bob=3),
     result(declared([attacks("ogre", "bob")], [unblocked("ogre")]),
            [regular([("ogre", {"bob": 3})],
                     hit_player("ogre", "bob", 3, 0) + [loses("bob", "life"), game_over("alice")])],
            {"ogre": attacked(3, 3)}, bob=(0, 0, True), winner="alice"))

case("704.5c-ten-poison-counters-lose", "A player with 7 poison counters dealt 3 infect damage loses", "704.5c",
     "CR 120.3b / 702.90b: infect damage to a player gives poison counters instead of life loss; 704.5c: ten or "
     "more poison counters loses; 104.2a.",
     scenario([cre("phage", "alice", 3, 3, keywords=["infect"])], [("phage", "bob")], bob_poison=7),
     result(declared([attacks("phage", "bob")], [unblocked("phage")]),
            [regular([("phage", {"bob": 3})],
                     [damage("phage", "bob", 3), poison("bob", 3, 10, "phage"), loses("bob", "poison"),
                      game_over("alice")])],
            {"phage": attacked(3, 3)}, bob=(20, 10, True), winner="alice"))

# --- Infect, wither, toxic (120.3b/d/g) ----------------------------------------------------------------------

case("120.3b-infect-gives-poison", "Unblocked infect damage gives poison counters, no life loss", "120.3b",
     "CR 120.3b / 702.90b: damage from a source with infect to a player gives that many poison counters.",
     scenario([cre("phage", "alice", 2, 2, keywords=["infect"])], [("phage", "bob")]),
     result(declared([attacks("phage", "bob")], [unblocked("phage")]),
            [regular([("phage", {"bob": 2})], [damage("phage", "bob", 2), poison("bob", 2, 2, "phage")])],
            {"phage": attacked(2, 2)}, bob=(20, 2, False)))

case("702.90c-infect-blocked-minus-counters",
     "A 2/2 infect creature blocked by a 3/3 gives it two -1/-1 counters and dies", "702.90c",
     "CR 702.90c / 120.3d: infect damage to a creature is -1/-1 counters, not marked damage (3/3 becomes 1/1 "
     "and lives); the 3/3 deals 3 to the 2/2 (704.5g).",
     scenario([cre("phage", "alice", 2, 2, keywords=["infect"]), cre("ogre", "bob", 3, 3)],
              [("phage", "bob")], [("ogre", ["phage"])]),
     result(declared([attacks("phage", "bob")], [blocks("ogre", "phage"), blocked("phage")]),
            [regular([("phage", {"ogre": 2}), ("ogre", {"phage": 3})],
                     [damage("phage", "ogre", 2), minus_counters("ogre", 2)] + hit("ogre", "phage", 3, 3)
                     + [dies("phage")])],
            {"phage": GY, "ogre": on(1, 1, 0, {"-1/-1": 2})}))

case("702.80a-wither-minus-counters", "A 3/3 wither creature blocked by a 4/4 gives it three -1/-1 counters",
     "702.80a",
     "CR 702.80a / 120.3d: wither damage to a creature is -1/-1 counters (4/4 becomes 1/1); the 4/4 deals 4 to "
     "the 3/3 (704.5g).",
     scenario([cre("wither", "alice", 3, 3, keywords=["wither"]), cre("troll", "bob", 4, 4)],
              [("wither", "bob")], [("troll", ["wither"])]),
     result(declared([attacks("wither", "bob")], [blocks("troll", "wither"), blocked("wither")]),
            [regular([("wither", {"troll": 3}), ("troll", {"wither": 4})],
                     [damage("wither", "troll", 3), minus_counters("troll", 3)] + hit("troll", "wither", 4, 4)
                     + [dies("wither")])],
            {"wither": GY, "troll": on(1, 1, 0, {"-1/-1": 3})}))

case("702.164c-toxic-unblocked", "An unblocked 2/2 with toxic 2 takes 2 life and gives 2 poison counters",
     "702.164c",
     "CR 702.164c / 120.3g: combat damage to a player from a source with toxic N also gives N poison counters; "
     "the damage itself is still life loss (120.3a).",
     scenario([cre("scorpion", "alice", 2, 2, keywords=["toxic:2"])], [("scorpion", "bob")]),
     result(declared([attacks("scorpion", "bob")], [unblocked("scorpion")]),
            [regular([("scorpion", {"bob": 2})],
                     hit_player("scorpion", "bob", 2, 18) + [poison("bob", 2, 2, "scorpion", toxic=True)])],
            {"scorpion": attacked(2, 2)}, bob=(18, 2, False)))

case("702.164c-toxic-blocked-no-poison", "A blocked toxic creature gives no poison counters", "702.164c",
     "CR 702.164c: toxic applies only to combat damage dealt to a player; damage to a creature is just damage. "
     "The 2/2s trade (704.5g).",
     scenario([cre("scorpion", "alice", 2, 2, keywords=["toxic:2"]), cre("bears", "bob", 2, 2)],
              [("scorpion", "bob")], [("bears", ["scorpion"])]),
     result(declared([attacks("scorpion", "bob")], [blocks("bears", "scorpion"), blocked("scorpion")]),
            [regular([("scorpion", {"bears": 2}), ("bears", {"scorpion": 2})],
                     hit("scorpion", "bears", 2, 2) + hit("bears", "scorpion", 2, 2)
                     + [dies("scorpion"), dies("bears")])],
            {"scorpion": GY, "bears": GY}))

case("702.164c-toxic-noncombat-damage-no-poison",
     "Noncombat damage from a toxic creature gives no poison; its combat damage does", "702.164c",
     "CR 702.164c: toxic is about combat damage to a player only. The ability's 1 noncombat damage is plain "
     "life loss (120.3a); the combat damage then gives 1 poison counter (120.3g).",
     scenario([cre("scorpion", "alice", 2, 2, keywords=["toxic:1"])], [("scorpion", "bob")],
              actions=[act(AB, "deal", source="scorpion", target="bob", amount=1)]),
     result(declared([attacks("scorpion", "bob")],
                     [unblocked("scorpion")] + hit_player("scorpion", "bob", 1, 19, combat=False)),
            [regular([("scorpion", {"bob": 2})],
                     hit_player("scorpion", "bob", 2, 17) + [poison("bob", 1, 1, "scorpion", toxic=True)])],
            {"scorpion": attacked(2, 2)}, bob=(17, 1, False)))

# --- Lifelink (702.15, 120.3f) --------------------------------------------------------------------------------------

case("702.15b-lifelink-simultaneous-with-damage",
     "At 2 life, bob takes 3 while his lifelink blocker deals 3: he ends at 2 and survives", "702.15b",
     "CR 510.2: all combat damage is dealt simultaneously; 120.3f / 702.15b: lifelink's gain happens at the "
     "same time as the damage. State-based actions are checked only afterwards (704.3): 2 - 3 + 3 = 2 > 0. "
     "The blocker and the blocked 3/3 trade (704.5g).",
     scenario([cre("a", "alice", 3, 3), cre("b", "alice", 3, 3), cre("vamp", "bob", 3, 3, keywords=["lifelink"])],
              [("a", "bob"), ("b", "bob")], [("vamp", ["b"])], bob=2),
     result(declared([attacks("a", "bob"), attacks("b", "bob")], [blocks("vamp", "b"), unblocked("a"),
                                                                   blocked("b")]),
            [regular([("a", {"bob": 3}), ("b", {"vamp": 3}), ("vamp", {"b": 3})],
                     hit_player("a", "bob", 3, -1) + hit("b", "vamp", 3, 3) + hit("vamp", "b", 3, 3)
                     + [gain("bob", 3, 2, "vamp"), dies("b"), dies("vamp")])],
            {"a": attacked(3, 3), "b": GY, "vamp": GY}, bob=(2, 0, False)))

case("702.15b-lifelink-gains-only-damage-dealt",
     "A 3/3 lifelinker whose blocker prevents 2 of its damage gains only 1", "702.15b",
     "CR 702.15b: the controller gains life equal to the damage dealt; 615.7: 2 of the 3 are prevented, 1 is "
     "dealt. The 2/2 survives with 1 damage.",
     scenario([cre("vamp", "alice", 3, 3, keywords=["lifelink"]), cre("bears", "bob", 2, 2, prevent=2)],
              [("vamp", "bob")], [("bears", ["vamp"])]),
     result(declared([attacks("vamp", "bob")], [blocks("bears", "vamp"), blocked("vamp")]),
            [regular([("vamp", {"bears": 3}), ("bears", {"vamp": 2})],
                     [damage("vamp", "bears", 1, prevented=2), marked("bears", 1, 1), gain("alice", 1, 21, "vamp")]
                     + hit("bears", "vamp", 2, 2))],
            {"vamp": attacked(3, 3, 2), "bears": on(2, 2, 1)}, alice=(21, 0, False)))

case("702.16e-lifelink-prevented-by-protection-no-gain",
     "A white lifelinker blocked by a pro-white 2/2 deals no damage and gains no life", "702.16e",
     "CR 702.16e: protection prevents all damage from white sources; prevented damage isn't dealt, so lifelink "
     "(702.15b) gains nothing.",
     scenario([cre("vamp", "alice", 3, 3, keywords=["lifelink"], colors=["white"]),
               cre("knight", "bob", 2, 2, protection=["white"])],
              [("vamp", "bob")], [("knight", ["vamp"])]),
     result(declared([attacks("vamp", "bob")], [blocks("knight", "vamp"), blocked("vamp")]),
            [regular([("vamp", {"knight": 3}), ("knight", {"vamp": 2})],
                     [damage("vamp", "knight", 0, prevented=3, by="protection")] + hit("knight", "vamp", 2, 2))],
            {"vamp": attacked(3, 3, 2), "knight": on(2, 2)}))

case("702.15b-lifelink-noncombat-damage",
     "A lifelink creature's ability deals 2 to the opponent: its controller gains 2", "702.15b",
     "CR 702.15b: lifelink applies to all damage the source deals, combat or not (120.3f). Then the 1/1 attacker "
     "deals its combat damage.",
     scenario([cre("pyro", "alice", 2, 2, "Lifelink Pyromancer", keywords=["lifelink"]), cre("elf", "alice", 1, 1)],
              [("elf", "bob")], actions=[act(AB, "deal", source="pyro", target="bob", amount=2)]),
     result(declared([attacks("elf", "bob")],
                     [unblocked("elf")] + hit_player("pyro", "bob", 2, 18, combat=False)
                     + [gain("alice", 2, 22, "pyro")]),
            [regular([("elf", {"bob": 1})], hit_player("elf", "bob", 1, 17))],
            {"pyro": on(2, 2), "elf": attacked(1, 1)}, alice=(22, 0, False), bob=(17, 0, False)))

# --- Deathtouch, protection, prevention, indestructible ------------------------------------------------------

case("702.2b-deathtouch-kills-any-size", "A 1/1 deathtouch creature and the 5/5 blocking it both die", "702.2b",
     "CR 702.2b / 704.5h: a creature dealt damage by a deathtouch source is destroyed; the 5/5's 5 damage kills "
     "the 1/1 (704.5g).",
     scenario([cre("viper", "alice", 1, 1, keywords=["deathtouch"]), cre("giant", "bob", 5, 5)],
              [("viper", "bob")], [("giant", ["viper"])]),
     result(declared([attacks("viper", "bob")], [blocks("giant", "viper"), blocked("viper")]),
            [regular([("viper", {"giant": 1}), ("giant", {"viper": 5})],
                     hit("viper", "giant", 1, 1) + hit("giant", "viper", 5, 5)
                     + [dies("viper"), dies("giant", "deathtouch")])],
            {"viper": GY, "giant": GY}))

case("702.2b-deathtouch-prevented-no-kill",
     "Deathtouch damage that is prevented doesn't destroy the 4/4 blocker", "702.2b",
     "CR 702.2b applies to a creature dealt damage; a shield (615.7) prevents the 1 damage, so none is dealt and "
     "704.5h doesn't apply. The 4/4 kills the 1/1 (704.5g).",
     scenario([cre("viper", "alice", 1, 1, keywords=["deathtouch"]), cre("troll", "bob", 4, 4, prevent=1)],
              [("viper", "bob")], [("troll", ["viper"])]),
     result(declared([attacks("viper", "bob")], [blocks("troll", "viper"), blocked("viper")]),
            [regular([("viper", {"troll": 1}), ("troll", {"viper": 4})],
                     [damage("viper", "troll", 0, prevented=1)] + hit("troll", "viper", 4, 4) + [dies("viper")])],
            {"viper": GY, "troll": on(4, 4)}))

case("702.2c-deathtouch-automatic-division",
     "A 2/2 deathtouch attacker blocked by a 3/3 and a 4/4 gives each 1 and destroys both", "702.2c",
     "CR 702.2c: 1 damage from a deathtouch source is lethal, so the automatic division gives 1 to each "
     "blocker; 704.5h destroys both; they deal 3+4 to the 2/2 (704.5g).",
     scenario([cre("viper", "alice", 2, 2, keywords=["deathtouch"]), cre("a", "bob", 3, 3), cre("b", "bob", 4, 4)],
              [("viper", "bob")], [("a", ["viper"]), ("b", ["viper"])]),
     result(declared([attacks("viper", "bob")], [blocks("a", "viper"), blocks("b", "viper"), blocked("viper")]),
            [regular([("viper", {"a": 1, "b": 1}), ("a", {"viper": 3}), ("b", {"viper": 4})],
                     hit("viper", "a", 1, 1) + hit("viper", "b", 1, 1) + hit("a", "viper", 3, 3)
                     + hit("b", "viper", 4, 7)
                     + [dies("viper"), dies("a", "deathtouch"), dies("b", "deathtouch")])],
            {"viper": GY, "a": GY, "b": GY}))

case("702.2b-deathtouch-granted-after-blocks", "A 1/1 blocker given deathtouch after blocks kills the 4/4",
     "702.2b",
     "CR 702.2b / 704.5h: the blocker has deathtouch when it deals damage; the 4/4's damage kills it (704.5g).",
     scenario([cre("troll", "alice", 4, 4), cre("elf", "bob", 1, 1)], [("troll", "bob")], [("elf", ["troll"])],
              actions=[act(AB, "grant", target="elf", keyword="deathtouch")]),
     result(declared([attacks("troll", "bob")], [blocks("elf", "troll"), blocked("troll"),
                                                  gains("elf", "deathtouch")]),
            [regular([("troll", {"elf": 4}), ("elf", {"troll": 1})],
                     hit("troll", "elf", 4, 4) + hit("elf", "troll", 1, 1)
                     + [dies("troll", "deathtouch"), dies("elf")])],
            {"troll": GY, "elf": GY}))

case("702.2e-deal-from-sacrificed-deathtouch-creature",
     "A sacrificed deathtouch blocker's ability deals 1 to the attacker: last known information destroys it",
     "702.2e",
     "CR 702.2e: if a source changed zones before dealing damage, its last known information says whether it had "
     "deathtouch; 113.7a/608.2h: the ability resolves without its source. The 4/4 is destroyed (704.5h); the "
     "other attacker hits for 2.",
     scenario([cre("troll", "alice", 4, 4), cre("bears", "alice", 2, 2),
               cre("fanatic", "bob", 1, 1, "Deathtouch Fanatic", keywords=["deathtouch"])],
              [("troll", "bob"), ("bears", "bob")], [("fanatic", ["troll"])],
              actions=[act(AB, "remove", target="fanatic", to="graveyard"),
                       act(AB, "deal", source="fanatic", target="troll", amount=1)]),
     result(declared([attacks("troll", "bob"), attacks("bears", "bob")],
                     [blocks("fanatic", "troll"), blocked("troll"), unblocked("bears"), leaves("fanatic", "graveyard")]
                     + hit("fanatic", "troll", 1, 1, combat=False) + [dies("troll", "deathtouch")]),
            [regular([("bears", {"bob": 2})], hit_player("bears", "bob", 2, 18))],
            {"troll": GY, "bears": attacked(2, 2), "fanatic": GY}, bob=(18, 0, False)))

case("702.16e-protection-prevents-damage", "A red 3/3 blocked by a pro-red 2/2 deals it no damage", "702.16e",
     "CR 702.16e: all damage that would be dealt by red sources to a creature with protection from red is "
     "prevented; the 2/2 deals its 2 normally.",
     scenario([cre("ogre", "alice", 3, 3, "Hill Ogre", colors=["red"]),
               cre("knight", "bob", 2, 2, "Pro-Red Knight", protection=["red"])],
              [("ogre", "bob")], [("knight", ["ogre"])]),
     result(declared([attacks("ogre", "bob")], [blocks("knight", "ogre"), blocked("ogre")]),
            [regular([("ogre", {"knight": 3}), ("knight", {"ogre": 2})],
                     [damage("ogre", "knight", 0, prevented=3, by="protection")] + hit("knight", "ogre", 2, 2))],
            {"ogre": attacked(3, 3, 2), "knight": on(2, 2)}))

case("615.7-prevention-shield-on-player", "A shield on the player prevents 2 of the 3 combat damage", "615.7",
     "CR 615.7: 'prevent the next 2 damage' to a player is used up by the next damage; 1 is dealt (120.3a).",
     scenario([cre("ogre", "alice", 3, 3)], [("ogre", "bob")], actions=[act(AB, "prevent", target="bob", amount=2)]),
     result(declared([attacks("ogre", "bob")], [unblocked("ogre"), shield("bob", 2)]),
            [regular([("ogre", {"bob": 3})],
                     [damage("ogre", "bob", 1, prevented=2), life("bob", -1, 19, "ogre")])],
            {"ogre": attacked(3, 3)}, bob=(19, 0, False)))

case("702.12b-indestructible-survives-lethal-damage",
     "An indestructible 2/2 blocker dealt 5 damage stays on the battlefield", "702.12b",
     "CR 702.12b: indestructible permanents aren't destroyed by lethal damage (704.5g); the damage stays marked.",
     scenario([cre("giant", "alice", 5, 5), cre("golem", "bob", 2, 2, "Darksteel Golem", keywords=["indestructible"])],
              [("giant", "bob")], [("golem", ["giant"])]),
     result(declared([attacks("giant", "bob")], [blocks("golem", "giant"), blocked("giant")]),
            [regular([("giant", {"golem": 5}), ("golem", {"giant": 2})],
                     hit("giant", "golem", 5, 5) + hit("golem", "giant", 2, 2))],
            {"giant": attacked(5, 5, 2), "golem": on(2, 2, 5)}))

case("702.12b-indestructible-survives-deathtouch",
     "An indestructible 3/3 blocker dealt deathtouch damage survives", "702.12b",
     "CR 702.12b: indestructible permanents aren't destroyed by deathtouch (704.5h); the 3/3 kills the 2/2 "
     "(704.5g).",
     scenario([cre("viper", "alice", 2, 2, keywords=["deathtouch"]),
               cre("golem", "bob", 3, 3, keywords=["indestructible"])],
              [("viper", "bob")], [("golem", ["viper"])]),
     result(declared([attacks("viper", "bob")], [blocks("golem", "viper"), blocked("viper")]),
            [regular([("viper", {"golem": 2}), ("golem", {"viper": 3})],
                     hit("viper", "golem", 2, 2) + hit("golem", "viper", 3, 3) + [dies("viper")])],
            {"viper": GY, "golem": on(3, 3, 2)}))

case("704.5f-indestructible-zero-toughness-dies",
     "An indestructible 2/2 given two -1/-1 counters by wither damage goes to the graveyard", "704.5f",
     "CR 120.3d (wither: -1/-1 counters), 704.5f: a creature with toughness 0 is put into its owner's "
     "graveyard; indestructible doesn't stop it (702.12b covers only destruction). The 2/2 wither attacker dies "
     "to its 2 damage (704.5g).",
     scenario([cre("wither", "alice", 2, 2, keywords=["wither"]),
               cre("golem", "bob", 2, 2, keywords=["indestructible"])],
              [("wither", "bob")], [("golem", ["wither"])]),
     result(declared([attacks("wither", "bob")], [blocks("golem", "wither"), blocked("wither")]),
            [regular([("wither", {"golem": 2}), ("golem", {"wither": 2})],
                     [damage("wither", "golem", 2), minus_counters("golem", 2)] + hit("golem", "wither", 2, 2)
                     + [dies("wither"), dies("golem", "zero-toughness")])],
            {"wither": GY, "golem": GY}))

case("704.5q-plus-and-minus-counters-annihilate",
     "A 2/2 with a +1/+1 counter dealt 1 wither damage: the two counters cancel out", "704.5q",
     "CR 120.3d (one -1/-1 counter), 704.5q: a +1/+1 and a -1/-1 counter on the same permanent are removed in "
     "pairs; it is a 2/2 with no counters. It deals 3 to the 1/1 (704.5g).",
     scenario([cre("wither", "alice", 1, 1, keywords=["wither"]),
               cre("bears", "bob", 2, 2, counters={"+1/+1": 1})],
              [("wither", "bob")], [("bears", ["wither"])]),
     result(declared([attacks("wither", "bob")], [blocks("bears", "wither"), blocked("wither")]),
            [regular([("wither", {"bears": 1}), ("bears", {"wither": 3})],
                     [damage("wither", "bears", 1), minus_counters("bears", 1)] + hit("bears", "wither", 3, 3)
                     + [annihilate("bears", 1), dies("wither")])],
            {"wither": GY, "bears": on(2, 2)}))

case("704.5g-marked-damage-adds-up", "A 3/3 with 2 damage marked dies to 1 more", "704.5g",
     "CR 120.3e / 704.5g: damage marked earlier in the turn adds to new damage; 3 >= toughness 3. The 3/3 deals "
     "3 to the 1/1 attacker.",
     scenario([cre("elf", "alice", 1, 1), cre("ogre", "bob", 3, 3, damage=2)], [("elf", "bob")],
              [("ogre", ["elf"])]),
     result(declared([attacks("elf", "bob")], [blocks("ogre", "elf"), blocked("elf")]),
            [regular([("elf", {"ogre": 1}), ("ogre", {"elf": 3})],
                     hit("elf", "ogre", 1, 3) + hit("ogre", "elf", 3, 3) + [dies("elf"), dies("ogre")])],
            {"elf": GY, "ogre": GY}))

# --- Actions and leaving combat (506.4, 510.2) ------------------------------------------------------------------

HAWK = [cre("hawk", "alice", 1, 1, "Squadron Hawk", keywords=["flying"]), cre("piker", "alice", 2, 1, "Goblin Piker"),
        cre("fanatic", "bob", 1, 1, "Mogg Fanatic")]
HAWK_SRC = ("CR 510.2 example: Squadron Hawk (1/1 flying) and Goblin Piker (2/1) attack; Mogg Fanatic blocks the "
            "Piker. ")

case("510.2-mogg-fanatic-sacrificed",
     "CR 510.2 example: Mogg Fanatic is sacrificed to kill Squadron Hawk; the Piker deals and is dealt nothing",
     "510.2",
     HAWK_SRC + "The defending player sacrifices Mogg Fanatic during the declare blockers step to deal 1 damage to "
     "the Hawk: the Hawk is destroyed (704.5g) and the Piker (still blocked, 509.1h) deals and is dealt no combat "
     "damage (510.1c). The sacrifice is a cost, so the ability resolves after the Fanatic left (last known "
     "information).",
     scenario(HAWK, [("hawk", "bob"), ("piker", "bob")], [("fanatic", ["piker"])],
              actions=[act(AB, "remove", target="fanatic", to="graveyard"),
                       act(AB, "deal", source="fanatic", target="hawk", amount=1)]),
     result(declared([attacks("hawk", "bob"), attacks("piker", "bob")],
                     [blocks("fanatic", "piker"), unblocked("hawk"), blocked("piker"), leaves("fanatic", "graveyard")]
                     + hit("fanatic", "hawk", 1, 1, combat=False) + [dies("hawk")]),
            [regular([], [])],
            {"hawk": GY, "piker": attacked(2, 1), "fanatic": GY}))

case("510.2-mogg-fanatic-stays",
     "CR 510.2 example: Mogg Fanatic stays; it and the Piker trade and the Hawk hits the player", "510.2",
     HAWK_SRC + "If the defending player leaves the Fanatic on the battlefield, the Fanatic and the Piker deal "
     "lethal damage to one another (704.5g) and the Hawk, unblocked, deals 1 to the player.",
     scenario(HAWK, [("hawk", "bob"), ("piker", "bob")], [("fanatic", ["piker"])]),
     result(declared([attacks("hawk", "bob"), attacks("piker", "bob")],
                     [blocks("fanatic", "piker"), unblocked("hawk"), blocked("piker")]),
            [regular([("hawk", {"bob": 1}), ("piker", {"fanatic": 2}), ("fanatic", {"piker": 1})],
                     hit_player("hawk", "bob", 1, 19) + hit("piker", "fanatic", 2, 2) + hit("fanatic", "piker", 1, 1)
                     + [dies("piker"), dies("fanatic")])],
            {"hawk": attacked(1, 1), "piker": GY, "fanatic": GY}, bob=(19, 0, False)))

case("506.4-removed-from-combat",
     "An attacker removed from combat stays on the battlefield and neither deals nor is dealt damage", "506.4",
     "CR 506.4: a creature removed from combat stops attacking; 510.1d: its blocker, blocking no creature now, "
     "assigns no combat damage. The other attacker hits for 2.",
     scenario([cre("ogre", "alice", 3, 3), cre("bears", "alice", 2, 2), cre("wall", "bob", 2, 2)],
              [("ogre", "bob"), ("bears", "bob")], [("wall", ["ogre"])],
              actions=[act(AB, "remove-from-combat", target="ogre")]),
     result(declared([attacks("ogre", "bob"), attacks("bears", "bob")],
                     [blocks("wall", "ogre"), blocked("ogre"), unblocked("bears"), removed_from_combat("ogre")]),
            [regular([("bears", {"bob": 2})], hit_player("bears", "bob", 2, 18))],
            {"ogre": attacked(3, 3), "bears": attacked(2, 2), "wall": on(2, 2)}, bob=(18, 0, False)))

case("506.4-attacker-returned-to-hand-damage-step-still-happens",
     "The only attacker is returned to hand after blocks: the combat damage step still happens, with no damage",
     "506.4",
     "CR 506.4: the bounced attacker leaves combat; 510.1d: the blocker blocks no creature, so it assigns no "
     "damage. 508.8 skips the combat damage step only if no creatures were declared as attackers; one was, so "
     "the (empty) regular combat damage step happens.",
     scenario([cre("ogre", "alice", 3, 3), cre("wall", "bob", 2, 2)], [("ogre", "bob")], [("wall", ["ogre"])],
              actions=[act(AB, "remove", target="ogre", to="hand")]),
     result(declared([attacks("ogre", "bob")], [blocks("wall", "ogre"), blocked("ogre"), leaves("ogre", "hand")]),
            [regular([], [])],
            {"ogre": zone("hand"), "wall": on(2, 2)}))

case("608.2b-action-on-departed-creature-does-nothing",
     "A pump aimed at a blocker that already left the battlefield does nothing", "608.2b",
     "CR 608.2b: a spell or ability whose target is gone doesn't resolve (does nothing); 510.1c: the attacker, "
     "blocked with no blocker left, assigns no damage.",
     scenario([cre("ogre", "alice", 3, 3), cre("bears", "bob", 2, 2)], [("ogre", "bob")], [("bears", ["ogre"])],
              actions=[act(AB, "remove", target="bears", to="graveyard"),
                       act(AB, "pump", target="bears", power=2, toughness=2)]),
     result(declared([attacks("ogre", "bob")], [blocks("bears", "ogre"), blocked("ogre"),
                                                 leaves("bears", "graveyard"), fizzles("pump", "bears")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "bears": GY}))

# --- Legal declarations -------------------------------------------------------------------------------------------

case("702.20b-vigilance-attacker-stays-untapped", "A vigilance attacker doesn't tap", "702.20b",
     "CR 702.20b / 508.1f: attacking doesn't cause a creature with vigilance to tap.",
     scenario([cre("knight", "alice", 2, 2, "Vigilant Knight", keywords=["vigilance"])], [("knight", "bob")]),
     result(declared([attacks("knight", "bob", tapped=False)], [unblocked("knight")]),
            [regular([("knight", {"bob": 2})], hit_player("knight", "bob", 2, 18))],
            {"knight": on(2, 2)}, bob=(18, 0, False)))

case("302.6-haste-lets-summoning-sick-creature-attack",
     "A creature that came under its controller's control this turn may attack if it has haste", "302.6",
     "CR 302.6 / 702.10b: haste lets a creature attack even if it hasn't been under its controller's control "
     "continuously since their most recent turn began.",
     scenario([cre("raider", "alice", 2, 2, "Goblin Raider", keywords=["haste"], sick=True)], [("raider", "bob")]),
     result(declared([attacks("raider", "bob")], [unblocked("raider")]),
            [regular([("raider", {"bob": 2})], hit_player("raider", "bob", 2, 18))],
            {"raider": attacked(2, 2)}, bob=(18, 0, False)))

case("702.9b-reach-blocks-flyer", "A creature with reach may block a flyer", "702.9b",
     "CR 702.9b / 702.17b: a creature with flying can be blocked by creatures with reach. Nobody dies (2 on a "
     "1/3, 1 on a 2/2).",
     scenario([cre("drake", "alice", 2, 2, keywords=["flying"]), cre("spider", "bob", 1, 3, keywords=["reach"])],
              [("drake", "bob")], [("spider", ["drake"])]),
     result(declared([attacks("drake", "bob")], [blocks("spider", "drake"), blocked("drake")]),
            [regular([("drake", {"spider": 2}), ("spider", {"drake": 1})],
                     hit("drake", "spider", 2, 2) + hit("spider", "drake", 1, 1))],
            {"drake": attacked(2, 2, 1), "spider": on(1, 3, 2)}))

case("702.111b-menace-blocked-by-two", "A menace 3/3 blocked by two 2/2s is a legal block", "702.111b",
     "CR 702.111b: menace needs two or more blockers. Automatic division: 2 (lethal) to the first, 1 to the "
     "second; they deal 2+2=4 to the 3/3 (704.5g).",
     scenario([cre("brute", "alice", 3, 3, keywords=["menace"]), cre("a", "bob", 2, 2), cre("b", "bob", 2, 2)],
              [("brute", "bob")], [("a", ["brute"]), ("b", ["brute"])]),
     result(declared([attacks("brute", "bob")], [blocks("a", "brute"), blocks("b", "brute"), blocked("brute")]),
            [regular([("brute", {"a": 2, "b": 1}), ("a", {"brute": 2}), ("b", {"brute": 2})],
                     hit("brute", "a", 2, 2) + hit("brute", "b", 1, 1) + hit("a", "brute", 2, 2)
                     + hit("b", "brute", 2, 4) + [dies("brute"), dies("a")])],
            {"brute": GY, "a": GY, "b": on(2, 2, 1)}))

# --- More rules corners --------------------------------------------------------------------------------------

case("702.19b-lethal-already-marked-all-tramples-over",
     "An indestructible 3/3 blocker already has 3 damage: lethal damage is 0, all 4 trample damage hits the player",
     "702.19b",
     "CR 702.19b: lethal damage accounts for damage already marked (3 - 3 = 0), so the trampler may assign all "
     "its damage to the player (automatic division: 0 to the blocker). Indestructible (702.12b) keeps the blocker "
     "alive; it deals 3 to the 4/4.",
     scenario([cre("rhino", "alice", 4, 4, keywords=["trample"]),
               cre("golem", "bob", 3, 3, "Darksteel Golem", keywords=["indestructible"], damage=3)],
              [("rhino", "bob")], [("golem", ["rhino"])]),
     result(declared([attacks("rhino", "bob")], [blocks("golem", "rhino"), blocked("rhino")]),
            [regular([("rhino", {"bob": 4}), ("golem", {"rhino": 3})],
                     hit_player("rhino", "bob", 4, 16) + hit("golem", "rhino", 3, 3))],
            {"rhino": attacked(4, 4, 3), "golem": on(3, 3, 3)}, bob=(16, 0, False)))

case("510.1d-blocker-left-with-one-attacker",
     "One of the two attackers a 3/5 blocks is removed from combat: all 3 damage goes to the other", "510.1d",
     "CR 510.1d: a blocker blocking exactly one creature (now) assigns all its combat damage to it; 506.4: the "
     "removed attacker neither deals nor is dealt combat damage. The 2/2 dies (704.5g).",
     scenario(BRIGADE, [("x", "bob"), ("y", "bob")], [("brigade", ["x", "y"])],
              actions=[act(AB, "remove-from-combat", target="x")]),
     result(declared([attacks("x", "bob"), attacks("y", "bob")],
                     [blocks("brigade", "x", "y"), blocked("x"), blocked("y"), removed_from_combat("x")]),
            [regular([("y", {"brigade": 2}), ("brigade", {"y": 3})],
                     hit("y", "brigade", 2, 2) + hit("brigade", "y", 3, 3) + [dies("y")])],
            {"x": attacked(2, 2), "y": GY, "brigade": on(3, 5, 2)}))

case("506.4c-blocked-attacker-of-departed-planeswalker-still-fights",
     "The planeswalker a blocked 3/3 attacks leaves: the 3/3 and its blocker still deal damage to each other",
     "506.4c",
     "CR 506.4c: creatures attacking a planeswalker that left combat continue to attack; 510.1c: a blocked one "
     "assigns its damage to its blockers as usual. The 2/2 dies (704.5g); no damage to the player.",
     scenario([cre("ogre", "alice", 3, 3), cre("bears", "bob", 2, 2), walker("jace", "bob", 4, "Jace")],
              [("ogre", "jace")], [("bears", ["ogre"])], actions=[act(AB, "remove", target="jace", to="exile")]),
     result(declared([attacks("ogre", "jace")], [blocks("bears", "ogre"), blocked("ogre"), leaves("jace", "exile")]),
            [regular([("ogre", {"bears": 3}), ("bears", {"ogre": 2})],
                     hit("ogre", "bears", 3, 3) + hit("bears", "ogre", 2, 2) + [dies("bears")])],
            {"ogre": attacked(3, 3, 2), "bears": GY, "jace": zone("exile")}))

case("702.19f-trample-planeswalker-left-excess-stays-on-blocker",
     "A 5/5 trampler whose planeswalker left can't trample over to the player: all 5 go to its blocker", "702.19f",
     "CR 702.19f: a creature without trample over planeswalkers attacking a planeswalker can't assign damage to "
     "the defending player even if that planeswalker has been removed from combat; 510.1c: it all goes to the "
     "blocker. 704.5g.",
     scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("bears", "bob", 2, 2),
               walker("jace", "bob", 4, "Jace")],
              [("rhino", "jace")], [("bears", ["rhino"])], actions=[act(AB, "remove", target="jace", to="exile")]),
     result(declared([attacks("rhino", "jace")], [blocks("bears", "rhino"), blocked("rhino"),
                                                   leaves("jace", "exile")]),
            [regular([("rhino", {"bears": 5}), ("bears", {"rhino": 2})],
                     hit("rhino", "bears", 5, 5) + hit("bears", "rhino", 2, 2) + [dies("bears")])],
            {"rhino": attacked(5, 5, 2), "bears": GY, "jace": zone("exile")}))

case("702.19e-planeswalker-left-blocked-trample-over-planeswalkers",
     "Blocked, with its planeswalker gone, a 5/5 with trample over planeswalkers gives its blocker lethal and the "
     "rest to the player", "702.19e",
     "CR 702.19e: if the planeswalker is removed from combat, the damage may be assigned to the defending player "
     "once all blockers have been assigned lethal damage (2 to the 2/2, 3 to the player). 704.5g.",
     scenario([cre("y", "alice", 5, 5, keywords=TOP), cre("bears", "bob", 2, 2), walker("jace", "bob", 4, "Jace")],
              [("y", "jace")], [("bears", ["y"])], actions=[act(AB, "remove", target="jace", to="exile")]),
     result(declared([attacks("y", "jace")], [blocks("bears", "y"), blocked("y"), leaves("jace", "exile")]),
            [regular([("y", {"bears": 2, "bob": 3}), ("bears", {"y": 2})],
                     hit("y", "bears", 2, 2) + hit_player("y", "bob", 3, 17) + hit("bears", "y", 2, 2)
                     + [dies("bears")])],
            {"y": attacked(5, 5, 2), "bears": GY, "jace": zone("exile")}, bob=(17, 0, False)))

case("302.6-summoning-sick-creature-can-block", "Summoning sickness doesn't stop a creature from blocking", "302.6",
     "CR 302.6 restricts attacking and {T} abilities only; 509.1a lets any untapped creature block. The 2/2s "
     "trade (704.5g).",
     scenario([BEAR, cre("cub", "bob", 2, 2, sick=True)], [("bears", "bob")], [("cub", ["bears"])]),
     result(declared([attacks("bears", "bob")], [blocks("cub", "bears"), blocked("bears")]),
            [regular([("bears", {"cub": 2}), ("cub", {"bears": 2})],
                     hit("bears", "cub", 2, 2) + hit("cub", "bears", 2, 2) + [dies("bears"), dies("cub")])],
            {"bears": GY, "cub": GY}))

case("509.1h-flying-granted-after-blocks-stays-blocked",
     "An attacker given flying after a ground creature blocked it stays blocked", "509.1h",
     "CR 509.1h: a creature that became blocked stays blocked for the rest of combat; block restrictions (702.9b) "
     "apply only when blockers are declared. The 2/2s trade (704.5g).",
     scenario([BEAR, cre("cub", "bob", 2, 2)], [("bears", "bob")], [("cub", ["bears"])],
              actions=[act(AB, "grant", target="bears", keyword="flying")]),
     result(declared([attacks("bears", "bob")], [blocks("cub", "bears"), blocked("bears"),
                                                  gains("bears", "flying")]),
            [regular([("bears", {"cub": 2}), ("cub", {"bears": 2})],
                     hit("bears", "cub", 2, 2) + hit("cub", "bears", 2, 2) + [dies("bears"), dies("cub")])],
            {"bears": GY, "cub": GY}))

case("702.16e-protection-prevents-noncombat-damage",
     "A red creature's ability can't damage a pro-red blocker; combat damage from a colorless attacker can",
     "702.16e",
     "CR 702.16e: protection prevents all damage from sources with the quality, combat or not. The colorless 2/2 "
     "and the knight trade in combat (704.5g).",
     scenario([cre("pyro", "alice", 1, 1, "Red Pyromancer", colors=["red"]), BEAR,
               cre("knight", "bob", 2, 2, protection=["red"])],
              [("bears", "bob")], [("knight", ["bears"])],
              actions=[act(AB, "deal", source="pyro", target="knight", amount=2)]),
     result(declared([attacks("bears", "bob")],
                     [blocks("knight", "bears"), blocked("bears"),
                      damage("pyro", "knight", 0, combat=False, prevented=2, by="protection")]),
            [regular([("bears", {"knight": 2}), ("knight", {"bears": 2})],
                     hit("bears", "knight", 2, 2) + hit("knight", "bears", 2, 2)
                     + [dies("bears"), dies("knight")])],
            {"pyro": on(1, 1), "bears": GY, "knight": GY}))

case("702.164c-toxic-adds-to-infect-poison",
     "An unblocked 2/2 with infect and toxic 1 gives 2 + 1 = 3 poison counters and no life loss", "702.164c",
     "CR 120.3b: infect damage to a player gives 2 poison counters; 120.3g / 702.164c: toxic 1 adds 1 more "
     "(combat damage to a player).",
     scenario([cre("phage", "alice", 2, 2, keywords=["infect", "toxic:1"])], [("phage", "bob")]),
     result(declared([attacks("phage", "bob")], [unblocked("phage")]),
            [regular([("phage", {"bob": 2})],
                     [damage("phage", "bob", 2), poison("bob", 2, 2, "phage"),
                      poison("bob", 1, 3, "phage", toxic=True)])],
            {"phage": attacked(2, 2)}, bob=(20, 3, False)))

case("702.15b-lifelink-with-infect-damage",
     "Infect damage to a player is still damage dealt: the lifelinker's controller gains 2", "702.15b",
     "CR 702.15b: lifelink gains life equal to the damage dealt, whatever its result; 120.3b: here the result "
     "is 2 poison counters.",
     scenario([cre("phage", "alice", 2, 2, keywords=["infect", "lifelink"])], [("phage", "bob")]),
     result(declared([attacks("phage", "bob")], [unblocked("phage")]),
            [regular([("phage", {"bob": 2})],
                     [damage("phage", "bob", 2), poison("bob", 2, 2, "phage"), gain("alice", 2, 22, "phage")])],
            {"phage": attacked(2, 2)}, alice=(22, 0, False), bob=(20, 2, False)))

case("704.5f-blocker-shrunk-to-zero-toughness",
     "A 2/2 blocker given -2/-2 goes to the graveyard; the attacker it blocked deals no damage", "704.5f",
     "CR 704.5f: toughness 0 puts a creature into its owner's graveyard as a state-based action; 510.1c: the "
     "attacker stays blocked with no blocker and assigns no combat damage.",
     scenario([cre("ogre", "alice", 3, 3), cre("bears", "bob", 2, 2)], [("ogre", "bob")], [("bears", ["ogre"])],
              actions=[act(AB, "pump", target="bears", power=-2, toughness=-2)]),
     result(declared([attacks("ogre", "bob")], [blocks("bears", "ogre"), blocked("ogre"), pumped("bears", -2, -2),
                                                 dies("bears", "zero-toughness")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "bears": GY}))

# --- Corners across the two damage steps and the end of the game --------------------------------------

case("506.4c-double-strike-planeswalker-died-in-first-step",
     "A 3/3 double striker kills the loyalty-3 planeswalker in the first step and deals nothing in the second",
     "506.4c",
     "CR 704.5i puts the planeswalker into the graveyard after first-strike damage; 506.4c / 510.1b: the "
     "unblocked double striker now attacks nothing and assigns no combat damage in the regular step (none to "
     "the player).",
     scenario([cre("ds", "alice", 3, 3, keywords=["double_strike"]), walker("jace", "bob", 3, "Jace")],
              [("ds", "jace")]),
     result(declared([attacks("ds", "jace")], [unblocked("ds")]),
            [first([("ds", {"jace": 3})], hit_walker("ds", "jace", 3, 0) + [dies("jace", "no-loyalty")]),
             regular([], [])],
            {"ds": attacked(3, 3), "jace": GY}))

case("702.19e-double-strike-over-planeswalkers-after-planeswalker-died",
     "A 4/4 double striker with trample over planeswalkers: 2 + 2 in the first step, then all 4 to the player",
     "702.19e",
     "CR 702.19c (first step: the loyalty-2 planeswalker gets its loyalty, 2 go to its controller), 704.5i, then "
     "702.19e (the planeswalker left combat: all damage to the defending player) in the regular step.",
     scenario([cre("y", "alice", 4, 4, keywords=["double_strike", "trample_over_planeswalkers"]),
               walker("jace", "bob", 2, "Jace")],
              [("y", "jace")]),
     result(declared([attacks("y", "jace")], [unblocked("y")]),
            [first([("y", {"jace": 2, "bob": 2})],
                   hit_walker("y", "jace", 2, 0) + hit_player("y", "bob", 2, 18) + [dies("jace", "no-loyalty")]),
             regular([("y", {"bob": 4})], hit_player("y", "bob", 4, 14))],
            {"y": attacked(4, 4), "jace": GY}, bob=(14, 0, False)))

case("104.2a-loss-during-declare-blockers-no-damage-step",
     "The defending player is burned to 0 during the declare blockers step: the game ends before any combat damage",
     "104.2a",
     "CR 704.5a (0 life) is checked right after the ability resolves; 104.2a: the game ends immediately, so no "
     "combat damage step happens.",
     scenario([cre("pyro", "alice", 1, 1, "Prodigal Pyromancer"), cre("ogre", "alice", 3, 3)], [("ogre", "bob")],
              actions=[act(AB, "deal", source="pyro", target="bob", amount=2)], bob=2),
     result(declared([attacks("ogre", "bob")],
                     [unblocked("ogre")] + hit_player("pyro", "bob", 2, 0, combat=False)
                     + [loses("bob", "life"), game_over("alice")]),
            [],
            {"pyro": on(1, 1), "ogre": attacked(3, 3)}, bob=(0, 0, True), winner="alice"))

case("702.15b-lifelink-gain-not-enough",
     "At 2 life, bob takes 5 while his lifelink blocker deals 3: 2 - 5 + 3 = 0, he loses", "702.15b",
     "CR 510.2 / 120.3f: damage and lifelink gain are simultaneous; 704.5a is then checked once: 0 life loses "
     "(104.2a). The blocker and the blocked 3/3 trade at the same time (704.5g).",
     scenario([cre("a", "alice", 5, 5), cre("b", "alice", 3, 3), cre("vamp", "bob", 3, 3, keywords=["lifelink"])],
              [("a", "bob"), ("b", "bob")], [("vamp", ["b"])], bob=2),
     result(declared([attacks("a", "bob"), attacks("b", "bob")], [blocks("vamp", "b"), unblocked("a"),
                                                                   blocked("b")]),
            [regular([("a", {"bob": 5}), ("b", {"vamp": 3}), ("vamp", {"b": 3})],
                     hit_player("a", "bob", 5, -3) + hit("b", "vamp", 3, 3) + hit("vamp", "b", 3, 3)
                     + [gain("bob", 3, 0, "vamp"), dies("b"), dies("vamp"), loses("bob", "life"),
                        game_over("alice")])],
            {"a": attacked(5, 5), "b": GY, "vamp": GY}, bob=(0, 0, True), winner="alice"))

case("704.5g-wither-counters-make-marked-damage-lethal",
     "A 4/4 with 2 damage marked gets two -1/-1 counters: as a 2/2 with 2 damage it is destroyed", "704.5g",
     "CR 120.3d (wither: -1/-1 counters, no damage marked); 704.5g: toughness 2 > 0 and 2 damage marked is lethal "
     "damage. It deals 4 to the 2/2 wither creature (704.5g).",
     scenario([cre("wither", "alice", 2, 2, keywords=["wither"]), cre("troll", "bob", 4, 4, damage=2)],
              [("wither", "bob")], [("troll", ["wither"])]),
     result(declared([attacks("wither", "bob")], [blocks("troll", "wither"), blocked("wither")]),
            [regular([("wither", {"troll": 2}), ("troll", {"wither": 4})],
                     [damage("wither", "troll", 2), minus_counters("troll", 2)] + hit("troll", "wither", 4, 4)
                     + [dies("wither"), dies("troll")])],
            {"wither": GY, "troll": GY}))

case("702.2b-deathtouch-wither-counters-and-destroy",
     "Deathtouch wither damage both puts a -1/-1 counter on the 3/3 and destroys it", "702.2b",
     "CR 120.3d (the damage is a -1/-1 counter) and 702.2b / 704.5h (a creature dealt damage by a deathtouch "
     "source is destroyed). The 3/3 (2/2 now) deals 3 to the 1/1 (704.5g).",
     scenario([cre("viper", "alice", 1, 1, keywords=["deathtouch", "wither"]), cre("ogre", "bob", 3, 3)],
              [("viper", "bob")], [("ogre", ["viper"])]),
     result(declared([attacks("viper", "bob")], [blocks("ogre", "viper"), blocked("viper")]),
            [regular([("viper", {"ogre": 1}), ("ogre", {"viper": 3})],
                     [damage("viper", "ogre", 1), minus_counters("ogre", 1)] + hit("ogre", "viper", 3, 3)
                     + [dies("viper"), dies("ogre", "deathtouch")])],
            {"viper": GY, "ogre": GY}))

case("702.7b-first-strikers-trade-in-first-step",
     "A 2/2 first striker blocked by a 2/2 first striker: both deal damage in the first step and die", "702.7b",
     "CR 702.7b: both have first strike, so both assign in the first step, simultaneously (510.2); 704.5g. "
     "Neither deals damage again in the regular step.",
     scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]),
               cre("lancer", "bob", 2, 2, keywords=["first_strike"])],
              [("knight", "bob")], [("lancer", ["knight"])]),
     result(declared([attacks("knight", "bob")], [blocks("lancer", "knight"), blocked("knight")]),
            [first([("knight", {"lancer": 2}), ("lancer", {"knight": 2})],
                   hit("knight", "lancer", 2, 2) + hit("lancer", "knight", 2, 2)
                   + [dies("knight"), dies("lancer")]),
             regular([], [])],
            {"knight": GY, "lancer": GY}))

case("702.7b-first-strike-granted-after-blocks",
     "A blocker given first strike during the declare blockers step kills the 2/2 before it deals damage",
     "702.7b",
     "CR 702.7b / 510.4: what counts is whether a creature has first strike as the combat damage step begins. "
     "The blocker deals its 2 first (704.5g); the attacker is gone before the regular step.",
     scenario([BEAR, cre("lancer", "bob", 2, 2)], [("bears", "bob")], [("lancer", ["bears"])],
              actions=[act(AB, "grant", target="lancer", keyword="first_strike")]),
     result(declared([attacks("bears", "bob")], [blocks("lancer", "bears"), blocked("bears"),
                                                  gains("lancer", "first_strike")]),
            [first([("lancer", {"bears": 2})], hit("lancer", "bears", 2, 2) + [dies("bears")]),
             regular([], [])],
            {"bears": GY, "lancer": on(2, 2)}))

case("702.80a-wither-damage-to-player-is-life-loss", "Wither changes damage to creatures only: the player loses life",
     "702.80a",
     "CR 702.80a / 120.3d: wither makes damage to creatures -1/-1 counters; damage to a player is ordinary life "
     "loss (120.3a).",
     scenario([cre("wither", "alice", 2, 2, keywords=["wither"])], [("wither", "bob")]),
     result(declared([attacks("wither", "bob")], [unblocked("wither")]),
            [regular([("wither", {"bob": 2})], hit_player("wither", "bob", 2, 18))],
            {"wither": attacked(2, 2)}, bob=(18, 0, False)))

case("704.5h-deathtouch-counts-only-until-the-next-check",
     "Blockers lose indestructible after first-strike damage: the one with lethal damage dies, the one with "
     "deathtouch damage doesn't", "704.5h",
     "CR 704.5h: only a creature dealt deathtouch damage since state-based actions were last checked is "
     "destroyed; they were checked after the first-strike step (indestructible then), so the 1 deathtouch "
     "damage no longer destroys it. 704.5g still sees 3 damage on the other 2/2 once it loses indestructible. "
     "In the regular step the surviving blocker deals 2 to the 1/1 first striker (704.5g).",
     scenario([cre("viper", "alice", 1, 1, keywords=["first_strike", "deathtouch"]),
               cre("lancer", "alice", 3, 3, keywords=["first_strike"]),
               cre("golem", "bob", 2, 2, keywords=["indestructible"]),
               cre("statue", "bob", 2, 2, keywords=["indestructible"])],
              [("viper", "bob"), ("lancer", "bob")], [("golem", ["viper"]), ("statue", ["lancer"])],
              actions=[act(AFS, "lose", target="golem", keyword="indestructible"),
                       act(AFS, "lose", target="statue", keyword="indestructible")]),
     result(declared([attacks("viper", "bob"), attacks("lancer", "bob")],
                     [blocks("golem", "viper"), blocks("statue", "lancer"), blocked("viper"), blocked("lancer")]),
            [first([("viper", {"golem": 1}), ("lancer", {"statue": 3})],
                   hit("viper", "golem", 1, 1) + hit("lancer", "statue", 3, 3)
                   + [loses_keyword("golem", "indestructible"), loses_keyword("statue", "indestructible"),
                      dies("statue")]),
             regular([("golem", {"viper": 2})], hit("golem", "viper", 2, 2) + [dies("viper")])],
            {"viper": GY, "lancer": attacked(3, 3), "golem": on(2, 2, 1), "statue": GY}))

case("702.164c-toxic-damage-prevented-no-poison",
     "All of a toxic creature's combat damage to the player is prevented: no poison counters", "702.164c",
     "CR 702.164c: toxic gives poison counters as a result of combat damage dealt to a player; 615.7: the shield "
     "prevents all 2, so no damage is dealt and there is no result.",
     scenario([cre("scorpion", "alice", 2, 2, keywords=["toxic:2"])], [("scorpion", "bob")],
              actions=[act(AB, "prevent", target="bob", amount=2)]),
     result(declared([attacks("scorpion", "bob")], [unblocked("scorpion"), shield("bob", 2)]),
            [regular([("scorpion", {"bob": 2})], [damage("scorpion", "bob", 0, prevented=2)])],
            {"scorpion": attacked(2, 2)}))

case("702.164b-toxic-instances-add-up", "Toxic 1 and toxic 2 on one creature give 3 poison counters", "702.164b",
     "CR 702.164b: a permanent's total toxic value is the sum of the N of all its toxic abilities; 702.164c "
     "gives that many poison counters with the combat damage (here 1 damage, partly prevented: toxic still "
     "applies in full because damage was dealt).",
     scenario([cre("scorpion", "alice", 2, 2, keywords=["toxic:1", "toxic:2"])], [("scorpion", "bob")],
              actions=[act(AB, "prevent", target="bob", amount=1)]),
     result(declared([attacks("scorpion", "bob")], [unblocked("scorpion"), shield("bob", 1)]),
            [regular([("scorpion", {"bob": 2})],
                     [damage("scorpion", "bob", 1, prevented=1), life("bob", -1, 19, "scorpion"),
                      poison("bob", 3, 3, "scorpion", toxic=True)])],
            {"scorpion": attacked(2, 2)}, bob=(19, 3, False)))

# --- Refusals ------------------------------------------------------------------------------------------------------



def refusal(file: str, title: str, rule: str | None, source: str, scenario_: J, code: str, path: str,
            file_rule: str | None = None) -> None:
    case(file, title, file_rule or rule or "", source, scenario_, refused(code, rule, path))


refusal("508.1a-tapped-creature-cannot-attack", "A tapped creature can't be declared as an attacker", "508.1a",
        "CR 508.1a: the chosen attacking creatures must be untapped.",
        scenario([cre("bears", "alice", 2, 2, tapped=True)], [("bears", "bob")]),
        "illegal-attack", "$.attackers[0].id")

refusal("509.1a-tapped-creature-cannot-block", "A tapped creature can't be declared as a blocker", "509.1a",
        "CR 509.1a: the chosen blocking creatures must be untapped.",
        scenario([BEAR, cre("wall", "bob", 0, 4, tapped=True)], [("bears", "bob")], [("wall", ["bears"])]),
        "illegal-block", "$.blockers[0].id")

refusal("302.6-summoning-sick-creature-cannot-attack",
        "A creature that hasn't been controlled since the turn began, without haste, can't attack", "302.6",
        "CR 302.6 / 508.1a: a creature can't attack unless it has been under its controller's control "
        "continuously since their most recent turn began (or has haste).",
        scenario([cre("bears", "alice", 2, 2, sick=True)], [("bears", "bob")]),
        "illegal-attack", "$.attackers[0].id")

refusal("702.3b-defender-cannot-attack", "A creature with defender can't attack", "702.3b",
        "CR 702.3b: a creature with defender can't attack.",
        scenario([cre("wall", "alice", 0, 4, keywords=["defender"])], [("wall", "bob")]),
        "illegal-attack", "$.attackers[0].id")

refusal("702.9b-flyer-cannot-be-blocked-by-ground-creature",
        "A creature without flying or reach can't block a flyer", "702.9b",
        "CR 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach.",
        scenario([cre("drake", "alice", 2, 2, keywords=["flying"]), cre("bears", "bob", 2, 2)],
                 [("drake", "bob")], [("bears", ["drake"])]),
        "illegal-block", "$.blockers[0].blocks[0]")

refusal("702.111b-menace-one-blocker-refused", "A menace creature can't be blocked by just one creature",
        "702.111b", "CR 702.111b: a creature with menace can't be blocked except by two or more creatures.",
        scenario([cre("brute", "alice", 3, 3, keywords=["menace"]), cre("bears", "bob", 2, 2)],
                 [("brute", "bob")], [("bears", ["brute"])]),
        "illegal-block", "$.blockers[0]")

refusal("509.1b-unblockable-cannot-be-blocked", "A creature that can't be blocked can't be blocked", "509.1b",
        "CR 509.1b: the defending player checks restrictions such as 'can't be blocked'; a block that breaks one is "
        "illegal.",
        scenario([cre("rogue", "alice", 2, 2, keywords=["unblockable"]), cre("bears", "bob", 2, 2)],
                 [("rogue", "bob")], [("bears", ["rogue"])]),
        "illegal-block", "$.blockers[0].blocks[0]")

refusal("702.16f-protection-cannot-be-blocked", "A creature with protection from green can't be blocked by a "
        "green creature", "702.16f",
        "CR 702.16f: a permanent with protection can't be blocked by creatures that have that quality.",
        scenario([cre("knight", "alice", 2, 2, protection=["green"]), cre("elf", "bob", 1, 1, colors=["green"])],
                 [("knight", "bob")], [("elf", ["knight"])]),
        "illegal-block", "$.blockers[0].blocks[0]")

refusal("509.1a-extra-blocks-exceeded", "A creature that can block one additional creature can't block three",
        "509.1a",
        "CR 509.1a: each blocker blocks one attacker unless an effect lets it block more (here one additional).",
        scenario([cre("a", "alice", 1, 1), cre("b", "alice", 1, 1), cre("c", "alice", 1, 1),
                  cre("brigade", "bob", 2, 4, keywords=["extra_blocks:1"])],
                 [("a", "bob"), ("b", "bob"), ("c", "bob")], [("brigade", ["a", "b", "c"])]),
        "illegal-block", "$.blockers[0].blocks")

refusal("509.1a-cannot-block-a-creature-not-attacking",
        "A creature can block only a creature attacking its controller (or their planeswalker or battle)", "509.1a",
        "CR 509.1a: each blocking creature must block a creature attacking that player, a planeswalker they "
        "control or a battle they protect; a creature that isn't attacking can't be blocked.",
        scenario([BEAR, cre("elf", "alice", 1, 1), cre("wall", "bob", 0, 4)], [("bears", "bob")],
                 [("wall", ["elf"])]),
        "illegal-block", "$.blockers[0].blocks[0]")

refusal("508.1b-cannot-attack-own-planeswalker", "A player can't attack their own planeswalker", "508.1b",
        "CR 508.1b: each attacker attacks the defending player or a planeswalker that player controls (or a battle "
        "they protect), never its own controller's planeswalker.",
        scenario([BEAR, walker("chandra", "alice", 4, "Chandra")], [("bears", "chandra")]),
        "illegal-attack", "$.attackers[0].target")

refusal("510.1a-division-must-equal-power", "A 3/3's division that adds up to 2 is refused", "510.1a",
        "CR 510.1a: each creature assigns combat damage equal to its power.",
        scenario([cre("ogre", "alice", 3, 3), cre("bears", "bob", 2, 2)], [("ogre", "bob")], [("bears", ["ogre"])],
                 assignments=[division("ogre", {"bears": 2})]),
        "illegal-assignment", "$.assignments[0].division")

refusal("510.1c-blocked-creature-cannot-damage-player",
        "A blocked creature without trample can't assign damage to the player", "510.1c",
        "CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it (trample is what "
        "lets damage go past them, 702.19b).",
        scenario([cre("ogre", "alice", 3, 3), cre("bears", "bob", 2, 2)], [("ogre", "bob")], [("bears", ["ogre"])],
                 assignments=[division("ogre", {"bears": 2, "bob": 1})]),
        "illegal-assignment", "$.assignments[0].division['bob']")

refusal("510.4-no-first-strike-division-without-first-strike",
        "A creature without first strike has no damage to divide in the first-strike step", "510.4",
        "CR 510.4: only creatures with first strike or double strike assign combat damage in the first combat "
        "damage step.",
        scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("ogre", "alice", 3, 3)],
                 [("knight", "bob"), ("ogre", "bob")],
                 assignments=[division("ogre", {"bob": 3}, step="first-strike")]),
        "illegal-assignment", "$.assignments[0].source")

refusal("510.1c-damage-assignment-order-not-in-ruleset",
        "The current rules have no damage assignment order: giving one is refused", "510.1c",
        "CR 510.1c (since November 2024; Foundations update bulletin): the damage assignment order was removed, "
        "a blocked creature divides its damage among its blockers as its controller chooses.",
        scenario(REGROWER, [("regrower", "bob")], [("spawn", ["regrower"]), ("hunter", ["regrower"])],
                 damage_assignment_order={"regrower": ["spawn", "hunter"]}),
        "not-in-ruleset", "$.damage_assignment_order")

refusal("702-unknown-keyword-refused", "A keyword the engine doesn't know is refused, not ignored", None,
        "Scenario format: an unknown keyword is an error (unknown-keyword), not silently ignored; the CR has no "
        "'shroudlike' ability.",
        scenario([cre("bears", "alice", 2, 2, keywords=["shroudlike"])], [("bears", "bob")]),
        "unknown-keyword", "$.permanents[0].keywords[0]", file_rule="702")

refusal("508.1b-unknown-attack-target-refused", "An attack on an id that is no player or permanent is refused",
        None, "Scenario format: a reference to no player or permanent is unknown-id, with its JSON path "
        "(508.1b: an attacker attacks a player, planeswalker or battle that exists).",
        scenario([BEAR], [("bears", "carol")]),
        "unknown-id", "$.attackers[0].target", file_rule="508.1b")

refusal("109-duplicate-permanent-id-refused", "Two permanents with the same id are refused", None,
        "Scenario format: ids are unique across players and permanents (duplicate-id, with the path of the "
        "second one); each object is a distinct object (CR 109.1).",
        scenario([BEAR, cre("bears", "bob", 3, 3)], [("bears", "bob")]),
        "duplicate-id", "$.permanents[1].id", file_rule="109")

refusal("208-power-must-be-an-integer", "A power given as a string is refused with its JSON path", None,
        "Scenario format: power is an integer (CR 208.1: power is a number); a wrong type is invalid-scenario "
        "with the path of the field.",
        scenario([cre("bears", "alice", "2", 2)], [("bears", "bob")]),
        "invalid-scenario", "$.permanents[0].power", file_rule="208")

refusal("510.1b-unblocked-creature-cannot-damage-a-creature",
        "An unblocked creature can't assign its combat damage to a creature", "510.1b",
        "CR 510.1b: an unblocked creature assigns its combat damage to the player, planeswalker or battle it's "
        "attacking.",
        scenario([cre("ogre", "alice", 3, 3), cre("wall", "bob", 0, 4)], [("ogre", "bob")],
                 assignments=[division("ogre", {"wall": 3})]),
        "illegal-assignment", "$.assignments[0].division['wall']")

refusal("510.1d-blocker-cannot-damage-another-attacker",
        "A blocker can't assign combat damage to an attacker it doesn't block", "510.1d",
        "CR 510.1d: a blocking creature assigns combat damage to the creatures it's blocking.",
        scenario([cre("x", "alice", 2, 2), cre("y", "alice", 2, 2), cre("wall", "bob", 2, 4)],
                 [("x", "bob"), ("y", "bob")], [("wall", ["x"])],
                 assignments=[division("wall", {"y": 2})]),
        "illegal-assignment", "$.assignments[0].division['y']")

refusal("510.4-nothing-after-first-strike-without-first-strike-step",
        "An action 'after the first-strike step' in a combat that has none is refused", "510.4",
        "CR 510.4: the first-strike combat damage step exists only if an attacking or blocking creature has first "
        "strike or double strike as the combat damage step begins; here none does.",
        scenario([BEAR], [("bears", "bob")], actions=[act(AFS, "pump", target="bears", power=1, toughness=1)]),
        "invalid-scenario", "$.actions[0].at")

refusal("508.1a-defending-players-creature-cannot-attack", "Only the active player's creatures can attack",
        "508.1a", "CR 508.1a: the active player chooses which creatures that they control, if any, will attack.",
        scenario([BEAR, cre("ogre", "bob", 3, 3)], [("ogre", "alice")]),
        "illegal-attack", "$.attackers[0].id")

refusal("508.1a-planeswalker-cannot-attack", "A noncreature permanent can't attack", "508.1a",
        "CR 508.1a (and 506.3): only creatures can attack.",
        scenario([BEAR, walker("chandra", "alice", 4, "Chandra")], [("chandra", "bob")]),
        "illegal-attack", "$.attackers[0].id")

refusal("508.1b-cannot-attack-a-creature", "A creature can't be attacked", "508.1b",
        "CR 508.1b / 506.3: an attacking creature attacks a player, a planeswalker or a battle, never a creature.",
        scenario([BEAR, cre("ogre", "bob", 3, 3)], [("bears", "ogre")]),
        "illegal-attack", "$.attackers[0].target")

refusal("510.2-no-damage-on-the-stack-in-current-rules",
        "An action 'with combat damage on the stack' is refused: current combat damage doesn't use the stack",
        "510.2",
        "CR 510.2: combat damage is dealt as a turn-based action that doesn't use the stack, and no player can act "
        "between assigning and dealing it, so the mtg-classic 'on-stack' moment doesn't exist here (not-in-ruleset; "
        "the rule that forbids it is 510.2).",
        scenario([BEAR, cre("cub", "bob", 2, 2)], [("bears", "bob")], [("cub", ["bears"])],
                 actions=[act("on-stack", "remove", target="cub", to="graveyard")]),
        "not-in-ruleset", "$.actions[0].at")


# --- Removing an attacked planeswalker or battle from combat (506.4, 506.4c, 702.19e) -------------------------

RFC = ("CR 506.4: an effect that specifically removes a permanent from combat removes it; a planeswalker or battle "
       "that is removed from combat stops being attacked. 506.4c: a creature attacking it stays an attacking creature "
       "that attacks nothing: it may be blocked, and if it is unblocked it deals no combat damage. ")


case("506.4c-attacked-planeswalker-removed-from-combat-unblocked-attacker-deals-nothing",
     "The attacked planeswalker is removed from combat: its unblocked attacker deals no combat damage", "506.4c",
     RFC + "The 3/3 stays attacking and tapped; the planeswalker keeps its 4 loyalty and bob his 20 life.",
     scenario([cre("ogre", "alice", 3, 3), walker("jace", "bob", 4, "Jace")], [("ogre", "jace")],
              actions=[act(AB, "remove-from-combat", target="jace")]),
     result(declared([attacks("ogre", "jace")], [unblocked("ogre"), removed_from_combat("jace")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "jace": pw_on(4)}))

case("506.4c-attacked-battle-removed-from-combat-unblocked-attacker-deals-nothing",
     "The attacked battle is removed from combat: its unblocked attacker removes no defense counter", "506.4c",
     RFC + "A battle is removed from combat the same way (506.4); the Siege keeps its 3 defense counters.",
     scenario([cre("ogre", "alice", 3, 3), battle("siege", "alice", 3, "bob", "Invasion of Ergamon")],
              [("ogre", "siege")], actions=[act(AB, "remove-from-combat", target="siege")]),
     result(declared([attacks("ogre", "siege")], [unblocked("ogre"), removed_from_combat("siege")]),
            [regular([], [])],
            {"ogre": attacked(3, 3), "siege": battle_on(3)}))

case("506.4c-attacker-of-a-removed-planeswalker-still-blocked-and-fights",
     "A blocked attacker of a planeswalker removed from combat still deals and takes combat damage", "506.4c",
     RFC + "509.1h: the 3/3 stays blocked; it assigns its 3 to its blocker (510.1c) and the 2/2 deals 2 to it. The "
     "blocker dies (704.5g).",
     scenario([cre("ogre", "alice", 3, 3), walker("jace", "bob", 4, "Jace"), cre("cub", "bob", 2, 2)],
              [("ogre", "jace")], [("cub", ["ogre"])], actions=[act(AB, "remove-from-combat", target="jace")]),
     result(declared([attacks("ogre", "jace")], [blocks("cub", "ogre"), blocked("ogre"), removed_from_combat("jace")]),
            [regular([("ogre", {"cub": 3}), ("cub", {"ogre": 2})],
                     hit("ogre", "cub", 3, 3) + hit("cub", "ogre", 2, 2) + [dies("cub")])],
            {"ogre": attacked(3, 3, 2), "jace": pw_on(4), "cub": GY}))

case("702.19e-trample-over-planeswalkers-planeswalker-removed-from-combat",
     "Trample over planeswalkers, its planeswalker removed from combat: the excess goes to the defending player",
     "702.19e",
     RFC + "702.19e is the exception: a creature with trample over planeswalkers whose planeswalker was removed from "
     "combat assigns lethal damage to its blockers and the rest to the defending player. 5 power: 2 (lethal) to the "
     "2/2, 3 to bob.",
     scenario([cre("wurm", "alice", 5, 5, keywords=["trample_over_planeswalkers"]), walker("jace", "bob", 4, "Jace"),
               cre("cub", "bob", 2, 2)],
              [("wurm", "jace")], [("cub", ["wurm"])], actions=[act(AB, "remove-from-combat", target="jace")]),
     result(declared([attacks("wurm", "jace")], [blocks("cub", "wurm"), blocked("wurm"), removed_from_combat("jace")]),
            [regular([("wurm", {"cub": 2, "bob": 3}), ("cub", {"wurm": 2})],
                     hit("wurm", "cub", 2, 2) + [damage("wurm", "bob", 3), life("bob", -3, 17, "wurm")]
                     + hit("cub", "wurm", 2, 2) + [dies("cub")])],
            {"wurm": attacked(5, 5, 2), "jace": pw_on(4), "cub": GY}, bob=(17, 0, False)))

case("702.19c-plain-trample-planeswalker-removed-excess-stays-on-blocker",
     "Plain trample, its planeswalker removed from combat: nothing to trample over, all damage to the blocker",
     "702.19c",
     RFC + "702.19b lets excess damage go to the player or planeswalker the creature attacks; it attacks nothing now "
     "(506.4c), and only trample over planeswalkers has 702.19e's exception, so all 5 go to the 2/2.",
     scenario([cre("wurm", "alice", 5, 5, keywords=["trample"]), walker("jace", "bob", 4, "Jace"),
               cre("cub", "bob", 2, 2)],
              [("wurm", "jace")], [("cub", ["wurm"])], actions=[act(AB, "remove-from-combat", target="jace")]),
     result(declared([attacks("wurm", "jace")], [blocks("cub", "wurm"), blocked("wurm"), removed_from_combat("jace")]),
            [regular([("wurm", {"cub": 5}), ("cub", {"wurm": 2})],
                     hit("wurm", "cub", 5, 5) + hit("cub", "wurm", 2, 2) + [dies("cub")])],
            {"wurm": attacked(5, 5, 2), "jace": pw_on(4), "cub": GY}))

# --- Undying and persist return it under its owner's control (702.93a, 702.79a) ---------------------------------

OWNER = ("CR 702.93a / 702.79a: undying and persist return the card \"under its owner's control\", whoever "
         "controlled it when it died; 110.2: a permanent's owner is the player who owns the card. ")

case("702.93a-undying-stolen-creature-returns-to-its-owner",
     "alice's stolen undying creature dies attacking: it returns under bob's control, its owner", "702.93a",
     OWNER + "alice controls bob's 2/2 through a control effect; bob's 3/3 blocks and kills it; it had no +1/+1 "
     "counter, so it returns with one, a new object under bob's control: untapped and out of combat (400.7).",
     scenario([cre("geist", "alice", 2, 2, keywords=["undying"], owner="bob", control_effect=True),
               cre("ogre", "bob", 3, 3)], [("geist", "bob")], [("ogre", ["geist"])]),
     result(declared([attacks("geist", "bob")], [blocks("ogre", "geist"), blocked("geist")]),
            [regular([("geist", {"ogre": 2}), ("ogre", {"geist": 3})],
                     hit("geist", "ogre", 2, 2) + hit("ogre", "geist", 3, 3) + [dies("geist"),
                     ev("trigger", "702.93a", source="geist", ability="undying"),
                     ev("returns", "702.93a", id="geist", counters={"+1/+1": 1}, controller="bob")])],
            {"geist": on(3, 3, counters={"+1/+1": 1}), "ogre": on(3, 3, 2)}))

case("702.79a-persist-stolen-blocker-returns-to-its-owner",
     "bob blocks with alice's persist creature he stole: it returns under alice's control, its owner", "702.79a",
     OWNER + "bob controls alice's 3/3 through a control effect and blocks alice's 4/4 with it; it dies with no "
     "-1/-1 counter and returns with one, a 2/2 under alice's control.",
     scenario([cre("ogre", "alice", 4, 4), cre("kith", "bob", 3, 3, keywords=["persist"], owner="alice",
                                                control_effect=True)],
              [("ogre", "bob")], [("kith", ["ogre"])]),
     result(declared([attacks("ogre", "bob")], [blocks("kith", "ogre"), blocked("ogre")]),
            [regular([("ogre", {"kith": 4}), ("kith", {"ogre": 3})],
                     hit("ogre", "kith", 4, 4) + hit("kith", "ogre", 3, 3) + [dies("kith"),
                     ev("trigger", "702.79a", source="kith", ability="persist"),
                     ev("returns", "702.79a", id="kith", counters={"-1/-1": 1}, controller="alice")])],
            {"ogre": attacked(4, 4, 3), "kith": on(2, 2, counters={"-1/-1": 1})}))



def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=CASES, out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
