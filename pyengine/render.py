"""A readable account of a result, for ``--text`` on the command line."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from . import cards
from .cards.choice_triggers import triggers_on_a_choice, turned_face_up_choice
from .engine import (NOT_MODELLED, board_cards, board_condition_warnings, counted_pt_warnings, entry_counter_warnings,
                     stated_condition_warnings)
from .errors import ScenarioError
from .text import and_list, possessive

#: Event fields that hold a permanent's or a player's id.
ID_FIELDS = ("id", "source", "target", "player", "winner", "creature", "attacking", "battlefield", "controller",
             "blocker")


def _name_of(item: dict[str, Any]) -> Any:
    """A permanent's or player's name: its own, else its card's (``"card": "Serra Angel"``)."""
    if "name" in item or not isinstance(item.get("card"), str):
        return item.get("name")
    try:
        return cards.find(item["card"])["name"].split(" // ")[0]
    except ScenarioError:
        return None


def labels_of(scenario: Any) -> dict[str, str]:
    """What to call each permanent and player of a scenario in text: its name, where it has one
    (``"Grizzly Bears (bear2)"`` where two share it); nothing for a malformed scenario."""
    if not isinstance(scenario, dict):
        return {}
    named = {item["id"]: name
             for key in ("players", "permanents") if isinstance(scenario.get(key), list)
             for item in scenario[key]
             if isinstance(item, dict) and isinstance(item.get("id"), str)
             and isinstance(name := _name_of(item), str) and name and name != item["id"]}
    shared = Counter(named.values())
    labels = {ident: name if shared[name] == 1 else f"{name} ({ident})" for ident, name in named.items()}
    field = scenario.get("battlefield")
    if isinstance(field, dict) and isinstance(field.get("id"), str) and field["id"] not in labels:
        name = field.get("name")  # Riftbound's battlefield: its name, or what it is, never its id
        labels[field["id"]] = name if isinstance(name, str) and name and name != field["id"] else "the battlefield"
    return labels


def _named(ev: dict[str, Any], labels: Mapping[str, str]) -> dict[str, Any]:
    if not labels:
        return ev
    ev = {k: labels.get(v, v) if k in ID_FIELDS and isinstance(v, str) else v for k, v in ev.items()}
    if isinstance(ev.get("attackers"), list):
        ev["attackers"] = [labels.get(a, a) for a in ev["attackers"]]
    return ev


def describe_event(ev: dict[str, Any], labels: Mapping[str, str] | None = None) -> str:
    """One event as a sentence, with its rule in brackets; ids read as ``labels`` says (names)."""
    ev = _named(ev, labels or {})
    kind = ev["type"]
    amount: int = ev.get("amount") or 0
    if kind == "damage":
        text = f"{ev['source']} deals {amount} {'combat ' if ev.get('combat') else ''}damage to {ev['target']}"
        if ev.get("prevented"):
            text += f" ({ev['prevented']} prevented)"
        if ev.get("note"):
            text += f" ({ev['note']})"
    elif kind == "life":
        verb = "gains" if amount > 0 else "loses"
        now = f"team {ev['team']} now has {ev['life']}" if ev.get("team") else f"now {ev['life']}"
        text = f"{ev['player']} {verb} {abs(amount)} life ({now})"
    elif kind == "poison":
        now = f"team {ev['team']} now has {ev['poison']}" if ev.get("team") else f"now {ev['poison']}"
        text = f"{ev['player']} gets {amount} poison counter{'s' if amount != 1 else ''} ({now})"
    elif kind == "marked":
        text = f"{ev['id']} has {ev['damage']} damage marked"
    elif kind == "counters":
        text = f"{ev['id']}: {amount:+d} {ev['kind']} counter{'s' if abs(amount) != 1 else ''}"
    elif kind in ("loyalty", "defense"):
        text = f"{ev['id']} loses {-amount} {kind} (now {ev[kind]})"
    elif kind == "dies":
        text = f"{ev['id']} dies ({_reason(ev)})"
    elif kind == "leaves" and ev.get("to") == "left-the-game":
        text = f"{ev['id']} leaves the game with its owner"
    elif kind == "leaves":
        text = f"{ev['id']} goes to the {ev['to']} ({_reason(ev)})"
    elif kind == "loses":
        text = f"{ev['player']} loses the game ({ev['reason']})"
    elif kind == "game-over":
        text = "the game is a draw" if ev.get("draw") else f"the game is over: {ev['winner']} wins"
    elif kind == "attacks":
        text = f"{ev['id']} attacks {ev['target']}"
    elif kind == "blocks":
        text = f"{ev['id']} blocks {', '.join(ev['attackers'])}"
    elif kind in ("blocked", "unblocked"):
        text = f"{ev['id']} is {kind}"
    else:
        text = _other_event(ev, kind, amount, labels or {})
    rule = ev.get("rule")
    return f"{text} [{rule}]" if rule else text


def _reason(ev: dict[str, Any]) -> str:
    return str(ev.get("reason", "")).replace("-", " ")


#: The rules a static ability's effect cites (611.3a; 418 in the 2003–2009 rules): as long as it applies.
STATIC_RULES = frozenset({"611.3a", "418"})


def _words(keyword: Any) -> str:
    """A keyword as words: "first_strike" -> "first strike", "toxic:2" -> "toxic 2"."""
    return str(keyword).replace("_", " ").replace(":", " ")


def _other_event(ev: dict[str, Any], kind: str, amount: int, labels: Mapping[str, str]) -> str:
    """The sentence for the rarer events (triggers, the stack, Puzzle Quest and Riftbound steps)."""
    def signed(value: int) -> str:
        return f"{value:+d}"
    static = ev.get("rule") in STATIC_RULES  # a static ability's effect lasts as long as it applies, not the turn
    if kind == "pump":
        power, toughness = ev.get("power") or 0, ev.get("toughness") or 0
        amount_text = f"{ev['id']} gets {signed(power)}/{signed(toughness)}"
        if not static:
            return f"{amount_text} until end of turn"
        # The numbers are the net change of what the statics give it: -1/-1 is a "nonblack creatures get -1/-1"
        # starting to apply as often as a +1/+1 anthem ending, so the sign does not say which (611.3a).
        return f"{amount_text} as a static ability starts or stops applying to it, for as long as it applies"
    if kind == "power-toughness":
        return (f"{ev['id']} is {ev.get('power')}/{ev.get('toughness')}: its power and toughness count permanents "
                "on the battlefield")
    if kind in ("gains", "loses-keyword"):
        if static:
            return (f"{ev['id']} has {_words(ev['keyword'])} while a static ability applies" if kind == "gains" else
                    f"{ev['id']} loses {_words(ev['keyword'])}: the static ability that gave it stops applying")
        verb = "gains" if kind == "gains" else "loses"
        return f"{ev['id']} {verb} {_words(ev['keyword'])} until end of turn"
    if kind == "shield":
        return f"the next {amount} damage that would be dealt to {ev['id']} will be prevented"
    if kind == "control":
        return (f"{ev['id']} goes back to {ev.get('controller')}, its owner: the effect that gave its controller "
                "control ended when that player left the game")
    if kind == "removed-from-combat":
        return f"{ev['id']} is removed from combat"
    if kind == "countered":
        by = possessive(str(ev.get("by", "")))
        return f"{possessive(ev['source'])} ability is countered by {by} ward: it does nothing"
    if kind == "fizzles":
        return f"the {ev.get('action')} on {ev.get('target')} does nothing: its target is gone or no longer legal"
    if kind == "damage-on-stack":
        divisions = "; ".join(
            f"{labels.get(a['source'], a['source'])} assigns "
            + (", ".join(f"{n} to {labels.get(r, r)}" for r, n in a.get("division", {}).items()) or "nothing")
            for a in ev.get("assignments", []))
        return "combat damage goes on the stack" + (f": {divisions}" if divisions else "")
    if kind == "stack-resolves":
        return "the combat damage on the stack resolves"
    if kind == "trigger":
        # an own trigger (``ability: "triggers"``) is just "its ability": the note says which
        ability = ev.get("ability", "ability")
        named = "" if ability in ("ability", "triggers") else f"{_words(ability)} "
        text = f"{possessive(ev['source'])} {named}ability triggers"
        if ev.get("target"):
            text += f" for {ev['target']}"
        if ev.get("note"):
            text += f" ({ev['note']})"
        return text
    if kind == "slots":
        return f"{possessive(ev['player'])} creatures in slot order: {and_list([labels.get(i, i) for i in ev.get('order', [])])}"
    if kind == "untaps":
        return f"{ev['id']} untaps"
    if kind == "taps":
        return f"{ev['id']} taps"
    if kind == "regeneration-shield":
        return f"{ev['id']} gets a regeneration shield ({ev.get('shields')} now)"
    if kind == "regenerates":
        text = (f"{ev['id']} would be destroyed ({str(ev.get('instead_of', '')).replace('-', ' ')}) and regenerates "
                "instead: its damage is removed and it taps")
        return text + (", and it is removed from combat" if ev.get("removed_from_combat") else "")
    if kind == "umbra-armor":
        return (f"{ev['id']} would be destroyed ({str(ev.get('instead_of', '')).replace('-', ' ')}); instead its "
                f"damage is removed and an Aura with umbra armor is destroyed ({ev.get('auras')} left)")
    if kind == "enlists":
        return f"{ev['id']} enlists {ev.get('creature')}, which taps"
    if kind == "enters":
        if ev.get("attacking") is None:
            return (f"{ev['id']} enters the battlefield tapped but not attacking: {ev.get('target')}, what it would "
                    "attack, is no longer in the game or in combat")
        return f"{ev['id']} enters the battlefield tapped and attacking {ev.get('attacking')}, unblocked"
    if kind == "returns":
        counters = ", ".join(f"{n} {k}" for k, n in (ev.get("counters") or {}).items())
        under = f" under {possessive(ev['controller'])} control (its owner's)" if ev.get("controller") else ""
        return f"{ev['id']} returns to the battlefield{under}" + (f" with {counters} counters" if counters else "")
    if kind == "token":
        keywords = ", ".join(str(k).replace("_", " ").replace(":", " ") for k in ev.get("keywords") or [])
        colors = " and ".join(ev.get("colors") or []) or "colorless"
        tapped = " tapped" if ev.get("tapped") else ""
        return (f"{possessive(ev['controller'])} {ev['source']} creates {ev['id']}{tapped}, a {ev.get('power')}/"
                f"{ev.get('toughness')} {colors} {' '.join(ev.get('subtypes') or [])} "
                f"{' '.join(ev.get('types') or [])} token" + (f" with {keywords}" if keywords else ""))
    if kind == "defends":
        return f"{ev['id']} defends {ev.get('battlefield')} with {ev.get('might')} Might"
    if kind == "might":
        return f"{ev['id']} gets {signed(amount)} Might (now {ev.get('might')})"
    if kind == "might-total":
        return f"{possessive(ev['player'])} units have {ev.get('might')} Might in total"
    if kind == "stunned":
        return f"{ev['id']} is stunned: it adds {ev.get('contributes')} of its {ev.get('might')} Might"
    if kind == "healed":
        return f"{ev['id']} is healed"
    if kind == "recalled":
        return f"{ev['id']} is recalled to its {ev.get('to', 'base')}"
    if kind == "establishes-control":
        return f"{ev['player']} establishes control of {ev.get('battlefield')}"
    if kind == "conquers":
        return f"{ev['player']} conquers {ev.get('battlefield')}"
    if kind == "uncontrolled":
        return f"{ev.get('battlefield')} is now uncontrolled"
    if kind == "points":
        return f"{ev['player']} scores {amount} point{'s' if amount != 1 else ''} (now {ev.get('points')})"
    if kind == "commander-damage":
        return (f"{ev['player']} has now been dealt {ev.get('total')} combat damage by the commander "
                f"{ev['source']} (21 loses)")
    if kind == "leaves-game":
        return f"{ev['player']} leaves the game; the others play on"
    if kind == "not-assigned":
        return (f"{ev['source']} assigns no combat damage: {ev['target']}, the player it would be assigned to, "
                "has left the game")
    if kind == "no-damage":
        return f"{ev['id']} deals no damage ({_reason(ev)})"
    if kind == "no-combat-damage":
        return f"no combat damage is dealt ({_reason(ev)})"
    if kind == "does-not-attack":
        return f"{ev['id']} does not attack ({_reason(ev)})"
    if kind == "hit":
        sources = and_list([labels.get(s, s) for s in ev.get("sources", [])])
        return f"{str(ev.get('hit', '')).replace('-', ' ')} hit: {sources}"
    if kind == "tramples":
        return (f"{ev['id']} tramples over {ev.get('blocker')}: {ev.get('toughness_left')} to the blocker, "
                f"{amount} through")
    if kind == "draws":
        cards = ev.get("cards", 1)
        return f"{ev['player']} draws {cards} card{'s' if cards != 1 else ''}"
    details = ", ".join(f"{k}={v}" for k, v in ev.items() if k not in ("type", "rule"))
    return f"{kind}: {details}"




def card_lines(scenario: Any) -> list[str]:
    """What the board's cards print that the result leaves out, one line per ability and card (two
    permanents of one card say it once): each unmodelled ability as its warning says it (``Combat Lab
    does not model: ...``), each activated ability and each trigger on a player's own spell or land (prowess,
    landfall), which the engine uses only as the board's ``actions`` say, with what to do if it was activated
    or triggered, and each line that sets the counters a permanent entered with, while the permanent gives
    none (``entry-counters``)."""
    lines: dict[str, None] = {}
    for _, record in board_cards(scenario):
        name = record["name"].split(" // ")[0]
        for line in record.get("unmodelled", ()):
            lines[f"{NOT_MODELLED}{line} ({name})"] = None
        for line in record.get("choices", ()):
            happened = ("triggered (a spell cast, a land entered, a card cycled, a permanent "
                        "sacrificed…), add the matching actions (a pump, a grant, deal, counters, life, remove, prevent)"
                        if triggers_on_a_choice(line) else
                        "was turned face up during the combat, add what its trigger did"
                        if turned_face_up_choice(line) else "activated, add the matching action")
            lines[f"A player's choice, made only where the board's actions say so: {line} ({name}); if it "
                  f"{happened} to \"actions\""] = None
    for warning in entry_counter_warnings(scenario):
        lines[f"{warning['message']} ({warning['card'].split(' // ')[0]})"] = None
    for warning in (counted_pt_warnings(scenario) + board_condition_warnings(scenario)  # 604.3, 611.3a: the board's
                    + stated_condition_warnings(scenario)):
        lines[warning["message"]] = None
    return list(lines)


def render_text(result: dict[str, Any], labels: Mapping[str, str] | None = None, scenario: Any = None) -> str:
    """The whole result as lines of text: steps, events, then the final state, then what the cards of
    ``scenario`` (when given) print that the engine leaves out (:func:`card_lines`); ids read as
    ``labels`` says (see :func:`labels_of`)."""
    labels = labels or {}
    if "results" in result:
        parts = []
        for ruleset, one in result["results"].items():
            parts.append(f"=== {ruleset} ===")
            parts.append(render_text(one, labels) if one.get("ok") else f"refused: {one['error']['message']}")
        for ruleset, notes in result.get("adapted", {}).items():
            parts.extend(f"adapted for {ruleset}: {note}" for note in notes)
        for ruleset, error in result.get("skipped", {}).items():
            parts.append(f"skipped {ruleset}: {error['message']}")
        parts.append("=== differences ===" if result.get("differences") else "=== no differences ===")
        for diff in result.get("differences", []):
            parts.append(f"* {diff.get('summary', diff)}")
        return "\n".join(parts)
    lines = [f"ruleset: {result.get('ruleset')}"]
    for step in result.get("before_damage", []) + result.get("steps", []):
        if not step.get("events"):
            continue
        lines.append(f"-- {step['name']} --")
        lines.extend(f"  {describe_event(ev, labels)}" for ev in step["events"])
    final = result.get("final", {})
    lines.append("-- final --")
    for pid, player in final.get("players", {}).items():
        pid = labels.get(pid, pid)
        if "points" in player:  # Riftbound players have points, not life
            lines.append(f"  {pid}: {player['points']} points")
            continue
        tallies = ", ".join(f"{n} from {labels.get(c, c)}" for c, n in (player.get("commander_damage") or {}).items())
        lines.append(f"  {pid}: life {player.get('life')}, poison {player.get('poison')}"
                     + (f", team {player['team']}" if player.get("team") else "")
                     + (f", commander damage {tallies}" if tallies else "")
                     + (", lost" if player.get("lost") else ""))
    for pid, perm in final.get("permanents", {}).items():
        pid = labels.get(pid, pid)
        if "might" in perm:
            lines.append(f"  {pid}: {perm['zone']}, might {perm['might']}, damage {perm['damage']}")
        elif perm.get("zone") != "battlefield":
            lines.append(f"  {pid}: {perm['zone']}")
        elif "power" in perm:
            lines.append(f"  {pid}: {perm['power']}/{perm['toughness']}, damage {perm['damage']}")
        else:
            lines.append(f"  {pid}: on the battlefield")
    notes = card_lines(scenario) if scenario is not None else []
    if notes:
        lines.append("-- cards --")
        lines.extend(f"  {note}" for note in notes)
    return "\n".join(lines)
