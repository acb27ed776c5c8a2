"""Every module the engine may import, imported at once: what a Python memory snapshot must hold.

The browser's engine worker answers its first question with only the modules that question needs
(the card index's, the stored answers' and the advisor's imports wait until they are used: in
WebAssembly, Python compiles each standard-library module it imports from source, a tenth of a
second for ``difflib`` alone). Before it saves Python's memory for the reader's next visit it calls
:func:`import_everything`, so that a restored engine has every engine module (each one checked
against the build's wheel after the restore) and never compiles a module later.
"""

from __future__ import annotations

import importlib
import pkgutil

import pyengine

#: Standard-library modules that engine modules import inside the functions that use them.
STANDARD_ON_DEMAND = ("difflib", "gzip", "hashlib", "importlib.resources")


def import_everything() -> list[str]:
    """Import every engine module (but ``__main__``) and :data:`STANDARD_ON_DEMAND`; return the engine's names."""
    names = [module.name for module in pkgutil.walk_packages(pyengine.__path__, "pyengine.")
             if not module.name.endswith(".__main__")]
    for name in [*names, *STANDARD_ON_DEMAND]:
        importlib.import_module(name)
    return names
