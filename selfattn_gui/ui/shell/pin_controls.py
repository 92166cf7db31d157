"""Pin and compare: the one action that keeps the numbers and later lets go of them.

"Pin" (F8) keeps the numbers on screen; from then on every table and picture shows
what changed since (:mod:`selfattn_gui.model.pin` holds the numbers, the views draw
them).  The action sits in the Attention menu and on the toolbar; presentation mode
hides both, so while presenting a button beside "Leave" shows it on the wall too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton

from selfattn_gui.core.text import translate

if TYPE_CHECKING:
    from selfattn_gui.ui.classroom.presentation import Presentation
    from selfattn_gui.ui.shell.main_window import MainWindow

#: Beside F5 (present), F6 (step through) and F7 (lessons); a table does not take it.
PIN_KEY = "F8"
_GAP = 6  # pixels between this button and the Leave button
_LEAVE_BUTTON_EVENTS = (QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.ZOrderChange)


class PinControls(QObject):
    """The checkable ``action.pin`` of one window, and its button while presenting."""

    def __init__(self, window: MainWindow, presentation: Presentation) -> None:
        super().__init__(window)
        self._window = window
        self._pin = window.document.pin
        self._presentation = presentation
        self.action = QAction(translate("pin_controls", "Pin"), window)
        self.action.setObjectName("action.pin")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(PIN_KEY))
        # A window shortcut: it works whichever table or picture has the focus.
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        tip = translate(
            "pin_controls",
            "Pin: keep the numbers as they are now; every matrix then shows what your next "
            "edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.",
        ).format(key=PIN_KEY)
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)
        self.action.toggled.connect(self._on_action_toggled)
        self._pin.sig_pin_changed.connect(self._on_pin_changed)
        window.addAction(self.action)
        window.menu_attention.addSeparator()
        window.menu_attention.addAction(self.action)
        window.add_toolbar_button(
            self.action,
            "button.pin",
            translate("pin_controls", "Pin the numbers to compare with"),
            separated=True,
        )
        self.presenting_button = self._build_presenting_button()
        presentation.action.toggled.connect(self._on_presentation_toggled)
        # Presentation mode moves and raises its Leave button whenever the docks change;
        # this button follows it, so it is never left behind a dock.
        presentation.leave_button.installEventFilter(self)

    def _build_presenting_button(self) -> QToolButton:
        """The action as a button on the window itself, shown while presenting."""
        button = QToolButton(self._window)
        button.setObjectName("button.pin_presenting")
        button.setDefaultAction(self.action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAccessibleName(translate("pin_controls", "Pin the numbers to compare with"))
        button.setAutoFillBackground(True)  # readable over whatever is under it
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the clicker's keys stay with the steps
        button.hide()
        return button

    # -- the pin <-> the action ----------------------------------------------------------
    def _on_action_toggled(self, on: bool) -> None:
        self._pin.set_pinned(on)

    def _on_pin_changed(self, pinned: bool) -> None:
        """Keep the check mark true to the pin (a new file unpins without the action)."""
        if self.action.isChecked() != pinned:
            self.action.setChecked(pinned)
        # The word says the state too: a checked button may differ from others only a little.
        self.action.setText(
            translate("pin_controls", "Pinned") if pinned else translate("pin_controls", "Pin")
        )
        if pinned:
            self._window.document.sig_message.emit(
                translate(
                    "pin_controls",
                    "Pinned: changed numbers now show their old value under them, and the "
                    "old bars are drawn dashed. {key} unpins.",
                ).format(key=PIN_KEY)
            )
        self._place_presenting_button()

    # -- presentation mode ---------------------------------------------------------------
    def _on_presentation_toggled(self, presenting: bool) -> None:
        self.presenting_button.setVisible(presenting)
        self._place_presenting_button()

    def _place_presenting_button(self) -> None:
        """Just before the Leave button in reading order (left of it, right of it right to
        left), on top of the docks like it."""
        button = self.presenting_button
        if not button.isVisible():
            return
        button.adjustSize()
        leave = self._presentation.leave_button.geometry()
        if self._window.layoutDirection() == Qt.LayoutDirection.LeftToRight:
            x = leave.left() - _GAP - button.width()
        else:
            x = leave.right() + 1 + _GAP
        button.move(x, leave.bottom() - button.height() + 1)
        button.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._presentation.leave_button and event.type() in _LEAVE_BUTTON_EVENTS:
            self._place_presenting_button()
        return False
