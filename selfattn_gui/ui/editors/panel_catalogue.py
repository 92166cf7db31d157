"""The matrix panels of the main window: what each shows and where its numbers come from."""

from __future__ import annotations

from selfattn_gui.core.sessions import edits
from selfattn_gui.model.document import Document
from selfattn_gui.ui.editors.matrix_panel import MatrixPanel


def build_matrix_panels(doc: Document) -> dict[str, MatrixPanel]:
    """Every editor and computed table, keyed by its object name (e.g. ``"view.Q"``)."""
    panels: dict[str, MatrixPanel] = {}

    def panel(name: str, **kwargs: object) -> None:
        panels[name] = MatrixPanel(doc, name=name, **kwargs)  # type: ignore[arg-type]

    def head():
        return doc.result.heads[doc.selected_head]

    def head_key(name: str):
        return lambda: edits.head_key(doc.selected_head, name)

    panel(
        "editor.embeddings",
        title="X",
        formula="one row per token, one column per feature",
        values=lambda: doc.session.embeddings,
        rows="tokens",
        column_prefix="x",
        editable_key=lambda: "embeddings",
    )
    panel(
        "view.Z",
        title="Z",
        formula="= X + positional encoding",
        values=lambda: doc.result.Z if doc.session.positional_encoding != "none" else None,
        rows="tokens",
        column_prefix="z",
        hide_when_empty=True,
    )
    for name, prefix, letter in (
        ("W_q", "q", "queries"),
        ("W_k", "k", "keys"),
        ("W_v", "v", "values"),
    ):
        panel(
            f"editor.{name}",
            title=name,
            formula=f"makes {letter}",
            values=lambda n=name: doc.session.heads[doc.selected_head].matrix(n),
            rows="x",
            column_prefix=prefix,
            editable_key=head_key(name),
        )
    panel(
        "editor.W_o",
        title="W_o",
        formula="mixes the heads",
        values=lambda: doc.session.W_o,
        rows="c",
        column_prefix="o",
        editable_key=lambda: "W_o",
        note=lambda: (
            None
            if doc.session.W_o is not None
            else "No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar."
        ),
    )
    for name, formula, prefix in (
        ("Q", "= Z·W_q", "q"),
        ("K", "= Z·W_k", "k"),
        ("V", "= Z·W_v", "v"),
    ):
        panel(
            f"view.{name}",
            title=name,
            formula=formula,
            values=lambda n=name: getattr(head(), n),
            rows="tokens",
            column_prefix=prefix,
        )
    panel(
        "view.weights",
        title="Weights",
        formula="= softmax(scores) per row",
        values=lambda: head().weights,
        rows="tokens",
        column_prefix="→",
    )
    panel(
        "view.output",
        title="Head output",
        formula="= weights·V",
        values=lambda: head().output,
        rows="tokens",
        column_prefix="o",
    )
    panel(
        "view.attention_output",
        title="Attention output",
        formula="= concat(heads)·W_o",
        values=lambda: doc.result.attention_output,
        rows="tokens",
        column_prefix="a",
        # With one head and no W_o it is the head output again: don't show it twice.
        shown=lambda: doc.session.n_heads > 1 or doc.session.W_o is not None,
    )
    panel(
        "view.residual",
        title="Residual output",
        formula="= Z + attention output",
        values=lambda: doc.result.residual,
        rows="tokens",
        column_prefix="r",
        note=lambda: (
            None if doc.result.residual is not None else f"No residual: {doc.result.residual_note}."
        ),
    )
    return panels
