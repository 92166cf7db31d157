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

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import input_symbol, layer_index
from selfattn_gui.core.maths.matrix_sizes import sizes
from selfattn_gui.core.sessions.session import Session

#: Labels rows or columns with the token labels (for the (n, n) matrices: the keys).
TOKENS = "tokens"
#: Columns that are keys: labelled with the key tokens (a table elides long ones).
KEYS = "keys"
#: What numbers key columns where a column is named by its position (``→1, →2, …``).
KEY_COLUMN_PREFIX = "→"

#: ``(session, result, head) -> the matrix`` (None when the example has none, e.g. no W_o)
Getter = Callable[[Session, AttentionResult, int], "np.ndarray | None"]


@dataclass(frozen=True)
class Matrix:
    """One matrix of the computation.

    Attributes
    ----------
    key : the field that holds it in ``Session`` / ``Head`` (edited) or ``AttentionResult`` /
        ``HeadResult`` (computed), e.g. ``"embeddings"``, ``"W_q"``, ``"scaled"``; also the
        stem of its object names and the matrix name :mod:`~selfattn_gui.core.teaching.explain`
        takes
    symbol : how formulas and the worksheet write it, e.g. ``"X"`` for the token vectors
    words : its name in a sentence, e.g. "token vectors" (undo texts)
    title : the heading of its table in the window
    formula : the line beside the title: what it is made of (see :meth:`formula_for`)
    formula_without_w_o : the formula when the example has no W_o, if it differs
    edited : True when the learner types it (it lives in the session)
    per_head : True when every head has its own (``heads[h]`` of the session or result)
    shape : its sizes in words, rows then columns, e.g. ``("n_tokens", "d_model")``;
        a product is written ``"n_heads·d_v"`` (see :func:`sizes` for every size)
    rows, columns : :data:`TOKENS`, :data:`KEYS`, or a prefix that numbers them
        (``"x"`` gives x1, x2, …)
    get : ``(session, result, head) -> (rows, columns) array`` or None
    table : whether the window shows it as a table (``editor.<stem>`` / ``view.<stem>``)
    heatmap : the object name of the heatmap that draws it, if one does
    stem : the stem of its widgets' object names when it is not the key (the raw
        scores' table is ``view.scores_raw``: "scores" alone reads like the scaled ones)
    """

    key: str
    symbol: str
    words: str
    title: str
    formula: str
    edited: bool
    shape: tuple[str, str]
    rows: str
    columns: str
    get: Getter
    per_head: bool = False
    table: bool = True
    heatmap: str | None = None
    formula_without_w_o: str | None = None
    stem: str = ""

    # -- names derived from the key ---------------------------------------------------
    @property
    def table_name(self) -> str:
        """The object name of its table: ``editor.W_q`` for an edited one, ``view.Q`` else."""
        return f"{'editor' if self.edited else 'view'}.{self.stem or self.key}"

    @property
    def panel_name(self) -> str:
        """The object name of the panel around its table, e.g. ``panel.Q``."""
        return f"panel.{self.stem or self.key}"

    @property
    def shape_words(self) -> str:
        """Its shape as a learner reads it, e.g. ``"n_tokens × d_model"``."""
        return " × ".join(self.shape)

    def document_key(self, head: int = 0, layer: int = 0) -> str:
        """The key an edit names it by: ``"embeddings"``, ``"W_o"`` or ``"heads.<h>.W_q"``
        in layer 1, and ``"layers.<ℓ>.W_o"`` or ``"layers.<ℓ>.heads.<h>.W_q"`` in a later
        layer ℓ (counted from 0, as the session's ``layers`` are)."""
        if not self.edited:
            raise ValueError(f"{self.key} is computed, not edited: it has no document key")
        key = f"heads.{head}.{self.key}" if self.per_head else self.key
        if layer == 0:
            return key
        if self.key not in LAYER_MATRICES:
            raise ValueError(f"{self.key} belongs to the session, not to layer {layer + 1}")
        return f"layers.{layer}.{key}"

    def formula_for(self, session: Session) -> str:
        """The formula as ``session`` computes it: without W_o, no product with W_o;
        without positions the heads read X itself, so Z is written X."""
        if session.W_o is None and self.formula_without_w_o is not None:
            formula = self.formula_without_w_o
        else:
            formula = self.formula
        if self.key == "embeddings" and layer_index(session) > 0:
            return f"= layer {layer_index(session)}'s output, computed (not typed)"
        return formula if self.key == "Z" else read_by_the_heads(formula, session)

    # -- numbers and labels -----------------------------------------------------------
    def values(self, session: Session, result: AttentionResult, head: int = 0) -> np.ndarray | None:
        """The matrix for one head (heads are ignored by matrices shared by all heads)."""
        return self.get(session, result, head)

    def in_session(self, session: Session, head: int = 0, layer: int = 0) -> np.ndarray | None:
        """An edited matrix read from the session alone: the field ``key`` of the session,
        of layer ``layer`` (W_o), or of that layer's ``heads[head]`` when every head has
        its own (None: no W_o, or a W_k / W_v the layer's key/value groups hold)."""
        if not self.edited:
            raise ValueError(f"{self.key} is computed, not edited: the session does not hold it")
        if self.key == "source":  # the vectors of the other sentence, not the Source itself
            return None if session.source is None else session.source.embeddings
        holder: object = session
        if self.per_head:
            holder = session.layers[layer].heads[head]
        elif self.key in LAYER_MATRICES:
            holder = session.layers[layer]
        matrix: np.ndarray | None = getattr(holder, self.key)
        return matrix

    def expected_shape(self, session: Session) -> tuple[int, int]:
        """The shape the words promise for this session, e.g. ``(3, 4)``."""
        known = sizes(session)
        rows, columns = (int(np.prod([known[s] for s in side.split("·")])) for side in self.shape)
        return rows, columns

    def row_labels(self, tokens: tuple[str, ...], count: int) -> tuple[str, ...]:
        """One label per row: the tokens, or the row prefix numbered."""
        return _labels(self.rows, tokens, count)

    def column_labels(self, tokens: tuple[str, ...], count: int) -> tuple[str, ...]:
        """One label per column: the tokens (keys), or the column prefix numbered."""
        return _labels(self.columns, tokens, count)

    @property
    def column_prefix(self) -> str:
        """What numbers the columns of its table (keys are numbered ``→1, →2, …``)."""
        return KEY_COLUMN_PREFIX if self.columns in (KEYS, TOKENS) else self.columns


def read_by_the_heads(formula: str, session: Session) -> str:
    """``formula`` with Z written as what the heads read: X when they read the token
    vectors themselves (no positions added), "= Z·W_q" becomes "= X·W_q", "Z + attention
    output" "X + …"; H² and so on in a later layer of a stack."""
    symbol = input_symbol(session)
    if symbol == "Z":
        return formula
    return formula.replace("Z·", f"{symbol}·").replace("Z +", f"{symbol} +")


def numbered(prefix: str, count: int) -> tuple[str, ...]:
    """Labels such as ``q1, q2, …``."""
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def _labels(spec: str, tokens: tuple[str, ...], count: int) -> tuple[str, ...]:
    return tuple(tokens) if spec in (TOKENS, KEYS) else numbered(spec, count)


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
        key=name, symbol=name, words=name, title=name, formula=f"makes {makes}",
        edited=True, per_head=True, shape=("d_model", width), rows="x", columns=name[-1],
        get=projections[name],
    )  # fmt: skip


def _projected(name: str, width: str) -> Matrix:
    """Q, K or V of one head: Z times its projection (K and V have one row per key)."""
    rows = "n_tokens" if name == "Q" else "n_keys"
    return Matrix(
        key=name, symbol=name, words=name, title=name, formula=f"= Z·W_{name.lower()}",
        edited=False, per_head=True, shape=(rows, width), rows=TOKENS,
        columns=name.lower(), get=_head_result(name),
    )  # fmt: skip


# A declarative table: one entry per matrix, in the order of the computation.
CATALOGUE: tuple[Matrix, ...] = (
    Matrix(
        key="embeddings", symbol="X", words="token vectors", edited=True,
        title="X", formula="one row per token, one column per feature",
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="x",
        get=lambda session, result, head: session.embeddings,
    ),
    Matrix(
        key="source", symbol="source", words="source vectors", edited=True,
        title="source", formula="one row per source token: its keys and values are made from it",
        shape=("n_keys", "d_model"), rows=KEYS, columns="x",
        get=lambda session, result, head: MATRICES["source"].in_session(session),
    ),
    Matrix(
        key="positional", symbol="PE", words="positional encoding", edited=False,
        title="PE", formula="added to X", table=False,
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="x",
        get=lambda session, result, head: result.positional,
    ),
    Matrix(
        key="Z", symbol="Z", words="Z", edited=False,
        title="Z", formula="= X + positional encoding",
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="z",
        get=lambda session, result, head: result.Z,
    ),
    _projection("W_q", "queries", "d_k"),
    _projection("W_k", "keys", "d_k"),
    _projection("W_v", "values", "d_v"),
    Matrix(
        key="W_o", symbol="W_o", words="W_o", edited=True,
        title="W_o", formula="mixes the heads",
        shape=("n_heads·d_v", "d_out"), rows="c", columns="o",
        get=lambda session, result, head: session.W_o,
    ),
    Matrix(
        key="mask", symbol="mask", words="mask", edited=False,
        title="Mask", formula="1 = visible, 0 = hidden (its weight is 0)", table=False,
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=lambda session, result, head: result.mask,
    ),
    _projected("Q", "d_k"),
    _projected("K", "d_k"),
    _projected("V", "d_v"),
    Matrix(
        key="scores", symbol="scores", words="scores", edited=False, per_head=True,
        title="Scores", formula="= Q·Kᵀ", stem="scores_raw",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("scores"),
    ),
    Matrix(
        key="scaled", symbol="scaled", words="scaled scores", edited=False, per_head=True,
        title="Scaled scores", formula="= scores / √d_k", table=False, heatmap="heatmap.scores",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("scaled"),
    ),
    Matrix(
        key="weights", symbol="weights", words="weights", edited=False, per_head=True,
        title="Weights", formula="= softmax(scores) per row", heatmap="heatmap.weights",
        shape=("n_tokens", "n_keys"), rows=TOKENS, columns=KEYS,
        get=_head_result("weights"),
    ),
    Matrix(
        key="output", symbol="output", words="head output", edited=False, per_head=True,
        title="Head output", formula="= weights·V",
        shape=("n_tokens", "d_v"), rows=TOKENS, columns="o",
        get=_head_result("output"),
    ),
    Matrix(
        key="concat", symbol="concat", words="head outputs side by side", edited=False,
        title="Heads side by side", formula="= [head 1 output | head 2 output | …]", table=False,
        shape=("n_tokens", "n_heads·d_v"), rows=TOKENS, columns="c",
        get=lambda session, result, head: result.concat,
    ),
    Matrix(
        key="attention_output", symbol="attention output", words="attention output",
        edited=False, title="Attention output", formula="= concat(heads)·W_o",
        formula_without_w_o="= concat(heads)",
        shape=("n_tokens", "d_out"), rows=TOKENS, columns="a",
        get=lambda session, result, head: result.attention_output,
    ),
    Matrix(
        key="residual", symbol="residual", words="residual output", edited=False,
        title="Residual output", formula="= Z + attention output",
        shape=("n_tokens", "d_model"), rows=TOKENS, columns="r",
        get=lambda session, result, head: result.residual,
    ),
    Matrix(
        key="logits", symbol="logits", words="next-token logits", edited=False,
        title="Logits", formula="= last layer's output·W_U", table=False,
        shape=("n_tokens", "vocabulary_size"), rows=TOKENS, columns="v",
        get=lambda session, result, head: result.logits,
    ),
    Matrix(
        key="probabilities", symbol="P", words="next-token probabilities", edited=False,
        title="Next-token probabilities", formula="= softmax(logits) per row", table=False,
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


#: The edited matrices each layer has its own of (the token vectors are the session's).
LAYER_MATRICES = ("W_q", "W_k", "W_v", "W_o")


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
