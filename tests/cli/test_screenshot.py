"""``selfattn-gui --screenshot``: the window rendered without a display."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QImage


def run_app(tmp_path, *args):
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
    )
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)  # no display at all: the app must manage on its own
    return subprocess.run(
        [sys.executable, "-m", "selfattn_gui", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )


def test_screenshot_of_a_preset_at_a_chosen_size(tmp_path):
    out = tmp_path / "shot.png"
    proc = run_app(
        tmp_path, "--screenshot", str(out), "--preset", "it-animal", "--size", "1024x700"
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_screenshot_of_a_session_file(tmp_path):
    from selfattn_gui.core import presets, session_io

    session_file = tmp_path / "mine.selfattn.json"
    session_io.save_session(presets.load_preset("two-heads"), session_file)
    out = tmp_path / "file.png"
    proc = run_app(tmp_path, "--screenshot", str(out), str(session_file))
    assert proc.returncode == 0, proc.stderr
    assert QImage(str(out)).width() == 1280


def test_a_bad_size_or_folder_is_one_line_and_exit_2(tmp_path):
    proc = run_app(tmp_path, "--screenshot", str(tmp_path / "x.png"), "--size", "huge")
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    proc = run_app(tmp_path, "--screenshot", str(tmp_path / "missing" / "x.png"))
    assert proc.returncode == 2 and "could not write" in proc.stderr
