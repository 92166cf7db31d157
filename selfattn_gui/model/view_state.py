"""How the numbers are shown, owned in one place: decimals, colour maps, theme, zoom, veil.

:class:`ViewState` holds what the learner chose for one window.  The toolbar, the
preferences, the views and the exports bind to it: a control calls a setter, and
every view that shows numbers or colours listens to the signal of what it uses.  A
setter clamps or checks its value and signals only when the value really changed,
so a control told about a change it made itself has nothing to send back.

Remembering the choices between runs is the classroom's job (``ui.classroom``); this
module only knows what a valid choice is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from selfattn_gui.core.text import QT_TRANSLATE_NOOP

MAX_DECIMALS = 6
DEFAULT_DECIMALS = 2
ZOOM_MIN, ZOOM_MAX, ZOOM_STEP = 0.75, 3.0, 0.25
#: "system" follows the desktop; the others are the app's own palettes.
THEME_NAMES = ("system", "light", "dark", "high-contrast")
#: Sequential maps for the weights (0..1), safe for the common colour-vision deficiencies.
WEIGHTS_COLORMAPS = {"viridis": "Viridis", "cividis": "Cividis"}
#: Diverging maps for the scores (white at 0), safe for the common colour-vision deficiencies.
#: Their names are translated where shown: ``translate("view_state", SCORES_COLORMAPS[key])``.
SCORES_COLORMAPS = {
    "diverging": QT_TRANSLATE_NOOP("view_state", "Blue – white – orange"),
    "CET-CBD1": QT_TRANSLATE_NOOP("view_state", "Blue – white – yellow"),
}
DEFAULT_WEIGHTS_COLORMAP = "viridis"
DEFAULT_SCORES_COLORMAP = "diverging"


def clamped_zoom(zoom: float) -> float:
    """``zoom`` rounded to 25 % steps and kept within 75 % .. 300 %."""
    return min(ZOOM_MAX, max(ZOOM_MIN, round(float(zoom) / ZOOM_STEP) * ZOOM_STEP))


class ViewState(QObject):
    """The display choices of one window, with one signal per choice.

    Attributes
    ----------
    decimals : digits shown after the point in the tables and heatmaps, 0 to 6
    weights_colormap : colour map of the weights (a key of :data:`WEIGHTS_COLORMAPS`)
    scores_colormap : colour map of the scores (a key of :data:`SCORES_COLORMAPS`)
    theme_name : one of :data:`THEME_NAMES`
    zoom : the learner's zoom, 0.75 to 3.0 in steps of 0.25
    veiled : the catalogue keys of the matrices whose numbers every view shows as "?"
        (a lesson's open question hides its answer; the document's numbers never change)

    Signals
    -------
    sig_decimals_changed(int), sig_weights_colormap_changed(str),
    sig_scores_colormap_changed(str), sig_theme_changed(str), sig_zoom_changed(float):
    each sent once per real change, with the new value.
    """

    sig_decimals_changed = Signal(int)
    sig_weights_colormap_changed = Signal(str)
    sig_scores_colormap_changed = Signal(str)
    sig_theme_changed = Signal(str)
    sig_zoom_changed = Signal(float)
    sig_veil_changed = Signal(object)  # frozenset[str]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._decimals = DEFAULT_DECIMALS
        self._weights_colormap = DEFAULT_WEIGHTS_COLORMAP
        self._scores_colormap = DEFAULT_SCORES_COLORMAP
        self._theme_name = "system"
        self._zoom = 1.0
        self._veiled: frozenset[str] = frozenset()

    @property
    def decimals(self) -> int:
        return self._decimals

    @property
    def weights_colormap(self) -> str:
        return self._weights_colormap

    @property
    def scores_colormap(self) -> str:
        return self._scores_colormap

    @property
    def theme_name(self) -> str:
        return self._theme_name

    @property
    def zoom(self) -> float:
        return self._zoom

    @property
    def veiled(self) -> frozenset[str]:
        return self._veiled

    def is_veiled(self, key: str) -> bool:
        """Whether the numbers of the catalogue matrix ``key`` are hidden right now."""
        return key in self._veiled

    def set_veiled(self, keys: frozenset[str] | set[str] | tuple[str, ...]) -> frozenset[str]:
        """Hide the numbers of the matrices ``keys`` in every view (empty: hide nothing)."""
        keys = frozenset(keys)
        if keys != self._veiled:
            self._veiled = keys
            self.sig_veil_changed.emit(keys)
        return self._veiled

    def set_decimals(self, decimals: int) -> int:
        """Show ``decimals`` digits (kept within 0 .. 6); returns the number in force."""
        decimals = max(0, min(MAX_DECIMALS, int(decimals)))
        if decimals != self._decimals:
            self._decimals = decimals
            self.sig_decimals_changed.emit(decimals)
        return self._decimals

    def set_weights_colormap(self, name: str) -> str:
        """Draw the weights with ``name``; a map that is not offered is ignored."""
        if name in WEIGHTS_COLORMAPS and name != self._weights_colormap:
            self._weights_colormap = name
            self.sig_weights_colormap_changed.emit(name)
        return self._weights_colormap

    def set_scores_colormap(self, name: str) -> str:
        """Draw the scores with ``name``; a map that is not offered is ignored."""
        if name in SCORES_COLORMAPS and name != self._scores_colormap:
            self._scores_colormap = name
            self.sig_scores_colormap_changed.emit(name)
        return self._scores_colormap

    def set_theme_name(self, name: str) -> str:
        """Use the theme ``name``; an unknown name counts as "system"."""
        name = name if name in THEME_NAMES else "system"
        if name != self._theme_name:
            self._theme_name = name
            self.sig_theme_changed.emit(name)
        return self._theme_name

    def set_zoom(self, zoom: float) -> float:
        """Zoom to ``zoom`` (rounded to 25 % steps, kept within 75 % .. 300 %)."""
        zoom = clamped_zoom(zoom)
        if zoom != self._zoom:
            self._zoom = zoom
            self.sig_zoom_changed.emit(zoom)
        return self._zoom
