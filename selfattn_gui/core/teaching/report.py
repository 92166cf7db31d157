"""A computed session as JSON, for programs: what ``selfattn-gui compute --json`` prints.

It carries every intermediate of :func:`selfattn_gui.core.maths.attention.compute`, so
a test (or an exported script) can check the calculation number by number; the same
calculation as text for a terminal is :mod:`selfattn_gui.core.teaching.report_text`.
"""

from __future__ import annotations

import json
from typing import Any

from selfattn_gui.core.maths.attention import AttentionResult
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
