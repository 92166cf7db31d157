"""The it-refers measures against a slow loop written in the tests, on tiny hand-made models.

The reference (``_naive_run`` from test_head_scores.py: lists, for-loops and math.exp)
shares no code with the app; here it is read at the last position only.
"""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.sessions.layers import Head, Layer
from selfattn_gui.core.training.it_refers_task import Referral
from selfattn_gui.core.training.referent_scores import (
    deciding_head,
    referents_table,
    score_referents,
)
from tests.core.training.test_head_scores import _model, _naive_run

# Sentences over the tiny vocabulary <s>, A..E: which label plays which part is all
# the measure reads.
REFERRALS = [
    Referral(("<s>", "A", "C", "B", "D"), answer="A", other="B", adjective="D"),
    Referral(("<s>", "B", "E", "A", "C", "D"), answer="B", other="A", adjective="C"),
    Referral(("<s>", "C", "A", "D", "E", "B", "E"), answer="E", other="C", adjective="D"),
]


def _naive_scores(session, referrals):
    n_layers, n_heads = session.n_layers, session.n_heads
    on = {part: [[0.0] * n_heads for _ in range(n_layers)] for part in ("answer", "other", "adj")}
    labels, right = list(session.vocabulary.labels), 0
    for referral in referrals:
        weights, logits = _naive_run(session, referral.tokens)
        last = len(referral.tokens) - 1
        for part, word in (
            ("answer", referral.answer),
            ("other", referral.other),
            ("adj", referral.adjective),
        ):
            position = referral.tokens.index(word)
            for layer in range(n_layers):
                for head in range(n_heads):
                    on[part][layer][head] += weights[layer][head][last][position] / len(referrals)
        best = max(range(len(labels)), key=lambda v: logits[last][v])
        right += labels[best] == referral.answer
    return right / len(referrals), on["answer"], on["other"], on["adj"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_scores_match_a_slow_loop(seed):
    session = _model(np.random.default_rng(seed))
    accuracy, on_answer, on_other, on_adjective = _naive_scores(session, REFERRALS)
    scores = score_referents(session, REFERRALS)
    assert scores.accuracy == pytest.approx(accuracy, abs=1e-12)
    np.testing.assert_allclose(scores.on_answer, on_answer, rtol=0, atol=1e-12)
    np.testing.assert_allclose(scores.on_other, on_other, rtol=0, atol=1e-12)
    np.testing.assert_allclose(scores.on_adjective, on_adjective, rtol=0, atol=1e-12)


def test_a_switched_off_head_is_scored_as_the_session_says():
    session = _model(np.random.default_rng(3))
    off = session.with_layer(0, session.layers[0].replace(heads_off=frozenset({1})))
    accuracy, on_answer, _, _ = _naive_scores(off, REFERRALS)
    scores = score_referents(off, REFERRALS)
    np.testing.assert_allclose(scores.on_answer, on_answer, rtol=0, atol=1e-12)
    assert scores.accuracy == pytest.approx(accuracy, abs=1e-12)


def test_a_head_that_spreads_evenly_gives_each_word_one_over_the_length():
    session = _model(np.random.default_rng(4))
    flat = Layer(
        tuple(Head(np.zeros((4, 2)), h.W_k, h.W_v) for h in session.layers[0].heads),
        session.layers[0].W_o,
    )
    scores = score_referents(session.with_layer(0, flat), REFERRALS)
    lengths = [len(r.tokens) for r in REFERRALS]
    expected = sum(1 / n for n in lengths) / len(lengths)  # 5, 6 and 7 visible keys
    assert scores.on_answer[0] == pytest.approx([expected] * 2)
    assert scores.on_other[0] == pytest.approx([expected] * 2)


def test_the_deciding_head_and_the_table():
    scores = score_referents(_model(np.random.default_rng(5)), REFERRALS)
    layer, head = deciding_head(scores)
    assert scores.on_answer[layer, head] == scores.on_answer.max()
    table = referents_table(scores).splitlines()
    assert len(table) == 2 + 4
    assert table[2 + 2 * layer + head].startswith(f"| layer {layer + 1}, head {head + 1} | ")
    assert f"{scores.on_answer[layer, head]:.2f}" in table[2 + 2 * layer + head]


def test_it_needs_sentences_and_an_unembedding():
    session = _model(np.random.default_rng(6))
    with pytest.raises(ValueError, match="at least one"):
        score_referents(session, [])
    with pytest.raises(ValueError, match="unembedding"):
        score_referents(session.replace(W_U=None), REFERRALS)
