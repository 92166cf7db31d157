"""The session: everything a learner can edit, as one immutable value.

A session holds the tokens, their vectors, the projection matrices of every head,
the optional output projection ``W_o`` and the switches (causal mask, positional
encoding, scaling, residual).  It is a frozen dataclass; an edit makes a new
session with :func:`dataclasses.replace`, so undo can keep the old one as it was.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, fields, replace

import numpy as np

POSITIONAL_ENCODINGS = ("none", "sinusoidal")
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


def _frozen(array: np.ndarray | None, dtype: type = np.float64) -> np.ndarray | None:
    """Return a read-only copy so no view can change a session behind the undo stack."""
    if array is None:
        return None
    if isinstance(array, np.ndarray) and array.dtype == dtype and not array.flags.writeable:
        return array  # already frozen: share it, so an edit copies only what it changes
    result: np.ndarray = np.array(array, dtype=dtype, copy=True)
    result.setflags(write=False)
    return result


@dataclass(frozen=True, eq=False)
class Head:
    """The three projections of one attention head.

    Attributes
    ----------
    W_q, W_k : (d_model, d_k) arrays
    W_v : (d_model, d_v) array
    """

    W_q: np.ndarray
    W_k: np.ndarray
    W_v: np.ndarray

    def __post_init__(self) -> None:
        for name in _head_fields():
            object.__setattr__(self, name, _frozen(getattr(self, name)))

    def matrix(self, name: str) -> np.ndarray:
        """Return ``W_q``, ``W_k`` or ``W_v`` by name."""
        return getattr(self, name)

    def equals(self, other: Head) -> bool:
        return all(np.array_equal(self.matrix(n), other.matrix(n)) for n in _head_fields())


def _head_fields() -> tuple[str, ...]:
    """The names of a head's matrices, as its fields list them (one place to add one)."""
    return tuple(f.name for f in fields(Head))


@dataclass(frozen=True, eq=False)
class Session:
    """One small example of self-attention.

    Attributes
    ----------
    tokens : tuple of n non-empty labels
    embeddings : (n, d_model) array, the token vectors
    heads : 1..16 heads sharing d_k and d_v
    W_o : (n_heads * d_v, d_model) array or None
    positional_encoding : "none" or "sinusoidal"
    causal : whether each query may only see itself and earlier keys
    mask : (n, n) bool array (True = this query may attend to this key) or None
    scale : "sqrt_dk" (divide scores by sqrt(d_k)) or "none"
    residual : whether to add the token vectors back to the attention output
    title : free text shown in the window title
    """

    tokens: tuple[str, ...]
    embeddings: np.ndarray
    heads: tuple[Head, ...]
    W_o: np.ndarray | None = None
    positional_encoding: str = "none"
    causal: bool = False
    mask: np.ndarray | None = None
    scale: str = "sqrt_dk"
    residual: bool = True
    title: str = ""
    _checked: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tokens", tuple(str(t) for t in self.tokens))
        object.__setattr__(self, "embeddings", _frozen(self.embeddings))
        object.__setattr__(self, "heads", tuple(self.heads))
        object.__setattr__(self, "W_o", _frozen(self.W_o))
        object.__setattr__(self, "mask", _frozen(self.mask, dtype=bool))
        validate(self)

    # -- sizes -----------------------------------------------------------------
    @property
    def n_tokens(self) -> int:
        return len(self.tokens)

    @property
    def d_model(self) -> int:
        return int(self.embeddings.shape[1])

    @property
    def d_k(self) -> int:
        return int(self.heads[0].W_q.shape[1])

    @property
    def d_v(self) -> int:
        return int(self.heads[0].W_v.shape[1])

    @property
    def n_heads(self) -> int:
        return len(self.heads)

    def replace(self, **changes: object) -> Session:
        """Return a copy with some fields changed (validated like a new session)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def equals(self, other: Session) -> bool:
        """Exact equality of every number and switch (used by undo tests)."""

        def same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
            if a is None or b is None:
                return a is None and b is None
            return a.shape == b.shape and np.array_equal(a, b)

        return (
            self.tokens == other.tokens
            and same(self.embeddings, other.embeddings)
            and len(self.heads) == len(other.heads)
            and all(h.equals(o) for h, o in zip(self.heads, other.heads, strict=True))
            and same(self.W_o, other.W_o)
            and same(self.mask, other.mask)
            and (self.positional_encoding, self.causal, self.scale, self.residual, self.title)
            == (other.positional_encoding, other.causal, other.scale, other.residual, other.title)
        )


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


def _check_text(tokens: tuple[str, ...], title: str) -> None:
    characters = sum(map(len, tokens)) + len(title)
    if (characters + len(tokens) + 1) * _MAX_BYTES_PER_CHARACTER <= MAX_TEXT_BYTES:
        return  # far inside the budget even if every character were escaped (every edit runs this)
    size = text_bytes(tokens, title)
    if size > MAX_TEXT_BYTES:
        raise SessionError(
            f"tokens and title: {math.ceil(size / 1024 / 1024 * 10) / 10} MB of text, more than the "
            f"{MAX_TEXT_BYTES // 1024 // 1024} MB a session can hold, so that it can be "
            "saved and opened again (shorten the token labels or the title)"
        )


def _shape(array: np.ndarray) -> str:
    return " × ".join(str(s) for s in array.shape)


def _check_matrix(
    name: str, array: np.ndarray, rows: int, cols: int | None, meaning: str = ""
) -> None:
    """Check shape and values; ``meaning`` says where the expected shape comes from."""
    if array.ndim != 2:
        raise SessionError(f"{name}: expected a 2-D matrix, found shape {_shape(array)}")
    why = f" ({meaning})" if meaning else ""
    if cols is None and array.shape[0] != rows:
        raise SessionError(f"{name}: expected {rows} rows{why}, found shape {_shape(array)}")
    if cols is not None and array.shape != (rows, cols):
        raise SessionError(f"{name}: expected shape {rows} × {cols}{why}, found {_shape(array)}")
    if not np.all(np.isfinite(array)):
        r, c = np.argwhere(~np.isfinite(array))[0]
        raise SessionError(f"{name}[{r}][{c}]: {array[r, c]} is not a finite number")
    if array.size and np.max(np.abs(array)) > MAX_ABS_VALUE:
        r, c = np.argwhere(np.abs(array) > MAX_ABS_VALUE)[0]
        raise SessionError(
            f"{name}[{r}][{c}]: {array[r, c]:g} is too large (the limit is ±{MAX_ABS_VALUE:g})"
        )


def _check_labels(session: Session) -> None:
    """The token labels (1 to MAX_TOKENS, none empty) and the title are text that can be saved."""
    n = len(session.tokens)
    if n < 1:
        raise SessionError("tokens: at least one token is needed")
    if n > MAX_TOKENS:
        raise SessionError(f"tokens: {n} tokens, the limit is {MAX_TOKENS}")
    for i, label in enumerate(session.tokens):
        if not label.strip():
            raise SessionError(f"tokens[{i}]: a token label must not be empty")
        try:
            label.encode("utf-8")
        except UnicodeEncodeError:
            raise SessionError(
                f"tokens[{i}]: the label holds a character that is not valid text"
            ) from None
    if not isinstance(session.title, str):
        raise SessionError(f"title: expected text, found {type(session.title).__name__}")
    try:
        session.title.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (JSON "\ud800") would load but could never be saved again.
        raise SessionError("title: holds a character that is not valid text") from None


def _check_embeddings(session: Session) -> int:
    """The embeddings are (n_tokens, d_model); return d_model."""
    n = len(session.tokens)
    emb = session.embeddings
    if emb.ndim != 2 or emb.shape[0] != n:
        raise SessionError(
            f"embeddings: expected {n} rows (one per token), found shape {_shape(emb)}"
        )
    d_model = emb.shape[1]
    if not 1 <= d_model <= MAX_WIDTH:
        raise SessionError(
            f"embeddings: d_model must be between 1 and {MAX_WIDTH}, found {d_model}"
        )
    _check_matrix("embeddings", emb, n, d_model)
    return int(d_model)


def _check_heads(session: Session, d_model: int) -> tuple[int, int]:
    """Every head's W_q, W_k are (d_model, d_k) and W_v (d_model, d_v); return d_k, d_v."""
    if not 1 <= len(session.heads) <= MAX_HEADS:
        raise SessionError(f"heads: expected 1 to {MAX_HEADS} heads, found {len(session.heads)}")
    first = session.heads[0]
    if first.W_q.ndim != 2 or first.W_v.ndim != 2:
        raise SessionError("heads[0]: W_q and W_v must be 2-D matrices")
    d_k, d_v = first.W_q.shape[1], first.W_v.shape[1]
    for label, width in (("d_k", d_k), ("d_v", d_v)):
        if not 1 <= width <= MAX_WIDTH:
            raise SessionError(
                f"heads[0]: {label} must be between 1 and {MAX_WIDTH}, found {width}"
            )
    for h, head in enumerate(session.heads):
        # From the second head on, d_k and d_v are fixed by heads[0]: say so.
        shared = "" if h == 0 else ", as in heads[0]"
        _check_matrix(f"heads[{h}].W_q", head.W_q, d_model, d_k, f"d_model × d_k{shared}")
        _check_matrix(f"heads[{h}].W_k", head.W_k, d_model, d_k, f"d_model × d_k{shared}")
        _check_matrix(f"heads[{h}].W_v", head.W_v, d_model, d_v, f"d_model × d_v{shared}")
    return d_k, d_v


def validate(session: Session) -> None:
    """Raise :class:`SessionError` naming the first rule the session breaks."""
    _check_labels(session)
    n = len(session.tokens)
    d_model = _check_embeddings(session)
    d_k, d_v = _check_heads(session, d_model)
    if session.W_o is not None:
        n_heads = len(session.heads)
        _check_matrix(
            "W_o",
            session.W_o,
            n_heads * d_v,
            None,
            f"{n_heads} head{'s' if n_heads != 1 else ''} × d_v {d_v}",
        )
        if not 1 <= session.W_o.shape[1] <= MAX_WIDTH:
            raise SessionError(f"W_o: output width must be between 1 and {MAX_WIDTH}")
    check_numbers(
        n,
        d_model,
        d_k,
        d_v,
        len(session.heads),
        None if session.W_o is None else int(session.W_o.shape[1]),
    )
    _check_text(session.tokens, session.title)
    if session.mask is not None and session.mask.shape != (n, n):
        raise SessionError(f"mask: expected shape {n} × {n}, found {_shape(session.mask)}")
    if session.positional_encoding not in POSITIONAL_ENCODINGS:
        raise SessionError(
            f"positional_encoding: expected one of {', '.join(map(repr, POSITIONAL_ENCODINGS))}, "
            f"found {session.positional_encoding!r}"
        )
    if session.scale not in SCALES:
        raise SessionError(
            f"scale: expected one of {', '.join(map(repr, SCALES))}, found {session.scale!r}"
        )
