"""Adds the guided lessons, the mistakes lab and the scale explorer to the main window.

:class:`LessonDocks` (built by ``ui.shell.compose``) adds the three docks (hidden
until asked for), a Lessons menu, entries in the View menu, and routes the panel
names a lesson step points at: this module's own docks are shown and raised, every
other name goes to the ``highlight`` callback it is given (the window's spotlight).
The mistakes lab and the scale explorer are made the first time their dock is shown
or they are asked for (``ui/foundation/built_when_shown.py``), with the veil and the
look as they are then.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from selfattn_gui.core.lessons.lesson import LessonProgress, list_lessons
from selfattn_gui.core.lessons.lesson_view import LessonView
from selfattn_gui.core.maths.attention import MISTAKES
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation.built_when_shown import BuiltWhenShown, placeholder
from selfattn_gui.ui.foundation.plain_text import message as message_box
from selfattn_gui.ui.host.window_host import WindowHost
from selfattn_gui.ui.lessons.lessons_widget import LessonsWidget
from selfattn_gui.ui.teaching.mistakes_lab import FIRST_MISTAKE, MistakesLab
from selfattn_gui.ui.teaching.scale_explorer import ScaleExplorer

Highlight = Callable[[list[str]], None]
# Shares of the right column's height: the sanity checks below, the lesson above.  The
# lesson needs most of it: its text, the question, Check's answer and the task at once.
LESSONS_SHARE = (1, 3)
LAB_SIZES = {"mistakes": (760, 640), "scale_explorer": (720, 500)}  # first-show sizes
#: The lesson's column, in average characters of its text (a line of about seven words
#: reads at a glance; the everyday share of the right column, 250 pixels on a 1024
#: pixel screen, gave four or five), and at most this share of the window's width.
LESSON_LINE, LESSON_MOST_SHARE = 35, 0.32
MIN_LAB_WIDTH = 480  # narrower than this, the lab's two heatmaps would not fit side by side


class LessonDocks(QObject):
    """Owns the lessons, mistakes-lab and scale-explorer docks of one window.

    Parameters
    ----------
    window : the main window (its document, files, docks and menus)
    highlight : receives the names of the window's panels a lesson step points at
        (``[]`` to clear): the teaching docks' spotlight; without one nothing is framed

    Attributes
    ----------
    lessons : the lesson browser + lesson panel (``lessons.panel`` walks a lesson)
    mistakes : the mistakes lab;  scale_explorer : the scale and softmax explorer
        (each made the first time its dock is shown or it is read)
    built : the keys of ``docks`` whose content is made
    docks : {"lessons", "mistakes", "scale_explorer"} -> QDockWidget
    progress : the learner's lesson progress (saved in the user data folder)
    ask_reset : returns True to confirm "reset all progress" (tests replace it)
    """

    def __init__(self, window: WindowHost, highlight: Highlight | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._forward: Highlight = highlight or (lambda _names: None)
        doc = window.document
        self.progress = LessonProgress.load()
        lessons, problems = list_lessons()
        if self.progress.warning:  # also listed where the lessons are
            problems = [*problems, self.progress.warning]
        self.lessons = LessonsWidget(
            doc,
            lessons,
            problems,
            self.progress,
            may_discard=window.files.may_discard_changes,
            highlight=self.highlight,
            veil=window.view_state.set_veiled,
        )
        self._mistakes: MistakesLab | None = None
        self._scale_explorer: ScaleExplorer | None = None
        # A goal may ask which mistake the lab shows ("find the slip"): the task reads a
        # snapshot of the lab's choice (the first until the lab is made).
        self.lessons.panel.task_box.read_view = lambda: LessonView(lab_mistake=self._lab_mistake())
        self.ask_reset: Callable[[], bool] = self._ask_reset

        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.docks: dict[str, QDockWidget] = {}
        self._make_dock("lessons", translate("lesson_docks", "Lessons"), self.lessons, right)
        self._make_dock(
            "mistakes",
            translate("lesson_docks", "Mistakes lab"),
            placeholder("placeholder.mistakes"),
            bottom,
        )
        explorer = translate("lesson_docks", "Scale and softmax explorer")
        self._make_dock(
            "scale_explorer", explorer, placeholder("placeholder.scale_explorer"), bottom
        )
        self._contents = {
            "mistakes": BuiltWhenShown(self.docks["mistakes"], self._make_mistakes),
            "scale_explorer": BuiltWhenShown(
                self.docks["scale_explorer"], self._make_scale_explorer
            ),
        }
        self._placed: set[str] = set()
        for dock in self.docks.values():
            dock.hide()
        self.docks["lessons"].toggleViewAction().toggled.connect(self._on_lessons_dock_toggled)
        self.docks["lessons"].toggleViewAction().triggered.connect(
            lambda checked: self.open_lessons() if checked else None
        )
        for key in ("mistakes", "scale_explorer"):
            self.docks[key].toggleViewAction().triggered.connect(
                lambda checked, k=key: self.show_lab(k) if checked else None
            )
        self._build_menus()
        # The window connects to the document's messages after this is built: say a
        # problem with the progress file once it is listening.
        self._warning_shown: str | None = None
        QTimer.singleShot(0, self, self._report_progress_warning)
        self.lessons.panel.sig_progress_changed.connect(self._report_progress_warning)

    def _report_progress_warning(self) -> None:
        """Put a new problem with the progress file in the status bar (once each)."""
        warning = self.progress.warning
        if warning and warning != self._warning_shown:
            self._warning_shown = warning
            self._window.document.sig_message.emit(warning)

    # -- building ---------------------------------------------------------------------------
    def _make_dock(
        self, key: str, title: str, widget: QWidget, area: Qt.DockWidgetArea
    ) -> QDockWidget:
        # Not listed in the window's docks: "Reset layout" must not open them.
        # Horizontal: a column of its own, full height, beside the docks already there.
        dock = self._window.add_dock(
            key, title, widget, area, listed=False, orientation=Qt.Orientation.Horizontal
        )
        self.docks[key] = dock
        return dock

    @property
    def mistakes(self) -> MistakesLab:
        self._contents["mistakes"].build()
        assert self._mistakes is not None
        return self._mistakes

    @property
    def scale_explorer(self) -> ScaleExplorer:
        self._contents["scale_explorer"].build()
        assert self._scale_explorer is not None
        return self._scale_explorer

    @property
    def built(self) -> set[str]:
        return {key for key, content in self._contents.items() if content.built}

    def _lab_mistake(self) -> str:
        return FIRST_MISTAKE if self._mistakes is None else self._mistakes.mistake

    def _make_mistakes(self) -> MistakesLab:
        """The mistakes lab, veiled as the view state is now and then as it changes."""
        view_state = self._window.view_state
        lab = self._mistakes = MistakesLab(self._window.document, self.docks["mistakes"])
        # Like the checks, the lab sums several matrices: any open question veils its numbers.
        lab.set_veil(view_state.veiled)
        view_state.sig_veil_changed.connect(lab.set_veil)
        # A goal about the lab's choice checks again when the learner picks another.
        panel = self.lessons.panel
        lab.sig_mistake_chosen.connect(lambda _mistake: panel.recheck_task())
        self._follow(lab, (lab.right_map, lab.wrong_map))
        self._window.frames.add(lab)  # (in its dock already: drawn once the dock is seen)
        return lab

    def _make_scale_explorer(self) -> ScaleExplorer:
        """The scale explorer; its row's bars are a query's weights: veiled too."""
        view_state = self._window.view_state
        explorer = self._scale_explorer = ScaleExplorer(self.docks["scale_explorer"])
        explorer.set_veil(view_state.veiled)
        view_state.sig_veil_changed.connect(explorer.set_veil)
        self._follow(explorer, (explorer.chart,))
        self._window.frames.add(explorer)
        return explorer

    def _follow(self, view: MistakesLab | ScaleExplorer, plots: tuple) -> None:
        """``view``'s plots draw like the window's."""
        if self._window.look is not None:
            for plot in plots:
                plot.follow_look(self._window.look)

    def _build_menus(self) -> None:
        window = self._window
        toggles = []
        for key, name, shortcut in (
            ("lessons", "action.lessons", "F7"),
            ("mistakes", "action.mistakes_lab", None),
            ("scale_explorer", "action.scale_explorer", None),
        ):
            action = self.docks[key].toggleViewAction()
            action.setObjectName(name)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            toggles.append(action)
        self.reset_action = QAction(translate("lesson_docks", "Reset all lesson progress…"), window)
        self.reset_action.setObjectName("action.reset_lesson_progress")
        self.reset_action.triggered.connect(self.reset_all_progress)

        menu = window.menuBar().addMenu(translate("lesson_docks", "&Lessons"))
        menu.setObjectName("menu.lessons")
        menu.addActions(toggles)
        menu.addSeparator()
        menu.addAction(self.reset_action)
        self.menu = menu
        window.list_in_view_menu(toggles)  # beside the other docks

    # -- highlighting -----------------------------------------------------------------------
    def highlight(self, names: list[str]) -> None:
        """Show and raise this module's docks among ``names``; pass the others on.

        ``panel.mistakes.<mistake>`` (e.g. ``panel.mistakes.no_scale``) shows the
        mistakes lab with that mistake chosen, so a step can point at one slip.
        """
        own = {
            "panel.mistakes": "mistakes",
            "panel.scale_explorer": "scale_explorer",
            "panel.lesson": "lessons",
        }
        own.update({f"panel.mistakes.{mistake}": "mistakes" for mistake in MISTAKES})
        for name in names:
            if own.get(name) == "lessons":
                self.open_lessons()
            elif name in own:
                self.show_lab(own[name])
                if name.startswith("panel.mistakes."):
                    self.mistakes.set_mistake(name.removeprefix("panel.mistakes."))
        self._forward([name for name in names if name not in own])

    def set_highlight(self, callback: Highlight) -> None:
        """Send the names of the main window's panels to ``callback`` ([] = clear)."""
        self._forward = callback

    # -- walking a lesson (presentation mode's clicker) -------------------------------------
    def lesson_on_show(self) -> bool:
        """True while the lessons dock shows a lesson being walked (not the list)."""
        if not self.docks["lessons"].isVisible():
            return False
        return self.lessons.currentWidget() is self.lessons.panel

    def next_step(self) -> None:
        self.lessons.panel.next_step()

    def previous_step(self) -> None:
        self.lessons.panel.previous_step()

    # -- actions ----------------------------------------------------------------------------
    def open_lessons(self, lesson_id: str | None = None, step: int | None = None) -> None:
        """Show the lessons dock, optionally opening one lesson."""
        self._place_lessons()
        dock = self.docks["lessons"]
        dock.show()
        dock.raise_()
        if lesson_id is not None:
            self.lessons.open_lesson(lesson_id, step)

    def _place_lessons(self) -> None:
        """The first time: a tab beside "Explain this number", made tall enough to read.

        Sharing the right column keeps the weights in the centre at full width; no
        lesson step points at the explanation panel, so hiding it costs nothing.
        """
        if "lessons" in self._placed:
            return
        self._placed.add("lessons")
        dock = self.docks["lessons"]
        existing = self._window.docks
        explain, checks = existing.get("explain"), existing.get("checks")
        if explain is None or dock.isFloating() or explain.isFloating():
            return  # keep the column of its own it was given at install
        self._window.tabifyDockWidget(explain, dock)
        dock.show()
        if checks is not None and not checks.isFloating():
            column = checks.height() + dock.height()
            heights = [column * share // sum(LESSONS_SHARE) for share in LESSONS_SHARE]
            self._window.resizeDocks([checks, dock], heights, Qt.Orientation.Vertical)
        reading = min(
            LESSON_LINE * self.lessons.fontMetrics().averageCharWidth() + 48,  # margins, bar
            int(self._window.width() * LESSON_MOST_SHARE),
        )
        if dock.width() < reading:  # (never narrower than the learner made it)
            self._window.resizeDocks([dock], [reading], Qt.Orientation.Horizontal)

    def show_lab(self, key: str) -> None:
        """Show the mistakes lab or the scale explorer; the first time, as a floating window.

        Both need more room than the window's bottom row has, so they first open as a
        tool window over the middle of the main window, left of the lessons dock when it
        is open (a step that shows the lab must not hide its own question); the learner
        may dock them anywhere.
        """
        dock = self.docks[key]
        self._contents[key].build()  # made before the dock is sized and placed round it
        if key not in self._placed:
            self._placed.add(key)
            dock.setFloating(True)
            width, height = LAB_SIZES[key]
            frame = self._window.frameGeometry()
            left, right = frame.left(), frame.right()
            lessons = self.docks["lessons"]
            if lessons.isVisible() and not lessons.isFloating():
                right = min(right, lessons.mapToGlobal(QPoint(0, 0)).x() - 4)
            width = min(width, max(MIN_LAB_WIDTH, right - left))
            dock.resize(width, height)
            dock.move((left + right) // 2 - width // 2, frame.center().y() - height // 2)
        dock.show()
        dock.raise_()

    def reset_all_progress(self) -> None:
        if not self.ask_reset():
            return
        self.progress.reset()
        self.lessons.browser.refresh()
        self._report_progress_warning()

    def _ask_reset(self) -> bool:
        answer = message_box(
            self._window,
            QMessageBox.Icon.Question,
            translate("lesson_docks", "Reset lesson progress"),
            translate(
                "lesson_docks",
                "Forget which lesson steps you have seen and which tasks you solved?",
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _on_lessons_dock_toggled(self, visible: bool) -> None:
        if visible:
            return
        self._forward([])
        if self.lessons.panel.predict_box.question_open is not None:
            # The veil stays with the open question: say why the numbers are "?".
            shortcut = self.docks["lessons"].toggleViewAction().shortcut()
            self._window.document.sig_message.emit(
                translate(
                    "lesson_docks",
                    "The lesson's question is still open, so its numbers stay hidden until "
                    "you answer it or press Reveal. {key} shows the lesson again.",
                ).format(key=shortcut.toString(QKeySequence.SequenceFormat.NativeText))
            )
