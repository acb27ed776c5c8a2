"""The golden files: their helpers, their shared builders and the generators that write them.

``files`` loads, runs and compares the files of ``tests/scenarios`` (re-exported here, so tests
``from golden import load, run, ...``); ``builders`` holds the scenario, event and result builders
every generator shares; ``mtg``, ``mechanics``, ``multiplayer``, ``keywords``, ``puzzle_quest`` and
``riftbound`` are the generators (see README.md).
"""

from golden.files import (ERROR_FIELDS, REQUIRED_FIELDS, SCENARIOS, comparable, differences, golden_files, load,
                          report, run)

__all__ = ["ERROR_FIELDS", "REQUIRED_FIELDS", "SCENARIOS", "comparable", "differences", "golden_files", "load",
           "report", "run"]
