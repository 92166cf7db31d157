"""The frozen app's entry point: PyInstaller starts here, not at ``python -m``.

A script of its own (rather than ``selfattn_gui/__main__.py``) keeps the package
importable as a package inside the bundle, so ``selfattn_gui.core.files.resources``
sees ``sys._MEIPASS`` exactly as it would in any other frozen layout.
"""

from __future__ import annotations

import os
import sys

# pyqtgraph must pick PySide6 (the only binding in the bundle) before anything imports it.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# One BLAS thread, before NumPy is first imported (why: see selfattn_gui/app.py).
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

from selfattn_gui.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
