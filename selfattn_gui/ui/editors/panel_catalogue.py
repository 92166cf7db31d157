"""The matrix panels of the main window: one per table of the catalogue of matrices.

Titles, formulas, labels and where the numbers come from are the catalogue's
(:mod:`selfattn_gui.core.maths.matrices`); this module only adds what the window does
beyond showing a matrix: hiding a panel that would repeat another, and the notes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from selfattn_gui.core.maths.matrices import Matrix, shown_in_tables
from selfattn_gui.core.maths.pin_compare import Comparison
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.editors.table_look import TableLook


def build_matrix_panels(
    doc: Document, view_state: ViewState, look: TableLook | None = None
) -> dict[str, MatrixPanel]:
    """Every editor and computed table, keyed by its object name (e.g. ``"view.Q"``),
    showing the decimals of ``view_state`` and the selected row as ``look`` says."""
    extras = _window_extras(doc)
    panels: dict[str, MatrixPanel] = {}
    for matrix in shown_in_tables():
        panels[matrix.table_name] = MatrixPanel(
            doc,
            view_state,
            name=matrix.table_name,
            title=matrix.title,
            formula=_formula(doc, matrix),
            values=_values(doc, matrix),
            rows=matrix.rows,
            column_labels=_column_labels(doc, matrix),
            editable_key=_editable_key(doc, matrix),
            look=look,
            compared=_compared(doc, matrix),
            **extras.get(matrix.key, {}),  # type: ignore[arg-type]
        )
    return panels


def _formula(doc: Document, matrix: Matrix) -> Callable[[], str]:
    """The formula as the session computes it (the attention output without W_o)."""
    return lambda: matrix.formula_for(doc.session)


def _column_labels(doc: Document, matrix: Matrix) -> Callable[[int], Sequence[str]]:
    """Numbered columns (``q1, q2, …``), or the key tokens for a matrix over the keys."""
    return lambda count: matrix.column_labels(doc.session.tokens, count)


def _values(doc: Document, matrix: Matrix) -> Callable[[], np.ndarray | None]:
    if matrix.key == "Z":
        # Without positions Z is X again: the panel hides instead of repeating it.
        return lambda: (
            matrix.values(doc.session, doc.result)
            if doc.session.positional_encoding != "none"
            else None
        )
    return lambda: matrix.values(doc.session, doc.result, doc.selected_head)


def _compared(doc: Document, matrix: Matrix) -> Callable[[], Comparison]:
    """The matrix at the pin beside the current one (nothing while not pinned)."""
    return lambda: doc.pin.compare(matrix)


def _editable_key(doc: Document, matrix: Matrix) -> Callable[[], str] | None:
    if not matrix.edited:
        return None
    return lambda: matrix.document_key(doc.selected_head)


def _window_extras(doc: Document) -> dict[str, dict[str, object]]:
    """What some panels do beyond showing their matrix, by catalogue key."""
    return {
        "Z": {"hide_when_empty": True},
        "W_o": {
            "note": lambda: (
                None
                if doc.session.W_o is not None
                else "No W_o: the heads' outputs are only placed side by side. "
                "Switch W_o on in the toolbar."
            )
        },
        # With one head and no W_o it is the head output again: don't show it twice.
        "attention_output": {
            "shown": lambda: doc.session.n_heads > 1 or doc.session.W_o is not None
        },
        "residual": {
            "note": lambda: (
                None
                if doc.result.residual is not None
                else f"No residual: {doc.result.residual_note}."
            )
        },
    }
