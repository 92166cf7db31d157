"""The guided lessons: a panel walking one lesson's steps (the dock content that switches
between it and the lesson browser is :mod:`lessons_widget`).

The panel changes the session only through the document (``load``, ``apply``), so each
change a lesson makes is undoable like any other, and it re-checks the step's task when
the result changes.  Which panels a step points at go to the ``highlight`` callback
(by default nothing happens; the main window connects its spotlight).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from selfattn_gui.core.lessons.lesson import (
    Lesson,
    LessonError,
    LessonProgress,
    apply_actions,
    resolve_query,
    setup_actions,
)
from selfattn_gui.core.lessons.lesson_actions import STATE_ACTIONS
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.plain_text import escaped, plain_label, shown
from selfattn_gui.ui.lessons import lesson_messages
from selfattn_gui.ui.lessons.lesson_boxes import (
    PredictBox,
    TaskBox,
    labelled_button,
    rich_label,
    set_lesson_text,
)
from selfattn_gui.ui.lessons.lesson_summary import summary_html
from selfattn_gui.ui.teaching.cost_meter import CostMeter

Highlight = Callable[[list[str]], None]
Veil = Callable[[frozenset[str]], object]


def _no_highlight(_names: list[str]) -> None:  # the default: nothing to frame
    pass


class LessonPanel(QWidget):
    """Walks one lesson: its text, actions, prediction and task, step by step.

    Parameters
    ----------
    document : the document the lesson works on
    progress : where seen steps and solved tasks are remembered
    may_discard : asked before a step opens a preset over unsaved work (the window's
        ``files.may_discard_changes``); without it, the preset simply opens
    highlight : called with the panel names a step points at ([] clears them)
    veil : called with the catalogue keys whose numbers the views must hide while the
        step's question is open (the view state's ``set_veiled``; an empty set lifts it)
    """

    sig_closed = Signal()  # the learner went back to the list of lessons
    sig_progress_changed = Signal()
    sig_glossary_requested = Signal()  # the "Glossary" button: the key terms, in a window

    def __init__(
        self,
        document: Document,
        progress: LessonProgress,
        *,
        may_discard: Callable[[], bool] | None = None,
        highlight: Highlight | None = None,
        veil: Veil | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel.lesson")
        self.veil: Veil = veil or (lambda _keys: None)
        self._document = document
        self._progress = progress
        self._may_discard = may_discard or (lambda: True)
        self.highlight: Highlight = highlight or _no_highlight
        self._lesson: Lesson | None = None
        self._index = 0

        self._build_texts()
        self._build_buttons()
        self._build_layout()
        self._connect()

    def _build_texts(self) -> None:
        """The lesson's and the step's titles, the step's text, its boxes and a message line."""
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)  # app-made, the title escaped
        self.heading.setObjectName("label.lesson_title")
        self.heading.setWordWrap(True)
        self.counter = QLabel()
        self.counter.setObjectName("label.lesson_step")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)  # app-made, the title escaped
        self.title.setObjectName("label.step_title")
        self.title.setWordWrap(True)
        self.text = rich_label("label.lesson_text")
        self.predict_box = PredictBox(self._document)
        self.task_box = TaskBox(self._document)
        self.summary = rich_label("label.guesses_summary")  # (shown by _show_summary)
        self.cost_meter: CostMeter | None = None
        self.message = plain_label()  # may quote a lesson's or a session's words
        self.message.setObjectName("label.lesson_message")
        self.message.setWordWrap(True)
        show_as(self.message, "warning")

    def _build_buttons(self) -> None:
        """Back to the list, set the step up again, and the step before / after."""
        self.list_button = labelled_button(
            "button.lesson_list",
            translate("lesson_panel", "◂ All lessons"),
            name=translate("lesson_panel", "All lessons"),  # the arrow is not read out
            description=translate("lesson_panel", "Back to the list of lessons"),
        )
        self.setup_button = labelled_button(
            "button.lesson_setup",
            translate("lesson_panel", "Set up this step"),
            tip=translate(
                "lesson_panel", "Bring the example back to the state this step starts from"
            ),
        )
        self.back_button = labelled_button(
            "button.lesson_back",
            translate("lesson_panel", "Back"),
            description=translate("lesson_panel", "Read the step before again"),
        )
        self.next_button = labelled_button("button.lesson_next", translate("lesson_panel", "Next"))
        self.glossary_button = labelled_button(
            "button.glossary",
            translate("lesson_panel", "Glossary"),
            description=translate("lesson_panel", "The key terms, each with where to see it"),
        )

    def _build_layout(self) -> None:
        """Heading on top, the step scrolling in the middle, the step buttons at the bottom."""
        body = QWidget()
        self._body = QVBoxLayout(body)
        texts = (self.title, self.text, self.summary, self.predict_box, self.task_box)
        for widget in (*texts, self.message):
            self._body.addWidget(widget)
        self._body.addStretch(1)
        self._scroll = scroll = QScrollArea()
        scroll.setAccessibleName(
            translate("lesson_panel", "The lesson step's text (the arrow keys scroll it)")
        )
        scroll.setAccessibleDescription(
            translate("lesson_panel", "The step's title and text, then its question or task")
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        top = QHBoxLayout()
        top.addWidget(self.list_button)
        top.addWidget(self.heading, 1)
        # Two short rows, not one long one: the panel must fit a narrow side column
        # (a 1024-wide projector with the whole pipeline beside it).
        where = QHBoxLayout()
        where.addWidget(self.counter)
        where.addStretch(1)
        where.addWidget(self.setup_button)
        moves = QHBoxLayout()
        moves.addWidget(self.glossary_button)
        moves.addStretch(1)
        moves.addWidget(self.back_button)
        moves.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addLayout(where)
        layout.addLayout(moves)

    def _connect(self) -> None:
        self.list_button.clicked.connect(self.close_lesson)
        self.setup_button.clicked.connect(
            lambda: self._run(setup_actions(self.lesson, self._index))
        )
        self.back_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        self.glossary_button.clicked.connect(self.sig_glossary_requested)
        self.task_box.sig_solution_requested.connect(self._on_task_solution_requested)
        self.task_box.on_done = self._on_task_done
        self.predict_box.sig_guessed.connect(self._on_predict_guessed)
        # The answer to a guess is read at once (once the label has its new height).
        self.predict_box.sig_feedback_shown.connect(
            lambda: QTimer.singleShot(0, self, self._show_feedback)
        )
        self.predict_box.sig_revealed.connect(lambda _answer: self._update_veil())
        self._document.sig_result_changed.connect(self.recheck_task)

    # -- reading ----------------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        if self._lesson is None:
            raise RuntimeError("no lesson is open")
        return self._lesson

    @property
    def step_index(self) -> int:
        return self._index

    # -- moving -----------------------------------------------------------------------------
    def open_lesson(self, lesson: Lesson, step: int | None = None) -> None:
        """Open a lesson at ``step`` (default: where the learner left it) and set it up."""
        self._lesson = lesson
        if step is None:  # resume where the learner left off; a finished lesson starts over
            done = self._progress.is_lesson_done(lesson.id, len(lesson.steps), lesson.task_steps)
            step = 0 if done else self._progress.current_step(lesson.id)
        self.heading.setText(f"<b>{escaped(lesson.title)}</b>")
        self._show(max(0, min(step, len(lesson.steps) - 1)))
        self._run(setup_actions(lesson, self._index))

    def next_step(self) -> None:
        """Go on, doing what the next step asks; on the last step, finish the lesson."""
        if self._index + 1 >= len(self.lesson.steps):
            self.close_lesson()
            return
        self._show(self._index + 1)
        self._run(self.lesson.steps[self._index].actions)

    def previous_step(self) -> None:
        """Go back to re-read a step; only its selection and highlight are redone."""
        if self._index == 0:
            return
        self._show(self._index - 1)
        actions = self.lesson.steps[self._index].actions
        self._run([a for a in actions if next(iter(a)) not in STATE_ACTIONS])

    def close_lesson(self) -> None:
        self.highlight([])
        self.predict_box.set_predict(None)
        self._update_veil()
        self.sig_closed.emit()

    def _show(self, index: int) -> None:
        lesson = self.lesson
        self._index = index
        step = lesson.steps[index]
        self.counter.setText(lesson_messages.step_counter(index + 1, len(lesson.steps)))
        self.title.setText(f"<b>{escaped(step.title)}</b>")
        set_lesson_text(self.text, step.text)
        self.message.clear()
        self.message.setVisible(False)
        self.predict_box.set_predict(step.predict)
        self.task_box.set_task(step.task, self._progress.is_task_done(lesson.id, index))
        self._update_veil()
        self._show_widget(step.widget)
        self.back_button.setEnabled(index > 0)
        last = index + 1 == len(lesson.steps)
        self.next_button.setText(
            translate("lesson_panel", "Finish") if last else translate("lesson_panel", "Next")
        )
        self.next_button.setAccessibleDescription(
            translate("lesson_panel", "Finish the lesson and go back to the list")
            if last
            else translate("lesson_panel", "Go on to the next step")
        )
        self._progress.mark_step_seen(lesson.id, index)
        self.sig_progress_changed.emit()

    def _update_veil(self) -> None:
        """Hide the open question's answer in every view (its task waits); lift the veil once
        it is revealed, the step is left or the lesson closed.

        The veil follows the question, not the panel: a learner who closes the Lessons
        dock (or tabs it away) to see more of the window has not answered, and finds the
        same question waiting when the dock comes back."""
        predict = self.predict_box.question_open
        self.veil(predict.veiled if predict is not None else frozenset())
        self.task_box.set_waiting(predict is not None)
        self._show_summary()

    def _show_summary(self) -> None:
        """On the last step once its question is answered: the guesses beside the truth."""
        lesson, open_question = self._lesson, self.predict_box.question_open
        last = lesson is not None and self._index + 1 == len(lesson.steps)
        self.summary.setVisible(last and open_question is None)
        if lesson is not None and self.summary.isVisibleTo(self):
            self.summary.setText(summary_html(lesson, self._progress.guesses(lesson.id)))

    def _show_feedback(self) -> None:
        self._scroll.ensureWidgetVisible(self.predict_box.result, 0, 0)

    def _on_predict_guessed(self, guess: float, truth: float) -> None:
        if self._lesson is not None:
            self._progress.record_guess(self._lesson.id, self._index, guess, truth)
            self._show_summary()

    def _show_widget(self, name: str | None) -> None:
        if name == "cost_meter" and self.cost_meter is None:
            self.cost_meter = meter = CostMeter()
            self._body.insertWidget(self._body.indexOf(self.task_box) + 1, meter)
            # Made last, it would come last with Tab too: put it where it sits, after the task.
            chain = [self.task_box.solution_button, meter.table, meter.measure_button]
            for before, after in zip(chain, [*chain[1:], meter.timings], strict=True):
                QWidget.setTabOrder(before, after)
        if self.cost_meter is not None:
            self.cost_meter.setVisible(name == "cost_meter")

    # -- doing ------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.message.setText(shown(text, 600))
        self.message.setVisible(True)

    def _run(self, actions: Sequence[dict[str, Any]]) -> None:
        """Carry out actions through the document; consecutive edits become one undo step."""
        doc = self._document
        pending: list[dict[str, Any]] = []
        for action in [*actions, {"_end": None}]:
            kind, value = next(iter(action.items()))
            if kind == "set":
                pending.append(action)
                continue
            if pending and not self._apply(pending):
                break
            pending = []
            if kind == "load_preset" and not self._load_built_in(presets.load_preset, value):
                break
            if kind == "load_model" and not self._load_built_in(presets.load_model, value):
                break
            if kind == "select_query":
                index = resolve_query(doc.session, value)
                if index is not None:
                    doc.select_query(index)
            elif kind == "select_layer" and value < doc.session.n_layers:
                doc.select_layer(value)
            elif kind == "select_head" and value < doc.shown_session.n_heads:
                doc.select_head(value)
            elif kind == "highlight":
                self.highlight(list(value))
        # What a goal's "changed" compares with: the session the step starts from (or,
        # when a step could not be set up, the one on show).
        self.task_box.set_start(doc.session)

    def _apply(self, sets: Sequence[dict[str, Any]], text: str | None = None) -> bool:
        doc = self._document
        try:
            new_session = apply_actions(doc.session, sets)
        except LessonError as error:
            self._say(lesson_messages.does_not_fit(error))
            return False
        if not new_session.equals(doc.session):
            doc.apply(
                new_session,
                text or lesson_messages.lesson_edit(self.lesson.steps[self._index].title),
            )
        return True

    def _load_built_in(self, load: Callable[[str], Session], name: str) -> bool:
        """Open the preset or trained model ``name`` (asking first about unsaved work)."""
        doc = self._document
        try:
            session = load(name)
        except SessionError as error:
            self._say(str(error))
            return False
        if session.equals(doc.session):
            return True  # already on show: keep the learner's undo history
        if not self._may_discard():
            self._say(lesson_messages.session_kept(name))
            return False
        doc.load(session)
        return True

    def recheck_task(self) -> None:
        """Check the task again (new numbers, or another mistake chosen in the lab); only a
        lesson in view does: edits made with it closed tick off no task unseen."""
        if self._lesson is not None and self.isVisible():
            self.task_box.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._lesson is not None:
            self.task_box.refresh()
        self._update_veil()

    def _on_task_solution_requested(self) -> None:
        task = self.lesson.steps[self._index].task
        show_me = translate("lesson_panel", "Lesson: show me")
        if task and self._apply([a for a in task.solution if "set" in a], text=show_me):
            for names in (a["highlight"] for a in task.solution if "highlight" in a):
                self.highlight(list(names))  # points at the answer (in the lab: its mistake)

    def _on_task_done(self) -> None:
        if self._lesson is None or self._progress.is_task_done(self._lesson.id, self._index):
            return
        self._progress.mark_task_done(self._lesson.id, self._index)
        self.sig_progress_changed.emit()
