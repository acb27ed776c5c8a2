"""The builders every golden generator shares: scenarios, events, results, the case list and the writer.

They only spell a case's hand-derived facts in the scenario and result formats' shapes (field names, field
order, the rule an event cites); they never ask the engine. The engine is consulted only by ``--compare``
(``main``), which prints where it disagrees.

A ruleset's generator (``tests/golden/<ruleset>.py``) imports what it needs from here, keeps only the
builders that are its own (Riftbound's units, Puzzle Quest's slots, multiplayer's seats) and calls ``main``
with its cases and its folder of ``tests/scenarios``. The JSON shapes (and so the files' bytes) depend on the
order in which these builders add fields: change one and regenerate every folder to see what it changes.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

J = dict[str, Any]

TESTS = Path(__file__).absolute().parent.parent
SCENARIOS = TESTS / "scenarios"

# ---------------------------------------------------------------------------
# Permanents.


def _named(ident: str, name: str | None) -> J:
    out: J = {"id": ident}
    if name:
        out["name"] = name
    return out


def cre(ident: str, controller: str, power: int, toughness: int, name: str | None = None, **fields: Any) -> J:
    """A creature; keywords, if any, as ``keywords=[...]``."""
    out = _named(ident, name)
    out.update({"controller": controller, "power": power, "toughness": toughness})
    out.update(fields)
    return out


def cre_kw(ident: str, controller: str, power: int, toughness: int, *keywords: str, **fields: Any) -> J:
    """A creature with no name, its keywords given positionally (multiplayer, Puzzle Quest)."""
    out: J = {"id": ident, "controller": controller, "power": power, "toughness": toughness}
    if keywords:
        out["keywords"] = list(keywords)
    out.update(fields)
    return out


def walker(ident: str, controller: str, loyalty: int, name: str | None = None) -> J:
    out = _named(ident, name)
    out.update({"controller": controller, "types": ["planeswalker"], "loyalty": loyalty})
    return out


def battle(ident: str, controller: str, defense: int, protector: str, name: str | None = None) -> J:
    out = _named(ident, name)
    out.update({"controller": controller, "types": ["battle"], "defense": defense, "protector": protector})
    return out


def artifact(ident: str, controller: str, name: str | None = None, **fields: Any) -> J:
    out = _named(ident, name)
    out.update({"controller": controller, "types": ["artifact"]})
    out.update(fields)
    return out


def land(ident: str, controller: str, subtype: str, name: str | None = None, **fields: Any) -> J:
    return {"id": ident, "name": name or subtype, "controller": controller, "types": ["land"],
            "subtypes": [subtype], **fields}


# ---------------------------------------------------------------------------
# Scenarios (two players, alice attacking bob).


def attacker(entry: Any) -> J:
    """An attacker: a dict as it is, ``(id, target)``, or ``(id, target, {more fields})``."""
    if isinstance(entry, dict):
        return entry
    ident, target, *extra = entry
    return {"id": ident, "target": target, **(extra[0] if extra else {})}


def scenario(permanents: list[J], attackers: Iterable[Any], blockers: Iterable[tuple[str, list[str]]] = (),
             assignments: Iterable[J] = (), actions: Iterable[J] = (), alice: int = 20, bob: int = 20,
             bob_poison: int = 0, *, ruleset: str = "mtg", **extra: Any) -> J:
    bob_entry: J = {"id": "bob", "life": bob}
    if bob_poison:
        bob_entry["poison"] = bob_poison
    out: J = {"format": 1, "ruleset": ruleset,
              "players": [{"id": "alice", "life": alice}, bob_entry],
              "active_player": "alice", "permanents": permanents,
              "attackers": [attacker(a) for a in attackers]}
    blockers, assignments, actions = list(blockers), list(assignments), list(actions)
    if blockers:
        out["blockers"] = [{"id": b, "blocks": list(atk)} for b, atk in blockers]
    if assignments:
        out["assignments"] = assignments
    if actions:
        out["actions"] = actions
    out.update(extra)
    return out


def division(source: str, div: J, step: str | None = None) -> J:
    out: J = {"source": source}
    if step:
        out["step"] = step
    out["division"] = div
    return out


def act(at: str, do: str, **fields: Any) -> J:
    return {"at": at, "do": do, **fields}


AB, AFS, OS = "after-blocks", "after-first-strike", "on-stack"

# ---------------------------------------------------------------------------
# Events.


def ev(type_: str, rule: str | None = None, /, **fields: Any) -> J:
    """An event: its type, its fields (``None`` ones left out), then the rule it cites."""
    out: J = {"type": type_}
    out.update({k: v for k, v in fields.items() if v is not None})
    if rule is not None:
        out["rule"] = rule
    return out


def refused(code: str, rule: str | None, path: str) -> J:
    return {"ok": False, "error": {"code": code, "rule": rule, "path": path}}


#: What a defeated Siege's trigger says of what happens after combat (310.11b).
SIEGE_NOTE = ("its last defense counter was removed: it is exiled, then its controller may cast it transformed "
              "without paying its mana cost")


def siege_defeated(ident: str) -> list[J]:
    """A Siege whose last defense counter was removed: 704.5v leaves it while its own trigger waits; the trigger
    (310.11b) exiles it once the state-based actions are done."""
    return [ev("trigger", "310.11b", source=ident, ability="siege", note=SIEGE_NOTE),
            ev("leaves", "310.11b", id=ident, to="exile", reason="defeated")]


def declared(attack_events: list[J], block_events: list[J]) -> list[J]:
    return [{"name": "declare-attackers", "events": attack_events},
            {"name": "declare-blockers", "events": block_events}]


def step(name: str, assignments: Iterable[tuple[str, J]], events: list[J]) -> J:
    return {"name": name, "assignments": [{"source": s, "division": d} for s, d in assignments],
            "events": events}


class Era:
    """Event and result builders bound to one Magic ruleset and the rule numbers of its document.

    ``rules`` maps a kind of event to the rule it cites: ``attacks``, ``blocks``, ``blocked`` (also for
    unblocked), ``damage``, ``marked``, ``life``; in mtg-classic ``on-stack`` (the damage goes on the stack,
    310.1; it resolves citing ``damage``). A generator subclasses it for the events of its own.
    """

    #: mtg-classic: a step with no assignment still puts (nothing) on the stack and resolves it.
    stack_when_empty = True

    def __init__(self, ruleset: str, rules: dict[str, dict[str, str]]) -> None:
        self.ruleset = ruleset
        self.rs = ruleset
        self.r = rules[ruleset]

    ev = staticmethod(ev)

    # Declarations.
    def attacks(self, ident: str, target: str = "bob", tapped: bool = True) -> J:
        return ev("attacks", self.r["attacks"] if tapped else None, id=ident, target=target, tapped=tapped)

    def blocks(self, ident: str, *attackers: str) -> J:
        return ev("blocks", self.r["blocks"], id=ident, attackers=list(attackers))

    def blocked(self, ident: str) -> J:
        return ev("blocked", self.r["blocked"], id=ident)

    def unblocked(self, ident: str) -> J:
        return ev("unblocked", self.r["blocked"], id=ident)

    # Damage and its results.
    def damage(self, source: str, target: str, amount: int) -> J:
        return ev("damage", self.r["damage"], source=source, target=target, amount=amount, combat=True)

    def hit(self, source: str, creature: str, amount: int, total: int) -> list[J]:
        """Damage marked on a creature; ``total`` is its marked damage afterwards."""
        return [self.damage(source, creature, amount),
                ev("marked", self.r["marked"], id=creature, amount=amount, damage=total)]

    def life(self, player: str, amount: int, now: int, source: str, rule: str | None = None,
             team: str | None = None) -> J:
        return ev("life", rule or self.r["life"], player=player, amount=amount, life=now, source=source, team=team)

    def hit_player(self, source: str, player: str, amount: int, now: int, team: str | None = None) -> list[J]:
        return [self.damage(source, player, amount), self.life(player, -amount, now, source, team=team)]

    # Steps and results.
    declared = staticmethod(declared)

    def step(self, name: str, assignments: Iterable[tuple[Any, ...]], events: list[J], *,
             on_stack: Iterable[J] = (), before: Iterable[J] = ()) -> J:
        """A damage step: ``assignments`` as (source, division) or (source, division, {more fields}).
        ``before``: events of the assignment itself, ahead of everything. In mtg-classic the assignments go
        on the stack first (310.1), then the ``on_stack`` events (players act), then the stack resolves."""
        entries = []
        for a in assignments:
            entry: J = {"source": a[0], "division": a[1]}
            if len(a) > 2:
                entry.update(a[2])
            entries.append(entry)
        if self.ruleset == "mtg-classic" and (entries or self.stack_when_empty):
            events = ([ev("damage-on-stack", self.r["on-stack"],
                          assignments=[{"source": e["source"], "division": e["division"]} for e in entries])]
                      + list(on_stack) + [ev("stack-resolves", self.r["damage"])] + events)
        return {"name": name, "assignments": entries, "events": list(before) + events}

    def regular(self, assignments: Iterable[tuple[Any, ...]], events: list[J], **kw: Any) -> J:
        return self.step("regular", assignments, events, **kw)

    def first(self, assignments: Iterable[tuple[Any, ...]], events: list[J], **kw: Any) -> J:
        return self.step("first-strike", assignments, events, **kw)

    def result(self, before: list[J], steps: list[J], permanents: J, *, alice: tuple[int, int, bool] = (20, 0, False),
               bob: tuple[int, int, bool] = (20, 0, False), winner: str | None = None) -> J:
        """Two players' final life, poison and loss (alice and bob), the permanents, the winner if any."""
        final: J = {"players": {"alice": {"life": alice[0], "poison": alice[1], "lost": alice[2]},
                                "bob": {"life": bob[0], "poison": bob[1], "lost": bob[2]}},
                    "permanents": permanents}
        if winner is not None:
            final["winner"] = winner
        return {"ok": True, "ruleset": self.ruleset, "before_damage": before, "steps": steps, "final": final}


# ---------------------------------------------------------------------------
# What a permanent is at the end.


def on(power: int, toughness: int, damage: int = 0, counters: J | None = None, tapped: bool = False) -> J:
    """A creature on the battlefield at the end of combat."""
    return {"zone": "battlefield", "damage": damage, "power": power, "toughness": toughness,
            "counters": counters or {}, "tapped": tapped}


def attacked(power: int, toughness: int, damage: int = 0, counters: J | None = None) -> J:
    """An attacker (tapped by attacking, 508.1f) on the battlefield at the end of combat."""
    return on(power, toughness, damage, counters, tapped=True)


def pw_on(loyalty_: int) -> J:
    return {"zone": "battlefield", "counters": {}, "loyalty": loyalty_, "tapped": False}


def battle_on(defense_: int) -> J:
    return {"zone": "battlefield", "counters": {}, "defense": defense_, "tapped": False}


def plain_on(tapped: bool = False) -> J:
    """A noncreature permanent with nothing on it (a land, an artifact)."""
    return {"zone": "battlefield", "counters": {}, "tapped": tapped}


def zone(name: str) -> J:
    return {"zone": name}


GY = {"zone": "graveyard"}
EXILED = {"zone": "exile"}
HAND = {"zone": "hand"}
LEFT = {"zone": "left-the-game"}

# ---------------------------------------------------------------------------
# The cases, their files, and the command line.


class Cases(list[J]):
    """A generator's cases, in order; ``add`` is its ``case()``."""

    def add(self, file: str, title: str, rule: str, source: str, scenario_: J, expect: J) -> None:
        assert file.startswith(rule), file
        self.append({"file": file, "title": title, "rule": rule, "source": source,
                     "scenario": scenario_, "expect": expect})


def with_controllers(case: J) -> J:
    """The case with ``controller`` in every expected permanent on the battlefield at the end (the result
    format's shape): its controller in the scenario, unless an expected event changes it (a ``control``
    event, 800.4a; undying or persist returning it under its owner's control, ``returns`` with a
    ``controller``). A mechanical step over the hand-written expectation, never the engine's answer."""
    expect = case.get("expect") or {}
    final = expect.get("final")
    if not isinstance(final, dict) or not isinstance(final.get("permanents"), dict):
        return case
    controllers = {p["id"]: p.get("controller") for p in case["scenario"].get("permanents", []) if "id" in p}
    for step_ in [*expect.get("before_damage", []), *expect.get("steps", [])]:
        for event in step_.get("events", []):
            if event.get("type") in ("control", "returns") and event.get("controller") is not None:
                controllers[event["id"]] = event["controller"]
    for ident, state in final["permanents"].items():
        if state.get("zone") in ("battlefield", "base") and "controller" not in state:  # base: Riftbound's
            zone_, rest = state["zone"], {k: v for k, v in state.items() if k != "zone"}
            state.clear()
            state.update({"zone": zone_, "controller": controllers.get(ident), **rest})
    return case


def file_json(c: J) -> str:
    """A case's file: title, rule, source, scenario, expect (controllers added), indented by 1."""
    data = with_controllers({k: c[k] for k in ("title", "rule", "source", "scenario", "expect")})
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def compare(cases: list[J]) -> int:
    """Print every case the engine disagrees with; the number of them."""
    sys.path.insert(0, str(TESTS.parent))  # the repository: pyengine
    from golden.files import comparable, differences, run  # noqa: PLC0415

    bad = 0
    for c in cases:
        c = with_controllers(c)  # as written (so --no-write compares the same)
        actual = comparable(c["expect"], run(c["scenario"]))
        diffs = differences(c["expect"], actual)
        if diffs:
            bad += 1
            print(f"\n== {c['file']}")
            for d in diffs:
                print("   ", d)
    print(f"\n{len(cases) - bad} agree, {bad} disagree")
    return bad


def main(argv: list[str] | None, *, cases: list[J], out: Path, doc: str | None = None,
         counts: Callable[[list[J]], None] | None = None) -> int:
    """Write ``cases`` to ``out`` (``<file>.json`` each; nothing else there is touched), and compare."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compare", action="store_true", help="show where the engine disagrees")
    parser.add_argument("--no-write", action="store_true", help="don't (re)write the files")
    parser.add_argument("--only", default="", help="only cases whose file name contains this")
    if counts is not None:
        parser.add_argument("--counts", action="store_true", help="files per keyword and ruleset")
    args = parser.parse_args(argv)

    names = [c["file"] for c in cases]
    dupes = {n for n in names if names.count(n) > 1}
    assert not dupes, dupes
    chosen = [c for c in cases if args.only in c["file"]]
    if not args.no_write:
        out.mkdir(parents=True, exist_ok=True)
        for c in chosen:
            (out / f"{c['file']}.json").write_text(file_json(c), encoding="utf-8")
        print(f"wrote {len(chosen)} files to {out}")
    if counts is not None and args.counts:
        counts(chosen)
    if args.compare:
        compare(chosen)
    return 0
