"""Zoom, themes, colour maps and preferences for the main window.

:class:`Classroom` (built by ``ui.shell.compose``) adds View → Zoom in / out / Actual
size (Ctrl + Plus, Ctrl + Minus, Ctrl + 0), View → Theme, Edit → Preferences… and the
zoom in the status bar, then puts the preferences saved by the last run into the
window's view state.  It puts the view state's theme and zoom on screen (through the
application's :class:`Appearance`) and remembers every change of the view state in
QSettings, wherever it was made.  Presentation mode is :mod:`presentation`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox

from selfattn_gui.core import text
from selfattn_gui.core.text import translate
from selfattn_gui.model.view_state import THEME_NAMES, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, ViewState
from selfattn_gui.ui.classroom.appearance import Appearance
from selfattn_gui.ui.classroom.preferences import (
    Preferences,
    PreferencesDialog,
    load_preferences,
    save_preferences,
    theme_label,
)
from selfattn_gui.ui.foundation.bind import signals_blocked
from selfattn_gui.ui.foundation.language import chosen_language, save_language, saved_language
from selfattn_gui.ui.foundation.restart import offer_restart
from selfattn_gui.ui.host.window_host import WindowHost


class Classroom(QObject):
    """Puts one window's view state on screen and owns the actions that change it.

    Attributes
    ----------
    appearance : the application's :class:`~selfattn_gui.ui.classroom.appearance.Appearance`
    view_state : the window's display choices (the one owner of them)
    preferences : the choices in force (and saved), read from the view state
    """

    def __init__(self, window: WindowHost, view_state: ViewState, appearance: Appearance) -> None:
        super().__init__(window)
        self._window = window
        self.view_state = view_state
        self.appearance = appearance
        self.dialog: PreferencesDialog | None = None
        self.restart_offer: QMessageBox | None = None  # "start again now?" after a new language
        self._applying = False  # while apply() sets several choices: remember them once

        self.zoom_label = QLabel()
        self.zoom_label.setObjectName("label.zoom")
        self.zoom_label.setToolTip(
            translate("classroom_actions", "Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %")
        )
        window.statusBar().addPermanentWidget(self.zoom_label)
        self._build_actions()

        view_state.sig_theme_changed.connect(self._on_view_state_theme_changed)
        view_state.sig_zoom_changed.connect(self._on_view_state_zoom_changed)
        for changed in (
            view_state.sig_decimals_changed,
            view_state.sig_weights_colormap_changed,
            view_state.sig_scores_colormap_changed,
            view_state.sig_theme_changed,
            view_state.sig_zoom_changed,
        ):
            changed.connect(self._on_view_state_changed)
        self.apply(load_preferences(), remember=False, force=True)

    @property
    def preferences(self) -> Preferences:
        return Preferences.of(self.view_state)

    # -- actions -----------------------------------------------------------------------------
    def _action(self, text: str, name: str, shortcuts: list[QKeySequence], slot) -> QAction:
        action = QAction(text, self._window)
        action.setObjectName(name)
        action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _=False: slot())
        self._window.addAction(action)
        return action

    def _build_actions(self) -> None:
        window = self._window
        self.zoom_in = self._action(
            translate("classroom_actions", "Zoom &in"),
            "action.zoom_in",
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")],
            lambda: self.set_zoom(self.preferences.zoom + ZOOM_STEP),
        )
        self.zoom_out = self._action(
            translate("classroom_actions", "Zoom &out"),
            "action.zoom_out",
            [QKeySequence(QKeySequence.StandardKey.ZoomOut)],
            lambda: self.set_zoom(self.preferences.zoom - ZOOM_STEP),
        )
        self.zoom_reset = self._action(
            translate("classroom_actions", "&Actual size (100 %)"),
            "action.zoom_reset",
            [QKeySequence("Ctrl+0")],
            lambda: self.set_zoom(1.0),
        )
        self.preferences_action = self._action(
            translate("classroom_actions", "&Preferences…"),
            "action.preferences",
            [QKeySequence(QKeySequence.StandardKey.Preferences), QKeySequence("Ctrl+,")],
            self.show_preferences,
        )
        theme_menu = QMenu(translate("classroom_actions", "&Theme"), window)
        theme_menu.setObjectName("menu.theme")
        self.theme_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for name in THEME_NAMES:
            action = QAction(theme_label(name), theme_menu)
            action.setObjectName(f"action.theme.{name}")
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            group.addAction(action)
            theme_menu.addAction(action)
            self.theme_actions[name] = action

        window.menu_view.addSeparator()
        window.menu_view.addActions([self.zoom_in, self.zoom_out, self.zoom_reset])
        window.menu_view.addMenu(theme_menu)
        window.menu_edit.addSeparator()
        window.menu_edit.addAction(self.preferences_action)
        self.theme_menu = theme_menu

    # -- applying ----------------------------------------------------------------------------
    def apply(self, preferences: Preferences, remember: bool = True, force: bool = False) -> None:
        """Make ``preferences`` the window's choices (and remember them for the next run).

        ``force`` puts the theme and the zoom on screen even when the view state already
        had them (at start: the palette may still be the platform's, and the zoom another
        window's).
        """
        old = self.preferences
        self._applying = True
        try:
            preferences.checked().put_into(self.view_state)
        finally:
            self._applying = False
        if force:
            if self.view_state.theme_name == old.theme:  # else its signal has just done it
                self._use_theme()
            if self.appearance.zoom != self.view_state.zoom:
                self.appearance.set_zoom(self.view_state.zoom)
        self._refresh_controls()
        if remember and self.preferences != old:
            save_preferences(self.preferences)

    def set_zoom(self, zoom: float) -> None:
        self.apply(self.preferences.replace(zoom=zoom))
        self._window.statusBar().showMessage(_zoom_text(self.appearance.zoom), 2000)

    def set_theme(self, name: str, remember: bool = True) -> None:
        """Use a theme: "system", "light", "dark" or "high-contrast"."""
        self.apply(self.preferences.replace(theme=name), remember=remember)

    def _use_theme(self) -> None:
        """Put the view state's theme on screen: the palette; the plots and the tinted rows
        follow the appearance, the notes the palette."""
        self.appearance.set_theme(self.view_state.theme_name)

    def _refresh_controls(self) -> None:
        zoom = self.view_state.zoom
        self.zoom_label.setText(_zoom_text(zoom))
        self.zoom_in.setEnabled(zoom < ZOOM_MAX)
        self.zoom_out.setEnabled(zoom > ZOOM_MIN)
        for name, action in self.theme_actions.items():
            with signals_blocked(action):
                action.setChecked(name == self.view_state.theme_name)

    def _on_view_state_theme_changed(self, _name: str) -> None:
        self._use_theme()
        self._refresh_controls()

    def _on_view_state_zoom_changed(self, zoom: float) -> None:
        self.appearance.set_zoom(zoom)
        self._refresh_controls()

    def _on_view_state_changed(self, *_value: object) -> None:
        # A choice made outside apply() (the toolbar's decimals) is remembered at once.
        if not self._applying:
            save_preferences(self.preferences)

    # -- the dialog --------------------------------------------------------------------------
    def show_preferences(self) -> PreferencesDialog:
        """Open Edit → Preferences (not modal: the window keeps working behind it)."""
        if self.dialog is None:
            self.dialog = PreferencesDialog(self.view_state, self._window)
            self.dialog.sig_preferences_chosen.connect(self.apply)
            self.dialog.sig_language_chosen.connect(self._on_dialog_language_chosen)
            self.dialog.finished.connect(self._on_dialog_finished)
        else:
            self.dialog.show_preferences(self.preferences)
        self.dialog.open()
        return self.dialog

    def _on_dialog_language_chosen(self, code: str) -> None:
        """Remember the language; offer to start again when it changes what is on screen."""
        if code == saved_language():
            return
        save_language(code)
        if chosen_language() != text.language():
            self.restart_offer = offer_restart(self._window)

    def _on_dialog_finished(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None


def _zoom_text(zoom: float) -> str:
    """ "Zoom 125 %" (the status bar's words for ``zoom``)."""
    return translate("classroom_actions", "Zoom {percent} %").format(percent=round(zoom * 100))
