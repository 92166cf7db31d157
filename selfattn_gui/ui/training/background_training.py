"""The trainer in a worker thread, so the window stays responsive while a model learns.

The worker (a QObject moved to its own QThread) owns the :class:`Trainer`: only it
takes steps, makes pictures and starts over.  The window asks through queued signals
(start, start over) and one thread-safe flag (pause); the worker answers through
signals, which Qt delivers in the window's thread, so no widget is ever touched from
the worker.  Its answers come in the order it sends them, so after "started over"
no point of the old run can arrive.

A pause takes effect after the step under way (about 10 ms for the induction model);
:meth:`BackgroundTraining.shutdown` pauses, ends the thread and waits for it, so a
window can close in the middle of training and the process exit cleanly.
"""

from __future__ import annotations

import dataclasses
import threading

import numpy as np
from PySide6.QtCore import QObject, QThread, Signal, Slot

from selfattn_gui.core.sessions.numbers_text import whole
from selfattn_gui.core.text import translate
from selfattn_gui.core.training.make_models import Recipe
from selfattn_gui.core.training.trainer import Trainer
from selfattn_gui.ui.training.training_picture import (
    picture_of,
    probe_sequence,
    scored_sequences,
)

#: Steps between two points of the loss curve: each is the mean loss over them.
CURVE_EVERY = 50
#: Steps between two pictures (the heads' patterns and scores): a few hundred.
PICTURE_EVERY = 200


class _Worker(QObject):
    """Lives in the training thread; every slot runs there."""

    sig_loss_reported = Signal(int, float)  # step, mean loss of the steps since the last
    sig_picture_made = Signal(object)  # a TrainingPicture
    sig_stopped = Signal(int, bool)  # steps so far, whether the recipe's steps are all done
    sig_started_over = Signal(int)  # the seed

    def __init__(self, recipe: Recipe, curve_every: int, picture_every: int) -> None:
        super().__init__()  # no parent: it moves to the training thread
        self._recipe = recipe
        self._curve_every, self._picture_every = curve_every, picture_every
        self._probe = probe_sequence(recipe)
        self._scored = scored_sequences(recipe)
        self.trainer: Trainer | None = None
        self.seed = recipe.settings.seed
        self.pause_wanted = threading.Event()  # set from the window's thread

    @Slot(int)
    def start_over(self, seed: int) -> None:
        """Fresh random weights from ``seed`` (step 0), and their picture."""
        self.seed = seed
        self.trainer = Trainer(dataclasses.replace(self._recipe.settings, seed=seed))
        self.sig_started_over.emit(seed)
        self._send_picture()

    @Slot()
    def train(self) -> None:
        """Take steps until paused or the recipe's steps are done."""
        trainer = self.trainer
        assert trainer is not None, "start_over comes first"
        losses: list[float] = []
        while trainer.steps < self._recipe.steps and not self.pause_wanted.is_set():
            losses.append(trainer.step())
            if trainer.steps % self._curve_every == 0:
                self.sig_loss_reported.emit(trainer.steps, float(np.mean(losses)))
                losses = []
            if trainer.steps % self._picture_every == 0:
                self._send_picture()
        if losses:  # paused between two points: the steps since the last one
            self.sig_loss_reported.emit(trainer.steps, float(np.mean(losses)))
        if trainer.steps % self._picture_every:  # show the weights the pause keeps
            self._send_picture()
        self.sig_stopped.emit(trainer.steps, trainer.steps >= self._recipe.steps)

    def _send_picture(self) -> None:
        assert self.trainer is not None
        title = translate(
            "background_training", "Trained in the app: seed {seed}, {steps} steps"
        ).format(seed=self.seed, steps=whole(self.trainer.steps))
        self.sig_picture_made.emit(picture_of(self.trainer, self._probe, self._scored, title))


class BackgroundTraining(QObject):
    """Trains ``recipe``'s model in a thread of its own; the window's side of it.

    Signals (delivered in the window's thread)
    -------
    sig_loss_reported(step, mean_loss) : a point of the loss curve
    sig_picture_made(picture) : a :class:`~.training_picture.TrainingPicture`
    sig_stopped(steps, finished) : the training paused (or ended: ``finished``)
    sig_started_over(seed) : fresh weights from ``seed``; a picture at step 0 follows
    """

    sig_loss_reported = Signal(int, float)
    sig_picture_made = Signal(object)
    sig_stopped = Signal(int, bool)
    sig_started_over = Signal(int)
    _sig_train_wanted = Signal()
    _sig_start_over_wanted = Signal(int)

    def __init__(
        self,
        recipe: Recipe,
        curve_every: int = CURVE_EVERY,
        picture_every: int = PICTURE_EVERY,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.recipe = recipe
        self.running = False  # from a start until the worker says it stopped
        self._thread: QThread | None = None
        self._closed = False
        self._worker = _Worker(recipe, curve_every, picture_every)
        self._has_weights = False
        self._sig_train_wanted.connect(self._worker.train)
        self._sig_start_over_wanted.connect(self._worker.start_over)
        self._worker.sig_loss_reported.connect(self.sig_loss_reported)
        self._worker.sig_picture_made.connect(self.sig_picture_made)
        self._worker.sig_stopped.connect(self._on_worker_stopped)
        self._worker.sig_started_over.connect(self.sig_started_over)

    @property
    def trainer(self) -> Trainer | None:
        """The worker's trainer; read it only while no training runs (tests do)."""
        return self._worker.trainer

    def start_over(self, seed: int) -> None:
        """Pause, then draw fresh weights from ``seed`` (the worker answers with
        ``sig_started_over`` and a picture at step 0)."""
        if self._closed:
            return
        self.pause()
        self._ensure_thread()
        self._has_weights = True
        self._sig_start_over_wanted.emit(seed)

    def start(self, seed: int) -> None:
        """Train on from where the last pause left off (from ``seed`` the first time)."""
        if self._closed or self.running:
            return
        if not self._has_weights:
            self.start_over(seed)
        self._worker.pause_wanted.clear()
        self.running = True
        self._sig_train_wanted.emit()

    def pause(self) -> None:
        """Stop after the step under way, keeping the weights and the optimiser's state."""
        self._worker.pause_wanted.set()

    def shutdown(self) -> None:
        """Pause and end the thread, waiting for it (the window is closing)."""
        self._closed = True
        self.pause()
        if self._thread is not None:
            self._thread.quit()  # after the slot under way returns
            self._thread.wait()
            self._thread = None

    def _ensure_thread(self) -> None:
        if self._thread is None:
            self._thread = QThread()
            self._thread.setObjectName("thread.training")
            self._worker.moveToThread(self._thread)
            self._thread.start(QThread.Priority.LowPriority)

    def _on_worker_stopped(self, steps: int, finished: bool) -> None:
        self.running = False
        self.sig_stopped.emit(steps, finished)
