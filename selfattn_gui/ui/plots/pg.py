"""The one door to pyqtgraph: make it bind PySide6 before it picks a Qt binding.

Every ui module imports ``pg`` from here, so pyqtgraph never falls back to
another Qt binding that happens to be installed.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg
import PySide6
import PySide6.QtCore  # noqa: F401

__all__ = ["pg"]
