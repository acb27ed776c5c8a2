"""The page's two calls: ``check`` (problems, options and result of a board, from one parse and one combat
run) and ``play`` (the board a declaration, take-back or division makes, with the consequences the rules
give: 509.2's order follows the blocks, an attacker stops blocking, divisions that no longer apply go)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings

import pyengine.combat
import pyengine.play
from golden import golden_files, load
from pyengine import bridge, options, resolve, validate
from pyengine.engine import warnings
from pyengine.errors import ScenarioError
from pyengine.play import cards_named, check, play
from strategies import mtg_boards, mutations


def board(**extra: Any) -> dict[str, Any]:
    scenario = {
        "ruleset": "mtg", "active_player": "alice",
        "players": [{"id": "alice"}, {"id": "bob"}],
        "permanents": [
            {"id": "giant", "name": "Hill Giant", "controller": "alice", "power": 3, "toughness": 3},
            {"id": "roc", "name": "Roc", "controller": "alice", "power": 2, "toughness": 2, "keywords": ["flying"]},
            {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2},
            {"id": "elf", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1},
        ],
    }
    scenario.update(extra)
    return scenario


def expected_check(scenario: Any) -> dict[str, Any]:
    """What check must say: validate's problems, options' answer and resolve's result, asked apart."""
    problems = validate(scenario)
    try:
        opts: Any = options(scenario)
    except ScenarioError:
        opts = None
    result = resolve(scenario) if not problems else None
    warned = warnings(scenario)  # there only when there are any (a board stating no condition, naming no card)
    return {"ok": not problems, "problems": problems, **({"warnings": warned} if warned else {}), "options": opts,
            "result": result, "cards": cards_named(scenario)}


@pytest.mark.parametrize("path", golden_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_check_is_validate_options_and_resolve_on_every_golden_file(path: Any) -> None:
    scenario = load(path)["scenario"] if "scenario" in load(path) else load(path)
    assert check(copy.deepcopy(scenario)) == expected_check(copy.deepcopy(scenario))


@settings(max_examples=150)
@given(mtg_boards())
def test_check_is_validate_options_and_resolve_on_generated_boards(scenario: dict[str, Any]) -> None:
    assert check(copy.deepcopy(scenario)) == expected_check(copy.deepcopy(scenario))


@settings(max_examples=150)
@given(mutations())
def test_check_lists_every_problem_of_a_broken_board(mutation: Any) -> None:
    assert check(copy.deepcopy(mutation.scenario)) == expected_check(copy.deepcopy(mutation.scenario))


def combat_runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of combat machines made (every combat run makes one)."""
    made = [0]
    real = pyengine.combat.Combat.__init__

    def counting(self: Any, *args: Any, **kwargs: Any) -> None:
        made[0] += 1
        real(self, *args, **kwargs)

    monkeypatch.setattr(pyengine.combat.Combat, "__init__", counting)
    return made


def test_an_accepted_declaration_costs_two_calls_and_two_combat_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    runs = combat_runs(monkeypatch)
    answer = json.loads(bridge.call("play", json.dumps(
        {"scenario": board(), "choice": {"attack": {"id": "giant", "target": "bob"}}})))
    assert answer["ok"] and answer["made"] == "attack"
    checked = json.loads(bridge.call("check", json.dumps(answer["scenario"])))
    assert checked["ok"] and checked["result"]["final"]["players"]["bob"]["life"] == 17
    assert runs[0] == 2


def test_attack_makes_the_board_and_an_attacker_stops_blocking() -> None:
    answer = play(board(attackers=[{"id": "roc", "target": "bob"}]), {"attack": {"id": "giant", "target": "bob"}})
    assert answer["scenario"]["attackers"] == [{"id": "roc", "target": "bob"}, {"id": "giant", "target": "bob"}]
    # A creature dragged onto an opponent attacks and leaves the blocks it was given by mistake.
    mistaken = board(attackers=[{"id": "roc", "target": "bob"}], blockers=[{"id": "giant", "blocks": ["roc"]}],
                     assignments=[{"source": "giant", "division": {"roc": 3}}])
    answer = play(mistaken, {"attack": {"id": "giant", "target": "bob"}})
    assert answer["ok"] and "blockers" not in answer["scenario"] and "assignments" not in answer["scenario"]


def test_block_refused_with_the_rule_then_allowed() -> None:
    attacking = board(attackers=[{"id": "roc", "target": "bob"}, {"id": "giant", "target": "bob"}])
    refused = play(attacking, {"block": {"id": "bear", "attacker": "roc"}})
    assert refused["ok"] is False and refused["error"]["code"] == "illegal-block"
    assert refused["error"]["rule"] == "702.9b"  # flying: only flying or reach blocks it
    made = play(attacking, {"block": {"id": "bear", "attacker": "giant"}})
    assert made["ok"] and made["scenario"]["blockers"] == [{"id": "bear", "blocks": ["giant"]}]


def test_a_blocker_that_cant_block_two_blocks_the_new_attacker_instead() -> None:
    scenario = board(attackers=[{"id": "giant", "target": "bob"}, {"id": "roc", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}])
    scenario["permanents"][1]["keywords"] = []  # a Roc without flying
    answer = play(scenario, {"block": {"id": "bear", "attacker": "roc"}})
    assert answer["ok"] and answer["made"] == "block-instead" and answer["replaced"] == ["giant"]
    assert answer["scenario"]["blockers"] == [{"id": "bear", "blocks": ["roc"]}]


def test_the_damage_assignment_order_follows_the_blocks_and_divisions_that_no_longer_apply_go() -> None:
    scenario = board(ruleset="mtg-2020", attackers=[{"id": "giant", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}, {"id": "elf", "blocks": ["giant"]}],
                     damage_assignment_order={"giant": ["elf", "bear"]},
                     assignments=[{"source": "giant", "division": {"elf": 1, "bear": 2}}])
    taken_back = play(scenario, {"undeclare": {"id": "elf"}})
    assert taken_back["ok"]
    after = taken_back["scenario"]
    assert after["blockers"] == [{"id": "bear", "blocks": ["giant"]}]
    assert "damage_assignment_order" not in after  # one blocker: no order to keep (509.2)
    assert "assignments" not in after  # the giant's division named a creature that no longer blocks it
    again = play(after, {"block": {"id": "elf", "attacker": "giant"}})
    assert again["ok"] and again["scenario"]["blockers"][-1] == {"id": "elf", "blocks": ["giant"]}


def test_an_illegal_division_is_refused_with_its_rule() -> None:
    scenario = board(attackers=[{"id": "giant", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}, {"id": "elf", "blocks": ["giant"]}])
    legal = play(scenario, {"divide": {"source": "giant", "step": None, "division": {"bear": 2, "elf": 1}}})
    assert legal["ok"] and legal["scenario"]["assignments"] == [{"source": "giant",
                                                                  "division": {"bear": 2, "elf": 1}}]
    wrong = play(scenario, {"divide": {"source": "giant", "step": None, "division": {"bear": 5}}})
    assert wrong["ok"] is False and wrong["error"]["code"] == "illegal-assignment"


@pytest.mark.parametrize("choice, path", [
    ({"attack": {"id": "giant"}}, "$.choice.attack.target"),
    ({"swing": {}}, "$.choice"),
    ({"block": "bear"}, "$.choice.block"),
    ({"undeclare": {"id": "giant"}}, "$.choice.undeclare.id"),
    ({"divide": {"source": "giant", "division": {"bear": "2"}}}, "$.choice.divide.division"),
])
def test_a_choice_the_engine_cannot_read_is_refused_naming_the_field(choice: Any, path: str) -> None:
    answer = json.loads(bridge.call("play", json.dumps({"scenario": board(), "choice": choice})))
    assert answer["ok"] is False and answer["error"]["path"] == path, answer


def test_a_menace_attacker_is_blocked_one_creature_at_a_time() -> None:
    """702.111b: a lone blocker on a menace attacker is on the way to a legal declaration, not refused: the
    board says what it still needs (``pending``), and the second blocker makes it legal."""
    scenario = board(attackers=[{"id": "giant", "target": "bob"}])
    scenario["permanents"][0]["keywords"] = ["menace"]
    first = play(scenario, {"block": {"id": "bear", "attacker": "giant"}})
    assert first["ok"] and [p["rule"] for p in first["pending"]] == ["702.111b"]
    assert check(first["scenario"])["problems"][0]["rule"] == "702.111b"  # still a problem of the board
    second = play(first["scenario"], {"block": {"id": "elf", "attacker": "giant"}})
    assert second["ok"] and second["pending"] == [] and check(second["scenario"])["ok"]
    # A restriction no further block can lift is still refused (the Roc flies: 702.9b).
    scenario["attackers"].append({"id": "roc", "target": "bob"})
    assert play(scenario, {"block": {"id": "bear", "attacker": "roc"}})["error"]["rule"] == "702.9b"


def test_requirements_weigh_on_the_whole_declaration_not_on_each_block() -> None:
    """509.1c: a lure attacker's requirement is met once every creature able to block it does; declared one
    blocker at a time, each block is made (the requirement pending) until the declaration obeys it."""
    scenario = board(attackers=[{"id": "giant", "target": "bob"}])
    scenario["permanents"][0]["keywords"] = ["lure"]
    first = play(scenario, {"block": {"id": "bear", "attacker": "giant"}})
    assert first["ok"] and {p["rule"] for p in first["pending"]} == {"509.1c"}
    second = play(first["scenario"], {"block": {"id": "elf", "attacker": "giant"}})
    assert second["ok"] and second["pending"] == [] and check(second["scenario"])["ok"]


def test_a_choice_that_names_what_the_board_lacks_or_a_board_it_cant_read_is_refused() -> None:
    attacking = board(attackers=[{"id": "giant", "target": "bob"}])
    assert play(attacking, {"attack": {"id": "roc", "target": "nobody"}})["error"]["code"] == "unknown-id"
    assert play(attacking, {"block": {"id": "bear", "attacker": "ghost"}})["ok"] is False
    odd_step = play(attacking, {"divide": {"source": "giant", "step": "third", "division": {"bob": 3}}})
    assert odd_step["ok"] is False and odd_step["error"]["path"].startswith("$.assignments")
    for broken in (dict(attacking, blockers="bear"), {"players": 5}):
        answer = json.loads(bridge.call("play", json.dumps({"scenario": broken, "choice": {
            "block": {"id": "bear", "attacker": "giant"}}})))
        assert answer["ok"] is False and answer["error"]["path"].startswith("$"), answer


def test_an_attacker_that_changes_its_target_loses_the_blocks_made_against_the_old_attack() -> None:
    scenario = board(players=[{"id": "alice"}, {"id": "bob"}, {"id": "carol"}],
                     attackers=[{"id": "giant", "target": "bob"}], blockers=[{"id": "bear", "blocks": ["giant"]}])
    answer = play(scenario, {"attack": {"id": "giant", "target": "carol"}})
    assert answer["ok"] and "blockers" not in answer["scenario"]
    assert answer["scenario"]["attackers"] == [{"id": "giant", "target": "carol"}]


def test_check_names_each_permanents_card_for_a_page_to_draw() -> None:
    """A page draws a card by name from check's ``cards`` (type line, the card's fields, what is not modelled);
    the permanent's own fields still win in the combat (a pumped Angel deals 6)."""
    import pyengine

    scenario = board(attackers=[{"id": "angel", "target": "bob"}])
    scenario["permanents"] = [{"id": "angel", "card": "serra angel", "controller": "alice", "power": 6},
                              {"id": "guard", "card": "Rotlung Reanimator", "controller": "bob"},
                              {"id": "typo", "card": "Vastwood Gorgr", "controller": "alice"},
                              {"id": "bear", "name": "Grizzly Bears", "controller": "bob", "power": 2, "toughness": 2}]
    answer = check(copy.deepcopy(scenario))
    assert sorted(answer["cards"]) == ["angel", "guard"]  # the typo and the hand-typed bear name no card found
    angel = answer["cards"]["angel"]
    assert angel == {"named": "serra angel", **pyengine.card("Serra Angel")}
    assert angel["card"] == "Serra Angel" and angel["type_line"] == "Creature \u2014 Angel"
    assert angel["permanent"]["power"] == 4  # the card's; the board's 6 wins in the combat
    assert answer["cards"]["guard"]["unmodelled"] == [
        "Whenever this creature or another Cleric dies, create a 2/2 black Zombie creature token."]
    assert any(p["code"] == "unknown-card" for p in answer["problems"])
    del scenario["permanents"][2]
    fixed = check(scenario)
    assert fixed["ok"], fixed["problems"]
    assert fixed["result"]["final"]["players"]["bob"]["life"] == 14


def test_check_reads_no_card_index_for_a_board_without_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_index(*_: Any) -> Any:
        raise AssertionError("the card index was read")

    monkeypatch.setattr(pyengine.play.cards, "card", no_index)
    assert check(board())["cards"] == {}
    riftbound = {"ruleset": "riftbound", "permanents": [{"id": "u", "card": "Serra Angel"}]}
    assert cards_named(riftbound) == {}  # a ruleset without Magic cards: the problem says so
    assert cards_named(None) == {} and cards_named({"permanents": "x"}) == {}


def test_an_order_choice_reorders_the_blockers_and_drops_the_division_made_for_the_old_order() -> None:
    """509.2: the attacking player orders the blockers; a division made for the old order goes (510.1c)."""
    scenario = board(ruleset="mtg-2020", attackers=[{"id": "giant", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}, {"id": "elf", "blocks": ["giant"]}],
                     assignments=[{"source": "giant", "division": {"bear": 2, "elf": 1}}])
    answer = play(scenario, {"order": {"source": "giant", "ids": ["elf", "bear"]}})
    assert answer["ok"] and answer["made"] == "order", answer
    after = answer["scenario"]
    assert after["damage_assignment_order"] == {"giant": ["elf", "bear"]}
    assert "assignments" not in after
    # The engine's automatic division follows the new order: lethal to the elf first (510.1c).
    division = options(after)["divisions"][0]
    assert division["order"]["ids"] == ["elf", "bear"] and division["automatic"] == {"elf": 1, "bear": 2}
    # The old division, given again, is now refused by the order with 510.1c.
    again = play(after, {"divide": {"source": "giant", "step": None, "division": {"bear": 3}}})
    assert again["ok"] is False and again["error"]["rule"] == "510.1c", again


@pytest.mark.parametrize("order, code", [
    (["elf"], "invalid-scenario"),  # not every blocker: the order lists exactly the creatures blocking (509.2)
    (["elf", "bear", "elf"], "invalid-scenario"),
])
def test_an_order_that_is_not_of_the_blockers_is_refused_with_509_2(order: list[str], code: str) -> None:
    scenario = board(ruleset="mtg-2020", attackers=[{"id": "giant", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}, {"id": "elf", "blocks": ["giant"]}])
    answer = play(scenario, {"order": {"source": "giant", "ids": order}})
    assert answer["ok"] is False and answer["error"]["rule"] == "509.2", answer
    assert answer["error"]["code"] == code and answer["error"]["path"] == "$.damage_assignment_order['giant']"


def test_an_order_is_refused_where_the_ruleset_has_none() -> None:
    scenario = board(attackers=[{"id": "giant", "target": "bob"}],
                     blockers=[{"id": "bear", "blocks": ["giant"]}, {"id": "elf", "blocks": ["giant"]}])
    answer = play(scenario, {"order": {"source": "giant", "ids": ["elf", "bear"]}})
    assert answer["ok"] is False and answer["error"]["code"] == "not-in-ruleset", answer


def test_an_order_choice_the_engine_cannot_read_names_its_field() -> None:
    answer = json.loads(bridge.call("play", json.dumps(
        {"scenario": board(), "choice": {"order": {"source": "giant", "ids": "elf"}}})))
    assert answer["ok"] is False and answer["error"]["path"] == "$.choice.order.ids", answer
