"""The shipped ``it-refers`` model, opened like any session and run by the app's engine.

Nothing here trains or uses the trainer's forward pass: the file is read by
``session_io``, every number comes from ``compute`` (through ``score_referents``, which
test_referent_scores.py checks against a slow loop, or directly), and the held-out
sentences are written here from the task's word lists and frames.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from selfattn_gui.core.files.resources import resource_path
from selfattn_gui.core.maths.attention import compute
from selfattn_gui.core.sessions.session_io import load_session
from selfattn_gui.core.training.it_refers_task import (
    ANIMAL_ADJECTIVES,
    ANIMALS,
    FRAMES,
    PLACE_ADJECTIVES,
    PLACES,
    Referral,
)
from selfattn_gui.core.training.referent_scores import deciding_head, score_referents

MODEL = resource_path("models", "it-refers.selfattn.json")
LESSON = "the animal didn't cross the street because it was too tired it ="


def _sentence(frame: str, animal: str, place: str, adjective: str) -> Referral:
    words = frame.format(animal=animal, place=place, adjective=adjective).split() + ["it", "="]
    answer, other = (animal, place) if adjective in ANIMAL_ADJECTIVES else (place, animal)
    return Referral(tuple(words), answer, other, adjective)


def _held_out_pairs():
    """Noun i with adjective j of its kind, when i + j is a multiple of 4."""
    for nouns, adjectives in ((ANIMALS, ANIMAL_ADJECTIVES), (PLACES, PLACE_ADJECTIVES)):
        for (i, noun), (j, adjective) in itertools.product(enumerate(nouns), enumerate(adjectives)):
            if (i + j) % 4 == 0:
                yield noun, adjective


@pytest.fixture(scope="module")
def model():
    return load_session(MODEL)


@pytest.fixture(scope="module")
def held_out():
    """Every held-out pair in every frame, the other noun drawn at random: 192 sentences."""
    rng = np.random.default_rng(14_2_2)
    sentences = []
    for (noun, adjective), frame in itertools.product(_held_out_pairs(), FRAMES):
        if noun in ANIMALS:
            sentences.append(_sentence(frame, noun, PLACES[rng.integers(8)], adjective))
        else:
            sentences.append(_sentence(frame, ANIMALS[rng.integers(8)], noun, adjective))
    return sentences


@pytest.fixture(scope="module")
def scores(model, held_out):
    return score_referents(model, held_out)


def _last_row(session, tokens, layer, head):
    """The weights of ``head`` of ``layer`` from the last token, and the predicted token."""
    result = compute(session.replace(tokens=tuple(tokens)))
    predicted = session.vocabulary.labels[int(result.probabilities[-1].argmax())]
    return result.layers[layer].heads[head].weights[-1], predicted


def test_the_file_is_a_small_version_2_session_showing_the_lessons_sentence(model):
    assert MODEL.stat().st_size <= 200 * 1024
    assert model.version == 2 and model.causal and model.positional_encoding == "learned"
    assert " ".join(model.tokens) == LESSON
    assert model.W_U is not None and model.n_layers == 2


def test_it_finds_the_noun_on_pairs_it_never_saw(held_out, scores):
    assert len(held_out) == 192
    assert scores.accuracy >= 0.95


def test_one_head_looks_at_the_right_noun_and_not_the_other(scores):
    layer, head = deciding_head(scores)
    assert scores.on_answer[layer, head] >= 0.5
    assert scores.on_other[layer, head] < 0.1


def test_tired_to_wide_moves_that_heads_weight_from_the_animal_to_the_place(model, scores):
    layer, head = deciding_head(scores)
    tired = LESSON.split()
    wide = [("wide" if w == "tired" else w) for w in tired]
    animal, street = tired.index("animal"), tired.index("street")
    weights, predicted = _last_row(model, tired, layer, head)
    assert predicted == "animal" and weights[animal] >= 0.5 and weights[street] < 0.1
    weights, predicted = _last_row(model, wide, layer, head)
    assert predicted == "street" and weights[street] >= 0.5 and weights[animal] < 0.1


def test_any_adjective_of_the_other_kind_moves_it_in_every_held_out_sentence(
    model, held_out, scores
):
    layer, head = deciding_head(scores)
    moved = 0
    for referral in held_out[::4]:
        swapped = PLACE_ADJECTIVES[0] if referral.adjective in ANIMAL_ADJECTIVES else "tired"
        tokens = [swapped if w == referral.adjective else w for w in referral.tokens]
        before, _ = _last_row(model, referral.tokens, layer, head)
        after, predicted = _last_row(model, tokens, layer, head)
        answer, other = (
            referral.tokens.index(referral.answer),
            referral.tokens.index(referral.other),
        )
        moved += before[answer] > before[other] and after[other] > after[answer]
        moved += predicted == referral.other
    assert moved >= 0.95 * 2 * len(held_out[::4])


def test_without_the_layer_1_head_that_reads_the_adjective_it_cannot_tell(model, held_out, scores):
    """The circuit is real: layer 2 finds the noun by what layer 1 read from the adjective."""
    reader = int(np.argmax(scores.on_adjective[0]))
    assert scores.on_adjective[0, reader] >= 0.3
    off = model.with_layer(0, model.layers[0].replace(heads_off=frozenset({reader})))
    blind = score_referents(off, held_out)
    layer, head = deciding_head(scores)
    assert blind.accuracy < 0.6
    assert blind.on_answer[layer, head] < 0.5 * scores.on_answer[layer, head]
