"""What the Train panel shows of a model at one step: its heads on a probe, its scores.

Plain NumPy and the app's own engine (no Qt), so the worker thread can make it and
hand it to the window as one frozen value.  The probe is a fixed copy-task sequence
(the same for every seed, so two runs can be compared), and the scores are measured
on held-out sequences the trainer never sees, as in ``docs/models.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.numbers_text import fixed
from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.text import translate
from selfattn_gui.core.training.head_scores import score_heads
from selfattn_gui.core.training.make_models import (
    HELD_OUT_SEED,
    Recipe,
    copy_task_of,
    held_out_sequences,
)
from selfattn_gui.core.training.trainer import Trainer

#: The seed of the probe sequence (its own: neither training's nor the held-out ones').
PROBE_SEED = HELD_OUT_SEED + 7
#: L of the probe: 1 + 2·7 = 15 tokens, so every token's label fits under a small map.
PROBE_LENGTH = 7
#: How many held-out sequences the scores are measured on at each picture (about 20 ms).
SCORED_SEQUENCES = 20


def probe_sequence(recipe: Recipe) -> tuple[str, ...]:
    """The sequence the panel draws the heads' weights on: the start token, L tokens
    and the same L again (L = :data:`PROBE_LENGTH`, or the task's longest if shorter)."""
    task = copy_task_of(recipe)
    length = max(task.shortest, min(PROBE_LENGTH, task.longest))
    return task.held_out(1, seed=PROBE_SEED, shortest=length, longest=length)[0]


def scored_sequences(recipe: Recipe) -> list[tuple[str, ...]]:
    """The held-out sequences the panel's scores are measured on (the task's lengths
    when the recipe's scored lengths do not fit its task)."""
    shortest, longest = recipe.scored_lengths
    task = copy_task_of(recipe)
    if not task.shortest <= shortest <= longest <= task.longest:
        return task.held_out(SCORED_SEQUENCES, HELD_OUT_SEED)
    return held_out_sequences(recipe, SCORED_SEQUENCES)


@dataclass(frozen=True, eq=False)
class TrainingPicture:
    """A model at one step of training, as the panel draws it.

    Attributes
    ----------
    step : how many training steps the weights have had
    session : the weights as a session showing the probe ("Open these weights" opens it)
    weights : (n_layers, n_heads, n, n) every head's attention weights on the probe's
        n tokens, each row summing to 1 over the positions it may see
    previous_token, induction : (n_layers, n_heads) each head's scores on held-out
        sequences (see :mod:`selfattn_gui.core.training.head_scores`)
    copy_accuracy : the share of the held-out repeated tokens whose next token the model
        predicts right
    """

    step: int
    session: Session
    weights: np.ndarray
    previous_token: np.ndarray
    induction: np.ndarray
    copy_accuracy: float

    @property
    def probe(self) -> tuple[str, ...]:
        """The probe's tokens, the rows and columns of every map."""
        return self.session.tokens

    def previous_token_head(self) -> int:
        """The head of layer 1 (index from 0) that looks one position back the most."""
        return int(np.argmax(self.previous_token[0]))

    def best_induction_head(self) -> tuple[int, int]:
        """(layer, head), from 0, of the head with the highest induction score beyond
        layer 1 (an induction head reads what a head of an earlier layer wrote)."""
        first = 1 if self.induction.shape[0] > 1 else 0
        later = np.nan_to_num(self.induction[first:], nan=-1.0)
        layer, head = np.unravel_index(int(np.argmax(later)), later.shape)
        return int(layer) + first, int(head)


def picture_of(
    trainer: Trainer, probe: tuple[str, ...], scored: list[tuple[str, ...]], title: str = ""
) -> TrainingPicture:
    """The trainer's weights as they are now (between two steps), drawn on ``probe`` and
    scored on ``scored``."""
    session = trainer.session(probe, title)
    result = compute(session)
    weights = np.array([[head.weights for head in layer.heads] for layer in result.layers])
    scores = score_heads(session, scored)
    accuracy = scores.copy_accuracy if scores.copy_accuracy is not None else float("nan")
    return TrainingPicture(
        trainer.steps, session, weights, scores.previous_token, scores.induction, accuracy
    )


def guessing_loss(recipe: Recipe) -> float:
    """The loss of a model that guesses evenly among the tokens a sequence may hold
    (log 31 ≈ 3.43 nats for the induction model): the height of the plateau."""
    return float(np.log(recipe.settings.task.vocabulary - 1))


def what_is_happening(picture: TrainingPicture, recipe: Recipe, loss: float | None) -> str:
    """One or two sentences on the stage the training is at, for a learner watching.

    ``loss`` is the latest point of the loss curve (None before the first).
    """
    guess = guessing_loss(recipe)
    layer, head = picture.best_induction_head()
    induction = float(np.nan_to_num(picture.induction[layer, head]))
    previous = picture.previous_token_head()
    if picture.step == 0:
        return translate(
            "training_picture",
            "Random weights: no head has a job yet; each looks wherever its random "
            "weights happen to point. Press Start and watch the loss and the maps.",
        )
    if induction >= 0.5:
        return translate(
            "training_picture",
            "An induction head has formed: layer {layer}, head {head} looks at the "
            "token after the earlier copy of the current one (the stripe in the repeated "
            "half), which it finds through layer 1, head {previous} looking one back. "
            "So the model copies, and the loss has dropped.",
        ).format(layer=layer + 1, head=head + 1, previous=previous + 1)
    if loss is None or loss > 0.8 * guess:
        return translate(
            "training_picture",
            "The plateau: the loss stays near {guess}, what guessing costs, because "
            "no head can find yet where the current token came before. The model "
            "learns the parts of the circuit while the loss hardly moves.",
        ).format(guess=fixed(guess, 2))
    return translate(
        "training_picture",
        "The drop: layer {layer}, head {head} starts to look at the token after "
        "the earlier copy (induction score {score}), and the loss falls as it does.",
    ).format(layer=layer + 1, head=head + 1, score=fixed(induction, 2))
