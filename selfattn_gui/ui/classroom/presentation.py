"""Presentation mode: the window full screen, everything larger, a clicker steps through.

F5 (or the toolbar button) enters it, Esc (or F5 again) leaves.  While it lasts the
window is full screen and drawn 1.5 times larger on top of the learner's zoom (more
on a screen taller than 800 pixels), without toolbar, menus or status bar; the
selected query is written in bold and outlined more thickly; and the walkthrough
runs, showing only the stages of the pipeline its current step needs, so a presenter's clicker
(PageDown / PageUp, or the arrows and Space) drives it.  When a lesson is open the
clicker drives the lesson instead.  Leaving puts back the layout, the zoom and the
window as they were.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

from selfattn_gui.core.text import translate
from selfattn_gui.ui.classroom.appearance import PRESENTATION_SCALE, Appearance
from selfattn_gui.ui.host.window_host import WindowHost
from selfattn_gui.ui.teaching.walkthrough_panel import NEXT_KEYS, PREVIOUS_KEYS, focus_wants_key

if TYPE_CHECKING:
    from selfattn_gui.ui.lessons.lesson_docks import LessonDocks
    from selfattn_gui.ui.teaching.teaching_docks import TeachingDocks

#: docks a presenter does not need on the wall
TEACHER_ONLY_DOCKS = ("checks", "explain")
REFERENCE_HEIGHT = 800  # pixels: the screen height the 1.5 times is meant for
TEXT_SHARE = (0.16, 0.45)  # least and most of the window's height for the step's text
_BOTTOM_CORNERS = (Qt.Corner.BottomLeftCorner, Qt.Corner.BottomRightCorner)
_BUTTON_MARGIN = 6  # pixels around the Leave (and Pin) button in its strip


@dataclass
class _Saved:
    """What entering presentation mode changes, to put back on leaving."""

    state: QByteArray
    geometry: QByteArray
    window_state: Qt.WindowState
    menu_bar: bool
    status_bar: bool
    walkthrough: bool
    docks: dict[str, bool]
    corners: dict[Qt.Corner, Qt.DockWidgetArea]
    size: QSize
    margins: QMargins


class Presentation(QObject):
    """Enters and leaves presentation mode for one window.

    It runs the walkthrough of ``teaching``, or lets the clicker walk the lesson open
    in ``lessons``; its action goes on the toolbar and at the end of the View menu.
    """

    def __init__(self, window: WindowHost, teaching: TeachingDocks, lessons: LessonDocks) -> None:
        super().__init__(window)
        self._window = window
        self._teaching = teaching
        self._lessons = lessons
        self._saved: _Saved | None = None
        self._full_screen = False
        self.action = QAction(translate("presentation", "Present"), window)
        self.action.setObjectName("action.presentation")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("F5"))
        self.action.setToolTip(
            translate(
                "presentation",
                "Presentation mode: full screen, large, step by step (F5; Esc leaves)",
            )
        )
        self.action.setStatusTip(self.action.toolTip())
        self.action.toggled.connect(self._on_action_toggled)
        window.addAction(self.action)
        window.menu_view.addAction(self.action)
        window.add_toolbar_button(
            self.action, "button.presentation", translate("presentation", "Presentation mode")
        )

        self.leave_action = QAction(translate("presentation", "Leave presentation"), window)
        self.leave_action.setObjectName("action.leave_presentation")
        self.leave_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_action.setEnabled(False)
        self.leave_action.triggered.connect(self.leave)
        window.addAction(self.leave_action)

        # A way out with the mouse, too: the menus are hidden while presenting.
        self.leave_button = QToolButton(window)
        self.leave_button.setObjectName("button.leave_presentation")
        self.leave_button.setText(translate("presentation", "✕ Leave (Esc)"))
        self.leave_button.setToolTip(translate("presentation", "Leave presentation mode (Esc)"))
        self.leave_button.setAccessibleName(translate("presentation", "Leave presentation mode"))
        self.leave_button.setAutoFillBackground(True)  # readable over whatever is under it
        self.leave_button.clicked.connect(self.leave)
        self.leave_button.hide()

        # The clicker drives an open lesson the way it drives the walkthrough.
        self.lesson_next = self._key_action("action.lesson_next_key", NEXT_KEYS, self._lesson_next)
        self.lesson_previous = self._key_action(
            "action.lesson_previous_key", PREVIOUS_KEYS, self._lesson_previous
        )
        teaching.step_action.toggled.connect(self._on_walkthrough_toggled)
        teaching.walkthrough.sig_step_changed.connect(self._on_step_changed)
        window.document.sig_result_changed.connect(self._on_step_changed)
        window.installEventFilter(self)

    def _key_action(self, name: str, keys: tuple[Qt.Key, ...], slot) -> QAction:
        action = QAction(self._window)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setEnabled(False)
        action.triggered.connect(slot)
        self._window.addAction(action)
        return action

    # -- state -------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self._saved is not None

    def _on_action_toggled(self, on: bool) -> None:
        if on and not self.active:
            self.enter()
        elif not on and self.active:
            self.leave()

    def _lesson_open(self) -> bool:
        return self._lessons.lesson_on_show()

    # -- entering and leaving ----------------------------------------------------------------
    def scale(self) -> float:
        """How much larger presentation mode draws: 1.5 times, more on a tall screen.

        The 1.5 is for the 800 pixel high screens of older projectors; a 1080 pixel
        screen gets a third more again, so the text keeps its share of the wall.
        """
        window = self._window
        screen = window.screen()
        if self._full_screen and screen is not None:
            height = screen.geometry().height()
        else:
            height = window.height()
        return PRESENTATION_SCALE * max(1.0, height / REFERENCE_HEIGHT)

    def enter(self) -> None:
        """Full screen, larger, chrome hidden, the walkthrough (or the open lesson) running."""
        if self.active:
            return
        window = self._window
        teaching = self._teaching
        self._saved = _Saved(
            state=window.saveState(),
            geometry=window.saveGeometry(),
            window_state=window.windowState(),
            menu_bar=not window.menuBar().isHidden(),
            status_bar=not window.statusBar().isHidden(),
            walkthrough=teaching.walkthrough_active,
            docks={key: not dock.isHidden() for key, dock in window.docks.items()},
            corners={corner: window.corner(corner) for corner in _BOTTOM_CORNERS},
            size=window.size(),
            margins=window.contentsMargins(),
        )
        self.action.setChecked(True)
        self._full_screen = QGuiApplication.platformName() != "offscreen"
        appearance = Appearance.of()
        appearance.set_extra_scale(self.scale(), emphasis=True)  # the views follow it
        for corner in _BOTTOM_CORNERS:  # the step's text runs the full width at the bottom
            window.setCorner(corner, Qt.DockWidgetArea.BottomDockWidgetArea)
        for toolbar in window.toolbars:
            toolbar.hide()
        window.menuBar().hide()
        window.statusBar().hide()
        if self._full_screen:  # offscreen (screenshots, tests) keeps the size it was given
            window.showFullScreen()
        self.leave_action.setEnabled(True)
        if self._lesson_open():
            self._set_lesson_keys(True)
        else:
            teaching.start_walkthrough()
        self._on_walkthrough_toggled(teaching.walkthrough_active)
        if not self._full_screen and window.size() != self._saved.size:
            # A moment with every dock at the larger size grew the window: the size it
            # was given (a screenshot's) wins, now that only the step's docks are left.
            layout = window.layout()
            if layout is not None:  # the smaller minimum of the docks left on show
                layout.activate()
            window.resize(self._saved.size)
            self._on_step_changed()
        self._place_leave_button()
        self.leave_button.show()
        self.leave_button.raise_()

    def leave(self) -> None:
        """Put the window, the layout and the zoom back as they were before entering."""
        saved = self._saved
        if saved is None:
            return
        window = self._window
        teaching = self._teaching
        self._saved = None
        self.action.setChecked(False)
        self.leave_action.setEnabled(False)
        self._set_lesson_keys(False)
        self.leave_button.hide()
        window.setContentsMargins(saved.margins)
        if not saved.walkthrough:
            teaching.stop_walkthrough()
        teaching.keys.set_enabled(teaching.walkthrough_active)
        appearance = Appearance.of()
        appearance.set_extra_scale(1.0, emphasis=False)  # the views follow it
        window.pipeline.show_only(None)
        for corner, area in saved.corners.items():
            window.setCorner(corner, area)
        window.menuBar().setVisible(saved.menu_bar)
        window.statusBar().setVisible(saved.status_bar)
        if self._full_screen:
            window.setWindowState(saved.window_state)
            window.restoreGeometry(saved.geometry)
        else:  # the larger text may have pushed the window beyond the size it had
            window.resize(saved.size)
        window.restoreState(saved.state)

    # -- while presenting --------------------------------------------------------------------
    def _set_lesson_keys(self, on: bool) -> None:
        for action in (self.lesson_next, self.lesson_previous):
            action.setEnabled(on)

    def _lesson_next(self) -> None:
        self._lessons.next_step()

    def _lesson_previous(self) -> None:
        self._lessons.previous_step()

    def _focus_keeps(self, event: QEvent) -> bool:
        """Whether the focus widget keeps this key from the lesson's clicker keys.

        As with the walkthrough's keys (:func:`focus_wants_key`): a text field keeps what
        is typed, a table or a heatmap its arrows, a focused button (Reveal, Hint) its
        Space; Page Down, the clicker's key, still steps the lesson.
        """
        return (
            event.type() == QEvent.Type.ShortcutOverride
            and self.lesson_next.isEnabled()
            and isinstance(event, QKeyEvent)
            and event.key() in (*NEXT_KEYS, *PREVIOUS_KEYS)
            and focus_wants_key(event.key())
        )

    def _on_walkthrough_toggled(self, on: bool) -> None:
        if not self.active or not shiboken6.isValid(self._teaching.step_action):
            return  # (a window deleted without being closed hides its docks as it goes)
        keys = self._teaching.keys
        keys.stop_action.setEnabled(False)  # Esc leaves presentation mode instead
        if on:
            self._set_lesson_keys(False)
        elif self._lesson_open():
            self._set_lesson_keys(True)
        self._on_step_changed()

    def _on_step_changed(self, *_args: object) -> None:
        """Show only the stages the current step points at, and none of the side docks."""
        if not self.active:
            return
        assert self._saved is not None
        window = self._window
        teaching = self._teaching
        needed = set(teaching.walkthrough.step().panels) if teaching.walkthrough_active else None
        if needed is None:  # a lesson: its dock and the whole pipeline
            window.pipeline.show_only(None)
        else:
            pointed_at = [w for w in teaching.targets if w.objectName() in needed]
            stages = window.pipeline.stages_holding(pointed_at) or None
            window.pipeline.show_only(stages, pointed_at)
        for key, dock in window.docks.items():
            if key in TEACHER_ONLY_DOCKS or needed is not None:
                dock.hide()
            else:
                dock.setVisible(self._saved.docks.get(key, False))
        self._keep_keys_with_the_walkthrough()
        self._place_leave_button()
        if needed is not None:
            self._share_the_screen()

    def _share_the_screen(self) -> None:
        """The step's text gets the height it needs at the bottom; the pipeline the rest."""
        text_dock = self._teaching.walkthrough_dock
        if not text_dock.isFloating():
            self._window.resizeDocks([text_dock], [self._text_height()], Qt.Orientation.Vertical)

    def _text_height(self) -> int:
        """Pixels the walkthrough needs for its title, formula and text at this width."""
        window = self._window
        panel = self._teaching.walkthrough
        width = window.width() - 48  # margins and a scroll bar
        needed = (
            max(panel.step_label.sizeHint().height(), panel.next_button.sizeHint().height())
            + panel.formula_label.sizeHint().height()
            + panel.text_label.heightForWidth(width)
            # the dock's title bar, margins, and a spare line so nothing needs scrolling
            + 3 * panel.text_label.fontMetrics().height()
        )
        low, high = int(window.height() * TEXT_SHARE[0]), int(window.height() * TEXT_SHARE[1])
        return max(low, min(high, needed))

    def _keep_keys_with_the_walkthrough(self) -> None:
        """Keep the focus off tables, so the arrow keys keep stepping."""
        teaching = self._teaching
        if not teaching.walkthrough_active:
            return
        focus = QApplication.focusWidget()
        if focus is None or focus_wants_key(Qt.Key.Key_Right) or not focus.isVisible():
            panel = teaching.walkthrough
            button: QPushButton = (
                panel.next_button if panel.next_button.isEnabled() else panel.previous_button
            )
            button.setFocus()

    def _place_leave_button(self) -> None:
        """Bottom right (bottom left right to left: the end of a line), in a strip of its
        own under the docks: over a dock it would hide the buttons at the bottom of a
        lesson (Back, Next) or the step's text."""
        self.leave_button.adjustSize()
        size = self.leave_button.size()
        window = self._window
        strip = size.height() + 2 * _BUTTON_MARGIN
        if self.active and window.contentsMargins() != QMargins(0, 0, 0, strip):
            window.setContentsMargins(0, 0, 0, strip)
        left_to_right = window.layoutDirection() == Qt.LayoutDirection.LeftToRight
        x = window.width() - size.width() - _BUTTON_MARGIN if left_to_right else _BUTTON_MARGIN
        self.leave_button.move(x, window.height() - size.height() - _BUTTON_MARGIN)
        self.leave_button.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._window and self.active:
            if self._focus_keeps(event):
                event.accept()  # the focus widget gets the key press, the shortcut does not fire
                return True
            if event.type() == QEvent.Type.Resize:
                self._place_leave_button()
            elif event.type() == QEvent.Type.Close:
                self.leave()  # so the layout saved for the next start is the everyday one
        return False
