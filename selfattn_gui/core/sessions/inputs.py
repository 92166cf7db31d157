"""Where a session's vectors can come from besides typed rows.

- :class:`Vocabulary`: the tokens are entries of a vocabulary and their vectors are
  rows of its embedding matrix ``W_E`` (editing one edits every occurrence).
- :class:`Source`: the second sequence of cross-attention, whose tokens give the keys
  and values (for example the English sentence a French one is translated from).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from selfattn_gui.core.sessions.layers import read_only_copy, same_arrays

#: The most entries a vocabulary may hold.
MAX_VOCABULARY = 4096


@dataclass(frozen=True, eq=False)
class Vocabulary:
    """Labels and their embeddings.

    Attributes
    ----------
    labels : V distinct, non-empty labels
    W_E : (V, d_model) array, row i is the vector of ``labels[i]``
    """

    labels: tuple[str, ...]
    W_E: np.ndarray

    def __post_init__(self) -> None:
        object.__setattr__(self, "labels", tuple(str(label) for label in self.labels))
        object.__setattr__(self, "W_E", read_only_copy(self.W_E))

    @property
    def size(self) -> int:
        return len(self.labels)

    def index_of(self, label: str) -> int:
        """The row of ``label`` in W_E (ValueError when it is not in the vocabulary)."""
        return self.labels.index(label)

    def embed(self, tokens: tuple[str, ...]) -> np.ndarray:
        """(n, d_model): the rows of W_E of ``tokens``, in order."""
        rows = [self.index_of(t) for t in tokens]
        return self.W_E[rows]

    def equals(self, other: Vocabulary) -> bool:
        return self.labels == other.labels and same_arrays(self.W_E, other.W_E)


@dataclass(frozen=True, eq=False)
class Source:
    """The sequence cross-attention reads its keys and values from.

    Attributes
    ----------
    tokens : m non-empty labels
    embeddings : (m, d_model) array, one vector per source token (used as they are:
        they stand for what an encoder made of that sentence, positions included)
    """

    tokens: tuple[str, ...]
    embeddings: np.ndarray

    def __post_init__(self) -> None:
        object.__setattr__(self, "tokens", tuple(str(t) for t in self.tokens))
        object.__setattr__(self, "embeddings", read_only_copy(self.embeddings))

    @property
    def n_tokens(self) -> int:
        return len(self.tokens)

    def equals(self, other: Source) -> bool:
        return self.tokens == other.tokens and same_arrays(self.embeddings, other.embeddings)
