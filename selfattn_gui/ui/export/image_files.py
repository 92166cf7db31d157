"""Writing exported files safely, and rendering widgets as images for handouts.

Every export goes through :func:`write_atomically`: the file is written next to its
target under a temporary name and then moved over it in one step, so a failure
part-way (full disk, no permission) never leaves half a picture behind.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import QWidget

from selfattn_gui.core.files.atomic_files import atomic_write_text, write_atomically

__all__ = ["atomic_write_text", "render_widget", "save_image", "with_suffix", "write_atomically"]


def with_suffix(path: str | Path, suffix: str) -> Path:
    """``path`` ending in ``suffix`` (".png"): added when the learner typed a bare name."""
    path = Path(path)
    return path if path.suffix.lower() == suffix.lower() else path.with_name(path.name + suffix)


def save_image(image: QImage, path: str | Path) -> None:
    """Save a QImage (format from the suffix) atomically; OSError when Qt cannot."""

    def write(temporary: Path) -> None:
        if not image.save(str(temporary)):
            raise OSError(f"could not write the image {Path(path).name}")

    write_atomically(path, write)


def render_widget(widget: QWidget, scale: float = 2.0) -> QImage:
    """``widget`` as it is on screen, drawn ``scale`` times larger (sharp text for print).

    The painter is scaled rather than the picture: text and lines are drawn again at
    the larger size instead of being blown up from screen pixels.
    """
    size = widget.size()
    image = QImage(
        max(1, round(size.width() * scale)),
        max(1, round(size.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(QColor(widget.palette().window().color()))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(scale, scale)
        # QWidget's own render: pyqtgraph's views replace render() with QGraphicsView's.
        QWidget.render(widget, painter, QPoint(0, 0), QRegion(QRect(QPoint(0, 0), size)))
    finally:
        painter.end()
    return image
