"""The focused cell of a heatmap and the focused bar of the query chart, with their words.

Each plot holds one of these: it keeps what the plot shows in words (the numbers, the
tokens, which are masked), moves the dotted focus marker, and rewrites the plot's
accessible description as the focus moves or the numbers change.  The keys themselves
are :class:`~selfattn_gui.ui.plots.heatmap_keys.CellKeys`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.ui.plots.heatmap_access import describe, focused_row_words
from selfattn_gui.ui.plots.heatmap_keys import CellKeys, FocusMarker
from selfattn_gui.ui.plots.pg import pg

#: what a key does to the focused (row, column)
Act = Callable[[int, int], object]

NOTHING_SHOWN = QT_TRANSLATE_NOOP("plot_focus", "no numbers on show")


@dataclass(frozen=True)
class _Words:
    """The (n_rows, n_columns) numbers on show, which are shown, and the labels."""

    values: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))
    shown: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=bool))
    row_labels: Sequence[str] = ()
    column_labels: Sequence[str] = ()
    decimals: int = 2

    def at(self, row: int, column: int) -> str:
        """The focused row in words, or a note that nothing is on show."""
        if self.values.size == 0:
            return translate("plot_focus", NOTHING_SHOWN)
        return focused_row_words(
            self.row_labels[row],
            self.column_labels[column],
            self.values[row],
            self.shown[row],
            self.column_labels,
            self.decimals,
        )


class _PlotFocus:
    """The focused cell of ``widget``, its marker in ``plot`` and its words.

    ``on_enter``, ``on_space`` and ``on_ctrl_space`` get the focused (row, column).
    """

    def __init__(
        self,
        widget: QWidget,
        plot: pg.PlotItem,
        shape: Callable[[], tuple[int, int]],
        *,
        on_enter: Act,
        on_space: Act,
        on_ctrl_space: Act | None = None,
    ) -> None:
        self._widget = widget
        self._words = _Words()
        self.marker = FocusMarker()
        plot.addItem(self.marker, ignoreBounds=True)
        self.keys = CellKeys(
            widget,
            shape,
            on_enter=on_enter,
            on_space=on_space,
            on_ctrl_space=on_ctrl_space,
            on_changed=self.refresh,
        )

    def _marker_rect(self, row: int, column: int) -> QRectF:
        """Where the marker of cell (row, column) goes, in the plot's data units."""
        return QRectF(column - 0.5, row - 0.5, 1.0, 1.0)

    def _show(self, words: _Words) -> None:
        self._words = words
        self.keys.keep_inside()
        self.refresh()

    def refresh(self) -> None:
        """Draw the marker (while the plot has the focus) and say the focused row."""
        if not isValid(self.marker):  # closing: pyqtgraph cleared the scene, the focus leaves
            return
        row, column = self.keys.cell
        shown = self.keys.shows_focus and self._words.values.size > 0
        self.marker.set_rect(self._marker_rect(row, column) if shown else None)
        describe(self._widget, self._words.at(row, column))


class HeatmapFocus(_PlotFocus):
    """A heatmap's focused cell.

    The heatmap hands the signals a click sends (``sig_cell_clicked``, its row's
    ``sig_row_clicked``, ``sig_cell_ctrl_clicked``), so the keyboard takes the mouse's path.
    """

    def set_matrix(
        self,
        values: np.ndarray,
        shown: np.ndarray,
        row_labels: Sequence[str],
        column_labels: Sequence[str],
        decimals: int,
    ) -> None:
        """What the heatmap now shows: ``values`` and ``shown`` (n_rows, n_columns)."""
        self._show(_Words(values, shown, list(row_labels), list(column_labels), decimals))

    def follow_row(self, row: int | None) -> None:
        """The selected query row moved: the focused cell goes with it (same column)."""
        if row is not None:
            self.keys.move_to(row, self.keys.cell[1])


class ChartFocus(_PlotFocus):
    """The query chart's focused bar: row 0, column = the key; ``top()`` gives the top of
    the chart's scale, where the marker ends."""

    def __init__(
        self,
        chart: QWidget,
        plot: pg.PlotItem,
        n_keys: Callable[[], int],
        top: Callable[[], float],
        **acts: Act,
    ) -> None:
        self._top = top
        super().__init__(chart, plot, lambda: (1, n_keys()) if n_keys() else (0, 0), **acts)

    def _marker_rect(self, row: int, column: int) -> QRectF:
        return QRectF(column - 0.5, 0.0, 1.0, self._top())  # the bar's whole column

    def set_weights(
        self,
        weights: np.ndarray,
        shown: np.ndarray,
        key_labels: Sequence[str],
        query_label: str,
        decimals: int,
    ) -> None:
        """One query's ``weights`` and ``shown`` keys, shape (n_keys,)."""
        self._show(
            _Words(weights[None, :], shown[None, :], [query_label], list(key_labels), decimals)
        )
