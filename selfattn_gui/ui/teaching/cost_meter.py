"""The n² cost, in a table and measured live: shown by the lesson on cost.

The table comes from :func:`selfattn_gui.core.maths.cost.cost_table`; the Measure button
times real attention computations with :func:`selfattn_gui.core.maths.cost.measure_attention`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.maths.cost import (
    MEASURE_SIZES,
    cost_table,
    measure_attention,
    readable_bytes,
)
from selfattn_gui.core.sessions.numbers_text import significant, whole
from selfattn_gui.core.text import translate
from selfattn_gui.ui.plots.plot_style import format_value


def _table(object_name: str, headers: Sequence[str], accessible: str) -> QTableWidget:
    """A table to read (the arrow keys move in it; Tab goes on to the next control)."""
    table = QTableWidget(0, len(headers))
    table.setObjectName(object_name)
    table.setAccessibleName(accessible)
    table.setAccessibleDescription(
        translate("cost_meter", "Columns: {headers}").format(headers=", ".join(headers))
    )
    table.setTabKeyNavigation(False)  # nothing to type in: Tab would only go round its cells
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    height = table.horizontalHeader().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(len(rows)))
    table.setFixedHeight(height)


class CostMeter(QWidget):
    """How many scores and how much memory one head needs, and how long it takes here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("widget.cost_meter")
        #: The sequence lengths the Measure button times (tests use small ones).
        self.measure_sizes: Sequence[int] = MEASURE_SIZES
        self.table = _table(
            "table.cost",
            [
                translate("cost_meter", "tokens n"),
                translate("cost_meter", "scores n²"),
                translate("cost_meter", "memory (float32)"),
            ],
            translate("cost_meter", "Scores and memory one head needs per length"),
        )
        _fill(
            self.table,
            [[whole(row.n), whole(row.scores), readable_bytes(row.bytes)] for row in cost_table()],
        )
        self.measure_button = QPushButton(translate("cost_meter", "Measure on this computer"))
        self.measure_button.setObjectName("button.measure")
        self.measure_button.setToolTip(
            translate("cost_meter", "Time one head of attention (d_k = 64) at a few lengths")
        )
        self.note = QLabel(
            translate(
                "cost_meter", "Times are the fastest of three runs; they vary from run to run."
            )
        )
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.timings = _table(
            "table.timings",
            [
                translate("cost_meter", "tokens n"),
                translate("cost_meter", "time"),
                translate("cost_meter", "× previous"),
            ],
            translate("cost_meter", "Time one head took here"),
        )
        self.timings.setVisible(False)
        row = QHBoxLayout()
        row.addWidget(self.measure_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addWidget(self.timings)
        layout.addWidget(self.note)
        self.measure_button.clicked.connect(self.measure)

    def measure(self) -> None:
        """Run the timing (a fraction of a second) and show it."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            timings = measure_attention(self.measure_sizes)
        finally:
            QGuiApplication.restoreOverrideCursor()
        rows = [
            [
                whole(t.n),
                f"{significant(t.seconds * 1000, 3)} ms",
                "" if t.growth is None else f"× {format_value(t.growth, 1)}",
            ]
            for t in timings
        ]
        _fill(self.timings, rows)
        self.timings.setVisible(True)
        self.note.setVisible(True)
