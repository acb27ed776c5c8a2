"""Does a refactor change any answer? The engine's output before and after, board by board.

    python3 tools/same_answers.py --before REF [--boards 10000]

It writes the boards once (every golden file under ``tests/scenarios`` and ``--boards`` boards drawn,
derandomised, from ``tests/strategies.py``: legal mtg and mtg-2020 boards, explicit divisions, and
broken boards), then runs ``resolve``, ``validate``, ``options``, ``compare``, ``convert`` and
``advise`` through the bridge on each board in the tree at ``REF`` (a git worktree) and in this
tree, and counts the answers that are byte-identical and those that are not (naming the first
few). The advisor is given a node budget of :data:`ADVISE_NODES` and no time limit, so that its
answer is the same on any machine. The fields a change adds on purpose (:data:`ADDED_TO_CAPABILITIES`)
are left out of this tree's answers before they are compared. The answers of ``REF`` are kept (under
``.build-cache/same-answers``), so a second comparison runs only this tree. Exit status 1 when any
answer differs.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).absolute().parent.parent
WORK = ROOT / ".build-cache" / "same-answers"
#: The advisor's node budget here (its own default is larger, and its time limit makes answers machine-dependent).
ADVISE_NODES = 300
CALLS = ("resolve", "validate", "options", "compare", "convert", "advise")


def draw_boards(count: int) -> list[dict]:
    """``count`` boards from the test strategies, the same ones on every run (derandomised)."""
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))
    from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: PLC0415 (a tool's own start)

    import strategies  # noqa: PLC0415

    kinds = st.one_of(
        strategies.mtg_boards(),
        strategies.mtg_boards(ruleset="mtg-2020"),
        strategies.divided_boards().map(lambda d: d.scenario),
        strategies.short_trample_boards().map(lambda pair: pair[0]),
        strategies.mutations().map(lambda m: m.scenario),
        strategies.illegal_declarations().map(lambda i: i.scenario),
    )
    boards: list[dict] = []

    @settings(max_examples=count, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck), phases=["generate"])
    @given(kinds)
    def collect(board: dict) -> None:
        boards.append(board)

    collect()
    return boards


def golden_boards() -> list[dict]:
    out = []
    for path in sorted((ROOT / "tests" / "scenarios").rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out.append(data.get("scenario", data) if isinstance(data, dict) else data)
    return out


def payload(call: str, board: object) -> str:
    if call in ("resolve", "validate", "options"):
        return json.dumps(board)
    if call == "compare":
        return json.dumps({"scenario": board})
    if call == "convert":
        ruleset = board.get("ruleset") if isinstance(board, dict) else None
        target = "riftbound" if ruleset != "riftbound" else "mtg"
        return json.dumps({"scenario": board, "ruleset": target})
    return json.dumps({"scenario": board, "side": "defender"})


def advise_answer(board: object) -> str:
    """The advisor's answer under a node budget small enough to finish and no time limit (the same anywhere)."""
    from pyengine import bridge  # noqa: PLC0415
    from pyengine.advisor import advise  # noqa: PLC0415
    from pyengine.errors import ScenarioError  # noqa: PLC0415
    from pyengine.limits import SearchBudget  # noqa: PLC0415

    try:
        answer = advise(board, "defender", None, budget=SearchBudget(nodes=ADVISE_NODES, seconds=10**6))
    except ScenarioError as exc:
        answer = {"ok": False, "error": exc.to_dict()}
    except Exception as exc:  # noqa: BLE001 (an engine fault is an answer too: compared by its kind)
        answer = {"ok": False, "fault": type(exc).__name__}
    # Less its ``ms`` fields: how long the search took here is not part of the answer.
    return bridge.to_json_text(without(answer, lambda _, key: key == "ms"))


def without(data: object, gone: Callable[[dict[str, object], str], bool]) -> object:
    """``data`` less the keys ``gone(object, key)`` picks, at any depth."""
    if isinstance(data, dict):
        return {k: without(v, gone) for k, v in data.items() if not gone(data, k)}
    if isinstance(data, list):
        return [without(v, gone) for v in data]
    return data


#: Fields this change adds to answers on purpose, by the object they are added to: left out of the "after"
#: answers before they are compared (a capabilities object is one with ``decisions`` and ``keywords``).
ADDED_TO_CAPABILITIES = ("games",)


def without_additions(text: str) -> str:
    """An answer less :data:`ADDED_TO_CAPABILITIES`, re-written as the bridge writes it (the very same text
    when it has none of them)."""
    from pyengine import bridge  # noqa: PLC0415

    def added(obj: dict[str, object], key: str) -> bool:
        return key in ADDED_TO_CAPABILITIES and "decisions" in obj and "keywords" in obj

    return bridge.to_json_text(without(json.loads(text), added))


def dump(boards_file: Path, out_file: Path, strip_additions: bool = False) -> None:
    """In the tree on ``sys.path``: one line per board, the sha256 of each call's answer (written whole at the
    end, so that an interrupted dump leaves no file to trust)."""
    import pkgutil  # noqa: PLC0415

    import pyengine  # noqa: PLC0415
    from pyengine import bridge  # noqa: PLC0415

    for module in pkgutil.walk_packages(pyengine.__path__, "pyengine."):  # the code as it is now, all of it
        if module.name != "pyengine.__main__":
            importlib.import_module(module.name)
    partial = out_file.with_suffix(".partial")
    with boards_file.open(encoding="utf-8") as src, partial.open("w", encoding="utf-8") as out:
        for line in src:
            board = json.loads(line)
            answers = {call: advise_answer(board) if call == "advise" else bridge.call(call, payload(call, board))
                       for call in CALLS}
            if strip_additions:
                answers = {call: without_additions(text) for call, text in answers.items()}
            digests = {call: hashlib.sha256(text.encode()).hexdigest()[:16] for call, text in answers.items()}
            out.write(json.dumps(digests) + "\n")
    partial.replace(out_file)


def start_dump(tree: Path, boards_file: Path, out_file: Path, strip_additions: bool = False) -> subprocess.Popen:
    """:func:`dump` in a new Python whose ``pyengine`` is the one in ``tree`` (both trees run at once)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
            "import importlib.util as u; s = u.spec_from_file_location('sa', sys.argv[2]); m = u.module_from_spec(s); "
            "s.loader.exec_module(m); m.dump(Path(sys.argv[3]), Path(sys.argv[4]), sys.argv[5] == '1')")
    return subprocess.Popen([sys.executable, "-c", code, str(tree), __file__, str(boards_file), str(out_file),
                             "1" if strip_additions else "0"],
                            env=env, cwd=tree)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the git revision to compare with (e.g. main~3)")
    parser.add_argument("--boards", type=int, default=10000, help="generated boards besides the golden files")
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    boards_file = WORK / f"boards-{args.boards}.jsonl"
    if not boards_file.exists():
        boards = golden_boards() + draw_boards(args.boards)
        boards_file.write_text("".join(json.dumps(b) + "\n" for b in boards), encoding="utf-8")
    commit = subprocess.run(["git", "rev-parse", args.before], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout.strip()
    # The answers of a commit never change: kept, keyed by commit and boards, for the next comparison.
    before_file = WORK / f"answers-{commit[:12]}-{args.boards}.jsonl"
    after_file = WORK / f"answers-worktree-{args.boards}.jsonl"
    before_tree = WORK / "before"
    jobs = [start_dump(ROOT, boards_file, after_file, strip_additions=True)]
    if not before_file.exists():
        if before_tree.exists():
            subprocess.run(["git", "worktree", "remove", "--force", str(before_tree)], cwd=ROOT, check=False)
        subprocess.run(["git", "worktree", "add", "--detach", str(before_tree), commit], cwd=ROOT, check=True,
                       capture_output=True)
        jobs.append(start_dump(before_tree, boards_file, before_file))
    try:
        if any([job.wait() for job in jobs]):  # a list: wait for every dump before the worktree goes
            raise SystemExit("a dump failed (its error is above)")
    finally:
        if before_tree.exists():
            subprocess.run(["git", "worktree", "remove", "--force", str(before_tree)], cwd=ROOT, check=False)
    before = before_file.read_text(encoding="utf-8").splitlines()
    after = after_file.read_text(encoding="utf-8").splitlines()
    golden = len(golden_boards())
    boards = boards_file.read_text(encoding="utf-8").splitlines()
    differing = []
    same = {call: 0 for call in CALLS}
    for i, (b, a) in enumerate(zip(before, after, strict=True)):
        b_d, a_d = json.loads(b), json.loads(a)
        for call in CALLS:
            if b_d[call] == a_d[call]:
                same[call] += 1
            else:
                differing.append((i, call))
    print(f"{len(before)} boards ({golden} golden files, {len(before) - golden} generated), {len(CALLS)} calls each")
    for call in CALLS:
        print(f"  {call:9} {same[call]:6} identical, {len(before) - same[call]} different")
    for i, call in differing[:10]:
        print(f"  differs: board {i} ({'golden' if i < golden else 'generated'}) {call}: {boards[i][:160]}")
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
