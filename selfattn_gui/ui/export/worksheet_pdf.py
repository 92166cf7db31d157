"""Paint a :class:`~selfattn_gui.core.teaching.worksheet.Worksheet` into an A4 PDF.

The question pages come first (the inputs with their numbers, then every step with
empty boxes big enough to write in by hand), then the answer key on pages of its own,
laid out the same way so a learner can put the two side by side.

Every font is the app's with the language's script face (Simplified Chinese forms for
zh_CN, an Arabic text face), and formulas are italic only where the script has italics.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLineF, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QTransform,
)

from selfattn_gui.core import text as language_text
from selfattn_gui.core.teaching.worksheet import Grid, Section, Worksheet, format_cell
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.language_fonts import slanted, with_script_face

RESOLUTION = 300  # dots per inch: fine lines and sharp text on paper
MARGIN_MM = 15.0
CELL_HEIGHT_MM = 7.5  # room to write a number by hand
MIN_CELL_WIDTH_MM = 13.0
GRID_GAP_MM = 8.0
INK = QColor("#000000")
FAINT = QColor("#606060")
GIVEN_FILL = QColor("#f2f2f2")
TITLE_POINTS = 17.0
ONE_LINE_TITLE_POINTS = 14.0  # a title that needs a smaller font takes two lines instead
SMALLEST_TITLE_POINTS = 12.0  # an example's title too long for this wraps after all
#: A matrix reads left to right in every language: its name, labels and numbers keep
#: their sides when the sentences around them run right to left (Arabic).
_MATRIX = Qt.AlignmentFlag.AlignAbsolute


def _mm(value: float) -> float:
    return value * RESOLUTION / 25.4


def _font(
    points: float, *, bold: bool = False, italic: bool = False, sentence: bool = True
) -> QFont:
    """The app's font at ``points``, with the language's script face: first in a
    ``sentence`` (an Arabic text face for the Arabic), after the Latin face in a matrix."""
    font = with_script_face(QFont(), language_text.language(), on_paper=sentence)
    font.setPointSizeF(points)
    font.setBold(bold)
    return slanted(font) if italic else font


@dataclass
class _GridSize:
    label_width: float
    cell_width: float
    width: float
    height: float


class _Pages:
    """A cursor over the pages of one PDF: writes text and grids, turning pages when full."""

    def __init__(
        self,
        device: QPaintDevice,
        painter: QPainter,
        worksheet: Worksheet,
        turn_page: Callable[[], object],
    ) -> None:
        self.writer = device  # for sizes and font metrics at the page's resolution
        self.painter = painter
        self._turn_page = turn_page
        self.sheet = worksheet
        self.width = float(device.width())
        self.height = float(device.height())
        self.y = 0.0
        self.pages = 1
        self.heading = ""
        self.number_font = _font(9.5, sentence=False)
        self.label_font = _font(8.5, sentence=False)
        self.name_font = _font(10.5, bold=True, sentence=False)

    # -- pages -----------------------------------------------------------------------------
    def new_page(self, heading: str) -> None:
        self._footer()
        self._turn_page()
        self.pages += 1
        self.heading = heading
        self.y = 0.0
        self._running_head()

    def start(self, heading: str) -> None:
        self.heading = heading
        self._running_head()

    def finish(self) -> None:
        self._footer()

    def _running_head(self) -> None:
        self.painter.setFont(_font(8))
        self.painter.setPen(FAINT)
        self.painter.drawText(
            QRectF(0, 0, self.width, _mm(5)),
            Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop,
            f"{self.sheet.title} · {self.heading}",
        )
        self.y = _mm(8)

    def _footer(self) -> None:
        self.painter.setFont(_font(8))
        self.painter.setPen(FAINT)
        self.painter.drawText(
            QRectF(0, self.height - _mm(5), self.width, _mm(5)),
            Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignBottom,
            translate("worksheet_pdf", "page {number}").format(number=self.pages),
        )

    def room(self, needed: float) -> None:
        """Turn the page unless ``needed`` more device units fit above the footer."""
        if self.y + needed > self.height - _mm(8) and self.y > _mm(10):
            self.new_page(self.heading)

    # -- text ------------------------------------------------------------------------------
    def text(self, text: str, font: QFont, *, color: QColor = INK, gap_mm: float = 1.5) -> None:
        metrics = QFontMetricsF(font, self.writer)
        flags = Qt.AlignmentFlag.AlignLeading | Qt.TextFlag.TextWordWrap
        box = metrics.boundingRect(QRectF(0, 0, self.width, 10 * self.height), flags, text)
        self.room(box.height())
        self.painter.setFont(font)
        self.painter.setPen(color)
        self.painter.drawText(QRectF(0, self.y, self.width, box.height()), flags, text)
        self.y += box.height() + _mm(gap_mm)

    def title(self, pattern: str, name: str, *, gap_mm: float) -> None:
        """A page's title, ``pattern`` ("Worksheet: {title}") filled with the example's
        ``name``, which is never broken: its formulas ("d_k = 2)") would wrap in the
        middle.  One line where it fits at :data:`ONE_LINE_TITLE_POINTS` or more; else
        the words before the name on a line of their own and the name on the next,
        as large as it fits (down to :data:`SMALLEST_TITLE_POINTS`, below which it wraps)."""
        one_line = pattern.format(title=name)
        lead, found, tail = pattern.partition("{title}")
        if self._fitting(one_line, ONE_LINE_TITLE_POINTS) is None and found and lead.strip():
            two_lines = f"{lead.rstrip()}\n{name}{tail}"
            font = self._fitting(two_lines, SMALLEST_TITLE_POINTS)
            self.text(two_lines, font or _font(SMALLEST_TITLE_POINTS, bold=True), gap_mm=gap_mm)
            return
        font = self._fitting(one_line, SMALLEST_TITLE_POINTS)
        self.text(one_line, font or _font(SMALLEST_TITLE_POINTS, bold=True), gap_mm=gap_mm)

    def _fitting(self, text: str, smallest: float) -> QFont | None:
        """The largest title font (down to ``smallest`` points) in which no line of
        ``text`` wraps; None when there is none."""
        font = _font(TITLE_POINTS, bold=True)
        while self._lines(text, font) > text.count("\n") + 1:
            if font.pointSizeF() <= smallest:
                return None
            font.setPointSizeF(max(smallest, font.pointSizeF() - 0.5))
        return font

    def _lines(self, text: str, font: QFont) -> int:
        """How many lines ``text`` takes across the page in ``font``."""
        metrics = QFontMetricsF(font, self.writer)
        flags = Qt.AlignmentFlag.AlignLeading | Qt.TextFlag.TextWordWrap
        box = metrics.boundingRect(QRectF(0, 0, self.width, 10 * self.height), flags, text)
        return round(box.height() / metrics.lineSpacing())

    # -- grids -----------------------------------------------------------------------------
    def grid_size(self, grid: Grid) -> _GridSize:
        label_metrics = QFontMetricsF(self.label_font, self.writer)
        number_metrics = QFontMetricsF(self.number_font, self.writer)
        label_width = max((label_metrics.horizontalAdvance(t) for t in grid.row_labels), default=0)
        label_width += _mm(2.5)
        widest = _mm(MIN_CELL_WIDTH_MM)
        values = grid.values
        decimals = self.sheet.decimals if grid.decimals is None else grid.decimals
        if values is not None:
            for value in values.flat:
                text = format_cell(value, decimals)
                widest = max(widest, number_metrics.horizontalAdvance(text) + _mm(3))
        for label in grid.column_labels:
            widest = max(widest, label_metrics.horizontalAdvance(label) + _mm(2))
        rows, columns = grid.shape
        name_height = QFontMetricsF(self.name_font, self.writer).height() + _mm(1)
        header = label_metrics.height() + _mm(1)
        height = name_height + header + rows * _mm(CELL_HEIGHT_MM)
        return _GridSize(label_width, widest, label_width + columns * widest, height)

    def section(self, section: Section, given: bool) -> None:
        sizes = [self.grid_size(g) for g in section.grids]
        first_row = max((s.height for s in sizes[:1]), default=0.0)
        title_font, formula_font = _font(12, bold=True), _font(10.5, italic=True)
        title_height = QFontMetricsF(title_font, self.writer).height() * 2.6
        self.room(title_height + first_row)  # keep the title with its first matrix
        self.text(section.title, title_font, gap_mm=0.5)
        self.text(section.formula, formula_font, gap_mm=2)
        for note in section.notes:
            self.text(note, _font(9.5), color=FAINT, gap_mm=1.5)
        x, row_height = 0.0, 0.0
        for grid, size in zip(section.grids, sizes, strict=True):
            scale = min(1.0, self.width / size.width)
            width, height = size.width * scale, size.height * scale
            if x > 0 and x + width > self.width:  # next line
                self.y += row_height + _mm(GRID_GAP_MM / 2)
                x, row_height = 0.0, 0.0
            if self.y + height > self.height - _mm(8):
                self.new_page(self.heading)
                x = 0.0
            self.painter.save()
            self.painter.setWorldTransform(QTransform.fromTranslate(x, self.y), True)
            self.painter.scale(scale, scale)
            self._paint_grid(grid, size, given)
            self.painter.restore()
            x += width + _mm(GRID_GAP_MM)
            row_height = max(row_height, height)
        self.y += row_height + _mm(6)

    def _paint_grid(self, grid: Grid, size: _GridSize, given: bool) -> None:
        painter = self.painter
        direction = painter.layoutDirection()
        painter.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # "−1.00", not "1.00−"
        try:
            self._paint_grid_cells(grid, size, given)
        finally:
            painter.setLayoutDirection(direction)

    def _paint_grid_cells(self, grid: Grid, size: _GridSize, given: bool) -> None:
        painter = self.painter
        name_height = QFontMetricsF(self.name_font, self.writer).height() + _mm(1)
        header = QFontMetricsF(self.label_font, self.writer).height() + _mm(1)
        cell_h = _mm(CELL_HEIGHT_MM)
        painter.setPen(INK)
        painter.setFont(self.name_font)
        shape = f"{grid.name}   ({grid.shape[0]} × {grid.shape[1]})"
        painter.drawText(
            QRectF(0, 0, size.width * 3, name_height), _MATRIX | Qt.AlignmentFlag.AlignLeft, shape
        )
        top = name_height + header
        painter.setFont(self.label_font)
        painter.setPen(FAINT)
        for c, label in enumerate(grid.column_labels):
            box = QRectF(
                size.label_width + c * size.cell_width, name_height, size.cell_width, header
            )
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        for r, label in enumerate(grid.row_labels):
            box = QRectF(0, top + r * cell_h, size.label_width - _mm(1.5), cell_h)
            painter.drawText(
                box, _MATRIX | Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label
            )
        rows, columns = grid.shape
        body = QRectF(size.label_width, top, columns * size.cell_width, rows * cell_h)
        if given:
            painter.fillRect(body, GIVEN_FILL)
        painter.setPen(QPen(INK, _mm(0.2)))
        for c in range(columns + 1):
            x = size.label_width + c * size.cell_width
            painter.drawLine(QLineF(x, top, x, top + rows * cell_h))
        for r in range(rows + 1):
            y = top + r * cell_h
            painter.drawLine(QLineF(size.label_width, y, body.right(), y))
        if grid.values is None:
            return
        decimals = self.sheet.decimals if grid.decimals is None else grid.decimals
        painter.setFont(self.number_font)
        painter.setPen(INK)
        for r in range(rows):
            for c in range(columns):
                box = QRectF(
                    size.label_width + c * size.cell_width,
                    top + r * cell_h,
                    size.cell_width,
                    cell_h,
                ).adjusted(0, 0, -_mm(1.5), 0)
                text = format_cell(grid.values[r, c], decimals)
                painter.drawText(
                    box, _MATRIX | Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text
                )


def paint_worksheet(
    worksheet: Worksheet, device: QPaintDevice, painter: QPainter, turn_page: Callable[[], object]
) -> int:
    """Paint every page with ``painter`` (active on ``device``); returns the page count.

    ``turn_page`` starts a fresh page (``QPdfWriter.newPage`` for a PDF).
    """
    # A printer or image has no direction of its own: take the app's, so Arabic
    # sentences start on the right (the grids are placed with AlignAbsolute).
    painter.setLayoutDirection(QGuiApplication.layoutDirection())
    pages = _Pages(device, painter, worksheet, turn_page)
    pages.start(translate("worksheet_pdf", "worksheet"))
    pages.title(_title_pattern(), worksheet.title, gap_mm=2)
    pages.text(
        translate("worksheet_pdf", "Name: ______________________    Date: ____________"),
        _font(10.5),
        gap_mm=3,
    )
    pages.text(
        translate(
            "worksheet_pdf",
            "Work out each step by hand from the numbers given, one matrix at a time. "
            "Round to {decimals} decimals. The answers are on the last pages.",
        ).format(decimals=worksheet.decimals),
        _font(10.5),
        gap_mm=2,
    )
    for line in worksheet.settings:
        pages.text(f"• {line}", _font(10), gap_mm=0.8)
    pages.y += _mm(3)
    for section in worksheet.given:
        pages.section(section, given=True)
    for section in worksheet.questions:
        pages.section(section, given=False)
    pages.new_page(translate("worksheet_pdf", "answer key"))
    pages.title(translate("worksheet_pdf", "Answer key: {title}"), worksheet.title, gap_mm=4)
    for section in worksheet.answers:
        pages.section(section, given=False)
    pages.finish()
    return pages.pages


def _title_pattern() -> str:
    return translate("worksheet_pdf", "Worksheet: {title}")


def _worksheet_title(worksheet: Worksheet) -> str:
    return _title_pattern().format(title=worksheet.title)


def write_worksheet_pdf(worksheet: Worksheet, path: str | Path) -> int:
    """Write the worksheet as an A4 PDF at ``path``; returns the number of pages.

    Raises OSError when the file cannot be written.
    """
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    writer.setTitle(_worksheet_title(worksheet))
    writer.setCreator("selfattn-gui")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write a PDF to {path}")
    try:
        return paint_worksheet(worksheet, writer, painter, writer.newPage)
    finally:
        painter.end()
