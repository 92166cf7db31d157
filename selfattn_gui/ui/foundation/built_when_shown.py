"""A dock whose content is made the first time it is needed, not when the window is built.

The Train panel, the mistakes lab and the scale explorer start hidden, and most
sessions never open them; made at start-up they took about half of the window's build.
Their docks (title, View-menu toggle, object name, place in a saved layout) exist from
the start and hold an empty placeholder; :class:`BuiltWhenShown` makes the content and
puts it in the dock the first time the dock is shown, whatever shows it (its toggle, a
shortcut, a restored layout that had it open, a lesson step, presentation mode), or
the first time code asks for it (:meth:`BuiltWhenShown.build`).  Its toggle makes the
content before the dock shows (the dock then opens as it did when the content was
made at start-up, also for the moment it spends docked before a feature floats it);
anything else that shows the dock has the content made in the dock's show event,
before anything of the dock is painted, so the dock never shows empty.  Whatever the
content connects or reads (the document, the veil, the look) it reads as it is then.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QWidget


def placeholder(name: str) -> QWidget:
    """The empty widget a dock holds until its content is made (named ``name``)."""
    widget = QWidget()
    widget.setObjectName(name)
    return widget


class BuiltWhenShown(QObject):
    """Makes ``dock``'s content with ``make`` on the dock's first show (or :meth:`build`).

    Parameters
    ----------
    dock : the dock, holding a :func:`placeholder` until then
    make : returns the content (the dock's widget from then on); called once
    """

    def __init__(self, dock: QDockWidget, make: Callable[[], QWidget]) -> None:
        super().__init__(dock)  # lives and dies with the dock
        self._dock = dock
        self._make: Callable[[], QWidget] | None = make
        dock.installEventFilter(self)
        # "toggled" comes before "triggered", which the dock shows itself on.
        dock.toggleViewAction().toggled.connect(self._on_toggled)

    @property
    def built(self) -> bool:
        """True once the content is made."""
        return self._make is None

    def build(self) -> None:
        """Make the content and put it in the dock, unless that was done already."""
        make, self._make = self._make, None
        if make is None:
            return
        self._dock.removeEventFilter(self)  # (the toggle stays connected: built, it does nothing)
        content = make()
        empty = self._dock.widget()
        self._dock.setWidget(content)  # (shown at once when the dock is)
        if empty is not None and empty is not content:
            empty.deleteLater()

    def _on_toggled(self, checked: bool) -> None:
        if checked:
            self.build()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # Before the dock's own show handling: its visibilityChanged reaches what the
        # content connected, and the first paint already has the content.
        if watched is self._dock and event.type() == QEvent.Type.Show:
            self.build()
        return False
