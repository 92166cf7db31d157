"""The synthetic task: a random sequence of tokens, then the same sequence again.

A sequence of L distinct tokens (L from :attr:`CopyTask.shortest` to
:attr:`CopyTask.longest`) follows a start token and is then repeated::

    position   0     1 .. L          L+1 .. 2L
    token      <s>   s₁ .. s_L       s₁ .. s_L

Nothing in the first half can be predicted, but from position L+1 on every next
token can be copied: the token after s_i at position L+i is the one that followed s_i
last time, at position i+1.  A model learns this with an induction head that reads a
previous-token head (Olsson et al. 2022).  Only those predictions count towards the
loss: positions L+1 to 2L−1, each predicting the token after it.  The tokens of one
sequence are distinct, so "the token after its earlier occurrence" has one answer.
(Counting every position, the unpredictable ones too, slows learning a lot: on the
shipped model's sizes it reached 0.40 copy accuracy and no induction head in 20,000
steps.)  So a trained model's guesses before the repeat were never scored and mean
nothing.

In training, a random number of other random tokens may come between the start
token and the sequence (:attr:`CopyTask.random_start`), and the repeat may then run
past the end of the context (at least two of its tokens stay), so that a sequence can
sit anywhere.  Without them a model needs its previous-token head only at positions 1
to 16 (where the first copy of the longest sequence ends), and it learns to look back
at the start token after those: a previous-token head for half the context only.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.training.task import TaskBatch

#: The start token: vocabulary index 0, the first label.
START = "<s>"


def copy_task_labels(size: int = 32) -> tuple[str, ...]:
    """The labels of a vocabulary of ``size`` (at most 37): the start token, then the
    letters A to Z, then the digits 1 to 9 as far as needed."""
    symbols = [chr(ord("A") + i) for i in range(26)] + [str(d) for d in range(1, 10)]
    if not 2 <= size <= len(symbols) + 1:
        raise ValueError(f"a copy-task vocabulary holds 2 to {len(symbols) + 1} tokens, not {size}")
    return (START, *symbols[: size - 1])


#: A batch of copy-task sequences, padded with the start token to one length: ``tokens``
#: (0 = the start token, also the padding), ``targets`` (0 after the last) and ``counts``.
CopyBatch = TaskBatch


@dataclass(frozen=True)
class CopyTask:
    """Sizes of the copy task.

    Attributes
    ----------
    vocabulary : V, index 0 is the start token and 1..V−1 the tokens sequences use
    shortest, longest : the range of L, the length of the sequence that is repeated
    random_start : whether :meth:`batch` puts other random tokens between the start
        token and the sequence (a random number, up to what fits the context)
    """

    vocabulary: int = 32
    shortest: int = 6
    longest: int = 16
    random_start: bool = True

    def __post_init__(self) -> None:
        if not 2 <= self.shortest <= self.longest <= self.vocabulary - 1:
            raise ValueError(
                f"lengths {self.shortest} to {self.longest} need 2 ≤ shortest ≤ longest ≤ "
                f"{self.vocabulary - 1} (the tokens besides the start token)"
            )

    @property
    def context(self) -> int:
        """The most positions a sequence takes: 2 · longest + 1."""
        return 2 * self.longest + 1

    @property
    def labels(self) -> tuple[str, ...]:
        """The labels of its vocabulary (:func:`copy_task_labels`)."""
        return copy_task_labels(self.vocabulary)

    def sequence(
        self, rng: np.random.Generator, length: int | None = None, lead: int = 0
    ) -> np.ndarray:
        """One sequence (1 + lead + 2L,) of vocabulary indices: the start token, ``lead``
        other random tokens, then L tokens and the same L again, all distinct but the
        repeat.  ``length`` is L; by default it is drawn uniformly from shortest..longest.
        """
        if length is None:
            length = int(rng.integers(self.shortest, self.longest + 1))
        drawn = rng.choice(np.arange(1, self.vocabulary), size=lead + length, replace=False)
        half = drawn[lead:]
        return np.concatenate([[0], drawn[:lead], half, half]).astype(np.intp)

    def batch(self, rng: np.random.Generator, size: int) -> CopyBatch:
        """``size`` random sequences, padded to :attr:`context` positions."""
        tokens = np.zeros((size, self.context), dtype=np.intp)
        counts = np.zeros((size, self.context), dtype=bool)
        for row in range(size):
            length = int(rng.integers(self.shortest, self.longest + 1))
            # Room for the lead such that two tokens of the repeat still fit.
            room = min(self.context - 3 - length, self.vocabulary - 1 - length)
            lead = int(rng.integers(0, room + 1)) if self.random_start else 0
            sequence = self.sequence(rng, length, lead)[: self.context]
            tokens[row, : len(sequence)] = sequence
            repeat = 1 + lead + length  # where the repeat starts
            # The predictions that can be copied: the repeat's positions but its last,
            # as far as the next token is still inside the context.
            counts[row, repeat : min(repeat + length - 1, self.context - 1)] = True
        targets = np.zeros_like(tokens)
        targets[:, :-1] = tokens[:, 1:]
        return CopyBatch(tokens, targets, counts)

    def held_out(
        self, count: int, seed: int, shortest: int | None = None, longest: int | None = None
    ) -> list[tuple[str, ...]]:
        """``count`` sequences as token labels, drawn from their own seed (training
        uses another), for measuring a model: lengths from ``shortest`` to ``longest``
        (by default the task's)."""
        labels = copy_task_labels(self.vocabulary)
        rng = np.random.default_rng(seed)
        low = self.shortest if shortest is None else shortest
        high = self.longest if longest is None else longest
        return [
            tuple(labels[i] for i in self.sequence(rng, int(rng.integers(low, high + 1))))
            for _ in range(count)
        ]
