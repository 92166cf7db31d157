"""Reading text the way it lands on the screen: its characters from left to right.

Qt lays a string out with the bidirectional algorithm; these helpers ask Qt where each
character's glyph went (``QTextLayout.glyphRuns``) and read them back left to right, a
bracket drawn right to left as its mirror image, as a reader sees it.  Invisible
format characters (isolates, marks) are left out.  So "−0.71" laid out in an Arabic
paragraph without an isolate reads back as "0.71−".

Arabic words come back letter by letter from the left, so "الأوزان" reads "نازوألا";
compare the left-to-right parts (numbers, lists, formulas) and where they sit.
"""

from __future__ import annotations

import unicodedata

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import QAbstractButton, QLabel

RTL = Qt.LayoutDirection.RightToLeft
LTR = Qt.LayoutDirection.LeftToRight
_MIRRORED = dict(zip("()[]{}<>«»", ")(][}{><»«", strict=True))
_WIDE = 100_000.0  # one line per paragraph: no wrapping to blur the order


def _read(layout: QTextLayout, text: str) -> str:
    """The characters of an already laid-out ``layout`` (of ``text``), left to right
    (its lines one after the other)."""
    return " / ".join(_read_lines(layout, text))


def _read_lines(layout: QTextLayout, text: str) -> list[str]:
    """Each line of an already laid-out ``layout`` (of ``text``), read left to right."""
    lines = []
    for number in range(layout.lineCount()):
        line = layout.lineAt(number)
        start = line.textStart()
        lines.append(_read_range(layout, text, start, start + line.textLength()))
    return lines


def _read_range(layout: QTextLayout, text: str, start: int, stop: int) -> str:
    placed = []
    for index in range(start, stop):
        ch = text[index]
        if unicodedata.category(ch) == "Cf" or ch == "\u2028":
            continue
        runs = layout.glyphRuns(index, 1)
        if not runs:
            continue
        run = runs[0]
        xs = [point.x() for point in run.positions()]
        x = min(xs) if xs else run.boundingRect().left()
        shown = _MIRRORED.get(ch, ch) if run.isRightToLeft() else ch
        placed.append((round(x, 2), index, shown))
    placed.sort()
    return "".join(ch for _, _, ch in placed)


def visual_order(text: str, direction: Qt.LayoutDirection = RTL, font: QFont | None = None) -> str:
    """``text`` on one line of a paragraph laid out in ``direction``, read left to right."""
    return " / ".join(wrapped_order(text, _WIDE, direction, font))


def wrapped_order(
    text: str, width: float, direction: Qt.LayoutDirection = RTL, font: QFont | None = None
) -> list[str]:
    """``text`` wrapped at ``width`` pixels in a paragraph laid out in ``direction``:
    each line read left to right."""
    layout = QTextLayout(text, font or QFont())
    option = layout.textOption()
    option.setTextDirection(direction)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
    layout.endLayout()
    return _read_lines(layout, text)


def document_lines(document: QTextDocument) -> list[str]:
    """Each paragraph of ``document`` (laid out as Qt does: its direction from its first
    letter unless set), read left to right."""
    document.setTextWidth(_WIDE)
    document.documentLayout()  # lays it out
    document.size()
    lines = []
    block = document.begin()
    while block.isValid():
        lines.append(_read(block.layout(), block.text()))
        block = block.next()
    return lines


def paragraph_directions(document: QTextDocument) -> list[Qt.LayoutDirection]:
    """The direction Qt lays each paragraph of ``document`` out in (unless set, from its
    first letter: a paragraph opening with "bank" runs left to right)."""
    directions = []
    block = document.begin()
    while block.isValid():
        directions.append(block.textDirection())
        block = block.next()
    return directions


def label_lines(label: QLabel) -> list[str]:
    """The lines of ``label`` as it shows them, each read left to right.

    A label with rich text, or whose text can be selected, lays it out in a text
    document (each paragraph's direction from its first letter); a plain one draws it
    with its painter, in the application's direction.
    """
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    selectable = label.textInteractionFlags() & (
        Qt.TextInteractionFlag.TextSelectableByMouse
        | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    if rich or selectable:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        if rich:
            document.setHtml(text)
        else:
            document.setPlainText(text)
        return document_lines(document)
    direction = QGuiApplication.layoutDirection()
    return [visual_order(line, direction, label.font()) for line in text.split("\n")]


def button_text(button: QAbstractButton) -> str:
    """A button's text as drawn (by its painter, in the application's direction)."""
    return visual_order(button.text(), QGuiApplication.layoutDirection(), button.font())
