"""How big a square heatmap asks to be: its cells, and what it draws around them.

A heatmap's axes, their titles and its colour key take room of their own beside the
cells (about 120 pixels across at the pipeline's smallest text); a size that guessed it
from the text height alone left a small map's cells a third of its width.  Once laid
out, a heatmap says what that room is, and the size asked for is the cells plus it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize

from selfattn_gui.ui.plots.heatmap import MatrixHeatmap


def around_the_cells(heatmap: MatrixHeatmap) -> QSize | None:
    """The pixels ``heatmap`` draws around its cells as laid out now (axes, titles, the
    colour key); ``None`` before it has been laid out."""
    box = heatmap.view_box().sceneBoundingRect()
    if box.width() < 8 or box.height() < 8:
        return None
    return QSize(heatmap.width() - int(box.width()), heatmap.height() - int(box.height()))


def square_plot_size(
    line: int,
    cells: float,
    *,
    fitted: int,
    label_lines: float,
    around: QSize | None = None,
    cell_lines: float = 3.4,
) -> QSize:
    """The size of a plot of ``cells`` × ``cells`` cells (at most ``fitted`` counted: more
    get smaller), each ``cell_lines`` of a text ``line`` pixels high, with ``around``
    pixels around the cells when measured, else ``label_lines`` lines of text (ticks,
    titles, colour key)."""
    shown = min(max(1.0, cells), fitted)
    side = int(shown * cell_lines * line)
    if around is None:
        around = QSize(int(label_lines * 2.0 * line), int(label_lines * line))
    return QSize(side + around.width(), side + around.height())


def heatmap_size(
    heatmap: MatrixHeatmap, cells: float, *, fitted: int, label_lines: float, cell_lines: float
) -> QSize:
    """What ``heatmap`` of ``cells`` × ``cells`` asks for at its own text size: its cells
    and the room it draws around them, measured once it is laid out, else guessed."""
    line = heatmap.fontMetrics().height()
    around = around_the_cells(heatmap)
    size = square_plot_size(
        line, cells, fitted=fitted, label_lines=label_lines, around=around, cell_lines=cell_lines
    )
    if around is None and not heatmap.colorbar_shown:
        size.setWidth(size.width() - 4 * line)  # (the guess counted a colour key)
    return size
