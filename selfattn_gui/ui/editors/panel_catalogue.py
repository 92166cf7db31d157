"""The matrix panels of the main window: one per table of the catalogue of matrices.

Titles, formulas, labels and where the numbers come from are the catalogue's
(:mod:`selfattn_gui.core.maths.matrices`), read from the frame a panel is shown; this
module only adds what the window does beyond showing a matrix: hiding a panel that
would repeat another, and the notes.  Every function here takes the frame.
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
from selfattn_gui.model.frame import Frame
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel
from selfattn_gui.ui.foundation.look import TableLook


def build_matrix_panels(doc: Document, look: TableLook | None = None) -> dict[str, MatrixPanel]:
    """Every editor and computed table, keyed by its object name (e.g. ``"view.Q"``),
    editing ``doc`` and showing the selected row as ``look`` says (nothing drawn until
    each is shown a frame)."""
    extras = _window_extras(doc)
    panels: dict[str, MatrixPanel] = {}
    for matrix in shown_in_tables():
        panels[matrix.table_name] = MatrixPanel(
            doc,
            name=matrix.table_name,
            title=matrix.title,
            formula=_formula(matrix),
            values=_values(matrix),
            rows=matrix.rows,
            column_labels=_column_labels(matrix),
            editable_key=_editable_key(doc, matrix),
            look=look,
            compared=_compared(matrix),
            **extras.get(matrix.key, {}),  # type: ignore[arg-type]
        )
    return panels


def _formula(matrix: Matrix) -> Callable[[Frame], str]:
    """The formula as the session computes it (the attention output without W_o); a
    cross session's keys and values come from its source's vectors (named as the
    source's table is, in the learner's language)."""
    if matrix.key in ("K", "V"):
        return lambda frame: (
            f"= {matrix_named('source').title}·W_{matrix.key.lower()}"
            if frame.session.attention == "cross"
            else matrix.formula_for(frame.session)
        )
    return lambda frame: matrix.formula_for(frame.session)


def _column_labels(matrix: Matrix) -> Callable[[Frame, int], Sequence[str]]:
    """Numbered columns (``q1, q2, …``), or the key tokens for a matrix over the keys."""
    return lambda frame, count: matrix.column_labels(frame.session.key_tokens, count)


def _values(matrix: Matrix) -> Callable[[Frame], np.ndarray | None]:
    if matrix.key == "Z":
        # Without positions Z is X again: the panel hides instead of repeating it.
        return lambda frame: (
            matrix.values(frame.session, frame.result)
            if frame.session.positional_encoding != "none"
            else None
        )
    return lambda frame: matrix.values(frame.session, frame.result, frame.head)


def _compared(matrix: Matrix) -> Callable[[Frame], Comparison]:
    """The matrix at the pin beside the current one (nothing while not pinned)."""
    return lambda frame: frame.compare(matrix)


def _editable_key(doc: Document, matrix: Matrix) -> Callable[[Frame], str] | None:
    if not matrix.edited:
        return None
    return lambda frame: doc.shown_key(matrix, frame.head)


def _window_extras(doc: Document) -> dict[str, dict[str, object]]:
    """What some panels do beyond showing their matrix, by catalogue key."""
    return {
        "embeddings": {
            "heading": lambda frame: input_symbol(frame.session) if frame.layer else "X",
            "refusal": _later_input_refusal,
            "note": lambda frame: _vocabulary_note(doc, frame),
        },
        "W_k": _shared_projection("W_k"),
        "W_v": _shared_projection("W_v"),
        "source": {"hide_when_empty": True},  # a cross session's only
        "K": {"rows_are_keys": True},
        "V": {"rows_are_keys": True},
        "Z": {"hide_when_empty": True},
        "W_o": {
            "note": lambda frame: (
                None
                if frame.session.W_o is not None
                else translate(
                    "panel_catalogue",
                    "No W_o: the heads' outputs are only placed side by side. "
                    "Switch W_o on in the toolbar.",
                )
            )
        },
        # With one head and no W_o it is the head output again: don't show it twice.
        "attention_output": {
            "shown": lambda frame: frame.session.n_heads > 1 or frame.session.W_o is not None
        },
        "residual": {
            "note": lambda frame: (
                None
                if frame.result.residual is not None
                else translate("panel_catalogue", "No residual: {reason}.").format(
                    reason=frame.result.residual_note
                )
            )
        },
    }


def _later_input_refusal(frame: Frame) -> str | None:
    """Why the input of a later layer cannot be typed, and where to edit instead."""
    layer = frame.layer
    if layer == 0:
        return None
    return translate(
        "panel_catalogue",
        "{input}, the input of layer {layer}, is layer {before}'s output, worked out by "
        "the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o "
        "here, or choose layer 1 and edit X.",
    ).format(input=input_symbol(frame.session), layer=layer + 1, before=layer)


def _vocabulary_note(doc: Document, frame: Frame) -> str | None:
    if frame.layer > 0 or doc.session.vocabulary is None:
        return None
    return translate(
        "panel_catalogue",
        "Each row is its token's entry of the vocabulary (a row of W_E): editing it "
        "changes every occurrence of that token.",
    )


def _shared_projection(name: str) -> dict[str, object]:
    """W_k or W_v of grouped-query heads: their group's, with a note of who else reads it."""

    def sharing(frame: Frame) -> str | None:
        layer = frame.session.layers[0]
        if layer.kv_heads is None:
            return None
        group = layer.group_of(frame.head)
        heads = heads_words(heads_in_group(layer, group))
        return translate(
            "panel_catalogue", "{name} of K/V group {group}: an edit here changes {heads}."
        ).format(name=name, group=group + 1, heads=heads)

    return {"note": sharing}
