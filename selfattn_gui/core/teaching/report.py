"""A computed session as JSON (for programs) or as aligned text (for a terminal).

Both forms carry every intermediate of :func:`selfattn_gui.core.maths.attention.compute`,
so ``selfattn-gui compute`` can show a learner the whole calculation, and a test (or
an exported script) can check it number by number.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult, scale_factor
from selfattn_gui.core.maths.matrices import computed_per_head
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.teaching.report_layers import floats as _floats
from selfattn_gui.core.teaching.report_layers import layers_json

JSON_KEYS = (
    "tokens",
    "Z",
    "heads",
    "mask",
    "concat",
    "attention_output",
    "residual",
    "residual_note",
)
#: One head's object: everything a head computes, named and ordered as the catalogue
#: names it (``tests/cli/test_compute.py`` pins the names, so the format cannot drift).
HEAD_JSON_KEYS = tuple(matrix.key for matrix in computed_per_head())

MAX_LABEL_WIDTH = 16  # longer token labels are shortened in the text tables


# -- JSON ------------------------------------------------------------------------------


def _head_json(session: Session, result: AttentionResult, head: int) -> dict[str, Any]:
    """One head's object: every matrix it computes, Q (n, d_k) to its output (n, d_v)."""
    computed = {m.key: m.values(session, result, head) for m in computed_per_head()}
    return {key: _floats(matrix) for key, matrix in computed.items() if matrix is not None}


def result_to_json(session: Session, result: AttentionResult) -> dict[str, Any]:
    """Every intermediate as plain lists, ready for :func:`json.dumps`.

    Parameters
    ----------
    session : the session that was computed
    result : what :func:`~selfattn_gui.core.maths.attention.compute` returned for it

    Returns
    -------
    dict with the keys of :data:`JSON_KEYS`, which describe layer 1:
    ``tokens`` (n labels), ``Z`` (n, d_model), ``heads`` (one dict per head with
    ``Q``, ``K`` (n, d_k), ``V`` (n, d_v), ``scores`` and ``scaled`` (n, n) before
    masking, ``weights`` (n, n) with hidden keys exactly 0, ``output`` (n, d_v)),
    ``mask`` (n, n) booleans (True = visible), ``concat`` (n, n_heads * d_v),
    ``attention_output`` (n, d_out), ``residual`` (n, d_model) or None and
    ``residual_note`` (text) or None; then the keys of
    :func:`~selfattn_gui.core.teaching.report_layers.layers_json`: ``layers`` (every
    layer), ``logits`` and ``probabilities`` with an unembedding, ``source_tokens`` in
    a cross session.
    """
    return {
        "tokens": list(result.tokens),
        "Z": _floats(result.Z),
        "heads": [_head_json(session, result, h) for h in range(len(result.heads))],
        "mask": [[bool(v) for v in row] for row in result.mask],
        "concat": _floats(result.concat),
        "attention_output": _floats(result.attention_output),
        "residual": None if result.residual is None else _floats(result.residual),
        "residual_note": result.residual_note,
        **layers_json(session, result),
    }


def dumps_json(data: Any) -> str:
    """JSON text with one matrix row per line (plain ``indent=2`` gives one number per line).

    Strings are written with ``ensure_ascii`` so the text is safe on any terminal; floats
    use Python's shortest exact form, so reading the text back gives the same numbers.
    """
    return _json_value(data, "") + "\n"


def _json_value(value: Any, indent: str) -> str:
    inner = indent + "  "
    if isinstance(value, dict) and value:
        items = [f"{inner}{json.dumps(str(k))}: {_json_value(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and value and all(isinstance(v, (list, dict)) for v in value):
        items = [inner + _json_value(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    return json.dumps(value, allow_nan=False)


# -- text --------------------------------------------------------------------------------


def _char_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def text_width(text: str) -> int:
    """Columns a string takes in a terminal (wide CJK characters take two)."""
    return sum(_char_width(c) for c in text)


def display_label(label: str, max_width: int = MAX_LABEL_WIDTH) -> str:
    """A token label that fits on one line of a table.

    Characters a terminal would act on (newlines, tabs, escape codes, direction
    overrides) are shown as escapes such as ``\\n``; long labels end in "…".
    """
    shown = "".join(
        c if c.isprintable() else c.encode("unicode_escape", "backslashreplace").decode("ascii")
        for c in label
    )
    if text_width(shown) <= max_width:
        return shown
    kept, width = [], 0
    for char in shown:
        if width + _char_width(char) > max_width - 1:
            break
        kept.append(char)
        width += _char_width(char)
    return "".join(kept) + "…"


def _pad_left(text: str, width: int) -> str:
    return " " * max(0, width - text_width(text)) + text


def _pad_right(text: str, width: int) -> str:
    return text + " " * max(0, width - text_width(text))


def _number(value: float, decimals: int) -> str:
    if np.isneginf(value):
        return "-inf"
    shown = f"{value:.{decimals}f}"
    # "-0.00" would suggest a sign that rounding threw away.
    if shown.lstrip("-").strip("0.") == "":
        shown = shown.lstrip("-")
    return shown


def format_matrix(
    matrix: np.ndarray,
    row_labels: list[str],
    column_labels: list[str],
    decimals: int = 2,
    indent: str = "  ",
) -> str:
    """An aligned table: one row per token, numbers right-aligned under their column.

    Parameters
    ----------
    matrix : (rows, columns) array; ``-inf`` is shown as "-inf"
    row_labels : rows labels (already made safe with :func:`display_label`)
    column_labels : columns labels (likewise)
    """
    cells = [[_number(float(v), decimals) for v in row] for row in np.asarray(matrix)]
    label_width = max((text_width(label) for label in row_labels), default=0)
    widths = [
        max([text_width(column_labels[c])] + [text_width(row[c]) for row in cells])
        for c in range(len(column_labels))
    ]
    lines = [
        indent
        + " " * label_width
        + "".join("  " + _pad_left(h, w) for h, w in zip(column_labels, widths, strict=True))
    ]
    for label, row in zip(row_labels, cells, strict=True):
        lines.append(
            indent
            + _pad_right(label, label_width)
            + "".join("  " + _pad_left(v, w) for v, w in zip(row, widths, strict=True))
        )
    return "\n".join(lines)


def _mask_table(visible: np.ndarray, labels: list[str], indent: str = "  ") -> str:
    label_width = max(text_width(label) for label in labels)
    widths = [max(text_width(label), 4) for label in labels]
    lines = [
        indent
        + " " * label_width
        + "".join("  " + _pad_left(h, w) for h, w in zip(labels, widths, strict=True))
    ]
    for label, row in zip(labels, visible, strict=True):
        marks = ("sees" if seen else "-" for seen in row)
        lines.append(
            indent
            + _pad_right(label, label_width)
            + "".join("  " + _pad_left(m, w) for m, w in zip(marks, widths, strict=True))
        )
    return "\n".join(lines)


def _dims(count: int) -> list[str]:
    return [f"[{i}]" for i in range(count)]


def _section(out: list[str], heading: str, *lines: str) -> None:
    """Add a blank line, a heading and what follows it (usually one table)."""
    out.append("")
    out.append(heading)
    out.extend(lines)


def _title_lines(session: Session) -> list[str]:
    """The title, underlined, and one line with the sizes of the session."""
    n, n_heads = session.n_tokens, session.n_heads
    title = display_label(session.title, 72) if session.title.strip() else "Self-attention"
    return [
        title,
        "=" * max(3, text_width(title)),
        f"{n} token{'s' if n != 1 else ''}, d_model = {session.d_model}, "
        f"{n_heads} head{'s' if n_heads != 1 else ''}, d_k = {session.d_k}, d_v = {session.d_v}",
    ]


def _input_sections(
    session: Session, result: AttentionResult, rows: list[str], decimals: int
) -> list[str]:
    """Z (n, d_model), and before it the embeddings and positions when positions are on."""
    n, d_model = session.n_tokens, session.d_model
    out: list[str] = []
    if session.positional_encoding == "sinusoidal":
        _section(
            out,
            "Token vectors before positional encoding (embeddings):",
            format_matrix(session.embeddings, rows, _dims(d_model), decimals),
        )
        _section(
            out,
            "Sinusoidal positional encoding (sin on even columns, cos on odd ones):",
            format_matrix(result.positional, rows, _dims(d_model), decimals),
        )
        z_heading = "Z = embeddings + positional encoding: what attention actually sees"
    else:
        z_heading = "Z = the token vectors (no positional encoding, so word order is invisible)"
    _section(
        out,
        z_heading + f"  ({n} × {d_model})",
        format_matrix(result.Z, rows, _dims(d_model), decimals),
    )
    return out


def _mask_sections(
    session: Session, result: AttentionResult, rows: list[str], keys: list[str], hidden: int
) -> list[str]:
    """Which keys each query may see (n, n), then a warning per query that sees none."""
    n = session.n_tokens
    out: list[str] = []
    reasons = [
        r for r, on in (("causal", session.causal), ("custom", session.mask is not None)) if on
    ]
    if hidden == 0:
        kind = f"({' + '.join(reasons)}) hides nothing" if reasons else "none"
        _section(out, f"Mask: {kind}, so every token may look at every token")
    else:
        _section(
            out,
            f"Mask ({' + '.join(reasons)}): {hidden} of {n * n} query→key pairs are hidden "
            "(row = query, column = key)",
            _mask_table(result.mask, keys),
        )
    for query in result.blocked_queries:
        out.append(
            f"  warning: {rows[query]} may look at no key at all; its weights and output are zeros"
        )
    return out


def _head_sections(
    session: Session,
    result: AttentionResult,
    h: int,
    labels: tuple[list[str], list[str]],
    hidden: int,
    decimals: int,
) -> list[str]:
    """Head ``h`` step by step: Q, K (n, d_k), V (n, d_v), scores to weights (n, n), output."""
    rows, keys = labels
    head = result.heads[h]
    d_k, d_v = session.d_k, session.d_v
    out = ["", f"--- Head {h + 1} of {session.n_heads} ---"]
    steps = [
        ("Project: Q = Z · W_q (what each token is looking for)", head.Q, _dims(d_k)),
        ("Project: K = Z · W_k (what each token offers to be found by)", head.K, _dims(d_k)),
        ("Project: V = Z · W_v (what each token passes on)", head.V, _dims(d_v)),
        (
            "Score: scores = Q · Kᵀ (row = query, column = key; bigger = better match)",
            head.scores,
            keys,
        ),
    ]
    if session.scale == "sqrt_dk":
        divisor = scale_factor(d_k, session.scale)
        scale_line = f"Scale: scaled = scores / √d_k = scores / {divisor:.{max(decimals, 2)}f}"
    else:
        scale_line = "Scale: switched off, so scaled = scores"
    steps.append((scale_line, head.scaled, keys))
    if hidden:
        steps.append(
            (
                "Mask: hidden keys get -inf before the softmax, so they end up with weight 0",
                np.where(result.mask, head.scaled, -np.inf),
                keys,
            )
        )
    steps.append(
        (
            "Softmax: weights, one row per query; each row sums to 1"
            + (" and hidden keys get exactly 0" if hidden else ""),
            head.weights,
            keys,
        )
    )
    steps.append(
        (
            "Mix: output = weights · V (each token's weighted average of the values)",
            head.output,
            _dims(d_v),
        )
    )
    for heading, matrix, columns in steps:
        _section(out, heading, format_matrix(matrix, rows, columns, decimals))
    return out


def _after_heads_sections(
    session: Session, result: AttentionResult, rows: list[str], decimals: int
) -> list[str]:
    """The concat (n, n_heads * d_v), the attention output (n, d_out) and the residual."""
    n, n_heads = session.n_tokens, session.n_heads
    out = ["", "--- After the heads ---"]
    width = result.concat.shape[1]
    if n_heads > 1:
        _section(
            out,
            f"Concat: the {n_heads} head outputs side by side  ({n} × {width})",
            format_matrix(result.concat, rows, _dims(width), decimals),
        )
    d_out = result.attention_output.shape[1]
    if session.W_o is not None:
        heading = f"Output projection: attention output = concat · W_o  ({n} × {d_out})"
    elif n_heads > 1:
        heading = f"No W_o: the attention output is the concat itself  ({n} × {d_out})"
    else:
        heading = f"No W_o: the attention output is the head's output  ({n} × {d_out})"
    _section(out, heading, format_matrix(result.attention_output, rows, _dims(d_out), decimals))
    if result.residual is not None:
        _section(
            out,
            "Residual: Z + attention output (each token keeps what it had and adds what it gathered)",
            format_matrix(result.residual, rows, _dims(session.d_model), decimals),
        )
    else:
        _section(out, f"No residual: {result.residual_note}.")
    return out


def format_text(session: Session, result: AttentionResult, decimals: int = 2) -> str:
    """Every step of the calculation as plain text for a terminal.

    Matrices have one row per token (labelled with the token) and aligned columns;
    the score and weight tables have one column per key.  Heads come one after the
    other; the text ends with the residual, or with the reason there is none.

    Parameters
    ----------
    session : the session that was computed
    result : its :class:`~selfattn_gui.core.maths.attention.AttentionResult`
    decimals : digits after the decimal point (0 to 12)
    """
    if not 0 <= decimals <= 12:
        raise ValueError(f"decimals must be between 0 and 12, found {decimals}")
    rows = [display_label(t) for t in session.tokens]
    keys = [display_label(t, 10) for t in session.tokens]
    hidden = int((~result.mask).sum())
    out = _title_lines(session)
    out += _input_sections(session, result, rows, decimals)
    out += _mask_sections(session, result, rows, keys, hidden)
    for h in range(len(result.heads)):
        out += _head_sections(session, result, h, (rows, keys), hidden, decimals)
    out += _after_heads_sections(session, result, rows, decimals)
    return "\n".join(out) + "\n"
