"""Write the golden files of tests/scenarios/characteristics from hand-derived expectations.

What a permanent *is*, as general mechanics of the Magic rulesets, in every era that has them: changeling
(every creature type, 702.73a; 205.3m), protection from a quality other than a colour (702.16a, e, f), "can't
attack unless" a condition of the board (508.1c), "can't be blocked by" a kind of creature or by more than one creature, "can't be blocked except by" one, "can't block"
one (509.1b), "if this creature would die, exile it instead" (614.1a), and power and toughness that an ability counts from the
board (604.3, 208.2a, layer 7a: 613.4a). Each case states by hand, from the rules, what the creature is, what
that changes (who pumps it, who can block it, whether it may attack, what damage is prevented, what its
power and toughness are after a creature dies), the damage and its results, and the final board. The engine is
consulted only by ``--compare``.

Rule numbers: the current rules (``mtg``); January 2020 (``mtg-2020``: changeling 702.72a, every keyword
from banding on one lower; damage results 119.3); the 2003-2009 rules (``mtg-classic``: the keyword section
502 where the subrule was not confirmed, protection 502.7, continuous effects 418, declare attackers 308).

    python3 tests/golden/characteristics.py             # (re)write the files
    python3 tests/golden/characteristics.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, SCENARIOS, J, attacked, cre, ev, land, on, plain_on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.statics import lord  # noqa: E402
from golden.triggers import CLASSIC, EraCases, ERAS, F2020, MTG, STATIC_RULE, T, scenario  # noqa: E402

OUT = SCENARIOS / "characteristics"
CASES = EraCases()

#: Changeling's rule, by ruleset (702.72a in January 2020; the classic keyword section).
CHANGELING = {MTG: "702.73a", F2020: "702.72a", CLASSIC: "502"}
#: Protection's rules, by ruleset: what a quality reaches (a), damage prevented (e), blocks (f); classic 502.7.
PROTECTION = {MTG: ("702.16a", "702.16e", "702.16f"), F2020: ("702.16a", "702.16e", "702.16f"),
              CLASSIC: ("502.7", "502.7", "502.7")}

case = CASES.case


def shifter(ident: str, controller: str, power: int = 1, toughness: int = 1, name: str = "Woodland Changeling",
            **fields: object) -> J:
    """A changeling: a Shapeshifter by its type line, every creature type by its ability (702.73a)."""
    keywords = ["changeling", *fields.pop("keywords", [])]  # type: ignore[misc]
    return cre(ident, controller, power, toughness, name, subtypes=["Shapeshifter"], keywords=keywords, **fields)


# --- Changeling -----------------------------------------------------------------------------------------------

def changeling_cases() -> None:
    for rs in ERAS:
        k, r, s = T(rs), CHANGELING[rs], STATIC_RULE[rs]
        case(rs, f"{r}-changeling-pumped-by-a-goblin-lord-and-gets-its-landwalk",
             "A changeling is a Goblin: 'other Goblins you control get +1/+1 and have mountainwalk' reaches it", r,
             f"{r}: changeling means 'this object is every creature type', so the 1/1 Shapeshifter is a Goblin too. "
             f"The Goblin lord's static ability ({s}) makes it a 2/2 with mountainwalk; bob controls a Mountain, "
             "so it can't be blocked and deals 2 to bob.",
             scenario(rs, [lord("king", "alice", (2, 2), "Goblin King", {"subtypes": ["Goblin"], "other": True},
                                power=1, toughness=1, keywords=["mountainwalk"]) | {"subtypes": ["Goblin"]},
                           shifter("shifter", "alice"),
                           land("peak", "bob", "Mountain", "Mountain")], [("shifter", "bob")]),
             k.result(k.declared(k.static("shifter", 1, 1) + k.static("shifter", gains="mountainwalk")
                                 + [k.attacks("shifter")], [k.unblocked("shifter")]),
                      [k.regular([("shifter", {"bob": 2})], k.hit_player("shifter", "bob", 2, 18))],
                      {"king": on(2, 2), "shifter": attacked(2, 2), "peak": plain_on()}, bob=(18, 0, False)))
        case(rs, f"{r}-changeling-gets-every-lords-bonus",
             "A changeling is an Elf and a Goblin at once: both lords pump it, and it survives the 3/3", r,
             f"{r}: the Elf lord and the Goblin lord each give +1/+1 to the changeling (it is every creature type), "
             "so the 2/2 is a 4/4: blocked by bob's 3/3 it takes 3 and survives, and kills the 3/3. The plain Bear "
             "alice also controls is neither type and gets nothing.",
             scenario(rs, [lord("elf", "alice", (1, 1), "Elvish Champion", {"subtypes": ["Elf"], "other": True},
                                power=1, toughness=1) | {"subtypes": ["Elf"]},
                           lord("gob", "alice", (1, 1), "Goblin Chieftain", {"subtypes": ["Goblin"], "other": True},
                                power=1, toughness=1) | {"subtypes": ["Goblin"]},
                           shifter("shifter", "alice", 2, 2, "Changeling Sentinel"),
                           cre("bear", "alice", 2, 2, "Grizzly Bears", subtypes=["Bear"]),
                           cre("ogre", "bob", 3, 3, "Hill Ogre", subtypes=["Ogre"])],
                      [("shifter", "bob")], [("ogre", ["shifter"])]),
             k.result(k.declared(k.static("shifter", 2, 2) + [k.attacks("shifter")],
                                 [k.blocks("ogre", "shifter"), k.blocked("shifter")]),
                      [k.regular([("shifter", {"ogre": 4}), ("ogre", {"shifter": 3})],
                                 k.hit("shifter", "ogre", 4, 4) + k.hit("ogre", "shifter", 3, 3) + [k.dies("ogre")])],
                      {"elf": on(1, 1), "gob": on(1, 1), "shifter": attacked(4, 4, 3), "bear": on(2, 2), "ogre": GY}))


def changeling_layer_cases() -> None:
    k = T(MTG)
    case(MTG, "702.73a-changeling-that-loses-changeling-is-still-a-goblin",
         "A changeling that loses changeling after blockers is still every creature type: the Goblin lord still "
         "pumps it", "702.73a",
         "702.73a, 604.3, 613.1d, 613.1f, 613.3: changeling is a characteristic-defining ability applied in layer 4 "
         "(types), before abilities are removed in layer 6, so losing it doesn't take the creature types it gave "
         "(as Dress Down's ruling says). The 1/1 stays a 2/2 Goblin through the lord, and trades with the 2/2.",
         scenario(MTG, [lord("king", "alice", (2, 2), "Goblin King", {"subtypes": ["Goblin"], "other": True},
                             power=1, toughness=1) | {"subtypes": ["Goblin"]},
                        shifter("shifter", "alice"), cre("bear", "bob", 2, 2, "Grizzly Bears")],
                  [("shifter", "bob")], [("bear", ["shifter"])],
                  actions=[{"at": "after-blocks", "do": "lose", "target": "shifter", "keyword": "changeling"}]),
         k.result(k.declared(k.static("shifter", 1, 1) + [k.attacks("shifter")],
                             [k.blocks("bear", "shifter"), k.blocked("shifter"),
                              ev("loses-keyword", "611.2a", id="shifter", keyword="changeling")]),
                  [k.regular([("shifter", {"bear": 2}), ("bear", {"shifter": 2})],
                             k.hit("shifter", "bear", 2, 2) + k.hit("bear", "shifter", 2, 2)
                             + [k.dies("shifter"), k.dies("bear")])],
                  {"king": on(2, 2), "shifter": GY, "bear": GY}))


# --- Protection from a quality ---------------------------------------------------------------------------------

def prevented(rs: str, source: str, target: str, amount: int) -> J:
    """Combat damage prevented by protection (702.16e; 502.7 classic)."""
    return ev("damage", PROTECTION[rs][1], source=source, target=target, amount=0, combat=True, prevented=amount)


def protection_cases() -> None:
    for rs in ERAS:
        k, (a, e, f) = T(rs), PROTECTION[rs]
        case(rs, f"{f}-protection-from-goblins-changeling-cannot-block",
             "Protection from Goblins: a changeling is a Goblin, so it can't block the Knight", f,
             f"{f}: an attacking creature with protection from a quality can't be blocked by creatures with that "
             f"quality; {CHANGELING[rs]}: the changeling is every creature type, a Goblin too. The block is "
             "illegal.",
             scenario(rs, [cre("knight", "alice", 2, 2, "Goblin-Bane Knight", protection=["Goblin"]),
                           shifter("shifter", "bob", 2, 2, "Changeling Sentinel")],
                      [("knight", "bob")], [("shifter", ["knight"])]),
             refused("illegal-block", f, "$.blockers[0].blocks[0]"))
        case(rs, f"{e}-protection-from-goblins-prevents-a-goblins-damage",
             "Protection from Goblins: the Goblin's combat damage is prevented, the Bear's is not", e,
             f"{e}: damage from sources with the quality is prevented ({a}: a creature type reaches permanents of "
             "that subtype). The 2/2 with protection from Goblins blocks a 3/3 Goblin: its 3 damage is prevented, "
             "and the blocker's 2 is dealt. A second attacker, a Bear, is unblocked.",
             scenario(rs, [cre("gob", "alice", 3, 3, "Goblin Brute", subtypes=["Goblin"]),
                           cre("bear", "alice", 2, 2, "Grizzly Bears", subtypes=["Bear"]),
                           cre("monk", "bob", 2, 2, "Goblin Warden", protection=["Goblin"])],
                      [("gob", "bob"), ("bear", "bob")], [("monk", ["gob"])]),
             k.result(k.declared([k.attacks("gob"), k.attacks("bear")],
                                 [k.blocks("monk", "gob"), k.blocked("gob"), k.unblocked("bear")]),
                      [k.regular([("gob", {"monk": 3}), ("bear", {"bob": 2}), ("monk", {"gob": 2})],
                                 [prevented(rs, "gob", "monk", 3)] + k.hit_player("bear", "bob", 2, 18)
                                 + k.hit("monk", "gob", 2, 2))],
                      {"gob": attacked(3, 3, 2), "bear": attacked(2, 2), "monk": on(2, 2)}, bob=(18, 0, False)))
        case(rs, f"{e}-protection-from-artifacts-prevents-an-artifact-creatures-damage",
             "Protection from artifacts: the blocker takes no damage from the artifact creature it blocks", e,
             f"{e}: alice's 3/3 artifact creature is blocked by bob's 2/2 with protection from artifacts; its 3 "
             "damage is prevented (the blocker survives), and the blocker's 2 is dealt to it (a 3/3, it survives). "
             f"{f} limits only what can block a creature with protection, not what it may block.",
             scenario(rs, [cre("golem", "alice", 3, 3, "Iron Golem", types=["artifact", "creature"]),
                           cre("exile", "bob", 2, 2, "Tel-Jilad Exile", protection=["artifacts"])],
                      [("golem", "bob")], [("exile", ["golem"])]),
             k.result(k.declared([k.attacks("golem")], [k.blocks("exile", "golem"), k.blocked("golem")]),
                      [k.regular([("golem", {"exile": 3}), ("exile", {"golem": 2})],
                                 [prevented(rs, "golem", "exile", 3)] + k.hit("exile", "golem", 2, 2))],
                      {"golem": attacked(3, 3, 2), "exile": on(2, 2)}))
    case(MTG, "702.16f-protection-from-multicolored-gold-creature-cannot-block",
         "Protection from multicolored: a creature of two colours can't block it", "702.16f",
         "702.16f, 105.2: a multicolored object has two or more colours; the red and green blocker is one, so it "
         "can't block the attacker with protection from multicolored.",
         scenario(MTG, [cre("knight", "alice", 2, 2, "Knight of New Alara", protection=["multicolored"]),
                        cre("gruul", "bob", 2, 2, "Gruul Scrapper", colors=["red", "green"])],
                  [("knight", "bob")], [("gruul", ["knight"])]),
         refused("illegal-block", "702.16f", "$.blockers[0].blocks[0]"))
    case(MTG, "702.16a-protection-from-an-unknown-quality-refused",
         "Protection from a quality the engine doesn't know is refused, naming the field", "702.16a",
         "702.16a: the quality is a characteristic; 'Dragons' is the printed plural, and the field names a creature "
         "type in the singular (205.3m). The engine refuses rather than guessing.",
         scenario(MTG, [cre("knight", "alice", 2, 2, "Dragon Slayer", protection=["Dragons"])], [("knight", "bob")]),
         refused("invalid-scenario", "702.16a", "$.permanents[0].protection[0]"))


# --- "Can't attack unless" (508.1c) ---------------------------------------------------------------------------

#: The attack restriction's rule, by ruleset (declare attackers, 308.2, in the classic rules).
RESTRICTION = {MTG: "508.1c", F2020: "508.1c", CLASSIC: "308.2"}


def serpent(ident: str = "serpent", **fields: object) -> J:
    return cre(ident, "alice", 5, 5, "Sea Serpent", attack_unless=[{"controller": "defending", "subtypes": ["Island"]}],
               **fields)


def attack_unless_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), RESTRICTION[rs]
        case(rs, f"{r}-cant-attack-unless-defending-player-controls-an-island-refused",
             "'Can't attack unless defending player controls an Island': bob controls none, so it can't attack", r,
             f"{r}: the declaration of attackers is illegal if it disobeys a restriction, including one that says a "
             "creature can't attack unless a condition is met; bob controls only a Forest.",
             scenario(rs, [serpent(), land("wood", "bob", "Forest", "Forest")], [("serpent", "bob")]),
             refused("illegal-attack", r, "$.attackers[0].target"))
        case(rs, f"{r}-cant-attack-unless-defending-player-controls-an-island-attacks",
             "'Can't attack unless defending player controls an Island': bob controls one, so it attacks", r,
             f"{r}: bob controls an Island (tapped or not, it is a land with that subtype), so the restriction is "
             "obeyed; the 5/5 is unblocked and deals 5 to bob.",
             scenario(rs, [serpent(), land("isle", "bob", "Island", "Island", tapped=True)], [("serpent", "bob")]),
             k.result(k.declared([k.attacks("serpent")], [k.unblocked("serpent")]),
                      [k.regular([("serpent", {"bob": 5})], k.hit_player("serpent", "bob", 5, 15))],
                      {"serpent": attacked(5, 5), "isle": plain_on(tapped=True)}, bob=(15, 0, False)))
    k = T(MTG)
    case(MTG, "508.1c-cant-attack-unless-alices-own-island-does-not-count",
         "'Unless defending player controls an Island': the attacking player's Island doesn't count", "508.1c",
         "508.1c: the condition names the defending player; alice's own Island is not bob's, so the serpent can't "
         "attack bob.",
         scenario(MTG, [serpent(), land("isle", "alice", "Island", "Island")], [("serpent", "bob")]),
         refused("illegal-attack", "508.1c", "$.attackers[0].target"))
    case(MTG, "508.1c-cant-attack-unless-you-control-another-artifact-refused",
         "'Can't attack unless you control another artifact': the artifact creature itself doesn't count", "508.1c",
         "508.1c: 'another' leaves the creature itself out; alice controls no other artifact, so it can't attack "
         "at all, whoever it would attack.",
         scenario(MTG, [cre("golem", "alice", 3, 3, "Lodestone Golem", types=["artifact", "creature"],
                            attack_unless=[{"controller": "you", "types": ["artifact"], "other": True}])],
                  [("golem", "bob")]),
         refused("illegal-attack", "508.1c", "$.attackers[0].id"))
    case(MTG, "508.1d-attacks-each-combat-but-cant-attack-unless-asks-nothing",
         "'Attacks each combat if able' and 'can't attack unless defending player controls an Island', with no "
         "Island: it is not able, so not attacking is legal", "508.1d",
         "508.1d: a requirement is obeyed as far as possible without disobeying a restriction (508.1c); the only "
         "player it could attack controls no Island, so the declaration with no attacker is legal.",
         scenario(MTG, [serpent(keywords=["attacks_each_combat"])], []),
         k.result(k.declared([], []), [], {"serpent": on(5, 5)}))


# --- "Can't be blocked by" (509.1b) ----------------------------------------------------------------------------

#: The block restriction's rule, by ruleset (declare blockers, 309.2, in the classic rules).
BLOCK_RESTRICTION = {MTG: "509.1b", F2020: "509.1b", CLASSIC: "309.2"}


def cant_be_blocked_by_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), BLOCK_RESTRICTION[rs]
        rats = cre("rats", "alice", 1, 1, "Bog Rats", cant_be_blocked_by=[{"subtypes": ["Wall"]}])
        case(rs, f"{r}-cant-be-blocked-by-walls-wall-block-refused",
             "'Can't be blocked by Walls': a Wall's block is refused", r,
             f"{r}: a restriction on blocks makes a declaration that disobeys it illegal; the 0/8 is a Wall, so it "
             "can't block the Bog Rats.",
             scenario(rs, [rats, cre("wall", "bob", 0, 8, "Wall of Stone", subtypes=["Wall"])],
                      [("rats", "bob")], [("wall", ["rats"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"))
        case(rs, f"{r}-cant-be-blocked-by-walls-a-bear-blocks",
             "'Can't be blocked by Walls': a creature that isn't a Wall blocks it, and kills it", r,
             f"{r}: the restriction names Walls only; the 2/2 Bear may block the 1/1, which deals 1 to it and dies "
             "from the Bear's 2.",
             scenario(rs, [rats, cre("bear", "bob", 2, 2, "Grizzly Bears", subtypes=["Bear"])],
                      [("rats", "bob")], [("bear", ["rats"])]),
             k.result(k.declared([k.attacks("rats")], [k.blocks("bear", "rats"), k.blocked("rats")]),
                      [k.regular([("rats", {"bear": 1}), ("bear", {"rats": 2})],
                                 k.hit("rats", "bear", 1, 1) + k.hit("bear", "rats", 2, 2) + [k.dies("rats")])],
                      {"rats": GY, "bear": on(2, 2, 1)}))
        rhino = cre("rhino", "alice", 4, 4, "Charging Rhino", keywords=["max_blockers:1"])
        case(rs, f"{r}-cant-be-blocked-by-more-than-one-creature-two-blockers-refused",
             "'Can't be blocked by more than one creature': a second blocker is refused", r,
             f"{r}: the restriction allows one blocker at most; two Bears blocking the Rhino disobey it, so the "
             "declaration is illegal (the second block is named).",
             scenario(rs, [rhino, cre("bear1", "bob", 2, 2, "Grizzly Bears"), cre("bear2", "bob", 2, 2, "Grizzly Bears")],
                      [("rhino", "bob")], [("bear1", ["rhino"]), ("bear2", ["rhino"])]),
             refused("illegal-block", r, "$.blockers[1]"))
        case(rs, f"{r}-cant-be-blocked-by-more-than-one-creature-one-blocker",
             "'Can't be blocked by more than one creature': one Bear blocks it and dies", r,
             f"{r}: one blocker obeys the restriction; the 4/4 deals 4 to the 2/2, which dies, and takes 2.",
             scenario(rs, [rhino, cre("bear1", "bob", 2, 2, "Grizzly Bears"), cre("bear2", "bob", 2, 2, "Grizzly Bears")],
                      [("rhino", "bob")], [("bear1", ["rhino"])]),
             k.result(k.declared([k.attacks("rhino")], [k.blocks("bear1", "rhino"), k.blocked("rhino")]),
                      [k.regular([("rhino", {"bear1": 4}), ("bear1", {"rhino": 2})],
                                 k.hit("rhino", "bear1", 4, 4) + k.hit("bear1", "rhino", 2, 2) + [k.dies("bear1")])],
                      {"rhino": attacked(4, 4, 2), "bear1": GY, "bear2": on(2, 2)}))
        rangers = cre("rangers", "alice", 2, 2, "Treetop Rangers", can_be_blocked_only_by=[{"keywords": ["flying"]}])
        case(rs, f"{r}-cant-be-blocked-except-by-creatures-with-flying-refused",
             "'Can't be blocked except by creatures with flying': a Bear's block is refused", r,
             f"{r}: only a creature with flying may block it; the Bear has none, so its block is illegal.",
             scenario(rs, [rangers, cre("bear", "bob", 2, 2, "Grizzly Bears")], [("rangers", "bob")],
                      [("bear", ["rangers"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"))
        case(rs, f"{r}-cant-be-blocked-except-by-creatures-with-flying-a-flyer-blocks",
             "'Can't be blocked except by creatures with flying': a 1/1 flyer blocks it and dies", r,
             f"{r}: the bird has flying, so its block is legal; the 2/2 kills it and takes 1.",
             scenario(rs, [rangers, cre("bird", "bob", 1, 1, "Suntail Hawk", keywords=["flying"])], [("rangers", "bob")],
                      [("bird", ["rangers"])]),
             k.result(k.declared([k.attacks("rangers")], [k.blocks("bird", "rangers"), k.blocked("rangers")]),
                      [k.regular([("rangers", {"bird": 2}), ("bird", {"rangers": 1})],
                                 k.hit("rangers", "bird", 2, 2) + k.hit("bird", "rangers", 1, 1) + [k.dies("bird")])],
                      {"rangers": attacked(2, 2, 1), "bird": GY}))
        case(rs, f"{r}-cant-block-creatures-with-power-two-or-greater-refused",
             "'Can't block creatures with power 2 or greater': the Orcs can't block a 2/2", r,
             f"{r}: the restriction is the blocker's own; the attacking Bear has power 2, so the Orcs' block is "
             "illegal.",
             scenario(rs, [cre("bear", "alice", 2, 2, "Grizzly Bears"),
                           cre("orcs", "bob", 3, 2, "Brassclaw Orcs", cant_block_creatures=[{"power_at_least": 2}])],
                      [("bear", "bob")], [("orcs", ["bear"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"))
    k = T(F2020)
    kithkin = cre("kithkin", "alice", 1, 1, "Amrou Kithkin", cant_be_blocked_by=[{"power_at_least": 3}])
    case(F2020, "509.1b-cant-be-blocked-by-power-three-or-greater-refused",
         "'Can't be blocked by creatures with power 3 or greater': a 3/3's block is refused", "509.1b",
         "509.1b: the 3/3 has power 3, so it can't block the Amrou Kithkin.",
         scenario(F2020, [kithkin, cre("ogre", "bob", 3, 3, "Hill Giant")], [("kithkin", "bob")], [("ogre", ["kithkin"])]),
         refused("illegal-block", "509.1b", "$.blockers[0].blocks[0]"))
    case(F2020, "509.1b-cant-be-blocked-by-power-three-or-greater-a-two-power-creature-blocks",
         "'Can't be blocked by creatures with power 3 or greater': a 2/2 may block it", "509.1b",
         "509.1b: the Bear's power is 2, less than 3, so its block is legal; it kills the 1/1 and takes 1.",
         scenario(F2020, [kithkin, cre("bear", "bob", 2, 2, "Grizzly Bears")], [("kithkin", "bob")],
                  [("bear", ["kithkin"])]),
         k.result(k.declared([k.attacks("kithkin")], [k.blocks("bear", "kithkin"), k.blocked("kithkin")]),
                  [k.regular([("kithkin", {"bear": 1}), ("bear", {"kithkin": 2})],
                             k.hit("kithkin", "bear", 1, 1) + k.hit("bear", "kithkin", 2, 2) + [k.dies("kithkin")])],
                  {"kithkin": GY, "bear": on(2, 2, 1)}))
    k = T(MTG)
    wurm = cre("wurm", "alice", 4, 3, "Battering Wurm", cant_be_blocked_by=[{"power_vs_its": "less"}])
    case(MTG, "509.1b-creatures-with-power-less-than-its-power-cant-block-it-refused",
         "'Creatures with power less than this creature's power can't block it': a 3/3 can't block the 4/3",
         "509.1b", "509.1b: the 3/3's power 3 is less than the Wurm's 4, so its block is illegal.",
         scenario(MTG, [wurm, cre("ogre", "bob", 3, 3, "Hill Giant")], [("wurm", "bob")], [("ogre", ["wurm"])]),
         refused("illegal-block", "509.1b", "$.blockers[0].blocks[0]"))
    case(MTG, "509.1b-creatures-with-power-less-than-its-power-equal-power-blocks",
         "'Creatures with power less than this creature's power can't block it': a 4/4 (not less) blocks, and both "
         "die", "509.1b",
         "509.1b: power 4 is not less than 4, so the block is legal; 510.1, 704.5g: the Wurm deals 4 to the 4/4 "
         "and takes 4, each lethal.",
         scenario(MTG, [wurm, cre("bear", "bob", 4, 4, "Durkwood Boars")], [("wurm", "bob")], [("bear", ["wurm"])]),
         k.result(k.declared([k.attacks("wurm")], [k.blocks("bear", "wurm"), k.blocked("wurm")]),
                  [k.regular([("wurm", {"bear": 4}), ("bear", {"wurm": 4})],
                             k.hit("wurm", "bear", 4, 4) + k.hit("bear", "wurm", 4, 4)
                             + [k.dies("wurm"), k.dies("bear")])],
                  {"wurm": GY, "bear": GY}))
    case(MTG, "509.1b-cant-be-blocked-by-black-and-or-red-creatures-refused",
         "'Can't be blocked by black and/or red creatures': a black and green creature can't block it", "509.1b",
         "509.1b, 105.2: a creature that is black (whatever else it is) is one of them.",
         scenario(MTG, [cre("knight", "alice", 3, 2, "Sacred Knight", cant_be_blocked_by=[{"colors": ["black", "red"]}]),
                        cre("elf", "bob", 3, 3, "Dreg Mangler", colors=["black", "green"])],
                  [("knight", "bob")], [("elf", ["knight"])]),
         refused("illegal-block", "509.1b", "$.blockers[0].blocks[0]"))
    case(MTG, "509.1b-cant-be-blocked-except-by-creatures-with-flying-or-reach-reach-blocks",
         "'Can't be blocked except by creatures with flying or reach': a creature with reach may block it", "509.1b",
         "509.1b: a blocker that fits either filter may block; the 2/4 with reach blocks the 2/2, survives its 2 "
         "and kills it.",
         scenario(MTG, [cre("spirit", "alice", 2, 2, "Orchard Spirit",
                            can_be_blocked_only_by=[{"keywords": ["flying"]}, {"keywords": ["reach"]}]),
                        cre("spider", "bob", 2, 4, "Giant Spider", keywords=["reach"])],
                  [("spirit", "bob")], [("spider", ["spirit"])]),
         k.result(k.declared([k.attacks("spirit")], [k.blocks("spider", "spirit"), k.blocked("spirit")]),
                  [k.regular([("spirit", {"spider": 2}), ("spider", {"spirit": 2})],
                             k.hit("spirit", "spider", 2, 2) + k.hit("spider", "spirit", 2, 2) + [k.dies("spirit")])],
                  {"spirit": GY, "spider": on(2, 4, 2)}))
    case(MTG, "509.1b-cant-block-creatures-with-greater-power-a-smaller-attacker",
         "'Can't block creatures with power greater than this creature's power': it may block a 1/1", "509.1b",
         "509.1b: the Elves' power 1 is not greater than the 1/1's 1, so the block is legal; each deals lethal "
         "damage.",
         scenario(MTG, [cre("elf", "alice", 1, 1, "Llanowar Elves"),
                        cre("handler", "bob", 1, 1, "Spitfire Handler", cant_block_creatures=[{"power_vs_its": "greater"}])],
                  [("elf", "bob")], [("handler", ["elf"])]),
         k.result(k.declared([k.attacks("elf")], [k.blocks("handler", "elf"), k.blocked("elf")]),
                  [k.regular([("elf", {"handler": 1}), ("handler", {"elf": 1})],
                             k.hit("elf", "handler", 1, 1) + k.hit("handler", "elf", 1, 1)
                             + [k.dies("elf"), k.dies("handler")])],
                  {"elf": GY, "handler": GY}))
    case(MTG, "509.1b-cant-be-blocked-by-an-empty-filter-refused",
         "An empty 'cant_be_blocked_by' filter is refused, naming the field", "509.1b",
         "509.1b: a filter that names no quality would name every creature; 'unblockable' says that, and the "
         "engine refuses rather than guessing which was meant.",
         scenario(MTG, [cre("rats", "alice", 1, 1, "Bog Rats", cant_be_blocked_by=[{}])], [("rats", "bob")]),
         refused("invalid-scenario", "509.1b", "$.permanents[0].cant_be_blocked_by[0]"))


# --- "If this creature would die, exile it instead" (614.1a) ------------------------------------------------------

#: Lethal damage's state-based action, by ruleset (the classic 420.5).
LETHAL = {MTG: "704.5g", F2020: "704.5g", CLASSIC: "420.5"}


def exile_instead_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), LETHAL[rs]
        case(rs, f"{r}-exile-instead-of-dying-with-undying",
             "'If this creature would die, exile it instead': lethal damage exiles it, so undying never triggers", r,
             f"{r}: the 2/2 is destroyed by lethal damage, and the replacement effect (614.1a) puts it into exile "
             "instead of the graveyard: it never dies (700.4), so its undying does not return it.",
             scenario(rs, [cre("haunt", "alice", 2, 2, "Haunt", keywords=["exile_instead"]
                               + (["undying"] if rs != CLASSIC else [])),
                           cre("ogre", "bob", 3, 3, "Hill Giant")], [("haunt", "bob")], [("ogre", ["haunt"])]),
             k.result(k.declared([k.attacks("haunt")], [k.blocks("ogre", "haunt"), k.blocked("haunt")]),
                      [k.regular([("haunt", {"ogre": 2}), ("ogre", {"haunt": 3})],
                                 k.hit("haunt", "ogre", 2, 2) + k.hit("ogre", "haunt", 3, 3)
                                 + [ev("leaves", r, id="haunt", to="exile", reason="lethal-damage")])],
                      {"haunt": {"zone": "exile"}, "ogre": on(3, 3, 2)}))


# --- Power and toughness counted from the board (604.3, 613.4a) -------------------------------------------------

#: The characteristic-defining ability's rule (the classic rules' continuous effects, 418).
COUNTED = {MTG: "604.3", F2020: "604.3", CLASSIC: "418"}
#: A creature's toughness 0 or less: the state-based action (704.5f; the classic 420.5).
ZERO = {MTG: "704.5f", F2020: "704.5f", CLASSIC: "420.5"}


def counted(rs: str, ident: str, power: int, toughness: int) -> J:
    return ev("power-toughness", COUNTED[rs], id=ident, power=power, toughness=toughness)


def counted_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), COUNTED[rs]
        crusader = cre("crusader", "alice", 0, 0, "Crusader of Odric",
                       counted_pt={"of": "power-and-toughness", "count": {"controller": "you", "types": ["creature"]}})
        del crusader["power"], crusader["toughness"]
        case(rs, f"{r}-counted-power-and-toughness-shrink-when-a-creature-dies-in-first-strike",
             "'Power and toughness are each equal to the number of creatures you control': one dies in the "
             "first-strike step, so it is a 2/2 in the regular step and dies to the 2/3", r,
             f"{r}: a characteristic-defining ability sets power and toughness at every moment (applied first, layer "
             "7a). Alice controls three creatures: a 3/3. Bob's first striker kills her attacking 1/1 Elf in the "
             "first-strike step; from then on she controls two: a 2/2. In the regular step it deals 2 to the 2/3 "
             "(which survives) and takes 2: it dies.",
             scenario(rs, [crusader, cre("elf", "alice", 1, 1, "Llanowar Elves"),
                           cre("bear", "alice", 2, 2, "Grizzly Bears"),
                           cre("fencer", "bob", 2, 2, "Fencer", keywords=["first_strike"]),
                           cre("ogre", "bob", 2, 3, "Hill Ogre")],
                      [("crusader", "bob"), ("elf", "bob")], [("fencer", ["elf"]), ("ogre", ["crusader"])]),
             k.result(k.declared([counted(rs, "crusader", 3, 3), k.attacks("crusader"), k.attacks("elf")],
                                 [k.blocks("fencer", "elf"), k.blocks("ogre", "crusader"), k.blocked("crusader"),
                                  k.blocked("elf")]),
                      [k.first([("fencer", {"elf": 2})], k.hit("fencer", "elf", 2, 2) + [k.dies("elf"),
                                                                                          counted(rs, "crusader", 2, 2)]),
                       k.regular([("crusader", {"ogre": 2}), ("ogre", {"crusader": 2})],
                                 k.hit("crusader", "ogre", 2, 2) + k.hit("ogre", "crusader", 2, 2)
                                 + [k.dies("crusader")])],
                      {"crusader": GY, "elf": GY, "bear": on(2, 2), "fencer": on(2, 2), "ogre": on(2, 3, 2)}))
        fan = cre("fan", "alice", 0, 0, "Construct Admirer",
                  counted_pt={"count": {"controller": "you", "types": ["artifact"]}})
        del fan["power"], fan["toughness"]
        case(rs, f"{r}-counted-toughness-zero-dies-as-a-state-based-action",
             "Counting the artifacts its controller controls: the only one dies in the first-strike step, so it is "
             "0/0 and dies before the regular step", r,
             f"{r}: it counts alice's artifacts (it is not one): the 1/1 artifact creature makes it a 1/1. That "
             f"creature dies to bob's first striker; the count is 0, so its toughness is 0 and it is put into the "
             f"graveyard as a state-based action ({ZERO[rs]}) before it could deal combat damage.",
             scenario(rs, [fan, cre("thopter", "alice", 1, 1, "Ornithopter", types=["artifact", "creature"]),
                           cre("fencer", "bob", 2, 2, "Fencer", keywords=["first_strike"])],
                      [("fan", "bob"), ("thopter", "bob")], [("fencer", ["thopter"])]),
             k.result(k.declared([counted(rs, "fan", 1, 1), k.attacks("fan"), k.attacks("thopter")],
                                 [k.blocks("fencer", "thopter"), k.unblocked("fan"), k.blocked("thopter")]),
                      [k.first([("fencer", {"thopter": 2})], k.hit("fencer", "thopter", 2, 2)
                               + [k.dies("thopter"), counted(rs, "fan", 0, 0), k.dies("fan", "zero-toughness")]),
                       k.regular([], [])],
                      {"fan": GY, "thopter": GY, "fencer": on(2, 2)}))
    crusader = cre("crusader", "alice", 3, 3, "Crusader of Odric",
                   counted_pt={"count": {"controller": "you", "types": ["creature"]}})
    case(MTG, "604.3-counted-power-given-too-refused",
         "A power that counted_pt sets and the board gives as well is refused, naming the field", "604.3",
         "604.3: the characteristic-defining ability says what its power is; a number given as well would "
         "contradict it, so the engine refuses rather than choosing one.",
         scenario(MTG, [crusader], [("crusader", "bob")]),
         refused("invalid-scenario", "604.3", "$.permanents[0].power"))


def build() -> list[J]:
    CASES.clear()
    for builder in (changeling_cases, changeling_layer_cases, protection_cases, attack_unless_cases,
                    cant_be_blocked_by_cases, exile_instead_cases, counted_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
