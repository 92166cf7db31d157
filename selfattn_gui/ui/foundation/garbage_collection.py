"""Python's cyclic garbage collector, run only in the GUI thread, between events.

Python starts a collection in whichever thread happens to allocate when a generation's
count passes its threshold: the head-scores and autosave workers, the trainer's thread,
pytest-xdist's channel thread. A collection frees everything in cycles, and a Qt object
that Python owns (a model without a parent, pyqtgraph's menus, view boxes and text
items, a closed window's widgets) has its C++ destructor run right there: in that
thread, while the GUI thread is in the middle of Qt's own code. A QWidget destroyed
off the GUI thread, or a ``QObject::~QObject`` waiting for a signal lock the GUI thread
holds while it waits for Python's lock, is the segmentation fault and the deadlock seen
under load.

So the automatic collector is switched off and the GUI thread collects instead, from
a timer: the same generations at the same thresholds Python would use, but only when
the event loop is back at the top, where no Qt call is under way (as pyqtgraph's
``GarbageCollector`` does). Workers never free a Qt object.

And it frees Qt objects the way Qt expects. Python's collector clears the attributes of
everything in a cycle before it frees any of it, so a widget freed that way still sends
events and calls its Python overrides (an event filter, pyqtgraph's ``sizeHint``) with
their attributes gone: ``AttributeError`` inside Qt's own destructor. So each collection
first keeps what it found (``DEBUG_SAVEALL``), deletes the top-level Qt objects among it
through Qt while their Python side is whole (their children go with them), then frees
the rest.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread looks at the collector's counts (ms): often enough that
#: garbage never piles up for long, and each look costs a few microseconds.
INTERVAL_MS = 100


class GuiThreadCollector(QObject):
    """Collects in the GUI thread, on a timer, what Python would have collected anywhere.

    One per application, its child: :meth:`of` makes it the first time.
    """

    _instances: dict[int, GuiThreadCollector] = {}

    @classmethod
    def of(cls, app: QCoreApplication | None = None) -> GuiThreadCollector:
        """The collector of ``app`` (the running application by default), switched on."""
        running = app or QCoreApplication.instance()
        assert running is not None, "a QApplication must exist first"
        found = cls._instances.get(id(running))
        # A collector whose C++ side is gone (something deleted the application's
        # children) has no timer left: without a new one nothing would ever collect.
        if found is None or found._app is not running or not shiboken6.isValid(found):
            found = cls._instances[id(running)] = cls(running)
        found._timer.start()  # also when something stopped it
        gc.disable()  # also when something (a test) switched the automatic one back on
        return found

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._app = app
        self._timer = QTimer(self, interval=INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect what is due now (:func:`collect_due`); how many objects were freed."""
        return collect_due()


def collect_due() -> int:
    """Collect the oldest generation whose count passed its threshold (and those younger),
    as Python's own collector would at its next allocation; returns how many objects were
    freed. Call it in the GUI thread, outside Qt's calls.

    Looked at every :data:`INTERVAL_MS`, a full collection comes at most once every
    hundred looks (about 10 s), however much is allocated, so it never stalls a drag.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation, (count, threshold) in enumerate(zip(counts, thresholds, strict=True)):
        if threshold and count > threshold:
            due = generation
        else:
            break
    return collect(due) if due >= 0 else 0


def collect(generation: int = 2) -> int:
    """``gc.collect(generation)``, with the Qt objects only Python owns among the garbage
    deleted by Qt first, whole (see the module's docstring); how many objects were found.
    Call it in the GUI thread, outside Qt's calls."""
    flags, kept_before = gc.get_debug(), len(gc.garbage)
    gc.set_debug(flags | gc.DEBUG_SAVEALL)
    try:
        found = gc.collect(generation)
    finally:
        gc.set_debug(flags)
    if not found:
        return 0
    garbage = gc.garbage[kept_before:]
    del gc.garbage[kept_before:]
    _delete_by_qt(garbage)
    garbage.clear()
    gc.collect(min(generation + 1, 2))  # what was kept moved up a generation: free it now
    return found


def _delete_by_qt(garbage: list[object]) -> None:
    """Delete through Qt the top-level Qt objects of ``garbage`` that only Python owns."""
    for thing in garbage:
        # Checked one by one: deleting a window deletes the children listed after it.
        if (
            isinstance(thing, QObject)
            and shiboken6.isValid(thing)
            and shiboken6.ownedByPython(thing)
            and thing.parent() is None
        ):
            shiboken6.delete(thing)
