"""An axis labelled with tokens that shows every token's label, shrunk or elided to fit."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6 import QtCore, QtGui

from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_style import lay_out_again, token_tick_levels

# Pixels kept free between two neighbouring labels.
_LABEL_GAP = 4.0
# Up to this many tokens every one is labelled; longer sequences show every k-th token.
_MOST_TOKENS_ALL_LABELLED = 16
# Labels shrink step by step down to this share of the tick font before they are elided.
_SHRINK_STEPS = (1.0, 0.9, 0.8, 0.7)
# A row label longer than this text is elided, so one long token can't squeeze the cells.
_WIDEST_ROW_LABEL = "abcdefghijklm"

_Spec = tuple[QtCore.QRectF, QtCore.Qt.AlignmentFlag, str]


def _without_overlaps(text_specs: Sequence[_Spec]) -> list[_Spec]:
    """Keep labels in order, dropping one that would touch a label already kept."""
    kept: list[_Spec] = []
    for rect, flags, text in text_specs:
        grown = rect.adjusted(-_LABEL_GAP / 2, -_LABEL_GAP / 2, _LABEL_GAP / 2, _LABEL_GAP / 2)
        if not any(grown.intersects(other) for other, _, _ in kept):
            kept.append((rect, flags, text))
    return kept


class TokenAxis(pg.AxisItem):
    """Axis whose ticks are token positions 0..n-1 labelled with the tokens.

    pyqtgraph drops labels that would collide, so in narrow cells a learner lost
    tokens ("animal it" with "street" gone). Up to 16 tokens this axis draws every
    label: in a smaller font when the cells are narrow (down to 70 %), then turned
    upright (column labels), then elided ("anim…"). Longer sequences show every k-th token instead of a smear. A vertical
    axis reserves room for its longest token (elided past about 13 letters) up front,
    so no label is cut off on the first paint.
    """

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self._tokens: list[str] = []
        #: The font the labels were fitted in, or None for the tick font (thinned labels).
        self._label_font: QtGui.QFont | None = None
        self._upright = False  # column labels turned to read upwards (cells too narrow)
        #: the least share of the tick font a label may shrink to before the labels are
        #: thinned instead (1.0: never smaller than the tick font, for small maps)
        self.least_share = _SHRINK_STEPS[-1]

    @property
    def tokens(self) -> tuple[str, ...]:
        """The labels of positions 0, 1, … (all of them, also where some are not drawn)."""
        return tuple(self._tokens)

    def set_tokens(self, tokens: Sequence[str]) -> None:
        """Label position i with ``tokens[i]`` (nothing to do when they are unchanged)."""
        tokens = [str(token) for token in tokens]
        if tokens == getattr(self, "_tokens", None):
            return  # resetting ticks throws away the axis' cached drawing: skip it per edit
        self._tokens = tokens
        self.setTicks(token_tick_levels(self._tokens))
        self.fit_to_tokens()

    def _tick_font(self) -> QtGui.QFont:
        return QtGui.QFont(self.style["tickFont"] or QtGui.QFont())

    def _row_label_room(self, metrics: QtGui.QFontMetricsF) -> float:
        """Width a row label may take in ``metrics``' font: its longest token, capped."""
        longest = max((metrics.horizontalAdvance(t) for t in self._tokens), default=0.0)
        return min(longest, metrics.horizontalAdvance(_WIDEST_ROW_LABEL))

    def fit_to_tokens(self) -> None:
        """Reserve width for the longest token (vertical axes; call after a font change)."""
        if self.orientation not in ("left", "right"):
            return
        text_width = self._row_label_room(QtGui.QFontMetricsF(self._tick_font()))
        width = text_width + self.style["tickTextOffset"][0] + max(0, self.style["tickLength"])
        if self.label.isVisible():
            width += self.label.boundingRect().height() * 0.8  # as pyqtgraph itself counts it
        self.setWidth(int(width + 6))
        lay_out_again(self)

    def generateDrawSpecs(self, p: QtGui.QPainter):  # noqa: N802 (pyqtgraph override)
        specs = super().generateDrawSpecs(p)
        if specs is None:
            return None
        axis_spec, tick_specs, text_specs = specs
        fitted = self._every_label()
        self._label_font = fitted[0] if fitted is not None else None
        if fitted is None:
            self._keep_height(None)  # pyqtgraph's own height for its own labels
        # Thinned labels come level by level (every k-th token first), so the sparse,
        # regular set claims its places before the fill-in labels.
        labels = fitted[1] if fitted is not None else _without_overlaps(text_specs)
        return axis_spec, tick_specs, labels

    def drawPicture(self, p, axisSpec, tickSpecs, textSpecs) -> None:  # noqa: N802 (pyqtgraph override)
        if self._label_font is None:
            super().drawPicture(p, axisSpec, tickSpecs, textSpecs)
            return
        super().drawPicture(p, axisSpec, tickSpecs, [])
        p.setFont(self._label_font)  # pyqtgraph would draw them in the unshrunk tick font
        p.setPen(self.textPen())
        for rect, flags, text in textSpecs:
            if not self._upright:
                p.drawText(rect, int(flags), text)
                continue
            p.save()  # turned a quarter left: read from the bottom up, ending at the axis
            p.setTransform(
                QtGui.QTransform.fromTranslate(rect.center().x(), rect.center().y()), True
            )
            p.rotate(-90)
            turned = QtCore.QRectF(
                -rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()
            )
            p.drawText(turned, int(QtCore.Qt.AlignmentFlag.AlignCenter), text)
            p.restore()

    def _tick_positions(self) -> list[float] | None:
        """Where token i's tick sits along the axis, in item pixels (pyqtgraph's mapping)."""
        bounds = self.mapRectFromParent(self.geometry())
        low, high = self.range
        if high == low:
            return None
        if self.orientation in ("left", "right"):
            scale = -bounds.height() / (high - low)
            positions = [(i - low) * scale + bounds.height() for i in range(len(self._tokens))]
            length = bounds.height()
        else:
            scale = bounds.width() / (high - low)
            positions = [(i - low) * scale for i in range(len(self._tokens))]
            length = bounds.width()
        if any(x < -0.5 or x > length + 0.5 for x in positions):
            return None  # part of the row of tokens is out of view: thin as pyqtgraph does
        return positions

    def _every_label(self) -> tuple[QtGui.QFont, list[_Spec]] | None:
        """Font and place of every token's label, or None when they can't all fit.

        Column labels too wide for their cells even in the smallest font turn upright
        (read from bottom to top), and the axis grows to hold them.
        """
        positions = self._tick_positions()
        # No tokens yet (a heatmap painted before its first matrix): pyqtgraph's own
        # labels.  Without this the cell size below reads positions[0] of an empty list,
        # inside a paint, and the exception there takes the whole process down.
        if not positions or len(self._tokens) > _MOST_TOKENS_ALL_LABELLED:
            return None
        cell = abs(positions[1] - positions[0]) if len(positions) > 1 else 2 * positions[0]
        across = self.orientation in ("top", "bottom")
        if across:
            font, metrics = self._shrunk_font(
                lambda m: max(map(m.horizontalAdvance, self._tokens)) + _LABEL_GAP <= cell
            )
        else:
            font, metrics = self._shrunk_font(lambda m: m.height() * 0.8 <= cell)
        upright = across and max(map(metrics.horizontalAdvance, self._tokens)) + _LABEL_GAP > cell
        if upright:  # turned, a label needs only a line's height of the cell's width
            font, metrics = self._shrunk_font(lambda m: m.height() <= cell)
        if metrics.height() * 0.8 > cell + _LABEL_GAP or (upright and metrics.height() > cell):
            return None  # not a line of text per cell: thin the labels
        room = self._row_label_room(metrics) if upright or not across else cell - _LABEL_GAP
        texts = [
            metrics.elidedText(t, QtCore.Qt.TextElideMode.ElideRight, room) for t in self._tokens
        ]
        if any(text in ("", "…") for text in texts):
            return None  # not one letter fits: thin the labels instead
        offset = max(0, self.style["tickLength"]) + self.style["tickTextOffset"][int(across)]
        bounds = self.mapRectFromParent(self.geometry())
        specs = []
        for text, x in zip(texts, positions, strict=True):
            width, height = metrics.horizontalAdvance(text), metrics.height()
            if upright:  # the rectangle it takes once turned: as wide as a line is high
                specs.append(self._label_spec(bounds, offset, x, height, width, text))
            else:
                specs.append(self._label_spec(bounds, offset, x, width, height, text))
        self._upright = upright
        self._keep_height(offset + max(rect.height() for rect, _, _ in specs) if upright else None)
        return font, specs

    def _shrunk_font(
        self, fits: Callable[[QtGui.QFontMetricsF], bool]
    ) -> tuple[QtGui.QFont, QtGui.QFontMetricsF]:
        """The largest step of the tick font that ``fits`` (else the smallest step)."""
        base = self._tick_font()
        steps = [share for share in _SHRINK_STEPS if share >= self.least_share] or [1.0]
        for share in steps:
            font = QtGui.QFont(base)
            font.setPointSizeF(base.pointSizeF() * share)
            metrics = QtGui.QFontMetricsF(font)
            if fits(metrics):
                break
        return font, metrics

    def _keep_height(self, label_height: float | None) -> None:
        """Hold the height of upright labels (None: pyqtgraph sizes the axis itself)."""
        if label_height is None:
            self._upright = False
            if self.orientation in ("top", "bottom") and self.fixedHeight is not None:
                self.setHeight(None)
            return
        if self.label.isVisible():
            label_height += self.label.boundingRect().height() * 0.8  # as pyqtgraph counts it
        if self.fixedHeight != int(label_height + 2):
            self.setHeight(int(label_height + 2))

    def _label_spec(
        self, bounds: QtCore.QRectF, offset: float, x: float, width: float, height: float, text: str
    ) -> _Spec:
        """A label's rectangle beside its tick at ``x``, aligned towards the axis line."""
        align = QtCore.Qt.AlignmentFlag
        if self.orientation == "left":
            rect = QtCore.QRectF(bounds.right() - offset - width, x - height / 2, width, height)
            flags = align.AlignRight | align.AlignVCenter
        elif self.orientation == "right":
            rect = QtCore.QRectF(bounds.left() + offset, x - height / 2, width, height)
            flags = align.AlignLeft | align.AlignVCenter
        elif self.orientation == "top":
            rect = QtCore.QRectF(x - width / 2, bounds.bottom() - offset - height, width, height)
            flags = align.AlignHCenter | align.AlignBottom
        else:
            rect = QtCore.QRectF(x - width / 2, bounds.top() + offset, width, height)
            flags = align.AlignHCenter | align.AlignTop
        return rect, flags | QtCore.Qt.TextFlag.TextDontClip, text
