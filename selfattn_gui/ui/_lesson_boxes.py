"""The two interactive parts of a lesson step: "predict, then reveal" and the live task.

Both only show what they are given; the lesson panel feeds them the step and the
document and decides what happens when a task is solved.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.lessons import (
    LessonError,
    Predict,
    Task,
    parse_prediction,
    predict_answer,
    task_done,
)
from selfattn_gui.model.document import Document

DONE_COLOR = "#1a7f37"  # green, as in the sanity checks
OFF_COLOR = "#9a6700"  # amber: "not there yet", not an error


def format_answer(value: float) -> str:
    """A number as a learner reads it: 4 significant digits, a real minus sign."""
    text = f"{value:.4g}"
    if "e" in text:
        text = f"{value:,.0f}" if abs(value) >= 1 else f"{value:.2e}"
    return text.replace("-", "\u2212")


def rich_label(object_name: str = "") -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if object_name:
        label.setObjectName(object_name)
    return label


class PredictBox(QGroupBox):
    """A question, a box for the learner's guess and a Reveal button."""

    sig_revealed = Signal(float)  # the true answer

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Predict, then reveal", parent)
        self.setObjectName("box.predict")
        self._document = document
        self._predict: Predict | None = None
        self.question = rich_label("label.question")
        self.edit = QLineEdit()
        self.edit.setObjectName("edit.prediction")
        self.edit.setPlaceholderText("your guess, e.g. 0.5, 50% or 1/2")
        self.edit.setAccessibleName("Your prediction")
        self.reveal_button = QPushButton("Reveal")
        self.reveal_button.setObjectName("button.reveal")
        self.result = rich_label("label.reveal")
        self.explanation = rich_label("label.explanation")
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.reveal_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(row)
        layout.addWidget(self.result)
        layout.addWidget(self.explanation)
        self.reveal_button.clicked.connect(self.reveal)
        self.edit.returnPressed.connect(self.reveal)

    def set_predict(self, predict: Predict | None) -> None:
        """Show a new question (or hide the box when the step has none)."""
        self._predict = predict
        self.setVisible(predict is not None)
        self.edit.clear()
        self.edit.setEnabled(True)
        self.result.clear()
        self.explanation.clear()
        self.explanation.setVisible(False)
        if predict is not None:
            self.question.setText(predict.question)

    def reveal(self) -> None:
        """Compute the answer on the session as it is now and compare it with the guess."""
        if self._predict is None:
            return
        predict = self._predict
        try:
            answer = predict_answer(predict, self._document.session)
        except LessonError as error:
            self.result.setText(f"The answer cannot be computed here: {html.escape(str(error))}")
            return
        unit = f" {html.escape(predict.unit)}" if predict.unit else ""
        text = f"The answer is <b>{format_answer(answer)}</b>{unit}."
        guess_text = self.edit.text().strip()
        if guess_text:
            try:
                guess = parse_prediction(guess_text)
            except ValueError as error:
                text += f" ({html.escape(str(error))})"
            else:
                off = abs(guess - answer)
                close = off <= predict.tolerance + 1e-12
                color, mark = (DONE_COLOR, "✓ close enough") if close else (OFF_COLOR, "not quite")
                text += (
                    f" You said {format_answer(guess)}: off by {format_answer(float(f'{off:.2g}'))}, "
                    f"<span style='color:{color}; font-weight:bold'>{mark}</span>."
                )
        else:
            text += " (Next time, type a guess first: predicting is where the learning happens.)"
        self.result.setText(text)
        self.explanation.setText(predict.explanation)
        self.explanation.setVisible(bool(predict.explanation))
        self.sig_revealed.emit(answer)


class TaskBox(QGroupBox):
    """An instruction with a status line that turns green ✓ when its condition holds."""

    sig_solution_requested = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__("Your turn", parent)
        self.setObjectName("box.task")
        self._document = document
        self._task: Task | None = None
        self._done = False
        self.instruction = rich_label("label.task")
        self.status = QLabel()
        self.status.setObjectName("label.task_status")
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.hint = rich_label("label.hint")
        self.hint_button = QPushButton("Hint")
        self.hint_button.setObjectName("button.task_hint")
        self.solution_button = QPushButton("Show me")
        self.solution_button.setObjectName("button.task_solution")
        self.solution_button.setToolTip("Make the change for me (Ctrl+Z undoes it)")
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.hint_button)
        row.addWidget(self.solution_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.instruction)
        layout.addWidget(self.hint)
        layout.addLayout(row)
        self.hint_button.clicked.connect(lambda: self.hint.setVisible(True))
        self.solution_button.clicked.connect(self.sig_solution_requested)
        #: Called whenever the check finds the task done (the panel saves progress).
        self.on_done: Callable[[], None] = lambda: None

    @property
    def done(self) -> bool:
        return self._done

    def set_task(self, task: Task | None, solved_before: bool = False) -> None:
        self._task = task
        self._solved_before = solved_before
        self.setVisible(task is not None)
        if task is None:
            return
        self.instruction.setText(task.instruction)
        self.hint.setText(task.hint)
        self.hint.setVisible(False)
        self.hint_button.setVisible(bool(task.hint))
        self.solution_button.setVisible(bool(task.solution))
        self.refresh()

    def refresh(self) -> None:
        """Re-check the condition on the document's current numbers."""
        if self._task is None:
            return
        doc = self._document
        self._done = task_done(self._task, doc.session, doc.result)
        if self._done:
            self.status.setText(
                f"<span style='color:{DONE_COLOR}; font-weight:bold'>✓ Done!</span>"
            )
            self.on_done()
        else:
            note = " (you solved it before)" if self._solved_before else ""
            self.status.setText(f"<span style='color:{OFF_COLOR}'>○ Not yet{note}</span>")
        self.status.setProperty("done", self._done)
