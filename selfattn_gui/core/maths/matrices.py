"""The catalogue of matrices: every matrix of self-attention, named once.

Each :class:`Matrix` says what one matrix is called everywhere: its key (the field
of the session or the result that holds it, which is also the stem of its widgets'
object names, ``editor.W_q`` / ``view.Q`` / ``panel.Q``), how formulas write it, its
title and formula in the window, its shape in words and the labels of its rows and
columns.  Editors, views, the explain panel, the walkthrough, exports, the worksheet,
the document's undo texts and the self-test read from here.

A matrix is *edited* (it lives in the session: the token vectors, each head's
W_q, W_k, W_v, and W_o) or *computed* (it lives in the result: Z, Q, K, V, the
scores, the weights, the outputs).

A new computed matrix is one entry in :data:`CATALOGUE` plus its computation (a field
of ``AttentionResult`` or ``HeadResult`` filled in by
:func:`selfattn_gui.core.maths.attention.compute`); ``tests/core/maths/test_matrices.py``
fails until both exist and agree on the shape.  With ``table=True`` the window builds
its table too; the main window still decides which dock shows it, and the explain
panel explains its cells once :mod:`selfattn_gui.core.teaching.explain` has a writer for it.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.matrix_entry import (  # noqa: F401 (the names importers know)
    GAIN_AND_BIAS,
    KEY_COLUMN_PREFIX,
    KEYS,
    LAYER_MATRICES,
    TOKENS,
    Getter,
    Matrix,
    labels_of,
    numbered,
    read_by_the_heads,
)
from selfattn_gui.core.maths.matrix_sizes import sizes  # noqa: F401
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate


def _layer_norm(session: Session) -> np.ndarray | None:
    """(2, d_model): the gain over the bias of the layer's norm (None without one)."""
    norm = session.layers[0].layer_norm
    return None if norm is None else norm.as_matrix()


def _head_result(name: str) -> Getter:
    """Reads one field of ``result.heads[head]``."""
    return lambda _session, result, head: getattr(result.heads[head], name)


def _projection(name: str, makes: str, width: str) -> Matrix:
    """W_q, W_k or W_v: turns each token vector into its query, key or value (W_k and
    W_v of a head that shares them are its key/value group's)."""
    projections: dict[str, Getter] = {
        "W_q": lambda session, _result, head: session.heads[head].W_q,
        "W_k": lambda session, _result, head: session.layers[0].key_projection(head),
        "W_v": lambda session, _result, head: session.layers[0].value_projection(head),
    }
    return Matrix(
        key=name, symbol=name, words_en=name, title_en=name, formula_en=makes,
        edited=True, per_head=True, shape=("d_model", width), rows="x", columns=name[-1],
        get=projections[name],
    )  # fmt: skip


def _projected(name: str, width: str) -> Matrix:
    """Q, K or V of one head: Z times its projection (K and V have one row per key)."""
    rows = "n_tokens" if name == "Q" else "n_keys"
    return Matrix(
        key=name, symbol=name, words_en=name, title_en=name, formula_en=f"= Z·W_{name.lower()}",
        edited=False, per_head=True, shape=(rows, width), rows=TOKENS,
        columns=name.lower(), get=_head_result(name),
    )  # fmt: skip


# A declarative table: one entry per matrix, in the order of the computation.
CATALOGUE: tuple[Matrix, ...] = (
    Matrix(
        key="embeddings", symbol="X", words_en=QT_TRANSLATE_NOOP("matrices", "token vectors"), edited=True,
        title_en="X", formula_en=QT_TRANSLATE_NOOP("matrices", "one row per token, one column per feature"),
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="x",
        get=lambda session, result, head: session.embeddings,
    ),
    Matrix(
        key="source", symbol="source", words_en=QT_TRANSLATE_NOOP("matrices", "source vectors"), edited=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "source"), formula_en=QT_TRANSLATE_NOOP("matrices", "one row per source token: its keys and values are made from it"),
        shape=("n_keys", "d_model"), rows=KEYS, columns="x",
        get=lambda session, result, head: MATRICES["source"].in_session(session),
    ),
    Matrix(
        key="positional", symbol="PE", words_en=QT_TRANSLATE_NOOP("matrices", "positional encoding"), edited=False,
        title_en="PE", formula_en=QT_TRANSLATE_NOOP("matrices", "added to X"), table=False,
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="x",
        get=lambda session, result, head: result.positional,
    ),
    Matrix(
        key="Z", symbol="Z", words_en="Z", edited=False,
        title_en="Z", formula_en=QT_TRANSLATE_NOOP("matrices", "= X + positional encoding"),
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="z",
        get=lambda session, result, head: result.Z,
    ),
    Matrix(
        key="layer_norm", symbol="gain, bias", words_en=QT_TRANSLATE_NOOP("matrices", "layer norm's gain and bias"), edited=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "gain, bias"), formula_en=QT_TRANSLATE_NOOP("matrices", "× gain + bias, one of each per feature"),
        shape=("2", "d_model"), rows=GAIN_AND_BIAS, columns="x",
        get=lambda session, result, head: _layer_norm(session),
    ),
    Matrix(
        key="normalised", symbol="LN", words_en=QT_TRANSLATE_NOOP("matrices", "normalised input"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Normalised"), formula_en=QT_TRANSLATE_NOOP("matrices", "= LayerNorm(Z), what the heads read"),
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="n",
        get=lambda session, result, head: result.layers[0].normalised if result.layers else None,
    ),
    _projection("W_q", QT_TRANSLATE_NOOP("matrices", "makes queries"), "d_k"),
    _projection("W_k", QT_TRANSLATE_NOOP("matrices", "makes keys"), "d_k"),
    _projection("W_v", QT_TRANSLATE_NOOP("matrices", "makes values"), "d_v"),
    Matrix(
        key="W_o", symbol="W_o", words_en="W_o", edited=True,
        title_en="W_o", formula_en=QT_TRANSLATE_NOOP("matrices", "mixes the heads"),
        shape=("n_heads·d_v", "d_out"), rows="c", columns="o",
        get=lambda session, result, head: session.W_o,
    ),
    Matrix(
        key="mask", symbol="mask", words_en=QT_TRANSLATE_NOOP("matrices", "mask"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Mask"), formula_en=QT_TRANSLATE_NOOP("matrices", "1 = visible, 0 = hidden (its weight is 0)"), table=False,
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=lambda session, result, head: result.mask,
    ),
    _projected("Q", "d_k"),
    _projected("K", "d_k"),
    _projected("V", "d_v"),
    Matrix(
        key="scores", symbol="scores", words_en=QT_TRANSLATE_NOOP("matrices", "scores"), edited=False, per_head=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "Scores"), formula_en="= Q·Kᵀ", stem="scores_raw",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("scores"),
    ),
    Matrix(
        key="scaled", symbol="scaled", words_en=QT_TRANSLATE_NOOP("matrices", "scaled scores"), edited=False, per_head=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "Scaled scores"), formula_en=QT_TRANSLATE_NOOP("matrices", "= scores / √d_k"), table=False, heatmap="heatmap.scores",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("scaled"),
    ),
    Matrix(
        key="weights", symbol="weights", words_en=QT_TRANSLATE_NOOP("matrices", "weights"), edited=False, per_head=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "Weights"), formula_en=QT_TRANSLATE_NOOP("matrices", "= softmax(scores) per row"), heatmap="heatmap.weights",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("weights"),
    ),
    Matrix(
        key="output", symbol="output", words_en=QT_TRANSLATE_NOOP("matrices", "head output"), edited=False, per_head=True,
        title_en=QT_TRANSLATE_NOOP("matrices", "Head output"), formula_en=QT_TRANSLATE_NOOP("matrices", "= weights·V"),
        shape=("n_tokens", "d_v"), rows=TOKENS, columns="o",
        get=_head_result("output"),
    ),
    Matrix(
        key="concat", symbol="concat", words_en=QT_TRANSLATE_NOOP("matrices", "head outputs side by side"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Heads side by side"), formula_en=QT_TRANSLATE_NOOP("matrices", "= [head 1 output | head 2 output | …]"), table=False,
        shape=("n_tokens", "n_heads·d_v"), rows=TOKENS, columns="c",
        get=lambda session, result, head: result.concat,
    ),
    Matrix(
        key="attention_output", symbol="attention output", words_en=QT_TRANSLATE_NOOP("matrices", "attention output"),
        edited=False, title_en=QT_TRANSLATE_NOOP("matrices", "Attention output"), formula_en=QT_TRANSLATE_NOOP("matrices", "= concat(heads)·W_o"),
        formula_without_w_o=QT_TRANSLATE_NOOP("matrices", "= concat(heads)"),
        shape=("n_tokens", "d_out"), rows=TOKENS, columns="a",
        get=lambda session, result, head: result.attention_output,
    ),
    Matrix(
        key="residual", symbol="residual", words_en=QT_TRANSLATE_NOOP("matrices", "residual output"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Residual output"), formula_en=QT_TRANSLATE_NOOP("matrices", "= Z + attention output"),
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="r",
        get=lambda session, result, head: result.residual,
    ),
    Matrix(
        key="logits", symbol="logits", words_en=QT_TRANSLATE_NOOP("matrices", "next-token logits"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Logits"), formula_en=QT_TRANSLATE_NOOP("matrices", "= last layer's output·W_U"), table=False,
        shape=("n_tokens", "vocabulary_size"), rows=TOKENS, columns="v",
        get=lambda session, result, head: result.logits,
    ),
    Matrix(
        key="probabilities", symbol="P", words_en=QT_TRANSLATE_NOOP("matrices", "next-token probabilities"), edited=False,
        title_en=QT_TRANSLATE_NOOP("matrices", "Next-token probabilities"), formula_en=QT_TRANSLATE_NOOP("matrices", "= softmax(logits) per row"), table=False,
        shape=("n_tokens", "vocabulary_size"), rows=TOKENS, columns="v",
        get=lambda session, result, head: result.probabilities,
    ),
)  # fmt: skip

#: key -> entry, e.g. ``MATRICES["Q"].title``
MATRICES: dict[str, Matrix] = {m.key: m for m in CATALOGUE}


def matrix_named(name: str) -> Matrix:
    """The entry a key (``"embeddings"``) or a symbol (``"X"``) names."""
    entry = MATRICES.get(name) or next((m for m in CATALOGUE if m.symbol == name), None)
    if entry is None:
        raise KeyError(f"no matrix is called {name!r}; expected one of {', '.join(MATRICES)}")
    return entry


def split_layer(key: str) -> tuple[int, str]:
    """The layer (from 0) a document key names and the key within it:
    ``"layers.1.heads.0.W_q"`` -> (1, ``"heads.0.W_q"``); ``"W_o"`` -> (0, ``"W_o"``)."""
    parts = key.split(".", 2)
    if len(parts) == 3 and parts[0] == "layers" and parts[1].isdigit():
        rest = parts[2]
        if rest.rsplit(".", 1)[-1] not in LAYER_MATRICES:
            raise KeyError(f"unknown matrix {key!r}: a layer holds {', '.join(LAYER_MATRICES)}")
        return int(parts[1]), rest
    return 0, key


def from_document_key(key: str) -> tuple[Matrix, int]:
    """The entry and head of a document key: ``"heads.1.W_k"`` -> (W_k, 1); the layer of
    ``"layers.1.heads.0.W_q"`` is :func:`split_layer`'s to say."""
    within = split_layer(key)[1]
    parts = within.split(".")
    if len(parts) == 3 and parts[0] == "heads" and parts[1].isdigit():
        entry, head = MATRICES.get(parts[2]), int(parts[1])
    else:
        entry, head = MATRICES.get(within), 0
    if entry is None or not entry.edited or entry.per_head != (len(parts) == 3):
        raise KeyError(f"unknown matrix {key!r}")
    return entry, head


def heads_input(session: Session) -> Matrix:
    """The matrix the heads read: Z when positions are added, else the token vectors X."""
    return MATRICES["Z" if session.positional_encoding != "none" else "embeddings"]


def edited_per_head() -> tuple[Matrix, ...]:
    """What each head holds in the session (W_q, W_k, W_v), in the order of the computation."""
    return tuple(m for m in CATALOGUE if m.edited and m.per_head)


def edited_shared() -> tuple[Matrix, ...]:
    """The edited matrices all heads share (the token vectors, W_o), in the same order."""
    return tuple(m for m in CATALOGUE if m.edited and not m.per_head)


def computed_per_head() -> tuple[Matrix, ...]:
    """What each head computes (Q, K, V, the scores, the weights, its output), in order."""
    return tuple(m for m in CATALOGUE if not m.edited and m.per_head)


def shown_in_tables() -> tuple[Matrix, ...]:
    """The matrices the window shows as tables, in the order of the computation."""
    return tuple(m for m in CATALOGUE if m.table)


def edit_title(key: str) -> str:
    """The matrix an edit changed, as the undo history names it: "W_q (head 1)", and
    "W_q (layer 2, head 1)" in a later layer."""
    layer, _ = split_layer(key)
    matrix, head = from_document_key(key)
    if layer > 0 and matrix.per_head:
        where = translate("matrices", "{matrix} (layer {layer}, head {head})")
    elif layer > 0:
        where = translate("matrices", "{matrix} (layer {layer})")
    elif matrix.per_head:
        where = translate("matrices", "{matrix} (head {head})")
    else:
        return matrix.words
    return where.format(matrix=matrix.words, layer=layer + 1, head=head + 1)
