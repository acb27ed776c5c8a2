"""Write the golden files of ``trigger_order`` entries naming one instance (``for``) into tests/scenarios/triggers.

One ability of one permanent may trigger several times at once, once for each of several creatures: "whenever this
creature becomes blocked by a creature, this creature deals 1 damage to that creature" once for each blocker
(509.3d), flanking once for each blocker without flanking (702.25a), "whenever another creature you control attacks,
it gets +1/+0" once for each other attacker (508.3a). Their controller puts them on the stack in any order they
choose (603.3b), so they may resolve in another order than the blocks or attacks were declared; a ``trigger_order``
entry with ``"for": "<creature>"`` names that one instance and leaves the others where they were. An entry naming an
instance that can't exist is refused (``invalid-scenario`` at ``…for``, 603.3b).

The judge's example: an attacker dealing 1 damage to each creature blocking it, blocked by a plain 1/1 and by a
creature that gets a +1/+1 counter whenever another creature its controller controls dies (603.10a: the trigger goes on
the stack above the second instance and resolves first, 603.3b). With the watcher a 1/1, the order decides: the plain
1/1 first, and the watcher grows to 2/2 before its own 1 damage and trades with the 2/2 attacker in combat; the
watcher first, and both blockers die before combat damage and the attacker survives. With the watcher a 2/2 (as the
judge put it) the order changes nothing: it survives its 1 damage either way and gets the counter either way, so it
trades with the attacker in both orders (a case below holds that too).

Rule numbers: 509.3d and 702.25a today, 509.5d and 702.24a in January 2020, the declare blockers section 309 and
flanking 502.3a in the 2003-2009 rules; ordering the triggers 603.3b (classic: 410.5); banding 702.22h (2020: 702.21h,
classic: 502.10e); "whenever another creature you control dies" 603.10a (classic: 410.10d);
mentor (no classic) 702.134a (2020: 702.133a). Each case states by hand what triggers, in which order it resolves and
the final board; the engine is consulted only by ``--compare``.

    python3 tests/golden/trigger_instances.py             # (re)write the files
    python3 tests/golden/trigger_instances.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, ERAS, F2020, MTG, NONCOMBAT, OUT, T, TRIGGER_RULE, EraCases, scenario  # noqa: E402

CASES = EraCases()
case = CASES.case
FLANKING = {MTG: "702.25a", F2020: "702.24a", CLASSIC: "502.3a"}
ANOTHER_DIES = {MTG: "603.10a", F2020: "603.10a", CLASSIC: "410.10d"}
MENTOR = {MTG: "702.134a", F2020: "702.133a"}
WATCH = {MTG: "508.3a", F2020: "508.3a"}
#: Ordering simultaneous triggers: 603.3b since 2009, 410.5 in the rules of 2004-2009.
ORDER = {MTG: "603.3b", F2020: "603.3b", CLASSIC: "410.5"}
#: Blocking one creature of a band blocks each creature of it.
BAND = {MTG: "702.22h", F2020: "702.21h", CLASSIC: "502.10e"}
BY = "whenever it becomes blocked by a creature"
DIES_NOTE = "whenever another creature you control dies"
WATCH_NOTE = "whenever another creature you control attacks"
#: "Whenever this creature becomes blocked by a creature, this creature deals 1 damage to that creature."
PING = {"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}


def aspirant() -> J:
    return cre("asp", "alice", 2, 2, "Pinging Aspirant", triggers=[PING])


def watcher(size: int) -> J:
    """Bob's creature that gets a +1/+1 counter whenever another creature he controls dies."""
    return cre("w", "bob", size, size, "Watchful Scavenger",
               triggers=[{"on": "another-creature-you-control-dies", "counters": 1}])


def elf() -> J:
    return cre("elf", "bob", 1, 1, "Llanowar Elves")


def trig(k: T, that: str) -> J:
    return ev("trigger", TRIGGER_RULE[k.rs]["by"], source="asp", ability="triggers", note=BY, target=that)


def ping(k: T, that: str, total: int) -> list[J]:
    return [trig(k, that), ev("damage", NONCOMBAT[k.rs], source="asp", target=that, amount=1, combat=False),
            ev("marked", k.r["marked"], id=that, amount=1, damage=total)]


def grows(k: T) -> list[J]:
    return [ev("trigger", ANOTHER_DIES[k.rs], source="w", ability="triggers", note=DIES_NOTE),
            ev("counters", ANOTHER_DIES[k.rs], id="w", kind="+1/+1", amount=1)]


def flank(k: T, blocker: str) -> list[J]:
    return [ev("trigger", FLANKING[k.rs], source="knight", ability="flanking", target=blocker),
            ev("pump", FLANKING[k.rs], id=blocker, power=-1, toughness=-1)]


def band_blocks(rs: str, blocker: str) -> J:
    """The blocker blocks the Aspirant too, as it blocks the Hero in its band."""
    return ev("blocks", BAND[rs], id=blocker, attackers=["asp"], band=True)


def blocked_by_both(k: T, attacker: str) -> list[J]:
    return [k.blocks("elf", attacker), k.blocks("w", attacker), k.blocked(attacker)]


def that_creature_cases() -> None:
    for rs in ERAS:
        k, by = T(rs), TRIGGER_RULE[rs]["by"]
        board = [aspirant(), elf(), watcher(1)]
        blocks = [("elf", ["asp"]), ("w", ["asp"])]
        case(rs, f"{by}-that-creature-instances-in-block-order-the-watcher-grows-and-trades",
             "Block order: the 1/1 dies, the 1/1 watcher grows to 2/2 before its own 1 damage and trades", by,
             f"{by}, 603.3b, {ANOTHER_DIES[rs]}: the ability triggers once for each of the two blockers; with no "
             "trigger_order its controller's instances resolve in the order the blocks were declared. The first "
             "deals 1 to the Elves, which die; the watcher's 'whenever another creature you control dies' goes on the "
             "stack above the second instance and resolves first: a +1/+1 counter, 2/2. The second deals 1 to it (1 "
             "marked of 2). In combat the 2/2 attacker deals its 2 to the watcher (3 marked) and takes 2: both die.",
             scenario(rs, board, [("asp", "bob")], blocks),
             k.result(k.declared([k.attacks("asp")],
                                 [*blocked_by_both(k, "asp"), *ping(k, "elf", 1), k.dies("elf"), *grows(k),
                                  *ping(k, "w", 1)]),
                      [k.regular([("asp", {"w": 2}), ("w", {"asp": 2})],
                                 k.hit("asp", "w", 2, 3) + k.hit("w", "asp", 2, 2) + [k.dies("asp"), k.dies("w")])],
                      {"asp": GY, "elf": GY, "w": GY}))
        case(rs, f"{by}-that-creature-trigger-order-for-one-instance-kills-both-blockers",
             "trigger_order 'for' the watcher: its instance resolves first, both 1/1 blockers die, the attacker "
             "survives", by,
             f"{by}, 603.3b: the attacker's controller puts the two instances on the stack in the order they choose; "
             "the entry naming the instance for the watcher ('for') resolves first and the other follows. 1 damage "
             "kills the 1/1 watcher, which sees no death; then 1 kills the Elves, and the dead watcher triggers "
             "nothing. The 2/2 stays blocked with no creature blocking it: it deals and takes no combat damage.",
             scenario(rs, board, [("asp", "bob")], blocks,
                      trigger_order=[{"source": "asp", "ability": "triggers", "for": "w"}]),
             k.result(k.declared([k.attacks("asp")],
                                 [*blocked_by_both(k, "asp"), *ping(k, "w", 1), k.dies("w"), *ping(k, "elf", 1),
                                  k.dies("elf")]),
                      [k.regular([], [])],
                      {"asp": attacked(2, 2), "elf": GY, "w": GY}))
        order = ORDER[rs]
        case(rs, f"{order}-trigger-order-for-a-creature-not-blocking-refused",
             "trigger_order 'for' a creature not blocking the attacker names no instance: refused", order,
             f"{by}, {order}: the ability triggers once for each creature blocking it; the Ogre does not block, so "
             "no instance is for it.",
             scenario(rs, [aspirant(), elf(), cre("ogre", "bob", 3, 3, "Hill Ogre")], [("asp", "bob")],
                      [("elf", ["asp"])], trigger_order=[{"source": "asp", "ability": "triggers", "for": "ogre"}]),
             refused("invalid-scenario", order, "$.trigger_order[0].for"))
        band = BAND[rs]
        hero = cre("hero", "alice", 1, 1, "Benalish Hero", keywords=["banding"])
        case(rs, f"{band}-trigger-order-for-a-blocker-of-the-band-kills-both-blockers",
             "Banding: two 1/1s block the Hero and so the Aspirant in its band; 'for' the watcher kills both", band,
             f"{band}, {by}, {order}: the Elves and the watcher each block the Hero, so each blocks every creature "
             "of its band and the Aspirant becomes blocked by each: its ability triggers once for each, though "
             "neither was declared blocking it. The entry naming the watcher's instance resolves first: the 1/1 "
             "watcher dies and sees no death; then the Elves die. Both attackers stay blocked with no creature "
             "blocking them: no combat damage.",
             scenario(rs, [hero, aspirant(), elf(), watcher(1)], [("hero", "bob", {"band": "b"}),
                                                                  ("asp", "bob", {"band": "b"})],
                      [("elf", ["hero"]), ("w", ["hero"])],
                      trigger_order=[{"source": "asp", "ability": "triggers", "for": "w"}]),
             k.result(k.declared([k.attacks("hero"), k.attacks("asp")],
                                 [k.blocks("elf", "hero"), band_blocks(rs, "elf"), k.blocks("w", "hero"),
                                  band_blocks(rs, "w"), k.blocked("hero"), k.blocked("asp"), *ping(k, "w", 1),
                                  k.dies("w"), *ping(k, "elf", 1), k.dies("elf")]),
                      [k.regular([], [])],
                      {"hero": attacked(1, 1), "asp": attacked(2, 2), "elf": GY, "w": GY}))
    k, by = T(MTG), TRIGGER_RULE[MTG]["by"]
    case(MTG, f"{by}-that-creature-trigger-order-for-the-2-2-watcher-changes-nothing",
         "The judge's board, the 2/2 watcher's instance first: it still grows and trades, as in block order", by,
         f"{by}, 603.3b, 603.10a: the instance for the 2/2 watcher resolves first: 1 marked of 2. The second kills "
         "the Elves; the watcher's trigger gives it a counter (3/3, 1 marked). In combat the 2/2 attacker deals 2 to "
         "it (3 marked: lethal) and takes 3: both die, as when the Elves' instance resolves first (the counter comes "
         "before combat damage either way).",
         scenario(MTG, [aspirant(), elf(), watcher(2)], [("asp", "bob")], [("elf", ["asp"]), ("w", ["asp"])],
                  trigger_order=[{"source": "asp", "ability": "triggers", "for": "w"}]),
         k.result(k.declared([k.attacks("asp")],
                             [*blocked_by_both(k, "asp"), *ping(k, "w", 1), *ping(k, "elf", 1), k.dies("elf"),
                              *grows(k)]),
                  [k.regular([("asp", {"w": 2}), ("w", {"asp": 3})],
                             k.hit("asp", "w", 2, 3) + k.hit("w", "asp", 3, 3) + [k.dies("asp"), k.dies("w")])],
                  {"asp": GY, "elf": GY, "w": GY}))
    case(MTG, "603.3b-trigger-order-for-on-a-keyword-whose-instances-are-alike-refused",
         "trigger_order 'for' on exalted, whose instances are all alike, is refused", "603.3b",
         "603.3b, 702.83a: each exalted instance gives the one lone attacker +1/+1; no instance is for another "
         "creature than another, so an entry may not name one by 'for'.",
         scenario(MTG, [cre("x", "alice", 2, 2, "Bear", keywords=["exalted", "exalted"])], [("x", "bob")],
                  trigger_order=[{"source": "x", "ability": "exalted", "for": "x"}]),
         refused("invalid-scenario", "603.3b", "$.trigger_order[0].for"))


def flanking_cases() -> None:
    for rs in ERAS:
        k, rule = T(rs), FLANKING[rs]
        board = [cre("knight", "alice", 1, 1, "Flanking Squire", keywords=["flanking"]), elf(), watcher(1)]
        blocks = [("elf", ["knight"]), ("w", ["knight"])]
        case(rs, f"{rule}-flanking-instances-in-block-order-the-watcher-grows-and-trades",
             "Flanking, two 1/1 blockers: the Elves' instance first, the watcher grows and trades with the 1/1", rule,
             f"{rule}, 603.3b, {ANOTHER_DIES[rs]}: flanking triggers once for each blocker without flanking, and "
             "with no trigger_order they resolve in block order. The Elves get -1/-1 and die (0 toughness); the "
             "watcher's trigger resolves before the second instance: a counter, 2/2, then -1/-1: 1/1. In combat the "
             "1/1 knight and the watcher deal 1 each: both die.",
             scenario(rs, board, [("knight", "bob")], blocks),
             k.result(k.declared([k.attacks("knight")],
                                 [*blocked_by_both(k, "knight"), *flank(k, "elf"), k.dies("elf", "zero-toughness"),
                                  *grows(k), *flank(k, "w")]),
                      [k.regular([("knight", {"w": 1}), ("w", {"knight": 1})],
                                 k.hit("knight", "w", 1, 1) + k.hit("w", "knight", 1, 1)
                                 + [k.dies("knight"), k.dies("w")])],
                      {"knight": GY, "elf": GY, "w": GY}))
        case(rs, f"{rule}-flanking-trigger-order-for-one-instance-kills-both-blockers",
             "Flanking, trigger_order 'for' the watcher: both 1/1 blockers die, the knight survives", rule,
             f"{rule}, 603.3b: the knight's controller orders the two flanking instances: the one for the watcher "
             "first. It dies (0 toughness) before the Elves do, so it sees no death; then the Elves die. The knight "
             "stays blocked with no creature blocking it: no combat damage.",
             scenario(rs, board, [("knight", "bob")], blocks,
                      trigger_order=[{"source": "knight", "ability": "flanking", "for": "w"}]),
             k.result(k.declared([k.attacks("knight")],
                                 [*blocked_by_both(k, "knight"), *flank(k, "w"), k.dies("w", "zero-toughness"),
                                  *flank(k, "elf"), k.dies("elf", "zero-toughness")]),
                      [k.regular([], [])],
                      {"knight": attacked(1, 1), "elf": GY, "w": GY}))


def watcher_cases() -> None:
    for rs in (MTG, F2020):
        k, w, mentor = T(rs), WATCH[rs], MENTOR[rs]
        board = [cre("m", "alice", 2, 2, "Mentoring Bear", keywords=["mentor"]), cre("x", "alice", 1, 1, "Squire"),
                 cre("gb", "alice", 1, 1, "Banner Watcher",
                     triggers=[{"on": "another-creature-you-control-attacks", "power": 1}])]
        attackers = [("m", "bob", {"mentor": "x"}), ("x", "bob")]

        def fired(attacker: str) -> list[J]:
            return [ev("trigger", w, source="gb", ability="triggers", note=WATCH_NOTE, target=attacker),
                    k.pump(attacker, 1, 0)]
        mentor_trigger = ev("trigger", mentor, source="m", ability="mentor", target="x")
        case(rs, f"{w}-attack-watcher-instances-default-order-mentor-first",
             "Mentor, then the watcher's instances in attack order: the Squire gets the counter", w,
             f"{w}, {mentor}, 603.3b: as attackers are declared the mentor triggers (target the 1/1 Squire) and the "
             "watcher triggers once for each other attacker. With no trigger_order the keywords resolve first: the "
             "Squire's power 1 is less than the mentor's 2, so it gets a +1/+1 counter (2/2); then the watcher gives "
             "the mentor +1/+0 (3/2) and the Squire +1/+0 (3/2). Unblocked, they deal 3 and 3: bob 14.",
             scenario(rs, board, attackers),
             k.result(k.declared([k.attacks("m"), k.attacks("x"), mentor_trigger,
                                  ev("counters", mentor, id="x", kind="+1/+1", amount=1), *fired("m"), *fired("x")],
                                 [k.unblocked("m"), k.unblocked("x")]),
                      [k.regular([("m", {"bob": 3}), ("x", {"bob": 3})],
                                 k.hit_player("m", "bob", 3, 17) + k.hit_player("x", "bob", 3, 14))],
                      {"m": attacked(3, 2), "x": attacked(3, 2, 0, {"+1/+1": 1}), "gb": on(1, 1)}, bob=(14, 0, False)))
        case(rs, f"{w}-attack-watcher-trigger-order-for-one-instance-before-mentor",
             "trigger_order: the watcher's instance for the Squire, then mentor: the Squire's power is no longer "
             "less, mentor does nothing", w,
             f"{w}, {mentor}, 608.2b, 603.3b: alice orders her three triggers: the watcher's instance for the "
             "Squire first (2/1), then mentor, whose target's power 2 is no longer less than the mentor's 2 as it "
             "resolves: it does nothing; then the watcher's other instance, not named, gives the mentor +1/+0 "
             "(3/2). Unblocked, they deal 3 and 2: bob 15.",
             scenario(rs, board, attackers,
                      trigger_order=[{"source": "gb", "ability": "triggers", "for": "x"},
                                     {"source": "m", "ability": "mentor"}]),
             k.result(k.declared([k.attacks("m"), k.attacks("x"), *fired("x"), mentor_trigger,
                                  ev("fizzles", "608.2b", action="mentor", target="x"), *fired("m")],
                                 [k.unblocked("m"), k.unblocked("x")]),
                      [k.regular([("m", {"bob": 3}), ("x", {"bob": 2})],
                                 k.hit_player("m", "bob", 3, 17) + k.hit_player("x", "bob", 2, 15))],
                      {"m": attacked(3, 2), "x": attacked(2, 1), "gb": on(1, 1)}, bob=(15, 0, False)))
        case(rs, "603.3b-trigger-order-for-the-watcher-itself-refused",
             "trigger_order 'for' the watcher itself: 'another creature' never triggers for it, refused", "603.3b",
             f"{w}, 603.3b: 'whenever another creature you control attacks' triggers once for each other attacker; "
             "the watcher attacking has no instance for itself.",
             scenario(rs, [board[0], board[2]], [("m", "bob"), ("gb", "bob")],
                      trigger_order=[{"source": "gb", "ability": "triggers", "for": "gb"}]),
             refused("invalid-scenario", "603.3b", "$.trigger_order[0].for"))


def build() -> list[J]:
    CASES.clear()
    for builder in (that_creature_cases, flanking_cases, watcher_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
