"""Write the `riftbound` golden files from hand-derived expectations, and compare them with the engine.

Every case states by hand, from the Riftbound Core Rules (last updated
2025-10; 140, 322, 404, 410, 437–445, 723–731) and the readings in
docs/rulesets.md (## riftbound), what must happen: each unit's Might, each
side's sum, how it is assigned, every death, the cleanup and who controls the
battlefield with how many points. The helpers only spell those facts in the
result format's shapes; they never ask the engine. ``--compare`` shows where
the engine disagrees.

    python3 tests/golden/riftbound.py            # write tests/scenarios/riftbound/*.json
    python3 tests/golden/riftbound.py --compare  # also show every disagreement

Conventions of the result format (mechanical, not rules): the ``showdown``
step lists the units in scenario order (designation, then Assault/Shield, then
stun); ``combat damage`` gives both sums (attacker first), then the attacker's
assigned damage unit by unit, then the defender's, each followed by the damage
it marks; the automatic division takes units by priority (Tank, the rest,
assigned last), then in scenario order. ``combat cleanup`` lists deaths, then
healing, recalls, control and score.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parents[1]))  # tests/: the golden package

from golden.builders import SCENARIOS, Cases, J, ev, refused  # noqa: E402,F401
from golden.builders import main as write  # noqa: E402

OUT = SCENARIOS / "riftbound"

CR = "Riftbound Core Rules (2025-10)"

# ---------------------------------------------------------------------------
# Scenario builders.


def unit(ident: str, controller: str, might: int, *keywords: str, **fields: Any) -> J:
    out: J = {"id": ident, "controller": controller, "types": ["unit"], "might": might}
    if keywords:
        out["keywords"] = list(keywords)
    out.update(fields)
    return out


def scenario(permanents: list[J], holder: str | None = "bob", alice: int = 0, bob: int = 0, **extra: Any) -> J:
    out: J = {"format": 1, "ruleset": "riftbound",
              "players": [{"id": "alice", "points": alice}, {"id": "bob", "points": bob}],
              "active_player": "alice", "battlefield": {"id": "bf", "controller": holder},
              "permanents": permanents}
    out.update(extra)
    return out


def pool(player: str, division: J) -> J:
    return {"source": player, "division": division}


# ---------------------------------------------------------------------------
# Event and result builders.


def attacks(ident: str, might: int) -> J:
    return ev("attacks", "438.1.a.3", id=ident, target="bf", might=might)


def defends(ident: str, might: int) -> J:
    return ev("defends", "438.1.a.4", id=ident, battlefield="bf", might=might)


def assault(ident: str, amount: int, might: int) -> J:
    return ev("might", "723.1.c", id=ident, amount=amount, might=might)


def shield(ident: str, amount: int, might: int) -> J:
    return ev("might", "730.1.c", id=ident, amount=amount, might=might)


def stunned(ident: str, might: int) -> J:
    return ev("stunned", "410.1.b", id=ident, might=might, contributes=0)


def showdown(*events: J) -> list[J]:
    return [{"name": "showdown", "events": list(events)}]


def sums(alice: int, bob: int) -> list[J]:
    return [ev("might-total", "439.1.b", player="alice", might=alice),
            ev("might-total", "439.1.c", player="bob", might=bob)]


def deal(player: str, sources: list[str], target: str, amount: int, total: int | None = None) -> list[J]:
    """Assigned damage dealt to a unit (439.1.e) and marked on it (404.1.b); ``total`` its damage afterwards."""
    return [ev("damage", "439.1.e", source=player, sources=sources, target=target, amount=amount, combat=True),
            ev("marked", "404.1.b", id=target, amount=amount, damage=amount if total is None else total)]


def damage_step(assignments: list[tuple[str, J]], events: list[J]) -> J:
    return {"name": "combat damage", "assignments": [pool(p, d) for p, d in assignments], "events": events}


def dies(ident: str, deathknell: int = 0) -> list[J]:
    out = [ev("dies", "322.2", id=ident, to="trash", reason="lethal-damage")]
    out += [ev("trigger", "724.1.c", source=ident, ability="deathknell") for _ in range(deathknell)]
    return out


def healed(ident: str) -> J:
    return ev("healed", "440.1.a.1", id=ident)


def recalled(ident: str) -> J:
    return ev("recalled", "440.1.a.2", id=ident, to="base", reason="defenders-remain")


def conquers(player: str, points: int) -> list[J]:
    """Control established (440.2), a Conquer (442.1), a point (444.1)."""
    return [ev("establishes-control", "440.2", player=player, battlefield="bf"),
            ev("conquers", "442.1", player=player, battlefield="bf"),
            ev("points", "444.1", player=player, amount=1, points=points)]


def uncontrolled() -> J:
    return ev("uncontrolled", "322.4", battlefield="bf")


def cleanup(*events: J) -> J:
    return {"name": "combat cleanup", "events": list(events)}


TRASH = {"zone": "trash"}


def at(might: int) -> J:
    """A unit still at the battlefield after the cleanup (damage cleared)."""
    return {"zone": "battlefield", "damage": 0, "might": might}


def home(might: int) -> J:
    """A unit recalled to its base."""
    return {"zone": "base", "damage": 0, "might": might}


def result(before: list[J], steps: list[J], permanents: J, *, holder: str | None, conquered: bool = False,
           alice: int = 0, bob: int = 0) -> J:
    return {"ok": True, "ruleset": "riftbound", "before_damage": before, "steps": steps,
            "final": {"players": {"alice": {"points": alice}, "bob": {"points": bob}}, "permanents": permanents,
                      "battlefield": {"id": "bf", "controller": holder, "conquered": conquered}}}


# ---------------------------------------------------------------------------
# The cases.

CASES = Cases()
case = CASES.add


FOUR = [unit("a1", "alice", 5)] + [unit(f"d{i}", "bob", 3) for i in range(1, 5)]
FOUR_SHOWDOWN = showdown(attacks("a1", 5), *(defends(f"d{i}", 3) for i in range(1, 5)))

# --- The digest's worked examples R1–R8 --------------------------------------

case("439.1.d.3-five-damage-among-four-3-might-units-is-3-then-2",
     "R1: 5 damage against four 3-Might defenders is 3 on one and 2 on the next", "439.1.d.3",
     f"{CR} 439.1.d.3 and its example: lethal damage in full on one unit before any on another. The defenders' "
     "12 kill the attacker (322.2); one defender dies, the 2 on the next are healed (440.1.a.1); defenders "
     "remain, so bob keeps the battlefield.",
     scenario(FOUR),
     result(FOUR_SHOWDOWN,
            [damage_step([("alice", {"d1": 3, "d2": 2}), ("bob", {"a1": 12})],
                         [*sums(5, 12), *deal("alice", ["a1"], "d1", 3), *deal("alice", ["a1"], "d2", 2),
                          *deal("bob", ["d1", "d2", "d3", "d4"], "a1", 12)]),
             cleanup(*dies("a1"), *dies("d1"), healed("d2"))],
            {"a1": TRASH, "d1": TRASH, "d2": at(3), "d3": at(3), "d4": at(3)}, holder="bob"))

case("439.1.d.5-tank-first-assigned-last-last",
     "R2: 6 damage against a Tank 3, a plain 2 and an 'assigned last' 2 is 3, 2, 1", "439.1.d.5",
     f"{CR} 439.1.d.5 and its example (Tank first, the unit without abilities, then the one assigned last); "
     "731.1.b. The Tank and the plain unit die; the last one keeps its 1, then is healed.",
     scenario([unit("a1", "alice", 6), unit("tank", "bob", 3, "tank"), unit("plain", "bob", 2),
               unit("last", "bob", 2, "assigned_last")]),
     result(showdown(attacks("a1", 6), defends("tank", 3), defends("plain", 2), defends("last", 2)),
            [damage_step([("alice", {"tank": 3, "plain": 2, "last": 1}), ("bob", {"a1": 7})],
                         [*sums(6, 7), *deal("alice", ["a1"], "tank", 3), *deal("alice", ["a1"], "plain", 2),
                          *deal("alice", ["a1"], "last", 1), *deal("bob", ["tank", "plain", "last"], "a1", 7)]),
             cleanup(*dies("a1"), *dies("tank"), *dies("plain"), healed("last"))],
            {"a1": TRASH, "tank": TRASH, "plain": TRASH, "last": at(2)}, holder="bob"))

TWO_TANKS = [unit("a1", "alice", 3), unit("t1", "bob", 2, "tank"), unit("t2", "bob", 2, "tank"), unit("v", "bob", 2)]
TWO_TANKS_SHOWDOWN = showdown(attacks("a1", 3), defends("t1", 2), defends("t2", 2), defends("v", 2))

case("439.1.d.6-either-tank-may-come-first",
     "R3: with two Tank units, damage may go to the second-listed Tank first", "439.1.d.6",
     f"{CR} 439.1.d.6 and its example: units of the same priority are assigned in any order. 2 on t2 (lethal), "
     "the last 1 on t1; v gets none.",
     scenario(TWO_TANKS, assignments=[pool("alice", {"t2": 2, "t1": 1})]),
     result(TWO_TANKS_SHOWDOWN,
            [damage_step([("alice", {"t2": 2, "t1": 1}), ("bob", {"a1": 6})],
                         [*sums(3, 6), *deal("alice", ["a1"], "t2", 2), *deal("alice", ["a1"], "t1", 1),
                          *deal("bob", ["t1", "t2", "v"], "a1", 6)]),
             cleanup(*dies("a1"), *dies("t2"), healed("t1"))],
            {"a1": TRASH, "t1": at(2), "t2": TRASH, "v": at(2)}, holder="bob"))

case("439.1.d.5-a-unit-without-tank-before-a-tank-is-refused",
     "R3: damage on the plain unit while a Tank has less than lethal is refused", "439.1.d.5",
     f"{CR} 439.1.d.5, 731.1.b and 731.1.c.2: units without Tank are invalid assignments until every Tank unit "
     "has lethal damage; here t2 gets none while v gets 1.",
     scenario(TWO_TANKS, assignments=[pool("alice", {"t1": 2, "v": 1})]),
     refused("illegal-assignment", "439.1.d.5", "$.assignments[0].division"))

CAIT = [unit("a1", "alice", 5), unit("cait", "bob", 2, "assigned_last", "tank"), unit("v1", "bob", 2),
        unit("v2", "bob", 2)]
CAIT_SHOWDOWN = showdown(attacks("a1", 5), defends("cait", 2), defends("v1", 2), defends("v2", 2))

case("439.1.d.7-tank-and-last-may-be-assigned-first",
     "R4: a unit that is both Tank and 'assigned last' may be assigned first", "439.1.d.7",
     f"{CR} 439.1.d.7 and its example: the assigner obeys one of the two requirements; here Tank, so it comes "
     "first: 2 to it, 2 to v1, the last 1 to v2.",
     scenario(CAIT, assignments=[pool("alice", {"cait": 2, "v1": 2, "v2": 1})]),
     result(CAIT_SHOWDOWN,
            [damage_step([("alice", {"cait": 2, "v1": 2, "v2": 1}), ("bob", {"a1": 6})],
                         [*sums(5, 6), *deal("alice", ["a1"], "cait", 2), *deal("alice", ["a1"], "v1", 2),
                          *deal("alice", ["a1"], "v2", 1), *deal("bob", ["cait", "v1", "v2"], "a1", 6)]),
             cleanup(*dies("a1"), *dies("cait"), *dies("v1"), healed("v2"))],
            {"a1": TRASH, "cait": TRASH, "v1": TRASH, "v2": at(2)}, holder="bob"))

case("439.1.d.7-tank-and-last-may-be-assigned-last",
     "R4: the same unit may instead be assigned last, obeying its printed requirement", "439.1.d.7",
     f"{CR} 439.1.d.7: lethal to v1 and v2 first, the last 1 on the unit assigned last.",
     scenario(CAIT, assignments=[pool("alice", {"v1": 2, "v2": 2, "cait": 1})]),
     result(CAIT_SHOWDOWN,
            [damage_step([("alice", {"v1": 2, "v2": 2, "cait": 1}), ("bob", {"a1": 6})],
                         [*sums(5, 6), *deal("alice", ["a1"], "v1", 2), *deal("alice", ["a1"], "v2", 2),
                          *deal("alice", ["a1"], "cait", 1), *deal("bob", ["cait", "v1", "v2"], "a1", 6)]),
             cleanup(*dies("a1"), *dies("v1"), *dies("v2"), healed("cait"))],
            {"a1": TRASH, "cait": at(2), "v1": TRASH, "v2": TRASH}, holder="bob"))

case("439.1.d.7-tank-and-last-not-in-the-middle",
     "R4: 3 damage as lethal on v1, then 1 on that unit, none on v2, puts it in the middle and is refused",
     "439.1.d.7",
     f"{CR} 439.1.d.7: it can't be assigned damage between the other two units (the priority rule it breaks "
     "is 439.1.d.5).",
     scenario([unit("a1", "alice", 3)] + CAIT[1:], assignments=[pool("alice", {"v1": 2, "cait": 1})]),
     refused("illegal-assignment", "439.1.d.5", "$.assignments[0].division"))

case("140.2.a-damage-from-the-showdown-counts-toward-death",
     "R5: a 6-Might attacker with 3 damage from a spell dies to a 4-Might defender; both die, nobody holds",
     "140.2.a",
     f"{CR} 140.2.a (killed at damage ≥ Might), 439.1.d.3–4, 322.2, 322.4; riftrules.net 'Might and damage' "
     "(its example, sides as the outcome states). Reading (⚠, docs/rulesets.md): marked damage lowers lethal, so "
     "bob's lethal on the attacker is 3 and the surplus 1 lands on it too.",
     scenario([unit("big", "alice", 6, damage=3), unit("guard", "bob", 4)]),
     result(showdown(attacks("big", 6), defends("guard", 4)),
            [damage_step([("alice", {"guard": 6}), ("bob", {"big": 4})],
                         [*sums(6, 4), *deal("alice", ["big"], "guard", 6), *deal("bob", ["guard"], "big", 4, 7)]),
             cleanup(*dies("big"), *dies("guard"), uncontrolled())],
            {"big": TRASH, "guard": TRASH}, holder=None))

case("440.2.a-assault-shield-tank-then-conquer",
     "R6: Assault and Shield add Might, Tank is hit first; only an attacker survives and conquers", "440.2.a",
     f"{CR} 723.1.c (Assault +2 → 5), 730.1.c (Shield +1 → 4), 439.1.d.3–5 and 731 (2 on the Tank, 4 on d1, the "
     "surplus 1 on d1 as the last unit), 322.2, 440.1.a.1, 440.2–440.2.a, 442.1, 444.1.",
     scenario([unit("a1", "alice", 3, "assault:2"), unit("a2", "alice", 2), unit("d1", "bob", 3, "shield:1"),
               unit("d2", "bob", 2, "tank")]),
     result(showdown(attacks("a1", 5), assault("a1", 2, 5), attacks("a2", 2), defends("d1", 4), shield("d1", 1, 4),
                     defends("d2", 2)),
            [damage_step([("alice", {"d2": 2, "d1": 5}), ("bob", {"a1": 5, "a2": 1})],
                         [*sums(7, 6), *deal("alice", ["a1", "a2"], "d2", 2), *deal("alice", ["a1", "a2"], "d1", 5),
                          *deal("bob", ["d1", "d2"], "a1", 5), *deal("bob", ["d1", "d2"], "a2", 1)]),
             cleanup(*dies("a1"), *dies("d1"), *dies("d2"), healed("a2"), *conquers("alice", 1))],
            {"a1": TRASH, "a2": at(2), "d1": TRASH, "d2": TRASH}, holder="alice", conquered=True, alice=1))

case("410.1.c-stunned-defender-adds-nothing-but-needs-full-might",
     "R7: a stunned 4-Might defender deals nothing and survives 3 damage; the attacker is recalled", "410.1.c",
     f"{CR} 410.1.b (a stunned unit doesn't contribute its Might), 410.1.c (still needs its full Might in "
     "damage), 440.1.a.2 (attackers recalled while a defender remains); bob keeps the battlefield.",
     scenario([unit("a1", "alice", 3), unit("d1", "bob", 4, "stunned")]),
     result(showdown(attacks("a1", 3), defends("d1", 4), stunned("d1", 4)),
            [damage_step([("alice", {"d1": 3})], [*sums(3, 0), *deal("alice", ["a1"], "d1", 3)]),
             cleanup(healed("d1"), recalled("a1"))],
            {"a1": home(3), "d1": at(4)}, holder="bob"))

case("439.1.d.9-a-unit-that-cant-be-dealt-damage-is-skipped",
     "R8: all 4 damage go to the 2-Might unit past a unit that can't be dealt damage; that unit holds", "439.1.d.9",
     f"{CR} 439.1.d.9 and its example (no damage is lethal to such a unit; it is exempt from mandatory "
     "assignment), 439.1.d.4 (the surplus on the last eligible unit). The defenders' 5 kill the attacker; the "
     "exempt unit remains, so bob keeps the battlefield.",
     scenario([unit("a1", "alice", 4), unit("kayn", "bob", 3, "cant_be_damaged"), unit("d2", "bob", 2)]),
     result(showdown(attacks("a1", 4), defends("kayn", 3), defends("d2", 2)),
            [damage_step([("alice", {"d2": 4}), ("bob", {"a1": 5})],
                         [*sums(4, 5), *deal("alice", ["a1"], "d2", 4), *deal("bob", ["kayn", "d2"], "a1", 5)]),
             cleanup(*dies("a1"), *dies("d2"))],
            {"a1": TRASH, "kayn": at(3), "d2": TRASH}, holder="bob"))

# --- Explicit divisions that break 439.1.d --------------------------------------

case("439.1.d.3-spreading-2-1-1-1-is-refused",
     "R1: 2/1/1/1 among four 3-Might units is refused", "439.1.d.3",
     f"{CR} 439.1.d.3 and its example: a player may not assign 2 to one unit and 1 to each of the others.",
     scenario(FOUR, assignments=[pool("alice", {"d1": 2, "d2": 1, "d3": 1, "d4": 1})]),
     refused("illegal-assignment", "439.1.d.3", "$.assignments[0].division"))

case("439.1.d.4-more-than-lethal-while-another-unit-remains-is-refused",
     "5 on one 3-Might unit while another could still take damage is refused", "439.1.d.4",
     f"{CR} 439.1.d.4: no unit gets more than lethal unless no further unit remains.",
     scenario([unit("a1", "alice", 5), unit("d1", "bob", 3), unit("d2", "bob", 3)],
              assignments=[pool("alice", {"d1": 5})]),
     refused("illegal-assignment", "439.1.d.4", "$.assignments[0].division"))

case("439.1.d.4-the-surplus-may-go-anywhere-once-every-unit-has-lethal",
     "7 against two 2-Might units: 5 and 2 is legal, every unit having lethal", "439.1.d.4",
     f"{CR} 439.1.d.4: more than lethal is allowed once no further unit remains to be assigned damage (here both "
     "have lethal; the extra 3 may sit on the first).",
     scenario([unit("a1", "alice", 7), unit("d1", "bob", 2), unit("d2", "bob", 2)],
              assignments=[pool("alice", {"d1": 5, "d2": 2})]),
     result(showdown(attacks("a1", 7), defends("d1", 2), defends("d2", 2)),
            [damage_step([("alice", {"d1": 5, "d2": 2}), ("bob", {"a1": 4})],
                         [*sums(7, 4), *deal("alice", ["a1"], "d1", 5), *deal("alice", ["a1"], "d2", 2),
                          *deal("bob", ["d1", "d2"], "a1", 4)]),
             cleanup(*dies("d1"), *dies("d2"), healed("a1"), *conquers("alice", 1))],
            {"a1": at(7), "d1": TRASH, "d2": TRASH}, holder="alice", conquered=True, alice=1))

case("439.1.d-the-whole-summed-might-is-assigned",
     "A division of 4 when the attackers' Might sums to 5 is refused", "439.1.d",
     f"{CR} 439.1.d: each player assigns damage equal to its summed Might.",
     scenario([unit("a1", "alice", 5), unit("d1", "bob", 3), unit("d2", "bob", 3)],
              assignments=[pool("alice", {"d1": 3, "d2": 1})]),
     refused("illegal-assignment", "439.1.d", "$.assignments[0].division"))

case("439.1.d-damage-goes-only-to-the-other-players-units",
     "Assigning damage to one's own unit is refused", "439.1.d",
     f"{CR} 439.1.d: each player assigns among the *other's* units.",
     scenario([unit("a1", "alice", 3), unit("a2", "alice", 2), unit("d1", "bob", 3)],
              assignments=[pool("alice", {"d1": 3, "a2": 2})]),
     refused("illegal-assignment", "439.1.d", "$.assignments[0].division['a2']"))

case("439.1.d.9-damage-to-a-unit-that-cant-be-dealt-damage-is-refused",
     "Assigning damage to a unit that can't be dealt damage is refused", "439.1.d.9",
     f"{CR} 439.1.d.9: no amount of damage is lethal for it; it is left out of the assignment.",
     scenario([unit("a1", "alice", 4), unit("kayn", "bob", 3, "cant_be_damaged"), unit("d2", "bob", 2)],
              assignments=[pool("alice", {"kayn": 2, "d2": 2})]),
     refused("illegal-assignment", "439.1.d.9", "$.assignments[0].division['kayn']"))

case("439.1.d-each-player-assigns-one-pool",
     "An assignment whose source is a unit is refused: the source is the assigning player", "439.1.d",
     f"{CR} 439.1.b–d: each side sums the Might of its units and assigns that sum as one pool.",
     scenario([unit("a1", "alice", 3), unit("d1", "bob", 3)], assignments=[pool("a1", {"d1": 3})]),
     refused("invalid-scenario", "439.1.d", "$.assignments[0].source"))

# --- When there is no combat damage step -----------------------------------------

case("439.1.a-no-defender-no-damage-the-attacker-conquers",
     "Units moving to a battlefield nobody defends: no combat damage, the attacker conquers and scores",
     "439.1.a",
     f"{CR} 439.1.a (the combat damage step happens only if attackers and defenders remain), 440.2–440.2.a, "
     "442.1, 444.1: the battlefield was bob's and only alice's unit is there.",
     scenario([unit("a1", "alice", 2)]),
     result(showdown(attacks("a1", 2), ev("no-combat-damage", "439.1.a", reason="no defending units")),
            [cleanup(*conquers("alice", 1))],
            {"a1": at(2)}, holder="alice", conquered=True, alice=1))

# --- The combat cleanup and scoring ------------------------------------------------

case("440.1.a.2-attackers-recalled-while-a-defender-remains",
     "Both sides survive: damage is healed, the attacker goes back to its base, bob keeps the battlefield",
     "440.1.a.2",
     f"{CR} 410.1.b (the stunned attacker adds nothing), 440.1.a.1 (clear all damage), 440.1.a.2 (recall "
     "attackers if defenders remain), 440.2 (bob already controls it: no Conquer).",
     scenario([unit("a1", "alice", 3, "stunned"), unit("d1", "bob", 2)]),
     result(showdown(attacks("a1", 3), stunned("a1", 3), defends("d1", 2)),
            [damage_step([("bob", {"a1": 2})], [*sums(0, 2), *deal("bob", ["d1"], "a1", 2)]),
             cleanup(healed("a1"), recalled("a1"))],
            {"a1": home(3), "d1": at(2)}, holder="bob"))

case("440.2-only-defenders-survive-the-defender-keeps-control",
     "Only the defender's unit survives: bob keeps the battlefield he controlled and scores nothing", "440.2",
     f"{CR} 322.2, 440.1.a.1, 440.2: the remaining units' controller already controls the battlefield, so no "
     "control is established and there is no Conquer.",
     scenario([unit("a1", "alice", 4), unit("d1", "bob", 5)]),
     result(showdown(attacks("a1", 4), defends("d1", 5)),
            [damage_step([("alice", {"d1": 4}), ("bob", {"a1": 5})],
                         [*sums(4, 5), *deal("alice", ["a1"], "d1", 4), *deal("bob", ["d1"], "a1", 5)]),
             cleanup(*dies("a1"), healed("d1"))],
            {"a1": TRASH, "d1": at(5)}, holder="bob"))

case("440.2.b-a-defender-left-alone-on-an-uncontrolled-battlefield-conquers",
     "On a battlefield nobody controlled, the defender whose unit survives establishes control and scores",
     "440.2.b",
     f"{CR} 440.2: the player whose units remain establishes control if they didn't already control it; "
     "440.2.b: that need not be the player who contested it; 440.2.a, 442.1, 444.1: a Conquer scores.",
     scenario([unit("a1", "alice", 2), unit("d1", "bob", 3)], holder=None),
     result(showdown(attacks("a1", 2), defends("d1", 3)),
            [damage_step([("alice", {"d1": 2}), ("bob", {"a1": 3})],
                         [*sums(2, 3), *deal("alice", ["a1"], "d1", 2), *deal("bob", ["d1"], "a1", 3)]),
             cleanup(*dies("a1"), healed("d1"), *conquers("bob", 1))],
            {"a1": TRASH, "d1": at(3)}, holder="bob", conquered=True, bob=1))

case("444.1.b.2-the-final-point-from-a-conquer-needs-every-battlefield",
     "At 7 points, a Conquer of one of the two battlefields draws a card instead of the final point", "444.1.b.2",
     f"{CR} 444.1.b.2: one point from the Victory Score (8, 458.3), a Conquer scores the final point only if the "
     "player scored every battlefield this turn (a 1v1 game has two, 458.4); otherwise they draw a card. The "
     "scenario shows one battlefield, so the other was not scored.",
     scenario([unit("a1", "alice", 3), unit("d1", "bob", 1)], alice=7),
     result(showdown(attacks("a1", 3), defends("d1", 1)),
            [damage_step([("alice", {"d1": 3}), ("bob", {"a1": 1})],
                         [*sums(3, 1), *deal("alice", ["a1"], "d1", 3), *deal("bob", ["d1"], "a1", 1)]),
             cleanup(*dies("d1"), healed("a1"), ev("establishes-control", "440.2", player="alice", battlefield="bf"),
                     ev("conquers", "442.1", player="alice", battlefield="bf"),
                     ev("draws", "444.1.b.2", player="alice", cards=1))],
            {"a1": at(3), "d1": TRASH}, holder="alice", conquered=True, alice=7))

case("724.1.c-deathknell-triggers-when-the-unit-dies",
     "A unit with Deathknell killed in combat goes to the trash and its Deathknell triggers", "724.1.c",
     f"{CR} 724.1.c–d: 'When I die' — the trigger is the unit being killed and put in the trash (322.2).",
     scenario([unit("a1", "alice", 4), unit("d1", "bob", 2, "deathknell")]),
     result(showdown(attacks("a1", 4), defends("d1", 2)),
            [damage_step([("alice", {"d1": 4}), ("bob", {"a1": 2})],
                         [*sums(4, 2), *deal("alice", ["a1"], "d1", 4), *deal("bob", ["d1"], "a1", 2)]),
             cleanup(*dies("d1", deathknell=1), healed("a1"), *conquers("alice", 1))],
            {"a1": at(4), "d1": TRASH}, holder="alice", conquered=True, alice=1))

case("716-deflect-ganking-accelerate-temporary-change-nothing-in-combat",
     "Units with Deflect, Ganking, Accelerate and Temporary fight as if they had none of them", "716",
     f"{CR} 721.3 (Accelerate has no function on the board), 725.1.c (Deflect: a cost on opponents' spells and "
     "abilities; values add, 725.2, and Deflect without X is 1, 725.1.b.3), 726.1.b (Ganking: a permission to "
     "move), 732.1.b (Temporary: killed at the Beginning Phase). None changes Might or assignment: 3 against "
     "2 + 1, lethal to each (439.1.d.3), everything dies (322.2) and the battlefield is left uncontrolled (322.4).",
     scenario([unit("a1", "alice", 3, "ganking", "accelerate"), unit("d1", "bob", 2, "deflect:2", "deflect"),
               unit("d2", "bob", 1, "temporary")]),
     result(showdown(attacks("a1", 3), defends("d1", 2), defends("d2", 1)),
            [damage_step([("alice", {"d1": 2, "d2": 1}), ("bob", {"a1": 3})],
                         [*sums(3, 3), *deal("alice", ["a1"], "d1", 2), *deal("alice", ["a1"], "d2", 1),
                          *deal("bob", ["d1", "d2"], "a1", 3)]),
             cleanup(*dies("a1"), *dies("d1"), *dies("d2"), uncontrolled())],
            {"a1": TRASH, "d1": TRASH, "d2": TRASH}, holder=None))

# --- Might -----------------------------------------------------------------------

case("723.2-assault-values-add-up",
     "Two instances of Assault 1 give +2 Might while attacking; after combat the unit is back to its Might",
     "723.2",
     f"{CR} 723.1.c, 723.2 (Assault values are summed: Might 3 while attacking, lethal 3); 440.1.a.3: "
     "designations removed, so its final Might is 1.",
     scenario([unit("a1", "alice", 1, "assault:1", "assault:1"), unit("d1", "bob", 2)]),
     result(showdown(attacks("a1", 3), assault("a1", 2, 3), defends("d1", 2)),
            [damage_step([("alice", {"d1": 3}), ("bob", {"a1": 2})],
                         [*sums(3, 2), *deal("alice", ["a1"], "d1", 3), *deal("bob", ["d1"], "a1", 2)]),
             cleanup(*dies("d1"), healed("a1"), *conquers("alice", 1))],
            {"a1": at(1), "d1": TRASH}, holder="alice", conquered=True, alice=1))

case("140.2.b-negative-might-counts-as-0",
     "A unit with Might -1 adds 0 and any damage kills it", "140.2.b",
     f"{CR} 140.2.b: Might below 0 is treated as 0; 439.1.d.2: lethal is nonzero damage ≥ Might, so 1 is "
     "lethal; the surplus goes on it as the last unit (439.1.d.4).",
     scenario([unit("a1", "alice", 2), unit("d1", "bob", -1)]),
     result(showdown(attacks("a1", 2), defends("d1", 0)),
            [damage_step([("alice", {"d1": 2})], [*sums(2, 0), *deal("alice", ["a1"], "d1", 2)]),
             cleanup(*dies("d1"), *conquers("alice", 1))],
            {"a1": at(2), "d1": TRASH}, holder="alice", conquered=True, alice=1))

# --- Refusals ----------------------------------------------------------------------

case("438.1.a.3-attackers-are-not-declared",
     "Declared attackers are refused: every unit of the active player at the battlefield attacks", "438.1.a.3",
     f"{CR} 438.1.a.3–4: the units gain the Attacker or Defender designation by who controls them.",
     scenario([unit("a1", "alice", 2), unit("d1", "bob", 2)], attackers=[{"id": "a1", "target": "bob"}]),
     refused("not-in-ruleset", "438.1.a.3", "$.attackers"))

case("322.2-a-unit-with-lethal-damage-is-already-dead",
     "A unit with damage equal to its Might is refused: a cleanup would already have killed it", "322.2",
     f"{CR} 140.2.a and 322.2: a unit with nonzero damage ≥ its Might is killed at the next cleanup.",
     scenario([unit("a1", "alice", 2), unit("d1", "bob", 3, damage=3)]),
     refused("invalid-scenario", "322.2", "$.permanents[1].damage"))

case("716-flying-is-no-riftbound-keyword",
     "Flying is refused in a Riftbound scenario", "716",
     f"{CR} 716–733: Riftbound's keywords; flying is Magic's.",
     scenario([unit("a1", "alice", 2, "flying"), unit("d1", "bob", 2)]),
     refused("not-in-ruleset", None, "$.permanents[0].keywords[0]"))

case("137-creatures-are-not-riftbound-units",
     "A creature with power and toughness is refused: Riftbound has units with Might", "137",
     f"{CR} 137–140: units, with Might as their one combat statistic.",
     scenario([{"id": "bear", "controller": "alice", "types": ["creature"], "power": 2, "toughness": 2},
               unit("d1", "bob", 2)]),
     refused("not-in-ruleset", None, "$.permanents[0].types[0]"))


def main(argv: list[str] | None = None) -> int:
    return write(argv, cases=CASES, out=OUT, doc=__doc__)


if __name__ == "__main__":
    sys.exit(main())
