"""Write the golden files of the mechanics real cards print (issue 15), worked out by hand.

Regeneration, shield counters, umbra armor, lands and landwalk, restrictions and
requirements on attacks and blocks, damage by toughness, enlist, ninjutsu and
protection from creatures or everything, under each Magic ruleset where the
mechanic existed, and refused where it did not. As in
``tests/golden/mtg.py``, every expectation below is stated by hand from
the rules (the current Comprehensive Rules, 2025-06-06; the classic era's
numbers as ``pyengine/rulesets/classic.py`` gives them); the helpers only spell
those facts in the result format's shapes, and the engine is consulted only by
``--compare``.

    python3 tests/golden/mechanics.py            # write tests/scenarios/mechanics/*.json
    python3 tests/golden/mechanics.py --compare  # also show every disagreement with the engine

The result format's conventions are those of ``tests/golden/mtg.py``:
damage source by source (attackers in declared order, then blockers), each
damage event followed by its result; simultaneous state-based actions in
scenario order. A replacement effect that saves a creature from destruction
takes the place of its ``dies`` event (``regenerates``, ``umbra-armor``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden import builders  # noqa: E402
from golden.builders import (AB, AFS, GY, HAND, OS, SCENARIOS, Cases, J, act, attacked, cre,  # noqa: E402,F401
                             division, land, on, refused, scenario)
from golden.builders import main as write  # noqa: E402
from golden.builders import plain_on as land_on  # noqa: E402

OUT = SCENARIOS / "mechanics"

# ---------------------------------------------------------------------------
# The rule each kind of event cites, per ruleset (the era's document).

RULES: dict[str, dict[str, str]] = {
    "mtg": {
        "attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "noncombat": "120.2",
        "life": "120.3a", "marked": "120.3e", "minus": "120.3d", "poison": "120.3b", "lethal": "704.5g",
        "deathtouch": "704.5h", "zero": "704.5f", "regenerate": "701.19a", "shield-counter": "122.1c",
        "umbra": "702.89a", "pump": "611.2a", "prevent": "615.7", "protection": "702.16e", "enlist": "702.154a",
        "ninjutsu": "702.49a", "ninjutsu-enters": "702.49c", "shield": "615.1", "loyalty": "120.3c",
    },
    "mtg-2020": {
        "attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "noncombat": "119.2",
        "life": "119.3a", "marked": "119.3e", "minus": "119.3d", "lethal": "704.5g", "deathtouch": "704.5h",
        "zero": "704.5f", "regenerate": "701", "umbra": "702.88a", "pump": "611.2a", "prevent": "615.7",
        "protection": "702.16e", "ninjutsu": "702.48a", "ninjutsu-enters": "702.48c", "shield": "615.1",
    },
    "mtg-classic": {
        "attacks": "308.2", "blocks": "309.2", "blocked": "309.2", "damage": "310.4", "noncombat": "G4.1",
        "life": "215.2", "marked": "G4.1d", "lethal": "420.5", "deathtouch-trigger": "502.63",
        "regenerate": "419.6b", "pump": "418.3", "prevent": "419.7", "protection": "502.7",
        "on-stack": "310.1", "ninjutsu": "502", "ninjutsu-enters": "502",
    },
}


class Era(builders.Era):
    """Builders of scenarios and events for one ruleset (the shared ones, and the mechanics' own)."""

    def __init__(self, ruleset: str) -> None:
        super().__init__(ruleset, RULES)

    # Scenarios.
    def scenario(self, permanents: list[J], attackers: list[Any], blockers: list[tuple[str, list[str]]] = (),
                 *, actions: list[J] = (), assignments: list[J] = (), bob: int = 20) -> J:
        return scenario(permanents, attackers, blockers, assignments, actions, bob=bob, ruleset=self.ruleset)

    # Events.
    def hit_player(self, source: str, amount: int, now: int, player: str = "bob") -> list[J]:  # type: ignore[override]
        return [self.damage(source, player, amount), self.life(player, -amount, now, source)]

    def prevented(self, source: str, target: str, amount: int, by: str) -> J:
        return self.ev("damage", self.r[by], source=source, target=target, amount=0, combat=True, prevented=amount)

    def counter_off(self, ident: str, kind: str = "shield") -> J:
        return self.ev("counters", self.r["shield-counter"], id=ident, kind=kind, amount=-1)

    def minus(self, source: str, creature: str, amount: int) -> list[J]:
        return [self.ev("damage", self.r["damage"], source=source, target=creature, amount=amount, combat=True),
                self.ev("counters", self.r["minus"], id=creature, kind="-1/-1", amount=amount)]

    def dies(self, ident: str, reason: str = "lethal-damage") -> J:
        rule = {"lethal-damage": self.r["lethal"], "deathtouch": self.r.get("deathtouch", ""),
                "zero-toughness": self.r.get("zero", "")}[reason]
        return self.ev("dies", rule, id=ident, to="graveyard", reason=reason)

    def regenerates(self, ident: str, instead_of: str = "lethal-damage", *, in_combat: bool = True,
                    shields: int = 0) -> J:
        return self.ev("regenerates", self.r["regenerate"], id=ident, instead_of=instead_of,
                       removed_from_combat=True if in_combat else None, shields=shields)

    def shield_action(self, ident: str, shields: int = 1) -> J:
        return self.ev("regeneration-shield", self.r["regenerate"], id=ident, shields=shields)

    def umbra(self, ident: str, auras: int = 0, instead_of: str = "lethal-damage") -> J:
        return self.ev("umbra-armor", self.r["umbra"], id=ident, instead_of=instead_of, auras=auras)

    def pumped(self, ident: str, power: int, toughness: int, rule: str | None = None) -> J:
        return self.ev("pump", rule or self.r["pump"], id=ident, power=power, toughness=toughness)

    # Results.
    def result(self, before: list[J], steps: list[J], permanents: J, *, bob: int = 20,  # type: ignore[override]
               winner: str | None = None, bob_lost: bool = False) -> J:
        return super().result(before, steps, permanents, bob=(bob, 0, bob_lost), winner=winner)


CASES = Cases()
case = CASES.add

M, M20, C = Era("mtg"), Era("mtg-2020"), Era("mtg-classic")

# CASES_BELOW
# --- Regeneration (701.19a; classic 419.6b) -------------------------------------------------------------

REGEN = ("CR 701.19a: the next time a regenerated permanent would be destroyed this turn, instead all damage "
         "marked on it is removed, its controller taps it, and an attacking or blocking creature is removed from "
         "combat (506.4). ")
SKELETONS = cre("skel", "bob", 1, 1, "Drudge Skeletons", regeneration_shields=1)

case("701.19a-regenerated-blocker-tapped-and-removed-from-combat",
     "Drudge Skeletons with a regeneration shield blocks a 3/3: it is dealt lethal damage and regenerates",
     "701.19a",
     REGEN + "The 3/3 deals 3 to the 1/1 (lethal, 704.5g would destroy it); the shield replaces the destruction: "
     "damage removed, tapped, out of combat. The Skeletons' 1 damage to the 3/3 was dealt at the same time.",
     M.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre"), SKELETONS], [("ogre", "bob")], [("skel", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("skel", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"skel": 3}), ("skel", {"ogre": 1})],
                         M.hit("ogre", "skel", 3, 3) + M.hit("skel", "ogre", 1, 1) + [M.regenerates("skel")])],
              {"ogre": attacked(3, 3, 1), "skel": on(1, 1, tapped=True)}))

case("701.19a-regenerate-action-after-blocks",
     "A regeneration shield made after blocks (the 'regenerate' action) saves the blocker the same way", "701.19a",
     REGEN + "The shield is made after blockers are declared; it is used when the 2/2 would be destroyed by the "
     "3/3's lethal damage.",
     M.scenario([cre("ogre", "alice", 3, 3), cre("boa", "bob", 2, 1, "River Boa")], [("ogre", "bob")],
                [("boa", ["ogre"])], actions=[act(AB, "regenerate", target="boa")]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("boa", "ogre"), M.blocked("ogre"), M.shield_action("boa")]),
              [M.regular([("ogre", {"boa": 3}), ("boa", {"ogre": 2})],
                         M.hit("ogre", "boa", 3, 3) + M.hit("boa", "ogre", 2, 2) + [M.regenerates("boa")])],
              {"ogre": attacked(3, 3, 2), "boa": on(2, 1, tapped=True)}))

case("701.19a-regeneration-against-deathtouch",
     "A 1/1 deathtouch attacker blocked by a 2/2 with a regeneration shield: the 2/2 regenerates", "701.19a",
     REGEN + "704.5h destroys a creature dealt damage by a deathtouch source; that is destruction, so the shield "
     "replaces it (one shield is enough under the current rules). The 2/2 deals 2 to the 1/1 (704.5g).",
     M.scenario([cre("viper", "alice", 1, 1, "Typhoid Rats", keywords=["deathtouch"]),
                 cre("troll", "bob", 2, 2, "Troll", regeneration_shields=1)],
                [("viper", "bob")], [("troll", ["viper"])]),
     M.result(M.declared([M.attacks("viper")], [M.blocks("troll", "viper"), M.blocked("viper")]),
              [M.regular([("viper", {"troll": 1}), ("troll", {"viper": 2})],
                         M.hit("viper", "troll", 1, 1) + M.hit("troll", "viper", 2, 2)
                         + [M.dies("viper"), M.regenerates("troll", "deathtouch")])],
              {"viper": GY, "troll": on(2, 2, tapped=True)}))

case("701.19a-lethal-damage-and-deathtouch-are-one-destruction",
     "A blocker dealt lethal damage and deathtouch damage at once is destroyed once: one shield saves it",
     "701.19a",
     REGEN + "704.5g and 704.5h apply at the same time and destroy it once (704.3: all at once), so one "
     "regeneration shield is enough (3 + 1 is lethal for toughness 4, and the 1 is deathtouch damage). The 3/4 divides its 3 (510.1d, automatic: lethal 3 to the 3/3 first).",
     M.scenario([cre("ogre", "alice", 3, 3), cre("rats", "alice", 1, 1, keywords=["deathtouch"]),
                 cre("troll", "bob", 3, 4, "Troll", keywords=["extra_blocks:1"], regeneration_shields=1)],
                [("ogre", "bob"), ("rats", "bob")], [("troll", ["ogre", "rats"])]),
     M.result(M.declared([M.attacks("ogre"), M.attacks("rats")],
                         [M.blocks("troll", "ogre", "rats"), M.blocked("ogre"), M.blocked("rats")]),
              [M.regular([("ogre", {"troll": 3}), ("rats", {"troll": 1}), ("troll", {"ogre": 3})],
                         M.hit("ogre", "troll", 3, 3) + M.hit("rats", "troll", 1, 4) + M.hit("troll", "ogre", 3, 3)
                         + [M.dies("ogre"), M.regenerates("troll")])],
              {"ogre": GY, "rats": attacked(1, 1), "troll": on(3, 4, tapped=True)}))

case("701.19a-regenerated-attacker-deals-no-regular-damage",
     "An attacker regenerated in the first-strike step is out of combat: it deals no regular damage", "701.19a",
     REGEN + "The 2/2 first striker deals 2 to the attacking 2/2 in the first-strike step (510.4); it regenerates "
     "and leaves combat (506.4), so it assigns no damage in the regular step, and the first striker has none "
     "left to deal (702.7b).",
     M.scenario([cre("bears", "alice", 2, 2, regeneration_shields=1),
                 cre("knight", "bob", 2, 2, "White Knight", keywords=["first_strike"])],
                [("bears", "bob")], [("knight", ["bears"])]),
     M.result(M.declared([M.attacks("bears")], [M.blocks("knight", "bears"), M.blocked("bears")]),
              [M.first([("knight", {"bears": 2})], M.hit("knight", "bears", 2, 2) + [M.regenerates("bears")]),
               M.regular([], [])],
              {"bears": attacked(2, 2), "knight": on(2, 2)}))

case("701.19a-double-striker-blocked-by-regenerated-creature-deals-nothing-more",
     "A double striker whose only blocker regenerated in the first step stays blocked and deals nothing more",
     "701.19a",
     REGEN + "509.1h: the attacker remains blocked after its blocker leaves combat; 510.1c: a blocked creature "
     "with no creatures blocking it and no trample assigns no combat damage in the regular step.",
     M.scenario([cre("blade", "alice", 2, 2, "Fencing Ace", keywords=["double_strike"]), SKELETONS],
                [("blade", "bob")], [("skel", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("skel", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"skel": 2})], M.hit("blade", "skel", 2, 2) + [M.regenerates("skel")]),
               M.regular([], [])],
              {"blade": attacked(2, 2), "skel": on(1, 1, tapped=True)}))

case("701.19a-double-striker-with-trample-after-regeneration-hits-the-player",
     "A double striker with trample whose blocker regenerated deals all its regular damage to the player",
     "701.19a",
     REGEN + "First-strike step: lethal 1 to the 1/1, 1 tramples over (702.19b); the 1/1 regenerates and leaves "
     "combat. Regular step: blocked with no blockers, trample assigns all of it to the player (702.19e).",
     M.scenario([cre("blade", "alice", 2, 2, keywords=["double_strike", "trample"]), SKELETONS],
                [("blade", "bob")], [("skel", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("skel", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"skel": 1, "bob": 1})],
                       M.hit("blade", "skel", 1, 1) + M.hit_player("blade", 1, 19) + [M.regenerates("skel")]),
               M.regular([("blade", {"bob": 2})], M.hit_player("blade", 2, 17))],
              {"blade": attacked(2, 2), "skel": on(1, 1, tapped=True)}, bob=17))

case("701.19a-second-shield-remains",
     "A creature with two regeneration shields uses one and keeps the other", "701.19a",
     REGEN + "Each shield replaces one destruction; one is used, one remains for the rest of the turn (the final "
     "state lists it).",
     M.scenario([cre("ogre", "alice", 3, 3), cre("skel", "bob", 1, 1, regeneration_shields=2)],
                [("ogre", "bob")], [("skel", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("skel", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"skel": 3}), ("skel", {"ogre": 1})],
                         M.hit("ogre", "skel", 3, 3) + M.hit("skel", "ogre", 1, 1) + [M.regenerates("skel", shields=1)])],
              {"ogre": attacked(3, 3, 1), "skel": dict(on(1, 1, tapped=True), regeneration_shields=1)}))

case("704.5f-regeneration-cannot-save-zero-toughness",
     "Infect's -1/-1 counters bring a regenerating 2/2 to toughness 0: it dies anyway", "704.5f",
     "CR 120.3d: infect damage to a creature is -1/-1 counters; 704.5f: a creature with toughness 0 is put into "
     "its owner's graveyard, which is not destruction, so regeneration (701.19a) can't replace it.",
     M.scenario([cre("rat", "alice", 2, 2, "Blight Mamba", keywords=["infect"]),
                 cre("troll", "bob", 2, 2, regeneration_shields=1)], [("rat", "bob")], [("troll", ["rat"])]),
     M.result(M.declared([M.attacks("rat")], [M.blocks("troll", "rat"), M.blocked("rat")]),
              [M.regular([("rat", {"troll": 2}), ("troll", {"rat": 2})],
                         M.minus("rat", "troll", 2) + M.hit("troll", "rat", 2, 2)
                         + [M.dies("rat"), M.dies("troll", "zero-toughness")])],
              {"rat": GY, "troll": GY}))

case("701.19a-indestructible-creature-keeps-its-shield",
     "An indestructible blocker with a regeneration shield isn't destroyed, so the shield isn't used", "701.19a",
     "CR 702.12b: lethal damage doesn't destroy an indestructible permanent; nothing would be destroyed, so the "
     "regeneration shield (701.19a) doesn't apply: the damage stays marked and the creature stays untapped.",
     M.scenario([cre("ogre", "alice", 3, 3), cre("golem", "bob", 2, 2, keywords=["indestructible"],
                                                  regeneration_shields=1)],
                [("ogre", "bob")], [("golem", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("golem", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"golem": 3}), ("golem", {"ogre": 2})],
                         M.hit("ogre", "golem", 3, 3) + M.hit("golem", "ogre", 2, 2))],
              {"ogre": attacked(3, 3, 2), "golem": dict(on(2, 2, 3), regeneration_shields=1)}))

case("701-regenerated-blocker-2020",
     "mtg-2020: a regenerated blocker is tapped and removed from combat", "701",
     "Regeneration has the same meaning in the January 2020 rules (the keyword action of section 701; the "
     "engine cites the section, as the rules digest doesn't give that document's subsection number).",
     M20.scenario([cre("ogre", "alice", 3, 3), SKELETONS], [("ogre", "bob")], [("skel", ["ogre"])]),
     M20.result(M20.declared([M20.attacks("ogre")], [M20.blocks("skel", "ogre"), M20.blocked("ogre")]),
                [M20.regular([("ogre", {"skel": 3}), ("skel", {"ogre": 1})],
                             M20.hit("ogre", "skel", 3, 3) + M20.hit("skel", "ogre", 1, 1)
                             + [M20.regenerates("skel")])],
                {"ogre": attacked(3, 3, 1), "skel": on(1, 1, tapped=True)}))

C_REGEN = ("Comprehensive Rules 2003–2008, 419.6b: regenerating means that the next time the permanent would be "
           "destroyed this turn, instead all damage is removed from it, it is tapped, and (in combat) it is removed "
           "from combat. ")

case("419.6b-regenerate-with-damage-on-the-stack-classic",
     "mtg-classic: Drudge Skeletons regenerates with combat damage on the stack and survives the 3/3's damage",
     "419.6b",
     C_REGEN + "310.1: combat damage is put on the stack; players may then act: the shield is made; when the "
     "damage resolves (310.4) the Skeletons are dealt 3, the state-based effect (420.5) would destroy them and the "
     "shield regenerates them. Their 1 damage is dealt too.",
     C.scenario([cre("ogre", "alice", 3, 3), cre("skel", "bob", 1, 1, "Drudge Skeletons")], [("ogre", "bob")],
                [("skel", ["ogre"])], actions=[act(OS, "regenerate", target="skel")]),
     C.result(C.declared([C.attacks("ogre")], [C.blocks("skel", "ogre"), C.blocked("ogre")]),
              [C.regular([("ogre", {"skel": 3}), ("skel", {"ogre": 1})],
                         C.hit("ogre", "skel", 3, 3) + C.hit("skel", "ogre", 1, 1) + [C.regenerates("skel")],
                         on_stack=[C.shield_action("skel")])],
              {"ogre": attacked(3, 3, 1), "skel": on(1, 1, tapped=True)}))

case("419.6b-regenerated-blocker-out-of-combat-still-deals-stacked-damage-classic",
     "mtg-classic: a blocker regenerated while combat damage is on the stack leaves combat, but the stacked damage "
     "is dealt both ways", "419.6b",
     C_REGEN + "With combat damage on the stack, Rod of Ruin deals 1 to the 1/1 Skeletons; they regenerate and are "
     "removed from combat. 310.4a: damage on the stack is dealt as assigned, even by a creature that left combat; "
     "310.4c stops only damage to a creature that left play. So the 3/3 still deals 3 to the Skeletons (now with "
     "no shield: destroyed, 420.5) and the Skeletons still deal 1 to the 3/3.",
     C.scenario([cre("ogre", "alice", 3, 3), {"id": "rod", "name": "Rod of Ruin", "controller": "alice",
                                               "types": ["artifact"]},
                 cre("skel", "bob", 1, 1, "Drudge Skeletons", regeneration_shields=1)],
                [("ogre", "bob")], [("skel", ["ogre"])],
                actions=[act(OS, "deal", source="rod", target="skel", amount=1)]),
     C.result(C.declared([C.attacks("ogre")], [C.blocks("skel", "ogre"), C.blocked("ogre")]),
              [C.regular([("ogre", {"skel": 3}), ("skel", {"ogre": 1})],
                         C.hit("ogre", "skel", 3, 3) + C.hit("skel", "ogre", 1, 1) + [C.dies("skel")],
                         on_stack=[C.ev("damage", C.r["noncombat"], source="rod", target="skel", amount=1,
                                        combat=False),
                                   C.ev("marked", C.r["marked"], id="skel", amount=1, damage=1),
                                   C.regenerates("skel")])],
              {"ogre": attacked(3, 3, 1), "rod": {"zone": "battlefield", "counters": {}, "tapped": False},
               "skel": GY}))

for era, rule, persist, leaves in ((M, "701.19a", "702.79a", "506.4"), (C, "419.6b", "502", "306.4")):
    case(f"{rule}-regeneration-shield-does-not-follow-a-persist-creature-back"
         + ("-classic" if era is C else ""),
         ("mtg-classic: " if era is C else "") + "Kitchen Finks with a regeneration shield is sacrificed and "
         "persist returns it: the new object has no shield, and Rod of Ruin's 1 destroys it", rule,
         (C_REGEN if era is C else REGEN) + "A sacrifice is not destruction, so the shield doesn't help; persist "
         f"({persist}) returns the Finks with a -1/-1 counter as a new object (400.7), with none of the old one's "
         "shields: they were effects on that object. So the 1 damage, lethal for a 2/1, destroys it, and with a "
         "-1/-1 counter on it persist doesn't trigger again. The giant stays blocked (509.1h) and deals no damage.",
         era.scenario([cre("giant", "alice", 3, 3, "Hill Giant"), {"id": "rod", "name": "Rod of Ruin",
                                                                   "controller": "alice", "types": ["artifact"]},
                       cre("kitchen", "bob", 3, 2, "Kitchen Finks", keywords=["persist"], regeneration_shields=1)],
                      [("giant", "bob")], [("kitchen", ["giant"])],
                      actions=[act(AB, "remove", target="kitchen", to="graveyard"),
                               act(AB, "deal", source="rod", target="kitchen", amount=1)]),
         era.result(era.declared([era.attacks("giant")],
                                 [era.blocks("kitchen", "giant"), era.blocked("giant"),
                                  era.ev("leaves", leaves, id="kitchen", to="graveyard", reason="removed"),
                                  era.ev("trigger", persist, source="kitchen", ability="persist"),
                                  era.ev("returns", persist, id="kitchen", counters={"-1/-1": 1}),
                                  era.ev("damage", era.r["noncombat"], source="rod", target="kitchen", amount=1,
                                         combat=False),
                                  era.ev("marked", era.r["marked"], id="kitchen", amount=1, damage=1),
                                  era.dies("kitchen")]),
                    [era.regular([], [])],
                    {"giant": attacked(3, 3), "rod": land_on(), "kitchen": GY}))

case("419.6b-deathtouch-needs-two-shields-classic",
     "mtg-classic: a 1/1 with one regeneration shield blocking a 1/1 deathtouch regenerates, then the trigger "
     "destroys it", "419.6b",
     C_REGEN + "Before M10, deathtouch was a triggered ability (502.63; M10 rules changes §6): the lethal-damage "
     "state-based effect uses the shield first, then the trigger resolves and destroys the creature: two shields "
     "were needed (rules digest C7).",
     C.scenario([cre("rats", "alice", 1, 1, "Deathtouch Rats", keywords=["deathtouch"]),
                 cre("skel", "bob", 1, 1, regeneration_shields=1)], [("rats", "bob")], [("skel", ["rats"])]),
     C.result(C.declared([C.attacks("rats")], [C.blocks("skel", "rats"), C.blocked("rats")]),
              [C.regular([("rats", {"skel": 1}), ("skel", {"rats": 1})],
                         C.hit("rats", "skel", 1, 1) + C.hit("skel", "rats", 1, 1)
                         + [C.dies("rats"), C.regenerates("skel"),
                            C.ev("trigger", "502.63", source="rats", ability="deathtouch", target="skel"),
                            C.ev("dies", "502.63", id="skel", to="graveyard", reason="deathtouch")])],
              {"rats": GY, "skel": GY}))

case("419.6b-deathtouch-two-shields-survives-classic",
     "mtg-classic: with two regeneration shields the blocker survives both the lethal damage and the deathtouch "
     "trigger", "419.6b",
     C_REGEN + "The first shield replaces the state-based destruction, the second the trigger's destruction "
     "(already out of combat the second time).",
     C.scenario([cre("rats", "alice", 1, 1, keywords=["deathtouch"]),
                 cre("skel", "bob", 1, 1, regeneration_shields=2)], [("rats", "bob")], [("skel", ["rats"])]),
     C.result(C.declared([C.attacks("rats")], [C.blocks("skel", "rats"), C.blocked("rats")]),
              [C.regular([("rats", {"skel": 1}), ("skel", {"rats": 1})],
                         C.hit("rats", "skel", 1, 1) + C.hit("skel", "rats", 1, 1)
                         + [C.dies("rats"), C.regenerates("skel", shields=1),
                            C.ev("trigger", "502.63", source="rats", ability="deathtouch", target="skel"),
                            C.regenerates("skel", "deathtouch", in_combat=False)])],
              {"rats": GY, "skel": on(1, 1, tapped=True)}))

case("701.19a-regeneration-not-in-puzzle-quest", "Puzzle Quest refuses regeneration shields", "701.19a",
     "Regeneration is a Magic rule (701.19); Puzzle Quest's wiki pages have no such mechanic: not-in-ruleset.",
     {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
      "permanents": [cre("a", "alice", 2, 2), cre("b", "bob", 1, 1, regeneration_shields=1)]},
     refused("not-in-ruleset", None, "$.permanents[1].regeneration_shields"))

case("701.19a-regeneration-not-in-riftbound", "Riftbound refuses regeneration shields", "701.19a",
     "Regeneration is a Magic rule (701.19); Riftbound has no such mechanic: not-in-ruleset.",
     {"format": 1, "ruleset": "riftbound", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
      "battlefield": {"id": "bf", "controller": "bob"},
      "permanents": [{"id": "a", "controller": "alice", "might": 2},
                     {"id": "b", "controller": "bob", "might": 1, "regeneration_shields": 1}]},
     refused("not-in-ruleset", None, "$.permanents[1].regeneration_shields"))

# --- Shield counters (122.1c) ---------------------------------------------------------------------------

SHIELD = ("CR 122.1c: one or more shield counters make a prevention effect, 'if damage would be dealt to this "
          "permanent, prevent that damage and remove a shield counter from it'. ")

case("122.1c-shield-counter-prevents-combat-damage",
     "A 2/2 with a shield counter blocks a 3/3: the damage is prevented and the counter removed", "122.1c",
     SHIELD + "The 2/2 deals its 2 to the 3/3 at the same time.",
     M.scenario([cre("ogre", "alice", 3, 3), cre("guard", "bob", 2, 2, counters={"shield": 1})],
                [("ogre", "bob")], [("guard", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("guard", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"guard": 3}), ("guard", {"ogre": 2})],
                         [M.prevented("ogre", "guard", 3, "shield-counter"), M.counter_off("guard")]
                         + M.hit("guard", "ogre", 2, 2))],
              {"ogre": attacked(3, 3, 2), "guard": on(2, 2)}))

case("122.1c-shield-counter-against-deathtouch",
     "A shield counter prevents a deathtouch creature's damage, so deathtouch never applies", "122.1c",
     SHIELD + "702.2b: deathtouch matters only for damage dealt; the 1 damage is prevented, so 704.5h doesn't "
     "apply. The 2/2 kills the 1/1 (704.5g).",
     M.scenario([cre("rats", "alice", 1, 1, keywords=["deathtouch"]), cre("guard", "bob", 2, 2, counters={"shield": 1})],
                [("rats", "bob")], [("guard", ["rats"])]),
     M.result(M.declared([M.attacks("rats")], [M.blocks("guard", "rats"), M.blocked("rats")]),
              [M.regular([("rats", {"guard": 1}), ("guard", {"rats": 2})],
                         [M.prevented("rats", "guard", 1, "shield-counter"), M.counter_off("guard")]
                         + M.hit("guard", "rats", 2, 2) + [M.dies("rats")])],
              {"rats": GY, "guard": on(2, 2)}))

case("122.1c-shield-counter-against-infect",
     "A shield counter prevents infect damage: no -1/-1 counters are put on the blocker", "122.1c",
     SHIELD + "120.3d: infect damage would become -1/-1 counters, but the damage is prevented, so none are put on it.",
     M.scenario([cre("mamba", "alice", 2, 2, keywords=["infect"]), cre("guard", "bob", 2, 2, counters={"shield": 1})],
                [("mamba", "bob")], [("guard", ["mamba"])]),
     M.result(M.declared([M.attacks("mamba")], [M.blocks("guard", "mamba"), M.blocked("mamba")]),
              [M.regular([("mamba", {"guard": 2}), ("guard", {"mamba": 2})],
                         [M.prevented("mamba", "guard", 2, "shield-counter"), M.counter_off("guard")]
                         + M.hit("guard", "mamba", 2, 2) + [M.dies("mamba")])],
              {"mamba": GY, "guard": on(2, 2)}))

case("122.1c-shield-counter-two-blockers-one-counter",
     "Two blockers deal damage to an attacker with two shield counters at once: all prevented, one counter removed",
     "122.1c",
     SHIELD + "Combat damage is dealt simultaneously (510.2): the one prevention effect prevents all the damage "
     "dealt to the permanent at once and one shield counter is removed (Streets of New Capenna release notes). "
     "The 3/3 divides 2 and 1 (automatic: lethal to each in order).",
     M.scenario([cre("ogre", "alice", 3, 3, counters={"shield": 2}), cre("a", "bob", 2, 2), cre("b", "bob", 1, 1)],
                [("ogre", "bob")], [("a", ["ogre"]), ("b", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("a", "ogre"), M.blocks("b", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"a": 2, "b": 1}), ("a", {"ogre": 2}), ("b", {"ogre": 1})],
                         M.hit("ogre", "a", 2, 2) + M.hit("ogre", "b", 1, 1)
                         + [M.prevented("a", "ogre", 2, "shield-counter"), M.counter_off("ogre"),
                            M.prevented("b", "ogre", 1, "shield-counter"), M.dies("a"), M.dies("b")])],
              {"ogre": attacked(3, 3, 0, {"shield": 1}), "a": GY, "b": GY}))

case("122.1c-shield-counter-last-one-covers-simultaneous-damage",
     "With one shield counter, the damage of both blockers dealt at once is still all prevented", "122.1c",
     SHIELD + "One damage event from two sources: the single counter is removed and all of it is prevented.",
     M.scenario([cre("ogre", "alice", 3, 3, counters={"shield": 1}), cre("a", "bob", 2, 2), cre("b", "bob", 1, 1)],
                [("ogre", "bob")], [("a", ["ogre"]), ("b", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("a", "ogre"), M.blocks("b", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"a": 2, "b": 1}), ("a", {"ogre": 2}), ("b", {"ogre": 1})],
                         M.hit("ogre", "a", 2, 2) + M.hit("ogre", "b", 1, 1)
                         + [M.prevented("a", "ogre", 2, "shield-counter"), M.counter_off("ogre"),
                            M.prevented("b", "ogre", 1, "shield-counter"), M.dies("a"), M.dies("b")])],
              {"ogre": attacked(3, 3), "a": GY, "b": GY}))

case("122.1c-shield-counter-trample-still-needs-lethal",
     "A 4/4 trampler must still assign lethal damage (2) to a 2/2 with a shield counter", "122.1c",
     SHIELD + "702.19b: lethal damage ignores prevention, so 2 goes to the blocker (prevented) and 2 to the player.",
     M.scenario([cre("rhino", "alice", 4, 4, keywords=["trample"]), cre("guard", "bob", 2, 2, counters={"shield": 1})],
                [("rhino", "bob")], [("guard", ["rhino"])]),
     M.result(M.declared([M.attacks("rhino")], [M.blocks("guard", "rhino"), M.blocked("rhino")]),
              [M.regular([("rhino", {"guard": 2, "bob": 2}), ("guard", {"rhino": 2})],
                         [M.prevented("rhino", "guard", 2, "shield-counter"), M.counter_off("guard")]
                         + M.hit_player("rhino", 2, 18) + M.hit("guard", "rhino", 2, 2))],
              {"rhino": attacked(4, 4, 2), "guard": on(2, 2)}, bob=18))

case("122.1c-shield-counter-double-strike-second-hit-lands",
     "A double striker's first hit removes the shield counter; its regular hit is dealt", "122.1c",
     SHIELD + "First-strike step: 2 prevented, counter removed. Regular step: 2 dealt to the 3/3 (survives), which "
     "deals 3 to the 2/2 double striker (704.5g).",
     M.scenario([cre("blade", "alice", 2, 2, keywords=["double_strike"]),
                 cre("guard", "bob", 3, 3, counters={"shield": 1})], [("blade", "bob")], [("guard", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("guard", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"guard": 2})],
                       [M.prevented("blade", "guard", 2, "shield-counter"), M.counter_off("guard")]),
               M.regular([("blade", {"guard": 2}), ("guard", {"blade": 3})],
                         M.hit("blade", "guard", 2, 2) + M.hit("guard", "blade", 3, 3) + [M.dies("blade")])],
              {"blade": GY, "guard": on(3, 3, 2)}))

case("122.1c-prevention-shield-spent-before-shield-counter",
     "A 'prevent the next 2' shield and a shield counter: the engine spends the prevention shield, the counter stays",
     "122.1c",
     SHIELD + "616.1: the affected creature's controller chooses the order of the prevention effects; the format's "
     "choice spends the prevention shield first (it lapses at end of turn, 615.7) and uses the counter only for "
     "what is left. It prevents all 2, so the counter stays.",
     M.scenario([cre("bears", "alice", 2, 2), cre("guard", "bob", 2, 2, counters={"shield": 1})],
                [("bears", "bob")], [("guard", ["bears"])], actions=[act(AB, "prevent", target="guard", amount=2)]),
     M.result(M.declared([M.attacks("bears")], [M.blocks("guard", "bears"), M.blocked("bears"),
                                                M.ev("shield", "615.1", id="guard", amount=2)]),
              [M.regular([("bears", {"guard": 2}), ("guard", {"bears": 2})],
                         [M.prevented("bears", "guard", 2, "prevent")] + M.hit("guard", "bears", 2, 2)
                         + [M.dies("bears")])],
              {"bears": GY, "guard": on(2, 2, 0, {"shield": 1})}))

case("122.1c-protection-before-shield-counter",
     "Protection prevents a red attacker's damage first: the shield counter is kept", "122.1c",
     SHIELD + "702.16e: damage from a red source to a creature with protection from red is prevented; the "
     "format's choice (616.1) applies protection first, so no counter is needed.",
     M.scenario([cre("goblin", "alice", 2, 2, colors=["red"]),
                 cre("guard", "bob", 2, 2, protection=["red"], counters={"shield": 1})],
                [("goblin", "bob")], [("guard", ["goblin"])]),
     M.result(M.declared([M.attacks("goblin")], [M.blocks("guard", "goblin"), M.blocked("goblin")]),
              [M.regular([("goblin", {"guard": 2}), ("guard", {"goblin": 2})],
                         [M.prevented("goblin", "guard", 2, "protection")] + M.hit("guard", "goblin", 2, 2)
                         + [M.dies("goblin")])],
              {"goblin": GY, "guard": on(2, 2, 0, {"shield": 1})}))

case("122.1c-shield-counter-does-not-stop-state-based-destruction",
     "A creature with a shield counter whose toughness drops to its marked damage is destroyed anyway", "122.1c",
     SHIELD + "Its other effect replaces destruction 'as the result of an effect'; 704.5g is a state-based action, "
     "not an effect, so the 3/3 with 2 damage given -0/-1 is destroyed. Its counter was never used.",
     M.scenario([cre("bears", "alice", 2, 2), cre("guard", "bob", 3, 3, damage=2, counters={"shield": 1})],
                [("bears", "bob")], actions=[act(AB, "pump", target="guard", power=0, toughness=-1)]),
     M.result(M.declared([M.attacks("bears")], [M.unblocked("bears"), M.pumped("guard", 0, -1), M.dies("guard")]),
              [M.regular([("bears", {"bob": 2})], M.hit_player("bears", 2, 18))],
              {"bears": attacked(2, 2), "guard": GY}, bob=18))

case("122.1c-shield-counters-not-in-2020", "mtg-2020 refuses shield counters (2022)", "122.1c",
     "Shield counters (122.1c) came with Streets of New Capenna (2022), after the January 2020 rules.",
     M20.scenario([cre("ogre", "alice", 3, 3), cre("guard", "bob", 2, 2, counters={"shield": 1})], [("ogre", "bob")]),
     refused("not-in-ruleset", "122.1c", "$.permanents[1].counters['shield']"))

case("122.1c-shield-counters-not-in-classic", "mtg-classic refuses shield counters (2022)", "122.1c",
     "Shield counters (122.1c) came with Streets of New Capenna (2022), long after 2009.",
     C.scenario([cre("ogre", "alice", 3, 3), cre("guard", "bob", 2, 2, counters={"shield": 1})], [("ogre", "bob")]),
     refused("not-in-ruleset", "122.1c", "$.permanents[1].counters['shield']"))

# --- Umbra armor (702.89a; totem armor, 702.88a in 2020) -------------------------------------------------

UMBRA = ("CR 702.89a: 'if enchanted permanent would be destroyed, instead remove all damage marked on it and "
         "destroy this Aura'. ")

case("702.89a-umbra-armor-saves-blocker",
     "A 2/2 wearing an Aura with umbra armor blocks a 3/3: the Aura is destroyed instead", "702.89a",
     UMBRA + "The 2/2 is dealt lethal damage (704.5g would destroy it); its damage is removed and the Aura goes. "
     "Unlike regeneration it isn't tapped or removed from combat.",
     M.scenario([cre("ogre", "alice", 3, 3), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                [("ogre", "bob")], [("bear", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("bear", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 2})],
                         M.hit("ogre", "bear", 3, 3) + M.hit("bear", "ogre", 2, 2) + [M.umbra("bear")])],
              {"ogre": attacked(3, 3, 2), "bear": on(2, 2)}))

case("702.89a-umbra-armor-with-trample-lethal-still-counted",
     "A 5/5 trampler must assign lethal damage to a blocker with umbra armor; the rest tramples over", "702.89a",
     UMBRA + "702.19b: lethal damage is 2 (toughness minus damage), whatever would save the blocker; 2 to it, 3 "
     "to the player. The Aura is destroyed instead of the blocker.",
     M.scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                [("rhino", "bob")], [("bear", ["rhino"])]),
     M.result(M.declared([M.attacks("rhino")], [M.blocks("bear", "rhino"), M.blocked("rhino")]),
              [M.regular([("rhino", {"bear": 2, "bob": 3}), ("bear", {"rhino": 2})],
                         M.hit("rhino", "bear", 2, 2) + M.hit_player("rhino", 3, 17) + M.hit("bear", "rhino", 2, 2)
                         + [M.umbra("bear")])],
              {"rhino": attacked(5, 5, 2), "bear": on(2, 2)}, bob=17))

case("702.19b-umbra-armor-trample-short-of-lethal-refused",
     "Assigning the trampler only 1 to a 2/2 with umbra armor before the player is refused", "702.19b",
     UMBRA + "702.19b: the 2/2 must be assigned lethal damage (2) before any goes to the player; umbra armor "
     "doesn't change what lethal damage is.",
     M.scenario([cre("rhino", "alice", 5, 5, keywords=["trample"]), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                [("rhino", "bob")], [("bear", ["rhino"])], assignments=[division("rhino", {"bear": 1, "bob": 4})]),
     refused("illegal-assignment", "702.19b", "$.assignments[0].division"))

case("702.89a-umbra-armor-against-deathtouch",
     "Umbra armor saves a creature dealt deathtouch damage", "702.89a",
     UMBRA + "704.5h destroys a creature dealt deathtouch damage: destruction, so the Aura goes instead and the "
     "damage is removed.",
     M.scenario([cre("rats", "alice", 1, 1, keywords=["deathtouch"]), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                [("rats", "bob")], [("bear", ["rats"])]),
     M.result(M.declared([M.attacks("rats")], [M.blocks("bear", "rats"), M.blocked("rats")]),
              [M.regular([("rats", {"bear": 1}), ("bear", {"rats": 2})],
                         M.hit("rats", "bear", 1, 1) + M.hit("bear", "rats", 2, 2)
                         + [M.dies("rats"), M.umbra("bear", instead_of="deathtouch")])],
              {"rats": GY, "bear": on(2, 2)}))

case("702.89a-two-umbra-auras-against-double-strike",
     "Two Auras with umbra armor save a blocker from a double striker twice; it stays in combat and deals damage",
     "702.89a",
     UMBRA + "First-strike step: 3 to the 2/2, one Aura destroyed, damage removed. Regular step: 3 more, the second "
     "Aura goes; the 2/2 is still blocking (umbra armor doesn't remove it from combat) and deals 2.",
     M.scenario([cre("blade", "alice", 3, 3, keywords=["double_strike"]),
                 cre("bear", "bob", 2, 2, keywords=["umbra_armor:2"])], [("blade", "bob")], [("bear", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("bear", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"bear": 3})], M.hit("blade", "bear", 3, 3) + [M.umbra("bear", auras=1)]),
               M.regular([("blade", {"bear": 3}), ("bear", {"blade": 2})],
                         M.hit("blade", "bear", 3, 3) + M.hit("bear", "blade", 2, 2) + [M.umbra("bear")])],
              {"blade": attacked(3, 3, 2), "bear": on(2, 2)}))

case("702.89a-umbra-armor-cannot-save-zero-toughness",
     "Umbra armor doesn't save a creature whose toughness infect brought to 0", "702.89a",
     UMBRA + "704.5f puts a 0-toughness creature into the graveyard without destroying it, so nothing is replaced.",
     M.scenario([cre("mamba", "alice", 2, 2, keywords=["infect"]), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                [("mamba", "bob")], [("bear", ["mamba"])]),
     M.result(M.declared([M.attacks("mamba")], [M.blocks("bear", "mamba"), M.blocked("mamba")]),
              [M.regular([("mamba", {"bear": 2}), ("bear", {"mamba": 2})],
                         M.minus("mamba", "bear", 2) + M.hit("bear", "mamba", 2, 2)
                         + [M.dies("mamba"), M.dies("bear", "zero-toughness")])],
              {"mamba": GY, "bear": GY}))

case("702.89a-regeneration-shield-used-before-umbra-armor",
     "A creature with a regeneration shield and umbra armor: the engine uses the shield, the Aura stays", "702.89a",
     UMBRA + "616.1: with two replacement effects its controller chooses; the format's choice uses the "
     "regeneration shield first (it lapses at end of turn anyway, 701.19a): tapped and removed from combat.",
     M.scenario([cre("ogre", "alice", 3, 3), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"],
                                                  regeneration_shields=1)],
                [("ogre", "bob")], [("bear", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("bear", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 2})],
                         M.hit("ogre", "bear", 3, 3) + M.hit("bear", "ogre", 2, 2) + [M.regenerates("bear")])],
              {"ogre": attacked(3, 3, 2), "bear": on(2, 2, tapped=True)}))

case("702.88a-totem-armor-2020", "mtg-2020: totem armor (702.88a then) saves the blocker", "702.88a",
     "In the January 2020 rules umbra armor was 'totem armor', 702.88a, with the same effect.",
     M20.scenario([cre("ogre", "alice", 3, 3), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])],
                  [("ogre", "bob")], [("bear", ["ogre"])]),
     M20.result(M20.declared([M20.attacks("ogre")], [M20.blocks("bear", "ogre"), M20.blocked("ogre")]),
                [M20.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 2})],
                             M20.hit("ogre", "bear", 3, 3) + M20.hit("bear", "ogre", 2, 2) + [M20.umbra("bear")])],
                {"ogre": attacked(3, 3, 2), "bear": on(2, 2)}))

case("702.89a-umbra-armor-not-in-classic", "mtg-classic refuses umbra armor (totem armor dates from 2010)",
     "702.89a", "Totem armor came with Rise of the Eldrazi (April 2010), after the classic era.",
     C.scenario([cre("ogre", "alice", 3, 3), cre("bear", "bob", 2, 2, keywords=["umbra_armor:1"])], [("ogre", "bob")]),
     refused("not-in-ruleset", None, "$.permanents[1].keywords[0]"))

# --- Lands and landwalk (702.14c; classic 502.6) ---------------------------------------------------------

WALK = ("CR 702.14c: a creature with landwalk can't be blocked as long as the defending player controls at "
        "least one land with the specified land type. ")

case("702.14c-islandwalk-defender-controls-island-block-refused",
     "An islandwalker can't be blocked by a player who controls an Island", "702.14c",
     WALK + "bob controls an Island, so his 2/2's block is illegal.",
     M.scenario([cre("merfolk", "alice", 2, 2, "Lurking Crocodile", keywords=["islandwalk"]),
                 land("island", "bob", "Island"), cre("bear", "bob", 2, 2)],
                [("merfolk", "bob")], [("bear", ["merfolk"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.14c-islandwalk-island-controlled-by-attacker-can-be-blocked",
     "Islandwalk looks only at the defending player's lands: the attacker's own Island doesn't matter", "702.14c",
     WALK + "Only alice (the attacking player) controls an Island; bob controls none, so the 2/2s trade (704.5g).",
     M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), land("island", "alice", "Island"),
                 cre("bear", "bob", 2, 2)], [("merfolk", "bob")], [("bear", ["merfolk"])]),
     M.result(M.declared([M.attacks("merfolk")], [M.blocks("bear", "merfolk"), M.blocked("merfolk")]),
              [M.regular([("merfolk", {"bear": 2}), ("bear", {"merfolk": 2})],
                         M.hit("merfolk", "bear", 2, 2) + M.hit("bear", "merfolk", 2, 2)
                         + [M.dies("merfolk"), M.dies("bear")])],
              {"merfolk": GY, "island": land_on(), "bear": GY}))

case("702.14c-swampwalk-unblocked-deals-damage", "A swampwalker against a player with a Swamp deals its damage",
     "702.14c", WALK + "Unblocked, it deals its 3 damage to the player (510.1b).",
     M.scenario([cre("zombie", "alice", 3, 3, keywords=["swampwalk"]), land("swamp", "bob", "Swamp"),
                 cre("bear", "bob", 2, 2)], [("zombie", "bob")]),
     M.result(M.declared([M.attacks("zombie")], [M.unblocked("zombie")]),
              [M.regular([("zombie", {"bob": 3})], M.hit_player("zombie", 3, 17))],
              {"zombie": attacked(3, 3), "swamp": land_on(), "bear": on(2, 2)}, bob=17))

case("702.14c-forestwalk-other-land-types-dont-count",
     "A forestwalker can be blocked by a player who controls only a Mountain", "702.14c",
     WALK + "bob's land is a Mountain, not a Forest: the 3/3 blocks the 2/2 and kills it.",
     M.scenario([cre("elf", "alice", 2, 2, keywords=["forestwalk"]), land("mountain", "bob", "Mountain"),
                 cre("ogre", "bob", 3, 3)], [("elf", "bob")], [("ogre", ["elf"])]),
     M.result(M.declared([M.attacks("elf")], [M.blocks("ogre", "elf"), M.blocked("elf")]),
              [M.regular([("elf", {"ogre": 2}), ("ogre", {"elf": 3})],
                         M.hit("elf", "ogre", 2, 2) + M.hit("ogre", "elf", 3, 3) + [M.dies("elf")])],
              {"elf": GY, "mountain": land_on(), "ogre": on(3, 3, 2)}))

case("702.14c-landwalk-desert", "landwalk:Desert can't be blocked by a player who controls a Desert", "702.14c",
     WALK + "'Desertwalk' names the land type Desert.",
     M.scenario([cre("nomad", "alice", 2, 2, keywords=["landwalk:Desert"]), land("desert", "bob", "Desert"),
                 cre("bear", "bob", 2, 2)], [("nomad", "bob")], [("bear", ["nomad"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.14c-tapped-island-still-counts", "A tapped Island still makes an islandwalker unblockable", "702.14c",
     WALK + "'Controls' is all that matters: tapped or untapped, the land is bob's.",
     M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), land("island", "bob", "Island", tapped=True),
                 cre("bear", "bob", 2, 2)], [("merfolk", "bob")], [("bear", ["merfolk"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.14c-dryad-arbor-land-creature-cannot-block-forestwalker",
     "Dryad Arbor (a Forest creature land) can't block a forestwalker: it is the Forest bob controls", "702.14c",
     WALK + "Dryad Arbor is a land with the subtype Forest and a creature; bob controls it, so no creature of his "
     "can block the forestwalker, Dryad Arbor included.",
     M.scenario([cre("elf", "alice", 2, 2, keywords=["forestwalk"]),
                 {"id": "arbor", "name": "Dryad Arbor", "controller": "bob", "types": ["land", "creature"],
                  "subtypes": ["Forest", "Dryad"], "power": 1, "toughness": 1}],
                [("elf", "bob")], [("arbor", ["elf"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.14c-landwalk-needs-a-subtype", "'landwalk' without a land type is refused", "702.14c",
     "702.14a: landwalk names a land type ('[type]walk'); the format writes it landwalk:SUBTYPE.",
     M.scenario([cre("nomad", "alice", 2, 2, keywords=["landwalk"])], [("nomad", "bob")]),
     refused("invalid-scenario", None, "$.permanents[0].keywords[0]"))

case("502.6-islandwalk-classic", "mtg-classic: an islandwalker can't be blocked by a player with an Island",
     "502.6", "Comprehensive Rules 2003–2008, 502.6 (landwalk): the same evasion as today's 702.14c.",
     C.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), land("island", "bob", "Island"),
                 cre("bear", "bob", 2, 2)], [("merfolk", "bob")], [("bear", ["merfolk"])]),
     refused("illegal-block", "502.6", "$.blockers[0].blocks[0]"))

case("702.14c-lands-not-in-puzzle-quest", "Puzzle Quest refuses lands", "702.14c",
     "Puzzle Quest boards have creatures and artifacts, no lands (and so no landwalk): not-in-ruleset.",
     {"format": 1, "ruleset": "puzzle-quest", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
      "permanents": [cre("a", "alice", 2, 2), {"id": "island", "controller": "bob", "types": ["land"]}]},
     refused("not-in-ruleset", None, "$.permanents[1].types[0]"))

# --- Restrictions (509.1b, 508.1c) and protection from creatures / everything (702.16j) -------------------

case("509.1b-cant-block-refused", "A creature that can't block is refused as a blocker", "509.1b",
     "CR 509.1b: a block that disobeys a restriction ('can't block') is illegal.",
     M.scenario([cre("bears", "alice", 2, 2), cre("goblin", "bob", 2, 2, "Goblin Raider", keywords=["cant_block"])],
                [("bears", "bob")], [("goblin", ["bears"])]),
     refused("illegal-block", "509.1b", "$.blockers[0].id"))

case("508.1c-cant-attack-refused", "A creature that can't attack is refused as an attacker", "508.1c",
     "CR 508.1c: an attack that disobeys a restriction ('can't attack') is illegal.",
     M.scenario([cre("wall", "alice", 2, 2, keywords=["cant_attack"])], [("wall", "bob")]),
     refused("illegal-attack", "508.1c", "$.attackers[0].id"))

case("509.1b-can-block-only-flying-ground-attacker-refused",
     "A creature that can block only creatures with flying can't block a ground creature", "509.1b",
     "CR 509.1b: 'can block only creatures with flying' is a restriction; the 2/2 has no flying.",
     M.scenario([cre("bears", "alice", 2, 2), cre("sprite", "bob", 1, 1, "Cloud Sprite",
                                                    keywords=["flying", "can_block_only_flying"])],
                [("bears", "bob")], [("sprite", ["bears"])]),
     refused("illegal-block", "509.1b", "$.blockers[0].blocks[0]"))

case("509.1b-can-block-only-flying-blocks-a-flyer",
     "A creature that can block only creatures with flying blocks a flyer", "509.1b",
     "CR 509.1b (restriction obeyed) and 702.9b (it has flying itself). The 1/1s trade (704.5g).",
     M.scenario([cre("bird", "alice", 1, 1, keywords=["flying"]),
                 cre("sprite", "bob", 1, 1, keywords=["flying", "can_block_only_flying"])],
                [("bird", "bob")], [("sprite", ["bird"])]),
     M.result(M.declared([M.attacks("bird")], [M.blocks("sprite", "bird"), M.blocked("bird")]),
              [M.regular([("bird", {"sprite": 1}), ("sprite", {"bird": 1})],
                         M.hit("bird", "sprite", 1, 1) + M.hit("sprite", "bird", 1, 1)
                         + [M.dies("bird"), M.dies("sprite")])],
              {"bird": GY, "sprite": GY}))

case("509.1b-three-or-more-blockers-two-refused",
     "A creature that can't be blocked except by three or more creatures is blocked by two: refused", "509.1b",
     "CR 509.1b: 'can't be blocked except by three or more creatures' is a restriction on the whole declaration.",
     M.scenario([cre("titan", "alice", 6, 6, keywords=["min_blockers:3"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2), cre("c", "bob", 2, 2)],
                [("titan", "bob")], [("a", ["titan"]), ("b", ["titan"])]),
     refused("illegal-block", "509.1b", "$.blockers[1]"))

case("509.1b-three-or-more-blockers-three-legal",
     "Three creatures block a creature that needs three or more: legal", "509.1b",
     "CR 509.1b (restriction obeyed). The 6/6 divides 2/2/2 (automatic: lethal to each in order) and takes 6.",
     M.scenario([cre("titan", "alice", 6, 6, keywords=["min_blockers:3"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2), cre("c", "bob", 2, 2)],
                [("titan", "bob")], [("a", ["titan"]), ("b", ["titan"]), ("c", ["titan"])]),
     M.result(M.declared([M.attacks("titan")], [M.blocks("a", "titan"), M.blocks("b", "titan"),
                                                M.blocks("c", "titan"), M.blocked("titan")]),
              [M.regular([("titan", {"a": 2, "b": 2, "c": 2}), ("a", {"titan": 2}), ("b", {"titan": 2}),
                          ("c", {"titan": 2})],
                         M.hit("titan", "a", 2, 2) + M.hit("titan", "b", 2, 2) + M.hit("titan", "c", 2, 2)
                         + M.hit("a", "titan", 2, 2) + M.hit("b", "titan", 2, 4) + M.hit("c", "titan", 2, 6)
                         + [M.dies("titan"), M.dies("a"), M.dies("b"), M.dies("c")])],
              {"titan": GY, "a": GY, "b": GY, "c": GY}))

case("702.16j-protection-from-everything-cannot-be-blocked",
     "A creature with protection from everything can't be blocked", "702.16j",
     "CR 702.16j: a permanent with protection from everything can't be blocked by creatures (702.16f is the rule "
     "the block breaks).",
     M.scenario([cre("progenitus", "alice", 10, 10, "Progenitus", protection=["everything"]),
                 cre("bear", "bob", 2, 2)], [("progenitus", "bob")], [("bear", ["progenitus"])]),
     refused("illegal-block", "702.16f", "$.blockers[0].blocks[0]"))

case("702.16j-protection-from-everything-prevents-damage",
     "A blocker with protection from everything is dealt no damage", "702.16j",
     "CR 702.16j: all damage that would be dealt to it is prevented (702.16e cites the prevention).",
     M.scenario([cre("ogre", "alice", 3, 3), cre("wall", "bob", 0, 4, protection=["everything"])],
                [("ogre", "bob")], [("wall", ["ogre"])]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("wall", "ogre"), M.blocked("ogre")]),
              [M.regular([("ogre", {"wall": 3})], [M.prevented("ogre", "wall", 3, "protection")])],
              {"ogre": attacked(3, 3), "wall": on(0, 4)}))

case("702.16e-protection-from-creatures-prevents-creature-damage-not-artifact",
     "Protection from creatures prevents a creature's combat damage but not an artifact's", "702.16e",
     "CR 702.16e: damage from sources with the quality (creatures) is prevented; Rod of Ruin is an artifact, not "
     "a creature, so its 1 damage (120.2) is dealt.",
     M.scenario([cre("ogre", "alice", 3, 3), {"id": "rod", "name": "Rod of Ruin", "controller": "alice",
                                               "types": ["artifact"]},
                 cre("monk", "bob", 2, 2, "Beloved Chaplain", protection=["creatures"])],
                [("ogre", "bob")], [("monk", ["ogre"])], actions=[act(AB, "deal", source="rod", target="monk", amount=1)]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("monk", "ogre"), M.blocked("ogre"),
                                               M.ev("damage", "120.2", source="rod", target="monk", amount=1,
                                                    combat=False),
                                               M.ev("marked", "120.3e", id="monk", amount=1, damage=1)]),
              [M.regular([("ogre", {"monk": 3}), ("monk", {"ogre": 2})],
                         [M.prevented("ogre", "monk", 3, "protection")] + M.hit("monk", "ogre", 2, 2))],
              {"ogre": attacked(3, 3, 2), "rod": land_on(), "monk": on(2, 2, 1)}))

case("502.7-protection-from-everything-classic",
     "mtg-classic: Progenitus (Alara Reborn, April 2009) can't be blocked", "502.7",
     "Comprehensive Rules 2003–2008, 502.7 (protection): a creature with protection can't be blocked by creatures "
     "with that quality; 'everything' includes every creature.",
     C.scenario([cre("progenitus", "alice", 10, 10, protection=["everything"]), cre("bear", "bob", 2, 2)],
                [("progenitus", "bob")], [("bear", ["progenitus"])]),
     refused("illegal-block", "502.7", "$.blockers[0].blocks[0]"))

# --- Requirements (509.1c, 508.1d) ------------------------------------------------------------------------

REQ = ("CR 509.1c: if the blocks obey fewer requirements than the most that could be obeyed without "
       "disobeying a restriction, the declaration is illegal. ")
LURE = REQ + "Lure: 'all creatures able to block it do so' is one requirement for each creature. "

case("509.1c-lure-one-of-two-able-blocks-refused",
     "A lure attacker, two creatures able to block, only one blocks: refused", "509.1c",
     LURE + "Both 2/2s could block it; one doesn't.",
     M.scenario([cre("lure", "alice", 3, 3, "Lure Beast", keywords=["lure"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2)], [("lure", "bob")], [("a", ["lure"])]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-lure-every-able-creature-blocks",
     "Both creatures able to block the lure attacker do: legal", "509.1c",
     LURE + "The 3/3 divides 2 and 1 (automatic: lethal to the first, the rest to the last); it takes 4 (704.5g).",
     M.scenario([cre("lure", "alice", 3, 3, keywords=["lure"]), cre("a", "bob", 2, 2), cre("b", "bob", 2, 2)],
                [("lure", "bob")], [("a", ["lure"]), ("b", ["lure"])]),
     M.result(M.declared([M.attacks("lure")], [M.blocks("a", "lure"), M.blocks("b", "lure"), M.blocked("lure")]),
              [M.regular([("lure", {"a": 2, "b": 1}), ("a", {"lure": 2}), ("b", {"lure": 2})],
                         M.hit("lure", "a", 2, 2) + M.hit("lure", "b", 1, 1) + M.hit("a", "lure", 2, 2)
                         + M.hit("b", "lure", 2, 4) + [M.dies("lure"), M.dies("a")])],
              {"lure": GY, "a": GY, "b": on(2, 2, 1)}))

case("509.1c-lure-tapped-creature-not-required",
     "A tapped creature isn't able to block the lure attacker, so the untapped one blocking alone is legal",
     "509.1c", LURE + "509.1a: a tapped creature can't block, so its requirement can't be obeyed.",
     M.scenario([cre("lure", "alice", 3, 3, keywords=["lure"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2, tapped=True)], [("lure", "bob")], [("a", ["lure"])]),
     M.result(M.declared([M.attacks("lure")], [M.blocks("a", "lure"), M.blocked("lure")]),
              [M.regular([("lure", {"a": 3}), ("a", {"lure": 2})],
                         M.hit("lure", "a", 3, 3) + M.hit("a", "lure", 2, 2) + [M.dies("a")])],
              {"lure": attacked(3, 3, 2), "a": GY, "b": on(2, 2, tapped=True)}))

case("509.1c-lure-with-flying-only-those-able-block",
     "A lure attacker with flying: only the creature with reach is able, and it blocks; the ground creature needn't",
     "509.1c", LURE + "702.9b: the ground 2/2 can't block a flyer, so its requirement can't be obeyed.",
     M.scenario([cre("drake", "alice", 3, 3, keywords=["lure", "flying"]), cre("bear", "bob", 2, 2),
                 cre("spider", "bob", 1, 4, keywords=["reach"])], [("drake", "bob")], [("spider", ["drake"])]),
     M.result(M.declared([M.attacks("drake")], [M.blocks("spider", "drake"), M.blocked("drake")]),
              [M.regular([("drake", {"spider": 3}), ("spider", {"drake": 1})],
                         M.hit("drake", "spider", 3, 3) + M.hit("spider", "drake", 1, 1))],
              {"drake": attacked(3, 3, 1), "bear": on(2, 2), "spider": on(1, 4, 3)}))

case("509.1c-lure-with-flying-reach-creature-must-block",
     "A lure flyer unblocked while a creature with reach could block it: refused", "509.1c",
     LURE + "The creature with reach is able to block it, so it must.",
     M.scenario([cre("drake", "alice", 3, 3, keywords=["lure", "flying"]), cre("bear", "bob", 2, 2),
                 cre("spider", "bob", 1, 4, keywords=["reach"])], [("drake", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-lure-with-menace-single-creature-need-not-block",
     "Lure and menace against one possible blocker: it can't block alone, so nothing need block", "509.1c",
     LURE + "702.111b: menace forbids one blocker; with no second creature able to join, the requirement can't be "
     "obeyed without breaking a restriction. Unblocked, 3 damage to bob.",
     M.scenario([cre("beast", "alice", 3, 3, keywords=["lure", "menace"]), cre("a", "bob", 2, 2)],
                [("beast", "bob")]),
     M.result(M.declared([M.attacks("beast")], [M.unblocked("beast")]),
              [M.regular([("beast", {"bob": 3})], M.hit_player("beast", 3, 17))],
              {"beast": attacked(3, 3), "a": on(2, 2)}, bob=17))

case("509.1c-lure-with-menace-two-able-none-block-refused",
     "Lure and menace against two possible blockers: blocking with neither is refused", "509.1c",
     LURE + "Both blocking obeys both requirements and menace; blocking with none obeys neither.",
     M.scenario([cre("beast", "alice", 3, 3, keywords=["lure", "menace"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2)], [("beast", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-lure-with-menace-two-able-both-block",
     "Lure and menace against two possible blockers: both block, legal", "509.1c",
     LURE + "The 3/3 divides 2 and 1 and takes 4 (704.5g).",
     M.scenario([cre("beast", "alice", 3, 3, keywords=["lure", "menace"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2)], [("beast", "bob")], [("a", ["beast"]), ("b", ["beast"])]),
     M.result(M.declared([M.attacks("beast")], [M.blocks("a", "beast"), M.blocks("b", "beast"), M.blocked("beast")]),
              [M.regular([("beast", {"a": 2, "b": 1}), ("a", {"beast": 2}), ("b", {"beast": 2})],
                         M.hit("beast", "a", 2, 2) + M.hit("beast", "b", 1, 1) + M.hit("a", "beast", 2, 2)
                         + M.hit("b", "beast", 2, 4) + [M.dies("beast"), M.dies("a")])],
              {"beast": GY, "a": GY, "b": on(2, 2, 1)}))

TWO_LURES = [cre("x", "alice", 2, 2, keywords=["lure"]), cre("y", "alice", 2, 2, keywords=["lure"]),
             cre("guard", "bob", 1, 1)]

case("509.1c-two-lures-one-blocker-either-is-legal",
     "Two lure attackers and one blocker: it can obey only one requirement, so blocking either is legal", "509.1c",
     REQ + "The 1/1 can block one creature (509.1a): at most one of the two requirements can be obeyed; blocking "
     "y obeys one. x deals 2 to bob; y kills the 1/1.",
     M.scenario(TWO_LURES, [("x", "bob"), ("y", "bob")], [("guard", ["y"])]),
     M.result(M.declared([M.attacks("x"), M.attacks("y")], [M.blocks("guard", "y"), M.unblocked("x"), M.blocked("y")]),
              [M.regular([("x", {"bob": 2}), ("y", {"guard": 2}), ("guard", {"y": 1})],
                         M.hit_player("x", 2, 18) + M.hit("y", "guard", 2, 2) + M.hit("guard", "y", 1, 1)
                         + [M.dies("guard")])],
              {"x": attacked(2, 2), "y": attacked(2, 2, 1), "guard": GY}, bob=18))

case("509.1c-two-lures-one-blocker-blocking-neither-refused",
     "Two lure attackers and one blocker that blocks neither: refused (one requirement could be obeyed)", "509.1c",
     REQ + "One of the two requirements can be obeyed; none is.",
     M.scenario(TWO_LURES, [("x", "bob"), ("y", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-must-be-blocked-refused-when-able",
     "A creature that must be blocked if able goes unblocked while a creature could block it: refused", "509.1c",
     REQ + "'Must be blocked if able' is one requirement on the defending player's blocks.",
     M.scenario([cre("prey", "alice", 1, 1, keywords=["must_be_blocked"]), cre("a", "bob", 2, 2)], [("prey", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-must-be-blocked-one-blocker-suffices",
     "A creature that must be blocked is blocked by one of two creatures: legal", "509.1c",
     REQ + "The requirement is that it be blocked, by any one creature.",
     M.scenario([cre("prey", "alice", 1, 1, keywords=["must_be_blocked"]), cre("a", "bob", 2, 2), cre("b", "bob", 2, 2)],
                [("prey", "bob")], [("a", ["prey"])]),
     M.result(M.declared([M.attacks("prey")], [M.blocks("a", "prey"), M.blocked("prey")]),
              [M.regular([("prey", {"a": 1}), ("a", {"prey": 2})],
                         M.hit("prey", "a", 1, 1) + M.hit("a", "prey", 2, 2) + [M.dies("prey")])],
              {"prey": GY, "a": on(2, 2, 1), "b": on(2, 2)}))

case("509.1c-blocks-each-combat-refused-when-able",
     "A creature that blocks each combat if able doesn't block: refused", "509.1c",
     REQ + "It can block the attacker, so its requirement can be obeyed.",
     M.scenario([cre("bears", "alice", 2, 2), cre("guard", "bob", 3, 3, keywords=["blocks_each_combat"])],
                [("bears", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1c-blocks-each-combat-cant-block-flyer-legal",
     "A creature that blocks each combat if able, facing only a flyer, needn't block", "509.1c",
     REQ + "702.9b: it can't block the flyer, so the requirement can't be obeyed. The flyer deals 2 to bob.",
     M.scenario([cre("bird", "alice", 2, 2, keywords=["flying"]), cre("guard", "bob", 3, 3,
                                                                      keywords=["blocks_each_combat"])],
                [("bird", "bob")]),
     M.result(M.declared([M.attacks("bird")], [M.unblocked("bird")]),
              [M.regular([("bird", {"bob": 2})], M.hit_player("bird", 2, 18))],
              {"bird": attacked(2, 2), "guard": on(3, 3)}, bob=18))

case("508.1d-attacks-each-combat-refused-when-able",
     "A creature that attacks each combat if able stays home: refused", "508.1d",
     "CR 508.1d: the attacks must obey as many requirements as possible; the 3/3 is able to attack.",
     M.scenario([cre("berserker", "alice", 3, 3, keywords=["attacks_each_combat"]), cre("bears", "alice", 2, 2)],
                [("bears", "bob")]),
     refused("illegal-attack", "508.1d", "$.attackers"))

case("508.1d-attacks-each-combat-summoning-sick-not-required",
     "A summoning-sick creature that attacks each combat if able can't attack, so it needn't", "508.1d",
     "CR 508.1d with 302.6: a creature that came under its controller's control this turn can't attack without "
     "haste, so the requirement can't be obeyed. The 2/2 deals 2.",
     M.scenario([cre("berserker", "alice", 3, 3, keywords=["attacks_each_combat"], sick=True),
                 cre("bears", "alice", 2, 2)], [("bears", "bob")]),
     M.result(M.declared([M.attacks("bears")], [M.unblocked("bears")]),
              [M.regular([("bears", {"bob": 2})], M.hit_player("bears", 2, 18))],
              {"berserker": on(3, 3), "bears": attacked(2, 2)}, bob=18))

case("309.2-lure-classic-refused", "mtg-classic: Lure's requirement, one able creature not blocking: refused",
     "309.2", "Comprehensive Rules 2003–2008, 309.2: the defending player's blocks must obey as many requirements as "
     "possible without disobeying restrictions.",
     C.scenario([cre("lure", "alice", 3, 3, keywords=["lure"]), cre("a", "bob", 2, 2)], [("lure", "bob")]),
     refused("illegal-block", "309.2", "$.blockers"))

case("509.1c-lure-2020", "mtg-2020: a lure attacker, the only creature able to block it doesn't: refused", "509.1c",
     LURE + "The same requirement in the January 2020 rules.",
     M20.scenario([cre("lure", "alice", 3, 3, keywords=["lure"]), cre("a", "bob", 2, 2)], [("lure", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("309.2-three-or-more-blockers-classic",
     "mtg-classic: 'can't be blocked except by three or more creatures' and two blockers: refused", "309.2",
     "Comprehensive Rules 2003–2008, 309.2: a block that disobeys a restriction is illegal.",
     C.scenario([cre("titan", "alice", 6, 6, keywords=["min_blockers:3"]), cre("a", "bob", 2, 2),
                 cre("b", "bob", 2, 2)], [("titan", "bob")], [("a", ["titan"]), ("b", ["titan"])]),
     refused("illegal-block", "309.2", "$.blockers[1]"))

PROVOKE_LURE = [cre("taunter", "alice", 2, 2, "Goblin Taunter", keywords=["provoke"]),
                cre("lure", "alice", 2, 2, "Lure Beast", keywords=["lure"]),
                cre("x", "bob", 1, 1, "Provoked Elf"), cre("y", "bob", 1, 1, "Other Elf")]
PROVOKE_LURE_SRC = (REQ + "Provoke (702.39a) asks the Provoked Elf to block the Goblin Taunter; lure asks each "
                    "Elf to block the Lure Beast. Each Elf can block one creature, so at most two of the three "
                    "requirements can be obeyed, in two ways: the provoked Elf blocks the Taunter and the other the "
                    "Beast, or both block the Beast. ")


def provoke_lure(blocks: list[tuple[str, list[str]]]) -> J:
    out = M.scenario(PROVOKE_LURE, [("taunter", "bob", {"provoke": "x"}), ("lure", "bob")], blocks)
    return out


case("509.1c-provoke-and-lure-two-of-three-requirements",
     "Provoke and lure: the provoked creature blocks the provoker, the other the lure attacker: legal", "509.1c",
     PROVOKE_LURE_SRC + "This way obeys two. The 2/2s kill the 1/1s and take 1 each.",
     provoke_lure([("x", ["taunter"]), ("y", ["lure"])]),
     M.result(M.declared([M.attacks("taunter"), M.attacks("lure"),
                          M.ev("trigger", "702.39a", source="taunter", ability="provoke", target="x")],
                         [M.blocks("x", "taunter"), M.blocks("y", "lure"), M.blocked("taunter"), M.blocked("lure")]),
              [M.regular([("taunter", {"x": 2}), ("lure", {"y": 2}), ("x", {"taunter": 1}), ("y", {"lure": 1})],
                         M.hit("taunter", "x", 2, 2) + M.hit("lure", "y", 2, 2) + M.hit("x", "taunter", 1, 1)
                         + M.hit("y", "lure", 1, 1) + [M.dies("x"), M.dies("y")])],
              {"taunter": attacked(2, 2, 1), "lure": attacked(2, 2, 1), "x": GY, "y": GY}))

case("509.1c-provoke-and-lure-one-of-three-refused",
     "Provoke and lure: only the provoked creature blocks (the provoker): refused, two could be obeyed", "509.1c",
     PROVOKE_LURE_SRC + "Blocking with the provoked Elf alone obeys one; the Other Elf could block the Beast too.",
     provoke_lure([("x", ["taunter"])]),
     refused("illegal-block", "509.1c", "$.blockers"))

# --- Damage equal to toughness (510.1a) ------------------------------------------------------------------

TOUGH = ("CR 510.1a: some effects make a creature assign combat damage equal to its toughness rather than its "
         "power (Doran, the Siege Tower). ")

case("510.1a-damage-by-toughness-unblocked", "A 0/4 that assigns damage by toughness deals 4", "510.1a",
     TOUGH + "Unblocked, its 4 goes to the player (510.1b).",
     M.scenario([cre("wall", "alice", 0, 4, "Wall of Roots", keywords=["damage_by_toughness"])], [("wall", "bob")]),
     M.result(M.declared([M.attacks("wall")], [M.unblocked("wall")]),
              [M.regular([("wall", {"bob": 4})], M.hit_player("wall", 4, 16))],
              {"wall": attacked(0, 4)}, bob=16))

case("510.1a-damage-by-toughness-blocker", "A 1/5 blocker that assigns damage by toughness kills a 4/4", "510.1a",
     TOUGH + "It deals 5 to the 4/4 (704.5g) and is dealt 4 (survives).",
     M.scenario([cre("giant", "alice", 4, 4), cre("treefolk", "bob", 1, 5, keywords=["damage_by_toughness"])],
                [("giant", "bob")], [("treefolk", ["giant"])]),
     M.result(M.declared([M.attacks("giant")], [M.blocks("treefolk", "giant"), M.blocked("giant")]),
              [M.regular([("giant", {"treefolk": 4}), ("treefolk", {"giant": 5})],
                         M.hit("giant", "treefolk", 4, 4) + M.hit("treefolk", "giant", 5, 5) + [M.dies("giant")])],
              {"giant": GY, "treefolk": on(1, 5, 4)}))

case("510.1a-damage-by-toughness-division-of-power-refused",
     "A division of the 1/5's power (1) instead of its toughness (5) is refused", "510.1a",
     TOUGH + "The division must total 5.",
     M.scenario([cre("treefolk", "alice", 1, 5, keywords=["damage_by_toughness", "trample"]), cre("bear", "bob", 2, 2)],
                [("treefolk", "bob")], [("bear", ["treefolk"])], assignments=[division("treefolk", {"bear": 1})]),
     refused("illegal-assignment", "510.1a", "$.assignments[0].division"))

case("510.1a-damage-by-toughness-with-trample",
     "A 0/6 trampler assigning by toughness gives lethal 2 to a 2/2 blocker and 4 to the player", "510.1a",
     TOUGH + "702.19b: lethal to the blocker first, the rest to the player.",
     M.scenario([cre("treefolk", "alice", 0, 6, keywords=["damage_by_toughness", "trample"]), cre("bear", "bob", 2, 2)],
                [("treefolk", "bob")], [("bear", ["treefolk"])]),
     M.result(M.declared([M.attacks("treefolk")], [M.blocks("bear", "treefolk"), M.blocked("treefolk")]),
              [M.regular([("treefolk", {"bear": 2, "bob": 4}), ("bear", {"treefolk": 2})],
                         M.hit("treefolk", "bear", 2, 2) + M.hit_player("treefolk", 4, 16)
                         + M.hit("bear", "treefolk", 2, 2) + [M.dies("bear")])],
              {"treefolk": attacked(0, 6, 2), "bear": GY}, bob=16))

case("510.1a-damage-by-toughness-pumped-toughness",
     "+0/+3 after blocks raises the damage a creature assigning by toughness deals", "510.1a",
     TOUGH + "Its toughness when damage is assigned (2 + 3 = 5) is what it deals: 5 to the player.",
     M.scenario([cre("wall", "alice", 0, 2, keywords=["damage_by_toughness"])], [("wall", "bob")],
                actions=[act(AB, "pump", target="wall", power=0, toughness=3)]),
     M.result(M.declared([M.attacks("wall")], [M.unblocked("wall"), M.pumped("wall", 0, 3)]),
              [M.regular([("wall", {"bob": 5})], M.hit_player("wall", 5, 15))],
              {"wall": attacked(0, 5)}, bob=15))

case("310.2a-damage-by-toughness-classic",
     "mtg-classic (Doran, 2008): a 0/5 assigns 5, put on the stack and dealt", "310.2a",
     "Comprehensive Rules 2003–2008, 310.2a: each creature assigns combat damage equal to its power; Doran made "
     "creatures assign damage equal to their toughness instead. 310.1/310.4: on the stack, then dealt.",
     C.scenario([cre("wall", "alice", 0, 5, keywords=["damage_by_toughness"])], [("wall", "bob")]),
     C.result(C.declared([C.attacks("wall")], [C.unblocked("wall")]),
              [C.regular([("wall", {"bob": 5})], C.hit_player("wall", 5, 15))],
              {"wall": attacked(0, 5)}, bob=15))

# --- Enlist (702.154) ------------------------------------------------------------------------------------

ENLIST = ("CR 702.154a: as the creature attacks, its controller may tap an untapped creature they control that "
          "isn't attacking and has haste or has been under their control since the turn began; when they do, "
          "the attacker gets +X/+0 until end of turn, X the tapped creature's power. ")

case("702.154a-enlist-adds-power", "A 2/2 enlists a 3/3: it attacks as a 5/2", "702.154a",
     ENLIST + "The 3/3 is tapped; the 2/2 gets +3/+0 and deals 5.",
     M.scenario([cre("knight", "alice", 2, 2, "Enlisting Knight", keywords=["enlist"]), cre("ox", "alice", 3, 3)],
                [("knight", "bob", {"enlist": "ox"})]),
     M.result(M.declared([M.attacks("knight"), M.ev("enlists", "702.154a", id="knight", creature="ox"),
                          M.ev("trigger", "702.154a", source="knight", ability="enlist", target="ox"),
                          M.pumped("knight", 3, 0, "702.154a")], [M.unblocked("knight")]),
              [M.regular([("knight", {"bob": 5})], M.hit_player("knight", 5, 15))],
              {"knight": attacked(5, 2), "ox": on(3, 3, tapped=True)}, bob=15))

case("702.154a-enlist-summoning-sick-creature-refused",
     "A creature with summoning sickness and no haste can't be enlisted", "702.154a",
     ENLIST + "The 3/3 came under alice's control this turn (sick) and has no haste.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("ox", "alice", 3, 3, sick=True)],
                [("knight", "bob", {"enlist": "ox"})]),
     refused("illegal-attack", "702.154a", "$.attackers[0].enlist"))

case("702.154a-enlist-summoning-sick-creature-with-haste",
     "A summoning-sick creature with haste can be enlisted", "702.154a",
     ENLIST + "Haste lets it be enlisted; the 2/2 gets +3/+0.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]),
                 cre("ox", "alice", 3, 3, keywords=["haste"], sick=True)], [("knight", "bob", {"enlist": "ox"})]),
     M.result(M.declared([M.attacks("knight"), M.ev("enlists", "702.154a", id="knight", creature="ox"),
                          M.ev("trigger", "702.154a", source="knight", ability="enlist", target="ox"),
                          M.pumped("knight", 3, 0, "702.154a")], [M.unblocked("knight")]),
              [M.regular([("knight", {"bob": 5})], M.hit_player("knight", 5, 15))],
              {"knight": attacked(5, 2), "ox": on(3, 3, tapped=True)}, bob=15))

case("702.154a-enlist-a-creature-with-defender",
     "A creature with defender can be enlisted: it need not be able to attack", "702.154a",
     ENLIST + "Enlisting asks only that it be untapped, not attacking, and not summoning-sick (or with haste).",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]),
                 cre("wall", "alice", 1, 4, keywords=["defender"])], [("knight", "bob", {"enlist": "wall"})]),
     M.result(M.declared([M.attacks("knight"), M.ev("enlists", "702.154a", id="knight", creature="wall"),
                          M.ev("trigger", "702.154a", source="knight", ability="enlist", target="wall"),
                          M.pumped("knight", 1, 0, "702.154a")], [M.unblocked("knight")]),
              [M.regular([("knight", {"bob": 3})], M.hit_player("knight", 3, 17))],
              {"knight": attacked(3, 2), "wall": on(1, 4, tapped=True)}, bob=17))

case("702.154a-enlist-an-attacking-creature-refused", "An attacking creature can't be enlisted", "702.154a",
     ENLIST + "The 3/3 was chosen to attack, so it can't also be tapped for enlist.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("ox", "alice", 3, 3)],
                [("knight", "bob", {"enlist": "ox"}), ("ox", "bob")]),
     refused("illegal-attack", "702.154a", "$.attackers[0].enlist"))

case("702.154a-enlist-a-tapped-creature-refused", "A tapped creature can't be enlisted", "702.154a",
     ENLIST + "Enlisting taps an untapped creature.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("ox", "alice", 3, 3, tapped=True)],
                [("knight", "bob", {"enlist": "ox"})]),
     refused("illegal-attack", "702.154a", "$.attackers[0].enlist"))

case("702.154c-a-creature-cannot-enlist-itself", "A creature can't enlist itself", "702.154c",
     "CR 702.154c: it isn't possible for a creature to enlist itself.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"])], [("knight", "bob", {"enlist": "knight"})]),
     refused("illegal-attack", "702.154c", "$.attackers[0].enlist"))

case("702.154a-enlist-the-opponents-creature-refused", "A creature of the other player can't be enlisted",
     "702.154a", ENLIST + "Only a creature its controller controls.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("ox", "bob", 3, 3)],
                [("knight", "bob", {"enlist": "ox"})]),
     refused("illegal-attack", "702.154a", "$.attackers[0].enlist"))

case("702.154a-enlist-not-in-2020", "mtg-2020 refuses enlist (2022)", "702.154a",
     "Enlist came with Dominaria United (2022), after the January 2020 rules.",
     M20.scenario([cre("knight", "alice", 2, 2), cre("ox", "alice", 3, 3)], [("knight", "bob", {"enlist": "ox"})]),
     refused("not-in-ruleset", None, "$.attackers[0].enlist"))

case("702.154a-enlist-not-in-classic", "mtg-classic refuses enlist (2022)", "702.154a",
     "Enlist came with Dominaria United (2022), long after 2009.",
     C.scenario([cre("knight", "alice", 2, 2), cre("ox", "alice", 3, 3)], [("knight", "bob", {"enlist": "ox"})]),
     refused("not-in-ruleset", None, "$.attackers[0].enlist"))

# --- Ninjutsu (702.49; 702.48 in 2020; classic 502) ----------------------------------------------------

NINJA = ("CR 702.49a: ninjutsu returns an unblocked attacking creature its player controls to its owner's hand "
         "and puts the ninja onto the battlefield tapped and attacking; 702.49c: it is unblocked and attacks what "
         "the returned creature attacked. ")


def ninja_events(era: Era, returned: str, ninja: str, target: str = "bob") -> list[J]:
    return [era.ev("leaves", era.r["ninjutsu"], id=returned, to="hand", reason="ninjutsu"),
            era.ev("enters", era.r["ninjutsu-enters"], id=ninja, tapped=True, attacking=target, blocked=False)]


NINJA_CARD = cre("ninja", "alice", 3, 2, "Ninja of the Deep Hours", zone="hand", keywords=["ninjutsu"])

case("702.49a-ninjutsu-swaps-an-unblocked-attacker",
     "An unblocked 1/1 returns to hand; Ninja of the Deep Hours enters attacking and deals 3", "702.49a",
     NINJA + "The ninja wasn't declared as an attacker (no attack triggers); it deals its 3 (510.1b).",
     M.scenario([cre("rogue", "alice", 1, 1, "Faerie Rogue"), NINJA_CARD, cre("bear", "bob", 2, 2)],
                [("rogue", "bob")], actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue")], [M.unblocked("rogue")] + ninja_events(M, "rogue", "ninja")),
              [M.regular([("ninja", {"bob": 3})], M.hit_player("ninja", 3, 17))],
              {"rogue": HAND, "ninja": attacked(3, 2), "bear": on(2, 2)}, bob=17))

case("702.49c-ninjutsu-after-the-attacker-first-struck",
     "A first striker deals its damage, then ninjutsu returns it: the ninja deals regular damage too", "702.49c",
     NINJA + "510.4: the 1/1 first striker deals 1 in the first-strike step; after it, it is still an unblocked "
     "attacker and is returned; the ninja, without first strike, deals 3 in the regular step (702.7b).",
     M.scenario([cre("rogue", "alice", 1, 1, keywords=["first_strike"]), NINJA_CARD],
                [("rogue", "bob")], actions=[act(AFS, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue")], [M.unblocked("rogue")]),
              [M.first([("rogue", {"bob": 1})], M.hit_player("rogue", 1, 19) + ninja_events(M, "rogue", "ninja")),
               M.regular([("ninja", {"bob": 3})], M.hit_player("ninja", 3, 16))],
              {"rogue": HAND, "ninja": attacked(3, 2)}, bob=16))

case("702.49c-ninjutsu-attacks-the-same-planeswalker",
     "The ninja attacks the planeswalker the returned creature attacked", "702.49c",
     NINJA + "The returned 1/1 attacked Jace (loyalty 4): the ninja attacks Jace and removes 3 loyalty (120.3c).",
     M.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD,
                 {"id": "jace", "name": "Jace", "controller": "bob", "types": ["planeswalker"], "loyalty": 4}],
                [("rogue", "jace")], actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue", "jace")], [M.unblocked("rogue")] + ninja_events(M, "rogue", "ninja", "jace")),
              [M.regular([("ninja", {"jace": 3})],
                         [M.ev("damage", "510.2", source="ninja", target="jace", amount=3, combat=True),
                          M.ev("loyalty", "120.3c", id="jace", amount=-3, loyalty=1)])],
              {"rogue": HAND, "ninja": attacked(3, 2),
               "jace": {"zone": "battlefield", "counters": {}, "loyalty": 1, "tapped": False}}))

case("702.49a-ninjutsu-returning-a-blocked-attacker-refused",
     "Ninjutsu can't return a blocked attacker", "702.49a",
     NINJA + "The 1/1 is blocked (509.1h), so it can't be the creature returned.",
     M.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD, cre("bear", "bob", 2, 2)], [("rogue", "bob")],
                [("bear", ["rogue"])], actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     refused("illegal-attack", "702.49a", "$.actions[0].return"))

case("702.49a-ninjutsu-ninja-not-in-hand-refused",
     "Ninjutsu with a ninja already on the battlefield is refused", "702.49a",
     NINJA + "The ability works only while the card is in its owner's hand.",
     M.scenario([cre("rogue", "alice", 1, 1), cre("ninja", "alice", 3, 2)], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     refused("invalid-scenario", "702.49a", "$.actions[0].ninja"))

case("702.49a-ninjutsu-returning-a-non-attacker-refused",
     "Ninjutsu must return an attacking creature", "702.49a",
     NINJA + "The 2/2 isn't attacking.",
     M.scenario([cre("rogue", "alice", 1, 1), cre("home", "alice", 2, 2), NINJA_CARD], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "home", "ninja": "ninja"})]),
     refused("illegal-attack", "702.49a", "$.actions[0].return"))

case("509.1a-a-card-in-hand-cannot-block", "A creature card in hand can't block", "509.1a",
     "CR 509.1a: the defending player chooses creatures they control on the battlefield to block; a card in hand "
     "is not a creature on the battlefield.",
     M.scenario([cre("bears", "alice", 2, 2), cre("ninja", "bob", 3, 2, zone="hand")], [("bears", "bob")],
                [("ninja", ["bears"])]),
     refused("illegal-block", "509.1a", "$.blockers[0].id"))

case("702.48c-ninjutsu-2020", "mtg-2020: ninjutsu (702.48 then) works the same way", "702.48c",
     "In the January 2020 rules ninjutsu was 702.48, with the same meaning.",
     M20.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD], [("rogue", "bob")],
                  actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M20.result(M20.declared([M20.attacks("rogue")], [M20.unblocked("rogue")] + ninja_events(M20, "rogue", "ninja")),
                [M20.regular([("ninja", {"bob": 3})], M20.hit_player("ninja", 3, 17))],
                {"rogue": HAND, "ninja": attacked(3, 2)}, bob=17))

case("502-ninjutsu-with-damage-on-the-stack-classic",
     "mtg-classic: ninjutsu with combat damage on the stack: the returned creature's damage is still dealt, the "
     "ninja deals none this step", "502",
     "Betrayers of Kamigawa (2005) ninjutsu under the rules of the time (keyword section 502): the returned "
     "creature's 2 damage is already on the stack and is dealt (310.4a: even by a creature that left play); the "
     "ninja enters attacking after damage was assigned, so it deals none (a known trick of the era).",
     C.scenario([cre("rogue", "alice", 2, 2), NINJA_CARD], [("rogue", "bob")],
                actions=[act(OS, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     C.result(C.declared([C.attacks("rogue")], [C.unblocked("rogue")]),
              [C.regular([("rogue", {"bob": 2})], C.hit_player("rogue", 2, 18),
                         on_stack=ninja_events(C, "rogue", "ninja"))],
              {"rogue": HAND, "ninja": attacked(3, 2)}, bob=18))


# --- A judge's review (issue 15): interactions players argue about, and the engine's fixes -------------------

case("701.19a-regenerating-blocker-still-takes-lethal-from-trample",
     "A 5/5 trampler blocked by a 2/2 with a regeneration shield assigns only lethal damage to it: 3 tramples over",
     "701.19a",
     REGEN + "702.19b: the trampler must assign lethal damage to the blocker before the rest goes to the player, "
     "and lethal is counted from toughness and damage alone: the shield changes nothing (2 to the 2/2, 3 to bob). "
     "The 2/2 is destroyed by lethal damage and regenerates: tapped, out of combat.",
     M.scenario([cre("wurm", "alice", 5, 5, keywords=["trample"]), cre("troll", "bob", 2, 2, regeneration_shields=1)],
                [("wurm", "bob")], [("troll", ["wurm"])]),
     M.result(M.declared([M.attacks("wurm")], [M.blocks("troll", "wurm"), M.blocked("wurm")]),
              [M.regular([("wurm", {"troll": 2, "bob": 3}), ("troll", {"wurm": 2})],
                         M.hit("wurm", "troll", 2, 2) + M.hit_player("wurm", 3, 17) + M.hit("troll", "wurm", 2, 2)
                         + [M.regenerates("troll")])],
              {"wurm": attacked(5, 5, 2), "troll": on(2, 2, tapped=True)}, bob=17))

case("701.19a-double-striker-against-two-blockers-one-regenerated",
     "A 3/3 double striker blocked by a regenerating 1/1 and a 3/3: the second hit all goes to the 3/3",
     "701.19a",
     REGEN + "First-strike step: lethal 1 to the 1/1 (listed first), 2 to the 3/3 (510.1c). The 1/1 regenerates and "
     "leaves combat (506.4), so in the regular step it deals nothing and the double striker's 3 all go to the "
     "remaining blocker (5 damage in all: 704.5g); the 3/3 deals its 3 to the double striker, which dies too.",
     M.scenario([cre("blade", "alice", 3, 3, keywords=["double_strike"]),
                 cre("skel", "bob", 1, 1, regeneration_shields=1), cre("ogre", "bob", 3, 3)],
                [("blade", "bob")], [("skel", ["blade"]), ("ogre", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("skel", "blade"), M.blocks("ogre", "blade"),
                                                 M.blocked("blade")]),
              [M.first([("blade", {"skel": 1, "ogre": 2})],
                       M.hit("blade", "skel", 1, 1) + M.hit("blade", "ogre", 2, 2) + [M.regenerates("skel")]),
               M.regular([("blade", {"ogre": 3}), ("ogre", {"blade": 3})],
                         M.hit("blade", "ogre", 3, 5) + M.hit("ogre", "blade", 3, 3)
                         + [M.dies("blade"), M.dies("ogre")])],
              {"blade": GY, "skel": on(1, 1, tapped=True), "ogre": GY}))

case("419.6b-first-strike-damage-on-the-stack-regeneration-classic",
     "mtg-classic: a blocker regenerated while first-strike damage is on the stack leaves combat before the "
     "regular step", "419.6b",
     C_REGEN + "510.4's classic twin (first strike, 502.2 of the time): the first striker's 2 goes on the stack, "
     "the shield is made, the damage resolves, the 2/2 regenerates (tapped, out of combat). In the regular step "
     "nobody assigns damage: the first striker has none left and the blocker is out of combat.",
     C.scenario([cre("knight", "alice", 2, 2, keywords=["first_strike"]), cre("bears", "bob", 2, 2)],
                [("knight", "bob")], [("bears", ["knight"])],
                actions=[{"at": OS, "step": "first-strike", "do": "regenerate", "target": "bears"}]),
     C.result(C.declared([C.attacks("knight")], [C.blocks("bears", "knight"), C.blocked("knight")]),
              [C.first([("knight", {"bears": 2})], C.hit("knight", "bears", 2, 2) + [C.regenerates("bears")],
                       on_stack=[C.shield_action("bears")]),
               C.regular([], [])],
              {"knight": attacked(2, 2), "bears": on(2, 2, tapped=True)}))

case("122.1c-shield-counter-lifelink-gains-nothing",
     "A lifelinker's damage to a creature with a shield counter is prevented: no life is gained", "122.1c",
     SHIELD + "702.15b: lifelink gains life equal to the damage dealt; prevented damage is not dealt (615.1), so "
     "alice gains nothing and the counter is removed. The 2/2's 2 damage to the lifelinker is dealt.",
     M.scenario([cre("cleric", "alice", 3, 3, keywords=["lifelink"]),
                 cre("guard", "bob", 2, 2, counters={"shield": 1})], [("cleric", "bob")], [("guard", ["cleric"])]),
     M.result(M.declared([M.attacks("cleric")], [M.blocks("guard", "cleric"), M.blocked("cleric")]),
              [M.regular([("cleric", {"guard": 3}), ("guard", {"cleric": 2})],
                         [M.prevented("cleric", "guard", 3, "shield-counter"), M.counter_off("guard")]
                         + M.hit("guard", "cleric", 2, 2))],
              {"cleric": attacked(3, 3, 2), "guard": on(2, 2)}))

case("122.1c-shield-counter-trample-deathtouch-lethal-is-one",
     "A deathtouch trampler assigns 1 to a 4/4 with a shield counter and 4 to the player", "122.1c",
     SHIELD + "702.19b with 702.2c: 1 damage from a deathtouch source is lethal, whatever would prevent it; the "
     "shield counter then prevents that 1 (so no 704.5h) and is removed. The 4/4 survives and deals 4.",
     M.scenario([cre("wurm", "alice", 5, 5, keywords=["trample", "deathtouch"]),
                 cre("guard", "bob", 4, 4, counters={"shield": 1})], [("wurm", "bob")], [("guard", ["wurm"])]),
     M.result(M.declared([M.attacks("wurm")], [M.blocks("guard", "wurm"), M.blocked("wurm")]),
              [M.regular([("wurm", {"guard": 1, "bob": 4}), ("guard", {"wurm": 4})],
                         [M.prevented("wurm", "guard", 1, "shield-counter"), M.counter_off("guard")]
                         + M.hit_player("wurm", 4, 16) + M.hit("guard", "wurm", 4, 4))],
              {"wurm": attacked(5, 5, 4), "guard": on(4, 4)}, bob=16))

case("122.1c-shield-counter-double-strike-trample-each-step-needs-lethal",
     "A 4/4 double striker with trample against a 2/2 with a shield counter: 2 and 2 in each step", "122.1c",
     SHIELD + "First-strike step: lethal 2 to the 2/2 (prevented, the counter removed), 2 to bob. Regular step: "
     "the 2/2 has no damage marked, so lethal is 2 again: 2 to it (dealt now), 2 to bob; it deals its 2 in the "
     "regular step and dies (704.5g).",
     M.scenario([cre("blade", "alice", 4, 4, keywords=["double_strike", "trample"]),
                 cre("guard", "bob", 2, 2, counters={"shield": 1})], [("blade", "bob")], [("guard", ["blade"])]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("guard", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"guard": 2, "bob": 2})],
                       [M.prevented("blade", "guard", 2, "shield-counter"), M.counter_off("guard")]
                       + M.hit_player("blade", 2, 18)),
               M.regular([("blade", {"guard": 2, "bob": 2}), ("guard", {"blade": 2})],
                         M.hit("blade", "guard", 2, 2) + M.hit_player("blade", 2, 16) + M.hit("guard", "blade", 2, 2)
                         + [M.dies("guard")])],
              {"blade": attacked(4, 4, 2), "guard": GY}, bob=16))

case("702.89a-indestructible-creature-keeps-its-umbra-aura-against-deathtouch",
     "An indestructible 2/2 with umbra armor dealt deathtouch damage isn't destroyed: the Aura stays", "702.89a",
     UMBRA + "702.12b: deathtouch damage (704.5h) doesn't destroy an indestructible permanent, so nothing would "
     "be destroyed and umbra armor doesn't apply: the 1 damage stays marked. The 2/2 kills the 1/1.",
     M.scenario([cre("rats", "alice", 1, 1, keywords=["deathtouch"]),
                 cre("golem", "bob", 2, 2, keywords=["indestructible", "umbra_armor:1"])],
                [("rats", "bob")], [("golem", ["rats"])]),
     M.result(M.declared([M.attacks("rats")], [M.blocks("golem", "rats"), M.blocked("rats")]),
              [M.regular([("rats", {"golem": 1}), ("golem", {"rats": 2})],
                         M.hit("rats", "golem", 1, 1) + M.hit("golem", "rats", 2, 2) + [M.dies("rats")])],
              {"rats": GY, "golem": on(2, 2, 1)}))

case("702.89a-umbra-armor-attacker-stays-in-combat",
     "An attacker saved by umbra armor in the first-strike step stays in combat and deals regular damage",
     "702.89a",
     UMBRA + "Unlike regeneration, umbra armor neither taps the creature nor removes it from combat: the 2/2 "
     "first striker's 2 would destroy the attacking 2/2, its damage is removed and the Aura destroyed; in the "
     "regular step it deals its 2 and the first striker dies.",
     M.scenario([cre("bear", "alice", 2, 2, keywords=["umbra_armor:1"]),
                 cre("knight", "bob", 2, 2, keywords=["first_strike"])], [("bear", "bob")], [("knight", ["bear"])]),
     M.result(M.declared([M.attacks("bear")], [M.blocks("knight", "bear"), M.blocked("bear")]),
              [M.first([("knight", {"bear": 2})], M.hit("knight", "bear", 2, 2) + [M.umbra("bear")]),
               M.regular([("bear", {"knight": 2})], M.hit("bear", "knight", 2, 2) + [M.dies("knight")])],
              {"bear": attacked(2, 2), "knight": GY}))

case("702.14c-watery-grave-is-a-swamp-for-swampwalk",
     "A nonbasic land with the subtypes Island and Swamp makes a swampwalker unblockable", "702.14c",
     WALK + "Watery Grave has the land types Island and Swamp (205.3i); bob controls it, so no creature can block "
     "the swampwalker.",
     M.scenario([cre("rats", "alice", 2, 2, keywords=["swampwalk"]), cre("bear", "bob", 2, 2),
                 {"id": "grave", "name": "Watery Grave", "controller": "bob", "types": ["land"],
                  "subtypes": ["Island", "Swamp"]}], [("rats", "bob")], [("bear", ["rats"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))


def _two_headed_giant(scenario_: J) -> J:
    """The same board as a Two-Headed Giant game: alice and zed against bob and carol (810)."""
    return dict(scenario_, variant="two-headed-giant",
                players=[{"id": "alice", "team": "A"}, {"id": "zed", "team": "A"},
                         {"id": "bob", "team": "B"}, {"id": "carol", "team": "B"}])


WALK_2HG = (WALK + "805.10e (Two-Headed Giant, 810.7): the defending player an attacking creature's ability refers "
            "to is the player it attacks, not the whole team. ")

case("702.14c-two-headed-giant-landwalk-looks-at-the-attacked-player",
     "Two-Headed Giant: an islandwalker attacking bob can be blocked by carol's creature although carol controls "
     "an Island", "702.14c",
     WALK_2HG + "Bob controls no Island, so the islandwalker can be blocked, and by either player of bob's team "
     "(805.10d). The 2/2s trade. Each team is at 30 life (810.4).",
     _two_headed_giant(M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), cre("bear", "carol", 2, 2),
                                   land("isle", "carol", "Island")], [("merfolk", "bob")], [("bear", ["merfolk"])])),
     {"ok": True, "ruleset": "mtg",
      "before_damage": M.declared([M.attacks("merfolk")], [M.blocks("bear", "merfolk"), M.blocked("merfolk")]),
      "steps": [M.regular([("merfolk", {"bear": 2}), ("bear", {"merfolk": 2})],
                          M.hit("merfolk", "bear", 2, 2) + M.hit("bear", "merfolk", 2, 2)
                          + [M.dies("merfolk"), M.dies("bear")])],
      "final": {"players": {p: {"life": 30, "poison": 0, "lost": False, "team": t}
                            for p, t in (("alice", "A"), ("zed", "A"), ("bob", "B"), ("carol", "B"))},
                "teams": {"A": {"players": ["alice", "zed"], "life": 30, "poison": 0, "lost": False},
                          "B": {"players": ["bob", "carol"], "life": 30, "poison": 0, "lost": False}},
                "permanents": {"merfolk": GY, "bear": GY, "isle": land_on()}}})

case("702.14c-two-headed-giant-landwalk-attacked-players-land",
     "Two-Headed Giant: the attacked player's Island stops his teammate's creature from blocking the islandwalker",
     "702.14c",
     WALK_2HG + "Bob, the attacked player, controls an Island: no creature of his team can block it.",
     _two_headed_giant(M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), cre("bear", "carol", 2, 2),
                                   land("isle", "bob", "Island")], [("merfolk", "bob")], [("bear", ["merfolk"])])),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.19b-trample-over-protection-from-creatures",
     "A 5/5 trampler blocked by a 2/2 with protection from creatures assigns it lethal 2 (prevented) and 3 to bob",
     "702.19b",
     "CR 702.16j: protection from creatures doesn't stop the 2/2 from blocking (only from being blocked); "
     "702.19b: lethal damage is assigned without regard to prevention, so 2 to the blocker, 3 to bob; 702.16e "
     "prevents the 2. The blocker's damage to the trampler is dealt.",
     M.scenario([cre("wurm", "alice", 5, 5, keywords=["trample"]), cre("monk", "bob", 2, 2, protection=["creatures"])],
                [("wurm", "bob")], [("monk", ["wurm"])]),
     M.result(M.declared([M.attacks("wurm")], [M.blocks("monk", "wurm"), M.blocked("wurm")]),
              [M.regular([("wurm", {"monk": 2, "bob": 3}), ("monk", {"wurm": 2})],
                         [M.prevented("wurm", "monk", 2, "protection")] + M.hit_player("wurm", 3, 17)
                         + M.hit("monk", "wurm", 2, 2))],
              {"wurm": attacked(5, 5, 2), "monk": on(2, 2)}, bob=17))

case("509.1c-lure-creature-with-protection-from-creatures-must-block",
     "A creature with protection from creatures is able to block a lure attacker, so it must", "509.1c",
     REQ + "Protection from creatures restricts what can block the protected creature (702.16f), not what it "
     "blocks: the 1/1 can block the lure 2/2, so declaring no blocks obeys 0 requirements out of 1.",
     M.scenario([cre("lure", "alice", 2, 2, keywords=["lure"]), cre("monk", "bob", 1, 1, protection=["creatures"])],
                [("lure", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

MIN3_LURE = (REQ + "509.1b: a creature that can't be blocked except by three or more creatures restricts each "
             "declaration; lure (509.1c) asks every creature able to block it to do so, counted only among "
             "declarations that obey the restriction. ")

case("509.1c-lure-needing-three-blockers-two-able-none-must",
     "Lure on a creature that needs three blockers, with two possible blockers: neither has to block",
     "509.1c",
     MIN3_LURE + "Two creatures can't block it legally at all, so the lure obeys nothing more; no blocks is legal "
     "and the 4/4 deals 4.",
     M.scenario([cre("lure", "alice", 4, 4, keywords=["lure", "min_blockers:3"]), cre("elf", "bob", 1, 1),
                 cre("elf2", "bob", 1, 1)], [("lure", "bob")]),
     M.result(M.declared([M.attacks("lure")], [M.unblocked("lure")]),
              [M.regular([("lure", {"bob": 4})], M.hit_player("lure", 4, 16))],
              {"lure": attacked(4, 4), "elf": on(1, 1), "elf2": on(1, 1)}, bob=16))

case("509.1c-lure-needing-three-blockers-three-able-none-block-refused",
     "Lure on a creature that needs three blockers, with three possible blockers: all three must block",
     "509.1c",
     MIN3_LURE + "Three creatures blocking it obey the restriction and three lure requirements; no blocks obeys "
     "none.",
     M.scenario([cre("lure", "alice", 4, 4, keywords=["lure", "min_blockers:3"]), cre("elf", "bob", 1, 1),
                 cre("elf2", "bob", 1, 1), cre("elf3", "bob", 1, 1)], [("lure", "bob")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("509.1b-lure-needing-three-blockers-two-block-breaks-the-restriction",
     "Lure on a creature that needs three blockers: two of three possible blockers blocking is refused by the "
     "restriction first", "509.1b",
     MIN3_LURE + "Two blockers break the restriction, which no requirement can excuse (509.1c counts requirements "
     "only among declarations that break no restriction), so the refusal cites 509.1b.",
     M.scenario([cre("lure", "alice", 4, 4, keywords=["lure", "min_blockers:3"]), cre("elf", "bob", 1, 1),
                 cre("elf2", "bob", 1, 1), cre("elf3", "bob", 1, 1)], [("lure", "bob")],
                [("elf", ["lure"]), ("elf2", ["lure"])]),
     refused("illegal-block", "509.1b", "$.blockers[1]"))

case("702.154a-enlist-negative-power-adds-nothing",
     "Enlisting a creature with power -1 gives +0/+0, not -1/+0", "702.154a",
     ENLIST + "107.1b: when a calculation that determines an effect's result yields a negative number, zero is "
     "used instead (the effect doesn't set or double power): X is 0.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("weak", "alice", -1, 3)],
                [("knight", "bob", {"enlist": "weak"})]),
     M.result(M.declared([M.attacks("knight"), M.ev("enlists", "702.154a", id="knight", creature="weak"),
                          M.ev("trigger", "702.154a", source="knight", ability="enlist", target="weak"),
                          M.pumped("knight", 0, 0, "702.154a")], [M.unblocked("knight")]),
              [M.regular([("knight", {"bob": 2})], M.hit_player("knight", 2, 18))],
              {"knight": attacked(2, 2), "weak": on(-1, 3, tapped=True)}, bob=18))

case("702.154a-enlisted-creature-pumped-later-bonus-unchanged",
     "The enlist bonus is fixed as the trigger resolves: pumping the enlisted creature after blocks changes nothing",
     "702.154a",
     ENLIST + "The trigger resolved in the declare attackers step with X = 3 (608.2h); the +2/+0 given to the ox "
     "after blocks doesn't change the knight's +3/+0 (608.2h: X was determined once, as the effect applied).",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]), cre("ox", "alice", 3, 3)],
                [("knight", "bob", {"enlist": "ox"})], actions=[act(AB, "pump", target="ox", power=2, toughness=0)]),
     M.result(M.declared([M.attacks("knight"), M.ev("enlists", "702.154a", id="knight", creature="ox"),
                          M.ev("trigger", "702.154a", source="knight", ability="enlist", target="ox"),
                          M.pumped("knight", 3, 0, "702.154a")], [M.unblocked("knight"), M.pumped("ox", 2, 0)]),
              [M.regular([("knight", {"bob": 5})], M.hit_player("knight", 5, 15))],
              {"knight": attacked(5, 2), "ox": on(5, 3, tapped=True)}, bob=15))

case("702.154a-enlist-without-the-ability-refused", "A creature without enlist can't enlist", "702.154a",
     ENLIST + "Only a creature with the enlist ability may tap another this way; the 2/2 has none.",
     M.scenario([cre("bear", "alice", 2, 2), cre("ox", "alice", 3, 3)], [("bear", "bob", {"enlist": "ox"})]),
     refused("invalid-scenario", "702.154a", "$.attackers[0].enlist"))

case("508.1d-enlisting-a-creature-that-must-attack-refused",
     "A creature that attacks each combat if able can't be enlisted instead of attacking", "508.1d",
     "CR 508.1d: the attack must obey as many requirements as possible; the ox attacks each combat if able and "
     "can, so a declaration without it is illegal. Enlisting happens after attackers are declared (702.154a, "
     "508.1g) and doesn't excuse it.",
     M.scenario([cre("knight", "alice", 2, 2, keywords=["enlist"]),
                 cre("ox", "alice", 3, 3, keywords=["attacks_each_combat"])],
                [("knight", "bob", {"enlist": "ox"})]),
     refused("illegal-attack", "508.1d", "$.attackers"))

case("702.39a-provoke-a-card-in-hand-refused",
     "Provoke can't target a card in the defending player's hand", "702.39a",
     "CR 702.39a: provoke targets a creature the defending player controls; a card in hand is not a creature on "
     "the battlefield (108.4: a card in hand has no controller).",
     M.scenario([cre("taunter", "alice", 1, 1, keywords=["provoke"]), cre("ninja", "bob", 2, 2, zone="hand")],
                [("taunter", "bob", {"provoke": "ninja"})]),
     refused("illegal-attack", "702.39a", "$.attackers[0].provoke"))

case("400.7-a-card-in-hand-has-no-damage-refused",
     "A card in hand can't be given marked damage: it would enter the battlefield as a new object", "400.7",
     "CR 400.7: a card that moves to the battlefield becomes a new object with no memory of its previous "
     "existence; damage is marked only on a creature on the battlefield (120.3e), so a ninja in hand with "
     "'damage' is refused rather than entering damaged.",
     M.scenario([cre("rogue", "alice", 1, 1), dict(NINJA_CARD, damage=1)], [("rogue", "bob")]),
     refused("invalid-scenario", "400.7", "$.permanents[1].damage"))

case("702.49a-ninjutsu-card-without-ninjutsu-refused",
     "A creature card without ninjutsu can't be put onto the battlefield attacking this way", "702.49a",
     NINJA + "The 3/2 in hand has no ninjutsu ability to activate.",
     M.scenario([cre("rogue", "alice", 1, 1), cre("bear", "alice", 3, 2, zone="hand")], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "bear"})]),
     refused("invalid-scenario", "702.49a", "$.actions[0].ninja"))

case("702.49a-ninjutsu-with-the-opponents-ninja-refused",
     "Bob's ninja can't return alice's attacker", "702.49a",
     NINJA + "Ninjutsu returns an unblocked attacker its activating player controls; bob controls none.",
     M.scenario([cre("rogue", "alice", 1, 1), dict(NINJA_CARD, controller="bob")], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     refused("illegal-attack", "702.49a", "$.actions[0].return"))

case("702.49a-ninjutsu-attacker-whose-blocker-left-is-still-blocked",
     "An attacker whose only blocker was removed is still blocked: ninjutsu can't return it", "702.49a",
     NINJA + "509.1h: a blocked creature remains blocked even if all its blockers leave combat.",
     M.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD, cre("bear", "bob", 2, 2)], [("rogue", "bob")],
                [("bear", ["rogue"])], actions=[act(AB, "remove", target="bear"),
                                               act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     refused("illegal-attack", "702.49a", "$.actions[1].return"))

case("702.49c-ninja-has-no-attack-triggers",
     "A ninja with dethrone and frenzy enters attacking: neither triggers", "702.49c",
     NINJA + "508.3a: abilities that trigger when a creature attacks (dethrone, 702.105a) trigger only when it is "
     "declared as an attacker, and 508.4: a creature put onto the battlefield attacking never was; frenzy (702.68a) triggers when it attacks and isn't blocked, as blockers "
     "are declared, before the ninja entered. It deals its plain 2.",
     M.scenario([cre("rogue", "alice", 1, 1),
                 cre("ninja", "alice", 2, 2, zone="hand", keywords=["ninjutsu", "dethrone", "frenzy:2"])],
                [("rogue", "bob")], actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue")], [M.unblocked("rogue")] + ninja_events(M, "rogue", "ninja")),
              [M.regular([("ninja", {"bob": 2})], M.hit_player("ninja", 2, 18))],
              {"rogue": HAND, "ninja": attacked(2, 2)}, bob=18))

case("702.49c-first-strike-ninja-entering-after-first-strike-deals-regular-damage",
     "A first-strike ninja put in after the first-strike step deals its damage in the regular step", "702.49c",
     NINJA + "510.4: the regular step's damage is dealt by the attackers and blockers that had neither first "
     "strike nor double strike as the first-strike step began; the ninja wasn't on the battlefield then, so it "
     "deals its 3 now. The first striker (1) dealt its damage already.",
     M.scenario([cre("rogue", "alice", 1, 1), cre("knight", "alice", 1, 1, keywords=["first_strike"]),
                 cre("ninja", "alice", 3, 3, zone="hand", keywords=["ninjutsu", "first_strike"])],
                [("rogue", "bob"), ("knight", "bob")],
                actions=[act(AFS, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue"), M.attacks("knight")], [M.unblocked("rogue"), M.unblocked("knight")]),
              [M.first([("knight", {"bob": 1})], M.hit_player("knight", 1, 19) + ninja_events(M, "rogue", "ninja")),
               M.regular([("ninja", {"bob": 3})], M.hit_player("ninja", 3, 16))],
              {"rogue": HAND, "knight": attacked(1, 1), "ninja": attacked(3, 3)}, bob=16))

case("702.49a-ninjutsu-twice-returning-the-first-ninja",
     "A ninja that entered by ninjutsu is an unblocked attacker: a second ninjutsu can return it", "702.49a",
     NINJA + "The first ninja is attacking and unblocked (702.49c), so it can be returned for the second.",
     M.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD,
                 cre("boss", "alice", 5, 5, zone="hand", keywords=["ninjutsu"])], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"}),
                         act(AB, "ninjutsu", **{"return": "ninja", "ninja": "boss"})]),
     M.result(M.declared([M.attacks("rogue")], [M.unblocked("rogue")] + ninja_events(M, "rogue", "ninja")
                         + ninja_events(M, "ninja", "boss")),
              [M.regular([("boss", {"bob": 5})], M.hit_player("boss", 5, 15))],
              {"rogue": HAND, "ninja": HAND, "boss": attacked(5, 5)}, bob=15))

case("502-first-strike-ninja-after-first-strike-classic",
     "mtg-classic: a first-strike ninja put in after the first-strike damage deals damage in the regular step",
     "502",
     "Ninjutsu (keyword section 502 of the time) after the first-strike combat damage step; that era's first "
     "strike rule (502.2) gives the second step to creatures that had neither first strike nor double strike as "
     "the first step began: the ninja deals 3 then, its damage on the stack like any (310.1).",
     C.scenario([cre("rogue", "alice", 1, 1), cre("knight", "alice", 1, 1, keywords=["first_strike"]),
                 cre("ninja", "alice", 3, 3, zone="hand", keywords=["ninjutsu", "first_strike"])],
                [("rogue", "bob"), ("knight", "bob")],
                actions=[act(AFS, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     C.result(C.declared([C.attacks("rogue"), C.attacks("knight")], [C.unblocked("rogue"), C.unblocked("knight")]),
              [C.first([("knight", {"bob": 1})], C.hit_player("knight", 1, 19) + ninja_events(C, "rogue", "ninja")),
               C.regular([("ninja", {"bob": 3})], C.hit_player("ninja", 3, 16))],
              {"rogue": HAND, "knight": attacked(1, 1), "ninja": attacked(3, 3)}, bob=16))

case("510.1a-damage-by-toughness-negative-power",
     "A -2/4 that assigns damage by toughness deals 4", "510.1a",
     TOUGH + "Its power (-2, which would assign nothing) doesn't matter: it assigns 4, its toughness.",
     M.scenario([cre("wall", "alice", -2, 4, keywords=["damage_by_toughness"])], [("wall", "bob")]),
     M.result(M.declared([M.attacks("wall")], [M.unblocked("wall")]),
              [M.regular([("wall", {"bob": 4})], M.hit_player("wall", 4, 16))],
              {"wall": attacked(-2, 4)}, bob=16))


case("701.19a-regeneration-replaces-destruction-by-lethal-damage-after-a-toughness-cut",
     "A 3/3 with 2 damage given -0/-1 is destroyed by the state-based action: its regeneration shield replaces it",
     "701.19a",
     REGEN + "704.5g destroys a creature whose marked damage reaches its toughness; unlike a shield counter's "
     "(122.1c: only destruction 'as the result of an effect'), regeneration replaces any destruction. Not in "
     "combat, it is only tapped (nothing to remove it from).",
     M.scenario([cre("bears", "alice", 2, 2), cre("troll", "bob", 3, 3, damage=2, regeneration_shields=1)],
                [("bears", "bob")], actions=[act(AB, "pump", target="troll", power=0, toughness=-1)]),
     M.result(M.declared([M.attacks("bears")], [M.unblocked("bears"), M.pumped("troll", 0, -1),
                                                 M.regenerates("troll", in_combat=False)]),
              [M.regular([("bears", {"bob": 2})], M.hit_player("bears", 2, 18))],
              {"bears": attacked(2, 2), "troll": on(3, 2, tapped=True)}, bob=18))

case("702.14c-a-land-in-hand-doesnt-count-for-landwalk",
     "An Island in the defending player's hand doesn't make an islandwalker unblockable", "702.14c",
     WALK + "'Controls' means on the battlefield (108.4: a card in hand has no controller); the 2/2s trade.",
     M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), cre("bear", "bob", 2, 2),
                 land("isle", "bob", "Island", zone="hand")], [("merfolk", "bob")], [("bear", ["merfolk"])]),
     M.result(M.declared([M.attacks("merfolk")], [M.blocks("bear", "merfolk"), M.blocked("merfolk")]),
              [M.regular([("merfolk", {"bear": 2}), ("bear", {"merfolk": 2})],
                         M.hit("merfolk", "bear", 2, 2) + M.hit("bear", "merfolk", 2, 2)
                         + [M.dies("merfolk"), M.dies("bear")])],
              {"merfolk": GY, "bear": GY, "isle": HAND}))

case("509.1c-provoke-with-menace-needs-a-second-blocker",
     "Provoke on a creature with menace: the provoked creature and another must block it", "509.1c",
     REQ + "The provoked 1/1 can't block the menace 2/2 alone (702.111b), but with the other 1/1 it can: that "
     "declaration obeys the provoke requirement and breaks no restriction, so declaring no blocks (0) is refused.",
     M.scenario([cre("taunter", "alice", 2, 2, keywords=["provoke", "menace"]), cre("x", "bob", 1, 1),
                 cre("y", "bob", 1, 1)], [("taunter", "bob", {"provoke": "x"})]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("502-provoke-with-menace-classic-asks-nothing",
     "mtg-classic: provoke on a creature that can't be blocked except by two creatures asks nothing", "502",
     "In the rules of the time a requirement that could be met only by making another creature block too wasn't "
     "counted (500.5 of that era); the provoked 1/1 can't block alone, so no blocks is legal. The provoke trigger "
     "still resolves (keyword section 502 then).",
     C.scenario([cre("taunter", "alice", 2, 2, keywords=["provoke", "menace"]), cre("x", "bob", 1, 1),
                 cre("y", "bob", 1, 1)], [("taunter", "bob", {"provoke": "x"})]),
     C.result(C.declared([C.attacks("taunter"), C.ev("trigger", "502", source="taunter", ability="provoke",
                                                     target="x")], [C.unblocked("taunter")]),
              [C.regular([("taunter", {"bob": 2})], C.hit_player("taunter", 2, 18))],
              {"taunter": attacked(2, 2), "x": on(1, 1), "y": on(1, 1)}, bob=18))

case("122.1c-shield-counters-one-per-damage-event",
     "Two shield counters: a noncombat 5 removes one, the combat 2 the other", "122.1c",
     SHIELD + "Each time damage would be dealt to it, that damage is prevented and one counter removed: the "
     "ability's 5 after blocks uses the first, the attacker's 2 the second. The 2/2 kills the attacker.",
     M.scenario([cre("bears", "alice", 2, 2), cre("guard", "bob", 2, 2, counters={"shield": 2}),
                 cre("pinger", "alice", 1, 1)], [("bears", "bob")], [("guard", ["bears"])],
                actions=[act(AB, "deal", source="pinger", target="guard", amount=5)]),
     M.result(M.declared([M.attacks("bears")], [M.blocks("guard", "bears"), M.blocked("bears"),
                                                 M.ev("damage", "122.1c", source="pinger", target="guard", amount=0,
                                                      combat=False, prevented=5), M.counter_off("guard")]),
              [M.regular([("bears", {"guard": 2}), ("guard", {"bears": 2})],
                         [M.prevented("bears", "guard", 2, "shield-counter"), M.counter_off("guard")]
                         + M.hit("guard", "bears", 2, 2) + [M.dies("bears")])],
              {"bears": GY, "guard": on(2, 2), "pinger": on(1, 1)}))


case("110.1-regenerating-a-card-in-hand-refused",
     "A regeneration shield can't be given to a card in hand", "110.1",
     "CR 110.1: a permanent is a card or token on the battlefield; 701.19a regenerates a permanent. The ninja "
     "is still in its owner's hand (it never entered), so the action is refused rather than done to nothing.",
     M.scenario([cre("rogue", "alice", 1, 1), NINJA_CARD], [("rogue", "bob")],
                actions=[act(AB, "regenerate", target="ninja")]),
     refused("invalid-scenario", "110.1", "$.actions[0].target"))

case("702.49c-damage-to-a-ninja-after-it-entered",
     "A ninja that entered by ninjutsu is a creature on the battlefield: 2 damage after blocks destroys it",
     "702.49c",
     NINJA + "Once it has entered, it is a permanent like any other (110.1): the 1/1's ability deals 2 to the 2/2 "
     "ninja, which dies (704.5g) before combat damage; the returned creature is in hand, so nobody deals combat "
     "damage.",
     M.scenario([cre("rogue", "alice", 1, 1), cre("ninja", "alice", 2, 2, zone="hand", keywords=["ninjutsu"]),
                 cre("pinger", "bob", 1, 1)], [("rogue", "bob")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"}),
                         act(AB, "deal", source="pinger", target="ninja", amount=2)]),
     M.result(M.declared([M.attacks("rogue")], [M.unblocked("rogue")] + ninja_events(M, "rogue", "ninja")
                         + [M.ev("damage", M.r["noncombat"], source="pinger", target="ninja", amount=2, combat=False),
                            M.ev("marked", M.r["marked"], id="ninja", amount=2, damage=2), M.dies("ninja")]),
              [M.regular([], [])],
              {"rogue": HAND, "ninja": GY, "pinger": on(1, 1)}))


case("702.89a-umbra-armor-then-regeneration-against-a-double-striker",
     "A 1/3 with umbra armor blocks a 3/3 double striker: the Aura saves it first, a shield made after first "
     "strike the second time", "702.89a",
     UMBRA + "First-strike step: 3 damage would destroy it; the Aura is destroyed instead and it stays in combat. "
     "After that step it gets a regeneration shield (701.19a). Regular step: 3 damage again, and it deals its 1 "
     "at the same time; the shield regenerates it (tapped, out of combat).",
     M.scenario([cre("blade", "alice", 3, 3, keywords=["double_strike"]),
                 cre("wall", "bob", 1, 3, keywords=["umbra_armor:1"])], [("blade", "bob")], [("wall", ["blade"])],
                actions=[act(AFS, "regenerate", target="wall")]),
     M.result(M.declared([M.attacks("blade")], [M.blocks("wall", "blade"), M.blocked("blade")]),
              [M.first([("blade", {"wall": 3})], M.hit("blade", "wall", 3, 3) + [M.umbra("wall"),
                                                                                M.shield_action("wall")]),
               M.regular([("blade", {"wall": 3}), ("wall", {"blade": 1})],
                         M.hit("blade", "wall", 3, 3) + M.hit("wall", "blade", 1, 1) + [M.regenerates("wall")])],
              {"blade": attacked(3, 3, 1), "wall": on(1, 3, tapped=True)}))

INFECT_TRAMPLE = M.result(
    M.declared([M.attacks("rat")], [M.blocks("guard", "rat"), M.blocked("rat")]),
    [M.regular([("rat", {"guard": 2, "bob": 1}), ("guard", {"rat": 2})],
               [M.prevented("rat", "guard", 2, "shield-counter"), M.counter_off("guard"),
                M.ev("damage", M.r["damage"], source="rat", target="bob", amount=1, combat=True),
                M.ev("poison", M.r["poison"], player="bob", amount=1, poison=1, source="rat")]
               + M.hit("guard", "rat", 2, 2))],
    {"rat": attacked(3, 3, 2), "guard": on(2, 2)})
INFECT_TRAMPLE["final"]["players"]["bob"]["poison"] = 1

case("122.1c-shield-counter-against-infect-with-trample",
     "An infect trampler against a 2/2 with a shield counter: lethal 2 is prevented, 1 poison tramples over",
     "122.1c",
     SHIELD + "702.19b: lethal 2 to the blocker, 1 to bob; the shield counter prevents the 2 (no -1/-1 counters, "
     "120.3d never applies) and is removed; the 1 to bob is a poison counter (120.3b).",
     M.scenario([cre("rat", "alice", 3, 3, keywords=["infect", "trample"]),
                 cre("guard", "bob", 2, 2, counters={"shield": 1})], [("rat", "bob")], [("guard", ["rat"])]),
     INFECT_TRAMPLE)

case("702.14c-landwalk-against-a-battle-looks-at-its-protector",
     "An islandwalker attacking a battle bob protects can't be blocked while bob controls an Island", "702.14c",
     WALK + "802.2a / 506.2: the defending player of a creature attacking a battle is its protector (310.8b), "
     "here bob, although alice controls the battle.",
     M.scenario([cre("merfolk", "alice", 2, 2, keywords=["islandwalk"]), cre("bear", "bob", 2, 2),
                 {"id": "siege", "controller": "alice", "types": ["battle"], "defense": 3, "protector": "bob"},
                 land("isle", "bob", "Island")], [("merfolk", "siege")], [("bear", ["merfolk"])]),
     refused("illegal-block", "702.14c", "$.blockers[0].blocks[0]"))

case("702.49c-ninja-attacks-the-battle",
     "Ninjutsu from an attacker of a battle: the ninja attacks the battle and removes defense counters", "702.49c",
     NINJA + "The returned 1/1 attacked a battle with 5 defense (bob protects it); the 3/3 ninja attacks it and "
     "deals 3: three defense counters are removed (120.3h).",
     M.scenario([cre("rogue", "alice", 1, 1),
                 {"id": "siege", "controller": "alice", "types": ["battle"], "defense": 5, "protector": "bob"},
                 cre("ninja", "alice", 3, 3, zone="hand", keywords=["ninjutsu"])], [("rogue", "siege")],
                actions=[act(AB, "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
     M.result(M.declared([M.attacks("rogue", "siege")], [M.unblocked("rogue")]
                         + ninja_events(M, "rogue", "ninja", "siege")),
              [M.regular([("ninja", {"siege": 3})],
                         [M.ev("damage", M.r["damage"], source="ninja", target="siege", amount=3, combat=True),
                          M.ev("defense", "120.3h", id="siege", amount=-3, defense=2)])],
              {"rogue": HAND, "siege": {"zone": "battlefield", "counters": {}, "defense": 2, "tapped": False},
               "ninja": attacked(3, 3)}))

# --- Counters and life from actions (122.1a, 119.3; 121.1a and 118.3 in 2020) ------------------------------

COUNTERS = ("CR 122.1a: a +1/+1 counter on a creature adds 1 to its power and toughness, a -1/-1 counter takes 1 "
            "from each; putting counters is not dealing damage. ")
LIFE = ("CR 119.3: an effect that makes a player gain or lose life changes their life total by that much; it is "
        "not damage (no prevention, no lifelink). ")


def counters_put(era: Era, ident: str, kind: str, amount: int, rule: str = "122.1a") -> J:
    return era.ev("counters", rule, id=ident, kind=kind, amount=amount)


def life_changed(era: Era, player: str, amount: int, now: int, source: str | None = None,
                 rule: str = "119.3") -> J:
    return era.ev("life", rule, player=player, amount=amount, life=now, source=source)


case("122.1a-counters-action-blocker-survives",
     "Two +1/+1 counters put on a blocking 2/2 after blocks: the 4/4 survives the 3/3 and kills it", "122.1a",
     COUNTERS + "The counters (an ability's effect, given as the 'counters' action) make the Bears 4/4 before "
     "damage. The 3/3 deals 3 to them (not lethal); they deal 4 to the 3/3, which is destroyed (704.5g).",
     M.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                [("ogre", "bob")], [("bear", ["ogre"])],
                actions=[act(AB, "counters", target="bear", kind="+1/+1", amount=2)]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("bear", "ogre"), M.blocked("ogre"),
                                               counters_put(M, "bear", "+1/+1", 2)]),
              [M.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 4})],
                         M.hit("ogre", "bear", 3, 3) + M.hit("bear", "ogre", 4, 4) + [M.dies("ogre")])],
              {"ogre": GY, "bear": on(4, 4, 3, {"+1/+1": 2})}))

case("704.5q-counters-action-annihilates",
     "Two -1/-1 counters put on an attacker with a +1/+1 counter: one pair is removed, it hits as a 1/1", "704.5q",
     COUNTERS + "CR 704.5q: a permanent with both kinds loses N of each, N the smaller number, as a state-based "
     "action right after the action: the 2/2 with a +1/+1 counter keeps one -1/-1 counter and is a 1/1. "
     "Unblocked, it deals 1 to bob (120.3a).",
     M.scenario([cre("elf", "alice", 2, 2, "Elvish Warrior", counters={"+1/+1": 1})], [("elf", "bob")],
                actions=[act(AB, "counters", target="elf", kind="-1/-1", amount=2)]),
     M.result(M.declared([M.attacks("elf")], [M.unblocked("elf"), counters_put(M, "elf", "-1/-1", 2),
                                              counters_put(M, "elf", "+1/+1 and -1/-1", -1, "704.5q")]),
              [M.regular([("elf", {"bob": 1})], M.hit_player("elf", 1, 19))],
              {"elf": attacked(1, 1, 0, {"-1/-1": 1})}, bob=19))

case("704.5f-counters-action-kills-blocker",
     "Two -1/-1 counters put on a blocking 2/2: it dies at toughness 0, and the blocked 3/3 deals no damage",
     "704.5f",
     COUNTERS + "CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard (not destroyed: "
     "704.5f, not 704.5g). The 3/3 stays blocked (509.1h) with no blocker and no trample: it assigns no combat "
     "damage (510.1c).",
     M.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                [("ogre", "bob")], [("bear", ["ogre"])],
                actions=[act(AB, "counters", target="bear", kind="-1/-1", amount=2)]),
     M.result(M.declared([M.attacks("ogre")], [M.blocks("bear", "ogre"), M.blocked("ogre"),
                                               counters_put(M, "bear", "-1/-1", 2), M.dies("bear", "zero-toughness")]),
              [M.regular([], [])],
              {"ogre": attacked(3, 3), "bear": GY}))

case("119.3-life-action-loss-ends-the-game",
     "Bob at 2 life loses 2 life after blocks (an ability's life loss): he loses before combat damage", "119.3",
     LIFE + "CR 704.5a: a player with 0 or less life loses the game as a state-based action, checked right after "
     "the action; with two players the game is over at once (104.2a) and no combat damage is dealt.",
     M.scenario([cre("vamp", "alice", 1, 1, "Vampire Bats")], [("vamp", "bob")],
                actions=[act(AB, "life", target="bob", amount=-2, source="vamp")], bob=2),
     M.result(M.declared([M.attacks("vamp")], [M.unblocked("vamp"), life_changed(M, "bob", -2, 0, "vamp"),
                                               M.ev("loses", "704.5a", player="bob", reason="life"),
                                               M.ev("game-over", "104.2a", winner="alice")]),
              [], {"vamp": attacked(1, 1)}, bob=0, bob_lost=True, winner="alice"))

case("119.3-life-action-gain-before-damage",
     "Bob at 2 life gains 3 after blocks: the unblocked 3/3's damage leaves him at 2", "119.3",
     LIFE + "Gaining 3 takes him to 5; the 3/3's 3 combat damage makes him lose 3 (120.3a): 2 left, no loss. The "
     "action names no source, so its life event has none.",
     M.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre")], [("ogre", "bob")],
                actions=[act(AB, "life", target="bob", amount=3)], bob=2),
     M.result(M.declared([M.attacks("ogre")], [M.unblocked("ogre"), life_changed(M, "bob", 3, 5)]),
              [M.regular([("ogre", {"bob": 3})], M.hit_player("ogre", 3, 2))],
              {"ogre": attacked(3, 3)}, bob=2))

case("121.1a-counters-and-118.3-life-actions-2020",
     "mtg-2020: +1/+1 counters save a blocker and bob gains 2 life; the events cite 121.1a and 118.3", "121.1a",
     "Comprehensive Rules of January 2020 (May 2019 text): counters were rule 121 and life 118 (today 122 and 119). "
     "121.1a: the two +1/+1 counters make the 2/2 a 4/4, which survives the 3/3's 3 damage and deals it 4 "
     "(704.5g). 118.3: bob's life total goes from 20 to 22.",
     M20.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                  [("ogre", "bob")], [("bear", ["ogre"])],
                  actions=[act(AB, "counters", target="bear", kind="+1/+1", amount=2),
                           act(AB, "life", target="bob", amount=2, source="bear")]),
     M20.result(M20.declared([M20.attacks("ogre")],
                             [M20.blocks("bear", "ogre"), M20.blocked("ogre"),
                              counters_put(M20, "bear", "+1/+1", 2, "121.1a"),
                              life_changed(M20, "bob", 2, 22, "bear", "118.3")]),
                [M20.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 4})],
                             M20.hit("ogre", "bear", 3, 3) + M20.hit("bear", "ogre", 4, 4) + [M20.dies("ogre")])],
                {"ogre": GY, "bear": on(4, 4, 3, {"+1/+1": 2})}, bob=22))

case("122.1a-counters-action-with-damage-on-the-stack-classic",
     "mtg-classic: +1/+1 counters put on the blocker with combat damage on the stack: it survives, and deals only "
     "the 2 it assigned", "122.1a",
     "Classic rules (damage on the stack, 310.1): the 3/3 and the 2/2 assign 3 and 2, and the assignments go on "
     "the stack; then two +1/+1 counters are put on the 2/2 (the counters rule is cited by today's number, 122.1a: "
     "the 2003–2008 number was not confirmed). 310.4: the stacked damage is dealt as assigned: 3 to the now 4/4 "
     "(it survives) and 2 to the 3/3 (it survives too).",
     C.scenario([cre("ogre", "alice", 3, 3, "Gray Ogre"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                [("ogre", "bob")], [("bear", ["ogre"])],
                actions=[act(OS, "counters", target="bear", kind="+1/+1", amount=2)]),
     C.result(C.declared([C.attacks("ogre")], [C.blocks("bear", "ogre"), C.blocked("ogre")]),
              [C.regular([("ogre", {"bear": 3}), ("bear", {"ogre": 2})],
                         C.hit("ogre", "bear", 3, 3) + C.hit("bear", "ogre", 2, 2),
                         on_stack=[counters_put(C, "bear", "+1/+1", 2)])],
              {"ogre": attacked(3, 3, 2), "bear": on(4, 4, 3, {"+1/+1": 2})}))

case("119.3-life-action-loss-ends-the-game-classic",
     "mtg-classic: bob at 2 life loses 2 after blocks and loses the game before combat damage", "119.3",
     "The life rule is cited by today's number, 119.3 (the 2003–2008 number was not confirmed): losing life sets "
     "bob's total to 0. The state-based effects (420.5) then make him lose, and the game is over (102.2).",
     C.scenario([cre("vamp", "alice", 1, 1, "Vampire Bats")], [("vamp", "bob")],
                actions=[act(AB, "life", target="bob", amount=-2, source="vamp")], bob=2),
     C.result(C.declared([C.attacks("vamp")], [C.unblocked("vamp"), life_changed(C, "bob", -2, 0, "vamp"),
                                               C.ev("loses", "420.5", player="bob", reason="life"),
                                               C.ev("game-over", "102.2", winner="alice")]),
              [], {"vamp": attacked(1, 1)}, bob=0, bob_lost=True, winner="alice"))

case("119.3-life-action-of-zero-refused",
     "A 'life' action of 0 is refused: gaining or losing 0 life is no life event", "119.3",
     "CR 119.9: a player who gains 0 life has no life gain event; the action must gain (a positive amount) or lose "
     "(a negative one). The refusal cites the life rule, 119.3.",
     M.scenario([cre("ogre", "alice", 3, 3)], [("ogre", "bob")], actions=[act(AB, "life", target="bob", amount=0)]),
     refused("invalid-scenario", "119.3", "$.actions[0].amount"))

case("122.1a-counters-action-of-a-shield-counter-refused",
     "A 'counters' action puts +1/+1 or -1/-1 counters only: a shield counter is refused", "122.1a",
     "CR 122.1a: the counters that change power and toughness; the action is for the abilities that put them "
     "(a shield counter is given in the permanent's own counters, 122.1c).",
     M.scenario([cre("ogre", "alice", 3, 3)], [("ogre", "bob")],
                actions=[act(AB, "counters", target="ogre", kind="shield", amount=1)]),
     refused("invalid-scenario", "122.1a", "$.actions[0].kind"))


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=CASES, out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
