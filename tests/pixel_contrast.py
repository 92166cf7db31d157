"""Contrast measured on the pixels a widget really draws, with the WCAG formula written out.

Written here independently of the app's own helper (``ui.classroom.appearance``), so a
mistake there cannot hide in the tests.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget


def save_shot(image: QImage, name: str) -> None:
    """Keep ``image`` as ``name`` in the folder ``SELFATTN_GUI_SHOTS`` names (if any)."""
    folder = os.environ.get("SELFATTN_GUI_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        image.save(str(Path(folder) / name))


def luminance(color: QColor) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (color.red(), color.green(), color.blue()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio, 1 to 21."""
    a, b = sorted((luminance(first), luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def pixels(image: QImage, rect: QRect) -> list[QColor]:
    """Every pixel of ``image`` inside ``rect``."""
    rect = rect.intersected(image.rect())
    return [
        image.pixelColor(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    ]


def commonest(image: QImage, rect: QRect) -> QColor:
    """The commonest colour in ``rect``: what the text there is drawn on."""
    return QColor(Counter(c.rgb() for c in pixels(image, rect)).most_common(1)[0][0])


def background(image: QImage) -> QColor:
    """The commonest colour of the whole image."""
    return commonest(image, image.rect())


def ink(image: QImage, rect: QRect, behind: QColor) -> QColor:
    """The pixel in ``rect`` that stands out most from ``behind`` (the core of the glyphs)."""
    return max(pixels(image, rect), key=lambda c: contrast(c, behind))


def grab(widget: QWidget) -> QImage:
    """What ``widget`` draws now."""
    widget.repaint()
    return widget.grab().toImage()
