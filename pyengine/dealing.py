"""Dealing damage and its results (120), triggers waiting for the stack, and state-based actions (704).

Functions of the combat machine (:class:`pyengine.combat.Combat`, which keeps thin methods of the same
names for the rulesets' :class:`~pyengine.machine.CombatMachine` protocol): they change the players
and permanents, write the events, and end the game when a player loses (104.2a, 104.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import abilities, watchers
from .board import team_poison_limit
from .life import add_poison, gain_life, lose_life
from .model import BATTLEFIELD, POISON_LIMIT, PendingTrigger, Permanent, Player

if TYPE_CHECKING:
    from .combat import Combat

#: Where the objects of a player who left the game go (800.4a).
LEFT_THE_GAME = "left-the-game"


class GameOver(Exception):
    """Raised inside the machine when a player has lost: nothing more happens (CR 104.2a)."""


def deal_simultaneously(machine: Combat, assignments: list[tuple[str, list[tuple[str, int]]]], *, combat: bool,
                        as_assigned: dict[str, int] | None = None) -> None:
    """Deal every source's damage at once (510.2); lifelink gains come with it (120.3f).

    ``as_assigned`` (damage that waited on the stack, classic 310.4): each permanent's incarnation when the
    damage was assigned. A permanent that has left the battlefield and come back since (persist) is a new
    object (400.7): damage assigned to the old one isn't dealt to it (310.4c), and damage the old one assigned
    is dealt as it last existed (310.4a-b) without the new one's abilities triggering.
    """
    shielded = _share_shields(machine, assignments)
    machine._shield_counter_used = set()
    same = as_assigned or {}
    event: watchers.DamageEvent = []
    for source, pairs in assignments:
        perm = machine.permanents[source]
        present = perm.on_battlefield and perm.incarnation == same.get(source, perm.incarnation)
        dealt = [(recipient, deal_damage(machine, source, recipient, amount, combat=combat,
                                         prevent=shielded.get((source, recipient)), source_present=present,
                                         incarnation=same.get(recipient)))
                 for recipient, amount in pairs]
        event.append((source, present, dealt))
        gained = sum(amount for _, amount in dealt)
        if combat and any(a and r in machine.players for r, a in dealt) and present:
            if perm.has("renown"):
                _renown_triggers(machine, perm)
            machine.pending_triggers.extend(("triggers", source, abilities.own_trigger_subject(i, perm), 0,
                                             perm.controller)
                                            for i, t in enumerate(perm.triggers)
                                            if t.on == "deals-combat-damage-to-a-player")
        if gained and perm.has("lifelink"):
            if machine.rules.lifelink_is_triggered:
                if present:  # an ability of a permanent that left play doesn't trigger
                    machine.pending_triggers.extend(("lifelink", source, perm.controller, gained, perm.controller)
                                                 for _ in range(perm.count("lifelink")))
            else:
                gain_life(machine, perm.controller, gained, source, machine.rules.rule("lifelink"))
    watchers.damage_dealt(machine, event, is_combat=combat)  # "whenever it is dealt damage", "… deals damage"


def _renown_triggers(machine: Combat, perm: Permanent) -> None:
    """702.112a: "whenever this creature deals combat damage to a player, if it isn't renowned, put N +1/+1
    counters on it and it becomes renowned": each instance triggers only if it isn't renowned now (603.4)."""
    if perm.renowned or not perm.on_battlefield:
        return
    machine.pending_triggers.extend(("renown", perm.id, str(perm.incarnation), number or 0, perm.controller)
                                    for name, number in perm.keywords if name == "renown")


def _renowned(machine: Combat, ident: str, incarnation: str, amount: int) -> None:
    """A renown trigger resolves: the intervening "if" is checked again (603.4), so of two instances only the
    first makes it renowned; a creature that left the battlefield (or came back, a new object, 400.7) gets
    nothing."""
    perm = machine.permanents[ident]
    rule = abilities.keyword_rule(machine, "renown")
    if perm.renowned:
        machine.emit("trigger", rule, source=ident, ability="renown",
                     note="it is renowned already: the trigger does nothing (603.4)")
        return
    machine.emit("trigger", rule, source=ident, ability="renown")
    if not perm.on_battlefield or str(perm.incarnation) != incarnation:
        return
    perm.renowned = True
    if amount:
        perm.counters["+1/+1"] = perm.counters.get("+1/+1", 0) + amount
        machine.emit("counters", rule, id=ident, kind="+1/+1", amount=amount)


def _share_shields(machine: Combat, assignments: list[tuple[str, list[tuple[str, int]]]]) -> dict[tuple[str, str], int]:
    """How a prevention shield is shared among sources that damage its holder at once (615.7).

    The holder's controller chooses which damage the shield prevents; the engine chooses for
    them, the most harmful first: for a creature, damage from a source with deathtouch, then
    with infect or wither; for a player, damage from a source with infect, then toxic, then
    lifelink; otherwise in the order the sources deal damage. Returns the amount prevented
    per (source, recipient) for every recipient hit by two or more sources.
    """
    hits: dict[str, list[tuple[str, int]]] = {}
    for source, pairs in assignments:
        for recipient, amount in pairs:
            if amount > 0:
                hits.setdefault(recipient, []).append((source, amount))
    shares: dict[tuple[str, str], int] = {}
    for recipient, sources in hits.items():
        holder = machine.players.get(recipient) or machine.permanents.get(recipient)
        if holder is None or not holder.prevent or len(sources) < 2:
            continue
        left = holder.prevent
        for source, amount in sorted(sources, key=lambda hit: _harm_rank(machine, hit[0], holder)):
            src = machine.permanents[source]
            if isinstance(holder, Permanent) and holder.protected_from(src):
                continue  # protection prevents it all without using the shield
            shares[(source, recipient)] = min(left, amount)
            left -= shares[(source, recipient)]
    return shares


def _harm_rank(machine: Combat, source: str, holder: Player | Permanent) -> int:
    """How early a shield on ``holder`` prevents ``source``'s damage (lower: sooner)."""
    src = machine.permanents[source]
    if isinstance(holder, Player):
        marks = ("infect", "toxic", "lifelink")
    else:
        marks = ("deathtouch", "infect", "wither")
    return next((rank for rank, keyword in enumerate(marks) if src.has(keyword)), len(marks))


def deal_damage(machine: Combat, source: str, recipient: str, amount: int, *, combat: bool,
                prevent: int | None = None, source_present: bool | None = None, incarnation: int | None = None) -> int:
    """Deal damage from one source to one recipient; return how much was dealt (not prevented).

    ``prevent``: how much of it the recipient's shield prevents, when the shield was shared out
    among several sources at once (:meth:`_share_shields`); otherwise the shield takes what it can.
    ``source_present``: whether the source is still the object on the battlefield that assigned it (its
    abilities trigger); ``incarnation``: the recipient's when the damage was assigned (another is a new object).
    """
    src = machine.permanents[source]
    holder: Player | Permanent = machine.players[recipient] if recipient in machine.players else machine.permanents[recipient]
    if isinstance(holder, Permanent) and (not holder.on_battlefield
                                          or incarnation is not None and holder.incarnation != incarnation):
        machine.emit("damage", machine.rules.rule("recipient-left"), source=source, target=recipient, amount=0,
                  combat=combat, note="not dealt: it left the battlefield")
        return 0
    prevented = 0
    rule = machine.rules.rule("combat-damage" if combat else "noncombat-damage")
    if isinstance(holder, Permanent) and holder.protected_from(src):
        prevented, rule = amount, machine.rules.rule("protection-damage")
    elif holder.prevent:
        prevented = min(holder.prevent, amount if prevent is None else prevent)
        holder.prevent -= prevented
        rule = machine.rules.rule("prevention-shield")
    counter_spent = False
    if isinstance(holder, Permanent) and amount > prevented and (
            holder.counters.get("shield") or holder.id in machine._shield_counter_used):
        # 122.1c: a shield counter prevents the damage and one counter is removed; damage dealt at
        # once by several sources is one event, so one counter covers all of it (and what a
        # prevention shield left over, which the engine spends first: it lapses at end of turn).
        counter_spent = holder.id not in machine._shield_counter_used
        machine._shield_counter_used.add(holder.id)
        prevented, rule = amount, machine.rules.rule("shield-counter")
    dealt = amount - prevented
    machine.emit("damage", rule, source=source, target=recipient, amount=dealt, combat=combat,
              prevented=prevented or None)
    if counter_spent:
        assert isinstance(holder, Permanent)
        remove_counter(machine, holder, "shield", machine.rules.rule("shield-counter"))
    if dealt > 0:
        damage_results(machine, src, holder, dealt, combat=combat,
                       source_present=src.on_battlefield if source_present is None else source_present)
    return dealt


def damage_results(machine: Combat, src: Permanent, holder: Player | Permanent, dealt: int, *, combat: bool,
                   source_present: bool = True) -> None:
    """What dealt damage does to a player or permanent (120.3a–h)."""
    if isinstance(holder, Player):
        if src.has("infect"):
            add_poison(machine, holder, dealt, machine.rules.rule("infect-to-player"), src.id)
        else:
            lose_life(machine, holder, dealt, src.id, machine.rules.rule("damage-to-player"))
        if combat and src.commander and machine.setup.variant == "commander":
            # 903.10a: combat damage a commander deals a player counts toward 21, infect damage too.
            holder.commander_damage[src.id] = holder.commander_damage.get(src.id, 0) + dealt
            machine.emit("commander-damage", machine.rules.rule("commander-damage"), player=holder.id, source=src.id,
                      amount=dealt, total=holder.commander_damage[src.id])
        toxic = src.amount("toxic")
        if combat and toxic:
            add_poison(machine, holder, toxic, machine.rules.rule("toxic"), src.id)
        return
    if holder.is_("planeswalker"):
        removed = min(dealt, holder.loyalty)
        holder.loyalty -= removed
        machine.emit("loyalty", machine.rules.rule("damage-to-planeswalker"), id=holder.id, amount=-removed,
                  loyalty=holder.loyalty)
    if holder.is_("battle"):
        removed = min(dealt, holder.defense)
        holder.defense -= removed
        machine.emit("defense", machine.rules.rule("damage-to-battle"), id=holder.id, amount=-removed,
                  defense=holder.defense)
        if removed and holder.defense == 0 and machine.is_siege(holder):
            queue_trigger(machine, "siege", holder.id, holder.id)  # its last defense counter is gone (310.11b)
    if holder.is_("creature") or holder.is_("unit"):
        if src.has("wither") or src.has("infect"):
            holder.counters["-1/-1"] = holder.counters.get("-1/-1", 0) + dealt
            machine.emit("counters", machine.rules.rule("counters-to-creature"), id=holder.id, kind="-1/-1",
                      amount=dealt)
        else:
            holder.damage += dealt
            machine.emit("marked", machine.rules.rule("damage-to-creature"), id=holder.id, amount=dealt,
                      damage=holder.damage)
        if src.has("deathtouch"):
            mark_deathtouch(machine, holder, src, source_present)


def remove_counter(machine: Combat, perm: Permanent, kind: str, rule: str) -> None:
    """Remove one counter of a kind (a shield counter spent, 122.1c)."""
    perm.counters[kind] -= 1
    if not perm.counters[kind]:
        del perm.counters[kind]
    machine.emit("counters", rule, id=perm.id, kind=kind, amount=-1)


def destroy(machine: Combat, perm: Permanent, reason: str, rule: str) -> None:
    """Destroy a permanent (704.5g–h, a deathtouch trigger), unless a replacement effect saves it.

    Its controller chooses among the effects that apply (616.1); the engine uses a regeneration
    shield first (it lapses at end of turn anyway, 701.19a), then an Aura with umbra armor
    (702.89a). A shield counter replaces only destruction by an effect (122.1c), and the
    state-based actions that destroy here are not effects, so it doesn't apply.
    """
    if perm.regeneration_shields:
        perm.regeneration_shields -= 1
        regenerate(machine, perm, reason)
    elif perm.amount("umbra_armor"):
        _umbra_armor(machine, perm, reason)
    else:
        machine.move(perm, "graveyard", reason=reason, rule=rule, kind="dies")


def regenerate(machine: Combat, perm: Permanent, reason: str) -> None:
    """701.19a: instead of being destroyed, all damage is removed, it taps, and it leaves combat (506.4)."""
    in_combat = machine.in_combat(perm.id)
    perm.damage = 0
    perm.deathtouched = False
    perm.tapped = True
    if in_combat:
        machine.remove_from_combat(perm.id)
    machine.emit("regenerates", machine.rules.rule("regenerate"), id=perm.id, instead_of=reason,
              removed_from_combat=in_combat or None, shields=perm.regeneration_shields)
    machine.refresh_statics(perm.id)  # no longer attacking or blocking (611.3a)


def _umbra_armor(machine: Combat, perm: Permanent, reason: str) -> None:
    """702.89a: instead of being destroyed, all damage is removed and one Aura with umbra armor is destroyed."""
    perm.damage = 0
    perm.deathtouched = False
    index = next(i for i, (name, n) in enumerate(perm.keywords) if name == "umbra_armor" and n)
    name, n = perm.keywords[index]
    kept = list(perm.keywords)
    if n is not None and n > 1:
        kept[index] = (name, n - 1)
    else:
        del kept[index]
    perm.keywords = kept
    machine.emit("umbra-armor", machine.rules.rule("umbra-armor"), id=perm.id, instead_of=reason,
              auras=perm.amount("umbra_armor"))


def _return_with_counter(machine: Combat, ident: str, ability: str, kind: str) -> None:
    """Undying / persist: it returns to the battlefield as a new object with the counter (702.93a, 702.79a)."""
    perm = machine.permanents[ident]
    rule = abilities.keyword_rule(machine, ability)
    machine.emit("trigger", rule, source=ident, ability=ability)
    if perm.zone != "graveyard" or perm.token is not None:  # 111.8: a token that left can't come back
        return
    perm.zone = BATTLEFIELD
    owner = perm.owned_by  # under its owner's control (702.93a, 702.79a), whoever controlled it before
    changed = perm.controller != owner
    perm.controller, perm.control_effect = owner, False
    perm.incarnation += 1
    # A new object (400.7): no damage, no until-end-of-turn effects, no shields made for the old one (701.19a).
    perm.damage = perm.pump_power = perm.pump_toughness = perm.prevent = perm.regeneration_shields = 0
    perm.counters = {kind: 1}
    perm.keywords = list(perm.printed_keywords)
    perm.tapped = perm.deathtouched = perm.renowned = False  # a new object is not renowned (702.112b, 400.7)
    perm.statics_on, perm.static_power, perm.static_toughness = {}, 0, 0  # its statics start anew
    machine.emit("returns", rule, id=ident, counters=dict(perm.counters), controller=owner if changed else None)
    machine.refresh_statics(ident)
    abilities.enter_triggers(machine, perm)


def mark_deathtouch(machine: Combat, creature: Permanent, source: Permanent, present: bool = True) -> None:
    """Remember deathtouch damage for the next state-based check (704.5h), or trigger (older rules)."""
    if machine.rules.deathtouch_is_triggered:
        if present and source.on_battlefield:  # an ability of a permanent that left play doesn't trigger
            # "destroy that creature": the object dealt damage, which its incarnation names (400.7).
            machine.pending_triggers.extend(("deathtouch", source.id, creature.id, creature.incarnation,
                                             source.controller) for _ in range(source.count("deathtouch")))
    else:
        creature.deathtouched = True


def queue_trigger(machine: Combat, kind: str, source: str, subject: str, amount: int = 0) -> None:
    """A triggered ability waits to be put on the stack the next time a player would get priority. It is
    controlled by the player who controlled its source as it triggered (603.3a), whoever controls it later."""
    machine.pending_triggers.append((kind, source, subject, amount, machine.permanents[source].controller))


def settle(machine: Combat) -> None:
    """State-based actions, then waiting triggered abilities, each followed by state-based actions (117.5)."""
    check_state_based_actions(machine)
    resolve_triggers(machine)


def resolve_triggers(machine: Combat) -> None:
    """Put waiting triggered abilities on the stack and resolve them, each followed by state-based actions; what
    triggers meanwhile (a creature returned by undying entering, one destroyed dying) goes on the stack above the
    rest, so it resolves next (603.3b)."""
    pending = machine.pending_triggers
    pending[:] = _stacked(machine, pending)
    waiting = [t for t in pending if not _controller_left(machine, t)]
    if len(waiting) < len(pending):
        # 800.4d: a player who left the game puts no triggered ability on the stack; a Siege whose own trigger
        # is so gone is no longer kept by it (704.5v) and goes to the graveyard before the others resolve.
        pending[:] = waiting
        check_state_based_actions(machine)
    while pending:
        trigger = pending.pop(0)
        on_stack = len(pending)
        kind, source, subject, amount, controller = trigger
        if _controller_left(machine, trigger):
            check_state_based_actions(machine)  # 800.4a: its controller left while it waited on the stack
            _stack_new(machine, on_stack)
            continue
        if kind in ("undying", "persist"):
            _return_with_counter(machine, source, kind, subject)
        elif kind == "renown":
            _renowned(machine, source, subject, amount)
        elif kind in abilities.WAITING_KINDS:  # its own triggers, afterlife
            abilities.resolve_waiting(machine, kind, source, subject, controller, amount)
        elif kind == "evolve":
            watchers.evolve_resolves(machine, source, subject)
        elif kind == "siege":
            _siege_defeated(machine, source)
        elif kind == "lifelink":
            machine.emit("trigger", machine.rules.rule("lifelink"), source=source, ability="lifelink")
            gain_life(machine, subject, amount, source, machine.rules.rule("lifelink"))
        elif kind == "deathtouch":
            machine.emit("trigger", machine.rules.rule("deathtouch-trigger"), source=source, ability="deathtouch",
                      target=subject)
            victim = machine.permanents[subject]
            # A creature that died and came back (persist, undying) is a new object, not "that creature" (400.7).
            if victim.on_battlefield and victim.incarnation == amount and not victim.has("indestructible"):
                destroy(machine, victim, "deathtouch", machine.rules.rule("deathtouch-trigger"))
        check_state_based_actions(machine)
        _stack_new(machine, on_stack)


def _stack_new(machine: Combat, on_stack: int) -> None:
    """The triggers that triggered since the stack held ``on_stack`` waiting ones go on it above them (603.3b)."""
    pending = machine.pending_triggers
    if len(pending) > on_stack:
        pending[:] = _stacked(machine, pending[on_stack:]) + pending[:on_stack]


def _stacked(machine: Combat, waiting: list[PendingTrigger]) -> list[PendingTrigger]:
    """Triggers put on the stack together, in the order they resolve: APNAP (101.4) by the controller each had as it
    triggered (603.3a), so the active player's go on the stack first and resolve last; each player's (in Two-Headed
    Giant each team's, 805.7) in the order the scenario chooses (603.3b)."""
    return abilities.aim_waiting(machine, sorted(waiting, key=lambda t: (  # targets chosen as they're stacked (603.3d)
        -machine.setup.stacking_group(t[4]), abilities.trigger_rank(machine, t[1], t[0]), -machine.setup.apnap_rank(t[4]))))


def _controller_left(machine: Combat, trigger: PendingTrigger) -> bool:
    """Whether the player who controls a triggered ability (603.3a) has left the game."""
    controller = machine.players.get(trigger[4])
    return controller is not None and controller.left


# State-based actions (704).
def check_state_based_actions(machine: Combat) -> None:
    """Perform state-based actions, all at once, until none apply (704.3); a loss ends the game. First the statics
    as they apply now (611.3a): a life total, a counter or a tapped creature that changed since may start or end a
    conditional static ("as long as you have 30 or more life"), and the toughness it gives is what 704.5g sees."""
    while True:
        machine.refresh_statics()
        losers = _players_who_lose(machine)
        deaths = _permanents_that_go(machine)
        annihilate = [p for p in machine.permanents.values()
                      if p.on_battlefield and p.counters.get("+1/+1") and p.counters.get("-1/-1")]
        for perm in machine.permanents.values():
            perm.deathtouched = False
        if not (losers or deaths or annihilate):
            return
        dying = {perm.id for perm, _, _ in deaths}
        for perm in annihilate:
            if perm.id in dying:
                continue  # all at once: what dies keeps the counters it died with (undying, persist)
            n = min(perm.counters["+1/+1"], perm.counters["-1/-1"])
            for kind in ("+1/+1", "-1/-1"):
                perm.counters[kind] -= n
                if not perm.counters[kind]:
                    del perm.counters[kind]
            machine.emit("counters", machine.rules.rule("sba-counters"), id=perm.id, kind="+1/+1 and -1/-1",
                      amount=-n)
        # All at once (704.3): a lord that dies beside the creatures it pumps stops pumping only after they have
        # all died, so they die with its effect, and those that stay lose it after (611.3a).
        # Leaves-the-battlefield abilities look back in time (603.10a): what was on the battlefield sees them all die.
        before = [p for p in machine.permanents.values() if p.on_battlefield]
        in_combat = (set(machine.attacks), set(machine.blocks))  # as they last existed (603.10a)
        machine.holding_statics = True
        try:
            for perm, reason, meaning in deaths:
                if reason in ("lethal-damage", "deathtouch"):  # destroyed (704.5g–h): replacements may apply
                    destroy(machine, perm, reason, machine.rules.rule(meaning))
                    continue
                machine.move(perm, "graveyard", reason=reason, rule=machine.rules.rule(meaning),
                             kind="dies" if perm.is_("creature") or perm.is_("planeswalker") else "leaves")
        finally:
            machine.holding_statics = False
        watchers.creatures_died(machine, [p for p, _, _ in deaths if p.zone == "graveyard" and p.is_("creature")], before,
                                in_combat=in_combat)
        if deaths:
            machine.refresh_statics()
        for player, reason, meaning in losers:
            player.lost = True
            machine.emit("loses", machine.rules.rule(meaning), player=player.id, reason=reason)
        if losers:
            players_leave(machine, [player for player, _, _ in losers])


def _players_who_lose(machine: Combat) -> list[tuple[Player, str, str]]:
    """Players who lose by a state-based action (704.5a, 704.5c; 704.6a–c in the variants)."""
    out: list[tuple[Player, str, str]] = []
    team_game = machine.setup.two_headed_giant
    poison_limit = team_poison_limit(machine.setup) if team_game else POISON_LIMIT
    for player in machine.players.values():
        if player.lost:
            continue
        if player.life <= 0:
            out.append((player, "life", "sba-team-life" if team_game else "sba-life"))
        elif player.poison >= poison_limit:
            out.append((player, "poison", "sba-team-poison" if team_game else "sba-poison"))
        elif any(taken >= 21 for taken in player.commander_damage.values()):
            out.append((player, "commander-damage", "sba-commander"))
    if team_game:  # 810.8a: if either player on a team loses, the team loses
        losing = {p.team for p, _, _ in out}
        for player in machine.players.values():
            if player.team in losing and not player.lost and all(p is not player for p, _, _ in out):
                out.append((player, "team", "team-loses"))
    return out


def players_leave(machine: Combat, losers: list[Player]) -> None:
    """Players who lost leave the game (104.5). With one player or team left, or none, the game ends
    (104.2a, 104.4a); otherwise it goes on for the others (800.4): what the leavers own leaves the
    game, and what they control that others own is exiled (800.4a), leaving combat (506.4)."""
    standing = {machine.setup.team_of(p.id) for p in machine.players.values() if not p.lost}
    if len(standing) <= 1:
        end_game(machine)
    for player in losers:
        player.left = True
        machine.emit("leaves-game", machine.rules.rule("player-leaves"), player=player.id)
    rule = machine.rules.rule("leaves-game")
    leaving = {p.id for p in losers}
    for perm in machine.permanents.values():
        if perm.zone != LEFT_THE_GAME and perm.owned_by in leaving:  # in every zone (800.4a)
            machine.move(perm, LEFT_THE_GAME, reason="owner-left-game", rule=rule)
    for perm in machine.permanents.values():
        if perm.zone == BATTLEFIELD and perm.controller in leaving and perm.control_effect:
            # The effects that gave the leaver control end first: it goes back to its owner and, having
            # changed controller, leaves combat (506.4), an attacked planeswalker or battle too (506.4c).
            was_in_combat = machine.in_combat(perm.id) or machine.is_attacked(perm.id)
            machine.remove_from_combat(perm.id)
            perm.controller = perm.owned_by
            machine.emit("control", rule, id=perm.id, controller=perm.controller, reason="controller-left-game")
            if was_in_combat:
                machine.emit("removed-from-combat", machine.rules.rule("leaves-combat"), id=perm.id)
            machine.refresh_statics(perm.id)  # another controller: whose turn, attacking, blocking (611.3a)
    for perm in machine.permanents.values():
        if perm.zone == BATTLEFIELD and perm.controller in leaving:
            machine.move(perm, "exile", reason="controller-left-game", rule=rule)


def _permanents_that_go(machine: Combat) -> list[tuple[Permanent, str, str]]:
    out = []
    for perm in machine.permanents.values():
        if perm.zone != BATTLEFIELD:
            continue
        types = perm.types
        if "creature" in types:
            toughness = perm.toughness
            if toughness <= 0:
                out.append((perm, "zero-toughness", "sba-toughness"))
                continue
            if (perm.damage >= toughness or perm.deathtouched) and not perm.has("indestructible"):
                if perm.damage >= toughness:
                    out.append((perm, "lethal-damage", "sba-lethal"))
                    continue
                if perm.deathtouched:
                    out.append((perm, "deathtouch", "sba-deathtouch"))
                    continue
        if "planeswalker" in types and perm.loyalty <= 0:
            out.append((perm, "no-loyalty", "sba-loyalty"))
        elif "battle" in types and perm.defense <= 0 and not _siege_trigger_waits(machine, perm.id):
            out.append((perm, "no-defense", "sba-defense"))
    return out


def _siege_trigger_waits(machine: Combat, ident: str) -> bool:
    """704.5v: a battle with 0 defense stays while it is the source of a trigger not yet resolved (a Siege's own)."""
    return any(kind == "siege" and source == ident for kind, source, _, _, _ in machine.pending_triggers)


def _siege_defeated(machine: Combat, ident: str) -> None:
    """310.11b: a Siege's intrinsic trigger exiles it; then its controller may cast it transformed, which
    happens after combat damage (the result stops at the exile)."""
    rule = machine.rules.rule("siege-defeated")
    machine.emit("trigger", rule, source=ident, ability="siege",
              note="its last defense counter was removed: it is exiled, then its controller may cast it "
                   "transformed without paying its mana cost")
    perm = machine.permanents[ident]
    if perm.on_battlefield:
        machine.move(perm, "exile", reason="defeated", rule=rule)


def end_game(machine: Combat) -> None:
    """One player (or team) is left and wins (104.2a); none left is a draw (104.4a). A Two-Headed Giant
    game is won by a team: ``winner`` names it."""
    standing = sorted({machine.setup.team_of(p.id) for p in machine.players.values() if not p.lost},
                      key=lambda t: machine.setup.apnap_rank(next(p for p in machine.setup.player_order
                                                               if machine.setup.team_of(p) == t)))
    machine.over = True
    machine.winner = standing[0] if len(standing) == 1 else None
    if machine.winner is not None:
        machine.emit("game-over", machine.rules.rule("game-over"), winner=machine.winner)
    else:
        machine.emit("game-over", machine.rules.rule("draw"), winner=None, draw=True)
    raise GameOver
