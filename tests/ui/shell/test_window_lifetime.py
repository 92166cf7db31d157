"""Windows built and closed again and again, with Python's collector at work throughout.

The suite crashed once (a segmentation fault inside ``QTableView.setModel`` while a test
built its window) and hung once (``QObject::~QObject`` during a garbage collection).
Behind both: a closed window leaves Qt objects that only Python owns, in reference
cycles (its tables' models, pyqtgraph's menus, view boxes and text items), and
Python's collector frees them in whichever thread allocates when a threshold is passed,
the head-scores worker, the autosave writer or pytest-xdist's channel thread among them.
Their C++ destructors then ran there, beside the GUI thread's own Qt code.
"""

from __future__ import annotations

import gc
import threading
import weakref

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from selfattn_gui.core.sessions import presets
from selfattn_gui.ui.foundation.garbage_collection import GuiThreadCollector

MODELS = [model.name for model in presets.list_models()]
#: Windows built with a collection at every allocation, then on the app's own collector
#: (``benchmarks/window_lifetime.py`` runs as many as asked).
ROUNDS_AT_EVERY_ALLOCATION = 1
ROUNDS = 2


def close(app) -> None:
    """Close the window as pytest-qt closes a test's window, and let Qt delete it."""
    window = app.window
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_everything(app) -> None:
    """Every example and every trained model, one after the other (models score their
    heads in a worker thread)."""
    for name in presets.preset_names():
        assert app.files.new_from_preset(name), name
        QApplication.processEvents()
    for name in MODELS:
        assert app.models.open_model(name), name
        QApplication.processEvents()


def qt_objects_only_python_owns() -> list[QObject]:
    return [
        obj
        for obj in gc.get_objects()
        if isinstance(obj, QObject) and shiboken6.isValid(obj) and shiboken6.ownedByPython(obj)
    ]


def allocate_in_a_thread(count: int) -> None:
    """What a worker does: allocate (kept containers, as a computation's results are),
    so that the collector's counts pass their thresholds in that thread."""

    def work() -> None:
        kept = [[index] for index in range(count)]
        del kept

    worker = threading.Thread(target=work, name="allocating-worker")
    worker.start()
    worker.join()


def test_a_closed_windows_qt_objects_are_destroyed_in_the_gui_thread(open_app, qtbot):
    app = open_app(qtbot)
    open_everything(app)
    qtbot.wait(50)
    close(app)
    del app
    # What the window leaves for the collector (a weakref's callback runs in the thread
    # that frees its object).
    freed_in: list[str] = []

    def note_thread(_ref: weakref.ref[QObject]) -> None:
        freed_in.append(threading.current_thread().name)

    refs = [weakref.ref(obj, note_thread) for obj in qt_objects_only_python_owns()]
    waiting = len(refs)
    allocate_in_a_thread(1_000_000)
    assert freed_in.count("allocating-worker") == 0, (
        f"{freed_in.count('allocating-worker')} of the window's {waiting} Qt objects were "
        "destroyed in a worker thread"
    )
    gc.collect()
    assert set(freed_in) <= {threading.main_thread().name}


def test_the_window_is_built_and_closed_many_times_with_the_collector_at_work(
    open_app, qtbot, monkeypatch
):
    """First the automatic collector at every allocation, in the GUI thread (inside Qt's
    calls such as ``setModel`` too) while a window is built, opens every example and
    closes; then two windows on the app's own collector, each opening every example and
    every trained model while a worker allocates. Nothing crashes, hangs or warns."""
    thresholds = gc.get_threshold()
    with monkeypatch.context() as patched:
        # (Workers may start collections here too; with no trained model open they have
        # little to free. Stopping that is the app collector's job, tested below.)
        patched.setattr(GuiThreadCollector, "of", classmethod(lambda cls, app=None: None))
        gc.enable()
        gc.set_threshold(1)  # collect at every allocation
        try:
            for _ in range(ROUNDS_AT_EVERY_ALLOCATION):
                app = open_app(qtbot)
                for name in presets.preset_names():
                    assert app.files.new_from_preset(name), name
                    QApplication.processEvents()
                close(app)
                del app
        finally:
            gc.set_threshold(*thresholds)
    GuiThreadCollector.of()
    started_in: list[str] = []

    def note_collection(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            started_in.append(threading.current_thread().name)

    gc.callbacks.append(note_collection)
    try:
        for _ in range(ROUNDS):
            app = open_app(qtbot)
            assert not gc.isenabled()
            open_everything(app)
            allocate_in_a_thread(300_000)
            qtbot.wait(150)  # the GUI thread's collector runs, and so do the workers
            close(app)
            del app
            GuiThreadCollector.of().collect_due()
    finally:
        gc.callbacks.remove(note_collection)
    gc.collect()  # the closed windows' wrappers go before pytest-qt looks for them
    assert started_in, "the GUI thread collected nothing"
    assert set(started_in) == {threading.main_thread().name}


def test_the_gui_thread_still_collects_what_is_in_cycles(qapp, qtbot):
    collector = GuiThreadCollector.of(qapp)
    thresholds = gc.get_threshold()
    gc.collect()  # start from empty generations, whatever earlier tests left behind
    gc.set_threshold(700, 10, 10)  # Python's own
    freed_in: list[str] = []
    try:
        orphan = QObject()  # no parent: only Python owns it
        orphan.itself = orphan  # a cycle: only the collector can free it
        ref = weakref.ref(orphan, lambda _ref: freed_in.append(threading.current_thread().name))
        del orphan
        kept = [[index] for index in range(5 * 700)]  # past the youngest's threshold
        allocate_in_a_thread(100_000)
        assert ref() is not None  # not in the worker
        assert shiboken6.isValid(collector) and collector._timer.isActive()
        qtbot.waitUntil(lambda: ref() is None)
    finally:
        gc.set_threshold(*thresholds)
    assert freed_in == [threading.main_thread().name]
    del kept


def test_a_collector_whose_qt_side_was_deleted_is_made_again(qapp, qtbot):
    first = GuiThreadCollector.of(qapp)
    shiboken6.delete(first)  # as deleting every child of the application would
    again = GuiThreadCollector.of(qapp)
    assert shiboken6.isValid(again) and again._timer.isActive()
