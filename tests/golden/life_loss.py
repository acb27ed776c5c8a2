"""Write the golden files of own triggers that make players lose life into tests/scenarios/triggers.

Who loses it (119.3): the defending player of an attack trigger (506.2; 802.2a in a multiplayer game: the player the
creature attacks, or the controller of the planeswalker it attacks), each player, the blocking creature's controller
("whenever it becomes blocked by a creature, that creature's controller loses N life", 509.3d), a target player or
opponent (115.1d, chosen as the trigger is put on the stack, 603.3d); then "you gain N life" or "life equal to the life
lost this way". Life lost is not damage (120.3). In Two-Headed Giant each player loses it individually and the team's
shared total changes (810.9). A player at 0 life loses at the next check of state-based actions (704.5a); all at
once, the game is a draw (104.4a). Each case states by hand, from the rules, what triggers, who loses what and the
final board; the engine is consulted only by ``--compare``.

Rule numbers: the life events cite the trigger's own rule (508.3a, 509.3c, 509.3d, 603.6c; in 2020 509.5c-d; in
the 2003-2009 rules 308, 309, 410.10c); state-based actions 704.5a (classic 420.5), game over 104.2a / draw 104.4a
(classic 102.2 / 102.5).

    python3 tests/golden/life_loss.py             # (re)write the files
    python3 tests/golden/life_loss.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, attacked, cre, ev, on, pw_on, refused, walker  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CLASSIC, ERAS, F2020, MTG, OUT, TRIGGER_RULE, T, EraCases, scenario  # noqa: E402

CASES = EraCases()
case = CASES.case
SBA_LIFE = {MTG: "704.5a", F2020: "704.5a", CLASSIC: "420.5"}
GAME_OVER = {MTG: "104.2a", F2020: "104.2a", CLASSIC: "102.2"}
DRAW = {MTG: "104.4a", F2020: "104.4a", CLASSIC: "102.5"}

#: Odious Witch (3/2): "Whenever this creature attacks, defending player loses 1 life and you gain 1 life."
WITCH = {"on": "attacks", "loses": {"who": "defending-player", "amount": 1}, "gain_life": 1}
#: Deathcurse Ogre (3/3): "When this creature dies, each player loses 3 life."
OGRE = {"on": "dies", "loses": {"who": "each-player", "amount": 3}}
#: Infectious Host (1/1): "When this creature dies, target player loses 2 life."
HOST = {"on": "dies", "target": {"what": "player", "loses": 2}}
#: Gloom Sower (8/6): "Whenever this creature becomes blocked by a creature, that creature's controller loses 2 life
#: and you gain 2 life."
SOWER = {"on": "becomes-blocked-by-a-creature", "loses": {"who": "blocker-controller", "amount": 2}, "gain_life": 2}
#: Kokusho, the Evening Star (5/5 flying): "When Kokusho dies, each opponent loses 5 life. You gain life equal to
#: the life lost this way."
KOKUSHO = {"on": "dies", "opponents_lose": 5, "gain_life": "life lost"}
#: Silent Skimmer (0/4 flying, devoid): "Whenever this creature attacks, defending player loses 2 life."
SKIMMER = {"on": "attacks", "loses": {"who": "defending-player", "amount": 2}}


def life(rule: str, player: str, amount: int, now: int, source: str, team: str | None = None) -> J:
    return ev("life", rule, player=player, amount=amount, life=now, source=source, team=team)


def era_cases() -> None:
    for rs in ERAS:
        k, rules = T(rs), TRIGGER_RULE[rs]
        r = rules["attacks"]
        case(rs, f"{r}-own-attack-trigger-defending-player-loses-one-and-you-gain-one",
             "Whenever it attacks, defending player loses 1 life and you gain 1 life: bob 19, alice 21, then 3 damage",
             r, f"{r}, 119.3: it triggers as it is declared an attacker and resolves before blockers: the defending "
             "player, bob (506.2), loses 1, then alice gains 1. Unblocked, the 3/2 deals 3 to bob: 16.",
             scenario(rs, [cre("witch", "alice", 3, 2, "Odious Witch", triggers=[WITCH])], [("witch", "bob")]),
             k.result(k.declared([k.attacks("witch"), k.own("witch", "attacks"), life(r, "bob", -1, 19, "witch"),
                                  life(r, "alice", 1, 21, "witch")], [k.unblocked("witch")]),
                      [k.regular([("witch", {"bob": 3})], k.hit_player("witch", "bob", 3, 16))],
                      {"witch": attacked(3, 2)}, alice=(21, 0, False), bob=(16, 0, False)))
        r = rules["by"]
        case(rs, f"{r}-own-trigger-blocked-by-a-creature-its-controller-loses-two",
             "Whenever it becomes blocked by a creature, that creature's controller loses 2 and you gain 2: bob 18",
             r, f"{r}, 119.3: bob's 2/2 blocks the 8/6; the trigger names that blocker, so its controller bob loses 2, "
             "then alice gains 2. The 8/6 kills the 2/2 and takes 2.",
             scenario(rs, [cre("sower", "alice", 8, 6, "Gloom Sower", triggers=[SOWER]),
                           cre("bear", "bob", 2, 2, "Grizzly Bears")], [("sower", "bob")], [("bear", ["sower"])]),
             k.result(k.declared([k.attacks("sower")],
                                 [k.blocks("bear", "sower"), k.blocked("sower"), k.own("sower", "by", "bear"),
                                  life(r, "bob", -2, 18, "sower"), life(r, "alice", 2, 22, "sower")]),
                      [k.regular([("sower", {"bear": 8}), ("bear", {"sower": 2})],
                                 k.hit("sower", "bear", 8, 8) + k.hit("bear", "sower", 2, 2) + [k.dies("bear")])],
                      {"sower": attacked(8, 6, 2), "bear": GY}, alice=(22, 0, False), bob=(18, 0, False)))
        r = rules["dies"]
        ogre = cre("ogre", "alice", 3, 3, "Deathcurse Ogre", triggers=[OGRE])
        wall = cre("wall", "bob", 4, 4, "Giant Wall")
        case(rs, f"{r}-own-dies-trigger-each-player-loses-three",
             "When it dies, each player loses 3 life: alice 17 and bob 17", r,
             f"{r}, 119.3: the 3/3 blocked by a 4/4 dies; its trigger resolves though it is gone (113.7a): each "
             "player loses 3, in APNAP order (101.4): alice, then bob.",
             scenario(rs, [ogre, wall], [("ogre", "bob")], [("wall", ["ogre"])]),
             k.result(k.declared([k.attacks("ogre")], [k.blocks("wall", "ogre"), k.blocked("ogre")]),
                      [k.regular([("ogre", {"wall": 3}), ("wall", {"ogre": 4})],
                                 k.hit("ogre", "wall", 3, 3) + k.hit("wall", "ogre", 4, 4) + [k.dies("ogre")]
                                 + [k.own("ogre", "dies"), life(r, "alice", -3, 17, "ogre"),
                                    life(r, "bob", -3, 17, "ogre")])],
                      {"ogre": GY, "wall": on(4, 4, 3)}, alice=(17, 0, False), bob=(17, 0, False)))
        draw = k.result(k.declared([k.attacks("ogre")], [k.blocks("wall", "ogre"), k.blocked("ogre")]),
                        [k.regular([("ogre", {"wall": 3}), ("wall", {"ogre": 4})],
                                   k.hit("ogre", "wall", 3, 3) + k.hit("wall", "ogre", 4, 4) + [k.dies("ogre")]
                                   + [k.own("ogre", "dies"), life(r, "alice", -3, 0, "ogre"),
                                      life(r, "bob", -3, 0, "ogre"),
                                      ev("loses", SBA_LIFE[rs], player="alice", reason="life"),
                                      ev("loses", SBA_LIFE[rs], player="bob", reason="life"),
                                      ev("game-over", DRAW[rs], draw=True)])],
                        {"ogre": GY, "wall": on(4, 4, 3)}, alice=(0, 0, True), bob=(0, 0, True))
        draw["final"]["winner"] = None  # no player is left (104.4a)
        case(rs, f"{DRAW[rs]}-own-dies-trigger-each-player-to-zero-is-a-draw",
             "Both at 3, when it dies each player loses 3 life: both are at 0 and lose at once, a draw", DRAW[rs],
             f"{r}, {SBA_LIFE[rs]}, {DRAW[rs]}: the trigger takes alice and bob to 0; at the next check of "
             "state-based actions both lose at the same time, so no player is left: the game is a draw.",
             scenario(rs, [ogre, wall], [("ogre", "bob")], [("wall", ["ogre"])], alice=3, bob=3), draw)
        host = cre("host", "alice", 1, 1, "Infectious Host", triggers=[HOST])
        bear = cre("bear", "bob", 2, 2, "Grizzly Bears")
        blocks = k.declared([k.attacks("host")], [k.blocks("bear", "host"), k.blocked("host")])
        hits = k.hit("host", "bear", 1, 1) + k.hit("bear", "host", 2, 2) + [k.dies("host")]
        auto = {**k.own("host", "dies", "bob"), "chosen": "automatic"}
        auto = {key: auto[key] for key in ("type", "source", "ability", "note", "target", "chosen", "rule")}
        case(rs, f"{r}-own-dies-trigger-target-player-loses-two-the-opponent-by-default",
             "When it dies, target player loses 2 life: no target named, the engine targets bob: 18", r,
             f"{r}, 115.1d, 603.3d: the target is chosen as the trigger is put on the stack; the scenario names "
             "none, so the engine chooses for alice an opponent for a loss of life: bob loses 2.",
             scenario(rs, [host, bear], [("host", "bob")], [("bear", ["host"])]),
             k.result(blocks, [k.regular([("host", {"bear": 1}), ("bear", {"host": 2})],
                                         hits + [auto, life(r, "bob", -2, 18, "host")])],
                      {"host": GY, "bear": on(2, 2, 1)}, bob=(18, 0, False)))
        case(rs, f"{r}-own-dies-trigger-target-player-may-be-its-controller",
             "When it dies, target player loses 2 life, alice targeting herself (trigger_targets): alice 18", r,
             f"{r}, 115.1d: 'target player' is any player, its controller too; the scenario names alice.",
             scenario(rs, [host, bear], [("host", "bob")], [("bear", ["host"])],
                      trigger_targets=[{"source": "host", "trigger": 0, "target": "alice"}]),
             k.result(blocks, [k.regular([("host", {"bear": 1}), ("bear", {"host": 2})],
                                         hits + [k.own("host", "dies", "alice"), life(r, "alice", -2, 18, "host")])],
                      {"host": GY, "bear": on(2, 2, 1)}, alice=(18, 0, False)))


def standing(life_: int, lost: bool = False, **extra: object) -> J:
    return {"life": life_, "poison": 0, "lost": lost, **extra}


def current_cases() -> None:
    k, r = T(MTG), "508.3a"
    players = [{"id": "alice"}, {"id": "bob"}, {"id": "carol"}]
    expect = k.result(k.declared([k.attacks("witch", "carol"), k.own("witch", "attacks"),
                                  life(r, "carol", -1, 19, "witch"), life(r, "alice", 1, 21, "witch")],
                                 [k.unblocked("witch")]),
                      [k.regular([("witch", {"carol": 3})], k.hit_player("witch", "carol", 3, 16))],
                      {"witch": attacked(3, 2)}, alice=(21, 0, False))
    expect["final"]["players"]["carol"] = standing(16)
    case(MTG, "802.2a-own-attack-trigger-defending-player-is-the-one-it-attacks",
         "Three players: the witch attacks carol, so carol (not bob) is the defending player who loses 1", "802.2a",
         "802.2a: every opponent is a defending player (802.2), but an attacking creature's ability that names "
         "'defending player' means the player it attacks: carol loses 1 and alice gains 1; bob is untouched.",
         scenario(MTG, [cre("witch", "alice", 3, 2, "Odious Witch", triggers=[WITCH])], [("witch", "carol")],
                  players=players),
         expect)
    case(MTG, "802.2a-own-attack-trigger-defending-player-of-a-planeswalker",
         "The 0/4 attacks bob's planeswalker: its controller bob is the defending player and loses 2", "802.2a",
         "802.2a, 506.2: attacking a planeswalker, the defending player is its controller: bob loses 2; the 0/4 "
         "deals no damage (510.1a: 0 power).",
         scenario(MTG, [cre("skimmer", "alice", 0, 4, "Silent Skimmer", keywords=["flying"], triggers=[SKIMMER]),
                        walker("pw", "bob", 3, "Jace")], [("skimmer", "pw")]),
         k.result(k.declared([k.attacks("skimmer", "pw"), k.own("skimmer", "attacks"),
                              life(r, "bob", -2, 18, "skimmer")], [k.unblocked("skimmer")]),
                  [k.regular([], [])], {"skimmer": attacked(0, 4), "pw": pw_on(3)}, bob=(18, 0, False)))
    case(MTG, "704.5a-own-attack-trigger-defending-player-to-zero-loses-before-blocks",
         "Bob at 2: the 0/4's attack trigger makes him lose 2; at 0 he loses before blockers are declared", "704.5a",
         "508.3a, 704.5a, 104.2a: the trigger resolves in the declare attackers step; state-based actions are "
         "checked before anyone gets priority: bob at 0 loses, and alice, the only one left, wins.",
         scenario(MTG, [cre("skimmer", "alice", 0, 4, "Silent Skimmer", keywords=["flying"], triggers=[SKIMMER])],
                  [("skimmer", "bob")], bob=2),
         {"ok": True, "ruleset": MTG,
          "before_damage": [{"name": "declare-attackers",
                             "events": [k.attacks("skimmer"), k.own("skimmer", "attacks"),
                                        life(r, "bob", -2, 0, "skimmer"),
                                        ev("loses", "704.5a", player="bob", reason="life"),
                                        ev("game-over", "104.2a", winner="alice")]}],
          "steps": [],
          "final": {"players": {"alice": standing(20), "bob": standing(0, True)},
                    "permanents": {"skimmer": attacked(0, 4)}, "winner": "alice"}})
    thg = [{"id": p, "team": p[0].upper()} for p in ("a1", "a2", "b1", "b2")]
    teams = {"A": {"players": ["a1", "a2"], "life": 40, "poison": 0, "lost": False},
             "B": {"players": ["b1", "b2"], "life": 20, "poison": 0, "lost": False}}
    d = "603.6c"
    case(MTG, "810.9-own-dies-trigger-each-opponent-loses-five-team-gains-the-life-lost",
         "Two-Headed Giant: Kokusho dies; b1 and b2 each lose 5 (team B 20) and a1 gains the 10 lost (team A 40)",
         "810.9",
         "810.9, 119.3: 'each opponent' is both players of team B; each loses 5 individually and each loss is "
         "applied to the shared total (30, 25, 20). The life lost this way is 10, so a1 gains 10: team A 40. "
         "Kokusho (5/5) blocked by b2's 6/6 dies; the 6/6 keeps 5 damage.",
         {"format": 1, "ruleset": MTG, "variant": "two-headed-giant", "players": thg, "active_player": "a1",
          "permanents": [cre("koku", "a1", 5, 5, "Kokusho, the Evening Star", triggers=[KOKUSHO]),
                         cre("big", "b2", 6, 6, "Craw Wurm")],
          "attackers": [{"id": "koku", "target": "b1"}], "blockers": [{"id": "big", "blocks": ["koku"]}]},
         {"ok": True, "ruleset": MTG,
          "before_damage": k.declared([k.attacks("koku", "b1")], [k.blocks("big", "koku"), k.blocked("koku")]),
          "steps": [k.regular([("koku", {"big": 5}), ("big", {"koku": 6})],
                              k.hit("koku", "big", 5, 5) + k.hit("big", "koku", 6, 6) + [k.dies("koku")]
                              + [k.own("koku", "dies"), life(d, "b1", -5, 25, "koku", "B"),
                                 life(d, "b2", -5, 20, "koku", "B"), life(d, "a1", 10, 40, "koku", "A")])],
          "final": {"players": {"a1": standing(40, team="A"), "a2": standing(40, team="A"),
                                "b1": standing(20, team="B"), "b2": standing(20, team="B")},
                    "permanents": {"koku": GY, "big": on(6, 6, 5)}, "teams": teams}})
    teams = {"A": {"players": ["a1", "a2"], "life": 31, "poison": 0, "lost": False},
             "B": {"players": ["b1", "b2"], "life": 26, "poison": 0, "lost": False}}
    case(MTG, "805.10e-own-attack-trigger-defending-player-in-two-headed-giant",
         "Two-Headed Giant: the witch attacks b2, so b2 is the defending player: team B 29, team A 31, then 26",
         "805.10e",
         "805.10e, 810.9: of the defending team, 'defending player' is the player the creature attacks, b2: he loses "
         "1 (team B 29) and a2, the witch's controller, gains 1 (team A 31); unblocked, 3 damage to b2: team B 26.",
         {"format": 1, "ruleset": MTG, "variant": "two-headed-giant", "players": thg, "active_player": "a1",
          "permanents": [cre("witch", "a2", 3, 2, "Odious Witch", triggers=[WITCH])],
          "attackers": [{"id": "witch", "target": "b2"}]},
         {"ok": True, "ruleset": MTG,
          "before_damage": k.declared([k.attacks("witch", "b2"), k.own("witch", "attacks"),
                                       life(r, "b2", -1, 29, "witch", "B"), life(r, "a2", 1, 31, "witch", "A")],
                                      [k.unblocked("witch")]),
          "steps": [k.regular([("witch", {"b2": 3})], k.hit_player("witch", "b2", 3, 26, "B"))],
          "final": {"players": {"a1": standing(31, team="A"), "a2": standing(31, team="A"),
                                "b1": standing(26, team="B"), "b2": standing(26, team="B")},
                    "permanents": {"witch": attacked(3, 2)}, "teams": teams}})
    d = "603.6c"
    players = [{"id": "alice"}, {"id": "bob", "life": 2}, {"id": "carol"}]
    expect = k.result(k.declared([k.attacks("ogre"), k.attacks("fs")],
                                 [k.blocks("knight", "ogre"), k.blocked("ogre"), k.unblocked("fs")]),
                      [k.first([("fs", {"bob": 2}), ("knight", {"ogre": 4})],
                               k.hit_player("fs", "bob", 2, 0) + k.hit("knight", "ogre", 4, 4)
                               + [k.dies("ogre"), ev("loses", "704.5a", player="bob", reason="life"),
                                  ev("leaves-game", "104.5", player="bob"),
                                  ev("leaves", "800.4a", id="knight", to="left-the-game", reason="owner-left-game"),
                                  k.own("ogre", "dies"), life(d, "alice", -3, 17, "ogre"),
                                  life(d, "carol", -3, 17, "ogre")]),
                       k.regular([], [])],
                      {"ogre": GY, "fs": attacked(2, 2), "knight": {"zone": "left-the-game"}},
                      alice=(17, 0, False), bob=(0, 0, True))
    expect["final"]["players"]["bob"]["left_game"] = True
    expect["final"]["players"]["carol"] = standing(17)
    case(MTG, "800.4a-own-dies-trigger-each-player-is-those-still-in-the-game",
         "Three players: bob leaves the game as the ogre dies; 'each player loses 3' is alice and carol only",
         "800.4a",
         "704.3, 104.5, 800.4a: first-strike damage kills the 3/3 and takes bob to 0 at once; in one check of "
         "state-based actions the 3/3 dies and bob loses and leaves the game (his 4/4 with him). The trigger is "
         "alice's: it goes on the stack afterwards, and a player who left is no longer a player of the game: alice "
         "and carol lose 3 each.",
         scenario(MTG, [cre("ogre", "alice", 3, 3, "Deathcurse Ogre", triggers=[OGRE]),
                        cre("fs", "alice", 2, 2, "Elvish Skirmisher", keywords=["first_strike"]),
                        cre("knight", "bob", 4, 4, "Knight", keywords=["first_strike"])],
                  [("ogre", "bob"), ("fs", "bob")], [("knight", ["ogre"])], players=players),
         expect)
    for rs in (MTG, F2020):
        k = T(rs)
        agate = cre("agate", "alice", 1, 3, "Agate-Blade Assassin", triggers=[WITCH])
        witch = cre("witch", "alice", 3, 2, "Odious Witch", triggers=[WITCH])
        stolen = {**walker("pw", "carol", 3, "Jace"), "owner": "bob", "control_effect": True}
        expect = k.result(
            k.declared([k.attacks("agate", "carol"), k.attacks("witch", "pw"), k.own("agate", "attacks"),
                        life(r, "carol", -1, 0, "agate"), life(r, "alice", 1, 21, "agate"),
                        ev("loses", "704.5a", player="carol", reason="life"), ev("leaves-game", "104.5", player="carol"),
                        ev("control", "800.4a", id="pw", controller="bob", reason="controller-left-game"),
                        ev("removed-from-combat", "506.4", id="pw"), k.own("witch", "attacks"),
                        life(r, "alice", 1, 22, "witch")],
                       [k.unblocked("agate"), k.unblocked("witch")]),
            [k.regular([], [ev("not-assigned", "800.4e", source="agate", target="carol")])],
            {"agate": attacked(1, 3), "witch": attacked(3, 2), "pw": {**pw_on(3), "controller": "bob"}},
            alice=(22, 0, False))
        expect["final"]["players"]["carol"] = {**standing(0, True), "left_game": True}
        case(rs, "802.2a-own-attack-trigger-defending-player-stays-when-the-planeswalker-changes-controller",
             "Carol's stolen planeswalker goes back to bob as carol leaves: the witch's defending player is still "
             "carol, so bob loses nothing", "802.2a",
             "802.2a, 506.2, 800.4a: the witch attacks the planeswalker carol controls (bob owns it), so carol is its "
             "defending player. Alice's other attack trigger resolves first (trigger_order): carol, at 1, loses 1 and "
             "leaves the game; the control effect ends, bob gets the planeswalker back and it leaves combat (506.4). "
             "The witch's trigger: its defending player is the one of the planeswalker it was attacking, carol, who "
             "is gone (800.4a): nobody loses life, and alice still gains 1 (22). Bob never became a defending player.",
             scenario(rs, [agate, witch, stolen], [("agate", "carol"), ("witch", "pw")],
                      players=[{"id": "alice"}, {"id": "bob"}, {"id": "carol", "life": 1}],
                      trigger_order=[{"source": "agate", "ability": "triggers"}]),
             expect)
    k = T(MTG)
    case(MTG, "802.2a-own-dies-trigger-defending-player-refused",
         "'Defending player loses 1 life' on a dies trigger is refused: it names no attacking creature", "802.2a",
         "802.2a: only an attacking creature's ability has a defending player.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "loses": {"who": "defending-player",
                                                                                  "amount": 1}}])],
                  [("x", "bob")]),
         refused("invalid-scenario", "802.2a", "$.permanents[0].triggers[0].loses.who"))
    case(MTG, "115.1d-own-trigger-target-opponent-is-no-permanent",
         "'Target opponent loses 1 life' naming a creature as its target is refused", "115.1d",
         "115.1d, 603.3d: the target is chosen as the trigger is put on the stack, and it must be an opponent.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "attacks",
                                                            "target": {"what": "opponent", "loses": 1}}])],
                  [("x", "bob")], trigger_targets=[{"source": "x", "trigger": 0, "target": "x"}]),
         refused("invalid-scenario", "115.1d", "$.trigger_targets[0].target"))


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, current_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
