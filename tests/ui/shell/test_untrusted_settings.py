"""Hostile settings: every value of the wrong type or size falls back, the start never hangs.

Each case writes settings the way a hand-edited file, another program or an old
version could leave them, then starts the real window and uses what it read (the
recent-files menu is clicked through).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QPoint, QSettings, QSize

from selfattn_gui.core.files.user_data import user_data_dir
from selfattn_gui.ui.foundation.settings_store import read_setting
from selfattn_gui.ui.shell.files import MAX_RECENT

# (key, value stored with QSettings.setValue)
TYPED_VALUES = [
    ("recent_files", QPoint(1, 2)),
    ("recent_files", 5),
    ("recent_files", QSize(3, 4)),
    ("recent_files", {"a": 1}),
    ("recent_files", [f"/no/such/file-{i}.selfattn.json" for i in range(10_000)]),
    ("recent_files", ["/tmp/with\x00nul.selfattn.json", "/tmp/fine.selfattn.json"]),
    ("recent_files", ["", "   ", "x" * 100_000]),
    ("appearance/theme", QPoint(1, 2)),
    ("appearance/theme", ["dark"]),
    ("appearance/zoom", "nan"),
    ("appearance/zoom", "1e400"),
    ("appearance/zoom", QSize(2, 2)),
    ("appearance/weights_colormap", 7),
    ("appearance/scores_colormap", QByteArray(b"\x00\xff")),
    ("view/decimals", "9" * 50),
    ("view/decimals", [1, 2]),
    ("view/decimals", 2.5),
    ("window/geometry", "garbage"),
    ("window/geometry", QByteArray(b"\x00" * 64)),
    ("window/state", 12),
    ("window/state", QByteArray(b"not a state")),
]

# Lines of an INI file written by hand (QSettings' own notation for Qt types).
RAW_LINES = [
    "recent_files=@Point(1 2)",
    "recent_files=@Size(3 4)",
    "recent_files=@Rect(1 2 3 4)",
    "recent_files=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\tGarbage)",
    "recent_files=@ByteArray(\\xff\\xfe)",
    "recent_files=12345678901234567890123456789",
]


def _click_every_recent_file(window) -> list[str]:
    errors: list[str] = []
    window.files.show_error = lambda title, message: errors.append(message)
    for action in window.recent_menu.actions():
        if action.text() and not action.isSeparator() and action.text() != "Clear list":
            action.trigger()
    return errors


def _check_window(app) -> None:
    window = app.window
    recent = window.files.recent_files()
    assert len(recent) <= MAX_RECENT
    assert all(isinstance(path, str) and "\x00" not in path for path in recent)
    entries = [a for a in window.recent_menu.actions() if not a.isSeparator()]
    assert len(entries) <= MAX_RECENT + 1  # the files and "Clear list"
    _click_every_recent_file(window)
    prefs = app.classroom.preferences
    assert isinstance(prefs.theme, str) and 0.75 <= prefs.zoom <= 3.0
    assert 0 <= prefs.decimals <= 6


def test_the_window_starts_with_each_hostile_typed_setting(qtbot, open_app):
    for key, value in TYPED_VALUES:
        settings = QSettings()
        settings.clear()
        settings.setValue(key, value)
        settings.sync()
        del settings
        app = open_app(qtbot)
        window = app.window
        _check_window(app)
        window.close()


@pytest.mark.qt_log_ignore("QVariant::load: unknown user type")  # Qt says it cannot read one
def test_the_window_starts_with_each_hostile_settings_file(qtbot, open_app):
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    for line in RAW_LINES:
        QSettings().clear()
        path.write_text(f"[General]\n{line}\nappearance\\zoom=@Point(1 2)\n", encoding="utf-8")
        assert QSettings().contains("recent_files"), line  # the file is what Qt reads
        app = open_app(qtbot)
        window = app.window
        _check_window(app)
        window.close()


def test_recent_files_are_capped_and_checked_when_read(qtbot, open_app, tmp_path):
    good = tmp_path / "good.selfattn.json"
    stored = ["/tmp/with\x00nul.selfattn.json", str(good), str(good)]
    stored += [str(tmp_path / f"other-{i}.selfattn.json") for i in range(10_000)]
    QSettings().setValue("recent_files", stored)
    app = open_app(qtbot)
    window = app.window
    recent = window.files.recent_files()
    assert recent[0] == str(good)  # the NUL entry is dropped, the duplicate too
    assert len(recent) == MAX_RECENT and len(set(recent)) == MAX_RECENT
    errors = _click_every_recent_file(window)  # each says "no such file", none raises
    assert len(errors) == MAX_RECENT


def test_read_setting_gives_the_default_for_the_wrong_type():
    settings = QSettings()
    settings.setValue("n", "12")
    settings.setValue("f", "0.5")
    settings.setValue("b", "true")
    settings.setValue("point", QPoint(1, 2))
    settings.setValue("one", ["only"])
    assert read_setting(settings, "n", 0, int) == 12
    assert read_setting(settings, "f", 1.0, float) == 0.5
    assert read_setting(settings, "b", False, bool) is True
    assert read_setting(settings, "missing", "dflt", str) == "dflt"
    for kind, default in ((int, 3), (float, 1.5), (bool, False), (str, "x"), (list, ["d"])):
        assert read_setting(settings, "point", default, kind) == default
    assert read_setting(settings, "one", [], list) == ["only"]
    assert read_setting(settings, "point", None, QByteArray) is None


def test_the_settings_files_checked_are_the_ones_qt_reads():
    from selfattn_gui.ui.foundation.settings_store import _settings_files

    scope, path = _settings_files()[0]
    assert scope == QSettings.Scope.UserScope
    assert str(path) == QSettings().fileName()


def test_a_fifo_in_place_of_the_settings_file_does_not_hang_the_start(tmp_path):
    config = tmp_path / "config"
    (config / "selfattn-gui").mkdir(parents=True)
    fifo = config / "selfattn-gui" / "selfattn-gui.conf"
    os.mkfifo(fifo)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(config),
        SELFATTN_GUI_DATA_DIR=str(tmp_path / "data"),
    )
    proc = subprocess.run(
        [sys.executable, "-m", "selfattn_gui", "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    moved = list(fifo.parent.glob("selfattn-gui.conf.not-a-file-*"))
    assert len(moved) == 1  # kept, under another name
    assert not fifo.exists() or fifo.is_file()


def test_a_damaged_progress_file_is_reported_once_the_window_exists(qtbot, open_app):
    path = user_data_dir() / "lesson-progress.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ not json", encoding="utf-8")
    app = open_app(qtbot)
    window = app.window
    qtbot.waitUntil(lambda: "could not be read" in window.statusBar().currentMessage())
    assert "lesson-progress.json.damaged-" in window.statusBar().currentMessage()
    (kept,) = path.parent.glob("lesson-progress.json.damaged-*")
    assert kept.read_text(encoding="utf-8") == "{ not json"
