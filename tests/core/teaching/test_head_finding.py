"""What the window scores a model's heads on, and the random sequence and its repeat."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.head_finding import (
    HELD_OUT,
    copy_task_size,
    random_repeat,
    score_text,
    scoring_plan,
)
from selfattn_gui.core.training.head_scores import HeadScores


def test_the_induction_model_is_scored_on_held_out_copy_sequences():
    model = presets.load_model("induction")
    assert copy_task_size(model) == 32
    plan = scoring_plan(model)
    assert plan is not None and plan.held_out and len(plan.sequences) == HELD_OUT
    for tokens in plan.sequences:  # <s>, then L distinct tokens, then the same L again
        length = (len(tokens) - 1) // 2
        assert 8 <= length <= 16 and tokens[0] == "<s>"
        assert tokens[1 : 1 + length] == tokens[1 + length :]
        assert len(set(tokens[1 : 1 + length])) == length
    # Whatever the sequence on show: the same sequences after the tokens change.
    assert scoring_plan(model.replace(tokens=("<s>", "A", "B"))) == plan


def test_another_vocabulary_is_scored_on_its_own_sequence_and_none_without_one():
    two_layers = presets.load_preset("two-layers")
    plan = scoring_plan(two_layers)
    assert plan is not None and not plan.held_out and plan.sequences == (two_layers.tokens,)
    assert copy_task_size(two_layers) is None
    assert scoring_plan(presets.load_preset("cat-sat-mat")) is None  # no vocabulary
    assert scoring_plan(presets.load_preset("cross-translation")) is None
    assert scoring_plan(two_layers.replace(W_U=None)) is None  # predicts nothing


def test_random_repeat_is_a_sequence_and_the_same_again_new_for_each_seed():
    model = presets.load_model("induction")
    labels = set(model.vocabulary.labels) - {"<s>"}
    drawn = {random_repeat(model, seed) for seed in range(1, 30)}
    assert len(drawn) == 29
    for tokens in drawn:
        assert tokens[0] == "<s>" and len(tokens) == 21
        assert tokens[1:11] == tokens[11:] and len(set(tokens[1:11])) == 10
        assert set(tokens[1:]) <= labels
    assert random_repeat(model, 7) == random_repeat(model, 7)
    assert random_repeat(presets.load_preset("two-layers"), 1) is None


def test_the_score_text_leaves_out_an_induction_score_that_could_not_be_measured():
    scores = HeadScores(
        previous_token=np.array([[0.944, 0.1]]),
        induction=np.array([[np.nan, np.nan]]),
        copy_accuracy=None,
    )
    assert score_text(scores, 0, 0) == "previous-token 0.94"
    scores = HeadScores(np.array([[0.1]]), np.array([[0.987]]), 1.0)
    assert score_text(scores, 0, 0) == "previous-token 0.10 · induction 0.99"
