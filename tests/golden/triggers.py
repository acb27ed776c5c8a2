"""Write the golden files of tests/scenarios/triggers from hand-derived expectations.

A creature's own attack and block triggers (the permanent's ``triggers``: 603.2, 508.3a, 509.3a-d) and
renown (702.112), in every Magic era that has them. Each case states by hand, from the rules, which
triggers trigger, in which order they resolve (APNAP, 101.4; a player's own in the order created, unless
``trigger_order`` says otherwise), what each does, the damage and its results, and the final board; the
builders only spell those facts in the result format's shapes. The engine is consulted only by
``--compare``.

Rule numbers: the current rules (``mtg``); January 2020 (``mtg-2020``: with the damage assignment order
at 509.2-509.3 and priority at 509.4, the block trigger conditions were 509.5a-d, renown 702.111a; damage
results 119.3); the 2003-2009 rules (``mtg-classic``: declare attackers 308 and blockers 309, the subrule
of their trigger conditions not confirmed, so the section is cited; until end of turn 418.3; renown
did not exist).

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
ERA = {MTG: "current rules", F2020: "the rules of January 2020", CLASSIC: "the classic (1999-2009) rules"}
SUFFIX = {MTG: "", F2020: "-2020", CLASSIC: "-classic"}
DOC = {MTG: "Comprehensive Rules (2025)", F2020: "Comprehensive Rules of January 2020",
       CLASSIC: "Comprehensive Rules of 2003-2009"}

#: The rule each trigger condition cites, by ruleset.
TRIGGER_RULE = {
    MTG: {"attacks": "508.3a", "blocks": "509.3a", "becomes-blocked": "509.3c", "by": "509.3d", "renown": "702.112a"},
    F2020: {"attacks": "508.3a", "blocks": "509.5a", "becomes-blocked": "509.5c", "by": "509.5d",
            "renown": "702.111a"},
    CLASSIC: {"attacks": "308", "blocks": "309", "becomes-blocked": "309", "by": "309"},
}
NOTE = {"attacks": "whenever it attacks", "blocks": "whenever it blocks", "becomes-blocked": "whenever it becomes blocked",
        "by": "whenever it becomes blocked by a creature", "blocks-or-becomes-blocked": "whenever it blocks or becomes blocked"}
RULE_OF = {"attacks": "attacks", "blocks": "blocks", "becomes-blocked": "becomes-blocked", "by": "by",
           "blocks-or-becomes-blocked": "becomes-blocked"}


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

    def renown(self, ident: str, amount: int | None = None, note: str | None = None) -> list[J]:
        rule = TRIGGER_RULE[self.rs]["renown"]
        out = [ev("trigger", rule, source=ident, ability="renown", note=note)]
        if amount:
            out.append(ev("counters", rule, id=ident, kind="+1/+1", amount=amount))
        return out

    def dies(self, ident: str, reason: str = "lethal-damage") -> J:
        return ev("dies", self.r[reason], id=ident, to="graveyard", reason=reason)


CASES = builders.Cases()


def case(rs: str, file: str, title: str, rule: str, source: str, scenario_: J, expect: J) -> None:
    assert scenario_["ruleset"] == rs
    CASES.add(file + SUFFIX[rs], f"{title} ({ERA[rs]})", rule, f"{DOC[rs]}: {source}", scenario_, expect)


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
         "603.2", "603.2: 'dies' is a trigger event, but not one of a creature's own attack or block triggers.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "power": 1}])], one),
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
    for builder in (attack_cases, block_cases, renown_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
