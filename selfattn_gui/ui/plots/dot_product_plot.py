"""A picture of q·k when d_k = 2: the query and every key as arrows from the origin.

Each key's line carries the query's shadow (from the origin to the foot of the dotted
drop line); its length times the key's length is the score q·k, and the shadow falls
behind the origin when the score is below 0.  The angle from the query to the chosen
key is drawn as an arc.  The plot only draws what it is given (``set_picture``) and
says what the learner does with it through signals: a drag or a nudge with the arrow
keys moves an arrow, a click on a key chooses that key.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.core.maths.dot_product_picture import (
    angle_between,
    direction_degrees,
    shadow,
)
from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.ui.plots.dot_product_items import (
    GRAB_PIXELS,
    KEY,
    LIGHT,
    QUERY,
    ROOM_FOR_WEIGHTS,
    ArrowItems,
    KeyArrow,
    anchor_away,
    colours_on,
    grid_spacing,
    nice_step,
    to_segment,
)
from selfattn_gui.ui.plots.pg import pg
from selfattn_gui.ui.plots.plot_look import FollowsLook, keep_left_to_right
from selfattn_gui.ui.plots.plot_style import (
    BASE_TICK_POINT_SIZE,
    DEFAULT_BACKGROUND,
    DEFAULT_FOREGROUND,
    scaled_font,
)

__all__ = ["QUERY", "KEY", "KeyArrow", "DotProductPlot"]


class _PictureBox(pg.ViewBox):
    """A view box whose drags and clicks go to the picture, not to panning."""

    def __init__(self, picture: DotProductPlot) -> None:
        super().__init__(lockAspect=True, enableMenu=False)
        self._picture = picture

    def mouseDragEvent(self, ev, axis=None) -> None:  # noqa: N802 (pyqtgraph override)
        self._picture.read_latest()  # (the arrow is taken from where it is now)
        self._picture._on_drag(ev)

    def mouseClickEvent(self, ev) -> None:  # noqa: N802 (pyqtgraph override)
        self._picture._on_click(ev)

    def wheelEvent(self, ev, axis=None) -> None:  # noqa: N802 (a teaching view stays put)
        ev.ignore()


class DotProductPlot(pg.PlotWidget, FollowsLook):
    """The query and the keys of one head as arrows; drags and arrow keys move them."""

    #: (which, key index or -1 for the query): a drag or a nudge begins
    sig_drag_started = QtCore.Signal(str, int)
    #: (which, index, x, y): the arrow should now end at (x, y)
    sig_arrow_moved = QtCore.Signal(str, int, float, float)
    #: the drag (or nudge) is over
    sig_drag_finished = QtCore.Signal()
    #: a key was clicked (or Enter pressed on the chosen key)
    sig_key_clicked = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        self._box = _PictureBox(self)
        super().__init__(parent=parent, background=DEFAULT_BACKGROUND, viewBox=self._box)
        #: Set by the frame scheduler: catches the plot's view up before a reader reads it.
        self.read_latest: Callable[[], None] = lambda: None
        self._foreground = DEFAULT_FOREGROUND
        self._font_scale = 1.0
        self._query: np.ndarray | None = None
        self._query_text = ""
        self._colours = LIGHT
        self._keys: list[KeyArrow] = []
        self._chosen: tuple[str, int] = (QUERY, -1)
        self._chosen_key: int | None = None
        self._held: tuple[str, int, np.ndarray, QtCore.QPointF] | None = None
        self._radius = 1.0
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        # No axes: their numbers would take a third of a small picture, and Q and K stand
        # beside it in figures. A grid of whole units is left to read lengths by (of tens,
        # hundreds, … in a view of large numbers: see _space_grid).
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        self._grid = pg.GridItem(textPen=None)
        self._grid_spacing = 1.0
        self._grid.setTickSpacing(x=[1.0], y=[1.0])
        plot.addItem(self._grid, ignoreBounds=True)
        self._grid.setZValue(-10)
        self._axes = [pg.InfiniteLine(angle=a, pen=pg.mkPen("#888888")) for a in (0, 90)]
        self._arc = pg.PlotCurveItem()
        self._angle_text = pg.TextItem(anchor=(0.5, 0.5))
        self._query_items = ArrowItems(plot, depth=3)
        self._key_items: list[ArrowItems] = []
        self._shadows: list[tuple[pg.PlotCurveItem, pg.PlotCurveItem]] = []
        for item in (*self._axes, self._arc, self._angle_text):
            plot.addItem(item, ignoreBounds=True)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self._apply_text_style()
        self._box.sigResized.connect(self._on_box_resized)
        self._box.sigRangeChanged.connect(self._space_grid)
        keep_left_to_right(self)  # (in Arabic too: the axes keep the formulas' order)

    # -- public API ------------------------------------------------------------
    def set_picture(
        self,
        query: np.ndarray | None,
        query_text: str,
        keys: list[KeyArrow],
        chosen_key: int | None,
    ) -> None:
        """Draw ``query`` (2,) (None: no query selected) and ``keys``; the angle and the
        thick arrow go to ``chosen_key``.  While an arrow is held the view stays put."""
        self._query, self._keys, self._chosen_key = query, keys, chosen_key
        self._query_text = query_text
        if self._chosen[0] == KEY and not 0 <= self._chosen[1] < len(keys):
            self._chosen = (QUERY, -1)
        self._match_items(len(keys))
        for j, (key, items) in enumerate(zip(keys, self._key_items, strict=True)):
            self._draw_key(j, key, items)
        self._draw_query(query_text)
        if self._held is None:
            self._fit_range()
        self._draw_angle()  # (its words keep a distance in pixels: after the range)

    @property
    def chosen(self) -> tuple[str, int]:
        """The arrow the arrow keys nudge: (QUERY, -1) or (KEY, key index)."""
        return self._chosen

    def tip_pixel(self, which: str, index: int = -1) -> QtCore.QPoint:
        """Where an arrow's tip is in the plot's viewport (for tests and tools)."""
        self.read_latest()
        tip = self._tip(which, index)
        return self.mapFromScene(self._box.mapViewToScene(QtCore.QPointF(*map(float, tip))))

    def drawn_tip(self, which: str, index: int = -1) -> np.ndarray:
        """The (2,) point an arrow is drawn to, read back from its shaft."""
        self.read_latest()
        items = self._query_items if which == QUERY else self._key_items[index]
        x, y = items.shaft.getData()
        return np.array([x[-1], y[-1]], dtype=np.float64)

    def words_at(self, which: str, index: int = -1) -> str:
        """The words written at an arrow's tip ("" for a key another one speaks for)."""
        self.read_latest()
        items = self._query_items if which == QUERY else self._key_items[index]
        return items.text.toPlainText()

    def angle_words(self) -> str | None:
        """The angle written at the arc ("180°"), or None when no arc is drawn."""
        self.read_latest()
        return self._angle_text.toPlainText() if self._angle_text.isVisible() else None

    def set_font_scale(self, scale: float) -> None:
        """Text (ticks, words at the tips, the angle) ``scale`` times its usual size."""
        self._apply_text_style(scale=float(scale))

    def set_theme_colors(self, background: str, foreground: str) -> None:
        """The theme's background, and its foreground for the text and the axes."""
        self.setBackground(background)
        self._colours = colours_on(background)
        self._apply_text_style(foreground=foreground)
        self.set_picture(self._query, self._query_text, self._keys, self._chosen_key)

    # -- drawing ---------------------------------------------------------------
    def _match_items(self, count: int) -> None:
        plot = self.getPlotItem()
        while len(self._key_items) > count:
            self._key_items.pop().remove(plot)
            for line in self._shadows.pop():
                plot.removeItem(line)
        while len(self._key_items) < count:
            self._shadows.append((pg.PlotCurveItem(), pg.PlotCurveItem()))
            for line in self._shadows[-1]:
                plot.addItem(line, ignoreBounds=True)
                line.setZValue(-1)  # under the arrows: a shadow may lie along the query
            self._key_items.append(ArrowItems(plot, depth=1))
            self._key_items[-1].text.setFont(self._font())

    def _draw_key(self, j: int, key: KeyArrow, items: ArrowItems) -> None:
        chosen = j == self._chosen_key
        colours = self._colours
        color = colours.masked if key.masked else colours.chosen_key if chosen else colours.key
        items.draw(key.tip, color, 3.5 if chosen else 2.0, key.masked, self._font_scale)
        items.text.setText(key.text(self._box.width() >= ROOM_FOR_WEIGHTS))
        items.text.setAnchor(anchor_away(key.tip))
        items.text.setPos(float(key.tip[0]), float(key.tip[1]))
        along, drop = self._shadows[j]
        if self._query is None or key.masked or not key.label:
            along.setData([], [])
            drop.setData([], [])
            return
        foot = shadow(self._query, key.tip)
        shade = QtGui.QColor(color)
        shade.setAlpha(150)
        along.setData([0.0, foot[0]], [0.0, foot[1]], pen=pg.mkPen(shade, width=7))
        dots = pg.mkPen(self._foreground, width=1, style=QtCore.Qt.PenStyle.DotLine)
        drop.setData([self._query[0], foot[0]], [self._query[1], foot[1]], pen=dots)

    def _draw_query(self, text: str) -> None:
        items = self._query_items
        shown = self._query is not None
        for item in (items.shaft, items.head, items.text):
            item.setVisible(shown)
        if self._query is None:
            return
        items.draw(self._query, self._colours.query, 4.0, False, self._font_scale)
        items.text.setText(text)
        zero = not np.any(self._query)  # over the origin, clear of the keys of zero under it
        items.text.setAnchor((0.5, 1.0) if zero else anchor_away(self._query))
        items.text.setPos(float(self._query[0]), float(self._query[1]))

    def _draw_angle(self) -> None:
        """The arc from the query to the chosen key, and its angle in degrees."""
        j = self._chosen_key
        key = None if j is None or not 0 <= j < len(self._keys) else self._keys[j].tip
        angle = None if self._query is None or key is None else angle_between(self._query, key)
        self._arc.setVisible(angle is not None)
        self._angle_text.setVisible(angle is not None)
        if angle is None or self._query is None or key is None:
            return
        start = direction_degrees(self._query)
        turn = (direction_degrees(key) - start + 180.0) % 360.0 - 180.0
        if abs(abs(turn) - 180.0) < 1e-6:  # straight back: either way round is as short
            turn = 180.0
        radius = 0.3 * min(float(np.hypot(*self._query)), float(np.hypot(*key)))
        steps = np.radians(np.linspace(start, start + turn, 40))
        pen = pg.mkPen(self._colours.chosen_key, width=2)
        self._arc.setData(radius * np.cos(steps), radius * np.sin(steps), pen=pen)
        middle = np.radians(start + turn / 2)
        self._angle_text.setText(f"{fixed(angle, 0)}°")
        self._angle_text.setColor(self._colours.chosen_key)
        pixel = max(self._box.viewPixelSize()[0], 1e-9)
        away = max(1.7 * radius, 26 * pixel * max(1.0, self._font_scale))  # clear of the arrows
        self._angle_text.setPos(away * np.cos(middle), away * np.sin(middle))

    def _fit_range(self) -> None:
        """The origin, every tip and the words written beyond each tip in view.

        The words keep their size in pixels, so how far they reach in the picture's
        units depends on the range chosen: a few rounds settle it.
        """
        items = [(self._query_items, self._query)] if self._query is not None else []
        items += [(i, k.tip) for i, k in zip(self._key_items, self._keys, strict=True)]
        tips = np.array([[0.0, 0.0]] + [tip for _, tip in items], dtype=np.float64)
        low, high = tips.min(axis=0), tips.max(axis=0)
        pad = 0.1 * max(float((high - low).max()), 1.0)
        low, high = low - pad, high + pad
        pixels = np.array([max(1.0, self._box.width()), max(1.0, self._box.height())])
        for _ in range(8):
            units = float(((high - low) / pixels).max())  # per pixel, the same both ways
            for arrow, tip in items:
                words = arrow.text.boundingRect()
                size = np.array([words.width(), words.height()]) * units
                across, upward = arrow.text.anchor.x(), arrow.text.anchor.y()  # as set
                # (anchor 0 puts the words right of (or under) the tip, 1 left of (over) it)
                reach = np.array([tip[0] - across * size[0], tip[1] - (1 - upward) * size[1]])
                low = np.minimum(low, reach)
                high = np.maximum(high, reach + size)
        self._radius = float((high - low).max()) / 2
        # (With the aspect locked, the view box widens whichever range it must.)
        self._box.setRange(xRange=(low[0], high[0]), yRange=(low[1], high[1]), padding=0.0)

    def _space_grid(self, *_args: object) -> None:
        """A grid of at most ``GRID_LINES`` lines across whatever the view shows.

        pyqtgraph draws one line per spacing across the view, in the GUI thread: a
        spacing of one unit over a view of 1e6 would be millions of lines.  A view too
        large to measure (beyond floating point) shows no grid.
        """
        (left, right), (bottom, top) = self._box.viewRange()
        extent = max(right - left, top - bottom)
        finite = bool(np.isfinite(extent) and extent >= 0)
        self._grid.setVisible(finite)
        spacing = grid_spacing(extent) if finite else self._grid_spacing
        if spacing != self._grid_spacing:
            self._grid_spacing = spacing
            self._grid.setTickSpacing(x=[spacing], y=[spacing])

    def _on_box_resized(self) -> None:
        """A new size: the words may now fit on one line or need two, and their room."""
        if self._held is None:
            self.set_picture(self._query, self._query_text, self._keys, self._chosen_key)

    def _apply_text_style(self, scale: float | None = None, foreground: str | None = None) -> None:
        self._font_scale = self._font_scale if scale is None else scale
        self._foreground = self._foreground if foreground is None else foreground
        lines = QtGui.QColor(self._foreground)
        lines.setAlpha(45)
        self._grid.setPen(pg.mkPen(lines))
        font = self._font()
        for items in [self._query_items, *self._key_items]:
            items.text.setFont(font)
        self._angle_text.setFont(font)

    def _font(self) -> QtGui.QFont:
        return scaled_font(BASE_TICK_POINT_SIZE, self._font_scale)

    # -- the learner's hands ---------------------------------------------------
    def _tip(self, which: str, index: int) -> np.ndarray:
        if which == QUERY:
            assert self._query is not None
            return self._query
        return self._keys[index].tip

    def _arrow_at(self, scene_pos: QtCore.QPointF) -> tuple[str, int] | None:
        """The arrow nearest ``scene_pos`` within ``GRAB_PIXELS`` (the query first)."""
        press = np.array([scene_pos.x(), scene_pos.y()])
        candidates = [(KEY, j) for j, k in enumerate(self._keys) if k.label]
        if self._query is not None:
            candidates.insert(0, (QUERY, -1))
        best, best_distance = None, GRAB_PIXELS * max(1.0, self._font_scale)
        for which, index in candidates:
            tip = self._box.mapViewToScene(QtCore.QPointF(*map(float, self._tip(which, index))))
            origin = self._box.mapViewToScene(QtCore.QPointF(0.0, 0.0))
            distance = to_segment(press, np.array([origin.x(), origin.y()]), tip)
            if distance < best_distance - 0.5:  # (the query wins a tie)
                best, best_distance = (which, index), distance
        return best

    def _on_click(self, ev) -> None:  # pyqtgraph MouseClickEvent
        if ev.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        hit = self._arrow_at(ev.scenePos())
        self.setFocus(QtCore.Qt.FocusReason.MouseFocusReason)
        if hit is None:
            return
        ev.accept()
        self._chosen = hit
        if hit[0] == KEY:
            self.sig_key_clicked.emit(hit[1])

    def _on_drag(self, ev) -> None:  # pyqtgraph MouseDragEvent
        if ev.button() != QtCore.Qt.MouseButton.LeftButton:
            ev.ignore()
            return
        if ev.isStart():
            hit = self._arrow_at(ev.buttonDownScenePos())
            if hit is None:
                ev.ignore()
                return
            self._chosen = hit
            start = self._box.mapSceneToView(ev.buttonDownScenePos())
            self._held = (*hit, self._tip(*hit).copy(), start)
            self.setFocus(QtCore.Qt.FocusReason.MouseFocusReason)
            self.sig_drag_started.emit(*hit)
        if self._held is None:
            ev.ignore()
            return
        ev.accept()
        which, index, tip, start = self._held
        now = self._box.mapSceneToView(ev.scenePos())
        target = tip + np.array([now.x() - start.x(), now.y() - start.y()])
        self.sig_arrow_moved.emit(which, index, float(target[0]), float(target[1]))
        if ev.isFinish():
            self._held = None
            self.sig_drag_finished.emit()
            self._fit_range()

    def keyPressEvent(self, ev: QtGui.QKeyEvent) -> None:  # noqa: N802 (Qt override)
        self.read_latest()  # a key held down moves the arrow from where it is now
        key = QtCore.Qt.Key
        moves = {
            key.Key_Left: (-1, 0),
            key.Key_Right: (1, 0),
            key.Key_Up: (0, 1),
            key.Key_Down: (0, -1),
        }
        which, index = self._chosen
        way = moves.get(key(ev.key()))
        if way is not None and (which == KEY or self._query is not None):
            step = nice_step(self._radius)
            tip = self._tip(which, index) + step * np.array(way, dtype=np.float64)
            self.sig_drag_started.emit(which, index)
            self.sig_arrow_moved.emit(which, index, float(tip[0]), float(tip[1]))
            self.sig_drag_finished.emit()
            self._fit_range()
        elif ev.key() in (key.Key_PageDown, key.Key_PageUp):
            self._choose_next(1 if ev.key() == key.Key_PageDown else -1)
        elif ev.key() in (key.Key_Return, key.Key_Enter) and which == KEY:
            self.sig_key_clicked.emit(index)
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()

    def _choose_next(self, step: int) -> None:
        """Page Down / Page Up: the next (previous) arrow, the query first."""
        arrows = [(QUERY, -1)] if self._query is not None else []
        arrows += [(KEY, j) for j, k in enumerate(self._keys) if k.label]
        if not arrows:
            return
        at = arrows.index(self._chosen) if self._chosen in arrows else -1
        self._chosen = arrows[(at + step) % len(arrows)]
        if self._chosen[0] == KEY:
            self.sig_key_clicked.emit(self._chosen[1])
