"""The sanity check of lesson 4.8 on correct and deliberately wrong computations."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from selfattn_gui.core import Head, Session
from selfattn_gui.core.maths.attention import MISTAKES, compute
from selfattn_gui.core.maths.checks import CheckResult, run_checks
from selfattn_gui.core.maths.checks_words import sum_text as _sum_text
from selfattn_gui.core.sessions.inputs import Source
from selfattn_gui.core.sessions.layers import Layer

KEYS = ["shapes", "rows", "equal_scores", "columns"]


def cat_sat_mat(**changes: object) -> Session:
    X = np.array([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0]])
    rng = np.random.default_rng(0)
    W_q, W_k, W_v = (rng.integers(-1, 2, size=(4, 2)).astype(float) for _ in range(3))
    session = Session(("cat", "sat", "mat"), X, (Head(W_q, W_k, W_v),))
    return session.replace(**changes) if changes else session


def multi_head(**changes: object) -> Session:
    rng = np.random.default_rng(3)
    heads = tuple(
        Head(rng.normal(size=(5, 3)), rng.normal(size=(5, 3)), rng.normal(size=(5, 2)))
        for _ in range(3)
    )
    session = Session(
        ("the", "dog", "ran", "home", "fast"),
        rng.normal(size=(5, 5)),
        heads,
        W_o=rng.normal(size=(6, 5)),
        positional_encoding="sinusoidal",
    )
    return session.replace(**changes) if changes else session


def by_key(results: list[CheckResult]) -> dict[str, CheckResult]:
    return {r.key: r for r in results}


# -- the correct computation -----------------------------------------------------------------


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("make", [cat_sat_mat, multi_head])
def test_everything_passes_on_a_correct_computation(make, causal):
    results = run_checks(make(causal=causal))
    assert [r.key for r in results] == KEYS
    for result in results:
        assert result.passed, (result.key, result.detail)
        assert result.title and result.detail


def test_every_head_can_be_checked():
    for index in range(3):
        assert all(r.passed for r in run_checks(multi_head(causal=True), head_index=index))
    with pytest.raises(IndexError):
        run_checks(multi_head(), head_index=3)


def test_results_are_frozen():
    result = run_checks(cat_sat_mat())[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.passed = False  # type: ignore[misc]


def test_column_sums_of_the_correct_weights_match_the_lesson():
    columns = by_key(run_checks(cat_sat_mat()))["columns"]
    sums = columns.numbers["column_sums"]
    # The lesson: first column 0.50 + 0.77 + 0.28 = 1.55; rows sum to 1, columns don't.
    assert sums[0] == pytest.approx(1.55, abs=0.01)
    assert sums[1] == pytest.approx(0.25 + 0.05 + 0.58, abs=0.02)
    assert sums[2] == pytest.approx(0.25 + 0.19 + 0.14, abs=0.02)
    assert columns.passed
    assert columns.detail.startswith("column sums: 1.5")


def test_shapes_report_the_sizes():
    shapes = by_key(run_checks(multi_head()))["shapes"]
    assert shapes.passed
    assert shapes.numbers["found"]["scores"] == [5, 5]
    assert shapes.numbers["found"]["output"] == [5, 2]
    assert shapes.numbers["found"]["attention_output"] == [5, 5]
    assert shapes.numbers["found"]["residual"] == [5, 5]
    assert "5 × 5" in shapes.detail and "5 × 2" in shapes.detail


def test_shapes_mention_a_missing_residual_without_failing():
    # cat-sat-mat has d_v 2, d_model 4 and no W_o: valid, just no residual.
    shapes = by_key(run_checks(cat_sat_mat()))["shapes"]
    assert shapes.passed
    assert "residual" in shapes.detail
    assert shapes.numbers["residual_note"]


@settings(max_examples=40, deadline=None)
@given(
    st.integers(1, 6),
    st.integers(1, 4),
    st.integers(1, 3),
    st.booleans(),
    st.booleans(),
    st.integers(0, 2**32 - 1),
)
def test_random_correct_sessions_pass_every_check(n, d_model, n_heads, causal, masked, seed):
    rng = np.random.default_rng(seed)
    heads = tuple(
        Head(
            rng.normal(size=(d_model, 2)),
            rng.normal(size=(d_model, 2)),
            rng.normal(size=(d_model, 3)),
        )
        for _ in range(n_heads)
    )
    mask = None
    if masked:
        mask = rng.random((n, n)) < 0.5
        np.fill_diagonal(mask, True)
    session = Session(
        tuple(f"t{i}" for i in range(n)),
        rng.normal(size=(n, d_model)) * 3,
        heads,
        causal=causal,
        mask=mask,
        positional_encoding="sinusoidal",
    )
    for index in range(n_heads):
        for result in run_checks(session, head_index=index):
            assert result.passed, (result.key, result.detail)


def test_weights_too_small_to_represent_do_not_fail_the_rows_check():
    # "it" asks with strength 1e5: scores [2e5, -2e5, 0], so two of its visible
    # weights are below the smallest float and come out as exactly 0.
    session = Session(
        ("animal", "street", "it"),
        np.eye(3),
        (Head(np.array([[0.0], [0.0], [1e5]]), np.array([[2.0], [-2.0], [0.0]]), np.eye(3)),),
    )
    rows = by_key(run_checks(session))["rows"]
    assert rows.passed
    assert rows.numbers["underflowed_weights"] == 2
    assert "2 visible weights" in rows.detail


# -- wrong axis ----------------------------------------------------------------------------


def test_wrong_axis_fails_rows_and_the_column_check_flags_it():
    results = by_key(run_checks(cat_sat_mat(), mistake="wrong_axis"))
    assert results["shapes"].passed
    assert not results["rows"].passed
    assert '"cat"' in results["rows"].detail
    assert not results["columns"].passed
    np.testing.assert_allclose(results["columns"].numbers["column_sums"], 1.0, atol=1e-9)
    assert "column sums: 1.00, 1.00, 1.00" in results["columns"].detail


def test_wrong_axis_names_the_first_bad_row_with_its_sum():
    rows = by_key(run_checks(cat_sat_mat(), mistake="wrong_axis"))["rows"]
    # By hand from the lesson's scores, scaled by 1/√2 and softmaxed down each column:
    # the weights "cat" (row 0) gets are its share of each column.
    scores = [[-1.0, -2.0, -2.0], [-1.0, -5.0, -3.0], [-2.0, -1.0, -3.0]]
    row_sum = 0.0
    for column in range(3):
        exps = [math.exp(scores[row][column] / math.sqrt(2)) for row in range(3)]
        row_sum += exps[0] / sum(exps)
    assert row_sum == pytest.approx(1.22, abs=0.005)
    assert rows.numbers["row_sums"][0] == pytest.approx(row_sum, rel=1e-12)
    assert 'row "cat" sums to 1.22' in rows.detail


def test_wrong_axis_under_a_causal_mask_also_breaks_equal_scores():
    results = by_key(run_checks(cat_sat_mat(causal=True), mistake="wrong_axis"))
    assert not results["rows"].passed
    assert not results["equal_scores"].passed
    assert not results["columns"].passed


# -- masking after the softmax ---------------------------------------------------------------


def test_mask_after_softmax_on_a_causal_session_leaves_a_row_below_one():
    results = by_key(run_checks(cat_sat_mat(causal=True), mistake="mask_after_softmax"))
    rows = results["rows"]
    assert not rows.passed
    # "cat" may only see itself; zeroing the others leaves its own share, 0.50.
    assert rows.numbers["row_sums"][0] == pytest.approx(0.50, abs=0.005)
    assert min(rows.numbers["row_sums"]) < 1.0
    assert 'row "cat" sums to 0.50' in rows.detail
    # Equal scores: "cat" gets 1/3 of its own value instead of all of it.
    assert not results["equal_scores"].passed
    # Rows don't sum to 1 but neither do columns: not the wrong-axis signature.
    assert results["columns"].passed


def test_mask_after_softmax_without_any_mask_is_harmless():
    assert all(r.passed for r in run_checks(cat_sat_mat(), mistake="mask_after_softmax"))


def test_forgetting_the_scale_is_invisible_to_these_checks():
    # The sanity check cannot see a missing √d_k: the weights are still a proper softmax.
    assert all(r.passed for r in run_checks(multi_head(causal=True), mistake="no_scale"))


# -- masks and blocked queries -----------------------------------------------------------------


def test_custom_mask_cells_are_exactly_zero_and_pass():
    mask = np.array([[True, False, True], [True, True, False], [False, True, True]])
    results = by_key(run_checks(cat_sat_mat(mask=mask)))
    assert all(r.passed for r in results.values())


def test_a_blocked_query_is_reported_by_the_rows_check():
    mask = np.ones((3, 3), dtype=bool)
    mask[1] = False  # "sat" may see nothing
    results = by_key(run_checks(cat_sat_mat(mask=mask)))
    rows = results["rows"]
    assert not rows.passed
    assert '"sat"' in rows.detail
    assert rows.numbers["blocked"] == ["sat"]
    # The other checks still run on the rows that can be computed.
    assert results["shapes"].passed
    assert results["equal_scores"].passed
    assert results["columns"].passed


def test_unknown_mistake_is_refused():
    with pytest.raises(ValueError, match="unknown mistake"):
        run_checks(cat_sat_mat(), mistake="typo")


def test_near_one_sums_are_not_printed_as_one():
    # A row summing to 1 - 1e-6 fails, so its detail must not read "sums to 1.00".
    assert _sum_text(1.0 - 1e-6) != "1.00"
    assert _sum_text(0.8) == "0.80"
    # Short all the same: the fewest decimals that show the sum is not 1.
    assert _sum_text(1.000067541235) == "1.0001"
    assert _sum_text(0.999999815182) == "0.9999998"
    assert _sum_text(1.0 + 1e-12) == "1.00"  # within the tolerance: it counts as 1


def test_many_column_sums_are_said_as_their_range():
    """A trained model's 21 columns are not listed one by one: their least and largest."""
    rng = np.random.default_rng(5)
    n = 21
    session = Session(
        tuple(f"t{i}" for i in range(n)),
        rng.normal(size=(n, 6)),
        (Head(rng.normal(size=(6, 3)), rng.normal(size=(6, 3)), rng.normal(size=(6, 3))),),
        causal=True,
    )
    scores = np.zeros((n, n))  # the weights by hand: a causal softmax of X W_q (X W_k)ᵀ / √3
    X, head = session.embeddings, session.heads[0]
    Q, K = X @ head.W_q, X @ head.W_k
    for i in range(n):
        row = [float(Q[i] @ K[j]) / math.sqrt(3) for j in range(i + 1)]
        top = max(row)
        exps = [math.exp(v - top) for v in row]
        for j in range(i + 1):
            scores[i, j] = exps[j] / sum(exps)
    sums = [sum(scores[i, j] for i in range(n)) for j in range(n)]
    detail = by_key(run_checks(session))["columns"].detail
    assert detail.startswith(f"column sums from {min(sums):.2f} to {max(sums):.2f} (")
    assert len(detail) < 80, detail


def test_a_result_passed_in_gives_the_same_checks_as_computing_it():
    from selfattn_gui.core.maths.attention import compute
    from selfattn_gui.core.sessions import presets

    session = presets.load_preset("two-heads").replace(causal=True)
    for head in range(session.n_heads):
        fresh = run_checks(session, head_index=head)
        reused = run_checks(session, head_index=head, result=compute(session, allow_blocked=True))
        assert [(c.key, c.passed, c.detail) for c in fresh] == [
            (c.key, c.passed, c.detail) for c in reused
        ]


@pytest.mark.parametrize("mistake", [None, *sorted(MISTAKES)])
def test_the_checks_reuse_the_result_they_are_given_and_compute_nothing(mistake, monkeypatch):
    # The window hands the checks its result (correct or with a slip): no second run.
    import selfattn_gui.core.maths.checks as checks_module
    from selfattn_gui.core.maths.attention import compute

    session = multi_head(causal=True)
    result = compute(session, mistake=mistake, allow_blocked=True)
    fresh = [run_checks(session, mistake=mistake, head_index=h) for h in range(3)]

    def no_second_run(*_args: object, **_options: object) -> None:
        raise AssertionError("the checks computed the session again")

    monkeypatch.setattr(checks_module, "compute", no_second_run)
    reused = [run_checks(session, mistake=mistake, head_index=h, result=result) for h in range(3)]
    assert reused == fresh


# -- more than one layer, switched-off heads, cross-attention ------------------------------


def two_layers(heads_off: frozenset[int] = frozenset()) -> Session:
    """multi_head's example with a second, square layer on top (three heads, two off-able)."""
    first = multi_head()
    rng = np.random.default_rng(8)
    second = Layer(
        tuple(Head(*(rng.normal(size=(5, 2)) for _ in range(3))) for _ in range(3)),
        rng.normal(size=(6, 5)),
        heads_off=heads_off,
    )
    return first.replace(layers=(first.layers[0], second))


def test_the_shapes_say_which_heads_are_off():
    shapes = by_key(run_checks(multi_head()))["shapes"]
    assert "off" not in shapes.detail and shapes.numbers["heads_off"] == [[]]
    one_off = multi_head()
    one_off = one_off.with_layer(0, one_off.layers[0].replace(heads_off=frozenset({1})))
    shapes = by_key(run_checks(one_off))["shapes"]
    assert shapes.passed
    assert "head 2 is switched off (its output is zeros in the concat)" in shapes.detail
    stacked = by_key(run_checks(two_layers(frozenset({0, 2}))))["shapes"]
    assert "heads 1 and 3 of layer 2 are switched off" in stacked.detail
    assert stacked.numbers["heads_off"] == [[], [0, 2]]


def test_the_rows_are_checked_in_every_layer():
    session = two_layers()
    result = compute(session, allow_blocked=True)
    rows = by_key(run_checks(session, result=result))["rows"]
    assert rows.passed and rows.detail.startswith(
        "in every layer, no weight is negative, each of the 5 rows"
    )
    assert rows.numbers["layers_checked"] == 2
    # A layer-2 head whose first row sums to 0.5, as a broken softmax there would give.
    second = result.layers[1]
    broken = second.heads[2].weights.copy()
    broken[0] *= 0.5
    heads = (*second.heads[:2], dataclasses.replace(second.heads[2], weights=broken))
    tampered = dataclasses.replace(
        result, layers=(result.layers[0], dataclasses.replace(second, heads=heads))
    )
    rows = by_key(run_checks(session, result=tampered))["rows"]
    assert not rows.passed
    assert rows.detail == 'layer 2, head 3: row "the" sums to 0.50, not 1'
    assert rows.numbers["first_failing_layer"] == 1


def test_a_cross_session_passes_with_n_by_m_weights_and_names_its_keys():
    session = multi_head(positional_encoding="none")
    rng = np.random.default_rng(9)
    source = Source(("le", "chien", "court"), rng.normal(size=(3, 5)))
    cross = session.replace(attention="cross", source=source)
    results = by_key(run_checks(cross))
    assert all(r.passed for r in results.values()), [r.detail for r in results.values()]
    assert "scores and weights are 5 × 3" in results["shapes"].detail
    wrong = by_key(run_checks(cross, mistake="mask_after_softmax"))["rows"]
    assert wrong.passed  # no mask: nothing to zero after the softmax
    masked = cross.replace(mask=np.array([[True, False, True]] * 5))
    wrong = by_key(run_checks(masked, mistake="mask_after_softmax"))["rows"]
    assert not wrong.passed and wrong.detail.startswith('row "the" sums to')
