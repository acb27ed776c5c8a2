"""Shared test set-up.

Hypothesis profiles: ``ci`` (the default) is derandomized, so every run tries
the same examples and a failure is reproducible; ``explore`` draws new random
examples each run (``HYPOTHESIS_PROFILE=explore pytest ...``), and
``HYPOTHESIS_SCALE=10`` multiplies each property's number of examples.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# Every event the engine makes in any test is checked against its row of pyengine.events.EVENT_TYPES.
os.environ["PYENGINE_CHECK_EVENTS"] = "1"

settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("explore", derandomize=False, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
