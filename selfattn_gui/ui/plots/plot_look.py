"""Plots that follow the application's look: theme colours and text size.

pyqtgraph draws its own colours and fonts, so a plot is not restyled by the Qt
palette and font like the other widgets.  Instead each plot follows a
:class:`PlotLook` (the classroom's ``Appearance``) itself: it takes the look when it
is handed one and again whenever the look says it changed, so plots made later (a
head added, a lesson's dock) need nobody to go looking for them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView, QGraphicsWidget

from selfattn_gui.ui.foundation.look import PlotLook


class FollowsLook:
    """Mixed into a plot widget that has ``set_theme_colors`` and ``set_font_scale``."""

    _look: PlotLook | None = None
    _look_applied: tuple[str, str, float] | None = None

    def set_theme_colors(self, background: str, foreground: str) -> None:
        raise NotImplementedError

    def set_font_scale(self, scale: float) -> None:
        raise NotImplementedError

    def follow_look(self, look: PlotLook) -> None:
        """Draw in ``look``'s colours and size now and after each of its changes."""
        self._look = look
        look.sig_changed.connect(self._on_look_changed)
        self._on_look_changed()

    def _on_look_changed(self) -> None:
        look = self._look
        if look is None:
            return
        background, foreground = look.plot_colors()
        wanted = (background, foreground, look.effective_scale)
        if wanted == self._look_applied:  # restyling the axes throws away their drawing
            return
        self._look_applied = wanted
        self.set_theme_colors(background, foreground)
        self.set_font_scale(look.effective_scale)


def keep_left_to_right(view: QGraphicsView) -> None:
    """Draw ``view`` left to right in every language: Arabic mirrors the window, but a
    chart's axes, a heatmap's columns and the arrows keep the order of the formulas.

    Call it once the view's items are made: the plot items inside a pyqtgraph view do
    not take the view's direction (they keep the application's), so each is set.
    """
    view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    for item in view.scene().items():
        if isinstance(item, QGraphicsWidget):
            item.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
