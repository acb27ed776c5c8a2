"""``python -m pyengine``: see :mod:`pyengine.cli`."""

import sys

from .cli import main

sys.exit(main())
