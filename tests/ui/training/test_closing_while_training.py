"""Closing the window in the middle of a training ends the process cleanly.

A real process (the app's own ``main``, offscreen): the Train panel is opened from the
View menu, Start is pressed, and once the loss curve has its first points the window
is closed, with the worker thread in the middle of a step.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

# Runs in the child: a timer plays the learner, then the app runs as it always does.
LEARNER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from selfattn_gui import app as selfattn

qt_app = selfattn.make_application()
pressed = []

def play():
    windows = [w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main"]
    if not windows or not windows[0].isVisible():
        return
    window = windows[0]
    if not pressed:
        window.findChild(QAction, "action.train").trigger()
        window.findChild(QPushButton, "button.train_start").click()
        pressed.append(True)
        return
    status = window.findChild(QLabel, "label.train_step").text()
    if "loss" in status and not status.startswith("Step 0 "):  # training is under way
        print("closing at:", status, flush=True)
        window.close()

timer = QTimer()
timer.timeout.connect(play)
timer.start(50)
sys.exit(selfattn.main(["--preset", "cat-sat-mat"]))
"""


def test_closing_the_window_during_training_exits_with_0_and_no_thread_warning(tmp_path):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "SELFATTN_GUI_DATA_DIR": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", LEARNER],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )
    assert "closing at: Step" in done.stdout, done.stdout + done.stderr[-3000:]
    assert done.returncode == 0, done.stderr[-3000:]
    assert "QThread" not in done.stderr, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
