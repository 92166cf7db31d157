"""Which predictions a trained model was trained to make follows from its task and the
tokens on show: checked against the tasks' own training batches (what the loss counts)."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions import presets
from selfattn_gui.core.teaching.trained_positions import trained_positions
from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.it_refers_task import ItRefersTask


def test_the_copy_model_was_trained_on_the_repeat_as_its_batches_count_it():
    session = presets.load_model("induction")
    task = CopyTask(random_start=False)
    batch = task.batch(np.random.default_rng(3), 8)
    labels = task.labels
    for row in range(8):
        n = int(np.flatnonzero(batch.counts[row]).max()) + 2  # the sequence's own length
        tokens = tuple(labels[i] for i in batch.tokens[row, :n])
        trained = trained_positions(session.replace(tokens=tokens))
        assert trained is not None
        counted = set(np.flatnonzero(batch.counts[row]).tolist())
        # every position the loss counts is one called trained, and only the repeat is
        assert counted <= {t for t, on in enumerate(trained.trained) if on}
        assert sum(trained.trained) == len(counted) + 1  # and the repeat's last token


def test_the_it_refers_model_was_trained_only_after_the_marker():
    session = presets.load_model("it-refers")
    task = ItRefersTask()
    batch = task.batch(np.random.default_rng(5), 6)
    for row in range(6):
        end = int(np.flatnonzero(batch.counts[row])[0])
        tokens = tuple(task.labels[i] for i in batch.tokens[row, : end + 1])
        trained = trained_positions(session.replace(tokens=tokens))
        assert trained is not None
        assert [t for t, on in enumerate(trained.trained) if on] == [end]


def test_a_session_of_no_task_sets_no_prediction_apart():
    assert trained_positions(presets.load_preset("two-layers")) is None
    assert trained_positions(presets.load_preset("cat-sat-mat")) is None
