"""Creating creature tokens (111): what a permanent's own trigger (``triggers``' ``create``) or afterlife (702.135a)
puts onto the battlefield as it resolves.

A token is a new permanent (111.1) with exactly the characteristics the ability defines (111.3), named for its
creature types (111.4: "Spirit Token"; the ruleset says whether the word "Token" follows them). Its owner is the
player who creates it, the controller of the ability (111.2, 603.3a), and it enters under that player's control:
not attacking or blocking (it was never declared, 508.1, 509.1), untapped unless the ability says "tapped", and
summoning sick (302.6), unless the ability says it enters attacking (508.4: an attack trigger's token, which attacks
what the creature whose trigger made it attacks; see :func:`enter_attacking`). Its id is its creature types and "Token", numbered from the second one on ("Spirit Token 2")
in every era, whatever its name: the same board always gives the same ids, under every ruleset (``compare``). The
caller fires the enters triggers it sets off (603.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import AttackDeclaration, Attack, CardToken, Permanent

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
                  count: int | None = None, attacked: str | None = None) -> list[Permanent]:
    """``count`` tokens (the ability's own count by default) created by ``controller`` as ``source``'s ability
    resolves (113.7a: whether or not ``source`` is still on the battlefield), each logged as a ``token`` event
    citing 111.2 (216.1 in ``mtg-classic``); the statics that apply to them apply at once (613). A player who has
    left the game creates nothing (800.4a). A token that enters attacking (``token.attacking``) attacks what
    :func:`attack_target` chooses from ``attacked``, what ``source`` attacked as it triggered."""
    if combat.players[controller].left:
        return []
    target = attack_target(combat, attacked) if token.attacking else None
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
        if target is not None:
            enter_attacking(combat, ident, target)
        combat.emit("token", rule, id=ident, source=source.id, controller=controller, **perm.token,
                    **({"tapped": True} if token.tapped else {}), **({"attacking": target} if target else {}))
        combat.refresh_statics(ident)  # anthems and lords apply to it as it enters (613.1, 611.3a)
        made.append(perm)
    return made


def attack_target(combat: CombatMachine, attacked: str | None) -> str | None:
    """What a token that enters attacking attacks (508.4): its controller chooses among the defending players, the
    planeswalkers they control and the battles they protect, unless the effect says; the engine chooses what the
    creature whose trigger made it attacked (``attacked``), else that one's defending player, else the first defending
    player still in the game (802.1a). ``None``: nothing it can attack, so it is never an attacking creature
    (506.3c)."""
    choices = ([attacked, combat.setup.defender_of(attacked)] if attacked is not None else []) + list(
        combat.setup.defending_players)
    return next((c for c in choices if c is not None and can_enter_attacking(combat, c)), None)


def enter_attacking(combat: CombatMachine, ident: str, target: str) -> None:
    """The token ``ident`` is attacking ``target`` (508.4): it was never declared as an attacker, so it triggers no
    "whenever … attacks" ability (508.3a) and no attack restriction or requirement applies to it (508.4c); it can be
    blocked as the declared attackers can (509.1a), so the declaration that blockers are checked against lists it."""
    combat.attacks[ident] = Attack(target, combat.setup.defender_of(target))
    combat.setup.attackers.append(AttackDeclaration(ident, target, "$.attackers"))


def can_enter_attacking(combat: CombatMachine, target: str) -> bool:
    """508.4a: whether a creature put onto the battlefield attacking ``target`` is attacking: a player still in
    the game, a planeswalker a defending player still in it controls, or a battle such a player protects."""
    if target in combat.players:
        return not combat.players[target].left
    perm = combat.permanents[target]
    holder = perm.controller if perm.is_("planeswalker") else perm.protector if perm.is_("battle") else None
    return (perm.on_battlefield and holder is not None and holder in combat.players
            and not combat.players[holder].left)
