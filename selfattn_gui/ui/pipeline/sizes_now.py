"""The sizes a change of text asks for, known and laid out at once rather than turns later.

A layout keeps what its items asked for until it is laid out again, and Qt lays out
nested layouts one level per turn of the event loop: after the pipeline's text changes
size, the stages ask for the room of the old text for several turns, and the window is
painted in between, half laid out.  The pipeline's fit measures and lays out its stages
with these two instead, before the event loop turns.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def forget_sizes(widget: QWidget) -> None:
    """Make every layout in ``widget`` (and ``widget``'s own) ask its items again what
    size they want, so that every size asked for from now on is that of their text now."""
    for each in (widget, *widget.findChildren(QWidget)):
        layout = each.layout()
        if layout is not None:
            _forget(layout)


def _forget(layout: QLayout) -> None:
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        item.invalidate()  # (a widget's item keeps what its widget asked for)
        inner = item.layout()
        if inner is not None:
            _forget(inner)


def lay_out_now(widget: QWidget) -> None:
    """Lay out ``widget`` and every widget on show in it now, outer layouts first."""
    for each in (widget, *widget.findChildren(QWidget)):  # (parents come before children)
        layout = each.layout()
        if layout is not None and each.isVisible():
            layout.activate()
