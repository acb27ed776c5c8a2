"""Write the golden files of tests/scenarios/statics from hand-derived expectations.

Anthems and lords, and a creature's own static with a board condition ("as long as you control a Forest", ``if``)
or a count ("+1/+0 for each other Rat you control", ``for_each``):
a permanent's static abilities that give other creatures +N/+N or keywords (the
``statics`` entries with ``affects``: 611.3a, 613.1; power and toughness in layer 7c, keywords in layer 6,
+N/+N needing no timestamps, 613.7), in every Magic era that has them. Each case states by hand, from the
rules, which creatures the effect reaches, when it starts and stops (a static applies while its source is on
the battlefield: a lord that dies in the first-strike step no longer pumps in the regular step, 611.3a, 510.4),
the damage and its results, and the final board. The engine is consulted only by ``--compare``.

Rule numbers: 611.3a in the current rules and in January 2020; 418 (continuous effects) in the 2003-2009
rules (``mtg-classic``), as tests/golden/triggers.py cites them.

    python3 tests/golden/statics.py             # (re)write the files
    python3 tests/golden/statics.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, SCENARIOS, J, attacked, cre, land, on, plain_on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, EraCases, ERAS, MTG, STATIC_RULE, T, scenario  # noqa: E402

OUT = SCENARIOS / "statics"
CASES = EraCases()

case = CASES.case


def lord(ident: str, controller: str, stats: tuple[int, int], name: str, affects: J, **effect: object) -> J:
    """A creature with one static ability that affects ``affects`` (``effect``: its power, toughness, keywords)."""
    return cre(ident, controller, stats[0], stats[1], name, statics=[{"affects": affects, **effect}])


def lord_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-lord-other-goblins-get-plus-one-and-mountainwalk",
             "'Other Goblins you control get +1/+1 and have mountainwalk': the attacking Goblin can't be blocked", r,
             f"{r}: the lord's static ability applies to each other Goblin alice controls for as long as it is on "
             "the battlefield: her 1/1 Goblin is a 2/2 with mountainwalk; bob controls a Mountain, so it can't be "
             "blocked and deals 2 to bob. The lord itself is not 'other' and stays a 2/2.",
             scenario(rs, [lord("king", "alice", (2, 2), "Goblin King",
                                {"subtypes": ["Goblin"], "other": True}, power=1, toughness=1,
                                keywords=["mountainwalk"]) | {"subtypes": ["Goblin"]},
                           cre("grunt", "alice", 1, 1, "Goblin Grunt", subtypes=["Goblin"]),
                           land("peak", "bob", "Mountain", "Mountain")], [("grunt", "bob")]),
             k.result(k.declared(k.static("grunt", 1, 1) + k.static("grunt", gains="mountainwalk")
                                 + [k.attacks("grunt")], [k.unblocked("grunt")]),
                      [k.regular([("grunt", {"bob": 2})], k.hit_player("grunt", "bob", 2, 18))],
                      {"king": on(2, 2), "grunt": attacked(2, 2), "peak": plain_on()},
                      bob=(18, 0, False)))
        case(rs, f"{r}-lord-dies-in-first-strike-step-stops-pumping",
             "A lord killed in the first-strike step no longer pumps its creatures in the regular step", r,
             f"{r}: 'other creatures you control get +1/+1' applies only while its source is on the battlefield. "
             "The 1/1 lord dies to a 2/2 first striker; from then on alice's bear is a 2/2 again, so in the regular "
             "step it deals 2 to the 3/3 wall (which survives) and dies to the wall's 3.",
             scenario(rs, [lord("lord", "alice", (1, 1), "Field Marshal", {"other": True}, power=1, toughness=1),
                           cre("bear", "alice", 2, 2, "Grizzly Bears"),
                           cre("fencer", "bob", 2, 2, "Fencer", keywords=["first_strike"]),
                           cre("wall", "bob", 3, 3, "Wall of Oak")],
                      [("lord", "bob"), ("bear", "bob")], [("fencer", ["lord"]), ("wall", ["bear"])]),
             k.result(k.declared(k.static("bear", 1, 1) + [k.attacks("lord"), k.attacks("bear")],
                                 [k.blocks("fencer", "lord"), k.blocks("wall", "bear"), k.blocked("lord"),
                                  k.blocked("bear")]),
                      [k.first([("fencer", {"lord": 2})], k.hit("fencer", "lord", 2, 2) + [k.dies("lord")]
                               + k.static("bear", -1, -1)),
                       k.regular([("bear", {"wall": 2}), ("wall", {"bear": 3})],
                                 k.hit("bear", "wall", 2, 2) + k.hit("wall", "bear", 3, 3) + [k.dies("bear")])],
                      {"lord": GY, "bear": GY, "fencer": on(2, 2), "wall": on(3, 3, 2)}))
        case(rs, f"{r}-lord-and-creature-it-pumps-die-at-once",
             "A lord and a creature it pumps die at once: that creature dies with the bonus, the others lose it after",
             r, f"{r}, {'420.5' if rs == CLASSIC else '704.3'}: state-based actions are performed all at once, so the 1/1 lord and the bear "
             "it makes a 3/3 (dealt 3) die together: the bear is never a 2/2 on the battlefield. Only once both are "
             "in the graveyard does the unblocked rat, which has already dealt bob 2, go back to a 1/1.",
             scenario(rs, [lord("lord", "alice", (1, 1), "Field Marshal", {"other": True}, power=1, toughness=1),
                           cre("bear", "alice", 2, 2, "Grizzly Bears"),
                           cre("rat", "alice", 1, 1, "Rat"),
                           cre("fencer", "bob", 2, 2, "Fencer"),
                           cre("ogre", "bob", 3, 3, "Ogre")],
                      [("lord", "bob"), ("bear", "bob"), ("rat", "bob")],
                      [("fencer", ["lord"]), ("ogre", ["bear"])]),
             k.result(k.declared(k.static("bear", 1, 1) + k.static("rat", 1, 1)
                                 + [k.attacks("lord"), k.attacks("bear"), k.attacks("rat")],
                                 [k.blocks("fencer", "lord"), k.blocks("ogre", "bear"), k.blocked("lord"),
                                  k.blocked("bear"), k.unblocked("rat")]),
                      [k.regular([("lord", {"fencer": 1}), ("bear", {"ogre": 3}), ("rat", {"bob": 2}),
                                  ("fencer", {"lord": 2}), ("ogre", {"bear": 3})],
                                 k.hit("lord", "fencer", 1, 1) + k.hit("bear", "ogre", 3, 3)
                                 + k.hit_player("rat", "bob", 2, 18) + k.hit("fencer", "lord", 2, 2)
                                 + k.hit("ogre", "bear", 3, 3)
                                 + [k.dies("lord"), k.dies("bear"), k.dies("ogre")] + k.static("rat", -1, -1))],
                      {"lord": GY, "bear": GY, "rat": attacked(1, 1), "fencer": on(2, 2, 1), "ogre": GY},
                      bob=(18, 0, False)))
        case(rs, f"{r}-anthem-creatures-your-opponents-control-get-minus-one",
             "'Creatures your opponents control get -1/-0': the attacker deals one less", r,
             f"{r}: bob's permanent's static ability reaches every creature of bob's opponents: alice's 2/2 "
             "attacker is a 1/2 and deals 1 to bob; bob's own creature is unchanged.",
             scenario(rs, [cre("bear", "alice", 2, 2, "Grizzly Bears"),
                           lord("presence", "bob", (1, 3), "Cowering Presence", {"controller": "opponents"}, power=-1)],
                      [("bear", "bob")]),
             k.result(k.declared(k.static("bear", -1, 0) + [k.attacks("bear")], [k.unblocked("bear")]),
                      [k.regular([("bear", {"bob": 1})], k.hit_player("bear", "bob", 1, 19))],
                      {"bear": attacked(1, 2), "presence": on(1, 3)}, bob=(19, 0, False)))
        case(rs, f"{r}-anthem-attacking-creatures-you-control-get-plus-one",
             "'Attacking creatures you control get +1/+0' applies once the creature is declared an attacker", r,
             f"{r}: the bear becomes an attacking creature as it is declared (506.3), and from then on it gets "
             "+1/+0: 3 damage to bob. The source does not attack and is not an attacking creature.",
             scenario(rs, [lord("banner", "alice", (0, 4), "Banner Bearer", {"combat": "attacking"}, power=1),
                           cre("bear", "alice", 2, 2, "Grizzly Bears")], [("bear", "bob")]),
             k.result(k.declared([k.attacks("bear")] + k.static("bear", 1, 0), [k.unblocked("bear")]),
                      [k.regular([("bear", {"bob": 3})], k.hit_player("bear", "bob", 3, 17))],
                      {"banner": on(0, 4), "bear": attacked(3, 2)}, bob=(17, 0, False)))
        case(rs, f"{r}-lord-each-other-creature-with-flying",
             "'Each other creature you control with flying gets +1/+1' reaches only the flyer", r,
             f"{r}: of alice's two 1/1 attackers only the one with flying gets +1/+1: 2 + 1 = 3 damage to bob.",
             scenario(rs, [lord("roost", "alice", (1, 1), "Roost Keeper", {"other": True, "keywords": ["flying"]},
                                power=1, toughness=1),
                           cre("bird", "alice", 1, 1, "Birdling", keywords=["flying"]),
                           cre("rat", "alice", 1, 1, "Rat")], [("bird", "bob"), ("rat", "bob")]),
             k.result(k.declared(k.static("bird", 1, 1) + [k.attacks("bird"), k.attacks("rat")],
                                 [k.unblocked("bird"), k.unblocked("rat")]),
                      [k.regular([("bird", {"bob": 2}), ("rat", {"bob": 1})],
                                 k.hit_player("bird", "bob", 2, 18) + k.hit_player("rat", "bob", 1, 17))],
                      {"roost": on(1, 1), "bird": attacked(2, 2), "rat": attacked(1, 1)}, bob=(17, 0, False)))


def filter_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-lord-other-green-creatures-you-control",
             "'Other green creatures you control get +1/+1' reaches only alice's green creatures", r,
             f"{r}, 105.2: of alice's two 2/2 attackers only the green one gets +1/+1 (3 + 2 = 5 damage to bob); "
             "bob's green creature is not alice's and stays a 2/2.",
             scenario(rs, [lord("druid", "alice", (1, 1), "Grove Druid", {"other": True, "colors": ["green"]},
                                power=1, toughness=1) | {"colors": ["green"]},
                           cre("elf", "alice", 2, 2, "Elf Warrior", colors=["green"]),
                           cre("orc", "alice", 2, 2, "Orc Raider", colors=["red"]),
                           cre("bear", "bob", 2, 2, "Grizzly Bears", colors=["green"])],
                      [("elf", "bob"), ("orc", "bob")]),
             k.result(k.declared(k.static("elf", 1, 1) + [k.attacks("elf"), k.attacks("orc")],
                                 [k.unblocked("elf"), k.unblocked("orc")]),
                      [k.regular([("elf", {"bob": 3}), ("orc", {"bob": 2})],
                                 k.hit_player("elf", "bob", 3, 17) + k.hit_player("orc", "bob", 2, 15))],
                      {"druid": on(1, 1), "elf": attacked(3, 3), "orc": attacked(2, 2), "bear": on(2, 2)},
                      bob=(15, 0, False)))
    k = T(MTG)
    case(MTG, "611.3a-anthem-artifact-creatures-you-control",
         "'Other artifact creatures you control get +1/+1' reaches the artifact creature only", "611.3a",
         "611.3a, 205.2a: the Construct is an artifact creature and gets +1/+1, so the 2/2 blocker doesn't kill it "
         "(2 damage to a 3/3) and dies to its 3; the plain 2/2 gets nothing.",
         scenario(MTG, [lord("smith", "alice", (1, 1), "Master Smith", {"other": True, "types": ["artifact"]},
                             power=1, toughness=1),
                        cre("golem", "alice", 2, 2, "Construct", types=["artifact", "creature"]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")],
                  [("golem", "bob")], [("bear", ["golem"])]),
         k.result(k.declared(k.static("golem", 1, 1) + [k.attacks("golem")],
                             [k.blocks("bear", "golem"), k.blocked("golem")]),
                  [k.regular([("golem", {"bear": 3}), ("bear", {"golem": 2})],
                             k.hit("golem", "bear", 3, 3) + k.hit("bear", "golem", 2, 2) + [k.dies("bear")])],
                  {"smith": on(1, 1), "golem": attacked(3, 3, 2), "bear": GY}))


def refusal_cases() -> None:
    one = [("x", "bob")]
    bad = [("controller", {"controller": "everyone"}, "$.permanents[0].statics[0].affects.controller", "611.3a"),
           ("combat", {"combat": "defending"}, "$.permanents[0].statics[0].affects.combat", "506.4"),
           ("field", {"colour": "red"}, "$.permanents[0].statics[0].affects.colour", None),
           ("color", {"colors": ["purple"]}, "$.permanents[0].statics[0].affects.colors[0]", "105.1"),
           ("type", {"types": ["enchantment"]}, "$.permanents[0].statics[0].affects.types[0]", "205.2a")]
    for what, affects, path, rule in bad:
        case(MTG, f"611.3a-affects-bad-{what}-refused", f"A static's affects with a bad {what} is refused", "611.3a",
             "611.3a: the engine refuses an 'affects' it can't follow, naming the field, rather than guessing.",
             scenario(MTG, [lord("x", "alice", (2, 2), "Lord", affects, power=1)], one),
             refused("invalid-scenario", rule, path))
    case(MTG, "611.3a-affects-unknown-keyword-refused", "A static's affects naming an unknown keyword is refused",
         "611.3a", "611.3a: 'creatures with flyng' names no keyword the ruleset has.",
         scenario(MTG, [lord("x", "alice", (2, 2), "Lord", {"keywords": ["flyng"]}, power=1)], one),
         refused("unknown-keyword", None, "$.permanents[0].statics[0].affects.keywords[0]"))
    case(CLASSIC, "418-affects-not-an-object-refused", "A static's affects that is not an object is refused",
         "418", "418: 'affects' is an object naming which creatures the effect reaches.",
         scenario(CLASSIC, [lord("x", "alice", (2, 2), "Lord", "everything", power=1)], one),  # type: ignore[arg-type]
         refused("invalid-scenario", None, "$.permanents[0].statics[0].affects"))
    rift = {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": "bob"},
            "permanents": [{"id": "a1", "controller": "alice", "types": ["unit"], "might": 2,
                            "statics": [{"affects": {"other": True}, "power": 1}]},
                           {"id": "d1", "controller": "bob", "types": ["unit"], "might": 1}]}
    CASES.add("611.3a-lords-not-in-riftbound", "Riftbound refuses Magic's anthems and lords", "611.3a",
              "611.3a (Magic): Riftbound units have no statics field; it is refused, not ignored.", rift,
              refused("not-in-ruleset", None, "$.permanents[0].statics"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "brute", "controller": "alice", "power": 3, "toughness": 3,
                          "statics": [{"affects": {"controller": "any"}, "power": 1, "toughness": 1}]},
                         {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}]}
    CASES.add("611.3a-lords-not-in-puzzle-quest", "Puzzle Quest refuses Magic's anthems and lords", "611.3a",
              "611.3a (Magic): Puzzle Quest has no statics field; it is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].statics"))


def board_condition_cases() -> None:
    """A creature's own static with a board condition, "as long as you control a Forest" (``if``, 611.3a)."""
    forest = {"while": "always", "if": {"controller": "you", "subtypes": ["Forest"]}, "power": 1, "toughness": 2}
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-as-long-as-you-control-a-forest-it-gets-plus-one-plus-two",
             "'Gets +1/+2 as long as you control a Forest': alice controls one, so the 1/1 is a 2/3", r,
             f"{r}: the static ability applies while its condition holds; alice's Forest makes the Kird Ape a "
             "2/3: it kills the blocking 2/2 and survives its 2 damage.",
             scenario(rs, [cre("ape", "alice", 1, 1, "Kird Ape", statics=[forest]),
                           land("wood", "alice", "Forest", "Forest"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                      [("ape", "bob")], [("bear", ["ape"])]),
             k.result(k.declared(k.static("ape", 1, 2) + [k.attacks("ape")], [k.blocks("bear", "ape"), k.blocked("ape")]),
                      [k.regular([("ape", {"bear": 2}), ("bear", {"ape": 2})],
                                 k.hit("ape", "bear", 2, 2) + k.hit("bear", "ape", 2, 2) + [k.dies("bear")])],
                      {"ape": attacked(2, 3, 2), "wood": plain_on(), "bear": GY}))
        case(rs, f"{r}-as-long-as-you-control-a-forest-an-opponents-forest-does-not-count",
             "'As long as you control a Forest': bob's Forest is not alice's, so the Kird Ape stays a 1/1", r,
             f"{r}: the condition names its controller's permanents; alice controls no Forest, so the ability adds "
             "nothing: the 1/1 deals 1 to the blocking 2/2 and dies.",
             scenario(rs, [cre("ape", "alice", 1, 1, "Kird Ape", statics=[forest]),
                           land("wood", "bob", "Forest", "Forest"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                      [("ape", "bob")], [("bear", ["ape"])]),
             k.result(k.declared([k.attacks("ape")], [k.blocks("bear", "ape"), k.blocked("ape")]),
                      [k.regular([("ape", {"bear": 1}), ("bear", {"ape": 2})],
                                 k.hit("ape", "bear", 1, 1) + k.hit("bear", "ape", 2, 2) + [k.dies("ape")])],
                      {"ape": GY, "wood": plain_on(), "bear": on(2, 2, 1)}))
    k = T(MTG)
    artifact = {"while": "always", "if": {"controller": "you", "types": ["artifact"], "other": True}, "power": 1,
                "toughness": 1}
    case(MTG, "611.3a-as-long-as-you-control-another-artifact-ends-when-it-dies-in-first-strike",
         "'Gets +1/+1 as long as you control another artifact': the other artifact dies in the first-strike step, "
         "so the bonus is gone in the regular step", "611.3a",
         "611.3a: a static ability's effect is not locked in; 510.4, 704.5g: the Ornithopter dies to the first "
         "striker's 2 in the first-strike step, and from then on the Court Homunculus (an artifact itself, but not "
         "'another') is a 1/1: in the regular step it deals 1 to the 1/2 and dies to its 1.",
         scenario(MTG, [cre("homunculus", "alice", 1, 1, "Court Homunculus", types=["artifact", "creature"],
                            statics=[artifact]),
                        cre("thopter", "alice", 0, 2, "Ornithopter", types=["artifact", "creature"]),
                        cre("fencer", "bob", 2, 2, "Fencer", keywords=["first_strike"]),
                        cre("wall", "bob", 1, 2, "Guard")],
                  [("homunculus", "bob"), ("thopter", "bob")], [("wall", ["homunculus"]), ("fencer", ["thopter"])]),
         k.result(k.declared(k.static("homunculus", 1, 1) + [k.attacks("homunculus"), k.attacks("thopter")],
                             [k.blocks("wall", "homunculus"), k.blocks("fencer", "thopter"), k.blocked("homunculus"),
                              k.blocked("thopter")]),
                  [k.first([("fencer", {"thopter": 2})], k.hit("fencer", "thopter", 2, 2) + [k.dies("thopter")]
                           + k.static("homunculus", -1, -1)),
                   k.regular([("homunculus", {"wall": 1}), ("wall", {"homunculus": 1})],
                             k.hit("homunculus", "wall", 1, 1) + k.hit("wall", "homunculus", 1, 1)
                             + [k.dies("homunculus")])],
                  {"homunculus": GY, "thopter": GY, "fencer": on(2, 2), "wall": on(1, 2, 1)}))
    case(MTG, "611.3a-as-long-as-three-or-more-artifacts-counts-itself",
         "'As long as you control three or more artifacts' (metalcraft): the creature itself is one of the three",
         "611.3a",
         "611.3a, 207.2c: metalcraft is an ability word; the artifact creature and two other artifacts make three, "
         "so the 1/1 gets +2/+2 and deals 3 to bob.",
         scenario(MTG, [cre("recruit", "alice", 1, 1, "Ardent Recruit", types=["artifact", "creature"],
                            statics=[{"while": "always", "if": {"controller": "you", "types": ["artifact"],
                                                                "at_least": 3}, "power": 2, "toughness": 2}]),
                        {"id": "orb", "name": "Orb", "controller": "alice", "types": ["artifact"]},
                        {"id": "cube", "name": "Cube", "controller": "alice", "types": ["artifact"]}],
                  [("recruit", "bob")]),
         k.result(k.declared(k.static("recruit", 2, 2) + [k.attacks("recruit")], [k.unblocked("recruit")]),
                  [k.regular([("recruit", {"bob": 3})], k.hit_player("recruit", "bob", 3, 17))],
                  {"recruit": attacked(3, 3), "orb": plain_on(), "cube": plain_on()}, bob=(17, 0, False)))


def counted_static_cases() -> None:
    """A creature's own +N/+N for each permanent of a kind ("for each other Rat you control", ``for_each``: 613.4c)."""
    rats = {"while": "always", "for_each": {"controller": "you", "subtypes": ["Rat"], "other": True}, "power": 1}
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-gets-plus-one-for-each-other-rat-you-control",
             "'Gets +1/+0 for each other Rat you control': two other Rats make the 2/1 a 4/1", r,
             f"{r}: the static ability counts alice's other Rats (not itself, not bob's Rat): two, so +2/+0, and the "
             "unblocked Rat Colony deals 4 to bob.",
             scenario(rs, [cre("colony", "alice", 2, 1, "Rat Colony", subtypes=["Rat"], statics=[rats]),
                           cre("rat1", "alice", 1, 1, "Rat", subtypes=["Rat"]),
                           cre("rat2", "alice", 1, 1, "Rat", subtypes=["Rat"]),
                           cre("rat3", "bob", 1, 1, "Rat", subtypes=["Rat"])], [("colony", "bob")]),
             k.result(k.declared(k.static("colony", 2, 0) + [k.attacks("colony")], [k.unblocked("colony")]),
                      [k.regular([("colony", {"bob": 4})], k.hit_player("colony", "bob", 4, 16))],
                      {"colony": attacked(4, 1), "rat1": on(1, 1), "rat2": on(1, 1), "rat3": on(1, 1)},
                      bob=(16, 0, False)))
    k = T(MTG)
    case(MTG, "613.4c-gets-plus-one-for-each-other-rat-counted-again-after-first-strike",
         "'Gets +1/+0 for each other Rat you control': the other Rat dies in the first-strike step, so the Colony "
         "deals 2, not 3, in the regular step", "613.4c",
         "611.3a, 613.4c: the count is not locked in; 510.4, 704.5g: the Rat dies to the first striker's 2, and from "
         "then on the Rat Colony is a 2/1: it deals 2 to the 1/3, which survives, and dies to its 1.",
         scenario(MTG, [cre("colony", "alice", 2, 1, "Rat Colony", subtypes=["Rat"], statics=[rats]),
                        cre("rat1", "alice", 1, 1, "Rat", subtypes=["Rat"]),
                        cre("fencer", "bob", 2, 2, "Fencer", keywords=["first_strike"]),
                        cre("wall", "bob", 1, 3, "Guard")],
                  [("colony", "bob"), ("rat1", "bob")], [("wall", ["colony"]), ("fencer", ["rat1"])]),
         k.result(k.declared(k.static("colony", 1, 0) + [k.attacks("colony"), k.attacks("rat1")],
                             [k.blocks("wall", "colony"), k.blocks("fencer", "rat1"), k.blocked("colony"),
                              k.blocked("rat1")]),
                  [k.first([("fencer", {"rat1": 2})], k.hit("fencer", "rat1", 2, 2) + [k.dies("rat1")]
                           + k.static("colony", -1, 0)),
                   k.regular([("colony", {"wall": 2}), ("wall", {"colony": 1})],
                             k.hit("colony", "wall", 2, 2) + k.hit("wall", "colony", 1, 1) + [k.dies("colony")])],
                  {"colony": GY, "rat1": GY, "fencer": on(2, 2), "wall": on(1, 3, 2)}))


def build() -> list[J]:
    CASES.clear()
    for builder in (lord_cases, filter_cases, refusal_cases, board_condition_cases, counted_static_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
