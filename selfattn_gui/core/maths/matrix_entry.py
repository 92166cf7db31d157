"""One entry of the catalogue of matrices: what a matrix is called, its shape in words,
the labels of its rows and columns, and where it lives in a session or a result.

The entries themselves are :data:`selfattn_gui.core.maths.matrices.CATALOGUE`; this
module holds what every entry is made of, so the catalogue's module stays a table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import AttentionResult
from selfattn_gui.core.maths.layer_on_show import heads_read_symbol, input_symbol, layer_index
from selfattn_gui.core.maths.matrix_sizes import sizes
from selfattn_gui.core.sessions.layers import LayerNorm
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: The edited matrices each layer has its own of (the token vectors are the session's);
#: a layer's norm is edited as one (2, w) matrix, its gain over its bias.
LAYER_MATRICES = ("W_q", "W_k", "W_v", "W_o", "layer_norm")

#: Labels rows or columns with the token labels (for the (n, n) matrices: the keys).
TOKENS = "tokens"
#: Columns that are keys: labelled with the key tokens (a table elides long ones).
KEYS = "keys"
#: What numbers key columns where a column is named by its position (``→1, →2, …``).
KEY_COLUMN_PREFIX = "→"
#: Rows with names of their own, split at "|": a layer norm's gain and its bias
#: (words a table shows, so :func:`labels_of` translates each).
GAIN_AND_BIAS = "gain|bias"
_ROW_NAMES = (QT_TRANSLATE_NOOP("matrix_entry", "gain"), QT_TRANSLATE_NOOP("matrix_entry", "bias"))

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
    words_en : its name in a sentence, e.g. "token vectors" (undo texts), in English;
        :attr:`words` is it in the learner's language
    title_en : the heading of its table in the window (:attr:`title` translated)
    formula_en : the line beside the title: what it is made of (:attr:`formula`
        translated; see :meth:`formula_for`)
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
    words_en: str
    title_en: str
    formula_en: str
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

    # -- what a learner reads, in their language (the catalogue marks the English) -------
    @property
    def words(self) -> str:
        """Its name in a sentence, e.g. "token vectors"."""
        return translate("matrices", self.words_en)

    @property
    def title(self) -> str:
        """The heading of its table in the window."""
        return translate("matrices", self.title_en)

    @property
    def formula(self) -> str:
        """The line beside the title, as the catalogue writes it."""
        return translate("matrices", self.formula_en)

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
            formula = translate("matrices", self.formula_without_w_o)
        else:
            formula = self.formula
        if self.key == "embeddings" and layer_index(session) > 0:
            return translate(
                "matrix_entry", "= layer {layer}'s output, computed (not typed)"
            ).format(layer=layer_index(session))
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
        matrix: np.ndarray | LayerNorm | None = getattr(holder, self.key)
        return matrix.as_matrix() if isinstance(matrix, LayerNorm) else matrix

    def expected_shape(self, session: Session) -> tuple[int, int]:
        """The shape the words promise for this session, e.g. ``(3, 4)``."""
        known = sizes(session)
        rows, columns = (
            int(np.prod([int(s) if s.isdigit() else known[s] for s in side.split("·")]))
            for side in self.shape
        )
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
    output" "X + …"; H² and so on in a later layer of a stack; LN(Z)·W_q after a layer
    norm (the residual adds the input itself back)."""
    symbol = input_symbol(session)
    return (
        formula.replace("Z·", f"{heads_read_symbol(session)}·")
        .replace("Z +", f"{symbol} +")
        .replace("(Z)", f"({symbol})")
    )


def numbered(prefix: str, count: int) -> tuple[str, ...]:
    """Labels such as ``q1, q2, …``."""
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def labels_of(spec: str, count: int) -> tuple[str, ...]:
    """Rows or columns that are not tokens: named (``"gain|bias"``) or numbered (``"x"``)."""
    if "|" in spec:
        return tuple(translate("matrix_entry", name) for name in spec.split("|"))
    return numbered(spec, count)


def _labels(spec: str, tokens: tuple[str, ...], count: int) -> tuple[str, ...]:
    return tuple(tokens) if spec in (TOKENS, KEYS) else labels_of(spec, count)
