"""Write the golden files of a creature's own block triggers that act on "that creature" into tests/scenarios/triggers.

``triggers[i].that_creature``: "Whenever this creature becomes blocked by a creature, this creature deals 1 damage to
that creature" (509.3d: once for each creature blocking it), "Whenever this creature blocks or becomes blocked by a
creature, …" (509.3b: also once for each creature it blocks, "that creature" the attacker). The trigger names that
object, not a target (115.1); as it resolves, an object that has left the battlefield (or left and come back, 400.7)
is not affected. The damage is dealt by the trigger's source (608.2h), not combat damage (120.2): deathtouch and
lifelink apply. The triggers resolve in the declare blockers step, before any combat damage step. Each case states by
hand, from the rules, what triggers, what it does and the final board; the engine is consulted only by ``--compare``.

Rule numbers: 509.3b and 509.3d in the current rules, 509.5b and 509.5d in January 2020, the declare blockers section
309 in the 2003-2009 rules (subrules not confirmed); noncombat damage 120.2 (2020: 119.2; classic: G4.1).

    python3 tests/golden/that_creature.py             # (re)write the files
    python3 tests/golden/that_creature.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, attacked, cre, division, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, ERAS, F2020, MTG, NONCOMBAT, OUT, T, TRIGGER_RULE, EraCases, scenario  # noqa: E402

CASES = EraCases()
case = CASES.case
#: "Whenever [a creature] blocks a creature": once for each creature it blocks.
BLOCKS_A_CREATURE = {MTG: "509.3b", F2020: "509.5b", CLASSIC: "309"}
BY = "whenever it becomes blocked by a creature"
EITHER = "whenever it blocks or becomes blocked by a creature"
#: Kolaghan Aspirant / Somberwald Vigilante: "…, this creature deals 1 damage to that creature."
PING = {"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}
#: Ornery Goblin / Ashmouth Hound: "Whenever this creature blocks or becomes blocked by a creature, …"
EITHER_PING = {"on": "blocks-or-becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}


def trig(rule: str, source: str, that: str, note: str = BY) -> J:
    return ev("trigger", rule, source=source, ability="triggers", note=note, target=that)


def ping(k: T, source: str, that: str, amount: int, total: int) -> list[J]:
    return [ev("damage", NONCOMBAT[k.rs], source=source, target=that, amount=amount, combat=False),
            ev("marked", k.r["marked"], id=that, amount=amount, damage=total)]


def era_cases() -> None:
    for rs in ERAS:
        k, by, blocks = T(rs), TRIGGER_RULE[rs]["by"], BLOCKS_A_CREATURE[rs]
        aspirant = cre("asp", "alice", 2, 2, "Pinging Aspirant", triggers=[PING])
        case(rs, f"{by}-that-creature-each-blocker-dealt-1-damage",
             "Becomes blocked by a creature, 1 damage to that creature: the 1/1 blocker dies, the 0/4 takes 1", by,
             f"{by}: it triggers once for each creature blocking it, each naming its blocker. The first deals 1 "
             f"damage ({NONCOMBAT[rs]}) to the 1/1, which dies before the second resolves; the second deals 1 to the "
             "0/4. In the combat damage step the 2/2 deals its 2 to the 0/4, the one blocker left (3 marked of 4).",
             scenario(rs, [aspirant, cre("elf", "bob", 1, 1, "Llanowar Elves"), cre("wall", "bob", 0, 4, "Wall of Wood")],
                      [("asp", "bob")], [("elf", ["asp"]), ("wall", ["asp"])]),
             k.result(k.declared([k.attacks("asp")],
                                 [k.blocks("elf", "asp"), k.blocks("wall", "asp"), k.blocked("asp"),
                                  trig(by, "asp", "elf"), *ping(k, "asp", "elf", 1, 1), k.dies("elf"),
                                  trig(by, "asp", "wall"), *ping(k, "asp", "wall", 1, 1)]),
                      [k.regular([("asp", {"wall": 2})], k.hit("asp", "wall", 2, 3))],
                      {"asp": attacked(2, 2), "elf": GY, "wall": on(0, 4, 3)}))
        twice = cre("asp", "alice", 2, 2, "Twice-Pinging Aspirant", triggers=[PING, PING])
        case(rs, f"{by}-that-creature-gone-before-the-second-trigger-resolves",
             "Two such triggers, one 1/1 blocker: the first kills it, the second does nothing", by,
             f"{by}: each of the two abilities triggers for the one blocker. The first deals 1 damage to the 1/1, "
             "which dies (state-based actions) before the second resolves; that creature has left the battlefield, "
             "so the second does nothing. The 2/2 stays blocked (509.1h) and deals no combat damage.",
             scenario(rs, [twice, cre("elf", "bob", 1, 1, "Llanowar Elves")], [("asp", "bob")], [("elf", ["asp"])]),
             k.result(k.declared([k.attacks("asp")],
                                 [k.blocks("elf", "asp"), k.blocked("asp"),
                                  trig(by, "asp", "elf"), *ping(k, "asp", "elf", 1, 1), k.dies("elf"),
                                  trig(by, "asp", "elf")]),
                      [k.regular([], [])],
                      {"asp": attacked(2, 2), "elf": GY}))
        case(rs, f"{by}-that-creature-dies-before-first-strike-damage",
             "The trigger resolves before the first-strike damage step: the 1/1 first striker dies first", by,
             f"{by}: the trigger resolves in the declare blockers step, before any combat damage step. It deals 1 "
             "to the 1/1 first striker, which dies; no creature then has first strike, so there is one combat damage "
             "step, and the blocked 2/2 deals no damage and takes none.",
             scenario(rs, [aspirant, cre("fs", "bob", 1, 1, "Fencing Squire", keywords=["first_strike"])],
                      [("asp", "bob")], [("fs", ["asp"])]),
             k.result(k.declared([k.attacks("asp")],
                                 [k.blocks("fs", "asp"), k.blocked("asp"),
                                  trig(by, "asp", "fs"), *ping(k, "asp", "fs", 1, 1), k.dies("fs")]),
                      [k.regular([], [])],
                      {"asp": attacked(2, 2), "fs": GY}))
        hound = cre("hound", "bob", 2, 1, "Pinging Hound", keywords=["extra_blocks:1"], triggers=[EITHER_PING])
        case(rs, f"{blocks}-that-creature-blocker-deals-1-to-each-attacker-it-blocks",
             "Blocks or becomes blocked by a creature: blocking two attackers, it triggers twice", blocks,
             f"{blocks}: 'whenever it blocks a creature' triggers once for each attacking creature it blocks, and "
             "'that creature' is that attacker. The 2/1 blocks a 1/1 and a 2/2: the first trigger kills the 1/1, "
             "the second deals 1 to the 2/2. Then the 2/2 deals 2 to the 2/1, which deals its 2 to the 2/2, the one "
             "attacker it still blocks: both die.",
             scenario(rs, [cre("a1", "alice", 1, 1, "Llanowar Elves"), cre("a2", "alice", 2, 2, "Grizzly Bears"),
                           hound], [("a1", "bob"), ("a2", "bob")], [("hound", ["a1", "a2"])]),
             k.result(k.declared([k.attacks("a1"), k.attacks("a2")],
                                 [k.blocks("hound", "a1", "a2"), k.blocked("a1"), k.blocked("a2"),
                                  trig(blocks, "hound", "a1", EITHER), *ping(k, "hound", "a1", 1, 1), k.dies("a1"),
                                  trig(blocks, "hound", "a2", EITHER), *ping(k, "hound", "a2", 1, 1)]),
                      [k.regular([("a2", {"hound": 2}), ("hound", {"a2": 2})],
                                 k.hit("a2", "hound", 2, 2) + k.hit("hound", "a2", 2, 3)
                                 + [k.dies("a2"), k.dies("hound")])],
                      {"a1": GY, "a2": GY, "hound": GY}))
        case(rs, f"{by}-that-creature-either-trigger-as-the-attacker",
             "Blocks or becomes blocked by a creature, as the attacker: 1 damage to each of its two blockers", by,
             f"{by}: as an attacker the same ability triggers once for each creature blocking it. The 2/1 deals 1 "
             "to each 1/1 blocker; both die before combat damage, so the blocked 2/1 deals and takes none.",
             scenario(rs, [cre("gob", "alice", 2, 1, "Pinging Goblin", triggers=[EITHER_PING]),
                           cre("elf", "bob", 1, 1, "Llanowar Elves"), cre("sq", "bob", 1, 1, "Squire")],
                      [("gob", "bob")], [("elf", ["gob"]), ("sq", ["gob"])]),
             k.result(k.declared([k.attacks("gob")],
                                 [k.blocks("elf", "gob"), k.blocks("sq", "gob"), k.blocked("gob"),
                                  trig(by, "gob", "elf", EITHER), *ping(k, "gob", "elf", 1, 1), k.dies("elf"),
                                  trig(by, "gob", "sq", EITHER), *ping(k, "gob", "sq", 1, 1), k.dies("sq")]),
                      [k.regular([], [])],
                      {"gob": attacked(2, 1), "elf": GY, "sq": GY}))
        case(rs, f"{by}-that-creature-only-for-a-block-trigger-refused",
             "that_creature on a 'whenever it attacks' trigger is refused: it has no 'that creature'", by,
             f"{by}: only a trigger for each creature of a block (blocking it, or blocked by it) has 'that "
             "creature'; an attack trigger names none.",
             scenario(rs, [cre("x", "alice", 2, 2, triggers=[{"on": "attacks", "that_creature": {"damage": 1}}])],
                      [("x", "bob")]),
             refused("invalid-scenario", by, "$.permanents[0].triggers[0].that_creature"))


def current_cases() -> None:
    for rs in (MTG, F2020):
        k, by = T(rs), TRIGGER_RULE[rs]["by"]
        case(rs, f"{by}-that-creature-damage-with-deathtouch-and-lifelink",
             "The trigger's damage is its source's: deathtouch destroys the 5/5 blocker, lifelink gains 1", by,
             f"{by}, {NONCOMBAT[rs]}: the 1/1 with deathtouch and lifelink deals the trigger's 1 damage to the 5/5 "
             "blocking it. Any damage from a source with deathtouch is lethal (state-based actions destroy it) and "
             "damage from a source with lifelink gains its controller that much life: alice 21. The attacker stays "
             "blocked and deals no combat damage.",
             scenario(rs, [cre("asp", "alice", 1, 1, "Vampire Aspirant", keywords=["deathtouch", "lifelink"],
                               triggers=[PING]), cre("troll", "bob", 5, 5, "Craw Wurm")],
                      [("asp", "bob")], [("troll", ["asp"])]),
             k.result(k.declared([k.attacks("asp")],
                                 [k.blocks("troll", "asp"), k.blocked("asp"), trig(by, "asp", "troll"),
                                  *ping(k, "asp", "troll", 1, 1), k.life("alice", 1, 21, "asp", k.r["gain"]),
                                  k.dies("troll", "deathtouch")]),
                      [k.regular([], [])],
                      {"asp": attacked(1, 1), "troll": GY}, alice=(21, 0, False)))
    k, by = T(MTG), TRIGGER_RULE[MTG]["by"]
    twice = cre("asp", "alice", 2, 2, "Twice-Pinging Aspirant", triggers=[PING, PING])
    case(MTG, "400.7-that-creature-returned-by-undying-is-a-new-object",
         "The 1/1 undying blocker dies to the first trigger and returns: the second trigger does nothing to it", "400.7",
         f"{by}, 702.93a, 603.3, 400.7: the first trigger kills the 1/1; its undying trigger goes on the stack above the "
         "second block trigger and resolves first: it returns with a +1/+1 counter (2/2), a new object that is not "
         "blocking. The second trigger's 'that creature' was the old object: it does nothing. The 2/2 attacker stays "
         "blocked and deals no combat damage.",
         scenario(MTG, [twice, cre("elf", "bob", 1, 1, "Undying Elf", keywords=["undying"])],
                  [("asp", "bob")], [("elf", ["asp"])]),
         k.result(k.declared([k.attacks("asp")],
                             [k.blocks("elf", "asp"), k.blocked("asp"),
                              trig(by, "asp", "elf"), *ping(k, "asp", "elf", 1, 1), k.dies("elf"),
                              ev("trigger", "702.93a", source="elf", ability="undying"),
                              ev("returns", "702.93a", id="elf", counters={"+1/+1": 1}),
                              trig(by, "asp", "elf")]),
                  [k.regular([], [])],
                  {"asp": attacked(2, 2), "elf": on(2, 2, 0, {"+1/+1": 1})}))
    flail = cre("drake", "bob", 2, 2, "Flailing Drake",
                triggers=[{"on": "blocks-or-becomes-blocked-by-a-creature", "that_creature": {"power": 1, "toughness": 1}}])
    blocks = BLOCKS_A_CREATURE[MTG]
    case(MTG, f"{blocks}-that-creature-gets-plus-1-plus-1",
         "Blocks a creature: that creature gets +1/+1 until end of turn, so the 2/2 attacker kills the 2/2 blocker "
         "and survives", blocks,
         f"{blocks}, 611.2a: the 2/2 blocker's trigger gives the attacker +1/+1: a 3/3. It deals 3 to the 2/2, "
         "which dies, and takes 2.",
         scenario(MTG, [cre("bear", "alice", 2, 2, "Grizzly Bears"), flail], [("bear", "bob")], [("drake", ["bear"])]),
         k.result(k.declared([k.attacks("bear")],
                             [k.blocks("drake", "bear"), k.blocked("bear"), trig(blocks, "drake", "bear", EITHER),
                              k.pump("bear", 1, 1)]),
                  [k.regular([("bear", {"drake": 3}), ("drake", {"bear": 2})],
                             k.hit("bear", "drake", 3, 3) + k.hit("drake", "bear", 2, 2) + [k.dies("drake")])],
                  {"bear": attacked(3, 3, 2), "drake": GY}))

    watcher = cre("x", "bob", 2, 2, "Watchful Bear", triggers=[{"on": "another-creature-you-control-dies", "counters": 1}])
    two = cre("asp", "alice", 3, 1, "Two-Pinging Acolyte",
              triggers=[{"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 2}}])
    case(MTG, f"{by}-that-creature-instances-resolve-in-the-order-blocks-are-declared",
         "One ability for two blockers: the instance for the blocker declared first resolves first", by,
         f"{by}, 603.3b, 603.10a: the ability triggers once for each blocker; the engine resolves the instance for the "
         "creature declared first first (its controller's order, not yet a trigger_order entry). It deals 2 to the "
         "1/1, which dies: the 2/2's 'whenever another creature you control dies' goes on the stack above the second "
         "instance and resolves first (a +1/+1 counter: 3/3). The second deals 2 to the 3/3, which survives; in the "
         "combat damage step the 3/1 deals 3 to it (5 marked) and takes 3: both die.",
         scenario(MTG, [two, cre("elf", "bob", 1, 1, "Llanowar Elves"), watcher], [("asp", "bob")],
                  [("elf", ["asp"]), ("x", ["asp"])]),
         k.result(k.declared([k.attacks("asp")],
                             [k.blocks("elf", "asp"), k.blocks("x", "asp"), k.blocked("asp"),
                              trig(by, "asp", "elf"), *ping(k, "asp", "elf", 2, 2), k.dies("elf"),
                              ev("trigger", "603.10a", source="x", ability="triggers",
                                 note="whenever another creature you control dies"),
                              ev("counters", "603.10a", id="x", kind="+1/+1", amount=1),
                              trig(by, "asp", "x"), *ping(k, "asp", "x", 2, 2)]),
                  [k.regular([("asp", {"x": 3}), ("x", {"asp": 3})],
                             k.hit("asp", "x", 3, 5) + k.hit("x", "asp", 3, 3) + [k.dies("asp"), k.dies("x")])],
                  {"asp": GY, "elf": GY, "x": GY}))


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, current_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
