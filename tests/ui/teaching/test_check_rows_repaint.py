"""An edit repaints the check rows whose words changed, not the ones that say the same.

Counted, not timed: the paint events each row of the sanity checks receives while a
learner types one number into the token vectors.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel
from table_keys import table, type_into
from window_waits import drain

ROWS = ("shapes", "rows", "equal_scores", "columns")


class PaintCounter(QObject):
    """Counts the paint events of the watched widgets, by object name."""

    def __init__(self, widgets: list[QLabel]) -> None:
        super().__init__()
        self.paints: Counter = Counter()
        for watched in widgets:
            watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.paints[watched.objectName()] += 1
        return False


def test_an_edit_repaints_only_the_check_row_that_changed(qtbot, window):
    rows = {key: window.findChild(QLabel, f"check.{key}") for key in ROWS}
    before = {key: label.text() for key, label in rows.items()}
    drain()
    counter = PaintCounter(list(rows.values()))

    type_into(
        qtbot, table(window, "editor.embeddings"), 0, 1, "0.5"
    )  # cat's second feature: new column sums only
    qtbot.waitUntil(lambda: counter.paints["check.columns"] > 0)
    drain()

    after = {key: label.text() for key, label in rows.items()}
    assert after["columns"] != before["columns"]
    unchanged = [key for key in ROWS if after[key] == before[key]]
    assert unchanged == ["shapes", "rows", "equal_scores"]
    assert {key: counter.paints[f"check.{key}"] for key in unchanged} == dict.fromkeys(unchanged, 0)


def test_a_check_row_wraps_anew_when_its_text_or_font_changes(window):
    row = window.findChild(QLabel, "check.columns")
    width = row.width()
    one_line = row.heightForWidth(width)
    row.setText(row.text() + " and many more words" * 12)
    assert row.heightForWidth(width) > one_line  # a longer text takes more lines
    longer = row.heightForWidth(width)
    font = row.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    row.setFont(font)
    assert row.heightForWidth(width) > longer  # a bigger font too
