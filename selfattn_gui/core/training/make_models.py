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
from selfattn_gui.core.training.copy_task import copy_task_labels
from selfattn_gui.core.training.head_scores import HeadScores, score_heads
from selfattn_gui.core.training.sizes import Weights
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
    shown_length : L of the sequence (and its repeat) the saved session shows
    scored_lengths : the shortest and longest L of the held-out sequences it is scored on
    """

    name: str
    title: str
    settings: TrainingSettings
    steps: int
    shown_length: int
    scored_lengths: tuple[int, int] = (8, 16)


INDUCTION = Recipe(
    name="induction",
    title="Trained: a previous-token head in layer 1 feeds induction heads in layer 2",
    settings=TrainingSettings(seed=0),
    steps=20_000,
    shown_length=10,
)

RECIPES = (INDUCTION,)


def rounded(weights: Weights, digits: int = SIGNIFICANT_DIGITS) -> Weights:
    """Every weight rounded to ``digits`` significant digits, as the file will hold it
    (``0.12345678`` -> ``0.12346``: the shortest text that reads back the same)."""
    return {
        name: np.array([float(f"{v:.{digits - 1}e}") for v in w.ravel()]).reshape(w.shape)
        for name, w in weights.items()
    }


def held_out_sequences(recipe: Recipe, count: int = 200) -> list[tuple[str, ...]]:
    """The sequences a model is scored on: ``count`` of the recipe's scored lengths,
    never trained on (their own seed)."""
    shortest, longest = recipe.scored_lengths
    return recipe.settings.task.held_out(count, HELD_OUT_SEED, shortest, longest)


def train(recipe: Recipe, report: Callable[[TrainingProgress], None] | None = None) -> Session:
    """Train ``recipe``'s model from its seed and return it as the session to ship
    (rounded weights, showing one held-out sequence of ``shown_length``)."""
    trainer = Trainer(recipe.settings)
    trainer.run(recipe.steps, callback=report, every=1000)
    task = recipe.settings.task
    shown = task.held_out(
        1, seed=HELD_OUT_SEED + 1, shortest=recipe.shown_length, longest=recipe.shown_length
    )[0]
    labels = copy_task_labels(recipe.settings.sizes.vocabulary)
    return session_from_weights(
        rounded(trainer.weights), recipe.settings.sizes, labels, shown, recipe.title
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
    scores = score_heads(session, held_out_sequences(recipe))
    print(
        f"{path}: {path.stat().st_size / 1024:.0f} KB, {time.perf_counter() - started:.0f} s, "
        f"copy accuracy {scores.copy_accuracy:.3f}"
    )
    print(scores_table(scores), flush=True)
    return path


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
