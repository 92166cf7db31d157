"""Scaled dot-product self-attention in float64, step by step.

Every intermediate is kept so the window can show it and explain it::

    Z       = embeddings + positional encoding          (n, d_model)
    Q, K, V = Z W_q, Z W_k, Z W_v                       (n, d_k), (n, d_k), (n, d_v)
    scores  = Q Kᵀ                                      (n, n)
    scaled  = scores / √d_k                             (n, n)
    weights = softmax over each row, masked keys -> 0   (n, n)
    output  = weights V                                 (n, d_v)
    concat  = [output_head0 | output_head1 | ...]       (n, n_heads * d_v)
    attention_output = concat W_o  (or concat)          (n, d_out)
    residual = Z + attention_output                     (n, d_model) when widths agree
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.positional import positional_encoding
from selfattn_gui.core.sessions.session import Session

MISTAKES = {
    "wrong_axis": "softmax over the columns instead of the rows",
    "mask_after_softmax": "masking after the softmax (zeroing) instead of before it",
    "no_scale": "forgetting to divide the scores by √d_k",
}


class MaskError(ValueError):
    """A query that may not attend to any key: its weights would be 0/0."""

    def __init__(self, query_index: int, token: str) -> None:
        self.query_index = query_index
        self.token = token
        super().__init__(
            f'token {query_index + 1} "{token}" has nothing left to attend to: '
            "every key is masked for it; show at least one key (for example itself)"
        )


@dataclass(frozen=True, eq=False)
class HeadResult:
    """Every intermediate of one head. Shapes use n = tokens."""

    Q: np.ndarray  # (n, d_k)
    K: np.ndarray  # (n, d_k)
    V: np.ndarray  # (n, d_v)
    scores: np.ndarray  # (n, n), Q Kᵀ before masking
    scaled: np.ndarray  # (n, n), scores / √d_k (or scores) before masking
    weights: np.ndarray  # (n, n), rows sum to 1, masked cells exactly 0
    output: np.ndarray  # (n, d_v)


@dataclass(frozen=True, eq=False)
class AttentionResult:
    """The whole computation for one session."""

    tokens: tuple[str, ...]
    positional: np.ndarray  # (n, d_model), zeros when positional encoding is off
    Z: np.ndarray  # (n, d_model)
    mask: np.ndarray  # (n, n) bool, True = visible
    heads: tuple[HeadResult, ...]
    concat: np.ndarray  # (n, n_heads * d_v)
    attention_output: np.ndarray  # (n, d_out)
    residual: np.ndarray | None  # (n, d_model) or None
    residual_note: str | None  # why there is no residual, in words a learner can act on
    blocked_queries: tuple[int, ...] = ()  # queries with every key masked (only when allowed)


# -- the pieces ------------------------------------------------------------------


def visible_mask(n_tokens: int, causal: bool, custom: np.ndarray | None = None) -> np.ndarray:
    """Combine the causal mask and a custom mask.

    Returns
    -------
    (n, n) bool array, True where query i may attend to key j.
    """
    visible = np.ones((n_tokens, n_tokens), dtype=bool)
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
    scores : (n, m) array
    visible : (n, m) bool array or None (everything visible)
    """
    scores = np.asarray(scores, dtype=np.float64)
    # With every key visible (no mask) the masking passes change nothing: skip them.
    if visible is None or bool(np.all(visible)):
        visible = None
    masked = scores if visible is None else np.where(visible, scores, -np.inf)
    row_max = masked.max(axis=1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    exps = np.subtract(masked, row_max)
    np.exp(exps, out=exps)  # in place: one (n, m) array less to allocate
    if visible is not None:
        exps = np.where(visible, exps, 0.0)
    totals = exps.sum(axis=1, keepdims=True)
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


def normalisation(mistake: str | None = None) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """What turns (n, n) scaled scores and the (n, n) visible mask into weights.

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
    """Run self-attention on a session.

    Parameters
    ----------
    session : the example to compute
    mistake : None for the correct computation, or one of :data:`MISTAKES` to show
        what a common slip produces (the mistakes lab)
    allow_blocked : when False (default), a query with every key masked raises
        :class:`MaskError`; when True its weights and output are zeros and its index
        is listed in ``blocked_queries`` so a view can show a warning instead.
    """
    if mistake is not None and mistake not in MISTAKES:
        raise ValueError(f"unknown mistake {mistake!r}; expected one of {', '.join(MISTAKES)}")
    n = session.n_tokens
    positional = positional_encoding(session.positional_encoding, n, session.d_model)
    Z = session.embeddings + positional
    visible = visible_mask(n, session.causal, session.mask)
    blocked = tuple(int(i) for i in np.flatnonzero(~visible.any(axis=1)))
    if blocked and not allow_blocked:
        raise MaskError(blocked[0], session.tokens[blocked[0]])

    divisor = 1.0 if mistake == "no_scale" else scale_factor(session.d_k, session.scale)
    normalise = normalisation(mistake)

    heads = []
    for head in session.heads:
        Q = Z @ head.W_q
        K = Z @ head.W_k
        V = Z @ head.W_v
        scores = Q @ K.T
        scaled = scores / divisor
        weights = normalise(scaled, visible)
        heads.append(HeadResult(Q, K, V, scores, scaled, weights, weights @ V))

    concat = np.concatenate([h.output for h in heads], axis=1)
    attention_output = concat @ session.W_o if session.W_o is not None else concat
    residual, note = _residual(session, Z, attention_output)
    return AttentionResult(
        tokens=session.tokens,
        positional=positional,
        Z=Z,
        mask=visible,
        heads=tuple(heads),
        concat=concat,
        attention_output=attention_output,
        residual=residual,
        residual_note=note,
        blocked_queries=blocked,
    )


def _residual(
    session: Session, Z: np.ndarray, attention_output: np.ndarray
) -> tuple[np.ndarray | None, str | None]:
    if not session.residual:
        return None, "the residual connection is switched off"
    width, d_model = attention_output.shape[1], Z.shape[1]
    if width != d_model:
        if session.W_o is None:
            fix = f"add W_o to project it back to {d_model}"
        else:
            fix = f"give W_o {d_model} columns"
        return None, (
            f"the attention output is {width} wide but the token vectors are {d_model} wide: {fix}"
        )
    return Z + attention_output, None
