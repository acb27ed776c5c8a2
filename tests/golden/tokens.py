"""Write the golden files of creature tokens a permanent's own triggers create into tests/scenarios/triggers.

A ``triggers`` entry's ``create`` (111.1): "When this creature dies, create a 1/1 white Spirit creature token with
flying", "Whenever this creature deals combat damage to a player, create …"; and afterlife N (702.135a). The player
who controls the ability creates the tokens, owns them and controls them (111.2, 603.3a); each has only the
characteristics the ability gives (111.3) and is named for its creature types (111.4: "Spirit Token" in the current
rules; "Spirit" in January 2020 and in 2003-2009, 216.1a, before the word "Token" was added). A token is not attacking
or blocking (it was never declared), anthems and lords apply to it (613), it sets off "whenever another creature you
control enters" (603.6a) above the triggers still waiting (603.3b), and a dies trigger creates it though its source
is gone (113.7a). Each case states by hand, from the rules, what triggers, in which order it resolves and the final
board; the engine is consulted only by ``--compare``.

Rule numbers: the token's creation cites 111.2 (current rules and January 2020) and 216.1 in the 2003-2009 rules
("Tokens": a token is controlled by whoever put it into play and owned by the controller of the ability that created
it). Afterlife is 702.135a (702.134a in January 2020; it dates from 2019, so the classic rules refuse it).

    python3 tests/golden/tokens.py             # (re)write the files
    python3 tests/golden/tokens.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import (CASES, CLASSIC, ERAS, F2020, MTG, OUT, STATIC_RULE, TRIGGER_RULE, T,  # noqa: E402
                             case, scenario)

TOKEN_RULE = {MTG: "111.2", F2020: "111.2", CLASSIC: "216.1"}
#: 111.4: the word "Token" follows the creature types in the current rules only.
SPIRIT = {MTG: "Spirit Token", F2020: "Spirit", CLASSIC: "Spirit"}
#: The token's id in every era: its creature types and "Token", numbered from the second (the engine's choice).
ID, ID2 = "Spirit Token", "Spirit Token 2"
AFTERLIFE = {MTG: "702.135a", F2020: "702.134a"}
#: "When this creature dies, create a 1/1 white Spirit creature token with flying." (Doomed Traveler, a 1/1.)
SPIRIT_TOKEN = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Spirit"], "keywords": ["flying"]}


def traveler(ident: str = "traveler") -> J:
    return cre(ident, "alice", 1, 1, "Doomed Traveler", triggers=[{"on": "dies", "create": SPIRIT_TOKEN}])


def bear(ident: str = "bear") -> J:
    return cre(ident, "bob", 2, 2, "Grizzly Bears")


def text(name: str, colors: list[str], keywords: list[str] | None = None, subtypes: tuple[str, ...] = ("Spirit",),
         power: int = 1, toughness: int = 1) -> J:
    """A token's text as the ``token`` event and the final state give it (111.3)."""
    out: J = {"name": name, "types": ["creature"], "subtypes": list(subtypes), "power": power, "toughness": toughness,
              "colors": colors}
    if keywords:
        out["keywords"] = keywords
    return out


def created(k: T, ident: str, source: str, body: J) -> J:
    return ev("token", TOKEN_RULE[k.rs], id=ident, source=source, controller="alice", **body)


def token_on(body: J, power: int | None = None, toughness: int | None = None) -> J:
    """A token on the battlefield at the end, alice's, untapped, in no combat."""
    state = on(power if power is not None else body["power"], toughness if toughness is not None else body["toughness"])
    return {"zone": "battlefield", "controller": "alice", "token": body, **{k: v for k, v in state.items() if k != "zone"}}


def spirit(k: T) -> J:
    return text(SPIRIT[k.rs], ["white"], ["flying"])


def blocked_traveler(k: T, extra: list[J]) -> J:
    """The 1/1 traveler attacks, the 2/2 bear blocks it, both deal damage: the traveler dies; then ``extra``."""
    return k.result(k.declared([k.attacks("traveler")], [k.blocks("bear", "traveler"), k.blocked("traveler")]),
                    [k.regular([("traveler", {"bear": 1}), ("bear", {"traveler": 2})],
                               k.hit("traveler", "bear", 1, 1) + k.hit("bear", "traveler", 2, 2)
                               + [k.dies("traveler"), k.own("traveler", "dies")] + extra)],
                    {})


def era_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), TOKEN_RULE[rs]
        name = SPIRIT[rs]
        expect = blocked_traveler(k, [created(k, ID, "traveler", spirit(k))])
        expect["final"]["permanents"] = {"traveler": GY, "bear": on(2, 2, 1), ID: token_on(spirit(k))}
        case(rs, f"{r}-token-created-by-a-dies-trigger",
             f"When it dies, create a 1/1 white Spirit token with flying: '{name}' is alice's, untapped, in no combat",
             r, f"{r}, {TRIGGER_RULE[rs]['dies']}, 113.7a: the 1/1 blocked by the 2/2 dies; its ability triggers, "
             "waits for state-based actions, and resolves though its source is in the graveyard. Alice, who "
             "controlled it, creates the token and controls it; it was never declared, so it neither attacks nor "
             f"blocks, and enters untapped with only what the ability gives it (111.3), named '{name}' (111.4"
             f"{', 216.1a' if rs == CLASSIC else ''}).",
             scenario(rs, [traveler(), bear()], [("traveler", "bob")], [("bear", ["traveler"])]), expect)

        saproling = text("Saproling" + (" Token" if rs == MTG else ""), ["green"], subtypes=("Saproling",))
        sap = "Saproling Token"
        thallid = cre("thallid", "alice", 2, 2, "Spore Thallid",
                      triggers=[{"on": "deals-combat-damage-to-a-player",
                                 "create": {"power": 1, "toughness": 1, "colors": ["green"],
                                            "subtypes": ["Saproling"]}}])
        damage = TRIGGER_RULE[rs]["damage"]
        case(rs, f"{r}-token-created-by-a-combat-damage-trigger",
             "Whenever it deals combat damage to a player, create a 1/1 green Saproling: bob 18, and alice has a "
             "Saproling", r,
             f"{r}, {damage}: the unblocked 2/2 deals 2 to bob; its ability triggers and resolves once the damage "
             f"step's state-based actions are done: alice creates '{saproling['name']}', untapped and in no combat.",
             scenario(rs, [thallid], [("thallid", "bob")]),
             k.result(k.declared([k.attacks("thallid")], [k.unblocked("thallid")]),
                      [k.regular([("thallid", {"bob": 2})],
                                 k.hit_player("thallid", "bob", 2, 18)
                                 + [k.own("thallid", "damage"), created(k, sap, "thallid", saproling)])],
                      {"thallid": attacked(2, 2), sap: token_on(saproling)}, bob=(18, 0, False)))

        enters = TRIGGER_RULE[rs]["enters"]
        angel = cre("angel", "alice", 2, 3, "Dazzling Angel", keywords=["flying"],
                    triggers=[{"on": "another-creature-you-control-enters", "gain_life": 1}])
        expect = blocked_traveler(k, [created(k, ID, "traveler", spirit(k)), k.own("angel", "enters"),
                                      ev("life", enters, player="alice", amount=1, life=21, source="angel")])
        expect["final"]["permanents"] = {"traveler": GY, "angel": on(2, 3), "bear": on(2, 2, 1),
                                         ID: token_on(spirit(k))}
        expect["final"]["players"]["alice"]["life"] = 21
        case(rs, f"{enters}-own-enters-trigger-a-token-is-created",
             "A token enters under alice's control: 'whenever another creature you control enters, you gain 1 life'",
             enters, f"{enters}, {r}: the dies trigger creates the Spirit under alice's control; it is another "
             "creature entering under her control, so the Angel's ability triggers and resolves: alice 21.",
             scenario(rs, [traveler(), angel, bear()], [("traveler", "bob")], [("bear", ["traveler"])]), expect)

        s = STATIC_RULE[rs]
        phantom = cre("phantom", "alice", 1, 3, "Supreme Phantom", keywords=["flying"], subtypes=["Spirit"],
                      statics=[{"affects": {"subtypes": ["Spirit"], "other": True}, "power": 1, "toughness": 1}])
        expect = blocked_traveler(k, [created(k, ID, "traveler", spirit(k)), *k.static(ID, 1, 1)])
        expect["final"]["permanents"] = {"traveler": GY, "phantom": on(1, 3), "bear": on(2, 2, 1),
                                         ID: token_on(spirit(k), 2, 2)}
        case(rs, f"{s}-lord-pumps-a-token-as-it-enters",
             "'Other Spirits you control get +1/+1': the Spirit token is a 2/2 from the moment it enters", s,
             f"{s}, {r}: a static ability applies to every object it names while its source is on the battlefield "
             "(611.3a, 613): the token is a Spirit alice controls, so it enters as a 2/2 (the Phantom itself is not "
             "'other', and the Human traveler is no Spirit).",
             scenario(rs, [traveler(), phantom, bear()], [("traveler", "bob")], [("bear", ["traveler"])]), expect)


def afterlife_cases() -> None:
    for rs in (MTG, F2020):
        k, r = T(rs), AFTERLIFE[rs]
        name = SPIRIT[rs]
        body = text(name, ["white", "black"], ["flying"])
        knight = cre("knight", "alice", 2, 2, "Imperious Oligarch", keywords=["afterlife:2"])
        case(rs, f"{r}-afterlife-two-spirits",
             "Afterlife 2: as it dies, alice creates two 1/1 white and black Spirit tokens with flying", r,
             f"{r}, {TOKEN_RULE[rs]}: 'when this permanent is put into a graveyard from the battlefield, create two "
             "1/1 white and black Spirit creature tokens with flying'. The 2/2 and the 2/2 bear trade; the trigger "
             f"resolves from the graveyard: two tokens named '{name}' (ids '{ID}' and '{ID2}'), alice's.",
             scenario(rs, [knight, bear()], [("knight", "bob")], [("bear", ["knight"])]),
             k.result(k.declared([k.attacks("knight")], [k.blocks("bear", "knight"), k.blocked("knight")]),
                      [k.regular([("knight", {"bear": 2}), ("bear", {"knight": 2})],
                                 k.hit("knight", "bear", 2, 2) + k.hit("bear", "knight", 2, 2)
                                 + [k.dies("knight"), k.dies("bear"),
                                    ev("trigger", r, source="knight", ability="afterlife"),
                                    created(k, ID, "knight", body), created(k, ID2, "knight", body)])],
                      {"knight": GY, "bear": GY, ID: token_on(body), ID2: token_on(body)}))
        case(rs, f"{r}-token-afterlife-beyond-the-token-limit-refused",
             "A token whose afterlife would create more than 20 tokens is refused at its create's keywords", r,
             f"{r}: a token with afterlife N creates N more tokens as it dies (each instance separately, "
             f"{r[:-1]}b); with a -1/-1 effect each dies at once, so one trigger's create bounds them all: its "
             "instances together create at most 20 here (MAX_TOKENS), as a create's count does.",
             scenario(rs, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "create": {
                 **SPIRIT_TOKEN, "keywords": ["flying", "afterlife:20", "afterlife:1"]}}])], [("x", "bob")]),
             refused("too-large", None, "$.permanents[0].triggers[0].create.keywords"))
    case(CLASSIC, "702.135a-afterlife-refused-classic", "Afterlife dates from 2019: the classic rules refuse it",
         "702.135a", "702.135a: afterlife was printed first in Ravnica Allegiance (2019), after the classic rules "
         "(1999-2009).",
         scenario(CLASSIC, [cre("knight", "alice", 2, 2, keywords=["afterlife:1"])], [("knight", "bob")]),
         refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))


def current_cases() -> None:
    k = T(MTG)
    angel = cre("angel", "alice", 2, 3, "Dazzling Angel", keywords=["flying"],
                triggers=[{"on": "another-creature-you-control-enters", "gain_life": 1}])
    body = spirit(k)
    case(MTG, "603.3b-token-enters-trigger-resolves-before-the-next-dies-trigger",
         "Two travelers die at once: the Angel's trigger from the first Spirit resolves before the second is created",
         "603.3b",
         "603.3b, 603.6a, 111.2: both dies triggers are alice's and go on the stack together (the first declared on "
         "top). The first creates a Spirit; the Angel's ability triggers and goes on the stack above the second dies "
         "trigger, so it resolves next: alice 21. Then the second Spirit ('Spirit Token 2'), and alice 22.",
         scenario(MTG, [traveler("t1"), traveler("t2"), angel, bear("b1"), bear("b2")],
                  [("t1", "bob"), ("t2", "bob")], [("b1", ["t1"]), ("b2", ["t2"])]),
         k.result(k.declared([k.attacks("t1"), k.attacks("t2")],
                             [k.blocks("b1", "t1"), k.blocks("b2", "t2"), k.blocked("t1"), k.blocked("t2")]),
                  [k.regular([("t1", {"b1": 1}), ("t2", {"b2": 1}), ("b1", {"t1": 2}), ("b2", {"t2": 2})],
                             k.hit("t1", "b1", 1, 1) + k.hit("t2", "b2", 1, 1) + k.hit("b1", "t1", 2, 2)
                             + k.hit("b2", "t2", 2, 2) + [k.dies("t1"), k.dies("t2"), k.own("t1", "dies"),
                                                          created(k, "Spirit Token", "t1", body),
                                                          k.own("angel", "enters"),
                                                          ev("life", "603.6a", player="alice", amount=1, life=21,
                                                             source="angel"),
                                                          k.own("t2", "dies"),
                                                          created(k, "Spirit Token 2", "t2", body),
                                                          k.own("angel", "enters"),
                                                          ev("life", "603.6a", player="alice", amount=1, life=22,
                                                             source="angel")])],
                  {"t1": GY, "t2": GY, "angel": on(2, 3), "b1": on(2, 2, 1), "b2": on(2, 2, 1),
                   "Spirit Token": token_on(body), "Spirit Token 2": token_on(body)}, alice=(22, 0, False)))
    case(MTG, "104.4b-token-from-an-enters-trigger-refused",
         "'Whenever another creature you control enters, create a creature token' would loop without end: refused",
         "104.4b", "104.4b, 603.6a: each token it creates is another creature entering under its controller's "
         "control and triggers it again; a loop of mandatory actions makes the game a draw, which the engine does "
         "not resolve.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "another-creature-you-control-enters",
                                                         "create": SPIRIT_TOKEN}])], [("x", "bob")]),
         refused("invalid-scenario", "104.4b", "$.permanents[0].triggers[0].create"))
    case(MTG, "205.3m-token-subtype-not-a-creature-type-refused",
         "A token's subtypes must be creature types: 'Spirits' is refused at its path", "205.3m",
         "205.3m, 111.4: the token's creature types name it; 'Spirits' is no creature type (the singular is).",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "create": {**SPIRIT_TOKEN,
                                                                                     "subtypes": ["Spirits"]}}])],
                  [("x", "bob")]),
         refused("invalid-scenario", "205.3m", "$.permanents[0].triggers[0].create.subtypes[0]"))


def team_id_cases() -> None:
    """A token's id skips a team's (Two-Headed Giant, 810; refused in classic): ``final.winner`` names a team."""
    for rs in (MTG, F2020):
        k, r = T(rs), TOKEN_RULE[rs]
        team = "Spirit Token"
        sc = scenario(rs, [traveler(), bear()], [("traveler", "bob")], [("bear", ["traveler"])],
                      variant="two-headed-giant")
        sc["players"] = [{"id": p, "team": t} for p, t in (("alice", team), ("ally", team), ("bob", "B"),
                                                            ("bob2", "B"))]
        expect = blocked_traveler(k, [created(k, ID2, "traveler", spirit(k))])
        expect["final"]["players"] = {p: {"life": 30, "poison": 0, "lost": False, "team": t}
                                      for p, t in (("alice", team), ("ally", team), ("bob", "B"), ("bob2", "B"))}
        expect["final"]["permanents"] = {"traveler": GY, "bear": on(2, 2, 1), ID2: token_on(spirit(k))}
        expect["final"]["teams"] = {team: {"players": ["alice", "ally"], "life": 30, "poison": 0, "lost": False},
                                    "B": {"players": ["bob", "bob2"], "life": 30, "poison": 0, "lost": False}}
        case(rs, f"{r}-token-id-skips-a-team-id",
             f"Two-Headed Giant, team '{team}': alice's Spirit token is '{ID2}', not the team's id", r,
             f"{r}, 810.1: alice's traveler dies and she creates the Spirit; a team's id is never a player's or a "
             f"permanent's (final.winner names a team), so the token's id skips the team '{team}' as it skips a "
             "permanent's: 'Spirit Token 2'. Team life is 30 (810.4); nobody is dealt damage.",
             sc, expect)


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, afterlife_cases, current_cases, team_id_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
