"""A plot left in a reference cycle is freed by the app's collector without an error.

Python's collector clears the attributes of everything in a cycle before freeing it; a
heatmap freed that way still ran its event filters and pyqtgraph's ``sizeHint`` with
their attributes gone (``AttributeError: 'CellKeys' object has no attribute '_widget'``,
seen in a full run). The app's collector deletes such Qt objects through Qt first.
"""

from __future__ import annotations

import weakref

import numpy as np
from PySide6.QtWidgets import QApplication

from selfattn_gui.ui.foundation.garbage_collection import collect
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap


def test_a_heatmap_in_a_cycle_is_freed_whole(qtbot):
    freed = []
    for _ in range(3):
        heatmap = MatrixHeatmap()
        heatmap.set_matrix(
            np.zeros((3, 3)),
            row_labels=["a", "b", "c"],
            column_labels=["a", "b", "c"],
            visible=None,
            levels=(0.0, 1.0),
            colormap="viridis",
        )
        heatmap.show()
        qtbot.waitExposed(heatmap)
        heatmap.setFocus()  # its cell keys hear the focus leave as it goes
        QApplication.processEvents()
        heatmap.itself = heatmap  # only a collection can free it
        freed.append(weakref.ref(heatmap))
        del heatmap
        assert collect() > 0
        QApplication.processEvents()  # (pytest-qt fails the test on an error in here)
    assert all(ref() is None for ref in freed)
