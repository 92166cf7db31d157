"""A matrix table follows the look it is handed: the tint and weight of the selected row."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor

from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.panel_catalogue import build_matrix_panels
from selfattn_gui.ui.foundation.frames import frames_for


class StandInLook(QObject):
    """The little a table needs of the classroom's Appearance."""

    sig_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.tint = QColor(10, 200, 30, 90)
        self.emphasis = False

    def row_highlight(self) -> QColor:
        return QColor(self.tint)


def selected_row(panel) -> tuple[QColor, bool]:
    model = panel.model
    font = model.data(model.index(0, 0), Qt.ItemDataRole.FontRole)
    background = model.data(model.index(0, 0), Qt.ItemDataRole.BackgroundRole)
    return background.color(), bool(font is not None and font.bold())


def test_a_table_takes_its_look_when_made_and_after_each_change(qtbot):
    look = StandInLook()
    document = Document(presets.load_preset("cat-sat-mat"))
    panels = build_matrix_panels(document, look)
    frames = frames_for(document, ViewState())
    for each in panels.values():
        frames.add(each, every_frame=True)
    panel = panels[MATRICES["Q"].table_name]
    assert selected_row(panel) == (look.tint, False)
    look.tint, look.emphasis = QColor(200, 10, 30, 150), True
    look.sig_changed.emit()
    assert selected_row(panel) == (look.tint, True)
    # A table that goes away takes its connection with it.
    for other in panels.values():
        other.deleteLater()
    qtbot.waitUntil(lambda: look.receivers("2sig_changed()") == 0)
    look.sig_changed.emit()
