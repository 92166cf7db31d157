"""Where the window opens: inside the screen it opens on, whatever was saved before.

A first start opens at the default size on a screen with room for it, and maximised on
a screen smaller than that (a 1024 × 768 projector), so the lesson column, the toolbar's
last buttons and the pipeline are all on the screen.  A start after that opens where
the window was left, unless that no longer fits: settings saved on a bigger monitor, or a
position off the screen (a second monitor unplugged), are brought inside the screen.

:func:`first_place` and :func:`restored_place` are plain geometry, so they are tested
without a window; :func:`place_window` and :func:`remember_place` read and write the
settings.  Qt's own ``restoreGeometry`` is not used: it refuses a geometry saved on a
screen of another width (the window then opened at its default size, larger than the
small screen) and keeps one larger than the screen as it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QMargins, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting

#: the window's size on a first start, where the screen has room for it
DEFAULT_SIZE = QSize(1280, 800)
#: what a window manager's frame takes around the window (title bar, borders): not
#: known before the window is first shown, so room for a usual one is kept
FRAME = QMargins(4, 32, 4, 4)
#: the settings keys of the window's place (its normal geometry) and whether maximised
_KEYS = ("window/x", "window/y", "window/width", "window/height")
_MAXIMISED = "window/maximised"


@dataclass(frozen=True)
class Place:
    """Where the window goes: its normal geometry (without the frame) and whether it is
    maximised (on the screen around ``geometry``)."""

    geometry: QRect
    maximised: bool


def _room(available: QRect) -> QRect:
    """Where the window itself (without its frame) may go on a screen."""
    return available.marginsRemoved(FRAME)


def first_place(available: QRect, default: QSize = DEFAULT_SIZE) -> Place:
    """A first start on a screen whose free area is ``available``: the default size in
    the middle, or maximised where the screen has no room for that."""
    room = _room(available)
    if default.width() > room.width() or default.height() > room.height():
        return Place(QRect(available), maximised=True)
    geometry = QRect(QPoint(0, 0), default)
    geometry.moveCenter(room.center())
    return Place(geometry, maximised=False)


def restored_place(saved: QRect, maximised: bool, available: QRect) -> Place:
    """The place saved last time, brought inside the free area ``available`` of the screen
    it opens on: moved onto it where it lay off it, maximised where it is larger."""
    room = _room(available)
    if saved.width() > room.width() or saved.height() > room.height():
        return Place(QRect(available), maximised=True)
    left = min(max(saved.left(), room.left()), room.right() + 1 - saved.width())
    top = min(max(saved.top(), room.top()), room.bottom() + 1 - saved.height())
    return Place(QRect(QPoint(left, top), saved.size()), maximised)


def _saved(settings: QSettings) -> tuple[QRect, bool] | None:
    """The place saved last time (normal geometry, maximised), or None when there is none
    (or it is not four sensible whole numbers: settings are untrusted)."""
    numbers: list[int] = []
    for key in _KEYS:
        number: int | None = read_setting(settings, key, None, int)
        if number is None or abs(number) > 100_000:
            return None
        numbers.append(number)
    x, y, width, height = numbers
    if width < 100 or height < 100:
        return None
    return QRect(x, y, width, height), read_setting(settings, _MAXIMISED, False, bool)


def _screen_for(saved: QRect | None, window: QWidget) -> QScreen:
    """The screen the window opens on: the one under the middle of its saved place, else
    the one it is on (the primary screen)."""
    if saved is not None:
        screen = QGuiApplication.screenAt(saved.center())
        if screen is not None:
            return screen
    screen = window.screen() or QGuiApplication.primaryScreen()
    assert screen is not None, "a window opens on a screen"
    return screen


def place_window(window: QWidget) -> Place:
    """Give ``window`` (not shown yet) the place it opens at, from the settings; the place."""
    saved = _saved(open_settings())
    screen = _screen_for(saved[0] if saved else None, window)
    available = screen.availableGeometry()
    place = first_place(available) if saved is None else restored_place(*saved, available)
    window.setGeometry(place.geometry)
    if place.maximised:  # (without a window manager, the geometry above is the screen's)
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return place


def remember_place(window: QWidget) -> None:
    """Save where ``window`` is (its normal geometry, and whether maximised)."""
    settings = open_settings()
    geometry = window.normalGeometry()  # (maximised or full screen: where it goes back to)
    for key, value in zip(
        _KEYS, (geometry.x(), geometry.y(), geometry.width(), geometry.height()), strict=True
    ):
        settings.setValue(key, value)
    settings.setValue(_MAXIMISED, window.isMaximized())
