"""Write the golden files of tests/scenarios/keywords from hand-derived expectations.

Every case states by hand, from the Comprehensive Rules, what must happen:
which triggers trigger and what they do, who deals how much to whom, every
result and state-based action, and the final board. The helpers only spell
those facts in the result format's shapes (field names, and the rule each
kind of event cites in each ruleset); they never ask the engine. The engine
is consulted only by ``--compare``, which prints where it disagrees, so that
each disagreement can be decided from the rules (see ENGINE_BUGS in
tests/test_golden.py for the ones decided against the engine).

    python3 tests/golden/keywords.py             # (re)write the files it holds (no other file is touched)
    python3 tests/golden/keywords.py --compare   # and list every disagreement
    python3 tests/golden/keywords.py --counts    # files per keyword and ruleset

Eight files of tests/scenarios/keywords are hand-written JSON that no case below writes (two
provokers, mentor's target, losing toxic, and two 2020 files); the generator leaves them alone.

Rule numbers: current rules (``mtg``) as of 2025; ``mtg-2020`` those of
January 2020 (every keyword from banding on is one lower: ward, 702.21, came
in 2021; damage results are 119.3); ``mtg-classic`` those of the 2003-2009
documents where a public copy confirms them (flanking 502.3, shadow 502.8,
trample 502.9, banding 502.10, rampage 502.12, bushido 502.38; menace-like
requirements 500.5), otherwise the keyword section 502, as the ruleset does
for keywords without a confirmed number.

Conventions of the result format (mechanical, not rules), the same as the
other golden generators: combat damage is listed source by source (attackers
in declared order, then blockers), each damage event followed by its result;
simultaneous state-based actions list counters first, then permanents in
scenario order, then players; triggered abilities that trigger together are
listed in the order the active player would be expected to stack them by the
engine's documented convention (attack triggers: exalted first, then each
attacker in declared order; block triggers: the defending player's first
(APNAP), then each attacker in declared order), and every case is built so
that the order does not change the outcome.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden import builders  # noqa: E402
from golden.builders import (EXILED, GY, SCENARIOS, J, act, artifact, attacked, battle, battle_on, cre,  # noqa: E402,F401
                             division, ev, on, pw_on, refused, siege_defeated, walker, zone)
from golden.builders import main as write  # noqa: E402
from golden.builders import plain_on as art_on  # noqa: E402

OUT = SCENARIOS / "keywords"

MTG, F2020, CLASSIC = "mtg", "mtg-2020", "mtg-classic"

# ---------------------------------------------------------------------------
# Rule numbers, by ruleset.

#: Events every combat produces.
BASE: dict[str, dict[str, str]] = {
    MTG: {"attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "marked": "120.3e",
          "life": "120.3a", "gain": "120.3f", "infect": "120.3b", "toxic": "120.3g", "loyalty": "120.3c",
          "defense": "120.3h", "wither": "120.3d", "lethal-damage": "704.5g", "deathtouch": "704.5h",
          "zero-toughness": "704.5f", "no-loyalty": "704.5i", "no-defense": "704.5v", "loses-life": "704.5a",
          "loses-poison": "704.5c", "game-over": "104.2a", "pump": "611.2a", "leaves": "506.4",
          "requirement": "509.1c", "restriction": "509.1b", "menace": "702.111b"},
    F2020: {"attacks": "508.1f", "blocks": "509.1a", "blocked": "509.1h", "damage": "510.2", "marked": "119.3e",
            "life": "119.3a", "gain": "119.3f", "infect": "119.3b", "loyalty": "119.3c", "wither": "119.3d",
            "lethal-damage": "704.5g", "deathtouch": "704.5h", "zero-toughness": "704.5f", "no-loyalty": "704.5i",
            "loses-life": "704.5a", "loses-poison": "704.5c", "game-over": "104.2a", "pump": "611.2a",
            "leaves": "506.4", "requirement": "509.1c", "restriction": "509.1b", "menace": "702.110b"},
    CLASSIC: {"attacks": "308.2", "blocks": "309.2", "blocked": "309.2", "damage": "310.4", "marked": "G4.1d",
              "life": "215.2", "loyalty": "G4.1c", "lethal-damage": "420.5", "deathtouch": "420.5",
              "zero-toughness": "420.5", "no-loyalty": "420.5", "loses-life": "420.5", "game-over": "102.2",
              "pump": "418.3", "leaves": "306.4", "on-stack": "310.1",
              "requirement-menace": "500.5", "menace": "309.2"},
}

#: The keyword's own rule (its section), by ruleset.
KEYWORD_RULE: dict[str, dict[str, str]] = {
    MTG: {"fear": "702.36", "intimidate": "702.13", "shadow": "702.28", "horsemanship": "702.31",
          "skulk": "702.118", "banding": "702.22", "bushido": "702.45", "rampage": "702.23", "flanking": "702.25",
          "exalted": "702.83", "battle_cry": "702.91", "afflict": "702.130", "melee": "702.121",
          "training": "702.149", "mentor": "702.134", "dethrone": "702.105", "frenzy": "702.68",
          "provoke": "702.39", "undying": "702.93", "persist": "702.79", "trample": "702.19", "toxic": "702.164"},
    F2020: {"fear": "702.35", "intimidate": "702.13", "shadow": "702.27", "horsemanship": "702.30",
            "skulk": "702.117", "banding": "702.21", "bushido": "702.44", "rampage": "702.22",
            "flanking": "702.24", "exalted": "702.82", "battle_cry": "702.90", "afflict": "702.129",
            "melee": "702.120", "mentor": "702.133", "dethrone": "702.104", "frenzy": "702.67",
            "provoke": "702.38", "undying": "702.92", "persist": "702.78", "trample": "702.19"},
    # 2003-2009 numbers confirmed by public copies of those documents; the rest cite the section, 502.
    CLASSIC: {"flanking": "502.3", "shadow": "502.8", "trample": "502.9", "banding": "502.10",
              "rampage": "502.12", "bushido": "502.38"},
}


def kw_rule(rs: str, keyword: str, letter: str) -> str:
    """The subrule of a keyword in a ruleset's document (the section 502 where classic is unconfirmed)."""
    if keyword == "battalion":
        return "207.2c"  # an ability word: no rules meaning of its own (the card's text is the trigger)
    base = KEYWORD_RULE[rs].get(keyword)
    if base is None:
        assert rs == CLASSIC, (rs, keyword)
        return "502"
    return base + letter


# ---------------------------------------------------------------------------
# Scenario builders.

def scenario(rs: str, permanents: list[J], attackers: list[Any], blockers: list[tuple[str, list[str]]] = (),
             assignments: list[J] = (), actions: list[J] = (), alice: int = 20, bob: int = 20, **extra: Any) -> J:
    return builders.scenario(permanents, attackers, blockers, assignments, actions, alice, bob, ruleset=rs, **extra)


# ---------------------------------------------------------------------------
# Event and result builders, bound to a ruleset: the format's shapes, the case's values.

class R(builders.Era):
    """Builders for one ruleset: the shared ones, and the keywords' own."""

    #: mtg-classic: a step with no assignment puts nothing on the stack (a step that does is spelled out).
    stack_when_empty = False

    def __init__(self, rs: str) -> None:
        super().__init__(rs, BASE)

    # Declarations.
    def band_blocks(self, ident: str, attacker: str) -> J:
        """702.22h (702.21h in 2020, 502.10e classic): blocking one of a band blocks each of it."""
        return ev("blocks", kw_rule(self.rs, "banding", "e" if self.rs == CLASSIC else "h"), id=ident,
                  attackers=[attacker], band=True)

    # Triggered keywords.
    def trigger(self, source: str, keyword: str, **fields: Any) -> J:
        return ev("trigger", kw_rule(self.rs, keyword, "a"), source=source, ability=keyword, **fields)

    def kpump(self, ident: str, power: int, toughness: int, keyword: str) -> J:
        return ev("pump", kw_rule(self.rs, keyword, "a"), id=ident, power=power, toughness=toughness)

    def kcounter(self, ident: str, keyword: str, kind: str = "+1/+1") -> J:
        return ev("counters", kw_rule(self.rs, keyword, "a"), id=ident, kind=kind, amount=1)

    def untaps(self, ident: str) -> J:
        return ev("untaps", kw_rule(self.rs, "provoke", "a"), id=ident)

    def returns(self, ident: str, keyword: str) -> list[J]:
        kind = "+1/+1" if keyword == "undying" else "-1/-1"
        return [self.trigger(ident, keyword), ev("returns", kw_rule(self.rs, keyword, "a"), id=ident,
                                                 counters={kind: 1})]

    # Damage and its results.
    def hit_walker(self, source: str, pw: str, amount: int, removed: int, now: int) -> list[J]:
        return [self.damage(source, pw, amount), ev("loyalty", self.r["loyalty"], id=pw, amount=-removed,
                                                    loyalty=now)]

    def hit_battle(self, source: str, siege: str, amount: int, removed: int, now: int) -> list[J]:
        return [self.damage(source, siege, amount), ev("defense", self.r["defense"], id=siege, amount=-removed,
                                                       defense=now)]

    def wither(self, source: str, creature: str, amount: int) -> list[J]:
        return [self.damage(source, creature, amount),
                ev("counters", self.r["wither"], id=creature, kind="-1/-1", amount=amount)]

    def toxic(self, player: str, amount: int, now: int, source: str) -> J:
        return ev("poison", self.r["toxic"], player=player, amount=amount, poison=now, source=source)

    # State-based actions and the end of the game.
    def dies(self, ident: str, reason: str = "lethal-damage") -> J:
        return ev("dies", self.r[reason], id=ident, to="graveyard", reason=reason)

    def battle_leaves(self, ident: str) -> J:
        return ev("leaves", self.r["no-defense"], id=ident, to="graveyard", reason="no-defense")

    def siege_defeated(self, ident: str) -> list[J]:
        """704.5v leaves a Siege at defense 0 while its own trigger waits; the trigger exiles it (310.11b)."""
        return siege_defeated(ident)

    def loses(self, player: str, reason: str = "life") -> J:
        return ev("loses", self.r["loses-" + reason], player=player, reason=reason)

    def game_over(self, winner: str) -> J:
        return ev("game-over", self.r["game-over"], winner=winner)

    # Actions.
    def leaves(self, ident: str, to: str) -> J:
        return ev("leaves", self.r["leaves"], id=ident, to=to, reason="removed")

    # Steps and results.
    def chosen(self, who: str, blocked_side: bool) -> J:
        """Banding: the defending player divides an attacker's damage (j), the active player a blocker's (k)."""
        if self.rs == CLASSIC:
            return {"chosen_by": who, "rule": kw_rule(self.rs, "banding", "h")}
        return {"chosen_by": who, "rule": kw_rule(self.rs, "banding", "j" if blocked_side else "k")}


# ---------------------------------------------------------------------------
# The cases.

CASES: list[J] = []
SUFFIX = {MTG: "", F2020: "-2020", CLASSIC: "-classic"}
ERA = {MTG: "current rules", F2020: "the rules of January 2020", CLASSIC: "the classic (1999-2009) rules"}


def case(rs: str, file: str, title: str, rule: str, source: str, scenario_: J, expect: J, *,
         keywords: tuple[str, ...]) -> None:
    name = file + SUFFIX[rs]
    assert name.startswith(rule), name
    assert scenario_["ruleset"] == rs
    CASES.append({"file": name, "keywords": keywords, "title": title, "rule": rule, "source": source,
                  "scenario": scenario_, "expect": expect})


def src(rs: str, text: str) -> str:
    doc = {MTG: "Comprehensive Rules (2025)", F2020: "Comprehensive Rules of January 2020 (June 2020 text)",
           CLASSIC: "Comprehensive Rules of 2003-2009"}[rs]
    return f"{doc}: {text}"


# --- Evasion: fear ---------------------------------------------------------------------------------------

def fear_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "fear", "b")
        shade = cre("shade", "alice", 2, 2, "Dauthi Slayer", colors=["black"], keywords=["fear"])
        case(rs, f"{r}-fear-black-creature-blocks", f"A black creature may block a creature with fear ({ERA[rs]})",
             r, src(rs, f"{r}: a creature with fear can't be blocked except by artifact creatures and/or black "
                        "creatures; the black 1/1 may block. 2 damage kills it (lethal damage), it deals 1 back."),
             scenario(rs, [shade, cre("zombie", "bob", 1, 1, "Walking Corpse", colors=["black"])],
                      [("shade", "bob")], [("zombie", ["shade"])]),
             k.result(k.declared([k.attacks("shade")], [k.blocks("zombie", "shade"), k.blocked("shade")]),
                      [k.regular([("shade", {"zombie": 2}), ("zombie", {"shade": 1})],
                                 k.hit("shade", "zombie", 2, 2) + k.hit("zombie", "shade", 1, 1)
                                 + [k.dies("zombie")])],
                      {"shade": attacked(2, 2, 1), "zombie": GY}), keywords=("fear",))
        case(rs, f"{r}-fear-artifact-creature-blocks",
             f"A colorless artifact creature may block a creature with fear ({ERA[rs]})", r,
             src(rs, f"{r}: artifact creatures may block a creature with fear, whatever their color. The 3/3 golem "
                     "survives 2 damage and kills the 2/2."),
             scenario(rs, [shade, cre("golem", "bob", 3, 3, "Bronze Golem", types=["artifact", "creature"])],
                      [("shade", "bob")], [("golem", ["shade"])]),
             k.result(k.declared([k.attacks("shade")], [k.blocks("golem", "shade"), k.blocked("shade")]),
                      [k.regular([("shade", {"golem": 2}), ("golem", {"shade": 3})],
                                 k.hit("shade", "golem", 2, 2) + k.hit("golem", "shade", 3, 3)
                                 + [k.dies("shade")])],
                      {"shade": GY, "golem": on(3, 3, 2)}), keywords=("fear",))
        case(rs, f"{r}-fear-green-creature-refused", f"A green creature can't block a creature with fear ({ERA[rs]})",
             r, src(rs, f"{r}: a green, nonartifact creature can't block a creature with fear; the declaration is "
                        "illegal."),
             scenario(rs, [shade, cre("bears", "bob", 2, 2, "Grizzly Bears", colors=["green"])],
                      [("shade", "bob")], [("bears", ["shade"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("fear",))


# --- Evasion: intimidate ---------------------------------------------------------------------------------

def intimidate_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = "702.13b"
        raider = cre("raider", "alice", 2, 2, "Guul Draz Vampire", colors=["red"], keywords=["intimidate"])
        case(rs, f"{r}-intimidate-creature-sharing-a-color-blocks",
             f"A red and green creature may block a red creature with intimidate ({ERA[rs]})", r,
             src(rs, "702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or "
                     "creatures that share a color with it. The red-green 2/2 shares red; they trade (lethal "
                     "damage)."),
             scenario(rs, [raider, cre("kavu", "bob", 2, 2, "Raging Kavu", colors=["red", "green"])],
                      [("raider", "bob")], [("kavu", ["raider"])]),
             k.result(k.declared([k.attacks("raider")], [k.blocks("kavu", "raider"), k.blocked("raider")]),
                      [k.regular([("raider", {"kavu": 2}), ("kavu", {"raider": 2})],
                                 k.hit("raider", "kavu", 2, 2) + k.hit("kavu", "raider", 2, 2)
                                 + [k.dies("raider"), k.dies("kavu")])],
                      {"raider": GY, "kavu": GY}), keywords=("intimidate",))
        case(rs, f"{r}-intimidate-black-creature-refused",
             f"A black creature can't block a red creature with intimidate, unlike fear ({ERA[rs]})", r,
             src(rs, "702.13b: the black 2/2 is neither an artifact creature nor shares a color with the red "
                     "attacker (fear would have let it block: 702.36b)."),
             scenario(rs, [raider, cre("zombie", "bob", 2, 2, "Gravedigger", colors=["black"])],
                      [("raider", "bob")], [("zombie", ["raider"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("intimidate",))
        case(rs, f"{r}-intimidate-artifact-creature-blocks",
             f"A colorless artifact creature may block a creature with intimidate ({ERA[rs]})", r,
             src(rs, "702.13b: artifact creatures may block it. The 1/4 wall survives 2 damage; the attacker "
                     "survives 1."),
             scenario(rs, [raider, cre("wall", "bob", 1, 4, "Wall of Steel", types=["artifact", "creature"])],
                      [("raider", "bob")], [("wall", ["raider"])]),
             k.result(k.declared([k.attacks("raider")], [k.blocks("wall", "raider"), k.blocked("raider")]),
                      [k.regular([("raider", {"wall": 2}), ("wall", {"raider": 1})],
                                 k.hit("raider", "wall", 2, 2) + k.hit("wall", "raider", 1, 1))],
                      {"raider": attacked(2, 2, 1), "wall": on(1, 4, 2)}), keywords=("intimidate",))
    case(CLASSIC, "702.13-intimidate-not-in-ruleset", "Intimidate (Zendikar, October 2009) is not in the classic rules",
         "702.13",
         "Intimidate first appeared in Zendikar (October 2009), after Magic 2010 ended the classic rules (July "
         "2009): like other keywords of later eras it is refused with not-in-ruleset, no rule cited.",
         scenario(CLASSIC, [cre("raider", "alice", 2, 2, "Guul Draz Vampire", colors=["red"],
                                keywords=["intimidate"])], [("raider", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("intimidate",))


# --- Evasion: shadow --------------------------------------------------------------------------------------

def shadow_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "shadow", "b")
        soltari = cre("soltari", "alice", 2, 1, "Soltari Foot Soldier", keywords=["shadow"])
        case(rs, f"{r}-shadow-blocked-by-shadow", f"A creature with shadow blocks a creature with shadow ({ERA[rs]})",
             r, src(rs, f"{r}: creatures with shadow can block each other. 2 damage kills the 1/1 blocker, its 1 "
                        "kills the 2/1 attacker (lethal damage)."),
             scenario(rs, [soltari, cre("dauthi", "bob", 1, 1, "Dauthi Horror", keywords=["shadow"])],
                      [("soltari", "bob")], [("dauthi", ["soltari"])]),
             k.result(k.declared([k.attacks("soltari")], [k.blocks("dauthi", "soltari"), k.blocked("soltari")]),
                      [k.regular([("soltari", {"dauthi": 2}), ("dauthi", {"soltari": 1})],
                                 k.hit("soltari", "dauthi", 2, 2) + k.hit("dauthi", "soltari", 1, 1)
                                 + [k.dies("soltari"), k.dies("dauthi")])],
                      {"soltari": GY, "dauthi": GY}), keywords=("shadow",))
        case(rs, f"{r}-shadow-creature-cannot-block-non-shadow",
             f"A creature with shadow can't block a creature without shadow ({ERA[rs]})", r,
             src(rs, f"{r}: a creature without shadow can't be blocked by creatures with shadow (the restriction is "
                     "the blocker's)."),
             scenario(rs, [cre("bears", "alice", 2, 2, "Grizzly Bears"),
                           cre("dauthi", "bob", 1, 1, "Dauthi Horror", keywords=["shadow"])],
                      [("bears", "bob")], [("dauthi", ["bears"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("shadow",))
        if rs == MTG:
            case(rs, f"{r}-shadow-cannot-be-blocked-by-non-shadow",
                 "A creature without shadow can't block a creature with shadow", r,
                 src(rs, "702.28b: a creature with shadow can't be blocked by creatures without shadow."),
                 scenario(rs, [soltari, cre("ogre", "bob", 3, 3, "Gray Ogre")],
                          [("soltari", "bob")], [("ogre", ["soltari"])]),
                 refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("shadow",))


# --- Evasion: horsemanship ---------------------------------------------------------------------------------

def horsemanship_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "horsemanship", "b")
        rider = cre("rider", "alice", 3, 3, "Shu Cavalry", keywords=["horsemanship"])
        case(rs, f"{r}-horsemanship-blocked-by-horsemanship",
             f"A creature with horsemanship blocks one with horsemanship ({ERA[rs]})", r,
             src(rs, "horsemanship: a creature with horsemanship can't be blocked by creatures without it; this "
                     "blocker has it. 3 damage kills the 2/2; the 3/3 survives 2."),
             scenario(rs, [rider, cre("scout", "bob", 2, 2, "Wei Scout", keywords=["horsemanship"])],
                      [("rider", "bob")], [("scout", ["rider"])]),
             k.result(k.declared([k.attacks("rider")], [k.blocks("scout", "rider"), k.blocked("rider")]),
                      [k.regular([("rider", {"scout": 3}), ("scout", {"rider": 2})],
                                 k.hit("rider", "scout", 3, 3) + k.hit("scout", "rider", 2, 2)
                                 + [k.dies("scout")])],
                      {"rider": attacked(3, 3, 2), "scout": GY}), keywords=("horsemanship",))
        case(rs, f"{r}-horsemanship-ground-creature-refused",
             f"A creature without horsemanship can't block one with it ({ERA[rs]})", r,
             src(rs, "horsemanship: a creature with horsemanship can't be blocked by creatures without "
                     "horsemanship."),
             scenario(rs, [rider, cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("rider", "bob")], [("bears", ["rider"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("horsemanship",))
        if rs != CLASSIC:
            case(rs, f"{r}-horsemanship-creature-blocks-ground-creature",
                 f"A creature with horsemanship may block a creature without it, unlike shadow ({ERA[rs]})", r,
                 src(rs, f"{r}: a creature with horsemanship can block a creature with or without horsemanship. The "
                         "3/3 kills the 2/2 attacker and survives 2."),
                 scenario(rs, [cre("bears", "alice", 2, 2, "Grizzly Bears"),
                               cre("rider", "bob", 3, 3, "Shu Cavalry", keywords=["horsemanship"])],
                          [("bears", "bob")], [("rider", ["bears"])]),
                 k.result(k.declared([k.attacks("bears")], [k.blocks("rider", "bears"), k.blocked("bears")]),
                          [k.regular([("bears", {"rider": 2}), ("rider", {"bears": 3})],
                                     k.hit("bears", "rider", 2, 2) + k.hit("rider", "bears", 3, 3)
                                     + [k.dies("bears")])],
                          {"bears": GY, "rider": on(3, 3, 2)}), keywords=("horsemanship",))


# --- Evasion: skulk ---------------------------------------------------------------------------------------

def skulk_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "skulk", "b")
        case(rs, f"{r}-skulk-greater-power-refused",
             f"A 3/3 can't block a 2/2 with skulk: greater power ({ERA[rs]})", r,
             src(rs, f"{r}: a creature with skulk can't be blocked by creatures with greater power."),
             scenario(rs, [cre("sneak", "alice", 2, 2, "Farbog Revenant", keywords=["skulk"]),
                           cre("ogre", "bob", 3, 3, "Gray Ogre")],
                      [("sneak", "bob")], [("ogre", ["sneak"])]),
             refused("illegal-block", r, "$.blockers[0].blocks[0]"), keywords=("skulk",))
        ex = kw_rule(rs, "exalted", "a")
        case(rs, f"{r}-skulk-power-after-exalted",
             f"Skulk compares power as blockers are declared: exalted made the 1/1 a 2/2, so a 2/2 may block "
             f"({ERA[rs]})", r,
             src(rs, f"{ex}: exalted resolves in the declare attackers step (+1/+1, the skulk creature attacks "
                     f"alone); {r} is checked when blockers are declared (509.1b), against power 2: the 2/2 "
                     "blocker's power is not greater. They trade."),
             scenario(rs, [cre("sneak", "alice", 1, 1, "Skulking Ghost", keywords=["skulk", "exalted"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("sneak", "bob")], [("bears", ["sneak"])]),
             k.result(k.declared([k.attacks("sneak"), k.trigger("sneak", "exalted", target="sneak"),
                                  k.kpump("sneak", 1, 1, "exalted")],
                                 [k.blocks("bears", "sneak"), k.blocked("sneak")]),
                      [k.regular([("sneak", {"bears": 2}), ("bears", {"sneak": 2})],
                                 k.hit("sneak", "bears", 2, 2) + k.hit("bears", "sneak", 2, 2)
                                 + [k.dies("sneak"), k.dies("bears")])],
                      {"sneak": GY, "bears": GY}), keywords=("skulk", "exalted"))
    k = R(MTG)
    case(MTG, "702.118b-skulk-equal-power-blocks", "A creature with equal power may block a creature with skulk",
         "702.118b", src(MTG, "702.118b forbids only greater power; 2 is not greater than 2. They trade."),
         scenario(MTG, [cre("sneak", "alice", 2, 2, "Farbog Revenant", keywords=["skulk"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("sneak", "bob")], [("bears", ["sneak"])]),
         k.result(k.declared([k.attacks("sneak")], [k.blocks("bears", "sneak"), k.blocked("sneak")]),
                  [k.regular([("sneak", {"bears": 2}), ("bears", {"sneak": 2})],
                             k.hit("sneak", "bears", 2, 2) + k.hit("bears", "sneak", 2, 2)
                             + [k.dies("sneak"), k.dies("bears")])],
                  {"sneak": GY, "bears": GY}), keywords=("skulk",))
    case(MTG, "702.118b-skulk-power-after-battle-cry",
         "Battle cry makes a 1/1 with skulk a 2/1 before blocks: a 2/2 may block it", "702.118b",
         src(MTG, "702.91a: the battle cry creature's trigger gives each other attacking creature +1/+0 in the declare "
                  "attackers step; 702.118b is checked as blockers are declared, against power 2. The 2/1 and the "
                  "2/2 kill each other; the battle cry creature (not pumped by its own trigger) deals 2 to bob."),
         scenario(MTG, [cre("sneak", "alice", 1, 1, "Skulking Ghoul", keywords=["skulk"]),
                        cre("crier", "alice", 2, 2, "Goblin Bushwhacker", keywords=["battle_cry"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("sneak", "bob"), ("crier", "bob")], [("bears", ["sneak"])]),
         k.result(k.declared([k.attacks("sneak"), k.attacks("crier"), k.trigger("crier", "battle_cry"),
                              k.kpump("sneak", 1, 0, "battle_cry")],
                             [k.blocks("bears", "sneak"), k.blocked("sneak"), k.unblocked("crier")]),
                  [k.regular([("sneak", {"bears": 2}), ("crier", {"bob": 2}), ("bears", {"sneak": 2})],
                             k.hit("sneak", "bears", 2, 2) + k.hit_player("crier", "bob", 2, 18)
                             + k.hit("bears", "sneak", 2, 2) + [k.dies("sneak"), k.dies("bears")])],
                  {"sneak": GY, "crier": attacked(2, 2), "bears": GY}, bob=(18, 0, False)),
         keywords=("skulk", "battle_cry"))
    case(CLASSIC, "702.118-skulk-not-in-ruleset", "Skulk (Shadows over Innistrad, 2016) is not in the classic rules",
         "702.118", "Skulk first appeared in 2016, long after the classic rules ended (July 2009): refused with "
                    "not-in-ruleset.",
         scenario(CLASSIC, [cre("sneak", "alice", 2, 2, keywords=["skulk"])], [("sneak", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("skulk",))


# --- Evasion: daunt ("can't be blocked by creatures with power 2 or less") ---------------------------------

DAUNT_SOURCE = ("Daunt is R&D's name, not a keyword of the Comprehensive Rules (702.163 is For Mirrodin!): the "
                "card text 'can't be blocked by creatures with power 2 or less' (Scuttling Doom Engine, 2014; "
                "Questing Beast, 2019) is a blocking restriction checked by 509.1b.")


def daunt_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        case(rs, "509.1b-daunt-power-two-blocker-refused",
             f"A 2/2 can't block a creature that can't be blocked by power 2 or less ({ERA[rs]})", "509.1b",
             DAUNT_SOURCE + " A blocker with power 2 breaks the restriction.",
             scenario(rs, [cre("beast", "alice", 4, 4, "Questing Beast", keywords=["daunt"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("beast", "bob")], [("bears", ["beast"])]),
             refused("illegal-block", "509.1b", "$.blockers[0].blocks[0]"), keywords=("daunt",))
        case(rs, "509.1b-daunt-power-three-blocker",
             f"A 3/3 may block a creature that can't be blocked by power 2 or less ({ERA[rs]})", "509.1b",
             DAUNT_SOURCE + " Power 3 is allowed. 4 damage kills the 3/3; the 4/4 survives 3.",
             scenario(rs, [cre("beast", "alice", 4, 4, "Questing Beast", keywords=["daunt"]),
                           cre("ogre", "bob", 3, 3, "Gray Ogre")],
                      [("beast", "bob")], [("ogre", ["beast"])]),
             k.result(k.declared([k.attacks("beast")], [k.blocks("ogre", "beast"), k.blocked("beast")]),
                      [k.regular([("beast", {"ogre": 4}), ("ogre", {"beast": 3})],
                                 k.hit("beast", "ogre", 4, 4) + k.hit("ogre", "beast", 3, 3) + [k.dies("ogre")])],
                      {"beast": attacked(4, 4, 3), "ogre": GY}), keywords=("daunt",))
    k = R(MTG)
    case(MTG, "509.1b-daunt-counters-raise-power", "Two +1/+1 counters make a 1/1 a 3/3 that may block a daunting 4/4",
         "509.1b", DAUNT_SOURCE + " Counters count toward power (122.1a): the blocker has power 3. It deals 3 and is "
                                  "dealt 4 (lethal for toughness 3).",
         scenario(MTG, [cre("beast", "alice", 4, 4, "Questing Beast", keywords=["daunt"]),
                        cre("elf", "bob", 1, 1, "Llanowar Elves", counters={"+1/+1": 2})],
                  [("beast", "bob")], [("elf", ["beast"])]),
         k.result(k.declared([k.attacks("beast")], [k.blocks("elf", "beast"), k.blocked("beast")]),
                  [k.regular([("beast", {"elf": 4}), ("elf", {"beast": 3})],
                             k.hit("beast", "elf", 4, 4) + k.hit("elf", "beast", 3, 3) + [k.dies("elf")])],
                  {"beast": attacked(4, 4, 3), "elf": GY}), keywords=("daunt",))
    case(CLASSIC, "509.1b-daunt-not-in-ruleset", "No card said 'can't be blocked by creatures with power 2 or less' "
         "before 2014: daunt is not in the classic rules", "509.1b",
         DAUNT_SOURCE + " It first appeared in Magic 2015 (2014): refused in the classic rules with not-in-ruleset.",
         scenario(CLASSIC, [cre("beast", "alice", 4, 4, keywords=["daunt"])], [("beast", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("daunt",))


# --- Provoke (702.39) and the blocking requirement (509.1c) -----------------------------------------------

def provoke_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "provoke", "a")
        case(rs, f"{r}-provoke-untaps-tapped-creature-which-blocks",
             f"Provoke untaps the targeted creature, which then blocks the provoker ({ERA[rs]})", r,
             src(rs, "provoke: 'whenever this creature attacks, you may choose to have target creature defending "
                     "player controls block this creature this combat if able. If you do, untap that creature.' "
                     "The tapped wall untaps and blocks; it is dealt 3, survives (toughness 4) and, with power 0, "
                     "deals nothing."),
             scenario(rs, [cre("taunter", "alice", 3, 3, "Goblin Taunter", keywords=["provoke"]),
                           cre("wall", "bob", 0, 4, "Wall of Wood", tapped=True)],
                      [{"id": "taunter", "target": "bob", "provoke": "wall"}], [("wall", ["taunter"])]),
             k.result(k.declared([k.attacks("taunter"), k.trigger("taunter", "provoke", target="wall"),
                                  k.untaps("wall")],
                                 [k.blocks("wall", "taunter"), k.blocked("taunter")]),
                      [k.regular([("taunter", {"wall": 3})], k.hit("taunter", "wall", 3, 3))],
                      {"taunter": attacked(3, 3), "wall": on(0, 4, 3)}), keywords=("provoke",))
    for rs in (MTG, F2020):
        k = R(rs)
        req = BASE[rs]["requirement"]
        case(rs, f"{req}-provoked-creature-not-blocking-refused",
             f"The provoked creature must block the provoker if able: a declaration without it is illegal "
             f"({ERA[rs]})", req,
             src(rs, "provoke creates a requirement ('block this creature this combat if able'); 509.1c: the number "
                     "of requirements obeyed must be as large as possible without breaking a restriction. The "
                     "bears can block the taunter, so a declaration where only the elf blocks is illegal."),
             scenario(rs, [cre("taunter", "alice", 2, 2, "Goblin Taunter", keywords=["provoke"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears"), cre("elf", "bob", 1, 1, "Llanowar Elves")],
                      [{"id": "taunter", "target": "bob", "provoke": "bears"}], [("elf", ["taunter"])]),
             refused("illegal-block", req, "$.blockers"), keywords=("provoke",))
    k = R(MTG)
    case(MTG, "509.1c-provoked-creature-blocking-another-attacker-refused",
         "The provoked creature may not block another attacker instead of the provoker", "509.1c",
         src(MTG, "702.39a and 509.1c: the bears can block the taunter, so blocking the ogre instead leaves a "
                  "requirement unobeyed that could be obeyed."),
         scenario(MTG, [cre("taunter", "alice", 2, 2, "Goblin Taunter", keywords=["provoke"]),
                        cre("ogre", "alice", 3, 3, "Gray Ogre"), cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [{"id": "taunter", "target": "bob", "provoke": "bears"}, ("ogre", "bob")],
                  [("bears", ["ogre"])]),
         refused("illegal-block", "509.1c", "$.blockers[0]"), keywords=("provoke",))
    case(MTG, "509.1c-provoke-flying-provoker-no-requirement",
         "A creature without flying or reach can't block a flying provoker: it untaps, but need not block", "509.1c",
         src(MTG, "702.39a: the creature still untaps; its requirement applies only 'if able', and 702.9b forbids "
                  "the block, so declaring no blockers is legal (509.1c). The provoker deals 2 to bob."),
         scenario(MTG, [cre("drake", "alice", 2, 2, "Provoking Drake", keywords=["flying", "provoke"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears", tapped=True)],
                  [{"id": "drake", "target": "bob", "provoke": "bears"}]),
         k.result(k.declared([k.attacks("drake"), k.trigger("drake", "provoke", target="bears"), k.untaps("bears")],
                             [k.unblocked("drake")]),
                  [k.regular([("drake", {"bob": 2})], k.hit_player("drake", "bob", 2, 18))],
                  {"drake": attacked(2, 2), "bears": on(2, 2)}, bob=(18, 0, False)), keywords=("provoke",))
    case(MTG, "509.1c-provoke-menace-requirement-needs-a-second-blocker",
         "Provoked by a creature with menace, the creature must block it with another if one can", "509.1c",
         src(MTG, "509.1c and its example: blocking with the provoked creature alone breaks menace (702.111b), "
                  "blocking with nobody leaves the requirement unobeyed, blocking with it and the elf obeys both, so "
                  "that is the only legal option; declaring no blockers is illegal."),
         scenario(MTG, [cre("brute", "alice", 3, 3, "Menacing Taunter", keywords=["menace", "provoke"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"), cre("elf", "bob", 1, 1, "Llanowar Elves")],
                  [{"id": "brute", "target": "bob", "provoke": "bears"}]),
         refused("illegal-block", "509.1c", "$.blockers"), keywords=("provoke",))
    case(MTG, "509.1c-provoke-menace-provoked-and-second-blocker",
         "Provoked by a creature with menace, the creature and a second one block it", "509.1c",
         src(MTG, "509.1c: both requirement and menace are obeyed. Automatic division: 2 (lethal) to the bears, "
                  "the remaining 1 to the elf; 2+1 damage kills the 3/3."),
         scenario(MTG, [cre("brute", "alice", 3, 3, "Menacing Taunter", keywords=["menace", "provoke"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"), cre("elf", "bob", 1, 1, "Llanowar Elves")],
                  [{"id": "brute", "target": "bob", "provoke": "bears"}],
                  [("bears", ["brute"]), ("elf", ["brute"])]),
         k.result(k.declared([k.attacks("brute"), k.trigger("brute", "provoke", target="bears")],
                             [k.blocks("bears", "brute"), k.blocks("elf", "brute"), k.blocked("brute")]),
                  [k.regular([("brute", {"bears": 2, "elf": 1}), ("bears", {"brute": 2}), ("elf", {"brute": 1})],
                             k.hit("brute", "bears", 2, 2) + k.hit("brute", "elf", 1, 1)
                             + k.hit("bears", "brute", 2, 2) + k.hit("elf", "brute", 1, 3)
                             + [k.dies("brute"), k.dies("bears"), k.dies("elf")])],
                  {"brute": GY, "bears": GY, "elf": GY}), keywords=("provoke",))
    k = R(CLASSIC)
    case(CLASSIC, "500.5-provoke-menace-neither-blocks-legal",
         "Classic rules: provoked by a creature that needs two blockers, declaring no blockers is legal", "500.5",
         "Comprehensive Rules of 2003-2007 (before Magic 2010), 500.5 and its example: 'It's legal to declare both creatures as "
         "blockers, or to declare neither creature as a blocker, but illegal to block with only one of the two' "
         "(options of the creature without a requirement need not be considered; the current 509.1c example "
         "changed this). The unblocked 3/3 deals 3 to bob.",
         scenario(CLASSIC, [cre("brute", "alice", 3, 3, "Menacing Taunter", keywords=["menace", "provoke"]),
                            cre("bears", "bob", 2, 2, "Grizzly Bears"), cre("elf", "bob", 1, 1, "Llanowar Elves")],
                  [{"id": "brute", "target": "bob", "provoke": "bears"}]),
         k.result(k.declared([k.attacks("brute"), k.trigger("brute", "provoke", target="bears")],
                             [k.unblocked("brute")]),
                  [k.regular([("brute", {"bob": 3})], k.hit_player("brute", "bob", 3, 17))],
                  {"brute": attacked(3, 3), "bears": on(2, 2), "elf": on(1, 1)}, bob=(17, 0, False)),
         keywords=("provoke",))


# --- Bushido ---------------------------------------------------------------------------------------------

def bushido_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "bushido", "a")
        case(rs, f"{r}-bushido-becomes-blocked", f"Bushido 1: blocked, the 2/2 becomes 3/3 and trades with a 3/3 "
             f"({ERA[rs]})", r,
             src(rs, "bushido N: 'whenever this creature blocks or becomes blocked, it gets +N/+N until end of "
                     "turn.' The 3/3 samurai and the 3/3 ogre deal each other lethal damage."),
             scenario(rs, [cre("samurai", "alice", 2, 2, "Devoted Retainer", keywords=["bushido:1"]),
                           cre("ogre", "bob", 3, 3, "Gray Ogre")],
                      [("samurai", "bob")], [("ogre", ["samurai"])]),
             k.result(k.declared([k.attacks("samurai")],
                                 [k.blocks("ogre", "samurai"), k.blocked("samurai"), k.trigger("samurai", "bushido"),
                                  k.kpump("samurai", 1, 1, "bushido")]),
                      [k.regular([("samurai", {"ogre": 3}), ("ogre", {"samurai": 3})],
                                 k.hit("samurai", "ogre", 3, 3) + k.hit("ogre", "samurai", 3, 3)
                                 + [k.dies("samurai"), k.dies("ogre")])],
                      {"samurai": GY, "ogre": GY}), keywords=("bushido",))
    k = R(MTG)
    case(MTG, "702.45a-bushido-blocker", "Bushido 2 on a blocker: the 1/1 blocks and becomes 3/3", "702.45a",
         src(MTG, "702.45a: 'whenever this creature blocks'. 3/3 against 3/3: both die."),
         scenario(MTG, [cre("ogre", "alice", 3, 3, "Gray Ogre"),
                        cre("guard", "bob", 1, 1, "Inner-Chamber Guard", keywords=["bushido:2"])],
                  [("ogre", "bob")], [("guard", ["ogre"])]),
         k.result(k.declared([k.attacks("ogre")],
                             [k.blocks("guard", "ogre"), k.blocked("ogre"), k.trigger("guard", "bushido"),
                              k.kpump("guard", 2, 2, "bushido")]),
                  [k.regular([("ogre", {"guard": 3}), ("guard", {"ogre": 3})],
                             k.hit("ogre", "guard", 3, 3) + k.hit("guard", "ogre", 3, 3)
                             + [k.dies("ogre"), k.dies("guard")])],
                  {"ogre": GY, "guard": GY}), keywords=("bushido",))
    case(MTG, "702.45a-bushido-blocking-two-attackers-triggers-once",
         "A bushido blocker blocking two attackers triggers once", "702.45a",
         src(MTG, "702.45a: 'whenever this creature blocks' is one event, however many creatures it blocks: +1/+1 "
                  "once. The 3/3 takes 1+1 and divides its 3 (510.1d; automatic: 1 lethal to the first, the rest "
                  "to the last)."),
         scenario(MTG, [cre("x", "alice", 1, 1), cre("y", "alice", 1, 1),
                        cre("guard", "bob", 2, 2, "Two-Blade Samurai", keywords=["bushido:1", "extra_blocks:1"])],
                  [("x", "bob"), ("y", "bob")], [("guard", ["x", "y"])]),
         k.result(k.declared([k.attacks("x"), k.attacks("y")],
                             [k.blocks("guard", "x", "y"), k.blocked("x"), k.blocked("y"),
                              k.trigger("guard", "bushido"), k.kpump("guard", 1, 1, "bushido")]),
                  [k.regular([("x", {"guard": 1}), ("y", {"guard": 1}), ("guard", {"x": 1, "y": 2})],
                             k.hit("x", "guard", 1, 1) + k.hit("y", "guard", 1, 2) + k.hit("guard", "x", 1, 1)
                             + k.hit("guard", "y", 2, 2) + [k.dies("x"), k.dies("y")])],
                  {"x": GY, "y": GY, "guard": on(3, 3, 2)}), keywords=("bushido",))
    case(MTG, "702.45b-bushido-two-instances", "Bushido 1 and bushido 2 trigger separately: +3/+3 in all",
         "702.45b", src(MTG, "702.45b: each instance triggers separately. The 1/1 becomes 4/4 and trades with the "
                             "4/4."),
         scenario(MTG, [cre("samurai", "alice", 1, 1, "Twice-Honored Samurai", keywords=["bushido:1", "bushido:2"]),
                        cre("giant", "bob", 4, 4, "Hill Giant")],
                  [("samurai", "bob")], [("giant", ["samurai"])]),
         k.result(k.declared([k.attacks("samurai")],
                             [k.blocks("giant", "samurai"), k.blocked("samurai"),
                              k.trigger("samurai", "bushido"), k.kpump("samurai", 1, 1, "bushido"),
                              k.trigger("samurai", "bushido"), k.kpump("samurai", 2, 2, "bushido")]),
                  [k.regular([("samurai", {"giant": 4}), ("giant", {"samurai": 4})],
                             k.hit("samurai", "giant", 4, 4) + k.hit("giant", "samurai", 4, 4)
                             + [k.dies("samurai"), k.dies("giant")])],
                  {"samurai": GY, "giant": GY}), keywords=("bushido",))
    case(MTG, "702.45a-bushido-both-sides", "Attacker and blocker both have bushido 1: each gets +1/+1",
         "702.45a", src(MTG, "702.45a: the blocker's ability triggers on blocking, the attacker's on becoming "
                             "blocked; the defending player's trigger resolves first (APNAP, 101.4). 3/3 against "
                             "3/3: both die."),
         scenario(MTG, [cre("a", "alice", 2, 2, "Samurai of the Pale Curtain", keywords=["bushido:1"]),
                        cre("b", "bob", 2, 2, "Samurai of the Pale Curtain", keywords=["bushido:1"])],
                  [("a", "bob")], [("b", ["a"])]),
         k.result(k.declared([k.attacks("a")],
                             [k.blocks("b", "a"), k.blocked("a"), k.trigger("b", "bushido"),
                              k.kpump("b", 1, 1, "bushido"), k.trigger("a", "bushido"),
                              k.kpump("a", 1, 1, "bushido")]),
                  [k.regular([("a", {"b": 3}), ("b", {"a": 3})],
                             k.hit("a", "b", 3, 3) + k.hit("b", "a", 3, 3) + [k.dies("a"), k.dies("b")])],
                  {"a": GY, "b": GY}), keywords=("bushido",))


# --- Rampage ---------------------------------------------------------------------------------------------

def rampage_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "rampage", "a")
        case(rs, f"{r}-rampage-three-blockers", f"Craw Giant (6/4, trample, rampage 2) blocked by three 2/2s "
             f"becomes 10/8 ({ERA[rs]})", r,
             src(rs, "rampage N: '+N/+N until end of turn for each creature blocking it beyond the first': two "
                     "beyond the first, +4/+4. Trample: 2 (lethal) to each blocker, the remaining 4 to bob. The "
                     "blockers deal 6 to a creature with toughness 8."),
             scenario(rs, [cre("giant", "alice", 6, 4, "Craw Giant", keywords=["trample", "rampage:2"]),
                           cre("a", "bob", 2, 2), cre("b", "bob", 2, 2), cre("c", "bob", 2, 2)],
                      [("giant", "bob")], [("a", ["giant"]), ("b", ["giant"]), ("c", ["giant"])]),
             k.result(k.declared([k.attacks("giant")],
                                 [k.blocks("a", "giant"), k.blocks("b", "giant"), k.blocks("c", "giant"),
                                  k.blocked("giant"), k.trigger("giant", "rampage"),
                                  k.kpump("giant", 4, 4, "rampage")]),
                      [k.regular([("giant", {"a": 2, "b": 2, "c": 2, "bob": 4}), ("a", {"giant": 2}),
                                  ("b", {"giant": 2}), ("c", {"giant": 2})],
                                 k.hit("giant", "a", 2, 2) + k.hit("giant", "b", 2, 2) + k.hit("giant", "c", 2, 2)
                                 + k.hit_player("giant", "bob", 4, 16) + k.hit("a", "giant", 2, 2)
                                 + k.hit("b", "giant", 2, 4) + k.hit("c", "giant", 2, 6)
                                 + [k.dies("a"), k.dies("b"), k.dies("c")])],
                      {"giant": attacked(10, 8, 6), "a": GY, "b": GY, "c": GY}, bob=(16, 0, False)),
             keywords=("rampage", "trample"))
    k = R(MTG)
    case(MTG, "702.23a-rampage-one-blocker-no-bonus", "Rampage triggers on one blocker but gives nothing",
         "702.23a", src(MTG, "702.23a: no creature blocks it beyond the first, so +0/+0. 6 damage kills the 2/2; "
                             "the giant survives 2."),
         scenario(MTG, [cre("giant", "alice", 6, 4, "Craw Giant", keywords=["rampage:2"]), cre("a", "bob", 2, 2)],
                  [("giant", "bob")], [("a", ["giant"])]),
         k.result(k.declared([k.attacks("giant")], [k.blocks("a", "giant"), k.blocked("giant"),
                                                    k.trigger("giant", "rampage")]),
                  [k.regular([("giant", {"a": 6}), ("a", {"giant": 2})],
                             k.hit("giant", "a", 6, 6) + k.hit("a", "giant", 2, 2) + [k.dies("a")])],
                  {"giant": attacked(6, 4, 2), "a": GY}), keywords=("rampage",))
    case(MTG, "702.23b-rampage-counted-once", "Rampage counts blockers once, when it resolves: a blocker exiled "
         "later doesn't shrink the bonus", "702.23b",
         src(MTG, "702.23b: the bonus is calculated only once, when the ability resolves (two blockers: +1/+1). "
                  "Exiling one blocker afterwards leaves the 5/5; all 5 damage goes to the remaining blocker (one "
                  "blocker, 510.1c)."),
         scenario(MTG, [cre("rager", "alice", 4, 4, "Rampaging Brute", keywords=["rampage:1"]),
                        cre("x", "bob", 2, 2), cre("y", "bob", 2, 2)],
                  [("rager", "bob")], [("x", ["rager"]), ("y", ["rager"])],
                  actions=[act("after-blocks", "remove", target="x", to="exile")]),
         k.result(k.declared([k.attacks("rager")],
                             [k.blocks("x", "rager"), k.blocks("y", "rager"), k.blocked("rager"),
                              k.trigger("rager", "rampage"), k.kpump("rager", 1, 1, "rampage"),
                              k.leaves("x", "exile")]),
                  [k.regular([("rager", {"y": 5}), ("y", {"rager": 2})],
                             k.hit("rager", "y", 5, 5) + k.hit("y", "rager", 2, 2) + [k.dies("y")])],
                  {"rager": attacked(5, 5, 2), "x": zone("exile"), "y": GY}), keywords=("rampage",))
    case(MTG, "702.23c-rampage-two-instances", "Rampage 1 twice with two blockers: each trigger gives +1/+1",
         "702.23c", src(MTG, "702.23c: each instance triggers separately; one blocker beyond the first, +1/+1 each. "
                             "The 5/5 assigns lethal damage to each (automatic division: 2 and 3) and takes 2+2."),
         scenario(MTG, [cre("rager", "alice", 3, 3, keywords=["rampage:1", "rampage:1"]),
                        cre("x", "bob", 2, 2), cre("y", "bob", 2, 2)],
                  [("rager", "bob")], [("x", ["rager"]), ("y", ["rager"])]),
         k.result(k.declared([k.attacks("rager")],
                             [k.blocks("x", "rager"), k.blocks("y", "rager"), k.blocked("rager"),
                              k.trigger("rager", "rampage"), k.kpump("rager", 1, 1, "rampage"),
                              k.trigger("rager", "rampage"), k.kpump("rager", 1, 1, "rampage")]),
                  [k.regular([("rager", {"x": 2, "y": 3}), ("x", {"rager": 2}), ("y", {"rager": 2})],
                             k.hit("rager", "x", 2, 2) + k.hit("rager", "y", 3, 3) + k.hit("x", "rager", 2, 2)
                             + k.hit("y", "rager", 2, 4) + [k.dies("x"), k.dies("y")])],
                  {"rager": attacked(5, 5, 4), "x": GY, "y": GY}), keywords=("rampage",))


# --- Flanking --------------------------------------------------------------------------------------------

def flanking_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "flanking", "a")
        case(rs, f"{r}-flanking-blocker-shrinks", f"Flanking: the 2/2 blocker gets -1/-1 and dies to 2 damage "
             f"({ERA[rs]})", r,
             src(rs, "flanking: 'whenever this creature becomes blocked by a creature without flanking, the "
                     "blocking creature gets -1/-1 until end of turn.' The 1/1 blocker deals 1; the knight survives."),
             scenario(rs, [cre("knight", "alice", 2, 2, "Knight of the Holy Nimbus", keywords=["flanking"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("knight", "bob")], [("bears", ["knight"])]),
             k.result(k.declared([k.attacks("knight")],
                                 [k.blocks("bears", "knight"), k.blocked("knight"),
                                  k.trigger("knight", "flanking", target="bears"),
                                  k.kpump("bears", -1, -1, "flanking")]),
                      [k.regular([("knight", {"bears": 2}), ("bears", {"knight": 1})],
                                 k.hit("knight", "bears", 2, 2) + k.hit("bears", "knight", 1, 1)
                                 + [k.dies("bears")])],
                      {"knight": attacked(2, 2, 1), "bears": GY}), keywords=("flanking",))
    k = R(MTG)
    case(MTG, "702.25a-flanking-blocker-with-flanking-no-trigger", "A blocker with flanking doesn't trigger flanking",
         "702.25a", src(MTG, "702.25a triggers only on a blocker without flanking. Two 2/2s trade."),
         scenario(MTG, [cre("knight", "alice", 2, 2, "Knight of the Holy Nimbus", keywords=["flanking"]),
                        cre("lancer", "bob", 2, 2, "Suq'Ata Lancer", keywords=["flanking"])],
                  [("knight", "bob")], [("lancer", ["knight"])]),
         k.result(k.declared([k.attacks("knight")], [k.blocks("lancer", "knight"), k.blocked("knight")]),
                  [k.regular([("knight", {"lancer": 2}), ("lancer", {"knight": 2})],
                             k.hit("knight", "lancer", 2, 2) + k.hit("lancer", "knight", 2, 2)
                             + [k.dies("knight"), k.dies("lancer")])],
                  {"knight": GY, "lancer": GY}), keywords=("flanking",))
    case(MTG, "702.25b-flanking-twice-kills-a-two-two", "Two instances of flanking give a 2/2 blocker -2/-2: it dies "
         "before damage", "702.25b",
         src(MTG, "702.25b: each instance triggers separately: 1/1 after the first, 0/0 after the second, put into "
                  "the graveyard (704.5f). The knight stays blocked (509.1h) with no creature blocking it and no "
                  "trample: it assigns no combat damage (510.1c)."),
         scenario(MTG, [cre("knight", "alice", 2, 2, "Cavalry Master's Knight", keywords=["flanking", "flanking"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("knight", "bob")], [("bears", ["knight"])]),
         k.result(k.declared([k.attacks("knight")],
                             [k.blocks("bears", "knight"), k.blocked("knight"),
                              k.trigger("knight", "flanking", target="bears"), k.kpump("bears", -1, -1, "flanking"),
                              k.trigger("knight", "flanking", target="bears"), k.kpump("bears", -1, -1, "flanking"),
                              k.dies("bears", "zero-toughness")]),
                  [k.regular([], [])],
                  {"knight": attacked(2, 2), "bears": GY}), keywords=("flanking",))
    case(MTG, "702.25b-flanking-twice-blocker-dies-between-triggers",
         "Two flanking triggers on a 1/1: it dies after the first, and the second finds nothing", "702.25b",
         src(MTG, "702.25b: two triggers. After the first resolves the blocker is 0/0; state-based actions are "
                  "checked before the next one resolves (117.5, 704.3): it is put into the graveyard (704.5f). The "
                  "second trigger then resolves and affects nothing."),
         scenario(MTG, [cre("knight", "alice", 2, 2, "Cavalry Master's Knight", keywords=["flanking", "flanking"]),
                        cre("elf", "bob", 1, 1, "Llanowar Elves")],
                  [("knight", "bob")], [("elf", ["knight"])]),
         k.result(k.declared([k.attacks("knight")],
                             [k.blocks("elf", "knight"), k.blocked("knight"),
                              k.trigger("knight", "flanking", target="elf"), k.kpump("elf", -1, -1, "flanking"),
                              k.dies("elf", "zero-toughness"), k.trigger("knight", "flanking", target="elf")]),
                  [k.regular([], [])],
                  {"knight": attacked(2, 2), "elf": GY}), keywords=("flanking",))
    case(MTG, "702.25a-flanking-two-blockers-one-with-flanking",
         "Blocked by a creature with flanking and one without, only the second gets -1/-1", "702.25a",
         src(MTG, "702.25a: one trigger, for the bears (now 1/1). Automatic division: 1 (lethal) to the bears, 2 "
                  "to the lancer; 1+2 damage kills the 3/3."),
         scenario(MTG, [cre("knight", "alice", 3, 3, keywords=["flanking"]), cre("bears", "bob", 2, 2),
                        cre("lancer", "bob", 2, 2, keywords=["flanking"])],
                  [("knight", "bob")], [("bears", ["knight"]), ("lancer", ["knight"])]),
         k.result(k.declared([k.attacks("knight")],
                             [k.blocks("bears", "knight"), k.blocks("lancer", "knight"), k.blocked("knight"),
                              k.trigger("knight", "flanking", target="bears"), k.kpump("bears", -1, -1, "flanking")]),
                  [k.regular([("knight", {"bears": 1, "lancer": 2}), ("bears", {"knight": 1}),
                              ("lancer", {"knight": 2})],
                             k.hit("knight", "bears", 1, 1) + k.hit("knight", "lancer", 2, 2)
                             + k.hit("bears", "knight", 1, 1) + k.hit("lancer", "knight", 2, 3)
                             + [k.dies("knight"), k.dies("bears"), k.dies("lancer")])],
                  {"knight": GY, "bears": GY, "lancer": GY}), keywords=("flanking",))


# --- Exalted ---------------------------------------------------------------------------------------------

def exalted_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "exalted", "a")
        perms = [cre("squire", "alice", 1, 1, "Akrasan Squire", keywords=["exalted"]),
                 cre("angel", "alice", 2, 2, "Guardian Angel", keywords=["exalted"]),
                 artifact("relic", "alice", "Exalted Relic", keywords=["exalted"]),
                 cre("rafiq", "alice", 3, 3, "Rafiq's Twin", keywords=["exalted", "exalted"])]
        events = [k.attacks("squire")]
        for source in ("squire", "angel", "relic", "rafiq", "rafiq"):
            events += [k.trigger(source, "exalted", target="squire"), k.kpump("squire", 1, 1, "exalted")]
        case(rs, f"{r}-exalted-instances-from-several-permanents",
             f"Five exalted instances on four permanents (one of them not a creature) make a lone 1/1 a 6/6 "
             f"({ERA[rs]})", r,
             src(rs, "exalted: 'whenever a creature you control attacks alone, that creature gets +1/+1 until end "
                     "of turn'; every instance on every permanent its controller controls triggers (the attacker's "
                     "own, the non-attacking angel's, the artifact's, and each of the two on Rafiq's Twin). "
                     "Unblocked, the 6/6 deals 6."),
             scenario(rs, perms, [("squire", "bob")]),
             k.result(k.declared(events, [k.unblocked("squire")]),
                      [k.regular([("squire", {"bob": 6})], k.hit_player("squire", "bob", 6, 14))],
                      {"squire": attacked(6, 6), "angel": on(2, 2), "relic": art_on(), "rafiq": on(3, 3)},
                      bob=(14, 0, False)), keywords=("exalted",))
    k = R(MTG)
    case(MTG, "702.83b-exalted-two-attackers-no-trigger", "Two attackers: nobody attacks alone, exalted doesn't "
         "trigger", "702.83b",
         src(MTG, "702.83b: a creature attacks alone only if it's the only creature declared as an attacker."),
         scenario(MTG, [cre("squire", "alice", 1, 1, "Akrasan Squire", keywords=["exalted"]),
                        cre("bears", "alice", 2, 2, "Grizzly Bears")],
                  [("squire", "bob"), ("bears", "bob")]),
         k.result(k.declared([k.attacks("squire"), k.attacks("bears")], [k.unblocked("squire"), k.unblocked("bears")]),
                  [k.regular([("squire", {"bob": 1}), ("bears", {"bob": 2})],
                             k.hit_player("squire", "bob", 1, 19) + k.hit_player("bears", "bob", 2, 17))],
                  {"squire": attacked(1, 1), "bears": attacked(2, 2)}, bob=(17, 0, False)), keywords=("exalted",))
    case(MTG, "702.83a-exalted-opponents-permanents-dont-trigger",
         "The defending player's exalted permanents don't trigger for the lone attacker", "702.83a",
         src(MTG, "702.83a: 'whenever a creature you control attacks alone': bob's exalted creature sees alice's "
                  "creature, not one of his. The 2/2 deals 2."),
         scenario(MTG, [cre("bears", "alice", 2, 2, "Grizzly Bears"),
                        cre("squire", "bob", 1, 1, "Akrasan Squire", keywords=["exalted"])],
                  [("bears", "bob")]),
         k.result(k.declared([k.attacks("bears")], [k.unblocked("bears")]),
                  [k.regular([("bears", {"bob": 2})], k.hit_player("bears", "bob", 2, 18))],
                  {"bears": attacked(2, 2), "squire": on(1, 1)}, bob=(18, 0, False)), keywords=("exalted",))


# --- Battle cry ------------------------------------------------------------------------------------------

def battle_cry_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "battle_cry", "a")
        case(rs, f"{r}-battle-cry-pumps-the-others-not-itself",
             f"Battle cry gives each other attacker +1/+0, not its own creature ({ERA[rs]})", r,
             src(rs, "battle cry: 'whenever this creature attacks, each other attacking creature gets +1/+0 until end "
                     "of turn.' 2 + 2 + 3 = 7 unblocked damage."),
             scenario(rs, [cre("crier", "alice", 2, 2, "Goblin Bushwhacker", keywords=["battle_cry"]),
                           cre("x", "alice", 1, 1), cre("y", "alice", 2, 2)],
                      [("crier", "bob"), ("x", "bob"), ("y", "bob")]),
             k.result(k.declared([k.attacks("crier"), k.attacks("x"), k.attacks("y"), k.trigger("crier", "battle_cry"),
                                  k.kpump("x", 1, 0, "battle_cry"), k.kpump("y", 1, 0, "battle_cry")],
                                 [k.unblocked("crier"), k.unblocked("x"), k.unblocked("y")]),
                      [k.regular([("crier", {"bob": 2}), ("x", {"bob": 2}), ("y", {"bob": 3})],
                                 k.hit_player("crier", "bob", 2, 18) + k.hit_player("x", "bob", 2, 16)
                                 + k.hit_player("y", "bob", 3, 13))],
                      {"crier": attacked(2, 2), "x": attacked(2, 1), "y": attacked(3, 2)}, bob=(13, 0, False)),
             keywords=("battle_cry",))
    k = R(MTG)
    case(MTG, "702.91b-battle-cry-two-criers-pump-each-other", "Two battle cry creatures pump each other, never "
         "themselves", "702.91b",
         src(MTG, "702.91a-b: each trigger gives the other attacker +1/+0. Two 2/1s deal 4."),
         scenario(MTG, [cre("a", "alice", 1, 1, keywords=["battle_cry"]),
                        cre("b", "alice", 1, 1, keywords=["battle_cry"])],
                  [("a", "bob"), ("b", "bob")]),
         k.result(k.declared([k.attacks("a"), k.attacks("b"), k.trigger("a", "battle_cry"),
                              k.kpump("b", 1, 0, "battle_cry"), k.trigger("b", "battle_cry"),
                              k.kpump("a", 1, 0, "battle_cry")],
                             [k.unblocked("a"), k.unblocked("b")]),
                  [k.regular([("a", {"bob": 2}), ("b", {"bob": 2})],
                             k.hit_player("a", "bob", 2, 18) + k.hit_player("b", "bob", 2, 16))],
                  {"a": attacked(2, 1), "b": attacked(2, 1)}, bob=(16, 0, False)), keywords=("battle_cry",))
    case(MTG, "702.91a-battle-cry-alone-pumps-nothing", "A battle cry creature attacking alone pumps nothing",
         "702.91a", src(MTG, "702.91a: there is no other attacking creature. It deals its own 2."),
         scenario(MTG, [cre("crier", "alice", 2, 2, "Goblin Bushwhacker", keywords=["battle_cry"])],
                  [("crier", "bob")]),
         k.result(k.declared([k.attacks("crier"), k.trigger("crier", "battle_cry")], [k.unblocked("crier")]),
                  [k.regular([("crier", {"bob": 2})], k.hit_player("crier", "bob", 2, 18))],
                  {"crier": attacked(2, 2)}, bob=(18, 0, False)), keywords=("battle_cry",))


# --- Afflict ---------------------------------------------------------------------------------------------

def afflict_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "afflict", "a")
        case(rs, f"{r}-afflict-blocked-defender-loses-life",
             f"Afflict 2: blocked, the defending player loses 2 life ({ERA[rs]})", r,
             src(rs, "afflict N: 'whenever this creature becomes blocked, defending player loses N life.' The 1/4 "
                     "survives 3 damage."),
             scenario(rs, [cre("tormentor", "alice", 3, 3, "Khenra Eternal", keywords=["afflict:2"]),
                           cre("wall", "bob", 1, 4, "Wall of Wood")],
                      [("tormentor", "bob")], [("wall", ["tormentor"])]),
             k.result(k.declared([k.attacks("tormentor")],
                                 [k.blocks("wall", "tormentor"), k.blocked("tormentor"),
                                  k.trigger("tormentor", "afflict"),
                                  k.life("bob", -2, 18, "tormentor", kw_rule(rs, "afflict", "a"))]),
                      [k.regular([("tormentor", {"wall": 3}), ("wall", {"tormentor": 1})],
                                 k.hit("tormentor", "wall", 3, 3) + k.hit("wall", "tormentor", 1, 1))],
                      {"tormentor": attacked(3, 3, 1), "wall": on(1, 4, 3)}, bob=(18, 0, False)),
             keywords=("afflict",))
    k = R(MTG)
    case(MTG, "702.130a-afflict-unblocked-no-trigger", "Unblocked, afflict doesn't trigger", "702.130a",
         src(MTG, "702.130a triggers on becoming blocked only; the 3/3 deals 3."),
         scenario(MTG, [cre("tormentor", "alice", 3, 3, "Khenra Eternal", keywords=["afflict:2"])],
                  [("tormentor", "bob")]),
         k.result(k.declared([k.attacks("tormentor")], [k.unblocked("tormentor")]),
                  [k.regular([("tormentor", {"bob": 3})], k.hit_player("tormentor", "bob", 3, 17))],
                  {"tormentor": attacked(3, 3)}, bob=(17, 0, False)), keywords=("afflict",))
    case(MTG, "702.130a-afflict-lethal-ends-game-before-damage",
         "Afflict takes the defending player from 2 to 0 life: the game ends before combat damage", "702.130a",
         src(MTG, "702.130a: bob loses 2; state-based actions (704.5a): he loses, and the game ends at once "
                  "(104.2a): no combat damage step."),
         scenario(MTG, [cre("tormentor", "alice", 3, 3, "Khenra Eternal", keywords=["afflict:2"]),
                        cre("wall", "bob", 1, 4, "Wall of Wood")],
                  [("tormentor", "bob")], [("wall", ["tormentor"])], bob=2),
         k.result(k.declared([k.attacks("tormentor")],
                             [k.blocks("wall", "tormentor"), k.blocked("tormentor"),
                              k.trigger("tormentor", "afflict"),
                              k.life("bob", -2, 0, "tormentor", "702.130a"), k.loses("bob"),
                              k.game_over("alice")]),
                  [], {"tormentor": attacked(3, 3), "wall": on(1, 4)}, bob=(0, 0, True), winner="alice"),
         keywords=("afflict",))
    case(MTG, "702.130b-afflict-game-ends-before-second-trigger",
         "Two afflict triggers against 1 life: the game ends after the first one resolves", "702.130b",
         src(MTG, "702.130b: both creatures' afflict triggers go on the stack. The first makes bob lose 1: 0 life. "
                  "State-based actions are checked before the second can resolve (117.5, 704.5a): bob loses and "
                  "the game ends (104.2a), at 0 life, not -1."),
         scenario(MTG, [cre("t1", "alice", 2, 2, keywords=["afflict:1"]),
                        cre("t2", "alice", 2, 2, keywords=["afflict:1"]),
                        cre("w1", "bob", 0, 4), cre("w2", "bob", 0, 4)],
                  [("t1", "bob"), ("t2", "bob")], [("w1", ["t1"]), ("w2", ["t2"])], bob=1),
         k.result(k.declared([k.attacks("t1"), k.attacks("t2")],
                             [k.blocks("w1", "t1"), k.blocks("w2", "t2"), k.blocked("t1"), k.blocked("t2"),
                              k.trigger("t1", "afflict"), k.life("bob", -1, 0, "t1", "702.130a"),
                              k.loses("bob"), k.game_over("alice")]),
                  [], {"t1": attacked(2, 2), "t2": attacked(2, 2), "w1": on(0, 4), "w2": on(0, 4)},
                  bob=(0, 0, True), winner="alice"), keywords=("afflict",))


# --- Melee -----------------------------------------------------------------------------------------------

def melee_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "melee", "a")
        case(rs, f"{r}-melee-attacking-the-player", f"Melee: one opponent attacked, +1/+1 ({ERA[rs]})", r,
             src(rs, "melee: 'whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
                     "attacked with a creature this combat.' One opponent: +1/+1; the 3/3 deals 3."),
             scenario(rs, [cre("knight", "alice", 2, 2, "Wings of the Guard", keywords=["melee"])],
                      [("knight", "bob")]),
             k.result(k.declared([k.attacks("knight"), k.trigger("knight", "melee"), k.kpump("knight", 1, 1, "melee")],
                                 [k.unblocked("knight")]),
                      [k.regular([("knight", {"bob": 3})], k.hit_player("knight", "bob", 3, 17))],
                      {"knight": attacked(3, 3)}, bob=(17, 0, False)), keywords=("melee",))
    k = R(MTG)
    case(MTG, "702.121a-melee-planeswalker-and-player-attacked",
         "Melee attacking a planeswalker counts its controller when another creature attacks him", "702.121a",
         src(MTG, "702.121a counts opponents attacked with a creature: the bears attack bob, so +1/+1. The 3/3 "
                  "removes 3 loyalty (120.3c), the bears deal 2 to bob."),
         scenario(MTG, [cre("knight", "alice", 2, 2, "Wings of the Guard", keywords=["melee"]),
                        cre("bears", "alice", 2, 2, "Grizzly Bears"), walker("pw", "bob", 5, "Bob's Planeswalker")],
                  [("knight", "pw"), ("bears", "bob")]),
         k.result(k.declared([k.attacks("knight", "pw"), k.attacks("bears"), k.trigger("knight", "melee"),
                              k.kpump("knight", 1, 1, "melee")],
                             [k.unblocked("knight"), k.unblocked("bears")]),
                  [k.regular([("knight", {"pw": 3}), ("bears", {"bob": 2})],
                             k.hit_walker("knight", "pw", 3, 3, 2) + k.hit_player("bears", "bob", 2, 18))],
                  {"knight": attacked(3, 3), "bears": attacked(2, 2), "pw": pw_on(2)}, bob=(18, 0, False)),
         keywords=("melee",))
    case(MTG, "702.121a-melee-only-planeswalker-attacked-no-bonus",
         "Melee attacking only a planeswalker: no opponent was attacked, +0/+0", "702.121a",
         src(MTG, "702.121a counts opponents (players) attacked with a creature; a planeswalker is not an opponent. "
                  "Conspiracy: Take the Crown release notes: 'Melee will trigger if the creature with melee attacks a "
                  "planeswalker. However, the effect counts only opponents (and not planeswalkers) that you attacked "
                  "with a creature.' The trigger gives nothing; 2 damage removes 2 loyalty."),
         scenario(MTG, [cre("knight", "alice", 2, 2, "Wings of the Guard", keywords=["melee"]),
                        walker("pw", "bob", 5, "Bob's Planeswalker")],
                  [("knight", "pw")]),
         k.result(k.declared([k.attacks("knight", "pw"), k.trigger("knight", "melee")], [k.unblocked("knight")]),
                  [k.regular([("knight", {"pw": 2})], k.hit_walker("knight", "pw", 2, 2, 3))],
                  {"knight": attacked(2, 2), "pw": pw_on(3)}), keywords=("melee",))


# --- Training --------------------------------------------------------------------------------------------

def training_cases() -> None:
    k = R(MTG)
    case(MTG, "702.149a-training-with-greater-power", "Training: attacking with a 3/3, the 1/1 gets a +1/+1 counter",
         "702.149a", src(MTG, "702.149a: 'whenever this creature and at least one other creature with power greater "
                              "than this creature's power attack, put a +1/+1 counter on this creature.' 2 + 3 "
                              "unblocked damage."),
         scenario(MTG, [cre("trainee", "alice", 1, 1, "Hopeful Initiate", keywords=["training"]),
                        cre("ogre", "alice", 3, 3, "Gray Ogre")],
                  [("trainee", "bob"), ("ogre", "bob")]),
         k.result(k.declared([k.attacks("trainee"), k.attacks("ogre"), k.trigger("trainee", "training"),
                              k.kcounter("trainee", "training")],
                             [k.unblocked("trainee"), k.unblocked("ogre")]),
                  [k.regular([("trainee", {"bob": 2}), ("ogre", {"bob": 3})],
                             k.hit_player("trainee", "bob", 2, 18) + k.hit_player("ogre", "bob", 3, 15))],
                  {"trainee": attacked(2, 2, 0, {"+1/+1": 1}), "ogre": attacked(3, 3)}, bob=(15, 0, False)),
         keywords=("training",))
    case(MTG, "702.149a-training-equal-power-no-trigger", "Training doesn't trigger beside a creature of equal power",
         "702.149a", src(MTG, "702.149a needs greater power; 2 is not greater than 2."),
         scenario(MTG, [cre("trainee", "alice", 2, 2, keywords=["training"]), cre("bears", "alice", 2, 2)],
                  [("trainee", "bob"), ("bears", "bob")]),
         k.result(k.declared([k.attacks("trainee"), k.attacks("bears")],
                             [k.unblocked("trainee"), k.unblocked("bears")]),
                  [k.regular([("trainee", {"bob": 2}), ("bears", {"bob": 2})],
                             k.hit_player("trainee", "bob", 2, 18) + k.hit_player("bears", "bob", 2, 16))],
                  {"trainee": attacked(2, 2), "bears": attacked(2, 2)}, bob=(16, 0, False)), keywords=("training",))
    case(MTG, "702.149a-training-power-checked-as-attackers-are-declared",
         "Training looks at power as attackers are declared: battle cry pumps come too late", "702.149a",
         src(MTG, "702.149a and 508.2a (abilities that trigger on attacking trigger only as the creature is declared "
                  "an attacker): all three are 1/1 then, so training doesn't trigger, although each battle cry "
                  "(702.91a) then gives the others +1/+0. Damage: 3 + 2 + 2."),
         scenario(MTG, [cre("trainee", "alice", 1, 1, keywords=["training"]),
                        cre("c1", "alice", 1, 1, keywords=["battle_cry"]),
                        cre("c2", "alice", 1, 1, keywords=["battle_cry"])],
                  [("trainee", "bob"), ("c1", "bob"), ("c2", "bob")]),
         k.result(k.declared([k.attacks("trainee"), k.attacks("c1"), k.attacks("c2"),
                              k.trigger("c1", "battle_cry"), k.kpump("trainee", 1, 0, "battle_cry"),
                              k.kpump("c2", 1, 0, "battle_cry"), k.trigger("c2", "battle_cry"),
                              k.kpump("trainee", 1, 0, "battle_cry"), k.kpump("c1", 1, 0, "battle_cry")],
                             [k.unblocked("trainee"), k.unblocked("c1"), k.unblocked("c2")]),
                  [k.regular([("trainee", {"bob": 3}), ("c1", {"bob": 2}), ("c2", {"bob": 2})],
                             k.hit_player("trainee", "bob", 3, 17) + k.hit_player("c1", "bob", 2, 15)
                             + k.hit_player("c2", "bob", 2, 13))],
                  {"trainee": attacked(3, 1), "c1": attacked(2, 1), "c2": attacked(2, 1)}, bob=(13, 0, False)),
         keywords=("training", "battle_cry"))
    for rs in (F2020, CLASSIC):
        case(rs, "702.149-training-not-in-ruleset", f"Training (2021) is not a keyword of {ERA[rs]}", "702.149",
             "Training first appeared in Innistrad: Midnight Hunt (September 2021): refused with not-in-ruleset.",
             scenario(rs, [cre("trainee", "alice", 1, 1, keywords=["training"])], [("trainee", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("training",))


# --- Mentor ----------------------------------------------------------------------------------------------

def mentor_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "mentor", "a")
        case(rs, f"{r}-mentor-named-lesser-power", f"Mentor puts a +1/+1 counter on the named 2/2 attacker "
             f"({ERA[rs]})", r,
             src(rs, "mentor: 'whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
                     "lesser power.' 3 + 3 unblocked damage."),
             scenario(rs, [cre("mentor", "alice", 3, 3, "Tenth District Legionnaire", keywords=["mentor"]),
                           cre("pupil", "alice", 2, 2)],
                      [{"id": "mentor", "target": "bob", "mentor": "pupil"}, ("pupil", "bob")]),
             k.result(k.declared([k.attacks("mentor"), k.attacks("pupil"),
                                  k.trigger("mentor", "mentor", target="pupil"), k.kcounter("pupil", "mentor")],
                                 [k.unblocked("mentor"), k.unblocked("pupil")]),
                      [k.regular([("mentor", {"bob": 3}), ("pupil", {"bob": 3})],
                                 k.hit_player("mentor", "bob", 3, 17) + k.hit_player("pupil", "bob", 3, 14))],
                      {"mentor": attacked(3, 3), "pupil": attacked(3, 3, 0, {"+1/+1": 1})}, bob=(14, 0, False)),
             keywords=("mentor",))
    k = R(MTG)
    case(MTG, "702.134a-mentor-automatic-target", "Mentor without a named target: the format picks the first "
         "attacking creature with lesser power", "702.134a",
         src(MTG, "702.134a; the scenario format's automatic choice is the first legal target in declared order "
                  "(the 1/1). 3 + 2 + 2 damage."),
         scenario(MTG, [cre("mentor", "alice", 3, 3, keywords=["mentor"]), cre("x", "alice", 1, 1),
                        cre("y", "alice", 2, 2)],
                  [("mentor", "bob"), ("x", "bob"), ("y", "bob")]),
         k.result(k.declared([k.attacks("mentor"), k.attacks("x"), k.attacks("y"),
                              k.trigger("mentor", "mentor", target="x", chosen="automatic"), k.kcounter("x", "mentor")],
                             [k.unblocked("mentor"), k.unblocked("x"), k.unblocked("y")]),
                  [k.regular([("mentor", {"bob": 3}), ("x", {"bob": 2}), ("y", {"bob": 2})],
                             k.hit_player("mentor", "bob", 3, 17) + k.hit_player("x", "bob", 2, 15)
                             + k.hit_player("y", "bob", 2, 13))],
                  {"mentor": attacked(3, 3), "x": attacked(2, 2, 0, {"+1/+1": 1}), "y": attacked(2, 2)},
                  bob=(13, 0, False)), keywords=("mentor",))
    case(MTG, "702.134a-mentor-counter-annihilates-minus-counter",
         "Mentor's +1/+1 counter on a creature with a -1/-1 counter: both are removed", "702.134a",
         src(MTG, "702.134a puts a +1/+1 counter on the 2/2 (a 3/3 with a -1/-1 counter); then state-based actions "
                  "(704.5q) remove one of each: a 3/3 with no counters. 3 + 3 damage."),
         scenario(MTG, [cre("mentor", "alice", 3, 3, keywords=["mentor"]),
                        cre("pupil", "alice", 3, 3, counters={"-1/-1": 1})],
                  [{"id": "mentor", "target": "bob", "mentor": "pupil"}, ("pupil", "bob")]),
         k.result(k.declared([k.attacks("mentor"), k.attacks("pupil"), k.trigger("mentor", "mentor", target="pupil"),
                              k.kcounter("pupil", "mentor"),
                              ev("counters", "704.5q", id="pupil", kind="+1/+1 and -1/-1", amount=-1)],
                             [k.unblocked("mentor"), k.unblocked("pupil")]),
                  [k.regular([("mentor", {"bob": 3}), ("pupil", {"bob": 3})],
                             k.hit_player("mentor", "bob", 3, 17) + k.hit_player("pupil", "bob", 3, 14))],
                  {"mentor": attacked(3, 3), "pupil": attacked(3, 3)}, bob=(14, 0, False)), keywords=("mentor",))
    case(MTG, "702.134a-mentor-no-lesser-power-no-trigger", "Mentor with no attacker of lesser power does nothing",
         "702.134a", src(MTG, "702.134a needs a target with lesser power; the other attacker has equal power, so the "
                              "ability is removed from the stack with no target (603.3d). 2 + 2 damage."),
         scenario(MTG, [cre("mentor", "alice", 2, 2, keywords=["mentor"]), cre("bears", "alice", 2, 2)],
                  [("mentor", "bob"), ("bears", "bob")]),
         k.result(k.declared([k.attacks("mentor"), k.attacks("bears")], [k.unblocked("mentor"), k.unblocked("bears")]),
                  [k.regular([("mentor", {"bob": 2}), ("bears", {"bob": 2})],
                             k.hit_player("mentor", "bob", 2, 18) + k.hit_player("bears", "bob", 2, 16))],
                  {"mentor": attacked(2, 2), "bears": attacked(2, 2)}, bob=(16, 0, False)), keywords=("mentor",))
    for rs in (MTG, F2020):
        r = kw_rule(rs, "mentor", "a")
        case(rs, f"{r}-mentor-named-greater-power-refused-while-a-legal-target-exists",
             f"A named mentor target with greater power is refused while a legal target exists ({ERA[rs]})", r,
             src(rs, f"{r}: mentor targets an attacking creature with lesser power; 603.3d: the target is chosen as "
                     "the trigger is put on the stack, and a legal one must be chosen when one exists. The 1/1 is "
                     "a legal target, the 3/3 is not (greater power): naming it is an illegal choice, refused with "
                     "the rule, not a trigger that does nothing (608.2b covers only a target that became illegal)."),
             scenario(rs, [cre("mentor", "alice", 2, 2, keywords=["mentor"]), cre("x", "alice", 1, 1),
                           cre("y", "alice", 3, 3)],
                      [{"id": "mentor", "target": "bob", "mentor": "y"}, ("x", "bob"), ("y", "bob")]),
             refused("illegal-attack", r, "$.attackers[0].mentor"), keywords=("mentor",))
    case(MTG, "603.3d-mentor-named-target-without-a-legal-target-refused",
         "A named mentor target when no attacker has lesser power: the trigger has no target, the name is refused",
         "603.3d",
         src(MTG, "603.3d: a triggered ability with no legal target is removed from the stack, so the scenario "
                  "cannot name one; 702.134a: the other attacker has equal power (2), not less. Refused with "
                  "603.3d at the field that names it."),
         scenario(MTG, [cre("mentor", "alice", 2, 2, keywords=["mentor"]), cre("bears", "alice", 2, 2)],
                  [{"id": "mentor", "target": "bob", "mentor": "bears"}, ("bears", "bob")]),
         refused("illegal-attack", "603.3d", "$.attackers[0].mentor"), keywords=("mentor",))
    case(CLASSIC, "702.134-mentor-not-in-ruleset", "Mentor (2018) is not in the classic rules", "702.134",
         "Mentor first appeared in Guilds of Ravnica (2018): refused with not-in-ruleset.",
         scenario(CLASSIC, [cre("mentor", "alice", 3, 3, keywords=["mentor"])], [("mentor", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("mentor",))


# --- The order of simultaneous triggers (603.3b) ---------------------------------------------------------

def trigger_order_cases() -> None:
    mentor_cry = cre("m", "alice", 2, 2, "Mentor with battle cry", keywords=["mentor", "battle_cry"])
    pupil = cre("p", "alice", 1, 1, "Pupil")
    declared = [{"id": "m", "target": "bob", "mentor": "p"}, ("p", "bob")]
    k = R(MTG)
    case(MTG, "603.3b-default-trigger-order-battle-cry-before-mentor",
         "Without trigger_order: battle cry resolves before mentor, and mentor finds its target no longer smaller",
         "603.3b",
         src(MTG, "603.3b: the active player puts their simultaneous triggers on the stack in the order they "
                  "choose; without trigger_order the format resolves each attacker's triggers in a fixed order "
                  "(battle cry, melee, training, mentor, ...), so battle cry's resolves first (702.91a: p becomes "
                  "2/1), then mentor's, which targeted p as it went on the stack (1 < 2, 603.3d) and finds it with "
                  "power 2 on resolution: it does nothing (608.2b). 2 + 2 damage: bob 16."),
         scenario(MTG, [mentor_cry, pupil], declared),
         k.result(k.declared([k.attacks("m"), k.attacks("p"), k.trigger("m", "battle_cry"),
                              k.kpump("p", 1, 0, "battle_cry"), k.trigger("m", "mentor", target="p"),
                              ev("fizzles", "608.2b", action="mentor", target="p")],
                             [k.unblocked("m"), k.unblocked("p")]),
                  [k.regular([("m", {"bob": 2}), ("p", {"bob": 2})],
                             k.hit_player("m", "bob", 2, 18) + k.hit_player("p", "bob", 2, 16))],
                  {"m": attacked(2, 2), "p": attacked(2, 1)}, bob=(16, 0, False)),
         keywords=("mentor", "battle_cry"))
    for rs in (MTG, F2020):
        k = R(rs)
        case(rs, "603.3b-trigger-order-mentor-before-battle-cry",
             f"trigger_order puts mentor's trigger to resolve before battle cry's: the pupil gets both ({ERA[rs]})",
             "603.3b",
             src(rs, "603.3b: alice orders her simultaneous triggers; trigger_order names mentor first, so it "
                     "resolves first: p (1 < 2) gets a +1/+1 counter (2/2), then battle cry gives it +1/+0 (3/2). "
                     "2 + 3 damage: bob 15."),
             scenario(rs, [mentor_cry, pupil], declared, trigger_order=[{"source": "m", "ability": "mentor"}]),
             k.result(k.declared([k.attacks("m"), k.attacks("p"), k.trigger("m", "mentor", target="p"),
                                  k.kcounter("p", "mentor"), k.trigger("m", "battle_cry"),
                                  k.kpump("p", 1, 0, "battle_cry")],
                                 [k.unblocked("m"), k.unblocked("p")]),
                      [k.regular([("m", {"bob": 2}), ("p", {"bob": 3})],
                                 k.hit_player("m", "bob", 2, 18) + k.hit_player("p", "bob", 3, 15))],
                      {"m": attacked(2, 2), "p": attacked(3, 2, 0, {"+1/+1": 1})}, bob=(15, 0, False)),
             keywords=("mentor", "battle_cry"))
    case(MTG, "603.3b-trigger-order-naming-a-trigger-the-creature-lacks-refused",
         "trigger_order naming a triggered ability the creature doesn't have is refused", "603.3b",
         src(MTG, "603.3b orders triggers that triggered; the mentor has no battle cry, so there is nothing to order: "
                  "refused at the entry's source (invalid-scenario), not ignored."),
         scenario(MTG, [cre("m", "alice", 2, 2, keywords=["mentor"]), pupil], declared,
                  trigger_order=[{"source": "m", "ability": "battle_cry"}]),
         refused("invalid-scenario", "603.3b", "$.trigger_order[0].source"), keywords=("mentor", "battle_cry"))


# --- Battalion (an ability word) -------------------------------------------------------------------------

BATTALION_NOTE = "its effect is the card's: add it as an action"


def battalion_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        case(rs, "207.2c-battalion-three-attackers", f"Battalion triggers when it and two others attack ({ERA[rs]})",
             "207.2c",
             src(rs, "207.2c: battalion is an ability word (it has no rule of its own; 702.101 is extort today, "
                     "702.100 in 2020); the card's ability 'whenever this creature and at least two other creatures "
                     "attack' triggers as attackers are declared. Its effect is the card's; the creatures deal 2+1+1."),
             scenario(rs, [cre("sergeant", "alice", 2, 2, "Boros Elite", keywords=["battalion"]),
                           cre("x", "alice", 1, 1), cre("y", "alice", 1, 1)],
                      [("sergeant", "bob"), ("x", "bob"), ("y", "bob")]),
             k.result(k.declared([k.attacks("sergeant"), k.attacks("x"), k.attacks("y"),
                                  k.trigger("sergeant", "battalion", note=BATTALION_NOTE)],
                                 [k.unblocked("sergeant"), k.unblocked("x"), k.unblocked("y")]),
                      [k.regular([("sergeant", {"bob": 2}), ("x", {"bob": 1}), ("y", {"bob": 1})],
                                 k.hit_player("sergeant", "bob", 2, 18) + k.hit_player("x", "bob", 1, 17)
                                 + k.hit_player("y", "bob", 1, 16))],
                      {"sergeant": attacked(2, 2), "x": attacked(1, 1), "y": attacked(1, 1)}, bob=(16, 0, False)),
             keywords=("battalion",))
    k = R(MTG)
    case(MTG, "207.2c-battalion-two-attackers-no-trigger", "Battalion needs two other attackers: one is not enough",
         "207.2c", src(MTG, "the battalion ability's condition (this creature and at least two others attack) is not "
                            "met. 2 + 1 damage."),
         scenario(MTG, [cre("sergeant", "alice", 2, 2, "Boros Elite", keywords=["battalion"]), cre("x", "alice", 1, 1)],
                  [("sergeant", "bob"), ("x", "bob")]),
         k.result(k.declared([k.attacks("sergeant"), k.attacks("x")], [k.unblocked("sergeant"), k.unblocked("x")]),
                  [k.regular([("sergeant", {"bob": 2}), ("x", {"bob": 1})],
                             k.hit_player("sergeant", "bob", 2, 18) + k.hit_player("x", "bob", 1, 17))],
                  {"sergeant": attacked(2, 2), "x": attacked(1, 1)}, bob=(17, 0, False)), keywords=("battalion",))
    case(MTG, "207.2c-battalion-creature-not-attacking", "Three others attack without the battalion creature: no "
         "trigger", "207.2c", src(MTG, "the battalion creature itself must attack. 1 + 1 + 1 damage."),
         scenario(MTG, [cre("sergeant", "alice", 2, 2, "Boros Elite", keywords=["battalion"]), cre("x", "alice", 1, 1),
                        cre("y", "alice", 1, 1), cre("z", "alice", 1, 1)],
                  [("x", "bob"), ("y", "bob"), ("z", "bob")]),
         k.result(k.declared([k.attacks("x"), k.attacks("y"), k.attacks("z")],
                             [k.unblocked("x"), k.unblocked("y"), k.unblocked("z")]),
                  [k.regular([("x", {"bob": 1}), ("y", {"bob": 1}), ("z", {"bob": 1})],
                             k.hit_player("x", "bob", 1, 19) + k.hit_player("y", "bob", 1, 18)
                             + k.hit_player("z", "bob", 1, 17))],
                  {"sergeant": on(2, 2), "x": attacked(1, 1), "y": attacked(1, 1), "z": attacked(1, 1)},
                  bob=(17, 0, False)), keywords=("battalion",))
    case(CLASSIC, "207.2c-battalion-not-in-ruleset", "Battalion (Gatecrash, 2013) is not in the classic rules",
         "207.2c", "Battalion first appeared in Gatecrash (2013): refused with not-in-ruleset.",
         scenario(CLASSIC, [cre("sergeant", "alice", 2, 2, keywords=["battalion"])], [("sergeant", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("battalion",))


# --- Dethrone --------------------------------------------------------------------------------------------

def dethrone_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "dethrone", "a")
        case(rs, f"{r}-dethrone-tied-for-most-life", f"Dethrone: attacking a player tied for most life, +1/+1 counter "
             f"({ERA[rs]})", r,
             src(rs, "dethrone: 'whenever this creature attacks the player with the most life or tied for most life, "
                     "put a +1/+1 counter on this creature.' 20 and 20 are tied; the 3/3 deals 3."),
             scenario(rs, [cre("rebel", "alice", 2, 2, "Marchesa's Emissary", keywords=["dethrone"])],
                      [("rebel", "bob")]),
             k.result(k.declared([k.attacks("rebel"), k.trigger("rebel", "dethrone"), k.kcounter("rebel", "dethrone")],
                                 [k.unblocked("rebel")]),
                      [k.regular([("rebel", {"bob": 3})], k.hit_player("rebel", "bob", 3, 17))],
                      {"rebel": attacked(3, 3, 0, {"+1/+1": 1})}, bob=(17, 0, False)), keywords=("dethrone",))
    k = R(MTG)
    case(MTG, "702.105a-dethrone-attacker-has-more-life", "Dethrone doesn't trigger when the attacking player has more "
         "life", "702.105a", src(MTG, "702.105a: alice (25) has the most life, not bob (20)."),
         scenario(MTG, [cre("rebel", "alice", 2, 2, keywords=["dethrone"])], [("rebel", "bob")], alice=25),
         k.result(k.declared([k.attacks("rebel")], [k.unblocked("rebel")]),
                  [k.regular([("rebel", {"bob": 2})], k.hit_player("rebel", "bob", 2, 18))],
                  {"rebel": attacked(2, 2)}, alice=(25, 0, False), bob=(18, 0, False)), keywords=("dethrone",))
    case(MTG, "702.105a-dethrone-attacking-planeswalker", "Dethrone doesn't trigger when attacking a planeswalker",
         "702.105a", src(MTG, "702.105a triggers on attacking a player; the planeswalker loses 2 loyalty (120.3c)."),
         scenario(MTG, [cre("rebel", "alice", 2, 2, keywords=["dethrone"]), walker("pw", "bob", 4)], [("rebel", "pw")]),
         k.result(k.declared([k.attacks("rebel", "pw")], [k.unblocked("rebel")]),
                  [k.regular([("rebel", {"pw": 2})], k.hit_walker("rebel", "pw", 2, 2, 2))],
                  {"rebel": attacked(2, 2), "pw": pw_on(2)}), keywords=("dethrone",))


# --- Frenzy ----------------------------------------------------------------------------------------------

def frenzy_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "frenzy", "a")
        case(rs, f"{r}-frenzy-unblocked", f"Frenzy 2: attacking and unblocked, +2/+0 ({ERA[rs]})", r,
             src(rs, "frenzy N: 'whenever this creature attacks and isn't blocked, it gets +N/+0 until end of turn.' "
                     "The 4/2 deals 4."),
             scenario(rs, [cre("berserker", "alice", 2, 2, "Frenzied Raider", keywords=["frenzy:2"])],
                      [("berserker", "bob")]),
             k.result(k.declared([k.attacks("berserker")],
                                 [k.unblocked("berserker"), k.trigger("berserker", "frenzy"),
                                  k.kpump("berserker", 2, 0, "frenzy")]),
                      [k.regular([("berserker", {"bob": 4})], k.hit_player("berserker", "bob", 4, 16))],
                      {"berserker": attacked(4, 2)}, bob=(16, 0, False)), keywords=("frenzy",))
    k = R(MTG)
    case(MTG, "702.68a-frenzy-blocked-no-trigger", "Blocked, frenzy doesn't trigger", "702.68a",
         src(MTG, "702.68a: it is blocked. 2/2 against 2/2: both die."),
         scenario(MTG, [cre("berserker", "alice", 2, 2, keywords=["frenzy:2"]), cre("bears", "bob", 2, 2)],
                  [("berserker", "bob")], [("bears", ["berserker"])]),
         k.result(k.declared([k.attacks("berserker")], [k.blocks("bears", "berserker"), k.blocked("berserker")]),
                  [k.regular([("berserker", {"bears": 2}), ("bears", {"berserker": 2})],
                             k.hit("berserker", "bears", 2, 2) + k.hit("bears", "berserker", 2, 2)
                             + [k.dies("berserker"), k.dies("bears")])],
                  {"berserker": GY, "bears": GY}), keywords=("frenzy",))
    case(MTG, "702.68b-frenzy-two-instances", "Frenzy 1 twice: +2/+0", "702.68b",
         src(MTG, "702.68b: each instance triggers separately. The 3/1 deals 3."),
         scenario(MTG, [cre("berserker", "alice", 1, 1, keywords=["frenzy:1", "frenzy:1"])], [("berserker", "bob")]),
         k.result(k.declared([k.attacks("berserker")],
                             [k.unblocked("berserker"), k.trigger("berserker", "frenzy"),
                              k.kpump("berserker", 1, 0, "frenzy"), k.trigger("berserker", "frenzy"),
                              k.kpump("berserker", 1, 0, "frenzy")]),
                  [k.regular([("berserker", {"bob": 3})], k.hit_player("berserker", "bob", 3, 17))],
                  {"berserker": attacked(3, 1)}, bob=(17, 0, False)), keywords=("frenzy",))


# --- Undying and persist ---------------------------------------------------------------------------------

def undying_cases() -> None:
    for rs in (MTG, F2020):
        k = R(rs)
        r = kw_rule(rs, "undying", "a")
        case(rs, f"{r}-undying-returns-with-counter", f"Undying: the 2/2 dies and returns as a 3/3, untapped, out of "
             f"combat ({ERA[rs]})", r,
             src(rs, "undying: 'when this permanent is put into a graveyard from the battlefield, if it had no +1/+1 "
                     "counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on "
                     "it.' It returns as a new object (400.7): untapped, no damage."),
             scenario(rs, [cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"]),
                           cre("ogre", "bob", 3, 3, "Gray Ogre")],
                      [("geist", "bob")], [("ogre", ["geist"])]),
             k.result(k.declared([k.attacks("geist")], [k.blocks("ogre", "geist"), k.blocked("geist")]),
                      [k.regular([("geist", {"ogre": 2}), ("ogre", {"geist": 3})],
                                 k.hit("geist", "ogre", 2, 2) + k.hit("ogre", "geist", 3, 3) + [k.dies("geist")]
                                 + k.returns("geist", "undying"))],
                      {"geist": on(3, 3, 0, {"+1/+1": 1}), "ogre": on(3, 3, 2)}), keywords=("undying",))
    k = R(MTG)
    case(MTG, "702.93a-undying-with-counter-stays-dead", "Undying with a +1/+1 counter already on it: it stays dead",
         "702.93a", src(MTG, "702.93a: 'if it had no +1/+1 counters on it' (checked as it last existed): it had one, "
                             "so the ability doesn't trigger (603.4)."),
         scenario(MTG, [cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"], counters={"+1/+1": 1}),
                        cre("giant", "bob", 4, 4, "Hill Giant")],
                  [("geist", "bob")], [("giant", ["geist"])]),
         k.result(k.declared([k.attacks("geist")], [k.blocks("giant", "geist"), k.blocked("geist")]),
                  [k.regular([("geist", {"giant": 3}), ("giant", {"geist": 4})],
                             k.hit("geist", "giant", 3, 3) + k.hit("giant", "geist", 4, 4) + [k.dies("geist")])],
                  {"geist": GY, "giant": on(4, 4, 3)}), keywords=("undying",))
    case(MTG, "702.93a-undying-after-wither-counters", "Killed by wither's -1/-1 counters, an undying creature returns "
         "with only its +1/+1 counter", "702.93a",
         src(MTG, "120.3d: wither damage becomes two -1/-1 counters: 0/0, put into the graveyard (704.5f); it had no "
                  "+1/+1 counter, so undying returns it, a new object with one +1/+1 counter (400.7). The 2/2 "
                  "wither creature was dealt 2 (704.5g)."),
         scenario(MTG, [cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"]),
                        cre("boggart", "bob", 2, 2, "Boggart Ram-Gang", keywords=["wither"])],
                  [("geist", "bob")], [("boggart", ["geist"])]),
         k.result(k.declared([k.attacks("geist")], [k.blocks("boggart", "geist"), k.blocked("geist")]),
                  [k.regular([("geist", {"boggart": 2}), ("boggart", {"geist": 2})],
                             k.hit("geist", "boggart", 2, 2) + k.wither("boggart", "geist", 2)
                             + [k.dies("geist", "zero-toughness"), k.dies("boggart")] + k.returns("geist", "undying"))],
                  {"geist": on(3, 3, 0, {"+1/+1": 1}), "boggart": GY}), keywords=("undying",))
    case(MTG, "702.93a-undying-returned-creature-deals-no-regular-damage",
         "Killed in the first-strike step, the undying creature returns but is no longer in combat", "702.93a",
         src(MTG, "702.93a: it returns as a new object, not attacking (506.4): it assigns no damage in the regular "
                  "step (510.4), and the first striker has already dealt its damage."),
         scenario(MTG, [cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"]),
                        cre("lancer", "bob", 3, 3, "First-Strike Lancer", keywords=["first_strike"])],
                  [("geist", "bob")], [("lancer", ["geist"])]),
         k.result(k.declared([k.attacks("geist")], [k.blocks("lancer", "geist"), k.blocked("geist")]),
                  [k.first([("lancer", {"geist": 3})],
                           k.hit("lancer", "geist", 3, 3) + [k.dies("geist")] + k.returns("geist", "undying")),
                   k.regular([], [])],
                  {"geist": on(3, 3, 0, {"+1/+1": 1}), "lancer": on(3, 3)}), keywords=("undying",))
    case(CLASSIC, "702.93-undying-not-in-ruleset", "Undying (Dark Ascension, 2012) is not in the classic rules",
         "702.93", "Undying first appeared in Dark Ascension (2012): refused with not-in-ruleset.",
         scenario(CLASSIC, [cre("geist", "alice", 2, 2, keywords=["undying"])], [("geist", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("undying",))


def returns_to_owner_cases() -> None:
    """Undying and persist return the card under its owner's control (702.93a, 702.79a; persist since 2008)."""
    for rs, ability, kind, pt in ((MTG, "undying", "+1/+1", (3, 3)), (F2020, "undying", "+1/+1", (3, 3)),
                                  (MTG, "persist", "-1/-1", (1, 1)), (F2020, "persist", "-1/-1", (1, 1)),
                                  (CLASSIC, "persist", "-1/-1", (1, 1))):
        k = R(rs)
        r = kw_rule(rs, ability, "a")
        case(rs, f"{r}-{ability}-stolen-creature-returns-under-its-owners-control",
             f"{ability.capitalize()}: alice's creature that bob stole dies blocking and returns under alice's control "
             f"({ERA[rs]})", r,
             src(rs, f"{ability}: 'return it to the battlefield under its owner's control'. bob controls alice's 2/2 "
                     "through a control effect and blocks with it; it dies and comes back as a new object under "
                     "alice's control, untapped and out of combat."),
             scenario(rs, [cre("ogre", "alice", 3, 3, "Gray Ogre"),
                           {**cre("kin", "bob", 2, 2, keywords=[ability]), "owner": "alice", "control_effect": True}],
                      [("ogre", "bob")], [("kin", ["ogre"])]),
             k.result(k.declared([k.attacks("ogre")], [k.blocks("kin", "ogre"), k.blocked("ogre")]),
                      [k.regular([("ogre", {"kin": 3}), ("kin", {"ogre": 2})],
                                 k.hit("ogre", "kin", 3, 3) + k.hit("kin", "ogre", 2, 2) + [k.dies("kin")]
                                 + [{**e, "controller": "alice"} if e["type"] == "returns" else e
                                    for e in k.returns("kin", ability)])],
                      {"ogre": attacked(3, 3, 2), "kin": on(*pt, 0, {kind: 1})}), keywords=(ability,))


def removed_planeswalker_cases() -> None:
    """An attacked planeswalker removed from combat: its unblocked attacker deals no damage (506.4c; 306.4 of
    2009, where planeswalkers, 2007, are already attacked the same way)."""
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = k.r["leaves"]
        case(rs, f"{r}-attacked-planeswalker-removed-from-combat", f"A planeswalker removed from combat: its unblocked "
             f"attacker deals no combat damage ({ERA[rs]})", r,
             src(rs, "an effect that removes a permanent from combat removes it; an attacked planeswalker stops being "
                     "attacked, and its attacker goes on attacking nothing: unblocked, it deals no combat damage."),
             scenario(rs, [cre("ogre", "alice", 3, 3, "Gray Ogre"), walker("jace", "bob", 4, "Jace Beleren")],
                      [("ogre", "jace")], actions=[{"at": "after-blocks", "do": "remove-from-combat", "target": "jace"}]),
             k.result(k.declared([k.attacks("ogre", "jace")],
                                 [k.unblocked("ogre"), ev("removed-from-combat", r, id="jace")]),
                      # Classic: the combat damage step puts its (empty) assignment on the stack all the same (310.1).
                      [k.regular([], [ev("damage-on-stack", k.r["on-stack"], assignments=[]),
                                      ev("stack-resolves", k.r["damage"])] if rs == CLASSIC else [])],
                      {"ogre": attacked(3, 3), "jace": pw_on(4)}), keywords=("planeswalker",))


def persist_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        r = kw_rule(rs, "persist", "a")
        case(rs, f"{r}-persist-returns-with-counter", f"Persist: the 2/2 dies and returns as a 1/1 ({ERA[rs]})", r,
             src(rs, "persist: 'when this permanent is put into a graveyard from the battlefield, if it had no -1/-1 "
                     "counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on "
                     "it.' A new object: untapped, no damage."),
             scenario(rs, [cre("kitchen", "alice", 2, 2, "Kitchen Finks", keywords=["persist"]),
                           cre("ogre", "bob", 3, 3, "Gray Ogre")],
                      [("kitchen", "bob")], [("ogre", ["kitchen"])]),
             k.result(k.declared([k.attacks("kitchen")], [k.blocks("ogre", "kitchen"), k.blocked("kitchen")]),
                      [k.regular([("kitchen", {"ogre": 2}), ("ogre", {"kitchen": 3})],
                                 k.hit("kitchen", "ogre", 2, 2) + k.hit("ogre", "kitchen", 3, 3) + [k.dies("kitchen")]
                                 + k.returns("kitchen", "persist"))],
                      {"kitchen": on(1, 1, 0, {"-1/-1": 1}), "ogre": on(3, 3, 2)}), keywords=("persist",))
    k = R(CLASSIC)
    case(CLASSIC, "502-persist-returned-creature-not-destroyed-by-deathtouch-trigger",
         "Before 2009 deathtouch was a trigger: the Finks die to lethal damage and persist brings them back as a new "
         "object, which the deathtouch trigger, waiting under it, doesn't destroy (the classic rules)", "502",
         src(CLASSIC, "502.63 (Future Sight to Alara Reborn): 'whenever this creature deals damage to a creature, "
                      "destroy that creature'. The 2 and the 3 are dealt at once; state-based effects (420.5) put "
                      "both creatures into the graveyard; then the triggers go on the stack, the active player's "
                      "first (APNAP), so bob's persist resolves first and returns the Finks with a -1/-1 counter. "
                      "That is a new object (400.7 today; the zones rules, 217, in 2008), not 'that creature': the "
                      "deathtouch trigger then does nothing. Magic 2010 Rules Changes section 6 on the old trigger."),
         scenario(CLASSIC, [cre("archer", "alice", 2, 1, "Thornweald Archer", keywords=["reach", "deathtouch"]),
                            cre("kitchen", "bob", 3, 2, "Kitchen Finks", keywords=["persist"])],
                  [("archer", "bob")], [("kitchen", ["archer"])]),
         k.result(k.declared([k.attacks("archer")], [k.blocks("kitchen", "archer"), k.blocked("archer")]),
                  [k.regular([("archer", {"kitchen": 2}), ("kitchen", {"archer": 3})],
                             k.hit("archer", "kitchen", 2, 2) + k.hit("kitchen", "archer", 3, 3)
                             + [k.dies("archer"), k.dies("kitchen")] + k.returns("kitchen", "persist")
                             + [ev("trigger", "502.63", source="archer", ability="deathtouch", target="kitchen")])],
                  {"archer": GY, "kitchen": on(2, 1, 0, {"-1/-1": 1})}), keywords=("persist", "deathtouch"))
    case(CLASSIC, "310.4c-persist-sacrificed-with-damage-on-stack-returns-as-new-object",
         "Kitchen Finks blocks, damage goes on the stack, bob sacrifices the Finks: persist returns them, their "
         "damage is dealt and the giant's isn't dealt to the new Finks (the classic rules)", "310.4c",
         src(CLASSIC, "310.4a-c: the damage on the stack is dealt as assigned, by the Finks as they last existed "
                      "(3 to the giant, which dies), and damage assigned to a creature that has left play is not "
                      "dealt. The Finks that persist returned (502; with a -1/-1 counter, a 2/1) are a new object "
                      "(400.7 today; the zones rules, 217, in 2008), not the blocker the giant's 3 was assigned to: "
                      "the famous pre-2009 trick of a sacrifice outlet and Kitchen Finks."),
         scenario(CLASSIC, [cre("giant", "alice", 3, 3, "Hill Giant"),
                            cre("kitchen", "bob", 3, 2, "Kitchen Finks", keywords=["persist"])],
                  [("giant", "bob")], [("kitchen", ["giant"])],
                  actions=[act("on-stack", "remove", target="kitchen", to="graveyard")]),
         k.result(k.declared([k.attacks("giant")], [k.blocks("kitchen", "giant"), k.blocked("giant")]),
                  [k.regular([("giant", {"kitchen": 3}), ("kitchen", {"giant": 3})],
                             [ev("damage", "310.4c", source="giant", target="kitchen", amount=0, combat=True,
                                 note="not dealt: it left the battlefield")]
                             + k.hit("kitchen", "giant", 3, 3) + [k.dies("giant")],
                             on_stack=[k.leaves("kitchen", "graveyard")] + k.returns("kitchen", "persist"))],
                  {"giant": GY, "kitchen": on(2, 1, 0, {"-1/-1": 1})}), keywords=("persist",))
    k = R(MTG)
    case(MTG, "702.79a-persist-and-undying-apnap-order",
         "The attacker's undying and the blocker's persist trigger together: the defending player's resolves first",
         "702.79a",
         src(MTG, "702.79a and 702.93a both trigger as the two 2/2s die; 101.4 and 603.3b (APNAP): the active "
                  "player's trigger goes on the stack first, so bob's persist resolves first. Both return: a 3/3 "
                  "with a +1/+1 counter and a 1/1 with a -1/-1 counter, neither in combat."),
         scenario(MTG, [cre("geist", "alice", 2, 2, "Strangleroot Geist", keywords=["undying"]),
                        cre("kitchen", "bob", 2, 2, "Kitchen Finks", keywords=["persist"])],
                  [("geist", "bob")], [("kitchen", ["geist"])]),
         k.result(k.declared([k.attacks("geist")], [k.blocks("kitchen", "geist"), k.blocked("geist")]),
                  [k.regular([("geist", {"kitchen": 2}), ("kitchen", {"geist": 2})],
                             k.hit("geist", "kitchen", 2, 2) + k.hit("kitchen", "geist", 2, 2)
                             + [k.dies("geist"), k.dies("kitchen")] + k.returns("kitchen", "persist")
                             + k.returns("geist", "undying"))],
                  {"geist": on(3, 3, 0, {"+1/+1": 1}), "kitchen": on(1, 1, 0, {"-1/-1": 1})}),
         keywords=("persist", "undying"))
    case(MTG, "702.79a-persist-with-counter-stays-dead", "Persist with a -1/-1 counter already on it: it stays dead",
         "702.79a", src(MTG, "702.79a: it had a -1/-1 counter (a 3/3 with one: 2/2), so the ability doesn't trigger."),
         scenario(MTG, [cre("kitchen", "alice", 3, 3, "Kitchen Finks", keywords=["persist"], counters={"-1/-1": 1}),
                        cre("ogre", "bob", 3, 3, "Gray Ogre")],
                  [("kitchen", "bob")], [("ogre", ["kitchen"])]),
         k.result(k.declared([k.attacks("kitchen")], [k.blocks("ogre", "kitchen"), k.blocked("kitchen")]),
                  [k.regular([("kitchen", {"ogre": 2}), ("ogre", {"kitchen": 3})],
                             k.hit("kitchen", "ogre", 2, 2) + k.hit("ogre", "kitchen", 3, 3) + [k.dies("kitchen")])],
                  {"kitchen": GY, "ogre": on(3, 3, 2)}), keywords=("persist",))
    case(MTG, "702.79a-persist-one-one-returns-and-dies-again", "A 1/1 with persist returns as 0/0 and dies for good",
         "702.79a", src(MTG, "702.79a returns it with a -1/-1 counter: 0/0, put into the graveyard (704.5f); now it "
                             "had a -1/-1 counter, so persist doesn't trigger again."),
         scenario(MTG, [cre("sprite", "alice", 1, 1, "Persistent Sprite", keywords=["persist"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("sprite", "bob")], [("bears", ["sprite"])]),
         k.result(k.declared([k.attacks("sprite")], [k.blocks("bears", "sprite"), k.blocked("sprite")]),
                  [k.regular([("sprite", {"bears": 1}), ("bears", {"sprite": 2})],
                             k.hit("sprite", "bears", 1, 1) + k.hit("bears", "sprite", 2, 2) + [k.dies("sprite")]
                             + k.returns("sprite", "persist") + [k.dies("sprite", "zero-toughness")])],
                  {"sprite": GY, "bears": on(2, 2, 1)}), keywords=("persist",))
    case(MTG, "702.79a-persist-with-plus-counter-returns", "Persist with a +1/+1 counter: it had no -1/-1 counter, it "
         "returns with only the -1/-1 counter", "702.79a",
         src(MTG, "702.79a looks only for -1/-1 counters. The new object has just the -1/-1 counter: a 2/2 base is "
                  "1/1."),
         scenario(MTG, [cre("kitchen", "alice", 2, 2, "Kitchen Finks", keywords=["persist"], counters={"+1/+1": 1}),
                        cre("giant", "bob", 4, 4, "Hill Giant")],
                  [("kitchen", "bob")], [("giant", ["kitchen"])]),
         k.result(k.declared([k.attacks("kitchen")], [k.blocks("giant", "kitchen"), k.blocked("kitchen")]),
                  [k.regular([("kitchen", {"giant": 3}), ("giant", {"kitchen": 4})],
                             k.hit("kitchen", "giant", 3, 3) + k.hit("giant", "kitchen", 4, 4) + [k.dies("kitchen")]
                             + k.returns("kitchen", "persist"))],
                  {"kitchen": on(1, 1, 0, {"-1/-1": 1}), "giant": on(4, 4, 3)}), keywords=("persist",))


# --- Banding ---------------------------------------------------------------------------------------------

def banding_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        h = kw_rule(rs, "banding", "e" if rs == CLASSIC else "h")
        case(rs, f"{h}-banding-band-blocked-as-one",
             f"A band of a banding 1/1 and a flyer: the ogre blocks the 1/1 and so blocks the flyer too; the "
             f"attacking player divides the ogre's damage ({ERA[rs]})", h,
             src(rs, "banding: if an attacking creature becomes blocked by a creature, each other creature in its "
                     "band becomes blocked by that creature (the CR's own example: a flyer and a creature with "
                     "swampwalk); the player controlling the creatures with banding chooses how the blocker's damage "
                     "is assigned among them: all 4 to the Hero, the flyer survives. The band deals 1+2 to the ogre."),
             scenario(rs, [cre("hero", "alice", 1, 1, "Benalish Hero", keywords=["banding"]),
                           cre("bird", "alice", 2, 2, "Wind Drake", keywords=["flying"]),
                           cre("ogre", "bob", 4, 4, "Gray Ogre")],
                      [{"id": "hero", "target": "bob", "band": "b"}, {"id": "bird", "target": "bob", "band": "b"}],
                      [("ogre", ["hero"])], assignments=[division("ogre", {"hero": 4})]),
             k.result(k.declared([k.attacks("hero"), k.attacks("bird")],
                                 [k.blocks("ogre", "hero"), k.band_blocks("ogre", "bird"), k.blocked("hero"),
                                  k.blocked("bird")]),
                      [k.regular([("hero", {"ogre": 1}), ("bird", {"ogre": 2}),
                                  ("ogre", {"hero": 4}, k.chosen("alice", False))],
                                 k.hit("hero", "ogre", 1, 1) + k.hit("bird", "ogre", 2, 3) + k.hit("ogre", "hero", 4, 4)
                                 + [k.dies("hero")])],
                      {"hero": GY, "bird": attacked(2, 2), "ogre": on(4, 4, 3)}), keywords=("banding",))
        j = kw_rule(rs, "banding", "h" if rs == CLASSIC else "j")
        case(rs, f"{j}-banding-blocker-defender-divides",
             f"Blocked by a creature with banding, the attacker's damage is divided by the defending player "
             f"({ERA[rs]})", j,
             src(rs, "banding: when a creature with banding blocks, the defending player chooses how the attacking "
                     "creature's damage is assigned among the creatures blocking it: all 5 to the Hero; the bears "
                     "survive. The blockers deal 1+2."),
             scenario(rs, [cre("giant", "alice", 5, 5, "Craw Giant"),
                           cre("hero", "bob", 1, 1, "Benalish Hero", keywords=["banding"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("giant", "bob")], [("hero", ["giant"]), ("bears", ["giant"])],
                      assignments=[division("giant", {"hero": 5})]),
             k.result(k.declared([k.attacks("giant")], [k.blocks("hero", "giant"), k.blocks("bears", "giant"),
                                                        k.blocked("giant")]),
                      [k.regular([("giant", {"hero": 5}, k.chosen("bob", True)), ("hero", {"giant": 1}),
                                  ("bears", {"giant": 2})],
                                 k.hit("giant", "hero", 5, 5) + k.hit("hero", "giant", 1, 1)
                                 + k.hit("bears", "giant", 2, 3) + [k.dies("hero")])],
                      {"giant": attacked(5, 5, 3), "hero": GY, "bears": on(2, 2)}), keywords=("banding",))
    for rs in (MTG, F2020):
        k = R(rs)
        j = kw_rule(rs, "banding", "j")
        case(rs, f"{j}-banding-stops-trample", f"Banding against trample: the defending player divides the 6/6's "
             f"damage among the blockers, none to himself ({ERA[rs]})", j,
             src(rs, f"{j}: the defending player 'can divide that creature's combat damage as they choose among any "
                     "creatures blocking it', an exception to 510.1c that leaves trample (702.19b) no choice to make: "
                     "all 6 to the Hero, bob loses nothing, the bears survive."
                     + (" In 2020 the division also ignores the damage assignment order (bears first): the exception "
                        "lets that player divide 'as they choose'." if rs == F2020 else "")),
             scenario(rs, [cre("wurm", "alice", 6, 6, "Trampling Wurm", keywords=["trample"]),
                           cre("hero", "bob", 1, 1, "Benalish Hero", keywords=["banding"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("wurm", "bob")], [("hero", ["wurm"]), ("bears", ["wurm"])],
                      assignments=[division("wurm", {"hero": 6})],
                      **({"damage_assignment_order": {"wurm": ["bears", "hero"]}} if rs == F2020 else {})),
             k.result(k.declared([k.attacks("wurm")], [k.blocks("hero", "wurm"), k.blocks("bears", "wurm"),
                                                       k.blocked("wurm")]),
                      [k.regular([("wurm", {"hero": 6}, k.chosen("bob", True)), ("hero", {"wurm": 1}),
                                  ("bears", {"wurm": 2})],
                                 k.hit("wurm", "hero", 6, 6) + k.hit("hero", "wurm", 1, 1)
                                 + k.hit("bears", "wurm", 2, 3) + [k.dies("hero")])],
                      {"wurm": attacked(6, 6, 3), "hero": GY, "bears": on(2, 2)}), keywords=("banding", "trample"))
    k = R(F2020)
    case(F2020, "702.21h-banding-band-blocker-in-damage-assignment-order",
         "A blocker of a band member blocks the whole band, so it is in the other member's damage assignment order "
         "(the rules of January 2020)", "702.21h",
         src(F2020, "702.21h: the ogre blocks the Hero and so the giant, the bears block the giant and so the Hero; "
                    "these blocks are made as blockers are declared (509.1), and only then does the active player "
                    "announce each attacker's damage assignment order among the creatures blocking it (509.2): the "
                    "giant's is ogre, bears, so 2 to the ogre and 1 to the bears is legal (510.1c; the bears first "
                    "would not allow it). The blockers block a creature with banding, so the active player divides "
                    "their damage (702.21k): all on the Hero."),
         scenario(F2020, [cre("hero", "alice", 1, 1, "Benalish Hero", keywords=["banding"]),
                          cre("giant", "alice", 3, 3, "Hill Giant"),
                          cre("ogre", "bob", 2, 2, "Gray Ogre"), cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [{"id": "hero", "target": "bob", "band": "b"}, {"id": "giant", "target": "bob", "band": "b"}],
                  [("ogre", ["hero"]), ("bears", ["giant"])],
                  assignments=[division("giant", {"ogre": 2, "bears": 1}), division("ogre", {"hero": 2}),
                               division("bears", {"hero": 2})],
                  damage_assignment_order={"giant": ["ogre", "bears"]}),
         k.result(k.declared([k.attacks("hero"), k.attacks("giant")],
                             [k.blocks("ogre", "hero"), k.band_blocks("ogre", "giant"), k.blocks("bears", "giant"),
                              k.band_blocks("bears", "hero"), k.blocked("hero"), k.blocked("giant")]),
                  [k.regular([("hero", {"ogre": 1}), ("giant", {"ogre": 2, "bears": 1}),
                              ("ogre", {"hero": 2}, k.chosen("alice", False)),
                              ("bears", {"hero": 2}, k.chosen("alice", False))],
                             k.hit("hero", "ogre", 1, 1) + k.hit("giant", "ogre", 2, 3) + k.hit("giant", "bears", 1, 1)
                             + k.hit("ogre", "hero", 2, 2) + k.hit("bears", "hero", 2, 4)
                             + [k.dies("hero"), k.dies("ogre")])],
                  {"hero": GY, "giant": attacked(3, 3), "ogre": GY, "bears": on(2, 2, 1)}), keywords=("banding",))
    k = R(MTG)
    case(MTG, "702.22h-band-shadow-creature-blocked-by-non-shadow",
         "In a band, a creature with shadow becomes blocked by a creature without shadow", "702.22h",
         src(MTG, "702.22h: the ogre legally blocks the Hero, so the band's creature with shadow becomes blocked by "
                  "it too (Gatherer ruling on shadow: banding can make a shadow creature blocked by a non-shadow "
                  "one). The active player divides the ogre's 4 (702.22k): all to the Hero."),
         scenario(MTG, [cre("hero", "alice", 1, 1, "Benalish Hero", keywords=["banding"]),
                        cre("soltari", "alice", 2, 1, "Soltari Foot Soldier", keywords=["shadow"]),
                        cre("ogre", "bob", 4, 4, "Gray Ogre")],
                  [{"id": "hero", "target": "bob", "band": "b"}, {"id": "soltari", "target": "bob", "band": "b"}],
                  [("ogre", ["hero"])], assignments=[division("ogre", {"hero": 4})]),
         k.result(k.declared([k.attacks("hero"), k.attacks("soltari")],
                             [k.blocks("ogre", "hero"), k.band_blocks("ogre", "soltari"), k.blocked("hero"),
                              k.blocked("soltari")]),
                  [k.regular([("hero", {"ogre": 1}), ("soltari", {"ogre": 2}),
                              ("ogre", {"hero": 4}, k.chosen("alice", False))],
                             k.hit("hero", "ogre", 1, 1) + k.hit("soltari", "ogre", 2, 3) + k.hit("ogre", "hero", 4, 4)
                             + [k.dies("hero")])],
                  {"hero": GY, "soltari": attacked(2, 1), "ogre": on(4, 4, 3)}), keywords=("banding", "shadow"))
    case(MTG, "702.22j-banding-trample-damage-to-player-refused",
         "With a banding blocker, the trampler's damage can't be divided onto the defending player", "702.22j",
         src(MTG, "702.22j: the division is the defending player's, among the creatures blocking it; a division "
                  "sending 3 to bob is not one of those."),
         scenario(MTG, [cre("wurm", "alice", 6, 6, "Trampling Wurm", keywords=["trample"]),
                        cre("hero", "bob", 1, 1, "Benalish Hero", keywords=["banding"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("wurm", "bob")], [("hero", ["wurm"]), ("bears", ["wurm"])],
                  assignments=[division("wurm", {"hero": 1, "bears": 2, "bob": 3})]),
         refused("illegal-assignment", "702.22j", "$.assignments[0].division['bob']"), keywords=("banding", "trample"))
    case(MTG, "702.22c-band-with-two-creatures-without-banding-refused",
         "A band may hold at most one creature without banding", "702.22c",
         src(MTG, "702.22c: any number of creatures with banding and up to one without; two without is illegal."),
         scenario(MTG, [cre("hero", "alice", 1, 1, "Benalish Hero", keywords=["banding"]), cre("x", "alice", 2, 2),
                        cre("y", "alice", 2, 2)],
                  [{"id": "hero", "target": "bob", "band": "b"}, {"id": "x", "target": "bob", "band": "b"},
                   {"id": "y", "target": "bob", "band": "b"}]),
         refused("illegal-attack", "702.22c", "$.attackers[2].band"), keywords=("banding",))


# --- "May assign its combat damage as though it weren't blocked" ---------------------------------------------

AS_THOUGH = ("Thorn Elemental: 'You may have Thorn Elemental assign its combat damage as though it weren't "
             "blocked.' Either all of it as though unblocked (510.1b: to the player) or all to the blockers as "
             "usual (510.1c); Gatherer ruling: it can't split.")


def as_though_cases() -> None:
    for rs in (MTG, F2020, CLASSIC):
        k = R(rs)
        case(rs, "510.1c-as-though-unblocked-all-to-player",
             f"Thorn Elemental blocked by a 2/2 assigns all 7 to the defending player ({ERA[rs]})", "510.1c",
             src(rs, AS_THOUGH + " All 7 to bob; the bears are dealt nothing and deal 2."),
             scenario(rs, [cre("thorn", "alice", 7, 7, "Thorn Elemental", keywords=["damage_as_though_unblocked"]),
                           cre("bears", "bob", 2, 2, "Grizzly Bears")],
                      [("thorn", "bob")], [("bears", ["thorn"])], assignments=[division("thorn", {"bob": 7})]),
             k.result(k.declared([k.attacks("thorn")], [k.blocks("bears", "thorn"), k.blocked("thorn")]),
                      [k.regular([("thorn", {"bob": 7}), ("bears", {"thorn": 2})],
                                 k.hit_player("thorn", "bob", 7, 13) + k.hit("bears", "thorn", 2, 2))],
                      {"thorn": attacked(7, 7, 2), "bears": on(2, 2)}, bob=(13, 0, False)),
             keywords=("damage_as_though_unblocked",))
    k = R(MTG)
    case(MTG, "510.1c-as-though-unblocked-split-refused", "Thorn Elemental can't split its damage between the "
         "blocker and the player", "510.1c", src(MTG, AS_THOUGH + " 2 to the bears and 5 to bob is neither."),
         scenario(MTG, [cre("thorn", "alice", 7, 7, "Thorn Elemental", keywords=["damage_as_though_unblocked"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("thorn", "bob")], [("bears", ["thorn"])], assignments=[division("thorn", {"bears": 2, "bob": 5})]),
         refused("illegal-assignment", "510.1c", "$.assignments[0].division"), keywords=("damage_as_though_unblocked",))
    case(MTG, "510.1c-as-though-unblocked-automatic-stays-on-blocker",
         "Without a chosen division, Thorn Elemental assigns its damage to its blocker", "510.1c",
         src(MTG, AS_THOUGH + " The ability is optional; the format's automatic division is the usual one among "
                  "the blockers (no trample: all 7 to the bears)."),
         scenario(MTG, [cre("thorn", "alice", 7, 7, "Thorn Elemental", keywords=["damage_as_though_unblocked"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("thorn", "bob")], [("bears", ["thorn"])]),
         k.result(k.declared([k.attacks("thorn")], [k.blocks("bears", "thorn"), k.blocked("thorn")]),
                  [k.regular([("thorn", {"bears": 7}), ("bears", {"thorn": 2})],
                             k.hit("thorn", "bears", 7, 7) + k.hit("bears", "thorn", 2, 2) + [k.dies("bears")])],
                  {"thorn": attacked(7, 7, 2), "bears": GY}), keywords=("damage_as_though_unblocked",))
    case(MTG, "510.1c-as-though-unblocked-blocker-gone",
         "Its blocker exiled, Thorn Elemental may still assign its damage as though it weren't blocked", "510.1c",
         src(MTG, AS_THOUGH + " With no creature blocking it, it would assign nothing (510.1c), but the ability "
                  "lets it assign all 7 to bob."),
         scenario(MTG, [cre("thorn", "alice", 7, 7, "Thorn Elemental", keywords=["damage_as_though_unblocked"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("thorn", "bob")], [("bears", ["thorn"])], assignments=[division("thorn", {"bob": 7})],
                  actions=[act("after-blocks", "remove", target="bears", to="exile")]),
         k.result(k.declared([k.attacks("thorn")], [k.blocks("bears", "thorn"), k.blocked("thorn"),
                                                    k.leaves("bears", "exile")]),
                  [k.regular([("thorn", {"bob": 7})], k.hit_player("thorn", "bob", 7, 13))],
                  {"thorn": attacked(7, 7), "bears": zone("exile")}, bob=(13, 0, False)),
         keywords=("damage_as_though_unblocked",))
    k = R(F2020)
    case(F2020, "510.1c-as-though-unblocked-ignores-order-2020",
         "Thorn Elemental blocked by two creatures in a damage assignment order assigns all 7 to the player (rules "
         "of January 2020)", "510.1c",
         src(F2020, AS_THOUGH + " Assigned as though unblocked, the damage assignment order (509.2) plays no part."),
         scenario(F2020, [cre("thorn", "alice", 7, 7, "Thorn Elemental", keywords=["damage_as_though_unblocked"]),
                          cre("a", "bob", 2, 2), cre("b", "bob", 1, 1)],
                  [("thorn", "bob")], [("a", ["thorn"]), ("b", ["thorn"])],
                  damage_assignment_order={"thorn": ["a", "b"]}, assignments=[division("thorn", {"bob": 7})]),
         k.result(k.declared([k.attacks("thorn")],
                             [k.blocks("a", "thorn"), k.blocks("b", "thorn"), k.blocked("thorn")]),
                  [k.regular([("thorn", {"bob": 7}), ("a", {"thorn": 2}), ("b", {"thorn": 1})],
                             k.hit_player("thorn", "bob", 7, 13) + k.hit("a", "thorn", 2, 2)
                             + k.hit("b", "thorn", 1, 3))],
                  {"thorn": attacked(7, 7, 3), "a": on(2, 2), "b": on(1, 1)}, bob=(13, 0, False)),
         keywords=("damage_as_though_unblocked",))


# --- Toxic, trample over planeswalkers, battles -------------------------------------------------------------

def toxic_cases() -> None:
    k = R(MTG)
    case(MTG, "702.164c-toxic-trample-excess-gives-poison", "Toxic 2 with trample: the damage that tramples over "
         "gives 2 poison counters", "702.164c",
         src(MTG, "702.19b: 2 (lethal) to the 2/2, 2 to bob; 702.164c and 120.3g: combat damage to a player also "
                  "gives poison counters equal to its toxic value."),
         scenario(MTG, [cre("rat", "alice", 4, 4, "Toxic Trampler", keywords=["trample", "toxic:2"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears")],
                  [("rat", "bob")], [("bears", ["rat"])]),
         k.result(k.declared([k.attacks("rat")], [k.blocks("bears", "rat"), k.blocked("rat")]),
                  [k.regular([("rat", {"bears": 2, "bob": 2}), ("bears", {"rat": 2})],
                             k.hit("rat", "bears", 2, 2) + k.hit_player("rat", "bob", 2, 18)
                             + [k.toxic("bob", 2, 2, "rat")] + k.hit("bears", "rat", 2, 2) + [k.dies("bears")])],
                  {"rat": attacked(4, 4, 2), "bears": GY}, bob=(18, 2, False)), keywords=("toxic", "trample"))
    case(MTG, "702.164c-toxic-planeswalker-no-poison", "Toxic damage to a planeswalker gives no poison counters",
         "702.164c", src(MTG, "702.164c gives poison to players dealt combat damage; a planeswalker loses loyalty "
                              "(120.3c) and nobody gets poison."),
         scenario(MTG, [cre("rat", "alice", 2, 2, keywords=["toxic:1"]), walker("pw", "bob", 4)], [("rat", "pw")]),
         k.result(k.declared([k.attacks("rat", "pw")], [k.unblocked("rat")]),
                  [k.regular([("rat", {"pw": 2})], k.hit_walker("rat", "pw", 2, 2, 2))],
                  {"rat": attacked(2, 2), "pw": pw_on(2)}), keywords=("toxic",))
    case(MTG, "702.164c-toxic-double-strike-twice", "Double strike and toxic 1: poison in each damage step",
         "702.164c", src(MTG, "702.4b: two combat damage steps; each time it deals combat damage to bob, 702.164c "
                              "gives 1 poison counter: 2 poison, 4 life lost."),
         scenario(MTG, [cre("rat", "alice", 2, 2, keywords=["double_strike", "toxic:1"])], [("rat", "bob")]),
         k.result(k.declared([k.attacks("rat")], [k.unblocked("rat")]),
                  [k.first([("rat", {"bob": 2})], k.hit_player("rat", "bob", 2, 18) + [k.toxic("bob", 1, 1, "rat")]),
                   k.regular([("rat", {"bob": 2})], k.hit_player("rat", "bob", 2, 16) + [k.toxic("bob", 1, 2, "rat")])],
                  {"rat": attacked(2, 2)}, bob=(16, 2, False)), keywords=("toxic",))
    for rs in (F2020, CLASSIC):
        case(rs, "702.164a-toxic-not-in-ruleset", f"Toxic (2023) is not a keyword of {ERA[rs]}", "702.164a",
             "Toxic first appeared in Phyrexia: All Will Be One (February 2023): refused with not-in-ruleset.",
             scenario(rs, [cre("rat", "alice", 2, 2, keywords=["toxic:1"])], [("rat", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("toxic",))


def top_cases() -> None:
    k = R(MTG)
    case(MTG, "702.19c-trample-over-planeswalkers-blocked", "Trample over planeswalkers blocked: lethal to the "
         "blocker, loyalty to the planeswalker, the rest to its controller", "702.19c",
         src(MTG, "702.19c: 2 (lethal) to the 2/2, 2 (its loyalty) to the planeswalker, the remaining 1 to bob. The "
                  "planeswalker goes to the graveyard (704.5i), the bears die (704.5g)."),
         scenario(MTG, [cre("thrasta", "alice", 5, 5, "Thrasta, Tempest's Roar",
                            keywords=["trample_over_planeswalkers"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"), walker("pw", "bob", 2)],
                  [("thrasta", "pw")], [("bears", ["thrasta"])]),
         k.result(k.declared([k.attacks("thrasta", "pw")], [k.blocks("bears", "thrasta"), k.blocked("thrasta")]),
                  [k.regular([("thrasta", {"bears": 2, "pw": 2, "bob": 1}), ("bears", {"thrasta": 2})],
                             k.hit("thrasta", "bears", 2, 2) + k.hit_walker("thrasta", "pw", 2, 2, 0)
                             + k.hit_player("thrasta", "bob", 1, 19) + k.hit("bears", "thrasta", 2, 2)
                             + [k.dies("bears"), k.dies("pw", "no-loyalty")])],
                  {"thrasta": attacked(5, 5, 2), "bears": GY, "pw": GY}, bob=(19, 0, False)),
         keywords=("trample_over_planeswalkers",))
    case(MTG, "702.19c-trample-over-planeswalkers-skipping-loyalty-refused",
         "Damage can't go past the planeswalker to its controller before the planeswalker is assigned its loyalty",
         "702.19c", src(MTG, "702.19c: lethal to the blockers, then damage equal to the planeswalker's loyalty, and "
                             "only then to its controller."),
         scenario(MTG, [cre("thrasta", "alice", 5, 5, "Thrasta, Tempest's Roar",
                            keywords=["trample_over_planeswalkers"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"), walker("pw", "bob", 2)],
                  [("thrasta", "pw")], [("bears", ["thrasta"])],
                  assignments=[division("thrasta", {"bears": 2, "bob": 3})]),
         refused("illegal-assignment", "702.19c", "$.assignments[0].division"),
         keywords=("trample_over_planeswalkers",))
    case(MTG, "702.19b-trample-over-planeswalkers-attacking-a-battle-excess-to-protector-refused",
         "Trample over planeswalkers attacking a battle can't send its excess to the battle's protector", "702.19b",
         src(MTG, "702.19c's exception applies only 'if that creature is attacking a planeswalker'; attacking a "
                  "battle, trample over planeswalkers is plain trample (702.19b): once the blocker has lethal damage, "
                  "the excess goes among the blocker and the battle it attacks, never to bob, the battle's protector."),
         scenario(MTG, [cre("thrasta", "alice", 5, 5, "Thrasta, Tempest's Roar",
                            keywords=["trample_over_planeswalkers"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"),
                        battle("siege", "alice", 1, "bob", "Invasion of Tarkir")],
                  [("thrasta", "siege")], [("bears", ["thrasta"])],
                  assignments=[division("thrasta", {"bears": 2, "siege": 1, "bob": 2})]),
         refused("illegal-assignment", "702.19b", "$.assignments[0].division['bob']"),
         keywords=("trample_over_planeswalkers",))
    case(MTG, "702.19b-trample-over-planeswalkers-attacking-a-battle-automatic",
         "Trample over planeswalkers attacking a battle: the excess past the blocker all goes to the battle", "702.19b",
         src(MTG, "702.19c's exception is for a creature attacking a planeswalker; attacking a battle it is plain "
                  "trample (702.19b): 2 (lethal) to the bears, the other 3 to the Siege, though its defense is 1: "
                  "3 damage is dealt, and the last defense counter removed (120.3h) exiles it by its own trigger "
                  "(310.11b). Nothing reaches bob."),
         scenario(MTG, [cre("thrasta", "alice", 5, 5, "Thrasta, Tempest's Roar",
                            keywords=["trample_over_planeswalkers"]),
                        cre("bears", "bob", 2, 2, "Grizzly Bears"),
                        battle("siege", "alice", 1, "bob", "Invasion of Tarkir")],
                  [("thrasta", "siege")], [("bears", ["thrasta"])]),
         k.result(k.declared([k.attacks("thrasta", "siege")], [k.blocks("bears", "thrasta"), k.blocked("thrasta")]),
                  [k.regular([("thrasta", {"bears": 2, "siege": 3}), ("bears", {"thrasta": 2})],
                             k.hit("thrasta", "bears", 2, 2) + k.hit_battle("thrasta", "siege", 3, 1, 0)
                             + k.hit("bears", "thrasta", 2, 2) + [k.dies("bears")] + k.siege_defeated("siege"))],
                  {"thrasta": attacked(5, 5, 2), "bears": GY, "siege": EXILED}),
         keywords=("trample_over_planeswalkers",))
    case(MTG, "702.19c-trample-over-planeswalkers-deathtouch", "Deathtouch makes 1 lethal for the blocker, not for "
         "the planeswalker", "702.19c",
         src(MTG, "702.2c: 1 is lethal damage for the 3/3 blocker; 702.19c: the planeswalker still needs damage "
                  "equal to its loyalty (2); the remaining 1 goes to bob. The blocker is destroyed (704.5h), the "
                  "planeswalker put into the graveyard (704.5i)."),
         scenario(MTG, [cre("thrasta", "alice", 4, 4, keywords=["trample_over_planeswalkers", "deathtouch"]),
                        cre("ogre", "bob", 3, 3, "Gray Ogre"), walker("pw", "bob", 2)],
                  [("thrasta", "pw")], [("ogre", ["thrasta"])]),
         k.result(k.declared([k.attacks("thrasta", "pw")], [k.blocks("ogre", "thrasta"), k.blocked("thrasta")]),
                  [k.regular([("thrasta", {"ogre": 1, "pw": 2, "bob": 1}), ("ogre", {"thrasta": 3})],
                             k.hit("thrasta", "ogre", 1, 1) + k.hit_walker("thrasta", "pw", 2, 2, 0)
                             + k.hit_player("thrasta", "bob", 1, 19) + k.hit("ogre", "thrasta", 3, 3)
                             + [k.dies("ogre", "deathtouch"), k.dies("pw", "no-loyalty")])],
                  {"thrasta": attacked(4, 4, 3), "ogre": GY, "pw": GY}, bob=(19, 0, False)),
         keywords=("trample_over_planeswalkers",))
    for rs in (F2020, CLASSIC):
        case(rs, "702.19c-trample-over-planeswalkers-not-in-ruleset",
             f"Trample over planeswalkers (2021) is not a keyword of {ERA[rs]}", "702.19c",
             "Trample over planeswalkers first appeared on Thrasta, Tempest's Roar (2021): refused with "
             "not-in-ruleset.",
             scenario(rs, [cre("thrasta", "alice", 5, 5, keywords=["trample_over_planeswalkers"])],
                      [("thrasta", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=("trample_over_planeswalkers",))


def battle_cases() -> None:
    k = R(MTG)
    case(MTG, "120.3h-battle-attacked-by-two-two", "A 2/2 attacks a battle with 3 defense counters: 1 left",
         "120.3h", src(MTG, "508.1b: creatures may attack a battle the defending player protects; 120.3h: damage "
                            "to a battle removes that many defense counters."),
         scenario(MTG, [cre("bears", "alice", 2, 2), battle("siege", "alice", 3, "bob", "Invasion of Tarkir")],
                  [("bears", "siege")]),
         k.result(k.declared([k.attacks("bears", "siege")], [k.unblocked("bears")]),
                  [k.regular([("bears", {"siege": 2})], k.hit_battle("bears", "siege", 2, 2, 1))],
                  {"bears": attacked(2, 2), "siege": battle_on(1)}), keywords=("battle",))
    case(MTG, "704.5v-battle-trample-excess-to-battle", "A trampler attacking a battle: the excess goes to the "
         "battle, which is defeated and exiled", "704.5v",
         src(MTG, "702.19b: 1 (lethal) to the 1/1 blocker, the remaining 3 to the battle it attacks; 120.3h "
                  "removes its 2 defense counters; 704.5v does not put it into the graveyard while its own Siege "
                  "trigger waits (310.11b), which then exiles it."),
         scenario(MTG, [cre("wurm", "alice", 4, 4, keywords=["trample"]), cre("guard", "bob", 1, 1),
                        battle("siege", "alice", 2, "bob", "Invasion of Tarkir")],
                  [("wurm", "siege")], [("guard", ["wurm"])]),
         k.result(k.declared([k.attacks("wurm", "siege")], [k.blocks("guard", "wurm"), k.blocked("wurm")]),
                  [k.regular([("wurm", {"guard": 1, "siege": 3}), ("guard", {"wurm": 1})],
                             k.hit("wurm", "guard", 1, 1) + k.hit_battle("wurm", "siege", 3, 2, 0)
                             + k.hit("guard", "wurm", 1, 1) + [k.dies("guard"), *k.siege_defeated("siege")])],
                  {"wurm": attacked(4, 4, 1), "guard": GY, "siege": {"zone": "exile"}}), keywords=("battle", "trample"))
    case(MTG, "704.5v-battle-double-strike-defeats-it-in-second-step", "Double strike against a battle: 3 then the "
         "last counter, and the battle is gone", "704.5v",
         src(MTG, "702.4b: two steps. 3 of 4 defense counters, then 3 more damage removes the last one (120.3h); "
                  "its Siege trigger (310.11b) exiles it, 704.5v leaving it until then."),
         scenario(MTG, [cre("knight", "alice", 3, 3, keywords=["double_strike"]),
                        battle("siege", "alice", 4, "bob", "Invasion of Tarkir")],
                  [("knight", "siege")]),
         k.result(k.declared([k.attacks("knight", "siege")], [k.unblocked("knight")]),
                  [k.first([("knight", {"siege": 3})], k.hit_battle("knight", "siege", 3, 3, 1)),
                   k.regular([("knight", {"siege": 3})],
                             k.hit_battle("knight", "siege", 3, 1, 0) + k.siege_defeated("siege"))],
                  {"knight": attacked(3, 3), "siege": {"zone": "exile"}}), keywords=("battle",))
    for rs in (F2020, CLASSIC):
        case(rs, "310-battle-type-not-in-ruleset", f"Battles (2023) are not a card type of {ERA[rs]}", "310",
             "Battles (rule 310) first appeared in March of the Machine (2023): refused with not-in-ruleset.",
             scenario(rs, [cre("bears", "alice", 2, 2), battle("siege", "alice", 3, "bob")], [("bears", "siege")]),
             refused("not-in-ruleset", None, "$.permanents[1].types[0]"), keywords=("battle",))
        case(rs, "310-defense-field-not-in-ruleset", f"A battle's defense is no field of {ERA[rs]}", "310",
             "Battles (rule 310) first appeared in March of the Machine (2023): a defense given without the battle "
             "type is refused as the type itself is, with not-in-ruleset.",
             scenario(rs, [cre("bears", "alice", 2, 2, defense=3)], [("bears", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].defense"), keywords=("battle",))


# --- Keywords other engines mishandle: trample with deathtouch, double strike and trample ---------------------

def trample_interaction_cases() -> None:
    k = R(MTG)
    board = [cre("x", "alice", 2, 2, "Grizzly Bears"),
             cre("dt", "alice", 3, 3, "Deathtouch Trampler", keywords=["trample", "deathtouch"]),
             cre("wall", "bob", 1, 5, "Two-Headed Wall", keywords=["extra_blocks:1"])]
    case(MTG, "702.19b-deathtouch-trample-blocker-blocking-two-attackers",
         "Deathtouch and trample past a 1/5 that also blocks another attacker: 1 is lethal, 2 to the player",
         "702.19b",
         src(MTG, "702.19b: lethal damage counts damage other creatures assign in the same step (the bears' 2, "
                  "not lethal for toughness 5); 702.2c: 1 from a deathtouch source is lethal. The trampler assigns 1 "
                  "and 2 to bob. The wall divides its 1 among the attackers it blocks (510.1d; automatic: the first, "
                  "the bears). It is destroyed by deathtouch (704.5h: 3 damage on toughness 5)."),
         scenario(MTG, board, [("x", "bob"), ("dt", "bob")], [("wall", ["x", "dt"])]),
         k.result(k.declared([k.attacks("x"), k.attacks("dt")], [k.blocks("wall", "x", "dt"), k.blocked("x"),
                                                                 k.blocked("dt")]),
                  [k.regular([("x", {"wall": 2}), ("dt", {"wall": 1, "bob": 2}), ("wall", {"x": 1})],
                             k.hit("x", "wall", 2, 2) + k.hit("dt", "wall", 1, 3) + k.hit_player("dt", "bob", 2, 18)
                             + k.hit("wall", "x", 1, 1) + [k.dies("wall", "deathtouch")])],
                  {"x": attacked(2, 2, 1), "dt": attacked(3, 3), "wall": GY}, bob=(18, 0, False)),
         keywords=("trample",))
    case(MTG, "702.19b-deathtouch-trample-shared-blocker-all-past-refused",
         "The other attacker's 2 are not lethal for the 1/5: the deathtrampler can't put all 3 on the player",
         "702.19b", src(MTG, "702.19b: the wall is not yet assigned lethal damage (2 of 5, from a source without "
                             "deathtouch), so the trampler must assign it at least 1 (702.2c) before any to bob."),
         scenario(MTG, board, [("x", "bob"), ("dt", "bob")], [("wall", ["x", "dt"])],
                  assignments=[division("dt", {"bob": 3})]),
         refused("illegal-assignment", "702.19b", "$.assignments[0].division"), keywords=("trample",))
    board2 = [cre("x", "alice", 2, 2, "Typhoid Rats", keywords=["deathtouch"])] + board[1:]
    case(MTG, "702.19b-other-deathtouch-attacker-makes-shared-blocker-lethal",
         "A deathtouch attacker's 2 on the shared 1/5 count as lethal: the trampler may assign all 3 to the player",
         "702.19b", src(MTG, "702.2c: any nonzero damage from a deathtouch source assigned to a creature counts as "
                             "lethal; 702.19b counts damage other creatures assign in the same step. The wall is "
                             "destroyed (704.5h)."),
         scenario(MTG, board2, [("x", "bob"), ("dt", "bob")], [("wall", ["x", "dt"])],
                  assignments=[division("dt", {"bob": 3})]),
         k.result(k.declared([k.attacks("x"), k.attacks("dt")], [k.blocks("wall", "x", "dt"), k.blocked("x"),
                                                                 k.blocked("dt")]),
                  [k.regular([("x", {"wall": 2}), ("dt", {"bob": 3}), ("wall", {"x": 1})],
                             k.hit("x", "wall", 2, 2) + k.hit_player("dt", "bob", 3, 17) + k.hit("wall", "x", 1, 1)
                             + [k.dies("wall", "deathtouch")])],
                  {"x": attacked(2, 2, 1), "dt": attacked(3, 3), "wall": GY}, bob=(17, 0, False)),
         keywords=("trample",))
    case(MTG, "702.19b-double-strike-trample-lethal-already-marked",
         "Double strike and trample past an indestructible 0/2: after the first step its lethal damage is marked, "
         "so all the second step's damage tramples over", "702.19b",
         src(MTG, "702.19b counts damage already marked: first step 2 (lethal) to the wall, 1 to bob; the wall "
                  "survives (702.12b) with 2 damage, so in the regular step its lethal damage is 0 and all 3 may go "
                  "to bob (the automatic division does)."),
         scenario(MTG, [cre("ds", "alice", 3, 3, "Double Trampler", keywords=["double_strike", "trample"]),
                        cre("wall", "bob", 0, 2, "Indestructible Wall", keywords=["indestructible"])],
                  [("ds", "bob")], [("wall", ["ds"])]),
         k.result(k.declared([k.attacks("ds")], [k.blocks("wall", "ds"), k.blocked("ds")]),
                  [k.first([("ds", {"wall": 2, "bob": 1})],
                           k.hit("ds", "wall", 2, 2) + k.hit_player("ds", "bob", 1, 19)),
                   k.regular([("ds", {"bob": 3})], k.hit_player("ds", "bob", 3, 16))],
                  {"ds": attacked(3, 3), "wall": on(0, 2, 2)}, bob=(16, 0, False)), keywords=("trample",))
    case(MTG, "702.19b-double-strike-trample-one-blocker-died",
         "Double strike and trample against two blockers: one dies in the first step, the second division counts "
         "only the survivor's remaining toughness", "702.19b",
         src(MTG, "First step: 2 (lethal) to the 2/2, 2 to the 0/4 (not lethal, nothing left over); the 2/2 dies "
                  "(704.5g) and, without first strike, never deals damage. Regular step: the 0/4 has 2 marked, so 2 "
                  "is lethal (702.19b) and 2 go to bob; the wall dies."),
         scenario(MTG, [cre("ds", "alice", 4, 4, "Double Trampler", keywords=["double_strike", "trample"]),
                        cre("bears", "bob", 2, 2), cre("wall", "bob", 0, 4)],
                  [("ds", "bob")], [("bears", ["ds"]), ("wall", ["ds"])]),
         k.result(k.declared([k.attacks("ds")], [k.blocks("bears", "ds"), k.blocks("wall", "ds"), k.blocked("ds")]),
                  [k.first([("ds", {"bears": 2, "wall": 2})],
                           k.hit("ds", "bears", 2, 2) + k.hit("ds", "wall", 2, 2) + [k.dies("bears")]),
                   k.regular([("ds", {"wall": 2, "bob": 2})],
                             k.hit("ds", "wall", 2, 4) + k.hit_player("ds", "bob", 2, 18) + [k.dies("wall")])],
                  {"ds": attacked(4, 4), "bears": GY, "wall": GY}, bob=(18, 0, False)), keywords=("trample",))


# --- Keywords of later eras refused by the older rulesets -----------------------------------------------------

def absent_cases() -> None:
    later = {  # keyword: (first set, year)
        "battle_cry": ("Mirrodin Besieged", 2011), "afflict": ("Hour of Devastation", 2017),
        "melee": ("Conspiracy: Take the Crown", 2016), "dethrone": ("Conspiracy", 2014),
    }
    for keyword, (first_set, year) in later.items():
        number = KEYWORD_RULE[MTG][keyword]
        text = keyword if keyword != "battle_cry" else "battle cry"
        case(CLASSIC, f"{number}-{keyword.replace('_', '-')}-not-in-ruleset",
             f"{text.capitalize()} ({first_set}, {year}) is not in the classic rules", number,
             f"{text.capitalize()} first appeared in {first_set} ({year}), after the classic rules ended (July 2009): "
             "refused with not-in-ruleset.",
             scenario(CLASSIC, [cre("c", "alice", 2, 2, keywords=["afflict:1" if keyword == "afflict" else keyword])],
                      [("c", "bob")]),
             refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"), keywords=(keyword,))


BUILDERS = [fear_cases, intimidate_cases, shadow_cases, horsemanship_cases, skulk_cases, daunt_cases,
            provoke_cases, bushido_cases, rampage_cases, flanking_cases, exalted_cases, battle_cry_cases,
            afflict_cases, melee_cases, training_cases, mentor_cases, trigger_order_cases, battalion_cases,
            dethrone_cases,
            frenzy_cases, undying_cases, persist_cases, returns_to_owner_cases, removed_planeswalker_cases, banding_cases, as_though_cases, toxic_cases, top_cases,
            battle_cases, trample_interaction_cases, absent_cases]


def build() -> list[J]:
    CASES.clear()
    for builder in BUILDERS:
        builder()
    names = [c["file"] for c in CASES]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    return CASES


def counts(cases: list[J]) -> None:
    table: dict[str, dict[str, int]] = {}
    for c in cases:
        rs = c["scenario"]["ruleset"]
        for kw in c["keywords"]:
            table.setdefault(kw, {MTG: 0, F2020: 0, CLASSIC: 0})[rs] += 1
    for kw, row in table.items():
        print(f"{kw:28} mtg {row[MTG]:2}  mtg-2020 {row[F2020]:2}  mtg-classic {row[CLASSIC]:2}")


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__, counts=counts)


if __name__ == "__main__":
    raise SystemExit(main())
