"""Plots that draw only while some of them can be seen.

In a tall pipeline (a long sentence, many features) the scores and weights stages are
often scrolled out of sight, and in presentation mode most stages are hidden.  Drawing a
256 × 256 heatmap there on every edit costs milliseconds for nothing, so a redraw asked
for while no pixel of the plot is on show waits, and runs just before the plot is next
painted (scrolled into view, or shown) or read (its numbers, an export).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

Draw = Callable[[], None]


def can_be_seen(widget: QWidget) -> bool:
    """Shown, and not clipped away entirely (scrolled out of sight, or not yet painted).

    A view's own region is what its viewport leaves uncovered (the frame): the
    viewport's is the one that shows the picture.
    """
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

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        # Before the scene is drawn: the items then paint what the draws just set.
        self.catch_up()
        super().paintEvent(event)  # type: ignore[misc]
