"""Notes and warnings: labels in the theme's note or warning colour, whatever the theme.

A label shown with :func:`show_as` colours itself when it is made and again whenever
the application's palette changes (which is what a new theme does), from the theme that
palette shows.  So nobody walks the window looking for labels to recolour, and a label
made later (a dialog's hint) is coloured like the others from the start.

A palette of the label's own rather than an application style sheet, which would make
every widget of the app slower to lay out.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel

from selfattn_gui.ui.foundation.themes import RECOLOUR_EVENTS, theme_of

#: what a label can be shown as
ROLES = ("note", "warning")


def show_as(label: QLabel, role: str) -> None:
    """Show ``label`` as a "note" or a "warning" of the theme in use, now and after every
    theme change; a warning is also bold.  Its ``role`` property names the role."""
    if role not in ROLES:
        raise ValueError(f"unknown label role {role!r}; expected one of {', '.join(ROLES)}")
    label.setProperty("role", role)
    _RoleColour(label, role)


class _RoleColour(QObject):
    """Keeps one label in its role's colour (a child of the label, so it goes with it)."""

    def __init__(self, label: QLabel, role: str) -> None:
        super().__init__(label)
        self._label = label
        self._role = role
        self._applied: str | None = None
        label.installEventFilter(self)
        self._recolour()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._label and event.type() in RECOLOUR_EVENTS:
            self._recolour()
        return False

    def _recolour(self) -> None:
        theme = theme_of()  # the application's: what the theme in use put there
        colour = theme.note if self._role == "note" else theme.warning
        if colour == self._applied:  # also ends the change its own palette makes
            return
        self._applied = colour
        label = self._label
        palette = QPalette()  # only this role is the label's own; the rest follows the app
        palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        label.setPalette(palette)
        if self._role == "warning" and not label.font().bold():
            font = QFont()
            font.setBold(True)  # weight only: the size still follows the zoom
            label.setFont(font)
