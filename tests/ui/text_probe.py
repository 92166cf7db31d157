"""What text a person sees in the window, and whether each piece is translated and fits.

Used by ``screen_probe.py`` with the pseudo-language of ``tests/i18n/pseudo_locale.py``
(every translated string is in ［brackets］) and with the real languages.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

OPEN, CLOSE = "［", "］"
_TAG = re.compile(r"<[^>]*>")
_WORD = re.compile(r"[A-Za-z][A-Za-z_]{2,}")
#: words that are the same in every language: names of things, not sentences
SAME_EVERYWHERE = {
    "softmax",
    "NumPy",
    "Python",
    "PDF",
    "PNG",
    "CSV",
    "JSON",
    "GPT",
    "BERT",
    "LayerNorm",
}


def _plain(text: str) -> str:
    return _TAG.sub(" ", text).replace("&amp;", "&").replace("&nbsp;", " ")


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def texts_of(widget: QWidget) -> list[str]:
    """The texts ``widget`` itself draws (not its children's)."""
    if isinstance(widget, QLabel):
        return [_plain(widget.text())]
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QDockWidget):
        return [widget.windowTitle()]
    if isinstance(widget, QTabBar):
        return [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QComboBox):
        return [widget.currentText()]
    if isinstance(widget, QLineEdit) and not widget.text():
        return [widget.placeholderText()]
    return []


def _name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


_INNERMOST = re.compile(rf"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")


def _outside_translations(text: str) -> str:
    """``text`` without its ［translated］ parts; a translation may hold others (a list
    joined by a translated separator inside a translated sentence), so innermost first."""
    while True:
        stripped = _INNERMOST.sub(" ", text)
        if stripped == text:
            return text
        text = stripped


def untranslated(window: QWidget, same: set[str]) -> list[str]:
    """``"name: text"`` of every visible text with words outside any ［translation］.

    ``same`` adds words that are data rather than sentences (the session's tokens).
    """
    allowed = SAME_EVERYWHERE | same
    found = []
    for widget in window.findChildren(QWidget):
        if not shown(widget):
            continue
        for text in texts_of(widget):
            outside = _outside_translations(text)
            # names such as d_model or W_q are the maths' own, in every language
            words = [w for w in _WORD.findall(outside) if w not in allowed and "_" not in w]
            if words:
                found.append(f"{_name(widget)}: {words[:3]} in {text[:200]!r}")
    menu_bar = getattr(window, "menuBar", None)
    if menu_bar is not None:
        for action in menu_bar().actions():
            if action.text() and OPEN not in action.text():
                found.append(f"menu: {action.text()!r}")
    return sorted(set(found))


def cut_off(window: QWidget) -> list[str]:
    """``"name: text"`` of every visible text drawn narrower than it is, with no tooltip
    to read it in full (a word-wrapped label grows instead, so it never counts)."""
    found = []
    for widget in window.findChildren(QWidget):
        if not shown(widget) or widget.toolTip():
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
            if widget.textFormat().name == "RichText" or "<" in widget.text():
                continue  # measured by the layout's size hint below
            needed = QFontMetrics(widget.font()).horizontalAdvance(widget.text())
            if needed > widget.contentsRect().width() + 2:
                found.append(f"{_name(widget)}: {widget.text()[:60]!r}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 2:
                found.append(f"{_name(widget)}: {widget.text()[:60]!r}")
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                if widget.tabRect(i).width() + 2 < widget.tabSizeHint(i).width() and not (
                    widget.tabToolTip(i)
                ):
                    found.append(f"{_name(widget)} tab {i}: {widget.tabText(i)[:60]!r}")
    return sorted(set(found))
