"""File → Open trained model…: the chooser, the model as the learner's own session, and
what the window shows of it (learned positions, the predictions of a long sequence)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QCommandLinkButton,
    QDialog,
    QPushButton,
    QTableView,
)
from table_keys import shown, table, type_into
from window_waits import settle

ROOT = Path(__file__).resolve().parents[3]
MODELS = ROOT / "resources" / "models"
INDUCTION = MODELS / "induction.selfattn.json"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def chooser_of(qtbot, window) -> QDialog:
    qtbot.waitUntil(lambda: window.findChild(QDialog, "dialog.open_model") is not None)
    dialog = window.findChild(QDialog, "dialog.open_model")
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def open_induction(qtbot, window) -> None:
    """File → Open trained model…, then the induction model's button, as a person does."""
    window.findChild(QAction, "action.open_model").trigger()
    dialog = chooser_of(qtbot, window)
    button = dialog.findChild(QCommandLinkButton, "button.model.induction")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()  # (no window manager hands the focus back)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    # It opens on a head of its last layer once the heads are scored: wait for that.
    watch = window.pipeline.switches.head_scores.watch
    qtbot.waitUntil(lambda: watch.up_to_date and watch.scores is not None, timeout=10000)
    settle(qtbot, window)


def test_the_chooser_lists_every_shipped_model_with_what_its_title_says(qtbot, window):
    assert window.findChild(QAction, "action.open_model") in window.menu_file.actions()
    window.findChild(QAction, "action.open_model").trigger()
    dialog = chooser_of(qtbot, window)
    buttons = dialog.findChildren(QCommandLinkButton)
    files = sorted(MODELS.glob("*.selfattn.json"))
    assert [b.text() for b in buttons] == [f.name.removesuffix(".selfattn.json") for f in files]
    titles = [json.loads(f.read_text(encoding="utf-8"))["title"] for f in files]
    assert [b.description() for b in buttons] == titles
    cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Cancel")
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.document.session.title.startswith("cat sat mat")  # nothing opened


def test_a_model_opens_as_an_unsaved_session_every_weight_editable_and_undoable(
    qtbot, app, tmp_path
):
    window, document = app.window, app.window.document
    before = digest(INDUCTION)
    open_induction(qtbot, window)
    data = json.loads(INDUCTION.read_text(encoding="utf-8"))
    assert document.session.title == data["title"] and document.session.n_layers == 2
    assert document.path is None and not document.is_modified
    assert document.undo_stack.count() == 0
    # It opened at its last layer, on one of its heads: the table edits that head.
    layer, head = document.shown_layer, document.selected_head
    assert layer == 1
    type_into(qtbot, table(window, "editor.W_q"), 0, 0, "2.5")
    assert shown(window, "editor.W_q")[0, 0] == 2.5
    assert document.session.layers[layer].heads[head].W_q[0, 0] == 2.5
    assert document.is_modified and document.undo_stack.count() == 1
    document.undo_stack.undo()
    original = data["layers"][layer]["heads"][head]["W_q"][0][0]
    assert shown(window, "editor.W_q")[0, 0] == original
    document.undo_stack.redo()
    # Save asks where (the learner's own file); the shipped file is left as it was.
    asked: list[bool] = []
    app.files.ask_save_path = lambda: asked.append(True) or str(tmp_path / "mine.selfattn.json")
    window.findChild(QAction, "action.save").trigger()
    assert asked and document.path == (tmp_path / "mine.selfattn.json").resolve()
    saved = json.loads((tmp_path / "mine.selfattn.json").read_text(encoding="utf-8"))
    assert saved["layers"][layer]["heads"][head]["W_q"][0][0] == 2.5
    assert digest(INDUCTION) == before


def test_a_shipped_file_opened_by_its_path_is_never_saved_over(qtbot, app):
    window, document = app.window, app.window.document
    before = digest(INDUCTION)
    assert app.files.open(str(INDUCTION))
    settle(qtbot, window)
    type_into(qtbot, table(window, "editor.W_q"), 1, 1, "3")
    errors: list[str] = []
    app.files.show_error = lambda title, message: errors.append(message)
    app.files.ask_save_path = lambda: str(INDUCTION)  # the learner picks the shipped file
    mode = INDUCTION.stat().st_mode
    INDUCTION.chmod(0o444)  # so that a broken guard fails this test, not the shipped file
    try:
        window.findChild(QAction, "action.save").trigger()  # Save asks instead of writing
    finally:
        INDUCTION.chmod(mode)
    assert errors and "one of the app's own" in errors[0] and "Save As" in errors[0]
    assert digest(INDUCTION) == before and document.is_modified


def test_the_welcome_page_offers_the_models_and_closes_once_one_opened(qtbot, app):
    app.welcome.open()
    page = app.welcome.page
    button = page.findChild(QCommandLinkButton, "button.welcome_models")
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = chooser_of(qtbot, page)
    qtbot.mouseClick(
        dialog.findChild(QCommandLinkButton, "button.model.induction"), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: not page.isVisible())
    assert app.window.document.session.n_layers == 2


def test_learned_positions_say_so_and_cannot_be_switched_away(qtbot, window):
    positions = window.findChild(QAction, "toggle.positional_encoding")
    assert positions.text() == "Positions" and positions.isEnabled()
    open_induction(qtbot, window)
    assert positions.text() == "Positions: learned"
    assert positions.isChecked() and not positions.isEnabled()
    assert "W_pos (33 × 32)" in positions.toolTip()
    window.files.new_from_preset("cat-sat-mat")
    assert positions.text() == "Positions" and positions.isEnabled()
    assert not positions.isChecked()


def test_the_predictions_follow_the_selected_position_down_a_long_sequence(qtbot, window):
    open_induction(qtbot, window)
    predictions = window.findChild(QTableView, "view.predictions")
    last = window.document.session.n_tokens - 1
    assert predictions.model().rowCount() == last + 1

    def row_in_view(row: int) -> bool:
        top = predictions.rowViewportPosition(row)
        return 0 <= top and top + predictions.rowHeight(row) <= predictions.viewport().height()

    # It opened on the last query, the one that decides, its prediction in view.
    assert window.document.selected_query == last
    qtbot.waitUntil(lambda: row_in_view(last))
    assert not row_in_view(0)  # the table is shorter than the sequence: it scrolled
    # It opened at the weights: click the first query's row of their heatmap.
    heatmap = window.plots["heatmap.weights"]
    settle(qtbot, window)
    centre = heatmap.mapFromScene(heatmap.view_box().mapViewToScene(QPointF(0, 0)))
    qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.document.selected_query == 0
    qtbot.waitUntil(lambda: row_in_view(0))
    assert not row_in_view(last)
