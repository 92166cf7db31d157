"""The themes' colours and what is read from them: status marks, contrast, tints, palettes.

Light, dark and high contrast (for projectors). Views colour their own rich text and
drawings from here; the classroom's ``Appearance`` puts a theme on the application.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from selfattn_gui.core.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Theme:
    name: str
    label: str  # marked for translation; shown with translate("appearance", label)
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
    row_highlight: str  # "#AARRGGBB": the selected token's row in the tables
    frame: str  # lines between cells and around frames: at least 3:1 on window and base
    # ✓ / ✗ / "not yet" marks: at least 4.5:1 on window, base and button; the symbol says
    # what the colour says, so the marks also read for colour-blind learners (and bluish
    # green and vermilion stay apart for the commonest deficiencies).
    good: str
    bad: str
    caution: str


THEMES: dict[str, Theme] = {
    "light": Theme(
        "light",
        QT_TRANSLATE_NOOP("appearance", "Light"),
        window="#efefef",
        base="#ffffff",
        alternate="#f5f5f5",
        text="#1a1a1a",
        button="#e4e4e4",
        highlight="#1d4f86",  # white on it 8.4 : 1 (thin strokes reach about 5 : 1)
        highlighted_text="#ffffff",
        plot_background="#ffffff",
        plot_foreground="#1a1a1a",
        note="#3b4a5a",
        warning="#9a3b00",
        row_highlight="#462f6fb3",
        frame="#767676",
        good="#006644",
        bad="#b42318",
        caution="#8a4b00",
    ),
    "dark": Theme(
        "dark",
        QT_TRANSLATE_NOOP("appearance", "Dark"),
        window="#2b2b2b",
        base="#1f1f1f",
        alternate="#262626",
        text="#ececec",
        button="#3a3a3a",
        highlight="#86bbea",  # near-black on it 9.7 : 1 (thin strokes about 4.8 : 1)
        highlighted_text="#0b0b0b",
        plot_background="#1f1f1f",
        plot_foreground="#ececec",
        note="#b8c7d6",
        warning="#ffb46b",
        row_highlight="#605a9bd8",
        frame="#808080",
        good="#4cc38a",
        bad="#ff8a80",
        caution="#f0b45a",
    ),
    "high-contrast": Theme(
        "high-contrast",
        QT_TRANSLATE_NOOP("appearance", "High contrast (projector)"),
        window="#000000",
        base="#000000",
        alternate="#101010",
        text="#ffffff",
        button="#1a1a1a",
        highlight="#ffd400",
        highlighted_text="#000000",
        plot_background="#000000",
        plot_foreground="#ffffff",
        note="#ffffff",
        warning="#ffd400",
        row_highlight="#4dffd400",
        frame="#ffffff",
        good="#3ddc84",
        bad="#ff8c8c",
        caution="#ffd400",
    ),
}


def system_theme_name() -> str:
    """ "dark" when the desktop says it is dark, else "light"."""
    hints = QGuiApplication.styleHints()
    return "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"


def resolve_theme(name: str) -> Theme:
    """A theme by name; "system" (or anything unknown) follows the desktop."""
    return THEMES.get(name) or THEMES[system_theme_name()]


#: what :func:`status_color` can colour: a passed check, a failed one, "not there yet"
STATUS_KINDS = ("good", "bad", "caution")
#: events after which a widget that writes colours into its rich text writes them again
RECOLOUR_EVENTS = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)


def theme_of(palette: QPalette | None = None) -> Theme:
    """The theme a palette shows (the application's palette by default).

    Widgets pass their own palette, so that they colour for what they really draw on.
    A palette that is none of ours (no :class:`Appearance` yet) gets the light or the
    dark theme, whichever its window colour is nearer to.
    """
    palette = palette if palette is not None else QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    base = palette.color(QPalette.ColorRole.Base)
    for theme in THEMES.values():
        if QColor(theme.window) == window and QColor(theme.base) == base:
            return theme
    return THEMES["dark" if relative_luminance(window) < 0.5 else "light"]


def status_color(kind: str, palette: QPalette | None = None) -> QColor:
    """The colour of a ✓ ("good"), a ✗ ("bad") or a "not yet" ("caution") mark.

    Parameters
    ----------
    kind : one of :data:`STATUS_KINDS`
    palette : the palette the mark is drawn with (the application's by default)
    """
    if kind not in STATUS_KINDS:
        raise ValueError(f"unknown status {kind!r}; expected one of {', '.join(STATUS_KINDS)}")
    return QColor(getattr(theme_of(palette), kind))


def status_span(kind: str, text: str, palette: QPalette | None = None, bold: bool = True) -> str:
    """``text`` (already HTML) in the colour of :func:`status_color`, as rich text."""
    weight = "; font-weight:bold" if bold else ""
    return f"<span style='color:{status_color(kind, palette).name()}{weight}'>{text}</span>"


def relative_luminance(color: QColor) -> float:
    """WCAG relative luminance of an opaque colour, 0 (black) to 1 (white)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(color.redF())
        + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio, 1 (same) to 21 (black on white); 4.5 is enough for text."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def blend(over: QColor, under: QColor) -> QColor:
    """The opaque colour seen when ``over`` (with its alpha) is painted on ``under``."""
    alpha = over.alphaF()
    return QColor.fromRgbF(
        over.redF() * alpha + under.redF() * (1 - alpha),
        over.greenF() * alpha + under.greenF() * (1 - alpha),
        over.blueF() * alpha + under.blueF() * (1 - alpha),
    )


def row_text_contrast(theme: Theme) -> float:
    """The contrast the text of a tinted row keeps in ``theme``: 12 in high contrast, else 5.5.

    That is WCAG's 7 : 1 (projectors) and 4.5 : 1 with room to spare: the thin strokes
    of small digits reach the screen paler than their colour: in Noto Sans (many Linux
    desktops' font) white digits on a 10 : 1 tint measure 6.5 : 1 at their brightest.
    """
    return 12.0 if theme.name == "high-contrast" else 5.5


def readable_tint(tint: QColor, text: QColor, base: QColor, minimum: float) -> QColor:
    """``tint`` made as transparent as it must be for ``text`` on it over ``base`` to keep
    ``minimum`` contrast (the tint itself when it already does)."""
    result = QColor(tint)
    while result.alpha() > 0 and contrast_ratio(text, blend(result, base)) < minimum:
        result.setAlpha(result.alpha() - 1)
    return result


def palette_for(theme: Theme) -> QPalette:
    """A full palette: frames and shadows derived from the button colour, then ours."""
    palette = QPalette(QColor(theme.button), QColor(theme.window))
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
        ((role.Mid, role.Dark), theme.frame),
    ):
        for r in roles:
            palette.setColor(r, QColor(colour))
    disabled = blend(_with_alpha(theme.text, 120), QColor(theme.window))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, r, disabled)
    return palette


def _with_alpha(colour: str, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result
