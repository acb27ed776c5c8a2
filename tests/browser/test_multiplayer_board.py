"""The playground and the widget on boards of three or more players (issue 16): every seat drawn with
its tallies, attacks at any opponent and blocks by each defending player, by drag and by keyboard.

Every expectation about the rules is the engine's own answer (CPython pyengine for the same scenario).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_playground import EXAMPLES, Playground, cpython, ready_for_a_test, shared  # noqa: F401 (shared is a fixture)
from widgetkit import encode, page_html, serve_page, wait_widgets, widget_html

pytestmark = pytest.mark.browser


@pytest.fixture
def lab(shared: Playground) -> Playground:
    """The module's playground page (test_playground's shared fixture), ready for a test."""
    return ready_for_a_test(shared)


def snapshot(lab: Playground) -> dict[str, Any]:
    return lab.page.evaluate("() => CombatLabBoard.snapshot()")  # type: ignore[no-any-return]


def stats_of(player: dict[str, Any]) -> dict[str, Any]:
    return {stat["label"]: stat["value"] for stat in player["stats"]}


def test_the_new_examples_are_listed() -> None:
    listed = json.loads((EXAMPLES / "index.json").read_text())["examples"]
    for file in ("commander-double-strike.json", "attack-two-players-one-blocks.json", "two-headed-giant-trample.json"):
        assert file in listed
        assert cpython(json.loads((EXAMPLES / file).read_text()))["ok"] is True


def test_four_player_commander_board_shows_every_seat_and_tally(lab: Playground) -> None:
    page = lab.page
    lab.load_example("commander-double-strike.json")
    view = snapshot(lab)
    # The active player at the bottom; the others in seating order from alice's left (turn order).
    assert view["players"]["bottom"]["id"] == "alice"
    assert [p["id"] for p in view["players"]["seats"]] == ["bob", "carol", "dan"]
    bob = view["players"]["seats"][0]
    assert stats_of(bob)["Life"] == 30 and stats_of(bob)["Poison"] == 0
    assert [s["value"] for s in bob["stats"] if s.get("commander") == "zetalpa"] == [14]
    for player in ("alice", "bob", "carol", "dan"):
        rect = page.evaluate("id => CombatLabBoard.cardRect(id)", player)
        assert rect is not None and rect["width"] > 100, player
    seats = {p: page.evaluate("id => CombatLabBoard.cardRect(id)", p) for p in ("bob", "carol", "dan")}
    assert seats["bob"]["x"] < seats["carol"]["x"] < seats["dan"]["x"]
    alice = page.evaluate("() => CombatLabBoard.cardRect('alice')")
    assert alice["y"] > max(r["y"] for r in seats.values())
    # Each card is drawn in its controller's seat.
    cards = lab.cards()
    assert cards["elves"]["seat"] == 0 and cards["wall"]["seat"] == 1 and cards["angel"]["seat"] == 2
    assert cards["zetalpa"]["side"] == "bottom"
    # The text alternative names every tally.
    description = page.text_content("#board-description") or ""
    assert "14 commander damage from Zetalpa, Primal Dawn" in description

    lab.resolve_all()
    expected = cpython(lab.scenario())
    view = snapshot(lab)
    bob = view["players"]["seats"][0]
    final_bob = expected["final"]["players"]["bob"]
    assert [s["value"] for s in bob["stats"] if s.get("commander") == "zetalpa"] == [final_bob["commander_damage"]["zetalpa"]]
    assert bob["lost"] is True and final_bob["lost"] is True
    log_text = page.text_content("#result") or ""
    assert "Bob leaves the game; the others play on." in log_text
    assert "(21 loses)" in log_text
    assert lab.log.console_errors == []


def test_attack_two_players_one_blocks_by_drag_and_keyboard(lab: Playground) -> None:
    page = lab.page
    lab.load_example("attack-two-players-one-blocks.json")
    lab.clear_declarations()
    lab.drag("giant", "bob")
    lab.drag("piker", "carol")
    assert lab.scenario()["attackers"] == [{"id": "giant", "target": "bob"}, {"id": "piker", "target": "carol"}]
    arrows = {(a["from"], a["to"]) for a in snapshot(lab)["arrows"]}
    assert ("giant", "bob") in arrows and ("piker", "carol") in arrows
    # Carol's creature may not block the creature attacking bob: the engine refuses it with 802.4a.
    before = lab.scenario()
    lab.drag("elves", "giant")
    expected = cpython({**before, "blockers": [{"id": "elves", "blocks": ["giant"]}]})
    assert expected["ok"] is False and expected["error"]["rule"] == "802.4a"
    refusal = page.text_content("#refusal") or ""
    assert "Refused" in refusal and "rule 802.4a" in refusal
    assert lab.scenario() == before
    # Bob's blocks the giant by drag; carol's blocks the piker by keyboard.
    lab.drag("bears", "giant")
    page.evaluate("() => { document.getElementById('board').focus(); CombatLabBoard.focus('elves'); }")
    page.keyboard.press("b")
    assert page.evaluate("() => CombatLabBoard.focused()") == "piker"  # the attacker coming at carol
    lab.declare_with("Enter")
    assert lab.scenario()["blockers"] == [{"id": "bears", "blocks": ["giant"]}, {"id": "elves", "blocks": ["piker"]}]
    # Keyboard attack: A starts on the first opponent, the arrows reach any other one.
    lab.clear_declarations()
    page.evaluate("() => { document.getElementById('board').focus(); CombatLabBoard.focus('piker'); }")
    page.keyboard.press("a")
    assert page.evaluate("() => CombatLabBoard.focused()") == "bob"
    for _ in range(12):
        if page.evaluate("() => CombatLabBoard.focused()") == "carol":
            break
        page.keyboard.press("ArrowRight")
    lab.declare_with("Enter")
    assert lab.scenario()["attackers"] == [{"id": "piker", "target": "carol"}]
    assert lab.log.console_errors == []


def test_two_headed_giant_trample_shows_the_team_life(lab: Playground) -> None:
    lab.load_example("two-headed-giant-trample.json")
    view = snapshot(lab)
    seats = {p["id"]: p for p in view["players"]["seats"]}
    assert set(seats) == {"bea", "ben"}  # the other team; abe sits with ana at the bottom (810.3)
    # Players without a name are named by their id with a capital, on the board as in the log.
    assert view["players"]["bottom"]["label"] == "Ana & Abe · team A"
    assert lab.cards()["dreadmaw"]["side"] == "bottom"
    assert seats["bea"]["role"] == "defending"
    assert stats_of(seats["bea"])["Life"] == 30 and "team B" in seats["bea"]["label"]
    lab.resolve_all()
    expected = cpython(lab.scenario())
    view = snapshot(lab)
    seats = {p["id"]: p for p in view["players"]["seats"]}
    for player in ("bea", "ben"):  # damage to bea changes the team's life: both show it
        assert stats_of(seats[player])["Life"] == expected["final"]["teams"]["B"]["life"] == 26
    assert lab.log.console_errors == []


def test_the_widget_and_the_iframe_show_every_player(base_url: str, page: Any) -> None:
    scenario = json.loads((EXAMPLES / "commander-double-strike.json").read_text())
    expected = cpython(scenario)
    serve_page(page, base_url + "multiplayer.html", page_html(widget_html(scenario, mode="view")))
    page.goto(base_url + "multiplayer.html")
    assert wait_widgets(page) == ["ready"]
    bars = page.locator("combat-lab .player").all_text_contents()
    assert len(bars) == 4  # alice at the bottom, bob, carol and dan above
    tally = expected["final"]["players"]["bob"]["commander_damage"]["zetalpa"]
    assert any("Bob" in b and f"{tally} commander damage from Zetalpa, Primal Dawn" in b for b in bars)
    # The iframe embed draws the same board from its fragment.
    page.goto(f"{base_url}embed.html#s={encode(scenario)}&mode=view")
    assert wait_widgets(page) == ["ready"]
    bars = page.locator("combat-lab .player").all_text_contents()
    assert len(bars) == 4 and any("Carol" in b for b in bars)
