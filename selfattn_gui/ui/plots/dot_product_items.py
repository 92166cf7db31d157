"""The pieces of the dot product picture: its colours, one key as drawn, the items of one
arrow, and the small geometry of taking hold of an arrow on the screen."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6 import QtCore, QtGui

from selfattn_gui.core.maths.dot_product_picture import direction_degrees
from selfattn_gui.ui.plots.pg import pg

QUERY, KEY = "query", "key"


@dataclass(frozen=True)
class ArrowColours:
    """The colours of the arrows on one background (colour-blind safe pairs)."""

    query: QtGui.QColor
    key: QtGui.QColor
    chosen_key: QtGui.QColor
    masked: QtGui.QColor


#: On a light background: the query in the query chart's blue, keys orange to red.
LIGHT = ArrowColours(
    QtGui.QColor("#4477aa"),
    QtGui.QColor("#ee7733"),
    QtGui.QColor("#cc3311"),
    QtGui.QColor("#999999"),
)
#: On a dark one (dark and high-contrast themes, projectors): the same hues, lighter.
DARK = ArrowColours(
    QtGui.QColor("#88ccee"),
    QtGui.QColor("#ffbb77"),
    QtGui.QColor("#ff7755"),
    QtGui.QColor("#aaaaaa"),
)


def colours_on(background: str) -> ArrowColours:
    """The arrow colours that stand out on ``background`` ("#rrggbb")."""
    return DARK if QtGui.QColor(background).lightness() < 128 else LIGHT


#: How near (pixels) a press must be to an arrow to take hold of it.
GRAB_PIXELS = 12.0
_NICE_STEPS = (0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0)
#: The most lines the grid draws across the view: whole units up to this many, then tens,
#: hundreds and so on (a grid of a line per unit over a view of 1e6 froze the window).
GRID_LINES = 40
#: Below this width (pixels) a key's words are only its name and q·k, not its weight.
ROOM_FOR_WEIGHTS = 240


@dataclass(frozen=True)
class KeyArrow:
    """One key as drawn: its ``tip`` (2,), its ``label`` ("" when another key at the
    same point speaks for it), its ``score`` q·k and ``weight`` as written ("" with no
    query), and whether it is ``masked`` for the query."""

    tip: np.ndarray
    label: str
    score: str = ""
    weight: str = ""
    masked: bool = False

    def text(self, roomy: bool) -> str:
        """The words at the tip: on two lines with the weight when ``roomy``."""
        if not self.label or not self.score:
            return self.label
        if self.masked:
            return f"{self.label} masked"
        return (
            f"{self.label}\nq·k {self.score} → {self.weight}"
            if roomy
            else f"{self.label} {self.score}"
        )


class ArrowItems:
    """The items of one arrow: the shaft, the head and the text at the tip."""

    def __init__(self, plot: pg.PlotItem, depth: float) -> None:
        self.shaft = pg.PlotCurveItem()
        self.head = pg.ArrowItem(headLen=14, tipAngle=40, tailLen=0, pen=None)
        self.text = pg.TextItem()
        for item in (self.shaft, self.head, self.text):
            plot.addItem(item, ignoreBounds=True)
            item.setZValue(depth)  # the query over the keys, both over the shadows
        self.text.setZValue(depth + 10)  # words over every line

    def draw(
        self, tip: np.ndarray, color: QtGui.QColor, width: float, dashed: bool, scale: float = 1.0
    ) -> None:
        """Shaft and head to ``tip`` (2,); ``scale`` sizes the head and the line with the text."""
        pen = pg.mkPen(color, width=width * max(1.0, scale))
        if dashed:
            pen.setStyle(QtCore.Qt.PenStyle.DashLine)
        self.shaft.setData([0.0, float(tip[0])], [0.0, float(tip[1])], pen=pen)
        # The head's angle is on the screen, where y grows downwards; 0 points left.
        self.head.setStyle(
            angle=180.0 - direction_degrees(tip), brush=color, headLen=14 * max(1.0, scale)
        )
        self.head.setPos(float(tip[0]), float(tip[1]))
        self.head.setVisible(bool(np.hypot(*tip) > 1e-9))
        self.text.setColor(color)

    def remove(self, plot: pg.PlotItem) -> None:
        for item in (self.shaft, self.head, self.text):
            plot.removeItem(item)


def anchor_away(tip: np.ndarray) -> tuple[float, float]:
    """A text anchor that puts the words beyond the tip, away from the origin.

    Words are wide and short, so beside a tip along the x axis they would stretch the
    picture sideways: there they go over (or under) the tip instead, and under the
    origin for a key of zero.
    """
    x, y = float(tip[0]), float(tip[1])
    if abs(x) < 1e-9 and abs(y) < 1e-9:
        return (0.5, 0.0)
    if abs(x) >= 2 * abs(y):
        return (0.5, 1.0 if y >= 0 else 0.0)
    return (0.0 if x >= 0 else 1.0, 1.0 if y >= 0 else 0.0)


def to_segment(point: np.ndarray, start: np.ndarray, end: QtCore.QPointF) -> float:
    """Pixels from ``point`` to the segment from ``start`` to ``end`` (the tip counts
    double: a press near a tip takes that arrow rather than a crossing one)."""
    stop = np.array([end.x(), end.y()])
    span = stop - start
    length = float(span @ span)
    along = 1.0 if length == 0 else max(0.0, min(1.0, float((point - start) @ span) / length))
    distance = float(np.hypot(*(point - (start + along * span))))
    return distance if along >= 0.8 else distance + GRAB_PIXELS / 2


def nice_step(radius: float) -> float:
    """How far one press of an arrow key moves an arrow: about a twentieth of the view
    (in a view of huge numbers, the round number just below it: 20, 50, 100, …)."""
    if radius / 20 > _NICE_STEPS[-1] and math.isfinite(radius):
        return _round_down(radius / 20)
    return max((s for s in _NICE_STEPS if s <= radius / 20), default=_NICE_STEPS[0])


def grid_spacing(extent: float) -> float:
    """The grid's spacing in a view ``extent`` units across: whole units while at most
    ``GRID_LINES`` of them fit, else the smallest 1, 2 or 5 × 10ᵏ that keeps the lines
    that few.  ``extent`` is finite and at least 0."""
    return 1.0 if extent <= GRID_LINES else _round_up(extent / GRID_LINES)


def _round_up(value: float) -> float:
    """The smallest 1, 2 or 5 × 10ᵏ at least ``value`` (> 0)."""
    power = 10.0 ** math.floor(math.log10(value))
    return next((m * power for m in (1.0, 2.0, 5.0) if m * power >= value), 10 * power)


def _round_down(value: float) -> float:
    """The largest 1, 2 or 5 × 10ᵏ at most ``value`` (> 0)."""
    power = 10.0 ** math.floor(math.log10(value))
    return next((m * power for m in (5.0, 2.0, 1.0) if m * power <= value), power / 2)
