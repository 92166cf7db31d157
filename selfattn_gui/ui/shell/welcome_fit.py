"""The welcome page's size and text size: as large as the screen allows without scrolling.

The page is read from the back of a classroom, so its text is larger than the window's.
How large it can be depends on the screen and on the font: Noto Sans (the default sans
of many Linux desktops) has taller lines than DejaVu Sans, and at 1024 × 768 the page
at the full text size needed about 60 pixels of scrolling.  So the text sizes of
:data:`TEXT_SCALES` are tried in turn, largest first, and the first that lets every
button show without scrolling is kept; a screen too small for even the smallest scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

TEXT_SCALE = 1.3  # the page's text, times the window's: the largest tried
#: the text scales tried in turn until the page needs no scrolling
TEXT_SCALES = (TEXT_SCALE, 1.25, 1.2, 1.15, 1.1)
TITLE_SCALE = 1.8  # the title at the largest text scale
PAGE_SIZE = QSize(980, 700)  # pixels wanted; a smaller screen gets less (and a scroll bar)
SCREEN_MARGIN = 24  # pixels kept free around the page on a small screen


def fit_page(page: QWidget, title: QLabel, scroll: QScrollArea, room: QSize) -> None:
    """Size ``page`` for ``room`` (the screen's free area) with the largest text that
    lets the contents of ``scroll`` show whole; ``title`` is set larger still."""
    size = QSize(
        min(PAGE_SIZE.width(), room.width() - 2 * SCREEN_MARGIN),
        min(PAGE_SIZE.height(), room.height() - 2 * SCREEN_MARGIN),
    )
    for scale in TEXT_SCALES:
        _scale_text(page, title, scale)
        page.resize(size)
        if _fits(page, scroll):
            break


def _scale_text(page: QWidget, title: QLabel, scale: float) -> None:
    """The page's text ``scale`` times the window's, its title in proportion."""
    font = QFont(QApplication.font())
    app_size = font.pointSizeF()
    font.setPointSizeF(app_size * scale)
    page.setFont(font)
    title_font = QFont(font)
    title_font.setPointSizeF(app_size * TITLE_SCALE * scale / TEXT_SCALE)
    title_font.setBold(True)
    title.setFont(title_font)


def _fits(page: QWidget, scroll: QScrollArea) -> bool:
    """Whether the contents of ``scroll`` fit it as ``page`` is now sized, unscrolled."""
    body = scroll.widget()
    if body is None:
        return True
    for widget in (page, body):
        layout = widget.layout()
        if layout is not None:
            layout.activate()
    view = scroll.viewport().size()
    need = body.heightForWidth(view.width()) if body.hasHeightForWidth() else -1
    if need < 0:
        need = body.sizeHint().height()
    return need <= view.height() and body.minimumSizeHint().width() <= view.width()
