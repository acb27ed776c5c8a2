"""next_turn: what lasts from one combat to the next turn's board (514.2, 502.3, 302.6; PQ; Riftbound)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import pyengine
from pyengine.bridge import call
from pyengine.turns import next_turn


def magic_board() -> dict[str, Any]:
    return {"ruleset": "mtg", "active_player": "a", "players": [{"id": "a"}, {"id": "b", "life": 10}],
            "permanents": [
                {"id": "ogre", "controller": "a", "power": 3, "toughness": 3},
                {"id": "knight", "controller": "a", "power": 2, "toughness": 2, "keywords": ["vigilance"]},
                {"id": "wall", "controller": "b", "power": 1, "toughness": 4, "tapped": True, "sick": True},
                {"id": "elf", "controller": "b", "power": 1, "toughness": 1},
                {"id": "snake", "controller": "b", "power": 1, "toughness": 1, "keywords": ["wither"]}],
            "attackers": [{"id": "ogre", "target": "b"}, {"id": "knight", "target": "b"}],
            "blockers": [{"id": "elf", "blocks": ["ogre"]}, {"id": "snake", "blocks": ["knight"]}],
            "actions": [{"at": "after-blocks", "do": "pump", "target": "knight", "power": 2, "toughness": 2},
                        {"at": "after-blocks", "do": "grant", "target": "ogre", "keyword": "flying"}]}


def test_514_2_damage_and_until_end_of_turn_effects_wear_off_counters_stay() -> None:
    board = magic_board()
    nxt = next_turn(board, pyengine.resolve(board))
    perms = {p["id"]: p for p in nxt["permanents"]}
    assert "elf" not in perms and "snake" not in perms  # died
    assert "damage" not in perms["ogre"]  # 1 damage from the elf, removed at cleanup
    assert perms["ogre"].get("keywords", []) == []  # flying was until end of turn
    assert perms["knight"]["power"] == 2 and perms["knight"]["counters"] == {"-1/-1": 1}  # pump gone, counter stays
    assert nxt["active_player"] == "b"
    assert {k for k in ("attackers", "blockers", "actions") if k in nxt} == set()
    assert pyengine.resolve(nxt)["ok"] is True


def test_502_3_the_new_active_players_permanents_untap_the_attackers_stay_tapped() -> None:
    board = magic_board()
    perms = {p["id"]: p for p in next_turn(board, pyengine.resolve(board))["permanents"]}
    assert "tapped" not in perms["wall"] and "sick" not in perms["wall"]
    assert perms["ogre"]["tapped"] is True  # tapped to attack; untaps on a's own turn
    assert "tapped" not in perms["knight"]  # vigilance


def test_life_carries_over_and_a_finished_game_has_no_next_turn() -> None:
    board = magic_board()
    nxt = next_turn(board, pyengine.resolve(board))
    assert {p["id"]: p.get("life") for p in nxt["players"]}["b"] == 10  # both attackers were blocked
    board["players"][1]["life"] = 2
    board.pop("blockers")
    with pytest.raises(pyengine.ScenarioError, match="game is over"):
        next_turn(board, pyengine.resolve(board))


def test_puzzle_quest_damage_persists() -> None:
    board = {"ruleset": "puzzle-quest", "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
             "permanents": [{"id": "bear", "controller": "a", "power": 2, "toughness": 2},
                            {"id": "wall", "controller": "b", "power": 0, "toughness": 5, "keywords": ["defender"]}]}
    perms = {p["id"]: p for p in next_turn(board, pyengine.resolve(board))["permanents"]}
    assert perms["wall"]["damage"] == 2


def test_bridge_next_turn_answers_json() -> None:
    board = magic_board()
    answer = json.loads(call("next_turn", json.dumps({"scenario": board, "result": pyengine.resolve(board)})))
    assert answer["ok"] is True and answer["scenario"]["active_player"] == "b"
    assert json.loads(call("next_turn", json.dumps({"scenario": board})))["ok"] is False


def test_standoff_when_a_player_has_no_creature_left() -> None:
    # The engine, not the page, says when a game of combats is over (the bridge's next_turn answer).
    import json

    from pyengine import bridge
    from pyengine.turns import standoff

    board = {"ruleset": "mtg", "players": [{"id": "you", "life": 10}, {"id": "them", "life": 10, "name": "Thea"}],
             "active_player": "you",
             "permanents": [{"id": "giant", "name": "Hill Giant", "controller": "you", "power": 3, "toughness": 3},
                            {"id": "bears", "name": "Grizzly Bears", "controller": "them", "power": 2, "toughness": 2}],
             "attackers": [{"id": "giant", "target": "them"}], "blockers": [{"id": "bears", "blocks": ["giant"]}]}
    assert standoff(board) is None
    result = pyengine.resolve(board)
    answer = json.loads(bridge.call("next_turn", json.dumps({"scenario": board, "result": result})))
    assert answer["ok"] is True
    assert answer["standoff"] == {
        "players": ["them"], "winner": "you",
        "message": "Thea controls no creature on the battlefield, so none that can attack or block; "
                   "no combat is left to fight: the game ends, won by you"}
    # Both sides armed: the game goes on.
    board["blockers"] = []
    answer = json.loads(bridge.call("next_turn", json.dumps({"scenario": board, "result": pyengine.resolve(board)})))
    assert answer["standoff"] is None
