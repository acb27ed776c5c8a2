"""``trigger_order`` entries naming one instance (``for``, 603.3b): parsing, refusals and precedence.

The golden files (tests/golden/trigger_instances.py) hold the outcomes worked by hand; these check the entry's
shape and how an entry with ``for`` and one without share a permanent's instances.
"""

from __future__ import annotations

from typing import Any

from pyengine import options, resolve, validate

PING = {"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}


def board(**extra: Any) -> dict[str, Any]:
    """A 2/2 that deals 1 damage to each of its three 1/3 blockers (509.3d)."""
    return {"format": 1, "ruleset": "mtg", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "active_player": "alice",
            "permanents": [{"id": "asp", "controller": "alice", "power": 2, "toughness": 2, "triggers": [PING]},
                           *({"id": b, "controller": "bob", "power": 1, "toughness": 3} for b in ("b1", "b2", "b3"))],
            "attackers": [{"id": "asp", "target": "bob"}],
            "blockers": [{"id": b, "blocks": ["asp"]} for b in ("b1", "b2", "b3")], **extra}


def pinged(scenario: dict[str, Any]) -> list[str]:
    """The blockers the instances were for, in the order they resolved."""
    result = resolve(scenario)
    assert result["ok"], result
    return [e["target"] for step in result["before_damage"] for e in step["events"] if e["type"] == "trigger"]


def test_without_trigger_order_the_instances_resolve_in_block_order() -> None:
    assert pinged(board()) == ["b1", "b2", "b3"]


def test_for_names_one_instance_and_the_others_keep_their_order() -> None:
    assert pinged(board(trigger_order=[{"source": "asp", "ability": "triggers", "for": "b3"}])) == ["b3", "b1", "b2"]


def test_an_entry_with_for_comes_before_the_same_ability_without_it() -> None:
    order = [{"source": "asp", "ability": "triggers"}, {"source": "asp", "ability": "triggers", "for": "b2"}]
    assert pinged(board(trigger_order=order)) == ["b1", "b3", "b2"]
    order = [{"source": "asp", "ability": "triggers", "for": "b2"}, {"source": "asp", "ability": "triggers"}]
    assert pinged(board(trigger_order=order)) == ["b2", "b1", "b3"]


def test_every_instance_named() -> None:
    order = [{"source": "asp", "ability": "triggers", "for": b} for b in ("b2", "b3", "b1")]
    assert pinged(board(trigger_order=order)) == ["b2", "b3", "b1"]


def test_options_list_each_instance_with_for_and_follow_trigger_order() -> None:
    (offer,) = options(board(trigger_order=[{"source": "asp", "ability": "triggers", "for": "b3"}]))["triggers"]
    assert offer["triggers"] == [{"source": "asp", "ability": "triggers", "for": b} for b in ("b3", "b1", "b2")]
    assert offer["rule"] == "603.3b"


def problems(order: list[Any]) -> list[tuple[str, str, str | None]]:
    return [(p["code"], p["path"], p.get("rule")) for p in validate(board(trigger_order=order))]


def test_refusals_name_the_path() -> None:
    assert problems([{"source": "asp", "ability": "triggers", "for": "nobody"}]) == [
        ("unknown-id", "$.trigger_order[0].for", None)]
    assert problems([{"source": "asp", "ability": "triggers", "for": "asp"}]) == [
        ("invalid-scenario", "$.trigger_order[0].for", "603.3b")]
    assert problems([{"source": "asp", "ability": "triggers", "for": 3}])[0][:2] == (
        "invalid-scenario", "$.trigger_order[0].for")
    twice = {"source": "asp", "ability": "triggers", "for": "b1"}
    assert problems([twice, dict(twice)]) == [("invalid-scenario", "$.trigger_order[1]", None)]


def test_a_permanent_without_such_an_instance_is_refused() -> None:
    scenario = board(trigger_order=[{"source": "b1", "ability": "triggers", "for": "asp"}])
    assert [(p["code"], p["path"]) for p in validate(scenario)] == [("invalid-scenario", "$.trigger_order[0].source")]


def test_a_band_member_has_an_instance_for_each_creature_blocking_its_band() -> None:
    """702.22h: b1 blocks the Hero and so the Aspirant in its band; the Aspirant triggers for it (509.3d), 'for' may
    name it, and options lists that instance."""
    scenario = board(blockers=[{"id": "b1", "blocks": ["hero"]}, {"id": "b2", "blocks": ["asp"]}])
    scenario["permanents"].append({"id": "hero", "controller": "alice", "power": 1, "toughness": 1,
                                   "keywords": ["banding"]})
    scenario["attackers"] = [{"id": "hero", "target": "bob", "band": "x"}, {"id": "asp", "target": "bob", "band": "x"}]
    assert pinged(scenario) == ["b1", "b2"]
    assert pinged({**scenario, "trigger_order": [{"source": "asp", "ability": "triggers", "for": "b2"}]}) == ["b2",
                                                                                                           "b1"]
    offer, = options(scenario)["triggers"]
    assert [t.get("for") for t in offer["triggers"]] == ["b1", "b2"]


def test_attacks_alone_has_no_instance_when_two_attack() -> None:
    """506.5: "whenever a creature you control attacks alone" triggers for no one when two creatures attack."""
    scenario = board(blockers=[])
    scenario["permanents"] += [{"id": "x", "controller": "alice", "power": 1, "toughness": 1},
                               {"id": "w", "controller": "alice", "power": 1, "toughness": 1,
                                "triggers": [{"on": "a-creature-you-control-attacks-alone", "power": 1}]}]
    scenario["attackers"].append({"id": "x", "target": "bob"})
    scenario["trigger_order"] = [{"source": "w", "ability": "triggers", "for": "asp"}]
    assert [(p["path"], p.get("rule")) for p in validate(scenario)] == [("$.trigger_order[0].for", "603.3b")]
    scenario["attackers"].pop()
    assert validate(scenario) == []
