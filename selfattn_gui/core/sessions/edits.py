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
import math
from collections.abc import Iterable, Sequence

import numpy as np

from selfattn_gui.core.maths.matrices import (
    LAYER_MATRICES,
    MATRICES,
    edited_per_head,
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
from selfattn_gui.core.sessions.layers import KeyValueHead, Layer
from selfattn_gui.core.sessions.session import (
    MAX_HEADS,
    MAX_TOKENS,
    Head,
    Session,
    SessionError,
    check_numbers,
)

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
    else:
        layer = layer.replace(**{entry.key: matrix})
    return session.with_layer(layer_index, layer)


def _with_vocabulary_rows(session: Session, embeddings: np.ndarray) -> Session:
    """Write each changed row of the (n, d_model) ``embeddings`` into W_E."""
    vocabulary = session.vocabulary
    assert vocabulary is not None
    if embeddings.shape != session.embeddings.shape:
        raise SessionError(
            f"embeddings: expected {session.n_tokens} × {session.d_model}, found "
            f"{embeddings.shape[0]} × {embeddings.shape[1]}; with a vocabulary change "
            "its W_E to change the sizes"
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
        if count > 1:
            every = "both" if count == 2 else f"all {count}"
            notes.append(f"“{label}” occurs {count} times: {every} changed")
    if not notes:
        return None
    return "; ".join(notes) + " (its vector is its vocabulary entry's row of W_E)."


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
        raise SessionError(f"tokens: the limit is {MAX_TOKENS}")
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
        raise SessionError("tokens: the last token cannot be removed")
    keep = [i for i in range(session.n_tokens) if i != index]
    return reorder_tokens(session, keep)


def rename_token(session: Session, index: int, label: str) -> Session:
    if not label.strip():
        raise SessionError(f"tokens[{index}]: a token label must not be empty")
    _check_known(session, label, index)
    tokens = list(session.tokens)
    tokens[index] = label
    return session.replace(tokens=tuple(tokens))


def rename_source_token(session: Session, index: int, label: str) -> Session:
    """Rename token ``index`` of a cross session's source sentence."""
    source = session.source
    if source is None:
        raise SessionError("source: this session has no source sentence to rename in")
    if not label.strip():
        raise SessionError(f"source.tokens[{index}]: a token label must not be empty")
    tokens = list(source.tokens)
    tokens[index] = label
    return session.replace(source=Source(tuple(tokens), source.embeddings))


def _check_known(session: Session, label: str, index: int) -> None:
    """With a vocabulary a token must be one of its labels: say which ones there are."""
    vocabulary = session.vocabulary
    if vocabulary is None or label in vocabulary.labels:
        return
    listed = ", ".join(f"“{known}”" for known in vocabulary.labels[:MAX_LISTED_LABELS])
    more = (
        f" and {vocabulary.size - MAX_LISTED_LABELS} more"
        if vocabulary.size > MAX_LISTED_LABELS
        else ""
    )
    raise SessionError(
        f"tokens[{index}]: “{label}” is not in the vocabulary; choose one of its "
        f"{vocabulary.size} labels: {listed}{more}"
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


# -- sizes --------------------------------------------------------------------------


def _fit(matrix: np.ndarray, rows: int, columns: int) -> np.ndarray:
    """Crop or pad with zeros to ``(rows, columns)``, keeping the top-left values."""
    result = np.zeros((rows, columns))
    r, c = min(rows, matrix.shape[0]), min(columns, matrix.shape[1])
    result[:r, :c] = matrix[:r, :c]
    return result


def _fit_W_o(session: Session, n_heads: int, d_v: int, out_width: int) -> np.ndarray | None:
    """Resize W_o head block by head block, so each head keeps its own rows."""
    if session.W_o is None:
        return None
    old_d_v = session.d_v
    blocks = []
    for h in range(n_heads):
        if h < session.n_heads:
            block = session.W_o[h * old_d_v : (h + 1) * old_d_v]
        else:
            block = np.zeros((0, session.W_o.shape[1]))
        blocks.append(_fit(block, d_v, out_width))
    return np.vstack(blocks)


def resize(
    session: Session,
    *,
    d_model: int | None = None,
    d_k: int | None = None,
    d_v: int | None = None,
    n_heads: int | None = None,
) -> Session:
    """Change the widths or the head count; existing values stay, new cells are 0.

    When W_o exists its output width follows ``d_model`` only if it was equal to the
    old ``d_model`` (it then keeps the residual possible).  Heads that share keys and
    values keep their K/V groups while the number of groups still divides the heads;
    else they take the most groups that divide both (see ``kv_groups.regroup``).  A
    cross session's source vectors take the new ``d_model`` too.
    """
    d_model = session.d_model if d_model is None else d_model
    d_k = session.d_k if d_k is None else d_k
    d_v = session.d_v if d_v is None else d_v
    n_heads = session.n_heads if n_heads is None else n_heads
    if not 1 <= n_heads <= MAX_HEADS:
        raise SessionError(f"heads: expected 1 to {MAX_HEADS} heads, found {n_heads}")
    out_width = None
    if session.W_o is not None:
        out_width = d_model if session.W_o.shape[1] == session.d_model else session.W_o.shape[1]
    # Before any matrix is built: 16 heads of 1024 × 1024 would be 400 MB of zeros.
    check_numbers(session.n_tokens, d_model, d_k, d_v, n_heads, out_width)
    layer = session.layers[0]
    groups = None if layer.kv_heads is None else math.gcd(layer.n_kv_heads, n_heads)
    if groups is not None and groups != layer.n_kv_heads:
        layer = regroup(layer, layer.n_heads)  # each head its own, grouped again at the end
    widths = {"d_model": d_model, "d_k": d_k, "d_v": d_v}
    kv_heads = None
    if layer.kv_heads is not None:
        kv_heads = tuple(
            KeyValueHead(_fit(kv.W_k, d_model, d_k), _fit(kv.W_v, d_model, d_v))
            for kv in layer.kv_heads
        )
    layer = layer.replace(
        heads=_fitted_heads(layer, n_heads, widths),
        kv_heads=kv_heads,
        W_o=None if out_width is None else _fit_W_o(session, n_heads, d_v, out_width),
    )
    source = session.source
    if source is not None:
        source = Source(source.tokens, _fit(source.embeddings, source.n_tokens, d_model))
    return session.replace(
        embeddings=_fit(session.embeddings, session.n_tokens, d_model),
        layers=(layer if groups is None else regroup(layer, groups), *session.layers[1:]),
        source=source,
    )


def _fitted_heads(layer: Layer, n_heads: int, widths: dict[str, int]) -> tuple[Head, ...]:
    """``n_heads`` heads, each matrix at its catalogue shape (W_q: d_model × d_k, ...).

    A new head starts from nothing, which _fit pads with zeros; the W_k and W_v the
    layer's K/V groups hold stay with the groups.
    """
    nothing = np.zeros((0, 0))

    def fitted(head: int, name: str, shape: tuple[str, str]) -> np.ndarray | None:
        if layer.kv_heads is not None and name in SHARED_BY_GROUPS:
            return None
        old = layer.heads[head].matrix(name) if head < layer.n_heads else nothing
        return _fit(old, *(widths[side] for side in shape))

    return tuple(
        Head(**{m.key: fitted(h, m.key, m.shape) for m in edited_per_head()})  # type: ignore[arg-type]
        for h in range(n_heads)
    )


def set_kv_heads(session: Session, layer_index: int, groups: int) -> Session:
    """Split the query heads of layer ``layer_index`` into ``groups`` K/V groups
    (``kv_groups.regroup`` says what each group keeps)."""
    layer = session.layers[layer_index]
    return session.with_layer(layer_index, regroup(layer, groups))


def add_W_o(session: Session) -> Session:
    """Give the session an output projection of shape (n_heads · d_v, d_model).

    It starts as an identity where the shapes allow, so switching it on changes as
    little as possible; the rest is zeros.
    """
    check_numbers(
        session.n_tokens,
        session.d_model,
        session.d_k,
        session.d_v,
        session.n_heads,
        session.d_model,
    )
    rows = session.n_heads * session.d_v
    return session.replace(W_o=np.eye(rows, session.d_model))


def remove_W_o(session: Session) -> Session:
    return session.replace(W_o=None)


# -- masks --------------------------------------------------------------------------


def toggle_mask_cell(session: Session, query: int, key: int) -> Session:
    """Hide or show one key for one query in the custom mask."""
    shape = (session.n_tokens, session.n_keys)
    mask = np.ones(shape, dtype=bool) if session.mask is None else np.array(session.mask)
    mask[query, key] = not mask[query, key]
    return session.replace(mask=None if mask.all() else mask)
