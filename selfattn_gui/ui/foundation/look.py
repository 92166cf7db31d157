"""The application's look as the window's views follow it: what plots and tables need of it.

The classroom's ``Appearance`` is the one look; the views only know this much of it, so
they need nothing from ``ui.classroom`` and a test can hand them a small stand-in. The
plots follow a :class:`PlotLook` (``ui.plots.plot_look``), the tables a :class:`TableLook`
(``ui.editors.table_look``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QColor


class PlotLook(Protocol):
    """What a plot needs to know to draw like the rest of the window."""

    @property
    def sig_changed(self) -> SignalInstance: ...

    def plot_colors(self) -> tuple[str, str]:
        """(background, foreground) of the plots, as "#rrggbb"."""
        ...

    @property
    def effective_scale(self) -> float:
        """Text size of the plots relative to 100 % (zoom times presentation scale)."""
        ...


class TableLook(Protocol):
    """What a matrix table needs to know to mark the selected row like the rest of the window."""

    @property
    def sig_changed(self) -> SignalInstance: ...

    def row_highlight(self) -> QColor:
        """The tint of the selected token's row."""
        ...

    @property
    def emphasis(self) -> bool:
        """Whether the selected row is also written in bold (presentation mode)."""
        ...


class Look(PlotLook, TableLook, Protocol):
    """Colours and text size for the plots, the selected row's tint and weight for the tables."""
