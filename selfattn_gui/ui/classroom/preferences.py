"""Preferences remembered between runs: theme, zoom, colour maps and decimals shown.

:class:`Preferences` is the value kept in QSettings (``appearance/...`` keys);
:class:`PreferencesDialog` edits one (Edit → Preferences…) with a "Restore defaults".
The classroom controller puts them into the window's view state at start and
whenever they are chosen, and remembers the view state whenever it changes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import QLocale, QSettings, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from selfattn_gui.core.languages import LANGUAGES, language, match_locale
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.view_state import (
    DEFAULT_DECIMALS,
    DEFAULT_SCORES_COLORMAP,
    DEFAULT_WEIGHTS_COLORMAP,
    MAX_DECIMALS,
    SCORES_COLORMAPS,
    THEME_NAMES,
    WEIGHTS_COLORMAPS,
    ZOOM_MAX,
    ZOOM_MIN,
    ZOOM_STEP,
    ViewState,
)
from selfattn_gui.ui.foundation.bind import show_changes
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.language import saved_language
from selfattn_gui.ui.foundation.settings_store import open_settings, read_setting
from selfattn_gui.ui.foundation.themes import THEMES


def theme_label(name: str) -> str:
    """The theme ``name`` as the menu and the dialog call it, in the learner's language."""
    if name in THEMES:
        return translate("appearance", THEMES[name].label)
    return translate("preferences", "Follow the system")


def theme_labels() -> dict[str, str]:
    """Every theme's label, "system" (follow the system) first."""
    return {name: theme_label(name) for name in THEME_NAMES}


@dataclass(frozen=True)
class Preferences:
    """What the learner chose; the defaults follow the system and show 2 decimals."""

    theme: str = "system"
    zoom: float = 1.0
    weights_colormap: str = DEFAULT_WEIGHTS_COLORMAP
    scores_colormap: str = DEFAULT_SCORES_COLORMAP
    decimals: int = DEFAULT_DECIMALS

    def checked(self) -> Preferences:
        """The same preferences with anything out of range or unknown set back to its default."""
        default = Preferences()
        zoom = self.zoom if ZOOM_MIN <= self.zoom <= ZOOM_MAX else default.zoom
        return Preferences(
            theme=self.theme if self.theme in THEME_NAMES else default.theme,
            zoom=round(zoom / ZOOM_STEP) * ZOOM_STEP,
            weights_colormap=(
                self.weights_colormap
                if self.weights_colormap in WEIGHTS_COLORMAPS
                else default.weights_colormap
            ),
            scores_colormap=(
                self.scores_colormap
                if self.scores_colormap in SCORES_COLORMAPS
                else default.scores_colormap
            ),
            decimals=self.decimals if 0 <= self.decimals <= MAX_DECIMALS else default.decimals,
        )

    def replace(self, **changes: object) -> Preferences:
        return replace(self, **changes).checked()  # type: ignore[arg-type]

    @classmethod
    def of(cls, view_state: ViewState) -> Preferences:
        """The choices in force in ``view_state``."""
        return cls(
            theme=view_state.theme_name,
            zoom=view_state.zoom,
            weights_colormap=view_state.weights_colormap,
            scores_colormap=view_state.scores_colormap,
            decimals=view_state.decimals,
        )

    def put_into(self, view_state: ViewState) -> None:
        """Make these the choices of ``view_state`` (it signals what really changed)."""
        view_state.set_theme_name(self.theme)
        view_state.set_zoom(self.zoom)
        view_state.set_weights_colormap(self.weights_colormap)
        view_state.set_scores_colormap(self.scores_colormap)
        view_state.set_decimals(self.decimals)


def load_preferences(settings: QSettings | None = None) -> Preferences:
    """The saved preferences (defaults for anything missing, mistyped or out of range)."""
    settings = settings or open_settings()
    default = Preferences()
    return Preferences(
        theme=read_setting(settings, "appearance/theme", default.theme, str),
        zoom=read_setting(settings, "appearance/zoom", default.zoom, float),
        weights_colormap=read_setting(
            settings, "appearance/weights_colormap", default.weights_colormap, str
        ),
        scores_colormap=read_setting(
            settings, "appearance/scores_colormap", default.scores_colormap, str
        ),
        decimals=read_setting(settings, "view/decimals", default.decimals, int),
    ).checked()


def save_preferences(preferences: Preferences, settings: QSettings | None = None) -> None:
    settings = settings or open_settings()
    settings.setValue("appearance/theme", preferences.theme)
    settings.setValue("appearance/zoom", preferences.zoom)
    settings.setValue("appearance/weights_colormap", preferences.weights_colormap)
    settings.setValue("appearance/scores_colormap", preferences.scores_colormap)
    settings.setValue("view/decimals", preferences.decimals)


def _translated(labels: dict[str, str]) -> dict[str, str]:
    """A colour map's labels (marked in ``model.view_state``) in the learner's language."""
    return {key: translate("view_state", label) for key, label in labels.items()}


def _language_labels() -> dict[str, str]:
    """ "Follow the system (Español)", then every language in its own words."""
    system = language(match_locale(QLocale.system().name())).name
    labels = {
        "": translate("preferences", "Follow the system ({language})").format(language=system)
    }
    labels.update({lang.code: lang.name for lang in LANGUAGES})
    return labels


def _choose(combo: QComboBox, key: str) -> None:
    combo.setCurrentIndex(max(0, combo.findData(key)))


def _combo(name: str, accessible: str, description: str, items: dict[str, str]) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    combo.setAccessibleDescription(description)
    for key, label in items.items():
        combo.addItem(label, key)
    return combo


_Button = QDialogButtonBox.StandardButton
#: what each of the dialog's buttons does, for a screen reader
_BUTTON_DESCRIPTIONS = {
    _Button.Ok: QT_TRANSLATE_NOOP("preferences", "Use these choices and close"),
    _Button.Apply: QT_TRANSLATE_NOOP("preferences", "Use these choices and keep the dialog open"),
    _Button.Cancel: QT_TRANSLATE_NOOP("preferences", "Close without using the choices made here"),
    _Button.RestoreDefaults: QT_TRANSLATE_NOOP(
        "preferences", "Put the defaults in the fields (nothing is used until OK or Apply)"
    ),
}


def _dialog_buttons() -> QDialogButtonBox:
    """OK, Apply, Cancel and Restore defaults, each saying what it does to a screen reader."""
    buttons = QDialogButtonBox(
        _Button.Ok | _Button.Apply | _Button.Cancel | _Button.RestoreDefaults
    )
    buttons.setObjectName("buttons.preferences")
    for which, description in _BUTTON_DESCRIPTIONS.items():
        button = buttons.button(which)
        if button is not None:
            button.setAccessibleDescription(translate("preferences", description))
    return buttons


class PreferencesDialog(QDialog):
    """Theme, zoom, colour maps and decimals; OK or Apply sends ``sig_preferences_chosen``.

    While it is open its fields follow ``view_state``: a choice made elsewhere (the
    decimals in the toolbar, Ctrl + Plus) shows in the field at once.
    """

    sig_preferences_chosen = Signal(object)  # a Preferences
    sig_language_chosen = Signal(str)  # a language code, "" to follow the system

    def __init__(self, view_state: ViewState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.preferences")
        self.setWindowTitle(translate("preferences", "Preferences"))
        self.theme_combo = _combo(
            "combo.theme",
            translate("preferences", "Theme"),
            translate("preferences", "The window's colours; high contrast for a projector"),
            theme_labels(),
        )
        self.zoom_spin = QSpinBox()
        self.zoom_spin.setObjectName("spin.zoom")
        self.zoom_spin.setAccessibleName(translate("preferences", "Zoom in percent"))
        self.zoom_spin.setAccessibleDescription(
            translate("preferences", "How large the window's text and numbers are")
        )
        self.zoom_spin.setRange(round(ZOOM_MIN * 100), round(ZOOM_MAX * 100))
        self.zoom_spin.setSingleStep(round(ZOOM_STEP * 100))
        self.zoom_spin.setSuffix(" %")
        self.weights_combo = _combo(
            "combo.weights_colormap",
            translate("preferences", "Colour map of the weights"),
            translate("preferences", "The colours of the weights heatmap, from 0 to 1"),
            _translated(WEIGHTS_COLORMAPS),
        )
        self.scores_combo = _combo(
            "combo.scores_colormap",
            translate("preferences", "Colour map of the scores"),
            translate("preferences", "The colours of the scores heatmap, negative to positive"),
            _translated(SCORES_COLORMAPS),
        )
        self.decimals_spin = QSpinBox()
        self.decimals_spin.setObjectName("spin.preferences_decimals")
        self.decimals_spin.setAccessibleName(translate("preferences", "Decimals shown"))
        self.decimals_spin.setAccessibleDescription(
            translate("preferences", "How many digits every number shows")
        )
        self.decimals_spin.setRange(0, MAX_DECIMALS)
        self.language_combo = _combo(
            "combo.language",
            translate("preferences", "Language"),
            translate(
                "preferences", "The language of the window and the lessons, from the next start"
            ),
            _language_labels(),
        )
        _choose(self.language_combo, saved_language())

        form = QFormLayout()
        form.addRow(translate("preferences", "&Language:"), self.language_combo)
        form.addRow(translate("preferences", "&Theme:"), self.theme_combo)
        form.addRow(translate("preferences", "&Zoom:"), self.zoom_spin)
        form.addRow(translate("preferences", "&Weights colours:"), self.weights_combo)
        form.addRow(translate("preferences", "&Scores colours:"), self.scores_combo)
        form.addRow(translate("preferences", "&Decimals shown:"), self.decimals_spin)
        hint = QLabel(
            translate(
                "preferences",
                "The colour maps read the same for the common kinds of colour blindness. "
                "Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.",
            )
        )
        hint.setWordWrap(True)
        show_as(hint, "note")
        self.buttons = _dialog_buttons()
        self.buttons.clicked.connect(self._on_buttons_clicked)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.buttons)
        self.show_preferences(Preferences.of(view_state))
        self._follow(view_state)

    def _follow(self, view_state: ViewState) -> None:
        """Show each change of ``view_state`` in its field (without sending it back)."""
        for combo, changed in (
            (self.theme_combo, view_state.sig_theme_changed),
            (self.weights_combo, view_state.sig_weights_colormap_changed),
            (self.scores_combo, view_state.sig_scores_colormap_changed),
        ):
            show_changes(changed, combo, partial(_choose, combo))
        show_changes(
            view_state.sig_zoom_changed,
            self.zoom_spin,
            lambda z: self.zoom_spin.setValue(round(z * 100)),
        )
        show_changes(
            view_state.sig_decimals_changed, self.decimals_spin, self.decimals_spin.setValue
        )

    def show_preferences(self, preferences: Preferences) -> None:
        """Put ``preferences`` in the fields (nothing is applied yet)."""
        for combo, key in (
            (self.theme_combo, preferences.theme),
            (self.weights_combo, preferences.weights_colormap),
            (self.scores_combo, preferences.scores_colormap),
        ):
            _choose(combo, key)
        self.zoom_spin.setValue(round(preferences.zoom * 100))
        self.decimals_spin.setValue(preferences.decimals)

    def preferences(self) -> Preferences:
        """What the fields say now."""
        return Preferences(
            theme=str(self.theme_combo.currentData()),
            zoom=self.zoom_spin.value() / 100,
            weights_colormap=str(self.weights_combo.currentData()),
            scores_colormap=str(self.scores_combo.currentData()),
            decimals=self.decimals_spin.value(),
        ).checked()

    def _on_buttons_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ResetRole:
            self.show_preferences(Preferences())
            _choose(self.language_combo, "")
        elif role in (
            QDialogButtonBox.ButtonRole.AcceptRole,
            QDialogButtonBox.ButtonRole.ApplyRole,
        ):
            self.sig_preferences_chosen.emit(self.preferences())
            self.sig_language_chosen.emit(str(self.language_combo.currentData()))
            if role == QDialogButtonBox.ButtonRole.AcceptRole:
                self.accept()
        else:
            self.reject()
