"""A second app started while the first runs offers none of its work and takes none of it.

Two real app processes share one data folder, as two windows of one learner do.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import recovery_corpus as corpus

from selfattn_gui.core.sessions import session_io

_SCRIPT = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton, QTreeWidget
qt_app = QApplication(sys.argv[:1])
from selfattn_gui import app

VALUE = float(os.environ["EDIT_VALUE"])

def say(text):
    print(text, flush=True)

def main_window():
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "window.main")

def answer_dialog():
    # Say which copies the recovery dialog offers; restore the first, or keep them all.
    dialog = QApplication.activeModalWidget()
    if getattr(dialog, "objectName", lambda: "")() != "dialog.recovery":
        QTimer.singleShot(50, answer_dialog)
        return
    tree = dialog.findChild(QTreeWidget, "recovery.copies")
    rows = range(tree.topLevelItemCount())
    titles = [tree.topLevelItem(r).text(0) for r in rows]
    say("offered: " + " | ".join(titles))
    if os.environ.get("RESTORE"):
        dialog.findChild(QPushButton, "recovery.restore").click()
    else:
        dialog.reject()

def edit():
    window = main_window()
    window.files.ask_discard = lambda: "discard"
    for i in range(25):
        window.document.set_cells("embeddings", [(0, 0, VALUE + i)])
    QTimer.singleShot(100, say_when_backed_up)

def say_when_backed_up():
    # The backup follows a moment after the last change: wait until a copy holds it.
    from selfattn_gui.core.sessions import session_io
    folder = Path(os.environ["SELFATTN_GUI_DATA_DIR"]) / "recovery"
    for path in folder.glob("*.selfattn.json"):
        if os.environ.get("RESTORE") and not path.name.startswith("1-crashed"):
            say("edited")  # (the restored work replaced the edits: its own copy is there)
            return
        try:
            if session_io.load_session(path).embeddings[0, 0] == VALUE + 24:
                say("edited")
                return
        except Exception:
            pass
    QTimer.singleShot(100, say_when_backed_up)

def quit_when_told():
    line = sys.stdin.readline()
    if line.strip() == "quit":
        main_window().findChild(QAction, "action.quit").trigger()

notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(quit_when_told)
QTimer.singleShot(0, answer_dialog)
QTimer.singleShot(300, edit)
sys.exit(app.main(["--preset", "cat-sat-mat"]))
"""


class RunningApp:
    """One real app process; it edits and waits until its copy holds the last edit, then runs
    until told to quit."""

    def __init__(self, tmp_path: Path, value: float, restore: bool = False) -> None:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
            XDG_CONFIG_HOME=str(tmp_path / "config"),
            EDIT_VALUE=str(value),
            RESTORE="1" if restore else "",
        )
        self.proc = subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(_SCRIPT)],
            env=env,
            cwd=tmp_path,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.said: list[str] = []
        while "edited" not in self.said:
            line = self.proc.stdout.readline()
            assert line, f"the app ended early: {self.proc.stderr.read()[-3000:]}"
            self.said.append(line.strip())

    def quit(self) -> int:
        try:
            out, err = self.proc.communicate("quit\n", timeout=120)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        self.said += out.splitlines()
        assert "Traceback" not in err, err[-3000:]
        return self.proc.returncode

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate()


def copies(folder: Path) -> dict[str, float]:
    """Copy id -> the edited value in that copy, for every copy in the recovery folder."""
    return {
        path.name.removesuffix(".selfattn.json"): float(
            session_io.load_session(path).embeddings[0, 0]
        )
        for path in sorted(folder.glob("*.selfattn.json"))
    }


@pytest.fixture
def apps():
    started: list[RunningApp] = []
    yield started
    for running in started:
        running.kill()


def test_a_second_app_neither_offers_nor_removes_the_first_one_s_copy(tmp_path, apps):
    folder = tmp_path / "data" / "recovery"
    first = RunningApp(tmp_path, 100.0)
    apps.append(first)
    assert list(copies(folder).values()) == [124.0]  # the first app's own copy
    first_files = sorted(p.name for p in folder.iterdir())

    second = RunningApp(tmp_path, 200.0)
    apps.append(second)
    assert not [line for line in second.said if line.startswith("offered:")], second.said
    # Each keeps its own copy, side by side; neither took the other's.
    assert sorted(copies(folder).values()) == [124.0, 224.0]
    assert second.quit() == 0
    assert sorted(p.name for p in folder.iterdir()) == first_files
    assert first.quit() == 0
    assert list(folder.iterdir()) == []  # both closed normally: nothing left to offer


def test_while_one_app_restores_a_crash_copy_a_second_one_is_offered_nothing(tmp_path, apps):
    folder = tmp_path / "data" / "recovery"
    corpus.write_good_copy(folder, "1-crashed", title="crashed work")
    first = RunningApp(tmp_path, 100.0, restore=True)
    apps.append(first)
    assert "offered: crashed work" in first.said
    assert "1-crashed" not in copies(folder)  # restored into the first window, then removed

    first_copy = copies(folder)  # the restored work, now the first window's own copy
    assert len(first_copy) == 1

    second = RunningApp(tmp_path, 200.0)
    apps.append(second)
    assert not [line for line in second.said if line.startswith("offered:")], second.said
    both = copies(folder)
    assert len(both) == 2 and first_copy.items() <= both.items() and 224.0 in both.values()
    assert second.quit() == 0 and first.quit() == 0
