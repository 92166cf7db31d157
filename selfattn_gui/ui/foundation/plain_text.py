"""Showing text that comes from outside the app (sessions, lessons, settings, typed input).

Qt guesses "rich text" for any string that looks like HTML (``Qt.TextFormat.AutoText``),
and rich text loads ``<img src=…>`` from any path: ``/dev/zero`` fills memory, any other
path reads the learner's files.  So text from outside never reaches a label, tooltip,
message box or plot title as it is; it goes through one of these:

- :func:`plain_label` / :func:`set_plain` for a label that shows it as typed;
- :func:`escaped` to put it inside app-made rich text (heatmap titles, checks rows);
- :func:`tooltip` for a tooltip (tooltips are always AutoText, so the text is escaped
  and wrapped in a tag that makes Qt read it as rich text, shown literally), and
  :func:`set_tooltip` to give a widget one (a screen reader then reads the plain words);
- :func:`message` for a message box with plain-text body.

Each also shortens very long text and keeps bidirectional overrides in a learner's
label (U+202E …) from reversing the app's own words around it.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from selfattn_gui.core.files.invisible_text import without_invisible

#: Longest piece of outside text shown in one place; the rest becomes "…".
MAX_SHOWN = 300

_FIRST_STRONG_ISOLATE = "\u2068"
_POP_DIRECTIONAL_ISOLATE = "\u2069"


def shown(text: object, limit: int = MAX_SHOWN) -> str:
    """Outside text made fit to show: a string, controls removed, at most ``limit`` characters.

    Right-to-left text (a Hebrew or Arabic token) stays right-to-left; it is isolated so
    it cannot flip the words around it.
    """
    text = without_invisible(str(text))
    if len(text) > limit:
        text = text[: max(limit - 1, 0)] + "…"
    if any(_is_right_to_left(ch) for ch in text):
        text = f"{_FIRST_STRONG_ISOLATE}{text}{_POP_DIRECTIONAL_ISOLATE}"
    return text


def _is_right_to_left(ch: str) -> bool:
    # Hebrew, Arabic, Syriac, Thaana, NKo … and their presentation forms.
    code = ord(ch)
    return 0x0590 <= code <= 0x08FF or 0xFB1D <= code <= 0xFDFF or 0xFE70 <= code <= 0xFEFF


def escaped(text: object, limit: int = MAX_SHOWN) -> str:
    """Outside text ready to sit inside app-made rich text: :func:`shown`, then HTML-escaped.

    Quotes stay as they are: the result goes between tags, never into an attribute.
    """
    return html.escape(shown(text, limit), quote=False)


def rich_from_plain(text: str) -> str:
    """Rich text that Qt shows exactly as the plain ``text`` reads, line breaks kept.

    For places Qt always treats as AutoText (tooltips, item-view tooltips): the leading
    tag makes Qt parse it as rich text, and the escaping makes every character literal.
    ``text`` should already have gone through :func:`shown` where it is outside text.
    """
    body = html.escape(text, quote=False).replace("\n", "<br>")
    return f"<p style='white-space:pre-wrap'>{body}</p>"


def tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally (see :func:`rich_from_plain`)."""
    return rich_from_plain(text) if text else ""


def set_tooltip(widget: QWidget, text: str) -> None:
    """Give ``widget`` the tooltip ``text`` shown literally, and the same words, without the
    markup of :func:`tooltip`, as what a screen reader reads (Qt reads the tooltip's HTML)."""
    tip = tooltip(text)
    if widget.toolTip() != tip:  # a new tooltip lays the widget out again
        widget.setToolTip(tip)
        widget.setAccessibleDescription(text)


def set_plain(label: QLabel, text: str) -> None:
    """Show ``text`` in ``label`` exactly as it is (the label is switched to plain text)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that never interprets its text."""
    label = QLabel(parent)
    set_plain(label, text)
    return label


def message(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
    details: Iterable[str] = (),
    informative: str = "",
) -> QMessageBox.StandardButton:
    """Show a modal message whose text (and optional detail lines) are plain text.

    The static helpers (``QMessageBox.warning`` …) use AutoText, so they must not be
    given outside text; this is their plain-text twin.  ``informative`` is shown
    under the text (the technical detail of a problem).  Returns the button pressed.
    """
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text follows it
    box.setText(text)
    if informative:
        box.setInformativeText(informative)
    detail_lines = list(details)
    if detail_lines:
        # The detailed text is a plain QTextEdit (setPlainText), never interpreted.
        box.setDetailedText("\n".join(detail_lines))
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return QMessageBox.StandardButton(box.exec())
