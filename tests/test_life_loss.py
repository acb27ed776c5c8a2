"""Own triggers that make players lose life (119.3): who loses it (``triggers[i].loses``: the defending player,
802.2a; each player; the blocking creature's controller, 509.3d), a player target (``target.what`` ``player`` or
``opponent``, 115.1d), "you gain life equal to the life lost this way"; the card lines read as them, the refusals."""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.errors import ScenarioError
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever this creature attacks, defending player loses 1 life and you gain 1 life.",  # Odious Witch
     {"on": "attacks", "loses": {"who": "defending-player", "amount": 1}, "gain_life": 1}),
    ("Whenever this creature becomes blocked, defending player loses 4 life.",  # Vedalken Ghoul
     {"on": "becomes-blocked", "loses": {"who": "defending-player", "amount": 4}}),
    ("When this creature dies, each player loses 3 life.",  # Deathcurse Ogre
     {"on": "dies", "loses": {"who": "each-player", "amount": 3}}),
    ("When this creature dies, target player loses 2 life.",  # Infectious Host
     {"on": "dies", "target": {"what": "player", "loses": 2}}),
    ("When this creature dies, target opponent loses 2 life and you gain 2 life.",
     {"on": "dies", "target": {"what": "opponent", "loses": 2}, "gain_life": 2}),
    ("Whenever this creature becomes blocked by a creature, that creature's controller loses 5 life.",
     {"on": "becomes-blocked-by-a-creature", "loses": {"who": "blocker-controller", "amount": 5}}),
    ("When this creature dies, each opponent loses 5 life. You gain life equal to the life lost this way.",  # Kokusho
     {"on": "dies", "opponents_lose": 5, "gain_life": "life lost"}),
])
def test_life_loss_lines_are_read(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever this creature blocks, that creature's controller loses 1 life.",          # no blocker named: 509.3a
    "Whenever another creature you control enters, defending player loses 1 life.",    # no defending player: 802.2a
    "When this creature dies, defending player loses 1 life.",
    "Whenever this creature deals combat damage to a player, that player loses 2 life.",  # not read yet
    "Whenever this creature attacks, defending player loses 1 life for each card in their graveyard.",
    "Whenever this creature attacks, target opponent loses X life and you gain X life.",
])
def test_other_life_loss_lines_stay_unmodelled(line: str) -> None:
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


def _board(trigger: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
            "permanents": [{"id": "x", "controller": "alice", "power": 2, "toughness": 2, "triggers": [trigger]}],
            "attackers": [{"id": "x", "target": "bob"}], **extra}


def _problem(board: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(ScenarioError) as refused:
        pyengine.resolve(board)
    return refused.value.to_dict()


@pytest.mark.parametrize(("trigger", "path", "rule"), [
    ({"on": "dies", "loses": {"who": "defending-player", "amount": 1}}, "$.permanents[0].triggers[0].loses.who",
     "802.2a"),
    ({"on": "attacks", "loses": {"who": "blocker-controller", "amount": 1}}, "$.permanents[0].triggers[0].loses.who",
     "509.3d"),
    ({"on": "attacks", "loses": {"who": "nobody", "amount": 1}}, "$.permanents[0].triggers[0].loses.who", "119.3"),
    ({"on": "attacks", "target": {"what": "player", "loses": 1, "damage": 1}},
     "$.permanents[0].triggers[0].target.damage", "115.1d"),
    ({"on": "attacks", "target": {"what": "creature", "loses": 1}}, "$.permanents[0].triggers[0].target.loses",
     "119.3"),
    ({"on": "attacks", "gain_life": "life lost"}, "$.permanents[0].triggers[0].gain_life", "119.3"),
])
def test_bad_life_loss_is_refused_with_its_path_and_rule(trigger: dict[str, Any], path: str, rule: str) -> None:
    problem = _problem(_board(trigger))
    assert problem["path"] == path and problem.get("rule") == rule, problem


def test_a_permanent_is_no_target_for_target_opponent() -> None:
    """115.1d: "target opponent" is a player; naming a permanent is refused as the trigger is stacked (603.3d)."""
    board = _board({"on": "attacks", "target": {"what": "opponent", "loses": 1}},
                   trigger_targets=[{"source": "x", "trigger": 0, "target": "x"}])
    problem = _problem(board)
    assert problem["path"] == "$.trigger_targets[0].target" and "not an opponent" in problem["message"]


def test_options_list_the_opponent_only_for_target_opponent() -> None:
    """The legal targets of "target opponent" are the controller's opponents still in the game (115.1d)."""
    answer = pyengine.options(_board({"on": "attacks", "target": {"what": "opponent", "loses": 1}}))
    offers = answer["trigger_targets"]
    assert [o["targets"] for o in offers] == [["bob"]]
