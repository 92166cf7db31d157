"""Session files (``*.selfattn.json``, format versions 1 and 2): read, check, write atomically.

Loading is plain JSON parsing followed by checks; nothing in a file is ever executed.
Every problem becomes one :class:`SessionError` line that names the field and what
was wrong, and a file is either loaded whole or not at all.  The format is documented
in ``docs/session-format.md``.

This module is the front door: reading the JSON safely lives in
:mod:`~selfattn_gui.core.sessions.strict_json`, checking each field in
:mod:`~selfattn_gui.core.sessions.session_fields`, and the one-line wording of what a
file holds in :mod:`~selfattn_gui.core.sessions.file_messages`; writing is here.
"""

from __future__ import annotations

import json
import math
import os
import re
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from selfattn_gui.core.files.atomic_files import atomic_write_text
from selfattn_gui.core.sessions.file_messages import describe_value, display_name
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.session import Session, SessionError
from selfattn_gui.core.sessions.session_fields import (
    BROKEN_SESSION,
    CANNOT_READ,
    FORMAT_TAG,
    FORMAT_VERSION,
    HEAD_KEYS,
    NOT_A_SESSION,
    OPTIONAL_KEYS,
    REQUIRED_KEYS,
    session_from_dict,
)
from selfattn_gui.core.sessions.strict_json import (
    NotJsonError,
    NotTextError,
    parse_json_text,
    read_limited_text,
)
from selfattn_gui.core.text import translate

__all__ = [
    "FORMAT_TAG",
    "FORMAT_VERSION",
    "NOT_A_SESSION",
    "HEAD_KEYS",
    "OPTIONAL_KEYS",
    "REQUIRED_KEYS",
    "SUFFIX",
    "atomic_write_text",
    "describe_value",
    "dumps_session",
    "load_session",
    "loads_session",
    "parse_json_text",
    "read_limited_text",
    "save_session",
    "session_from_dict",
    "session_to_dict",
]

SUFFIX = ".selfattn.json"


# -- reading -------------------------------------------------------------------------


def loads_session(text: str) -> Session:
    """Parse the text of a session file."""
    return session_from_dict(parse_json_text(text, mark_bad_numbers=True))


def load_session(path: str | os.PathLike[str]) -> Session:
    """Read a session file; any problem raises one :class:`SessionError` line.

    The error's ``headline`` says what the problem means in a learner's words (see
    :func:`content_headline`); its message is the one-line detail, starting with the
    file's name.
    """
    name = display_name(Path(path))
    try:
        text = read_limited_text(path)  # its messages start with the name already
    except SessionError as error:
        headline = NOT_A_SESSION if isinstance(error, NotTextError) else CANNOT_READ
        raise SessionError(str(error), headline=translate("session_fields", headline)) from None
    try:
        return loads_session(text)
    except SessionError as error:
        raise SessionError(
            translate("session_io", "{name}: {problem}").format(name=name, problem=error),
            headline=content_headline(error),
        ) from None


def content_headline(error: SessionError) -> str:
    """What a problem in a file's text means, in a learner's words (one sentence)."""
    if isinstance(error, NotJsonError):
        # a text file, a CSV, a program: no session at all
        return translate("session_fields", NOT_A_SESSION)
    return error.headline or translate("session_fields", BROKEN_SESSION)


# -- writing -------------------------------------------------------------------------

#: Turns a (rows, cols) matrix into what the file holds for it, one entry per row.
Rows = Callable[[np.ndarray], list[Any]]


def _number(value: float) -> int | float:
    """Whole numbers are written without ".0" so hand-written files stay tidy."""
    as_float = float(value)
    if (
        as_float.is_integer()
        and not (as_float == 0 and math.copysign(1, as_float) < 0)
        and abs(as_float) < 2**53
    ):
        return int(as_float)
    return as_float


def _rows(matrix: np.ndarray) -> list[list[int | float]]:
    return [[_number(v) for v in row] for row in matrix]


def session_to_dict(session: Session, rows: Rows = _rows) -> dict[str, Any]:
    """The JSON-ready form of a session, keys in the documented order.

    A session version 1 can hold is written as version 1, exactly as before version 2
    existed; any other as version 2 (:func:`_version_2_fields`).  ``rows`` turns each
    (rows, cols) matrix into its list of rows (by default lists of numbers, whole ones
    as ints).
    """
    data: dict[str, Any] = {"format": FORMAT_TAG, "version": session.version}
    if session.title:
        data["title"] = session.title
    if session.version != 1:
        data.update(_version_2_fields(session, rows))
        return data
    data.update(
        tokens=list(session.tokens),
        embeddings=rows(session.embeddings),
        positional_encoding=session.positional_encoding,
        heads=[{k: rows(head.matrix(k)) for k in HEAD_KEYS} for head in session.heads],
        W_o=None if session.W_o is None else rows(session.W_o),
        causal=session.causal,
        mask=None if session.mask is None else rows(session.mask.astype(int)),
        scale=session.scale,
        residual=session.residual,
    )
    return data


def _version_2_fields(session: Session, rows: Rows) -> dict[str, Any]:
    """Every version 2 key after ``version`` (and ``title``), ``null`` where unused."""
    vocabulary, source = session.vocabulary, session.source
    data: dict[str, Any] = {"attention": session.attention, "tokens": list(session.tokens)}
    if vocabulary is None:
        data.update(vocabulary=None, embeddings=rows(session.embeddings))
    else:
        data["vocabulary"] = {"labels": list(vocabulary.labels), "W_E": rows(vocabulary.W_E)}
    data["source"] = (
        None
        if source is None
        else {"tokens": list(source.tokens), "embeddings": rows(source.embeddings)}
    )
    data.update(
        positional_encoding=session.positional_encoding,
        W_pos=_optional(session.W_pos, rows),
        layers=[_layer_fields(layer, rows) for layer in session.layers],
        W_U=_optional(session.W_U, rows),
        causal=session.causal,
        mask=None if session.mask is None else rows(session.mask.astype(int)),
        scale=session.scale,
    )
    return data


def _layer_fields(layer: Layer, rows: Rows) -> dict[str, Any]:
    """One layer's object: heads (W_q, and W_k, W_v unless shared), kv_heads, W_o, ..."""
    norm = layer.layer_norm
    return {
        "heads": [
            {k: rows(m) for k in HEAD_KEYS if (m := head.matrix(k)) is not None}
            for head in layer.heads
        ],
        "kv_heads": None
        if layer.kv_heads is None
        else [{"W_k": rows(kv.W_k), "W_v": rows(kv.W_v)} for kv in layer.kv_heads],
        "W_o": _optional(layer.W_o, rows),
        "residual": layer.residual,
        "layer_norm": None
        if norm is None
        else {"gain": _one_line(norm.gain, rows), "bias": _one_line(norm.bias, rows)},
        "heads_off": _one_line(sorted(layer.heads_off), rows),
    }


def _optional(matrix: np.ndarray | None, rows: Rows) -> list[Any] | None:
    return None if matrix is None else rows(matrix)


def _one_line(values: np.ndarray | list[int], rows: Rows) -> Any:
    """A vector (or the numbers of the switched-off heads), written like one matrix row."""
    return rows(np.asarray(values, dtype=np.float64).reshape(1, -1))[0]


def dumps_session(session: Session) -> str:
    """Session file text: small matrices one row per line, so a person can read it.

    It is ``json.dumps(session_to_dict(session), indent=2)`` with each row of numbers on
    one line ("[1, 0.5, -2]").  The rows are written by the json module's fast encoder
    and only the layout around them by the indenting one, on a skeleton that holds a
    placeholder per row: a recovery copy of a 512-token session is written every 20
    edits, by a thread that holds Python's interpreter lock while it writes.
    """
    texts: list[str] = []
    marker = f"\x00{secrets.token_hex(8)}:"  # no label can hold it by chance

    def placeholders(matrix: np.ndarray) -> list[str]:
        first = len(texts)
        texts.extend(_row_texts(matrix))
        return [f"{marker}{i}" for i in range(first, len(texts))]

    skeleton = session_to_dict(session, placeholders)
    text = json.dumps(skeleton, indent=2, ensure_ascii=False, allow_nan=False)
    quoted = re.compile(re.escape(json.dumps(marker)[:-1]) + r'([0-9]+)"')
    return quoted.sub(lambda found: texts[int(found.group(1))], text) + "\n"


def _row_texts(matrix: np.ndarray) -> list[str]:
    """Each row of a (rows, cols) matrix as JSON, whole numbers as :func:`_number` writes them."""
    values = np.asarray(matrix, dtype=float)
    whole = (
        (values == np.trunc(values))
        & (np.abs(values) < 2**53)
        & ~((values == 0) & np.signbit(values))
    )
    texts = []
    for row, row_whole in zip(values.tolist(), whole, strict=True):
        if row_whole.any():
            row = [int(v) if w else v for v, w in zip(row, row_whole.tolist(), strict=True)]
        texts.append(json.dumps(row, allow_nan=False))
    return texts


def save_session(session: Session, path: str | os.PathLike[str]) -> None:
    """Write a session file atomically.

    The text goes to a temporary file in the same folder, is flushed to disk, and then
    replaces the target in one step, so a failure part-way (full disk, no permission)
    leaves any file already there untouched.  Raises :class:`OSError` on failure.
    """
    path = Path(path)
    text = dumps_session(session)
    atomic_write_text(path, text)
