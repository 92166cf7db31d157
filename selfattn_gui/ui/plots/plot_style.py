"""Small pieces shared by the heatmap and the query chart: colours, ticks, number text.

Nothing here knows about the document; these helpers turn plain numbers into
colours and strings the way both views want them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from selfattn_gui.core.sessions.numbers_text import fixed, significant
from selfattn_gui.ui.foundation.plain_text import escaped
from selfattn_gui.ui.plots.pg import pg

#: Name of our own colour-blind-safe diverging map (blue, white at zero, orange).
DIVERGING_COLORMAP = "diverging"
#: Other names accepted for the same map.
_DIVERGING_ALIASES = frozenset({DIVERGING_COLORMAP, "blue-white-orange"})

#: Masked cells: a neutral grey that none of our maps contains, plus a darker hatch.
MASK_FILL = QtGui.QColor(200, 200, 200)
MASK_HATCH = QtGui.QColor(140, 140, 140)
#: Veiled cells (a lesson's open question hides them): a paler grey, with a "?" on top.
VEIL_FILL = QtGui.QColor(228, 228, 228)
#: what a veiled number reads (NaN stands for it: no number of ours is NaN)
VEILED_TEXT = "?"

#: Default theme: light background, near-black text (readable in screenshots and print).
DEFAULT_BACKGROUND = "#ffffff"
DEFAULT_FOREGROUND = "#202020"

#: Base point size of tick labels and axis titles before set_font_scale().
BASE_TICK_POINT_SIZE = 9.0
BASE_TITLE_POINT_SIZE = 10.0

# Blue and orange stay apart for the common colour-vision deficiencies; white marks zero.
_DIVERGING_STOPS = (
    (0.00, (33, 76, 150)),
    (0.25, (110, 160, 215)),
    (0.50, (255, 255, 255)),
    (0.75, (245, 170, 90)),
    (1.00, (170, 75, 5)),
)


def get_colormap(name: str) -> pg.ColorMap:
    """Return the colour map called ``name``: our diverging map or any pyqtgraph map."""
    if name in _DIVERGING_ALIASES:
        positions = [stop for stop, _ in _DIVERGING_STOPS]
        colors = [rgb for _, rgb in _DIVERGING_STOPS]
        return pg.ColorMap(positions, colors, name=DIVERGING_COLORMAP)
    colormap = pg.colormap.get(name)
    if colormap is None:
        raise ValueError(f"unknown colour map {name!r}")
    return colormap


def symmetric_levels(values: np.ndarray, visible: np.ndarray | None = None) -> tuple[float, float]:
    """Return ``(-a, a)`` with ``a`` the largest finite magnitude, so zero sits at the centre.

    Parameters
    ----------
    values : np.ndarray
        Any shape, e.g. scores of shape (n_queries, n_keys); non-finite entries are ignored.
    visible : np.ndarray of bool, optional
        Same shape as ``values``; hidden entries are ignored too.

    Returns
    -------
    tuple of float
        ``(-a, a)``; ``(-1.0, 1.0)`` when nothing finite is left or all are zero.
    """
    values = np.asarray(values, dtype=float)
    usable = np.isfinite(values)
    if visible is not None:
        usable &= np.asarray(visible, dtype=bool)
    if not usable.any():
        return (-1.0, 1.0)
    largest = float(np.max(np.abs(values[usable])))
    if largest == 0.0:
        return (-1.0, 1.0)
    return (-largest, largest)


#: The ends a steady colour scale rounds up to, times a power of ten.
NICE_BOUNDS = (1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0)


def steady_levels(values: np.ndarray, visible: np.ndarray | None = None) -> tuple[float, float]:
    """:func:`symmetric_levels` with the bound rounded up to a round number (× 10^k).

    While a learner types, most edits leave the largest score under the same round
    bound, so the colour key keeps its ends (and a colour keeps its meaning) instead of
    shifting on every keystroke; its end labels are round numbers too.
    """
    _low, bound = symmetric_levels(values, visible)
    scale = 10.0 ** math.floor(math.log10(bound))
    nice = next(n for n in NICE_BOUNDS if n * scale >= bound * (1 - 1e-12))
    return (-nice * scale, nice * scale)


def values_to_rgba(
    values: np.ndarray, levels: tuple[float, float], colormap: pg.ColorMap
) -> np.ndarray:
    """Colour each value through ``colormap``'s lookup table.

    Parameters
    ----------
    values : np.ndarray
        Shape (n_rows, n_columns); non-finite values are coloured as the low end
        (callers paint them over as masked).
    levels : tuple of float
        ``(low, high)`` mapped to the two ends of the map; values outside are clipped.
    colormap : pg.ColorMap

    Returns
    -------
    np.ndarray
        Shape (n_rows, n_columns, 4), dtype uint8, RGBA.
    """
    low, high = float(levels[0]), float(levels[1])
    span = high - low if high > low else 1.0
    # The same arithmetic as clip((value - low) / span) * 255, rounded, done in place on
    # one array: a 512 x 512 matrix is coloured on every edit.
    fraction = np.subtract(values, low, dtype=float)
    fraction /= span
    fraction[~np.isfinite(values)] = 0.0  # the low end, as a value of ``low`` would be
    np.clip(fraction, 0.0, 1.0, out=fraction)
    fraction *= 255
    np.rint(fraction, out=fraction)
    lut = colormap.getLookupTable(nPts=256, alpha=True, mode=pg.ColorMap.BYTE)
    return np.ascontiguousarray(lut[fraction.astype(np.intp)], dtype=np.uint8)


def dark_text_wanted(rgba: np.ndarray) -> np.ndarray:
    """Return True where black text reads better than white on the given colours.

    Uses the WCAG relative luminance; above about 0.18 black has more contrast.
    ``rgba`` has shape (..., 4) uint8; the result has shape (...,).
    """
    channels = rgba[..., :3].astype(float) / 255.0
    linear = np.where(channels <= 0.04045, channels / 12.92, ((channels + 0.055) / 1.055) ** 2.4)
    luminance = linear @ np.array([0.2126, 0.7152, 0.0722])
    return luminance > 0.179


def cells_to_show(
    values: np.ndarray,
    row_labels: Sequence[str],
    column_labels: Sequence[str],
    visible: np.ndarray | None,
) -> np.ndarray:
    """The (n_rows, n_columns) bool mask of cells to colour: finite and not hidden.

    Raises ValueError, naming the shapes, when ``values`` is not 2-D or the labels or
    ``visible`` do not match it.
    """
    if values.ndim != 2:
        raise ValueError(f"values must be 2-D (n_rows, n_columns), got shape {values.shape}")
    n_rows, n_columns = values.shape
    if len(row_labels) != n_rows or len(column_labels) != n_columns:
        raise ValueError(
            f"labels do not match shape {values.shape}: "
            f"{len(row_labels)} row labels, {len(column_labels)} column labels"
        )
    shown = np.isfinite(values)
    if visible is not None:
        visible = np.asarray(visible, dtype=bool)
        if visible.shape != values.shape:
            raise ValueError(
                f"visible has shape {visible.shape}, expected {values.shape} like values"
            )
        shown &= visible
    return shown


def format_value(value: float, decimals: int) -> str:
    """A cell's or a bar's number, written as the tables write it (:func:`fixed`).

    NaN is a veiled number: it reads "?".
    """
    if value != value:
        return VEILED_TEXT
    return fixed(value, decimals)


def token_tick_levels(labels: Sequence[str]) -> list[list[tuple[float, str]]]:
    """Split token tick labels into levels that pyqtgraph thins out when crowded.

    pyqtgraph always draws the first level and drops later ones when text would
    overlap, so long sequences show every k-th token first and fill in when
    there is room. Up to 16 tokens are all in the first level.
    """
    count = len(labels)
    if count <= 16:
        return [[(float(i), str(label)) for i, label in enumerate(labels)]]
    coarse = int(np.ceil(count / 8))
    middle = max(1, int(np.ceil(count / 32)))
    levels: list[list[tuple[float, str]]] = [[], [], []]
    for i, label in enumerate(labels):
        if i % coarse == 0:
            levels[0].append((float(i), str(label)))
        elif i % middle == 0:
            levels[1].append((float(i), str(label)))
        else:
            levels[2].append((float(i), str(label)))
    return levels


def scaled_font(point_size: float, scale: float, *, bold: bool = False) -> QtGui.QFont:
    """Return the application font at ``point_size * scale`` points."""
    font = QtGui.QFont()
    font.setPointSizeF(max(1.0, point_size * scale))
    font.setBold(bold)
    return font


def style_axis(axis: pg.AxisItem, foreground: str, font_scale: float) -> None:
    """Give an axis our text colour, tick font and outward ticks."""
    pen = pg.mkPen(foreground)
    axis.setPen(pen)
    axis.setTextPen(pen)
    axis.setTickFont(scaled_font(BASE_TICK_POINT_SIZE, font_scale))
    axis.setStyle(tickLength=4)
    axis.tickStrings = partial(_tick_strings, axis)  # type: ignore[method-assign]


def lay_out_again(*items: QtWidgets.QGraphicsLayoutItem) -> None:
    """Have the layouts holding ``items`` lay them out now (inner items first).

    An axis given a new width sets its least and most widths, but the plot's layout
    does not always lay it out again at once: after the pipeline's text shrank to fit
    a 1024 × 768 screen, a map's row labels kept the 74 pixels they had at the larger
    text where they asked for 52 (the key 65 for 47) until some 80 ms later, and the
    cells were squeezed into what was left.  (Not for a change made while painting:
    laying out there would move what is being drawn.)
    """
    for item in items:
        layout = item.parentLayoutItem()
        if isinstance(layout, QtWidgets.QGraphicsLayout):  # (an item outside a layout: none)
            layout.invalidate()
            layout.activate()


def _tick_strings(
    axis: pg.AxisItem, values: list[float], scale: float, spacing: float
) -> list[str]:
    """pyqtgraph's tick numbers (its choice of decimals from the spacing) written by the
    app's formatter: the language's decimal sign ("0,5" in Spanish) and a true minus.

    Only numeric ticks come here: an axis given its labels (the tokens) uses those.
    """
    if axis.logMode:
        return pg.AxisItem.tickStrings(axis, values, scale, spacing)
    places = max(0, math.ceil(-math.log10(spacing * scale)))
    texts = []
    for value in values:
        scaled = value * scale
        # pyqtgraph's own rule: "%g" (six significant digits) outside 0.001 .. 10000
        tiny_or_huge = abs(scaled) < 0.001 or abs(scaled) >= 10000
        texts.append(significant(scaled, 6) if tiny_or_huge else fixed(scaled, places))
    return texts


def set_axis_title(axis: pg.AxisItem, text: str, foreground: str, font_scale: float) -> None:
    """Set an axis title in our colour and scaled size (empty text hides it)."""
    if not text:
        axis.showLabel(False)
        return
    size = f"{BASE_TITLE_POINT_SIZE * font_scale:.1f}pt"
    axis.setLabel(escaped(text), color=foreground, **{"font-size": size})  # HTML in pyqtgraph


def pixel_scale(painter: QtGui.QPainter) -> tuple[float, float]:
    """Return how many device pixels one data unit spans along x and y.

    Items paint in data coordinates; after ``painter.scale(1/sx, 1/sy)`` one unit
    is one device pixel, so text keeps its shape and a fixed pixel size on any
    paint device (screen, PNG export, SVG export).
    """
    transform = painter.transform()
    return transform.m11(), transform.m22()


def numbers_left_to_right(painter: QtGui.QPainter) -> None:
    """Lay out the texts ``painter`` draws from here on left to right.

    A number drawn on its own takes the painter's direction, which starts as the
    application's: in Arabic "−0.71" would show as "0.71−".  Call it between the
    painter's ``save()`` and ``restore()`` around numbers only (words keep theirs).
    """
    painter.setLayoutDirection(QtCore.Qt.LayoutDirection.LeftToRight)


def mask_hatch_brush() -> QtGui.QBrush:
    """Diagonal hatch laid over masked cells and bars."""
    return QtGui.QBrush(MASK_HATCH, QtCore.Qt.BrushStyle.BDiagPattern)


def fitting_pixel_size(
    font: QtGui.QFont, widest_text: str, box_width: float, box_height: float, wanted: float
) -> float:
    """Largest pixel size up to ``wanted`` at which ``widest_text`` fits the box."""
    probe = QtGui.QFont(font)
    probe.setPixelSize(100)
    metrics = QtGui.QFontMetricsF(probe)
    text_width = max(metrics.horizontalAdvance(widest_text), 1.0) / 100.0
    text_height = metrics.height() / 100.0
    return min(wanted, 0.82 * box_width / text_width, 0.9 * box_height / text_height)


def export_scene_svg(view: pg.GraphicsView, path: str | Path) -> None:
    """Write what ``view`` shows as an SVG file.

    pyqtgraph 0.14's SVGExporter fails on the SVG that Qt 6.11 writes
    (pyqtgraph issue #3485), so the scene is rendered straight into a
    QSvgGenerator. Images are embedded as PNG; the ``image-rendering`` hint
    asks viewers not to blur them.
    """
    from PySide6 import QtSvg

    source = QtCore.QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    size = view.viewport().size()
    buffer = QtCore.QBuffer()
    buffer.open(QtCore.QIODevice.OpenModeFlag.WriteOnly)
    generator = QtSvg.QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    # Same dots per inch as the screen, or text and lines land at the wrong scale.
    generator.setResolution(round(view.logicalDpiX()))
    generator.setViewBox(QtCore.QRect(QtCore.QPoint(0, 0), size))
    generator.setTitle("selfattn-gui")
    painter = QtGui.QPainter(generator)
    try:
        view.scene().render(painter, QtCore.QRectF(0, 0, size.width(), size.height()), source)
    finally:
        painter.end()
    svg = bytes(buffer.data().data()).decode("utf-8")
    svg = svg.replace("<image ", '<image style="image-rendering:pixelated" ')
    Path(path).write_text(svg, encoding="utf-8")


def export_sharp_svg(view: pg.GraphicsView, image_item: pg.ImageItem, path: str | Path) -> None:
    """:func:`export_scene_svg` of a view whose ``image_item`` draws one cell per pixel.

    Many SVG viewers smooth an embedded image, which would blur the cells into each
    other; the image is written as a nearest-neighbour enlarged copy, so the cell edges
    stay sharp, and put back as it was.
    """
    image = image_item.image
    if image is None:
        export_scene_svg(view, path)
        return
    factor = max(1, min(16, 1024 // max(image.shape[0], image.shape[1])))
    enlarged = np.repeat(np.repeat(image, factor, axis=0), factor, axis=1)
    image_item.setImage(enlarged, autoLevels=False)
    image_item.setTransform(
        QtGui.QTransform.fromTranslate(-0.5, -0.5).scale(1 / factor, 1 / factor)
    )
    try:
        export_scene_svg(view, path)
    finally:
        image_item.setImage(image, autoLevels=False)
        image_item.setTransform(QtGui.QTransform.fromTranslate(-0.5, -0.5))
