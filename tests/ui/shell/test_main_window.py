"""The main window driven like a learner drives it: click, type, press Enter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QSpinBox,
    QTableView,
    QToolButton,
    QWidget,
)
from table_keys import table, type_into
from window_waits import drain

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import presets, session_io
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.query_chart import QueryChart

REPO = Path(__file__).resolve().parents[3]


def shown(view: QTableView, row: int, column: int) -> str:
    return view.model().data(view.model().index(row, column), Qt.ItemDataRole.DisplayRole)


def cell_center(heatmap: MatrixHeatmap, row: int, column: int) -> QPoint:
    scene_point = heatmap.view_box().mapViewToScene(QPointF(column, row))
    return heatmap.mapFromScene(scene_point)


# -- names other tools rely on ---------------------------------------------------------


def test_every_contract_name_exists_and_has_an_accessible_name(window):
    tables = [
        "editor.embeddings",
        "editor.W_q",
        "editor.W_k",
        "editor.W_v",
        "editor.W_o",
        "view.Q",
        "view.K",
        "view.V",
        "view.weights",
        "view.output",
        "view.residual",
    ]
    for name in tables:
        assert table(window, name).accessibleName()
    assert window.findChild(MatrixHeatmap, "heatmap.weights") is not None
    assert window.findChild(MatrixHeatmap, "heatmap.scores") is not None
    assert window.findChild(QueryChart, "chart.query") is not None
    assert window.findChild(QComboBox, "combo.head").accessibleName()
    assert window.findChild(QSpinBox, "spin.heads").accessibleName()
    for name in ("toggle.causal", "toggle.positional_encoding"):
        action = window.findChild(QAction, name)
        assert action is not None and action.isCheckable()


def test_every_table_model_passes_the_model_tester(window, qtmodeltester):
    for view in window.findChildren(QTableView):
        qtmodeltester.check(view.model())


# -- editing ---------------------------------------------------------------------------


def test_typing_a_number_updates_weights_heatmap_and_residual(qtbot, open_app):
    app = open_app(qtbot, "it-animal")
    window = app.window
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    residual = table(window, "view.residual")
    before_text = heatmap.cell_text(2, 0)
    before_residual = shown(residual, 2, 2)

    type_into(qtbot, table(window, "editor.embeddings"), 2, 2, "3")  # "it" gets a stronger pronoun

    session = window.document.session
    assert session.embeddings[2, 2] == 3.0
    expected = compute(session)
    assert heatmap.cell_text(2, 0) == f"{expected.heads[0].weights[2, 0]:.2f}" != before_text
    assert shown(residual, 2, 2) == f"{expected.residual[2, 2]:.2f}" != before_residual


def test_refused_input_keeps_the_value_and_says_why(window, qtbot):
    editor = table(window, "editor.embeddings")
    before = window.document.session
    type_into(qtbot, editor, 0, 1, "abc")
    assert window.document.session is before
    assert window.document.undo_stack.count() == 0
    assert "not a number" in window.statusBar().currentMessage()
    assert '"cat"' in window.statusBar().currentMessage()


def test_a_pasted_block_is_one_undo_step_and_undo_redo_are_exact(window, qtbot):
    editor = table(window, "editor.embeddings")
    start = window.document.session
    QGuiApplication.clipboard().setText("0.1\t0.2\n0.3\t0.4\n")
    editor.setFocus()
    editor.setCurrentIndex(editor.model().index(1, 1))
    qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    edited = window.document.session
    assert window.document.undo_stack.count() == 1
    np.testing.assert_array_equal(edited.embeddings[1:3, 1:3], [[0.1, 0.2], [0.3, 0.4]])
    window.findChild(QAction, "action.undo").trigger()
    assert window.document.session.equals(start)
    assert shown(editor, 1, 1) == "1.00"
    window.findChild(QAction, "action.redo").trigger()
    assert window.document.session.equals(edited)


def test_editing_a_projection_of_the_second_head(qtbot, open_app):
    app = open_app(qtbot, "two-heads")
    window = app.window
    combo = window.findChild(QComboBox, "combo.head")
    assert combo.count() == 2
    combo.setCurrentIndex(1)
    w_q = table(window, "editor.W_q")
    head1 = window.document.session.heads[1].W_q
    assert shown(w_q, 0, 0) == f"{head1[0, 0]:.2f}"
    type_into(qtbot, w_q, 0, 0, "0.5")
    assert window.document.session.heads[1].W_q[0, 0] == 0.5
    assert window.document.session.heads[0].equals(presets.load_preset("two-heads").heads[0])


def test_head_count_spin_adds_a_head_and_undo_removes_it(window, qtbot):
    spin = window.findChild(QSpinBox, "spin.heads")
    spin.setValue(2)
    assert window.document.session.n_heads == 2
    assert window.findChild(QComboBox, "combo.head").count() == 2
    window.document.undo_stack.undo()
    assert window.document.session.n_heads == 1
    assert spin.value() == 1


# -- masks -----------------------------------------------------------------------------


def test_causal_button_makes_the_upper_triangle_exactly_zero(window, qtbot):
    button = window.findChild(QToolButton, "button.causal")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    weights = window.document.result.heads[0].weights
    assert np.all(weights[np.triu_indices(3, k=1)] == 0.0)
    np.testing.assert_allclose(weights.sum(axis=1), 1.0)
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    assert heatmap.cell_text(0, 1) is None and heatmap.cell_text(0, 0) == "1.00"
    qtbot.keyClick(window, Qt.Key.Key_M)  # the shortcut turns it off again
    assert not window.document.session.causal


def test_ctrl_click_hides_a_key_and_a_blocked_row_warns_instead_of_nan(window, qtbot):
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    warning = window.findChild(QLabel, "warning.weights")
    for key in range(3):
        qtbot.mouseClick(
            heatmap.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ControlModifier,
            cell_center(heatmap, 1, key),
        )
    assert not window.document.result.mask[1].any()
    assert np.isfinite(window.document.result.heads[0].weights).all()
    drain()
    assert warning.isVisible() and '"sat"' in warning.text()
    window.document.undo_stack.undo()
    drain()
    assert not warning.isVisible()


# -- selection ---------------------------------------------------------------------------


def test_clicking_a_heatmap_row_changes_the_query_chart(window, qtbot):
    heatmap = window.findChild(MatrixHeatmap, "heatmap.weights")
    chart = window.findChild(QueryChart, "chart.query")
    assert chart.bar_text(1) == "0.25"  # "cat" looks at "sat"
    qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(heatmap, 2, 0))
    assert window.document.selected_query == 2
    assert chart.bar_text(1) == "0.58"  # "mat" looks at "sat"


def test_selecting_a_token_row_header_highlights_it_everywhere(window, qtbot):
    editor = table(window, "editor.embeddings")
    header = editor.verticalHeader()
    qtbot.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.width() // 2, header.sectionViewportPosition(1) + 5),
    )
    assert window.document.selected_query == 1
    drain()
    for name in (
        "editor.embeddings",
        "view.Q",
        "view.output",
        "view.attention_output",
        "view.residual",
    ):
        model = table(window, name).model()
        assert model.highlighted_row == 1


# -- files ---------------------------------------------------------------------------------


def test_save_then_reopen_gives_the_same_numbers(window, qtbot, tmp_path):
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "2.5")
    assert window.isWindowModified()
    target = tmp_path / "mine.selfattn.json"
    window.files.ask_save_path = lambda: str(target)
    window.findChild(QAction, "action.save").trigger()
    assert not window.isWindowModified() and target.exists()
    edited = window.document.session
    window.files.new_from_preset("it-animal")
    assert window.files.open(str(target))
    assert window.document.session.equals(edited)
    assert "mine.selfattn.json" in window.windowTitle()


def test_a_bad_file_shows_its_message_and_keeps_the_session(window, tmp_path):
    bad = tmp_path / "broken.selfattn.json"
    bad.write_text('{"format": "selfattn-session", "version": 1, "tokens": [')
    errors = []
    window.files.show_error = lambda title, message: errors.append(message)
    before = window.document.session
    assert not window.files.open(str(bad))
    assert len(errors) == 1 and "broken.selfattn.json" in errors[0] and "JSON" in errors[0]
    assert window.document.session is before


def test_opening_over_unsaved_work_asks_first(window, qtbot, tmp_path):
    type_into(qtbot, table(window, "editor.embeddings"), 0, 0, "9")
    window.files.ask_discard = lambda: "cancel"
    assert not window.files.new_from_preset("it-animal")
    assert window.document.session.embeddings[0, 0] == 9
    window.files.ask_discard = lambda: "discard"
    assert window.files.new_from_preset("it-animal")
    assert window.document.session.tokens == ("animal", "street", "it")


def test_tokens_can_be_added_moved_and_shuffled(window):
    window.add_token("dog")
    assert window.document.session.tokens[-1] == "dog"
    assert window.document.selected_query == 3
    window.move_selected_token(-1)
    assert window.document.session.tokens == ("cat", "sat", "dog", "mat")
    before = compute(window.document.session)
    window.shuffle_tokens(seed=1)
    after = compute(window.document.session)
    order = [before.tokens.index(t) for t in after.tokens]
    assert order != list(range(4))
    np.testing.assert_allclose(after.heads[0].output, before.heads[0].output[order])
    assert "moved with its token" in window.statusBar().currentMessage()


def test_positional_encoding_toggle_shows_z(window, qtbot):
    z_panel = window.findChild(QWidget, "panel.Z")
    assert not z_panel.isVisible()
    window.findChild(QAction, "toggle.positional_encoding").trigger()
    drain()
    assert z_panel.isVisible()
    z = window.document.result.Z
    assert shown(table(window, "view.Z"), 1, 0) == f"{z[1, 0]:.2f}"


def test_reset_layout_brings_back_a_closed_dock(window):
    dock = window.docks["explain"]
    dock.close()
    assert not dock.isVisible()
    window.findChild(QAction, "action.reset_layout").trigger()
    assert dock.isVisible()


# -- screenshots and exit --------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["cat-sat-mat", "it-animal", "two-heads"])
def test_screenshot_of_each_main_preset(qtbot, tmp_path, preset, open_app):
    app = open_app(qtbot, preset)
    window = app.window
    folder = Path(os.environ.get("SELFATTN_GUI_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"window-{preset}.png"
    assert window.grab().save(str(path))
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert (image.width(), image.height()) == (1280, 800)
    # Not blank: the heatmap's colours are there.
    colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 20


def test_closing_the_window_exits_with_code_0(tmp_path):
    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "qt_app = QApplication(sys.argv[:1])\n"
        "from selfattn_gui import app\n"
        "def quit_soon():\n"
        "    for w in QApplication.topLevelWidgets():\n"
        "        if w.objectName() == 'window.main':\n"
        "            w.findChild(__import__('PySide6.QtGui', fromlist=['QAction']).QAction, 'action.quit').trigger()\n"
        "QTimer.singleShot(300, quit_soon)\n"
        "sys.exit(app.main(['--preset', 'two-heads']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr


def test_self_test_exits_0_in_a_subprocess(tmp_path):
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path))
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-m", "selfattn_gui", "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test: ok" in proc.stdout


def test_no_display_gives_a_clear_message_not_an_abort(tmp_path):
    env = dict(os.environ)
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    proc = subprocess.run(
        [sys.executable, "-m", "selfattn_gui"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert proc.returncode == 2
    assert "no display" in proc.stderr and "offscreen" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_a_file_handed_over_by_the_desktop_opens(window, tmp_path):
    """macOS sends "Open With" as a QFileOpenEvent; it takes the File → Open path."""
    from PySide6.QtGui import QFileOpenEvent

    from selfattn_gui.app import file_open_filter

    target = tmp_path / "handed.selfattn.json"
    session_io.save_session(presets.load_preset("it-animal"), target)
    opener = file_open_filter(window, window.files)
    QApplication.instance().installEventFilter(opener)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(target)))
    finally:
        QApplication.instance().removeEventFilter(opener)
    assert window.document.session.tokens == ("animal", "street", "it")
    assert window.document.path == target.resolve()
