"""Numbers as large as a session allows (±1e6 typed, far more computed) draw in bounded work.

The dot-product picture's grid drew one line per unit of its view: typing 1e6 into a token
vector asked it for millions of lines and froze the window.  Here every line a grid draws
is counted (pyqtgraph's ``GridItem.generatePicture`` draws each with ``QPainter.drawLine``);
a picture that asks for more than a screen could show fails at once instead of hanging.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QPainter
from table_keys import table, type_into
from window_waits import settle

from selfattn_gui.ui.plots.dot_product_plot import KEY, DotProductPlot, KeyArrow
from selfattn_gui.ui.plots.pg import pg

#: more grid lines than any picture a few hundred pixels wide can show apart
MOST_LINES = 200


class GridCount:
    """Counts the lines of every grid picture drawn; stops a picture past ``MOST_LINES``."""

    def __init__(self, monkeypatch) -> None:
        self.pictures: list[int] = []
        self._drawing = False
        generate, draw_line = pg.GridItem.generatePicture, QPainter.drawLine
        count = self

        def generate_counted(item) -> None:
            count.pictures.append(0)
            count._drawing = True
            try:
                generate(item)
            finally:
                count._drawing = False

        def draw_line_counted(painter, *args) -> None:
            if count._drawing:
                count.pictures[-1] += 1
                if count.pictures[-1] > MOST_LINES:
                    raise RuntimeError(f"a grid of more than {MOST_LINES} lines")
            draw_line(painter, *args)

        monkeypatch.setattr(pg.GridItem, "generatePicture", generate_counted)
        monkeypatch.setattr(QPainter, "drawLine", draw_line_counted)


@pytest.fixture
def grids(monkeypatch) -> GridCount:
    return GridCount(monkeypatch)


def _type_and_draw(qtbot, window, grids: GridCount, typed: str) -> list[int]:
    """Type ``typed`` into the first token's first feature; the lines of each grid drawn."""
    grids.pictures.clear()
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, typed)
    assert window.document.session.embeddings[0, 0] == float(typed)
    plot = window.dot_product.plot
    plot.read_latest()
    plot.grab()  # painted: a grid whose view moved is pictured anew
    assert grids.pictures, "the grid was not drawn again"
    return list(grids.pictures)


@pytest.mark.parametrize("typed", ["100000", "1000000", "-1000000"])
def test_a_huge_token_vector_draws_a_grid_a_screen_can_show(qtbot, window, grids, typed):
    window.document.select_query(0)
    settle(qtbot, window)
    lines = _type_and_draw(qtbot, window, grids, "2")
    assert 4 <= max(lines) <= MOST_LINES  # whole units, to read lengths by
    lines = _type_and_draw(qtbot, window, grids, typed)
    assert 4 <= max(lines) <= MOST_LINES  # still a grid, and one a screen can show


@pytest.mark.parametrize("size", [3.0, 1e6, 1e13, 1e30, 1e150])
def test_a_computed_query_of_any_size_draws_a_bounded_grid(qtbot, grids, size):
    """A later layer's Q and K are computed, not typed: far beyond ±1e6 (a layer norm's
    gain of 1e6 times its input, times W_q)."""
    plot = DotProductPlot()
    qtbot.addWidget(plot)
    plot.resize(400, 300)
    plot.show()
    qtbot.waitExposed(plot)
    keys = [KeyArrow(np.array([-size, size / 3]), "sat", "1", "0.5")]
    keys.append(KeyArrow(np.array([0.0, -size]), "mat", "1", "0.5"))
    plot.set_picture(np.array([size, size / 2]), "cat", keys, 0)
    plot.grab()
    assert grids.pictures and 4 <= max(grids.pictures) <= MOST_LINES
    assert np.allclose(plot.drawn_tip(KEY, 1), [0.0, -size])  # drawn where it is, not clamped
