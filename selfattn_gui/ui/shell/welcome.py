"""The welcome page: where to begin, on the first start and from Help → Welcome.

:class:`WelcomePage` is a dialog of large buttons, one per way to begin: lesson 1, the
example on its own, a file, a recent file, or one of the built-in examples with its
one-line description.  It is modeless and owned by this module rather than placed in
the window, so it sits above whatever the window shows and does not care how the
window is laid out.  Enter starts lesson 1, Esc closes it, Tab goes from top to bottom.

:class:`Welcome` (built by ``ui.shell.compose``) gives it the window's files and the
lessons, carries out the choice, and remembers "Show this page at start" in the
settings.  It opens the page only when asked: the app asks at an ordinary start
(see ``app.run_gui``), never when the command line already says what to open.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QCommandLinkButton,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.text import translate
from selfattn_gui.ui.foundation import plain_text
from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting
from selfattn_gui.ui.shell.welcome_fit import fit_page

if TYPE_CHECKING:
    from selfattn_gui.ui.lessons.lesson_docks import LessonDocks
    from selfattn_gui.ui.shell.main_window import MainWindow
    from selfattn_gui.ui.shell.trained_models import TrainedModels

SHOW_AT_START_KEY = "welcome/show_at_start"
MAX_RECENT_SHOWN = 5


def show_at_start() -> bool:
    """Whether the learner wants the page at an ordinary start (yes, until they say no)."""
    return read_setting(open_settings(), SHOW_AT_START_KEY, True, bool)


def set_show_at_start(on: bool) -> None:
    open_settings().setValue(SHOW_AT_START_KEY, on)


def _button_text(text: str) -> str:
    """Outside text fit for a button: shortened, and "&" shown instead of making a shortcut."""
    return plain_text.shown(text, limit=120).replace("&", "&&")


def _heading(text: str) -> QLabel:
    label = plain_text.plain_label(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class WelcomePage(QDialog):
    """The page's widgets; it says what was chosen and leaves the doing to :class:`Welcome`.

    Parameters
    ----------
    examples : the built-in presets in teaching order, each with its description
    lesson_title : the title of lesson 1, or None when no lesson could be read
    """

    sig_lesson_chosen = Signal()
    sig_example_chosen = Signal()
    sig_open_chosen = Signal()
    sig_models_chosen = Signal()  # "Open a trained model…"
    sig_recent_chosen = Signal(str)  # the file's path
    sig_preset_chosen = Signal(str)  # the preset's name

    def __init__(
        self,
        examples: list[presets.PresetInfo],
        lesson_title: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page.welcome")
        self.setWindowTitle(translate("welcome", "Welcome to selfattn-gui"))
        self.setAccessibleName(translate("welcome", "Welcome"))
        self.setAccessibleDescription(translate("welcome", "Choose where to begin"))
        self.setModal(False)
        self._build_start(lesson_title)
        self._build_examples(examples)
        self._build_footer()
        self._build_layout()
        self.recent_buttons: list[QPushButton] = []
        self.set_recent_files([])

    # -- building ---------------------------------------------------------------------------
    def _big_button(
        self, text: str, description: str, name: str, chosen: Callable[[], object]
    ) -> QCommandLinkButton:
        button = QCommandLinkButton(_button_text(text), plain_text.shown(description), self)
        button.setObjectName(name)
        button.setAccessibleName(plain_text.shown(text))
        button.setAccessibleDescription(plain_text.shown(description))
        button.clicked.connect(chosen)
        return button

    def _build_start(self, lesson_title: str | None) -> None:
        self.title_label = plain_text.plain_label(
            translate("welcome", "Learn self-attention by touching every number")
        )
        self.title_label.setWordWrap(True)
        self.lesson_button = self._big_button(
            translate("welcome", "Start lesson 1"),
            translate("welcome", "{lesson}: step by step, predicting each number first").format(
                lesson=lesson_title
            )
            if lesson_title
            else translate("welcome", "No lesson could be read"),
            "button.welcome_lesson",
            self.sig_lesson_chosen.emit,
        )
        self.lesson_button.setEnabled(lesson_title is not None)
        self.lesson_button.setDefault(True)  # Enter
        self.example_button = self._big_button(
            translate("welcome", "Explore the example"),
            translate(
                "welcome",
                "cat sat mat: change any number and watch every step follow (F6 steps through it)",
            ),
            "button.welcome_example",
            self.sig_example_chosen.emit,
        )
        self.open_button = self._big_button(
            translate("welcome", "Open a file…"),
            translate("welcome", "A session you or your teacher saved (*.selfattn.json)"),
            "button.welcome_open",
            self.sig_open_chosen.emit,
        )
        self.models_button = self._big_button(
            translate("welcome", "Open a trained model…"),
            translate("welcome", "Real trained heads to find and switch off"),
            "button.welcome_models",
            self.sig_models_chosen.emit,
        )
        self.no_recent_label = plain_text.plain_label(translate("welcome", "No recent files yet."))
        self.recent_box = QVBoxLayout()
        self.recent_box.setSpacing(2)

    def _build_examples(self, examples: list[presets.PresetInfo]) -> None:
        self._examples = examples
        self.preset_buttons = [
            self._big_button(
                info.name,
                info.description,
                f"button.welcome_preset.{info.name}",
                self._chooser(info.name),
            )
            for info in examples
        ]

    def _groups(self) -> list[tuple[str, list[QCommandLinkButton]]]:
        """The preset buttons under their group headings, in the index's order."""
        groups: dict[str, list[QCommandLinkButton]] = {}
        for info, button in zip(self._examples, self.preset_buttons, strict=True):
            groups.setdefault(info.group, []).append(button)
        return list(groups.items())

    def _chooser(self, name: str) -> Callable[[], None]:
        """What a preset's button does: say which preset was chosen."""
        return lambda: self.sig_preset_chosen.emit(name)

    def _build_footer(self) -> None:
        at_start = translate("welcome", "Show this page at start")
        self.show_at_start_box = QCheckBox(at_start)
        self.show_at_start_box.setObjectName("check.welcome_at_start")
        self.show_at_start_box.setAccessibleName(at_start)
        self.show_at_start_box.setAccessibleDescription(
            translate(
                "welcome", "Space turns it on or off; Help, Welcome opens the page at any time"
            )
        )
        self.close_button = QPushButton(translate("welcome", "Close (Esc)"))
        self.close_button.setObjectName("button.welcome_close")
        self.close_button.setAccessibleName(translate("welcome", "Close the welcome page"))
        self.close_button.setAccessibleDescription(
            translate("welcome", "Go to the window as it is")
        )
        self.close_button.setAutoDefault(False)  # Enter stays with lesson 1
        self.close_button.clicked.connect(self.reject)

    def _build_layout(self) -> None:
        start = QVBoxLayout()
        start.addWidget(_heading(translate("welcome", "Start here")))
        for button in (self.lesson_button, self.example_button, self.open_button):
            start.addWidget(button)
        start.addWidget(_heading(translate("welcome", "Recent files")))
        start.addWidget(self.no_recent_label)
        start.addLayout(self.recent_box)
        # The first group of examples has the right column; later ones (beyond one
        # layer) follow under the recent files, so a 1024 × 768 page needs no scrolling.
        examples = QVBoxLayout()
        for group, buttons in self._groups():
            column = examples if not examples.count() else start
            column.addWidget(_heading(group))
            for button in buttons:
                column.addWidget(button)
        examples.addWidget(self.models_button)  # (one line: no room left for a heading)
        start.addStretch(1)
        examples.addStretch(1)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(start, 1)
        columns.addSpacing(16)
        columns.addLayout(examples, 1)
        self.scroll_area = (
            QScrollArea()
        )  # a small screen or a long translation scrolls, never clips
        self.scroll_area.setAccessibleName(translate("welcome", "Ways to begin"))
        self.scroll_area.setAccessibleDescription(
            translate(
                "welcome",
                "Lesson 1, the example, a file, recent files and the examples, each a button",
            )
        )
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll_area.setWidget(body)
        footer = QHBoxLayout()
        footer.addWidget(self.show_at_start_box)
        footer.addStretch(1)
        footer.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(footer)

    # -- contents that change ---------------------------------------------------------------
    def set_recent_files(self, paths: list[str]) -> None:
        """Show a button for each of the first :data:`MAX_RECENT_SHOWN` recent files."""
        for button in self.recent_buttons:
            self.recent_box.removeWidget(button)
            button.deleteLater()
        self.recent_buttons = []
        for path in paths[:MAX_RECENT_SHOWN]:
            name = Path(path).name or path
            button = QPushButton(_button_text(name), self)
            button.setObjectName("button.welcome_recent")
            button.setToolTip(plain_text.tooltip(plain_text.shown(path)))
            button.setAccessibleName(
                translate("welcome", "Open recent file {name}").format(
                    name=plain_text.shown(name, limit=120)
                )
            )
            button.setAccessibleDescription(plain_text.shown(path))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, p=path: self.sig_recent_chosen.emit(p))
            self.recent_box.addWidget(button)
            self.recent_buttons.append(button)
        self.no_recent_label.setVisible(not self.recent_buttons)
        self._set_tab_order()

    def _set_tab_order(self) -> None:
        """Top to bottom: the left column, then the examples, then the footer."""
        chain: list[QWidget] = [
            self.lesson_button,
            self.example_button,
            self.open_button,
            *self.recent_buttons,
            *self.preset_buttons,
            self.models_button,
            self.show_at_start_box,
            self.close_button,
        ]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def fit_to(self, room: QSize) -> None:
        """Large text, and a size that fits ``room`` (the screen's free area)."""
        fit_page(self, self.title_label, self.scroll_area, room)


class Welcome(QObject):
    """The welcome page of one window: Help → Welcome, and the choices it offers.

    Attributes
    ----------
    action : Help → Welcome (``action.welcome``); the composition root puts it in a menu
    page : the page, built the first time it opens (None until then)
    """

    def __init__(
        self, window: MainWindow, lessons: LessonDocks, models: TrainedModels | None = None
    ) -> None:
        super().__init__(window)
        self._window = window
        self._lessons = lessons
        self._models = models
        if models is not None:  # the page closes once a model has opened from it
            models.sig_model_opened.connect(lambda _name: self._close_if(True))
        self.page: WelcomePage | None = None
        self.action = QAction(translate("welcome", "&Welcome…"), window)
        self.action.setObjectName("action.welcome")
        self.action.setStatusTip(
            translate("welcome", "Where to begin: lesson 1, the example, a file or a preset")
        )
        self.action.triggered.connect(self.open)

    def _first_lesson(self) -> tuple[str, str] | None:
        """(id, title) of lesson 1: the first lesson listed (the built-ins come first)."""
        first = next(iter(self._lessons.lessons.lessons.values()), None)
        return None if first is None else (first.id, first.title)

    def _build_page(self) -> WelcomePage:
        first = self._first_lesson()
        page = WelcomePage(
            [info for info in presets.list_presets() if info.welcome],
            None if first is None else first[1],
            self._window,
        )
        page.sig_lesson_chosen.connect(self._start_lesson)
        page.sig_example_chosen.connect(
            lambda: self._close_if(self._window.files.new_from_preset(presets.DEFAULT_PRESET))
        )
        page.sig_open_chosen.connect(lambda: self._close_if(self._window.files.open()))
        page.models_button.setVisible(self._models is not None)
        if self._models is not None:
            models = self._models
            page.sig_models_chosen.connect(lambda: models.open_chooser(page))
        page.sig_recent_chosen.connect(lambda path: self._close_if(self._window.files.open(path)))
        page.sig_preset_chosen.connect(
            lambda name: self._close_if(self._window.files.new_from_preset(name))
        )
        page.show_at_start_box.toggled.connect(set_show_at_start)
        return page

    def open(self) -> None:
        """Show the page over the window, with lesson 1 ready for Enter."""
        if self.page is None:
            self.page = self._build_page()
        page, window = self.page, self._window
        page.show_at_start_box.setChecked(show_at_start())
        page.set_recent_files(window.files.recent_files())
        screen = window.screen()
        room = screen.availableGeometry() if screen is not None else window.frameGeometry()
        page.fit_to(room.size())
        page.show()
        # Over the middle of the window, and never past the screen's edges.
        centre = window.frameGeometry().center()
        left = min(max(room.left(), centre.x() - page.width() // 2), room.right() - page.width())
        top = min(max(room.top(), centre.y() - page.height() // 2), room.bottom() - page.height())
        page.move(left, top)
        page.raise_()
        page.activateWindow()
        page.lesson_button.setFocus()

    def open_at_start(self) -> bool:
        """Open the page unless the learner asked not to see it at start; True if it opened."""
        if not show_at_start():
            return False
        self.open()
        return True

    def _start_lesson(self) -> None:
        first = self._first_lesson()
        if first is not None:
            self._lessons.open_lessons(first[0], 0)
        self._close_if(True)

    def _close_if(self, done: bool) -> None:
        """Close the page once the choice was carried out (a cancelled one leaves it open)."""
        if done and self.page is not None:
            self.page.accept()
