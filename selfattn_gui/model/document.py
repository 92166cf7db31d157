"""The document: the open session, its undo stack and its computed result.

Data flows one way.  A view asks the document for a change; the document pushes an
undo command; the command replaces the session; the document recomputes once and
emits ``sig_result_changed``; every view redraws from :attr:`Document.result`.
No view keeps its own copy of the numbers.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from selfattn_gui.core.maths import matrices
from selfattn_gui.core.maths.attention import AttentionResult, compute
from selfattn_gui.core.maths.layer_on_show import layer_on_show, sizes_on_show
from selfattn_gui.core.maths.matrices import (
    LAYER_MATRICES,
    Matrix,
)
from selfattn_gui.core.sessions import edits, kv_groups, layer_edits
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.text import translate
from selfattn_gui.model import undo_texts
from selfattn_gui.model.commands import (
    LayerStackCommand,
    ReplaceSessionCommand,
    SetCellsCommand,
)
from selfattn_gui.model.pin import Pin


class Document(QObject):
    """Holds one session and everything derived from it.

    Signals
    -------
    sig_session_changed : the session was replaced (any edit, undo, redo or load)
    sig_result_changed : the computed result is new (once per change or burst)
    sig_structure_changed : token count, widths or head count changed (tables resize)
    sig_query_selected(int) : the selected query token (-1 for none)
    sig_head_selected(int) : the head shown in the per-head panels
    sig_layer_selected(int) : the layer the views show (0-based); the structure and the
        result signals follow, since every view then shows other numbers
    sig_file_changed : path or saved/unsaved state changed (window title)
    sig_session_loaded : another session was opened (:meth:`load`), not an edit
    sig_message(str) : something the learner should read (a refused edit, a note)
    """

    sig_session_changed = Signal()
    sig_result_changed = Signal()
    sig_structure_changed = Signal()
    sig_query_selected = Signal(int)
    sig_head_selected = Signal(int)
    sig_layer_selected = Signal(int)
    sig_file_changed = Signal()
    sig_session_loaded = Signal()
    sig_message = Signal(str)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        # A bound slot (not a lambda) is disconnected by Qt when the document is destroyed.
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)
        self._session = session
        self._result = compute(session, allow_blocked=True)
        self._mistake_results: dict[str, AttentionResult] = {}  # see result_with_mistake
        self._path: Path | None = None
        self._selected_query = 0
        self._selected_head = 0
        self._shown_layer = 0
        self._layer_moved = False  # an undo step changed the layer on show (see add_layer)
        self._shown: tuple[Session, AttentionResult] | None = None  # see shown_session
        self._batch_depth = 0
        self._pending = False
        self._pending_structure = False
        self.recompute_count = 0  # how many times the result was rebuilt (tests check bursts)
        self.pin = Pin(self, parent=self)  # numbers kept to compare with ("Pin"); see model.pin

    # -- reading ----------------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self._session

    @property
    def result(self) -> AttentionResult:
        return self._result

    def result_with_mistake(self, mistake: str | None) -> AttentionResult:
        """The result as one of ``MISTAKES`` would compute it (None: :attr:`result`).

        Computed when first asked for after a change and kept until the next, so the
        views that show the same slip share one computation, and nothing is computed
        for a slip no view on screen shows.
        """
        if mistake is None:
            return self._result
        variant = self._mistake_results.get(mistake)
        if variant is None:
            variant = compute(self._session, mistake=mistake, allow_blocked=True)
            self._mistake_results[mistake] = variant
        return variant

    # -- the layer on show ------------------------------------------------------------
    @property
    def shown_layer(self) -> int:
        """The layer the views show, counted from 0 (always 0 for one layer)."""
        return self._shown_layer

    @property
    def shown_session(self) -> Session:
        """The layer on show as a one-layer session: its heads, W_o and residual, reading
        Z (layer 1) or the previous layer's output (see ``core.maths.layer_on_show``).
        The session itself when it has one layer.  Views read it; edits go through
        :meth:`set_cells` and :meth:`apply` to the real :attr:`session`."""
        return self._layer_on_show()[0]

    @property
    def shown_result(self) -> AttentionResult:
        """The result of the layer on show, as :attr:`shown_session` computes it."""
        return self._layer_on_show()[1]

    def shown_result_with_mistake(self, mistake: str | None) -> AttentionResult:
        """:meth:`result_with_mistake` for the layer on show."""
        if mistake is None:
            return self.shown_result
        if self._session.n_layers == 1:
            return self.result_with_mistake(mistake)
        variant = self.result_with_mistake(mistake)
        return layer_on_show(self._session, variant, self._shown_layer)[1]

    def _layer_on_show(self) -> tuple[Session, AttentionResult]:
        if self._session.n_layers == 1:  # nothing to make: one layer is shown as it is
            return self._session, self._result
        if self._shown is None:
            self._shown = layer_on_show(self._session, self._result, self._shown_layer)
        return self._shown

    def shown_key(self, matrix: Matrix, head: int) -> str:
        """The document key of ``matrix`` (of ``head``) in the layer on show."""
        return matrix.document_key(head, self._shown_layer if matrix.key in LAYER_MATRICES else 0)

    def select_layer(self, index: int) -> None:
        """Show layer ``index`` (from 0) in every view; not undoable, like the head."""
        index = max(0, min(index, self._session.n_layers - 1))
        if index == self._shown_layer:
            return
        self._shown_layer = index
        self._shown = None
        self.sig_layer_selected.emit(index)
        self._keep_head_in_range()
        self.sig_structure_changed.emit()  # other widths, another head count
        self.sig_result_changed.emit()

    def set_head_off(self, head: int, off: bool) -> None:
        """Switch ``head`` of the layer on show off (its output leaves the concat) or
        back on, as one undo step."""
        layer = self._session.layers[self._shown_layer]
        if off == (not layer.is_on(head)):
            return
        heads_off = layer.heads_off | {head} if off else layer.heads_off - {head}
        self.apply(
            self._session.with_layer(self._shown_layer, layer.replace(heads_off=heads_off)),
            undo_texts.switch_head(head, self._shown_layer, self._session.n_layers, off),
        )

    def set_kv_heads(self, groups: int) -> bool:
        """Split the query heads of the layer on show into ``groups`` K/V groups, as one
        undo step; a count that does not divide the heads is refused with a message."""
        layer = self._session.layers[self._shown_layer]
        if groups == layer.n_kv_heads:
            return False
        return self.try_apply(
            edits.set_kv_heads,
            undo_texts.kv_groups(
                layer.n_kv_heads, groups, self._shown_layer, self._session.n_layers
            ),
            self._shown_layer,
            groups,
        )

    def add_layer(self) -> bool:
        """Add a copy of the layer on show just after it and show the copy, as one undo
        step ("Add layer 3"); False (and a message saying why) when it cannot be added."""
        shown = self._shown_layer
        return self._change_stack(
            layer_edits.add_layer, (shown, shown + 1), undo_texts.add_layer(shown + 1)
        )

    def remove_layer(self) -> bool:
        """Remove the layer on show as one undo step, then show the layer that takes its
        place (or the one before, for the last); undo shows it again."""
        shown = self._shown_layer
        after = min(shown, self._session.n_layers - 2)
        return self._change_stack(
            layer_edits.remove_layer, (shown, max(after, 0)), undo_texts.remove_layer(shown)
        )

    def _change_stack(self, make: object, shown: tuple[int, int], text: str) -> bool:
        try:
            new_session = make(self._session, self._shown_layer)  # type: ignore[operator]
        except SessionError as error:
            self.sig_message.emit(str(error))
            return False
        self.undo_stack.push(LayerStackCommand(self, self._session, new_session, text, shown))
        return True

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def alive(self) -> bool:
        """False while Qt tears the document down.

        QUndoStack's destructor clears itself and so emits ``indexChanged`` and
        ``cleanChanged`` one last time; slots check this before touching the stack.
        """
        return shiboken6.isValid(self.undo_stack)

    @property
    def is_modified(self) -> bool:
        return self.alive and not self.undo_stack.isClean()

    @property
    def selected_query(self) -> int:
        return self._selected_query

    @property
    def selected_head(self) -> int:
        return self._selected_head

    def matrix(self, key: str) -> np.ndarray:
        """The current matrix for a key such as ``"embeddings"`` or ``"heads.0.W_q"``."""
        return edits.get_matrix(self._session, key)

    def display_name(self) -> str:
        if self._path is not None:
            return self._path.name
        return self._session.title or translate("document", "untitled")

    # -- changing ---------------------------------------------------------------------
    def set_cells(
        self, key: str, cells: list[edits.Cell], text: str | None = None, drag: int | None = None
    ) -> bool:
        """Set cells of one matrix as ONE undo step; unchanged cells are skipped.

        The edits made with the same ``drag`` number, one after the other, merge into
        one undo step (a drag in a picture: the numbers follow the mouse).

        Every caller gets that guarantee here, and only here (a lesson, a test, the
        tables), with the one rule of :func:`~selfattn_gui.core.sessions.edits.changed_cells`.
        Returns whether an undo step was made (False: every cell already held its value).
        """
        current = self.matrix(key)
        changed = edits.changed_cells(current, cells)
        if not changed:
            return False
        old = [(r, c, float(current[r, c])) for r, c, _ in changed]
        shared = kv_groups.shared_edit_note(self._session, key)
        if text is None:
            title = matrices.edit_title(key) if shared is None else shared.title
            text = undo_texts.cell_edit(len(changed), title)
        self.undo_stack.push(SetCellsCommand(self, key, changed, old, text, drag))
        note = shared.note if shared is not None else None
        if key == "embeddings":
            note = edits.shared_rows_note(self._session, (row for row, _, _ in changed))
        if note:
            self.sig_message.emit(note)
        return True

    def apply(self, new_session: Session, text: str) -> None:
        """Replace the session with an edited one as one undo step."""
        if new_session is self._session:
            return
        self.undo_stack.push(ReplaceSessionCommand(self, self._session, new_session, text))

    def try_apply(self, make: object, text: str, *args: object, **kwargs: object) -> bool:
        """Run an edit function from :mod:`core.edits`; report its error instead of raising."""
        try:
            new_session = make(self._session, *args, **kwargs)  # type: ignore[operator]
        except (SessionError, ValueError, IndexError) as error:
            self.sig_message.emit(str(error))
            return False
        self.apply(new_session, text)
        return True

    def load(self, session: Session, path: Path | None = None) -> None:
        """Open a new session: not undoable; the undo history starts afresh, and it unpins."""
        self.pin.unpin()  # the pinned numbers belong to another session
        self.undo_stack.clear()
        self._path = path
        self._selected_query = 0
        self._selected_head = 0
        layer_changed = self._shown_layer != 0
        self._shown_layer = 0
        self._replace_session(session, structure=True)
        if layer_changed:
            self.sig_layer_selected.emit(0)
        self.undo_stack.setClean()
        self.sig_query_selected.emit(0)
        self.sig_head_selected.emit(0)
        self.sig_file_changed.emit()
        self.sig_session_loaded.emit()

    def mark_saved(self, path: Path) -> None:
        self._path = path
        self.undo_stack.setClean()
        self.sig_file_changed.emit()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Group several commands: one undo step, one recompute at the end."""
        self.undo_stack.beginMacro(undo_texts.several_changes())
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            self.undo_stack.endMacro()
            if self._batch_depth == 0 and self._pending:
                self._recompute()

    # -- selection (view state: not undoable) -------------------------------------------
    def select_query(self, index: int) -> None:
        index = max(-1, min(index, self._session.n_tokens - 1))
        if index != self._selected_query:
            self._selected_query = index
            self.sig_query_selected.emit(index)

    def select_head(self, index: int) -> None:
        index = max(0, min(index, self._session.layers[self._shown_layer].n_heads - 1))
        if index != self._selected_head:
            self._selected_head = index
            self.sig_head_selected.emit(index)

    def _on_undo_stack_clean_changed(self, _clean: bool) -> None:
        if self.alive:
            self.sig_file_changed.emit()

    # -- internals (called by the undo commands) ------------------------------------------
    def _replace_session(
        self, session: Session, structure: bool | None = None, shown_layer: int | None = None
    ) -> None:
        old = self._session
        if shown_layer is not None and shown_layer != self._shown_layer:
            self._shown_layer = shown_layer  # announced once the new result is there
            self._layer_moved = structure = True
        if structure is None:
            structure = sizes_on_show(old, self._shown_layer) != sizes_on_show(
                session, self._shown_layer
            )
        self._session = session
        self._shown = None
        self._mistake_results = {}
        self._pending_structure = self._pending_structure or structure
        self._pending = True
        if self._batch_depth == 0:
            self._recompute()

    def _recompute(self) -> None:
        self._pending = False
        self._result = compute(self._session, allow_blocked=True)
        self._shown = None  # made again from the new result when first asked for
        self.recompute_count += 1
        if self._selected_query >= self._session.n_tokens:
            self._selected_query = self._session.n_tokens - 1
            self.sig_query_selected.emit(self._selected_query)
        moved, self._layer_moved = self._layer_moved, False
        if self._shown_layer >= self._session.n_layers:
            self._shown_layer, moved = self._session.n_layers - 1, True
        if moved:
            self.sig_layer_selected.emit(self._shown_layer)
        self._keep_head_in_range()
        structure, self._pending_structure = self._pending_structure, False
        self.sig_session_changed.emit()
        if structure:
            self.sig_structure_changed.emit()
        self.sig_result_changed.emit()

    def _keep_head_in_range(self) -> None:
        heads = self._session.layers[self._shown_layer].n_heads
        if self._selected_head >= heads:
            self._selected_head = heads - 1
            self.sig_head_selected.emit(self._selected_head)
