"""The trainer learns, repeats itself from a seed, and stops when asked."""

from __future__ import annotations

import threading

import numpy as np

from selfattn_gui.core.training.adam import Adam
from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.it_refers_task import ItRefersTask
from selfattn_gui.core.training.sizes import ModelSizes
from selfattn_gui.core.training.trainer import Trainer, TrainingSettings

SMALL = TrainingSettings(
    sizes=ModelSizes(vocabulary=8, d_model=16, n_layers=2, n_heads=2, d_head=4, context=11),
    task=CopyTask(vocabulary=8, shortest=3, longest=5),
    batch_size=16,
    learning_rate=1e-2,
    seed=1,
)


def test_a_cut_down_model_learns_to_copy_in_a_few_hundred_steps():
    trainer = Trainer(SMALL)
    trainer.run(400)
    first, last = np.mean(trainer.losses[:20]), np.mean(trainer.losses[-50:])
    assert first > 1.5  # about log 7: guessing among the 7 tokens
    assert last < 0.5 * first


def test_the_same_seed_gives_the_same_weights_and_another_seed_others():
    one, two = Trainer(SMALL), Trainer(SMALL)
    one.run(5)
    two.run(5)
    assert one.losses == two.losses
    assert all(np.array_equal(one.weights[n], two.weights[n]) for n in one.weights)
    other = Trainer(TrainingSettings(**{**SMALL.__dict__, "seed": 2}))
    other.run(5)
    assert not np.array_equal(one.weights["W_E"], other.weights["W_E"])


def test_a_callback_sees_the_progress_and_can_stop_the_run():
    seen = []

    def report(progress):
        seen.append(progress)
        return progress.step < 20

    trainer = Trainer(SMALL)
    assert trainer.run(100, callback=report, every=10) == 20
    assert [p.step for p in seen] == [10, 20]
    assert seen[1].mean_loss == np.mean(trainer.losses[10:20])
    assert trainer.run(3) == 3 and trainer.steps == 23  # it goes on from where it stopped


def test_stop_from_another_thread_ends_a_run_between_steps():
    trainer = Trainer(SMALL)
    started = threading.Event()

    def report(progress):
        started.set()

    worker = threading.Thread(target=trainer.run, args=(1_000_000, report, 1))
    worker.start()
    assert started.wait(60)
    session = trainer.session()  # the weights between two steps, while it runs
    trainer.stop()
    worker.join(60)
    assert not worker.is_alive()
    assert 0 < trainer.steps < 1_000_000
    assert session.n_layers == 2


def test_adam_moves_each_weight_by_the_learning_rate_on_its_first_step():
    weights = {"W": np.array([[1.0, -2.0, 0.5]])}
    gradients = {"W": np.array([[3.0, -1e-3, 40.0]])}
    Adam(weights, learning_rate=0.1).update(weights, gradients)
    # m̂ = g and v̂ = g² after one step, so each moves by 0.1 · g / |g| (ε aside).
    np.testing.assert_allclose(weights["W"], [[0.9, -1.9, 0.4]], atol=1e-6)


def test_weight_decay_shrinks_each_weight_before_its_adam_step():
    weights = {"W": np.array([[1.0, -2.0, 0.5]])}
    gradients = {"W": np.array([[3.0, -1e-3, 40.0]])}
    Adam(weights, learning_rate=0.1, weight_decay=0.5).update(weights, gradients)
    # Each first shrinks by 0.1 · 0.5 = 5 % of itself, then moves by 0.1 against g.
    np.testing.assert_allclose(weights["W"], [[0.85, -1.8, 0.375]], atol=1e-6)


def test_the_trainer_trains_on_the_it_refers_task_too():
    task = ItRefersTask()
    sizes = ModelSizes(task.vocabulary, 16, 2, 2, 4, task.context)  # V, d, layers, heads, k, n
    trainer = Trainer(TrainingSettings(sizes=sizes, task=task, batch_size=16, learning_rate=1e-2))
    trainer.run(300)
    first, last = np.mean(trainer.losses[:20]), np.mean(trainer.losses[-50:])
    assert first > 2.0  # about log 49 at the start: it knows nothing yet
    assert last < 0.5 * first
    session = trainer.session()
    assert session.tokens[-2:] == ("it", "=") and session.vocabulary.labels == task.labels
