"""Undo commands: every change a learner makes to the session is one of these.

Commands hold only what they need to go back and forth (the changed cells, or the
two sessions of a structural edit), so thousands of edits cost little memory.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QUndoCommand

from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import Session


class Document(Protocol):
    """The document as a command sees it: a session to read and a way to replace it.

    Spelled out here instead of imported, so that ``model.document`` (which pushes
    these commands) and this module do not import each other.
    """

    @property
    def session(self) -> Session: ...

    def _replace_session(
        self, session: Session, structure: bool | None = None, shown_layer: int | None = None
    ) -> None: ...


#: The id of the commands that one drag merges into one undo step (see ``mergeWith``).
DRAG_COMMAND_ID = 2026


class SetCellsCommand(QUndoCommand):
    """Set some cells of one matrix (a typed number, a paste, a cleared block).

    The edits of one drag (``drag``: a number that names that drag) merge into one
    command as they are pushed, so the picture follows the mouse and undo takes back
    the whole drag at once.
    """

    def __init__(
        self,
        document: Document,
        key: str,
        new_cells: list[edits.Cell],
        old_cells: list[edits.Cell],
        text: str,
        drag: int | None = None,
    ) -> None:
        super().__init__(text)
        self._document = document
        self._key = key
        self._new_cells = new_cells
        self._old_cells = old_cells
        self._drag = drag

    def id(self) -> int:
        return DRAG_COMMAND_ID if self._drag is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt override)
        """Take in the next edit of the same drag: its new values, and the oldest
        value of every cell (what undo must bring back)."""
        if not (
            isinstance(other, SetCellsCommand)
            and other._drag == self._drag
            and other._key == self._key
        ):
            return False
        old = {(r, c): value for r, c, value in other._old_cells}
        old.update({(r, c): value for r, c, value in self._old_cells})
        new = {(r, c): value for r, c, value in self._new_cells}
        new.update({(r, c): value for r, c, value in other._new_cells})
        self._new_cells = [(r, c, value) for (r, c), value in new.items()]
        self._old_cells = [(r, c, old[r, c]) for r, c, _ in self._new_cells]
        return True

    def redo(self) -> None:
        session = self._document.session
        self._document._replace_session(edits.set_cells(session, self._key, self._new_cells))

    def undo(self) -> None:
        session = self._document.session
        self._document._replace_session(edits.set_cells(session, self._key, self._old_cells))


class ReplaceSessionCommand(QUndoCommand):
    """Any other edit (tokens, sizes, heads, toggles): keeps the session before and after."""

    def __init__(self, document: Document, before: Session, after: Session, text: str) -> None:
        super().__init__(text)
        self._document = document
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._document._replace_session(self._after)

    def undo(self) -> None:
        self._document._replace_session(self._before)


class LayerStackCommand(ReplaceSessionCommand):
    """A layer added or removed: the sessions before and after, and the layer on show
    with each, so that undo brings back the layer the learner was looking at."""

    def __init__(
        self,
        document: Document,
        before: Session,
        after: Session,
        text: str,
        shown: tuple[int, int],
    ) -> None:
        super().__init__(document, before, after, text)
        self._shown_before, self._shown_after = shown

    def redo(self) -> None:
        self._document._replace_session(self._after, shown_layer=self._shown_after)

    def undo(self) -> None:
        self._document._replace_session(self._before, shown_layer=self._shown_before)
