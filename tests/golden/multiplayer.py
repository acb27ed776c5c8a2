"""Write the golden files of multiplayer, Commander and Two-Headed Giant combat (issue 16), worked out by hand.

Several defending players (802), attack left and right (803), the blocks of each
defending player (802.4a–b), Commander damage (903.10a, 704.6c), Two-Headed
Giant's shared life and poison (810.4, 810.9, 810.10, 704.6a–b, 805.10), and a
player who loses leaving a game that goes on (104.5, 800.4a, 800.4e). As in
``tests/golden/mtg.py``, every expectation below is stated by hand from
the rules (the current Comprehensive Rules, 2025-06-06; the classic era's
numbers as ``pyengine/rulesets/classic.py`` gives them, section 6 of the
August 2005 rules for multiplayer); the helpers only spell those facts in the
result format's shapes, and the engine is consulted only by ``--compare``.

    python3 tests/golden/multiplayer.py            # write tests/scenarios/multiplayer/*.json
    python3 tests/golden/multiplayer.py --compare  # also show every disagreement with the engine

Conventions (those of the result format): blocks are announced in APNAP order
(802.4: the defending player next in turn order first), damage source by
source (attackers in declared order, then blockers in APNAP order, 802.5),
each damage event followed by its result, a commander's tally right after the
life it cost, lifelink after all of a source's damage; simultaneous state-based
actions: permanents first, then players; a player who leaves a game that goes on
takes everything they own with them (800.4a), in board order.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden import builders  # noqa: E402
from golden.builders import GY, LEFT, SCENARIOS, Cases, J, pw_on, refused, walker  # noqa: E402,F401
from golden.builders import EXILED as EXILE  # noqa: E402
from golden.builders import attacked as att  # noqa: E402
from golden.builders import battle as bat  # noqa: E402
from golden.builders import battle_on as bat_on  # noqa: E402
from golden.builders import cre_kw as cre  # noqa: E402
from golden.builders import main as write  # noqa: E402

OUT = SCENARIOS / "multiplayer"

RULES: dict[str, dict[str, str]] = {
    "mtg": {
        "attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "life": "120.3a",
        "lifelink": "120.3f", "infect": "120.3b", "marked": "120.3e", "lethal": "704.5g", "sba-life": "704.5a",
        "commander": "903.10a", "sba-commander": "704.6c", "player-leaves": "104.5", "leaves-game": "800.4a",
        "not-assigned": "800.4e", "game-over": "104.2a", "team-life": "704.6a", "team-poison": "704.6b",
        "team-loses": "810.8a", "loyalty": "120.3c", "sba-loyalty": "704.5i", "shield": "615.1",
        "prevent": "615.7",
    },
    "mtg-2020": {
        "attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "life": "119.3a",
        "lifelink": "119.3f", "infect": "119.3b", "marked": "119.3e", "lethal": "704.5g", "sba-life": "704.5a",
        "commander": "903.10a", "sba-commander": "704.6c", "player-leaves": "104.5", "leaves-game": "800.4a",
        "not-assigned": "800.4e", "game-over": "104.2a", "team-life": "704.6a", "team-poison": "704.6b",
        "team-loses": "810.8a",
    },
    "mtg-classic": {
        "attacks": "308.2", "blocks": "309.2", "blocked": "309.2", "damage": "310.4", "life": "215.2",
        "marked": "G4.1d", "lethal": "420.5", "sba-life": "420.5", "player-leaves": "600.4",
        "leaves-game": "600.4a", "not-assigned": "600.4a", "game-over": "102.2", "on-stack": "310.1",
    },
}


class Era(builders.Era):
    """Builders of scenarios and events for one ruleset (the shared ones, and multiplayer's own)."""

    def __init__(self, ruleset: str) -> None:
        super().__init__(ruleset, RULES)

    def scenario(self, players: list[J], permanents: list[J], attackers: list[Any],
                 blockers: list[tuple[str, list[str]]] = (), *, active: str = "a", **top: Any) -> J:
        out: J = {"format": 1, "ruleset": self.ruleset, **top, "players": players, "active_player": active,
                  "permanents": permanents,
                  "attackers": [builders.attacker(a) for a in attackers]}
        if blockers:
            out["blockers"] = [{"id": b, "blocks": list(a)} for b, a in blockers]
        return out

    def poison(self, source: str, player: str, amount: int, now: int, team: str | None = None) -> list[J]:
        return [self.ev("damage", self.r["damage"], source=source, target=player, amount=amount, combat=True),
                self.ev("poison", self.r["infect"], player=player, amount=amount, poison=now, source=source,
                        team=team)]

    def tally(self, player: str, commander: str, amount: int, total: int) -> J:
        return self.ev("commander-damage", self.r["commander"], player=player, source=commander, amount=amount,
                       total=total)

    def lifelink(self, source: str, player: str, amount: int, now: int, team: str | None = None) -> J:
        return self.ev("life", self.r["lifelink"], player=player, amount=amount, life=now, source=source, team=team)

    def dies(self, ident: str) -> J:
        return self.ev("dies", self.r["lethal"], id=ident, to="graveyard", reason="lethal-damage")

    def loses(self, player: str, reason: str = "life", rule: str | None = None) -> J:
        return self.ev("loses", rule or self.r["sba-life"], player=player, reason=reason)

    def leaves_game(self, player: str, *owned: str, exiled: tuple[str, ...] = ()) -> list[J]:
        """104.5: the player leaves; 800.4a: what they own leaves the game, what they control of others' is exiled."""
        return ([self.ev("leaves-game", self.r["player-leaves"], player=player)]
                + [self.ev("leaves", self.r["leaves-game"], id=o, to="left-the-game", reason="owner-left-game")
                   for o in owned]
                + [self.ev("leaves", self.r["leaves-game"], id=o, to="exile", reason="controller-left-game")
                   for o in exiled])

    def not_assigned(self, source: str, player: str) -> J:
        return self.ev("not-assigned", self.r["not-assigned"], source=source, target=player)

    def game_over(self, winner: str) -> J:
        return self.ev("game-over", self.r["game-over"], winner=winner)

    def result(self, before: list[J], steps: list[J], players: J, permanents: J, *, winner: Any = "none",
               teams: J | None = None) -> J:
        final: J = {"players": players, "permanents": permanents}
        if teams is not None:
            final["teams"] = teams
        if winner != "none":
            final["winner"] = winner
        return {"ok": True, "ruleset": self.ruleset, "before_damage": before, "steps": steps, "final": final}


def pl(ident: str, **fields: Any) -> J:
    return {"id": ident, **fields}


def four(**lives: int) -> list[J]:
    """Four players seated a, b, c, d (turn order); lives given where not the default."""
    return [pl(p, **({"life": lives[p]} if p in lives else {})) for p in "abcd"]


def three(**lives: int) -> list[J]:
    return [pl(p, **({"life": lives[p]} if p in lives else {})) for p in "abc"]


def standing(life: int = 20, poison: int = 0, lost: bool = False, **extra: Any) -> J:
    return {"life": life, "poison": poison, "lost": lost, **extra}


def gone(life: int, poison: int = 0, **extra: Any) -> J:
    """A player who lost and left a game that goes on (104.5, 800.4)."""
    return {"life": life, "poison": poison, "lost": True, **extra, "left_game": True}


def on(power: int, toughness: int, damage: int = 0, tapped: bool = False, counters: J | None = None) -> J:
    return builders.on(power, toughness, damage, counters, tapped)


CASES = Cases()
case = CASES.add

M, M20, C = Era("mtg"), Era("mtg-2020"), Era("mtg-classic")

# CASES_BELOW

# --- Several defending players: who blocks what (802.4a–b) ---------------------------------------------------

MULTI = ("CR 802.2: with the attack multiple players option every opponent of the attacking player is a defending "
         "player. 802.4a: a defending player blocks only with creatures they control, and those creatures block only "
         "creatures attacking that player, a planeswalker they control or a battle they protect. ")

case("802.4a-blocker-of-another-player-refused",
     "Three players: c's creature tries to block the creature attacking b", "802.4a",
     MULTI + "The 3/3 attacks b, so only b's creatures can block it; c's 1/1 blocking it is refused.",
     M.scenario(three(), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), cre("cb", "c", 1, 1)],
                [("x", "b"), ("y", "c")], [("cb", ["x"])]),
     refused("illegal-block", "802.4a", "$.blockers[0].blocks[0]"))

case("802.4a-player-not-attacked-cant-block",
     "Three players, only b is attacked: c's creature can't block the attacker", "802.4a",
     MULTI + "c is a defending player (802.2) but nothing attacks c, c's planeswalkers or battles c protects, so c's "
     "creatures can block nothing.",
     M.scenario(three(), [cre("x", "a", 3, 3), cre("cb", "c", 1, 1)], [("x", "b")], [("cb", ["x"])]),
     refused("illegal-block", "802.4a", "$.blockers[0].blocks[0]"))

case("802.4a-each-defending-player-blocks-own-attacker",
     "Four players: b and d each block the creature attacking them, c takes 2; blocks announced in APNAP order",
     "802.4a",
     MULTI + "802.4: each defending player declares blockers in APNAP order (101.4: b, then c, then d), so b's "
     "block is announced before d's although the scenario lists d's first; 802.5: damage is assigned in APNAP order "
     "(the attackers, then b's blocker, then d's). x deals 3 to bb (2/2, dies); y is unblocked and deals 2 to c; "
     "z deals 2 to db (3/3, survives); bb deals 2 to x; db deals 3 to z (2/2, dies).",
     M.scenario(four(), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), cre("z", "a", 2, 2), cre("bb", "b", 2, 2),
                         cre("cb", "c", 1, 1), cre("db", "d", 3, 3)],
                [("x", "b"), ("y", "c"), ("z", "d")], [("db", ["z"]), ("bb", ["x"])]),
     M.result(M.declared([M.attacks("x", "b"), M.attacks("y", "c"), M.attacks("z", "d")],
                         [M.blocks("bb", "x"), M.blocks("db", "z"), M.blocked("x"), M.unblocked("y"), M.blocked("z")]),
              [M.regular([("x", {"bb": 3}), ("y", {"c": 2}), ("z", {"db": 2}), ("bb", {"x": 2}), ("db", {"z": 3})],
                         M.hit("x", "bb", 3, 3) + M.hit_player("y", "c", 2, 18) + M.hit("z", "db", 2, 2)
                         + M.hit("bb", "x", 2, 2) + M.hit("db", "z", 3, 3) + [M.dies("z"), M.dies("bb")])],
              {"a": standing(), "b": standing(), "c": standing(18), "d": standing()},
              {"x": att(3, 3, 2), "y": att(2, 2), "z": GY, "bb": GY, "cb": on(1, 1), "db": on(3, 3, 2)}))

case("802.4a-planeswalker-controller-blocks",
     "A creature attacking c's planeswalker is blocked by c's creature; b takes the other attacker's damage",
     "802.4a",
     MULTI + "c controls the attacked planeswalker, so c's 2/2 may block its attacker. x deals 3 to it (dies), it "
     "deals 2 to x; y is unblocked and deals 2 to b. The planeswalker is dealt nothing.",
     M.scenario(three(), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), walker("pw", "c", 4), cre("cb", "c", 2, 2)],
                [("x", "pw"), ("y", "b")], [("cb", ["x"])]),
     M.result(M.declared([M.attacks("x", "pw"), M.attacks("y", "b")],
                         [M.blocks("cb", "x"), M.blocked("x"), M.unblocked("y")]),
              [M.regular([("x", {"cb": 3}), ("y", {"b": 2}), ("cb", {"x": 2})],
                         M.hit("x", "cb", 3, 3) + M.hit_player("y", "b", 2, 18) + M.hit("cb", "x", 2, 2)
                         + [M.dies("cb")])],
              {"a": standing(), "b": standing(18), "c": standing()},
              {"x": att(3, 3, 2), "y": att(2, 2), "pw": {"zone": "battlefield", "counters": {}, "loyalty": 4,
                                                          "tapped": False}, "cb": GY}))

case("802.4a-planeswalker-attacked-blocked-by-other-player-refused",
     "b's creature can't block the creature attacking c's planeswalker", "802.4a",
     MULTI + "The attacker attacks a planeswalker c controls: only c's creatures may block it.",
     M.scenario(three(), [cre("x", "a", 3, 3), walker("pw", "c", 4), cre("bb", "b", 2, 2)],
                [("x", "pw")], [("bb", ["x"])]),
     refused("illegal-block", "802.4a", "$.blockers[0].blocks[0]"))

case("802.4a-menace-no-help-from-another-player",
     "A menace creature attacking b: b's creature and c's creature can't block it together", "802.4a",
     MULTI + "802.4b: b's blocks are judged ignoring blockers of other players; c's creature can't block a "
     "creature attacking b at all, so its block is refused.",
     M.scenario(three(), [cre("x", "a", 3, 3, "menace"), cre("bb", "b", 2, 2), cre("cb", "c", 2, 2)],
                [("x", "b")], [("bb", ["x"]), ("cb", ["x"])]),
     refused("illegal-block", "802.4a", "$.blockers[1].blocks[0]"))

case("802.4b-lure-binds-only-the-attacked-player",
     "An attacker with lure attacks b: b's creature must block it, c's creature blocks the one attacking c",
     "802.4b",
     MULTI + "802.4b: each defending player's blocks are checked apart, so lure's requirement ('all creatures able "
     "to block it do so') binds b's creature only; c's creature can't block it (802.4a) and is free to block y. "
     "x deals 2 to bb (1/1, dies), y deals 2 to cb (3/3), bb deals 1 to x, cb deals 3 to y (2/2, dies).",
     M.scenario(three(), [cre("x", "a", 2, 2, "lure"), cre("y", "a", 2, 2), cre("bb", "b", 1, 1),
                          cre("cb", "c", 3, 3)],
                [("x", "b"), ("y", "c")], [("bb", ["x"]), ("cb", ["y"])]),
     M.result(M.declared([M.attacks("x", "b"), M.attacks("y", "c")],
                         [M.blocks("bb", "x"), M.blocks("cb", "y"), M.blocked("x"), M.blocked("y")]),
              [M.regular([("x", {"bb": 2}), ("y", {"cb": 2}), ("bb", {"x": 1}), ("cb", {"y": 3})],
                         M.hit("x", "bb", 2, 2) + M.hit("y", "cb", 2, 2) + M.hit("bb", "x", 1, 1)
                         + M.hit("cb", "y", 3, 3) + [M.dies("y"), M.dies("bb")])],
              {"a": standing(), "b": standing(), "c": standing()},
              {"x": att(2, 2, 1), "y": GY, "bb": GY, "cb": on(3, 3, 2)}))

case("509.1c-lure-attacked-player-must-block",
     "An attacker with lure attacks b and b's untapped creature doesn't block: refused", "509.1c",
     "CR 509.1c with 802.4b: b's creature is able to block the lure creature attacking b, so b's blocks must obey "
     "the requirement.",
     M.scenario(three(), [cre("x", "a", 2, 2, "lure"), cre("bb", "b", 1, 1), cre("cb", "c", 1, 1)], [("x", "b")]),
     refused("illegal-block", "509.1c", "$.blockers"))

case("702.39a-provoke-creature-of-another-player-refused",
     "A creature with provoke attacking b can't provoke c's creature", "702.39a",
     "CR 702.39a: provoke targets a creature the defending player controls; 802.2a: for an attacking creature's "
     "ability that is the player it attacks, b. c's creature is not b's.",
     M.scenario(three(), [cre("x", "a", 2, 2, "provoke"), cre("cb", "c", 1, 1)], [("x", "b", {"provoke": "cb"})]),
     refused("illegal-attack", "702.39a", "$.attackers[0].provoke"))

# --- Attack left, attack right (803) --------------------------------------------------------------------

LR = ("CR 803.1a–b: with the attack left (right) option a player can attack only the opponent seated immediately "
      "to their left (right), a planeswalker that player controls or a battle that player protects. The players "
      "are listed in turn order, which goes to the left (101.4): a's left neighbour is b, the right one d. ")

case("803.1a-attack-left-other-player-refused", "Attack left: a can't attack c", "803.1a",
     LR + "c is two seats away on the left.",
     M.scenario(four(), [cre("x", "a", 3, 3)], [("x", "c")], attack_option="left"),
     refused("illegal-attack", "803.1a", "$.attackers[0].target"))

case("803.1a-attack-left-next-player", "Attack left: a attacks b, who takes 3", "803.1a",
     LR + "b is seated immediately to a's left; the unblocked 3/3 deals 3 to b.",
     M.scenario(four(), [cre("x", "a", 3, 3)], [("x", "b")], attack_option="left"),
     M.result(M.declared([M.attacks("x", "b")], [M.unblocked("x")]),
              [M.regular([("x", {"b": 3})], M.hit_player("x", "b", 3, 17))],
              {"a": standing(), "b": standing(17), "c": standing(), "d": standing()}, {"x": att(3, 3)}))

case("803.1a-attack-left-planeswalker-of-other-player-refused",
     "Attack left: a can't attack c's planeswalker", "803.1a",
     LR + "The planeswalker is c's, not b's.",
     M.scenario(four(), [cre("x", "a", 3, 3), walker("pw", "c", 3)], [("x", "pw")], attack_option="left"),
     refused("illegal-attack", "803.1a", "$.attackers[0].target"))

case("803.1b-attack-right-left-neighbour-refused", "Attack right: a can't attack b", "803.1b",
     LR + "b sits to a's left; with attack right only d may be attacked.",
     M.scenario(four(), [cre("x", "a", 3, 3)], [("x", "b")], attack_option="right"),
     refused("illegal-attack", "803.1b", "$.attackers[0].target"))

case("803.1b-attack-right-planeswalker-of-right-neighbour",
     "Attack right: a attacks d's planeswalker, which loses 3 loyalty", "803.1b",
     LR + "d sits immediately to a's right, so d's planeswalker may be attacked; 3 damage removes 3 loyalty "
     "(120.3c).",
     M.scenario(four(), [cre("x", "a", 3, 3), walker("pw", "d", 5)], [("x", "pw")], attack_option="right"),
     M.result(M.declared([M.attacks("x", "pw")], [M.unblocked("x")]),
              [M.regular([("x", {"pw": 3})],
                         [M.ev("damage", "510.2", source="x", target="pw", amount=3, combat=True),
                          M.ev("loyalty", "120.3c", id="pw", amount=-3, loyalty=2)])],
              {"a": standing(), "b": standing(), "c": standing(), "d": standing()},
              {"x": att(3, 3), "pw": {"zone": "battlefield", "counters": {}, "loyalty": 2, "tapped": False}}))

# --- Commander damage (903.10a, 704.6c) ----------------------------------------------------------------

CMD = ("CR 903.10a: a player who's been dealt 21 or more combat damage by the same commander over the course of the "
       "game loses (a state-based action, 704.6c); 903.7: each player starts at 40 life. ")


def commander(ident: str, controller: str, power: int, toughness: int, *keywords: str, **fields: Any) -> J:
    return cre(ident, controller, power, toughness, *keywords, commander=True, **fields)


def cp(life: int = 40, poison: int = 0, lost: bool = False, **tallies: int) -> J:
    return standing(life, poison, lost, commander_damage=dict(tallies))


case("903.10a-commander-combat-damage-counted",
     "A 5/5 commander deals 5 to b: b is at 35 and has taken 5 from it", "903.10a",
     CMD + "The unblocked commander deals 5 combat damage to b: b loses 5 life and the tally of that commander's "
     "combat damage to b goes from 0 to 5.",
     M.scenario(four(), [commander("cmd", "a", 5, 5)], [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 5})], M.hit_player("cmd", "b", 5, 35) + [M.tally("b", "cmd", 5, 5)])],
              {"a": cp(), "b": cp(35, cmd=5), "c": cp(), "d": cp()}, {"cmd": att(5, 5)}))

case("704.6c-double-strike-commander-21-across-two-steps",
     "A double-striking 6/6 commander: b had taken 10, 16 after first strike, 22 after the regular step: b loses and "
     "leaves; the other three play on", "704.6c",
     CMD + "702.4b: it deals 6 in each combat damage step. After the first-strike step b has taken 16 (no loss); "
     "after the regular step 22, so b loses (704.6c) at the state-based check. 104.5, 800.4a: b leaves the game and "
     "b's creature leaves with b; a, c and d remain, so the game goes on (800.4).",
     M.scenario([pl("a"), pl("b", commander_damage={"cmd": 10}), pl("c"), pl("d")],
                [commander("cmd", "a", 6, 6, "double_strike"), cre("bb", "b", 2, 2, tapped=True)],
                [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.first([("cmd", {"b": 6})], M.hit_player("cmd", "b", 6, 34) + [M.tally("b", "cmd", 6, 16)]),
               M.regular([("cmd", {"b": 6})], M.hit_player("cmd", "b", 6, 28) + [M.tally("b", "cmd", 6, 22)]
                         + [M.loses("b", "commander-damage", "704.6c")] + M.leaves_game("b", "bb"))],
              {"a": cp(), "b": gone(28, commander_damage={"cmd": 22}), "c": cp(), "d": cp()},
              {"cmd": att(6, 6), "bb": LEFT}))

case("800.4e-commander-kills-in-first-strike-step-no-regular-damage",
     "A double-striking commander brings b to 21 in the first-strike step: b leaves, and in the regular step no "
     "damage is assigned to b", "800.4e",
     CMD + "b had taken 15; 6 more in the first-strike step makes 21, so b loses and leaves the game (104.5). In the "
     "regular step the commander is still attacking, but 800.4e: combat damage that would be assigned to a player "
     "who left isn't assigned, so it assigns none.",
     M.scenario([pl("a"), pl("b", commander_damage={"cmd": 15}), pl("c"), pl("d")],
                [commander("cmd", "a", 6, 6, "double_strike")], [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.first([("cmd", {"b": 6})], M.hit_player("cmd", "b", 6, 34) + [M.tally("b", "cmd", 6, 21)]
                       + [M.loses("b", "commander-damage", "704.6c")] + M.leaves_game("b")),
               M.regular([], [], before=[M.not_assigned("cmd", "b")])],
              {"a": cp(), "b": gone(34, commander_damage={"cmd": 21}), "c": cp(), "d": cp()},
              {"cmd": att(6, 6)}))

case("903.10a-lifelink-commander",
     "A 4/4 lifelink commander in a two-player Commander game: b loses 4 and has taken 4 from it, a gains 4",
     "903.10a",
     CMD + "903.2: a Commander game may have two players. 702.15b, 120.3f: the damage also makes a gain 4 life; "
     "lifelink changes nothing about the commander damage counted.",
     M.scenario([pl("a"), pl("b")], [commander("cmd", "a", 4, 4, "lifelink")], [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 4})], M.hit_player("cmd", "b", 4, 36) + [M.tally("b", "cmd", 4, 4),
                                                                                   M.lifelink("cmd", "a", 4, 44)])],
              {"a": cp(44), "b": cp(36, cmd=4)}, {"cmd": att(4, 4)}))

case("903.10a-infect-commander-damage-counts",
     "A 3/3 commander with infect: b gets 3 poison counters, no life lost, and has taken 3 commander damage",
     "903.10a",
     CMD + "120.3b: damage from a source with infect to a player gives poison counters instead of life loss; it is "
     "still combat damage dealt by the commander, so it counts toward 21.",
     M.scenario(four(), [commander("cmd", "a", 3, 3, "infect")], [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 3})], M.poison("cmd", "b", 3, 3) + [M.tally("b", "cmd", 3, 3)])],
              {"a": cp(), "b": cp(40, 3, cmd=3), "c": cp(), "d": cp()}, {"cmd": att(3, 3)}))

case("704.6c-infect-commander-21-before-ten-poison",
     "Two players: a 7/7 infect commander brings b to 23 commander damage with only 7 poison: b loses", "704.6c",
     CMD + "b had taken 16 from the commander; 7 infect damage gives 7 poison (fewer than 10) and makes 23, so b "
     "loses by 704.6c; in a two-player game the game ends and a wins (104.2a).",
     M.scenario([pl("a"), pl("b", commander_damage={"cmd": 16})], [commander("cmd", "a", 7, 7, "infect")],
                [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 7})], M.poison("cmd", "b", 7, 7) + [M.tally("b", "cmd", 7, 23)]
                         + [M.loses("b", "commander-damage", "704.6c"), M.game_over("a")])],
              {"a": cp(), "b": cp(40, 7, True, cmd=23)}, {"cmd": att(7, 7)}, winner="a"))

case("903.10a-prevented-damage-not-counted",
     "3 of a commander's 5 damage is prevented: b loses 2 and has taken 2 commander damage", "903.10a",
     CMD + "615.7: the shield prevents 3; only damage actually dealt counts toward 21, so the tally grows by 2.",
     dict(M.scenario(four(), [commander("cmd", "a", 5, 5)], [("cmd", "b")], variant="commander"),
          actions=[{"at": "after-blocks", "do": "prevent", "target": "b", "amount": 3}]),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd"), M.ev("shield", "615.1", id="b", amount=3)]),
              [M.regular([("cmd", {"b": 5})],
                         [M.ev("damage", "615.7", source="cmd", target="b", amount=2, combat=True, prevented=3),
                          M.ev("life", "120.3a", player="b", amount=-2, life=38, source="cmd"),
                          M.tally("b", "cmd", 2, 2)])],
              {"a": cp(), "b": cp(38, cmd=2), "c": cp(), "d": cp()}, {"cmd": att(5, 5)}))

case("903.10a-commander-damage-to-planeswalker-not-counted",
     "A commander attacking b's planeswalker: only loyalty is lost, b's tally stays 0", "903.10a",
     CMD + "Commander damage counts combat damage dealt to a player; damage to b's planeswalker removes loyalty "
     "(120.3c) and adds nothing to it.",
     M.scenario(four(), [commander("cmd", "a", 5, 5), walker("pw", "b", 7)], [("cmd", "pw")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "pw")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"pw": 5})],
                         [M.ev("damage", "510.2", source="cmd", target="pw", amount=5, combat=True),
                          M.ev("loyalty", "120.3c", id="pw", amount=-5, loyalty=2)])],
              {"a": cp(), "b": cp(), "c": cp(), "d": cp()},
              {"cmd": att(5, 5), "pw": {"zone": "battlefield", "counters": {}, "loyalty": 2, "tapped": False}}))

case("903.10a-trample-commander-excess-to-player",
     "A 7/7 trampling commander blocked by a 2/2: 5 tramples over to b and counts as commander damage", "903.10a",
     CMD + "702.19b: lethal damage (2) to the blocker, the remaining 5 to b; the 5 dealt to b counts toward 21, the "
     "2 dealt to the creature doesn't. The 2/2 deals 2 to the commander and dies.",
     M.scenario(four(), [commander("cmd", "a", 7, 7, "trample"), cre("bb", "b", 2, 2)], [("cmd", "b")],
                [("bb", ["cmd"])], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.blocks("bb", "cmd"), M.blocked("cmd")]),
              [M.regular([("cmd", {"bb": 2, "b": 5}), ("bb", {"cmd": 2})],
                         M.hit("cmd", "bb", 2, 2) + M.hit_player("cmd", "b", 5, 35) + [M.tally("b", "cmd", 5, 5)]
                         + M.hit("bb", "cmd", 2, 2) + [M.dies("bb")])],
              {"a": cp(), "b": cp(35, cmd=5), "c": cp(), "d": cp()}, {"cmd": att(7, 7, 2), "bb": GY}))

case("903.10a-two-commanders-tallied-apart",
     "Two partner commanders each bring b to 15: 30 from commanders in all, but not 21 from one, so b stays", "903.10a",
     CMD + "The 21 counts damage from the same commander: each tally is kept apart (10 + 5 = 15 each).",
     M.scenario([pl("a"), pl("b", commander_damage={"c1": 10, "c2": 10}), pl("c"), pl("d")],
                [commander("c1", "a", 5, 5), commander("c2", "a", 5, 5)], [("c1", "b"), ("c2", "b")],
                variant="commander"),
     M.result(M.declared([M.attacks("c1", "b"), M.attacks("c2", "b")], [M.unblocked("c1"), M.unblocked("c2")]),
              [M.regular([("c1", {"b": 5}), ("c2", {"b": 5})],
                         M.hit_player("c1", "b", 5, 35) + [M.tally("b", "c1", 5, 15)]
                         + M.hit_player("c2", "b", 5, 30) + [M.tally("b", "c2", 5, 15)])],
              {"a": cp(), "b": cp(30, c1=15, c2=15), "c": cp(), "d": cp()}, {"c1": att(5, 5), "c2": att(5, 5)}))

case("903.10a-noncommander-damage-not-counted",
     "A 21/21 that is not a commander: b loses 21 life and no commander damage", "903.10a",
     CMD + "Only a commander's combat damage is tallied; b goes from 40 to 19 and keeps playing.",
     M.scenario([pl("a"), pl("b")], [cre("big", "a", 21, 21)], [("big", "b")], variant="commander"),
     M.result(M.declared([M.attacks("big", "b")], [M.unblocked("big")]),
              [M.regular([("big", {"b": 21})], M.hit_player("big", "b", 21, 19))],
              {"a": cp(), "b": cp(19)}, {"big": att(21, 21)}))

case("903.10a-commander-of-another-owner-still-counts",
     "d's commander, now controlled by a, deals 5 to b: it is counted as that commander's damage", "903.10a",
     CMD + "903.3: being a commander is an attribute of the card whoever controls it; 903.10a counts damage by the "
     "same commander, whatever its controller.",
     M.scenario(four(), [commander("cmd", "a", 5, 5, owner="d")], [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 5})], M.hit_player("cmd", "b", 5, 35) + [M.tally("b", "cmd", 5, 5)])],
              {"a": cp(), "b": cp(35, cmd=5), "c": cp(), "d": cp()}, {"cmd": att(5, 5)}))

case("704.6c-commander-damage-given-at-21-refused",
     "A board where b has already taken 21 from one commander is refused", "704.6c",
     CMD + "That player would already have lost at the last state-based check.",
     M.scenario([pl("a"), pl("b", commander_damage={"cmd": 21})], [commander("cmd", "a", 2, 2)], [("cmd", "b")],
                variant="commander"),
     refused("invalid-scenario", "704.6c", "$.players[1].commander_damage['cmd']"))

# --- A player who loses leaves; the game goes on (104.5, 800.4) -----------------------------------------

LEAVE = ("CR 104.5: a player who loses leaves the game; 800.4: a multiplayer game goes on for the others; 800.4a: "
         "all objects that player owns leave the game (so their blockers and planeswalkers leave combat, 506.4), "
         "and what they control that others own is exiled; 800.4e: combat damage that would be assigned to a player "
         "who left isn't assigned. ")

case("800.4a-player-loses-in-first-strike-step-blockers-leave",
     "c dies to first strike: c's blocker leaves, no damage goes to c in the regular step, b's fight goes on",
     "800.4a",
     LEAVE + "c is at 3: the first striker deals 3 and c loses (704.5a). c's wall leaves the game, so the ogre it "
     "blocked stays blocked (509.1h) and, without trample, deals no damage; y, unblocked, attacks a player who left "
     "(800.4e: no damage assigned). b's blocker and a's bear still trade 2 for 2 (both die).",
     M.scenario(four(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("ogre", "a", 4, 4), cre("y", "a", 2, 2),
                            cre("bear", "a", 2, 2), cre("wall", "c", 0, 4), cre("bb", "b", 2, 2)],
                [("fs", "c"), ("ogre", "c"), ("y", "c"), ("bear", "b")], [("wall", ["ogre"]), ("bb", ["bear"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("ogre", "c"), M.attacks("y", "c"), M.attacks("bear", "b")],
                         [M.blocks("bb", "bear"), M.blocks("wall", "ogre"), M.unblocked("fs"), M.blocked("ogre"),
                          M.unblocked("y"), M.blocked("bear")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "wall")),
               M.regular([("bear", {"bb": 2}), ("bb", {"bear": 2})],
                         M.hit("bear", "bb", 2, 2) + M.hit("bb", "bear", 2, 2) + [M.dies("bear"), M.dies("bb")],
                         before=[M.not_assigned("y", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0), "d": standing()},
              {"fs": att(3, 3), "ogre": att(4, 4), "y": att(2, 2), "bear": GY, "wall": LEFT, "bb": GY}))

case("800.4e-double-strike-attacker-of-player-who-left",
     "A double striker kills c in the first-strike step: in the regular step it assigns no damage", "800.4e",
     LEAVE + "c is at 2; the 2/2 double striker deals 2 and c loses and leaves with c's tapped creature. It is still "
     "attacking in the regular step, but its damage isn't assigned.",
     M.scenario(three(c=2), [cre("ds", "a", 2, 2, "double_strike"), cre("cc", "c", 1, 1, tapped=True)],
                [("ds", "c")]),
     M.result(M.declared([M.attacks("ds", "c")], [M.unblocked("ds")]),
              [M.first([("ds", {"c": 2})], M.hit_player("ds", "c", 2, 0) + [M.loses("c")] + M.leaves_game("c", "cc")),
               M.regular([], [], before=[M.not_assigned("ds", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"ds": att(2, 2), "cc": LEFT}))

case("800.4a-planeswalker-of-player-who-left-leaves-combat",
     "c loses to first strike: c's attacked planeswalker leaves the game, and its attacker deals no damage",
     "800.4a",
     LEAVE + "506.4c: a creature attacking a planeswalker that left combat keeps attacking but, unblocked, deals no "
     "combat damage.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4), walker("pw", "c", 5)],
                [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "pw")),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": LEFT}))

case("800.4a-creature-controlled-by-player-who-left-exiled",
     "c controls a creature b owns: when c leaves the game, it is exiled", "800.4a",
     LEAVE + "c is at 3 and the first striker deals 3. The borrowed 2/2 is owned by b, so it doesn't leave the game "
     "with c; being still controlled by c it is exiled, leaving combat. The ogre it blocked stays blocked and deals "
     "no damage.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("ogre", "a", 4, 4),
                             cre("borrowed", "c", 2, 2, owner="b")],
                [("fs", "c"), ("ogre", "c")], [("borrowed", ["ogre"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("ogre", "c")],
                         [M.blocks("borrowed", "ogre"), M.unblocked("fs"), M.blocked("ogre")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")]
                       + M.leaves_game("c", exiled=("borrowed",))),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "ogre": att(4, 4), "borrowed": EXILE}))

case("800.4-game-goes-on-after-one-player-loses",
     "Three players: b loses, leaves with b's creature, and a and c play on", "800.4",
     LEAVE + "b is at 2 and takes 2; two players remain, so nobody has won yet (104.2a).",
     M.scenario(three(b=2), [cre("x", "a", 2, 2), cre("bb", "b", 1, 1, tapped=True)], [("x", "b")]),
     M.result(M.declared([M.attacks("x", "b")], [M.unblocked("x")]),
              [M.regular([("x", {"b": 2})], M.hit_player("x", "b", 2, 0) + [M.loses("b")] + M.leaves_game("b", "bb"))],
              {"a": standing(), "b": gone(0), "c": standing()}, {"x": att(2, 2), "bb": LEFT}))

case("104.2a-last-two-opponents-lose-at-once",
     "Three players: b and c both reach 0 in the same step: a is the last player left and wins", "104.2a",
     "CR 704.5a: both lose at the same state-based check; 104.2a: a player still in the game wins when all their "
     "opponents have left it.",
     M.scenario(three(b=2, c=2), [cre("x", "a", 2, 2), cre("y", "a", 2, 2)], [("x", "b"), ("y", "c")]),
     M.result(M.declared([M.attacks("x", "b"), M.attacks("y", "c")], [M.unblocked("x"), M.unblocked("y")]),
              [M.regular([("x", {"b": 2}), ("y", {"c": 2})],
                         M.hit_player("x", "b", 2, 0) + M.hit_player("y", "c", 2, 0)
                         + [M.loses("b"), M.loses("c"), M.game_over("a")])],
              {"a": standing(), "b": standing(0, lost=True), "c": standing(0, lost=True)},
              {"x": att(2, 2), "y": att(2, 2)}, winner="a"))

case("104.2a-game-ends-after-an-earlier-player-left",
     "Three players: c leaves after first strike, b loses in the regular step, and a wins", "104.2a",
     LEAVE + "c (3 life) loses to the first striker and leaves; the game goes on for a and b. In the regular step b "
     "(2 life) takes 2 and loses: a is the only player left and wins (104.2a). c is reported as having left.",
     M.scenario(three(b=2, c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 2, 2)],
                [("fs", "c"), ("x", "b")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "b")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c")),
               M.regular([("x", {"b": 2})], M.hit_player("x", "b", 2, 0) + [M.loses("b"), M.game_over("a")])],
              {"a": standing(), "b": standing(0, lost=True), "c": gone(0)}, {"fs": att(3, 3), "x": att(2, 2)},
              winner="a"))

# --- Two-Headed Giant (810, 805.10) --------------------------------------------------------------------

THG = ("CR 810.4: each team has a shared life total, starting at 30; 810.9: damage and life gain happen to each "
       "player and are applied to the team's total; 805.10a–d: the active team attacks together, each creature one "
       "player, planeswalker or battle of the defending team, and creatures of either defending player may block "
       "it. Seats: a1, a2 (team A), b1, b2 (team B). ")


def teams4(**extra: J) -> list[J]:
    return [pl(p, team=p[0].upper(), **extra.get(p, {})) for p in ("a1", "a2", "b1", "b2")]


def tp(life: int = 30, poison: int = 0, lost: bool = False, *, team: str) -> J:
    return standing(life, poison, lost, team=team)


def team_result(a: int = 30, b: int = 30, *, b_poison: int = 0, b_lost: bool = False) -> tuple[J, J]:
    players = {"a1": tp(a, team="A"), "a2": tp(a, team="A"), "b1": tp(b, b_poison, b_lost, team="B"),
               "b2": tp(b, b_poison, b_lost, team="B")}
    teams = {"A": {"players": ["a1", "a2"], "life": a, "poison": 0, "lost": False},
             "B": {"players": ["b1", "b2"], "life": b, "poison": b_poison, "lost": b_lost}}
    return players, teams


players_, teams_ = team_result(36, 26)
case("810.9-shared-life-trample-lifelink",
     "Two-Headed Giant: a 6/6 trample lifelink blocked by b2's 1/2 while attacking b1: team B loses 4, team A gains 6",
     "810.9",
     THG + "805.10d: b2's creature may block a creature attacking b1. 702.19b: 2 to the blocker (lethal), 4 to b1; "
     "b1 loses 4 and team B goes from 30 to 26; lifelink (120.3f) makes a2, its controller, gain 6: team A 36.",
     M.scenario(teams4(), [cre("t", "a2", 6, 6, "trample", "lifelink"), cre("w", "b2", 1, 2)], [("t", "b1")],
                [("w", ["t"])], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("t", "b1")], [M.blocks("w", "t"), M.blocked("t")]),
              [M.regular([("t", {"w": 2, "b1": 4}), ("w", {"t": 1})],
                         M.hit("t", "w", 2, 2) + M.hit_player("t", "b1", 4, 26, "B")
                         + [M.lifelink("t", "a2", 6, 36, "A")] + M.hit("w", "t", 1, 1) + [M.dies("w")])],
              players_, {"t": att(6, 6, 1), "w": GY}, teams=teams_))

players_, teams_ = team_result(30, 25)
case("810.4-team-starts-at-30",
     "Two-Headed Giant: 5 damage to b2 leaves team B, and so each of its players, at 25", "810.4",
     THG + "No life is given, so each team starts at 30; 810.9a: each player's life total is the team's.",
     M.scenario(teams4(), [cre("x", "a1", 5, 5)], [("x", "b2")], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b2")], [M.unblocked("x")]),
              [M.regular([("x", {"b2": 5})], M.hit_player("x", "b2", 5, 25, "B"))],
              players_, {"x": att(5, 5)}, teams=teams_))

players_, teams_ = team_result()
case("805.10d-either-defending-player-blocks",
     "Two-Headed Giant: b2's creature blocks the creature attacking b1, and b1's the one attacking b2", "805.10d",
     THG + "The defending team has one combined block; blocks are announced in turn order (b1's, then b2's). x deals 3 "
     "to w (2/2, dies), y deals 2 to v (1/1, dies), v deals 1 to y, w deals 2 to x.",
     M.scenario(teams4(), [cre("x", "a1", 3, 3), cre("y", "a2", 2, 2), cre("w", "b2", 2, 2), cre("v", "b1", 1, 1)],
                [("x", "b1"), ("y", "b2")], [("w", ["x"]), ("v", ["y"])], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1"), M.attacks("y", "b2")],
                         [M.blocks("v", "y"), M.blocks("w", "x"), M.blocked("x"), M.blocked("y")]),
              [M.regular([("x", {"w": 3}), ("y", {"v": 2}), ("v", {"y": 1}), ("w", {"x": 2})],
                         M.hit("x", "w", 3, 3) + M.hit("y", "v", 2, 2) + M.hit("v", "y", 1, 1) + M.hit("w", "x", 2, 2)
                         + [M.dies("w"), M.dies("v")])],
              players_, {"x": att(3, 3, 2), "y": att(2, 2, 1), "w": GY, "v": GY}, teams=teams_))

players_, teams_ = team_result(30, -1, b_lost=True)
case("704.6a-team-life-zero-team-loses",
     "Two-Headed Giant: team B at 4 takes 5: the team loses and team A wins", "704.6a",
     THG + "b1's given life is the team's: 4. 5 damage to b1 brings team B to -1; 704.6a: a team with 0 or less life "
     "loses (both its players, 810.8a); the other team is left and wins (104.2a).",
     M.scenario(teams4(b1={"life": 4}), [cre("x", "a1", 5, 5)], [("x", "b1")], active="a1",
                variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1")], [M.unblocked("x")]),
              [M.regular([("x", {"b1": 5})], M.hit_player("x", "b1", 5, -1, "B")
                         + [M.loses("b1", "life", "704.6a"), M.loses("b2", "life", "704.6a"), M.game_over("A")])],
              players_, {"x": att(5, 5)}, winner="A", teams=teams_))

players_, teams_ = team_result(30, 30, b_poison=15, b_lost=True)
case("704.6b-team-fifteen-poison",
     "Two-Headed Giant: team B has 12 poison; 3 infect damage to b2 makes 15 and the team loses", "704.6b",
     THG + "810.10: poison counters are shared by the team; 704.6b: fifteen or more makes the team lose.",
     M.scenario(teams4(b1={"poison": 12}, b2={"poison": 12}), [cre("x", "a1", 3, 3, "infect")], [("x", "b2")],
                active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b2")], [M.unblocked("x")]),
              [M.regular([("x", {"b2": 3})], M.poison("x", "b2", 3, 15, "B")
                         + [M.loses("b1", "poison", "704.6b"), M.loses("b2", "poison", "704.6b"), M.game_over("A")])],
              players_, {"x": att(3, 3)}, winner="A", teams=teams_))

players_, teams_ = team_result(30, 30, b_poison=11)
case("810.10-eleven-poison-team-plays-on",
     "Two-Headed Giant: team B goes from 9 to 11 poison and plays on (ten is not enough for a team)", "810.10",
     THG + "In a two-player game 10 poison loses (704.5c); a Two-Headed Giant team loses at 15 (704.6b).",
     M.scenario(teams4(b1={"poison": 9}), [cre("x", "a1", 2, 2, "infect")], [("x", "b1")], active="a1",
                variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1")], [M.unblocked("x")]),
              [M.regular([("x", {"b1": 2})], M.poison("x", "b1", 2, 11, "B"))],
              players_, {"x": att(2, 2)}, teams=teams_))

case("805.10b-attack-teammate-refused", "Two-Headed Giant: a1's creature can't attack a2", "805.10b",
     THG + "Each attacking creature attacks a player, planeswalker or battle of the defending team.",
     M.scenario(teams4(), [cre("x", "a1", 2, 2)], [("x", "a2")], active="a1", variant="two-headed-giant"),
     refused("illegal-attack", "805.10b", "$.attackers[0].target"))

case("805.10a-attack-left-not-in-two-headed-giant",
     "Two-Headed Giant with attack left is refused", "805.10a",
     THG + "Two-Headed Giant uses the shared team turns option (810.2): the active team attacks the other team; the "
     "attack left and right options don't apply.",
     M.scenario(teams4(), [cre("x", "a1", 2, 2)], [("x", "b1")], active="a1", variant="two-headed-giant",
                attack_option="left"),
     refused("invalid-scenario", "805.10a", "$.attack_option"))

case("810.1-two-headed-giant-needs-two-teams-of-two",
     "Two-Headed Giant with three players (teams of 2 and 1) is refused", "810.1",
     "CR 810.1: two teams of two players (810.11: or of the same larger size).",
     M.scenario([pl("a1", team="A"), pl("a2", team="A"), pl("b1", team="B")], [cre("x", "a1", 2, 2)], [("x", "b1")],
                active="a1", variant="two-headed-giant"),
     refused("invalid-scenario", "810.1", "$.players"))

case("810.4-teammates-given-different-life-refused",
     "Two-Headed Giant: b1 at 20 and b2 at 25 can't be: they share one life total", "810.4",
     "CR 810.4, 810.9a: a team has one life total, which is each of its players' life total.",
     M.scenario(teams4(b1={"life": 20}, b2={"life": 25}), [cre("x", "a1", 2, 2)], [("x", "b1")], active="a1",
                variant="two-headed-giant"),
     refused("invalid-scenario", "810.4", "$.players[3].life"))

# --- The Magic of January 2020: the same multiplayer rules ----------------------------------------------

case("802.4a-blocker-of-another-player-refused-2020",
     "mtg-2020: c's creature can't block the creature attacking b", "802.4a",
     MULTI + "The January 2020 rules had the same 802.4a.",
     M20.scenario(three(), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), cre("cb", "c", 1, 1)],
                  [("x", "b"), ("y", "c")], [("cb", ["x"])]),
     refused("illegal-block", "802.4a", "$.blockers[0].blocks[0]"))

case("704.6c-double-strike-commander-21-across-two-steps-2020",
     "mtg-2020: a double-striking commander takes b from 10 to 22 commander damage; b leaves", "704.6c",
     CMD + "The January 2020 rules had the same Commander rules; damage results are numbered 119.3 there.",
     M20.scenario([pl("a"), pl("b", commander_damage={"cmd": 10}), pl("c")],
                  [commander("cmd", "a", 6, 6, "double_strike")], [("cmd", "b")], variant="commander"),
     M20.result(M20.declared([M20.attacks("cmd", "b")], [M20.unblocked("cmd")]),
                [M20.first([("cmd", {"b": 6})], M20.hit_player("cmd", "b", 6, 34) + [M20.tally("b", "cmd", 6, 16)]),
                 M20.regular([("cmd", {"b": 6})], M20.hit_player("cmd", "b", 6, 28) + [M20.tally("b", "cmd", 6, 22)]
                             + [M20.loses("b", "commander-damage", "704.6c")] + M20.leaves_game("b"))],
                {"a": cp(), "b": gone(28, commander_damage={"cmd": 22}), "c": cp()}, {"cmd": att(6, 6)}))

case("509.2-damage-assignment-order-with-two-defending-players-2020",
     "mtg-2020: an attacker on b blocked by two of b's creatures follows its damage assignment order; c takes 2",
     "509.2",
     "CR 509.2 (2009–2024): the attacking player orders each attacker's blockers; 510.1c: lethal damage to the first "
     "before any to the next. x (3 power) orders bb2 before bb1: 2 to bb2 (lethal), 1 to bb1. y is unblocked and "
     "deals 2 to c. Each blocker deals 2 to x (4 on a 3/5).",
     dict(M20.scenario(three(), [cre("x", "a", 3, 5), cre("y", "a", 2, 2), cre("bb1", "b", 2, 2),
                                 cre("bb2", "b", 2, 2)],
                       [("x", "b"), ("y", "c")], [("bb1", ["x"]), ("bb2", ["x"])]),
          damage_assignment_order={"x": ["bb2", "bb1"]}),
     M20.result(M20.declared([M20.attacks("x", "b"), M20.attacks("y", "c")],
                             [M20.blocks("bb1", "x"), M20.blocks("bb2", "x"), M20.blocked("x"), M20.unblocked("y")]),
                [M20.regular([("x", {"bb2": 2, "bb1": 1}), ("y", {"c": 2}), ("bb1", {"x": 2}), ("bb2", {"x": 2})],
                             M20.hit("x", "bb2", 2, 2) + M20.hit("x", "bb1", 1, 1) + M20.hit_player("y", "c", 2, 18)
                             + M20.hit("bb1", "x", 2, 2) + M20.hit("bb2", "x", 2, 4) + [M20.dies("bb2")])],
                {"a": standing(), "b": standing(), "c": standing(18)},
                {"x": att(3, 5, 4), "y": att(2, 2), "bb1": on(2, 2, 1), "bb2": GY}))

# --- The classic rules (1999–2009): multiplayer from August 2005, no Commander ------------------------------

CLASSIC = ("Classic rules: the Comprehensive Rules of August 2005 added section 6, Multiplayer Rules (602 Attack "
           "Multiple Players, 604 Attack Left and Attack Right, 600.4a a player leaving the game); the engine cites "
           "their section numbers where no subrule letter could be confirmed. ")

case("602-blocker-of-another-player-refused-classic",
     "mtg-classic: c's creature can't block the creature attacking b", "602",
     CLASSIC + "As today (802.4a), a defending player's creatures block only creatures attacking that player.",
     C.scenario(three(), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), cre("cb", "c", 1, 1)],
                [("x", "b"), ("y", "c")], [("cb", ["x"])]),
     refused("illegal-block", "602", "$.blockers[0].blocks[0]"))

case("604-attack-left-other-player-refused-classic", "mtg-classic: attack left, a can't attack c", "604",
     CLASSIC + "Only the opponent seated immediately to the left may be attacked.",
     C.scenario(four(), [cre("x", "a", 3, 3)], [("x", "c")], attack_option="left"),
     refused("illegal-attack", "604", "$.attackers[0].target"))

case("600.4a-player-leaves-after-first-strike-classic",
     "mtg-classic: c dies to first-strike damage on the stack, leaves with c's creature; the regular step assigns "
     "nothing to c", "600.4a",
     CLASSIC + "310.1: the first-strike damage goes on the stack and resolves: c at 3 takes 3 and loses (420.5). "
     "600.4: c leaves the game; 600.4a: c's objects leave with c. In the regular step y, attacking c, has no player "
     "to assign its damage to; nothing else deals damage, so an empty damage assignment goes on the stack.",
     C.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("y", "a", 2, 2), cre("cc", "c", 1, 1,
                                                                                              tapped=True)],
                [("fs", "c"), ("y", "c")]),
     C.result(C.declared([C.attacks("fs", "c"), C.attacks("y", "c")], [C.unblocked("fs"), C.unblocked("y")]),
              [C.first([("fs", {"c": 3})], C.hit_player("fs", "c", 3, 0) + [C.loses("c")] + C.leaves_game("c", "cc")),
               C.regular([], [], before=[C.not_assigned("y", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "y": att(2, 2), "cc": LEFT}))

case("903-commander-not-in-classic", "mtg-classic: a Commander game is refused", "903",
     "Commander entered the Comprehensive Rules in 2011 (903), after the classic era.",
     C.scenario([pl("a"), pl("b")], [commander("cmd", "a", 2, 2)], [("cmd", "b")], variant="commander"),
     refused("not-in-ruleset", None, "$.variant"))

case("810-two-headed-giant-not-in-classic", "mtg-classic: a Two-Headed Giant game is refused", "810",
     "The variant entered the Comprehensive Rules only in 2005 and was revised within the era (810.7 calls its "
     "current combat rules a change from previous rules); the classic ruleset resolves none of its versions.",
     C.scenario(teams4(), [cre("x", "a1", 2, 2)], [("x", "b1")], active="a1", variant="two-headed-giant"),
     refused("not-in-ruleset", None, "$.variant"))

# --- Other games and limits ------------------------------------------------------------------------------

case("800.1-nine-players-refused", "Nine players are more than the engine takes (2 to 8)", "800.1",
     "CR 800.1: a multiplayer game begins with more than two players; the engine's contract takes 2 to 8, in turn "
     "order.",
     M.scenario([pl(f"p{i}") for i in range(9)], [cre("x", "p0", 2, 2)], [("x", "p1")], active="p0"),
     refused("invalid-scenario", None, "$.players"))

case("two-players-puzzle-quest-refuses-three", "Puzzle Quest: three players are refused", "two-players",
     "A Puzzle Quest battle is one planeswalker against another.",
     {"format": 1, "ruleset": "puzzle-quest", "players": three(), "active_player": "a", "permanents": []},
     refused("not-in-ruleset", None, "$.players"))

case("two-players-riftbound-refuses-three", "Riftbound: three players are refused (not resolved yet)",
     "two-players",
     "The engine resolves Riftbound's one-on-one showdowns only.",
     {"format": 1, "ruleset": "riftbound", "players": three(), "active_player": "a", "permanents": []},
     refused("not-implemented", None, "$.players"))


# --- Review of issue 16 (a second judge): edge cases worked out by hand -----------------------------------

def trig(era: Era, source: str, ability: str, rule: str, **fields: Any) -> J:
    return era.ev("trigger", rule, source=source, ability=ability, **fields)


def pump(era: Era, ident: str, power: int, toughness: int, rule: str) -> J:
    return era.ev("pump", rule, id=ident, power=power, toughness=toughness)


# Fixes.

case("702.19e-trample-over-planeswalkers-controller-left-not-assigned",
     "c loses to first strike; a trample-over-planeswalkers creature attacking c's planeswalker assigns nothing to c",
     "702.19e",
     LEAVE + "702.19e: when the attacked planeswalker is removed from combat, a creature with trample over "
     "planeswalkers assigns all its damage to the defending player, its controller; here that player is c, who left "
     "with the planeswalker, so 800.4e: the damage isn't assigned (c isn't dealt 4).",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample_over_planeswalkers"),
                             walker("pw", "c", 5)], [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "pw")),
               M.regular([], [], before=[M.not_assigned("x", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": LEFT}))

case("702.19e-trample-over-planeswalkers-exiled-planeswalker-not-assigned",
     "c controls b's planeswalker and loses: it is exiled, and its attacker's damage isn't assigned to c", "702.19e",
     LEAVE + "The planeswalker is b's, so it is exiled (800.4a) rather than leaving the game; its controller, the "
     "defending player, was c, who left: nothing is assigned (800.4e), b is not dealt damage.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample_over_planeswalkers"),
                             dict(walker("pw", "c", 5), owner="b")], [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")]
                       + M.leaves_game("c", exiled=("pw",))),
               M.regular([], [], before=[M.not_assigned("x", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": EXILE}))

case("702.19e-trample-over-planeswalkers-owner-left-controller-dealt",
     "c owns b's planeswalker and loses: it leaves the game, and its attacker's 4 go to b, who controlled it",
     "702.19e",
     LEAVE + "The planeswalker is owned by c, so it leaves the game with c (800.4a) and is removed from combat "
     "(506.4); its controller b is still in the game, so 702.19e: all 4 damage of the trample-over-planeswalkers "
     "creature is assigned to b (b at 16).",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample_over_planeswalkers"),
                             dict(walker("pw", "b", 5), owner="c")], [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "pw")),
               M.regular([("x", {"b": 4})], M.hit_player("x", "b", 4, 16))],
              {"a": standing(), "b": standing(16), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": LEFT}))

case("702.19d-trample-blockers-and-player-left-not-assigned",
     "A trampler blocked by c's wall: c loses to first strike, and its damage, due to c, isn't assigned", "702.19d",
     LEAVE + "702.19d: a blocked trampler with no creature blocking it assigns its damage to the player it attacks; "
     "that player, c, has left with the wall, so 800.4e: the damage isn't assigned.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample"),
                             cre("cw", "c", 0, 5)], [("fs", "c"), ("x", "c")], [("cw", ["x"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "c")],
                         [M.blocks("cw", "x"), M.unblocked("fs"), M.blocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "cw")),
               M.regular([], [], before=[M.not_assigned("x", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "cw": LEFT}))

case("805.10b-battle-protected-by-teammate-refused",
     "Two-Headed Giant: a1 can't attack a battle its teammate a2 protects", "805.10b",
     THG + "310.8b: a battle can be attacked only by a player for whom its protector is a defending player; a2 is on "
     "the attacking team (805.10a), so b1's Siege that a2 protects can't be attacked.",
     M.scenario(teams4(), [cre("x", "a1", 3, 3), bat("bt", "b1", 5, "a2")], [("x", "bt")], active="a1",
                variant="two-headed-giant"),
     refused("illegal-attack", "805.10b", "$.attackers[0].target"))

case("310.10-siege-protected-by-a-teammate-refused",
     "Two-Headed Giant: a Siege protected by a teammate of its controller is refused", "310.10",
     THG + "310.11a: only an opponent of a Siege's controller can be its protector, and a teammate is no opponent "
     "(810.8a); 310.10: a battle not being attacked whose protector can't be its protector under its battle type "
     "gets an appropriate one its controller chooses (a state-based action). b1's Siege protected by b2 would "
     "already be protected by a1 or a2: the board is one the state-based actions would already have changed.",
     M.scenario(teams4(), [cre("x", "a1", 3, 3), bat("bt", "b1", 5, "b2")], [("x", "b1")], active="a1",
                variant="two-headed-giant"),
     refused("invalid-scenario", "310.10", "$.permanents[1].protector"))

case("805.10b-teammate-planeswalker-refused",
     "Two-Headed Giant: a1's creature can't attack a planeswalker its teammate a2 controls", "805.10b",
     THG + "The planeswalker is controlled by a player of the attacking team, not of the defending team.",
     M.scenario(teams4(), [cre("x", "a1", 3, 3), walker("pw", "a2", 3)], [("x", "pw")], active="a1",
                variant="two-headed-giant"),
     refused("illegal-attack", "805.10b", "$.attackers[0].target"))

players_, teams_ = team_result(30, 26)
case("702.121a-melee-counts-only-its-controllers-attacks-two-headed-giant",
     "Two-Headed Giant: a1's melee creature attacks b1 and a2's creature attacks b2: melee gives +1/+1, not +2/+2",
     "702.121a",
     THG + "702.121a: melee counts each opponent 'you' (its controller, a1) attacked with a creature; a2's creature "
     "attacking b2 is a2's attack (805.10c), so a1 attacked one opponent: x is 3/3. Team B: 30 - 3 - 1 = 26.",
     M.scenario(teams4(), [cre("x", "a1", 2, 2, "melee"), cre("y", "a2", 1, 1)], [("x", "b1"), ("y", "b2")],
                active="a1", variant="two-headed-giant"),
     M.result([{"name": "declare-attackers", "events": [M.attacks("x", "b1"), M.attacks("y", "b2"),
                                                        trig(M, "x", "melee", "702.121a"),
                                                        pump(M, "x", 1, 1, "702.121a")]},
               {"name": "declare-blockers", "events": [M.unblocked("x"), M.unblocked("y")]}],
              [M.regular([("x", {"b1": 3}), ("y", {"b2": 1})],
                         M.hit_player("x", "b1", 3, 27, "B") + M.hit_player("y", "b2", 1, 26, "B"))],
              players_, {"x": att(3, 3), "y": att(1, 1)}, teams=teams_))

players_, teams_ = team_result(30, 27)
case("702.83a-exalted-of-the-lone-attackers-controller-two-headed-giant",
     "Two-Headed Giant: a2's creature attacks alone; a2's exalted triggers, a1's doesn't", "702.83a",
     THG + "702.83a: 'whenever a creature you control attacks alone': the lone attacker is a2's, so only a2's exalted "
     "permanent triggers, even though a1 is named as the active player. x is 3/3; team B 27.",
     M.scenario(teams4(), [cre("x", "a2", 2, 2), cre("e1", "a1", 0, 1, "exalted"), cre("e2", "a2", 0, 1, "exalted")],
                [("x", "b1")], active="a1", variant="two-headed-giant"),
     M.result([{"name": "declare-attackers", "events": [M.attacks("x", "b1"),
                                                        trig(M, "e2", "exalted", "702.83a", target="x"),
                                                        pump(M, "x", 1, 1, "702.83a")]},
               {"name": "declare-blockers", "events": [M.unblocked("x")]}],
              [M.regular([("x", {"b1": 3})], M.hit_player("x", "b1", 3, 27, "B"))],
              players_, {"x": att(3, 3), "e1": on(0, 1), "e2": on(0, 1)}, teams=teams_))

case("508.1b-attack-self-refused-names-every-opponent",
     "Three players: a's creature can't attack a; the refusal names both opponents", "508.1b",
     "CR 508.1b: each attacking creature attacks an opponent (802.3: any defending player), a planeswalker or a "
     "battle; never its own controller.",
     M.scenario(three(), [cre("x", "a", 2, 2)], [("x", "a")]),
     refused("illegal-attack", "508.1b", "$.attackers[0].target"))

# Confirmed behaviours.

case("903.10a-stolen-commander-hits-its-owner",
     "d's commander, controlled by a, deals 5 to d: d's own commander's damage is tallied against d", "903.10a",
     CMD + "903.10a counts combat damage dealt to a player by the same commander whoever controls it, so d's tally "
     "for its own commander goes to 5.",
     M.scenario(four(), [commander("cmd", "a", 5, 5, owner="d")], [("cmd", "d")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "d")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"d": 5})], M.hit_player("cmd", "d", 5, 35) + [M.tally("d", "cmd", 5, 5)])],
              {"a": cp(), "b": cp(), "c": cp(), "d": cp(35, cmd=5)}, {"cmd": att(5, 5)}))

case("704.5c-infect-double-strike-commander-ten-poison-in-first-strike",
     "A 4/4 double strike infect commander: b with 6 poison reaches 10 in the first-strike step and leaves; the "
     "regular step assigns nothing to b", "704.5c",
     CMD + "120.3b: 4 poison counters (6 + 4 = 10) and 4 commander damage; 704.5c: ten poison loses, whatever the "
     "commander tally. b leaves (104.5); 800.4e in the regular step.",
     M.scenario([pl("a"), pl("b", poison=6), pl("c")], [commander("cmd", "a", 4, 4, "infect", "double_strike")],
                [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.first([("cmd", {"b": 4})], M.poison("cmd", "b", 4, 10) + [M.tally("b", "cmd", 4, 4)]
                       + [M.loses("b", "poison", "704.5c")] + M.leaves_game("b")),
               M.regular([], [], before=[M.not_assigned("cmd", "b")])],
              {"a": cp(), "b": gone(40, 10, commander_damage={"cmd": 4}), "c": cp()}, {"cmd": att(4, 4)}))

case("903.10a-fully-prevented-damage-at-20-no-loss",
     "b has taken 20 from a commander; its 1 damage is prevented: the tally stays 20 and b plays on", "903.10a",
     CMD + "615.7: the shield prevents the 1; no damage is dealt, so nothing is added (no commander-damage event).",
     dict(M.scenario([pl("a"), pl("b", commander_damage={"cmd": 20}), pl("c")], [commander("cmd", "a", 1, 1)],
                     [("cmd", "b")], variant="commander"),
          actions=[{"at": "after-blocks", "do": "prevent", "target": "b", "amount": 1}]),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd"), M.ev("shield", "615.1", id="b", amount=1)]),
              [M.regular([("cmd", {"b": 1})],
                         [M.ev("damage", "615.7", source="cmd", target="b", amount=0, combat=True, prevented=1)])],
              {"a": cp(), "b": cp(cmd=20), "c": cp()}, {"cmd": att(1, 1)}))

case("704.6c-second-commander-reaches-21",
     "Two commanders hit b: one tally reaches 21 (b loses), the other is at 8", "704.6c",
     CMD + "c1 takes b from 18 to 21, c2 from 5 to 8; 704.6c looks at each commander apart: c1's 21 makes b lose.",
     M.scenario([pl("a"), pl("b", commander_damage={"c1": 18, "c2": 5}), pl("c")],
                [commander("c1", "a", 3, 3), commander("c2", "a", 3, 3)], [("c1", "b"), ("c2", "b")],
                variant="commander"),
     M.result(M.declared([M.attacks("c1", "b"), M.attacks("c2", "b")], [M.unblocked("c1"), M.unblocked("c2")]),
              [M.regular([("c1", {"b": 3}), ("c2", {"b": 3})],
                         M.hit_player("c1", "b", 3, 37) + [M.tally("b", "c1", 3, 21)]
                         + M.hit_player("c2", "b", 3, 34) + [M.tally("b", "c2", 3, 8)]
                         + [M.loses("b", "commander-damage", "704.6c")] + M.leaves_game("b"))],
              {"a": cp(), "b": gone(34, commander_damage={"c1": 21, "c2": 8}), "c": cp()},
              {"c1": att(3, 3), "c2": att(3, 3)}))

case("704.5a-life-and-commander-damage-at-once-one-loss",
     "b at 3 life with 18 from a commander takes 3 from it: both 0 life and 21; b loses once", "704.5a",
     CMD + "704.5a and 704.6c both apply at the same check; the player loses the game once (the engine reports the "
     "first reason: life).",
     M.scenario([pl("a"), pl("b", life=3, commander_damage={"cmd": 18}), pl("c")], [commander("cmd", "a", 3, 3)],
                [("cmd", "b")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "b")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"b": 3})], M.hit_player("cmd", "b", 3, 0) + [M.tally("b", "cmd", 3, 21)]
                         + [M.loses("b")] + M.leaves_game("b"))],
              {"a": cp(), "b": gone(0, commander_damage={"cmd": 21}), "c": cp()}, {"cmd": att(3, 3)}))

case("800.4a-stolen-commander-leaves-with-its-owner",
     "a controls b's commander, which attacks c; b loses to first strike: the commander leaves the game and c is "
     "dealt nothing", "800.4a",
     LEAVE + "800.4a: every object b owns leaves the game, whoever controls it; the commander leaves combat (506.4).",
     M.scenario([pl("a"), pl("b", life=2), pl("c")], [cre("fs", "a", 2, 2, "first_strike"),
                                                     commander("cmd", "a", 5, 5, owner="b")],
                [("fs", "b"), ("cmd", "c")], variant="commander"),
     M.result(M.declared([M.attacks("fs", "b"), M.attacks("cmd", "c")], [M.unblocked("fs"), M.unblocked("cmd")]),
              [M.first([("fs", {"b": 2})], M.hit_player("fs", "b", 2, 0) + [M.loses("b")] + M.leaves_game("b", "cmd")),
               M.regular([], [])],
              {"a": cp(), "b": gone(0, commander_damage={}), "c": cp()}, {"fs": att(2, 2), "cmd": LEFT}))

case("800.4a-borrowed-blocker-owner-leaves-attacker-stays-blocked",
     "b blocks with a creature c owns; c loses to first strike: the blocker leaves with c and the attacker, still "
     "blocked, deals no damage", "800.4a",
     LEAVE + "509.1h, 506.4: the attacker remains blocked after its only blocker left combat; without trample it "
     "assigns no combat damage (510.1c): b stays at 20.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("y", "a", 4, 4),
                             cre("bw", "b", 1, 5, owner="c")], [("fs", "c"), ("y", "b")], [("bw", ["y"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("y", "b")],
                         [M.blocks("bw", "y"), M.unblocked("fs"), M.blocked("y")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "bw")),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "y": att(4, 4), "bw": LEFT}))

case("506.4-battle-whose-protector-left-is-still-attacked",
     "c, protector of a's Siege, loses to first strike: the battle stays in combat and takes 4", "506.4",
     LEAVE + "The battle is a's (owner and controller), so it doesn't leave with c; nothing in 506.4 removes it from "
     "combat, and 704.5w (a battle without a protector) waits while a creature is attacking it. The unblocked 4/4 "
     "deals 4: defense 5 -> 1 (120.3h).",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4), bat("bt", "a", 5, "c")],
                [("fs", "c"), ("x", "bt")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "bt")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c")),
               M.regular([("x", {"bt": 4})], [M.ev("damage", "510.2", source="x", target="bt", amount=4, combat=True),
                                              M.ev("defense", "120.3h", id="bt", amount=-4, defense=1)])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "bt": bat_on(1)}))

case("702.19d-trample-battle-blocker-left-with-protector",
     "c's wall blocks a trampler attacking the battle c protects; c leaves: all 4 go to the battle", "702.19d",
     LEAVE + "The wall leaves the game with c; 702.19d: the blocked trampler with no creature blocking it assigns "
     "all its damage to the battle it attacks, which is still in combat: defense 6 -> 2.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample"),
                             bat("bt", "a", 6, "c"), cre("cw", "c", 0, 5)], [("fs", "c"), ("x", "bt")],
                [("cw", ["x"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "bt")],
                         [M.blocks("cw", "x"), M.unblocked("fs"), M.blocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c", "cw")),
               M.regular([("x", {"bt": 4})], [M.ev("damage", "510.2", source="x", target="bt", amount=4, combat=True),
                                              M.ev("defense", "120.3h", id="bt", amount=-4, defense=2)])],
              {"a": standing(), "b": standing(), "c": gone(0)},
              {"fs": att(3, 3), "x": att(4, 4), "bt": bat_on(2), "cw": LEFT}))

case("800.4j-active-player-leaves-during-combat",
     "The active player loses to damage after blocks: their attacker leaves the game and the others play on",
     "800.4j",
     LEAVE + "c's 1/1 deals 2 to a (at 2; a 'deal' action); a loses (704.5a) and leaves; 800.4j: the turn goes on "
     "without an active player; a's attacker leaves the game with a (800.4a), so no combat damage is dealt.",
     dict(M.scenario(three(a=2), [cre("x", "a", 3, 3), cre("cb", "c", 1, 1)], [("x", "b")]),
          actions=[{"at": "after-blocks", "do": "deal", "source": "cb", "target": "a", "amount": 2}]),
     M.result(M.declared([M.attacks("x", "b")],
                         [M.unblocked("x"), M.ev("damage", "120.2", source="cb", target="a", amount=2, combat=False),
                          M.ev("life", "120.3a", player="a", amount=-2, life=0, source="cb"), M.loses("a")]
                         + M.leaves_game("a", "x")),
              [M.regular([], [])],
              {"a": gone(0), "b": standing(), "c": standing()}, {"x": LEFT, "cb": on(1, 1)}))

case("120.3f-lifelink-blocker-saves-its-controller",
     "b at 2 takes 3 from an unblocked attacker while b's lifelink blocker deals 2: b ends at 1 and plays on",
     "120.3f",
     "CR 510.2: all combat damage is dealt at once; 120.3f: the lifelink gain happens with it; 704.5a is checked "
     "only afterwards: 2 - 3 + 2 = 1.",
     M.scenario(three(b=2), [cre("x", "a", 3, 3), cre("y", "a", 2, 4), cre("bl", "b", 2, 2, "lifelink")],
                [("x", "b"), ("y", "b")], [("bl", ["y"])]),
     M.result(M.declared([M.attacks("x", "b"), M.attacks("y", "b")],
                         [M.blocks("bl", "y"), M.unblocked("x"), M.blocked("y")]),
              [M.regular([("x", {"b": 3}), ("y", {"bl": 2}), ("bl", {"y": 2})],
                         M.hit_player("x", "b", 3, -1) + M.hit("y", "bl", 2, 2) + M.hit("bl", "y", 2, 2)
                         + [M.lifelink("bl", "b", 2, 1), M.dies("bl")])],
              {"a": standing(), "b": standing(1), "c": standing()}, {"x": att(3, 3), "y": att(2, 4, 2), "bl": GY}))

players_, teams_ = team_result(30, 33)
case("810.9-defending-team-lifelink",
     "Two-Headed Giant: b2's lifelink blocker deals 3 to the creature attacking b1: team B gains 3", "810.9",
     THG + "810.9: b2 gains 3 life and the team's total goes from 30 to 33.",
     M.scenario(teams4(), [cre("x", "a1", 2, 2), cre("bl", "b2", 3, 3, "lifelink")], [("x", "b1")], [("bl", ["x"])],
                active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1")], [M.blocks("bl", "x"), M.blocked("x")]),
              [M.regular([("x", {"bl": 2}), ("bl", {"x": 3})],
                         M.hit("x", "bl", 2, 2) + M.hit("bl", "x", 3, 3) + [M.lifelink("bl", "b2", 3, 33, "B"),
                                                                            M.dies("x")])],
              players_, {"x": GY, "bl": on(3, 3, 2)}, teams=teams_))

players_, teams_ = team_result(30, 30, b_poison=15, b_lost=True)
case("704.6b-poison-across-teammates",
     "Two-Headed Giant: team B has 10 poison; 3 infect to b1 and 2 to b2 make 15: the team loses", "704.6b",
     THG + "810.10: each player gets their counters, the team shares them: 13, then 15; 704.6b at the check.",
     M.scenario(teams4(b1={"poison": 10}), [cre("x", "a1", 3, 3, "infect"), cre("y", "a2", 2, 2, "infect")],
                [("x", "b1"), ("y", "b2")], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1"), M.attacks("y", "b2")], [M.unblocked("x"), M.unblocked("y")]),
              [M.regular([("x", {"b1": 3}), ("y", {"b2": 2})],
                         M.poison("x", "b1", 3, 13, "B") + M.poison("y", "b2", 2, 15, "B")
                         + [M.loses("b1", "poison", "704.6b"), M.loses("b2", "poison", "704.6b"), M.game_over("A")])],
              players_, {"x": att(3, 3), "y": att(2, 2)}, winner="A", teams=teams_))

players_, teams_ = team_result(30, 1)
case("810.9-lifelink-blocker-saves-the-team",
     "Two-Headed Giant: team B at 2 takes 3 while b1's lifelink blocker deals 2: the team ends at 1", "810.9",
     THG + "510.2: damage and the lifelink gain happen at once: 2 - 3 + 2 = 1, so 704.6a doesn't apply.",
     M.scenario(teams4(b1={"life": 2}), [cre("x", "a1", 3, 3), cre("y", "a2", 2, 4), cre("bl", "b1", 2, 2, "lifelink")],
                [("x", "b1"), ("y", "b2")], [("bl", ["y"])], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b1"), M.attacks("y", "b2")],
                         [M.blocks("bl", "y"), M.unblocked("x"), M.blocked("y")]),
              [M.regular([("x", {"b1": 3}), ("y", {"bl": 2}), ("bl", {"y": 2})],
                         M.hit_player("x", "b1", 3, -1, "B") + M.hit("y", "bl", 2, 2) + M.hit("bl", "y", 2, 2)
                         + [M.lifelink("bl", "b1", 2, 1, "B"), M.dies("bl")])],
              players_, {"x": att(3, 3), "y": att(2, 4, 2), "bl": GY}, teams=teams_))

case("802.4-apnap-when-the-active-player-sits-third",
     "Four players, c active: blocks are announced d, a, b, and the blockers' damage follows that order", "802.4",
     MULTI + "101.4: APNAP order from c is c, d, a, b. Each 2/2 attacker kills its 1/1 blocker and takes 1.",
     M.scenario(four(), [cre("x", "c", 2, 2), cre("y", "c", 2, 2), cre("z", "c", 2, 2), cre("ab", "a", 1, 1),
                         cre("bb", "b", 1, 1), cre("db", "d", 1, 1)],
                [("x", "a"), ("y", "b"), ("z", "d")], [("bb", ["y"]), ("ab", ["x"]), ("db", ["z"])], active="c"),
     M.result(M.declared([M.attacks("x", "a"), M.attacks("y", "b"), M.attacks("z", "d")],
                         [M.blocks("db", "z"), M.blocks("ab", "x"), M.blocks("bb", "y"), M.blocked("x"),
                          M.blocked("y"), M.blocked("z")]),
              [M.regular([("x", {"ab": 2}), ("y", {"bb": 2}), ("z", {"db": 2}), ("db", {"z": 1}), ("ab", {"x": 1}),
                          ("bb", {"y": 1})],
                         M.hit("x", "ab", 2, 2) + M.hit("y", "bb", 2, 2) + M.hit("z", "db", 2, 2)
                         + M.hit("db", "z", 1, 1) + M.hit("ab", "x", 1, 1) + M.hit("bb", "y", 1, 1)
                         + [M.dies("ab"), M.dies("bb"), M.dies("db")])],
              {"a": standing(), "b": standing(), "c": standing(), "d": standing()},
              {"x": att(2, 2, 1), "y": att(2, 2, 1), "z": att(2, 2, 1), "ab": GY, "bb": GY, "db": GY}))

case("101.4-bushido-triggers-of-three-defending-players-apnap",
     "Four players: the bushido blockers of b, c and d trigger at once; d's resolves first, b's last", "101.4",
     MULTI + "603.3b, 101.4: b's trigger goes on the stack first, then c's, then d's, so d's resolves first. Each "
     "blocker becomes 2/2 and dies to its 3/3 attacker, dealing 2.",
     M.scenario(four(), [cre("x", "a", 3, 3), cre("y", "a", 3, 3), cre("z", "a", 3, 3),
                         cre("bb", "b", 1, 1, "bushido:1"), cre("cb", "c", 1, 1, "bushido:1"),
                         cre("db", "d", 1, 1, "bushido:1")],
                [("x", "b"), ("y", "c"), ("z", "d")], [("bb", ["x"]), ("cb", ["y"]), ("db", ["z"])]),
     M.result([{"name": "declare-attackers", "events": [M.attacks("x", "b"), M.attacks("y", "c"),
                                                        M.attacks("z", "d")]},
               {"name": "declare-blockers", "events": [M.blocks("bb", "x"), M.blocks("cb", "y"), M.blocks("db", "z"),
                                                       M.blocked("x"), M.blocked("y"), M.blocked("z")]
                + [e for who in ("db", "cb", "bb") for e in (trig(M, who, "bushido", "702.45a"),
                                                             pump(M, who, 1, 1, "702.45a"))]}],
              [M.regular([("x", {"bb": 3}), ("y", {"cb": 3}), ("z", {"db": 3}), ("bb", {"x": 2}), ("cb", {"y": 2}),
                          ("db", {"z": 2})],
                         M.hit("x", "bb", 3, 3) + M.hit("y", "cb", 3, 3) + M.hit("z", "db", 3, 3)
                         + M.hit("bb", "x", 2, 2) + M.hit("cb", "y", 2, 2) + M.hit("db", "z", 2, 2)
                         + [M.dies("bb"), M.dies("cb"), M.dies("db")])],
              {"a": standing(), "b": standing(), "c": standing(), "d": standing()},
              {"x": att(3, 3, 2), "y": att(3, 3, 2), "z": att(3, 3, 2), "bb": GY, "cb": GY, "db": GY}))

players_, teams_ = team_result()
case("805.10d-battle-protected-by-defender-blocked-by-teammate",
     "Two-Headed Giant: b2's creature blocks the creature attacking the battle b1 protects", "805.10d",
     THG + "805.10d: defending creatures may block creatures attacking a battle protected by either defending player. "
     "x deals 3 to w (1/1, dies), w deals 1 to x.",
     M.scenario(teams4(), [cre("x", "a1", 3, 3), bat("bt", "a2", 5, "b1"), cre("w", "b2", 1, 1)], [("x", "bt")],
                [("w", ["x"])], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "bt")], [M.blocks("w", "x"), M.blocked("x")]),
              [M.regular([("x", {"w": 3}), ("w", {"x": 1})], M.hit("x", "w", 3, 3) + M.hit("w", "x", 1, 1)
                         + [M.dies("w")])],
              players_, {"x": att(3, 3, 1), "bt": bat_on(5), "w": GY}, teams=teams_))

case("810.11-teams-of-three-start-at-45",
     "Two-Headed Giant variant with teams of three: each team starts at 45; 5 damage to b3 leaves team B at 40",
     "810.11",
     "CR 810.11: with teams of more than two players, each team's starting life is 15 per player.",
     M.scenario([pl(p, team=p[0].upper()) for p in ("a1", "a2", "a3", "b1", "b2", "b3")], [cre("x", "a3", 5, 5)],
                [("x", "b3")], active="a1", variant="two-headed-giant"),
     M.result(M.declared([M.attacks("x", "b3")], [M.unblocked("x")]),
              [M.regular([("x", {"b3": 5})], M.hit_player("x", "b3", 5, 40, "B"))],
              {**{p: tp(45, team="A") for p in ("a1", "a2", "a3")}, **{p: tp(40, team="B") for p in ("b1", "b2", "b3")}},
              {"x": att(5, 5)},
              teams={"A": {"players": ["a1", "a2", "a3"], "life": 45, "poison": 0, "lost": False},
                     "B": {"players": ["b1", "b2", "b3"], "life": 40, "poison": 0, "lost": False}}))

case("903.10a-commander-damage-keyed-by-noncommander-refused",
     "A tally for a creature that isn't a commander is refused", "903.10a",
     CMD + "Only a commander's combat damage is tallied; 'x' has no \"commander\": true.",
     M.scenario([pl("a"), pl("b", commander_damage={"x": 3})], [cre("x", "a", 2, 2)], [("x", "b")],
                variant="commander"),
     refused("invalid-scenario", "903.10a", "$.players[1].commander_damage['x']"))

case("702.121a-melee-counts-each-opponent-attacked",
     "Three players: a attacks b with a melee 2/2 and c with a 1/1: melee gives +2/+2", "702.121a",
     "CR 702.121a: +1/+1 for each opponent a attacked with a creature this combat: b and c.",
     M.scenario(three(), [cre("x", "a", 2, 2, "melee"), cre("y", "a", 1, 1)], [("x", "b"), ("y", "c")]),
     M.result([{"name": "declare-attackers", "events": [M.attacks("x", "b"), M.attacks("y", "c"),
                                                        trig(M, "x", "melee", "702.121a"),
                                                        pump(M, "x", 2, 2, "702.121a")]},
               {"name": "declare-blockers", "events": [M.unblocked("x"), M.unblocked("y")]}],
              [M.regular([("x", {"b": 4}), ("y", {"c": 1})], M.hit_player("x", "b", 4, 16) + M.hit_player("y", "c", 1, 19))],
              {"a": standing(), "b": standing(16), "c": standing(19)}, {"x": att(4, 4), "y": att(1, 1)}))

case("702.105a-dethrone-only-at-the-player-with-most-life",
     "Three players, c at 25: the dethrone creature attacking c gets a counter, the one attacking b doesn't",
     "702.105a",
     "CR 702.105a: the player with the most life (or tied) is c alone.",
     M.scenario(three(c=25), [cre("x", "a", 2, 2, "dethrone"), cre("y", "a", 2, 2, "dethrone")],
                [("x", "b"), ("y", "c")]),
     M.result([{"name": "declare-attackers", "events": [M.attacks("x", "b"), M.attacks("y", "c"),
                                                        trig(M, "y", "dethrone", "702.105a"),
                                                        M.ev("counters", "702.105a", id="y", kind="+1/+1", amount=1)]},
               {"name": "declare-blockers", "events": [M.unblocked("x"), M.unblocked("y")]}],
              [M.regular([("x", {"b": 2}), ("y", {"c": 3})], M.hit_player("x", "b", 2, 18) + M.hit_player("y", "c", 3, 22))],
              {"a": standing(), "b": standing(18), "c": standing(22)},
              {"x": att(2, 2), "y": {**att(3, 3), "counters": {"+1/+1": 1}}}))

case("803.1a-attack-left-from-the-last-seat-wraps-around",
     "Attack left: d, the last in turn order, attacks a, seated to d's left", "803.1a",
     LR + "Seating is a circle: the player after d in turn order is a.",
     M.scenario(four(), [cre("x", "d", 2, 2)], [("x", "a")], active="d", attack_option="left"),
     M.result(M.declared([M.attacks("x", "a")], [M.unblocked("x")]),
              [M.regular([("x", {"a": 2})], M.hit_player("x", "a", 2, 18))],
              {"a": standing(18), "b": standing(), "c": standing(), "d": standing()}, {"x": att(2, 2)}))

case("702.19c-commander-trample-over-planeswalkers-excess-counts",
     "A 5/5 commander with trample over planeswalkers attacks b's 2-loyalty planeswalker: 3 go to b and count",
     "702.19c",
     CMD + "702.19c: after damage equal to its loyalty (2) to the planeswalker, the excess 3 goes to its controller; "
     "that is combat damage a commander dealt to a player (903.10a). The planeswalker dies (704.5i).",
     M.scenario(three(), [commander("cmd", "a", 5, 5, "trample_over_planeswalkers"), walker("pw", "b", 2)],
                [("cmd", "pw")], variant="commander"),
     M.result(M.declared([M.attacks("cmd", "pw")], [M.unblocked("cmd")]),
              [M.regular([("cmd", {"pw": 2, "b": 3})],
                         [M.ev("damage", "510.2", source="cmd", target="pw", amount=2, combat=True),
                          M.ev("loyalty", "120.3c", id="pw", amount=-2, loyalty=0)]
                         + M.hit_player("cmd", "b", 3, 37) + [M.tally("b", "cmd", 3, 3),
                                                               M.ev("dies", "704.5i", id="pw", to="graveyard",
                                                                    reason="no-loyalty")])],
              {"a": cp(), "b": cp(37, cmd=3), "c": cp()}, {"cmd": att(5, 5), "pw": GY}))


case("810.1-team-id-of-a-player-refused",
     "Two-Headed Giant: a team named like one of the players is refused", "810.1",
     "final.winner names the winning team; a team id that is also a player's id would make it ambiguous, so the "
     "board is refused with the field named (an input rule, no game rule).",
     M.scenario([pl("a1", team="a1"), pl("a2", team="a1"), pl("b1", team="B"), pl("b2", team="B")],
                [cre("x", "a1", 2, 2)], [("x", "b1")], active="a1", variant="two-headed-giant"),
     refused("invalid-scenario", None, "$.players[0].team"))


NINJA = ("CR 702.49c: the ninja enters tapped and attacking what the returned creature attacked; 508.4a, 506.3c: "
         "if that is a player no longer in the game, or a battle no longer protected by a defending player, it "
         "enters but is never an attacking creature, so it deals no combat damage. ")

case("508.4a-ninja-enters-not-attacking-a-player-who-left",
     "c loses to first strike; ninjutsu swaps out the unblocked creature attacking c: the ninja enters, not attacking",
     "508.4a",
     NINJA + "c (1 life) takes 1 and leaves; after the first-strike step x, attacking c, is returned to hand and the "
     "3/3 ninja enters tapped but not attacking; the regular step has no combat damage.",
     dict(M.scenario(three(c=1), [cre("fs", "a", 1, 1, "first_strike"), cre("x", "a", 1, 1),
                                  cre("nin", "a", 3, 3, "ninjutsu", zone="hand")], [("fs", "c"), ("x", "c")]),
          actions=[{"at": "after-first-strike", "do": "ninjutsu", "return": "x", "ninja": "nin"}]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "c")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 1})], M.hit_player("fs", "c", 1, 0) + [M.loses("c")] + M.leaves_game("c")
                       + [M.ev("leaves", "702.49a", id="x", to="hand", reason="ninjutsu"),
                          M.ev("enters", "508.4a", id="nin", tapped=True, attacking=None, target="c")]),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)},
              {"fs": att(1, 1), "x": {"zone": "hand"}, "nin": {**att(3, 3)}}))

case("508.4a-ninja-enters-not-attacking-a-battle-whose-protector-left",
     "The protector of the attacked battle leaves; a ninja swapped for its attacker enters, not attacking", "508.4a",
     NINJA + "The battle stays (a owns it) but c, its protector, has left, so it is not protected by a defending "
     "player: the ninja enters tapped and not attacking, and the battle keeps its 5 defense.",
     dict(M.scenario(three(c=1), [cre("fs", "a", 1, 1, "first_strike"), cre("x", "a", 1, 1), bat("bt", "a", 5, "c"),
                                  cre("nin", "a", 3, 3, "ninjutsu", zone="hand")], [("fs", "c"), ("x", "bt")]),
          actions=[{"at": "after-first-strike", "do": "ninjutsu", "return": "x", "ninja": "nin"}]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "bt")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 1})], M.hit_player("fs", "c", 1, 0) + [M.loses("c")] + M.leaves_game("c")
                       + [M.ev("leaves", "702.49a", id="x", to="hand", reason="ninjutsu"),
                          M.ev("enters", "508.4a", id="nin", tapped=True, attacking=None, target="bt")]),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)},
              {"fs": att(1, 1), "x": {"zone": "hand"}, "bt": bat_on(5), "nin": att(3, 3)}))


case("800.4d-undying-of-a-player-who-left-never-triggers",
     "c's undying blocker dies at the same check that makes c lose: it leaves the game with c and doesn't return",
     "800.4d",
     LEAVE + "x deals 3 to c (3 life) while y kills c's 1/1 blocker: 704.5a and 704.5g apply at once. c leaves, and "
     "the card in c's graveyard leaves the game with c (800.4a); 800.4d: the undying trigger c would control isn't "
     "put on the stack.",
     M.scenario(three(c=3), [cre("x", "a", 3, 3), cre("y", "a", 2, 2), cre("cb", "c", 1, 1, "undying")],
                [("x", "c"), ("y", "c")], [("cb", ["y"])]),
     M.result(M.declared([M.attacks("x", "c"), M.attacks("y", "c")],
                         [M.blocks("cb", "y"), M.unblocked("x"), M.blocked("y")]),
              [M.regular([("x", {"c": 3}), ("y", {"cb": 2}), ("cb", {"y": 1})],
                         M.hit_player("x", "c", 3, 0) + M.hit("y", "cb", 2, 2) + M.hit("cb", "y", 1, 1)
                         + [M.dies("cb"), M.loses("c")] + M.leaves_game("c", "cb"))],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"x": att(3, 3), "y": att(2, 2, 1), "cb": LEFT}))

case("702.130a-afflict-makes-the-blocking-player-leave-before-damage",
     "Afflict 2 takes b from 2 to 0 as b blocks: b and b's blocker leave, and the blocked attacker deals nothing",
     "702.130a",
     LEAVE + "702.130a: the defending player of the afflict creature (802.2a: b, whom it attacks) loses 2 when it "
     "becomes blocked; b loses at the following check (704.5a) and leaves with the blocker. x stays blocked "
     "(509.1h) and deals no damage; y deals 3 to c.",
     M.scenario(three(b=2), [cre("x", "a", 2, 2, "afflict:2"), cre("y", "a", 3, 3), cre("bb", "b", 1, 3)],
                [("x", "b"), ("y", "c")], [("bb", ["x"])]),
     M.result(M.declared([M.attacks("x", "b"), M.attacks("y", "c")],
                         [M.blocks("bb", "x"), M.blocked("x"), M.unblocked("y"),
                          trig(M, "x", "afflict", "702.130a"),
                          M.ev("life", "702.130a", player="b", amount=-2, life=0, source="x"), M.loses("b")]
                         + M.leaves_game("b", "bb")),
              [M.regular([("y", {"c": 3})], M.hit_player("y", "c", 3, 17))],
              {"a": standing(), "b": gone(0), "c": standing(17)}, {"x": att(2, 2), "y": att(3, 3), "bb": LEFT}))


CONTROL = ("CR 800.4a: when a player leaves the game, the effects that gave them control of objects end first; only "
           "what they still control afterwards is exiled. \"control_effect\": true says the controller has the "
           "permanent through such an effect. ")

case("800.4a-stolen-blocker-goes-back-to-its-owner",
     "c blocks with b's creature c stole; c loses to first strike: the creature goes back to b and leaves combat",
     "800.4a",
     CONTROL + "The steal ends as c leaves; b, its owner, controls it again, and a change of controller removes it "
     "from combat (506.4). The ogre it blocked stays blocked (509.1h) and deals no damage; the 2/2 stays on the "
     "battlefield, undamaged.",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("ogre", "a", 4, 4),
                             cre("borrowed", "c", 2, 2, owner="b", control_effect=True)],
                [("fs", "c"), ("ogre", "c")], [("borrowed", ["ogre"])]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("ogre", "c")],
                         [M.blocks("borrowed", "ogre"), M.unblocked("fs"), M.blocked("ogre")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c")
                       + [M.ev("control", "800.4a", id="borrowed", controller="b", reason="controller-left-game"),
                          M.ev("removed-from-combat", "506.4", id="borrowed")]),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)},
              {"fs": att(3, 3), "ogre": att(4, 4), "borrowed": on(2, 2)}))

case("800.4a-stolen-attacker-of-a-player-who-leaves-goes-back",
     "a attacks with b's creature a stole; a loses after blocks: it goes back to b, removed from combat, still tapped",
     "800.4a",
     CONTROL + "c's 1/1 deals 2 to a (at 2); a leaves (104.5; 800.4j: the turn goes on without an active player). "
     "The steal ends: b controls the creature again, and it leaves combat (506.4) tapped; nothing deals combat "
     "damage.",
     dict(M.scenario(three(a=2), [cre("x", "a", 3, 3, owner="b", control_effect=True), cre("cb", "c", 1, 1)],
                     [("x", "c")]),
          actions=[{"at": "after-blocks", "do": "deal", "source": "cb", "target": "a", "amount": 2}]),
     M.result(M.declared([M.attacks("x", "c")],
                         [M.unblocked("x"), M.ev("damage", "120.2", source="cb", target="a", amount=2, combat=False),
                          M.ev("life", "120.3a", player="a", amount=-2, life=0, source="cb"), M.loses("a")]
                         + M.leaves_game("a")
                         + [M.ev("control", "800.4a", id="x", controller="b", reason="controller-left-game"),
                            M.ev("removed-from-combat", "506.4", id="x")]),
              [M.regular([], [])],
              {"a": gone(0), "b": standing(), "c": standing()}, {"x": att(3, 3), "cb": on(1, 1)}))

case("800.4d-stolen-siege-trigger-of-a-player-who-left",
     "c's stolen Siege loses its last defense counter as c loses: its trigger is c's and never goes on the stack, "
     "so the Siege goes to d's graveyard", "800.4d",
     CONTROL + "The Siege is d's; c controls it through a steal, b protects it. The same damage step leaves c at 0 "
     "life and takes the Siege's last 4 defense counters (120.3h): its own trigger (310.11b) is controlled by c, who "
     "controlled it as it triggered (603.3a). c loses and leaves (704.5a, 104.5); the steal ends and d controls the "
     "Siege again, out of combat (506.4). 800.4d: a triggered ability a player who left would control isn't put on "
     "the stack, so nothing keeps the Siege at defense 0 any more: 704.5v puts it into its owner's graveyard, and "
     "it is never exiled.",
     M.scenario(four(c=2), [cre("x", "a", 2, 2), cre("y", "a", 4, 4),
                            {**bat("bt", "c", 4, "b"), "owner": "d", "control_effect": True}],
                [("x", "c"), ("y", "bt")]),
     M.result(M.declared([M.attacks("x", "c"), M.attacks("y", "bt")], [M.unblocked("x"), M.unblocked("y")]),
              [M.regular([("x", {"c": 2}), ("y", {"bt": 4})],
                         M.hit_player("x", "c", 2, 0)
                         + [M.ev("damage", "510.2", source="y", target="bt", amount=4, combat=True),
                            M.ev("defense", "120.3h", id="bt", amount=-4, defense=0), M.loses("c")]
                         + M.leaves_game("c")
                         + [M.ev("control", "800.4a", id="bt", controller="d", reason="controller-left-game"),
                            M.ev("removed-from-combat", "506.4", id="bt"),
                            M.ev("leaves", "704.5v", id="bt", to="graveyard", reason="no-defense")])],
              {"a": standing(), "b": standing(), "c": gone(0), "d": standing()},
              {"x": att(2, 2), "y": att(4, 4), "bt": GY}))

case("800.4a-control-effect-without-an-owner-refused",
     "\"control_effect\" on a permanent its controller owns is refused", "800.4a",
     CONTROL + "A permanent its owner controls has no control-changing effect to end.",
     M.scenario(three(), [cre("x", "a", 2, 2, control_effect=True)], [("x", "b")]),
     refused("invalid-scenario", "800.4a", "$.permanents[0].control_effect"))


# --- A stolen planeswalker or battle goes back to its owner and leaves combat (506.4, 506.4c, 800.4a) -------------

STOLEN = (CONTROL + "506.4: a permanent whose controller changes is removed from combat, an attacked planeswalker "
          "or battle too; 506.4c: its attackers go on attacking nothing and, unblocked, deal no combat damage. ")

case("506.4-stolen-planeswalker-goes-back-to-its-owner-and-leaves-combat",
     "c loses to first strike: the planeswalker c stole from b goes back to b, leaves combat, and isn't damaged",
     "506.4",
     STOLEN + "c is at 3 and the first striker deals 3. The planeswalker is b's, so it neither leaves the game nor is "
     "exiled: the control effect ends, b controls it again, and the 4/4 attacking it deals no damage (b is not a "
     "defending player, and the planeswalker keeps its 5 loyalty).",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4),
                             dict(walker("pw", "c", 5), owner="b", control_effect=True)], [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c")
                       + [M.ev("control", "800.4a", id="pw", controller="b", reason="controller-left-game"),
                          M.ev("removed-from-combat", "506.4", id="pw")]),
               M.regular([], [])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": pw_on(5)}))

case("702.19e-trample-over-planeswalkers-stolen-planeswalker-back-to-its-owner",
     "Trample over planeswalkers against a stolen planeswalker that goes back to its owner: nothing to b, nothing to c",
     "702.19e",
     STOLEN + "702.19e: once its planeswalker is removed from combat, a creature with trample over planeswalkers "
     "assigns its damage to the defending player: that is still c (506.2: the planeswalker's new controller b does "
     "not become a defending player), and c has left, so nothing is assigned (800.4e).",
     M.scenario(three(c=3), [cre("fs", "a", 3, 3, "first_strike"), cre("x", "a", 4, 4, "trample_over_planeswalkers"),
                             dict(walker("pw", "c", 5), owner="b", control_effect=True)], [("fs", "c"), ("x", "pw")]),
     M.result(M.declared([M.attacks("fs", "c"), M.attacks("x", "pw")], [M.unblocked("fs"), M.unblocked("x")]),
              [M.first([("fs", {"c": 3})], M.hit_player("fs", "c", 3, 0) + [M.loses("c")] + M.leaves_game("c")
                       + [M.ev("control", "800.4a", id="pw", controller="b", reason="controller-left-game"),
                          M.ev("removed-from-combat", "506.4", id="pw")]),
               M.regular([], [], before=[M.not_assigned("x", "c")])],
              {"a": standing(), "b": standing(), "c": gone(0)}, {"fs": att(3, 3), "x": att(4, 4), "pw": pw_on(5)}))

case("702.93a-undying-creature-returns-to-its-owner-not-the-player-who-reanimated-it",
     "c controls b's undying creature (no control effect) and blocks with it: it returns under b's control",
     "702.93a",
     "CR 702.93a: undying returns the card under its owner's control. c put b's 2/2 onto the battlefield under c's "
     "control (no control effect: \"owner\" only); it blocks a's 3/3 and dies with no +1/+1 counter, so it "
     "returns with one under b's control (a new object, untapped, out of combat, 400.7).",
     M.scenario(three(), [cre("x", "a", 3, 3), cre("geist", "c", 2, 2, "undying", owner="b")], [("x", "c")],
                [("geist", ["x"])]),
     M.result(M.declared([M.attacks("x", "c")], [M.blocks("geist", "x"), M.blocked("x")]),
              [M.regular([("x", {"geist": 3}), ("geist", {"x": 2})],
                         M.hit("x", "geist", 3, 3) + M.hit("geist", "x", 2, 2)
                         + [M.dies("geist"), M.ev("trigger", "702.93a", source="geist", ability="undying"),
                            M.ev("returns", "702.93a", id="geist", counters={"+1/+1": 1}, controller="b")])],
              {"a": standing(), "b": standing(), "c": standing()},
              {"x": att(3, 3, 2), "geist": on(3, 3, counters={"+1/+1": 1})}))


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=CASES, out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
