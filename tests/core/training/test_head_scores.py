"""Head scores against a slow loop implementation written here, on tiny hand-made models.

The reference runs the model with lists, for-loops and math.exp only and scores each
head by walking the positions one by one; it shares no code with the app.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from selfattn_gui.core.sessions.inputs import Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.training.head_scores import earlier_occurrences, score_heads

LABELS = ("<s>", "A", "B", "C", "D", "E")
SEQUENCES = [
    ("<s>", "A", "B", "C", "A", "B", "C"),
    ("<s>", "D", "A", "D", "E", "A", "D", "E"),  # D three times: the last earlier one counts
    ("<s>", "B", "B", "C"),  # a token right after itself
    ("<s>", "E", "C"),  # nothing repeats
]


def _model(
    rng: np.random.Generator, width: int = 4, d_k: int = 2, heads_of_layers=(2, 2)
) -> Session:
    layers = []
    for count in heads_of_layers:
        heads = [
            Head(*(rng.normal(size=(width, d_k)) * 1.5 for _ in range(3))) for _ in range(count)
        ]
        layers.append(Layer(tuple(heads), rng.normal(size=(count * d_k, width)), residual=True))
    return Session(
        SEQUENCES[0],
        layers=layers,
        positional_encoding="learned",
        W_pos=rng.normal(size=(9, width)),
        causal=True,
        vocabulary=Vocabulary(LABELS, rng.normal(size=(len(LABELS), width))),
        W_U=rng.normal(size=(width, len(LABELS))) * 2,
    )


def _rows(matrix: np.ndarray) -> list[list[float]]:
    return [[float(v) for v in row] for row in matrix]


def _times(a: list[list[float]], b: list[list[float]]) -> list[list[float]]:
    return [
        [sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
        for i in range(len(a))
    ]


def _naive_run(session: Session, tokens: tuple[str, ...]):
    """Every head's weights [layer][head][query][key] and the logits [position][token]."""
    labels = list(session.vocabulary.labels)
    W_E, W_pos = _rows(session.vocabulary.W_E), _rows(session.W_pos)
    stream = [
        [W_E[labels.index(t)][c] + W_pos[p][c] for c in range(len(W_E[0]))]
        for p, t in enumerate(tokens)
    ]
    all_weights = []
    for layer in session.layers:
        layer_weights, outputs = [], []
        for h, head in enumerate(layer.heads):
            Q, K, V = (_times(stream, _rows(m)) for m in (head.W_q, head.W_k, head.W_v))
            d_k = len(Q[0])
            weights = []
            for i in range(len(tokens)):
                scores = [
                    sum(Q[i][c] * K[j][c] for c in range(d_k)) / math.sqrt(d_k)
                    for j in range(i + 1)
                ]
                top = max(scores)
                exps = [math.exp(s - top) for s in scores]
                weights.append([e / sum(exps) for e in exps] + [0.0] * (len(tokens) - i - 1))
            layer_weights.append(weights)
            on = h not in layer.heads_off
            outputs.append(
                [
                    [
                        sum(weights[i][j] * V[j][c] for j in range(len(tokens))) * on
                        for c in range(len(V[0]))
                    ]
                    for i in range(len(tokens))
                ]
            )
        concat = [sum((out[i] for out in outputs), []) for i in range(len(tokens))]
        moved = _times(concat, _rows(layer.W_o))
        stream = [
            [stream[i][c] + moved[i][c] for c in range(len(stream[0]))] for i in range(len(tokens))
        ]
        all_weights.append(layer_weights)
    return all_weights, _times(stream, _rows(session.W_U))


def _naive_scores(session: Session, sequences):
    n_layers = session.n_layers
    heads = [len(layer.heads) for layer in session.layers]
    n_heads = max(heads)
    previous = [[0.0] * n_heads for _ in range(n_layers)]
    induction = [[0.0] * n_heads for _ in range(n_layers)]
    n_previous = n_induction = copied = right = 0
    labels = list(session.vocabulary.labels)
    for tokens in sequences:
        weights, logits = _naive_run(session, tokens)
        for t in range(1, len(tokens)):
            n_previous += 1
            for layer in range(n_layers):
                for h in range(heads[layer]):
                    previous[layer][h] += weights[layer][h][t][t - 1]
        for t in range(len(tokens)):
            before = [j for j in range(t) if tokens[j] == tokens[t]]
            if not before:
                continue
            j = before[-1]
            n_induction += 1
            for layer in range(n_layers):
                for h in range(heads[layer]):
                    induction[layer][h] += weights[layer][h][t][j + 1]
            if t + 1 < len(tokens):
                copied += 1
                best = max(range(len(labels)), key=lambda v: logits[t][v])
                right += labels[best] == tokens[t + 1]

    def scale(table, n):  # a head a layer does not have is NaN
        return [
            [v / n if h < heads[i] else math.nan for h, v in enumerate(row)]
            for i, row in enumerate(table)
        ]

    return scale(previous, n_previous), scale(induction, n_induction), right / copied


@pytest.mark.parametrize(("seed", "heads"), [(0, (2, 2)), (1, (2, 2)), (2, (2, 2)), (3, (1, 3))])
def test_scores_match_a_slow_loop(seed, heads):
    session = _model(np.random.default_rng(seed), heads_of_layers=heads)
    previous, induction, accuracy = _naive_scores(session, SEQUENCES)
    scores = score_heads(session, SEQUENCES)
    np.testing.assert_allclose(scores.previous_token, previous, rtol=0, atol=1e-12)
    np.testing.assert_allclose(scores.induction, induction, rtol=0, atol=1e-12)
    assert scores.copy_accuracy == pytest.approx(accuracy, abs=1e-12)


def test_a_switched_off_head_is_scored_as_the_session_says():
    session = _model(np.random.default_rng(3))
    off = session.with_layer(0, session.layers[0].replace(heads_off=frozenset({0})))
    previous, induction, accuracy = _naive_scores(off, SEQUENCES)
    scores = score_heads(off, SEQUENCES)
    np.testing.assert_allclose(scores.induction, induction, rtol=0, atol=1e-12)
    assert scores.copy_accuracy == pytest.approx(accuracy, abs=1e-12)
    # Layer 2 reads what layer 1's heads moved, so switching one off changes its weights.
    assert not np.allclose(scores.induction[1], score_heads(session, SEQUENCES).induction[1])


def test_a_head_that_spreads_evenly_scores_one_over_the_number_of_keys():
    session = _model(np.random.default_rng(4))
    flat = Layer(
        tuple(Head(np.zeros((4, 2)), h.W_k, h.W_v) for h in session.layers[0].heads),
        session.layers[0].W_o,
    )
    session = session.with_layer(0, flat)  # W_q = 0: every score 0, every visible key the same
    tokens = ("<s>", "A", "B", "A", "B")
    scores = score_heads(session, [tokens])
    # Position t sees t + 1 keys; A at 3 looks back at 2 (after A at 1), B at 4 at 3.
    assert scores.previous_token[0] == pytest.approx([(1 / 2 + 1 / 3 + 1 / 4 + 1 / 5) / 4] * 2)
    assert scores.induction[0] == pytest.approx([(1 / 4 + 1 / 5) / 2] * 2)


def test_earlier_occurrences_and_edge_cases():
    assert earlier_occurrences(["a", "b", "a", "a"]) == [None, None, 0, 2]
    session = _model(np.random.default_rng(5))
    nothing_repeats = score_heads(session, [("<s>", "E", "C")])
    assert np.isnan(nothing_repeats.induction).all() and np.isnan(nothing_repeats.copy_accuracy)
    assert score_heads(session.replace(W_U=None), SEQUENCES).copy_accuracy is None
    with pytest.raises(ValueError, match="at least one"):
        score_heads(session, [])
