"""The mistakes lab: a common slip's weights beside the right ones, and the checks on them.

Pick a mistake (softmax over the columns, masking after the softmax, forgetting
√d_k); the lab shows the selected head both ways, the document's result and its
result with that mistake (computed once per change, and only while the lab is in
view), as heatmaps with their row and column sums, and runs the sanity checks of
:mod:`selfattn_gui.core.maths.checks` on the wrong one.  It never changes the
session, except through the one button that switches the causal mask on (an
ordinary undoable edit) when nothing is masked yet.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.lessons.lesson_markup import upright
from selfattn_gui.core.lessons.lesson_predict import WEIGHTS_WITH_MISTAKE
from selfattn_gui.core.maths.attention import MISTAKES, AttentionResult
from selfattn_gui.core.maths.checks import CheckResult, run_checks
from selfattn_gui.core.sessions.numbers_text import fixed, list_separator, rounded
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.foundation.themes import RECOLOUR_EVENTS, status_span
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap
from selfattn_gui.ui.plots.plot_style import format_value

#: What to look for, per mistake (in the app's own words).
LOOK_FOR = {
    "wrong_axis": QT_TRANSLATE_NOOP(
        "mistakes_lab",
        "The softmax ran down each column instead of across each row. Now every "
        "<i>column</i> sums to 1 and the rows do not. In the correct weights it is the "
        "other way round: the rows sum to 1 and the columns can be anything.",
    ),
    "mask_after_softmax": QT_TRANSLATE_NOOP(
        "mistakes_lab",
        "The softmax ran over every key, hidden ones included, and the hidden weights were "
        "set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less "
        "than 1 and its output is a shrunken average. The correct way hides keys first "
        "(score −∞), so the visible keys share the whole budget.",
    ),
    "no_scale": QT_TRANSLATE_NOOP(
        "mistakes_lab",
        "The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks "
        "<b>pass</b>: only a comparison with a known answer catches this one. Every row is "
        "sharper than it should be, and with wide vectors softmax saturates.",
    ),
}
#: The mistake the lab shows when it opens: the first of its list.
FIRST_MISTAKE = next(iter(MISTAKES))


def _sums(values: np.ndarray, decimals: int = 3) -> str:
    """``"1.550, 0.725, 0.725"``, with the learner's decimal point and list comma."""
    return list_separator().join(fixed(v, decimals) for v in values)


def check_line(result: CheckResult, palette: QPalette | None = None) -> str:
    """One check as a ✓ / ✗ line of rich text, coloured for ``palette``'s theme."""
    kind, mark = ("good", "✓") if result.passed else ("bad", "✗")
    return (
        f"{status_span(kind, mark, palette)} "
        f"<b>{html.escape(result.title)}</b>: {html.escape(result.detail)}"
    )


class MistakesLab(QWidget):
    """A mistake's weights beside the right ones, with the sanity checks on the wrong ones."""

    #: The learner (or a lesson step) chose another mistake: its key, e.g. "no_scale".
    sig_mistake_chosen = Signal(str)
    _check_results: Sequence[CheckResult] = ()  # the checks on the wrong weights, as shown
    _veiled = False  # a lesson's question is open: the sums and checks could answer it
    _cells_veiled = False  # ... and it hides the weights: so do the heatmaps' cells
    _wrong_cells_veiled = False  # ... or it is not about a slip: the slip's cells are grey

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel.mistakes")
        self._document = document  # where the "switch the causal mask on" button goes
        self._frame: Frame | None = None  # often closed or tabbed away: frames wait till seen
        #: Set by the frame scheduler: shows the newest frame before the lab is read.
        self.read_latest: Callable[[], None] = lambda: None
        self.combo = QComboBox()
        self.combo.setObjectName("combo.mistake")
        self.combo.setAccessibleName(translate("mistakes_lab", "Mistake to show"))
        self.combo.setAccessibleDescription(
            translate("mistakes_lab", "Which common slip to compare with the correct weights")
        )
        for key, english in MISTAKES.items():
            description = translate("attention", english)
            self.combo.addItem(description[:1].upper() + description[1:], key)
        self.right_map = MatrixHeatmap()
        self.right_map.setObjectName("heatmap.mistake_right")
        self.wrong_map = MatrixHeatmap()
        self.wrong_map.setObjectName("heatmap.mistake_wrong")
        for heatmap, title, name in (
            (
                self.right_map,
                translate("mistakes_lab", "correct"),
                translate("mistakes_lab", "Weights correct: rows are queries, columns keys"),
            ),
            (
                self.wrong_map,
                translate("mistakes_lab", "with the mistake"),
                translate(
                    "mistakes_lab", "Weights with the mistake: rows are queries, columns keys"
                ),
            ),
        ):
            heatmap.set_title(title)
            heatmap.setAccessibleName(name)
            heatmap.set_axis_titles(
                translate("mistakes_lab", "key"), translate("mistakes_lab", "query")
            )
            heatmap.setMinimumSize(220, 220)
        self.right_sums = QLabel()
        self.right_sums.setObjectName("label.sums_right")
        self.wrong_sums = QLabel()
        self.wrong_sums.setObjectName("label.sums_wrong")
        for label in (self.right_sums, self.wrong_sums):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
        self.look_for = QLabel()
        self.look_for.setObjectName("label.mistake_explanation")
        self.look_for.setWordWrap(True)
        self.look_for.setTextFormat(Qt.TextFormat.RichText)
        self.checks = QLabel()
        self.checks.setObjectName("label.mistake_checks")
        self.checks.setWordWrap(True)
        self.checks.setTextFormat(Qt.TextFormat.RichText)
        self.causal_button = QPushButton(translate("mistakes_lab", "Switch the causal mask on"))
        self.causal_button.setObjectName("button.mistake_causal")
        self.causal_button.setAccessibleDescription(
            translate(
                "mistakes_lab",
                "Hide the later keys, so that masking after the softmax has something to get "
                "wrong (Ctrl+Z undoes it)",
            )
        )
        self._build_layout()
        self.combo.currentIndexChanged.connect(self._on_combo_index_changed)
        self.causal_button.clicked.connect(self._on_causal_button_clicked)

    def _build_layout(self) -> None:
        """The choice on top, both heatmaps with their sums, then the checks; all scrolls."""
        top = QHBoxLayout()
        label = QLabel("Mistake:")
        label.setBuddy(self.combo)  # a screen reader reads the label with the list
        top.addWidget(label)
        top.addWidget(self.combo, 1)
        grid = QGridLayout()
        grid.addWidget(self.right_map, 0, 0)
        grid.addWidget(self.wrong_map, 0, 1)
        grid.addWidget(self.right_sums, 1, 0)
        grid.addWidget(self.wrong_sums, 1, 1)
        grid.setRowStretch(0, 1)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.look_for)
        layout.addLayout(grid, 1)
        layout.addWidget(self.causal_button)
        layout.addWidget(
            QLabel(
                translate("mistakes_lab", "<b>Sanity checks on the weights with the mistake</b>")
            )
        )
        layout.addWidget(self.checks)
        scroll = QScrollArea()  # in a small dock, scroll rather than squash the heatmaps
        scroll.setAccessibleName(
            translate("mistakes_lab", "The mistake, its weights and its checks")
        )
        scroll.setAccessibleDescription(
            translate(
                "mistakes_lab",
                "The correct weights beside the weights with the mistake, their row and column "
                "sums, and the sanity checks on the wrong ones",
            )
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    # -- API ----------------------------------------------------------------------------------
    @property
    def mistake(self) -> str:
        return str(self.combo.currentData())

    def set_mistake(self, mistake: str) -> None:
        index = self.combo.findData(mistake)
        if index < 0:
            raise ValueError(f"unknown mistake {mistake!r}; expected one of {', '.join(MISTAKES)}")
        if index != self.combo.currentIndex():
            self.combo.setCurrentIndex(index)  # which redraws the lab
        else:
            self.refresh()

    def set_veil(self, keys: frozenset[str]) -> None:
        """Hide numbers while a lesson's question is open (``keys``: what it veils).

        Any question hides the sums, the checks and the sentence about the example, as
        the checks panel does; one that veils the weights also greys the heatmaps' cells.
        A question about a slip's sum of weights may leave them on show, so that the
        learner adds them up: the sanity check done by hand.  Any other question greys
        the slip's weights (:data:`WEIGHTS_WITH_MISTAKE`): they are not its numbers, and
        one of them may equal its answer.
        """
        cells = "weights" in keys
        state = (bool(keys), cells, cells or WEIGHTS_WITH_MISTAKE in keys)
        if state != (self._veiled, self._cells_veiled, self._wrong_cells_veiled):
            self._veiled, self._cells_veiled, self._wrong_cells_veiled = state
            self.refresh()

    def show_frame(self, frame: Frame) -> None:
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed & {"numbers", "head"}:
            self._draw(frame)

    def refresh(self) -> None:
        """Redraw both versions and the checks for the head on show, from the newest frame."""
        self.read_latest()
        if self._frame is not None:
            self._draw(self._frame)

    def _draw(self, frame: Frame) -> None:
        session, head = frame.session, frame.head
        right = frame.result
        wrong = frame.result_with_mistake(self.mistake)
        tokens = list(session.tokens)
        keys = list(right.key_tokens or right.tokens)  # (a cross session's keys: the source's)
        for heatmap, result, veiled in (
            (self.right_map, right, self._cells_veiled),
            (self.wrong_map, wrong, self._wrong_cells_veiled),
        ):
            heatmap.set_matrix(
                result.heads[head].weights,
                row_labels=tokens,
                column_labels=keys,
                visible=result.mask,
                levels=(0.0, 1.0),
                colormap="viridis",
                veiled=veiled,
            )
        self.right_sums.setText(self._sums_text(right, head, self._veiled))
        self.wrong_sums.setText(self._sums_text(wrong, head, self._veiled))
        situation = "" if self._veiled else self._situation(right, wrong, head)
        look_for = translate("mistakes_lab", LOOK_FOR[self.mistake]) + situation
        self.look_for.setText(upright(look_for))  # no sheared italics in Chinese, Arabic
        self.causal_button.setVisible(
            self.mistake == "mask_after_softmax" and bool(right.mask.all())
        )
        self._check_results = run_checks(
            session, mistake=self.mistake, head_index=head, result=wrong
        )
        self._show_checks()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() in RECOLOUR_EVENTS:
            self._show_checks()  # the same checks in the new theme's colours

    def _show_checks(self) -> None:
        if self._veiled:  # each check's name only: its mark and numbers could answer
            names = (f"<b>{html.escape(r.title)}</b>: ?" for r in self._check_results)
            self.checks.setText("<br>".join(names))
            return
        palette = self.palette()
        self.checks.setText("<br>".join(check_line(r, palette) for r in self._check_results))

    # -- internals -------------------------------------------------------------------------------
    @staticmethod
    def _sums_text(result: AttentionResult, head: int, veiled: bool = False) -> str:
        if veiled:
            return translate(
                "mistakes_lab", "rows sum to: {rows}<br>columns sum to: {columns}"
            ).format(rows="?", columns="?")
        weights = result.heads[head].weights
        sums = translate("mistakes_lab", "rows sum to: {rows}<br>columns sum to: {columns}")
        return sums.format(rows=_sums(weights.sum(axis=1)), columns=_sums(weights.sum(axis=0)))

    def _situation(self, right: AttentionResult, wrong: AttentionResult, head: int) -> str:
        """One sentence about the example on show."""
        right_w, wrong_w = right.heads[head].weights, wrong.heads[head].weights
        if self.mistake == "mask_after_softmax" and right.mask.all():
            return "<br>" + translate(
                "mistakes_lab",
                "<i>Nothing is masked in this example, so the mistake changes nothing "
                "here: switch the causal mask on to see it.</i>",
            )
        if self.mistake == "no_scale":
            largest = translate(
                "mistakes_lab", "Largest weight per row: correct {correct}; without √d_k {wrong}."
            )
            return "<br>" + largest.format(
                correct=_sums(right_w.max(axis=1), 2), wrong=_sums(wrong_w.max(axis=1), 2)
            )
        if self.mistake == "wrong_axis":
            # Add the weights as the heatmap prints them, as a learner checking by hand does.
            shown = [rounded(float(w), 2) for w in right_w[:, 0]]
            terms = " + ".join(format_value(w, 2) for w in shown)
            adds_up = translate(
                "mistakes_lab",
                "Here the first column of the correct weights adds up to {terms} = "
                "<b>{total}</b> (exactly {exact}).",
            )
            return "<br>" + adds_up.format(
                terms=terms,
                total=format_value(sum(shown), 2),
                exact=format_value(float(right_w[:, 0].sum()), 3),
            )
        return ""

    def _on_causal_button_clicked(self) -> None:
        doc = self._document
        doc.apply(
            doc.session.replace(causal=True), translate("mistakes_lab", "Switch the causal mask on")
        )

    def _on_combo_index_changed(self, _index: int) -> None:
        self.refresh()
        # A lesson's goal may ask which mistake is chosen ("find the slip"): it re-checks.
        self.sig_mistake_chosen.emit(self.mistake)
