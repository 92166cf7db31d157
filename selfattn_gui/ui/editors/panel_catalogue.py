"""The matrix panels of the main window: one per table of the catalogue of matrices.

Titles, formulas, labels and where the numbers come from are the catalogue's
(:mod:`selfattn_gui.core.maths.matrices`); this module only adds what the window does
beyond showing a matrix: hiding a panel that would repeat another, and the notes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from selfattn_gui.core.maths.layer_on_show import input_symbol
from selfattn_gui.core.maths.matrices import Matrix, matrix_named, shown_in_tables
from selfattn_gui.core.maths.pin_compare import Comparison
from selfattn_gui.core.sessions.kv_groups import heads_in_group, heads_words
from selfattn_gui.core.text import translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.foundation.look import TableLook


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
    """The formula as the session computes it (the attention output without W_o); a
    cross session's keys and values come from its source's vectors (named as the
    source's table is, in the learner's language)."""
    if matrix.key in ("K", "V"):
        return lambda: (
            f"= {matrix_named('source').title}·W_{matrix.key.lower()}"
            if doc.shown_session.attention == "cross"
            else matrix.formula_for(doc.shown_session)
        )
    return lambda: matrix.formula_for(doc.shown_session)


def _column_labels(doc: Document, matrix: Matrix) -> Callable[[int], Sequence[str]]:
    """Numbered columns (``q1, q2, …``), or the key tokens for a matrix over the keys."""
    return lambda count: matrix.column_labels(doc.shown_session.key_tokens, count)


def _values(doc: Document, matrix: Matrix) -> Callable[[], np.ndarray | None]:
    if matrix.key == "Z":
        # Without positions Z is X again: the panel hides instead of repeating it.
        return lambda: (
            matrix.values(doc.shown_session, doc.shown_result)
            if doc.shown_session.positional_encoding != "none"
            else None
        )
    return lambda: matrix.values(doc.shown_session, doc.shown_result, doc.selected_head)


def _compared(doc: Document, matrix: Matrix) -> Callable[[], Comparison]:
    """The matrix at the pin beside the current one (nothing while not pinned)."""
    return lambda: doc.pin.compare(matrix)


def _editable_key(doc: Document, matrix: Matrix) -> Callable[[], str] | None:
    if not matrix.edited:
        return None
    return lambda: doc.shown_key(matrix, doc.selected_head)


def _window_extras(doc: Document) -> dict[str, dict[str, object]]:
    """What some panels do beyond showing their matrix, by catalogue key."""
    return {
        "embeddings": {
            "heading": lambda: input_symbol(doc.shown_session) if doc.shown_layer else "X",
            "refusal": lambda: _later_input_refusal(doc),
            "note": lambda: _vocabulary_note(doc),
        },
        "W_k": _shared_projection(doc, "W_k"),
        "W_v": _shared_projection(doc, "W_v"),
        "source": {"hide_when_empty": True},  # a cross session's only
        "K": {"rows_are_keys": True},
        "V": {"rows_are_keys": True},
        "Z": {"hide_when_empty": True},
        "W_o": {
            "note": lambda: (
                None
                if doc.shown_session.W_o is not None
                else translate(
                    "panel_catalogue",
                    "No W_o: the heads' outputs are only placed side by side. "
                    "Switch W_o on in the toolbar.",
                )
            )
        },
        # With one head and no W_o it is the head output again: don't show it twice.
        "attention_output": {
            "shown": lambda: doc.shown_session.n_heads > 1 or doc.shown_session.W_o is not None
        },
        "residual": {
            "note": lambda: (
                None
                if doc.shown_result.residual is not None
                else translate("panel_catalogue", "No residual: {reason}.").format(
                    reason=doc.shown_result.residual_note
                )
            )
        },
    }


def _later_input_refusal(doc: Document) -> str | None:
    """Why the input of a later layer cannot be typed, and where to edit instead."""
    layer = doc.shown_layer
    if layer == 0:
        return None
    return translate(
        "panel_catalogue",
        "{input}, the input of layer {layer}, is layer {before}'s output, worked out by "
        "the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o "
        "here, or choose layer 1 and edit X.",
    ).format(input=input_symbol(doc.shown_session), layer=layer + 1, before=layer)


def _vocabulary_note(doc: Document) -> str | None:
    if doc.shown_layer > 0 or doc.session.vocabulary is None:
        return None
    return translate(
        "panel_catalogue",
        "Each row is its token's entry of the vocabulary (a row of W_E): editing it "
        "changes every occurrence of that token.",
    )


def _shared_projection(doc: Document, name: str) -> dict[str, object]:
    """W_k or W_v of grouped-query heads: their group's, with a note of who else reads it."""

    def sharing() -> str | None:
        layer = doc.shown_session.layers[0]
        if layer.kv_heads is None:
            return None
        group = layer.group_of(doc.selected_head)
        heads = heads_words(heads_in_group(layer, group))
        return translate(
            "panel_catalogue", "{name} of K/V group {group}: an edit here changes {heads}."
        ).format(name=name, group=group + 1, heads=heads)

    return {"note": sharing}
