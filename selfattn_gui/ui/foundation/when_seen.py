"""The one rule for what is out of sight, and the watcher that catches up once seen.

A view out of sight need not redraw: the All heads tab behind another dock, the
mistakes lab closed, a heatmap scrolled out of a tall pipeline, the stages presentation
mode hides.  Redrawing them on every edit costs milliseconds for nothing, so they wait
and catch up once a person could see them.

Seen means: shown, and some of it inside its window (:func:`seen`).  Until the window
is first on a screen, a widget counts as seen if it will show with the window, so the
first picture is drawn before the first paint.  A dock tabbed behind another is not
hidden (Qt moves it out of the window), and nothing is said when a scroll area brings a
widget into view; both are caught by the paint that shows it again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def seen(widget: QWidget) -> bool:
    """Whether a person could see some of ``widget`` now (or, before its window is on a
    screen, once the window shows)."""
    window = widget.window()
    handle = window.windowHandle()
    if handle is None or not handle.isExposed():
        return widget is window or widget.isVisibleTo(window)
    if not widget.isVisible():
        return False
    # A scroll area's own region is what its viewport leaves uncovered (the frame).
    shows = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
    return not shows.visibleRegion().isEmpty()


class WhenSeen(QObject):
    """Runs ``catch_up`` when ``widget``, marked stale, is seen again.

    Its owner calls :meth:`mark_stale` instead of redrawing while :func:`seen` is false.
    A show catches up at once, before the first paint (so no old picture flashes up); a
    paint that finds it stale (scrolled into view, its dock's tab chosen) catches up in
    the next turn of the event loop, not inside the paint: pyqtgraph's items changed
    while their scene is painted stay laid out for the old numbers.
    """

    def __init__(self, widget: QWidget, catch_up: Callable[[], None]) -> None:
        super().__init__(widget)  # lives and dies with the widget
        self._widget = widget
        self._catch_up = catch_up
        self.stale = False
        widget.installEventFilter(self)

    def mark_stale(self) -> None:
        self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self.stale and watched is self._widget:
            if event.type() == QEvent.Type.Show:
                self._run()
            elif event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self, self._run_if_seen)
        return False

    def _run_if_seen(self) -> None:
        if self.stale and seen(self._widget):
            self._run()

    def _run(self) -> None:
        self.stale = False
        self._catch_up()
