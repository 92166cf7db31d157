"""The pure session edits behind every undo command."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.session import Head, Session, SessionError


def make_session(n=3, d_model=4, d_k=2, d_v=2, n_heads=2, w_o=True, seed=1) -> Session:
    rng = np.random.default_rng(seed)
    heads = tuple(
        Head(
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_k)),
            rng.normal(size=(d_model, d_v)),
        )
        for _ in range(n_heads)
    )
    W_o = rng.normal(size=(n_heads * d_v, d_model)) if w_o else None
    return Session(tuple(f"t{i}" for i in range(n)), rng.normal(size=(n, d_model)), heads, W_o)


def test_set_cells_changes_only_those_cells_and_leaves_the_original_alone():
    session = make_session()
    before = np.array(session.embeddings)
    edited = edits.set_cells(session, "embeddings", [(0, 1, 5.0), (2, 3, -1.5)])
    assert edited.embeddings[0, 1] == 5.0 and edited.embeddings[2, 3] == -1.5
    changed = edited.embeddings != before
    assert changed.sum() == 2
    np.testing.assert_array_equal(session.embeddings, before)


def test_changed_cells_keeps_only_the_cells_that_would_change():
    matrix = np.array([[1.0, 0.0], [-2.5, 3.0]])
    cells = [(0, 0, 1), (0, 1, -0.0), (1, 0, 2.5), (1, 1, 3.0)]
    # Equal values (an int 1 for 1.0, -0.0 for 0.0) are no change: no empty undo step.
    assert edits.changed_cells(matrix, cells) == [(1, 0, 2.5)]
    assert edits.changed_cells(matrix, [(0, 0, 1.0)]) == []
    assert all(isinstance(value, float) for _, _, value in edits.changed_cells(matrix, [(0, 0, 4)]))


def test_set_cells_on_a_head_matrix_touches_only_that_head():
    session = make_session()
    edited = edits.set_cells(session, edits.head_key(1, "W_k"), [(0, 0, 9.0)])
    assert edited.heads[1].W_k[0, 0] == 9.0
    assert edited.heads[0].equals(session.heads[0])
    np.testing.assert_array_equal(edited.heads[1].W_q, session.heads[1].W_q)


def test_sessions_cannot_be_written_through():
    session = make_session()
    with pytest.raises(ValueError):
        session.embeddings[0, 0] = 1.0


def test_resize_keeps_existing_values_and_pads_with_zeros():
    session = make_session(d_model=4, d_k=2, d_v=2, n_heads=2)
    bigger = edits.resize(session, d_model=5, d_k=3, d_v=3, n_heads=3)
    np.testing.assert_array_equal(bigger.embeddings[:, :4], session.embeddings)
    assert not bigger.embeddings[:, 4].any()
    for h in range(2):
        np.testing.assert_array_equal(bigger.heads[h].W_q[:4, :2], session.heads[h].W_q)
        assert not bigger.heads[h].W_q[4].any() and not bigger.heads[h].W_q[:, 2].any()
    assert not bigger.heads[2].W_v.any()
    # W_o keeps each head's block of rows: head 1's rows move from 2..3 to 3..4.
    assert bigger.W_o.shape == (9, 5)
    np.testing.assert_array_equal(bigger.W_o[3:5, :4], session.W_o[2:4, :4])
    assert compute(bigger).residual is not None


def test_resize_back_down_restores_the_original_numbers():
    session = make_session()
    round_trip = edits.resize(
        edits.resize(session, d_model=6, d_k=4, n_heads=4), d_model=4, d_k=2, n_heads=2
    )
    assert round_trip.equals(session)


def test_tokens_add_remove_move_keep_vectors_and_mask_together():
    session = make_session(n=3).replace(mask=np.array([[1, 0, 1], [1, 1, 1], [0, 1, 1]], bool))
    added = edits.add_token(session, "new", index=1)
    assert added.tokens == ("t0", "new", "t1", "t2")
    assert not added.embeddings[1].any()
    assert added.mask[1].all() and added.mask[:, 1].all()
    assert not added.mask[0, 2]  # t0 still can't see t1
    removed = edits.remove_token(added, 1)
    assert removed.equals(session)
    moved = edits.move_token(session, 0, 2)
    assert moved.tokens == ("t1", "t2", "t0")
    np.testing.assert_array_equal(moved.embeddings[2], session.embeddings[0])
    assert not moved.mask[2, 0]  # t0 (now last) still can't see t1 (now first)


def test_the_last_token_cannot_be_removed_and_labels_cannot_be_blank():
    session = make_session(n=1)
    with pytest.raises(SessionError, match="last token"):
        edits.remove_token(session, 0)
    with pytest.raises(SessionError, match="empty"):
        edits.rename_token(session, 0, "  ")


def test_toggle_mask_cell_twice_returns_to_no_mask():
    session = make_session()
    hidden = edits.toggle_mask_cell(session, 0, 2)
    assert hidden.mask is not None and not hidden.mask[0, 2] and hidden.mask.sum() == 8
    assert edits.toggle_mask_cell(hidden, 0, 2).mask is None


def test_add_w_o_starts_as_identity_so_the_output_is_unchanged():
    session = make_session(n_heads=2, d_v=2, d_model=4, w_o=False)
    with_w_o = edits.add_W_o(session)
    np.testing.assert_allclose(compute(with_w_o).attention_output, compute(session).concat)
    assert edits.remove_W_o(with_w_o).W_o is None
