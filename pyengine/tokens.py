"""Creating creature tokens (111): what a permanent's own trigger (``triggers``' ``create``) or afterlife (702.135a)
puts onto the battlefield as it resolves.

A token is a new permanent (111.1) with exactly the characteristics the ability defines (111.3), named for its
creature types (111.4: "Spirit Token"; the ruleset says whether the word "Token" follows them). Its owner is the
player who creates it, the controller of the ability (111.2, 603.3a), and it enters under that player's control:
not attacking or blocking (it was never declared, 508.1, 509.1), untapped unless the ability says "tapped", and
summoning sick (302.6). Its id is its creature types and "Token", numbered from the second one on ("Spirit Token 2")
in every era, whatever its name: the same board always gives the same ids, under every ruleset (``compare``). The
caller fires the enters triggers it sets off (603.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import CardToken, Permanent

if TYPE_CHECKING:
    from .machine import CombatMachine


def token_name(combat: CombatMachine, token: CardToken) -> str:
    """111.4: its subtypes, then (in the ruleset's era) the word "Token"."""
    return " ".join(token.subtypes) + combat.rules.token_name_word


def _free_id(combat: CombatMachine, name: str) -> str:
    """The token's id: ``name``, or ``name`` numbered from 2, whichever no player, team (``final.winner`` may name
    one) or permanent has yet."""
    taken = combat.permanents.keys() | combat.players.keys() | {p.team for p in combat.players.values() if p.team}
    ident, n = name, 1
    while ident in taken:
        n += 1
        ident = f"{name} {n}"
    return ident


def token_text(token: CardToken, name: str) -> dict[str, Any]:
    """The token as a scenario's permanent gives it (111.3: the characteristics the ability defined)."""
    text: dict[str, Any] = {"name": name, "types": list(token.types), "subtypes": list(token.subtypes),
                            "power": token.power, "toughness": token.toughness}
    if token.colors:
        text["colors"] = list(token.colors)
    if token.keywords:
        text["keywords"] = [k if n is None else f"{k}:{n}" for k, n in token.keywords]
    return text


def create_tokens(combat: CombatMachine, source: Permanent, token: CardToken, controller: str,
                  count: int | None = None) -> list[Permanent]:
    """``count`` tokens (the ability's own count by default) created by ``controller`` as ``source``'s ability
    resolves (113.7a: whether or not ``source`` is still on the battlefield), each logged as a ``token`` event
    citing 111.2 (216.1 in ``mtg-classic``); the statics that apply to them apply at once (613). A player who has
    left the game creates nothing (800.4a)."""
    if combat.players[controller].left:
        return []
    name = token_name(combat, token)
    base = " ".join(token.subtypes) + " Token"
    made = []
    rule = combat.rules.rule("token-created")
    for _ in range(token.count if count is None else count):
        ident = _free_id(combat, base)
        perm = Permanent(id=ident, name=name, controller=controller, types=frozenset(token.types),
                         base_power=token.power, base_toughness=token.toughness, colors=frozenset(token.colors),
                         subtypes=frozenset(token.subtypes), keywords=list(token.keywords), tapped=token.tapped,
                         sick=True, owner=controller, printed_keywords=list(token.keywords))
        perm.token = token_text(token, name)
        combat.permanents[ident] = perm
        combat.emit("token", rule, id=ident, source=source.id, controller=controller, **perm.token,
                    **({"tapped": True} if token.tapped else {}))
        combat.refresh_statics(ident)  # anthems and lords apply to it as it enters (613.1, 611.3a)
        made.append(perm)
    return made
