"""A creature's own attack and block triggers become its ``triggers``; anything more stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.cards.classify import classify, index_record
from pyengine import cards
from tests.test_cards import corpus_card


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever this creature attacks, it gets +2/+0 until end of turn.", {"on": "attacks", "power": 2, "toughness": 0}),
    ("Whenever Cave People attacks, it gets +1/-2 until end of turn.", {"on": "attacks", "power": 1, "toughness": -2}),
    ("Whenever this creature blocks, it gets +1/+1 and gains first strike until end of turn.",
     {"on": "blocks", "power": 1, "toughness": 1, "keywords": ["first_strike"]}),
    ("Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
     {"on": "becomes-blocked", "for_each_blocker": True, "power": 1, "toughness": 1}),
    ("Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn.",
     {"on": "becomes-blocked-by-a-creature", "power": 1, "toughness": 1}),
    ("Whenever this creature blocks or becomes blocked, it gets -1/+2 until end of turn.",
     {"on": "blocks-or-becomes-blocked", "power": -1, "toughness": 2}),
    ("Whenever this creature attacks, it gains flying and trample until end of turn.",
     {"on": "attacks", "keywords": ["flying", "trample"]}),
    ("Whenever this Vehicle attacks, put a +1/+1 counter on it.", {"on": "attacks", "counters": 1}),
    ("Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.",
     {"on": "deals-combat-damage-to-a-player", "counters": 1}),
    ("Enrage — Whenever this creature is dealt damage, put a +1/+1 counter on it.", {"on": "is-dealt-damage", "counters": 1}),
    ("Whenever this creature deals combat damage, put a +1/+1 counter on it.", {"on": "deals-combat-damage", "counters": 1}),
    ("Whenever this creature deals combat damage to a creature, it gets +1/+0 until end of turn.",
     {"on": "deals-combat-damage-to-a-creature", "power": 1, "toughness": 0}),
    ("Whenever this creature deals damage, you gain 2 life.", {"on": "deals-damage", "gain_life": 2}),
    ("Whenever this creature deals damage, you gain that much life.", {"on": "deals-damage", "gain_life": "that much"}),
    ("Whenever this creature is dealt damage, you gain that much life.",
     {"on": "is-dealt-damage", "gain_life": "that much"}),
    ("Whenever this creature becomes blocked by a creature, this creature deals 1 damage to that creature.",
     {"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 1}}),
    ("Whenever Cave People becomes blocked by a creature, it deals 2 damage to that creature.",
     {"on": "becomes-blocked-by-a-creature", "that_creature": {"damage": 2}}),
    ("Whenever this creature blocks or becomes blocked by a creature, this creature deals 3 damage to that creature.",
     {"on": "blocks-or-becomes-blocked-by-a-creature", "that_creature": {"damage": 3}}),
    ("Whenever this creature blocks or becomes blocked by a creature, that creature gets +1/+1 until end of turn.",
     {"on": "blocks-or-becomes-blocked-by-a-creature", "that_creature": {"power": 1, "toughness": 1}}),
])
def test_own_triggers_become_the_triggers_field(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("Cave People", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == [] and found["keywords"] == []


def test_rampages_own_text_is_rampage_and_a_card_record_carries_its_triggers() -> None:
    text = "Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it " \
           "beyond the first."
    assert classify(corpus_card("R", text))["keywords"] == ["rampage:2"]
    record = index_record(corpus_card("Wolves", "Whenever this creature attacks, it gets +2/+0 until end of turn."))
    assert record is not None and record["triggers"] == [{"on": "attacks", "power": 2, "toughness": 0}]
    assert cards.permanent_fields(record)["triggers"] == record["triggers"]


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Goblin you control.",
    "Whenever this creature attacks, it gets +1/+1 until end of turn for each creature blocking it.",  # never blocked yet
    "Whenever this creature attacks, you may tap target creature.",                    # a choice (test_trigger_targets)
    "Whenever this creature attacks, you may pay {1}. If you do, it gets +2/+0 until end of turn.",
    "Whenever this creature attacks, it gains protection from red until end of turn.",  # not an engine keyword
    "Whenever this creature blocks a creature with flying, this creature gets +2/+0 until end of turn.",
    "Whenever this creature becomes blocked, it gets -2/-1 until end of turn for each creature blocking it beyond "
    "the first.",                                                                       # not rampage's +N/+N
    "Whenever this creature attacks while saddled, it gets +1/+2 until end of turn.",
    "Whenever this creature deals combat damage to a player, put a +1/+1 counter on target creature that player "
    "controls.",
    "Whenever this creature deals damage to a creature, put a +1/+1 counter on it.",    # not an event the engine has
    "Whenever this creature is dealt damage, put that many +1/+1 counters on it.",      # an amount from the event
    "Whenever this creature is dealt damage, you lose that much life.",
    "Whenever this creature deals combat damage to a player, you gain that much life.",
    "Whenever this creature is dealt damage, it deals that much damage to any target.",
    "Enrage — Whenever this creature is dealt damage, put a +1/+1 counter on each other creature you control.",
    "Whenever this creature blocks or becomes blocked by a creature, destroy that creature at end of combat.",
    "Whenever this creature becomes blocked by a non-Wall creature, this creature deals 1 damage to that creature.",
    "Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to that creature "
    "at end of combat.",
    "Whenever this creature blocks or becomes blocked by a creature, this creature deals 3 damage to that creature "
    "and 3 damage to that creature's controller.",
    "Whenever this creature blocks a creature, this creature deals 1 damage to that creature.",  # no such event yet
    "Whenever this creature becomes blocked by a creature, that creature gets +0/+0 until end of turn.",  # does nothing
    "Whenever this creature becomes blocked by a creature, this creature deals 1 damage to that creature's "
    "controller.",
    "Whenever this creature becomes blocked by a creature, that creature gets +1/+1 until end of turn and gains "
    "trample.",
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]


@pytest.mark.parametrize(("line", "static"), [
    ("During your turn, this creature has first strike.", {"while": "your-turn", "keywords": ["first_strike"]}),
    ("During your turn, Radha has first strike.", {"while": "your-turn", "keywords": ["first_strike"]}),
    ("As long as it's your turn, this creature gets +2/+0.", {"while": "your-turn", "power": 2, "toughness": 0}),
    ("During your turn, this creature gets +2/+0 and has first strike.",
     {"while": "your-turn", "power": 2, "toughness": 0, "keywords": ["first_strike"]}),
    ("During your turn, this creature has flying, lifelink, and indestructible.",
     {"while": "your-turn", "keywords": ["flying", "lifelink", "indestructible"]}),
    ("As long as this creature is attacking, it gets +2/+0.", {"while": "attacking", "power": 2, "toughness": 0}),
    ("As long as this creature is blocking, it has first strike.", {"while": "blocking", "keywords": ["first_strike"]}),
])
def test_turn_and_combat_statics_become_the_statics_field(line: str, static: dict[str, Any]) -> None:
    found = classify(corpus_card("Radha, Heir to Keld", line))
    assert found["statics"] == [static] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "During your turn, this creature has annihilator 1.",                 # not an engine keyword
    "During your turn, creatures you control have myriad.",               # an anthem, of a keyword the engine lacks
    "As long as you control an artifact or enchantment, this creature has flying.",  # a condition the filter can't say
    "As long as this creature is attacking, it gets +X/+0, where X is the number of lands defending player controls.",
    "During each opponent's turn, this creature has first strike.",
])
def test_other_statics_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["statics"] == [] and found["unmodelled"] == [line]


def test_a_real_cards_triggers_and_statics_reach_the_engine() -> None:
    """Cave Tiger (+1/+1 for each creature blocking it, one trigger each, 509.3d) blocked by two 1/1s is a 4/4;
    Adanto Vanguard (+2/+0 as long as it is attacking, 611.3a) deals 3 to bob."""
    import pyengine  # noqa: PLC0415

    board = {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
             "permanents": [{"id": "tiger", "card": "Cave Tiger", "controller": "alice"},
                            {"id": "vanguard", "card": "Adanto Vanguard", "controller": "alice"},
                            {"id": "e1", "controller": "bob", "power": 1, "toughness": 1},
                            {"id": "e2", "controller": "bob", "power": 1, "toughness": 1}],
             "attackers": [{"id": "tiger", "target": "bob"}, {"id": "vanguard", "target": "bob"}],
             "blockers": [{"id": "e1", "blocks": ["tiger"]}, {"id": "e2", "blocks": ["tiger"]}]}
    result = pyengine.resolve(board)
    blocks = next(s for s in result["before_damage"] if s["name"] == "declare-blockers")["events"]
    assert [e.get("target") for e in blocks if e["type"] == "trigger"] == ["e1", "e2"]
    final = result["final"]
    assert (final["permanents"]["tiger"]["power"], final["permanents"]["tiger"]["toughness"]) == (4, 4)
    assert final["players"]["bob"]["life"] == 17 and final["permanents"]["vanguard"]["power"] == 3


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever this creature attacks, each opponent loses 1 life and you gain 1 life.",      # Postmortem Professor
     {"on": "attacks", "opponents_lose": 1, "gain_life": 1}),
    ("Whenever this creature attacks, you gain 2 life.", {"on": "attacks", "gain_life": 2}),  # Herald of Faith
    ("Whenever this creature blocks, you gain 3 life.", {"on": "blocks", "gain_life": 3}),    # Pride Guardian
    ("Whenever this creature attacks, each opponent loses 3 life.", {"on": "attacks", "opponents_lose": 3}),
])
def test_own_triggers_that_change_the_players_life(line: str, trigger: dict[str, Any]) -> None:
    """119.3: the players' life is the engine's; the trigger happens even if the creature has left (608.2b)."""
    found = classify(corpus_card("Pride Guardian", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, you gain 1 life and each opponent loses 1 life.",   # the other order: not read
    "Whenever this creature attacks, you may pay {2}. If you do, you gain 2 life.",
])
def test_other_life_triggers_stay_unmodelled(line: str) -> None:
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


@pytest.mark.parametrize(("line", "trigger"), [
    ("Whenever this creature attacks alone, it gets +2/+0 until end of turn.",
     {"on": "attacks-alone", "power": 2, "toughness": 0}),
    ("Whenever another creature you control attacks, it gets +0/+1 until end of turn.",
     {"on": "another-creature-you-control-attacks", "power": 0, "toughness": 1}),
    ("Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn.",
     {"on": "a-creature-you-control-attacks", "power": 2, "toughness": 0, "watches": {"subtypes": ["Minotaur"]}}),
    ("Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.",
     {"on": "a-creature-you-control-attacks", "power": 2, "toughness": 2, "watches": {"keywords": ["trample"]}}),
    ("Whenever a Vampire you control attacks, each opponent loses 1 life and you gain 1 life.",
     {"on": "a-creature-you-control-attacks", "opponents_lose": 1, "gain_life": 1, "watches": {"subtypes": ["Vampire"]}}),
    ("Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",
     {"on": "a-creature-you-control-attacks-alone", "power": 1, "toughness": 1}),
    ("Whenever a Samurai or Warrior you control attacks alone, it gains lifelink until end of turn.",
     {"on": "a-creature-you-control-attacks-alone", "keywords": ["lifelink"],
      "watches": {"subtypes": ["Samurai", "Warrior"]}}),
    ("Whenever a creature you control attacks alone, put a +1/+1 counter on it.",
     {"on": "a-creature-you-control-attacks-alone", "counters": 1}),
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.",
     {"on": "attacks", "power": 1, "toughness": 0, "for_each_attacker": {"subtypes": ["Aurochs"]}}),
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking creature.",
     {"on": "attacks", "power": 1, "toughness": 0, "for_each_attacker": {}}),
])
def test_attack_watchers_and_attacks_alone(line: str, trigger: dict[str, Any]) -> None:
    """508.3a, 506.5: the attack triggers of other creatures, their effect on the attacker ("it")."""
    found = classify(corpus_card("Cave People", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever a creature you control attacks, this creature gets +1/+0 until end of turn.",  # not the attacker
    "Whenever a Dragon you control attacks, create a 6/6 red Dragon creature token with flying.",
    "Whenever a non-Human creature you control attacks, it gets +1/+1 until end of turn.",
    "Whenever a modified creature you control attacks, put a +1/+1 counter on it.",
    "Whenever a creature you control attacks, defending player loses 1 life and you gain 1 life.",
    "Whenever another creature you control attacks alone, it gets +1/+1 until end of turn.",
    "Whenever a creature you control attacks alone, put a +1/+1 counter on it. Then surveil 1.",
    "Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.",
    "Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking CARDNAME.",  # a name
    "Whenever a Goblin you control attacks, it gets +1/+0 until end of turn for each other attacking Goblin.",
])
def test_other_attack_watchers_stay_unmodelled(line: str) -> None:
    found = classify(corpus_card("X", line))
    assert found["triggers"] == [] and found["unmodelled"] == [line]


def test_a_card_named_as_its_creature_type_counts_that_type() -> None:
    """The card Aurochs: "for each other attacking Aurochs" names the creature type (608.2h), not the card; a creature
    named as a type still names itself elsewhere ("Nightmare's power …")."""
    line = "Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Aurochs."
    found = classify(corpus_card("Aurochs", line))
    assert found["triggers"] == [{"on": "attacks", "power": 1, "toughness": 0,
                                  "for_each_attacker": {"subtypes": ["Aurochs"]}}] and found["unmodelled"] == []
    named = "Whenever Aurochs attacks, it gets +1/+0 until end of turn for each other attacking Aurochs."
    assert classify(corpus_card("Aurochs", named))["triggers"] == found["triggers"]


@pytest.mark.parametrize(("name", "power", "toughness"), [("Aurochs", 2, 3), ("Aurochs Herd", 4, 4)])
def test_the_aurochs_golden_files_write_out_the_cards_permanent(name: str, power: int, toughness: int) -> None:
    """tests/golden/attack_watchers.py writes these cards out by hand (printed_aurochs): the index gives the same."""
    assert cards.card(name)["permanent"] == {
        "name": name, "types": ["creature"], "power": power, "toughness": toughness, "colors": ["green"],
        "keywords": ["trample"], "subtypes": ["Aurochs"],
        "triggers": [{"for_each_attacker": {"subtypes": ["Aurochs"]}, "on": "attacks", "power": 1, "toughness": 0}]}
