"""Write the golden files of tokens that enter the battlefield attacking into tests/scenarios/triggers.

The companion of tokens.py: a ``create`` with ``attacking`` ("Whenever this creature attacks, create a 1/1 white
Soldier creature token that's tapped and attacking", Skyknight Vanguard) and mobilize N (702.181a). The attack
trigger resolves in the declare attackers step, so the token is attacking before blockers are declared: it can be
blocked (by the id it gets, "Soldier Token"), deals and is dealt combat damage as any attacker, and lords apply to
it. It was never declared as an attacker, so it triggers no "whenever … attacks" ability and doesn't stop the
declared creature from having attacked alone (508.3a, 508.4, 506.5); an attack trigger that resolves after it enters
sees it attacking (battle cry, 702.91a), one that resolved before does not: the order is its controller's (603.3b).
Each case states by hand what triggers, in which order it resolves and the final board; the engine is consulted only
by ``--compare``.

Rule numbers: 508.4 in the current rules and in January 2020 ("If a creature is put onto the battlefield attacking,
its controller chooses which defending player … it's attacking … Such creatures are 'attacking' but, for the purposes
of trigger events and effects, they never 'attacked'"); in the 2003-2009 rules the declare attackers step, 308 ("put
into play attacking": 308.4 in the rules of October 2007, which 306.1 cites; the subrule of the earlier documents is
unconfirmed). The token itself is created citing 111.2 (216.1 classic), as in tokens.py.

    python3 tests/golden/attacking_tokens.py             # (re)write the files
    python3 tests/golden/attacking_tokens.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.tokens import TOKEN_RULE, bear, text  # noqa: E402
from golden.triggers import CASES, CLASSIC, ERAS, F2020, MTG, NONCOMBAT, OUT, STATIC_RULE, T, case, scenario  # noqa: E402

#: 508.4 (306.1 and 308 of the classic rules: "put into play attacking").
ENTERS = {MTG: "508.4", F2020: "508.4", CLASSIC: "308"}
#: 111.4: the word "Token" follows the creature types in the current rules only; the id has it in every era.
SOLDIER = {MTG: "Soldier Token", F2020: "Soldier", CLASSIC: "Soldier"}
ID = "Soldier Token"
EXALTED = {MTG: "702.83a", F2020: "702.82a", CLASSIC: "502"}
BATTLE_CRY = {MTG: "702.91a", F2020: "702.90a"}
#: "Whenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking."
SOLDIER_TOKEN = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Soldier"], "tapped": True,
                 "attacking": True}


def vanguard(ident: str = "vanguard") -> J:
    """Skyknight Vanguard, a 1/2 flier whose attack trigger creates a Soldier tapped and attacking."""
    return cre(ident, "alice", 1, 2, "Skyknight Vanguard", keywords=["flying"],
               triggers=[{"on": "attacks", "create": SOLDIER_TOKEN}])


def soldier(k: T, power: int = 1, toughness: int = 1) -> J:
    return text(SOLDIER[k.rs], ["white"], subtypes=("Soldier",), power=power, toughness=toughness)


def enters(k: T, ident: str, source: str, body: J, target: str = "bob") -> J:
    """The ``token`` event of a token that enters tapped and attacking ``target``."""
    return ev("token", TOKEN_RULE[k.rs], id=ident, source=source, controller="alice", **body, tapped=True,
              attacking=target)


def attacking_token(body: J, power: int | None = None, toughness: int | None = None, damage: int = 0,
                    **more: bool) -> J:
    """The token on the battlefield at the end, alice's, still tapped from entering tapped and attacking."""
    return {"zone": "battlefield", "controller": "alice", "token": body, "damage": damage,
            "power": body["power"] if power is None else power,
            "toughness": body["toughness"] if toughness is None else toughness, "counters": {}, "tapped": True, **more}


def gone(body: J) -> J:
    """A token that died: in the graveyard as the final state shows it (it ceases to exist, 111.7)."""
    return {**GY, "token": body}


def era_cases() -> None:
    for rs in ERAS:
        k, r, t = T(rs), ENTERS[rs], TOKEN_RULE[rs]
        body = soldier(k)
        arrive = [k.attacks("vanguard"), k.own("vanguard", "attacks"), enters(k, ID, "vanguard", body)]
        case(rs, f"{r}-token-enters-attacking-unblocked-deals-damage",
             "'Create a 1/1 Soldier token that's tapped and attacking': unblocked, it deals 1 to bob as well", r,
             f"{r}, {t}: the 1/2 flier is declared attacking bob; its trigger resolves in the declare attackers step "
             "and alice creates the Soldier tapped and attacking what the Vanguard attacks (bob). Nothing blocks: "
             "both deal their combat damage, 1 and 1: bob 18. The token stays tapped on the battlefield.",
             scenario(rs, [vanguard()], [("vanguard", "bob")]),
             k.result(k.declared(arrive, [k.unblocked("vanguard"), k.unblocked(ID)]),
                      [k.regular([("vanguard", {"bob": 1}), (ID, {"bob": 1})],
                                 k.hit_player("vanguard", "bob", 1, 19) + k.hit_player(ID, "bob", 1, 18))],
                      {"vanguard": attacked(1, 2), ID: attacking_token(body)}, bob=(18, 0, False)))

        case(rs, f"{r}-token-enters-attacking-blocked-and-killed",
             "The Soldier token is attacking as blockers are declared: bob's 2/2 blocks it by its id and kills it", r,
             f"{r}, {k.r['blocks']}: the token attacks before blockers are declared, so bob's Grizzly Bears may "
             "block it ('Soldier Token', the id it gets). The 1/1 deals 1 to the bear, the bear 2 to it: it dies "
             "(704.5g) and, a token, ceases to exist (111.7). The Vanguard is unblocked: bob 19.",
             scenario(rs, [vanguard(), bear()], [("vanguard", "bob")], [("bear", [ID])]),
             k.result(k.declared(arrive, [k.blocks("bear", ID), k.unblocked("vanguard"), k.blocked(ID)]),
                      [k.regular([("vanguard", {"bob": 1}), (ID, {"bear": 1}), ("bear", {ID: 2})],
                                 k.hit_player("vanguard", "bob", 1, 19) + k.hit(ID, "bear", 1, 1)
                                 + k.hit("bear", ID, 2, 2) + [k.dies(ID)])],
                      {"vanguard": attacked(1, 2), "bear": on(2, 2, 1), ID: gone(body)}, bob=(19, 0, False)))

        s = STATIC_RULE[rs]
        captain = cre("captain", "alice", 2, 2, "Soldier captain",
                      statics=[{"affects": {"subtypes": ["Soldier"], "other": True}, "power": 1, "toughness": 1}])
        case(rs, f"{s}-lord-pumps-a-token-that-enters-attacking",
             "'Other Soldiers you control get +1/+1': the attacking Soldier token is a 2/2 as it enters", s,
             f"{s}, {r}: the lord applies to the token from the moment it enters (611.3a, 613), attacking: unblocked "
             "it deals 2, the Vanguard 1: bob 17.",
             scenario(rs, [vanguard(), captain], [("vanguard", "bob")]),
             k.result(k.declared(arrive + k.static(ID, 1, 1), [k.unblocked("vanguard"), k.unblocked(ID)]),
                      [k.regular([("vanguard", {"bob": 1}), (ID, {"bob": 2})],
                                 k.hit_player("vanguard", "bob", 1, 19) + k.hit_player(ID, "bob", 2, 17))],
                      {"vanguard": attacked(1, 2), "captain": on(2, 2), ID: attacking_token(body, 2, 2)},
                      bob=(17, 0, False)))

        x = EXALTED[rs]
        squire = cre("squire", "alice", 1, 1, "Akrasan Squire", keywords=["exalted"])
        case(rs, f"{r}-token-entering-attacking-leaves-exalted-alone",
             "Exalted: the Vanguard was declared alone, so it gets +1/+1; the token entering attacking changes nothing",
             r, f"{r}, {x}, 508.3a: the Vanguard is the only creature declared as an attacker, so the Squire's exalted "
             "triggers with the Vanguard's own trigger. Both are alice's, resolved in the order they triggered "
             "(603.3b): exalted first (the Vanguard 2/3), then the token. The token was never declared: it is no "
             "second declared attacker, and it triggers nothing. Unblocked: 2 and 1, bob 17.",
             scenario(rs, [vanguard(), squire], [("vanguard", "bob")]),
             k.result(k.declared([k.attacks("vanguard"), ev("trigger", x, source="squire", ability="exalted",
                                                           target="vanguard"),
                                  k.pump("vanguard", 1, 1, x), k.own("vanguard", "attacks"),
                                  enters(k, ID, "vanguard", body)],
                                 [k.unblocked("vanguard"), k.unblocked(ID)]),
                      [k.regular([("vanguard", {"bob": 2}), (ID, {"bob": 1})],
                                 k.hit_player("vanguard", "bob", 2, 18) + k.hit_player(ID, "bob", 1, 17))],
                      {"vanguard": attacked(2, 3), "squire": on(1, 1), ID: attacking_token(body)},
                      bob=(17, 0, False)))


def battle_cry_cases() -> None:
    """702.91a, 603.3b: battle cry pumps each other creature attacking as it resolves (608.2h)."""
    for rs in (MTG, F2020):
        k, r, b = T(rs), ENTERS[rs], BATTLE_CRY[rs]
        body = soldier(k)
        wardriver = cre("wardriver", "alice", 2, 2, "Goblin Wardriver", keywords=["battle_cry"])
        attacks = [k.attacks("vanguard"), k.attacks("wardriver")]
        cry = [ev("trigger", b, source="wardriver", ability="battle_cry"), k.pump("vanguard", 1, 0, b)]
        token = [k.own("vanguard", "attacks"), enters(k, ID, "vanguard", body)]
        unblocked = [k.unblocked("vanguard"), k.unblocked("wardriver"), k.unblocked(ID)]
        case(rs, f"{b}-battle-cry-resolves-before-the-token-enters-attacking",
             "Battle cry resolves first: the token isn't attacking yet, so it stays a 1/1", b,
             f"{b}, 603.3b, {r}: both triggers are alice's; with no order chosen they resolve as they triggered, "
             "battle cry first: the Vanguard gets +1/+0 and the token, not yet on the battlefield, nothing. "
             "Unblocked: 2 + 2 + 1, bob 15.",
             scenario(rs, [vanguard(), wardriver], [("vanguard", "bob"), ("wardriver", "bob")]),
             k.result(k.declared(attacks + cry + token, unblocked),
                      [k.regular([("vanguard", {"bob": 2}), ("wardriver", {"bob": 2}), (ID, {"bob": 1})],
                                 k.hit_player("vanguard", "bob", 2, 18) + k.hit_player("wardriver", "bob", 2, 16)
                                 + k.hit_player(ID, "bob", 1, 15))],
                      {"vanguard": attacked(2, 2), "wardriver": attacked(2, 2), ID: attacking_token(body)},
                      bob=(15, 0, False)))
        case(rs, f"{b}-battle-cry-resolves-after-the-token-enters-attacking",
             "Alice orders the Vanguard's trigger first: the token is attacking when battle cry resolves: a 2/1", b,
             f"{b}, 603.3b, {r}: alice puts battle cry on the stack first, so the Vanguard's trigger resolves "
             "first and the token enters attacking; then battle cry gives each other attacking creature +1/+0, the "
             "token too (it is attacking, though it never attacked). Unblocked: 2 + 2 + 2, bob 14.",
             scenario(rs, [vanguard(), wardriver], [("vanguard", "bob"), ("wardriver", "bob")],
                      trigger_order=[{"source": "vanguard", "ability": "triggers"}]),
             k.result(k.declared(attacks + token + cry + [k.pump(ID, 1, 0, b)], unblocked),
                      [k.regular([("vanguard", {"bob": 2}), ("wardriver", {"bob": 2}), (ID, {"bob": 2})],
                                 k.hit_player("vanguard", "bob", 2, 18) + k.hit_player("wardriver", "bob", 2, 16)
                                 + k.hit_player(ID, "bob", 2, 14))],
                      {"vanguard": attacked(2, 2), "wardriver": attacked(2, 2), ID: attacking_token(body, 2, 1)},
                      bob=(14, 0, False)))


def mobilize_cases() -> None:
    k = T(MTG)
    body = text("Warrior Token", ["red"], subtypes=("Warrior",))
    w1, w2 = "Warrior Token", "Warrior Token 2"
    lancer = cre("lancer", "alice", 3, 3, keywords=["mobilize:2"])
    mobilize = ev("trigger", "702.181a", source="lancer", ability="mobilize")
    case(MTG, "702.181a-mobilize-two-warriors-tapped-and-attacking",
         "Mobilize 2: two 1/1 red Warriors enter tapped and attacking; one is blocked and dies, the other hits",
         "702.181a",
         "702.181a, 508.4, 111.2: as the 3/3 attacks, alice creates two 1/1 red Warrior tokens tapped and attacking "
         "bob. Bob's bear blocks 'Warrior Token 2' and kills it; the 3/3 and the other Warrior are unblocked: bob 16. "
         "'Sacrifice them at the beginning of the next end step' is after combat: the final state still shows the "
         "surviving Warrior, marked sacrificed_at_end_step.",
         scenario(MTG, [lancer, bear()], [("lancer", "bob")], [("bear", [w2])]),
         k.result(k.declared([k.attacks("lancer"), mobilize, enters(k, w1, "lancer", body),
                              enters(k, w2, "lancer", body)],
                             [k.blocks("bear", w2), k.unblocked("lancer"), k.unblocked(w1), k.blocked(w2)]),
                  [k.regular([("lancer", {"bob": 3}), (w1, {"bob": 1}), (w2, {"bear": 1}), ("bear", {w2: 2})],
                             k.hit_player("lancer", "bob", 3, 17) + k.hit_player(w1, "bob", 1, 16)
                             + k.hit(w2, "bear", 1, 1) + k.hit("bear", w2, 2, 2) + [k.dies(w2)])],
                  {"lancer": attacked(3, 3), "bear": on(2, 2, 1),
                   w1: attacking_token(body, sacrificed_at_end_step=True), w2: gone(body)}, bob=(16, 0, False)))
    for rs in (F2020, CLASSIC):
        case(rs, "702.181a-mobilize-refused", "Mobilize dates from 2025 (Tarkir: Dragonstorm): refused", "702.181a",
             "702.181a: mobilize was printed first in Tarkir: Dragonstorm (April 2025), after these rules.",
             scenario(rs, [cre("lancer", "alice", 3, 3, keywords=["mobilize:1"])], [("lancer", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))


def refusal_cases() -> None:
    case(MTG, "508.4-token-entering-attacking-from-a-dies-trigger-refused",
         "Only an attacks trigger creates a token that enters attacking here: a dies trigger's is refused", "508.4",
         "508.4, 509.1: the engine puts a token onto the battlefield attacking as an attack trigger resolves, in the "
         "declare attackers step before blockers are declared; 'attacking' on a dies trigger's token is refused at "
         "its path.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "create": SOLDIER_TOKEN}])], [("x", "bob")]),
         refused("invalid-scenario", "508.4", "$.permanents[0].triggers[0].create.attacking"))
    case(MTG, "508.4-block-of-a-token-id-no-trigger-gives-refused",
         "A block may name 'Soldier Token' (the Vanguard makes one) but not 'Soldier Token 2': refused at its path",
         "508.4",
         "508.4, 111.4: the Vanguard's trigger creates one Soldier, whose id is 'Soldier Token'; no token gets "
         "'Soldier Token 2', so a block of it names nothing that can attack.",
         scenario(MTG, [vanguard(), bear()], [("vanguard", "bob")], [("bear", ["Soldier Token 2"])]),
         refused("unknown-id", None, "$.blockers[0].blocks[0]"))


#: Noncombat damage (120.2; 119.2 in January 2020; G4.1 in the classic glossary).
#: The division of a blocked creature's damage among its blockers (510.1c; 310.2c classic).
DIVIDES = {MTG: "510.1c", CLASSIC: "310.2c"}


def numbering_cases() -> None:
    """111.4, 603.3b, 508.4: a token another trigger creates first takes the number the attacking one would have had;
    the block, the damage assignment order and the division name the attacking token by the id it gets."""
    nonattacking = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Soldier"]}
    for rs in ERAS:
        k, r, t = T(rs), ENTERS[rs], TOKEN_RULE[rs]
        body = soldier(k)
        second = "Soldier Token 2"
        pinger = cre("pinger", "alice", 1, 1, triggers=[{"on": "attacks", "target": {"what": "creature", "damage": 1}}])
        dier = cre("dier", "bob", 1, 1, triggers=[{"on": "dies", "create": nonattacking}])
        case(rs, f"{r}-token-numbered-after-a-dies-trigger-token-is-blocked-by-its-id",
             "An attack trigger kills bob's 1/1, whose dies trigger makes the first Soldier: the attacking one is "
             "'Soldier Token 2', and bob's bear blocks it by that id", r,
             f"{r}, 603.3b, 111.4: both attack triggers are alice's and resolve as they triggered. The pinger's deals "
             "1 to bob's 1/1, which dies; its dies trigger goes on the stack above the Vanguard's trigger and "
             "resolves first: bob creates a Soldier, 'Soldier Token'. Then the Vanguard's trigger creates alice's "
             "Soldier tapped and attacking bob: 'Soldier Token 2'. Bob's bear blocks it and kills it; the 1/1 pinger "
             "and the 2/2 are unblocked: bob 17. Bob's Soldier stays on the battlefield, untapped.",
             scenario(rs, [pinger, hero2(), dier, bear()], [("pinger", "bob"), ("v", "bob")], [("bear", [second])],
                      trigger_targets=[{"source": "pinger", "target": "dier"}]),
             k.result(k.declared([k.attacks("pinger"), k.attacks("v"), k.own("pinger", "attacks", "dier"),
                                  ev("damage", NONCOMBAT[rs], source="pinger", target="dier", amount=1, combat=False),
                                  ev("marked", k.r["marked"], id="dier", amount=1, damage=1), k.dies("dier"),
                                  k.own("dier", "dies"),
                                  ev("token", t, id=ID, source="dier", controller="bob", **body),
                                  k.own("v", "attacks"), enters(k, second, "v", body)],
                                 [k.blocks("bear", second), k.unblocked("pinger"), k.unblocked("v"),
                                  k.blocked(second)]),
                      [k.regular([("pinger", {"bob": 1}), ("v", {"bob": 2}), (second, {"bear": 1}),
                                  ("bear", {second: 2})],
                                 k.hit_player("pinger", "bob", 1, 19) + k.hit_player("v", "bob", 2, 17)
                                 + k.hit(second, "bear", 1, 1) + k.hit("bear", second, 2, 2) + [k.dies(second)])],
                      {"pinger": attacked(1, 1), "v": attacked(2, 2), "dier": GY, "bear": on(2, 2, 1),
                       ID: {**on(1, 1), "controller": "bob", "token": body}, second: gone(body)},
                      bob=(17, 0, False)))

        if rs == F2020:  # the damage assignment order (b2 listed first) binds the division: the case below
            continue
        big = text(SOLDIER[rs], ["white"], subtypes=("Soldier",), power=3, toughness=3)
        three = {**SOLDIER_TOKEN, "power": 3, "toughness": 3}
        d = DIVIDES[rs]
        case(rs, f"{d}-division-of-a-token-that-entered-attacking",
             "The attacking player divides the 3/3 token's damage as they choose: all 3 to the bear listed second", d,
             f"{d}, {r}: the token is attacking as blockers are declared; two bears block it. Its controller divides "
             "its 3 damage: all 3 to b1 (no damage assignment order in these rules: any division among its "
             "blockers). b1 dies, b2 is unhurt; the bears deal 4 to "
             "the token, which dies. The Vanguard is unblocked: bob 18.",
             scenario(rs, [hero2(token=three), bear("b2"), bear("b1")], [("v", "bob")],
                      [("b2", [ID]), ("b1", [ID])], assignments=[{"source": ID, "division": {"b1": 3}}]),
             k.result(k.declared([k.attacks("v"), k.own("v", "attacks"), enters(k, ID, "v", big)],
                                 [k.blocks("b2", ID), k.blocks("b1", ID), k.unblocked("v"), k.blocked(ID)]),
                      [k.regular([("v", {"bob": 2}), (ID, {"b1": 3}), ("b2", {ID: 2}), ("b1", {ID: 2})],
                                 k.hit_player("v", "bob", 2, 18) + k.hit(ID, "b1", 3, 3) + k.hit("b2", ID, 2, 2)
                                 + k.hit("b1", ID, 2, 4) + [k.dies("b1"), k.dies(ID)])],
                      {"v": attacked(2, 2), "b2": on(2, 2), "b1": GY, ID: gone(big)}, bob=(18, 0, False)))

    k = T(F2020)
    big = text(SOLDIER[F2020], ["white"], subtypes=("Soldier",), power=3, toughness=3)
    three = {**SOLDIER_TOKEN, "power": 3, "toughness": 3}
    case(F2020, "509.2-damage-assignment-order-names-a-token-that-entered-attacking",
         "The damage assignment order of the 3/3 token: b1 before b2, though b2 was listed first", "509.2",
         "509.2 (January 2020), 510.1c, 508.4: the attacking player orders the token's blockers b1, b2: 2 to b1 "
         "(lethal), then 1 to b2. b1 dies, b2 has 1 damage; the bears deal 4 to the token, which dies. The Vanguard "
         "is unblocked: bob 18.",
         scenario(F2020, [hero2(token=three), bear("b1"), bear("b2")], [("v", "bob")], [("b2", [ID]), ("b1", [ID])],
                  damage_assignment_order={ID: ["b1", "b2"]}),
         k.result(k.declared([k.attacks("v"), k.own("v", "attacks"), enters(k, ID, "v", big)],
                             [k.blocks("b2", ID), k.blocks("b1", ID), k.unblocked("v"), k.blocked(ID)]),
                  [k.regular([("v", {"bob": 2}), (ID, {"b1": 2, "b2": 1}), ("b2", {ID: 2}), ("b1", {ID: 2})],
                             k.hit_player("v", "bob", 2, 18) + k.hit(ID, "b1", 2, 2) + k.hit(ID, "b2", 1, 1)
                             + k.hit("b2", ID, 2, 2) + k.hit("b1", ID, 2, 4) + [k.dies("b1"), k.dies(ID)])],
                  {"v": attacked(2, 2), "b1": GY, "b2": on(2, 2, 1), ID: gone(big)}, bob=(18, 0, False)))

    k = T(MTG)
    body = text("Warrior Token", ["red"], subtypes=("Warrior",))
    w = "Warrior Token"
    lord = cre("lord", "alice", 1, 1, statics=[{"affects": {"other": True}, "keywords": ["mobilize:1"]}])
    case(MTG, "702.181a-mobilize-a-lord-grants-its-warrior-is-blocked-by-its-id",
         "'Other creatures you control have mobilize 1': the attacker's Warrior can be blocked by its id", "702.181a",
         "702.181a, 611.3a, 508.4: the lord gives the 2/2 mobilize 1; as it attacks, alice creates a Warrior tapped "
         "and attacking bob (the Warrior has mobilize too, but was never declared: it triggers nothing, 508.3a). "
         "Bob's bear blocks 'Warrior Token' and kills it; the 2/2 is unblocked: bob 18.",
         scenario(MTG, [cre("x", "alice", 2, 2), lord, bear()], [("x", "bob")], [("bear", [w])]),
         k.result(k.declared(k.static("x", gains="mobilize:1") + [k.attacks("x"),
                              ev("trigger", "702.181a", source="x", ability="mobilize"), enters(k, w, "x", body)]
                             + k.static(w, gains="mobilize:1"),
                             [k.blocks("bear", w), k.unblocked("x"), k.blocked(w)]),
                  [k.regular([("x", {"bob": 2}), (w, {"bear": 1}), ("bear", {w: 2})],
                             k.hit_player("x", "bob", 2, 18) + k.hit(w, "bear", 1, 1) + k.hit("bear", w, 2, 2)
                             + [k.dies(w)])],
                  {"x": attacked(2, 2), "lord": on(1, 1), "bear": on(2, 2, 1), w: gone(body)}, bob=(18, 0, False)))


def hero2(ident: str = "v", token: J | None = None) -> J:
    """A 2/2 whose attack trigger creates a 1/1 Soldier (or ``token``) tapped and attacking."""
    return cre(ident, "alice", 2, 2, triggers=[{"on": "attacks", "create": token or SOLDIER_TOKEN}])


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, battle_cry_cases, mobilize_cases, numbering_cases, refusal_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
