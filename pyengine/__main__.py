"""``python -m pyengine``: see :mod:`pyengine.cli`."""

import sys

from .cli import run

sys.exit(run())
