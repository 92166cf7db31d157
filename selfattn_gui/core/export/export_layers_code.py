"""The first part of an exported script for a version 2 session: its numbers as literals.

A version 2 session has what one self-attention layer cannot say: stacked layers,
layer norm, learned positions, a vocabulary and its unembedding ``W_U``, a source
sequence for cross-attention, shared key/value groups, switched-off heads.  Every
number is written with ``repr`` (it reads back to the same bits) and every label or
title through ``repr`` too, so it is only ever one string literal on one line; no
user text goes into a comment.  The code that follows is
:data:`selfattn_gui.core.export.layers_script.CODE`.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.export.layers_script import CODE, HEADER
from selfattn_gui.core.export.script_pieces import (
    IMPORTS,
    labels_literal,
    mask_lines,
    matrix_literal,
    title_and_tokens_lines,
    vector_literal,
)
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.session import Session


def _token_lines(session: Session) -> list[str]:
    """TITLE, TOKENS, VOCABULARY (+ W_E) and EMBEDDINGS (n_tokens, d_model)."""
    n, d_model = session.n_tokens, session.d_model
    lines = [*title_and_tokens_lines(session), ""]
    vocabulary = session.vocabulary
    if vocabulary is None:
        lines += [
            "# No vocabulary: each token has its own vector, row i belongs to TOKENS[i].",
            "VOCABULARY = None",
            "EMBEDDINGS = "
            + matrix_literal(session.embeddings, "", f"(n_tokens, d_model) = ({n}, {d_model})"),
        ]
        return lines
    lines += [
        f"# The {vocabulary.size} entries of the vocabulary, and W_E, one vector per entry:",
        "# row i of W_E belongs to VOCABULARY[i].",
        *labels_literal("VOCABULARY", vocabulary.labels),
        "W_E = "
        + matrix_literal(vocabulary.W_E, "", f"(V, d_model) = ({vocabulary.size}, {d_model})"),
        "",
        "# Each token's vector is its entry's row of W_E (a word used twice gets the",
        "# same row twice), (n_tokens, d_model).",
        "EMBEDDINGS = W_E[[VOCABULARY.index(token) for token in TOKENS]]",
    ]
    return lines


def _position_and_source_lines(session: Session) -> list[str]:
    """POSITIONAL_ENCODING and W_POS, then SOURCE_TOKENS and SOURCE_EMBEDDINGS."""
    lines = [
        "",
        '# "none"; "sinusoidal" adds a fixed sine/cosine signal to every token vector;',
        '# "learned" adds row p of W_POS (max_positions, d_model) to the token at p.',
        f"POSITIONAL_ENCODING = {session.positional_encoding!r}",
    ]
    if session.W_pos is None:
        lines.append("W_POS = None")
    else:
        shape = "(max_positions, d_model) = ({}, {})".format(*session.W_pos.shape)
        lines.append("W_POS = " + matrix_literal(session.W_pos, "", shape))
    lines.append("")
    source = session.source
    if source is None:
        lines += [
            "# Self-attention: the keys and values come from the tokens themselves.",
            "SOURCE_TOKENS = None",
            "SOURCE_EMBEDDINGS = None",
        ]
        return lines
    shape = f"(n_keys, d_model) = ({source.n_tokens}, {session.d_model})"
    lines += [
        "# Cross-attention: the queries come from TOKENS, the keys and values from this",
        "# source sequence, whose vectors are used as they are (no positions added).",
        *labels_literal("SOURCE_TOKENS", source.tokens),
        "SOURCE_EMBEDDINGS = " + matrix_literal(source.embeddings, "", shape),
    ]
    return lines


def _matrix_entry(name: str, matrix: np.ndarray, indent: str, sizes: str) -> str:
    """``"name": np.array([...]),`` with its shape in words and numbers."""
    shape = f"({sizes}) = ({matrix.shape[0]}, {matrix.shape[1]})"
    return f'{indent}"{name}": {matrix_literal(matrix, indent, shape)},'


def _heads_lines(layer: Layer, width: str) -> list[str]:
    """The layer's "heads" (W_q, and W_k, W_v unless shared) and "kv_heads"."""
    lines = ['        "heads": [']
    for h, head in enumerate(layer.heads):
        lines.append(f"            {{  # head {h + 1}")
        lines.append(_matrix_entry("W_q", head.W_q, " " * 16, f"{width}, d_k"))
        if head.W_k is not None and head.W_v is not None:
            lines.append(_matrix_entry("W_k", head.W_k, " " * 16, f"{width}, d_k"))
            lines.append(_matrix_entry("W_v", head.W_v, " " * 16, f"{width}, d_v"))
        lines.append("            },")
    lines.append("        ],")
    if layer.kv_heads is None:
        lines.append('        "kv_heads": None,')
        return lines
    lines.append('        "kv_heads": [')
    for g, group in enumerate(layer.kv_heads):
        shared_by = [h + 1 for h in range(layer.n_heads) if layer.group_of(h) == g]
        lines.append(
            f"            {{  # K/V group {g + 1}, read by head(s) "
            + ", ".join(map(str, shared_by))
        )
        lines.append(_matrix_entry("W_k", group.W_k, " " * 16, f"{width}, d_k"))
        lines.append(_matrix_entry("W_v", group.W_v, " " * 16, f"{width}, d_v"))
        lines.append("            },")
    lines.append("        ],")
    return lines


def _layer_lines(layer: Layer, number: int) -> list[str]:
    """One entry of LAYERS: layer norm, heads, K/V groups, W_o, residual, heads off."""
    width = "d_model" if number == 1 else "width"
    reads = "Z" if number == 1 else f"layer {number - 1}'s output"
    lines = [f"    {{  # layer {number}, reading {reads}"]
    norm = layer.layer_norm
    if norm is None:
        lines.append('        "layer_norm": None,')
    else:
        lines += [
            '        "layer_norm": {',
            f'            "gain": {vector_literal(norm.gain)},',
            f'            "bias": {vector_literal(norm.bias)},',
            "        },",
        ]
    lines += _heads_lines(layer, width)
    if layer.W_o is None:
        lines.append('        "W_o": None,')
    else:
        lines.append(_matrix_entry("W_o", layer.W_o, " " * 8, "n_heads * d_v, d_out"))
    off = sorted(layer.heads_off)
    said = "" if not off else "  # off: head " + ", ".join(str(h + 1) for h in off)
    lines += [
        f'        "residual": {bool(layer.residual)!r},',
        f'        "heads_off": {off!r},{said}',
        "    },",
    ]
    return lines


def _layers_lines(session: Session) -> list[str]:
    """LAYERS, one dict per layer, then W_U (width, V) or None."""
    lines = [
        "",
        f"# {session.n_layers} layer(s), applied in order.  Each has its heads' projections;",
        '# with "kv_heads" the heads hold W_q only and share the groups\' W_k and W_v.',
        '# "width" is what a layer reads: d_model for layer 1, the previous output after.',
        '# "heads_off" lists the switched-off heads (counting from 0).',
        "LAYERS = [",
    ]
    for number, layer in enumerate(session.layers, start=1):
        lines += _layer_lines(layer, number)
    lines += ["]", ""]
    if session.W_U is None:
        lines += ["# No unembedding: the script stops after the last layer.", "W_U = None"]
    else:
        shape = "(width, V) = ({}, {})".format(*session.W_U.shape)
        lines += [
            "# Unembedding: the last layer's output times W_U scores every vocabulary entry",
            "# as the next token.",
            "W_U = " + matrix_literal(session.W_U, "", shape),
        ]
    return lines


def export_layers_python(session: Session) -> str:
    """A standalone Python script (NumPy only) that rebuilds and computes ``session``,
    any session (written for those a version 1 script cannot hold).

    Returns
    -------
    The script's source text.  Run with ``--json`` it prints the object of
    :func:`selfattn_gui.core.teaching.report.result_to_json`, equal to ``compute`` to
    1e-12; without, each layer's weights and outputs and the next-token predictions.
    """
    parts = (
        _token_lines(session)
        + _position_and_source_lines(session)
        + mask_lines(session)
        + _layers_lines(session)
    )
    return HEADER + IMPORTS + "\n".join(parts) + CODE
