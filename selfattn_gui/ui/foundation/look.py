"""The application's look as the window's views follow it: one protocol for plots and tables.

The classroom's ``Appearance`` is one; the views only know this much of it, so they need
nothing from ``ui.classroom`` and a test can hand them a small stand-in.
"""

from __future__ import annotations

from typing import Protocol

from selfattn_gui.ui.editors.table_look import TableLook
from selfattn_gui.ui.plots.plot_look import PlotLook


class Look(PlotLook, TableLook, Protocol):
    """Colours and text size for the plots, the selected row's tint and weight for the tables."""
