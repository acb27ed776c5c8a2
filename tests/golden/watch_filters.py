"""Write the golden files of watchers with a filter on the watched creature (a trigger's ``watches``) into
tests/scenarios/triggers: "Whenever another Zombie you control dies", "Whenever an attacking creature dies",
"Whenever this creature or another creature you control dies" (Zulaport Cutthroat), "Whenever another Ninja you
control enters" (603.6a; 410.10a, a comes-into-play ability, in the 2003-2009 rules).

A dies watcher is a leaves-the-battlefield ability that looks back in time (603.10a): whether the creature that died
fits its filter is read of the creature as it last existed on the battlefield (its creature types, whether it was
attacking: dying removed it from combat, 506.4), and creatures dying at once see each other die. "Whenever a
creature you control dies" sees its own creature die too, once; "this creature or another creature you control" read
as "when this creature dies" and "whenever another creature you control dies" triggers once for each death, never
twice for its own.

Rule numbers: 603.10a in the current rules and in those of January 2020; 410.10d (leaves-play abilities look back in
time) in the 2003-2009 rules, whose own "when it dies" is 410.10c. Each case states by hand what triggers, in which
order it resolves and the final board; the engine is consulted only by ``--compare``.

    python3 tests/golden/watch_filters.py             # (re)write the files
    python3 tests/golden/watch_filters.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, act, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CASES, ERAS, MTG, OUT, TRIGGER_RULE, T, case, scenario  # noqa: E402
from golden.watch_triggers import OTHER_DIES  # noqa: E402
from golden.zone_triggers import ENTERS, NINJUTSU  # noqa: E402

YOURS = "whenever another creature you control dies"
#: Zulaport Cutthroat's effect: "each opponent loses 1 life and you gain 1 life".
DRAIN = {"opponents_lose": 1, "gain_life": 1}


def drained(rule: str, source: str, note: str, bob: int, alice: int) -> list[J]:
    """A drain trigger resolving: bob loses 1, then alice gains 1 (119.3, in the order printed)."""
    return [ev("trigger", rule, source=source, ability="triggers", note=note),
            ev("life", rule, player="bob", amount=-1, life=bob, source=source),
            ev("life", rule, player="alice", amount=1, life=alice, source=source)]


def two_fights(k: T, a: str, b: str) -> list[J]:
    """alice's ``a`` and ``b`` (2/2s) blocked by bob's 2/2s ``x`` and ``y``: all four deal 2 and die at once."""
    return (k.hit(a, "x", 2, 2) + k.hit(b, "y", 2, 2) + k.hit("x", a, 2, 2) + k.hit("y", b, 2, 2)
            + [k.dies(a), k.dies(b), k.dies("x"), k.dies("y")])


def two_declared(k: T, a: str, b: str) -> list[J]:
    return k.declared([k.attacks(a), k.attacks(b)], [k.blocks("x", a), k.blocks("y", b), k.blocked(a), k.blocked(b)])


def fights(a: str, b: str) -> list[tuple[str, J]]:
    return [(a, {"x": 2}), (b, {"y": 2}), ("x", {a: 2}), ("y", {b: 2})]


def filter_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), OTHER_DIES[rs]
        ghast = cre("ghast", "alice", 1, 1, triggers=[{"on": "another-creature-you-control-dies", "counters": 1,
                                                       "watches": {"subtypes": ["Zombie"]}}])
        bobs = [cre("x", "bob", 2, 2), cre("y", "bob", 2, 2)]
        case(rs, f"{r}-another-zombie-you-control-dies-not-for-other-creatures",
             "'Whenever another Zombie you control dies': of four creatures dying at once only alice's Zombie "
             "triggers it", r,
             f"{r}: alice's bear and Zombie (2/2s) are blocked by bob's 2/2s and all four die at once. The watcher "
             "triggers for a creature that was, as it last existed, a Zombie alice controlled: her Zombie only, not "
             "her bear nor bob's creatures. One +1/+1 counter: the 1/1 watcher is a 2/2.",
             scenario(rs, [cre("bear", "alice", 2, 2), cre("zombie", "alice", 2, 2, subtypes=["Zombie"]), ghast,
                           *bobs], [("bear", "bob"), ("zombie", "bob")], [("x", ["bear"]), ("y", ["zombie"])]),
             k.result(two_declared(k, "bear", "zombie"),
                      [k.regular(fights("bear", "zombie"), two_fights(k, "bear", "zombie")
                                 + [ev("trigger", r, source="ghast", ability="triggers", note=YOURS),
                                    ev("counters", r, id="ghast", kind="+1/+1", amount=1)])],
                      {"bear": GY, "zombie": GY, "ghast": on(2, 2, counters={"+1/+1": 1}), "x": GY, "y": GY}))
        pair = [cre(i, "alice", 2, 2, subtypes=["Zombie"], triggers=[
            {"on": "another-creature-you-control-dies", "gain_life": 1, "watches": {"subtypes": ["Zombie"]}}])
            for i in ("a", "b")]
        case(rs, f"{r}-another-zombie-you-control-dies-simultaneous-deaths-see-each-other",
             "Two Zombies that watch Zombies die at once: each sees the other, a Zombie as it last existed", r,
             f"{r}: both Zombies are blocked by 2/2s and all four die at once. Looking back in time, each was on the "
             "battlefield as the other died, and the other was a Zombie alice controlled: both trigger, and resolve "
             "though their creatures are gone (113.7a): alice gains 1 twice, 22.",
             scenario(rs, [*pair, *bobs], [("a", "bob"), ("b", "bob")], [("x", ["a"]), ("y", ["b"])]),
             k.result(two_declared(k, "a", "b"),
                      [k.regular(fights("a", "b"), two_fights(k, "a", "b")
                                 + [ev("trigger", r, source="b", ability="triggers", note=YOURS),
                                    ev("life", r, player="alice", amount=1, life=21, source="b"),
                                    ev("trigger", r, source="a", ability="triggers", note=YOURS),
                                    ev("life", r, player="alice", amount=1, life=22, source="a")])],
                      {"a": GY, "b": GY, "x": GY, "y": GY}, alice=(22, 0, False)))
        hawk = cre("hawk", "bob", 1, 1, triggers=[{"on": "a-creature-dies", "gain_life": 1,
                                                   "watches": {"combat": "attacking"}}])
        case(rs, f"{r}-an-attacking-creature-dies-read-as-it-last-existed",
             "'Whenever an attacking creature dies': the attacker that died was attacking, its blocker was not", r,
             f"{r}, 506.4: alice's bear attacks, bob's ogre blocks it, both die at once. Dying removed the bear from "
             "combat, but the ability looks back: as it last existed the bear was attacking, so bob's hawk triggers "
             "once; the ogre was blocking, not attacking. Bob gains 1: 21.",
             scenario(rs, [cre("bear", "alice", 2, 2), cre("ogre", "bob", 2, 2), hawk], [("bear", "bob")],
                      [("ogre", ["bear"])]),
             k.result(k.declared([k.attacks("bear")], [k.blocks("ogre", "bear"), k.blocked("bear")]),
                      [k.regular([("bear", {"ogre": 2}), ("ogre", {"bear": 2})],
                                 k.hit("bear", "ogre", 2, 2) + k.hit("ogre", "bear", 2, 2)
                                 + [k.dies("bear"), k.dies("ogre"),
                                    ev("trigger", r, source="hawk", ability="triggers", note="whenever a creature dies"),
                                    ev("life", r, player="bob", amount=1, life=21, source="hawk")])],
                      {"bear": GY, "ogre": GY, "hawk": on(1, 1)}, bob=(21, 0, False)))


def source_dies_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), OTHER_DIES[rs]
        bobs = [cre("x", "bob", 2, 2), cre("y", "bob", 2, 2)]
        zulu = cre("zulu", "alice", 2, 2, "Zulaport Cutthroat",
                   triggers=[{"on": "a-creature-you-control-dies", **DRAIN}])
        note = "whenever a creature you control dies"
        case(rs, f"{r}-a-creature-you-control-dies-the-source-dying-with-others",
             "'Whenever a creature you control dies': the watcher dies with another of alice's creatures and sees "
             "both die", r,
             f"{r}: the watcher and alice's bear are blocked by bob's 2/2s and all four die at once. Looking back in "
             "time, the watcher sees itself and the bear die (alice's creatures), not bob's: two triggers, each "
             "resolving though its creature is gone (113.7a): bob 18, alice 22.",
             scenario(rs, [zulu, cre("bear", "alice", 2, 2), *bobs], [("zulu", "bob"), ("bear", "bob")],
                      [("x", ["zulu"]), ("y", ["bear"])]),
             k.result(two_declared(k, "zulu", "bear"),
                      [k.regular(fights("zulu", "bear"), two_fights(k, "zulu", "bear")
                                 + drained(r, "zulu", note, 19, 21) + drained(r, "zulu", note, 18, 22))],
                      {"zulu": GY, "bear": GY, "x": GY, "y": GY}, alice=(22, 0, False), bob=(18, 0, False)))
        split = cre("zulu", "alice", 2, 2, "Zulaport Cutthroat",
                    triggers=[{"on": "dies", **DRAIN}, {"on": "another-creature-you-control-dies", **DRAIN}])
        dies = TRIGGER_RULE[rs]["dies"]
        case(rs, f"{r}-this-creature-or-another-creature-you-control-dies-once-for-its-own-death",
             "'This creature or another creature you control dies', read as its own dies trigger and a watcher of "
             "the others: its own death triggers it once", r,
             f"{r}, {dies}: the watcher attacks and dies blocked by a 2/2 (which dies too, bob's); alice's bear stays "
             "home. 'When this creature dies' triggers; 'whenever another creature you control dies' does not for "
             "its own creature, nor for bob's: one drain, bob 19, alice 21.",
             scenario(rs, [split, cre("bear", "alice", 2, 2), bobs[0]], [("zulu", "bob")], [("x", ["zulu"])]),
             k.result(k.declared([k.attacks("zulu")], [k.blocks("x", "zulu"), k.blocked("zulu")]),
                      [k.regular([("zulu", {"x": 2}), ("x", {"zulu": 2})],
                                 k.hit("zulu", "x", 2, 2) + k.hit("x", "zulu", 2, 2)
                                 + [k.dies("zulu"), k.dies("x")] + drained(dies, "zulu", "when it dies", 19, 21))],
                      {"zulu": GY, "bear": on(2, 2), "x": GY}, alice=(21, 0, False), bob=(19, 0, False)))


def enters_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), ENTERS[rs]
        back, enters = NINJUTSU[rs]
        sensei = cre("sensei", "alice", 2, 2, triggers=[{"on": "another-creature-you-control-enters", "power": 1,
                                                         "toughness": 1, "watches": {"subtypes": ["Ninja"]}}])
        ghoul = cre("ghoul", "alice", 2, 2, triggers=[{"on": "another-creature-you-control-enters", "power": 2,
                                                       "toughness": 2, "watches": {"subtypes": ["Zombie"]}}])
        case(rs, f"{r}-another-ninja-you-control-enters-not-a-zombie-watcher",
             "A Ninja enters attacking: 'another Ninja you control enters' triggers, 'another Zombie' does not", r,
             f"{r}: ninjutsu returns the unblocked 1/1 and puts the Human Ninja onto the battlefield attacking. Of "
             "alice's two watchers, the one that watches Ninjas triggers (+1/+1 until end of turn: a 3/3); the one "
             "that watches Zombies does not. The ninja deals 3 to bob: 17.",
             scenario(rs, [sensei, ghoul, cre("rogue", "alice", 1, 1),
                           cre("ninja", "alice", 3, 2, zone="hand", keywords=["ninjutsu"], subtypes=["Human", "Ninja"])],
                      [("rogue", "bob")], [],
                      actions=[act("after-blocks", "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
             k.result(k.declared([k.attacks("rogue")],
                                 [k.unblocked("rogue"), ev("leaves", back, id="rogue", to="hand", reason="ninjutsu"),
                                  ev("enters", enters, id="ninja", tapped=True, attacking="bob", blocked=False),
                                  k.own("sensei", "enters"), k.pump("sensei", 1, 1)]),
                      [k.regular([("ninja", {"bob": 3})], k.hit_player("ninja", "bob", 3, 17))],
                      {"sensei": on(3, 3), "ghoul": on(2, 2), "rogue": {"zone": "hand"}, "ninja": attacked(3, 2)},
                      bob=(17, 0, False)))


def refusal_cases() -> None:
    case(MTG, "603.2-watches-on-an-attack-trigger-refused",
         "A 'watches' on a trigger that watches no other creature is refused", "603.2",
         "603.2: 'whenever it attacks' is its own event; only a trigger watching another creature enter or die "
         "names a watched creature. Refused, not ignored.",
         scenario(MTG, [cre("w", "alice", 2, 2, triggers=[{"on": "attacks", "power": 1,
                                                           "watches": {"subtypes": ["Zombie"]}}])], [("w", "bob")]),
         refused("invalid-scenario", "603.2", "$.permanents[0].triggers[0].watches"))
    case(MTG, "603.2-watches-opponents-creatures-with-a-you-control-event-refused",
         "'Another creature you control' watching an opponent's creature could never trigger: refused", "603.2",
         "603.2: the event names only its controller's creatures, so watches.controller 'opponents' fits none.",
         scenario(MTG, [cre("w", "alice", 2, 2, triggers=[{"on": "another-creature-you-control-dies", "counters": 1,
                                                           "watches": {"controller": "opponents"}}])],
                  [("w", "bob")]),
         refused("invalid-scenario", "603.2", "$.permanents[0].triggers[0].watches.controller"))
    case(MTG, "603.2-watches-toughness-bounds-no-creature-fits-refused",
         "'With toughness 4 or greater' and 'toughness 2 or less' at once fit no creature: refused, citing 603.2",
         "603.2",
         "603.2: the trigger condition names creatures with toughness at least 4 and at most 2; none has both, so "
         "the ability could never trigger. Refused at the bound, citing the trigger condition's rule (not 611.3a, "
         "a static's).",
         scenario(MTG, [cre("w", "alice", 2, 2, triggers=[{"on": "a-creature-you-control-dies", "gain_life": 1,
                                                           "watches": {"toughness": {"at_least": 4,
                                                                                     "at_most": 2}}}])],
                  [("w", "bob")]),
         refused("invalid-scenario", "603.2", "$.permanents[0].triggers[0].watches.toughness.at_most"))


def build() -> list[J]:
    CASES.clear()
    for builder in (filter_cases, source_dies_cases, enters_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
