"""The copy task's sequences, and which predictions count."""

from __future__ import annotations

import numpy as np
import pytest

from selfattn_gui.core.training.copy_task import START, CopyTask, copy_task_labels


def test_each_sequence_is_a_start_then_distinct_tokens_then_the_same_again():
    task = CopyTask()
    context = task.context
    batch = task.batch(np.random.default_rng(0), 300)
    leads, cut = set(), 0
    for tokens, targets, counts in zip(batch.tokens, batch.targets, batch.counts, strict=True):
        tokens = [int(t) for t in tokens]
        assert tokens[0] == 0
        # The repeat starts at the first token seen before; its first copy at `first`.
        repeat = next(t for t in range(1, context) if tokens[t] in tokens[1:t])
        first = tokens.index(tokens[repeat])
        lead, length = first - 1, repeat - first
        leads.add(lead)
        assert task.shortest <= length <= task.longest
        assert len(set(tokens[:repeat])) == repeat  # distinct, the start token only at 0
        end = min(repeat + length, context)
        cut += end < repeat + length
        assert end - repeat >= 2
        assert tokens[repeat:end] == tokens[first : first + end - repeat]
        assert tokens[end:] == [0] * (context - end)  # padding
        counted = [t for t in range(context) if counts[t]]
        assert counted == list(range(repeat, min(repeat + length - 1, context - 1)))
        for t in counted:  # each predicts the token after the earlier occurrence
            assert targets[t] == tokens[t + 1] == tokens[tokens.index(tokens[t]) + 1]
    assert 0 in leads and max(leads) > 20 and cut > 0


def test_held_out_sequences_are_labels_of_the_requested_lengths_without_a_lead():
    task = CopyTask()
    sequences = task.held_out(50, seed=4, shortest=8, longest=16)
    assert len({s for s in sequences}) == 50
    labels = copy_task_labels()
    for tokens in sequences:
        half = (len(tokens) - 1) // 2
        assert 8 <= half <= 16 and tokens[0] == START
        assert tokens[1 : 1 + half] == tokens[1 + half :]
        assert set(tokens) <= set(labels)
    assert task.held_out(3, seed=4) == task.held_out(3, seed=4)


def test_labels_and_sizes_are_checked():
    assert copy_task_labels(5) == ("<s>", "A", "B", "C", "D")
    assert len(set(copy_task_labels(32))) == 32
    with pytest.raises(ValueError):
        copy_task_labels(40)
    with pytest.raises(ValueError, match="shortest"):
        CopyTask(vocabulary=8, shortest=3, longest=8)
