"""The lessons dock's content: the lesson browser, or the lesson open in its panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QStackedWidget

from selfattn_gui.core.lessons.lesson import Lesson, LessonProgress
from selfattn_gui.model.document import Document
from selfattn_gui.ui.lessons.lesson_browser import LessonBrowser
from selfattn_gui.ui.lessons.lesson_panel import Highlight, LessonPanel, Veil


class LessonsWidget(QStackedWidget):
    """The lessons dock's content: the browser, or the open lesson."""

    def __init__(
        self,
        document: Document,
        lessons: Sequence[Lesson],
        problems: Sequence[str],
        progress: LessonProgress,
        *,
        may_discard: Callable[[], bool] | None = None,
        highlight: Highlight | None = None,
        veil: Veil | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("widget.lessons")
        self.lessons = {lesson.id: lesson for lesson in lessons}
        self.progress = progress
        self.browser = LessonBrowser(lessons, problems, progress)
        self.panel = LessonPanel(
            document, progress, may_discard=may_discard, highlight=highlight, veil=veil
        )
        self.addWidget(self.browser)
        self.addWidget(self.panel)
        self.browser.sig_lesson_chosen.connect(self.open_lesson)
        self.panel.sig_closed.connect(self.show_browser)
        self.panel.sig_progress_changed.connect(self.browser.refresh)

    def open_lesson(self, lesson_id: str, step: int | None = None) -> None:
        self.setCurrentWidget(self.panel)
        self.panel.open_lesson(self.lessons[lesson_id], step)

    def show_browser(self) -> None:
        self.browser.refresh()
        self.setCurrentWidget(self.browser)
