"""The slow packaging tests run only when asked for by marker.

They rebuild ``dist/`` (minutes, and two runs at once would delete each other's
bundle), so a bare ``pytest`` skips them; ``make test-packaging`` (``pytest -m slow``)
runs them, and ``make test`` (``-m "not slow"``) deselects them.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config, items):
    if "slow" in (config.getoption("markexpr") or ""):
        return  # "-m slow" runs them; "-m 'not slow'" has already deselected them
    skip = pytest.mark.skip(
        reason="builds the installers: run `make test-packaging` (pytest -m slow)"
    )
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
