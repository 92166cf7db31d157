"""One window for a whole test module, put back to how a fresh one starts before each test.

Building the whole window costs seconds (``compose.build_app``); most window tests only
need *a* window as it starts: the preset on show, nothing selected but the first query,
the default view choices, the default dock layout.  :func:`reset_app` brings a window a
test has used back to that, cheaply; :func:`snapshot` reads what tests read of a window
(the document, the view state, the docks, every control's value) so that
``tests/ui/test_shared_window.py`` can check the reset against a freshly built window.

A test that needs a truly fresh window (what happens at start-up, a layout saved by the
last run, closing the window) keeps the function-scoped ``app`` fixture.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSize, Qt, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QLineEdit,
    QSlider,
    QStackedWidget,
    QTabBar,
    QToolBar,
    QWidget,
)
from window_waits import drain, settle

from selfattn_gui.core.lessons.lesson_progress import LessonProgress
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.session_io import session_to_dict
from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.classroom.preferences import Preferences
from selfattn_gui.ui.shell.compose import App

SIZE = (1280, 800)


# -- putting a window back ---------------------------------------------------------------
Replaceable = tuple[object, str, object]  # (owner, attribute, callable)


def _owners(app: App) -> list[object]:
    """The features and every Qt object of the window (a child knows its place in it)."""
    features = [getattr(app, field.name) for field in fields(app)]
    return [*features, app.files, *app.window.findChildren(QObject)]


def replaceables(app: App) -> list[Replaceable]:
    """Every callable a test may put in place of a dialog or a reader (``files.ask_discard``,
    ``lessons.ask_reset``, a task's ``read_view``, ...), with what it holds now."""
    found = []
    for owner in _owners(app):
        for name, value in vars(owner).items():
            if callable(value) and not isinstance(value, (QObject, type, SignalInstance)):
                found.append((owner, name, value))
    return found


def _close_other_windows(app: App) -> None:
    """Close every dialog, message box and floating page over the window (not its docks)."""
    window = app.window
    for widget in QApplication.topLevelWidgets():
        if widget is window or isinstance(widget, QDockWidget) or not widget.isVisible():
            continue
        widget.close()
    # A fresh window has not built these yet; a kept one would carry the last test's page.
    for owner, name in (
        (app.classroom, "dialog"),
        (app.classroom, "restart_offer"),
        (app.welcome, "page"),
        (app.glossary, "dialog"),
    ):
        widget = getattr(owner, name)
        if widget is not None:
            widget.close()
            widget.deleteLater()
            setattr(owner, name, None)


def _close_lessons(app: App) -> None:
    """Lessons, mistakes lab and explorer closed, the lesson list on show, progress fresh."""
    lessons = app.lessons
    panel = lessons.lessons.panel
    if lessons.lessons.currentWidget() is panel:
        panel.close_lesson()  # takes its veil and its highlight away, shows the list
    # The browser, the panel and the docks share one progress object: it takes on what a
    # fresh window reads from this test's own (empty) folder.
    vars(lessons.progress).update(vars(LessonProgress.load()))
    lessons.lessons.browser.refresh()
    for dock in lessons.docks.values():
        dock.hide()
        dock.setFloating(False)
    # The first opening places each dock (the lessons beside "Explain", the labs floating
    # over the window): a fresh window has placed none.
    lessons._placed.clear()


@dataclass(frozen=True)
class Start:
    """What a module's window was once built, shown and settled (before any test)."""

    replaceables: list[Replaceable]
    layout: QByteArray  # ``saveState()``: the docks as a fresh window has them
    # The area of each dock that starts hidden: shown for the first time, it is placed
    # from the size it had (``LessonDocks`` widens a narrow lessons column), so it is put
    # back as built, never shown.
    hidden: dict[QDockWidget, tuple[Qt.DockWidgetArea, QSize, QSize]]  # area, size, least
    # Every on/off control's state (the weights as numbers, ...), docks' toggles aside.
    switches: dict[QAbstractButton | QAction, bool]

    @classmethod
    def of(cls, app: App) -> Start:
        window = app.window
        hidden = {
            dock: (window.dockWidgetArea(dock), dock.size(), dock.minimumSize())
            for dock in window.findChildren(QDockWidget)
            if dock.isHidden()
        }
        return cls(replaceables(app), window.saveState(), hidden, _switches(window))


def _switches(window) -> dict[QAbstractButton | QAction, bool]:
    docks = {dock.toggleViewAction() for dock in window.findChildren(QDockWidget)}
    found: dict[QAbstractButton | QAction, bool] = {}
    for control in [*window.findChildren(QAbstractButton), *window.findChildren(QAction)]:
        if control.isCheckable() and control not in docks:
            found[control] = control.isChecked()
    return found


def _put_back_the_switches(start: Start) -> None:
    """Turn back, as a person would, each switch a test left turned (once the rest is
    back: presentation, pin, theme and walkthrough have theirs put back already)."""
    for control, checked in start.switches.items():
        if control.isChecked() != checked:
            if isinstance(control, QAction):
                control.trigger()
            else:
                control.click()


def _put_back_the_look(app: App) -> None:
    """The default theme, zoom, decimals and colour maps, and no presentation scale.

    Each is set again only when it differs: setting the fonts of every widget and fitting
    the pipeline again cost most of a second, the price of a new window.
    """
    appearance = Appearance.of()
    if app.classroom.preferences != Preferences() or (appearance.theme_name, appearance.zoom) != (
        "system",
        1.0,
    ):
        app.classroom.apply(Preferences(), remember=False, force=True)
    if appearance.extra_scale != 1.0 or appearance.emphasis:
        appearance.set_extra_scale(1.0)


def reset_app(app: App, qtbot, start: Start, preset: str = "cat-sat-mat") -> None:
    """Bring ``app`` (a window tests have used) back to how a fresh one starts on ``preset``."""
    window = app.window
    for owner, name, value in start.replaceables:
        setattr(owner, name, value)
    _close_other_windows(app)
    if app.presentation.active:
        app.presentation.leave()
    app.teaching.stop_walkthrough()
    _close_lessons(app)
    app.training.dock.hide()
    app.training.dock.setFloating(False)
    app.training._placed = False  # its first showing floats it over the window
    app.view_state.set_veiled(frozenset())
    app.document.load(presets.load_preset(preset))  # also unpins, clears the undo history
    _put_back_the_look(app)
    _put_back_the_switches(start)
    window.statusBar().clearMessage()
    app.files.sig_recent_changed.emit()  # File → Recent lists this test's (none), as built
    if window.windowState() != Qt.WindowState.WindowNoState or not window.isVisible():
        window.showNormal()
        qtbot.waitExposed(window)
    if window.size().toTuple() != SIZE:
        window.resize(*SIZE)
    for dock, (area, size, _least) in start.hidden.items():
        if dock.isHidden() and dock.size() != size:  # it was shown, and sized
            window.removeDockWidget(dock)
            window.addDockWidget(area, dock, Qt.Orientation.Horizontal)
            dock.hide()
    # The layout as first shown, dock sizes too ("Reset layout" shares the window out
    # again from the sizes the docks have now, which a zoom may have grown); once the
    # new fonts have reached every widget, or their old least sizes would still count.
    for _ in range(3):
        drain()
        if window.saveState() == start.layout:  # (laying out every dock again is not free)
            break
        window.restoreState(start.layout)
    for dock, (_area, size, least) in start.hidden.items():
        if dock.isHidden() and dock.size() != size:
            # Its layout made the least size of the text it last laid out its own (a
            # larger zoom) and keeps it while hidden: as never laid out, till shown.
            dock.setMinimumSize(least)
            dock.resize(size)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    _focus_as_at_start(window)
    settle(qtbot, window)


def _focus_as_at_start(window: QWidget) -> None:
    """The focus where Qt puts it in a new window: the first control of the Tab order (a
    key a test presses goes where it would go in a fresh window)."""
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()
    window.focusNextChild()


# -- what tests read of a window ---------------------------------------------------------
def _key(widget: QObject, window: QWidget) -> str:
    """The widget's place in the window: the object names (or classes) from the window down."""
    parts = []
    node: Any = widget
    while node is not None and node is not window:
        parts.append(node.objectName() or type(node).__name__)
        node = node.parent()
    return "/".join(reversed(parts))


def _value(widget: QWidget) -> object:
    if isinstance(widget, QAbstractItemView):
        current = widget.currentIndex()
        model = widget.selectionModel()
        chosen = [] if model is None else model.selectedIndexes()
        return (
            (current.row(), current.column()),
            sorted((index.row(), index.column()) for index in chosen),
        )
    if isinstance(widget, QAbstractScrollArea):
        return (widget.horizontalScrollBar().value(), widget.verticalScrollBar().value())
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    if isinstance(widget, QComboBox):
        return (widget.currentIndex(), widget.currentText(), widget.count())
    if isinstance(widget, QAbstractButton):  # (a hidden button's text may wait till shown)
        text = widget.text() if widget.isVisibleTo(widget.window()) else None
        return (text, widget.isChecked(), widget.isEnabled())
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QSlider):
        return widget.value()
    if isinstance(widget, QTabBar):
        return (widget.currentIndex(), [widget.tabText(i) for i in range(widget.count())])
    if isinstance(widget, QStackedWidget):
        current = widget.currentWidget()
        return None if current is None else (current.objectName() or type(current).__name__)
    return None


def _controls(window: QWidget) -> dict[str, object]:
    """Every control's value and whether it is on show, keyed by its place in the window."""
    found: dict[str, object] = {}
    kinds = (
        QAbstractItemView,
        QAbstractScrollArea,
        QAbstractSpinBox,
        QComboBox,
        QAbstractButton,
        QLineEdit,
        QSlider,
        QTabBar,
        QStackedWidget,
    )
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, kinds) or widget.objectName().startswith("qt_"):
            continue
        if isinstance(widget.parent(), QTabBar):  # its scroll arrows: Qt's, not the app's
            continue
        key = _key(widget, window)
        n = 0
        while f"{key}#{n}" in found:
            n += 1
        found[f"{key}#{n}"] = (_value(widget), widget.isVisibleTo(window))
    return found


def _fonts(window: QWidget) -> dict[str, float]:
    """The text size of every named widget on show (the zoom, presentation and the fit set
    them; a hidden one may keep the size of an earlier fit until it shows)."""
    found: dict[str, float] = {}
    for widget in window.findChildren(QWidget):
        name = widget.objectName()
        if name and not name.startswith("qt_") and widget.isVisibleTo(window):
            key, n = _key(widget, window), 0
            while f"{key}#{n}" in found:
                n += 1
            found[f"{key}#{n}"] = widget.font().pointSizeF()
    return found


def _actions(window: QWidget) -> dict[str, object]:
    found: dict[str, object] = {}
    for action in window.findChildren(QAction):
        key = action.objectName() or action.text()
        n = 0
        while f"{key}#{n}" in found:
            n += 1
        found[f"{key}#{n}"] = (action.isChecked(), action.isEnabled(), action.isVisible())
    return found


def _docks(window) -> dict[str, object]:
    return {
        dock.objectName(): (
            dock.isVisible(),
            dock.isFloating(),
            dock.size().toTuple() if dock.isFloating() else None,
            window.dockWidgetArea(dock),
            sorted(other.objectName() for other in window.tabifiedDockWidgets(dock)),
        )
        for dock in window.findChildren(QDockWidget)
    }


def _identity(value: object) -> object:
    """What a callable runs (two windows' ``lambda: "discard"`` run the same code)."""
    function = getattr(value, "__func__", value)
    return getattr(function, "__code__", type(value).__qualname__)


def _replaceables_by_place(app: App) -> dict[str, object]:
    window, found = app.window, {}
    for owner, name, value in replaceables(app):
        place = _key(owner, window) if isinstance(owner, QObject) else type(owner).__name__
        key, n = f"{place}.{name}", 0
        while f"{key}#{n}" in found:
            n += 1
        found[f"{key}#{n}"] = _identity(value)
    return found


def snapshot(app: App) -> dict[str, object]:
    """What tests read of a window, as plain values (compare two with ``==``)."""
    window, document, view = app.window, app.document, app.view_state
    appearance = Appearance.of()
    others = sorted(
        widget.objectName() or type(widget).__name__
        for widget in QApplication.topLevelWidgets()
        if widget is not window and widget.isVisible() and not isinstance(widget, QDockWidget)
    )
    lessons = app.lessons
    focus = QApplication.focusWidget()
    return {
        "session": session_to_dict(document.session),
        "path": document.path,
        "modified": document.is_modified,
        "undo": (document.undo_stack.count(), document.undo_stack.index()),
        "query": document.selected_query,
        "head": document.selected_head,
        "layer": document.shown_layer,
        "pinned": document.pin.is_pinned,
        "view_state": (
            view.decimals,
            view.weights_colormap,
            view.scores_colormap,
            view.theme_name,
            view.zoom,
            view.veiled,
        ),
        "appearance": (
            appearance.theme_name,
            appearance.zoom,
            appearance.extra_scale,
            appearance.emphasis,
            QApplication.font().pointSizeF(),
        ),
        "window": (
            (window.width(), window.height()),
            window.windowState(),
            window.windowTitle(),
            window.menuBar().isVisible(),
            window.statusBar().isVisible(),
            window.statusBar().currentMessage(),
            QApplication.activeWindow() is window,
        ),
        "focus": None if focus is None else _key(focus, window),
        "geometry": {
            "centre": window.centralWidget().geometry().getRect(),
            "fit": window.pipeline.fit,
            **{
                dock.objectName(): dock.geometry().getRect()
                for dock in window.findChildren(QDockWidget)
                if dock.isVisible() and not dock.isFloating()
            },
        },
        "corners": [
            window.corner(c) for c in (Qt.Corner.BottomLeftCorner, Qt.Corner.BottomRightCorner)
        ],
        "toolbars": {bar.objectName(): bar.isVisible() for bar in window.findChildren(QToolBar)},
        "docks": _docks(window),
        "others_on_show": others,
        "presenting": app.presentation.active,
        "walkthrough": (app.teaching.walkthrough_active, app.teaching.walkthrough.index),
        "lesson_on_show": lessons.lesson_on_show(),
        "lessons_page": type(lessons.lessons.currentWidget()).__name__,
        "mistake": lessons.mistakes.mistake,
        "progress": lessons.progress.to_dict(),
        "actions": _actions(window),
        "controls": _controls(window),
        "fonts": _fonts(window),
        "replaceables": _replaceables_by_place(app),
    }


def differences(got: dict[str, object], fresh: dict[str, object]) -> list[str]:
    """The entries (and, inside the dicts, the keys) where ``got`` is not ``fresh``."""
    found = []
    for name, want in fresh.items():
        have = got.get(name)
        if isinstance(want, dict) and isinstance(have, dict):
            for key in sorted(set(want) | set(have)):
                if want.get(key, "<absent>") != have.get(key, "<absent>"):
                    found.append(
                        f"{name}[{key}]: {have.get(key, '<absent>')!r} != fresh {want.get(key, '<absent>')!r}"
                    )
        elif have != want:
            found.append(f"{name}: {have!r} != fresh {want!r}")
    return found
