"""Write the golden files of attack triggers of other creatures and of attacking alone into tests/scenarios/triggers.

"Whenever another creature you control attacks, it gets +0/+1 until end of turn" (Glory Bearers-like), "Whenever a
creature you control attacks, each opponent loses 1 life and you gain 1 life", "Whenever a creature you control
attacks alone, put a +1/+1 counter on it" and "Whenever this creature attacks alone, it gets +2/+0 until end of turn".
A "whenever [a creature] attacks" ability triggers once for each creature declared as an attacker that fits it
(508.3a), never for one put onto the battlefield attacking (508.4: it never "attacked"); a creature attacks alone if
it is the only creature declared as an attacker (506.5), so of two declared attackers neither does, and a token
entering attacking later takes nothing from the lone one. The effect goes to the attacker ("it"). They trigger with
the attackers' own attack triggers and go on the stack in APNAP order, each player's in the order the player
chooses (603.3b; ``trigger_order``), by default as created: the attackers' own first, then the watchers'.

Rule numbers: 508.3a and 506.5 in the current rules and in those of January 2020; in the 2003-2009 rules the
triggers of attackers being declared are cited by their section, 308 (subrules not confirmed), until end of turn
418.3. Each case states by hand what triggers, in which order it resolves and the final board; the engine is
consulted only by ``--compare``.

    python3 tests/golden/attack_watchers.py             # (re)write the files
    python3 tests/golden/attack_watchers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.attacking_tokens import ID, attacking_token, enters, soldier, vanguard  # noqa: E402
from golden.builders import GY, J, act, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CASES, CLASSIC, ERAS, F2020, MTG, OUT, T, case, scenario  # noqa: E402

WATCH = {MTG: "508.3a", F2020: "508.3a", CLASSIC: "308"}
ALONE = {MTG: "506.5", F2020: "506.5", CLASSIC: "308"}
NINJUTSU = {MTG: ("702.49a", "702.49c"), F2020: ("702.48a", "702.48c")}
NOTES = {"another-creature-you-control-attacks": "whenever another creature you control attacks",
         "a-creature-you-control-attacks": "whenever a creature you control attacks",
         "a-creature-you-control-attacks-alone": "whenever a creature you control attacks alone",
         "attacks-alone": "whenever it attacks alone", "attacks": "whenever it attacks"}


def fired(rs: str, source: str, on_: str, target: str | None = None) -> J:
    """A trigger of ``on_`` resolving (its ``trigger`` event): an attack watcher names the attacker as ``target``."""
    rule = (ALONE if on_.endswith("alone") else WATCH)[rs]
    return ev("trigger", rule, source=source, ability="triggers", note=NOTES[on_], target=target)


def bearers(ident: str = "gb") -> J:
    """Glory Bearers-like, a 3/4: "Whenever another creature you control attacks, it gets +0/+1 until end of turn"."""
    return cre(ident, "alice", 3, 4, "Glory Bearers", triggers=[{"on": "another-creature-you-control-attacks",
                                                                 "toughness": 1}])


def lone_counter(ident: str = "kid") -> J:
    """A 1/1: "Whenever a creature you control attacks alone, put a +1/+1 counter on it"."""
    return cre(ident, "alice", 1, 1, "Lone Mentor", triggers=[{"on": "a-creature-you-control-attacks-alone",
                                                               "counters": 1}])


def ox() -> J:
    """A 2/2: "Whenever this creature attacks alone, it gets +2/+0 until end of turn"."""
    return cre("ox", "alice", 2, 2, "Lone Ox", triggers=[{"on": "attacks-alone", "power": 2}])


def watcher_cases() -> None:
    for rs in ERAS:
        k, w = T(rs), WATCH[rs]
        board = [bearers(), cre("x", "alice", 2, 2, "Bear X"), cre("y", "alice", 2, 2, "Bear Y"),
                 cre("ogre", "bob", 2, 2, "Ogre")]
        case(rs, f"{w}-another-creature-you-control-attacks-once-per-other-attacker",
             "'Whenever another creature you control attacks, it gets +0/+1': once for each other attacker, not itself",
             w, f"{w}: the Bearers and two 2/2s are declared attackers; the ability triggers once for each creature "
             "declared that is another than the Bearers: two triggers, each giving its attacker +0/+1 (2/3). The "
             "Ogre blocks X: 2 damage each way, the Ogre dies and X (2/3) survives. The Bearers (3) and Y (2) are "
             "unblocked: bob 15.",
             scenario(rs, board, [("gb", "bob"), ("x", "bob"), ("y", "bob")], [("ogre", ["x"])]),
             k.result(k.declared([k.attacks("gb"), k.attacks("x"), k.attacks("y"),
                                  fired(rs, "gb", "another-creature-you-control-attacks", "x"), k.pump("x", 0, 1),
                                  fired(rs, "gb", "another-creature-you-control-attacks", "y"), k.pump("y", 0, 1)],
                                 [k.blocks("ogre", "x"), k.unblocked("gb"), k.blocked("x"), k.unblocked("y")]),
                      [k.regular([("gb", {"bob": 3}), ("x", {"ogre": 2}), ("y", {"bob": 2}), ("ogre", {"x": 2})],
                                 k.hit_player("gb", "bob", 3, 17) + k.hit("x", "ogre", 2, 2)
                                 + k.hit_player("y", "bob", 2, 15) + k.hit("ogre", "x", 2, 2) + [k.dies("ogre")])],
                      {"gb": attacked(3, 4), "x": attacked(2, 3, 2), "y": attacked(2, 3), "ogre": GY},
                      bob=(15, 0, False)))

        vamp = cre("vamp", "alice", 2, 2, "Vampire Lord", triggers=[{"on": "a-creature-you-control-attacks",
                                                                     "opponents_lose": 1, "gain_life": 1}])
        on_ = "a-creature-you-control-attacks"
        case(rs, f"{w}-a-creature-you-control-attacks-drains-once-per-attacker-itself-included",
             "'Whenever a creature you control attacks, each opponent loses 1 life and you gain 1 life': twice", w,
             f"{w}: 'a creature you control' includes the Vampire itself: it triggers once for the Vampire and once "
             "for the Bear, both declared attackers. Each drains 1: bob 18, alice 22; then 2 and 2 unblocked: bob 14.",
             scenario(rs, [vamp, cre("bear", "alice", 2, 2, "Bear")], [("vamp", "bob"), ("bear", "bob")]),
             k.result(k.declared([k.attacks("vamp"), k.attacks("bear"),
                                  fired(rs, "vamp", on_, "vamp"), k.life("bob", -1, 19, "vamp", w),
                                  k.life("alice", 1, 21, "vamp", w),
                                  fired(rs, "vamp", on_, "bear"), k.life("bob", -1, 18, "vamp", w),
                                  k.life("alice", 1, 22, "vamp", w)],
                                 [k.unblocked("vamp"), k.unblocked("bear")]),
                      [k.regular([("vamp", {"bob": 2}), ("bear", {"bob": 2})],
                                 k.hit_player("vamp", "bob", 2, 16) + k.hit_player("bear", "bob", 2, 14))],
                      {"vamp": attacked(2, 2), "bear": attacked(2, 2)}, alice=(22, 0, False), bob=(14, 0, False)))


def filter_cases() -> None:
    """A watcher with ``watches``: "Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn"."""
    for rs in ERAS:
        k, w = T(rs), WATCH[rs]
        chief = cre("chief", "alice", 1, 1, "Minotaur Chieftain", subtypes=["Minotaur"],
                    triggers=[{"on": "a-creature-you-control-attacks", "watches": {"subtypes": ["Minotaur"]},
                               "power": 2}])
        on_ = "a-creature-you-control-attacks"
        case(rs, f"{w}-a-minotaur-you-control-attacks-only-minotaurs",
             "'Whenever a Minotaur you control attacks, it gets +2/+0': the Minotaur and the Chieftain, not the Bear",
             w, f"{w}: the Chieftain (a Minotaur itself), a Minotaur and a Bear attack; the ability triggers once for "
             "each declared attacker that is a Minotaur alice controls: the Chieftain (3/1) and the Minotaur (4/2), "
             "not the Bear. Unblocked: 3 + 4 + 2, bob 11.",
             scenario(rs, [chief, cre("mino", "alice", 2, 2, "Minotaur", subtypes=["Minotaur"]),
                           cre("bear", "alice", 2, 2, "Bear", subtypes=["Bear"])],
                      [("chief", "bob"), ("mino", "bob"), ("bear", "bob")]),
             k.result(k.declared([k.attacks("chief"), k.attacks("mino"), k.attacks("bear"),
                                  fired(rs, "chief", on_, "chief"), k.pump("chief", 2, 0),
                                  fired(rs, "chief", on_, "mino"), k.pump("mino", 2, 0)],
                                 [k.unblocked("chief"), k.unblocked("mino"), k.unblocked("bear")]),
                      [k.regular([("chief", {"bob": 3}), ("mino", {"bob": 4}), ("bear", {"bob": 2})],
                                 k.hit_player("chief", "bob", 3, 17) + k.hit_player("mino", "bob", 4, 13)
                                 + k.hit_player("bear", "bob", 2, 11))],
                      {"chief": attacked(3, 1), "mino": attacked(4, 2), "bear": attacked(2, 2)}, bob=(11, 0, False)))


def alone_cases() -> None:
    for rs in ERAS:
        k, a = T(rs), ALONE[rs]
        case(rs, f"{a}-attacks-alone-own-trigger-and-watcher",
             "The Ox attacks alone: its own 'attacks alone' +2/+0 and the Mentor's +1/+1 counter on it", a,
             f"{a}: the Ox is the only creature declared as an attacker, so it attacks alone: its own trigger and the "
             "Mentor's 'whenever a creature you control attacks alone' both trigger, alice's, resolved as created "
             "(603.3b): +2/+0 (4/2), then a +1/+1 counter (5/3). Unblocked: bob 15.",
             scenario(rs, [ox(), lone_counter()], [("ox", "bob")]),
             k.result(k.declared([k.attacks("ox"), fired(rs, "ox", "attacks-alone"), k.pump("ox", 2, 0),
                                  fired(rs, "kid", "a-creature-you-control-attacks-alone", "ox"),
                                  ev("counters", a, id="ox", kind="+1/+1", amount=1)],
                                 [k.unblocked("ox")]),
                      [k.regular([("ox", {"bob": 5})], k.hit_player("ox", "bob", 5, 15))],
                      {"ox": attacked(5, 3, counters={"+1/+1": 1}), "kid": on(1, 1)}, bob=(15, 0, False)))

        case(rs, f"{a}-two-attackers-neither-attacks-alone",
             "The Ox and a Bear attack: neither attacks alone, and nothing triggers", a,
             f"{a}: two creatures are declared as attackers, so neither is the only one: the Ox's 'attacks alone' "
             "and the Mentor's watcher do not trigger. 2 and 2 unblocked: bob 16.",
             scenario(rs, [ox(), lone_counter(), cre("bear", "alice", 2, 2, "Bear")], [("ox", "bob"), ("bear", "bob")]),
             k.result(k.declared([k.attacks("ox"), k.attacks("bear")], [k.unblocked("ox"), k.unblocked("bear")]),
                      [k.regular([("ox", {"bob": 2}), ("bear", {"bob": 2})],
                                 k.hit_player("ox", "bob", 2, 18) + k.hit_player("bear", "bob", 2, 16))],
                      {"ox": attacked(2, 2), "kid": on(1, 1), "bear": attacked(2, 2)}, bob=(16, 0, False)))

        e, w = "508.4" if rs != CLASSIC else "308", WATCH[rs]
        body = soldier(k)
        case(rs, f"{e}-token-entering-attacking-triggers-no-watcher-and-leaves-the-lone-attacker-alone",
             "The Vanguard's Soldier enters attacking: no watcher triggers for it, and the Vanguard still attacked alone",
             e, f"{e}, {w}, {a}: the Vanguard is the only creature declared as an attacker. Three triggers, alice's, "
             "as created (603.3b): its own (the Soldier token enters tapped and attacking), the Bearers' (+0/+1 on the "
             "Vanguard), the Mentor's (a +1/+1 counter on the Vanguard: it attacked alone, 506.5, whatever enters "
             "attacking later). The token was never declared: it never 'attacked' (508.4), so nothing triggers for "
             "it. Unblocked: the Vanguard 2 (2/4), the token 1: bob 17.",
             scenario(rs, [vanguard(), bearers(), lone_counter()], [("vanguard", "bob")]),
             k.result(k.declared([k.attacks("vanguard"), fired(rs, "vanguard", "attacks"),
                                  enters(k, ID, "vanguard", body),
                                  fired(rs, "gb", "another-creature-you-control-attacks", "vanguard"),
                                  k.pump("vanguard", 0, 1),
                                  fired(rs, "kid", "a-creature-you-control-attacks-alone", "vanguard"),
                                  ev("counters", a, id="vanguard", kind="+1/+1", amount=1)],
                                 [k.unblocked("vanguard"), k.unblocked(ID)]),
                      [k.regular([("vanguard", {"bob": 2}), (ID, {"bob": 1})],
                                 k.hit_player("vanguard", "bob", 2, 18) + k.hit_player(ID, "bob", 1, 17))],
                      {"vanguard": attacked(2, 4, counters={"+1/+1": 1}), "gb": on(3, 4), "kid": on(1, 1),
                       ID: attacking_token(body)}, bob=(17, 0, False)))


def order_cases() -> None:
    for rs in ERAS:
        k, w = T(rs), WATCH[rs]
        brittle = cre("brittle", "alice", 2, 2, "Brittle Berserker",
                      triggers=[{"on": "attacks", "power": 1, "toughness": -2}])
        board = [bearers(), brittle]
        own = fired(rs, "brittle", "attacks")
        watch = fired(rs, "gb", "another-creature-you-control-attacks", "brittle")
        case(rs, f"603.3b-attack-watcher-after-the-attackers-own-trigger-by-default",
             "By default the Berserker's own +1/-2 resolves first: it dies, and the Bearers' +0/+1 finds no creature",
             "603.3b",
             f"603.3b, {w}: both attack; the Berserker's own trigger and the Bearers' watcher (for the Berserker) "
             "trigger together, alice's, stacked as created: the own one resolves first, 3/0, and it dies (704.5f) "
             "before the Bearers' trigger resolves, which then does nothing (400.7). The Bearers deal 3: bob 17.",
             scenario(rs, board, [("gb", "bob"), ("brittle", "bob")]),
             k.result(k.declared([k.attacks("gb"), k.attacks("brittle"), own, k.pump("brittle", 1, -2),
                                  k.dies("brittle", "zero-toughness"), watch],
                                 [k.unblocked("gb")]),
                      [k.regular([("gb", {"bob": 3})], k.hit_player("gb", "bob", 3, 17))],
                      {"gb": attacked(3, 4), "brittle": GY}, bob=(17, 0, False)))
        case(rs, f"603.3b-attack-watcher-ordered-first-with-trigger-order",
             "Alice orders the Bearers' trigger first: +0/+1, then +1/-2, and the 3/1 Berserker survives", "603.3b",
             f"603.3b, {w}: alice puts her triggers on the stack in the order she chooses; trigger_order names the "
             "Bearers' first: the Berserker 2/3, then its own +1/-2: 3/1. Both unblocked: 3 and 3, bob 14.",
             scenario(rs, board, [("gb", "bob"), ("brittle", "bob")],
                      trigger_order=[{"source": "gb", "ability": "triggers"}]),
             k.result(k.declared([k.attacks("gb"), k.attacks("brittle"), watch, k.pump("brittle", 0, 1), own,
                                  k.pump("brittle", 1, -2)],
                                 [k.unblocked("gb"), k.unblocked("brittle")]),
                      [k.regular([("gb", {"bob": 3}), ("brittle", {"bob": 3})],
                                 k.hit_player("gb", "bob", 3, 17) + k.hit_player("brittle", "bob", 3, 14))],
                      {"gb": attacked(3, 4), "brittle": attacked(3, 1)}, bob=(14, 0, False)))


def count_cases() -> None:
    """"It gets +1/+0 until end of turn for each other attacking Aurochs" (``for_each_attacker``), counted as the
    trigger resolves (608.2h)."""
    for rs in ERAS:
        k, w = T(rs), WATCH[rs]

        def aurochs(ident: str) -> J:
            return cre(ident, "alice", 2, 3, "Aurochs", subtypes=["Aurochs"],
                       triggers=[{"on": "attacks", "power": 1, "for_each_attacker": {"subtypes": ["Aurochs"]}}])
        case(rs, f"608.2h-for-each-other-attacking-aurochs",
             "Two Aurochs and a Bear attack: each Aurochs counts the other one, not itself nor the Bear: +1/+0 each",
             "608.2h", f"{w}, 608.2h: each Aurochs' trigger counts, as it resolves, the other attacking Aurochs: one. "
             "Each becomes 3/3; the Bear is no Aurochs. Unblocked: 3 + 3 + 2, bob 12.",
             scenario(rs, [aurochs("a1"), aurochs("a2"), cre("bear", "alice", 2, 2, "Bear", subtypes=["Bear"])],
                      [("a1", "bob"), ("a2", "bob"), ("bear", "bob")]),
             k.result(k.declared([k.attacks("a1"), k.attacks("a2"), k.attacks("bear"),
                                  fired(rs, "a1", "attacks"), k.pump("a1", 1, 0),
                                  fired(rs, "a2", "attacks"), k.pump("a2", 1, 0)],
                                 [k.unblocked("a1"), k.unblocked("a2"), k.unblocked("bear")]),
                      [k.regular([("a1", {"bob": 3}), ("a2", {"bob": 3}), ("bear", {"bob": 2})],
                                 k.hit_player("a1", "bob", 3, 17) + k.hit_player("a2", "bob", 3, 14)
                                 + k.hit_player("bear", "bob", 2, 12))],
                      {"a1": attacked(3, 3), "a2": attacked(3, 3), "bear": attacked(2, 2)}, bob=(12, 0, False)))

        rager = cre("rager", "alice", 2, 2, "Pack Rager", triggers=[{"on": "attacks", "power": 1,
                                                                     "for_each_attacker": {}}])
        body = soldier(k)
        case(rs, f"608.2h-for-each-other-attacking-creature-counts-a-token-entering-attacking",
             "'+1/+0 for each other attacking creature' resolves after the Soldier token entered attacking: +2/+0",
             "608.2h", f"608.2h, 508.4, {w}: the Vanguard's trigger resolves first (as created, 603.3b) and the "
             "Soldier enters attacking; then the Rager's counts the other creatures attacking now: the Vanguard and the "
             "token (attacking, though it never attacked): +2/+0, a 4/2. Unblocked: 1 + 4 + 1, bob 14.",
             scenario(rs, [vanguard(), rager], [("vanguard", "bob"), ("rager", "bob")]),
             k.result(k.declared([k.attacks("vanguard"), k.attacks("rager"), fired(rs, "vanguard", "attacks"),
                                  enters(k, ID, "vanguard", body), fired(rs, "rager", "attacks"),
                                  k.pump("rager", 2, 0)],
                                 [k.unblocked("vanguard"), k.unblocked("rager"), k.unblocked(ID)]),
                      [k.regular([("vanguard", {"bob": 1}), ("rager", {"bob": 4}), (ID, {"bob": 1})],
                                 k.hit_player("vanguard", "bob", 1, 19) + k.hit_player("rager", "bob", 4, 15)
                                 + k.hit_player(ID, "bob", 1, 14))],
                      {"vanguard": attacked(1, 2), "rager": attacked(4, 2), ID: attacking_token(body)},
                      bob=(14, 0, False)))


def ninjutsu_cases() -> None:
    for rs in (MTG, F2020):
        k = T(rs)
        back, enters_ = NINJUTSU[rs]
        case(rs, "508.4-ninja-entering-attacking-triggers-no-attack-watcher",
             "A ninja put onto the battlefield attacking: the Bearers' watcher triggered for the Rogue only", "508.4",
             f"508.4, {WATCH[rs]}, {enters_}: the Rogue is declared and the Bearers' trigger gives it +0/+1. After "
             "blockers, ninjutsu returns it and puts the 2/2 ninja onto the battlefield attacking: it never "
             "'attacked', nothing triggers. The ninja deals 2: bob 18.",
             scenario(rs, [bearers(), cre("rogue", "alice", 1, 1, "Faerie Rogue"),
                           cre("ninja", "alice", 2, 2, zone="hand", keywords=["ninjutsu"])],
                      [("rogue", "bob")],
                      actions=[act("after-blocks", "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
             k.result(k.declared([k.attacks("rogue"), fired(rs, "gb", "another-creature-you-control-attacks", "rogue"),
                                  k.pump("rogue", 0, 1)],
                                 [k.unblocked("rogue"), ev("leaves", back, id="rogue", to="hand", reason="ninjutsu"),
                                  ev("enters", enters_, id="ninja", tapped=True, attacking="bob", blocked=False)]),
                      [k.regular([("ninja", {"bob": 2})], k.hit_player("ninja", "bob", 2, 18))],
                      {"gb": on(3, 4), "rogue": {"zone": "hand"}, "ninja": attacked(2, 2)}, bob=(18, 0, False)))


def refusal_cases() -> None:
    watcher = cre("gb", "alice", 3, 4, triggers=[{"on": "another-creature-you-control-attacks",
                                                  "target": {"what": "creature", "tap": True}}])
    case(MTG, "508.3a-attack-watcher-with-a-target-refused",
         "An attack watcher changes the attacker or the players' life: a 'target' is refused", "508.3a",
         "508.3a: the engine reads 'whenever another creature you control attacks' only as changing that attacker "
         "or the players' life; a target with it is refused, not ignored.",
         scenario(MTG, [watcher, cre("bear", "alice", 2, 2)], [("bear", "bob")]),
         refused("invalid-scenario", "508.3a", "$.permanents[0].triggers[0].target"))


EXALTED = {MTG: "702.83a", F2020: "702.82a", CLASSIC: "502"}
PERSIST = {MTG: "702.79a", F2020: "702.78a", CLASSIC: "502"}
NONCOMBAT = {MTG: ("120.2", "120.3e"), F2020: ("119.2", "119.3e"), CLASSIC: ("G4.1", "G4.1d")}


def exalted_cases() -> None:
    """Exalted and an "attacks alone" watcher when the lone attacker has left and returned before they resolve."""
    for rs in ERAS:
        k, a = T(rs), ALONE[rs]
        dealt, marked = NONCOMBAT[rs]
        kith = cre("kith", "alice", 2, 2, "Kithkin Returner", keywords=["persist"],
                   triggers=[{"on": "attacks", "target": {"what": "any", "damage": 2}}])
        case(rs, f"400.7-exalted-and-attacks-alone-watcher-miss-the-lone-attacker-returned-by-persist",
             "The lone attacker dies to its own trigger and persist returns it: exalted and the Mentor give nothing",
             "400.7",
             f"{EXALTED[rs]}, {a}, 400.7: the Kithkin attacks alone; exalted, the Mentor's 'attacks alone' watcher and "
             "its own 'deals 2 damage to any target' (aimed at itself) trigger, alice's; trigger_order puts its own "
             "first: it dies (704.5g) and persist returns it with a -1/-1 counter, a new object that is not attacking "
             "(400.7, 506.4). Exalted ('that creature gets +1/+1') and the Mentor's counter ('on it') then find no "
             "such creature and do nothing: the Kithkin stays 1/1. Nothing attacks: bob 20.",
             scenario(rs, [cre("ex", "alice", 1, 1, "Exalted Squire", keywords=["exalted"]), lone_counter(), kith],
                      [("kith", "bob")], trigger_targets=[{"source": "kith", "target": "kith"}],
                      trigger_order=[{"source": "kith", "ability": "triggers"}]),
             k.result(k.declared([k.attacks("kith"), fired(rs, "kith", "attacks", "kith"),
                                  ev("damage", dealt, source="kith", target="kith", amount=2, combat=False),
                                  ev("marked", marked, id="kith", amount=2, damage=2), k.dies("kith"),
                                  ev("trigger", PERSIST[rs], source="kith", ability="persist"),
                                  ev("returns", PERSIST[rs], id="kith", counters={"-1/-1": 1}),
                                  ev("trigger", EXALTED[rs], source="ex", ability="exalted", target="kith"),
                                  fired(rs, "kid", "a-creature-you-control-attacks-alone", "kith")],
                                 []),
                      [k.regular([], [])],
                      {"ex": on(1, 1), "kid": on(1, 1), "kith": on(1, 1, counters={"-1/-1": 1})}))


def printed_aurochs(ident: str, name: str, power: int, toughness: int) -> J:
    """The card as printed, written out (the replay of the golden files reads no card index): a green Aurochs with
    trample and "Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Aurochs";
    ``python -m pyengine card NAME`` gives the same permanent (tests/test_cards_triggers.py)."""
    return cre(ident, "alice", power, toughness, name, colors=["green"], keywords=["trample"], subtypes=["Aurochs"],
               triggers=[{"on": "attacks", "power": 1, "toughness": 0, "for_each_attacker": {"subtypes": ["Aurochs"]}}])


def card_cases() -> None:
    """The real Aurochs and Aurochs Herd: the card Aurochs' "for each other attacking Aurochs" counts the creature
    type, not the card (the classifier once read the name there as the card's own)."""
    for rs in ERAS:
        k, w = T(rs), WATCH[rs]
        case(rs, f"608.2h-the-cards-aurochs-and-aurochs-herd-count-each-other",
             "Aurochs and Aurochs Herd attack: each gets +1/+0 for the other attacking Aurochs", "608.2h",
             f"{w}, 608.2h: both cards read 'Whenever this creature attacks, it gets +1/+0 until end of turn for each "
             "other attacking Aurochs'; each trigger counts, as it resolves, the one other attacking Aurochs: Aurochs "
             "3/3, Aurochs Herd 5/4. The Bear is no Aurochs. Unblocked: 3 + 5 + 2, bob 10.",
             scenario(rs, [printed_aurochs("au", "Aurochs", 2, 3), printed_aurochs("herd", "Aurochs Herd", 4, 4),
                           cre("bear", "alice", 2, 2, "Bear", subtypes=["Bear"])],
                      [("au", "bob"), ("herd", "bob"), ("bear", "bob")]),
             k.result(k.declared([k.attacks("au"), k.attacks("herd"), k.attacks("bear"),
                                  fired(rs, "au", "attacks"), k.pump("au", 1, 0),
                                  fired(rs, "herd", "attacks"), k.pump("herd", 1, 0)],
                                 [k.unblocked("au"), k.unblocked("herd"), k.unblocked("bear")]),
                      [k.regular([("au", {"bob": 3}), ("herd", {"bob": 5}), ("bear", {"bob": 2})],
                                 k.hit_player("au", "bob", 3, 17) + k.hit_player("herd", "bob", 5, 12)
                                 + k.hit_player("bear", "bob", 2, 10))],
                      {"au": attacked(3, 3), "herd": attacked(5, 4), "bear": attacked(2, 2)}, bob=(10, 0, False)))


def build() -> list[J]:
    CASES.clear()
    for builder in (watcher_cases, filter_cases, alone_cases, order_cases, count_cases, ninjutsu_cases, refusal_cases,
                    exalted_cases, card_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
