"""Properties every correct attention computation has, checked on random inputs."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from selfattn_gui.core import Head, MaskError, Session, compute
from selfattn_gui.core.maths.attention import mask_after_softmax, softmax_rows

FAST = settings(max_examples=60, deadline=None)

finite = st.floats(min_value=-50.0, max_value=50.0, allow_nan=False, allow_infinity=False)


@st.composite
def scores_and_mask(draw, min_tokens: int = 1, max_tokens: int = 7):
    """A square score matrix and a mask where every query sees at least one key."""
    n = draw(st.integers(min_tokens, max_tokens))
    scores = np.array(draw(st.lists(finite, min_size=n * n, max_size=n * n))).reshape(n, n)
    visible = np.array(draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n)))
    visible = visible.reshape(n, n)
    keep = draw(st.lists(st.integers(0, n - 1), min_size=n, max_size=n))
    visible[np.arange(n), keep] = True  # one key per query is always visible
    return scores, visible


@st.composite
def sessions(draw, max_tokens: int = 5, with_mask: bool = True, causal: bool | None = None):
    """A small random session; with_mask adds a custom mask that never blocks a query."""
    n = draw(st.integers(1, max_tokens))
    d_model = draw(st.integers(1, 4))
    d_k = draw(st.integers(1, 3))
    d_v = draw(st.integers(1, 3))
    n_heads = draw(st.integers(1, 2))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    heads = tuple(
        Head(
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_v)),
        )
        for _ in range(n_heads)
    )
    W_o = rng.normal(size=(n_heads * d_v, d_model)) if draw(st.booleans()) else None
    mask = None
    if with_mask and draw(st.booleans()):
        mask = rng.random((n, n)) < 0.6
        np.fill_diagonal(mask, True)  # itself: visible even under the causal mask
    return Session(
        tokens=tuple(f"tok{i}" for i in range(n)),
        embeddings=rng.normal(size=(n, d_model)) * 2,
        heads=heads,
        W_o=W_o,
        mask=mask,
        causal=draw(st.booleans()) if causal is None else causal,
        scale=draw(st.sampled_from(["sqrt_dk", "none"])),
    )


# -- softmax rows -------------------------------------------------------------------


@FAST
@given(scores_and_mask())
def test_rows_sum_to_one_and_masked_cells_are_exactly_zero(case):
    scores, visible = case
    weights = softmax_rows(scores, visible)
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, atol=1e-9)
    assert np.all(weights[~visible] == 0.0)
    assert np.all(weights >= 0.0)


@FAST
@given(sessions())
def test_computed_weights_rows_sum_to_one_and_respect_the_mask(session):
    result = compute(session)
    for head in result.heads:
        np.testing.assert_allclose(head.weights.sum(axis=1), 1.0, atol=1e-9)
        assert np.all(head.weights[~result.mask] == 0.0)
    if session.causal:
        assert not np.any(np.triu(result.mask, k=1))  # no query sees a later key


@FAST
@given(scores_and_mask(), st.integers(0, 6), st.floats(-1e3, 1e3))
def test_adding_a_constant_to_a_row_changes_nothing(case, row, constant):
    scores, visible = case
    row %= scores.shape[0]
    shifted = scores.copy()
    shifted[row] += constant
    np.testing.assert_allclose(
        softmax_rows(shifted, visible), softmax_rows(scores, visible), rtol=1e-9, atol=1e-12
    )


# -- order-blindness without positions ------------------------------------------------


@FAST
@given(sessions(with_mask=True, causal=False), st.randoms(use_true_random=False))
def test_permuting_tokens_permutes_everything_without_positions(session, random):
    n = session.n_tokens
    order = list(range(n))
    random.shuffle(order)
    perm = np.array(order)
    shuffled = session.replace(
        tokens=tuple(session.tokens[i] for i in perm),
        embeddings=session.embeddings[perm],
        mask=None if session.mask is None else session.mask[np.ix_(perm, perm)],
    )
    before, after = compute(session), compute(shuffled)
    for head_before, head_after in zip(before.heads, after.heads, strict=True):
        np.testing.assert_allclose(head_after.output, head_before.output[perm], atol=1e-10)
        np.testing.assert_allclose(
            head_after.weights, head_before.weights[np.ix_(perm, perm)], atol=1e-12
        )
    np.testing.assert_allclose(after.attention_output, before.attention_output[perm], atol=1e-10)
    if before.residual is not None:
        np.testing.assert_allclose(after.residual, before.residual[perm], atol=1e-10)


# -- equal scores ---------------------------------------------------------------------


@FAST
@given(sessions())
def test_equal_scores_give_the_plain_average_of_visible_values(session):
    # Zero queries make every score 0.
    flat = session.replace(
        heads=tuple(Head(np.zeros_like(h.W_q), h.W_k, h.W_v) for h in session.heads)
    )
    result = compute(flat)
    for head in result.heads:
        for i in range(session.n_tokens):
            seen = [head.V[j] for j in range(session.n_tokens) if result.mask[i, j]]
            average = sum(seen) / len(seen)
            np.testing.assert_allclose(head.output[i], average, atol=1e-12)


# -- masking before versus after the softmax ---------------------------------------------


def test_lesson_mask_too_late_example():
    # Logits whose softmax is exactly [0.5, 0.3, 0.2]; the third key must be hidden.
    logits = np.log([[0.5, 0.3, 0.2]])
    visible = np.array([[True, True, False]])
    late = mask_after_softmax(logits, visible)
    np.testing.assert_allclose(late, [[0.5, 0.3, 0.0]], atol=1e-12)
    assert late.sum() == pytest.approx(0.8, abs=1e-12)
    early = softmax_rows(logits, visible)
    np.testing.assert_allclose(early, [[0.625, 0.375, 0.0]], atol=1e-12)
    assert early[0, 0] / early[0, 1] == pytest.approx(5 / 3)  # the 5 : 3 ratio survives


@FAST
@given(
    st.lists(st.floats(0.01, 1.0), min_size=2, max_size=6),
    st.lists(st.booleans(), min_size=6, max_size=6),
)
def test_masking_late_loses_exactly_the_hidden_share(raw, hide):
    weights = np.array(raw) / sum(raw)
    visible = ~np.array(hide[: len(raw)])
    visible[0] = True
    logits = np.log(weights)[None, :]
    late = mask_after_softmax(logits, visible[None, :])
    early = softmax_rows(logits, visible[None, :])
    assert late.sum() == pytest.approx(weights[visible].sum(), abs=1e-12)
    np.testing.assert_allclose(early[0], np.where(visible, weights, 0) / weights[visible].sum())


# -- blocked queries --------------------------------------------------------------------


@FAST
@given(sessions(with_mask=False), st.integers(0, 4))
def test_a_fully_masked_row_raises_mask_error_naming_the_token(session, blocked):
    blocked %= session.n_tokens
    mask = np.ones((session.n_tokens, session.n_tokens), dtype=bool)
    mask[blocked] = False
    session = session.replace(mask=mask, causal=False)
    with pytest.raises(MaskError) as info:
        compute(session)
    assert info.value.query_index == blocked
    assert session.tokens[blocked] in str(info.value)

    result = compute(session, allow_blocked=True)
    assert result.blocked_queries == (blocked,)
    for head in result.heads:
        assert not np.any(np.isnan(head.weights)) and not np.any(np.isnan(head.output))
        np.testing.assert_array_equal(head.weights[blocked], 0.0)
        np.testing.assert_array_equal(head.output[blocked], 0.0)
        others = [i for i in range(session.n_tokens) if i != blocked]
        np.testing.assert_allclose(head.weights[others].sum(axis=1), 1.0, atol=1e-9)
    assert np.all(np.isfinite(result.attention_output))


def test_causal_plus_custom_mask_can_block_the_first_token():
    # Causally "a" sees only itself; hiding that leaves it nothing.
    mask = np.ones((3, 3), dtype=bool)
    mask[0, 0] = False
    session = Session(("a", "b", "c"), np.eye(3), (Head(np.eye(3), np.eye(3), np.eye(3)),))
    with pytest.raises(MaskError, match='"a"'):
        compute(session.replace(mask=mask, causal=True))
    compute(session.replace(mask=mask, causal=False))  # without causal, "a" still sees b, c


# -- huge numbers --------------------------------------------------------------------------


@FAST
@given(
    st.integers(1, 6),
    st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=36, max_size=36),
)
def test_huge_scores_never_give_nan_or_inf(n, flat):
    scores = np.array(flat[: n * n]).reshape(n, n)
    weights = softmax_rows(scores)
    assert np.all(np.isfinite(weights))
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, atol=1e-9)


@FAST
@given(sessions(), st.sampled_from([None, "wrong_axis", "mask_after_softmax", "no_scale"]))
def test_huge_values_in_a_session_stay_finite(session, mistake):
    scale = 9.99e5 / max(1.0, float(np.max(np.abs(session.embeddings))))
    big = session.replace(
        embeddings=session.embeddings * scale,
        heads=tuple(
            Head(
                h.W_q / max(1e-12, np.max(np.abs(h.W_q))) * 9.99e5,
                h.W_k / max(1e-12, np.max(np.abs(h.W_k))) * 9.99e5,
                h.W_v,
            )
            for h in session.heads
        ),
    )
    result = compute(big, mistake=mistake)
    assert math.isfinite(float(np.max(np.abs(result.heads[0].scores))))
    for head in result.heads:
        assert np.all(np.isfinite(head.weights)) and np.all(np.isfinite(head.output))
    assert np.all(np.isfinite(result.attention_output))
    if result.residual is not None:
        assert np.all(np.isfinite(result.residual))
