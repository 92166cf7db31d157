"""Regenerate the trained models the app ships, from scratch: ``make models``.

::

    python -m selfattn_gui.core.training.make_models [--out resources/models]

trains each model with its fixed recipe below (same seed, same steps: the same file
every time on the same NumPy), prints its progress and its heads' scores, and writes
``<name>.selfattn.json`` as an ordinary version 2 session.  The weights are rounded to
:data:`SIGNIFICANT_DIGITS` significant digits before saving, so the file stays small;
the scores printed are those of the saved (rounded) session, measured by the app's
own engine.  How the models were trained and what their heads do is in
``docs/models.md``.

It lives in the package, not in a script folder, because the recipe is shared: the
window's Train panel trains the same :data:`INDUCTION` model.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from selfattn_gui.core.sessions.session import Session
from selfattn_gui.core.sessions.session_io import SUFFIX, save_session
from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.head_scores import HeadScores, score_heads
from selfattn_gui.core.training.it_refers_task import ItRefersTask
from selfattn_gui.core.training.referent_scores import (
    deciding_head,
    last_position_weights,
    referents_table,
    score_referents,
)
from selfattn_gui.core.training.sizes import ModelSizes, Weights
from selfattn_gui.core.training.to_session import session_from_weights
from selfattn_gui.core.training.trainer import Trainer, TrainingProgress, TrainingSettings

#: Digits kept of every weight in a shipped file (float32 keeps about 7).
SIGNIFICANT_DIGITS = 5
#: The seed of the sequences the scores are measured on (training draws its own).
HELD_OUT_SEED = 20_240_601
#: Where the shipped models live, from the repository's root.
MODELS_FOLDER = Path("resources") / "models"


@dataclass(frozen=True)
class Recipe:
    """How one shipped model is made.

    Attributes
    ----------
    name : the file's name without ``.selfattn.json``
    title : the session's title, shown in the window
    settings : sizes, data, batch, learning rate and seed
    steps : how many training steps
    shown_length : L of the sequence (and its repeat) the saved session shows (copy task)
    scored_lengths : the shortest and longest L of the held-out sequences it is scored on
        (copy task)
    shown : the tokens the saved session shows, when they are given instead
    """

    name: str
    title: str
    settings: TrainingSettings
    steps: int
    shown_length: int = 0
    scored_lengths: tuple[int, int] = (8, 16)
    shown: tuple[str, ...] = ()


INDUCTION = Recipe(
    name="induction",
    title="Trained: a previous-token head in layer 1 feeds induction heads in layer 2",
    settings=TrainingSettings(seed=0),
    steps=20_000,
    shown_length=10,
)

#: The lessons' own sentence, which training never saw: "the animal" being tired is a
#: held-out pair, and so is "the street" being wide.
LESSON_SENTENCE = tuple("the animal didn't cross the street because it was too tired it =".split())

_REFERS_TASK = ItRefersTask()
IT_REFERS = Recipe(
    name="it-refers",
    title='Trained: "it" finds the animal or the place the adjective fits',
    settings=TrainingSettings(
        sizes=ModelSizes(
            vocabulary=_REFERS_TASK.vocabulary,
            d_model=32,
            n_layers=2,
            n_heads=2,
            d_head=8,
            context=_REFERS_TASK.context,
        ),
        task=_REFERS_TASK,
        learning_rate=3e-3,
        weight_decay=0.3,
        seed=0,
    ),
    steps=4_000,
    shown=LESSON_SENTENCE,
)

RECIPES = (INDUCTION, IT_REFERS)


def rounded(weights: Weights, digits: int = SIGNIFICANT_DIGITS) -> Weights:
    """Every weight rounded to ``digits`` significant digits, as the file will hold it
    (``0.12345678`` -> ``0.12346``: the shortest text that reads back the same)."""
    return {
        name: np.array([float(f"{v:.{digits - 1}e}") for v in w.ravel()]).reshape(w.shape)
        for name, w in weights.items()
    }


def held_out_sequences(recipe: Recipe, count: int = 200) -> list[tuple[str, ...]]:
    """The copy-task sequences a model is scored on: ``count`` of the recipe's scored
    lengths, never trained on (their own seed)."""
    shortest, longest = recipe.scored_lengths
    return copy_task_of(recipe).held_out(count, HELD_OUT_SEED, shortest, longest)


def copy_task_of(recipe: Recipe) -> CopyTask:
    """The copy task ``recipe`` trains on (TypeError for a recipe of another task)."""
    task = recipe.settings.task
    if not isinstance(task, CopyTask):
        raise TypeError(f"{recipe.name} is not trained on the copy task")
    return task


def shown_tokens(recipe: Recipe) -> tuple[str, ...]:
    """What the saved session shows: ``recipe.shown``, or else one held-out copy-task
    sequence of ``shown_length`` and its repeat."""
    if recipe.shown:
        return recipe.shown
    length = recipe.shown_length
    return copy_task_of(recipe).held_out(1, HELD_OUT_SEED + 1, length, length)[0]


def train(recipe: Recipe, report: Callable[[TrainingProgress], None] | None = None) -> Session:
    """Train ``recipe``'s model from its seed and return it as the session to ship
    (rounded weights, showing :func:`shown_tokens`)."""
    trainer = Trainer(recipe.settings)
    trainer.run(recipe.steps, callback=report, every=1000)
    return session_from_weights(
        rounded(trainer.weights),
        recipe.settings.sizes,
        recipe.settings.task.labels,
        shown_tokens(recipe),
        recipe.title,
    )


def scores_table(scores: HeadScores) -> str:
    """The heads' scores as a Markdown table (the one in ``docs/models.md``)."""
    lines = ["| head | previous-token | induction |", "|---|---|---|"]
    for layer in range(scores.previous_token.shape[0]):
        for head in range(scores.previous_token.shape[1]):
            previous, induction = scores.previous_token[layer, head], scores.induction[layer, head]
            lines.append(
                f"| layer {layer + 1}, head {head + 1} | {previous:.2f} | {induction:.2f} |"
            )
    return "\n".join(lines)


def make(recipe: Recipe, folder: Path) -> Path:
    """Train ``recipe``, save it in ``folder`` and print its progress and scores."""
    started = time.perf_counter()

    def report(progress: TrainingProgress) -> None:
        seconds = time.perf_counter() - started
        print(
            f"{recipe.name}: step {progress.step}, loss {progress.mean_loss:.4f}, {seconds:.0f} s",
            flush=True,
        )

    session = train(recipe, report)
    path = folder / f"{recipe.name}{SUFFIX}"
    save_session(session, path)
    print(f"{path}: {path.stat().st_size / 1024:.0f} KB, {time.perf_counter() - started:.0f} s")
    if isinstance(recipe.settings.task, ItRefersTask):
        print(referents_report(session, recipe.settings.task), flush=True)
    else:
        scores = score_heads(session, held_out_sequences(recipe))
        print(f"copy accuracy {scores.copy_accuracy:.3f}")
        print(scores_table(scores), flush=True)
    return path


def referents_report(session: Session, task: ItRefersTask, count: int = 400) -> str:
    """The accuracy and heads' weights of an it-refers model on ``count`` held-out
    sentences, and where its deciding head looks in the lessons' sentence and in it
    with each adjective of the other kind."""
    scores = score_referents(session, task.held_out_referrals(count, HELD_OUT_SEED))
    layer, head = deciding_head(scores)
    lines = [f"held-out accuracy {scores.accuracy:.3f}", referents_table(scores)]
    animal, street = LESSON_SENTENCE.index("animal"), LESSON_SENTENCE.index("street")
    for adjective in ("tired", "wide"):
        tokens = tuple(adjective if t == "tired" else t for t in LESSON_SENTENCE)
        weights = last_position_weights(session, tokens)[layer, head]
        lines.append(
            f"layer {layer + 1}, head {head + 1} with {adjective}: "
            f"animal {weights[animal]:.2f}, street {weights[street]:.2f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=MODELS_FOLDER, help="folder to write to")
    arguments = parser.parse_args(argv)
    arguments.out.mkdir(parents=True, exist_ok=True)
    for recipe in RECIPES:
        make(recipe, arguments.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
