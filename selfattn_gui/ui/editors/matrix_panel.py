"""Titled matrix panels: an editable or computed matrix, its formula and a note.

A panel is shown frames (``show_frame``, see ``ui/foundation/frames.py``) and reads its
numbers, words and labels from each through the catalogue's functions
(``panel_catalogue.py``); it keeps only what the newest frame gave.  Edits go back
through ``Document.set_cells``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from selfattn_gui.core.maths.matrices import KEYS, MATRICES, TOKENS, labels_of
from selfattn_gui.core.maths.pin_compare import NOT_PINNED, Comparison
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.editors.matrix_table import MatrixTableModel, MatrixTableView
from selfattn_gui.ui.editors.table_look import TableLookFollower
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import TableLook
from selfattn_gui.ui.foundation.plain_text import plain_label

EMPTY = np.zeros((0, 0))


#: the catalogue key of the matrix each panel shows ("panel.scores_raw" shows "scores")
_KEY_OF_PANEL = {matrix.panel_name: key for key, matrix in MATRICES.items()}


class MatrixPanel(QFrame):
    """One matrix shown as a spreadsheet, with a title, a formula and an optional note.

    Parameters
    ----------
    document : where edits go (cells typed, rows renamed, a row header clicked)
    values : ``frame -> (rows, columns)`` matrix to show, or None when there is none
        (then ``note`` explains why); every function below takes the frame too
    rows : "tokens" to label rows with the tokens (and follow the selected query),
        "keys" to label them with the keys (a cross session's source tokens, renamed
        there), or a prefix such as "x" to number them
    formula : returns the formula beside the title, as the session computes the matrix
    column_labels : ``count -> labels`` of the columns (``q1, q2, …``, or the key tokens)
    editable_key : returns the document key of the matrix to edit, or None for read-only
    note : returns a sentence to show under the table (or None)
    hide_when_empty : hide the whole panel (not just the table) when ``values`` gives None
    shown : returns whether the panel is worth showing at all (e.g. not when it would
        repeat another panel)
    look : what the table takes the tint of its selected row from (None: the palette's)
    compared : returns the matrix at the pin beside this one (``Frame.compare``); each cell
        then also shows its number at the pin, or a note says why it cannot
    heading : returns the name above the table when it changes with the layer on show
        (``H²`` where layer 1 shows ``X``); ``title`` by default
    refusal : returns why typing here does nothing right now and where to edit instead
        (the input of a later layer is computed), or None when typing edits
    rows_are_keys : its rows are the keys (K, V): a cross session labels them with the
        source's tokens, and they are not the queries, so no row follows the query
    """

    def __init__(
        self,
        document: Document,
        *,
        name: str,
        title: str,
        formula: Callable[[Frame], str],
        values: Callable[[Frame], np.ndarray | None],
        rows: str,
        column_labels: Callable[[Frame, int], Sequence[str]],
        editable_key: Callable[[Frame], str] | None = None,
        note: Callable[[Frame], str | None] | None = None,
        hide_when_empty: bool = False,
        shown: Callable[[Frame], bool] | None = None,
        look: TableLook | None = None,
        compared: Callable[[Frame], Comparison] = lambda _frame: NOT_PINNED,
        heading: Callable[[Frame], str] | None = None,
        refusal: Callable[[Frame], str | None] | None = None,
        rows_are_keys: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"panel.{name.split('.', 1)[-1]}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._document = document
        self.title = title  # the matrix's name, e.g. "W_q" (exports name the matrix after it)
        self._values = values
        self._rows = rows
        self._column_labels_for = column_labels
        self._formula = formula
        self._title_text = ""
        self._frame: Frame | None = None  # the newest frame it was shown
        self._values_now: np.ndarray | None = None  # what that frame gave
        self._comparison = NOT_PINNED
        #: Set by the frame scheduler: shows the panel the newest frame (before an edit).
        self.read_latest: Callable[[], None] = lambda: None
        self._editable_key = editable_key
        self._note = note
        self._hide_when_empty = hide_when_empty
        self._shown = shown
        self._compared = compared
        self._heading = heading or (lambda _frame: title)
        self._refusal = refusal
        self._rows_are_keys = rows_are_keys
        self._shape: tuple[int, int] | None = None
        short_name = name.split(".", 1)[-1]
        self._build_labels(short_name)
        self._build_table(name, title, editable=editable_key is not None)
        self._build_layout()
        if self._rows == TOKENS:
            self.table.verticalHeader().sectionClicked.connect(document.select_query)
        if look is not None:
            TableLookFollower(self.table, look)

    def _build_labels(self, short_name: str) -> None:
        """The title above the table (its formula comes with each refresh), and the note."""
        self.title_label = QLabel()
        self.title_label.setTextFormat(Qt.TextFormat.RichText)
        self.title_label.setWordWrap(True)  # narrow panels put the formula on a second line
        self.note_label = plain_label()
        self.note_label.setObjectName(f"note.{short_name}")
        self.note_label.setWordWrap(True)
        self.note_label.setVisible(False)
        show_as(self.note_label, "note")
        self.pin_note = plain_label()  # what cannot be compared with the pin, and why
        self.pin_note.setObjectName(f"pin_note.{short_name}")
        self.pin_note.setWordWrap(True)
        self.pin_note.setVisible(False)
        show_as(self.pin_note, "note")

    def _build_table(self, name: str, title: str, *, editable: bool) -> None:
        """The spreadsheet and its model; token rows can be renamed where cells can be edited."""
        self.table = MatrixTableView()
        # The table's child: it goes when the table does, in the GUI thread. Without a
        # parent it waited for Python's collector (the panel and its callbacks form a
        # cycle), which may run in any thread.
        self.model = MatrixTableModel(
            get_values=self._current_values,
            set_cells=self._set_cells if editable else None,
            row_labels=self._row_labels,
            column_labels=self._column_labels,
            rename_row=self._renamer() if editable else None,
            parent=self.table,
            read_latest=lambda: self.read_latest(),
        )
        self.table.setModel(self.model)
        self.table.setObjectName(name)
        if self._rows == TOKENS:  # a source's tokens are free labels
            self.table.label_choices = self._vocabulary_labels
        self.table.setAccessibleName(f"{title} ({'editable' if editable else 'computed'})")
        self.table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.model.sig_input_refused.connect(self._document.sig_message)
        self.model.set_pinned_values(lambda: self._comparison.old)

    def _build_layout(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.title_label)
        layout.addWidget(self.table)
        layout.addWidget(self.note_label)
        layout.addWidget(self.pin_note)
        layout.addStretch(0)
        self._layout = layout

    @property
    def matrix_key(self) -> str:
        """The catalogue key of the matrix on show (``"Q"``, ``"weights"``, ``"W_k"``)."""
        name = self.objectName()
        return _KEY_OF_PANEL.get(name, name.removeprefix("panel."))

    # -- what the model asks for ----------------------------------------------------
    def _current_values(self) -> np.ndarray:
        values = self._values_now
        return EMPTY if values is None else values

    def _row_labels(self) -> list[str]:
        if self._frame is not None and self._rows in (KEYS, TOKENS):
            session = self._frame.session
            keys = self._rows == KEYS or self._rows_are_keys
            return list(session.key_tokens if keys else session.tokens)
        return list(labels_of(self._rows, self._current_values().shape[0]))

    def _column_labels(self) -> list[str]:
        if self._frame is None:
            return []
        return list(self._column_labels_for(self._frame, self._current_values().shape[1]))

    def _set_cells(self, cells: list[tuple[int, int, float]]) -> bool:
        assert self._editable_key is not None
        self.read_latest()  # the head and layer of the turn the learner typed in
        frame = self._frame
        assert frame is not None
        refused = self._refusal(frame) if self._refusal is not None else None
        if refused:
            self._document.sig_message.emit(refused)
            return False
        return self._document.set_cells(self._editable_key(frame), cells)

    def _vocabulary_labels(self) -> tuple[str, ...]:
        vocabulary = self._document.session.vocabulary
        return () if vocabulary is None else vocabulary.labels

    def _renamer(self) -> Callable[[int, str], None] | None:
        """What renaming a row does: a token, a source token, or nothing (numbered rows)."""
        from selfattn_gui.core.sessions import edits

        if self._rows not in (TOKENS, KEYS):
            return None
        is_token = self._rows == TOKENS
        rename = edits.rename_token if is_token else edits.rename_source_token

        def rename_row(index: int, label: str) -> None:
            what = (
                translate("matrix_panel", "Rename token {number}")
                if is_token
                else translate("matrix_panel", "Rename source token {number}")
            )
            self._document.try_apply(rename, what.format(number=index + 1), index, label)

        return rename_row

    # -- redrawing ----------------------------------------------------------------------
    def show_frame(self, frame: Frame) -> None:
        """Show the numbers, words and labels of ``frame`` (see ``ui/foundation/frames.py``)."""
        changed = frame.changed(self._frame)
        self._frame = frame
        if changed <= {"query", "look"}:  # only the highlighted row moves
            self._highlight_query(frame)
            return
        self._values_now = self._values(frame)
        self._comparison = self._compared(frame)
        if "decimals" in changed:
            self.model.set_decimals(frame.decimals)
            self.table.set_column_width_for(frame.decimals)
        veiled = frame.is_veiled(self.matrix_key)  # a lesson's question hides its answer
        self.model.set_veiled(veiled)
        self.model.refresh()
        # The catalogue's words, never outside text: "W_o" switched off changes the formula;
        # "= scores / 1.41" would answer "divided by what?"
        formula = "" if veiled else self._formula(frame)
        title_text = f"<b>{self._heading(frame)}</b>&nbsp;&nbsp;<span>{formula}</span>"
        if title_text != self._title_text:
            self._title_text = title_text
            self.title_label.setText(title_text)
        values = self._values_now
        note = self._note(frame) if self._note is not None else None
        self._describe_table(frame, values)
        self.table.setVisible(values is not None)
        if self._hide_when_empty or self._shown is not None:
            self.setVisible(
                (values is not None or not self._hide_when_empty)
                and (self._shown is None or self._shown(frame))
            )
        shape = None if values is None else values.shape
        if shape != self._shape:  # a small matrix fits; a big one takes the spare room
            self._shape = shape
            big = shape is not None and shape[0] > MatrixTableView.MAX_FITTED_ROWS
            self._layout.setStretchFactor(self.table, 1 if big else 0)
            self._layout.setStretch(self._layout.count() - 1, 0 if big else 1)
            self.table.updateGeometry()
        self.note_label.setVisible(bool(note))
        if note:
            self.note_label.setText(note)
        self._highlight_query(frame)
        comparison = self._comparison
        self.table.set_two_line_rows(comparison.old is not None)
        self.pin_note.setVisible(bool(comparison.note) and values is not None)
        if comparison.note:
            self.pin_note.setText(comparison.note)

    def values_in(self, frame: Frame) -> np.ndarray:
        """The (rows, columns) numbers the table shows for ``frame`` (empty: none)."""
        values = self._values(frame)
        return EMPTY if values is None else np.atleast_2d(np.asarray(values))

    def _describe_table(self, frame: Frame, values: np.ndarray | None) -> None:
        """What a screen reader says of the table: formula, shape and what typing does."""
        shape = "" if values is None else f", {values.shape[0]} × {values.shape[1]}"
        refused = self._refusal(frame) if self._refusal is not None else None
        use = (
            translate("matrix_panel", "{name} {formula}{shape}: type a number to change a cell")
            if self.model.is_editable and not refused
            else translate(
                "matrix_panel", "{name} {formula}{shape}: worked out by the app from the inputs"
            )
        )
        text = use.format(name=self._heading(frame), formula=self._formula(frame), shape=shape)
        if self.table.accessibleDescription() != text:
            self.table.setAccessibleDescription(text)

    def _highlight_query(self, frame: Frame) -> None:
        """The selected query's row, unless its rows are keys that are not the queries (a
        cross session's K and V)."""
        if self._rows != TOKENS:
            return
        if self._rows_are_keys and frame.session.attention == "cross":
            return
        self.model.set_highlighted_row(frame.query if frame.query >= 0 else None)
