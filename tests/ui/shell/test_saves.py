"""Saving and exporting from the window: sizes that could not be reopened are refused as
they are asked for, read-only files are left alone, links are written through, and a
CSV never carries a formula a spreadsheet would run."""

from __future__ import annotations

import csv
import io
import os
import stat
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QSpinBox, QTableView

from selfattn_gui.core.sessions import edits, session_io
from selfattn_gui.ui.shell.main_window import MainWindow


def type_size(qtbot, window: MainWindow, name: str, value: int) -> None:
    """Select the spin box's text, type the number, press Enter: what a person does."""
    spin = window.findChild(QSpinBox, name)
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def test_sizes_that_could_not_be_saved_are_refused_as_they_are_typed(window, qtbot):
    # The steps: 3 heads, then d_k, d_v and d_model of 1024 each.
    for name, value in (("spin.heads", 3), ("spin.d_k", 1024), ("spin.d_v", 1024)):
        type_size(qtbot, window, name, value)
    session = window.document.session
    assert (session.n_heads, session.d_k, session.d_v) == (3, 1024, 1024)
    steps = window.document.undo_stack.count()

    type_size(qtbot, window, "spin.d_model", 1024)

    assert window.document.session is session  # nothing changed ...
    assert window.document.undo_stack.count() == steps  # ... and no undo step was pushed
    message = window.statusBar().currentMessage()
    assert "d_model 1024" in message and "600,000" in message and "saved and opened" in message
    # The box shows the session's width again, not the refused one.
    assert window.findChild(QSpinBox, "spin.d_model").value() == session.d_model == 4


def test_turning_on_w_o_past_the_limit_is_refused_and_the_button_stays_off(window, qtbot):
    # 16 heads of d_v 1024 over d_model 36: W_o would add 16 · 1024 · 36 = 589,824 numbers.
    button = window.findChild(QAction, "toggle.W_o")
    button.trigger()  # the example's own W_o off first
    assert window.document.session.W_o is None and not button.isChecked()
    window.document.try_apply(edits.resize, "big", n_heads=16, d_model=36, d_v=1024)
    assert window.document.session.n_heads == 16
    button.trigger()
    assert window.document.session.W_o is None
    assert not button.isChecked()
    assert "W_o 16384 × 36" in window.statusBar().currentMessage()


# -- saving over the learner's files --------------------------------------------------------


def test_save_over_a_read_only_file_is_refused_and_says_so(window, tmp_path):
    target = tmp_path / "handout.selfattn.json"
    session_io.save_session(window.document.session, target)
    target.chmod(0o444)  # the teacher's read-only copy (root could still write it)
    before = target.read_bytes()
    window.files.open(str(target))
    window.document.set_cells("embeddings", [(0, 0, 42.0)])
    errors: list[str] = []
    window.files.show_error = lambda title, message: errors.append(message)

    assert not window.findChild(QAction, "action.save").trigger() and window.isWindowModified()

    assert target.read_bytes() == before
    assert stat.S_IMODE(target.stat().st_mode) == 0o444
    assert len(errors) == 1
    assert "handout.selfattn.json is read-only" in errors[0] and "Save As" in errors[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]


def test_save_as_onto_a_symbolic_link_writes_the_file_it_points_to(window, tmp_path):
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / "lesson.selfattn.json"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "shortcut.selfattn.json"
    link.symlink_to(Path("real") / "lesson.selfattn.json")  # a relative link
    window.document.set_cells("embeddings", [(0, 0, 7.5)])
    window.files.ask_save_path = lambda: str(link)

    window.findChild(QAction, "action.save_as").trigger()

    assert link.is_symlink() and os.readlink(link) == os.path.join("real", "lesson.selfattn.json")
    assert session_io.load_session(real).equals(window.document.session)
    assert not window.isWindowModified()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["real", link.name]
    assert sorted(p.name for p in real.parent.iterdir()) == [real.name]


# -- CSV ---------------------------------------------------------------------------------------

FORMULAS = ["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(A1:A2)", "\tx", "\rx"]


def test_a_csv_export_never_holds_a_formula_a_spreadsheet_would_run(app, window, tmp_path):
    document = window.document
    document.try_apply(edits.add_token, "add", "-2.5")  # a real number stays a number
    for index, label in enumerate(FORMULAS[:3]):
        document.try_apply(edits.rename_token, "rename", index, label)
    for label in FORMULAS[3:]:
        document.try_apply(edits.add_token, "add", label)
    document.set_cells("embeddings", [(0, 0, -0.75), (1, 0, -1e-05)])
    view = window.findChild(QTableView, "editor.embeddings")
    target = tmp_path / "vectors.csv"
    app.exports.ask_save_path = lambda *args: str(target)

    next(a for a in view.actions() if a.objectName() == "action.save_csv").trigger()

    rows = list(csv.reader(io.StringIO(target.read_bytes().decode("utf-8"), newline="")))
    labels = [row[0] for row in rows[1:]]
    assert labels == [
        "'=cmd|' /C calc'!A0",
        "'+1+1",
        "'-2+3",
        "-2.5",
        "'@SUM(A1:A2)",
        "'\tx",
        "'\rx",
    ]
    assert rows[1][1] == "-0.75" and rows[2][1] == "-1e-05"
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r"))
            assert not cell.startswith("-") or float(cell) <= 0
