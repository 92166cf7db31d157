"""Themes and zoom: light, dark and high contrast (for projectors), 75 % to 300 %.

The palette and font are set on the QApplication, so every widget follows; pyqtgraph
views draw their own colours and fonts, so they are told separately.  Our own palettes
are used everywhere (offscreen and bare Xvfb report no system colour scheme).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

ZOOM_MIN, ZOOM_MAX, ZOOM_STEP = 0.75, 3.0, 0.25


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    window: str
    base: str
    alternate: str
    text: str
    button: str
    highlight: str
    highlighted_text: str
    plot_background: str
    plot_foreground: str
    note: str  # colour of explanatory notes
    warning: str


THEMES: dict[str, Theme] = {
    "light": Theme(
        "light",
        "Light",
        "#efefef",
        "#ffffff",
        "#f5f5f5",
        "#1a1a1a",
        "#e4e4e4",
        "#2f6fb3",
        "#ffffff",
        "#ffffff",
        "#1a1a1a",
        "#3b4a5a",
        "#9a3b00",
    ),
    "dark": Theme(
        "dark",
        "Dark",
        "#2b2b2b",
        "#1f1f1f",
        "#262626",
        "#ececec",
        "#3a3a3a",
        "#5a9bd8",
        "#0b0b0b",
        "#1f1f1f",
        "#ececec",
        "#b8c7d6",
        "#ffb46b",
    ),
    "high-contrast": Theme(
        "high-contrast",
        "High contrast (projector)",
        "#000000",
        "#000000",
        "#101010",
        "#ffffff",
        "#1a1a1a",
        "#ffd400",
        "#000000",
        "#000000",
        "#ffffff",
        "#ffffff",
        "#ffd400",
    ),
}


def system_theme_name() -> str:
    """ "dark" when the desktop says it is dark, else "light"."""
    hints = QGuiApplication.styleHints()
    return "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"


def resolve_theme(name: str) -> Theme:
    """A theme by name; "system" (or anything unknown) follows the desktop."""
    return THEMES.get(name) or THEMES[system_theme_name()]


def _palette(theme: Theme) -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    for roles, colour in (
        ((role.Window,), theme.window),
        ((role.Base,), theme.base),
        ((role.AlternateBase,), theme.alternate),
        (
            (role.WindowText, role.Text, role.ButtonText, role.ToolTipText, role.BrightText),
            theme.text,
        ),
        ((role.Button, role.ToolTipBase), theme.button),
        ((role.Highlight,), theme.highlight),
        ((role.HighlightedText,), theme.highlighted_text),
        ((role.PlaceholderText,), theme.note),
        ((role.Link,), theme.highlight),
    ):
        for r in roles:
            palette.setColor(r, QColor(colour))
    disabled = QColor(theme.text)
    disabled.setAlpha(110)
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, r, disabled)
    return palette


def _style_sheet(theme: Theme) -> str:
    return (
        f'QLabel[role="note"] {{ color: {theme.note}; }}\n'
        f'QLabel[role="warning"] {{ color: {theme.warning}; font-weight: bold; }}\n'
        f"QToolTip {{ color: {theme.text}; background: {theme.button}; "
        f"border: 1px solid {theme.text}; }}\n"
    )


class Appearance:
    """The app's current theme and zoom, applied to the application and its plots."""

    def __init__(self, app: QApplication) -> None:
        self._app = app
        app.setStyle("Fusion")  # the same look on every platform, and it honours palettes
        self.base_point_size = app.font().pointSizeF() or 10.0
        self.theme = resolve_theme("system")
        self.theme_name = "system"
        self.zoom = 1.0

    def set_theme(self, name: str) -> Theme:
        self.theme_name = name if name in THEMES else "system"
        self.theme = resolve_theme(name)
        self._app.setPalette(_palette(self.theme))
        self._app.setStyleSheet(_style_sheet(self.theme))
        return self.theme

    def set_zoom(self, zoom: float) -> float:
        self.zoom = min(ZOOM_MAX, max(ZOOM_MIN, round(zoom / ZOOM_STEP) * ZOOM_STEP))
        font = self._app.font()
        font.setPointSizeF(self.base_point_size * self.zoom)
        self._app.setFont(font)
        return self.zoom

    def apply_to_plots(self, root: QWidget, extra_scale: float = 1.0) -> None:
        """Tell every pyqtgraph view under ``root`` the theme colours and the zoom."""
        for view in root.findChildren(QWidget):
            if hasattr(view, "set_theme_colors") and hasattr(view, "set_font_scale"):
                view.set_theme_colors(self.theme.plot_background, self.theme.plot_foreground)
                view.set_font_scale(self.zoom * extra_scale)
