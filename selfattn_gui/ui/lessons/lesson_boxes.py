"""The two interactive parts of a lesson step: "predict, then reveal" and the live task.

Both only show what they are given; the lesson panel feeds them the step and the
document and decides what happens when a task is solved.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.lessons.lesson import (
    LessonError,
    Predict,
    Task,
    Verdict,
    judge,
    parse_prediction,
    predict_answer,
    task_done,
)
from selfattn_gui.core.lessons.lesson_markup import render
from selfattn_gui.core.lessons.lesson_view import LessonView
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.plain_text import escaped
from selfattn_gui.ui.foundation.themes import RECOLOUR_EVENTS, status_span
from selfattn_gui.ui.lessons.lesson_verdicts import cannot_compute, revealed, try_again


def rich_label(object_name: str = "") -> QLabel:
    """A label for lesson rich text; give it text with :func:`set_lesson_text` only."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if object_name:
        label.setObjectName(object_name)
    return label


def fit_to_words(button: QPushButton) -> None:
    """Let ``button`` be only as wide as its words (the style's default minimum is wider):
    the lessons column may be narrow, and a box wider than it cuts the step's text off."""
    words = button.fontMetrics().horizontalAdvance(button.text())
    button.setMinimumWidth(words + 3 * button.fontMetrics().height() // 2)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)


def labelled_button(
    object_name: str, text: str, *, name: str = "", description: str = "", tip: str = ""
) -> QPushButton:
    """A button with its object name, and what a screen reader and a tooltip say of it."""
    button = QPushButton(text)
    button.setObjectName(object_name)
    if name:
        button.setAccessibleName(name)
    if description:
        button.setAccessibleDescription(description)
    if tip:
        button.setToolTip(tip)
    return button


def set_lesson_text(label: QLabel, text: str) -> None:
    """Show lesson rich text through the allow-list renderer: Qt gets only HTML made by us."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(render(text))


class PredictBox(QGroupBox):
    """A question, a box for the learner's guess, Check and Reveal.

    **Check** (or Enter) judges the guess: right (exactly, or close enough) reveals the
    answer; one of the question's expected mistakes gets its own message, any other
    wrong guess "too high" or "too low", and the learner may try again.  **Reveal**
    shows the answer at any time.  Every judged guess is sent with ``sig_guessed``.
    """

    sig_revealed = Signal(float)  # the true answer
    sig_guessed = Signal(float, float)  # (guess, true answer): one try, for the summary
    sig_feedback_shown = Signal()  # a verdict or a message is on show (scroll to it)
    #: the feedback as rich text around one mark: (before, (kind, mark) or None, after)
    _verdict: tuple[str, tuple[str, str] | None, str] | None = None

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(translate("lesson_boxes", "Predict, then reveal"), parent)
        self.setObjectName("box.predict")
        self._document = document
        self._predict: Predict | None = None
        self._judged = ""  # the guess text judged last (Reveal does not judge it twice)
        self.revealed = False
        self.question = rich_label("label.question")
        self.edit = QLineEdit()
        self.edit.setObjectName("edit.prediction")
        self.edit.setPlaceholderText(translate("lesson_boxes", "your guess, e.g. 0.5, 50% or 1/2"))
        self.edit.setAccessibleName(translate("lesson_boxes", "Your prediction"))
        self.check_button = QPushButton(translate("lesson_boxes", "Check"))
        self.check_button.setObjectName("button.check_guess")
        self.check_button.setAccessibleDescription(
            translate(
                "lesson_boxes", "Check your guess without giving the answer away; you may try again"
            )
        )
        self.reveal_button = QPushButton(translate("lesson_boxes", "Reveal"))
        self.reveal_button.setObjectName("button.reveal")
        self.reveal_button.setAccessibleDescription(
            translate(
                "lesson_boxes",
                "Show the answer, worked out on the numbers on show, and how close your guess was",
            )
        )
        self.result = rich_label("label.reveal")
        self.explanation = rich_label("label.explanation")
        # The buttons under the guess, not beside it, and only as wide as their words:
        # the lesson column may be narrow (a 1024-wide screen), and text would be cut.
        for button in (self.check_button, self.reveal_button):
            fit_to_words(button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.reveal_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addWidget(self.edit)
        layout.addLayout(buttons)
        layout.addWidget(self.result)
        layout.addWidget(self.explanation)
        self.check_button.clicked.connect(self.check)
        self.reveal_button.clicked.connect(self.reveal)
        self.edit.returnPressed.connect(self.check)

    @property
    def question_open(self) -> Predict | None:
        """The question on show while its answer is not revealed yet, else None."""
        return None if self.revealed else self._predict

    def set_predict(self, predict: Predict | None) -> None:
        """Show a new question (or hide the box when the step has none)."""
        self._predict = predict
        self.setVisible(predict is not None)
        self.edit.clear()
        self._judged = ""
        self.revealed = False
        for widget in (self.edit, self.check_button, self.reveal_button):
            widget.setEnabled(True)
        self._verdict = None
        self.result.clear()
        self.explanation.clear()
        self.explanation.setVisible(False)
        if predict is not None:
            set_lesson_text(self.question, predict.question)

    def _judge(self, text: str) -> Verdict | str:
        """The verdict on ``text``, or a sentence saying why there is none (HTML)."""
        assert self._predict is not None
        try:
            guess = parse_prediction(text)
        except ValueError as error:
            return escaped(error)
        try:
            verdict = judge(self._predict, self._document.session, guess)
        except LessonError as error:
            return cannot_compute(error)
        self._judged = text
        self.sig_guessed.emit(verdict.guess, verdict.truth)
        return verdict

    def check(self) -> None:
        """Judge the guess: reveal when right, else say what went wrong and allow another try."""
        if self._predict is None or self.revealed:
            return
        verdict = self._judge(self.edit.text().strip())
        if isinstance(verdict, str):
            self._set_verdict(verdict, None, "")
        elif verdict.right:
            self._reveal(verdict)
        else:
            self._set_verdict(*try_again(verdict))
            self.edit.selectAll()
            self.edit.setFocus()

    def reveal(self) -> None:
        """Show the answer on the session as it is now, and how close the guess was."""
        if self._predict is None:
            return
        text = self.edit.text().strip()
        verdict: Verdict | str | None = None
        if text and text != self._judged:
            verdict = self._judge(text)
        elif text:
            verdict = self._judge_again(text)
        self._reveal(verdict)

    def _judge_again(self, text: str) -> Verdict | str:
        """The verdict on a guess already judged (and sent): it is not sent twice."""
        assert self._predict is not None
        try:
            return judge(self._predict, self._document.session, parse_prediction(text))
        except (ValueError, LessonError) as error:
            return escaped(error)

    def _reveal(self, verdict: Verdict | str | None) -> None:
        predict = self._predict
        assert predict is not None
        try:
            answer = predict_answer(predict, self._document.session)
        except LessonError as error:
            self._set_verdict(cannot_compute(error), None, "")
            return
        before, mark, after = revealed(answer, predict.unit, verdict)
        self.revealed = True
        for widget in (self.edit, self.check_button):
            widget.setEnabled(False)
        self._set_verdict(before, mark, after)
        set_lesson_text(self.explanation, predict.explanation)
        self.explanation.setVisible(bool(predict.explanation))
        self.sig_revealed.emit(answer)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() in RECOLOUR_EVENTS:
            self._show_verdict()

    def _set_verdict(self, before: str, mark: tuple[str, str] | None, after: str) -> None:
        self._verdict = (before, mark, after)
        self._show_verdict()
        self.sig_feedback_shown.emit()

    def _show_verdict(self) -> None:
        if self._verdict is None:
            return
        before, mark, after = self._verdict
        middle = status_span(*mark, self.palette()) if mark else ""
        self.result.setText(before + middle + after)


class TaskBox(QGroupBox):
    """An instruction with a status line that turns green ✓ when its condition holds."""

    sig_solution_requested = Signal()
    _task: Task | None = None
    _done = False
    _solved_before = False
    _start: Session | None = None
    _hints_shown = 0
    _waiting = False

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(translate("lesson_boxes", "Your turn"), parent)
        self.setObjectName("box.task")
        self._document = document
        self._task: Task | None = None
        self._done = False
        self.instruction = rich_label("label.task")
        self.status = QLabel()
        self.status.setObjectName("label.task_status")
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.hint = rich_label("label.hint")
        self.hint_button = QPushButton(translate("lesson_boxes", "Hint"))
        self.hint_button.setObjectName("button.task_hint")
        self.hint_button.setAccessibleDescription(
            translate("lesson_boxes", "Show a hint for this task, under the task")
        )
        self.solution_button = QPushButton(translate("lesson_boxes", "Show me"))
        self.solution_button.setObjectName("button.task_solution")
        self.solution_button.setToolTip(
            translate("lesson_boxes", "Make the change for me (Ctrl+Z undoes it)")
        )
        # The status has a line of its own: beside both buttons it made the box wider
        # than the lessons dock at 1024 × 768, and the step's text was cut off.
        for button in (self.hint_button, self.solution_button):
            fit_to_words(button)
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addWidget(self.solution_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.instruction)
        layout.addWidget(self.hint)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.hint_button.clicked.connect(self.show_next_hint)
        self.solution_button.clicked.connect(self.sig_solution_requested)
        #: Called whenever the check finds the task done (the panel saves progress).
        self.on_done: Callable[[], None] = lambda: None
        #: What the window's views show beside the session (the mistakes lab's choice),
        #: read at each check; the lessons' docks hand in the lab's (none by default).
        self.read_view: Callable[[], LessonView] = LessonView

    @property
    def done(self) -> bool:
        return self._done

    def set_task(self, task: Task | None, solved_before: bool = False) -> None:
        self._task = task
        self._solved_before = solved_before
        self._start: Session | None = None  # the session when the step began (set_start)
        self._hints_shown = 0
        self.setVisible(task is not None)
        if task is None:
            return
        set_lesson_text(self.instruction, task.instruction)
        self.hint.clear()
        self.hint.setVisible(False)
        self.hint_button.setText(translate("lesson_boxes", "Hint"))
        self.hint_button.setEnabled(not self._waiting)
        self.hint_button.setVisible(bool(task.all_hints))
        self.solution_button.setVisible(bool(task.solution))
        self.refresh()

    def set_waiting(self, waiting: bool) -> None:
        """While the step's question is open the task waits: a "done" would tell its answer
        (the task's goal is often what the question asks to predict), so it is not checked
        and its buttons wait too."""
        if waiting != self._waiting:
            self._waiting = waiting
            self.hint_button.setEnabled(not waiting and self._hints_shown < self._hint_count)
            self.solution_button.setEnabled(not waiting)
            self.refresh()

    @property
    def _hint_count(self) -> int:
        return len(self._task.all_hints) if self._task is not None else 0

    def set_start(self, session: Session) -> None:
        """The session as the step began: goals about what changed compare with it."""
        self._start = session
        self.refresh()

    def show_next_hint(self) -> None:
        """One more hint under the task: a nudge first, then where to look (then Show me)."""
        hints = self._task.all_hints if self._task is not None else ()
        if self._hints_shown >= len(hints):
            return
        self._hints_shown += 1
        shown = hints[: self._hints_shown]
        set_lesson_text(self.hint, "".join(f"<p>{hint}</p>" for hint in shown))
        self.hint.setVisible(True)
        more = self._hints_shown < len(hints)
        self.hint_button.setText(
            translate("lesson_boxes", "Another hint")
            if more
            else translate("lesson_boxes", "No more hints")
        )
        self.hint_button.setEnabled(more)

    def refresh(self) -> None:
        """Re-check the condition on the document's current numbers."""
        if self._task is None:
            return
        if self._waiting:
            self._done = False
            self._show_status()
            return
        doc = self._document
        self._done = task_done(self._task, doc.session, doc.result, self._start, self.read_view())
        self._show_status()
        if self._done:
            self.on_done()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() in RECOLOUR_EVENTS and self._task is not None:
            self._show_status()  # only the colours: the task is not checked (nor saved) again

    def _show_status(self) -> None:
        palette = self.palette()
        if self._waiting:
            text = translate("lesson_boxes", "○ First answer the question above")
            self.status.setText(status_span("caution", text, palette, bold=False))
        elif self._done:
            self.status.setText(status_span("good", translate("lesson_boxes", "✓ Done!"), palette))
        else:
            text = (
                translate("lesson_boxes", "○ Not yet (you solved it before)")
                if self._solved_before
                else translate("lesson_boxes", "○ Not yet")
            )
            # amber: "not there yet", not an error
            self.status.setText(status_span("caution", text, palette, bold=False))
        self.status.setProperty("done", self._done)
