"""``options``: hand-worked boards (tests/options/*.json), the capabilities of each ruleset, the bridge
call and the command line.

Each file of tests/options holds a board and, under ``expect``, the parts of the answer worked out by hand
from the rules (its ``source`` says which); every key given is compared in full, without the ``message``
texts (as golden errors are compared by code, rule and path).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import pyengine
from pyengine import bridge
from pyengine.cli import main

CASES = sorted((Path(__file__).absolute().parent / "options").glob("*.json"))


def without_messages(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_messages(v) for k, v in value.items() if k != "message"}
    if isinstance(value, list):
        return [without_messages(v) for v in value]
    return value


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_hand_worked_options(path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    for field in ("title", "rule", "source"):
        assert case[field].strip(), f"{path.name}: empty {field}"
    answer = without_messages(pyengine.options(case["scenario"]))
    for key, expected in case["expect"].items():
        assert answer[key] == expected, f"{path.name}: {key}\n{json.dumps(answer[key], indent=1)}"


def test_every_ruleset_has_a_hand_worked_case() -> None:
    covered = {json.loads(p.read_text(encoding="utf-8"))["scenario"]["ruleset"] for p in CASES}
    assert covered == set(pyengine.RULESETS)


@pytest.mark.parametrize(("ruleset", "decisions", "order", "on_stack", "source", "steps"), [
    ("mtg", ["attacks", "blocks", "divisions"], False, False, "creature",
     ["declare-attackers", "declare-blockers", "first-strike", "regular"]),
    ("mtg-2020", ["attacks", "blocks", "divisions"], True, False, "creature",
     ["declare-attackers", "declare-blockers", "first-strike", "regular"]),
    ("mtg-classic", ["attacks", "blocks", "divisions"], False, True, "creature",
     ["declare-attackers", "declare-blockers", "first-strike", "regular"]),
    ("puzzle-quest", [], False, False, None, ["slots", "attack N: ID", "end of turn"]),
    ("riftbound", ["divisions"], False, False, "player", ["showdown", "combat damage", "combat cleanup"]),
])
def test_capabilities(ruleset: str, decisions: list[str], order: bool, on_stack: bool, source: str | None,
                      steps: list[str]) -> None:
    from pyengine.options import capabilities  # noqa: PLC0415
    from pyengine.rulesets import find_ruleset  # noqa: PLC0415

    rules = find_ruleset(ruleset)
    assert rules is not None
    caps = capabilities(rules)
    assert (caps["decisions"], caps["damage_assignment_order"], caps["combat_damage_on_stack"],
            caps["division_source"], caps["steps"]) == (decisions, order, on_stack, source, steps)
    fields = caps["fields"]["scenario"]
    assert ("damage_assignment_order" in fields) is order
    assert ("attackers" in fields) is ("attacks" in decisions)
    assert ("battlefield" in fields) is (ruleset == "riftbound")
    assert ("on-stack" in caps["action_times"]) is on_stack


def test_classic_keywords_say_deathtouch_and_lifelink_were_triggered() -> None:
    """Before M10 deathtouch (502.63) and lifelink (502.68) were triggered abilities: no lethal 1, life after
    the state-based effects (M10 rules changes sections 6-7). The capabilities and rule notes say so."""
    from pyengine.options import capabilities  # noqa: PLC0415
    from pyengine.rule_notes import rule_notes  # noqa: PLC0415
    from pyengine.rulesets import find_ruleset  # noqa: PLC0415

    rules = find_ruleset("mtg-classic")
    assert rules is not None
    summary = {k["name"]: k["summary"] for k in capabilities(rules)["keywords"]}
    for keyword, number in (("deathtouch", "502.63"), ("lifelink", "502.68")):
        assert summary[keyword].startswith("a triggered ability"), summary[keyword]
        assert "triggered ability" in rule_notes("mtg-classic")[number + "a"]
    assert "lethal" not in summary["deathtouch"]
    modern = find_ruleset("mtg")
    assert modern is not None
    assert "1 is lethal" in {k["name"]: k["summary"] for k in capabilities(modern)["keywords"]}["deathtouch"]


def test_capabilities_list_what_each_ruleset_accepts() -> None:
    """Every field and keyword capabilities list is accepted by the parser; every other keyword is refused."""
    from pyengine.keywords import MAGIC_KEYWORDS, PUZZLE_QUEST_KEYWORDS, RIFTBOUND_KEYWORDS  # noqa: PLC0415
    from pyengine.options import capabilities  # noqa: PLC0415
    from pyengine.rulesets import find_ruleset  # noqa: PLC0415

    every = set(MAGIC_KEYWORDS) | set(PUZZLE_QUEST_KEYWORDS) | set(RIFTBOUND_KEYWORDS)
    for ruleset in pyengine.RULESETS:
        rules = find_ruleset(ruleset)
        assert rules is not None
        caps = capabilities(rules)
        known = {k["name"] for k in caps["keywords"]}
        for name in every:
            number = 1 if name in known and next(k for k in caps["keywords"] if k["name"] == name)["numbered"] \
                else (1 if any(name == n and s.numbered for table in (MAGIC_KEYWORDS, PUZZLE_QUEST_KEYWORDS,
                                                                      RIFTBOUND_KEYWORDS) for n, s in table.items())
                      else None)
            if name == "landwalk":  # its parameter is a land subtype, kept in the keyword's name
                assert name not in known or next(k for k in caps["keywords"] if k["name"] == name)[
                    "parameter"] == "land subtype"
                name_given, number = "landwalk:Desert", None
            else:
                name_given = name
            problem = rules.keyword_problem(name_given, number, "$.k")
            assert (problem is None) is (name in known), (ruleset, name, problem)
        badges = {k["name"]: k["badge"] for k in caps["keywords"]}
        assert all(b[:1].isupper() and "_" not in b for b in badges.values()), badges


def test_bridge_and_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = json.loads((CASES[0].parent / "mtg-attacks.json").read_text(encoding="utf-8"))
    answer = json.loads(bridge.call("options", json.dumps(case["scenario"])))
    assert answer["ok"] is True and answer["attacks"]
    refused = json.loads(bridge.call("options", json.dumps({"ruleset": "mtg"})))
    assert refused["ok"] is False and refused["error"]["code"] == "invalid-scenario"
    path = tmp_path / "board.json"
    path.write_text(json.dumps(case["scenario"]), encoding="utf-8")
    assert main(["options", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["attacks"] == answer["attacks"]
    assert main(["options", str(path), "--text"]) == 0
    text = capsys.readouterr().out
    assert "tired can't attack: tired is tapped" in text and "[508.1a]" in text
    path.write_text("{}", encoding="utf-8")
    assert main(["options", str(path)]) == 2


def test_problems_of_the_declaration_are_listed_with_the_choices() -> None:
    """An illegal block still gets the attack and block options, and its problem; no divisions."""
    case = json.loads((CASES[0].parent / "mtg-blocks.json").read_text(encoding="utf-8"))
    scenario = {**case["scenario"], "blockers": [{"id": "bear", "blocks": ["bird"]}]}
    answer = pyengine.options(scenario)
    assert answer["blocks"] is not None and answer["divisions"] is None
    assert [(p["code"], p["rule"], p["path"]) for p in answer["problems"]] == \
        [(p["code"], p["rule"], p["path"]) for p in pyengine.validate(scenario)]


def test_a_refused_board_lists_its_problems_as_validate_does() -> None:
    """A board the ruleset refuses (here a damage assignment order under current rules) still gets its
    attack options, and every problem validate lists."""
    case = json.loads((CASES[0].parent / "mtg-divisions-trample-over-planeswalkers.json").read_text(encoding="utf-8"))
    scenario = {**case["scenario"], "damage_assignment_order": {"wurm": ["guard"]},
                "attackers": [{"id": "wurm", "target": "alice"}]}
    answer = pyengine.options(scenario)
    assert answer["attacks"][0]["targets"] == ["bob", "jace"]
    assert answer["blocks"] is None and answer["divisions"] is None
    assert answer["problems"] == pyengine.validate(scenario)
    assert {p["code"] for p in answer["problems"]} == {"not-in-ruleset", "illegal-attack", "illegal-block"}


def test_the_browser_worker_passes_every_bridge_call() -> None:
    """web/engine/engine-worker.js forwards only the names it lists: they are exactly the bridge's calls."""
    import re  # noqa: PLC0415

    worker = (Path(__file__).absolute().parent.parent / "web" / "engine" / "engine-worker.js").read_text(encoding="utf-8")
    listed = re.search(r"const NAMES = new Set\(\[([^\]]*)\]\)", worker)
    assert listed is not None, "web/engine/engine-worker.js no longer lists its call names in NAMES"
    assert set(re.findall(r'"([a-z_]+)"', listed.group(1))) == set(bridge.CALLS)


@pytest.mark.parametrize(("variant", "teams", "given", "start", "lives"), [
    (None, None, {}, 20, [20, 20, 20]),  # 103.4
    ("commander", None, {"b": 30}, 40, [40, 30, 40]),  # 903.7: only the players without a life start at 40
    ("two-headed-giant", ["A", "A", "B", "B"], {"c": 25}, 30, [30, 30, 25, 25]),  # 810.4, 810.9: shared
])
def test_game_facts_give_each_players_starting_life(variant: str | None, teams: list[str] | None,
                                                    given: dict[str, int], start: int, lives: list[int]) -> None:
    """An interface shows the life the engine starts from instead of working out 903.7 or 810.4 itself."""
    ids = ["a", "b", "c", "d"][:len(lives)]
    players: list[dict[str, Any]] = [{"id": pid} for pid in ids]
    for player, team in zip(players, teams or []):
        player["team"] = team
    for player in players:
        if player["id"] in given:
            player["life"] = given[player["id"]]
    scenario: dict[str, Any] = {"ruleset": "mtg", "players": players, "active_player": "a", "permanents": []}
    if variant:
        scenario["variant"] = variant
    game = pyengine.options(scenario)["game"]
    assert game["starting_life"] == start
    assert game["life"] == dict(zip(ids, lives))
