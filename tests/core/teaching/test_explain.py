"""Explain this number: the working is written with the lesson's numbers, and adds up."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from selfattn_gui.core import Head, Session
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.numbers_text import fmt
from selfattn_gui.core.teaching.explain import MATRICES, explain_cell

CAT, SAT, MAT = 0, 1, 2


def cat_sat_mat(**changes: object) -> Session:
    """The lesson 4.8 example, rebuilt the way the lesson builds it."""
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    session = Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))
    return session.replace(**changes) if changes else session


def it_animal() -> Session:
    """The practice example of lesson 4.8: only the pronoun asks, the animal answers."""
    return Session(
        ("animal", "street", "it"),
        np.eye(3),
        (Head(np.array([[0.0], [0.0], [1.5]]), np.array([[2.0], [-2.0], [0.0]]), np.eye(3)),),
    )


def explain(session: Session, matrix: str, row: int, column: int, head: int = 0):
    return explain_cell(session, compute(session), matrix, row, column, head)


# -- the lesson's worked numbers ---------------------------------------------------------------


def test_score_of_cat_for_sat_is_written_out_as_in_the_lesson():
    explanation = explain(cat_sat_mat(), "scores", CAT, SAT)
    # Lesson: query of "cat" is [0, −1], key of "sat" is [1, 2], their dot product −2.
    assert 'query "cat" · key "sat" = 0·1 + (−1)·2 = −2' in explanation.lines
    assert ("Q", CAT, None) in explanation.sources and ("K", SAT, None) in explanation.sources


def test_scaled_score_divides_by_root_d_k():
    explanation = explain(cat_sat_mat(), "scaled", CAT, SAT)
    assert "−2 / √2 ≈ −1.41" in explanation.lines
    assert explanation.lines[0].endswith("= −2")


def test_weight_shows_the_exponentials_their_sum_and_the_row():
    text = explain(cat_sat_mat(), "weights", CAT, SAT).text
    # Lesson: e⁰ = 1 and e^(−0.71) ≈ 0.49 after subtracting the max; 1/1.99 ≈ 0.50, 0.25, 0.25.
    assert "−0.71, −1.41, −1.41" in text
    assert "e^(0) = 1" in text
    assert "e^(−0.71) ≈ 0.49" in text
    assert "1.99" in text
    assert "0.49 / 1.99 ≈ 0.25" in text
    assert "0.50, 0.25, 0.25" in text


def test_sat_gives_itself_five_percent():
    text = explain(cat_sat_mat(), "weights", SAT, SAT).text
    assert "0.77, 0.05, 0.19" in text  # the lesson's row of weights for "sat"
    assert "weight = 0.06 / 1.30 ≈ 0.05" in text


def test_output_is_the_weighted_sum_with_the_lesson_numbers():
    explanation = explain(cat_sat_mat(), "output", CAT, 0)
    # Lesson: 0.50·[−1, 1] + 0.25·[1, 0] + 0.25·[0, 1]; the code prints −0.26.
    assert "0.50·(−1) + 0.25·1 + 0.25·0 ≈ −0.26" in explanation.lines
    # ... and by hand with the rounded weights it is −0.25, as the lesson remarks.
    assert any("−0.25" in line for line in explanation.lines)
    assert ("V", None, 0) in explanation.sources and ("weights", CAT, None) in explanation.sources


def test_residual_keeps_the_pronoun_feature():
    explanation = explain(it_animal(), "residual", 2, 2)
    # Lesson: output of "it" is [0.95, 0, 0.05]; its own vector [0, 0, 1] is added back.
    assert "1 + 0.05 ≈ 1.05" in explanation.lines[0]
    assert ("embeddings", 2, 2) in explanation.sources  # X, by its key in the catalogue


def test_projection_cell_is_the_row_of_x_times_the_column_of_w_q():
    session = cat_sat_mat()
    explanation = explain(session, "Q", CAT, 1)

    def factor(value: float) -> str:  # whole numbers here; negative ones in brackets
        text = str(int(value)).replace("-", "−")
        return f"({text})" if value < 0 else text

    pairs = zip(session.embeddings[CAT], session.heads[0].W_q[:, 1], strict=True)
    terms = [f"{factor(a)}·{factor(b)}" for a, b in pairs]
    assert explanation.lines[1] == " + ".join(terms) + " = −1"  # lesson: Q of "cat" is [0, −1]
    assert explanation.sources == [("embeddings", CAT, None), ("W_q", None, 1)]


# -- the sums agree with a naive loop ------------------------------------------------------------


def naive_attention(X: np.ndarray, W_q, W_k, W_v, visible):
    n = X.shape[0]
    Q, K, V = X @ W_q, X @ W_k, X @ W_v
    weights = np.zeros((n, n))
    for i in range(n):
        scores = [
            sum(Q[i, f] * K[j, f] for f in range(Q.shape[1])) / np.sqrt(Q.shape[1])
            for j in range(n)
        ]
        best = max(s for s, v in zip(scores, visible[i], strict=True) if v)
        exps = [np.exp(s - best) if v else 0.0 for s, v in zip(scores, visible[i], strict=True)]
        weights[i] = np.array(exps) / sum(exps)
    outputs = np.array(
        [
            [sum(weights[i, j] * V[j, c] for j in range(n)) for c in range(V.shape[1])]
            for i in range(n)
        ]
    )
    return Q, K, V, weights, outputs


def last_number(line: str) -> float:
    return float(line.split(" ")[-1].replace("−", "-"))


def close_to_shown(shown: float, exact: float) -> bool:
    """Within the rounding of two decimals (or of two significant digits below 0.01)."""
    return abs(shown - exact) <= 0.0051 * max(1.0, abs(exact)) or abs(shown - exact) <= 0.05 * abs(
        exact
    )


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(1, 5),
    d=st.integers(1, 4),
    seed=st.integers(0, 2**16),
    causal=st.booleans(),
)
def test_score_weight_and_output_lines_end_in_the_naive_numbers(n, d, seed, causal):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 3)).round(2)
    W_q, W_k, W_v = (rng.normal(size=(3, d)).round(2) for _ in range(3))
    session = Session(tuple(f"t{i}" for i in range(n)), X, (Head(W_q, W_k, W_v),), causal=causal)
    visible = np.tril(np.ones((n, n), dtype=bool)) if causal else np.ones((n, n), dtype=bool)
    Q, K, V, weights, outputs = naive_attention(X, W_q, W_k, W_v, visible)
    result = compute(session)
    i, j, c = n - 1, 0, d - 1  # key 0 is visible to every query, even with the causal mask

    score_line = explain_cell(session, result, "scores", i, j).lines[0]
    assert close_to_shown(last_number(score_line), sum(Q[i, f] * K[j, f] for f in range(d)))
    assert score_line.count("·") == d + 1  # "query · key", then one product per place

    weight_line = next(
        line
        for line in explain_cell(session, result, "weights", i, j).lines
        if line.startswith("weight = ")
    )
    assert close_to_shown(last_number(weight_line), weights[i, j])

    output_line = explain_cell(session, result, "output", i, c).lines[1]
    assert close_to_shown(last_number(output_line), outputs[i, c])
    assert output_line.count("·") == int(visible[i].sum())


def test_attention_output_with_w_o_sums_the_joined_heads():
    rng = np.random.default_rng(5)
    heads = tuple(Head(*(rng.normal(size=(4, 2)) for _ in range(3))) for _ in range(2))
    session = Session(("a", "b", "c"), rng.normal(size=(3, 4)), heads, W_o=rng.normal(size=(4, 4)))
    result = compute(session)
    outputs = [h.output for h in result.heads]
    joined = np.concatenate([o[1] for o in outputs])
    expected = float(joined @ session.W_o[:, 2])
    explanation = explain_cell(session, result, "attention_output", 1, 2)
    assert explanation.lines[1].split(" ")[-1] == fmt(expected)
    assert explanation.lines[1].count("·") == 4  # 2 heads × d_v 2
    assert ("W_o", None, 2) in explanation.sources


# -- masks, mistakes, long sums ---------------------------------------------------------------------


def test_a_masked_cell_is_explained_as_masked():
    explanation = explain(cat_sat_mat(causal=True), "weights", CAT, SAT)
    assert "masked" in explanation.text and "exactly 0" in explanation.text
    assert "−∞" in explanation.text
    scaled = explain(cat_sat_mat(causal=True), "scaled", CAT, MAT)
    assert any("−∞" in line for line in scaled.lines)


def test_a_row_with_a_masked_key_sums_the_visible_ones_only():
    text = explain(cat_sat_mat(causal=True), "weights", SAT, CAT).text
    assert '"mat": masked, e^(−∞) = 0' in text
    assert "sum = 1 + 0.06" in text


def test_weights_from_a_mistake_are_flagged():
    session = cat_sat_mat()
    wrong = compute(session, mistake="wrong_axis")
    text = explain_cell(session, wrong, "weights", CAT, SAT).text
    assert "⚠" in text and "columns" in text
    unscaled = compute(session, mistake="no_scale")
    assert "⚠" in explain_cell(session, unscaled, "scaled", CAT, SAT).text
    assert "⚠" not in explain(session, "weights", CAT, SAT).text


def test_long_sums_are_shortened():
    rng = np.random.default_rng(1)
    d_model = 16
    session = Session(
        ("x", "y"),
        rng.normal(size=(2, d_model)),
        (Head(*(rng.normal(size=(d_model, 3)) for _ in range(3))),),
    )
    line = explain(session, "Q", 0, 0).lines[1]
    assert "… 12 more terms" in line
    assert line.count("·") == 4


def test_long_softmax_rows_keep_the_explained_key_in_view():
    n = 12
    session = Session(
        tuple(f"w{i}" for i in range(n)),
        np.eye(n),
        (Head(np.eye(n)[:, :2], np.eye(n)[:, :2], np.eye(n)[:, :2]),),
    )
    text = explain(session, "weights", 0, 10).text
    assert '"w10": e^(' in text
    assert "more keys" in text


def test_every_matrix_can_be_explained_and_uses_real_minus_signs():
    session = cat_sat_mat(positional_encoding="sinusoidal")
    result = compute(session)
    for matrix in MATRICES:
        explanation = explain_cell(session, result, matrix, 1, 0)
        assert explanation.title and explanation.lines
        assert not re.search(r"(?<![\w])-\d", explanation.text), explanation.text


def test_z_with_positions_shows_the_sine():
    session = cat_sat_mat(positional_encoding="sinusoidal")
    explanation = explain(session, "Z", 1, 0)
    # position 1, feature 1: sin(1) ≈ 0.84, added to x = 0
    assert "0 + 0.84 ≈ 0.84" in explanation.lines[0]
    assert "sin(1 / 10000^(0/4))" in explanation.lines[1]


def test_missing_residual_says_why():
    explanation = explain(cat_sat_mat(), "residual", 0, 0)
    assert "no residual" in explanation.text.lower() and "W_o" in explanation.text
    assert explanation.sources == []


def test_bad_requests_name_the_problem():
    session = cat_sat_mat()
    with pytest.raises(ValueError, match="cannot explain 'W_q'"):
        explain(session, "W_q", 0, 0)
    with pytest.raises(IndexError, match="3 × 2"):
        explain(session, "Q", 0, 5)
    with pytest.raises(IndexError, match="head 2"):
        explain(session, "Q", 0, 0, head=1)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (-2.0, "−2"),
        (-1.41421356, "−1.41"),
        (0.5, "0.50"),
        (0.0031, "0.0031"),
        (-0.0, "0"),
        (0.1 * 3, "0.30"),
        (3.0000000000004, "3"),
    ],
)
def test_numbers_are_written_compactly(value, text):
    assert fmt(value) == text
