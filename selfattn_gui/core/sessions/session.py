"""The session: everything a learner can edit, as one immutable value.

A session holds the tokens and their vectors (typed, or rows of a vocabulary), its
attention layers (each with its heads' projections, an optional output projection
``W_o`` and the residual switch), the positions, the masks and scaling, and for
cross-attention the source sequence.  It is frozen; an edit makes a new session with
:meth:`Session.replace`, so undo can keep the old one as it was.  The rules a session
must keep are checked by :mod:`selfattn_gui.core.sessions.session_rules`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

import numpy as np

from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer, read_only_copy, same_arrays
from selfattn_gui.core.sessions.session_limits import (  # noqa: F401 (the names importers know)
    ATTENTIONS,
    MAX_ABS_VALUE,
    MAX_FILE_BYTES,
    MAX_HEADS,
    MAX_NUMBERS,
    MAX_ROWS,
    MAX_TEXT_BYTES,
    MAX_TOKENS,
    MAX_WIDTH,
    POSITIONAL_ENCODINGS,
    SCALES,
    VERSION_1_POSITIONS,
    SessionError,
    check_numbers,
    count_numbers,
    text_bytes,
)
from selfattn_gui.core.sessions.session_rules import validate


@dataclass(frozen=True, eq=False, init=False)
class Session:
    """One small example of attention, everything a learner can edit.

    Attributes
    ----------
    tokens : tuple of n non-empty labels
    embeddings : (n, d_model) array, the token vectors (with a vocabulary: the rows of
        its W_E for the tokens, derived, never given)
    layers : 1..6 :class:`Layer` objects; layer 1 reads Z, each later one the output
        of the one before
    positional_encoding : "none", "sinusoidal" or "learned"
    W_pos : (max_positions, d_model) array with "learned", else None
    causal : whether each query may only see itself and earlier keys
    mask : (n, m) bool array (True = this query may attend to this key) or None
    scale : "sqrt_dk" (divide scores by sqrt(d_k)) or "none"
    title : free text shown in the window title
    attention : "self", or "cross" (keys and values from ``source``; one layer)
    source : the :class:`Source` of a cross session, else None
    vocabulary : a :class:`Vocabulary` the tokens are labels of, or None
    W_U : (width of the last layer's output, V) array turning it into next-token
        logits (needs a vocabulary), or None

    A one-layer session can be built from its layer's parts: ``Session(tokens,
    embeddings, heads, W_o, ..., residual=True)`` is ``Session(tokens, embeddings,
    layers=(Layer(heads, W_o, residual),), ...)``.  ``heads``, ``W_o`` and ``residual``
    then read (and :meth:`replace` changes) the first layer.
    """

    tokens: tuple[str, ...]
    embeddings: np.ndarray
    layers: tuple[Layer, ...]
    positional_encoding: str
    W_pos: np.ndarray | None
    causal: bool
    mask: np.ndarray | None
    scale: str
    title: str
    attention: str
    source: Source | None
    vocabulary: Vocabulary | None
    W_U: np.ndarray | None

    def __init__(
        self,
        tokens: Sequence[str],
        embeddings: object = None,
        heads: Sequence[Head] | None = None,
        W_o: object = None,
        positional_encoding: str = "none",
        causal: bool = False,
        mask: object = None,
        scale: str = "sqrt_dk",
        residual: bool | None = None,
        title: str = "",
        *,
        layers: Sequence[Layer] | None = None,
        W_pos: object = None,
        attention: str = "self",
        source: Source | None = None,
        vocabulary: Vocabulary | None = None,
        W_U: object = None,
    ) -> None:
        if layers is None:
            if heads is None:
                raise TypeError("Session needs its heads, or its layers")
            layers = (Layer(tuple(heads), W_o, True if residual is None else residual),)  # type: ignore[arg-type]
        elif heads is not None or W_o is not None or residual is not None:
            raise TypeError("give a Session its layers, or its first layer's parts, not both")
        tokens = tuple(str(t) for t in tokens)
        if vocabulary is not None:
            embeddings = _embedded(vocabulary, tokens)
        values = {
            "tokens": tokens,
            "embeddings": read_only_copy(embeddings),
            "layers": tuple(layers),
            "positional_encoding": positional_encoding,
            "W_pos": read_only_copy(W_pos),
            "causal": causal,
            "mask": read_only_copy(mask, dtype=bool),
            "scale": scale,
            "title": title,
            "attention": attention,
            "source": source,
            "vocabulary": vocabulary,
            "W_U": read_only_copy(W_U),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        validate(self)

    # -- the first layer, which a one-layer view shows and edits -----------------------
    @property
    def heads(self) -> tuple[Head, ...]:
        """The first layer's heads."""
        return self.layers[0].heads

    @property
    def W_o(self) -> np.ndarray | None:
        """The first layer's output projection."""
        return self.layers[0].W_o

    @property
    def residual(self) -> bool:
        """Whether the first layer adds its input back."""
        return self.layers[0].residual

    # -- sizes -----------------------------------------------------------------
    @property
    def n_tokens(self) -> int:
        return len(self.tokens)

    @property
    def n_keys(self) -> int:
        """m: how many keys each query sees (the source's tokens in a cross session)."""
        return self.source.n_tokens if self.source is not None else self.n_tokens

    @property
    def key_tokens(self) -> tuple[str, ...]:
        """The labels of the keys: the source's tokens in a cross session, else the tokens."""
        return self.source.tokens if self.source is not None else self.tokens

    @property
    def d_model(self) -> int:
        return int(self.embeddings.shape[1])

    @property
    def d_k(self) -> int:
        return self.layers[0].d_k

    @property
    def d_v(self) -> int:
        return self.layers[0].d_v

    @property
    def n_heads(self) -> int:
        return self.layers[0].n_heads

    @property
    def n_layers(self) -> int:
        return len(self.layers)

    @property
    def version(self) -> int:
        """The session file version that can hold this session: 1 unless it uses
        something only version 2 has (layers, cross, vocabulary, learned positions, ...)."""
        simple = (
            self.n_layers == 1
            and self.attention == "self"
            and self.vocabulary is None
            and self.positional_encoding != "learned"
            and self.W_U is None
            and not self.layers[0].uses_version_2()
        )
        return 1 if simple else 2

    def replace(self, **changes: object) -> Session:
        """Return a copy with some fields changed (validated like a new session).

        ``heads``, ``W_o`` and ``residual`` change the first layer; ``embeddings`` of a
        session with a vocabulary cannot be given (change its W_E).
        """
        first = {k: changes.pop(k) for k in ("heads", "W_o", "residual") if k in changes}
        layers: tuple[Layer, ...] = tuple(changes.pop("layers", self.layers))  # type: ignore[arg-type]
        if first:
            layers = (layers[0].replace(**first), *layers[1:])
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes, layers=layers)
        if values["vocabulary"] is not None:
            values.pop("embeddings")
        return Session(**values)  # type: ignore[arg-type]

    def with_layer(self, index: int, layer: Layer) -> Session:
        """A copy whose layer ``index`` (0-based) is ``layer``."""
        layers = list(self.layers)
        layers[index] = layer
        return self.replace(layers=tuple(layers))

    def equals(self, other: Session) -> bool:
        """Exact equality of every number and switch (used by undo tests)."""

        def same_parts(a: object, b: object) -> bool:
            if a is None or b is None:
                return a is None and b is None
            return a.equals(b)  # type: ignore[attr-defined, no-any-return]

        switches = ("tokens", "positional_encoding", "causal", "scale", "title", "attention")
        return (
            all(getattr(self, s) == getattr(other, s) for s in switches)
            and all(
                same_arrays(getattr(self, a), getattr(other, a))
                for a in ("embeddings", "W_pos", "mask", "W_U")
            )
            and self.n_layers == other.n_layers
            and all(a.equals(b) for a, b in zip(self.layers, other.layers, strict=True))
            and same_parts(self.source, other.source)
            and same_parts(self.vocabulary, other.vocabulary)
        )


def _embedded(vocabulary: Vocabulary, tokens: tuple[str, ...]) -> np.ndarray | None:
    """The token vectors of a vocabulary session: the rows of W_E of its tokens.

    None when W_E has not one row per label or a token is not in the vocabulary, so
    that the rules name the problem (in their fixed order) instead of an index failing.
    """
    W_E, known = vocabulary.W_E, set(vocabulary.labels)
    if W_E.ndim != 2 or W_E.shape[0] != vocabulary.size or not known.issuperset(tokens):
        return None
    return vocabulary.embed(tokens)
