"""An axis labelled with tokens that never lets two labels overlap."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6 import QtCore, QtGui

from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import token_tick_levels

# Pixels kept free between two neighbouring labels.
_LABEL_GAP = 4.0


class TokenAxis(pg.AxisItem):
    """Axis whose ticks are token positions 0..n-1 labelled with the tokens.

    pyqtgraph draws every label of the first tick level even when they collide;
    this axis drops a label that would touch one already placed, so long tokens
    in narrow cells show every other label instead of a smear. A vertical axis
    also reserves room for its longest token up front, so no label is cut off
    on the first paint.
    """

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self._tokens: list[str] = []

    def set_tokens(self, tokens: Sequence[str]) -> None:
        """Label position i with ``tokens[i]`` (nothing to do when they are unchanged)."""
        tokens = [str(token) for token in tokens]
        if tokens == getattr(self, "_tokens", None):
            return  # resetting ticks throws away the axis' cached drawing: skip it per edit
        self._tokens = tokens
        self.setTicks(token_tick_levels(self._tokens))
        self.fit_to_tokens()

    def fit_to_tokens(self) -> None:
        """Reserve width for the longest token (vertical axes; call after a font change)."""
        if self.orientation not in ("left", "right"):
            return
        font = self.style["tickFont"] or QtGui.QFont()
        metrics = QtGui.QFontMetricsF(font)
        text_width = max((metrics.horizontalAdvance(t) for t in self._tokens), default=0.0)
        width = text_width + self.style["tickTextOffset"][0] + max(0, self.style["tickLength"])
        if self.label.isVisible():
            width += self.label.boundingRect().height() * 0.8  # as pyqtgraph itself counts it
        self.setWidth(int(width + 6))

    def generateDrawSpecs(self, p: QtGui.QPainter):  # noqa: N802 (pyqtgraph override)
        specs = super().generateDrawSpecs(p)
        if specs is None:
            return None
        axis_spec, tick_specs, text_specs = specs
        kept: list[tuple[QtCore.QRectF, object, str]] = []
        # Labels come level by level (every k-th token first), so the sparse, regular
        # set claims its places before the fill-in labels.
        for rect, flags, text in text_specs:
            grown = rect.adjusted(-_LABEL_GAP / 2, -_LABEL_GAP / 2, _LABEL_GAP / 2, _LABEL_GAP / 2)
            if any(grown.intersects(other) for other, _, _ in kept):
                continue
            kept.append((rect, flags, text))
        return axis_spec, tick_specs, kept
