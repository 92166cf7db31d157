"""A heatmap in the pipeline gives its cells the room it asks for.

The scaled scores' map once asked for room guessed from the text height, less than
its axes and colour key take: at 1024 × 768 its square of cells was a third of the
map's width, 31 pixels of its 150 across.
"""

from __future__ import annotations

import pytest
from window_waits import settle


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
@pytest.mark.parametrize("name", ["scores", "weights"])  # (scores: the scaled ones)
def test_the_cells_are_not_squeezed_by_the_axes_and_the_key(app, qtbot, size, name):
    window = app.window
    window.resize(*size)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)
    settle(qtbot, window)
    heatmap = window.plots[f"heatmap.{name}"]
    box = heatmap.view_box().sceneBoundingRect()  # where the square of cells is drawn
    # The row may make the map taller than its cells need; across, they are what it asks.
    assert box.width() >= 0.3 * heatmap.width(), (box.width(), heatmap.width())
