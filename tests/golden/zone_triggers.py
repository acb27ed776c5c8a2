"""Write the golden files of a creature's own zone-change triggers into tests/scenarios/triggers: "when this creature
dies" (its life effects) and "whenever another creature you control enters".

``triggers`` with ``"on": "dies"`` (700.4: put into a graveyard from the battlefield): a leaves-the-battlefield
ability (603.6c) that looks back in time (603.10a), waits for the stack until state-based actions are done (603.3),
and resolves though its source is gone (113.7a), controlled by whoever controlled the creature as it died (603.3a).
Each case states by hand, from the rules, what dies, what triggers, in which order it resolves and the final
board; the engine is consulted only by ``--compare``. The builders are :mod:`triggers`' (this generator is its
companion, kept apart to keep each file short).

"Whenever another creature you control enters" (603.6a) triggers for each creature the engine puts onto the
battlefield under the same player's control: a ninja (702.49c), a creature returned by undying (702.93a) or persist
(702.79a); one that triggers as a trigger resolves goes on the stack above those still waiting (603.3b).

Rule numbers: 603.6c and 603.6a in the current rules and in those of January 2020; in the 2003-2009 rules
"leaves-play" abilities (410.10c, which look back in time, 410.10d) and "comes-into-play" abilities (410.10a) are the
zone-change triggers of 410.10 (the Comprehensive Rules of October 2006).

    python3 tests/golden/zone_triggers.py             # (re)write the files
    python3 tests/golden/zone_triggers.py --compare   # and list every disagreement
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import GY, J, act, attacked, cre, ev, on, refused  # noqa: E402
from golden.builders import main as write  # noqa: E402
from golden.triggers import CASES, CLASSIC, ERAS, MTG, OUT, TRIGGER_RULE, T, case, scenario  # noqa: E402

DIES = {rs: TRIGGER_RULE[rs]["dies"] for rs in ERAS}

#: Nocturnal Feeder (2/1 flying): "When this creature dies, each opponent loses 2 life and you gain 2 life."
DRAIN = {"on": "dies", "opponents_lose": 2, "gain_life": 2}


def feeder(**fields: object) -> J:
    keywords = ["flying", *fields.pop("keywords", [])]  # type: ignore[misc]
    return cre("feeder", "alice", 2, 1, "Nocturnal Feeder", keywords=keywords, triggers=[DRAIN], **fields)


def spider() -> J:
    return cre("spider", "bob", 2, 4, "Giant Spider", keywords=["reach"])


def drained(k: T, bob: int, alice: int, rule: str) -> list[J]:
    """The trigger resolving: bob loses 2, then alice gains 2 (the order of its text, 119.3)."""
    return [k.own("feeder", "dies"), ev("life", rule, player="bob", amount=-2, life=bob, source="feeder"),
            ev("life", rule, player="alice", amount=2, life=alice, source="feeder")]


def era_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), DIES[rs]
        case(rs, f"{r}-own-dies-trigger-each-opponent-loses-two-and-you-gain-two",
             "When it dies, each opponent loses 2 life and you gain 2 life: bob 18, alice 22", r,
             f"{r}, 700.4: the 2/1 blocked by the 2/4 spider takes 2 and is put into the graveyard by state-based "
             "actions; its ability triggers as it dies (looking back at it, 603.10a), goes on the stack once they are "
             "done (603.3), and resolves though the creature is gone (113.7a): bob loses 2, then alice gains 2.",
             scenario(rs, [feeder(), spider()], [("feeder", "bob")], [("spider", ["feeder"])]),
             k.result(k.declared([k.attacks("feeder")], [k.blocks("spider", "feeder"), k.blocked("feeder")]),
                      [k.regular([("feeder", {"spider": 2}), ("spider", {"feeder": 2})],
                                 k.hit("feeder", "spider", 2, 2) + k.hit("spider", "feeder", 2, 2)
                                 + [k.dies("feeder")] + drained(k, 18, 22, r))],
                      {"feeder": GY, "spider": on(2, 4, 2)}, alice=(22, 0, False), bob=(18, 0, False)))


def current_cases() -> None:
    k, r = T(MTG), "603.6c"
    case(MTG, "700.4-own-dies-trigger-exiled-instead-never-dies",
         "'If it would die, exile it instead': it never dies, so its dies trigger never triggers", "700.4",
         "700.4, 614.1a: lethal damage would put it into the graveyard; the replacement exiles it instead. It is "
         "not put into a graveyard from the battlefield, so it does not die: no trigger, no life changes.",
         scenario(MTG, [feeder(keywords=["exile_instead"]), spider()], [("feeder", "bob")], [("spider", ["feeder"])]),
         k.result(k.declared([k.attacks("feeder")], [k.blocks("spider", "feeder"), k.blocked("feeder")]),
                  [k.regular([("feeder", {"spider": 2}), ("spider", {"feeder": 2})],
                             k.hit("feeder", "spider", 2, 2) + k.hit("spider", "feeder", 2, 2)
                             + [ev("leaves", "704.5g", id="feeder", to="exile", reason="lethal-damage")])],
                  {"feeder": {"zone": "exile"}, "spider": on(2, 4, 2)}))
    case(MTG, "603.3b-own-dies-trigger-before-undying-as-ordered",
         "Undying and the dies trigger trigger together; ordered first, the drain resolves before it returns",
         "603.3b",
         "603.3b, 702.93a: both are alice's and trigger as it dies; trigger_order puts the dies trigger on top: "
         "bob 18, alice 22; then undying returns it with a +1/+1 counter, a new untapped 3/2 (400.7).",
         scenario(MTG, [feeder(keywords=["undying"]), spider()], [("feeder", "bob")], [("spider", ["feeder"])],
                  trigger_order=[{"source": "feeder", "ability": "triggers"}]),
         k.result(k.declared([k.attacks("feeder")], [k.blocks("spider", "feeder"), k.blocked("feeder")]),
                  [k.regular([("feeder", {"spider": 2}), ("spider", {"feeder": 2})],
                             k.hit("feeder", "spider", 2, 2) + k.hit("spider", "feeder", 2, 2)
                             + [k.dies("feeder")] + drained(k, 18, 22, r)
                             + [ev("trigger", "702.93a", source="feeder", ability="undying"),
                                ev("returns", "702.93a", id="feeder", counters={"+1/+1": 1})])],
                  {"feeder": on(3, 2, counters={"+1/+1": 1}), "spider": on(2, 4, 2)},
                  alice=(22, 0, False), bob=(18, 0, False)))
    stolen = feeder(keywords=["undying"], owner="bob", control_effect=True)
    case(MTG, "603.3a-own-dies-trigger-of-a-stolen-creature-is-its-controllers",
         "A stolen creature dies: undying returns it to bob, and the drain is still alice's", "603.3a",
         "603.3a, 702.93a: both triggers are controlled by alice, who controlled it as it died. Undying resolves "
         "first (created first) and returns it under its owner bob's control; the dies trigger is still alice's: "
         "her opponent bob loses 2 and she gains 2.",
         scenario(MTG, [stolen, spider()], [("feeder", "bob")], [("spider", ["feeder"])]),
         k.result(k.declared([k.attacks("feeder")], [k.blocks("spider", "feeder"), k.blocked("feeder")]),
                  [k.regular([("feeder", {"spider": 2}), ("spider", {"feeder": 2})],
                             k.hit("feeder", "spider", 2, 2) + k.hit("spider", "feeder", 2, 2)
                             + [k.dies("feeder"), ev("trigger", "702.93a", source="feeder", ability="undying"),
                                ev("returns", "702.93a", id="feeder", counters={"+1/+1": 1}, controller="bob")]
                             + drained(k, 18, 22, r))],
                  {"feeder": on(3, 2, counters={"+1/+1": 1}), "spider": on(2, 4, 2)},
                  alice=(22, 0, False), bob=(18, 0, False)))
    case(MTG, "603.3-own-dies-trigger-ends-the-game-before-regular-damage",
         "Killed by first strike, its drain takes bob from 2 to 0: the game ends before regular damage", "603.3",
         "603.3, 510.4, 704.5a: it dies in the first-strike damage step; the trigger resolves before that step ends "
         "(bob 0, alice 22: no state-based action in mid-resolution), then bob loses and the game is over (104.2a): "
         "the unblocked 5/5 never deals its damage.",
         scenario(MTG, [feeder(), cre("knight", "bob", 2, 2, "Longbow Archer", keywords=["first_strike", "reach"]),
                        cre("brute", "alice", 5, 5, "Craw Wurm")],
                  [("feeder", "bob"), ("brute", "bob")], [("knight", ["feeder"])], bob=2),
         k.result(k.declared([k.attacks("feeder"), k.attacks("brute")],
                             [k.blocks("knight", "feeder"), k.blocked("feeder"), k.unblocked("brute")]),
                  [k.first([("knight", {"feeder": 2})],
                           k.hit("knight", "feeder", 2, 2) + [k.dies("feeder")] + drained(k, 0, 22, r)
                           + [ev("loses", "704.5a", player="bob", reason="life"),
                              ev("game-over", "104.2a", winner="alice")])],
                  {"feeder": GY, "knight": on(2, 2), "brute": attacked(5, 5)},
                  alice=(22, 0, False), bob=(0, 0, True), winner="alice"))
    grub = cre("grub", "bob", 2, 2, "Blistergrub", keywords=["swampwalk"], triggers=[{"on": "dies", "opponents_lose": 2}])
    players = [{"id": "alice", "life": 20}, {"id": "bob", "life": 3}, {"id": "carol", "life": 20}]
    expect = k.result(k.declared([k.attacks("a1"), k.attacks("a2")],
                                 [k.blocks("grub", "a1"), k.blocked("a1"), k.unblocked("a2")]),
                      [k.regular([("a1", {"grub": 3}), ("a2", {"bob": 3}), ("grub", {"a1": 2})],
                                 k.hit("a1", "grub", 3, 3) + k.hit_player("a2", "bob", 3, 0) + k.hit("grub", "a1", 2, 2)
                                 + [k.dies("grub"), ev("loses", "704.5a", player="bob", reason="life"),
                                    ev("leaves-game", "104.5", player="bob"),
                                    ev("leaves", "800.4a", id="grub", to="left-the-game", reason="owner-left-game")])],
                      {"a1": attacked(3, 3, 2), "a2": attacked(3, 3), "grub": {"zone": "left-the-game"}},
                      bob=(0, 0, True))
    expect["final"]["players"]["bob"]["left_game"] = True
    expect["final"]["players"]["carol"] = {"life": 20, "poison": 0, "lost": False}
    case(MTG, "800.4d-own-dies-trigger-of-a-player-who-left-is-not-put-on-the-stack",
         "Bob's creature dies as bob reaches 0 life: he leaves the game and his dies trigger is never put on the stack",
         "800.4d",
         "800.4d, 704.3: in one check of state-based actions the 2/2 dies and bob, at 0 life, loses; he leaves the "
         "game (104.5, 800.4a: what he owns leaves with him, the dead Blistergrub too). His trigger would be "
         "controlled by a player who left, so it is not put on the stack: alice and carol lose nothing, and the "
         "game goes on between them.",
         scenario(MTG, [cre("a1", "alice", 3, 3), cre("a2", "alice", 3, 3), grub], [("a1", "bob"), ("a2", "bob")],
                  [("grub", ["a1"])], players=players),
         expect)
    case(MTG, "400.7-own-dies-trigger-pump-refused", "A dies trigger that would pump its creature is refused",
         "400.7", "400.7, 700.4: as it resolves the creature is in a graveyard (or back as a new object): only "
                  "the players' life can be its effect.",
         scenario(MTG, [cre("x", "alice", 2, 2, triggers=[{"on": "dies", "power": 1}])], [("x", "bob")]),
         refused("invalid-scenario", "400.7", "$.permanents[0].triggers[0].power"))


def classic_cases() -> None:
    k, r = T(CLASSIC), DIES[CLASSIC]
    case(CLASSIC, f"{r}-own-dies-trigger-sacrificed-with-damage-on-the-stack",
         "Damage on the stack: sacrificed, it drains at once, and its assigned damage is still dealt", r,
         f"{r}, 310.4a, 310.4c: with the damage on the stack alice sacrifices the 2/1; its trigger goes on the stack "
         "above the damage and resolves first (bob 18, alice 22). Then the damage resolves: the 2 it assigned is "
         "dealt as it last existed (310.4a), the bear's 2 is not dealt to a creature that left play (310.4c).",
         scenario(CLASSIC, [feeder(), cre("bear", "bob", 2, 2, "Reaching Bear", keywords=["reach"])],
                  [("feeder", "bob")], [("bear", ["feeder"])],
                  actions=[act("on-stack", "remove", target="feeder", to="graveyard")]),
         k.result(k.declared([k.attacks("feeder")], [k.blocks("bear", "feeder"), k.blocked("feeder")]),
                  [k.regular([("feeder", {"bear": 2}), ("bear", {"feeder": 2})],
                             k.hit("feeder", "bear", 2, 2)
                             + [ev("damage", "310.4c", source="bear", target="feeder", amount=0, combat=True,
                                   note="not dealt: it left the battlefield"), k.dies("bear")],
                             on_stack=[ev("leaves", "306.4", id="feeder", to="graveyard", reason="removed")]
                             + drained(k, 18, 22, r))],
                  {"feeder": GY, "bear": GY}, alice=(22, 0, False), bob=(18, 0, False)))
    persisting = cre("feeder", "alice", 2, 2, keywords=["persist"], triggers=[DRAIN])
    case(CLASSIC, f"{r}-own-dies-trigger-persist-returns-with-damage-on-the-stack",
         "Damage on the stack: sacrificed, it persists back and drains; the damage assigned to it is not dealt to the "
         "new object", r,
         f"{r}, 310.4a, 310.4c, 217.1c: with the damage on the stack alice sacrifices the 2/2 with persist; persist "
         "and its dies trigger go on the stack above the damage: it returns with a -1/-1 counter, then bob 18, alice "
         "22. The damage resolves: its 2 is dealt as it last existed (310.4a); the bear's 2 was assigned to an object "
         "that left play, and the 1/1 that came back is a new object (217.1c), so it is not dealt (310.4c).",
         scenario(CLASSIC, [persisting, cre("bear", "bob", 2, 2, "Reaching Bear", keywords=["reach"])],
                  [("feeder", "bob")], [("bear", ["feeder"])],
                  actions=[act("on-stack", "remove", target="feeder", to="graveyard")]),
         k.result(k.declared([k.attacks("feeder")], [k.blocks("bear", "feeder"), k.blocked("feeder")]),
                  [k.regular([("feeder", {"bear": 2}), ("bear", {"feeder": 2})],
                             k.hit("feeder", "bear", 2, 2)
                             + [ev("damage", "310.4c", source="bear", target="feeder", amount=0, combat=True,
                                   note="not dealt: it left the battlefield"), k.dies("bear")],
                             on_stack=[ev("leaves", "306.4", id="feeder", to="graveyard", reason="removed"),
                                       ev("trigger", "502", source="feeder", ability="persist"),
                                       ev("returns", "502", id="feeder", counters={"-1/-1": 1})]
                             + drained(k, 18, 22, r))],
                  {"feeder": on(1, 1, counters={"-1/-1": 1}), "bear": GY}, alice=(22, 0, False),
                  bob=(18, 0, False)))


# --- Whenever another creature you control enters ------------------------------------------------------------

ENTERS = {rs: TRIGGER_RULE[rs]["enters"] for rs in ERAS}
NINJUTSU = {MTG: ("702.49a", "702.49c"), "mtg-2020": ("702.48a", "702.48c"), CLASSIC: ("502", "502")}
#: "Whenever another creature you control enters, you gain 1 life" (Dazzling Angel, 2/3 flying).
WELCOME = {"on": "another-creature-you-control-enters", "gain_life": 1}


def angel() -> J:
    return cre("angel", "alice", 2, 3, "Dazzling Angel", keywords=["flying"], triggers=[WELCOME])


def welcomed(k: T, alice: int) -> list[J]:
    return [k.own("angel", "enters"), ev("life", ENTERS[k.rs], player="alice", amount=1, life=alice, source="angel")]


def undying(ident: str, counters: J | None = None) -> list[J]:
    return [ev("trigger", "702.93a", source=ident, ability="undying"),
            ev("returns", "702.93a", id=ident, counters=counters or {"+1/+1": 1})]


def enters_cases() -> None:
    for rs in ERAS:
        k, r = T(rs), ENTERS[rs]
        back, enters = NINJUTSU[rs]
        gnarr = cre("gnarr", "alice", 4, 4, "Herd Gnarr", triggers=[{"on": "another-creature-you-control-enters",
                                                                    "power": 2, "toughness": 2}])
        case(rs, f"{r}-own-enters-trigger-a-ninja-enters",
             "A ninja enters attacking: 'whenever another creature you control enters, +2/+2' makes the 4/4 a 6/6", r,
             f"{r}: ninjutsu returns the unblocked 1/1 and puts the ninja onto the battlefield attacking; the Gnarr's "
             "ability triggers and resolves before combat damage: a 6/6. It kills the 5/5 blocker and survives its "
             "5; the ninja deals 3 to bob.",
             scenario(rs, [gnarr, cre("rogue", "alice", 1, 1, "Faerie Rogue"),
                           cre("ninja", "alice", 3, 2, "Ninja of the Deep Hours", zone="hand", keywords=["ninjutsu"]),
                           cre("giant", "bob", 5, 5)],
                      [("gnarr", "bob"), ("rogue", "bob")], [("giant", ["gnarr"])],
                      actions=[act("after-blocks", "ninjutsu", **{"return": "rogue", "ninja": "ninja"})]),
             k.result(k.declared([k.attacks("gnarr"), k.attacks("rogue")],
                                 [k.blocks("giant", "gnarr"), k.blocked("gnarr"), k.unblocked("rogue"),
                                  ev("leaves", back, id="rogue", to="hand", reason="ninjutsu"),
                                  ev("enters", enters, id="ninja", tapped=True, attacking="bob", blocked=False),
                                  k.own("gnarr", "enters"), k.pump("gnarr", 2, 2)]),
                      [k.regular([("gnarr", {"giant": 6}), ("ninja", {"bob": 3}), ("giant", {"gnarr": 5})],
                                 k.hit("gnarr", "giant", 6, 6) + k.hit_player("ninja", "bob", 3, 17)
                                 + k.hit("giant", "gnarr", 5, 5) + [k.dies("giant")])],
                      {"gnarr": attacked(6, 6, 5), "rogue": {"zone": "hand"}, "ninja": attacked(3, 2), "giant": GY},
                      bob=(17, 0, False)))
    k, r = T(MTG), ENTERS[MTG]
    case(MTG, "603.6a-own-enters-trigger-an-undying-creature-returns",
         "An undying creature returns: 'whenever another creature you control enters, you gain 1 life'", "603.6a",
         "603.6a, 702.93a: the 1/1 dies blocked by the 2/2 and returns with a +1/+1 counter; it enters under "
         "alice's control, so her Angel's ability triggers: alice 21.",
         scenario(MTG, [cre("wolf", "alice", 1, 1, "Young Wolf", keywords=["undying"]), angel(),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")], [("wolf", "bob")], [("bear", ["wolf"])]),
         k.result(k.declared([k.attacks("wolf")], [k.blocks("bear", "wolf"), k.blocked("wolf")]),
                  [k.regular([("wolf", {"bear": 1}), ("bear", {"wolf": 2})],
                             k.hit("wolf", "bear", 1, 1) + k.hit("bear", "wolf", 2, 2) + [k.dies("wolf")]
                             + undying("wolf") + welcomed(k, 21))],
                  {"wolf": on(2, 2, counters={"+1/+1": 1}), "angel": on(2, 3), "bear": on(2, 2, 1)},
                  alice=(21, 0, False)))
    case(MTG, "603.3b-own-enters-trigger-resolves-before-the-next-undying",
         "Two undying creatures: the first returns, and the life trigger it causes resolves before the second returns",
         "603.3b",
         "603.3b, 603.6a: both undying abilities go on the stack together. The first returns its creature; the "
         "Angel's ability triggers and goes on the stack above the second undying ability, so it resolves first: "
         "alice 21, then the second returns, and alice 22.",
         scenario(MTG, [cre("w1", "alice", 1, 1, "Young Wolf", keywords=["undying"]),
                        cre("w2", "alice", 1, 1, "Young Wolf", keywords=["undying"]), angel(),
                        cre("b1", "bob", 2, 2, "Grizzly Bears"), cre("b2", "bob", 2, 2, "Grizzly Bears")],
                  [("w1", "bob"), ("w2", "bob")], [("b1", ["w1"]), ("b2", ["w2"])]),
         k.result(k.declared([k.attacks("w1"), k.attacks("w2")],
                             [k.blocks("b1", "w1"), k.blocks("b2", "w2"), k.blocked("w1"), k.blocked("w2")]),
                  [k.regular([("w1", {"b1": 1}), ("w2", {"b2": 1}), ("b1", {"w1": 2}), ("b2", {"w2": 2})],
                             k.hit("w1", "b1", 1, 1) + k.hit("w2", "b2", 1, 1) + k.hit("b1", "w1", 2, 2)
                             + k.hit("b2", "w2", 2, 2) + [k.dies("w1"), k.dies("w2")]
                             + undying("w1") + welcomed(k, 21) + undying("w2") + welcomed(k, 22))],
                  {"w1": on(2, 2, counters={"+1/+1": 1}), "w2": on(2, 2, counters={"+1/+1": 1}), "angel": on(2, 3),
                   "b1": on(2, 2, 1), "b2": on(2, 2, 1)}, alice=(22, 0, False)))
    case(MTG, "603.6a-own-enters-trigger-not-for-itself",
         "'Another creature': the undying creature's own enters ability doesn't trigger as it returns", "603.6a",
         "603.6a, 702.93a: the 1/1 with undying and 'whenever another creature you control enters, you gain 1 life' "
         "returns; it is not another creature, so nothing triggers: alice 20.",
         scenario(MTG, [cre("wolf", "alice", 1, 1, keywords=["undying"], triggers=[WELCOME]),
                        cre("bear", "bob", 2, 2, "Grizzly Bears")], [("wolf", "bob")], [("bear", ["wolf"])]),
         k.result(k.declared([k.attacks("wolf")], [k.blocks("bear", "wolf"), k.blocked("wolf")]),
                  [k.regular([("wolf", {"bear": 1}), ("bear", {"wolf": 2})],
                             k.hit("wolf", "bear", 1, 1) + k.hit("bear", "wolf", 2, 2) + [k.dies("wolf")]
                             + undying("wolf"))],
                  {"wolf": on(2, 2, counters={"+1/+1": 1}), "bear": on(2, 2, 1)}))


def build() -> list[J]:
    CASES.clear()
    for builder in (era_cases, current_cases, classic_cases, enters_cases):
        builder()
    return CASES


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=build(), out=OUT, doc=__doc__)


if __name__ == "__main__":
    raise SystemExit(main())
