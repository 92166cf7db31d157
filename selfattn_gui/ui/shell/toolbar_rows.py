"""The window's toolbars on as few rows as its width allows, and Tab along all of them.

The controls do not fit one row of a 1024-pixel projector (nor of a 1280-pixel one in
a language with long words), and a toolbar that runs out of room hides its last
buttons behind a "»" menu nobody finds.  So they come in a few toolbars of related
controls (the switches, the heads and sizes, the teaching buttons), laid left to right
in their order; when the next one would not fit the row it starts a new row.

Each toolbar is a :class:`RowToolBar`, which says when its buttons change: the rows are
laid again (the toolbar is wider) and every control of every toolbar is chained for Tab
in the order it sits on the rows, buttons that features add later included (Qt makes a
toolbar's buttons unreachable by Tab, and a button made later would come after the docks).
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QActionEvent
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton, QWidget


class RowToolBar(QToolBar):
    """A toolbar that says when a button joins or leaves it (``sig_actions_changed``)."""

    sig_actions_changed = Signal()

    def __init__(self, title: str, name: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName(name)
        self.setMovable(False)  # its place is its row's: the rows are laid for the width

    def actionEvent(self, event: QActionEvent) -> None:  # noqa: N802 (Qt override)
        super().actionEvent(event)  # makes (or drops) the action's button
        if event.type() in (QEvent.Type.ActionAdded, QEvent.Type.ActionRemoved):
            self.sig_actions_changed.emit()


def row_breaks(widths: Sequence[int], room: int) -> list[bool]:
    """Which toolbars start a new row: filled left to right, as words fill lines.

    ``widths`` are the toolbars' widths in their order, ``room`` the row's width;
    the first never breaks, and one wider than a row gets a row of its own.
    """
    breaks: list[bool] = []
    used = 0
    for index, width in enumerate(widths):
        wrap = index > 0 and used + width > room
        breaks.append(wrap)
        used = width if wrap else used + width
    return breaks


class ToolBarRows(QObject):
    """Puts ``toolbars`` at the top of ``window``, in order, on as few rows as fit."""

    def __init__(self, window: QMainWindow, toolbars: Sequence[RowToolBar]) -> None:
        super().__init__(window)
        self._window = window
        self.toolbars = list(toolbars)
        for toolbar in self.toolbars:
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
            toolbar.sig_actions_changed.connect(self._on_actions_changed)
            toolbar.installEventFilter(self)  # a larger font makes it wider
        window.installEventFilter(self)
        self._on_actions_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if not shiboken6.isValid(self._window):
            return False  # the window is being torn down: its toolbars hide on the way
        if (watched is self._window and kind == QEvent.Type.Resize) or (
            watched is not self._window
            and kind in (QEvent.Type.FontChange, QEvent.Type.Show, QEvent.Type.Hide)
        ):
            self.arrange()
        return False

    def _on_actions_changed(self) -> None:
        self._chain_tab_stops()
        self.arrange()

    def arrange(self) -> None:
        """Start a new row before each toolbar that would not fit the row it is on."""
        window = self._window
        shown = [t for t in self.toolbars if not t.isHidden()]
        layout = window.layout()
        gap = layout.spacing() if layout is not None else 0
        room = window.width() + gap  # each toolbar takes its width and one gap after it
        widths = [t.sizeHint().width() + gap for t in shown]
        wraps = dict(zip(shown, row_breaks(widths, room), strict=True))
        for toolbar in self.toolbars:
            wrap = wraps.get(toolbar, False)  # a hidden one keeps no row of its own
            if wrap != window.toolBarBreak(toolbar):
                if wrap:
                    window.insertToolBarBreak(toolbar)
                else:
                    window.removeToolBarBreak(toolbar)

    def _chain_tab_stops(self) -> None:
        """Make every button a Tab stop and chain the controls in the rows' order.

        The first control keeps its place in the window's Tab chain (it was made first);
        a button added later by a feature joins the chain here, not after the docks.
        """
        controls: list[QWidget] = []
        for toolbar in self.toolbars:
            for action in toolbar.actions():
                widget = toolbar.widgetForAction(action)
                if isinstance(widget, QToolButton):
                    widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus be
                if widget is not None and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    controls.append(widget)
        for before, after in zip(controls, controls[1:], strict=False):
            QWidget.setTabOrder(before, after)
