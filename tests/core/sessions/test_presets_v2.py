"""The version 2 presets do what they were designed to show, checked with loops written
here (not the app's engine) and, for the circuit, with the engine's head switch."""

from __future__ import annotations

import math

import numpy as np

from selfattn_gui.core import compute
from selfattn_gui.core.sessions.presets import load_preset


def softmax(row: list[float]) -> list[float]:
    top = max(row)
    exps = [math.exp(x - top) for x in row]
    return [e / sum(exps) for e in exps]


def dot(a, b) -> float:
    return sum(float(x) * float(y) for x, y in zip(a, b, strict=True))


def times(rows, matrix) -> list[list[float]]:
    columns = list(zip(*matrix.tolist(), strict=True))
    return [[dot(row, column) for column in columns] for row in rows]


def attention_weights(queries, keys, visible=None) -> list[list[float]]:
    """Scaled dot-product weights of every query over the keys it may see."""
    d_k = len(queries[0])
    weights = []
    for i, q in enumerate(queries):
        seen = [j for j in range(len(keys)) if visible is None or visible(i, j)]
        row = softmax([dot(q, keys[j]) / math.sqrt(d_k) for j in seen])
        full = [0.0] * len(keys)
        for j, w in zip(seen, row, strict=True):
            full[j] = w
        weights.append(full)
    return weights


# -- cross-attention -------------------------------------------------------------------


def test_each_french_word_finds_the_english_word_it_translates():
    session = load_preset("cross-translation")
    assert session.attention == "cross"
    assert session.tokens == ("le", "chat", "noir")
    assert session.source is not None and session.source.tokens == ("the", "black", "cat")
    translation = {"le": "the", "chat": "cat", "noir": "black"}
    head = session.heads[0]
    queries = times(session.embeddings.tolist(), head.W_q)
    keys = times(session.source.embeddings.tolist(), head.W_k)
    weights = attention_weights(queries, keys)
    # The match scores 2·2 = 4, the others 0; ÷ √3, then softmax over three keys.
    expected = math.exp(4 / math.sqrt(3)) / (math.exp(4 / math.sqrt(3)) + 2)
    for i, word in enumerate(session.tokens):
        english = session.source.tokens.index(translation[word])
        assert max(range(3), key=lambda j, row=weights[i]: row[j]) == english
        assert math.isclose(weights[i][english], expected, abs_tol=1e-12)
    # "chat" is second and "cat" third: the match is by meaning, not by place.
    assert session.tokens.index("chat") != session.source.tokens.index("cat")
    np.testing.assert_allclose(compute(session).heads[0].weights, weights, atol=1e-12)


# -- grouped-query attention ---------------------------------------------------------


def test_four_query_heads_share_two_key_value_groups():
    session = load_preset("gqa-four-heads")
    layer = session.layers[0]
    assert layer.n_heads == 4 and layer.n_kv_heads == 2
    assert [layer.group_of(h) for h in range(4)] == [0, 0, 1, 1]
    X = session.embeddings.tolist()
    groups = layer.kv_heads
    assert groups is not None
    tokens = session.tokens
    nouns = [j for j, t in enumerate(tokens) if t in ("cat", "mat")]
    for h, head in enumerate(layer.heads):
        assert head.W_k is None and head.W_v is None  # a query head holds W_q only
        keys = times(X, groups[layer.group_of(h)].W_k)
        weights = attention_weights(times(X, head.W_q), keys)
        if h == 1:  # "every word asks for the nouns": each row's two largest are cat and mat
            for row in weights:
                assert sorted(range(6), key=lambda j, row=row: -row[j])[:2] == nouns
        if h == 0:  # same keys as head 2, another question: "sat" asks for the nouns
            row = weights[tokens.index("sat")]
            assert sorted(range(6), key=lambda j, row=row: -row[j])[:2] == nouns
            row = weights[tokens.index("cat")]  # and "cat" for its verb
            assert max(range(6), key=lambda j, row=row: row[j]) == tokens.index("sat")
    # Its description promises half the memory: a K/V cache of 2 · G · d_k numbers per
    # token instead of 2 · heads · d_k.
    assert 2 * layer.n_kv_heads * layer.d_k * 2 == 2 * layer.n_heads * layer.d_k


# -- two layers ------------------------------------------------------------------------


def test_layer_two_finds_what_followed_harry_last_time_because_of_layer_one():
    session = load_preset("two-layers")
    assert session.n_layers == 2 and session.causal
    assert session.tokens == ("<s>", "Harry", "Potter", "Harry")
    assert session.vocabulary is not None and session.W_U is not None
    result = compute(session)
    last, potter = 3, session.vocabulary.index_of("Potter")
    # Layer 1: every token after the first looks at the one just before it.
    layer_1 = result.layers[0].heads[0].weights
    for i in range(1, 4):
        assert max(range(4), key=lambda j, i=i: layer_1[i][j]) == i - 1
    # Layer 2: the last "Harry" looks at "Potter" (position 2), the token that followed
    # the earlier "Harry", and the model predicts it.
    layer_2 = result.layers[1].heads[0].weights
    assert layer_2[last][2] > 0.95
    assert result.probabilities is not None
    assert int(np.argmax(result.probabilities[last])) == potter
    assert result.probabilities[last][potter] > 0.9
    # The circuit is real: with layer 1's head off, layer 2 has nothing to match on.
    cut = session.with_layer(0, session.layers[0].replace(heads_off={0}))
    broken = compute(cut)
    assert broken.layers[1].heads[0].weights[last][2] < 0.5
    assert broken.probabilities is not None and broken.probabilities[last][potter] < 0.5


def test_the_presets_beyond_one_layer_are_listed_under_their_own_heading():
    from selfattn_gui.core.sessions.presets import list_presets

    beyond = {p.name for p in list_presets() if p.group == "Beyond one layer"}
    assert beyond == {"two-layers", "cross-translation", "gqa-four-heads"}
    for info in list_presets():  # the heading says what the file needs
        assert (load_preset(info.name).version == 2) == (info.name in beyond)
