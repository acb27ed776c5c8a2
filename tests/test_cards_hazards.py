"""Lines that look irrelevant (or like a keyword) but can change the combat stay unmodelled or are a player's
choice: each case a judge's review found in the index (pyengine/cards/hazards.py, classify.py)."""

from __future__ import annotations

import pytest

from pyengine.cards.classify import classify
from pyengine.cards.hazards import reaches_combat
from tests.test_cards import corpus_card


@pytest.mark.parametrize("line", [
    # 603.2: the second condition triggers on its own, in this combat.
    "When you cast this spell and whenever this creature attacks, put a +1/+1 counter on each colorless creature you control.",
    "When this creature enters and when it dies, it deals 1 damage to any target.",
    # 610.3, 506.4: if the source leaves in the first-strike step, the creature goes back and leaves combat.
    "When this creature enters, gain control of target creature for as long as you control this creature.",
    "When this creature enters, gain control of target creature for as long as this creature remains on the battlefield.",
    "When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.",
    # 611.2a: still running this turn, and the board has no field for it (flash lets it enter in combat).
    "When this creature enters, prevent all combat damage that would be dealt this turn.",
    "When this creature enters, creatures you control can't be blocked this turn.",
    # 707.2: it is the copied card, not its printed self.
    "You may have this creature enter as a copy of any creature on the battlefield.",
    # What it leaves behind with no field on the board (a judge's review, cards/before_attacks.py): the Ring-bearer's
    # abilities (701.54c), a finality counter (122.1h), a loss of all abilities beneath a lord's later grant
    # (613.1f, 613.7), and a spell cast as it resolves (608.2g), discover (701.57a).
    "When this creature enters, the Ring tempts you.",
    "When this creature enters, put target creature card with mana value 4 or less from a graveyard onto the "
    "battlefield under your control with a finality counter on it.",
    "When this creature enters, tap target creature an opponent controls. It loses all abilities until end of turn.",
    "When this creature enters, you may cast target instant card from your graveyard without paying its mana cost.",
    "When this creature enters, discover 5.",
    # Until your next turn (a judge's review: Kardur, Doomscourge was filed fully modelled): an attack requirement
    # (goad, 701.15a), can't attack or block (detain, 701.35a), an attack tax, a player's protection (702.16).
    "When this creature enters, until your next turn, creatures your opponents control attack each combat if able "
    "and attack a player other than you if able.",
    "When this creature enters, tap target creature an opponent controls. Goad it.",  # its reminder text is left out
    "When this creature enters, detain target creature an opponent controls.",
    "When this creature enters, until your next turn, creatures can't attack you or planeswalkers you control unless "
    "their controller pays {2} for each of those creatures.",
    "When this creature enters, target creature an opponent controls can't attack or block until your next turn.",
])
def test_a_line_that_reaches_into_combat_stays_unmodelled(line: str) -> None:
    assert reaches_combat(line)
    assert classify(corpus_card("Hazard", line))["unmodelled"] == [line]


@pytest.mark.parametrize("line", [
    "When this creature enters, draw a card.",
    "When this creature enters, target creature gets +2/+2 until end of turn.",   # the board gives the 4/4
    "This creature enters tapped.",
    # "if you cast it" is how it was cast (an intervening "if", 603.4), not a spell cast by the trigger.
    "When this creature enters, if you cast it from your hand, create three Food tokens.",
    "When this creature enters, if {R} was spent to cast it, it deals 2 damage to any target.",
    # Until your next turn, on the creatures there as it resolved (611.2c): the board gives their power.
    "When this creature enters, creatures your opponents control get -3/-0 until your next turn.",
    "When this creature enters, exile the top card of your library. Until the end of your next turn, you may play that card.",
])
def test_a_plain_enters_line_is_still_irrelevant(line: str) -> None:
    assert not reaches_combat(line)
    found = classify(corpus_card("Plain", line))
    assert found["unmodelled"] == [] and found["irrelevant"] == 1


def test_a_granted_mana_ability_in_quotes_is_not_the_lines_own() -> None:
    """605.1a, 113.2c: 'have "{T}: Add {C}."' grants an ability; the line itself is a static or a trigger."""
    line = 'At the beginning of combat on your turn, creatures you control gain flying and "{T}: Add {C}." until end of turn.'
    assert classify(corpus_card("Grant", line))["unmodelled"] == [line]


@pytest.mark.parametrize("line", [
    "{T}: Add {C}. This land deals 1 damage to you.",        # a painland: life changes (605.3a)
    "{T}, Sacrifice this creature: Add {R}{R}.",
    "{T}, Remove a +1/+1 counter from this creature: Add {G}.",
])
def test_a_mana_ability_with_a_side_effect_is_a_choice(line: str) -> None:
    found = classify(corpus_card("Mana", line))
    assert found["choices"] == [line] and found["unmodelled"] == []


def test_a_plain_mana_ability_is_irrelevant() -> None:
    found = classify(corpus_card("Elf", "{T}: Add {G}."))
    assert found["choices"] == [] and found["unmodelled"] == [] and found["irrelevant"] == 1


@pytest.mark.parametrize(("line", "kept"), [
    ("This creature enters with X +1/+0 counters on it.", True),        # not a ±1/±1 counter the engine reads
    ("This creature enters the battlefield with seven +1/+0 counters on it.", True),   # the old wording
    ("This creature enters with a flying counter on it.", True),        # 122.1b
    ("This creature enters with two +1/+1 counters on it.", False),     # modelled: its counters
    ("This creature enters with an oil counter on it.", False),         # no rules of its own
])
def test_counters_it_enters_with(line: str, kept: bool) -> None:
    found = classify(corpus_card("Counters", line))
    assert (found["unmodelled"] == [line]) is kept


def test_evolve_is_modelled_and_extort_is_a_choice() -> None:
    """702.100a: evolve triggers when a creature enters (ninjutsu, persist do mid-combat): the engine resolves it; 702.101a:
    extort triggers on a spell cast, which the engine never does, and its life the life actions state: a choice
    (never irrelevant either way)."""
    evolve = classify(corpus_card("K", "Evolve", keywords=("Evolve",)))
    assert evolve["keywords"] == ["evolve"] and evolve["unmodelled"] == [] and evolve["irrelevant"] == 0
    extort = classify(corpus_card("K", "Extort", keywords=("Extort",)))
    assert extort["choices"] == ["Extort"] and extort["irrelevant"] == 0


def test_solved_and_max_speed_are_conditions_not_ability_words() -> None:
    """702.169b: a Case's "Solved —" ability applies only once it is solved; 702.178a: max speed likewise."""
    found = classify(corpus_card("Case", "Solved — Creatures you control get +1/+0.", types=("Enchantment",)))
    assert found["statics"] == [] and found["unmodelled"] == ["Solved — Creatures you control get +1/+0."]
    speed = classify(corpus_card("Racer", "Max speed — This creature has flying."))
    assert speed["keywords"] == [] and speed["statics"] == []
    # A four-faced card's "Stage 2 —" line is the card's only at that stage (Loopy Lobster): not an ability word.
    lobster = classify(corpus_card("Lobster", "Stage 2 — (4/1) Evolve"))
    assert lobster["keywords"] == [] and lobster["unmodelled"] == ["Stage 2 — Evolve"]


def test_a_mode_chosen_as_it_enters_is_an_ability_it_keeps() -> None:
    text = ("As this creature enters, choose Believe or Doubt.\n"
            "• Believe — Whenever a nontoken creature you control dies, create a 2/2 token.\n"
            "• Doubt — When this creature enters, draw a card.")
    assert len(classify(corpus_card("Investigators", text))["unmodelled"]) == 2


def test_landwalk_names_a_land_type() -> None:
    """702.14a, 205.3i: "Desertwalk" is landwalk; "Planeswalkerwalk" names no land type."""
    assert classify(corpus_card("Nomad", "Desertwalk"))["keywords"] == ["landwalk:Desert"]
    assert classify(corpus_card("Joke", "Planeswalkerwalk"))["unmodelled"] == ["Planeswalkerwalk"]


def test_a_loyalty_ability_is_before_combat_unless_it_lasts() -> None:
    """606.3: a loyalty ability is activated only as a sorcery; an emblem outlasts the turn (114.4)."""
    found = classify(corpus_card("Walker", "[+1]: You gain 2 life.\n[−6]: You get an emblem with \"Creatures you "
                                 "control get +1/+1.\"", types=("Planeswalker",), power=None, toughness=None))
    assert found["unmodelled"] == ['[−6]: You get an emblem with "Creatures you control get +1/+1."']
    assert found["irrelevant"] == 1


def test_prototype_is_not_irrelevant_its_prototyped_self_is_another_size() -> None:
    """702.160a, 718.3: cast prototyped, the permanent has the prototype's power, toughness and colour; the board that
    names the card gets the full-size one, so the line is kept, word for word, for the board to give the other."""
    card = classify(corpus_card("Autonomous Assembler", "Prototype {1}{W} — 2/2 (You may cast this spell with different "
                                "mana cost, color, and size. It keeps its abilities and types.)\nVigilance",
                                keywords=("Prototype", "Vigilance")))
    assert card["keywords"] == ["vigilance"]
    assert card["unmodelled"] == ["Prototype {1}{W} — 2/2"]
