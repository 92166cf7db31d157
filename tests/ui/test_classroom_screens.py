"""The window on the screens classrooms have: 1024 × 768, 1280 × 800 and 1920 × 1080.

Each case runs the app on a real Xvfb screen of that size (``screen_probe.py``: the
window gets the geometry a maximised window would get), opens the lesson panel,
zooms in three times and walks presentation mode's steps, and measures what a person
would see.  The screenshots go to ``$SELFATTN_GUI_SHOTS`` (or the test's folder): open
them and look.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from x_screens import x_screen

PROBE = Path(__file__).with_name("screen_probe.py")
ROOT = Path(__file__).resolve().parents[2]


def probe(size: str, preset: str, shots: Path) -> dict:
    with x_screen(size) as display:
        env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT)}
        env.pop("QT_QPA_PLATFORM", None)  # the real screen, not offscreen
        done = subprocess.run(
            [sys.executable, str(PROBE), preset, str(shots)],
            capture_output=True,
            text=True,
            env=env,
            timeout=240,
        )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(li for li in done.stdout.splitlines() if li.startswith("PROBE "))
    return json.loads(line.removeprefix("PROBE "))


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))


@pytest.mark.parametrize("size", ["1024x768", "1280x800", "1920x1080"])
def test_the_default_example_fits_every_classroom_screen(size, shots):
    report = probe(size, "cat-sat-mat", shots)
    width, height = report["screen"]
    start = report["start"]
    assert start["window_inside"] and start["outside"] == []
    assert start["scrolled_tables"] == [] and not start["pipeline_scrolls"]
    # The lesson panel takes its share; the window stays on the screen.
    assert report["lesson"]["window_inside"] and report["lesson"]["scrolled_tables"] == []
    # Three Ctrl+Plus never make the window larger than the screen.
    assert report["zoomed"]["window_inside"] and report["zoomed"]["size"] == [width, height]
    for step in report["presentation"]:
        assert step["outside"] == [], step
        assert step["leave_on_screen"], step
    if width >= 1280:  # the weights keep their size beside the lesson
        weights_width, weights_height = report["lesson"]["heatmap"]
        assert weights_width >= 220 and weights_height >= 160
        assert not report["lesson"]["pipeline_scrolls"]
    if height >= 1080:  # in presentation the numbers read from the back of the room
        for step in report["presentation"]:
            if step["number_px"]:
                assert step["number_px"] >= 0.03 * height, step
            assert step["title_px"] >= 0.025 * height, step


@pytest.mark.parametrize("preset", ["it-animal", "two-heads"])
def test_the_lesson_examples_need_no_scrolling_table_at_1280_by_800(preset, shots):
    report = probe("1280x800", preset, shots)
    assert report["start"]["window_inside"]
    assert report["start"]["scrolled_tables"] == []
