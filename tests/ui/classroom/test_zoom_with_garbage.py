"""Zooming while closed dialogs wait for Python's garbage collector.

A dialog in a reference cycle is deleted only when the collector runs, which can be at
any allocation. The zoom walks every widget of the application; a collection in the
middle of that walk used to free widgets still on its list (a crash on CI).
"""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from selfattn_gui.ui.classroom.appearance import Appearance


def leave_dialogs_in_cycles(count: int) -> None:
    for _ in range(count):
        dialog = QDialog()
        layout = QVBoxLayout(dialog)
        for i in range(20):
            label = QLabel(f"line {i}")
            font = label.font()
            font.setPointSizeF(14)  # a size of its own: the zoom rescales it
            label.setFont(font)
            layout.addWidget(label)
        dialog.cycle = dialog  # only the collector can free it


def test_zoom_survives_a_collection_during_its_walk(window):
    window.show()
    thresholds, automatic = gc.get_threshold(), gc.isenabled()
    try:
        # The window's collector runs between events only (ui/foundation/garbage_collection.py):
        # here the automatic one collects at almost every allocation, walks included.
        gc.enable()
        gc.set_threshold(1, 1, 1)
        for zoom in (1.25, 1.5) * 10:
            leave_dialogs_in_cycles(30)
            assert Appearance.of().set_zoom(zoom) == zoom
    finally:
        gc.set_threshold(*thresholds)
        if not automatic:
            gc.disable()
