"""Connect a state's signal to a widget, with the widget's signals blocked.

:func:`signals_blocked` is the one way to quiet widgets while the code sets them (as
superqt's ``signals_blocked``): a ``with`` block, so they speak again even if setting
them raises.

A widget that shows a value of the view state is told about changes with its own
signals blocked, so the update can't bounce back into the state as a second change
(napari's ``_qt/utils.py`` does the same).  The connection lives as long as the
widget: it goes through a small object parented to the widget, so a dialog that is
closed and deleted stops listening by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

from PySide6.QtCore import QObject, QSignalBlocker, SignalInstance
from PySide6.QtWidgets import QSpinBox


@contextmanager
def signals_blocked(*objects: QObject) -> Iterator[None]:
    """Inside the block, ``objects`` send no signals; afterwards each is as it was."""
    with ExitStack() as stack:
        for thing in objects:
            stack.enter_context(QSignalBlocker(thing))
        yield


class _Follower(QObject):
    """Calls ``show`` with each value ``signal`` sends, ``widget``'s signals blocked."""

    def __init__(self, widget: QObject, show: Callable[[Any], object]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._show = show

    def on_changed(self, value: object) -> None:
        with signals_blocked(self._widget):
            self._show(value)


def show_changes(signal: SignalInstance, widget: QObject, show: Callable[[Any], object]) -> None:
    """From now on, ``show(value)`` whenever ``signal`` sends a value, without ``widget``
    sending signals of its own; stops when ``widget`` is deleted."""
    follower = _Follower(widget, show)
    signal.connect(follower.on_changed)


def bind_spin_box(
    spin: QSpinBox, value: int, changed: SignalInstance, set_value: Callable[[int], object]
) -> None:
    """Keep ``spin`` and a state in step both ways.

    Parameters
    ----------
    spin : the spin box that shows and changes the value
    value : the state's value now
    changed : the state's signal, sent with the new value
    set_value : the state's setter, called with what the learner chose
    """
    with signals_blocked(spin):
        spin.setValue(value)
    show_changes(changed, spin, spin.setValue)
    spin.valueChanged.connect(set_value)
