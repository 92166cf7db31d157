"""The welcome page and the selected cells with Noto Sans as the desktop's sans.

The test suite pins DejaVu Sans (``tests/fonts.conf``) so that what it measures does not
change with the machine.  But many desktops have Noto Sans as their sans (and the .deb
recommends it): its lines are taller, so the welcome page needed scrolling at
1024 × 768, and its strokes are thinner, so white digits on the selection measured only
4.16 : 1.  Fonts are read once per process, so these cases run those tests again in a
fresh one with ``tests/fonts-noto.conf``.  In the high-contrast theme the small digits
of a selected cell, black on yellow, measured 6.1 : 1 with Noto, short of that theme's
7 : 1, and no colour could make up for strokes that thin: selected cells are written
in bold there.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from noto_fonts import NOTO_FONTS, noto_is_the_sans

TESTS = Path(__file__).resolve().parents[1]
WITH_NOTO = [
    "tests/ui/shell/test_welcome.py::test_it_fits_a_1024_by_768_projector_without_scrolling",
    *(
        "tests/ui/classroom/test_high_contrast.py::"
        f"test_selected_cells_and_the_query_row_stay_readable[{theme}]"
        for theme in ("system", "light", "dark", "high-contrast")
    ),
]


@pytest.mark.skipif(not noto_is_the_sans(), reason="Noto Sans is not installed")
def test_the_welcome_page_and_selected_cells_hold_with_noto_sans():
    env = {**os.environ, "FONTCONFIG_FILE": str(NOTO_FONTS), "PYTHONPATH": str(TESTS.parent)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *WITH_NOTO],
        capture_output=True,
        text=True,
        env=env,
        cwd=TESTS.parent,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-4000:]
    assert " passed" in done.stdout and "skipped" not in done.stdout, done.stdout[-2000:]
