"""The window opens inside the screen it opens on, on a first start and after one.

Found on a 1024 × 768 screen: the window opened 1280 × 800, with or without
``--lesson``, so the lesson column, Present and Pin were off the screen and the
toolbar ended at "Step throug".  Settings saved on a 1920 × 1080 monitor were thrown
away by Qt on the smaller screen, so the window again opened 1280 × 800.

Each case starts the real app (``start_probe.py``: ``selfattn_gui.app.main``) on an Xvfb
screen, where no window manager moves or maximises anything: where the window is, the
app put it.  The screenshots of the screens go to ``$SELFATTN_GUI_SHOTS`` (or the
test's folder): open them and look.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from x_screens import x_screen

PROBE = Path(__file__).parents[1] / "start_probe.py"
ROOT = Path(__file__).resolve().parents[3]
LESSON = ["--lesson", "01-why-attention"]


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    folder = os.environ.get("SELFATTN_GUI_SHOTS")
    return Path(folder) if folder else tmp_path_factory.mktemp("shots")


def start(size: str, settings: Path, shot: Path, *arguments: str, leave_at: str = "") -> dict:
    """Start the app on a screen of ``size`` with the settings in ``settings`` (a folder,
    kept for the next start); what the probe saw.  ``leave_at`` ("x,y,w,h") is where the
    window is moved before it is closed."""
    with x_screen(size) as display:
        env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT)}
        env["XDG_CONFIG_HOME"] = str(settings)
        env.pop("QT_QPA_PLATFORM", None)  # the real screen, not offscreen
        if leave_at:
            env["PROBE_LEAVE_AT"] = leave_at
        done = subprocess.run(
            [sys.executable, str(PROBE), str(shot), *arguments],
            capture_output=True,
            text=True,
            env=env,
            timeout=240,
        )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(li for li in done.stdout.splitlines() if li.startswith("PROBE "))
    return json.loads(line.removeprefix("PROBE "))


def assert_all_on_screen(report: dict) -> None:
    assert report["window_inside"], (report["frame"], report["available"])
    hidden = [name for name, seen in report["toolbar"] if not seen]
    assert hidden == [], hidden
    assert report["toolbar"][-1][0] == "action.pin"  # (the toolbar's last button is there)
    assert report["outside"] == [], report["outside"]


@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
@pytest.mark.parametrize("lesson", [False, True], ids=["no-lesson", "lesson"])
def test_a_first_start_opens_inside_the_screen(size, lesson, shots, tmp_path):
    name = f"first-start-{size}" + ("-lesson" if lesson else "")
    report = start(size, tmp_path, shots / f"{name}.png", *(LESSON if lesson else []))
    assert_all_on_screen(report)
    # On a screen smaller than the default size the window takes all of it.
    assert report["frame"] == report["available"]
    if lesson:
        assert report["lessons_shown"] and report["lessons_inside"]


def test_a_window_left_full_size_on_a_big_monitor_opens_inside_a_small_one(shots, tmp_path):
    start("1920x1080", tmp_path, shots / "left-at-1920.png", leave_at="0,0,1920,1080")
    report = start("1024x768", tmp_path, shots / "restored-from-1920.png", *LESSON)
    assert_all_on_screen(report)
    assert report["lessons_shown"] and report["lessons_inside"]


def test_a_window_left_where_a_small_screen_has_nothing_is_brought_onto_it(shots, tmp_path):
    """Left at (1500, 900) on a big monitor: on a 1024 × 768 screen that is off the screen.
    The window keeps its size (it fits) and comes onto the screen."""
    start("1920x1080", tmp_path, shots / "left-off.png", leave_at="1500,900,800,600")
    report = start("1024x768", tmp_path, shots / "restored-off.png", "--preset", "cat-sat-mat")
    assert report["window_inside"], (report["frame"], report["available"])
    assert report["frame"][2:] == [800, 600]
