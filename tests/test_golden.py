"""Golden tests: every scenario under tests/scenarios, resolved and compared in full.

Each file's ``expect`` was worked out by hand from the Comprehensive Rules (see
``tests/regenerate_golden.py``). A case the engine gets wrong stays in the
suite with the rules-correct expectation and is listed in :data:`ENGINE_BUGS`
(a strict xfail: once the engine is fixed, the entry must be removed).
"""

from __future__ import annotations

from collections import Counter

import pytest
from golden import REQUIRED_FIELDS, SCENARIOS, comparable, differences, golden_files, load, report, run

#: Golden files whose rules-correct expectation the engine does not meet yet: file name → why.
ENGINE_BUGS: dict[str, str] = {
    "509.1b-daunt-power-two-blocker-refused.json":
        "daunt cites 702.163b (For Mirrodin!); daunt is card text, a 509.1b restriction",
    "702.25b-flanking-twice-blocker-dies-between-triggers.json":
        "no SBA between block triggers (117.5, 704.3): the 0/0 blocker is pumped again",
    "702.130b-afflict-game-ends-before-second-trigger.json":
        "no SBA between block triggers (117.5, 704.3): a 2nd afflict resolves at 0 life (-1)",
    "702.121a-melee-only-planeswalker-attacked-no-bonus.json":
        "melee counts an attacked planeswalker as an opponent (+1/+1, not +0/+0)",
    "207.2c-battalion-three-attackers.json":
        "battalion cites 702.101a (extort); battalion is an ability word (207.2c)",
    "702.22j-banding-trample-damage-to-player-refused.json":
        "cites 510.1c ('has no trample'); the defending player divides by 702.22j",
    "702.35b-fear-green-creature-refused-2020.json":
        "mtg-2020 cites today's 702.36b; fear is 702.35b in 2020",
    "702.27b-shadow-creature-cannot-block-non-shadow-2020.json":
        "mtg-2020 cites today's 702.28b; shadow is 702.27b in 2020",
    "702.30b-horsemanship-ground-creature-refused-2020.json":
        "mtg-2020 cites today's 702.31b; horsemanship is 702.30b in 2020",
    "702.117b-skulk-greater-power-refused-2020.json":
        "mtg-2020 cites today's 702.118b; skulk is 702.117b in 2020",
    "509.1b-daunt-power-two-blocker-refused-2020.json":
        "daunt is not-in-ruleset in mtg-2020, but existed (2014, Questing Beast 2019)",
    "509.1b-daunt-power-three-blocker-2020.json":
        "daunt is not-in-ruleset in mtg-2020, but existed (2014, Questing Beast 2019)",
    "207.2c-battalion-three-attackers-2020.json":
        "battalion cites 702.100a (extort in 2020); battalion is an ability word (207.2c)",
    "502-fear-green-creature-refused-classic.json":
        "mtg-classic cites today's 702.36b; its keyword section is 502",
    "502.8b-shadow-creature-cannot-block-non-shadow-classic.json":
        "mtg-classic cites today's 702.28b; shadow is 502.8b in 2003-2009",
    "502-horsemanship-ground-creature-refused-classic.json":
        "mtg-classic cites today's 702.31b; its keyword section is 502",
    "702.13-intimidate-not-in-ruleset-classic.json":
        "intimidate (Zendikar, Oct 2009) is accepted by mtg-classic (ends July 2009)",
    "502-provoke-untaps-tapped-creature-which-blocks-classic.json":
        "classic triggers cite '502a', no such rule (the section is 502)",
    "500.5-provoke-menace-neither-blocks-legal-classic.json":
        "classic uses today's 509.1c example; its 500.5 allows no blockers at all",
    "502.38a-bushido-becomes-blocked-classic.json":
        "classic bushido cites '502a'; it is 502.38a",
    "502.12a-rampage-three-blockers-classic.json":
        "classic rampage cites '502a'; it is 502.12a",
    "502-exalted-instances-from-several-permanents-classic.json":
        "classic triggers cite '502a', no such rule (the section is 502)",
    "502-frenzy-unblocked-classic.json":
        "classic triggers cite '502a', no such rule (the section is 502)",
    "502-persist-returns-with-counter-classic.json":
        "classic triggers cite '502a', no such rule (the section is 502)",
    "502.10e-banding-band-blocked-as-one-classic.json":
        "classic banding cites 502.10h/502.10k; they are 502.10e (band blocked) and 502.10h",
    "502.10h-banding-blocker-defender-divides-classic.json":
        "classic banding cites 502.10j; who divides is 502.10h",
}

FILES = golden_files()


def _param(path):  # type: ignore[no-untyped-def]
    marks = []
    if path.name in ENGINE_BUGS:
        marks.append(pytest.mark.xfail(strict=True, reason=f"engine bug: {ENGINE_BUGS[path.name]}"))
    return pytest.param(path, id=path.name, marks=marks)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_golden(path):  # type: ignore[no-untyped-def]
    case = load(path)
    expect = case["expect"]
    actual = comparable(expect, run(case["scenario"]))
    if expect.get("ok") is False:
        assert actual.get("ok") is False, report(path.name, expect, actual)
        assert actual == expect, report(path.name, expect, actual)
    else:
        assert not differences(expect, actual), report(path.name, expect, actual)


def test_golden_files_are_well_formed() -> None:
    assert FILES, f"no golden files under {SCENARIOS}"
    for path in FILES:
        case = load(path)
        missing = [f for f in REQUIRED_FIELDS if f not in case]
        assert not missing, f"{path.name} lacks {missing}"
        for field in ("title", "rule", "source"):
            assert isinstance(case[field], str) and case[field].strip(), f"{path.name}: empty {field}"
        assert isinstance(case["scenario"], dict) and isinstance(case["expect"], dict), path.name
        expect = case["expect"]
        if expect.get("ok") is False:
            assert set(expect) == {"ok", "error"}, path.name
            assert set(expect["error"]) == {"code", "rule", "path"}, path.name
        else:
            assert expect.get("ok") is True, path.name
            for key in ("ruleset", "before_damage", "steps", "final"):
                assert key in expect, f"{path.name}: the expected result lacks {key!r}"
        assert path.stem.startswith(case["rule"]), f"{path.name} is not named after its rule {case['rule']}"


def test_golden_file_names_are_unique() -> None:
    counts = Counter(p.name for p in FILES)
    assert [n for n, c in counts.items() if c > 1] == []


def test_enough_mtg_golden_files() -> None:
    mtg = [p for p in FILES if p.parent == SCENARIOS / "mtg"]
    assert len(mtg) >= 65, f"only {len(mtg)} golden files for mtg"
    for path in mtg:
        assert load(path)["scenario"]["ruleset"] == "mtg", path.name


def test_known_engine_bugs_are_golden_files() -> None:
    names = {p.name for p in FILES}
    assert sorted(set(ENGINE_BUGS) - names) == []
