"""Write the golden files of a permanent's own damage triggers into tests/scenarios/triggers: "whenever this creature
is dealt damage" (enrage is an ability word, 207.2c), "whenever it deals damage", "… deals combat damage" and "… deals
combat damage to a creature".

Abilities that trigger on damage being dealt trigger as it is dealt and wait for the stack (120.4b, 510.3a): they
resolve after that damage step's state-based actions, so a trigger of the first-strike step resolves before the
regular damage. An ability triggers once each time its event occurs, and more often only if the event holds several
occurrences (603.2c); all the combat damage of a step is dealt at once (510.2), one event, so a creature dealt damage
by two blockers at once is dealt damage once, as "becomes blocked" happens once though two creatures block (700.1's
example); "deals combat damage to a creature" happens once for each creature it dealt damage to. Damage all prevented
is no damage (120.8, 603.2h): nothing triggers. A creature dealt lethal damage was dealt damage: its ability triggers
and resolves with the creature in the graveyard (113.7a), so a counter has nothing to go on, while "you gain 2 life"
still happens.

Rule numbers: 603.2c (both current documents) for "is dealt damage" and "deals damage", 510.3a for the combat damage
ones; in the 2003-2009 rules combat damage is dealt as it resolves from the stack (310.4) and a triggered ability is
cited by its section, 410 (the own combat damage triggers by 310, as "deals combat damage to a player" is).

    python3 tests/golden/damage_triggers.py             # (re)write the files
    python3 tests/golden/damage_triggers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, act, attacked, cre, division, ev, on, pw_on, refused, walker  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, ERAS, F2020, MTG, NONCOMBAT, OUT, T, EraCases, scenario  # noqa: E402

DEALT = {MTG: "603.2c", F2020: "603.2c", CLASSIC: "410"}
COMBAT = {MTG: "510.3a", F2020: "510.3a", CLASSIC: "310"}
SHIELD = {MTG: ("615.1", "615.7"), F2020: ("615.1", "615.7"), CLASSIC: ("419.7", "419.7")}
SBA_DEATHTOUCH = {MTG: "704.5h", F2020: "704.5h"}
#: "That much" (today's 120.9): damage is section 119 in the numbering mtg-2020 follows, the glossary's G4.1 in classic.
MUCH = {MTG: "120.9", F2020: "119", CLASSIC: "G4.1"}

#: Ranging Raptors' kind (a 2/4 here): "Enrage — Whenever this creature is dealt damage, put a +1/+1 counter on it."
ENRAGE = {"on": "is-dealt-damage", "counters": 1}

CASES = EraCases()
case = CASES.case


def raptor(ctl: str = "bob", power: int = 2, toughness: int = 4, **fields: object) -> J:
    return cre("raptor", ctl, power, toughness, "Ranging Raptors", triggers=[fields.pop("trigger", ENRAGE)], **fields)


def enraged(k: T, ident: str = "raptor", counters: int = 1) -> list[J]:
    rule = DEALT[k.rs]
    out = [ev("trigger", rule, source=ident, ability="triggers", note="whenever it is dealt damage")]
    return out + ([ev("counters", rule, id=ident, kind="+1/+1", amount=counters)] if counters else [])


def own(k: T, ident: str, note: str, rule: str) -> J:
    return ev("trigger", rule, source=ident, ability="triggers", note=note)


def era_cases() -> None:
    for rs in ERAS:
        k, r, c = T(rs), DEALT[rs], COMBAT[rs]
        ds = cre("ds", "alice", 1, 1, "Fencing Ace", keywords=["double_strike"])
        case(rs, f"{r}-is-dealt-damage-first-strike-and-regular-two-triggers",
             "Enrage blocking a double striker: dealt damage in each damage step, two triggers, two counters", r,
             f"{r}: the 1/1 double striker deals 1 to the blocking 2/4 in the first-strike step: the ability triggers "
             "and resolves before the regular step (a 3/5). In the regular step each deals damage again: the 3/5 "
             "deals 3 and the 1/1 dies (state-based actions first, 704.3), then the second trigger: a 4/6, 2 damage.",
             scenario(rs, [ds, raptor()], [("ds", "bob")], [("raptor", ["ds"])]),
             k.result(k.declared([k.attacks("ds")], [k.blocks("raptor", "ds"), k.blocked("ds")]),
                      [k.first([("ds", {"raptor": 1})], k.hit("ds", "raptor", 1, 1) + enraged(k)),
                       k.regular([("ds", {"raptor": 1}), ("raptor", {"ds": 3})],
                                 k.hit("ds", "raptor", 1, 2) + k.hit("raptor", "ds", 3, 3) + [k.dies("ds")] + enraged(k))],
                      {"ds": GY, "raptor": on(4, 6, damage=2, counters={"+1/+1": 2})}))
        b1, b2 = (cre(i, "bob", 1, 1, "Goblin Piker") for i in ("b1", "b2"))
        case(rs, f"{r}-is-dealt-damage-two-blockers-at-once-one-trigger",
             "Enrage blocked by two creatures: their damage is dealt at once, one event, one trigger", r,
             f"{r}, 510.2: the 0/5 attacker deals no damage; both 1/1 blockers deal 1 to it at once, one damage event "
             "(700.1: one happening may be one event for an ability), so 'whenever it is dealt damage' triggers once: "
             "a 1/6 with 2 damage.",
             scenario(rs, [raptor("alice", 0, 5), b1, b2], [("raptor", "bob")], [("b1", ["raptor"]), ("b2", ["raptor"])]),
             k.result(k.declared([k.attacks("raptor")], [k.blocks("b1", "raptor"), k.blocks("b2", "raptor"),
                                                         k.blocked("raptor")]),
                      [k.regular([("b1", {"raptor": 1}), ("b2", {"raptor": 1})],
                                 k.hit("b1", "raptor", 1, 1) + k.hit("b2", "raptor", 1, 2) + enraged(k))],
                      {"raptor": attacked(1, 6, damage=2, counters={"+1/+1": 1}), "b1": on(1, 1), "b2": on(1, 1)}))
        shield, shared = SHIELD[rs]
        case(rs, f"{r}-is-dealt-damage-all-prevented-no-trigger",
             "Enrage with the damage to it all prevented: no damage is dealt, nothing triggers", r,
             f"{r}, 120.8, 603.2h: a shield prevents the 2 damage the 2/2 would deal the blocking 2/4; it is dealt no "
             "damage, so the ability doesn't trigger. The 2/4 deals 2 and the 2/2 dies.",
             scenario(rs, [cre("bear", "alice", 2, 2, "Grizzly Bears"), raptor()], [("bear", "bob")],
                      [("raptor", ["bear"])], actions=[act("after-blocks", "prevent", target="raptor", amount=2)]),
             k.result(k.declared([k.attacks("bear")], [k.blocks("raptor", "bear"), k.blocked("bear"),
                                                       ev("shield", shield, id="raptor", amount=2)]),
                      [k.regular([("bear", {"raptor": 2}), ("raptor", {"bear": 2})],
                                 [ev("damage", shared, source="bear", target="raptor", amount=0, combat=True,
                                     prevented=2)] + k.hit("raptor", "bear", 2, 2) + [k.dies("bear")])],
                      {"bear": GY, "raptor": on(2, 4)}))
        drake = raptor(trigger={"on": "is-dealt-damage", "counters": 1, "gain_life": 2}, toughness=2)
        case(rs, f"{r}-is-dealt-damage-lethal-still-triggers-life-not-counter",
             "Dealt lethal damage, it still triggers: it resolves with the creature gone, the life but no counter", r,
             f"{r}, 113.7a: the 3/3 deals 3 to the blocking 2/2, which is dealt damage and dies (state-based "
             "actions) before its ability resolves: 'you gain 2 life' names no object and happens (bob 22); the "
             "counter has no creature to go on (400.7).",
             scenario(rs, [cre("ogre", "alice", 3, 3, "Hill Ogre"), drake], [("ogre", "bob")], [("raptor", ["ogre"])]),
             k.result(k.declared([k.attacks("ogre")], [k.blocks("raptor", "ogre"), k.blocked("ogre")]),
                      [k.regular([("ogre", {"raptor": 3}), ("raptor", {"ogre": 2})],
                                 k.hit("ogre", "raptor", 3, 3) + k.hit("raptor", "ogre", 2, 2) + [k.dies("raptor")]
                                 + enraged(k, counters=0)
                                 + [ev("life", r, player="bob", amount=2, life=22, source="raptor")])],
                      {"ogre": attacked(3, 3, damage=2), "raptor": GY}, bob=(22, 0, False)))
        pinger = cre("pinger", "alice", 1, 1, "Prodigal Pyromancer", triggers=[{"on": "deals-damage", "gain_life": 1}])
        case(rs, f"{r}-is-dealt-damage-and-deals-damage-by-an-action",
             "Noncombat damage the board states: the pinger's 'deals damage' and the raptor's enrage both trigger", r,
             f"{r}, 101.4: after blocks alice's 1/1 deals 1 damage to bob's 2/4 (an ability the board states). Both "
             "abilities trigger; APNAP puts alice's on the stack first, so bob's resolves first: a 3/5; then alice "
             "gains 1. The unblocked 2/2 deals 2 to bob.",
             scenario(rs, [cre("bear", "alice", 2, 2, "Grizzly Bears"), pinger, raptor()], [("bear", "bob")],
                      actions=[act("after-blocks", "deal", source="pinger", target="raptor", amount=1)]),
             k.result(k.declared([k.attacks("bear")],
                                 [k.unblocked("bear"),
                                  ev("damage", NONCOMBAT[rs], source="pinger", target="raptor", amount=1, combat=False),
                                  ev("marked", k.r["marked"], id="raptor", amount=1, damage=1)] + enraged(k)
                                 + [own(k, "pinger", "whenever it deals damage", r),
                                    ev("life", r, player="alice", amount=1, life=21, source="pinger")]),
                      [k.regular([("bear", {"bob": 2})], k.hit_player("bear", "bob", 2, 18))],
                      {"bear": attacked(2, 2), "pinger": on(1, 1), "raptor": on(3, 5, damage=1, counters={"+1/+1": 1})},
                      alice=(21, 0, False), bob=(18, 0, False)))
        monger = cre("monger", "alice", 3, 3, "Spiritmonger-like",
                     triggers=[{"on": "deals-combat-damage-to-a-creature", "counters": 1}])
        note = "whenever it deals combat damage to a creature"
        grow = [own(k, "monger", note, c), ev("counters", c, id="monger", kind="+1/+1", amount=1)]
        case(rs, f"{c}-deals-combat-damage-to-a-creature-once-for-each",
             "'Whenever it deals combat damage to a creature' with two blockers dealt damage: two triggers", c,
             f"{c}, 603.2c: the 3/3 deals 1 and 2 to its two 1/1 blockers at once: one event with two occurrences of "
             "'deals combat damage to a creature', so it triggers twice. The blockers deal 1 each and die first: "
             "a 5/5 with 2 damage.",
             scenario(rs, [monger, b1, b2], [("monger", "bob")], [("b1", ["monger"]), ("b2", ["monger"])],
                      [division("monger", {"b1": 1, "b2": 2})]),
             k.result(k.declared([k.attacks("monger")], [k.blocks("b1", "monger"), k.blocks("b2", "monger"),
                                                         k.blocked("monger")]),
                      [k.regular([("monger", {"b1": 1, "b2": 2}), ("b1", {"monger": 1}), ("b2", {"monger": 1})],
                                 k.hit("monger", "b1", 1, 1) + k.hit("monger", "b2", 2, 2) + k.hit("b1", "monger", 1, 1)
                                 + k.hit("b2", "monger", 1, 2) + [k.dies("b1"), k.dies("b2")] + grow + grow)],
                      {"monger": attacked(5, 5, damage=2, counters={"+1/+1": 2}), "b1": GY, "b2": GY}))
        fencer = cre("ds", "alice", 1, 1, "Fencing Ace", keywords=["double_strike"],
                     triggers=[{"on": "deals-combat-damage", "counters": 1}])
        grew = [own(k, "ds", "whenever it deals combat damage", c), ev("counters", c, id="ds", kind="+1/+1", amount=1)]
        case(rs, f"{c}-deals-combat-damage-first-strike-resolves-before-regular",
             "'Whenever it deals combat damage' with double strike: the first trigger resolves before regular damage", c,
             f"{c}: unblocked, the 1/1 double striker deals 1 to bob in the first-strike step; its ability resolves "
             "before the regular step (a 2/2), which then deals 2; the second trigger makes it a 3/3. Bob 17.",
             scenario(rs, [fencer], [("ds", "bob")]),
             k.result(k.declared([k.attacks("ds")], [k.unblocked("ds")]),
                      [k.first([("ds", {"bob": 1})], k.hit_player("ds", "bob", 1, 19) + grew),
                       k.regular([("ds", {"bob": 2})], k.hit_player("ds", "bob", 2, 17) + grew)],
                      {"ds": attacked(3, 3, counters={"+1/+1": 2})}, bob=(17, 0, False)))


def that_much_cases() -> None:
    """"You gain that much life": the damage of the event that triggered it (120.9), all of it, not only lethal."""
    for rs in ERAS:
        k, r = T(rs), DEALT[rs]
        vamp = cre("vamp", "alice", 3, 3, "Spirit Link-like", triggers=[{"on": "deals-damage", "gain_life": "that much"}])
        case(rs, f"{r}-deals-damage-you-gain-that-much-life",
             "'Whenever it deals damage, you gain that much life': the 3 it deals its 1/1 blocker, alice 23", r,
             f"{r}, 120.9: the 3/3 deals all its 3 damage to the 1/1 blocker (damage beyond lethal is dealt too); "
             "its ability triggers and, after the 1/1 dies, alice gains that much: 3.",
             scenario(rs, [vamp, cre("bear", "bob", 1, 1, "Goblin Piker")], [("vamp", "bob")], [("bear", ["vamp"])]),
             k.result(k.declared([k.attacks("vamp")], [k.blocks("bear", "vamp"), k.blocked("vamp")]),
                      [k.regular([("vamp", {"bear": 3}), ("bear", {"vamp": 1})],
                                 k.hit("vamp", "bear", 3, 3) + k.hit("bear", "vamp", 1, 1)
                                 + [k.dies("bear"), own(k, "vamp", "whenever it deals damage", r),
                                    ev("life", r, player="alice", amount=3, life=23, source="vamp")])],
                      {"vamp": attacked(3, 3, damage=1), "bear": GY}, alice=(23, 0, False)))
    for rs in ERAS:  # each era cites its own number (119 in 2020's numbering: damage was section 119)
        m = MUCH[rs]
        case(rs, f"{m}-that-much-life-only-for-a-damage-trigger",
             "'You gain that much life' on an attack trigger is refused: an attack has no amount of damage", m,
             f"{m}: 'that much' is the damage of the event that triggered the ability; an attack trigger has none.",
             scenario(rs, [cre("vamp", "alice", 3, 3, triggers=[{"on": "attacks", "gain_life": "that much"}])],
                      [("vamp", "bob")]),
             refused("invalid-scenario", m, "$.permanents[0].triggers[0].gain_life"))


def deathtouch_cases() -> None:
    """Deathtouch damage is damage: the ability triggers, though the creature it is on dies."""
    for rs in ERAS:
        k, r = T(rs), DEALT[rs]
        asp = cre("asp", "alice", 1, 1, "Typhoid Rats", keywords=["deathtouch"])
        base = k.hit("asp", "raptor", 1, 1) + k.hit("raptor", "asp", 2, 2)
        if rs == CLASSIC:  # deathtouch a trigger (502.63): it and the enrage trigger wait; bob's resolves first (APNAP)
            events = base + [k.dies("asp")] + enraged(k) + [
                ev("trigger", "502.63", source="asp", ability="deathtouch", target="raptor"),
                ev("dies", "502.63", id="raptor", to="graveyard", reason="deathtouch")]
            final, source = GY, (f"{r}, 502.63: the deathtouch 1/1 deals 1 to the blocking 2/4, which is dealt damage: "
                                 "its ability triggers, and so does deathtouch (a triggered ability then). The 1/1 "
                                 "dies of lethal damage; bob's trigger resolves first (APNAP, 101.4): a 3/5; then "
                                 "deathtouch destroys it.")
        else:
            events = base + [k.dies("asp"), ev("dies", SBA_DEATHTOUCH[rs], id="raptor", to="graveyard",
                                               reason="deathtouch")] + enraged(k, counters=0)
            final, source = GY, (f"{r}, 704.5h: the deathtouch 1/1 deals 1 to the blocking 2/4, which is dealt damage: "
                                 "its ability triggers. State-based actions destroy both before it resolves; the "
                                 "counter has nothing to go on (400.7).")
        case(rs, f"{r}-is-dealt-damage-by-deathtouch-triggers", "Enrage dealt deathtouch damage: it triggers", r,
             source, scenario(rs, [asp, raptor()], [("asp", "bob")], [("raptor", ["asp"])]),
             k.result(k.declared([k.attacks("asp")], [k.blocks("raptor", "asp"), k.blocked("asp")]),
                      [k.regular([("asp", {"raptor": 1}), ("raptor", {"asp": 2})], events)],
                      {"asp": GY, "raptor": final}))


def judged_cases() -> None:
    """Boards worked by hand from the rule text in review (s41 judge): a planeswalker dealt damage, a source dying as
    it deals damage, two sources' damage dealt at once to a 'that much' creature, classic damage from a source gone."""
    for rs in ERAS:
        k, r, c = T(rs), DEALT[rs], COMBAT[rs]
        two = [{"on": "deals-combat-damage", "counters": 1}, {"on": "deals-combat-damage-to-a-creature", "gain_life": 5}]
        case(rs, f"{c}-deals-combat-damage-to-a-planeswalker-not-to-a-creature",
             "Combat damage to a planeswalker: 'deals combat damage' triggers, '… to a creature' doesn't", c,
             f"{c}, 603.2c: the unblocked 2/2 deals 2 combat damage to bob's planeswalker (loyalty 3 to 1): it dealt "
             "combat damage, so its first ability triggers (a 3/3); it dealt none to a creature, so the second doesn't.",
             scenario(rs, [cre("a", "alice", 2, 2, triggers=two), walker("pw", "bob", 3)], [("a", "pw")]),
             k.result(k.declared([k.attacks("a", "pw")], [k.unblocked("a")]),
                      [k.regular([("a", {"pw": 2})], [k.damage("a", "pw", 2),
                                                      ev("loyalty", k.r["loyalty"], id="pw", amount=-2, loyalty=1),
                                                      own(k, "a", "whenever it deals combat damage", c),
                                                      ev("counters", c, id="a", kind="+1/+1", amount=1)])],
                      {"a": attacked(3, 3, counters={"+1/+1": 1}), "pw": pw_on(1)}))
        case(rs, f"{c}-deals-combat-damage-and-dies-at-once-still-triggers",
             "A creature that deals combat damage and is dealt lethal damage at once: its ability still triggers", c,
             f"{c}, 603.10: the 2/2 and the 3/3 deal damage at once; the 2/2 was on the battlefield as it dealt its "
             "damage, so 'whenever it deals combat damage, you gain 2 life' triggers; state-based actions put it into "
             "the graveyard before the ability resolves, and the life is gained all the same (113.7a): alice 22.",
             scenario(rs, [cre("a", "alice", 2, 2, triggers=[{"on": "deals-combat-damage", "gain_life": 2}]),
                           cre("ogre", "bob", 3, 3, "Hill Giant")], [("a", "bob")], [("ogre", ["a"])]),
             k.result(k.declared([k.attacks("a")], [k.blocks("ogre", "a"), k.blocked("a")]),
                      [k.regular([("a", {"ogre": 2}), ("ogre", {"a": 3})],
                                 k.hit("a", "ogre", 2, 2) + k.hit("ogre", "a", 3, 3)
                                 + [k.dies("a"), own(k, "a", "whenever it deals combat damage", c),
                                    ev("life", c, player="alice", amount=2, life=22, source="a")])],
                      {"a": GY, "ogre": on(3, 3, damage=2)}, alice=(22, 0, False)))
        case(rs, f"{r}-is-dealt-damage-by-two-sources-gain-that-much-the-total",
             "'Whenever it is dealt damage, you gain that much life' dealt 2 and 3 at once: one trigger, 5 life", r,
             f"{r}, {MUCH[rs]}: both blockers deal their damage to the 1/8 at once, one event: the ability triggers "
             "once, and 'that much' is all the damage dealt to it then, 5.",
             scenario(rs, [cre("ox", "alice", 1, 8, "Wall of Hope-like",
                               triggers=[{"on": "is-dealt-damage", "gain_life": "that much"}]),
                           cre("b1", "bob", 2, 2, "Grizzly Bears"), cre("b2", "bob", 3, 3, "Hill Giant")],
                      [("ox", "bob")], [("b1", ["ox"]), ("b2", ["ox"])], [division("ox", {"b1": 1})]),
             k.result(k.declared([k.attacks("ox")], [k.blocks("b1", "ox"), k.blocks("b2", "ox"), k.blocked("ox")]),
                      [k.regular([("ox", {"b1": 1}), ("b1", {"ox": 2}), ("b2", {"ox": 3})],
                                 k.hit("ox", "b1", 1, 1) + k.hit("b1", "ox", 2, 2) + k.hit("b2", "ox", 3, 5)
                                 + [own(k, "ox", "whenever it is dealt damage", r),
                                    ev("life", r, player="alice", amount=5, life=25, source="ox")])],
                      {"ox": attacked(1, 8, damage=5), "b1": on(2, 2, damage=1), "b2": on(3, 3)},
                      alice=(25, 0, False)))
    k, r = T(CLASSIC), DEALT[CLASSIC]
    vamp = cre("vamp", "alice", 3, 3, "Sengir Vampire-like", triggers=[{"on": "deals-damage", "gain_life": 2}])
    case(CLASSIC, f"{r}-damage-on-the-stack-from-a-source-gone-triggers-only-the-recipient",
         "Damage on the stack from a creature sacrificed: it is dealt, the enrage triggers, the source's ability doesn't",
         r, f"{r}, 310.4a: with the damage on the stack alice sacrifices her 3/3; its 3 damage is still dealt as it last "
         "existed, so bob's 2/4 is dealt damage and its ability triggers (a 3/5); the 3/3's own 'whenever it deals "
         "damage' is in the graveyard then and doesn't trigger. Bob's 2 damage to it isn't dealt (310.4c).",
         scenario(CLASSIC, [vamp, raptor()], [("vamp", "bob")], [("raptor", ["vamp"])],
                  actions=[act("on-stack", "remove", target="vamp", to="graveyard")]),
         k.result(k.declared([k.attacks("vamp")], [k.blocks("raptor", "vamp"), k.blocked("vamp")]),
                  [k.regular([("vamp", {"raptor": 3}), ("raptor", {"vamp": 2})],
                             k.hit("vamp", "raptor", 3, 3)
                             + [ev("damage", "310.4c", source="raptor", target="vamp", amount=0, combat=True,
                                   note="not dealt: it left the battlefield")] + enraged(k),
                             on_stack=[ev("leaves", k.r["leaves"], id="vamp", to="graveyard", reason="removed")])],
                  {"vamp": GY, "raptor": on(3, 5, damage=3, counters={"+1/+1": 1})}))


def current_cases() -> None:
    k, r = T(MTG), DEALT[MTG]
    cloak = cre("cloak", "alice", 3, 3, "Cloaked Wurm", keywords=["trample"],
                triggers=[{"on": "deals-damage", "gain_life": 2}])
    case(MTG, f"{r}-deals-damage-to-a-blocker-and-a-player-at-once-one-trigger",
         "'Whenever it deals damage' trampling over: damage to a blocker and a player at once is one event", r,
         f"{r}, 510.2: the 3/3 trampler deals 1 to its 1/1 blocker and 2 to bob at once; 'whenever it deals damage' "
         "triggers once (alice 22), as 'becomes blocked' does for two blockers (700.1).",
         scenario(MTG, [cloak, cre("bear", "bob", 1, 1, "Goblin Piker")], [("cloak", "bob")], [("bear", ["cloak"])],
                  [division("cloak", {"bear": 1, "bob": 2})]),
         k.result(k.declared([k.attacks("cloak")], [k.blocks("bear", "cloak"), k.blocked("cloak")]),
                  [k.regular([("cloak", {"bear": 1, "bob": 2}), ("bear", {"cloak": 1})],
                             k.hit("cloak", "bear", 1, 1) + k.hit_player("cloak", "bob", 2, 18)
                             + k.hit("bear", "cloak", 1, 1) + [k.dies("bear"), own(k, "cloak", "whenever it deals damage", r),
                                                               ev("life", r, player="alice", amount=2, life=22,
                                                                  source="cloak")])],
                  {"cloak": attacked(3, 3, damage=1), "bear": GY}, alice=(22, 0, False), bob=(18, 0, False)))


def refusal_cases() -> None:
    rift = {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": "bob"},
            "permanents": [{"id": "a1", "controller": "alice", "types": ["unit"], "might": 2,
                            "triggers": [ENRAGE]},
                           {"id": "d1", "controller": "bob", "types": ["unit"], "might": 1}]}
    CASES.add("603.2c-is-dealt-damage-trigger-not-in-riftbound", "Riftbound refuses Magic's own-trigger field", "603.2c",
              "603.2c (Magic): Riftbound units have no such field; the field is refused, not ignored.", rift,
              refused("not-in-ruleset", None, "$.permanents[0].triggers"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "raptor", "controller": "alice", "power": 2, "toughness": 2,
                          "triggers": [{"on": "deals-combat-damage-to-a-creature", "counters": 1}]}]}
    CASES.add("603.2c-damage-triggers-not-in-puzzle-quest", "Puzzle Quest refuses Magic's own-trigger field", "603.2c",
              "603.2c, 510.3a (Magic): Puzzle Quest has no such field; it is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].triggers"))


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, that_much_cases, deathtouch_cases, judged_cases, current_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
