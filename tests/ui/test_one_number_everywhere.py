"""The same number reads the same in a table and in the heatmap, chart and pin beside it
(issue 26, section 3): uniform attention over 8 keys, every weight 0.125 and every score
2.675, driven in the real window.

The expected texts are written here by hand: 0.125 and 2.675 round up (half away from
zero, on the number as a person writes it), with a true minus and no "−0.00".
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QItemSelectionModel, QLocale, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QSpinBox, QTableView
from table_keys import table, type_into
from window_waits import drain, settle

from selfattn_gui.core import Head, Session
from selfattn_gui.core.text import decimal_point, set_decimal_point
from selfattn_gui.model.document import Document
from selfattn_gui.ui.editors.pin_cells import PINNED_TEXT_ROLE, pin_role_data
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart
from selfattn_gui.ui.shell.compose import App, build_app

MINUS = "\u2212"
DISPLAY, EDIT = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole


def uniform_over_eight() -> Session:
    """Eight equal tokens: every score 2.675·1 = 2.675 (not scaled), every weight 1/8."""
    X = np.ones((8, 2))
    W_q = np.array([[2.675, 0.0], [0.0, 0.0]])
    W_k = np.array([[1.0, 0.0], [0.0, 0.0]])
    W_v = np.array([[0.5, 0.0], [0.0, -0.004]])
    return Session(tuple("abcdefgh"), X, (Head(W_q, W_k, W_v),), scale="none", residual=False)


def open_window(qtbot) -> App:
    """The window at 1280 × 800 on the uniform example, shown and settled."""
    app = build_app(Document(uniform_over_eight()))
    app.files.ask_discard = lambda: "discard"
    qtbot.addWidget(app.window)
    app.window.resize(1280, 800)
    app.window.show()
    settled(qtbot, app)
    return app


def settled(qtbot, app: App) -> App:
    window = app.window
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    settle(qtbot, window)
    return app


@pytest.fixture(scope="module")
def one_window(qapp) -> Iterator[App]:
    """One window for the module (building one takes seconds); each test starts it afresh."""
    app = build_app(Document(uniform_over_eight()))
    app.files.ask_discard = lambda: "discard"
    app.window.resize(1280, 800)
    app.window.show()
    yield app
    app.window.close()
    app.window.deleteLater()
    QApplication.processEvents()


@pytest.fixture
def app(one_window, qtbot) -> App:
    one_window.window.document.load(uniform_over_eight())  # a new example also unpins
    one_window.window.findChild(QSpinBox, "spin.decimals").setValue(2)
    return settled(qtbot, one_window)


def cell(window, name: str, row: int, column: int, role=DISPLAY) -> object:
    drain()  # as drawn at the end of the turn
    model = table(window, name).model()
    return model.data(model.index(row, column), role)


def heatmap(window, name: str) -> MatrixHeatmap:
    found = window.findChild(MatrixHeatmap, name)
    assert found is not None, name
    return found


def chart(window) -> QueryChart:
    found = window.findChild(QueryChart, "chart.query")
    assert found is not None
    return found


def weight_texts(window, row: int = 0, column: int = 0) -> tuple[object, ...]:
    """Weight (row, column) as the weights table, the weights heatmap and the query chart
    (the selected query is row 0) write it."""
    assert window.document.selected_query == row
    return (
        cell(window, "view.weights", row, column),
        heatmap(window, "heatmap.weights").cell_text(row, column),
        chart(window).bar_text(column),
    )


def score_texts(window, row: int = 0, column: int = 0) -> tuple[object, ...]:
    return (
        cell(window, "view.scores_raw", row, column),
        heatmap(window, "heatmap.scores").cell_text(row, column),
    )


def type_shown_text(qtbot, view: QTableView, row: int, column: int, text: str) -> None:
    """Type ``text`` into a cell key by key, as ``type_into`` does, but with characters no
    ASCII key makes (a true minus): each key event carries its character."""
    view.setFocus()
    view.selectionModel().setCurrentIndex(
        view.model().index(row, column), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    for char in text:  # the first key opens the cell editor, which then has the focus
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            key = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(QApplication.focusWidget() or view, key)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)


def set_decimals(qtbot, window, decimals: int) -> None:
    """Step the toolbar's decimals box with the arrow keys, as a person would."""
    spin = window.findChild(QSpinBox, "spin.decimals")
    spin.setFocus()
    while spin.value() != decimals:
        key = Qt.Key.Key_Up if spin.value() < decimals else Qt.Key.Key_Down
        qtbot.keyClick(spin, key)
    settle(qtbot, window)


def test_a_weight_of_one_eighth_reads_the_same_in_the_table_heatmap_and_chart(app):
    window = app.window
    assert window.document.result.heads[0].weights[0, 0] == 0.125
    window.pipeline.numbers_button.click()  # the weights as a table, beside the chart
    assert weight_texts(window) == ("0.13", "0.13", "0.13")
    assert score_texts(window) == ("2.68", "2.68")  # its double is 2.67499999…


def test_every_decimals_setting_writes_one_number(app, qtbot):
    window = app.window
    expected = {
        0: ("0", "3"),
        1: ("0.1", "2.7"),
        2: ("0.13", "2.68"),
        3: ("0.125", "2.675"),
        4: ("0.1250", "2.6750"),
        6: ("0.125000", "2.675000"),
    }
    for decimals, (weight, score) in expected.items():
        set_decimals(qtbot, window, decimals)
        assert weight_texts(window) == (weight,) * 3, decimals
        assert score_texts(window) == (score,) * 2, decimals
    set_decimals(qtbot, window, 2)


def test_the_pin_writes_the_old_number_as_the_table_wrote_it(app, qtbot):
    window = app.window
    x = table(window, "editor.embeddings")
    x.setFocus()
    qtbot.keyClick(x, Qt.Key.Key_F8)  # pin
    assert window.document.pin.is_pinned
    type_into(qtbot, x, 7, 0, "2")  # key "h" now scores twice as high: the others lose
    weights = heatmap(window, "heatmap.weights")
    assert cell(window, "view.weights", 0, 0, PINNED_TEXT_ROLE) == "0.13"
    assert weights.pin_overlay.text_at(0, 0) == "▼0.13"
    assert cell(window, "view.weights", 0, 0) == weights.cell_text(0, 0)
    assert weights.cell_text(0, 0) == chart(window).bar_text(0)


def test_negative_numbers_read_with_a_true_minus_and_never_as_minus_zero(app, qtbot):
    window = app.window
    type_into(qtbot, table(window, "editor.W_q"), 0, 0, "-2.675")
    assert score_texts(window) == (MINUS + "2.68",) * 2
    assert cell(window, "editor.W_q", 0, 0) == MINUS + "2.68"
    assert cell(window, "editor.W_q", 0, 0, EDIT) == MINUS + "2.675"  # every digit to edit
    assert cell(window, "view.output", 0, 1) == "0.00"  # −0.004: no sign on a zero
    assert cell(window, "editor.W_v", 1, 1) == "0.00"
    # What the window writes can be typed back: the true minus, as shown.
    type_shown_text(qtbot, table(window, "editor.W_v"), 1, 1, MINUS + "0.50")
    assert window.document.session.heads[0].W_v[1, 1] == -0.5
    assert cell(window, "view.output", 0, 1) == MINUS + "0.50"


def test_explaining_a_weight_writes_the_number_in_its_cell(app, qtbot):
    window = app.window
    weights = heatmap(window, "heatmap.weights")
    centre = weights.mapFromScene(weights.view_box().mapViewToScene(QPointF(3, 0)))
    qtbot.mouseClick(weights.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    text = app.teaching.explain.text()
    assert weights.cell_text(0, 3) == "0.13"
    assert "0.13" in text and "0.12" not in text


@pytest.fixture
def decimal_comma() -> Iterator[None]:
    """A language that writes a decimal comma, set before the window is built (as at start)."""
    point, locale = decimal_point(), QLocale()
    set_decimal_point(",")
    QLocale.setDefault(QLocale("es_ES"))
    yield
    set_decimal_point(point)
    QLocale.setDefault(locale)


@pytest.mark.usefixtures("decimal_comma")
def test_a_decimal_comma_in_the_table_heatmap_and_chart_alike(qtbot):
    window = open_window(qtbot).window
    assert weight_texts(window) == ("0,13", "0,13", "0,13")
    assert score_texts(window) == ("2,68", "2,68")
    # The shown text, typed back with its comma and true minus, is the number it says.
    view: QTableView = table(window, "editor.W_q")
    type_shown_text(qtbot, view, 0, 0, MINUS + "1,25")
    assert window.document.session.heads[0].W_q[0, 0] == -1.25
    assert cell(window, "editor.W_q", 0, 0) == MINUS + "1,25"
    assert cell(window, "editor.W_q", 0, 0, EDIT) == MINUS + "1,25"


def test_a_screen_reader_hears_the_change_between_the_numbers_shown(qapp):
    """0.126 and 0.124 show as 0.13 and 0.12: the change heard is 0.01, not "0.00"."""
    spoken = pin_role_data(Qt.ItemDataRole.AccessibleTextRole.value, 0.126, 0.124, 2)
    assert spoken == "0.13, up 0.01 since the pin (was 0.12)"
