"""The rules of version 2 sessions: layers, shared keys and values, cross-attention,
vocabularies, learned positions and the unembedding."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Head, KeyValueHead, Layer, LayerNorm
from selfattn_gui.core.sessions.session import Session, SessionError

RNG = np.random.default_rng(7)


def random(*shape: int) -> np.ndarray:
    return RNG.normal(size=shape)


def layer(width: int = 4, heads: int = 2, d_k: int = 2, **parts) -> Layer:
    own = {"W_k": random(width, d_k), "W_v": random(width, d_k)} if "kv_heads" not in parts else {}
    made = tuple(Head(random(width, d_k), **own) for _ in range(heads))
    return Layer(made, **parts)


def two_layer_session(**switches) -> Session:
    return Session(
        ("a", "b", "c"),
        random(3, 4),
        layers=(layer(W_o=random(4, 4)), layer(W_o=random(4, 4))),
        **switches,
    )


def test_a_one_layer_session_is_built_from_its_layer_and_reads_it_back():
    session = presets.load_preset("cat-sat-mat")
    assert session.n_layers == 1
    assert session.heads is session.layers[0].heads
    assert session.version == 1
    changed = session.replace(residual=False, W_o=None)
    assert changed.layers[0].residual is False and changed.W_o is None
    assert session.residual is True  # the original is untouched


def test_layers_stack_and_a_later_layer_reads_the_width_of_the_one_before():
    session = two_layer_session()
    assert session.n_layers == 2 and session.version == 2
    # Without its residual, layer 1 outputs what its W_o makes: 3 wide, which layer 2 reads.
    narrow = session.layers[0].replace(residual=False, W_o=random(4, 3))
    Session(session.tokens, session.embeddings, layers=(narrow, layer(width=3)))


def test_a_later_layer_with_the_wrong_input_width_names_its_layer():
    # Layer 1 adds its input back, so layer 2 reads 4-wide rows: a W_q of 3 rows cannot.
    session = two_layer_session()
    with pytest.raises(SessionError, match=r"layers\[1\]\.heads\[0\]\.W_q: expected shape 4 × 2"):
        session.with_layer(1, layer(width=3))


def test_more_than_six_layers_are_refused():
    with pytest.raises(SessionError, match="1 to 6 layers, found 7"):
        Session(("a",), random(1, 4), layers=tuple(layer() for _ in range(7)))


def test_grouped_query_heads_share_keys_and_values_by_group():
    kv = tuple(KeyValueHead(random(4, 2), random(4, 2)) for _ in range(2))
    grouped = layer(heads=4, kv_heads=kv)
    session = Session(("a", "b"), random(2, 4), layers=(grouped,))
    assert [grouped.group_of(h) for h in range(4)] == [0, 0, 1, 1]
    assert grouped.key_projection(3) is kv[1].W_k
    assert session.version == 2


def test_groups_that_do_not_divide_the_heads_are_refused():
    kv = tuple(KeyValueHead(random(4, 2), random(4, 2)) for _ in range(3))
    with pytest.raises(SessionError, match="kv_heads: 3 key/value groups .* 4 query heads"):
        Session(("a",), random(1, 4), layers=(layer(heads=4, kv_heads=kv),))


def test_a_head_of_a_sharing_layer_may_not_hold_its_own_keys():
    kv = (KeyValueHead(random(4, 2), random(4, 2)),)
    heads = (Head(random(4, 2), W_k=random(4, 2)),)
    with pytest.raises(SessionError, match=r"heads\[0\]\.W_k: this layer shares keys and values"):
        Session(("a",), random(1, 4), layers=(Layer(heads, kv_heads=kv),))


def test_heads_off_must_name_real_heads():
    with pytest.raises(SessionError, match="heads_off: there is no head 5"):
        Session(("a",), random(1, 4), layers=(layer(heads_off={5}),))


def test_layer_norm_vectors_are_as_wide_as_the_input():
    session = Session(("a",), random(1, 4), layers=(layer(layer_norm=LayerNorm.plain(4)),))
    assert session.version == 2
    with pytest.raises(SessionError, match=r"layer_norm\.gain: expected 4 numbers"):
        Session(("a",), random(1, 4), layers=(layer(layer_norm=LayerNorm.plain(3)),))


def test_a_vocabulary_gives_the_token_vectors():
    vocabulary = Vocabulary(("the", "cat", "sat"), random(3, 4))
    session = Session(
        ("the", "cat", "the"), None, (Head(*[random(4, 2)] * 3),), vocabulary=vocabulary
    )
    assert np.array_equal(session.embeddings[2], vocabulary.W_E[0])
    with pytest.raises(SessionError, match=r'tokens\[1\]: "dog" is not in the vocabulary'):
        session.replace(tokens=("the", "dog", "sat"))
    # Editing W_E moves every occurrence of the token.
    W_E = np.array(vocabulary.W_E)
    W_E[0, 0] = 9.0
    edited = session.replace(vocabulary=Vocabulary(vocabulary.labels, W_E))
    assert edited.embeddings[0, 0] == edited.embeddings[2, 0] == 9.0


def test_a_vocabulary_needs_different_labels():
    with pytest.raises(SessionError, match=r'vocabulary\.labels\[2\]: "a" is already entry 0'):
        Session(
            ("a",),
            None,
            (Head(*[random(4, 2)] * 3),),
            vocabulary=Vocabulary(("a", "b", "a"), random(3, 4)),
        )


def test_an_unembedding_needs_a_vocabulary_and_the_last_layer_width():
    heads = (Head(*[random(4, 2)] * 3),)
    with pytest.raises(SessionError, match="W_U: an unembedding needs a vocabulary"):
        Session(("a",), random(1, 4), heads, W_U=random(4, 3))
    vocabulary = Vocabulary(("a", "b", "c"), random(3, 4))
    with pytest.raises(SessionError, match="W_U: expected shape 4 × 3"):
        Session(("a",), None, heads, W_o=random(2, 4), vocabulary=vocabulary, W_U=random(2, 3))


def test_learned_positions_need_enough_rows():
    heads = (Head(*[random(4, 2)] * 3),)
    Session(("a", "b"), random(2, 4), heads, positional_encoding="learned", W_pos=random(2, 4))
    with pytest.raises(SessionError, match="the sequence has 3 tokens but W_pos has only 2"):
        Session(
            ("a", "b", "c"), random(3, 4), heads, positional_encoding="learned", W_pos=random(2, 4)
        )
    with pytest.raises(SessionError, match='W_pos: "learned" positions need their matrix'):
        Session(("a",), random(1, 4), heads, positional_encoding="learned")


def test_a_cross_session_needs_a_source_one_layer_and_no_causal_mask():
    heads = (Head(*[random(4, 2)] * 3),)
    source = Source(("le", "chat"), random(2, 4))
    session = Session(("the", "cat", "sat"), random(3, 4), heads, attention="cross", source=source)
    assert session.n_keys == 2 and session.key_tokens == ("le", "chat")
    with pytest.raises(SessionError, match='source: a "cross" session needs'):
        Session(("a",), random(1, 4), heads, attention="cross")
    with pytest.raises(SessionError, match='causal: a "cross" session cannot use the causal'):
        session.replace(causal=True)
    with pytest.raises(SessionError, match="mask: expected shape 3 × 2"):
        session.replace(mask=np.ones((3, 3), dtype=bool))


def test_equals_sees_a_change_in_any_layer():
    session = two_layer_session()
    same = session.replace()
    assert session.equals(same)
    second = session.layers[1]
    flipped = session.with_layer(1, second.replace(heads_off={1}))
    assert not session.equals(flipped)
