"""Writing exported files safely, and rendering widgets as images for handouts.

Every export goes through :func:`write_atomically`: the file is written next to its
target under a temporary name and then moved over it in one step, so a failure
part-way (full disk, no permission) never leaves half a picture behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import QWidget

from selfattn_gui.core.session_io import atomic_write_text

__all__ = ["atomic_write_text", "render_widget", "save_image", "with_suffix", "write_atomically"]


def with_suffix(path: str | Path, suffix: str) -> Path:
    """``path`` ending in ``suffix`` (".png"): added when the learner typed a bare name."""
    path = Path(path)
    return path if path.suffix.lower() == suffix.lower() else path.with_name(path.name + suffix)


def write_atomically(path: str | Path, write: Callable[[Path], None]) -> None:
    """Call ``write(temporary_path)`` and move the result to ``path`` in one step.

    The temporary file has the same suffix as ``path`` (image writers pick the format
    from it).  Raises OSError when nothing usable was written.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, name = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=path.suffix, dir=folder)
    os.close(fd)
    temporary = Path(name)
    try:
        write(temporary)
        if temporary.stat().st_size == 0:
            raise OSError(f"nothing was written to {path.name}")
        os.chmod(temporary, _mode_for(path))
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


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
