"""How big a square heatmap asks to be: its cells, and what it draws around them.

A heatmap's axes, their titles and its colour key take room of their own beside the
cells.  Measured in the pipeline (DejaVu Sans, text lines of 8 to 11 pixels): about
40 fixed pixels (the key's bar, margins, spacing, the axes' least widths) and 8.5
lines of text across, 4.5 lines down.  A size that counted 9 lines across in all left
a small map's cells a fifth of its width.  The room is worked out from the text size,
never measured off the laid-out map: a measurement made at the previous text size
would make the fit depend on what the window showed before.
"""

from __future__ import annotations

from PySide6.QtCore import QSize

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

#: what a heatmap draws around its cells that does not grow with the text, in pixels
FIXED_ACROSS = 40
#: the text around the cells, in lines: across (tick labels, axis title, key) and down
LINES_ACROSS, LINES_DOWN = 8.5, 4.5
#: the colour key's share of that, in lines (a map without a key is this much narrower)
KEY_LINES = 4


def square_plot_size(
    line: int, cells: float, *, fitted: int, around: QSize, cell_lines: float = 3.4
) -> QSize:
    """The size of a plot of ``cells`` × ``cells`` cells (at most ``fitted`` counted: more
    get smaller), each ``cell_lines`` of a text ``line`` pixels high, with ``around``
    pixels around the cells (ticks, titles, colour key)."""
    shown = min(max(1.0, cells), fitted)
    side = int(shown * cell_lines * line)
    return QSize(side + around.width(), side + around.height())


def around_text(line: int, lines: float) -> QSize:
    """``lines`` lines of text around a plot: twice that across (labels beside), once down."""
    return QSize(int(lines * 2.0 * line), int(lines * line))


def heatmap_size(heatmap: MatrixHeatmap, cells: float, *, fitted: int, cell_lines: float) -> QSize:
    """What ``heatmap`` of ``cells`` × ``cells`` asks for at its own text size."""
    line = heatmap.fontMetrics().height()
    key = 0 if heatmap.colorbar_shown else KEY_LINES * line
    around = QSize(FIXED_ACROSS + int(LINES_ACROSS * line) - key, int(LINES_DOWN * line))
    return square_plot_size(line, cells, fitted=fitted, around=around, cell_lines=cell_lines)
