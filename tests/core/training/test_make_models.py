"""``make models``: a recipe becomes a small, valid session file with rounded weights."""

from __future__ import annotations

import json

import numpy as np

from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session_io import load_session
from selfattn_gui.core.training.copy_task import CopyTask
from selfattn_gui.core.training.it_refers_task import ItRefersTask
from selfattn_gui.core.training.make_models import (
    INDUCTION,
    IT_REFERS,
    RECIPES,
    Recipe,
    make,
    rounded,
    shown_tokens,
)
from selfattn_gui.core.training.sizes import ModelSizes
from selfattn_gui.core.training.trainer import TrainingSettings

TINY = Recipe(
    name="tiny",
    title="a tiny copying model",
    settings=TrainingSettings(
        sizes=ModelSizes(vocabulary=8, d_model=8, n_layers=2, n_heads=2, d_head=4, context=11),
        task=CopyTask(vocabulary=8, shortest=3, longest=5),
        batch_size=8,
    ),
    steps=30,
    shown_length=4,
    scored_lengths=(3, 5),
)


def test_rounding_keeps_five_significant_digits():
    weights = {"W": np.array([[0.123456789, -98765.4321, 3.0e-7, 0.0]])}
    assert rounded(weights)["W"].tolist() == [[0.12346, -98765.0, 3.0e-7, 0.0]]


def test_a_recipe_is_trained_saved_and_scored(tmp_path, capsys):
    path = make(TINY, tmp_path)
    assert path.name == "tiny.selfattn.json"
    session = load_session(path)
    assert session.title == "a tiny copying model" and session.n_tokens == 9
    # The file holds the rounded numbers, as written: short, so it stays small.
    numbers = json.loads(path.read_text())["W_U"][0]
    assert all(len(repr(abs(v)).replace(".", "").lstrip("0")) <= 5 for v in numbers if v)
    assert compute(session).probabilities.shape == (9, 8)
    printed = capsys.readouterr().out
    assert "tiny: step 30" in printed and "| layer 2, head 2 |" in printed


def test_the_induction_recipe_is_the_issues_model():
    sizes = INDUCTION.settings.sizes
    assert (sizes.n_layers, sizes.n_heads, sizes.d_model, sizes.vocabulary) == (2, 4, 32, 32)
    assert sizes.context == INDUCTION.settings.task.context == 33
    assert sizes.n_weights == 11_296
    assert INDUCTION.settings.batch_size == 32 and INDUCTION.settings.learning_rate == 3e-3


def test_the_it_refers_recipe_shows_the_lessons_sentence_which_it_never_trained_on():
    task = IT_REFERS.settings.task
    assert isinstance(task, ItRefersTask)
    tokens = shown_tokens(IT_REFERS)
    assert " ".join(tokens) == "the animal didn't cross the street because it was too tired it ="
    assert task.is_held_out("animal", "tired") and task.is_held_out("street", "wide")
    sizes = IT_REFERS.settings.sizes
    assert (sizes.vocabulary, sizes.context) == (task.vocabulary, task.context)
    assert IT_REFERS in RECIPES and INDUCTION in RECIPES
