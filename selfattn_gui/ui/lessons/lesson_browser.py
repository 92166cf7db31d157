"""The list of lessons, with a tick on the finished ones and a summary of the chosen one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.lessons.lesson import Lesson, LessonProgress
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.plain_text import plain_label, shown
from selfattn_gui.ui.lessons.lesson_boxes import rich_label, set_lesson_text


class LessonBrowser(QWidget):
    """The list of lessons with a tick on the finished ones."""

    sig_lesson_chosen = Signal(str)  # lesson id

    def __init__(
        self, lessons: Sequence[Lesson], problems: Sequence[str], progress: LessonProgress
    ) -> None:
        super().__init__()
        self.setObjectName("panel.lesson_browser")
        self._lessons = {lesson.id: lesson for lesson in lessons}
        self._progress = progress
        self.list = QListWidget()
        self.list.setObjectName("list.lessons")
        self.list.setAccessibleName(translate("lesson_browser", "Lessons"))
        self.list.setAccessibleDescription(
            translate(
                "lesson_browser",
                "Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, "
                "started or new",
            )
        )
        for lesson in lessons:
            item = QListWidgetItem(shown(lesson.title))
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
        self.summary = rich_label("label.lesson_summary")
        self.errors = plain_label("\n".join(f"⚠ {shown(p, 400)}" for p in problems))
        self.errors.setObjectName("label.lesson_errors")
        self.errors.setWordWrap(True)
        self.errors.setVisible(bool(problems))
        self.start_button = QPushButton(translate("lesson_browser", "Start lesson"))
        self.start_button.setObjectName("button.lesson_start")
        self.start_button.setAccessibleDescription(
            translate("lesson_browser", "Open the chosen lesson at the step where you left it")
        )
        self.reset_button = QPushButton(translate("lesson_browser", "Reset its progress"))
        self.reset_button.setObjectName("button.lesson_reset")
        self.reset_button.setAccessibleDescription(
            translate(
                "lesson_browser",
                "Forget which steps of the chosen lesson you have seen and which tasks you solved",
            )
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        intro = QLabel(
            translate(
                "lesson_browser", "<b>Lessons</b> — pick one and press Start (or double-click)."
            )
        )
        intro.setWordWrap(True)  # onto two lines in a narrow side column
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.errors)
        self.list.currentItemChanged.connect(self._on_list_current_changed)
        self.list.itemActivated.connect(lambda _item: self._on_start_clicked())
        self.start_button.clicked.connect(self._on_start_clicked)
        self.reset_button.clicked.connect(self._on_reset_clicked)
        if lessons:
            self.list.setCurrentRow(0)
        self.refresh()

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def is_done(self, lesson_id: str) -> bool:
        lesson = self._lessons[lesson_id]
        return self._progress.is_lesson_done(lesson.id, len(lesson.steps), lesson.task_steps)

    def refresh(self) -> None:
        """Re-draw the ticks from the progress."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            lesson = self._lessons[str(item.data(Qt.ItemDataRole.UserRole))]
            done = self.is_done(lesson.id)
            seen = len(self._progress.steps_seen(lesson.id))
            steps = len(lesson.steps)  # a plain name: lupdate reads no other count
            mark = "✓" if done else ("◐" if seen else "○")
            progress = (
                translate("lesson_browser", "done")
                if done
                else translate("lesson_browser", "{seen} of %n steps seen", None, steps).format(
                    seen=seen
                )
            )
            item.setText(f"{mark} {shown(lesson.title)}")
            item.setToolTip(progress)
            # Read out as words: the title, then how far the learner got (not "check mark").
            item.setData(Qt.ItemDataRole.AccessibleTextRole, shown(lesson.title))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, progress)
        self._on_list_current_changed()

    def _on_list_current_changed(self, *_args: Any) -> None:
        lesson_id = self.current_id()
        set_lesson_text(self.summary, self._lessons[lesson_id].summary if lesson_id else "")
        self.start_button.setEnabled(lesson_id is not None)
        self.reset_button.setEnabled(lesson_id is not None)

    def _on_start_clicked(self) -> None:
        lesson_id = self.current_id()
        if lesson_id is not None:
            self.sig_lesson_chosen.emit(lesson_id)

    def _on_reset_clicked(self) -> None:
        lesson_id = self.current_id()
        if lesson_id is not None:
            self._progress.reset(lesson_id)
            self.refresh()
