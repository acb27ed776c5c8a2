"""Write the golden files of tests/scenarios/triggers from hand-derived expectations.

A creature's own attack and block triggers (the permanent's ``triggers``: 603.2, 508.3a, 509.3a-d), its own
statics that depend on whose turn it is or on its attacking or blocking (``statics``, 611.3a), and renown
(702.112), in every Magic era that has them. Each case states by hand, from the rules, which
triggers trigger, in which order they resolve (APNAP, 101.4; a player's own in the order created, unless
``trigger_order`` says otherwise), what each does, the damage and its results, and the final board; the
builders only spell those facts in the result format's shapes. The engine is consulted only by
``--compare``.

Rule numbers: the current rules (``mtg``); January 2020 (``mtg-2020``: with the damage assignment order
at 509.2-509.3 and priority at 509.4, the block trigger conditions were 509.5a-d, renown 702.111a; damage
results 119.3); the 2003-2009 rules (``mtg-classic``: declare attackers 308 and blockers 309, the subrule
of their trigger conditions not confirmed, so the section is cited; continuous effects 418, until end of
turn 418.3; renown did not exist).

    python3 tests/golden/triggers.py             # (re)write the files
    python3 tests/golden/triggers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden import builders  # noqa: E402
from golden.builders import GY, SCENARIOS, J, act, attacked, cre, division, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.keywords import BASE  # noqa: E402

OUT = SCENARIOS / "triggers"
MTG, F2020, CLASSIC = "mtg", "mtg-2020", "mtg-classic"
ERAS = (MTG, F2020, CLASSIC)
#: Damage dealt by a trigger, not in combat (120.2; 119.2 in January 2020; G4.1 in classic).
NONCOMBAT = {MTG: "120.2", F2020: "119.2", CLASSIC: "G4.1"}
ERA = {MTG: "current rules", F2020: "the rules of January 2020", CLASSIC: "the classic (1999-2009) rules"}
SUFFIX = {MTG: "", F2020: "-2020", CLASSIC: "-classic"}
DOC = {MTG: "Comprehensive Rules (2025)", F2020: "Comprehensive Rules of January 2020",
       CLASSIC: "Comprehensive Rules of 2003-2009"}

#: The rule each trigger condition cites, by ruleset.
TRIGGER_RULE = {
    MTG: {"attacks": "508.3a", "blocks": "509.3a", "becomes-blocked": "509.3c", "by": "509.3d", "renown": "702.112a",
          "damage": "510.3a", "dies": "603.6c", "enters": "603.6a"},
    F2020: {"attacks": "508.3a", "blocks": "509.5a", "becomes-blocked": "509.5c", "by": "509.5d",
            "renown": "702.111a", "damage": "510.3a", "dies": "603.6c", "enters": "603.6a"},
    # "dies", "enters": leaves-play (410.10c) and comes-into-play (410.10a) abilities, the zone-change triggers of
    # the Comprehensive Rules of October 2006: zone_triggers.py.
    CLASSIC: {"attacks": "308", "blocks": "309", "becomes-blocked": "309", "by": "309", "damage": "310",
              "dies": "410.10c", "enters": "410.10a"},
}
NOTE = {"attacks": "whenever it attacks", "blocks": "whenever it blocks", "becomes-blocked": "whenever it becomes blocked",
        "by": "whenever it becomes blocked by a creature", "blocks-or-becomes-blocked": "whenever it blocks or becomes blocked",
        "damage": "whenever it deals combat damage to a player", "dies": "when it dies",
        "enters": "whenever another creature you control enters"}
RULE_OF = {"attacks": "attacks", "blocks": "blocks", "becomes-blocked": "becomes-blocked", "by": "by",
           "blocks-or-becomes-blocked": "becomes-blocked", "damage": "damage", "dies": "dies", "enters": "enters"}


class T(builders.Era):
    """Builders for one ruleset: the shared ones, and the triggers' own."""

    def __init__(self, rs: str) -> None:
        super().__init__(rs, BASE)

    def own(self, source: str, on_: str, target: str | None = None) -> J:
        """One of the creature's own triggers triggering and resolving (its ``trigger`` event)."""
        return ev("trigger", TRIGGER_RULE[self.rs][RULE_OF[on_]], source=source, ability="triggers", note=NOTE[on_],
                  target=target)

    def pump(self, ident: str, power: int, toughness: int, rule: str | None = None) -> J:
        return ev("pump", rule or self.r["pump"], id=ident, power=power, toughness=toughness)

    def gains(self, ident: str, keyword: str) -> J:
        return ev("gains", self.r["pump"], id=ident, keyword=keyword)

    def static(self, ident: str, power: int = 0, toughness: int = 0, gains: str | None = None,
               loses: str | None = None) -> list[J]:
        """What a conditional static starts (or stops) adding, as events citing 611.3a (418 classic)."""
        rule = STATIC_RULE[self.rs]
        out = [ev("pump", rule, id=ident, power=power, toughness=toughness)] if power or toughness else []
        if gains:
            out.append(ev("gains", rule, id=ident, keyword=gains))
        if loses:
            out.append(ev("loses-keyword", rule, id=ident, keyword=loses))
        return out

    def renown(self, ident: str, amount: int | None = None, note: str | None = None) -> list[J]:
        rule = TRIGGER_RULE[self.rs]["renown"]
        out = [ev("trigger", rule, source=ident, ability="renown", note=note)]
        if amount:
            out.append(ev("counters", rule, id=ident, kind="+1/+1", amount=amount))
        return out

    def dies(self, ident: str, reason: str = "lethal-damage") -> J:
        return ev("dies", self.r[reason], id=ident, to="graveyard", reason=reason)


class EraCases(builders.Cases):
    """A Magic generator's cases, each in one era: ``case`` gives the file the era's suffix, the title its era and
    the source its rules document (one ``case()`` for every generator of own abilities, statics and lords)."""

    def case(self, rs: str, file: str, title: str, rule: str, source: str, scenario_: J, expect: J) -> None:
        assert scenario_["ruleset"] == rs
        self.add(file + SUFFIX[rs], f"{title} ({ERA[rs]})", rule, f"{DOC[rs]}: {source}", scenario_, expect)


CASES = EraCases()
case = CASES.case


def scenario(rs: str, permanents: list[J], attackers: list[Any], blockers: list[tuple[str, list[str]]] = (),
             assignments: list[J] = (), actions: list[J] = (), **extra: Any) -> J:
    return builders.scenario(permanents, attackers, blockers, assignments, actions, ruleset=rs, **extra)


def renowned(state: J) -> J:
    return {**state, "renowned": True}


# --- Attack triggers ---------------------------------------------------------------------------------------

def attack_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), TRIGGER_RULE[rs]["attacks"]
        wolf = cre("wolf", "alice", 2, 2, "Raging Wolf", triggers=[{"on": "attacks", "power": 2,
                                                                    "keywords": ["first_strike"]}])
        case(rs, f"{r}-own-attack-trigger-pump-and-first-strike",
             "Whenever it attacks, it gets +2/+0 and gains first strike: the 4/2 kills the 3/3 blocker first", r,
             f"{r}: the ability triggers as the creature is declared an attacker and resolves before blockers are "
             "declared: a 4/2 with first strike. Blocked by a 3/3, it deals 4 in the first-strike step; the 3/3 dies "
             "there and deals nothing. The pump lasts until end of turn (final 4/2).",
             scenario(rs, [wolf, cre("ogre", "bob", 3, 3, "Hill Ogre")], [("wolf", "bob")], [("ogre", ["wolf"])]),
             k.result(k.declared([k.attacks("wolf"), k.own("wolf", "attacks"), k.pump("wolf", 2, 0),
                                  k.gains("wolf", "first_strike")],
                                 [k.blocks("ogre", "wolf"), k.blocked("wolf")]),
                      [k.first([("wolf", {"ogre": 4})], k.hit("wolf", "ogre", 4, 4) + [k.dies("ogre")]),
                       k.regular([], [])],
                      {"wolf": attacked(4, 2), "ogre": GY}))
    k = T(MTG)
    cave = cre("cave", "alice", 1, 2, "Cave People", triggers=[{"on": "attacks", "power": 1, "toughness": -2},
                                                               {"on": "attacks", "power": 2}])
    case(MTG, "508.3a-own-trigger-after-its-creature-died-does-nothing",
         "Two attack triggers: the first leaves it 2/0, it dies, and the second gives nothing", "508.3a",
         "508.3a: both trigger as it attacks. The first (+1/-2) resolves: 2/0, and state-based actions put it into "
         "the graveyard before the next trigger resolves (704.5f, 117.5). The second then has no creature to give "
         "+2/+0 to (400.7): it does nothing, and no creature is left to deal combat damage.",
         scenario(MTG, [cave], [("cave", "bob")]),
         k.result(k.declared([k.attacks("cave"), k.own("cave", "attacks"), k.pump("cave", 1, -2),
                              k.dies("cave", "zero-toughness"), k.own("cave", "attacks")], []),
                  [k.regular([], [])], {"cave": GY}))


def life_cases() -> None:
    """A creature's own trigger that changes the players' life (119.3): "each opponent loses 1 life and you gain 1"."""
    for rs in ERAS:
        k, r = T(rs), TRIGGER_RULE[rs]["attacks"]
        drain = cre("vamp", "alice", 2, 2, "Postmortem Professor",
                    triggers=[{"on": "attacks", "opponents_lose": 1, "gain_life": 1}])
        case(rs, f"{r}-own-attack-trigger-each-opponent-loses-one-and-you-gain-one",
             "Whenever it attacks, each opponent loses 1 life and you gain 1 life: bob 19 before damage, then 17", r,
             f"{r}: the ability triggers as it is declared an attacker and resolves before blockers: bob loses 1, "
             "then alice gains 1 (in the order the text says, 119.3). Unblocked, the 2/2 deals 2 more to bob.",
             scenario(rs, [drain], [("vamp", "bob")]),
             k.result(k.declared([k.attacks("vamp"), k.own("vamp", "attacks"),
                                  ev("life", r, player="bob", amount=-1, life=19, source="vamp"),
                                  ev("life", r, player="alice", amount=1, life=21, source="vamp")],
                                 [k.unblocked("vamp")]),
                      [k.regular([("vamp", {"bob": 2})], k.hit_player("vamp", "bob", 2, 17))],
                      {"vamp": attacked(2, 2)}, alice=(21, 0, False), bob=(17, 0, False)))
    k = T(MTG)
    cave = cre("cave", "alice", 1, 2, "Cave People", triggers=[{"on": "attacks", "power": 1, "toughness": -2},
                                                               {"on": "attacks", "gain_life": 2}])
    case(MTG, "508.3a-own-life-trigger-after-its-creature-died-still-gains",
         "Two attack triggers: the first leaves it 2/0 and it dies; the second still gains alice 2 life", "508.3a",
         "508.3a, 113.7a: both trigger as it attacks. The first (+1/-2) resolves, and it dies (704.5f) before the "
         "second resolves; 'you gain 2 life' names no object, so it still happens (119.3).",
         scenario(MTG, [cave], [("cave", "bob")]),
         k.result(k.declared([k.attacks("cave"), k.own("cave", "attacks"), k.pump("cave", 1, -2),
                              k.dies("cave", "zero-toughness"), k.own("cave", "attacks"),
                              ev("life", "508.3a", player="alice", amount=2, life=22, source="cave")], []),
                  [k.regular([], [])], {"cave": GY}, alice=(22, 0, False)))
    case(MTG, "509.3c-own-becomes-blocked-trigger-you-gain-two-life",
         "Whenever it becomes blocked, you gain 2 life: alice gains 2, and the 2/2 trades with the blocker", "509.3c",
         "509.3c: it triggers once as it becomes blocked and resolves before damage; the blocked 2/2 and the 2/2 "
         "blocker deal lethal damage to each other.",
         scenario(MTG, [cre("monk", "alice", 2, 2, "Monk", triggers=[{"on": "becomes-blocked", "gain_life": 2}]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")], [("monk", "bob")], [("bear", ["monk"])]),
         k.result(k.declared([k.attacks("monk")],
                             [k.blocks("bear", "monk"), k.blocked("monk"), k.own("monk", "becomes-blocked"),
                              ev("life", "509.3c", player="alice", amount=2, life=22, source="monk")]),
                  [k.regular([("monk", {"bear": 2}), ("bear", {"monk": 2})],
                             k.hit("monk", "bear", 2, 2) + k.hit("bear", "monk", 2, 2) + [k.dies("monk"), k.dies("bear")])],
                  {"monk": GY, "bear": GY}, alice=(22, 0, False)))


# --- Block triggers ----------------------------------------------------------------------------------------

def block_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), TRIGGER_RULE[rs]["becomes-blocked"]
        beast = cre("beast", "alice", 1, 1, "Gang Beast", triggers=[{"on": "becomes-blocked", "power": 1, "toughness": 1,
                                                                     "for_each_blocker": True}])
        case(rs, f"{r}-own-trigger-for-each-creature-blocking-it",
             "Becomes blocked by two: +1/+1 for each creature blocking it, once (3/3)", r,
             f"{r}: 'whenever it becomes blocked' triggers once however many block it; as it resolves it counts the "
             "two blockers (608.2h): +2/+2, a 3/3. It kills the 2/2 and the 0/1 wall (2 and 1) and survives the 2 "
             "damage dealt back.",
             scenario(rs, [beast, cre("bear", "bob", 2, 2, "Grizzly Bears"), cre("wall", "bob", 0, 1, "Wall of Wood")],
                      [("beast", "bob")], [("bear", ["beast"]), ("wall", ["beast"])],
                      [division("beast", {"bear": 2, "wall": 1})]),
             k.result(k.declared([k.attacks("beast")],
                                 [k.blocks("bear", "beast"), k.blocks("wall", "beast"), k.blocked("beast"),
                                  k.own("beast", "becomes-blocked"), k.pump("beast", 2, 2)]),
                      [k.regular([("beast", {"bear": 2, "wall": 1}), ("bear", {"beast": 2})],
                                 k.hit("beast", "bear", 2, 2) + k.hit("beast", "wall", 1, 1)
                                 + k.hit("bear", "beast", 2, 2) + [k.dies("bear"), k.dies("wall")])],
                      {"beast": attacked(3, 3, 2), "bear": GY, "wall": GY}))
        r = TRIGGER_RULE[rs]["by"]
        tiger = cre("tiger", "alice", 2, 2, "Cave Tiger", triggers=[{"on": "becomes-blocked-by-a-creature", "power": 1,
                                                                     "toughness": 1}])
        case(rs, f"{r}-own-trigger-once-for-each-blocker",
             "Becomes blocked by a creature: two blockers, two triggers, a 4/4", r,
             f"{r}: 'whenever it becomes blocked by a creature' triggers once for each creature blocking it: two "
             "+1/+1 triggers make the 2/2 a 4/4. It kills both 1/1s and survives their 2 damage.",
             scenario(rs, [tiger, cre("elf", "bob", 1, 1, "Llanowar Elves"), cre("goblin", "bob", 1, 1, "Goblin Raider")],
                      [("tiger", "bob")], [("elf", ["tiger"]), ("goblin", ["tiger"])],
                      [division("tiger", {"elf": 2, "goblin": 2})]),
             k.result(k.declared([k.attacks("tiger")],
                                 [k.blocks("elf", "tiger"), k.blocks("goblin", "tiger"), k.blocked("tiger"),
                                  k.own("tiger", "by", "elf"), k.pump("tiger", 1, 1),
                                  k.own("tiger", "by", "goblin"), k.pump("tiger", 1, 1)]),
                      [k.regular([("tiger", {"elf": 2, "goblin": 2}), ("elf", {"tiger": 1}), ("goblin", {"tiger": 1})],
                                 k.hit("tiger", "elf", 2, 2) + k.hit("tiger", "goblin", 2, 2)
                                 + k.hit("elf", "tiger", 1, 1) + k.hit("goblin", "tiger", 1, 2)
                                 + [k.dies("elf"), k.dies("goblin")])],
                      {"tiger": attacked(4, 4, 2), "elf": GY, "goblin": GY}))
    k, r = T(MTG), "509.3a"
    case(MTG, "509.3a-own-block-trigger-once-blocking-two",
         "A blocker's 'whenever it blocks' triggers once, though it blocks two attackers", r,
         "509.3a: 'whenever [a creature] blocks' triggers once each combat, however many creatures it blocks. The "
         "2/2 becomes 3/3, kills both 1/1 attackers (1 and 2: its controller divides, 510.1d) and survives 2.",
         scenario(MTG, [cre("a1", "alice", 1, 1), cre("a2", "alice", 1, 1),
                        cre("guard", "bob", 2, 2, "Watchful Guard", keywords=["extra_blocks:1"],
                            triggers=[{"on": "blocks", "power": 1, "toughness": 1}])],
                  [("a1", "bob"), ("a2", "bob")], [("guard", ["a1", "a2"])],
                  [division("guard", {"a1": 1, "a2": 2})]),
         k.result(k.declared([k.attacks("a1"), k.attacks("a2")],
                             [k.blocks("guard", "a1", "a2"), k.blocked("a1"), k.blocked("a2"),
                              k.own("guard", "blocks"), k.pump("guard", 1, 1)]),
                  [k.regular([("a1", {"guard": 1}), ("a2", {"guard": 1}), ("guard", {"a1": 1, "a2": 2})],
                             k.hit("a1", "guard", 1, 1) + k.hit("a2", "guard", 1, 2) + k.hit("guard", "a1", 1, 1)
                             + k.hit("guard", "a2", 2, 2) + [k.dies("a1"), k.dies("a2")])],
                  {"a1": GY, "a2": GY, "guard": on(3, 3, 2)}))
    case(MTG, "509.3a-defending-players-trigger-resolves-before-flanking",
         "APNAP: the blocker's own +1/+1 resolves before the attacker's flanking, so the 1/1 blocker survives it",
         "509.3a",
         "509.3a, 702.25a, 101.4: the blocker's 'whenever it blocks' and the attacker's flanking trigger together. "
         "The active player's trigger goes on the stack first, so the defending player's resolves first: 2/2, then "
         "-1/-1: a 1/1 that the 2/2 attacker kills; it deals 1 back. (In the other order it would have been 0/0 "
         "and died before its pump.)",
         scenario(MTG, [cre("knight", "alice", 2, 2, "Flanking Knight", keywords=["flanking"]),
                        cre("squire", "bob", 1, 1, "Eager Squire", triggers=[{"on": "blocks", "power": 1,
                                                                              "toughness": 1}])],
                  [("knight", "bob")], [("squire", ["knight"])]),
         k.result(k.declared([k.attacks("knight")],
                             [k.blocks("squire", "knight"), k.blocked("knight"), k.own("squire", "blocks"),
                              k.pump("squire", 1, 1),
                              ev("trigger", "702.25a", source="knight", ability="flanking", target="squire"),
                              k.pump("squire", -1, -1, "702.25a")]),
                  [k.regular([("knight", {"squire": 2}), ("squire", {"knight": 1})],
                             k.hit("knight", "squire", 2, 2) + k.hit("squire", "knight", 1, 1) + [k.dies("squire")])],
                  {"knight": attacked(2, 2, 1), "squire": GY}))
    k = T(CLASSIC)
    beast = cre("beast", "alice", 1, 1, "Gang Beast", triggers=[{"on": "becomes-blocked", "power": 1, "toughness": 1,
                                                                 "for_each_blocker": True}])
    case(CLASSIC, "309-own-trigger-counted-as-it-resolves-blocker-gone-on-stack",
         "Damage on the stack: a blocker bounced after the count leaves the attacker 3/3, and its damage still "
         "kills it", "309",
         "309, 310.4: the trigger resolved before combat damage, counting two blockers: +2/+2, a 3/3, until end of "
         "turn. The damage goes on the stack; the 2/2 blocker is returned to hand. As the stack resolves, nothing is "
         "dealt to it (310.4c), but its 2 damage is still dealt (310.4a) with the other blocker's 2: 4 on a 3/3.",
         scenario(CLASSIC, [beast, cre("bear", "bob", 2, 2, "Grizzly Bears"), cre("boar", "bob", 2, 2, "Wild Boar")],
                  [("beast", "bob")], [("bear", ["beast"]), ("boar", ["beast"])],
                  [division("beast", {"bear": 2, "boar": 1})],
                  [act("on-stack", "remove", target="bear", to="hand")]),
         k.result(k.declared([k.attacks("beast")],
                             [k.blocks("bear", "beast"), k.blocks("boar", "beast"), k.blocked("beast"),
                              k.own("beast", "becomes-blocked"), k.pump("beast", 2, 2)]),
                  [k.regular([("beast", {"bear": 2, "boar": 1}), ("bear", {"beast": 2}), ("boar", {"beast": 2})],
                             [ev("damage", "310.4c", source="beast", target="bear", amount=0, combat=True,
                                 note="not dealt: it left the battlefield")]
                             + k.hit("beast", "boar", 1, 1) + k.hit("bear", "beast", 2, 2)
                             + k.hit("boar", "beast", 2, 4) + [k.dies("beast")],
                             on_stack=[ev("leaves", "306.4", id="bear", to="hand", reason="removed")])],
                  {"beast": GY, "bear": {"zone": "hand"}, "boar": on(2, 2, 1)}))


# --- Combat damage to a player -------------------------------------------------------------------------------

def damage_trigger_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), TRIGGER_RULE[rs]["damage"]
        counter = k.ev("counters", r, id="cub", kind="+1/+1", amount=1)
        case(rs, f"{r}-own-combat-damage-trigger-counter",
             "'Whenever it deals combat damage to a player, put a +1/+1 counter on it'", r,
             f"{r}: the trigger resolves once the damage is dealt and state-based actions are checked: the 2/2 "
             "that dealt 2 to bob ends the combat a 3/3 with a counter.",
             scenario(rs, [cre("cub", "alice", 2, 2, "Growing Cub",
                               triggers=[{"on": "deals-combat-damage-to-a-player", "counters": 1}])], [("cub", "bob")]),
             k.result(k.declared([k.attacks("cub")], [k.unblocked("cub")]),
                      [k.regular([("cub", {"bob": 2})], k.hit_player("cub", "bob", 2, 18) + [k.own("cub", "damage"),
                                                                                            counter])],
                      {"cub": attacked(3, 3, counters={"+1/+1": 1})}, bob=(18, 0, False)))
    k, r = T(MTG), "510.3a"
    counter = ev("counters", r, id="cub", kind="+1/+1", amount=1)
    case(MTG, "510.3a-own-combat-damage-trigger-between-double-strike-steps",
         "Double strike: the counter from the first hit comes before the second (2, then 3)", r,
         "510.3a, 510.4: each damage step has its own triggers, resolved before the next step: 2 damage, a counter, "
         "3 damage, a second counter.",
         scenario(MTG, [cre("cub", "alice", 2, 2, "Growing Cub", keywords=["double_strike"],
                            triggers=[{"on": "deals-combat-damage-to-a-player", "counters": 1}])], [("cub", "bob")]),
         k.result(k.declared([k.attacks("cub")], [k.unblocked("cub")]),
                  [k.first([("cub", {"bob": 2})], k.hit_player("cub", "bob", 2, 18) + [k.own("cub", "damage"), counter]),
                   k.regular([("cub", {"bob": 3})], k.hit_player("cub", "bob", 3, 15) + [k.own("cub", "damage"),
                                                                                        counter])],
                  {"cub": attacked(4, 4, counters={"+1/+1": 2})}, bob=(15, 0, False)))


# --- Statics: whose turn, attacking, blocking -----------------------------------------------------------------

STATIC_RULE = {MTG: "611.3a", F2020: "611.3a", CLASSIC: "418"}


def static_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        def fencer(ident: str, controller: str) -> J:
            return cre(ident, controller, 2, 2, "Duelist of the Day",
                       statics=[{"while": "your-turn", "keywords": ["first_strike"]}])
        case(rs, f"{r}-static-during-your-turn-first-strike",
             "'During your turn, it has first strike': the attacker's applies, the blocker's does not", r,
             f"{r}: the effect applies whenever its condition holds. It is alice's turn: her 2/2 has first strike "
             "and kills bob's 2/2 in the first-strike step; bob's identical creature has none on alice's turn and "
             "dies before dealing damage.",
             scenario(rs, [fencer("mine", "alice"), fencer("theirs", "bob")], [("mine", "bob")],
                      [("theirs", ["mine"])]),
             k.result(k.declared(k.static("mine", gains="first_strike") + [k.attacks("mine")],
                                 [k.blocks("theirs", "mine"), k.blocked("mine")]),
                      [k.first([("mine", {"theirs": 2})], k.hit("mine", "theirs", 2, 2) + [k.dies("theirs")]),
                       k.regular([], [])],
                      {"mine": attacked(2, 2), "theirs": GY}))
        case(rs, f"{r}-static-while-attacking-and-while-blocking",
             "'As long as it is attacking, +2/+0' and 'as long as it is blocking, +0/+3' apply in combat", r,
             f"{r}: the 1/1 attacker is a 3/1 while attacking, the 2/1 blocker a 2/4 while blocking: the attacker "
             "deals 3 (the blocker survives) and dies to 2.",
             scenario(rs, [cre("raider", "alice", 1, 1, "Raider", statics=[{"while": "attacking", "power": 2}]),
                           cre("guard", "bob", 2, 1, "Gate Guard", statics=[{"while": "blocking", "toughness": 3}])],
                      [("raider", "bob")], [("guard", ["raider"])]),
             k.result(k.declared([k.attacks("raider")] + k.static("raider", 2, 0),
                                 [k.blocks("guard", "raider"), k.blocked("raider")] + k.static("guard", 0, 3)),
                      [k.regular([("raider", {"guard": 3}), ("guard", {"raider": 2})],
                                 k.hit("raider", "guard", 3, 3) + k.hit("guard", "raider", 2, 2)
                                 + [k.dies("raider")])],
                      {"raider": GY, "guard": on(2, 4, 3)}))
    k = T(MTG)
    case(MTG, "611.3a-static-while-attacking-ends-when-removed-from-combat",
         "Removed from combat, it stops attacking and loses its '+2/+0 while attacking' at once", "611.3a",
         "611.3a, 506.4: the effect is not locked in: removed from combat after blocks, the creature is no longer "
         "attacking and is a 1/1 again; it deals no combat damage, nor does its blocker (blocking nothing).",
         scenario(MTG, [cre("raider", "alice", 1, 1, "Raider", statics=[{"while": "attacking", "power": 2}]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")],
                  [("raider", "bob")], [("bear", ["raider"])], [],
                  [act("after-blocks", "remove-from-combat", target="raider")]),
         k.result(k.declared([k.attacks("raider")] + k.static("raider", 2, 0),
                             [k.blocks("bear", "raider"), k.blocked("raider"),
                              ev("removed-from-combat", "506.4", id="raider")] + k.static("raider", -2, 0)),
                  [k.regular([], [])], {"raider": attacked(1, 1), "bear": on(2, 2)}))
    case(MTG, "613.7-lose-action-after-static-keyword-wins",
         "A 'lose first strike' after blocks beats 'during your turn, it has first strike' (later timestamp)", "613.7",
         "613.7a, 613.1f: both effects are in layer 6; the static's timestamp is the creature's, the lose effect's "
         "is later, so the creature has no first strike: both 2/2s deal damage at once and both die.",
         scenario(MTG, [cre("mine", "alice", 2, 2, "Duelist of the Day",
                            statics=[{"while": "your-turn", "keywords": ["first_strike"]}]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")],
                  [("mine", "bob")], [("bear", ["mine"])], [],
                  [act("after-blocks", "lose", target="mine", keyword="first_strike")]),
         k.result(k.declared(k.static("mine", gains="first_strike") + [k.attacks("mine")],
                             [k.blocks("bear", "mine"), k.blocked("mine"),
                              ev("loses-keyword", "611.2a", id="mine", keyword="first_strike")]),
                  [k.regular([("mine", {"bear": 2}), ("bear", {"mine": 2})],
                             k.hit("mine", "bear", 2, 2) + k.hit("bear", "mine", 2, 2)
                             + [k.dies("mine"), k.dies("bear")])],
                  {"mine": GY, "bear": GY}))
    case(MTG, "302.6-static-during-your-turn-haste-lets-it-attack",
         "'During your turn, it has haste': a creature that came under alice's control this turn may attack",
         "302.6", "302.6, 611.3a: it has haste for the whole of alice's turn, so summoning sickness doesn't stop "
         "its attack; 3 damage to bob.",
         scenario(MTG, [cre("rider", "alice", 3, 1, "Hasty Rider", sick=True,
                            statics=[{"while": "your-turn", "keywords": ["haste"]}])], [("rider", "bob")]),
         k.result(k.declared(k.static("rider", gains="haste") + [k.attacks("rider")], [k.unblocked("rider")]),
                  [k.regular([("rider", {"bob": 3})], k.hit_player("rider", "bob", 3, 17))],
                  {"rider": attacked(3, 1)}, bob=(17, 0, False)))
    case(MTG, "611.3a-static-unknown-condition-refused", "A condition the engine does not follow is refused",
         "611.3a", "611.3a: 'as long as you control an artifact' is a condition of the board the engine can't see.",
         scenario(MTG, [cre("x", "alice", 2, 2, statics=[{"while": "you-control-an-artifact", "power": 1}])],
                  [("x", "bob")]),
         refused("invalid-scenario", "611.3a", "$.permanents[0].statics[0].while"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "brute", "controller": "alice", "power": 3, "toughness": 3,
                          "statics": [{"while": "your-turn", "keywords": ["first_strike"]}]},
                         {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}]}
    CASES.add("611.3a-own-statics-not-in-puzzle-quest", "Puzzle Quest refuses Magic's own-statics field", "611.3a",
              "611.3a (Magic): Puzzle Quest has no such field; it is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].statics"))


# --- Renown ------------------------------------------------------------------------------------------------

def renown_cases() -> None:
    for rs in (MTG, F2020):
        k, r = T(rs), TRIGGER_RULE[rs]["renown"]
        case(rs, f"{r}-renown-between-first-strike-and-regular-damage",
             "Renown 1 with double strike: the counter comes before the regular damage (2, then 3)", r,
             f"{r}: first-strike damage to the player triggers renown; it resolves before the regular step (510.3, "
             "603.3): a +1/+1 counter, renowned. Its regular damage is 3; renowned, it doesn't trigger again.",
             scenario(rs, [cre("hero", "alice", 2, 2, "Renowned Duelist", keywords=["double_strike", "renown:1"])],
                      [("hero", "bob")]),
             k.result(k.declared([k.attacks("hero")], [k.unblocked("hero")]),
                      [k.first([("hero", {"bob": 2})], k.hit_player("hero", "bob", 2, 18) + k.renown("hero", 1)),
                       k.regular([("hero", {"bob": 3})], k.hit_player("hero", "bob", 3, 15))],
                      {"hero": renowned(attacked(3, 3, counters={"+1/+1": 1}))}, bob=(15, 0, False)))
    k, r = T(MTG), "702.112a"
    case(MTG, "702.112a-renown-two-instances-only-the-first-resolves",
         "Two renown 1 instances: both trigger, only the first to resolve gives its counter", r,
         "702.112a, 603.4: each instance triggers (it isn't renowned as the damage is dealt) and checks again as it "
         "resolves: the first makes it renowned, so the second does nothing. A 3/3 with one counter.",
         scenario(MTG, [cre("hero", "alice", 2, 2, "Twice Renowned", keywords=["renown:1", "renown:1"])],
                  [("hero", "bob")]),
         k.result(k.declared([k.attacks("hero")], [k.unblocked("hero")]),
                  [k.regular([("hero", {"bob": 2})], k.hit_player("hero", "bob", 2, 18) + k.renown("hero", 1)
                             + k.renown("hero", note="it is renowned already: the trigger does nothing (603.4)"))],
                  {"hero": renowned(attacked(3, 3, counters={"+1/+1": 1}))}, bob=(18, 0, False)))
    case(MTG, "702.112a-renowned-already-no-trigger", "A renowned creature's renown doesn't trigger", r,
         "702.112a, 702.112b: 'if it isn't renowned' is checked as the damage is dealt (603.4): renowned already, "
         "renown 2 doesn't trigger; 2 damage, no counters.",
         scenario(MTG, [cre("hero", "alice", 2, 2, "Veteran", keywords=["renown:2"], renowned=True)], [("hero", "bob")]),
         k.result(k.declared([k.attacks("hero")], [k.unblocked("hero")]),
                  [k.regular([("hero", {"bob": 2})], k.hit_player("hero", "bob", 2, 18))],
                  {"hero": renowned(attacked(2, 2))}, bob=(18, 0, False)))
    case(MTG, "702.112a-renown-blocked-no-damage-to-a-player-no-trigger",
         "Renown: combat damage to a blocker is not to a player, so no trigger", r,
         "702.112a: it triggers on combat damage to a player only; the blocked 3/3 deals its damage to the 2/2.",
         scenario(MTG, [cre("hero", "alice", 3, 3, "Renowned Lion", keywords=["renown:1"]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")], [("hero", "bob")], [("bear", ["hero"])]),
         k.result(k.declared([k.attacks("hero")], [k.blocks("bear", "hero"), k.blocked("hero")]),
                  [k.regular([("hero", {"bear": 3}), ("bear", {"hero": 2})],
                             k.hit("hero", "bear", 3, 3) + k.hit("bear", "hero", 2, 2) + [k.dies("bear")])],
                  {"hero": attacked(3, 3, 2), "bear": GY}))


# --- Refusals ----------------------------------------------------------------------------------------------

def refusal_cases() -> None:
    one = [("x", "bob")]
    case(CLASSIC, "702.112-renown-refused", "Renown is refused under the classic rules", "702.112",
         "702.112: renown came with Magic Origins (2015), after the classic rules.",
         scenario(CLASSIC, [cre("x", "alice", 2, 2, keywords=["renown:1"])], one),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))
    case(CLASSIC, "702.112b-renowned-refused", "'renowned' is refused under the classic rules", "702.112b",
         "702.112b: no creature was renowned before 2015.",
         scenario(CLASSIC, [cre("x", "alice", 2, 2, renowned=True)], one),
         refused("not-in-ruleset", None, "$.permanents[0].renowned"))
    case(MTG, "603.2-own-trigger-unknown-event-refused", "A trigger event the engine does not resolve is refused",
         "603.2", "603.2, 603.6c: 'leaves the battlefield' is a trigger event, but not one of a creature's own "
                  "triggers the engine resolves (it would look back at a creature exiled or bounced too).",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "leaves-the-battlefield", "gain_life": 1}])], one),
         refused("invalid-scenario", "603.2", "$.permanents[0].triggers[0].on"))
    case(MTG, "509.3c-for-each-blocker-only-when-blocked", "'for each creature blocking it' on an attack trigger "
         "is refused", "509.3c", "509.3c: only a 'becomes blocked' trigger counts the creatures blocking it; as "
         "attackers are declared none blocks yet.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "attacks", "power": 1, "for_each_blocker": True}])],
                  one),
         refused("invalid-scenario", "509.3c", "$.permanents[0].triggers[0].for_each_blocker"))
    case(MTG, "603.3b-trigger-order-own-triggers-need-some", "trigger_order naming own triggers a permanent lacks",
         "603.3b", "603.3b: a player orders the triggers they have; this creature has no own triggers.",
         scenario(MTG, [cre("x", "alice", 2, 2)], one, trigger_order=[{"source": "x", "ability": "triggers"}]),
         refused("invalid-scenario", "603.3b", "$.trigger_order[0].source"))
    case(MTG, "603.2-own-trigger-keyword-checked", "A keyword a trigger grants is checked like any keyword",
         "603.2", "603.2: the gained keyword must be one the ruleset knows.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "attacks", "keywords": ["flyng"]}])], one),
         refused("unknown-keyword", None, "$.permanents[0].triggers[0].keywords[0]"))
    rift = {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice", "points": 0}, {"id": "bob", "points": 0}],
            "active_player": "alice", "battlefield": {"id": "bf", "controller": "bob"},
            "permanents": [{"id": "a1", "controller": "alice", "types": ["unit"], "might": 2,
                            "triggers": [{"on": "attacks", "power": 1}]},
                           {"id": "d1", "controller": "bob", "types": ["unit"], "might": 1}]}
    CASES.add("603.2-own-triggers-not-in-riftbound", "Riftbound refuses Magic's own-trigger field", "603.2",
              "603.2 (Magic): Riftbound units have no such field; the field is refused, not ignored.", rift,
              refused("not-in-ruleset", None, "$.permanents[0].triggers"))
    pq = {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "active_player": "alice",
          "permanents": [{"id": "brute", "controller": "alice", "power": 3, "toughness": 3, "renowned": True},
                         {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}]}
    CASES.add("702.112b-renowned-not-in-puzzle-quest", "Puzzle Quest refuses 'renowned'", "702.112b",
              "702.112b (Magic): Puzzle Quest has no renown; the field is refused, not ignored.", pq,
              refused("not-in-ruleset", None, "$.permanents[0].renowned"))


def build() -> list[J]:
    CASES.clear()
    for builder in (attack_cases, life_cases, block_cases, damage_trigger_cases, static_cases, renown_cases,
                    refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
