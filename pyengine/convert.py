"""Carry a board over to another ruleset — to another game if need be — and say what changed.

Between the Magic rulesets (and from Magic to Puzzle Quest, whose boards are
also made of creatures) the board is carried over as :func:`compare.adapt
<pyengine.compare.adapt>` carries it. Between Magic (or Puzzle Quest) and
Riftbound the board itself changes, by this mapping:

- **Creatures become units** and units creatures. A Riftbound unit has one
  stat, Might: the damage it deals *and* the damage that kills it (RB 140.2).
  A creature's power (with its +1/+1 and -1/-1 counters) becomes its Might;
  a unit's Might becomes both power and toughness (toughness at least 1: a
  0/0 creature would die at once, 704.5f, a unit of Might 0 doesn't).
- **Players**: Riftbound players score points and have no life (RB 444), so
  life and poison are left out and each player starts at 0 points; back in
  Magic each player starts at the game's starting life (20, 103.4).
- **The battlefield**: a Riftbound combat happens at a battlefield the
  attacker contests (RB 438.1.a.1); one is made up, held by the defending
  player, when the board has none. Magic has no battlefield to conquer: it is
  left out and the attacker's creatures attack the other player (508.1b).
- **Declarations**: in Riftbound every unit of the active player at the
  battlefield attacks and every unit of the other player defends (RB
  438.1.a.3–4). A Magic attack carries over as the units at the battlefield
  (creatures that didn't attack stay home: they are left out); blocks and
  divisions have no Riftbound equivalent. Back in Magic, every untapped unit
  that was attacking is declared an attacker of the other player; blocks are
  for the defending player to declare.
- What one game has and the other hasn't (keywords, counters, colors,
  regeneration shields, planeswalkers, actions, …) is left out.

Every change is listed as a sentence naming the cards and players by name:
nothing is silently dropped or guessed. A board no conversion can carry (more
players than the game has, a Commander game to Riftbound) is refused with the
reason, as :func:`compare.misfit <pyengine.compare.misfit>` gives it.
"""

from __future__ import annotations

import copy
from typing import Any

from .cards import written_out
from .compare import adapt
from .convert_bodies import GAMES, Board, to_creatures, to_units
from .errors import ScenarioError
from .limits import check_size
from .rulesets import RULESETS
from .rulesets.base import Ruleset



def convert(scenario: Any, ruleset: Any) -> dict[str, Any]:
    """The board carried over to ``ruleset``: ``{"ok": True, "ruleset", "scenario", "changes": [...]}``.

    ``changes`` holds one sentence per change, naming cards and players by
    name. The answer's board is not resolved here: validate or resolve it as
    any other (a choice the new ruleset refuses, such as a damage division
    that is now illegal, is reported then).

    A board whose own ruleset is unknown (or missing) is put under ``ruleset``
    as it is, with a sentence saying so.

    :raises ScenarioError: ``unknown-ruleset`` for a target ruleset the engine
        doesn't have (path ``$.ruleset``); ``invalid-scenario`` with
        the path of a malformed players or permanents entry; the misfit's code
        (``not-implemented``, ``not-in-ruleset``) for a board the target game
        can't hold at all.
    """
    if not isinstance(scenario, dict):
        raise ScenarioError("invalid-scenario", "a scenario is a JSON object", "$")
    check_size(scenario)
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        raise ScenarioError("unknown-ruleset", f"cannot convert to {ruleset!r}: the rulesets are "
                            f"{', '.join(RULESETS)}", "$.ruleset")
    source_id = scenario.get("ruleset")
    if not isinstance(source_id, str) or source_id not in RULESETS:
        # Nothing to convert from: the board is put under the ruleset as it is (choosing one is the fix).
        out = copy.deepcopy(scenario)
        out["ruleset"] = ruleset
        named = f"names the ruleset {source_id!r}, which" if isinstance(source_id, str) else "names no ruleset, which"
        return {"ok": True, "ruleset": ruleset, "scenario": out,
                "changes": [f"The board {named} the engine doesn't have: it was put under {GAMES[ruleset]} "
                            f"({RULESETS[ruleset].title}) as it is, unconverted"]}
    source, target = RULESETS[source_id](), RULESETS[ruleset]()
    if GAMES[source_id] == GAMES[ruleset]:
        out, changes = adapt(scenario, ruleset)
        return {"ok": True, "ruleset": ruleset, "scenario": out, "changes": changes}
    _refuse_misfit(scenario, source_id, target)
    board = Board(_cards_written_out(copy.deepcopy(scenario), source), source, target, [])
    board.check_entries()
    if source.default_type == target.default_type:
        _between_creature_games(board)
    elif target.default_type == "unit":
        to_units(board)
    else:
        to_creatures(board)
    return {"ok": True, "ruleset": ruleset, "scenario": board.out, "changes": board.changes}


def _between_creature_games(board: Board) -> None:
    """Magic and Puzzle Quest both have creatures: the play is carried over as compare carries it, and
    what the other game hasn't (actions, lands, planeswalkers, keywords, fields) is left out."""
    source, target = board.source, board.target
    if not target.action_times:
        board.drop_actions()
    board.out["ruleset"] = source.name  # adapt reads what the board comes from
    out, notes = adapt(board.out, target.name)
    # adapt names the ruleset by its id; a user switching games reads the game's name.
    board.out = out
    board.changes += [note.replace(f"{target.name} ", f"{board.game} ", 1) for note in notes]
    board.drop_foreign_permanents("creature")
    board.fit_slots()
    board.drop_top_fields()
    board.drop_unknown_keywords()
    board.drop_refused_fields()
    if target.players_declare and not source.players_declare:
        board.changes.append(f"{GAMES[source.name]} decided attacks itself; in {board.game} the players declare "
                             "them: declare the attackers on the board (508.1)")


def _cards_written_out(scenario: dict[str, Any], source: Ruleset) -> dict[str, Any]:
    """The board with each card's fields written out (``"card": "Serra Angel"`` is a Magic card: another
    game reads the 4/4 flyer it gives, not its name).

    :raises ScenarioError: ``unknown-card`` at ``$.permanents[i].card`` for a name the index lacks.
    """
    permanents = scenario.get("permanents")
    if source.cards_by_name and isinstance(permanents, list):
        scenario["permanents"] = [written_out(p, f"$.permanents[{i}].card") if isinstance(p, dict) else p
                                  for i, p in enumerate(permanents)]
    return scenario


def _refuse_misfit(scenario: dict[str, Any], source_id: str, target: Ruleset) -> None:
    """More players, or a variant, than the target game has: no conversion can carry that."""
    why = f"a {GAMES[source_id]} board can't be carried over to {GAMES[target.name]}"
    players = scenario.get("players")
    if isinstance(players, list) and len(players) > target.max_players and target.multiplayer_refusal is not None:
        code = target.multiplayer_refusal[0]
        raise ScenarioError(code, f"{why}: a {GAMES[target.name]} combat here is between two players, and this "
                            f"board has {len(players)}", "$.players")
    variant = scenario.get("variant")
    if isinstance(variant, str) and variant in target.refused_variants:
        code, reason, rule = target.refused_variants[variant]
        raise ScenarioError(code, f"{why}: {reason}", "$.variant", rule)


__all__ = ["GAMES", "convert"]
