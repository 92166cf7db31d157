"""Themes and zoom: light, dark and high contrast (for projectors), 75 % to 300 %.

The palette and font are set on the QApplication, so every widget follows; pyqtgraph
views draw their own colours and fonts, and table models tint the selected row
themselves, so each of those follows :class:`Appearance` itself (its ``sig_changed``,
see ``ui.plots.plot_look`` and ``ui.editors.table_look``); notes and warnings follow
the palette (``ui.foundation.label_roles``): nobody walks the widgets to restyle them.
Our own palettes are used everywhere (offscreen and bare Xvfb report no system colour
scheme).  What the learner chose lives in the window's view state
(``model.view_state``); this module puts it on screen.

There is one :class:`Appearance` per application (:meth:`Appearance.of`): every
window shares the theme and the zoom, as they share the palette and the font.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from selfattn_gui.model.view_state import clamped_zoom
from selfattn_gui.ui.classroom.classroom_style import ClassroomStyle
from selfattn_gui.ui.foundation.garbage_collection import collect
from selfattn_gui.ui.foundation.themes import (
    THEMES,
    Theme,
    palette_for,
    readable_tint,
    resolve_theme,
    row_text_contrast,
)

#: Presentation mode draws everything this much larger, on top of the learner's zoom.
PRESENTATION_SCALE = 1.5

_SIZE_RESOLVED = 0x2  # QFont::SizeResolved: the widget chose its own font size
_RATIO_PROPERTY = "_selfattn_font_ratio"


class Appearance(QObject):
    """The application's theme and zoom, applied to the app and its views.

    Attributes
    ----------
    theme_name : "system", "light", "dark" or "high-contrast" (what was asked for)
    theme : the :class:`Theme` in use ("system" resolved)
    zoom : the learner's zoom, 0.75 to 3.0
    extra_scale : a factor on top of the zoom (1.5 in presentation mode)

    Signals
    -------
    sig_changed : the theme, the zoom or the extra scale changed (the plots and the
        matrix tables follow it)
    """

    sig_changed = Signal()

    _instances: dict[int, Appearance] = {}

    @classmethod
    def of(cls, app: QApplication | None = None) -> Appearance:
        """The one Appearance of ``app`` (the running application by default)."""
        running = app or QApplication.instance()
        assert isinstance(running, QApplication), "a QApplication must exist first"
        app = running
        found = cls._instances.get(id(app))
        if found is None or found._app is not app:
            found = cls._instances[id(app)] = cls(app)
        return found

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        # Fusion (the same look on every platform, and it honours palettes), with checked
        # toggles filled and menu check boxes drawn even when off.
        if not isinstance(app.style(), ClassroomStyle):
            self._style = ClassroomStyle()
            app.setStyle(self._style)
        self.base_point_size = app.font().pointSizeF() if app.font().pointSizeF() > 0 else 10.0
        self.theme_name = "system"
        self.theme = resolve_theme("system")
        self.zoom = 1.0
        self.extra_scale = 1.0
        self.emphasis = False  # presentation: the selected query stands out more
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_system_scheme_changed)

    # -- settings ----------------------------------------------------------------------------
    @property
    def effective_scale(self) -> float:
        return self.zoom * self.extra_scale

    def set_theme(self, name: str) -> Theme:
        """Use a theme ("system" follows the desktop); unknown names count as "system"."""
        self.theme_name = name if name in THEMES else "system"
        self.theme = resolve_theme(name)
        palette = palette_for(self.theme)
        if palette != self._app.palette():  # re-polishing every widget is not free
            self._app.setPalette(palette)
            # Qt posts the change to every widget; deliver it now, so that what comes
            # next (and whoever looks next) sees the new colours.
            QApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
        self.sig_changed.emit()
        return self.theme

    def set_zoom(self, zoom: float) -> float:
        """Zoom to ``zoom`` (rounded to 25 % steps, kept within 75 % .. 300 %)."""
        self.zoom = clamped_zoom(zoom)
        self._apply_fonts()
        self.sig_changed.emit()
        return self.zoom

    def set_extra_scale(self, scale: float, emphasis: bool = False) -> None:
        """Scale everything by ``scale`` on top of the zoom (presentation mode)."""
        self.extra_scale = float(scale)
        self.emphasis = emphasis
        self._apply_fonts()
        self.sig_changed.emit()

    def _on_system_scheme_changed(self, _scheme: object) -> None:
        if self.theme_name == "system":
            self.set_theme("system")

    # -- fonts -------------------------------------------------------------------------------
    def _apply_fonts(self) -> None:
        """Set the application font; a widget that set its own point size (a larger
        title) keeps its ratio to it, measured the first time, before the font changes."""
        old_size = self._app.font().pointSizeF()
        new_size = self.base_point_size * self.effective_scale
        # A widget in a reference cycle (a closed dialog) dies when the collector runs: in
        # these walks that frees widgets still listed, and touching one crashes.
        collect()
        collecting = gc.isenabled()
        gc.disable()
        try:
            explicit = _widgets_with_their_own_size(old_size)
            font = self._app.font()
            font.setPointSizeF(new_size)
            self._app.setFont(font)
            QApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
            for widget, ratio in explicit:
                own = QFont(widget.font())
                own.setPointSizeF(ratio * new_size)
                widget.setFont(own)
        finally:
            if collecting:
                gc.enable()

    # -- views that draw their own colours ---------------------------------------------------
    def row_highlight(self) -> QColor:
        """The tint of the selected token's row; stronger in presentation mode.

        Never so strong that the row's text falls below :func:`row_text_contrast`.
        """
        colour = QColor(self.theme.row_highlight)
        if self.emphasis:
            colour.setAlpha(min(255, int(colour.alpha() * 1.6)))
        return readable_tint(
            colour, QColor(self.theme.text), QColor(self.theme.base), row_text_contrast(self.theme)
        )

    def plot_colors(self) -> tuple[str, str]:
        """(background, foreground) of the plots in this theme."""
        return self.theme.plot_background, self.theme.plot_foreground


def _widgets_with_their_own_size(app_size: float) -> list[tuple[QWidget, float]]:
    """Widgets that set their own point size, with its ratio to the app font (kept once)."""
    explicit: list[tuple[QWidget, float]] = []
    for widget in QApplication.allWidgets():
        font = widget.font()
        if not (
            widget.testAttribute(Qt.WidgetAttribute.WA_SetFont)
            and font.resolveMask() & _SIZE_RESOLVED
            and font.pointSizeF() > 0
        ):
            continue
        ratio = widget.property(_RATIO_PROPERTY)
        if not isinstance(ratio, float):
            ratio = font.pointSizeF() / app_size if app_size > 0 else 1.0
            widget.setProperty(_RATIO_PROPERTY, ratio)
        explicit.append((widget, ratio))
    return explicit
