"""The frame scheduler: one new frame per turn of the event loop, to every view.

The composition root (``ui/shell/compose.py``) makes one :class:`FrameScheduler` per
window and tells it which signals mean "something a view shows has changed".  However
many of them fire in one turn (an edit sends the session's, the shape's and the
result's; a lesson step selects a head, a query and a veil), the views get one frame,
built after the turn's changes are all made (``model/frame.py``).

Each view is registered with :meth:`FrameScheduler.add` and implements
``show_frame(frame)`` (not ``show``: that name is QWidget's).  A view out of sight
(``when_seen.seen``) is marked stale and shown the newest frame once it is seen.  A
reader that must not see an old picture (a test, an export, explain-this-number reading
a heatmap) asks :meth:`FrameScheduler.catch_up` first: plots do it in their readers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, SignalInstance
from PySide6.QtWidgets import QWidget

from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame, frame_of
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.when_seen import WhenSeen, seen

#: The event that delivers a frame, posted once per turn in which something changed.
_DELIVER = QEvent.Type(QEvent.registerEventType())
_ABOVE_REPAINTS = Qt.EventPriority.HighEventPriority.value  # (repaints are posted low)


class ShowsFrames(Protocol):
    """A view drawn from frames only."""

    def show_frame(self, frame: Frame) -> None: ...


@dataclass(eq=False)
class _Entry:
    view: ShowsFrames
    widget: QWidget
    watcher: WhenSeen
    every_frame: bool  # shown every frame, seen or not
    shown: int = 0  # the number of the last frame the view showed (0: none yet)


class FrameScheduler(QObject):
    """Builds frames with ``build(number)`` and hands each to every registered view."""

    def __init__(self, build: Callable[[int], Frame], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self._entries: list[_Entry] = []
        self._frame: Frame | None = None
        self._dirty = True  # something changed since the last frame was built
        self._delivered = 0  # the number of the last frame handed out by deliver()
        self._posted = False  # a delivery is posted for the end of this turn
        self.frames_built = 0  # how many frames were built: the newest one's number

    def watch(self, *signals: SignalInstance) -> None:
        """A new frame follows, in this turn's end, whenever one of ``signals`` fires."""
        for signal in signals:
            signal.connect(self.request)

    def request(self, *_values: object) -> None:
        """Something a view shows has changed: a new frame at the end of this turn."""
        self._dirty = True
        if not self._posted:
            self._posted = True
            # Above the repaints' priority: the frame is drawn before the window is painted,
            # so no paint shows one view with the new numbers and another with the old.
            QCoreApplication.postEvent(self, QEvent(_DELIVER), _ABOVE_REPAINTS)

    def event(self, event: QEvent) -> bool:
        if event.type() == _DELIVER:
            self._posted = False
            self.deliver()
            return True
        return super().event(event)

    @property
    def frame(self) -> Frame:
        """The newest frame (built now if something changed since the last)."""
        if self._dirty or self._frame is None:
            self._dirty = False
            self.frames_built += 1
            self._frame = self._build(self.frames_built)
        return self._frame

    def add(
        self, view: ShowsFrames, widget: QWidget | None = None, *, every_frame: bool = False
    ) -> None:
        """Show ``view`` every new frame, starting with the newest now (once seen).

        ``widget`` is what must be seen for it to draw (the view itself by default).  A
        view that decides whether it is on show at all (a panel wanted only for some
        sessions) sees ``every_frame``, seen or not, and leaves its drawing to a view of
        its own.  A view with a ``read_latest`` attribute gets it set to catch it up:
        its readers call it first, so they never read an old picture.
        """
        shown_by = widget if widget is not None else view
        assert isinstance(shown_by, QWidget)
        watcher = WhenSeen(shown_by, lambda: self._show(entry))
        entry = _Entry(view, shown_by, watcher, every_frame)
        self._entries.append(entry)
        shown_by.destroyed.connect(lambda: self._forget(entry))
        if hasattr(view, "read_latest"):
            view.read_latest = lambda: self.catch_up(view)
        if every_frame or seen(shown_by):
            self._show(entry)
        else:  # (made while out of sight: a dock built before it is shown)
            watcher.mark_stale()

    def is_behind(self, view: ShowsFrames) -> bool:
        """Whether ``view`` waits for a newer frame than it shows (out of sight, or this
        turn's frame not yet delivered)."""
        return any(
            entry.view is view and entry.shown != self.frame.number for entry in self._entries
        )

    def deliver(self) -> None:
        """Build the new frame and show it to every view that can be seen (once per frame:
        reading :attr:`frame` first builds it, and it is still delivered)."""
        frame = self.frame
        if frame.number == self._delivered:
            return
        self._delivered = frame.number
        behind = [entry for entry in self._entries if entry.shown != frame.number]
        for entry in behind:  # stale first: a view that raises leaves the rest to catch up
            entry.watcher.mark_stale()
        for entry in behind:
            if entry.every_frame or seen(entry.widget):
                self._show(entry)

    def catch_up(self, view: ShowsFrames | None = None) -> None:
        """Show the newest frame now: to ``view`` even out of sight, or to every view
        that can be seen (None)."""
        self.deliver()
        for entry in self._entries:
            if entry.view is view and entry.shown != self.frame.number:
                self._show(entry)

    def _forget(self, entry: _Entry) -> None:
        if entry in self._entries:  # (a view added twice is forgotten once per add)
            self._entries.remove(entry)

    def _show(self, entry: _Entry) -> None:
        frame = self.frame
        entry.watcher.stale = False
        entry.shown = frame.number
        entry.view.show_frame(frame)


def frames_for(
    document: Document, view_state: ViewState, parent: QObject | None = None
) -> FrameScheduler:
    """The scheduler of one window: a new frame after any change of ``document``, its
    pin or ``view_state``."""
    frames = FrameScheduler(lambda number: frame_of(document, view_state, number), parent)
    frames.watch(
        document.sig_session_changed,
        document.sig_result_changed,
        document.sig_structure_changed,
        document.sig_query_selected,
        document.sig_head_selected,
        document.sig_layer_selected,
        document.sig_session_loaded,
        document.pin.sig_pin_changed,
        view_state.sig_decimals_changed,
        view_state.sig_weights_colormap_changed,
        view_state.sig_scores_colormap_changed,
        view_state.sig_theme_changed,
        view_state.sig_zoom_changed,
        view_state.sig_veil_changed,
    )
    return frames
