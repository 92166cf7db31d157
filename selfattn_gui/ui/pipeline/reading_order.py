"""Tab goes through the pipeline as it reads: stage after stage, each card top to bottom.

Qt's Tab order is the order the widgets were made in, and the window makes its tables
before the plots and the pipeline that holds them all, so without this Tab would go
through every table first and reach the scores heatmap last.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QLayout, QSplitter, QStackedWidget, QWidget


def controls_of(stage: QWidget) -> list[QWidget]:
    """The widgets of ``stage`` that take the focus with Tab, in the order they sit on it.

    The order is the layouts' (a splitter's and a stack's in their own order), not the
    order of the children, which raising a widget changes.  Hidden ones count too (they
    take their place when shown); the parts inside a control (a table's cell editor, a
    plot's viewport) do not.
    """
    controls: list[QWidget] = []
    for widget in [*_in_layout_order(stage), *stage.findChildren(QWidget)]:
        if widget in controls or not _takes_tab(widget):
            continue
        if not any(control.isAncestorOf(widget) for control in controls):
            controls.append(widget)
    return controls


def _takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def _in_layout_order(widget: QWidget) -> Iterator[QWidget]:
    """``widget``'s descendants as its layouts place them, depth first."""
    parts: list[QWidget | None]
    if isinstance(widget, (QSplitter, QStackedWidget)):
        parts = [widget.widget(index) for index in range(widget.count())]
    else:
        parts = list(_layout_widgets(widget.layout()))
    for part in parts:
        if part is not None:
            yield part
            yield from _in_layout_order(part)


def _layout_widgets(layout: QLayout | None) -> Iterator[QWidget]:
    for index in range(layout.count() if layout is not None else 0):
        item = layout.itemAt(index) if layout is not None else None
        if item is None:
            continue
        widget = item.widget()
        if widget is not None:
            yield widget
        else:
            yield from _layout_widgets(item.layout())


class ReadingOrder(QObject):
    """Keeps the controls of ``stages`` in reading order in the Tab chain, after ``first``.

    Call :meth:`request` when controls may have come or gone (a head added gives the
    all-heads view a new heatmap); the order is set again once the change is drawn.
    """

    def __init__(self, first: QWidget, stages: Sequence[QWidget]) -> None:
        super().__init__(first)
        self._first = first
        self._stages = list(stages)
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self.apply)
        self.apply()

    def request(self, *_args: object) -> None:
        """Set the order again once the events now waiting are handled."""
        self._timer.start()

    def apply(self) -> list[QWidget]:
        """Chain the controls stage by stage; returns them in their new order."""
        controls = [control for stage in self._stages for control in controls_of(stage)]
        previous = self._first
        for control in controls:
            QWidget.setTabOrder(previous, control)
            previous = control
        return controls
