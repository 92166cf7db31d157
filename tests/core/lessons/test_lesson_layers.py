"""Lessons about stacks, cross-attention, grouped heads and trained models: the "layer"
field of quantities, keys named by source tokens, next-token quantities, and the
actions load_model, select_layer and the set fields tokens, heads_off, kv_heads.

Expected numbers come from plain loops written here, not from the package.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core.lessons.lesson_actions import apply_actions, validate_action
from selfattn_gui.core.lessons.lesson_checks import validate_condition, validate_quantity
from selfattn_gui.core.lessons.lesson_conditions import (
    LessonError,
    QuantityError,
    evaluate,
    quantity,
)
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions import presets
from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer
from selfattn_gui.core.sessions.session import Session


def stack() -> Session:
    """Three tokens from a vocabulary, two causal layers of two heads (d_model 3, d_k 2)."""
    rng = np.random.default_rng(11)

    def layer() -> Layer:
        heads = tuple(Head(*(rng.normal(size=(3, 2)) for _ in range(3))) for _ in range(2))
        return Layer(heads, rng.normal(size=(4, 3)))

    vocabulary = Vocabulary(("a", "b", "c"), rng.normal(size=(3, 3)))
    return Session(("a", "b", "c"), layers=(layer(), layer()), vocabulary=vocabulary, causal=True)


def loop_weights(session: Session, layer_index: int, head_index: int) -> list[list[float]]:
    """One head's weights in one layer, by hand: every layer adds its output to its input."""
    vocab = session.vocabulary
    H = [[float(v) for v in vocab.W_E[vocab.labels.index(t)]] for t in session.tokens]

    def times(rows, W):
        return [
            [sum(r[k] * W[k][j] for k in range(len(r))) for j in range(W.shape[1])] for r in rows
        ]

    for index, layer in enumerate(session.layers):
        concat = [[] for _ in H]
        for h, head in enumerate(layer.heads):
            Q, K, V = times(H, head.W_q), times(H, head.W_k), times(H, head.W_v)
            rows = []
            for i in range(len(H)):
                scores = [
                    sum(a * b for a, b in zip(Q[i], K[j], strict=True)) / math.sqrt(2)
                    for j in range(i + 1)
                ]
                exps = [math.exp(s) for s in scores]
                rows.append([e / sum(exps) for e in exps] + [0.0] * (len(H) - i - 1))
                concat[i] += [sum(rows[i][j] * V[j][c] for j in range(len(H))) for c in range(2)]
            if (index, h) == (layer_index, head_index):
                return rows
        out = times(concat, layer.W_o)
        H = [[H[i][c] + out[i][c] for c in range(3)] for i in range(len(H))]
    raise AssertionError("no such head")


@pytest.mark.parametrize(("layer", "head"), [(0, 0), (0, 1), (1, 0), (1, 1)])
def test_a_weight_is_read_from_the_layer_it_names(layer, head):
    session = stack()
    result = compute(session)
    expected = loop_weights(session, layer, head)
    for query in range(3):
        for key in range(3):
            q = {"quantity": "weight", "query": query, "key": key, "layer": layer, "head": head}
            validate_quantity(q, "q")
            assert quantity(q, session, result) == pytest.approx(expected[query][key], abs=1e-12)


def test_a_layer_the_session_lacks_is_not_there_yet():
    session = stack()
    q = {"quantity": "weight", "query": 0, "key": 0, "layer": 2}
    with pytest.raises(QuantityError, match="no layer 2"):
        quantity(q, session, compute(session))
    assert not evaluate({**q, "op": ">", "value": 0}, session, compute(session))


def test_a_cross_sessions_keys_are_named_by_the_source_tokens():
    session = presets.load_preset("cross-translation")
    result = compute(session)
    key = session.source.tokens[-1]
    assert key not in session.tokens  # a word only the source has
    head = result.heads[0]
    d_k = head.Q.shape[1]
    q_row, keys = head.Q[0], head.K
    scores = [
        sum(q_row[c] * keys[j][c] for c in range(d_k)) / math.sqrt(d_k) for j in range(len(keys))
    ]
    exps = [math.exp(s) for s in scores]
    expected = exps[-1] / sum(exps)
    found = quantity({"quantity": "weight", "query": 0, "key": key}, session, result)
    assert found == pytest.approx(expected, abs=1e-12)
    assert quantity({"quantity": "n_keys"}, session, result) == len(session.source.tokens)


def test_heads_off_and_kv_heads_are_set_as_one_step_of_a_lesson():
    session = presets.load_preset("gqa-four-heads")
    action = {"set": {"heads_off": [[0, 1], [0, 3]], "kv_heads": {"layer": 0, "groups": 1}}}
    validate_action(action, "a")
    after = apply_actions(session, [action])
    assert after.layers[0].heads_off == {1, 3}
    assert after.layers[0].n_kv_heads == 1
    result = compute(after)
    assert quantity({"quantity": "head_on", "head": 1}, after, result) == 0.0
    assert quantity({"quantity": "head_on", "head": 0}, after, result) == 1.0
    assert quantity({"quantity": "kv_heads"}, after, result) == 1.0
    again = apply_actions(after, [{"set": {"heads_off": []}}])  # exactly these: none
    assert again.layers[0].heads_off == frozenset()


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"set": {"heads_off": [[0]]}}, "heads_off: expected a list of [layer, head]"),
        ({"set": {"kv_heads": {"groups": 0}}}, "kv_heads: expected"),
        ({"set": {"kv_heads": {"layer": 0, "groups": 2, "x": 1}}}, 'unknown field "x"'),
        ({"set": {"tokens": "a b"}}, "tokens: expected a list"),
        ({"load_model": "gpt-5"}, "no trained model 'gpt-5'"),
        ({"select_layer": -1}, "select_layer: expected a layer number"),
    ],
)
def test_a_malformed_action_gets_a_line_naming_its_field(action, message):
    with pytest.raises(LessonError, match=message.replace("[", r"\[")):
        validate_action(action, "steps[0].actions[0]")


def test_a_layer_or_head_the_session_lacks_is_a_lesson_error_not_a_crash():
    session = presets.load_preset("gqa-four-heads")
    for spec in ({"heads_off": [[3, 0]]}, {"heads_off": [[0, 9]]}, {"kv_heads": {"groups": 3}}):
        with pytest.raises(LessonError):
            apply_actions(session, [{"set": spec}])


def test_the_residual_of_a_lesson_switches_every_layer():
    session = presets.load_preset("two-layers")
    off = apply_actions(session, [{"set": {"residual": False}}])
    assert [layer.residual for layer in off.layers] == [False] * session.n_layers


def induction_on(sequence: list[str]) -> Session:
    model = apply_actions(presets.load_preset("cat-sat-mat"), [{"load_model": "induction"}])
    return apply_actions(model, [{"set": {"tokens": sequence}}])


def test_next_token_quantities_read_the_predictions_of_a_trained_model():
    labels = presets.load_model("induction").vocabulary.labels
    half = list(labels[1:9])
    session = induction_on(half + half)
    result = compute(session)
    probabilities = result.probabilities
    best = [
        labels[max(range(len(labels)), key=lambda v, t=t: probabilities[t][v])] for t in range(16)
    ]
    hits = [best[t] == session.tokens[t + 1] for t in range(8, 15)]
    found = quantity({"quantity": "next_token_accuracy", "from": 8}, session, result)
    assert found == pytest.approx(sum(hits) / len(hits))
    assert found > 0.8  # the model copies the repeated half
    assert quantity({"quantity": "top_prediction", "position": 10}, session, result) == best[10]
    p = quantity({"quantity": "probability", "position": 10, "label": half[3]}, session, result)
    assert p == pytest.approx(probabilities[10][labels.index(half[3])])
    condition = {"quantity": "top_prediction", "position": 10, "op": "==", "value": best[10]}
    validate_condition(condition, "c")
    assert evaluate(condition, session, result)


def test_a_session_without_an_unembedding_predicts_nothing():
    session = presets.load_preset("cat-sat-mat")
    with pytest.raises(QuantityError, match="predicts no next token"):
        quantity({"quantity": "top_prediction", "position": 0}, session, compute(session))
    with pytest.raises(LessonError, match="vocabulary label"):
        validate_condition(
            {"quantity": "top_prediction", "position": 0, "op": "==", "value": 3}, "c"
        )
