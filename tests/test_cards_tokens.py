"""Printed token creation becomes a trigger's ``create`` (111.1) only where every characteristic of the token is
stated and the engine represents it; afterlife N becomes the keyword ``afterlife:N``; anything else stays unmodelled."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine import cards, resolve
from pyengine.cards.classify import classify
from tests.test_cards import corpus_card

SPIRIT = {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Spirit"], "keywords": ["flying"]}


@pytest.mark.parametrize(("line", "trigger"), [
    ("When this creature dies, create a 1/1 white Spirit creature token with flying.", {"on": "dies", "create": SPIRIT}),
    ("When this creature dies, create two 1/1 green and white Elf Knight creature tokens with vigilance.",
     {"on": "dies", "create": {"power": 1, "toughness": 1, "count": 2, "colors": ["green", "white"],
                               "subtypes": ["Elf", "Knight"], "keywords": ["vigilance"]}}),
    ("When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying.",
     {"on": "dies", "create": {"power": 1, "toughness": 1, "types": ["artifact", "creature"], "subtypes": ["Thopter"],
                               "keywords": ["flying"]}}),
    ("When this creature dies, create a tapped 1/1 black Rogue creature token.",
     {"on": "dies", "create": {"power": 1, "toughness": 1, "colors": ["black"], "subtypes": ["Rogue"], "tapped": True}}),
    ("Whenever this creature deals combat damage to a player, create a 1/1 black Spider creature token with menace "
     "and reach.", {"on": "deals-combat-damage-to-a-player",
                    "create": {"power": 1, "toughness": 1, "colors": ["black"], "subtypes": ["Spider"],
                               "keywords": ["menace", "reach"]}}),
    ("Whenever this creature attacks or blocks, create a 1/1 colorless Spirit creature token.",
     {"on": "attacks-or-blocks", "create": {"power": 1, "toughness": 1, "subtypes": ["Spirit"]}}),
    # 508.4: an attack trigger's token that enters (tapped and) attacking.
    ("Whenever this creature attacks, create a 1/1 white Bird creature token with flying that's tapped and attacking.",
     {"on": "attacks", "create": {"power": 1, "toughness": 1, "colors": ["white"], "subtypes": ["Bird"],
                                  "keywords": ["flying"], "tapped": True, "attacking": True}}),
    ("Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.",
     {"on": "attacks", "create": {"power": 1, "toughness": 1, "count": 2, "colors": ["white"], "subtypes": ["Soldier"],
                                  "tapped": True, "attacking": True}}),
    ("Whenever this creature attacks, create two 4/4 white Angel creature tokens with flying and vigilance that are "
     "attacking.", {"on": "attacks", "create": {"power": 4, "toughness": 4, "count": 2, "colors": ["white"],
                                                "subtypes": ["Angel"], "keywords": ["flying", "vigilance"],
                                                "attacking": True}}),
])
def test_token_creation_becomes_create(line: str, trigger: dict[str, Any]) -> None:
    found = classify(corpus_card("Doomed Traveler", line))
    assert found["triggers"] == [trigger] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Whenever this creature attacks, create two 1/1 white Soldier creature tokens that's tapped and attacking.",
    "Whenever this creature attacks, create a 1/1 white Soldier creature token that are tapped and attacking.",
    "When this creature dies, create a 1/1 white Soldier creature token that's tapped and attacking.",
    "Whenever this creature blocks, create a 1/1 white Soldier creature token that's tapped and attacking.",
    "Whenever this creature attacks or blocks, create a 1/1 white Soldier creature token that's tapped and attacking.",
    "Whenever this creature attacks, create a 2/2 green Wolf creature token that's tapped and attacking for each "
    "creature card in your graveyard.",
    "Whenever this creature attacks, for each opponent, create a 1/1 white Human creature token that's tapped and "
    "attacking that player.",
    "Whenever this creature attacks, create a tapped 2/1 white Inkling creature token with flying that's attacking.",
    "Whenever this creature attacks, create a 4/4 white Angel creature token with flying that's tapped and attacking. "
    "Exile that token at end of combat.",
    "Whenever this creature deals combat damage to a player, create a token that's a copy of this creature.",
    "When this creature dies, create a 1/1 black Rat creature token with \"This token can't block.\"",
    "When this creature dies, create a 1/1 black Zombie creature token with decayed.",  # decayed: not the engine's
    "When this creature dies, create a 0/1 colorless Eldrazi Spawn creature token. It has \"Sacrifice this token: "
    "Add {C}.\"",
    "When this creature dies, create X 1/1 white Spirit creature tokens with flying, where X is its power.",
    "When this creature dies, create a 1/1 white Spirit creature token with flying for each +1/+1 counter on it.",
    "When this creature dies, you may create a 1/1 white Spirit creature token with flying.",
    "When this creature dies, create a 1/1 white Spirit creature token with flying and you gain 1 life.",
    "Whenever another creature you control enters, create a 1/1 white Spirit creature token with flying.",
    "When this creature enters, create a 1/1 white Spirit creature token with flying.",
    "When this creature dies, create a 1/1 white Spirits creature token with flying.",
    "When this creature dies, create two 1/1 white Spirit creature token with flying.",
    "Whenever this creature attacks, create a Treasure token and a 1/1 red Goblin creature token.",
])
def test_anything_more_stays_unmodelled(line: str) -> None:
    found = classify(corpus_card("Doomed Traveler", line))
    assert not any("create" in t for t in found["triggers"]), found


def test_mobilize_is_the_keyword_and_mobilize_x_stays_unmodelled() -> None:
    found = classify(corpus_card("Dragonback Lancer", "Mobilize 1", keywords=("Mobilize",)))
    assert found["keywords"] == ["mobilize:1"] and found["unmodelled"] == []
    line = "Mobilize X, where X is the number of creature cards in your graveyard."
    found = classify(corpus_card("Avenger of the Fallen", line, keywords=("Mobilize",)))
    assert found["keywords"] == [] and found["unmodelled"] == [line]


def test_afterlife_is_the_keyword() -> None:
    found = classify(corpus_card("Syndicate Messenger", "Flying\nAfterlife 1", keywords=("Flying", "Afterlife")))
    assert found["keywords"] == ["flying", "afterlife:1"] and found["unmodelled"] == []


def test_a_real_cards_token_reaches_the_engine() -> None:
    """Doomed Traveler (a 1/1 Human Soldier): "When this creature dies, create a 1/1 white Spirit creature token with
    flying." By name, blocked by a 2/2, it dies and leaves a Spirit Token."""
    record = cards.find("Doomed Traveler")
    assert record.get("unmodelled") in (None, [])
    scenario = {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
                "permanents": [{"id": "t", "card": "Doomed Traveler", "controller": "alice"},
                               {"id": "b", "controller": "bob", "power": 2, "toughness": 2}],
                "attackers": [{"id": "t", "target": "bob"}], "blockers": [{"id": "b", "blocks": ["t"]}]}
    final = resolve(scenario)["final"]["permanents"]
    assert final["t"] == {"zone": "graveyard"}
    assert final["Spirit Token"]["token"]["keywords"] == ["flying"]


@pytest.mark.parametrize(("order", "life"), [([], 15), ([{"source": "hero", "ability": "triggers"}], 13)])
def test_hero_of_bladehold_by_name_its_soldiers_attack(order: list[dict[str, str]], life: int) -> None:
    """Hero of Bladehold (3/4): "Battle cry. Whenever this creature attacks, create two 1/1 white Soldier creature
    tokens that are tapped and attacking." Battle cry pumps the Soldiers only if they entered before it resolves
    (702.91a, 508.4, 603.3b): unblocked, 3 + 1 + 1, or 3 + 2 + 2 with the token trigger ordered first."""
    assert cards.find("Hero of Bladehold").get("unmodelled") in (None, [])
    scenario = {"ruleset": "mtg", "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
                "permanents": [{"id": "hero", "card": "Hero of Bladehold", "controller": "alice"}],
                "attackers": [{"id": "hero", "target": "bob"}], "trigger_order": order}
    result = resolve(scenario)
    assert result["final"]["players"]["bob"]["life"] == life
    assert result["final"]["permanents"]["Soldier Token 2"]["tapped"] is True
