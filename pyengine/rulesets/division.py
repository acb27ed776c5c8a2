"""What a source may do as it divides its combat damage in a Magic combat: the division offer.

:func:`magic_division` is the offer of :meth:`pyengine.rulesets.base.Ruleset.offer_division` (what
:func:`pyengine.options` lists under ``divisions``), written against the combat machine's protocol
(:class:`pyengine.machine.CombatMachine`), so that it sits below the machine that calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..machine import CombatMachine
    from ..model import Ledger, Recipients


def magic_division(combat: CombatMachine, step: str, source: str, recipients: Recipients, ledger: Ledger) -> dict[str, Any]:
    """One source's division in one step of a Magic combat: recipients, lethal amounts, where the
    rest may go and the automatic division (510.1a–d, 702.19b–c, 702.2c; 510.1c's order in mtg-2020)."""
    rules = combat.rules
    perm = combat.permanents[source]
    entry: dict[str, Any] = {"source": source, "step": step, "chooser": combat.chooser(source, recipients),
                             "power": max(0, perm.power)}
    refusal = combat.check_division_shape(source, recipients, {}, "$")
    if refusal is not None and (recipients.kind == "none" or entry["power"] == 0):
        entry.update(assigns=False, refusal={"code": refusal.code, "message": refusal.message, "rule": refusal.rule},
                     kind=recipients.kind, recipients=[], past=None, order=None, automatic={})
        return entry
    listed = [{"id": c, "kind": _kind(combat, c), "lethal": combat.lethal(c, source, ledger)}
              for c in recipients.creatures]
    past: dict[str, Any] | None = None
    if recipients.target is not None:
        beyond = [recipients.target] + ([recipients.past_planeswalker] if recipients.past_planeswalker else [])
        listed += [{"id": r, "kind": _kind(combat, r), "lethal": combat.lethal(r, source, ledger)} for r in beyond]
        if recipients.kind == "unblocked":
            rule = rules.rule("assign-unblocked")
        elif recipients.as_though_unblocked and not perm.tramples:
            rule = rules.rule("assign-blocked")
        else:
            rule = rules.rule("trample")
        over = recipients.past_planeswalker is not None and recipients.past_planeswalker != recipients.target
        past = {"to": beyond, "rule": rule, "all_or_none": recipients.as_though_unblocked and not perm.tramples,
                "over_planeswalker_rule": rules.rule("trample-over-planeswalkers") if over else None}
    order = None
    ordered = len(recipients.creatures) > 1 and rules.has_damage_assignment_order \
        and entry["chooser"] == perm.controller
    if ordered:
        order = {"ids": list(recipients.creatures),
                 "rule": rules.rule("assign-blocker" if recipients.kind == "blocker" else "assign-blocked")}
    entry.update(assigns=True, refusal=None, kind=recipients.kind, recipients=listed, past=past, order=order,
                 automatic=combat.automatic_division(source, recipients, ledger))
    return entry


def _kind(combat: CombatMachine, ident: str) -> str:
    if ident in combat.players:
        return "player"
    perm = combat.permanents[ident]
    for kind in ("creature", "unit", "planeswalker", "battle"):
        if perm.is_(kind):
            return kind
    return "permanent"
