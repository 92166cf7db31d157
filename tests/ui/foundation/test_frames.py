"""The frame scheduler: one frame per turn to every view, and the one rule for what is
out of sight (``ui/foundation/frames.py``, ``ui/foundation/when_seen.py``).

No main window: a document, a view state and small views that only count what they are shown.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from window_waits import drain

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation.frames import frames_for


class Counting(QWidget):
    """A view that keeps every frame it is shown."""

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumSize(60, 40)
        self.frames: list[Frame] = []

    def show_frame(self, frame: Frame) -> None:
        self.frames.append(frame)


@pytest.fixture
def setup(qtbot):
    document = Document(presets.load_preset("cat-sat-mat"))
    view_state = ViewState()
    frames = frames_for(document, view_state)
    yield document, view_state, frames
    frames.deleteLater()


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_view_is_shown_the_state_at_once_and_then_one_frame_per_turn(qtbot, setup):
    document, view_state, frames = setup
    view = Counting()
    frames.add(view)
    shown(qtbot, view)
    assert len(view.frames) == 1  # its first picture, at once
    assert view.frames[0].session is document.shown_session

    # A lesson step's burst: another head, another query, a veil and new decimals.
    document.select_query(2)
    view_state.set_veiled({"weights"})
    view_state.set_decimals(3)
    embeddings = np.array(document.session.embeddings)
    document.set_cells("embeddings", [(0, 0, float(embeddings[0, 0]) + 1.0)])
    assert len(view.frames) == 1  # nothing mid-turn
    drain()
    assert len(view.frames) == 2  # one frame for the whole burst
    last = view.frames[-1]
    assert (last.query, last.decimals, last.veiled) == (2, 3, frozenset({"weights"}))
    assert last.result is document.shown_result
    assert last.head_result.weights[0, 0] == document.shown_result.heads[0].weights[0, 0]
    assert last.changed(view.frames[0]) == {"numbers", "query", "veil", "decimals"}
    drain()
    assert len(view.frames) == 2  # and nothing more when nothing changed


def test_a_view_in_a_tab_behind_another_waits_and_catches_up_when_chosen(qtbot, setup):
    document, _view_state, frames = setup
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "in front")
    view = Counting()
    tabs.addTab(view, "behind")
    frames.add(view)
    shown(qtbot, tabs)
    drain()
    before = len(view.frames)

    document.select_query(1)
    drain()
    assert len(view.frames) == before  # out of sight: not shown
    assert frames.is_behind(view)

    tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: not frames.is_behind(view))
    assert view.frames[-1].query == 1  # the newest, not every one it missed
    assert len(view.frames) == before + 1


def test_a_dock_tabbed_behind_another_waits_and_catches_up_when_its_tab_is_chosen(qtbot, setup):
    document, _view_state, frames = setup
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    front, back = QDockWidget("front"), QDockWidget("back")
    front.setObjectName("front")
    back.setObjectName("back")
    view = Counting()
    back.setWidget(view)
    front.setWidget(QWidget())
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, back)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, front)
    window.tabifyDockWidget(back, front)
    front.raise_()
    frames.add(view)
    window.resize(600, 400)
    shown(qtbot, window)
    drain()
    assert view.isVisible()  # (Qt keeps it "visible", moved out of the window)

    document.select_query(2)
    drain()
    assert frames.is_behind(view)
    back.raise_()
    qtbot.waitUntil(lambda: not frames.is_behind(view))
    assert view.frames[-1].query == 2


def test_a_view_scrolled_out_of_sight_waits_and_draws_when_scrolled_back(qtbot, setup):
    document, _view_state, frames = setup
    view = Counting()
    contents = QWidget()
    column = QVBoxLayout(contents)
    column.addWidget(view)
    spacer = QWidget()
    spacer.setFixedHeight(2000)  # room to scroll the view out of sight
    column.addWidget(spacer)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(contents)
    area.resize(320, 240)
    frames.add(view)
    shown(qtbot, area)
    scroll_bar = area.verticalScrollBar()
    scroll_bar.setValue(scroll_bar.maximum())
    drain()
    before = len(view.frames)

    document.select_query(2)
    drain()
    assert len(view.frames) == before and frames.is_behind(view)

    scroll_bar.setValue(0)
    qtbot.waitUntil(lambda: not frames.is_behind(view))  # painted, then shown the frame
    assert view.frames[-1].query == 2


def test_a_reader_catches_a_view_up_even_out_of_sight(qtbot, setup):
    document, _view_state, frames = setup
    view = Counting()
    view.read_latest = lambda: None  # what a view whose plots are read has
    frames.add(view)
    assert view.frames  # (drawn once, before any window shows it)
    hidden = QWidget()
    view.setParent(hidden)
    view.hide()
    shown(qtbot, hidden)
    document.select_query(2)
    drain()
    assert frames.is_behind(view)
    view.read_latest()  # an export or explain-this-number reading its picture
    assert not frames.is_behind(view)
    assert view.frames[-1].query == 2


def test_a_view_that_decides_whether_it_shows_sees_every_frame(qtbot, setup):
    document, _view_state, frames = setup
    view = Counting()
    frames.add(view, every_frame=True)
    view.hide()
    document.select_query(2)
    drain()
    assert view.frames[-1].query == 2  # hidden, and shown the frame all the same


def test_a_destroyed_view_is_forgotten(qtbot, setup):
    document, _view_state, frames = setup
    view = Counting()
    frames.add(view)
    view.deleteLater()
    drain()
    document.select_query(1)
    drain()  # no frame for a view that is gone (it would raise)
    assert not frames.is_behind(view)


class PaintLog(QObject):
    """Notes each paint of the widgets it watches in ``order``."""

    def __init__(self, order: list[str]) -> None:
        super().__init__()
        self.order = order

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.order.append("paint")
        return False


def test_the_frame_is_shown_before_the_window_paints_the_turn(qtbot, setup):
    """A question opens and its text shows at once: the views hide the answer in the same
    paint, never one paint later."""
    document, view_state, frames = setup
    order: list[str] = []
    window = QWidget()
    question = QLabel("…", window)
    view = Counting()
    view.setParent(window)
    view.move(0, 40)
    frames.add(view)
    shown(qtbot, window)
    drain()
    log = PaintLog(order)
    question.installEventFilter(log)
    view.show_frame = lambda frame: order.append("frame")  # type: ignore[method-assign]

    question.setText("What is bank's weight on river?")  # repaints the label...
    view_state.set_veiled({"weights"})  # ...and asks for a frame, in one turn
    qtbot.waitUntil(lambda: "paint" in order)
    assert order[0] == "frame"


def test_a_frame_read_before_the_turn_ends_is_still_delivered(qtbot, setup):
    """Reading ``frames.frame`` (a benchmark, a reader) builds the frame: it must still
    reach the views at the end of the turn."""
    document, _view_state, frames = setup
    view = Counting()
    frames.add(view)
    shown(qtbot, view)
    document.select_query(2)
    assert frames.frame.query == 2  # built now, mid-turn
    drain()
    assert view.frames[-1].query == 2
