"""A fixed, seeded corpus of legal ``mtg`` combat boards for benchmarking the engine.

Standard library only, so that the same boards can be resolved in CPython
(``bench/engine.py``) and in Pyodide. Dump them as JSON with::

    python3 bench/corpus.py > corpus.json          # 1,000 boards + the 20- and 40-vs-40 boards
    python3 bench/corpus.py --size 50 --seed 7     # another corpus

or import it::

    from corpus import corpus, n_vs_n
    boards = corpus()              # the 1,000 boards, the same on every machine
    big = n_vs_n(20)               # 20 attackers, each blocked by its own creature

Every board is legal: attackers are untapped creatures of the active player
without defender (summoning-sick only with haste) attacking the defending
player, one of their planeswalkers or a battle they protect; each is blocked
by 0–3 untapped creatures of the defending player that obey flying/reach,
menace, unblockable, protection and ``extra_blocks``; marked damage is below
toughness unless the creature is indestructible. Some boards carry actions
after blockers are declared (pump, prevent, grant, lose, remove, deal).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

SEED = 20251129
SIZE = 1000
ACTIVE, DEFENDING = "alice", "bob"
#: Keywords the boards are drawn from; ``name:N`` gets a number 0..2.
KEYWORDS = [
    "flying", "reach", "first_strike", "double_strike", "trample", "trample_over_planeswalkers", "deathtouch",
    "lifelink", "infect", "wither", "indestructible", "vigilance", "menace", "unblockable", "extra_blocks:N",
    "toxic:N", "haste",
]
COLORS = ["white", "blue", "black", "red", "green"]


def _name(keyword: str) -> str:
    return keyword.partition(":")[0]


def _has(perm: dict[str, Any], keyword: str) -> bool:
    return any(_name(k) == keyword for k in perm.get("keywords", []))


def _keywords(rng: random.Random, most: int = 3) -> list[str]:
    out = []
    for _ in range(rng.choice([0, 0, 1, 1, 1, 2, 2, most])):
        kw = rng.choice(KEYWORDS)
        out.append(kw[:-1] + str(rng.randint(0, 2)) if kw.endswith(":N") else kw)
    return out


def _creature(rng: random.Random, ident: str, controller: str, keywords: list[str]) -> dict[str, Any]:
    toughness = rng.randint(1, 7)
    perm: dict[str, Any] = {"id": ident, "name": f"Creature {ident}", "controller": controller,
                            "power": rng.randint(0, 7), "toughness": toughness}
    if keywords:
        perm["keywords"] = keywords
    roll = rng.random()
    if roll < 0.1:
        perm["counters"] = {"+1/+1": rng.randint(1, 2)}
    elif roll < 0.2 and toughness > 1:
        perm["counters"] = {"-1/-1": rng.randint(1, toughness - 1)}
    counters = perm.get("counters", {})
    now = toughness + counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
    if rng.random() < 0.2:
        perm["damage"] = rng.randint(0, now + 1 if _has(perm, "indestructible") else now - 1)
    if rng.random() < 0.5:
        perm["colors"] = [rng.choice(COLORS)]
    if rng.random() < 0.1:
        perm["protection"] = [rng.choice(COLORS)]
    if rng.random() < 0.1:
        perm["prevent"] = rng.randint(1, 3)
    return perm


def _may_block(blocker: dict[str, Any], attacker: dict[str, Any]) -> bool:
    if _has(attacker, "flying") and not (_has(blocker, "flying") or _has(blocker, "reach")):
        return False
    return not set(attacker.get("protection", [])) & set(blocker.get("colors", []))


def _capacity(perm: dict[str, Any]) -> int:
    return 1 + sum(int(k.partition(":")[2]) for k in perm.get("keywords", []) if _name(k) == "extra_blocks")


def _new_blocker(rng: random.Random, ident: str, attacker: dict[str, Any]) -> dict[str, Any]:
    keywords = _keywords(rng)
    if _has(attacker, "flying") and not any(_name(k) in ("flying", "reach") for k in keywords):
        keywords.append(rng.choice(["flying", "reach"]))
    blocker = _creature(rng, ident, DEFENDING, keywords)
    colors = [c for c in blocker.get("colors", []) if c not in attacker.get("protection", [])]
    if colors:
        blocker["colors"] = colors
    else:
        blocker.pop("colors", None)
    return blocker


def board(rng: random.Random, attackers: int | None = None, *, max_blockers: int = 3,
          actions: bool = True) -> dict[str, Any]:
    """One legal board: ``attackers`` attackers (default 1–20), 0–``max_blockers`` blockers each."""
    count = attackers if attackers is not None else rng.randint(1, 20)
    players = [{"id": ACTIVE, "life": rng.randint(20, 40)},
               {"id": DEFENDING, "life": rng.randint(20, 40), "poison": rng.randint(0, 5)}]
    others: list[dict[str, Any]] = []
    targets = [DEFENDING] * 4
    for i in range(rng.choice([0, 0, 1, 2])):
        others.append({"id": f"pw{i}", "controller": DEFENDING, "types": ["planeswalker"],
                       "loyalty": rng.randint(1, 6)})
        targets.append(f"pw{i}")
    for i in range(rng.choice([0, 0, 0, 1])):
        others.append({"id": f"battle{i}", "controller": ACTIVE, "types": ["battle"], "defense": rng.randint(1, 6),
                       "protector": DEFENDING})
        targets.append(f"battle{i}")

    attacking = []
    declarations = []
    for i in range(count):
        creature = _creature(rng, f"a{i}", ACTIVE, _keywords(rng))
        if _has(creature, "haste") and rng.random() < 0.5:
            creature["sick"] = True
        attacking.append(creature)
        declarations.append({"id": creature["id"], "target": rng.choice(targets)})

    blockers: list[dict[str, Any]] = []
    blocks: dict[str, list[str]] = {}
    for attacker in attacking:
        if _has(attacker, "unblockable"):
            continue
        wanted = rng.randint(0, max_blockers)
        if wanted == 1 and _has(attacker, "menace"):
            wanted = rng.choice([0, 2])
        chosen: list[str] = []
        for _ in range(wanted):
            reusable = [b for b in blockers if b["id"] not in chosen and len(blocks[b["id"]]) < _capacity(b)
                        and _may_block(b, attacker)]
            if reusable and rng.random() < 0.3:
                blocker = rng.choice(reusable)
            else:
                blocker = _new_blocker(rng, f"b{len(blockers)}", attacker)
                blockers.append(blocker)
                blocks[blocker["id"]] = []
            blocks[blocker["id"]].append(attacker["id"])
            chosen.append(blocker["id"])

    scenario: dict[str, Any] = {
        "format": 1, "ruleset": "mtg", "players": players, "active_player": ACTIVE,
        "permanents": attacking + blockers + others, "attackers": declarations,
        "blockers": [{"id": b["id"], "blocks": blocks[b["id"]]} for b in blockers],
    }
    if actions and rng.random() < 0.3:
        scenario["actions"] = _actions(rng, scenario)
    return scenario


def _actions(rng: random.Random, scenario: dict[str, Any]) -> list[dict[str, Any]]:
    """1–2 actions after blockers are declared (always legal then)."""
    creatures = [p["id"] for p in scenario["permanents"] if "types" not in p]
    out: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 2)):
        do = rng.choice(["pump", "prevent", "grant", "lose", "remove", "deal"])
        target = rng.choice(creatures)
        if do == "pump":
            out.append({"at": "after-blocks", "do": do, "target": target, "power": rng.randint(-1, 3),
                        "toughness": rng.randint(0, 3)})
        elif do == "prevent":
            out.append({"at": "after-blocks", "do": do, "target": rng.choice([target, DEFENDING]),
                        "amount": rng.randint(1, 4)})
        elif do in ("grant", "lose"):
            keyword = rng.choice(KEYWORDS)
            out.append({"at": "after-blocks", "do": do, "target": target,
                        "keyword": keyword[:-1] + "1" if keyword.endswith(":N") else keyword})
        elif do == "remove":
            out.append({"at": "after-blocks", "do": do, "target": target})
        else:
            out.append({"at": "after-blocks", "do": do, "source": rng.choice(creatures), "target": target,
                        "amount": rng.randint(1, 3)})
    return out


def corpus(seed: int = SEED, size: int = SIZE) -> list[dict[str, Any]]:
    """``size`` boards of 1–20 attackers, the same for the same seed on every machine."""
    rng = random.Random(seed)
    return [board(rng) for _ in range(size)]


def n_vs_n(n: int, seed: int = SEED) -> dict[str, Any]:
    """``n`` attackers with mixed keywords, each blocked by its own creature; life high enough that the
    whole combat is resolved (nobody loses before the last damage step)."""
    rng = random.Random(seed * 1000 + n)
    attackers, blockers, declarations, blocks = [], [], [], []
    for i in range(n):
        attacker = _creature(rng, f"a{i}", ACTIVE, [k for k in _keywords(rng) if _name(k) != "unblockable"])
        blocker = _new_blocker(rng, f"b{i}", attacker)
        if _has(attacker, "menace"):
            attacker["keywords"] = [k for k in attacker["keywords"] if _name(k) != "menace"]
        attackers.append(attacker)
        blockers.append(blocker)
        declarations.append({"id": attacker["id"], "target": DEFENDING})
        blocks.append({"id": blocker["id"], "blocks": [attacker["id"]]})
    return {"format": 1, "ruleset": "mtg", "active_player": ACTIVE,
            "players": [{"id": ACTIVE, "life": 1000}, {"id": DEFENDING, "life": 1000}],
            "permanents": attackers + blockers, "attackers": declarations, "blockers": blocks}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Dump the benchmark corpus of legal mtg boards as JSON.")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--size", type=int, default=SIZE)
    args = parser.parse_args(argv)
    dump = {"seed": args.seed, "size": args.size, "corpus": corpus(args.seed, args.size),
            "boards": {"20-vs-20": n_vs_n(20, args.seed), "40-vs-40": n_vs_n(40, args.seed)}}
    json.dump(dump, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
