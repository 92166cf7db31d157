"""Zoom, themes, colour maps and preferences for the main window.

:class:`Classroom` (built by ``ui.shell.compose``) adds View → Zoom in / out / Actual
size (Ctrl + Plus, Ctrl + Minus, Ctrl + 0), View → Theme, Edit → Preferences… and the
zoom in the status bar, then applies the preferences saved by the last run.  Every
change is remembered in QSettings.  Presentation mode is :mod:`presentation`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSignalBlocker
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from selfattn_gui.ui.classroom.appearance import THEME_NAMES, ZOOM_STEP, Appearance
from selfattn_gui.ui.classroom.preferences import (
    THEME_LABELS,
    Preferences,
    PreferencesDialog,
    load_preferences,
    save_preferences,
)

if TYPE_CHECKING:
    from selfattn_gui.ui.shell.main_window import MainWindow


class Classroom(QObject):
    """Applies the preferences to one window and owns the actions that change them.

    Attributes
    ----------
    appearance : the application's :class:`~selfattn_gui.ui.classroom.appearance.Appearance`
    preferences : the preferences in force (and saved)
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.appearance = Appearance.of()
        self.preferences = load_preferences()
        self.dialog: PreferencesDialog | None = None
        self._plot_count = 0

        self.zoom_label = QLabel()
        self.zoom_label.setObjectName("label.zoom")
        self.zoom_label.setToolTip("Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %")
        window.statusBar().addPermanentWidget(self.zoom_label)
        self._build_actions()

        window.toolbar.decimals_spin.valueChanged.connect(self._on_decimals_spin_changed)
        self._most_heads = window.document.session.n_heads  # heatmaps exist for these
        window.document.sig_result_changed.connect(self._on_document_result_changed)
        self.apply(self.preferences, remember=False, force=True)

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
            "Zoom &in",
            "action.zoom_in",
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")],
            lambda: self.set_zoom(self.preferences.zoom + ZOOM_STEP),
        )
        self.zoom_out = self._action(
            "Zoom &out",
            "action.zoom_out",
            [QKeySequence(QKeySequence.StandardKey.ZoomOut)],
            lambda: self.set_zoom(self.preferences.zoom - ZOOM_STEP),
        )
        self.zoom_reset = self._action(
            "&Actual size (100 %)",
            "action.zoom_reset",
            [QKeySequence("Ctrl+0")],
            lambda: self.set_zoom(1.0),
        )
        self.preferences_action = self._action(
            "&Preferences…",
            "action.preferences",
            [QKeySequence(QKeySequence.StandardKey.Preferences), QKeySequence("Ctrl+,")],
            self.show_preferences,
        )
        theme_menu = QMenu("&Theme", window)
        theme_menu.setObjectName("menu.theme")
        self.theme_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for name in THEME_NAMES:
            action = QAction(THEME_LABELS[name], theme_menu)
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
        """Use ``preferences`` in this window (and remember them for the next run).

        ``force`` sets the theme even when its name has not changed (at start: the
        palette may still be the platform's).
        """
        preferences = preferences.checked()
        old, self.preferences = self.preferences, preferences
        appearance = self.appearance
        if force or preferences.theme != appearance.theme_name:
            appearance.set_theme(preferences.theme)
        if preferences.zoom != appearance.zoom:
            appearance.set_zoom(preferences.zoom)
        appearance.set_colormaps(preferences.weights_colormap, preferences.scores_colormap)
        spin = self._window.toolbar.decimals_spin
        if spin.value() != preferences.decimals:
            spin.setValue(preferences.decimals)  # the window follows the spin box
        appearance.apply_to(self._window)
        self._plot_count = self._count_plots()
        self._refresh_controls()
        if remember and preferences != old:
            save_preferences(preferences)

    def set_zoom(self, zoom: float) -> None:
        self.apply(self.preferences.replace(zoom=zoom))
        self._window.statusBar().showMessage(f"Zoom {round(self.appearance.zoom * 100)} %", 2000)

    def set_theme(self, name: str, remember: bool = True) -> None:
        """Use a theme: "system", "light", "dark" or "high-contrast"."""
        self.apply(self.preferences.replace(theme=name), remember=remember)

    def _refresh_controls(self) -> None:
        zoom = self.appearance.zoom
        self.zoom_label.setText(f"Zoom {round(zoom * 100)} %")
        self.zoom_in.setEnabled(zoom < 3.0)
        self.zoom_out.setEnabled(zoom > 0.75)
        for name, action in self.theme_actions.items():
            blocker = QSignalBlocker(action)
            action.setChecked(name == self.appearance.theme_name)
            del blocker

    def _on_decimals_spin_changed(self, decimals: int) -> None:
        if decimals != self.preferences.decimals:
            self.preferences = self.preferences.replace(decimals=decimals)
            save_preferences(self.preferences)
            if self.dialog is not None:
                self.dialog.decimals_spin.setValue(decimals)

    def _count_plots(self) -> int:
        return sum(1 for w in self._window.findChildren(QWidget) if hasattr(w, "set_font_scale"))

    def _on_document_result_changed(self) -> None:
        # A new head brings a new heatmap: give it the theme and the zoom too.  Walking
        # every widget costs ~2 ms, so only look when the number of heads grew.
        heads = self._window.document.session.n_heads
        if heads <= self._most_heads:
            return
        self._most_heads = heads
        count = self._count_plots()
        if count != self._plot_count:
            self._plot_count = count
            self.appearance.apply_to_plots(self._window)

    # -- the dialog --------------------------------------------------------------------------
    def show_preferences(self) -> PreferencesDialog:
        """Open Edit → Preferences (not modal: the window keeps working behind it)."""
        if self.dialog is None:
            self.dialog = PreferencesDialog(self.preferences, self._window)
            self.dialog.sig_preferences_chosen.connect(self.apply)
            self.dialog.finished.connect(self._on_dialog_finished)
        else:
            self.dialog.show_preferences(self.preferences)
        self.dialog.open()
        return self.dialog

    def _on_dialog_finished(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None
