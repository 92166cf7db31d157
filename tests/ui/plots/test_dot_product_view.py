"""The picture of q·k when d_k = 2: arrows that follow the numbers and drags that edit W.

Every expected number is worked out here with plain loops from the matrices the tables
show, never with the package's own maths.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QSpinBox
from table_keys import shown, table, type_into
from window_waits import settle

from selfattn_gui.ui.plots.dot_product_plot import KEY, QUERY

SAT = 1  # the token of lesson 1's "sat gives itself only 5 %"


def product(rows: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """rows (n, w) times weights (w, d), one sum at a time."""
    n, w = rows.shape
    d = weights.shape[1]
    out = np.zeros((n, d))
    for i in range(n):
        for c in range(d):
            for r in range(w):
                out[i, c] += rows[i, r] * weights[r, c]
    return out


def queries_and_keys(window) -> tuple[np.ndarray, np.ndarray]:
    """Q and K as the tables X, W_q and W_k on screen give them (no positions here)."""
    x = shown(window, "editor.embeddings")
    return product(x, shown(window, "editor.W_q")), product(x, shown(window, "editor.W_k"))


def picture(window):
    view = window.dot_product
    view.plot.read_latest()
    return view


def drawn_keys(view, count: int) -> np.ndarray:
    return np.array([view.plot.drawn_tip(KEY, j) for j in range(count)])


def send_mouse(widget, kind, point: QPoint, buttons) -> None:
    """One real mouse event on ``widget`` (the plot's viewport), as the window gets it."""
    button = Qt.MouseButton.LeftButton
    local = QPointF(point)
    event = QMouseEvent(
        kind, local, widget.mapToGlobal(local), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, event)


def drag(qtbot, view, start: QPoint, end: QPoint, steps: int = 5, during=None) -> None:
    """Press at ``start``, move in ``steps`` to ``end``, release: a drag by hand.

    ``during`` is called after the second move, while the button is still down."""
    port = view.plot.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    send_mouse(port, QMouseEvent.Type.MouseButtonPress, start, left)
    for step in range(1, steps + 1):
        qtbot.wait(25)  # a person's hand: pyqtgraph passes on at most 100 moves a second
        at = start + (end - start) * (step / steps)
        send_mouse(port, QMouseEvent.Type.MouseMove, at, left)
        if step == 2 and during is not None:
            during()
    send_mouse(port, QMouseEvent.Type.MouseButtonRelease, end, none)
    qtbot.wait(10)


def pixel_of(view, x: float, y: float) -> QPoint:
    box = view.plot.getPlotItem().getViewBox()
    return view.plot.mapFromScene(box.mapViewToScene(QPointF(x, y)))


def point_of(view, pixel: QPoint) -> np.ndarray:
    box = view.plot.getPlotItem().getViewBox()
    at = box.mapSceneToView(view.plot.mapToScene(pixel))
    return np.array([at.x(), at.y()])


def dropped_at(view, which: str, index: int, start: QPoint, end: QPoint) -> np.ndarray:
    """Where an arrow held at ``start`` ends when let go at ``end``: its tip moved by the
    hand's way, in the picture's units as they are before the drag (they hold during it)."""
    tip = view.plot.drawn_tip(which, index)
    return tip + point_of(view, end) - point_of(view, start)


@pytest.fixture
def sat(qtbot, window):
    window.document.select_query(SAT)
    settle(qtbot, window)
    return window


def test_the_arrows_end_at_q_and_k_and_follow_cell_edits_anywhere(qtbot, sat):
    window = sat
    view = picture(window)
    assert view.isVisible() and view.plot.objectName() == "view.dot_product"
    for name, row, column, text in (
        ("editor.W_k", 0, 0, "2"),
        ("editor.embeddings", 2, 3, "0.5"),
        ("editor.W_q", 1, 1, "-3"),
    ):
        type_into(qtbot, table(window, name), row, column, text)
        Q, K = queries_and_keys(window)
        view = picture(window)
        assert np.allclose(view.plot.drawn_tip(QUERY), Q[SAT]), name
        assert np.allclose(drawn_keys(view, 3), K), name


def test_lesson_1_sat_points_away_from_its_own_key(sat):
    view = picture(sat)
    Q, K = queries_and_keys(sat)
    cosine = sum(Q[SAT, c] * K[SAT, c] for c in range(2)) / (
        math.hypot(*Q[SAT]) * math.hypot(*K[SAT])
    )
    angle = math.degrees(math.acos(max(-1.0, min(1.0, cosine))))
    assert round(angle) == 180
    assert view.plot.angle_words() == f"{angle:.0f}°"
    assert f'angle to "sat": {angle:.0f} degrees' in view.plot.accessibleDescription()
    # At each key its score q·k: sat's own is the lowest, −5 (lesson 4.8's numbers).
    assert view.plot.words_at(KEY, SAT).startswith('"sat" −5')


def test_dragging_the_query_edits_w_q_live_as_one_undo_step(qtbot, sat):
    window, document = sat, sat.document
    view = picture(window)
    w_q, w_k = shown(window, "editor.W_q"), shown(window, "editor.W_k")
    steps = document.undo_stack.count()
    start = view.plot.tip_pixel(QUERY)
    end = start + QPoint(40, -30)
    drop = dropped_at(view, QUERY, -1, start, end)
    seen_during: list[np.ndarray] = []
    drag(qtbot, view, start, end, during=lambda: seen_during.append(shown(window, "editor.W_q")))

    assert document.undo_stack.count() == steps + 1  # every move of the drag: one step
    assert not np.array_equal(seen_during[0], w_q)  # the numbers followed the mouse
    Q, K = queries_and_keys(window)
    assert np.allclose(Q[SAT], drop, atol=0.006)
    assert np.array_equal(shown(window, "editor.W_k"), w_k)  # the keys stay put
    assert np.allclose(drawn_keys(picture(window), 3), K)

    document.undo_stack.undo()
    assert np.array_equal(shown(window, "editor.W_q"), w_q)
    assert np.allclose(picture(window).plot.drawn_tip(QUERY), queries_and_keys(window)[0][SAT])


def test_dragging_a_key_edits_w_k_and_undo_brings_it_back(qtbot, sat):
    window, document = sat, sat.document
    view = picture(window)
    w_q, w_k = shown(window, "editor.W_q"), shown(window, "editor.W_k")
    start = view.plot.tip_pixel(KEY, 0)  # the key of "cat"
    end = start + QPoint(-25, 35)
    drop = dropped_at(view, KEY, 0, start, end)
    drag(qtbot, view, start, end)
    assert document.undo_stack.undoText().startswith('Drag the key of "cat"')
    Q, K = queries_and_keys(window)
    assert np.allclose(K[0], drop, atol=0.006)
    assert np.array_equal(shown(window, "editor.W_q"), w_q)
    document.undo_stack.undo()
    assert np.array_equal(shown(window, "editor.W_k"), w_k)


def test_two_drags_are_two_undo_steps(qtbot, sat):
    document = sat.document
    steps = document.undo_stack.count()
    for offset in (QPoint(20, 0), QPoint(0, 20)):
        view = picture(sat)
        start = view.plot.tip_pixel(QUERY)
        drag(qtbot, view, start, start + offset)
    assert document.undo_stack.count() == steps + 2


def test_arrow_keys_nudge_the_chosen_arrow_one_undo_step_each(qtbot, sat):
    window, document = sat, sat.document
    view = picture(window)
    before = queries_and_keys(window)[0][SAT]
    steps = document.undo_stack.count()
    view.plot.setFocus()
    qtbot.keyClick(view.plot, Qt.Key.Key_Right)
    qtbot.keyClick(view.plot, Qt.Key.Key_Right)
    assert document.undo_stack.count() == steps + 2
    after = queries_and_keys(window)[0][SAT]
    assert after[0] > before[0] and after[1] == pytest.approx(before[1])
    qtbot.keyClick(view.plot, Qt.Key.Key_PageDown)  # the first key: "cat"
    keys_before = queries_and_keys(window)[1]
    qtbot.keyClick(view.plot, Qt.Key.Key_Up)
    keys_after = queries_and_keys(window)[1]
    assert keys_after[0, 1] > keys_before[0, 1]
    assert np.allclose(queries_and_keys(window)[0][SAT], after)  # W_q left alone


def test_a_zero_vector_cannot_be_dragged_and_says_why(qtbot, sat):
    window, document = sat, sat.document
    for column in range(4):
        type_into(qtbot, table(window, "editor.embeddings"), SAT, column, "0")
    view = picture(window)
    steps = document.undo_stack.count()
    view.plot.setFocus()
    with qtbot.waitSignal(document.sig_message) as said:
        qtbot.keyClick(view.plot, Qt.Key.Key_Left)
    assert "all zeros" in said.args[0] and '"sat"' in said.args[0]
    assert document.undo_stack.count() == steps


def test_clicking_a_key_explains_its_score(qtbot, app, sat):
    view = picture(sat)
    tip = view.plot.tip_pixel(KEY, 2)  # "mat"
    qtbot.mouseClick(view.plot.viewport(), Qt.MouseButton.LeftButton, pos=tip)
    assert app.teaching.explain.cell == ("scaled", SAT, 2)
    assert view.plot.chosen == (KEY, 2)


def test_hidden_unless_queries_and_keys_are_two_wide(qtbot, window):
    view = window.dot_product
    assert view.isVisible()
    spin = window.findChild(QSpinBox, "spin.d_k")
    for width, visible in ((3, False), (2, True)):
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, str(width))
        qtbot.keyClick(spin, Qt.Key.Key_Return)
        settle(qtbot, window)
        assert view.isVisible() is visible


def test_keys_at_one_point_share_one_label(qtbot, open_app):
    """In "The animal … tired" eight words have the key (0, 0): one label names them."""
    window = open_app(qtbot, "animal-tired").window
    document = window.document
    it = document.session.tokens.index("it")
    document.select_query(it)
    settle(qtbot, window)
    view = picture(window)
    x = shown(window, "editor.embeddings")
    K = product(x, shown(window, "editor.W_k"))
    at_zero = [j for j in range(len(K)) if not K[j].any()]
    texts = [view.plot.words_at(KEY, j) for j in at_zero]
    assert texts[0].startswith(f'"The" +{len(at_zero) - 1}')
    assert all(text == "" for text in texts[1:])
    assert np.allclose(view.plot.drawn_tip(QUERY), product(x, shown(window, "editor.W_q"))[it])
