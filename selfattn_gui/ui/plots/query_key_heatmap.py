"""A heatmap of one query-by-key matrix of the catalogue, and the words its cells hover with.

Rows are queries and columns keys; hovering a cell says who looks at whom and the
numbers behind it; clicking a row or a key label selects that token everywhere.
"""

from __future__ import annotations

from collections.abc import Callable

from selfattn_gui.core.maths.matrices import MATRICES, Matrix
from selfattn_gui.core.sessions.numbers_text import significant
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.plots.heatmap import MatrixHeatmap

VEILED_TOOLTIP = QT_TRANSLATE_NOOP(
    "query_key_heatmap", "hidden until you answer the lesson's question"
)
#: the matrices whose numbers a cell's hover text tells (see describe_cell)
HOVER_TELLS = frozenset({"scores", "scaled", "weights"})


def describe_cell(document: Document, query: int, key: int) -> str:
    """Hover text for one cell: who looks at whom, and the three numbers behind it."""
    session, result = document.shown_session, document.shown_result
    head = result.heads[document.selected_head]
    tokens, keys = session.tokens, session.key_tokens
    score = significant(head.scores[query, key])
    lines = [
        translate("query_key_heatmap", 'query "{query}" → key "{key}"').format(
            query=tokens[query], key=keys[key]
        ),
        translate("query_key_heatmap", "score q·k = {score}").format(score=score),
    ]
    if session.scale == "sqrt_dk":
        scaled = translate("query_key_heatmap", "scaled score = {score} / √{d_k} = {scaled}")
        lines.append(
            scaled.format(score=score, d_k=session.d_k, scaled=significant(head.scaled[query, key]))
        )
    if result.mask[query, key]:
        weight = translate("query_key_heatmap", "weight = {weight}")
        lines.append(weight.format(weight=significant(head.weights[query, key])))
    else:
        lines.append(
            translate(
                "query_key_heatmap", "masked: this query may not see this key (weight exactly 0)"
            )
        )
    pinned = document.pin.compare(MATRICES["weights"]).old
    if pinned is not None and result.mask[query, key]:
        at_pin = translate("query_key_heatmap", "weight at the pin = {weight}")
        lines.append(at_pin.format(weight=significant(pinned[query, key])))
    return "\n".join(lines)


def query_key_heatmap(document: Document, matrix: Matrix, what: str | None = None) -> MatrixHeatmap:
    """A heatmap of one (n, n) matrix of the catalogue: queries as rows, keys as columns.

    Its object name is the catalogue's; ``what`` describes it (default: the matrix's
    title).  Hovering a cell describes it; clicking a row or a key label selects that token.
    """
    assert matrix.heatmap is not None, f"the catalogue draws no heatmap of {matrix.key}"
    what = what or matrix.title
    heatmap = MatrixHeatmap()
    heatmap.setObjectName(matrix.heatmap)
    heatmap.setAccessibleName(
        translate("query_key_heatmap", "{what} heatmap: rows are queries, columns keys").format(
            what=what
        )
    )
    heatmap.set_axis_titles(
        translate("query_key_heatmap", "key"), translate("query_key_heatmap", "query")
    )
    heatmap.tooltip_provider = lambda q, k: describe_cell(document, q, k)
    heatmap.sig_row_clicked.connect(document.select_query)
    heatmap.sig_column_clicked.connect(document.select_query)
    return heatmap


def veiled_tooltip(heatmap: MatrixHeatmap, view_state: ViewState) -> Callable[[int, int], str]:
    """``heatmap``'s hover text, which says no number while any it tells is veiled."""
    describe = heatmap.tooltip_provider
    assert describe is not None

    def tooltip(query: int, key: int) -> str:
        hidden = view_state.veiled & HOVER_TELLS
        return translate("query_key_heatmap", VEILED_TOOLTIP) if hidden else describe(query, key)

    return tooltip
