"""Write the golden files of triggers that watch other events into tests/scenarios/triggers: "whenever you gain life"
(119.9), "whenever another creature (you control) dies" (603.6c, 603.10a) and evolve (702.100).

"Whenever you gain life, put a +1/+1 counter on this creature" (Ajani's Pridemate) triggers once for each life gain
event: lifelink damage (120.3f; in the 2003-2009 rules lifelink was itself a trigger, 502.68, whose resolution is the
gain), an own trigger's "you gain N life", the board's ``life`` action. Each source's gain is its own event, so two
lifelinkers dealing damage at once trigger it twice; a gain of 0 is no event (119.9). It waits for the stack until
state-based actions are done (603.3): with first strike the counter is there before the regular damage.

"Whenever another creature you control dies" is a leaves-the-battlefield ability that looks back in time (603.10a):
creatures that die at once see each other die, and the ability of one that died resolves though it is gone (it then
changes only the players' life). Evolve (702.100a, 2013: not in the classic rules) triggers as a creature with
greater power and/or toughness enters under its controller's control, and checks that again as it resolves (603.4).

Rule numbers: 119.9, 603.10a and 702.100a in the current rules; 118.9 (life was 118), 603.10a and 702.99a (ward,
inserted in 2021, moved the keywords after banding up by one) in those of January 2020; in the 2003-2009 rules a
triggered ability is cited by its section, 410 (no text of the life-gain subrule was read), and leaves-play abilities
that look back in time 410.10d. Each case states by hand what triggers, in which order it resolves and the final
board; the engine is consulted only by ``--compare``.

    python3 tests/golden/watch_triggers.py             # (re)write the files
    python3 tests/golden/watch_triggers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, HAND, J, act, attacked, cre, ev, on, refused, walker  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CASES, CLASSIC, ERAS, F2020, MTG, OUT, T, case, scenario  # noqa: E402

GAIN = {MTG: "119.9", F2020: "118.9", CLASSIC: "410"}
LIFELINK = {MTG: "120.3f", F2020: "119.3f", CLASSIC: "502.68"}
OTHER_DIES = {MTG: "603.10a", F2020: "603.10a", CLASSIC: "410.10d"}
EVOLVE = {MTG: "702.100a", F2020: "702.99a"}
NINJUTSU = {MTG: ("702.49a", "702.49c"), F2020: ("702.48a", "702.48c")}

#: Ajani's Pridemate (2/2): "Whenever you gain life, put a +1/+1 counter on this creature."
PRIDE = {"on": "you-gain-life", "counters": 1}
#: "Whenever another creature you control dies, put a +1/+1 counter on this creature." (Season of Loss-like, a 2/2)
GRIEF = {"on": "another-creature-you-control-dies", "counters": 1}


def pridemate(**fields: object) -> J:
    return cre("pride", "alice", 2, 2, "Ajani's Pridemate", triggers=[PRIDE], **fields)


def counted(k: T, rule: str, note: str, ident: str = "pride") -> list[J]:
    """An own trigger of another event resolving: a +1/+1 counter on its creature."""
    return [ev("trigger", rule, source=ident, ability="triggers", note=note),
            ev("counters", rule, id=ident, kind="+1/+1", amount=1)]


def proud(k: T) -> list[J]:
    return counted(k, GAIN[k.rs], "whenever you gain life")


def linked(k: T, source: str, amount: int, alice: int) -> list[J]:
    """Lifelink's gain (120.3f); in the classic rules its trigger resolving (502.68)."""
    rule = LIFELINK[k.rs]
    gain = ev("life", rule, player="alice", amount=amount, life=alice, source=source)
    return [ev("trigger", rule, source=source, ability="lifelink"), gain] if k.rs == CLASSIC else [gain]


def lifegain_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), GAIN[rs]
        link = cre("link", "alice", 2, 2, keywords=["first_strike", "lifelink"])
        first = k.first([("link", {"bob": 2})], k.hit_player("link", "bob", 2, 18) + linked(k, "link", 2, 22) + proud(k))
        case(rs, f"{r}-you-gain-life-lifelink-first-strike-counter-before-regular-damage",
             "Lifelink in the first-strike step: the Pridemate's counter is there before the regular damage", r,
             f"{r}, {LIFELINK[rs]}: the 2/2 with first strike and lifelink deals 2 to bob in the first-strike step "
             "and alice gains 2; 'whenever you gain life, put a +1/+1 counter on this creature' triggers and resolves "
             "before the regular damage step (603.3), so the Pridemate deals 3: bob 15, alice 22.",
             scenario(rs, [link, pridemate()], [("link", "bob"), ("pride", "bob")]),
             k.result(k.declared([k.attacks("link"), k.attacks("pride")], [k.unblocked("link"), k.unblocked("pride")]),
                      [first, k.regular([("pride", {"bob": 3})], k.hit_player("pride", "bob", 3, 15))],
                      {"link": attacked(2, 2), "pride": attacked(3, 3, counters={"+1/+1": 1})},
                      alice=(22, 0, False), bob=(15, 0, False)))
        l1, l2 = (cre(i, "alice", 1, 1, keywords=["lifelink"]) for i in ("l1", "l2"))
        if rs == CLASSIC:
            hits = k.hit_player("l1", "bob", 1, 19) + k.hit_player("l2", "bob", 1, 18) + k.hit_player("pride", "bob", 2, 16)  # each lifelink trigger resolves; the Pridemate's goes on the stack above the next (603.3b)
            events = hits + linked(k, "l1", 1, 21) + proud(k) + linked(k, "l2", 1, 22) + proud(k)
        else:  # the damage and its gains at once (510.2), one event per source (119.9); then both triggers
            events = (k.hit_player("l1", "bob", 1, 19) + linked(k, "l1", 1, 21) + k.hit_player("l2", "bob", 1, 18)
                      + linked(k, "l2", 1, 22) + k.hit_player("pride", "bob", 2, 16) + proud(k) + proud(k))
        case(rs, f"{r}-you-gain-life-two-lifelinkers-at-once-two-triggers",
             "Two lifelinkers deal damage at once: two life gain events, two Pridemate counters", r,
             f"{r}: each source that causes a gain is its own life gain event, damage dealt at once too: the two 1/1 "
             "lifelinkers gain alice 1 each (22), and the Pridemate's ability triggers twice: a 4/4 after combat "
             "damage (bob 16).",
             scenario(rs, [l1, l2, pridemate()], [("l1", "bob"), ("l2", "bob"), ("pride", "bob")]),
             k.result(k.declared([k.attacks("l1"), k.attacks("l2"), k.attacks("pride")],
                                 [k.unblocked("l1"), k.unblocked("l2"), k.unblocked("pride")]),
                      [k.regular([("l1", {"bob": 1}), ("l2", {"bob": 1}), ("pride", {"bob": 2})], events)],
                      {"l1": attacked(1, 1), "l2": attacked(1, 1), "pride": attacked(4, 4, counters={"+1/+1": 2})},
                      alice=(22, 0, False), bob=(16, 0, False)))
    k, r = T(MTG), GAIN[MTG]
    case(MTG, "119.9-you-gain-life-all-damage-prevented-no-trigger",
         "Lifelink damage all prevented: a gain of 0 is no life gain event, and the Pridemate gets nothing", r,
         "119.9, 120.3f, 615.1: a prevention shield of 2 on bob prevents the lifelinker's 2: no damage is dealt, "
         "alice gains 0 life, which is no life gain event: nothing triggers.",
         scenario(MTG, [cre("link", "alice", 2, 2, keywords=["lifelink"]), pridemate()], [("link", "bob")],
                  actions=[act("after-blocks", "prevent", target="bob", amount=2)]),
         k.result(k.declared([k.attacks("link")], [k.unblocked("link"),
                                                   ev("shield", "615.1", id="bob", amount=2)]),
                  [k.regular([("link", {"bob": 2})],
                             [ev("damage", "615.7", source="link", target="bob", amount=0, combat=True, prevented=2)])],
                  {"link": attacked(2, 2), "pride": on(2, 2)}))
    herald = cre("herald", "alice", 4, 3, "Herald of Faith", keywords=["flying"],
                 triggers=[{"on": "attacks", "gain_life": 2}])
    case(MTG, "119.9-you-gain-life-an-attack-trigger-gains-life",
         "'Whenever it attacks, you gain 2 life' triggers the Pridemate before blockers are declared", r,
         "119.9, 508.3a: the Herald's attack trigger resolves: alice 22; that gain triggers the Pridemate, which "
         "resolves before blockers are declared (603.3): a 3/3. Unblocked, they deal 4 + 3: bob 13.",
         scenario(MTG, [herald, pridemate()], [("herald", "bob"), ("pride", "bob")]),
         k.result(k.declared([k.attacks("herald"), k.attacks("pride"), k.own("herald", "attacks"),
                              ev("life", "508.3a", player="alice", amount=2, life=22, source="herald")] + proud(k),
                             [k.unblocked("herald"), k.unblocked("pride")]),
                  [k.regular([("herald", {"bob": 4}), ("pride", {"bob": 3})],
                             k.hit_player("herald", "bob", 4, 16) + k.hit_player("pride", "bob", 3, 13))],
                  {"herald": attacked(4, 3), "pride": attacked(3, 3, counters={"+1/+1": 1})},
                  alice=(22, 0, False), bob=(13, 0, False)))
    case(MTG, "119.9-you-gain-life-a-stated-life-action",
         "A life gain the board states (a 'life' action of +3) triggers the Pridemate; an opponent's does not", r,
         "119.9, 119.3: after blocks alice gains 3 life (a spell the board states) and bob gains 2: alice's gain "
         "triggers her Pridemate (a 3/3 before damage); bob's gain is not 'you' gaining life for alice's creature. "
         "The 3/3 deals 3 to bob, at 22 after his gain: 19.",
         scenario(MTG, [pridemate()], [("pride", "bob")],
                  actions=[act("after-blocks", "life", target="alice", amount=3),
                           act("after-blocks", "life", target="bob", amount=2)]),
         k.result(k.declared([k.attacks("pride")],
                             [k.unblocked("pride"), ev("life", "119.3", player="alice", amount=3, life=23)] + proud(k)
                             + [ev("life", "119.3", player="bob", amount=2, life=22)]),
                  [k.regular([("pride", {"bob": 3})], k.hit_player("pride", "bob", 3, 19))],
                  {"pride": attacked(3, 3, counters={"+1/+1": 1})}, alice=(23, 0, False), bob=(19, 0, False)))
    case(MTG, "104.4b-you-gain-life-that-gains-life-is-a-loop-refused",
         "'Whenever you gain life, you gain 1 life' loops without end: refused as too large, never a hang", "104.4b",
         "104.4b: a loop of mandatory actions no player can stop (each gain triggers another gain) would make the "
         "game a draw; the engine bounds the events a resolution makes and refuses the board (too-large).",
         scenario(MTG, [cre("loop", "alice", 2, 2, keywords=["lifelink"], triggers=[{"on": "you-gain-life",
                                                                                     "gain_life": 1}])],
                  [("loop", "bob")]),
         refused("too-large", None, "$.permanents"))


def ninja_board(rs: str, evolver: J, ninja_pt: tuple[int, int]) -> J:
    return scenario(rs, [evolver, cre("rogue", "alice", 1, 1, "Faerie Rogue"),
                         cre("ninja", "alice", *ninja_pt, zone="hand", keywords=["ninjutsu"])],
                    [("rogue", "bob")], actions=[act("after-blocks", "ninjutsu", **{"return": "rogue", "ninja": "ninja"})])


def ninja_enters(rs: str, k: T, then: list[J]) -> list[J]:
    back, enters = NINJUTSU[rs]
    return k.declared([k.attacks("rogue")],
                      [k.unblocked("rogue"), ev("leaves", back, id="rogue", to="hand", reason="ninjutsu"),
                       ev("enters", enters, id="ninja", tapped=True, attacking="bob", blocked=False)] + then)


def evolve_cases() -> None:
    for rs in (MTG, F2020):
        k, r = T(rs), EVOLVE[rs]
        evolved = [ev("trigger", r, source="evo", ability="evolve", target="ninja"),
                   ev("counters", r, id="evo", kind="+1/+1", amount=1)]

        def hit(power: int) -> J:
            return k.regular([("ninja", {"bob": power})], k.hit_player("ninja", "bob", power, 20 - power))

        for name, title, pt, evo_pt, grows, why in (
                ("bigger", "a 3/2 ninja enters: the 2/2 evolves", (3, 2), (2, 2), True,
                 "its power 3 is greater than the 2/2's 2: a +1/+1 counter, a 3/3"),
                ("tougher-only", "a 2/2 ninja enters: the 3/1 evolves on toughness alone", (2, 2), (3, 1), True,
                 "its toughness 2 is greater than the 3/1's 1 (and/or): a +1/+1 counter, a 4/2"),
                ("equal", "a 2/2 ninja enters: the 2/2 doesn't evolve", (2, 2), (2, 2), False,
                 "neither its power nor its toughness is greater: nothing triggers"),
                ("smaller", "a 1/1 ninja enters: the 2/2 doesn't evolve", (1, 1), (2, 2), False,
                 "it is smaller: nothing triggers")):
            evo = cre("evo", "alice", *evo_pt, keywords=["evolve"])
            final = on(evo_pt[0] + 1, evo_pt[1] + 1, counters={"+1/+1": 1}) if grows else on(*evo_pt)
            case(rs, f"{r}-evolve-{name}", f"Evolve: {title}", r,
                 f"{r}: ninjutsu puts the ninja onto the battlefield under alice's control; {why}.",
                 ninja_board(rs, evo, pt),
                 k.result(ninja_enters(rs, k, evolved if grows else []), [hit(pt[0])],
                          {"evo": final, "rogue": {"zone": "hand"}, "ninja": attacked(*pt)}, bob=(20 - pt[0], 0, False)))
        twice = cre("evo", "alice", 2, 2, keywords=["evolve", "evolve"])
        case(rs, f"603.4-evolve-twice-the-second-checks-again", "Evolve twice: the second checks again and does nothing",
             "603.4",
             f"{r}, 702.100d, 603.4: each instance triggers as the 3/2 ninja enters (3 > 2). The first gives a counter: "
             "a 3/3. The second checks its intervening 'if' again as it resolves: 3 is not greater than 3, nor 2 than "
             "3: it does nothing.",
             ninja_board(rs, twice, (3, 2)),
             k.result(ninja_enters(rs, k, evolved + [ev(
                 "trigger", r, source="evo", ability="evolve", target="ninja",
                 note="neither its power nor its toughness is greater now: the trigger does nothing (603.4)")]),
                 [hit(3)], {"evo": on(3, 3, counters={"+1/+1": 1}), "rogue": {"zone": "hand"}, "ninja": attacked(3, 2)},
                 bob=(17, 0, False)))
        # 603.6b: a static's effect applies to the ninja the moment it is on the battlefield, attacking or not.
        lord = cre("evo", "alice", 2, 2, "Evolving lord", keywords=["evolve"],
                   statics=[{"affects": {"controller": "you", "other": True}, "power": 1, "toughness": 1}])
        board = scenario(rs, [lord, cre("rogue", "alice", 1, 1, "Faerie Rogue"),
                              cre("ninja", "alice", 2, 2, zone="hand", keywords=["ninjutsu"]), walker("pw", "bob", 3)],
                         [("rogue", "pw")],
                         actions=[act("after-blocks", "remove", target="pw", to="graveyard"),
                                  act("after-blocks", "ninjutsu", **{"return": "rogue", "ninja": "ninja"})])
        back = NINJUTSU[rs][0]
        case(rs, f"{r}-evolve-a-ninja-entering-not-attacking-gets-the-lords-bonus-first",
             "A 2/2 ninja enters not attacking (its planeswalker is gone) under a lord: a 3/3, the evolver evolves", r,
             f"{r}, 603.6b, 508.4a: the rogue attacks bob's planeswalker, which leaves the battlefield after blocks; "
             "ninjutsu then puts the 2/2 ninja onto the battlefield tapped but not attacking (nothing of its "
             "attack is left to attack). 'Other creatures you control get +1/+1' applies the moment it is there, so "
             "it enters a 3/3, greater than the 2/2 evolver: a +1/+1 counter, a 3/3. No combat damage is dealt.",
             board,
             k.result(k.declared([k.static("rogue", 1, 1)[0], k.attacks("rogue", "pw")],
                                 [k.unblocked("rogue"), ev("leaves", "506.4", id="pw", to="graveyard", reason="removed"),
                                  ev("leaves", back, id="rogue", to="hand", reason="ninjutsu"),
                                  ev("enters", "508.4a", id="ninja", tapped=True, attacking=None, target="pw"),
                                  *k.static("ninja", 1, 1),
                                  ev("trigger", r, source="evo", ability="evolve", target="ninja"),
                                  ev("counters", r, id="evo", kind="+1/+1", amount=1)]),
                      [k.regular([], [])],
                      {"evo": on(3, 3, counters={"+1/+1": 1}), "rogue": HAND, "ninja": attacked(3, 3), "pw": GY}))
        # Tyranid Prime: "Evolve. Other creatures you control have evolve." (a keyword a lord grants, 613.1f)
        undying = {MTG: "702.93a", F2020: "702.92a"}[rs]
        prime = cre("prime", "alice", 0, 4, "Tyranid Prime", keywords=["evolve"],
                    statics=[{"affects": {"controller": "you", "other": True}, "keywords": ["evolve"]}])
        grown = [ev("trigger", r, source=i, ability="evolve", target="geist") for i in ("prime", "cub")]
        case(rs, f"{r}-evolve-granted-by-a-lord-each-creature-evolves",
             "'Other creatures you control have evolve': an undying 3/3 returns, the lord and the 1/1 both evolve", r,
             f"{r}, 613.1f, 702.93a: the 2/2 undying geist (with evolve from the lord) and the 2/2 ogre kill each "
             "other; the geist returns a 3/3 with a +1/+1 counter, a new object the lord gives evolve again. The "
             "lord's evolve (3 > 0) and the 1/1 cub's granted evolve (3 > 1) trigger; the geist's own doesn't (it "
             "is not greater than itself): the lord a 1/5, the cub a 2/2.",
             scenario(rs, [prime, cre("cub", "alice", 1, 1, "Cub"),
                           cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"]),
                           cre("ogre", "bob", 2, 2, "Ogre")], [("geist", "bob")], [("ogre", ["geist"])]),
             k.result(k.declared([*k.static("cub", gains="evolve"), *k.static("geist", gains="evolve"),
                                  k.attacks("geist")], [k.blocks("ogre", "geist"), k.blocked("geist")]),
                      [k.regular([("geist", {"ogre": 2}), ("ogre", {"geist": 2})],
                                 k.hit("geist", "ogre", 2, 2) + k.hit("ogre", "geist", 2, 2)
                                 + [k.dies("geist"), k.dies("ogre"),
                                    ev("trigger", undying, source="geist", ability="undying"),
                                    ev("returns", undying, id="geist", counters={"+1/+1": 1}),
                                    *k.static("geist", gains="evolve"),
                                    grown[0], ev("counters", r, id="prime", kind="+1/+1", amount=1),
                                    grown[1], ev("counters", r, id="cub", kind="+1/+1", amount=1)])],
                      {"prime": on(1, 5, counters={"+1/+1": 1}), "cub": on(2, 2, counters={"+1/+1": 1}),
                       "geist": on(3, 3, counters={"+1/+1": 1}), "ogre": GY}))
    case(CLASSIC, "702.100-evolve-not-in-ruleset", "Evolve (Gatecrash, 2013) is not in the classic rules", "702.100",
         "Evolve first appeared in Gatecrash (2013), after the classic rules ended (July 2009): refused with "
         "not-in-ruleset.",
         scenario(CLASSIC, [cre("evo", "alice", 2, 2, keywords=["evolve"])], [("evo", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))


def dies_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), OTHER_DIES[rs]
        mourner = cre("mourner", "alice", 2, 2, triggers=[GRIEF])
        case(rs, f"{r}-another-creature-you-control-dies-counter",
             "Two creatures die: the one alice controlled puts a counter on her watcher, bob's does not", r,
             f"{r}, 603.6c: the 2/2 bear and the 2/2 that blocks it deal each other lethal damage and die at once. "
             "'Whenever another creature you control dies' triggers for alice's bear only: the watcher becomes 3/3.",
             scenario(rs, [cre("bear", "alice", 2, 2), mourner, cre("ogre", "bob", 2, 2)], [("bear", "bob")],
                      [("ogre", ["bear"])]),
             k.result(k.declared([k.attacks("bear")], [k.blocks("ogre", "bear"), k.blocked("bear")]),
                      [k.regular([("bear", {"ogre": 2}), ("ogre", {"bear": 2})],
                                 k.hit("bear", "ogre", 2, 2) + k.hit("ogre", "bear", 2, 2)
                                 + [k.dies("bear"), k.dies("ogre")]
                                 + counted(k, r, "whenever another creature you control dies", "mourner"))],
                      {"bear": GY, "ogre": GY, "mourner": on(3, 3, counters={"+1/+1": 1})}))
        pair = [cre(i, "alice", 2, 2, triggers=[{"on": "another-creature-you-control-dies", "gain_life": 1,
                                                  "counters": 1}]) for i in ("a", "b")]
        note = "whenever another creature you control dies"
        case(rs, f"{r}-another-creature-you-control-dies-simultaneous-deaths-see-each-other",
             "Two watchers die at once: each sees the other die, and gains alice 1 life from the graveyard", r,
             f"{r}: both 2/2s are blocked by 2/2s and all four die at once. Looking back in time, each of alice's "
             "creatures was on the battlefield as the other died: both abilities trigger. They resolve with their "
             "creatures gone: no counter, but 'you gain 1 life' happens (113.7a): alice 22.",
             scenario(rs, [*pair, cre("x", "bob", 2, 2), cre("y", "bob", 2, 2)], [("a", "bob"), ("b", "bob")],
                      [("x", ["a"]), ("y", ["b"])]),
             k.result(k.declared([k.attacks("a"), k.attacks("b")],
                                 [k.blocks("x", "a"), k.blocks("y", "b"), k.blocked("a"), k.blocked("b")]),
                      [k.regular([("a", {"x": 2}), ("b", {"y": 2}), ("x", {"a": 2}), ("y", {"b": 2})],
                                 k.hit("a", "x", 2, 2) + k.hit("b", "y", 2, 2) + k.hit("x", "a", 2, 2)
                                 + k.hit("y", "b", 2, 2) + [k.dies("a"), k.dies("b"), k.dies("x"), k.dies("y")]
                                 + [ev("trigger", r, source="b", ability="triggers", note=note),
                                    ev("life", r, player="alice", amount=1, life=21, source="b"),
                                    ev("trigger", r, source="a", ability="triggers", note=note),
                                    ev("life", r, player="alice", amount=1, life=22, source="a")])],
                      {"a": GY, "b": GY, "x": GY, "y": GY}, alice=(22, 0, False)))
    k, r = T(MTG), OTHER_DIES[MTG]
    note = "whenever another creature dies"
    case(MTG, "603.10a-another-creature-dies-pump-for-each",
         "'Whenever another creature dies, +1/+1 until end of turn': two die, the watcher is a 4/4", r,
         "603.10a, 603.6c: the bear (alice's) and the ogre (bob's) die at once; 'another creature' is anyone's, so "
         "the ability triggers twice: +2/+2 until end of turn.",
         scenario(MTG, [cre("bear", "alice", 2, 2), cre("ghoul", "alice", 2, 2, triggers=[
             {"on": "another-creature-dies", "power": 1, "toughness": 1}]), cre("ogre", "bob", 2, 2)],
             [("bear", "bob")], [("ogre", ["bear"])]),
         k.result(k.declared([k.attacks("bear")], [k.blocks("ogre", "bear"), k.blocked("bear")]),
                  [k.regular([("bear", {"ogre": 2}), ("ogre", {"bear": 2})],
                             k.hit("bear", "ogre", 2, 2) + k.hit("ogre", "bear", 2, 2)
                             + [k.dies("bear"), k.dies("ogre")]
                             + [ev("trigger", r, source="ghoul", ability="triggers", note=note), k.pump("ghoul", 1, 1),
                                ev("trigger", r, source="ghoul", ability="triggers", note=note), k.pump("ghoul", 1, 1)])],
                  {"bear": GY, "ogre": GY, "ghoul": on(4, 4)}))
    case(MTG, "603.10a-another-creature-you-control-dies-sacrificed-by-an-action",
         "A creature sacrificed after blocks (a 'remove' action to the graveyard) dies: the watcher gets its counter",
         r, "603.10a, 700.4: the board states a sacrifice after blocks; the creature is put into a graveyard from the "
            "battlefield, so it dies, and alice's watcher triggers: a 3/3 before combat damage, bob 17.",
         scenario(MTG, [cre("bear", "alice", 2, 2), cre("mourner", "alice", 2, 2, triggers=[GRIEF])],
                  [("mourner", "bob")], actions=[act("after-blocks", "remove", target="bear", to="graveyard")]),
         k.result(k.declared([k.attacks("mourner")],
                             [k.unblocked("mourner"), ev("leaves", "506.4", id="bear", to="graveyard", reason="removed")]
                             + counted(k, r, "whenever another creature you control dies", "mourner")),
                  [k.regular([("mourner", {"bob": 3})], k.hit_player("mourner", "bob", 3, 17))],
                  {"bear": GY, "mourner": attacked(3, 3, counters={"+1/+1": 1})}, bob=(17, 0, False)))


def refusal_cases() -> None:
    rift = {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": "bob"},
            "permanents": [{"id": "a1", "controller": "alice", "types": ["unit"], "might": 2,
                            "triggers": [{"on": "you-gain-life", "counters": 1}]},
                           {"id": "d1", "controller": "bob", "types": ["unit"], "might": 1}]}
    CASES.add("119.9-you-gain-life-trigger-not-in-riftbound", "Riftbound refuses Magic's own-trigger field", "119.9",
              "119.9 (Magic): Riftbound units have no such field; the field is refused, not ignored.", rift,
              refused("not-in-ruleset", None, "$.permanents[0].triggers"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "evo", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["evolve"]},
                         {"id": "dies", "controller": "alice", "power": 2, "toughness": 2,
                          "triggers": [{"on": "another-creature-dies", "counters": 1}]}]}
    CASES.add("702.100-evolve-and-dies-watchers-not-in-puzzle-quest",
              "Puzzle Quest refuses evolve and Magic's own-trigger field", "702.100",
              "702.100, 603.10a (Magic): Puzzle Quest has neither; each is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))


def build() -> list[J]:
    CASES.clear()
    for builder in (lifegain_cases, evolve_cases, dies_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
