"""Edits of grouped-query and cross sessions: regrouping, shared projections, resizing,
the source sentence and its mask, each checked against the numbers written out here."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.sessions import edits, kv_groups
from selfattn_gui.core.sessions.inputs import Source
from selfattn_gui.core.sessions.layers import Head
from selfattn_gui.core.sessions.session import Session, SessionError


def own_heads(count: int = 4) -> Session:
    """``count`` heads, head h's W_k full of 10·h + 1 and its W_v of 10·h + 2."""
    heads = [
        Head(
            np.full((3, 2), -h - 1.0), np.full((3, 2), 10.0 * h + 1), np.full((3, 2), 10.0 * h + 2)
        )
        for h in range(count)
    ]
    return Session(("a", "b"), np.arange(6.0).reshape(2, 3), heads)


def keys_of(session: Session) -> list[float]:
    """The number each head's W_k is full of, head by head."""
    layer = session.layers[0]
    return [float(layer.key_projection(h)[0, 0]) for h in range(layer.n_heads)]


def test_regrouping_keeps_the_first_heads_keys_and_values_of_each_group():
    session = own_heads()
    assert keys_of(session) == [1, 11, 21, 31]
    two = edits.set_kv_heads(session, 0, 2)
    # groups of heads 1–2 and 3–4 keep heads 1's and 3's W_k and W_v
    assert keys_of(two) == [1, 1, 21, 21]
    assert [float(kv.W_v[0, 0]) for kv in two.layers[0].kv_heads] == [2, 22]
    assert all(head.W_k is None and head.W_v is None for head in two.heads)
    assert [float(h.W_q[0, 0]) for h in two.heads] == [-1, -2, -3, -4]  # queries stay
    one = edits.set_kv_heads(two, 0, 1)
    assert keys_of(one) == [1, 1, 1, 1]
    back = edits.set_kv_heads(two, 0, 4)  # every head its own again, copied from its group
    assert back.layers[0].kv_heads is None
    assert keys_of(back) == [1, 1, 21, 21]
    assert kv_groups.regroup(two.layers[0], 2) is two.layers[0]


@pytest.mark.parametrize("groups", [0, 3, 5])
def test_a_count_that_does_not_split_the_heads_is_refused_with_the_choices(groups):
    with pytest.raises(SessionError, match=r"kv_heads: .*choose one of 1, 2, 4"):
        edits.set_kv_heads(own_heads(), 0, groups)


def test_an_edit_of_a_shared_key_projection_edits_its_group():
    two = edits.set_kv_heads(own_heads(), 0, 2)
    edited = edits.set_cells(two, "heads.3.W_k", [(0, 1, 7.0)])
    assert edited.layers[0].kv_heads[1].W_k[0, 1] == 7.0
    assert edited.layers[0].key_projection(2)[0, 1] == 7.0  # head 3 reads it too
    assert edited.layers[0].kv_heads[0].W_k[0, 1] == 1.0  # the other group is left alone
    np.testing.assert_array_equal(
        edits.get_matrix(edited, "heads.2.W_k"), edited.layers[0].kv_heads[1].W_k
    )
    shared = kv_groups.shared_edit_note(edited, "heads.3.W_k")
    assert shared.title == "W_k (K/V group 2)"
    assert shared.note == "W_k of K/V group 2 is shared: this edit changes heads 3–4 at once."
    assert kv_groups.shared_edit_note(edited, "heads.3.W_q") is None
    assert kv_groups.shared_edit_note(own_heads(), "heads.3.W_k") is None


@pytest.mark.parametrize(
    ("n_heads", "groups", "readers"),
    [
        (2, 2, [1, 21]),  # 2 still divides 2: the groups stay, one head each
        (8, 2, [1, 1, 1, 1, 21, 21, 21, 21]),  # new heads join the groups (zeros for W_q)
        (3, 1, [1, 1, 1]),  # 2 does not divide 3: one group, the first head's
    ],
)
def test_a_new_head_count_keeps_the_groups_it_can(n_heads, groups, readers):
    two = edits.set_kv_heads(own_heads(), 0, 2)
    resized = edits.resize(two, n_heads=n_heads)
    assert resized.layers[0].n_kv_heads == groups
    assert keys_of(resized) == readers


def test_new_widths_fit_the_shared_projections_and_the_source():
    two = edits.set_kv_heads(own_heads(), 0, 2)
    wider = edits.resize(two, d_model=4, d_k=3)
    W_k = wider.layers[0].kv_heads[1].W_k
    assert W_k.shape == (4, 3)
    np.testing.assert_array_equal(W_k, [[21, 21, 0]] * 3 + [[0, 0, 0]])
    cross = cross_session()
    resized = edits.resize(cross, d_model=2)
    np.testing.assert_array_equal(resized.source.embeddings, [[1, 2], [4, 5], [7, 8], [10, 11]])


def cross_session() -> Session:
    """Two French queries over four English source tokens (m = 4, n = 2)."""
    source = Source(("the", "black", "cat", "sleeps"), np.arange(1.0, 13.0).reshape(4, 3))
    head = Head(np.eye(3, 2), np.eye(3, 2), np.eye(3, 2))
    return Session(("le", "chat"), np.ones((2, 3)), [head], attention="cross", source=source)


def test_the_source_is_edited_and_renamed_by_itself():
    cross = cross_session()
    edited = edits.set_cells(cross, "source", [(3, 0, -1.0)])
    assert edited.source.embeddings[3, 0] == -1.0 and edited.source.tokens == cross.source.tokens
    np.testing.assert_array_equal(edited.embeddings, cross.embeddings)
    renamed = edits.rename_source_token(cross, 1, "dark")
    assert renamed.source.tokens == ("the", "dark", "cat", "sleeps")
    assert renamed.tokens == ("le", "chat")
    with pytest.raises(SessionError, match=r"source.tokens\[1\]: a token label must not be empty"):
        edits.rename_source_token(cross, 1, " ")
    with pytest.raises(SessionError, match="no source sentence"):
        edits.rename_source_token(own_heads(), 0, "x")


def test_a_cross_mask_has_a_column_per_source_token_through_token_edits():
    cross = edits.toggle_mask_cell(cross_session(), 1, 3)  # "chat" may not see "sleeps"
    expected = [[True] * 4, [True, True, True, False]]
    np.testing.assert_array_equal(cross.mask, expected)
    added = edits.add_token(cross, "noir", index=1)  # a query row, fully visible; no new key
    np.testing.assert_array_equal(added.mask, [expected[0], [True] * 4, expected[1]])
    moved = edits.move_token(added, 2, 0)
    np.testing.assert_array_equal(moved.mask, [expected[1], expected[0], [True] * 4])
    removed = edits.remove_token(moved, 0)
    np.testing.assert_array_equal(removed.mask, [expected[0], [True] * 4])
