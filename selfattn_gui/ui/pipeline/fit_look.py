"""The look of the plots inside the pipeline: the window's, times the pipeline's fit.

The pipeline sizes its text to the room it has; its plots draw their text with
pyqtgraph, which the Qt font does not reach, so they follow this look instead of the
window's: the same colours, and the text scaled by the same fit.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from selfattn_gui.ui.foundation.look import PlotLook


class FitLook(QObject):
    """A :class:`~selfattn_gui.ui.plots.plot_look.PlotLook` scaled by ``fit``.

    Signals
    -------
    sig_changed : the window's look or the fit changed (the plots redraw)
    sig_window_look_changed : the window's look changed (the pipeline fits again)
    """

    sig_changed = Signal()
    sig_window_look_changed = Signal()

    def __init__(self, look: PlotLook, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._look = look
        self.fit = 1.0
        look.sig_changed.connect(self.sig_window_look_changed)
        look.sig_changed.connect(self.sig_changed)

    def plot_colors(self) -> tuple[str, str]:
        return self._look.plot_colors()

    @property
    def effective_scale(self) -> float:
        return self._look.effective_scale * self.fit

    def set_fit(self, fit: float) -> None:
        """Scale the plots' text by ``fit`` on top of the window's zoom."""
        if abs(fit - self.fit) > 1e-6:
            self.fit = fit
            self.sig_changed.emit()
