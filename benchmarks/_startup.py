"""Start-up time: process start to a shown main window, each run in a fresh process.

The child runs the real ``selfattn_gui.app.main(["--self-test"])``; ``MainWindow.self_test``
is wrapped to stamp the time once the shown window's first events (and its first paint)
have been processed.  The parent stamps the time just before it starts the interpreter,
so interpreter start-up and imports are included.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

_STARTUP_CHILD = """
import json, sys, time
from PySide6.QtWidgets import QApplication
from selfattn_gui import app
from selfattn_gui.ui.shell.main_window import MainWindow
stamps = {"imported": time.time()}
real_self_test = MainWindow.self_test
def timed_self_test(self):
    QApplication.processEvents()  # the first frame of the shown window is painted here
    stamps["shown"] = time.time()
    return real_self_test(self)
MainWindow.self_test = timed_self_test
code = app.main(["--self-test"])
print("STAMPS " + json.dumps(stamps), flush=True)
sys.exit(code)
"""


def measure_startup(runs: int) -> dict:
    """Process start to a shown window, through the real ``main(["--self-test"])``."""
    shown, imported, whole = [], [], []
    for _ in range(runs):
        start = time.time()
        done = subprocess.run(
            [sys.executable, "-c", _STARTUP_CHILD], capture_output=True, text=True, check=True
        )
        stamps = json.loads(done.stdout.split("STAMPS ", 1)[1])
        shown.append(stamps["shown"] - start)
        imported.append(stamps["imported"] - start)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "selfattn_gui", "--self-test"], capture_output=True, check=True
        )
        whole.append(time.perf_counter() - start)
    return {
        "runs": runs,
        "startup_to_shown_s": round(statistics.median(shown), 3),
        "startup_to_shown_runs_s": [round(s, 3) for s in shown],
        "qt_and_app_imported_s": round(statistics.median(imported), 3),
        "self_test_process_wall_s": round(statistics.median(whole), 3),
    }
