"""The size rules of a session: how many numbers, rows and bytes of text it may hold,
so that it can always be saved and opened again.

Part of :func:`~selfattn_gui.core.sessions.session_rules.validate`, which checks them
after the shapes (a session that breaks a shape rule never gets this far).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np

from selfattn_gui.core.sessions.numbers_text import fixed, whole
from selfattn_gui.core.sessions.session_limits import (
    MAX_BYTES_PER_CHARACTER,
    MAX_NUMBERS,
    MAX_ROWS,
    MAX_TEXT_BYTES,
    SessionError,
    check_numbers,
    text_bytes,
)
from selfattn_gui.core.text import translate

if TYPE_CHECKING:
    from selfattn_gui.core.sessions.session_protocol import Session


def _refused(message: str, **values: object) -> SessionError:
    """The error of a broken rule: ``message`` (translated) with its placeholders filled."""
    return SessionError(message.format(**values))


def check_size(session: Session) -> None:
    """Refuse a session with more numbers, rows or text than a session file may hold."""
    _check_numbers(session)
    _check_text(session)


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
        raise _refused(
            translate(
                "session_size_rules",
                "size: the session holds {count} numbers; a session can hold at most "
                "{limit}, so that it can be saved and opened again (make a size, the "
                "heads, the layers, the vocabulary or the tokens fewer)",
            ),
            count=whole(count),
            limit=whole(MAX_NUMBERS),
        )
    # A vector (a layer norm's gain or bias) is written on one line, like a matrix row.
    rows = sum(int(a.shape[0]) if a.ndim == 2 else 1 for a in _arrays(session))
    if rows > MAX_ROWS:
        raise _refused(
            translate(
                "session_size_rules",
                "size: the session's matrices have {rows} rows; a session can have at most "
                "{limit}, so that it can be saved and opened again (make d_model, the "
                "heads, the layers, the vocabulary or the positions of W_pos fewer)",
            ),
            rows=whole(rows),
            limit=whole(MAX_ROWS),
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
        raise _refused(
            translate(
                "session_size_rules",
                "tokens and title: {size} MB of text, more than the {limit} MB a session can "
                "hold, so that it can be saved and opened again (shorten the token labels or "
                "the title)",
            ),
            size=fixed(math.ceil(size / 1024 / 1024 * 10) / 10, 1),  # up: above the limit
            limit=MAX_TEXT_BYTES // 1024 // 1024,
        )
