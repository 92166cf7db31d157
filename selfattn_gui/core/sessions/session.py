"""The session: everything a learner can edit, as one immutable value.

A session holds the tokens and their vectors (typed, or rows of a vocabulary), its
attention layers (each with its heads' projections, an optional output projection
``W_o`` and the residual switch), the positions, the masks and scaling, and for
cross-attention the source sequence.  It is frozen; an edit makes a new session with
:meth:`Session.replace`, so undo can keep the old one as it was.  The rules a session
must keep are checked by :mod:`selfattn_gui.core.sessions.session_rules`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, fields

import numpy as np

from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.layers import Head, Layer, read_only_copy, same_arrays

POSITIONAL_ENCODINGS = ("none", "sinusoidal", "learned")
#: The positions a switch can choose (learned ones come with their matrix W_pos).
VERSION_1_POSITIONS = ("none", "sinusoidal")
ATTENTIONS = ("self", "cross")
SCALES = ("sqrt_dk", "none")
MAX_TOKENS = 512
MAX_WIDTH = 1024
MAX_HEADS = 16
MAX_ABS_VALUE = 1e6

# -- how big a session may grow: one set of numbers for editing, saving and opening ----
#
# Every session the app accepts must fit in a session file, and every session file must
# open again, so the editors (size spin boxes, new tokens, W_o), saving, recovery copies
# and loading all check the same two budgets below.  They are derived from the file
# limit at the serializer's worst case (``tests/core/test_session_limits.py`` measures
# it on real output):
#
# - a number takes at most 26 bytes: 24 characters (``-1.2345678901234567e-300``; the
#   ±1e6 limit keeps exponents short) plus the ", " before the next one;
# - each matrix row adds at most 12 (indentation, brackets, line break), and the other
#   limits allow at most 66,048 rows (512 + 16 heads · 3 · 1024 + 16 · 1024): < 0.8 MB;
# - a custom mask is at most 512 × 512 cells of "1, ": < 0.8 MB;
# - labels and title are budgeted as the file holds them (UTF-8 with JSON escapes);
# - keys, head objects and per-token line breaks: a few kilobytes.
#
# 600,000 numbers · 26 + 2 MB of text + 0.8 + 0.8 MB + a few kB is about 19.3 MB, so the
# biggest session the editors allow still fits the 20 MB file limit with room to spare.

#: A session file larger than this is refused before it is read.
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Every number of every matrix: token vectors, W_q, W_k and W_v of each head, and W_o.
MAX_NUMBERS = 600_000
#: The token labels and the title as the file holds them (UTF-8, quotes and escapes).
MAX_TEXT_BYTES = 2 * 1024 * 1024
#: The longest a character can become in the file: a control character as ``\u001f``.
_MAX_BYTES_PER_CHARACTER = 6


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
        # Imported here: the rules need this module's limits and errors first.
        from selfattn_gui.core.sessions.session_rules import validate

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


def _embedded(vocabulary: Vocabulary, tokens: tuple[str, ...]) -> np.ndarray:
    """The token vectors of a vocabulary session, naming a token the vocabulary lacks."""
    known = set(vocabulary.labels)
    for i, token in enumerate(tokens):
        if token not in known:
            raise SessionError(f'tokens[{i}]: "{token}" is not in the vocabulary')
    return vocabulary.embed(tokens)


class SessionError(ValueError):
    """A session that breaks a rule; the message names the field and the problem.

    ``headline``, when known, says in a learner's words what the problem means for the
    file as a whole ("This is not a selfattn-gui session file."); the message stays the
    one-line technical detail under it.
    """

    def __init__(self, message: str = "", headline: str | None = None) -> None:
        super().__init__(message)
        self.headline = headline


def count_numbers(
    n_tokens: int, d_model: int, d_k: int, d_v: int, n_heads: int, w_o_width: int | None = None
) -> int:
    """How many numbers a session of these sizes holds in its matrices.

    The token vectors (n_tokens × d_model), W_q and W_k (d_model × d_k) and W_v
    (d_model × d_v) of every head, and W_o ((n_heads · d_v) × w_o_width) if there is one.
    """
    numbers = n_tokens * d_model + n_heads * d_model * (2 * d_k + d_v)
    if w_o_width is not None:
        numbers += n_heads * d_v * w_o_width
    return numbers


def check_numbers(
    n_tokens: int, d_model: int, d_k: int, d_v: int, n_heads: int, w_o_width: int | None = None
) -> None:
    """Refuse sizes whose session would hold more than :data:`MAX_NUMBERS` numbers.

    Edits call this before they build the matrices, so asking for 16 heads of
    1024 × 1024 is refused at once instead of first filling memory with zeros.
    """
    count = count_numbers(n_tokens, d_model, d_k, d_v, n_heads, w_o_width)
    if count <= MAX_NUMBERS:
        return
    heads = f"{n_heads} head{'s' if n_heads != 1 else ''}"
    tokens = f"{n_tokens} token{'s' if n_tokens != 1 else ''}"
    w_o = "" if w_o_width is None else f", W_o {n_heads * d_v} × {w_o_width}"
    raise SessionError(
        f"size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}{w_o} "
        f"would need {count:,} numbers; a session can hold at most {MAX_NUMBERS:,}, so "
        "that it can be saved and opened again (make a size, the heads or the tokens fewer)"
    )


def text_bytes(tokens: tuple[str, ...], title: str) -> int:
    """The bytes the token labels and the title take in a session file, with their quotes."""
    return sum(len(json.dumps(t, ensure_ascii=False).encode("utf-8")) for t in (*tokens, title))
