"""Point at a few panels of the window: a coloured frame on them, the others dimmed.

Used by the walkthrough (and usable by lessons): ``spotlight.show(["panel.Q",
"heatmap.scores"])`` frames those widgets and veils every other target;
``spotlight.clear()`` takes it all away.  Frames and veils are small child widgets
laid over their target that ignore the mouse, so the panels stay fully usable and
nothing about their own painting or style has to change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

FRAME_COLOR = QColor("#e69f00")  # orange: stands out for every kind of colour vision
FRAME_WIDTH = 3
VEIL_ALPHA = 150  # of 255: the dimmed panels stay legible, but clearly in the background


class _Overlay(QWidget):
    """A see-through layer over one widget: a frame around it, or a veil across it."""

    def __init__(self, target: QWidget, kind: str) -> None:
        super().__init__(target)
        self.kind = kind
        self.setObjectName(f"spotlight.{kind}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(target.rect())
        target.installEventFilter(self)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
                self.raise_()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        if self.kind == "veil":
            veil = QColor(self.palette().window().color())
            veil.setAlpha(VEIL_ALPHA)
            painter.fillRect(self.rect(), veil)
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FRAME_COLOR, FRAME_WIDTH))
            inset = FRAME_WIDTH / 2
            painter.drawRoundedRect(
                QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 4, 4
            )
        painter.end()


class Spotlight(QObject):
    """Frames some targets of a window and dims the rest.

    Parameters
    ----------
    window : the main window (its tabbed docks are raised to show a framed target)
    targets : returns every widget that may be framed or dimmed; names are their
        object names
    """

    def __init__(self, window: QMainWindow, targets: Callable[[], list[QWidget]]) -> None:
        super().__init__(window)
        self._window = window
        self._targets = targets
        self._overlays: dict[QWidget, _Overlay] = {}
        self._names: list[str] = []

    @property
    def active(self) -> bool:
        return bool(self._overlays)

    @property
    def names(self) -> list[str]:
        """The object names framed right now."""
        return list(self._names)

    def show(self, names: Iterable[str]) -> None:
        """Frame the targets called ``names``; veil every other target."""
        self.clear()
        self._names = list(names)
        wanted = set(self._names)
        for target in self._targets():
            framed = target.objectName() in wanted
            self._overlays[target] = _Overlay(target, "frame" if framed else "veil")
            self._overlays[target].show()
            if framed:
                self._bring_to_front(target)

    def clear(self) -> None:
        """Remove every frame and veil."""
        for target, overlay in self._overlays.items():
            target.removeEventFilter(overlay)
            overlay.hide()
            overlay.deleteLater()
        self._overlays.clear()
        self._names = []

    def is_framed(self, widget: QWidget) -> bool:
        overlay = self._overlays.get(widget)
        return overlay is not None and overlay.kind == "frame"

    def is_dimmed(self, widget: QWidget) -> bool:
        overlay = self._overlays.get(widget)
        return overlay is not None and overlay.kind == "veil"

    def _bring_to_front(self, target: QWidget) -> None:
        """Raise the tab of a framed target's dock when another tab hides it."""
        parent = target.parentWidget()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parentWidget()
        if parent is None or not parent.toggleViewAction().isChecked():
            return  # not in a dock, or closed on purpose by the learner
        if self._window.tabifiedDockWidgets(parent) and not parent.isVisible():
            parent.raise_()
