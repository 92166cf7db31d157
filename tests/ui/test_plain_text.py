"""Text from outside the app is shown as text: no file is ever loaded because of it.

Each hostile string (tests/hostile_text.py) goes through a place where the app shows
outside text: a token label (tables, headers and their tooltips, heatmaps and their
hover text, the query chart's title, the "can see no key" warning, explain, checks,
SVG export), typed cell input (the refusal bubble), an unknown key in a bad file (the
error box) and a file name (the window title and the unsaved-work prompt).  An
inotify watch on the marker folder fails the test if Qt opens a marker.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from hostile_text import OpenWatch, hostile_strings, make_markers
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QToolTip

from selfattn_gui.core.sessions import edits, session_io
from selfattn_gui.ui.foundation import plain_text

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the open watch uses Linux inotify"
)


@pytest.fixture
def outside(tmp_path):
    """(hostile strings, watch on the marker folder)."""
    folder = tmp_path / "outside"
    marker, style_sheet = make_markers(folder)
    watch = OpenWatch(folder)
    yield hostile_strings(marker, style_sheet), watch
    watch.close()


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _show_tooltips_and_grab(window, qtbot) -> None:
    """Paint everything and raise the tooltips that quote token 0."""
    _settle()
    window.grab()
    # The row header's tooltip of the token editor ("… double-click to rename").
    header = window.panels["editor.embeddings"].table.verticalHeader()
    position = QPoint(header.width() // 2, header.sectionViewportPosition(0) + 2)
    event = QHelpEvent(QEvent.Type.ToolTip, position, header.viewport().mapToGlobal(position))
    QApplication.sendEvent(header.viewport(), event)
    _grab_tooltip()
    # Hovering the first cell of the weights heatmap describes it with both tokens.
    heatmap = window.weights_panel.heatmap
    heatmap._hovered = None  # hover again even if the cell is the same
    scene_point = heatmap._plot.getViewBox().mapViewToScene(
        heatmap._plot.getViewBox().mapFromView(QPoint(0, 0))
    )
    heatmap.scene().sigMouseMoved.emit(scene_point)
    _grab_tooltip()
    QToolTip.hideText()


def _grab_tooltip() -> None:
    _settle()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.grab()


def test_hostile_token_labels_are_shown_as_text_everywhere(app, window, qtbot, outside, tmp_path):
    strings, watch = outside
    doc = window.document
    doc.select_query(0)
    # A query that sees no key at all, so the warning quotes its label too.
    for key in range(doc.session.n_tokens):
        doc.try_apply(edits.toggle_mask_cell, "mask", 0, key)
    assert doc.result.blocked_queries == (0,)
    exports = app.exports
    app.teaching.start_walkthrough(0)
    for i, text in enumerate(strings):
        assert doc.try_apply(edits.rename_token, "rename", 1, text)
        doc.try_apply(edits.rename_token, "rename", 0, text)
        doc.select_query(1)
        app.teaching.explain.explain("weights", 1, 1)
        _show_tooltips_and_grab(window, qtbot)
        walkthrough = app.teaching.walkthrough  # its sentences quote the labels
        for step in range(walkthrough.count):
            walkthrough.set_step(step)
            walkthrough.grab()
        assert exports.export_view("chart.query", ".svg", tmp_path / f"chart{i}.svg")
        assert exports.export_view("heatmap.weights", ".svg", tmp_path / f"map{i}.svg")
        assert watch.poll() == [], f"a file was opened while showing {text[:60]!r}"
        svg = (tmp_path / f"chart{i}.svg").read_text(encoding="utf-8")
        assert "<image" not in svg


def test_the_warning_and_chart_title_show_a_label_literally(window, outside):
    strings, _watch = outside
    doc = window.document
    label = "<b>not bold</b>"
    doc.try_apply(edits.rename_token, "rename", 0, label)  # the query that sees nothing
    doc.try_apply(edits.rename_token, "rename", 1, label)  # the query on the chart
    for key in range(doc.session.n_tokens):
        doc.try_apply(edits.toggle_mask_cell, "mask", 0, key)
    doc.select_query(1)
    _settle()
    warning = window.weights_panel.warning
    assert label in warning.text()
    assert warning.textFormat() == Qt.TextFormat.PlainText
    assert "&lt;b&gt;not bold&lt;/b&gt;" in window.weights_panel.chart.getPlotItem().titleLabel.text


def test_typed_cell_text_is_quoted_as_text_in_the_refusal(window, qtbot, outside):
    strings, watch = outside
    table = window.panels["editor.embeddings"].table
    table.setFocus()
    for text in strings[:14]:
        table.setCurrentIndex(table.model().index(0, 0))
        qtbot.keyClick(table, Qt.Key.Key_F2)
        editor = QApplication.focusWidget()
        editor.setText(text)  # typing it key by key would take minutes for the long ones
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        bubble = table.refusal_bubble
        assert bubble.isVisible()
        bubble.grab()
        assert watch.poll() == [], f"the refusal of {text[:60]!r} opened a file"
        assert bubble.textFormat() == Qt.TextFormat.PlainText
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)


def _answer_next_message_box(seen: list[tuple[Qt.TextFormat, str]]) -> None:
    """Close the next message box (Escape), after noting its text format and text."""

    def close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.textFormat(), box.text()))
            for label in box.findChildren(QLabel):
                label.grab()
            box.reject()
        else:
            QTimer.singleShot(20, close)

    QTimer.singleShot(20, close)


def test_an_unknown_key_in_a_bad_file_is_quoted_as_text(window, outside, tmp_path):
    strings, watch = outside
    good = session_io.session_to_dict(window.document.session)
    for i, text in enumerate(strings[:14]):
        bad = dict(good, **{text: 1})
        path = tmp_path / f"bad{i}.selfattn.json"
        path.write_text(json.dumps(bad), encoding="utf-8")
        window.files.ask_open_path = lambda p=path: str(p)
        seen: list[tuple[Qt.TextFormat, str]] = []
        _answer_next_message_box(seen)
        window.files.open()
        assert seen, "the bad file was not reported"
        assert seen[0][0] == Qt.TextFormat.PlainText
        assert watch.poll() == [], f"the error about {text[:60]!r} opened a file"


def test_a_file_name_that_looks_like_html_is_shown_as_text(window, outside, tmp_path, monkeypatch):
    strings, watch = outside
    marker_folder = tmp_path / "outside"
    monkeypatch.chdir(marker_folder)  # a relative <img src=marker.png> would load from here
    path = tmp_path / "<img src=marker.png>.selfattn.json"
    session_io.save_session(window.document.session, path)
    window.document.mark_saved(path)
    window.document.try_apply(edits.rename_token, "rename", 0, "dog")  # unsaved work
    assert "<img src=marker.png>" in window.windowTitle()
    seen: list[tuple[Qt.TextFormat, str]] = []
    _answer_next_message_box(seen)
    choice = window.files._ask_discard()  # the real prompt, answered above
    assert choice == "cancel"
    assert seen and seen[0][0] == Qt.TextFormat.PlainText
    assert "<img src=marker.png>" in seen[0][1]
    assert watch.poll() == []


# -- the helpers themselves -------------------------------------------------------------------


def test_shown_drops_controls_and_overrides_and_shortens():
    assert plain_text.shown("a\x00b\x1bc\u202ed\u2066e") == "abcde"
    assert plain_text.shown("line one\nline two\ttab") == "line one\nline two\ttab"
    long = plain_text.shown("x" * 1000, limit=50)
    assert len(long) == 50 and long.endswith("…")


def test_right_to_left_text_is_isolated_so_it_cannot_flip_the_words_around_it():
    hebrew = "\u05e9\u05dc\u05d5\u05dd"
    assert plain_text.shown(hebrew) == f"\u2068{hebrew}\u2069"
    assert plain_text.shown("cat") == "cat"  # left-to-right text is left alone


def test_a_tooltip_reads_exactly_as_the_plain_text(qapp):
    from PySide6.QtGui import QTextDocument

    text = 'a & b <img src=x> "c"\nsecond line'
    document = QTextDocument()
    document.setHtml(plain_text.tooltip(text))
    assert document.toPlainText() == text
    assert plain_text.tooltip("") == ""  # no empty tooltip box


def test_no_static_message_box_helpers_in_the_app():
    """QMessageBox.warning/question/… render AutoText: the app uses plain_text.message."""
    package = Path(__file__).resolve().parents[2] / "selfattn_gui"
    offenders = [
        f"{path.relative_to(package)}:{number}"
        for path in package.rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"QMessageBox\.(warning|question|information|critical|about)\(", line)
    ]
    assert offenders == []
