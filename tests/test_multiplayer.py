"""Multiplayer boards beyond resolve (issue 16): validate, compare, the advisor, the next turn, text.

The combat results themselves are golden files (tests/scenarios/multiplayer); these tests check
the tools built on them.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import pyengine
from pyengine.compare import compare
from pyengine.render import render_text
from pyengine.turns import next_turn


def four_player_commander() -> dict[str, Any]:
    """a attacks b with a double-striking commander and c with a 3/3; c's 2/2 blocks the 3/3."""
    return {
        "format": 1, "ruleset": "mtg", "variant": "commander", "active_player": "a",
        "players": [{"id": "a"}, {"id": "b", "life": 6, "commander_damage": {"cmd": 4}}, {"id": "c"}, {"id": "d"}],
        "permanents": [
            {"id": "cmd", "controller": "a", "power": 5, "toughness": 5, "commander": True,
             "keywords": ["double_strike"]},
            {"id": "x", "controller": "a", "power": 3, "toughness": 3},
            {"id": "bb", "controller": "b", "power": 1, "toughness": 1},
            {"id": "bc", "controller": "b", "power": 4, "toughness": 4},
            {"id": "cb", "controller": "c", "power": 2, "toughness": 2},
        ],
        "attackers": [{"id": "cmd", "target": "b"}, {"id": "x", "target": "c"}],
        "blockers": [{"id": "cb", "blocks": ["x"]}],
    }


def test_validate_lists_a_block_by_the_wrong_defending_player_with_its_rule() -> None:
    board = four_player_commander()
    board["blockers"].append({"id": "bc", "blocks": ["x"]})
    problems = pyengine.validate(board)
    assert [(p["code"], p["rule"], p["path"]) for p in problems] == [
        ("illegal-block", "802.4a", "$.blockers[1].blocks[0]")]


@pytest.mark.parametrize("field, value, path, rule", [
    ("team", "A", "$.players[1].team", "810.4"),
    ("commander_damage", {"cmd": 3}, "$.players[1].commander_damage", "903.10a"),
])
def test_variant_fields_outside_their_variant_are_refused(field: str, value: Any, path: str, rule: str) -> None:
    board = four_player_commander()
    del board["variant"]
    board["permanents"][0].pop("commander")
    board["players"][1].pop("commander_damage")
    board["players"][1][field] = value
    problems = pyengine.validate(board)
    assert (path, rule) in [(p["path"], p["rule"]) for p in problems]


def test_a_tally_must_name_a_commander() -> None:
    board = four_player_commander()
    board["players"][1]["commander_damage"] = {"x": 3}
    problems = pyengine.validate(board)
    assert [(p["code"], p["path"]) for p in problems] == [("invalid-scenario", "$.players[1].commander_damage['x']")]


def test_compare_resolves_a_commander_board_where_commander_exists_and_says_why_not_elsewhere() -> None:
    answer = compare(four_player_commander())
    assert answer["rulesets"] == ["mtg", "mtg-2020"]
    assert answer["skipped"]["mtg-classic"]["path"] == "$.variant"
    assert answer["skipped"]["puzzle-quest"]["path"] == "$.players"
    assert answer["skipped"]["riftbound"]["code"] == "not-implemented"
    tallies = {rs: r["final"]["players"]["b"]["commander_damage"] for rs, r in answer["results"].items()}
    assert tallies == {"mtg": {"cmd": 14}, "mtg-2020": {"cmd": 14}}


def test_compare_lists_team_life_differences() -> None:
    board = {"format": 1, "ruleset": "mtg", "variant": "two-headed-giant", "active_player": "a1",
             "players": [{"id": "a1", "team": "A"}, {"id": "a2", "team": "A"},
                         {"id": "b1", "team": "B"}, {"id": "b2", "team": "B"}],
             "permanents": [{"id": "t", "controller": "a1", "power": 4, "toughness": 4, "keywords": ["lifelink"]},
                            {"id": "w", "controller": "b2", "power": 1, "toughness": 1, "keywords": ["deathtouch"]}],
             "attackers": [{"id": "t", "target": "b1"}],
             "actions": [{"at": "after-blocks", "do": "grant", "target": "t", "keyword": "toxic:1"}]}
    answer = compare(board, ["mtg", "mtg-2020"])
    assert answer["results"]["mtg-2020"]["ok"] is False  # toxic came in 2022
    assert answer["results"]["mtg"]["final"]["teams"]["B"] == {"players": ["b1", "b2"], "life": 26, "poison": 1,
                                                                "lost": False}


def test_the_advisor_advises_one_defending_player_and_keeps_the_others_blocks() -> None:
    answer = pyengine.advise(four_player_commander(), "defender")
    assert answer["player"] == "b"  # the first defending player attacked, in APNAP order
    # b is at 6: two hits of 5 would kill b, so b must block the commander; bb is the cheaper blocker.
    assert answer["choice"]["blockers"] == [{"id": "bb", "blocks": ["cmd"]}]
    blocks = [e for e in answer["outcome"]["before_damage"][1]["events"] if e["type"] == "blocks"]
    assert [(e["id"], e["attackers"]) for e in blocks] == [("bb", ["cmd"]), ("cb", ["x"])]
    assert answer["outcome"]["final"]["players"]["b"]["lost"] is False
    assert "802.4b" in answer["explanation"]


def test_the_advisor_refuses_a_player_nobody_attacks() -> None:
    with pytest.raises(pyengine.ScenarioError) as caught:
        pyengine.advise(four_player_commander(), "defender", "d")
    assert caught.value.path == "$.player"


def test_the_attack_advisor_attacks_the_named_player_only() -> None:
    board = {k: v for k, v in four_player_commander().items() if k not in ("attackers", "blockers")}
    answer = pyengine.advise(board, "attacker", "d")
    assert answer["choice"]["attackers"] and {a["target"] for a in answer["choice"]["attackers"]} == {"d"}


def test_the_attack_advice_fits_the_whole_board_when_dethrone_counts_a_player_left_out() -> None:
    """On the board of a and b alone b ties for most life, so dethrone would trigger there; on the whole board c
    has more (702.105a), so a division sized for the dethrone counter would be illegal: the whole board takes
    the automatic division and the answer is still a legal, resolved combat."""
    board = {"format": 1, "ruleset": "mtg", "active_player": "a",
             "players": [{"id": "a"}, {"id": "b"}, {"id": "c", "life": 25}],
             "permanents": [{"id": "x", "controller": "a", "power": 2, "toughness": 2, "keywords": ["dethrone"]}]}
    answer = pyengine.advise(board, "attacker", "b")
    assert answer["choice"]["attackers"] == [{"id": "x", "target": "b"}]
    assert answer["choice"]["assignments"] == []
    assert answer["outcome"]["ok"] and answer["outcome"]["final"]["players"]["b"]["life"] == 18


def test_next_turn_passes_to_the_next_player_still_in_the_game() -> None:
    board = four_player_commander()
    board["players"][0]["life"] = 40
    board["players"][1]["commander_damage"] = {"cmd": 12}  # 12 + 5 + 5 = 22: b loses
    board["blockers"] = []
    result = pyengine.resolve(board)
    assert result["final"]["players"]["b"]["lost"] is True
    following = next_turn(board, result)
    assert following["active_player"] == "c"  # b, next in turn order, has left the game
    assert [p["id"] for p in following["players"]] == ["a", "c", "d"]
    assert "bb" not in [p["id"] for p in following["permanents"]]
    assert pyengine.resolve(dict(copy.deepcopy(following), attackers=[]))["ok"]


def test_text_shows_commander_tallies_and_teams() -> None:
    result = pyengine.resolve(dict(four_player_commander(), blockers=[]))
    text = render_text(result)
    assert "b has now been dealt 9 combat damage by the commander cmd (21 loses) [903.10a]" in text
    assert "commander damage 14 from cmd" in text


@pytest.mark.parametrize("ruleset", pyengine.RULESETS)
def test_capabilities_list_owner_exactly_where_it_is_accepted(ruleset: str) -> None:
    """800.4a needs a permanent's owner in any game of more than two players, Commander or not: the classic
    rules' multiplayer boards take it, so their capabilities must list it (they once left it out)."""
    from pyengine.options import capabilities  # noqa: PLC0415
    from pyengine.rulesets import find_ruleset  # noqa: PLC0415

    rules = find_ruleset(ruleset)
    assert rules is not None
    unit = ({"id": "x", "controller": "a", "types": ["unit"], "might": 1} if ruleset == "riftbound"
            else {"id": "x", "controller": "a", "power": 1, "toughness": 1})
    board = {"format": 1, "ruleset": ruleset, "active_player": "a", "players": [{"id": "a"}, {"id": "b"}],
             "permanents": [unit]}
    assert pyengine.validate(board) == []
    owned = copy.deepcopy(board)
    owned["permanents"][0]["owner"] = "b"
    listed = "owner" in capabilities(rules)["fields"]["permanent"]
    assert (pyengine.validate(owned) == []) is listed


def test_next_turn_gives_a_stolen_permanent_back_to_its_owner_when_the_thief_left() -> None:
    """800.4a: c's steal of b's 2/2 ends when c leaves; the next board has it under b, with no owner field."""
    board = {"format": 1, "ruleset": "mtg", "active_player": "a",
             "players": [{"id": "a"}, {"id": "b"}, {"id": "c", "life": 3}],
             "permanents": [{"id": "fs", "controller": "a", "power": 3, "toughness": 3, "keywords": ["first_strike"]},
                            {"id": "borrowed", "controller": "c", "owner": "b", "control_effect": True,
                             "power": 2, "toughness": 2}],
             "attackers": [{"id": "fs", "target": "c"}]}
    following = next_turn(board, pyengine.resolve(board))
    assert [p["id"] for p in following["players"]] == ["a", "b"]
    assert next(p for p in following["permanents"] if p["id"] == "borrowed") == {
        "id": "borrowed", "controller": "b", "power": 2, "toughness": 2}
    assert pyengine.validate(following) == []


def test_next_turn_gives_a_siege_whose_protector_left_a_new_protector() -> None:
    """704.5w: once combat is over, a battle whose protector left the game gets a new protector its controller
    chooses among the players who can be (310.11a: an opponent of a Siege's controller); the next board names
    one still in the game rather than the player who left (which it would refuse). 704.5x: a stolen Siege back
    with its owner, who protected it, gets an opponent of its owner."""
    board = {"format": 1, "ruleset": "mtg", "active_player": "a",
             "players": [{"id": "a"}, {"id": "b", "life": 3}, {"id": "c"}, {"id": "d"}],
             "permanents": [{"id": "fs", "controller": "a", "power": 3, "toughness": 3, "keywords": ["first_strike"]},
                            {"id": "siege", "controller": "c", "types": ["battle"], "defense": 4, "protector": "b"}],
             "attackers": [{"id": "fs", "target": "b"}]}
    following = next_turn(board, pyengine.resolve(board))
    assert [p["id"] for p in following["players"]] == ["a", "c", "d"]
    assert next(p for p in following["permanents"] if p["id"] == "siege")["protector"] == "d"  # after c: d, a
    assert pyengine.validate(following) == []
    stolen = copy.deepcopy(board)
    stolen["players"][1]["life"] = 20
    stolen["players"][2]["life"] = 3
    stolen["permanents"][1] = {"id": "siege", "controller": "c", "owner": "b", "control_effect": True,
                               "types": ["battle"], "defense": 4, "protector": "b"}
    stolen["attackers"] = [{"id": "fs", "target": "c"}]
    following = next_turn(stolen, pyengine.resolve(stolen))
    siege = next(p for p in following["permanents"] if p["id"] == "siege")
    assert (siege["controller"], siege["protector"]) == ("b", "d")
    assert pyengine.validate(following) == []
