"""What the trainer asks of a task: batches of token sequences and which predictions count.

Two tasks exist: :class:`.copy_task.CopyTask` ("a random sequence, then the same
sequence again") and :class:`.it_refers_task.ItRefersTask` ("the cat didn't cross the
road because it was too tired it =" and the answer "cat").  The trainer needs no more
of either than :class:`TrainingTask` says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np


@dataclass(frozen=True, eq=False)
class TaskBatch:
    """A batch of sequences, padded to one length.

    Attributes
    ----------
    tokens : (B, n) int, vocabulary indices (the padding after a sequence's end is any
        index: the causal mask keeps it from changing anything before it)
    targets : (B, n) int, the token that should be predicted after each position
    counts : (B, n) bool, True at the positions whose prediction is scored
    """

    tokens: np.ndarray
    targets: np.ndarray
    counts: np.ndarray


class TrainingTask(Protocol):
    """The data a model is trained on."""

    @property
    def vocabulary(self) -> int:
        """V, how many tokens the task uses (a model must know exactly these)."""
        ...

    @property
    def context(self) -> int:
        """The most positions one of its sequences takes."""
        ...

    @property
    def labels(self) -> tuple[str, ...]:
        """The V labels of its tokens, in the order of the vocabulary's indices."""
        ...

    def batch(self, rng: np.random.Generator, size: int) -> TaskBatch:
        """``size`` training sequences drawn from ``rng``."""
        ...

    def held_out(self, count: int, seed: int) -> list[tuple[str, ...]]:
        """``count`` sequences as labels, never trained on, drawn from ``seed``."""
        ...
