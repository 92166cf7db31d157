"""Step through the computation: the seven steps with Next / Previous, and the keys for them.

:class:`WalkthroughPanel` shows one step of :mod:`selfattn_gui.core.teaching.walkthrough`
for the selected query, rewritten whenever the numbers change.  :class:`StepKeys`
gives the window the keys a presenter uses (→ ← PageDown PageUp Space, Esc to stop)
without taking the arrow keys away from a table or a text field that has the focus.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.teaching.walkthrough import STEPS, Step, describe_step
from selfattn_gui.core.text import translate
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.foundation.language_fonts import slanted
from selfattn_gui.ui.plots.heatmap_keys import takes_cell_key

NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space)
PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_PageUp)
STOP_KEYS = (Qt.Key.Key_Escape,)
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right)
TEXT_POINT_SIZE_FACTOR = 1.15  # the explanation is read from a distance in a classroom


class WalkthroughPanel(QWidget):
    """One step at a time: "Step 2 of 7: Score", its formula and the current numbers."""

    sig_step_changed = Signal(int)
    sig_stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel.walkthrough")
        self._frame: Frame | None = None
        #: Set by the frame scheduler: shows the newest frame before the step is read.
        self.read_latest: Callable[[], None] = lambda: None
        self._index = 0
        # What a lesson's open question hides: a step that writes out one of these waits.
        self._veiled: frozenset[str] = frozenset()
        self._build_texts()
        self._build_buttons()
        self._build_layout()

    def _build_texts(self) -> None:
        """The step's title, its formula and its explanation, larger to be read from afar."""
        self.step_label = QLabel()
        self.step_label.setObjectName("label.step")
        # A long title (other languages run up to 40 % longer) wraps rather than
        # widening the dock past a small screen beside the step buttons.
        self.step_label.setWordWrap(True)
        self.formula_label = QLabel()
        self.formula_label.setObjectName("label.step_formula")
        self.formula_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        formula_font = self.formula_label.font()
        formula_font.setPointSizeF(formula_font.pointSizeF() * TEXT_POINT_SIZE_FACTOR)
        self.formula_label.setFont(slanted(formula_font))  # upright in Chinese and Arabic
        self.text_label = QLabel()
        self.text_label.setObjectName("label.step_text")
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        font = self.text_label.font()
        font.setPointSizeF(font.pointSizeF() * TEXT_POINT_SIZE_FACTOR)
        self.text_label.setFont(font)
        title_font = self.step_label.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        self.step_label.setFont(title_font)

    def _build_buttons(self) -> None:
        self.previous_button = self._button(
            translate("walkthrough_panel", "◀ Previous"), "button.step_previous", "Left / PageUp"
        )
        self.next_button = self._button(
            translate("walkthrough_panel", "Next ▶"), "button.step_next", "Right / PageDown / Space"
        )
        self.stop_button = self._button(
            translate("walkthrough_panel", "Stop"), "button.step_stop", "Esc"
        )
        self.previous_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        self.stop_button.clicked.connect(self.sig_stop_requested)

    def _build_layout(self) -> None:
        # Buttons on the title line, so the low dock keeps its height for the text.
        header = QHBoxLayout()
        header.addWidget(self.step_label, 1)
        header.addWidget(self.previous_button)
        header.addWidget(self.next_button)
        header.addSpacing(8)
        header.addWidget(self.stop_button)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(4)
        body_layout.addWidget(self.formula_label)
        body_layout.addWidget(self.text_label)
        body_layout.addStretch(1)
        scroll = QScrollArea()  # a long step on a small screen scrolls instead of clipping
        scroll.setAccessibleName(
            translate("walkthrough_panel", "The step's text (the arrow keys scroll it)")
        )
        scroll.setAccessibleDescription(
            translate("walkthrough_panel", "The step's formula, then what it does to the numbers")
        )
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(scroll, 1)

    def _button(self, text: str, name: str, keys: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(translate("walkthrough_panel", "Keys: {keys}").format(keys=keys))
        button.setAccessibleName(text.strip("◀▶ "))
        return button

    # -- steps -----------------------------------------------------------------------
    @property
    def index(self) -> int:
        return self._index

    @property
    def count(self) -> int:
        return len(STEPS)

    def step(self) -> Step:
        """The current step, written for the selected query and head of the newest frame."""
        self.read_latest()
        frame = self._frame
        assert frame is not None, "shown no frame yet"
        return describe_step(self._index, frame.session, frame.result, frame.query, frame.head)

    def show_frame(self, frame: Frame) -> None:
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed & {"numbers", "query", "head"}:
            self._write()

    def set_step(self, index: int) -> None:
        index = max(0, min(index, len(STEPS) - 1))
        if index != self._index:
            self._index = index
            self._write()
            self.sig_step_changed.emit(index)

    def next_step(self) -> None:
        self.set_step(self._index + 1)

    def previous_step(self) -> None:
        self.set_step(self._index - 1)

    def set_veiled(self, veiled: frozenset[str]) -> None:
        """Hide the numbers of every step that writes out a matrix in ``veiled`` (catalogue
        keys) while a lesson's question is open: they would answer it."""
        if frozenset(veiled) != self._veiled:
            self._veiled = frozenset(veiled)
            self._write()

    def _write(self) -> None:
        """The step's title, formula and text (nothing before the first frame)."""
        if self._frame is None:
            return
        step = self.step()
        self.step_label.setText(
            translate("walkthrough_panel", "Step {number} of {count}: {title}").format(
                number=self._index + 1, count=len(STEPS), title=step.title
            )
        )
        if self._veiled & set(STEPS[self._index].prints):
            self.formula_label.setText("?")
            self.text_label.setText(
                translate(
                    "walkthrough_panel",
                    "The numbers are hidden until you answer the lesson's question.",
                )
            )
        else:
            self.formula_label.setText(step.formula)
            self.text_label.setText(html.escape(step.text, quote=False).replace("\n", "<br>"))
        self.previous_button.setEnabled(self._index > 0)
        self.next_button.setEnabled(self._index < len(STEPS) - 1)


def focus_wants_key(key: int) -> bool:
    """Whether the widget with the focus needs this key for itself.

    Text fields (and a table cell being edited) keep every step key; tables, lists,
    sliders, spin boxes and combo boxes also keep the arrow keys, which move inside them;
    a heatmap or the query chart keeps the arrows and Space for its focused cell; a
    button reached with Tab (a toolbar switch, Reveal) keeps Space, which presses it.
    """
    focus = QApplication.focusWidget()
    if focus is None:
        return False
    if key == Qt.Key.Key_Space and _presses_itself(focus):
        return True
    typing = isinstance(focus, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)) or (
        isinstance(focus, QAbstractItemView)
        and focus.state() == QAbstractItemView.State.EditingState
    )
    if typing or takes_cell_key(focus, key):  # a plot's arrows and Space move in its cells
        return True
    if key in ARROWS:
        return isinstance(focus, (QAbstractItemView, QAbstractSlider, QComboBox))
    return False


def _presses_itself(focus: QWidget) -> bool:
    """A focused button other than the walkthrough's own (whose press steps anyway)."""
    return isinstance(focus, QAbstractButton) and not isinstance(
        focus.parentWidget(), WalkthroughPanel
    )


class StepKeys(QObject):
    """Window-wide keys for the walkthrough, active only while it runs.

    The keys are shortcuts of the window.  Before Qt fires a shortcut it asks the
    focus widget (a "shortcut override" that travels up to the window); when the
    focus widget needs the key (see :func:`focus_wants_key`) this filter claims it
    for that widget, so the arrows still move around a table.
    """

    def __init__(self, window: QWidget, panel: WalkthroughPanel) -> None:
        super().__init__(window)
        self._window = window
        self.next_action = self._action("action.step_next", NEXT_KEYS, panel.next_step)
        self.previous_action = self._action(
            "action.step_previous", PREVIOUS_KEYS, panel.previous_step
        )
        self.stop_action = self._action("action.step_stop", STOP_KEYS, panel.sig_stop_requested)
        self.set_enabled(False)
        window.installEventFilter(self)

    def _action(self, name: str, keys: tuple[Qt.Key, ...], slot) -> QAction:
        action = QAction(self._window)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self._window.addAction(action)
        return action

    @property
    def enabled(self) -> bool:
        return self.next_action.isEnabled()

    def set_enabled(self, on: bool) -> None:
        for action in (self.next_action, self.previous_action, self.stop_action):
            action.setEnabled(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and self.enabled
            and isinstance(event, QKeyEvent)
            and event.key() in (*NEXT_KEYS, *PREVIOUS_KEYS, *STOP_KEYS)
            and focus_wants_key(event.key())
        ):
            event.accept()  # the focus widget gets the key press, the shortcut does not fire
            return True
        return False
