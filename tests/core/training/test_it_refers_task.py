"""The it-refers sentences: the answer, what counts, what is held out, and that no position
gives the answer away."""

from __future__ import annotations

from collections import Counter

import numpy as np

from selfattn_gui.core.training.it_refers_task import (
    ANIMAL_ADJECTIVES,
    ANIMALS,
    FRAMES,
    PLACE_ADJECTIVES,
    PLACES,
    ItRefersTask,
)

TASK = ItRefersTask()


def _decoded(batch):
    labels = TASK.labels
    for tokens, targets, counts in zip(batch.tokens, batch.targets, batch.counts, strict=True):
        end = int(np.flatnonzero(counts)[0]) if counts.any() else -1
        yield [labels[t] for t in tokens[: end + 1]], labels[targets[end]], counts


def _held_out_here(noun: str, adjective: str) -> bool:
    """The rule as docs/models.md states it: noun i and adjective j of its kind are held
    out when i + j is a multiple of 4."""
    if noun in ANIMALS:
        return (ANIMALS.index(noun) + ANIMAL_ADJECTIVES.index(adjective)) % 4 == 0
    return (PLACES.index(noun) + PLACE_ADJECTIVES.index(adjective)) % 4 == 0


def test_only_the_answer_after_the_marker_counts_and_it_is_the_noun_the_adjective_fits():
    batch = TASK.batch(np.random.default_rng(0), 500)
    for words, target, counts in _decoded(batch):
        assert counts.sum() == 1
        assert words[-2:] == ["it", "="]
        animal = [w for w in words if w in ANIMALS]
        place = [w for w in words if w in PLACES]
        adjective = [w for w in words if w in ANIMAL_ADJECTIVES + PLACE_ADJECTIVES]
        assert len(animal) == len(place) == len(adjective) == 1
        assert target == (animal[0] if adjective[0] in ANIMAL_ADJECTIVES else place[0])


def test_training_never_asks_about_a_held_out_pair_and_asks_about_every_other():
    batch = TASK.batch(np.random.default_rng(1), 3000)
    asked = set()
    for words, target, _ in _decoded(batch):
        adjective = next(w for w in words if w in ANIMAL_ADJECTIVES + PLACE_ADJECTIVES)
        assert not _held_out_here(target, adjective)
        asked.add((target, adjective))
    kinds = ((ANIMALS, ANIMAL_ADJECTIVES), (PLACES, PLACE_ADJECTIVES))
    trained = {
        (n, a) for nouns, adjs in kinds for n in nouns for a in adjs if not _held_out_here(n, a)
    }
    assert asked == trained and len(trained) == 2 * 48


def test_the_held_out_sentences_ask_only_about_held_out_pairs_including_the_lessons():
    assert TASK.is_held_out("animal", "tired") and TASK.is_held_out("street", "wide")
    for referral in TASK.held_out_referrals(300, seed=5):
        assert _held_out_here(referral.answer, referral.adjective)
        assert TASK.is_held_out(referral.answer, referral.adjective)
    # A quarter of the pairs: two adjectives for each noun.
    for noun in ANIMALS:
        assert sum(_held_out_here(noun, a) for a in ANIMAL_ADJECTIVES) == 2


def test_no_position_holds_the_answer_in_most_sentences():
    batch = TASK.batch(np.random.default_rng(2), 600)
    from_start, from_end, animal_first = Counter(), Counter(), 0
    for words, target, _ in _decoded(batch):
        from_start[words.index(target)] += 1
        from_end[len(words) - words.index(target)] += 1
        animal = next(w for w in words if w in ANIMALS)
        place = next(w for w in words if w in PLACES)
        animal_first += words.index(animal) < words.index(place)
    for positions in (from_start, from_end):
        assert len(positions) >= 4 and max(positions.values()) < 0.5 * 600
    assert 0.3 < animal_first / 600 < 0.7  # both orders, often


def test_vocabulary_and_context_fit_every_sentence():
    labels = TASK.labels
    assert len(set(labels)) == len(labels) == TASK.vocabulary
    longest = max(len(f.split()) for f in FRAMES) + 2
    assert TASK.context == longest
    sentence = TASK.referral(0, "animal", "street", "tired")
    assert " ".join(sentence.tokens) == (
        "the animal didn't cross the street because it was too tired it ="
    )
    assert (sentence.answer, sentence.other) == ("animal", "street")
    assert TASK.referral(0, "animal", "street", "wide").answer == "street"
