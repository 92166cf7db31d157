"""Views that are often out of sight redraw only once they can be seen.

The mistakes lab, the scale explorer and the All heads panel sit in docks that are
often closed or tabbed behind another dock.  Redrawing them on every edit would cost
milliseconds for nothing, so while out of sight they only note that they are stale and
catch up once seen.  A dock tabbed behind another is *not* hidden: Qt moves it
off-screen, so it stays "visible" with nothing of it on show, and no show event comes
when its tab is chosen; the dock's ``visibilityChanged`` signal says so instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QWidget


def on_screen(widget: QWidget) -> bool:
    """Shown, and inside its window (not moved off-screen behind another dock's tab)."""
    if not widget.isVisible():
        return False
    window = widget.window()
    # Geometry, not visibleRegion(): that is empty until the window is first painted.
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()).intersects(window.rect())


class RefreshWhenSeen(QObject):
    """Calls ``refresh`` now while ``widget`` is on screen, otherwise once it is seen.

    The widget's document slots call :meth:`request`; whoever puts the widget in a dock
    connects the dock's ``visibilityChanged`` to :meth:`on_dock_visibility_changed`.
    """

    def __init__(self, widget: QWidget, refresh: Callable[[], None], stale: bool = True) -> None:
        super().__init__(widget)  # lives and dies with the widget
        self._widget = widget
        self._refresh = refresh
        self.stale = stale
        widget.installEventFilter(self)

    def request(self) -> None:
        """Something the widget shows has changed."""
        if on_screen(self._widget):
            self._run()
        else:
            self.stale = True

    def on_dock_visibility_changed(self, visible: bool) -> None:
        """Catch up when the dock, or its tab, comes to the front."""
        if visible and self.stale:
            # Its place on screen is only set once this signal's handlers have run.
            QTimer.singleShot(0, self._catch_up)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._widget and event.type() == QEvent.Type.Show and self.stale:
            self._run()
        return False

    def _catch_up(self) -> None:
        if self.stale and on_screen(self._widget):
            self._run()

    def _run(self) -> None:
        self.stale = False
        self._refresh()
