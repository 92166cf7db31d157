"""Plots that draw only while some of them can be seen.

In a tall pipeline (a long sentence, many features) the scores and weights stages are
often scrolled out of sight, and in presentation mode most stages are hidden.  Drawing a
256 × 256 heatmap there on every edit costs milliseconds for nothing, so a redraw asked
for while no pixel of the plot is on show waits.  It runs when the plot is shown again
(before it paints), when it is read (its numbers, an export), and right after a paint
that finds it waiting (scrolled into view: no event comes before that paint).  Not
inside the paint itself: pyqtgraph's items changed while the scene is being painted are
left laid out for the old numbers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QPaintEvent, QShowEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

Draw = Callable[[], None]


def can_be_seen(widget: QWidget) -> bool:
    """Shown, and not clipped away entirely (scrolled out of sight).

    Until its window is on a screen every widget counts as seen: what is clipped is
    only known from then on.  A view's own region is what its viewport leaves
    uncovered (the frame): the viewport's is the one that shows the picture.
    """
    handle = widget.window().windowHandle()
    if handle is None or not handle.isExposed():
        return True
    if isinstance(widget, QAbstractScrollArea):
        widget = widget.viewport()
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


class DrawsWhenSeen:
    """Mixin for a pyqtgraph view (put it first among the bases).

    ``draw_when_seen(draw)`` runs ``draw`` at once while the plot can be seen; otherwise
    it keeps it, once, and :meth:`catch_up` runs what waits, in the order first asked.
    The plot's readers call :meth:`catch_up` first, so they never read an old picture.
    """

    _waiting: dict[Draw, None] | None = None  # an ordered set of the draws that wait

    def draw_when_seen(self, draw: Draw) -> None:
        """Run ``draw`` (a bound method, so that asking again finds the same one) when seen."""
        assert isinstance(self, QAbstractScrollArea)
        if can_be_seen(self):
            if self._waiting:
                self._waiting.pop(draw, None)
            draw()
            return
        if self._waiting is None:
            self._waiting = {}
        self._waiting[draw] = None

    @property
    def draws_waiting(self) -> int:
        """How many redraws wait for the plot to be seen (0: it shows the latest numbers)."""
        return len(self._waiting or ())

    def catch_up(self) -> None:
        """Run every redraw that waits, so that the plot shows the latest numbers."""
        while self._waiting:
            draw = next(iter(self._waiting))
            del self._waiting[draw]
            draw()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        self.catch_up()  # before its first paint on show, so no old picture flashes up
        super().showEvent(event)  # type: ignore[misc]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        assert isinstance(self, QObject)
        if self._waiting:  # scrolled into view: draw the latest numbers in the next turn
            QTimer.singleShot(0, self, self.catch_up)  # (not after the plot is gone)
        super().paintEvent(event)  # type: ignore[misc]
