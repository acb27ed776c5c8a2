"""Write the golden files of a creature's own conditional statics beyond whose turn and attacking or blocking
(tests/scenarios/statics, beside tests/golden/statics.py's) from hand-derived expectations.

"As long as an opponent has 10 or less life" (``life``), "as long as it's untapped" (``while: untapped``), "can't be
blocked as long as it's attacking alone" (``attacking-alone``, 506.5), "as long as it has a +1/+1 counter on it"
(``counters``), "as long as defending player controls an artifact" (``if`` with ``defending``, 506.2, 802.2a), "as
long as your opponents control no creatures" (``at_most: 0``), and a condition only the board can state (threshold:
``stated``, answered by the permanent's ``conditions``). A static ability's effect is not locked in (611.3a; 418 in
the 2003-2009 rules): each case states by hand when the condition holds, the damage and the final board, in every
Magic era. The engine is consulted only by ``--compare``.

    python3 tests/golden/conditions.py             # (re)write the files
    python3 tests/golden/conditions.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, SCENARIOS, J, artifact, attacked, cre, on, plain_on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import EraCases, ERAS, MTG, STATIC_RULE, T, scenario  # noqa: E402

OUT = SCENARIOS / "statics"
CASES = EraCases()
#: The rule that refuses a block of a creature that can't be blocked, by era (509.1b; 309.2 in the classic rules).
UNBLOCKABLE_RULE = {"mtg": "509.1b", "mtg-2020": "509.1b", "mtg-classic": "309.2"}

case = CASES.case


def engine_cases() -> None:
    """Conditions the engine follows itself, checked again whenever what they read changes."""
    cullblade = {"life": {"player": "an-opponent", "at_most": 10}, "power": 2, "toughness": 1}
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        case(rs, f"{r}-as-long-as-an-opponent-has-10-or-less-life-from-the-first-strike-step",
             "'Gets +2/+1 as long as an opponent has 10 or less life': bob drops to 10 in the first-strike step, so "
             "the 2/2 deals 4 in the regular step", r,
             f"{r}: the effect is not locked in; bob starts at 12, so the Ruthless Cullblade is a 2/2 as attackers "
             "are declared. The first striker deals 2 to bob (10 life): from then on the condition holds, and in the "
             "regular step the 4/3 deals 4: bob ends at 6.",
             scenario(rs, [cre("fencer", "alice", 2, 2, "Fencer", keywords=["first_strike"]),
                           cre("cull", "alice", 2, 2, "Ruthless Cullblade", statics=[cullblade])],
                      [("fencer", "bob"), ("cull", "bob")], bob=12),
             k.result(k.declared([k.attacks("fencer"), k.attacks("cull")], [k.unblocked("fencer"), k.unblocked("cull")]),
                      [k.first([("fencer", {"bob": 2})], k.hit_player("fencer", "bob", 2, 10) + k.static("cull", 2, 1)),
                       k.regular([("cull", {"bob": 4})], k.hit_player("cull", "bob", 4, 6))],
                      {"fencer": attacked(2, 2), "cull": attacked(4, 3)}, bob=(6, 0, False)))
        case(rs, f"{r}-as-long-as-it-is-untapped-ends-as-it-attacks",
             "'Gets +0/+3 as long as it's untapped': the Giant Tortoise taps to attack and is a 1/1 when blocked", r,
             f"{r}: the 1/4 taps as it attacks (it has no vigilance), so the bonus ends at once; bob's 2/2 blocks "
             "and kills the 1/1, taking 1.",
             scenario(rs, [cre("tortoise", "alice", 1, 1, "Giant Tortoise", statics=[{"while": "untapped",
                                                                                      "toughness": 3}]),
                           cre("bear", "bob", 2, 2, "Grizzly Bears")], [("tortoise", "bob")], [("bear", ["tortoise"])]),
             k.result(k.declared(k.static("tortoise", 0, 3) + [k.attacks("tortoise")] + k.static("tortoise", 0, -3),
                                 [k.blocks("bear", "tortoise"), k.blocked("tortoise")]),
                      [k.regular([("tortoise", {"bear": 1}), ("bear", {"tortoise": 2})],
                                 k.hit("tortoise", "bear", 1, 1) + k.hit("bear", "tortoise", 2, 2) + [k.dies("tortoise")])],
                      {"tortoise": GY, "bear": on(2, 2, 1)}))
        prowler = cre("prowler", "alice", 1, 1, "Dream Prowler",
                      statics=[{"while": "attacking-alone", "keywords": ["unblockable"]}])
        case(rs, f"{r}-cant-be-blocked-as-long-as-it-is-attacking-alone-with-another-attacker",
             "'Can't be blocked as long as it's attacking alone': with a second attacker it is not alone, and the "
             "wall blocks it", r,
             f"{r}: a creature is attacking alone only if no other creature attacks (attackers are declared at "
             "once); two attack, so the Dream Prowler never gets the ability and bob's 0/4 blocks it.",
             scenario(rs, [prowler, cre("bear", "alice", 2, 2, "Grizzly Bears"), cre("wall", "bob", 0, 4, "Wall")],
                      [("prowler", "bob"), ("bear", "bob")], [("wall", ["prowler"])]),
             k.result(k.declared([k.attacks("prowler"), k.attacks("bear")],
                                 [k.blocks("wall", "prowler"), k.blocked("prowler"), k.unblocked("bear")]),
                      [k.regular([("prowler", {"wall": 1}), ("bear", {"bob": 2})],
                                 k.hit("prowler", "wall", 1, 1) + k.hit_player("bear", "bob", 2, 18))],
                      {"prowler": attacked(1, 1), "bear": attacked(2, 2), "wall": on(0, 4, 1)}, bob=(18, 0, False)))
        case(rs, f"{r}-cant-be-blocked-as-long-as-it-is-attacking-alone-refuses-the-block",
             "'Can't be blocked as long as it's attacking alone': alone, it can't be blocked, and the block is refused",
             r, f"{r}: the Dream Prowler attacks alone, so it can't be blocked; bob's block of it is illegal.",
             scenario(rs, [prowler, cre("wall", "bob", 0, 4, "Wall")], [("prowler", "bob")], [("wall", ["prowler"])]),
             refused("illegal-block", UNBLOCKABLE_RULE[rs], "$.blockers[0].blocks[0]"))
        pup = cre("pup", "alice", 1, 1, "Baloth Pup", counters={"+1/+1": 1},
                  statics=[{"counters": {"kind": "+1/+1", "at_least": 1}, "keywords": ["trample"]}])
        case(rs, f"{r}-has-trample-as-long-as-it-has-a-plus-one-counter",
             "'Has trample as long as it has a +1/+1 counter on it': with one, the 2/2 tramples 1 over a 1/1", r,
             f"{r}: the Baloth Pup has a +1/+1 counter, so it has trample; it assigns lethal damage (1) to the 1/1 "
             "blocker and the rest (1) to bob.",
             scenario(rs, [pup, cre("chump", "bob", 1, 1, "Chump")], [("pup", "bob")], [("chump", ["pup"])],
                      assignments=[{"source": "pup", "division": {"chump": 1, "bob": 1}}]),
             k.result(k.declared(k.static("pup", gains="trample") + [k.attacks("pup")],
                                 [k.blocks("chump", "pup"), k.blocked("pup")]),
                      [k.regular([("pup", {"chump": 1, "bob": 1}), ("chump", {"pup": 1})],
                                 k.hit("pup", "chump", 1, 1) + k.hit_player("pup", "bob", 1, 19)
                                 + k.hit("chump", "pup", 1, 1) + [k.dies("chump")])],
                      {"pup": attacked(2, 2, 1, {"+1/+1": 1}), "chump": GY}, bob=(19, 0, False)))
        beebles = [{"if": {"controller": "defending", "types": ["artifact"]}, "keywords": ["unblockable"]}]
        case(rs, f"{r}-cant-be-blocked-as-long-as-defending-player-controls-an-artifact",
             "'Can't be blocked as long as defending player controls an artifact': bob controls one, so bob's "
             "block is refused", r,
             f"{r}: bob is the defending player and controls an artifact, so the Neurok Spy can't be blocked.",
             scenario(rs, [cre("spy", "alice", 2, 2, "Neurok Spy", statics=beebles), artifact("orb", "bob", "Orb"),
                           cre("wall", "bob", 0, 4, "Wall")], [("spy", "bob")], [("wall", ["spy"])]),
             refused("illegal-block", UNBLOCKABLE_RULE[rs], "$.blockers[0].blocks[0]"))
        case(rs, f"{r}-cant-be-blocked-as-long-as-defending-player-controls-an-artifact-yours-does-not-count",
             "'… as long as defending player controls an artifact': alice's own artifact does not count", r,
             f"{r}: only the defending player's permanents count; bob controls no artifact, so his wall blocks the "
             "Neurok Spy.",
             scenario(rs, [cre("spy", "alice", 2, 2, "Neurok Spy", statics=beebles), artifact("orb", "alice", "Orb"),
                           cre("wall", "bob", 0, 4, "Wall")], [("spy", "bob")], [("wall", ["spy"])]),
             k.result(k.declared([k.attacks("spy")], [k.blocks("wall", "spy"), k.blocked("spy")]),
                      [k.regular([("spy", {"wall": 2})], k.hit("spy", "wall", 2, 2))],
                      {"spy": attacked(2, 2), "orb": plain_on(), "wall": on(0, 4, 2)}))


def stated_cases() -> None:
    """A condition only the board can state: threshold (``stated``, answered by ``conditions``)."""
    threshold = {"stated": {"id": "threshold", "text": "there are seven or more cards in your graveyard"},
                 "power": 2, "toughness": 2}
    for rs in ERAS:
        k, r = T(rs), STATIC_RULE[rs]
        for holds, title, damage in ((True, "the board states it holds: the 2/2 is a 4/4", 4),
                                     (None, "the board does not say: taken as not holding, the 2/2 stays a 2/2", 2)):
            fields: J = {"conditions": {"threshold": True}} if holds else {}
            case(rs, f"{r}-threshold-{'stated-true' if holds else 'not-stated'}",
                 f"'Threshold — gets +2/+2 as long as there are seven or more cards in your graveyard': {title}", r,
                 f"{r}: Combat Lab keeps no graveyard, so the board states whether the condition holds (conditions); "
                 + ("it does, so the Werebear-like 2/2 gets +2/+2 and deals 4 to bob." if holds else
                    "it does not say, so the engine takes it as not holding (and validate warns): it deals 2."),
                 scenario(rs, [cre("ape", "alice", 2, 2, "Nimble Mongoose", statics=[threshold], **fields)],
                          [("ape", "bob")]),
                 k.result(k.declared((k.static("ape", 2, 2) if holds else []) + [k.attacks("ape")],
                                     [k.unblocked("ape")]),
                          [k.regular([("ape", {"bob": damage})], k.hit_player("ape", "bob", damage, 20 - damage))],
                          {"ape": attacked(2 + (2 if holds else 0), 2 + (2 if holds else 0))},
                          bob=(20 - damage, 0, False)))


def no_creatures_cases() -> None:
    """"As long as your opponents control no creatures" (``at_most: 0``): it holds from the moment the last of
    them dies (611.3a)."""
    k, r = T(MTG), "611.3a"
    titan = {"if": {"controller": "opponents", "types": ["creature"], "at_most": 0}, "power": 2, "toughness": 0}
    case(MTG, "611.3a-as-long-as-your-opponents-control-no-creatures-from-when-the-last-dies",
         "'Gets +2/+0 as long as your opponents control no creatures': bob's only creature dies in the first-strike "
         "step, so the other attacker deals 4 in the regular step", r,
         "611.3a, 510.4: bob's 1/1 blocks the first striker and dies; from then on bob controls no creatures, and "
         "alice's 2/2 is a 4/2 that deals 4 to bob.",
         scenario(MTG, [cre("fencer", "alice", 2, 2, "Fencer", keywords=["first_strike"]),
                        cre("titan", "alice", 2, 2, "Lone Titan", statics=[titan]), cre("chump", "bob", 1, 1, "Chump")],
                  [("fencer", "bob"), ("titan", "bob")], [("chump", ["fencer"])]),
         k.result(k.declared([k.attacks("fencer"), k.attacks("titan")],
                             [k.blocks("chump", "fencer"), k.blocked("fencer"), k.unblocked("titan")]),
                  [k.first([("fencer", {"chump": 2})], k.hit("fencer", "chump", 2, 2) + [k.dies("chump")]
                           + k.static("titan", 2, 0)),
                   k.regular([("titan", {"bob": 4})], k.hit_player("titan", "bob", 4, 16))],
                  {"fencer": attacked(2, 2), "titan": attacked(4, 2), "chump": GY}, bob=(16, 0, False)))


def build() -> list[J]:
    CASES.clear()
    for builder in (engine_cases, stated_cases, no_creatures_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
