"""Pin and compare: the pinned matrix lined up with the current one, or a note why not."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.matrices import MATRICES
from selfattn_gui.core.maths.pin_compare import changed, compare, token_order
from selfattn_gui.core.sessions import edits, presets


def _both(session):
    return session, compute(session)


def test_the_same_shape_is_compared_cell_by_cell():
    pinned = presets.load_preset("cat-sat-mat")
    now = edits.set_cells(pinned, "embeddings", [(0, 0, 5.0)])
    comparison = compare(MATRICES["Q"], _both(pinned), _both(now))
    assert comparison.note is None
    np.testing.assert_array_equal(comparison.old, compute(pinned).heads[0].Q)


def test_a_changed_size_is_not_compared_and_says_so():
    pinned = presets.load_preset("cat-sat-mat")
    now = edits.resize(pinned, d_k=pinned.d_k + 1)
    assert compare(MATRICES["Q"], _both(pinned), _both(now)).old is None
    note = compare(MATRICES["W_q"], _both(pinned), _both(now)).note
    assert note is not None and f"{pinned.d_model} × {pinned.d_k}" in note
    # The weights are still n × n: they are compared.
    assert compare(MATRICES["weights"], _both(pinned), _both(now)).old is not None


def test_a_head_or_w_o_that_was_not_there_is_named():
    pinned = presets.load_preset("cat-sat-mat")
    now = edits.add_W_o(edits.resize(pinned, n_heads=2))
    assert "Head 2" in (compare(MATRICES["Q"], _both(pinned), _both(now), head=1).note or "")
    if pinned.W_o is None:
        assert "W_o" in (compare(MATRICES["W_o"], _both(pinned), _both(now)).note or "")


def test_moved_tokens_are_compared_with_themselves():
    pinned = presets.load_preset("cat-sat-mat")
    now = edits.reorder_tokens(pinned, [2, 0, 1])
    assert token_order(pinned.tokens, now.tokens) == [2, 0, 1]
    comparison = compare(MATRICES["embeddings"], _both(pinned), _both(now))
    np.testing.assert_array_equal(comparison.old, now.embeddings)  # vectors moved along
    assert "moved" in (comparison.note or "")
    weights = compare(MATRICES["weights"], _both(pinned), _both(now)).old
    assert weights is not None and weights.shape == (3, 3)


def test_a_change_counts_when_it_shows_at_the_decimals():
    assert changed(0.5, 0.25, 2) == 1
    assert changed(0.25, 0.5, 2) == -1
    assert changed(0.3334, 0.3331, 2) == 0
    assert changed(0.3334, 0.3331, 4) == 1
