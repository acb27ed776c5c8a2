"""Write tests/options/*.json: boards with the parts of their ``options`` answer worked out by hand.

Every expectation below is stated from the rules (each case's ``source`` says which); this script only
spells them in the answer's shapes and never asks the engine. tests/test_options.py compares the engine's
answer with them, key by key, without the ``message`` texts.

    python3 tests/options/generate.py
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).absolute().parent
A, B = "alice", "bob"
PLAYERS = [{"id": A, "life": 20}, {"id": B, "life": 20}]


def c(ident, controller, power, toughness, *keywords, **fields):
    out = {"id": ident, "controller": controller, "power": power, "toughness": toughness}
    if keywords:
        out["keywords"] = list(keywords)
    out.update(fields)
    return out


def refusal(code, rule):
    return {"code": code, "rule": rule}


def write(name, title, rule, source, scenario, expect):
    # No case but "mtg-divisions-given" gives a division: the one used is the automatic one.
    for offer in expect.get("divisions") or []:
        offer.setdefault("division", dict(offer["automatic"]))
    case = {"title": title, "rule": rule, "source": source, "scenario": scenario, "expect": expect}
    (OUT / f"{name}.json").write_text(json.dumps(case, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


# 1. Who may attack, and whom (mtg).
write(
    "mtg-attacks", "Who may attack and whom: tapped, summoning-sick, defender; own planeswalker, battles", "508.1",
    "CR 508.1a (untapped creatures the active player controls), 302.6 (summoning sickness, haste 702.10), "
    "702.3b (defender), 508.1b (a player, a planeswalker or battle: not the active player, not their own "
    "planeswalker), 310.8b (not a battle it protects). bob's planeswalker and the battle bob protects may be "
    "attacked; alice, alice's planeswalker and the battle alice protects may not.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("bear", A, 2, 2),
        c("tired", A, 2, 2, tapped=True),
        c("new", A, 2, 2, sick=True),
        c("quick", A, 2, 2, "haste", sick=True),
        c("wall", A, 0, 4, "defender"),
        {"id": "own-pw", "controller": A, "types": ["planeswalker"], "loyalty": 3},
        {"id": "their-pw", "controller": B, "types": ["planeswalker"], "loyalty": 3},
        {"id": "bobs-battle", "controller": A, "types": ["battle"], "defense": 3, "protector": B},
        {"id": "alices-battle", "controller": B, "types": ["battle"], "defense": 3, "protector": A},
        c("blocker", B, 1, 1),
    ]},
    {"next": "attacks", "attacks": [
        {"id": "bear", "can_attack": True, "refusal": None, "targets": [B, "their-pw", "bobs-battle"],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")},
                             {"id": "own-pw", **refusal("illegal-attack", "508.1b")},
                             {"id": "alices-battle", **refusal("illegal-attack", "310.8b")}]},
        {"id": "tired", "can_attack": False, "refusal": refusal("illegal-attack", "508.1a"), "targets": [],
         "refused_targets": []},
        {"id": "new", "can_attack": False, "refusal": refusal("illegal-attack", "302.6"), "targets": [],
         "refused_targets": []},
        {"id": "quick", "can_attack": True, "refusal": None, "targets": [B, "their-pw", "bobs-battle"],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")},
                             {"id": "own-pw", **refusal("illegal-attack", "508.1b")},
                             {"id": "alices-battle", **refusal("illegal-attack", "310.8b")}]},
        {"id": "wall", "can_attack": False, "refusal": refusal("illegal-attack", "702.3b"), "targets": [],
         "refused_targets": []},
    ], "blocks": None, "divisions": None, "problems": []},
)

# 2. Who may block what (mtg).
write(
    "mtg-blocks", "Who may block what: flying and reach, menace, tapped, extra blocks, provoke's requirement",
    "509.1",
    "CR 509.1a (untapped creatures of the defending player; one attacker each unless an effect allows more), "
    "702.9b (flying: only flying or reach blocks it), 702.111b (menace: two or more blockers), 509.1c and "
    "702.39a (provoke: the provoked creature must block the provoker if able; its untap trigger resolves "
    "before blocks, so the tapped 'sleepy' untaps and must block 'taunter'). With no blocks declared yet, the "
    "board as it stands breaks that requirement, so 509.1c is listed under problems.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("bird", A, 1, 1, "flying"),
        c("brute", A, 3, 3, "menace"),
        c("taunter", A, 2, 2, "provoke"),
        c("spider", B, 1, 3, "reach"),
        c("bear", B, 2, 2),
        c("tired", B, 2, 2, tapped=True),
        c("sleepy", B, 1, 1, tapped=True),
        c("hydra", B, 4, 4, "extra_blocks:1"),
    ], "attackers": [{"id": "bird", "target": B}, {"id": "brute", "target": B},
                     {"id": "taunter", "target": B, "provoke": "sleepy"}]},
    {"next": "blocks", "blocks": {
        "attackers": [{"id": "bird", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "brute", "target": B, "min_blockers": 2, "min_rule": "702.111b", "max_blockers": None, "max_rule": None},
                      {"id": "taunter", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None}],
        "blockers": [
            {"id": "spider", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["bird", "brute", "taunter"], "refused": [], "must": []},
            {"id": "bear", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["brute", "taunter"], "refused": [{"attacker": "bird", **refusal("illegal-block", "702.9b")}],
             "must": []},
            {"id": "tired", "can_block": False, "refusal": refusal("illegal-block", "509.1a"), "max": 0,
             "max_rule": None, "attackers": [], "refused": [], "must": []},
            {"id": "sleepy", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["brute", "taunter"], "refused": [{"attacker": "bird", **refusal("illegal-block", "702.9b")}],
             "must": [{"attackers": ["taunter"], "count": 1, "rule": "509.1c"}]},
            {"id": "hydra", "can_block": True, "refusal": None, "max": 2, "max_rule": "509.1a",
             "attackers": ["brute", "taunter"], "refused": [{"attacker": "bird", **refusal("illegal-block", "702.9b")}],
             "must": []},
        ],
        # 509.1c: the one requirement, obeyed by sleepy blocking taunter and no other block.
        "requirements": [{"kind": "provoke", "blocker": "sleepy", "attacker": "taunter", "player": B,
                          "rule": "509.1c"}],
        "most_requirements": 1, "most_by_player": {B: 1}, "obeying_most": {"sleepy": ["taunter"]}}, "divisions": None,
     "problems": [{"code": "illegal-block", "path": "$.blockers", "rule": "509.1c"}]},
)

# 3. Trample over planeswalkers, marked damage (mtg).
write(
    "mtg-divisions-trample-over-planeswalkers",
    "Trample over planeswalkers: lethal counts marked damage; past the blocker to the planeswalker, then its controller",
    "702.19c",
    "CR 702.19b (lethal damage to each blocker first, counting damage already marked: the 3/3 with 2 marked needs 1), "
    "702.19c (beyond the planeswalker's loyalty, 4, the rest may go to its controller), 510.1d (the blocker "
    "assigns its 3 to the attacker). Automatic: 1 to the blocker, 4 to the planeswalker, 2 to bob.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("wurm", A, 7, 7, "trample_over_planeswalkers"),
        {"id": "jace", "controller": B, "types": ["planeswalker"], "loyalty": 4},
        c("guard", B, 3, 3, damage=2),
    ], "attackers": [{"id": "wurm", "target": "jace"}], "blockers": [{"id": "guard", "blocks": ["wurm"]}]},
    {"next": "divisions", "divisions": [
        {"source": "wurm", "step": "regular", "chooser": A, "power": 7, "assigns": True, "refusal": None,
         "kind": "blocked",
         "recipients": [{"id": "guard", "kind": "creature", "lethal": 1},
                        {"id": "jace", "kind": "planeswalker", "lethal": 4},
                        {"id": B, "kind": "player", "lethal": None}],
         "past": {"to": ["jace", B], "rule": "702.19b", "all_or_none": False, "over_planeswalker_rule": "702.19c"},
         "order": None, "automatic": {"guard": 1, "jace": 4, B: 2}},
        {"source": "guard", "step": "regular", "chooser": B, "power": 3, "assigns": True, "refusal": None,
         "kind": "blocker", "recipients": [{"id": "wurm", "kind": "creature", "lethal": 7}],
         "past": None, "order": None, "automatic": {"wurm": 3}},
    ], "problems": []},
)

# 4. Deathtouch and first strike: two steps (mtg).
write(
    "mtg-divisions-deathtouch-first-strike",
    "Deathtouch makes 1 lethal; a first striker's blocker that died divides nothing in the regular step",
    "702.2c",
    "CR 702.2c (1 damage from a deathtouch source is lethal for trample), 702.19b, 510.4 (first-strike step), "
    "702.7b. The 3/3 first-striking deathtouch trampler assigns 1 to each 2/2 and 1 to bob; both die before the "
    "regular step, where nothing is left to divide: the attacker already dealt its damage (no double strike) "
    "and the blockers are gone, so no division is offered there.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("viper", A, 3, 3, "deathtouch", "trample", "first_strike"),
        c("x", B, 2, 2), c("y", B, 2, 2),
    ], "attackers": [{"id": "viper", "target": B}], "blockers": [{"id": "x", "blocks": ["viper"]},
                                                               {"id": "y", "blocks": ["viper"]}]},
    {"next": "divisions", "divisions": [
        {"source": "viper", "step": "first-strike", "chooser": A, "power": 3, "assigns": True, "refusal": None,
         "kind": "blocked",
         "recipients": [{"id": "x", "kind": "creature", "lethal": 1}, {"id": "y", "kind": "creature", "lethal": 1},
                        {"id": B, "kind": "player", "lethal": None}],
         "past": {"to": [B], "rule": "702.19b", "all_or_none": False, "over_planeswalker_rule": None},
         "order": None, "automatic": {"x": 1, "y": 1, B: 1}},
    ], "problems": []},
)

# 5. The damage assignment order (mtg-2020).
write(
    "mtg-2020-divisions-order",
    "January 2020: the damage assignment order, lethal to each before the next; a 0-power blocker divides nothing",
    "510.1c",
    "CR (Jan 2020) 509.2 (the attacker's controller orders its blockers: big, then small), 510.1c (a creature in "
    "the order may be assigned damage only once each before it has lethal), 510.1a (a creature with 0 power "
    "assigns no combat damage). Automatic: lethal to big (4), the last 1 to small.",
    {"ruleset": "mtg-2020", "players": PLAYERS, "active_player": A, "permanents": [
        c("ogre", A, 5, 5), c("small", B, 0, 1), c("big", B, 2, 4),
    ], "attackers": [{"id": "ogre", "target": B}],
        "blockers": [{"id": "small", "blocks": ["ogre"]}, {"id": "big", "blocks": ["ogre"]}],
        "damage_assignment_order": {"ogre": ["big", "small"]}},
    {"next": "divisions", "divisions": [
        {"source": "ogre", "step": "regular", "chooser": A, "power": 5, "assigns": True, "refusal": None,
         "kind": "blocked",
         "recipients": [{"id": "big", "kind": "creature", "lethal": 4}, {"id": "small", "kind": "creature", "lethal": 1}],
         "past": None, "order": {"ids": ["big", "small"], "rule": "510.1c"}, "automatic": {"big": 4, "small": 1}},
        {"source": "small", "step": "regular", "chooser": B, "power": 0, "assigns": False,
         "refusal": refusal("illegal-assignment", "510.1a"), "kind": "blocker", "recipients": [], "past": None, "order": None,
         "automatic": {}},
        {"source": "big", "step": "regular", "chooser": B, "power": 2, "assigns": True, "refusal": None,
         "kind": "blocker", "recipients": [{"id": "ogre", "kind": "creature", "lethal": 5}],
         "past": None, "order": None, "automatic": {"ogre": 2}},
    ], "problems": []},
)

# 6. Classic: deathtouch doesn't make 1 lethal; damage on the stack.
write(
    "mtg-classic-divisions-deathtouch-not-lethal",
    "Classic rules: deathtouch was a trigger, so trample needs the blocker's full toughness",
    "502.9b",
    "Classic rules (2003-2009): 502.9b (trample: lethal damage to every blocker first; lethal is toughness less "
    "damage), 502.63 (deathtouch a triggered ability: it doesn't make 1 damage lethal). The 4/4 deathtouch "
    "trampler must assign 3 to the 3/3 before 1 can go to bob.",
    {"ruleset": "mtg-classic", "players": PLAYERS, "active_player": A, "permanents": [
        c("snake", A, 4, 4, "deathtouch", "trample"), c("wall", B, 0, 3),
    ], "attackers": [{"id": "snake", "target": B}], "blockers": [{"id": "wall", "blocks": ["snake"]}]},
    {"next": "divisions", "divisions": [
        {"source": "snake", "step": "regular", "chooser": A, "power": 4, "assigns": True, "refusal": None,
         "kind": "blocked",
         "recipients": [{"id": "wall", "kind": "creature", "lethal": 3}, {"id": B, "kind": "player", "lethal": None}],
         "past": {"to": [B], "rule": "502.9b", "all_or_none": False, "over_planeswalker_rule": None},
         "order": None, "automatic": {"wall": 3, B: 1}},
        {"source": "wall", "step": "regular", "chooser": B, "power": 0, "assigns": False,
         "refusal": refusal("illegal-assignment", "310.2a"), "kind": "blocker", "recipients": [], "past": None, "order": None,
         "automatic": {}},
    ], "problems": []},
)

# 7. Puzzle Quest: the game decides.
write(
    "puzzle-quest-no-decisions", "Puzzle Quest: the game attacks, blocks and divides; no choice is offered",
    "PQ Combat Basics: Attacking",
    "mtgpq wiki, Combat Basics: every able creature attacks in slot order and the first eligible defender "
    "blocks; players make no combat choice.",
    {"ruleset": "puzzle-quest", "players": PLAYERS, "active_player": A, "permanents": [
        c("knight", A, 3, 3), c("wall", B, 0, 4, "defender")]},
    {"next": None, "attacks": [], "blocks": None, "divisions": None, "problems": []},
)

# 8. Riftbound: each player divides a pool.
write(
    "riftbound-pools", "Riftbound: each player divides its summed Might; Tank first, 'assigned last' last",
    "439.1.d",
    "Riftbound Core Rules 439.1.b-d: alice's pool is 3 + 2 = 5, bob's 2 + 4 (Shield 1 while defending: 3 + 1) "
    "+ 1 = 7; lethal is Might less marked damage (the tank's 2 marked on Might 3 leaves 1); 439.1.d.5 and 731: "
    "Tank units first, units assigned last last; 439.1.d.9: a unit that can't be dealt damage is skipped. "
    "Automatic: alice gives the tank 1, the shield unit 4 (Might 3 + Shield 1), the rest (0) nothing; bob gives "
    "3 to 'big', then 2 to 'last' and the remaining 2 on 'last' too.",
    {"ruleset": "riftbound", "players": [{"id": A}, {"id": B}], "active_player": A, "permanents": [
        {"id": "big", "controller": A, "might": 3},
        {"id": "last", "controller": A, "might": 2, "keywords": ["assigned_last"]},
        {"id": "ghost", "controller": A, "might": 0, "keywords": ["cant_be_damaged"]},
        {"id": "shieldy", "controller": B, "might": 3, "keywords": ["shield:1"]},
        {"id": "tank", "controller": B, "might": 3, "damage": 2, "keywords": ["tank"]},
    ]},
    {"next": "divisions", "attacks": [], "blocks": None, "divisions": [
        {"source": A, "step": "combat damage", "chooser": A, "power": 5, "assigns": True, "refusal": None,
         "kind": "pool", "recipients": [
             {"id": "shieldy", "kind": "unit", "lethal": 4, "priority": ["normal"], "can_be_damaged": True},
             {"id": "tank", "kind": "unit", "lethal": 1, "priority": ["first"], "can_be_damaged": True}],
         "past": None, "order": None,
         "rules": {"lethal_first": "439.1.d.3", "excess_on_last": "439.1.d.4", "priority": "439.1.d.5",
                   "cant_be_damaged": "439.1.d.9"},
         "automatic": {"tank": 1, "shieldy": 4}},
        {"source": B, "step": "combat damage", "chooser": B, "power": 7, "assigns": True, "refusal": None,
         "kind": "pool", "recipients": [
             {"id": "big", "kind": "unit", "lethal": 3, "priority": ["normal"], "can_be_damaged": True},
             {"id": "last", "kind": "unit", "lethal": 2, "priority": ["last"], "can_be_damaged": True},
             {"id": "ghost", "kind": "unit", "lethal": None, "priority": ["normal"], "can_be_damaged": False}],
         "past": None, "order": None,
         "rules": {"lethal_first": "439.1.d.3", "excess_on_last": "439.1.d.4", "priority": "439.1.d.5",
                   "cant_be_damaged": "439.1.d.9"},
         "automatic": {"big": 3, "last": 4}},
    ], "problems": []},
)

# 9. The order of simultaneous triggers (mtg).
write(
    "mtg-triggers", "Each player's simultaneous triggers: theirs to order (trigger_order)", "603.3b",
    "CR 603.3b: a player puts their triggers that triggered at once on the stack in any order they choose; "
    "101.4 (APNAP) orders the players. As attackers are declared alice's 'm' has two triggers, battle cry and "
    "mentor (listed in the engine's default order: battle cry first); as blockers are declared bob's two "
    "blockers' bushido trigger. A single trigger (or copies of one) has no order to choose.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("m", A, 2, 2, "mentor", "battle_cry"), c("p", A, 1, 1),
        c("s1", B, 1, 1, "bushido:1"), c("s2", B, 1, 1, "bushido:1"),
    ], "attackers": [{"id": "m", "target": B}, {"id": "p", "target": B}],
        "blockers": [{"id": "s1", "blocks": ["m"]}, {"id": "s2", "blocks": ["p"]}]},
    {"next": "divisions", "triggers": [
        {"moment": "declare-attackers", "player": A, "rule": "603.3b",
         "triggers": [{"source": "m", "ability": "battle_cry"}, {"source": "m", "ability": "mentor"}]},
        {"moment": "declare-blockers", "player": B, "rule": "603.3b",
         "triggers": [{"source": "s1", "ability": "bushido"}, {"source": "s2", "ability": "bushido"}]},
    ], "problems": []},
)

# 9b. One ability's instances for different creatures: each its own entry, with "for" (mtg).
write(
    "mtg-triggers-instances", "One ability triggering for each of two blockers: each instance is offered (for)",
    "603.3b",
    "CR 509.3d: 'whenever this creature becomes blocked by a creature' triggers once for each creature blocking "
    "it, each instance for its blocker; 603.3b: alice orders all her triggers of the moment, those instances too. "
    "Her knight's flanking triggers once, for its one blocker: one entry without 'for'. Engine order: the "
    "keywords first, then own triggers, a permanent's instances in block order.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("asp", A, 2, 2, triggers=[{"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}]),
        c("knight", A, 2, 2, "flanking"),
        c("s1", B, 1, 3), c("s2", B, 1, 3), c("s3", B, 1, 3),
    ], "attackers": [{"id": "asp", "target": B}, {"id": "knight", "target": B}],
        "blockers": [{"id": "s1", "blocks": ["asp"]}, {"id": "s2", "blocks": ["asp"]},
                     {"id": "s3", "blocks": ["knight"]}]},
    {"next": "divisions", "triggers": [
        {"moment": "declare-blockers", "player": A, "rule": "603.3b",
         "triggers": [{"source": "knight", "ability": "flanking"},
                      {"source": "asp", "ability": "triggers", "for": "s1"},
                      {"source": "asp", "ability": "triggers", "for": "s2"}]},
    ], "problems": []},
)

# 10. Nothing to divide (mtg).
write(
    "mtg-divisions-nothing-left-to-divide",
    "A blocked attacker whose blocker left, and one whose planeswalker left, divide nothing", "510.1c",
    "CR 506.4c (an attacker whose planeswalker left combat stays attacking but deals no combat damage), 510.1c "
    "(a blocked creature with no creature blocking it any more assigns no combat damage, without trample). Both "
    "removals happen after blocks; a division given for either is refused with that rule.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("a1", A, 2, 2), c("a2", A, 3, 3),
        {"id": "jace", "controller": B, "types": ["planeswalker"], "loyalty": 3}, c("w", B, 1, 1),
    ], "attackers": [{"id": "a1", "target": "jace"}, {"id": "a2", "target": B}],
        "blockers": [{"id": "w", "blocks": ["a2"]}],
        "actions": [{"at": "after-blocks", "do": "remove", "target": "jace"},
                    {"at": "after-blocks", "do": "remove", "target": "w"}]},
    {"next": "divisions", "divisions": [
        {"source": "a1", "step": "regular", "chooser": A, "power": 2, "assigns": False,
         "refusal": refusal("illegal-assignment", "506.4c"), "kind": "none", "recipients": [], "past": None,
         "order": None, "automatic": {}},
        {"source": "a2", "step": "regular", "chooser": A, "power": 3, "assigns": False,
         "refusal": refusal("illegal-assignment", "510.1c"), "kind": "none", "recipients": [], "past": None,
         "order": None, "automatic": {}},
    ], "problems": []},
)

# 11. A given division is the one used (mtg).
write(
    "mtg-divisions-given", "The scenario's own division is the one used; the automatic one is still offered",
    "702.19c",
    "CR 702.19b-c: the 7/7 with trample over planeswalkers may assign 3 to the blocker (more than its lethal 1) "
    "and 4 to the planeswalker, none to bob: legal, and used; the automatic division would be 1, 4 and 2.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("wurm", A, 7, 7, "trample_over_planeswalkers"),
        {"id": "jace", "controller": B, "types": ["planeswalker"], "loyalty": 4},
        c("guard", B, 3, 3, damage=2),
    ], "attackers": [{"id": "wurm", "target": "jace"}], "blockers": [{"id": "guard", "blocks": ["wurm"]}],
        "assignments": [{"source": "wurm", "division": {"guard": 3, "jace": 4}}]},
    {"divisions": [
        {"source": "wurm", "step": "regular", "chooser": A, "power": 7, "assigns": True, "refusal": None,
         "kind": "blocked",
         "recipients": [{"id": "guard", "kind": "creature", "lethal": 1},
                        {"id": "jace", "kind": "planeswalker", "lethal": 4},
                        {"id": B, "kind": "player", "lethal": None}],
         "past": {"to": ["jace", B], "rule": "702.19b", "all_or_none": False, "over_planeswalker_rule": "702.19c"},
         "order": None, "automatic": {"guard": 1, "jace": 4, B: 2}, "division": {"guard": 3, "jace": 4}},
        {"source": "guard", "step": "regular", "chooser": B, "power": 3, "assigns": True, "refusal": None,
         "kind": "blocker", "recipients": [{"id": "wurm", "kind": "creature", "lethal": 7}],
         "past": None, "order": None, "automatic": {"wurm": 3}},
    ], "problems": []},
)

# 12. Provoke and menace: current rules against the classic rules' 500.5.
for rs, menace_rule, count_rule, must, requirements, problems, divisions in (
    ("mtg", "702.111b", "509.1a", [{"attackers": ["taunter"], "count": 1, "rule": "509.1c"}],
     [{"kind": "provoke", "blocker": "x", "attacker": "taunter", "player": B, "rule": "509.1c"}],
     [{"code": "illegal-block", "path": "$.blockers", "rule": "509.1c"}], None),
    ("mtg-classic", "309.2", "309.2", [], [], [], [
        {"source": "taunter", "step": "regular", "chooser": A, "power": 2, "assigns": True, "refusal": None,
         "kind": "unblocked", "recipients": [{"id": B, "kind": "player", "lethal": None}],
         "past": {"to": [B], "rule": "310.2b", "all_or_none": False, "over_planeswalker_rule": None},
         "order": None, "automatic": {B: 2}}]),
):
    write(
        f"{rs}-blocks-provoke-with-menace",
        f"Provoke on a creature with menace: a requirement to block it {'stands' if rs == 'mtg' else 'falls'} "
        f"({rs})", "509.1c" if rs == "mtg" else "309.2",
        "CR 509.1c (current): a requirement counts as obeyable when other creatures could join the block to meet "
        "menace's restriction, so x must block the provoker (y could block too). Classic rules 500.5 (1999-2009): "
        "options that need another creature to block are not considered, so under mtg-classic x has no "
        "requirement and leaving it out of any block is legal.",
        {"ruleset": rs, "players": PLAYERS, "active_player": A, "permanents": [
            c("taunter", A, 2, 2, "provoke", "menace"), c("x", B, 1, 1), c("y", B, 1, 1),
        ], "attackers": [{"id": "taunter", "target": B, "provoke": "x"}]},
        {"next": "blocks", "blocks": {
            "attackers": [{"id": "taunter", "target": B, "min_blockers": 2, "min_rule": menace_rule, "max_blockers": None, "max_rule": None}],
            "blockers": [
                {"id": "x", "can_block": True, "refusal": None, "max": 1, "max_rule": count_rule,
                 "attackers": ["taunter"], "refused": [], "must": must},
                {"id": "y", "can_block": True, "refusal": None, "max": 1, "max_rule": count_rule,
                 "attackers": ["taunter"], "refused": [], "must": []}],
            # Obeying it takes x and, for menace, y blocking taunter.
            "requirements": requirements, "most_requirements": len(requirements),
            "most_by_player": {B: 1} if requirements else {},
            "obeying_most": {"x": ["taunter"], "y": ["taunter"]} if requirements else {}},
         "divisions": divisions, "problems": problems},
    )

# 13. A blocker's order among the attackers it blocks (mtg-2020).
write(
    "mtg-2020-divisions-blocker-order",
    "January 2020: a blocker of two attackers divides in the defending player's order", "510.1d",
    "CR (Jan 2020) 509.3 (the defending player orders the attackers a blocker blocks: a2, then a1), 510.1d (lethal "
    "damage to each in that order before any to the next). The 4/4 with one extra block: lethal 2 on a2, then 2 on "
    "a1. Each attacker assigns its 2 to the hydra; counting the other's 2, lethal for it is 4 - 2 = 2.",
    {"ruleset": "mtg-2020", "players": PLAYERS, "active_player": A, "permanents": [
        c("a1", A, 2, 2), c("a2", A, 2, 2), c("hydra", B, 4, 4, "extra_blocks:1"),
    ], "attackers": [{"id": "a1", "target": B}, {"id": "a2", "target": B}],
        "blockers": [{"id": "hydra", "blocks": ["a1", "a2"]}],
        "damage_assignment_order": {"hydra": ["a2", "a1"]}},
    {"next": "divisions", "divisions": [
        {"source": "a1", "step": "regular", "chooser": A, "power": 2, "assigns": True, "refusal": None,
         "kind": "blocked", "recipients": [{"id": "hydra", "kind": "creature", "lethal": 2}],
         "past": None, "order": None, "automatic": {"hydra": 2}},
        {"source": "a2", "step": "regular", "chooser": A, "power": 2, "assigns": True, "refusal": None,
         "kind": "blocked", "recipients": [{"id": "hydra", "kind": "creature", "lethal": 2}],
         "past": None, "order": None, "automatic": {"hydra": 2}},
        {"source": "hydra", "step": "regular", "chooser": B, "power": 4, "assigns": True, "refusal": None,
         "kind": "blocker", "recipients": [{"id": "a2", "kind": "creature", "lethal": 2},
                                           {"id": "a1", "kind": "creature", "lethal": 2}],
         "past": None, "order": {"ids": ["a2", "a1"], "rule": "510.1d"}, "automatic": {"a2": 2, "a1": 2}},
    ], "problems": []},
)

# 14. Puzzle Quest refuses declarations: the game makes them.
write(
    "puzzle-quest-declarations-refused", "Puzzle Quest: declared attackers are refused, and no choice is offered",
    "PQ Combat Basics: Attacking",
    "mtgpq wiki, Combat Basics (Attacking): the game decides who attacks; a scenario's 'attackers' is refused "
    "with not-in-ruleset, as validate says.",
    {"ruleset": "puzzle-quest", "players": PLAYERS, "active_player": A, "permanents": [
        c("knight", A, 3, 3), c("wall", B, 0, 4, "defender")], "attackers": [{"id": "knight", "target": B}]},
    {"next": None, "attacks": [], "blocks": None, "divisions": None, "triggers": [],
     "problems": [{"code": "not-in-ruleset", "path": "$.attackers", "rule": "PQ Combat Basics: Attacking"}]},
)

# 15. Riftbound: a stunned unit adds no Might (410.1.b).
write(
    "riftbound-stunned", "Riftbound: a stunned unit adds no Might to its side's pool, but still needs its full Might",
    "410.1.b",
    "Riftbound Core Rules 410.1.b: a stunned unit adds no Might: alice's pool is 0 + 2 = 2; bob's is 2. 439.1.d.3: "
    "lethal in full before the next unit; the stunned 's' still needs 3. Automatic: alice gives d 2; bob, in the "
    "scenario's order, gives s 2 (not lethal: nothing is left for t).",
    {"ruleset": "riftbound", "players": [{"id": A}, {"id": B}], "active_player": A, "permanents": [
        {"id": "s", "controller": A, "might": 3, "keywords": ["stunned"]},
        {"id": "t", "controller": A, "might": 2},
        {"id": "d", "controller": B, "might": 2},
    ]},
    {"next": "divisions", "divisions": [
        {"source": A, "step": "combat damage", "chooser": A, "power": 2, "assigns": True, "refusal": None,
         "kind": "pool", "recipients": [
             {"id": "d", "kind": "unit", "lethal": 2, "priority": ["normal"], "can_be_damaged": True}],
         "past": None, "order": None,
         "rules": {"lethal_first": "439.1.d.3", "excess_on_last": "439.1.d.4", "priority": "439.1.d.5",
                   "cant_be_damaged": "439.1.d.9"},
         "automatic": {"d": 2}},
        {"source": B, "step": "combat damage", "chooser": B, "power": 2, "assigns": True, "refusal": None,
         "kind": "pool", "recipients": [
             {"id": "s", "kind": "unit", "lethal": 3, "priority": ["normal"], "can_be_damaged": True},
             {"id": "t", "kind": "unit", "lethal": 2, "priority": ["normal"], "can_be_damaged": True}],
         "past": None, "order": None,
         "rules": {"lethal_first": "439.1.d.3", "excess_on_last": "439.1.d.4", "priority": "439.1.d.5",
                   "cant_be_damaged": "439.1.d.9"},
         "automatic": {"s": 2}},
    ], "problems": []},
)

# 16. Printed restrictions on blocks: landwalk, protection from creatures, "N or more", can't block,
#     can block only flying (issue 15).
write(
    "mtg-blocks-restrictions",
    "Block restrictions: swampwalk, protection from creatures, three or more blockers, can't block, flying only",
    "509.1b",
    "CR 702.14c (swampwalk: unblockable while bob controls a Swamp, the land 'swamp'), 702.16f (protection from "
    "creatures: no creature can block it), 509.1b (restrictions: 'can't be blocked except by three or more "
    "creatures', 'can't block', 'can block only creatures with flying'), 702.9b (flying: the bears have no "
    "flying or reach). The hawk may block only the bird; the bears only the giant and the knight; the giant "
    "needs three blockers and the knight can't be blocked by more than one, whole-declaration rules stated under "
    "attackers. No requirement: nothing to obey.",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("walker", A, 2, 2, "swampwalk"),
        c("ghost", A, 2, 2, protection=["creatures"]),
        c("giant", A, 5, 5, "min_blockers:3"),
        c("bird", A, 1, 1, "flying"),
        c("knight", A, 2, 2, "max_blockers:1"),
        {"id": "swamp", "controller": B, "types": ["land"], "subtypes": ["Swamp"]},
        c("coward", B, 1, 1, "cant_block"),
        c("hawk", B, 1, 1, "flying", "can_block_only_flying"),
        c("bear", B, 2, 2),
        c("cub", B, 2, 2),
    ], "attackers": [{"id": a, "target": B} for a in ("walker", "ghost", "giant", "bird", "knight")]},
    {"next": "blocks", "blocks": {
        "attackers": [{"id": "walker", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "ghost", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "giant", "target": B, "min_blockers": 3, "min_rule": "509.1b", "max_blockers": None, "max_rule": None},
                      {"id": "bird", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "knight", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": 1,
                       "max_rule": "509.1b"}],
        "blockers": [
            {"id": "coward", "can_block": False, "refusal": refusal("illegal-block", "509.1b"), "max": 0,
             "max_rule": None, "attackers": [], "refused": [], "must": []},
            {"id": "hawk", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["bird"], "refused": [{"attacker": a, **refusal("illegal-block", "509.1b")}
                                                for a in ("walker", "ghost", "giant", "knight")], "must": []},
            *({"id": bear, "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
               "attackers": ["giant", "knight"],
               "refused": [{"attacker": "walker", **refusal("illegal-block", "702.14c")},
                           {"attacker": "ghost", **refusal("illegal-block", "702.16f")},
                           {"attacker": "bird", **refusal("illegal-block", "702.9b")}], "must": []}
              for bear in ("bear", "cub")),
        ],
        "requirements": [], "most_requirements": 0, "most_by_player": {}, "obeying_most": {}},
     "problems": []},
)

# 17. Lure and "blocks each combat": the most requirements a declaration can obey (509.1c).
write(
    "mtg-blocks-lure", "Lure and a wall that blocks each combat: every creature able to block the lure must", "509.1c",
    "CR 509.1c: four requirements (lure, printed card text, asks each of bob's three creatures to block 'lurer'; the "
    "wall blocks each combat if able) and each creature blocks one attacker, so all four are obeyed only by all "
    "three blocking 'lurer' (the spider blocking the flyer would obey one fewer; the wall can't block the flyer, "
    "702.9b). Each blocker's own: block 'lurer' (the wall: also block at all, one of the attackers it may block).",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("lurer", A, 2, 2, "lure"), c("flyer", A, 2, 2, "flying"),
        c("wall", B, 0, 4, "blocks_each_combat"), c("bear", B, 2, 2), c("spider", B, 1, 3, "reach"),
    ], "attackers": [{"id": "lurer", "target": B}, {"id": "flyer", "target": B}]},
    {"next": "blocks", "blocks": {
        "attackers": [{"id": "lurer", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "flyer", "target": B, "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None}],
        "blockers": [
            {"id": "wall", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["lurer"], "refused": [{"attacker": "flyer", **refusal("illegal-block", "702.9b")}],
             "must": [{"attackers": ["lurer"], "count": 1, "rule": "509.1c"},
                      {"attackers": ["lurer"], "count": 1, "rule": "509.1c"}]},
            {"id": "bear", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["lurer"], "refused": [{"attacker": "flyer", **refusal("illegal-block", "702.9b")}],
             "must": [{"attackers": ["lurer"], "count": 1, "rule": "509.1c"}]},
            {"id": "spider", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["lurer", "flyer"], "refused": [],
             "must": [{"attackers": ["lurer"], "count": 1, "rule": "509.1c"}]},
        ],
        "requirements": [{"kind": "lure", "blocker": b, "attacker": "lurer", "player": B, "rule": "509.1c"}
                         for b in ("wall", "bear", "spider")]
        + [{"kind": "blocks_each_combat", "blocker": "wall", "attacker": None, "player": B, "rule": "509.1c"}],
        "most_requirements": 4, "most_by_player": {B: 4}, "obeying_most": {"wall": ["lurer"], "bear": ["lurer"], "spider": ["lurer"]}},
     "divisions": None, "problems": [{"code": "illegal-block", "path": "$.blockers", "rule": "509.1c"}]},
)

# 18. "Must be blocked if able" with menace: obeying it takes two blockers (509.1c, 702.111b).
write(
    "mtg-blocks-must-be-blocked", "A creature with menace that must be blocked if able: two creatures block it",
    "509.1c",
    "CR 509.1c (must be blocked if able: one requirement, on the declaration, not on one creature), 702.111b "
    "(menace: two or more blockers; current rules count a requirement other creatures could help obey). x and y "
    "are bob's only untapped creatures, so the one declaration obeying it is both blocking 'brute'; z is tapped "
    "(509.1a).",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("brute", A, 3, 3, "must_be_blocked", "menace"),
        c("x", B, 1, 1), c("y", B, 1, 1), c("z", B, 1, 1, tapped=True),
    ], "attackers": [{"id": "brute", "target": B}]},
    {"next": "blocks", "blocks": {
        "attackers": [{"id": "brute", "target": B, "min_blockers": 2, "min_rule": "702.111b", "max_blockers": None, "max_rule": None}],
        "blockers": [
            {"id": "x", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["brute"], "refused": [], "must": []},
            {"id": "y", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["brute"], "refused": [], "must": []},
            {"id": "z", "can_block": False, "refusal": refusal("illegal-block", "509.1a"), "max": 0,
             "max_rule": None, "attackers": [], "refused": [], "must": []},
        ],
        "requirements": [{"kind": "must_be_blocked", "blocker": None, "attacker": "brute", "player": B,
                          "rule": "509.1c"}],
        "most_requirements": 1, "most_by_player": {B: 1}, "obeying_most": {"x": ["brute"], "y": ["brute"]}},
     "divisions": None, "problems": [{"code": "illegal-block", "path": "$.blockers", "rule": "509.1c"}]},
)

# 19. Attacks each combat, and enlist's candidates (508.1d, 702.154a).
write(
    "mtg-attacks-requirement-and-enlist", "A creature that attacks each combat; the creatures an attacker may enlist",
    "508.1d",
    "CR 508.1d (attacks each combat if able: a requirement on the declaration), 702.154a (enlist: tap another "
    "untapped creature you control that isn't attacking and has haste or has been under your control since the "
    "turn began: 'berserker', 'helper' and the hasty 'quick'; not the summoning-sick 'new' (302.6), not the tapped "
    "'tired', not itself, 702.154c).",
    {"ruleset": "mtg", "players": PLAYERS, "active_player": A, "permanents": [
        c("berserker", A, 3, 3, "attacks_each_combat"),
        c("recruiter", A, 2, 2, "enlist"),
        c("helper", A, 4, 4),
        c("new", A, 1, 1, sick=True),
        c("quick", A, 1, 1, "haste", sick=True),
        c("tired", A, 2, 2, tapped=True),
    ]},
    {"next": "attacks", "attacks": [
        {"id": "berserker", "can_attack": True, "refusal": None, "targets": [B],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")}],
         "must_attack": {"rule": "508.1d"}},
        {"id": "recruiter", "can_attack": True, "refusal": None, "targets": [B],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")}],
         "enlist": ["berserker", "helper", "quick"]},
        {"id": "helper", "can_attack": True, "refusal": None, "targets": [B],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")}]},
        {"id": "new", "can_attack": False, "refusal": refusal("illegal-attack", "302.6"), "targets": [],
         "refused_targets": []},
        {"id": "quick", "can_attack": True, "refusal": None, "targets": [B],
         "refused_targets": [{"id": A, **refusal("illegal-attack", "508.1b")}]},
        {"id": "tired", "can_attack": False, "refusal": refusal("illegal-attack", "508.1a"), "targets": [],
         "refused_targets": []},
    ], "blocks": None, "divisions": None,
     # With no attackers declared yet, the board as it stands breaks berserker's requirement.
     "problems": [{"code": "illegal-attack", "path": "$.attackers", "rule": "508.1d"}]},
)

# 20. Attack left in a four-player game (803.1a).
P4 = [{"id": p} for p in ("a", "b", "c", "d")]
write(
    "mtg-multiplayer-attack-left", "Attack left, four players: only the opponent to the left and what they control",
    "803.1a",
    "CR 803.1a (attack left: the active player may attack only the opponent seated next in turn order, b, and "
    "planeswalkers b controls and battles b protects), 508.1b (not the active player). c's planeswalker, the "
    "battle c protects, c and d are refused with 803.1a. The game: b is the one defending player.",
    {"ruleset": "mtg", "attack_option": "left", "players": P4, "active_player": "a", "permanents": [
        c("x", "a", 3, 3),
        {"id": "pw-b", "controller": "b", "types": ["planeswalker"], "loyalty": 3},
        {"id": "pw-c", "controller": "c", "types": ["planeswalker"], "loyalty": 3},
        {"id": "bt", "controller": "a", "types": ["battle"], "defense": 3, "protector": "c"},
    ]},
    {"next": "attacks",
     "game": {"players": ["a", "b", "c", "d"], "active_player": "a", "defending_players": ["b"], "multiplayer": True,
              "variant": None, "attack_option": "left", "teams": None},
     "attacks": [
        {"id": "x", "can_attack": True, "refusal": None, "targets": ["b", "pw-b"],
         "refused_targets": [{"id": "a", **refusal("illegal-attack", "508.1b")},
                             *({"id": t, **refusal("illegal-attack", "803.1a")} for t in ("c", "d", "pw-c", "bt"))]},
     ], "blocks": None, "divisions": None, "problems": []},
)

# 21. Blocks by each defending player, lure binding only the player it attacks (802.4a-b).
P3 = [{"id": p} for p in ("a", "b", "c")]
write(
    "mtg-multiplayer-blocks", "Three players: each defending player blocks only what attacks them; lure binds one",
    "802.4a",
    "CR 802.4a (each defending player blocks only creatures attacking them, their planeswalkers or battles they "
    "protect: b1 may block x, not y; c1 may block y, not x), 509.1a (c2 is tapped), 802.4b and 509.1c (y's lure "
    "asks c's creatures able to block it: c1; b is not attacked by y, so b1 has no requirement). The most "
    "requirements obeyed: c's 1, by c1 blocking y; with no blocks declared yet the board breaks it (509.1c).",
    {"ruleset": "mtg", "players": P3, "active_player": "a", "permanents": [
        c("x", "a", 2, 2), c("y", "a", 2, 2, "lure"),
        c("b1", "b", 2, 2), c("c1", "c", 2, 2), c("c2", "c", 1, 1, tapped=True),
    ], "attackers": [{"id": "x", "target": "b"}, {"id": "y", "target": "c"}]},
    {"next": "blocks",
     "game": {"players": ["a", "b", "c"], "active_player": "a", "defending_players": ["b", "c"], "multiplayer": True,
              "variant": None, "attack_option": "multiple", "teams": None},
     "blocks": {
        "attackers": [{"id": "x", "target": "b", "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "y", "target": "c", "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None}],
        "blockers": [
            {"id": "b1", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a", "attackers": ["x"],
             "refused": [{"attacker": "y", **refusal("illegal-block", "802.4a")}], "must": []},
            {"id": "c1", "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a", "attackers": ["y"],
             "refused": [{"attacker": "x", **refusal("illegal-block", "802.4a")}],
             "must": [{"attackers": ["y"], "count": 1, "rule": "509.1c"}]},
            {"id": "c2", "can_block": False, "refusal": refusal("illegal-block", "509.1a"), "max": 0,
             "max_rule": None, "attackers": [], "refused": [], "must": []},
        ],
        "requirements": [{"kind": "lure", "blocker": "c1", "attacker": "y", "player": "c", "rule": "509.1c"}],
        "most_requirements": 1, "most_by_player": {"c": 1}, "obeying_most": {"c1": ["y"]}},
     "divisions": None, "problems": [{"code": "illegal-block", "path": "$.blockers", "rule": "509.1c"}]},
)

# 22. Two-Headed Giant: both players of the active team attack; either defending player blocks (805.10).
write(
    "mtg-two-headed-giant-blocks", "Two-Headed Giant: either defending player blocks any attacker of the team",
    "805.10d",
    "CR 805.10a (each player of the active team attacks: a1's x and a2's y), 805.10b (the other team's players "
    "only: a2 is a1's teammate), 508.1b (not the active player), 805.10d (either defending player may block any "
    "creature attacking their team: w, b2's, and v, b1's, may each block x or y). Teams A and B; the defending "
    "players b1 then b2 in turn order.",
    {"ruleset": "mtg", "variant": "two-headed-giant",
     "players": [{"id": "a1", "team": "A"}, {"id": "a2", "team": "A"}, {"id": "b1", "team": "B"},
                 {"id": "b2", "team": "B"}],
     "active_player": "a1", "permanents": [
        c("x", "a1", 3, 3), c("y", "a2", 2, 2), c("w", "b2", 2, 2), c("v", "b1", 1, 1),
     ], "attackers": [{"id": "x", "target": "b1"}, {"id": "y", "target": "b2"}]},
    {"next": "blocks",
     "game": {"players": ["a1", "a2", "b1", "b2"], "active_player": "a1", "defending_players": ["b1", "b2"],
              "multiplayer": True, "variant": "two-headed-giant", "attack_option": "multiple",
              "teams": {"A": ["a1", "a2"], "B": ["b1", "b2"]}},
     "attacks": [
        {"id": creature, "can_attack": True, "refusal": None, "targets": ["b1", "b2"],
         "refused_targets": [{"id": "a1", **refusal("illegal-attack", "508.1b")},
                             {"id": "a2", **refusal("illegal-attack", "805.10b")}]}
        for creature in ("x", "y")],
     "blocks": {
        "attackers": [{"id": "x", "target": "b1", "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None},
                      {"id": "y", "target": "b2", "min_blockers": 1, "min_rule": None, "max_blockers": None, "max_rule": None}],
        "blockers": [
            {"id": blocker, "can_block": True, "refusal": None, "max": 1, "max_rule": "509.1a",
             "attackers": ["x", "y"], "refused": [], "must": []} for blocker in ("w", "v")],
        "requirements": [], "most_requirements": 0, "most_by_player": {}, "obeying_most": {}},
     "problems": []},
)

# 23. A player who left: damage the attacker would deal them isn't assigned (800.4e).
write(
    "mtg-multiplayer-divisions-player-left",
    "Three players: c loses to first-strike damage and leaves; the double striker assigns no regular damage",
    "800.4e",
    "CR 702.4b (double strike: damage in both steps), 510.1b (unblocked: its 2 to the player it attacks, c), "
    "704.5a and 104.5 (c at 0 life loses and leaves; the game goes on with a and b, 800.4a), 800.4e (combat "
    "damage isn't assigned to a player who left): in the regular step ds assigns nothing, and a division given "
    "for it is refused with 800.4e.",
    {"ruleset": "mtg", "players": [{"id": "a"}, {"id": "b"}, {"id": "c", "life": 2}], "active_player": "a",
     "permanents": [c("ds", "a", 2, 2, "double_strike"), c("cc", "c", 1, 1, tapped=True)],
     "attackers": [{"id": "ds", "target": "c"}], "blockers": []},
    {"next": "divisions", "divisions": [
        {"source": "ds", "step": "first-strike", "chooser": "a", "power": 2, "assigns": True, "refusal": None,
         "kind": "unblocked", "recipients": [{"id": "c", "kind": "player", "lethal": None}],
         "past": {"to": ["c"], "rule": "510.1b", "all_or_none": False, "over_planeswalker_rule": None},
         "order": None, "automatic": {"c": 2}},
        {"source": "ds", "step": "regular", "chooser": "a", "power": 2, "assigns": False,
         "refusal": refusal("illegal-assignment", "800.4e"), "kind": "none", "recipients": [], "past": None,
         "order": None, "automatic": {}, "division": {}},
    ], "problems": []},
)
