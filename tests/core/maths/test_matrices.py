"""The catalogue of matrices names every matrix the session and the result hold.

A new matrix field in ``Session``, ``Head``, ``AttentionResult`` or ``HeadResult``
fails here until it has an entry, and every entry's getter must return the shape
its words promise.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import AttentionResult, HeadResult, compute
from selfattn_gui.core.maths.matrices import (
    CATALOGUE,
    MATRICES,
    computed_per_head,
    edited_per_head,
    edited_shared,
    from_document_key,
    heads_input,
    matrix_named,
    shown_in_tables,
)
from selfattn_gui.core.sessions import edits, layer_edits, presets
from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.session import Head, Session

PRESETS = ("cat-sat-mat", "two-heads")


def matrix_fields(cls: type) -> set[str]:
    """The fields of a dataclass that hold a matrix (annotated ``np.ndarray``)."""
    return {f.name for f in dataclasses.fields(cls) if "np.ndarray" in str(f.type)}


@pytest.mark.parametrize(
    ("cls", "edited", "per_head"),
    [
        (Session, True, False),
        (Head, True, True),
        (AttentionResult, False, False),
        (HeadResult, False, True),
    ],
)
def test_every_matrix_of_the_session_and_the_result_has_an_entry(cls, edited, per_head):
    fields = matrix_fields(cls)
    assert fields, f"no matrix fields found in {cls.__name__}"
    if cls is Session:
        # The custom mask is edited by clicks, not typed; what it hides is the result's mask.
        fields.discard("mask")
        assert MATRICES["mask"].edited is False
        # A layer's W_o is edited like the session's own matrices (one per layer).
        fields |= matrix_fields(Layer)
        # Matrices only version 2 sessions have: the window does not show them yet.
        fields -= {"W_pos", "W_U"}
        # A cross session's source vectors (its Source holds them with their labels).
        fields |= {"source"}
    if cls in (Session, AttentionResult):
        # A layer's norm (edited as its gain over its bias), and what it makes of the
        # input, which each layer's result holds.
        fields |= {"layer_norm"} if cls is Session else {"normalised"}
    listed = {m.key for m in CATALOGUE if m.edited == edited and m.per_head == per_head}
    assert fields == listed


def test_keys_and_symbols_name_one_matrix_each():
    keys = [m.key for m in CATALOGUE]
    assert len(set(keys)) == len(keys)
    for matrix in CATALOGUE:
        assert matrix_named(matrix.key) is matrix
        assert matrix_named(matrix.symbol) is matrix
    assert matrix_named("X").key == "embeddings"
    with pytest.raises(KeyError, match="no matrix is called 'Y'"):
        matrix_named("Y")


#: What only a session with an unembedding computes.
NEEDS_AN_UNEMBEDDING = {"logits", "probabilities"}
#: What only a cross session holds.
NEEDS_A_SOURCE = {"source"}
#: What only a layer with a layer norm has.
NEEDS_A_LAYER_NORM = {"layer_norm", "normalised"}


def with_unembedding(session: Session) -> Session:
    """The same example with its tokens in a vocabulary (one extra label) and a W_U."""
    labels = (*session.tokens, "<unused>")
    W_E = np.vstack([session.embeddings, np.zeros((1, session.d_model))])
    rng = np.random.default_rng(3)
    return session.replace(
        vocabulary=Vocabulary(labels, W_E), W_U=rng.normal(size=(session.d_model, len(labels)))
    )


def as_cross(session: Session) -> Session:
    """The same example reading its keys and values from a longer source sequence."""
    rng = np.random.default_rng(4)
    m = session.n_tokens + 2
    source = Source(tuple(f"s{i}" for i in range(m)), rng.normal(size=(m, session.d_model)))
    return session.replace(attention="cross", source=source, causal=False, mask=None)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("variant", ["plain", "unembedding", "cross", "layer_norm"])
def test_every_getter_gives_the_shape_its_words_promise(preset, variant):
    session = presets.load_preset(preset)
    session = session.replace(W_o=np.ones((session.n_heads * session.d_v, session.d_model)))
    if variant == "unembedding":
        session = with_unembedding(session)
    elif variant == "cross":
        session = as_cross(session)
    elif variant == "layer_norm":
        session = layer_edits.set_layer_norm(session, 0, True)
    result = compute(session)
    for head in range(session.n_heads):
        for matrix in CATALOGUE:
            values = matrix.values(session, result, head)
            if values is None and session.W_U is None and matrix.key in NEEDS_AN_UNEMBEDDING:
                continue
            if values is None and session.source is None and matrix.key in NEEDS_A_SOURCE:
                continue
            if values is None and variant != "layer_norm" and matrix.key in NEEDS_A_LAYER_NORM:
                continue
            assert values is not None, matrix.key
            assert values.shape == matrix.expected_shape(session), (matrix.key, head)
    if variant == "cross":  # n × m, m differs from n
        assert result.heads[0].weights.shape == (session.n_tokens, session.n_keys)


def test_the_words_of_a_shape_read_like_the_maths():
    assert MATRICES["embeddings"].shape_words == "n_tokens × d_model"
    assert MATRICES["W_o"].shape_words == "n_heads·d_v × d_out"
    two_heads = presets.load_preset("two-heads")
    assert MATRICES["concat"].expected_shape(two_heads) == (
        two_heads.n_tokens,
        two_heads.n_heads * two_heads.d_v,
    )


def test_labels_follow_the_entry():
    tokens = ("cat", "sat", "mat")
    assert MATRICES["weights"].column_labels(tokens, 3) == tokens
    assert MATRICES["weights"].column_prefix == "→"
    assert MATRICES["Q"].column_labels(tokens, 2) == ("q1", "q2")
    assert MATRICES["W_q"].row_labels(tokens, 2) == ("x1", "x2")
    assert MATRICES["Q"].row_labels(tokens, 3) == tokens


def test_document_keys_go_both_ways():
    session = presets.load_preset("two-heads")
    for matrix in CATALOGUE:
        if not matrix.edited:
            with pytest.raises(ValueError, match="computed"):
                matrix.document_key()
            continue
        for head in range(session.n_heads if matrix.per_head else 1):
            key = matrix.document_key(head)
            assert from_document_key(key) == (matrix, head)
            if (
                matrix.values(session, compute(session), head) is not None
            ):  # (no layer norm, source)
                np.testing.assert_array_equal(
                    edits.get_matrix(session, key), matrix.values(session, compute(session), head)
                )
    assert MATRICES["W_k"].document_key(1) == edits.head_key(1, "W_k") == "heads.1.W_k"
    for bad in ("Q", "heads.0.Q", "W_q", "heads.0.embeddings", "heads.x.W_q"):
        with pytest.raises(KeyError):
            from_document_key(bad)


def test_the_groups_list_a_heads_fields_in_their_order():
    """What reads and writes heads (edits, files, reports) goes by these groups."""
    assert [m.key for m in edited_per_head()] == [f.name for f in dataclasses.fields(Head)]
    assert [m.key for m in computed_per_head()] == [
        f.name for f in dataclasses.fields(HeadResult) if "np.ndarray" in str(f.type)
    ]
    assert [m.key for m in edited_shared()] == ["embeddings", "source", "layer_norm", "W_o"]


def test_every_edited_matrix_can_be_read_and_replaced_by_its_key():
    session = presets.load_preset("two-heads")
    session = session.replace(W_o=np.ones((session.n_heads * session.d_v, session.d_model)))
    session = as_cross(session)  # so that it has source vectors too
    session = layer_edits.set_layer_norm(session, 0, True)
    for matrix in (*edited_shared(), *edited_per_head()):
        for head in range(session.n_heads if matrix.per_head else 1):
            key = matrix.document_key(head)
            new = np.full(matrix.expected_shape(session), 0.5 + head)
            edited = edits.with_matrix(session, key, new)
            np.testing.assert_array_equal(edits.get_matrix(edited, key), new)
            np.testing.assert_array_equal(matrix.in_session(edited, head), new)
            others = [
                m.document_key(h)
                for m in (*edited_shared(), *edited_per_head())
                for h in range(session.n_heads if m.per_head else 1)
                if m.document_key(h) != key
            ]
            for other in others:  # nothing else moved
                np.testing.assert_array_equal(
                    edits.get_matrix(edited, other), edits.get_matrix(session, other)
                )
    with pytest.raises(KeyError, match="this session has no W_o"):
        edits.get_matrix(session.replace(W_o=None), "W_o")
    with pytest.raises(ValueError, match="computed"):
        MATRICES["Q"].in_session(session)


def test_object_names_keep_their_contract():
    assert [m.table_name for m in shown_in_tables()] == [
        "editor.embeddings",
        "editor.source",  # issue 13: a cross session's other sentence
        "view.Z",
        "editor.layer_norm",  # issue 13: a layer's norm, on show when it has one
        "view.normalised",
        "editor.W_q",
        "editor.W_k",
        "editor.W_v",
        "editor.W_o",
        "view.Q",
        "view.K",
        "view.V",
        "view.scores_raw",  # issue 12: the raw scores get a table of their own
        "view.weights",
        "view.output",
        "view.attention_output",
        "view.residual",
    ]
    assert MATRICES["Q"].panel_name == "panel.Q"
    assert MATRICES["scores"].panel_name == "panel.scores_raw"
    assert {m.heatmap for m in CATALOGUE if m.heatmap} == {"heatmap.scores", "heatmap.weights"}


def test_the_heads_read_z_only_when_positions_are_added():
    session = presets.load_preset("cat-sat-mat")
    assert heads_input(session).symbol == "X"
    assert heads_input(session.replace(positional_encoding="sinusoidal")).symbol == "Z"


def test_formulas_name_x_when_the_heads_read_the_token_vectors_themselves():
    session = presets.load_preset("cat-sat-mat")
    assert MATRICES["Q"].formula_for(session) == "= X·W_q"
    assert MATRICES["residual"].formula_for(session) == "= X + attention output"
    positions = session.replace(positional_encoding="sinusoidal")
    assert MATRICES["Q"].formula_for(positions) == "= Z·W_q"
    assert MATRICES["Z"].formula_for(positions) == "= X + positional encoding"
