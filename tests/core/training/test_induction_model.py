"""The shipped ``induction`` model, opened like any session and run by the app's engine.

Nothing here trains or uses the trainer's forward pass: the file is read by
``session_io`` and every number comes from ``compute`` (through ``score_heads``, which
test_head_scores.py checks against a slow loop).  The sequences are drawn here.
"""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.sessions.session_io import load_session
from selfattn_gui.core.training.head_scores import score_heads

MODEL = resource_path("models", "induction.selfattn.json")


@pytest.fixture(scope="module")
def model():
    return load_session(MODEL)


@pytest.fixture(scope="module")
def sequences(model):
    """150 sequences: the start token, 8 to 16 distinct tokens, and them again."""
    start, *tokens = model.vocabulary.labels
    rng = np.random.default_rng(8_8_16)
    drawn = []
    for _ in range(150):
        half = list(rng.choice(tokens, size=int(rng.integers(8, 17)), replace=False))
        drawn.append((start, *half, *half))
    return drawn


@pytest.fixture(scope="module")
def scores(model, sequences):
    return score_heads(model, sequences)


def _previous_token_head(scores) -> int:
    return int(np.argmax(scores.previous_token[0]))


def test_the_file_is_a_small_version_2_session_of_the_documented_shape(model):
    assert MODEL.stat().st_size <= 200 * 1024
    assert model.version == 2 and model.n_layers == 2 and model.causal
    assert [layer.n_heads for layer in model.layers] == [4, 4]
    assert (model.d_model, model.vocabulary.size, model.W_pos.shape[0]) == (32, 32, 33)
    assert model.positional_encoding == "learned" and model.W_U is not None


def test_it_copies_the_repeated_half(scores):
    assert scores.copy_accuracy >= 0.95


def test_layer_1_has_a_previous_token_head_and_layer_2_an_induction_head(scores):
    assert scores.previous_token[0].max() >= 0.9
    assert scores.induction[1].max() >= 0.6


def test_without_its_previous_token_head_the_induction_heads_go_blind(model, sequences, scores):
    head = _previous_token_head(scores)
    ablated = model.with_layer(0, model.layers[0].replace(heads_off=frozenset({head})))
    blind = score_heads(ablated, sequences)
    assert np.all(blind.induction[1] < 0.2)
    # Chance is 1 in 31; the copying is gone, not just weakened.
    assert blind.copy_accuracy < 0.2


def test_switching_off_any_other_layer_1_head_keeps_the_copying(model, sequences, scores):
    """The circuit runs through that one head, not through layer 1 as a whole."""
    for head in range(4):
        if head == _previous_token_head(scores):
            continue
        ablated = model.with_layer(0, model.layers[0].replace(heads_off=frozenset({head})))
        assert score_heads(ablated, sequences).copy_accuracy >= 0.9
