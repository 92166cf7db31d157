"""Multi-head attention against a slow pure-Python implementation written here.

The reference below uses nested lists, for-loops, math.exp and math.sin/cos only;
it shares no code with the app, so agreement means both follow the formulas.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core import Head, Session, compute

Matrix = list[list[float]]


# -- the slow reference ---------------------------------------------------------------


def matmul(a: Matrix, b: Matrix) -> Matrix:
    rows, inner, cols = len(a), len(b), len(b[0])
    out = []
    for i in range(rows):
        row = []
        for j in range(cols):
            total = 0.0
            for k in range(inner):
                total += a[i][k] * b[k][j]
            row.append(total)
        out.append(row)
    return out


def transpose(a: Matrix) -> Matrix:
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))]


def positions_by_formula(n_tokens: int, d_model: int) -> Matrix:
    table = []
    for pos in range(n_tokens):
        row = []
        for col in range(d_model):
            exponent = (col - col % 2) / d_model
            angle = pos / 10000.0**exponent
            row.append(math.sin(angle) if col % 2 == 0 else math.cos(angle))
        table.append(row)
    return table


def naive_attention(
    X: Matrix,
    heads: list[tuple[Matrix, Matrix, Matrix]],
    W_o: Matrix | None,
    causal: bool,
    mask: list[list[bool]] | None,
    sinusoidal: bool,
    scale: bool,
    residual: bool,
) -> dict[str, object]:
    n, d_model = len(X), len(X[0])
    Z = [row[:] for row in X]
    if sinusoidal:
        pe = positions_by_formula(n, d_model)
        for i in range(n):
            for c in range(d_model):
                Z[i][c] += pe[i][c]
    visible = []
    for i in range(n):
        row = []
        for j in range(n):
            ok = True
            if causal and j > i:
                ok = False
            if mask is not None and not mask[i][j]:
                ok = False
            row.append(ok)
        visible.append(row)

    per_head = []
    for W_q, W_k, W_v in heads:
        Q, K, V = matmul(Z, W_q), matmul(Z, W_k), matmul(Z, W_v)
        d_k = len(W_q[0])
        scores = matmul(Q, transpose(K))
        divisor = math.sqrt(d_k) if scale else 1.0
        scaled = [[s / divisor for s in row] for row in scores]
        weights = []
        for i in range(n):
            best = max(scaled[i][j] for j in range(n) if visible[i][j])
            exps = [math.exp(scaled[i][j] - best) if visible[i][j] else 0.0 for j in range(n)]
            total = sum(exps)
            weights.append([e / total for e in exps])
        output = matmul(weights, V)
        per_head.append(
            {
                "Q": Q,
                "K": K,
                "V": V,
                "scores": scores,
                "scaled": scaled,
                "weights": weights,
                "output": output,
            }
        )

    concat = []
    for i in range(n):
        row = []
        for head in per_head:
            row.extend(head["output"][i])
        concat.append(row)
    attention_output = matmul(concat, W_o) if W_o is not None else concat
    summed = None
    if residual and len(attention_output[0]) == d_model:
        summed = [[Z[i][c] + attention_output[i][c] for c in range(d_model)] for i in range(n)]
    return {
        "Z": Z,
        "visible": visible,
        "heads": per_head,
        "concat": concat,
        "attention_output": attention_output,
        "residual": summed,
    }


# -- random cases ---------------------------------------------------------------------------


def random_case(seed: int) -> tuple[Session, dict[str, object]]:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 7))
    d_model = int(rng.integers(1, 7))
    d_k = int(rng.integers(1, 5))
    d_v = int(rng.integers(1, 5))
    n_heads = int(rng.integers(1, 4))
    X = rng.normal(size=(n, d_model)).round(3)
    heads = [
        (
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_v)),
        )
        for _ in range(n_heads)
    ]
    # W_o back to d_model most of the time, sometimes to another width, sometimes absent.
    choice = rng.integers(0, 3)
    W_o = None
    if choice == 1:
        W_o = rng.normal(size=(n_heads * d_v, d_model))
    elif choice == 2:
        W_o = rng.normal(size=(n_heads * d_v, int(rng.integers(1, 7))))
    causal = bool(rng.integers(0, 2))
    mask = None
    if rng.integers(0, 2):
        mask = rng.random((n, n)) < 0.5
        np.fill_diagonal(mask, True)  # so no query is left with nothing to see
    sinusoidal = bool(rng.integers(0, 2))
    scale = bool(rng.integers(0, 2))
    residual = bool(rng.integers(0, 2))

    session = Session(
        tokens=tuple(f"w{i}" for i in range(n)),
        embeddings=X,
        heads=tuple(Head(q, k, v) for q, k, v in heads),
        W_o=W_o,
        causal=causal,
        mask=mask,
        positional_encoding="sinusoidal" if sinusoidal else "none",
        scale="sqrt_dk" if scale else "none",
        residual=residual,
    )
    expected = naive_attention(
        X.tolist(),
        [(q.tolist(), k.tolist(), v.tolist()) for q, k, v in heads],
        None if W_o is None else W_o.tolist(),
        causal,
        None if mask is None else mask.tolist(),
        sinusoidal,
        scale,
        residual,
    )
    return session, expected


@pytest.mark.parametrize("seed", range(40))
def test_matches_the_naive_implementation(seed):
    session, expected = random_case(seed)
    result = compute(session)
    close = {"rtol": 1e-10, "atol": 1e-10}
    np.testing.assert_allclose(result.Z, expected["Z"], **close)
    np.testing.assert_array_equal(result.mask, expected["visible"])
    assert len(result.heads) == len(expected["heads"])
    for head, naive in zip(result.heads, expected["heads"], strict=True):
        for name in ("Q", "K", "V", "scores", "scaled", "weights", "output"):
            np.testing.assert_allclose(getattr(head, name), naive[name], **close, err_msg=name)
    np.testing.assert_allclose(result.concat, expected["concat"], **close)
    np.testing.assert_allclose(result.attention_output, expected["attention_output"], **close)
    if expected["residual"] is None:
        assert result.residual is None
        assert result.residual_note
    else:
        np.testing.assert_allclose(result.residual, expected["residual"], **close)
        assert result.residual_note is None


def test_the_random_cases_cover_every_switch():
    """Guard against the seeds above quietly missing a feature."""
    seen = set()
    for seed in range(40):
        session, expected = random_case(seed)
        seen.add(("heads>1", session.n_heads > 1))
        seen.add(("W_o", session.W_o is not None))
        seen.add(("causal", session.causal))
        seen.add(("mask", session.mask is not None))
        seen.add(("pe", session.positional_encoding))
        seen.add(("scale", session.scale))
        seen.add(("residual", expected["residual"] is not None))
    for flag in ("heads>1", "W_o", "causal", "mask", "residual"):
        assert (flag, True) in seen and (flag, False) in seen, flag
    assert {("pe", "none"), ("pe", "sinusoidal"), ("scale", "none"), ("scale", "sqrt_dk")} <= seen


# -- when there is no residual -------------------------------------------------------------


def two_head_session(**changes: object) -> Session:
    rng = np.random.default_rng(7)
    heads = tuple(
        Head(rng.normal(size=(4, 2)), rng.normal(size=(4, 2)), rng.normal(size=(4, 3)))
        for _ in range(2)
    )
    session = Session(("a", "b", "c"), rng.normal(size=(3, 4)), heads)
    return session.replace(**changes) if changes else session


def test_no_residual_when_concat_is_wider_than_the_tokens_and_no_W_o():
    result = compute(two_head_session())  # 2 heads × d_v 3 = 6 wide, d_model 4
    assert result.attention_output.shape == (3, 6)
    assert result.residual is None
    assert "6" in result.residual_note and "4" in result.residual_note
    assert "W_o" in result.residual_note


def test_no_residual_when_W_o_has_the_wrong_width():
    W_o = np.ones((6, 5))
    result = compute(two_head_session(W_o=W_o))
    assert result.attention_output.shape == (3, 5)
    assert result.residual is None
    assert "5" in result.residual_note and "4" in result.residual_note
    assert "W_o" in result.residual_note


def test_W_o_of_the_right_width_restores_the_residual():
    W_o = np.arange(24.0).reshape(6, 4) / 24
    session = two_head_session(W_o=W_o)
    result = compute(session)
    assert result.residual_note is None
    np.testing.assert_allclose(result.residual, session.embeddings + result.concat @ W_o)


def test_residual_switched_off_is_explained():
    W_o = np.ones((6, 4))
    result = compute(two_head_session(W_o=W_o, residual=False))
    assert result.residual is None
    assert "off" in result.residual_note
