"""One attention layer of a session: its heads, shared keys and values, W_o, residual.

A session stacks 1 to :data:`MAX_LAYERS` layers.  Layer 1 reads Z (the token vectors,
plus positions); every later layer reads the output of the one before it.  All of
these are frozen values, like the session that holds them: an edit makes new ones.

Shapes use ``w`` for the width of what the layer reads (d_model for layer 1)::

    Head.W_q               (w, d_k)
    Head.W_k, Head.W_v     (w, d_k), (w, d_v), or None when the layer shares them
    KeyValueHead.W_k, W_v  (w, d_k), (w, d_v): one K/V group of grouped-query attention
    Layer.W_o              (n_heads · d_v, d_out) or None
    LayerNorm.gain, bias   (w,)
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

import numpy as np

#: The most layers a session may stack.
MAX_LAYERS = 6
#: The ε of layer normalisation, as most models use it.
LAYER_NORM_EPSILON = 1e-5


def read_only_copy(array: object, dtype: type = np.float64) -> np.ndarray | None:
    """A read-only float64 (or ``dtype``) copy, so no view can change a session behind
    the undo stack; an array that is already one is shared, so an edit copies only
    what it changes."""
    if array is None:
        return None
    if isinstance(array, np.ndarray) and array.dtype == dtype and not array.flags.writeable:
        return array
    result: np.ndarray = np.array(array, dtype=dtype, copy=True)
    result.setflags(write=False)
    return result


def same_arrays(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    """Exactly the same numbers in the same shape (or both absent)."""
    if a is None or b is None:
        return a is None and b is None
    return a.shape == b.shape and np.array_equal(a, b)


@dataclass(frozen=True, eq=False)
class Head:
    """The projections of one attention head.

    Attributes
    ----------
    W_q : (w, d_k) array
    W_k : (w, d_k) array, or None when the layer's ``kv_heads`` hold the keys
    W_v : (w, d_v) array, or None when the layer's ``kv_heads`` hold the values
    """

    W_q: np.ndarray
    W_k: np.ndarray | None = None
    W_v: np.ndarray | None = None

    def __post_init__(self) -> None:
        for name in head_matrix_names():
            object.__setattr__(self, name, read_only_copy(getattr(self, name)))

    def matrix(self, name: str) -> np.ndarray:
        """Return ``W_q``, ``W_k`` or ``W_v`` by name (None when the layer shares it)."""
        return getattr(self, name)  # type: ignore[no-any-return]

    def equals(self, other: Head) -> bool:
        return all(same_arrays(self.matrix(n), other.matrix(n)) for n in head_matrix_names())


def head_matrix_names() -> tuple[str, ...]:
    """The names of a head's matrices, as its fields list them (one place to add one)."""
    return tuple(f.name for f in fields(Head))


@dataclass(frozen=True, eq=False)
class KeyValueHead:
    """The key and value projections one group of query heads shares.

    Attributes
    ----------
    W_k : (w, d_k) array
    W_v : (w, d_v) array
    """

    W_k: np.ndarray
    W_v: np.ndarray

    def __post_init__(self) -> None:
        object.__setattr__(self, "W_k", read_only_copy(self.W_k))
        object.__setattr__(self, "W_v", read_only_copy(self.W_v))

    def equals(self, other: KeyValueHead) -> bool:
        return same_arrays(self.W_k, other.W_k) and same_arrays(self.W_v, other.W_v)


@dataclass(frozen=True, eq=False)
class LayerNorm:
    """Pre-attention layer normalisation: each row to mean 0 and variance 1, then
    times ``gain`` plus ``bias``.

    Attributes
    ----------
    gain, bias : (w,) arrays
    """

    gain: np.ndarray
    bias: np.ndarray

    def __post_init__(self) -> None:
        object.__setattr__(self, "gain", read_only_copy(self.gain))
        object.__setattr__(self, "bias", read_only_copy(self.bias))

    @classmethod
    def plain(cls, width: int) -> LayerNorm:
        """The normalisation a model starts from: gain 1, bias 0."""
        return cls(np.ones(width), np.zeros(width))

    def as_matrix(self) -> np.ndarray:
        """(2, w), read-only: the gain over the bias, as the window edits them."""
        matrix = np.vstack([self.gain, self.bias])
        matrix.setflags(write=False)
        return matrix

    @classmethod
    def from_matrix(cls, matrix: np.ndarray) -> LayerNorm:
        """The norm whose gain is row 0 of the (2, w) ``matrix`` and bias row 1."""
        return cls(matrix[0], matrix[1])

    def equals(self, other: LayerNorm) -> bool:
        return same_arrays(self.gain, other.gain) and same_arrays(self.bias, other.bias)


@dataclass(frozen=True, eq=False)
class Layer:
    """One attention layer.

    Attributes
    ----------
    heads : 1..16 heads sharing d_k and d_v
    W_o : (n_heads · d_v, d_out) array or None (the heads' outputs side by side)
    residual : whether to add the layer's input back to its attention output
    kv_heads : None (every head has its own W_k and W_v), or G key/value groups
        (G divides the number of heads; query head h uses group ``h · G // n_heads``)
    layer_norm : None, or the normalisation applied to the input before the heads read it
    heads_off : indices of switched-off heads (their output is zeros in the concat)
    """

    heads: tuple[Head, ...]
    W_o: np.ndarray | None = None
    residual: bool = True
    kv_heads: tuple[KeyValueHead, ...] | None = None
    layer_norm: LayerNorm | None = None
    heads_off: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "heads", tuple(self.heads))
        object.__setattr__(self, "W_o", read_only_copy(self.W_o))
        if self.kv_heads is not None:
            object.__setattr__(self, "kv_heads", tuple(self.kv_heads))
        object.__setattr__(self, "heads_off", frozenset(int(h) for h in self.heads_off))

    # -- sizes -------------------------------------------------------------------
    @property
    def n_heads(self) -> int:
        return len(self.heads)

    @property
    def d_k(self) -> int:
        return int(self.heads[0].W_q.shape[1])

    @property
    def d_v(self) -> int:
        return int(self.value_projection(0).shape[1])

    @property
    def n_kv_heads(self) -> int:
        """G: how many key/value groups (the number of heads without sharing)."""
        return self.n_heads if self.kv_heads is None else len(self.kv_heads)

    # -- which projections a query head uses --------------------------------------
    def group_of(self, head: int) -> int:
        """The key/value group query head ``head`` reads (its own index without sharing)."""
        return head * self.n_kv_heads // self.n_heads

    def key_projection(self, head: int) -> np.ndarray:
        """(w, d_k): the W_k query head ``head`` compares with, its own or its group's."""
        matrix = (
            self.heads[head].W_k
            if self.kv_heads is None
            else self.kv_heads[self.group_of(head)].W_k
        )
        assert matrix is not None  # validation guarantees it
        return matrix

    def value_projection(self, head: int) -> np.ndarray:
        """(w, d_v): the W_v query head ``head`` mixes, its own or its group's."""
        matrix = (
            self.heads[head].W_v
            if self.kv_heads is None
            else self.kv_heads[self.group_of(head)].W_v
        )
        assert matrix is not None  # validation guarantees it
        return matrix

    def is_on(self, head: int) -> bool:
        return head not in self.heads_off

    def replace(self, **changes: object) -> Layer:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def equals(self, other: Layer) -> bool:
        """Exact equality of every number and switch."""

        def same_parts(a: object, b: object) -> bool:
            if a is None or b is None:
                return a is None and b is None
            return a.equals(b)  # type: ignore[attr-defined, no-any-return]

        kv_a, kv_b = self.kv_heads, other.kv_heads
        return (
            self.n_heads == other.n_heads
            and all(h.equals(o) for h, o in zip(self.heads, other.heads, strict=True))
            and same_arrays(self.W_o, other.W_o)
            and (self.residual, self.heads_off) == (other.residual, other.heads_off)
            and (kv_a is None) == (kv_b is None)
            and (
                kv_a is None
                or kv_b is None
                or (
                    len(kv_a) == len(kv_b)
                    and all(a.equals(b) for a, b in zip(kv_a, kv_b, strict=True))
                )
            )
            and same_parts(self.layer_norm, other.layer_norm)
        )

    def uses_version_2(self) -> bool:
        """Whether this layer needs something a version 1 file cannot say."""
        return self.kv_heads is not None or self.layer_norm is not None or bool(self.heads_off)
