"""A resize is painted fitted, or not at all: never a pipeline caught half-way to its fit.

Measured once on a busy two-core machine: 400 ms after maximising to 1920 × 1080 every
table still showed scroll bars and cut-off columns.  The fit then ran in turns of the
event loop (back to the window's text size, then an estimate, then steps down), and the
window was painted at each turn; a table was also painted with the scroll bars it had
needed at the size tried a moment before.

Every paint of every table after a resize is recorded here, with what the table and the
pipeline looked like at that moment.  Nothing is timed: the fit is counted in turns of
the event loop and in fits.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from window_waits import settle

from selfattn_gui.ui.editors.matrix_table import MatrixTableView

#: the sizes a window goes through: maximised on a classroom screen, a small projector, back
SIZES = [(1920, 1080), (1024, 768), (1280, 800), (1600, 900)]


@dataclass(frozen=True)
class Painted:
    """What one table looked like when it was painted."""

    table: str
    scroll_bars: bool  # either of its scroll bars on show
    cut_off: bool  # smaller than its cells need
    text_points: float  # the pipeline's text size at that moment
    fitted_points: float  # the text size of the fit the pipeline last chose
    fit_pending: bool


class PaintRecorder(QObject):
    """Notes every paint of the tables on show in the pipeline."""

    def __init__(self, window) -> None:
        super().__init__()
        self.window = window
        self.painted: list[Painted] = []
        self.stages = window.findChild(QWidget, "pipeline.stages")
        self.tables = {
            table.viewport(): table
            for table in self.stages.findChildren(MatrixTableView)
            if table.isVisible()
        }
        for viewport in self.tables:
            viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and watched in self.tables:
            table = self.tables[watched]
            pipeline = self.window.pipeline
            self.painted.append(
                Painted(
                    table.objectName(),
                    table.horizontalScrollBar().isVisible()
                    or table.verticalScrollBar().isVisible(),
                    table.width() < table.sizeHint().width()
                    or table.height() < table.sizeHint().height(),
                    self.stages.font().pointSizeF(),
                    QApplication.font().pointSizeF() * pipeline.fit,
                    pipeline.fit_pending,
                )
            )
        return False

    def stop(self) -> None:
        for viewport in self.tables:
            viewport.removeEventFilter(self)


def turn_event_loop(times: int) -> None:
    """Let the event loop turn ``times`` times (posted events, timers due, paints)."""
    for _ in range(times):
        QApplication.processEvents()


def half_fitted(painted: list[Painted]) -> list[Painted]:
    return [
        p
        for p in painted
        # (the fit before, painted while the next one waits, is the old frame: allowed)
        if p.scroll_bars or p.cut_off or abs(p.text_points - p.fitted_points) > 0.01
    ]


@pytest.mark.parametrize("preset", ["cat-sat-mat", "it-animal"])
def test_every_paint_after_a_resize_shows_the_settled_fit(open_app, qtbot, preset):
    window = open_app(qtbot, preset).window
    for size in SIZES:
        recorder = PaintRecorder(window)
        fits_before = window.pipeline.fit_passes
        window.resize(*size)
        turn_event_loop(3)
        # Settled after a few turns: no fit waits, and no table scrolls or is cut off.
        assert not window.pipeline.fit_pending, size
        settled = [
            (t.objectName(), t.horizontalScrollBar().isVisible(), t.verticalScrollBar().isVisible())
            for t in recorder.tables.values()
            if t.horizontalScrollBar().isVisible() or t.verticalScrollBar().isVisible()
        ]
        assert settled == [], (size, settled)
        settle(qtbot, window)
        recorder.stop()
        assert recorder.painted, size  # (else nothing was looked at)
        assert half_fitted(recorder.painted) == [], (size, half_fitted(recorder.painted)[:3])
        # One fit for each room the window gives the pipeline on its way to the new size
        # (the toolbar may take another row after the first): not a fit spread over turns.
        assert window.pipeline.fit_passes - fits_before <= 2, size
