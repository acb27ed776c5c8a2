"""Write the golden files of a creature's own triggers with one target into tests/scenarios/triggers.

``triggers[i].target`` (115.1d): "Whenever this creature attacks, tap target creature defending player controls",
"…, target creature can't block this turn", "…, another target creature you control gets +1/+1", "When this
creature dies, it deals 2 damage to any target". The controller chooses the target as the trigger is put on the stack
(603.3d; the scenario's ``trigger_targets``, else the first legal one); with none legal the trigger is removed from
the stack (603.3d); a target gone by the time it resolves makes it do nothing (608.2b). An attack trigger resolves
before blockers are declared, so a creature it tapped can't block (509.1a). Each case states by hand, from the rules,
what triggers, what it targets, what it does and the final board; the engine is consulted only by ``--compare``.

Rule numbers: the current rules and those of January 2020 alike (603.3d, 608.2b, 115.1d, 115.4; noncombat damage
120.2, in 2020 119.2); in the 2003-2009 rules the section on handling triggered abilities (410, subrules not
confirmed), a spell or ability whose targets are all illegal is countered on resolution (413.2a), damage G4.1.

    python3 tests/golden/target_triggers.py             # (re)write the files
    python3 tests/golden/target_triggers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden import builders  # noqa: E402
from golden.builders import GY, J, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, ERAS, F2020, MTG, NONCOMBAT, OUT, T, TRIGGER_RULE, EraCases, scenario  # noqa: E402

CASES = EraCases()
case = CASES.case
#: "Its targets are chosen as it is put on the stack; with none legal it is removed" and "countered on resolution".
STACKED = {MTG: "603.3d", F2020: "603.3d", CLASSIC: "410"}
FIZZLES = {MTG: "608.2b", F2020: "608.2b", CLASSIC: "413.2a"}
CRITERIA = {MTG: "115.1d", F2020: "115.1d", CLASSIC: "410"}
BLOCK_UNTAPPED = {MTG: "509.1a", F2020: "509.1a", CLASSIC: "309.2"}
#: Shroud: "can't be the target of spells or abilities" (702.18a; a 502 keyword in the 2003-2009 rules, subrule
#: not confirmed). Hexproof (702.11b) dates from 2011: not in the classic rules.
SHROUD = {MTG: "702.18a", F2020: "702.18a", CLASSIC: "502"}
#: Protection: can't be the target of abilities from a source with the quality (classic 502.7).
PROTECTION = {MTG: "702.16b", F2020: "702.16b", CLASSIC: "502.7"}

#: Goblin Sledder-like attacker: "Whenever this creature attacks, tap target creature defending player controls."
TAPPER = {"on": "attacks", "target": {"what": "creature-defending-player-controls", "tap": True}}
#: "When this creature dies, it deals 2 damage to any target."
SPARK = {"on": "dies", "target": {"what": "any", "damage": 2}}


def targeted(k: T, source: str, on_: str, target: str, automatic: bool = False) -> J:
    """The trigger resolving for its target (the ``trigger`` event with ``target``)."""
    event = k.own(source, on_, target)
    if automatic:
        event["chosen"] = "automatic"
    return event


def era_cases() -> None:
    for rs in ERAS:
        k, attacks, dies = T(rs), TRIGGER_RULE[rs]["attacks"], TRIGGER_RULE[rs]["dies"]
        tapper = cre("k", "alice", 2, 2, "Tapping Raider", triggers=[TAPPER])
        wall = cre("w", "bob", 0, 4, "Wall of Wood")
        case(rs, f"{BLOCK_UNTAPPED[rs]}-own-attack-trigger-taps-the-only-blocker-so-it-cant-block",
             "Whenever it attacks, tap target creature defending player controls: the tapped 0/4 can't block",
             BLOCK_UNTAPPED[rs],
             f"{attacks}, {STACKED[rs]}: the trigger targets bob's 0/4 as it goes on the stack and resolves before "
             f"blockers are declared: the 0/4 taps. A tapped creature can't be declared a blocker "
             f"({BLOCK_UNTAPPED[rs]}): the block is refused.",
             scenario(rs, [tapper, wall], [("k", "bob")], [("w", ["k"])],
                      trigger_targets=[{"source": "k", "target": "w"}]),
             refused("illegal-block", BLOCK_UNTAPPED[rs], "$.blockers[0].id"))
        case(rs, f"{attacks}-own-attack-trigger-taps-the-blocker-and-the-attack-is-unblocked",
             "Whenever it attacks, tap target creature defending player controls (chosen automatically): unblocked",
             attacks,
             f"{attacks}, {STACKED[rs]}: no target is named, so the engine chooses the only legal one, bob's 0/4; it "
             "taps before blockers are declared, bob declares none and the 2/2 deals 2 to bob.",
             scenario(rs, [tapper, wall], [("k", "bob")], []),
             k.result(k.declared([k.attacks("k"), targeted(k, "k", "attacks", "w", automatic=True),
                                  ev("taps", attacks, id="w")], [k.unblocked("k")]),
                      [k.regular([("k", {"bob": 2})], k.hit_player("k", "bob", 2, 18))],
                      {"k": attacked(2, 2), "w": on(0, 4, tapped=True)}, bob=(18, 0, False)))
        spark = cre("s", "alice", 2, 2, "Spark Elemental", triggers=[SPARK])
        case(rs, f"{dies}-own-dies-trigger-deals-two-damage-to-a-creature-and-kills-it",
             "When it dies, it deals 2 damage to any target: the named 2/2 takes 2 and dies", dies,
             f"{dies}: blocked by the 3/3, the 2/2 dies; its trigger goes on the stack once state-based actions are "
             f"done, targeting bob's other 2/2 (trigger_targets, {STACKED[rs]}). The creature, as it last existed, "
             f"deals 2 damage ({NONCOMBAT[rs]}); state-based actions then put the 2/2 into the graveyard.",
             scenario(rs, [spark, cre("ogre", "bob", 3, 3, "Hill Ogre"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                      [("s", "bob")], [("ogre", ["s"])], trigger_targets=[{"source": "s", "target": "bear"}]),
             k.result(k.declared([k.attacks("s")], [k.blocks("ogre", "s"), k.blocked("s")]),
                      [k.regular([("s", {"ogre": 2}), ("ogre", {"s": 3})],
                                 k.hit("s", "ogre", 2, 2) + k.hit("ogre", "s", 3, 3) + [k.dies("s")]
                                 + [targeted(k, "s", "dies", "bear"),
                                    ev("damage", NONCOMBAT[rs], source="s", target="bear", amount=2, combat=False),
                                    ev("marked", k.r["marked"], id="bear", amount=2, damage=2), k.dies("bear")])],
                      {"s": GY, "ogre": on(3, 3, 2), "bear": GY}))
        shrinker = cre("k", "alice", 2, 2, "Shrinking Raider", triggers=[
            {"on": "attacks", "target": {"what": "creature-an-opponent-controls", "power": -1, "toughness": -1}}] * 2)
        case(rs, f"{FIZZLES[rs]}-own-trigger-whose-target-died-does-nothing",
             "Two attack triggers target the same 1/1: the first kills it, the second does nothing", FIZZLES[rs],
             f"{STACKED[rs]}, {FIZZLES[rs]}: both triggers target bob's only creature, the 1/1, as they go on the stack "
             "together. The first gives it -1/-1: 0/0, and state-based actions put it into the graveyard before the "
             "second resolves. The second's only target is gone: it does nothing.",
             scenario(rs, [shrinker, cre("elf", "bob", 1, 1, "Llanowar Elves")], [("k", "bob")], []),
             k.result(k.declared([k.attacks("k"), targeted(k, "k", "attacks", "elf", automatic=True),
                                  k.pump("elf", -1, -1), k.dies("elf", "zero-toughness"),
                                  targeted(k, "k", "attacks", "elf", automatic=True),
                                  ev("fizzles", FIZZLES[rs], action="triggers", target="elf")], [k.unblocked("k")]),
                      [k.regular([("k", {"bob": 2})], k.hit_player("k", "bob", 2, 18))],
                      {"k": attacked(2, 2), "elf": GY}, bob=(18, 0, False)))


def untargetable_cases() -> None:
    """Shroud in every era, hexproof in the current and 2020 rules: what a targeted trigger may not target."""
    for rs in ERAS:
        k, attacks = T(rs), TRIGGER_RULE[rs]["attacks"]
        tapper = cre("k", "alice", 2, 2, "Tapping Raider", triggers=[TAPPER])
        veil = cre("w", "bob", 1, 4, "Shrouded Wall", keywords=["shroud"])
        case(rs, f"{SHROUD[rs]}-own-trigger-cant-target-shroud-so-it-is-removed-and-the-wall-blocks",
             "Tap target creature defending player controls: bob's only creature has shroud, so nothing taps",
             SHROUD[rs],
             f"{SHROUD[rs]}, {STACKED[rs]}: bob's only creature has shroud and can't be the target of any ability, so "
             "the attack trigger has no legal target as it would be put on the stack and is removed from the stack. "
             "The 1/4 stays untapped and blocks: it takes 2, the 2/2 takes 1.",
             scenario(rs, [tapper, veil], [("k", "bob")], [("w", ["k"])]),
             k.result(k.declared([k.attacks("k"),
                                  ev("trigger", STACKED[rs], source="k", ability="triggers",
                                     note="whenever it attacks: no legal target (target creature defending player "
                                          "controls), removed from the stack")],
                                 [k.blocks("w", "k"), k.blocked("k")]),
                      [k.regular([("k", {"w": 2}), ("w", {"k": 1})], k.hit("k", "w", 2, 2) + k.hit("w", "k", 1, 1))],
                      {"k": attacked(2, 2, 1), "w": on(1, 4, 2)}))
        case(rs, f"{SHROUD[rs]}-trigger-target-named-with-shroud-is-refused",
             "trigger_targets naming bob's creature with shroud is refused; his other creature was legal", SHROUD[rs],
             f"{STACKED[rs]}, {SHROUD[rs]}: the target is chosen as the trigger goes on the stack; a creature with "
             "shroud can't be the target of abilities, so naming it is refused (the bear was a legal choice).",
             scenario(rs, [tapper, veil, cre("bear", "bob", 2, 2, "Grizzly Bears")], [("k", "bob")],
                      trigger_targets=[{"source": "k", "target": "w"}]),
             refused("invalid-scenario", SHROUD[rs], "$.trigger_targets[0].target"))
        provoker = cre("p", "alice", 2, 2, "Goblin Provoker", keywords=["provoke"], colors=["red"])
        case(rs, f"{PROTECTION[rs]}-provoke-cant-target-a-creature-with-protection-from-its-colour",
             "A red provoker names bob's creature with protection from red: refused", PROTECTION[rs],
             f"{PROTECTION[rs]}: provoke's trigger targets (\"untap target creature defending player controls\"); a "
             "creature with protection from red can't be the target of abilities from a red source, so naming it is "
             "refused, as for any targeted trigger.",
             scenario(rs, [provoker, cre("x", "bob", 1, 1, "Pro-Red Knight", protection=["red"])],
                      [{"id": "p", "target": "bob", "provoke": "x"}]),
             refused("illegal-attack", PROTECTION[rs], "$.attackers[0].provoke"))
    for rs in (MTG, F2020):
        k, attacks = T(rs), TRIGGER_RULE[rs]["attacks"]
        tapper = cre("k", "alice", 2, 2, "Tapping Raider", triggers=[TAPPER])
        troll = cre("troll", "bob", 2, 2, "Troll Ascetic", keywords=["hexproof"])
        case(rs, "702.11b-own-trigger-skips-the-opponents-hexproof-creature",
             "Tap target creature defending player controls: the engine skips bob's hexproof 2/2, taps his 0/4",
             "702.11b",
             f"{attacks}, 603.3d, 702.11b: bob's first creature has hexproof, so alice's trigger can't target it; the "
             "only legal target is his 0/4, chosen automatically and tapped before blockers. The hexproof 2/2 blocks "
             "and trades with the 2/2.",
             scenario(rs, [tapper, troll, cre("w", "bob", 0, 4, "Wall of Wood")], [("k", "bob")],
                      [("troll", ["k"])]),
             k.result(k.declared([k.attacks("k"), targeted(k, "k", "attacks", "w", automatic=True),
                                  ev("taps", attacks, id="w")], [k.blocks("troll", "k"), k.blocked("k")]),
                      [k.regular([("k", {"troll": 2}), ("troll", {"k": 2})],
                                 k.hit("k", "troll", 2, 2) + k.hit("troll", "k", 2, 2)
                                 + [k.dies("k"), k.dies("troll")])],
                      {"k": GY, "troll": GY, "w": on(0, 4, tapped=True)}))
        captain = cre("cap", "alice", 2, 2, "Captain", triggers=[
            {"on": "attacks", "target": {"what": "another-creature-you-control", "power": 1, "toughness": 1}}])
        case(rs, "702.11b-own-trigger-may-target-its-controllers-hexproof-creature",
             "Another target creature you control gets +1/+1: alice's own hexproof creature is a legal target",
             "702.11b",
             f"{attacks}, 603.3d, 702.11b: hexproof stops only the abilities of its controller's opponents; alice's "
             "own trigger targets her hexproof ally (named), a 3/3 until end of turn; unblocked, 2 + 3 to bob.",
             scenario(rs, [captain, cre("ally", "alice", 2, 2, "Hexproof Ally", keywords=["hexproof"])],
                      [("cap", "bob"), ("ally", "bob")], trigger_targets=[{"source": "cap", "target": "ally"}]),
             k.result(k.declared([k.attacks("cap"), k.attacks("ally"), targeted(k, "cap", "attacks", "ally"),
                                  k.pump("ally", 1, 1)], [k.unblocked("cap"), k.unblocked("ally")]),
                      [k.regular([("cap", {"bob": 2}), ("ally", {"bob": 3})],
                                 k.hit_player("cap", "bob", 2, 18) + k.hit_player("ally", "bob", 3, 15))],
                      {"cap": attacked(2, 2), "ally": attacked(3, 3)}, bob=(15, 0, False)))
    case(CLASSIC, "702.11-hexproof-not-in-classic",
         "A creature with hexproof is refused in the classic rules (the keyword dates from 2011)", "702.11",
         "702.11: hexproof was keyworded in the Magic 2012 rules (2011), after the classic rules (1999-2009); the "
         "board is refused, not resolved without it.",
         scenario(CLASSIC, [cre("k", "alice", 2, 2), cre("troll", "bob", 2, 2, keywords=["hexproof"])], [("k", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[1].keywords[0]"))


def current_cases() -> None:
    k, attacks, dies = T(MTG), "508.3a", "603.6c"
    naysayer = cre("k", "alice", 2, 2, "Naysayer",
                   triggers=[{"on": "attacks", "target": {"what": "creature", "cant_block": True}}])
    case(MTG, "509.1b-own-attack-trigger-target-cant-block-this-turn",
         "Whenever it attacks, target creature can't block this turn: blocking with it is refused", "509.1b",
         "508.3a, 603.3d, 509.1b: the trigger targets bob's 2/2 and resolves before blockers: the 2/2 can't block this "
         "turn, so declaring it as a blocker is refused.",
         scenario(MTG, [naysayer, cre("bear", "bob", 2, 2, "Grizzly Bears")], [("k", "bob")], [("bear", ["k"])],
                  trigger_targets=[{"source": "k", "target": "bear"}]),
         refused("illegal-block", "509.1b", "$.blockers[0].id"))
    captain = cre("cap", "alice", 2, 2, "Captain", triggers=[
        {"on": "attacks", "target": {"what": "another-creature-you-control", "power": 1, "toughness": 1}}])
    case(MTG, "508.3a-own-attack-trigger-pumps-another-creature-you-control",
         "Whenever it attacks, another target creature you control gets +1/+1: the 2/2 ally trades up", "508.3a",
         "508.3a, 603.3d: the trigger targets alice's other attacker (named); it resolves before blockers: a 3/3 until "
         "end of turn. Blocked by bob's 3/3 it deals 3 (lethal) and takes 3 (lethal): both die; the captain deals 2 "
         "to bob.",
         scenario(MTG, [captain, cre("ally", "alice", 2, 2, "Ally"), cre("ogre", "bob", 3, 3, "Hill Ogre")],
                  [("cap", "bob"), ("ally", "bob")], [("ogre", ["ally"])],
                  trigger_targets=[{"source": "cap", "target": "ally"}]),
         k.result(k.declared([k.attacks("cap"), k.attacks("ally"), targeted(k, "cap", "attacks", "ally"),
                              k.pump("ally", 1, 1)],
                             [k.blocks("ogre", "ally"), k.unblocked("cap"), k.blocked("ally")]),
                  [k.regular([("cap", {"bob": 2}), ("ally", {"ogre": 3}), ("ogre", {"ally": 3})],
                             k.hit_player("cap", "bob", 2, 18) + k.hit("ally", "ogre", 3, 3)
                             + k.hit("ogre", "ally", 3, 3) + [k.dies("ally"), k.dies("ogre")])],
                  {"cap": attacked(2, 2), "ally": GY, "ogre": GY}, bob=(18, 0, False)))
    spark = cre("s", "alice", 2, 2, "Spark Elemental", triggers=[SPARK])
    case(MTG, "603.6c-own-dies-trigger-deals-two-damage-to-a-player",
         "When it dies, it deals 2 damage to any target: named bob, he goes to 18", "603.6c",
         "603.6c, 603.3d, 113.7a: blocked by the 3/3, the 2/2 dies and deals bob no combat damage; its trigger "
         "targets bob (named) and the creature, as it last existed, deals him 2 (120.2, 120.3a): 20 - 2 = 18.",
         scenario(MTG, [spark, cre("ogre", "bob", 3, 3, "Hill Ogre")], [("s", "bob")], [("ogre", ["s"])],
                  trigger_targets=[{"source": "s", "target": "bob"}]),
         k.result(k.declared([k.attacks("s")], [k.blocks("ogre", "s"), k.blocked("s")]),
                  [k.regular([("s", {"ogre": 2}), ("ogre", {"s": 3})],
                             k.hit("s", "ogre", 2, 2) + k.hit("ogre", "s", 3, 3) + [k.dies("s")]
                             + [targeted(k, "s", "dies", "bob"),
                                ev("damage", "120.2", source="s", target="bob", amount=2, combat=False),
                                k.life("bob", -2, 18, "s")])],
                  {"s": GY, "ogre": on(3, 3, 2)}, bob=(18, 0, False)))
    heir = cre("h", "alice", 2, 2, "Heir", triggers=[
        {"on": "dies", "target": {"what": "creature-you-control", "counters": 1}}])
    case(MTG, "603.3d-own-dies-trigger-with-no-legal-target-is-removed",
         "When it dies, put a +1/+1 counter on target creature you control: alice has none, so nothing", "603.3d",
         "603.3d: the 2/2 dies blocked by the 3/3; alice controls no creature, so its trigger has no legal target as "
         "it would be put on the stack and is removed from the stack: it does nothing.",
         scenario(MTG, [heir, cre("ogre", "bob", 3, 3, "Hill Ogre")], [("h", "bob")], [("ogre", ["h"])]),
         k.result(k.declared([k.attacks("h")], [k.blocks("ogre", "h"), k.blocked("h")]),
                  [k.regular([("h", {"ogre": 2}), ("ogre", {"h": 3})],
                             k.hit("h", "ogre", 2, 2) + k.hit("ogre", "h", 3, 3) + [k.dies("h"),
                             ev("trigger", "603.3d", source="h", ability="triggers",
                                note="when it dies: no legal target (target creature you control), removed from the "
                                     "stack")])],
                  {"h": GY, "ogre": on(3, 3, 2)}))
    tapper = cre("k", "alice", 2, 2, "Tapping Raider", triggers=[TAPPER])
    case(MTG, "115.1d-trigger-target-named-must-fit",
         "trigger_targets naming alice's own creature for 'target creature defending player controls' is refused",
         "115.1d", "115.1d, 603.3d: the target is chosen as the trigger goes on the stack and must fit its words; the "
                   "attacker itself is no creature bob controls.",
         scenario(MTG, [tapper, cre("w", "bob", 0, 4, "Wall of Wood")], [("k", "bob")],
                  trigger_targets=[{"source": "k", "target": "k"}]),
         refused("invalid-scenario", "115.1d", "$.trigger_targets[0].target"))
    case(MTG, "115.4-any-target-deals-damage-only", "An 'any target' trigger that taps is refused", "115.4",
         "115.4: 'any target' may be a player, a planeswalker or a battle: only damage fits them all.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "target": {"what": "any", "tap": True}}])],
                  [("x", "bob")]),
         refused("invalid-scenario", "115.4", "$.permanents[0].triggers[0].target.tap"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice", "trigger_targets": [],
          "permanents": [{"id": "brute", "controller": "alice", "power": 3, "toughness": 3},
                         {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}]}
    CASES.add("603.3d-trigger-targets-not-in-puzzle-quest", "Puzzle Quest refuses 'trigger_targets'", "603.3d",
              "603.3d (Magic): Puzzle Quest puts no triggered abilities on a stack; the field is refused, not ignored.",
              pq, refused("not-in-ruleset", None, "$.trigger_targets"))
    rift = {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": "bob"}, "trigger_targets": [],
            "permanents": [{"id": "a1", "controller": "alice", "types": ["unit"], "might": 2},
                           {"id": "d1", "controller": "bob", "types": ["unit"], "might": 1}]}
    CASES.add("603.3d-trigger-targets-not-in-riftbound", "Riftbound refuses 'trigger_targets'", "603.3d",
              "603.3d (Magic): Riftbound has no such field; it is refused, not ignored.", rift,
              refused("not-in-ruleset", None, "$.trigger_targets"))


#: Ward (702.21a) came in 2021: a trigger targeting an opponent's permanent with ward is countered unless paid.
WARD = "702.21a"


def ward_event(source: str, note: str) -> J:
    """The ward trigger of ``source`` resolving, before the trigger that targets it (603.3)."""
    return ev("trigger", WARD, source=source, ability="ward", note=note)


def ward_cases() -> None:
    """Ward in the current rules: paid, not paid, paid in life, skipped by the engine's choice, refused."""
    k, attacks = T(MTG), "508.3a"
    tapper = cre("k", "alice", 2, 2, "Tapping Raider", triggers=[TAPPER])
    warded = cre("w", "bob", 1, 4, "Warded Wall", keywords=["ward"])
    case(MTG, "702.21a-ward-paid-the-trigger-taps-the-warded-creature",
         "Tap target creature defending player controls: alice pays the ward cost, the ward 1/4 taps", WARD,
         f"{attacks}, 603.3d, {WARD}: alice's trigger targets bob's 1/4 with ward {{N}}; ward triggers and goes on the "
         "stack above it (603.3), resolving first: alice pays (mana, not tracked), so nothing is countered; the "
         "trigger taps the 1/4 before blockers. Unblocked, the 2/2 deals 2 to bob: 18.",
         scenario(MTG, [tapper, warded], [("k", "bob")],
                  trigger_targets=[{"source": "k", "target": "w", "pays_ward": True}]),
         k.result(k.declared([k.attacks("k"),
                              ward_event("w", "Tapping Raider's trigger targets it: alice pays the mana cost (mana is "
                                              "not tracked)"),
                              targeted(k, "k", "attacks", "w"), ev("taps", attacks, id="w")], [k.unblocked("k")]),
                  [k.regular([("k", {"bob": 2})], k.hit_player("k", "bob", 2, 18))],
                  {"k": attacked(2, 2), "w": on(1, 4, tapped=True)}, bob=(18, 0, False)))
    case(MTG, "702.21a-ward-not-paid-the-trigger-is-countered-and-the-wall-blocks",
         "Tap target creature defending player controls: alice doesn't pay the ward cost, the trigger is countered",
         WARD,
         f"{attacks}, 603.3d, {WARD}: alice's trigger targets bob's 1/4 with ward; the ward trigger resolves first and "
         "alice does not pay: the tapping trigger is countered and does nothing. The untapped 1/4 blocks: it takes 2, "
         "the 2/2 takes 1.",
         scenario(MTG, [tapper, warded], [("k", "bob")], [("w", ["k"])],
                  trigger_targets=[{"source": "k", "target": "w", "pays_ward": False}]),
         k.result(k.declared([k.attacks("k"),
                              ward_event("w", "Tapping Raider's trigger targets it: alice does not pay"),
                              ev("countered", WARD, source="k", ability="triggers", by="w")],
                             [k.blocks("w", "k"), k.blocked("k")]),
                  [k.regular([("k", {"w": 2}), ("w", {"k": 1})], k.hit("k", "w", 2, 2) + k.hit("w", "k", 1, 1))],
                  {"k": attacked(2, 2, 1), "w": on(1, 4, 2)}))
    costly = cre("w", "bob", 1, 4, "Life-Warded Wall", keywords=["ward_life:2"])
    case(MTG, "702.21a-ward-pay-2-life-paid-alice-loses-2",
         "Ward—Pay 2 life: alice pays 2 life (20 to 18) and her trigger taps the wall", WARD,
         f"{attacks}, 603.3d, {WARD}, 119.4: the ward trigger resolves first; alice pays 2 life (paying life is losing "
         "it: 20 to 18); the trigger then taps the 1/4 before blockers. Unblocked, the 2/2 deals 2 to bob: 18.",
         scenario(MTG, [tapper, costly], [("k", "bob")],
                  trigger_targets=[{"source": "k", "target": "w", "pays_ward": True}]),
         k.result(k.declared([k.attacks("k"),
                              ward_event("w", "Tapping Raider's trigger targets it: alice pays 2 life"),
                              k.life("alice", -2, 18, "w", "119.4"),
                              targeted(k, "k", "attacks", "w"), ev("taps", attacks, id="w")], [k.unblocked("k")]),
                  [k.regular([("k", {"bob": 2})], k.hit_player("k", "bob", 2, 18))],
                  {"k": attacked(2, 2), "w": on(1, 4, tapped=True)}, alice=(18, 0, False), bob=(18, 0, False)))
    free = cre("w", "bob", 1, 4, "Free-Warded Wall", keywords=["ward_life:0"])
    case(MTG, "702.21a-119.4b-ward-pay-0-life-paid-no-life-is-lost",
         "Ward—Pay 0 life: alice pays it (119.4b: anyone can pay 0 life), loses nothing, and her trigger taps the wall",
         WARD,
         f"{attacks}, 603.3d, {WARD}, 119.4b: the ward trigger resolves first; alice pays 0 life, which any player can "
         "pay and which changes no life total (no life event: a life gain or loss is never 0); the trigger taps the 1/4. "
         "Unblocked, the 2/2 deals 2 to bob: 18.",
         scenario(MTG, [tapper, free], [("k", "bob")],
                  trigger_targets=[{"source": "k", "target": "w", "pays_ward": True}]),
         k.result(k.declared([k.attacks("k"),
                              ward_event("w", "Tapping Raider's trigger targets it: alice pays 0 life"),
                              targeted(k, "k", "attacks", "w"), ev("taps", attacks, id="w")], [k.unblocked("k")]),
                  [k.regular([("k", {"bob": 2})], k.hit_player("k", "bob", 2, 18))],
                  {"k": attacked(2, 2), "w": on(1, 4, tapped=True)}, bob=(18, 0, False)))
    guard = cre("g", "bob", 2, 2, "Warded Guard", keywords=["ward"])
    case(MTG, "702.21a-automatic-target-skips-the-opponents-ward-creature",
         "Tap target creature defending player controls (automatic): the engine skips bob's ward 2/2, taps his 0/4",
         WARD,
         f"{attacks}, 603.3d, {WARD}: paying for ward is alice's choice, which the engine does not make: its automatic "
         "choice skips bob's ward 2/2 and targets his 0/4 (no ward triggers), which taps. The ward 2/2 blocks and "
         "trades with the 2/2.",
         scenario(MTG, [tapper, guard, cre("wall", "bob", 0, 4, "Wall of Wood")], [("k", "bob")], [("g", ["k"])]),
         k.result(k.declared([k.attacks("k"), targeted(k, "k", "attacks", "wall", automatic=True),
                              ev("taps", attacks, id="wall")], [k.blocks("g", "k"), k.blocked("k")]),
                  [k.regular([("k", {"g": 2}), ("g", {"k": 2})],
                             k.hit("k", "g", 2, 2) + k.hit("g", "k", 2, 2) + [k.dies("k"), k.dies("g")])],
                  {"k": GY, "g": GY, "wall": on(0, 4, tapped=True)}))
    case(MTG, "702.21a-ward-target-named-without-pays-ward-is-refused",
         "trigger_targets naming bob's ward creature without 'pays_ward' is refused: the engine never guesses", WARD,
         f"{WARD}: ward counters the trigger unless alice pays; whether she does is her choice, which the scenario "
         "must state ('pays_ward'): the entry is refused at that field.",
         scenario(MTG, [tapper, warded], [("k", "bob")], trigger_targets=[{"source": "k", "target": "w"}]),
         refused("invalid-scenario", WARD, "$.trigger_targets[0].pays_ward"))
    case(MTG, "702.21a-only-ward-targets-and-none-named-is-refused",
         "Bob's only creature has ward and no target is named: refused, asking to name it", WARD,
         f"603.3d, {WARD}: the 1/4 with ward is the only legal target; targeting it means choosing whether to pay, "
         "which the engine does not choose: the scenario must name it in trigger_targets with 'pays_ward'.",
         scenario(MTG, [tapper, warded], [("k", "bob")]),
         refused("invalid-scenario", WARD, "$.trigger_targets"))
    for rs, name in ((F2020, "ward"), (CLASSIC, "ward"), (F2020, "ward_life:2")):
        case(rs, f"702.21-{name.replace(':', '-').replace('_', '-')}-not-in-ruleset",
             f"A creature with {name} is refused: ward was keyworded in 2021", "702.21",
             "702.21: ward entered the Comprehensive Rules in 2021, after these rules; the board is refused, not "
             "resolved without it.",
             scenario(rs, [cre("k", "alice", 2, 2), cre("w", "bob", 1, 4, keywords=[name])], [("k", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[1].keywords[0]"))


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, untargetable_cases, current_cases, ward_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
