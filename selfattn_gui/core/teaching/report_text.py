"""A computed session as aligned text for a terminal: what ``selfattn-gui compute``
prints without ``--json``.

The text starts with the sizes, the token vectors (rows of W_E with a vocabulary),
the positions, Z, the source sequence of a cross session and the mask; then every
layer step by step (:mod:`selfattn_gui.core.teaching.report_layer_text`); then, with
an unembedding, the next-token predictions.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.sessions.numbers_text import fixed_ascii
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.report_layer_text import LayerText, TextLabels, layer_sections
from selfattn_gui.core.teaching.report_tables import (
    dims,
    display_label,
    format_matrix,
    mask_table,
    section,
    text_width,
)

#: A vocabulary up to this size gets its logits and probabilities as whole tables;
#: every vocabulary gets the likeliest next tokens of each position.
MAX_VOCABULARY_COLUMNS = 12
#: How many of the likeliest next tokens are listed per position.
TOP_PREDICTIONS = 3


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def _title_lines(session: Session) -> list[str]:
    """The title, underlined, and the sizes of the session (one line, or more for a
    session with several layers, a vocabulary or a source sequence)."""
    n, n_heads = session.n_tokens, session.n_heads
    title = display_label(session.title, 72) if session.title.strip() else "Self-attention"
    sizes = f"{_plural(n, 'token')}, d_model = {session.d_model}, "
    if session.n_layers == 1:
        sizes += f"{_plural(n_heads, 'head')}, d_k = {session.d_k}, d_v = {session.d_v}"
    else:
        sizes += f"{session.n_layers} layers, each read by the next"
    lines = [title, "=" * max(3, text_width(title)), sizes]
    if session.source is not None:
        lines.append(
            f"Cross-attention: the queries come from the {_plural(n, 'token')}, the keys and "
            f"values from {_plural(session.n_keys, 'source token')}"
        )
    if session.vocabulary is not None:
        size = session.vocabulary.size
        entries = f"{size} entr{'y' if size == 1 else 'ies'}"
        predicts = ""
        if session.W_U is not None:
            predicts = ", and W_U turns the last layer's output into next-token odds"
        lines.append(f"Vocabulary of {entries}{predicts}")
    return lines


def _input_sections(
    session: Session, result: AttentionResult, rows: list[str], decimals: int
) -> list[str]:
    """Z (n, d_model), and before it the embeddings and positions when positions are on."""
    n, d_model = session.n_tokens, session.d_model
    columns = dims(d_model)
    out: list[str] = []
    of_W_E = session.vocabulary is not None  # then each token's vector is its row of W_E
    if session.positional_encoding != "none":
        section(
            out,
            "Token vectors before positional encoding (embeddings"
            + (", each token's row of W_E):" if of_W_E else "):"),
            format_matrix(session.embeddings, rows, columns, decimals),
        )
        if session.positional_encoding == "sinusoidal":
            heading = "Sinusoidal positional encoding (sin on even columns, cos on odd ones):"
        else:
            heading = "Learned positional encoding (row p of W_pos for the token at position p):"
        section(out, heading, format_matrix(result.positional, rows, columns, decimals))
        z_heading = "Z = embeddings + positional encoding: what attention actually sees"
    else:
        z_heading = (
            "Z = the token vectors"
            + (", each token's row of W_E" if of_W_E else "")
            + " (no positional encoding, so word order is invisible)"
        )
    section(
        out, z_heading + f"  ({n} × {d_model})", format_matrix(result.Z, rows, columns, decimals)
    )
    if session.source is not None:
        source_rows = [display_label(t) for t in session.source.tokens]
        section(
            out,
            "S = the source sequence: the keys and values come from these vectors, as they are"
            f"  ({session.n_keys} × {d_model})",
            format_matrix(session.source.embeddings, source_rows, columns, decimals),
        )
    return out


def _mask_sections(
    session: Session, result: AttentionResult, labels: TextLabels, hidden: int
) -> list[str]:
    """Which keys each query may see (n, m), then a warning per query that sees none."""
    out: list[str] = []
    reasons = [
        r for r, on in (("causal", session.causal), ("custom", session.mask is not None)) if on
    ]
    if hidden == 0:
        kind = f"({' + '.join(reasons)}) hides nothing" if reasons else "none"
        keys = "source token" if session.source is not None else "token"
        section(out, f"Mask: {kind}, so every token may look at every {keys}")
    else:
        query_rows = [display_label(t, 10) for t in session.tokens]
        section(
            out,
            f"Mask ({' + '.join(reasons)}): {hidden} of {session.n_tokens * session.n_keys} "
            "query→key pairs are hidden (row = query, column = key)",
            mask_table(result.mask, query_rows, labels.keys),
        )
    for query in result.blocked_queries:
        out.append(
            f"  warning: {labels.rows[query]} may look at no key at all; its weights and "
            "output are zeros"
        )
    return out


def _prediction_sections(
    session: Session, result: AttentionResult, rows: list[str], decimals: int
) -> list[str]:
    """The logits and probabilities (n, V) of a small vocabulary, then the likeliest
    next tokens after every position."""
    if session.vocabulary is None or result.logits is None or result.probabilities is None:
        return []
    labels = session.vocabulary.labels
    out = ["", "=== Next-token predictions ==="]
    if len(labels) <= MAX_VOCABULARY_COLUMNS:
        columns = [display_label(label, 10) for label in labels]
        section(
            out,
            "Unembed: logits = the last layer's output · W_U (one score per vocabulary entry)"
            f"  ({session.n_tokens} × {len(labels)})",
            format_matrix(result.logits, rows, columns, decimals),
        )
        section(
            out,
            "Softmax: probabilities of each entry coming next; each row sums to 1",
            format_matrix(result.probabilities, rows, columns, decimals),
        )
    width = max(text_width(row) for row in rows)
    likeliest = []
    for row, odds in zip(rows, result.probabilities, strict=True):
        best = np.argsort(-odds, kind="stable")[:TOP_PREDICTIONS]
        shown = ", ".join(
            f"{display_label(labels[i])} {fixed_ascii(odds[i], decimals)}" for i in best
        )
        likeliest.append("  " + row + " " * (width - text_width(row)) + "  " + shown)
    section(out, "Likeliest next tokens after each position:", *likeliest)
    return out


def format_text(session: Session, result: AttentionResult, decimals: int = 2) -> str:
    """Every step of the calculation as plain text for a terminal.

    Matrices have one row per token (labelled with the token) and aligned columns;
    the score and weight tables have one column per key.  Layers come one after the
    other, and in each its heads; each layer ends with its residual, or the reason
    there is none; with an unembedding the predictions follow.

    Parameters
    ----------
    session : the session that was computed
    result : its :class:`~selfattn_gui.core.maths.attention.AttentionResult`
    decimals : digits after the decimal point (0 to 12)
    """
    if not 0 <= decimals <= 12:
        raise ValueError(f"decimals must be between 0 and 12, found {decimals}")
    rows = [display_label(t) for t in session.tokens]
    labels = TextLabels(
        rows,
        keys=[display_label(t, 10) for t in session.key_tokens],
        key_rows=[display_label(t) for t in session.key_tokens],
    )
    hidden = int((~result.mask).sum())
    out = _title_lines(session)
    out += _input_sections(session, result, rows, decimals)
    out += _mask_sections(session, result, labels, hidden)
    for index in range(session.n_layers):
        out += layer_sections(LayerText(session, result, index, labels, hidden, decimals))
    out += _prediction_sections(session, result, rows, decimals)
    return "\n".join(out) + "\n"
