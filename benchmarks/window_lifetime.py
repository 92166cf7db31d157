"""Soak: build and close the main window again and again, with Python's collector at work.

The long form of ``tests/ui/shell/test_window_lifetime.py``: ``--every-allocation``
windows are built with the automatic collector at every allocation (the GUI thread's
collections then land inside Qt's own calls, ``setModel`` among them); then ``--rounds``
windows on the app's collector (``ui/foundation/garbage_collection.py``), each opening every
example and every trained model while a worker thread allocates (as the head-scores and
autosave workers and pytest-xdist's channel thread do). Run it under
``python -X faulthandler`` (or gdb) to see where a crash would be.

Prints one JSON object: windows built, collections started off the GUI thread (in the
first part, where the automatic collector is on, and then on the app's collector,
where 0 is expected), the Qt objects of closed windows freed off it, and the time taken.

    python -X faulthandler benchmarks/window_lifetime.py [--rounds N] [--every-allocation N]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import threading
import time
import weakref

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ.setdefault("SELFATTN_GUI_DATA_DIR", tempfile.mkdtemp(prefix="selfattn-lifetime-"))

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from selfattn_gui.app import make_application, quiet_offscreen_warnings
from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.garbage_collection import GuiThreadCollector
from selfattn_gui.ui.shell.compose import App, build_app


class Watch:
    """Which threads start collections, and which free the Qt objects of closed windows."""

    def __init__(self) -> None:
        self.collections_off_gui_thread = 0
        self.qt_objects_freed_off_gui_thread = 0
        gc.callbacks.append(self._on_collection)

    def _on_collection(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start" and threading.current_thread() is not threading.main_thread():
            self.collections_off_gui_thread += 1

    def _on_freed(self, _ref: weakref.ref[QObject]) -> None:
        if threading.current_thread() is not threading.main_thread():
            self.qt_objects_freed_off_gui_thread += 1

    def watch_what_is_left(self, keep: list[weakref.ref[QObject]]) -> None:
        """Watch every live Qt object that only Python owns now (a closed window's)."""
        for obj in gc.get_objects():
            if isinstance(obj, QObject) and shiboken6.isValid(obj):
                if shiboken6.ownedByPython(obj):
                    keep.append(weakref.ref(obj, self._on_freed))


def worker_allocating(stop: threading.Event) -> threading.Thread:
    def work() -> None:
        while not stop.is_set():
            kept = [[index] for index in range(20_000)]
            del kept
            time.sleep(0.005)

    thread = threading.Thread(target=work, name="allocating-worker", daemon=True)
    thread.start()
    return thread


def open_window() -> App:
    app = build_app(Document(presets.load_preset("cat-sat-mat")))
    app.files.ask_discard = lambda: "discard"
    app.window.resize(1280, 800)
    app.window.show()
    QTest.qWaitForWindowExposed(app.window)
    return app


def close_window(app: App) -> None:
    app.window.close()
    app.window.deleteLater()
    QApplication.processEvents()  # as pytest-qt does: the delete waits for the next loop


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--every-allocation", type=int, default=3)
    args = parser.parse_args()
    settings_dir = tempfile.mkdtemp(prefix="selfattn-lifetime-settings-")
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, settings_dir)
    quiet_offscreen_warnings()
    qapp = make_application()
    names = presets.preset_names()
    models = [model.name for model in presets.list_models()]
    watch = Watch()
    watched: list[weakref.ref[QObject]] = []
    started = time.perf_counter()

    original = GuiThreadCollector.of
    GuiThreadCollector.of = classmethod(lambda cls, app=None: None)  # type: ignore[assignment]
    gc.enable()
    thresholds = gc.get_threshold()
    gc.set_threshold(1)
    for _ in range(args.every_allocation):
        app = open_window()
        for name in names:
            app.files.new_from_preset(name)
            qapp.processEvents()
        close_window(app)
        del app
        print(f"every allocation: {time.perf_counter() - started:.1f} s", file=sys.stderr)
    gc.set_threshold(*thresholds)
    GuiThreadCollector.of = original  # type: ignore[method-assign]
    GuiThreadCollector.of()  # as the next window would, but before the worker starts

    at_every_allocation = watch.collections_off_gui_thread  # allowed there: gc was on
    watch.collections_off_gui_thread = 0
    stop = threading.Event()
    worker = worker_allocating(stop)
    for round_ in range(args.rounds):
        app = open_window()
        for name in names:
            app.files.new_from_preset(name)
            qapp.processEvents()
        for name in models:
            app.models.open_model(name)
            qapp.processEvents()
        QTest.qWait(200)  # the models' heads are scored in a worker thread
        close_window(app)
        del app
        QTest.qWait(20)  # the window goes; what only Python owns waits for the collector
        watch.watch_what_is_left(watched)
        print(f"round {round_ + 1}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
    stop.set()
    worker.join()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    print(
        json.dumps(
            {
                "windows_at_every_allocation": args.every_allocation,
                "windows": args.rounds,
                "collections_off_gui_thread_at_every_allocation": at_every_allocation,
                "collections_off_gui_thread": watch.collections_off_gui_thread,
                "qt_objects_freed_off_gui_thread": watch.qt_objects_freed_off_gui_thread,
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
