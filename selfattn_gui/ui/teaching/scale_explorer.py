"""The scale and softmax explorer: three small experiments on softmax.

* Sharpness: the selected query's scores times a factor; the bars go from flat
  (factor 0) to one-hot (a large factor).
* Width d_k: random queries and keys of growing width, with and without ÷√d_k
  (computed by :func:`selfattn_gui.core.maths.scale_demo.dk_demo` with a fixed seed).
* Shift a row: add a constant to every score of the row; the weights do not move.

Nothing here changes the session: the experiments work on copies of one row.  While a
lesson's question veils the scores or the weights, the row's numbers and bars read "?"
(the width experiment's random numbers are no one's answer and stay).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.maths.scale_demo import dk_demo, shifted_weights, softmax_at_scale
from selfattn_gui.core.sessions.numbers_text import fixed, significant
from selfattn_gui.core.text import translate
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.plots.query_chart import QueryChart

SLIDER_STEPS = 100  # slider 0..100: 0 is factor 0, 50 is factor 1, 100 is factor 100
#: the matrices the selected row's experiments show: its scaled scores, and at × 1 its
#: weights (any factor's weights give back the scores' gaps, so the weights too)
ROW_SHOWS = frozenset({"scores", "scaled", "weights"})
VEILED = "?"


def slider_factor(position: int) -> float:
    """The factor for a slider position: 0 at 0, then 10^((position − 50) / 25)."""
    return 0.0 if position <= 0 else float(10.0 ** ((position - 50) / 25))


def _number(value: float, digits: int = 2) -> str:
    """A number of the explorer's table and sentences, written as the tables write it."""
    return fixed(value, digits)


def _item(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _read_only_table(name: str, accessible: str, description: str) -> QTableWidget:
    """A table to read: the arrow keys move in it, Tab goes on to the next control."""
    table = QTableWidget()
    table.setObjectName(name)
    table.setAccessibleName(accessible)
    table.setAccessibleDescription(description)
    table.setTabKeyNavigation(False)  # nothing to type in: Tab would only go round its cells
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return table


def _note(text: str) -> QLabel:
    """An experiment's fixed explanation (named for tests: it holds no one's numbers)."""
    label = QLabel(text)
    label.setObjectName("note.scale_explorer")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class ScaleExplorer(QTabWidget):
    """Temperature slider, d_k table and row shift, for the selected query and head."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel.scale_explorer")
        self._veiled = False  # a lesson's open question hides the row's numbers
        # Often closed or tabbed away: redraw only once seen.
        self._frame: Frame | None = None  # often closed or tabbed away: frames wait till seen
        #: Set by the frame scheduler: shows the newest frame before the explorer is read.
        self.read_latest: Callable[[], None] = lambda: None
        for page, title, tip in (
            (
                self._build_sharpness(),
                translate("scale_explorer", "Sharpness"),
                translate("scale_explorer", "How a factor on the scores sharpens a row"),
            ),
            (
                self._build_dk(),
                translate("scale_explorer", "Width d_k"),
                translate("scale_explorer", "Why the scores are divided by √d_k"),
            ),
            (
                self._build_shift(),
                translate("scale_explorer", "Shift a row"),
                translate("scale_explorer", "Adding one number to a row changes nothing"),
            ),
        ):
            self.setTabToolTip(self.addTab(page, title), tip)  # read out with the tab

    # -- building ---------------------------------------------------------------------------
    def _build_sharpness(self) -> QWidget:
        page = QWidget()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("slider.scale")
        self.slider.setAccessibleName(
            translate("scale_explorer", "Factor the scores are multiplied by")
        )
        self.slider.setAccessibleDescription(
            translate(
                "scale_explorer",
                "The arrow keys move it: left flattens the weights, right sharpens them; "
                "the middle is × 1, the app's own weights",
            )
        )
        self.slider.setRange(0, SLIDER_STEPS)
        self.slider.setValue(SLIDER_STEPS // 2)
        self.factor_label = QLabel()
        self.factor_label.setObjectName("label.scale_factor")
        self.factor_label.setWordWrap(True)
        self.chart = QueryChart()
        self.chart.setObjectName("chart.scale")
        self.chart.setAccessibleName(
            translate("scale_explorer", "Weights of the example row at this factor")
        )
        self.chart.setMinimumHeight(160)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("scale_explorer", "flat")))
        row.addWidget(self.slider, 1)
        row.addWidget(QLabel(translate("scale_explorer", "one-hot")))
        layout = QVBoxLayout(page)
        layout.addWidget(
            _note(
                translate(
                    "scale_explorer",
                    "Softmax of the selected query's scaled scores, each first multiplied by a "
                    "factor (1 / temperature). Near 0 every key gets the same share; large "
                    "factors give everything to the best key. At × 1 you see the app's weights.",
                )
            )
        )
        layout.addLayout(row)
        layout.addWidget(self.factor_label)
        layout.addWidget(self.chart, 1)
        self.slider.valueChanged.connect(lambda _v: self._refresh_sharpness())
        return page

    def _build_dk(self) -> QWidget:
        page = QWidget()
        self.dk_table = _read_only_table(
            "table.dk_demo",
            translate("scale_explorer", "Scores and weights at each width d_k"),
            translate(
                "scale_explorer",
                "Per d_k: the spread of the scores and the top weight and gradient, "
                "with and without ÷ √d_k",
            ),
        )
        headers = [
            "d_k",
            translate("scale_explorer", "spread\nq·k"),
            translate("scale_explorer", "spread\nq·k / √d_k"),
            translate("scale_explorer", "top weight\nno ÷"),
            translate("scale_explorer", "top weight\n÷ √d_k"),
            translate("scale_explorer", "gradient\nno ÷"),
            translate("scale_explorer", "gradient\n÷ √d_k"),
        ]
        self.dk_table.setColumnCount(len(headers))
        self.dk_table.setHorizontalHeaderLabels(headers)
        self.dk_table.verticalHeader().setVisible(False)
        self.dk_table.verticalHeader().setDefaultSectionSize(22)
        layout = QVBoxLayout(page)
        layout.addWidget(
            _note(
                translate(
                    "scale_explorer",
                    "Random queries and keys with entries of spread 1 (a fixed seed, so the same "
                    "numbers every time), 16 keys per query. Without the division the scores spread "
                    "like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it "
                    "stops learning. With ÷√d_k the spread stays near 1 at every width.",
                )
            )
        )
        layout.addWidget(self.dk_table, 1)
        self._dk_filled = False
        return page

    def _build_shift(self) -> QWidget:
        page = QWidget()
        self.shift_spin = QDoubleSpinBox()
        self.shift_spin.setObjectName("spin.shift")
        self.shift_spin.setAccessibleName(
            translate("scale_explorer", "Constant added to every score of the row")
        )
        self.shift_spin.setAccessibleDescription(
            translate(
                "scale_explorer",
                "Type a number or use the arrow keys; the table shows the weights do not change",
            )
        )
        self.shift_spin.setRange(-100.0, 100.0)
        self.shift_spin.setSingleStep(1.0)
        self.shift_spin.setDecimals(1)
        self.shift_table = _read_only_table(
            "table.shift",
            translate("scale_explorer", "The row's scores and weights, before and after the shift"),
            translate(
                "scale_explorer",
                "One column per key; rows: the scores, the scores plus the constant, and the "
                "weights before and after",
            ),
        )
        self.shift_verdict = QLabel()
        self.shift_verdict.setObjectName("label.shift_verdict")
        self.shift_verdict.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("scale_explorer", "Add to every score of the row:")))
        row.addWidget(self.shift_spin)
        row.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addWidget(
            _note(
                translate(
                    "scale_explorer",
                    "Softmax only looks at the differences between the scores of a row. Add the "
                    "same number to all of them and every e^score is multiplied by the same "
                    "factor, which cancels when the row is divided by its total.",
                )
            )
        )
        layout.addLayout(row)
        layout.addWidget(self.shift_table)
        layout.addWidget(self.shift_verdict)
        layout.addStretch(1)
        self.shift_spin.valueChanged.connect(lambda _v: self._refresh_shift())
        return page

    # -- the veil ---------------------------------------------------------------------------
    def set_veil(self, keys: frozenset[str]) -> None:
        """Hide the selected row's numbers while a lesson's question veils any of
        :data:`ROW_SHOWS` (``keys``: the catalogue keys it veils)."""
        veiled = bool(keys & ROW_SHOWS)
        if veiled != self._veiled:
            self._veiled = veiled
            self.refresh()

    # -- what the row is ------------------------------------------------------------------------
    def _row(self) -> tuple[np.ndarray, np.ndarray, list[str], str] | None:
        """The selected query's scaled scores (n_keys,), visible keys (n_keys,), key labels
        and query label.  (A cross session's keys are its source's tokens.)"""
        frame = self._frame
        if frame is None or frame.query < 0:
            return None
        query, session = frame.query, frame.session
        keys, query_label = list(session.key_tokens), session.tokens[query]
        return frame.head_result.scaled[query], frame.result.mask[query], keys, query_label

    # -- refreshing --------------------------------------------------------------------------------
    def show_frame(self, frame: Frame) -> None:
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed & {"numbers", "head", "query"}:
            self._draw()

    def refresh(self) -> None:
        """Redraw from the newest frame."""
        self.read_latest()
        self._draw()

    def _draw(self) -> None:
        self._refresh_sharpness()
        self._refresh_shift()
        if not self._dk_filled:
            self._fill_dk_table()

    def _refresh_sharpness(self) -> None:
        factor = slider_factor(self.slider.value())
        row = self._row()
        if row is None:
            self.factor_label.setText(
                translate("scale_explorer", "Select a query token to see its row.")
            )
            return
        scores, visible, tokens, query = row
        weights = softmax_at_scale(scores, factor, visible)
        self.chart.set_weights(
            weights, key_labels=tokens, visible=visible, query_label=query, veiled=self._veiled
        )
        text = translate("scale_explorer", "scores × {factor}  ·  largest weight {weight}").format(
            factor=significant(factor, 3),
            weight=VEILED if self._veiled else _number(float(weights.max())),
        )
        if self._veiled:
            text += "\n" + translate(
                "scale_explorer",
                "The row's numbers are hidden until you answer the lesson's question.",
            )
        self.factor_label.setText(text)

    def _refresh_shift(self) -> None:
        row = self._row()
        if row is None:
            return
        scores, visible, tokens, query = row
        constant = self.shift_spin.value()
        before = softmax_at_scale(scores, 1.0, visible)
        after = shifted_weights(scores, constant, visible)
        lines = [
            (translate("scale_explorer", 'scores of "{token}"').format(token=query), scores),
            (
                translate("scale_explorer", "scores + {constant}").format(
                    constant=significant(constant, 6)
                ),
                scores + constant,
            ),
            (translate("scale_explorer", "weights"), before),
            (
                translate("scale_explorer", "weights after + {constant}").format(
                    constant=significant(constant, 6)
                ),
                after,
            ),
        ]
        table = self.shift_table
        table.setRowCount(len(lines))
        table.setColumnCount(len(tokens))
        table.setHorizontalHeaderLabels(tokens)
        table.setVerticalHeaderLabels([name for name, _ in lines])
        masked = translate("scale_explorer", "masked")
        for r, (_name, values) in enumerate(lines):
            for c, value in enumerate(values):
                text = VEILED if self._veiled else _number(float(value))
                text = text if visible[c] else masked
                table.setItem(r, c, _item(text))
        table.resizeRowsToContents()
        table.setFixedHeight(
            table.horizontalHeader().height()
            + sum(table.rowHeight(r) for r in range(len(lines)))
            + 2 * table.frameWidth()
            + (table.horizontalScrollBar().sizeHint().height() if len(tokens) > 8 else 0)
        )
        gap = float(np.max(np.abs(after - before)))
        if gap == 0.0:
            verdict = translate("scale_explorer", "✓ The weights are exactly the same.")
        elif gap < 1e-9:
            verdict = translate(
                "scale_explorer",
                "✓ The weights are the same (they differ by {gap}: rounding only).",
            ).format(gap=significant(gap, 1))
        else:
            verdict = translate("scale_explorer", "The weights differ by up to {gap}.").format(
                gap=significant(gap, 3)
            )
        self.shift_verdict.setText(verdict)

    def _fill_dk_table(self) -> None:
        rows = dk_demo()
        self.dk_table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            values = [
                str(row.d_k),
                _number(row.spread_raw),
                _number(row.spread_scaled),
                _number(row.max_weight_raw),
                _number(row.max_weight_scaled),
                _number(row.gradient_raw, 3),
                _number(row.gradient_scaled, 3),
            ]
            for c, text in enumerate(values):
                self.dk_table.setItem(r, c, _item(text))
        self._dk_filled = True
