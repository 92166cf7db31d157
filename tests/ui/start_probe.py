"""Start the real app (``selfattn_gui.app.main``) on an X screen and report where the
window opened; print JSON.

Used by ``test_start_fits_the_screen.py`` in a subprocess with ``DISPLAY`` set to an
Xvfb of the size under test and ``XDG_CONFIG_HOME`` set to the settings folder to start
with.  Nothing places the window for the app: there is no window manager, and the app
decides its own geometry.  With ``PROBE_LEAVE_AT=x,y,w,h`` the window is moved there
before it is closed (where a learner left it); the settings are saved as on any close.

Usage: ``python start_probe.py SHOT.png [APP ARGUMENTS...]``.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

os.environ["SELFATTN_GUI_DATA_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QRect, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QToolBar, QToolButton, QWidget

from selfattn_gui import app as app_module
from selfattn_gui.ui.shell.main_window import MainWindow


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def toolbar_buttons(window: MainWindow) -> list[tuple[str, bool]]:
    """Every toolbar control, in order, and whether all of it is on its toolbar and screen."""
    screen = window.screen().availableGeometry()
    buttons = []
    for toolbar in window.findChildren(QToolBar):
        if not toolbar.isVisible():
            continue
        for action in toolbar.actions():
            widget = toolbar.widgetForAction(action)
            if action.isSeparator() or not action.isVisible() or widget is None:
                continue
            seen = (
                widget.isVisible()
                and toolbar.rect().contains(widget.geometry())
                and screen.contains(global_rect(widget))
            )
            buttons.append((action.objectName() or widget.objectName() or action.text(), seen))
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if extension is not None and extension.isVisible():
            buttons.append((f"{toolbar.objectName()} »", False))
    return buttons


def outside(window: MainWindow, screen: QRect) -> list[str]:
    """Object names of the visible widgets whose visible part leaves the screen."""
    names = set()
    for widget in window.findChildren(QWidget):
        seen = widget.visibleRegion().boundingRect()
        if not widget.objectName() or not widget.isVisible() or seen.isEmpty():
            continue
        if not screen.contains(QRect(widget.mapToGlobal(seen.topLeft()), seen.size())):
            names.add(widget.objectName())
    return sorted(names)


def measure(shot: str) -> None:
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for _ in range(200):
        QTest.qWait(20)
        if not window.pipeline.fit_pending:
            break
    QTest.qWait(200)
    screen = window.screen()
    available = screen.availableGeometry()
    lessons = window.findChild(QDockWidget, "dock.lessons")
    report = {
        "available": list(available.getRect()),
        "frame": list(window.frameGeometry().getRect()),
        "window_inside": available.contains(window.frameGeometry()),
        "toolbar": toolbar_buttons(window),
        "lessons_shown": bool(lessons and lessons.isVisible()),
        "lessons_inside": bool(lessons and available.contains(global_rect(lessons))),
        "outside": outside(window, available),
    }
    screen.grabWindow(0).save(shot)  # what is on the screen, not what the window drew
    print("PROBE " + json.dumps(report), flush=True)
    leave_at = os.environ.get("PROBE_LEAVE_AT")
    if leave_at:
        window.setGeometry(*(int(n) for n in leave_at.split(",")))
        QTest.qWait(100)
    window.files.ask_discard = lambda: "discard"
    window.close()  # (saves the settings, as a learner's close does)
    QApplication.quit()


def main() -> int:
    shot, arguments = sys.argv[1], sys.argv[2:]
    app_module.make_application()
    QTimer.singleShot(300, lambda: measure(shot))
    return app_module.main(arguments)


if __name__ == "__main__":
    raise SystemExit(main())
