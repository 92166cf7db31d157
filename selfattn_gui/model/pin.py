"""The pin: numbers kept to compare with, until unpinned.

"Pin" keeps the document's session and its result as they are.  From then on every
view that shows a matrix asks :meth:`Pin.compare` for the pinned matrix beside the
current one and draws both; no view keeps numbers of its own.  The pin is view
state, not part of the session: undo and redo leave it alone (undoing walks back
towards the pinned numbers, which is a way to see the change shrink), saving keeps
it, and opening another session (a file, an example, a lesson's example) unpins,
because its numbers have nothing to do with the pinned ones.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import layer_on_show
from selfattn_gui.core.maths.matrices import Matrix
from selfattn_gui.core.maths.pin_compare import NOT_PINNED, Comparison, compare
from selfattn_gui.core.sessions.session import Session


class PinnedDocument(Protocol):
    """What the pin reads of the document: its numbers now and the head on show."""

    @property
    def session(self) -> Session: ...

    @property
    def result(self) -> AttentionResult: ...

    @property
    def selected_head(self) -> int: ...

    @property
    def shown_layer(self) -> int: ...

    @property
    def shown_session(self) -> Session: ...

    @property
    def shown_result(self) -> AttentionResult: ...


class Pin(QObject):
    """The pinned session and result of one document (or none).

    Signals
    -------
    sig_pin_changed(bool) : pinned (True) or unpinned (False); views redraw
    """

    sig_pin_changed = Signal(bool)

    def __init__(self, document: PinnedDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._pinned: tuple[Session, AttentionResult] | None = None
        # Comparisons asked for since the last result: the table, its heatmap and the
        # exports of one matrix share one, and none is made for a matrix not on show.
        self._comparisons: dict[tuple[str, int], Comparison] = {}
        self._compared_result: AttentionResult | None = None

    @property
    def is_pinned(self) -> bool:
        return self._pinned is not None

    @property
    def pinned_numbers(self) -> tuple[Session, AttentionResult] | None:
        """The pinned session and result (None: not pinned); a new pin is a new tuple."""
        return self._pinned

    @property
    def session(self) -> Session | None:
        """The session at the pin, or None."""
        return None if self._pinned is None else self._pinned[0]

    def pin(self) -> None:
        """Keep the document's numbers as they are now (pinning again moves the pin)."""
        document = self._document
        self._pinned = (document.session, document.result)
        self._comparisons = {}
        self.sig_pin_changed.emit(True)

    def unpin(self) -> None:
        """Forget the pinned numbers; nothing to do when there are none."""
        if self._pinned is None:
            return
        self._pinned = None
        self._comparisons = {}
        self.sig_pin_changed.emit(False)

    def set_pinned(self, pinned: bool) -> None:
        """Pin (True) or unpin (False): what a checkable action calls."""
        if pinned and not self.is_pinned:
            self.pin()
        elif not pinned:
            self.unpin()

    def compare(self, matrix: Matrix, head: int | None = None) -> Comparison:
        """``matrix`` at the pin beside the document's (head: the selected one by default).

        Not pinned: a comparison with nothing in it.
        """
        if self._pinned is None:
            return NOT_PINNED
        document = self._document
        head = document.selected_head if head is None else head
        now = (document.shown_session, document.shown_result)
        if self._compared_result is not now[1]:  # a new result, or another layer on show
            self._comparisons = {}
            self._compared_result = now[1]
        key = (matrix.key, head if matrix.per_head else 0)
        comparison = self._comparisons.get(key)
        if comparison is None:
            comparison = compare(matrix, self._at_the_pin(document.shown_layer), now, head)
            self._comparisons[key] = comparison
        return comparison

    def _at_the_pin(self, layer: int) -> tuple[Session, AttentionResult]:
        """The pinned numbers of the layer on show (as they are when the pin has fewer
        layers: the comparison then says what does not match)."""
        assert self._pinned is not None
        session, result = self._pinned
        if layer >= session.n_layers:
            return self._pinned
        return layer_on_show(session, result, layer)
