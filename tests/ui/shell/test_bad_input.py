"""Bad input everywhere: files through the File menu, garbage on the clipboard, long sessions.

Each bad thing gives its message, the app keeps running, and the open session is unchanged.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QTableView

from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.ui.shell.compose import App, build_app

GOOD = (presets.preset_path("cat-sat-mat")).read_text(encoding="utf-8")

BAD_FILES = {
    "truncated.selfattn.json": (GOOD[: len(GOOD) // 2].encode(), "not valid JSON"),
    "wrong-types.selfattn.json": (
        GOOD.replace('"causal": false', '"causal": "no"').encode(),
        "causal",
    ),
    "huge-number.selfattn.json": (
        GOOD.replace("[1, 0, 1, 0]", "[1e300, 0, 1, 0]", 1).encode(),
        "too large",
    ),
    "deep.selfattn.json": (b"[" * 200_000, "nested"),
    "garbage.selfattn.json": (bytes(range(256)) * 40, "UTF-8"),
    "latin1.selfattn.json": ('{"title": "caf\u00e9"}'.encode("latin-1"), "UTF-8"),
    "duplicate.selfattn.json": (
        GOOD.replace('"version": 1,', '"version": 1, "version": 1,').encode(),
        "twice",
    ),
    "empty.selfattn.json": (b"", "empty"),
    "lesson-not-session.selfattn.json": (b'{"id": "x", "steps": []}', "format"),
}


@pytest.fixture
def app(qtbot) -> App:
    """The app, shown (not made the active window)."""
    app = build_app(Document(presets.load_preset("cat-sat-mat")))
    app.files.ask_discard = lambda: "discard"
    qtbot.addWidget(app.window)
    app.window.show()
    qtbot.waitExposed(app.window)
    return app


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_files_opened_from_the_file_menu_change_nothing(window, tmp_path, name):
    data, fragment = BAD_FILES[name]
    path = tmp_path / name
    path.write_bytes(data)
    errors: list[str] = []
    window.files.show_error = lambda title, message: errors.append(message)
    window.files.ask_open_path = lambda: str(path)
    before = window.document.session
    window.findChild(type(window.menuBar().actions()[0]), "action.open").trigger()
    assert len(errors) == 1, errors
    headline, detail = errors[0].split("\n")  # a learner's sentence, then the one-line detail
    assert headline.startswith("This ") and headline.endswith(".")
    assert name in detail and fragment in detail
    assert window.document.session is before
    assert window.isVisible()


def test_a_100_mb_file_is_refused_before_it_is_read(window, tmp_path):
    path = tmp_path / "huge.selfattn.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: costs no disk, but reports 100 MB
    errors: list[str] = []
    window.files.show_error = lambda title, message: errors.append(message)
    before = window.document.session
    assert not window.files.open(str(path))
    assert "too big" in errors[0] and "20 MB" in errors[0]
    assert window.document.session is before


def _paste(qtbot, view: QTableView, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    view.setFocus()
    view.selectionModel().setCurrentIndex(
        view.model().index(0, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClick(view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("The animal didn't cross the street because it was too tired.", "not a number"),
        ("1\t2\n3\n", "row"),
        ("1\tNaN\n", "finite"),
    ],
)
def test_clipboard_garbage_is_refused_with_a_message(window, qtbot, text, fragment):
    view = window.findChild(QTableView, "editor.embeddings")
    before = window.document.session
    _paste(qtbot, view, text)
    assert window.document.session is before
    assert fragment in window.statusBar().currentMessage()


def test_a_ten_thousand_square_paste_is_refused_quickly(window, qtbot):
    line = "\t".join(["1"] * 10_000)
    view = window.findChild(QTableView, "editor.embeddings")
    before = window.document.session
    _paste(qtbot, view, "\n".join([line] * 10_000))
    assert window.document.session is before
    assert "too" in window.statusBar().currentMessage().lower()


def test_a_block_that_does_not_fit_is_clipped_with_a_message(window, qtbot):
    view = window.findChild(QTableView, "editor.embeddings")
    _paste(qtbot, view, "\n".join(["7\t7\t7\t7\t7\t7"] * 5))
    assert (window.document.session.embeddings == 7).all()
    assert window.document.undo_stack.count() == 1
    assert "left out" in window.statusBar().currentMessage()


def test_exit_code_0_after_thousands_of_edits(tmp_path):
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QApplication, QTableView
        from PySide6.QtCore import Qt
        qt_app = QApplication(sys.argv[:1])
        from selfattn_gui import app

        def edit_then_quit():
            window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main")
            window.files.ask_discard = lambda: "discard"
            model = window.findChild(QTableView, "editor.embeddings").model()
            for i in range(3000):
                model.setData(model.index(i % 3, i % 4), str(i % 17 - 8), Qt.ItemDataRole.EditRole)
                if i % 50 == 0:
                    QApplication.processEvents()
            print("edits", window.document.undo_stack.count(), flush=True)
            window.findChild(QAction, "action.quit").trigger()

        QTimer.singleShot(100, edit_then_quit)
        sys.exit(app.main(["--preset", "cat-sat-mat"]))
        """
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
    )
    proc = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "edits" in proc.stdout and "Traceback" not in proc.stderr
    # A normal exit leaves no recovery copy behind.
    assert not list((tmp_path / "data").glob("recovery/*.selfattn.json"))
