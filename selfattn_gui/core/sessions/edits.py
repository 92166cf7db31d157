"""Pure edits of a session: each takes a session and returns a new one.

The document wraps these in undo commands; keeping them here (no Qt) lets the
tests check the maths of every edit directly.  Matrices are addressed by their
document key (:meth:`~selfattn_gui.core.maths.matrices.Matrix.document_key`):
``"embeddings"``, ``"W_o"`` or ``"heads.<h>.W_q"`` / ``W_k`` / ``W_v``; which keys
exist, and where each matrix lives, is the catalogue's to say.  ``"source"`` is the
source vectors of a cross session; ``"heads.<h>.W_k"`` of a layer whose heads share
keys and values is the W_k of head h's K/V group (an edit changes every head of it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

import numpy as np

from selfattn_gui.core.maths.matrices import (
    LAYER_MATRICES,
    MATRICES,
    from_document_key,
    split_layer,
)
from selfattn_gui.core.sessions.inputs import Source, Vocabulary
from selfattn_gui.core.sessions.kv_groups import (
    SHARED_BY_GROUPS,
    group_of_head,
    regroup,
    with_group_matrix,
)
from selfattn_gui.core.sessions.layers import LayerNorm
from selfattn_gui.core.sessions.session import MAX_TOKENS, Session, SessionError
from selfattn_gui.core.sessions.size_edits import (  # noqa: F401 (the edits' one home)
    add_W_o,
    remove_W_o,
    resize,
)
from selfattn_gui.core.text import translate

Cell = tuple[int, int, float]
#: How many of a vocabulary's labels a refusal lists before "and N more".
MAX_LISTED_LABELS = 8


def head_key(head: int, name: str) -> str:
    """The key of one head's projection, e.g. ``head_key(0, "W_q") == "heads.0.W_q"``."""
    return MATRICES[name].document_key(head)


def get_matrix(session: Session, key: str) -> np.ndarray:
    """The matrix a key names (read-only); KeyError for an unknown key or a missing W_o."""
    layer, _ = split_layer(key)
    entry, head = from_document_key(key)
    if not 0 <= layer < session.n_layers or head >= session.layers[layer].n_heads:
        raise KeyError(f"this session has no {key}")
    if entry.key in SHARED_BY_GROUPS and session.layers[layer].kv_heads is not None:
        return getattr(group_of_head(session.layers[layer], head), entry.key)  # type: ignore[no-any-return]
    matrix = entry.in_session(session, head, layer)
    if matrix is None:
        raise KeyError(f"this session has no {entry.key}")
    return matrix


def with_matrix(session: Session, key: str, matrix: np.ndarray) -> Session:
    """A copy of the session with one matrix replaced.

    With a vocabulary the token vectors are rows of its W_E: each row of ``matrix``
    that differs from its token's vector now becomes that vocabulary entry's, so every
    occurrence of the token changes with it.
    """
    layer_index, _ = split_layer(key)
    entry, head = from_document_key(key)
    if entry.key == "embeddings" and session.vocabulary is not None:
        return _with_vocabulary_rows(session, np.asarray(matrix, dtype=float))
    if entry.key == "source" and session.source is not None:
        return session.replace(source=Source(session.source.tokens, matrix))
    if entry.key not in LAYER_MATRICES:
        return session.replace(**{entry.key: matrix})
    layer = session.layers[layer_index]
    if entry.key in SHARED_BY_GROUPS and layer.kv_heads is not None:
        layer = with_group_matrix(layer, head, entry.key, matrix)
    elif entry.per_head:
        heads = list(layer.heads)
        heads[head] = dataclasses.replace(heads[head], **{entry.key: matrix})
        layer = layer.replace(heads=tuple(heads))
    elif entry.key == "layer_norm":  # edited as one (2, w) matrix: gain over bias
        layer = layer.replace(layer_norm=LayerNorm.from_matrix(np.asarray(matrix, dtype=float)))
    else:
        layer = layer.replace(**{entry.key: matrix})
    return session.with_layer(layer_index, layer)


def _with_vocabulary_rows(session: Session, embeddings: np.ndarray) -> Session:
    """Write each changed row of the (n, d_model) ``embeddings`` into W_E."""
    vocabulary = session.vocabulary
    assert vocabulary is not None
    if embeddings.shape != session.embeddings.shape:
        raise SessionError(
            translate(
                "edits",
                "embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; "
                "with a vocabulary change its W_E to change the sizes",
            ).format(
                rows=session.n_tokens,
                columns=session.d_model,
                found_rows=embeddings.shape[0],
                found_columns=embeddings.shape[1],
            )
        )
    W_E = np.array(vocabulary.W_E)
    for row in range(session.n_tokens):
        if not np.array_equal(embeddings[row], session.embeddings[row]):
            W_E[vocabulary.index_of(session.tokens[row])] = embeddings[row]
    return session.replace(vocabulary=Vocabulary(vocabulary.labels, W_E))


def shared_rows_note(session: Session, rows: Iterable[int]) -> str | None:
    """What a learner should know after editing the token vectors of ``rows`` in a
    vocabulary session: which tokens occur more than once, so changed everywhere
    ("cat occurs 2 times: both changed"); None when each occurs once (or no vocabulary)."""
    if session.vocabulary is None:
        return None
    notes = []
    for label in dict.fromkeys(session.tokens[row] for row in rows):
        count = session.tokens.count(label)
        if count < 2:
            continue
        if count == 2:
            note = translate("edits", "“{label}” occurs 2 times: both changed")
        else:
            note = translate("edits", "“{label}” occurs {count} times: all {count} changed")
        notes.append(note.format(label=label, count=count))
    if not notes:
        return None
    return translate("edits", "{notes} (its vector is its vocabulary entry's row of W_E).").format(
        notes="; ".join(notes)
    )


def changed_cells(matrix: np.ndarray, cells: Iterable[Cell]) -> list[Cell]:
    """The cells of ``cells`` that would change the (rows, columns) ``matrix``, as floats.

    The one rule for "unchanged" (an equal value: 0.0 and -0.0 count as the same), so
    that an edit that changes nothing never becomes an empty undo step.
    """
    return [
        (row, column, float(value)) for row, column, value in cells if matrix[row, column] != value
    ]


def set_cells(session: Session, key: str, cells: Iterable[Cell]) -> Session:
    """Set some cells of one matrix: ``cells`` holds ``(row, column, value)``."""
    matrix = np.array(get_matrix(session, key))
    for row, column, value in cells:
        matrix[row, column] = value
    return with_matrix(session, key, matrix)


# -- tokens -------------------------------------------------------------------------


def _take_mask(session: Session, order: Sequence[int]) -> np.ndarray | None:
    """The mask's rows (queries) in ``order``, and its columns too when the keys are
    the tokens themselves (a cross session's keys are the source's, which stay)."""
    if session.mask is None:
        return None
    index = np.asarray(order, dtype=int)
    if session.attention == "cross":
        return session.mask[index]
    return session.mask[np.ix_(index, index)]


def add_token(
    session: Session, label: str, vector: Sequence[float] | None = None, index: int | None = None
) -> Session:
    """Insert a token (its vector zeros unless given) at ``index`` (default: the end).

    A custom mask grows with the token fully visible, so nothing becomes hidden by surprise
    (a row for its query, and a column for its key unless the keys are a source's).
    """
    if session.n_tokens >= MAX_TOKENS:
        raise SessionError(
            translate("edits", "tokens: the limit is {limit}").format(limit=MAX_TOKENS)
        )
    index = session.n_tokens if index is None else index
    _check_known(session, label, index)
    row = np.zeros(session.d_model) if vector is None else np.asarray(vector, dtype=float)
    embeddings = np.insert(session.embeddings, index, row, axis=0)
    tokens = session.tokens[:index] + (label,) + session.tokens[index:]
    mask = session.mask
    if mask is not None:
        mask = np.insert(mask, index, True, axis=0)
        if session.attention != "cross":
            mask = np.insert(mask, index, True, axis=1)
    return session.replace(tokens=tokens, embeddings=embeddings, mask=mask)


def remove_token(session: Session, index: int) -> Session:
    """Remove one token (its row and its row and column of the mask)."""
    if session.n_tokens <= 1:
        raise SessionError(translate("edits", "tokens: the last token cannot be removed"))
    keep = [i for i in range(session.n_tokens) if i != index]
    return reorder_tokens(session, keep)


def rename_token(session: Session, index: int, label: str) -> Session:
    if not label.strip():
        raise SessionError(
            translate("edits", "tokens[{index}]: a token label must not be empty").format(
                index=index
            )
        )
    _check_known(session, label, index)
    tokens = list(session.tokens)
    tokens[index] = label
    return session.replace(tokens=tuple(tokens))


def rename_source_token(session: Session, index: int, label: str) -> Session:
    """Rename token ``index`` of a cross session's source sentence."""
    source = session.source
    if source is None:
        raise SessionError(
            translate("edits", "source: this session has no source sentence to rename in")
        )
    if not label.strip():
        raise SessionError(
            translate("edits", "source.tokens[{index}]: a token label must not be empty").format(
                index=index
            )
        )
    tokens = list(source.tokens)
    tokens[index] = label
    return session.replace(source=Source(tuple(tokens), source.embeddings))


def _check_known(session: Session, label: str, index: int) -> None:
    """With a vocabulary a token must be one of its labels: say which ones there are."""
    vocabulary = session.vocabulary
    if vocabulary is None or label in vocabulary.labels:
        return
    listed = ", ".join(f"“{known}”" for known in vocabulary.labels[:MAX_LISTED_LABELS])
    if vocabulary.size > MAX_LISTED_LABELS:
        message = translate(
            "edits",
            "tokens[{index}]: “{label}” is not in the vocabulary; choose one of its "
            "{count} labels: {listed} and {more} more",
        )
    else:
        message = translate(
            "edits",
            "tokens[{index}]: “{label}” is not in the vocabulary; choose one of its "
            "{count} labels: {listed}",
        )
    raise SessionError(
        message.format(
            index=index,
            label=label,
            count=vocabulary.size,
            listed=listed,
            more=vocabulary.size - MAX_LISTED_LABELS,
        )
    )


def reorder_tokens(session: Session, order: Sequence[int]) -> Session:
    """Keep the tokens listed in ``order``, in that order (vectors and mask follow)."""
    order = list(order)
    return session.replace(
        tokens=tuple(session.tokens[i] for i in order),
        embeddings=session.embeddings[order],
        mask=_take_mask(session, order),
    )


def move_token(session: Session, index: int, new_index: int) -> Session:
    order = list(range(session.n_tokens))
    order.insert(new_index, order.pop(index))
    return reorder_tokens(session, order)


# -- key/value groups -----------------------------------------------------------------


def set_kv_heads(session: Session, layer_index: int, groups: int) -> Session:
    """Split the query heads of layer ``layer_index`` into ``groups`` K/V groups
    (``kv_groups.regroup`` says what each group keeps)."""
    layer = session.layers[layer_index]
    return session.with_layer(layer_index, regroup(layer, groups))


# -- masks --------------------------------------------------------------------------


def toggle_mask_cell(session: Session, query: int, key: int) -> Session:
    """Hide or show one key for one query in the custom mask."""
    shape = (session.n_tokens, session.n_keys)
    mask = np.ones(shape, dtype=bool) if session.mask is None else np.array(session.mask)
    mask[query, key] = not mask[query, key]
    return session.replace(mask=None if mask.all() else mask)
