"""What a screen reader reads of the widgets on show, asked through ``QAccessible`` only.

Shared by the keyboard tests and the tests of each panel: which widgets take the focus
with Tab, what a screen reader says they are (their name) and what they do (their
description), and which of them would be read out as nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget


def tab_stops_on_show(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` that Tab stops at now: shown, enabled, not a proxy's part."""
    return [
        widget
        for widget in root.findChildren(QWidget)
        if widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
    ]


def spoken(widget: QWidget, text_kind: QAccessible.Text) -> list[str]:
    """What a screen reader reads of ``widget``: of a tab bar, what it reads of each tab
    (Qt gives a tab bar itself no description: it reads the tab on show)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return [""]
    if (
        interface.role() == QAccessible.Role.PageTabList
        and text_kind == QAccessible.Text.Description
    ):
        tabs = [interface.child(i) for i in range(interface.childCount())]
        return [t.text(text_kind) for t in tabs if t.role() == QAccessible.Role.PageTab]
    return [interface.text(text_kind)]


def without(text_kind: QAccessible.Text, widgets: list[QWidget]) -> list[str]:
    """The widgets (type and object name) with an empty ``text_kind``, or one in markup."""
    return [
        f"{type(widget).__name__} {widget.objectName()!r}"
        for widget in widgets
        if not all(text.strip() and "<" not in text for text in spoken(widget, text_kind))
    ]
