"""The board's cards as a player reads them (issue 14), at 1280×800 and 390×844: every text drawn fits the
room it was given and is never cut; chips (keywords, counters, tags, damage, "dies") never cover one another,
the name, the type line or the P/T box; what a card abbreviates or sums up as "+N" is in the board's text
alternative; no internal id is shown; each player is named one way on the board and in the log; the canvas
keeps its size whatever board it shows.

The board reports what it drew through CombatLabBoard.layoutForTests(): each text with the box it was given
and its measured width, in the drawing's pixels.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from test_playground import EXAMPLES, Playground, ready_for_a_test, shared  # noqa: F401 (shared is a fixture)

pytestmark = pytest.mark.browser

SIZES = [(1280, 800), (390, 844)]

#: One creature with more keywords and counters than any card has room for, a creature with no name, a
#: tapped and damaged one, and a planeswalker: the board must still cut nothing.
CROWDED: dict[str, Any] = {
    "format": 1, "ruleset": "mtg",
    "players": [{"id": "alice"}, {"id": "bob"}], "active_player": "alice",
    "permanents": [
        {"id": "hydra", "name": "Voracious Hydra of the Deep Wilds", "controller": "alice", "power": 7, "toughness": 6,
         "keywords": ["flying", "first_strike", "trample", "deathtouch", "lifelink", "vigilance", "haste"],
         "counters": {"+1/+1": 2, "-1/-1": 1}, "damage": 3, "subtypes": ["Hydra", "Warrior"],
         "colors": ["green", "black"]},
        {"id": "w7", "controller": "bob", "power": 0, "toughness": 4, "keywords": ["defender", "reach", "extra_blocks:1"],
         "colors": ["white"], "subtypes": ["Wall"]},
        {"id": "elf", "name": "Llanowar Elves", "controller": "bob", "power": 1, "toughness": 1, "colors": ["green"],
         "subtypes": ["Elf", "Druid"], "tapped": True, "damage": 1},
        {"id": "pw", "name": "Chandra, Torch of Defiance", "controller": "bob", "types": ["planeswalker"], "loyalty": 4},
    ],
    "attackers": [{"id": "hydra", "target": "bob"}],
    "blockers": [{"id": "w7", "blocks": ["hydra"]}],
}

BOARDS = ["gorger.json", "riftbound-tank.json", "commander-double-strike.json", "planeswalker-battle.json",
          "two-headed-giant-trample.json", "crowded"]


def scenario_of(board: str) -> dict[str, Any]:
    if board == "crowded":
        return json.loads(json.dumps(CROWDED))
    return json.loads((EXAMPLES / board).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def load(lab: Playground, scenario: dict[str, Any]) -> dict[str, Any]:
    """Load a scenario into the playground, wait until the engine checked it and two frames are drawn."""
    page = lab.page
    seq = page.evaluate("() => CombatLabApp.state.seq")
    page.evaluate("s => CombatLabApp.load(s)", scenario)
    page.wait_for_function("seq => CombatLabApp.state.seq !== seq", arg=seq, timeout=10_000)
    lab.settle()
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return page.evaluate("() => CombatLabBoard.layoutForTests()")  # type: ignore[no-any-return]


def apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] + a["w"] <= b["x"] + 0.01 or b["x"] + b["w"] <= a["x"] + 0.01 \
        or a["y"] + a["h"] <= b["y"] + 0.01 or b["y"] + b["h"] <= a["y"] + 0.01


def inside(a: dict[str, float], box: dict[str, float]) -> bool:
    return a["x"] >= box["x"] - 0.5 and a["y"] >= box["y"] - 0.5 \
        and a["x"] + a["w"] <= box["x"] + box["w"] + 0.5 and a["y"] + a["h"] <= box["y"] + box["h"] + 0.5


def said(chip: dict[str, Any]) -> list[str]:
    """The words of the board's text alternative (view.js describeBoard) for what a chip shows."""
    role, full = chip["role"], chip["full"]
    if role == "chip:damage":
        return [full.replace(" dmg", " damage marked")]
    if role == "chip:dying":
        return ["would die if combat resolved now"]
    if role == "chip:problem":
        return ["the engine reports a problem with it"]
    if role == "chip:target":
        return [f"attacking {full.removeprefix('→ ')}"]
    words = full.split(", ")
    return [w for w in words if not w.startswith("→ ")]


@pytest.fixture
def lab(shared: Playground) -> Playground:
    return ready_for_a_test(shared)


@pytest.mark.parametrize("size", SIZES, ids=["1280", "390"])
@pytest.mark.parametrize("board", BOARDS)
def test_every_text_fits_and_no_chip_covers_another(lab: Playground, size: tuple[int, int], board: str) -> None:
    lab.page.set_viewport_size({"width": size[0], "height": size[1]})
    drawn = load(lab, scenario_of(board))
    texts = [t for t in drawn["texts"] if not t.get("overlay")]
    assert texts, "the board reports what it drew"
    for text in texts:
        # The text is no wider than the room it was given, and nothing is cut with an ellipsis.
        assert text["width"] <= text["w"] + 0.5, text
        assert "…" not in text["text"], text
    description = lab.page.text_content("#board-description") or ""
    cards = {i: b for i, b in drawn["boxes"].items() if b["type"] == "card"}
    assert cards
    for card, box in cards.items():
        own = [t for t in texts if t["owner"] == card]
        chips = [t for t in own if t["role"].startswith("chip:")]
        fixed = [t for t in own if t["role"] in ("name", "type", "stat", "stat-label")]
        assert any(t["role"] == "name" for t in own) and any(t["role"] == "type" for t in own), (card, own)
        for i, chip in enumerate(chips):
            assert inside(chip, box), (card, chip)
            for other in chips[i + 1:] + fixed:
                assert apart(chip, other), (card, chip, other)
            # What a chip says (in full, where it abbreviates or sums up as "+2") is in the text alternative.
            for word in said(chip):
                assert word.lower() in description.lower(), (card, chip, word)
        for text in fixed:
            assert inside(text, box), (card, text)


def test_a_crowded_card_sums_up_what_finds_no_room(lab: Playground) -> None:
    lab.page.set_viewport_size({"width": 390, "height": 844})
    drawn = load(lab, scenario_of("crowded"))
    chips = [t for t in drawn["texts"] if t["owner"] == "hydra" and t["role"].startswith("chip:")]
    shown = [c["full"] for c in chips if c["role"] in ("chip:keyword", "chip:counter", "chip:tag", "chip:target")]
    more = [c for c in chips if c["role"] == "chip:more"]
    assert len(more) == 1 and more[0]["text"].startswith("+"), chips
    hidden = more[0]["full"].split(", ")
    assert int(more[0]["text"][1:]) == len(hidden)
    cards = {c["id"]: c for c in lab.page.evaluate("() => CombatLabBoard.snapshot()")["cards"]}
    every = cards["hydra"]["keywords"] + cards["hydra"]["counters"] + cards["hydra"]["tags"]
    assert sorted(shown + hidden) == sorted(every)
    # Damage marked and the type line with its subtypes, as on a real card.
    assert any(c["role"] == "chip:damage" and c["text"] == "3 dmg" for c in chips)
    assert [t["full"] for t in drawn["texts"] if t["owner"] == "hydra" and t["role"] == "type"] == ["Creature — Hydra Warrior"]


@pytest.mark.parametrize("size", SIZES, ids=["1280", "390"])
def test_no_internal_id_is_shown(lab: Playground, size: tuple[int, int]) -> None:
    lab.page.set_viewport_size({"width": size[0], "height": size[1]})
    for board in BOARDS:
        scenario = scenario_of(board)
        drawn = load(lab, scenario)
        description = lab.page.text_content("#board-description") or ""
        shown = " ".join(t["text"] for t in drawn["texts"])
        ids = [p["id"] for p in scenario["players"]] + [p["id"] for p in scenario["permanents"]]
        if "battlefield" in scenario:
            ids.append(scenario["battlefield"]["id"])
        names = [p.get("name", "") for p in scenario["permanents"]]
        for ident in ids:
            if any(ident in name for name in names):
                continue  # an id that is also part of a name ("elf" in "Elves"): not a raw id on its own
            pattern = re.compile(rf"(?<![\w-]){re.escape(ident)}(?![\w-])")
            assert not pattern.search(description), (board, ident, description)
            assert not pattern.search(shown), (board, ident, shown)
        if board == "crowded":
            # A creature with no name is its controller's.
            assert "Bob's creature" in description and "Bob's creature" in shown


def test_each_player_is_named_one_way_on_the_board_and_in_the_log(lab: Playground) -> None:
    lab.page.set_viewport_size({"width": 1280, "height": 800})
    load(lab, scenario_of("gorger.json"))
    lab.resolve_all()
    log = (lab.page.text_content("#log-before") or "") + (lab.page.text_content("#result") or "")
    description = lab.page.text_content("#board-description") or ""
    bars = [t["text"] for t in lab.page.evaluate("() => CombatLabBoard.layoutForTests()")["texts"] if t["role"] == "name"]
    assert "Bob" in log and "Bob" in description and "Alice" in description, (log, description)
    for text in (log, description):
        assert not re.search(r"\b(bob|alice)\b", text), text
    assert "Bob" in bars and "Alice" in bars


def test_the_canvas_keeps_its_size_whatever_board_it_shows(lab: Playground) -> None:
    for width, height in SIZES:
        lab.page.set_viewport_size({"width": width, "height": height})
        sizes = set()
        for board in BOARDS:
            load(lab, scenario_of(board))
            box = lab.page.eval_on_selector("#board", "c => c.getBoundingClientRect().toJSON()")
            sizes.add((round(box["width"]), round(box["height"])))
        assert len(sizes) == 1, (width, sizes)


#: Records the board canvas's size at every frame from the first one the board has drawn (before the page's
#: modules run, the canvas's size is CSS's alone: reserving it then is the page's stylesheet's part).
WATCH_SIZES = """
window.__boardSizes = [];
const frame = () => {
  const canvas = document.getElementById("board");
  if (canvas && window.CombatLabBoard) {
    const box = canvas.getBoundingClientRect();
    const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
    const sizes = window.__boardSizes;
    if (sizes[sizes.length - 1] !== size) sizes.push(size);
  }
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""


@pytest.mark.parametrize("size", SIZES, ids=["1280", "390"])
def test_the_canvas_never_changes_size_from_first_paint_to_a_resolved_combat(
        browser: Any, base_url: str, size: tuple[int, int]) -> None:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = context.new_page()
        page.add_init_script(WATCH_SIZES)
        page.goto(base_url + "index.html")
        page.wait_for_function("() => document.body.dataset.app === 'ready' && document.body.dataset.engine === 'ready'",
                               timeout=120_000)
        lab = Playground(page, [])  # type: ignore[arg-type]
        lab.settle()
        lab.resolve_all()
        sizes = page.evaluate("() => window.__boardSizes")
        assert len(sizes) == 1, sizes
    finally:
        context.close()


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two #rrggbb colours."""
    def luminance(hex_colour: str) -> float:
        channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_text_colour_on_the_board_is_at_least_4_5_to_1(lab: Playground) -> None:
    style = lab.page.evaluate("""async () => {
        const s = await import(new URL("board/style.js", document.baseURI).href);
        return {colors: s.COLORS, bands: s.BANDS, chips: s.CHIPS, typeLine: s.TYPE_LINE,
                onBand: Object.fromEntries(Object.entries(s.BANDS).map(([k, v]) => [k, s.textOn(v)]))};
    }""")
    c = style["colors"]
    pairs = [(f"chip {k}", v["fg"], v["bg"]) for k, v in style["chips"].items()]
    pairs += [(f"name on the {k} band", style["onBand"][k], v) for k, v in style["bands"].items()]
    pairs += [("type line", style["typeLine"]["fg"], style["typeLine"]["bg"]),
              ("stat label", c["inkSoft"], c["card"]), ("P/T", c["ink"], "#ffffff"),
              ("player name", c["barText"], c["bar"]), ("player name", c["barText"], c["barActive"]),
              ("tally label", c["barSoft"], c["bar"]), ("tally label", c["barSoft"], c["barActive"]),
              ("tally at a loss", "#ff9c94", c["bar"]), ("battlefield", "#dff7f4", c["table"])]
    low = [(what, fg, bg, round(contrast(fg, bg), 2)) for what, fg, bg in pairs if contrast(fg, bg) < 4.5]
    assert not low, low
