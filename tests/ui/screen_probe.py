"""Run the app on a real X screen and measure what a person would see; print JSON.

Used by ``test_classroom_screens.py`` in a subprocess with ``DISPLAY`` set to an Xvfb
of the size under test.  There is no window manager, so the window is given the
geometry a maximised window would get (the screen's available area).  Screenshots go
to the folder given as the second argument.

Usage: ``python screen_probe.py PRESET SHOTS_FOLDER``
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

folder = tempfile.mkdtemp()
os.environ["SELFATTN_GUI_DATA_DIR"] = folder
os.environ["XDG_CONFIG_HOME"] = folder
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtGui import QAction, QFontMetrics  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget  # noqa: E402

from selfattn_gui.app import make_application  # noqa: E402
from selfattn_gui.core.sessions import presets  # noqa: E402
from selfattn_gui.model.document import Document  # noqa: E402
from selfattn_gui.ui.editors.matrix_table import MatrixTableView  # noqa: E402
from selfattn_gui.ui.shell.compose import build_app  # noqa: E402


def settle(window) -> None:
    for _ in range(100):
        QTest.qWait(20)
        if not window.pipeline.fit_pending:
            break
    QTest.qWait(60)


def on_screen(widget: QWidget, screen: QRect) -> bool:
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    return screen.contains(QRect(top_left, widget.size()))


def shown_on_screen(widget: QWidget, screen: QRect) -> bool:
    """Whether the part of ``widget`` a person can see is on the screen (the part a scroll
    area clips away is not seen: it is scrolled to, not cut off)."""
    seen = widget.visibleRegion().boundingRect()
    return screen.contains(QRect(widget.mapToGlobal(seen.topLeft()), seen.size()))


def outside(window, screen: QRect) -> list[str]:
    """Object names of visible widgets (with a name) whose visible part leaves the screen."""
    return sorted(
        {
            w.objectName()
            for w in window.findChildren(QWidget)
            if w.objectName()
            and w.isVisible()
            and not w.visibleRegion().isEmpty()  # (a dock behind another's tab is moved away)
            and not shown_on_screen(w, screen)
        }
    )


def scrolled_tables(window) -> list[str]:
    names = []
    for table in window.findChildren(MatrixTableView):
        if not table.isVisible():
            continue
        area: QAbstractScrollArea = table
        bars = (area.horizontalScrollBar(), area.verticalScrollBar())
        if any(bar.isVisible() for bar in bars):
            names.append(table.objectName())
    return sorted(names)


def pipeline_scrolls(window) -> bool:
    scroll = window.findChild(QAbstractScrollArea, "pipeline.scroll")
    return scroll.verticalScrollBar().isVisible() or scroll.horizontalScrollBar().isVisible()


def heatmap_size(window) -> list[int]:
    heatmap = window.plots["heatmap.weights"]
    return [heatmap.width(), heatmap.height()]


def what_shows(window, screen: QRect) -> dict[str, object]:
    """Whether the window and everything in it is on the screen, and what had to scroll."""
    return {
        "window_inside": screen.contains(window.frameGeometry()),
        "outside": outside(window, screen),
        "scrolled_tables": scrolled_tables(window),
        "heatmap": heatmap_size(window),
        "pipeline_scrolls": pipeline_scrolls(window),
        "pipeline_scrolls_sideways": window.findChild(QAbstractScrollArea, "pipeline.scroll")
        .horizontalScrollBar()
        .isVisible(),
    }


def presentation_steps(app, window, screen: QRect, shots: Path, name: str) -> list[dict]:
    steps = []
    app.presentation.enter()
    walkthrough = app.teaching.walkthrough
    for index in range(walkthrough.count):
        walkthrough.set_step(index)
        settle(window)
        tables = [t for t in window.findChildren(MatrixTableView) if t.isVisible()]
        numbers = min(QFontMetrics(t.font()).height() for t in tables) if tables else 0
        titles = [s.title for s in window.pipeline.stages.values() if s.isVisible()]
        title = min(QFontMetrics(t.font()).height() for t in titles) if titles else 0
        window.grab().save(str(shots / f"{name}-presentation-{index + 1}.png"))
        steps.append(
            {
                "step": index + 1,
                "number_px": numbers,
                "title_px": title,
                "outside": outside(window, screen),
                "leave_on_screen": on_screen(app.presentation.leave_button, screen),
            }
        )
    app.presentation.leave()
    return steps


def main() -> int:
    preset, shots = sys.argv[1], Path(sys.argv[2])
    qt_app = make_application()
    app = build_app(Document(presets.load_preset(preset)))
    window = app.window
    screen = qt_app.primaryScreen().availableGeometry()
    name = f"{preset}-{screen.width()}x{screen.height()}"
    window.setGeometry(screen)
    window.show()
    settle(window)
    report: dict[str, object] = {"screen": [screen.width(), screen.height()]}
    window.grab().save(str(shots / f"{name}.png"))
    report["start"] = what_shows(window, screen)
    app.lessons.open_lessons("02-what-self-attention-does", 0)
    settle(window)
    window.grab().save(str(shots / f"{name}-lesson.png"))
    report["lesson"] = what_shows(window, screen)
    zoom_in = window.findChild(QAction, "action.zoom_in")
    for _ in range(3):
        zoom_in.trigger()
    settle(window)
    window.grab().save(str(shots / f"{name}-zoom.png"))
    report["zoomed"] = {
        "window_inside": screen.contains(window.frameGeometry()),
        "size": [window.width(), window.height()],
    }
    window.findChild(QAction, "action.zoom_reset").trigger()
    app.lessons.docks["lessons"].close()  # presentation walks the lesson while it is open
    settle(window)
    report["presentation"] = presentation_steps(app, window, screen, shots, name)
    print("PROBE " + json.dumps(report))
    app.files.ask_discard = lambda: "discard"
    window.close()
    QApplication.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
