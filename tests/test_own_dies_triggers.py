"""A creature's own "when this creature dies" life triggers (``triggers`` with ``"on": "dies"``): 700.4, 603.6c.

The trigger looks back in time (603.10a): it triggers as the creature is put into a graveyard from the battlefield,
waits for the stack until the state-based actions are done (603.3), and resolves though its source is gone
(113.7a), controlled by the player who controlled the creature as it died (603.3a).
"""

from __future__ import annotations

from typing import Any

import pytest

import pyengine
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card

FEEDER = {"on": "dies", "opponents_lose": 2, "gain_life": 2}


@pytest.mark.parametrize(("line", "trigger"), [
    ("When this creature dies, each opponent loses 2 life and you gain 2 life.", FEEDER),  # Nocturnal Feeder
    ("When this creature dies, you gain 3 life.", {"on": "dies", "gain_life": 3}),          # Anodet Lurker
    ("When this creature dies, each opponent loses 2 life.", {"on": "dies", "opponents_lose": 2}),  # Blistergrub
    ("When Nocturnal Feeder dies, you gain 1 life.", {"on": "dies", "gain_life": 1}),
    ("When this creature dies, each player loses 1 life.",  # a draw when all reach 0 at once (104.4a)
     {"on": "dies", "loses": {"who": "each-player", "amount": 1}}),
    ("When this creature dies, target opponent loses 2 life.", {"on": "dies", "target": {"what": "opponent", "loses": 2}}),
    ("Whenever another creature you control dies, target opponent loses 1 life.",  # chosen as it is stacked, 603.3d
     {"on": "another-creature-you-control-dies", "target": {"what": "opponent", "loses": 1}}),
])
def test_dies_life_triggers_become_the_triggers_field(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("Nocturnal Feeder", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "When this creature dies, you gain 2 life and draw a card.",
    "When this creature dies, you gain life equal to its power.",
    "When this creature dies, it deals 2 damage to target player.",   # "any target": test_trigger_targets
    "When this creature dies, you may gain 2 life.",
    "Whenever this creature dies, it gets +1/+1 until end of turn.",
    "When this creature dies, put a +1/+1 counter on it.",
    "When this creature leaves the battlefield, you gain 2 life.",  # exile and bounce too: not a dies trigger
])
def test_other_dies_lines_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]


def _board(permanents: list[dict[str, Any]], attackers: list[tuple[str, str]], blockers: list[tuple[str, str]] = (),
           players: tuple[str, ...] = ("alice", "bob"), life: dict[str, int] | None = None,
           **extra: Any) -> dict[str, Any]:
    life = life or {}
    return {"format": 1, "ruleset": extra.pop("ruleset", "mtg"),
            "players": [{"id": p, "life": life.get(p, 20)} for p in players], "active_player": "alice",
            "permanents": permanents, "attackers": [{"id": a, "target": t} for a, t in attackers],
            "blockers": [{"id": b, "blocks": [a]} for b, a in blockers], **extra}


def _cre(ident: str, controller: str, power: int, toughness: int, **fields: Any) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "types": ["creature"], "power": power, "toughness": toughness,
            **fields}


def _events(result: dict[str, Any]) -> list[dict[str, Any]]:
    return ([e for s in result["before_damage"] for e in s["events"]]
            + [e for s in result["steps"] for e in s["events"]])


def _life(result: dict[str, Any]) -> dict[str, int]:
    return {p: v["life"] for p, v in result["final"]["players"].items()}


def test_nocturnal_feeder_by_name_drains_as_it_dies() -> None:
    result = pyengine.resolve(_board([{"id": "feeder", "card": "Nocturnal Feeder", "controller": "alice"},
                                      _cre("ogre", "bob", 3, 3, keywords=["reach"])],
                                     [("feeder", "bob")], [("ogre", "feeder")]))
    events = _events(result)
    dies = next(i for i, e in enumerate(events) if e["type"] == "dies" and e["id"] == "feeder")
    trigger = events[dies + 1]
    assert trigger == {"type": "trigger", "source": "feeder", "ability": "triggers", "note": "when it dies",
                       "rule": "603.6c"}
    assert [(e["player"], e["amount"], e["rule"]) for e in events[dies + 2:dies + 4]] == [
        ("bob", -2, "603.6c"), ("alice", 2, "603.6c")]
    assert _life(result) == {"alice": 22, "bob": 18}


@pytest.mark.parametrize(("ruleset", "rule"), [("mtg", "603.6c"), ("mtg-2020", "603.6c"), ("mtg-classic", "410.10c")])
def test_each_era_cites_its_rule(ruleset: str, rule: str) -> None:
    result = pyengine.resolve(_board([_cre("feeder", "alice", 2, 1, triggers=[FEEDER]), _cre("ogre", "bob", 3, 3)],
                                     [("feeder", "bob")], [("ogre", "feeder")], ruleset=ruleset))
    assert [e["rule"] for e in _events(result) if e["type"] == "trigger"] == [rule]
    assert _life(result) == {"alice": 22, "bob": 18}


def test_exiled_instead_never_dies_and_nothing_triggers() -> None:
    result = pyengine.resolve(_board([_cre("feeder", "alice", 2, 1, triggers=[FEEDER], keywords=["exile_instead"]),
                                      _cre("ogre", "bob", 3, 3)], [("feeder", "bob")], [("ogre", "feeder")]))
    assert not [e for e in _events(result) if e["type"] == "trigger"]
    assert _life(result) == {"alice": 20, "bob": 20} and result["final"]["permanents"]["feeder"]["zone"] == "exile"


def test_bounced_is_not_dying_but_sacrificed_is() -> None:
    def run(to: str) -> dict[str, Any]:
        return pyengine.resolve(_board([_cre("feeder", "alice", 2, 1, triggers=[FEEDER]), _cre("ogre", "bob", 3, 3)],
                                       [("feeder", "bob")], [("ogre", "feeder")],
                                       actions=[{"at": "after-blocks", "do": "remove", "target": "feeder", "to": to}]))
    assert _life(run("hand")) == {"alice": 20, "bob": 20}
    sacrificed = run("graveyard")
    assert _life(sacrificed) == {"alice": 22, "bob": 18}
    blockers = next(s for s in sacrificed["before_damage"] if s["name"] == "declare-blockers")["events"]
    assert [e["type"] for e in blockers][-4:] == ["leaves", "trigger", "life", "life"]  # before any damage


def test_undying_and_the_dies_trigger_of_a_stolen_creature() -> None:
    """Both trigger as it dies, controlled by alice who controlled it then (603.3a); undying returns it to bob,
    its owner (702.93a), and alice still gains the life, in either order (603.3b, trigger_order)."""
    stolen = _cre("feeder", "alice", 2, 1, owner="bob", control_effect=True, keywords=["undying"], triggers=[FEEDER])
    for order in ([], [{"source": "feeder", "ability": "triggers"}]):
        result = pyengine.resolve(_board([stolen, _cre("ogre", "bob", 3, 3)], [("feeder", "bob")],
                                         [("ogre", "feeder")], trigger_order=order))
        triggers = [e["ability"] for e in _events(result) if e["type"] == "trigger"]
        assert triggers == (["undying", "triggers"] if not order else ["triggers", "undying"])
        assert _life(result) == {"alice": 22, "bob": 18}
        assert result["final"]["permanents"]["feeder"]["controller"] == "bob"


def test_persist_creature_with_its_counter_dies_for_good_and_still_triggers() -> None:
    result = pyengine.resolve(_board([_cre("feeder", "alice", 2, 2, keywords=["persist"], counters={"-1/-1": 1},
                                           triggers=[{"on": "dies", "gain_life": 3}]), _cre("ogre", "bob", 3, 3)],
                                     [("feeder", "bob")], [("ogre", "feeder")]))
    assert [e["ability"] for e in _events(result) if e["type"] == "trigger"] == ["triggers"]
    assert _life(result)["alice"] == 23 and result["final"]["permanents"]["feeder"]["zone"] == "graveyard"


def test_dies_in_first_strike_and_the_drain_ends_the_game_before_regular_damage() -> None:
    """510.4, 603.3: the trigger resolves after the first-strike step's state-based actions; bob at 0 loses then
    (704.5a), and no regular damage is dealt."""
    result = pyengine.resolve(_board([_cre("feeder", "alice", 2, 1, triggers=[FEEDER]),
                                      _cre("striker", "bob", 2, 2, keywords=["first_strike"]),
                                      _cre("brute", "alice", 5, 5)],
                                     [("feeder", "bob"), ("brute", "bob")], [("striker", "feeder")], life={"bob": 2}))
    assert [s["name"] for s in result["steps"]] == ["first-strike"]
    assert result["final"]["players"]["bob"] == {"life": 0, "poison": 0, "lost": True}
    assert result["final"]["winner"] == "alice"


def test_a_controller_who_leaves_the_game_as_it_dies_puts_no_trigger_on_the_stack() -> None:
    """800.4d: bob's blocker dies as bob reaches 0 life in the same state-based actions; bob leaves the game and
    his trigger is not put on the stack: alice and carol lose nothing."""
    result = pyengine.resolve(_board([_cre("a1", "alice", 3, 3), _cre("a2", "alice", 3, 3),
                                      _cre("grub", "bob", 2, 2, triggers=[{"on": "dies", "opponents_lose": 2}])],
                                     [("a1", "bob"), ("a2", "bob")], [("grub", "a1")],
                                     players=("alice", "bob", "carol"), life={"bob": 3}))
    assert not [e for e in _events(result) if e["type"] == "trigger"]
    assert _life(result) == {"alice": 20, "bob": 0, "carol": 20}
    assert result["final"].get("winner") is None


def test_regenerated_or_indestructible_it_does_not_die() -> None:
    for fields in ({"keywords": ["indestructible"]}, {"regeneration_shields": 1}):
        result = pyengine.resolve(_board([_cre("feeder", "alice", 2, 1, triggers=[FEEDER], **fields),
                                          _cre("ogre", "bob", 3, 3)], [("feeder", "bob")], [("ogre", "feeder")]))
        assert _life(result) == {"alice": 20, "bob": 20}, fields


@pytest.mark.parametrize("field", ["power", "toughness", "counters", "keywords", "for_each_blocker"])
def test_a_dies_trigger_that_would_change_the_creature_is_refused(field: str) -> None:
    value: Any = {"keywords": ["flying"], "for_each_blocker": True}.get(field, 1)
    with pytest.raises(pyengine.ScenarioError) as refused:
        pyengine.resolve(_board([_cre("x", "alice", 2, 2, triggers=[{"on": "dies", field: value}])], [("x", "bob")]))
    error = refused.value
    rule = "509.3c" if field == "for_each_blocker" else "400.7"  # only a "becomes blocked" trigger counts blockers
    assert (error.code, error.path, error.rule) == ("invalid-scenario", f"$.permanents[0].triggers[0].{field}", rule)
    assert "dies" in error.message or "when it dies" in error.message
