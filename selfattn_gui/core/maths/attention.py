"""Scaled dot-product attention in float64, step by step, layer after layer.

Every intermediate is kept so the window can show it and explain it.  One layer ℓ
reads H (layer 1 reads Z; each later layer the output of the one before)::

    Z       = embeddings + positional encoding          (n, d_model)
    H'      = LayerNorm(H)  (or H when the layer has none)
    Q, K, V = H' W_q, H' W_k, H' W_v                    (n, d_k), (n, d_k), (n, d_v)
    scores  = Q Kᵀ                                      (n, n)
    scaled  = scores / √d_k                             (n, n)
    weights = softmax over each row, masked keys -> 0   (n, n)
    output  = weights V                                 (n, d_v)
    concat  = [output_head0 | output_head1 | ...]       (n, n_heads * d_v), off heads zeros
    attention_output = concat W_o  (or concat)          (n, d_out)
    residual = H + attention_output                     (n, w) when widths agree

and, with an unembedding, ``logits = (last layer's output) W_U`` (n, V) and the
next-token ``probabilities`` softmax(logits) per row.  Heads that share keys and values
(grouped-query attention) use their group's K and V, computed once per group.  In a
cross session K and V come from the source sequence: scores and weights are (n, m).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from selfattn_gui.core.maths.layer_norm import layer_norm
from selfattn_gui.core.maths.positional import positional_encoding
from selfattn_gui.core.maths.residual_note import width_note
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate

#: the mistakes lab's slips, in English marked for translation: a window shows one with
#: ``translate("attention", MISTAKES[key])``
MISTAKES = {
    "wrong_axis": QT_TRANSLATE_NOOP("attention", "softmax over the columns instead of the rows"),
    "mask_after_softmax": QT_TRANSLATE_NOOP(
        "attention", "masking after the softmax (zeroing) instead of before it"
    ),
    "no_scale": QT_TRANSLATE_NOOP("attention", "forgetting to divide the scores by √d_k"),
}


class MaskError(ValueError):
    """A query that may not attend to any key: its weights would be 0/0."""

    def __init__(self, query_index: int, token: str) -> None:
        self.query_index = query_index
        self.token = token
        super().__init__(
            translate(
                "attention",
                'token {position} "{token}" has nothing left to attend to: '
                "every key is masked for it; show at least one key (for example itself)",
            ).format(position=query_index + 1, token=token)
        )


@dataclass(frozen=True, eq=False)
class HeadResult:
    """Every intermediate of one head. Shapes use n = tokens, m = keys (n but in a
    cross session, where the keys are the source's tokens)."""

    Q: np.ndarray  # (n, d_k)
    K: np.ndarray  # (m, d_k), the same array for every head of a key/value group
    V: np.ndarray  # (m, d_v), likewise
    scores: np.ndarray  # (n, m), Q Kᵀ before masking
    scaled: np.ndarray  # (n, m), scores / √d_k (or scores) before masking
    weights: np.ndarray  # (n, m), rows sum to 1, masked cells exactly 0
    output: np.ndarray  # (n, d_v), weights V, even when the head is off
    off: bool = False  # switched off: its output is zeros in the concat


@dataclass(frozen=True, eq=False)
class LayerResult:
    """Every intermediate of one layer. Shapes use n = tokens, m = keys, w = the width
    of what the layer reads (d_model for layer 1)."""

    input: np.ndarray  # (n, w): Z for layer 1, the previous layer's output after it
    normalised: np.ndarray | None  # (n, w): LayerNorm(input), what the heads read; None without
    mask: np.ndarray  # (n, m) bool, True = visible (the same for every layer)
    heads: tuple[HeadResult, ...]
    concat: np.ndarray  # (n, n_heads * d_v), zeros where a head is off
    attention_output: np.ndarray  # (n, d_out)
    residual: np.ndarray | None  # (n, w): input + attention output, or None
    residual_note: str | None  # why there is no residual, in words a learner can act on
    heads_off: tuple[int, ...] = ()  # the switched-off heads, in order

    @property
    def output(self) -> np.ndarray:
        """What the next layer (or the unembedding) reads: the residual, or without
        one the attention output."""
        return self.attention_output if self.residual is None else self.residual


@dataclass(frozen=True, eq=False)
class AttentionResult:
    """The whole computation for one session.

    The fields from ``mask`` to ``residual_note`` are layer 1's (what a one-layer view
    shows); ``layers`` holds every layer, the first included.
    """

    tokens: tuple[str, ...]
    positional: np.ndarray  # (n, d_model), zeros when positional encoding is off
    Z: np.ndarray  # (n, d_model)
    mask: np.ndarray  # (n, m) bool, True = visible
    heads: tuple[HeadResult, ...]  # layer 1's
    concat: np.ndarray  # (n, n_heads * d_v), layer 1's
    attention_output: np.ndarray  # (n, d_out), layer 1's
    residual: np.ndarray | None  # (n, d_model) or None, layer 1's
    residual_note: str | None  # why layer 1 has no residual, in words a learner can act on
    blocked_queries: tuple[int, ...] = ()  # queries with every key masked (only when allowed)
    layers: tuple[LayerResult, ...] = ()  # every layer, in order
    key_tokens: tuple[str, ...] = ()  # the m labels of the keys (the source's in a cross session)
    logits: np.ndarray | None = None  # (n, V): last layer's output · W_U, with an unembedding
    probabilities: np.ndarray | None = None  # (n, V): softmax(logits) per row, next-token odds

    @property
    def heads_off(self) -> tuple[int, ...]:
        """Layer 1's switched-off heads."""
        return self.layers[0].heads_off if self.layers else ()


# -- the pieces ------------------------------------------------------------------


def visible_mask(
    n_tokens: int, causal: bool, custom: np.ndarray | None = None, n_keys: int | None = None
) -> np.ndarray:
    """Combine the causal mask and a custom mask.

    ``n_keys`` is m, the number of keys (the tokens themselves when None); the causal
    mask only means something when the keys are the tokens.

    Returns
    -------
    (n, m) bool array, True where query i may attend to key j.
    """
    visible = np.ones((n_tokens, n_tokens if n_keys is None else n_keys), dtype=bool)
    if causal:
        visible &= np.tri(n_tokens, dtype=bool)  # key j <= query i
    if custom is not None:
        visible &= np.asarray(custom, dtype=bool)
    return visible


def softmax_rows(scores: np.ndarray, visible: np.ndarray | None = None) -> np.ndarray:
    """Row-wise softmax with masked keys set to −∞ first (the correct way).

    Subtracting each row's largest visible score keeps ``exp`` from overflowing and
    changes nothing else (softmax ignores a constant added to a whole row).
    A row with no visible key comes back as zeros; :func:`compute` reports it.

    Parameters
    ----------
    scores : (n, m) array of finite numbers, or a stack of them (..., n, m), as the
        trainer hands it a batch of every head at once; the softmax runs along the last axis
    visible : (n, m) bool array (or one that broadcasts against ``scores``), or None
        (everything visible)
    """
    scores = np.asarray(scores, dtype=np.float64)
    if visible is None or bool(np.all(visible)):
        # Every key visible: no masking pass, and each row's largest score gives
        # exp(0) = 1, so no total is 0 and a plain division is safe.
        exps = np.subtract(scores, scores.max(axis=-1, keepdims=True))
        np.exp(exps, out=exps)  # in place: one (n, m) array less to allocate
        exps /= exps.sum(axis=-1, keepdims=True)
        return exps
    masked = np.where(visible, scores, -np.inf)
    row_max = masked.max(axis=-1, keepdims=True)
    # A row with every key hidden has no largest score: 0 keeps its exps at exp(−∞) = 0.
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    exps = np.subtract(masked, row_max)
    np.exp(exps, out=exps)  # hidden keys: exp(−∞) = 0 exactly
    totals = exps.sum(axis=-1, keepdims=True)
    return np.divide(exps, totals, out=np.zeros_like(exps), where=totals > 0)


def softmax_columns(scores: np.ndarray, visible: np.ndarray | None = None) -> np.ndarray:
    """MISTAKE: softmax down each column. Columns sum to 1; rows generally do not."""
    vis = None if visible is None else np.asarray(visible).T
    return softmax_rows(np.asarray(scores).T, vis).T


def mask_after_softmax(scores: np.ndarray, visible: np.ndarray | None = None) -> np.ndarray:
    """MISTAKE: softmax over every key, then zero the hidden ones. Rows sum below 1."""
    weights = softmax_rows(scores)
    if visible is not None:
        weights = np.where(visible, weights, 0.0)
    return weights


def normalisation(
    mistake: str | None = None,
) -> Callable[[np.ndarray, np.ndarray | None], np.ndarray]:
    """What turns (n, m) scaled scores and the (n, m) visible mask into weights.

    :func:`softmax_rows` for the correct computation, or the slip one of
    :data:`MISTAKES` makes (the sanity checks run exactly this one again).
    """
    return {"wrong_axis": softmax_columns, "mask_after_softmax": mask_after_softmax}.get(
        mistake or "", softmax_rows
    )


def scale_factor(d_k: int, scale: str) -> float:
    """The number the scores are divided by: √d_k, or 1 without scaling."""
    return float(np.sqrt(d_k)) if scale == "sqrt_dk" else 1.0


# -- the whole computation ---------------------------------------------------------


def compute(
    session: Session, *, mistake: str | None = None, allow_blocked: bool = False
) -> AttentionResult:
    """Run every attention layer of a session, then its unembedding if it has one.

    Layer 1 reads Z; each later layer reads the one before's residual output (its
    attention output when it has no residual).  In a cross session the queries come
    from Z and the keys and values from ``session.source.embeddings`` as they are, with
    no positions added: they stand for what an encoder made of the source sentence,
    which already knows where each of its words sits.

    Parameters
    ----------
    session : the example to compute
    mistake : None for the correct computation, or one of :data:`MISTAKES` to show
        what a common slip produces (the mistakes lab); it is made in every layer
    allow_blocked : when False (default), a query with every key masked raises
        :class:`MaskError`; when True its weights and output are zeros and its index
        is listed in ``blocked_queries`` so a view can show a warning instead.
    """
    if mistake is not None and mistake not in MISTAKES:
        raise ValueError(f"unknown mistake {mistake!r}; expected one of {', '.join(MISTAKES)}")
    n = session.n_tokens
    positional = positional_encoding(session.positional_encoding, n, session.d_model, session.W_pos)
    Z = session.embeddings + positional
    visible, blocked = _visible_keys(session, allow_blocked)
    steps = LayerSteps(
        visible,
        # Without a mask the softmax need not look at one (all True would change nothing).
        None if session.mask is None and not session.causal else visible,
        normalisation(mistake),
        scaled=mistake != "no_scale" and session.scale == "sqrt_dk",
        source=session.source.embeddings if session.source is not None else None,
    )
    layers: list[LayerResult] = []
    reads = Z
    for layer in session.layers:
        layers.append(compute_layer(layer, reads, steps, first=not layers))
        reads = layers[-1].output

    logits = probabilities = None
    if session.W_U is not None:
        logits = reads @ session.W_U
        probabilities = softmax_rows(logits)
    return AttentionResult(
        tokens=session.tokens,
        positional=positional,
        Z=Z,
        **shown_layer_fields(layers[0]),
        blocked_queries=blocked,
        layers=tuple(layers),
        key_tokens=session.key_tokens,
        logits=logits,
        probabilities=probabilities,
    )


def shown_layer_fields(layer: LayerResult) -> dict[str, Any]:
    """The fields of :class:`AttentionResult` that describe the layer a view shows
    (layer 1 in ``compute``'s result), taken from that layer's result."""
    return {
        "mask": layer.mask,
        "heads": layer.heads,
        "concat": layer.concat,
        "attention_output": layer.attention_output,
        "residual": layer.residual,
        "residual_note": layer.residual_note,
    }


def _visible_keys(session: Session, allow_blocked: bool) -> tuple[np.ndarray, tuple[int, ...]]:
    """The (n, m) mask (True = visible) and the queries that see no key at all, which
    raise :class:`MaskError` unless ``allow_blocked``."""
    visible = visible_mask(session.n_tokens, session.causal, session.mask, session.n_keys)
    if visible.all():
        return visible, ()
    blocked = tuple(int(i) for i in np.flatnonzero(~visible.any(axis=1)))
    if blocked and not allow_blocked:
        raise MaskError(blocked[0], session.tokens[blocked[0]])
    return visible, blocked


@dataclass(frozen=True)
class LayerSteps:
    """What every layer of one computation shares.

    Attributes
    ----------
    visible : (n, m) bool mask, True = visible
    softmax_mask : what the softmax is handed: ``visible``, or None when every key is
        visible
    normalise : turns scaled scores and the mask into weights (see :func:`normalisation`)
    scaled : whether the scores are divided by √d_k (each layer's own d_k)
    source : (m, d_model) vectors the keys and values come from in a cross session, or
        None (they come from what the layer reads)
    """

    visible: np.ndarray
    softmax_mask: np.ndarray | None
    normalise: Callable[[np.ndarray, np.ndarray | None], np.ndarray]
    scaled: bool = True
    source: np.ndarray | None = None


def compute_layer(
    layer: Layer, reads: np.ndarray, steps: LayerSteps, first: bool = True
) -> LayerResult:
    """Run one layer on ``reads`` (n, w): its heads, the concat, W_o and the residual.

    The heads read ``reads`` after the layer's LayerNorm, if it has one; the residual
    adds ``reads`` itself (pre-LN).  The query heads of one key/value group share one K
    and one V, computed once.  A switched-off head still computes its weights and
    output (the window shows them) but adds zeros to the concat.  ``first`` says the
    layer reads the token vectors (layer 1), for the words of the residual's note.
    """
    normalised = None if layer.layer_norm is None else layer_norm(reads, layer.layer_norm)
    heads_read = reads if normalised is None else normalised
    keys_read = heads_read if steps.source is None else steps.source
    divisor = scale_factor(layer.d_k, "sqrt_dk") if steps.scaled else 1.0
    groups = None if layer.kv_heads is None else [keys_read @ kv.W_k for kv in layer.kv_heads]
    values = None if layer.kv_heads is None else [keys_read @ kv.W_v for kv in layer.kv_heads]
    heads = []
    for h, head in enumerate(layer.heads):
        if groups is None or values is None:  # every head has its own keys and values
            K, V = keys_read @ head.W_k, keys_read @ head.W_v
        else:
            K, V = groups[layer.group_of(h)], values[layer.group_of(h)]
        Q = heads_read @ head.W_q
        scores = Q @ K.T
        scaled = scores / divisor
        weights = steps.normalise(scaled, steps.softmax_mask)
        heads.append(
            HeadResult(Q, K, V, scores, scaled, weights, weights @ V, h in layer.heads_off)
        )

    parts = [np.zeros_like(h.output) if h.off else h.output for h in heads]
    concat = np.concatenate(parts, axis=1)
    attention_output = concat @ layer.W_o if layer.W_o is not None else concat
    residual, note = _residual(layer, reads, attention_output, first)
    return LayerResult(
        input=reads,
        normalised=normalised,
        mask=steps.visible,
        heads=tuple(heads),
        concat=concat,
        attention_output=attention_output,
        residual=residual,
        residual_note=note,
        heads_off=tuple(sorted(layer.heads_off)),
    )


def _residual(
    layer: Layer, reads: np.ndarray, attention_output: np.ndarray, first: bool
) -> tuple[np.ndarray | None, str | None]:
    if not layer.residual:
        return None, translate("attention", "the residual connection is switched off")
    width, d_in = attention_output.shape[1], reads.shape[1]
    if width != d_in:
        return None, width_note(layer.W_o is None, first).format(width=width, d_in=d_in)
    return reads + attention_output, None
