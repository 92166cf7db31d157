"""The sanity checks of lesson 4.8, always in view: ✓ or ✗ in the theme's colours, with the numbers.

Re-run on each frame with new numbers or another head on show, on the frame's own
result (nothing is computed again).  ``set_mistake`` makes the panel check what a
common slip would produce instead (the result with that mistake, shared with the
mistakes lab).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from selfattn_gui.core.maths.attention import MISTAKES
from selfattn_gui.core.maths.checks import CheckResult, run_checks
from selfattn_gui.core.text import translate
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.foundation.plain_text import set_tooltip
from selfattn_gui.ui.foundation.themes import RECOLOUR_EVENTS, status_span
from selfattn_gui.ui.teaching.check_row_label import CheckRowLabel


class ChecksPanel(QWidget):
    """A compact list of the four checks for the selected head."""

    sig_checks_changed = Signal()
    _results: Sequence[CheckResult] = ()  # until the first run

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel.checks")
        self._mistake: str | None = None
        self._results: list[CheckResult] = []
        self._veiled = False  # a lesson's open question: the checks' numbers would answer it
        self._frame: Frame | None = None
        #: Set by the frame scheduler: runs the checks on the newest frame before a read.
        self.read_latest: Callable[[], None] = lambda: None

        self.heading = QLabel()
        self.heading.setObjectName("label.checks")
        self.heading.setWordWrap(True)
        self.rows: dict[str, CheckRowLabel] = {}
        box = QWidget()
        self._rows_layout = QVBoxLayout(box)
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(3)
        self._rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setAccessibleName(translate("checks_panel", "Sanity checks on the weights"))
        scroll.setAccessibleDescription(
            translate("checks_panel", "Each check says whether the weights pass it, and why")
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)
        layout.addWidget(self.heading)
        layout.addWidget(scroll, 1)

    # -- reading -----------------------------------------------------------------------
    @property
    def mistake(self) -> str | None:
        return self._mistake

    def results(self) -> list[CheckResult]:
        """The checks of the newest frame, in the order shapes, rows, equal_scores, columns."""
        self.read_latest()
        return list(self._results)

    def passed(self) -> dict[str, bool]:
        self.read_latest()
        return {result.key: result.passed for result in self._results}

    # -- changing ----------------------------------------------------------------------
    def set_mistake(self, mistake: str | None) -> None:
        """Check the correct computation (None) or what one of ``MISTAKES`` produces."""
        if mistake is not None and mistake not in MISTAKES:
            raise ValueError(f"unknown mistake {mistake!r}; expected one of {', '.join(MISTAKES)}")
        if mistake != self._mistake:
            self._mistake = mistake
            if self._frame is not None:
                self._run(self._frame)

    def set_veiled(self, veiled: bool) -> None:
        """Say only each check's name and "?" while a lesson's question is open."""
        if bool(veiled) != self._veiled:
            self._veiled = bool(veiled)
            self._show_results()

    def show_frame(self, frame: Frame) -> None:
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed & {"numbers", "head"}:
            self._run(frame)

    def _run(self, frame: Frame) -> None:
        head = frame.head
        result = frame.result_with_mistake(self._mistake)
        self._results = run_checks(
            frame.session, mistake=self._mistake, head_index=head, result=result
        )
        if frame.session.n_heads > 1:
            heading = translate("checks_panel", "Checking head {number}").format(number=head + 1)
        else:
            heading = translate("checks_panel", "Checking the weights")
        if self._mistake is not None:
            mistake = translate("checks_panel", "{heading}, with a mistake: {mistake}")
            heading = mistake.format(
                heading=heading, mistake=translate("attention", MISTAKES[self._mistake])
            )
        self.heading.setText(heading)
        self._show_results()
        self.sig_checks_changed.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() in RECOLOUR_EVENTS:
            self._show_results()  # the same results in the new theme's colours

    def _show_results(self) -> None:
        # Only what changed is set again: a new tooltip or property makes the label
        # lay out and repaint as a new text would, and most rows say the same after an edit.
        for result in self._results:
            row = self._row(result.key)
            text = self._row_html(result)
            if row.text() != text:
                row.setText(text)
            if row.property("passed") != result.passed:
                row.setProperty("passed", result.passed)
            set_tooltip(row, "" if self._veiled else result.detail)
            # Read out in words ("Shapes: passes"), not as "check mark Shapes".
            if self._veiled:
                spoken = translate("checks_panel", "{check}: hidden until you answer")
            elif result.passed:
                spoken = translate("checks_panel", "{check}: passes")
            else:
                spoken = translate("checks_panel", "{check}: fails")
            spoken = spoken.format(check=result.title)
            if row.accessibleName() != spoken:
                row.setAccessibleName(spoken)

    def _row(self, key: str) -> CheckRowLabel:
        label = self.rows.get(key)
        if label is None:
            label = CheckRowLabel()
            label.setObjectName(f"check.{key}")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self._rows_layout.insertWidget(self._rows_layout.count() - 1, label)
            self.rows[key] = label
        return label

    def _row_html(self, result: CheckResult) -> str:
        if self._veiled:
            hidden = translate(
                "checks_panel", "? <b>{check}</b>: hidden until you answer the question"
            )
            return hidden.format(check=html.escape(result.title))
        kind, mark = ("good", "✓") if result.passed else ("bad", "✗")
        detail = html.escape(result.detail)  # its numbers come written (checks_words)
        return (
            f"{status_span(kind, mark, self.palette())} "
            f"<b>{html.escape(result.title)}</b>: <span>{detail}</span>"
        )
