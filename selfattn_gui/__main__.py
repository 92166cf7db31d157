"""``python -m selfattn_gui``: the same as the ``selfattn-gui`` command."""

import os

# One BLAS thread before NumPy is first imported (see selfattn_gui/app.py for why);
# app.py sets the same, this only makes the order obvious for ``python -m``.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

from selfattn_gui.app import main  # noqa: E402

raise SystemExit(main())
