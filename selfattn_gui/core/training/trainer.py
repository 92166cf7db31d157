"""Training step by step, so a worker thread can run it, report on it and stop it.

::

    trainer = Trainer(TrainingSettings(seed=0))
    trainer.run(20_000, callback=show, every=200)  # show(progress) every 200 steps
    session = trainer.session(tokens)               # the weights so far, as a session

:meth:`Trainer.stop` (from any thread) makes a running :meth:`Trainer.run` return
after the step under way; :meth:`Trainer.session` and :meth:`Trainer.snapshot` may be
called from any thread at any time and see the weights between two steps.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.training.adam import Adam
from selfattn_gui.core.training.backward import backward
from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.forward import forward
from selfattn_gui.core.training.loss import next_token_loss
from selfattn_gui.core.training.sizes import ModelSizes, Weights, initial_weights
from selfattn_gui.core.training.task import TrainingTask
from selfattn_gui.core.training.to_session import session_from_weights


@dataclass(frozen=True)
class TrainingSettings:
    """Everything that decides what a training run produces.

    The same settings give the same weights, step for step: the weights are drawn from
    ``seed`` and the batches from a second stream derived from it.

    Attributes
    ----------
    sizes : the model's sizes (its vocabulary and context must fit the task)
    task : the data: the copy task, or any other :class:`.task.TrainingTask`
    batch_size : sequences per step
    learning_rate : Adam's step size
    seed : where every random number comes from
    weight_decay : how fast Adam shrinks every weight (0: not at all; see :class:`.Adam`)
    """

    sizes: ModelSizes = field(default_factory=ModelSizes)
    task: TrainingTask = field(default_factory=CopyTask)
    batch_size: int = 32
    learning_rate: float = 3e-3
    seed: int = 0
    weight_decay: float = 0.0

    def __post_init__(self) -> None:
        if self.task.vocabulary != self.sizes.vocabulary:
            raise ValueError(
                f"the task uses {self.task.vocabulary} tokens, the model knows "
                f"{self.sizes.vocabulary}"
            )
        if self.task.context > self.sizes.context:
            raise ValueError(
                f"the task's sequences take {self.task.context} positions, the model "
                f"knows {self.sizes.context}"
            )


@dataclass(frozen=True)
class TrainingProgress:
    """Where a run is: ``step`` steps done so far, ``loss`` the last batch's loss
    (nats), ``mean_loss`` the mean over the steps since the last report."""

    step: int
    loss: float
    mean_loss: float


#: Called with the progress every few steps; returning False stops the run.
ProgressCallback = Callable[[TrainingProgress], "bool | None"]


class Trainer:
    """Trains a model on its task (the copy task by default), one batch per :meth:`step`."""

    def __init__(self, settings: TrainingSettings | None = None) -> None:
        self.settings = settings or TrainingSettings()
        weight_seed, data_seed = np.random.SeedSequence(self.settings.seed).spawn(2)
        self.weights: Weights = initial_weights(
            self.settings.sizes, np.random.default_rng(weight_seed)
        )
        self._data = np.random.default_rng(data_seed)
        self._optimiser = Adam(
            self.weights, self.settings.learning_rate, weight_decay=self.settings.weight_decay
        )
        self.losses: list[float] = []  # one per step, in order
        self._lock = threading.Lock()  # held while the weights change
        self._stop = threading.Event()

    @property
    def steps(self) -> int:
        """How many steps have been taken."""
        return len(self.losses)

    def step(self) -> float:
        """Train on one fresh batch; returns its loss (before the update)."""
        settings = self.settings
        batch = settings.task.batch(self._data, settings.batch_size)
        logits, cache = forward(self.weights, settings.sizes, batch.tokens)
        loss, d_logits = next_token_loss(logits, batch.targets, batch.counts)
        gradients = backward(self.weights, settings.sizes, cache, d_logits)
        with self._lock:
            self._optimiser.update(self.weights, gradients)
        self.losses.append(loss)
        return loss

    def run(self, steps: int, callback: ProgressCallback | None = None, every: int = 100) -> int:
        """Take up to ``steps`` steps, calling ``callback`` every ``every`` steps and
        after the last; returns how many were taken.

        The run ends early when :meth:`stop` is called (from any thread) or when the
        callback returns False; training can go on with another :meth:`run`.
        """
        self._stop.clear()
        done = 0
        since_report: list[float] = []
        while done < steps and not self._stop.is_set():
            since_report.append(self.step())
            done += 1
            if callback is not None and (done % every == 0 or done == steps):
                progress = TrainingProgress(
                    self.steps, since_report[-1], float(np.mean(since_report))
                )
                since_report = []
                if callback(progress) is False:
                    break
        return done

    def stop(self) -> None:
        """Ask a running :meth:`run` to return after the step under way."""
        self._stop.set()

    def snapshot(self) -> Weights:
        """A copy of the weights as they are between two steps."""
        with self._lock:
            return {name: w.copy() for name, w in self.weights.items()}

    def session(self, tokens: Sequence[str] | None = None, title: str = "") -> Session:
        """The weights so far as a session showing ``tokens`` (labels; by default one
        held-out sequence of the task)."""
        labels = self.settings.task.labels
        if tokens is None:
            tokens = self.settings.task.held_out(1, seed=self.settings.seed)[0]
        return session_from_weights(self.snapshot(), self.settings.sizes, labels, tokens, title)
