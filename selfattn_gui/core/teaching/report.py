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
from selfattn_gui.core.sessions.session import Session

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
HEAD_JSON_KEYS = ("Q", "K", "V", "scores", "scaled", "weights", "output")

MAX_LABEL_WIDTH = 16  # longer token labels are shortened in the text tables


# -- JSON ------------------------------------------------------------------------------


def _floats(matrix: np.ndarray) -> list[list[float]]:
    return [[float(v) for v in row] for row in np.asarray(matrix, dtype=np.float64)]


def result_to_json(session: Session, result: AttentionResult) -> dict[str, Any]:
    """Every intermediate as plain lists, ready for :func:`json.dumps`.

    Parameters
    ----------
    session : the session that was computed (kept for symmetry with :func:`format_text`)
    result : what :func:`~selfattn_gui.core.maths.attention.compute` returned for it

    Returns
    -------
    dict with exactly the keys of :data:`JSON_KEYS`:
    ``tokens`` (n labels), ``Z`` (n, d_model), ``heads`` (one dict per head with
    ``Q``, ``K`` (n, d_k), ``V`` (n, d_v), ``scores`` and ``scaled`` (n, n) before
    masking, ``weights`` (n, n) with hidden keys exactly 0, ``output`` (n, d_v)),
    ``mask`` (n, n) booleans (True = visible), ``concat`` (n, n_heads * d_v),
    ``attention_output`` (n, d_out), ``residual`` (n, d_model) or None and
    ``residual_note`` (text) or None.
    """
    del session  # every number is already in the result
    return {
        "tokens": list(result.tokens),
        "Z": _floats(result.Z),
        "heads": [
            {
                "Q": _floats(head.Q),
                "K": _floats(head.K),
                "V": _floats(head.V),
                "scores": _floats(head.scores),
                "scaled": _floats(head.scaled),
                "weights": _floats(head.weights),
                "output": _floats(head.output),
            }
            for head in result.heads
        ],
        "mask": [[bool(v) for v in row] for row in result.mask],
        "concat": _floats(result.concat),
        "attention_output": _floats(result.attention_output),
        "residual": None if result.residual is None else _floats(result.residual),
        "residual_note": result.residual_note,
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
    n, d_model, d_k = session.n_tokens, session.d_model, session.d_k
    n_heads = session.n_heads
    out: list[str] = []

    def section(heading: str, *lines: str) -> None:
        out.append("")
        out.append(heading)
        out.extend(lines)

    title = display_label(session.title, 72) if session.title.strip() else "Self-attention"
    out.append(title)
    out.append("=" * max(3, text_width(title)))
    out.append(
        f"{n} token{'s' if n != 1 else ''}, d_model = {d_model}, "
        f"{n_heads} head{'s' if n_heads != 1 else ''}, d_k = {d_k}, d_v = {session.d_v}"
    )

    if session.positional_encoding == "sinusoidal":
        section(
            "Token vectors before positional encoding (embeddings):",
            format_matrix(session.embeddings, rows, _dims(d_model), decimals),
        )
        section(
            "Sinusoidal positional encoding (sin on even columns, cos on odd ones):",
            format_matrix(result.positional, rows, _dims(d_model), decimals),
        )
        z_heading = "Z = embeddings + positional encoding: what attention actually sees"
    else:
        z_heading = "Z = the token vectors (no positional encoding, so word order is invisible)"
    section(
        z_heading + f"  ({n} × {d_model})", format_matrix(result.Z, rows, _dims(d_model), decimals)
    )

    hidden = int((~result.mask).sum())
    reasons = [
        r for r, on in (("causal", session.causal), ("custom", session.mask is not None)) if on
    ]
    if hidden == 0:
        kind = f"({' + '.join(reasons)}) hides nothing" if reasons else "none"
        section(f"Mask: {kind}, so every token may look at every token")
    else:
        section(
            f"Mask ({' + '.join(reasons)}): {hidden} of {n * n} query→key pairs are hidden "
            "(row = query, column = key)",
            _mask_table(result.mask, keys),
        )
    for query in result.blocked_queries:
        out.append(
            f"  warning: {rows[query]} may look at no key at all; its weights and output are zeros"
        )

    divisor = scale_factor(d_k, session.scale)
    for h, head in enumerate(result.heads):
        out.append("")
        out.append(f"--- Head {h + 1} of {n_heads} ---")
        section(
            "Project: Q = Z · W_q (what each token is looking for)",
            format_matrix(head.Q, rows, _dims(d_k), decimals),
        )
        section(
            "Project: K = Z · W_k (what each token offers to be found by)",
            format_matrix(head.K, rows, _dims(d_k), decimals),
        )
        section(
            "Project: V = Z · W_v (what each token passes on)",
            format_matrix(head.V, rows, _dims(session.d_v), decimals),
        )
        section(
            "Score: scores = Q · Kᵀ (row = query, column = key; bigger = better match)",
            format_matrix(head.scores, rows, keys, decimals),
        )
        if session.scale == "sqrt_dk":
            scale_line = f"Scale: scaled = scores / √d_k = scores / {divisor:.{max(decimals, 2)}f}"
        else:
            scale_line = "Scale: switched off, so scaled = scores"
        section(scale_line, format_matrix(head.scaled, rows, keys, decimals))
        if hidden:
            section(
                "Mask: hidden keys get -inf before the softmax, so they end up with weight 0",
                format_matrix(np.where(result.mask, head.scaled, -np.inf), rows, keys, decimals),
            )
        section(
            "Softmax: weights, one row per query; each row sums to 1"
            + (" and hidden keys get exactly 0" if hidden else ""),
            format_matrix(head.weights, rows, keys, decimals),
        )
        section(
            "Mix: output = weights · V (each token's weighted average of the values)",
            format_matrix(head.output, rows, _dims(session.d_v), decimals),
        )

    out.append("")
    out.append("--- After the heads ---")
    width = result.concat.shape[1]
    if n_heads > 1:
        section(
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
    section(heading, format_matrix(result.attention_output, rows, _dims(d_out), decimals))
    if result.residual is not None:
        section(
            "Residual: Z + attention output (each token keeps what it had and adds what it gathered)",
            format_matrix(result.residual, rows, _dims(d_model), decimals),
        )
    else:
        section(f"No residual: {result.residual_note}.")
    return "\n".join(out) + "\n"
