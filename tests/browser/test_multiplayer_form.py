"""The set-up form on multiplayer boards (issue 16): life, roles and teams as the engine's `options` say,
commander damage, adding players; and the board's card badges never covering each other.

Every expectation about the rules is the engine's own answer (the board's, or CPython pyengine's).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_playground import EXAMPLES, Playground, cpython, ready_for_a_test, shared  # noqa: F401 (shared is a fixture)

pytestmark = pytest.mark.browser


@pytest.fixture
def lab(shared: Playground) -> Playground:
    """The module's playground page (test_playground's shared fixture), ready for a test."""
    shared.page.set_viewport_size({"width": 1280, "height": 800})
    return ready_for_a_test(shared)


def board_life(lab: Playground) -> dict[str, int]:
    """Each player's life as the board draws it."""
    players = lab.page.evaluate("() => CombatLabBoard.snapshot().players")
    seats = [players["bottom"], *players.get("seats", [players["top"]])]
    return {p["id"]: next(s["value"] for s in p["stats"] if s["label"] == "Life") for p in seats}


def form_value(lab: Playground, selector: str) -> str:
    return lab.page.eval_on_selector(selector, "input => input.value")  # type: ignore[no-any-return]


def test_commander_form_life_and_commander_damage_match_the_board(lab: Playground) -> None:
    lab.load_example("commander-double-strike.json")
    life = board_life(lab)
    assert life["alice"] == 40 and life["bob"] == 30  # 903.7 for alice; bob's own life
    for player, value in life.items():
        assert form_value(lab, f'.player-box[data-player="{player}"] input[name="life"]') == str(value), player
    tally = '.player-box[data-player="bob"] input[name="commander_damage:zetalpa"]'
    assert form_value(lab, tally) == "14"
    assert lab.page.locator('label:has-text("bob\'s damage from Zetalpa")').count() == 1
    # Editing the tally writes commander_damage.
    lab.page.fill(tally, "20")
    lab.page.press(tally, "Tab")
    lab.settle()
    assert lab.scenario()["players"][1]["commander_damage"] == {"zetalpa": 20}
    lab.page.click("#undo")
    lab.settle()


def test_two_headed_giant_form_shows_each_teams_shared_life_once(lab: Playground) -> None:
    lab.load_example("two-headed-giant-trample.json")
    life = board_life(lab)
    scenario = lab.scenario()
    teams = {p["team"] for p in scenario["players"]}
    assert lab.page.locator(".team-box").count() == len(teams) == 2
    for team in teams:
        # The board draws a team's seat once (the active player's teammate sits with them, 810.3).
        drawn = {life[p["id"]] for p in scenario["players"] if p["team"] == team and p["id"] in life}
        assert len(drawn) == 1
        box = f'.team-box[data-team="{team}"] input[name="team_life"]'
        assert form_value(lab, box) == str(drawn.pop()), team
    for player in scenario["players"]:
        assert lab.page.locator(f'.player-box[data-player="{player["id"]}"] input[name="life"]').count() == 0
    # Roles from the engine's game facts: the active player's teammate attacks too (805.10a).
    game = lab.page.evaluate("() => CombatLabApp.state.options.game")
    mate = next(p for p in game["teams"].values() if game["active_player"] in p)
    for player in mate:
        legend = lab.page.text_content(f'.player-box[data-player="{player}"] legend') or ""
        assert "defending" not in legend and "attacking" in legend, legend


def test_adding_a_third_player_gives_a_board_the_engine_resolves(lab: Playground) -> None:
    listed = json.loads((EXAMPLES / "index.json").read_text())["examples"]
    two = next(f for f in listed if (s := json.loads((EXAMPLES / f).read_text()))["ruleset"] == "mtg"
               and len(s["players"]) == 2 and "variant" not in s)
    lab.load_example(two)
    lab.page.get_by_role("button", name="+ Add a player").click()
    lab.settle()
    scenario = lab.scenario()
    assert len(scenario["players"]) == 3
    new = scenario["players"][2]["id"]
    assert lab.page.locator(f'.player-box[data-player="{new}"]').count() == 1
    assert lab.page.locator("#verdict .problem, .problem-list li").count() == 0
    assert cpython(scenario)["ok"] is True
    assert form_value(lab, f'.player-box[data-player="{new}"] input[name="life"]') == str(board_life(lab)[new])
    # Keyboard: the attack option is a labelled select.
    assert lab.page.get_by_label("Attack option").count() == 1
    lab.page.get_by_role("button", name=f"Remove {new}").click()
    lab.settle()
    assert len(lab.scenario()["players"]) == 2


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_card_badges_neither_overlap_nor_leave_their_card(lab: Playground, size: tuple[int, int]) -> None:
    page = lab.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    lab.load_example("commander-double-strike.json")
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    snapshot = page.evaluate("() => CombatLabBoard.snapshot()")
    canvas = page.eval_on_selector("canvas", "c => c.getBoundingClientRect().toJSON()")
    assert snapshot["badges"]["zetalpa"], "Zetalpa's badges are drawn"
    for card, badges in snapshot["badges"].items():
        rect = page.evaluate("id => CombatLabBoard.cardRect(id)", card)
        left, top = rect["x"] - canvas["x"], rect["y"] - canvas["y"]
        for i, a in enumerate(badges):
            assert a["x"] >= left - 0.5 and a["x"] + a["width"] <= left + rect["width"] + 0.5, (card, a)
            assert a["y"] >= top - 0.5 and a["y"] + a["height"] <= top + rect["height"] + 0.5, (card, a)
            for b in badges[i + 1:]:
                apart = (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                         or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])
                assert apart, (card, a, b)
