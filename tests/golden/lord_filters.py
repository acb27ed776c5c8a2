"""Write the golden files of the filters an anthem or lord's ``affects`` may name besides whose, which types and
which keywords (tests/scenarios/statics, beside tests/golden/statics.py's) from hand-derived expectations.

"Each creature you control with a +1/+1 counter on it has trample" (``counters``, 122.1a), "Other colorless
creatures you control get +1/+1" (``colorless``, 105.2c), "Multicolored creatures you control have flying"
(``multicolored``, 105.2b), "Nonblack creatures get -1/-1" (``not_colors``), "Other legendary creatures you control
get +2/+2" (``supertypes``, read from each creature's own ``supertypes``, 205.4a). A static ability's effect is not
locked in (611.3a; 418 in the 2003-2009 rules): which creatures it reaches is checked again whenever what the filter
reads changes, so a creature that gets its first +1/+1 counter during the combat (an action, renown) gains the
keyword at once, and one whose +1/+1 counter is removed with a -1/-1 counter by the state-based actions (704.5q;
420.5 in the classic rules) loses it. Each case states by hand which creatures the effect reaches and when, the
damage and the final board, in every Magic era that has the rule. The engine is consulted only by ``--compare``.

Rule numbers: colours are 105.2 in the current and January 2020 rules and 203.2 (the section: its subrule letters
are not confirmed) in the 2003-2008 ones; supertypes are 205.4a in all three; a counter put by an effect cites 122.1a
(121.1a in January 2020; the classic number is not confirmed, so the engine cites today's), wither's -1/-1 counters
120.3d (119.3d in 2020; the classic section 502), the pair of counters removed 704.5q (420.5 classic).

    python3 tests/golden/lord_filters.py             # (re)write the files
    python3 tests/golden/lord_filters.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, SCENARIOS, J, act, attacked, cre, ev, on, plain_on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.statics import lord  # noqa: E402
from golden.triggers import CLASSIC, EraCases, ERAS, F2020, MTG, STATIC_RULE, T, scenario  # noqa: E402

OUT = SCENARIOS / "statics"
CASES = EraCases()
#: "With a +1/+1 counter on it" (122.1a).
ONE_COUNTER = {"kind": "+1/+1", "at_least": 1}
#: The rule a counter put by a ``counters`` action cites, by era.
COUNTERS_PUT = {MTG: "122.1a", F2020: "121.1a", CLASSIC: "122.1a"}
#: Wither's damage as -1/-1 counters, by era.
WITHER = {MTG: "120.3d", F2020: "119.3d", CLASSIC: "502"}
#: The state-based action that removes a +1/+1 and a -1/-1 counter in pairs, by era.
ANNIHILATE = {MTG: "704.5q", F2020: "704.5q", CLASSIC: "420.5"}
#: The rules on colours a case cites in its text, by era (105.2a-c; 203.2 in the 2003-2008 rules).
COLORLESS = {MTG: "105.2c", F2020: "105.2c", CLASSIC: "203.2"}
MULTICOLORED = {MTG: "105.2b", F2020: "105.2b", CLASSIC: "203.2"}

case = CASES.case


def counter_cases() -> None:
    """"Each creature you control with a +1/+1 counter on it has trample": gained and lost during the combat."""
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        crawler = lord("crawler", "alice", (0, 3), "Duskshell Crawler", {"counters": ONE_COUNTER}, keywords=["trample"])
        case(rs, f"{r}-lord-with-a-plus-one-counter-trample-from-a-counter-put-after-blocks",
             "'Each creature you control with a +1/+1 counter on it has trample': the 3/3 gets a counter after blocks, "
             "so it tramples over the 1/1", r,
             f"{r}, {COUNTERS_PUT[rs]}: the static ability reaches each creature alice controls with a +1/+1 counter, "
             "at every moment. The bear has none as it attacks and is blocked; the counter put on it after blocks "
             "makes it a 4/4 with trample at once, before damage is assigned: 1 (lethal) to the 1/1 blocker and 3 to "
             "bob. The Crawler itself has no counter and no trample.",
             scenario(rs, [crawler, cre("bear", "alice", 3, 3, "Bear"), cre("chump", "bob", 1, 1, "Chump")],
                      [("bear", "bob")], [("chump", ["bear"])],
                      actions=[act("after-blocks", "counters", target="bear", kind="+1/+1", amount=1)]),
             k.result(k.declared([k.attacks("bear")],
                                 [k.blocks("chump", "bear"), k.blocked("bear"),
                                  ev("counters", COUNTERS_PUT[rs], id="bear", kind="+1/+1", amount=1)]
                                 + k.static("bear", gains="trample")),
                      [k.regular([("bear", {"chump": 1, "bob": 3}), ("chump", {"bear": 1})],
                                 k.hit("bear", "chump", 1, 1) + k.hit_player("bear", "bob", 3, 17)
                                 + k.hit("chump", "bear", 1, 1) + [k.dies("chump")])],
                      {"crawler": on(0, 3), "bear": attacked(4, 4, 1, {"+1/+1": 1}), "chump": GY},
                      bob=(17, 0, False)))
        case(rs, f"{r}-lord-with-a-plus-one-counter-annihilated-by-wither-loses-trample",
             "'Each creature you control with a +1/+1 counter on it has trample': a first striker with wither puts a "
             "-1/-1 counter on the 3/3, the pair is removed, and it no longer tramples in the regular step", r,
             f"{r}, {WITHER[rs]}, {ANNIHILATE[rs]}: the 2/2 bear with a +1/+1 counter is a 3/3 with trample. In the "
             "first-strike step the 1/1 blocker with first strike and wither deals it 1 damage as a -1/-1 counter; "
             "the state-based actions remove the +1/+1 and -1/-1 counters in pairs, so the bear (a 2/2 now) has no "
             "+1/+1 counter and loses trample at once. In the regular step it has no trample: its 2 damage all goes to "
             "the blocker (it would have trampled 1 over), which dies; bob takes nothing.",
             scenario(rs, [crawler, cre("bear", "alice", 2, 2, "Bear", counters={"+1/+1": 1}),
                           cre("stinger", "bob", 1, 1, "Stinger", keywords=["first_strike", "wither"])],
                      [("bear", "bob")], [("stinger", ["bear"])]),
             k.result(k.declared(k.static("bear", gains="trample") + [k.attacks("bear")],
                                 [k.blocks("stinger", "bear"), k.blocked("bear")]),
                      [k.first([("stinger", {"bear": 1})],
                               [k.damage("stinger", "bear", 1),
                                ev("counters", WITHER[rs], id="bear", kind="-1/-1", amount=1),
                                ev("counters", ANNIHILATE[rs], id="bear", kind="+1/+1 and -1/-1", amount=-1)]
                               + k.static("bear", loses="trample")),
                       k.regular([("bear", {"stinger": 2})], k.hit("bear", "stinger", 2, 2) + [k.dies("stinger")])],
                      {"crawler": on(0, 3), "bear": attacked(2, 2), "stinger": GY}))
    for rs in (MTG, F2020):  # renown dates from 2015 (702.112; 702.111 in 2020): not in the classic rules
        k, r = T(rs), STATIC_RULE[rs]
        priest = lord("priest", "alice", (3, 2), "Abzan Battle Priest", {"counters": ONE_COUNTER}, keywords=["lifelink"])
        gain = {MTG: "120.3f", F2020: "119.3f"}[rs]
        case(rs, f"{r}-lord-with-a-plus-one-counter-lifelink-from-renown-before-the-regular-step",
             "'Each creature you control with a +1/+1 counter on it has lifelink': renown's counter in the "
             "first-strike step gives the double striker lifelink for the regular step", r,
             f"{r}: the unblocked 2/2 with double strike and renown 1 deals 2 to bob in the first-strike step, with "
             "no lifelink; renown triggers and puts a +1/+1 counter on it, and from then on it has lifelink. In the "
             "regular step the 3/3 deals 3 to bob and alice gains 3.",
             scenario(rs, [priest, cre("knight", "alice", 2, 2, "Knight", keywords=["double_strike", "renown:1"])],
                      [("knight", "bob")]),
             k.result(k.declared([k.attacks("knight")], [k.unblocked("knight")]),
                      [k.first([("knight", {"bob": 2})], k.hit_player("knight", "bob", 2, 18) + k.renown("knight", 1)
                               + k.static("knight", gains="lifelink")),
                       k.regular([("knight", {"bob": 3})],
                                 k.hit_player("knight", "bob", 3, 15) + [k.life("alice", 3, 23, "knight", gain)])],
                      {"priest": on(3, 2), "knight": {**attacked(3, 3, 0, {"+1/+1": 1}), "renowned": True}},
                      alice=(23, 0, False), bob=(15, 0, False)))
    k = T(MTG)
    ainok = lord("ainok", "alice", (2, 1), "Ainok Bond-Kin", {"counters": ONE_COUNTER}, keywords=["first_strike"])
    case(MTG, "510.4-lord-with-a-plus-one-counter-first-strike-gained-after-blocks-makes-a-first-strike-step",
         "'Each creature you control with a +1/+1 counter on it has first strike': the counter put on after blocks "
         "gives first strike as the damage step begins, so the 3/3 kills the 3/3 blocker first", "510.4",
         "510.4, 611.3a: whether a first-strike step happens is decided as the combat damage step begins. The bear "
         "gets its +1/+1 counter after blocks, so by then it has first strike: it deals 3 to the 3/3 in the "
         "first-strike step, which dies before it can deal damage.",
         scenario(MTG, [ainok, cre("bear", "alice", 2, 2, "Bear"), cre("ogre", "bob", 3, 3, "Ogre")],
                  [("bear", "bob")], [("ogre", ["bear"])],
                  actions=[act("after-blocks", "counters", target="bear", kind="+1/+1", amount=1)]),
         k.result(k.declared([k.attacks("bear")],
                             [k.blocks("ogre", "bear"), k.blocked("bear"),
                              ev("counters", "122.1a", id="bear", kind="+1/+1", amount=1)]
                             + k.static("bear", gains="first_strike")),
                  [k.first([("bear", {"ogre": 3})], k.hit("bear", "ogre", 3, 3) + [k.dies("ogre")]),
                   k.regular([], [])],
                  {"ainok": on(2, 1), "bear": attacked(3, 3, 0, {"+1/+1": 1}), "ogre": GY}))
    falconer = lord("falconer", "alice", (2, 3), "Abzan Falconer", {"counters": ONE_COUNTER}, keywords=["flying"])
    trained = [falconer, cre("trainee", "alice", 1, 1, "Trainee", keywords=["training"]),
               cre("big", "alice", 3, 3, "Big"), cre("bear", "bob", 2, 2, "Bear")]
    case(MTG, "702.149a-lord-with-a-plus-one-counter-flying-from-training-before-blocks",
         "'Each creature you control with a +1/+1 counter on it has flying': training's counter as it attacks gives "
         "it flying before blockers are declared, so bob's bear blocks the other attacker", "702.149a",
         "702.149a, 611.3a: the 1/1 with training attacks beside a creature with greater power; training resolves in "
         "the declare attackers step and puts a +1/+1 counter on it, so it has flying from then on. Bob's bear can't "
         "block it (702.9b) and blocks the 3/3: the 2/2 flyer deals 2 to bob, the 3/3 kills the bear and is dealt 2.",
         scenario(MTG, trained, [("trainee", "bob"), ("big", "bob")], [("bear", ["big"])]),
         k.result(k.declared([k.attacks("trainee"), k.attacks("big"),
                              ev("trigger", "702.149a", source="trainee", ability="training"),
                              ev("counters", "702.149a", id="trainee", kind="+1/+1", amount=1)]
                             + k.static("trainee", gains="flying"),
                             [k.blocks("bear", "big"), k.unblocked("trainee"), k.blocked("big")]),
                  [k.regular([("trainee", {"bob": 2}), ("big", {"bear": 3}), ("bear", {"big": 2})],
                             k.hit_player("trainee", "bob", 2, 18) + k.hit("big", "bear", 3, 3)
                             + k.hit("bear", "big", 2, 2) + [k.dies("bear")])],
                  {"falconer": on(2, 3), "trainee": attacked(2, 2, 0, {"+1/+1": 1}), "big": attacked(3, 3, 2),
                   "bear": GY}, bob=(18, 0, False)))
    case(MTG, "702.9b-lord-with-a-plus-one-counter-flying-from-training-block-refused",
         "'Each creature you control with a +1/+1 counter on it has flying': after training's counter bob's bear "
         "can't block the trainee", "702.9b",
         "702.9b, 702.149a, 611.3a: training's counter comes before blockers are declared, so the trainee has flying "
         "and a creature without flying or reach can't block it.",
         scenario(MTG, trained, [("trainee", "bob"), ("big", "bob")], [("bear", ["trainee"])]),
         refused("illegal-block", "702.9b", "$.blockers[0].blocks[0]"))
    runadi = lord("runadi", "alice", (1, 1), "Runadi", {"counters": {"kind": "+1/+1", "at_least": 3}},
                  keywords=["trample"])
    case(MTG, "611.3a-lord-with-three-or-more-plus-one-counters-two-are-not-enough",
         "'Creatures you control with three or more +1/+1 counters on them have trample': two counters give no "
         "trample, three do", "611.3a",
         "611.3a, 122.1a: the 2/2 with three +1/+1 counters (a 5/5) tramples 4 over the 1/1 blocker; the 2/2 with two "
         "(a 4/4) has no trample and assigns all 4 to its 1/1 blocker.",
         scenario(MTG, [runadi, cre("big", "alice", 2, 2, "Big", counters={"+1/+1": 3}),
                        cre("mid", "alice", 2, 2, "Mid", counters={"+1/+1": 2}),
                        cre("c1", "bob", 1, 1, "Chump"), cre("c2", "bob", 1, 1, "Chump")],
                  [("big", "bob"), ("mid", "bob")], [("c1", ["big"]), ("c2", ["mid"])]),
         k.result(k.declared(k.static("big", gains="trample") + [k.attacks("big"), k.attacks("mid")],
                             [k.blocks("c1", "big"), k.blocks("c2", "mid"), k.blocked("big"), k.blocked("mid")]),
                  [k.regular([("big", {"c1": 1, "bob": 4}), ("mid", {"c2": 4}), ("c1", {"big": 1}),
                              ("c2", {"mid": 1})],
                             k.hit("big", "c1", 1, 1) + k.hit_player("big", "bob", 4, 16) + k.hit("mid", "c2", 4, 4)
                             + k.hit("c1", "big", 1, 1) + k.hit("c2", "mid", 1, 1) + [k.dies("c1"), k.dies("c2")])],
                  {"runadi": on(1, 1), "big": attacked(5, 5, 1, {"+1/+1": 3}), "mid": attacked(4, 4, 1, {"+1/+1": 2}),
                   "c1": GY, "c2": GY}, bob=(16, 0, False)))


def color_cases() -> None:
    """Colourless, multicoloured and "non-" a colour (105.2; 203.2 in the classic rules)."""
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-lord-other-colorless-creatures-you-control",
             "'Other colorless creatures you control get +1/+1' reaches alice's colourless creature only", r,
             f"{r}, {COLORLESS[rs]}: a colourless object has no colour. Alice's artifact creature with no colour is a "
             "3/3 (3 damage); her red 2/2 is not colourless (2 damage); bob's colourless creature is not hers. The "
             "source is not 'other'.",
             scenario(rs, [lord("heralds", "alice", (2, 2), "Herald of the End", {"other": True, "colorless": True},
                                power=1, toughness=1),
                           cre("golem", "alice", 2, 2, "Golem", types=["artifact", "creature"]),
                           cre("orc", "alice", 2, 2, "Orc Raider", colors=["red"]),
                           cre("statue", "bob", 2, 2, "Statue", types=["artifact", "creature"])],
                      [("golem", "bob"), ("orc", "bob")]),
             k.result(k.declared(k.static("golem", 1, 1) + [k.attacks("golem"), k.attacks("orc")],
                                 [k.unblocked("golem"), k.unblocked("orc")]),
                      [k.regular([("golem", {"bob": 3}), ("orc", {"bob": 2})],
                                 k.hit_player("golem", "bob", 3, 17) + k.hit_player("orc", "bob", 2, 15))],
                      {"heralds": on(2, 2), "golem": attacked(3, 3), "orc": attacked(2, 2), "statue": on(2, 2)},
                      bob=(15, 0, False)))
        case(rs, f"{r}-lord-nonblack-creatures-get-minus-one",
             "'Nonblack creatures get -1/-1': every creature that isn't black, a colourless one too, is smaller", r,
             f"{r}, {COLORLESS[rs]}: bob's black lord's ability reaches every nonblack creature, whoever controls it: "
             "alice's green 2/2 and her colourless 2/2 are 1/1s (1 damage each), her black 2/2 is not reached (2): "
             "bob takes 4. The lord, black itself, is unchanged.",
             scenario(rs, [lord("evincar", "bob", (3, 3), "Evincar", {"controller": "any", "not_colors": ["black"]},
                                power=-1, toughness=-1) | {"colors": ["black"]},
                           cre("elf", "alice", 2, 2, "Elf", colors=["green"]),
                           cre("golem", "alice", 2, 2, "Golem", types=["artifact", "creature"]),
                           cre("rat", "alice", 2, 2, "Rat", colors=["black"])],
                      [("elf", "bob"), ("golem", "bob"), ("rat", "bob")]),
             k.result(k.declared(k.static("elf", -1, -1) + k.static("golem", -1, -1)
                                 + [k.attacks("elf"), k.attacks("golem"), k.attacks("rat")],
                                 [k.unblocked("elf"), k.unblocked("golem"), k.unblocked("rat")]),
                      [k.regular([("elf", {"bob": 1}), ("golem", {"bob": 1}), ("rat", {"bob": 2})],
                                 k.hit_player("elf", "bob", 1, 19) + k.hit_player("golem", "bob", 1, 18)
                                 + k.hit_player("rat", "bob", 2, 16))],
                      {"evincar": on(3, 3), "elf": attacked(1, 1), "golem": attacked(1, 1), "rat": attacked(2, 2)},
                      bob=(16, 0, False)))
        case(rs, f"{r}-lord-multicolored-creatures-you-control-get-plus-one",
             "'Multicolored creatures you control get +1/+1' reaches the two-colour creature only", r,
             f"{r}, {MULTICOLORED[rs]}: a multicoloured object has two or more colours. Alice's white and red 2/2 is "
             "a 3/3: it deals 3 to bob's 3/3 blocker and is dealt 3, so both die (as a 2/2 it would not have killed "
             "the blocker). Her red 2/2 gets nothing and deals 2 to bob.",
             scenario(rs, [{"id": "glass", "name": "Guildpact Glass", "controller": "alice", "types": ["artifact"],
                            "statics": [{"affects": {"multicolored": True}, "power": 1, "toughness": 1}]},
                           cre("mage", "alice", 2, 2, "Guildmage", colors=["white", "red"]),
                           cre("orc", "alice", 2, 2, "Orc Raider", colors=["red"]),
                           cre("ogre", "bob", 3, 3, "Ogre", colors=["red"])],
                      [("mage", "bob"), ("orc", "bob")], [("ogre", ["mage"])]),
             k.result(k.declared(k.static("mage", 1, 1) + [k.attacks("mage"), k.attacks("orc")],
                                 [k.blocks("ogre", "mage"), k.blocked("mage"), k.unblocked("orc")]),
                      [k.regular([("mage", {"ogre": 3}), ("orc", {"bob": 2}), ("ogre", {"mage": 3})],
                                 k.hit("mage", "ogre", 3, 3) + k.hit_player("orc", "bob", 2, 18)
                                 + k.hit("ogre", "mage", 3, 3) + [k.dies("mage"), k.dies("ogre")])],
                      {"glass": plain_on(), "mage": GY, "orc": attacked(2, 2),
                       "ogre": GY}, bob=(18, 0, False)))


def supertype_cases() -> None:
    """"Other legendary creatures you control get +2/+2" (205.4a): each creature's own ``supertypes``."""
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-lord-other-legendary-creatures-you-control-get-plus-two",
             "'Other legendary creatures you control get +2/+2': the legendary 2/2 kills the 3/3 blocker and survives",
             r, f"{r}, 205.4a: legendary is a supertype; the board says which creatures have it. Alice's legendary "
             "2/2 is a 4/4: it deals 4 to the blocking 3/3 and survives its 3. Her 2/2 that isn't legendary gets "
             "nothing (2 damage to bob), and neither does the lord, legendary itself but not 'other'.",
             scenario(rs, [lord("arvad", "alice", (3, 3), "Arvad", {"other": True, "supertypes": ["legendary"]},
                                power=2, toughness=2) | {"supertypes": ["legendary"]},
                           cre("hound", "alice", 2, 2, "Legendary Hound", supertypes=["legendary"]),
                           cre("bear", "alice", 2, 2, "Bear"), cre("ogre", "bob", 3, 3, "Ogre")],
                      [("hound", "bob"), ("bear", "bob")], [("ogre", ["hound"])]),
             k.result(k.declared(k.static("hound", 2, 2) + [k.attacks("hound"), k.attacks("bear")],
                                 [k.blocks("ogre", "hound"), k.blocked("hound"), k.unblocked("bear")]),
                      [k.regular([("hound", {"ogre": 4}), ("bear", {"bob": 2}), ("ogre", {"hound": 3})],
                                 k.hit("hound", "ogre", 4, 4) + k.hit_player("bear", "bob", 2, 18)
                                 + k.hit("ogre", "hound", 3, 3) + [k.dies("ogre")])],
                      {"arvad": on(3, 3), "hound": attacked(4, 4, 3), "bear": attacked(2, 2), "ogre": GY},
                      bob=(18, 0, False)))


def refusal_cases() -> None:
    one = [("x", "bob")]
    bad = [("colorless-with-colors", {"colorless": True, "colors": ["red"]}, "affects.colorless", "105.2c"),
           ("not-colors", {"not_colors": ["purple"]}, "affects.not_colors[0]", "105.1"),
           ("not-colors-every-color", {"colors": ["black"], "not_colors": ["black"]}, "affects.not_colors", "105.1"),
           ("supertype", {"supertypes": ["Legendary"]}, "affects.supertypes[0]", "205.4a"),
           ("counter-kind", {"counters": {"kind": "oil", "at_least": 1}}, "affects.counters.kind", "122.1a"),
           ("counter-bounds", {"counters": {"kind": "+1/+1"}}, "affects.counters.at_least", "611.3a")]
    for what, affects, path, rule in bad:
        case(MTG, f"611.3a-affects-bad-{what}-refused", f"A static's affects with a bad {what.replace('-', ' ')} is "
             "refused", "611.3a",
             "611.3a: the engine refuses an 'affects' it can't follow, or one no creature can fit, naming the field "
             "and the rule, rather than guessing.",
             scenario(MTG, [lord("x", "alice", (2, 2), "Lord", affects, power=1)], one),
             refused("invalid-scenario", rule, f"$.permanents[0].statics[0].{path}"))
    case(CLASSIC, "205.4a-permanent-supertype-unknown-refused", "A permanent's supertype the rules don't have is "
         "refused", "205.4a", "205.4a: the supertypes are basic, legendary, snow and world ('tribal' is a card type "
         "of the time, not a supertype).",
         scenario(CLASSIC, [cre("x", "alice", 2, 2, "Bear", supertypes=["tribal"])], one),
         refused("invalid-scenario", "205.4a", "$.permanents[0].supertypes[0]"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "brute", "controller": "alice", "power": 3, "toughness": 3,
                          "supertypes": ["legendary"]},
                         {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}]}
    CASES.add("205.4a-supertypes-not-in-puzzle-quest", "Puzzle Quest refuses Magic's supertypes", "205.4a",
              "205.4a (Magic): Puzzle Quest creatures have no supertypes field; it is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].supertypes"))


def build() -> list[J]:
    CASES.clear()
    for builder in (counter_cases, color_cases, supertype_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
