"""The Train panel: train the induction model from random weights and watch it learn.

Start, pause (the weights and the optimiser's state are kept; Start goes on), start
over from the seed, and open the weights on show in the window as a session.  The
training runs in a worker thread (:mod:`.background_training`); this panel only
draws what it reports: the loss curve, the copy accuracy and, every few hundred
steps, layer 1's previous-token head and layer 2's heads on a fixed probe sequence.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from selfattn_gui.core.sessions.numbers_text import fixed, percent, whole
from selfattn_gui.core.text import QT_TRANSLATE_NOOP, translate
from selfattn_gui.core.training.make_models import Recipe
from selfattn_gui.ui.foundation.label_roles import show_as
from selfattn_gui.ui.foundation.look import PlotLook
from selfattn_gui.ui.foundation.plain_text import plain_label, set_plain, set_tooltip
from selfattn_gui.ui.training.background_training import BackgroundTraining
from selfattn_gui.ui.training.train_charts import HeadPatterns, TrainingCurve
from selfattn_gui.ui.training.training_picture import (
    TrainingPicture,
    guessing_loss,
    probe_sequence,
    what_is_happening,
)

INTRO = QT_TRANSLATE_NOOP(
    "train_panel",
    "A model with two layers of attention heads learns, from random weights, to "
    "continue a random sequence that repeats: <s> H K P Z … H K P Z …. Only the "
    "repeated half is scored, where every next token can be copied from the first half.",
)
HEADS_CAPTION = QT_TRANSLATE_NOOP(
    "train_panel",
    "The heads on the probe {probe}: row = the position that looks, column = where it "
    "looks, bright = much weight, grey = later positions, which it may not see.",
)
LARGEST_SEED = 999_999


class _NoHeightForWidth(QVBoxLayout):
    """The panel's layout, which its scroll area must not ask for a height for its
    width: its wrapped texts would make that the preferred height of everything, and
    the curves would grow past the dock and push the maps out of view.  So the panel
    takes the dock's height, and scrolls only below its least."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return False


class TrainPanel(QWidget):
    """Controls, curves and head patterns of one :class:`BackgroundTraining`.

    Signals
    -------
    sig_open_wanted(picture) : "Open these weights" was pressed; ``picture`` is the
        :class:`TrainingPicture` on show (its ``session`` the model, showing the probe)
    """

    sig_open_wanted = Signal(object)

    def __init__(self, training: BackgroundTraining, look: PlotLook | None = None) -> None:
        super().__init__()
        self.setObjectName("panel.train")
        self.training = training
        self.recipe: Recipe = training.recipe
        self.picture: TrainingPicture | None = None  # the one on show
        self._finished = False
        self._step = 0  # the latest step the training reported
        self._build(look)
        training.sig_loss_reported.connect(self._on_training_loss_reported)
        training.sig_picture_made.connect(self._on_training_picture_made)
        training.sig_stopped.connect(self._on_training_stopped)
        training.sig_started_over.connect(self._on_training_started_over)
        self._refresh_controls()

    # -- building ---------------------------------------------------------------------------
    def _build(self, look: PlotLook | None) -> None:
        layout = _NoHeightForWidth(self)
        intro = plain_label(translate("train_panel", INTRO))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addLayout(self._build_controls())
        self.status = plain_label("")
        self.status.setObjectName("label.train_step")
        layout.addWidget(self.status)
        self.happening = plain_label(
            translate("train_panel", "Press Start to train a fresh model.")
        )
        self.happening.setObjectName("label.train_happening")
        self.happening.setWordWrap(True)
        show_as(self.happening, "note")
        layout.addWidget(self.happening)
        layout.addLayout(self._build_curves(look), 1)
        self.heads_caption = plain_label("")
        self.heads_caption.setWordWrap(True)
        layout.addWidget(self.heads_caption)
        self.patterns = HeadPatterns(
            self.recipe.settings.sizes.n_heads, probe_sequence(self.recipe), look
        )
        layout.addWidget(self.patterns)

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.start_button = self._button(
            translate("train_panel", "Start"), "button.train_start", self._on_start_clicked
        )
        self.pause_button = self._button(
            translate("train_panel", "Pause"), "button.train_pause", self._on_pause_clicked
        )
        self.reset_button = self._button(
            translate("train_panel", "Start over"), "button.train_reset", self._on_reset_clicked
        )
        set_tooltip(
            self.start_button,
            translate("train_panel", "Train in the background; after a pause, go on from there"),
        )
        set_tooltip(
            self.pause_button,
            translate("train_panel", "Stop after this step, keeping what the model has learnt"),
        )
        set_tooltip(
            self.reset_button,
            translate("train_panel", "Fresh random weights from the seed, at step 0"),
        )
        row.addWidget(self.start_button)
        row.addWidget(self.pause_button)
        row.addWidget(self.reset_button)
        seed_label = plain_label(translate("train_panel", "Seed"))
        self.seed = QSpinBox()
        self.seed.setObjectName("spin.train_seed")
        self.seed.setRange(0, LARGEST_SEED)
        self.seed.setValue(self.recipe.settings.seed)
        self.seed.setAccessibleName(translate("train_panel", "Seed"))
        set_tooltip(
            self.seed,
            translate(
                "train_panel", "Where the random weights and data come from; used from step 0"
            ),
        )
        self.seed.valueChanged.connect(self._on_seed_changed)
        seed_label.setBuddy(self.seed)
        row.addWidget(seed_label)
        row.addWidget(self.seed)
        row.addStretch(1)
        self.open_button = self._button(
            translate("train_panel", "Open these weights"),
            "button.train_open",
            self._on_open_clicked,
        )
        set_tooltip(
            self.open_button,
            translate("train_panel", "Open the model as drawn here in the window, as a session"),
        )
        row.addWidget(self.open_button)
        return row

    def _button(self, text: str, name: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def _build_curves(self, look: PlotLook | None) -> QHBoxLayout:
        row = QHBoxLayout()
        guess = guessing_loss(self.recipe)
        self.loss_chart = TrainingCurve(
            translate("train_panel", "Loss on the repeated half"),
            translate("train_panel", "loss (nats)"),
            (guess, translate("train_panel", "guessing: {loss}").format(loss=fixed(guess, 2))),
            top=guess * 1.15,
        )
        self.loss_chart.setObjectName("chart.train_loss")
        chance = 1.0 / (self.recipe.settings.task.vocabulary - 1)
        self.accuracy_chart = TrainingCurve(
            translate("train_panel", "Copy accuracy, held-out sequences"),
            translate("train_panel", "share right"),
            (chance, translate("train_panel", "chance")),
            top=1.0,
        )
        self.accuracy_chart.setObjectName("chart.train_accuracy")
        for chart in (self.loss_chart, self.accuracy_chart):
            chart.setMinimumHeight(150)
            if look is not None:
                chart.follow_look(look)
        row.addWidget(self.loss_chart, 3)
        row.addWidget(self.accuracy_chart, 2)
        return row

    # -- the learner's actions ------------------------------------------------------------------
    def _on_start_clicked(self) -> None:
        self.training.start(self.seed.value())
        self._refresh_controls()

    def _on_pause_clicked(self) -> None:
        self.training.pause()
        self.pause_button.setEnabled(False)  # Start comes back once the worker has stopped

    def _on_reset_clicked(self) -> None:
        self._finished = False
        self.training.start_over(self.seed.value())
        self._refresh_controls()

    def _on_seed_changed(self, seed: int) -> None:
        # Before the first step a new seed shows its own random weights at once;
        # later it waits for "Start over", so a typo never throws away a training.
        if self._step == 0 and not self.training.running:
            self.training.start_over(seed)

    def _on_open_clicked(self) -> None:
        if self.picture is not None:
            self.sig_open_wanted.emit(self.picture)

    def show_random_weights(self) -> None:
        """Show the seed's random weights at step 0, unless there is already a picture."""
        if self.picture is None and not self.training.running:
            self.training.start_over(self.seed.value())

    # -- what the training reports --------------------------------------------------------------
    def _on_training_started_over(self, _seed: int) -> None:
        self.picture = None  # the old run's: its step-0 picture follows at once
        self.loss_chart.clear_curve()
        self.accuracy_chart.clear_curve()
        self._show_step(0)

    def _on_training_loss_reported(self, step: int, loss: float) -> None:
        self.loss_chart.add_point(step, loss)
        self._show_step(step)

    def _on_training_picture_made(self, picture: TrainingPicture) -> None:
        self.picture = picture
        self.accuracy_chart.add_point(picture.step, picture.copy_accuracy)
        self.patterns.show_picture(picture)
        set_plain(
            self.heads_caption,
            translate("train_panel", HEADS_CAPTION).format(probe=" ".join(picture.probe)),
        )
        latest = self.loss_chart.values[-1] if self.loss_chart.values else None
        set_plain(self.happening, what_is_happening(picture, self.recipe, latest))
        self._show_step(picture.step)
        self._refresh_controls()

    def _on_training_stopped(self, steps: int, finished: bool) -> None:
        self._finished = finished
        self._show_step(steps)
        self._refresh_controls()

    # -- texts and buttons ----------------------------------------------------------------------
    def _show_step(self, step: int) -> None:
        self._step = step
        parts = [
            translate("train_panel", "Step {step} of {steps}").format(
                step=whole(step), steps=whole(self.recipe.steps)
            )
        ]
        if self.loss_chart.values:
            parts.append(
                translate("train_panel", "loss {loss} nats").format(
                    loss=fixed(self.loss_chart.values[-1], 3)
                )
            )
        picture = self.picture
        if picture is not None and 0 < picture.step <= step:
            parts.append(
                translate("train_panel", "copy accuracy {percent} at step {step}").format(
                    percent=f"{percent(picture.copy_accuracy)}%", step=whole(picture.step)
                )
            )
        if self._finished:
            parts.append(translate("train_panel", "done: the recipe's steps are all taken"))
        elif not self.training.running and step > 0:
            parts.append(translate("train_panel", "paused"))
        set_plain(self.status, " · ".join(parts))

    def _refresh_controls(self) -> None:
        running = self.training.running
        self.start_button.setEnabled(not running and not self._finished)
        self.start_button.setText(
            translate("train_panel", "Go on")
            if self._step and not running
            else translate("train_panel", "Start")
        )
        self.pause_button.setEnabled(running)
        self.open_button.setEnabled(self.picture is not None)
        self._show_step(self._step)
