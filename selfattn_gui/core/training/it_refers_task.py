"""The synthetic task: which noun does "it" refer to?

Each sentence names an animal and a place and says one of them was too something,
with "it"; the sentence ends with the marker ``it =``, and the token to predict after
``=`` is the noun "it" refers to::

    the cat didn't cross the road because it was too tired it =   ->  cat
    the cat didn't cross the road because it was too wide it =    ->  road

Only the adjective decides: tired, hungry, scared, ... fit an animal; wide, busy,
wet, ... fit a place.  The frames differ (:data:`FRAMES`): the animal comes first in
some and the place in others, at different distances from the end, so no position
always holds the answer (the adjective always comes just before the marker).  Only the prediction after ``=`` counts
towards the loss: the rest of a sentence cannot be predicted and is never scored.

Some noun–adjective pairs are held out (:meth:`ItRefersTask.is_held_out`): training
never asks about "the animal" being tired, for example, so a model that answers it
must have learned that tired fits animals and that "animal" is one, not the pair.
The lessons' own sentence, "the animal didn't cross the street because it was too
tired", and its twin with "wide" are both held out.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.training.task import TaskBatch

#: The animals, the places, and the adjectives that fit each (index 0 of each is the
#: lessons' word).
ANIMALS = ("animal", "cat", "dog", "horse", "cow", "fox", "sheep", "goat")
PLACES = ("street", "road", "river", "bridge", "field", "lane", "track", "square")
ANIMAL_ADJECTIVES = ("tired", "hungry", "scared", "sleepy", "weak", "lazy", "sick", "slow")
PLACE_ADJECTIVES = ("wide", "busy", "wet", "long", "icy", "muddy", "steep", "crowded")

#: The sentence frames; ``{animal}``, ``{place}`` and ``{adjective}`` are filled in and
#: :data:`MARKER` is added at the end.
FRAMES = (
    "the {animal} didn't cross the {place} because it was too {adjective}",
    "the {animal} left the {place} because it was so {adjective}",
    "the {animal} avoided the {place} as it was {adjective}",
    "the {place} stopped the {animal} because it was too {adjective}",
    "near the {place} the {animal} turned back as it was so {adjective}",
    "the {place} worried the {animal} because it was {adjective}",
)
#: What every sentence ends with; the answer is the token after it.
MARKER = ("it", "=")


@dataclass(frozen=True)
class Referral:
    """One sentence and its answer.

    Attributes
    ----------
    tokens : the sentence's labels, ending with :data:`MARKER`
    answer : the noun "it" refers to (a label in ``tokens``)
    other : the other noun, the one it does not refer to
    adjective : the word that decides
    """

    tokens: tuple[str, ...]
    answer: str
    other: str
    adjective: str


def _frame_words() -> tuple[str, ...]:
    """The frames' own words (not the slots), in order of first appearance."""
    words: list[str] = []
    for frame in FRAMES:
        for word in (*frame.split(), *MARKER):
            if not word.startswith("{") and word not in words:
                words.append(word)
    return tuple(words)


@dataclass(frozen=True)
class ItRefersTask:
    """The "it refers to" task (see the module's docstring).

    Attributes
    ----------
    held_out_every : a pair (noun i, adjective j) of the same kind is held out when
        i + j is a multiple of this (4: a quarter of the pairs, two per noun and two
        per adjective)
    """

    held_out_every: int = 4

    @property
    def labels(self) -> tuple[str, ...]:
        """The frames' words, then the animals, places and both kinds of adjective."""
        return (*_frame_words(), *ANIMALS, *PLACES, *ANIMAL_ADJECTIVES, *PLACE_ADJECTIVES)

    @property
    def vocabulary(self) -> int:
        """V, the number of labels."""
        return len(self.labels)

    @property
    def context(self) -> int:
        """The positions of the longest sentence, marker included."""
        return max(len(frame.split()) for frame in FRAMES) + len(MARKER)

    def is_held_out(self, noun: str, adjective: str) -> bool:
        """Whether training never asks about ``noun`` being ``adjective`` (both of the
        same kind: an animal and an animal adjective, or a place and a place one)."""
        if noun in ANIMALS and adjective in ANIMAL_ADJECTIVES:
            i, j = ANIMALS.index(noun), ANIMAL_ADJECTIVES.index(adjective)
        elif noun in PLACES and adjective in PLACE_ADJECTIVES:
            i, j = PLACES.index(noun), PLACE_ADJECTIVES.index(adjective)
        else:
            raise ValueError(f'"{adjective}" does not describe "{noun}"')
        return (i + j) % self.held_out_every == 0

    def referral(self, frame: int, animal: str, place: str, adjective: str) -> Referral:
        """The sentence of frame ``frame`` (an index into :data:`FRAMES`) and its answer:
        the animal when ``adjective`` fits animals, else the place."""
        words = FRAMES[frame].format(animal=animal, place=place, adjective=adjective)
        answer, other = (animal, place) if adjective in ANIMAL_ADJECTIVES else (place, animal)
        return Referral((*words.split(), *MARKER), answer, other, adjective)

    def draw(self, rng: np.random.Generator, held_out: bool) -> Referral:
        """A random sentence whose (answer, adjective) pair is held out or trained on."""
        while True:
            frame = int(rng.integers(len(FRAMES)))
            animal, place = ANIMALS[rng.integers(len(ANIMALS))], PLACES[rng.integers(len(PLACES))]
            adjectives = ANIMAL_ADJECTIVES if rng.random() < 0.5 else PLACE_ADJECTIVES
            adjective = adjectives[rng.integers(len(adjectives))]
            noun = animal if adjectives is ANIMAL_ADJECTIVES else place
            if self.is_held_out(noun, adjective) == held_out:
                return self.referral(frame, animal, place, adjective)

    def batch(self, rng: np.random.Generator, size: int) -> TaskBatch:
        """``size`` training sentences, padded to :attr:`context` positions; only the
        prediction after ``=`` (the answer) counts."""
        index = {label: i for i, label in enumerate(self.labels)}
        tokens = np.zeros((size, self.context), dtype=np.intp)
        targets = np.zeros_like(tokens)
        counts = np.zeros(tokens.shape, dtype=bool)
        for row in range(size):
            referral = self.draw(rng, held_out=False)
            end = len(referral.tokens) - 1  # the position of "="
            tokens[row, : end + 1] = [index[t] for t in referral.tokens]
            targets[row, end] = index[referral.answer]
            counts[row, end] = True
        return TaskBatch(tokens, targets, counts)

    def held_out_referrals(self, count: int, seed: int) -> list[Referral]:
        """``count`` sentences of held-out pairs only, drawn from their own ``seed``."""
        rng = np.random.default_rng(seed)
        return [self.draw(rng, held_out=True) for _ in range(count)]

    def held_out(self, count: int, seed: int) -> list[tuple[str, ...]]:
        """The tokens of :meth:`held_out_referrals`."""
        return [referral.tokens for referral in self.held_out_referrals(count, seed)]
