"""The command line: ``python -m pyengine COMMAND`` (also ``combat-lab``), one command per engine call.

The commands, their arguments and ``--help`` come from the bridge's call table (:data:`pyengine.bridge.CALLS`);
this module reads the files and prints the answers, as JSON or (``--text``) as sentences."""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from typing import Any

from .bridge import CALLS, Call, call_data, to_json_text
from .errors import ERROR_CODES, ScenarioError
from .limits import MAX_INPUT_CHARS, load_json

DESCRIPTION = """\
Combat Lab's rules engine: resolve trading-card-game combat damage by the rules.

A scenario is a JSON file: the ruleset, the players, the permanents, the
attacks and blocks, optional damage divisions and actions (see
docs/scenario-format.md). The result is every combat damage event, each with
the rule behind it, and the final state.
"""

def _commands_help() -> str:
    """The ``commands:`` section of ``--help``: each command-line row of the bridge's call table."""
    lines = ["commands:"]
    for row in CALLS.values():
        if row.reads is None:
            continue
        for usage, text in ((row.usage, row.details), *row.more_usage):
            wrapped = textwrap.wrap(text, 58)
            if len(usage) <= 15:
                lines.append(f"  {usage:<16} {wrapped[0]}")
            else:
                lines += [f"  {usage}", f"  {'':<16} {wrapped[0]}"]
            lines += [f"  {'':<16} {line}" for line in wrapped[1:]]
    return "\n".join(lines) + "\n\n"


EPILOG = _commands_help() + """\
options:
  --text           a readable account instead of JSON (every command with a
                   FILE): events as sentences with their rules, problems one
                   per line.

error codes:
""" + "\n".join(f"  {code:<20} {meaning}" for code, meaning in ERROR_CODES.items()) + """

examples (from the project's root; after `pip install .` the command is
also `combat-lab`):
  python -m pyengine resolve web/examples/gorger-current.json --text
  echo '{...}' | python -m pyengine resolve -
  python -m pyengine validate my-board.json
  python -m pyengine options web/examples/gorger-current.json --text
  python -m pyengine compare web/examples/mogg-fanatic-classic.json --text
  python -m pyengine convert web/examples/gorger-current.json --to riftbound --text
  python -m pyengine advise web/examples/gorger-current.json --side defender --text
  python -m pyengine card "Serra Angel" --text
  python -m pyengine cards search "llanowar"
"""


def _program() -> str:
    """How the user called us: ``python -m pyengine`` or the ``combat-lab`` script."""
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "python -m pyengine" if name in ("", "__main__.py", "-c") else name


def _parser() -> argparse.ArgumentParser:
    """The arguments of every command: one subcommand per command-line row of the bridge's call table."""
    parser = argparse.ArgumentParser(prog=_program(), description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = [name for name, row in CALLS.items() if row.reads is not None]
    sub = parser.add_subparsers(dest="command", metavar="{" + ",".join(commands) + "}")
    for name in commands:
        row = CALLS[name]
        if row.reads in ("file", "scenario"):
            cmd = sub.add_parser(name, help=row.help, description=row.help, epilog=EPILOG,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
            cmd.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
            cmd.add_argument("--text", action="store_true", help="print a readable account instead of JSON")
            for option in row.options:
                extra: dict[str, Any] = {"type": float} if option.kind == "float" else {}
                cmd.add_argument(option.flag, dest=option.key, help=option.help, metavar=option.metavar,
                                 required=option.required, choices=option.choices, default=option.default, **extra)
        elif row.reads == "batch":
            cmd = sub.add_parser(name, help=row.help, description=row.help, epilog=EPILOG,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
            cmd.add_argument("file", metavar="FILE", help="the batch's JSON file, or - for standard input")
        elif row.reads == "name":
            cmd = sub.add_parser(name, help=row.help)
            cmd.add_argument("name", metavar="NAME", help='a card\'s name, as in "Serra Angel"')
            cmd.add_argument("--text", action="store_true", help="print it as a card instead of JSON")
        elif row.reads == "nothing":
            sub.add_parser(name, help=row.help)
        elif name == "answer":  # its own arguments: the call, then the scenario FILE
            from .bridge import ANSWERABLE  # noqa: PLC0415

            answer = sub.add_parser(name, help=row.help, description=row.details)
            answer.add_argument("answer_call", metavar="CALL", choices=ANSWERABLE, help="the call to answer: "
                                + ", ".join(ANSWERABLE))
            answer.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
            answer.add_argument("--rulesets", dest="rulesets", help="compare only: comma-separated ruleset ids")
        elif name == "cards":  # its own arguments: two subcommands
            cards = sub.add_parser(name, help=row.help)
            cards_sub = cards.add_subparsers(dest="cards_command", metavar="{search,stats}", required=True)
            search = cards_sub.add_parser("search", help="cards whose names contain TEXT")
            search.add_argument("search_text", metavar="TEXT")
            search.add_argument("--text", action="store_true", help="one card a line instead of JSON")
            stats = cards_sub.add_parser("stats", help="the index's coverage figures")
            stats.add_argument("--text", action="store_true", help="a short report instead of JSON")
    return parser


def _payload(row: Call, args: argparse.Namespace, scenario: Any) -> dict[str, Any]:
    """A ``scenario`` row's payload: the scenario and each option given (an option left out is not sent)."""
    payload: dict[str, Any] = {"scenario": scenario}
    for option in row.options:
        value = getattr(args, option.key)
        if value is not None:
            payload[option.key] = value.split(",") if option.kind == "list" else value
    return payload


def _card_text(answer: dict[str, Any]) -> str:
    """A card as ``card --text`` prints it: name, type line, stats, keywords, what is not modelled."""
    perm = answer["permanent"]
    counted = "power" in perm or "toughness" in perm or "counted_pt" in perm  # a count stands for its * (604.3)
    stats = (f"{perm.get('power', '*')}/{perm.get('toughness', '*')}" if counted else
             f"loyalty {perm['loyalty']}" if "loyalty" in perm else "")
    lines = [answer["card"], answer["type_line"] + (f"  {stats}" if stats else "")]
    if perm.get("colors"):
        lines.append("colors: " + ", ".join(perm["colors"]))
    if perm.get("keywords") or perm.get("protection"):
        lines.append("keywords: " + ", ".join([*perm.get("keywords", ()),
                                               *(f"protection from {p}" for p in perm.get("protection", ()))]))
    if perm.get("counted_pt"):  # 604.3: the engine counts it from the board
        lines.append("power and toughness: counted from the board (" + json.dumps(perm["counted_pt"]) + ")")
    if perm.get("attack_unless"):  # 508.1c
        lines.append("attacks only if: " + json.dumps(perm["attack_unless"]))
    if perm.get("cant_be_blocked_by"):  # 509.1b
        lines.append("can't be blocked by: " + json.dumps(perm["cant_be_blocked_by"]))
    if perm.get("can_be_blocked_only_by"):  # 509.1b
        lines.append("can be blocked only by: " + json.dumps(perm["can_be_blocked_only_by"]))
    if perm.get("cant_block_creatures"):  # 509.1b
        lines.append("can't block: " + json.dumps(perm["cant_block_creatures"]))
    if perm.get("counters"):  # it enters with them (614.1c)
        lines.append("counters: " + ", ".join(f"{n} {kind}" for kind, n in perm["counters"].items()))
    lines += [f"triggered ability: {json.dumps(trigger)}" for trigger in perm.get("triggers", ())]  # 603.2
    for static in perm.get("statics", ()):  # 611.3a
        lines.append(f"static ability: {json.dumps(static)}")
        stated = static.get("stated")
        if isinstance(stated, dict):  # only the board can say whether it holds (pyengine.conditions)
            lines.append(f"  as long as {stated.get('text')}: the board says it (\"conditions\": "
                         f"{{\"{stated.get('id')}\": true}} or false); not given, it is taken as not holding")
    shown = {"name", "types", "subtypes", "supertypes", "power", "toughness", "loyalty", "colors", "keywords",
             "protection", "counted_pt", "attack_unless", "cant_be_blocked_by", "can_be_blocked_only_by",
             "cant_block_creatures", "counters", "triggers", "statics"}
    lines += [f"{key.replace('_', ' ')}: {json.dumps(value)}" for key, value in perm.items() if key not in shown]
    lines += [f"a player's choice (give it as an action): {line}" for line in answer["choices"]]
    lines += [f"counters it entered with (give its counters): {line}" for line in answer["entry_counters"]]
    lines += [f"resolved before attackers are declared (the board shows what it did): {line}"
              for line in answer["before_attacks"]]
    lines += [f"Combat Lab does not model: {line}" for line in answer["unmodelled"]]
    return "\n".join(lines)


#: The most characters read from a file or standard input: the engine's text limit, a byte-order mark and
#: one more, so that longer input is refused as too-large without being read whole (/dev/zero, a huge file).
#: A batch reads up to its own limit (:data:`pyengine.limits.MAX_BATCH_CHARS`) the same way.
READ_LIMIT = MAX_INPUT_CHARS + 2


def _read(path: str, limit: int = READ_LIMIT) -> tuple[str | None, dict[str, Any] | None]:
    try:
        if path == "-":
            return sys.stdin.read(limit), None
        with open(path, encoding="utf-8-sig") as handle:  # a byte-order mark first is skipped
            return handle.read(limit), None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return None, {"ok": False, "error": {"code": "invalid-scenario", "message": f"cannot read {path}: {reason}",
                                             "path": "$", "rule": None}}


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input or illegal choice)."""
    # A lone surrogate in a name ("\ud800" is valid JSON) is printed escaped, never a UnicodeEncodeError.
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    text: str | None = None
    row = CALLS[args.command]
    if row.reads == "nothing":
        answer = call_data(args.command, "")
    elif args.command == "answer":
        text, failure = _read(args.file)
        try:
            scenario = load_json(text) if failure is None and text is not None else None
        except ScenarioError as exc:
            failure = {"ok": False, "error": exc.to_dict()}
        if failure is not None:
            answer = failure
        else:
            payload = {"call": args.answer_call, "scenario": scenario}
            if args.rulesets:
                payload["rulesets"] = args.rulesets.split(",")
            answer = call_data("answer", to_json_text(payload))
        print(to_json_text(answer, indent=2))
        inner = answer.get("answer")
        return 0 if answer.get("ok") is not False and isinstance(inner, dict) and inner.get("ok") is not False else 2
    elif row.reads in ("name", "own"):
        payload = ({row.name_key: args.name} if row.reads == "name" else
                   {"search": args.search_text} if args.cards_command == "search" else {"stats": True})
        answer = call_data(args.command, to_json_text(payload))
        if args.text and answer.get("ok") is not False:
            from .cards.stats import coverage_text  # noqa: PLC0415

            print(_card_text(answer) if args.command == "card" else coverage_text(answer)
                  if args.cards_command == "stats" else
                  "\n".join(f"{c['name']}  ({c['type_line']})" for c in answer["cards"]) or "no card found")
            return 0
        print(to_json_text(answer, indent=2))
        return 0 if answer.get("ok") is not False else 2
    else:
        text, failure = _read(args.file, row.max_chars + 2)
        if failure is not None or text is None:
            answer = failure or {}
        elif row.reads == "scenario":
            try:
                scenario = load_json(text)
            except ScenarioError as exc:
                answer = {"ok": False, "error": exc.to_dict()}
            else:
                answer = call_data(args.command, to_json_text(_payload(row, args, scenario)))
        else:
            answer = call_data(args.command, text)
    if args.command == "check" and getattr(args, "text", False) and answer.get("result") is not None:
        args.command, answer = "resolve", answer["result"]  # a board without problems reads as its result
    if args.command in ("validate", "check") and "error" in answer:  # they always answer with a list
        answer = {"ok": False, "problems": [answer["error"]]}
    if getattr(args, "text", False) and args.command in ("validate", "check"):
        problems = answer.get("problems") or ([answer["error"]] if "error" in answer else [])
        print("no problems: the engine resolves this scenario" if not problems else "\n".join(
            f"{p['code']} at {p['path']}: {p['message']}" + (f" [{p['rule']}]" if p.get("rule") else "")
            for p in problems))
        for warning in answer.get("warnings") or ():
            print(f"warning at {warning['path']} ({warning['card']}): {warning['message']}")
    elif getattr(args, "text", False) and answer.get("ok") is not False:
        from .render import labels_of, render_text  # noqa: PLC0415

        try:
            scenario = load_json(text or "null")
        except ScenarioError:
            scenario = None
        labels = labels_of(scenario)

        if args.command == "convert":
            print(f"converted to {answer['ruleset']}:" if answer["changes"] else
                  f"converted to {answer['ruleset']}: nothing changed")
            print("\n".join(f"  - {change}" for change in answer["changes"]))
        elif args.command == "options":
            from .options import options_text  # noqa: PLC0415

            print(options_text(answer, labels))
        elif args.command == "advise":
            print(answer["explanation"])
            if answer.get("outcome"):
                print(render_text(answer["outcome"], labels))
        else:  # resolve (and check, whose result it is): what the board's cards leave out at the end
            print(render_text(answer, labels, scenario if args.command == "resolve" else None))
    else:  # a batch's answer is for a program (a wiki): one line, however many boards
        print(to_json_text(answer, indent=None if args.command == "batch" else 2))
    return 0 if answer.get("ok") is not False else 2


def run() -> int:
    """:func:`main`, quiet when the reader of the output goes away (``| head``)."""
    try:
        return main()
    except BrokenPipeError:
        import os  # noqa: PLC0415

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(run())
