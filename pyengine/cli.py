"""The command line: ``python -m pyengine resolve|validate|options|compare|convert|advise|rulesets|card|cards``
(also ``combat-lab``)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from .bridge import call_data, to_json_text
from .errors import ERROR_CODES, ScenarioError
from .limits import MAX_INPUT_CHARS, load_json

DESCRIPTION = """\
Combat Lab's rules engine: resolve trading-card-game combat damage by the rules.

A scenario is a JSON file: the ruleset, the players, the permanents, the
attacks and blocks, optional damage divisions and actions (see
docs/scenario-format.md). The result is every combat damage event, each with
the rule behind it, and the final state.
"""

EPILOG = """\
commands:
  resolve FILE     resolve the combat; prints the result JSON and exits 0.
                   On invalid input or an illegal choice it prints
                   {"ok": false, "error": {"code", "message", "path", "rule"}}
                   and exits 2. FILE may be - for standard input.
  validate FILE    list every problem of the scenario at once:
                   {"ok": true|false, "problems": [...]}; exits 0 when there
                   are none, 2 otherwise.
  compare FILE     resolve the same board under each ruleset it fits and name
                   the differences (--rulesets mtg,mtg-2020 to choose); exits
                   0, or 2 when no ruleset resolves it.
  convert FILE --to RULESET
                   the board carried over to another ruleset, another game
                   if need be (Magic creatures become Riftbound units, power
                   becomes Might, a battlefield is made up, ...):
                   {"ok": true, "ruleset", "scenario", "changes": [...]}, one
                   sentence per change; --text prints the changes. Exits 0,
                   or 2 when the board can't be carried over.
  advise FILE      the best blocks (--side defender) or attacks and divisions
                   (--side attacker), found by exact search with the engine,
                   with the outcome, the runner-up and why; exits 0 or 2. A
                   search past its budget (--max-seconds, default 10) answers
                   with the best found so far, "complete": false.
  options FILE     every legal choice of the next decisions on the board as
                   declared so far (attacks, blocks, damage divisions), each
                   refusal with its code, rule and reason, and the ruleset's
                   capabilities; exits 0, or 2 for a malformed scenario.
  rulesets         list the rulesets and the keywords each one knows.
  card NAME        the permanent a real card gives (JSON, as a scenario's
                   permanent writes it), with what of it Combat Lab does not
                   model; --text prints it as a card. Exits 2 for an unknown
                   name, naming the nearest.
  cards search TEXT
                   the cards whose names contain TEXT (case, accents and
                   punctuation ignored), names that start with it first.
  cards stats      how much of the card index the engine models: cards by
                   kind, the share of creatures with nothing unmodelled, and
                   the commonest unmodelled abilities.

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
    parser = argparse.ArgumentParser(prog=_program(), description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command",
                                metavar="{resolve,validate,options,check,compare,convert,advise,rulesets,card,cards}")
    for name, helptext in (("resolve", "resolve a scenario"), ("validate", "list every problem of a scenario"),
                           ("options", "every legal choice of the next decisions, and every refusal"),
                           ("check", "a board's problems, options and result, from one combat run"),
                           ("compare", "resolve a scenario under several rulesets"),
                           ("convert", "carry a scenario over to another ruleset, saying what changed"),
                           ("advise", "the best blocks or attacks for one side")):
        cmd = sub.add_parser(name, help=helptext, description=helptext, epilog=EPILOG,
                             formatter_class=argparse.RawDescriptionHelpFormatter)
        cmd.add_argument("file", metavar="FILE", help="scenario JSON file, or - for standard input")
        cmd.add_argument("--text", action="store_true", help="print a readable account instead of JSON")
        if name == "compare":
            cmd.add_argument("--rulesets", help="comma-separated ruleset ids (default: every one that fits)")
        if name == "convert":
            cmd.add_argument("--to", required=True, metavar="RULESET", help="the ruleset to convert to")
        if name == "advise":
            cmd.add_argument("--side", choices=("defender", "attacker"), default="defender",
                             help="whose choice to advise (default: defender)")
            cmd.add_argument("--player", help="with more than two players: the defending player to advise, or to "
                                              "attack (default: the first one attacked, in turn order)")
            cmd.add_argument("--max-seconds", type=float, default=None, metavar="N",
                             help="stop the search after N seconds with the best found so far (default: 10)")
    sub.add_parser("rulesets", help="list the rulesets and their keywords")
    card = sub.add_parser("card", help="the permanent a real card gives")
    card.add_argument("name", metavar="NAME", help='a card\'s name, as in "Serra Angel"')
    card.add_argument("--text", action="store_true", help="print it as a card instead of JSON")
    cards = sub.add_parser("cards", help="search the card index, or how much of it the engine models")
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="{search,stats}", required=True)
    search = cards_sub.add_parser("search", help="cards whose names contain TEXT")
    search.add_argument("search_text", metavar="TEXT")
    search.add_argument("--text", action="store_true", help="one card a line instead of JSON")
    stats = cards_sub.add_parser("stats", help="the index's coverage figures")
    stats.add_argument("--text", action="store_true", help="a short report instead of JSON")
    return parser


def _card_text(answer: dict[str, Any]) -> str:
    """A card as ``card --text`` prints it: name, type line, stats, keywords, what is not modelled."""
    perm = answer["permanent"]
    stats = (f"{perm['power']}/{perm['toughness']}" if "power" in perm else
             f"loyalty {perm['loyalty']}" if "loyalty" in perm else "")
    lines = [answer["card"], answer["type_line"] + (f"  {stats}" if stats else "")]
    if perm.get("colors"):
        lines.append("colors: " + ", ".join(perm["colors"]))
    if perm.get("keywords") or perm.get("protection"):
        lines.append("keywords: " + ", ".join([*perm.get("keywords", ()),
                                               *(f"protection from {p}" for p in perm.get("protection", ()))]))
    lines += [f"a player's choice (give it as an action): {line}" for line in answer["choices"]]
    lines += [f"Combat Lab does not model: {line}" for line in answer["unmodelled"]]
    return "\n".join(lines)


#: The most characters read from a file or standard input: the engine's text limit, a byte-order mark and
#: one more, so that longer input is refused as too-large without being read whole (/dev/zero, a huge file).
READ_LIMIT = MAX_INPUT_CHARS + 2


def _read(path: str) -> tuple[str | None, dict[str, Any] | None]:
    try:
        if path == "-":
            return sys.stdin.read(READ_LIMIT), None
        with open(path, encoding="utf-8-sig") as handle:  # a byte-order mark first is skipped
            return handle.read(READ_LIMIT), None
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
    if args.command == "rulesets":
        answer = call_data("rulesets", "")
    elif args.command in ("card", "cards"):
        payload = ({"card": args.name} if args.command == "card" else
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
        text, failure = _read(args.file)
        if failure is not None or text is None:
            answer = failure or {}
        elif args.command in ("advise", "compare", "convert"):
            try:
                scenario = load_json(text)
            except ScenarioError as exc:
                answer = {"ok": False, "error": exc.to_dict()}
            else:
                payload = ({"scenario": scenario, "side": args.side, "max_seconds": args.max_seconds}
                           if args.command == "advise" else {"scenario": scenario, "ruleset": args.to}
                           if args.command == "convert" else
                           {"scenario": scenario,
                            "rulesets": args.rulesets.split(",") if getattr(args, "rulesets", None) else None})
                if args.command == "advise" and args.player:
                    payload["player"] = args.player
                answer = call_data(args.command, to_json_text(payload))
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
    elif getattr(args, "text", False) and answer.get("ok") is not False:
        from .render import labels_of, render_text  # noqa: PLC0415

        try:
            labels = labels_of(load_json(text or "null"))
        except ScenarioError:
            labels = {}

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
        else:
            print(render_text(answer, labels))
    else:
        print(to_json_text(answer, indent=2))
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
