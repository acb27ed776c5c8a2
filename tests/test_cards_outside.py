"""Lines whose whole ability works outside combat (costs, casting, deck building, main phases…) are
irrelevant; a line with anything more in it stays unmodelled (issue 25's audit of "other")."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.cards.classify import classify
from pyengine.cards.outside import is_outside, is_outside_keyword
from tests.test_cards import corpus_card


@pytest.mark.parametrize("line", [
    "Dragon spells you cast cost {1} less to cast.",
    "Spells your opponents cast that target this creature cost {2} more to cast.",
    "Equip abilities you activate cost {1} less to activate.",
    "Instant and sorcery spells you cast with mana value 4 or greater cost {X} less to cast, where X is this "
    "creature's power.",
    "If you have 3 or less life, this spell costs {6} less to cast.",
    "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
    "Spend only mana produced by basic lands to cast this spell.",
    "Cast this spell only if you've cast another spell this turn.",
    "Escape—{2}{R}, Exile three other cards from your graveyard.",
    "Adamant — If at least three red mana was spent to cast this spell, this creature enters with a +1/+1 counter "
    "on it.",
    "This creature escapes with two +1/+1 counters on it.",
    "Companion — Your starting deck contains only cards with even mana values.",
    "Reveal this card as you draft it and note the player who passed it to you.",
    "Each opponent's maximum hand size is reduced by one.",
    "Skip your draw step.",
    "You may play lands from the top of your library.",
    "Each creature card in your hand has cycling {1}{U}.",
    "At the beginning of your first main phase, add {G}{G}.",
    "Raid — At the beginning of your second main phase, if you attacked this turn, put a +1/+1 counter on target "
    "creature.",
    "Phasing", "Double team", "Ingest", "Firebending 2", "Prowl {2}{B}", "Mayhem {1}{R}", "Web-slinging {W}",
    "More Than Meets the Eye {2}{W}", "Partner with Will Kenrith",
])
def test_a_line_outside_combat_is_irrelevant(line: str) -> None:
    found = classify(corpus_card("Outside", line))
    assert found["unmodelled"] == [] and found["choices"] == [] and found["irrelevant"] == 1


def test_keywords_outside_combat_go_with_modelled_ones() -> None:
    found = classify(corpus_card("Firebender", "Flying, firebending 2"))
    assert found["keywords"] == ["flying"] and found["unmodelled"] == []


@pytest.mark.parametrize("line", [
    # An anthem first, a cost change second: the anthem keeps the whole line unmodelled.
    "During your turn, creatures you control have first strike and equip abilities you activate cost {1} less "
    "to activate.",
    "Whenever you cast a noncreature spell, create a 1/1 white Soldier creature token.",   # a combatant
    "When you control no Islands, sacrifice this creature.",            # a state trigger (603.8)
    "If this creature would be put into a graveyard from anywhere, shuffle it into its owner's library instead.",
    # (not "dies", 700.4; "… exile it instead" is the keyword exile_instead: tests/test_cards_replacements.py)
    "Each creature card in your hand has ninjutsu {2}{U}{B}.",          # a ninja waiting in hand (702.49a)
    "Legendary landwalk",
    "Your opponents can't cast spells during your turn.",               # the board's actions
    "Annihilator 2",                                                   # sacrifices as it attacks
])
def test_anything_that_can_reach_combat_stays_unmodelled(line: str) -> None:
    assert not is_outside(line) and not is_outside_keyword(line.lower())
    assert classify(corpus_card("Live", line))["unmodelled"] == [line]


def test_an_attached_ability_of_a_bestow_or_reconfigure_creature_is_irrelevant() -> None:
    """As a creature on the board it is attached to nothing (702.103b, 702.151b, 303.4d, 301.5c)."""
    bestow = classify(corpus_card("Nimbus", "Bestow {4}{W}\nFlying\nEnchanted creature gets +2/+2 and has flying.",
                                  keywords=("Bestow", "Flying")))
    assert bestow["keywords"] == ["flying"] and bestow["unmodelled"] == []
    armour = classify(corpus_card("Lizard Blades", "Double strike\nEquipped creature has double strike.\n"
                                  "Reconfigure {2}", keywords=("Double strike", "Reconfigure")))
    assert armour["keywords"] == ["double_strike"] and armour["unmodelled"] == []
    licid = classify(corpus_card("Gliding Licid", "Enchanted creature has flying."))  # no bestow: it stays
    assert licid["unmodelled"] == ["Enchanted creature has flying."]


def test_a_die_roll_result_goes_with_its_ability() -> None:
    found = classify(corpus_card("Herald", "{5}{B}: Roll a d20.\n1—9 | Each opponent loses 2 life.\n"
                                 "20 | Each opponent loses 2 life and you gain 2 life."))
    assert len(found["choices"]) == 3 and found["unmodelled"] == []
    trigger = classify(corpus_card("Dragon", "Whenever this creature attacks, roll a d20.\n1—9 | Scry 1.\n"
                                   "10—20 | Create a 4/4 red Dragon creature token."))
    assert len(trigger["unmodelled"]) == 3


def test_what_a_leveler_or_a_class_has_only_at_a_level_stays_unmodelled() -> None:
    """711.2a, 711.5: a leveler has its level's P/T and abilities only with that many level counters;
    716.2a, 716.3: a Class has the lines after a level bar only at that level. Neither is the card as it enters."""
    student = classify(corpus_card("Student of Warfare", "Level up {W}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n"
                                   "4/4\nDouble strike", power="1", toughness="1", keywords=("Level up",)))
    assert student["keywords"] == []
    assert student["unmodelled"] == ["LEVEL 2-6: 3/3; First strike", "LEVEL 7+: 4/4; Double strike"]
    barbarian = classify(corpus_card("Barbarian Class", "Menace\n{1}{R}: Level 2\nCreatures you control have haste."))
    assert barbarian["keywords"] == ["menace"] and barbarian["statics"] == []
    assert barbarian["unmodelled"] == ["Level 2: Creatures you control have haste."]


@pytest.mark.parametrize(("name", "line", "keyword"), [
    ("Zombie Cutthroat", "Morph—Pay 5 life.", "Morph"),                                       # 702.37a
    ("Gallowbraid", "Cumulative upkeep—Pay 1 life.", "Cumulative upkeep"),                    # 702.24a
    ("Phyrexian Scuta", "Kicker—Pay 3 life.", "Kicker"),                                      # 702.33a
    ("Solitude", "Evoke—Exile a white card from your hand.", "Evoke"),                        # 702.74a
    ("Street Wraith", "Cycling—Pay 2 life.", "Cycling"),                                      # 702.29a
    ("Crabomination", "Emerge from artifact {5}{B}{B}", "Emerge"),                            # 702.119a
])
def test_a_keyword_with_a_cost_that_is_not_mana_is_as_irrelevant_as_with_mana(name: str, line: str,
                                                                              keyword: str) -> None:
    """702.1: the cost after the dash changes how it is paid (601.2f), not what the keyword does."""
    found = classify(corpus_card(name, line, keywords=(keyword,)))
    assert found["unmodelled"] == [] and found["irrelevant"] == 1


def test_a_dash_that_is_not_the_cards_keyword_stays_unmodelled() -> None:
    """An ability word is written with spaces round the dash, and is not in the card's keyword list (207.2c)."""
    line = "Echo of the Lost — During your turn, you may play cards from your graveyard."
    assert classify(corpus_card("Hades, Sorcerer of Eld", line))["unmodelled"] == [line]
    assert classify(corpus_card("X", "Morph—Pay 5 life."))["unmodelled"] == ["Morph—Pay 5 life."]  # not its keyword


@pytest.mark.parametrize("line", ["Equip costs you pay cost {1} less.", "Dash costs you pay cost {2} less."])
def test_a_keywords_cost_change_is_irrelevant(line: str) -> None:
    """601.2f: a cost change changes what is paid."""
    assert classify(corpus_card("Warbringer", line))["unmodelled"] == []


@pytest.mark.parametrize("line", [
    "Ward—{2}, Pay 2 life.",                                                      # 702.21a: two costs
    "Ward—Discard a card.",                                                       # a cost not modelled
    "Ward {X}",                                                                   # 702.21b
    "Other Dragons you control have ward {2}.",                                   # Rith, Liberated Primeval
    "You have hexproof.",                                                         # 702.11c: "any target"
    "You have shroud.",                                                           # True Believer, 702.18a
    "Hexproof from white and from black",                                         # 702.11d, 702.11f
])
def test_ward_a_players_hexproof_and_hexproof_from_stay_unmodelled(line: str) -> None:
    """An opponent's own trigger may target a creature or (any target) a player: ward with a cost other than
    "{N}" or "Pay N life" would counter it unless its controller paid (702.21a), a player's hexproof or shroud forbids it (702.11c, 702.18a), and hexproof from a
    quality forbids it from a source of that quality (702.11d): none is modelled, so none is irrelevant."""
    assert classify(corpus_card("Eladamri", line))["unmodelled"] in ([line], [line.rstrip(".")])


@pytest.mark.parametrize(("line", "expected"), [
    ("Hexproof", {"keywords": ["hexproof"]}),
    ("Flying; shroud", {"keywords": ["flying", "shroud"]}),
    ("Other Elves have shroud.",                                                  # Eladamri, Lord of Leaves
     {"statics": [{"affects": {"subtypes": ["Elf"], "controller": "any", "other": True}, "keywords": ["shroud"]}]}),
    ("This creature has hexproof as long as it's untapped.",                      # Paradise Druid
     {"statics": [{"while": "untapped", "keywords": ["hexproof"]}]}),
    ("During your turn, creatures you control have hexproof.",                    # Bedrock Tortoise
     {"statics": [{"affects": {"controller": "you"}, "while": "your-turn", "keywords": ["hexproof"]}]}),
])
def test_hexproof_and_shroud_on_creatures_are_the_engines_keywords(line: str, expected: dict[str, Any]) -> None:
    """702.11b, 702.18a: an opponent's own trigger (or provoke, mentor) can't target them: modelled."""
    found = classify(corpus_card("Eladamri", line))
    assert found["unmodelled"] == [] and all(found[k] == v for k, v in expected.items())


@pytest.mark.parametrize("line", [
    "Zombie tokens you control have hexproof and menace.",                        # tokens: not modelled
    "Other Warriors you control get +1/+1 and have ward {1}.",                    # a pump too
    "Whenever this creature attacks, up to one target creature you control gains hexproof until end of turn.",
])
def test_anything_more_than_targeting_stays_unmodelled(line: str) -> None:
    assert classify(corpus_card("X", line))["unmodelled"] == [line]


@pytest.mark.parametrize("line", [
    "Remove this card from your deck before playing if you're not playing for ante.",     # Tempest Efreet (407.1)
    "Foretelling cards from your hand costs {1} less and can be done on any player's turn.",  # Cosmos Charger
    "Creature spells you control can't be countered.",                                    # Surrak Dragonclaw (701.6a)
    "This creature crews Vehicles as though its power were 2 greater.",                   # Hotshot Mechanic
    "Untap all permanents you control during each other player's untap step.",            # Seedborn Muse (502.3)
    'Lands you control have "{T}: Add one mana of any color."',                           # Joiner Adept (605.1a)
])
def test_more_lines_outside_combat(line: str) -> None:
    assert is_outside(line) and classify(corpus_card("X", line))["unmodelled"] == []


@pytest.mark.parametrize(("line", "keywords"), [
    ("Ward {2}", ["ward"]), ("Ward—Pay 3 life.", ["ward_life:3"]), ("Flying, ward {1}", ["flying", "ward"])])
def test_ward_with_a_mana_or_life_cost_is_modelled(line: str, keywords: list[str]) -> None:
    """702.21a: "Ward {N}" is ``ward`` (mana is not tracked), "Ward—Pay N life" is ``ward_life:N`` (119.4)."""
    found = classify(corpus_card("Eladamri", line))
    assert found["keywords"] == keywords and found["unmodelled"] == []
