"""The trainer's forward pass is the app's engine: same logits, same weights, to 1e-12."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session_io import dumps_session, loads_session
from selfattn_gui.core.training.copy_task import CopyTask, copy_task_labels
from selfattn_gui.core.training.forward import forward
from selfattn_gui.core.training.sizes import ModelSizes, initial_weights
from selfattn_gui.core.training.to_session import session_from_weights, weights_from_session
from selfattn_gui.core.training.trainer import Trainer, TrainingSettings

SIZES = ModelSizes(vocabulary=9, d_model=8, n_layers=3, n_heads=2, d_head=4, context=13)
TASK = CopyTask(vocabulary=9, shortest=3, longest=6)


def _indices(labels, tokens):
    return np.array([[labels.index(t) for t in tokens]])


@pytest.mark.parametrize("length", [3, 6])
def test_forward_equals_compute_on_the_exported_session(length):
    weights = initial_weights(SIZES, np.random.default_rng(7))
    labels = copy_task_labels(SIZES.vocabulary)
    tokens = TASK.held_out(1, seed=length, shortest=length, longest=length)[0]
    session = session_from_weights(weights, SIZES, labels, tokens)
    result = compute(session)
    logits, cache = forward(weights, SIZES, _indices(labels, tokens))
    np.testing.assert_allclose(logits[0], result.logits, rtol=0, atol=1e-12)
    for layer, layer_cache in zip(result.layers, cache.layers, strict=True):
        np.testing.assert_allclose(layer_cache.reads[0], layer.input, rtol=0, atol=1e-12)
        for h, head in enumerate(layer.heads):
            np.testing.assert_allclose(layer_cache.weights[0, h], head.weights, atol=1e-12)
            np.testing.assert_allclose(layer_cache.Q[0, h], head.Q, atol=1e-12)


def test_a_trained_model_saved_and_opened_reproduces_its_training_time_forward_pass():
    settings = TrainingSettings(sizes=SIZES, task=TASK, batch_size=4, seed=5)
    trainer = Trainer(settings)
    trainer.run(20)
    tokens = TASK.held_out(1, seed=11)[0]
    opened = loads_session(dumps_session(trainer.session(tokens, title="after 20 steps")))
    logits, _ = forward(trainer.weights, SIZES, _indices(opened.vocabulary.labels, tokens))
    np.testing.assert_allclose(compute(opened).logits, logits[0], rtol=0, atol=1e-12)
    assert opened.title == "after 20 steps"


def test_weights_come_back_from_their_session():
    weights = initial_weights(SIZES, np.random.default_rng(2))
    session = session_from_weights(weights, SIZES, copy_task_labels(9), ["<s>", "A"])
    back, sizes = weights_from_session(session)
    assert sizes == SIZES
    assert list(back) == list(weights)
    for name, weight in weights.items():
        assert np.array_equal(back[name], weight), name
        assert back[name].flags.writeable  # ready to train on


def test_a_session_the_trainer_cannot_train_is_refused_with_the_reason():
    weights = initial_weights(SIZES, np.random.default_rng(2))
    session = session_from_weights(weights, SIZES, copy_task_labels(9), ["<s>", "A"])
    with pytest.raises(ValueError, match="causal"):
        weights_from_session(session.replace(causal=False))
    off = session.with_layer(0, session.layers[0].replace(heads_off=frozenset({1})))
    with pytest.raises(ValueError, match="switch heads off"):
        weights_from_session(off)


def test_a_sequence_longer_than_the_context_is_refused():
    weights = initial_weights(SIZES, np.random.default_rng(2))
    with pytest.raises(ValueError, match="knows only 13"):
        forward(weights, SIZES, np.zeros((1, 14), dtype=int))
