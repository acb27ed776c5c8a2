"""What keeps a permanent from being the target of an ability: protection from the source's quality (702.16b),
hexproof against an opponent's ability (702.11b) and shroud against any (702.18a). Asked as a targeted
trigger is put on the stack (603.3d) and again as it resolves (608.2b), by own triggers with a target, provoke
and mentor. "Hexproof from [quality]" (702.11d) is not modelled: the card index leaves it unmodelled. Ward (702.21a)
leaves a permanent a legal target: :mod:`pyengine.ward`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import Setup
    from .model import Permanent
    from .rulesets.base import Ruleset


def why_untargetable(perm: Permanent, source: Permanent, controller: str, setup: Setup,
                     rules: Ruleset) -> tuple[str, str] | None:
    """Why ``perm`` can't be the target of an ability of ``source`` that ``controller`` controls (a message and
    the rule), or ``None`` when nothing of it forbids that."""
    if perm.has("shroud"):  # 702.18a: of no spell or ability, its controller's either
        return f"{perm.name} has shroud", rules.rule("shroud-target")
    if perm.has("hexproof") and controller in setup.opponents(perm.controller):  # 702.11b: "your opponents"
        return f"{perm.name} has hexproof", rules.rule("hexproof-target")
    quality = perm.protection_from(source) if perm.protection else None
    if quality is not None:
        return f"{perm.name} has protection from {quality}", rules.rule("protection-target")
    return None
