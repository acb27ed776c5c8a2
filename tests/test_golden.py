"""Golden tests: every scenario under tests/scenarios, resolved and compared in full.

Each file's ``expect`` was worked out by hand from the Comprehensive Rules (see
``tests/golden/``, the generators). A case the engine gets wrong stays in the
suite with the rules-correct expectation and is listed in :data:`ENGINE_BUGS`
(a strict xfail: once the engine is fixed, the entry must be removed).
"""

from __future__ import annotations

from collections import Counter

import pytest
from golden import REQUIRED_FIELDS, SCENARIOS, comparable, differences, golden_files, load, report, run

#: Golden files whose rules-correct expectation the engine does not meet yet: file name → why.
ENGINE_BUGS: dict[str, str] = {
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
