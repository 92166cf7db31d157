"""A heatmap in the pipeline gives its cells the room it asks for.

The scaled scores' map once asked for room guessed from the text height, less than
its axes and colour key take: at 1024 × 768 its square of cells was a third of the
map's width, 31 pixels of its 150 across.
"""

from __future__ import annotations

import pytest
from window_waits import settle

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.shell.compose import build_app


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


def test_row_labels_give_back_their_room_when_the_text_shrinks(qtbot):
    """The pipeline shrinks its text to fit a small screen; each map's row labels and
    colour key must shrink with it, not keep the room they had at the larger text.

    Measured once, opening on lesson 13's last step at 1024 × 768 as ``--lesson`` does:
    when the fit was done, the scaled scores' row labels still had the 74 pixels they
    took at the larger text where they asked for 57, the colour key 65 for 47, and the
    cells got 8 pixels each
    (the plot caught up some 80 ms later, after a screenshot had been taken).
    """
    app = build_app(Document(presets.load_preset("cat-sat-mat")))
    app.files.ask_discard = lambda: "discard"
    window = app.window
    qtbot.addWidget(window)
    window.resize(1024, 768)
    window.show()
    app.lessons.open_lessons("13-find-explain-fix", 7)  # (it loads it-animal)
    qtbot.waitUntil(lambda: not window.pipeline.fit_pending)  # (and no event after it)
    assert window.pipeline.fit < 1.0  # (else the text did not shrink: nothing tested)
    for name in ("scores", "weights"):
        heatmap = window.plots[f"heatmap.{name}"]
        plot = heatmap.view_box().parentItem()  # (the plot item holding the cells)
        (key,) = [item for item in heatmap.ci.items if isinstance(item, pg.ColorBarItem)]
        for part in (plot.getAxis("left"), key.getAxis("right"), key):
            assert part.geometry().width() == part.minimumWidth(), (name, part)
