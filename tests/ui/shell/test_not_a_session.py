"""Opening a file that is no session says so in a learner's words, with the detail under it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox

from selfattn_gui.core.sessions import presets

NOT_A_SESSION = "This is not a selfattn-gui session file."

FILES = {
    "notes.txt": (b"Attention is all you need\n", "not valid JSON: Expecting value"),
    "picture.png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe", "not UTF-8 text"),
    "lesson.json": (b'{"id": "x", "steps": []}', 'missing key "format"'),
    "numbers.json": (b"[1, 2, 3]", "not a session"),
}


def answer_message_box(qtbot) -> list[tuple[str, str]]:
    """Read (text, informative text) of the next message box, then press its button."""
    seen: list[tuple[str, str]] = []

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, poll)
            return
        seen.append((box.text(), box.informativeText()))
        box.accept()

    QTimer.singleShot(0, poll)
    return seen


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_file_that_is_no_session_says_so_then_gives_the_detail(window, qtbot, tmp_path, name):
    data, detail = FILES[name]
    path = tmp_path / name
    path.write_bytes(data)
    window.files.ask_open_path = lambda: str(path)
    before = window.document.session
    seen = answer_message_box(qtbot)
    window.findChild(QAction, "action.open").trigger()
    qtbot.waitUntil(lambda: bool(seen))
    text, informative = seen[0]
    assert text == NOT_A_SESSION
    assert informative.startswith(f"{name}: ") and detail in informative
    assert "\n" not in informative
    assert window.document.session is before


def test_a_session_with_a_mistake_is_told_apart_from_a_file_that_is_none(window, qtbot, tmp_path):
    good = presets.preset_path("cat-sat-mat").read_text(encoding="utf-8")
    path = tmp_path / "mine.selfattn.json"
    path.write_text(good.replace('"causal": false', '"causal": "no"'), encoding="utf-8")
    window.files.ask_open_path = lambda: str(path)
    seen = answer_message_box(qtbot)
    window.findChild(QAction, "action.open").trigger()
    qtbot.waitUntil(lambda: bool(seen))
    text, informative = seen[0]
    assert text == "This session file has a mistake in it, so it cannot be opened."
    assert informative.startswith("mine.selfattn.json: causal: expected")


def test_the_command_line_says_it_the_same_way_on_one_line(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_bytes(FILES["notes.txt"][0])
    proc = subprocess.run(
        [sys.executable, "-m", "selfattn_gui", "compute", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == [
        f"selfattn-gui: error: {NOT_A_SESSION} notes.txt: not valid JSON: "
        "Expecting value at line 1, column 1"
    ]
