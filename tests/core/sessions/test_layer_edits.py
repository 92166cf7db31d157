"""Edits of a stack: adding and removing layers, and d_model across every part of a
session, on the examples that have each part (vocabulary, learned positions, a source,
shared keys and values)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from stack_by_hand import stack

from selfattn_gui.core.sessions import layer_edits, presets, size_edits
from selfattn_gui.core.sessions.session import SessionError
from selfattn_gui.core.sessions.session_io import dumps_session, loads_session


def as_file(session):
    return json.loads(dumps_session(session))


@pytest.mark.parametrize("preset", ["two-layers", "gqa-four-heads", "cross-translation"])
@pytest.mark.parametrize("d_model", [1, 5, 20])
def test_every_d_model_keeps_the_session_valid_and_saves(preset, d_model):
    session = presets.load_preset(preset)
    wider = size_edits.resize(session, d_model=d_model)
    assert wider.d_model == d_model
    assert loads_session(dumps_session(wider)).equals(wider)  # valid, and it opens again
    if wider.vocabulary is not None:
        assert wider.vocabulary.W_E.shape[1] == d_model
    if wider.source is not None:
        assert wider.source.embeddings.shape[1] == d_model


def test_a_wider_d_model_adds_zeros_that_change_nothing_downstream():
    session = presets.load_preset("two-layers")
    before = stack(as_file(session))
    after = stack(as_file(size_edits.resize(session, d_model=session.d_model + 2)))
    for old, new in zip(before, after, strict=True):
        np.testing.assert_allclose(np.array(new["output"])[:, :-2], old["output"], atol=1e-12)
        assert not np.array(new["output"])[:, -2:].any()


def test_heads_of_a_layer_with_shared_keys_and_values_keep_the_groups_that_divide_them():
    session = presets.load_preset("gqa-four-heads")  # 4 query heads, 2 K/V groups
    # 2 groups cannot share 3 heads: one group, the first head's keys and values
    assert size_edits.resize(session, n_heads=3).layers[0].n_kv_heads == 1
    six = size_edits.resize(session, n_heads=6, d_k=3)
    assert six.layers[0].n_heads == 6 and six.layers[0].n_kv_heads == 2
    assert all(head.W_k is None for head in six.layers[0].heads)
    assert six.layers[0].kv_heads[0].W_k.shape == (session.d_model, 3)


def test_a_layer_is_added_as_a_copy_and_removed_again():
    session = presets.load_preset("two-layers")
    three = layer_edits.add_layer(session, 0)
    assert three.n_layers == 3 and three.layers[1].equals(session.layers[0])
    assert layer_edits.remove_layer(three, 1).equals(session)


def test_what_cannot_be_stacked_is_refused_with_the_reason():
    with pytest.raises(SessionError, match="one layer"):
        layer_edits.add_layer(presets.load_preset("cross-translation"), 0)
    with pytest.raises(SessionError, match="last layer cannot be removed"):
        layer_edits.remove_layer(presets.load_preset("cat-sat-mat"), 0)
    # Without its residual and W_o, layer 1 of two-layers hands on 3 numbers, not 13.
    session = presets.load_preset("two-layers")
    first, second = session.layers
    narrow = session.replace(
        layers=(first.replace(W_o=None, residual=False), second.replace(heads=_rows(second, 3)))
    )
    with pytest.raises(SessionError, match="a copy of it could not read its output"):
        layer_edits.add_layer(narrow, 0)
    with pytest.raises(SessionError, match="without layer 1 it would be handed 13"):
        layer_edits.remove_layer(narrow, 0)


def _rows(layer, width):
    """The layer's heads reading ``width``-wide rows (the first rows of each W)."""
    return tuple(
        head.__class__(*(None if m is None else m[:width] for m in (head.W_q, head.W_k, head.W_v)))
        for head in layer.heads
    )


def test_layer_norm_switched_on_starts_at_gain_1_and_bias_0_and_follows_d_model():
    session = layer_edits.set_layer_norm(presets.load_preset("two-layers"), 1, True)
    norm = session.layers[1].layer_norm
    assert norm.gain.tolist() == [1.0] * 13 and norm.bias.tolist() == [0.0] * 13
    wider = size_edits.resize(session, d_model=15)
    assert wider.layers[1].layer_norm.gain.tolist() == [1.0] * 15
    assert layer_edits.set_layer_norm(session, 1, False).layers[1].layer_norm is None
