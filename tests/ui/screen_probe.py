"""Run the app on a real X screen and measure what a person would see; print JSON.

Used by ``test_classroom_screens.py`` in a subprocess with ``DISPLAY`` set to an Xvfb
of the size under test.  There is no window manager, so the window is given the
geometry a maximised window would get (the screen's available area).  Screenshots go
to the folder given as the second argument.

Usage: ``python screen_probe.py PRESET SHOTS_FOLDER [LANGUAGE]``; LANGUAGE is a code
of the app's (``ar``) or ``pseudo`` (``tests/i18n/pseudo_locale.py``: every string
longer and bracketed, so what is untranslated or cut off can be found).
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

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTranslator  # noqa: E402
from PySide6.QtGui import QAction, QFontMetrics  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractScrollArea,
    QApplication,
    QToolBar,
    QToolButton,
    QWidget,
)

from selfattn_gui.app import make_application  # noqa: E402
from selfattn_gui.core.sessions import presets  # noqa: E402
from selfattn_gui.model.document import Document  # noqa: E402
from selfattn_gui.ui.editors.matrix_table import MatrixTableView  # noqa: E402
from selfattn_gui.ui.shell.compose import build_app  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "i18n"))
from pseudo_locale import build_pseudo_catalogue, use_pseudo_content  # noqa: E402
from text_probe import cut_off, untranslated  # noqa: E402


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


def left_to_right(window) -> list[str]:
    """The matrices and plots that do not read left to right (they always must)."""
    from pyqtgraph import GraphicsView

    kinds = (MatrixTableView, GraphicsView)
    return sorted(
        w.objectName() or type(w).__name__
        for w in window.findChildren(QWidget)
        if isinstance(w, kinds)
        and w.isVisible()
        and w.layoutDirection() != Qt.LayoutDirection.LeftToRight
    )


def toolbar_hidden(window) -> list[str]:
    """The toolbar controls a person cannot see without a "»" overflow menu (or at all):
    each toolbar's actions whose button is hidden or does not lie inside its toolbar."""
    hidden = []
    for toolbar in window.findChildren(QToolBar):
        if not toolbar.isVisible():
            continue
        for action in toolbar.actions():
            widget = toolbar.widgetForAction(action)
            if action.isSeparator() or not action.isVisible() or widget is None:
                continue
            inside = toolbar.rect().contains(widget.geometry())
            if not widget.isVisible() or not inside:
                name = action.objectName() or widget.objectName() or action.text()
                hidden.append(name or widget.metaObject().className())
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if extension is not None and extension.isVisible():
            hidden.append(f"{toolbar.objectName()} »")
    return hidden


def what_shows(window, screen: QRect) -> dict[str, object]:
    """Whether the window and everything in it is on the screen, what had to scroll,
    what is cut off or untranslated, and which way it reads."""
    same = set(window.document.session.tokens) if hasattr(window, "document") else set()
    return {
        "untranslated": untranslated(window, same),
        "cut_off": cut_off(window),
        "right_to_left": window.layoutDirection() == Qt.LayoutDirection.RightToLeft,
        "not_left_to_right": left_to_right(window),
        "window_inside": screen.contains(window.frameGeometry()),
        "outside": outside(window, screen),
        "toolbar_hidden": toolbar_hidden(window),
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
                "untranslated": untranslated(window, set(window.document.session.tokens)),
                "cut_off": cut_off(window),
                "leave_on_screen": on_screen(app.presentation.leave_button, screen),
            }
        )
    app.presentation.leave()
    return steps


def presenting_a_lesson(app, window, screen: QRect, shots: Path, name: str) -> dict:
    """Presentation mode with a lesson open: do Pin and Leave cover the lesson's last row
    (Glossary, Back, Next)?"""
    app.lessons.open_lessons("09-multi-head", 1)
    app.presentation.enter()
    settle(window)
    window.grab().save(str(shots / f"{name}-presenting-lesson.png"))
    panel = app.lessons.lessons.panel
    floating = [app.presentation.leave_button, app.pin.presenting_button]
    lesson_row = [panel.glossary_button, panel.back_button, panel.next_button]
    covered = sorted(
        f"{button.objectName()} over {below.text()}"
        for button in floating
        for below in lesson_row
        if QRect(button.mapToGlobal(button.rect().topLeft()), button.size()).intersects(
            QRect(below.mapToGlobal(below.rect().topLeft()), below.size())
        )
    )
    seen = {"covered": covered, "outside": outside(window, screen), "width": window.width()}
    app.presentation.leave()
    app.lessons.docks["lessons"].close()
    return seen


def use_language(qt_app, code: str) -> None:
    """Put ``code`` (or the pseudo-language) in place before the window is built."""
    from selfattn_gui.core import text
    from selfattn_gui.ui.foundation.language import install

    if code != "pseudo":
        install(qt_app, code)
        return
    translator = QTranslator(qt_app)
    assert translator.load(str(build_pseudo_catalogue(Path(folder))))
    qt_app.installTranslator(translator)
    text.set_translator(QCoreApplication.translate)
    use_pseudo_content()


def main() -> int:
    preset, shots = sys.argv[1], Path(sys.argv[2])
    code = sys.argv[3] if len(sys.argv) > 3 else "en"
    qt_app = make_application()
    use_language(qt_app, code)
    app = build_app(Document(presets.load_preset(preset)))
    window = app.window
    screen = qt_app.primaryScreen().availableGeometry()
    name = f"{preset}-{screen.width()}x{screen.height()}" + ("" if code == "en" else f"-{code}")
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
    report["presenting_lesson"] = presenting_a_lesson(app, window, screen, shots, name)
    print("PROBE " + json.dumps(report))
    app.files.ask_discard = lambda: "discard"
    window.close()
    QApplication.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
