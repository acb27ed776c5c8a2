"""Tokens that enter the battlefield attacking (508.4) and mobilize (702.181a): refusals at their paths, the blocks
that name them, options, next_turn, and what they attack."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pyengine import options, resolve, validate
from pyengine.errors import ScenarioError
from pyengine.turns import next_turn

SOLDIER = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Soldier"], "tapped": True,
           "attacking": True}


def board(ruleset: str = "mtg", blocks: list[str] | None = None, **fields: Any) -> dict[str, Any]:
    """Alice's 1/2 with "whenever it attacks, create a 1/1 Soldier tapped and attacking" attacks bob's bear's player."""
    scenario: dict[str, Any] = {
        "ruleset": ruleset, "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "permanents": [{"id": "vanguard", "controller": "alice", "power": 1, "toughness": 2,
                        "triggers": [{"on": "attacks", "create": SOLDIER}]},
                       {"id": "bear", "controller": "bob", "power": 2, "toughness": 2}],
        "attackers": [{"id": "vanguard", "target": "bob"}], **fields}
    if blocks is not None:
        scenario["blockers"] = [{"id": "bear", "blocks": blocks}]
    return scenario


def problems(scenario: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    return [(p["code"], p["path"], p["rule"]) for p in validate(scenario)]


@pytest.mark.parametrize("on, rule", [("dies", "508.4"), ("blocks", "508.4"), ("attacks-or-blocks", "508.4"),
                                      ("deals-combat-damage-to-a-player", "508.4")])
def test_attacking_is_refused_on_a_trigger_other_than_attacks(on: str, rule: str) -> None:
    scenario = board()
    scenario["permanents"][0]["triggers"][0]["on"] = on
    assert problems(scenario) == [("invalid-scenario", "$.permanents[0].triggers[0].create.attacking", rule)]


def test_attacking_is_refused_citing_the_classic_rule() -> None:
    scenario = board("mtg-classic")
    scenario["permanents"][0]["triggers"][0]["on"] = "dies"
    assert problems(scenario) == [("invalid-scenario", "$.permanents[0].triggers[0].create.attacking", "308")]


def test_attacking_must_be_a_boolean() -> None:
    scenario = board()
    scenario["permanents"][0]["triggers"][0]["create"] = {**SOLDIER, "attacking": "yes"}
    assert [p[:2] for p in problems(scenario)] == [("invalid-scenario", "$.permanents[0].triggers[0].create.attacking")]


def test_a_block_of_a_token_id_no_trigger_gives_is_refused_naming_the_ids() -> None:
    found = validate(board(blocks=["Soldier Token 2"]))
    assert [(p["code"], p["path"]) for p in found] == [("unknown-id", "$.blockers[0].blocks[0]")]
    assert "'Soldier Token'" in found[0]["message"] or "(Soldier Token)" in found[0]["message"]


def test_a_block_of_a_token_is_accepted_and_other_problems_dont_report_it() -> None:
    assert validate(board(blocks=["Soldier Token"])) == []
    scenario = board(blocks=["Soldier Token"])
    scenario["permanents"][0]["tapped"] = True  # a tapped creature can't attack (508.1a): only that is reported
    assert [p["path"] for p in validate(scenario)] == ["$.attackers[0].id"]


def test_a_block_of_an_id_that_turned_out_not_attacking_is_refused_as_blockers_are_declared() -> None:
    # Two triggers create Soldiers: the attacking one resolves last (the order chosen), so it is 'Soldier Token 2';
    # 'Soldier Token' is the one that doesn't attack (111.4 ids in creation order).
    scenario = board(blocks=["Soldier Token"], trigger_order=[{"source": "vanguard", "ability": "triggers"}])
    scenario["permanents"][0]["triggers"] = [{"on": "attacks", "create": {**SOLDIER, "attacking": False}},
                                             {"on": "attacks", "create": SOLDIER}]
    with pytest.raises(ScenarioError) as refused:
        resolve(scenario)
    assert [(p.code, p.path) for p in refused.value.problems] == [("illegal-block", "$.blockers[0].blocks[0]")]
    scenario["blockers"][0]["blocks"] = ["Soldier Token 2"]
    assert resolve(scenario)["ok"] is True


def test_options_offer_the_token_to_block() -> None:
    offered = options(board())
    assert offered["next"] == "blocks"
    assert [a["id"] for a in offered["blocks"]["attackers"]] == ["vanguard", "Soldier Token"]
    (bear,) = offered["blocks"]["blockers"]
    assert bear["attackers"] == ["vanguard", "Soldier Token"]


def test_the_token_attacks_the_planeswalker_its_source_attacks() -> None:
    scenario = board()
    scenario["permanents"].append({"id": "jace", "controller": "bob", "types": ["planeswalker"], "loyalty": 3})
    scenario["attackers"][0]["target"] = "jace"
    result = resolve(scenario)
    (token,) = [e for s in result["before_damage"] for e in s["events"] if e["type"] == "token"]
    assert token["attacking"] == "jace"
    assert result["final"]["permanents"]["jace"]["loyalty"] == 1


def test_mobilize_is_refused_before_2025() -> None:
    for ruleset in ("mtg-2020", "mtg-classic"):
        scenario = board(ruleset)
        scenario["permanents"][0] = {"id": "vanguard", "controller": "alice", "power": 3, "toughness": 3,
                                     "keywords": ["mobilize:1"]}
        assert problems(scenario) == [("not-in-ruleset", "$.permanents[0].keywords[0]", None)]


def test_mobilize_beyond_the_token_limit_is_refused() -> None:
    scenario = board()
    scenario["permanents"][0] = {"id": "vanguard", "controller": "alice", "power": 3, "toughness": 3,
                                 "keywords": ["mobilize:21"]}
    assert problems(scenario) == [("too-large", "$.permanents[0].keywords", None)]


def test_next_turn_drops_mobilize_tokens_but_keeps_other_attacking_tokens() -> None:
    scenario = board()
    scenario["permanents"][0]["keywords"] = ["mobilize:1"]
    result = resolve(scenario)
    final = result["final"]["permanents"]
    assert final["Warrior Token"]["sacrificed_at_end_step"] is True and final["Warrior Token"]["zone"] == "battlefield"
    assert "sacrificed_at_end_step" not in final["Soldier Token"]
    following = next_turn(copy.deepcopy(scenario), result)
    ids = [p["id"] for p in following["permanents"]]
    assert "Warrior Token" not in ids and "Soldier Token" in ids
    soldier = next(p for p in following["permanents"] if p["id"] == "Soldier Token")
    assert "attacking" not in soldier and soldier.get("tapped") is True  # bob's turn: alice's token stays tapped
    assert resolve({**following, "attackers": [], "blockers": []})["ok"] is True


def numbered_board(target: str = "dier") -> dict[str, Any]:
    """An attack trigger deals 1 to ``target``: bob's 1/1 whose dies trigger creates the first Soldier, or not."""
    scenario = board(trigger_targets=[{"source": "pinger", "target": target}])
    scenario["permanents"] += [
        {"id": "pinger", "controller": "alice", "power": 1, "toughness": 1,
         "triggers": [{"on": "attacks", "target": {"what": "creature", "damage": 1}}]},
        {"id": "dier", "controller": "bob", "power": 1, "toughness": 1,
         "triggers": [{"on": "dies", "create": {**SOLDIER, "tapped": False, "attacking": False}}]}]
    scenario["attackers"].insert(0, {"id": "pinger", "target": "bob"})
    return scenario


def test_every_block_options_offers_of_a_token_numbered_after_a_dies_trigger_token_is_accepted() -> None:
    """603.3b, 111.4: an attack trigger kills bob's 1/1 whose dies trigger creates the first Soldier, so the attacking
    one is 'Soldier Token 2': options offers it and a board blocking it is read and resolved."""
    scenario = numbered_board()
    offered = next(b for b in options(scenario)["blocks"]["blockers"] if b["id"] == "bear")["attackers"]
    assert "Soldier Token 2" in offered and "Soldier Token" not in offered
    for attacker in offered:
        result = resolve({**scenario, "blockers": [{"id": "bear", "blocks": [attacker]}]})
        assert result["ok"], attacker


@pytest.mark.parametrize("field", ["assignments", "blockers"])
def test_a_token_id_read_but_never_given_is_refused_once_the_combat_reaches_it(field: str) -> None:
    """The 1/1 survives (the trigger hits the bear): the attacking Soldier is 'Soldier Token', and no token gets
    'Soldier Token 2', which the scenario may name as it is read: refused at its path once the combat reaches it."""
    scenario = numbered_board("bear")
    if field == "assignments":
        scenario["assignments"] = [{"source": "Soldier Token 2", "division": {"bob": 1}}]
    else:
        scenario["blockers"] = [{"id": "bear", "blocks": ["Soldier Token 2"]}]
    with pytest.raises(ScenarioError) as refused:
        resolve(scenario)
    assert refused.value.path.startswith(f"$.{field}[0]")


def test_a_block_of_an_attacking_token_that_died_before_blocks_is_refused() -> None:
    """A 0-toughness token put onto the battlefield attacking dies to state-based actions (704.5f) before blockers
    are declared: it is no longer attacking, so a block naming it is illegal (509.1a), never an engine failure
    (found by tests/test_fuzz.py)."""
    import json  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    from pyengine.bridge import call  # noqa: PLC0415

    case = json.loads((Path(__file__).parent / "scenarios" / "triggers" /
                       "508.4-token-enters-attacking-blocked-and-killed.json").read_text())
    scenario = case.get("scenario", case)
    scenario["permanents"][0]["triggers"][0]["create"]["toughness"] = 0
    answer = json.loads(call("resolve", json.dumps(scenario)))
    assert answer["ok"] is False
    assert (answer["error"]["code"], answer["error"]["path"], answer["error"]["rule"]) == (
        "illegal-block", "$.blockers[0].blocks[0]", "509.1a")
