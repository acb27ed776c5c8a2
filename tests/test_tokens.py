"""Creature tokens a permanent's own triggers create (``triggers``' ``create``, 111.1) and afterlife (702.135a):
refusals with their paths, rulesets without them, and the next turn's board."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pyengine import resolve, validate
from pyengine.turns import next_turn

SPIRIT = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Spirit"], "keywords": ["flying"]}


def board(ruleset: str = "mtg", create: Any = SPIRIT, on: str = "dies", **fields: Any) -> dict[str, Any]:
    traveler = {"id": "traveler", "controller": "alice", "power": 1, "toughness": 1,
                "triggers": [{"on": on, "create": create}], **fields}
    return {"ruleset": ruleset, "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
            "permanents": [traveler, {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}],
            "attackers": [{"id": "traveler", "target": "bob"}], "blockers": [{"id": "bear", "blocks": ["traveler"]}]}


def problems(scenario: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    return [(p["code"], p["path"], p.get("rule")) for p in validate(scenario)]


@pytest.mark.parametrize("ruleset", ["puzzle-quest", "riftbound"])
def test_rulesets_without_triggers_refuse_create(ruleset: str) -> None:
    codes = {code for code, _, _ in problems(board(ruleset))}
    assert "not-in-ruleset" in codes


@pytest.mark.parametrize(("create", "path", "rule"), [
    ({**SPIRIT, "power": "one"}, "$.permanents[0].triggers[0].create.power", None),
    ({k: v for k, v in SPIRIT.items() if k != "toughness"}, "$.permanents[0].triggers[0].create.toughness", None),
    ({**SPIRIT, "colors": ["pink"]}, "$.permanents[0].triggers[0].create.colors[0]", None),
    ({**SPIRIT, "types": ["artifact"]}, "$.permanents[0].triggers[0].create.types", "111.3"),
    ({**SPIRIT, "types": ["creature", "land"]}, "$.permanents[0].triggers[0].create.types[1]", "111.3"),
    ({**SPIRIT, "subtypes": []}, "$.permanents[0].triggers[0].create.subtypes", "111.4"),
    ({**SPIRIT, "keywords": ["flyng"]}, "$.permanents[0].triggers[0].create.keywords[0]", None),
    ({**SPIRIT, "count": 0}, "$.permanents[0].triggers[0].create.count", None),
    ({**SPIRIT, "count": 21}, "$.permanents[0].triggers[0].create.count", None),
    ({**SPIRIT, "name": "Bob"}, "$.permanents[0].triggers[0].create.name", None),
    ("Spirit", "$.permanents[0].triggers[0].create", None),
    # 702.135a: a token's afterlife creates more tokens as it dies: bounded like a create's count (MAX_TOKENS) ...
    ({**SPIRIT, "keywords": ["afterlife:1000000"]}, "$.permanents[0].triggers[0].create.keywords", None),
    # ... its instances together, or 100 copies of afterlife:20 on 20 tokens would make 40,000 (702.135b).
    ({**SPIRIT, "keywords": ["afterlife:20", "afterlife:1"]}, "$.permanents[0].triggers[0].create.keywords", None),
])
def test_a_bad_create_field_is_refused_at_its_path(create: Any, path: str, rule: str | None) -> None:
    found = problems(board(create=create))
    assert any(p == path and (rule is None or r == rule) for _, p, r in found), found


def test_an_enters_trigger_that_creates_is_refused() -> None:
    assert ("invalid-scenario", "$.permanents[0].triggers[0].create", "104.4b") in problems(
        board(on="another-creature-you-control-enters"))


def test_afterlife_beyond_the_token_limit_is_refused() -> None:
    scenario = board(keywords=["afterlife:21"])
    scenario["permanents"][0].pop("triggers")
    assert ("too-large", "$.permanents[0].keywords", None) in problems(scenario)


def test_a_token_id_skips_ids_the_board_uses() -> None:
    scenario = board()
    scenario["permanents"].append({"id": "Spirit Token", "controller": "bob", "power": 0, "toughness": 4})
    result = resolve(scenario)
    assert result["ok"], result
    assert result["final"]["permanents"]["Spirit Token 2"]["controller"] == "alice"


def test_a_stolen_creatures_dies_trigger_creates_for_its_controller() -> None:
    """603.3a, 111.2: alice controlled it as it died: the token is hers, though bob owns the creature."""
    scenario = board(owner="bob", control_effect=True)
    final = resolve(scenario)["final"]["permanents"]
    assert final["Spirit Token"]["controller"] == "alice"


def test_a_token_with_undying_does_not_return() -> None:
    """111.8: a token that has left the battlefield can't come back: a 0/0 token with undying dies (704.5f), its
    undying ability triggers and does nothing."""
    scenario = board(create={**SPIRIT, "power": 0, "toughness": 0, "keywords": ["undying"]}, on="attacks")
    result = resolve(scenario)
    assert result["ok"], result
    assert result["final"]["permanents"]["Spirit Token"]["zone"] == "graveyard"
    events = [e for step in result["before_damage"] + result["steps"] for e in step["events"]]
    assert not any(e["type"] == "returns" for e in events)
    assert any(e["type"] == "trigger" and e.get("ability") == "undying" and e["source"] == "Spirit Token"
               for e in events)


def test_next_turn_lists_a_token_on_the_battlefield() -> None:
    scenario = board()
    result = resolve(scenario)
    following = next_turn(copy.deepcopy(scenario), result)
    token = next(p for p in following["permanents"] if p["id"] == "Spirit Token")
    assert token == {"id": "Spirit Token", "controller": "alice", "name": "Spirit Token", "types": ["creature"],
                     "subtypes": ["Spirit"], "power": 1, "toughness": 1, "colors": ["white"], "keywords": ["flying"]}
    assert resolve(following)["ok"]


@pytest.mark.parametrize(("ruleset", "rule"), [("mtg", "702.100a"), ("mtg-2020", "702.99a")])
def test_a_token_bigger_than_an_evolve_creature_evolves_it(ruleset: str, rule: str) -> None:
    """A token a trigger creates is a creature entering under its controller's control (111.1, 603.6a): evolve
    compares it as it enters (702.100a) — a 3/3 Beast grows the 1/1 evolver, a 1/1 Spirit would not."""
    scenario = board(ruleset, create={"power": 3, "toughness": 3, "colors": ["green"], "subtypes": ["Beast"]})
    scenario["permanents"].append({"id": "evolver", "controller": "alice", "power": 1, "toughness": 1,
                                   "keywords": ["evolve"]})
    result = resolve(scenario)
    evolved = [e for e in events(result) if e["type"] == "counters" and e["id"] == "evolver"]
    assert [(e["kind"], e["amount"], e["rule"]) for e in evolved] == [("+1/+1", 1, rule)]
    assert result["final"]["permanents"]["evolver"]["counters"] == {"+1/+1": 1}
    small = board(ruleset)
    small["permanents"].append({"id": "evolver", "controller": "alice", "power": 1, "toughness": 1,
                                "keywords": ["evolve"]})
    assert not [e for e in events(resolve(small)) if e["type"] == "counters" and e["id"] == "evolver"]


def events(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for part in result["before_damage"] + result["steps"] for e in part["events"]]


def test_a_tokens_afterlife_within_the_limit_resolves() -> None:
    """702.135a, 704.5f: a 1/1 token with afterlife 20 under a -1/-1 effect dies at once; its afterlife creates twenty
    1/1 Spirits, which die too. Bounded (MAX_TOKENS), it resolves: 1 + 20 tokens, each in the graveyard."""
    scenario = board(create={**SPIRIT, "keywords": ["flying", "afterlife:20"]}, power=2, toughness=2)
    scenario["permanents"].append({"id": "norn", "controller": "bob", "power": 1, "toughness": 4, "statics": [
        {"affects": {"controller": "opponents"}, "power": -1, "toughness": -1}]})
    final = resolve(scenario)["final"]["permanents"]
    tokens = [ident for ident in final if ident.startswith("Spirit Token")]
    assert len(tokens) == 21
    assert all(final[ident]["zone"] == "graveyard" for ident in tokens)
