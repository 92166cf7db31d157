"""A random monkey on the real window: keys, clicks, menus, the toolbar, typing into cells,
undo and redo, layers, themes, in three languages.  Any exception that reaches
``sys.excepthook`` and any Qt warning fails it at once, with the seed and the events.

Each run is seeded and replays the same events on the same window (``MONKEY_SEED`` and
``MONKEY_EVENTS`` in the environment run another seed or a longer run; past two minutes
a run trips the suite's faulthandler dump, so add ``-o faulthandler_timeout=0``).  Actions that
open a dialog (their text ends in "…", Open, Save, Quit) are left out, and any modal
dialog or popup menu a click opens anyway is closed by a watchdog, so nothing blocks.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer, QtMsgType
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTableView, QToolButton, QWidget
from window_waits import settle

from selfattn_gui.ui.foundation import language

#: (seed, language, what to open): six runs of EVENTS each, 3,600 events in all (each
#: run under half a minute on a busy 2-core machine; MONKEY_EVENTS=3000 for a long one)
RUNS = [
    (1, "en", "cat-sat-mat"),
    (2, "ar", "two-layers"),
    (3, "zh_CN", "model:induction"),
    (4, "es", "cross-translation"),
    (5, "fr", "gqa-four-heads"),
    (6, "pt_BR", "model:it-refers"),
]
EVENTS = int(os.environ.get("MONKEY_EVENTS", "600"))
#: the window catches up (lays out, paints) after this many events, as after a quick hand
SETTLE_EVERY = 4
#: actions that ask where to read or write a file, or end the app
LEFT_OUT = {"action.open", "action.save", "action.save_as", "action.quit", "action.open_model"}
WARNINGS = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
#: what a hostile learner types into a cell
TYPED = ["2", "-1.5", "0", "1e6", "-999999", "1e7", "abc", "0.001", "-0", "3,5", "", "1e-300"]
KEYS = [
    *"0123456789-.eax ",
    Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
    Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End,
    Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_F7, Qt.Key.Key_F8,
]  # fmt: skip
#: Ctrl with these: undo, redo, layers, zoom, copy, paste (not Save, Open, Quit, Print)
CONTROL_KEYS = [
    Qt.Key.Key_Z, Qt.Key.Key_Y, Qt.Key.Key_BracketLeft, Qt.Key.Key_BracketRight,
    Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_0, Qt.Key.Key_C, Qt.Key.Key_V,
]  # fmt: skip


class Monkey:
    """Plays ``EVENTS`` random events on ``window``; ``events`` says what it did."""

    def __init__(self, window: QWidget, seed: int) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.events: list[str] = []

    def _widgets(self, kind: type[QWidget], prefix: str = "") -> list[QWidget]:
        found = self.window.findChildren(kind)
        return [w for w in found if w.isVisible() and w.objectName().startswith(prefix)]

    def _actions(self) -> list[QAction]:
        actions = []
        for action in self.window.findChildren(QAction):
            name = action.objectName()
            if not name.startswith(("action.", "toggle.")) or name in LEFT_OUT:
                continue
            if action.text().endswith("…") or not action.isEnabled():
                continue
            actions.append(action)
        return sorted(actions, key=lambda a: a.objectName())

    # -- the events --------------------------------------------------------------------------
    def action(self) -> str:
        action = self.rng.choice(self._actions())
        action.trigger()
        return f"trigger {action.objectName()}"

    def key(self) -> str:
        target = QApplication.focusWidget() or self.window
        if self.rng.random() < 0.25:
            key = self.rng.choice(CONTROL_KEYS)
            QTest.keyClick(target, key, Qt.KeyboardModifier.ControlModifier)
            return f"ctrl+{key.name} on {target.objectName() or type(target).__name__}"
        key = self.rng.choice(KEYS)
        QTest.keyClick(target, key)
        shown = key if isinstance(key, str) else key.name
        return f"key {shown!r} on {target.objectName() or type(target).__name__}"

    def click(self) -> str:
        window = self.window
        point = QPoint(self.rng.randrange(window.width()), self.rng.randrange(window.height()))
        widget = window.childAt(point)
        if widget is None:
            return f"click at {point.x()},{point.y()} on nothing"
        local = widget.mapFrom(window, point)
        button = (
            Qt.MouseButton.RightButton if self.rng.random() < 0.1 else Qt.MouseButton.LeftButton
        )
        if self.rng.random() < 0.15:
            QTest.mouseDClick(widget, button, pos=local)
            how = "double-click"
        else:
            QTest.mouseClick(widget, button, pos=local)
            how = "click" if button == Qt.MouseButton.LeftButton else "right-click"
        return f"{how} at {point.x()},{point.y()} on {widget.objectName() or type(widget).__name__}"

    def type_into_cell(self) -> str:
        tables = [t for t in self._widgets(QTableView, "editor.") if t.model().rowCount()]
        if not tables:
            return "type: no table"
        table = self.rng.choice(tables)
        model = table.model()
        row, column = self.rng.randrange(model.rowCount()), self.rng.randrange(model.columnCount())
        text = self.rng.choice(TYPED)
        table.setFocus()
        table.setCurrentIndex(model.index(row, column))
        for char in text:
            QTest.keyClicks(QApplication.focusWidget() or table, char)
        QTest.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Return)
        return f"type {text!r} into {table.objectName()}[{row}][{column}]"

    def layer(self) -> str:
        buttons = self._widgets(QToolButton, "button.next_layer")
        if buttons and self.rng.random() < 0.6:
            QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
            return "click button.next_layer"
        QTest.keyClick(self.window, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ControlModifier)
        return "ctrl+[ on the window"

    def play(self, count: int, after_each: Callable[[], None]) -> None:
        kinds = [self.action] * 3 + [self.key] * 4 + [self.click] * 4
        kinds += [self.type_into_cell] * 2 + [self.layer]
        for _ in range(count):
            event = self.rng.choice(kinds)
            self.events.append(f"({event.__name__}: raised)")
            self.events[-1] = event()  # (a raise in here is reported with the events too)
            if len(self.events) % SETTLE_EVERY == 0:  # (a paint per event would cost more
                QApplication.processEvents()  # than the events: let a few come first)
            after_each()


class Watchdog:
    """Closes any modal dialog or popup menu as soon as it shows (their own event loops
    run timers too), so no event waits for an answer."""

    def __init__(self, log: list[str]) -> None:
        self._log = log
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._close)
        self._timer.start()

    def _close(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self._log.append(f"    (closed {modal.objectName() or type(modal).__name__})")
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()

    def stop(self) -> None:
        self._timer.stop()


@pytest.fixture
def in_language(request):
    code = request.param
    app = QApplication.instance()
    installed = language.install(app, code)
    yield code
    language.uninstall(app, installed)


def _failure(seed: int, code: str, events: list[str], what: str) -> str:
    tail = "\n".join(f"{i:5d} {e}" for i, e in enumerate(events) if i >= len(events) - 60)
    return (
        f"{what}\nseed {seed}, language {code}, after event {len(events) - 1} "
        f"(MONKEY_SEED={seed} replays it); the last events:\n{tail}"
    )


@pytest.mark.parametrize(
    ("seed", "in_language", "opened"), RUNS, indirect=["in_language"], ids=[r[1] for r in RUNS]
)
def test_a_random_monkey_meets_no_exception_and_no_qt_warning(
    qtbot, open_app, qtlog, monkeypatch, seed, in_language, opened
):
    seed = int(os.environ.get("MONKEY_SEED", seed))
    print(f"monkey seed {seed}, language {in_language}, {EVENTS} events")
    errors: list[str] = []

    def hook(kind, value, traceback) -> None:
        import traceback as tb

        errors.append("".join(tb.format_exception(kind, value, traceback)))

    monkeypatch.setattr(sys, "excepthook", hook)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda _url: True)  # no browser
    if opened.startswith("model:"):
        app = open_app(qtbot)
        assert app.models.open_model(opened.removeprefix("model:"))
        qtbot.waitUntil(lambda: not app.models.opening.waiting, timeout=10000)
    else:
        app = open_app(qtbot, opened)
    window = app.window
    settle(qtbot, window)
    monkey = Monkey(window, seed)
    watchdog = Watchdog(monkey.events)
    seen = len(qtlog.records)

    def check() -> None:
        nonlocal seen
        warnings = [
            r.message
            for r in qtlog.records[seen:]
            if r.type in WARNINGS and not r.message.startswith("This plugin does not support")
        ]
        seen = len(qtlog.records)
        if errors or warnings:
            what = errors[0] if errors else f"Qt warning: {warnings[0]}"
            pytest.fail(_failure(seed, in_language, monkey.events, what), pytrace=False)

    try:
        monkey.play(EVENTS, check)
    except Exception as error:  # raised by an event itself (a widget gone under its feet)
        pytest.fail(_failure(seed, in_language, monkey.events, repr(error)), pytrace=True)
    finally:
        watchdog.stop()
        if window.isFullScreen():
            window.showNormal()
