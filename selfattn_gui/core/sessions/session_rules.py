"""The rules every session keeps, checked in a fixed order.

:func:`validate` raises :class:`~selfattn_gui.core.sessions.session.SessionError`
naming the first rule a session breaks, with the field as a session file spells it
(``layers[1].heads[0].W_q``; a session version 1 can hold has its one layer's parts
named as version 1 files say them, ``heads[0].W_q``) and, for shapes, both the
expected and the found shape.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Protocol

import numpy as np

from selfattn_gui.core.sessions.file_messages import quote
from selfattn_gui.core.sessions.inputs import MAX_VOCABULARY, Source, Vocabulary
from selfattn_gui.core.sessions.layer_rules import check_layer
from selfattn_gui.core.sessions.layers import MAX_LAYERS, Layer
from selfattn_gui.core.sessions.matrix_rules import check_matrix, check_values, shape_text
from selfattn_gui.core.sessions.session_limits import (
    ATTENTIONS,
    MAX_BYTES_PER_CHARACTER,
    MAX_NUMBERS,
    MAX_ROWS,
    MAX_TEXT_BYTES,
    MAX_TOKENS,
    MAX_WIDTH,
    POSITIONAL_ENCODINGS,
    SCALES,
    SessionError,
    check_numbers,
    text_bytes,
)


class Session(Protocol):
    """What the rules read of a :class:`~selfattn_gui.core.sessions.session.Session`
    (named here, not imported, so the session can import its rules)."""

    @property
    def tokens(self) -> tuple[str, ...]: ...
    @property
    def embeddings(self) -> np.ndarray: ...
    @property
    def layers(self) -> tuple[Layer, ...]: ...
    @property
    def positional_encoding(self) -> str: ...
    @property
    def W_pos(self) -> np.ndarray | None: ...
    @property
    def causal(self) -> bool: ...
    @property
    def mask(self) -> np.ndarray | None: ...
    @property
    def scale(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def attention(self) -> str: ...
    @property
    def source(self) -> Source | None: ...
    @property
    def vocabulary(self) -> Vocabulary | None: ...
    @property
    def W_U(self) -> np.ndarray | None: ...

    @property
    def W_o(self) -> np.ndarray | None: ...
    @property
    def n_tokens(self) -> int: ...
    @property
    def n_keys(self) -> int: ...
    @property
    def d_model(self) -> int: ...
    @property
    def d_k(self) -> int: ...
    @property
    def d_v(self) -> int: ...
    @property
    def n_heads(self) -> int: ...
    @property
    def version(self) -> int: ...


def validate(session: Session) -> None:
    """Raise :class:`SessionError` naming the first rule the session breaks."""
    _check_labels("tokens", session.tokens)
    if not isinstance(session.title, str):
        raise SessionError(f"title: expected text, found {type(session.title).__name__}")
    _check_valid_text("title", session.title)
    d_model = _check_embeddings(session)
    _check_attention(session, d_model)
    if not 1 <= len(session.layers) <= MAX_LAYERS:
        raise SessionError(
            f"layers: expected 1 to {MAX_LAYERS} layers, found {len(session.layers)}"
        )
    width = d_model
    for index, layer in enumerate(session.layers):
        width = check_layer(layer, _layer_name(session, index), width)
    _check_numbers(session)
    _check_text(session)
    _check_switches(session, d_model)
    _check_unembedding(session, width)


# -- pieces ------------------------------------------------------------------------


def _check_valid_text(name: str, text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (JSON "\ud800") would load but could never be saved again.
        raise SessionError(f"{name}: holds a character that is not valid text") from None


def _check_labels(name: str, labels: tuple[str, ...], limit: int = MAX_TOKENS) -> None:
    """1 to ``limit`` labels, none empty, all text that can be saved."""
    if len(labels) < 1:
        raise SessionError(f"{name}: at least one token is needed")
    if len(labels) > limit:
        raise SessionError(f"{name}: {len(labels)} tokens, the limit is {limit}")
    for i, label in enumerate(labels):
        if not label.strip():
            raise SessionError(f"{name}[{i}]: a token label must not be empty")
        _check_valid_text(f"{name}[{i}]", label)


def _check_embeddings(session: Session) -> int:
    """The token vectors are (n_tokens, d_model), typed or from the vocabulary; return d_model."""
    vocabulary = session.vocabulary
    if vocabulary is not None:
        _check_vocabulary(vocabulary)
        known = set(vocabulary.labels)
        for i, token in enumerate(session.tokens):
            if token not in known:
                raise SessionError(f"tokens[{i}]: {quote(token)} is not in the vocabulary")
    n = len(session.tokens)
    emb = session.embeddings
    if emb is None or emb.ndim != 2 or emb.shape[0] != n:
        found = "none" if emb is None else f"shape {shape_text(emb)}"
        raise SessionError(f"embeddings: expected {n} rows (one per token), found {found}")
    d_model = emb.shape[1]
    if not 1 <= d_model <= MAX_WIDTH:
        raise SessionError(
            f"embeddings: d_model must be between 1 and {MAX_WIDTH}, found {d_model}"
        )
    check_matrix("embeddings", emb, n, d_model)
    return int(d_model)


def _check_vocabulary(vocabulary: Vocabulary) -> None:
    _check_labels("vocabulary.labels", vocabulary.labels, MAX_VOCABULARY)
    seen: dict[str, int] = {}
    for i, label in enumerate(vocabulary.labels):
        if label in seen:
            raise SessionError(
                f'vocabulary.labels[{i}]: "{label}" is already entry {seen[label]}; '
                "every label must be different"
            )
        seen[label] = i
    W_E = vocabulary.W_E
    if W_E.ndim != 2 or not 1 <= W_E.shape[1] <= MAX_WIDTH:
        raise SessionError(
            f"vocabulary.W_E: expected {vocabulary.size} rows × d_model (1 to {MAX_WIDTH}), "
            f"found shape {shape_text(W_E)}"
        )
    check_matrix("vocabulary.W_E", W_E, vocabulary.size, W_E.shape[1], "one row per label")


def _check_attention(session: Session, d_model: int) -> None:
    """Self-attention has no source; cross-attention has one, one layer and no causal mask."""
    if session.attention not in ATTENTIONS:
        raise SessionError(
            f"attention: expected one of {', '.join(map(repr, ATTENTIONS))}, "
            f"found {session.attention!r}"
        )
    if session.attention == "self":
        if session.source is not None:
            raise SessionError('source: only a "cross" session has a source sequence')
        return
    source = session.source
    if source is None:
        raise SessionError('source: a "cross" session needs the sequence its keys come from')
    _check_source(source, d_model)
    if session.causal:
        raise SessionError(
            'causal: a "cross" session cannot use the causal mask (its keys are another '
            "sequence, not earlier tokens); use a custom mask instead"
        )
    if len(session.layers) != 1:
        raise SessionError(f'layers: a "cross" session has one layer, found {len(session.layers)}')


def _check_source(source: Source, d_model: int) -> None:
    _check_labels("source.tokens", source.tokens)
    check_matrix(
        "source.embeddings",
        source.embeddings,
        source.n_tokens,
        d_model,
        "one row per source token, d_model wide",
    )


def _layer_name(session: Session, index: int) -> str:
    """How a message names a layer: as the session's file spells it, "" for a session
    version 1 can hold (its heads are top-level keys there), else "layers[0]."."""
    return "" if session.version == 1 else f"layers[{index}]."


def _arrays(session: Session) -> Iterator[np.ndarray]:
    """Every matrix and vector of numbers the session holds (what its file writes)."""
    if session.vocabulary is not None:
        yield session.vocabulary.W_E
    else:
        yield session.embeddings
    if session.source is not None:
        yield session.source.embeddings
    for layer in session.layers:
        for head in layer.heads:
            yield from (m for m in (head.W_q, head.W_k, head.W_v) if m is not None)
        for kv in layer.kv_heads or ():
            yield from (kv.W_k, kv.W_v)
        if layer.W_o is not None:
            yield layer.W_o
        if layer.layer_norm is not None:
            yield from (layer.layer_norm.gain, layer.layer_norm.bias)
    yield from (m for m in (session.W_pos, session.W_U) if m is not None)


def _check_numbers(session: Session) -> None:
    if session.version == 1:  # sizes in the words the size controls use
        W_o = session.W_o
        out = None if W_o is None else int(W_o.shape[1])
        check_numbers(
            session.n_tokens, session.d_model, session.d_k, session.d_v, session.n_heads, out
        )
        return
    count = sum(int(a.size) for a in _arrays(session))
    if count > MAX_NUMBERS:
        raise SessionError(
            f"size: the session holds {count:,} numbers; a session can hold at most "
            f"{MAX_NUMBERS:,}, so that it can be saved and opened again (make a size, the "
            "heads, the layers, the vocabulary or the tokens fewer)"
        )
    # A vector (a layer norm's gain or bias) is written on one line, like a matrix row.
    rows = sum(int(a.shape[0]) if a.ndim == 2 else 1 for a in _arrays(session))
    if rows > MAX_ROWS:
        raise SessionError(
            f"size: the session's matrices have {rows:,} rows; a session can have at most "
            f"{MAX_ROWS:,}, so that it can be saved and opened again (make d_model, the "
            "heads, the layers, the vocabulary or the positions of W_pos fewer)"
        )


def _labels(session: Session) -> tuple[str, ...]:
    """Every label the file writes: tokens, source tokens, vocabulary labels."""
    source = session.source.tokens if session.source is not None else ()
    vocabulary = session.vocabulary.labels if session.vocabulary is not None else ()
    return (*session.tokens, *source, *vocabulary)


def _check_text(session: Session) -> None:
    labels, title = _labels(session), session.title
    characters = sum(map(len, labels)) + len(title)
    if (characters + len(labels) + 1) * MAX_BYTES_PER_CHARACTER <= MAX_TEXT_BYTES:
        return  # far inside the budget even if every character were escaped (every edit runs this)
    size = text_bytes(labels, title)
    if size > MAX_TEXT_BYTES:
        raise SessionError(
            f"tokens and title: {math.ceil(size / 1024 / 1024 * 10) / 10} MB of text, more than "
            f"the {MAX_TEXT_BYTES // 1024 // 1024} MB a session can hold, so that it can be "
            "saved and opened again (shorten the token labels or the title)"
        )


def _check_switches(session: Session, d_model: int) -> None:
    """The mask's shape, the positions and the scaling."""
    n, m = session.n_tokens, session.n_keys
    if session.mask is not None and session.mask.shape != (n, m):
        raise SessionError(f"mask: expected shape {n} × {m}, found {shape_text(session.mask)}")
    if session.positional_encoding not in POSITIONAL_ENCODINGS:
        raise SessionError(
            f"positional_encoding: expected one of {', '.join(map(repr, POSITIONAL_ENCODINGS))}, "
            f"found {session.positional_encoding!r}"
        )
    if session.positional_encoding == "learned":
        W_pos = session.W_pos
        if W_pos is None:
            raise SessionError('W_pos: "learned" positions need their matrix W_pos')
        if W_pos.ndim != 2 or W_pos.shape[1] != d_model:
            raise SessionError(
                f"W_pos: expected max_positions × {d_model} (d_model), found shape {shape_text(W_pos)}"
            )
        check_values("W_pos", W_pos)
        if n > W_pos.shape[0]:
            raise SessionError(
                f"W_pos: the sequence has {n} tokens but W_pos has only {W_pos.shape[0]} "
                "positions (learned positions cannot go beyond what was learned)"
            )
    elif session.W_pos is not None:
        raise SessionError('W_pos: only "learned" positions have a W_pos matrix')
    if session.scale not in SCALES:
        raise SessionError(
            f"scale: expected one of {', '.join(map(repr, SCALES))}, found {session.scale!r}"
        )


def _check_unembedding(session: Session, width: int) -> None:
    """W_U turns the last layer's output (``width`` wide) into one logit per label."""
    if session.W_U is None:
        return
    if session.vocabulary is None:
        raise SessionError("W_U: an unembedding needs a vocabulary (its columns are its labels)")
    size = session.vocabulary.size
    check_matrix("W_U", session.W_U, width, size, "the last layer's output width × vocabulary size")
