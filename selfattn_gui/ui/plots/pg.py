"""The one door to pyqtgraph: make it bind PySide6 before it picks a Qt binding.

Every ui module imports ``pg`` from here, so pyqtgraph never falls back to
another Qt binding that happens to be installed.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
import PySide6  # noqa: E402,F401  (imported first so pyqtgraph finds it already loaded)
import PySide6.QtCore  # noqa: E402,F401

__all__ = ["pg"]
