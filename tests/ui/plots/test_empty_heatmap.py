"""A heatmap shown and painted before it was given any matrix draws an empty plot.

It used to take the whole process down (its axes measured their labels' cells from the
first of no tokens, inside the paint), so the check runs in a child interpreter: a crash
there is a failed test here, not the end of the test run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PAINT_AN_EMPTY_HEATMAP = textwrap.dedent(
    """
    import os
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["PYQTGRAPH_QT_LIB"] = "PySide6"
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

    heatmap = MatrixHeatmap()
    heatmap.resize(320, 280)
    heatmap.show()
    app.processEvents()
    heatmap.repaint()  # a real paint event, then a picture of it
    picture = heatmap.grab().toImage()
    assert heatmap.matrix_shape() == (0, 0)
    corner = picture.pixelColor(2, 2)
    print("painted", picture.width(), picture.height(), corner.name(), flush=True)
    heatmap.close()
    heatmap.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    """
)


def test_a_heatmap_painted_before_its_first_matrix_shows_an_empty_plot():
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"}
    run = subprocess.run(
        [sys.executable, "-c", PAINT_AN_EMPTY_HEATMAP],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, f"exit code {run.returncode}:\n{run.stderr[-2000:]}"
    words = run.stdout.split()
    assert words[:3] == ["painted", "320", "280"], run.stdout
