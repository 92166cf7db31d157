"""A later layer of a stack, shown as a one-layer session; edits addressed to a layer;
a vocabulary's token vectors edited as rows of W_E.

The expected numbers are worked out here with plain loops, not with the package.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.maths.layer_on_show import input_symbol, is_last_layer, layer_on_show
from selfattn_gui.core.maths.matrices import MATRICES, from_document_key, split_layer
from selfattn_gui.core.sessions import edits
from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer
from selfattn_gui.core.sessions.session import Session, SessionError


def stack() -> Session:
    rng = np.random.default_rng(7)

    def layer() -> Layer:
        heads = tuple(Head(*(rng.normal(size=(3, 2)) for _ in range(3))) for _ in range(2))
        return Layer(heads, rng.normal(size=(4, 3)))

    vocabulary = Vocabulary(("a", "b", "c"), rng.normal(size=(3, 3)))
    return Session(
        ("a", "b", "a"), layers=(layer(), layer(), layer()), vocabulary=vocabulary, causal=True
    )


def loops(session: Session) -> list[list[list[float]]]:
    """The input of every layer, then the last output, by hand (causal, scaled)."""
    H = [
        list(map(float, session.vocabulary.W_E[session.vocabulary.labels.index(t)]))
        for t in session.tokens
    ]
    inputs = [H]
    for layer in session.layers:
        concat = [[] for _ in H]
        for head in layer.heads:
            Q, K, V = ([[sum(r[k] * W[k][j] for k in range(len(r))) for j in range(W.shape[1])] for r in H]
                       for W in (head.W_q, head.W_k, head.W_v))  # fmt: skip
            for i in range(len(H)):
                scores = [
                    sum(a * b for a, b in zip(Q[i], K[j], strict=True)) / math.sqrt(2)
                    for j in range(i + 1)
                ]
                exps = [math.exp(s - max(scores)) for s in scores]
                weights = [e / sum(exps) for e in exps]
                concat[i] += [sum(weights[j] * V[j][c] for j in range(i + 1)) for c in range(2)]
        out = [
            [sum(r[k] * layer.W_o[k][j] for k in range(len(r))) for j in range(3)] for r in concat
        ]
        H = [[H[i][c] + out[i][c] for c in range(3)] for i in range(len(H))]
        inputs.append(H)
    return inputs


def test_each_layer_on_show_reads_the_output_of_the_one_before():
    session = stack()
    result = compute(session)
    expected = loops(session)
    for index in range(3):
        shown, shown_result = layer_on_show(session, result, index)
        assert shown.n_layers == 1 and shown.layers[0] is session.layers[index]
        np.testing.assert_allclose(shown_result.Z, expected[index], atol=1e-12)
        np.testing.assert_allclose(
            shown.embeddings if index else shown_result.Z, expected[index], atol=1e-12
        )
        np.testing.assert_allclose(shown_result.residual, expected[index + 1], atol=1e-12)
        assert is_last_layer(shown) == (index == 2)
    assert [input_symbol(layer_on_show(session, result, i)[0]) for i in range(3)] == [
        "X",
        "H²",
        "H³",
    ]
    assert MATRICES["Q"].formula_for(layer_on_show(session, result, 2)[0]) == "= H³·W_q"
    lone = session.replace(layers=session.layers[:1])
    assert layer_on_show(lone, compute(lone), 0)[0] is lone


def test_document_keys_name_a_layer_and_edits_change_only_it():
    session = stack()
    key = MATRICES["W_v"].document_key(1, layer=2)
    assert key == "layers.2.heads.1.W_v"
    assert split_layer(key) == (2, "heads.1.W_v") and from_document_key(key) == (MATRICES["W_v"], 1)
    assert MATRICES["W_o"].document_key(0, layer=1) == "layers.1.W_o"
    with pytest.raises(ValueError, match="belongs to the session"):
        MATRICES["embeddings"].document_key(0, layer=1)
    for bad in ("layers.1.embeddings", "layers.x.W_o", "layers.1.heads.0.Q"):
        with pytest.raises(KeyError):
            from_document_key(bad)
    with pytest.raises(KeyError):
        edits.get_matrix(session, "layers.5.W_o")

    edited = edits.set_cells(session, key, [(0, 1, 9.0)])
    assert edited.layers[2].heads[1].W_v[0, 1] == 9.0
    assert edits.get_matrix(edited, key)[0, 1] == 9.0
    for number in (0, 1):
        assert edited.layers[number].equals(session.layers[number])
    assert edited.layers[2].heads[0].equals(session.layers[2].heads[0])
    W_o = edits.set_cells(session, "layers.1.W_o", [(3, 2, -1.0)])
    assert W_o.layers[1].W_o[3, 2] == -1.0 and W_o.layers[2].equals(session.layers[2])


def test_a_vocabulary_token_vector_is_its_entry_so_every_occurrence_changes():
    session = stack()
    edited = edits.set_cells(session, "embeddings", [(2, 0, 5.0)])  # the second "a"
    assert edited.vocabulary.W_E[0, 0] == 5.0
    assert edited.embeddings[0, 0] == edited.embeddings[2, 0] == 5.0
    assert edited.vocabulary.W_E[1].tolist() == session.vocabulary.W_E[1].tolist()
    assert edits.shared_rows_note(edited, [2]).startswith("“a” occurs 2 times: both changed")
    assert edits.shared_rows_note(edited, [1]) is None
    back = edits.set_cells(edited, "embeddings", [(2, 0, float(session.embeddings[2, 0]))])
    assert back.equals(session)
    with pytest.raises(SessionError, match="“z” is not in the vocabulary.*“a”, “b”, “c”"):
        edits.add_token(session, "z")
    with pytest.raises(SessionError, match="not in the vocabulary"):
        edits.rename_token(session, 0, "z")
    assert edits.add_token(session, "c").tokens == ("a", "b", "a", "c")
