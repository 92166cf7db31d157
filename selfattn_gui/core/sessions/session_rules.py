"""The rules every session keeps, checked in a fixed order.

:func:`validate` raises :class:`~selfattn_gui.core.sessions.session.SessionError`
naming the first rule a session breaks, with the field as a session file spells it
(``layers[1].heads[0].W_q``; a session version 1 can hold has its one layer's parts
named as version 1 files say them, ``heads[0].W_q``) and, for shapes, both the
expected and the found shape.
"""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.sessions.file_messages import quote
from selfattn_gui.core.sessions.inputs import MAX_VOCABULARY, Source, Vocabulary
from selfattn_gui.core.sessions.layer_rules import check_layer
from selfattn_gui.core.sessions.layers import MAX_LAYERS
from selfattn_gui.core.sessions.matrix_rules import check_matrix, check_values, shape_text
from selfattn_gui.core.sessions.session_limits import (
    ATTENTIONS,
    MAX_TOKENS,
    MAX_WIDTH,
    POSITIONAL_ENCODINGS,
    SCALES,
    SessionError,
)
from selfattn_gui.core.sessions.session_protocol import Session
from selfattn_gui.core.sessions.session_size_rules import check_size
from selfattn_gui.core.text import translate


def _refused(message: str, **values: object) -> SessionError:
    """The error of a broken rule: ``message`` (translated) with its placeholders filled."""
    return SessionError(message.format(**values))


def validate(session: Session) -> None:
    """Raise :class:`SessionError` naming the first rule the session breaks."""
    _check_labels("tokens", session.tokens)
    if not isinstance(session.title, str):
        raise _refused(
            translate("session_rules", "title: expected text, found {found}"),
            found=type(session.title).__name__,
        )
    _check_valid_text("title", session.title)
    d_model = _check_embeddings(session)
    _check_attention(session, d_model)
    if not 1 <= len(session.layers) <= MAX_LAYERS:
        raise _refused(
            translate("session_rules", "layers: expected 1 to {limit} layers, found {found}"),
            limit=MAX_LAYERS,
            found=len(session.layers),
        )
    width = d_model
    for index, layer in enumerate(session.layers):
        width = check_layer(layer, _layer_name(session, index), width)
    check_size(session)
    _check_switches(session, d_model)
    _check_unembedding(session, width)


# -- pieces ------------------------------------------------------------------------


def _check_valid_text(name: str, text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (JSON "\ud800") would load but could never be saved again.
        raise _refused(
            translate("session_rules", "{name}: holds a character that is not valid text"),
            name=name,
        ) from None


def _check_labels(name: str, labels: tuple[str, ...], limit: int = MAX_TOKENS) -> None:
    """1 to ``limit`` labels, none empty, all text that can be saved."""
    if len(labels) < 1:
        raise _refused(
            translate("session_rules", "{name}: at least one token is needed"), name=name
        )
    if len(labels) > limit:
        raise _refused(
            translate("session_rules", "{name}: {count} tokens, the limit is {limit}"),
            name=name,
            count=len(labels),
            limit=limit,
        )
    for i, label in enumerate(labels):
        if not label.strip():
            raise _refused(
                translate("session_rules", "{place}: a token label must not be empty"),
                place=f"{name}[{i}]",
            )
        _check_valid_text(f"{name}[{i}]", label)


def _check_embeddings(session: Session) -> int:
    """The token vectors are (n_tokens, d_model), typed or from the vocabulary; return d_model."""
    vocabulary = session.vocabulary
    if vocabulary is not None:
        _check_vocabulary(vocabulary)
        known = set(vocabulary.labels)
        for i, token in enumerate(session.tokens):
            if token not in known:
                raise _refused(
                    translate("session_rules", "tokens[{index}]: {token} is not in the vocabulary"),
                    index=i,
                    token=quote(token),
                )
    n = len(session.tokens)
    emb = session.embeddings
    if emb is None or emb.ndim != 2 or emb.shape[0] != n:
        if emb is None:
            found = translate("session_rules", "none")
        else:
            found = translate("session_rules", "shape {shape}").format(shape=shape_text(emb))
        raise _refused(
            translate(
                "session_rules", "embeddings: expected {rows} rows (one per token), found {found}"
            ),
            rows=n,
            found=found,
        )
    d_model = emb.shape[1]
    if not 1 <= d_model <= MAX_WIDTH:
        raise _refused(
            translate(
                "session_rules", "embeddings: d_model must be between 1 and {limit}, found {found}"
            ),
            limit=MAX_WIDTH,
            found=d_model,
        )
    check_matrix("embeddings", emb, n, d_model)
    return int(d_model)


def _check_vocabulary(vocabulary: Vocabulary) -> None:
    _check_labels("vocabulary.labels", vocabulary.labels, MAX_VOCABULARY)
    seen: dict[str, int] = {}
    for i, label in enumerate(vocabulary.labels):
        if label in seen:
            raise _refused(
                translate(
                    "session_rules",
                    'vocabulary.labels[{index}]: "{label}" is already entry {entry}; '
                    "every label must be different",
                ),
                index=i,
                label=label,
                entry=seen[label],
            )
        seen[label] = i
    W_E = vocabulary.W_E
    if W_E.ndim != 2 or not 1 <= W_E.shape[1] <= MAX_WIDTH:
        raise _refused(
            translate(
                "session_rules",
                "vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}",
            ),
            rows=vocabulary.size,
            limit=MAX_WIDTH,
            found=shape_text(W_E),
        )
    meaning = translate("session_rules", "one row per label")
    check_matrix("vocabulary.W_E", W_E, vocabulary.size, W_E.shape[1], meaning)


def _check_attention(session: Session, d_model: int) -> None:
    """Self-attention has no source; cross-attention has one, one layer and no causal mask."""
    if session.attention not in ATTENTIONS:
        raise _refused(
            translate("session_rules", "attention: expected one of {choices}, found {found}"),
            choices=", ".join(map(repr, ATTENTIONS)),
            found=repr(session.attention),
        )
    if session.attention == "self":
        if session.source is not None:
            raise _refused(
                translate("session_rules", 'source: only a "cross" session has a source sequence')
            )
        return
    source = session.source
    if source is None:
        raise _refused(
            translate(
                "session_rules", 'source: a "cross" session needs the sequence its keys come from'
            )
        )
    _check_source(source, d_model)
    if session.causal:
        raise _refused(
            translate(
                "session_rules",
                'causal: a "cross" session cannot use the causal mask (its keys are another '
                "sequence, not earlier tokens); use a custom mask instead",
            )
        )
    if len(session.layers) != 1:
        raise _refused(
            translate("session_rules", 'layers: a "cross" session has one layer, found {found}'),
            found=len(session.layers),
        )


def _check_source(source: Source, d_model: int) -> None:
    _check_labels("source.tokens", source.tokens)
    check_matrix(
        "source.embeddings",
        source.embeddings,
        source.n_tokens,
        d_model,
        translate("session_rules", "one row per source token, d_model wide"),
    )


def _layer_name(session: Session, index: int) -> str:
    """How a message names a layer: as the session's file spells it, "" for a session
    version 1 can hold (its heads are top-level keys there), else "layers[0]."."""
    return "" if session.version == 1 else f"layers[{index}]."


def _check_switches(session: Session, d_model: int) -> None:
    """The mask's shape, the positions and the scaling."""
    n, m = session.n_tokens, session.n_keys
    if session.mask is not None and session.mask.shape != (n, m):
        raise _refused(
            translate("session_rules", "mask: expected shape {rows} × {columns}, found {found}"),
            rows=n,
            columns=m,
            found=shape_text(session.mask),
        )
    if session.positional_encoding not in POSITIONAL_ENCODINGS:
        raise _refused(
            translate(
                "session_rules", "positional_encoding: expected one of {choices}, found {found}"
            ),
            choices=", ".join(map(repr, POSITIONAL_ENCODINGS)),
            found=repr(session.positional_encoding),
        )
    if session.positional_encoding == "learned":
        _check_learned_positions(session.W_pos, n, d_model)
    elif session.W_pos is not None:
        raise _refused(
            translate("session_rules", 'W_pos: only "learned" positions have a W_pos matrix')
        )
    if session.scale not in SCALES:
        raise _refused(
            translate("session_rules", "scale: expected one of {choices}, found {found}"),
            choices=", ".join(map(repr, SCALES)),
            found=repr(session.scale),
        )


def _check_learned_positions(W_pos: np.ndarray | None, n: int, d_model: int) -> None:
    """Learned positions need a (max_positions, d_model) W_pos with a row for each token."""
    if W_pos is None:
        raise _refused(
            translate("session_rules", 'W_pos: "learned" positions need their matrix W_pos')
        )
    if W_pos.ndim != 2 or W_pos.shape[1] != d_model:
        raise _refused(
            translate(
                "session_rules",
                "W_pos: expected max_positions × {d_model} (d_model), found shape {found}",
            ),
            d_model=d_model,
            found=shape_text(W_pos),
        )
    check_values("W_pos", W_pos)
    if n > W_pos.shape[0]:
        raise _refused(
            translate(
                "session_rules",
                "W_pos: the sequence has {tokens} tokens but W_pos has only {positions} "
                "positions (learned positions cannot go beyond what was learned)",
            ),
            tokens=n,
            positions=W_pos.shape[0],
        )


def _check_unembedding(session: Session, width: int) -> None:
    """W_U turns the last layer's output (``width`` wide) into one logit per label."""
    if session.W_U is None:
        return
    if session.vocabulary is None:
        raise _refused(
            translate(
                "session_rules",
                "W_U: an unembedding needs a vocabulary (its columns are its labels)",
            )
        )
    size = session.vocabulary.size
    meaning = translate("session_rules", "the last layer's output width × vocabulary size")
    check_matrix("W_U", session.W_U, width, size, meaning)
